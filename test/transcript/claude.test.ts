import { describe, expect, it } from 'vitest';
import { readTimeline } from '../../src/transcript/index.js';
import type { TurnTimeline } from '../../src/transcript/timeline.js';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { FIXTURE_REASON, fixture, fixtureText, hookPayloads, OUR_REASON, writeTranscript } from './_helpers.js';

const STOP_BLOCK = 'claude/transcript-stop-block.jsonl';
const PROMPT_ID = '7fb8759c-3a6c-452a-92da-2762d587a014';

// Synthetic lines in the shape of the captured transcript.
let clock = Date.parse('2026-11-22T10:00:00Z');
const ts = () => new Date((clock += 1000)).toISOString();
const prompt = (text: string, promptId: string, extra: Record<string, unknown> = {}) => ({
  type: 'user',
  promptId,
  timestamp: ts(),
  message: { role: 'user', content: text },
  ...extra,
});
const assistant = (...uses: [string, string, Record<string, unknown>][]) => ({
  type: 'assistant',
  timestamp: ts(),
  message: { role: 'assistant', content: uses.map(([id, name, input]) => ({ type: 'tool_use', id, name, input })) },
});
const results = (promptId: string, ...items: [string, string, boolean][]) => ({
  type: 'user',
  promptId,
  timestamp: ts(),
  message: {
    role: 'user',
    content: items.map(([id, content, isError]) => ({ type: 'tool_result', tool_use_id: id, content, is_error: isError })),
  },
});
const feedback = (reason: string, promptId: string) => ({
  type: 'user',
  promptId,
  isMeta: true,
  timestamp: ts(),
  message: { role: 'user', content: `Stop hook feedback:\n${reason}` },
});

const shape = (t: TurnTimeline) => ({
  calls: t.calls.map((c) => ({ name: c.name, kind: c.kind, command: c.command, paths: c.paths, failed: c.failed, exitCode: c.exitCode })),
  checkpointsInTurn: t.checkpointsInTurn,
  lastUserIsCheckpoint: t.lastUserIsCheckpoint,
});

const FIXTURE_CALLS: ReturnType<typeof shape>['calls'] = [
  { name: 'Bash', kind: 'shell', command: 'echo hello-from-tool; ls /nonexistent_dir_xyz', paths: [], failed: true, exitCode: 2 },
  { name: 'Bash', kind: 'shell', command: 'echo second-command-ok', paths: [], failed: false, exitCode: 0 },
];

