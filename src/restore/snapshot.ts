// Snapshots of the working tree, staged in the shadow repository's own index (restore/shadow.ts).

import {
  chmodSync,
  copyFileSync,
  type Dirent,
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { git, gitFailure } from '../util/git.js';
import { gitDirsOf } from '../util/git-config.js';
import type { RepoStatus } from '../util/git-status.js';
import { readRegularFile } from '../util/read-file.js';
import { DEFAULT_MAX_FILE_BYTES, excludedFolders, type NotCaptured, stateDirInside, under, unusualPermissions } from './capture.js';
import { countIndex, indexEntries } from './index-file.js';
import { readStatus, readStatusAsync } from './repo-status.js';
import { ShadowRepo } from './shadow.js';
import { atomicWrite } from './workspace.js';

/** What a stop stages inline (stagesQuickly); more goes to a detached run. */
const QUICK_PATHS = 200;
const QUICK_BYTES = 16 * 1024 * 1024;
const MAX_FILES = 50_000;

export interface SnapshotLimits {
  maxFileBytes: number;
  maxFiles: number;
  home: string;
}

export const DEFAULT_LIMITS: SnapshotLimits = { maxFileBytes: DEFAULT_MAX_FILE_BYTES, maxFiles: MAX_FILES, home: homedir() };

export class SnapshotRefused extends Error {}

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

interface FileList {
  files: string[];
  untracked: string[];
  notCaptured: NotCaptured[];
  modes: Record<string, number>;
  /** Each tracked path's blob in the user's index (inside git). */
  blobs?: Map<string, string>;
}

function refusal(root: string, limits: SnapshotLimits): string | undefined {
  const at = resolve(root);
  if (at === resolve(limits.home) || at === sep) return `${at} is a home or root directory: no snapshot (run checkpoint from a project)`;
  return undefined;
}

function isGitRepo(root: string): boolean {
  return existsSync(join(root, '.git'));
}

/** What lstat says of a path, or undefined when it is gone. */
function stat(root: string, path: string): Stats | undefined {
  try {
    return lstatSync(join(root, path));
  } catch {
    return undefined;
  }
}

/** Untracked paths a snapshot holds (files and links outside excluded folders, within the size cap), and those over it. */
function untrackedFiles(root: string, paths: string[], limits: SnapshotLimits, skip: (path: string) => boolean) {
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
  const tooMany = () => new SnapshotRefused(`more than ${limits.maxFiles} files under ${root}: no snapshot`);
  const inState = under(stateDirInside(root, env));
  if (!isGitRepo(root)) {
    const found = untrackedFiles(root, walk(root, limits.maxFiles + 1, inState), limits, inState);
    if (found.files.length > limits.maxFiles) throw tooMany();
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
    if (files.length > limits.maxFiles) throw tooMany();
  }
  const untracked = untrackedFiles(root, others, limits, inState);
  files.push(...untracked.files);
  if (files.length > limits.maxFiles) throw tooMany();
  return {
    files: [...new Set(files)].sort(),
    untracked: untracked.files,
    notCaptured: [...notCaptured, ...untracked.notCaptured],
    modes: { ...modes, ...untracked.modes },
    blobs,
  };
}

interface IndexEntry {
  mode: string;
  blob: string;
  path: string;
}

/** The user's index (or a copy of it): each entry's mode, blob and path, read-only. */
function userIndexEntries(root: string, env: NodeJS.ProcessEnv, indexFile?: string): IndexEntry[] {
  const result = git(['ls-files', '-z', '-s', '--cached'], { root, env, indexFile });
  if (!result.ok) throw gitFailure(['ls-files'], result);
  const entries: IndexEntry[] = [];
  for (const entry of result.stdout.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const [mode, blob] = entry.slice(0, tab).split(' ');
    entries.push({ mode, blob, path: entry.slice(tab + 1) });
  }
  return entries;
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

  /** Objects a seeded shadow index names that are still to be copied from the user's repository. */
  get pendingFile(): string {
    return join(this.workspace.dir, 'pending-objects');
  }

  private lastSync(): ShadowSync | undefined {
    try {
      const sync = JSON.parse(readRegularFile(this.syncFile, { maxBytes: 64 * 1024 * 1024 }) ?? '') as ShadowSync;
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
    const seeded = before === undefined && reading !== undefined && this.seed(options.userIndex);
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
    if (files > limits.maxFiles) throw new SnapshotRefused(`more than ${limits.maxFiles} files under ${this.root}: no snapshot`);
    if (seeded) this.notePending();
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

  /**
   * A shadow index to start from: the user's index (the copy `userIndex`, or the live one), when git can
   * read it here as it is (not split, not sparse, SHA-1 objects). Every clean file then keeps the blob and
   * stat data the user's git gave it, so the full pass that follows hashes only what differs, and the
   * files the user's attributes convert (eol, filters, ident), which the shadow stores raw.
   */
  private seed(userIndex?: string): boolean {
    const gitDir = gitDirsOf(this.root)?.gitDir;
    if (!gitDir || /objectformat\s*=\s*sha256/i.test(readRegularFile(join(gitDir, 'config')) ?? '')) return false;
    const source = userIndex ?? join(gitDir, 'index');
    try {
      const extensions = countIndex(readFileSync(source), 20).extensions;
      if (extensions.includes('link') || extensions.includes('sdir')) return false;
      const temp = join(this.workspace.shadowDir, `index.seed-${process.pid}`);
      copyFileSync(source, temp);
      chmodSync(temp, 0o600);
      renameSync(temp, join(this.workspace.shadowDir, 'index'));
    } catch {
      return false;
    }
    const converted = this.convertedPaths(userIndex);
    if (converted.length > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${converted.join('\0')}\0` });
    return true;
  }

  /**
   * Tracked paths whose blob in the user's index is not the bytes in the work tree: the user's attributes
   * or core.autocrlf convert them. Asked of git only where attributes or autocrlf can be in play.
   */
  private convertedPaths(userIndex?: string): string[] {
    const entries = userIndexEntries(this.root, this.workspace.env, userIndex);
    const config = this.user(['config', '-z', '--get-regexp', '^core\\.(autocrlf|attributesfile)$']).stdout;
    const autocrlf = /core\.autocrlf\n(true|input)\0/i.test(config);
    const attributes =
      /core\.attributesfile\n/i.test(config) ||
      entries.some((entry) => entry.path === '.gitattributes' || entry.path.endsWith('/.gitattributes')) ||
      Boolean(readRegularFile(join(gitDirsOf(this.root)?.gitDir ?? '', 'info', 'attributes'))?.trim());
    if (!autocrlf && !attributes) return [];
    const paths = entries.filter((entry) => entry.mode !== '160000' && entry.mode !== '120000').map((entry) => entry.path);
    const names = ['text', 'crlf', 'eol', 'filter', 'ident', 'working-tree-encoding'];
    const out = this.user(['check-attr', '-z', '--stdin', ...names], { input: `${paths.join('\0')}\0` }).stdout.split('\0');
    const converted = new Set<string>();
    for (let i = 0; i + 2 < out.length; i += 3) {
      const [path, name, value] = [out[i], out[i + 1], out[i + 2]];
      const set = value !== 'unspecified' && value !== 'unset';
      if (set || (autocrlf && name === 'text' && value === 'unspecified')) converted.add(path);
    }
    return [...converted];
  }

  /** After a seed: which blobs the shadow index names that the shadow repository does not have yet. */
  private notePending(): void {
    const blobs = this.run(['ls-files', '-s', '-z'])
      .split('\0')
      .map((entry) => entry.split(' ')[1])
      .filter(Boolean);
    const pending = this.missing(blobs);
    if (pending.length > 0) atomicWrite(this.pendingFile, `${pending.join('\n')}\n`);
  }

  /** Blobs still to copy from the user's repository (a seeded snapshot's), as recorded. */
  pending(): string[] {
    return (readRegularFile(this.pendingFile, { maxBytes: 64 * 1024 * 1024 }) ?? '').split('\n').filter(Boolean);
  }

  /**
   * Copies pending blobs until `deadline`; what the user's repository lost meanwhile is returned (the
   * points naming it cannot bring those files back). Without the workspace's lock: objects are added,
   * never changed, and the pending list is rewritten whole.
   */
  copyPending(deadline?: number): { left: number; gone: string[] } {
    const pending = this.pending();
    if (pending.length === 0) return { left: 0, gone: [] };
    const { left, gone } = this.copyFromRepository(pending, deadline);
    if (left.length > 0) atomicWrite(this.pendingFile, `${left.join('\n')}\n`);
    else rmSync(this.pendingFile, { force: true });
    return { left: left.length, gone };
  }

  /** Every full pass hands every file; entries for paths no longer wanted are dropped. */
  private stageAll(status: RepoStatus | undefined, limits: SnapshotLimits, asOf?: AsOf): StagePass {
    const { files, untracked, notCaptured, modes, blobs } = listFiles(this.root, limits, status, this.workspace.env);
    const wanted = new Set(files);
    const overCap = notCaptured.filter((entry) => blobs?.has(entry.path));
    const untrackedOverCap = notCaptured.filter((entry) => !blobs?.has(entry.path));
    const staged = existsSync(join(this.workspace.shadowDir, 'index')) ? this.run(['ls-files', '-z']).split('\0').filter(Boolean) : [];
    const gone = staged.filter((path) => !wanted.has(path) && !asOf?.keeps(path));
    if (gone.length > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${gone.join('\0')}\0` });
    const hand = asOf ? files.filter((path) => !asOf.keeps(path)) : files;
    if (hand.length > 0) this.run(['update-index', '-z', '--add', '--remove', '--replace', '--stdin'], { input: `${hand.join('\0')}\0` });
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
    for (const entry of this.run(['ls-files', '-s', '-z']).split('\0')) {
      const tab = entry.indexOf('\t');
      const path = entry.slice(tab + 1);
      const blob = blobs.get(path);
      if (tab >= 0 && blob !== undefined && blob !== entry.split(' ')[1] && !dirty.has(path)) stray.push(path);
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
      this.run(['update-index', '-z', '--add', '--remove', '--replace', '--stdin'], { input: `${[...hand].join('\0')}\0` });
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
    if (this.indexEntries() + added > limits.maxFiles)
      throw new SnapshotRefused(`more than ${limits.maxFiles} files under ${this.root}: no snapshot`);
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
    if (remove.size > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${[...remove].join('\0')}\0` });
    if (update.size > 0)
      this.run(['update-index', '-z', '--add', '--remove', '--replace', '--stdin'], { input: `${[...update].join('\0')}\0` });
    asOf?.settle([...update]);
    return { ...pass, handed, handedAt, recheck: sync.recheck };
  }

  /** Sets entries of the shadow index to these blobs (the user's index content of files changed too late). */
  setEntries(entries: IndexEntry[]): void {
    if (entries.length === 0) return;
    this.run(['update-index', '-z', '--index-info'], { input: entries.map((e) => `${e.mode} ${e.blob}\t${e.path}\0`).join('') });
  }

  /** Drops entries from the shadow index. */
  dropEntries(paths: string[]): void {
    if (paths.length > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${paths.join('\0')}\0` });
  }
}

/**
 * A snapshot of the tree as it was at `at`, taken a little later. A file whose stat times are not settled
 * before `at` may hold what the agent wrote since: it is not handed to the shadow index, which keeps what it
 * held (the user's index content, on a seeded first snapshot). A file that changed while git hashed it is
 * set back to the user's index content (untracked: left out), and said.
 */
class AsOf {
  readonly notCaptured: NotCaptured[] = [];
  private readonly tracked: Map<string, IndexEntry>;
  private readonly kept = new Map<string, boolean>();

  constructor(
    private readonly shadow: Shadow,
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
      if (keeps && !this.tracked.has(path) && this.existedBefore(path))
        this.notCaptured.push({ path, reason: 'changed after the prompt, before the point was taken' });
    }
    return keeps;
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
    for (const path of untracked.filter((p) => this.existedBefore(p)))
      this.notCaptured.push({ path, reason: 'changed after the prompt, before the point was taken' });
  }
}

/** What the previous snapshot left for the next one to check again (`<workspace>/shadow-sync.json`). */
interface ShadowSync {
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

/** Paths handed to update-index with their stat data, and when that was taken. */
interface Handed {
  handed: Record<string, string>;
  handedAt: number;
}

interface StagePass {
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

/** Paths that differ from HEAD (submodules aside) and the untracked files taken. */
function dirtyPaths(status: RepoStatus | undefined, untracked: string[]): { dirtyTracked: string[]; dirtyUntracked: string[] } {
  if (!status) return { dirtyTracked: [], dirtyUntracked: [] };
  const tracked = status.changed.filter((entry) => !entry.submodule).map((entry) => entry.path);
  return { dirtyTracked: tracked, dirtyUntracked: untracked };
}

function sameDirt(sync: ShadowSync, staged: StagePass): boolean {
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

/**
 * A file changed after its stat was taken can keep that stat when the change lands in the same tick of
 * the file system's clock (git's "racy clean" case): a stat counts only if its times are older than the
 * moment it was taken by more than a tick. Two seconds covers the coarsest clocks (FAT, HFS+), whose times
 * are whole seconds; a time with a fraction of a second comes from a fine clock (ext4, xfs, btrfs, APFS,
 * NTFS, exFAT: at most a scheduler tick, 10 ms, or exFAT's 10 ms), for which 50 ms is ample.
 */
const RACY_MS = 2000;
const RACY_FINE_MS = 50;

/** Whether stat times this old, taken at `takenAt`, cannot hide a later change. */
function settled(mtime: number, ctime: number, takenAt: number): boolean {
  const margin = mtime % 1000 !== 0 && ctime % 1000 !== 0 ? RACY_FINE_MS : RACY_MS;
  return Math.max(mtime, ctime) < takenAt - margin;
}

/**
 * Whether a file with these stat times was last written before `at`: on a fine clock, any time before it
 * (the agent cannot write before its prompt); on a whole-second clock, a time in an earlier second.
 */
function settledBefore(mtime: number, ctime: number, at: number): boolean {
  const fine = mtime % 1000 !== 0 || ctime % 1000 !== 0;
  return Math.max(mtime, ctime) < (fine ? at : Math.floor(at / 1000) * 1000);
}

/** What a pass hands to update-index: each path's stat data (mtime and ctime first), or `remove`. */
function handedOver(root: string, update: Set<string>, remove: Set<string>): Record<string, string> {
  const handed: Record<string, string> = {};
  for (const path of remove) handed[path] = 'remove';
  for (const path of update) {
    const found = stat(root, path);
    handed[path] = found ? `${found.mtimeMs}:${found.ctimeMs}:${found.size}:${found.ino}:${found.mode}` : 'missing';
  }
  return handed;
}

/** The same paths with the same stat data, each settled when that stat data was taken. */
function sameHanded(previous: Record<string, string>, now: Record<string, string>, takenAt: number): boolean {
  const paths = Object.keys(now);
  if (paths.length !== Object.keys(previous).length) return false;
  return paths.every((path) => {
    if (previous[path] !== now[path]) return false;
    const [mtime, ctime] = now[path].split(':').map(Number);
    return now[path] === 'remove' || (Number.isFinite(mtime) && settled(mtime, ctime, takenAt));
  });
}

/** A snapshot never holds a submodule: a status that looked into them reads as one that did not. */
function withoutSubmodules(status: RepoStatus): RepoStatus {
  return { ...status, changed: status.changed.filter((entry) => !entry.submodule) };
}

/**
 * A path that differed from HEAD at the previous snapshot and no longer does (a revert, a stash, an undo):
 * whether it is tracked now only the index can say, so such a snapshot takes the full pass.
 */
function wentClean(status: Pick<RepoStatus, 'changed'>, sync: ShadowSync): boolean {
  if (sync.tracked.length === 0) return false;
  const listed = new Set(status.changed.map((entry) => entry.path));
  return sync.tracked.some((path) => !listed.has(path));
}
