// Undo and restore (restore/README.md): the tree as it is staged and saved first (`backup`), then only what the
// plan says is written (restore/write-back.ts), then the tree after (`undo` or `restore`, a change of its own,
// so `undo` again takes it back). One critical section: nothing else changes the workspace meanwhile.

import { lstatSync } from 'node:fs';
import * as v from 'valibot';
import { AGENTS, type AgentName } from '../agents/protocol.js';
import { callEffects } from '../checkpoint/turn-scope.js';
import { SessionStore } from '../session/state-store.js';
import { readTimeline } from '../transcript/index.js';
import { fsPath } from '../util/byte-path.js';
import { findProjectRoot } from '../util/paths.js';
import { excludedFolders, NOT_CAPTURED, type NotCaptured } from './capture.js';
import { CHANGES, type RestorePoint } from './point.js';
import { limitsOf, recordPoint } from './save.js';
import type { ShadowRepo, TreeEntry } from './shadow.js';
import { type PointMeta, type SnapshotLimits, type Staged, Stager } from './stage.js';
import { insideRepositories } from './turns.js';
import { type Overlap, planUndo, type Side } from './undo-plan.js';
import { Workspace } from './workspace.js';
import { applyPlan, type PathChange, planWrites, type RestorePlan } from './write-back.js';

interface Request {
  cwd: string;
  dryRun?: boolean;
  agent?: string;
  sessionId?: string;
  env?: NodeJS.ProcessEnv;
  now?: number;
  limits?: SnapshotLimits;
  /** Only these paths (`-- <path>...`): a folder stands for every path under it, as in `git restore`. */
  only?: string[];
}

/** Whether a path is one of `only` or lies in one of them (a folder); `.` is the whole tree. */
export function withinPaths(only: readonly string[]): (path: string) => boolean {
  const folders = only.map((entry) => entry.replace(/\/+$/, ''));
  return (path) => folders.some((folder) => folder === '.' || folder === '' || path === folder || path.startsWith(`${folder}/`));
}

export interface FilesOutcome {
  /** What was (or, dry, would be) rewritten, brought back, removed, given its permission bits, and kept as it is. */
  plan: RestorePlan;
  /** The backup point taken first (absent in a dry run or when nothing changes). */
  backup?: RestorePoint;
  /** The user's branch (or HEAD) now, when it is not the point's; with both commits where they are known. */
  moved?: { from?: string; to?: string; fromHead?: string; toHead?: string };
}

export function countChanges(plan: RestorePlan): number {
  return plan.overwrite.length + plan.bringBack.length + plan.remove.length + plan.chmod.length;
}

/** What a point holds besides its tree (restore/stage.ts PointMeta). */
type Meta = PointMeta;

const MetaSchema = v.object({
  modes: v.optional(v.record(v.string(), v.number()), {}),
  notCaptured: v.optional(
    v.array(v.object({ path: v.string(), reason: v.string(), bytes: v.optional(v.number()), blob: v.optional(v.string()) })),
    [],
  ),
  repositories: v.optional(v.record(v.string(), v.string()), {}),
  touched: v.optional(v.array(v.string())),
  inside: v.optional(v.array(v.string())),
});

function metaOf(shadow: ShadowRepo, point: RestorePoint): Meta {
  const snapshot = point.snapshot;
  if (snapshot?.meta) {
    try {
      const parsed = v.safeParse(MetaSchema, JSON.parse(shadow.readBlob(snapshot.meta).toString('utf8')));
      if (parsed.success) return parsed.output as Meta;
    } catch {
      // an unreadable meta: what the record says
    }
  }
  // Records of earlier versions: the first of their bits and left-out paths.
  return { modes: snapshot?.modes ?? {}, notCaptured: snapshot?.notCaptured ?? [], repositories: {} };
}

function stagedMeta(staged: Staged): Meta {
  return { modes: staged.modes, notCaptured: staged.notCaptured, repositories: staged.repositories };
}

/** A snapshot as undo compares it: its tree, entries by path (read when asked), bits, left-out paths. */
class SnapshotSide {
  private entries?: Map<string, TreeEntry>;
  private readonly left: Map<string, NotCaptured>;

