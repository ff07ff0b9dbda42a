// The one stop evaluation every route shares (Claude/Codex Stop, Gemini AfterAgent, Codex notify, eval).
import { buildCheckpoint, GENERIC_MESSAGE, GitUnavailableError } from '../checkpoint/build.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
import { type Settled, settleTurn } from '../transcript/settle.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import type { AgentName } from '../agents/protocol.js';
import { goalStillOpenNotice, guardHolds, guardWarning } from '../guard/goal.js';
import { log } from '../util/log.js';
import { evaluationOf, gateStop, isNews, settleStop, silenced, startTurn } from './decide.js';
import type { SessionState } from './schema.js';
import { SessionStore } from './store.js';

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
  now?: number;
  env?: NodeJS.ProcessEnv;
}

export interface StopOutcome {
  block: boolean;
  message?: string;
  why: string;
  /** Shown to the person when the stop passes (an investigation still open). */
  systemMessage?: string;
}

export interface Verdict {
  state: SessionState;
  outcome: StopOutcome;
  result?: CheckpointResult;
  timeline?: TurnTimeline;
  /** How long the evaluation waited for the transcript to hold the whole turn. */
  settle?: Omit<Settled, 'timeline'>;
}

/**
 * Reads the transcript only when a decision needs it: `first` once, for the turn's start; `whole`
 * for judging the turn, re-reading for a short while when the transcript lags the stop.
 */
function timelineReader(request: StopRequest, config: Config) {
  const readOnce = (): Promise<TurnTimeline | undefined> => {
    if (!request.transcriptPath) return Promise.resolve(undefined);
    return readTimeline(request.agent, request.transcriptPath, {
      maxBytes: config.transcript.maxBytes,
      turnKey: request.agent === 'gemini' ? undefined : request.turnKey,
    }).catch((error) => {
      log.debug('transcript unreadable', error);
      return undefined;
    });
  };
  let first: Promise<TurnTimeline | undefined> | undefined;
  let whole: Promise<Settled> | undefined;
  const readFirst = () => (first ??= readOnce());
  const readWhole = () =>
    (whole ??= readFirst().then(async (timeline) => {
      const settled = await settleTurn(timeline, readOnce, request.finalReply, { boundMs: config.transcript.settleMs });
      if (settled.incomplete) log.debug(`turn judged incomplete after ${settled.waitedMs} ms: ${settled.incomplete}`);
      else if (settled.waitedMs > 0) log.debug(`transcript held the whole turn after ${settled.waitedMs} ms`);
      return settled;
    }));
  return { first: readFirst, whole: readWhole };
}

/**
 * Steps 1-6 of SPEC 3.2 on one session state; pure apart from the transcript read and the builder.
 * `explain` (eval) also builds the checkpoint when an earlier step already allows, to show what it would say.
 */
