// Retention (SPEC 4.4): which points a prune keeps, the store's total cap, and (`checkpoint prune` only)
// the stores of workspaces that are gone. The plans are pure (records and a clock in, ids out); applying them holds a workspace's
// lock only while records and refs change, never while git repacks.

import { existsSync, lstatSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { ReportStore } from '../guard/reports.js';
import { JsonStore } from '../util/json-store.js';
import { log } from '../util/log.js';
import { listDirectory } from '../util/read-file.js';
import { compactStore, copyPendingObjects, DETACHED_BUDGET_MS } from './maintenance.js';
import { type RestorePoint, type StoredPoint, timeOfId, VOLUNTARY } from './point.js';
import { Stager } from './stage.js';
import { atomicWrite, Workspace } from './workspace.js';

interface RetentionPolicy {
  keep: number;
  maxAgeDays: number;
  /** The restore store's total size cap, over every workspace. */
  maxStoreBytes?: number;
}

/** What retention needs to know of one item: its id (newest sorts last), its age, whether it is kept anyway. */
interface Retained {
  id: string;
  createdAt: number;
  precious?: boolean;
}

/** Keeps the newest `keep`, everything younger than `maxAgeDays`, precious items, and the newest. */
function planRetention(items: Retained[], policy: RetentionPolicy, now: number): { keep: string[]; drop: string[] } {
  const newestFirst = [...items].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
  const keep: string[] = [];
  const drop: string[] = [];
  newestFirst.forEach((item, index) => {
    const young = now - item.createdAt < policy.maxAgeDays * 86_400_000;
    (index < policy.keep || young || item.precious || index === 0 ? keep : drop).push(item.id);
  });
  return { keep, drop };
}

const createdAt = (stored: StoredPoint) => stored.point?.createdAt ?? timeOfId(stored.id) ?? 0;

/** Restore points: named and `phase` points are precious; a corrupt record's age is its id's. */
export function planPrune(points: StoredPoint[], policy: RetentionPolicy, now: number): { keep: string[]; drop: string[] } {
  return planRetention(
    points.map((stored) => ({
      id: stored.id,
      createdAt: createdAt(stored),
      precious: Boolean(stored.point?.name) || stored.point?.trigger === 'phase',
    })),
    policy,
    now,
  );
}

/** Investigation reports (`checkpoint rewind`, guard/reports.ts) of the workspace: the same retention, by closing time. */
export function planReports(reports: { id: string; closedAt: number }[], policy: RetentionPolicy, now: number): string[] {
  return planRetention(
    reports.map((report) => ({ id: report.id, createdAt: report.closedAt })),
    policy,
    now,
  ).drop;
}

/** Points the store cap may drop from one workspace, oldest first: automatic ones, never named, never its newest. */
export function planStoreCap(points: StoredPoint[]): string[] {
  const newest = points
    .map((stored) => stored.id)
    .sort()
    .at(-1);
  return points
    .filter((stored) => {
      const point: RestorePoint | undefined = stored.point;
      return stored.id !== newest && !point?.name && !(point && VOLUNTARY.includes(point.trigger));
    })
    .sort((a, b) => createdAt(a) - createdAt(b) || (a.id < b.id ? -1 : 1))
    .map((stored) => stored.id);
}

/**
 * Each workspace's share of the store cap: the cap split evenly, what a smaller workspace leaves unused going to
 * the others (the level where the sizes, each capped at it, add up to the cap). Infinity when all fit.
 */
export function storeShare(sizes: number[], cap: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  let left = cap;
  for (let i = 0; i < sorted.length; i++) {
    const even = left / (sorted.length - i);
    if (sorted[i] > even) return even;
    left -= sorted[i];
  }
  return Number.POSITIVE_INFINITY;
}

interface PruneResult {
  dropped: string[];
  trashEmptied: number;
  /** Investigation reports removed (or, in a dry run, that would be). */
  reports: number;
  /** Stores of workspaces whose root is gone, removed (or that would be): `checkpoint prune` only. */
  reclaimed: string[];
  /** Automatic points dropped to keep the store under its cap. */
  overCap: string[];
}

/** Trash day folders (`YYYY-MM-DD`) younger than the age window: the daily prune leaves them. */
function youngTrash(trashDir: string, policy: RetentionPolicy, now: number): string[] {
  return listDirectory(trashDir).filter((day) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(at) && now - at < policy.maxAgeDays * 86_400_000;
  });
}

