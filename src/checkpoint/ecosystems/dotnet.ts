import { globMatcher } from '../../util/glob.js';
import { folderOf, joinDir } from '../../util/paths.js';
import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, LanguageChecks, ProjectFiles, ScopeTerms } from './_module.js';
import { className, FROM_ROOT, optionValues } from './_module.js';

// .NET: a project's tests are another project, the test project that references it. The root's
// solution, else the nearest one above the project (`src/App.slnx`), else the conventional folders list
// the projects; each test project's ProjectReference says which projects it covers. A project no test
// project references is built (`dotnet build`). A project file or central package file change is a
// dependency change: `dotnet restore`, then tests.

const PROJECT_FILE = /\.(cs|fs|vb)proj$/;
const SOLUTION = /\.slnx?$/;
const TEST_PROJECT = /Microsoft\.NET\.Test\.Sdk|xunit|NUnit|MSTest|TUnit/i;
const MAX_PROJECTS = 200;
/** Test projects named for one project that several reference; past them, the first few. */
const MAX_REFERENCING = 3;
/** A solution, or a solution filter (`App.Web.slnf`) that names some of its projects: a run of it tests them. */
const SOLUTION_RUN = /\.sln[xf]?$/;
/** Where projects are kept when no solution lists them: the conventional folders, and the root's own folders. */
const PROJECT_FOLDERS = ['tests', 'test', 'src', ''];

/** A path of a solution or project file (Windows separators) joined to a root-relative folder. */
const joinPath = (base: string, relative: string) => joinDir(base, relative.replaceAll('\\', '/'));

/** The repository's files as a directory's detection reads them, by root-relative path (each read a source of its profile). */
interface Tree {
  read(path: string): string | undefined;
  list(folder: string): string[];
}

function treeOf(context: DetectContext): Tree {
  const up = context.dir ? '../'.repeat(context.dir.split('/').length) : '';
  return { read: (path) => context.text(`${up}${path}`), list: (folder) => context.list(`${up}${folder}`) };
}

/** Project files (root-relative) the solutions in `folder` list (each of a few: Mapster's `src/` holds two); undefined when it holds none. */
function solutionProjects(tree: Tree, folder: string): string[] | undefined {
  const solutions = tree
    .list(folder)
    .filter((name) => SOLUTION.test(name))
    .slice(0, 4);
  if (solutions.length === 0) return undefined;
  const paths = solutions.flatMap((solution) =>
    [...(tree.read(joinDir(folder, solution)) ?? '').matchAll(/"([^"\n]{1,300}\.(?:cs|fs|vb)proj)"/g)].map((m) => joinPath(folder, m[1])),
  );
  return [...new Set(paths)].slice(0, MAX_PROJECTS);
}

/** Project files (root-relative) in these folders and their subfolders, bounded. */
function folderProjects(tree: Tree, folders: string[]): string[] {
  const found = new Set<string>();
  for (const folder of new Set(folders))
    for (const name of tree.list(folder).slice(0, MAX_PROJECTS)) {
      const inFolder = joinDir(folder, name);
      if (PROJECT_FILE.test(name)) found.add(inFolder);
      else for (const file of tree.list(inFolder)) if (PROJECT_FILE.test(file)) found.add(joinDir(inFolder, file));
    }
  return [...found].slice(0, MAX_PROJECTS);
}

/**
 * The project a ProjectReference names, root-relative: beside the referencing project, or, led by a property the
 * build defines (`$(RepoRoot)src\Lib\Lib.csproj`), the known project its path ends with.
 */
function referenced(from: string, include: string, projects: string[]): string {
  const property = /^\$\([\w.]+\)[\\/]*/.exec(include);
  if (!property) return joinPath(folderOf(from), include);
  const tail = joinPath('', include.slice(property[0].length));
  return projects.find((project) => project === tail || project.endsWith(`/${tail}`)) ?? tail;
}

const baseName = (project: string) => project.slice(project.lastIndexOf('/') + 1).replace(PROJECT_FILE, '');

