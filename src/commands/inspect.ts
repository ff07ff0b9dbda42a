import { defineCommand } from 'citty';
import { resolvePoint } from '../restore/refs.js';
import { describePoint } from '../restore/resume.js';
import { Stager } from '../restore/stage.js';
import { currentTree } from '../restore/undo.js';
import { corruptText, workspaceOf } from './_restore.js';
import { cwdOf, fail, jsonArg } from './_shared.js';

export default defineCommand({
  meta: { name: 'inspect', description: 'One restore point: its record, lineage, and what differs from the working tree' },
  args: {
    id: { type: 'positional', required: true, description: "a restore point's id or name (`checkpoint list` shows them)" },
    json: jsonArg,
  },
  async run({ args }) {
    const ws = workspaceOf(cwdOf(undefined));
    const id = resolvePoint(ws, args.id);
    const stored = id === undefined ? undefined : ws.read(id);
    if (!stored) return fail(`No restore point ${args.id} in this workspace: \`checkpoint list\` shows the ids and names.`);
    const points = ws.points();
    const byId = new Map(points.map((s) => [s.id, s]));
    const chain: string[] = [];
    for (let at = stored.point?.parent; at && chain.length < 20; at = byId.get(at)?.point?.parent) chain.push(at);
    const children = points.filter((s) => s.point?.parent === stored.id).map((s) => s.id);
    let diffstat: string | undefined;
    if (stored.point?.snapshot) {
      try {
        // Staging the tree as it is writes a point's tree still pending (restore/README.md) first.
        const now = await currentTree(ws);
        const tree = ws.read(stored.id)?.point?.snapshot?.tree;
        diffstat =
          tree && now ? new Stager(ws).diffstat(tree, now).trimEnd() || 'no difference from the working tree' : 'unavailable: no tree';
      } catch (error) {
        diffstat = `unavailable: ${(error as Error).message}`;
      }
    }
    if (args.json) return void process.stdout.write(`${JSON.stringify({ ...stored, parents: chain, children, diffstat }, null, 2)}\n`);
    if (!stored.point) return void process.stdout.write(`${corruptText(stored, ws.pointFile(stored.id))}\n`);
    const lines = [...describePoint(stored.point)];
    lines.push(`Parents: ${chain.length ? chain.join(' <- ') : 'none'}`, `Children: ${children.length ? children.join(', ') : 'none'}`);
    if (stored.point.snapshot)
      lines.push(
        `Snapshot: ${stored.point.snapshot.files} files${stored.point.snapshot.tree ? `, tree ${stored.point.snapshot.tree.slice(0, 12)}` : ''}`,
        'Snapshot vs working tree:',
        diffstat ?? '',
      );
    else lines.push(`Snapshot: none${stored.point.snapshotSkipped ? ` (${stored.point.snapshotSkipped})` : ''}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
