import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineCommand } from 'citty';
import type { RestorePoint } from '../restore/point.js';
import { findRef, restorableNear } from '../restore/refs.js';
import { type DefaultPoint, defaultPoint, describePoint, pendingLine, resumeInstruction } from '../restore/resume.js';
import { Stager } from '../restore/stage.js';
import { countChanges, currentTree, type FilesOutcome, restoreFiles, withinPaths } from '../restore/undo.js';
import type { Workspace } from '../restore/workspace.js';
import {
  changesText,
  copyPending,
  corruptText,
  filesJson,
  filesReport,
  pathsOf,
  plannedPaths,
  sessionContext,
  shellWord,
  somePaths,
  workspaceOf,
} from './_restore.js';
import { counted, cwdOf, failure, jsonArg, sessionArg } from './_shared.js';

/** The first line of a restore without an id: which point this is, and why this one. */
function defaultLine(pick: Extract<DefaultPoint, { id: string }>, dryRun: boolean): string {
  if (pick.kind === 'latest') return 'No restore point is pending here; this is the latest one:';
  return `This restore point was pending (${pick.marker.trigger}, from ${pick.marker.agent ?? 'the command line'})${dryRun ? '' : '; it is handed over now, so a new session is not offered it again'}:`;
}

/** The points still pending besides the one shown: never left unsaid, so asking again holds no surprise. */
function stillPending(ws: Workspace, rest: Extract<DefaultPoint, { kind: 'pending' }>['rest']): string[] {
  if (rest.length === 0) return [];
  const lines = rest.map((marker) => `  ${pendingLine(marker, ws.read(marker.id)?.point)}`);
  return rest.length === 1
    ? ['Also pending, and shown by the next `checkpoint restore` without an id:', ...lines]
    : [`Also pending (${rest.length}; \`checkpoint restore <id>\` takes one):`, ...lines];
}

/** A checkout as a person names it: `branch main at 1a2b3c4d5e6f`, or a commit with no branch. */
function checkout(branch: string | undefined, head: string | undefined): string {
  if (branch) return `branch ${branch}${head ? ` at ${head.slice(0, 12)}` : ''}`;
  return head ? `commit ${head.slice(0, 12)} (no branch)` : 'no commit';
}

/** How many paths differ between the point's snapshot and the working tree, or why that is unknown. */
async function differing(ws: Workspace, point: RestorePoint): Promise<number | string> {
  if (!point.snapshot) return `this point has no snapshot (${point.snapshotSkipped ?? 'none was taken'})`;
  const stager = new Stager(ws);
  const tree = point.snapshot.tree;
  if (!tree || !stager.exists(tree)) return damagedSnapshot(ws, point.id);
  try {
    const now = await currentTree(ws);
    return now ? stager.diff(now, tree).length : 'the working tree could not be read';
  } catch (error) {
    return `the working tree could not be read: ${(error as Error).message}`;
  }
}

/** What `restore <id>` without --files says of the files: it left them as they are, and what differs. */
function filesLine(point: RestorePoint, differ: number | string): string {
  if (typeof differ === 'string') return `Files unchanged: ${differ}.`;
  if (differ === 0) return 'Files unchanged: the working tree already matches this point.';
  return `Files unchanged: ${counted(differ, 'path')} ${differ === 1 ? 'differs' : 'differ'} from this point; \`checkpoint restore ${point.id} --files\` brings ${differ === 1 ? 'it' : 'them'} back (add --dry-run to list ${differ === 1 ? 'it' : 'them'} first).`;
}

/** A point whose tree is still to be written (a fresh workspace's first) gets it from a staging first (restore/README.md). */
async function withTree(ws: Workspace, point: RestorePoint): Promise<RestorePoint> {
  if (!point.snapshot?.pending) return point;
  await currentTree(ws).catch(() => undefined);
  return ws.read(point.id)?.point ?? point;
}

