import type { AgentProfile } from './event.js';

// Gemini has no prompt id, and its stop_hook_active is unreliable (false again after a deny): the turn
// comes from BeforeAgent (a denied stop is replayed as a BeforeAgent whose prompt is our reason) and
// the block count is ours.
export const gemini: AgentProfile = {
  name: 'gemini',
  events: { BeforeAgent: 'prompt', AfterAgent: 'stop', SessionStart: 'session-start', PreCompress: 'pre-compact', BeforeTool: 'tool-use' },
  finalReplyField: 'prompt_response',
  resumeSources: ['resume'],
  blockDecision: 'deny',
};
