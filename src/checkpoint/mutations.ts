import { type Ecosystem, extensionOf, MODULES, manifestEcosystem } from './ecosystems/index.js';
import { commandKinds, installEcosystem } from './intent.js';
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

/** Formatters and fixers, each module's: the paths a run writes, and which files it writes (its languages', or those it says). */
const FORMATTERS: Record<string, { writes: (args: string[]) => string[] | undefined; accepts: (file: string) => boolean }> =
  Object.fromEntries(
    MODULES.flatMap((module) =>
      Object.entries(module.evidence?.writers ?? {}).map(([program, writes]) => [
        program,
        {
          writes,
          accepts: extensions(
            module.evidence?.formats?.[program] ? [...module.extensions, ...module.evidence.formats[program]] : module.extensions,
          ),
        },
      ]),
    ),
  );

/** What generators write whatever the language: a `gen/` or `generated/` folder, a `.gen.` or `.generated.` file; and each module's own. */
const GENERATED = /\.(gen|generated)\.\w+$|(^|\/)(gen|generated|__generated__)\//;
const isGeneratedFile = (file: string) => GENERATED.test(file) || MODULES.some((module) => module.generatedFiles?.test(file));

function extensions(list: readonly string[]): (file: string) => boolean {
  const set = new Set(list);
  return (file) => set.has(extensionOf(file));
}

function manifestsOf(ecosystem: Ecosystem): (file: string) => boolean {
  return (file) => manifestEcosystem(file) === ecosystem;
}

/** What a run checks rather than changes. */
const CHECKS = new Set<string>(['test', 'build', 'lint', 'typecheck']);

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
    const written = formatter.writes(args);
    if (written) effects.touches.push({ paths: written, accepts: formatter.accepts });
  }
  // an install may rewrite its manifests and lock; a check that restores first (`dotnet test`) rewrites none
  const kinds = commandKinds(segment.words);
  const ecosystem = installEcosystem(words);
  if (ecosystem && ![...kinds].some((kind) => CHECKS.has(kind))) effects.touches.push({ paths: ['.'], accepts: manifestsOf(ecosystem) });
  // what a generator writes (buf generate, make proto, go generate) is the turn's own change
  if (kinds.has('generate')) effects.touches.push({ paths: ['.'], accepts: isGeneratedFile });
  return effects;
}

/** `cp -t dir a b` / `--target-directory=dir`. */
function targetDirectory(args: string[]): string | undefined {
  const short = args.indexOf('-t');
  if (short >= 0) return args[short + 1];
  const long = args.find((w) => w.startsWith('--target-directory='));
  return long?.slice('--target-directory='.length);
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
