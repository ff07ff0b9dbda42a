import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compactStore, copyPendingObjects } from '../../src/restore/maintenance.js';
import { isPointId, newPointId, timeOfId } from '../../src/restore/point.js';
import { takePoint } from '../../src/restore/save.js';
import { ShadowRepo } from '../../src/restore/shadow.js';
import { DEFAULT_LIMITS, type SnapshotLimits, type Staged, Stager } from '../../src/restore/stage.js';
import { restoreFiles, undoChange } from '../../src/restore/undo.js';
import { Workspace } from '../../src/restore/workspace.js';
import { applyPlan, planWrites } from '../../src/restore/write-back.js';
import { resolveProgram, untrustedRoots } from '../../src/util/programs.js';
import { backdate, fingerprint, makeRepo, type Sandbox, sh, treeOf } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

describe('ids', () => {
  it('sort by time, also within one millisecond', async () => {
    const ids = [newPointId(1000), newPointId(1000), newPointId(1001), newPointId(2_000_000_000_000)];
    expect([...ids].sort()).toEqual(ids);
    expect(ids.every(isPointId)).toBe(true);
    expect(timeOfId(ids[3])).toBe(2_000_000_000_000);
    expect(isPointId('chk_../../x')).toBe(false);
  });
});

describe("the repository's git", () => {
  it('never picks a git inside the project or node_modules/.bin', async () => {
    box = makeRepo();
    const planted = join(box.repo, 'bin');
    mkdirSync(planted);
    writeFileSync(join(planted, 'git'), '#!/bin/sh\necho pwned\n', { mode: 0o755 });
    const nm = join(box.base, 'node_modules', '.bin');
    mkdirSync(nm, { recursive: true });
    writeFileSync(join(nm, 'git'), '#!/bin/sh\necho pwned\n', { mode: 0o755 });
    const env = { ...process.env, PATH: `${planted}:${nm}:${process.env.PATH}` };
    const found = resolveProgram('git', env.PATH, untrustedRoots([box.repo], env));
    expect(found).toBeDefined();
    expect(found!.startsWith(box.repo)).toBe(false);
    expect(found!.startsWith(nm)).toBe(false);
  });
});

describe('snapshot', () => {
  it('holds tracked, staged, unstaged and untracked files and leaves .git byte-identical', async () => {
    box = makeRepo({ 'README.md': '# demo\n', 'src/app.js': 'v1\n', '.gitignore': 'secret.env\n' });
    box.write('src/app.js', 'v2 unstaged\n');
    box.write('staged.txt', 'staged\n');
    sh(box.repo, 'add', 'staged.txt');
    box.write('untracked.txt', 'new\n');
    box.write('secret.env', 'TOKEN=1\n');
    box.write('node_modules/x/index.js', 'dep\n');
    const before = fingerprint(join(box.repo, '.git'));
    const { point, warnings } = await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, note: 'n' });
    expect(warnings).toEqual([]);
    expect(fingerprint(join(box.repo, '.git'))).toEqual(before);
    expect(point.snapshot?.files).toBe(5);
    const ws = new Workspace(box.repo, box.env);
    const listed = sh(box.repo, `--git-dir=${ws.shadowDir}`, 'ls-tree', '-r', '--name-only', point.snapshot!.tree!).trim().split('\n');
    expect(listed).toEqual(['.gitignore', 'README.md', 'src/app.js', 'staged.txt', 'untracked.txt']);
    expect(point.branch).toBe('main');
    expect(point.filesModified.sort()).toEqual(['src/app.js', 'staged.txt', 'untracked.txt']);
    // the user's repo never learns about the shadow objects
    expect(() => sh(box!.repo, 'cat-file', '-e', point.snapshot!.tree!)).toThrow();
  });

  it('reuses the snapshot of an unchanged tree and links parents', async () => {
    box = makeRepo();
    const first = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, agent: 'claude', sessionId: 's1' })).point;
    const second = (await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env, agent: 'gemini', sessionId: 's2' })).point;
    expect(second.parent).toBe(first.id);
    expect(second.snapshot?.reused).toBe(true);
    expect(second.snapshot?.tree).toBe(first.snapshot?.tree);
    box.write('src/app.js', 'changed\n');
    const third = (await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env })).point;
    expect(third.parent).toBe(second.id);
    expect(third.snapshot?.reused).toBeUndefined();
    expect(third.snapshot?.tree).not.toBe(first.snapshot?.tree);
  });

  it('works in a directory without git', async () => {
    box = makeRepo({ 'a.txt': 'a\n', 'sub/b.txt': 'b\n', 'node_modules/c.js': 'c\n' }, false);
    const { point } = await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env });
    expect(point.snapshot?.files).toBe(2);
    expect(point.branch).toBeUndefined();
  });

  it('refuses a home directory with one reason', async () => {
    box = makeRepo();
    const limits = { ...DEFAULT_LIMITS, home: box.repo };
    const { point, warnings } = await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, limits });
    expect(point.snapshot).toBeUndefined();
    expect(point.snapshotSkipped).toMatch(/home or root directory/);
    expect(warnings[0]).toMatch(/home or root directory/);
  });

  it('skips files over the size cap', async () => {
    box = makeRepo();
    box.write('big.bin', 'x'.repeat(2000));
    const { point } = await takePoint({
      cwd: box.repo,
      trigger: 'manual',
      env: box.env,
      limits: { ...DEFAULT_LIMITS, maxFileBytes: 1000 },
    });
    expect(point.snapshot?.skipped).toBe(1);
  });
});

