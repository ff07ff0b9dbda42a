import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from 'node:fs';

// Every read of a project's own declarations (package.json, Makefile, pyproject, workflows...) goes
// through here: the repository may be hostile, so only a regular file, never a FIFO or a device that
// would block the hook, and never more than a bounded prefix.

export const MAX_PROJECT_FILE_BYTES = 1 << 20;

/** The text of a regular file, at most `maxBytes`; undefined when missing, not a regular file or unreadable. */
export function readProjectFile(path: string, maxBytes = MAX_PROJECT_FILE_BYTES): string | undefined {
  let fd: number | undefined;
  try {
    // O_NONBLOCK: opening a FIFO planted under a manifest's name must not wait for a writer
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes));
    let read = 0;
    while (read < buffer.length) {
      const n = readSync(fd, buffer, read, buffer.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function readProjectJson(path: string): Record<string, unknown> | undefined {
  const text = readProjectFile(path);
  if (text === undefined) return undefined;
  try {
    // deno.jsonc / tsconfig may carry comments; strip whole-line ones, the common case
    const value = JSON.parse(path.endsWith('c') ? text.replace(/^[ \t]*\/\/.*$/gm, '') : text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
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
