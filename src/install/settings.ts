// The Claude-style hook shape that Claude, Gemini and Codex (hooks.json) all share:
//   {"hooks": {"<Event>": [{"matcher"?: "...", "hooks": [{"type": "command", "command": "...", "timeout": N}]}]}}
// Pure functions over parsed settings objects: strip our own entries, append fresh ones, keep every user key.

import { isRecord } from '../util/record.js';

export interface HookEntry {
  event: string;
  /** Tool-name matcher (PreToolUse / BeforeTool); absent for lifecycle events. */
  matcher?: string;
  command: string;
  /** In the agent's unit: seconds for Claude and Codex, milliseconds for Gemini. */
  timeout: number;
  /** The handler's other fields (a `statusMessage` someone added): kept as they are when init rewrites the entry. */
  extra?: Record<string, unknown>;
  /** A timeout the file gives that is no number (`"60"`): init sets a number there, and says what it replaced. */
  badTimeout?: unknown;
}

export type Settings = Record<string, unknown>;

/** Where an entry sits, as a person names it: `Stop`, `PreToolUse(Bash)`. */
export function entrySlot(entry: HookEntry): string {
  return entry.matcher ? `${entry.event}(${entry.matcher})` : entry.event;
}

// Recognises checkpoint's entries whatever path the bundle had when it was installed (`checkpoint hook
// claude`, `node "/old/checkout/dist/checkpoint.js" hook claude`), so a reinstall from a moved checkout
// replaces them instead of adding a second set. The name must end a path segment's prefix run
// (`checkpoint`, `checkpoint.js`, `checkpoint.js"`), so `checkpoint-tools/other hook` is not ours.
const OUR_COMMAND = /(^|[\s/\\'"])checkpoint(\.js)?['"]?\s+(hook|notify)(\s|$)/;

export function isOurCommand(command: unknown): boolean {
  return typeof command === 'string' && OUR_COMMAND.test(command);
}

/** Why we must not edit this settings object, or undefined when its hook shape is one we can edit safely. */
export function shapeProblem(settings: unknown): string | undefined {
  if (!isRecord(settings)) return 'the top level is not a JSON object';
  if (settings.hooks === undefined) return undefined;
  if (!isRecord(settings.hooks)) return '`hooks` is not an object';
  for (const [event, groups] of Object.entries(settings.hooks)) {
    if (!Array.isArray(groups)) return `\`hooks.${event}\` is not an array`;
  }
  return undefined;
}

function handlersOf(group: unknown): unknown[] | undefined {
  return isRecord(group) && Array.isArray(group.hooks) ? group.hooks : undefined;
}

/** The event names a settings object keys its hooks by, as written (a misspelled `stop` included). */
export function eventKeys(settings: Settings): string[] {
  return isRecord(settings.hooks) ? Object.keys(settings.hooks) : [];
}

/** Our entries as they are installed now, in file order. */
export function installedEntries(settings: Settings): HookEntry[] {
  const found: HookEntry[] = [];
  const hooks = isRecord(settings.hooks) ? settings.hooks : {};
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    for (const group of groups) {
      for (const handler of handlersOf(group) ?? []) {
        if (!isRecord(handler) || !isOurCommand(handler.command)) continue;
        const matcher = (group as Record<string, unknown>).matcher;
        const { type: _type, command, timeout, ...extra } = handler;
        found.push({
          event,
          ...(typeof matcher === 'string' ? { matcher } : {}),
          command: command as string,
          timeout: typeof timeout === 'number' ? timeout : NaN,
          ...(Object.keys(extra).length > 0 && { extra }),
          ...(timeout !== undefined && typeof timeout !== 'number' && { badTimeout: timeout }),
        });
      }
    }
  }
  return found;
}

/**
 * Removes exactly our handlers. A group, event array or `hooks` object is dropped only when our removal
 * emptied it, so a user's own empty `"Stop": []` elsewhere stays.
 */
export function stripOurs(settings: Settings): { settings: Settings; removed: HookEntry[] } {
  const removed = installedEntries(settings);
  if (removed.length === 0 || !isRecord(settings.hooks)) return { settings, removed };
  const hooks: Record<string, unknown> = {};
  for (const [event, groups] of Object.entries(settings.hooks)) {
    if (!Array.isArray(groups)) {
      hooks[event] = groups;
      continue;
    }
    let touched = false;
    const kept: unknown[] = [];
    for (const group of groups) {
      const handlers = handlersOf(group);
      const remaining = handlers?.filter((h) => !(isRecord(h) && isOurCommand(h.command)));
      if (!handlers || !remaining || remaining.length === handlers.length) {
        kept.push(group);
        continue;
      }
      touched = true;
      if (remaining.length > 0) kept.push({ ...(group as Record<string, unknown>), hooks: remaining });
    }
    if (!touched || kept.length > 0) hooks[event] = touched ? kept : groups;
  }
  const next: Settings = { ...settings, hooks };
  if (Object.keys(hooks).length === 0) delete next.hooks;
  return { settings: next, removed };
}

export function groupFor(entry: HookEntry): Record<string, unknown> {
  return {
    ...(entry.matcher !== undefined ? { matcher: entry.matcher } : {}),
    hooks: [{ type: 'command', command: entry.command, timeout: entry.timeout, ...entry.extra }],
  };
}

function sameEntries(a: HookEntry[], b: HookEntry[]): boolean {
  const key = (e: HookEntry) => JSON.stringify([e.event, e.matcher ?? null, e.command, e.timeout, e.extra ?? null]);
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}

export interface HookEdit {
  settings: Settings;
  changed: boolean;
  added: HookEntry[];
  removed: HookEntry[];
}

/**
 * The desired entries as this file has them tuned: an entry already in its slot keeps the person's timeout and
 * other fields; only the command (the bundle's path) and the slots themselves are checkpoint's to set.
 */
function tunedEntries(installed: HookEntry[], desired: HookEntry[]): HookEntry[] {
  return desired.map((entry) => {
    const had = installed.find((e) => entrySlot(e) === entrySlot(entry));
    if (!had) return entry;
    return { ...entry, timeout: Number.isFinite(had.timeout) ? had.timeout : entry.timeout, ...(had.extra && { extra: had.extra }) };
  });
}

/** Install: when exactly the desired entries are already there, nothing changes (not even their order). */
export function applyOurs(settings: Settings, desired: HookEntry[]): HookEdit {
  const installed = installedEntries(settings);
  const tuned = tunedEntries(installed, desired);
  if (sameEntries(installed, tuned)) return { settings, changed: false, added: [], removed: [] };
  const stripped = stripOurs(settings);
  const hooks: Record<string, unknown> = isRecord(stripped.settings.hooks) ? { ...stripped.settings.hooks } : {};
  for (const entry of tuned) {
    const groups = Array.isArray(hooks[entry.event]) ? (hooks[entry.event] as unknown[]) : [];
    hooks[entry.event] = [...groups, groupFor(entry)];
  }
  return { settings: { ...stripped.settings, hooks }, changed: true, added: tuned, removed: stripped.removed };
}

export function removeOurs(settings: Settings): HookEdit {
  const stripped = stripOurs(settings);
  const changed = stripped.removed.length > 0;
  return { settings: stripped.settings, changed, added: [], removed: stripped.removed };
}
