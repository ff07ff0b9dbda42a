import { globMatcher } from '../util/glob.js';
import { folderOf, joinDir } from '../util/paths.js';
import { repositoryPattern } from '../util/pattern.js';
import type { DirectoryProfile } from './ecosystems/_module.js';
import { ecosystemNamed, isTestFile, languageOf, MODULES } from './ecosystems/index.js';
import type { RecipeTool } from './intent.js';
import { segmentEffects } from './mutations.js';
import { programName, segmentCommand } from './shell.js';

// A generator task the project declares that reads a file by the paths it names: a backend model whose
// frontend types a `generate-client` task writes (`cd backend && python -m app.openapi > ...`), a
// schema a `gen:types` script reads, and what the generator script it names imports (its config that
// imports the app's source). A change under one of those paths asks for that task.

const GENERATE_NAME = /(^|[:_-])(gen|generate|codegen|regenerate)($|[:_-])/;

/** The command that runs a declared task, as said in its own directory, by the module whose tool declares it. */
const TASK_COMMAND: Partial<Record<RecipeTool, (name: string) => string>> = Object.fromEntries(
  MODULES.flatMap((module) => (module.tasks ? [[module.tasks.tool, module.tasks.run]] : [])),
);

/** Options naming what a generator writes: a change there is its output, not its input. */
const OUTPUT_FLAG = /^--?(o|out|output|out-file|output-file|outfile|outdir|out-dir)$/;

/** Folders and files a task body run in `dir` names, root-relative (`cd` followed, `../` from `dir`), outputs aside. */
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
    // (what the segment writes, a folder it copies into or a file it redirects to, is its output)
    const written = new Set(segmentEffects(segment).touches.flatMap(({ paths }) => paths));
    const words = segment.words.slice(1).filter((_, i, all) => !OUTPUT_FLAG.test(all[i - 1] ?? ''));
    for (const word of words) {
      if (OUTPUT_FLAG.test(word.split('=')[0]) || written.has(word)) continue;
      const given = word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
      // a path (`backend/app/models.py`) or a module (`app.models`), never an option or a URL
      if (given.startsWith('-') || given.includes('://')) continue;
      // (an input and its output joined by `:`, `sass in.scss:out.css`, are two paths)
      for (const value of given.split(':')) {
        if (value.includes('/')) paths.push(joinDir(dir, value));
        else if (/^[a-z_]\w*(\.[a-z_]\w*)+$/.test(value) && !/\.(json|ya?ml|ts|js|py|toml)$/.test(value))
          paths.push(joinDir(dir, value.replaceAll('.', '/')));
      }
    }
  }
  return paths.filter(Boolean);
}

export interface GeneratorTask {
  owner: DirectoryProfile;
  /** As said in the owner's directory: the run of its tool, or its body where that runs as written (a plain hook's `entry`). */
  command: string;
  /** The other spelling that regenerates too: its body, when that is one command, run directly; the tool's run of a plain recipe. */
  also?: string;
  /** Root-relative paths the task's body names. */
  paths: string[];
  /**
   * The files the task declares it reads (a Taskfile's `sources:`, a pre-commit hook's `files:`): each starts it, whatever
   * its kind, even one no check covers (a template it renders).
   */
  inputs?: (file: string) => boolean;
  /** The files it runs on, when it says (a pre-commit hook's `files:`): no other file starts it. */
  only?: (file: string) => boolean;
}

/** The imports of one script taken: a generator's config imports a few of the app's files. */
const MAX_IMPORTED = 20;

/** The paths, plus what the code files among them import (a generator's config importing the app's source), as their modules read imports. */
function withImports(paths: string[], read: (path: string) => string | undefined): string[] {
  const all = [...paths];
  for (const path of paths) {
    const language = languageOf(path);
    const imports = language && language !== 'other' ? ecosystemNamed(language)?.imports : undefined;
    const text = imports ? read(path) : undefined;
    if (text !== undefined) all.push(...imports!(path, text).slice(0, MAX_IMPORTED));
  }
  return [...new Set(all)];
}

