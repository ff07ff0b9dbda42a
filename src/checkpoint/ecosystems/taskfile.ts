import { parseYamlSafe } from '../../util/yaml.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';
import { section } from './_module.js';
import { adoptRecipes, recipeKinds } from './_tasks.js';

// Task (taskfile.dev): a Taskfile's tasks are the directory's checks of any language.

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

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const file = ['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml'].find((name) => context.names.includes(name));
  if (!file) return;
  profile.recipes.task = taskRecipes(context.text(file) ?? '');
  adoptRecipes(context, profile, 'task');
}

export const taskfile: EcosystemModule = {
  name: 'task',
  extensions: [],
  tasks: { tool: 'task', run: (name) => `task ${name}` },
  detect,
  evidence: { kinds: (program, args, judge) => (program === 'task' ? recipeKinds('task', args, judge) : []) },
};
