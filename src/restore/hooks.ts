// The restore side of the agents' hook events other than a stop (restore/turn-point.ts has that one): thin
// entries the hook command calls, each failing open. Points go where the runner says (restore/tasks.ts).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HookInput } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { ReportStore } from '../guard/reports.js';
import { isPromptText } from '../transcript/text.js';
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';
import { lastContextUsage } from '../transcript/usage.js';
import { selfName } from '../util/bundle.js';
import { log } from '../util/log.js';
import { findProjectRoot } from '../util/paths.js';
import { oneLine } from '../util/quote.js';
import type { Runner } from './background.js';
import { resumeContext } from './resume.js';
import { PRUNE_STAMP } from './retention.js';
import { riskyMatch } from './risky-commands.js';
import { Stager } from './stage.js';
import { runTask, save } from './tasks.js';
import { capturesTurns, captureTurnStart } from './turns.js';
import { atomicWrite, type SessionMemo, Workspace, WorkspaceBusy } from './workspace.js';

// The hook's other calls into the restore side, loaded with this module (commands/hook.ts HookParts).
export { takePoint } from './tasks.js';

const INTERVAL_MS = 10 * 60_000;
const PRECOMPACT_GAP_MS = 60_000;
const DAY_MS = 86_400_000;
/**
 * How long the risky point, taken inside the hook, waits for the workspace's lock. Other saves hold it for
 * moments, and the point is worth a wait before `git reset --hard`; a detached first snapshot of a huge tree
 * may hold it for minutes, and the agents give a hook 30 s, past which the command runs without the point
 * anyway: half of that, leaving the other half to the save.
 */
export const RISKY_LOCK_WAIT_MS = 15_000;

function context(input: HookInput, env: NodeJS.ProcessEnv): { config: Config; ws: Workspace } {
  return { config: loadConfig(input.cwd, env).config, ws: new Workspace(findProjectRoot(input.cwd), env) };
}

