// The impure shell around decideStop (decide-stop.ts), shared by every route: the Claude/Codex Stop and
// Gemini AfterAgent hooks, Codex notify, and eval. It loads the config, reads the transcript, runs the
// builder it is given and records the decision; what the decision is, decide-stop.ts alone says.
import { statSync } from 'node:fs';
import { PROFILES } from '../agents/index.js';
import type { BuildInput } from '../checkpoint/build.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
import { type Settled, settleTurn } from '../transcript/settle.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { selfName } from '../util/bundle.js';
import { type Exec, exec as realExec } from '../util/exec.js';
import { log } from '../util/log.js';
import { readWorkTree } from '../util/work-tree.js';
import { decideStop, type StopDecision, type StopDeps, type StopRequest } from './decide-stop.js';
import type { SessionState } from './state.js';
import { SessionStore } from './state-store.js';
import { killSwitchOn } from './stop-rules.js';

export type { StopOutcome, StopRequest } from './decide-stop.js';

/** The checkpoint builder (checkpoint/build.ts) and the transcript reader, passed in by each route. */
type Builder = (input: BuildInput) => Promise<CheckpointResult>;
type Reader = typeof readTimeline;

/**
 * Reads the transcript only when the decision asks: `start` once, for the turn's start (the turn the
 * route already read counts as that read); `whole` for judging the turn, re-reading for a short while
 * when the transcript lags the stop.
 */
function turnReader(request: StopRequest, config: Config, read: Reader): StopDeps['readTurn'] {
  const readOnce = (): Promise<TurnTimeline | undefined> => {
    if (!request.transcriptPath) return Promise.resolve(undefined);
    return read(request.agent, request.transcriptPath, {
      maxBytes: config.transcript.maxBytes,
      // Only an agent whose payloads key their turns (Claude prompt_id, Codex turn_id) finds a turn by key.
      turnKey: PROFILES[request.agent].turnKeyField ? request.turnKey : undefined,
    }).catch((error) => {
      log.debug('transcript unreadable', error);
      return undefined;
    });
  };
  let first: Promise<TurnTimeline | undefined> | undefined = request.timeline ? Promise.resolve(request.timeline) : undefined;
  let whole: Promise<Settled> | undefined;
  const readFirst = () => (first ??= readOnce());
  return (need) => {
    if (need === 'start') return readFirst().then((timeline) => ({ timeline, waitedMs: 0 }));
    return (whole ??= readFirst().then(async (timeline) => {
      const settled = await settleTurn(timeline, readOnce, request.finalReply, { boundMs: config.transcript.settleMs });
      if (settled.incomplete) log.debug(`turn judged incomplete after ${settled.waitedMs} ms: ${settled.incomplete}`);
      else if (settled.waitedMs > 0) log.debug(`transcript held the whole turn after ${settled.waitedMs} ms`);
      return settled;
    }));
  };
}

/** Size and modification time of the transcript: unchanged means the agent wrote nothing since. */
function transcriptMark(path: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    const stat = statSync(path);
    return stat.isFile() ? `${stat.size}:${Math.round(stat.mtimeMs)}` : undefined;
  } catch {
    return undefined;
  }
}

interface EvaluateOptions {
  build: Builder;
  /** eval: judge this state under this config, build even when an earlier step allows, record nothing. */
  explain?: { state: SessionState; config: Config };
  read?: Reader;
  exec?: Exec;
}

/**
 * Decides a stop and records the decision in the session. Throws only what the route's fail-open
 * boundary must catch (an unwritable state dir, a lock that cannot be had); a failing builder is part
 * of the decision (the generic message, and `buildError`).
 */
export async function evaluateStop(
  request: StopRequest,
  { build, explain, read = readTimeline, exec = realExec }: EvaluateOptions,
): Promise<StopDecision> {
  const env = request.env ?? process.env;
  const config = explain?.config ?? loadConfig(request.cwd, env).config;
  const self = selfName(env);
  const deps: StopDeps = {
    readTurn: turnReader(request, config, read),
    buildCheckpoint: async (timeline, elapsedSeconds) => {
      const workTree = await readWorkTree(request.cwd, exec);
      return build({ cwd: request.cwd, timeline, config, elapsedSeconds, env, workTree, exec, self });
    },
  };
  const input = {
    request,
    config,
    now: request.now ?? Date.now(),
    killSwitch: killSwitchOn(env),
    transcriptMark: transcriptMark(request.transcriptPath),
    explain: explain !== undefined,
    self,
  };
  if (explain) return decideStop({ ...input, state: explain.state }, deps);
  let decision: StopDecision = { block: false, why: 'not evaluated', turnPoint: false };
  const recorded = await new SessionStore(env).updateIfUnchanged(request.agent, request.sessionId, async (state) => {
    decision = await decideStop({ ...input, state }, deps);
    return decision.state;
  });
  if (decision.buildError) log.debug('builder failed:', decision.buildError);
  // Other hooks kept changing the session: a block that cannot be recorded could break the cap.
  if (!recorded) return { block: false, why: 'the session changed during every evaluation: allowed, nothing recorded', turnPoint: false };
  return decision;
}
