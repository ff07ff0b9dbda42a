import { quote } from 'shell-quote';
import { isRecord } from '../util/record.js';
import { applyPatchPaths, isApplyPatchCommand } from './patch.js';
import { epochMs, isCheckpointText, isPromptText, outputSnippet, promptSnippet, replySnippet, str, textOf, toolOutput } from './text.js';
import type { ReadOptions, TodoItem, ToolCall, ToolKind, TurnTimeline } from './timeline.js';
import { CHECKPOINT_PREFIX } from './timeline.js';
import { readJsonlTurn, type TurnEvent } from './turn.js';

// Codex rollout JSONL (PROTOCOLS 3): `{timestamp, type, payload}` lines. A turn is a `turn_id`
// (turn_context / task_started lines; items repeat it in their metadata passthrough). A stop hook's
// continuation stays in the same turn as a `<hook_prompt>` user message.

type CodexEntry =
  | { kind: 'turn'; turnId: string; started: boolean }
  | { kind: 'user'; text: string; provenance?: string; source: 'item' | 'event'; turnId?: string; at?: number }
  | { kind: 'call'; id: string; name: string; args: Record<string, unknown>; argv?: string[]; turnId?: string; at?: number }
  | { kind: 'reply'; text: string }
  | { kind: 'output'; id: string; text: string; exitCode?: number }
  | { kind: 'exec'; id: string; exitCode?: number; failed: boolean };

// Harness text Codex sends with role user (older versions carry no provenance metadata).
const HARNESS_PREFIXES = [
  '<environment_context>',
  '<user_instructions>',
  '<hook_prompt',
  '<turn_aborted>',
  '<user_shell_command>',
  '# AGENTS.md instructions',
];

function passthroughTurn(payload: Record<string, unknown>): string | undefined {
  const meta = payload.internal_chat_message_metadata_passthrough;
  return isRecord(meta) ? str(meta.turn_id) : undefined;
}

function provenanceOf(payload: Record<string, unknown>): string | undefined {
  const meta = payload.internal_chat_message_metadata_passthrough;
  if (!isRecord(meta) || !Array.isArray(meta.content_item_metadata)) return undefined;
  for (const item of meta.content_item_metadata) {
    if (isRecord(item) && isRecord(item.provenance) && typeof item.provenance.type === 'string') return item.provenance.type;
  }
  return undefined;
}

function parseArguments(raw: unknown): Record<string, unknown> {
  if (isRecord(raw)) return raw;
  if (typeof raw !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? parsed : { raw };
  } catch {
    return { raw };
  }
}

/** Output text and exit code: plain text, or JSON `{"output", "metadata": {"exit_code"}}` (older `shell`). */
function parseOutput(output: unknown): { text: string; exitCode?: number } {
  let value = output;
  if (typeof value === 'string' && value.trimStart().startsWith('{')) {
    try {
      value = JSON.parse(value);
    } catch {
      // plain text that happens to start with a brace
    }
  }
  let text: string;
  let exitCode: number | undefined;
  if (isRecord(value)) {
    text = typeof value.output === 'string' ? value.output : textOf(value.content ?? value.output);
    const metadata = value.metadata;
    if (isRecord(metadata) && typeof metadata.exit_code === 'number') exitCode = metadata.exit_code;
  } else {
    text = typeof value === 'string' ? value : textOf(value);
  }
  if (exitCode === undefined) {
    const match = /Process exited with code (\d+)/.exec(text) ?? /^Exit code: (\d+)/m.exec(text);
    if (match) exitCode = Number(match[1]);
  }
  return { text: outputSnippet(text), exitCode };
}

export function codexEntries(line: unknown): CodexEntry[] {
  if (!isRecord(line) || !isRecord(line.payload)) return [];
  const payload = line.payload;
  const at = epochMs(line.timestamp);
  if (line.type === 'turn_context') {
    const turnId = str(payload.turn_id);
    return turnId ? [{ kind: 'turn', turnId, started: false }] : [];
  }
  if (line.type === 'response_item') return responseItem(payload, at);
  if (line.type === 'event_msg') return eventMsg(payload, at);
  return [];
}

