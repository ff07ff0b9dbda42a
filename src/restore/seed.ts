// A workspace's first snapshot starts from the user's own index (restore/README.md): every clean file then keeps
// the blob and stat data the user's git gave it, so only what differs is hashed, and the blobs are copied from
// the user's repository afterwards (restore/maintenance.ts), not read from the work tree.
import { chmodSync, copyFileSync, lstatSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fsPath } from '../util/byte-path.js';
import { gitDirsOf } from '../util/git-config.js';
import { readRegularFile } from '../util/read-file.js';
import { readIndexFacts } from './index-file.js';
import { SHA256_OBJECTS, type ShadowRepo } from './shadow.js';

/** What a seed left in the shadow index, and what the staging after it must still do. */
export interface Seeded {
  /** Entries now in the shadow index. */
  count: number;
  /** The blob each entry names, still in the user's repository only. */
  blobs: Map<string, string>;
  /** Paths whose bytes the user's attributes convert: hashed raw by the staging that follows. */
  rehash: string[];
  /** Submodules of the user's repository (their gitlinks are not copied). */
  gitlinks: string[];
}

/** An entry of `ls-files -s -v`: its tag (H, S, lowercase for assume-unchanged...), mode, blob and path. */
interface TaggedEntry {
  tag: string;
  mode: string;
  blob: string;
  path: string;
}

function parseTagged(out: string): TaggedEntry[] {
  return out.split('\0').flatMap((record) => {
    const tab = record.indexOf('\t');
    if (tab < 0) return [];
    const [tag, mode, blob] = record.slice(0, tab).split(' ');
    return [{ tag, mode, blob, path: record.slice(tab + 1) }];
  });
}

/**
 * Starts the shadow index from the user's index (a split or sparse one, which a copy cannot stand for, through
 * its entries without stat data: then every file is hashed once). Undefined outside git, in a SHA-256
 * repository, or before the repository has an index.
 */
export function seed(shadow: ShadowRepo, maxFileBytes: number): Seeded | undefined {
  // A linked worktree has its own index in its git dir; git reads config and info/ from the common dir.
  const dirs = gitDirsOf(shadow.root);
  if (!dirs || SHA256_OBJECTS.test(readRegularFile(join(dirs.commonDir, 'config')) ?? '')) return undefined;
  const source = join(dirs.gitDir, 'index');
  const target = join(shadow.workspace.shadowDir, 'index');
  let whole: boolean;
  let large: string[];
  try {
    const facts = readIndexFacts(readFileSync(source), 20, maxFileBytes);
    whole = !facts.extensions.includes('link') && !facts.extensions.includes('sdir');
    large = facts.large;
  } catch {
    return undefined;
  }
  if (whole) {
    const temp = `${target}.seed-${process.pid}`;
    copyFileSync(source, temp);
    chmodSync(temp, 0o600);
    renameSync(temp, target);
  } else {
    const listing = shadow.user(['ls-files', '-z', '-s']);
    if (!listing.ok) return undefined;
    shadow.setEntries(
      listing.stdout.split('\0').flatMap((record) => {
        const tab = record.indexOf('\t');
        if (tab < 0) return [];
        const [mode, blob] = record.slice(0, tab).split(' ');
        return [{ mode, blob, path: record.slice(tab + 1) }];
      }),
    );
  }
  const entries = parseTagged(shadow.run(['ls-files', '-z', '-s', '-v']));
  const gitlinks = entries.filter((entry) => entry.mode === '160000').map((entry) => entry.path);
  const present = (path: string) => {
    try {
      lstatSync(fsPath(shadow.root, path));
      return true;
    } catch {
      return false;
    }
  };
  // skip-worktree (S) and assume-unchanged (a lowercase tag): the shadow must see those files change. A
  // skip-worktree file that is not there is outside a sparse checkout: nothing of the work tree.
  const skipped = entries.filter((entry) => entry.tag === 'S' || entry.tag === 's');
  const assumed = entries.filter((entry) => entry.tag !== entry.tag.toUpperCase());
  const outside = skipped.filter((entry) => !present(entry.path)).map((entry) => entry.path);
  // Files over the size cap are left out: the staging that follows finds them, and says so.
  shadow.dropEntries([...gitlinks, ...outside, ...large]);
  const gone = new Set([...gitlinks, ...outside, ...large]);
  // One flag per update-index: git applies only the last of several.
  shadow.clearFlag(
    '--no-skip-worktree',
    skipped.filter((entry) => !gone.has(entry.path)).map((entry) => entry.path),
  );
  shadow.clearFlag(
    '--no-assume-unchanged',
    assumed.filter((entry) => !gone.has(entry.path)).map((entry) => entry.path),
  );
  const kept = entries.filter((entry) => !gone.has(entry.path));
  return {
    count: kept.length,
    blobs: new Map(kept.map((entry) => [entry.path, entry.blob])),
    rehash: convertedPaths(shadow, dirs.commonDir, kept),
    gitlinks,
  };
}

