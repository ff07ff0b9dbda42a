import { parseYamlSafe } from '../../util/yaml.js';
import type { EcosystemModule } from './_module.js';
import { section } from './_module.js';
import { detectRecipes, recipeKinds } from './_tasks.js';

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

export const taskfile: EcosystemModule = {
  name: 'task',
  extensions: [],
  tasks: { tool: 'task', run: (name) => `task ${name}` },
  detect: detectRecipes('task', ['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml'], taskRecipes),
  evidence: { kinds: (program, args, judge) => (program === 'task' ? recipeKinds('task', args, judge) : []) },
};
