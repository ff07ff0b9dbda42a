// Taking a restore point: what the session was doing (from the transcript) and a snapshot of the tree.

import { loadConfig } from '../config/load.js';
import { agentOutputs } from '../transcript/subagents.js';
import type { TodoItem, TurnTimeline } from '../transcript/timeline.js';
import { git } from '../util/git.js';
import type { RepoStatus } from '../util/git-status.js';
import { findProjectRoot } from '../util/paths.js';
import { oneLine } from '../util/quote.js';
import { excludedFolders } from './capture.js';
import { copyPendingObjects } from './maintenance.js';
import { MAX_RECORD_BYTES, newPointId, type RestorePoint, type Trigger } from './point.js';
import { nameProblem } from './refs.js';
import { NotQuick, Shadow, type Staged, type StageOptions } from './snapshot.js';
import { DEFAULT_LIMITS, type SnapshotLimits, SnapshotRefused } from './tree-files.js';
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
  /**
   * A point a stop takes itself, from the status its checkpoint read a moment ago (not read again). The
   * agent waits for it, so: the workspace's lock within STOP_LOCK_WAIT_MS (else WorkspaceBusy), a pass of
   * changes over a few small paths (else NotQuick), no repack, a smaller read of subagent transcripts.
   */
  atStop?: { status: RepoStatus };
  /** A session's `start` point, taken after the prompt by a detached run: the tree as it was then (snapshot.ts). */
  asOf?: StageOptions;
  /** When the blobs a first snapshot names are copied from the repository (savePoint). */
  copy?: 'later' | { until: number };
  /** How long savePoint waits for the workspace's lock before WorkspaceBusy (a point a hook takes inline: a moment). */
  lockWaitMs?: number;
}

interface Saved {
  point: RestorePoint;
  workspace: Workspace;
  warnings: string[];
}

const STOP_LOCK_WAIT_MS = 50;
/** A record holds paths, not contents: the first of the paths a snapshot left out, the first modes. */
const MAX_NOT_CAPTURED = 100;
const MAX_MODES = 200;
const STOP_SUBAGENT_READ_BYTES = 512 * 1024;

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

