import type { AgentName } from '../transcript/timeline.js';
import { claude } from './claude.js';
import { codex } from './codex.js';
import type { AgentAdapter } from './event.js';
import { gemini } from './gemini.js';

export const ADAPTERS: Record<AgentName, AgentAdapter> = { claude, gemini, codex };

const GEMINI_EVENTS = new Set(['BeforeAgent', 'AfterAgent', 'PreCompress', 'BeforeTool', 'AfterTool', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'Notification']);

/** `checkpoint hook` without an agent argument: tell the agent from its environment and payload. */
export function detectAgent(payload: Record<string, unknown>, env: NodeJS.ProcessEnv): AgentName {
  if (typeof payload.hook_event_name === 'string' && GEMINI_EVENTS.has(payload.hook_event_name)) return 'gemini';
  if (env.GEMINI_SESSION_ID || env.GEMINI_PROJECT_DIR) return 'gemini';
  if (env.CLAUDECODE || env.CLAUDE_CODE_SESSION_ID || env.CLAUDE_PROJECT_DIR) return 'claude';
  if (typeof payload.turn_id === 'string' || typeof payload.model === 'string') return 'codex';
  return 'claude';
}
