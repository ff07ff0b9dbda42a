// The shadow repository checkpoint owns for a workspace (<workspace>/shadow): bare, with the user's work
// tree given per call, so nothing ever treats the state dir as a work tree and nothing is ever written into
// the user's .git (per-turn snapshots inside users' repositories clobbered their index and left orphan
// objects by the gigabyte). No alternates either: a snapshot must survive `git gc --prune=now` there.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type GitOptions, git, gitAsync, gitBytes, gitFailure, gitInto, gitOrThrow } from '../util/git.js';
import { readRegularFile } from '../util/read-file.js';
import { isPointId } from './point.js';
import { atomicWrite, type Workspace, WorkspaceBusy } from './workspace.js';

/**
 * The work tree's attributes never reach what the shadow stores: no end-of-line conversion, no `ident`, no
 * filter, no re-encoding. `info/attributes` outranks every `.gitattributes`, so a snapshot holds the bytes
 * of each file, and a restore writes those bytes back.
 */
const RAW_ATTRIBUTES = '* -text -crlf -eol -ident -filter -working-tree-encoding -diff -merge\n';

/** One side of a path in a tree: git's mode (100644, 100755, 120000) and blob. */
export interface TreeEntry {
  mode: string;
  blob: string;
}

/** An index entry: its mode, blob and path. */
interface IndexEntry extends TreeEntry {
  path: string;
}

/** What differs between the shadow index and the work tree, as git's stat cache sees it. */
export interface Listing {
  changed: string[];
  removed: string[];
  /** Untracked by the shadow index and not ignored; a folder holding another repository ends with `/`. */
  others: string[];
}

/** A path that differs between two trees: what it is in each (absent where it is not there). */
interface TreeChange {
  path: string;
  from?: TreeEntry;
  to?: TreeEntry;
}

const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** A repository config that names SHA-256 object ids. */
export const SHA256_OBJECTS = /objectformat\s*=\s*sha256/i;
/** Objects copied from the user's repository per pack: a bounded pipe, and a budget checked between packs. */
const COPY_BATCH_BYTES = 64 * 1024 * 1024;
const COPY_BATCH_OBJECTS = 5000;

/**
 * How long one `update-index` that hashes paths may take: git's usual 60 s, and more for each path and byte
 * handed. Its work grows with them: a first snapshot beside 10,000 new files took 55 s on a loaded 2-core
 * machine, and one killed at 60 s left nothing staged, so every save after it hashed the whole tree again.
 */
function handTimeoutMs(paths: number, bytes: number): number {
  return 60_000 + paths * 25 + Math.ceil(bytes / (4 * 1024 * 1024)) * 1000;
}

export class ShadowRepo {
  constructor(
    readonly workspace: Workspace,
    readonly root = workspace.root,
  ) {}

  protected options(extra: { input?: string | Uint8Array; workTree?: boolean; timeoutMs?: number } = {}): GitOptions {
    const workTree = extra.workTree !== false;
    return {
      root: this.root,
      // Paths on stdin are read relative to the cwd when it lies inside the work tree (a state dir in the
      // project, as a devcontainer's HOME puts it): git runs from the work tree's top, or outside it.
      cwd: workTree ? this.root : this.workspace.dir,
      input: extra.input,
      env: this.workspace.env,
      ...(extra.timeoutMs !== undefined && { timeoutMs: extra.timeoutMs }),
      shadow: { gitDir: this.workspace.shadowDir, workTree: workTree ? this.root : undefined },
    };
  }

  run(args: string[], extra: { input?: string | Uint8Array; workTree?: boolean; timeoutMs?: number } = {}): string {
    return gitOrThrow(args, this.options(extra));
  }

  /** The user's repository, read-only. */
  user(args: string[], extra: { input?: string | Uint8Array } = {}) {
    return git(args, { root: this.root, env: this.workspace.env, ...extra });
  }

  private configText?: string;

  protected config(): string {
    // Read once per run; not before the repository exists.
    if (!this.configText) this.configText = readRegularFile(join(this.workspace.shadowDir, 'config'));
    return this.configText ?? '';
  }

  protected get oidBytes(): number {
    return SHA256_OBJECTS.test(this.config()) ? 32 : 20;
  }

