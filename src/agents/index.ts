import { claude } from './claude.js';
import { codex } from './codex.js';
import { gemini } from './gemini.js';
import type { AgentProfile } from './protocol.js';
import { AGENTS, type AgentName } from './protocol.js';

export const PROFILES: Record<AgentName, AgentProfile> = { claude, gemini, codex };

// Event names only Gemini sends (SessionStart is shared), including ones checkpoint does not install.
const GEMINI_EVENTS = new Set(gemini.knownEvents.filter((name) => !claude.knownEvents.includes(name)));

/** Every agent's instruction files, the committed one of each first (AGENTS.md, CLAUDE.md, GEMINI.md), then the rest. */
export function agentGuideFiles(): string[] {
  const profiles = [codex, claude, gemini];
  return [...profiles.map((profile) => profile.guideFiles[0]), ...profiles.flatMap((profile) => profile.guideFiles.slice(1))];
}

/** The agent a transcript belongs to, from where the agents keep them; undefined when it cannot be told. */
export function agentOfTranscript(path: string): AgentName | undefined {
  if (/[\\/]\.gemini[\\/]|session-[^\\/]*\.json$/.test(path)) return 'gemini';
  if (/rollout-[^\\/]*\.jsonl$|[\\/]\.codex[\\/]/.test(path)) return 'codex';
  return undefined;
}

/** `checkpoint hook` without an agent argument: tell the agent from its payload and environment. */
export function detectAgent(payload: Record<string, unknown>, env: NodeJS.ProcessEnv): AgentName {
  const fromTranscript = typeof payload.transcript_path === 'string' ? agentOfTranscript(payload.transcript_path) : undefined;
  if (typeof payload.hook_event_name === 'string' && GEMINI_EVENTS.has(payload.hook_event_name)) return 'gemini';
  // Gemini also sets CLAUDE_PROJECT_DIR for its hooks (compatibility), so it is asked first.
  if (env.GEMINI_SESSION_ID || env.GEMINI_PROJECT_DIR || fromTranscript === 'gemini') return 'gemini';
  if (typeof payload.turn_id === 'string' || fromTranscript === 'codex') return 'codex';
  return 'claude';
}

/** The agent whose shell this runs in, when its environment says so. */
export function shellAgent(env: NodeJS.ProcessEnv): AgentName | undefined {
  return AGENTS.find((agent) => {
    const [name, value] = PROFILES[agent].shellEnv.split('=');
    return value === undefined ? Boolean(env[name]) : env[name] === value;
  });
}

/** The session the agent's shell runs in, when the agent exports its id. */
export function shellSession(env: NodeJS.ProcessEnv): { agent: AgentName; sessionId: string } | undefined {
  for (const agent of AGENTS) {
    const name = PROFILES[agent].sessionEnv;
    const sessionId = name ? env[name] : undefined;
    if (sessionId) return { agent, sessionId };
  }
  return undefined;
}
