// The bundled `checkpoint notify`, as Codex runs it, typing into a real tmux pane (test/notify/_pane.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/restore/workspace.js';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { BUNDLE } from '../helpers/bundle.js';
import { ENTER, PASTE_END, PASTE_START, startPane, type TestPane } from './_pane.js';
import { PROMPT, writeRollout } from './_rollout.js';

let pane: TestPane;
let repo: string;
let env: NodeJS.ProcessEnv;

function git(...args: string[]) {
  const run = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
}

/** Codex's way: the user's notify args, then the payload as the last argument; no stdin; a child of Codex (the pane's fake one). */
function notify(threadId: string, turnId: string, extraEnv: NodeJS.ProcessEnv = {}) {
  const payload = JSON.stringify({
    type: 'agent-turn-complete',
    'thread-id': threadId,
    'turn-id': turnId,
    cwd: repo,
    client: 'codex-tui',
    'input-messages': [PROMPT],
    'last-assistant-message': 'Done.',
  });
  return run(['notify', 'extra-arg', payload], extraEnv);
}

function run(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  return pane.runAsCodex([process.execPath, BUNDLE, ...args], { cwd: repo, env: { ...env, ...extraEnv } });
}

beforeAll(async () => {
  pane = await startPane();

  const home = join(pane.dir, 'home');
  repo = join(pane.dir, 'repo');
  mkdirSync(join(repo, 'src'), { recursive: true });
  mkdirSync(home, { recursive: true });
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('CHECKPOINT_') && !key.startsWith('TMUX') && !key.startsWith('GIT_')),
  );
  env = {
    ...inherited,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_STATE_HOME: join(home, '.local', 'state'),
    GIT_CONFIG_NOSYSTEM: '1',
    CODEX_HOME: join(home, '.codex'),
    CHECKPOINT_STATE_DIR: join(pane.dir, 'state'),
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    TMUX: pane.tmuxEnv,
  };
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'app', scripts: { test: 'node --test' } }, null, 2));
  writeFileSync(join(repo, 'src', 'app.js'), 'export const a = 1;\n');
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'init');
  // What the turn's command did to the working tree.
  writeFileSync(join(repo, 'src', 'app.js'), 'export const a = 2;\n');
}, 180_000);
afterAll(() => pane?.kill());
beforeEach(() => pane.clear());

describe('checkpoint notify (bundled) with a real tmux pane', () => {
  it('types the due checkpoint once, as one multi-line paste, then Enter; the same turn again types nothing', async () => {
    writeRollout({ codexHome: env.CODEX_HOME!, repo, threadId: 'thread-due', turnId: 'turn-1' });
    const first = await notify('thread-due', 'turn-1', { TMUX_PANE: pane.pane });
    expect(first.status).toBe(0);
    expect(first.stdout).toBe('');

    const input = await pane.input(400, (received) => received.endsWith(ENTER));
    expect(input.startsWith(`${PASTE_START}${CHECKPOINT_PREFIX}`)).toBe(true);
    expect(input.endsWith(`${PASTE_END}${ENTER}`)).toBe(true);
    expect(input.split(PASTE_START)).toHaveLength(2);
    expect(input.split(ENTER)).toHaveLength(2);
    const text = input.slice(PASTE_START.length, -(PASTE_END.length + ENTER.length));
    expect(text).toContain('\n');
    expect(text).toContain('npm test');

    pane.clear();
    const second = await notify('thread-due', 'turn-1', { TMUX_PANE: pane.pane });
    expect(second.status).toBe(0);
    expect(second.stdout).toBe('');
    expect(await pane.input()).toBe('');
  });

  it('outside tmux (TMUX_PANE unset): exit 0, nothing typed, the evaluation recorded', async () => {
    writeRollout({ codexHome: env.CODEX_HOME!, repo, threadId: 'thread-no-pane', turnId: 'turn-1' });
    const result = await notify('thread-no-pane', 'turn-1', { TMUX_PANE: undefined });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(await pane.input()).toBe('');
    expect(existsSync(join(env.CHECKPOINT_STATE_DIR!, 'sessions', 'codex', 'thread-no-pane.json'))).toBe(true);
  });

  it('a turn whose Stop hook already gave a checkpoint (hook_prompt in the rollout): nothing typed', async () => {
    writeRollout({ codexHome: env.CODEX_HOME!, repo, threadId: 'thread-hooked', turnId: 'turn-1', hookCheckpoint: true });
    const result = await notify('thread-hooked', 'turn-1', { TMUX_PANE: pane.pane });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(await pane.input()).toBe('');
  });

  it('a turn that passes takes its turn restore point in a detached run, as after a Stop hook', async () => {
    writeRollout({ codexHome: env.CODEX_HOME!, repo, threadId: 'thread-turn-point', turnId: 'turn-1' });
    // A change no earlier point of this workspace holds (a turn point is taken only for a changed tree).
    writeFileSync(join(repo, 'src', 'turn-point.js'), 'export const b = 1;\n');
    // Inside the threshold: the stop passes and the turn ends.
    const result = await notify('thread-turn-point', 'turn-1', {
      TMUX_PANE: undefined,
      CHECKPOINT_THRESHOLD_SECONDS: '3600',
      CHECKPOINT_DEBUG: '1',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    // notify leaves the point to a detached run (a point taken in notify's own process would say nothing here)
    expect(result.stderr).toContain('turn-end: left to a detached run');
    const points = () =>
      new Workspace(repo, env)
        .points()
        .map((stored) => stored.point)
        .filter((point) => point?.sessionId === 'thread-turn-point');
    // notify has returned: the point comes from the detached run.
    const deadline = Date.now() + 20_000;
    while (points().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(points().map((point) => [point?.agent, point?.trigger])).toEqual([['codex', 'turn']]);
    const state = JSON.parse(readFileSync(join(env.CHECKPOINT_STATE_DIR!, 'sessions', 'codex', 'thread-turn-point.json'), 'utf8'));
    expect(state.turnPointMark).toMatch(/^turn-1@/);
  });

  it.each([
    { name: 'junk argument', input: ['notify', '{not json'] },
    { name: 'no argument', input: ['notify'] },
  ])('$name: exit 0, no output, nothing typed', async ({ input }) => {
    const result = await run(input, { TMUX_PANE: pane.pane });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(await pane.input()).toBe('');
  });
});
