// The `turn` restore point (SPEC 4.2): how it is taken, decided in one place. The stop decision says a turn
// ended that may have changed files (session/decide-stop.ts `turnPoint`); then
// - a stop judged in full has read the work tree's status and the whole turn: it stages the point from them
//   itself when that is a quick pass (a few small paths, the workspace's lock free within 50 ms);
// - any other stop leaves it to a detached run (a hook answers first), or, in a caller that is no hook,
//   takes it in this process.
// Either way the point is `turn`, or `phase` when the turn completed a todo, and none when the files did not
// change since the previous point (restore/tasks.ts takes it). This module stays light: a stop that only
// spawns the detached run loads no snapshot code (`taking` is the hook's lazily loaded restore part).
import type { HookInput } from '../agents/protocol.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { log } from '../util/log.js';
import { findProjectRoot } from '../util/paths.js';
import type { WorkTree } from '../util/work-tree.js';
import { type Runner, spawnDetached } from './background.js';
import type { AtStop, takePoint, takeTurnPointAtStop } from './tasks.js';

/** A stop that ended a turn, as its route saw it. */
interface TurnEnd {
  input: HookInput;
  env: NodeJS.ProcessEnv;
  /** What a stop judged in full read: the work tree and the whole turn. */
  read?: { workTree?: WorkTree; timeline?: TurnTimeline };
  runner: Runner;
}

/** The restore side that takes points (restore/tasks.ts), loaded only when a point is taken in this process. */
interface Taking {
  takeTurnPointAtStop: typeof takeTurnPointAtStop;
  takePoint: typeof takePoint;
}

/** What the stop read, when its point can be staged from it: the same work tree the point snapshots. */
function readAtStop(input: HookInput, read: TurnEnd['read']): AtStop | undefined {
  const workTree = read?.workTree;
  if (!workTree || !('root' in workTree) || !read?.timeline || workTree.root !== findProjectRoot(input.cwd)) return undefined;
  return { status: workTree.status, timeline: read.timeline };
}

/** Takes the turn's point the cheapest way the stop allows. Never throws: a hook's restore side fails open. */
export async function afterTurnEnd({ input, env, read, runner }: TurnEnd, taking: () => Taking): Promise<void> {
  try {
    const atStop = readAtStop(input, read);
    if (atStop && (await taking().takeTurnPointAtStop(input, env, atStop))) return;
    if (runner === 'detached') spawnDetached({ kind: 'turn-end', input }, env);
    else await taking().takePoint({ kind: 'turn-end', input }, env);
  } catch (error) {
    log.debug('turn point failed open', error);
  }
}
