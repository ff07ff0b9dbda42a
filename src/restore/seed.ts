// A workspace's first snapshot starts from the user's own index (restore/README.md): every clean file then keeps
// the blob and stat data the user's git gave it, so only what differs is hashed, and the blobs are copied from
// the user's repository afterwards (restore/maintenance.ts), not read from the work tree.
import { chmodSync, copyFileSync, lstatSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fsPath } from '../util/byte-path.js';
import { gitAsync } from '../util/git.js';
import { gitDirsOf } from '../util/git-config.js';
import { readRegularFile } from '../util/read-file.js';
import { unusualPermissions } from './capture.js';
import { type IndexEntry, readIndexFile } from './index-file.js';
import { SHA256_OBJECTS, type ShadowRepo } from './shadow.js';

/**
 * A fresh workspace's first prompt reads the permission bits of this many tracked files itself (a few ms), the
 * ones whose names say they hold secrets first; its detached run reads the rest.
 */
const PERMISSIONS_AT_ONCE = 2_000;
const SECRET = /(^|\/)(\.env|\.ssh|\.gnupg|id_[a-z0-9]+)|\.(pem|key|p12|pfx|keystore|jks|kdbx|gpg|asc)$|secret|credential|passw|token/i;

/** What a seed left in the shadow index, and what the staging after it must still do. */
interface Seeded {
  /** Entries now in the shadow index. */
  count: number;
  /** The blob each entry names, still in the user's repository only. */
  blobs: Map<string, string>;
  /** Paths whose bytes the user's attributes convert, found while the listing runs: hashed raw by the staging. */
  rehash: Promise<string[]>;
  /** Submodules of the user's repository (their gitlinks are not copied). */
  gitlinks: string[];
  /** Permission bits of the tracked files a restore would not give by itself, as far as read. */
  modes: Record<string, number>;
  /** Files whose bits are still to read (a big workspace's first prompt leaves them to its detached run). */
  unread: string[];
}

/**
 * Starts the shadow index from the user's index (a split or sparse one, which a copy cannot stand for, through
 * its entries without stat data: then every file is hashed once). Undefined outside git, in a SHA-256
 * repository, or before the repository has an index. `quick`: read the permission bits of at most
 * PERMISSIONS_AT_ONCE files now.
 */
export function seed(shadow: ShadowRepo, maxFileBytes: number, quick = false): Seeded | undefined {
  // A linked worktree has its own index in its git dir; git reads config and info/ from the common dir.
  const dirs = gitDirsOf(shadow.root);
  if (!dirs || SHA256_OBJECTS.test(readRegularFile(join(dirs.commonDir, 'config')) ?? '')) return undefined;
  const source = join(dirs.gitDir, 'index');
  const target = join(shadow.workspace.shadowDir, 'index');
  let index: ReturnType<typeof readIndexFile>;
  let written: number;
  try {
    written = Math.floor(statSync(source).mtimeMs / 1000);
    index = readIndexFile(readFileSync(source), 20);
  } catch {
    return undefined;
  }
  if (!index.extensions.includes('link') && !index.extensions.includes('sdir')) {
    const temp = `${target}.seed-${process.pid}`;
    copyFileSync(source, temp);
    chmodSync(temp, 0o600);
    renameSync(temp, target);
  } else {
    // Its entries, without stat data (a sparse index's folders are no files: they are left out).
    shadow.setEntries(index.entries.filter((entry) => entry.stage === 0 && entry.mode !== '40000'));
  }
  const present = (path: string) => {
    try {
      lstatSync(fsPath(shadow.root, path));
      return true;
    } catch {
      return false;
    }
  };
  // Left out: another repository's gitlink, a conflict's sides (the file itself is hashed as it is), a file of a
  // sparse checkout's that is not there, a file over the size cap (the staging that follows finds it, and says so).
  const gitlinks = index.entries.filter((entry) => entry.mode === '160000').map((entry) => entry.path);
  const gone = new Set<string>(gitlinks);
  for (const entry of index.entries) {
    if (entry.stage !== 0 || entry.mode === '40000' || entry.size > maxFileBytes || (entry.skipWorktree && !present(entry.path)))
      gone.add(entry.path);
  }
  shadow.dropEntries(gone);
  const kept = index.entries.filter((entry) => !gone.has(entry.path));
  // skip-worktree and assume-unchanged: the shadow must see those files change. git applies one flag per call.
  shadow.clearFlag(
    '--no-skip-worktree',
    kept.filter((entry) => entry.skipWorktree).map((entry) => entry.path),
  );
  shadow.clearFlag(
    '--no-assume-unchanged',
    kept.filter((entry) => entry.assumeUnchanged).map((entry) => entry.path),
  );
  const files = kept.filter((entry) => entry.mode === '100644' || entry.mode === '100755');
  const ordered = quick
    ? [...files.filter((entry) => SECRET.test(entry.path)), ...files.filter((entry) => !SECRET.test(entry.path))]
    : files;
  const now = ordered.slice(0, quick ? PERMISSIONS_AT_ONCE : ordered.length);
  return {
    count: kept.length,
    blobs: new Map(kept.map((entry) => [entry.path, entry.blob])),
    rehash: convertedPaths(shadow, dirs.commonDir, files).then((converted) => [...new Set([...converted, ...racilyClean(files, written)])]),
    gitlinks,
    modes: permissionsOf(
      shadow.root,
      now.map((entry) => entry.path),
    ),
    unread: ordered.slice(now.length).map((entry) => entry.path),
  };
}

