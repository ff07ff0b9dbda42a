// Taking a restore point: what the session was doing (from the transcript) and a snapshot of the tree.

import { loadConfig } from '../config/load.js';
import { agentOutputs } from '../transcript/subagents.js';
import type { TodoItem, TurnTimeline } from '../transcript/timeline.js';
import { git, gitAsync } from '../util/git.js';
import { gitDirsOf } from '../util/git-config.js';
import { parseStatus, statusArgs } from '../util/git-status.js';
import { log } from '../util/log.js';
import { findProjectRoot } from '../util/paths.js';
import { oneLine } from '../util/quote.js';
import { excludedFolders } from './capture.js';
import { copyPendingObjects } from './maintenance.js';
import { MAX_RECORD_BYTES, newPointId, type RestorePoint, type Trigger } from './point.js';
import { nameProblem } from './refs.js';
import { DEFAULT_LIMITS, type PointMeta, type SnapshotLimits, SnapshotRefused, type Staged, type StageOptions, Stager } from './stage.js';
import { Workspace } from './workspace.js';

interface SaveRequest {
  cwd: string;
  trigger: Trigger;
  agent?: string;
  sessionId?: string;
  timeline?: TurnTimeline;
  /** The session's transcript: where its subagents' own transcripts are found. */
  transcriptPath?: string;
  name?: string;
  note?: string;
  decisions?: { decision: string; because?: string }[];
  questions?: string[];
  /** Write a pending-restore marker (SPEC 4.3). */
  marker?: boolean;
  env?: NodeJS.ProcessEnv;
  now?: number;
  limits?: SnapshotLimits;
  /** The tree already staged under this same hold of the lock (a restore's backup): not staged again. */
  staged?: Staged;
  /** How to stage it (a restore's backup names the paths it wrote). */
  stage?: StageOptions;
  /**
   * A change undo can take back: its base point, when it began, the changed paths its own calls named, and the
   * paths they named inside another repository.
   */
  change?: { base: string; startedAt: number; touched?: string[]; inside?: string[] };
  /** The paths to list as modified, when the caller knows them (a turn's changes); else what differs from the parent. */
  filesModified?: string[];
  /** When the blobs a first snapshot names are copied from the repository (takePoint). */
  copy?: 'later' | { until: number };
  /** How long takePoint waits for the workspace's lock before WorkspaceBusy. */
  lockWaitMs?: number;
}

interface Saved {
  point: RestorePoint;
  workspace: Workspace;
  warnings: string[];
}

/** A record holds paths, not contents: the first of the paths a snapshot left out. */
const MAX_NOT_CAPTURED = 100;

/** A voluntary save's marker is not replaced by an automatic point taken this soon after it. */
const VOLUNTARY_WINS_MS = 2 * 60_000;
const GENERIC_BRANCHES = new Set(['main', 'master', 'trunk', 'develop', 'dev', 'HEAD']);
const ARTIFACT =
  /(^|\/)(plans?|specs?|design|docs\/adr|adr|rfcs?)\/|(plan|spec|design|todo|roadmap|notes|architecture|requirements|decisions?)[^/]*\.(md|txt|rst)$/i;

const clip = (text: string | undefined, max: number) => {
  const trimmed = text === undefined ? undefined : oneLine(text);
  if (!trimmed) return undefined;
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
};

/** The snapshot's limits and the store cap, from the user's config. */
export function limitsOf(cwd: string, env: NodeJS.ProcessEnv): SnapshotLimits & { maxStoreBytes: number } {
  const { restore } = loadConfig(cwd, env).config;
  return { ...DEFAULT_LIMITS, maxFileBytes: restore.maxFileBytes, maxStoreBytes: restore.maxStoreBytes };
}

/** HEAD and branch when no snapshot said them (a refused or failed one). */
function repoFacts(root: string): { branch?: string; head?: string } {
  const both = git(['rev-parse', 'HEAD', '--abbrev-ref', 'HEAD'], { root });
  if (!both.ok) return {};
  const [head, branch] = both.stdout.trim().split('\n');
  return { head, branch: branch && branch !== 'HEAD' ? branch : undefined };
}

export function todoState(todos: TodoItem[] | undefined): Pick<RestorePoint, 'step' | 'progress'> {
  if (!todos || todos.length === 0) return {};
  const active = todos.find((todo) => /progress|active|doing/i.test(todo.status));
  return {
    step: clip(active?.content, 200),
    progress: { done: todos.filter((todo) => /complete|done/i.test(todo.status)).length, total: todos.length },
  };
}

const relativeTo = (root: string) => (path: string) => (path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path);

