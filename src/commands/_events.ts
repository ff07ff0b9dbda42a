// What each hook event does, one handler per event kind: the session's record, the restore side, the guard's
// context and the stop's judgement, in the order they run. The hook command (hook.ts) parses the payload and
// holds the one fail-open boundary; the notify route (notify.ts) ends a Codex turn through the same stop parts.

import {
  type AgentProfile,
  blockOutput,
  contextOutput,
  type EventKind,
  type HookEvent,
  type HookInput,
  type HookSession,
} from '../agents/protocol.js';
import type { BuildInput } from '../checkpoint/build.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import { loadConfig } from '../config/load.js';
import { savesSeeShellCalls } from '../config/schema.js';
import type { Runner } from '../restore/tasks.js';
import { applyEvent } from '../session/apply-event.js';
import { evaluateStop } from '../session/evaluate-stop.js';
import type { SessionState } from '../session/state.js';
import { SessionStore } from '../session/state-store.js';
import { readTimeline } from '../transcript/index.js';
import { bestEffort } from '../util/best-effort.js';
import { codePath } from '../util/code-cache.js';
import { log } from '../util/log.js';

/**
 * The parts of the hook path only some events use (a judged stop rarely), loaded on first use. cli.ts passes lazy
 * requires (the bundle evaluates a module when it is first required); tests pass the modules they imported
 * (vitest cannot require TypeScript). The code cache (scripts/build.mjs) learns each path a run reports
 * (util/code-cache.ts), so a part loaded late is compiled code all the same.
 */
export interface HookParts {
  /** Restore points: every event but a stop (a tool call only when saves see shell calls), and a stop that ends a turn. */
  restore: () => typeof import('../restore/hooks.js');
  /** The checkpoint builder: only a stop judged in full (past the threshold, with work to judge). */
  checkpoint: () => typeof import('../checkpoint/build.js');
  /** The investigation guard's SessionStart context. */
  guard: () => typeof import('../guard/session-start.js');
}

/** The hook's answer: the JSON its agent reads on stdout, or nothing. */
export type HookAnswer = Record<string, unknown> | undefined;

type Handler<K extends EventKind> = (
  input: HookInput & { event: Extract<HookEvent, { kind: K }> },
  context: { profile: AgentProfile; env: NodeJS.ProcessEnv; parts: HookParts; runner: Runner },
) => Promise<HookAnswer>;

/** How long a shell call waits for its session's lock to record itself: briefly, the risky point comes next. */
const SHELL_CALL_LOCK_WAIT_MS = 2_000;

const HANDLERS: { [K in EventKind]: Handler<K> } = {
  'session-start': async (input, { profile, env, parts, runner }) => {
    const now = Date.now();
    const state = await bestEffort('session start record', () => noteInSession(input, env, now));
    // The restore side's resume context and the guard's findings share the one SessionStart answer: either fails
    // alone.
    const resume = await bestEffort('resume context', () => parts.restore().onSessionStart(input, env, runner));
    const guard =
      state && !state.off
        ? await bestEffort('guard context', () =>
            parts.guard().guardContext({ state, cwd: input.cwd, compacted: input.event.compacted, now, env }),
          )
        : undefined;
    const context = [resume, guard].filter(Boolean).join('\n\n');
    return context ? contextOutput(profile, 'session-start', context) : undefined;
  },
  prompt: async (input, { profile, env, parts, runner }) => {
    // The turn's start in the session (a stop reads it from the transcript without it); the tree as of the prompt,
    // the turn's base, is worth more.
    await bestEffort('turn start record', () => noteInSession(input, env, Date.now()));
    const advice = await parts.restore().onPrompt(input, env, runner);
    return advice ? contextOutput(profile, 'prompt', advice) : undefined;
  },
  'pre-compact': async (input, { env, parts, runner }) => {
    await parts.restore().onPreCompact(input, env, runner);
    return undefined;
  },
  'tool-use': async (input, { env, parts, runner }) => {
    // A shell call's record (who runs it) is worth less than what follows it, a risky command's restore point:
    // it waits for the lock briefly, and on any failure is left out.
    if (input.event.command !== undefined)
      await bestEffort('shell call record', () => noteInSession(input, env, Date.now(), SHELL_CALL_LOCK_WAIT_MS));
    // A shell call is the restore side's only for risky and interval saves: otherwise it is not loaded at all.
    if (!savesSeeShellCalls(loadConfig(input.cwd, env).config)) return undefined;
    await parts.restore().onToolUse(input, env, runner);
    return undefined;
  },
  stop: async (input, { profile, env, parts, runner }) => {
    const { event } = input;
    const request = { ...input, turnKey: event.turnKey, finalReply: event.finalReply, route: 'hook' as const, env };
    const decision = await evaluateStop(request, stopEffects(parts));
    log.debug('stop:', decision.why);
    if (decision.block && decision.message) return blockOutput(profile, decision.message);
    if (decision.turnPoint) await endTurn(input, env, parts, runner);
    return decision.systemMessage ? { systemMessage: decision.systemMessage } : undefined;
  },
};

/** Runs the event's handler. Throws what its parts throw: the caller is the fail-open boundary. */
export function handleEvent(input: HookInput, profile: AgentProfile, env: NodeJS.ProcessEnv, parts: HookParts, runner: Runner) {
  if (input.event.kind === 'ignored') return Promise.resolve(undefined);
  codePath(`hook:${input.event.kind}`);
  const handler = HANDLERS[input.event.kind] as Handler<EventKind>;
  return handler(input as Parameters<typeof handler>[0], { profile, env, parts, runner });
}

/** A turn ended that may have changed files: its restore point. Fails open, the stop's answer comes first. */
export async function endTurn(session: HookSession, env: NodeJS.ProcessEnv, parts: Pick<HookParts, 'restore'>, runner: Runner) {
  await bestEffort('turn point', () => parts.restore().onTurnEnd(session, env, runner));
}

/** The event in the session's state (session/apply-event.ts), under the session's lock. */
function noteInSession(input: HookInput, env: NodeJS.ProcessEnv, now: number, waitMs?: number): Promise<SessionState | undefined> {
  return new SessionStore(env, { waitMs }).update(input.agent, input.sessionId, (state) => applyEvent(state, input, now));
}

type Builder = (input: BuildInput) => Promise<CheckpointResult>;

/**
 * What a route's stop evaluation runs, as the entry gives it: the builder (a lazy part) and the transcript
 * reader, each reporting its code path to the bundle's code cache (util/code-cache.ts) when it runs.
 */
export function stopEffects(parts: Pick<HookParts, 'checkpoint'>): { build: Builder; read: typeof readTimeline } {
  return {
    build: (input) => {
      codePath('build');
      return parts.checkpoint().buildCheckpoint(input);
    },
    read: (...args) => {
      codePath('transcript');
      return readTimeline(...args);
    },
  };
}
