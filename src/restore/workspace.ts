// Where restore points live: <stateDir>/restore/<workspace-key>/{points,markers,sessions,trash,shadow}. The
// JSON files (records, markers, memos, workspace.json) are kept by the JSON store (util/json-store.ts).
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as v from 'valibot';
import { writeFileAtomic } from '../util/atomic-write.js';
import { JsonStore } from '../util/json-store.js';
import { LockTimeoutError, withLock } from '../util/lock.js';
import { safeId, stateDir, workspaceKey } from '../util/paths.js';
import { listDirectory } from '../util/read-file.js';
import { isPointId, type RestorePoint, RestorePointSchema, type StoredPoint, storedPoint } from './point.js';

/** A snapshot or a restore holds the lock a few seconds; the first snapshot of a big tree may take minutes. */
const LOCK_WAIT_MS = 30_000;
const LOCK_STALE_MS = 10 * 60_000;

/** A file of the store that is not JSON state (a stamp, a ref, a list): private and whole, like the rest. */
export function atomicWrite(file: string, text: string | Uint8Array): void {
  writeFileAtomic(file, text, { mode: 0o600, dirMode: 0o700 });
}

export const Marker = v.object({
  id: v.string(),
  parent: v.optional(v.string()),
  agent: v.optional(v.string()),
  sessionId: v.optional(v.string()),
  trigger: v.string(),
  createdAt: v.number(),
});
export type Marker = v.InferOutput<typeof Marker>;

/** The session's current (or last) turn, as its prompt and stop recorded it (restore/turns.ts). */
const Turn = v.object({
  /** When its prompt came. */
  startedAt: v.number(),
  /** The point holding the tree as of that prompt. */
  base: v.optional(v.string()),
  /** When the stop that ended it came (absent while it runs). */
  endedAt: v.optional(v.number()),
  /** That stop's moment, while its point is still to be recorded (by a detached run, or the next prompt). */
  pendingEnd: v.optional(v.number()),
});

export const SessionMemo = v.object({
  /** Whose memo this is (its file name is a safe form of both). */
  agent: v.optional(v.string()),
  sessionId: v.optional(v.string()),
  startedAt: v.optional(v.number()),
  /** The session's first real prompt: the task when the branch does not name one. */
  firstPrompt: v.optional(v.string()),
  lastIntervalAt: v.optional(v.number()),
  contextWarned: v.optional(v.boolean()),
  turn: v.optional(Turn),
});
export type SessionMemo = v.InferOutput<typeof SessionMemo>;

/** `<workspace-key>/workspace.json`: the root a workspace's directory belongs to (its key is a hash of it). */
const WorkspaceFile = v.object({ root: v.string() });

