// A restore point: where the work stood, as paths and short text, never file contents (SPEC 4.1).
import * as v from 'valibot';
import type { JsonRead } from '../util/json-store.js';
import { isSortableId, newSortableId, timeOfSortableId } from '../util/sortable-id.js';

/** Point ids sort by time as strings: `chk_` + 10 base36 chars of epoch ms + 6 more (util/sortable-id.ts). */
export const POINT_PREFIX = 'chk_';

export function newPointId(now = Date.now()): string {
  return newSortableId(POINT_PREFIX, now);
}

export function isPointId(id: string): boolean {
  return isSortableId(id, POINT_PREFIX);
}

/** The time an id was taken (its createdAt when the record itself is unreadable). */
export function timeOfId(id: string): number | undefined {
  return timeOfSortableId(id, POINT_PREFIX);
}

/**
 * Why a point was taken: by hand (`manual`); at a session's first prompt (`start`) or a later one that found the
 * tree changed (`prompt`); at the end of a turn that changed files (`turn`, `phase` when it completed a todo);
 * before a compaction, a risky command, every 10 minutes; before an undo or a restore wrote files (`backup`)
 * and after (`undo`, `restore`).
 */
export const TRIGGERS = [
  'manual',
  'start',
  'prompt',
  'turn',
  'phase',
  'precompact',
  'risky',
  'interval',
  'backup',
  'undo',
  'restore',
] as const;
export type Trigger = (typeof TRIGGERS)[number];
/** Triggers a person or an agent asked for; the rest are automatic. */
export const VOLUNTARY: readonly Trigger[] = ['manual'];
/** Points that end a change `undo` can take back: a turn, or an undo or restore that wrote files. */
export const CHANGES: readonly Trigger[] = ['turn', 'phase', 'undo', 'restore'];

const Snapshot = v.object({
  /** Records of earlier versions: a commit of `tree` (refs/points/<id> points at it). Now the ref names the tree. */
  commit: v.optional(v.string()),
  /** The snapshot's tree in the shadow repository (refs/points/<id> keeps it); absent while `pending`. */
  tree: v.optional(v.string()),
  /** The tree is still to be written from the shadow index as this point left it (restore/README.md). */
  pending: v.optional(v.literal(true)),
  files: v.number(),
  /**
   * A blob of the shadow repository holding what the tree cannot: every file's unusual permission bits, every
   * path left out and why, the repositories inside (fingerprints), and a turn's touched paths (restore/stage.ts).
   */
  meta: v.optional(v.string()),
  /** The snapshot's own meta blob ('' for none) where `meta` adds a turn's touched paths to it: the moment's, to compare moments by. */
  captured: v.optional(v.string()),
  /** Files that were there and are not in the tree (notCaptured says which, the first of them). */
  skipped: v.optional(v.number()),
  /** Paths the tree does not hold although they were there (the first of them; `meta` has all). */
  notCaptured: v.optional(
    v.array(v.object({ path: v.string(), reason: v.string(), bytes: v.optional(v.number()), blob: v.optional(v.string()) })),
  ),
  /** Records of earlier versions: permission bits of files (the first 200); now in `meta`. */
  modes: v.optional(v.record(v.string(), v.number())),
  /** The tree had not changed since the previous point: the same tree. */
  reused: v.optional(v.boolean()),
});

export const RestorePointSchema = v.object({
  version: v.literal(1),
  id: v.string(),
  parent: v.optional(v.string()),
  name: v.optional(v.string()),
  note: v.optional(v.string()),
  createdAt: v.number(),
  trigger: v.picklist(TRIGGERS),
  agent: v.optional(v.string()),
  sessionId: v.optional(v.string()),
  cwd: v.string(),
  root: v.string(),
  branch: v.optional(v.string()),
  head: v.optional(v.string()),
  snapshot: v.optional(Snapshot),
  /**
   * A change undo can take back (CHANGES): the point holding the tree before it (the turn's prompt, or the
   * backup an undo took), when the change began, and how many paths its own tool calls named (in `meta`).
   */
  change: v.optional(v.object({ base: v.string(), startedAt: v.number(), touched: v.optional(v.number()) })),
  /** Why there is no snapshot (home directory, too many files, git missing). */
  snapshotSkipped: v.optional(v.string()),
  task: v.optional(v.string()),
  /** The in-progress todo. */
  step: v.optional(v.string()),
  progress: v.optional(v.object({ done: v.number(), total: v.number() })),
  intent: v.optional(v.string()),
  todos: v.array(v.object({ content: v.string(), status: v.string() })),
  filesModified: v.array(v.string()),
  /** How many files were modified when more than filesModified lists. */
  filesModifiedCount: v.optional(v.number()),
  artifacts: v.array(v.string()),
  agentOutputs: v.array(v.object({ description: v.string(), paths: v.array(v.string()) })),
  decisions: v.array(v.object({ decision: v.string(), because: v.optional(v.string()) })),
  openQuestions: v.array(v.string()),
});

export type RestorePoint = v.InferOutput<typeof RestorePointSchema>;

/** A point as read from disk: a valid record, or the raw text of a corrupt one. */
export type StoredPoint =
  | { id: string; point: RestorePoint; raw?: undefined }
  | { id: string; point?: undefined; raw: string; problem: string };

/** A point as its record file was read (util/json-store.ts); undefined when there is none. */
export function storedPoint(id: string, read: JsonRead<RestorePoint>): StoredPoint | undefined {
  if (read.status === 'missing') return undefined;
  if (read.status === 'corrupt') return { id, raw: read.text, problem: read.problem };
  if (read.value.id !== id) return { id, raw: read.text, problem: `the record names another id (${read.value.id})` };
  return { id, point: read.value };
}

export const MAX_RECORD_BYTES = 4096;

/** Does this point hold the moment a staging describes (the same tree, the same meta of the tree)? */
export const holdsMoment = (point: RestorePoint | undefined, staged: { tree?: string; meta?: string }): boolean =>
  point?.snapshot !== undefined &&
  point.snapshot.tree === staged.tree &&
  (point.snapshot.captured === undefined ? point.snapshot.meta : point.snapshot.captured || undefined) === staged.meta;