function fromTimeline(timeline: TurnTimeline | undefined, root: string) {
  if (!timeline) return { edited: [] as string[], artifacts: [] as string[] };
  const rel = relativeTo(root);
  const edited = timeline.calls.filter((call) => call.kind === 'edit').flatMap((call) => call.paths.map(rel));
  const touched = [...timeline.priorReads, ...timeline.calls.flatMap((call) => call.paths)].map(rel);
  const artifacts = [...new Set(touched.filter((path) => ARTIFACT.test(path)))];
  return { edited, artifacts };
}

export function workspaceOf(cwd: string, env: NodeJS.ProcessEnv = process.env): Workspace {
  return new Workspace(findProjectRoot(cwd), env);
}

/**
 * Records a restore point (and its snapshot) for the workspace of `cwd`. Throws only on a state dir it cannot
 * write. A workspace's first snapshot names the repository's own blobs
 * of files it did not hash: they are copied into the shadow repository after the lock is let go (until
 * `copy.until`), or by a later run (`copy: 'later'`, a point a hook takes inline).
 */
export async function takePoint(request: SaveRequest): Promise<Saved> {
  const workspace = workspaceOf(request.cwd, request.env);
  const saved = await workspace.locked(async () => recordPoint(workspace, request), request.lockWaitMs);
  if (request.copy !== 'later') await copyPendingObjects(workspace, request.copy?.until ?? Number.POSITIVE_INFINITY);
  return saved;
}

/** Stages the tree unless the request brings it staged; a refused or failed snapshot is said, not thrown. */
async function stageFor(
  workspace: Workspace,
  request: Pick<SaveRequest, 'cwd' | 'env' | 'limits' | 'stage' | 'staged'>,
): Promise<{ staged?: Staged; skipped?: string }> {
  if (request.staged) return { staged: request.staged };
  try {
    const limits = request.limits ?? limitsOf(request.cwd, request.env ?? process.env);
    return { staged: await new Stager(workspace).stage(limits, request.stage) };
  } catch (error) {
    return { skipped: error instanceof SnapshotRefused ? error.message : `snapshot failed: ${(error as Error).message}` };
  }
}

/** The point itself; the caller holds the workspace's lock. */
export async function recordPoint(workspace: Workspace, request: SaveRequest): Promise<Saved> {
  const env = request.env ?? process.env;
  const now = request.now ?? Date.now();
  // Checked again here, under the lock: two saves of one name at once must not both take it.
  const problem = request.name === undefined ? undefined : nameProblem(workspace, request.name);
  if (problem) throw new Error(problem);
  const root = workspace.root;
  const warnings: string[] = [];
  const stager = new Stager(workspace);
  // The work in progress (what differs from HEAD), read while the tree is staged, unless the caller knows the paths.
  const progress = request.filesModified || request.staged ? undefined : workInProgress(root, env);
  progress?.catch(() => undefined);
  const head = progress?.then((status) => status && { head: status.head, branch: status.branch });
  const { staged, skipped } = await stageFor(workspace, { ...request, stage: { ...request.stage, ...(head && { head }) } });
  let snapshotSkipped = skipped;
  const id = newPointId(now);
  // The newest point described a moment before this one (a detached run may record a moment now past).
  const parentId = workspace.ids().find((other) => other < id);
  const parent = parentId ? workspace.read(parentId)?.point : undefined;
  let snapshot: RestorePoint['snapshot'];
  if (staged) {
    try {
      const meta = pointMeta(stager, staged, request.change);
      if (staged.tree) stager.pin(id, staged.tree);
      else stager.notePendingPoint(id);
      const reused = parent?.snapshot?.tree !== undefined && parent.snapshot.tree === staged.tree;
      const notCaptured = staged.notCaptured;
      snapshot = {
        ...(staged.tree ? { tree: staged.tree } : { pending: true as const }),
        files: staged.files,
        ...(meta && { meta }),
        ...(meta !== staged.meta && { captured: staged.meta ?? '' }),
        ...(notCaptured.length > 0 && { skipped: notCaptured.length, notCaptured: notCaptured.slice(0, MAX_NOT_CAPTURED) }),
        ...(reused && { reused }),
      };
      const cap = limitsOf(request.cwd, env).maxStoreBytes;
      if (staged.hashedBytes > cap)
        warnings.push(
          `this point added ${megabytes(staged.hashedBytes)} to the snapshot store, more than restore.maxStoreBytes (${megabytes(cap)}): it is kept, and counts against this workspace's share of the store only`,
        );
    } catch (error) {
      snapshotSkipped = `snapshot failed: ${(error as Error).message}`;
    }
  }
  if (snapshotSkipped) warnings.push(snapshotSkipped);
  const facts = staged?.head || staged?.branch ? { head: staged.head, branch: staged.branch } : repoFacts(root);
  const { edited, artifacts } = fromTimeline(request.timeline, root);
  const modified = request.filesModified ?? (await progress)?.paths ?? [];
  const outputs = await agentOutputs(request.agent, request.transcriptPath, request.timeline?.calls ?? [], relativeTo(root), undefined);
  const todos = (request.timeline?.todos ?? [])
    .slice(0, 30)
    .map((todo) => ({ content: clip(todo.content, 200) ?? '', status: todo.status }));
  const firstPrompt = request.agent && request.sessionId ? workspace.readMemo(request.agent, request.sessionId).firstPrompt : undefined;
  const branchTask = env.CHECKPOINT_SLUG || (facts.branch && !GENERIC_BRANCHES.has(facts.branch) ? facts.branch : undefined);
  const intent = clip(request.timeline?.prompt, 500);
  const point: RestorePoint = {
    version: 1,
    id,
    ...(parentId && { parent: parentId }),
    ...(request.name && { name: clip(request.name, 80) }),
    ...(request.note && { note: clip(request.note, 1000) }),
    createdAt: now,
    trigger: request.trigger,
    ...(request.agent && { agent: request.agent }),
    ...(request.sessionId && { sessionId: request.sessionId }),
    cwd: request.cwd,
    root,
    ...(facts.branch && { branch: facts.branch }),
    ...(facts.head && { head: facts.head }),
    ...(snapshot && { snapshot }),
    ...(snapshotSkipped && { snapshotSkipped }),
    ...(request.change && {
      change: {
        base: request.change.base,
        startedAt: request.change.startedAt,
        ...(request.change.touched && { touched: request.change.touched.length }),
      },
    }),
    task: clip(branchTask ?? firstPrompt ?? intent, 200),
    ...todoState(todos),
    ...(intent && { intent }),
    todos,
    ...modifiedPaths([...modified, ...edited], excludedFolders(root)),
    artifacts: artifacts.slice(0, 30),
    agentOutputs: outputs,
    decisions: (request.decisions ?? []).map((d) => ({
      decision: clip(d.decision, 300) ?? '',
      ...(d.because && { because: clip(d.because, 500) }),
    })),
    openQuestions: (request.questions ?? []).map((q) => clip(q, 300) ?? '').filter(Boolean),
  };
  const text = workspace.write(point);
  // A developer's check (SPEC 4.1: records hold paths): logged, never put to a user, who can do nothing about it.
  if (Buffer.byteLength(text) > MAX_RECORD_BYTES)
    log.debug(
      `restore point ${id} is ${Buffer.byteLength(text)} bytes (over ${MAX_RECORD_BYTES / 1024} KB): records should hold paths, not contents`,
    );
  if (request.marker) writeMarkerFor(workspace, point, now);
  return { point, workspace, warnings };
}

