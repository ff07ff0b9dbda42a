import { parse } from 'shell-quote';
import { LAUNCHERS, type Launcher } from './ecosystems/_launchers.js';

// Shell command lines as the agents ran them: split into simple commands and normalized to the
// program that actually runs, so evidence and mutations are matched on intent, never on substrings.

/** One simple command of a command line. */
export interface Segment {
  /** Words after quote removal, as written (globs kept as their pattern). */
  readonly words: readonly string[];
  /** Targets of output redirections (`>`, `>>`, `&>`, `>|`). */
  readonly redirects: readonly string[];
  /** The subshell it runs in (`(cd docs && go test ./...)`), numbered in order of opening; none: the line's own shell. */
  readonly subshell?: number;
}

const SEPARATORS = new Set(['&&', '||', ';', ';;', '|', '|&', '&', '(', ')']);
const OUTPUT_REDIRECTS = new Set(['>', '>>', '&>', '&>>', '>|']);
const INPUT_REDIRECTS = new Set(['<', '<<', '<<<', '<&', '<>']);

/** Lines of a command, split on newlines outside quotes; heredoc bodies are dropped. */
export function logicalLines(command: string): string[] {
  const lines: string[] = [];
  let current = '';
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < command.length; i++) {
    const char = command[i];
    if (char === '\\' && quote !== "'" && i + 1 < command.length) {
      // a backslash-newline continues the line
      if (command[i + 1] !== '\n') current += char + command[i + 1];
      i++;
      continue;
    }
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '\n') {
      lines.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  lines.push(current);
  const kept: string[] = [];
  let heredocEnd: string | undefined;
  for (const line of lines) {
    if (heredocEnd !== undefined) {
      if (line.trim() === heredocEnd) heredocEnd = undefined;
      continue;
    }
    const heredoc = /<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1/.exec(line);
    if (heredoc) heredocEnd = heredoc[2];
    if (line.trim()) kept.push(line);
  }
  return kept;
}

/**
 * Simple commands of a command line, split on `&&`, `||`, `;`, `|`, `&`, subshells and newlines.
 * Memoised: one project's scripts and workflow steps repeat the same lines (`turbo run test` in
 * every package), and detection, gating and evidence each ask about them.
 */
export function segmentCommand(command: string): readonly Segment[] {
  let segments = parsedCommands.get(command);
  if (!segments) {
    if (parsedCommands.size >= 500) parsedCommands.clear();
    parsedCommands.set(command, (segments = parseSegments(command)));
  }
  return segments;
}
const parsedCommands = new Map<string, readonly Segment[]>();

interface SegmentBuilder {
  words: string[];
  redirects: string[];
  subshell?: number;
}

function parseSegments(command: string): Segment[] {
  const segments: SegmentBuilder[] = [];
  // the subshells open where a segment starts, innermost last, and how many were opened
  const open: number[] = [];
  let opened = 0;
  for (const line of logicalLines(command)) {
    let entries: ReturnType<typeof parse>;
    try {
      entries = parse(line, (name) => `$${name}`);
    } catch {
      entries = line.split(/\s+/).filter(Boolean);
    }
    let current: SegmentBuilder = { words: [], redirects: [] };
    const flush = () => {
      if (current.words.length > 0 || current.redirects.length > 0)
        segments.push(open.length > 0 ? { ...current, subshell: open[open.length - 1] } : current);
      current = { words: [], redirects: [] };
    };
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i];
      if (typeof entry === 'string') {
        current.words.push(entry);
        continue;
      }
      if ('comment' in entry) break;
      if (!('op' in entry)) continue;
      if (entry.op === 'glob') {
        current.words.push((entry as { pattern: string }).pattern);
        continue;
      }
      const op = entry.op as string;
      const next = entries[i + 1];
      if (SEPARATORS.has(op)) {
        // `$(` arrives as a lone `$` word before the `(` operator
        if (op === '(' && current.words[current.words.length - 1] === '$') current.words.pop();
        flush();
        if (op === '(') open.push(++opened);
        else if (op === ')') open.pop();
      } else if (OUTPUT_REDIRECTS.has(op) || op === '>&') {
        dropFdNumber(current);
        if (typeof next === 'string') {
          i++;
          // `2>&1` duplicates a descriptor; it names no file
          if (!(op === '>&' && /^(\d+|-)$/.test(next))) current.redirects.push(next);
        }
      } else if (INPUT_REDIRECTS.has(op)) {
        dropFdNumber(current);
        if (typeof next === 'string') i++;
      }
    }
    flush();
  }
  return segments;
}

