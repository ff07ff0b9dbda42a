// The restore side of the agents' hook events: thin entries the hook command calls. Each fails open.
import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { HookInput } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { ReportStore } from '../guard/reports.js';
import { readTimeline } from '../transcript/index.js';
import { isPromptText } from '../transcript/text.js';
import { CHECKPOINT_PREFIX, emptyTimeline, type TurnTimeline } from '../transcript/timeline.js';
import { lastContextUsage } from '../transcript/usage.js';
import { codePath } from '../util/code-cache.js';
import { gitDirsOf } from '../util/git-config.js';
import type { RepoStatus } from '../util/git-status.js';
import { log } from '../util/log.js';
import { findProjectRoot, safeId } from '../util/paths.js';
import { type PointTask, pointsDetached, spawnDetached } from './background.js';
import { copyPendingObjects, DETACHED_BUDGET_MS, packLooseObjects } from './maintenance.js';
import type { RestorePoint, Trigger } from './point.js';
import { resumeContext } from './resume.js';
import { PRUNE_STAMP, prune } from './retention.js';
import { riskyMatch, shellCommandOf } from './risky.js';
import { saveAutomatic, savePoint, todoState } from './save.js';
import { NotQuick, Shadow, type StageOptions } from './snapshot.js';
import { atomicWrite, type SessionMemo, Workspace, WorkspaceBusy } from './workspace.js';

const INTERVAL_MS = 10 * 60_000;
const PRECOMPACT_GAP_MS = 60_000;
const DAY_MS = 86_400_000;

function context(input: HookInput, env: NodeJS.ProcessEnv): { config: Config; ws: Workspace } {
  return { config: loadConfig(input.cwd, env).config, ws: new Workspace(findProjectRoot(input.cwd), env) };
}

async function timelineOf(input: HookInput, config: Config): Promise<TurnTimeline | undefined> {
  if (!input.transcriptPath) return undefined;
  return readTimeline(input.agent, input.transcriptPath, { maxBytes: config.transcript.maxBytes }).catch(() => undefined);
}

async function save(
  input: HookInput,
  trigger: Trigger,
  env: NodeJS.ProcessEnv,
  {
    timeline,
    marker = false,
    note,
    asOf,
    copy,
  }: { timeline?: TurnTimeline; marker?: boolean; note?: string; asOf?: StageOptions; copy?: 'later' | { until: number } } = {},
) {
  // A point with the turn read also reads what the session's subagents wrote.
  const transcriptPath = timeline ? input.transcriptPath : undefined;
  const { point, warnings } = await savePoint({
    cwd: input.cwd,
    trigger,
    agent: input.agent,
    sessionId: input.sessionId,
    timeline,
    transcriptPath,
    marker,
    note,
    env,
    asOf,
    copy,
  });
  for (const warning of warnings) log.debug(warning);
  return point;
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
  async (input: HookInput, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> => {
    const ws = new Workspace(findProjectRoot(input.cwd), env);
    const text = resumeContext(ws, input.agent, input.sessionId);
    await pruneDaily(input, ws, env);
    return text;
  },
);

/**
 * At most once a day per workspace, in a detached run after the SessionStart answer. The stamp is claimed
 * before the run starts: sessions starting together start one prune, not one each.
 */
async function pruneDaily(input: HookInput, ws: Workspace, env: NodeJS.ProcessEnv): Promise<void> {
  const stamp = join(ws.dir, PRUNE_STAMP);
  try {
    if (Date.now() - statSync(stamp).mtimeMs < DAY_MS) return;
  } catch {
    // never pruned
  }
  // Investigation reports are pruned with the points: a workspace may have only those.
  if (ws.ids().length === 0 && (await new ReportStore(ws.root, env).all()).length === 0) return;
  atomicWrite(stamp, String(Date.now()));
  await later({ kind: 'prune', input }, env);
}

/** PreCompact / PreCompress: a point before the context is summarised, offered at the next SessionStart. */
export const onPreCompact = guarded('pre-compact', async (input: HookInput, env: NodeJS.ProcessEnv = process.env) => {
  const { config, ws } = context(input, env);
  if (!config.restore.autoSave.includes('precompact')) return undefined;
  // Gemini fires PreCompress around every model call of a turn (seen with 0.61): one point per minute is enough.
  const latest = ws.latest();
  if (latest?.trigger === 'precompact' && latest.sessionId === input.sessionId && Date.now() - latest.createdAt < PRECOMPACT_GAP_MS)
    return undefined;
  return later({ kind: 'pre-compact', input }, env);
});

async function preCompactPoint(input: HookInput, env: NodeJS.ProcessEnv) {
  const { config } = context(input, env);
  return save(input, 'precompact', env, { timeline: await timelineOf(input, config), marker: true });
}

/**
 * A real prompt: the session's `start` point at its first prompt, and the context advisory (one line of
 * additional context, once per crossing of restore.contextWarnPercent).
 */
export const onPrompt = guarded('prompt', async (input: HookInput, env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> => {
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
      next.firstPrompt = prompt.replace(/\s+/g, ' ').trim().slice(0, 200);
    }
    let advise = false;
    if (percent !== undefined) {
      const over = percent >= config.restore.contextWarnPercent;
      advise = over && !memo.contextWarned;
      next.contextWarned = over;
    }
    return { memo: next, result: { first, advise } };
  });
  if (first && config.restore.autoSave.includes('start')) await startPoint(input, ws, env);
  const advice = advise
    ? `${CHECKPOINT_PREFIX}The context is ${percent}% full. Before going on, run \`checkpoint save --note "<where the work stands and what is next>"\` so a compacted or new session resumes from there.`
    : undefined;
  if (config.restore.autoSave.includes('interval')) await intervalPoint(ws, input, env);
  return advice;
});

