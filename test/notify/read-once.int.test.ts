// One notify call opens the Codex rollout once: the route reads it for its dedup check, and the stop
// evaluation judges that same read. Every file open is counted through node:fs (all readers open files
// through util/read-file.ts); the rest is real: a git repository, a rollout in CODEX_HOME, the state dir.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyDeps } from '../../src/commands/notify.js';
import { runNotify } from '../../src/notify/route.js';
import { HOOK_PARTS } from '../helpers/hook-parts.js';
import { tempDir } from '../helpers/temp.js';
import { writeUserConfig } from '../helpers/user-config.js';
import { PROMPT, writeRollout } from './_rollout.js';

const opened = vi.hoisted(() => [] as string[]);
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const openSync = ((path: Parameters<typeof fs.openSync>[0], ...rest: unknown[]) => {
    opened.push(String(path));
    return (fs.openSync as (...args: unknown[]) => number)(path, ...rest);
  }) as typeof fs.openSync;
  return { ...fs, openSync, default: { ...fs, openSync } };
});

function setup() {
  const root = tempDir('checkpoint-notify-once-');
  const repo = join(root, 'repo');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: join(root, 'home'),
    XDG_CONFIG_HOME: join(root, 'home', '.config'),
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

  const rollout = writeRollout({ codexHome: env.CODEX_HOME!, repo, threadId: 'thread-1', turnId: 'turn-1' });
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
    const { env, rollout, payload } = setup();
    // The turn point's own read belongs to the detached run (tested on the bundle): off here.
    writeUserConfig(env, { restore: { autoSave: [] } });
    const result = await runNotify(['extra-arg', payload], notifyDeps({ ...env, CHECKPOINT_THRESHOLD_SECONDS: threshold }, HOOK_PARTS));
    expect(result.decision).toBe(decision);
    if (decision === 'undelivered') expect(result.message).toContain('npm test');
    expect(opened.filter((path) => path === rollout)).toHaveLength(1);
  });
});
