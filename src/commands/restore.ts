import { defineCommand } from 'citty';
import { resolvePoint } from '../restore/refs.js';
import { type DefaultPoint, defaultPoint, describePoint, resumeInstruction } from '../restore/resume.js';
import { restoreFiles } from '../restore/undo.js';
import { copyPending, corruptText, filesReport, rootRelative, sessionContext, workspaceOf } from './_restore.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

/** The first line of a restore without an id: which point this is, and why this one. */
function defaultLine(pick: Extract<DefaultPoint, { id: string }>, dryRun: boolean): string {
  if (pick.kind === 'latest') return 'No restore point is pending here; this is the latest one:';
  return `This restore point was pending (${pick.marker.trigger}, from ${pick.marker.agent ?? 'the command line'})${dryRun ? '' : '; it is handed over now, so a new session is not offered it again'}:`;
}

const restore = defineCommand({
  meta: {
    name: 'restore',
    description: 'Print the state to resume from (alias: resume); --files also brings back the snapshot of the files',
  },
  args: {
    id: {
      type: 'positional',
      required: false,
      variadic: true,
      description: 'Restore point id or name (default: the pending one, else the latest); after `--`, only these paths of its files',
    },
    files: { type: 'boolean', description: 'Make the working tree match the snapshot (a backup point is saved first)', default: false },
    'dry-run': { type: 'boolean', description: 'With --files: list what would change, change nothing', default: false },
    session: sessionArg,
  },
  async run({ args, rawArgs }) {
    const cwd = cwdOf(undefined);
    const ws = workspaceOf(cwd);
    // `restore <id> -- <path>...`: the words after `--` are paths, like git restore's.
    const dashes = rawArgs.indexOf('--');
    const paths = dashes < 0 ? [] : rawArgs.slice(dashes + 1);
    const words = args._.slice(0, args._.length - paths.length);
    if (words.length > 1)
      return fail(`checkpoint restore: one restore point at a time, not ${words.join(' ')}: put the paths after \`--\``, 2);
    if (paths.length > 0 && words.length === 0)
      return fail('checkpoint restore: name the restore point the paths come from: `checkpoint restore <id> -- <path>...`', 2);
    const files = args.files || paths.length > 0;
    const context = await sessionContext(cwd, args.session, false);
    if (context.problem) return fail(`checkpoint restore: ${context.problem}`);
    const ref = words[0];
    let id = ref && resolvePoint(ws, ref);
    if (ref && !id) return fail(`No restore point ${ref} in this workspace: \`checkpoint list\` shows the ids and names.`);
    const out: string[] = [];
    if (!id) {
      const pick = defaultPoint(ws, context.agent, context.sessionId);
      if (pick.kind === 'none') return fail('No restore point here yet: `checkpoint save` records one.');
      if (pick.kind === 'several')
        return fail(
          `Several restore points are pending; name one:\n${pick.markers.map((m) => `  checkpoint restore ${m.id}   (${m.trigger}, ${m.agent ?? 'cli'})`).join('\n')}`,
        );
      // Files are written only from a point someone chose: the latest is often the backup of a restore just made.
      if (pick.kind === 'latest' && files)
        return fail(
          `No restore point is pending here: name the one to bring the files back from (the latest is ${pick.id}; \`checkpoint list\` shows the others).`,
        );
      out.push(defaultLine(pick, args['dry-run']));
      id = pick.id;
    }
    const stored = ws.read(id);
    const marker = ws.markers().find((m) => m.id === id);
    if (!stored) return fail(`No restore point ${id} in this workspace: \`checkpoint list\` shows the ids.`);
    if (!stored.point) {
      // The marker stays: the state is not handed over until someone can read it.
      process.stdout.write(`${corruptText(stored, ws.pointFile(id), marker?.parent)}\n`);
      process.exitCode = 1;
      return;
    }
    const point = stored.point;
    if (files) {
      const root = ws.root;
      const only = paths.length > 0 ? paths.map((path) => rootRelative(root, cwd, path)) : undefined;
      try {
        out.push(
          filesReport(
            await restoreFiles({ cwd, point, dryRun: args['dry-run'], agent: context.agent, sessionId: context.sessionId, only }),
            point,
            args['dry-run'],
          ),
          '',
        );
      } catch (error) {
        return fail(`Could not restore the files: ${(error as Error).message}`);
      }
      // A dry run writes nothing, the snapshot store included.
      if (!args['dry-run']) await copyPending(cwd);
    }
    out.push(...describePoint(point), '', resumeInstruction(point));
    if (!args['dry-run']) for (const m of ws.markers()) if (m.id === id) ws.trash(m.file);
    process.stdout.write(`${out.join('\n')}\n`);
  },
});

export default restore;

/** The same command under the name the agents' context uses; its help row says so. */
export const resume = defineCommand({ ...restore, meta: { name: 'resume', description: 'The same as `checkpoint restore`' } });
