// A seeded corpus of bad inputs for the four entry points agents run (`hook claude|gemini|codex`,
// `notify`), the hostile ground they point into, and the checks every answer must pass. The same
// seed gives the same inputs: a failure names its seed and index, and reruns exactly.
//
// Inputs start from the payloads the real agents sent (test/fixtures) and are then broken: cut
// short, fields dropped, swapped to other types or added (`__proto__`, `constructor`), strings made
// huge or filled with NUL bytes, nesting made deep, bytes made invalid UTF-8; session ids that climb
// out of their folder or are absolute or very long; cwd and transcript paths that are missing, a
// directory, a FIFO, /dev/zero, unreadable, binary, or outside any repository.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/bundle.js';
import { GIT_IDENTITY } from '../helpers/git-env.js';

export type Entry = 'claude' | 'gemini' | 'codex' | 'notify';
export const ENTRIES: Entry[] = ['claude', 'gemini', 'codex', 'notify'];

export interface Case {
  entry: Entry;
  index: number;
  /** What was done to the input, for the failure message and the figures. */
  label: string;
  /** stdin for hooks. */
  stdin?: Buffer;
  /** The arguments after `notify`. */
  argv?: string[];
}

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof random>;

export interface HostileGround {
  root: string;
  home: string;
  tmp: string;
  xdgState: string;
  /** Where checkpoint may write: $XDG_STATE_HOME/checkpoint. */
  state: string;
  repo: string;
  plain: string;
  transcripts: Record<Entry | 'dir' | 'fifo' | 'zero' | 'urandom' | 'unreadable' | 'binary' | 'longline' | 'empty' | 'missing', string>;
  cwds: string[];
  env: NodeJS.ProcessEnv;
}

