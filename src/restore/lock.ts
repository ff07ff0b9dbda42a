// One snapshot at a time per workspace: git's index.lock would make a parallel save fail outright.
import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';

const STALE_MS = 120_000;
/** The owner writes its pid right after creating the lock; an empty lock older than this lost its owner. */
const UNWRITTEN_MS = 1_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding `lockFile`; a lock whose owner is gone or that is very old is taken over. */
export async function withWorkspaceLock<T>(lockFile: string, work: () => T | Promise<T>, waitMs = 30_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        const { mtimeMs } = statSync(lockFile);
        const owner = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
        // A lock without an owner pid was left by a run killed between creating and writing it.
        const ownerless = !(owner > 0) && Date.now() - mtimeMs > UNWRITTEN_MS;
        if (Date.now() - mtimeMs > STALE_MS || ownerless || (owner > 0 && !alive(owner))) rmSync(lockFile, { force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error('another restore operation holds this workspace: try again');
      await pause(20 + Math.random() * 30);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
