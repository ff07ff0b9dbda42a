// The steps of the stop decision of SPEC 3.2 as pure functions: state and clock in, step out.
// decide-stop.ts puts them together into the one decision every route acts on.

import type { AgentName } from '../agents/protocol.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import type { Config } from '../config/schema.js';
import type { Evaluation, SessionState } from './state.js';

/** The kill switch: every hook is a no-op (SPEC 2). */
export function killSwitchOn(env: NodeJS.ProcessEnv): boolean {
  return env.CHECKPOINT_DISABLE === '1';
}

interface GateInput {
  now: number;
  state: SessionState;
  config: Config;
  agent: AgentName;
  /** CHECKPOINT_DISABLE=1 */
  killSwitch: boolean;
  /** Blocks allowed this turn on this route (notify delivers at most once). */
  maxBlocks?: number;
}

type Gate = { kind: 'allow'; why: string } | { kind: 'evaluate'; turnStart: number; elapsedSeconds: number };

/** Step 1: why checkpoints are silenced outright for this session, if they are. */
export function silenced({ state, config, agent, killSwitch }: Omit<GateInput, 'now' | 'maxBlocks'>): string | undefined {
  if (killSwitch) return 'CHECKPOINT_DISABLE is set';
  if (state.off) return 'checkpoints are off for this session (checkpoint on re-enables them)';
  if (!config.agents[agent]) return `checkpoints are disabled for ${agent} in the config`;
  return undefined;
}

/** Steps 1-4: everything that can be decided without git or the transcript. */
export function gateStop(input: GateInput): Gate {
  const { now, state, config, maxBlocks } = input;
  const off = silenced(input);
  if (off) return { kind: 'allow', why: off };
  const cap = Math.min(maxBlocks ?? config.maxBlocksPerTurn, config.maxBlocksPerTurn);
  if (state.checkpointsThisTurn >= cap)
    return { kind: 'allow', why: `this turn already got ${state.checkpointsThisTurn} checkpoint(s) (cap ${cap})` };
  const turnStart = Math.max(state.lastPromptAt ?? -Infinity, state.lastCheckpointAt ?? -Infinity);
  if (!Number.isFinite(turnStart)) return { kind: 'allow', why: 'no turn start known' };
  const elapsedSeconds = Math.max(0, (now - turnStart) / 1000);
  if (elapsedSeconds < config.thresholdSeconds && !state.resumePending) {
    return { kind: 'allow', why: `worked ${Math.round(elapsedSeconds)}s, under the ${config.thresholdSeconds}s threshold` };
  }
  return { kind: 'evaluate', turnStart, elapsedSeconds };
}

/** A new turn starts: from a real prompt event, or a turn key the state has not seen. */
export function startTurn(state: SessionState, promptAt: number | undefined, turnKey?: string): SessionState {
  const counter = state.turnCounter + 1;
  return {
    ...state,
    turnKey: turnKey ?? `n${counter}`,
    turnCounter: counter,
    lastPromptAt: promptAt,
    lastCheckpointAt: undefined,
    checkpointsThisTurn: 0,
    stopsBlockedThisTurn: 0,
    guardBlocksThisTurn: 0,
    deliveredObservations: undefined,
  };
}

export function evaluationOf(
  now: number,
  result: CheckpointResult | undefined,
  block: boolean,
  why: string,
  route: string,
  elapsedSeconds?: number,
): Evaluation {
  return {
    at: now,
    decision: block ? 'block' : 'allow',
    why,
    message: block ? result?.message : undefined,
    categories: result?.categories ?? [],
    actions: (result?.actions ?? []).map((action) => (action.command ? `${action.text}: ${action.command}` : action.text)),
    observations: result?.observations ?? [],
    elapsedSeconds: elapsedSeconds === undefined ? undefined : Math.round(elapsedSeconds),
    route,
  };
}

/**
 * A second checkpoint in one turn is worth it for actions still not done or for something new; a
 * failure the agent was already told about (and chose not to re-run) does not block again.
 */
export function isNews(result: CheckpointResult, state: SessionState): boolean {
  const delivered = new Set(state.deliveredObservations ?? []);
  return result.actions.length > 0 || result.observations.some((observation) => !delivered.has(observation));
}

/** Steps 5-6: after the builder ran (or failed: message is then the generic one). */
export function settleStop(state: SessionState, now: number, message: string | undefined, observations: string[] = []): SessionState {
  const afterResume = { ...state, resumePending: false };
  if (!message) return afterResume;
  const delivered = [...new Set([...(state.deliveredObservations ?? []), ...observations])];
  return { ...afterResume, lastCheckpointAt: now, checkpointsThisTurn: state.checkpointsThisTurn + 1, deliveredObservations: delivered };
}
