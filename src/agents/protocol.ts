import * as v from 'valibot';

/** The agents checkpoint serves; every agent-specific fact lives in this folder, keyed by these names. */
export type AgentName = 'claude' | 'gemini' | 'codex';
export const AGENTS: readonly AgentName[] = ['claude', 'gemini', 'codex'];

const text = v.pipe(v.string(), v.minLength(1));

/** What a hook invocation means, whatever agent sent it. */
export const HookEvent = v.variant('kind', [
  v.object({ kind: v.literal('prompt'), prompt: v.string(), turnKey: v.optional(v.string()) }),
  v.object({ kind: v.literal('stop'), turnKey: v.optional(v.string()), finalReply: v.optional(v.string()) }),
  v.object({ kind: v.literal('session-start'), resumed: v.boolean(), compacted: v.boolean() }),
  v.object({ kind: v.literal('pre-compact') }),
  v.object({ kind: v.literal('tool-use'), command: v.optional(v.string()), dir: v.optional(v.string()), subagent: v.optional(v.string()) }),
  v.object({ kind: v.literal('ignored'), why: v.string() }),
]);
export type HookEvent = v.InferOutput<typeof HookEvent>;

export type EventKind = Exclude<HookEvent['kind'], 'ignored'>;

/** Which session of which agent a hook ran for, and where: all that work left for after its answer needs. */
export const HookSession = v.object({
  agent: v.picklist(AGENTS),
  sessionId: text,
  cwd: text,
  transcriptPath: v.optional(v.string()),
});
export type HookSession = v.InferOutput<typeof HookSession>;

/** One hook invocation: its session, and what happened. */
export const HookInput = v.object({ ...HookSession.entries, event: HookEvent });
export type HookInput = v.InferOutput<typeof HookInput>;

/** The fields every agent sends; wrong types make the whole payload unusable (fail open). */
export const BasePayload = v.looseObject({
  session_id: text,
  cwd: text,
  hook_event_name: v.string(),
  transcript_path: v.optional(v.nullable(v.string())),
  prompt: v.optional(v.string()),
  source: v.optional(v.string()),
  agent_id: v.optional(v.string()),
});
export type BasePayload = v.InferOutput<typeof BasePayload>;

/** Everything that differs between the agents' hook protocols, as data. */
export interface AgentProfile {
  name: AgentName;
  /** The agent's event names for each kind of event checkpoint handles, in install order; the rest are ignored. */
  events: Record<string, EventKind>;
  /** The agent's shell tool: the matcher of the tool-use hook. */
  shellTool: string;
  /**
   * The tool-call hook is what tells who runs a command in the agent's shell: the shell carries no session id
   * (Gemini), or a subagent's shell carries its session's (Claude). init installs that entry for these agents.
   */
  shellSeenByHook: boolean;
  /** Every hook event the agent runs, installed by checkpoint or not: a settings key near one of these is a typo. */
  knownEvents: readonly string[];
  /** Hook timeout in the agent's unit: Claude and Codex count seconds, Gemini milliseconds. */
  hookTimeout: number;
  /** The payload field that names the turn, when the agent has one. */
  turnKeyField?: string;
  /** The stop payload field with the turn's final text. */
  finalReplyField: string;
  /** SessionStart sources that resume an earlier session (the next stop skips the threshold once). */
  resumeSources: string[];
  /** The decision word that blocks a stop. */
  blockDecision: 'block' | 'deny';
  /** The variable the agent sets in its shells: `=1`, or any value when the name alone is given. */
  shellEnv: string;
  /** The variable holding the session id in the agent's shells, when it exports one. */
  sessionEnv?: string;
  /** The instruction files the agent reads from a project (the committed one first), and other files it loads at start. */
  guideFiles: string[];
  startFiles?: string[];
  /** The agent's settings folder in a project, and in the user's home. */
  projectDir: string;
  userDir(env: NodeJS.ProcessEnv): string;
  /** The JSON file in that folder holding hook entries; Codex's TOML config beside it. */
  settingsFile: string;
  configFile?: string;
}

export function toEvent(profile: AgentProfile, payload: BasePayload): HookEvent {
  const kind = profile.events[payload.hook_event_name];
  const key = profile.turnKeyField ? payload[profile.turnKeyField] : undefined;
  const turnKey = typeof key === 'string' && key ? key : undefined;
  switch (kind) {
    case 'prompt':
      return { kind, prompt: payload.prompt ?? '', turnKey };
    case 'stop':
      // A Stop inside a subagent's context is not the session's turn end.
      if (payload.agent_id) return { kind: 'ignored', why: 'subagent stop' };
      return {
        kind,
        turnKey,
        finalReply: typeof payload[profile.finalReplyField] === 'string' ? (payload[profile.finalReplyField] as string) : undefined,
      };
    case 'session-start':
      return { kind, resumed: profile.resumeSources.includes(payload.source ?? ''), compacted: payload.source === 'compact' };
    case 'pre-compact':
      return { kind };
    case 'tool-use':
      return { kind, command: shellCommandOf(payload), dir: shellDirOf(payload), subagent: payload.agent_id || undefined };
    default:
      return { kind: 'ignored', why: `${payload.hook_event_name} is not handled` };
  }
}

/** The shell command of a tool-use payload (Claude/Codex Bash `command`, Codex `cmd`, Gemini run_shell_command), if any. */
function shellCommandOf(payload: BasePayload): string | undefined {
  const input = payload.tool_input;
  if (!input || typeof input !== 'object') return undefined;
  const command = (input as Record<string, unknown>).command ?? (input as Record<string, unknown>).cmd;
  if (typeof command === 'string') return command;
  if (Array.isArray(command)) return command.filter((part) => typeof part === 'string').join(' ');
  return undefined;
}

/** The folder a shell call runs in, when the call names one (Gemini `dir_path`/`directory`, Codex `workdir`). */
function shellDirOf(payload: BasePayload): string | undefined {
  const input = payload.tool_input;
  if (!input || typeof input !== 'object') return undefined;
  const fields = input as Record<string, unknown>;
  const dir = fields.dir_path ?? fields.directory ?? fields.workdir;
  return typeof dir === 'string' && dir ? dir : undefined;
}

/** The agent's name for an event kind (the first one, when several map to it). */
export function eventName(profile: AgentProfile, kind: EventKind): string | undefined {
  return Object.keys(profile.events).find((name) => profile.events[name] === kind);
}

/** The stdout JSON that adds context for the model at a session start or a prompt (all three agents read it). */
export function contextOutput(profile: AgentProfile, kind: 'session-start' | 'prompt', text: string): Record<string, unknown> {
  return { hookSpecificOutput: { hookEventName: eventName(profile, kind), additionalContext: text } };
}

/** The stdout JSON that blocks a stop (Codex rejects any other key). */
export function blockOutput(profile: AgentProfile, message: string): Record<string, string> {
  return { decision: profile.blockDecision, reason: message };
}