  constructor(
    private readonly shadow: ShadowRepo,
    readonly tree: string,
    readonly meta: Meta,
  ) {
    this.left = new Map(meta.notCaptured.map((entry) => [entry.path, entry]));
  }

  entry(path: string): TreeEntry | undefined {
    this.entries ??= this.shadow.entries(this.tree);
    return this.entries.get(path);
  }

  side(path: string, known?: { entry?: TreeEntry }): Side {
    return {
      entry: known ? known.entry : this.entry(path),
      permissions: this.meta.modes[path],
      notCaptured: this.left.get(path)?.reason,
      leftAs: leftAs(this.left.get(path)),
    };
  }
}

/** What a snapshot recorded of a path it left out: its reason, size and the user's blob (two sizes: it changed). */
const leftAs = (entry: NotCaptured | undefined) => entry && `${entry.reason}\0${entry.bytes ?? ''}\0${entry.blob ?? ''}`;

/** Paths whose permission bits or capture differ between two metas. */
function metaPaths(a: Meta, b: Meta): string[] {
  const paths = new Set<string>();
  for (const path of new Set([...Object.keys(a.modes), ...Object.keys(b.modes)])) if (a.modes[path] !== b.modes[path]) paths.add(path);
  const left = (meta: Meta) => new Map(meta.notCaptured.map((entry) => [entry.path, leftAs(entry)]));
  const [la, lb] = [left(a), left(b)];
  for (const path of new Set([...la.keys(), ...lb.keys()])) if (la.get(path) !== lb.get(path)) paths.add(path);
  return [...paths].filter((path) => !(path in a.repositories) && !(path in b.repositories));
}

const who = (point: { agent?: string; sessionId?: string }) =>
  point.agent ? `${point.agent} session ${point.sessionId ?? '(unknown)'}` : 'the command line';

const sameSession = (a: { agent?: string; sessionId?: string }, b: { agent?: string; sessionId?: string }) =>
  a.sessionId === b.sessionId && (a.agent ?? '') === (b.agent ?? '');

/**
 * The change to undo: the session's turn in progress when it changed the tree since its prompt (a Stop that was
 * blocked, or an agent without a stop hook), else the newest point of the session (of anyone, without one) that
 * ends a change, with its base. `end` undefined: the turn in progress, whose end is the tree as it is now.
 */
function latestChange(workspace: Workspace, session: { agent?: string; sessionId?: string }, nowTree: string) {
  if (session.agent && session.sessionId) {
    const turn = workspace.readMemo(session.agent, session.sessionId).turn;
    const base = turn?.base && turn.endedAt === undefined ? workspace.read(turn.base)?.point : undefined;
    if (turn && base?.snapshot?.tree && base.snapshot.tree !== nowTree) return { end: undefined, base, startedAt: turn.startedAt };
  }
  const ids = workspace.ids();
  for (const [index, id] of ids.entries()) {
    const point = workspace.read(id)?.point;
    if (!point?.snapshot || !CHANGES.includes(point.trigger)) continue;
    if (session.sessionId !== undefined && !sameSession(point, session)) continue;
    // Records of earlier versions name no base: the point before them.
    const baseId = point.change?.base ?? ids.slice(index + 1).find((older) => workspace.read(older)?.point?.snapshot);
    const base = baseId ? workspace.read(baseId)?.point : undefined;
    if (base?.snapshot?.tree) return { end: point, base, startedAt: point.change?.startedAt ?? base.createdAt };
  }
  return undefined;
}

/** The paths a session's current turn named so far, from its transcript (undefined when it cannot be read). */
async function namedSoFar(env: NodeJS.ProcessEnv, root: string, agent: string, sessionId: string): Promise<Set<string> | undefined> {
  if (!AGENTS.includes(agent as AgentName)) return undefined;
  const state = (await new SessionStore(env).load(agent as AgentName, sessionId)).state;
  if (!state.transcriptPath) return undefined;
  const timeline = await readTimeline(agent as AgentName, state.transcriptPath).catch(() => undefined);
  if (!timeline) return undefined;
  const named = new Set<string>();
  for (const call of timeline.calls)
    for (const touch of callEffects(call, { root, cwd: state.cwd ?? root }).touches) for (const path of touch.paths) named.add(path);
  return named;
}

