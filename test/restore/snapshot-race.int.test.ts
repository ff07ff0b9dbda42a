// A full pass reads git status first and hashes the files after: an edit landing in between must not
// leave the shadow holding content that later snapshots stop looking at. Here the edit lands right
// after the status read, deterministically, through a wrapped readStatus; the rest is real git.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Shadow } from '../../src/restore/snapshot.js';
import { Workspace } from '../../src/restore/workspace.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

const afterStatus = vi.hoisted(() => ({ run: undefined as (() => void) | undefined }));
vi.mock('../../src/restore/repo-status.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/restore/repo-status.js')>();
  return {
    ...real,
    readStatusAsync: async (...args: Parameters<typeof real.readStatusAsync>) => {
      const status = await real.readStatusAsync(...args);
      const run = afterStatus.run;
      afterStatus.run = undefined;
      run?.();
      return status;
    },
  };
});

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

describe('a full pass racing an edit', () => {
  it('an edit between the status and the hashing, then reverted: the next snapshot holds the revert', async () => {
    box = makeRepo();
    const shadow = new Shadow(new Workspace(box.repo, box.env));
    const fresh = async (n: number) =>
      (await new Shadow(new Workspace(box!.repo, { ...box!.env, CHECKPOINT_STATE_DIR: join(box!.base, `fresh-${n}`) })).stage()).tree;
    // The first pass is a full one: src/app.js is clean when git status runs, edited before update-index.
    afterStatus.run = () => box!.write('src/app.js', 'edited in the race\n');
    const raced = await shadow.stage();
    expect(raced.pass).toBe('full');
    // The agent (or the person) puts the file back: clean again, as in the status the pass read.
    sh(box.repo, 'checkout', '--', 'src/app.js');
    const next = await shadow.stage();
    expect(next.pass).toBe('changes');
    expect(next.tree).toBe(await fresh(1));
  });
});
