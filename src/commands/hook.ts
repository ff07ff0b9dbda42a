import { defineCommand } from 'citty';
import * as v from 'valibot';
import { PROFILES, detectAgent } from '../agents/index.js';
import { BasePayload, blockOutput, contextOutput, type HookInput, toEvent } from '../agents/protocol.js';
import { guardContext } from '../guard/session-start.js';
import { applyEvent } from '../session/events.js';
import { BACKGROUND_ENV, backgroundTask } from '../restore/background.js';
import { detachAutomaticPoints, onHookEvent, onTurnEnd, takePoint } from '../restore/hooks.js';
import { evaluateStop } from '../session/stop.js';
import { SessionStore } from '../session/store.js';
import { AGENTS, type AgentName } from '../agents/protocol.js';
import { log } from '../util/log.js';
import { parseObject, readStdin } from '../util/stdin.js';
import { runnableOutcome } from './_shared.js';

/** Runs one hook event; returns the stdout JSON, or undefined for no output. Never throws. */
export async function runHook(agentArg: string | undefined, stdin: string, env: NodeJS.ProcessEnv = process.env): Promise<Record<string, unknown> | undefined> {
  if (env.CHECKPOINT_DISABLE === '1') return undefined;
  try {
    const raw = parseObject(stdin);
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
    if (event.kind === 'stop') {
      const outcome = runnableOutcome(await evaluateStop({ ...input, turnKey: event.turnKey, finalReply: event.finalReply, route: 'hook', env }), env);
      log.debug('stop:', outcome.why);
      if (outcome.block && outcome.message) return blockOutput(profile, outcome.message);
      await onTurnEnd(input, env);
      return outcome.systemMessage ? { systemMessage: outcome.systemMessage } : undefined;
    }
    const now = Date.now();
    const store = new SessionStore(env);
    const state = await store.update(agent, input.sessionId, (state) => applyEvent(state, input, now));
    const output = await onHookEvent(input, raw, env);
    if (event.kind !== 'session-start' || state.off) return output;
    // The restore side's resume context and the guard's findings share the one SessionStart answer.
    const guard = await guardContext({ state, cwd: input.cwd, compacted: event.compacted, now, env });
    const restore = (output?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext;
    const context = [restore, guard].filter(Boolean).join('\n\n');
    return context ? contextOutput(profile, 'session-start', context) : output;
  } catch (error) {
    log.debug('hook failed open', error);
    return undefined;
  }
}

export default defineCommand({
  meta: { name: 'hook', description: 'Hook entry for every agent event: reads the payload on stdin, prints one JSON answer or nothing, always exits 0' },
  args: {
    agent: { type: 'positional', required: false, description: 'claude, gemini or codex (detected when left out)' },
  },
  async run({ args }) {
    try {
      // A detached run taking an automatic restore point after its hook answered (restore/background.ts).
      const task = backgroundTask(process.env);
      if (task) {
        await takePoint(task, { ...process.env, [BACKGROUND_ENV]: undefined });
        return;
      }
      detachAutomaticPoints();
      const output = await runHook(args.agent, await readStdin());
      if (output) process.stdout.write(`${JSON.stringify(output)}\n`);
    } catch {
      // a hook never breaks its agent
    }
    process.exitCode = 0;
  },
});
