// What a snapshot captures (SPEC 4.1): every tracked file wherever it is, up to the size cap; untracked,
// not-ignored files outside dependency and build folders (each ecosystem module names its own), up to the
// same cap; never the state dir. What it leaves out while it is there is said (NotCaptured), so a restore
// knows a path it does not hold from a path that was absent, and an undo names it rather than skip it.
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isDefaultExclude } from '../checkpoint/ecosystems/index.js';
import { stateDir } from '../util/paths.js';
import { listDirectory } from '../util/read-file.js';

export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Why a path is not in a snapshot although it was there. */
export const NOT_CAPTURED = {
  overCap: 'over the size cap',
  unreadable: 'unreadable',
  special: 'not a regular file or link',
  submodule: 'a submodule',
  nested: 'a nested repository',
  /** Never recorded in a snapshot (it does not look at these): said by an undo of a turn that wrote one. */
  ignored: 'ignored by git',
  excluded: 'in a dependency or build folder',
} as const;

export interface NotCaptured {
  path: string;
  reason: string;
  /** The file's size and, for a file the repository tracks, its blob in the user's index: recorded, not stored. */
  bytes?: number;
  blob?: string;
}

/**
 * Whether untracked paths of the work tree at `root` lie in a dependency or build folder, as the ecosystem
 * modules declare them (`node_modules`, `.venv`, a `target` beside a Cargo.toml...). Each folder is judged
 * once, reading its parent's listing only for the folders declared beside a manifest.
 */
export function excludedFolders(root: string): (path: string) => boolean {
  const listings = new Map<string, string[]>();
  const folders = new Map<string, boolean>();
  const listing = (dir: string) => {
    let names = listings.get(dir);
    if (!names) listings.set(dir, (names = listDirectory(join(root, dir))));
    return names;
  };
  const excluded = (dir: string): boolean => {
    let known = folders.get(dir);
    if (known === undefined) {
      const slash = dir.lastIndexOf('/');
      const parent = slash < 0 ? '' : dir.slice(0, slash);
      known = (parent !== '' && excluded(parent)) || isDefaultExclude(dir.slice(slash + 1), () => listing(parent));
      folders.set(dir, known);
    }
    return known;
  };
  return (path) => {
    const slash = path.lastIndexOf('/');
    return slash > 0 && excluded(path.slice(0, slash));
  };
}

/** A path through its links, as far as it exists (the rest appended): two names of one folder compare equal. */
function realPathThrough(path: string): string {
  const tail: string[] = [];
  let at = resolve(path);
  while (!existsSync(at)) {
    const parent = dirname(at);
    if (parent === at) break;
    tail.unshift(at.slice(parent.length + 1));
    at = parent;
  }
  try {
    return join(realpathSync(at), ...tail);
  } catch {
    return join(at, ...tail);
  }
}

/**
 * The state dir's path inside the work tree at `root` ('' when it is elsewhere), compared by real paths: a
 * devcontainer puts HOME, and so the state dir, inside the project, maybe through a symlinked HOME. Its files
 * (the shadow repository among them) are never captured, and a restore never writes there.
 */
export function stateDirInside(root: string, env: NodeJS.ProcessEnv): string {
  return pathInside(root, stateDir(env));
}

/** A folder's path inside the work tree at `root` ('.' when it is the root, '' when it is elsewhere), by real paths. */
export function pathInside(root: string, folder: string): string {
  const rel = relative(realPathThrough(root), realPathThrough(folder));
  if (rel === '') return '.';
  if (isAbsolute(rel) || rel.split(sep)[0] === '..') return '';
  return rel.split(sep).join('/');
}

/** A predicate for paths under `dir` (root-relative, '/'-separated); never true when dir is ''. */
export function under(dir: string): (path: string) => boolean {
  if (!dir) return () => false;
  if (dir === '.') return () => true;
  return (path) => path === dir || path.startsWith(`${dir}/`);
}

/** Permission bits a restore gives a file it creates (git's: 0666 or 0777, less the umask). */
export function defaultPermissions(executable: boolean): number {
  return (executable ? 0o777 : 0o666) & ~process.umask();
}

/** A regular file's permission bits when a restore would not give them by itself (a 0600 key), else undefined. */
export function unusualPermissions(mode: number): number | undefined {
  const permissions = mode & 0o7777;
  const executable = (mode & 0o100) !== 0;
  return permissions === defaultPermissions(executable) ? undefined : permissions;
}
