import * as v from 'valibot';
import type { AgentName } from '../transcript/timeline.js';

/** What a hook invocation means, whatever agent sent it. */
export type HookEvent =
  | { kind: 'prompt'; prompt: string; turnKey?: string }
  | { kind: 'stop'; turnKey?: string }
  | { kind: 'session-start'; resumed: boolean }
  | { kind: 'pre-compact' }
  | { kind: 'tool-use' }
  | { kind: 'ignored'; why: string };

export interface HookInput {
  agent: AgentName;
  sessionId: string;
  cwd: string;
  transcriptPath?: string;
  event: HookEvent;
}

/** The fields every agent sends; wrong types make the whole payload unusable (fail open). */
export const BasePayload = v.looseObject({
  session_id: v.pipe(v.string(), v.minLength(1)),
  cwd: v.pipe(v.string(), v.minLength(1)),
  hook_event_name: v.string(),
  transcript_path: v.optional(v.nullable(v.string())),
  prompt: v.optional(v.string()),
  source: v.optional(v.string()),
  agent_id: v.optional(v.string()),
});
export type BasePayload = v.InferOutput<typeof BasePayload>;

export const optionalString = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export interface AgentAdapter {
  name: AgentName;
  /** Maps a validated payload to an event. */
  event(payload: BasePayload): HookEvent;
  /** The stdout JSON that blocks a stop with this message. */
  block(message: string): Record<string, string>;
  /** The stdout JSON that adds context at session start. */
  context?(text: string): Record<string, unknown>;
}
