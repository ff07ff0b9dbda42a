// How a person names a restore point, as git takes a commit: its id, any unique start of it (with or without
// `chk_`, four characters of the rest at least), or the name `save --name` gave it, in any case. A name is unique
// among a workspace's points whatever its case, so it stands wherever an id does (`inspect v1`, `restore V1`).
import { closest } from '../util/closest.js';
import { POINT_PREFIX, type StoredPoint } from './point.js';
import type { Workspace } from './workspace.js';

/** The shortest start of an id taken (after `chk_`), as git takes four hex digits of a commit. */
const MIN_PREFIX = 4;
/** How many of several matching ids an ambiguity names. */
const SHOWN_MATCHES = 5;

/** The point a reference names among these, or why it names none of them (undefined: no match at all). */
export function matchPoint<T extends StoredPoint>(points: T[], ref: string): { found: T } | { problem: string } | undefined {
  const wanted = ref.trim().toLowerCase();
  const byId = points.find((stored) => stored.id === wanted);
  if (byId) return { found: byId };
  const byName =
    points.find((stored) => stored.point?.name === ref) ?? points.find((stored) => stored.point?.name?.toLowerCase() === wanted);
  if (byName) return { found: byName };
  const start = wanted.startsWith(POINT_PREFIX) ? wanted : `${POINT_PREFIX}${wanted}`;
  if (start.length - POINT_PREFIX.length < MIN_PREFIX || !/^[0-9a-z]+$/.test(start.slice(POINT_PREFIX.length))) return undefined;
  const starting = points.filter((stored) => stored.id.startsWith(start));
  if (starting.length === 1) return { found: starting[0] };
  if (starting.length === 0) return undefined;
  const shown = starting.slice(0, SHOWN_MATCHES).map((stored) => stored.id);
  return {
    problem: `"${ref}" starts ${starting.length} restore point ids (${shown.join(', ')}${starting.length > shown.length ? ', ...' : ''}): give more of the one you mean`,
  };
}

/** The name or id a mistyped reference was nearest to, when it is near enough to be the one meant. */
function nearest(points: StoredPoint[], ref: string): string | undefined {
  const names = points.flatMap((stored) => (stored.point?.name ? [stored.point.name] : []));
  return closest(ref, [...names, ...points.map((stored) => stored.id)]);
}

/**
 * The workspace's point a reference names, or why none: not there (with the name or id it was nearest to), in the
 * trash (with the command that brings it back), or the start of several ids. One sentence `<problem>: <fix>`.
 */
export function findRef(ws: Workspace, ref: string): { id: string } | { problem: string } {
  const points = ws.points();
  const match = matchPoint(points, ref);
  if (match && 'found' in match) return { id: match.found.id };
  if (match) return match;
  const trashed = matchPoint(ws.trashed(), ref);
  if (trashed && 'found' in trashed)
    return {
      problem: `restore point ${trashed.found.id}${trashed.found.point?.name ? ` "${trashed.found.point.name}"` : ''} is in the trash (deleted ${trashed.found.deletedOn}): \`checkpoint undelete ${trashed.found.id}\` brings it back`,
    };
  const hint = nearest(points, ref);
  return {
    problem: `no restore point "${ref}" in this workspace${hint ? ` (did you mean ${hint}?)` : ''}: \`checkpoint list\` shows the ids and names`,
  };
}

/** The point of the workspace that holds this name, in any case. */
export function nameHolder(ws: Workspace, name: string): StoredPoint | undefined {
  const wanted = name.trim().toLowerCase();
  return ws.points().find((stored) => stored.point?.name?.toLowerCase() === wanted);
}

/** Why a new point cannot take this name (`<problem>: <fix>`), or undefined. */
export function nameProblem(ws: Workspace, name: string): string | undefined {
  if (name.trim() === '') return 'a name needs at least one character: --name <name>';
  if (name.toLowerCase().startsWith(POINT_PREFIX))
    return `"${name}" would read as a point id: pick a name that does not start with ${POINT_PREFIX}`;
  const holder = nameHolder(ws, name);
  if (holder)
    return `a restore point here is already named "${holder.point?.name}" (${holder.id}): pick another name, or \`checkpoint delete ${holder.id}\` first`;
  return undefined;
}

/**
 * A point whose snapshot can be restored in place of `id`'s (a damaged or pruned one): the nearest in time that
 * holds a tree the shadow repository still has, older first; undefined when there is none.
 */
export function restorableNear(ws: Workspace, id: string, exists: (tree: string) => boolean): string | undefined {
  const ids = ws.ids();
  const at = ids.indexOf(id);
  const byDistance = ids
    .map((other, index) => ({ other, distance: at < 0 ? index : Math.abs(index - at) + (index < at ? 0.5 : 0) }))
    .filter(({ other }) => other !== id)
    .sort((a, b) => a.distance - b.distance);
  for (const { other } of byDistance) {
    const tree = ws.read(other)?.point?.snapshot?.tree;
    if (tree && exists(tree)) return other;
  }
  return undefined;
}
