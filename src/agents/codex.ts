import { homedir } from 'node:os';
import { join } from 'node:path';
import type { AgentProfile } from './protocol.js';

// The continuation after a block stays in the same turn_id, so the block cap holds per turn.
export const codex: AgentProfile = {
  name: 'codex',
  events: { SessionStart: 'session-start', UserPromptSubmit: 'prompt', Stop: 'stop', PreCompact: 'pre-compact', PreToolUse: 'tool-use' },
  // Codex hooks match the shell tool by its Claude-compatible name.
  shellTool: 'Bash',
  // Its shell names its thread (CODEX_THREAD_ID), and it runs no subagent in it.
  shellSeenByHook: false,
  knownEvents: ['SessionStart', 'SessionEnd', 'UserPromptSubmit', 'PreToolUse', 'PostToolUse', 'PreCompact', 'PostCompact', 'Stop'],
  hookTimeout: 30,
  turnKeyField: 'turn_id',
  finalReplyField: 'last_assistant_message',
  resumeSources: ['resume'],
  blockDecision: 'block',
  shellEnv: 'CODEX_THREAD_ID',
  sessionEnv: 'CODEX_THREAD_ID',
  guideFiles: ['AGENTS.md'],
  projectDir: '.codex',
  userDir: (env) => codexHome(env),
  settingsFile: 'hooks.json',
  configFile: 'config.toml',
};

/** Where Codex keeps its config, hooks and rollouts. */
export function codexHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.CODEX_HOME || join(env.HOME || homedir(), '.codex');
}