// shell-quote reads `2>x` as the word `2` then `>`: the descriptor is not an argument.
function dropFdNumber(segment: SegmentBuilder): void {
  const last = segment.words[segment.words.length - 1];
  if (last !== undefined && /^\d$/.test(last) && segment.words.length > 1) segment.words.pop();
}

const ENV_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
/** The variables a command sets for its program (`GOOS=windows go build`, `env CI=1 npm test`). */
export const assignments = (words: readonly string[]): string[] =>
  words
    .slice(
      0,
      Math.max(
        0,
        words.findIndex((word) => !ENV_ASSIGNMENT.test(word) && word !== 'env'),
      ),
    )
    .filter((word) => ENV_ASSIGNMENT.test(word));
/** Programs that run the command after them, whatever it is: privilege, environment, time limits. */
const PREFIX_PROGRAMS = new Set(['sudo', 'env', 'time', 'nice', 'nohup', 'command', 'exec', 'timeout', 'caffeinate']);
/** Options of those prefixes that take a value (`sudo -u me`, `nice -n 5`, `timeout -k 5 60`). */
const PREFIX_VALUES = ['-u', '--user', '-g', '-k', '-s', '-n', '-C'];
/** Every ecosystem's launchers in one table (ecosystems/_launchers.ts). */
const RUNNERS = new Map(Object.values(LAUNCHERS).flatMap((launchers) => Object.entries(launchers)));

/** The launcher a program name stands for: `python3.12` is `python3`'s. */
function launcherOf(program: string): Launcher | undefined {
  return RUNNERS.get(program) ?? RUNNERS.get(program.replace(/\d*(\.\d+)*$/, ''));
}

/** Shells that run the command line given to `-c` (`bash -c 'cargo test'`, `sh -ec '...'`). */
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'pwsh', 'powershell']);

/** The programs a command line runs, one per simple command (`cd` aside): `cd web && npm ci && npm test` runs npm. */
export function programsOf(command: string): Set<string> {
  const programs = new Set(segmentCommand(command).flatMap((segment) => normalizeWords(segment.words)[0] ?? []));
  programs.delete('cd');
  return programs;
}

/**
 * The command line a shell or an environment wrapper runs, quoted as one word (`bash -c 'make test'`,
 * `nix-shell --pure --run 'cargo test'`) or as the words after it (`nix develop -c cargo test`); undefined: none.
 */
export function innerCommand(words: readonly string[]): string | undefined {
  const [program = '', ...args] = words;
  // the flag that takes the command line, and whether the line is the one word after it or every word after it
  const [flag, rest] = SHELLS.has(program)
    ? [/^-[a-z]*c[a-z]*$/, false]
    : program === 'nix-shell'
      ? [/^--(run|command)$/, false]
      : program === 'nix' && args[0] === 'develop'
        ? [/^(-c|--command)$/, true]
        : [undefined, false];
  const at = flag ? args.findIndex((word) => flag.test(word)) : -1;
  if (at < 0) return undefined;
  return (rest ? args.slice(at + 1).join(' ') : args[at + 1]) || undefined;
}

/** The script a shell runs by its path, with its arguments (`bash scripts/test.sh -k x`); undefined: none. */
export function shellScript(words: readonly string[]): string[] | undefined {
  const [program = '', ...args] = words;
  const at = args.findIndex((word) => !word.startsWith('-'));
  return SHELLS.has(program) && at >= 0 && !args.slice(0, at).some((word) => /^-[a-z]*c[a-z]*$/.test(word)) ? args.slice(at) : undefined;
}

/** Flags that keep a command running as a watcher (`vitest --watch`, `gradle --continuous`). */
export const WATCH_FLAGS = new Set(['--watch', '--watchAll', '--continuous']);

/**
 * Without a watch flag turned off by its value (`vitest --watch false`, as a project's guide may say): no watcher,
 * and `false` is the flag's value, not a test filter.
 */
export function withoutWatchOff(words: readonly string[]): string[] {
  return words.filter(
    (word, i) => !(word === 'false' && WATCH_FLAGS.has(words[i - 1])) && !(WATCH_FLAGS.has(word) && words[i + 1] === 'false'),
  );
}

/** A command line that never finishes on its own: a watcher, or one sent to the background. */
export function isWatcher(line: string): boolean {
  return (
    /(^|[^&])&\s*$/.test(line.trim()) ||
    segmentCommand(line).some(
      // a watch flag, or a program's `watch` subcommand (`cargo watch -x test`, `dotnet watch test`)
      (segment) => withoutWatchOff(segment.words).some((word) => WATCH_FLAGS.has(word)) || normalizeWords(segment.words)[1] === 'watch',
    )
  );
}

