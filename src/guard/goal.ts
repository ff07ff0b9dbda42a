// SPEC 5, the investigation guard: opening a goal, closing it with a report or without one, and the goal's
// texts (when a stop is held for its report: session/stop-guard.ts).
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { AgentName } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import type { SessionState } from '../session/state.js';
import { SessionStore } from '../session/state-store.js';
import { readTimeline } from '../transcript/index.js';
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';
import type { SelfName } from '../util/bundle.js';
import { findProjectRoot } from '../util/paths.js';
import { ReportStore } from './reports.js';

type Goal = NonNullable<SessionState['goal']>;

export function goalOpenedText(goal: string, self: SelfName): string {
  return `Checkpoint created. Goal: ${goal}. Investigate, then run ${self()} rewind "<report>" with a concise report.`;
}

/** Context for a session that lost its own (compaction) while a goal is open. */
export function goalReminder(goal: string, self: SelfName): string {
  return `${CHECKPOINT_PREFIX}An investigation is open in this session (goal: ${goal}). When you have the answer, run ${self()} rewind "<report>" with a concise report.`;
}

/** Who an investigation belongs to. */
interface GoalSession {
  agent: AgentName;
  sessionId: string;
}

/** Opens `text` as the session's investigation; one at a time (SPEC 5). Returns the refusal, if any. */
export async function openGoal(session: GoalSession, text: string, cwd: string, now: number): Promise<string | undefined> {
  let refusal: string | undefined;
  await new SessionStore().update(session.agent, session.sessionId, (state) => {
    if (!state.goal) return { ...state, cwd: state.cwd ?? cwd, goal: { text, openedAt: now } };
    refusal = 'Checkpoint already active.';
    return undefined;
  });
  return refusal;
}

/** Closes the open investigation without findings (kept as a report without them); undefined when none was open. */
export async function cancelGoal(session: GoalSession, cwd: string, now: number): Promise<Goal | undefined> {
  let cancelled: Goal | undefined;
  let sessionCwd: string | undefined;
  await new SessionStore().update(session.agent, session.sessionId, (state) => {
    cancelled = state.goal;
    sessionCwd = state.cwd;
    return cancelled ? { ...state, goal: undefined } : undefined;
  });
  if (cancelled) {
    const root = findProjectRoot(sessionCwd ?? cwd);
    const { agent, sessionId } = session;
    await new ReportStore(root).add({ sessionId, agent, goal: cancelled.text, openedAt: cancelled.openedAt, closedAt: now, files: [] });
  }
  return cancelled;
}

/**
 * Closes the open investigation with its report, stored with the files the session touched since it
 * opened; undefined (and nothing stored) when none was open: a stale report must not land.
 */
export async function fileReport(
  session: GoalSession,
  report: string,
  cwd: string,
  now: number,
): Promise<{ goal: Goal; state: SessionState } | undefined> {
  let goal: Goal | undefined;
  let closed: SessionState | undefined;
  await new SessionStore().update(session.agent, session.sessionId, (state) => {
    goal = state.goal;
    if (!goal) return undefined;
    closed = { ...state, goal: undefined };
    return closed;
  });
  if (!goal || !closed) return undefined;
  const root = findProjectRoot(closed.cwd ?? cwd);
  const files = await filesTouched(closed, goal.openedAt, root);
  const { agent, sessionId } = session;
  await new ReportStore(root).add({ sessionId, agent, goal: goal.text, report, openedAt: goal.openedAt, closedAt: now, files });
  return { goal, state: closed };
}

/** Paths the session read or edited since the goal opened (the current turn's calls; relative paths inside the workspace). */
async function filesTouched(state: SessionState, since: number, root: string): Promise<string[]> {
  if (!state.transcriptPath) return [];
  try {
    const { config } = loadConfig(root);
    const timeline = await readTimeline(state.agent, state.transcriptPath, { maxBytes: config.transcript.maxBytes });
    const paths = timeline.calls.filter((call) => (call.time ?? since) >= since).flatMap((call) => call.paths);
    return [
      ...new Set(
        paths
          .map((path) => relative(root, resolve(state.cwd ?? root, path)))
          .map((path) => (path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path) ? resolve(root, path) : path)),
      ),
    ];
  } catch {
    return [];
  }
}
