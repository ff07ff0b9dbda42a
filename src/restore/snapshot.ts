// Snapshots of the working tree, staged in the shadow repository's own index (restore/shadow.ts).

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RepoStatus } from '../util/git-status.js';
import { AsOf } from './as-of.js';
import { type NotCaptured, stateDirInside, under, unusualPermissions } from './capture.js';
import { indexEntries } from './index-file.js';
import { readStatusAsync } from './repo-status.js';
import { notePending, seed } from './seed.js';
import { ShadowRepo } from './shadow.js';
import { dirtyPaths, readShadowSync, type ShadowSync, type StagePass, sameDirt, wentClean, withoutSubmodules } from './shadow-sync.js';
import { type Handed, handedOver, sameHanded } from './stat-data.js';
import {
  DEFAULT_LIMITS,
  type IndexEntry,
  isGitRepo,
  listFiles,
  refusal,
  type SnapshotLimits,
  SnapshotRefused,
  stat,
  tooManyFiles,
  untrackedFiles,
} from './tree-files.js';
import { atomicWrite } from './workspace.js';

/** What a stop stages inline (stagesQuickly); more goes to a detached run. */
const QUICK_PATHS = 200;
const QUICK_BYTES = 16 * 1024 * 1024;

/** A snapshot asked to be quick (a stop's own turn point) that would not be: left to a detached run. */
export class NotQuick extends Error {}

export interface StageOptions {
  /** The status the caller read a moment ago (a stop's checkpoint): not read again. */
  status?: RepoStatus;
  /** Throw NotQuick rather than stage more than a pass of changes over a few small paths. */
  quickOnly?: boolean;
  /**
   * The tree as it was at this moment (a session's `start` point, taken by a detached run while the agent
   * may already be editing): a file changed since keeps what the shadow index holds for it, the content of
   * the user's index as it was then (`userIndex`, a copy taken at that moment) when this is the first point.
   */
  asOf?: number;
  userIndex?: string;
}

export class Shadow extends ShadowRepo {
  private indexSignature(): string | undefined {
    try {
      const found = statSync(join(this.workspace.shadowDir, 'index'));
      return `${found.ino}:${found.size}:${found.mtimeMs}`;
    } catch {
      return undefined;
    }
  }

  /** Entries in the shadow index (the shared index's and its own, index-file.ts); 0 without one. */
  private indexEntries(): number {
    let file: Buffer;
    try {
      file = readFileSync(join(this.workspace.shadowDir, 'index'));
    } catch {
      return 0;
    }
    try {
      return indexEntries(this.workspace.shadowDir, file, this.oidBytes);
    } catch {
      // An index this reader cannot walk: git counts it.
      return this.run(['ls-files', '-z']).split('\0').filter(Boolean).length;
    }
  }

  private get syncFile(): string {
    return join(this.workspace.dir, 'shadow-sync.json');
  }

  private lastSync(): ShadowSync | undefined {
    return readShadowSync(this.syncFile);
  }