/** Other sessions than `session` that worked between `start` and `end`, with the paths their own calls named. */
async function overlapping(
  workspace: Workspace,
  shadow: ShadowRepo,
  session: { agent?: string; sessionId?: string },
  start: number,
  end: number,
): Promise<Overlap[]> {
  const others: Overlap[] = [];
  const covered = new Set<string>();
  for (const stored of workspace.points()) {
    const point = stored.point;
    if (!point?.change || sameSession(point, session)) continue;
    if (point.change.startedAt > end || point.createdAt < start) continue;
    others.push({ who: who(point), named: new Set(metaOf(shadow, point).touched ?? []) });
    covered.add(`${who(point)}\0${point.change.startedAt}`);
  }
  for (const memo of workspace.sessionMemos()) {
    const turn = memo.turn;
    if (!turn || !memo.agent || !memo.sessionId || sameSession(memo, session)) continue;
    if (turn.startedAt > end || (turn.endedAt ?? Number.POSITIVE_INFINITY) < start) continue;
    if (covered.has(`${who(memo)}\0${turn.startedAt}`)) continue;
    others.push({
      who: who(memo),
      named: await namedSoFar(workspace.env, workspace.root, memo.agent, memo.sessionId).catch(() => undefined),
    });
  }
  return others;
}

interface UndoOutcome extends FilesOutcome {
  /** The point that ended the change undone (undefined: the turn in progress), and the one it went back to. */
  undone?: RestorePoint;
  base: RestorePoint;
  /** The session whose change it was. */
  session: { agent?: string; sessionId?: string };
}

/**
 * `undo`: the latest change of the session (`sessionId`; of anyone when none is known) taken back path by path
 * (restore/undo-plan.ts). Undefined: no change to undo.
 */
export async function undoChange(request: Request): Promise<UndoOutcome | undefined> {
  const workspace = new Workspace(findProjectRoot(request.cwd), request.env);
  const stager = new Stager(workspace);
  const env = request.env ?? process.env;
  const limits = request.limits ?? limitsOf(request.cwd, env);
  return workspace.locked(async () => {
    const staged = await stager.stage(limits);
    if (!staged.tree) return undefined;
    const found = latestChange(workspace, request, staged.tree);
    if (!found) return undefined;
    const { end, base, startedAt } = found;
    const nowMeta = stagedMeta(staged);
    const baseSide = new SnapshotSide(stager, base.snapshot!.tree!, metaOf(stager, base));
    const nowSide = new SnapshotSide(stager, staged.tree, nowMeta);
    const session = end ? { agent: end.agent, sessionId: end.sessionId } : { agent: request.agent, sessionId: request.sessionId };
    // A turn in progress: what its own calls named so far, from its transcript.
    const named =
      end === undefined && session.agent && session.sessionId
        ? await namedSoFar(workspace.env, workspace.root, session.agent, session.sessionId).catch(() => undefined)
        : undefined;
    const endSide = end
      ? new SnapshotSide(stager, end.snapshot!.tree!, metaOf(stager, end))
      : new SnapshotSide(stager, staged.tree, {
          ...nowMeta,
          ...(named && { touched: [...named], inside: insideRepositories(named, staged.repositories) }),
        });
    const turn = new Map(stager.diff(baseSide.tree, endSide.tree).map((change) => [change.path, change]));
    const since = new Map(end ? stager.diff(endSide.tree, nowSide.tree).map((change) => [change.path, change]) : []);
    const paths = [...new Set([...turn.keys(), ...metaPaths(baseSide.meta, endSide.meta)])].filter(
      (path) => !(path in baseSide.meta.repositories) && !(path in endSide.meta.repositories),
    );
    const endEntry = (path: string) => (turn.has(path) ? { entry: turn.get(path)!.to } : undefined);
    const ownKnown = end ? end.change?.touched !== undefined : named !== undefined;
    const repositories = [...new Set([...Object.keys(baseSide.meta.repositories), ...Object.keys(endSide.meta.repositories)])].map(
      (path) => ({
        path,
        base: baseSide.meta.repositories[path],
        end: endSide.meta.repositories[path],
        kind: baseSide.side(path).notCaptured ?? endSide.side(path).notCaptured ?? 'another repository',
        named: (endSide.meta.inside ?? []).filter((inside) => inside.startsWith(`${path}/`)),
      }),
    );
    const unheld = ownKnown ? unheldPaths(workspace.root, endSide.meta.touched ?? [], paths, nowSide, repositories) : undefined;
    // `-- <path>...` as the plan takes it: every path it weighs that is one of them or lies in one.
    const weighed = [
      ...paths,
      ...(endSide.meta.touched ?? []),
      ...repositories.flatMap((repository) => [repository.path, ...repository.named]),
    ];
    const plan = planUndo({
      paths,
      base: (path) => baseSide.side(path, turn.has(path) ? { entry: turn.get(path)!.from } : undefined),
      end: (path) => endSide.side(path, endEntry(path)),
      now: (path) =>
        nowSide.side(path, since.has(path) ? { entry: since.get(path)!.to } : (endEntry(path) ?? { entry: endSide.entry(path) })),
      repositories,
      own: ownKnown ? new Set(endSide.meta.touched ?? []) : undefined,
      unheld,
      others: await overlapping(workspace, stager, session, startedAt, end?.createdAt ?? Date.now()),
      endId: end?.id ?? 'the tree as it is',
      only: request.only && new Set(weighed.filter(withinPaths(request.only))),
    });
    const checked = planWrites(stager, plan.restore, { ignoreTree: baseSide.tree, env });
    checked.plan.kept.push(...plan.kept);
    checked.plan.kept.sort((a, b) => (a.path < b.path ? -1 : 1));
    const at = end ?? base;
    const moved =
      at.branch !== staged.branch || at.head !== staged.head ? { from: at.branch ?? at.head, to: staged.branch ?? staged.head } : undefined;
    const outcome = { undone: end, base, session, moved };
    if (request.dryRun || countChanges(checked.plan) === 0) return { ...outcome, plan: checked.plan };
    const written = await write(
      workspace,
      stager,
      { ...request, ...session },
      staged,
      checked,
      `before undoing ${end?.id ?? 'the turn in progress'}`,
      limits,
    );
    return { ...outcome, ...written };
  });
}

