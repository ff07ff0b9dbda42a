// Each session's state: `<stateDir>/sessions/<agent>/<safe-id>.json` (SPEC 2), kept by the JSON store.
// On every hook's critical path: a load is one bounded read and one schema check, an update adds the lock.
import { join } from 'node:path';
import type { AgentName } from '../agents/protocol.js';
import { type JsonRead, JsonStore } from '../util/json-store.js';
import type { LockOptions } from '../util/lock.js';
import { safeId, stateDir } from '../util/paths.js';
import { emptySession, type SessionState, SessionStateSchema } from './state.js';

interface LoadedSession {
  state: SessionState;
  /** Why the stored file was not used: missing, or corrupt (a schema-1 file is read as it was). */
  fresh?: 'missing' | 'corrupt';
}

type SessionChange = (state: SessionState) => SessionState | undefined | Promise<SessionState | undefined>;

export class SessionStore {
  readonly dir: string;
  private readonly store: JsonStore<SessionState>;

  constructor(env: NodeJS.ProcessEnv = process.env, lockOptions: LockOptions = {}) {
    this.dir = join(stateDir(env), 'sessions');
    this.store = new JsonStore(this.dir, SessionStateSchema, lockOptions);
  }

  private key(agent: AgentName, sessionId: string): string {
    return `${agent}:${safeId(sessionId)}`;
  }

  async load(agent: AgentName, sessionId: string, now = Date.now()): Promise<LoadedSession> {
    return loaded(agent, sessionId, this.store.read(this.key(agent, sessionId)), now);
  }

  /**
   * Read-modify-write under the session's lock; a change that returns undefined writes nothing.
   * Throws LockTimeoutError, having written nothing, when the lock cannot be had in time (the hook
   * fails open).
   */
  async update(agent: AgentName, sessionId: string, change: SessionChange): Promise<SessionState> {
    return this.store.update(this.key(agent, sessionId), async (current) => {
      const { state } = loaded(agent, sessionId, current, Date.now());
      const changed = await change(state);
      if (!changed) return { result: state };
      const next = { ...changed, updatedAt: Date.now() };
      return { write: next, result: next };
    });
  }

  /**
   * For a slow change (a stop runs git and reads the transcript): it runs on an unlocked read, and its
   * result is written under the lock only if no other run wrote the session meanwhile, so the lock is
   * held for milliseconds, not for the whole evaluation (held across it, 200 concurrent hooks made
   * prompts time out on the lock). Beaten by another writer `attempts` times: writes nothing and
   * returns undefined, and the caller fails open.
   */
  async updateIfUnchanged(agent: AgentName, sessionId: string, change: SessionChange, attempts = 2): Promise<SessionState | undefined> {
    const key = this.key(agent, sessionId);
    for (let attempt = 0; attempt < attempts; attempt++) {
      const seen = this.store.read(key);
      const { state } = loaded(agent, sessionId, seen, Date.now());
      const changed = await change(state);
      if (!changed) return state;
      const written = await this.store.update(key, (current) => {
        if (textOf(current) !== textOf(seen)) return { result: undefined };
        const next = { ...changed, updatedAt: Date.now() };
        return { write: next, result: next };
      });
      if (written) return written;
    }
    return undefined;
  }

  /** Every stored session, newest first (for `status` without an id). Corrupt files are skipped. */
  async all(): Promise<SessionState[]> {
    return this.store
      .keys()
      .flatMap((key) => this.store.get(key) ?? [])
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }
}

function loaded(agent: AgentName, sessionId: string, read: JsonRead<SessionState>, now: number): LoadedSession {
  if (read.status === 'ok' && read.value.agent === agent) return { state: read.value };
  // Nothing read (no file, an empty one, one over the bound): nothing recorded; a file read and refused is corrupt.
  const fresh = read.status === 'missing' || read.text === '' ? 'missing' : 'corrupt';
  return { state: emptySession(agent, sessionId, now), fresh };
}

function textOf(read: JsonRead<unknown>): string {
  return read.status === 'missing' ? '' : read.text;
}
