// Retention (SPEC 4.4): which points a prune keeps. Pure: records and a clock in, ids out.

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ReportStore } from '../guard/reports.js';
import { listDirectory } from '../util/read-file.js';
import { timeOfId } from './ids.js';
import type { StoredPoint } from './record.js';
import { Shadow } from './snapshot.js';
import { atomicWrite, type Workspace } from './store.js';

interface RetentionPolicy {
  keep: number;
  maxAgeDays: number;
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

/** Restore points: named and `phase` points are precious; a corrupt record's age is its id's. */
export function planPrune(points: StoredPoint[], policy: RetentionPolicy, now: number): { keep: string[]; drop: string[] } {
  return planRetention(
    points.map((stored) => ({
      id: stored.id,
      createdAt: stored.point?.createdAt ?? timeOfId(stored.id) ?? 0,
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

interface PruneResult {
  dropped: string[];
  trashEmptied: number;
  /** Investigation reports removed (or, in a dry run, that would be). */
  reports: number;
}

/** Trash day folders (`YYYY-MM-DD`) younger than the age window: the daily prune leaves them. */
function youngTrash(trashDir: string, policy: RetentionPolicy, now: number): string[] {
  return listDirectory(trashDir).filter((day) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(at) && now - at < policy.maxAgeDays * 86_400_000;
  });
}

/**
 * Applies the plan: removes dropped records and the trash for good, then drops their snapshots and
 * compacts, and stamps the prune. `checkpoint prune` empties the whole trash, as `delete` promises
 * ("recoverable until prune"); the daily prune (`daily`) keeps the trash days younger than the age window
 * and the snapshots their records name, so a point deleted or a marker resumed a moment before is not
 * gone with the next session's start. Under the workspace lock: a point recorded meanwhile by another
 * session would otherwise lose its ref, and `gc --prune=now` the objects a snapshot just wrote.
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
    const trashedIds = kept.flatMap((day) => listDirectory(join(trashDir, day)).map((name) => name.replace(/\.json$/, '')));
    return { ...planPrune(workspace.points(), policy, now), emptied, trashedIds };
  };
  const reports = new ReportStore(workspace.root, workspace.env);
  const oldReports = planReports(await reports.all(), policy, now);
  if (dryRun) {
    const { drop, emptied } = plan();
    return { dropped: drop, trashEmptied: emptied.length, reports: oldReports.length };
  }
  const result = await workspace.locked(() => {
    const { keep, drop, emptied, trashedIds } = plan();
    for (const id of drop) rmSync(workspace.pointFile(id), { force: true });
    for (const day of emptied) rmSync(join(trashDir, day), { recursive: true, force: true });
    if (listDirectory(trashDir).length === 0) rmSync(trashDir, { recursive: true, force: true });
    new Shadow(workspace).compact(new Set([...keep, ...trashedIds]));
    atomicWrite(join(workspace.dir, PRUNE_STAMP), String(now));
    return { dropped: drop, trashEmptied: emptied.length, reports: oldReports.length };
  });
  // After the points: a prune that could not have the workspace's lock removes nothing.
  await reports.remove(oldReports);
  return result;
}

/** When this workspace was last pruned (its own file's mtime), or undefined. */
export const PRUNE_STAMP = 'last-prune';
