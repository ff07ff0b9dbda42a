import { type AgentAdapter, type HookEvent } from './event.js';

export const gemini: AgentAdapter = {
  name: 'gemini',
  event(payload): HookEvent {
    switch (payload.hook_event_name) {
      case 'BeforeAgent':
        // Gemini has no prompt id; a denied stop comes back as a BeforeAgent whose prompt is our reason.
        return { kind: 'prompt', prompt: payload.prompt ?? '' };
      case 'AfterAgent':
        // stop_hook_active is unreliable here (false again after a deny): the block count is ours.
        return { kind: 'stop' };
      case 'SessionStart':
        return { kind: 'session-start', resumed: payload.source === 'resume' };
      case 'PreCompress':
        return { kind: 'pre-compact' };
      case 'BeforeTool':
        return { kind: 'tool-use' };
      default:
        return { kind: 'ignored', why: `${payload.hook_event_name} is not handled` };
    }
  },
  block: (message) => ({ decision: 'deny', reason: message }),
  context: (text) => ({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: text } }),
};
