// The tree as of a prompt (SPEC 4.1, 4.3): a prompt's hook captures it before it answers, so an edit the agent
// makes right after never reaches the turn's base, in a fresh workspace (seeded from the user's index, its tree
// written by a detached run) as in one with earlier points. The real bundle; the agent edits the moment the
// hook returns.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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
  ])('$name: it holds the tree as it was at the prompt, whatever the agent does the moment the hook returns', ({ warm }) => {
    box = makeRepo({ 'src/app.js': 'before\n', 'src/gone.js': 'to be deleted\n', 'README.md': '# r\n' });
    box.write('notes.txt', 'untracked before the prompt\n');
    box.write('src/dirty.js', 'dirty before the prompt\n');
    const ws = new Workspace(box.repo, box.env);
    if (warm) {
      prompt(box, 'earlier');
      waitForBackgroundRuns(box.env.CHECKPOINT_STATE_DIR!);
    }
    prompt(box, 'now');
    // The agent's turn, at once.
    box.write('src/app.js', 'after the agent\n');
    unlinkSync(join(box.repo, 'src/gone.js'));
    box.write('src/created.js', 'created by the agent\n');
    box.write('notes.txt', 'rewritten by the agent\n');
    box.write('src/dirty.js', 'the dirty file, edited by the agent\n');
    waitForBackgroundRuns(box.env.CHECKPOINT_STATE_DIR!);
    const start = ws.points().find((stored) => stored.point?.sessionId === 'now')?.point;
    expect(start?.trigger).toBe('start');
    const tree = start!.snapshot!.tree!;
    expect(content(box, tree, 'src/app.js')).toBe('before\n');
    expect(content(box, tree, 'src/gone.js')).toBe('to be deleted\n');
    expect(content(box, tree, 'src/dirty.js')).toBe('dirty before the prompt\n');
    expect(content(box, tree, 'notes.txt')).toBe('untracked before the prompt\n');
    expect(files(box, tree)).not.toContain('src/created.js');
    expect(start!.snapshot!.notCaptured).toBeUndefined();
    // Undo of the turn in progress brings the tree as of the prompt back, the user's own uncommitted work included.
    const undo = spawnSync(process.execPath, [BUNDLE, 'undo', '--session', 'now'], { cwd: box.repo, env: box.env, encoding: 'utf8' });
    expect(undo.status, undo.stderr).toBe(0);
    expect(box.read('src/app.js')).toBe('before\n');
    expect(box.read('src/gone.js')).toBe('to be deleted\n');
    expect(box.read('src/dirty.js')).toBe('dirty before the prompt\n');
    expect(box.read('notes.txt')).toBe('untracked before the prompt\n');
    expect(existsSync(join(box.repo, 'src/created.js'))).toBe(false);
  });

  it('a prompt that finds the workspace busy waits for it, and captures the tree before it answers', async () => {
    box = makeRepo({ 'a.txt': 'a1\n' });
    const b = box;
    const ws = new Workspace(b.repo, b.env);
    prompt(b, 'earlier');
    waitForBackgroundRuns(b.env.CHECKPOINT_STATE_DIR!);
    b.write('a.txt', 'the user, before the prompt\n');
    const started = Date.now();
    let answered = 0;
    await ws.locked(async () => {
      const child = spawn(process.execPath, [BUNDLE, 'hook', 'claude'], { env: b.env, stdio: ['pipe', 'ignore', 'ignore'] });
      child.stdin.end(
        JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: 'now', cwd: b.repo, prompt: 'do it', prompt_id: 'p1' }),
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      exited.then(() => (answered = Date.now()));
      await new Promise((resolve) => setTimeout(resolve, 400));
      // Still waiting: nothing recorded while this holds the workspace.
      expect(answered).toBe(0);
      // The lock is let go when this returns; the hook answers after it captured the tree.
      void exited.then(() => b.write('a.txt', 'the agent\n'));
    });
    await new Promise<void>((resolve) => {
      const check = () => (answered ? resolve() : setTimeout(check, 20));
      check();
    });
    expect(answered - started).toBeGreaterThanOrEqual(400);
    const point = ws.points().find((stored) => stored.point?.sessionId === 'now')?.point;
    expect(content(b, point!.snapshot!.tree!, 'a.txt')).toBe('the user, before the prompt\n');
  });
});
