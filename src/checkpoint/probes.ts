// Probe commands ask a question; a non-zero exit is their answer, not a failure: `command -v bun` says
// bun is missing, `test -f .env` that there is no .env, `git diff --exit-code` that the tree differs.
// Reporting those as "a command failed and was not re-run" blocked turns that did everything right.
// Only a command made entirely of probes qualifies: `test -f x && npm run build` failing is the build.
import { normalizeWords, programName, type Segment, segmentCommand } from './shell.js';

/** Programs whose only job is to answer: existence, contents, comparison. */
const PROBE_PROGRAMS = new Set([
  'which',
  'whereis',
  'type',
  'hash',
  'test',
  '[',
  '[[',
  'ls',
  'cat',
  'head',
  'tail',
  'stat',
  'file',
  'wc',
  'readlink',
  'realpath',
  'diff',
  'cmp',
  'printenv',
  'pwd',
  'cd',
  'echo',
  'printf',
  'true',
  ':',
]);

/** git subcommands that answer through their exit code. */
function isGitProbe(words: string[]): boolean {
  const [sub, ...rest] = words;
  switch (sub) {
    case 'diff':
      return rest.includes('--exit-code') || rest.includes('--quiet') || rest.includes('--no-index');
    case 'rev-parse':
    case 'show-ref':
    case 'check-ignore':
    case 'merge-base':
    case 'status':
    case 'log':
    case 'describe':
      return true;
    case 'ls-files':
      return rest.includes('--error-unmatch');
    case 'cat-file':
      return rest.includes('-e');
    case 'config':
      return (
        !rest.some((word) => /^--(add|unset|replace-all|rename-section|remove-section|edit)$/.test(word)) &&
        rest.filter((w) => !w.startsWith('-')).length <= 1
      );
    default:
      return false;
  }
}

const VERSION_ARGS = new Set(['--version', '-v', '-V', 'version', '-version']);

function isProbeSegment({ words, redirects }: Segment): boolean {
  // Writing a file is work, whatever the program: `cat > .env` failing is a failure.
  if (redirects.some((target) => target !== '/dev/null')) return false;
  if (words.length === 0) return true;
  // `command -v X` is stripped to `X` by normalizeWords, so it is asked on the words as written.
  if (programName(words[0]) === 'command' && (words[1] === '-v' || words[1] === '-V')) return true;
  const program = normalizeWords(words);
  if (program.length === 0) return true;
  if (program[0] === 'find') return !program.some((word) => word === '-delete' || word.startsWith('-exec') || word.startsWith('-ok'));
  if (PROBE_PROGRAMS.has(program[0])) return true;
  if (program[0] === 'git') return isGitProbe(program.slice(1).filter((w, i, all) => !(w === '-C' || all[i - 1] === '-C')));
  // `bun --version`, `go version`: asks whether (and which) the tool is there.
  return program.length === 2 && VERSION_ARGS.has(program[1]);
}

/** The whole command only asks questions: its non-zero exit is an answer. */
export function isProbeCommand(command: string): boolean {
  const segments = segmentCommand(command);
  return segments.length > 0 && segments.every(isProbeSegment);
}

/** A step's name for a check that the tree is clean (`make diffcheck`, `task check-diff`). */
const DRIFT_CHECK_NAME = /^(diff[-_]?check|check[-_]?diff)$/;

/** Does git's answer in these words say whether the tree differs (`git diff --exit-code`, `git status --porcelain`)? */
function asksTreeDiffers(words: readonly string[]): boolean {
  const [program, sub, ...rest] = normalizeWords(words);
  if (program !== 'git') return false;
  if (sub === 'diff') return rest.includes('--exit-code') || rest.includes('--quiet');
  return sub === 'status' && (rest.includes('--porcelain') || rest.includes('-s') || rest.includes('--short'));
}

/**
 * Does a command fail when the tree differs from what was committed (CI's drift check after a generator: `git diff
 * --exit-code`, `if [ -n "$(git status --porcelain)" ]; then exit 1; fi`, a task named `diffcheck`)?
 */
export function isDriftCheck(command: string): boolean {
  return segmentCommand(command).some(({ words }) => {
    // the question asked inside a test (`[ -z "$(git status --porcelain)" ]`)
    const asked = words.flatMap((word) => (/^\$\(.+\)$/.test(word) ? [segmentCommand(word.slice(2, -1))[0]?.words ?? []] : []));
    const named = words.length === 2 && DRIFT_CHECK_NAME.test(words[1]);
    return named || [words.filter((word) => word !== 'then'), ...asked].some(asksTreeDiffers);
  });
}
