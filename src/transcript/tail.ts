import { closeSync, fstatSync, readSync } from 'node:fs';
import { openRegularFile } from '../util/read-file.js';

// Synchronous reads on purpose: a hook reads one file and exits, and node:fs/promises would load
// streams and readline on every run just to be imported.

// Transcripts grow for the life of a session (hundreds of MB is normal for long Claude sessions),
// and a Stop hook only needs the current turn: read backwards from the end in chunks, stop as soon as
// the reader says the turn start is in hand, and never read or hold more than the byte cap.

export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
const DEFAULT_CHUNK_BYTES = 256 * 1024;
/**
 * The first chunk: most turns end within a few KB of the file's end, and every line of a chunk is
 * parsed. Chunks double up to chunkBytes, so a long turn costs a few more reads, never more parsing.
 */
const FIRST_CHUNK_BYTES = 16 * 1024;
/** History kept past the turn start, so reads of earlier turns count as "read before". */
const DEFAULT_PRIOR_BYTES = 512 * 1024;

interface TailOptions<T> {
  maxBytes?: number;
  chunkBytes?: number;
  priorBytes?: number;
  /** One JSONL line (already JSON-parsed) to the compact entries the reader keeps; [] to drop it. */
  toEntries: (record: unknown) => T[];
  /** All entries kept so far, in file order: true once the turn start is among them. */
  foundStart: (entries: T[]) => boolean;
}

interface TailResult<T> {
  /** Entries in file order. */
  entries: T[];
  /** The byte cap ended reading before the turn start was found. */
  truncated: boolean;
  bytesRead: number;
  /** Reading reached byte 0 of the file. */
  reachedFileStart: boolean;
}

export async function readJsonlTail<T>(path: string, options: TailOptions<T>): Promise<TailResult<T>> {
  const maxBytes = Math.max(1, options.maxBytes ?? DEFAULT_MAX_BYTES);
  const chunkBytes = Math.max(1, options.chunkBytes ?? DEFAULT_CHUNK_BYTES);
  const priorBytes = options.priorBytes ?? DEFAULT_PRIOR_BYTES;
  // A FIFO or device (or a link to one) throws here: the caller treats it as unreadable.
  const handle = openRegularFile(path);
  try {
    // Size once: lines the agent appends while we read belong to a later evaluation.
    const size = fstatSync(handle).size;
    let position = size;
    let carry = Buffer.alloc(0); // the end of a line whose beginning lies in an older chunk
    let entries: T[] = [];
    let found = false;
    let foundAtBytes = 0;
    let nextChunk = Math.min(FIRST_CHUNK_BYTES, chunkBytes);
    while (position > 0) {
      const bytesRead = size - position;
      if (bytesRead >= maxBytes) break;
      if (found && bytesRead - foundAtBytes >= priorBytes) break;
      const length = Math.min(nextChunk, maxBytes - bytesRead, position);
      nextChunk = Math.min(nextChunk * 2, chunkBytes);
      const chunk = Buffer.allocUnsafe(length);
      readFully(handle, chunk, position - length);
      position -= length;
      const joined = carry.length ? Buffer.concat([chunk, carry]) : chunk;
      let lines: Buffer;
      if (position === 0) {
        lines = joined;
        carry = Buffer.alloc(0);
      } else {
        const firstNewline = joined.indexOf(0x0a);
        if (firstNewline < 0) {
          carry = joined; // one long line still being assembled
          continue;
        }
        carry = Buffer.from(joined.subarray(0, firstNewline));
        lines = joined.subarray(firstNewline + 1);
      }
      const chunkEntries = parseLines(lines, options.toEntries);
      if (chunkEntries.length) entries = chunkEntries.concat(entries);
      if (!found && options.foundStart(entries)) {
        found = true;
        foundAtBytes = size - position;
      }
    }
    return {
      entries,
      truncated: !found && position > 0,
      bytesRead: size - position,
      reachedFileStart: position === 0,
    };
  } finally {
    closeSync(handle);
  }
}

function readFully(handle: number, buffer: Buffer, offset: number): void {
  let done = 0;
  while (done < buffer.length) {
    const bytesRead = readSync(handle, buffer, done, buffer.length - done, offset + done);
    if (bytesRead === 0) throw new Error(`transcript shrank while reading at byte ${offset + done}`);
    done += bytesRead;
  }
}

/** Complete lines to entries. A corrupt line, or the last line cut mid-write, is skipped. */
function parseLines<T>(lines: Buffer, toEntries: (record: unknown) => T[]): T[] {
  const out: T[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = lines.indexOf(0x0a, start);
    if (end < 0) end = lines.length;
    if (end > start) {
      // A newline byte never occurs inside a UTF-8 multi-byte sequence, so slicing on it is safe.
      const text = lines.toString('utf8', start, end).trim();
      if (text) {
        let record: unknown;
        try {
          record = JSON.parse(text);
        } catch {
          record = undefined;
        }
        if (record !== undefined) for (const entry of toEntries(record)) out.push(entry);
      }
    }
    start = end + 1;
  }
  return out;
}

/**
 * A whole small JSON file (Gemini's legacy session shape): undefined when it is over the cap,
 * `value: undefined` when it is not valid JSON.
 */
export async function readWholeJson(
  path: string,
  maxBytes = DEFAULT_MAX_BYTES,
): Promise<{ value: unknown; bytesRead: number } | undefined> {
  const handle = openRegularFile(path);
  try {
    const size = fstatSync(handle).size;
    if (size > maxBytes) return undefined;
    const buffer = Buffer.allocUnsafe(size);
    readFully(handle, buffer, 0);
    try {
      return { value: JSON.parse(buffer.toString('utf8')), bytesRead: size };
    } catch {
      return { value: undefined, bytesRead: size };
    }
  } finally {
    closeSync(handle);
  }
}
