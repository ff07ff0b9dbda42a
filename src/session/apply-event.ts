// What a hook event other than the stop records in the session's state (the stop's record: decide-stop.ts).
// What else each event does (restore points, the guard's context): commands/_events.ts.
import { resolve } from 'node:path';
import type { HookInput } from '../agents/protocol.js';
import { isPromptText } from '../transcript/text.js';
import { withShellCall } from './shell-calls.js';
import type { SessionState } from './state.js';
import { startTurn } from './stop-rules.js';

/** The new state after a non-stop event, or undefined when the event changes nothing. */
export function applyEvent(state: SessionState, input: HookInput, now: number): SessionState | undefined {
  const { event } = input;
  const base = { ...state, cwd: input.cwd, transcriptPath: input.transcriptPath ?? state.transcriptPath, activeAt: now };
  switch (event.kind) {
    case 'prompt':
      // The transcript readers' rule: our prefix (Gemini replays a denied stop so) and harness text are not prompts.
      return isPromptText(event.prompt) ? startTurn(base, now, event.turnKey) : undefined;
    case 'session-start':
      return event.resumed ? { ...base, resumePending: true } : base;
    case 'tool-use': {
      if (event.command === undefined) return undefined;
      const call = { command: event.command, cwd: resolve(input.cwd, event.dir ?? '.'), at: now, subagent: event.subagent };
      return { ...base, shellCalls: withShellCall(state.shellCalls, call) };
    }
    default:
      return undefined;
  }
}
