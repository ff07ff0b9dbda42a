import type { AgentProfile } from './event.js';

// The continuation after a block stays in the same turn_id, so the block cap holds per turn.
export const codex: AgentProfile = {
  name: 'codex',
  events: { UserPromptSubmit: 'prompt', Stop: 'stop', SessionStart: 'session-start', PreCompact: 'pre-compact', PreToolUse: 'tool-use' },
  turnKeyField: 'turn_id',
  finalReplyField: 'last_assistant_message',
  resumeSources: ['resume'],
  blockDecision: 'block',
};
