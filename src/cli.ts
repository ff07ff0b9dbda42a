import { type ArgsDef, type CommandDef, defineCommand, runMain } from 'citty';
import pkg from '../package.json';
import { closest, usageProblem } from './commands/_args.js';
import { writeError } from './commands/_error.js';
import { showUsage } from './commands/_usage.js';

const help = defineCommand({
  meta: { name: 'help', description: 'Show the help of checkpoint or of one command' },
  args: { command: { type: 'positional', required: false, description: 'the command to explain' } },
  async run({ args }) {
    const name = args.command as string | undefined;
    if (!name) return showUsage(main);
    const sub = commands[name];
    if (!sub) return unknownCommand(name);
    return showUsage(sub(), main);
  },
});

const version = defineCommand({
  meta: { name: 'version', description: 'Print the version of checkpoint' },
  run() {
    process.stdout.write(`${pkg.version}\n`);
  },
});

// biome-ignore lint: citty's CommandDef is generic over each command's own args
type AnyCommand = CommandDef<any>;

// The hook's parts that only some events use (commands/_events.ts HookParts), required on first use.
// Requires of project modules live only in this file: vitest cannot require TypeScript, and tests
// never load cli.ts (they pass the parts they imported).
const hookParts = {
  restore: () => require('./restore/hooks.js'),
  checkpoint: () => require('./checkpoint/build.js'),
  guard: () => require('./guard/session-start.js'),
};

// Commands are required when run, not all at start-up: a hook run (the agents' critical path) then
// evaluates only the modules it needs. Synchronous requires inside the one bundle (see util/proc.ts).
const commands: Record<string, () => AnyCommand> = {
  hook: () => require('./commands/hook.js').hookCommand(hookParts),
  notify: () => require('./commands/notify.js').notifyCommand(hookParts),
  background: () => require('./commands/background.js').default,
  status: () => require('./commands/status.js').default,
  sessions: () => require('./commands/sessions.js').default,
  off: () => require('./commands/toggle.js').off,
  on: () => require('./commands/toggle.js').on,
  eval: () => require('./commands/eval.js').default,
  save: () => require('./commands/save.js').default,
  list: () => require('./commands/list.js').default,
  inspect: () => require('./commands/inspect.js').default,
  restore: () => require('./commands/restore.js').default,
  resume: () => require('./commands/restore.js').resume,
  undo: () => require('./commands/undo.js').default,
  delete: () => require('./commands/delete.js').default,
  undelete: () => require('./commands/undelete.js').default,
  prune: () => require('./commands/prune.js').default,
  goal: () => require('./commands/goal.js').default,
  rewind: () => require('./commands/rewind.js').default,
  init: () => require('./commands/init.js').default,
  uninstall: () => require('./commands/uninstall.js').default,
  doctor: () => require('./commands/doctor.js').default,
  help: () => help,
  version: () => version,
};
const subCommands = commands;

const main = defineCommand({
  meta: {
    name: 'checkpoint',
    version: pkg.version,
    description:
      'For Claude Code, Gemini CLI and Codex: a debrief when an agent stops after real work, restore points of its files, and goals (investigations) it must report on',
  },
  subCommands,
});

function unknownCommand(name: string): void {
  const hint = closest(name, Object.keys(subCommands));
  writeError(
    `checkpoint: unknown command "${name}"${hint ? ` (did you mean ${hint}?)` : ''}: run \`checkpoint --help\` for the list`,
    2,
    false,
  );
}

// hook and notify are run by agents, background by checkpoint, never by hand: they take what they are passed and
// always exit 0.
const LENIENT = new Set(['hook', 'notify', 'background']);

/** Bad usage (exit 2, one line) and a bare `checkpoint` are answered here, before citty; true when answered. */
function answeredHere(argv: string[]): boolean {
  if (argv.includes('--help') || argv.includes('-h')) return false;
  const [command, ...rest] = argv;
  if (command === undefined) {
    // `checkpoint` alone asks what the program does: the same answer as --help.
    void showUsage(main);
    return true;
  }
  if (command.startsWith('-')) {
    if (argv.length === 1 && (command === '--version' || command === '-v')) return false;
    writeError(`checkpoint: ${usageProblem(argv, {})}: run \`checkpoint --help\``, 2, false);
    return true;
  }
  if (!(command in subCommands)) {
    unknownCommand(command);
    return true;
  }
  if (LENIENT.has(command)) return false;
  const args = (commands[command]().args ?? {}) as ArgsDef;
  const problem = usageProblem(rest, args);
  if (!problem) return false;
  // A command asked for JSON answers its bad usage as JSON too, in the one error shape.
  const json = 'json' in args && rest.includes('--json');
  writeError(`checkpoint ${command}: ${problem}: run \`checkpoint ${command} --help\``, 2, json);
  return true;
}

const argv = process.argv.slice(2);
// a reader that stops early (`checkpoint list | head`) ends a person's command quietly; the agents' commands never
// touch process.stdout (util/stdout.ts), and creating the stream costs them start-up time
if (!LENIENT.has(argv[0] ?? ''))
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
if (!answeredHere(argv)) void runMain(main, { showUsage });
