import { isRecord } from '../util/record.js';
import { DEFAULT_MAX_BYTES, readWholeJson } from './tail.js';
import { epochMs, isCheckpointText, isPromptText, outputSnippet, promptSnippet, replySnippet, str, textOf, toolOutput } from './text.js';
import type { ReadOptions, TodoItem, ToolCall, ToolKind, TurnTimeline } from './timeline.js';
import { assembleTimeline, findTurn, readJsonlTurn, type TurnEvent } from './turn.js';

// Gemini CLI session files (PROTOCOLS 2). 0.61 writes an append-only JSONL log: a metadata line,
// message records re-appended whole under the same id whenever they change (last wins, first
// position kept), `{"$set":{...}}` patches (a `messages` key replaces the list) and
// `{"$rewindTo":"<id>"}`, which drops that message and everything after it. Older versions write
// one JSON object `{..., messages: [...]}`.

interface GeminiToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
  status: string;
  output: string;
  at?: number;
}

interface GeminiMessage {
  id: string;
  type: string;
  at?: number;
  /** User text (bounded); empty for function responses. */
  text: string;
  /** The model's text, for `gemini` messages (its end, bounded). */
  reply: string;
  functionResponse: boolean;
  toolCalls: GeminiToolCall[];
}

type GeminiRecord =
  | { kind: 'message'; message: GeminiMessage }
  | { kind: 'set'; messages: GeminiMessage[] }
  | { kind: 'rewind'; id: string };

function toMessage(value: unknown): GeminiMessage | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.type !== 'string') return undefined;
  const content = value.content;
  const functionResponse = Array.isArray(content) && content.some((part) => isRecord(part) && part.functionResponse !== undefined);
  const toolCalls = Array.isArray(value.toolCalls) ? value.toolCalls.filter(isRecord).map(toToolCall) : [];
  return {
    id: value.id,
    type: value.type,
    at: epochMs(value.timestamp),
    text: value.type === 'user' && !functionResponse ? promptSnippet(textOf(content)) : '',
    reply: value.type === 'gemini' ? replySnippet(textOf(content)) : '',
    functionResponse,
    toolCalls,
  };
}

function toToolCall(call: Record<string, unknown>): GeminiToolCall {
  const texts: string[] = [];
  if (Array.isArray(call.result)) {
    for (const part of call.result) {
      const response = isRecord(part) && isRecord(part.functionResponse) ? part.functionResponse.response : undefined;
      if (!isRecord(response)) continue;
      for (const value of [response.output, response.error]) {
        if (typeof value === 'string') texts.push(value);
        else if (isRecord(value) && typeof value.message === 'string') texts.push(value.message);
      }
    }
  }
  return {
    id: str(call.id) ?? '',
    name: str(call.name) ?? '',
    args: isRecord(call.args) ? call.args : {},
    status: str(call.status) ?? '',
    output: outputSnippet(texts.join('\n')),
    at: epochMs(call.timestamp),
  };
}

function geminiRecords(record: unknown): GeminiRecord[] {
  if (!isRecord(record)) return [];
  if (typeof record.$rewindTo === 'string') return [{ kind: 'rewind', id: record.$rewindTo }];
  if (isRecord(record.$set)) {
    const messages = record.$set.messages;
    if (!Array.isArray(messages)) return [];
    return [{ kind: 'set', messages: messages.map(toMessage).filter((m): m is GeminiMessage => m !== undefined) }];
  }
  const message = toMessage(record);
  return message ? [{ kind: 'message', message }] : [];
}

/**
 * The message list the records describe. Applied to a tail window it is exact for every message
 * whose first record lies inside the window: a rewind to an id before the window clears it.
 */
function foldGemini(records: GeminiRecord[]): GeminiMessage[] {
  const messages = new Map<string, GeminiMessage>();
  for (const record of records) {
    if (record.kind === 'message') messages.set(record.message.id, record.message);
    else if (record.kind === 'set') {
      messages.clear();
      for (const message of record.messages) messages.set(message.id, message);
    } else {
      const ids = [...messages.keys()];
      const index = ids.indexOf(record.id);
      for (const id of index < 0 ? ids : ids.slice(index)) messages.delete(id);
    }
  }
  return [...messages.values()];
}

function isGeminiPrompt(message: GeminiMessage): boolean {
  return (
    message.type === 'user' && !message.functionResponse && isPromptText(message.text) && !message.text.startsWith('<session_context>')
  );
}

