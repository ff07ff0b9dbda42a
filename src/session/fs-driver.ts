import { chmodSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { defineDriver } from 'unstorage';

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
    getItem: (key) => {
      try {
        return readFileSync(file(key), 'utf8');
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      const target = file(key);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(temp, value, { mode: 0o600 });
      chmodSync(temp, 0o600);
      renameSync(temp, target);
    },
    removeItem: (key) => {
      rmSync(file(key), { force: true });
    },
    getKeys: (base) => {
      const root = base ? file(base) : options.base;
      const keys: string[] = [];
      const walk = (dir: string) => {
        let entries;
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
