// Snapshots of the working tree in a shadow git repository that checkpoint owns: nothing is ever written
// into the user's .git (per-turn snapshots inside users' repositories clobbered their index and left
// orphan objects by the gigabyte). No alternates either: a snapshot must survive `git gc --prune=now` there.

import { type Dirent, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { RepoStatus } from '../util/git-status.js';
import { readRegularFile } from '../util/read-file.js';
import { git, gitOrThrow } from './git.js';
import { isPointId } from './ids.js';
import { indexEntries } from './index-file.js';
import { readStatus, readStatusAsync } from './status.js';
import { atomicWrite, type Workspace } from './store.js';

/** Dependency and build directories: never part of a snapshot, whatever the ignore rules say. */
const DEFAULT_EXCLUDES = [
  '.git',
  'node_modules',
  'target',
  '.venv',
  'venv',
  'dist',
  'build',
  '.next',
  '.nuxt',
  '.turbo',
  'coverage',
  '__pycache__',
  '.tox',
  '.gradle',
  '.mypy_cache',
  '.pytest_cache',
];
const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** What a stop stages inline (stagesQuickly); more goes to a detached run. */
const QUICK_PATHS = 200;
const QUICK_BYTES = 16 * 1024 * 1024;
const MAX_FILES = 50_000;

export interface SnapshotLimits {
  maxFileBytes: number;
  maxFiles: number;
  home: string;
}

export const DEFAULT_LIMITS: SnapshotLimits = { maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES, home: homedir() };

export class SnapshotRefused extends Error {}

/** A snapshot asked to be quick (a stop's own turn point) that would not be: left to a detached run. */
export class NotQuick extends Error {}

interface FileList {
  files: string[];
  skipped: number;
  /** Files git does not track (untracked, not ignored); empty outside git. */
  untracked: string[];
  /** Each tracked path's blob in the user's index (inside git). */
  blobs?: Map<string, string>;
}

export function excluded(path: string): boolean {
  return path.split('/').some((part) => DEFAULT_EXCLUDES.includes(part));
}

/** A home directory or the file system root is never snapshotted. */
function refusal(root: string, limits: SnapshotLimits): string | undefined {
  const at = resolve(root);
  if (at === resolve(limits.home) || at === sep) return `${at} is a home or root directory: no snapshot (run checkpoint from a project)`;
  return undefined;
}

function isGitRepo(root: string): boolean {
  return existsSync(join(root, '.git'));
}

/** Untracked paths a snapshot holds: files and links, not excluded, within the size cap. */
function untrackedFiles(root: string, paths: string[], limits: SnapshotLimits): { files: string[]; skipped: number } {
  const files: string[] = [];
  let skipped = 0;
  for (const path of paths) {
    if (excluded(path)) continue;
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(join(root, path));
    } catch {
      continue;
    }
    if (stat.isFile() && stat.size > limits.maxFileBytes) skipped += 1;
    else if (stat.isFile() || stat.isSymbolicLink()) files.push(path);
  }
  return { files, skipped };
}

/**
 * The files a snapshot holds: tracked and untracked, not ignored, minus default excludes and big files.
 * Tracked files are taken from git's listing without a stat of our own (update-index stats them anyway
 * and drops the deleted ones): on 5,000 files that stat loop cost more than all the git calls together.
 */