function fixtureLines(path: string): Record<string, unknown>[] {
  return readFileSync(join(REPO_ROOT, 'test', 'fixtures', path), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/**
 * The captured Claude turn only probes (`ls` of a missing path) and changes no file, so in a repository
 * its stop is rightly silent: one edit of the repository's changed file, written into the captured
 * prompt right after the prompt line, gives that stop real work (the tests it owes).
 */
function withEdit(transcript: string, file: string): string {
  const lines = transcript.split('\n');
  const at = lines.findIndex((line) => line.includes('"type":"user"') && line.includes('"content":"Please run the check"'));
  const { promptId, timestamp } = JSON.parse(lines[at]) as { promptId: string; timestamp: string };
  const edit = { type: 'tool_use', id: 'toolu_ground_edit', name: 'Edit', input: { file_path: file, old_string: '1', new_string: '2' } };
  const result = { type: 'tool_result', tool_use_id: 'toolu_ground_edit', content: 'The file has been updated.' };
  lines.splice(
    at + 1,
    0,
    JSON.stringify({ type: 'assistant', promptId, timestamp, message: { role: 'assistant', content: [edit] } }),
    JSON.stringify({ type: 'user', promptId, timestamp, message: { role: 'user', content: [result] } }),
  );
  return lines.join('\n');
}

/** A fresh HOME, TMPDIR and XDG_STATE_HOME under `root`, a repository with a change, and hostile files. */
export function makeHostileGround(root: string): HostileGround {
  const home = join(root, 'home');
  const tmp = join(root, 'tmp');
  const xdgState = join(root, 'xdg-state');
  const repo = join(root, 'repo');
  const plain = join(root, 'plain');
  const files = join(root, 'files');
  for (const dir of [home, tmp, xdgState, repo, plain, files, join(repo, 'src'), join(home, '.codex')]) mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    TMPDIR: tmp,
    XDG_STATE_HOME: xdgState,
    XDG_CONFIG_HOME: join(home, '.config'),
    CODEX_HOME: join(home, '.codex'),
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    LANG: 'C.UTF-8',
    ...GIT_IDENTITY,
  };
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'demo', scripts: { test: 'node --test' } }));
  writeFileSync(join(repo, 'src', 'app.js'), 'export const a = 1;\n');
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'init'],
  ]) {
    const run = spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  }
  writeFileSync(join(repo, 'src', 'app.js'), 'export const a = 2;\n');
  writeFileSync(join(plain, 'notes.txt'), 'not a repository\n');
  // A stop whose transcript lacks the final reply waits up to transcript.settleMs (1 s) for it; the
  // corpus is about what arrives, not about waiting, and thousands of 1 s waits would take hours.
  mkdirSync(join(home, '.config', 'checkpoint'), { recursive: true });
  writeFileSync(join(home, '.config', 'checkpoint', 'config.json'), JSON.stringify({ transcript: { settleMs: 50 } }));

  // The captured transcripts, their paths pointed at the repository, so a stop has real work to judge.
  const pointed = (path: string) =>
    readFileSync(join(REPO_ROOT, 'test', 'fixtures', path), 'utf8')
      .replaceAll('/home/dev/proj-claude', repo)
      .replaceAll('/home/dev/proj-gemini', repo)
      .replaceAll('/home/dev/proj-codex', repo);
  const t = (name: string) => join(files, name);
  writeFileSync(t('claude.jsonl'), withEdit(pointed('claude/transcript-stop-block.jsonl'), join(repo, 'src', 'app.js')));
  writeFileSync(t('gemini.jsonl'), pointed('gemini/session-afteragent-block.jsonl'));
  writeFileSync(t('codex.jsonl'), pointed('codex/rollout-stop-block.jsonl'));
  mkdirSync(t('dir.jsonl'));
  spawnSync('mkfifo', [t('fifo.jsonl')]);
  symlinkSync('/dev/zero', t('zero.jsonl'));
  symlinkSync('/dev/urandom', t('urandom.jsonl'));
  writeFileSync(t('unreadable.jsonl'), '{"type":"user"}\n');
  chmodSync(t('unreadable.jsonl'), 0);
  const rng = random(7);
  writeFileSync(t('binary.jsonl'), Buffer.from(Array.from({ length: 256 * 1024 }, () => rng.int(256))));
  writeFileSync(t('longline.jsonl'), `{"type":"user","message":{"content":"${'x'.repeat(3 * 1024 * 1024)}"}}\n`);
  writeFileSync(t('empty.jsonl'), '');
  const transcripts = {
    claude: t('claude.jsonl'),
    gemini: t('gemini.jsonl'),
    codex: t('codex.jsonl'),
    notify: t('codex.jsonl'),
    dir: t('dir.jsonl'),
    fifo: t('fifo.jsonl'),
    zero: t('zero.jsonl'),
    urandom: t('urandom.jsonl'),
    unreadable: t('unreadable.jsonl'),
    binary: t('binary.jsonl'),
    longline: t('longline.jsonl'),
    empty: t('empty.jsonl'),
    missing: t('missing.jsonl'),
  };
  const cwds = [
    repo,
    repo,
    repo,
    join(repo, 'src'),
    plain,
    join(root, 'gone'),
    t('fifo.jsonl'),
    t('claude.jsonl'),
    '/',
    '/dev',
    '/proc/self',
    'relative/dir',
    '.',
    '..',
    '',
  ];
  return { root, home, tmp, xdgState, state: join(xdgState, 'checkpoint'), repo, plain, transcripts, cwds, env };
}

const HOSTILE_IDS = [
  '../../../../tmp/escape',
  '..',
  '.',
  '/etc/passwd',
  '/tmp/absolute-session',
  'a/../../b',
  '..\\..\\windows',
  'x'.repeat(300),
  'y'.repeat(70_000),
  'nul\0byte',
  'line\nbreak',
  '~/home',
  '$(touch pwned)',
  '`touch pwned`',
  '%2e%2e%2f%2e%2e',
  'ünïcødé-séssion',
  '\u202e-rtl',
  'CON',
  ' ',
  '-rf',
  '--help',
];
const HOSTILE_PATHS = [
  '/dev/stdin',
  '/dev/tty',
  '/proc/self/mem',
  '/proc/self/fd/0',
  '/etc/shadow',
  '/root',
  '\0',
  'relative.jsonl',
  '../../up.jsonl',
  `/${'deep/'.repeat(900)}x.jsonl`,
];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

