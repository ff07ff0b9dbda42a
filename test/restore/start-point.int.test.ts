// A session's `start` point (SPEC 4.1 cost): the first prompt's hook answers without staging the tree (a
// detached run does), and the point still holds the tree as it was at the prompt, whatever the agent has
// edited, created or deleted by the time the detached run gets to it. The real bundle and its real
// detached run; the workspace's lock held by the test keeps that run waiting while the "agent" works.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { savePoint } from '../../src/restore/save.js';
import { Workspace } from '../../src/restore/workspace.js';
import { BUNDLE } from '../helpers/bundle.js';
import { waitForBackgroundRuns } from '../helpers/temp.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

function prompt(b: Sandbox, session: string): number {
  const started = Date.now();
  const run = spawnSync(process.execPath, [BUNDLE, 'hook', 'claude'], {
    input: JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: session, cwd: b.repo, prompt: 'do it', prompt_id: 'p1' }),
    env: b.env,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return Date.now() - started;
}

const files = (b: Sandbox, tree: string) =>
  sh(b.repo, `--git-dir=${new Workspace(b.repo, b.env).shadowDir}`, 'ls-tree', '-r', '--name-only', tree)
    .trim()
    .split('\n');
const content = (b: Sandbox, tree: string, path: string) =>
  sh(b.repo, `--git-dir=${new Workspace(b.repo, b.env).shadowDir}`, 'cat-file', 'blob', `${tree}:${path}`);

describe("a session's start point", () => {
  it.each([
    { name: 'a fresh workspace (seeded from the index)', warm: false },
    { name: 'a workspace with earlier points', warm: true },
  ])('$name: the prompt does not wait for it, and it holds the tree as it was at the prompt', async ({ warm }) => {
    box = makeRepo({ 'src/app.js': 'before\n', 'src/gone.js': 'to be deleted\n', 'README.md': '# r\n' });
    box.write('notes.txt', 'untracked before the prompt\n');
    box.write('src/dirty.js', 'dirty before the prompt\n');
    const ws = new Workspace(box.repo, box.env);
    if (warm) {
      prompt(box, 'earlier');
      waitForBackgroundRuns(box.env.CHECKPOINT_STATE_DIR!);
    }
    let waited = 0;
    await ws.locked(() => {
      // The detached run will wait for this lock: the prompt's hook must not.
      waited = prompt(box!, 'now');
      // The agent's turn, before the detached run gets to stage anything.
      box!.write('src/app.js', 'after the agent\n');
      unlinkSync(join(box!.repo, 'src/gone.js'));
      box!.write('src/created.js', 'created by the agent\n');
      box!.write('notes.txt', 'rewritten by the agent\n');
    });
    expect(waited).toBeLessThan(5000);
    waitForBackgroundRuns(box.env.CHECKPOINT_STATE_DIR!);
    const start = ws.points().find((stored) => stored.point?.sessionId === 'now')?.point;
    expect(start?.trigger).toBe('start');
    const tree = start!.snapshot!.tree;
    expect(content(box, tree, 'src/app.js')).toBe('before\n');
    expect(content(box, tree, 'src/gone.js')).toBe('to be deleted\n');
    expect(content(box, tree, 'src/dirty.js')).toBe('dirty before the prompt\n');
    expect(files(box, tree)).not.toContain('src/created.js');
    if (warm) expect(content(box, tree, 'notes.txt')).toBe('untracked before the prompt\n');
    // Untracked and rewritten before a first point was taken: its content then is lost, and said.
    else
      expect(start!.snapshot!.notCaptured).toEqual([{ path: 'notes.txt', reason: 'changed after the prompt, before the point was taken' }]);
    // The copy of the index the prompt took is gone, and undo brings the tree before the turn back.
    expect(readdirSync(join(ws.dir, 'start-index'))).toEqual([]);
    const undo = spawnSync(process.execPath, [BUNDLE, 'undo', '--session', 'now'], { cwd: box.repo, env: box.env, encoding: 'utf8' });
    expect(undo.status, undo.stderr).toBe(0);
    expect(box.read('src/app.js')).toBe('before\n');
    expect(box.read('src/gone.js')).toBe('to be deleted\n');
    expect(existsSync(join(box.repo, 'src/created.js'))).toBe(false);
  });

  it('a tracked file edited after the prompt, which the previous point and the index at the prompt disagree on, is said', async () => {
    box = makeRepo({ 'a.txt': 'a1\n', 'b.txt': 'b1\n' });
    const env = box.env;
    await savePoint({ cwd: box.repo, trigger: 'turn', env });
    // Before the prompt: a.txt committed anew; b.txt as the previous point holds it.
    box.write('a.txt', 'a2\n');
    sh(box.repo, 'commit', '-qam', 'a2');
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    // The prompt: the copy of the index its hook takes, and its time.
    const userIndex = join(box.base, 'index-at-prompt');
    copyFileSync(join(box.repo, '.git', 'index'), userIndex);
    await pause();
    const at = Date.now();
    await pause();
    // The agent, before the detached run takes the point.
    box.write('a.txt', 'a3\n');
    box.write('b.txt', 'b3\n');
    const point = (await savePoint({ cwd: box.repo, trigger: 'start', env, asOf: { asOf: at, userIndex } })).point;
    const tree = point.snapshot!.tree;
    expect([content(box, tree, 'a.txt'), content(box, tree, 'b.txt')]).toEqual(['a1\n', 'b1\n']);
    expect(point.snapshot!.notCaptured).toEqual([{ path: 'a.txt', reason: 'changed after the prompt, before the point was taken' }]);
  });
});
