// The git work tree a session's cwd is in, read once per judged stop: its root and what `git status` says. The
// stop's checkpoint scopes the changes to the turn (checkpoint/changed-files.ts).
import type { Exec } from './exec.js';
import { parseStatus, type RepoStatus, statusArgs } from './git-status.js';
import { gitTopOf } from './paths.js';

/** Git is missing or failed: the stop falls back to the generic message. */
export class GitUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GitUnavailableError';
  }
}

/**
 * A work tree as read: its root and status, or why there is none (the cwd is in no git repository: no diff
 * to judge a turn by, so no checkpoint; the generic one would ask a scratch folder's every turn, a question
 * too, to "validate your work").
 */
export type WorkTree = { root: string; status: RepoStatus } | { outside: string };

/**
 * The work tree's top is the nearest directory holding `.git` (a directory, or the file of a worktree or
 * submodule), which is where git itself looks, so no `rev-parse` process is started for it; only where none
 * is found does git say. One `git status` gives what `diff HEAD` and `ls-files --others` would (staged,
 * unstaged and untracked, with or without a first commit), and the branch: every process start is on the
 * agent's critical path.
 */
export async function readWorkTree(cwd: string, exec: Exec): Promise<WorkTree> {
  const outside = { outside: `${cwd} is not inside a git repository: checkpoint judges a turn by its git changes` };
  const top = gitTopOf(cwd);
  const [root, result] = await Promise.all([
    top ?? exec('git', ['-C', cwd, 'rev-parse', '--show-toplevel'], { cwd, timeoutMs: 5000 }),
    exec('git', ['-C', cwd, ...statusArgs({ lookIntoSubmodules: true })], { cwd, timeoutMs: 5000 }),
  ]);
  if (result.exitCode === undefined) throw new GitUnavailableError(`git could not run: ${result.stderr.trim()}`);
  if (typeof root !== 'string' && (root.exitCode !== 0 || !root.stdout.trim())) return outside;
  if (result.exitCode !== 0) throw new GitUnavailableError(`git status failed in ${cwd}: ${result.stderr.trim()}`);
  // Porcelain paths are always relative to the repository root.
  return { root: typeof root === 'string' ? root : root.stdout.trim(), status: parseStatus(result.stdout) };
}
