// Where restore points live: <stateDir>/restore/<workspace-key>/{points,markers,trash,shadow}.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as v from 'valibot';
import { writeFileAtomic } from '../util/atomic-write.js';
import { LockTimeoutError, withLock } from '../util/lock.js';
import { safeId, stateDir, workspaceKey } from '../util/paths.js';
import { listDirectory, readRegularFile } from '../util/read-file.js';
import { isPointId } from './ids.js';
import { parsePoint, type RestorePoint, type StoredPoint } from './record.js';

const MAX_READ = 1024 * 1024;
/** A snapshot or a restore holds the lock a few seconds; the first snapshot of a big tree may take minutes. */
const LOCK_WAIT_MS = 30_000;
const LOCK_STALE_MS = 10 * 60_000;

export function atomicWrite(file: string, text: string | Uint8Array): void {
  writeFileAtomic(file, text, { mode: 0o600, dirMode: 0o700 });
}

function readBounded(file: string): string | undefined {
  return readRegularFile(file, { maxBytes: MAX_READ, truncate: true });
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

export const SessionMemo = v.object({
  startedAt: v.optional(v.number()),
  /** The session's first real prompt: the task when the branch does not name one. */
  firstPrompt: v.optional(v.string()),
  lastIntervalAt: v.optional(v.number()),
  contextWarned: v.optional(v.boolean()),
});
export type SessionMemo = v.InferOutput<typeof SessionMemo>;

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

  constructor(
    readonly root: string,
    readonly env: NodeJS.ProcessEnv = process.env,
  ) {
    this.dir = join(stateDir(env), 'restore', workspaceKey(root));
    this.shadowDir = join(this.dir, 'shadow');
  }

  /** Every workspace that has restore points (for `list --all`). */
  static all(env: NodeJS.ProcessEnv = process.env): Workspace[] {
    const base = join(stateDir(env), 'restore');
    const found: Workspace[] = [];
    for (const key of listDirectory(base)) {
      const raw = readBounded(join(base, key, 'workspace.json'));
      try {
        const root = raw ? (JSON.parse(raw) as { root?: unknown }).root : undefined;
        if (typeof root === 'string') found.push(new Workspace(root, env));
      } catch {
        // an unreadable workspace file: skipped
      }
    }
    return found;
  }

  /**
   * Runs `work` as the one writer of this workspace: its records and shadow repository (git's index.lock
   * would make a parallel snapshot fail outright, and a restore must apply what it just backed up). The
   * session lock: an owner token, a dead owner's lock taken over.
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
    return join(this.dir, 'points', `${id}.json`);
  }

  write(point: RestorePoint): string {
    const text = `${JSON.stringify(point, null, 2)}\n`;
    if (!existsSync(join(this.dir, 'workspace.json')))
      atomicWrite(join(this.dir, 'workspace.json'), `${JSON.stringify({ root: this.root })}\n`);
    atomicWrite(this.pointFile(point.id), text);
    return text;
  }

  read(id: string): StoredPoint | undefined {
    if (!isPointId(id)) return undefined;
    const raw = readBounded(this.pointFile(id));
    return raw === undefined ? undefined : parsePoint(id, raw);
  }

  /** Ids of the stored points, newest first; temp files of a write in progress are not points. */
  ids(): string[] {
    return listDirectory(join(this.dir, 'points'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5))
      .filter(isPointId)
      .sort()
      .reverse();
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
    const base = join(this.dir, 'trash');
    return listDirectory(base)
      .sort()
      .reverse()
      .flatMap((day) =>
        listDirectory(join(base, day))
          .filter((name) => name.endsWith('.json') && isPointId(name.slice(0, -5)))
          .sort()
          .reverse()
          .flatMap((name) => {
            const file = join(base, day, name);
            const raw = readBounded(file);
            return raw === undefined ? [] : [{ ...parsePoint(name.slice(0, -5), raw), deletedOn: day, file }];
          }),
      );
  }

  /** Moves a deleted point's record back among the points (its snapshot is still there until prune). */
  untrash(file: string, id: string): void {
    mkdirSync(dirname(this.pointFile(id)), { recursive: true, mode: 0o700 });
    renameSync(file, this.pointFile(id));
  }

  markerFile(agent: string | undefined, sessionId: string | undefined): string {
    return join(this.dir, 'markers', `${agent ?? 'cli'}-${safeId(sessionId ?? 'none')}.json`);
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
    atomicWrite(this.markerFile(point.agent, point.sessionId), `${JSON.stringify(marker)}\n`);
  }

  /** Pending-restore markers, newest first, each with its file. */
  markers(): (Marker & { file: string })[] {
    const dir = join(this.dir, 'markers');
    const found: (Marker & { file: string })[] = [];
    for (const name of listDirectory(dir).filter((n) => n.endsWith('.json'))) {
      const file = join(dir, name);
      try {
        const parsed = v.safeParse(Marker, JSON.parse(readBounded(file) ?? ''));
        if (parsed.success) found.push({ ...parsed.output, file });
      } catch {
        // a torn marker is no marker
      }
    }
    return found.sort((a, b) => b.createdAt - a.createdAt);
  }

  /** What restore remembers per session (first prompt, interval clock, context warning). */
  memoFile(agent: string, sessionId: string): string {
    return join(this.dir, 'sessions', `${agent}-${safeId(sessionId)}.json`);
  }

  readMemo(agent: string, sessionId: string): SessionMemo {
    try {
      const parsed = v.safeParse(SessionMemo, JSON.parse(readBounded(this.memoFile(agent, sessionId)) ?? ''));
      return parsed.success ? parsed.output : {};
    } catch {
      return {};
    }
  }

  writeMemo(agent: string, sessionId: string, memo: SessionMemo): void {
    atomicWrite(this.memoFile(agent, sessionId), `${JSON.stringify(memo)}\n`);
  }

  /**
   * Read-modify-write of a session's memo under a lock of its own, held for one read and one write and
   * never across a snapshot (the workspace lock may be held for seconds): two hooks of one session at
   * once (parallel tool calls, a prompt racing them) must not both find the interval clock due, nor both
   * find the session's first prompt. `change` returns the memo to write (none: nothing written) and a result.
   */
  async updateMemo<T>(agent: string, sessionId: string, change: (memo: SessionMemo) => { memo?: SessionMemo; result: T }): Promise<T> {
    const file = this.memoFile(agent, sessionId);
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    return withLock(`${file}.lock`, async () => {
      const before = this.readMemo(agent, sessionId);
      const { memo, result } = change(before);
      if (memo && JSON.stringify(memo) !== JSON.stringify(before)) this.writeMemo(agent, sessionId, memo);
      return result;
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
