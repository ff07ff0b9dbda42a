// Snapshots of the working tree in a shadow git repository that checkpoint owns: nothing is ever written
// into the user's .git (per-turn snapshots inside users' repositories clobbered their index and left
// orphan objects by the gigabyte). No alternates either: a snapshot must survive `git gc --prune=now` there.
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { git, gitOrThrow } from './git.js';
import { atomicWrite, type Workspace } from './store.js';

/** Dependency and build directories: never part of a snapshot, whatever the ignore rules say. */
export const DEFAULT_EXCLUDES = ['.git', 'node_modules', 'target', '.venv', 'venv', 'dist', 'build', '.next', '.nuxt', '.turbo', 'coverage', '__pycache__', '.tox', '.gradle', '.mypy_cache', '.pytest_cache'];
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES = 50_000;

export interface SnapshotLimits {
  maxFileBytes: number;
  maxFiles: number;
  home: string;
}

export const DEFAULT_LIMITS: SnapshotLimits = { maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES, home: homedir() };

export class SnapshotRefused extends Error {}

export interface FileList {
  files: string[];
  skipped: number;
  /** Files git does not track (untracked, not ignored); empty outside git. */
  untracked: string[];
}

export function excluded(path: string): boolean {
  return path.split('/').some((part) => DEFAULT_EXCLUDES.includes(part));
}

/** A home directory or the file system root is never snapshotted. */
export function refusal(root: string, limits: SnapshotLimits): string | undefined {
  const at = resolve(root);
  if (at === resolve(limits.home) || at === sep) return `${at} is a home or root directory: no snapshot (run checkpoint from a project)`;
  return undefined;
}

function isGitRepo(root: string): boolean {
  return existsSync(join(root, '.git'));
}

/**
 * The files a snapshot holds: tracked and untracked, not ignored, minus default excludes and big files.
 * Tracked files are taken from git's listing without a stat of our own (update-index stats them anyway
 * and drops the deleted ones): on 5,000 files that stat loop cost more than all the git calls together.
 */
export function listFiles(root: string, limits: SnapshotLimits = DEFAULT_LIMITS): FileList {
  const refused = refusal(root, limits);
  if (refused) throw new SnapshotRefused(refused);
  const files = new Set<string>();
  const untracked: string[] = [];
  let skipped = 0;
  const tooMany = () => new SnapshotRefused(`more than ${limits.maxFiles} files under ${root}: no snapshot`);
  const addChecked = (path: string): boolean => {
    let stat;
    try {
      stat = lstatSync(join(root, path));
    } catch {
      return false;
    }
    if (stat.isFile() && stat.size > limits.maxFileBytes) skipped += 1;
    else if (stat.isFile() || stat.isSymbolicLink()) {
      files.add(path);
      return true;
    }
    return false;
  };
  if (isGitRepo(root)) {
    // The user's ignore rules (.gitignore, info/exclude, core.excludesFile) with git's own semantics; read-only.
    // -t tags untracked paths `?`; -s gives tracked ones their mode (160000 is a submodule: not ours to copy).
    const out = gitOrThrow(['--no-optional-locks', 'ls-files', '-z', '-t', '-s', '--cached', '--others', '--exclude-standard'], { root });
    for (const entry of out.split('\0')) {
      if (entry.length < 3) continue;
      if (entry.startsWith('? ')) {
        const path = entry.slice(2);
        if (!excluded(path) && addChecked(path)) untracked.push(path);
      } else {
        const tab = entry.indexOf('\t');
        const path = entry.slice(tab + 1);
        if (tab > 0 && !entry.slice(2, 8).startsWith('160000') && !excluded(path)) files.add(path);
      }
      if (files.size > limits.maxFiles) throw tooMany();
    }
  } else {
    for (const path of walk(root, limits.maxFiles + 1)) {
      if (addChecked(path)) untracked.push(path);
      if (files.size > limits.maxFiles) throw tooMany();
    }
  }
  return { files: [...files].sort(), skipped, untracked };
}

