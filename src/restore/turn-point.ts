// The `turn` restore point (SPEC 4.2): how a stop takes it, decided in one place. The stop decision says a turn
// ended that may have changed files (session/decide-stop.ts `turnPoint`); the stop notes that moment in the
// session's memo at once and leaves the point to a detached run (a hook answers first), or, in a caller that is
// no hook, takes it in this process. The point describes the stop's moment; if the next prompt comes before the
// detached run, the prompt records it first (restore/turns.ts). Either way the point is `turn`, or `phase` when the
// turn completed a todo, and none when the files did not change since the turn's prompt.
import type { HookInput } from '../agents/protocol.js';
import { log } from '../util/log.js';
import { type Runner, spawnDetached } from './background.js';
import type { takePoint } from './tasks.js';
import { markTurnEnd } from './turns.js';

/** Notes the turn's end and has its point taken. Never throws: a hook's restore side fails open. */
export async function afterTurnEnd(
  input: HookInput,
  env: NodeJS.ProcessEnv,
  runner: Runner,
  taking: () => { takePoint: typeof takePoint },
) {
  const at = Date.now();
  try {
    await markTurnEnd(input, env, at);
    if (runner === 'detached') spawnDetached({ kind: 'turn-end', input, at }, env);
    else await taking().takePoint({ kind: 'turn-end', input, at }, env);
  } catch (error) {
    log.debug('turn point failed open', error);
  }
}