describe('restore --files and undo', () => {
  it('makes the tree match after deletes, edits, creations and a shell rewrite; the backup undoes it', async () => {
    box = makeRepo({ 'README.md': '# demo\n', 'src/app.js': 'one\n', 'src/keep.js': 'keep\n', '.gitignore': '*.log\n' });
    box.write('notes.txt', 'untracked before\n');
    const point = (await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env })).point;
    const saved = treeOf(box.repo);
    // the turn: a delete, an edit, a new file in a new dir, a sed -i, an ignored log
    unlinkSync(join(box.repo, 'src/keep.js'));
    box.write('src/app.js', 'two\n');
    box.write('new/dir/created.js', 'created\n');
    execFileSync('sed', ['-i', 's/untracked/rewritten/', join(box.repo, 'notes.txt')]);
    box.write('debug.log', 'ignored\n');
    const wrecked = treeOf(box.repo);

    const dry = await restoreFiles({ cwd: box.repo, point, dryRun: true, env: box.env });
    expect(dry.backup).toBeUndefined();
    const paths = (changes: { path: string }[]) => changes.map((change) => change.path);
    expect({
      overwrite: paths(dry.plan.overwrite),
      bringBack: paths(dry.plan.bringBack),
      remove: paths(dry.plan.remove),
      kept: dry.plan.kept,
    }).toEqual({ overwrite: ['notes.txt', 'src/app.js'], bringBack: ['src/keep.js'], remove: ['new/dir/created.js'], kept: [] });
    expect(treeOf(box.repo)).toEqual(wrecked);

    const gitMid = fingerprint(join(box.repo, '.git'));
    const done = await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(done.backup?.trigger).toBe('backup');
    expect(treeOf(box.repo)).toEqual({ ...saved, 'debug.log': 'ignored\n' });
    expect(existsSync(join(box.repo, 'new'))).toBe(false);
    expect(fingerprint(join(box.repo, '.git'))).toEqual(gitMid);

    // undo right after a restore takes the restore back, to its backup: what it changed, as it was
    expect((await undoChange({ cwd: box.repo, dryRun: true, env: box.env }))?.base.id).toBe(done.backup?.id);
    const redo = await undoChange({ cwd: box.repo, env: box.env });
    expect(redo?.base.id).toBe(done.backup?.id);
    expect(redo?.backup?.snapshot?.tree).toBe(point.snapshot?.tree);
    expect(treeOf(box.repo)).toEqual(wrecked);
    expect(fingerprint(join(box.repo, '.git'))).toEqual(gitMid);
  });

  it('undo after a turn brings back the tree before that turn', async () => {
    box = makeRepo();
    const before = (await takePoint({ cwd: box.repo, trigger: 'start', env: box.env })).point;
    box.write('src/app.js', 'turn edit\n');
    await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env });
    expect((await undoChange({ cwd: box.repo, dryRun: true, env: box.env }))?.base.id).toBe(before.id);
  });

  it('stays restorable after a rebase and git gc --prune=now in the user repo, once its blobs are copied', async () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    box.write('a.txt', 'work in progress\n');
    backdate(box.repo, 'a.txt');
    sh(box.repo, 'commit', '-qam', 'wip');
    const point = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, copy: 'later' })).point;
    // The first snapshot names the repository's blobs; a save copies them once it let the lock go.
    const ws = new Workspace(box.repo, box.env);
    expect(new Stager(ws).pendingObjects().length).toBeGreaterThan(0);
    expect(await copyPendingObjects(ws, Number.POSITIVE_INFINITY)).toBe(0);
    expect(new Stager(ws).pendingObjects()).toEqual([]);
    sh(box.repo, 'reset', '-q', '--hard', 'HEAD~1');
    sh(box.repo, 'reflog', 'expire', '--expire=now', '--all');
    sh(box.repo, 'gc', '-q', '--prune=now');
    expect(box.read('a.txt')).toBe('a\n');
    await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(box.read('a.txt')).toBe('work in progress\n');
  });

  it('a point whose blobs the repository lost before they were copied says so, and the store stays whole', async () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    box.write('a.txt', 'work in progress\n');
    backdate(box.repo, 'a.txt');
    sh(box.repo, 'commit', '-qam', 'wip');
    const point = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, copy: 'later' })).point;
    sh(box.repo, 'reset', '-q', '--hard', 'HEAD~1');
    sh(box.repo, 'reflog', 'expire', '--expire=now', '--all');
    sh(box.repo, 'gc', '-q', '--prune=now');
    const ws = new Workspace(box.repo, box.env);
    expect(await copyPendingObjects(ws, Number.POSITIVE_INFINITY)).toBe(0);
    const after = ws.read(point.id)?.point;
    expect(after?.snapshot).toBeUndefined();
    expect(after?.snapshotSkipped).toMatch(/could not be copied from the repository/);
    expect(() => sh(box!.repo, `--git-dir=${ws.shadowDir}`, 'fsck', '--no-dangling')).not.toThrow();
  });

  it('saves racing in parallel all land, each with its own id and snapshot', async () => {
    box = makeRepo();
    const saved = await Promise.all(
      [1, 2, 3].map((n) => takePoint({ cwd: box!.repo, trigger: 'manual', env: box!.env, note: `n${n}`, now: 7_000_000 })),
    );
    const ws = new Workspace(box.repo, box.env);
    expect(new Set(saved.map((s) => s.point.id)).size).toBe(3);
    expect(ws.points().every((s) => s.point?.snapshot)).toBe(true);
    expect(ws.ids()).toHaveLength(3);
    // lineage stays a chain: each save's parent is the one before it, by id
    const oldestFirst = [...ws.ids()].sort();
    expect(oldestFirst.map((id) => ws.read(id)?.point?.parent)).toEqual([undefined, oldestFirst[0], oldestFirst[1]]);
  });

  it('two saves at the same instant both land with distinct ids', async () => {
    box = makeRepo();
    const a = await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, now: 5_000_000 });
    const b = await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, now: 5_000_000 });
    expect(a.point.id).not.toBe(b.point.id);
    expect(new Workspace(box.repo, box.env).ids()).toEqual([b.point.id, a.point.id]);
    expect(readdirSync(join(new Workspace(box.repo, box.env).dir, 'points')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('the blobs still to copy from the repository', () => {
  const blobOf = (b: Sandbox, path: string) => sh(b.repo, 'rev-parse', `:${path}`).trim();

  it("a seed after the shadow index was dropped keeps the earlier points' blobs on the list; the store repacks once they are copied", async () => {
    box = makeRepo({ 'a.txt': 'one\n' });
    const ws = new Workspace(box.repo, box.env);
    const shadow = new Stager(ws);
    await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, copy: 'later' });
    const first = blobOf(box, 'a.txt');
    expect(shadow.pendingObjects()).toContain(first);
    box.write('a.txt', 'the second\n');
    backdate(box.repo, 'a.txt');
    sh(box.repo, 'commit', '-qam', 'two');
    // The shadow index dropped (the upkeep does it when the repository lost blobs): the next point seeds again.
    rmSync(join(ws.shadowDir, 'index'));
    rmSync(join(ws.dir, 'stage.json'), { force: true });
    await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, copy: 'later' });
    expect(shadow.pendingObjects()).toEqual(expect.arrayContaining([first, blobOf(box, 'a.txt')]));
    expect(await copyPendingObjects(ws, Number.POSITIVE_INFINITY)).toBe(0);
    expect(shadow.exists(first)).toBe(true);
    expect(compactStore(ws, 'now')).toBe(true);
  });

  it('what a seed adds while blobs are copied stays on the list: the list is rewritten under the lock', async () => {
    box = makeRepo({ 'a.txt': 'one\n' });
    const ws = new Workspace(box.repo, box.env);
    await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, copy: 'later' });
    box.write('late.txt', 'late\n');
    const late = sh(box.repo, 'hash-object', '-w', 'late.txt').trim();
    const copy = ShadowRepo.prototype.copyFromRepository;
    vi.spyOn(ShadowRepo.prototype, 'copyFromRepository').mockImplementationOnce(function (this: ShadowRepo, ids, deadline) {
      const copied = copy.call(this, ids, deadline);
      // A seed lands meanwhile: it holds the workspace's lock, which the copy does not.
      writeFileSync(this.pendingFile, `${[...this.pendingObjects(), late].join('\n')}\n`);
      return copied;
    });
    try {
      expect(await copyPendingObjects(ws, Number.POSITIVE_INFINITY)).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
    expect(new Stager(ws).pendingObjects()).toEqual([late]);
  });
});

