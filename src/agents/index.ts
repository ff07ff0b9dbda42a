import type { AgentName } from '../transcript/timeline.js';
import { claude } from './claude.js';
import { codex } from './codex.js';
import type { AgentProfile } from './event.js';
import { gemini } from './gemini.js';

export const PROFILES: Record<AgentName, AgentProfile> = { claude, gemini, codex };

const GEMINI_EVENTS = new Set(['BeforeAgent', 'AfterAgent', 'PreCompress', 'BeforeTool', 'AfterTool', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'Notification']);

/** `checkpoint hook` without an agent argument: tell the agent from its payload and environment. */
export function detectAgent(payload: Record<string, unknown>, env: NodeJS.ProcessEnv): AgentName {
  const transcript = typeof payload.transcript_path === 'string' ? payload.transcript_path : '';
  if (typeof payload.hook_event_name === 'string' && GEMINI_EVENTS.has(payload.hook_event_name)) return 'gemini';
  // Gemini also sets CLAUDE_PROJECT_DIR for its hooks (compatibility), so it is asked first.
  if (env.GEMINI_SESSION_ID || env.GEMINI_PROJECT_DIR || /[\\/]\.gemini[\\/]/.test(transcript)) return 'gemini';
  if (typeof payload.turn_id === 'string' || /rollout-[^\\/]*\.jsonl$/.test(transcript)) return 'codex';
  return 'claude';
}