function responseItem(payload: Record<string, unknown>, at?: number): CodexEntry[] {
  const turnId = passthroughTurn(payload);
  switch (payload.type) {
    case 'message':
      if (payload.role === 'assistant') {
        const text = replySnippet(textOf(payload.content));
        return text ? [{ kind: 'reply', text }] : [];
      }
      if (payload.role !== 'user') return [];
      return [
        { kind: 'user', text: promptSnippet(textOf(payload.content)), provenance: provenanceOf(payload), source: 'item', turnId, at },
      ];
    case 'function_call':
      return [
        {
          kind: 'call',
          id: str(payload.call_id) ?? str(payload.id) ?? '',
          name: str(payload.name) ?? '',
          args: parseArguments(payload.arguments),
          turnId,
          at,
        },
      ];
    case 'custom_tool_call':
      return [
        {
          kind: 'call',
          id: str(payload.call_id) ?? str(payload.id) ?? '',
          name: str(payload.name) ?? '',
          args: { input: str(payload.input) ?? '' },
          turnId,
          at,
        },
      ];
    case 'local_shell_call': {
      const action = isRecord(payload.action) ? payload.action : {};
      const argv = Array.isArray(action.command) ? action.command.filter((a): a is string => typeof a === 'string') : [];
      return [
        { kind: 'call', id: str(payload.call_id) ?? str(payload.id) ?? '', name: 'local_shell_call', args: action, argv, turnId, at },
      ];
    }
    case 'function_call_output':
    case 'custom_tool_call_output':
      return [{ kind: 'output', id: str(payload.call_id) ?? '', ...parseOutput(payload.output) }];
    default:
      return [];
  }
}

function eventMsg(payload: Record<string, unknown>, at?: number): CodexEntry[] {
  if (payload.type === 'task_started') {
    const turnId = str(payload.turn_id);
    return turnId ? [{ kind: 'turn', turnId, started: true }] : [];
  }
  if (payload.type === 'user_message' && typeof payload.message === 'string') {
    return [{ kind: 'user', text: promptSnippet(payload.message), source: 'event', turnId: str(payload.turn_id), at }];
  }
  if (payload.type === 'exec_command_end' && typeof payload.call_id === 'string') {
    const exitCode = typeof payload.exit_code === 'number' ? payload.exit_code : undefined;
    return [{ kind: 'exec', id: payload.call_id, exitCode, failed: exitCode !== undefined && exitCode !== 0 }];
  }
  // The final text is logged as an event first, then as a response item: either shows it was written.
  if (payload.type === 'item_completed' && isRecord(payload.item) && payload.item.type === 'AgentMessage') {
    const text = replySnippet(textOf(payload.item.content));
    return text ? [{ kind: 'reply', text }] : [];
  }
  if (payload.type === 'agent_message' && typeof payload.message === 'string' && payload.message.trim()) {
    return [{ kind: 'reply', text: replySnippet(payload.message) }];
  }
  if (payload.type === 'item_completed' && isRecord(payload.item) && payload.item.type === 'CommandExecution') {
    const item = payload.item;
    const exitCode = typeof item.exit_code === 'number' ? item.exit_code : undefined;
    const failed = item.status === 'failed' || (exitCode !== undefined && exitCode !== 0);
    return typeof item.id === 'string' ? [{ kind: 'exec', id: item.id, exitCode, failed }] : [];
  }
  return [];
}

/** `["bash", "-lc", "X"]` ran X; anything else is quoted back into one command line. */
export function argvToCommand(argv: string[]): string {
  const shell = argv[0]?.split('/').pop() ?? '';
  if (argv.length === 3 && ['bash', 'sh', 'zsh', 'dash'].includes(shell) && ['-lc', '-c'].includes(argv[1])) return argv[2];
  if (argv[0] === 'apply_patch' || argv[0] === 'applypatch') return argv.join(' ');
  return quote(argv);
}

const SHELL_TOOLS = new Set(['exec_command', 'shell', 'shell_command', 'local_shell_call', 'container.exec']);

