import { defineCommand } from 'citty';
import { type StoredPoint, timeOfId, VOLUNTARY } from '../restore/point.js';
import { droppedForSpace } from '../restore/retention.js';
import { Workspace } from '../restore/workspace.js';
import { workspaceOf } from './_restore.js';
import { cwdOf, fail, jsonArg } from './_shared.js';

function row(stored: StoredPoint, ws: Workspace, deletedOn?: string) {
  const p = stored.point;
  return {
    id: stored.id,
    workspace: ws.root,
    kind: !p ? 'corrupt' : p.name ? 'named' : VOLUNTARY.includes(p.trigger) ? 'manual' : 'auto',
    createdAt: p?.createdAt ?? timeOfId(stored.id),
    trigger: p?.trigger,
    name: p?.name,
    task: p?.task,
    branch: p?.branch,
    agent: p?.agent,
    files: p?.snapshot?.files,
    ...(p && !p.snapshot && { snapshotSkipped: p.snapshotSkipped ?? 'no snapshot' }),
    note: p?.note,
    ...(deletedOn ? { deletedOn } : {}),
  };
}

/** What a point's snapshot holds, when that is nothing: said in the list, not found out at a restore. */
function snapshotNote(r: { files?: number; snapshotSkipped?: string }): string {
  if (r.snapshotSkipped) return `  (no snapshot: ${r.snapshotSkipped})`;
  return r.files === 0 ? '  (empty snapshot)' : '';
}

/** `[manual]`, `[named]`, `[auto: turn]`: the trigger is named where the kind does not already say it. */
function tag(kind: string, trigger: string | undefined): string {
  return kind === 'auto' && trigger ? `[auto: ${trigger}]` : `[${kind}]`;
}

export default defineCommand({
  meta: { name: 'list', description: 'Restore points of this workspace, newest first' },
  args: {
    limit: { type: 'string', valueHint: 'N', description: 'Show at most N points (default 20)' },
    all: { type: 'boolean', description: 'Every workspace', default: false },
    task: { type: 'string', valueHint: 'text', description: 'Only points whose task contains this text' },
    trash: { type: 'boolean', description: 'The deleted points instead (`checkpoint undelete <id>` brings one back)', default: false },
    json: jsonArg,
  },
  run({ args }) {
    const limit = args.limit === undefined ? 20 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1) return fail('--limit takes a whole number above 0, e.g. --limit 5.', 2);
    const workspaces = args.all ? Workspace.all() : [workspaceOf(cwdOf(undefined))];
    const rows = workspaces.flatMap((ws) =>
      args.trash ? ws.trashed().map((stored) => row(stored, ws, stored.deletedOn)) : ws.points().map((stored) => row(stored, ws)),
    );
    const filtered = rows
      .filter((r) => !args.task || r.task?.toLowerCase().includes(args.task.toLowerCase()))
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, limit);
    if (args.json) return void process.stdout.write(`${JSON.stringify(filtered, null, 2)}\n`);
    if (filtered.length === 0)
      return void process.stdout.write(
        args.trash
          ? 'The trash is empty: nothing deleted since the last prune.\n'
          : 'No restore points here yet: `checkpoint save --note "..."` records one.\n',
      );
    const lines = filtered.map((r) => {
      const when = r.createdAt ? new Date(r.createdAt).toISOString().replace('T', ' ').slice(0, 19) : '?';
      const deleted = r.deletedOn ? `  (deleted ${r.deletedOn})` : '';
      if (r.kind === 'corrupt') return `${r.id}  ${when}  [corrupt]${deleted}`;
      const label = r.name ? `"${r.name}" ` : '';
      return `${r.id}  ${when}  ${tag(r.kind, r.trigger)} ${label}${r.task ?? ''}${r.branch ? ` (${r.branch})` : ''}${args.all ? `  ${r.workspace}` : ''}${snapshotNote(r)}${deleted}`;
    });
    for (const ws of args.trash ? [] : workspaces) {
      const dropped = droppedForSpace(ws);
      if (dropped)
        lines.push(
          `${dropped.count} automatic points were dropped (last on ${new Date(dropped.at).toISOString().slice(0, 10)}) to keep the store under restore.maxStoreBytes (${Math.round(dropped.cap / 1024 / 1024)} MiB)${args.all ? `: ${ws.root}` : ''}.`,
        );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
