// Undo: make the working tree match a snapshot, after saving the current tree as a `backup` point.

import { findProjectRoot } from '../util/paths.js';
import type { RestorePoint } from './record.js';
import { savePointLocked } from './save.js';
import { DEFAULT_LIMITS, type FileChanges, Shadow, type SnapshotLimits, type Staged } from './snapshot.js';
import { Workspace } from './store.js';

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
  changes: FileChanges;
  /** The backup point taken first (absent in a dry run or when nothing changes). */
  backup?: RestorePoint;
}

export function countChanges(changes: FileChanges): number {
  return changes.rewrite.length + changes.bringBack.length + changes.remove.length;
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

/**
 * `undo`: the newest point of the workspace whose snapshot differs from the tree as it is now, restored
 * (or, dry, what that would change). The tree is staged once, under the lock: it says which point is
 * the newest that differs, and it is the backup's snapshot. Undefined: no point differs.
 */
export async function undoFiles(request: Omit<FilesRequest, 'point'>): Promise<(FilesOutcome & { point: RestorePoint }) | undefined> {
  const workspace = new Workspace(findProjectRoot(request.cwd), request.env);
  const shadow = new Shadow(workspace);
  return workspace.locked(async () => {
    const staged = await shadow.stage(request.limits);
    const point = workspace.points().find((stored) => stored.point?.snapshot && stored.point.snapshot.tree !== staged.tree)?.point;
    if (!point) return undefined;
    return { point, ...(await applyPoint(workspace, shadow, point, request, staged)) };
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
  if (!shadow.exists(snapshot.tree)) throw new Error(`the snapshot of ${point.id} is missing from the shadow repository (pruned?)`);
  if (request.dryRun) return { changes: shadow.diff(staged.tree, snapshot.tree) };
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
  const changes = shadow.diff(backup.snapshot.tree, snapshot.tree);
  shadow.apply(snapshot.tree, changes);
  return { changes, backup };
}
