// The trash of a workspace's restore points: what a delete moves there, and bringing points back from it
// (until a prune empties it). The commands `delete` and `undelete` say what these decide.
import { timeOfId } from './point.js';
import { matchPoint, nameHolder } from './refs.js';
import type { Workspace } from './workspace.js';

/**
 * What `delete --older-than` takes: every point older than `ageMs` but the newest and the named ones (a name is
 * kept until it is named to `delete`); `named` lists the named points it left for that reason.
 */
export function pointsOlderThan(ws: Workspace, ageMs: number, now = Date.now()): { ids: string[]; named: string[] } {
  const newest = ws.ids()[0];
  const old = ws.points().filter((stored) => stored.id !== newest && now - (stored.point?.createdAt ?? timeOfId(stored.id) ?? 0) > ageMs);
  return {
    ids: old.filter((stored) => !stored.point?.name).map((stored) => stored.id),
    named: old.filter((stored) => stored.point?.name).map((stored) => stored.id),
  };
}

/** Moves the named points back from the trash, all or none; returns why not (`<problem>: <fix>`). */
export function undelete(ws: Workspace, refs: string[]): { problem: string } | { ids: string[] } {
  const trashed = ws.trashed();
  const matches = refs.map((ref) => ({ ref, match: matchPoint(trashed, ref) }));
  const ambiguous = matches.find(({ match }) => match && 'problem' in match);
  if (ambiguous?.match && 'problem' in ambiguous.match) return { problem: ambiguous.match.problem };
  const missing = matches.filter(({ match }) => !match).map(({ ref }) => ref);
  if (missing.length > 0)
    return {
      problem: `no deleted restore point ${missing.join(', ')} in this workspace's trash: \`checkpoint list --trash\` shows them (\`checkpoint prune\` empties the trash for good)`,
    };
  const points = [...new Set(matches.flatMap(({ match }) => (match && 'found' in match ? [match.found] : [])))];
  for (const stored of points) {
    if (ws.read(stored.id)) return { problem: `restore point ${stored.id} is not deleted: \`checkpoint restore ${stored.id}\` loads it` };
    const name = stored.point?.name;
    const holder = name === undefined ? undefined : nameHolder(ws, name);
    if (holder)
      return {
        problem: `restore point ${stored.id} is named "${name}", as ${holder.id} is now: \`checkpoint delete ${holder.id}\` first`,
      };
  }
  for (const stored of points) ws.untrash(stored.file, stored.id);
  return { ids: points.map((stored) => stored.id) };
}