function walk(root: string, cap: number): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    let entries;
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

  private get treeCache(): string {
    return join(this.workspace.dir, 'staged-tree');
  }

  private indexSignature(): string | undefined {
    try {
      const stat = statSync(join(this.workspace.shadowDir, 'index'));
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return undefined;
    }
  }

  private cachedTree(): { signature: string; tree: string } | undefined {
    try {
      const [signature, tree] = readFileSync(this.treeCache, 'utf8').split('\n');
      return signature && /^[0-9a-f]{40,64}$/.test(tree) ? { signature, tree } : undefined;
    } catch {
      return undefined;
    }
  }

  private get stagedList(): string {
    return join(this.workspace.dir, 'staged-paths');
  }

  private stagedPaths(): string[] {
    try {
      return readFileSync(this.stagedList, 'utf8').split('\0').filter(Boolean);
    } catch {
      return this.run(['ls-files', '-z']).split('\0').filter(Boolean);
    }
  }

  private ensure(): void {
    if (existsSync(join(this.workspace.shadowDir, 'HEAD'))) return;
    mkdirSync(this.workspace.dir, { recursive: true, mode: 0o700 });
    gitOrThrow(['init', '-q', '--bare', '--shared=0600', this.workspace.shadowDir], { root: this.root, cwd: this.workspace.dir, shadow: { gitDir: this.workspace.shadowDir } });
    // Bare so nothing ever treats the state dir as a work tree; the work tree is always given per call.
    // --shared=0600: git then makes its files 0600 (objects 0400) and dirs 0700 whatever the umask.
    this.run(['config', 'core.bare', 'false'], { workTree: false });
    // Path-compressed index entries: a smaller index to rewrite at every snapshot.
    this.run(['config', 'index.version', '4'], { workTree: false });
  }

  /**
   * Stages the current tree into the shadow repository's own persistent index (unchanged files are
   * not rehashed: update-index compares stat data) and returns its tree id.
   */
  stage(limits: SnapshotLimits = DEFAULT_LIMITS): { tree: string; files: number; skipped: number; untracked: string[] } {
    const { files, skipped, untracked } = listFiles(this.root, limits);
    this.ensure();
    const wanted = new Set(files);
    const staged = this.stagedPaths();
    const gone = staged.filter((path) => !wanted.has(path));
    // The list of staged paths spares a `git ls-files` per snapshot; it never names fewer paths than the
    // index holds (written as the union first), so a crash in between can only cause a harmless extra removal.
    atomicWrite(this.stagedList, [...new Set([...staged, ...files])].join('\0'));
    const before = this.indexSignature();
    if (gone.length > 0) this.run(['update-index', '-z', '--force-remove', '--stdin'], { input: `${gone.join('\0')}\0` });
    if (files.length > 0) this.run(['update-index', '-z', '--add', '--remove', '--replace', '--stdin'], { input: `${files.join('\0')}\0` });
    atomicWrite(this.stagedList, files.join('\0'));
    // git rewrites the index (a new file by rename) only when an entry changed: an untouched index file
    // means the tree written last time still stands, and a stop without changes spares a git process.
    const after = this.indexSignature();
    const cached = this.cachedTree();
    if (before && before === after && cached?.signature === after) return { tree: cached.tree, files: files.length, skipped, untracked };
    const tree = this.run(['write-tree']).trim();
    if (after) atomicWrite(this.treeCache, `${after}\n${tree}\n`);
    return { tree, files: files.length, skipped, untracked };
  }

  /** Commits a staged tree under refs/points/<id>; a tree equal to `reuse`'s is not committed again. */
  commit(id: string, tree: string, reuse?: { commit: string; tree: string }): { commit: string; reused: boolean } {
    let commit: string;
    let reused = false;
    // The previous point's commit is kept by its own ref (prune never drops the newest point).
    if (reuse && reuse.tree === tree) {
      commit = reuse.commit;
      reused = true;
    } else {
      commit = this.run(['commit-tree', tree, '-m', id]).trim();
    }
    this.run(['update-ref', `refs/points/${id}`, commit]);
    return { commit, reused };
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

export interface FileChanges {
  rewrite: string[];
  bringBack: string[];
  remove: string[];
}
