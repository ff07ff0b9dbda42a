// Staging a snapshot (restore/README.md): the facts gathered, the plan of restore/stage-plan.ts carried out on the
// shadow index, the tree written, and what the next staging needs kept (`<workspace>/stage.json`). The caller
// holds the workspace's lock.
import { accessSync, closeSync, constants, type Dirent, lstatSync, openSync, readdirSync, readSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import * as v from 'valibot';
import { decodeBytes, fsPath } from '../util/byte-path.js';
import { gitAsync, gitBlobId, gitFailure } from '../util/git.js';
import { gitDirsOf } from '../util/git-config.js';
import { JsonStore } from '../util/json-store.js';
import { readRegularFile } from '../util/read-file.js';
import { sha256Hex } from '../util/sha256.js';
import { DEFAULT_MAX_FILE_BYTES, excludedFolders, type NotCaptured, pathInside, stateDirInside, under } from './capture.js';
import { permissionsOf, seed } from './seed.js';
import { type Listing, ShadowRepo } from './shadow.js';
import { type PathFacts, planStage, type StagePlan } from './stage-plan.js';

/** A folder holding another repository is fingerprinted from at most this many of its entries. */
const FINGERPRINT_ENTRIES = 20_000;

export interface SnapshotLimits {
  maxFileBytes: number;
  home: string;
}

export const DEFAULT_LIMITS: SnapshotLimits = { maxFileBytes: DEFAULT_MAX_FILE_BYTES, home: homedir() };

export class SnapshotRefused extends Error {}

function refusal(root: string, limits: SnapshotLimits): string | undefined {
  const at = resolve(root);
  if (at === resolve(limits.home) || at === sep) return `${at} is a home or root directory: no snapshot (run checkpoint from a project)`;
  return undefined;
}

export interface StageOptions {
  /** Paths whose permission bits are read again (a turn's touched paths: a `chmod` changes no content). */
  permissions?: string[];
  /** After a seed, leave the tree to be written later (a prompt's hook: writing every folder's tree takes long). */
  deferTree?: boolean;
  /**
   * Only these paths changed since the last staging, as this process knows (a restore's own writes): git's
   * listing is not read. Any other change is still in git's stat cache for the next staging to find.
   */
  written?: Listing;
  /** The user's HEAD and branch, when the caller reads them anyway (a save's `git status`): not asked again. */
  head?: Promise<{ head?: string; branch?: string } | undefined>;
}

/** A snapshot staged: the tree and what it leaves out, with the user's HEAD and branch as they were. */
export interface Staged {
  /** Undefined: still to be written (deferTree), from the shadow index as it now is. */
  tree?: string;
  files: number;
  notCaptured: NotCaptured[];
  modes: Record<string, number>;
  /** Folders holding another repository, each with a fingerprint of its files. */
  repositories: Record<string, string>;
  /** The blob holding the complete modes, not-captured list and repositories (undefined: none to hold). */
  meta?: string;
  head?: string;
  branch?: string;
  /** Bytes hashed by this staging. */
  hashedBytes: number;
  /** Whether the shadow index changed (a tree equal to the previous one otherwise). */
  changed: boolean;
}

/** What a snapshot leaves out or must give back besides its tree, complete (a blob of the shadow repository). */
export interface PointMeta {
  modes: Record<string, number>;
  notCaptured: NotCaptured[];
  repositories: Record<string, string>;
  /** A change's changed paths its own calls named (restore/turns.ts). */
  touched?: string[];
  /** Paths its calls named inside another repository (a submodule's files, which no snapshot holds). */
  inside?: string[];
}

/** What one staging leaves for the next (`<workspace>/stage.json`). */
const StageMemory = v.object({
  version: v.literal(2),
  /** The shadow index file as this staging left it: anything else touched it, the next one starts over. */
  signature: v.string(),
  /** Absent: the tree is still to be written from the shadow index as it stands (a seed at a prompt). */
  tree: v.optional(v.string()),
  /** Points recorded with that tree still to be written. */
  pendingPoints: v.optional(v.array(v.string())),
  /**
   * A seed left the permission bits of most tracked files to read with the pending tree (named by the shadow
   * index, not listed here: 200,000 paths would pass the memory's size bound).
   */
  unread: v.optional(v.boolean()),
  count: v.number(),
  /** The user's index entry count and HEAD when its tracked files were last compared with the shadow's. */
  userIndex: v.optional(v.string()),
  gitlinks: v.array(v.string()),
  modes: v.record(v.string(), v.number()),
  notCaptured: v.array(v.object({ path: v.string(), reason: v.string(), bytes: v.optional(v.number()), blob: v.optional(v.string()) })),
  repositories: v.record(v.string(), v.string()),
  /** The blob holding modes, notCaptured and repositories. */
  meta: v.optional(v.string()),
  /** The user's own global excludes file, as git named it when the config files had these times. */
  excludesFile: v.optional(v.object({ source: v.string(), path: v.optional(v.string()) })),
});
type StageMemory = v.InferOutput<typeof StageMemory>;

const MEMORY_KEY = 'stage';

/** The shadow repository as a snapshot stager. */
export class Stager extends ShadowRepo {
  private get memoryStore(): JsonStore<StageMemory> {
    return new JsonStore(this.workspace.dir, StageMemory);
  }

  memory(): StageMemory | undefined {
    return this.memoryStore.get(MEMORY_KEY);
  }

  private remember(memory: StageMemory): void {
    this.memoryStore.write(MEMORY_KEY, memory);
  }

  private get indexFile(): string {
    return join(this.workspace.shadowDir, 'index');
  }

  private indexSignature(): string | undefined {
    try {
      const found = statSync(this.indexFile, { bigint: true });
      return `${found.ino}:${found.size}:${found.mtimeNs}`;
    } catch {
      return undefined;
    }
  }

  /**
   * Writes the pending tree (restore/README.md) into the points that wait for it. The caller holds the workspace's
   * lock; the first staging after a seed does this before anything else touches the shadow index.
   */
  writePendingTree(): string | undefined {
    const memory = this.memory();
    if (!memory || memory.tree !== undefined || memory.signature !== this.indexSignature()) return undefined;
    // --missing-ok: a seeded index names blobs still to be copied from the user's repository.
    const tree = this.run(['write-tree', '--missing-ok']).trim();
    // The permission bits the seed left to read: the files' own now (a write keeps them; a file gone since is
    // given a restore's own bits).
    const unread = memory.unread ? this.run(['ls-files', '-z']).split('\0').filter(Boolean) : [];
    const modes = unread.length > 0 ? { ...memory.modes, ...permissionsOf(this.root, unread) } : memory.modes;
    const meta = this.metaBlob(memory.meta, { modes, notCaptured: memory.notCaptured, repositories: memory.repositories });
    for (const id of memory.pendingPoints ?? []) {
      const point = this.workspace.read(id)?.point;
      if (!point?.snapshot?.pending) continue;
      const { pending: _written, meta: _before, ...snapshot } = point.snapshot;
      this.pin(id, tree);
      this.workspace.write({ ...point, snapshot: { ...snapshot, tree, ...(meta && { meta }) } });
    }
    const { pendingPoints: _done, unread: _read, meta: _meta, ...rest } = memory;
    // write-tree rewrites the index (it caches the trees): its signature moves.
    this.remember({ ...rest, tree, modes, ...(meta && { meta }), signature: this.indexSignature() ?? rest.signature });
    return tree;
  }

  /** Notes a point recorded with its tree still to be written. */
  notePendingPoint(id: string): void {
    const memory = this.memory();
    if (memory && memory.tree === undefined) this.remember({ ...memory, pendingPoints: [...(memory.pendingPoints ?? []), id] });
  }

  /**
   * Stages the work tree as it is now (restore/README.md). Throws SnapshotRefused for a home or root directory.
   */
  async stage(limits: SnapshotLimits = DEFAULT_LIMITS, options: StageOptions = {}): Promise<Staged> {
    const refused = refusal(this.root, limits);
    if (refused) throw new SnapshotRefused(refused);
    const env = this.workspace.env;
    const inState = under(stateDirInside(this.root, env));
    const dirs = gitDirsOf(this.root);
    const excludesFile = globalExcludesFile(this, dirs, this.memory()?.excludesFile);
    const excludesMoved = this.ensure(
      excludesText(dirs?.commonDir, excludesFile.path, [stateDirInside(this.root, env), pathInside(this.root, limits.home)]),
    );
    // A tree still to be written is the shadow index as a point left it: written before anything changes it.
    this.writePendingTree();
    let memory = this.memory();
    if (memory && memory.signature !== this.indexSignature()) memory = undefined;
    if (!memory) rmSync(this.indexFile, { force: true });
    const facts = options.head ?? (dirs ? readHead(this) : Promise.resolve(undefined));
    facts.catch(() => undefined);
    let seeded: ReturnType<typeof seed> | undefined;
    if (!memory) {
      seeded = dirs ? seed(this, limits.maxFileBytes, options.deferTree) : undefined;
      memory = {
        version: 2,
        signature: '',
        count: seeded?.count ?? 0,
        gitlinks: seeded?.gitlinks ?? [],
        modes: seeded?.modes ?? {},
        notCaptured: [],
        repositories: {},
      };
    }
    const listing = await (seeded || !options.written ? this.listing() : options.written);
    const head = await facts;
    const userIndex = dirs ? `${userIndexCount(dirs.gitDir)}:${head?.head ?? ''}` : undefined;
    // The user's tracked files, read when its index or HEAD moved (a file added by `git add -f` that its
    // .gitignore hides is shown by no listing) or when the plan asks of one path.
    let trackedMap: Map<string, { blob: string; mode: string }> | undefined;
    const trackedFiles = () => (trackedMap ??= dirs ? userTracked(this) : new Map());
    const reconsider = memory.notCaptured
      .filter((entry) => entry.reason !== 'a submodule' && entry.reason !== 'a nested repository')
      .map((e) => e.path);
    let gitlinks = memory.gitlinks;
    if (!seeded && userIndex !== undefined && userIndex !== memory.userIndex) {
      const tracked = trackedFiles();
      gitlinks = [...tracked].filter(([, entry]) => entry.mode === '160000').map(([path]) => path);
      const held = new Set(this.run(['ls-files', '-z']).split('\0'));
      const listed = new Set(listing.others);
      for (const [path, entry] of tracked) if (entry.mode !== '160000' && !held.has(path) && !listed.has(path)) reconsider.push(path);
    }
    const stats = new Map<string, PathFacts | undefined>();
    const stat = (path: string): PathFacts | undefined => {
      if (!stats.has(path)) {
        // Past a folder that is a link (or a file) now, nothing is at the path: lstat would look through it.
        const slash = path.lastIndexOf('/');
        const parent = slash < 0 ? undefined : stat(path.slice(0, slash));
        stats.set(
          path,
          parent === undefined && slash >= 0 ? undefined : parent && parent.kind !== 'dir' ? undefined : pathFacts(this.root, path),
        );
      }
      return stats.get(path);
    };
    const excluded = excludedFolders(this.root);
    const gitlinkSet = new Set(gitlinks);
    let entries: string[] | undefined;
    const plan = planStage({
      listing,
      entriesUnder: (folder) => (entries ??= this.run(['ls-files', '-z']).split('\0')).filter((path) => path.startsWith(`${folder}/`)),
      repositoryOf: (path) => {
        const parts = path.split('/');
        for (let i = 1; i < parts.length; i++) {
          const folder = parts.slice(0, i).join('/');
          if (stat(`${folder}/.git`)) return folder;
        }
        return undefined;
      },
      ignored:
        !seeded &&
        (excludesMoved || [...listing.changed, ...listing.removed, ...listing.others].some((path) => /(^|\/)\.gitignore$/.test(path)))
          ? this.ignoredEntries().filter((path) => !trackedFiles().has(path))
          : [],
      reconsider,
      permissions: [...Object.keys(memory.modes), ...(options.permissions ?? [])],
      tracked: (path) => trackedFiles().get(path),
      stat,
      inStateDir: inState,
      excluded,
      gitlink: (path) => gitlinkSet.has(path),
      modes: memory.modes,
      maxFileBytes: limits.maxFileBytes,
    });
    // Hashed anew where the plan does not already drop or hash it: still a file, as the user's index says.
    const planned = new Set([...plan.drop, ...plan.hand]);
    const rehash = ((await seeded?.rehash) ?? []).filter((path) => !planned.has(path) && stat(path)?.kind === 'file');
    const hashedBytes = [...plan.hand, ...rehash].reduce((sum, path) => sum + (stat(path)?.size ?? 0), 0);
    this.dropEntries([...plan.drop, ...rehash]);
    this.handPaths([...plan.hand, ...rehash], hashedBytes);
    const changed = Boolean(seeded) || plan.drop.length + plan.hand.length > 0;
    const count = memory.count - plan.drop.length + plan.hand.filter((path) => plan.why[path] === 'new').length;
    const repositories = fingerprints(this.root, plan.repositories);
    const deferred = Boolean(seeded) && options.deferTree;
    const tree = !changed && memory.tree ? memory.tree : deferred ? undefined : this.run(['write-tree', '--missing-ok']).trim();
    const meta = this.metaBlob(memory.meta, { modes: plan.modes, notCaptured: plan.notCaptured, repositories });
    const signature = this.indexSignature();
    if (signature)
      this.remember({
        version: 2,
        signature,
        ...(tree && { tree }),
        ...(deferred && seeded?.unread.length && { unread: true }),
        count,
        ...(userIndex !== undefined && { userIndex }),
        excludesFile,
        gitlinks,
        modes: plan.modes,
        notCaptured: plan.notCaptured,
        repositories,
        ...(meta && { meta }),
      });
    if (seeded) {
      // The blobs the shadow index still names from the seed: what this staging dropped or hashed anew is not needed.
      const replaced = new Set([...plan.drop, ...plan.hand, ...rehash]);
      this.notePendingObjects([...seeded.blobs].filter(([path]) => !replaced.has(path)).map(([, blob]) => blob));
    }
    debugPlan(plan, options.written && !seeded ? 'its own writes' : 'a listing of the work tree');
    return {
      tree,
      files: count,
      notCaptured: plan.notCaptured,
      modes: plan.modes,
      repositories,
      meta,
      head: head?.head,
      branch: head?.branch,
      hashedBytes,
      changed,
    };
  }

  /** The meta blob (restore/README.md): written when what it holds changed, else the previous one. */
  private metaBlob(previous: string | undefined, meta: PointMeta): string | undefined {
    if (Object.keys(meta.modes).length + meta.notCaptured.length + Object.keys(meta.repositories).length === 0) return undefined;
    const text = JSON.stringify(meta);
    // The blob's own id says whether it is the previous one: written only when it is not.
    return previous === gitBlobId(Buffer.from(text)) ? previous : this.writeBlob(text);
  }
}

/** What a staging reports under CHECKPOINT_DEBUG: what it went by, and how many paths went where. */
function debugPlan(plan: StagePlan, from: string): void {
  if (!process.env.CHECKPOINT_DEBUG) return;
  const counts: Record<string, number> = {};
  for (const why of Object.values(plan.why)) counts[why] = (counts[why] ?? 0) + 1;
  process.stderr.write(`[debug] stage, from ${from}: ${JSON.stringify(counts)}\n`);
}

function pathFacts(root: string, path: string): PathFacts | undefined {
  const file = fsPath(root, path);
  let found: ReturnType<typeof lstatSync>;
  try {
    found = lstatSync(file);
  } catch {
    return undefined;
  }
  const kind = found.isFile() ? 'file' : found.isSymbolicLink() ? 'link' : found.isDirectory() ? 'dir' : 'other';
  let readable = true;
  if (kind === 'file') {
    try {
      accessSync(file, constants.R_OK);
    } catch {
      readable = false;
    }
  }
  return { kind, size: found.size, mode: found.mode, readable };
}

/** The user's HEAD and branch (undefined before the first commit). */
async function readHead(shadow: ShadowRepo): Promise<{ head?: string; branch?: string } | undefined> {
  const args = ['rev-parse', 'HEAD', '--symbolic-full-name', 'HEAD'];
  const result = await gitAsync(args, { root: shadow.root, env: shadow.workspace.env });
  if (!result.ok) return undefined;
  const [head, ref] = result.stdout.trim().split('\n');
  return { head, branch: ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined };
}

/** The user's index entry count (its header), a cheap sign that files were added to it or left it. */
function userIndexCount(gitDir: string): string {
  const header = Buffer.alloc(12);
  let fd: number | undefined;
  try {
    fd = openSync(join(gitDir, 'index'), 'r');
    if (readSync(fd, header, 0, 12, 0) < 12) return '';
    return String(header.readUInt32BE(8));
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Every path the user's index holds, with its blob and mode. */
function userTracked(shadow: ShadowRepo): Map<string, { blob: string; mode: string }> {
  const result = shadow.user(['ls-files', '-z', '-s']);
  if (!result.ok) throw gitFailure(['ls-files'], result);
  const tracked = new Map<string, { blob: string; mode: string }>();
  for (const record of result.stdout.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode, blob] = record.slice(0, tab).split(' ');
    tracked.set(record.slice(tab + 1), { mode, blob });
  }
  return tracked;
}

/**
 * The shadow's `info/exclude`: what the user's git ignores besides the `.gitignore` files (its `info/exclude` and
 * its global excludes file), and the folders inside the work tree no snapshot takes untracked files from: the
 * state dir, and the user's home (a folder above HOME, or a devcontainer's HOME inside the project: its caches
 * and keys are no project's files; HOME itself is refused).
 */
function excludesText(commonDir: string | undefined, globalFile: string | undefined, leftOut: string[]): string {
  const parts = ['# What the user ignores besides .gitignore files, and checkpoint state (written by checkpoint)'];
  if (commonDir) parts.push(readRegularFile(join(commonDir, 'info', 'exclude')) ?? '');
  if (globalFile) parts.push(readRegularFile(globalFile) ?? '');
  for (const folder of leftOut) if (folder && folder !== '.') parts.push(`/${folder.replace(/([*?[\\!#])/g, '\\$1')}/`);
  return `${parts.join('\n')}\n`;
}

/** A file's time, or '-' when it is not there. */
function mtimeOf(file: string): string {
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return '-';
  }
}

/**
 * The excludes file the user's git reads: core.excludesFile, else `$XDG_CONFIG_HOME/git/ignore`. Asked of git
 * (a process) only when a config file that may set it changed since `known` was asked.
 */
function globalExcludesFile(
  shadow: ShadowRepo,
  dirs: { gitDir: string; commonDir: string } | undefined,
  known: StageMemory['excludesFile'],
): NonNullable<StageMemory['excludesFile']> {
  const env = shadow.workspace.env;
  const home = env.HOME || homedir();
  const xdg = env.XDG_CONFIG_HOME || join(home, '.config');
  const files = [join(home, '.gitconfig'), join(xdg, 'git', 'config'), env.GIT_CONFIG_GLOBAL ?? ''];
  if (dirs) files.push(join(dirs.commonDir, 'config'), join(dirs.gitDir, 'config.worktree'));
  const source = files.map((file) => `${file}@${file ? mtimeOf(file) : ''}`).join('|');
  if (known?.source === source) return known;
  const configured = dirs ? shadow.user(['config', '--get', '--path', 'core.excludesFile']).stdout.trim() : '';
  const path = configured
    ? configured.startsWith('~/')
      ? join(home, configured.slice(2))
      : resolve(shadow.root, configured)
    : join(xdg, 'git', 'ignore');
  return { source, path };
}

/** A fingerprint of each folder's files (names, sizes, times), from at most FINGERPRINT_ENTRIES entries. */
function fingerprints(root: string, folders: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const folder of folders) {
    const lines: string[] = [];
    const walk = (dir: string) => {
      let entries: Dirent<Buffer>[];
      try {
        entries = readdirSync(fsPath(root, dir), { withFileTypes: true, encoding: 'buffer' });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (lines.length >= FINGERPRINT_ENTRIES) return;
        const name = decodeBytes(entry.name);
        if (name === '.git') continue;
        const path = `${dir}/${name}`;
        if (entry.isDirectory()) walk(path);
        else
          try {
            const s = lstatSync(fsPath(root, path), { bigint: true });
            lines.push(`${path}\0${s.size}\0${s.mtimeNs}\0${s.mode}`);
          } catch {
            // gone meanwhile
          }
      }
    };
    walk(folder);
    found[folder] = sha256Hex(lines.sort().join('\n')).slice(0, 16);
  }
  return found;
}
