import { defineCommand } from 'citty';
import { type StoredPoint, timeOfId, VOLUNTARY } from '../restore/point.js';
import { localTime, pointSummary } from '../restore/resume.js';
import { droppedForSpace } from '../restore/retention.js';
import { Workspace } from '../restore/workspace.js';
import { workspaceOf } from './_restore.js';
import { counted, cwdOf, failure, jsonArg } from './_shared.js';

const UNDOERS: readonly string[] = ['undo', 'restore'];

function row(stored: StoredPoint, ws: Workspace, deletedOn?: string) {
  const p = stored.point;
  return {
    id: stored.id,
    workspace: ws.root,
    kind: !p ? 'corrupt' : p.name ? 'named' : p.trigger === 'backup' ? 'backup' : VOLUNTARY.includes(p.trigger) ? 'manual' : 'auto',
    createdAt: p?.createdAt ?? timeOfId(stored.id),
    trigger: p?.trigger,
    name: p?.name,
    summary: p ? pointSummary(p) : undefined,
    note: p?.note,
    intent: p?.intent,
    task: p?.task,
    branch: p?.branch,
    agent: p?.agent,
    sessionId: p?.sessionId,
    files: p?.snapshot?.files,
    ...(p && !p.snapshot && { snapshotSkipped: p.snapshotSkipped ?? 'no snapshot' }),
    /** An undo or restore: the backup it took of the tree before it (folded into its line). */
    ...(p && UNDOERS.includes(p.trigger) && p.change && { backup: p.change.base }),
    ...(deletedOn ? { deletedOn } : {}),
  };
}
type Row = ReturnType<typeof row>;

/** What a point's snapshot holds, when that is nothing: said in the list, not found out at a restore. */
function snapshotNote(r: Row): string {
  if (r.snapshotSkipped) return `  (no snapshot: ${r.snapshotSkipped})`;
  return r.files === 0 ? '  (empty snapshot)' : '';
}

/** `[manual]`, `[named] "v1"`, `[backup]`, `[auto: turn]`: the trigger is named where the kind does not already say it. */
function tag(r: Row): string {
  if (r.kind === 'named') return `[named] "${r.name}"`;
  return r.kind === 'auto' && r.trigger ? `[auto: ${r.trigger}]` : `[${r.kind}]`;
}

function line(r: Row, all: boolean): string {
  const when = r.createdAt ? localTime(r.createdAt) : '?';
  const deleted = r.deletedOn ? `  (deleted ${r.deletedOn})` : '';
  if (r.kind === 'corrupt') return `${r.id}  ${when}  [corrupt]${deleted}`;
  const summary = [r.summary, r.backup && `(backup ${r.backup})`].filter(Boolean).join(' ');
  return `${r.id}  ${when}  ${tag(r)}${summary ? ` ${summary}` : ''}${r.branch ? `  (${r.branch})` : ''}${all ? `  ${r.workspace}` : ''}${snapshotNote(r)}${deleted}`;
}

/** Whether a point matches `--task`: its task, name, note or prompt holds the text, in any case. */
function matches(r: Row, text: string): boolean {
  const wanted = text.toLowerCase();
  return [r.task, r.name, r.note, r.intent].some((field) => field?.toLowerCase().includes(wanted));
}

export default defineCommand({
  meta: {
    name: 'list',
    description:
      'Restore points of this workspace (the git repository you are in; --all: every workspace), newest first: each with its time, kind (named, manual, backup, auto: its trigger), note or prompt, and branch',
  },
  args: {
    limit: { type: 'string', valueHint: 'N', description: 'Show at most N points (default 20)' },
    all: { type: 'boolean', description: 'Every workspace', default: false },
    task: { type: 'string', valueHint: 'text', description: 'Only points whose task, name, note or prompt contains this text' },
    trash: { type: 'boolean', description: 'The deleted points instead (`checkpoint undelete <id>` brings one back)', default: false },
    json: jsonArg,
  },
  run({ args }) {
    const fail = failure('list', args.json);
    const limit = args.limit === undefined ? 20 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1)
      return fail(`--limit ${args.limit} is not a whole number above 0: give one, like --limit 20`, 2);
    const workspaces = args.all ? Workspace.all() : [workspaceOf(cwdOf(undefined))];
    const rows = workspaces
      .flatMap((ws) =>
        args.trash ? ws.trashed().map((stored) => row(stored, ws, stored.deletedOn)) : ws.points().map((stored) => row(stored, ws)),
      )
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    const found = args.task ? rows.filter((r) => matches(r, args.task!)) : rows;
    if (args.json) return void process.stdout.write(`${JSON.stringify(found.slice(0, limit), null, 2)}\n`);
    if (found.length === 0) {
      const where = args.trash ? 'in the trash' : args.all ? 'in any workspace' : 'here';
      const text =
        rows.length > 0
          ? `No restore point ${where} has "${args.task}" in its task, name, note or prompt (${counted(rows.length, 'point')} in all: \`checkpoint list${args.trash ? ' --trash' : ''}\` shows them).`
          : args.trash
            ? 'The trash is empty: nothing deleted since the last prune.'
            : 'No restore points here yet: `checkpoint save --note "..."` records one.';
      return void process.stdout.write(`${text}\n`);
    }
    // An undo or a restore leaves two points, the backup before it and the tree after: one line, naming the backup.
    const folded = new Set(found.flatMap((r) => (r.backup ? [r.backup] : [])));
    const shown = found.filter((r) => r.kind !== 'backup' || !folded.has(r.id));
    const lines = shown.slice(0, limit).map((r) => line(r, args.all));
    if (shown.length > limit)
      lines.push(
        `Showing ${limit} of ${shown.length}: \`checkpoint list --limit ${shown.length}${args.trash ? ' --trash' : ''}${args.task ? ` --task "${args.task}"` : ''}\` shows them all.`,
      );
    for (const ws of args.trash ? [] : workspaces) {
      const dropped = droppedForSpace(ws);
      if (dropped)
        lines.push(
          `${counted(dropped.count, 'automatic point')} ${dropped.count === 1 ? 'was' : 'were'} dropped (last on ${localTime(dropped.at).slice(0, 10)}) to keep the store under restore.maxStoreBytes (${Math.round(dropped.cap / 1024 / 1024)} MiB)${args.all ? `: ${ws.root}` : ''}.`,
        );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
