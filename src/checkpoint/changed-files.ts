import type { RepoStatus } from '../util/git-status.js';

// What git says is changed in the work tree (util/work-tree.ts read it). The caller scopes it to the turn.

interface WorkTreeChanges {
  /** Root-relative paths: tracked changes (staged or not, deletions and both sides of renames) then untracked files. */
  files: string[];
  /** The untracked subset: files this repository has never seen, i.e. created since the last commit. */
  untracked: Set<string>;
}

/** Beyond this, a turn is summarised rather than listed: no hook should classify a vendored tree. */
const MAX_CHANGED_FILES = 20_000;

export function changedFiles(status: RepoStatus): WorkTreeChanges {
  const untracked = new Set(status.untracked);
  const all = [...new Set([...status.changed.map((entry) => entry.path), ...untracked])];
  return { files: all.slice(0, MAX_CHANGED_FILES), untracked };
}
