// What the restore commands share: the workspace of the cwd, the session they run in, repeated flags.

import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { AgentName } from '../agents/protocol.js';
import { loadConfig } from '../config/load.js';
import { copyPendingObjects } from '../restore/maintenance.js';
import type { StoredPoint } from '../restore/point.js';
import { Stager } from '../restore/stage.js';
import { countChanges, type FilesOutcome } from '../restore/undo.js';
import { Workspace } from '../restore/workspace.js';
import type { PathChange, RestorePlan } from '../restore/write-back.js';
import { pickNeedsSaying, reasonText, resolveSession, type SessionPick, sessionLine } from '../session/resolve.js';
import { readTimeline } from '../transcript/index.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { counted } from '../util/counted.js';
import { findProjectRoot } from '../util/paths.js';
import { quotePath } from '../util/quote.js';
import { flagValues } from './_args.js';

export function workspaceOf(cwd: string, env: NodeJS.ProcessEnv = process.env): Workspace {
  return new Workspace(findProjectRoot(cwd), env);
}

/**
 * After a command's point: the blobs a workspace's first snapshot names are copied from the repository
 * into the shadow repository now, so the point outlives a history rewrite there. Said on stderr when many.
 */
export async function copyPending(cwd: string): Promise<void> {
  const workspace = workspaceOf(cwd);
  const pending = new Stager(workspace).pendingObjects().length;
  if (pending === 0) return;
  if (pending > 1000) process.stderr.write(`Copying ${pending} file contents from the repository into the snapshot store...\n`);
  await copyPendingObjects(workspace, Number.POSITIVE_INFINITY);
}

export interface SessionContext {
  agent?: AgentName;
  sessionId?: string;
  timeline?: TurnTimeline;
  transcriptPath?: string;
  /** Why this session, when the command picked it itself (`the latest of this workspace`): --json output carries it. */
  sessionWhy?: string;
  /** This runs in that agent's shell, and none of its sessions is recorded here: its own session is unknown. */
  ownUnknown?: AgentName;
  /** Why --session names no session (unknown, or the start of several ids). */
  problem?: string;
}

/**
 * The agent session this command goes by (session/resolve.ts says which, and this says it when the person could
 * not know: on stderr, or as `sessionWhy` for --json output, which leaves stderr empty). `recording`: the command
 * records its point as that session (a save), so it reads the session's transcript, and from a plain terminal
 * the point is the command line's, not the latest session's.
 */
export async function sessionContext(
  cwd: string,
  session: string | undefined,
  { recording, json }: { recording: boolean; json: boolean },
): Promise<SessionContext> {
  const pick = await resolveSession({ session, cwd, terminal: recording ? 'none' : 'latest' }).catch((): SessionPick => ({}));
  if ('problem' in pick) return { problem: pick.problem };
  const resolved = pick.session;
  if (!resolved) return pick.ownUnknown ? { ownUnknown: pick.ownUnknown } : {};
  const sessionWhy = pickNeedsSaying(resolved) ? reasonText(resolved) : undefined;
  if (sessionWhy && !json) process.stderr.write(`${sessionLine(resolved)}\n`);
  let timeline: TurnTimeline | undefined;
  if (recording && resolved.state.transcriptPath) {
    const { config } = loadConfig(cwd);
    timeline = await readTimeline(resolved.agent, resolved.state.transcriptPath, { maxBytes: config.transcript.maxBytes }).catch(
      () => undefined,
    );
  }
  return {
    agent: resolved.agent,
    sessionId: resolved.sessionId,
    ...(sessionWhy && { sessionWhy }),
    timeline,
    transcriptPath: timeline ? resolved.state.transcriptPath : undefined,
  };
}

/** Decisions with their reasons: each `--because` belongs to the `--decision` just before it, never to none. */
export function decisionsOf(rawArgs: string[]): { decisions: { decision: string; because?: string }[] } | { problem: string } {
  const decisions: { decision: string; because?: string }[] = [];
  for (const [name, value] of flagValues(rawArgs, ['decision', 'because'])) {
    const last = decisions.at(-1);
    if (name === 'decision') decisions.push({ decision: value });
    else if (last && last.because === undefined) last.because = value;
    else
      return {
        problem: `--because "${value}" has no --decision before it to explain: give it right after its decision, --decision "<what>" --because "<why>"`,
      };
  }
  return { decisions };
}

