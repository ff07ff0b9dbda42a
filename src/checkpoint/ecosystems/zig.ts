import { folderOf, joinDir } from '../../util/paths.js';
import { positionals, writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Zig: `zig build test` when build.zig declares a test step, else `zig build`; the build fetches what
// build.zig.zon names.

/**
 * The build's named steps that run a program of the project (`zig build gen` runs `src/tools/config_gen.zig`),
 * traced through build.zig's variables: the step depends on a run of an executable whose root source is that file.
 */
function runSteps(build: string): Record<string, string> {
  const roots = new Map(
    [...build.matchAll(/const (\w+) = b\.addExecutable\(\.\{[^;]{0,2000}?root_source_file = b\.path\("([^"\n]+\.zig)"\)/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const runs = new Map([...build.matchAll(/const (\w+) = b\.addRunArtifact\((\w+)\)/g)].map((m) => [m[1], roots.get(m[2])]));
  const steps: Record<string, string> = {};
  for (const [, variable, name] of build.matchAll(/const (\w+) = b\.step\("([\w-]+)"/g))
    for (const [, run] of build.matchAll(new RegExp(`\\b${variable}\\.dependOn\\(&(\\w+)\\.step\\)`, 'g')))
      if (runs.get(run)) steps[name] = `zig run ${runs.get(run)}`;
  return steps;
}

/** `@import("x.zig")`, `@embedFile("config.json")`: the files a Zig source reads, beside it. */
function imports(file: string, text: string): string[] {
  const dir = folderOf(file);
  return [...text.matchAll(/@(?:import|embedFile)\("([^"\n]{1,200}\.\w+)"\)/g)].map((m) => joinDir(dir, m[1]));
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('build.zig')) return;
  profile.ecosystems.push('zig');
  const build = context.text('build.zig') ?? '';
  profile.recipes.zig = runSteps(build);
  const tests = /\.step\(\s*"test"/.test(build);
  profile.languages.zig = tests ? { test: 'zig build test' } : { build: 'zig build' };
  // examples built by a step of their own (`zig build examples`), which the test step never compiles
  const examples = /\.step\(\s*"(examples?)"/.exec(build)?.[1];
  if (examples) profile.languages.zig.built = { include: ['example/**', 'examples/**'], build: `zig build ${examples}` };
  // the formatting check the project's CI or guide runs, as it runs it
  const format = context.saidCommands().find((command) => /^zig fmt --check\b/.test(command));
  if (format) profile.languages.zig.lint = format;
}

export const zig: EcosystemModule = {
  name: 'zig',
  // a build step that runs a program of the project (`zig build gen`)
  tasks: { tool: 'zig', run: (name) => `zig build ${name}` },
  imports,
  extensions: ['zig'],
  manifests: /^build\.zig\.zon$/,
  markers: /^build\.zig$/,
  buildFolders: [{ folder: 'zig-out' }, { folder: '.zig-cache' }, { folder: 'zig-cache' }],
  detect,
  evidence: {
    launchers: ['zig'],
    subcommands: { zig: { test: ['test'] } },
    // `zig build test` runs the build's test step (and builds nothing else); `zig build`, `zig build examples` build;
    // `zig fmt --check` checks the formatting
    kinds: (program, args) => {
      if (program !== 'zig') return [];
      if (args[0] === 'fmt') return args.includes('--check') ? ['lint'] : [];
      if (args[0] !== 'build') return [];
      const steps = positionals(args.slice(1));
      return steps.includes('test') ? (steps.length > 1 ? ['test', 'build'] : ['test']) : ['build'];
    },
    installs: (program, args) => program === 'zig' && (args[0] === 'build' || args[0] === 'fetch'),
    writers: { zig: (a) => (a[0] === 'fmt' && !a.includes('--check') ? writtenPaths(a, 1) : undefined) },
  },
};
