// How many entries the shadow repository's index holds, read from the file (gitformat-index) rather
// than by a git process. The shadow index is split (core.splitIndex): `index` holds only the entries
// changed since the shared index was written, and its `link` extension names that shared index and
// says which of its entries are deleted and which replaced. Total = shared - deleted + (own - replaced).

/** Set bits of an EWAH bitmap at `at` (gitformat-index, "EWAH bitmap"); returns them and where it ends. */
function ewahCount(data: Buffer, at: number): { bits: number; end: number } {
  const words = data.readUInt32BE(at + 4);
  const start = at + 8;
  let bits = 0;
  for (let i = 0; i < words; ) {
    // A run-length word: bit 0 the running bit, bits 1-32 the run's length in words, 33-63 the literals after it.
    const rlw = data.readBigUInt64BE(start + i * 8);
    if (rlw & 1n) bits += Number((rlw >> 1n) & 0xffffffffn) * 64;
    const literals = Number(rlw >> 33n);
    for (let k = 1; k <= literals && i + k < words; k++) {
      for (let word = data.readBigUInt64BE(start + (i + k) * 8); word; word &= word - 1n) bits += 1;
    }
    i += 1 + literals;
  }
  return { bits, end: start + words * 8 + 4 };
}

import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';

interface IndexCount {
  /** Entries in this file. */
  own: number;
  /** The signatures of its extensions (`TREE`, `link`, `sdir`...). */
  extensions: string[];
  /** The shared index this one extends (hex), with its deleted and replaced entry counts. */
  link?: { shared: string; deleted: number; replaced: number };
}

/**
 * Entries in the index `file` of the repository at `gitDir`: its own, and for a split index the shared
 * index's (by its header) minus those deleted or replaced. Throws on a file it cannot walk.
 */
export function indexEntries(gitDir: string, file: Buffer, oidBytes: number): number {
  const { own, link } = countIndex(file, oidBytes);
  if (!link) return own;
  return sharedEntries(gitDir, link.shared) - link.deleted + own - link.replaced;
}

/** The entry count in a shared index's header (`DIRC`, version, count). */
function sharedEntries(gitDir: string, name: string): number {
  if (!/^[0-9a-f]{40,64}$/.test(name)) throw new Error('not a shared index name');
  const header = Buffer.alloc(12);
  const fd = openSync(join(gitDir, `sharedindex.${name}`), 'r');
  try {
    if (readSync(fd, header, 0, 12, 0) < 12 || header.toString('latin1', 0, 4) !== 'DIRC') throw new Error('not an index');
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(8);
}

/**
 * Entries of an index file and its `link` extension, if any. Throws on a file it cannot walk (the caller
 * then asks git). `oidBytes`: 20 for SHA-1, 32 for SHA-256.
 */
export function countIndex(file: Buffer, oidBytes: number): IndexCount {
  if (file.toString('latin1', 0, 4) !== 'DIRC') throw new Error('not an index');
  const version = file.readUInt32BE(4);
  const own = file.readUInt32BE(8);
  let at = 12;
  for (let i = 0; i < own; i++) {
    const start = at;
    const flags = file.readUInt16BE(start + 40 + oidBytes);
    at = start + 40 + oidBytes + 2 + (version >= 3 && flags & 0x4000 ? 2 : 0);
    if (version === 4) {
      // A varint (what to strip from the previous path), then the rest of the path, NUL-terminated; no padding.
      while (file[at++] & 0x80);
      at = file.indexOf(0, at) + 1;
    } else {
      // The path, NUL-terminated, padded with NULs to a multiple of 8 bytes from the entry's start.
      const length = file.indexOf(0, at) - start;
      at = start + ((length + 8) & ~7);
    }
    if (at <= start || at > file.length) throw new Error('index entry past the end');
  }
  const end = file.length - oidBytes;
  const extensions: string[] = [];
  let link: IndexCount['link'];
  while (at + 8 <= end) {
    const size = file.readUInt32BE(at + 4);
    const signature = file.toString('latin1', at, at + 4);
    extensions.push(signature);
    if (signature === 'link') {
      const data = file.subarray(at + 8, at + 8 + size);
      const shared = data.subarray(0, oidBytes).toString('hex');
      // A link without bitmaps (the index was just split): nothing deleted or replaced.
      if (data.length <= oidBytes) link = { shared, deleted: 0, replaced: 0 };
      else {
        const deleted = ewahCount(data, oidBytes);
        const replaced = ewahCount(data, deleted.end);
        link = { shared, deleted: deleted.bits, replaced: replaced.bits };
      }
    }
    at += 8 + size;
  }
  return { own, extensions, link };
}