// A call in one of these states is recorded before its result; any other status (or a newer one) is final.
const PENDING_STATUSES = new Set(['scheduled', 'validating', 'awaiting_approval', 'executing']);

function geminiToolCall(call: GeminiToolCall): { call: ToolCall; todos?: TodoItem[] } {
  const { args } = call;
  let kind: ToolKind = 'other';
  let paths: string[] = [];
  let command: string | undefined;
  let cwd: string | undefined;
  let todos: TodoItem[] | undefined;
  let failed = call.status === 'error';
  let exitCode: number | undefined;
  if (call.name === 'run_shell_command') {
    kind = 'shell';
    command = str(args.command) ?? '';
    cwd = str(args.dir_path) || str(args.directory);
    // A non-zero exit is still status "success": only the output text carries the code.
    const match = /Exit Code: (\d+)/.exec(call.output);
    if (match) exitCode = Number(match[1]);
    else if (call.status === 'success') exitCode = 0;
    if (exitCode !== undefined && exitCode !== 0) failed = true;
  } else if (call.name === 'replace' || call.name === 'write_file' || call.name === 'edit') {
    kind = 'edit';
    paths = [str(args.file_path) ?? str(args.absolute_path) ?? str(args.path) ?? ''];
  } else if (call.name === 'read_file') {
    kind = 'read';
    paths = [str(args.file_path) ?? str(args.absolute_path) ?? str(args.path) ?? ''];
  } else if (call.name === 'read_many_files') {
    kind = 'read';
    paths = Array.isArray(args.paths) ? args.paths.filter((p): p is string => typeof p === 'string') : [];
  } else if (call.name === 'write_todos') {
    kind = 'todo';
    if (Array.isArray(args.todos)) {
      todos = args.todos.filter(isRecord).map((item) => ({
        content: str(item.description) ?? str(item.content) ?? '',
        status: str(item.status) ?? '',
      }));
    }
  }
  paths = paths.filter((p) => p.length > 0);
  const answered = !PENDING_STATUSES.has(call.status);
  return {
    call: {
      id: call.id,
      name: call.name,
      kind,
      input: args,
      paths,
      command,
      cwd,
      failed,
      exitCode,
      output: toolOutput(call.output),
      time: call.at,
      answered,
    },
    todos,
  };
}

function geminiEvents(messages: GeminiMessage[]): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const message of messages) {
    if (message.type === 'user') {
      if (message.functionResponse) continue;
      // A denied AfterAgent's reason comes back as an ordinary user message: a checkpoint, not a turn.
      if (isCheckpointText(message.text)) events.push({ kind: 'checkpoint', at: message.at, key: message.id });
      else if (isGeminiPrompt(message)) events.push({ kind: 'prompt', text: message.text, at: message.at, key: message.id });
      else if (!message.text.startsWith('<session_context>')) events.push({ kind: 'user', key: message.id });
    } else if (message.type === 'gemini') {
      // A message's text comes before the calls it makes.
      if (message.reply) events.push({ kind: 'reply', text: message.reply });
      for (const toolCall of message.toolCalls) events.push({ kind: 'call', ...geminiToolCall(toolCall) });
    }
  }
  return events;
}

export function readGemini(path: string, options: ReadOptions = {}): Promise<TurnTimeline> {
  if (path.endsWith('.json')) return readGeminiLegacy(path, options);
  return readJsonlTurn('gemini', path, options, {
    toEntries: geminiRecords,
    // Folding decides what survives, so the start is found only when a prompt survives the fold.
    foundStart: (records) => foldGemini(records).some(isGeminiPrompt),
    toEvents: (records) => geminiEvents(foldGemini(records)),
  });
}

async function readGeminiLegacy(path: string, options: ReadOptions): Promise<TurnTimeline> {
  const whole = await readWholeJson(path, options.maxBytes ?? DEFAULT_MAX_BYTES);
  if (!whole) return assembleTimeline('gemini', [], { start: -1, end: 0 }, { truncated: true, bytesRead: 0 });
  const messages = isRecord(whole.value) && Array.isArray(whole.value.messages) ? whole.value.messages : [];
  const records = messages.map(toMessage).filter((m): m is GeminiMessage => m !== undefined);
  const events = geminiEvents(foldGemini(records.map((message) => ({ kind: 'message', message }) as const)));
  return assembleTimeline('gemini', events, findTurn(events, options.turnKey), { truncated: false, bytesRead: whole.bytesRead });
}