/**
 * The paths the change's calls named, outside what it changed, that are files now and that no snapshot can hold:
 * ignored by git, or in a dependency or build folder. Files in another repository are that repository's.
 */
function unheldPaths(
  root: string,
  touched: string[],
  changed: string[],
  now: SnapshotSide,
  repositories: { path: string }[],
): Map<string, string> {
  const skip = new Set(changed);
  const excluded = excludedFolders(root);
  const unheld = new Map<string, string>();
  for (const path of touched) {
    if (skip.has(path) || path.startsWith('../') || repositories.some((repository) => path.startsWith(`${repository.path}/`))) continue;
    if (now.entry(path) || now.side(path).notCaptured || !isFile(fsPath(root, path))) continue;
    unheld.set(path, excluded(path) ? NOT_CAPTURED.excluded : NOT_CAPTURED.ignored);
  }
  return unheld;
}

function isFile(path: string | Buffer): boolean {
  try {
    return lstatSync(path).isFile();
  } catch {
    return false;
  }
}

/** Backup, the writes, and the tree after as a change of its own (`undo` or `restore`); the caller holds the lock. */
async function write(
  workspace: Workspace,
  stager: Stager,
  request: Request,
  staged: Staged,
  checked: ReturnType<typeof planWrites>,
  note: string,
  limits: SnapshotLimits,
  trigger: 'undo' | 'restore' = 'undo',
): Promise<{ plan: RestorePlan; backup: RestorePoint }> {
  const now = request.now ?? Date.now();
  const session = { agent: request.agent, sessionId: request.sessionId };
  const planned = [...checked.plan.overwrite, ...checked.plan.bringBack, ...checked.plan.remove, ...checked.plan.chmod].map((c) => c.path);
  const { point: backup } = await recordPoint(workspace, {
    cwd: request.cwd,
    trigger: 'backup',
    ...session,
    note,
    env: request.env,
    now,
    staged,
    filesModified: planned,
  });
  if (!backup.snapshot?.tree) throw new Error(`could not save the current tree first (${backup.snapshotSkipped}): nothing was changed`);
  const plan = applyPlan(stager, checked, backup.id);
  const pathsOf = (changes: PathChange[]) => changes.map((change) => change.path);
  const paths = pathsOf([...plan.overwrite, ...plan.bringBack, ...plan.remove, ...plan.chmod]);
  // The tree after: the staging before, with what this wrote handed again (no second listing of the work tree).
  const written = { changed: pathsOf([...plan.overwrite, ...plan.chmod]), removed: pathsOf(plan.remove), others: pathsOf(plan.bringBack) };
  await recordPoint(workspace, {
    cwd: request.cwd,
    trigger,
    ...session,
    note: trigger === 'undo' ? `after ${note.replace(/^before /, '')}` : note.replace(/^before /, 'after '),
    env: request.env,
    now: Math.max(now + 1, Date.now()),
    limits,
    stage: { written },
    change: { base: backup.id, startedAt: now, touched: paths },
    filesModified: paths,
  });
  return { plan, backup };
}

