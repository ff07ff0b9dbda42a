// The session lock on real files, in one process: who may take it over, who may release it, and
// that a waiter who cannot get it writes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/session/state-store.js';
import { LockTimeoutError, withLock } from '../../src/util/lock.js';

let dir: string;
let lockFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checkpoint-lock-'));
  lockFile = join(dir, 's.json.lock');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);
}

const token = (fields: Record<string, unknown>) => JSON.stringify({ nonce: 'other', at: Date.now(), ...fields });

describe('withLock', () => {
  it('serializes work: sections never overlap, every one runs', async () => {
    let inside = 0;
    let most = 0;
    const runs: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        withLock(lockFile, async () => {
          inside++;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 2));
          runs.push(i);
          inside--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(runs.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(existsSync(lockFile)).toBe(false);
  });

  const takeovers = [
    { name: 'owner process gone', lock: () => token({ pid: deadPid() }) },
    { name: 'owner pid reused by another process (start time differs)', lock: () => token({ pid: process.pid, start: 'not-this-start' }) },
    { name: 'owner older than the stale bound', lock: () => token({ pid: process.pid, at: Date.now() - 61_000 }) },
    { name: 'empty lock left by a run killed right after creating it', lock: () => '', age: 1000 },
  ];
  it.each(takeovers)('takes over a lock whose $name, within 500 ms', async ({ lock, age }) => {
    writeFileSync(lockFile, lock());
    if (age) utimesSync(lockFile, new Date(Date.now() - age), new Date(Date.now() - age));
    const started = Date.now();
    let ran = false;
    await withLock(lockFile, async () => {
      ran = true;
    });
    expect(ran).toBe(true);
    expect(Date.now() - started).toBeLessThan(500);
    expect(readdirSync(dir)).toEqual([]);
  });

  const held = [
    { name: 'a live owner', lock: () => token({ pid: process.pid }) },
    { name: 'a lock being written (empty, just created)', lock: () => '' },
  ];
  it.each(held)('never takes over $name: gives up without running the work', async ({ lock }) => {
    const written = lock();
    writeFileSync(lockFile, written);
    // "just created" whatever the load: a descheduled test must not let the file age past the unwritten bound (250 ms)
    utimesSync(lockFile, new Date(Date.now() + 10_000), new Date(Date.now() + 10_000));
    let ran = false;
    await expect(withLock(lockFile, async () => void (ran = true), { waitMs: 150 })).rejects.toBeInstanceOf(LockTimeoutError);
    expect(ran).toBe(false);
    expect(readFileSync(lockFile, 'utf8')).toBe(written);
  });

  it('releases only its own lock: a lock replaced while held is left alone', async () => {
    const foreign = token({ pid: process.pid });
    await withLock(lockFile, async (lock) => {
      expect(lock.stillHeld()).toBe(true);
      writeFileSync(lockFile, foreign);
      expect(lock.stillHeld()).toBe(false);
    });
    expect(readFileSync(lockFile, 'utf8')).toBe(foreign);
  });
});

describe('SessionStore.update under the lock', () => {
  it('removes the temp file a killed run left, and writes the state', async () => {
    const store = new SessionStore({ CHECKPOINT_STATE_DIR: dir });
    const sessions = join(dir, 'sessions', 'claude');
    mkdirSync(sessions, { recursive: true });
    writeFileSync(join(sessions, 's1.json.tmp'), '{"torn":');
    writeFileSync(join(sessions, 's1.json.lock'), token({ pid: deadPid() }));
    await store.update('claude', 's1', (state) => ({ ...state, lastPromptAt: 7 }));
    expect(readdirSync(sessions)).toEqual(['s1.json']);
    expect((await store.load('claude', 's1')).state.lastPromptAt).toBe(7);
  });

  it('cannot get the lock: throws, writes nothing', async () => {
    const store = new SessionStore({ CHECKPOINT_STATE_DIR: dir }, { waitMs: 100 });
    await store.update('claude', 's1', (state) => ({ ...state, lastPromptAt: 1 }));
    const file = join(dir, 'sessions', 'claude', 's1.json');
    const before = readFileSync(file, 'utf8');
    writeFileSync(`${file}.lock`, token({ pid: process.pid }));
    await expect(store.update('claude', 's1', (state) => ({ ...state, lastPromptAt: 2 }))).rejects.toBeInstanceOf(LockTimeoutError);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('a change that outlived its lock (taken over as hung) writes nothing', async () => {
    const store = new SessionStore({ CHECKPOINT_STATE_DIR: dir });
    await store.update('claude', 's1', (state) => ({ ...state, lastPromptAt: 1 }));
    const file = join(dir, 'sessions', 'claude', 's1.json');
    await expect(
      store.update('claude', 's1', (state) => {
        writeFileSync(`${file}.lock`, token({ pid: process.pid }));
        return { ...state, lastPromptAt: 2 };
      }),
    ).rejects.toThrow(/lock .* lost: nothing written/);
    expect((await store.load('claude', 's1')).state.lastPromptAt).toBe(1);
  });
});
