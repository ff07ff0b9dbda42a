// Bringing a snapshot's files back (SPEC 4.3): a restore touches only what it captured. Before the first
// write every object it needs is in hand and every path it would write or remove is compared with the
// backup just taken; a path whose content the backup does not hold is left as it is, and said. Each file
// is written beside itself and renamed over, so a full disk leaves the old file or the new one, never half.

import { randomBytes } from 'node:crypto';
import {
  type BigIntStats,
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { git, gitBlobId } from '../util/git.js';
import { defaultPermissions, excludedFolders, stateDirInside, under } from './capture.js';
import type { PathChange, ShadowRepo } from './shadow.js';

export interface KeptPath {
  path: string;
  reason: string;
}

export interface RestorePlan {
  /** Paths in both trees that differ: rewritten. */
  overwrite: PathChange[];
  /** Paths only the snapshot holds: written. */
  bringBack: PathChange[];
  /** Paths only the backup holds: removed. */
  remove: PathChange[];
  /** Paths left as they are, and why. */
  kept: KeptPath[];
}

/** What a restore goes by: the snapshot's tree and what it said it did not capture. */
interface RestoreTarget {
  tree: string;
  notCaptured?: { path: string; reason: string }[];
  modes?: Record<string, number>;
}

export const KEPT = {
  notHeld: 'its content now is not in the backup (ignored, over the size cap, or in a nested repository)',
  changed: 'changed since the backup was taken',
  folder: 'a folder with files the backup does not hold stands where the file goes',
  inTheWay: 'a file or link stands where its folder goes',
  ignored: 'ignored by the restored .gitignore: not the snapshot to remove',
  excludedFolder: 'in a dependency or build folder, whose untracked files the snapshot did not capture',
  notCaptured: (reason: string) => `not captured by the snapshot (${reason})`,
} as const;

/** Stat data that moves with any write: a path whose stat data moved changed. */
type Fingerprint = string;

function fingerprint(stats: BigIntStats): Fingerprint {
  return `${stats.dev}:${stats.ino}:${stats.mode}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

function lstat(path: string): BigIntStats | undefined {
  try {
    return lstatSync(path, { bigint: true });
  } catch {
    return undefined;
  }
}

/** The blob a file or link on disk would be, and the git mode it would have; undefined for anything else. */
function onDisk(file: string, stats: BigIntStats): { blob: string; mode: string } | undefined {
  if (stats.isSymbolicLink()) return { blob: gitBlobId(Buffer.from(readlinkSync(file, { encoding: 'buffer' }))), mode: '120000' };
  if (!stats.isFile()) return undefined;
  return { blob: gitBlobId(readFileSync(file)), mode: (stats.mode & 0o100n) !== 0n ? '100755' : '100644' };
}

/**
 * What restoring `target` over the tree now (staged as `backupTree`, a moment ago) would do, path by path.
 * The checks read every path it would touch; `checked` holds the stat data each had then, which the
 * writes compare again just before each one.
 */
export function planRestore(
  shadow: ShadowRepo,
  backupTree: string,
  target: RestoreTarget,
  env: NodeJS.ProcessEnv,
): { plan: RestorePlan; checked: Map<string, Fingerprint | 'absent'> } {
  const root = shadow.root;
  const plan: RestorePlan = { overwrite: [], bringBack: [], remove: [], kept: [] };
  const checked = new Map<string, Fingerprint | 'absent'>();
  const notCaptured = new Map((target.notCaptured ?? []).map((entry) => [entry.path, entry.reason]));
  const inState = under(stateDirInside(root, env));
  const changes = shadow.diff(backupTree, target.tree).filter((change) => insideWorkTree(change.path) && !inState(change.path));

  /** Whether the backup holds what `path` holds now; records its stat data. */
  const held = (change: PathChange, stats: BigIntStats): boolean => {
    const file = join(root, change.path);
    const disk = onDisk(file, stats);
    const after = lstat(file);
    if (!disk || !after || fingerprint(after) !== fingerprint(stats)) return false;
    checked.set(change.path, fingerprint(after));
    return change.from?.blob === disk.blob && change.from.mode === disk.mode;
  };

  const removals: PathChange[] = [];
  const inExcludedFolder = excludedFolders(root);
  for (const change of changes.filter((c) => !c.to)) {
    const stats = throughNoLink(root, change.path) ? lstat(join(root, change.path)) : undefined;
    if (!stats) continue;
    const reason = notCaptured.get(change.path);
    if (reason) plan.kept.push({ path: change.path, reason: KEPT.notCaptured(reason) });
    else if (inExcludedFolder(change.path)) plan.kept.push({ path: change.path, reason: KEPT.excludedFolder });
    else if (stats.isDirectory() || !held(change, stats)) plan.kept.push({ path: change.path, reason: KEPT.changed });
    else removals.push(change);
  }
  const ignored = ignoredBy(
    shadow,
    target.tree,
    removals.map((change) => change.path),
    env,
  );
  for (const change of removals) {
    if (ignored.has(change.path)) plan.kept.push({ path: change.path, reason: KEPT.ignored });
    else plan.remove.push(change);
  }
  const removed = new Set(plan.remove.map((change) => change.path));

  for (const change of changes.filter((c) => c.to)) {
    const way = wayTo(root, change.path, removed);
    if (way === 'blocked') {
      plan.kept.push({ path: change.path, reason: KEPT.inTheWay });
      continue;
    }
    // Past a file or link the removals take first, nothing stands at the path (lstat would look through the link).
    const stats = way === 'cleared' ? undefined : lstat(join(root, change.path));
    if (!stats) {
      checked.set(change.path, 'absent');
      (change.from ? plan.overwrite : plan.bringBack).push(change);
    } else if (stats.isDirectory()) {
      if (emptiedBy(root, change.path, removed)) {
        checked.set(change.path, 'absent');
        (change.from ? plan.overwrite : plan.bringBack).push(change);
      } else plan.kept.push({ path: change.path, reason: KEPT.folder });
    } else if (!change.from) plan.kept.push({ path: change.path, reason: KEPT.notHeld });
    else if (held(change, stats)) plan.overwrite.push(change);
    else plan.kept.push({ path: change.path, reason: KEPT.changed });
  }
  plan.kept.sort((a, b) => (a.path < b.path ? -1 : 1));
  return { plan, checked };
}

/** Never a path into a `.git` folder (`.GIT` is one on a case-insensitive file system), never out of the work tree. */
function insideWorkTree(path: string): boolean {
  const parts = path.split('/');
  return !parts.some((part) => part.toLowerCase() === '.git' || part === '..' || part === '.' || part === '');
}

/** Whether no folder on the way to `path` is a link (lstat would follow it, and a removal go through it). */
function throughNoLink(root: string, path: string): boolean {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) {
    if (!lstat(join(root, ...parts.slice(0, i)))?.isDirectory()) return false;
  }
  return true;
}

/**
 * What stands on the way to `path`: only folders (or nothing), a file or link this restore does not remove
 * (`blocked`), or one it removes first (`cleared`: then nothing is at the path).
 */
function wayTo(root: string, path: string, removed: Set<string>): 'open' | 'blocked' | 'cleared' {
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) {
    const at = parts.slice(0, i).join('/');
    const stats = lstat(join(root, at));
    if (!stats) return 'open';
    if (!stats.isDirectory()) return removed.has(at) ? 'cleared' : 'blocked';
  }
  return 'open';
}

/** Whether every file under the folder `path` is one this restore removes (so the folder will be empty). */
function emptiedBy(root: string, path: string, removed: Set<string>, budget = { entries: 10_000 }): boolean {
  let names: string[];
  try {
    names = readdirSync(join(root, path));
  } catch {
    return false;
  }
  for (const name of names) {
    if (--budget.entries < 0) return false;
    const child = `${path}/${name}`;
    const stats = lstat(join(root, child));
    if (stats?.isDirectory() ? !emptiedBy(root, child, removed, budget) : !removed.has(child)) return false;
  }
  return true;
}

/**
 * Which of `paths` the snapshot's own ignore rules leave out: git's check-ignore over a folder holding the
 * snapshot's `.gitignore` files, with the user's `info/exclude` and global excludes as git finds them.
 * A path ignored then was not the snapshot's to capture, so its absence there says nothing.
 */
function ignoredBy(shadow: ShadowRepo, tree: string, paths: string[], env: NodeJS.ProcessEnv): Set<string> {
  if (paths.length === 0) return new Set();
  const ignoreFiles = [...shadow.entries(tree)].filter(([path, entry]) => /(^|\/)\.gitignore$/.test(path) && entry.mode !== '120000');
  const folder = mkdtempSync(join(shadow.workspace.dir, 'ignore-'));
  try {
    shadow.need(ignoreFiles.map(([, entry]) => entry.blob));
    const blobs = shadow.readBlobs(ignoreFiles.map(([, entry]) => entry.blob));
    for (const [path, entry] of ignoreFiles) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), blobs.get(entry.blob) ?? '');
    }
    const result = git([`--work-tree=${folder}`, 'check-ignore', '--no-index', '-z', '--stdin'], {
      root: shadow.root,
      env,
      input: `${paths.join('\0')}\0`,
    });
    // 1: none ignored; anything else but 0 (no repository: outside git) leaves nothing ignored.
    return new Set(result.status === 0 ? result.stdout.split('\0').filter(Boolean) : []);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

class RestoreInterrupted extends Error {}

/**
 * Applies a plan: every object it needs checked first (copied from the user's repository when only there),
 * then removals, then writes, each path compared again just before it is touched. A path that changed
 * since the check is left as it is and added to `kept`. Throws RestoreInterrupted naming `backupId` when a
 * write fails part-way.
 */
export function applyPlan(
  shadow: ShadowRepo,
  plan: RestorePlan,
  checked: Map<string, Fingerprint | 'absent'>,
  target: RestoreTarget,
  backupId: string,
): RestorePlan {
  const root = shadow.root;
  const writes = [...plan.overwrite, ...plan.bringBack];
  const needed = [...writes.map((change) => change.to!.blob), ...[...plan.overwrite, ...plan.remove].map((change) => change.from!.blob)];
  try {
    shadow.need(needed);
  } catch (error) {
    throw new Error(`${(error as Error).message}: nothing was changed`);
  }
  const blobs = shadow.readBlobs(writes.map((change) => change.to!.blob));
  const done: RestorePlan = { overwrite: [], bringBack: [], remove: [], kept: [...plan.kept] };
  const unchanged = (path: string) => {
    const stats = lstat(join(root, path));
    const expected = checked.get(path);
    return expected === 'absent' ? !stats || stats.isDirectory() : stats !== undefined && fingerprint(stats) === expected;
  };
  try {
    for (const change of plan.remove) {
      if (!unchanged(change.path)) {
        done.kept.push({ path: change.path, reason: KEPT.changed });
        continue;
      }
      rmSync(join(root, change.path), { force: true });
      done.remove.push(change);
      removeEmptyFolders(root, dirname(change.path));
    }
    for (const change of writes) {
      const file = join(root, change.path);
      const stats = lstat(file);
      // A folder the removals emptied: it goes (rmdir refuses one that filled up meanwhile).
      if (stats?.isDirectory()) {
        try {
          rmdirSync(file);
        } catch {
          done.kept.push({ path: change.path, reason: KEPT.folder });
          continue;
        }
      }
      if (!makeFolders(root, dirname(change.path))) {
        done.kept.push({ path: change.path, reason: KEPT.inTheWay });
        continue;
      }
      const content = blobs.get(change.to!.blob)!;
      const link = change.to!.mode === '120000';
      const temp = createBeside(file, (at) =>
        link ? symlinkSync(content.toString('utf8'), at) : writeFileSync(at, content, { flag: 'wx', mode: 0o600 }),
      );
      try {
        if (!link) chmodSync(temp, permissionsFor(change, stats, target.modes));
        if (!unchanged(change.path)) {
          rmSync(temp, { force: true });
          done.kept.push({ path: change.path, reason: KEPT.changed });
          continue;
        }
        renameSync(temp, file);
      } catch (error) {
        // Ours: created by this restore, under a name no file had.
        rmSync(temp, { force: true });
        throw error;
      }
      (change.from ? done.overwrite : done.bringBack).push(change);
    }
  } catch (error) {
    throw new RestoreInterrupted(
      `the restore stopped part-way (${(error as Error).message}); the files as they were before it are saved as ${backupId}: \`checkpoint restore --files ${backupId}\` brings them back`,
    );
  }
  done.kept.sort((a, b) => (a.path < b.path ? -1 : 1));
  return done;
}

