import { defineCommand } from 'citty';
import { resolvePoint } from '../restore/refs.js';
import { type DefaultPoint, defaultPoint, describePoint, resumeInstruction } from '../restore/resume.js';
import { restoreFiles } from '../restore/undo.js';
import { copyPending, corruptText, filesReport, sessionContext, workspaceOf } from './_restore.js';
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
      description: 'Restore point id or name (default: the pending one, else the latest)',
    },
    files: { type: 'boolean', description: 'Make the working tree match the snapshot (a backup point is saved first)', default: false },
    'dry-run': { type: 'boolean', description: 'With --files: list what would change, change nothing', default: false },
    session: sessionArg,
  },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    const ws = workspaceOf(cwd);
    const context = await sessionContext(cwd, args.session, false);
    if (context.problem) return fail(`checkpoint restore: ${context.problem}`);
    let id = args.id && resolvePoint(ws, args.id);
    if (args.id && !id) return fail(`No restore point ${args.id} in this workspace: \`checkpoint list\` shows the ids and names.`);
    const out: string[] = [];
    if (!id) {
      const pick = defaultPoint(ws, context.agent, context.sessionId);
      if (pick.kind === 'none') return fail('No restore point here yet: `checkpoint save` records one.');
      if (pick.kind === 'several')
        return fail(
          `Several restore points are pending; name one:\n${pick.markers.map((m) => `  checkpoint restore ${m.id}   (${m.trigger}, ${m.agent ?? 'cli'})`).join('\n')}`,
        );
      // Files are written only from a point someone chose: the latest is often the backup of a restore just made.
      if (pick.kind === 'latest' && args.files)
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
    if (args.files) {
      try {
        out.push(
          filesReport(
            await restoreFiles({ cwd, point, dryRun: args['dry-run'], agent: context.agent, sessionId: context.sessionId }),
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