/**
 * Tracked paths whose bytes in the work tree are not their blob in the user's index: the user's attributes or
 * core.autocrlf convert them. Asked of git only where attributes or autocrlf can be in play; of those, a file
 * whose size is its blob's was not converted (an end-of-line conversion, `ident` and an encoding all change the
 * size), while a filter may keep it, so filtered files are always hashed.
 */
function convertedPaths(shadow: ShadowRepo, commonDir: string, entries: TaggedEntry[]): string[] {
  const config = shadow.user(['config', '-z', '--get-regexp', '^core\\.(autocrlf|attributesfile)$']).stdout;
  const autocrlf = /core\.autocrlf\n(true|input)\0/i.test(config);
  const attributes =
    /core\.attributesfile\n/i.test(config) ||
    entries.some((entry) => entry.path === '.gitattributes' || entry.path.endsWith('/.gitattributes')) ||
    Boolean(readRegularFile(join(commonDir, 'info', 'attributes'))?.trim());
  if (!autocrlf && !attributes) return [];
  const files = entries.filter((entry) => entry.mode === '100644' || entry.mode === '100755');
  const names = ['text', 'crlf', 'eol', 'filter', 'ident', 'working-tree-encoding'];
  const out = shadow
    .user(['check-attr', '-z', '--stdin', ...names], { input: `${files.map((e) => e.path).join('\0')}\0` })
    .stdout.split('\0');
  const always = new Set<string>();
  const maybe = new Set<string>();
  for (let i = 0; i + 2 < out.length; i += 3) {
    const [path, name, value] = [out[i], out[i + 1], out[i + 2]];
    const set = value !== 'unspecified' && value !== 'unset';
    if (set && name === 'filter') always.add(path);
    else if (set || (autocrlf && name === 'text' && value === 'unspecified')) maybe.add(path);
  }
  const candidates = files.filter((entry) => maybe.has(entry.path) && !always.has(entry.path));
  if (candidates.length === 0) return [...always];
  const sizes = blobSizes(
    shadow,
    candidates.map((entry) => entry.blob),
  );
  const converted = candidates.filter((entry) => {
    try {
      return lstatSync(fsPath(shadow.root, entry.path)).size !== sizes.get(entry.blob);
    } catch {
      return false;
    }
  });
  return [...always, ...converted.map((entry) => entry.path)];
}

/** The sizes of blobs of the user's repository. */
function blobSizes(shadow: ShadowRepo, blobs: string[]): Map<string, number> {
  const unique = [...new Set(blobs)];
  const out = shadow.user(['cat-file', '--batch-check=%(objectname) %(objectsize)'], { input: `${unique.join('\n')}\n` }).stdout;
  const sizes = new Map<string, number>();
  for (const line of out.split('\n')) {
    const [id, size] = line.split(' ');
    if (id && size && size !== 'missing') sizes.set(id, Number(size));
  }
  return sizes;
}
