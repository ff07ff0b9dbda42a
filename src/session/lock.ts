import { closeSync, openSync, rmSync, statSync } from 'node:fs';

const STALE_MS = 5000;
const WAIT_MS = 3000;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Serializes read-modify-write of one session file across processes (parallel tool hooks) with an
 * O_EXCL lock file. A lock older than a few seconds belongs to a crashed run and is taken over; if the
 * lock cannot be had in time we go on unlocked: a hook must never hang its agent.
 */
export async function withLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let held = false;
  while (!held) {
    try {
      closeSync(openSync(lockFile, 'wx', 0o600));
      held = true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EEXIST') break;
      try {
        if (Date.now() - statSync(lockFile).mtimeMs > STALE_MS) rmSync(lockFile, { force: true });
      } catch {
        // removed by its owner meanwhile: retry
      }
      if (Date.now() > deadline) break;
      await sleep(10 + Math.random() * 20);
    }
  }
  try {
    return await work();
  } finally {
    if (held) rmSync(lockFile, { force: true });
  }
}
