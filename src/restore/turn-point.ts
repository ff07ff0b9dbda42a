// The `turn` restore point (SPEC 4.2): how it is taken, decided in one place. The stop decision says a turn
// ended that may have changed files (session/decide-stop.ts `turnPoint`); then the stop stages the point itself
// when that is quick (a few small paths to hash, the workspace's lock free within 50 ms: restore/turns.ts),
// else it leaves it to a detached run (a hook answers first) with the stop's moment as the point's time, or, in
// a caller that is no hook, takes it in this process. Either way the point is `turn`, or `phase` when the turn
// completed a todo, and none when the files did not change since the turn's prompt.
import type { HookInput } from '../agents/protocol.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { log } from '../util/log.js';
import { type Runner, spawnDetached } from './background.js';
import type { takePoint, takeTurnPointAtStop } from './tasks.js';

/** A stop that ended a turn, as its route saw it. */
interface TurnEnd {
  input: HookInput;
  env: NodeJS.ProcessEnv;
  /** The turn, when the stop read it (a stop judged in full). */
  timeline?: TurnTimeline;
  runner: Runner;
}

/** The restore side that takes points (restore/tasks.ts), loaded only when a point is taken in this process. */
interface Taking {
  takeTurnPointAtStop: typeof takeTurnPointAtStop;
  takePoint: typeof takePoint;
}

/** Takes the turn's point the cheapest way the stop allows. Never throws: a hook's restore side fails open. */
export async function afterTurnEnd({ input, env, timeline, runner }: TurnEnd, taking: () => Taking): Promise<void> {
  const at = Date.now();
  try {
    if (await taking().takeTurnPointAtStop(input, env, timeline, at)) return;
    if (runner === 'detached') spawnDetached({ kind: 'turn-end', input, at }, env);
    else await taking().takePoint({ kind: 'turn-end', input, at }, env);
  } catch (error) {
    log.debug('turn point failed open', error);
  }
}