/**
 * Files the user's git would still hash: written in the second its index was, after git looked at them (git's
 * "racily clean" entries). The copy of the index has a later mtime, so the shadow's git would trust their stat
 * data and keep the committed blob for a same-size edit.
 */
function racilyClean(files: IndexEntry[], written: number): string[] {
  return files.filter((entry) => entry.mtime >= written).map((entry) => entry.path);
}

/** The permission bits of these files that a restore would not give by itself (a 0600 key). */
export function permissionsOf(root: string, paths: string[]): Record<string, number> {
  const modes: Record<string, number> = {};
  for (const path of paths) {
    try {
      const found = lstatSync(fsPath(root, path));
      const unusual = found.isFile() ? unusualPermissions(found.mode) : undefined;
      if (unusual !== undefined) modes[path] = unusual;
    } catch {
      // gone: nothing to give back
    }
  }
  return modes;
}

/**
 * Tracked paths whose bytes in the work tree are not their blob in the user's index: the user's attributes or
 * core.autocrlf convert them (an end-of-line conversion, `ident`, an encoding, a filter such as LFS or git-crypt).
 * Looked for only where attributes or autocrlf can be in play, and by size alone: a file whose size git recorded
 * is its blob's size was not converted, since every conversion changes it (a filter that kept the size to the
 * byte would be missed; none in use does). Asked of git while the listing runs.
 */
async function convertedPaths(shadow: ShadowRepo, commonDir: string, files: IndexEntry[]): Promise<string[]> {
  const config = (await gitAsync(['config', '-z', '--get-regexp', '^core\\.(autocrlf|attributesfile)$'], userOptions(shadow))).stdout;
  const attributes =
    /core\.autocrlf\n(true|input)\0/i.test(config) ||
    /core\.attributesfile\n/i.test(config) ||
    files.some((entry) => entry.path === '.gitattributes' || entry.path.endsWith('/.gitattributes')) ||
    Boolean(readRegularFile(join(commonDir, 'info', 'attributes'))?.trim());
  if (!attributes) return [];
  const unique = [...new Set(files.map((entry) => entry.blob))];
  const out = (
    await gitAsync(['cat-file', '--batch-check=%(objectname) %(objectsize)'], { ...userOptions(shadow), input: `${unique.join('\n')}\n` })
  ).stdout;
  const sizes = new Map<string, number>();
  for (const line of out.split('\n')) {
    const [id, size] = line.split(' ');
    if (id && size && size !== 'missing') sizes.set(id, Number(size));
  }
  // A racy entry's size is 0 in the index (git smudged it): its bytes are hashed.
  return files.filter((entry) => entry.size === 0 || entry.size !== sizes.get(entry.blob)).map((entry) => entry.path);
}

function userOptions(shadow: ShadowRepo) {
  return { root: shadow.root, env: shadow.workspace.env };
}