  /**
   * Creates the repository on first use; an older one without RAW_ATTRIBUTES gets them and a fresh index. Its
   * `info/exclude` is what the user's git ignores besides the `.gitignore` files (restore/stage.ts writes it).
   */
  ensure(excludes?: string): boolean {
    const dir = this.workspace.shadowDir;
    const attributes = join(dir, 'info', 'attributes');
    if (!existsSync(join(dir, 'HEAD'))) {
      mkdirSync(this.workspace.dir, { recursive: true, mode: 0o700 });
      gitOrThrow(['init', '-q', '--bare', '--shared=0600', dir], {
        root: this.root,
        cwd: this.workspace.dir,
        env: this.workspace.env,
        shadow: { gitDir: dir },
      });
      // --shared=0600: git makes its files 0600 (objects 0400) and dirs 0700 whatever the umask. Its own config
      // gets three settings (the processes of three `git config` calls spared at a fresh workspace's first prompt):
      // a work tree given per call, path-compressed index entries (a smaller index to rewrite at every snapshot),
      // no untracked cache.
      const config = join(dir, 'config');
      atomicWrite(config, `${readRegularFile(config) ?? ''}[core]\n\tbare = false\n\tuntrackedCache = false\n[index]\n\tversion = 4\n`);
    } else if (readRegularFile(attributes) !== RAW_ATTRIBUTES) {
      // Entries hashed through the work tree's attributes: hashed again, raw.
      rmSync(join(dir, 'index'), { force: true });
    }
    if (readRegularFile(attributes) !== RAW_ATTRIBUTES) atomicWrite(attributes, RAW_ATTRIBUTES);
    const exclude = join(dir, 'info', 'exclude');
    if (excludes === undefined || readRegularFile(exclude, { maxBytes: 16 * 1024 * 1024 }) === excludes) return false;
    atomicWrite(exclude, excludes);
    return true;
  }

  /**
   * What differs between the shadow index and the work tree: entries whose file changed or went (git compares
   * stat data, and the content where only times moved), and files it does not hold that no ignore rule hides.
   */
  async listing(): Promise<Listing> {
    // The user's own global excludes are in the shadow's info/exclude (restore/stage.ts): git's default file is not read again.
    const args = ['-c', 'core.excludesFile=/dev/null', 'ls-files', '-z', '-t', '-m', '-d', '-o', '--exclude-standard'];
    const result = await gitAsync(args, this.options());
    if (!result.ok) throw gitFailure(args, result);
    const out = result.stdout;
    const listing: Listing = { changed: [], removed: [], others: [] };
    for (const record of out.split('\0')) {
      if (record.length < 3) continue;
      const path = record.slice(2);
      if (record[0] === 'C') listing.changed.push(path);
      else if (record[0] === 'R') listing.removed.push(path);
      else if (record[0] === '?') listing.others.push(path);
    }
    return listing;
  }

  /** Entries of the shadow index that the ignore rules take now. */
  ignoredEntries(): string[] {
    return this.run(['-c', 'core.excludesFile=/dev/null', 'ls-files', '-z', '-c', '-i', '--exclude-standard']).split('\0').filter(Boolean);
  }

  /** Sets entries of the shadow index to these blobs (no stat data: the next look at each hashes it). */
  setEntries(entries: IndexEntry[]): void {
    if (entries.length === 0) return;
    this.run(['update-index', '-z', '--index-info'], { input: entries.map((e) => `${e.mode} ${e.blob}\t${e.path}\0`).join('') });
  }

  /** Clears one flag (`--no-skip-worktree`, `--no-assume-unchanged`) of these entries: git applies one flag per call. */
  clearFlag(flag: '--no-skip-worktree' | '--no-assume-unchanged', paths: string[]): void {
    if (paths.length > 0) this.run(['update-index', flag, '-z', '--stdin'], { input: `${paths.join('\0')}\0` });
  }

  /** Stores text as a blob of the shadow repository; returns its id. */
  writeBlob(text: string): string {
    return this.run(['hash-object', '-w', '--no-filters', '--stdin'], { workTree: false, input: text }).trim();
  }

  /** A small blob's bytes (a point's meta, a link's target). */
  readBlob(blob: string): Buffer {
    const args = ['cat-file', 'blob', blob];
    const result = gitBytes(args, this.options({ workTree: false }));
    if (!result.ok) throw gitFailure(args, result);
    return result.stdout;
  }

  /** Writes a blob into an open file, streamed (no size limit). */
  blobInto(blob: string, fd: number): void {
    const args = ['cat-file', 'blob', blob];
    const result = gitInto(args, this.options({ workTree: false }), fd);
    if (!result.ok) throw gitFailure(args, result);
  }

