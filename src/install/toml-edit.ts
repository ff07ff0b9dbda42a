// Codex config.toml edits. smol-toml parses (to read and to verify), but its stringify drops comments,
// so every change is textual: one line inserted or removed, then the result is re-parsed and compared
// with the intended value before anything is written. Every other byte stays as the user wrote it.

import { sameValue } from '../util/same-value.js';
import { parseToml as parseTomlText } from '../util/toml.js';
import { isOurCommand } from './settings.js';

export class TomlEditError extends Error {}

export function parseToml(text: string, file: string): Record<string, unknown> {
  try {
    return parseTomlText(text);
  } catch (error) {
    const first = String((error as Error).message).split('\n')[0];
    throw new TomlEditError(`${file} is not valid TOML (${first}); fix it or move it away, then run this again`);
  }
}

export function isOurNotify(value: unknown): boolean {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') && isOurCommand(value.join(' '));
}

const TABLE_HEADER = /^\s*\[/;
const NOTIFY_LINE = /^\s*notify\s*=/;

/** The index of the first table header line, or lines.length: top-level keys live before it. */
function firstHeader(lines: string[]): number {
  const at = lines.findIndex((line) => TABLE_HEADER.test(line));
  return at === -1 ? lines.length : at;
}

export function splitLines(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

export function joinLines(lines: string[], original: string): string {
  if (lines.length === 0) return '';
  return lines.join('\n') + (original === '' || original.endsWith('\n') ? '\n' : '');
}

/** Same document except for `notify`: the check that a textual edit changed nothing else. */
function verify(before: Record<string, unknown>, afterText: string, file: string, notify: unknown): string {
  const after = parseToml(afterText, file);
  const expected = { ...before };
  delete expected.notify;
  if (notify !== undefined) expected.notify = notify;
  const { notify: afterNotify, ...afterRest } = after;
  const { notify: expectedNotify, ...expectedRest } = expected;
  if (JSON.stringify(afterNotify) !== JSON.stringify(expectedNotify) || !sameValue(afterRest, expectedRest)) {
    throw new TomlEditError(`could not change notify in ${file} without touching other keys; set it by hand`);
  }
  return afterText;
}

type NotifyStatus = 'added' | 'replaced' | 'current' | 'taken' | 'removed' | 'absent';

interface NotifyEdit {
  text: string;
  status: NotifyStatus;
  /** The notify program that is set when it is not ours (status `taken`). */
  other?: string[];
}

function notifyProgram(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

function notifyLine(argv: string[]): string {
  return `notify = [${argv.map((a) => JSON.stringify(a)).join(', ')}]`;
}

/** The line holding a top-level `notify =`, or -1. */
function notifyLineIndex(lines: string[]): number {
  const top = lines.slice(0, firstHeader(lines));
  return top.findIndex((line) => NOTIFY_LINE.test(line));
}

export function setNotify(text: string, argv: string[], file: string): NotifyEdit {
  const doc = parseToml(text, file);
  if (doc.notify !== undefined && !isOurNotify(doc.notify)) {
    return { text, status: 'taken', other: notifyProgram(doc.notify) };
  }
  if (JSON.stringify(doc.notify) === JSON.stringify(argv)) return { text, status: 'current' };
  const lines = splitLines(text);
  const existing = notifyLineIndex(lines);
  if (doc.notify !== undefined) {
    // Ours, from an older bundle path: replace that one line in place.
    if (existing === -1) throw new TomlEditError(`could not find the notify line in ${file}; set it by hand`);
    lines[existing] = notifyLine(argv);
    return { text: verify(doc, joinLines(lines, text), file, argv), status: 'replaced' };
  }
  const { at, separator } = insertionPoint(lines);
  lines.splice(at, 0, ...(separator ? [notifyLine(argv), ''] : [notifyLine(argv)]));
  return { text: verify(doc, joinLines(lines, text), file, argv), status: 'added' };
}

const BLANK_OR_COMMENT = /^\s*(#.*)?$/;

// A top-level key must come before the first table header, or TOML would put it in that table. It goes
// right after the last top-level line, above the comments and blank lines that introduce the first table;
// with no top-level key at all, right above the header, separated from it by a blank line.
function insertionPoint(lines: string[]): { at: number; separator: boolean } {
  const header = firstHeader(lines);
  if (header === lines.length) return { at: lines.length, separator: false };
  let at = header;
  while (at > 0 && BLANK_OR_COMMENT.test(lines[at - 1])) at--;
  return at > 0 ? { at, separator: false } : { at: header, separator: true };
}

export function removeNotify(text: string, file: string): NotifyEdit {
  const doc = parseToml(text, file);
  if (doc.notify === undefined) return { text, status: 'absent' };
  if (!isOurNotify(doc.notify)) return { text, status: 'taken', other: notifyProgram(doc.notify) };
  const lines = splitLines(text);
  const at = notifyLineIndex(lines);
  if (at === -1) throw new TomlEditError(`could not find the notify line in ${file}; remove it by hand`);
  // Undo the blank separator setNotify adds when the line had no top-level key above it.
  const separator = lines[at + 1] === '' && TABLE_HEADER.test(lines[at + 2] ?? '') && (at === 0 || BLANK_OR_COMMENT.test(lines[at - 1]));
  lines.splice(at, separator ? 2 : 1);
  return { text: verify(doc, joinLines(lines, text), file, undefined), status: 'removed' };
}
