// Hook events other than the stop: they only update session state.
import type { HookInput } from '../agents/protocol.js';
import { isPromptText } from '../transcript/text.js';
import type { SessionState } from './state.js';
import { startTurn } from './stop-rules.js';

/** The new state after a non-stop event, or undefined when the event changes nothing. */
export function applyEvent(state: SessionState, input: HookInput, now: number): SessionState | undefined {
  const { event } = input;
  const base = { ...state, cwd: input.cwd, transcriptPath: input.transcriptPath ?? state.transcriptPath };
  switch (event.kind) {
    case 'prompt':
      // The transcript readers' rule: our prefix (Gemini replays a denied stop so) and harness text are not prompts.
      return isPromptText(event.prompt) ? startTurn(base, now, event.turnKey) : undefined;
    case 'session-start':
      return event.resumed ? { ...base, resumePending: true } : base;
    default:
      return undefined;
  }
}
