import { type Dirent, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defineDriver } from 'unstorage';
import { writeFileAtomic } from '../util/atomic-write.js';
import { readRegularFile } from '../util/read-file.js';

/** A session file is a few KB; anything this large is not ours to parse. */
const MAX_STATE_BYTES = 4 * 1024 * 1024;

/**
 * The one temp file of a state file. One name, not one per process: every write happens under the
 * session lock, so there is never a second writer, and a run killed between write and rename leaves
 * a file the next run of that session finds and removes (SessionStore.update).
 */
export function tempFileOf(target: string): string {
  return `${target}.tmp`;
}

// unstorage's own fs driver writes in place, so a crash mid-write leaves a torn file. This one writes a
// temp file beside the target and renames it (atomic on one file system), with private permissions.
export const atomicFsDriver = defineDriver((options: { base: string }) => {
  const file = (key: string) => join(options.base, ...key.split(':'));
  return {
    name: 'atomic-fs',
    hasItem: (key) => {
      try {
        return statSync(file(key)).isFile();
      } catch {
        return false;
      }
    },
    // A state file that is not a regular file, or is oversized, reads as missing.
    getItem: (key) => readRegularFile(file(key), { maxBytes: MAX_STATE_BYTES }) ?? null,
    setItem: (key, value) => {
      const target = file(key);
      const temp = tempFileOf(target);
      rmSync(temp, { force: true });
      writeFileAtomic(target, value, { mode: 0o600, dirMode: 0o700, temp });
    },
    removeItem: (key) => {
      rmSync(file(key), { force: true });
    },
    getKeys: (base) => {
      const root = base ? file(base) : options.base;
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
          else if (entry.name.endsWith('.json')) keys.push(relative(options.base, path).split(sep).join(':'));
        }
      };
      walk(root);
      return keys;
    },
  };
});