describe('claude fixtures', () => {
  const stopPayload = hookPayloads('claude/hook-payloads.jsonl')
    .filter((p) => p.hook_event_name === 'Stop')
    .at(-1)!;
  const ours = fixtureText(STOP_BLOCK).replaceAll(FIXTURE_REASON, OUR_REASON);
  const rows: { name: string; file: () => string; turnKey?: string; expected: ReturnType<typeof shape> }[] = [
    {
      name: 'captured stop-block transcript (the capture hook was not ours: no checkpoint counted)',
      file: () => fixture(STOP_BLOCK),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 0, lastUserIsCheckpoint: false },
    },
    {
      name: 'the same with our prefixed reason: one checkpoint in the turn, and it is the last user message',
      file: () => writeTranscript(ours),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
    {
      name: 'found by the Stop payload prompt_id',
      file: () => writeTranscript(ours),
      turnKey: String(stopPayload.prompt_id),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
    {
      name: 'compaction lines after the turn are not prompts',
      file: () => writeTranscript(ours + fixtureText('claude/transcript-compaction-tail.jsonl')),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
    {
      name: 'a last line cut mid-write is skipped',
      file: () => writeTranscript(`${ours}{"type":"user","promptId":"x","message":{"role":"user","content":"Ne`),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
  ];

  it.each(rows)('$name', async ({ file, turnKey, expected }) => {
    const timeline = await readTimeline('claude', file(), { turnKey });
    expect(shape(timeline)).toEqual(expected);
    expect(timeline.turnKey).toBe(PROMPT_ID);
    expect(timeline.turnStartedAt).toBe(Date.parse('2026-11-22T01:47:58.289Z'));
    expect(timeline.prompt).toBe('Please run the check');
    expect(timeline.truncated).toBe(false);
    expect(timeline.calls[0].output).toContain("cannot access '/nonexistent_dir_xyz'");
  });

  it('the PreCompact prompt_id (a /compact, not a prompt) falls back to the last real prompt', async () => {
    const preCompact = hookPayloads('claude/hook-payloads-compaction.jsonl').find((p) => p.hook_event_name === 'PreCompact')!;
    const file = writeTranscript(ours + fixtureText('claude/transcript-compaction-tail.jsonl'));
    const timeline = await readTimeline('claude', file, { turnKey: String(preCompact.prompt_id) });
    expect(timeline.prompt).toBe('Please run the check');
    expect(shape(timeline).calls).toEqual(FIXTURE_CALLS);
  });

  it('the compaction tail alone holds no real prompt and no calls', async () => {
    const timeline = await readTimeline('claude', fixture('claude/transcript-compaction-tail.jsonl'));
    expect(timeline.turnStartedAt).toBeUndefined();
    expect(timeline.calls).toEqual([]);
    expect(timeline.truncated).toBe(false);
  });
});

describe('claude synthetic transcripts', () => {
  const rows: {
    name: string;
    lines: unknown[];
    turnKey?: string;
    expected: Partial<ReturnType<typeof shape>> & { priorReads?: string[]; prompt?: string; todos?: unknown };
  }[] = [
    {
      name: 'parallel calls pair with their results by id, not position',
      lines: [
        prompt('fix it', 'p1'),
        assistant(
          ['a', 'Edit', { file_path: 'src/a.ts' }],
          ['b', 'Read', { file_path: 'src/b.ts' }],
          ['c', 'Bash', { command: 'npm test' }],
        ),
        results('p1', ['c', 'Exit code 1\nFAIL src/a.test.ts', true]),
        results('p1', ['b', 'file text', false], ['a', 'String to replace not found', true]),
      ],
      expected: {
        calls: [
          { name: 'Edit', kind: 'edit', command: undefined, paths: ['src/a.ts'], failed: true, exitCode: undefined },
          { name: 'Read', kind: 'read', command: undefined, paths: ['src/b.ts'], failed: false, exitCode: undefined },
          { name: 'Bash', kind: 'shell', command: 'npm test', paths: [], failed: true, exitCode: 1 },
        ],
      },
    },
    {
      name: 'MultiEdit, Write and NotebookEdit are edits; TodoWrite sets todos',
      lines: [
        prompt('refactor', 'p1'),
        assistant(['m', 'MultiEdit', { file_path: '/r/src/m.ts', edits: [] }], ['w', 'Write', { file_path: '/r/new.ts', content: 'x' }]),
        assistant(['n', 'NotebookEdit', { notebook_path: '/r/nb.ipynb', new_source: 'x' }]),
        assistant(['t', 'TodoWrite', { todos: [{ content: 'write tests', status: 'in_progress', activeForm: 'x' }] }]),
        assistant(['g', 'Grep', { pattern: 'x' }]),
        results('p1', ['m', 'ok', false], ['w', 'ok', false], ['n', 'ok', false], ['t', 'ok', false], ['g', 'ok', false]),
      ],
      expected: {
        calls: [
          { name: 'MultiEdit', kind: 'edit', command: undefined, paths: ['/r/src/m.ts'], failed: false, exitCode: undefined },
          { name: 'Write', kind: 'edit', command: undefined, paths: ['/r/new.ts'], failed: false, exitCode: undefined },
          { name: 'NotebookEdit', kind: 'edit', command: undefined, paths: ['/r/nb.ipynb'], failed: false, exitCode: undefined },
          { name: 'TodoWrite', kind: 'todo', command: undefined, paths: [], failed: false, exitCode: undefined },
          { name: 'Grep', kind: 'other', command: undefined, paths: [], failed: false, exitCode: undefined },
        ],
        todos: [{ content: 'write tests', status: 'in_progress' }],
      },
    },
    {
      name: 'harness lines are not prompts: meta, reminders, notifications, tool results, compact summary, our prefix',
      lines: [
        prompt('real question', 'p1'),
        assistant(['a', 'Bash', { command: 'ls' }]),
        results('p1', ['a', 'x', false]),
        prompt('<system-reminder>\nnote</system-reminder>', 'p2'),
        prompt('<task-notification>done</task-notification>', 'p3'),
        prompt('<local-command-caveat>caveat</local-command-caveat>', 'p4', { isMeta: true }),
        prompt('summary of earlier work', 'p5', { isCompactSummary: true }),
        prompt('<command-name>/compact</command-name>', 'p6'),
        prompt(`${CHECKPOINT_PREFIX}typed by hand`, 'p7'),
      ],
      expected: { prompt: 'real question', checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
    {
      name: 'paths read or edited in earlier turns are prior reads; the turn has only its own calls',
      lines: [
        prompt('first', 'p1'),
        assistant(['r', 'Read', { file_path: 'src/x.ts' }], ['e', 'Edit', { file_path: 'src/y.ts' }], ['s', 'Bash', { command: 'cat z' }]),
        results('p1', ['r', 'x', false], ['e', 'ok', false], ['s', 'z', false]),
        prompt('second', 'p2'),
        assistant(['e2', 'Edit', { file_path: 'src/x.ts' }]),
        results('p2', ['e2', 'ok', false]),
      ],
      expected: {
        prompt: 'second',
        priorReads: ['src/x.ts', 'src/y.ts'],
        calls: [{ name: 'Edit', kind: 'edit', command: undefined, paths: ['src/x.ts'], failed: false, exitCode: undefined }],
      },
    },
    {
      name: 'a turn key selects that turn, which ends at the next prompt',
      lines: [
        prompt('first', 'p1'),
        assistant(['a', 'Bash', { command: 'make' }]),
        results('p1', ['a', 'ok', false]),
        feedback(`${CHECKPOINT_PREFIX}run the tests`, 'p1'),
        prompt('second', 'p2'),
        assistant(['b', 'Bash', { command: 'ls' }]),
        results('p2', ['b', 'ok', false]),
      ],
      turnKey: 'p1',
      expected: {
        prompt: 'first',
        checkpointsInTurn: 1,
        lastUserIsCheckpoint: false,
        calls: [{ name: 'Bash', kind: 'shell', command: 'make', paths: [], failed: false, exitCode: 0 }],
      },
    },
    {
      name: 'an unknown turn key falls back to the last real prompt',
      lines: [prompt('first', 'p1'), prompt('second', 'p2'), assistant(['b', 'Bash', { command: 'ls' }])],
      turnKey: 'nope',
      expected: {
        prompt: 'second',
        calls: [{ name: 'Bash', kind: 'shell', command: 'ls', paths: [], failed: false, exitCode: undefined }],
      },
    },
    {
      name: "another hook's stop feedback is not a checkpoint and makes the last user message not ours",
      lines: [prompt('go', 'p1'), feedback(`${CHECKPOINT_PREFIX}first`, 'p1'), feedback('lint hook: fix warnings', 'p1')],
      expected: { checkpointsInTurn: 1, lastUserIsCheckpoint: false },
    },
  ];

  it.each(rows)('$name', async ({ lines, turnKey, expected }) => {
    const timeline = await readTimeline('claude', writeTranscript(lines), { turnKey });
    const { priorReads, prompt: promptText, todos, ...rest } = expected;
    expect(shape(timeline)).toMatchObject(rest);
    if (priorReads) expect(timeline.priorReads).toEqual(priorReads);
    if (promptText) expect(timeline.prompt).toBe(promptText);
    if (todos) expect(timeline.todos).toEqual(todos);
  });

  it('a turn longer than the cap is read as far as the cap and marked truncated', async () => {
    const lines: unknown[] = [prompt('long task', 'p1')];
    for (let i = 0; i < 200; i++) {
      lines.push(assistant([`t${i}`, 'Bash', { command: `step ${i}` }]));
      lines.push(results('p1', [`t${i}`, 'o'.repeat(2000), false]));
    }
    const timeline = await readTimeline('claude', writeTranscript(lines), { maxBytes: 64 * 1024 });
    expect(timeline.truncated).toBe(true);
    expect(timeline.bytesRead).toBeLessThanOrEqual(64 * 1024);
    expect(timeline.turnStartedAt).toBeUndefined();
    expect(timeline.calls.length).toBeGreaterThan(10);
    expect(timeline.calls.length).toBeLessThan(200);
    expect(timeline.calls.at(-1)?.command).toBe('step 199');
    expect(timeline.calls.at(-1)?.output.length).toBeLessThanOrEqual(2000);
  });

  it('bounds a huge tool output to its head and tail', async () => {
    const big = `HEAD${'x'.repeat(100_000)}TAIL`;
    const timeline = await readTimeline(
      'claude',
      writeTranscript([prompt('go', 'p1'), assistant(['a', 'Bash', { command: 'cat big' }]), results('p1', ['a', big, false])]),
    );
    const output = timeline.calls[0].output;
    expect(output.length).toBeLessThan(5000);
    expect(output.startsWith('HEAD')).toBe(true);
    expect(output.endsWith('TAIL')).toBe(true);
  });

  it('throws on a missing transcript', async () => {
    await expect(readTimeline('claude', fixture('claude/does-not-exist.jsonl'))).rejects.toThrow();
  });
});
