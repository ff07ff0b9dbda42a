// What a snapshot leaves for the next one (`<workspace>/shadow-sync.json`): which paths differed, what was
// handed, so that the next one hands only what can have changed (restore/snapshot.ts).
import type { RepoStatus } from '../util/git-status.js';
import { readRegularFile } from '../util/read-file.js';
import type { NotCaptured } from './capture.js';

/** What the previous snapshot left for the next one to check again (`<workspace>/shadow-sync.json`). */
export interface ShadowSync {
  /** The user's HEAD at that snapshot (null outside git or before the first commit). */
  head: string | null;
  /** The shadow index file as that snapshot left it: anything else touched it, a full pass follows. */
  signature: string;
  tree: string;
  /** Paths that differed from HEAD: tracked (maybe deleted) and untracked ones. */
  tracked: string[];
  untracked: string[];
  /** What the last pass of changes handed to update-index, and when its stat data was taken. */
  handed?: Record<string, string>;
  handedAt?: number;
  /** Paths the last full pass found with another blob than the user's index: handed again each pass. */
  recheck?: string[];
  /** Permission bits of captured files a restore would not give by itself. */
  modes?: Record<string, number>;
  /** Tracked files over the size cap (not in the tree). */
  overCap?: NotCaptured[];
}

export interface StagePass {
  untracked: string[];
  overCap: NotCaptured[];
  untrackedOverCap: NotCaptured[];
  modes: Record<string, number>;
  dirtyTracked: string[];
  dirtyUntracked: string[];
  handed?: Record<string, string>;
  handedAt?: number;
  recheck?: string[];
}

/** Paths that differ from HEAD (submodules aside) and the untracked files taken. */
export function dirtyPaths(status: RepoStatus | undefined, untracked: string[]): { dirtyTracked: string[]; dirtyUntracked: string[] } {
  if (!status) return { dirtyTracked: [], dirtyUntracked: [] };
  const tracked = status.changed.filter((entry) => !entry.submodule).map((entry) => entry.path);
  return { dirtyTracked: tracked, dirtyUntracked: untracked };
}

export function sameDirt(sync: ShadowSync, staged: StagePass): boolean {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((path, i) => path === b[i]);
  return (
    same(sync.tracked, staged.dirtyTracked) &&
    same(sync.untracked, staged.dirtyUntracked) &&
    same(sync.recheck ?? [], staged.recheck ?? []) &&
    sync.handedAt === staged.handedAt &&
    JSON.stringify(sync.modes ?? {}) === JSON.stringify(staged.modes) &&
    JSON.stringify(sync.overCap ?? []) === JSON.stringify(staged.overCap)
  );
}

/** A snapshot never holds a submodule: a status that looked into them reads as one that did not. */
export function withoutSubmodules(status: RepoStatus): RepoStatus {
  return { ...status, changed: status.changed.filter((entry) => !entry.submodule) };
}

/**
 * A path that differed from HEAD at the previous snapshot and no longer does (a revert, a stash, an undo):
 * whether it is tracked now only the index can say, so such a snapshot takes the full pass.
 */
export function wentClean(status: Pick<RepoStatus, 'changed'>, sync: ShadowSync): boolean {
  if (sync.tracked.length === 0) return false;
  const listed = new Set(status.changed.map((entry) => entry.path));
  return sync.tracked.some((path) => !listed.has(path));
}

/** The sync file as the previous snapshot left it, when it can be read. */
export function readShadowSync(file: string): ShadowSync | undefined {
  try {
    const sync = JSON.parse(readRegularFile(file, { maxBytes: 64 * 1024 * 1024 }) ?? '') as ShadowSync;
    return typeof sync.signature === 'string' &&
      /^[0-9a-f]{40,64}$/.test(sync.tree) &&
      Array.isArray(sync.tracked) &&
      Array.isArray(sync.untracked)
      ? sync
      : undefined;
  } catch {
    return undefined;
  }
}
