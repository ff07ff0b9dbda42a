// A restore touches only what it captured (SPEC 4.3): on real repositories, each class of path a snapshot
// does not hold is left as it is and listed as kept, and undo twice gives back the tree before the first.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { takePoint } from '../../src/restore/save.js';
import type { ShadowRepo } from '../../src/restore/shadow.js';
import { DEFAULT_LIMITS, Stager } from '../../src/restore/stage.js';
import { restoreFiles, undoChange } from '../../src/restore/undo.js';
import { Workspace } from '../../src/restore/workspace.js';
import { applyPlan, KEPT, planWrites } from '../../src/restore/write-back.js';
import { BUNDLE } from '../helpers/bundle.js';
import { fingerprint, GIT_ENV, makeRepo, type Sandbox, sh, treeOf } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

const save = async (b: Sandbox, trigger: 'turn' | 'manual' = 'turn') => (await takePoint({ cwd: b.repo, trigger, env: b.env })).point;
const paths = (changes: { path: string }[]) => changes.map((change) => change.path);
/** The writer's plan for the whole tree `target` over the tree `backup` (restore --files without the backup point). */
const planTree = (shadow: ShadowRepo, backup: string, target: string, env: NodeJS.ProcessEnv) =>
  planWrites(shadow, shadow.diff(backup, target), { ignoreTree: target, env });

