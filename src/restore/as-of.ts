// The tree as it was at a moment, staged a little later: a session's `start` point, taken by a detached run
// while the agent may already be editing.
import { dirname } from 'node:path';
import type { NotCaptured } from './capture.js';
import { settledBefore } from './stat-data.js';
import { type IndexEntry, stat, userIndexEntries } from './tree-files.js';

/** What AsOf needs of the shadow repository: its work tree, reading and setting entries of its index. */
interface ShadowIndex {
  root: string;
  workspace: { env: NodeJS.ProcessEnv };
  stagedEntries(): IndexEntry[];
  setEntries(entries: IndexEntry[]): void;
  dropEntries(paths: string[]): void;
}

const CHANGED_SINCE = 'changed after the prompt, before the point was taken';

/**
 * A snapshot of the tree as it was at `at`, taken a little later. A file whose stat times are not settled
 * before `at` may hold what the agent wrote since: it is not handed to the shadow index, which keeps what it
 * held (the user's index content, on a seeded first snapshot; else the previous point's). That is said of
 * an untracked file that was there, and of a tracked one whose kept entry is not what the user's index held
 * at `at` (committed or staged since the previous point, or converted by the user's attributes): its content
 * at the prompt is in neither. A file that changed while git hashed it is set back to the user's index
 * content (untracked: left out, and said).
 */
export class AsOf {
  readonly notCaptured: NotCaptured[] = [];
  private readonly tracked: Map<string, IndexEntry>;
  private readonly kept = new Map<string, boolean>();
  /** The shadow index's entries before this pass (`mode blob` by path), read when a tracked file is kept. */
  private before?: Map<string, string>;

  constructor(
    private readonly shadow: ShadowIndex,
    private readonly at: number,
    userIndex?: string,
  ) {
    this.tracked = new Map(userIndexEntries(shadow.root, shadow.workspace.env, userIndex).map((entry) => [entry.path, entry]));
  }

  private changedSince(path: string): boolean {
    const found = stat(this.shadow.root, path);
    // A path gone: changed since if its folder was (a deletion of the turn), else before.
    const times = found ?? stat(this.shadow.root, dirname(path) === '.' ? '' : dirname(path));
    if (!times) return false;
    return !settledBefore(times.mtimeMs, times.ctimeMs, this.at);
  }

  /** Whether the shadow index keeps its entry for this path rather than take the work tree's. */
  keeps(path: string): boolean {
    let keeps = this.kept.get(path);
    if (keeps === undefined) {
      keeps = this.changedSince(path);
      this.kept.set(path, keeps);
      if (keeps && (this.tracked.has(path) ? this.keptIsNotUsers(path) : this.existedBefore(path)))
        this.notCaptured.push({ path, reason: CHANGED_SINCE });
    }
    return keeps;
  }

  /** Whether the shadow index holds another entry for a tracked path than the user's index did at `at`. */
  private keptIsNotUsers(path: string): boolean {
    // Read once, maybe after other paths were handed: a kept path's own entry is never handed nor removed.
    this.before ??= new Map(this.shadow.stagedEntries().map((entry) => [entry.path, `${entry.mode} ${entry.blob}`]));
    const users = this.tracked.get(path)!;
    return this.before.get(path) !== `${users.mode} ${users.blob}`;
  }

  /** Whether an untracked file there now was there at `at` too (created since: nothing of it is lost). */
  private existedBefore(path: string): boolean {
    const found = stat(this.shadow.root, path);
    // Without a birth time (0: not kept by this file system) a file may have been there: said.
    return found !== undefined && (found.birthtimeMs === 0 || found.birthtimeMs < this.at);
  }

  /** After update-index: a handed path written meanwhile is set back. */
  settle(handed: string[]): void {
    const late = handed.filter((path) => this.changedSince(path));
    this.shadow.setEntries(late.flatMap((path) => this.tracked.get(path) ?? []));
    const untracked = late.filter((path) => !this.tracked.has(path));
    this.shadow.dropEntries(untracked);
    for (const path of untracked.filter((p) => this.existedBefore(p))) this.notCaptured.push({ path, reason: CHANGED_SINCE });
  }
}