export function codexToolCall(entry: Extract<CodexEntry, { kind: 'call' }>): { call: ToolCall; todos?: TodoItem[] } {
  const { args, name } = entry;
  let kind: ToolKind = 'other';
  let paths: string[] = [];
  let command: string | undefined;
  let cwd: string | undefined;
  let todos: TodoItem[] | undefined;
  if (name === 'apply_patch') {
    kind = 'edit';
    paths = applyPatchPaths(str(args.input) ?? str(args.patch) ?? str(args.raw) ?? '');
  } else if (SHELL_TOOLS.has(name)) {
    const argv = entry.argv ?? (Array.isArray(args.command) ? args.command.filter((a): a is string => typeof a === 'string') : undefined);
    command = argv ? argvToCommand(argv) : (str(args.cmd) ?? str(args.command) ?? '');
    if (isApplyPatchCommand(command) || argv?.[0] === 'apply_patch') {
      kind = 'edit';
      paths = applyPatchPaths(argv?.[0] === 'apply_patch' ? argv.slice(1).join('\n') : command);
    } else {
      kind = 'shell';
    }
    cwd = str(args.workdir) || str(args.cwd) || str(args.working_directory);
  } else if (name === 'update_plan' && Array.isArray(args.plan)) {
    kind = 'todo';
    todos = args.plan.filter(isRecord).map((step) => ({ content: str(step.step) ?? '', status: str(step.status) ?? '' }));
  }
  return {
    call: { id: entry.id, name, kind, input: args, paths, command, cwd, failed: false, output: '', time: entry.at, answered: false },
    todos,
  };
}

type UserEntry = Extract<CodexEntry, { kind: 'user' }>;

function classifyUser(entry: UserEntry): 'prompt' | 'checkpoint' | 'user' {
  const text = entry.text.trimStart();
  // notify types our text into the TUI, so it arrives as an ordinary (provenance user) message.
  if (isCheckpointText(text)) return 'checkpoint';
  if (text.startsWith('<hook_prompt')) return text.includes(CHECKPOINT_PREFIX) ? 'checkpoint' : 'user';
  if (entry.provenance !== undefined && entry.provenance !== 'user') return 'user';
  if (!isPromptText(text) || HARNESS_PREFIXES.some((prefix) => text.startsWith(prefix))) return 'user';
  return 'prompt';
}

export function codexEvents(entries: CodexEntry[]): TurnEvent[] {
  const events: TurnEvent[] = [];
  const calls = new Map<string, ToolCall>();
  let turn: string | undefined;
  let lastUser: UserEntry | undefined;
  for (const entry of entries) {
    if (entry.kind === 'turn') turn = entry.turnId;
    else if (entry.kind === 'user') {
      // The same message is logged as a response item and as an event: keep one.
      const duplicate = lastUser && lastUser.source !== entry.source && lastUser.text === entry.text;
      lastUser = entry;
      if (duplicate) continue;
      const key = entry.turnId ?? turn;
      const kind = classifyUser(entry);
      if (kind === 'prompt') events.push({ kind: 'prompt', text: entry.text, at: entry.at, key });
      else if (kind === 'checkpoint') events.push({ kind: 'checkpoint', at: entry.at, key });
      else if (!entry.text.startsWith('<environment_context>')) events.push({ kind: 'user', key });
    } else if (entry.kind === 'reply') {
      events.push(entry);
    } else if (entry.kind === 'call') {
      lastUser = undefined;
      const built = codexToolCall(entry);
      calls.set(entry.id, built.call);
      events.push({ kind: 'call', ...built, key: entry.turnId ?? turn });
    } else {
      const call = calls.get(entry.id);
      if (!call) continue;
      call.answered = true;
      if (entry.kind === 'output') {
        call.output = toolOutput(entry.text);
        if (call.exitCode === undefined) call.exitCode = entry.exitCode;
      } else if (entry.exitCode !== undefined || entry.failed) {
        // The execution event is structural; it wins over a code read from output text.
        if (entry.exitCode !== undefined) call.exitCode = entry.exitCode;
        if (entry.failed) call.failed = true;
      }
      if (call.exitCode !== undefined && call.exitCode !== 0) call.failed = true;
    }
  }
  return events;
}

/** The wanted turn's start is in the window: its task_started / prompt, or a prompt before its first line. */
function codexStartFound(entries: CodexEntry[], turnKey?: string): boolean {
  let anyPrompt = false;
  for (const entry of entries) {
    const isPrompt = entry.kind === 'user' && classifyUser(entry) === 'prompt';
    const key = entry.kind === 'turn' || entry.kind === 'user' || entry.kind === 'call' ? entry.turnId : undefined;
    if (turnKey === undefined) {
      if (isPrompt) return true;
      continue;
    }
    if (key === turnKey) return anyPrompt || isPrompt || (entry.kind === 'turn' && entry.started);
    if (isPrompt) anyPrompt = true;
  }
  return anyPrompt;
}

export function readCodex(path: string, options: ReadOptions = {}): Promise<TurnTimeline> {
  return readJsonlTurn('codex', path, options, { toEntries: codexEntries, foundStart: codexStartFound, toEvents: codexEvents });
}
