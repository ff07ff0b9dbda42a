// An unstorage driver over one directory, what JsonStore (util/json-store.ts) keeps its files with: the
// key `a:b` is the file `<base>/a/b.json`. unstorage's own fs driver writes in place, so a crash mid-write
// leaves a torn file; this one writes a temp file beside the target and renames it (atomic on one file
// system), with private permissions, and reads only regular files, never past a bound.
import { type Dirent, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Driver } from 'unstorage';
import { writeFileAtomic } from './atomic-write.js';
import { readRegularFile } from './read-file.js';

/** Each segment of a key is a plain file name (no separator, never `.` or `..`): a key cannot leave the base. */
const SEGMENT = /^[A-Za-z0-9._-]{1,128}$/;

export function isSafeKey(key: string): boolean {
  return key.split(':').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** The file of a key; throws for a key that is not safe (isSafeKey). */
export function keyFile(base: string, key: string): string {
  if (!isSafeKey(key)) throw new Error(`not a safe state key: ${JSON.stringify(key)}`);
  return `${join(base, ...key.split(':'))}.json`;
}

/**
 * The one temp file of a key written under its lock. One name, not one per process: under the lock
 * there is never a second writer, and a run killed between write and rename leaves a file the next
 * writer of that key removes.
 */
function tempFileOf(file: string): string {
  return `${file}.tmp`;
}

interface SetOptions {
  /** The caller holds the key's lock (JsonStore.update); other writes take a temp name of their own. */
  locked?: boolean;
}

const PRIVATE = { mode: 0o600, dirMode: 0o700 };

export function atomicFsDriver(options: { base: string; maxBytes: number }) {
  const { base, maxBytes } = options;
  return {
    name: 'atomic-fs',
    options,
    hasItem: (key: string) => {
      try {
        return statSync(keyFile(base, key)).isFile();
      } catch {
        return false;
      }
    },
    // Missing, not a regular file (a FIFO, a device, a directory) or over the bound: null.
    getItem: (key: string): string | null => readRegularFile(keyFile(base, key), { maxBytes }) ?? null,
    setItem: (key: string, value: string, opts: SetOptions = {}) => {
      const file = keyFile(base, key);
      if (!opts.locked) return writeFileAtomic(file, value, PRIVATE);
      const temp = tempFileOf(file);
      rmSync(temp, { force: true });
      writeFileAtomic(file, value, { ...PRIVATE, temp });
    },
    removeItem: (key: string) => {
      rmSync(keyFile(base, key), { force: true });
    },
    // unstorage passes a base of its own form (`a:b:`), or none.
    getKeys: (keyBase = '') => {
      const keys: string[] = [];
      const walk = (dir: string) => {
        let entries: Dirent[];
        try {
          entries = readdirSync(dir, { withFileTypes: true });
        } catch {
          return;
        }
        for (const entry of entries) {
          const path = join(dir, entry.name);
          if (entry.isDirectory()) walk(path);
          else if (entry.name.endsWith('.json')) keys.push(relative(base, path).slice(0, -5).split(sep).join(':'));
        }
      };
      const under = keyBase.split(':').filter(Boolean).join(':');
      if (under && !isSafeKey(under)) return keys;
      walk(join(base, ...under.split(':')));
      // A file no key can name (a space in its name) is no entry of the store.
      return keys.filter(isSafeKey);
    },
  } satisfies Driver;
}
