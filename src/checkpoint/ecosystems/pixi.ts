import { positionals } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, Kind } from './_module.js';
import { section } from './_module.js';
import { TYPECHECK_SCRIPTS } from './_tasks.js';

// pixi (conda): everything goes through `pixi run <task>`. Tasks of pixi.toml (or `[tool.pixi]` in
// pyproject.toml), features' tasks included, are the project's checks; a task's
// `depends-on` runs first. A pixi.toml change is `pixi lock`. Read after the make/just/task targets:
// a pixi task outranks them.

type Task = string | { cmd?: unknown; 'depends-on'?: unknown; depends_on?: unknown };

function taskBody(task: Task): string {
  if (typeof task === 'string') return task;
  const cmd = Array.isArray(task.cmd) ? task.cmd.map(String).join(' ') : typeof task.cmd === 'string' ? task.cmd : '';
  const depends = task['depends-on'] ?? task.depends_on;
  const first = (Array.isArray(depends) ? depends : typeof depends === 'string' ? [depends] : [])
    .map((dep) => (typeof dep === 'string' ? dep : String(section(dep)?.task ?? '')))
    .filter(Boolean)
    .map((dep) => `pixi run ${dep}`);
  return [...first, cmd].filter(Boolean).join(' && ');
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const manifest = context.names.includes('pixi.toml')
    ? context.toml('pixi.toml')
    : context.names.includes('pyproject.toml')
      ? section(context.toml('pyproject.toml'), 'tool', 'pixi')
      : undefined;
  if (!manifest) return;
  profile.ecosystems.push('pixi');
  profile.install.pixi = 'pixi lock';
  const tasks: Record<string, string> = {};
  const add = (table: unknown) => {
    for (const [name, task] of Object.entries(section(table) ?? {})) tasks[name] ??= taskBody(task as Task);
  };
  add(manifest.tasks);
  for (const feature of Object.values(section(manifest, 'feature') ?? {})) add(section(feature)?.tasks);
  profile.recipes.pixi = tasks;
  const run = (name: string | undefined) => (name ? `pixi run ${name}` : undefined);
  const test = run(context.pick(tasks, 'test', ['test', 'tests', 'pytest', 'test-all']));
  const lint = run(context.pick(tasks, 'lint', ['lint', 'check-lint', 'ruff', 'pre-commit']));
  const typecheck = run(context.pick(tasks, 'typecheck', TYPECHECK_SCRIPTS));
  const build = run(context.pick(tasks, 'build', ['develop', 'build', 'install-dev', 'compile']));
  if (test) profile.checks.test = test;
  if (lint) profile.checks.lint = lint;
  if (typecheck) profile.checks[profile.ecosystems.includes('python') ? 'pytypecheck' : 'typecheck'] = typecheck;
  // pixi's environment is Python's (a maturin crate's too): its declared tasks outrank the tools guessed
  // for it; another language of the repository keeps its own checks
  for (const checks of Object.values(profile.languages).filter((l) => l === profile.languages.python || l?.via === 'python')) {
    if (test && checks?.test && !checks.declared) Object.assign(checks, { test, declared: true, takesPaths: false });
    if (lint && checks?.lint) checks.lint = lint;
  }
  const rust = profile.languages.rust;
  if (rust?.build && build) rust.build = build;
}

export const pixi: EcosystemModule = {
  name: 'pixi',
  tasks: { tool: 'pixi', run: (name) => `pixi run ${name}` },
  extensions: [],
  checkedAs: 'py',
  manifests: /^(pixi\.toml|pixi\.lock)$/,
  markers: /^pixi\.toml$/,
  buildFolders: [{ folder: '.pixi' }],
  afterTaskFiles: true,
  detect,
  // the manifest changed: lock it (`pixi run` then installs); only the lock changed: install from it
  installFor: (command, changed) => (changed.includes('pixi.toml') ? command : 'pixi install'),
  evidence: {
    // `pixi run -e test pytest`: the environment is no task; a name no task has runs as a command
    kinds: (program, args, judge) => {
      const words = positionals(args.filter((_, i) => !['-e', '--environment', '--manifest-path'].includes(args[i - 1] ?? '')));
      if (program !== 'pixi' || words[0] !== 'run' || !words[1]) return [];
      const body = judge.recipe('pixi', words[1]);
      const fromBody = body === undefined ? new Set<Kind>() : judge.line(body);
      return judge.withName(fromBody.size > 0 ? fromBody : judge.command(words.slice(1)), words[1]);
    },
    installs: (program, args, words) =>
      program === 'pixi' &&
      (['install', 'lock', 'add', 'remove', 'update', 'upgrade'].includes(args[0] ?? '') ||
        (args[0] === 'run' && !words.includes('--frozen') && !words.includes('--locked'))),
  },
};
