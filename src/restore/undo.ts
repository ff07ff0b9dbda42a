// Restore and undo: make the working tree match a snapshot, after saving the tree as it is as a `backup`
// point, touching only what the backup holds (restore/write-back.ts).

import { findProjectRoot } from '../util/paths.js';
import type { RestorePoint } from './point.js';
import { savePointLocked } from './save.js';
import { Shadow, type Staged } from './snapshot.js';
import { DEFAULT_LIMITS, type SnapshotLimits } from './tree-files.js';
import { Workspace } from './workspace.js';
import { applyPlan, planRestore, type RestorePlan } from './write-back.js';

interface FilesRequest {
  cwd: string;
  /** The point to restore (undo chooses its own: `undoFiles`). */
  point: RestorePoint;
  dryRun?: boolean;
  agent?: string;
  sessionId?: string;
  env?: NodeJS.ProcessEnv;
  now?: number;
  limits?: SnapshotLimits;
}

export interface FilesOutcome {
  /** What was (or, dry, would be) rewritten, brought back, removed, and kept as it is. */
  plan: RestorePlan;
  /** The backup point taken first (absent in a dry run or when nothing changes). */
  backup?: RestorePoint;
}

export function countChanges(plan: RestorePlan): number {
  return plan.overwrite.length + plan.bringBack.length + plan.remove.length;
}

/** The tree as it stands now, staged in the shadow repository (no point recorded). */
export function currentTree(workspace: Workspace, limits: SnapshotLimits = DEFAULT_LIMITS): Promise<string> {
  return workspace.locked(async () => (await new Shadow(workspace).stage(limits)).tree);
}

/** One critical section: nothing may change the workspace between the backup and the files written. */
export async function restoreFiles(request: FilesRequest): Promise<FilesOutcome> {
  const workspace = new Workspace(findProjectRoot(request.cwd), request.env);
  const shadow = new Shadow(workspace);
  return workspace.locked(async () => applyPoint(workspace, shadow, request.point, request, await shadow.stage(request.limits)));
}

interface UndoOutcome extends FilesOutcome {
  point: RestorePoint;
  /** Other sessions whose work, saved after the point, the undo reverts too. */
  others: { agent?: string; sessionId?: string; points: string[] }[];
}

/**
 * `undo`: the newest point of the session (`sessionId`; every point when none is known) whose snapshot
 * differs from the tree as it is now, restored (or, dry, what that would change). The tree is staged once,
 * under the lock: it says which point is the newest that differs, and it is the backup's snapshot.
 * Undefined: no point differs.
 */
export async function undoFiles(request: Omit<FilesRequest, 'point'>): Promise<UndoOutcome | undefined> {
  const workspace = new Workspace(findProjectRoot(request.cwd), request.env);
  const shadow = new Shadow(workspace);
  return workspace.locked(async () => {
    const staged = await shadow.stage(request.limits);
    const points = workspace.points().flatMap((stored) => (stored.point?.snapshot ? [stored.point] : []));
    const own = (point: RestorePoint) => request.sessionId === undefined || point.sessionId === request.sessionId;
    const point = points.find((candidate) => own(candidate) && candidate.snapshot!.tree !== staged.tree);
    if (!point) return undefined;
    const others = new Map<string, UndoOutcome['others'][number]>();
    for (const later of points.filter((p) => p.createdAt > point.createdAt && !own(p) && p.snapshot!.tree !== point.snapshot!.tree)) {
      const key = `${later.agent}\0${later.sessionId}`;
      const entry = others.get(key) ?? { agent: later.agent, sessionId: later.sessionId, points: [] };
      entry.points.push(later.id);
      others.set(key, entry);
    }
    return { point, others: [...others.values()], ...(await applyPoint(workspace, shadow, point, request, staged)) };
  });
}

/** Makes the tree match `point`'s snapshot after a backup point of `staged` (the tree as it is); the caller holds the lock. */
async function applyPoint(
  workspace: Workspace,
  shadow: Shadow,
  point: RestorePoint,
  request: Omit<FilesRequest, 'point'>,
  staged: Staged,
): Promise<FilesOutcome> {
  const snapshot = point.snapshot;
  if (!snapshot)
    throw new Error(
      `restore point ${point.id} has no snapshot${point.snapshotSkipped ? ` (${point.snapshotSkipped})` : ''}: nothing to bring back`,
    );
  if (!shadow.exists(snapshot.tree))
    throw new Error(`the snapshot of ${point.id} is missing from the shadow repository (pruned?): nothing was changed`);
  const { plan, checked } = planRestore(shadow, staged.tree, snapshot, workspace.env);
  if (request.dryRun || countChanges(plan) === 0) return { plan };
  const { point: backup } = await savePointLocked(workspace, {
    cwd: request.cwd,
    trigger: 'backup',
    agent: request.agent,
    sessionId: request.sessionId,
    note: `before restoring ${point.id}`,
    env: request.env,
    now: request.now,
    limits: request.limits,
    staged,
  });
  if (!backup.snapshot) throw new Error(`could not save the current tree first (${backup.snapshotSkipped}): nothing was changed`);
  return { plan: applyPlan(shadow, plan, checked, snapshot, backup.id), backup };
}
