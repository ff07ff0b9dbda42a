// Turns (restore/README.md): every real prompt captures the tree as of the prompt (the turn's base) before its
// hook answers; the stop that ends the turn records the tree it left, naming its base and the changed paths its
// own tool calls named. `undo` goes by these.
import type { HookInput } from '../agents/protocol.js';
import { callEffects, scopeToTurn } from '../checkpoint/scope.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
import { emptyTimeline, type TurnTimeline } from '../transcript/timeline.js';
import { log } from '../util/log.js';
import type { RestorePoint } from './point.js';
import { limitsOf, recordPoint, todoState, workspaceOf } from './save.js';
import { Stager } from './stage.js';
import type { Workspace } from './workspace.js';

/**
 * How long a prompt waits for the workspace's lock: other stagings hold it for moments, and the tree as of the
 * prompt is what an undo of this turn gives back. The agents give a hook 30 s or more.
 */
const PROMPT_LOCK_WAIT_MS = 20_000;
/** How long a stop waits for the lock before leaving its point to a detached run. */
const STOP_LOCK_WAIT_MS = 50;

/** Whether turns are captured at all: a base at each prompt serves the turn points (and is the `start` point). */
export function capturesTurns(config: Config): boolean {
  return config.restore.autoSave.includes('start') || config.restore.autoSave.includes('turn');
}

/**
 * A real prompt: the tree as it is now, staged before the hook answers, and the turn's base: a `start` point at
 * the session's first prompt, a `prompt` point when the tree changed since the workspace's latest point, else
 * that point. Returns whether a tree is still to be written (a seed: the caller starts the upkeep that writes it).
 */
export async function captureTurnStart(input: HookInput, env: NodeJS.ProcessEnv, first: boolean, at = Date.now()): Promise<boolean> {
  const workspace = workspaceOf(input.cwd, env);
  const prompt = input.event.kind === 'prompt' ? input.event.prompt : undefined;
  const { base, pending } = await workspace.locked(async () => {
    const staged = await new Stager(workspace).stage(limitsOf(input.cwd, env), { deferTree: true });
    const latest = workspace.latest();
    const unchanged =
      latest?.snapshot !== undefined &&
      staged.tree !== undefined &&
      latest.snapshot.tree === staged.tree &&
      latest.snapshot.meta === staged.meta;
    if (unchanged && !first) return { base: latest.id, pending: false };
    // What the user (or another session) changed since the latest point: what this prompt found.
    const changed = latest?.snapshot?.tree && staged.tree ? new Stager(workspace).diff(latest.snapshot.tree, staged.tree) : [];
    const { point, warnings } = await recordPoint(workspace, {
      cwd: input.cwd,
      trigger: first ? 'start' : 'prompt',
      agent: input.agent,
      sessionId: input.sessionId,
      timeline: emptyTimeline(input.agent, { prompt }),
      env,
      now: at,
      staged,
      filesModified: changed.map((change) => change.path),
    });
    for (const warning of warnings) log.debug(warning);
    return { base: point.id, pending: point.snapshot?.pending === true };
  }, PROMPT_LOCK_WAIT_MS);
  await workspace.updateMemo(input.agent, input.sessionId, (memo) => ({
    memo: { ...memo, agent: input.agent, sessionId: input.sessionId, turn: { startedAt: at, base } },
    result: undefined,
  }));
  return pending;
}

