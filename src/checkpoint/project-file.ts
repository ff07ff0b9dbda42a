import { readRegularFile, SMALL_FILE_BYTES } from '../util/read-file.js';

// Every read of a project's own declarations (package.json, Makefile, pyproject, workflows...) goes
// through here: the repository may be hostile, so only a regular file, never a FIFO or a device that
// would block the hook, and never more than a bounded prefix (util/read-file.ts).

/** The text of a regular file, at most `maxBytes`; undefined when missing, not a regular file or unreadable. */
export function readProjectFile(path: string, maxBytes = SMALL_FILE_BYTES): string | undefined {
  return readRegularFile(path, { maxBytes, truncate: true });
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
