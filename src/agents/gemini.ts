import { homedir } from 'node:os';
import { join } from 'node:path';
import type { AgentProfile } from './protocol.js';

// Gemini has no prompt id, and its stop_hook_active is unreliable (false again after a deny): the turn
// comes from BeforeAgent (a denied stop is replayed as a BeforeAgent whose prompt is our reason) and
// the block count is ours.
export const gemini: AgentProfile = {
  name: 'gemini',
  events: { SessionStart: 'session-start', BeforeAgent: 'prompt', AfterAgent: 'stop', PreCompress: 'pre-compact', BeforeTool: 'tool-use' },
  shellTool: 'run_shell_command',
  hookTimeout: 30000,
  finalReplyField: 'prompt_response',
  resumeSources: ['resume'],
  blockDecision: 'deny',
  // Gemini's shell has no session id.
  shellEnv: 'GEMINI_CLI=1',
  guideFiles: ['GEMINI.md'],
  projectDir: '.gemini',
  userDir: (env) => join(env.HOME || homedir(), '.gemini'),
  settingsFile: 'settings.json',
};
