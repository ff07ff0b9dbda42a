// The one stop decision (SPEC 3.2, with the guard of SPEC 5 and the `turn` restore point of SPEC 4.2):
// state, request, config and clock in, one StopDecision out. The transcript reader and the checkpoint
// builder are passed in (StopDeps); session/evaluate-stop.ts passes the real ones, tests pass fakes.

import type { AgentName } from '../agents/protocol.js';
import { GENERIC_MESSAGE } from '../checkpoint/message.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import type { Config } from '../config/schema.js';
import type { Settled } from '../transcript/settle.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import type { SelfName } from '../util/bundle.js';
import { GitUnavailableError } from '../util/work-tree.js';
import type { SessionState } from './state.js';
import { goalStillOpenNotice, guardHolds, guardWarning } from './stop-guard.js';
import { afterDebriefWhy, evaluationOf, gateStop, isNews, settleStop, silenced, startTurn } from './stop-rules.js';

/** One stop as its route reports it: Claude/Codex Stop, Gemini AfterAgent, Codex notify, or eval. */
export interface StopRequest {
  agent: AgentName;
  sessionId: string;
  cwd: string;
  transcriptPath?: string;
  /** Claude prompt_id, Codex turn_id; absent for Gemini. */
  turnKey?: string;
  /** The turn's final text as the stop payload gives it: the transcript is whole once it holds it. */
  finalReply?: string;
  route: 'hook' | 'notify';
  /** The turn as the route already read it (notify reads the rollout for its dedup check): not read again. */
  timeline?: TurnTimeline;
  now?: number;
  env?: NodeJS.ProcessEnv;
}

export interface StopInput {
  state: SessionState;
  request: StopRequest;
  config: Config;
  now: number;
  /** CHECKPOINT_DISABLE=1: allow, record nothing, take no restore point. */
  killSwitch: boolean;
  /** The transcript's size and time when the stop came (`size:mtime`), to tell a turn that did nothing since its last stop. */
  transcriptMark?: string;
  /** eval: also build the checkpoint when an earlier step allows, to show what it would say. */
  explain?: boolean;
  /** How the texts name checkpoint's own commands (`checkpoint rewind`): the messages are final as decided. */
  self: SelfName;
}

/** The effects a stop decision needs, passed in: the real ones read the transcript and run git. */
export interface StopDeps {
  /** The turn from the transcript: `start` reads it once (for the turn's start), `whole` waits a bounded while until it holds the whole turn. */
  readTurn(need: 'start' | 'whole'): Promise<Settled>;
  buildCheckpoint(timeline: TurnTimeline, elapsedSeconds: number): Promise<CheckpointResult>;
}

/** Everything one stop decides; hook, notify and eval act on it and nothing else. */
export interface StopDecision {
  /** The session state to record; undefined records nothing (the kill switch). */
  state?: SessionState;
  block: boolean;
  /** The text for the agent when the stop is blocked (the guard's warning and/or the turn checkpoint). */
  message?: string;
  why: string;
  /** Shown to the person when the stop passes (an investigation still open). */
  systemMessage?: string;
  /** The stop ends a turn that may have changed files: its `turn` restore point is due (restore/turns.ts `closeTurn` takes it). */
  turnPoint: boolean;
  /** What eval shows: the checkpoint built, the turn read, how long the read waited, why the builder failed. */
  result?: CheckpointResult;
  timeline?: TurnTimeline;
  settle?: Omit<Settled, 'timeline'>;
  buildError?: string;
  /** The stop passes because the turn already had its debriefs: `result` is what the turn still owes, not what this stop gets. */
  afterDebrief?: boolean;
}

/** The part of a decision a route acts on. */
export type StopOutcome = Pick<StopDecision, 'block' | 'message' | 'why' | 'systemMessage'> & Partial<Pick<StopDecision, 'turnPoint'>>;

/**
 * SPEC 3.2 steps 1-6 for one stop, with the investigation guard (SPEC 5) and the `turn` restore point
 * (SPEC 4.2) decided in the same pass: state, clock and config in, one decision out. The transcript and
 * the builder are read only through `deps`, and only when a step needs them.
 */
