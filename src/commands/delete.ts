import { defineCommand } from 'citty';
import { timeOfId } from '../restore/ids.js';
import { parseDuration, workspaceOf } from './_restore.js';
import { cwdOf, fail } from './_shared.js';

export default defineCommand({
  meta: { name: 'delete', description: 'Move restore points to the trash (recoverable until the next prune)' },
  args: {
    ids: { type: 'positional', required: false, description: 'Restore point ids' },
    'older-than': { type: 'string', description: 'Every point older than this age, e.g. 7d, 12h' },
  },
  run({ args }) {
    const ws = workspaceOf(cwdOf(undefined));
    const ids = args._.filter((id) => id !== 'delete');
    let targets: string[];
    if (args['older-than'] !== undefined) {
      const age = parseDuration(args['older-than']);
      if (age === undefined) return fail('--older-than takes an age such as 7d, 12h or 30m.', 2);
      const newest = ws.ids()[0];
      targets = ws
        .points()
        .filter((s) => s.id !== newest && Date.now() - (s.point?.createdAt ?? timeOfId(s.id) ?? 0) > age)
        .map((s) => s.id);
    } else {
      if (ids.length === 0) return fail('Name the points to delete (checkpoint delete <id>...) or give --older-than 7d.', 2);
      const unknown = ids.filter((id) => !ws.read(id));
      if (unknown.length > 0) return fail(`No restore point ${unknown.join(', ')} in this workspace: \`checkpoint list\` shows the ids.`);
      targets = ids;
    }
    for (const id of targets) ws.trash(ws.pointFile(id));
    // A marker of a deleted point would offer a point that is gone.
    for (const marker of ws.markers()) if (targets.includes(marker.id)) ws.trash(marker.file);
    process.stdout.write(`Moved ${targets.length} restore point(s) to the trash${targets.length ? `: ${targets.join(', ')}` : ''}.\n`);
  },
});