/**
 * Applies the plan to one workspace: removes dropped records and the trash for good, unpins their
 * snapshots (under the workspace's lock, a moment), then drops what no point reaches (without it).
 * `checkpoint prune` empties the whole trash, as `delete` promises ("recoverable until prune"); the daily
 * prune (`daily`) keeps the trash days younger than the age window and the snapshots their records name, so
 * a point deleted or a marker resumed a moment before is not gone with the next session's start.
 * The workspace's investigation reports are pruned alongside (they take no lock: each is written once,
 * atomically, by `rewind` or `goal --cancel`, and a delivered mark rewrites one whole).
 */
export async function prune(
  workspace: Workspace,
  policy: RetentionPolicy,
  now: number,
  { dryRun = false, daily = false }: { dryRun?: boolean; daily?: boolean } = {},
): Promise<PruneResult> {
  const trashDir = join(workspace.dir, 'trash');
  const plan = () => {
    const kept = daily ? youngTrash(trashDir, policy, now) : [];
    const emptied = listDirectory(trashDir).filter((day) => !kept.includes(day));
    // Records in a kept trash day keep their snapshots: they can be moved back.
    const trashedIds = new Set(kept.flatMap((day) => listDirectory(join(trashDir, day)).map((name) => name.replace(/\.json$/, ''))));
    return { ...planPrune(workspace.points(), policy, now), emptied, trashedIds };
  };
  const reports = new ReportStore(workspace.root, workspace.env);
  const oldReports = planReports(await reports.all(), policy, now);
  const others = await pruneStores(workspace.env, policy, { dryRun, daily, except: workspace });
  if (dryRun) {
    const { drop, emptied } = plan();
    return { dropped: drop, trashEmptied: emptied.length, reports: oldReports.length, ...others };
  }
  const result = await workspace.locked(() => {
    const { keep, drop, emptied, trashedIds } = plan();
    for (const id of drop) rmSync(workspace.pointFile(id), { force: true });
    for (const day of emptied) rmSync(join(trashDir, day), { recursive: true, force: true });
    // The folder itself goes with an explicit prune; the daily one leaves it (a resume may be moving a marker in).
    if (!daily && listDirectory(trashDir).length === 0) rmSync(trashDir, { recursive: true, force: true });
    const shadow = new Stager(workspace);
    const pinned = existsSync(join(workspace.shadowDir, 'HEAD')) ? shadow.pinned() : [];
    shadow.unpin(pinned.filter((id) => !keep.includes(id) && !trashedIds.has(id)));
    atomicWrite(join(workspace.dir, PRUNE_STAMP), String(now));
    return { dropped: drop, trashEmptied: emptied.length, reports: oldReports.length };
  });
  // After the points: a prune that could not have the workspace's lock removes nothing.
  await reports.remove(oldReports);
  await compact(workspace, daily);
  return { ...result, ...others };
}

/** Blobs still to copy first (a store naming objects it lacks cannot be repacked), then what no point reaches goes. */
async function compact(workspace: Workspace, daily: boolean): Promise<void> {
  if (!existsSync(join(workspace.shadowDir, 'HEAD'))) return;
  try {
    await copyPendingObjects(workspace, daily ? Date.now() + DETACHED_BUDGET_MS : Number.POSITIVE_INFINITY);
    compactStore(workspace, daily ? undefined : 'now');
  } catch (error) {
    log.debug(`compacting ${workspace.dir} failed`, error);
  }
}