/** The declared generator tasks of one directory, each with the paths it names and those its scripts import. */
export function generatorTasks(owner: DirectoryProfile, read: (path: string) => string | undefined = () => undefined): GeneratorTask[] {
  type Declared = { name: string; body: string; command: string; plain?: boolean; inputs?: string[]; only?: string };
  const scripts: Declared[] = Object.entries(owner.scripts).map(([name, body]) => ({ name, body, command: owner.scriptCommands[name] }));
  const recipes: Declared[] = (Object.entries(owner.recipes) as [RecipeTool, Record<string, string>][]).flatMap(([tool, entries]) =>
    Object.entries(entries).map(([name, body]) => ({
      name,
      body,
      command: TASK_COMMAND[tool]?.(name) ?? name,
      plain: owner.plainRecipes?.[tool]?.includes(name),
      inputs: owner.recipeInputs?.[tool]?.[name],
      only: owner.recipeFiles?.[tool]?.[name],
    })),
  );
  return [...scripts, ...recipes]
    .filter(({ name }) => GENERATE_NAME.test(name))
    .map(({ body, command, plain, inputs: declared, only }) => {
      const globs = (declared ?? []).map((glob) => joinDir(owner.dir, glob));
      const sources = globs.length > 0 ? globMatcher(globs) : undefined;
      // a pattern of Python's `re` (pre-commit's) as JavaScript reads it: one it cannot read filters nothing, and names no input
      const pattern = only === undefined ? undefined : repositoryPattern(only);
      const named = pattern && ((file: string) => pattern.test(file));
      const inputs = sources && named ? (file: string) => sources(file) || named(file) : (sources ?? named);
      // a body that is one command regenerates run directly; a plain recipe's is the command, needing no tool to run it
      const direct = segmentCommand(body).length === 1;
      return {
        owner,
        ...(direct && plain ? { command: body, also: command } : { command, ...(direct && { also: body }) }),
        paths: withImports(namedPaths(body, owner.dir), read),
        ...(inputs && { inputs }),
        ...(only !== undefined && { only: named ?? (() => true) }),
      };
    });
}

/**
 * The declared task that tests `file` by a path it names: its folder or a file beside it
 * (`itest: ruby test/runner.rb` for `test/test_core.rb`), nearest first; the project root names none.
 * `runnerOf` gives the program a body tests with (none: the task does not test).
 */
export function testTaskFor(
  owner: DirectoryProfile,
  file: string,
  runnerOf: (body: string) => string | undefined,
): { command: string; runner: string } | undefined {
  let best: { command: string; runner: string; depth: number } | undefined;
  for (const [tool, entries] of Object.entries(owner.recipes) as [RecipeTool, Record<string, string>][]) {
    const run = TASK_COMMAND[tool];
    if (!run) continue;
    for (const [name, body] of Object.entries(entries)) {
      // a coverage run is the tests measured: the plain test run tests the file too (`make coverage` beside `make test`);
      // make's catch-all rule (`%`) is no target of its own
      if (/coverage/.test(name) || name === '%') continue;
      // a file it names stands for the file's folder
      const folders = namedPaths(body, owner.dir).map((path) =>
        /\.\w+$/.test(path) ? path.slice(0, Math.max(0, path.lastIndexOf('/'))) : path,
      );
      const depth = Math.max(
        -1,
        ...folders.filter((folder) => folder && file.startsWith(`${folder}/`)).map((folder) => folder.split('/').length),
      );
      const runner = depth > (best?.depth ?? 0) ? runnerOf(body) : undefined;
      if (runner !== undefined) best = { command: run(name), runner, depth };
    }
  }
  return best;
}

/** A file's name without its folder and extension. */
const stemOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '');

/**
 * The directory's task of one test file, as the command that runs it: the task named for it (`test-frametest` for
 * `frametest.c`, lz4's), else one whose recipe runs the runner of a folder below the directory that holds the file
 * (`test-cli-tests: ./cli-tests/run.py` for `cli-tests/basic/version.sh`, zstd's).
 */
export function fileTestTask(owner: DirectoryProfile, file: string): { command: string; runner?: string } | undefined {
  const stem = stemOf(file);
  const tasks = (Object.entries(owner.recipes) as [RecipeTool, Record<string, string>][]).filter(([tool]) => TASK_COMMAND[tool]);
  if (/^\w[\w.-]*$/.test(stem))
    for (const [tool, entries] of tasks)
      for (const name of [`test-${stem}`, `test_${stem}`]) if (entries && name in entries) return { command: TASK_COMMAND[tool]!(name) };
  for (const [tool, entries] of tasks)
    for (const [name, body] of Object.entries(entries ?? {})) {
      const runner = runners(body, owner.dir).find(({ folder }) => file.startsWith(`${folder}/`));
      if (runner) return { command: TASK_COMMAND[tool]!(name), runner: runner.program };
    }
  return undefined;
}

/** The runners of folders below `owner` a recipe runs (`./cli-tests/run.py` run in `tests`: `run.py` of `tests/cli-tests`), root-relative. */
function runners(body: string, owner: string): { program: string; folder: string }[] {
  return segmentCommand(body).flatMap(({ words }) => {
    // (a make variable before the program is a prefix it runs under: `$(QEMU_SYS) ./fuzzer`)
    const program = words.find((word) => !word.startsWith('$(')) ?? '';
    if (!/^(\.\/)?[\w.-]+\/[\w./-]+$/.test(program) || program.includes('..')) return [];
    const folder = joinDir(owner, program.slice(0, program.lastIndexOf('/')));
    return folder !== owner ? [{ program: programName(program), folder }] : [];
  });
}

