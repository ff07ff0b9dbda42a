// The transcript lags the stop: Claude Code fires Stop before the turn's last lines are on disk, and
// any agent can lag on a busy machine. A hook that judged the half-written turn asked for work
// already done, or missed a failure. Here a writer appends the turn's last lines 100-400 ms after the
// hook started, in each agent's own transcript format, and the hook must judge the whole turn.
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentName } from '../../src/agents/protocol.js';
import { runHook } from '../../src/commands/hook.js';
import { gitRepo, writeFiles } from '../checkpoint/_helpers.js';
import { HOOK_PARTS } from '../helpers/hook-parts.js';

const T0 = Date.now() - 120_000;
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

/** One agent's transcript format: each function returns the JSONL records for one step. */
interface Format {
  file: string;
  header: () => unknown[];
  prompt: (text: string) => unknown[];
  read: (id: string, path: string) => unknown[];
  edit: (id: string, path: string) => unknown[];
  /** A shell call whose result is not written yet. */
  shell: (id: string, command: string) => unknown[];
  /** The result of an earlier `shell` call. */
  shellResult: (id: string, command: string, output: string, exitCode: number) => unknown[];
  reply: (text: string) => unknown[];
  payload: (finalReply: string) => Record<string, unknown>;
}

const claude: Format = {
  file: 'session.jsonl',
  header: () => [],
  prompt: (text) => [{ type: 'user', promptId: 'p1', timestamp: at(0), message: { role: 'user', content: text } }],
  read: (id, path) => [toolUse(id, 'Read', { file_path: path }), toolResult(id, 'export const a = 1;', false)],
  edit: (id, path) => [toolUse(id, 'Edit', { file_path: path, old_string: '1', new_string: '2' }), toolResult(id, 'updated', false)],
  shell: (id, command) => [toolUse(id, 'Bash', { command })],
  shellResult: (id, _command, output, exitCode) => [toolResult(id, exitCode ? `Exit code ${exitCode}\n${output}` : output, exitCode !== 0)],
  reply: (text) => [{ type: 'assistant', timestamp: at(9), message: { role: 'assistant', content: [{ type: 'text', text }] } }],
  payload: (finalReply) => ({ hook_event_name: 'Stop', prompt_id: 'p1', stop_hook_active: false, last_assistant_message: finalReply }),
};

function toolUse(id: string, name: string, input: Record<string, unknown>) {
  return { type: 'assistant', timestamp: at(5), message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } };
}

function toolResult(id: string, content: string, isError: boolean) {
  return {
    type: 'user',
    promptId: 'p1',
    timestamp: at(6),
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, is_error: isError }] },
  };
}

const geminiCall = (id: string, name: string, args: Record<string, unknown>, status: string, output?: string) => ({
  id: `m-${id}`,
  timestamp: at(5),
  type: 'gemini',
  content: '',
  toolCalls: [
    { id, name, args, status, ...(output === undefined ? {} : { result: [{ functionResponse: { id, name, response: { output } } }] }) },
  ],
});

const gemini: Format = {
  file: 'session-2026-11-22T10-00-abcd1234.jsonl',
  header: () => [{ sessionId: 'g1', projectHash: 'h', startTime: at(0), lastUpdated: at(0), kind: 'main' }],
  prompt: (text) => [{ id: 'u1', timestamp: at(0), type: 'user', content: [{ text }] }],
  read: (id, path) => [geminiCall(id, 'read_file', { file_path: path }, 'success', 'export const a = 1;')],
  edit: (id, path) => [geminiCall(id, 'replace', { file_path: path, old_string: '1', new_string: '2' }, 'success', 'updated')],
  // Gemini records the call while it runs, then re-appends the same message with the result.
  shell: (id, command) => [geminiCall(id, 'run_shell_command', { command }, 'executing')],
  shellResult: (id, command, output, exitCode) => [
    geminiCall(
      id,
      'run_shell_command',
      { command },
      'success',
      `Output: ${output}\n${exitCode ? `Exit Code: ${exitCode}\n` : ''}Process Group PGID: 1`,
    ),
  ],
  reply: (text) => [{ id: `reply-${text.length}`, timestamp: at(9), type: 'gemini', content: text }],
  payload: (finalReply) => ({
    hook_event_name: 'AfterAgent',
    prompt: 'make a safer',
    prompt_response: finalReply,
    stop_hook_active: false,
  }),
};

const codexItem = (payload: Record<string, unknown>) => ({ timestamp: at(5), type: 'response_item', payload });

const codex: Format = {
  file: 'rollout-2026-11-22T10-00-00-0199aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee.jsonl',
  header: () => [{ timestamp: at(0), type: 'turn_context', payload: { turn_id: 't1', cwd: '/x' } }],
  prompt: (text) => [
    {
      timestamp: at(0),
      type: 'response_item',
      payload: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text }],
        internal_chat_message_metadata_passthrough: { turn_id: 't1', content_item_metadata: [{ provenance: { type: 'user' } }] },
      },
    },
  ],
  read: (id, path) => [...codex.shell(id, `cat ${path}`), ...codex.shellResult(id, `cat ${path}`, 'export const a = 1;', 0)],
  edit: (id, path) => [
    codexItem({
      type: 'custom_tool_call',
      name: 'apply_patch',
      call_id: id,
      input: `*** Begin Patch\n*** Update File: ${path}\n@@\n-1\n+2\n*** End Patch`,
    }),
    codexItem({ type: 'custom_tool_call_output', call_id: id, output: 'Success. Updated the following files:\nM src/app.ts' }),
  ],
  shell: (id, command) => [
    codexItem({ type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd: command }), call_id: id }),
  ],
  shellResult: (id, _command, output, exitCode) => [
    codexItem({ type: 'function_call_output', call_id: id, output: `Process exited with code ${exitCode}\nOutput:\n${output}` }),
  ],
  reply: (text) => [codexItem({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] })],
  payload: (finalReply) => ({ hook_event_name: 'Stop', turn_id: 't1', stop_hook_active: false, last_assistant_message: finalReply }),
};

