import { describe, expect, it } from 'vitest';
import { readTimeline } from '../../src/transcript/index.js';
import type { TurnTimeline } from '../../src/transcript/timeline.js';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { FIXTURE_REASON, fixture, fixtureText, hookPayloads, OUR_REASON, writeTranscript } from './_helpers.js';

const BLOCK = 'gemini/session-afteragent-block.jsonl';
const LEGACY = 'gemini/session-legacy-folded.json';
const PROMPT_MESSAGE_ID = '5a58af49-41ce-4bb4-82fe-12d264b0ebc1';

const shape = (t: TurnTimeline) => ({
  calls: t.calls.map((c) => ({ name: c.name, kind: c.kind, command: c.command, paths: c.paths, failed: c.failed, exitCode: c.exitCode })),
  checkpointsInTurn: t.checkpointsInTurn,
  lastUserIsCheckpoint: t.lastUserIsCheckpoint,
});

const FIXTURE_CALLS: ReturnType<typeof shape>['calls'] = [
  {
    name: 'run_shell_command',
    kind: 'shell',
    command: 'echo hello-from-tool; ls /nonexistent_dir_xyz',
    paths: [],
    failed: true,
    exitCode: 2,
  },
  { name: 'run_shell_command', kind: 'shell', command: 'echo second-command-ok', paths: [], failed: false, exitCode: 0 },
];

describe('gemini fixtures', () => {
  // The capture's hook denied twice (Gemini's stop_hook_active said false again); ours are prefixed.
  const rows: { name: string; file: () => string }[] = [
    {
      name: 'JSONL session with our prefixed deny reasons',
      file: () => writeTranscript(fixtureText(BLOCK).replaceAll(FIXTURE_REASON, OUR_REASON)),
    },
    {
      name: 'legacy single-file JSON with our prefixed deny reasons',
      file: () => writeTranscript(fixtureText(LEGACY).replaceAll(FIXTURE_REASON, OUR_REASON), 'session-legacy.json'),
    },
  ];

  it.each(rows)('$name', async ({ file }) => {
    const timeline = await readTimeline('gemini', file());
    expect(shape(timeline)).toEqual({ calls: FIXTURE_CALLS, checkpointsInTurn: 2, lastUserIsCheckpoint: true });
    expect(timeline.turnKey).toBe(PROMPT_MESSAGE_ID);
    expect(timeline.turnStartedAt).toBe(Date.parse('2026-11-22T01:50:36.285Z'));
    expect(timeline.prompt).toBe('Please run the check');
    expect(timeline.truncated).toBe(false);
    // AfterAgent keeps reporting the person's prompt after replays: the same turn the reader found.
    const afterAgent = hookPayloads('gemini/hook-payloads.jsonl')
      .filter((p) => p.hook_event_name === 'AfterAgent' && p.session_id === 'f32486d6-b6c5-43c9-910c-ceabcc4987c5')
      .at(-1)!;
    expect(afterAgent.prompt).toBe(timeline.prompt);
  });

  it.each([BLOCK, LEGACY])('captured %s: a foreign deny reason is indistinguishable from a prompt', async (name) => {
    const timeline = await readTimeline('gemini', fixture(name));
    expect(timeline.prompt).toBe(FIXTURE_REASON);
    expect(timeline.calls).toEqual([]);
    expect(timeline.checkpointsInTurn).toBe(0);
  });

  it('tool error fixture: read_file with status error is a failed read', async () => {
    const timeline = await readTimeline('gemini', fixture('gemini/session-tool-error.jsonl'));
    expect(shape(timeline)).toEqual({
      calls: [
        {
          name: 'read_file',
          kind: 'read',
          command: undefined,
          paths: ['/home/dev/proj-gemini2/does-not-exist.txt'],
          failed: true,
          exitCode: undefined,
        },
      ],
      checkpointsInTurn: 0,
      lastUserIsCheckpoint: false,
    });
    expect(timeline.calls[0].output).toContain('File not found');
    expect(timeline.prompt).toBe('Read the file');
    expect(timeline.turnStartedAt).toBe(Date.parse('2026-11-22T01:51:05.324Z'));
  });
});