export function listFiles(root: string, limits: SnapshotLimits = DEFAULT_LIMITS, status?: RepoStatus): FileList {
  const refused = refusal(root, limits);
  if (refused) throw new SnapshotRefused(refused);
  const tooMany = () => new SnapshotRefused(`more than ${limits.maxFiles} files under ${root}: no snapshot`);
  if (!isGitRepo(root)) {
    const { files, skipped } = untrackedFiles(root, walk(root, limits.maxFiles + 1), limits);
    if (files.length > limits.maxFiles) throw tooMany();
    return { files: files.sort(), skipped, untracked: files };
  }
  const found = new Set<string>();
  const blobs = new Map<string, string>();
  const { changed, untracked: others } = status ?? readStatus(root);
  // Gone from the work tree (or a directory now): update-index would refuse a directory where a file was.
  const absent = new Set(changed.filter((entry) => !entry.inWorkTree).map((entry) => entry.path));
  // The index as the user's git sees it, read-only; -s gives each entry its mode (160000 is a submodule).
  const out = gitOrThrow(['--no-optional-locks', 'ls-files', '-z', '-s', '--cached'], { root });
  for (const entry of out.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const path = entry.slice(tab + 1);
    if (!entry.startsWith('160000') && !excluded(path) && !absent.has(path)) {
      found.add(path);
      blobs.set(path, entry.split(' ')[1] ?? '');
    }
    if (found.size > limits.maxFiles) throw tooMany();
  }
  const { files: untracked, skipped } = untrackedFiles(root, others, limits);
  for (const path of untracked) found.add(path);
  if (found.size > limits.maxFiles) throw tooMany();
  return { files: [...found].sort(), skipped, untracked, blobs };
}

function walk(root: string, cap: number): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (found.length >= cap) return;
      if (DEFAULT_EXCLUDES.includes(entry.name)) continue;
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(path);
      else if (entry.isFile() || entry.isSymbolicLink()) found.push(path);
    }
  };
  visit('');
  return found;
}

export class Shadow {
  constructor(
    readonly workspace: Workspace,
    readonly root = workspace.root,
  ) {}

  private options(extra: { indexFile?: string; input?: string; workTree?: boolean } = {}) {
    return {
      root: this.root,
      cwd: this.workspace.dir,
      input: extra.input,
      shadow: { gitDir: this.workspace.shadowDir, workTree: extra.workTree === false ? undefined : this.root, indexFile: extra.indexFile },
    };
  }

  run(args: string[], extra: { indexFile?: string; input?: string; workTree?: boolean } = {}): string {
    return gitOrThrow(args, this.options(extra));
  }

