// Temp dirs for tests. Each test file removes every dir it made here when it ends, passed or failed
// (an afterAll registered by importing this module); a test may remove one sooner with removeTempDir.
// CHECKPOINT_KEEP_TMP=1 keeps them for a look after a failure and prints where they are.
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { stateDir } from '../../src/util/paths.js';

const keep = process.env.CHECKPOINT_KEEP_TMP === '1';
const made = new Set<string>();

afterAll(() => {
  for (const dir of made) removeTempDir(dir);
});

/** A fresh dir under the system temp dir, by its real path (git and the agents report resolved paths). */
export function tempDir(prefix = 'checkpoint-test-'): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  made.delete(dir);
  if (keep) {
    process.stderr.write(`kept (CHECKPOINT_KEEP_TMP=1): ${dir}\n`);
    return;
  }
  waitForBackgroundRuns(dir);
  // Retries: a process a test started (an agent's last hook) may still be writing as the test ends.
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

/**
 * Hooks leave automatic restore points to a detached `checkpoint background` after they answer
 * (restore/tasks.ts): a dir whose state dir one still writes into is removed only once it is done (bounded),
 * or it would come back. Linux: the runs are found by their arguments and environment in /proc.
 */
export function waitForBackgroundRuns(dir: string, ms = 30_000): void {
  const deadline = Date.now() + ms;
  while (backgroundRunsIn(dir) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}

function backgroundRunsIn(dir: string): boolean {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return false;
  }
  return pids.some((pid) => {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes('background')) return false;
      const vars = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const env = Object.fromEntries(vars.map((v) => [v.slice(0, v.indexOf('=')), v.slice(v.indexOf('=') + 1)]));
      // A detached run writes under its state dir, as the bundle finds it (util/paths.ts stateDir).
      return stateDir(env).startsWith(dir);
    } catch {
      return false;
    }
  });
}
