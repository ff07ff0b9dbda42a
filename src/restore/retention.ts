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

/**
 * Applies the plan: removes dropped records and the trash for good, then drops their snapshots and
 * compacts, and stamps the prune. Under the workspace lock: a point recorded meanwhile by another
 * session would otherwise lose its ref, and `gc --prune=now` the objects a snapshot just wrote.
 * The workspace's investigation reports are pruned alongside (they take no lock: each is written once,
 * atomically, by `rewind` or `goal --cancel`, and a delivered mark rewrites one whole).
 */
export async function prune(workspace: Workspace, policy: RetentionPolicy, now: number, dryRun = false): Promise<PruneResult> {
  const trashDir = join(workspace.dir, 'trash');
  const plan = () => ({ ...planPrune(workspace.points(), policy, now), trashed: listDirectory(trashDir).length });
  const reports = new ReportStore(workspace.root, workspace.env);
  const oldReports = planReports(await reports.all(), policy, now);
  if (dryRun) {
    const { drop, trashed } = plan();
    return { dropped: drop, trashEmptied: trashed, reports: oldReports.length };
  }
  await reports.remove(oldReports);
  return workspace.locked(() => {
    const { keep, drop, trashed } = plan();
    for (const id of drop) rmSync(workspace.pointFile(id), { force: true });
    rmSync(trashDir, { recursive: true, force: true });
    new Shadow(workspace).compact(new Set(keep));
    atomicWrite(join(workspace.dir, PRUNE_STAMP), String(now));
    return { dropped: drop, trashEmptied: trashed, reports: oldReports.length };
  });
}

/** When this workspace was last pruned (its own file's mtime), or undefined. */
export const PRUNE_STAMP = 'last-prune';
