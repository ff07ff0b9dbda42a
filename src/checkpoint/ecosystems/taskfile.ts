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

/** The files each task declares it reads (`sources:`): a generator task's inputs. */
function taskSources(text: string): Record<string, string[]> {
  const tasks = section(parseYamlSafe(text), 'tasks') ?? {};
  return Object.fromEntries(
    Object.entries(tasks).flatMap(([name, task]) => {
      const sources = (task as { sources?: unknown })?.sources;
      const globs = Array.isArray(sources) ? sources.filter((source): source is string => typeof source === 'string') : [];
      return globs.length > 0 ? [[name, globs]] : [];
    }),
  );
}

const FILES = ['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml'];
const detectTasks = detectRecipes('task', FILES, taskRecipes);

export const taskfile: EcosystemModule = {
  name: 'task',
  extensions: [],
  tasks: { tool: 'task', run: (name) => `task ${name}` },
  detect(context, profile) {
    detectTasks(context, profile);
    const file = FILES.find((name) => context.names.includes(name));
    const inputs = file ? taskSources(context.text(file) ?? '') : {};
    if (Object.keys(inputs).length > 0) profile.recipeInputs = { ...profile.recipeInputs, task: inputs };
  },
  evidence: { kinds: (program, args, judge) => (program === 'task' ? recipeKinds('task', args, judge) : []) },
};
