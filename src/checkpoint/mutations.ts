import { ECOSYSTEMS, type Ecosystem, extensionOf, manifestEcosystem } from './ecosystems/index.js';
import { commandKinds, installEcosystem, packageScript } from './intent.js';
import { normalizeWords, positionals, type Segment } from './shell.js';

// Which files a shell command may have changed (or read). Over-approximation is fine: the result is
// intersected with git's changed files, so a word that is not a path touches nothing.

interface Touch {
  /** Words naming files, directories or globs, relative to the command's directory (or absolute). `.` is the directory itself. */
  paths: string[];
  /** When set, only files it accepts count (a formatter touches its languages, a package manager its manifests). */
  accepts?: (file: string) => boolean;
}

interface SegmentEffects {
  touches: Touch[];
  /** Files the command showed to the agent (`cat`, `sed -n`, `head`...): they count as read. */
  reads: string[];
  /** Patch files applied (`git apply x.patch`, `patch -i x`): the files they name are touched. */
  patches: string[];
}

const PATH_WRITERS = new Set(['touch', 'mkdir', 'rm', 'rmdir', 'unlink', 'tee', 'mv', 'chmod', 'chown', 'truncate', 'ln', 'shred']);
const LAST_ARG_WRITERS = new Set(['cp', 'install', 'rsync', 'scp']);
const READERS = new Set([
  'cat',
  'head',
  'tail',
  'less',
  'more',
  'nl',
  'bat',
  'batcat',
  'view',
  'wc',
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'ag',
  'awk',
  'cut',
  'sort',
  'uniq',
  'diff',
  'jq',
  'od',
  'xxd',
  'file',
]);
const GIT_WRITERS = new Set([
  'mv',
  'rm',
  'restore',
  'checkout',
  'switch',
  'reset',
  'clean',
  'stash',
  'merge',
  'pull',
  'rebase',
  'cherry-pick',
  'revert',
  'am',
]);

/** What prettier and biome format: the web's languages and their data files. */
const prettierFiles = extensions([
  ...['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts', 'vue', 'svelte', 'astro'],
  'css',
  'scss',
  'less',
  'json',
  'jsonc',
  'md',
  'mdx',
  'yaml',
  'yml',
  'html',
  'graphql',
  'hbs',
]);
/** Formatters and fixers: when their arguments write, and which files they write. Each module's own, plus the multi-language ones. */
const FORMATTERS: Record<string, { writes: (args: string[]) => boolean; accepts: (file: string) => boolean }> = {
  ...Object.fromEntries(
    ECOSYSTEMS.flatMap((ecosystem) =>
      Object.entries(ecosystem.evidence?.writers ?? {}).map(([program, writes]) => [
        program,
        { writes, accepts: extensions(ecosystem.extensions) },
      ]),
    ),
  ),
  prettier: { writes: (a) => a.includes('--write') || a.includes('-w'), accepts: prettierFiles },
  biome: { writes: (a) => a.some((w) => ['--write', '--apply', '--fix', '--apply-unsafe'].includes(w)), accepts: prettierFiles },
};

const GENERATED =
  /(\.pb\.go|_grpc\.pb\.go|\.connect\.go|\.pb\.gw\.go|_pb2(_grpc)?\.pyi?|\.pb\.(cc|h)|_pb\.(js|ts|d\.ts)|_grpc_pb\.(js|d\.ts)|\.gen\.(go|ts)|\.generated\.\w+)$|(^|\/)(gen|generated|__generated__)\//;
const isGeneratedFile = (file: string) => GENERATED.test(file) || ECOSYSTEMS.some((ecosystem) => ecosystem.generatedFiles?.test(file));

function extensions(list: readonly string[]): (file: string) => boolean {
  const set = new Set(list);
  return (file) => set.has(extensionOf(file));
}

function manifestsOf(ecosystem: Ecosystem): (file: string) => boolean {
  return (file) => manifestEcosystem(file) === ecosystem;
}

