// Codex hooks kept inline in config.toml (`[[hooks.<Event>]]` groups with `[[hooks.<Event>.hooks]]`
// handlers, the same shape as hooks.json). Like the notify line, edited as text so comments survive:
// our handler sections are cut out, fresh groups are appended at the end, and the re-parsed result
// must equal what the object-level edit (settings.ts) says it should be before anything is written.
import { isRecord } from '../util/record.js';
import { sameValue } from '../util/same-value.js';
import { parseToml as parseTomlText } from '../util/toml.js';
import { applyOurs, eventKeys, type HookEntry, installedEntries, isOurCommand, removeOurs, type Settings } from './settings.js';
import { joinLines, parseToml, splitLines, TomlEditError } from './toml-edit.js';

const ARRAY_HEADER = /^\s*\[\[\s*([^\]]+?)\s*\]\]\s*(#.*)?$/;
const ANY_HEADER = /^\s*\[/;

/** Codex's own `[hooks.state]` table (trust records) is not an event. */
function eventsView(doc: Record<string, unknown>): Settings {
  const hooks = doc.hooks;
  if (typeof hooks !== 'object' || hooks === null || Array.isArray(hooks)) return {};
  const events = Object.fromEntries(Object.entries(hooks).filter(([, value]) => Array.isArray(value)));
  return Object.keys(events).length > 0 ? { hooks: events } : {};
}

export function hasTomlHooks(doc: Record<string, unknown>): boolean {
  return eventsView(doc).hooks !== undefined;
}

export function installedTomlEntries(doc: Record<string, unknown>): HookEntry[] {
  return installedEntries(eventsView(doc));
}

/** The event names config.toml keys its `[[hooks.<Event>]]` groups by. */
export function tomlEventKeys(doc: Record<string, unknown>): string[] {
  return eventKeys(eventsView(doc));
}

interface Section {
  start: number;
  /** Exclusive; trailing blank lines are not part of the section. */
  end: number;
  /** `hooks.Stop` for `[[hooks.Stop]]`; undefined for plain tables and the top-level section. */
  arrayName?: string;
}

function sections(lines: string[]): Section[] {
  const found: Section[] = [];
  lines.forEach((line, index) => {
    if (!ANY_HEADER.test(line)) return;
    const arrayName = line.match(ARRAY_HEADER)?.[1].replace(/\s+/g, '');
    found.push({ start: index, end: index + 1, arrayName });
  });
  found.forEach((section, i) => {
    let end = i + 1 < found.length ? found[i + 1].start : lines.length;
    while (end > section.start + 1 && lines[end - 1].trim() === '') end--;
    section.end = end;
  });
  return found;
}

function handlerIsOurs(lines: string[], section: Section): boolean {
  try {
    const body = parseTomlText(lines.slice(section.start + 1, section.end).join('\n'));
    return isOurCommand(body.command);
  } catch {
    return false;
  }
}

/** Line ranges to cut: whole groups when every handler is ours, else just our handlers. */
function rangesToCut(lines: string[]): Array<[number, number]> {
  const all = sections(lines);
  const cuts: Array<[number, number]> = [];
  all.forEach((section, i) => {
    const event = section.arrayName?.match(/^hooks\.([^.]+)$/)?.[1];
    if (!event) return;
    const members: Section[] = [];
    for (let j = i + 1; j < all.length && all[j].arrayName?.startsWith(`hooks.${event}.`); j++) members.push(all[j]);
    const handlers = members.filter((m) => m.arrayName === `hooks.${event}.hooks`);
    const ours = handlers.filter((h) => handlerIsOurs(lines, h));
    if (ours.length === 0) return;
    if (ours.length === handlers.length && members.length === handlers.length) {
      cuts.push([section.start, members[members.length - 1].end]);
    } else {
      for (const handler of ours) cuts.push([handler.start, handler.end]);
    }
  });
  return cuts;
}

function cut(lines: string[]): string[] {
  const kept = [...lines];
  for (const [start, end] of rangesToCut(lines).reverse()) {
    // The blank line appendBlock puts before each group goes with it.
    const from = start > 0 && kept[start - 1].trim() === '' ? start - 1 : start;
    kept.splice(from, end - from);
  }
  return kept;
}

function tomlString(value: string): string {
  return JSON.stringify(value);
}

function appendBlock(lines: string[], entry: HookEntry): void {
  lines.push('', `[[hooks.${entry.event}]]`);
  if (entry.matcher !== undefined) lines.push(`matcher = ${tomlString(entry.matcher)}`);
  lines.push(`[[hooks.${entry.event}.hooks]]`, 'type = "command"', `command = ${tomlString(entry.command)}`, `timeout = ${entry.timeout}`);
  // A person's own fields of the entry stay (scalars: a table or array there fails the check after the edit).
  for (const [key, value] of Object.entries(entry.extra ?? {})) {
    const name = /^[A-Za-z0-9_-]+$/.test(key) ? key : tomlString(key);
    if (typeof value === 'string') lines.push(`${name} = ${tomlString(value)}`);
    else if (typeof value === 'number' || typeof value === 'boolean') lines.push(`${name} = ${value}`);
  }
}

interface TomlHooksEdit {
  text: string;
  changed: boolean;
  added: HookEntry[];
  removed: HookEntry[];
}

export function editTomlHooks(text: string, file: string, mode: { install: HookEntry[] } | 'uninstall'): TomlHooksEdit {
  const doc = parseToml(text, file);
  const view = eventsView(doc);
  const edit = mode === 'uninstall' ? removeOurs(view) : applyOurs(view, mode.install);
  if (!edit.changed) return { text, changed: false, added: [], removed: [] };
  const lines = cut(splitLines(text));
  for (const entry of edit.added) appendBlock(lines, entry);
  const next = joinLines(lines, text === '' ? '\n' : text);
  const after = parseToml(next, file);
  const { hooks: afterHooks, ...afterRest } = after;
  const { hooks: beforeHooks, ...beforeRest } = doc;
  const state = (h: unknown) => (isRecord(h) ? h.state : undefined);
  const ok =
    sameValue(afterRest, beforeRest) &&
    sameValue(state(afterHooks), state(beforeHooks)) &&
    sameValue(eventsView(after).hooks ?? {}, edit.settings.hooks ?? {});
  if (!ok)
    throw new TomlEditError(
      `could not edit the [hooks] of ${file} without touching other keys; use ${file.replace(/config\.toml$/, 'hooks.json')} or edit it by hand`,
    );
  return { text: next, changed: true, added: edit.added, removed: edit.removed };
}
