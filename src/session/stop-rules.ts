// The steps of the stop decision of SPEC 3.2 as pure functions: state and clock in, step out.
// decide-stop.ts puts them together into the one decision every route acts on.

import type { AgentName } from '../agents/protocol.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import type { Config } from '../config/schema.js';
import { counted } from '../util/counted.js';
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

/** Allowed at step 1 (silenced), 2 (the turn had its debriefs), 3 (no turn start) or 4 (inside the threshold); or judged. */
type Gate =
  | { kind: 'allow'; why: string; step: 'silenced' | 'cap' | 'no-start' | 'threshold' }
  | { kind: 'evaluate'; turnStart: number; elapsedSeconds: number };

/** Step 1: why checkpoints are silenced outright for this session, if they are. */
export function silenced({ state, config, agent, killSwitch }: Omit<GateInput, 'now' | 'maxBlocks'>): string | undefined {
  if (killSwitch) return 'CHECKPOINT_DISABLE is set';
  if (state.off) return 'debriefs are off for this session (`checkpoint on` turns them back on)';
  if (!config.agents[agent]) return `debriefs are disabled for ${agent} in the config (agents.${agent})`;
  return undefined;
}

/** Steps 1-4: everything that can be decided without git or the transcript. */
export function gateStop(input: GateInput): Gate {
  const { now, state, config, maxBlocks } = input;
  const off = silenced(input);
  if (off) return { kind: 'allow', why: off, step: 'silenced' };
  const cap = Math.min(maxBlocks ?? config.maxBlocksPerTurn, config.maxBlocksPerTurn);
  if (state.checkpointsThisTurn >= cap)
    return {
      kind: 'allow',
      why:
        cap === 0
          ? 'debriefs are capped at 0 a turn (maxBlocksPerTurn)'
          : `this turn already had ${debriefs(state)} (at most ${cap} a turn)`,
      step: 'cap',
    };
  const turnStart = Math.max(state.lastPromptAt ?? -Infinity, state.lastCheckpointAt ?? -Infinity);
  if (!Number.isFinite(turnStart)) return { kind: 'allow', why: 'no turn start known', step: 'no-start' };
  const elapsedSeconds = Math.max(0, (now - turnStart) / 1000);
  if (elapsedSeconds < config.thresholdSeconds && !state.resumePending) {
    const since = state.lastCheckpointAt === undefined ? '' : ' since its checkpoint debrief';
    return {
      kind: 'allow',
      why: `worked ${Math.round(elapsedSeconds)}s${since}, under the ${config.thresholdSeconds}s threshold`,
      step: 'threshold',
    };
  }
  return { kind: 'evaluate', turnStart, elapsedSeconds };
}

function debriefs(state: SessionState): string {
  return state.checkpointsThisTurn === 1 ? 'its checkpoint debrief' : `${state.checkpointsThisTurn} checkpoint debriefs`;
}

/**
 * A stop the gate let pass after the turn's debrief (at the cap, or inside the threshold counted from it): what
 * the turn still owes, so status and eval never call a turn with open actions merely "under the threshold".
 */
export function afterDebriefWhy(state: SessionState, result: CheckpointResult): string {
  const left = result.actions.length > 0 ? `${counted(result.actions.length, 'action')} not done` : 'no required action left';
  return `this turn already had ${debriefs(state)}; ${left}`;
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