/** The paths a turn's tool calls name outright (no folder or glob): their permission bits are read again. */
function namedPaths(timeline: TurnTimeline, root: string, cwd: string): string[] {
  const paths = new Set<string>();
  for (const call of timeline.calls)
    for (const touch of callEffects(call, { root, cwd }).touches)
      for (const path of touch.paths) if (path && path !== '.' && !/[*?[]/.test(path)) paths.add(path);
  return [...paths];
}

/**
 * The turn's point, when the turn changed the tree: `turn`, or `phase` when it completed a todo. `quick`: a stop
 * taking it itself (NotQuick or WorkspaceBusy when it would wait); else a detached run, whose `at` is the stop's.
 */
export async function takeTurnPoint(
  input: HookInput,
  env: NodeJS.ProcessEnv,
  { timeline, quick, at = Date.now() }: { timeline?: TurnTimeline; quick: boolean; at?: number },
): Promise<RestorePoint | undefined> {
  const { config } = loadConfig(input.cwd, env);
  const workspace = workspaceOf(input.cwd, env);
  const turn = timeline ?? (await timelineOf(input, config)) ?? emptyTimeline(input.agent);
  const root = workspace.root;
  const point = await workspace.locked(
    async () => {
      const memo = workspace.readMemo(input.agent, input.sessionId);
      const stager = new Stager(workspace);
      const named = namedPaths(turn, root, input.cwd);
      const staged = await stager.stage(limitsOf(input.cwd, env), { quickOnly: quick, permissions: named });
      const base = baseOf(workspace, memo.turn, turn, at);
      const latest = workspace.latest();
      // Nothing changed in the turn, or since the latest point (a second stop of a turn already recorded).
      const same = (point?: RestorePoint) => point?.snapshot?.tree === staged.tree && point?.snapshot?.meta === staged.meta;
      if (same(base) || same(latest)) return undefined;
      const done = todoState(turn.todos).progress?.done ?? 0;
      const phase = done > (latest?.progress?.done ?? 0);
      if (!phase && !config.restore.autoSave.includes('turn')) return undefined;
      const changed = base?.snapshot?.tree && staged.tree ? stager.diff(base.snapshot.tree, staged.tree).map((change) => change.path) : [];
      const touched = scopeToTurn(changed, turn.calls, { root, cwd: input.cwd }).files;
      const startedAt = memo.turn?.startedAt ?? turn.turnStartedAt ?? base?.createdAt ?? at;
      const { point, warnings } = await recordPoint(workspace, {
        cwd: input.cwd,
        trigger: phase ? 'phase' : 'turn',
        agent: input.agent,
        sessionId: input.sessionId,
        timeline: turn,
        transcriptPath: input.transcriptPath,
        marker: true,
        env,
        now: at,
        staged,
        stage: { quickOnly: quick },
        ...(base && { change: { base: base.id, startedAt, touched, inside: insideRepositories(named, staged.repositories) } }),
        filesModified: changed,
      });
      for (const warning of warnings) log.debug(warning);
      return point;
    },
    quick ? STOP_LOCK_WAIT_MS : undefined,
  );
  await workspace.updateMemo(input.agent, input.sessionId, (memo) => ({
    memo: memo.turn ? { ...memo, turn: { ...memo.turn, endedAt: at } } : memo,
    result: undefined,
  }));
  return point;
}

/** The named paths that lie inside another repository (a submodule's files): what undo names rather than skips. */
export function insideRepositories(named: Iterable<string>, repositories: Record<string, string>): string[] {
  const folders = Object.keys(repositories);
  return [...named].filter((path) => folders.some((folder) => path.startsWith(`${folder}/`)));
}

/**
 * The point holding the tree as of the turn's prompt: the one its prompt captured, else (no prompt hook, Codex's
 * notify) the newest point taken before the turn began, else before this stop.
 */
function baseOf(workspace: Workspace, memoTurn: { base?: string; endedAt?: number } | undefined, timeline: TurnTimeline, at: number) {
  if (memoTurn?.base && memoTurn.endedAt === undefined) {
    const point = workspace.read(memoTurn.base)?.point;
    if (point?.snapshot) return point;
  }
  const before = timeline.turnStartedAt ?? at;
  for (const id of workspace.ids()) {
    const point = workspace.read(id)?.point;
    if (point?.snapshot && point.createdAt <= before) return point;
  }
  return undefined;
}

function timelineOf(input: HookInput, config: Config): Promise<TurnTimeline | undefined> {
  if (!input.transcriptPath) return Promise.resolve(undefined);
  return readTimeline(input.agent, input.transcriptPath, { maxBytes: config.transcript.maxBytes }).catch(() => undefined);
}
