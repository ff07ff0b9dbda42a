import { homedir } from 'node:os';
import { join } from 'node:path';
import type { AgentProfile } from './protocol.js';

// SubagentStop is left out on purpose: it also fires for the agents that run a compaction.
export const claude: AgentProfile = {
  name: 'claude',
  events: { SessionStart: 'session-start', UserPromptSubmit: 'prompt', Stop: 'stop', PreCompact: 'pre-compact', PreToolUse: 'tool-use' },
  shellTool: 'Bash',
  // A subagent's shell carries its session's id: only the tool-call payload's agent_id tells them apart.
  shellSeenByHook: true,
  knownEvents: [
    'SessionStart',
    'SessionEnd',
    'UserPromptSubmit',
    'PreToolUse',
    'PostToolUse',
    'PostToolUseFailure',
    'PostToolBatch',
    'PermissionRequest',
    'Notification',
    'Stop',
    'SubagentStart',
    'SubagentStop',
    'PreCompact',
    'PostCompact',
  ],
  hookTimeout: 30,
  turnKeyField: 'prompt_id',
  finalReplyField: 'last_assistant_message',
  resumeSources: ['resume', 'compact'],
  blockDecision: 'block',
  shellEnv: 'CLAUDECODE=1',
  sessionEnv: 'CLAUDE_CODE_SESSION_ID',
  guideFiles: ['CLAUDE.md', 'CLAUDE.local.md'],
  startFiles: ['.mcp.json'],
  projectDir: '.claude',
  userDir: (env) => env.CLAUDE_CONFIG_DIR || join(env.HOME || homedir(), '.claude'),
  settingsFile: 'settings.json',
};
