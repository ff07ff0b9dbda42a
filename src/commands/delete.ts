import { defineCommand } from 'citty';
import { resolvePoint } from '../restore/refs.js';
import { pointsOlderThan } from '../restore/trash.js';
import { parseDuration } from '../util/duration.js';
import { workspaceOf } from './_restore.js';
import { counted, cwdOf, fail } from './_shared.js';

export default defineCommand({
  meta: { name: 'delete', description: 'Move restore points to the trash (`checkpoint undelete` brings them back until the next prune)' },
  args: {
    ids: { type: 'positional', required: false, variadic: true, description: 'Restore point ids or names' },
    'older-than': {
      type: 'string',
      valueHint: 'age',
      description: 'Also every point older than this age, e.g. 7d, 12h (never the newest)',
    },
    'dry-run': { type: 'boolean', description: 'List what would move to the trash, move nothing', default: false },
  },
  run({ args }) {
    const ws = workspaceOf(cwdOf(undefined));
    const age = args['older-than'] === undefined ? undefined : parseDuration(args['older-than']);
    if (args['older-than'] !== undefined && age === undefined) return fail('--older-than takes an age such as 7d, 12h or 30m.', 2);
    if (args._.length === 0 && age === undefined)
      return fail('Name the points to delete (checkpoint delete <id>...) or give --older-than 7d.', 2);
    // Every named point must be here, with or without --older-than: a typo is never "Moved 0".
    const named = args._.map((ref) => ({ ref, id: resolvePoint(ws, ref) }));
    const unknown = named.filter((n) => n.id === undefined).map((n) => n.ref);
    if (unknown.length > 0)
      return fail(`No restore point ${unknown.join(', ')} in this workspace: \`checkpoint list\` shows the ids and names.`);
    const targets = new Set(named.map((n) => n.id as string));
    if (age !== undefined) for (const id of pointsOlderThan(ws, age)) targets.add(id);
    const ids = [...targets];
    if (args['dry-run']) {
      process.stdout.write(
        `Would move ${counted(ids.length, 'restore point')} to the trash${ids.length ? `: ${ids.join(', ')}` : ''}; nothing was moved.\n`,
      );
      return;
    }
    for (const id of ids) ws.trash(ws.pointFile(id));
    // A marker of a deleted point would offer a point that is gone.
    for (const marker of ws.markers()) if (targets.has(marker.id)) ws.trash(marker.file);
    const back = ids.length > 0 ? ' `checkpoint undelete <id>` brings one back until `checkpoint prune` empties the trash.' : '';
    process.stdout.write(`Moved ${counted(ids.length, 'restore point')} to the trash${ids.length ? `: ${ids.join(', ')}` : ''}.${back}\n`);
  },
});
