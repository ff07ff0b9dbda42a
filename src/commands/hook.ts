import { defineCommand } from 'citty';
import * as v from 'valibot';
import { detectAgent, PROFILES } from '../agents/index.js';
import { AGENTS, type AgentName, BasePayload, type HookInput, toEvent } from '../agents/protocol.js';
import type { Runner } from '../restore/tasks.js';
import { killSwitchOn } from '../session/stop-rules.js';
import { log } from '../util/log.js';
import { parseObject, readStdin } from '../util/stdin.js';
import { writeOut } from '../util/stdout.js';
import { type HookAnswer, type HookParts, handleEvent } from './_events.js';

export type { HookParts };

/**
 * Runs one hook event; returns the stdout JSON, or undefined for no output. Never throws: the hook's one
 * fail-open boundary. `runner`: the command leaves work that can wait to detached runs (the agent waits for
 * this one); tests run it in process.
 */
export async function runHook(
  agentArg: string | undefined,
  stdin: string | (() => Promise<string>),
  env: NodeJS.ProcessEnv,
  parts: HookParts,
  runner: Runner = 'inline',
): Promise<HookAnswer> {
  // SPEC 1: the kill switch makes every hook a no-op, before anything is read.
  if (killSwitchOn(env)) return undefined;
  try {
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
    return await handleEvent(input, profile, env, parts, runner);
  } catch (error) {
    log.debug('hook failed open', error);
    return undefined;
  }
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
      // stdin is read only past the kill switch (runHook): a disabled hook leaves it on the pipe.
      const output = await runHook(args.agent, readStdin, process.env, parts, 'detached');
      // writeOut: a closed stdout (the agent gave up on us) is no error.
      if (output) writeOut(`${JSON.stringify(output)}\n`);
    },
  });
