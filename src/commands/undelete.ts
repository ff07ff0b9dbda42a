import { defineCommand } from 'citty';
import { findPoint, resolvePoint } from '../restore/refs.js';
import type { Workspace } from '../restore/workspace.js';
import { workspaceOf } from './_restore.js';
import { cwdOf, fail } from './_shared.js';

/** Moves the named points back from the trash, all or none; returns why not, in one sentence. */
function undelete(ws: Workspace, refs: string[]): { problem: string } | { ids: string[] } {
  const trashed = ws.trashed();
  const missing = refs.filter((ref) => !findPoint(trashed, ref));
  if (missing.length > 0)
    return {
      problem: `No deleted restore point ${missing.join(', ')} in this workspace's trash: \`checkpoint list --trash\` shows them (\`checkpoint prune\` empties the trash for good).`,
    };
  const points = [...new Set(refs.map((ref) => findPoint(trashed, ref)!))];
  for (const stored of points) {
    if (ws.read(stored.id)) return { problem: `Restore point ${stored.id} is not deleted: \`checkpoint restore ${stored.id}\` loads it.` };
    const name = stored.point?.name;
    const holder = name === undefined ? undefined : resolvePoint(ws, name);
    if (holder)
      return { problem: `Restore point ${stored.id} is named "${name}", as ${holder} is now: \`checkpoint delete ${holder}\` first.` };
  }
  for (const stored of points) ws.untrash(stored.file, stored.id);
  return { ids: points.map((stored) => stored.id) };
}

// `delete` moves points to the trash, "recoverable until prune": this is the way back. A verb of its own
// rather than a restore flag: bringing a record back is not loading its state, and `list --trash` names
// what it takes, as `list` names what `restore` takes.
export default defineCommand({
  meta: { name: 'undelete', description: 'Bring deleted restore points back from the trash (until the next prune empties it)' },
  args: {
    ids: { type: 'positional', required: true, variadic: true, description: 'ids or names of deleted points (`checkpoint list --trash`)' },
  },
  async run({ args }) {
    const ws = workspaceOf(cwdOf(undefined));
    // Under the workspace's lock: a prune emptying the trash meanwhile must not take a point half-way back.
    const result = await ws.locked(() => undelete(ws, args._));
    if ('problem' in result) return fail(result.problem);
    process.stdout.write(`Brought back ${result.ids.join(', ')} from the trash: \`checkpoint restore <id>\` loads one.\n`);
  },
});