export async function judgeStop(request: StopRequest, state: SessionState, config: Config, now: number, explain = false): Promise<Verdict> {
  const env = request.env ?? process.env;
  const reader = timelineReader(request, config);
  let current: SessionState = { ...state, cwd: request.cwd, transcriptPath: request.transcriptPath ?? state.transcriptPath };
  const allow = (why: string, record = true): Verdict => ({
    state: record ? { ...current, lastEvaluation: evaluationOf(now, undefined, false, why, request.route) } : current,
    outcome: { block: false, why },
  });

  const killSwitch = env.CHECKPOINT_DISABLE === '1';
  const off = silenced({ state: current, config, agent: request.agent, killSwitch });
  if (off) return allow(off, false);

  // A turn the prompt hook did not announce (hook not installed, notify route): take it from the transcript.
  if (request.turnKey && current.turnKey !== request.turnKey) {
    current = startTurn(current, (await reader.first())?.turnStartedAt, request.turnKey);
  } else if (current.lastPromptAt === undefined) {
    const timeline = await reader.first();
    if (timeline?.turnKey && timeline.turnKey !== current.turnKey) current = startTurn(current, timeline.turnStartedAt, timeline.turnKey);
    else if (timeline?.turnStartedAt) current = { ...current, lastPromptAt: timeline.turnStartedAt };
  }

  const gate = gateStop({ now, state: current, config, agent: request.agent, killSwitch, maxBlocks: request.route === 'notify' ? 1 : undefined });
  const guard = guardHolds(current);
  const turn = gate.kind === 'evaluate' || explain ? await judgeTurn(request, current, config, reader, gate.kind === 'evaluate' ? gate.elapsedSeconds : 0, env) : undefined;
  // The turn checkpoint speaks only when its gate let it; eval (explain) still shows what it would say.
  const message = gate.kind === 'evaluate' ? turn?.message : undefined;
  const why = gate.kind === 'evaluate' ? (turn?.why ?? '') : gate.why;
  const elapsedSeconds = gate.kind === 'evaluate' ? gate.elapsedSeconds : undefined;
  const details = { result: turn?.result, timeline: turn?.timeline, settle: turn?.settle };

  if (!message && !guard) {
    // An open goal whose guard is spent lets the stop pass, but the person is told it is still open.
    const systemMessage = current.goal ? goalStillOpenNotice(current.goal.text) : undefined;
    const state = gate.kind === 'evaluate' ? settleStop(current, now, undefined) : current;
    state.lastEvaluation = evaluationOf(now, turn?.result, false, why, request.route, elapsedSeconds);
    return { state, outcome: { block: false, why, systemMessage }, ...details };
  }

  // One block carries both when both apply: the guard's warning first, then the turn checkpoint.
  const text = [guard && current.goal ? guardWarning(current.goal.text) : undefined, message].filter(Boolean).join('\n\n');
  const settled = settleStop(current, now, message, turn?.result?.observations);
  settled.stopsBlockedThisTurn = (current.stopsBlockedThisTurn ?? 0) + 1;
  if (guard) settled.guardBlocksThisTurn = (current.guardBlocksThisTurn ?? 0) + 1;
  const verdictWhy = guard ? `an investigation is open (goal: ${current.goal?.text})${message ? `; ${why}` : ''}` : why;
  settled.lastEvaluation = evaluationOf(now, turn?.result, true, verdictWhy, request.route, elapsedSeconds);
  settled.lastEvaluation.message = text;
  return { state: settled, outcome: { block: true, message: text, why: verdictWhy }, ...details };
}

interface TurnJudgement {
  result?: CheckpointResult;
  /** The turn checkpoint's text, when it has news for the agent (or the generic message). */
  message?: string;
  why: string;
  timeline?: TurnTimeline;
  settle?: Omit<Settled, 'timeline'>;
}

/** Steps 5-6 for the turn checkpoint: read the whole turn and build what it needs. */
async function judgeTurn(
  request: StopRequest,
  current: SessionState,
  config: Config,
  reader: ReturnType<typeof timelineReader>,
  elapsedSeconds: number,
  env: NodeJS.ProcessEnv,
): Promise<TurnJudgement> {
  const { timeline, ...settle } = await reader.whole();
  if (!timeline) return { why: 'transcript unavailable: nothing to judge the turn by', settle };
  if (timeline.calls.length === 0) return { why: 'no tool call this turn', timeline, settle };
  try {
    const result = await buildCheckpoint({ cwd: request.cwd, timeline, config, elapsedSeconds, env });
    if (result.silent) return { result, why: result.why, timeline, settle };
    if (!isNews(result, current)) return { result, why: 'only observations the agent was already given this turn', timeline, settle };
    return { result, message: result.message, why: result.why, timeline, settle };
  } catch (error) {
    // Infrastructure failure: the generic message, once per turn at most (settleStop counts it as a block).
    log.debug('builder failed', error);
    const why = error instanceof GitUnavailableError ? 'git unavailable: generic checkpoint' : `checkpoint failed (${(error as Error).message}): generic checkpoint`;
    return { why, message: current.blocksThisTurn === 0 ? GENERIC_MESSAGE : undefined, timeline, settle };
  }
}

/** Evaluates a stop and records it. Never throws: any failure allows the stop. */
export async function evaluateStop(request: StopRequest): Promise<StopOutcome> {
  const env = request.env ?? process.env;
  if (env.CHECKPOINT_DISABLE === '1') return { block: false, why: 'CHECKPOINT_DISABLE is set' };
  try {
    const { config } = loadConfig(request.cwd, env);
    const now = request.now ?? Date.now();
    let outcome: StopOutcome = { block: false, why: 'not evaluated' };
    const recorded = await new SessionStore(env).updateIfUnchanged(request.agent, request.sessionId, async (state) => {
      const verdict = await judgeStop(request, state, config, now);
      outcome = verdict.outcome;
      return verdict.state;
    });
    // Other hooks kept changing the session: a block that cannot be recorded could break the cap.
    if (!recorded) return { block: false, why: 'the session changed during every evaluation: allowed, nothing recorded' };
    return outcome;
  } catch (error) {
    log.debug('stop evaluation failed', error);
    return { block: false, why: `checkpoint failed: ${(error as Error).message}` };
  }
}
