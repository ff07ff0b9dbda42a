import { defineCommand } from 'citty';
import * as v from 'valibot';
import { detectAgent, PROFILES } from '../agents/index.js';
import { AGENTS, type AgentName, BasePayload, blockOutput, contextOutput, type HookInput, toEvent } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import { savesSeeShellCalls } from '../config/schema.js';
import { BACKGROUND_ENV, backgroundTask, type Runner } from '../restore/background.js';
import { afterTurnEnd } from '../restore/turn-point.js';
import { applyEvent, changesSession } from '../session/apply-event.js';
import { evaluateStop } from '../session/evaluate-stop.js';
import type { SessionState } from '../session/state.js';
import { SessionStore } from '../session/state-store.js';
import { killSwitchOn } from '../session/stop-rules.js';
import { codePath } from '../util/code-cache.js';
import { log } from '../util/log.js';
import { parseObject, readStdin } from '../util/stdin.js';
import { writeOut } from '../util/stdout.js';
import { type HookParts, stopEffects } from './_shared.js';

export type { HookParts };

/**
 * Runs one hook event; returns the stdout JSON, or undefined for no output. Never throws: the one fail-open
 * boundary. `runner`: the command leaves automatic restore points to detached runs (the agent waits for this
 * one); tests take them in-process.
 */
export async function runHook(
  agentArg: string | undefined,
  stdin: string | (() => Promise<string>),
  env: NodeJS.ProcessEnv,
  parts: HookParts,
  runner: Runner = 'inline',
): Promise<Record<string, unknown> | undefined> {
  // SPEC 1: the kill switch makes every hook a no-op, before anything is read.
  if (killSwitchOn(env)) return undefined;
  try {
    return await answer(agentArg, stdin, env, parts, runner);
  } catch (error) {
    log.debug('hook failed open', error);
    return undefined;
  }
}

async function answer(
  agentArg: string | undefined,
  stdin: string | (() => Promise<string>),
  env: NodeJS.ProcessEnv,
  parts: HookParts,
  runner: Runner,
): Promise<Record<string, unknown> | undefined> {
  const raw = parseObject(typeof stdin === 'string' ? stdin : await stdin());
  if (!raw) return undefined;
  const agent: AgentName = AGENTS.includes(agentArg as AgentName) ? (agentArg as AgentName) : detectAgent(raw, env);
  const parsed = v.safeParse(BasePayload, raw);
  if (!parsed.success) {
    log.debug('payload ignored:', parsed.issues[0].message);
    return undefined;
  }
  const payload = parsed.output;
  const profile = PROFILES[agent];
  const input: HookInput = {
    agent,
    sessionId: payload.session_id,
    cwd: payload.cwd,
    transcriptPath: payload.transcript_path ?? undefined,
    event: toEvent(profile, payload),
  };
  const { event } = input;
  if (event.kind === 'ignored') return undefined;
  codePath(`hook:${event.kind}`);
  if (event.kind === 'stop') {
    const request = { ...input, turnKey: event.turnKey, finalReply: event.finalReply, route: 'hook' as const, env };
    const decision = await evaluateStop(request, stopEffects(parts));
    log.debug('stop:', decision.why);
    if (decision.block && decision.message) return blockOutput(profile, decision.message);
    if (decision.turnPoint) await afterTurnEnd(input, env, runner, parts.restore);
    return decision.systemMessage ? { systemMessage: decision.systemMessage } : undefined;
  }
  const now = Date.now();
  // A prompt, a SessionStart and a shell call change session state (apply-event.ts); a compaction takes no lock.
  const state = changesSession(input) ? await recordEvent(input, env, now) : undefined;
  // A shell call is the restore side's only for risky and interval saves: otherwise it is not loaded at all.
  if (event.kind === 'tool-use' && !savesSeeShellCalls(loadConfig(input.cwd, env).config)) return undefined;
  const restore = await parts.restore().onHookEvent(input, env, runner);
  // The restore side's resume context and the guard's findings share the one SessionStart answer.
  const guard =
    event.kind === 'session-start' && state && !state.off
      ? await parts.guard().guardContext({ state, cwd: input.cwd, compacted: event.compacted, now, env })
      : undefined;
  const context = [restore, guard].filter(Boolean).join('\n\n');
  if (!context) return undefined;
  return contextOutput(profile, event.kind === 'session-start' ? 'session-start' : 'prompt', context);
}

/** How long a shell call waits for its session's lock to record itself: briefly, the risky point comes next. */
const SHELL_CALL_LOCK_WAIT_MS = 2_000;

/**
 * The event in the session's state. A shell call's record (who runs it) is worth less than what follows it,
 * a risky command's restore point: it waits for the lock briefly, and on any failure is left out.
 */
async function recordEvent(input: HookInput, env: NodeJS.ProcessEnv, now: number) {
  const change = (state: SessionState) => applyEvent(state, input, now);
  if (input.event.kind !== 'tool-use') return new SessionStore(env).update(input.agent, input.sessionId, change);
  return new SessionStore(env, { waitMs: SHELL_CALL_LOCK_WAIT_MS }).update(input.agent, input.sessionId, change).catch((error) => {
    log.debug('shell call not recorded', error);
    return undefined;
  });
}

export const hookCommand = (parts: HookParts) =>
  defineCommand({
    meta: {
      name: 'hook',
      description: 'Hook entry for every agent event: reads the payload on stdin, prints one JSON answer or nothing, always exits 0',
    },
    args: {
      agent: { type: 'positional', required: false, description: 'claude, gemini or codex (detected when left out)' },
    },
    async run({ args }) {
      process.exitCode = 0;
      // A detached run taking an automatic restore point after its hook answered (restore/background.ts).
      const task = backgroundTask(process.env);
      if (task) {
        codePath(`point:${task.kind}`);
        await parts.restore().takePoint(task, { ...process.env, [BACKGROUND_ENV]: undefined });
        return;
      }
      // stdin is read only past the kill switch (runHook): a disabled hook leaves it on the pipe.
      const output = await runHook(args.agent, readStdin, process.env, parts, 'detached');
      // writeOut: a closed stdout (the agent gave up on us) is no error.
      if (output) writeOut(`${JSON.stringify(output)}\n`);
    },
  });
