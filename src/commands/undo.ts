import { defineCommand } from 'citty';
import { undoFiles } from '../restore/files.js';
import { sessionContext } from './_restore.js';
import { cwdOf, fail, sessionArg } from './_shared.js';
import { filesReport } from './restore.js';

export default defineCommand({
  meta: { name: 'undo', description: 'Bring the files back to the newest restore point that differs from them (run twice: redo)' },
  args: {
    'dry-run': { type: 'boolean', description: 'List what would change, change nothing', default: false },
    session: sessionArg,
  },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    try {
      const context = await sessionContext(cwd, args.session, false);
      const outcome = await undoFiles({ cwd, dryRun: args['dry-run'], agent: context.agent, sessionId: context.sessionId });
      if (!outcome) return fail('Nothing to undo: no restore point of this workspace differs from the files as they are.');
      const target = outcome.point;
      process.stdout.write(
        `${args['dry-run'] ? 'Undo would restore' : 'Restored'} the files of ${target.id} (${target.trigger}${target.name ? ` "${target.name}"` : ''}).\n${filesReport(outcome, target, args['dry-run'])}\n`,
      );
    } catch (error) {
      fail(`Could not undo: ${(error as Error).message}`);
    }
  },
});
