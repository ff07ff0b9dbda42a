import { joinDir } from '../../util/paths.js';
import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, ProjectFiles, ScopeTerms } from './_module.js';
import { FROM_ROOT } from './_module.js';

// .NET: a project's tests are another project, the test project that references it. The root's
// solution (or the conventional test folders) lists the projects; each test project's ProjectReference
// says which projects it covers. A project no test project references is built (`dotnet build`). A
// project file or central package file change is a dependency change: `dotnet restore`, then tests.

const PROJECT_FILE = /\.(cs|fs|vb)proj$/;
const TEST_PROJECT = /Microsoft\.NET\.Test\.Sdk|xunit|NUnit|MSTest|TUnit/i;
const MAX_PROJECTS = 200;

/** A path of a solution or project file (Windows separators) joined to a root-relative folder. */
const joinPath = (base: string, relative: string) => joinDir(base, relative.replaceAll('\\', '/'));
const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** Project files (root-relative) the solution lists, or those of the conventional test folders. */
function projectFiles(context: DetectContext): string[] {
  const solution = context.names.find((name) => /\.slnx?$/.test(name));
  if (solution) {
    const text = context.text(solution) ?? '';
    const paths = [...text.matchAll(/"([^"\n]{1,300}\.(?:cs|fs|vb)proj)"/g)].map((m) => joinPath('', m[1]));
    return [...new Set(paths)].slice(0, MAX_PROJECTS);
  }
  const found: string[] = [];
  for (const folder of ['tests', 'test', 'src', '.'])
    for (const name of folder === '.' ? context.names : context.list(folder)) {
      const inFolder = folder === '.' ? name : `${folder}/${name}`;
      if (PROJECT_FILE.test(name)) found.push(inFolder);
      else for (const file of context.list(inFolder)) if (PROJECT_FILE.test(file)) found.push(`${inFolder}/${file}`);
    }
  return found.slice(0, MAX_PROJECTS);
}

const baseName = (project: string) => project.slice(project.lastIndexOf('/') + 1).replace(PROJECT_FILE, '');

/**
 * The root's map: project folder -> the command that tests it (its test project's, or its own build). Where
 * several test projects reference one project, its namesake's (`Humanizer.Tests` for `Humanizer`) tests it.
 * Under Microsoft.Testing.Platform (global.json `test.runner`) `dotnet test` takes the project by `--project`.
 */
function projectTests(context: DetectContext): Record<string, string> {
  const projects = projectFiles(context);
  const platform = /"runner"\s*:\s*"Microsoft\.Testing\.Platform"/.test(context.text('global.json') ?? '');
  const references = new Map(
    projects.map((project) => [
      project,
      [...(context.text(project) ?? '').matchAll(/<ProjectReference\s+Include="([^"]{1,300})"/g)].map((m) =>
        joinPath(folderOf(project), m[1]),
      ),
    ]),
  );
  const testProjects = projects.filter((project) => TEST_PROJECT.test(context.text(project) ?? ''));
  const command = (project: string) => `dotnet test ${platform ? '--project ' : ''}${project}`;
  const isNamesake = (test: string, tested: string) =>
    baseName(test).startsWith(`${baseName(tested)}.`) && /^(Unit)?(Tests?|Specs)$/.test(baseName(test).slice(baseName(tested).length + 1));
  const tests: Record<string, string> = {};
  for (const test of testProjects) tests[folderOf(test)] = command(test);
  // a project is tested by its namesake, else the first test project that references it, else one that reaches it
  // through another project (a test project of the library's consumer)
  for (const test of testProjects)
    for (const tested of references.get(test) ?? []) if (isNamesake(test, tested)) tests[folderOf(tested)] = command(test);
  for (const test of testProjects) for (const tested of references.get(test) ?? []) tests[folderOf(tested)] ??= command(test);
  for (const test of testProjects) for (const tested of reachedFrom(test, references)) tests[folderOf(tested)] ??= command(test);
  for (const project of projects) tests[folderOf(project)] ??= `dotnet build ${project}`;
  return tests;
}

