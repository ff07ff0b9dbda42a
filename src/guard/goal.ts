// SPEC 5, the investigation guard: texts and the pure rules of when a stop is held for a report.
import type { SessionState } from '../session/schema.js';
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';

/** Guard blocks per user turn, and blocks of any kind in a turn while a goal is open. */
const GUARD_CAP = 3;

export type Goal = NonNullable<SessionState['goal']>;

export function goalOpenedText(goal: string): string {
  return `Checkpoint created. Goal: ${goal}. Investigate, then run checkpoint rewind "<report>" with a concise report.`;
}

export function guardWarning(goal: string): string {
  return `${CHECKPOINT_PREFIX}You are in an active checkpoint (goal: ${goal}). You MUST run checkpoint rewind "<report>" with your findings before stopping.`;
}

/** Shown to the person (not the model) when the guard lets a stop pass with the goal still open. */
export function goalStillOpenNotice(goal: string): string {
  return `checkpoint: the investigation "${goal}" is still open with no report. The agent should run checkpoint rewind "<report>"; checkpoint goal --cancel closes it without one.`;
}

/** Context for a session that lost its own (compaction) while a goal is open. */
export function goalReminder(goal: string): string {
  return `${CHECKPOINT_PREFIX}An investigation is open in this session (goal: ${goal}). When you have the answer, run checkpoint rewind "<report>" with a concise report.`;
}

/** Whether this stop is held for a report: a goal is open and neither the guard's cap nor the turn's total cap is reached. */
export function guardHolds(state: SessionState): boolean {
  if (!state.goal) return false;
  return (state.guardBlocksThisTurn ?? 0) < GUARD_CAP && (state.stopsBlockedThisTurn ?? 0) < GUARD_CAP;
}