/**
 * The session's `start` point: the tree as it is at this prompt, before the agent's first edit. Staging a
 * large tree takes seconds, and the agent waits for this hook: so the hook only copies the user's index (a
 * few MB at most, the blob of every tracked file as it is now) and notes the time, and a detached run stages
 * the tree as it was then (restore/snapshot.ts `asOf`), whatever the agent has edited meanwhile.
 */
async function startPoint(input: HookInput, ws: Workspace, env: NodeJS.ProcessEnv): Promise<void> {
  const at = Date.now();
  const gitDir = gitDirsOf(ws.root)?.gitDir;
  let userIndex: string | undefined;
  if (gitDir) {
    const copy = join(ws.dir, 'start-index', `${input.agent}-${safeId(input.sessionId)}`);
    try {
      mkdirSync(join(ws.dir, 'start-index'), { recursive: true, mode: 0o700 });
      copyFileSync(join(gitDir, 'index'), copy);
      chmodSync(copy, 0o600);
      userIndex = copy;
    } catch {
      // no index yet (a repository without a commit or an add): the tree alone says it
    }
  }
  await later({ kind: 'start', input, at, userIndex }, env);
}

/** PreToolUse / BeforeTool: a `risky` point before a destructive shell command, an `interval` point every 10 minutes. Never blocks. */
export const onToolUse = guarded(
  'tool-use',
  async (input: HookInput, payload: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env) => {
    const { config, ws } = context(input, env);
    const autoSave = config.restore.autoSave;
    const command = shellCommandOf(payload);
    if (autoSave.includes('risky') && command) {
      const matched = riskyMatch(command, config.restore.riskyCommands);
      if (matched) {
        // Inline: the point must be taken before the command runs. The blobs a first snapshot names stay
        // in the repository (a reset or a clean does not remove objects) until a detached run copies them.
        const point = await save(input, 'risky', env, { note: `before: ${command.slice(0, 200)}`, copy: 'later' });
        if (existsSync(new Shadow(ws).pendingFile)) await later({ kind: 'upkeep', input }, env);
        return point;
      }
    }
    return autoSave.includes('interval') ? intervalPoint(ws, input, env) : undefined;
  },
);

/**
 * An `interval` point when the session's clock says 10 minutes of work passed since the last one (prompts
 * and tool calls tick it). The clock is read and moved under the memo's lock: of hooks racing at the
 * moment it falls due, one takes the point.
 */
async function intervalPoint(ws: Workspace, input: HookInput, env: NodeJS.ProcessEnv) {
  const now = Date.now();
  const due = await ws.updateMemo(input.agent, input.sessionId, (memo) => {
    if (memo.lastIntervalAt !== undefined && now - memo.lastIntervalAt < INTERVAL_MS) return { result: false };
    // The first tick only starts the clock.
    return { memo: { ...memo, lastIntervalAt: now }, result: memo.lastIntervalAt !== undefined };
  });
  return due ? later({ kind: 'interval', input }, env) : undefined;
}

/** What a stop judged in full already read: the repository's status and the whole turn. */
export interface StopReading {
  root: string;
  status: RepoStatus;
  timeline: TurnTimeline;
}

/**
 * A stop that ends the turn, when the stop decision asks for its point (session/decide-stop.ts): a `turn`
 * point when the files changed since the previous point, `phase` when the turn also completed a todo.
 * A stop judged in full has read the status and the turn: it stages from them itself when that is a few
 * small paths (no second status, no second process), else a detached run takes the point.
 */
