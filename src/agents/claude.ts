import type { AgentProfile } from './event.js';

// SubagentStop is left out on purpose: it also fires for the agents that run a compaction.
export const claude: AgentProfile = {
  name: 'claude',
  events: { UserPromptSubmit: 'prompt', Stop: 'stop', SessionStart: 'session-start', PreCompact: 'pre-compact', PreToolUse: 'tool-use' },
  turnKeyField: 'prompt_id',
  finalReplyField: 'last_assistant_message',
  resumeSources: ['resume', 'compact'],
  blockDecision: 'block',
};
