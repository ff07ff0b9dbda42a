import { type ArgsDef, defineCommand, runMain } from 'citty';
import pkg from '../package.json';
import { closest, usageProblem } from './commands/_args.js';
import { showUsage } from './commands/_usage.js';
import doctor from './commands/doctor.js';
import evalCommand from './commands/eval.js';
import goal from './commands/goal.js';
import hook from './commands/hook.js';
import init from './commands/init.js';
import notify from './commands/notify.js';
import rewind from './commands/rewind.js';
import sessions from './commands/sessions.js';
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

const help = defineCommand({
  meta: { name: 'help', description: 'Show the help of checkpoint or of one command' },
  args: { command: { type: 'positional', required: false, description: 'the command to explain' } },
  async run({ args }) {
    const name = args.command as string | undefined;
    if (!name) return showUsage(main);
    const sub = (subCommands as Record<string, (typeof subCommands)[keyof typeof subCommands]>)[name];
    if (!sub) return unknownCommand(name);
    return showUsage(sub, main);
  },
});

const version = defineCommand({
  meta: { name: 'version', description: 'Print the version of checkpoint' },
  run() {
    process.stdout.write(`${pkg.version}\n`);
  },
});

const subCommands = {
  hook,
  notify,
  status,
  sessions,
  off,
  on,
  eval: evalCommand,
  save,
  list,
  inspect,
  restore,
  resume: restore,
  undo,
  delete: deleteCommand,
  prune,
  goal,
  rewind,
  init,
  uninstall,
  doctor,
  help,
  version,
};

const main = defineCommand({
  meta: { name: 'checkpoint', version: pkg.version, description: 'Context-aware stop checkpoints for coding agents (Claude Code, Gemini CLI, Codex)' },
  subCommands,
});

function unknownCommand(name: string): void {
  const hint = closest(name, Object.keys(subCommands));
  process.stderr.write(`Unknown command "${name}"${hint ? ` (did you mean ${hint}?)` : ''}: run \`checkpoint --help\` for the list.\n`);
  process.exitCode = 2;
}

// hook and notify are run by agents, never by hand: they take what their agent passes and always exit 0.
const LENIENT = new Set(['hook', 'notify']);

function badUsage(argv: string[]): boolean {
  if (argv.includes('--help') || argv.includes('-h')) return false;
  const [command, ...rest] = argv;
  if (command === undefined) return false;
  if (command.startsWith('-')) {
    if (argv.length === 1 && (command === '--version' || command === '-v')) return false;
    process.stderr.write(`checkpoint: ${usageProblem(argv, {})}; run \`checkpoint --help\`.\n`);
    process.exitCode = 2;
    return true;
  }
  if (!(command in subCommands)) {
    unknownCommand(command);
    return true;
  }
  if (LENIENT.has(command)) return false;
  const args = (subCommands[command as keyof typeof subCommands].args ?? {}) as ArgsDef;
  const problem = usageProblem(rest, args);
  if (!problem) return false;
  process.stderr.write(`checkpoint ${command}: ${problem}; run \`checkpoint ${command} --help\`.\n`);
  process.exitCode = 2;
  return true;
}

if (!badUsage(process.argv.slice(2))) void runMain(main, { showUsage });
