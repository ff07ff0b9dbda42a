// Bringing files back (SPEC 4.3): a restore touches only what it captured. Before the first write every object
// it needs is in hand and every path it would write or remove is compared with the backup just taken; a path
// whose content the backup does not hold is left as it is, and said. Each file is written beside itself and
// renamed over, so a full disk leaves the old file or the new one, never half. Blobs stream from git into the
// new file: a file of any size is never held in memory.

import { randomBytes } from 'node:crypto';
import {
  type BigIntStats,
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readlinkSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { decodeBytes, fsPath } from '../util/byte-path.js';
import { git } from '../util/git.js';
import { defaultPermissions, excludedFolders, stateDirInside, under } from './capture.js';
import type { ShadowRepo, TreeEntry } from './shadow.js';

export interface KeptPath {
  path: string;
  reason: string;
}

/** One path to bring to another state: what the backup holds there now (`from`) and what it gets (`to`). */
export interface PathChange {
  path: string;
  from?: TreeEntry;
  to?: TreeEntry;
  /** The permission bits `to` gets when they are not a restore's own (a 0600 key); a file's own bits otherwise. */
  permissions?: number;
}

export interface RestorePlan {
  /** Paths there now that get other content. */
  overwrite: PathChange[];
  /** Paths not there now that are written. */
  bringBack: PathChange[];
  /** Paths there now that go. */
  remove: PathChange[];
  /** Paths whose content stays and whose permission bits change. */
  chmod: PathChange[];
  /** Paths left as they are, and why. */
  kept: KeptPath[];
}

export const KEPT = {
  notHeld: 'its content now is not in the backup (ignored, over the size cap, unreadable, or in a nested repository)',
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

function lstat(file: string | Buffer): BigIntStats | undefined {
  try {
    return lstatSync(file, { bigint: true });
  } catch {
    return undefined;
  }
}

/** The id git gives a file's bytes as a blob, read in chunks (a file of any size). */
function blobIdOfFile(file: string | Buffer, size: number): string {
  const hash = (require('node:crypto') as typeof import('node:crypto')).createHash('sha1');
  hash.update(`blob ${size}\0`);
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(1024 * 1024);
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) hash.update(chunk.subarray(0, read));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** The blob a file or link on disk would be, and the git mode it would have; undefined for anything else. */
function onDisk(file: string | Buffer, stats: BigIntStats): { blob: string; mode: string } | undefined {
  if (stats.isSymbolicLink()) {
    const target = readlinkSync(file, { encoding: 'buffer' });
    const hash = (require('node:crypto') as typeof import('node:crypto')).createHash('sha1');
    return { blob: hash.update(`blob ${target.length}\0`).update(target).digest('hex'), mode: '120000' };
  }
  if (!stats.isFile()) return undefined;
  try {
    return { blob: blobIdOfFile(file, Number(stats.size)), mode: (stats.mode & 0o100n) !== 0n ? '100755' : '100644' };
  } catch {
    // unreadable
    return undefined;
  }
}

/** What writing `changes` over the tree now would do, path by path; `checked` holds the stat data each had. */
interface CheckedPlan {
  plan: RestorePlan;
  checked: Map<string, Fingerprint | 'absent'>;
}

/**
 * What bringing `changes` about would do, path by path, checked against the disk: each path's current content
 * must be what `from` says (the backup a moment ago), else it is kept. `ignoreTree`: the tree whose `.gitignore`
 * files say which of the paths it lacks were never its to hold; `notCaptured`: paths the target did not hold.
 */
export function planWrites(
  shadow: ShadowRepo,
  changes: PathChange[],
  { ignoreTree, notCaptured = new Map(), env }: { ignoreTree?: string; notCaptured?: Map<string, string>; env: NodeJS.ProcessEnv },
): CheckedPlan {
  const root = shadow.root;
  const plan: RestorePlan = { overwrite: [], bringBack: [], remove: [], chmod: [], kept: [] };
  const checked = new Map<string, Fingerprint | 'absent'>();
  const inState = under(stateDirInside(root, env));
  const wanted = changes.filter((change) => insideWorkTree(change.path) && !inState(change.path));

  /** Whether the backup holds what `path` holds now; records its stat data. */
  const held = (change: PathChange, stats: BigIntStats): boolean => {
    const file = fsPath(root, change.path);
    const disk = onDisk(file, stats);
    const after = lstat(file);
    if (!disk || !after || fingerprint(after) !== fingerprint(stats)) return false;
    checked.set(change.path, fingerprint(after));
    return change.from?.blob === disk.blob && change.from.mode === disk.mode;
  };

  const removals: PathChange[] = [];
  const inExcludedFolder = excludedFolders(root);
  for (const change of wanted.filter((c) => !c.to)) {
    const stats = throughNoLink(root, change.path) ? lstat(fsPath(root, change.path)) : undefined;
    if (!stats) continue;
    const reason = notCaptured.get(change.path);
    if (reason) plan.kept.push({ path: change.path, reason: KEPT.notCaptured(reason) });
    else if (inExcludedFolder(change.path)) plan.kept.push({ path: change.path, reason: KEPT.excludedFolder });
    else if (stats.isDirectory() || !held(change, stats)) plan.kept.push({ path: change.path, reason: KEPT.changed });
    else removals.push(change);
  }
  const ignored = ignoreTree
    ? ignoredBy(
        shadow,
        ignoreTree,
        removals.map((change) => change.path),
        env,
      )
    : new Set<string>();
  for (const change of removals) {
    if (ignored.has(change.path)) plan.kept.push({ path: change.path, reason: KEPT.ignored });
    else plan.remove.push(change);
  }
  const removed = new Set(plan.remove.map((change) => change.path));

  for (const change of wanted.filter((c) => c.to)) {
    const way = wayTo(root, change.path, removed);
    if (way === 'blocked') {
      plan.kept.push({ path: change.path, reason: KEPT.inTheWay });
      continue;
    }
    // Past a file or link the removals take first, nothing stands at the path (lstat would look through the link).
    const stats = way === 'cleared' ? undefined : lstat(fsPath(root, change.path));
    const sameContent = change.from && change.from.blob === change.to!.blob && change.from.mode === change.to!.mode;
    if (!stats) {
      checked.set(change.path, 'absent');
      (change.from ? plan.overwrite : plan.bringBack).push(change);
    } else if (stats.isDirectory()) {
      if (emptiedBy(root, change.path, removed)) {
        checked.set(change.path, 'absent');
        (change.from ? plan.overwrite : plan.bringBack).push(change);
      } else plan.kept.push({ path: change.path, reason: KEPT.folder });
    } else if (!change.from) plan.kept.push({ path: change.path, reason: KEPT.notHeld });
    else if (!held(change, stats)) plan.kept.push({ path: change.path, reason: KEPT.changed });
    else if (sameContent) plan.chmod.push(change);
    else plan.overwrite.push(change);
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
    if (!lstat(fsPath(root, parts.slice(0, i).join('/')))?.isDirectory()) return false;
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
    const stats = lstat(fsPath(root, at));
    if (!stats) return 'open';
    if (!stats.isDirectory()) return removed.has(at) ? 'cleared' : 'blocked';
  }
  return 'open';
}

/** Whether every file under the folder `path` is one this restore removes (so the folder will be empty). */
function emptiedBy(root: string, path: string, removed: Set<string>, budget = { entries: 10_000 }): boolean {
  let names: Buffer[];
  try {
    names = readdirSync(fsPath(root, path), { encoding: 'buffer' });
  } catch {
    return false;
  }
  for (const name of names) {
    if (--budget.entries < 0) return false;
    const child = `${path}/${decodeBytes(name)}`;
    const stats = lstat(fsPath(root, child));
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
      const file = fsPath(folder, path);
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(file, blobs.get(entry.blob) ?? '');
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
 * then removals, then writes and permission changes, each path compared again just before it is touched. A path
 * that changed since the check is left as it is and added to `kept`. Throws RestoreInterrupted naming
 * `backupId` when a write fails part-way.
 */
export function applyPlan(shadow: ShadowRepo, { plan, checked }: CheckedPlan, backupId: string): RestorePlan {
  const root = shadow.root;
  const writes = [...plan.overwrite, ...plan.bringBack];
  const needed = [...writes.map((change) => change.to!.blob), ...[...plan.overwrite, ...plan.remove].map((change) => change.from!.blob)];
  try {
    shadow.need(needed);
  } catch (error) {
    throw new Error(`${(error as Error).message}: nothing was changed`);
  }
  const done: RestorePlan = { overwrite: [], bringBack: [], remove: [], chmod: [], kept: [...plan.kept] };
  const unchanged = (path: string) => {
    const stats = lstat(fsPath(root, path));
    const expected = checked.get(path);
    return expected === 'absent' ? !stats || stats.isDirectory() : stats !== undefined && fingerprint(stats) === expected;
  };
  try {
    for (const change of plan.remove) {
      if (!unchanged(change.path)) {
        done.kept.push({ path: change.path, reason: KEPT.changed });
        continue;
      }
      rmSync(fsPath(root, change.path), { force: true });
      done.remove.push(change);
      removeEmptyFolders(root, dirname(change.path));
    }
    for (const change of writes) {
      const file = fsPath(root, change.path);
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
      const to = change.to!;
      const link = to.mode === '120000';
      const temp = createBeside(root, change.path, (at) => {
        if (link) symlinkSync(shadow.readBlob(to.blob), at);
        else {
          const fd = openSync(at, 'wx', 0o600);
          try {
            shadow.blobInto(to.blob, fd);
          } finally {
            closeSync(fd);
          }
        }
      });
      try {
        if (!link) chmodSync(temp, permissionsFor(change));
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
    for (const change of plan.chmod) {
      if (!unchanged(change.path)) {
        done.kept.push({ path: change.path, reason: KEPT.changed });
        continue;
      }
      chmodSync(fsPath(root, change.path), permissionsFor(change));
      done.chmod.push(change);
    }
  } catch (error) {
    throw new RestoreInterrupted(
      `the restore stopped part-way (${(error as Error).message}); the files as they were before it are saved as ${backupId}: \`checkpoint restore --files ${backupId}\` brings them back`,
    );
  }
  done.kept.sort((a, b) => (a.path < b.path ? -1 : 1));
  return done;
}

/** The permission bits a path gets: its recorded ones, else a restore's own (git's default, with the executable bit). */
function permissionsFor(change: PathChange): number {
  return change.permissions ?? defaultPermissions(change.to!.mode === '100755');
}

/**
 * A new file (or link) beside the file at `path`, created by `create` under a name no file has: short whatever
 * the file's own name (a long name plus a suffix would pass NAME_MAX), never derived from it, and never removed
 * first, so no file of the user's goes under that name.
 */
function createBeside(root: string, path: string, create: (temp: string | Buffer) => void): string | Buffer {
  const dir = dirname(path) === '.' ? '' : dirname(path);
  for (let attempt = 1; ; attempt++) {
    const name = `.ckpt-${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
    const temp = fsPath(root, dir ? `${dir}/${name}` : name);
    try {
      create(temp);
      return temp;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
    }
  }
}

/** Creates the folders on the way to `dir` (none through a link); false when a file or link is in the way. */
function makeFolders(root: string, dir: string): boolean {
  if (dir === '.' || dir === '') return true;
  const parts = dir.split('/');
  for (let i = 1; i <= parts.length; i++) {
    const at = fsPath(root, parts.slice(0, i).join('/'));
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
      rmdirSync(fsPath(root, at));
    } catch {
      return;
    }
  }
}
