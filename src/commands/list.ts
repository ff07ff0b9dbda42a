import { defineCommand } from 'citty';
import { timeOfId } from '../restore/ids.js';
import { VOLUNTARY } from '../restore/record.js';
import { Workspace } from '../restore/store.js';
import { workspaceOf } from './_restore.js';
import { cwdOf, fail, jsonArg } from './_shared.js';

export default defineCommand({
  meta: { name: 'list', description: 'Restore points of this workspace, newest first' },
  args: {
    limit: { type: 'string', description: 'Show at most N points (default 20)' },
    all: { type: 'boolean', description: 'Every workspace', default: false },
    task: { type: 'string', description: 'Only points whose task contains this text' },
    json: jsonArg,
  },
  run({ args }) {
    const limit = args.limit === undefined ? 20 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1) return fail('--limit takes a whole number above 0, e.g. --limit 5.', 2);
    const workspaces = args.all ? Workspace.all() : [workspaceOf(cwdOf(undefined))];
    const rows = workspaces.flatMap((ws) =>
      ws.points().map((stored) => {
        const p = stored.point;
        const kind = !p ? 'corrupt' : p.name ? 'named' : VOLUNTARY.includes(p.trigger) ? 'manual' : 'auto';
        return {
          id: stored.id,
          workspace: ws.root,
          kind,
          createdAt: p?.createdAt ?? timeOfId(stored.id),
          trigger: p?.trigger,
          name: p?.name,
          task: p?.task,
          branch: p?.branch,
          agent: p?.agent,
          files: p?.snapshot?.files,
          note: p?.note,
        };
      }),
    );
    const filtered = rows
      .filter((row) => !args.task || row.task?.toLowerCase().includes(args.task.toLowerCase()))
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, limit);
    if (args.json) return void process.stdout.write(`${JSON.stringify(filtered, null, 2)}\n`);
    if (filtered.length === 0)
      return void process.stdout.write('No restore points here yet: `checkpoint save --note "..."` records one.\n');
    const lines = filtered.map((row) => {
      const when = row.createdAt ? new Date(row.createdAt).toISOString().replace('T', ' ').slice(0, 19) : '?';
      if (row.kind === 'corrupt') return `${row.id}  ${when}  [corrupt]`;
      const label = row.name ? `"${row.name}" ` : '';
      return `${row.id}  ${when}  [${row.kind}:${row.trigger}] ${label}${row.task ?? ''}${row.branch ? ` (${row.branch})` : ''}${args.all ? `  ${row.workspace}` : ''}`;
    });
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
