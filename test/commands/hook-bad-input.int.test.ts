// Black-box: whatever arrives on stdin, the hook exits 0, prints nothing or one JSON object, and
// writes nothing outside its state directory.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { tempDir } from '../helpers/temp.js';

function sandbox() {
  const root = tempDir('checkpoint-bad-input-');
  const home = join(root, 'home');
  const state = join(root, 'state');
  const project = join(root, 'project');
  for (const dir of [home, state, project]) mkdirSync(dir);
  writeFileSync(join(project, 'file.ts'), 'export {};\n');
  return { root, home, state, project };
}

function runHook(input: string | Buffer, agent: string[], box: ReturnType<typeof sandbox>, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [BUNDLE, 'hook', ...agent], {
    input,
    cwd: box.project,
    env: { PATH: process.env.PATH, HOME: box.home, CHECKPOINT_STATE_DIR: box.state, CHECKPOINT_THRESHOLD_SECONDS: '0', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return result;
}

function listTree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

const stop = (patch: Record<string, unknown>) => JSON.stringify({ hook_event_name: 'Stop', session_id: 's1', ...patch });

describe('hook with bad input', () => {
  const cases: { name: string; input: (box: ReturnType<typeof sandbox>) => string | Buffer; agent?: string[] }[] = [
    { name: 'empty stdin', input: () => '' },
    { name: 'whitespace', input: () => '  \n' },
    { name: 'not JSON', input: () => 'hello there' },
    { name: 'truncated JSON', input: () => '{"session_id": "s1", "hook_event_name": "Stop"' },
    { name: 'a JSON array', input: () => '[1,2,3]' },
    { name: 'a JSON string', input: () => '"Stop"' },
    { name: 'null', input: () => 'null' },
    { name: 'binary', input: () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)) },
    {
      name: 'huge (6 MB) payload',
      input: (box) =>
        stop({ cwd: box.project, transcript_path: join(box.root, 'none.jsonl'), last_assistant_message: 'x'.repeat(6 * 1024 * 1024) }),
    },
    { name: 'huge non-JSON (20 MB)', input: () => Buffer.alloc(20 * 1024 * 1024, 0x41) },
    { name: 'missing fields', input: () => JSON.stringify({ hook_event_name: 'Stop' }) },
    { name: 'wrong types', input: () => JSON.stringify({ hook_event_name: 'Stop', session_id: 42, cwd: ['x'], transcript_path: {} }) },
    { name: 'missing transcript', input: (box) => stop({ cwd: box.project, transcript_path: join(box.root, 'missing.jsonl') }) },
    { name: 'transcript is a directory', input: (box) => stop({ cwd: box.project, transcript_path: box.root }) },
    { name: 'missing cwd', input: (box) => stop({ cwd: join(box.root, 'gone'), transcript_path: join(box.root, 'missing.jsonl') }) },
    { name: 'hostile session id', input: (box) => stop({ session_id: '../../../../tmp/x', cwd: box.project }) },
    { name: 'unknown event', input: (box) => JSON.stringify({ hook_event_name: 'Whatever', session_id: 's1', cwd: box.project }) },
    { name: 'gemini junk', input: () => '{"hook_event_name":"AfterAgent"}', agent: ['gemini'] },
    { name: 'codex junk', input: () => '{"hook_event_name":"Stop","turn_id":5}', agent: ['codex'] },
    { name: 'unknown agent argument', input: (box) => stop({ cwd: box.project }), agent: ['vim'] },
  ];

  it.each(cases)('$name: exit 0, no block, nothing written outside the state dir', ({ input, agent }) => {
    const box = sandbox();
    const before = { home: listTree(box.home), project: listTree(box.project) };
    const result = runHook(input(box), agent ?? ['claude'], box);
    expect(result.status).toBe(0);
    const out = result.stdout.trim();
    if (out) {
      const parsed = JSON.parse(out);
      expect(typeof parsed).toBe('object');
      expect(out.split('\n')).toHaveLength(1);
    }
    expect(out).not.toContain('"block"');
    expect(listTree(box.home)).toEqual(before.home);
    expect(listTree(box.project)).toEqual(before.project);
    expect(readdirSync(box.root).sort()).toEqual(['home', 'project', 'state']);
  });

  it('a Stop in a directory without git, after real work, is not blocked (no diff to judge by), and eval says why', () => {
    const box = sandbox();
    const transcript = join(box.root, 't.jsonl');
    const started = new Date(Date.now() - 120_000).toISOString();
    writeFileSync(
      transcript,
      `${[
        { type: 'user', promptId: 'p1', timestamp: started, message: { role: 'user', content: 'edit the file' } },
        {
          type: 'assistant',
          promptId: 'p1',
          timestamp: started,
          message: {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 't1', name: 'Write', input: { file_path: join(box.project, 'file.ts'), content: 'x' } }],
          },
        },
        {
          type: 'user',
          promptId: 'p1',
          timestamp: started,
          message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] },
        },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n')}\n`,
    );
    const payload = stop({ cwd: box.project, transcript_path: transcript, prompt_id: 'p1' });
    const outputs = [1, 2, 3].map(() => runHook(payload, ['claude'], box));
    for (const result of outputs) expect(result.status).toBe(0);
    expect(outputs.map((result) => result.stdout)).toEqual(['', '', '']);
    const explained = spawnSync(process.execPath, [BUNDLE, 'eval', '--cwd', box.project, '--transcript', transcript], {
      env: { PATH: process.env.PATH, HOME: box.home, CHECKPOINT_STATE_DIR: box.state },
      encoding: 'utf8',
    });
    expect([explained.status, explained.stderr]).toEqual([0, '']);
    expect(explained.stdout).toContain(`${box.project} is not inside a git repository: checkpoint judges a turn by its git changes`);
  });

  it('an unwritable state dir fails open', () => {
    const box = sandbox();
    const notADir = join(box.root, 'state-file');
    writeFileSync(notADir, 'not a directory');
    const payload = JSON.stringify({ hook_event_name: 'Stop', session_id: 's1', cwd: box.project });
    const result = runHook(payload, ['claude'], box, { CHECKPOINT_STATE_DIR: notADir });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
  });

  it('parallel hook processes of one session lose no update (the lock holds across processes)', async () => {
    const box = sandbox();
    const payload = JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: 'par', cwd: box.project, prompt: 'go' });
    const runs = Array.from(
      { length: 8 },
      () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [BUNDLE, 'hook', 'claude'], {
            env: { PATH: process.env.PATH, HOME: box.home, CHECKPOINT_STATE_DIR: box.state },
            stdio: ['pipe', 'ignore', 'ignore'],
          });
          child.on('close', resolve);
          child.stdin.end(payload);
        }),
    );
    expect(await Promise.all(runs)).toEqual(Array(8).fill(0));
    const state = JSON.parse(readFileSync(join(box.state, 'sessions', 'claude', 'par.json'), 'utf8'));
    expect(state.turnCounter).toBe(8);
  });

  it('CHECKPOINT_DISABLE=1 makes every hook a no-op that writes no state', () => {
    const box = sandbox();
    const result = runHook(
      JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: 's1', cwd: box.project, prompt: 'go' }),
      ['claude'],
      box,
      { CHECKPOINT_DISABLE: '1' },
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(listTree(box.state)).toEqual([]);
  });
});
