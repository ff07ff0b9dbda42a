import { isRecord } from '../util/record.js';
import { epochMs, isCheckpointText, isPromptText, outputSnippet, promptSnippet, replySnippet, str, textOf, toolOutput } from './text.js';
import type { ReadOptions, TodoItem, ToolCall, ToolKind, TurnTimeline } from './timeline.js';
import { CHECKPOINT_PREFIX } from './timeline.js';
import { readJsonlTurn, type TurnEvent } from './turn.js';

// Claude Code session JSONL (PROTOCOLS 1). Every line of one prompt (the prompt, tool results, Stop
// hook feedback) carries the hook's `prompt_id` as `promptId`; assistant lines do not.

/** One transcript line reduced to what the timeline needs (big tool results are cut at parse time). */
export type ClaudeEntry =
  | { kind: 'prompt'; text: string; at?: number; promptId?: string }
  | { kind: 'feedback'; checkpoint: boolean; promptId?: string; at?: number }
  | { kind: 'use'; id: string; name: string; input: Record<string, unknown>; at?: number }
  | { kind: 'reply'; text: string }
  | { kind: 'result'; id: string; isError: boolean; text: string; promptId?: string };

const STOP_FEEDBACK = 'Stop hook feedback:';

// Local slash commands (/compact, /model...) and their output are recorded as user lines but are
// not requests to the model.
const LOCAL_COMMAND_PREFIXES = ['<command-name>', '<local-command-stdout>', '<local-command-stderr>', '<local-command-caveat>'];

export function claudeEntries(record: unknown): ClaudeEntry[] {
  if (!isRecord(record) || !isRecord(record.message)) return [];
  if (record.isSidechain === true) return []; // subagent lines belong to the subagent's own turn
  const at = epochMs(record.timestamp);
  const promptId = str(record.promptId);
  const content = record.message.content;
  if (record.type === 'assistant') {
    if (!Array.isArray(content)) return [];
    const blocks: ClaudeEntry[] = [];
    for (const block of content) {
      if (isRecord(block) && block.type === 'tool_use' && typeof block.id === 'string') {
        blocks.push({ kind: 'use', id: block.id, name: str(block.name) ?? '', input: isRecord(block.input) ? block.input : {}, at });
      } else if (isRecord(block) && block.type === 'text' && typeof block.text === 'string' && block.text.trim()) {
        blocks.push({ kind: 'reply', text: replySnippet(block.text) });
      }
    }
    return blocks;
  }
  if (record.type !== 'user') return [];
  if (Array.isArray(content) && content.some((b) => isRecord(b) && b.type === 'tool_result')) {
    return content
      .filter((b): b is Record<string, unknown> => isRecord(b) && b.type === 'tool_result' && typeof b.tool_use_id === 'string')
      .map((b) => ({
        kind: 'result',
        id: b.tool_use_id as string,
        isError: b.is_error === true,
        text: outputSnippet(textOf(b.content)),
        promptId,
      }));
  }
  const text = textOf(content);
  if (record.isMeta === true) {
    // A blocked stop's reason comes back as a meta line; ours are recognised by the prefix.
    if (!text.startsWith(STOP_FEEDBACK)) return [];
    return [{ kind: 'feedback', checkpoint: text.includes(CHECKPOINT_PREFIX), promptId, at }];
  }
  if (record.isCompactSummary === true || record.repeatsCompactSummary === true) return [];
  if (!isPromptText(text)) {
    // Our prefix typed as a prompt still is a checkpoint delivery; other harness text is ignored.
    return isCheckpointText(text) ? [{ kind: 'feedback', checkpoint: true, promptId, at }] : [];
  }
  if (LOCAL_COMMAND_PREFIXES.some((prefix) => text.trimStart().startsWith(prefix))) return [];
  return [{ kind: 'prompt', text: promptSnippet(text), at, promptId }];
}

export function claudeToolCall(
  id: string,
  name: string,
  input: Record<string, unknown>,
  at?: number,
): { call: ToolCall; todos?: TodoItem[] } {
  let kind: ToolKind = 'other';
  const paths: string[] = [];
  let command: string | undefined;
  let todos: TodoItem[] | undefined;
  if (name === 'Edit' || name === 'MultiEdit' || name === 'Write' || name === 'NotebookEdit') {
    kind = 'edit';
    const path = str(input.file_path) ?? str(input.notebook_path);
    if (path) paths.push(path);
  } else if (name === 'Read') {
    kind = 'read';
    const path = str(input.file_path) ?? str(input.notebook_path);
    if (path) paths.push(path);
  } else if (name === 'Bash') {
    kind = 'shell';
    command = str(input.command) ?? '';
  } else if (name === 'TodoWrite') {
    kind = 'todo';
    todos = Array.isArray(input.todos)
      ? input.todos.filter(isRecord).map((item) => ({ content: str(item.content) ?? '', status: str(item.status) ?? '' }))
      : [];
  }
  return { call: { id, name, kind, input, paths, command, failed: false, output: '', time: at, answered: false }, todos };
}

/** Bash failures read `Exit code N` first (PostToolUseFailure `error` has the same text). */
function exitCodeOf(text: string): number | undefined {
  const match = /^\s*(?:Error: )?Exit code (\d+)/.exec(text);
  return match ? Number(match[1]) : undefined;
}

function claudeEvents(entries: ClaudeEntry[]): TurnEvent[] {
  const events: TurnEvent[] = [];
  const pending = new Map<string, ToolCall>();
  for (const entry of entries) {
    if (entry.kind === 'prompt') events.push({ kind: 'prompt', text: entry.text, at: entry.at, key: entry.promptId });
    else if (entry.kind === 'feedback')
      events.push(entry.checkpoint ? { kind: 'checkpoint', at: entry.at, key: entry.promptId } : { kind: 'user', key: entry.promptId });
    else if (entry.kind === 'reply') events.push(entry);
    else if (entry.kind === 'use') {
      const { call, todos } = claudeToolCall(entry.id, entry.name, entry.input, entry.at);
      pending.set(entry.id, call);
      events.push({ kind: 'call', call, todos });
    } else {
      // Results pair by id: parallel calls finish in any order.
      const call = pending.get(entry.id);
      if (!call) continue;
      call.answered = true;
      call.output = toolOutput(entry.text);
      call.failed = entry.isError;
      const code = exitCodeOf(entry.text);
      if (call.kind === 'shell') call.exitCode = code ?? (entry.isError ? undefined : 0);
      else if (code !== undefined) call.exitCode = code;
    }
  }
  return events;
}

/** The turn's prompt is in the window; a key no line carries falls back to the last prompt. */
function claudeStartFound(entries: ClaudeEntry[], turnKey?: string): boolean {
  // A real prompt before the first line of the wanted turn means that turn starts inside the window.
  let anyPrompt = false;
  for (const entry of entries) {
    const key = entry.kind === 'use' || entry.kind === 'reply' ? undefined : entry.promptId;
    if (entry.kind === 'prompt' && (turnKey === undefined || key === turnKey)) return true;
    if (key !== undefined && key === turnKey) return anyPrompt;
    if (entry.kind === 'prompt') anyPrompt = true;
  }
  return anyPrompt;
}

export async function readClaude(path: string, options: ReadOptions = {}): Promise<TurnTimeline> {
  // No history window: earlier reads only matter for blind edits, which Claude Code itself refuses.
  const timeline = await readJsonlTurn('claude', path, options, {
    toEntries: claudeEntries,
    foundStart: claudeStartFound,
    toEvents: claudeEvents,
    priorBytes: 0,
  });
  return { ...timeline, editsProveReads: true };
}