describe('restore --files on hostile ground', () => {
  it('never removes through a directory that became a symlink', async () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    const outside = join(box.base, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'precious.txt'), 'keep\n');
    const point = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env })).point;
    // a file created after the point, staged into the backup, then its directory swapped for a link to somewhere else
    box.write('dir/precious.txt', 'x\n');
    const shadow = new Stager(new Workspace(box.repo, box.env));
    const backup = await shadow.stage();
    rmSync(join(box.repo, 'dir'), { recursive: true });
    symlinkSync(outside, join(box.repo, 'dir'));
    const checked = planWrites(shadow, shadow.diff(backup.tree!, point.snapshot!.tree!), {
      ignoreTree: point.snapshot!.tree!,
      env: box.env,
    });
    applyPlan(shadow, checked, 'chk_backup');
    expect(existsSync(join(outside, 'precious.txt'))).toBe(true);
  });
});

// Each step changes the repository; the shadow index staged step after step (what git's stat cache says changed
// since the last staging) must give the very tree a fresh shadow repository gives.
const incrementalSteps: { name: string; run: (b: Sandbox) => void }[] = [
  { name: 'edit a tracked file', run: (b) => b.write('src/app.js', 'edited\n') },
  { name: 'edit it again, same size', run: (b) => b.write('src/app.js', 'EDITED\n') },
  { name: 'create an untracked file in a new dir', run: (b) => b.write('new/one.txt', '1\n') },
  { name: 'delete a tracked file', run: (b) => unlinkSync(join(b.repo, 'README.md')) },
  { name: 'ignore the untracked file', run: (b) => b.write('.gitignore', 'new/\n') },
  {
    name: 'stage a new file',
    run: (b) => {
      b.write('staged.txt', 's\n');
      sh(b.repo, 'add', 'staged.txt');
    },
  },
  {
    name: 'unstage it and ignore it',
    run: (b) => {
      sh(b.repo, 'rm', '-q', '--cached', 'staged.txt');
      b.write('.gitignore', 'new/\nstaged.txt\n');
    },
  },
  { name: 'a big untracked file', run: (b) => b.write('big.bin', 'x'.repeat(3000)) },
  { name: 'it shrinks under the cap', run: (b) => b.write('big.bin', 'x'.repeat(30)) },
  { name: 'revert the edit and bring the deleted file back', run: (b) => sh(b.repo, 'checkout', '--', 'src/app.js', 'README.md') },
  {
    name: 'a tracked file becomes a directory',
    run: (b) => {
      unlinkSync(join(b.repo, 'src/app.js'));
      b.write('src/app.js/inner.js', 'i\n');
    },
  },
  {
    name: 'a folder becomes a nested repository',
    run: (b) => {
      b.write('vendor/plain/x.js', 'x\n');
    },
  },
  {
    // git lists nothing for a `git init` alone: the folder leaves the snapshot with the first change it lists there.
    name: 'git init in it, and work there',
    run: (b) => {
      sh(join(b.repo, 'vendor/plain'), 'init', '-q');
      b.write('vendor/plain/x.js', 'work in the nested repository\n');
      sh(join(b.repo, 'vendor/plain'), 'add', '-A');
      sh(join(b.repo, 'vendor/plain'), 'commit', '-qm', 'nested');
    },
  },
  {
    name: 'add a submodule',
    run: (b) => {
      const origin = join(b.base, 'sub-origin');
      mkdirSync(origin);
      sh(origin, 'init', '-q', '-b', 'main');
      writeFileSync(join(origin, 'lib.js'), 'lib\n');
      sh(origin, 'add', '-A');
      sh(origin, 'commit', '-qm', 'lib');
      sh(b.repo, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', origin, 'vendor/lib');
    },
  },
  {
    name: 'a commit and an untracked file inside the submodule',
    run: (b) => {
      b.write('vendor/lib/lib.js', 'lib two\n');
      b.write('vendor/lib/scratch.txt', 'scratch\n');
      sh(join(b.repo, 'vendor/lib'), 'commit', '-qam', 'two');
    },
  },
  {
    name: 'commit everything',
    run: (b) => {
      sh(b.repo, 'add', '-A');
      sh(b.repo, 'commit', '-qm', 'c');
    },
  },
  {
    name: 'force-add an ignored file',
    run: (b) => {
      b.write('build/out.txt', 'built\n');
      b.write('.gitignore', 'build/\n');
      sh(b.repo, 'add', '-f', 'build/out.txt', '.gitignore');
    },
  },
  {
    name: 'stash a change away',
    run: (b) => {
      b.write('.gitignore', 'x\n');
      sh(b.repo, 'stash', '-q');
    },
  },
  {
    name: 'switch to a branch where files differ',
    run: (b) => {
      sh(b.repo, 'checkout', '-q', '-b', 'other');
      b.write('src/other.js', 'other\n');
      sh(b.repo, 'add', '-A');
      sh(b.repo, 'commit', '-qm', 'other');
      sh(b.repo, 'checkout', '-q', 'main');
    },
  },
  { name: 'nothing at all', run: () => {} },
];

/**
 * Stages the repository after each step, and checks its tree and file count against what a fresh shadow
 * repository gives, and that staging left the user's .git byte-identical.
 */
async function stageEachStep(b: Sandbox, stage: (shadow: Stager, limits: SnapshotLimits) => Promise<Staged>): Promise<void> {
  const limits = { ...DEFAULT_LIMITS, maxFileBytes: 1000 };
  const shadow = new Stager(new Workspace(b.repo, b.env));
  await shadow.stage(limits);
  for (const [n, step] of incrementalSteps.entries()) {
    step.run(b);
    const before = fingerprint(join(b.repo, '.git'));
    const staged = await stage(shadow, limits);
    expect(fingerprint(join(b.repo, '.git'))).toEqual(before);
    const fresh = await new Stager(new Workspace(b.repo, { ...b.env, CHECKPOINT_STATE_DIR: join(b.base, `fresh-${n}`) })).stage(limits);
    expect({ step: step.name, tree: staged.tree, files: staged.files, notCaptured: staged.notCaptured }).toEqual({
      step: step.name,
      tree: fresh.tree,
      files: fresh.files,
      notCaptured: fresh.notCaptured,
    });
  }
}

describe('incremental staging', () => {
  // some twenty steps of git runs each: a loaded machine takes a few times the 8 s a quiet one does
  it('gives the tree a fresh shadow repository gives, step after step', { timeout: 120_000 }, async () => {
    box = makeRepo();
    await stageEachStep(box, (shadow, limits) => shadow.stage(limits));
  });
});

describe('a snapshot of an unchanged tree', () => {
  it('runs no update-index and writes no tree when git lists nothing; an edit after that is seen', async () => {
    box = makeRepo();
    const shadow = new Stager(new Workspace(box.repo, box.env));
    const fresh = async (n: number) =>
      (await new Stager(new Workspace(box!.repo, { ...box!.env, CHECKPOINT_STATE_DIR: join(box!.base, `fresh-${n}`) })).stage()).tree;
    await shadow.stage();
    box.write('src/app.js', 'edited\n');
    box.write('notes.txt', 'untracked\n');
    const calls = vi.spyOn(shadow, 'run');
    const count = (command: string) => calls.mock.calls.filter(([args]) => args.includes(command)).length;
    const first = await shadow.stage();
    expect([count('update-index'), count('write-tree')]).toEqual([1, 1]);
    expect((await shadow.stage()).tree).toBe(first.tree);
    expect([count('update-index'), count('write-tree')]).toEqual([1, 1]);
    box.write('src/app.js', 'EDITED\n');
    const second = await shadow.stage();
    expect([count('update-index'), count('write-tree')]).toEqual([2, 2]);
    expect(second.tree).not.toBe(first.tree);
    expect(second.tree).toBe(await fresh(1));
  });
});

describe('the workspace lock', () => {
  it('a restore waits for it, then backs up and applies in one hold', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    const point = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env })).point;
    box.write('src/app.js', 'changed\n');
    let release: () => void = () => {};
    const held = ws.locked(() => new Promise<void>((resolve) => (release = resolve)));
    const holds = vi.spyOn(Workspace.prototype, 'locked');
    const restoring = restoreFiles({ cwd: box.repo, point, env: box.env });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ws.ids()).toEqual([point.id]);
    expect(box.read('src/app.js')).toBe('changed\n');
    release();
    await held;
    const done = await restoring;
    expect(holds).toHaveBeenCalledTimes(1);
    holds.mockRestore();
    // the backup, then the tree after (a change of its own, which undo takes back)
    expect(ws.ids().slice(1)).toEqual([done.backup!.id, point.id]);
    expect(ws.latest()?.trigger).toBe('restore');
    expect(box.read('src/app.js')).toBe('export const a = 1;\n');
  });

  it('a lock left by a process that is gone is taken over', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    mkdirSync(ws.dir, { recursive: true });
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(join(ws.dir, 'lock'), JSON.stringify({ pid: dead, nonce: 'x', at: Date.now() }));
    const started = Date.now();
    const { point } = await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env });
    expect(point.snapshot).toBeDefined();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('the shadow repository', () => {
  it('pins each snapshot by a ref to its tree, written without git, which git reads and checks', async () => {
    box = makeRepo();
    const first = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env })).point;
    box.write('src/app.js', 'changed\n');
    const second = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env })).point;
    const ws = new Workspace(box.repo, box.env);
    const shadowGit = (...args: string[]) => sh(box!.repo, `--git-dir=${ws.shadowDir}`, ...args);
    for (const point of [first, second]) {
      expect(point.snapshot?.commit).toBeUndefined();
      expect(shadowGit('rev-parse', `refs/points/${point.id}`).trim()).toBe(point.snapshot!.tree!);
      expect(shadowGit('cat-file', '-t', `refs/points/${point.id}`).trim()).toBe('tree');
    }
    expect(() => shadowGit('fsck', '--strict', '--no-dangling')).not.toThrow();
  });

  it('keeps snapshots restorable after git gc --prune=now in the shadow repository, old commit records too', async () => {
    box = makeRepo({ 'a.txt': 'one\n' });
    const ws = new Workspace(box.repo, box.env);
    const shadowGit = (...args: string[]) => sh(box!.repo, `--git-dir=${ws.shadowDir}`, ...args);
    const pinned = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env })).point;
    // A point as an earlier version recorded it: a commit of the tree, and its ref at that commit.
    box.write('a.txt', 'two\n');
    const old = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env })).point;
    const commit = shadowGit('commit-tree', old.snapshot!.tree!, '-m', old.id).trim();
    shadowGit('update-ref', `refs/points/${old.id}`, commit);
    writeFileSync(ws.pointFile(old.id), `${JSON.stringify({ ...old, snapshot: { ...old.snapshot, commit } }, null, 2)}\n`);
    expect(ws.read(old.id)?.point?.snapshot?.commit).toBe(commit);
    box.write('a.txt', 'three\n');
    shadowGit('reflog', 'expire', '--expire=now', '--all');
    shadowGit('gc', '-q', '--prune=now');
    expect(shadowGit('count-objects', '-v')).toMatch(/^count: 0$/m);
    await restoreFiles({ cwd: box.repo, point: pinned, env: box.env });
    expect(box.read('a.txt')).toBe('one\n');
    await restoreFiles({ cwd: box.repo, point: ws.read(old.id)!.point!, env: box.env });
    expect(box.read('a.txt')).toBe('two\n');
    expect(() => shadowGit('fsck', '--strict', '--no-dangling')).not.toThrow();
  });
});
