import { parse } from 'shell-quote';

// Shell command lines as the agents ran them: split into simple commands and normalized to the
// program that actually runs, so evidence and mutations are matched on intent, never on substrings.

/** One simple command of a command line. */
export interface Segment {
  /** Words after quote removal, as written (globs kept as their pattern). */
  readonly words: readonly string[];
  /** Targets of output redirections (`>`, `>>`, `&>`, `>|`). */
  readonly redirects: readonly string[];
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
}

function parseSegments(command: string): Segment[] {
  const segments: SegmentBuilder[] = [];
  for (const line of logicalLines(command)) {
    let entries: ReturnType<typeof parse>;
    try {
      entries = parse(line, (name) => `$${name}`);
    } catch {
      entries = line.split(/\s+/).filter(Boolean);
    }
    let current: SegmentBuilder = { words: [], redirects: [] };
    const flush = () => {
      if (current.words.length > 0 || current.redirects.length > 0) segments.push(current);
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
const PREFIX_PROGRAMS = new Set([
  'sudo',
  'env',
  'time',
  'nice',
  'nohup',
  'command',
  'exec',
  'timeout',
  'cross-env',
  'dotenv',
  'caffeinate',
]);
/** Wrappers of two words (`uv run pytest` runs pytest). */
const RUNNERS: Record<string, string[]> = {
  pnpm: ['exec', 'dlx'],
  yarn: ['exec', 'dlx'],
  npm: ['exec'],
  bun: ['x'],
  uv: ['run', 'tool'],
  poetry: ['run'],
  pipenv: ['run'],
  pdm: ['run'],
  rye: ['run'],
  bundle: ['exec'],
  composer: ['exec'],
  dart: ['run'],
  pixi: ['exec'],
};
// `fvm flutter test` runs the Flutter SDK the project pins
const ONE_WORD_RUNNERS = new Set(['npx', 'pnpx', 'bunx', 'uvx', 'pipx', 'fvm']);
const VALUE_FLAGS = new Set([
  '-u',
  '--user',
  '-p',
  '--package',
  '--with',
  '--python',
  '--project',
  '--directory',
  '--group',
  '--extra',
  '-C',
  '--from',
  '-g',
  '-k',
  '-s',
  '-n',
]);

/** The words of the program that really runs: env assignments, sudo, npx/uv run/python -m wrappers and directories stripped. */
export function normalizeWords(words: readonly string[]): string[] {
  let rest = [...words];
  for (let guard = 0; guard < 8 && rest.length > 0; guard++) {
    const before = rest.length;
    while (rest.length > 0 && ENV_ASSIGNMENT.test(rest[0])) rest.shift();
    if (rest.length === 0) break;
    rest[0] = programName(rest[0]);
    const program = rest[0];
    if (PREFIX_PROGRAMS.has(program)) {
      rest = skipOptions(rest.slice(1), program === 'timeout');
    } else if (ONE_WORD_RUNNERS.has(program)) {
      rest = skipOptions(rest.slice(1), false);
    } else if (RUNNERS[program]?.includes(rest[1] ?? '')) {
      rest = skipOptions(rest.slice(2), false);
    } else if (/^python(\d+(\.\d+)?)?$/.test(program) && rest[1] === '-m') {
      rest = rest.slice(2);
    } else if (program === 'php' && rest[1] !== undefined && !rest[1].startsWith('-')) {
      // `php artisan test`, `php vendor/bin/phpunit`: the script is the program
      rest = rest.slice(1);
    } else if (program === 'coverage' && rest[1] === 'run' && rest[2] === '-m') {
      // `coverage run -m pytest`: the tests, measured
      rest = rest.slice(3);
    }
    if (rest.length === before) break;
  }
  return rest;
}

/** `/usr/bin/python3` -> `python3`, `.venv/bin/pytest` -> `pytest`; `./manage.py` keeps its name. */
export function programName(word: string): string {
  const slash = word.lastIndexOf('/');
  return slash >= 0 ? word.slice(slash + 1) : word;
}

function skipOptions(words: string[], dropDuration: boolean): string[] {
  let i = 0;
  while (i < words.length && (words[i].startsWith('-') || ENV_ASSIGNMENT.test(words[i]))) {
    if (words[i] === '--') {
      i++;
      break;
    }
    i += VALUE_FLAGS.has(words[i]) ? 2 : 1;
  }
  if (dropDuration && /^\d/.test(words[i] ?? '')) i++;
  return words.slice(i);
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

/** One comparable form of a command line, for "was the same command re-run". */
export function normalizedCommand(command: string): string {
  return segmentCommand(command)
    .map((segment) => normalizeWords(segment.words).join(' '))
    .filter(Boolean)
    .join(' ; ');
}