/** The body of the directory's task a command runs (`make test`: the `test` target's recipe); undefined: no task of it. */
export function taskBody(owner: DirectoryProfile, command: string): string | undefined {
  for (const [tool, entries] of Object.entries(owner.recipes) as [RecipeTool, Record<string, string>][])
    for (const [name, body] of Object.entries(entries ?? {})) if (TASK_COMMAND[tool]?.(name) === command) return body;
  return undefined;
}

/** The first of the tasks (the package's before the root's) that reads `file` by a path it names. */
export function generatorTaskFor(file: string, tasks: GeneratorTask[]): GeneratorTask | undefined {
  if (isTestFile(file)) return undefined;
  const stem = file.replace(/\.[^./]+$/, '');
  return tasks.find(
    ({ paths, inputs, only }) =>
      (only === undefined || only(file)) &&
      (paths.some((path) => file === path || file.startsWith(`${path}/`) || stem === path) || inputs?.(file) === true),
  );
}

/** Words that run a generator in its check mode (`pnpm run locale-snapshots -- test`): it compares what it would write. */
const CHECK_MODE = /^(test|check|--check|verify|--verify)$/;

/** A run of a declared task: its command as declared, its body, the words after it, and its other spelling (`yarn build:css`). */
type DeclaredRun = { command: string; body: string; args: string[]; other?: string };

/** The task a command runs in the owner's directory (a package script, a recipe, make's catch-all rule), its body and the words after it. */
function declaredRun(owner: DirectoryProfile, command: string): DeclaredRun | undefined {
  const words = command.split(/\s+/).filter(Boolean);
  const declared: { command: string; body: string }[] = [
    ...Object.entries(owner.scripts).map(([name, body]) => ({ command: owner.scriptCommands[name] ?? '', body })),
    ...(Object.entries(owner.recipes) as [RecipeTool, Record<string, string>][]).flatMap(([tool, entries]) =>
      Object.entries(entries ?? {}).flatMap(([name, body]) => {
        const run = TASK_COMMAND[tool];
        if (!run) return [];
        // a target no rule names is made by the catch-all rule (`%`), its `$@` (`$*`) the target
        if (name !== '%') return [{ command: run(name), body }];
        const target = words[run('').split(/\s+/).filter(Boolean).length];
        return target && !(target in entries) ? [{ command: run(target), body: body.replace(/\$(@|\*|\(@\)|\{@\})/g, target) }] : [];
      }),
    ),
  ];
  for (const each of declared) {
    const said = each.command.split(/\s+/).filter(Boolean);
    // (the tool's run said without its verb, `yarn build:css` for `yarn run build:css`, runs it too)
    const short = said.length > 2 ? [said[0], ...said.slice(2)] : undefined;
    for (const spelling of short ? [said, short] : [said])
      if (spelling.length > 0 && spelling.every((word, i) => words[i] === word))
        return { ...each, args: words.slice(spelling.length), ...(short && { other: (spelling === said ? short : said).join(' ') }) };
  }
  return undefined;
}

/** A run of a code file of the project's own (`python scripts/unasync.py --check`): the run up to the file, the words after it. */
function scriptRun(owner: DirectoryProfile, command: string, read: (path: string) => string | undefined): DeclaredRun | undefined {
  const words = command.split(/\s+/).filter(Boolean);
  const at = words.findIndex((word) => isCode(word) && read(joinDir(owner.dir, word)) !== undefined);
  if (at < 0) return undefined;
  const run = words.slice(0, at + 1).join(' ');
  return { command: run, body: run, args: words.slice(at + 1) };
}

/** Is this path a file of a code language? */
const isCode = (path: string) => languageOf(path) !== undefined && languageOf(path) !== 'other';