/**
 * A new file (or link) beside `file`, created by `create` under a name no file has: short whatever the
 * file's own name (a long name plus a suffix would pass NAME_MAX), never derived from it, and never
 * removed first, so no file of the user's goes under that name.
 */
function createBeside(file: string, create: (temp: string) => void): string {
  for (let attempt = 1; ; attempt++) {
    const temp = join(dirname(file), `.ckpt-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
    try {
      create(temp);
      return temp;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
    }
  }
}

/** The snapshot's recorded bits; else the file's own (with git's executable bit); else git's default. */
function permissionsFor(change: PathChange, stats: BigIntStats | undefined, modes: Record<string, number> = {}): number {
  const executable = change.to!.mode === '100755';
  const recorded = modes[change.path];
  if (recorded !== undefined) return recorded;
  if (stats?.isFile()) {
    const own = Number(stats.mode & 0o777n);
    return executable ? own | ((own & 0o444) >> 2) : own & ~0o111;
  }
  return defaultPermissions(executable);
}

/** Creates the folders on the way to `dir` (none through a link); false when a file or link is in the way. */
function makeFolders(root: string, dir: string): boolean {
  if (dir === '.' || dir === '') return true;
  let at = root;
  for (const part of dir.split('/')) {
    at = join(at, part);
    const stats = lstat(at);
    if (!stats) mkdirSync(at);
    else if (!stats.isDirectory()) return false;
  }
  return true;
}

/** Folders a removal left empty go too, up to the work tree's root (as the file was created with them). */
function removeEmptyFolders(root: string, dir: string): void {
  for (let at = dir; at !== '.' && at !== ''; at = dirname(at)) {
    try {
      rmdirSync(join(root, at));
    } catch {
      return;
    }
  }
}
