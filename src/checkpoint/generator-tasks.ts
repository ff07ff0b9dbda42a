import { joinDir } from '../util/paths.js';
import { isTestFile, MODULES } from './ecosystems/index.js';
import type { RecipeTool } from './intent.js';
import type { DirectoryProfile } from './profile.js';
import { segmentCommand } from './shell.js';

// A generator task the project declares that reads a file by the paths it names: a backend model whose
// frontend types a `generate-client` task writes (`cd backend && python -m app.openapi > ...`), a
// schema a `gen:types` script reads. A change under a named path asks for that task.

const GENERATE_NAME = /(^|[:_-])(gen|generate|codegen|regenerate)($|[:_-])/;

/** The command that runs a declared task, as said in its own directory, by the module whose tool declares it. */
const TASK_COMMAND: Partial<Record<RecipeTool, (name: string) => string>> = Object.fromEntries(
  MODULES.flatMap((module) => (module.tasks ? [[module.tasks.tool, module.tasks.run]] : [])),
);

/** Folders and files a task body run in `dir` names, root-relative (`cd` followed, `../` from `dir`). */
function namedPaths(body: string, owner: string): string[] {
  const paths: string[] = [];
  let dir = owner;
  for (const segment of segmentCommand(body)) {
    const [program, target] = segment.words;
    if (program === 'cd' && target) {
      dir = joinDir(dir, target);
      paths.push(dir);
      continue;
    }
    for (const word of [...segment.words.slice(1), ...segment.redirects]) {
      const value = word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
      // a path (`backend/app/models.py`) or a module (`app.models`), never an option or a URL
      if (value.startsWith('-') || value.includes('://')) continue;
      if (value.includes('/')) paths.push(joinDir(dir, value));
      else if (/^[a-z_]\w*(\.[a-z_]\w*)+$/.test(value) && !/\.(json|ya?ml|ts|js|py|toml)$/.test(value))
        paths.push(joinDir(dir, value.replaceAll('.', '/')));
    }
  }
  return paths.filter(Boolean);
}

export interface GeneratorTask {
  owner: DirectoryProfile;
  /** As said in the owner's directory. */
  command: string;
  /** Root-relative paths the task's body names. */
  paths: string[];
}

/** The declared generator tasks of one directory, each with the paths it names. */
export function generatorTasks(owner: DirectoryProfile): GeneratorTask[] {
  const scripts = Object.entries(owner.scripts).map(([name, body]) => ({ name, body, command: owner.scriptCommands[name] }));
  const recipes = (Object.entries(owner.recipes) as [RecipeTool, Record<string, string>][]).flatMap(([tool, entries]) =>
    Object.entries(entries).map(([name, body]) => ({ name, body, command: TASK_COMMAND[tool]?.(name) ?? name })),
  );
  return [...scripts, ...recipes]
    .filter(({ name }) => GENERATE_NAME.test(name))
    .map(({ body, command }) => ({ owner, command, paths: namedPaths(body, owner.dir) }));
}

/** The first of the tasks (the package's before the root's) that reads `file` by a path it names. */
export function generatorTaskFor(file: string, tasks: GeneratorTask[]): GeneratorTask | undefined {
  if (isTestFile(file)) return undefined;
  const stem = file.replace(/\.[^./]+$/, '');
  return tasks.find(({ paths }) => paths.some((path) => file === path || file.startsWith(`${path}/`) || stem === path));
}