  /**
   * refs/points/<id> -> the snapshot's tree. A ref may name any object, and gc keeps what a ref reaches
   * whatever its type, so the tree needs no commit around it (records of earlier versions name a commit;
   * their refs still point at it, and every reader goes by the tree). In the files ref backend a loose ref
   * is one line in a file of this repository (gitrepository-layout), written here directly: a git process
   * fewer per point. Any other backend (reftable) goes through update-ref.
   */
  pin(id: string, tree: string): void {
    if (isPointId(id) && OID.test(tree) && !/refstorage/i.test(this.config()) && existsSync(join(this.workspace.shadowDir, 'refs'))) {
      atomicWrite(join(this.workspace.shadowDir, 'refs', 'points', id), `${tree}\n`);
    } else this.run(['update-ref', `refs/points/${id}`, tree], { workTree: false });
  }

  /** A git call of upkeep (repack, prune): no work tree, and the time a large store takes. */
  upkeep(args: string[], timeoutMs: number): void {
    gitOrThrow(args, { ...this.options({ workTree: false }), timeoutMs });
  }

  /** Ids of the points whose snapshots this repository keeps. */
  pinned(): string[] {
    return this.run(['for-each-ref', '--format=%(refname)', 'refs/points/'], { workTree: false })
      .split('\n')
      .filter(Boolean)
      .map((ref) => ref.slice('refs/points/'.length));
  }

  unpin(ids: string[]): void {
    if (ids.length === 0) return;
    this.run(['update-ref', '--stdin'], { workTree: false, input: ids.map((id) => `delete refs/points/${id}\n`).join('') });
  }

  exists(object: string): boolean {
    return git(['cat-file', '-e', `${object}^{object}`], this.options({ workTree: false })).ok;
  }

  /**
   * Hands paths to the shadow index: each hashed from the work tree, or its entry dropped where it is gone. `bytes`:
   * about how many that hashes (its time allowed grows with them and the paths: handTimeoutMs).
   */
  handPaths(paths: Iterable<string>, bytes = 0): void {
    const list = [...paths];
    if (list.length > 0)
      this.run(['update-index', '-z', '--add', '--remove', '--replace', '--stdin'], {
        input: `${list.join('\0')}\0`,
        timeoutMs: handTimeoutMs(list.length, bytes),
      });
  }