describe('a restore leaves what the backup does not hold', () => {
  it("undoing a turn that took .env out of .gitignore keeps the user's .env", async () => {
    box = makeRepo({ '.gitignore': '.env\n', 'app.js': 'one\n' });
    box.write('.env', 'TOKEN=user\n');
    await save(box);
    // The agent's turn: .env no longer ignored (the next snapshot holds it), and an edit.
    box.write('.gitignore', '');
    box.write('app.js', 'two\n');
    await save(box);
    const undone = await undoChange({ cwd: box.repo, env: box.env });
    expect(paths(undone!.plan.overwrite).sort()).toEqual(['.gitignore', 'app.js']);
    expect(undone!.plan.kept).toEqual([{ path: '.env', reason: KEPT.ignored }]);
    expect(box.read('.env')).toBe('TOKEN=user\n');
    expect(box.read('.gitignore')).toBe('.env\n');
  });

  it('an ignored .env the user changed after the point: restore and redo both keep it', async () => {
    box = makeRepo({ '.gitignore': '', 'app.js': 'one\n' });
    box.write('.env', 'TOKEN=old\n');
    const point = await save(box);
    box.write('.gitignore', '.env\n');
    box.write('.env', 'TOKEN=new\n');
    box.write('app.js', 'two\n');
    const restored = await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(restored.plan.kept).toEqual([{ path: '.env', reason: KEPT.notHeld }]);
    expect(box.read('.env')).toBe('TOKEN=new\n');
    expect(box.read('app.js')).toBe('one\n');
    // Redo: back to the tree before the restore; .env never held by either side is not removed.
    await undoChange({ cwd: box.repo, env: box.env });
    expect(box.read('.env')).toBe('TOKEN=new\n');
    expect(box.read('app.js')).toBe('two\n');
  });

  it('an untracked file that grew past the size cap is neither overwritten nor removed by the redo', async () => {
    box = makeRepo();
    const limits = { ...DEFAULT_LIMITS, maxFileBytes: 1000 };
    box.write('data.csv', 'a,b\n');
    const point = (await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env, limits })).point;
    const big = 'x'.repeat(5000);
    box.write('data.csv', big);
    box.write('src/app.js', 'edited\n');
    const restored = await restoreFiles({ cwd: box.repo, point, env: box.env, limits });
    expect(restored.plan.kept).toEqual([{ path: 'data.csv', reason: KEPT.notHeld }]);
    expect(box.read('data.csv')).toBe(big);
    await undoChange({ cwd: box.repo, env: box.env, limits });
    expect(box.read('data.csv')).toBe(big);
    expect(box.read('src/app.js')).toBe('edited\n');
  });

  it('where a tracked file became a folder, the folder and the files the backup does not hold stay', async () => {
    box = makeRepo({ '.gitignore': '*.secret\n', config: 'old config\n' });
    const point = await save(box);
    unlinkSync(join(box.repo, 'config'));
    box.write('config/a.txt', 'captured\n');
    box.write('config/local.secret', 'the user key\n');
    const restored = await restoreFiles({ cwd: box.repo, point, env: box.env });
    // config/a.txt is the backup's to remove; the folder still holds the ignored file, so no file goes there.
    expect(paths(restored.plan.remove)).toEqual(['config/a.txt']);
    expect(restored.plan.kept).toEqual([{ path: 'config', reason: KEPT.folder }]);
    expect(box.read('config/local.secret')).toBe('the user key\n');
    // Without the ignored file the folder empties and the file comes back.
    box.write('config/a.txt', 'captured\n');
    unlinkSync(join(box.repo, 'config/local.secret'));
    await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(box.read('config')).toBe('old config\n');
  });

  it('where a folder became a link, the link goes and the folder comes back; nothing is written through the link', async () => {
    box = makeRepo({ 'd/x.txt': 'held\n', 'e/x.txt': 'the link target\n' });
    const point = await save(box);
    rmSync(join(box.repo, 'd'), { recursive: true });
    symlinkSync('e', join(box.repo, 'd'));
    const restored = await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(paths(restored.plan.remove)).toEqual(['d']);
    expect(paths(restored.plan.bringBack)).toEqual(['d/x.txt']);
    expect(restored.plan.kept).toEqual([]);
    expect(lstatSync(join(box.repo, 'd')).isDirectory()).toBe(true);
    expect(box.read('d/x.txt')).toBe('held\n');
    expect(box.read('e/x.txt')).toBe('the link target\n');
  });

  it("a nested repository's uncommitted edit is not overwritten", async () => {
    box = makeRepo();
    box.write('vendor/lib/x.js', 'plain file\n');
    const point = await save(box);
    sh(join(box.repo, 'vendor/lib'), 'init', '-q');
    box.write('vendor/lib/x.js', 'work in the nested repository\n');
    const restored = await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(restored.plan.kept).toEqual([{ path: 'vendor/lib/x.js', reason: KEPT.notHeld }]);
    expect(box.read('vendor/lib/x.js')).toBe('work in the nested repository\n');
  });

  it('a dry run says what it would overwrite, bring back, remove and keep, and changes nothing', async () => {
    box = makeRepo({ '.gitignore': '.env\n', 'a.txt': 'a\n', 'b.txt': 'b\n' });
    box.write('.env', 'x\n');
    const point = await save(box);
    box.write('a.txt', 'A\n');
    unlinkSync(join(box.repo, 'b.txt'));
    box.write('c.txt', 'c\n');
    box.write('.gitignore', '');
    const before = treeOf(box.repo);
    const run = execFileSync(process.execPath, [BUNDLE, 'restore', '--files', '--dry-run', point.id], {
      cwd: box.repo,
      env: box.env,
      encoding: 'utf8',
    });
    expect(run).toContain('Would overwrite (2):\n  .gitignore\n  a.txt');
    expect(run).toContain('Would bring back (1):\n  b.txt');
    expect(run).toContain('Would remove (1):\n  c.txt');
    expect(run).toContain(`Would keep as they are (1):\n  .env: ${KEPT.ignored}`);
    expect(treeOf(box.repo)).toEqual(before);
  });

  it.each([
    { command: 'restore', args: (id: string) => ['restore', '--files', '--dry-run', id] },
    { command: 'undo', args: () => ['undo', '--dry-run'] },
  ])('a dry run of $command copies nothing into the snapshot store', async ({ args }) => {
    box = makeRepo({ 'a.txt': 'a\n' });
    // A first point whose blobs are still to copy from the repository, and a turn after it.
    const point = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, copy: 'later' })).point;
    box.write('a.txt', 'A\n');
    await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env, copy: 'later' });
    const shadow = new Stager(new Workspace(box.repo, box.env));
    const pending = shadow.pendingObjects();
    expect(pending.length).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, [BUNDLE, ...args(point.id)], { cwd: box.repo, env: box.env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Would overwrite \(1\)/);
    expect(shadow.pendingObjects()).toEqual(pending);
    expect(shadow.missing(pending)).toEqual(pending);
  });
});

