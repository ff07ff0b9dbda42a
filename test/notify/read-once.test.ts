// One notify call opens the Codex rollout once: the route reads it for its dedup check, and the stop
// evaluation judges that same read. Every file open is counted through node:fs (all readers open files
// through util/read-file.ts); the rest is real: a git repository, a rollout in CODEX_HOME, the state dir.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyDeps } from '../../src/commands/notify.js';
import { recentDayFolders } from '../../src/notify/rollout.js';
import { runNotify } from '../../src/notify/route.js';
import { tempDir } from '../helpers/temp.js';

const opened = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const openSync = ((path: Parameters<typeof fs.openSync>[0], ...rest: unknown[]) => {
    opened.push(String(path));
    return (fs.openSync as (...args: unknown[]) => number)(path, ...rest);
  }) as typeof fs.openSync;
  return { ...fs, openSync, default: { ...fs, openSync } };
});

const PROMPT = 'Change the exported value';

function setup() {
  const root = tempDir('checkpoint-notify-once-');
  const repo = join(root, 'repo');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: join(root, 'home'),
    CODEX_HOME: join(root, 'codex'),
    CHECKPOINT_STATE_DIR: join(root, 'state'),
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
  };
  mkdirSync(join(repo, 'src'), { recursive: true });
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'app', scripts: { test: 'node --test' } }));
  writeFileSync(join(repo, 'src', 'app.js'), 'export const a = 1;\n');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, env, stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'init');
  writeFileSync(join(repo, 'src', 'app.js'), 'export const a = 2;\n');

  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
  const inTurn = { turn_id: 'turn-1' };
  const lines = [
    { timestamp: at(60), type: 'session_meta', payload: { id: 'thread-1', cwd: repo, originator: 'codex_tui' } },
    { timestamp: at(60), type: 'event_msg', payload: { type: 'task_started', turn_id: 'turn-1' } },
    {
      timestamp: at(59),
      type: 'response_item',
      payload: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: PROMPT }],
        internal_chat_message_metadata_passthrough: { ...inTurn, content_item_metadata: [{ provenance: { type: 'user' } }] },
      },
    },
    {
      timestamp: at(50),
      type: 'response_item',
      payload: {
        type: 'function_call',
        name: 'exec_command',
        arguments: JSON.stringify({ cmd: "printf 'export const a = 2;\\n' > src/app.js" }),
        call_id: 'call_1',
        internal_chat_message_metadata_passthrough: inTurn,
      },
    },
    {
      timestamp: at(49),
      type: 'response_item',
      payload: { type: 'function_call_output', call_id: 'call_1', output: 'Process exited with code 0\nOutput:\n' },
    },
    {
      timestamp: at(40),
      type: 'response_item',
      payload: {
        type: 'message',
        role: 'assistant',
        content: [{ type: 'output_text', text: 'Done.' }],
        internal_chat_message_metadata_passthrough: inTurn,
      },
    },
    { timestamp: at(38), type: 'event_msg', payload: { type: 'task_complete', turn_id: 'turn-1', last_agent_message: 'Done.' } },
  ];
  const folder = join(env.CODEX_HOME!, 'sessions', recentDayFolders(Date.now(), 1)[0]!);
  mkdirSync(folder, { recursive: true });
  const rollout = join(folder, 'rollout-2026-11-22T01-51-26-thread-1.jsonl');
  writeFileSync(rollout, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  const payload = JSON.stringify({
    type: 'agent-turn-complete',
    'thread-id': 'thread-1',
    'turn-id': 'turn-1',
    cwd: repo,
    client: 'codex-tui',
    'input-messages': [PROMPT],
    'last-assistant-message': 'Done.',
  });
  return { repo, env, rollout, payload };
}

beforeEach(() => {
  opened.length = 0;
});

describe('notify reads the rollout once', () => {
  it.each([
    { name: 'a turn judged in full (checkpoint due, built from git)', threshold: '0', decision: 'undelivered' },
    { name: 'a turn inside the threshold', threshold: '3600', decision: 'allowed' },
  ])('$name', async ({ threshold, decision }) => {
    const { repo, env, rollout, payload } = setup();
    // The turn point's own read belongs to the detached run (tested on the bundle): off here.
    writeFileSync(join(repo, '.checkpoint.json'), JSON.stringify({ restore: { autoSave: [] } }));
    const result = await runNotify(['extra-arg', payload], notifyDeps({ ...env, CHECKPOINT_THRESHOLD_SECONDS: threshold }));
    expect(result.decision).toBe(decision);
    if (decision === 'undelivered') expect(result.message).toContain('npm test');
    expect(opened.filter((path) => path === rollout)).toHaveLength(1);
  });
});
