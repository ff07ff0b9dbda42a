import { isRecord } from '../util/record.js';
import { CHECKPOINT_PREFIX } from './timeline.js';

// Small shared pieces of the three readers: bounded output text, text from content blocks, and the
// rules for user-role text that is not a person typing a prompt.

const SNIPPET_HEAD = 2048;
const SNIPPET_TAIL = 2048;

/** The first and last part of a tool result: enough for error patterns, bounded for memory. */
export function outputSnippet(text: string, head = SNIPPET_HEAD, tail = SNIPPET_TAIL): string {
  if (text.length <= head + tail) return text;
  return `${text.slice(0, head)}\n[... ${text.length - head - tail} characters omitted ...]\n${text.slice(-tail)}`;
}

/** Text of a message content: a string, or blocks with `text` (Claude, Gemini parts, Codex items). */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    const parts: string[] = [];
    for (const block of content) {
      if (typeof block === 'string') parts.push(block);
      else if (isRecord(block) && typeof block.text === 'string') parts.push(block.text);
      else if (isRecord(block) && block.content !== undefined) parts.push(textOf(block.content));
    }
    return parts.join('\n');
  }
  return '';
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function epochMs(timestamp: unknown): number | undefined {
  if (typeof timestamp === 'number' && Number.isFinite(timestamp)) return timestamp;
  if (typeof timestamp !== 'string') return undefined;
  const ms = Date.parse(timestamp);
  return Number.isFinite(ms) ? ms : undefined;
}

export function isCheckpointText(text: string): boolean {
  return text.trimStart().startsWith(CHECKPOINT_PREFIX);
}

// Harness text injected as user-role messages by the agents themselves (or by us).
const HARNESS_PREFIXES = ['<system-reminder>', '<task-notification>'];

/** Text typed by a person (not our checkpoint, not harness text common to all agents). */
export function isPromptText(text: string): boolean {
  const trimmed = text.trimStart();
  if (!trimmed) return false;
  if (trimmed.startsWith(CHECKPOINT_PREFIX)) return false;
  return !HARNESS_PREFIXES.some((prefix) => trimmed.startsWith(prefix));
}

/** A bounded copy of a prompt for the timeline. */
export function promptSnippet(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 2000 ? `${trimmed.slice(0, 2000)} ...` : trimmed;
}

/** The end of an agent's reply: enough to tell it from the stop payload's final message, bounded for memory. */
export function replySnippet(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 2000 ? trimmed.slice(-2000) : trimmed;
}

/**
 * Lines the agents' harnesses wrap around a shell result: Claude `Exit code N`; Gemini `Command:`,
 * `Directory:`, `Output:`, `Exit Code: N`, `Process Group PGID:`... inside `<untrusted_context>`; Codex
 * `Chunk ID:`, `Wall time:`, `Process exited with code N`, `Original token count:`.
 */
const HARNESS_LINE =
  /^(Exit code:? \d+|Exit Code: \d+|Process exited with code \d+|Original token count: \d+|Output:|Wall time: .*|Process Group PGID: .*|Chunk ID: .*|<\/?untrusted_context>|\(empty\)|Error: \(none\)|Signal: \(none\)|Background PIDs: .*|Directory: .*|Command: .*)$/i;

/** The tool's own output: the harness lines removed (read exit codes before), blank lines dropped. */
export function toolOutput(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^Output: ?/, '').trimEnd())
    .filter((line) => line.trim() && !HARNESS_LINE.test(line.trim()))
    .join('\n');
}
