import type * as JsoncParser from 'jsonc-parser';
import { jsoncParser } from '../util/jsonc.js';
import { readRegularFile, SMALL_FILE_BYTES } from '../util/read-file.js';

// Every read of a project's own declarations (package.json, Makefile, pyproject, workflows...) goes
// through here: the repository may be hostile, so only a regular file, never a FIFO or a device that
// would block the hook, and never more than a bounded prefix (util/read-file.ts).

/** The text of a regular file, at most `maxBytes`; undefined when missing, not a regular file or unreadable. */
export function readProjectFile(path: string, maxBytes = SMALL_FILE_BYTES): string | undefined {
  return readRegularFile(path, { maxBytes, truncate: true });
}

// Most manifests are plain JSON: the JSONC parser is required only for a file JSON.parse refuses.

/** A JSON object file; tsconfig, deno.jsonc and nx configs are JSONC (comments, trailing commas). */
export function readProjectJson(path: string): Record<string, unknown> | undefined {
  const text = readProjectFile(path);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const errors: JsoncParser.ParseError[] = [];
    value = jsoncParser().parse(text, errors, { allowTrailingComma: true, allowEmptyContent: false });
    // a broken file (or one cut at the read bound) says nothing rather than half of what it meant
    if (errors.length > 0) return undefined;
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