/** The projects one reaches through its references and theirs, bounded. */
function reachedFrom(start: string, references: Map<string, string[]>): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0 && seen.size < MAX_PROJECTS)
    for (const next of references.get(queue.shift()!) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  return [...seen];
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names, dir } = context;
  const solution = names.some((name) => /\.slnx?$/.test(name));
  const project = names.find((name) => PROJECT_FILE.test(name));
  if (!solution && !project) return;
  profile.ecosystems.push('dotnet');
  // in a folder of more than one project or solution dotnet must be told which (MSB1011): the solution
  const entries = names.filter((name) => /\.slnx?$/.test(name) || PROJECT_FILE.test(name));
  profile.install.dotnet =
    entries.length > 1 ? `dotnet restore ${entries.find((name) => /\.slnx?$/.test(name)) ?? entries[0]}` : 'dotnet restore';
  const asCheck = (command: string) => (/^(\{root\} )?dotnet build\b/.test(command) ? { build: command } : { test: command });
  if (dir === '') {
    profile.projectTests = projectTests(context);
    // a root-level file (Directory.Build.props) is the whole solution's
    profile.languages.dotnet = asCheck(project ? (profile.projectTests[''] ?? `dotnet build ${project}`) : 'dotnet test');
    return;
  }
  // a project below the root: the test project the root's map names, else its own tests or build
  const own = project ? `${dir}/${project}` : undefined;
  const known = context.top?.projectTests?.[dir];
  if (known) profile.languages.dotnet = asCheck(`${FROM_ROOT}${known}`);
  else if (own)
    profile.languages.dotnet = asCheck(`${FROM_ROOT}dotnet ${TEST_PROJECT.test(context.text(project!) ?? '') ? 'test' : 'build'} ${own}`);
}

/** The files a project compiles besides its code: `AdditionalFiles` its source generators read, `EmbeddedResource` (globs, root-relative). */
function compiledFiles(dir: string, project: ProjectFiles): string[] {
  return project
    .list(dir)
    .filter((name) => PROJECT_FILE.test(name))
    .flatMap((name) => [
      ...(project.read(dir ? `${dir}/${name}` : name) ?? '').matchAll(/<(?:AdditionalFiles|EmbeddedResource)\s+Include="([^"$]{1,300})"/g),
    ])
    .flatMap((m) => m[1].split(';'))
    .map((glob) => joinPath(dir, glob.trim()));
}

/** Options of `dotnet test`/`dotnet build` that take a value (`-c Release`). */
const VALUE_FLAGS = new Set([
  '-c',
  '--configuration',
  '-f',
  '--framework',
  '-r',
  '--runtime',
  '-o',
  '--output',
  '--filter',
  '-v',
  '--verbosity',
  '-l',
  '--logger',
  '-s',
  '--settings',
  '--results-directory',
  '-a',
  '--arch',
  '--os',
]);

/**
 * How far `dotnet test` reaches: a test project's run tests the projects it references (the root's map
 * says which), a run at the root or of the solution every project.
 */
function scope(program: string, args: string[], dir: string, terms: ScopeTerms) {
  if (program !== 'dotnet' || !['test', 'build'].includes(args[0] ?? '')) return undefined;
  const words = args.slice(1).filter((word, i, all) => !word.startsWith('-') && !VALUE_FLAGS.has(all[i - 1] ?? ''));
  const target = words[0] === undefined ? dir : joinPath(dir, words[0]);
  if (/\.slnx?$/.test(target)) return { reach: undefined };
  const project = PROJECT_FILE.test(target) ? folderOf(target) : target;
  if (project === '') return { reach: undefined };
  const tests = Object.entries(terms.profile('')?.projectTests ?? {});
  const referenced = tests.filter(([, command]) => folderOf(command.split(' ').pop() ?? '') === project).map(([folder]) => folder);
  return { reach: [project, ...referenced] };
}

export const dotnet: EcosystemModule = {
  name: 'dotnet',
  extensions: ['cs', 'fs', 'fsx', 'vb', 'razor', 'cshtml'],
  manifests:
    /^(.+\.(cs|fs|vb)proj|Directory\.Packages\.props|Directory\.Build\.props|Directory\.Build\.targets|packages\.lock\.json|global\.json|NuGet\.config)$/,
  markers: /\.(cs|fs|vb)proj$|\.slnx?$/,
  buildFolders: [
    { folder: 'bin', beside: /\.(cs|fs|vb)proj$/ },
    { folder: 'obj', beside: /\.(cs|fs|vb)proj$/ },
  ],
  testFiles: /(^|\/)[^/]*\.Tests?\//,
  detect,
  compiledFiles,
  evidence: {
    scope,
    launchers: ['dotnet'],
    subcommands: { dotnet: { test: ['test'], build: ['build', 'test', 'run'], lint: ['format'] } },
    installs: (program, args) =>
      program === 'dotnet' && (['restore', 'add', 'remove'].includes(args[0] ?? '') || ['build', 'test'].includes(args[0] ?? '')),
    writers: { dotnet: (a) => (a[0] === 'format' && !a.includes('--verify-no-changes') ? writtenPaths(a, 1) : undefined) },
  },
};