describe('edits landing during a restore', () => {
  it('a file changed after the backup was staged, or between the check and its write, is kept', async () => {
    box = makeRepo({ 'a.txt': 'a\n', 'b.txt': 'b\n', 'c.txt': 'c\n' });
    const point = await save(box);
    for (const name of ['a', 'b', 'c']) box.write(`${name}.txt`, `${name} by the agent\n`);
    const shadow = new Stager(new Workspace(box.repo, box.env));
    const backup = await shadow.stage();
    // An editor's autosave after the backup was taken, before the check.
    box.write('a.txt', 'a by the editor\n');
    const checked = planTree(shadow, backup.tree!, point.snapshot!.tree!, box.env);
    expect(checked.plan.kept).toEqual([{ path: 'a.txt', reason: KEPT.changed }]);
    // A second agent after the check, before the write.
    box.write('b.txt', 'b by the second agent, longer\n');
    const done = applyPlan(shadow, checked, 'chk_backup');
    expect(done.kept.map((kept) => kept.path)).toEqual(['a.txt', 'b.txt']);
    expect(paths(done.overwrite)).toEqual(['c.txt']);
    expect([box.read('a.txt'), box.read('b.txt'), box.read('c.txt')]).toEqual([
      'a by the editor\n',
      'b by the second agent, longer\n',
      'c\n',
    ]);
  });
});

describe("the restore's own writes", () => {
  it("a file of the user's named as a temp file once was (.<name>.checkpoint-<pid>.tmp) is neither removed nor overwritten", async () => {
    box = makeRepo({ '.gitignore': '*.tmp\n', 'src/app.js': 'v1\n' });
    const point = await save(box);
    box.write('src/app.js', 'v2\n');
    // Ignored: no snapshot holds it, so only a write beside src/app.js could touch it.
    const mine = `src/.app.js.checkpoint-${process.pid}.tmp`;
    box.write(mine, "the user's own\n");
    await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(box.read('src/app.js')).toBe('v1\n');
    expect(box.read(mine)).toBe("the user's own\n");
    expect(Object.keys(treeOf(box.repo)).filter((path) => path.includes('.ckpt-'))).toEqual([]);
  });

  it('a file whose name is as long as the file system allows is restored', async () => {
    const name = `${'n'.repeat(251)}.txt`;
    box = makeRepo({ [name]: 'v1\n' });
    const point = await save(box);
    box.write(name, 'v2\n');
    await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(box.read(name)).toBe('v1\n');
  });

  it('never a path into .git, in any case (.GIT is .git on a case-insensitive file system)', async () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    const point = await save(box);
    const ws = new Workspace(box.repo, box.env);
    const shadowGit = (input: string, ...args: string[]) =>
      execFileSync('git', [`--git-dir=${ws.shadowDir}`, ...args], { input, env: GIT_ENV, encoding: 'utf8' }).trim();
    // A snapshot holding a hook under .GIT: git never stages one, a damaged or foreign store could hold it.
    const hook = shadowGit('#!/bin/sh\n', 'hash-object', '-w', '--stdin');
    const hooks = shadowGit(`100755 blob ${hook}\tpre-commit\n`, 'mktree');
    const top = shadowGit('', 'ls-tree', point.snapshot!.tree!);
    const tree = shadowGit(`${top}\n040000 tree ${hooks}\t.GIT\n040000 tree ${hooks}\t.Git\n`, 'mktree');
    const { plan } = planTree(new Stager(ws), point.snapshot!.tree!, tree, box.env);
    expect([...plan.overwrite, ...plan.bringBack, ...plan.remove]).toEqual([]);
  });
});

describe('undo twice', () => {
  it('gives back exactly the tree before the first undo, whatever kind of change the turn made', async () => {
    box = makeRepo({ '.gitignore': 'out/\n', 'a.txt': 'a\n', 'dir/b.txt': 'b\n', link: 'x' });
    rmSync(join(box.repo, 'link'));
    execFileSync('ln', ['-s', 'a.txt', join(box.repo, 'link')]);
    sh(box.repo, 'add', '-A');
    sh(box.repo, 'commit', '-qm', 'link');
    box.write('out/build.log', 'ignored\n');
    await save(box);
    box.write('a.txt', 'a edited\n');
    rmSync(join(box.repo, 'dir'), { recursive: true });
    box.write('new/deep/c.txt', 'c\n');
    rmSync(join(box.repo, 'link'));
    execFileSync('ln', ['-s', 'new/deep/c.txt', join(box.repo, 'link')]);
    chmodSync(join(box.repo, 'a.txt'), 0o755);
    await save(box);
    const before = fingerprint(box.repo);
    await undoChange({ cwd: box.repo, env: box.env });
    expect(box.read('dir/b.txt')).toBe('b\n');
    await undoChange({ cwd: box.repo, env: box.env });
    expect(fingerprint(box.repo)).toEqual(before);
  });
});