/** A quoted relative path in code (`Path('pool/_async')`). */
const QUOTED_PATH = /(["'])([\w-][\w.-]*(?:\/[\w.-]+)*)\/?\1/g;

/** The folders of the project a generator's code names (`Path('pool/_async')`), root-relative: those it reads. */
function foldersNamed(code: string, owner: DirectoryProfile, isFolder: (path: string) => boolean): string[] {
  const named = [...code.matchAll(QUOTED_PATH)].map((match) => joinDir(owner.dir, match[2]));
  return [...new Set(named)].filter((path) => path !== owner.dir && isFolder(path));
}

/** A script named for checking (`ci_single_header_check.py`, `verify-codegen.sh`). */
const CHECK_NAME = /(^|[_-])(check|verify)([_-]|$)/;

/**
 * The generators a check script a CI step runs (in any folder) runs by name beside it, as CI's regenerations: tomlplusplus'
 * `cd tools && python3 ci_single_header_check.py` runs `generate_single_header.py` and fails when the header it writes
 * changed. Each is run as the step runs its script (`python3 tools/generate_single_header.py`), said from the root; a
 * script given to an interpreter also runs alone (`tools/generate_single_header.py`, CONTRIBUTING's, by its shebang).
 */
export function checkedGenerators(
  command: string,
  read: (path: string) => string | undefined,
): { command: string; also?: string; regenerates: true }[] {
  const found: { command: string; also?: string; regenerates: true }[] = [];
  let dir = '';
  for (const { words } of segmentCommand(command)) {
    if (words[0] === 'cd' && words[1]) {
      dir = joinDir(dir, words[1]);
      continue;
    }
    const at = words.findIndex((word) => isCode(word) && CHECK_NAME.test(stemOf(word)));
    const script = at < 0 ? undefined : joinDir(dir, words[at]);
    const code = script === undefined ? undefined : read(script);
    if (code === undefined) continue;
    for (const [, , name] of code.matchAll(QUOTED_PATH)) {
      const generator = joinDir(folderOf(script!), name);
      if (!name.includes('/') && isCode(name) && GENERATE_NAME.test(stemOf(name)) && read(generator) !== undefined)
        found.push({ command: [...words.slice(0, at), generator].join(' '), ...(at > 0 && { also: generator }), regenerates: true });
    }
  }
  return found;
}

/**
 * What a generator reads by a path its body names: a file of no code language stands for its folder (a stylesheet entry,
 * `application.scss`, reads the partials beside it), below the owner's own; any other path for itself.
 */
function readFrom(path: string, owner: DirectoryProfile): string {
  const folder = folderOf(path);
  return /\.\w+$/.test(path) && languageOf(path) === undefined && folder !== owner.dir ? folder : path;
}

/** The paths a code file imports, an `index` module standing for its folder (a locale's `de/index.ts` is the `de/` locale). */
const asFolders = (paths: string[]) => paths.map((path) => path.replace(/\/index(\.\w+)?$/, ''));

/** A path as the globs of what it names: the file, the folder's files, the module without its extension. */
const globsOf = (path: string) => [path, `${path}/**`, `${path}.*`];

/**
 * A command CI runs before failing on a tree that differs from the commit, or a run of a declared generator or of the
 * project's own generator script in its check mode (`-- test`, `--check`), as the generator's command and the files its
 * definition reads: the paths its body names (a file of no code language standing for its folder: a stylesheet entry
 * reads its partials), what the code files among them import, the folders their code names, or what its tool's task
 * reads (`taskInputs`); where it reads only its own code, the source files of that code's language (`code`, tests aside).
 */
export function regeneration(
  owner: DirectoryProfile,
  step: { command: string; regenerates?: true },
  files: { read: (path: string) => string | undefined; isFolder: (path: string) => boolean },
  taskInputs: (command: string) => string[] | undefined,
): { command: string; also?: string; inputs: string[]; code?: string[] } | undefined {
  const run = declaredRun(owner, step.command) ?? scriptRun(owner, step.command, files.read);
  const mode = run?.args.filter((word) => word !== '--');
  const checking = run !== undefined && mode!.length === 1 && CHECK_MODE.test(mode![0]);
  if (!step.regenerates && !checking) return undefined;
  // (its trailing options, `--stacktrace`, are CI's way of running it, not the generator)
  const command = checking ? run!.command : step.command.replace(/(\s+--?[\w-]+)+$/, '');
  const declared = taskInputs(command);
  if (declared) return declared.length > 0 ? { command, inputs: declared.flatMap(globsOf) } : undefined;
  if (!run) return undefined;
  // (the declared run's other spelling regenerates too)
  const also = run.other && run.other !== command ? { also: run.other } : {};
  const named = namedPaths(run.body, owner.dir).map((path) => readFrom(path, owner));
  // the generator's own code files, whose language's sources it reads when it says nothing narrower
  const programs = named.filter(isCode);
  const imported = withImports(named, files.read).filter((path) => !named.includes(path));
  const folders = programs.flatMap((program) => foldersNamed(files.read(program) ?? '', owner, files.isFolder));
  const inputs = [...new Set([...named, ...asFolders(imported), ...folders])];
  if (inputs.length > programs.length) return { command, ...also, inputs: inputs.flatMap(globsOf) };
  const language = programs.length > 0 ? ecosystemNamed(languageOf(programs[0])!) : undefined;
  if (!language) return undefined;
  const code = language.extensions.map((ext) => joinDir(owner.dir, `**/*${ext}`));
  return { command, ...also, inputs: inputs.flatMap(globsOf), code };
}
