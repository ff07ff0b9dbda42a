// What an install or uninstall would do to one agent's files: computed from file texts alone, so the
// planners are pure and tests need no disk. apply.ts does the reading and writing.
import type { AgentName } from '../agents/protocol.js';
import { desiredEntries, settingsFormat } from './hook-entries.js';
import { editSettingsText, type ParseOptions } from './json-text.js';
import { entrySlot, type HookEntry } from './settings.js';

export type Mode = 'install' | 'uninstall';

export interface FileChange {
  file: string;
  /** Undefined when the file does not exist yet. */
  before: string | undefined;
  after: string;
  changed: boolean;
  /** What changed (or why nothing did), one short phrase each, for the person running init. */
  summary: string[];
}

export interface AgentPlan {
  agent: AgentName;
  changes: FileChange[];
  /** Things the person must know or do (Codex hook trust, notify taken). */
  notes: string[];
}

export interface JsonTarget {
  file: string;
  text: string | undefined;
}

function events(entries: HookEntry[]): string {
  return entries.map(entrySlot).join(', ');
}

/**
 * What an edit did, one phrase per kind of change: an init after `restore.autoSave` gained `risky` says
 * it added the tool-call entry and why, not that it "replaced" the four entries it left as they were; an
 * entry whose command moved says so, and a person's tuning of an entry (its timeout) is kept, never reset.
 */
export function describeHookEdit(mode: Mode, changed: boolean, added: HookEntry[], removed: HookEntry[]): string[] {
  if (!changed) return [mode === 'install' ? 'hooks already installed' : 'no checkpoint hooks to remove'];
  if (mode === 'uninstall') return [`removed hooks ${events(removed)}`];
  const had = new Map(removed.map((e) => [entrySlot(e), e]));
  const fresh = added.filter((e) => !had.has(entrySlot(e)));
  const dropped = removed.filter((e) => !added.some((a) => entrySlot(a) === entrySlot(e)));
  const moved = added.filter((e) => had.has(entrySlot(e)) && had.get(entrySlot(e))?.command !== e.command);
  const timed = added.filter((e) => had.has(entrySlot(e)) && !Number.isFinite(had.get(entrySlot(e))?.timeout));
  const phrases: string[] = [];
  if (fresh.length > 0) {
    const tool = fresh.some((e) => e.matcher !== undefined);
    phrases.push(
      `added hooks ${events(fresh)}${tool ? ' (checkpoint sees shell calls through it: which session or subagent runs a command, and the risky and interval saves of restore.autoSave)' : ''}`,
    );
  }
  if (dropped.length > 0) {
    const tool = dropped.some((e) => e.matcher !== undefined);
    phrases.push(`removed hooks ${events(dropped)}${tool ? ' (restore.autoSave has neither risky nor interval saves now)' : ''}`);
  }
  if (moved.length > 0) phrases.push(`updated hooks ${events(moved)} to run \`${moved[0].command}\``);
  for (const entry of timed) {
    const bad = had.get(entrySlot(entry))?.badTimeout;
    const was = bad === undefined ? 'which had none' : `which was ${JSON.stringify(bad)}, not a number`;
    phrases.push(`set the timeout of ${entrySlot(entry)}, ${was}, to ${entry.timeout}`);
  }
  if (phrases.length > 0) return phrases;
  // Every slot is as it was: duplicates of our entries went, or only their layout in the file changed.
  const duplicates = removed.length - added.length;
  if (duplicates === 1) return ['removed 1 duplicate hook entry'];
  return [duplicates > 1 ? `removed ${duplicates} duplicate hook entries` : 'rewrote hook entries in place'];
}

/** Claude settings.json, Gemini settings.json and Codex hooks.json share one shape and one planner. */
export function planJsonFile(target: JsonTarget, mode: Mode, desired: HookEntry[], options: ParseOptions = {}): FileChange {
  const edit = editSettingsText(target.text, target.file, mode === 'uninstall' ? 'uninstall' : { install: desired }, options);
  return {
    file: target.file,
    before: target.text,
    after: edit.text,
    changed: edit.changed,
    summary: describeHookEdit(mode, edit.changed, edit.added, edit.removed),
  };
}

interface SettingsInput {
  settings: JsonTarget;
  hookCommand: string;
  toolCallSaves: boolean;
}

/**
 * Claude Code (settings.json, timeouts in seconds) and Gemini CLI (settings.json, timeouts in ms): one
 * JSON file of hook entries each; every other key (permissions, env, security/auth...) is kept as is.
 */
export function planSettingsAgent(agent: 'claude' | 'gemini', input: SettingsInput, mode: Mode): AgentPlan {
  const desired = desiredEntries(agent, input.hookCommand, input.toolCallSaves);
  return { agent, changes: [planJsonFile(input.settings, mode, desired, settingsFormat(agent))], notes: [] };
}