describe('what a restore needs, checked before the first write', () => {
  it('an object missing from the shadow repository and the repository: nothing is written', async () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    box.write('notes.txt', 'untracked notes\n');
    const point = await save(box);
    box.write('a.txt', 'changed\n');
    unlinkSync(join(box.repo, 'notes.txt'));
    // The untracked file's blob exists only in the shadow repository: take it away.
    const ws = new Workspace(box.repo, box.env);
    const blob = sh(box.repo, `--git-dir=${ws.shadowDir}`, 'rev-parse', `${point.snapshot!.tree!}:notes.txt`).trim();
    rmSync(join(ws.shadowDir, 'objects', blob.slice(0, 2), blob.slice(2)), { force: true });
    expect(() => sh(box!.repo, `--git-dir=${ws.shadowDir}`, 'cat-file', '-e', blob)).toThrow();
    const before = treeOf(box.repo);
    await expect(restoreFiles({ cwd: box.repo, point, env: box.env })).rejects.toThrow(/nothing was changed/);
    expect(treeOf(box.repo)).toEqual(before);
  });

  it('a write that fails part-way (a file-size limit) leaves each file whole and names the backup', () => {
    box = makeRepo({ 'small.txt': 'small\n', 'big.txt': 'x'.repeat(200_000) });
    const cli = (args: string[]) => execFileSync(process.execPath, [BUNDLE, ...args], { cwd: box!.repo, env: box!.env, encoding: 'utf8' });
    const id = /chk_\w+/.exec(cli(['save']))![0];
    box.write('big.txt', 'shrunk\n');
    box.write('small.txt', 'edited\n');
    // Writes past 40 KB fail (EFBIG; the signal ignored so the write returns the error).
    const run = spawnShell(box, `trap '' XFSZ; ulimit -f 80; exec "${process.execPath}" "${BUNDLE}" restore --files ${id}`);
    expect(run.status).toBe(1);
    const backup = /saved as (chk_\w+)/.exec(run.stderr)?.[1];
    expect(run.stderr).toMatch(/stopped part-way/);
    expect(run.stderr).toContain(`checkpoint restore --files ${backup}`);
    // No file half-written: each holds its old content or its new one.
    expect(box.read('big.txt')).toBe('shrunk\n');
    expect(['edited\n', 'small\n']).toContain(box.read('small.txt'));
    cli(['restore', '--files', backup!]);
    expect([box.read('big.txt'), box.read('small.txt')]).toEqual(['shrunk\n', 'edited\n']);
  });
});

