import { defineCommand } from 'citty';
import { loadConfig } from '../config/load.js';
import { prune } from '../restore/retention.js';
import { workspaceOf } from './_restore.js';
import { counted, cwdOf, failure, jsonArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'prune',
    description:
      'Apply the retention policy to the restore points of this workspace (restore.keep, restore.maxAgeDays, restore.maxStoreBytes), empty its trash, and remove the stores of workspaces that are gone',
  },
  args: { 'dry-run': { type: 'boolean', description: 'Only list what would go', default: false }, json: jsonArg },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    const { config } = loadConfig(cwd);
    const ws = workspaceOf(cwd);
    try {
      const dryRun = args['dry-run'];
      const result = await prune(ws, config.restore, Date.now(), { dryRun });
      if (args.json)
        return void process.stdout.write(
          `${JSON.stringify({ dryRun, removed: result.dropped, reports: result.reports, trashDays: result.trashEmptied, workspacesGone: result.reclaimed, overCap: result.overCap }, null, 2)}\n`,
        );
      const points = `${counted(result.dropped.length, 'restore point')}${result.dropped.length ? ` (${result.dropped.join(', ')})` : ''}`;
      const trash = result.trashEmptied > 0 ? ` and the trash of ${counted(result.trashEmptied, 'day')}` : '';
      const what = `${points}, ${counted(result.reports, 'investigation report')}${trash}`;
      const lines = [dryRun ? `Would remove ${what}; nothing was removed.` : `Removed ${what}.`];
      for (const root of result.reclaimed)
        lines.push(`${dryRun ? 'Would remove' : 'Removed'} the store of ${root}, a workspace that is gone.`);
      if (result.overCap.length > 0)
        lines.push(`Removed ${counted(result.overCap.length, 'automatic point')} to keep the store under restore.maxStoreBytes.`);
      process.stdout.write(`${lines.join('\n')}\n`);
    } catch (error) {
      failure('prune', args.json)(`could not prune: ${(error as Error).message}`);
    }
  },
});
