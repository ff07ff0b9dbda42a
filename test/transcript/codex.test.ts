import { describe, expect, it } from 'vitest';
import { argvToCommand, codexEntries, codexEvents } from '../../src/transcript/codex.js';
import { readTimeline } from '../../src/transcript/index.js';
import { applyPatchPaths } from '../../src/transcript/patch.js';
import type { TurnTimeline } from '../../src/transcript/timeline.js';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { FIXTURE_REASON, fixture, fixtureText, hookPayloads, OUR_REASON, writeTranscript } from './_helpers.js';

const ROLLOUT = 'codex/rollout-stop-block.jsonl';
const TURN_ID = '01a200f3-7bb2-76c3-92e7-533429831ef2';

const shape = (t: TurnTimeline) => ({
  calls: t.calls.map((c) => ({ name: c.name, kind: c.kind, command: c.command, paths: c.paths, failed: c.failed, exitCode: c.exitCode })),
  checkpointsInTurn: t.checkpointsInTurn,
  lastUserIsCheckpoint: t.lastUserIsCheckpoint,
});

const FIXTURE_CALLS: ReturnType<typeof shape>['calls'] = [
  { name: 'exec_command', kind: 'shell', command: 'echo hello-from-tool; ls /nonexistent_dir_xyz', paths: [], failed: true, exitCode: 2 },
  { name: 'exec_command', kind: 'shell', command: 'echo second-command-ok', paths: [], failed: false, exitCode: 0 },
];