/**
 * The words of the program that really runs: env assignments, sudo, launchers (`npx`, `uv run`, `python -m`) and
 * directories stripped, and a watch flag turned off by its value.
 */
export function normalizeWords(words: readonly string[]): string[] {
  // a variable left unexpanded (a wrapper's `coverage run $branch_option -m pytest`) says nothing we can know
  let rest = words.filter((word, i) => i === 0 || !/^\$\{?[A-Za-z_]\w*\}?$/.test(word));
  for (let guard = 0; guard < 8 && rest.length > 0; guard++) {
    const before = rest.length;
    while (rest.length > 0 && ENV_ASSIGNMENT.test(rest[0])) rest.shift();
    if (rest.length === 0) break;
    rest[0] = programName(rest[0]);
    const program = rest[0];
    const launcher = PREFIX_PROGRAMS.has(program) ? { runs: [], values: PREFIX_VALUES } : launcherOf(program);
    if (launcher) rest = launched(rest, launcher, program === 'timeout');
    // a command line left as one quoted word (`dotnet-coverage collect "dotnet test"` leaves `dotnet test`) is its words
    const quoted = rest.length === 1 && /\s/.test(rest[0]) ? segmentCommand(rest[0]) : [];
    if (quoted.length === 1) rest = [...quoted[0].words];
    if (rest.length === before && quoted.length !== 1) break;
  }
  return withoutWatchOff(rest);
}

/** What a launcher runs: after its subcommand (`uv run`), or after its options when it takes none (`npx`); itself when neither. */
function launched(words: string[], launcher: Launcher, dropDuration: boolean): string[] {
  const values = new Set(launcher.values);
  if (launcher.runs.length === 0) {
    const after = skipOptions(words.slice(1), values, dropDuration);
    // `php -r 'code'` runs no script: only a word after the options is the program
    return after.length > 0 ? after : words;
  }
  for (const sub of launcher.runs) {
    const parts = sub.split(' ');
    let at = 1;
    // a flag that runs (`python -m`) may follow the launcher's own options (`python -I -X dev -m`), or end a cluster of them (`python -Im`)
    if (sub.startsWith('-'))
      for (; at < words.length && words[at] !== sub && words[at].startsWith('-'); at += values.has(words[at]) ? 2 : 1)
        if (new RegExp(`^-[A-Za-z]+${sub.slice(1)}$`).test(words[at])) return skipOptions(words.slice(at + 1), values, false);
    if (parts.every((part, i) => words[at + i] === part)) return skipOptions(words.slice(at + parts.length), values, false);
  }
  return words;
}

/** `/usr/bin/python3` -> `python3`, `.venv/bin/pytest` -> `pytest`; `./manage.py` keeps its name. */
export function programName(word: string): string {
  const slash = word.lastIndexOf('/');
  return slash >= 0 ? word.slice(slash + 1) : word;
}

export function skipOptions(words: string[], values: ReadonlySet<string>, dropDuration = false): string[] {
  let i = 0;
  while (i < words.length && (words[i].startsWith('-') || ENV_ASSIGNMENT.test(words[i]))) {
    if (words[i] === '--') {
      i++;
      break;
    }
    i += values.has(words[i]) ? 2 : 1;
  }
  if (dropDuration && /^\d/.test(words[i] ?? '')) i++;
  return words.slice(i);
}

/** A path as one word a shell reads back as it is: plain, else single-quoted (nette's `'tests/Utils/Arrays.first().phpt'`). */
export function shellWord(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`;
}

/** Words that are not options (`-x`, `--flag`); `-` alone (stdin) is not a path either. */
export function positionals(words: string[]): string[] {
  const result: string[] = [];
  let optionsEnded = false;
  for (const word of words) {
    if (!optionsEnded && word === '--') {
      optionsEnded = true;
      continue;
    }
    if (!optionsEnded && word.startsWith('-')) continue;
    result.push(word);
  }
  return result;
}

/** The paths a formatter's run names (after its `subcommands` words: `ruff format src`), or its folder (`.`) when it names none. */
export function writtenPaths(args: string[], subcommands = 0): string[] {
  const paths = positionals(args).slice(subcommands);
  return paths.length > 0 ? paths : ['.'];
}

/** One comparable form of a command line, for "was the same command re-run". */
export function normalizedCommand(command: string): string {
  return segmentCommand(command)
    .map((segment) => normalizeWords(segment.words).join(' '))
    .filter(Boolean)
    .join(' ; ');
}
