// Taking the automatic points: where its runner says (a detached run, since a hook answers first; or this
// process, for a caller that is no hook). A detached run comes back here through takePoint.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { HookInput } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
import { emptyTimeline, type TurnTimeline } from '../transcript/timeline.js';
import type { RepoStatus } from '../util/git-status.js';
import { log } from '../util/log.js';
import { findProjectRoot } from '../util/paths.js';
import { type PointTask, type Runner, spawnDetached } from './background.js';
import { DETACHED_BUDGET_MS, upkeepAfterPoint } from './maintenance.js';
import type { RestorePoint, Trigger } from './point.js';
import { prune } from './retention.js';
import { saveAutomatic, savePoint, todoState } from './save.js';
import { NotQuick, type StageOptions } from './snapshot.js';
import { Workspace, WorkspaceBusy } from './workspace.js';

/** Runs a task where the runner says. */
export async function runTask(task: PointTask, env: NodeJS.ProcessEnv, runner: Runner): Promise<RestorePoint | undefined> {
  if (runner === 'inline') return takePoint(task, env);
  spawnDetached(task, env);
  return undefined;
}

/** Records an automatic point of the hook's session (its warnings logged). */
export async function save(
  input: HookInput,
  trigger: Trigger,
  env: NodeJS.ProcessEnv,
  options: {
    timeline?: TurnTimeline;
    marker?: boolean;
    note?: string;
    asOf?: StageOptions;
    copy?: 'later' | { until: number };
    lockWaitMs?: number;
  } = {},
): Promise<RestorePoint> {
  // A point with the turn read also reads what the session's subagents wrote.
  const transcriptPath = options.timeline ? input.transcriptPath : undefined;
  const { point, warnings } = await savePoint({
    cwd: input.cwd,
    trigger,
    agent: input.agent,
    sessionId: input.sessionId,
    transcriptPath,
    env,
    ...options,
  });
  for (const warning of warnings) log.debug(warning);
  return point;
}

/** The automatic point a task names, then the store's upkeep. Never throws (a hook's restore side fails open). */
export async function takePoint(task: PointTask, env: NodeJS.ProcessEnv = process.env): Promise<RestorePoint | undefined> {
  try {
    return await take(task, env);
  } catch (error) {
    log.debug(`${task.kind} point failed open`, error);
    return undefined;
  }
}

async function take(task: PointTask, env: NodeJS.ProcessEnv): Promise<RestorePoint | undefined> {
  const deadline = Date.now() + DETACHED_BUDGET_MS;
  const { input } = task;
  const ws = new Workspace(findProjectRoot(input.cwd), env);
  const { config } = loadConfig(input.cwd, env);
  let point: RestorePoint | undefined;
  switch (task.kind) {
    case 'turn-end':
      point = await turnPoint(input, env);
      break;
    case 'pre-compact':
      point = await save(input, 'precompact', env, { timeline: await timelineOf(input, config), marker: true, copy: { until: deadline } });
      break;
    case 'interval':
      point = await save(input, 'interval', env, { copy: { until: deadline } });
      break;
    case 'prune':
      await prune(ws, config.restore, Date.now(), { daily: true });
      break;
    case 'start':
      point = await startPoint(task, ws, env, deadline);
      break;
    case 'upkeep':
      // No point: the risky point's hook took it; the upkeep below copies the blobs it names.
      break;
  }
  await upkeepAfterPoint(ws, deadline);
  return point;
}

/** A session's `start` point: the tree as it was at the prompt (restore/hooks.ts took the index copy then). */
async function startPoint(task: PointTask, ws: Workspace, env: NodeJS.ProcessEnv, deadline: number) {
  const { input } = task;
  const prompt = input.event.kind === 'prompt' ? input.event.prompt : undefined;
  // Only a copy the prompt's hook took, in the workspace's own folder.
  const userIndex = task.userIndex && dirname(task.userIndex) === join(ws.dir, 'start-index') ? task.userIndex : undefined;
  const asOf = task.at === undefined ? undefined : { asOf: task.at, userIndex };
  try {
    return await save(input, 'start', env, { timeline: emptyTimeline(input.agent, { prompt }), asOf, copy: { until: deadline } });
  } finally {
    if (userIndex) rmSync(userIndex, { force: true });
  }
}

/** What a stop judged in full read: the work tree's status and the whole turn. */
export interface AtStop {
  status: RepoStatus;
  timeline: TurnTimeline;
}

/**
 * The turn point staged from what the stop read (restore/turn-point.ts asks); false when it would be more
 * than a quick pass, or the workspace is busy: then a detached run takes it.
 */
export async function takeTurnPointAtStop(input: HookInput, env: NodeJS.ProcessEnv, atStop: AtStop): Promise<boolean> {
  try {
    await turnPoint(input, env, atStop);
    log.debug('turn point: taken by this stop, from its status');
    return true;
  } catch (error) {
    if (error instanceof WorkspaceBusy || error instanceof NotQuick) return false;
    throw error;
  }
}

/** The turn's point: one staging of the tree says whether it changed anything; the transcript is read only if it did. */
async function turnPoint(input: HookInput, env: NodeJS.ProcessEnv, atStop?: AtStop): Promise<RestorePoint | undefined> {
  const { config } = loadConfig(input.cwd, env);
  const request = {
    cwd: input.cwd,
    agent: input.agent,
    sessionId: input.sessionId,
    transcriptPath: input.transcriptPath,
    marker: true,
    env,
    ...(atStop && { atStop: { status: atStop.status } }),
  };
  const saved = await saveAutomatic(request, async ({ changed, latest }) => {
    if (!changed) return undefined;
    const turn = atStop?.timeline ?? (await timelineOf(input, config));
    const done = todoState(turn?.todos).progress?.done ?? 0;
    const phase = done > (latest?.progress?.done ?? 0);
    if (!phase && !config.restore.autoSave.includes('turn')) return undefined;
    return { trigger: phase ? 'phase' : 'turn', timeline: turn };
  });
  for (const warning of saved?.warnings ?? []) log.debug(warning);
  return saved?.point;
}

function timelineOf(input: HookInput, config: Config): Promise<TurnTimeline | undefined> {
  if (!input.transcriptPath) return Promise.resolve(undefined);
  return readTimeline(input.agent, input.transcriptPath, { maxBytes: config.transcript.maxBytes }).catch(() => undefined);
}