describe('codex fixtures', () => {
  const stop = hookPayloads('codex/hook-payloads.jsonl')
    .filter((p) => p.hook_event_name === 'Stop')
    .at(-1)!;
  const notify = JSON.parse(JSON.parse(fixtureText('codex/notify-argv.jsonl')).argv.at(-1));
  const ours = () => writeTranscript(fixtureText(ROLLOUT).replaceAll(FIXTURE_REASON, OUR_REASON));
  const rows: { name: string; file: () => string; turnKey?: string; expected: ReturnType<typeof shape> }[] = [
    {
      name: 'captured rollout (the capture hook was not ours)',
      file: () => fixture(ROLLOUT),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 0, lastUserIsCheckpoint: false },
    },
    {
      name: 'with our prefixed hook_prompt',
      file: ours,
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
    {
      name: 'found by the Stop payload turn_id',
      file: ours,
      turnKey: String(stop.turn_id),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
    {
      name: 'found by the notify payload turn-id',
      file: ours,
      turnKey: String(notify['turn-id']),
      expected: { calls: FIXTURE_CALLS, checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
  ];

  it.each(rows)('$name', async ({ file, turnKey, expected }) => {
    const timeline = await readTimeline('codex', file(), { turnKey });
    expect(shape(timeline)).toEqual(expected);
    expect(timeline.turnKey).toBe(TURN_ID);
    expect(timeline.turnStartedAt).toBe(Date.parse('2026-11-22T01:51:27.110Z'));
    expect(timeline.prompt).toBe('Please run the check');
    expect(timeline.calls[0].exitCode).toBe(2);
    expect(timeline.calls[0].output).toMatch(/^hello-from-tool\n/);
    expect(timeline.calls[0].output).not.toContain('Process exited with code');
    expect(timeline.truncated).toBe(false);
  });
});

// Synthetic rollout lines in the 0.169 shapes (and older ones where noted).
let clock = Date.parse('2026-11-22T10:00:00Z');
const line = (type: string, payload: Record<string, unknown>) => ({ timestamp: new Date((clock += 1000)).toISOString(), type, payload });
const pass = (turnId?: string, provenance?: string) => ({
  internal_chat_message_metadata_passthrough: {
    turn_id: turnId,
    ...(provenance ? { content_item_metadata: [{ provenance: { type: provenance } }] } : {}),
  },
});
const started = (turnId: string) => line('event_msg', { type: 'task_started', turn_id: turnId });
const context = (turnId: string) => line('turn_context', { turn_id: turnId, cwd: '/p' });
const userMsg = (text: string, turnId?: string, provenance: string | undefined = 'user') =>
  line('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text }], ...pass(turnId, provenance) });
const call = (callId: string, name: string, args: unknown, turnId?: string) =>
  line('response_item', { type: 'function_call', name, arguments: JSON.stringify(args), call_id: callId, ...pass(turnId) });
const output = (callId: string, out: string) => line('response_item', { type: 'function_call_output', call_id: callId, output: out });
const patchCall = (callId: string, input: string, turnId?: string) =>
  line('response_item', { type: 'custom_tool_call', name: 'apply_patch', input, call_id: callId, ...pass(turnId) });
const patchOutput = (callId: string, out: string) =>
  line('response_item', { type: 'custom_tool_call_output', call_id: callId, output: out });
const localShell = (callId: string, argv: string[]) =>
  line('response_item', { type: 'local_shell_call', call_id: callId, status: 'completed', action: { type: 'exec', command: argv } });
const execEnd = (callId: string, exitCode: number) => line('event_msg', { type: 'exec_command_end', call_id: callId, exit_code: exitCode });

const PATCH = [
  '*** Begin Patch',
  '*** Add File: src/new.ts',
  '+export const x = 1;',
  '*** Update File: src/old.ts',
  '*** Move to: src/renamed.ts',
  '@@',
  '-a',
  '+b',
  '*** Delete File: src/gone.ts',
  '*** End Patch',
].join('\n');

describe('codex synthetic rollouts', () => {
  it('apply_patch headers name added, updated, moved and deleted files', () => {
    expect(applyPatchPaths(PATCH)).toEqual(['src/new.ts', 'src/old.ts', 'src/renamed.ts', 'src/gone.ts']);
  });

  it.each([
    { name: 'bash -lc runs its script', input: ['bash', '-lc', 'npm test && echo ok'], expected: 'npm test && echo ok' },
    { name: 'an absolute shell path', input: ['/bin/zsh', '-c', 'ls'], expected: 'ls' },
    { name: 'plain argv is quoted back', input: ['ls', '-la', 'my dir'], expected: "ls -la 'my dir'" },
  ])('argv to command: $name', ({ input, expected }) => {
    expect(argvToCommand(input)).toBe(expected);
  });

  const rows: { name: string; lines: unknown[]; turnKey?: string; expected: Partial<ReturnType<typeof shape>> & { prompt?: string } }[] = [
    {
      name: 'apply_patch as a custom tool, a function call and a shell heredoc are edits',
      lines: [
        started('t1'),
        userMsg('patch it', 't1'),
        patchCall('p1', PATCH, 't1'),
        patchOutput('p1', '{"output":"Success. Updated the following files:\\nA src/new.ts","metadata":{"exit_code":0}}'),
        call('p2', 'apply_patch', { input: '*** Begin Patch\n*** Update File: a.py\n*** End Patch' }, 't1'),
        output('p2', 'Done'),
        call(
          'p3',
          'exec_command',
          { cmd: "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: b.py\n@@\n-x\n+y\n*** End Patch\nEOF" },
          't1',
        ),
        output('p3', 'Process exited with code 0'),
      ],
      expected: {
        calls: [
          {
            name: 'apply_patch',
            kind: 'edit',
            command: undefined,
            paths: ['src/new.ts', 'src/old.ts', 'src/renamed.ts', 'src/gone.ts'],
            failed: false,
            exitCode: 0,
          },
          { name: 'apply_patch', kind: 'edit', command: undefined, paths: ['a.py'], failed: false, exitCode: undefined },
          {
            name: 'exec_command',
            kind: 'edit',
            command: expect.stringContaining('apply_patch') as unknown as string,
            paths: ['b.py'],
            failed: false,
            exitCode: 0,
          },
        ],
      },
    },
    {
      name: 'older shell calls: argv command, JSON output with metadata.exit_code, paired by call_id',
      lines: [
        context('t1'),
        userMsg('test it', 't1', undefined),
        call('a', 'shell', { command: ['bash', '-lc', 'npm test'] }),
        call('b', 'shell', { command: ['ls'] }),
        output('b', '{"output":"a\\nb\\n","metadata":{"exit_code":0,"duration_seconds":0.1}}'),
        output('a', '{"output":"1 failing","metadata":{"exit_code":1,"duration_seconds":2.5}}'),
      ],
      expected: {
        calls: [
          { name: 'shell', kind: 'shell', command: 'npm test', paths: [], failed: true, exitCode: 1 },
          { name: 'shell', kind: 'shell', command: 'ls', paths: [], failed: false, exitCode: 0 },
        ],
      },
    },
    {
      name: 'local_shell_call and shell_command, with exec_command_end deciding the exit code',
      lines: [
        started('t1'),
        userMsg('run', 't1'),
        localShell('l1', ['ls', '-la', 'my dir']),
        execEnd('l1', 2),
        output('l1', 'ls: cannot access'),
        call('s1', 'shell_command', { command: 'make build' }),
        output('s1', 'Exit code: 0\nWall time: 1s\nOutput:\nok'),
      ],
      expected: {
        calls: [
          { name: 'local_shell_call', kind: 'shell', command: "ls -la 'my dir'", paths: [], failed: true, exitCode: 2 },
          { name: 'shell_command', kind: 'shell', command: 'make build', paths: [], failed: false, exitCode: 0 },
        ],
      },
    },
    {
      name: 'a checkpoint typed by notify is an ordinary user message: counted, not a turn start',
      lines: [
        started('t1'),
        userMsg('build', 't1'),
        call('a', 'exec_command', { cmd: 'npm run build' }, 't1'),
        output('a', 'Process exited with code 0'),
        started('t2'),
        userMsg(`${CHECKPOINT_PREFIX}Context-aware checkpoint\n\n1. Run the tests`, 't2'),
      ],
      expected: { prompt: 'build', checkpointsInTurn: 1, lastUserIsCheckpoint: true },
    },
    {
      name: 'harness and developer messages are not prompts; an event copy of the prompt is not a second one',
      lines: [
        started('t1'),
        line('response_item', { type: 'message', role: 'developer', content: [{ type: 'input_text', text: 'be careful' }] }),
        userMsg('<environment_context>\n<cwd>/p</cwd>\n</environment_context>', 't1', undefined),
        userMsg('<user_instructions>AGENTS.md text</user_instructions>', 't1', undefined),
        userMsg('do the thing', 't1', undefined),
        line('event_msg', { type: 'user_message', message: 'do the thing', turn_id: 't1' }),
        call('a', 'exec_command', { cmd: 'ls' }, 't1'),
        output('a', 'Process exited with code 0'),
        userMsg('<hook_prompt hook_run_id="stop:1">another hook</hook_prompt>', 't1', 'harness'),
      ],
      expected: {
        prompt: 'do the thing',
        checkpointsInTurn: 0,
        lastUserIsCheckpoint: false,
        calls: [{ name: 'exec_command', kind: 'shell', command: 'ls', paths: [], failed: false, exitCode: 0 }],
      },
    },
    {
      name: 'a turn id selects that turn',
      lines: [
        started('t1'),
        userMsg('first', 't1'),
        call('a', 'exec_command', { cmd: 'make' }, 't1'),
        output('a', 'Process exited with code 0'),
        started('t2'),
        userMsg('second', 't2'),
        call('b', 'exec_command', { cmd: 'ls' }, 't2'),
      ],
      turnKey: 't1',
      expected: {
        prompt: 'first',
        calls: [{ name: 'exec_command', kind: 'shell', command: 'make', paths: [], failed: false, exitCode: 0 }],
      },
    },
  ];

  it.each(rows)('$name', async ({ lines, turnKey, expected }) => {
    const timeline = await readTimeline('codex', writeTranscript(lines), { turnKey });
    const { prompt, ...rest } = expected;
    expect(shape(timeline)).toMatchObject(rest);
    if (prompt) expect(timeline.prompt).toBe(prompt);
  });

  it('a prompt logged as a response item and as an event counts once', () => {
    const lines = [
      started('t1'),
      userMsg('do the thing', 't1', undefined),
      line('event_msg', { type: 'user_message', message: 'do the thing', turn_id: 't1' }),
    ];
    const events = codexEvents(lines.flatMap(codexEntries));
    expect(events.filter((e) => e.kind === 'prompt')).toHaveLength(1);
  });

  it('update_plan sets todos', async () => {
    const timeline = await readTimeline(
      'codex',
      writeTranscript([
        started('t1'),
        userMsg('plan', 't1'),
        call('u', 'update_plan', { plan: [{ step: 'write tests', status: 'in_progress' }] }, 't1'),
      ]),
    );
    expect(timeline.todos).toEqual([{ content: 'write tests', status: 'in_progress' }]);
  });

  it('a turn longer than the cap is truncated; with its turn id too', async () => {
    const lines: unknown[] = [started('t1'), userMsg('long', 't1')];
    for (let i = 0; i < 200; i++)
      lines.push(
        call(`c${i}`, 'exec_command', { cmd: `step ${i}` }, 't1'),
        output(`c${i}`, `Process exited with code 0\n${'o'.repeat(1500)}`),
      );
    const file = writeTranscript(lines);
    for (const turnKey of [undefined, 't1']) {
      const timeline = await readTimeline('codex', file, { maxBytes: 48 * 1024, turnKey });
      expect(timeline.truncated).toBe(true);
      expect(timeline.bytesRead).toBeLessThanOrEqual(48 * 1024);
      expect(timeline.calls.at(-1)?.command).toBe('step 199');
    }
  });
});
