// Taking the automatic points: where its runner says (a detached run, since a hook answers first; or this
// process, for a caller that is no hook). A detached run comes back here through takePoint.
import type { HookInput } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { log } from '../util/log.js';
import { type PointTask, type Runner, spawnDetached } from './background.js';
import { DETACHED_BUDGET_MS, upkeepAfterPoint } from './maintenance.js';
import type { RestorePoint, Trigger } from './point.js';
import { prune } from './retention.js';
import { savePoint, workspaceOf } from './save.js';
import { Stager } from './stage.js';
import { takeTurnPoint } from './turns.js';

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
  options: { timeline?: TurnTimeline; marker?: boolean; note?: string; copy?: 'later' | { until: number }; lockWaitMs?: number } = {},
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
  const ws = workspaceOf(input.cwd, env);
  const { config } = loadConfig(input.cwd, env);
  let point: RestorePoint | undefined;
  switch (task.kind) {
    case 'turn-end':
      point = task.at === undefined ? undefined : await takeTurnPoint(input, env, task.at);
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
    case 'upkeep':
      // No point: a prompt's or a risky command's hook took it; its tree (after a seed) is written here, and the
      // blobs it names are copied below.
      await ws.locked(() => new Stager(ws).writePendingTree());
      break;
  }
  await upkeepAfterPoint(ws, deadline);
  return point;
}

function timelineOf(input: HookInput, config: Config): Promise<TurnTimeline | undefined> {
  if (!input.transcriptPath) return Promise.resolve(undefined);
  return readTimeline(input.agent, input.transcriptPath, { maxBytes: config.transcript.maxBytes }).catch(() => undefined);
}
