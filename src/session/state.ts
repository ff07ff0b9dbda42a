import * as v from 'valibot';
import { AGENTS } from '../agents/protocol.js';

const SCHEMA_VERSION = 2;

const Evaluation = v.object({
  at: v.number(),
  decision: v.picklist(['block', 'allow']),
  why: v.string(),
  message: v.optional(v.string()),
  categories: v.array(v.string()),
  actions: v.array(v.string()),
  observations: v.array(v.string()),
  elapsedSeconds: v.optional(v.number()),
  route: v.optional(v.string()),
});

/** A shell command the agent's tool-call hook saw, so a command run from that shell can tell whose it is. */
const ShellCall = v.object({
  command: v.string(),
  /** Where it runs: the session's folder, or the folder the call names. */
  cwd: v.string(),
  at: v.number(),
  /** Claude's agent_id when a subagent runs it. */
  subagent: v.optional(v.string()),
});

const CurrentState = v.object({
  schema: v.literal(SCHEMA_VERSION),
  agent: v.picklist(AGENTS),
  sessionId: v.string(),
  cwd: v.optional(v.string()),
  transcriptPath: v.optional(v.string()),
  /** Epoch ms of the last real user prompt. */
  lastPromptAt: v.optional(v.number()),
  /** Epoch ms of the last checkpoint given. */
  lastCheckpointAt: v.optional(v.number()),
  /** Claude prompt_id, Codex turn_id, or `n<counter>` for agents without one. */
  turnKey: v.optional(v.string()),
  turnCounter: v.number(),
  /** Stops the turn checkpoint (or its generic message) blocked this turn: at most `maxBlocksPerTurn`. */
  checkpointsThisTurn: v.number(),
  /** Observations already handed to the agent this turn: repeating them alone is nagging, not news. */
  deliveredObservations: v.optional(v.array(v.string())),
  /** Stops blocked this turn, for any reason (the turn checkpoint, the guard or both in one message). */
  stopsBlockedThisTurn: v.optional(v.number()),
  /** Stops the investigation guard blocked this turn (SPEC 5: at most 3, re-armed by a real prompt). */
  guardBlocksThisTurn: v.optional(v.number()),
  /** The open investigation of this session (`checkpoint goal`), until `rewind` or `goal --cancel`. */
  goal: v.optional(v.object({ text: v.string(), openedAt: v.number() })),
  /** `turnKey@transcript size:mtime` of the last stop that asked for a `turn` restore point: the same turn ending again with nothing new asks for none. */
  turnPointMark: v.optional(v.string()),
  off: v.boolean(),
  resumePending: v.boolean(),
  lastEvaluation: v.optional(Evaluation),
  /** The shell commands the tool-call hook saw last, newest last (session/shell-calls.ts). */
  shellCalls: v.optional(v.array(ShellCall)),
  /**
   * Epoch ms of the agent's last hook event: what makes a session the latest of its workspace. A person's
   * `off`, `on` or `goal` writes the state (updatedAt) without making it the one the agent ran last.
   */
  activeAt: v.optional(v.number()),
  updatedAt: v.number(),
});

/** A session recorded before schema 2, whose count of checkpoints this turn was `blocksThisTurn`: read as the current one. */
const FirstState = v.pipe(
  v.object({ ...v.omit(CurrentState, ['schema', 'checkpointsThisTurn']).entries, schema: v.literal(1), blocksThisTurn: v.number() }),
  v.transform(({ blocksThisTurn, ...rest }): SessionState => ({ ...rest, schema: SCHEMA_VERSION, checkpointsThisTurn: blocksThisTurn })),
);

export const SessionStateSchema = v.union([CurrentState, FirstState]);

export type SessionState = v.InferOutput<typeof CurrentState>;
export type Evaluation = v.InferOutput<typeof Evaluation>;
export type ShellCall = v.InferOutput<typeof ShellCall>;

export function emptySession(agent: SessionState['agent'], sessionId: string, now: number): SessionState {
  return {
    schema: SCHEMA_VERSION,
    agent,
    sessionId,
    turnCounter: 0,
    checkpointsThisTurn: 0,
    off: false,
    resumePending: false,
    updatedAt: now,
  };
}
