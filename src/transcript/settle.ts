import { counted } from '../util/counted.js';
import type { TurnTimeline } from './timeline.js';

// Claude Code fires Stop before the transcript's last lines are on disk (reported publicly several
// times), and any agent can lag on a busy machine. A debrief built from half a turn asks for work
// already done or misses a failure. The stop payload carries the turn's final text, so the hook can
// tell when the transcript does not hold the whole turn yet, and read it again for a short while.

const SETTLE_STEP_MS = 50;

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Why the transcript does not hold the whole turn yet, or undefined when it does. */
export function unsettledReason(timeline: TurnTimeline, finalReply?: string): string | undefined {
  if (timeline.unansweredCalls > 0) return `${counted(timeline.unansweredCalls, 'tool call')} without a result`;
  const expected = normalise(finalReply ?? '');
  if (!expected) return undefined;
  const seen = normalise(timeline.lastReply ?? '');
  // Gemini's prompt_response joins every reply of a retried turn; Claude's may join several text blocks.
  if (seen && (expected.endsWith(seen) || seen.endsWith(expected))) return undefined;
  return 'the final reply is not in the transcript yet';
}

export interface Settled {
  timeline?: TurnTimeline;
  waitedMs: number;
  /** Set when the bound ran out first: the turn was judged on what the transcript held. */
  incomplete?: string;
}

interface SettleOptions {
  boundMs: number;
  stepMs?: number;
  sleep?: (ms: number) => Promise<void>;
  clock?: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Re-reads the turn every `stepMs` until it looks whole or `boundMs` has passed. Costs nothing when
 * the first read is already whole; an unreadable transcript is not waited for.
 */
export async function settleTurn(
  first: TurnTimeline | undefined,
  read: () => Promise<TurnTimeline | undefined>,
  finalReply: string | undefined,
  { boundMs, stepMs = SETTLE_STEP_MS, sleep = pause, clock = Date.now }: SettleOptions,
): Promise<Settled> {
  let timeline = first;
  let reason = timeline && unsettledReason(timeline, finalReply);
  if (!reason) return { timeline, waitedMs: 0 };
  const started = clock();
  while (timeline && reason) {
    const waited = clock() - started;
    if (waited >= boundMs) return { timeline, waitedMs: waited, incomplete: reason };
    await sleep(Math.min(stepMs, boundMs - waited));
    timeline = (await read()) ?? timeline;
    reason = unsettledReason(timeline, finalReply);
  }
  return { timeline, waitedMs: clock() - started };
}
