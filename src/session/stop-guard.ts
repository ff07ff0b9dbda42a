// SPEC 5, the investigation guard's part of a stop: when a stop is held for the report, and what is said.
// The goal's own texts and its opening and closing live in guard/ (which depends on the session, not the
// other way round).
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';
import type { SelfName } from '../util/bundle.js';
import type { SessionState } from './state.js';

/** Guard blocks per user turn, and blocks of any kind in a turn while a goal is open. */
const GUARD_CAP = 3;

export function guardWarning(goal: string, self: SelfName): string {
  return `${CHECKPOINT_PREFIX}You are in an active checkpoint (goal: ${goal}). You MUST run ${self()} rewind "<report>" with your findings before stopping.`;
}

/** Shown to the person (not the model) when the guard lets a stop pass with the goal still open. */
export function goalStillOpenNotice(goal: string, self: SelfName): string {
  return `checkpoint: the investigation "${goal}" is still open with no report. The agent should run ${self()} rewind "<report>"; ${self()} goal --cancel closes it without one.`;
}

/** Whether this stop is held for a report: a goal is open and neither the guard's cap nor the turn's total cap is reached. */
export function guardHolds(state: SessionState): boolean {
  if (!state.goal) return false;
  return (state.guardBlocksThisTurn ?? 0) < GUARD_CAP && (state.stopsBlockedThisTurn ?? 0) < GUARD_CAP;
}
