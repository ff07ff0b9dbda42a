import { defineCommand } from 'citty';
import { undelete } from '../restore/trash.js';
import { workspaceOf } from './_restore.js';
import { cwdOf, failure } from './_shared.js';

// `delete` moves points to the trash, "recoverable until prune": this is the way back. A verb of its own
// rather than a restore flag: bringing a record back is not loading its state, and `list --trash` names
// what it takes, as `list` names what `restore` takes.
export default defineCommand({
  meta: {
    name: 'undelete',
    description: "Bring deleted restore points back from this workspace's trash (until the next prune empties it)",
  },
  args: {
    ids: {
      type: 'positional',
      required: true,
      variadic: true,
      description: 'ids (or unique starts of them) or names of deleted points (`checkpoint list --trash`)',
    },
  },
  async run({ args }) {
    const ws = workspaceOf(cwdOf(undefined));
    // Under the workspace's lock: a prune emptying the trash meanwhile must not take a point half-way back.
    const result = await ws.locked(() => undelete(ws, args._));
    if ('problem' in result) return failure('undelete')(result.problem);
    process.stdout.write(`Brought back ${result.ids.join(', ')} from the trash: \`checkpoint restore <id>\` loads one.\n`);
  },
});
