// Automatic restore points snapshot the working tree, and git hashing what changed can take seconds on a
// large tree while the agent waits for every hook. So a hook answers first and a detached copy of this
// program takes the point: its task rides in one environment variable, and its output goes nowhere.
import * as v from 'valibot';
import { AGENTS, type HookInput } from '../agents/protocol.js';
import { runningBundle } from '../util/bundle.js';
import { startDetached, yieldTheCpu } from '../util/exec.js';
import { log } from '../util/log.js';

export const BACKGROUND_ENV = 'CHECKPOINT_BACKGROUND_TASK';

export type PointTask = {
  kind: 'turn-end' | 'pre-compact' | 'interval' | 'prune' | 'upkeep';
  input: HookInput;
  /** A `turn-end` point: the stop's time, the moment the point describes. */
  at?: number;
};

const text = v.pipe(v.string(), v.minLength(1));

/** The task as spawnDetached wrote it; anything else in the variable is no task. */
const PointTaskSchema: v.GenericSchema<unknown, PointTask> = v.object({
  kind: v.picklist(['turn-end', 'pre-compact', 'interval', 'prune', 'upkeep']),
  input: v.object({
    agent: v.picklist(AGENTS),
    sessionId: text,
    cwd: text,
    transcriptPath: v.optional(v.string()),
    event: v.variant('kind', [
      v.object({ kind: v.literal('prompt'), prompt: v.string(), turnKey: v.optional(v.string()) }),
      v.object({ kind: v.literal('stop'), turnKey: v.optional(v.string()), finalReply: v.optional(v.string()) }),
      v.object({ kind: v.literal('session-start'), resumed: v.boolean(), compacted: v.boolean() }),
      v.object({ kind: v.literal('pre-compact') }),
      v.object({ kind: v.literal('tool-use'), command: v.optional(v.string()) }),
      v.object({ kind: v.literal('ignored'), why: v.string() }),
    ]),
  }),
  at: v.optional(v.number()),
});

/** Where an automatic point is taken: by a detached run (a hook, which must answer first) or in this process. */
export type Runner = 'detached' | 'inline';

/** Starts `checkpoint hook` detached with the task; returns at once. */
export function spawnDetached(task: PointTask, env: NodeJS.ProcessEnv): void {
  log.debug(`${task.kind} point: left to a detached run`);
  startDetached([runningBundle(), 'hook', task.input.agent], { ...env, [BACKGROUND_ENV]: JSON.stringify(task) }, (error) =>
    log.debug('background point failed to start', error),
  );
}

/** The task a detached run was started for, when this run is one (anything else in the variable is ignored). */
export function backgroundTask(env: NodeJS.ProcessEnv): PointTask | undefined {
  const raw = env[BACKGROUND_ENV];
  if (!raw) return undefined;
  let parsed: v.SafeParseResult<typeof PointTaskSchema>;
  try {
    parsed = v.safeParse(PointTaskSchema, JSON.parse(raw));
  } catch {
    return undefined;
  }
  if (!parsed.success) return undefined;
  // A detached point (and the git it starts) runs at low priority: the agent it follows goes first.
  yieldTheCpu();
  return parsed.output;
}
