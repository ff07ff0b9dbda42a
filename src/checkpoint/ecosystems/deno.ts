import { positionals } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';
import { section } from './_module.js';
import { TYPECHECK_SCRIPTS } from './_tasks.js';

// Deno: deno.json tasks first, else `deno test` and `deno lint`. It claims no extension of its own: the
// TypeScript of a package of Deno's (and not Node's) is its.

const task = (name: string) => `deno task ${name}`;

/** The body a task that only runs another task (`"test": "deno task test:deno"`) comes to: deno hands its arguments on. */
function innermost(tasks: Record<string, string>, body: string, depth = 0): string {
  const next = /^deno task ([\w:.-]+)$/.exec(body.trim())?.[1];
  return next !== undefined && tasks[next] !== undefined && depth < 4 ? innermost(tasks, tasks[next], depth + 1) : body;
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const file = context.names.find((name) => name === 'deno.json' || name === 'deno.jsonc');
  if (!file) return;
  profile.ecosystems.push('deno');
  const config = context.json(file) ?? {};
  if (!profile.sources.includes(file)) profile.sources.push(file);
  const tasks = Object.fromEntries(
    Object.entries(section(config, 'tasks') ?? {}).map(([name, task]) => [
      name,
      typeof task === 'string' ? task : String((task as { command?: unknown })?.command ?? ''),
    ]),
  );
  Object.assign(profile.scripts, tasks);
  for (const name of Object.keys(tasks)) profile.scriptCommands[name] = task(name);
  profile.install.deno = 'deno install';
  const test = context.pick(tasks, 'test', ['test']);
  const lint = context.pick(tasks, 'lint', ['lint', 'check']);
  // a member of a workspace whose root declares the tasks runs them from there: `deno test` alone lacks their permissions
  const member = context.dir !== '' && context.top?.languages.deno?.declared === true;
  if (member && !test && !lint) return;
  profile.languages.deno = {
    test: test ? task(test) : 'deno test',
    takesPaths: test ? context.takesPaths(innermost(tasks, tasks[test])) : true,
    declared: test !== undefined,
    lint: lint ? task(lint) : 'deno lint',
  };
  const check = context.pick(tasks, 'typecheck', TYPECHECK_SCRIPTS);
  if (check) profile.checks.typecheck ??= task(check);
}

export const deno: EcosystemModule = {
  name: 'deno',
  extensions: [],
  checkedAs: 'ts',
  adopts: 'node',
  typeCheck: 'typecheck',
  manifests: /^(deno\.jsonc?|deno\.lock)$/,
  // Deno's own test files: `router_test.ts`
  testFiles: /_test\.[mc]?[jt]sx?$/,
  markers: /^deno\.jsonc?$/,
  detect,
  evidence: {
    launchers: ['deno'],
    subcommands: { deno: { test: ['test'], lint: ['lint'], typecheck: ['check'] } },
    // `deno task check` does what the task does
    kinds: (program, args, judge) => {
      const [sub, task] = positionals(args);
      return program === 'deno' && sub === 'task' && task ? judge.script(task, { binary: false }) : [];
    },
    pathTaking: ['deno test'],
    installs: (program, args) => program === 'deno' && ['install', 'add', 'remove', 'cache', 'outdated'].includes(args[0] ?? ''),
  },
};
