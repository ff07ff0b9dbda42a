import { defineCommand } from 'citty';
import { undoFiles } from '../restore/undo.js';
import { copyPending, filesReport, sessionContext } from './_restore.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'undo',
    description: "Bring the files back to this session's newest restore point that differs from them (run twice: redo)",
  },
  args: {
    'dry-run': { type: 'boolean', description: 'List what would change, change nothing', default: false },
    session: sessionArg,
  },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    try {
      const context = await sessionContext(cwd, args.session, false);
      if (context.problem) return fail(`checkpoint undo: ${context.problem}`);
      const outcome = await undoFiles({ cwd, dryRun: args['dry-run'], agent: context.agent, sessionId: context.sessionId });
      const whose = context.sessionId ? ` of ${context.agent} session ${context.sessionId}` : '';
      if (!outcome) return fail(`Nothing to undo: no restore point${whose} differs from the files as they are.`);
      const target = outcome.point;
      const lines = [
        `${args['dry-run'] ? 'Undo would restore' : 'Restored'} the files of ${target.id} (${target.trigger}${target.name ? ` "${target.name}"` : ''}${whose}).`,
      ];
      for (const other of outcome.others)
        lines.push(
          `This ${args['dry-run'] ? 'would also revert' : 'also reverted'} the work of ${other.agent ?? 'the command line'}${other.sessionId ? ` session ${other.sessionId}` : ''}, saved after it (${other.points.join(', ')}).`,
        );
      lines.push(filesReport(outcome, target, args['dry-run']));
      process.stdout.write(`${lines.join('\n')}\n`);
      // A dry run writes nothing, the snapshot store included.
      if (!args['dry-run']) await copyPending(cwd);
    } catch (error) {
      fail(`Could not undo: ${(error as Error).message}`);
    }
  },
});