/** How a corrupt record is shown: its raw text and how to recover by hand. */
export function corruptText(stored: Extract<StoredPoint, { raw: string }>, file: string, parent?: string): string {
  return [
    `Restore point ${stored.id} is corrupt (${stored.problem}). Its raw text:`,
    stored.raw.slice(0, 4000),
    `Recover by hand: read the lines above, or fix ${file} and run the command again.`,
    parent ? `Its parent ${parent} may hold the state: \`checkpoint restore ${parent}\`.` : 'No parent point is known.',
  ].join('\n');
}

/** A path a person typed (relative to where they are) as the work tree names it; undefined outside the work tree. */
export function rootRelative(root: string, cwd: string, path: string): string | undefined {
  const rel = relative(root, resolve(cwd, path));
  if (rel === '') return '.';
  if (isAbsolute(rel) || rel.split(sep)[0] === '..') return undefined;
  return rel.split(sep).join('/');
}

/** The paths after `--` as the work tree names them, or why one cannot be taken (`<problem>: <fix>`). */
export function pathsOf(root: string, cwd: string, typed: string[]): { paths: string[] } | { problem: string } {
  const paths: string[] = [];
  for (const path of typed) {
    const rel = rootRelative(root, cwd, path);
    if (rel === undefined) return { problem: `${path} is outside this workspace (${root}): name paths inside it` };
    paths.push(rel);
  }
  return { paths };
}

/** A count of paths in words, with the first few of them: `2 files (a.txt, b.txt)`. */
export function somePaths(paths: string[], shown = 3): string {
  const listed = paths.slice(0, shown).map(quotePath).join(', ');
  return `${counted(paths.length, 'file')} (${listed}${paths.length > shown ? ', ...' : ''})`;
}

/** What a restore changes (or would), path by path, and what it leaves as it is and why. */
export function changesText(plan: RestorePlan, dryRun: boolean): string {
  const verb = (now: string, later: string) => (dryRun ? `Would ${now}` : later);
  const block = (title: string, paths: string[]) => (paths.length ? [`${title} (${paths.length}):`, ...paths.map((p) => `  ${p}`)] : []);
  const paths = (changes: { path: string }[]) => changes.map((change) => quotePath(change.path));
  const lines = [
    ...block(verb('overwrite', 'Overwrote'), paths(plan.overwrite)),
    ...block(verb('bring back', 'Brought back'), paths(plan.bringBack)),
    ...block(verb('remove', 'Removed'), paths(plan.remove)),
    ...block(verb('give back the permission bits of', 'Gave back the permission bits of'), paths(plan.chmod)),
    ...block(
      verb('keep as they are', 'Kept as they were'),
      plan.kept.map((kept) => `${quotePath(kept.path)}: ${kept.reason}`),
    ),
  ];
  if (countChanges(plan) === 0) lines.unshift('Nothing to write: every path is as the point has it, or is kept as it is (below).');
  return lines.join('\n');
}

/**
 * The report of a restore or an undo: what changed (or would), the backup taken first and how to take it back,
 * or, dry, the command that applies it (`apply`, the same paths and flags).
 */
export function filesReport(outcome: FilesOutcome, dryRun: boolean, apply: string, command: 'undo' | 'restore' = 'restore'): string {
  const lines = [changesText(outcome.plan, dryRun)];
  if (outcome.backup)
    lines.push(
      command === 'undo'
        ? `The tree as it was is saved as ${outcome.backup.id}: \`checkpoint undo\` again puts back what this changed.`
        : `The tree as it was is saved as ${outcome.backup.id}: \`checkpoint undo\` (or \`checkpoint restore ${outcome.backup.id} --files\`) brings it back.`,
    );
  else if (dryRun && countChanges(outcome.plan) > 0) lines.push(`Nothing was changed. \`${apply}\` applies it.`);
  return lines.join('\n');
}

/** The same as data (`--json`). */
export function filesJson(outcome: FilesOutcome) {
  const paths = (changes: PathChange[]) => changes.map((change) => change.path);
  return {
    overwrote: paths(outcome.plan.overwrite),
    broughtBack: paths(outcome.plan.bringBack),
    removed: paths(outcome.plan.remove),
    permissions: paths(outcome.plan.chmod),
    kept: outcome.plan.kept,
    ...(outcome.backup && { backup: outcome.backup.id }),
    ...(outcome.moved && { moved: outcome.moved }),
  };
}

/** The paths a plan names at all (written, or kept and why). */
export function plannedPaths(plan: RestorePlan): string[] {
  return [...plan.overwrite, ...plan.bringBack, ...plan.remove, ...plan.chmod, ...plan.kept].map((change) => change.path);
}

/** A command line word as a shell reads it back: quoted when it holds anything but plain characters. */
export function shellWord(word: string): string {
  return /^[\w./:@%+=,-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