function hugeString(r: Random): string {
  const size = r.pick([64 * 1024, 512 * 1024, 2 * 1024 * 1024, 9 * 1024 * 1024]);
  return r.pick(['x', '\0', 'é', '\u{1F600}', '\\', '"', '\n']).repeat(size / 2);
}

function deep(r: Random): unknown {
  const depth = r.pick([50, 1000, 5000, 100_000]);
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = r.chance(0.5) ? [value] : { a: value };
  return value;
}

function otherValue(r: Random): unknown {
  return r.pick<() => unknown>([
    () => null,
    () => 0,
    () => -1,
    () => 1e308,
    () => true,
    () => false,
    () => [],
    () => ['x'],
    () => ({}),
    () => ({ __proto__: { polluted: true } }),
    () => '',
    () => 'x\0y',
    () => r.pick(HOSTILE_IDS),
    () => r.pick(HOSTILE_PATHS),
    () => hugeString(r),
    () => deep(r),
  ])();
}

/** Field-level breakage of a parsed payload; returns the label of what it did. */
function mutateFields(payload: Record<string, unknown>, r: Random, ground: HostileGround, entry: Entry): string[] {
  const labels: string[] = [];
  const rounds = r.int(4);
  for (let i = 0; i < rounds; i++) {
    const keys = Object.keys(payload);
    const key = keys.length ? r.pick(keys) : 'session_id';
    switch (r.int(9)) {
      case 0:
        delete payload[key];
        labels.push(`drop ${key}`);
        break;
      case 1:
        payload[key] = otherValue(r);
        labels.push(`swap ${key}`);
        break;
      case 2: {
        const extra = r.pick(HOSTILE_KEYS);
        // defineProperty: a plain assignment to __proto__ would set the prototype, not a key the JSON carries.
        Object.defineProperty(payload, extra, {
          value: r.chance(0.5) ? { polluted: true, isAdmin: true } : otherValue(r),
          enumerable: true,
          configurable: true,
          writable: true,
        });
        labels.push(`extra ${extra}`);
        break;
      }
      case 3:
        payload[entry === 'notify' ? 'thread-id' : 'session_id'] = r.pick(HOSTILE_IDS);
        labels.push('hostile session id');
        break;
      case 4: {
        const kinds = Object.keys(ground.transcripts) as (keyof HostileGround['transcripts'])[];
        const kind = r.pick(kinds);
        if (entry !== 'notify') payload.transcript_path = r.chance(0.85) ? ground.transcripts[kind] : r.pick(HOSTILE_PATHS);
        labels.push(`transcript ${kind}`);
        break;
      }
      case 5:
        payload.cwd = r.chance(0.8) ? r.pick(ground.cwds) : r.pick(HOSTILE_PATHS);
        labels.push('cwd');
        break;
      case 6:
        payload[key] = hugeString(r);
        labels.push(`huge ${key}`);
        break;
      case 7:
        payload[key] = deep(r);
        labels.push(`deep ${key}`);
        break;
      default: {
        const flag = entry === 'notify' ? 'input-messages' : 'stop_hook_active';
        payload[flag] = otherValue(r);
        labels.push(`swap ${flag}`);
      }
    }
  }
  return labels;
}

function serialize(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'undefined';
  } catch {
    // too deep for JSON.stringify: the same shape written by hand
    return '['.repeat(200_000);
  }
}

/** Byte-level breakage of the serialized payload. */
function mutateBytes(text: string, r: Random): { bytes: Buffer; label?: string } {
  const bytes = Buffer.from(text, 'utf8');
  if (!r.chance(0.35)) return { bytes };
  switch (r.int(8)) {
    case 0:
      return { bytes: bytes.subarray(0, r.int(bytes.length)), label: 'truncated' };
    case 1: {
      const at = r.int(bytes.length + 1);
      return {
        bytes: Buffer.concat([
          bytes.subarray(0, at),
          Buffer.from(r.pick([[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xfe, 0xff]])),
          bytes.subarray(at),
        ]),
        label: 'invalid UTF-8',
      };
    }
    case 2: {
      const at = r.int(bytes.length + 1);
      return { bytes: Buffer.concat([bytes.subarray(0, at), Buffer.from([0]), bytes.subarray(at)]), label: 'NUL byte' };
    }
    case 3:
      return { bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]), label: 'BOM' };
    case 4:
      return { bytes: Buffer.concat([bytes, bytes]), label: 'two objects' };
    case 5:
      return { bytes: Buffer.concat([bytes, Buffer.from('\ngarbage')]), label: 'trailing garbage' };
    case 6:
      return {
        bytes: Buffer.from(r.pick(['', ' ', '\n', 'null', '[]', '"x"', '0', 'true', '{}', '{"a":', '}{', '\0\0\0'])),
        label: 'no object',
      };
    default: {
      const noise = Buffer.from(Array.from({ length: r.int(4096) }, () => r.int(256)));
      return { bytes: noise, label: 'random bytes' };
    }
  }
}

