// Undo: make the working tree match a snapshot, after saving the current tree as a `backup` point.

import { findProjectRoot } from '../util/paths.js';
import type { RestorePoint } from './record.js';
import { savePointLocked } from './save.js';
import { DEFAULT_LIMITS, type FileChanges, Shadow, type SnapshotLimits } from './snapshot.js';
import { Workspace } from './store.js';

interface FilesRequest {
  cwd: string;
  /** The point to restore; for undo, chosen by `undoTarget`. */
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
  return workspace.locked(() => new Shadow(workspace).stage(limits).tree);
}

/** One critical section: nothing may change the workspace between the backup and the files written. */
export async function restoreFiles(request: FilesRequest): Promise<FilesOutcome> {
  const { point } = request;
  const snapshot = point.snapshot;
  if (!snapshot)
    throw new Error(
      `restore point ${point.id} has no snapshot${point.snapshotSkipped ? ` (${point.snapshotSkipped})` : ''}: nothing to bring back`,
    );
  const workspace = new Workspace(findProjectRoot(request.cwd), request.env);
  const shadow = new Shadow(workspace);
  return workspace.locked(async () => {
    if (!shadow.exists(snapshot.tree)) throw new Error(`the snapshot of ${point.id} is missing from the shadow repository (pruned?)`);
    if (request.dryRun) return { changes: shadow.diff(shadow.stage(request.limits).tree, snapshot.tree) };
    const { point: backup } = await savePointLocked(workspace, {
      cwd: request.cwd,
      trigger: 'backup',
      agent: request.agent,
      sessionId: request.sessionId,
      note: `before restoring ${point.id}`,
      env: request.env,
      now: request.now,
      limits: request.limits,
    });
    if (!backup.snapshot) throw new Error(`could not save the current tree first (${backup.snapshotSkipped}): nothing was changed`);
    const changes = shadow.diff(backup.snapshot.tree, snapshot.tree);
    shadow.apply(snapshot.tree, changes);
    return { changes, backup };
  });
}

/** `undo`: the newest point of the workspace whose snapshot differs from the tree as it is now. */
export async function undoTarget(workspace: Workspace, limits: SnapshotLimits = DEFAULT_LIMITS): Promise<RestorePoint | undefined> {
  const now = await currentTree(workspace, limits);
  for (const stored of workspace.points()) {
    if (stored.point?.snapshot && stored.point.snapshot.tree !== now) return stored.point;
  }
  return undefined;
}