describe('what a snapshot captures', () => {
  it('tracked files in build and dependency folders (a dist beside package.json) are captured and restored; untracked ones there are not', async () => {
    box = makeRepo({ 'package.json': '{}', 'dist/app.js': 'built v1\n', 'node_modules/pkg/index.js': 'vendored v1\n' });
    box.write('dist/untracked.map', 'map\n');
    const point = await save(box);
    box.write('dist/app.js', 'built v2\n');
    box.write('node_modules/pkg/index.js', 'vendored v2\n');
    const restored = await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(paths(restored.plan.overwrite).sort()).toEqual(['dist/app.js', 'node_modules/pkg/index.js']);
    expect([box.read('dist/app.js'), box.read('node_modules/pkg/index.js')]).toEqual(['built v1\n', 'vendored v1\n']);
    const listed = sh(
      box.repo,
      `--git-dir=${new Workspace(box.repo, box.env).shadowDir}`,
      'ls-tree',
      '-r',
      '--name-only',
      point.snapshot!.tree!,
    );
    expect(listed).not.toContain('dist/untracked.map');
  });

  it('byte for byte: CRLF under text=auto, an unexpanded $Id$ under ident, a 0600 key', async () => {
    box = makeRepo({ '.gitattributes': '* text=auto\n*.txt ident\n', 'a.txt': 'x\n' });
    box.write('crlf.md', 'one\r\ntwo\r\n');
    box.write('id.txt', 'version $Id$\n');
    box.write('key.pem', 'secret\n');
    chmodSync(join(box.repo, 'key.pem'), 0o600);
    const point = await save(box);
    box.write('crlf.md', 'changed\n');
    box.write('id.txt', 'changed\n');
    unlinkSync(join(box.repo, 'key.pem'));
    await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(readFileSync(join(box.repo, 'crlf.md'), 'latin1')).toBe('one\r\ntwo\r\n');
    expect(box.read('id.txt')).toBe('version $Id$\n');
    expect(statSync(join(box.repo, 'key.pem')).mode & 0o777).toBe(0o600);
  });

  it('the same bytes from a committed file whose blob git converted (a first snapshot seeded from the index)', async () => {
    box = makeRepo({ '.gitattributes': '*.md text eol=crlf\n', 'a.md': 'one\ntwo\n' });
    // Checked out with CRLF: the blob has LF, the file CRLF.
    unlinkSync(join(box.repo, 'a.md'));
    sh(box.repo, 'checkout', '--', 'a.md');
    expect(readFileSync(join(box.repo, 'a.md'), 'latin1')).toBe('one\r\ntwo\r\n');
    const point = await save(box);
    box.write('a.md', 'changed\n');
    await restoreFiles({ cwd: box.repo, point, env: box.env });
    expect(readFileSync(join(box.repo, 'a.md'), 'latin1')).toBe('one\r\ntwo\r\n');
  });

  it("a linked worktree's first snapshot: the main repository's info/attributes convert its files, the snapshot holds their bytes", async () => {
    box = makeRepo({ 'a.md': 'one\ntwo\n' });
    // Every worktree of the repository reads the common dir's info/attributes: checked out with CRLF there.
    mkdirSync(join(box.repo, '.git', 'info'), { recursive: true });
    writeFileSync(join(box.repo, '.git', 'info', 'attributes'), '*.md text eol=crlf\n');
    const linked = join(box.base, 'linked');
    sh(box.repo, 'worktree', 'add', '-q', linked);
    expect(readFileSync(join(linked, 'a.md'), 'latin1')).toBe('one\r\ntwo\r\n');
    // Stat data older than the index: git trusts it, and hashes nothing it need not (no racy-clean rehash).
    const past = Date.now() / 1000 - 60;
    utimesSync(join(linked, 'a.md'), past, past);
    sh(linked, 'update-index', '-q', '--refresh');
    const point = (await takePoint({ cwd: linked, trigger: 'manual', env: box.env })).point;
    writeFileSync(join(linked, 'a.md'), 'changed\n');
    await restoreFiles({ cwd: linked, point, env: box.env });
    expect(readFileSync(join(linked, 'a.md'), 'latin1')).toBe('one\r\ntwo\r\n');
  });

  it('a tracked file over the size cap is recorded by path and hash, not stored, and never removed by a restore', async () => {
    box = makeRepo({ 'model.bin': 'x'.repeat(3000), 'a.txt': 'a\n' });
    const limits = { ...DEFAULT_LIMITS, maxFileBytes: 1000 };
    const point = (await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env, limits })).point;
    const blob = sh(box.repo, 'rev-parse', 'HEAD:model.bin').trim();
    expect(point.snapshot?.notCaptured).toEqual([{ path: 'model.bin', reason: 'over the size cap', bytes: 3000, blob }]);
    box.write('model.bin', 'y'.repeat(500));
    box.write('a.txt', 'A\n');
    const restored = await restoreFiles({ cwd: box.repo, point, env: box.env, limits });
    expect(restored.plan.kept).toEqual([{ path: 'model.bin', reason: KEPT.notCaptured('over the size cap') }]);
    expect(box.read('model.bin')).toBe('y'.repeat(500));
    expect(box.read('a.txt')).toBe('a\n');
  });

  it('with the state dir inside the work tree (HOME in the project): snapshots hold the files, never the state', async () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    const env = {
      ...box.env,
      HOME: join(box.repo, '.home'),
      CHECKPOINT_STATE_DIR: join(box.repo, '.home', '.local', 'state', 'checkpoint'),
    };
    const first = (await takePoint({ cwd: box.repo, trigger: 'turn', env })).point;
    expect(first.snapshot?.files).toBe(1);
    box.write('a.txt', 'edited\n');
    const second = (await takePoint({ cwd: box.repo, trigger: 'turn', env })).point;
    const listed = sh(
      box.repo,
      `--git-dir=${new Workspace(box.repo, env).shadowDir}`,
      'ls-tree',
      '-r',
      '--name-only',
      second.snapshot!.tree!,
    );
    expect(listed.trim().split('\n')).toEqual(['a.txt']);
    const undone = await undoChange({ cwd: box.repo, env });
    expect(undone?.base.id).toBe(first.id);
    expect(box.read('a.txt')).toBe('a\n');
  });
});

function spawnShell(b: Sandbox, script: string) {
  return spawnSync('sh', ['-c', script], { cwd: b.repo, env: b.env, encoding: 'utf8' });
}
