import type { Exec } from '../util/exec.js';

// What git says is changed in the work tree. The caller scopes it to the turn.

/** Git is missing, or the session cwd is not inside a work tree: the hook falls back to the generic message. */
export class GitUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GitUnavailableError';
  }
}

export interface WorkTreeChanges {
  /** Root-relative paths: tracked changes (staged or not, deletions and both sides of renames) then untracked files. */
  files: string[];
  /** The untracked subset: files this repository has never seen, i.e. created since the last commit. */
  untracked: Set<string>;
  /** Paths left out beyond the cap. */
  omitted: number;
}

/** Beyond this, a turn is summarised rather than listed: no hook should classify a vendored tree. */
export const MAX_CHANGED_FILES = 20_000;

async function git(exec: Exec, root: string, args: string[]): Promise<string | undefined> {
  const result = await exec('git', ['-C', root, ...args], { timeoutMs: 5000 });
  return result.exitCode === 0 ? result.stdout : undefined;
}

export async function projectRoot(cwd: string, exec: Exec): Promise<string> {
  const result = await exec('git', ['-C', cwd, 'rev-parse', '--show-toplevel'], { timeoutMs: 5000 });
  if (result.exitCode === undefined) throw new GitUnavailableError(`git could not run: ${result.stderr.trim()}`);
  const root = result.stdout.trim();
  if (result.exitCode !== 0 || !root) throw new GitUnavailableError(`${cwd} is not inside a git work tree`);
  return root;
}

function nulList(text: string | undefined): string[] {
  return (text ?? '').split('\0').filter(Boolean);
}

export async function workTreeChanges(root: string, exec: Exec): Promise<WorkTreeChanges> {
  const hasHead = (await git(exec, root, ['rev-parse', '--verify', '--quiet', 'HEAD'])) !== undefined;
  // a repository without commits has no HEAD to diff against: staged plus unstaged is the whole change
  const tracked = hasHead
    ? [await git(exec, root, ['diff', '--name-only', '--no-renames', '-z', 'HEAD'])]
    : [
        await git(exec, root, ['diff', '--name-only', '--no-renames', '-z', '--cached']),
        await git(exec, root, ['diff', '--name-only', '--no-renames', '-z']),
      ];
  if (tracked.some((out) => out === undefined)) throw new GitUnavailableError(`git diff failed in ${root}`);
  const untrackedOut = await git(exec, root, ['ls-files', '--others', '--exclude-standard', '-z']);
  if (untrackedOut === undefined) throw new GitUnavailableError(`git ls-files failed in ${root}`);
  const untracked = nulList(untrackedOut);
  const all = [...new Set([...tracked.flatMap(nulList), ...untracked])];
  return {
    files: all.slice(0, MAX_CHANGED_FILES),
    untracked: new Set(untracked),
    omitted: Math.max(0, all.length - MAX_CHANGED_FILES),
  };
}

/** The current branch name (also before the first commit); undefined when detached. */
export async function currentBranch(root: string, exec: Exec): Promise<string | undefined> {
  const out = await git(exec, root, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  return out?.trim() || undefined;
}
