import { defineCommand } from 'citty';
import { uninstallArgs } from '../install/cli-args.js';
import { runInstallCommand } from './init.js';

export default defineCommand({
  meta: {
    name: 'uninstall',
    description:
      "Remove exactly checkpoint's hook entries (and its Codex notify) from the agents' settings: yours in HOME, or this repository's with --scope project; --purge also removes the program, its link, the state dir and backups",
  },
  args: uninstallArgs,
  run: ({ args }) => runInstallCommand('uninstall', args),
});