  private indexSignature(): string | undefined {
    try {
      const stat = statSync(join(this.workspace.shadowDir, 'index'));
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
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
    const oidBytes = /objectformat\s*=\s*sha256/i.test(this.config()) ? 32 : 20;
    try {
      return indexEntries(this.workspace.shadowDir, file, oidBytes);
    } catch {
      // An index this reader cannot walk: git counts it.
      return this.run(['ls-files', '-z']).split('\0').filter(Boolean).length;
    }
  }

  private configText?: string;

  private config(): string {
    // Read once per snapshot; not before the repository exists.
    if (!this.configText) this.configText = readRegularFile(join(this.workspace.shadowDir, 'config'));
    return this.configText ?? '';
  }

  private get syncFile(): string {
    return join(this.workspace.dir, 'shadow-sync.json');
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

  private ensure(): void {
    if (existsSync(join(this.workspace.shadowDir, 'HEAD'))) return;
    mkdirSync(this.workspace.dir, { recursive: true, mode: 0o700 });
    gitOrThrow(['init', '-q', '--bare', '--shared=0600', this.workspace.shadowDir], {
      root: this.root,
      cwd: this.workspace.dir,
      shadow: { gitDir: this.workspace.shadowDir },
    });
    // Bare so nothing ever treats the state dir as a work tree; the work tree is always given per call.
    // --shared=0600: git then makes its files 0600 (objects 0400) and dirs 0700 whatever the umask.
    this.run(['config', 'core.bare', 'false'], { workTree: false });
    // Path-compressed index entries: a smaller index to rewrite at every snapshot.
    this.run(['config', 'index.version', '4'], { workTree: false });
  }

  /**
   * Stages the current tree into the shadow repository's own persistent index (unchanged files are not
   * rehashed: update-index compares stat data) and returns its tree id, with what git said about the
   * user's repository (one `git status` is the only read of it, this one's or the caller's).
   *
   * A full pass hands update-index every file. After one, while HEAD stays where it was, only paths that
   * differ from HEAD now or did at the previous snapshot can differ from what the shadow index holds
   * (a path clean both times holds HEAD's content both times), so only those are handed over: the
   * common snapshot costs one `git status` and an update-index of a few paths, and that update-index
   * and the write-tree run while git status does (handEarly). A status the caller already read (a stop's
   * checkpoint, a moment ago) spares the read; with quickOnly, staging that would be more than a pass of
   * changes over a few small paths throws NotQuick instead.
   */
  async stage(limits: SnapshotLimits = DEFAULT_LIMITS, given?: { status: RepoStatus; quickOnly?: boolean }): Promise<Staged> {
    const refused = refusal(this.root, limits);
    if (refused) throw new SnapshotRefused(refused);
    if (given?.quickOnly && !this.stagesQuickly(given.status, limits)) throw new NotQuick();
    const sync = this.lastSync();
    const before = this.indexSignature();
    // The previous point's paths are handed while git status runs (handEarly), when its index still stands.
    const overlap = !given && sync && before && sync.signature === before;
    const reading = given
      ? Promise.resolve(withoutSubmodules(given.status))
      : isGitRepo(this.root)
        ? readStatusAsync(this.root, { alongside: Boolean(overlap) })
        : undefined;
    // A throw below (before the await) must not leave the status's failure unhandled.
    reading?.catch(() => undefined);
    this.ensure();
    const early = overlap && reading ? this.handEarly(sync, limits) : undefined;
    const status = await reading;
    const incremental =
      status && sync && before && sync.signature === before && sync.head === (status.head ?? null) && !wentClean(status, sync);
    const staged = incremental ? this.stageChanges(status, sync, limits, early) : this.stageAll(status, limits);
    // git rewrites the index (a new file by rename) only when an entry changed: an untouched index means
    // the tree written last time still stands, or the one handEarly wrote.
    const now = this.indexSignature();
    const untouched = sync && before !== undefined && before === now && sync.signature === before;
    const tree = untouched ? sync.tree : early && early.signature === now ? early.tree : this.run(['write-tree']).trim();
    const files = this.indexEntries();
    if (files > limits.maxFiles) throw new SnapshotRefused(`more than ${limits.maxFiles} files under ${this.root}: no snapshot`);
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
      };
      atomicWrite(this.syncFile, JSON.stringify(next));
    }
    const modified = status
      ? [...status.changed.filter((entry) => !entry.submodule).map((entry) => entry.path), ...staged.untracked]
      : undefined;
    return {
      tree,
      files,
      skipped: staged.skipped,
      untracked: staged.untracked,
      head: status?.head,
      branch: status?.branch,
      modified,
      pass: incremental ? 'changes' : 'full',
    };
  }

