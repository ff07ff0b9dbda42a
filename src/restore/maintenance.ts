// Upkeep of a workspace's shadow repository: the blobs a seeded snapshot names, copied from the user's
// repository; loose objects packed; what no point reaches dropped. Packing and dropping never run inside a
// hook (a detached run, the daily prune, `checkpoint prune`); the copy also follows `save`, `rewind`, `restore` and `undo`.
// None of it holds the workspace's lock for more than a moment (the list of blobs still to copy is
// rewritten under it): objects are only added, and what is dropped is unreachable and older than any
// snapshot in progress can be.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { log } from '../util/log.js';
import { Stager } from './stage.js';
import type { Workspace } from './workspace.js';

/** What a detached run may spend on upkeep after its point. */
export const DETACHED_BUDGET_MS = 60_000;
/** git's own calls here: repacking a large store takes minutes, not the 60 s of a snapshot's calls. */
const UPKEEP_TIMEOUT_MS = 10 * 60_000;
/** Loose objects worth a pack (a few hundred turns of a few files). */
const LOOSE_OBJECTS = 1000;
/** Unreachable objects younger than this stay: a snapshot in progress has written them and not pinned them yet. */
const GRACE = '15.minutes.ago';

/**
 * Copies the blobs a seeded snapshot names from the user's repository until `deadline`. A blob the user's
 * repository lost meanwhile (a `gc --prune=now` after a history rewrite) cannot come back: the points
 * naming it lose their snapshot, and say why.
 */
export async function copyPendingObjects(workspace: Workspace, deadline: number): Promise<number> {
  const shadow = new Stager(workspace);
  const { left, gone } = await shadow.copyPending(deadline);
  if (gone.length > 0) await forgetSnapshotsNaming(workspace, shadow, new Set(gone));
  return left;
}

async function forgetSnapshotsNaming(workspace: Workspace, shadow: Stager, gone: Set<string>): Promise<void> {
  await workspace.locked(() => {
    const lost: string[] = [];
    for (const { point } of workspace.points()) {
      if (!point?.snapshot?.tree) continue;
      const names = [...shadow.entries(point.snapshot.tree).values()].some((entry) => gone.has(entry.blob));
      if (!names) continue;
      const { snapshot: _dropped, ...rest } = point;
      workspace.write({ ...rest, snapshotSkipped: `its files could not be copied from the repository (${gone.size} objects gone)` });
      lost.push(point.id);
    }
    shadow.unpin(lost);
    // The shadow index names them too: the next snapshot starts afresh from the repository's index.
    rmSync(join(workspace.shadowDir, 'index'), { force: true });
    rmSync(join(workspace.dir, 'stage.json'), { force: true });
    log.debug(`upkeep: ${lost.length} point(s) lost their snapshot (objects gone from the repository)`);
  }, 5000);
}

/** After a point: the blobs a first snapshot names, copied from the repository until `deadline`; then loose objects packed. */
export async function upkeepAfterPoint(workspace: Workspace, deadline: number): Promise<void> {
  if (!existsSync(workspace.shadowDir)) return;
  if ((await copyPendingObjects(workspace, deadline)) === 0) packLooseObjects(workspace);
}

/** Packs loose objects when there are many (never while blobs are still to copy: git would miss them). */
function packLooseObjects(workspace: Workspace): void {
  const shadow = new Stager(workspace);
  if (shadow.pendingObjects().length > 0) return;
  const counts = shadow.run(['count-objects'], { workTree: false });
  if (Number(/^(\d+) objects/.exec(counts)?.[1] ?? 0) > LOOSE_OBJECTS) shadow.upkeep(['repack', '-d', '-q'], UPKEEP_TIMEOUT_MS);
}

/**
 * Drops what no point reaches: one pack of what is reachable, then the loose objects no point reaches that
 * are older than GRACE (`checkpoint prune`: all of them; what a snapshot in progress wrote, the shadow index
 * still reaches). Skipped while blobs are still to copy. False when it did not run.
 */
export function compactStore(workspace: Workspace, expire: 'now' | undefined = undefined): boolean {
  const shadow = new Stager(workspace);
  if (shadow.pendingObjects().length > 0) return false;
  shadow.upkeep(['repack', '-a', '-d', '-q'], UPKEEP_TIMEOUT_MS);
  shadow.upkeep(['prune', `--expire=${expire ?? GRACE}`], UPKEEP_TIMEOUT_MS);
  // Leftovers of an earlier version's layout.
  for (const old of ['staged-paths', 'staged-tree']) rmSync(join(workspace.dir, old), { force: true });
  return true;
}
