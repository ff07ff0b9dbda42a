// The user's index read by hand at a workspace's first staging (gitformat-index), while it is copied
// (restore/seed.ts): every entry's mode, blob, flags and recorded size, and which extensions the file holds (a
// split index, `link`, names a shared index in the user's git dir and a sparse one, `sdir`, holds folders for
// files: a copy of either is no index the shadow repository can read as it is). One pass, no git process: the
// bench row of a fresh workspace's first prompt (README, Performance) pays for it.

import { decodeBytes } from '../util/byte-path.js';

export interface IndexEntry {
  path: string;
  /** git's mode, as text: 100644, 100755, 120000, 160000. */
  mode: string;
  blob: string;
  /** The file's size as git last saw it (the low 32 bits; 0 when git smudged a racy entry). */
  size: number;
  /** The second of the file's mtime as git last saw it. */
  mtime: number;
  /** A conflict's side (1 to 3) during a merge; 0 otherwise. */
  stage: number;
  /** Marked --skip-worktree (sparse checkouts too) or --assume-unchanged: the user's git does not look at it. */
  skipWorktree: boolean;
  assumeUnchanged: boolean;
}

interface IndexFile {
  /** The signatures of its extensions (`TREE`, `link`, `sdir`...). */
  extensions: string[];
  entries: IndexEntry[];
}

/** Throws on a file it cannot walk. `oidBytes`: 20 for SHA-1, 32 for SHA-256. */
export function readIndexFile(file: Buffer, oidBytes: number): IndexFile {
  if (file.toString('latin1', 0, 4) !== 'DIRC') throw new Error('not an index');
  const version = file.readUInt32BE(4);
  const count = file.readUInt32BE(8);
  const entries: IndexEntry[] = [];
  // Version 4 strips each path's shared start with the one before: paths are rebuilt in one scratch buffer.
  let scratch = Buffer.alloc(4096);
  let previousLength = 0;
  let at = 12;
  for (let i = 0; i < count; i++) {
    const start = at;
    // ctime 8, mtime 8, dev 4, ino 4, mode 4, uid 4, gid 4, size 4, the object id, flags 2 (extended flags 2).
    const mode = file.readUInt32BE(start + 24);
    const size = file.readUInt32BE(start + 36);
    const flags = file.readUInt16BE(start + 40 + oidBytes);
    const extended = version >= 3 && flags & 0x4000 ? file.readUInt16BE(start + 42 + oidBytes) : 0;
    at = start + 40 + oidBytes + 2 + (version >= 3 && flags & 0x4000 ? 2 : 0);
    let path: string;
    if (version === 4) {
      // A varint (how many bytes of the previous path to strip), then the rest of the path, NUL-terminated.
      let strip = file[at] & 0x7f;
      while (file[at++] & 0x80) strip = ((strip + 1) << 7) | (file[at] & 0x7f);
      const end = file.indexOf(0, at);
      const kept = previousLength - strip;
      const length = kept + end - at;
      if (kept < 0 || end < 0) throw new Error('index entry past the end');
      if (length > scratch.length) scratch = Buffer.concat([scratch.subarray(0, kept), Buffer.alloc(length * 2)]);
      file.copy(scratch, kept, at, end);
      path = decodeBytes(scratch.subarray(0, length));
      previousLength = length;
      at = end + 1;
    } else {
      // The path, NUL-terminated, padded with NULs to a multiple of 8 bytes from the entry's start.
      const end = file.indexOf(0, at);
      path = decodeBytes(file.subarray(at, end));
      at = start + ((end - start + 8) & ~7);
    }
    if (at <= start || at > file.length) throw new Error('index entry past the end');
    entries.push({
      path,
      mode: mode === 0o100644 ? '100644' : mode.toString(8),
      blob: file.toString('hex', start + 40, start + 40 + oidBytes),
      size,
      mtime: file.readUInt32BE(start + 8),
      stage: (flags >> 12) & 3,
      assumeUnchanged: (flags & 0x8000) !== 0,
      skipWorktree: (extended & 0x4000) !== 0,
    });
  }
  const end = file.length - oidBytes;
  const extensions: string[] = [];
  while (at + 8 <= end) {
    extensions.push(file.toString('latin1', at, at + 4));
    at += 8 + file.readUInt32BE(at + 4);
  }
  return { extensions, entries };
}