/** A snapshot the store no longer holds, and the point nearest in time that can be restored instead. */
function damagedSnapshot(ws: Workspace, id: string): string {
  const stager = new Stager(ws);
  const instead = restorableNear(ws, id, (tree) => stager.exists(tree));
  return `the snapshot of ${id} is missing from the snapshot store (pruned or damaged)${instead ? `; ${instead} is the nearest point that can be restored instead: \`checkpoint restore ${instead} --files\`` : '; no other point holds one'}`;
}

const restore = defineCommand({
  meta: {
    name: 'restore',
    description:
      "Load a restore point of this workspace: print where the work stood, for the agent or you to go on from (alias: resume). Files stay as they are unless --files (the whole tree as of the point) or paths after `--` (only those). Without an id: the pending point (the agent shell's session's first), else the latest",
  },
  args: {
    id: {
      type: 'positional',
      required: false,
      variadic: true,
      description:
        'Restore point id (or any unique start of it) or name (default: the pending one, else the latest); after `--`, only these paths of its files: checkpoint restore <id> -- <path>...',
    },
    files: {
      type: 'boolean',
      description: 'Make the whole working tree match the snapshot (a backup point is saved first; `checkpoint undo` takes it back)',
      default: false,
    },
    'dry-run': { type: 'boolean', description: 'With --files or paths: list what would change, change nothing', default: false },
    force: {
      type: 'boolean',
      description: 'With --files: restore a point taken on another branch or HEAD all the same (refused without it)',
      default: false,
    },
    session: sessionArg,
    json: jsonArg,
  },
  async run({ args, rawArgs, cmd }) {
    const fail = failure((cmd.meta as { name: string }).name, args.json);
    const dryRun = args['dry-run'];
    const asked = askedFor(rawArgs, args._, args);
    if ('problem' in asked) return fail(asked.problem, 2);
    const { typed, ref, files } = asked;
    const cwd = cwdOf(undefined);
    const ws = workspaceOf(cwd);
    const given = pathsOf(ws.root, cwd, typed);
    if ('problem' in given) return fail(given.problem, 2);
    const context = await sessionContext(cwd, args.session, { recording: false, json: args.json });
    if (context.problem) return fail(context.problem);
    const chosen = choosePoint(ws, ref, context, files, dryRun);
    if ('problem' in chosen) return fail(chosen.problem);
    const { id, out, rest } = chosen;
    const stored = ws.read(id);
    if (!stored) return fail(`no restore point ${id} in this workspace: \`checkpoint list\` shows the ids and names`);
    if (!stored.point) {
      // The marker stays: the state is not handed over until someone can read it.
      process.stdout.write(`${corruptText(stored, ws.pointFile(id), ws.markers().find((m) => m.id === id)?.parent)}\n`);
      process.exitCode = 1;
      return;
    }
    const point = await withTree(ws, stored.point);
    const only = typed.length > 0 ? given.paths : undefined;
    let outcome: FilesOutcome | undefined;
    if (files) {
      const problem = snapshotProblem(ws, point, only);
      if (problem) return fail(problem);
      try {
        const session = { agent: context.agent, sessionId: context.sessionId };
        outcome = await restoreFiles({ cwd, point, dryRun, ...session, only, sameCheckoutOnly: !only && !args.force });
      } catch (error) {
        return fail(`could not restore the files: ${(error as Error).message}`);
      }
      const refusal = !only && !args.force ? refusalOf(point, outcome) : undefined;
      if (refusal && !dryRun) return fail(args.json ? refusal : `${refusal}\n${changesText(outcome.plan, true)}\nNothing was changed.`);
      if (refusal) out.push(`Refused without --force: ${refusal}.`);
      // A dry run writes nothing, the snapshot store included.
      if (!dryRun) await copyPending(cwd);
    }
    // Paths named that needed nothing: already as the point has them.
    const same = outcome ? given.paths.filter((path) => !plannedPaths(outcome.plan).some(withinPaths([path]))) : [];
    const handedOver = !dryRun && ws.markers().some((m) => m.id === id);
    if (!dryRun) for (const m of ws.markers()) if (m.id === id) ws.trash(m.file);
    if (args.json) {
      const differ = outcome ? undefined : await differing(ws, point);
      const filesData = outcome
        ? { dryRun, ...filesJson(outcome), ...(same.length > 0 && { unchanged: same }) }
        : { unchanged: true, ...(typeof differ === 'number' ? { differ } : { problem: differ }) };
      process.stdout.write(
        `${JSON.stringify(
          {
            point,
            ...(context.sessionId &&
              context.sessionWhy && { session: { agent: context.agent, sessionId: context.sessionId, why: context.sessionWhy } }),
            handedOver,
            stillPending: rest,
            files: filesData,
          },
          null,
          2,
        )}\n`,
      );
      return;
    }
    if (outcome) {
      const flags = only ? `-- ${typed.map(shellWord).join(' ')}` : `--files${args.force || outcome.moved ? ' --force' : ''}`;
      out.push(filesReport(outcome, dryRun, `checkpoint restore ${point.id} ${flags}`));
      if (same.length > 0) out.push(`Already as ${point.id} has ${same.length === 1 ? 'it' : 'them'}: ${same.join(', ')}.`);
      out.push('');
    }
    out.push(...describePoint(point), '');
    if (!outcome) out.push(filesLine(point, await differing(ws, point)));
    out.push(resumeInstruction(point));
    process.stdout.write(`${out.join('\n')}\n`);
  },
});

/**
 * What the command line asks for, or why it cannot be done (bad usage): the point (`ref`), the paths after `--`
 * (`typed`, like git restore's), and whether files are written. A flag it could not honour is never ignored.
 */