const guarded =
  <A extends unknown[], R>(name: string, fn: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R | undefined> => {
    try {
      return await fn(...args);
    } catch (error) {
      log.debug(`restore ${name} failed open`, error);
      return undefined;
    }
  };

/** SessionStart: the pending restore points as context for the model; a daily prune on the side. */
export const onSessionStart = guarded(
  'session-start',
  async (input: HookInput, env: NodeJS.ProcessEnv = process.env, runner: Runner = 'inline'): Promise<string | undefined> => {
    const ws = new Workspace(findProjectRoot(input.cwd), env);
    const text = resumeContext(ws, input.agent, input.sessionId, selfName(env));
    // Upkeep: a prune that fails must not cost the session its resume context.
    await pruneDaily(input, ws, env, runner).catch((error) => log.debug('daily prune failed', error));
    return text;
  },
);

/**
 * At most once a day per workspace, after the SessionStart answer. The stamp is claimed before the prune
 * starts: sessions starting together start one prune, not one each.
 */
async function pruneDaily(input: HookInput, ws: Workspace, env: NodeJS.ProcessEnv, runner: Runner): Promise<void> {
  const stamp = join(ws.dir, PRUNE_STAMP);
  try {
    if (Date.now() - statSync(stamp).mtimeMs < DAY_MS) return;
  } catch {
    // never pruned
  }
  // Investigation reports are pruned with the points: a workspace may have only those.
  if (ws.ids().length === 0 && (await new ReportStore(ws.root, env).all()).length === 0) return;
  atomicWrite(stamp, String(Date.now()));
  await runTask({ kind: 'prune', input }, env, runner);
}

/** PreCompact / PreCompress: a point before the context is summarised, offered at the next SessionStart. */
export const onPreCompact = guarded(
  'pre-compact',
  async (input: HookInput, env: NodeJS.ProcessEnv = process.env, runner: Runner = 'inline') => {
    const { config, ws } = context(input, env);
    if (!config.restore.autoSave.includes('precompact')) return undefined;
    // Gemini fires PreCompress around every model call of a turn (seen with 0.61): one point per minute is enough.
    const latest = ws.latest();
    if (latest?.trigger === 'precompact' && latest.sessionId === input.sessionId && Date.now() - latest.createdAt < PRECOMPACT_GAP_MS)
      return undefined;
    return runTask({ kind: 'pre-compact', input }, env, runner);
  },
);

/**
 * A real prompt: the tree as of the prompt, captured before the hook answers (the turn's base: a `start` point at
 * the session's first prompt), and the context advisory (one line of additional context, once per crossing of
 * restore.contextWarnPercent).
 */
export const onPrompt = guarded(
  'prompt',
  async (input: HookInput, env: NodeJS.ProcessEnv = process.env, runner: Runner = 'inline'): Promise<string | undefined> => {
    if (input.event.kind !== 'prompt' || !isPromptText(input.event.prompt)) return undefined;
    const prompt = input.event.prompt;
    const { config, ws } = context(input, env);
    const usage = input.transcriptPath ? lastContextUsage(input.transcriptPath) : undefined;
    const percent = usage ? Math.round((usage.tokens / usage.window) * 100) : undefined;
    // One read-modify-write of the memo: of two prompts at once, only one is the session's first.
    const { first, advise } = await ws.updateMemo(input.agent, input.sessionId, (memo) => {
      const next: SessionMemo = { ...memo };
      const first = memo.startedAt === undefined;
      if (first) {
        next.startedAt = Date.now();
        next.firstPrompt = oneLine(prompt).slice(0, 200);
      }
      let advise = false;
      if (percent !== undefined) {
        const over = percent >= config.restore.contextWarnPercent;
        advise = over && !memo.contextWarned;
        next.contextWarned = over;
      }
      return { memo: next, result: { first, advise } };
    });
    // After a seed the tree is written by a detached run (restore/README.md), which also copies the blobs.
    if (capturesTurns(config) && (await captureTurnStart(input, env, first))) await runTask({ kind: 'upkeep', input }, env, runner);
    const advice = advise
      ? `${CHECKPOINT_PREFIX}The context is ${percent}% full. Before going on, run \`${selfName(env)()} save --note "<where the work stands and what is next>"\` so a compacted or new session resumes from there.`
      : undefined;
    if (config.restore.autoSave.includes('interval')) await intervalPoint(ws, input, env, runner);
    return advice;
  },
);

/** PreToolUse / BeforeTool: a `risky` point before a destructive shell command, an `interval` point every 10 minutes. Never blocks. */
export const onToolUse = guarded(
  'tool-use',
  async (input: HookInput, env: NodeJS.ProcessEnv = process.env, runner: Runner = 'inline', lockWaitMs: number = RISKY_LOCK_WAIT_MS) => {
    const { config, ws } = context(input, env);
    const autoSave = config.restore.autoSave;
    const command = input.event.kind === 'tool-use' ? input.event.command : undefined;
    if (autoSave.includes('risky') && command && riskyMatch(command, config.restore.riskyCommands)) {
      // Taken here: the point must hold the tree before the command runs. The blobs a first snapshot names stay
      // in the repository (a reset or a clean removes no object) until the upkeep after it copies them.
      const note = `before: ${command.slice(0, 200)}`;
      const point = await save(input, 'risky', env, { note, copy: 'later', lockWaitMs }).catch((error: unknown) => {
        if (!(error instanceof WorkspaceBusy)) throw error;
        log.debug('risky point skipped: another restore operation holds the workspace', error);
        return undefined;
      });
      if (point && existsSync(new Stager(ws).pendingFile)) await runTask({ kind: 'upkeep', input }, env, runner);
      return point;
    }
    return autoSave.includes('interval') ? intervalPoint(ws, input, env, runner) : undefined;
  },
);

/**
 * An `interval` point when the session's clock says 10 minutes of work passed since the last one (prompts
 * and tool calls tick it). The clock is read and moved under the memo's lock: of hooks racing at the
 * moment it falls due, one takes the point.
 */
async function intervalPoint(ws: Workspace, input: HookInput, env: NodeJS.ProcessEnv, runner: Runner) {
  const now = Date.now();
  const due = await ws.updateMemo(input.agent, input.sessionId, (memo) => {
    if (memo.lastIntervalAt !== undefined && now - memo.lastIntervalAt < INTERVAL_MS) return { result: false };
    // The first tick only starts the clock.
    return { memo: { ...memo, lastIntervalAt: now }, result: memo.lastIntervalAt !== undefined };
  });
  return due ? runTask({ kind: 'interval', input }, env, runner) : undefined;
}

/** The hook command's one call for non-stop events: context for the agent (SessionStart, prompt), or undefined. */
export async function onHookEvent(
  input: HookInput,
  env: NodeJS.ProcessEnv = process.env,
  runner: Runner = 'inline',
): Promise<string | undefined> {
  switch (input.event.kind) {
    case 'session-start':
      return onSessionStart(input, env, runner);
    case 'prompt':
      return onPrompt(input, env, runner);
    case 'pre-compact':
      await onPreCompact(input, env, runner);
      return undefined;
    case 'tool-use':
      await onToolUse(input, env, runner);
      return undefined;
    default:
      return undefined;
  }
}