  /** Every file to update-index; entries for paths no longer wanted are dropped. */
  private stageAll(status: RepoStatus | undefined, limits: SnapshotLimits): StagePass {
    const { files, skipped, untracked, blobs } = listFiles(this.root, limits, status);
    // What an earlier version kept beside the shadow repository instead of shadow-sync.json.
    for (const old of ['staged-paths', 'staged-tree']) rmSync(join(this.workspace.dir, old), { force: true });
    const wanted = new Set(files);
    const staged = existsSync(join(this.workspace.shadowDir, 'index')) ? this.run(['ls-files', '-z']).split('\0').filter(Boolean) : [];
    const gone = staged.filter((path) => !wanted.has(path));
    if (gone.length > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${gone.join('\0')}\0` });
    if (files.length > 0) this.run(['update-index', '-z', '--add', '--remove', '--replace', '--stdin'], { input: `${files.join('\0')}\0` });
    const dirty = dirtyPaths(status, untracked);
    return { skipped, untracked, ...dirty, recheck: blobs ? this.strayBlobs(blobs, dirty.dirtyTracked) : undefined };
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
    // What a pass of changes hands: no excluded path, no untracked file past the size cap (untrackedFiles).
    const handed = [...changed.map((entry) => entry.path), ...(sync.recheck ?? [])].filter((path) => !excluded(path));
    const { files } = untrackedFiles(this.root, untracked, limits);
    const paths = [...handed, ...files];
    if (paths.length > QUICK_PATHS) return false;
    let bytes = 0;
    for (const path of paths) {
      try {
        bytes += lstatSync(join(this.root, path)).size;
      } catch {
        // gone: nothing to hash
      }
    }
    return bytes <= QUICK_BYTES;
  }

  /**
   * While git status reads the user's repository: update-index of the paths the previous snapshot found
   * differing from HEAD, the likeliest paths of this one (an agent keeps editing the same files). Any
   * path handed leaves its entry holding what the work tree holds, so handing one the status then does
   * not list costs a hash, never a wrong tree; and unless the status lists exactly these paths, none
   * touched since, the pass of changes hands its own paths again (stageChanges). Untracked files now
   * past the size cap and directories are left to that pass. Then write-tree, whose tree stands when
   * nothing touches the index after it. Undefined: nothing handed.
   */
  private handEarly(sync: ShadowSync, limits: SnapshotLimits): (Handed & { tree: string; signature: string }) | undefined {
    const paths = new Set([...sync.tracked, ...sync.untracked, ...(sync.recheck ?? [])]);
    const untracked = new Set(sync.untracked);
    const hand = new Set<string>();
    for (const path of paths) {
      try {
        const stat = lstatSync(join(this.root, path));
        if (stat.isDirectory() || (untracked.has(path) && stat.isFile() && stat.size > limits.maxFileBytes)) continue;
      } catch {
        // gone: update-index --remove drops its entry
      }
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
      const tree = this.run(['write-tree']).trim();
      const signature = this.indexSignature();
      return signature ? { handed, handedAt, tree, signature } : undefined;
    } catch {
      // git refused a path (update-index then writes nothing): the pass of changes hands its own, and
      // the tree is written after it.
      return undefined;
    }
  }

  /** Only the paths that differ from HEAD now or did at the previous snapshot. */
  private stageChanges(status: RepoStatus, sync: ShadowSync, limits: SnapshotLimits, early?: Handed): StagePass {
    const { files: untracked, skipped } = untrackedFiles(this.root, status.untracked, limits);
    const dirty = dirtyPaths(status, untracked);
    const kept = status.changed.filter((entry) => entry.inIndex && entry.inWorkTree && !entry.submodule && !excluded(entry.path));
    const listed = new Set(status.changed.map((entry) => entry.path));
    // Clean now and strays of the last full pass: handed again (update-index rehashes only a changed stat).
    const recheck = (sync.recheck ?? []).filter((path) => !listed.has(path) && existsSync(join(this.root, path)));
    const update = new Set([...kept.map((entry) => entry.path), ...untracked, ...recheck]);
    // An untracked file of the previous snapshot that is not listed now was deleted or is ignored now.
    const remove = new Set<string>();
    for (const entry of status.changed) if (!update.has(entry.path)) remove.add(entry.path);
    for (const path of [...sync.untracked, ...status.untracked]) if (!update.has(path)) remove.add(path);
    const before = new Set(sync.untracked);
    const added = untracked.filter((path) => !before.has(path)).length;
    if (this.indexEntries() + added > limits.maxFiles)
      throw new SnapshotRefused(`more than ${limits.maxFiles} files under ${this.root}: no snapshot`);
    // The same paths as last time, none touched since: nothing for update-index to do (a process spared).
    const handedAt = Date.now();
    const handed = handedOver(this.root, update, remove);
    if (sync.handed && sync.handedAt !== undefined && sameHanded(sync.handed, handed, sync.handedAt))
      return { skipped, untracked, ...dirty, handed: sync.handed, handedAt: sync.handedAt, recheck: sync.recheck };
    // handEarly handed these very paths, none touched since its stat data: done.
    // With sameHanded's racy margin: a same-size rewrite within the file system's clock tick after the
    // early update-index hashed the file would keep its stat data, and the tree would hold older content.
    if (early && remove.size === 0 && sameHanded(early.handed, handed, early.handedAt))
      return { skipped, untracked, ...dirty, handed: early.handed, handedAt: early.handedAt, recheck: sync.recheck };
    if (remove.size > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${[...remove].join('\0')}\0` });
    if (update.size > 0)
      this.run(['update-index', '-z', '--add', '--remove', '--replace', '--stdin'], { input: `${[...update].join('\0')}\0` });
    return { skipped, untracked, ...dirty, handed, handedAt, recheck: sync.recheck };
  }

  /**
   * refs/points/<id> -> the snapshot's tree. A ref may name any object, and gc keeps what a ref reaches
   * whatever its type, so the tree needs no commit around it: no object to hash, deflate and write per
   * point (records of earlier versions name a commit; their refs still point at it, and every reader
   * goes by the tree). In the files ref backend a loose ref is one line in a file of this repository
   * (gitrepository-layout), written here directly: a git process fewer per point. Any other backend
   * (reftable) goes through update-ref.
   */
  pin(id: string, tree: string): void {
    if (isPointId(id) && /^[0-9a-f]{40,64}$/.test(tree) && this.filesRefs()) {
      atomicWrite(join(this.workspace.shadowDir, 'refs', 'points', id), `${tree}\n`);
    } else this.run(['update-ref', `refs/points/${id}`, tree]);
  }

  private filesRefs(): boolean {
    return !/refstorage/i.test(this.config()) && existsSync(join(this.workspace.shadowDir, 'refs'));
  }

  exists(object: string): boolean {
    return git(['cat-file', '-e', `${object}^{object}`], this.options()).ok;
  }

  /** Paths that differ between two trees: what a restore to `to` would rewrite, bring back, remove. */
  diff(from: string, to: string): FileChanges {
    const out = this.run(['diff-tree', '-r', '-z', '--no-renames', '--name-status', from, to]);
    const parts = out.split('\0').filter(Boolean);
    const changes: FileChanges = { rewrite: [], bringBack: [], remove: [] };
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const [status, path] = [parts[i], parts[i + 1]];
      if (status === 'A') changes.bringBack.push(path);
      else if (status === 'D') changes.remove.push(path);
      else changes.rewrite.push(path);
    }
    return changes;
  }

  diffstat(from: string, to: string): string {
    return this.run(['diff', '--stat', '--no-renames', from, to]);
  }

  /** Makes the working tree match `tree` for the given changes. HEAD, the user's index and ignored files are never touched. */
  apply(tree: string, changes: FileChanges): void {
    const write = [...changes.rewrite, ...changes.bringBack].filter((path) => this.inside(path));
    for (const path of changes.remove.filter((p) => this.inside(p))) this.removeFile(path);
    if (write.length > 0) {
      // A throwaway index: the persistent one keeps its stat cache for the next snapshot.
      const indexFile = join(this.workspace.dir, `restore-index-${process.pid}`);
      try {
        this.run(['read-tree', tree], { indexFile });
        for (const path of write) this.clearWay(path);
        this.run(['checkout-index', '-f', '-z', '--stdin'], { indexFile, input: `${write.join('\0')}\0` });
      } finally {
        rmSync(indexFile, { force: true });
      }
    }
  }

  private inside(path: string): boolean {
    const rel = relative(this.root, join(this.root, path));
    return rel !== '' && !rel.startsWith('..') && !rel.split(sep).includes('.git');
  }

  private removeFile(path: string): void {
    const file = join(this.root, path);
    // Never through a symlinked directory: that would remove a file outside the work tree.
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      try {
        if (lstatSync(join(this.root, ...parts.slice(0, i))).isSymbolicLink()) return;
      } catch {
        return;
      }
    }
    try {
      if (lstatSync(file).isDirectory()) return;
    } catch {
      return;
    }
    rmSync(file, { force: true });
    // Directories the removed file leaves empty go too (as the file was created with them).
    for (let dir = dirname(file); dir !== this.root && dir.startsWith(this.root); dir = dirname(dir)) {
      try {
        rmdirSync(dir);
      } catch {
        break;
      }
    }
  }

  /** A file the snapshot holds where a symlink or a non-empty directory now stands: clear the way. */
  private clearWay(path: string): void {
    const file = join(this.root, path);
    try {
      const stat = lstatSync(file);
      if (stat.isSymbolicLink()) rmSync(file, { force: true });
    } catch {
      // nothing there
    }
  }

  /** Drops refs of deleted points and the objects only they held; packs the rest. */
  compact(keepIds: Set<string>): number {
    if (!existsSync(join(this.workspace.shadowDir, 'HEAD'))) return 0;
    const refs = this.run(['for-each-ref', '--format=%(refname)', 'refs/points/'], { workTree: false }).split('\n').filter(Boolean);
    const drop = refs.filter((ref) => !keepIds.has(ref.slice('refs/points/'.length)));
    if (drop.length > 0) this.run(['update-ref', '--stdin'], { workTree: false, input: drop.map((ref) => `delete ${ref}\n`).join('') });
    this.run(['reflog', 'expire', '--expire=now', '--all'], { workTree: false });
    this.run(['gc', '--prune=now', '--quiet'], { workTree: false });
    return drop.length;
  }

  /** Packs loose objects (called every few points) so a hundred turns stay small on disk. */
  maybePack(): void {
    const counts = this.run(['count-objects'], { workTree: false });
    const loose = Number(/^(\d+) objects/.exec(counts)?.[1] ?? 0);
    if (loose > 1000) this.run(['repack', '-d', '-q'], { workTree: false });
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
}

