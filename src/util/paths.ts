import { existsSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { sha256Hex } from './sha256.js';

/** The path through its links, or the path itself when it cannot be resolved (gone, unreadable). */
export function realPathOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

export function stateDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHECKPOINT_STATE_DIR) return env.CHECKPOINT_STATE_DIR;
  const base = env.XDG_STATE_HOME || join(env.HOME || homedir(), '.local', 'state');
  return join(base, 'checkpoint');
}

export function userConfigFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'checkpoint', 'config.json');
}

/** A file name that can never leave its directory: the id itself when plain, else a hash of it. */
export function safeId(id: string): string {
  if (/^[A-Za-z0-9._-]{1,128}$/.test(id) && id !== '.' && id !== '..') return id;
  return sha256Hex(id).slice(0, 32);
}

/** A workspace (git root, or the cwd outside git) as a directory name a person can read: the same root, the same key. */
export function workspaceKey(root: string): string {
  const name =
    basename(root)
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 40) || 'root';
  // Plain-JS SHA-256, the same digest node:crypto gives, without loading node:crypto (util/sha256.ts).
  return `${name}-${sha256Hex(root).slice(0, 12)}`;
}

/** The nearest directory holding `.git` (a directory, or a worktree's or submodule's file), without spawning git. */
export function gitTopOf(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The project root: the git work tree's top, else cwd. */
export function findProjectRoot(cwd: string): string {
  return gitTopOf(cwd) ?? cwd;
}

/** A root-relative directory joined with a relative (or `/`-absolute) target, `..` resolved; never above the root. */
/** The folder of a root-relative path (`''` at the root). */
export const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

export function joinDir(dir: string, target: string): string {
  const parts = target.startsWith('/') ? [] : dir.split('/').filter(Boolean);
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}