/** A property group for Windows alone. */
const WINDOWS_GROUP =
  /<PropertyGroup\s+Condition="[^"]*('\$\(OS\)'\s*==\s*'Windows_NT'|IsOSPlatform\(\s*'windows'\s*\))[^"]*"[^>]*>[\s\S]*?<\/PropertyGroup>/gi;

/**
 * The framework a test project of several is run on away from Windows, where its .NET Framework one (`net462`) cannot
 * run (CI runs that one on Windows alone): the first of the others, `-f net10.0`; nothing where all can.
 */
function hostFramework(project: string): string {
  if (process.platform === 'win32') return '';
  // (the frameworks a group for Windows alone sets, `Condition="'$(OS)' == 'Windows_NT'"`, are not this host's)
  const here = project.replace(WINDOWS_GROUP, '');
  // (of conditioned lists, `Condition="'$(TestFrameworks)'==''"`, the first that names frameworks, not a property)
  const frameworks =
    [...here.matchAll(/<TargetFrameworks(?:\s[^>]{0,200})?>([^<]{1,300})<\/TargetFrameworks>/g)]
      .map((m) => m[1].split(';').map((name) => name.trim()))
      .find((names) => names.some((name) => /^net/.test(name))) ?? [];
  const modern = frameworks.find((name) => /^net(coreapp)?\d+\.\d+/.test(name));
  return modern && frameworks.some((name) => /^net\d{2,3}$/.test(name)) ? ` -f ${modern}` : '';
}

/**
 * The map of these projects: project folder -> the command that tests it (its test project's, or its own build). Where
 * several test projects reference one project, its namesake's tests it, with the unit tests that reference it for its own sake.
 * Under Microsoft.Testing.Platform (global.json `test.runner`) `dotnet test` takes the project by `--project`.
 */
function projectTests(tree: Tree, projects: string[], solutionFolder = ''): Record<string, string> {
  // dotnet reads the global.json of the folder it runs in or above: one beside a solution below the root (refit's
  // `src/`) is read by runs from there alone
  const platformAt = (folder: string) =>
    /"runner"\s*:\s*"Microsoft\.Testing\.Platform"/.test(tree.read(joinDir(folder, 'global.json')) ?? '');
  const from = solutionFolder && !platformAt('') && platformAt(solutionFolder) ? solutionFolder : '';
  const platform = from !== '' || platformAt('');
  const texts = new Map(projects.map((project) => [project, tree.read(project) ?? '']));
  const references = new Map(
    projects.map((project) => [
      project,
      [...texts.get(project)!.matchAll(/<ProjectReference\s+Include="([^"]{1,300})"/g)].map((m) => referenced(project, m[1], projects)),
    ]),
  );
  // the projects each takes as its analyzers (Humanizer's source generator, `OutputItemType="Analyzer"`)
  const analyzers = new Map(
    projects.map((project) => [
      project,
      [...texts.get(project)!.matchAll(/<ProjectReference\s+Include="([^"]{1,300})"[^>]{0,300}OutputItemType="Analyzer"/g)].map((m) =>
        referenced(project, m[1], projects),
      ),
    ]),
  );
  // a test framework referenced by the project, or by the nearest Directory.Build.props above it (RestSharp's `test/`),
  // which MSBuild imports into it
  const props = new Map<string, string | undefined>();
  const nearestProps = (folder: string): string | undefined => {
    if (!props.has(folder))
      props.set(
        folder,
        tree.list(folder).includes('Directory.Build.props')
          ? (tree.read(joinDir(folder, 'Directory.Build.props')) ?? '')
          : folder === ''
            ? undefined
            : nearestProps(folderOf(folder)),
      );
    return props.get(folder);
  };
  const testProjects = projects.filter(
    (project) => TEST_PROJECT.test(texts.get(project)!) || TEST_PROJECT.test(nearestProps(folderOf(project)) ?? ''),
  );
  const run = (project: string) =>
    `dotnet test ${platform ? '--project ' : ''}${from ? project.slice(from.length + 1) : project}${hostFramework(texts.get(project) ?? '')}`;
  // the runs of several test projects are one line that goes to the solution's folder once (`cd src && A && B`)
  const command = (...tests: string[]) => `${from ? `cd ${from} && ` : ''}${tests.map(run).join(' && ')}`;
  // `Humanizer.Tests` for `Humanizer`, `RestSharp.Tests.Serializers.Xml` for `RestSharp.Serializers.Xml`
  const isNamesake = (test: string, tested: string) =>
    baseName(test) !== baseName(tested) && baseName(test).replace(/\.(Unit)?(Tests?|Specs)(?=\.|$)/, '') === baseName(tested);
  const tests: Record<string, string> = {};
  for (const test of testProjects) tests[folderOf(test)] = command(test);
  // a project is tested by its namesake, else the test projects that reference it (a few: eShop's unit and functional
  // tests of Ordering.Domain), else one that reaches it through another project (a test project of the library's consumer)
  // with the unit-test projects that reference it for its own sake: those named for no project (SmartEnum's
  // SmartFlagEnum.UnitTests), or for one that neither reaches it nor is its analyzer (refit's Refit.Tests of Refit, which
  // references Refit.HttpClientFactory beside it); not SmartEnum.Json.UnitTests, whose SmartEnum.Json references
  // SmartEnum, nor Humanizer.SourceGenerators.Tests, whose generator Humanizer runs, nor Serilog.PerformanceTests or
  // App.Tests.Integrated, tests of another kind
  const testsOwn = (test: string, tested: string) =>
    /\.(Unit)?(Tests?|Specs)$/.test(baseName(test)) &&
    !(references.get(test) ?? []).some(
      (owned) => isNamesake(test, owned) && (reachedFrom(owned, references).includes(tested) || analyzers.get(tested)?.includes(owned)),
    );
  for (const test of testProjects)
    for (const tested of references.get(test) ?? [])
      if (isNamesake(test, tested)) {
        const beside = testProjects.filter((other) => other !== test && references.get(other)?.includes(tested) && testsOwn(other, tested));
        tests[folderOf(tested)] = command(...[test, ...beside].slice(0, MAX_REFERENCING));
      }
  const referencing = new Map<string, string[]>();
  for (const test of testProjects)
    for (const tested of references.get(test) ?? [])
      referencing.set(folderOf(tested), [...(referencing.get(folderOf(tested)) ?? []), test]);
  for (const [tested, by] of referencing) tests[tested] ??= command(...by.slice(0, MAX_REFERENCING));
  for (const test of testProjects) for (const tested of reachedFrom(test, references)) tests[folderOf(tested)] ??= command(test);
  for (const project of projects) tests[folderOf(project)] ??= `dotnet build ${project}`;
  return tests;
}

