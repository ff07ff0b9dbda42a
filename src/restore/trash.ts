// The trash of a workspace's restore points: what a delete moves there, and bringing points back from it
// (until a prune empties it). The commands `delete` and `undelete` say what these decide.
import { timeOfId } from './point.js';
import { findPoint, resolvePoint } from './refs.js';
import type { Workspace } from './workspace.js';

/** Every point older than `ageMs`, never the newest. */
export function pointsOlderThan(ws: Workspace, ageMs: number, now = Date.now()): string[] {
  const newest = ws.ids()[0];
  return ws
    .points()
    .filter((stored) => stored.id !== newest && now - (stored.point?.createdAt ?? timeOfId(stored.id) ?? 0) > ageMs)
    .map((stored) => stored.id);
}

/** Moves the named points back from the trash, all or none; returns why not, in one sentence. */
export function undelete(ws: Workspace, refs: string[]): { problem: string } | { ids: string[] } {
  const trashed = ws.trashed();
  const missing = refs.filter((ref) => !findPoint(trashed, ref));
  if (missing.length > 0)
    return {
      problem: `No deleted restore point ${missing.join(', ')} in this workspace's trash: \`checkpoint list --trash\` shows them (\`checkpoint prune\` empties the trash for good).`,
    };
  const points = [...new Set(refs.map((ref) => findPoint(trashed, ref)!))];
  for (const stored of points) {
    if (ws.read(stored.id)) return { problem: `Restore point ${stored.id} is not deleted: \`checkpoint restore ${stored.id}\` loads it.` };
    const name = stored.point?.name;
    const holder = name === undefined ? undefined : resolvePoint(ws, name);
    if (holder)
      return { problem: `Restore point ${stored.id} is named "${name}", as ${holder} is now: \`checkpoint delete ${holder}\` first.` };
  }
  for (const stored of points) ws.untrash(stored.file, stored.id);
  return { ids: points.map((stored) => stored.id) };
}