/**
 * The paths that differ from HEAD, staged or not, and the untracked ones, a folder of untracked files as the
 * folder (30,000 generated files are one line), with HEAD and the branch; undefined outside git.
 */
async function workInProgress(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<{ paths: string[]; head?: string; branch?: string } | undefined> {
  if (!gitDirsOf(root)) return undefined;
  const args = statusArgs({ lookIntoSubmodules: false }).map((arg) => (arg === '--untracked-files=all' ? '--untracked-files=normal' : arg));
  const result = await gitAsync(args, { root, env });
  if (!result.ok) return undefined;
  const status = parseStatus(result.stdout);
  return {
    paths: [...status.changed.filter((entry) => !entry.submodule).map((entry) => entry.path), ...status.untracked],
    head: status.head,
    branch: status.branch,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** The point's meta blob: the snapshot's, with a change's named paths added (a blob of its own then). */
function pointMeta(stager: Stager, staged: Staged, change: SaveRequest['change']): string | undefined {
  if (!change || (!change.touched?.length && !change.inside?.length)) return staged.meta;
  const meta: PointMeta = {
    modes: staged.modes,
    notCaptured: staged.notCaptured,
    repositories: staged.repositories,
    touched: change.touched,
    ...(change.inside?.length && { inside: change.inside }),
  };
  return stager.writeBlob(JSON.stringify(meta));
}

/** Paths stay few so a record stays small: the first 60, and how many there were. */
function modifiedPaths(paths: string[], excluded: (path: string) => boolean): Pick<RestorePoint, 'filesModified' | 'filesModifiedCount'> {
  const unique = [...new Set(paths)].filter((path) => !excluded(path));
  return { filesModified: unique.slice(0, 60), ...(unique.length > 60 && { filesModifiedCount: unique.length }) };
}

/** One marker per session; an automatic point does not replace a voluntary save made just before it. */
function writeMarkerFor(workspace: Workspace, point: RestorePoint, now: number): void {
  if (point.trigger !== 'manual') {
    const own = workspace.markers().find((marker) => marker.file === workspace.markerFile(point.agent, point.sessionId));
    if (own && own.trigger === 'manual' && now - own.createdAt < VOLUNTARY_WINS_MS) return;
  }
  workspace.writeMarker(point);
}
