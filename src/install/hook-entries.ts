// Which hook entries checkpoint wants in each agent's settings (SPEC 6). Pure: the command string and
// whether risky or interval saves are on come from the caller; the event names come from the agent profiles.
import { PROFILES } from '../agents/index.js';
import { type AgentName, eventName } from '../agents/protocol.js';
import type { ParseOptions } from './json-text.js';
import type { HookEntry } from './settings.js';

/** Gemini's settings.json may hold comments; Claude's settings.json and Codex's hooks.json are plain JSON. */
export function settingsFormat(agent: AgentName): ParseOptions {
  return { comments: agent === 'gemini' };
}

/** The events every install registers, in the agent's names. */
function lifecycleEvents(agent: AgentName): string[] {
  const { events } = PROFILES[agent];
  return Object.keys(events).filter((name) => events[name] !== 'tool-use');
}

/**
 * The tool-call entry starts a process on every shell call. It is installed where it is how checkpoint tells
 * who runs a command in the agent's shell (the profile's `shellSeenByHook`: Gemini's shell names no session, a
 * Claude subagent's shell names its session's), and elsewhere only when risky or interval saves need shell calls.
 */
export function desiredEntries(agent: AgentName, hookCommand: string, toolCallSaves: boolean): HookEntry[] {
  const profile = PROFILES[agent];
  const timeout = profile.hookTimeout;
  const entries: HookEntry[] = lifecycleEvents(agent).map((event) => ({ event, command: hookCommand, timeout }));
  const toolEvent = eventName(profile, 'tool-use');
  if ((toolCallSaves || profile.shellSeenByHook) && toolEvent)
    entries.push({ event: toolEvent, matcher: profile.shellTool, command: hookCommand, timeout });
  return entries;
}