/**
 * The command that tests a project below the root whose map does not know it (spectre.console keeps its solution in
 * `src/`): the map of the nearest solution above it, else, with nothing .NET at the root, of the projects around it.
 * The map is kept in the project's profile: a run of its test project is judged by it.
 */
function nestedTests(context: DetectContext, profile: DirectoryProfile): string | undefined {
  const tree = treeOf(context);
  const parts = context.dir.split('/');
  let projects: string[] | undefined;
  let folder = '';
  for (let depth = parts.length; depth > 0 && !projects; depth--) {
    projects = solutionProjects(tree, parts.slice(0, depth).join('/'));
    if (projects) folder = parts.slice(0, depth).join('/');
  }
  projects ??= context.top?.projectTests ? undefined : folderProjects(tree, [...PROJECT_FOLDERS, folderOf(context.dir)]);
  if (!projects) return undefined;
  profile.projectTests = projectTests(tree, projects, folder);
  return profile.projectTests[context.dir];
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
  const solution = names.some((name) => SOLUTION.test(name));
  const project = names.find((name) => PROJECT_FILE.test(name));
  if (!solution && !project) return;
  profile.ecosystems.push('dotnet');
  // in a folder of more than one project or solution dotnet must be told which (MSB1011): the solution
  const entries = names.filter((name) => SOLUTION.test(name) || PROJECT_FILE.test(name));
  const which = entries.length > 1 ? ` ${entries.find((name) => SOLUTION.test(name)) ?? entries[0]}` : '';
  profile.install.dotnet = `dotnet restore${which}`;
  if (dir === '') {
    const tree = treeOf(context);
    profile.projectTests = projectTests(tree, solutionProjects(tree, '') ?? folderProjects(tree, PROJECT_FOLDERS));
    // a root-level file (Directory.Build.props) is the whole solution's
    profile.languages.dotnet = asCheck(project ? (profile.projectTests[''] ?? `dotnet build ${project}`) : `dotnet test${which}`);
    return;
  }
  // a solution's folder below the root (`src/`): a file there (Directory.Build.props) is the whole solution's too
  if (!project) {
    profile.languages.dotnet = { test: `dotnet test${which}` };
    return;
  }
  // a project below the root: the test project the root's map names, else its nearest solution's, else its own tests or build
  const known = context.top?.projectTests?.[dir] ?? nestedTests(context, profile);
  const own = () => `dotnet ${TEST_PROJECT.test(context.text(project) ?? '') ? 'test' : 'build'} ${dir}/${project}`;
  profile.languages.dotnet = asCheck(`${FROM_ROOT}${known ?? own()}`);
}

/**
 * The check a project's command of the map is: its build, or its test run, where each of several test projects is owed
 * (`cd src && dotnet test --project A && dotnet test --project B`: a run of A alone leaves B's tests to run).
 */
function asCheck(command: string): LanguageChecks {
  if (/^(\{root\} )?dotnet build\b/.test(command)) return { build: command };
  const tests = projectsRun(command.startsWith(FROM_ROOT) ? command.slice(FROM_ROOT.length) : command);
  return { test: command, ...(tests.length > 1 && { testedWith: tests }) };
}

/** The item types an MSBuild target of the project takes as its `Inputs` (markdig's `Inputs="@(InputSpecFiles)"`, the specs it writes tests from). */
function targetInputs(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/<Target\b[^>]*\bInputs="([^"]{1,500})"/g)].flatMap((target) =>
      [...target[1].matchAll(/@\((\w+)\)/g)].map((m) => m[1]),
    ),
  );
}

/**
 * The files a project compiles besides its code: `AdditionalFiles` its source generators read, `EmbeddedResource`, and the
 * items a target of its build takes as inputs (a spec `.md` a generator step writes tests from); globs, root-relative.
 */
