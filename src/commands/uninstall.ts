import { defineCommand } from 'citty';
import { installArgs } from '../install/cli-args.js';
import { runInstallCommand } from './init.js';

export default defineCommand({
  meta: {
    name: 'uninstall',
    description: "Remove exactly checkpoint's hook entries (and its Codex notify) from the agents' settings",
  },
  args: installArgs,
  run: ({ args }) => runInstallCommand('uninstall', args),
});