export const onTurnEnd = guarded('turn-end', async (input: HookInput, env: NodeJS.ProcessEnv = process.env, read?: StopReading) => {
  if (read && (await inlineTurnPoint(input, env, read))) {
    log.debug('turn point: taken by this stop, from its status');
    return undefined;
  }
  return later({ kind: 'turn-end', input }, env);
});

/**
 * The turn point from what the stop read; false when it is left to a detached run: another repository
 * than the snapshot's, more than a quick pass, or the workspace busy.
 */
async function inlineTurnPoint(input: HookInput, env: NodeJS.ProcessEnv, read: StopReading): Promise<boolean> {
  if (findProjectRoot(input.cwd) !== read.root) return false;
  codePath('point:turn-inline');
  try {
    await turnPoint(input, env, read);
    return true;
  } catch (error) {
    if (error instanceof WorkspaceBusy || error instanceof NotQuick) return false;
    throw error;
  }
}

async function turnPoint(input: HookInput, env: NodeJS.ProcessEnv, read?: StopReading) {
  const { config } = loadConfig(input.cwd, env);
  // One staging of the tree says whether the turn changed anything; the transcript is read only if it did.
  const request = {
    cwd: input.cwd,
    agent: input.agent,
    sessionId: input.sessionId,
    transcriptPath: input.transcriptPath,
    marker: true,
    env,
    ...(read && { atStop: { status: read.status } }),
  };
  const saved = await saveAutomatic(request, async ({ changed, latest }) => {
    if (!changed) return undefined;
    const turn = read?.timeline ?? (await timelineOf(input, config));
    const done = todoState(turn?.todos).progress?.done ?? 0;
    const phase = done > (latest?.progress?.done ?? 0);
    if (!phase && !config.restore.autoSave.includes('turn')) return undefined;
    return { trigger: phase ? 'phase' : 'turn', timeline: turn };
  });
  for (const warning of saved?.warnings ?? []) log.debug(warning);
  return saved?.point;
}

async function later(task: PointTask, env: NodeJS.ProcessEnv): Promise<undefined> {
  if (pointsDetached()) spawnDetached(task, env);
  else await takePoint(task, env);
  return undefined;
}

/** The automatic point a task names (run by the detached process, or inline), then the store's upkeep. */
export const takePoint = guarded('background point', async (task: PointTask, env: NodeJS.ProcessEnv = process.env) => {
  const deadline = Date.now() + DETACHED_BUDGET_MS;
  const { input } = task;
  let point: RestorePoint | undefined;
  switch (task.kind) {
    case 'turn-end':
      point = await turnPoint(input, env);
      break;
    case 'pre-compact':
      point = await preCompactPoint(input, env);
      break;
    case 'interval':
      point = await save(input, 'interval', env, { copy: { until: deadline } });
      break;
    case 'prune': {
      const { config, ws } = context(input, env);
      await prune(ws, config.restore, Date.now(), { daily: true });
      break;
    }
    case 'start': {
      const prompt = input.event.kind === 'prompt' ? input.event.prompt : undefined;
      // Only a copy the prompt's hook took, in the workspace's own folder.
      const copies = join(new Workspace(findProjectRoot(input.cwd), env).dir, 'start-index');
      const userIndex = task.userIndex && dirname(task.userIndex) === copies ? task.userIndex : undefined;
      const asOf = task.at === undefined ? undefined : { asOf: task.at, userIndex };
      try {
        point = await save(input, 'start', env, { timeline: emptyTimeline(input.agent, { prompt }), asOf, copy: { until: deadline } });
      } finally {
        if (userIndex) rmSync(userIndex, { force: true });
      }
      break;
    }
    case 'upkeep':
      break;
  }
  await upkeep(input, env, deadline);
  return point;
});

/** After a point: the blobs a first snapshot names, copied from the repository; loose objects packed. */
async function upkeep(input: HookInput, env: NodeJS.ProcessEnv, deadline: number): Promise<void> {
  const ws = new Workspace(findProjectRoot(input.cwd), env);
  if (!existsSync(ws.shadowDir)) return;
  if ((await copyPendingObjects(ws, deadline)) === 0) packLooseObjects(ws);
}

/** The hook command's one call for non-stop events: context for the agent (SessionStart, prompt), or undefined. */
export async function onHookEvent(
  input: HookInput,
  payload: Record<string, unknown>,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string | undefined> {
  switch (input.event.kind) {
    case 'session-start':
      return onSessionStart(input, env);
    case 'prompt':
      return onPrompt(input, env);
    case 'pre-compact':
      await onPreCompact(input, env);
      return undefined;
    case 'tool-use':
      await onToolUse(input, payload, env);
      return undefined;
    default:
      return undefined;
  }
}