const FORMATS: Record<AgentName, Format> = { claude, gemini, codex };
const FAILED_TESTS = 'FAIL src/app.test.ts\nTests: 1 failed, 3 passed';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A repository whose turn edited src/app.ts, with the transcript's first lines written. */
function session(agent: AgentName, settleMs?: number) {
  const repo = gitRepo({
    'package.json': JSON.stringify({ name: 'demo', scripts: { test: 'vitest run' } }),
    'package-lock.json': '{}',
    'src/app.ts': 'export const a = 1;\n',
  });
  cleanups.push(repo.cleanup);
  const format = FORMATS[agent];
  const transcript = join(repo.home, format.file);
  const append = (records: unknown[]) => appendFileSync(transcript, records.map((record) => `${JSON.stringify(record)}\n`).join(''));
  writeFileSync(transcript, '');
  append([
    ...format.header(),
    ...format.prompt('make a safer'),
    ...format.read('c1', join(repo.root, 'src/app.ts')),
    ...format.edit('c2', join(repo.root, 'src/app.ts')),
  ]);
  writeFiles(repo.root, { 'src/app.ts': 'export const a = 2;\n' });
  const configFile = join(repo.home, 'config.json');
  writeFileSync(configFile, JSON.stringify(settleMs === undefined ? {} : { transcript: { settleMs } }));
  const env = {
    PATH: process.env.PATH,
    HOME: repo.home,
    GIT_CONFIG_NOSYSTEM: '1',
    CHECKPOINT_STATE_DIR: join(repo.home, 'state'),
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    CHECKPOINT_CONFIG: configFile,
  };

  /** Runs the stop hook; `late` lines are appended `delayMs` after it started. */
  const stop = async (finalReply: string, late: unknown[] = [], delayMs = 0) => {
    const timer = late.length ? setTimeout(() => append(late), delayMs) : undefined;
    const started = performance.now();
    const stdin = JSON.stringify({ session_id: `s-${agent}`, transcript_path: transcript, cwd: repo.root, ...format.payload(finalReply) });
    const output = await runHook(agent, stdin, env, HOOK_PARTS);
    const elapsedMs = performance.now() - started;
    clearTimeout(timer);
    return { output, elapsedMs };
  };
  return { format, append, stop };
}

const reasonOf = (output: Record<string, unknown> | undefined) => (typeof output?.reason === 'string' ? output.reason : '');

describe.each(['claude', 'gemini', 'codex'] as const)('a %s stop judges the whole turn', (agent) => {
  it.each([100, 250, 400])('late lines show a failure (%i ms after the hook started): named in the checkpoint', async (delayMs) => {
    const { format, append, stop } = session(agent);
    append(format.shell('c3', 'npm test'));
    const { output } = await stop('Done.', [...format.shellResult('c3', 'npm test', FAILED_TESTS, 1), ...format.reply('Done.')], delayMs);
    expect(output?.decision).toBe(agent === 'gemini' ? 'deny' : 'block');
    expect(reasonOf(output)).toMatch(/Observations:\n- `npm test` failed/);
  });

  it.each([100, 250, 400])('late lines show a successful re-run (%i ms after the hook started): the stop passes', async (delayMs) => {
    const { format, append, stop } = session(agent);
    append([...format.shell('c3', 'npm test'), ...format.shellResult('c3', 'npm test', FAILED_TESTS, 1)]);
    const late = [
      ...format.shell('c4', 'npm test'),
      ...format.shellResult('c4', 'npm test', 'Tests: 4 passed', 0),
      ...format.reply('Fixed; tests pass.'),
    ];
    const { output } = await stop('Fixed; tests pass.', late, delayMs);
    expect(output).toBeUndefined();
  });

  it('without the wait (settleMs 0) the same late re-run is missed: the case above really depends on it', async () => {
    const { format, append, stop } = session(agent, 0);
    append([...format.shell('c3', 'npm test'), ...format.shellResult('c3', 'npm test', FAILED_TESTS, 1)]);
    const late = [
      ...format.shell('c4', 'npm test'),
      ...format.shellResult('c4', 'npm test', 'Tests: 4 passed', 0),
      ...format.reply('Fixed; tests pass.'),
    ];
    const { output } = await stop('Fixed; tests pass.', late, 100);
    expect(reasonOf(output)).toContain('`npm test` failed');
  });

  // Real time on a machine that may be busy: the bounds below tell waiting from not waiting with room
  // to spare; the steps of the wait, to the millisecond, are transcript/settle.test.ts's (a fake clock).
  it('lines that never come: the hook waits out the bound, then judges what is there', async () => {
    const { stop } = session(agent, 1000);
    const { output, elapsedMs } = await stop('All done, tests pass.');
    expect(reasonOf(output)).toContain('Run the tests: `npm test`');
    expect(elapsedMs).toBeGreaterThanOrEqual(1000);
    expect(elapsedMs).toBeLessThan(2000);
  });

  it('a transcript that already holds the whole turn is judged at once', async () => {
    const { format, append, stop } = session(agent, 10_000);
    append([
      ...format.shell('c3', 'npm test'),
      ...format.shellResult('c3', 'npm test', 'Tests: 4 passed', 0),
      ...format.reply('All done.'),
    ]);
    const { output, elapsedMs } = await stop('All done.');
    expect(output).toBeUndefined();
    expect(elapsedMs).toBeLessThan(5000);
  });
});
