// The work a hook leaves for after its answer. Automatic restore points snapshot the working tree, and git
// hashing what changed can take seconds on a large tree while the agent waits for every hook. So a hook
// answers first and schedules the rest: a detached `checkpoint background` takes the task as JSON on its
// stdin (commands/background.ts) and runs it here; a caller that is no hook (a test) runs it in process.
import * as v from 'valibot';
import { HookSession } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { runningBundle } from '../util/bundle.js';
import { startDetached } from '../util/exec.js';
import { log } from '../util/log.js';
import { DETACHED_BUDGET_MS, upkeepAfterPoint } from './maintenance.js';
import type { RestorePoint } from './point.js';
import { prune } from './retention.js';
import { takePoint, workspaceOf } from './save.js';
import { Stager } from './stage.js';
import { closeTurn, timelineOf } from './turns.js';

/** The name of the hidden command a detached task runs as (cli.ts). */
export const TASK_COMMAND = 'background';

const Task = v.object({
  kind: v.picklist(['turn-end', 'pre-compact', 'interval', 'prune', 'upkeep']),
  session: HookSession,
  /** A `turn-end` point: the stop's time, the moment the point describes. */
  at: v.optional(v.number()),
});
type Task = v.InferOutput<typeof Task>;

/** Where a hook's task runs: detached (a hook, which must answer first) or in this process. */
export type Runner = 'detached' | 'inline';

/** Runs a task where the runner says: detached, returning at once, or here. */
export async function schedule(task: Task, env: NodeJS.ProcessEnv, runner: Runner): Promise<RestorePoint | undefined> {
  if (runner === 'inline') return runTask(task, env);
  log.debug(`${task.kind}: left to a detached run`);
  startDetached([runningBundle(), TASK_COMMAND], env, JSON.stringify(task), (error) => log.debug('detached run failed to start', error));
  return undefined;
}

/** The task a detached run was given on its stdin; anything else is no task. */
export function parseTask(text: string): Task | undefined {
  try {
    const parsed = v.safeParse(Task, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The task's point (or prune, or written tree), then the store's upkeep, within the detached run's budget. */
export async function runTask(task: Task, env: NodeJS.ProcessEnv): Promise<RestorePoint | undefined> {
  const deadline = Date.now() + DETACHED_BUDGET_MS;
  const { session } = task;
  const ws = workspaceOf(session.cwd, env);
  const { config } = loadConfig(session.cwd, env);
  const point = async (trigger: 'precompact' | 'interval', timeline?: TurnTimeline) => {
    const { point, warnings } = await takePoint({
      cwd: session.cwd,
      trigger,
      agent: session.agent,
      sessionId: session.sessionId,
      env,
      copy: { until: deadline },
      // A point before a compaction is offered at the next SessionStart; with the turn read, it also reads what the
      // session's subagents wrote.
      ...(trigger === 'precompact' && { marker: true, timeline, transcriptPath: timeline && session.transcriptPath }),
    });
    for (const warning of warnings) log.debug(warning);
    return point;
  };
  let taken: RestorePoint | undefined;
  switch (task.kind) {
    case 'turn-end':
      taken = task.at === undefined ? undefined : await closeTurn(session, env, task.at);
      break;
    case 'pre-compact':
      taken = await point('precompact', await timelineOf(session, config));
      break;
    case 'interval':
      taken = await point('interval');
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
  return taken;
}
