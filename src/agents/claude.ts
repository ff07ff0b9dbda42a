import { type AgentAdapter, type HookEvent, optionalString } from './event.js';

export const claude: AgentAdapter = {
  name: 'claude',
  event(payload): HookEvent {
    const turnKey = optionalString(payload.prompt_id);
    switch (payload.hook_event_name) {
      case 'UserPromptSubmit':
        return { kind: 'prompt', prompt: payload.prompt ?? '', turnKey };
      case 'Stop':
        // A Stop inside a subagent's context is not the session's turn end.
        return payload.agent_id ? { kind: 'ignored', why: 'subagent stop' } : { kind: 'stop', turnKey };
      case 'SessionStart':
        return { kind: 'session-start', resumed: payload.source === 'resume' || payload.source === 'compact' };
      case 'PreCompact':
        return { kind: 'pre-compact' };
      case 'PreToolUse':
        return { kind: 'tool-use' };
      default:
        // SubagentStop also fires for the agents that run a compaction: never gate on it.
        return { kind: 'ignored', why: `${payload.hook_event_name} is not handled` };
    }
  },
  block: (message) => ({ decision: 'block', reason: message }),
  context: (text) => ({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: text } }),
};