function compiledFiles(dir: string, project: ProjectFiles): string[] {
  return project
    .list(dir)
    .filter((name) => PROJECT_FILE.test(name))
    .flatMap((name) => {
      const text = project.read(dir ? `${dir}/${name}` : name) ?? '';
      const inputs = targetInputs(text);
      return [...text.matchAll(/<(\w+)\s+Include="([^"$@]{1,300})"/g)].filter(
        ([, item]) => item === 'AdditionalFiles' || item === 'EmbeddedResource' || inputs.has(item),
      );
    })
    .flatMap((m) => m[2].split(';'))
    .map((glob) => joinPath(dir, glob.trim()));
}

/**
 * The project whose build compiles this file from outside its own folder (a test project's `AdditionalFiles` of
 * `..\\..\\docs\\**\\*.md`): of the projects the root's .NET detection maps (its solution's, else the conventional
 * folders'), read once per turn; undefined: none, or no .NET at the root.
 */
function compiledBy(file: string, project: ProjectFiles): string | undefined {
  const outside = project.memo('dotnet:compiled-outside', () => {
    if (!project.list('').some((name) => SOLUTION.test(name) || PROJECT_FILE.test(name))) return [];
    return (solutionProjects(project, '') ?? folderProjects(project, PROJECT_FOLDERS))
      .map(folderOf)
      .filter((dir) => dir !== '')
      .map((dir) => ({ dir, matches: globMatcher(compiledFiles(dir, project).filter((glob) => !glob.startsWith(`${dir}/`))) }));
  });
  return outside.find(({ matches }) => matches(file))?.dir;
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

/** The folders of the projects a command of the map runs, root-relative (`cd src && dotnet test --project tests/A/A.csproj -f net8.0`). */
function projectsRun(command: string): string[] {
  let at = '';
  return command.split(' && ').flatMap((each) => {
    const words = each.split(' ');
    if (words[0] === 'cd') at = joinPath(at, words[1] ?? '');
    const project = words.find((word) => PROJECT_FILE.test(word));
    return project ? [folderOf(joinPath(at, project))] : [];
  });
}

/**
 * How far `dotnet test` reaches: a test project's run tests the projects it references (the loaded maps say which:
 * the root's, or a nested solution's a project keeps), a run of a solution every project. Where no project or solution
 * is, dotnet is given none (MSB1003): the run reached nothing.
 */
function scope(program: string, args: string[], dir: string, terms: ScopeTerms) {
  if (program !== 'dotnet' || !['test', 'build'].includes(args[0] ?? '')) return undefined;
  const words = args.slice(1).filter((word, i, all) => !word.startsWith('-') && !VALUE_FLAGS.has(all[i - 1] ?? ''));
  const here = terms.profile(dir);
  if (words[0] === undefined && here && !here.ecosystems.includes('dotnet')) return { reach: [] };
  const target = words[0] === undefined ? dir : joinPath(dir, words[0]);
  if (SOLUTION_RUN.test(target)) return { reach: undefined };
  const project = PROJECT_FILE.test(target) ? folderOf(target) : target;
  if (project === '') return { reach: undefined };
  const tests = terms.packages().flatMap((loaded) => Object.entries(loaded.projectTests ?? {}));
  const referenced = tests.filter(([, command]) => projectsRun(command).includes(project)).map(([folder]) => folder);
  return { reach: [project, ...new Set(referenced)] };
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
  compiledBy,
  evidence: {
    scope,
    // `dotnet test --filter FullyQualifiedName~FooTests` (or a bare name): the classes it names; a filter on
    // methods or traits alone says none
    testFilter: (program, args) => {
      if (program !== 'dotnet' || args[0] !== 'test') return undefined;
      const [expression] = optionValues(args, ['--filter']);
      if (expression === undefined) return undefined;
      const classes = /[=~!&|()]/.test(expression)
        ? [...expression.matchAll(/(?:FullyQualifiedName|ClassName)\s*[=~]\s*([\w.]+)/g)].map((match) => match[1])
        : [expression];
      // a class, or a namespace that is a test project's (`FullyQualifiedName~Lib.UnitTests`)
      return { names: classes.flatMap((name) => [name, className(name) ?? name]) };
    },
    launchers: ['dotnet'],
    subcommands: { dotnet: { test: ['test'], build: ['build', 'test', 'run'], lint: ['format'] } },
    installs: (program, args) =>
      program === 'dotnet' && (['restore', 'add', 'remove'].includes(args[0] ?? '') || ['build', 'test'].includes(args[0] ?? '')),
    writers: { dotnet: (a) => (a[0] === 'format' && !a.includes('--verify-no-changes') ? writtenPaths(a, 1) : undefined) },
  },
};
