// What an install or uninstall would do to one agent's files: computed from file texts alone, so the
// planners are pure and tests need no disk. apply.ts does the reading and writing.
import type { AgentName } from '../agents/protocol.js';
import { desiredEntries, settingsFormat } from './hook-entries.js';
import { editSettingsText, type ParseOptions } from './json-text.js';
import type { HookEntry } from './settings.js';

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
  return entries.map((e) => (e.matcher ? `${e.event}(${e.matcher})` : e.event)).join(', ');
}

export function describeHookEdit(mode: Mode, changed: boolean, added: HookEntry[], removed: HookEntry[]): string {
  if (!changed) return mode === 'install' ? 'hooks already installed' : 'no checkpoint hooks to remove';
  if (mode === 'uninstall') return `removed hooks ${events(removed)}`;
  if (removed.length > 0) return `replaced ${removed.length} outdated hook entries with ${events(added)}`;
  return `added hooks ${events(added)}`;
}

/** Claude settings.json, Gemini settings.json and Codex hooks.json share one shape and one planner. */
export function planJsonFile(target: JsonTarget, mode: Mode, desired: HookEntry[], options: ParseOptions = {}): FileChange {
  const edit = editSettingsText(target.text, target.file, mode === 'uninstall' ? 'uninstall' : { install: desired }, options);
  return {
    file: target.file,
    before: target.text,
    after: edit.text,
    changed: edit.changed,
    summary: [describeHookEdit(mode, edit.changed, edit.added, edit.removed)],
  };
}

interface SettingsInput {
  settings: JsonTarget;
  hookCommand: string;
  riskySaves: boolean;
}

/**
 * Claude Code (settings.json, timeouts in seconds) and Gemini CLI (settings.json, timeouts in ms): one
 * JSON file of hook entries each; every other key (permissions, env, security/auth...) is kept as is.
 */
export function planSettingsAgent(agent: 'claude' | 'gemini', input: SettingsInput, mode: Mode): AgentPlan {
  const desired = desiredEntries(agent, input.hookCommand, input.riskySaves);
  return { agent, changes: [planJsonFile(input.settings, mode, desired, settingsFormat(agent))], notes: [] };
}
