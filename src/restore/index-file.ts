// What a snapshot's first staging needs of the user's index, read from the file (gitformat-index) rather than by
// a git process, while it is copied (restore/seed.ts): which extensions it holds (a split index, `link`, names a
// shared index in the user's git dir and a sparse one, `sdir`, holds folders for files: a copy of either is no
// index the shadow repository can read as it is), and which entries are files over the size cap (their size
// as git last saw it), which a snapshot leaves out. One pass over the entries; no git process, no lstat.

import { decodeBytes } from '../util/byte-path.js';

export interface IndexFacts {
  /** The signatures of its extensions (`TREE`, `link`, `sdir`...). */
  extensions: string[];
  /** Paths whose recorded size is over the cap. */
  large: string[];
}

/** Throws on a file it cannot walk. `oidBytes`: 20 for SHA-1, 32 for SHA-256. */
export function readIndexFacts(file: Buffer, oidBytes: number, maxFileBytes: number): IndexFacts {
  if (file.toString('latin1', 0, 4) !== 'DIRC') throw new Error('not an index');
  const version = file.readUInt32BE(4);
  const entries = file.readUInt32BE(8);
  const large: string[] = [];
  let previous: Buffer = Buffer.alloc(0);
  let at = 12;
  for (let i = 0; i < entries; i++) {
    const start = at;
    // ctime 8, mtime 8, dev 4, ino 4, mode 4, uid 4, gid 4, then the size.
    const size = file.readUInt32BE(start + 36);
    const flags = file.readUInt16BE(start + 40 + oidBytes);
    at = start + 40 + oidBytes + 2 + (version >= 3 && flags & 0x4000 ? 2 : 0);
    let path: Buffer;
    if (version === 4) {
      // A varint (how many bytes of the previous path to strip), then the rest of the path, NUL-terminated.
      let strip = file[at] & 0x7f;
      while (file[at++] & 0x80) strip = ((strip + 1) << 7) | (file[at] & 0x7f);
      const end = file.indexOf(0, at);
      path = Buffer.concat([previous.subarray(0, previous.length - strip), file.subarray(at, end)]);
      at = end + 1;
    } else {
      // The path, NUL-terminated, padded with NULs to a multiple of 8 bytes from the entry's start.
      const end = file.indexOf(0, at);
      path = file.subarray(at, end);
      at = start + ((end - start + 8) & ~7);
    }
    if (at <= start || at > file.length) throw new Error('index entry past the end');
    // The size field holds the low 32 bits: a file of 4 GiB or more may show as small; 0 when git smudged it.
    if (size > maxFileBytes) large.push(decodeBytes(path));
    previous = path;
  }
  const end = file.length - oidBytes;
  const extensions: string[] = [];
  while (at + 8 <= end) {
    extensions.push(file.toString('latin1', at, at + 4));
    at += 8 + file.readUInt32BE(at + 4);
  }
  return { extensions, large };
}
