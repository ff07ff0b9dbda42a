// SPEC 5, the investigation guard: the goal's texts (when a stop is held for its report: session/stop-guard.ts).
import type { SessionState } from '../session/schema.js';
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';

export type Goal = NonNullable<SessionState['goal']>;

export function goalOpenedText(goal: string): string {
  return `Checkpoint created. Goal: ${goal}. Investigate, then run checkpoint rewind "<report>" with a concise report.`;
}

/** Context for a session that lost its own (compaction) while a goal is open. */
export function goalReminder(goal: string): string {
  return `${CHECKPOINT_PREFIX}An investigation is open in this session (goal: ${goal}). When you have the answer, run checkpoint rewind "<report>" with a concise report.`;
}