/** Points a captured payload at the ground: its session, cwd and transcript. */
function aimed(payload: Record<string, unknown>, entry: Entry, ground: HostileGround, r: Random): Record<string, unknown> {
  const copy = structuredClone(payload);
  const session = `s-${r.int(6)}`;
  if (entry === 'notify') {
    return { ...copy, 'thread-id': session, cwd: ground.repo };
  }
  copy.session_id = session;
  copy.cwd = ground.repo;
  if ('transcript_path' in copy) copy.transcript_path = ground.transcripts[entry];
  if ('stop_hook_active' in copy) copy.stop_hook_active = r.pick([false, false, true, undefined]);
  return copy;
}

const seeds = (() => {
  let cached: Record<Entry, Record<string, unknown>[]> | undefined;
  return () =>
    (cached ??= {
      claude: [...fixtureLines('claude/hook-payloads.jsonl'), ...fixtureLines('claude/hook-payloads-compaction.jsonl')].map(
        (line) => line.stdin as Record<string, unknown>,
      ),
      gemini: fixtureLines('gemini/hook-payloads.jsonl').map((line) => line.stdin as Record<string, unknown>),
      codex: fixtureLines('codex/hook-payloads.jsonl').map((line) => line.stdin as Record<string, unknown>),
      notify: fixtureLines('codex/notify-argv.jsonl').map((line) => JSON.parse((line.argv as string[]).at(-1)!) as Record<string, unknown>),
    });
})();

/** `count` inputs for one entry point from `seed`, made one at a time (some are megabytes). The first few are the captured payloads unbroken (the control). */
export function* corpus(entry: Entry, count: number, seed: number, ground: HostileGround): Generator<Case> {
  const r = random(seed * 31 + ENTRIES.indexOf(entry));
  const captured = seeds()[entry];
  for (let index = 0; index < count; index++) {
    const payload = aimed(r.pick(captured), entry, ground, r);
    // Stops are the work: weigh them up (a third of the inputs).
    if (entry !== 'notify' && r.chance(0.33)) {
      const stop = captured.find((p) => p.hook_event_name === (entry === 'gemini' ? 'AfterAgent' : 'Stop'));
      if (stop) Object.assign(payload, aimed(stop, entry, ground, r));
    }
    const labels = index < captured.length ? [] : mutateFields(payload, r, ground, entry);
    const { bytes, label } = index < captured.length ? { bytes: Buffer.from(serialize(payload)) } : mutateBytes(serialize(payload), r);
    if (label) labels.push(label);
    const text = labels.length ? labels.join(', ') : 'captured payload';
    if (entry === 'notify') {
      // Codex appends the JSON as the last argument; others may come before it. (Not -h/--help: that
      // is a person asking `checkpoint notify --help`, who gets the help.)
      const before = r.chance(0.3) ? [r.pick(['extra-arg', '--', '-x', '--cwd', '{"type":"agent-turn-complete"}', ''])] : [];
      // An argument can hold no NUL byte: the OS would refuse to start the program.
      yield { entry, index, label: text, argv: [...before, bytes.toString('utf8').replaceAll('\0', '')] };
    } else {
      yield { entry, index, label: text, stdin: bytes };
    }
  }
}