/** The bytes of every file under `dir`. */
function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of (() => {
    try {
      return readdirSync(dir, { withFileTypes: true, recursive: true });
    } catch {
      return [];
    }
  })()) {
    if (!entry.isFile()) continue;
    try {
      total += lstatSync(join(entry.parentPath, entry.name)).size;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** What `list` says of points the store cap dropped (`<workspace>/dropped-for-space.json`). */
const DroppedForSpace = v.object({ count: v.number(), at: v.number(), cap: v.number() });
const DROPPED_KEY = 'dropped-for-space';

function droppedStore(workspace: Workspace): JsonStore<v.InferOutput<typeof DroppedForSpace>> {
  return new JsonStore(workspace.dir, DroppedForSpace);
}

/** How many of the workspace's automatic points the store cap dropped, when last, and the cap then. */
export function droppedForSpace(workspace: Workspace): { count: number; at: number; cap: number } | undefined {
  return droppedStore(workspace).get(DROPPED_KEY);
}

/**
 * Whether a workspace's root is gone for good (a removed worktree or clone): its folder is not there
 * (ENOENT, not EACCES) while the folder holding it is. An unmounted disk or share, or a folder this user
 * may not read, is not gone: its project keeps its points.
 */
function rootGone(root: string): boolean {
  try {
    lstatSync(root);
    return false;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return false;
  }
  try {
    return statSync(dirname(root)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Every workspace's store. `checkpoint prune` removes whole those whose root is gone (rootGone), and says
 * which; the daily prune never does (it runs from any project's session start, and a root can be missing for
 * a while). Then, when the whole store is over `maxStoreBytes`, each workspace over its share (storeShare) loses
 * its own oldest automatic points, a quarter at a time, until it is within its share or has none left to lose.
 */
async function pruneStores(
  env: NodeJS.ProcessEnv,
  policy: RetentionPolicy,
  { dryRun, daily, except }: { dryRun: boolean; daily: boolean; except: Workspace },
): Promise<Pick<PruneResult, 'reclaimed' | 'overCap'>> {
  const reclaimed: string[] = [];
  const live: Workspace[] = [];
  for (const workspace of Workspace.all(env)) {
    if (workspace.dir === except.dir || daily || !rootGone(workspace.root)) {
      live.push(workspace);
      continue;
    }
    reclaimed.push(workspace.root);
    if (!dryRun) await workspace.locked(() => rmSync(workspace.dir, { recursive: true, force: true }), 1000).catch(() => undefined);
  }
  if (!live.some((workspace) => workspace.dir === except.dir)) live.push(except);
  const overCap: string[] = [];
  const cap = policy.maxStoreBytes;
  if (cap === undefined || dryRun) return { reclaimed, overCap };
  const sizes = new Map(live.map((workspace) => [workspace.dir, bytesUnder(workspace.dir)]));
  const share = storeShare([...sizes.values()], cap);
  // Only a workspace over its share pays, from its own oldest automatic points: never another's.
  for (const workspace of live) {
    let size = sizes.get(workspace.dir) ?? 0;
    while (size > share) {
      const candidates = planStoreCap(workspace.points());
      if (candidates.length === 0) break;
      const ids = candidates.slice(0, Math.max(1, Math.ceil(candidates.length / 4)));
      await workspace.locked(() => {
        for (const id of ids) rmSync(workspace.pointFile(id), { force: true });
        new Stager(workspace).unpin(ids);
        const before = droppedForSpace(workspace)?.count ?? 0;
        droppedStore(workspace).write(DROPPED_KEY, { count: before + ids.length, at: Date.now(), cap });
      });
      await compact(workspace, false);
      overCap.push(...ids);
      size = bytesUnder(workspace.dir);
    }
  }
  return { reclaimed, overCap };
}

/** When this workspace was last pruned (its own file's mtime), or undefined. */
export const PRUNE_STAMP = 'last-prune';
