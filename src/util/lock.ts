import { closeSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { log } from './log.js';
import { procStat } from './proc.js';
import { readRegularFile } from './read-file.js';

// Serializes read-modify-write of one file across processes (a session, a workspace's records, a memo, a
// report; parallel tool hooks, a Stop racing a prompt) with an O_EXCL lock file that names its owner.
// Measured failures of the first version: a lock still held was taken over as stale after 5 s, and a waiter that gave up went on
// unlocked, so 20 of 90 concurrent prompts were lost. Now:
// - the owner writes a token (pid, process start time, nonce); only the owner releases;
// - a lock is taken over only when its owner process is gone (a kill -9 is noticed on the next poll)
//   or it is older than any hook can run;
// - a waiter that cannot get the lock in time throws LockTimeoutError and the caller writes nothing.

/**
 * Longer than any hook runs: the agents kill a hook at its timeout (30 s as checkpoint installs it). The
 * workspace lock, held across a snapshot whose git calls may take 60 s each, passes its own (restore/workspace.ts).
 */
const STALE_MS = 60_000;
/**
 * How long a hook waits for the lock before failing open without writing. Holders keep it for
 * milliseconds, so only a crowd waits long: 200 hooks started at once on a loaded 2-core machine
 * drain in about 15 s. Below the agents' 30 s hook timeout, with room for the work itself.
 */
const WAIT_MS = 20_000;
/** An owner writes its token right after creating the file; an empty lock older than this lost its owner. */
const UNWRITTEN_MS = 250;
/** The takeover guard is held for microseconds; one this old was left by a killed run. */
const GUARD_STALE_MS = 5_000;

export class LockTimeoutError extends Error {
  constructor(lockFile: string, waitedMs: number) {
    super(`lock ${lockFile} still held after ${waitedMs} ms: nothing written`);
    this.name = 'LockTimeoutError';
  }
}

interface HeldLock {
  /** True while the lock file still carries our token (false only after a takeover of a hung run). */
  stillHeld(): boolean;
}

export interface LockOptions {
  waitMs?: number;
  staleMs?: number;
}

interface Owner {
  pid: number;
  /** Linux process start time (clock ticks since boot): tells our pid from a reused one. */
  start?: string;
  nonce: string;
  at: number;
}

/** Field 22 of /proc/<pid>/stat, or undefined where there is no /proc. */
function processStart(pid: number): string | undefined {
  return procStat(pid)?.fields[19];
}

let selfStart: string | undefined | null = null;

function newToken(): string {
  if (selfStart === null) selfStart = processStart(process.pid);
  const owner: Owner = {
    pid: process.pid,
    start: selfStart,
    nonce: `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`,
    at: Date.now(),
  };
  return JSON.stringify(owner);
}

function parseOwner(text: string): Owner | undefined {
  try {
    const value = JSON.parse(text) as Partial<Owner>;
    if (typeof value.pid === 'number' && typeof value.at === 'number' && typeof value.nonce === 'string') return value as Owner;
  } catch {
    // torn or foreign content
  }
  return undefined;
}

function ownerAlive(owner: Pick<Owner, 'pid' | 'start'>): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.start === undefined) return true;
  const start = processStart(owner.pid);
  return start === undefined || start === owner.start;
}

function readText(file: string): string | undefined {
  return readRegularFile(file, { maxBytes: 4096 });
}

function createExclusive(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
  return true;
}

function ageMs(file: string, now: number): number {
  try {
    return now - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Whether the lock as last read belongs to nobody any more. */
function isStale(text: string, file: string, now: number, staleMs: number): boolean {
  const owner = parseOwner(text);
  if (!owner) return ageMs(file, now) > UNWRITTEN_MS;
  return !ownerAlive(owner) || now - owner.at > staleMs;
}

/**
 * Removes a stale lock. Two waiters may judge the same dead lock stale; without care the slower one
 * would then remove the fresh lock the faster one just took. So the removal happens under a short
 * guard file, after re-reading that the lock is still the very one judged stale.
 */
function takeOverIfStale(lockFile: string, staleMs: number): void {
  const now = Date.now();
  const seen = readText(lockFile);
  if (seen === undefined || !isStale(seen, lockFile, now, staleMs)) return;
  const guard = `${lockFile}.takeover`;
  if (!createExclusive(guard, newToken())) {
    const text = readText(guard);
    const owner = text === undefined ? undefined : parseOwner(text);
    if ((owner && !ownerAlive(owner)) || ageMs(guard, now) > GUARD_STALE_MS) rmSync(guard, { force: true });
    return;
  }
  try {
    if (readText(lockFile) === seen) {
      rmSync(lockFile, { force: true });
      log.debug(`took over the stale lock ${lockFile}`);
    }
  } finally {
    rmSync(guard, { force: true });
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs `work` holding the lock; throws LockTimeoutError (work not run) when it cannot be had in time. */
export async function withLock<T>(lockFile: string, work: (lock: HeldLock) => Promise<T>, options: LockOptions = {}): Promise<T> {
  const waitMs = options.waitMs ?? WAIT_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const token = newToken();
  const started = Date.now();
  let attempt = 0;
  for (; !createExclusive(lockFile, token); attempt++) {
    takeOverIfStale(lockFile, staleMs);
    if (Date.now() - started > waitMs) throw new LockTimeoutError(lockFile, Date.now() - started);
    // Short first polls (a tool hook holds the lock for a few ms), then back off: a crowd of
    // waiters polling every few ms would starve the holder of CPU. Still well under the 500 ms in
    // which a dead owner's lock must be noticed.
    await sleep(Math.min(2 + attempt * 4, 100) * (0.5 + Math.random()));
  }
  // The kill tests read this line: how long a run waited on a lock (e.g. a dead run's).
  if (attempt > 0) log.debug(`lock acquired after ${Date.now() - started} ms`);
  const held: HeldLock = { stillHeld: () => readText(lockFile) === token };
  try {
    return await work(held);
  } finally {
    if (held.stillHeld()) rmSync(lockFile, { force: true });
    else log.debug(`lock ${lockFile} was taken over while held`);
  }
}
