import { type AgentAdapter, type HookEvent, optionalString } from './event.js';

export const codex: AgentAdapter = {
  name: 'codex',
  event(payload): HookEvent {
    const turnKey = optionalString(payload.turn_id);
    switch (payload.hook_event_name) {
      case 'UserPromptSubmit':
        return { kind: 'prompt', prompt: payload.prompt ?? '', turnKey };
      case 'Stop':
        // The continuation after a block stays in the same turn_id, so the cap holds per turn.
        return { kind: 'stop', turnKey };
      case 'SessionStart':
        return { kind: 'session-start', resumed: payload.source === 'resume' };
      case 'PreCompact':
        return { kind: 'pre-compact' };
      case 'PreToolUse':
        return { kind: 'tool-use' };
      default:
        return { kind: 'ignored', why: `${payload.hook_event_name} is not handled` };
    }
  },
  // Codex rejects any key besides these two.
  block: (message) => ({ decision: 'block', reason: message }),
  context: (text) => ({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: text } }),
};
