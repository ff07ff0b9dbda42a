// The restore side of each hook event, as the event table calls it (commands/_events.ts): what a SessionStart
// offers, what a prompt captures, the points before a compaction and before a risky command, a turn's end.
// Work that can wait for the hook's answer is scheduled (restore/tasks.ts).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HookInput, HookSession } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { ReportStore } from '../guard/reports.js';
import { isPromptText } from '../transcript/text.js';
import { CHECKPOINT_PREFIX } from '../transcript/timeline.js';
import { lastContextUsage } from '../transcript/usage.js';
import { bestEffort } from '../util/best-effort.js';
import { selfName } from '../util/bundle.js';
import { log } from '../util/log.js';
import { findProjectRoot } from '../util/paths.js';
import { oneLine } from '../util/quote.js';
import type { RestorePoint } from './point.js';
import { resumeContext } from './resume.js';
import { PRUNE_STAMP } from './retention.js';
import { riskyMatch } from './risky-commands.js';
import { takePoint } from './save.js';
import { Stager } from './stage.js';
import { type Runner, schedule } from './tasks.js';
import { capturesTurns, captureTurnStart, markTurnEnd } from './turns.js';
import { atomicWrite, type SessionMemo, Workspace, WorkspaceBusy } from './workspace.js';

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

/** SessionStart: the pending restore points as context for the model; a daily prune on the side. */
export async function onSessionStart(input: HookInput, env: NodeJS.ProcessEnv, runner: Runner): Promise<string | undefined> {
  const ws = new Workspace(findProjectRoot(input.cwd), env);
  const text = resumeContext(ws, input.agent, input.sessionId, selfName(env));
  // Upkeep: a prune that fails must not cost the session its resume context.
  await bestEffort('daily prune', () => pruneDaily(input, ws, env, runner));
  return text;
}

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
  await schedule({ kind: 'prune', session: sessionOf(input) }, env, runner);
}

/** PreCompact / PreCompress: a point before the context is summarised, offered at the next SessionStart. */
export async function onPreCompact(input: HookInput, env: NodeJS.ProcessEnv, runner: Runner): Promise<RestorePoint | undefined> {
  const { config, ws } = context(input, env);
  if (!config.restore.autoSave.includes('precompact')) return undefined;
  // Gemini fires PreCompress around every model call of a turn (seen with 0.61): one point per minute is enough.
  const latest = ws.latest();
  if (latest?.trigger === 'precompact' && latest.sessionId === input.sessionId && Date.now() - latest.createdAt < PRECOMPACT_GAP_MS)
    return undefined;
  return schedule({ kind: 'pre-compact', session: sessionOf(input) }, env, runner);
}

/**
 * A real prompt: the tree as of the prompt, captured before the hook answers (the turn's base: a `start` point at
 * the session's first prompt), and the context advisory (one line of additional context, once per crossing of
 * restore.contextWarnPercent).
 */
export async function onPrompt(input: HookInput, env: NodeJS.ProcessEnv, runner: Runner): Promise<string | undefined> {
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
  if (capturesTurns(config) && (await captureTurnStart(input, env, first)))
    await schedule({ kind: 'upkeep', session: sessionOf(input) }, env, runner);
  const advice = advise
    ? `${CHECKPOINT_PREFIX}The context is ${percent}% full. Before going on, run \`${selfName(env)()} save --note "<where the work stands and what is next>"\` so a compacted or new session resumes from there.`
    : undefined;
  if (config.restore.autoSave.includes('interval')) await scheduleInterval(ws, input, env, runner);
  return advice;
}

/** PreToolUse / BeforeTool: a `risky` point before a destructive shell command, an `interval` point every 10 minutes. Never blocks. */
export async function onToolUse(
  input: HookInput,
  env: NodeJS.ProcessEnv,
  runner: Runner,
  lockWaitMs: number = RISKY_LOCK_WAIT_MS,
): Promise<RestorePoint | undefined> {
  const { config, ws } = context(input, env);
  const autoSave = config.restore.autoSave;
  const command = input.event.kind === 'tool-use' ? input.event.command : undefined;
  if (autoSave.includes('risky') && command && riskyMatch(command, config.restore.riskyCommands)) {
    // Taken here: the point must hold the tree before the command runs. The blobs a first snapshot names stay
    // in the repository (a reset or a clean removes no object) until the upkeep after it copies them.
    const request = { cwd: input.cwd, trigger: 'risky' as const, agent: input.agent, sessionId: input.sessionId, env };
    const taken = await takePoint({ ...request, note: `before: ${command.slice(0, 200)}`, copy: 'later', lockWaitMs }).catch(
      (error: unknown) => {
        if (!(error instanceof WorkspaceBusy)) throw error;
        log.debug('risky point skipped: another restore operation holds the workspace', error);
        return undefined;
      },
    );
    for (const warning of taken?.warnings ?? []) log.debug(warning);
    if (taken && existsSync(new Stager(ws).pendingFile)) await schedule({ kind: 'upkeep', session: sessionOf(input) }, env, runner);
    return taken?.point;
  }
  return autoSave.includes('interval') ? scheduleInterval(ws, input, env, runner) : undefined;
}

/**
 * An `interval` point when the session's clock says 10 minutes of work passed since the last one (prompts
 * and tool calls tick it). The clock is read and moved under the memo's lock: of hooks racing at the
 * moment it falls due, one takes the point.
 */
async function scheduleInterval(ws: Workspace, input: HookInput, env: NodeJS.ProcessEnv, runner: Runner) {
  const now = Date.now();
  const due = await ws.updateMemo(input.agent, input.sessionId, (memo) => {
    if (memo.lastIntervalAt !== undefined && now - memo.lastIntervalAt < INTERVAL_MS) return { result: false };
    // The first tick only starts the clock.
    return { memo: { ...memo, lastIntervalAt: now }, result: memo.lastIntervalAt !== undefined };
  });
  return due ? schedule({ kind: 'interval', session: sessionOf(input) }, env, runner) : undefined;
}

/**
 * A stop ended a turn that may have changed files (session/decide-stop.ts `turnPoint`): the moment is noted in the
 * session's memo at once, the turn's point (restore/turns.ts `closeTurn`) scheduled as of that moment. If the
 * next prompt comes before a detached run, the prompt records it first.
 */
export async function onTurnEnd(input: HookSession, env: NodeJS.ProcessEnv, runner: Runner): Promise<RestorePoint | undefined> {
  const at = Date.now();
  await markTurnEnd(input, env, at);
  return schedule({ kind: 'turn-end', session: sessionOf(input), at }, env, runner);
}

/** The session of a hook's input: all a scheduled task carries (a prompt's text stays out of it). */
function sessionOf({ agent, sessionId, cwd, transcriptPath }: HookSession): HookSession {
  return { agent, sessionId, cwd, transcriptPath };
}