// What each agent accepts on stdout (PROTOCOLS), by the event the payload named.
const STOP_EVENTS: Record<Exclude<Entry, 'notify'>, string> = { claude: 'Stop', gemini: 'AfterAgent', codex: 'Stop' };
const BLOCK_WORD: Record<Exclude<Entry, 'notify'>, string> = { claude: 'block', gemini: 'deny', codex: 'block' };
const CONTEXT_EVENTS: Record<Exclude<Entry, 'notify'>, Record<string, string>> = {
  claude: { SessionStart: 'SessionStart', UserPromptSubmit: 'UserPromptSubmit' },
  gemini: { SessionStart: 'SessionStart', BeforeAgent: 'BeforeAgent' },
  codex: { SessionStart: 'SessionStart', UserPromptSubmit: 'UserPromptSubmit' },
};

const isText = (value: unknown) => typeof value === 'string' && value.length > 0;
const exactKeys = (value: object, keys: string[]) => Object.keys(value).sort().join() === [...keys].sort().join();

/** Why `stdout` is not an answer the agent accepts for this input, or undefined when it is. */
export function answerProblem(entry: Entry, input: Buffer | undefined, stdout: string): string | undefined {
  if (stdout === '') return undefined;
  if (entry === 'notify') return 'notify printed something';
  if (!stdout.endsWith('\n') || stdout.indexOf('\n') !== stdout.length - 1) return 'stdout is not exactly one line';
  let answer: unknown;
  try {
    answer = JSON.parse(stdout);
  } catch {
    return 'stdout is not JSON';
  }
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return 'stdout is not one JSON object';
  let event: unknown;
  try {
    event = (JSON.parse(input?.toString('utf8') ?? '') as Record<string, unknown>).hook_event_name;
  } catch {
    return 'an answer to input that is not a JSON object';
  }
  const a = answer as Record<string, unknown>;
  if (event === STOP_EVENTS[entry]) {
    if (exactKeys(a, ['decision', 'reason']) && a.decision === BLOCK_WORD[entry] && isText(a.reason)) return undefined;
    if (exactKeys(a, ['systemMessage']) && isText(a.systemMessage)) return undefined;
    return `not a ${entry} stop answer: ${stdout.slice(0, 200)}`;
  }
  const contextEvent = typeof event === 'string' ? CONTEXT_EVENTS[entry][event] : undefined;
  if (contextEvent) {
    const inner = a.hookSpecificOutput as Record<string, unknown> | undefined;
    if (
      exactKeys(a, ['hookSpecificOutput']) &&
      inner &&
      exactKeys(inner, ['hookEventName', 'additionalContext']) &&
      inner.hookEventName === contextEvent &&
      isText(inner.additionalContext)
    )
      return undefined;
    return `not a ${entry} ${contextEvent} answer: ${stdout.slice(0, 200)}`;
  }
  return `an answer to ${String(event)}, which takes none: ${stdout.slice(0, 200)}`;
}

/** Every path under `root` (except `skip`) with its type and content hash: the before and after of a batch. */
export function treeOf(root: string, skip: string[]): Map<string, string> {
  const tree = new Map<string, string>();
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const path = join(dir, name);
      if (skip.includes(path)) continue;
      const stat = lstatSync(path);
      if (stat.isDirectory()) {
        tree.set(path, `dir ${(stat.mode & 0o777).toString(8)}`);
        walk(path);
      } else if (stat.isFile()) {
        let hash = 'unreadable';
        try {
          hash = createHash('sha1').update(readFileSync(path)).digest('hex');
        } catch {
          // mode 000 as a non-root user
        }
        tree.set(path, `file ${(stat.mode & 0o777).toString(8)} ${hash}`);
      } else {
        tree.set(path, stat.isSymbolicLink() ? 'link' : stat.isFIFO() ? 'fifo' : 'other');
      }
    }
  };
  walk(root);
  return tree;
}

export function treeChanges(before: Map<string, string>, after: Map<string, string>): string[] {
  const changes: string[] = [];
  for (const [path, what] of after) if (before.get(path) !== what) changes.push(`${before.has(path) ? 'changed' : 'added'} ${path}`);
  for (const path of before.keys()) if (!after.has(path)) changes.push(`removed ${path}`);
  return changes;
}

/** Pids (not ours) whose environment carries `marker`: what a batch left running. */
export function processesWith(marker: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${name}/environ`, 'latin1').split('\0').includes(marker)) found.push(Number(name));
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}
