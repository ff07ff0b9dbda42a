// notify never types into a pane whose foreground is a shell (Codex exited, was suspended, or the
// pane was reused): a pasted checkpoint would run line by line there, and its `npm test` with it.
// A real tmux pane runs `sh` with an `npm` on its PATH that leaves a canary; notify evaluates a due
// checkpoint and must record it, type nothing, run nothing.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { startPane, type TestPane } from '../notify/_pane.js';
import { writeRollout } from '../notify/_rollout.js';
import { type Ground, makeGround, runBundle } from './_ground.js';

let bundle: string;
let ground: Ground;
let codexPane: TestPane;
let shell: { pane: string; tmuxEnv: string; tmux: (...args: string[]) => string; screen: () => string; kill: () => void };
const canary = () => join(ground.canaries, 'npm-ran');

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A private tmux server whose one pane runs `sh` directly, with an `npm` that records each run. */
function startShellPane(root: string): typeof shell {
  const socket = join(root, 'shell-tmux.sock');
  const bin = join(root, 'shell-bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "npm $*" >> '${canary()}'\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  const tmux = (...args: string[]): string => {
    const run = spawnSync('tmux', ['-S', socket, ...args], {
      encoding: 'utf8',
      timeout: 5000,
      env: { ...process.env, TMUX: undefined, TMUX_PANE: undefined },
    });
    if (run.status !== 0) throw new Error(`tmux ${args.join(' ')} failed: ${run.stderr || run.error}`);
    return run.stdout;
  };
  tmux(
    '-f',
    '/dev/null',
    'new-session',
    '-d',
    '-s',
    'shell',
    '-x',
    '200',
    '-y',
    '50',
    'env',
    `PATH=${bin}:${process.env.PATH}`,
    'PS1=$ ',
    'ENV=',
    'sh',
  );
  const [pane, pid] = tmux('display-message', '-p', '-t', 'shell', '#{pane_id} #{pid}').trim().split(' ');
  return {
    pane: pane!,
    tmuxEnv: `${socket},${pid},0`,
    tmux,
    screen: () => tmux('capture-pane', '-p', '-t', pane!).trim(),
    kill: () => spawnSync('tmux', ['-S', socket, 'kill-server']),
  };
}

async function waitForPrompt(): Promise<void> {
  const deadline = Date.now() + 5000;
  while (shell.screen() !== '$') {
    if (Date.now() > deadline) throw new Error(`the shell pane shows no prompt: ${JSON.stringify(shell.screen())}`);
    await sleep(50);
  }
}

/** A Codex thread's rollout written, and the environment notify runs in: the shell pane's TMUX_PANE. */
function notifyEnv(threadId: string): NodeJS.ProcessEnv {
  writeRollout({ codexHome: join(ground.home, '.codex'), repo: ground.repo, threadId, turnId: 'turn-1' });
  return {
    ...ground.env,
    CODEX_HOME: join(ground.home, '.codex'),
    TMUX: shell.tmuxEnv,
    TMUX_PANE: shell.pane,
    CHECKPOINT_DEBUG: '1',
  };
}

function payload(threadId: string): string {
  return JSON.stringify({
    type: 'agent-turn-complete',
    'thread-id': threadId,
    'turn-id': 'turn-1',
    cwd: ground.repo,
    client: 'codex-tui',
    'input-messages': ['change a'],
  });
}

function lastEvaluation(threadId: string): { decision: string; message?: string } {
  return JSON.parse(readFileSync(join(ground.state, 'sessions', 'codex', `${threadId}.json`), 'utf8')).lastEvaluation;
}

beforeAll(async () => {
  bundle = BUNDLE;
  ground = makeGround('checkpoint-shell-pane-');
  shell = startShellPane(ground.root);
  codexPane = await startPane();
  await waitForPrompt();
}, 60_000);
afterAll(() => {
  shell?.kill();
  codexPane?.kill();
  ground?.remove();
});

describe('notify with a shell in the foreground', () => {
  it('the trap works: text typed into that shell runs its npm', async () => {
    shell.tmux('send-keys', '-t', shell.pane, '-l', 'echo `npm test`');
    shell.tmux('send-keys', '-t', shell.pane, 'Enter');
    const deadline = Date.now() + 5000;
    // The planted npm creates the file, then writes to it: wait for the whole line.
    while (!(existsSync(canary()) && readFileSync(canary(), 'utf8').endsWith('\n')) && Date.now() < deadline) await sleep(50);
    expect(readFileSync(canary(), 'utf8')).toBe('npm test\n');
    shell.tmux('send-keys', '-t', shell.pane, '-l', 'clear');
    shell.tmux('send-keys', '-t', shell.pane, 'Enter');
    spawnSync('rm', ['-f', canary()]);
    await waitForPrompt();
  });

  it('started by no Codex (the pane inherited TMUX_PANE): the evaluation is recorded, nothing typed, nothing run', async () => {
    const env = notifyEnv('thread-plain');
    const run = await runBundle(bundle, ['notify', payload('thread-plain')], { cwd: ground.repo, env });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/notify: undelivered: tmux pane %\d+ runs "sh" in the foreground, not Codex/);
    expect(lastEvaluation('thread-plain')).toMatchObject({ decision: 'block' });
    expect(lastEvaluation('thread-plain').message).toContain('npm test');
    await sleep(300);
    expect(shell.screen()).toBe('$');
    expect(existsSync(canary())).toBe(false);
  });

  it('started by a live Codex whose own pane is elsewhere (the pane id is stale): nothing typed, nothing run', async () => {
    const env = notifyEnv('thread-codex');
    const run = await codexPane.runAsCodex([process.execPath, bundle, 'notify', payload('thread-codex')], { cwd: ground.repo, env });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/notify: undelivered: tmux pane %\d+ runs "sh" in the foreground, not Codex/);
    expect(lastEvaluation('thread-codex')).toMatchObject({ decision: 'block' });
    await sleep(300);
    expect(shell.screen()).toBe('$');
    expect(existsSync(canary())).toBe(false);
    expect(await codexPane.input(100)).toBe('');
  });
});
