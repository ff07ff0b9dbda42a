// Retention (SPEC 4.4): which points a prune keeps. Pure: records and a clock in, ids out.

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { timeOfId } from './ids.js';
import type { StoredPoint } from './record.js';
import { Shadow } from './snapshot.js';
import { safeReaddir, type Workspace } from './store.js';

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
  refsDropped: number;
}

/** Applies the plan: removes dropped records and the trash for good, then drops their snapshots and compacts. */
export function prune(workspace: Workspace, policy: RetentionPolicy, now: number, dryRun = false): PruneResult {
  const { keep, drop } = planPrune(workspace.points(), policy, now);
  const trashDir = join(workspace.dir, 'trash');
  const trashed = safeReaddir(trashDir).length;
  if (dryRun) return { dropped: drop, trashEmptied: trashed, refsDropped: 0 };
  for (const id of drop) rmSync(workspace.pointFile(id), { force: true });
  rmSync(trashDir, { recursive: true, force: true });
  const refsDropped = new Shadow(workspace).compact(new Set(keep));
  return { dropped: drop, trashEmptied: trashed, refsDropped };
}