// Synthetic sessions in the 0.61 record shapes.
let clock = Date.parse('2026-11-22T10:00:00Z');
const ts = () => new Date((clock += 1000)).toISOString();
const meta = { sessionId: 's', projectHash: 'h', startTime: ts(), kind: 'main' };
const user = (id: string, text: string) => ({ id, timestamp: ts(), type: 'user', content: [{ text }] });
const shell = (id: string, command: string, output: string, status = 'success') => ({
  id,
  name: 'run_shell_command',
  args: { command },
  status,
  result: [{ functionResponse: { id, name: 'run_shell_command', response: { output } } }],
});
const tool = (id: string, name: string, args: Record<string, unknown>, status = 'success') => ({
  id,
  name,
  args,
  status,
  result: [{ functionResponse: { id, name, response: { output: 'ok' } } }],
});
const model = (id: string, toolCalls: unknown[] = []) => ({ id, timestamp: ts(), type: 'gemini', content: '', toolCalls });
const names = (t: TurnTimeline) => t.calls.map((c) => c.command ?? `${c.name}:${c.paths.join(',')}`);

describe('gemini synthetic sessions', () => {
  const rows: { name: string; lines: unknown[]; expected: { prompt?: string; calls: string[]; checkpointsInTurn?: number } }[] = [
    {
      name: 're-appended ids fold to the last version at the first position',
      lines: [
        meta,
        user('u1', 'go'),
        model('g1'),
        model('g2', [shell('c2', 'ls', 'Output: a')]),
        model('g1', [shell('c1', 'make', 'Output: built')]),
      ],
      expected: { prompt: 'go', calls: ['make', 'ls'] },
    },
    {
      name: '$rewindTo drops that message and everything after it',
      lines: [
        meta,
        user('u1', 'first'),
        model('g1', [shell('c1', 'one', 'x')]),
        user('u2', 'second'),
        model('g2', [shell('c2', 'two', 'x')]),
        { $rewindTo: 'u2' },
        user('u3', 'third'),
        model('g3', [shell('c3', 'three', 'x')]),
      ],
      expected: { prompt: 'third', calls: ['three'] },
    },
    {
      name: 'a rewind of the current prompt leaves the earlier turn',
      lines: [
        meta,
        user('u1', 'first'),
        model('g1', [shell('c1', 'one', 'x')]),
        user('u2', 'second'),
        model('g2', [shell('c2', 'two', 'x')]),
        { $rewindTo: 'u2' },
      ],
      expected: { prompt: 'first', calls: ['one'] },
    },
    {
      name: '$set messages replaces the list; other $set keys change nothing',
      lines: [
        meta,
        user('u1', 'old'),
        model('g1', [shell('c1', 'old-cmd', 'x')]),
        { $set: { messages: [user('u9', 'restored')] } },
        { $set: { lastUpdated: ts() } },
        model('g2', [shell('c2', 'new-cmd', 'x')]),
      ],
      expected: { prompt: 'restored', calls: ['new-cmd'] },
    },
    {
      name: 'function responses, session context and prefixed replays are not prompts',
      lines: [
        meta,
        { $set: { messages: [user('ctx', '<session_context>\nThis is the Gemini CLI.</session_context>')] } },
        user('u1', 'build it'),
        model('g1', [shell('c1', 'npm run build', 'Output: ok')]),
        {
          id: 'fr',
          timestamp: ts(),
          type: 'user',
          content: [{ functionResponse: { id: 'c1', name: 'run_shell_command', response: { output: 'ok' } } }],
        },
        user('cp', `${CHECKPOINT_PREFIX}run the tests`),
        model('g2', [shell('c2', 'npm test', 'Output: fail\nExit Code: 1')]),
      ],
      expected: { prompt: 'build it', calls: ['npm run build', 'npm test'], checkpointsInTurn: 1 },
    },
    {
      name: 'edit and read tools name their files',
      lines: [
        meta,
        user('u1', 'edit'),
        model('g1', [
          tool('a', 'replace', { file_path: '/p/a.ts', old_string: 'x', new_string: 'y' }),
          tool('b', 'write_file', { file_path: '/p/b.ts', content: '' }),
          tool('c', 'read_file', { absolute_path: '/p/c.ts' }),
          tool('d', 'read_many_files', { paths: ['/p/d.ts', '/p/e.ts'] }),
          tool('e', 'google_web_search', { query: 'x' }),
        ]),
      ],
      expected: {
        calls: ['replace:/p/a.ts', 'write_file:/p/b.ts', 'read_file:/p/c.ts', 'read_many_files:/p/d.ts,/p/e.ts', 'google_web_search:'],
      },
    },
  ];

  it.each(rows)('$name', async ({ lines, expected }) => {
    const timeline = await readTimeline('gemini', writeTranscript(lines));
    expect(names(timeline)).toEqual(expected.calls);
    if (expected.prompt) expect(timeline.prompt).toBe(expected.prompt);
    if (expected.checkpointsInTurn !== undefined) expect(timeline.checkpointsInTurn).toBe(expected.checkpointsInTurn);
  });

  it('shell exit codes come from the output text; status error is a failure', async () => {
    const timeline = await readTimeline(
      'gemini',
      writeTranscript([
        meta,
        user('u1', 'go'),
        model('g1', [
          shell('a', 'false', 'Output: (empty)\nExit Code: 1'),
          shell('b', 'true', 'Output: (empty)'),
          shell('c', 'blocked', 'denied by policy', 'error'),
        ]),
      ]),
    );
    expect(timeline.calls.map((c) => [c.failed, c.exitCode])).toEqual([
      [true, 1],
      [false, 0],
      [true, undefined],
    ]);
  });

  it('write_todos sets todos', async () => {
    const timeline = await readTimeline(
      'gemini',
      writeTranscript([
        meta,
        user('u1', 'plan'),
        model('g1', [tool('t', 'write_todos', { todos: [{ description: 'add tests', status: 'pending' }] })]),
      ]),
    );
    expect(timeline.todos).toEqual([{ content: 'add tests', status: 'pending' }]);
  });

  it('reads back past a folded window until a prompt survives the fold', async () => {
    const filler = Array.from({ length: 300 }, (_, i) => model(`f${i}`, [shell(`fc${i}`, `step ${i}`, 'x'.repeat(1000))]));
    const lines = [
      meta,
      user('u0', 'earlier'),
      model('g0', [tool('r', 'read_file', { file_path: '/p/seen.ts' })]),
      user('u1', 'long turn'),
      ...filler,
      user('u2', 'rewound'),
      { $rewindTo: 'u2' },
    ];
    const timeline = await readTimeline('gemini', writeTranscript(lines));
    expect(timeline.prompt).toBe('long turn');
    expect(timeline.calls).toHaveLength(300);
    expect(timeline.priorReads).toEqual(['/p/seen.ts']);
  });

  it('a turn longer than the cap is truncated', async () => {
    const filler = Array.from({ length: 300 }, (_, i) => model(`f${i}`, [shell(`fc${i}`, `step ${i}`, 'x'.repeat(1000))]));
    const timeline = await readTimeline('gemini', writeTranscript([meta, user('u1', 'long turn'), ...filler]), { maxBytes: 32 * 1024 });
    expect(timeline.truncated).toBe(true);
    expect(timeline.bytesRead).toBeLessThanOrEqual(32 * 1024);
    expect(timeline.calls.at(-1)?.command).toBe('step 299');
  });

  it('a legacy file over the cap is skipped as truncated', async () => {
    const timeline = await readTimeline('gemini', fixture(LEGACY), { maxBytes: 1000 });
    expect(timeline).toMatchObject({ calls: [], truncated: true, bytesRead: 0 });
  });
});
