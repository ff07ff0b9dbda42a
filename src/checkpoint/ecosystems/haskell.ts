import { positionals, writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';
import { FROM_ROOT } from './_module.js';

// Haskell with stack or cabal: `stack test`/`cabal test` when a test suite is declared, else the build;
// the build resolves a changed .cabal, package.yaml or stack.yaml.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  const cabal = names.find((name) => name.endsWith('.cabal'));
  const stack = names.includes('stack.yaml');
  if (!cabal && !stack && !names.includes('cabal.project') && !names.includes('package.yaml')) return;
  profile.ecosystems.push('haskell');
  const declarations = `${cabal ? (context.text(cabal) ?? '') : ''}\n${names.includes('package.yaml') ? (context.text('package.yaml') ?? '') : ''}`;
  const tests = /^test-suite\s|^tests:/m.test(declarations) || names.includes('test');
  // a package of a project above it (its stack.yaml or cabal.project lists it) is built from there, by its name
  const project = stack || names.includes('cabal.project') ? undefined : projectAbove(context);
  const name = /^name:\s*([\w.-]+)/m.exec(declarations)?.[1];
  if (name) profile.name = name;
  // stack.yaml beside a .cabal file: the tool the project's CI and guides run (`cabal test` in both)
  const stackFile = stack || project?.file === 'stack.yaml';
  const tool = stackFile && !(context.says('cabal', 'anywhere') && !context.says('stack', 'anywhere')) ? 'stack' : 'cabal';
  const say = (sub: string) =>
    project && name ? `${FROM_ROOT}${project.dir ? `cd ${project.dir} && ` : ''}${tool} ${sub} ${name}` : `${tool} ${sub}`;
  profile.languages.haskell = tests ? { test: say('test') } : { build: say('build') };
  if (names.includes('.hlint.yaml')) profile.languages.haskell.lint = 'hlint .';
}

/** The nearest folder above a package that makes it part of a project: its stack.yaml or cabal.project. */
function projectAbove(context: DetectContext): { dir: string; file: string } | undefined {
  const parts = context.dir ? context.dir.split('/') : [];
  for (let up = 1; up <= parts.length; up++)
    for (const file of ['stack.yaml', 'cabal.project'])
      if (context.exists(`${'../'.repeat(up)}${file}`)) return { dir: parts.slice(0, parts.length - up).join('/'), file };
  return undefined;
}

export const haskell: EcosystemModule = {
  name: 'haskell',
  extensions: ['hs', 'lhs'],
  manifests: /^(.+\.cabal|cabal\.project(\.freeze|\.local)?|stack\.yaml(\.lock)?|package\.yaml)$/,
  markers: /\.cabal$|^(stack\.yaml|cabal\.project|package\.yaml)$/,
  buildFolders: [{ folder: 'dist-newstyle' }, { folder: '.stack-work' }],
  testFiles: /(^|\/)test\/.*Spec\.hs$|Spec\.hs$/,
  detect,
  evidence: {
    // `stack test rio`, `cabal test rio:test:spec`: the packages named; none: the folder's packages
    scope: (program, args, _dir, terms) => {
      if (program !== 'stack' && program !== 'cabal') return undefined;
      // cabal's `all` names every package of the project
      if (args.includes('all')) return { reach: undefined };
      const targets = positionals(args.filter((_, i) => !/^--(stack-yaml|ta|test-arguments|flag)$/.test(args[i - 1] ?? ''))).slice(1);
      const reaches = targets.map((target) => terms.byName(target.split(':')[0]));
      return {
        reach: targets.length === 0 ? terms.here : reaches.some((reach) => reach === undefined) ? undefined : (reaches.flat() as string[]),
      };
    },
    launchers: ['cabal', 'stack'],
    programs: { lint: ['hlint'] },
    // cabal's older spellings (`v2-test`, `new-test`) are the same commands
    subcommands: {
      cabal: { test: ['test', 'v2-test', 'new-test'], build: ['build', 'test', 'v2-build', 'new-build', 'v2-test', 'new-test'] },
      stack: { test: ['test'], build: ['build', 'test'] },
    },
    installs: (program, args) =>
      (program === 'cabal' || program === 'stack') && /^((v2|new)-)?(build|test|update|install)$/.test(args[0] ?? ''),
    writers: {
      ormolu: (a) => (a.includes('--mode') && a.includes('inplace') ? writtenPaths(a) : undefined),
      fourmolu: (a) => (a.includes('-i') ? writtenPaths(a) : undefined),
    },
  },
};
