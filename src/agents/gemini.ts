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
  // Its shell carries no session id (GEMINI_CLI=1 and the user's environment): the tool-call hook records who runs what.
  shellSeenByHook: true,
  knownEvents: [
    'SessionStart',
    'SessionEnd',
    'BeforeAgent',
    'AfterAgent',
    'BeforeModel',
    'AfterModel',
    'BeforeToolSelection',
    'BeforeTool',
    'AfterTool',
    'PreCompress',
    'Notification',
  ],
  hookTimeout: 30000,
  finalReplyField: 'prompt_response',
  resumeSources: ['resume'],
  blockDecision: 'deny',
  shellEnv: 'GEMINI_CLI=1',
  guideFiles: ['GEMINI.md'],
  projectDir: '.gemini',
  userDir: (env) => join(env.HOME || homedir(), '.gemini'),
  settingsFile: 'settings.json',
};
