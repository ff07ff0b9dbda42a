import type { Exec } from '../util/exec.js';
import { parseStatus, type RepoStatus, statusArgs } from '../util/git-status.js';
import { gitTopOf } from '../util/paths.js';

// What git says is changed in the work tree. The caller scopes it to the turn.

/** Git is missing, or the session cwd is not inside a work tree: the hook falls back to the generic message. */
export class GitUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GitUnavailableError';
  }
}

/**
 * The session cwd is in no git work tree: there is no diff to judge a turn by, so no checkpoint (the
 * generic one would ask a scratch folder's every turn, a question too, to "validate your work").
 */
export class NotARepositoryError extends Error {
  constructor(cwd: string) {
    super(`${cwd} is not inside a git repository: checkpoint judges a turn by its git changes`);
    this.name = 'NotARepositoryError';
  }
}

interface WorkTreeChanges {
  /** Root-relative paths: tracked changes (staged or not, deletions and both sides of renames) then untracked files. */
  files: string[];
  /** The untracked subset: files this repository has never seen, i.e. created since the last commit. */
  untracked: Set<string>;
}

/** Beyond this, a turn is summarised rather than listed: no hook should classify a vendored tree. */
const MAX_CHANGED_FILES = 20_000;

/**
 * The work tree's top: the nearest directory holding `.git` (a directory, or the file of a worktree or
 * submodule), which is where git itself looks, so no `rev-parse` process is started for it. Only when
 * the environment points git elsewhere (GIT_DIR, GIT_WORK_TREE) or no `.git` is found does git say.
 */
async function projectRoot(cwd: string, exec: Exec, env: NodeJS.ProcessEnv): Promise<string> {
  const top = env.GIT_DIR || env.GIT_WORK_TREE ? undefined : gitTopOf(cwd);
  if (top) return top;
  const result = await exec('git', ['-C', cwd, 'rev-parse', '--show-toplevel'], { cwd, timeoutMs: 5000 });
  if (result.exitCode === undefined) throw new GitUnavailableError(`git could not run: ${result.stderr.trim()}`);
  const root = result.stdout.trim();
  if (result.exitCode !== 0 || !root) throw new NotARepositoryError(cwd);
  return root;
}

/**
 * One `git status` gives what `diff HEAD` and `ls-files --others` would (staged, unstaged and untracked,
 * with or without a first commit), and the branch: every process start is on the agent's critical path.
 * The status itself goes back too: a turn point taken at this stop stages from it (restore/snapshot.ts).
 */
export async function workTreeChanges(
  cwd: string,
  exec: Exec,
  env: NodeJS.ProcessEnv = process.env,
): Promise<WorkTreeChanges & { root: string; status: RepoStatus }> {
  const args = ['-C', cwd, ...statusArgs({ lookIntoSubmodules: true })];
  const [root, result] = await Promise.all([projectRoot(cwd, exec, env), exec('git', args, { cwd, timeoutMs: 5000 })]);
  if (result.exitCode === undefined) throw new GitUnavailableError(`git could not run: ${result.stderr.trim()}`);
  if (result.exitCode !== 0) throw new GitUnavailableError(`${cwd} is not inside a git work tree (git status: ${result.stderr.trim()})`);
  // Porcelain paths are always relative to the repository root.
  const status = parseStatus(result.stdout);
  const untracked = new Set(status.untracked);
  const all = [...new Set([...status.changed.map((entry) => entry.path), ...untracked])];
  return { root, files: all.slice(0, MAX_CHANGED_FILES), untracked, status };
}
