// What a snapshot captures (SPEC 4.1): every tracked file wherever it is, up to the size cap; untracked,
// not-ignored files outside dependency and build folders (each ecosystem module names its own), up to the
// same cap; never the state dir. What it
// leaves out is said (NotCaptured), so a restore knows a path it does not hold from a path that was absent.
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isDefaultExclude } from '../checkpoint/ecosystems/index.js';
import { stateDir } from '../util/paths.js';
import { listDirectory } from '../util/read-file.js';

export const DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Why a path is not in a snapshot although it was there. */
export type NotCapturedReason = 'over the size cap' | 'changed after the prompt, before the point was taken';

export interface NotCaptured {
  path: string;
  reason: NotCapturedReason;
  /** The file's size and, for a tracked file, its blob in the user's index: recorded, not stored. */
  bytes?: number;
  blob?: string;
}

/**
 * Whether untracked paths of the work tree at `root` lie in a dependency or build folder, as the ecosystem
 * modules declare them (`node_modules`, `.venv`, a `target` beside a Cargo.toml...), or in a `.git`.
 * Reads each folder's listing once, for the folders declared only beside a manifest.
 */
export function excludedFolders(root: string): (path: string) => boolean {
  const listings = new Map<string, string[]>();
  const listing = (dir: string) => {
    let names = listings.get(dir);
    if (!names) listings.set(dir, (names = listDirectory(join(root, dir))));
    return names;
  };
  return (path) => {
    const parts = path.split('/');
    return parts.slice(0, -1).some((name, i) => isDefaultExclude(name, () => listing(parts.slice(0, i).join('/'))));
  };
}

/**
 * The state dir's path inside the work tree at `root` ('' when it is elsewhere): a devcontainer puts HOME,
 * and so the state dir, inside the project. Its files (the shadow repository among them) are never captured.
 */
export function stateDirInside(root: string, env: NodeJS.ProcessEnv): string {
  const rel = relative(resolve(root), resolve(stateDir(env)));
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
