// A restore point: where the work stood, as paths and short text, never file contents (SPEC 4.1).
import * as v from 'valibot';

export const TRIGGERS = ['manual', 'start', 'turn', 'phase', 'precompact', 'risky', 'interval', 'backup'] as const;
export type Trigger = (typeof TRIGGERS)[number];
/** Triggers a person or an agent asked for; the rest are automatic. */
export const VOLUNTARY: readonly Trigger[] = ['manual'];

const Snapshot = v.object({
  /** Records of earlier versions: a commit of `tree` (refs/points/<id> points at it). Now the ref names the tree. */
  commit: v.optional(v.string()),
  /** The snapshot's tree in the shadow repository (refs/points/<id> keeps it). */
  tree: v.string(),
  files: v.number(),
  /** Files that were there and are not in the tree (notCaptured says which, the first of them). */
  skipped: v.optional(v.number()),
  /** Paths the tree does not hold although they were there: a restore never removes them. */
  notCaptured: v.optional(
    v.array(v.object({ path: v.string(), reason: v.string(), bytes: v.optional(v.number()), blob: v.optional(v.string()) })),
  ),
  /** Permission bits of files a restore would not give by itself (a 0600 key). */
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

export function parsePoint(id: string, raw: string): StoredPoint {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return { id, raw, problem: `not valid JSON (${(error as Error).message})` };
  }
  const parsed = v.safeParse(RestorePointSchema, json);
  if (!parsed.success) return { id, raw, problem: `${v.getDotPath(parsed.issues[0]) ?? 'record'}: ${parsed.issues[0].message}` };
  if (parsed.output.id !== id) return { id, raw, problem: `the record names another id (${parsed.output.id})` };
  return { id, point: parsed.output };
}

export const MAX_RECORD_BYTES = 4096;