/**
 * `restore --files`: the tree as of `point` (or only `only` of its paths), over the tree as it is now.
 * `sameCheckoutOnly`: nothing is written when the point is of another branch or HEAD (`moved` says which).
 */
export async function restoreFiles(request: Request & { point: RestorePoint; sameCheckoutOnly?: boolean }): Promise<FilesOutcome> {
  const workspace = new Workspace(findProjectRoot(request.cwd), request.env);
  const stager = new Stager(workspace);
  const env = request.env ?? process.env;
  const limits = request.limits ?? limitsOf(request.cwd, env);
  const { point } = request;
  return workspace.locked(async () => {
    const staged = await stager.stage(limits);
    const snapshot = point.snapshot;
    if (!snapshot)
      throw new Error(
        `restore point ${point.id} has no snapshot${point.snapshotSkipped ? ` (${point.snapshotSkipped})` : ''}: nothing to bring back`,
      );
    if (!snapshot.tree || !stager.exists(snapshot.tree))
      throw new Error(`the snapshot of ${point.id} is missing from the shadow repository (pruned?): nothing was changed`);
    const target = new SnapshotSide(stager, snapshot.tree, metaOf(stager, point));
    const now = new SnapshotSide(stager, staged.tree!, stagedMeta(staged));
    const changes = new Map<string, PathChange>();
    for (const change of stager.diff(now.tree, target.tree))
      changes.set(change.path, { ...change, permissions: target.meta.modes[change.path] });
    for (const path of metaPaths(now.meta, target.meta)) {
      const to = target.entry(path);
      if (!changes.has(path) && to && !target.side(path).notCaptured)
        changes.set(path, { path, from: now.entry(path), to, permissions: target.meta.modes[path] });
    }
    const within = request.only && withinPaths(request.only);
    const wanted = [...changes.values()].filter((change) => !within || within(change.path));
    const notCaptured = new Map(target.meta.notCaptured.map((entry) => [entry.path, entry.reason]));
    const checked = planWrites(stager, wanted, { ignoreTree: target.tree, notCaptured, env });
    const moved =
      point.branch !== staged.branch || point.head !== staged.head
        ? { from: point.branch ?? point.head, to: staged.branch ?? staged.head, fromHead: point.head, toHead: staged.head }
        : undefined;
    // A point of another branch or HEAD, unless forced: the plan, unwritten (`git checkout` refuses to clobber so).
    if (request.dryRun || countChanges(checked.plan) === 0 || (moved && request.sameCheckoutOnly)) return { plan: checked.plan, moved };
    return { ...(await write(workspace, stager, request, staged, checked, `before restoring ${point.id}`, limits, 'restore')), moved };
  });
}

/** The tree as it stands now, staged in the shadow repository (no point recorded). */
export function currentTree(workspace: Workspace, limits?: SnapshotLimits): Promise<string | undefined> {
  return workspace.locked(async () => (await new Stager(workspace).stage(limits ?? limitsOf(workspace.root, workspace.env))).tree);
}
