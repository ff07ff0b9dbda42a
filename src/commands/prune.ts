import { defineCommand } from 'citty';
import { loadConfig } from '../config/load.js';
import { prune } from '../restore/retention.js';
import { workspaceOf } from './_restore.js';
import { cwdOf, fail } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'prune',
    description: 'Apply the retention policy: keep the newest restore.keep points and those younger than restore.maxAgeDays',
  },
  args: { 'dry-run': { type: 'boolean', description: 'Only list what would go', default: false } },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    const { config } = loadConfig(cwd);
    const ws = workspaceOf(cwd);
    try {
      const result = await prune(ws, config.restore, Date.now(), { dryRun: args['dry-run'] });
      const verb = args['dry-run'] ? 'Would remove' : 'Removed';
      process.stdout.write(
        `${verb} ${result.dropped.length} restore point(s)${result.dropped.length ? `: ${result.dropped.join(', ')}` : ''}; ${result.trashEmptied} trash day(s) emptied; ${result.reports} investigation report(s).\n`,
      );
    } catch (error) {
      fail(`Prune failed: ${(error as Error).message}`);
    }
  },
});