export async function decideStop(input: StopInput, deps: StopDeps): Promise<StopDecision> {
  const { request, config, now, killSwitch, explain = false } = input;
  const route = request.route;
  if (killSwitch) return { block: false, why: 'CHECKPOINT_DISABLE is set', turnPoint: false };
  let current: SessionState = {
    ...input.state,
    cwd: request.cwd,
    transcriptPath: request.transcriptPath ?? input.state.transcriptPath,
    activeAt: now,
  };
  const off = silenced({ state: current, config, agent: request.agent, killSwitch });

  // A turn the prompt hook did not announce (hook not installed, notify route): take it from the transcript.
  // Silenced: nothing to time, nothing to read.
  if (!off && request.turnKey && current.turnKey !== request.turnKey) {
    current = startTurn(current, (await deps.readTurn('start')).timeline?.turnStartedAt, request.turnKey);
  } else if (!off && current.lastPromptAt === undefined) {
    const { timeline } = await deps.readTurn('start');
    if (timeline?.turnKey && timeline.turnKey !== current.turnKey) current = startTurn(current, timeline.turnStartedAt, timeline.turnKey);
    else if (timeline?.turnStartedAt) current = { ...current, lastPromptAt: timeline.turnStartedAt };
  }

  const gate = gateStop({ now, state: current, config, agent: request.agent, killSwitch, maxBlocks: route === 'notify' ? 1 : undefined });
  const guard = !off && guardHolds(current);
  // A stop that passes after the turn's debrief is judged all the same: what it still owes is what status says.
  const afterDebrief = gate.kind === 'allow' && (gate.step === 'cap' || gate.step === 'threshold') && current.checkpointsThisTurn > 0;
  const judged =
    gate.kind === 'evaluate' || (!off && (explain || afterDebrief))
      ? await judgeTurn(current, deps, gate.kind === 'evaluate' ? gate.elapsedSeconds : 0)
      : undefined;
  // The turn checkpoint speaks only when its gate let it; eval (explain) still shows what it would say.
  const message = gate.kind === 'evaluate' ? judged?.message : undefined;
  const why =
    gate.kind === 'evaluate' ? (judged?.why ?? '') : afterDebrief && judged?.result ? afterDebriefWhy(current, judged.result) : gate.why;
  const elapsedSeconds = gate.kind === 'evaluate' ? gate.elapsedSeconds : undefined;
  const details = {
    result: judged?.result,
    timeline: judged?.timeline,
    settle: judged?.settle,
    buildError: judged?.buildError,
    ...(afterDebrief && { afterDebrief }),
  };

  if (!message && !guard) {
    // An open goal whose guard is spent lets the stop pass, but the person is told it is still open.
    const systemMessage = !off && current.goal ? goalStillOpenNotice(current.goal.text, input.self) : undefined;
    let state = gate.kind === 'evaluate' ? settleStop(current, now, undefined) : current;
    // Silenced checkpoints record no evaluation (there was none); the restore point still follows the turn.
    if (!off) state = { ...state, lastEvaluation: evaluationOf(now, judged?.result, false, why, route, elapsedSeconds) };
    const mark = turnPointMark(state, input.transcriptMark);
    const turnPoint = turnPointDue(state, config, judged?.timeline, mark);
    if (turnPoint && mark) state = { ...state, turnPointMark: mark };
    return { state, block: false, why, systemMessage, turnPoint, ...details };
  }

  // One block carries both when both apply: the guard's warning first, then the turn checkpoint.
  const text = [guard && current.goal ? guardWarning(current.goal.text, input.self) : undefined, message].filter(Boolean).join('\n\n');
  const settled = settleStop(current, now, message, judged?.result?.observations);
  settled.stopsBlockedThisTurn = (current.stopsBlockedThisTurn ?? 0) + 1;
  if (guard) settled.guardBlocksThisTurn = (current.guardBlocksThisTurn ?? 0) + 1;
  const blockWhy = guard ? `an investigation is open (goal: ${current.goal?.text})${message ? `; ${why}` : ''}` : why;
  settled.lastEvaluation = { ...evaluationOf(now, judged?.result, true, blockWhy, route, elapsedSeconds), message: text };
  return { state: settled, block: true, message: text, why: blockWhy, turnPoint: false, ...details };
}

interface TurnJudgement {
  result?: CheckpointResult;
  /** The turn checkpoint's text, when it has news for the agent (or the generic message). */
  message?: string;
  why: string;
  timeline?: TurnTimeline;
  settle?: Omit<Settled, 'timeline'>;
  buildError?: string;
}

/** Steps 5-6 for the turn checkpoint: read the whole turn and build what it needs. */
async function judgeTurn(current: SessionState, deps: StopDeps, elapsedSeconds: number): Promise<TurnJudgement> {
  const { timeline, ...settle } = await deps.readTurn('whole');
  if (!timeline) return { why: 'transcript unavailable: nothing to judge the turn by', settle };
  if (timeline.calls.length === 0) return { why: 'no tool call this turn', timeline, settle };
  try {
    const result = await deps.buildCheckpoint(timeline, elapsedSeconds);
    if (result.silent) return { result, why: result.why, timeline, settle };
    if (!isNews(result, current)) return { result, why: 'only observations the agent was already given this turn', timeline, settle };
    return { result, message: result.message, why: result.why, timeline, settle };
  } catch (error) {
    // Infrastructure failure: the generic message, once per turn at most (settleStop counts it as a block).
    const buildError = (error as Error)?.message ?? String(error);
    const why =
      error instanceof GitUnavailableError
        ? 'git unavailable: generic checkpoint'
        : `checkpoint failed (${buildError}): generic checkpoint`;
    return { why, message: current.checkpointsThisTurn === 0 ? GENERIC_MESSAGE : undefined, timeline, settle, buildError };
  }
}

/** The turn and the transcript as they stand at this stop; undefined when the transcript cannot say. */
function turnPointMark(state: SessionState, transcriptMark: string | undefined): string | undefined {
  return transcriptMark === undefined ? undefined : `${state.turnKey ?? ''}@${transcriptMark}`;
}

/**
 * SPEC 4.2: a `turn` point at the end of every turn with changes (`phase` when a todo was completed).
 * The point compares the tree with the previous one, which costs a detached process that stages the tree
 * (restore/turns.ts `closeTurn`); none is started when the turn cannot have changed anything.
 */
function turnPointDue(state: SessionState, config: Config, timeline: TurnTimeline | undefined, mark: string | undefined): boolean {
  const autoSave = config.restore.autoSave;
  if (!autoSave.includes('turn') && !autoSave.includes('phase')) return false;
  // The whole turn was read and the agent called no tool: it changed nothing and completed no todo.
  if (timeline && timeline.calls.length === 0) return false;
  // The same turn ends again and its transcript did not move since: its point was already asked for.
  return mark === undefined || state.turnPointMark !== mark;
}