  /**
   * Stages the current tree into the shadow repository's own persistent index (unchanged files are not
   * rehashed: update-index compares stat data) and returns its tree id, with what git said about the
   * user's repository (one `git status` is the only read of it, this one's or the caller's).
   *
   * The first snapshot of a workspace starts the shadow index from the user's own index (seed): every
   * clean file is then already there, blob and stat data, and only what differs is hashed; the blobs it
   * names are copied from the user's repository later (copyPending), not read from the work tree.
   * A full pass hands update-index every file. After one, while HEAD stays where it was, only paths that
   * differ from HEAD now or did at the previous snapshot can differ from what the shadow index holds
   * (a path clean both times holds HEAD's content both times), so only those are handed over: the
   * common snapshot costs one `git status` and an update-index of a few paths, and that update-index
   * and the write-tree run while git status does (handEarly). A status the caller already read (a stop's
   * checkpoint, a moment ago) spares the read; with quickOnly, staging that would be more than a pass of
   * changes over a few small paths throws NotQuick instead.
   */
  async stage(limits: SnapshotLimits = DEFAULT_LIMITS, options: StageOptions = {}): Promise<Staged> {
    const refused = refusal(this.root, limits);
    if (refused) throw new SnapshotRefused(refused);
    if (options.quickOnly && (!options.status || !this.stagesQuickly(options.status, limits))) throw new NotQuick();
    this.ensure();
    const sync = this.lastSync();
    const before = this.indexSignature();
    // The previous point's paths are handed while git status runs (handEarly), when its index still stands.
    const overlap = !options.status && options.asOf === undefined && sync && before && sync.signature === before;
    const given = options.status && withoutSubmodules(options.status);
    const reading = given
      ? Promise.resolve(given)
      : isGitRepo(this.root)
        ? readStatusAsync(this.root, this.workspace.env, { alongside: Boolean(overlap), indexFile: options.userIndex })
        : undefined;
    // A throw below (before the await) must not leave the status's failure unhandled.
    reading?.catch(() => undefined);
    const seeded = before === undefined && reading !== undefined && seed(this, options.userIndex);
    const early = overlap && reading ? this.handEarly(sync, limits) : undefined;
    const status = await reading;
    const incremental =
      status && sync && before && sync.signature === before && sync.head === (status.head ?? null) && !wentClean(status, sync);
    const asOf = options.asOf === undefined ? undefined : new AsOf(this, options.asOf, options.userIndex);
    const staged = incremental ? this.stageChanges(status, sync, limits, early, asOf) : this.stageAll(status, limits, asOf);
    // git rewrites the index (a new file by rename) only when an entry changed: an untouched index means
    // the tree written last time still stands, or the one handEarly wrote.
    const now = this.indexSignature();
    const untouched = sync && before !== undefined && before === now && sync.signature === before;
    // --missing-ok: a seeded index names blobs still to be copied from the user's repository.
    const tree = untouched ? sync.tree : early && early.signature === now ? early.tree : this.run(['write-tree', '--missing-ok']).trim();
    const files = this.indexEntries();
    if (files > limits.maxFiles) throw tooManyFiles(this.root, limits);
    if (seeded) notePending(this);
    // Taken after write-tree, which rewrites the index to cache the tree.
    const after = untouched ? before : this.indexSignature();
    if (after && !(untouched && sameDirt(sync, staged))) {
      const next: ShadowSync = {
        head: status?.head ?? null,
        signature: after,
        tree,
        tracked: staged.dirtyTracked,
        untracked: staged.dirtyUntracked,
        handed: staged.handed,
        handedAt: staged.handedAt,
        recheck: staged.recheck,
        modes: staged.modes,
        overCap: staged.overCap,
      };
      atomicWrite(this.syncFile, JSON.stringify(next));
    }
    const modified = status
      ? [...status.changed.filter((entry) => !entry.submodule).map((entry) => entry.path), ...staged.untracked]
      : undefined;
    return {
      tree,
      files,
      notCaptured: [...staged.overCap, ...staged.untrackedOverCap, ...(asOf?.notCaptured ?? [])],
      modes: staged.modes,
      untracked: staged.untracked,
      head: status?.head,
      branch: status?.branch,
      modified,
      pass: incremental ? 'changes' : 'full',
    };
  }

  /** Every full pass hands every file; entries for paths no longer wanted are dropped. */
  private stageAll(status: RepoStatus | undefined, limits: SnapshotLimits, asOf?: AsOf): StagePass {
    const { files, untracked, notCaptured, modes, blobs } = listFiles(this.root, limits, status, this.workspace.env);
    const wanted = new Set(files);
    const overCap = notCaptured.filter((entry) => blobs?.has(entry.path));
    const untrackedOverCap = notCaptured.filter((entry) => !blobs?.has(entry.path));
    const staged = existsSync(join(this.workspace.shadowDir, 'index')) ? this.run(['ls-files', '-z']).split('\0').filter(Boolean) : [];
    const gone = staged.filter((path) => !wanted.has(path) && !asOf?.keeps(path));
    this.dropEntries(gone);
    const hand = asOf ? files.filter((path) => !asOf.keeps(path)) : files;
    this.handPaths(hand);
    asOf?.settle(hand);
    const dirty = dirtyPaths(status, untracked);
    return {
      untracked,
      overCap,
      untrackedOverCap,
      modes,
      ...dirty,
      recheck: blobs && !asOf ? this.strayBlobs(blobs, dirty.dirtyTracked) : undefined,
    };
  }

