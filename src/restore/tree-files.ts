// What a snapshot holds (restore/capture.ts says the rules): every tracked file wherever it is and the
// untracked, not-ignored ones outside dependency and build folders, each within the size cap, never the
// state dir's; read from the user's index and git status, each file stat'ed once.
import { type Dirent, existsSync, lstatSync, readdirSync, type Stats } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import { git, gitFailure } from '../util/git.js';
import type { RepoStatus } from '../util/git-status.js';
import { DEFAULT_MAX_FILE_BYTES, excludedFolders, type NotCaptured, stateDirInside, under, unusualPermissions } from './capture.js';
import { readStatus } from './repo-status.js';

const MAX_FILES = 50_000;

export interface SnapshotLimits {
  maxFileBytes: number;
  maxFiles: number;
  home: string;
}

export const DEFAULT_LIMITS: SnapshotLimits = { maxFileBytes: DEFAULT_MAX_FILE_BYTES, maxFiles: MAX_FILES, home: homedir() };

export class SnapshotRefused extends Error {}

/** The refusal of a tree past the file cap. */
export function tooManyFiles(root: string, limits: SnapshotLimits): SnapshotRefused {
  return new SnapshotRefused(`more than ${limits.maxFiles} files under ${root}: no snapshot`);
}

interface FileList {
  files: string[];
  untracked: string[];
  notCaptured: NotCaptured[];
  modes: Record<string, number>;
  /** Each tracked path's blob in the user's index (inside git). */
  blobs?: Map<string, string>;
}

export function refusal(root: string, limits: SnapshotLimits): string | undefined {
  const at = resolve(root);
  if (at === resolve(limits.home) || at === sep) return `${at} is a home or root directory: no snapshot (run checkpoint from a project)`;
  return undefined;
}

export function isGitRepo(root: string): boolean {
  return existsSync(join(root, '.git'));
}

/** What lstat says of a path, or undefined when it is gone. */
export function stat(root: string, path: string): Stats | undefined {
  try {
    return lstatSync(join(root, path));
  } catch {
    return undefined;
  }
}

/** Untracked paths a snapshot holds (files and links outside excluded folders, within the size cap), and those over it. */
export function untrackedFiles(root: string, paths: string[], limits: SnapshotLimits, skip: (path: string) => boolean) {
  const files: string[] = [];
  const notCaptured: NotCaptured[] = [];
  const modes: Record<string, number> = {};
  const excluded = excludedFolders(root);
  for (const path of paths) {
    if (excluded(path) || skip(path)) continue;
    const found = stat(root, path);
    if (!found) continue;
    if (found.isFile() && found.size > limits.maxFileBytes) notCaptured.push({ path, reason: 'over the size cap', bytes: found.size });
    else if (found.isFile() || found.isSymbolicLink()) {
      files.push(path);
      const unusual = found.isFile() ? unusualPermissions(found.mode) : undefined;
      if (unusual !== undefined) modes[path] = unusual;
    }
  }
  return { files, notCaptured, modes };
}

/**
 * The files a snapshot holds: every tracked file (wherever it is) and the untracked, not-ignored ones
 * outside dependency and build folders, each within the size cap; never the state dir's. Each is stat'ed
 * once: for the cap, and for permission bits a restore must give back.
 */
export function listFiles(root: string, limits: SnapshotLimits = DEFAULT_LIMITS, status?: RepoStatus, env = process.env): FileList {
  const refused = refusal(root, limits);
  if (refused) throw new SnapshotRefused(refused);
  const inState = under(stateDirInside(root, env));
  if (!isGitRepo(root)) {
    const found = untrackedFiles(root, walk(root, limits.maxFiles + 1, inState), limits, inState);
    if (found.files.length > limits.maxFiles) throw tooManyFiles(root, limits);
    return { ...found, files: found.files.sort(), untracked: found.files };
  }
  const blobs = new Map<string, string>();
  const { changed, untracked: others } = status ?? readStatus(root, env);
  const notCaptured: NotCaptured[] = [];
  const modes: Record<string, number> = {};
  const files: string[] = [];
  // The index as the user's git sees it, read-only; each entry's mode says what it is (160000 a submodule).
  for (const { mode, blob, path } of userIndexEntries(root, env)) {
    if (mode === '160000' || inState(path) || blobs.has(path)) continue;
    blobs.set(path, blob);
    const found = stat(root, path);
    // Gone from the work tree, or a directory now: nothing to hand (update-index would refuse a directory).
    if (!found || found.isDirectory()) continue;
    if (found.isFile() && found.size > limits.maxFileBytes) {
      notCaptured.push({ path, reason: 'over the size cap', bytes: found.size, ...(changedPath(changed, path) ? {} : { blob }) });
      continue;
    }
    files.push(path);
    const unusual = found.isFile() ? unusualPermissions(found.mode) : undefined;
    if (unusual !== undefined) modes[path] = unusual;
    if (files.length > limits.maxFiles) throw tooManyFiles(root, limits);
  }
  const untracked = untrackedFiles(root, others, limits, inState);
  files.push(...untracked.files);
  if (files.length > limits.maxFiles) throw tooManyFiles(root, limits);
  return {
    files: [...new Set(files)].sort(),
    untracked: untracked.files,
    notCaptured: [...notCaptured, ...untracked.notCaptured],
    modes: { ...modes, ...untracked.modes },
    blobs,
  };
}

export interface IndexEntry {
  mode: string;
  blob: string;
  path: string;
}

/** The user's index (or a copy of it): each entry's mode, blob and path, read-only. */
export function userIndexEntries(root: string, env: NodeJS.ProcessEnv, indexFile?: string): IndexEntry[] {
  const result = git(['ls-files', '-z', '-s', '--cached'], { root, env, indexFile });
  if (!result.ok) throw gitFailure(['ls-files'], result);
  return parseIndexEntries(result.stdout);
}

/** `git ls-files -s -z` output: each entry's mode, blob and path. */
export function parseIndexEntries(out: string): IndexEntry[] {
  return out.split('\0').flatMap((record) => {
    const tab = record.indexOf('\t');
    if (tab < 0) return [];
    const [mode, blob] = record.slice(0, tab).split(' ');
    return [{ mode, blob, path: record.slice(tab + 1) }];
  });
}

function changedPath(changed: RepoStatus['changed'], path: string): boolean {
  return changed.some((entry) => entry.path === path);
}

function walk(root: string, cap: number, skip: (path: string) => boolean): string[] {
  const found: string[] = [];
  const excluded = excludedFolders(root);
  const visit = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= cap) return;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (skip(path)) continue;
      if (entry.isDirectory()) {
        if (!excluded(`${path}/`)) visit(path);
      } else if (entry.isFile() || entry.isSymbolicLink()) found.push(path);
    }
  };
  visit('');
  return found;
}