export function segmentEffects(segment: Segment): SegmentEffects {
  const effects: SegmentEffects = { touches: [], reads: [], patches: [] };
  const redirects = segment.redirects.filter((target) => !target.startsWith('/dev/'));
  if (redirects.length > 0) effects.touches.push({ paths: redirects });
  const words = normalizeWords(segment.words);
  const [program, ...args] = words;
  if (program === undefined) return effects;
  const paths = positionals(args);

  if (PATH_WRITERS.has(program)) effects.touches.push({ paths });
  else if (LAST_ARG_WRITERS.has(program)) {
    const target = targetDirectory(args) ?? paths[paths.length - 1];
    if (target !== undefined && paths.length > 1) effects.touches.push({ paths: [target] });
  } else if ((program === 'sed' || program === 'perl') && args.some((w) => /^-[a-zA-Z]*i/.test(w) || w.startsWith('--in-place'))) {
    effects.touches.push({ paths });
  } else if (program === 'sed' || READERS.has(program)) {
    effects.reads.push(...paths);
  } else if (program === 'git') {
    gitEffects(paths, args, effects);
  } else if (program === 'patch') {
    const input = args.indexOf('-i');
    if (input >= 0 && args[input + 1]) effects.patches.push(args[input + 1]);
    effects.touches.push({ paths });
  } else if (Object.hasOwn(FORMATTERS, program)) {
    const formatter = FORMATTERS[program];
    if (formatter.writes(args)) effects.touches.push({ paths: formatterPaths(program, paths), accepts: formatter.accepts });
  } else if (
    (program === 'cargo' && paths[0] === 'fmt' && !args.includes('--check')) ||
    (program === 'cargo' && paths[0] === 'clippy' && args.includes('--fix'))
  ) {
    effects.touches.push({ paths: ['.'], accepts: extensions(['rs']) });
  } else if (program === 'go' && (paths[0] === 'fmt' || (paths[0] === 'mod' && paths[1] === 'tidy') || paths[0] === 'get')) {
    effects.touches.push({ paths: ['.'], accepts: paths[0] === 'fmt' ? extensions(['go']) : manifestsOf('go') });
  }

  const script = packageScript(words);
  if (script !== undefined && /^(format|fmt|prettier|lint:fix|fix|format:write)$/.test(script)) {
    effects.touches.push({ paths: ['.'], accepts: prettierFiles });
  } else if (script !== undefined && /^lint/.test(script) && args.includes('--fix')) {
    effects.touches.push({ paths: ['.'], accepts: prettierFiles });
  }
  const ecosystem = installEcosystem(words);
  if (ecosystem) effects.touches.push({ paths: ['.'], accepts: manifestsOf(ecosystem) });
  // what a generator writes (buf generate, make proto, go generate) is the turn's own change
  if (commandKinds(segment.words).has('generate')) effects.touches.push({ paths: ['.'], accepts: isGeneratedFile });
  return effects;
}

/** `cp -t dir a b` / `--target-directory=dir`. */
function targetDirectory(args: string[]): string | undefined {
  const short = args.indexOf('-t');
  if (short >= 0) return args[short + 1];
  const long = args.find((w) => w.startsWith('--target-directory='));
  return long?.slice('--target-directory='.length);
}

/** Formatters without explicit paths work on the current directory; their subcommands are not paths. */
const SUBCOMMAND_FORMATTERS = new Set(['ruff', 'biome', 'mix', 'dart', 'dotnet', 'zig', 'php-cs-fixer']);
function formatterPaths(program: string, paths: string[]): string[] {
  const files = SUBCOMMAND_FORMATTERS.has(program) ? paths.slice(1) : paths;
  return files.length > 0 ? files : ['.'];
}

function gitEffects(paths: string[], args: string[], effects: SegmentEffects): void {
  const [sub, ...rest] = paths;
  if (sub === 'apply' || sub === 'am') {
    effects.patches.push(...rest);
    return;
  }
  if (sub === 'diff' || sub === 'show' || sub === 'log' || sub === 'blame') {
    effects.reads.push(...rest);
    return;
  }
  if (sub === undefined || !GIT_WRITERS.has(sub)) return;
  // a branch switch or history rewrite without paths may change any file of the tree
  const wholeTree =
    ['switch', 'merge', 'pull', 'rebase', 'cherry-pick', 'revert', 'stash'].includes(sub) || (sub === 'reset' && args.includes('--hard'));
  effects.touches.push({ paths: wholeTree && rest.length === 0 ? ['.'] : rest });
}
