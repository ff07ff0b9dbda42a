// One read of the user's repository per snapshot (util/git-status.ts), through the one git runner.
// Read-only: the user's .git stays byte-identical.
import { availableParallelism } from 'node:os';
import { gitAsync, gitFailure, gitOrThrow } from '../util/git.js';
import { parseStatus, type RepoStatus, statusArgs } from '../util/git-status.js';

const STATUS_ARGS = statusArgs({ lookIntoSubmodules: false });

/** The status of the repository at `root` (throws when git fails). */
export function readStatus(root: string, env: NodeJS.ProcessEnv = process.env): RepoStatus {
  return parseStatus(gitOrThrow(STATUS_ARGS, { root, env }));
}

/**
 * With two cores or fewer, the threads git status starts to stat the index (core.preloadIndex: one per
 * 500 entries, however few the cores) take both cores from the staging that runs alongside it: without
 * them a save on 5,000 files took 3.5 ms (12%) less on two cores.
 */
const SPARE_A_CORE = ['-c', 'core.preloadIndex=false'];

/**
 * readStatus while the caller goes on with other work (`alongside`: staging of its own, see SPARE_A_CORE);
 * `indexFile`: against a copy of the user's index (the one taken at a session's first prompt).
 */
export async function readStatusAsync(
  root: string,
  env: NodeJS.ProcessEnv,
  { alongside = false, indexFile }: { alongside?: boolean; indexFile?: string } = {},
): Promise<RepoStatus> {
  const args = alongside && availableParallelism() <= 2 ? [...SPARE_A_CORE, ...STATUS_ARGS] : STATUS_ARGS;
  const result = await gitAsync(args, { root, env, indexFile });
  if (!result.ok) throw gitFailure(args, result);
  return parseStatus(result.stdout);
}
