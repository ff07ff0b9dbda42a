import { parseYamlSafe } from '../util/yaml.js';
import type { DetectContext, DirectoryProfile } from './ecosystems/_module.js';
import { section } from './ecosystems/_module.js';

// Makefile / justfile / Taskfile targets with their recipes: any language's checks, declared by name.

/** Names projects give their type-check, most specific first (package scripts, targets, tasks alike). */
export const TYPECHECK_SCRIPTS = [
  'typecheck',
  'type-check',
  'check-types',
  'types:check',
  'check:types',
  'typing',
  'lint:typing',
  'types',
  'tsc',
  'mypy',
  'pyright',
  'test:types',
  'type-tests',
  'lint:types',
  'lint:ts',
  'lint',
  'check',
  'build:types',
  'test',
];
const GENERATE_TARGETS = ['generate', 'gen', 'proto', 'protos', 'codegen', 'generate-proto'];

export function detectTaskFiles(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  const makefile = ['GNUmakefile', 'Makefile', 'makefile'].find((name) => names.includes(name));
  if (makefile) profile.recipes.make = makeRecipes(context.text(makefile) ?? '');
  const justfile = ['justfile', 'Justfile', '.justfile'].find((name) => names.includes(name));
  if (justfile) profile.recipes.just = justRecipes(context.text(justfile) ?? '');
  const taskfile = ['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml'].find((name) => names.includes(name));
  if (taskfile) profile.recipes.task = taskRecipes(context.text(taskfile) ?? '');
  if (names.includes('.pre-commit-config.yaml'))
    profile.recipes['pre-commit'] = preCommitHooks(context.text('.pre-commit-config.yaml') ?? '');
  for (const tool of ['make', 'just', 'task'] as const) {
    const recipes = profile.recipes[tool];
    if (!recipes) continue;
    const command = (target: string | undefined) => (target ? `${tool} ${target}` : undefined);
    // the project's own target outranks a tool guessed from a config file, but not a package script
    profile.checks.test ??= command(context.pick(recipes, 'test', ['test', 'tests', 'check', 'unit']));
    profile.checks.lint ??= command(context.pick(recipes, 'lint', ['lint', 'check-lint', 'vet', 'style']));
    const typing = command(context.pick(recipes, 'typecheck', TYPECHECK_SCRIPTS));
    if (typing && profile.ecosystems.includes('python')) profile.checks.pytypecheck = typing;
    else if (typing) profile.checks.typecheck ??= typing;
    profile.checks.generate ??= command(GENERATE_TARGETS.find((name) => name in recipes));
  }
}

/** Longer lines are no recipe a person wrote; skipping them keeps the patterns below linear. */
const MAX_LINE = 2000;
const lines = (text: string) => text.split('\n').filter((line) => line.length <= MAX_LINE);

export function makeRecipes(text: string): Record<string, string> {
  const recipes: Record<string, string> = {};
  let current: string[] = [];
  for (const line of lines(text)) {
    // names separated by single runs of spaces: no two ways to match a line, so no backtracking
    const target = /^([A-Za-z0-9_.\-/]+(?:[ \t]+[A-Za-z0-9_.\-/]+)*)[ \t]*:(?![=:])[ \t]*([^;#]*)(?:;(.*))?$/.exec(line);
    if (target && !line.startsWith('\t') && !/^\s*(export|override|define|ifeq|ifneq|include)\b/.test(line)) {
      current = target[1].split(/\s+/).filter((name) => name && !name.startsWith('.'));
      // a target with only prerequisites runs them: `check: lint test`
      for (const name of current)
        recipes[name] = target[2].trim()
          ? target[2]
              .trim()
              .split(/\s+/)
              .map((dep) => `make ${dep}`)
              .join(' && ')
          : '';
      if (target[3]) for (const name of current) recipes[name] = [recipes[name], target[3].trim()].filter(Boolean).join(' && ');
      continue;
    }
    if (line.startsWith('\t') && current.length > 0) {
      const command = line
        .slice(1)
        .replace(/^[@+-]+/, '')
        .replace(/\$\(MAKE\)|\$\{MAKE\}/g, 'make')
        .trim();
      for (const name of current) recipes[name] = [recipes[name], command].filter(Boolean).join(' && ');
    } else if (line.trim() && !line.startsWith('#')) current = [];
  }
  return recipes;
}

function justRecipes(text: string): Record<string, string> {
  const recipes: Record<string, string> = {};
  let current: string | undefined;
  for (const line of lines(text)) {
    const head = /^@?([A-Za-z0-9_-]+)(?:[ \t][^:=]*)?:(?!=)[ \t]*(.*)$/.exec(line);
    if (head && !/^\s/.test(line)) {
      current = head[1];
      recipes[current] = head[2].trim()
        ? head[2]
            .trim()
            .split(/\s+/)
            .filter((d) => /^[A-Za-z0-9_-]+$/.test(d))
            .map((dep) => `just ${dep}`)
            .join(' && ')
        : '';
    } else if (/^\s+\S/.test(line) && current) {
      recipes[current] = [recipes[current], line.trim().replace(/^[@-]+/, '')].filter(Boolean).join(' && ');
    } else if (line.trim()) current = undefined;
  }
  return recipes;
}

function taskRecipes(text: string): Record<string, string> {
  // Taskfiles are YAML: `tasks: { name: { cmds: [...] } }`; the shared YAML reader parses them
  const tasks = section(parseYamlSafe(text), 'tasks') ?? {};
  const recipes: Record<string, string> = {};
  for (const [name, task] of Object.entries(tasks)) {
    const cmds = Array.isArray(task) ? task : (task as { cmds?: unknown })?.cmds;
    if (!Array.isArray(cmds)) continue;
    recipes[name] = cmds
      .map((cmd) =>
        typeof cmd === 'string' ? cmd : typeof cmd?.cmd === 'string' ? cmd.cmd : typeof cmd?.task === 'string' ? `task ${cmd.task}` : '',
      )
      .filter(Boolean)
      .join(' && ');
  }
  return recipes;
}

/**
 * pre-commit hooks by id, each as the command it stands for: a local hook's `entry`, else its id's
 * words (`terraform_validate` is `terraform validate`, `ruff-format` is `ruff format`). `''` holds
 * every hook, for a `pre-commit run` that names none.
 */
function preCommitHooks(text: string): Record<string, string> {
  const hooks: Record<string, string> = {};
  const repos = section(parseYamlSafe(text))?.repos;
  for (const repo of Array.isArray(repos) ? repos : []) {
    const list = section(repo)?.hooks;
    for (const hook of Array.isArray(list) ? list : []) {
      const id = section(hook)?.id;
      if (typeof id !== 'string' || !/^[\w.-]+$/.test(id)) continue;
      const entry = section(hook)?.entry;
      hooks[id] = typeof entry === 'string' ? entry : id.replace(/[_-]+/g, ' ');
    }
  }
  hooks[''] = Object.values(hooks).join(' && ');
  return hooks;
}
