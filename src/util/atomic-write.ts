import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

interface AtomicWriteOptions {
  /** The file's permission bits (set after the umask); default: the umask's. */
  mode?: number;
  /** Permission bits of directories created on the way. */
  dirMode?: number;
  /** The temp file's path, for a writer that must find its own leftovers; default: a unique hidden name beside the file. */
  temp?: string;
}

/**
 * Temp file + rename in the same directory: a reader (an agent, a concurrent hook) never sees a
 * half-written file, and a crash leaves the old one whole.
 */
export function writeFileAtomic(file: string, text: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  const dir = dirname(file);
  mkdirSync(dir, { recursive: true, mode: options.dirMode });
  const temp = options.temp ?? join(dir, `.${basename(file)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    // O_EXCL: never follows a link planted at the temp name, never shares it with another writer.
    writeFileSync(temp, text, { mode: options.mode, flag: 'wx' });
    if (options.mode !== undefined) chmodSync(temp, options.mode);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