  /**
   * Paths git status called clean whose shadow blob is not the user's: edited between the status and
   * update-index (or kept apart by the user's own filters, which the shadow never runs). Each is handed
   * to update-index again by every pass of changes until the next full pass, so a later revert of such
   * an edit is never missed.
   */
  private strayBlobs(blobs: Map<string, string>, dirtyTracked: string[]): string[] | undefined {
    const dirty = new Set(dirtyTracked);
    const stray: string[] = [];
    for (const { path, blob: staged } of this.stagedEntries()) {
      const blob = blobs.get(path);
      if (blob !== undefined && blob !== staged && !dirty.has(path)) stray.push(path);
    }
    return stray.length > 0 ? stray : undefined;
  }

  /**
   * Whether staging from `status` is a pass of changes over a few small paths, nothing a stop should not
   * wait for: at most QUICK_PATHS paths to hand, QUICK_BYTES of them to hash, and no full pass due. Asked
   * under the workspace's lock (stage's quickOnly): another point may have moved the shadow index just before.
   */
  stagesQuickly(status: RepoStatus, limits: SnapshotLimits = DEFAULT_LIMITS): boolean {
    const sync = this.lastSync();
    const { changed, untracked } = withoutSubmodules(status);
    if (!sync || sync.signature !== this.indexSignature() || sync.head !== (status.head ?? null) || wentClean({ changed }, sync))
      return false;
    // What a pass of changes hands: no untracked file in an excluded folder or past the size cap.
    const inState = under(stateDirInside(this.root, this.workspace.env));
    const handed = [...changed.map((entry) => entry.path), ...(sync.recheck ?? [])].filter((path) => !inState(path));
    const { files } = untrackedFiles(this.root, untracked, limits, inState);
    const paths = [...handed, ...files];
    if (paths.length > QUICK_PATHS) return false;
    let bytes = 0;
    for (const path of paths) {
      const found = stat(this.root, path);
      // Past the size cap: recorded, not hashed.
      if (found && found.size <= limits.maxFileBytes) bytes += found.size;
    }
    return bytes <= QUICK_BYTES;
  }

  /**
   * While git status reads the user's repository: update-index of the paths the previous snapshot found
   * differing from HEAD, the likeliest paths of this one (an agent keeps editing the same files). Any
   * path handed leaves its entry holding what the work tree holds, so handing one the status then does
   * not list costs a hash, never a wrong tree; and unless the status lists exactly these paths, none
   * touched since, the pass of changes hands its own paths again (stageChanges). Untracked files now
   * past the size cap, tracked ones too, and directories are left to that pass. Then write-tree, whose tree
   * stands when nothing touches the index after it. Undefined: nothing handed.
   */
  private handEarly(sync: ShadowSync, limits: SnapshotLimits): (Handed & { tree: string; signature: string }) | undefined {
    const paths = new Set([...sync.tracked, ...sync.untracked, ...(sync.recheck ?? [])]);
    const hand = new Set<string>();
    for (const path of paths) {
      const found = stat(this.root, path);
      if (found && (found.isDirectory() || (found.isFile() && found.size > limits.maxFileBytes))) continue;
      // gone: update-index --remove drops its entry
      hand.add(path);
    }
    if (hand.size === 0) return undefined;
    const handedAt = Date.now();
    const handed = handedOver(this.root, hand, new Set());
    // Untouched since the previous pass handed them: nothing to do here.
    if (sync.handed && sync.handedAt !== undefined && sameHanded(sync.handed, handed, sync.handedAt)) return undefined;
    try {
      this.handPaths(hand);
      // The tree too: it stands if nothing touches the index after this (stage compares the signature).
      const tree = this.run(['write-tree', '--missing-ok']).trim();
      const signature = this.indexSignature();
      return signature ? { handed, handedAt, tree, signature } : undefined;
    } catch {
      // git refused a path (update-index then writes nothing): the pass of changes hands its own, and
      // the tree is written after it.
      return undefined;
    }
  }

