// Retention (SPEC 4.4): which points a prune keeps. Pure: records and a clock in, ids out.

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { listDirectory } from '../util/read-file.js';
import { timeOfId } from './ids.js';
import type { StoredPoint } from './record.js';
import { Shadow } from './snapshot.js';
import { atomicWrite, type Workspace } from './store.js';

interface RetentionPolicy {
  keep: number;
  maxAgeDays: number;
}

/** Keeps the newest `keep`, everything younger than `maxAgeDays`, named and `phase` points, and the newest. */
export function planPrune(points: StoredPoint[], policy: RetentionPolicy, now: number): { keep: string[]; drop: string[] } {
  const newestFirst = [...points].sort((a, b) => (a.id < b.id ? 1 : -1));
  const keep: string[] = [];
  const drop: string[] = [];
  newestFirst.forEach((stored, index) => {
    const createdAt = stored.point?.createdAt ?? timeOfId(stored.id) ?? 0;
    const young = now - createdAt < policy.maxAgeDays * 86_400_000;
    const precious = Boolean(stored.point?.name) || stored.point?.trigger === 'phase';
    (index < policy.keep || young || precious || index === 0 ? keep : drop).push(stored.id);
  });
  return { keep, drop };
}

interface PruneResult {
  dropped: string[];
  trashEmptied: number;
}

/**
 * Applies the plan: removes dropped records and the trash for good, then drops their snapshots and
 * compacts, and stamps the prune. Under the workspace lock: a point recorded meanwhile by another
 * session would otherwise lose its ref, and `gc --prune=now` the objects a snapshot just wrote.
 */
export function prune(workspace: Workspace, policy: RetentionPolicy, now: number, dryRun = false): Promise<PruneResult> {
  const trashDir = join(workspace.dir, 'trash');
  const plan = () => ({ ...planPrune(workspace.points(), policy, now), trashed: listDirectory(trashDir).length });
  if (dryRun) {
    const { drop, trashed } = plan();
    return Promise.resolve({ dropped: drop, trashEmptied: trashed });
  }
  return workspace.locked(() => {
    const { keep, drop, trashed } = plan();
    for (const id of drop) rmSync(workspace.pointFile(id), { force: true });
    rmSync(trashDir, { recursive: true, force: true });
    new Shadow(workspace).compact(new Set(keep));
    atomicWrite(join(workspace.dir, PRUNE_STAMP), String(now));
    return { dropped: drop, trashEmptied: trashed };
  });
}

/** When this workspace was last pruned (its own file's mtime), or undefined. */
export const PRUNE_STAMP = 'last-prune';
