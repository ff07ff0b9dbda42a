import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { log } from './log.js';

// Every file a hook reads may come from a hostile repository or a hostile link: a FIFO blocks open()
// and read() forever, `/dev/zero` never ends, `/dev/tty` is someone's terminal. Only regular files
// are read, opened without blocking, judged on the opened descriptor, and never past a byte cap.

/** Manifests, configs and plans: far above any real one, far below what would hurt a hook. */
export const SMALL_FILE_BYTES = 1024 * 1024;

// O_NONBLOCK makes open() of a FIFO return at once instead of waiting for a writer; on a regular
// file it changes nothing. O_NOCTTY keeps a terminal device from becoming ours. (Both 0 on Windows.)
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

class NotRegularFileError extends Error {
  readonly code = 'ENOTREGULAR';
  constructor(path: string, kind: string) {
    super(`${path} is ${kind}, not a regular file`);
    this.name = 'NotRegularFileError';
  }
}

function kindOf(stats: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isSocket(): boolean;
  isCharacterDevice(): boolean;
  isBlockDevice(): boolean;
}): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/**
 * A read-only descriptor of a regular file (links followed), or a throw: ENOENT as node gives it,
 * NotRegularFileError for anything else. The stat before open keeps devices from being opened at all
 * (opening some has side effects); the fstat after open is the check that counts (no race).
 */
export function openRegularFile(path: string): number {
  const before = statSync(path);
  if (!before.isFile()) throw new NotRegularFileError(path, kindOf(before));
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const opened = fstatSync(fd);
    if (!opened.isFile()) throw new NotRegularFileError(path, kindOf(opened));
    return fd;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

interface ReadLimit {
  /** The most bytes read; default SMALL_FILE_BYTES. */
  maxBytes?: number;
  /** Keep the first maxBytes of a longer file; by default a longer file is refused. */
  truncate?: boolean;
}

/**
 * The text of a regular file, or undefined when it is missing, not a regular file, or over the cap
 * (unless `truncate`). Reads until EOF rather than trusting st_size: /proc files say 0 and go on.
 */
export function readRegularFile(path: string, limit: ReadLimit = {}): string | undefined {
  const maxBytes = Math.max(0, limit.maxBytes ?? SMALL_FILE_BYTES);
  let fd: number;
  try {
    fd = openRegularFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') log.debug(`not read: ${(error as Error).message}`);
    return undefined;
  }
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    // One byte past the cap tells a file at the cap from a longer one.
    while (total <= maxBytes) {
      const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, maxBytes + 1 - total));
      const bytesRead = readSync(fd, chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
      total += bytesRead;
    }
    const whole = Buffer.concat(chunks, total);
    if (total > maxBytes) {
      if (!limit.truncate) {
        log.debug(`not read: ${path} is over ${maxBytes} bytes`);
        return undefined;
      }
      return whole.subarray(0, maxBytes).toString('utf8');
    }
    return whole.toString('utf8');
  } catch (error) {
    log.debug(`not read: ${path}: ${String(error)}`);
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Entry names of a directory; empty when it is missing or unreadable. */
export function listDirectory(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