function workspaceFiles(env: NodeJS.ProcessEnv): JsonStore<v.InferOutput<typeof WorkspaceFile>> {
  return new JsonStore(join(stateDir(env), 'restore'), WorkspaceFile);
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Another restore operation held the workspace's lock for longer than the caller would wait. */
export class WorkspaceBusy extends Error {
  constructor() {
    super('another restore operation holds this workspace: try again');
  }
}

export class Workspace {
  readonly dir: string;
  readonly shadowDir: string;
  private readonly key: string;
  private readonly records: JsonStore<RestorePoint>;
  /** trash/<day>/<id>.json: deleted records (and resumed markers), until prune. */
  private readonly trashBin: JsonStore<RestorePoint>;
  private readonly pending: JsonStore<Marker>;
  private readonly memos: JsonStore<SessionMemo>;

  constructor(
    readonly root: string,
    readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.key = workspaceKey(root);
    this.dir = join(stateDir(env), 'restore', this.key);
    this.shadowDir = join(this.dir, 'shadow');
    this.records = new JsonStore(join(this.dir, 'points'), RestorePointSchema);
    this.trashBin = new JsonStore(join(this.dir, 'trash'), RestorePointSchema);
    this.pending = new JsonStore(join(this.dir, 'markers'), Marker);
    this.memos = new JsonStore(join(this.dir, 'sessions'), SessionMemo);
  }

  /** Every workspace that has restore points (for `list --all`); one without a readable workspace.json is skipped. */
  static all(env: NodeJS.ProcessEnv = process.env): Workspace[] {
    const files = workspaceFiles(env);
    return listDirectory(files.dir).flatMap((key) => {
      const file = files.get(`${key}:workspace`);
      return file ? [new Workspace(file.root, env)] : [];
    });
  }

  /**
   * Runs `work` as the one writer of this workspace: its records and shadow repository (git's index.lock
   * would make a parallel snapshot fail outright, and a restore must apply what it just backed up). The
   * same lock as a session's (util/lock.ts): an owner token, a dead owner's lock taken over.
   */
  async locked<T>(work: () => T | Promise<T>, waitMs = LOCK_WAIT_MS): Promise<T> {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    try {
      return await withLock(join(this.dir, 'lock'), async () => work(), { waitMs, staleMs: LOCK_STALE_MS });
    } catch (error) {
      if (error instanceof LockTimeoutError) throw new WorkspaceBusy();
      throw error;
    }
  }

  pointFile(id: string): string {
    return this.records.file(id);
  }

  /** Writes a point's record; returns its text (save warns when it is large). */
  write(point: RestorePoint): string {
    const files = workspaceFiles(this.env);
    const key = `${this.key}:workspace`;
    if (files.read(key).status !== 'ok') files.write(key, { root: this.root });
    return this.records.write(point.id, point);
  }

  read(id: string): StoredPoint | undefined {
    return isPointId(id) ? storedPoint(id, this.records.read(id)) : undefined;
  }

  /** Ids of the stored points, newest first; temp files of a write in progress are not points. */
  ids(): string[] {
    return this.records.keys().filter(isPointId).sort().reverse();
  }

  points(): StoredPoint[] {
    return this.ids().flatMap((id) => this.read(id) ?? []);
  }

  latest(): RestorePoint | undefined {
    for (const id of this.ids()) {
      const point = this.read(id)?.point;
      if (point) return point;
    }
    return undefined;
  }

  /** Moves a point's record (or a marker) into trash/<day>/; its snapshot stays until prune. */
  trash(file: string, now = Date.now()): void {
    const target = join(this.dir, 'trash', dayOf(now), basename(file));
    // A prune may remove an empty trash folder between the mkdir and the rename (it takes the workspace's
    // lock, this does not): made again, once.
    for (let attempt = 0; ; attempt++) {
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      try {
        renameSync(file, target);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 0 || !existsSync(file)) throw error;
      }
    }
  }

  /** Deleted points (the markers in the trash are not points), newest deletion day first, each read. */
  trashed(): (StoredPoint & { deletedOn: string; file: string })[] {
    return this.trashBin
      .keys()
      .sort()
      .reverse()
      .flatMap((key) => {
        const [deletedOn, id, ...deeper] = key.split(':');
        const stored = deeper.length === 0 && id !== undefined && isPointId(id) ? storedPoint(id, this.trashBin.read(key)) : undefined;
        return stored ? [{ ...stored, deletedOn, file: this.trashBin.file(key) }] : [];
      });
  }

  /** Moves a deleted point's record back among the points (its snapshot is still there until prune). */
  untrash(file: string, id: string): void {
    mkdirSync(dirname(this.pointFile(id)), { recursive: true, mode: 0o700 });
    renameSync(file, this.pointFile(id));
  }

  markerFile(agent: string | undefined, sessionId: string | undefined): string {
    return this.pending.file(sessionKey(agent ?? 'cli', sessionId ?? 'none'));
  }

  writeMarker(point: RestorePoint): void {
    const marker: Marker = {
      id: point.id,
      parent: point.parent,
      agent: point.agent,
      sessionId: point.sessionId,
      trigger: point.trigger,
      createdAt: point.createdAt,
    };
    this.pending.write(sessionKey(point.agent ?? 'cli', point.sessionId ?? 'none'), marker);
  }

  /** Pending-restore markers, newest first, each with its file; a torn or foreign marker is no marker. */
  markers(): (Marker & { file: string })[] {
    return this.pending
      .keys()
      .flatMap((key) => {
        const marker = this.pending.get(key);
        return marker ? [{ ...marker, file: this.pending.file(key) }] : [];
      })
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  /** What restore remembers per session (first prompt, its turn, interval clock, context warning). */
  memoFile(agent: string, sessionId: string): string {
    return this.memos.file(sessionKey(agent, sessionId));
  }

  /** {} when nothing is remembered (or the memo is unreadable). */
  readMemo(agent: string, sessionId: string): SessionMemo {
    return this.memos.get(sessionKey(agent, sessionId)) ?? {};
  }

  /** Every session's memo in this workspace (which sessions were working when: restore/undo.ts). */
  sessionMemos(): SessionMemo[] {
    return this.memos.keys().flatMap((key) => this.memos.get(key) ?? []);
  }

  writeMemo(agent: string, sessionId: string, memo: SessionMemo): void {
    this.memos.write(sessionKey(agent, sessionId), memo);
  }

  /**
   * Read-modify-write of a session's memo under a lock of its own, held for one read and one write and
   * never across a snapshot (the workspace lock may be held for seconds): two hooks of one session at
   * once (parallel tool calls, a prompt racing them) must not both find the interval clock due, nor both
   * find the session's first prompt. `change` returns the memo to write (none: nothing written) and a result.
   */
  async updateMemo<T>(agent: string, sessionId: string, change: (memo: SessionMemo) => { memo?: SessionMemo; result: T }): Promise<T> {
    return this.memos.update(sessionKey(agent, sessionId), (current) => {
      const before = current.status === 'ok' ? current.value : {};
      const { memo, result } = change(before);
      return { write: memo && JSON.stringify(memo) !== JSON.stringify(before) ? memo : undefined, result };
    });
  }

  /** The newest readable point holding a snapshot, reading no further back than needed. */
  latestWithSnapshot(ids = this.ids()): RestorePoint | undefined {
    for (const id of ids) {
      const point = this.read(id)?.point;
      if (point?.snapshot) return point;
    }
    return undefined;
  }
}

/** `<agent>-<safe session id>`: a session's marker and memo. */
function sessionKey(agent: string, sessionId: string): string {
  return `${safeId(agent)}-${safeId(sessionId)}`;
}
