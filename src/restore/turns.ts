// Turns (restore/README.md): every real prompt captures the tree as of the prompt (the turn's base) before its
// hook answers; the stop that ends the turn notes its moment, and a detached run (or the next prompt, if it comes
// first) records the tree the turn left, naming its base and the changed paths its own tool calls named. `undo`
// goes by these.
import type { HookInput, HookSession } from '../agents/protocol.js';
import { callEffects, scopeToTurn } from '../checkpoint/turn-scope.js';
import { loadConfig } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { readTimeline } from '../transcript/index.js';
import { emptyTimeline, type TurnTimeline } from '../transcript/timeline.js';
import { log } from '../util/log.js';
import { holdsMoment, type RestorePoint } from './point.js';
import { limitsOf, recordPoint, todoState, workspaceOf } from './save.js';
import { type Staged, Stager } from './stage.js';
import type { SessionMemo, Workspace } from './workspace.js';

/**
 * How long a prompt waits for the workspace's lock: other stagings hold it for moments, and the tree as of the
 * prompt is what an undo of this turn gives back. The agents give a hook 30 s or more.
 */
const PROMPT_LOCK_WAIT_MS = 20_000;

/** Whether turns are captured at all: a base at each prompt serves the turn points (and is the `start` point). */
export function capturesTurns(config: Config): boolean {
  return config.restore.autoSave.includes('start') || config.restore.autoSave.includes('turn');
}

/**
 * A real prompt: the tree as it is now, staged before the hook answers. A turn end the stop left to a detached run
 * that has not run yet is recorded first, from this same staging (no prompt may come before its turn's end). Then
 * the turn's base: a `start` point at the session's first prompt, a `prompt` point when the tree changed since the
 * workspace's latest point, else that point. Returns whether a tree is still to be written (a seed: the caller
 * starts the upkeep that writes it).
 */
export async function captureTurnStart(input: HookInput, env: NodeJS.ProcessEnv, first: boolean, at = Date.now()): Promise<boolean> {
  const workspace = workspaceOf(input.cwd, env);
  const prompt = input.event.kind === 'prompt' ? input.event.prompt : undefined;
  const { base, pending } = await workspace.locked(async () => {
    const staged = await new Stager(workspace).stage(limitsOf(input.cwd, env), { deferTree: true });
    const memo = workspace.readMemo(input.agent, input.sessionId);
    if (memo.turn?.pendingEnd !== undefined && staged.tree)
      await recordTurnEnd(workspace, input, env, { staged, memo, at: memo.turn.pendingEnd });
    const latest = workspace.latest();
    if (latest && staged.tree !== undefined && holdsMoment(latest, staged) && !first) return { base: latest.id, pending: false };
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
 * A stop ended the turn: said in the session's memo at once (the moment the turn's point describes), the point
 * itself left to `closeTurn` (a detached run: the stop answers first), or to the next prompt if it comes first.
 */
export function markTurnEnd(input: HookSession, env: NodeJS.ProcessEnv, at: number): Promise<void> {
  return workspaceOf(input.cwd, env).updateMemo(input.agent, input.sessionId, (memo) => ({
    memo: {
      ...memo,
      agent: input.agent,
      sessionId: input.sessionId,
      turn: { ...(memo.turn ?? { startedAt: at }), endedAt: at, pendingEnd: at },
    },
    result: undefined,
  }));
}

/**
 * The point of a turn that ended at `at` (markTurnEnd), when the turn changed the tree: `turn`, or `phase` when it
 * completed a todo. Nothing when a prompt already recorded it, or a later stop of the session superseded it.
 */
export async function closeTurn(input: HookSession, env: NodeJS.ProcessEnv, at: number): Promise<RestorePoint | undefined> {
  const workspace = workspaceOf(input.cwd, env);
  // Recorded already, or superseded by a later stop of the session: nothing to wait for the lock for.
  if (workspace.readMemo(input.agent, input.sessionId).turn?.pendingEnd !== at) return undefined;
  const { config } = loadConfig(input.cwd, env);
  const timeline = (await timelineOf(input, config)) ?? emptyTimeline(input.agent);
  return workspace.locked(async () => {
    const memo = workspace.readMemo(input.agent, input.sessionId);
    if (memo.turn?.pendingEnd !== at) return undefined;
    const named = namedPaths(timeline, workspace.root, input.cwd);
    const staged = await new Stager(workspace).stage(limitsOf(input.cwd, env), { permissions: named });
    return recordTurnEnd(workspace, input, env, { staged, memo, at, timeline, named });
  });
}

/**
 * Records the end of the session's turn from a staging (the caller holds the workspace's lock), unless the tree
 * is its base's or the latest point's; the memo's pending end is cleared either way. Without the turn's timeline
 * (a prompt recording it) its touched paths are not known: every path it changed counts as its own.
 */
async function recordTurnEnd(
  workspace: Workspace,
  input: HookSession,
  env: NodeJS.ProcessEnv,
  { staged, memo, at, timeline, named = [] }: { staged: Staged; memo: SessionMemo; at: number; timeline?: TurnTimeline; named?: string[] },
): Promise<RestorePoint | undefined> {
  await workspace.updateMemo(input.agent, input.sessionId, (current) => ({
    memo: current.turn?.pendingEnd === at ? { ...current, turn: { ...current.turn, pendingEnd: undefined } } : current,
    result: undefined,
  }));
  const { config } = loadConfig(input.cwd, env);
  const root = workspace.root;
  const turn = timeline ?? emptyTimeline(input.agent);
  const base = baseOf(workspace, memo.turn, turn, at);
  const latest = workspace.latest();
  // Nothing changed in the turn, or since this session's latest point (a second stop of a turn already recorded).
  // Another session's point that holds this tree too (two agents stopping together) is not this turn's end:
  // without one of its own this session's undo would have nothing to take back.
  const own = latest?.agent === input.agent && latest?.sessionId === input.sessionId;
  if (holdsMoment(base, staged) || (own && holdsMoment(latest, staged))) return undefined;
  const done = todoState(turn.todos).progress?.done ?? 0;
  const phase = done > (latest?.progress?.done ?? 0);
  if (!phase && !config.restore.autoSave.includes('turn')) return undefined;
  const stager = new Stager(workspace);
  const changed = base?.snapshot?.tree && staged.tree ? stager.diff(base.snapshot.tree, staged.tree).map((change) => change.path) : [];
  // What the turn changed that its calls named, and every file they named: one no snapshot holds (an ignored
  // `.env`, an over-cap file rewritten at its size) is then named by an undo of the turn.
  const touched = timeline ? [...new Set([...scopeToTurn(changed, turn.calls, { root, cwd: input.cwd }).files, ...named])] : undefined;
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
    ...(base && { change: { base: base.id, startedAt, touched, inside: insideRepositories(named, staged.repositories) } }),
    filesModified: changed,
  });
  for (const warning of warnings) log.debug(warning);
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
function baseOf(workspace: Workspace, memoTurn: SessionMemo['turn'], timeline: TurnTimeline, at: number) {
  if (memoTurn?.base && memoTurn.pendingEnd === at) {
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

/** The session's latest turn, read from the end of its transcript; undefined when there is none to read. */
export function timelineOf(input: HookSession, config: Config): Promise<TurnTimeline | undefined> {
  if (!input.transcriptPath) return Promise.resolve(undefined);
  return readTimeline(input.agent, input.transcriptPath, { maxBytes: config.transcript.maxBytes }).catch(() => undefined);
}
