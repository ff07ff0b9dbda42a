import { defineCommand } from 'citty';
import { findRef } from '../restore/refs.js';
import { pointsOlderThan } from '../restore/trash.js';
import { parseDuration } from '../util/duration.js';
import { workspaceOf } from './_restore.js';
import { counted, cwdOf, failure, jsonArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'delete',
    description: 'Move restore points of this workspace to the trash (`checkpoint undelete` brings them back until the next prune)',
  },
  args: {
    ids: { type: 'positional', required: false, variadic: true, description: 'Restore point ids (or unique starts of them) or names' },
    'older-than': {
      type: 'string',
      valueHint: 'age',
      description: 'Also every point older than this age, e.g. 7d, 12h (never the newest, never a named one unless it is named here too)',
    },
    'dry-run': { type: 'boolean', description: 'List what would move to the trash, move nothing', default: false },
    json: jsonArg,
  },
  run({ args }) {
    const fail = failure('delete', args.json);
    const ws = workspaceOf(cwdOf(undefined));
    const age = args['older-than'] === undefined ? undefined : parseDuration(args['older-than']);
    if (args['older-than'] !== undefined && age === undefined)
      return fail(`--older-than ${args['older-than']} is not an age: give one such as 7d, 12h or 30m`, 2);
    if (args._.length === 0 && age === undefined)
      return fail('no restore point named: name them, `checkpoint delete <id>...`, or give an age, `checkpoint delete --older-than 7d`', 2);
    // Every point named must be here, with or without --older-than: a typo is never "Moved 0".
    const targets = new Set<string>();
    for (const ref of args._) {
      const found = findRef(ws, ref);
      if ('problem' in found) return fail(found.problem);
      targets.add(found.id);
    }
    const old = age === undefined ? { ids: [], named: [] } : pointsOlderThan(ws, age);
    for (const id of old.ids) targets.add(id);
    const ids = [...targets];
    const kept = old.named.filter((id) => !targets.has(id));
    const dryRun = args['dry-run'];
    if (!dryRun) {
      for (const id of ids) ws.trash(ws.pointFile(id));
      // A marker of a deleted point would offer a point that is gone.
      for (const marker of ws.markers()) if (targets.has(marker.id)) ws.trash(marker.file);
    }
    if (args.json) return void process.stdout.write(`${JSON.stringify({ dryRun, trashed: ids, keptNamed: kept }, null, 2)}\n`);
    const moved = `${counted(ids.length, 'restore point')} to the trash${ids.length ? `: ${ids.join(', ')}` : ''}`;
    const lines = [
      dryRun
        ? `Would move ${moved}; nothing was moved.`
        : `Moved ${moved}.${ids.length > 0 ? ' `checkpoint undelete <id>` brings one back until `checkpoint prune` empties the trash.' : ''}`,
    ];
    if (kept.length > 0)
      lines.push(
        `Kept ${counted(kept.length, 'named point')} older than that (${kept.map((id) => `${id} "${ws.read(id)?.point?.name}"`).join(', ')}): a named point goes only when you name it, \`checkpoint delete <name>\`.`,
      );
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
