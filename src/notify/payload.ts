import * as v from 'valibot';

/** The Codex `notify` payload, normalised. Codex names its keys in kebab-case. */
export interface NotifyPayload {
  /** The Codex thread id: our session id, and the suffix of the rollout file name. */
  threadId: string;
  /** The turn that just completed; the session's turn key. */
  turnId?: string;
  cwd: string;
  /** `codex-tui` for the interactive TUI, `codex_exec` for `codex exec`; older versions omit it. */
  client?: string;
  /** The user messages of this turn, in order. */
  inputMessages: string[];
  lastAssistantMessage?: string;
}

// Tolerant on purpose: extra keys are ignored (Codex adds fields between versions), only what the
// route needs is required. Any other event type (newer Codex versions add some) is not ours to act on.
const PayloadSchema = v.object({
  type: v.literal('agent-turn-complete'),
  'thread-id': v.pipe(v.string(), v.minLength(1)),
  'turn-id': v.optional(v.nullable(v.string())),
  cwd: v.pipe(v.string(), v.minLength(1)),
  client: v.optional(v.nullable(v.string())),
  'input-messages': v.optional(v.nullable(v.array(v.unknown()))),
  'last-assistant-message': v.optional(v.nullable(v.string())),
});

/**
 * The payload from the notify program's argv (the arguments after `notify`). Codex appends the JSON
 * as the last argument; anything before it comes from the user's `notify = [...]` setting and is ignored.
 * Returns undefined for anything that is not a usable agent-turn-complete payload.
 */
export function parseNotifyArgs(argv: readonly string[]): NotifyPayload | undefined {
  const last = argv.at(-1);
  if (!last) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(last);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(PayloadSchema, json);
  if (!parsed.success) return undefined;
  const raw = parsed.output;
  return {
    threadId: raw['thread-id'],
    turnId: raw['turn-id'] || undefined,
    cwd: raw.cwd,
    client: raw.client || undefined,
    inputMessages: (raw['input-messages'] ?? []).filter((m): m is string => typeof m === 'string'),
    lastAssistantMessage: raw['last-assistant-message'] ?? undefined,
  };
}