function askedFor(
  rawArgs: string[],
  words: string[],
  flags: { files: boolean; 'dry-run': boolean; force: boolean },
): { ref?: string; typed: string[]; files: boolean } | { problem: string } {
  const dashes = rawArgs.indexOf('--');
  const typed = dashes < 0 ? [] : rawArgs.slice(dashes + 1);
  const refs = words.slice(0, words.length - typed.length);
  const files = flags.files || typed.length > 0;
  if (refs.length > 1) return { problem: `one restore point at a time, not ${refs.join(' ')}: put paths after \`--\`` };
  if (dashes >= 0 && typed.length === 0)
    return { problem: '`--` names no path: put the paths after it, `checkpoint restore <id> -- <path>...`' };
  if (typed.length > 0 && refs.length === 0)
    return { problem: 'name the restore point the paths come from: `checkpoint restore <id> -- <path>...`' };
  if (flags['dry-run'] && !files)
    return {
      problem:
        '--dry-run previews what a file restore would change, and this one writes no file: add --files (`checkpoint restore <id> --files --dry-run`) or name paths after `--`',
    };
  if (flags.force && !files) return { problem: '--force only lets --files restore a point of another branch or HEAD: add --files' };
  if (flags.force && typed.length > 0)
    return {
      problem: '--force is for --files over the whole tree; paths after `--` are restored from any branch without it: drop --force',
    };
  return { ref: refs[0], typed, files };
}

/** The point named, else the pending one (and the others still pending), else the latest; each answer says which. */
function choosePoint(
  ws: Workspace,
  ref: string | undefined,
  session: { agent?: string; sessionId?: string },
  files: boolean,
  dryRun: boolean,
): { id: string; out: string[]; rest: string[] } | { problem: string } {
  if (ref) {
    const found = findRef(ws, ref);
    return 'problem' in found ? found : { id: found.id, out: [], rest: [] };
  }
  const pick = defaultPoint(ws, session.agent, session.sessionId);
  if (pick.kind === 'none') return { problem: 'no restore point here yet: `checkpoint save` records one' };
  if (pick.kind === 'several')
    return {
      problem: `${pick.markers.length} restore points are pending here, none of this session, and none is picked for you: name one, \`checkpoint restore <id>\`\n${pick.markers.map((m) => `  ${pendingLine(m, ws.read(m.id)?.point)}`).join('\n')}`,
    };
  // Files are written only from a point someone chose: the latest is often the backup of a restore just made.
  if (pick.kind === 'latest' && files)
    return {
      problem: `no restore point is pending here, and files come back only from a point you name: \`checkpoint restore <id> --files\` (the latest is ${pick.id}; \`checkpoint list\` shows the others)`,
    };
  if (pick.kind === 'latest') return { id: pick.id, out: [defaultLine(pick, dryRun)], rest: [] };
  return { id: pick.id, out: [defaultLine(pick, dryRun), ...stillPending(ws, pick.rest)], rest: pick.rest.map((marker) => marker.id) };
}

/**
 * Why the point's files cannot come back, before anything is written: its snapshot gone from the store, or a path
 * named that neither the point nor the working tree has (a typo; git says "did not match").
 */
function snapshotProblem(ws: Workspace, point: RestorePoint, only: string[] | undefined): string | undefined {
  const tree = point.snapshot?.tree;
  const stager = new Stager(ws);
  if (point.snapshot && (!tree || !stager.exists(tree))) return `${damagedSnapshot(ws, point.id)}; nothing was changed`;
  if (!only || !tree) return undefined;
  const inPoint = [...stager.entries(tree).keys()];
  const unknown = only.filter((path) => !inPoint.some(withinPaths([path])) && !existsSync(join(ws.root, path)));
  if (unknown.length === 0) return undefined;
  return `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} in neither ${point.id} nor the working tree: check the path (\`checkpoint inspect ${point.id}\` lists what differs)`;
}

/**
 * A whole-tree restore of a point of another branch or HEAD, as `git checkout` refuses to clobber: both checkouts
 * and what it would overwrite, add and remove, with the flag that forces it. Undefined: same checkout, or nothing to write.
 */
function refusalOf(point: RestorePoint, outcome: FilesOutcome): string | undefined {
  const { moved, plan } = outcome;
  if (!moved || countChanges(plan) === 0) return undefined;
  const paths = (changes: { path: string }[]) => changes.map((change) => change.path);
  const what = [
    plan.overwrite.length + plan.chmod.length > 0 && `overwrite ${somePaths(paths([...plan.overwrite, ...plan.chmod]))}`,
    plan.bringBack.length > 0 && `add ${somePaths(paths(plan.bringBack))}`,
    plan.remove.length > 0 && `remove ${somePaths(paths(plan.remove))}`,
  ].filter(Boolean);
  // `to` is the branch checked out now, or its commit when there is none.
  const branchNow = moved.to === moved.toHead ? undefined : moved.to;
  const switchTo = point.branch && point.branch !== branchNow ? `, \`git switch ${point.branch}\` goes there first` : '';
  return `${point.id} was taken on ${checkout(point.branch, moved.fromHead)}, and the checkout is now on ${checkout(branchNow, moved.toHead)}: its whole tree would ${what.join(', ')} here: \`checkpoint restore ${point.id} --files --force\` does it anyway (the tree as it is is saved first)${switchTo}, and \`checkpoint restore ${point.id} -- <path>\` brings single paths`;
}

export default restore;

/** The same command under the name the agents' context uses; its help row says so. */
export const resume = defineCommand({ ...restore, meta: { name: 'resume', description: 'The same as `checkpoint restore`' } });
