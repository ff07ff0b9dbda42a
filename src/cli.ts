import { defineCommand, runMain } from 'citty';
import pkg from '../package.json';
import doctor from './commands/doctor.js';
import evalCommand from './commands/eval.js';
import hook from './commands/hook.js';
import init from './commands/init.js';
import notify from './commands/notify.js';
import status from './commands/status.js';
import { off, on } from './commands/toggle.js';
import uninstall from './commands/uninstall.js';
import save from './commands/save.js';
import list from './commands/list.js';
import inspect from './commands/inspect.js';
import restore from './commands/restore.js';
import deleteCommand from './commands/delete.js';
import prune from './commands/prune.js';
import undo from './commands/undo.js';

const subCommands = { hook, notify, status, off, on, eval: evalCommand, init, uninstall, doctor,
  save, list, inspect, restore, resume: restore, delete: deleteCommand, prune, undo };

const main = defineCommand({
  meta: { name: 'checkpoint', version: pkg.version, description: 'Context-aware stop checkpoints for coding agents (Claude Code, Gemini CLI, Codex)' },
  subCommands,
});

// citty answers an unknown command with the whole usage and exit 1; bad usage is exit 2 with one sentence.
const command = process.argv[2];
if (command && !command.startsWith('-') && !(command in subCommands)) {
  process.stderr.write(`Unknown command "${command}": run \`checkpoint --help\` for the list.\n`);
  process.exitCode = 2;
} else {
  void runMain(main);
}