  /** Drops entries from the shadow index. */
  dropEntries(paths: Iterable<string>): void {
    const list = [...paths];
    if (list.length > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${list.join('\0')}\0` });
  }

  /** Which of these objects the shadow repository lacks. */
  missing(ids: Iterable<string>): string[] {
    const unique = [...new Set(ids)].filter((id) => OID.test(id));
    if (unique.length === 0) return [];
    const out = this.run(['cat-file', '--batch-check=%(objectname)'], { workTree: false, input: `${unique.join('\n')}\n` });
    return out
      .split('\n')
      .filter((line) => line.endsWith(' missing'))
      .map((line) => line.split(' ')[0]);
  }

  /**
   * Makes sure these objects are here: those a seeded snapshot still names only in the user's repository
   * are copied now. Throws, naming how many, when some are in neither.
   */
  need(ids: Iterable<string>): void {
    const missing = this.missing(ids);
    if (missing.length === 0) return;
    const { gone } = this.copyFromRepository(missing);
    if (gone.length > 0) throw new Error(`${gone.length} object(s) are missing from the shadow repository and from the repository`);
  }

  /** Objects a seeded shadow index names that are still to be copied from the user's repository. */
  get pendingFile(): string {
    return join(this.workspace.dir, 'pending-objects');
  }

  /** Notes blobs a seed took from the user's index: copied from the user's repository by the upkeep. */
  notePendingObjects(ids: string[]): void {
    if (ids.length === 0) return;
    // The copy asks git which are missing, once each: no need to sort them out here.
    const earlier = this.pendingObjects();
    atomicWrite(this.pendingFile, `${[...earlier, ...ids].join('\n')}\n`);
  }

  /** Blobs still to copy from the user's repository (a seeded snapshot's), as recorded. */
  pendingObjects(): string[] {
    return (readRegularFile(this.pendingFile, { maxBytes: 64 * 1024 * 1024 }) ?? '').split('\n').filter(Boolean);
  }

  /**
   * Copies pending blobs until `deadline`; what the user's repository lost meanwhile is returned (the
   * points naming it cannot bring those files back). The copy runs without the workspace's lock (objects
   * are added, never changed); the list is rewritten under it, less what this run handled, so what a seed
   * added meanwhile stays. With the lock busy the list stays as it is: what was copied is found there next time.
   */
  async copyPending(deadline?: number): Promise<{ left: number; gone: string[] }> {
    const pending = this.pendingObjects();
    if (pending.length === 0) return { left: 0, gone: [] };
    const { left, gone } = this.copyFromRepository(pending, deadline);
    const still = new Set(left);
    const handled = new Set(pending.filter((id) => !still.has(id)));
    const rewrite = () => {
      const rest = this.pendingObjects().filter((id) => !handled.has(id));
      if (rest.length > 0) atomicWrite(this.pendingFile, `${rest.join('\n')}\n`);
      else rmSync(this.pendingFile, { force: true });
      return rest.length;
    };
    const rest = await this.workspace.locked(rewrite).catch((error) => {
      if (error instanceof WorkspaceBusy) return left.length;
      throw error;
    });
    return { left: rest, gone };
  }

  /** Paths that differ between two trees, each with what it is on either side. */
  diff(from: string, to: string): TreeChange[] {
    const out = this.run(['diff-tree', '-r', '-z', '--no-renames', '--no-ext-diff', '--no-textconv', from, to], { workTree: false });
    const parts = out.split('\0');
    const changes: TreeChange[] = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
      // :<old mode> <new mode> <old blob> <new blob> <status>
      const [oldMode, newMode, oldBlob, newBlob] = parts[i].slice(1).split(' ');
      const side = (mode: string, blob: string) => (/^0+$/.test(mode) ? undefined : { mode, blob });
      changes.push({ path: parts[i + 1], from: side(oldMode, oldBlob), to: side(newMode, newBlob) });
    }
    return changes;
  }

  /** Every path of a tree with its entry. */
  entries(tree: string): Map<string, TreeEntry> {
    const found = new Map<string, TreeEntry>();
    for (const record of this.run(['ls-tree', '-r', '-z', '--full-tree', tree], { workTree: false }).split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      const [mode, , blob] = record.slice(0, tab).split(' ');
      found.set(record.slice(tab + 1), { mode, blob });
    }
    return found;
  }

  /** The contents of these blobs (all present: see missing()). */
  readBlobs(ids: Iterable<string>): Map<string, Buffer> {
    const unique = [...new Set(ids)];
    const blobs = new Map<string, Buffer>();
    if (unique.length === 0) return blobs;
    const args = ['cat-file', '--batch'];
    const result = gitBytes(args, { ...this.options({ workTree: false }), input: `${unique.join('\n')}\n` });
    if (!result.ok) throw gitFailure(args, result);
    const out = result.stdout;
    let at = 0;
    while (at < out.length) {
      const eol = out.indexOf(10, at);
      const [id, type, size] = out.toString('latin1', at, eol).split(' ');
      if (type === 'missing' || size === undefined) throw new Error(`object ${id} is missing from the shadow repository`);
      const start = eol + 1;
      blobs.set(id, out.subarray(start, start + Number(size)));
      at = start + Number(size) + 1;
    }
    return blobs;
  }

  /**
   * Copies objects the user's repository holds into the shadow repository, a pack at a time (pack-objects
   * writes to its stdout, index-pack reads it here: nothing is written in the user's .git). Stops between
   * packs once `deadline` has passed. Returns what is still to copy and what the user's repository lacks.
   */
  copyFromRepository(ids: string[], deadline = Number.POSITIVE_INFINITY): { left: string[]; gone: string[] } {
    const wanted = this.missing(ids);
    if (wanted.length === 0) return { left: [], gone: [] };
    const known = this.user(['cat-file', '--batch-check=%(objectname) %(objectsize)'], { input: `${wanted.join('\n')}\n` });
    if (!known.ok) throw gitFailure(['cat-file'], known);
    const gone: string[] = [];
    const batches: string[][] = [[]];
    let bytes = 0;
    for (const line of known.stdout.split('\n').filter(Boolean)) {
      const [id, size] = line.split(' ');
      if (size === 'missing' || size === undefined) {
        gone.push(id);
        continue;
      }
      let batch = batches[batches.length - 1];
      if (batch.length >= COPY_BATCH_OBJECTS || (batch.length > 0 && bytes + Number(size) > COPY_BATCH_BYTES)) {
        batches.push((batch = []));
        bytes = 0;
      }
      batch.push(id);
      bytes += Number(size);
    }
    const left: string[] = [];
    for (const batch of batches.filter((b) => b.length > 0)) {
      if (Date.now() > deadline) {
        left.push(...batch);
        continue;
      }
      const pack = gitBytes(['pack-objects', '-q', '--stdout'], {
        root: this.root,
        env: this.workspace.env,
        input: `${batch.join('\n')}\n`,
      });
      if (!pack.ok) throw gitFailure(['pack-objects'], pack);
      const indexed = gitBytes(['index-pack', '--stdin'], { ...this.options({ workTree: false }), input: pack.stdout });
      if (!indexed.ok) throw gitFailure(['index-pack'], indexed);
    }
    return { left, gone };
  }
}
