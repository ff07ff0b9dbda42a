import type { AgentName } from '../transcript/timeline.js';
import { claude } from './claude.js';
import { codex } from './codex.js';
import type { AgentProfile } from './event.js';
import { gemini } from './gemini.js';

export const PROFILES: Record<AgentName, AgentProfile> = { claude, gemini, codex };

const GEMINI_EVENTS = new Set(['BeforeAgent', 'AfterAgent', 'PreCompress', 'BeforeTool', 'AfterTool', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'Notification']);

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
