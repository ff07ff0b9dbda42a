// How a person names a restore point: by its id, or by the name `save --name` gave it. A name is unique
// among a workspace's points, so it can stand wherever an id can (`inspect v1`, `restore v1`).
import { isPointId, POINT_PREFIX, type StoredPoint } from './point.js';
import type { Workspace } from './workspace.js';

/** The point a person meant among these: the one of that id, else the one of that name. */
export function findPoint<T extends StoredPoint>(points: T[], ref: string): T | undefined {
  if (isPointId(ref)) return points.find((stored) => stored.id === ref);
  return points.find((stored) => stored.point?.name === ref);
}

/** The id of the workspace's point of that id or name; undefined when there is none. */
export function resolvePoint(ws: Workspace, ref: string): string | undefined {
  if (isPointId(ref)) return ws.read(ref) ? ref : undefined;
  return findPoint(ws.points(), ref)?.id;
}

/** Why a new point cannot take this name (one sentence with its fix), or undefined. */
export function nameProblem(ws: Workspace, name: string): string | undefined {
  if (name.trim() === '') return 'A name needs at least one character: --name <name>.';
  if (name.startsWith(POINT_PREFIX)) return `"${name}" would read as a point id: pick a name that does not start with ${POINT_PREFIX}.`;
  const holder = resolvePoint(ws, name);
  if (holder)
    return `A restore point here is already named "${name}" (${holder}): pick another name, or \`checkpoint delete ${name}\` first.`;
  return undefined;
}
