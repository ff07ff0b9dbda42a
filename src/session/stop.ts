// The one stop evaluation every route shares (Claude/Codex Stop, Gemini AfterAgent, Codex notify, eval).
import { buildCheckpoint, GENERIC_MESSAGE, GitUnavailableError } from '../checkpoint/build.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
import { type Settled, settleTurn } from '../transcript/settle.js';
import type { AgentName, TurnTimeline } from '../transcript/timeline.js';
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
  if (gate.kind === 'allow') {
    if (!explain) return allow(gate.why);
    const { timeline, ...settle } = await reader.whole();
    const result = timeline ? await buildCheckpoint({ cwd: request.cwd, timeline, config, elapsedSeconds: 0, env }).catch(() => undefined) : undefined;
    return { ...allow(gate.why), result, timeline, settle };
  }

  const { timeline, ...settle } = await reader.whole();
  let result: CheckpointResult | undefined;
  let message: string | undefined;
  let why: string;
  if (!timeline) {
    why = 'transcript unavailable: nothing to judge the turn by';
  } else if (timeline.calls.length === 0) {
    why = 'no tool call this turn';
  } else {
    try {
      result = await buildCheckpoint({ cwd: request.cwd, timeline, config, elapsedSeconds: gate.elapsedSeconds, env });
      why = result.why;
      if (!result.silent && isNews(result, current)) message = result.message;
      else if (!result.silent) why = 'only observations the agent was already given this turn';
    } catch (error) {
      // Infrastructure failure: the generic message, once per turn at most (settleStop counts it as a block).
      log.debug('builder failed', error);
      why = error instanceof GitUnavailableError ? 'git unavailable: generic checkpoint' : `checkpoint failed (${(error as Error).message}): generic checkpoint`;
      message = current.blocksThisTurn === 0 ? GENERIC_MESSAGE : undefined;
    }
  }
  const settled = settleStop(current, now, message, result?.observations);
  settled.lastEvaluation = evaluationOf(now, result, Boolean(message), why, request.route, gate.elapsedSeconds);
  return { state: settled, outcome: { block: Boolean(message), message, why }, result, timeline, settle };
}

/** Evaluates a stop and records it. Never throws: any failure allows the stop. */
export async function evaluateStop(request: StopRequest): Promise<StopOutcome> {
  const env = request.env ?? process.env;
  if (env.CHECKPOINT_DISABLE === '1') return { block: false, why: 'CHECKPOINT_DISABLE is set' };
  try {
    const { config } = loadConfig(request.cwd, env);
    const now = request.now ?? Date.now();
    let outcome: StopOutcome = { block: false, why: 'not evaluated' };
    await new SessionStore(env).update(request.agent, request.sessionId, async (state) => {
      const verdict = await judgeStop(request, state, config, now);
      outcome = verdict.outcome;
      return verdict.state;
    });
    return outcome;
  } catch (error) {
    log.debug('stop evaluation failed', error);
    return { block: false, why: `checkpoint failed: ${(error as Error).message}` };
  }
}
