// The one stop evaluation every route shares (Claude/Codex Stop, Gemini AfterAgent, Codex notify, eval).
import { buildCheckpoint, GENERIC_MESSAGE, GitUnavailableError } from '../checkpoint/build.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
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
}

/** Reads the transcript at most once per evaluation, and only when a decision needs it. */
function timelineReader(request: StopRequest, config: Config) {
  let read: Promise<TurnTimeline | undefined> | undefined;
  return () => {
    if (!request.transcriptPath) return Promise.resolve(undefined);
    read ??= readTimeline(request.agent, request.transcriptPath, {
      maxBytes: config.transcript.maxBytes,
      turnKey: request.agent === 'gemini' ? undefined : request.turnKey,
    }).catch((error) => {
      log.debug('transcript unreadable', error);
      return undefined;
    });
    return read;
  };
}

/**
 * Steps 1-6 of SPEC 3.2 on one session state; pure apart from the transcript read and the builder.
 * `explain` (eval) also builds the checkpoint when an earlier step already allows, to show what it would say.
 */
export async function judgeStop(request: StopRequest, state: SessionState, config: Config, now: number, explain = false): Promise<Verdict> {
  const env = request.env ?? process.env;
  const readTurn = timelineReader(request, config);
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
    current = startTurn(current, (await readTurn())?.turnStartedAt, request.turnKey);
  } else if (current.lastPromptAt === undefined) {
    const timeline = await readTurn();
    if (timeline?.turnKey && timeline.turnKey !== current.turnKey) current = startTurn(current, timeline.turnStartedAt, timeline.turnKey);
    else if (timeline?.turnStartedAt) current = { ...current, lastPromptAt: timeline.turnStartedAt };
  }

  const gate = gateStop({ now, state: current, config, agent: request.agent, killSwitch, maxBlocks: request.route === 'notify' ? 1 : undefined });
  if (gate.kind === 'allow') {
    if (!explain) return allow(gate.why);
    const timeline = await readTurn();
    const result = timeline ? await buildCheckpoint({ cwd: request.cwd, timeline, config, elapsedSeconds: 0, env }).catch(() => undefined) : undefined;
    return { ...allow(gate.why), result, timeline };
  }

  const timeline = await readTurn();
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
  return { state: settled, outcome: { block: Boolean(message), message, why }, result, timeline };
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
