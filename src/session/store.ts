import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createStorage, type Storage } from 'unstorage';
import * as v from 'valibot';
import type { AgentName } from '../agents/protocol.js';
import { type LockOptions, withLock } from '../util/lock.js';
import { safeId, stateDir } from '../util/paths.js';
import { atomicFsDriver, tempFileOf } from './fs-driver.js';
import { emptySession, type SessionState, SessionStateSchema } from './schema.js';

interface LoadedSession {
  state: SessionState;
  /** Why the stored file was not used: missing, corrupt or older schema. */
  fresh?: 'missing' | 'corrupt';
}

export class SessionStore {
  readonly dir: string;
  private readonly storage: Storage;

  constructor(
    env: NodeJS.ProcessEnv = process.env,
    private readonly lockOptions: LockOptions = {},
  ) {
    this.dir = join(stateDir(env), 'sessions');
    this.storage = createStorage({ driver: atomicFsDriver({ base: this.dir }) });
  }

  key(agent: AgentName, sessionId: string): string {
    return `${agent}:${safeId(sessionId)}.json`;
  }

  file(agent: AgentName, sessionId: string): string {
    return join(this.dir, agent, `${safeId(sessionId)}.json`);
  }

  async load(agent: AgentName, sessionId: string, now = Date.now()): Promise<LoadedSession> {
    return this.parse(agent, sessionId, await this.readRaw(agent, sessionId), now);
  }

  private async readRaw(agent: AgentName, sessionId: string): Promise<string> {
    const raw = await this.storage.getItemRaw<string>(this.key(agent, sessionId));
    return typeof raw === 'string' ? raw : '';
  }

  private parse(agent: AgentName, sessionId: string, raw: string, now: number): LoadedSession {
    if (raw === null || raw === undefined || raw === '') return { state: emptySession(agent, sessionId, now), fresh: 'missing' };
    let json: unknown;
    try {
      json = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      return { state: emptySession(agent, sessionId, now), fresh: 'corrupt' };
    }
    const parsed = v.safeParse(SessionStateSchema, json);
    if (!parsed.success || parsed.output.agent !== agent) return { state: emptySession(agent, sessionId, now), fresh: 'corrupt' };
    return { state: parsed.output };
  }

  /** Only under the session lock (update): the temp file is shared by all writers of the session. */
  private async save(state: SessionState): Promise<void> {
    await this.storage.setItemRaw(this.key(state.agent, state.sessionId), `${JSON.stringify(state, null, 2)}\n`);
  }

  /**
   * Read-modify-write under the session's lock; a change that returns undefined writes nothing.
   * Throws LockTimeoutError, having written nothing, when the lock cannot be had in time: losing
   * one update beats overwriting another run's (the hook fails open).
   */
  async update(
    agent: AgentName,
    sessionId: string,
    change: (state: SessionState) => SessionState | undefined | Promise<SessionState | undefined>,
  ): Promise<SessionState> {
    mkdirSync(join(this.dir, agent), { recursive: true, mode: 0o700 });
    const file = this.file(agent, sessionId);
    return withLock(
      `${file}.lock`,
      async (lock) => {
        // Holding the lock, no other run writes this session: a temp file here was left by a killed run.
        rmSync(tempFileOf(file), { force: true });
        const { state } = await this.load(agent, sessionId);
        const changed = await change(state);
        if (!changed) return state;
        // The change may have taken long (git, transcript); a hung run whose lock was taken over must not write.
        if (!lock.stillHeld()) throw new Error(`session lock of ${file} lost: nothing written`);
        const next = { ...changed, updatedAt: Date.now() };
        await this.save(next);
        return next;
      },
      this.lockOptions,
    );
  }

  /**
   * For a slow change (a stop runs git and reads the transcript): it runs on an unlocked read, and its
   * result is written under the lock only if no other run wrote the session meanwhile, so the lock is
   * held for milliseconds, not for the whole evaluation (held across it, 200 concurrent hooks made
   * prompts time out on the lock). Beaten by another writer `attempts` times: writes nothing and
   * returns undefined, and the caller fails open.
   */
  async updateIfUnchanged(
    agent: AgentName,
    sessionId: string,
    change: (state: SessionState) => SessionState | undefined | Promise<SessionState | undefined>,
    attempts = 2,
  ): Promise<SessionState | undefined> {
    const file = this.file(agent, sessionId);
    mkdirSync(join(this.dir, agent), { recursive: true, mode: 0o700 });
    for (let attempt = 0; attempt < attempts; attempt++) {
      const seen = await this.readRaw(agent, sessionId);
      const { state } = this.parse(agent, sessionId, seen, Date.now());
      const changed = await change(state);
      if (!changed) return state;
      const written = await withLock(
        `${file}.lock`,
        async (lock) => {
          rmSync(tempFileOf(file), { force: true });
          if ((await this.readRaw(agent, sessionId)) !== seen) return undefined;
          // Held for milliseconds, but a run suspended right here could still outlive the stale bound.
          if (!lock.stillHeld()) throw new Error(`session lock of ${file} lost: nothing written`);
          const next = { ...changed, updatedAt: Date.now() };
          await this.save(next);
          return next;
        },
        this.lockOptions,
      );
      if (written) return written;
    }
    return undefined;
  }

  /** Every stored session, newest first (for `status` without an id). Corrupt files are skipped. */
  async all(): Promise<SessionState[]> {
    const keys = await this.storage.getKeys();
    const sessions: SessionState[] = [];
    for (const key of keys) {
      const raw = await this.storage.getItemRaw<string>(key);
      try {
        const parsed = v.safeParse(SessionStateSchema, JSON.parse(String(raw)));
        if (parsed.success) sessions.push(parsed.output);
      } catch {
        // corrupt: skipped
      }
    }
    return sessions.sort((a, b) => b.updatedAt - a.updatedAt);
  }
}