/** The snapshot's limits: the size cap from the user's config. */
function limitsOf(cwd: string, env: NodeJS.ProcessEnv): SnapshotLimits {
  return { ...DEFAULT_LIMITS, maxFileBytes: loadConfig(cwd, env).config.restore.maxFileBytes };
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

/**
 * Records a restore point (and its snapshot) for the workspace of `cwd`. Throws only on a state dir it
 * cannot write. A workspace's first snapshot names the repository's own blobs of files it did not hash:
 * they are copied into the shadow repository after the lock is let go (until `copy.until`), or by a later
 * run (`copy: 'later'`, a point a hook takes inline).
 */
export async function savePoint(request: SaveRequest): Promise<Saved> {
  const workspace = workspaceOf(request);
  const saved = (await workspace.locked(async () => record(workspace, request), request.lockWaitMs))!;
  if (request.copy !== 'later') await copyPendingObjects(workspace, request.copy?.until ?? Number.POSITIVE_INFINITY);
  return saved;
}

/** savePoint for a caller that holds the workspace's lock (a restore saving its backup first). */
export async function savePointLocked(workspace: Workspace, request: SaveRequest): Promise<Saved> {
  return (await record(workspace, request))!;
}

function workspaceOf(request: Pick<SaveRequest, 'cwd' | 'env'>): Workspace {
  return new Workspace(findProjectRoot(request.cwd), request.env ?? process.env);
}

/** What an automatic point is, decided once the tree is staged: undefined records nothing. */
type PointDecision = (context: {
  changed: boolean;
  latest?: RestorePoint;
}) => Promise<{ trigger: Trigger; timeline?: TurnTimeline } | undefined>;

/**
 * An automatic point that depends on the tree: one staging says whether it changed since the workspace's
 * latest point (the `turn` point, which must not read the user's repository twice), and the transcript is
 * read only when `decide` needs it.
 */
export function saveAutomatic(request: Omit<SaveRequest, 'trigger' | 'timeline'>, decide: PointDecision): Promise<Saved | undefined> {
  const workspace = workspaceOf(request);
  return workspace.locked(() => record(workspace, { ...request, trigger: 'turn' }, decide), request.atStop ? STOP_LOCK_WAIT_MS : undefined);
}

/** The point itself; the caller holds the workspace's lock. */
async function record(workspace: Workspace, request: SaveRequest, decide?: PointDecision): Promise<Saved | undefined> {
  const env = request.env ?? process.env;
  const now = request.now ?? Date.now();
  // Checked again here, under the lock: two saves of one name at once must not both take it.
  const problem = request.name === undefined ? undefined : nameProblem(workspace, request.name);
  if (problem) throw new Error(problem);
  const root = workspace.root;
  const warnings: string[] = [];
  const id = newPointId(now);
  const shadow = new Shadow(workspace);
  // Started first: the records are read while git status runs. The snapshot's one `git status` (or the
  // stop's) also says HEAD, the branch and what differs from HEAD.
  const given = request.atStop ? { status: request.atStop.status, quickOnly: true } : request.asOf;
  const staging = request.staged ? Promise.resolve(request.staged) : shadow.stage(request.limits ?? limitsOf(request.cwd, env), given);
  staging.catch(() => undefined);
  const ids = workspace.ids();
  const parentId = ids[0];
  const parentPoint = workspace.latestWithSnapshot(ids);
  let facts: { branch?: string; head?: string } | undefined;
  const failure = (error: unknown) => (error instanceof SnapshotRefused ? error.message : `snapshot failed: ${(error as Error).message}`);
  let staged: Staged | undefined;
  let snapshotSkipped: string | undefined;
  let modified: string[] = [];
  try {
    staged = await staging;
    facts = { head: staged.head, branch: staged.branch };
    // Outside git (or before the first commit) there is no HEAD: what changed since the previous point.
    if (staged.head && staged.modified) modified = staged.modified;
    else if (!parentPoint?.snapshot) modified = staged.untracked;
    else modified = shadow.diff(parentPoint.snapshot.tree, staged.tree).map((change) => change.path);
  } catch (error) {
    if (error instanceof NotQuick) throw error;
    snapshotSkipped = failure(error);
  }
  if (decide) {
    const latest = parentId === parentPoint?.id ? parentPoint : workspace.latest();
    const decided = await decide({ changed: !staged || staged.tree !== latest?.snapshot?.tree, latest });
    if (!decided) return undefined;
    request = { ...request, ...decided };
  }
  let snapshot: RestorePoint['snapshot'];
  if (staged) {
    try {
      shadow.pin(id, staged.tree);
      // The previous point's tree again: said in the record and by `save`, kept once in the shadow.
      const reused = parentPoint?.snapshot?.tree === staged.tree;
      const { notCaptured, modes } = staged;
      snapshot = {
        tree: staged.tree,
        files: staged.files,
        ...(notCaptured.length > 0 && { skipped: notCaptured.length, notCaptured: notCaptured.slice(0, MAX_NOT_CAPTURED) }),
        ...(Object.keys(modes).length > 0 && { modes: Object.fromEntries(Object.entries(modes).slice(0, MAX_MODES)) }),
        ...(reused && { reused }),
      };
    } catch (error) {
      snapshotSkipped = failure(error);
    }
  }
  if (snapshotSkipped) warnings.push(snapshotSkipped);
  facts ??= repoFacts(root);
  const { edited, artifacts } = fromTimeline(request.timeline, root);
  const outputs = await agentOutputs(
    request.agent,
    request.transcriptPath,
    request.timeline?.calls ?? [],
    relativeTo(root),
    request.atStop ? STOP_SUBAGENT_READ_BYTES : undefined,
  );
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
  if (Buffer.byteLength(text) > MAX_RECORD_BYTES)
    warnings.push(
      `restore point ${id} is ${Buffer.byteLength(text)} bytes (over ${MAX_RECORD_BYTES / 1024} KB): records should hold paths, not contents`,
    );
  if (request.marker) writeMarkerFor(workspace, point, now);
  return { point, workspace, warnings };
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
