import type { AgentName } from '../agents/protocol.js';

// The one shape every transcript reader produces; the builder reads nothing else.

/** What a tool call did to the workspace, independent of the agent's tool names. */
export type ToolKind = 'edit' | 'read' | 'shell' | 'todo' | 'other';

export interface ToolCall {
  /** The agent's call id (Claude tool_use id, Gemini toolCall id, Codex call_id). */
  id: string;
  /** The tool name as the agent calls it (`Edit`, `replace`, `exec_command`, `apply_patch`...). */
  name: string;
  kind: ToolKind;
  input: Record<string, unknown>;
  /** Files the call edited (kind edit) or read (kind read), as the agent wrote them (absolute or cwd-relative). */
  paths: string[];
  /** The shell command line, for kind shell. */
  command?: string;
  /** The directory the call ran in, as the agent wrote it (absolute or cwd-relative); else the session cwd. */
  cwd?: string;
  /** The tool result says the call failed (structural signal only, never guessed from output text). */
  failed: boolean;
  exitCode?: number;
  /** The first and last part of the result text, bounded (a few KB). */
  output: string;
  /** Epoch ms of the call, when the transcript says. */
  time?: number;
  /** False while the transcript holds the call but not yet its result (it may still be on its way). */
  answered?: boolean;
}

export interface TodoItem {
  content: string;
  status: string;
}

export interface TurnTimeline {
  agent: AgentName;
  /** Claude promptId, Codex turn_id, Gemini prompt message id. */
  turnKey?: string;
  /** Epoch ms of the real user prompt that started this turn. */
  turnStartedAt?: number;
  /** That prompt's text. */
  prompt?: string;
  /** This turn's tool calls in order, results paired by id. Includes calls after a checkpoint in the same turn. */
  calls: ToolCall[];
  /** Paths read (or written) before this turn, as far back as the read window reached. */
  priorReads: string[];
  /** Checkpoint messages (our prefix) the agent received in this turn. */
  checkpointsInTurn: number;
  /** The last user-role message of the transcript is a checkpoint message. */
  lastUserIsCheckpoint: boolean;
  /** The agent's last text reply of the turn, when nothing but text followed the last tool call (bounded). */
  lastReply?: string;
  /** Calls of this turn whose result is not in the transcript (yet). */
  unansweredCalls: number;
  /** The latest todo / plan state seen. */
  todos?: TodoItem[];
  /**
   * The agent refuses an edit of a file not read in the session (Claude Code), so a successful edit
   * proves the read, even one older than the window read.
   */
  editsProveReads?: boolean;
  /** The read window (byte cap) ended before the turn start was found: evaluated on what was read. */
  truncated: boolean;
  bytesRead: number;
}

export interface ReadOptions {
  /** Byte cap for reading from the end of the file. */
  maxBytes?: number;
  /** The turn to find (Claude prompt_id, Codex turn_id); else the last real prompt. */
  turnKey?: string;
}

export const CHECKPOINT_PREFIX = '[Checkpoint] - ';

/** A turn with nothing read yet: a point taken before the transcript holds the turn, or a test's base. */
export function emptyTimeline(agent: AgentName, fields: Partial<TurnTimeline> = {}): TurnTimeline {
  return {
    agent,
    calls: [],
    priorReads: [],
    checkpointsInTurn: 0,
    lastUserIsCheckpoint: false,
    unansweredCalls: 0,
    truncated: false,
    bytesRead: 0,
    ...fields,
  };
}
