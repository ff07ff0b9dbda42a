// Hook events other than the stop: they only update session state.
import type { HookInput } from '../agents/event.js';
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';
import { startTurn } from './decide.js';
import type { SessionState } from './schema.js';

// Harness text that arrives through the prompt hook without being the person's prompt.
const NOT_A_PROMPT = [CHECKPOINT_PREFIX, '<system-reminder>', '<task-notification>'];

export function isRealPrompt(prompt: string): boolean {
  const text = prompt.trimStart();
  return !NOT_A_PROMPT.some((prefix) => text.startsWith(prefix));
}

/** The new state after a non-stop event, or undefined when the event changes nothing. */
export function applyEvent(state: SessionState, input: HookInput, now: number): SessionState | undefined {
  const { event } = input;
  const base = { ...state, cwd: input.cwd, transcriptPath: input.transcriptPath ?? state.transcriptPath };
  switch (event.kind) {
    case 'prompt':
      return isRealPrompt(event.prompt) ? startTurn(base, now, event.turnKey) : undefined;
    case 'session-start':
      return event.resumed ? { ...base, resumePending: true } : base;
    case 'tool-use':
      return state.firstToolUseAt === undefined ? { ...base, firstToolUseAt: now } : undefined;
    default:
      return undefined;
  }
}