/** Paths handed to update-index with their stat data, and when that was taken. */
interface Handed {
  handed: Record<string, string>;
  handedAt: number;
}

interface StagePass {
  skipped: number;
  untracked: string[];
  dirtyTracked: string[];
  dirtyUntracked: string[];
  handed?: Record<string, string>;
  handedAt?: number;
  recheck?: string[];
}

export interface Staged {
  tree: string;
  files: number;
  skipped: number;
  untracked: string[];
  head?: string;
  branch?: string;
  /** Paths that differ from HEAD, untracked ones included (undefined outside git). */
  modified?: string[];
  /** Every file handed to update-index, or only the paths that differ from HEAD now or did before. */
  pass: 'full' | 'changes';
}

/** Paths that differ from HEAD (submodules and excludes aside) and the untracked files taken. */
function dirtyPaths(status: RepoStatus | undefined, untracked: string[]): { dirtyTracked: string[]; dirtyUntracked: string[] } {
  if (!status) return { dirtyTracked: [], dirtyUntracked: [] };
  const tracked = status.changed.filter((entry) => !entry.submodule && !excluded(entry.path)).map((entry) => entry.path);
  return { dirtyTracked: tracked, dirtyUntracked: untracked };
}

function sameDirt(sync: ShadowSync, staged: StagePass): boolean {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((path, i) => path === b[i]);
  return (
    same(sync.tracked, staged.dirtyTracked) &&
    same(sync.untracked, staged.dirtyUntracked) &&
    same(sync.recheck ?? [], staged.recheck ?? []) &&
    sync.handedAt === staged.handedAt
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

/** What a pass hands to update-index: each path's stat data (mtime and ctime first), or `remove`. */
function handedOver(root: string, update: Set<string>, remove: Set<string>): Record<string, string> {
  const handed: Record<string, string> = {};
  for (const path of remove) handed[path] = 'remove';
  for (const path of update) {
    try {
      const stat = lstatSync(join(root, path));
      handed[path] = `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}:${stat.mode}`;
    } catch {
      handed[path] = 'missing';
    }
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

export interface FileChanges {
  rewrite: string[];
  bringBack: string[];
  remove: string[];
}