  /** Only the paths that differ from HEAD now or did at the previous snapshot. */
  private stageChanges(status: RepoStatus, sync: ShadowSync, limits: SnapshotLimits, early?: Handed, asOf?: AsOf): StagePass {
    const inState = under(stateDirInside(this.root, this.workspace.env));
    const {
      files: untracked,
      notCaptured: untrackedOverCap,
      modes: untrackedModes,
    } = untrackedFiles(this.root, status.untracked, limits, inState);
    const dirty = dirtyPaths(status, untracked);
    const listed = new Set(status.changed.map((entry) => entry.path));
    const kept = status.changed.filter((entry) => entry.inIndex && entry.inWorkTree && !entry.submodule && !inState(entry.path));
    // Clean now and strays of the last full pass: handed again (update-index rehashes only a changed stat).
    const recheck = (sync.recheck ?? []).filter((path) => !listed.has(path) && existsSync(join(this.root, path)));
    const update = new Set([...kept.map((entry) => entry.path), ...untracked, ...recheck]);
    // Tracked files over the cap: recorded (their earlier record carried), never staged.
    const overCap = (sync.overCap ?? []).filter((entry) => !listed.has(entry.path) && existsSync(join(this.root, entry.path)));
    for (const path of update) {
      const found = stat(this.root, path);
      if (found?.isFile() && found.size > limits.maxFileBytes && !untracked.includes(path)) {
        update.delete(path);
        overCap.push({ path, reason: 'over the size cap', bytes: found.size });
      }
    }
    // An untracked file of the previous snapshot that is not listed now was deleted or is ignored now.
    const remove = new Set<string>();
    for (const entry of status.changed) if (!update.has(entry.path)) remove.add(entry.path);
    for (const path of [...sync.untracked, ...status.untracked]) if (!update.has(path) && !inState(path)) remove.add(path);
    if (asOf) for (const path of [...update, ...remove]) if (asOf.keeps(path)) update.delete(path) || remove.delete(path);
    const before = new Set(sync.untracked);
    const added = untracked.filter((path) => !before.has(path)).length;
    if (this.indexEntries() + added > limits.maxFiles) throw tooManyFiles(this.root, limits);
    const handedAt = Date.now();
    const handed = handedOver(this.root, update, remove);
    const modes = { ...sync.modes, ...untrackedModes };
    for (const path of [...update, ...remove]) {
      const found = remove.has(path) ? undefined : stat(this.root, path);
      const unusual = found?.isFile() ? unusualPermissions(found.mode) : undefined;
      if (unusual === undefined) delete modes[path];
      else modes[path] = unusual;
    }
    const pass = { untracked, overCap, untrackedOverCap, modes, ...dirty };
    // The same paths as last time, none touched since: nothing for update-index to do (a process spared).
    if (sync.handed && sync.handedAt !== undefined && sameHanded(sync.handed, handed, sync.handedAt))
      return { ...pass, handed: sync.handed, handedAt: sync.handedAt, recheck: sync.recheck };
    // handEarly handed these very paths, none touched since its stat data: done.
    // With sameHanded's racy margin: a same-size rewrite within the file system's clock tick after the
    // early update-index hashed the file would keep its stat data, and the tree would hold older content.
    if (early && remove.size === 0 && sameHanded(early.handed, handed, early.handedAt))
      return { ...pass, handed: early.handed, handedAt: early.handedAt, recheck: sync.recheck };
    this.dropEntries(remove);
    this.handPaths(update);
    asOf?.settle([...update]);
    return { ...pass, handed, handedAt, recheck: sync.recheck };
  }

  /** Sets entries of the shadow index to these blobs (the user's index content of files changed too late). */
  setEntries(entries: IndexEntry[]): void {
    if (entries.length === 0) return;
    this.run(['update-index', '-z', '--index-info'], { input: entries.map((e) => `${e.mode} ${e.blob}\t${e.path}\0`).join('') });
  }
}

export interface Staged {
  tree: string;
  files: number;
  /** Paths there that the tree does not hold, and why. */
  notCaptured: NotCaptured[];
  modes: Record<string, number>;
  untracked: string[];
  head?: string;
  branch?: string;
  /** Paths that differ from HEAD, untracked ones included (undefined outside git). */
  modified?: string[];
  /** Every file handed to update-index, or only the paths that differ from HEAD now or did before. */
  pass: 'full' | 'changes';
}
