// The directories checkpoint created in the user's home, so uninstall takes away those and no other:
// an empty ~/.claude the user had before install is theirs and stays. install.sh and init append each
// directory they are about to create to one list in the state dir (one path a line); uninstall and
// `--purge` remove a listed directory once it is empty, and forget it.
import { appendFileSync, existsSync, lstatSync, mkdirSync, readdirSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../util/atomic-write.js';
import { stateDir } from '../util/paths.js';
import { readRegularFile } from '../util/read-file.js';

function recordFile(env: NodeJS.ProcessEnv): string {
  return join(stateDir(env), 'created-dirs');
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** `dir` and its ancestors that do not exist yet, deepest first: what creating `dir` would create. */
export function absentDirs(dir: string): string[] {
  const absent: string[] = [];
  for (let at = dir; !exists(at) && dirname(at) !== at; at = dirname(at)) absent.push(at);
  return absent;
}

/** The directories recorded as created by checkpoint. */
export function createdDirs(env: NodeJS.ProcessEnv): Set<string> {
  const text = readRegularFile(recordFile(env)) ?? '';
  return new Set(text.split('\n').filter((line) => line.startsWith('/')));
}

/**
 * Records directories about to be created, and the state dir's own missing ancestors: the record lives
 * there, and any run creates it anyway (the bundle's compile cache), so its parents are checkpoint's too.
 */
export function recordCreated(dirs: string[], env: NodeJS.ProcessEnv): void {
  const state = stateDir(env);
  const all = [...dirs, ...absentDirs(state)];
  if (all.length === 0) return;
  mkdirSync(state, { recursive: true, mode: 0o700 });
  appendFileSync(recordFile(env), all.map((dir) => `${dir}\n`).join(''), { mode: 0o600 });
}

function isEmptyDir(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch {
    return false;
  }
}

/**
 * From `dir` upwards, removes each directory checkpoint created while it is empty; stops at the first
 * one that is not (the user's, or holding anything). Returns what it removed, and forgets it.
 */
export function removeCreatedDirs(dir: string, env: NodeJS.ProcessEnv, created = createdDirs(env)): string[] {
  const removed: string[] = [];
  for (let at = dir; created.has(at) && isEmptyDir(at); at = dirname(at)) {
    try {
      rmdirSync(at);
    } catch {
      break;
    }
    removed.push(at);
  }
  if (removed.length > 0 && existsSync(recordFile(env))) {
    const kept = [...createdDirs(env)].filter((path) => !removed.includes(path));
    writeFileAtomic(recordFile(env), kept.map((path) => `${path}\n`).join(''), { mode: 0o600 });
  }
  return removed;
}
