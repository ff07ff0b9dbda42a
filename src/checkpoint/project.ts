import { join } from 'node:path';
import { globMatcher } from '../util/glob.js';
import { folderOf } from '../util/paths.js';
import { repositoryPattern } from '../util/pattern.js';
import { listDirectory } from '../util/read-file.js';
import { ownEntry } from '../util/record.js';
import { type EcosystemModule, FROM_ROOT, type ProjectFiles } from './ecosystems/_module.js';
import {
  ECOSYSTEMS,
  type Ecosystem,
  ecosystemNamed,
  extensionOf,
  interpreterLanguage,
  isInputProject,
  isProjectMarker,
  isTestFile,
  languageOf,
  MODULES,
  PATH_TAKING,
  programEcosystem,
} from './ecosystems/index.js';
import { fromRoot } from './from-root.js';
import { type GatedChecks, type GateKey, type Gates, gatedChecks, gatesFor, readWorkflowSteps, type WorkflowStep } from './gates.js';
import { fileTestTask, type GeneratorTask, generatorTaskFor, generatorTasks, taskBody, testTaskFor } from './generator-tasks.js';
import { commandKinds, type Kind, lineKinds, runsTypeChecker, type ScriptResolver, strictOptions, UTILITIES } from './intent.js';
import { type DirectoryProfile, detectDirectoryProfile, scriptBodies } from './profile.js';
import { loadCachedProfiles, saveCachedProfiles } from './profile-cache.js';
import { readProjectFile } from './project-file.js';
import { runScope, scopeCovers } from './run-scope.js';
import { assignments, normalizeWords, programName, programsOf, segmentCommand, shellScript } from './shell.js';
import { taskRun, WRAPPER_HOME, wrapperBody } from './wrappers.js';

/** The file that stands for a manifest's whole package when its checks are asked for (categories.ts). */
export const manifestStandIn = (dir: string, extension: string): string => `${dir}__manifest__.${extension}`;
const isManifestStandIn = (file: string) => /(^|\/)__manifest__\.[^/]+$/.test(file);

/** Does a command of `owner` run programs, every one of them of other ecosystems than these (`make test` whose recipe runs cargo alone)? */
function runsOthersOnly(owner: DirectoryProfile, command: string, languages: Ecosystem[]): boolean {
  const run = ecosystemsRun(owner, command);
  return run !== undefined && run.size > 0 && !languages.some((language) => run.has(language));
}

/** The modules of no language (task runners, the checkers of no one ecosystem): the only ones whose programs read code no module checks. */
const LANGUAGELESS: Ecosystem[] = MODULES.filter((module) => module.extensions.length === 0).map((module) => module.name);

/**
 * The ecosystems whose programs a command of `owner` runs, through the tasks it declares (`make test`: its recipe's
 * `cargo test`s), a few tasks deep; undefined where a program is of none (a script of the project's own).
 */
function ecosystemsRun(owner: DirectoryProfile, command: string, depth = 0): Set<Ecosystem> | undefined {
  const found = new Set<Ecosystem>();
  for (const segment of segmentCommand(command)) {
    const words = normalizeWords(segment.words);
    // (a shell utility, `@echo "CARGO TESTS"`, runs no ecosystem's program)
    if (words[0] === undefined || UTILITIES.has(words[0])) continue;
    const body = depth < 3 ? taskBody(owner, words.join(' ')) : undefined;
    const inner = body === undefined ? programEcosystem(words[0]) : ecosystemsRun(owner, body, depth + 1);
    if (inner === undefined) return undefined;
    for (const ecosystem of typeof inner === 'string' ? [inner] : inner) found.add(ecosystem);
  }
  return found;
}

// The project's own commands for each changed file: the package nearest the file wins over the
// root, and a root command that demonstrably skips the file is never offered.

/** What a changed file needs run, as commands from the project root. */
export interface FileChecks {
  /** Root-relative directory of the package the file belongs to ('' = root). */
  dir: string;
  /** The ecosystem whose checks these are (TypeScript in a Deno package is Deno's). */
  language?: Ecosystem;
  test?: string;
  /** The program a test run must reach (a Playwright spec is no vitest run's), when another runner's config takes the file. */
  testRunner?: string;
  /** What a test run's words (and the variables it set) must say to reach the file (a cargo feature that gates its module, a Go experiment). */
  testReaches?: (words: string[], env: string[]) => boolean;
  /** The test command builds what it tests with a tool of its own (`make test` compiles the sources beside CMake's build): no build is asked beside it. */
  testBuilds?: boolean;
  /** What run alone settles the file's test, by its words and the variables it set (a cross build of a file only another system builds). */
  testSettles?: (words: string[], env: string[]) => boolean;
  /**
   * The runs the file's test is made of, where no one run of the project's does it all (nextest's and the doctests; a rebuild
   * of the Python extension a C file is compiled into, beside the tests, which alone read the old build): each met by a run
   * (its words and variables).
   */
  testParts?: ((words: string[], env: string[]) => boolean)[];
  /** Does the test run run this test file? Not when its runner's config leaves it out (jest's `testPathIgnorePatterns`, `roots`). */
  testRuns?: (file: string) => boolean;
  /** Packages whose type-check is owed with this file's (the members that compile its package's source), root-relative: a type-check run reaches each too. */
  typecheckedWith?: string[];
  /** Packages whose test runs test this file too (a proc-macro crate's users), root-relative. */
  testedIn?: string[];
  /** Packages whose tests are owed with this file's (the members that depend on its package), root-relative: a test run reaches each too. */
  testedWith?: string[];
  /** The test files that read this file of a test folder (a data provider they `require`), root-relative: its changed tests are theirs. */
  testedBy?: string[];
  /** Packages that use the file's package through the project's own copy of it, each with its test run: owed beside the file's own. */
  dependents?: { dir: string; test: string }[];
  /** Is this file a test module by the names the project's runner collects beyond its ecosystem's usual (pytest's `python_files`)? */
  testModule?: (file: string) => boolean;
  /** The test run type-checks as it tests (`scripts/test` runs `scripts/check`, `composer test` runs phpstan). */
  testTypechecks?: boolean;
  /** The test command takes file paths, relative to `pathBase` (the directory the command runs in). */
  testTakesPaths: boolean;
  pathBase: string;
  /** The language's own test command, where a task runner's target is the test run: what runs changed test files alone. */
  toolTest?: string;
  /** That command takes file paths. */
  toolTestTakesPaths?: boolean;
  /** That command is the runner the project runs changed test files with (`fileTest`): their paths follow its words where its module spells no run of its own. */
  toolTestRunsFiles?: boolean;
  lint?: string;
  /** The type-check for this file's language (tsc, mypy, pyright, deno check, phpstan, dart analyze). */
  typecheck?: string;
  /**
   * Where the type-check's config takes the file though its module's `typed` files leave it out (JavaScript under `checkJs`):
   * does a type-checker's run (its words, the folder it ran in) read that config? Only such a run checked the file.
   */
  typedByConfig?: (words: string[], dir: string) => boolean;
  /**
   * The runs the type-check is made of, where it runs more than one type-checker (`uv run mypy && uv run pyright`, a composer
   * `analyze` script of `@phpstan` and `@psalm`): each checker met by a run of its own or one that runs both (its words).
   */
  typecheckParts?: ((words: string[]) => boolean)[];
  /** A build the file needs that no test run does (CMake), or the only check there is. */
  build?: string;
  /** A baseline CI compares the source with (a Kotlin API dump). */
  baseline?: string;
  /** A baseline CI compares the dependencies with (dependency-guard). */
  dependencyBaseline?: string;
  generate?: string;
  migrate?: string;
  makemigrations?: string;
}

/** The generator a file feeds, and how to say it. */
export interface Generator {
  command: string;
  text: string;
  /** Another command that regenerates as well (the one command a declared task runs, run directly): its run counts. */
  also?: string;
  /** Files of other packages whose generators read the file too (testify's `require` directives render from `assert`): a regeneration must reach them. */
  readBy?: string[];
}

export interface ProjectProfile {
  dirs: Map<string, DirectoryProfile>;
  /**
   * What CI and the contributor guides gate on for the files of package `dir`, from its own level
   * (its guides, CI steps run in it); '' for the root's. Read only when a declaration is missing.
   */
  gated: (dir: string) => Gates;
  /** The package directory of a root-relative file ('' = root). */
  packageOf(file: string): string;
  /** Is this a test file: by its name or folder, or a test module its package's runner collects by a name of the project's own (a colocated `test.ts`)? */
  isTest(file: string): boolean;
  checksFor(file: string): FileChecks;
  /** The test classes a test file's code declares, which a filtered run may name in place of the file's name. */
  testClasses(file: string): string[];
  /** The command that refreshes an ecosystem's dependencies after a change to `file`, said from the root. */
  installFor(ecosystem: Ecosystem, file: string): string | undefined;
  /** The folder that install runs in for package `dir` ('' = root): the package's own, or the root its workspace installs from. */
  installDir(ecosystem: Ecosystem, dir: string): string;
  /** The generator a file feeds by what it says: a `//go:generate` directive that holds or reads it, a Dart part build_runner writes. */
  generates(file: string): Generator | undefined;
  /** The CMakeLists.txt a new source file must be listed in, when it lists its folder's sources by name. */
  unlistedIn(file: string): string | undefined;
  /** Is this file, though not code by its name, compiled by its package's build (a README rustdoc includes)? */
  compiled(file: string): boolean;
  /** Is this file, though not code by its name, its package's ecosystem's own (a Helm chart's templates)? */
  owned(file: string): boolean;
  /**
   * Does the project's CI or root guide type-check anything, of the steps that may run `language`'s programs? undefined: CI
   * runs no tests we can read of them (a Rust workspace's `make test` says nothing of its TypeScript extension).
   */
  ciTypechecks(language?: Ecosystem): boolean | undefined;
  resolver: ScriptResolver;
  /** The project's files, as modules read them after detection: bounded, listed and computed once per turn. */
  files: ProjectFiles;
}

/** Does a runner's config leave this test file out? Its patterns are RegExp sources over the package-relative path with a leading `/`. */
function runnerSkips(patterns: string[], dir: string, file: string): boolean {
  const relative = `/${dir ? file.slice(dir.length + 1) : file}`;
  return patterns.some((pattern) => repositoryPattern(pattern)?.test(relative) ?? false);
}

/** A file's base name matches one of a runner's test module patterns (RegExp sources over the base name)? */
function collectedBy(patterns: string[]): (file: string) => boolean {
  const compiled = patterns.map((pattern) => new RegExp(pattern));
  return (file) => compiled.some((pattern) => pattern.test(file.slice(file.lastIndexOf('/') + 1)));
}

/** What says a command rebuilds what a package's files are compiled into (an ecosystem's `evidence.rebuilds`). */
type Rebuilds = (program: string, args: string[]) => boolean;

/**
 * The task a directory declares whose body rebuilds what a file is compiled into (a Makefile's `build: python setup.py
 * build_ext --inplace`), as its tool runs it.
 */
function rebuildTask(owner: DirectoryProfile, rebuilds: Rebuilds): string | undefined {
  for (const { tasks } of MODULES) {
    const recipes = tasks ? ownEntry(owner.recipes, tasks.tool) : undefined;
    const name = Object.keys(recipes ?? {}).find((key) =>
      segmentCommand(recipes![key]).some(({ words }) => rebuilds(words[0] ?? '', words.slice(1))),
    );
    if (tasks && name !== undefined) return tasks.run(name);
  }
  return undefined;
}

/** The nearest directory below the root, between a changed file and the root, that has a manifest. */
function nearestManifestDir(root: string, file: string, memo = new Map<string, string | undefined>()): string | undefined {
  const slash = file.lastIndexOf('/');
  if (slash < 0) return undefined;
  const dir = file.slice(0, slash);
  // one answer per directory: a turn of thousands of files lists each folder once
  if (memo.has(dir)) return memo.get(dir);
  const folder = dir.slice(dir.lastIndexOf('/') + 1);
  const found =
    !isInputProject(dir) && listDirectory(join(root, dir)).some((name) => isProjectMarker(name, folder))
      ? dir
      : nearestManifestDir(root, dir, memo);
  memo.set(dir, found);
  return found;
}

/** The ecosystem of its package that makes a file of no language its own by its path there (a Helm chart's templates). */
function packageLanguage(file: string, pkg: DirectoryProfile | undefined): Ecosystem | undefined {
  if (!pkg) return undefined;
  const relative = pkg.dir ? file.slice(pkg.dir.length + 1) : file;
  return ECOSYSTEMS.find((ecosystem) => ecosystem.packageFiles?.test(relative) && pkg.ecosystems.includes(ecosystem.name))?.name;
}

/** Does a file's package serve it as it is (an ecosystem's `servedFiles`), where no CI step or guide line checks it? */
function servedAsIs(file: string, pkg: DirectoryProfile): boolean {
  const relative = pkg.dir ? file.slice(pkg.dir.length + 1) : file;
  return ECOSYSTEMS.some((ecosystem) => ecosystem.servedFiles?.test(relative) && pkg.ecosystems.includes(ecosystem.name));
}

/** The language whose checks apply to a file; a package of an ecosystem that adopts another's files (TypeScript in a Deno package) makes them its own. */
function languageFor(file: string, pkg: DirectoryProfile | undefined): Ecosystem | 'other' | undefined {
  // a type-checker's config (tsconfig.json) is checked by the type-check of the language it configures
  const language = languageOf(file) ?? MODULES.find((module) => module.typed?.test(file))?.name ?? packageLanguage(file, pkg);
  const adopter = ECOSYSTEMS.find((ecosystem) => ecosystem.adopts === language && pkg?.ecosystems.includes(ecosystem.name));
  return adopter && language && !pkg?.ecosystems.includes(language) ? adopter.name : language;
}

/**
 * The one language of a package whose `key` check a file of no language takes (test data, a schema), where its languages
 * give one such command. An ecosystem that adopts another of them is left out: it is a second build of that one's code
 * (autotools beside CMake), whose files are the other's.
 */
function soleLanguage(owner: DirectoryProfile, key: 'test' | 'lint'): Ecosystem | undefined {
  const having = Object.keys(owner.languages).filter((name) => owner.languages[name]?.[key]);
  const own = having.filter((name) => !having.includes(ecosystemNamed(name)?.adopts ?? ''));
  return new Set(own.map((name) => owner.languages[name]?.[key])).size === 1 ? own[0] : undefined;
}

/** The command the guides of a file's package, else the root's, route it to for a check (gates.ts `guideRoutes`). */
const routedFor = (file: string, pkg: DirectoryProfile, top: DirectoryProfile, key: GateKey) =>
  (pkg === top ? undefined : gatesFor(pkg.routes ?? {}, file, true)[key]) ?? gatesFor(top.routes ?? {}, file, true)[key];

/**
 * The script a command's words run and its arguments: past variables, a launcher that runs it in the project's
 * environment (`uv run bash scripts/test.sh`) and a shell given it (`bash script/test`, as jekyll's CI runs it).
 */
function wrapperWords(words: readonly string[]): string[] {
  const [program] = normalizeWords(words);
  const run = words.slice(
    Math.max(
      0,
      words.findIndex((word) => programName(word) === program),
    ),
  );
  return shellScript(run) ?? run;
}

function composeProfile(
  root: string,
  project: ProjectFiles,
  dirs: Map<string, DirectoryProfile>,
  gatesAt: (dir: string) => Gates,
  packageOf: (file: string) => string,
  generates: (file: string) => Generator | undefined,
  unlisted: (file: string) => string | undefined,
  workflow: () => WorkflowStep[],
): ProjectProfile {
  const top = dirs.get('')!;
  const resolver = resolverOf(root, dirs);
  /** Does a command run from the root reach the file: one of its runs, as far as its module says that run goes? */
  const reaches = (command: string, file: string) =>
    segmentCommand(command).some(({ words }) => scopeCovers(runScope(words, '', resolver), [file], packageOf));
  const typechecked = new Map<string, { found: boolean | undefined }>();
  const ciTypechecks = (language?: Ecosystem) => {
    let answer = typechecked.get(language ?? '');
    if (!answer) {
      // (a step whose programs are all of other ecosystems, through the tasks of its folder, runs none of the language's)
      const mayRun = (step: WorkflowStep) => {
        const owner = dirs.get(step.dir);
        return language === undefined || owner === undefined || !runsOthersOnly(owner, step.command, [language]);
      };
      const steps = workflow().slice(0, 200).filter(mayRun);
      const kinds = new Set(steps.flatMap((step) => [...lineKinds(step.command, { dir: '', resolver })]));
      const guided = gatesAt('').typecheck !== undefined || gatesAt('').pytypecheck !== undefined;
      // a job another repository's workflow runs may type-check: unknown, not never
      const unread = steps.some((step) => step.elsewhere);
      answer = { found: kinds.has('test') ? kinds.has('typecheck') || guided || (unread ? undefined : false) : undefined };
      typechecked.set(language ?? '', answer);
    }
    return answer.found;
  };
  /** The commands a command runs through the bodies it names (recipes, scripts), each with the folder it runs in. */
  const commandsRunBy = (command: string) => {
    const ran: { words: string[]; env: string[]; dir: string }[] = [];
    lineKinds(command, { dir: '', resolver, ran });
    return ran;
  };
  /**
   * The type-checkers a type-check command runs, in its own words or through the project's scripts, where it runs more than
   * one, or is the part of the project's type-check that checks the file (`composer phpstan` of `analyze`), or gives one the
   * options that make it fail on more (`dart analyze --fatal-infos`): each is a part of it, met only by a run given those options.
   */
  const checkerParts = (command: string, part: boolean): FileChecks['typecheckParts'] => {
    const runs = commandsRunBy(command).filter((run) => runsTypeChecker(run.words));
    const checkers = new Set(runs.map((run) => run.words[0]));
    const strict = new Map(
      [...checkers].map((checker) => [checker, runs.filter((run) => run.words[0] === checker).flatMap((run) => strictOptions(run.words))]),
    );
    const parts = checkers.size > (part ? 0 : 1) || [...strict.values()].some((options) => options.length > 0);
    return parts
      ? [...checkers].map(
          (checker) => (words: string[]) => words[0] === checker && strict.get(checker)!.every((option) => words.includes(option)),
        )
      : undefined;
  };
  /** Does a wrapper hand its arguments to a runner that takes test paths (`coverage run -m pytest "$@"`)? */
  // (a runner that takes paths, or an interpreter given the file to run: jekyll's `bundle exec ruby -I test "$@"`)
  const wrapperTakesPaths = (command: string) => {
    const segment = segmentCommand(command).find((part) => part.words[0] !== 'cd')!;
    const dir = segmentCommand(command).find((part) => part.words[0] === 'cd')?.words[1] ?? '';
    const [script = '', ...args] = wrapperWords(segment.words);
    const body = resolver.wrapper?.(script, dir, [...args, '\u0000']) ?? '';
    const runsGiven = (words: string[]) => {
      const before = words.slice(1, words.indexOf('\u0000'));
      return (
        programEcosystem(words[0] ?? '') !== undefined &&
        before.every((word, i) => word.startsWith('-') || /^-[A-Za-z]$/.test(before[i - 1] ?? ''))
      );
    };
    return segmentCommand(body).some((inner) => {
      const words = normalizeWords(inner.words);
      return (
        words.includes('\u0000') && (PATH_TAKING.has(words[0] ?? '') || PATH_TAKING.has(`${words[0]} ${words[1]}`) || runsGiven(words))
      );
    });
  };
  /** A command that runs the project's own shell wrapper (`scripts/test`, `cd web && bin/test`): the command. */
  const projectWrapper = (command: string | undefined): string | undefined => {
    if (command === undefined) return undefined;
    const segments = segmentCommand(command);
    const dir = segments.find((part) => part.words[0] === 'cd')?.words[1] ?? '';
    const runs = segments.filter((segment) => segment.words[0] !== 'cd');
    const [first, ...args] = wrapperWords(runs[0]?.words ?? []);
    return runs.length === 1 && first !== undefined && resolver.wrapper?.(first, dir, args) !== undefined ? command : undefined;
  };
  /** Guides and workflows are read for a wrapper only where the package keeps scripts (`scripts/`, `*.sh`). */
  const keeps = new Map<string, boolean>();
  const keepsWrappers = (dir: string) =>
    keeps.get(dir) ??
    keeps
      .set(
        dir,
        listDirectory(join(root, dir)).some((name) => WRAPPER_HOME.test(name)),
      )
      .get(dir)!;
  const suiteMatchers = new Map<string, (file: string) => boolean>();
  const suiteTakes = (include: string[], file: string) => {
    const key = include.join('\0');
    if (!suiteMatchers.has(key)) suiteMatchers.set(key, globMatcher(include));
    return suiteMatchers.get(key)!(file);
  };
  /** The language of a script without an extension by its `#!` line (rbenv's `libexec/rbenv-*`), its first bytes read once. */
  const shebangs = new Map<string, Ecosystem | 'other' | undefined>();
  const scripted = (file: string) => {
    if (extensionOf(file) !== '' || languageOf(file) !== undefined) return undefined;
    if (!shebangs.has(file)) shebangs.set(file, interpreterLanguage(readProjectFile(join(root, file), 256)?.split('\n', 1)[0] ?? ''));
    return shebangs.get(file);
  };
  const owned = (file: string) =>
    languageOf(file) === undefined && (packageLanguage(file, dirs.get(packageOf(file)) ?? top) ?? scripted(file)) !== undefined;
  /** The suite of a package's own configuration that takes the file (a Playwright spec under its `testDir`), if any. */
  const suiteOf = (owner: DirectoryProfile, file: string) => {
    const language = languageFor(file, owner);
    const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
    return language && language !== 'other'
      ? owner.languages[language]?.suites?.find((entry) => suiteTakes(entry.include, relative))
      : undefined;
  };
  const collectors = new Map<string, (file: string) => boolean>();
  /** A test file by its name or folder, or by the names its package's runner collects test modules by (its language's `modules`). */
  const isTest = (file: string) => {
    if (isTestFile(file)) return true;
    const pkg = dirs.get(packageOf(file)) ?? top;
    const language = languageFor(file, pkg);
    const modules = language && language !== 'other' ? (pkg.languages[language] ?? top.languages[language])?.modules : undefined;
    if (!modules) return false;
    const key = modules.join('\0');
    if (!collectors.has(key)) collectors.set(key, collectedBy(modules));
    return collectors.get(key)!(file);
  };
  /** The languages some package of the project declares, read once. */
  let languagesDeclared: Set<string> | undefined;
  const declared = () => (languagesDeclared ??= new Set([...dirs.values()].flatMap((dir) => Object.keys(dir.languages))));
  const memo = new Map<string, FileChecks>();
  const checksFor = (file: string): FileChecks => {
    // the answer depends on the package, the folder (type-checker scopes), the extension (the language, what a type-checker
    // reads), whether the package's ecosystem owns the file and whether the root's own suite takes it (its package's then)
    const folder = folderOf(file);
    const test = isTest(file);
    const rootSuite = suiteOf(top, file) !== undefined;
    const key = [packageOf(file), folder, extensionOf(file) || file.slice(folder.length), test, owned(file), rootSuite].join('\0');
    let found = memo.get(key);
    if (!found) memo.set(key, (found = checksForFile(file)));
    // what the file's own code or name says narrows its package's checks (a feature-gated Rust module, a test
    // file the runner's config leaves out), once per file
    if (!refinedFiles.has(file)) {
      const module = found.language ? ecosystemNamed(found.language) : undefined;
      const refined = module?.refine?.(file, found, project);
      const target = refined?.targeted && refined.reaches ? testTargetReaching(refined.reaches) : undefined;
      const left = {
        ...(target && { test: target }),
        ...(test && found.testRuns?.(file) === false && { test: undefined }),
        // (a file of no public API is no concern of the API's baseline: an `internal` Kotlin class)
        ...(found.baseline && module?.declaresApi?.(file, project.read(file) ?? '') === false && { baseline: undefined }),
      };
      refinedFiles.set(
        file,
        refined || Object.keys(left).length > 0
          ? withReachedDependents({
              ...found,
              ...refined,
              ...left,
              testReaches: refined?.reaches,
              testSettles: refined?.settles,
              testParts: [...(found.testParts ?? []), ...(refined?.parts ?? [])],
            })
          : undefined,
      );
    }
    return refinedFiles.get(file) ?? found;
  };
  const refinedFiles = new Map<string, FileChecks | undefined>();
  /** Does a command, or a body it runs (a recipe, a script), run a command that rebuilds (`make test`'s `pip install -e .`)? */
  const runsRebuild = (command: string, rebuilds: Rebuilds): boolean =>
    [...segmentCommand(command), ...commandsRunBy(command)].some(({ words }) => rebuilds(words[0] ?? '', words.slice(1)));
  /**
   * The packages that use a file's package (`dependents`) whose tests its own test run runs already (a recipe that goes into
   * each module of the repository and tests it there): owed with its tests, by that run or runs of their own, not as actions of their own.
   */
  const withReachedDependents = (checks: FileChecks): FileChecks => {
    if (!checks.dependents?.length || checks.test === undefined) return checks;
    const ran = commandsRunBy(checks.test);
    const testsIn = (dir: string) => ran.some((run) => run.dir === dir && commandKinds(run.words, { dir, resolver }).has('test'));
    const reached = checks.dependents.filter((dependent) => testsIn(dependent.dir));
    if (reached.length === 0) return checks;
    return {
      ...checks,
      dependents: checks.dependents.filter((dependent) => !reached.includes(dependent)),
      testedWith: [...(checks.testedWith ?? []), ...reached.map((dependent) => dependent.dir)],
    };
  };
  /**
   * The root's test target whose recipe runs a command that reaches what a file's code needs
   * (`make test`, whose recipe runs `cargo test -p snap --no-default-features`): it outranks the narrowed run of its tool.
   */
  const testTargetReaching = (reaches: (words: string[], env: string[]) => boolean): string | undefined => {
    const command = top.checks.test;
    const body = command ? taskBody(top, command) : undefined;
    return body !== undefined && segmentCommand(body).some((segment) => reaches(normalizeWords(segment.words), [])) ? command : undefined;
  };
  const checksForFile = (file: string): FileChecks => {
    const member = dirs.get(packageOf(file)) ?? top;
    // a member's file the root's own suite takes, and none of the member's (the spec of a root's Playwright `testDir`
    // inside the app it drives), is the root's: its run, none of the member's checks
    const pkg = member !== top && !suiteOf(member, file) && suiteOf(top, file) ? top : member;
    const served = servedAsIs(file, pkg);
    const language = languageFor(file, pkg) ?? scripted(file);
    // a CI lint whose programs are all of other languages' ecosystems (stylelint, for a .rb file) does not read the file, nor
    // any language's lint code no module checks (ruff, for a bison grammar)
    const lints = (command: string) =>
      language === undefined ||
      !runsOthersOnly(top, command, language === 'other' ? LANGUAGELESS : [language, pkg.languages[language]?.via ?? language]);
    const gated = (at: string): GatedChecks => (served ? {} : gatesFor(gatesAt(at), file, false, lints));
    // a test file of a language no package declares is a file of the test tree it lies in (the generator script of a C++
    // suite): tested as that tree is, by the package's one language, not by a runner of its own
    const foreignTest = language !== undefined && language !== 'other' && isTest(file) && !declared().has(language);
    const module: EcosystemModule | undefined = language && language !== 'other' ? ecosystemNamed(language) : undefined;
    // a manifest's stand-in is its whole package, which every type-checker of the package reads
    const typeChecks = (owner: DirectoryProfile, command?: string) =>
      isManifestStandIn(file) ? true : module?.typeChecks?.(owner, file, command);
    const say = (owner: DirectoryProfile, command: string | undefined) => (command ? fromRoot(owner, top, command) : undefined);
    const lang = (owner: DirectoryProfile) => (language && language !== 'other' ? owner.languages[language] : undefined);
    // code no module checks, or a schema: the checks of the package's one language with that check, whatever it is (and
    // the tests of a foreign test file); none of a file its package serves as it is
    const only = (owner: DirectoryProfile, key: 'test' | 'lint') => {
      if (served) return undefined;
      const sole = language === 'other' || language === undefined || (key === 'test' && foreignTest) ? soleLanguage(owner, key) : undefined;
      return sole === undefined ? undefined : owner.languages[sole];
    };
    // In a package: its declared script, the wrapper script its CI or guides run, its task-runner
    // target, its ecosystem's tool; then the root's.
    // `folder`: a target that runs the file's own folder or the file (`test-router: go test -race -v .`), no wider run to narrow
    // `build`: the build of the language whose tests a file of none takes, where that language's own files would owe it
    const pickTest = (
      owner: DirectoryProfile,
    ): { command: string; paths: boolean; runner?: string; folder?: true; build?: string } | undefined => {
      const own = lang(owner);
      if (own?.declared && own.test) return { command: own.test, paths: own.takesPaths ?? false };
      const wrapper = keepsWrappers(owner.dir) ? projectWrapper(gated(owner.dir).test) : undefined;
      if (wrapper) return { command: wrapper, paths: wrapperTakesPaths(wrapper) };
      // a changed test file of a target that is the language's runner given folders, as the language runs it, nothing
      // more (`test: uv run pytest tests`, `python -m pytest tests/`; not `PYTHONPATH=src pytest tests`), is run by that runner alone
      // a target that runs every environment of a recipe tool whose environments run that runner (`test: tox -p all`,
      // tox's `commands = pytest {posargs}`) too: the runner runs one file in this one
      const plain = (command: string | undefined) => {
        const body = isTest(file) && command ? taskBody(owner, command) : undefined;
        const [runs, ...more] = body === undefined ? [] : segmentCommand(body);
        const runner = normalizeWords(own?.test?.split(' ') ?? []);
        const runsRunner = (words: string[]) => runner.every((word, i) => words[i] === word);
        const words = runs === undefined ? [] : normalizeWords(runs.words);
        const everyEnv = ownEntry(owner.recipes, words[0] ?? '')?.[''];
        return (
          own?.takesPaths === true &&
          runs !== undefined &&
          more.length === 0 &&
          assignments(runs.words).length === 0 &&
          ((runsRunner(words) && words.slice(runner.length).every((word) => !word.startsWith('-') && !word.includes('='))) ||
            (everyEnv !== undefined &&
              !words.includes('-e') &&
              segmentCommand(everyEnv).some((each) => runsRunner(normalizeWords(each.words)))))
        );
      };
      // a task that runs the file's folder (`itest: ruby test/runner.rb`) outranks the directory's test target,
      // and a run of its program counts, not the other target's (`test: go test ./...`); a runner that collects
      // test files from the folder (`pytest docs/examples`) tests no other module of it
      const named = testTaskFor(owner, file, (body) => {
        const tests = segmentCommand(body).find((segment) => lineKinds(segment.words.join(' '), { dir: owner.dir, resolver }).has('test'));
        return tests && normalizeWords(tests.words)[0];
      });
      if (named && plain(named.command)) return { command: own!.test!, paths: true };
      if (named && (isTest(file) || !PATH_TAKING.has(named.runner)))
        return { command: named.command, paths: false, runner: named.runner, folder: true };
      // a changed test file with a target of its own (`test-frametest` for `tests/frametest.c`)
      const ownTask = isTest(file) ? fileTestTask(owner, file) : undefined;
      if (ownTask) return { ...ownTask, paths: false, folder: true };
      // a target that hands the words it is given to a runner that takes paths (`test *args:` runs `pytest {{args}}`) runs them
      if (owner.checks.test && wrapperTakesPaths(owner.checks.test)) return { command: owner.checks.test, paths: true };
      if (plain(owner.checks.test)) return { command: own!.test!, paths: true };
      if (owner.checks.test) return { command: owner.checks.test, paths: false };
      if (own?.test) return { command: own.test, paths: own.takesPaths ?? false };
      const single = only(owner, 'test');
      // (a member's build that feeds its users is its sources' to owe, not its tests')
      return single?.test ? { command: single.test, paths: false, build: single.buildFeedsUsers ? undefined : single.build } : undefined;
    };
    // the directory's lint target outranks the language's linter when the project's CI or guides run it (`make lint`)
    const pickLint = (owner: DirectoryProfile) => {
      const [target, language] = [owner.checks.lint, lang(owner)?.lint];
      if (target && language && target !== language) return owner.said?.includes(target) ? target : language;
      return language ?? target ?? only(owner, 'lint')?.lint;
    };
    // the language's own analyzer, else the directory's type-check of its language (TypeScript's, Python's)
    const declaredTypecheck = (owner: DirectoryProfile) =>
      lang(owner)?.typecheck ?? (module?.typeCheck ? owner.checks[module.typeCheck] : undefined);
    const typecheckOf = (owner: DirectoryProfile) => {
      const command = declaredTypecheck(owner);
      // a file outside the files the type-checker is configured for is not its to check
      return command !== undefined && typeChecks(owner, command) !== false ? command : undefined;
    };

    // nearest wins: the package's declarations, then what its own guides and CI steps run, then the root's
    const own = pkg !== top;
    const ownGated = () => (own ? gated(pkg.dir) : {});
    const ownTest = own ? pickTest(pkg) : undefined;
    const ownGatedTest = ownTest ? undefined : ownGated().test;
    // a root check a package of its own borrows runs a program of the file's language, of the one it is checked
    // through, or of the package's own (a crate's embedded front-end, tested by cargo): a `make test` whose recipe runs
    // cargo alone never reads the files of a TypeScript extension beside the crates; and its run reaches the package
    // (the root Mix project's `mix dialyzer` stops at its own project, never the one in `bench/` with a mix.exs of its own)
    const borrowed = (command: string | undefined) => {
      if (!own || command === undefined) return command;
      const languages = [module?.name, lang(pkg)?.via, ...pkg.ecosystems].filter((name) => name !== undefined);
      if (module !== undefined && !foreignTest && runsOthersOnly(top, command, languages)) return undefined;
      return reaches(command, file) ? command : undefined;
    };
    const rootTest = () => {
      const topTest = pickTest(top);
      if (topTest) return borrowed(topTest.command) === undefined ? undefined : { ...topTest, command: say(top, topTest.command)! };
      const gatedTest = borrowed(gated('').test);
      return gatedTest ? { command: gatedTest, paths: false } : undefined;
    };
    // a package its ecosystem only builds (a .NET library no test project references) has no tests to borrow,
    // nor one without tests of its own in a workspace whose test run runs each package's (`turbo run test`)
    const buildOnly =
      own &&
      ((lang(pkg)?.build !== undefined && lang(pkg)?.test === undefined && !lang(pkg)?.buildFeedsUsers) || top.workspace?.fansOut === true);
    let test: { command: string | undefined; paths: boolean; runner?: string; folder?: true; build?: string } | undefined = ownTest
      ? { ...ownTest, command: say(pkg, ownTest.command) }
      : ownGatedTest
        ? { command: ownGatedTest, paths: false }
        : buildOnly
          ? undefined
          : rootTest();
    // the project's own word on the file's paths (a guide line's `go test -v ./store/...`) comes first
    const routed = routedFor(file, pkg, top, 'test');
    if (routed) test = { command: routed, paths: false };
    // a file another runner's config takes (a Playwright spec) is that runner's to test
    const owner = own && lang(pkg) ? pkg : top;
    const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
    const suite = lang(owner)?.suites?.find((entry) => suiteTakes(entry.include, relative));
    // a bundler's config is the build's to check, not the tests'
    const built = suite ? undefined : lang(owner)?.built;
    const builds = built !== undefined && suiteTakes(built.include, relative);
    if (suite) test = { command: say(owner, suite.test), paths: suite.takesPaths ?? false };
    else if (builds || (lang(owner)?.untested && suiteTakes(lang(owner)!.untested!, relative))) test = undefined;
    // the patterns of the test files the package's own runner never runs
    const skipped = !suite && (ownTest ? lang(pkg) : lang(top))?.skips;
    const testRuns = skipped ? (path: string) => !runnerSkips(skipped, ownTest ? pkg.dir : '', path) : undefined;
    // a filter command (`pnpm --filter web test`) runs in the package: paths are the package's
    const base = suite ? owner.dir : ownTest ? pkg.dir : '';

    // guides and workflows are read for a type-check only for a language whose type-checker is the directory's
    const gatedTypecheck = (checks: () => GatedChecks) => (module?.typeCheck ? checks()[module.typeCheck] : undefined);
    // no type-checker guessed here: the modules give a folder the one its config asks for; a test run that type-checks
    // as it tests (`scripts/test` runs `scripts/check`, npm's `pretest: tsc`) is the type-check too
    const testCommand = test?.command;
    const testKinds = testCommand !== undefined ? lineKinds(testCommand, { dir: '', resolver }) : new Set<Kind>();
    // (a declared test run that runs other checks too names the runner that runs changed test files alone)
    const toolTest = suite || test?.folder ? undefined : say(owner, lang(owner)?.fileTest ?? lang(owner)?.test);
    // (one whose type-check leaves the file out, tsc given a config of other files, is no type-check of it)
    const testTypechecks = testKinds.has('typecheck') && typeChecks(own ? pkg : top, testCommand) !== false;
    // a changed test that runner may run alone (`vendor/bin/phpunit tests/ATest.php`, not `composer test`) keeps the
    // type-check of its own: whether the test run's type-check is done is the changed tests' run to say
    const runnerAlone = isTest(file) && toolTest !== undefined && toolTest !== testCommand;
    let typecheck =
      testTypechecks && !runnerAlone ? testCommand : own ? (say(pkg, typecheckOf(pkg)) ?? gatedTypecheck(ownGated)) : undefined;
    // a package whose own type-checker (its config, or the config its type-check is given) leaves the file out
    // leaves it to no other
    const refused = own && (typeChecks(pkg) === false || (declaredTypecheck(pkg) !== undefined && !typecheckOf(pkg)));
    if (!typecheck && !refused) typecheck = borrowed(say(top, typecheckOf(top)) ?? gatedTypecheck(() => gated('')));
    if (!typecheck && testTypechecks) typecheck = testCommand;
    if (typecheck && typeChecks(own ? pkg : top, typecheck) === false) typecheck = undefined;
    const whole = typecheck;
    if (typecheck && module?.typecheckPart) typecheck = module.typecheckPart(own ? pkg : top, file, typecheck);
    // a changed test its run compiles is type-checked by that run
    if (typecheck && testCommand && isTest(file) && lang(owner)?.compilesTests) typecheck = undefined;
    const nearest = <T>(pick: (owner: DirectoryProfile) => T | undefined) => (own ? pick(pkg) : undefined) ?? pick(top);
    let build = builds ? say(owner, built.build) : own && lang(pkg) ? say(pkg, lang(pkg)?.build) : say(top, lang(top)?.build);
    if (build === undefined && test?.build !== undefined) build = say(ownTest ? pkg : top, test.build);
    // a member's build its dependents read (its `dist`) is owed by its sources, not its tests; where it type-checks as
    // it builds (`tsdx build`), it is the type-check of those sources, none borrowed from the root
    // (a root that is a member of its own workspace borrows from no one)
    if (lang(pkg)?.buildFeedsUsers && build !== undefined) {
      const typecheckBorrowed = own && typecheck !== undefined && say(pkg, typecheckOf(pkg)) === undefined;
      if (typecheckBorrowed && lineKinds(build, { dir: '', resolver }).has('typecheck')) typecheck = isTest(file) ? undefined : build;
      if (isTest(file)) build = undefined;
    }
    // files compiled into the package another ecosystem tests: that ecosystem says what rebuilds it
    const rebuilds = lang(owner)?.rebuilt ? ecosystemNamed(lang(owner)?.via ?? '')?.evidence?.rebuilds : undefined;
    // (a test run that rebuilds nothing leaves the rebuild to the task the project declares for it, before the tests)
    if (rebuilds && build === undefined && testCommand !== undefined && !runsRebuild(testCommand, rebuilds))
      build = rebuildTask(owner, rebuilds);
    // a test run that builds with another tool than the build's (a Makefile's `make test` beside CMake) compiled the sources already
    const otherBuild =
      testCommand !== undefined && build !== undefined && ![...programsOf(testCommand)].some((program) => programsOf(build).has(program));
    return {
      dir: pkg.dir,
      language: language === 'other' ? undefined : (lang(pkg)?.via ?? lang(top)?.via ?? language),
      test: test?.command,
      testRunner: suite?.runner ?? test?.runner,
      testRuns,
      ...(lang(owner)?.testedIn && { testedIn: lang(owner)!.testedIn }),
      ...(lang(owner)?.testedWith && { testedWith: lang(owner)!.testedWith }),
      ...(lang(owner)?.modules && { testModule: collectedBy(lang(owner)!.modules!) }),
      testBuilds: testKinds.has('build') && otherBuild,
      testTypechecks,
      ...(rebuilds && { testParts: [(words: string[]) => rebuilds(words[0] ?? '', words.slice(1))] }),
      testTakesPaths: test?.paths ?? false,
      pathBase: base,
      ...(toolTest !== undefined &&
        toolTest !== test?.command && {
          toolTest,
          toolTestTakesPaths: lang(owner)?.fileTest !== undefined || lang(owner)?.takesPaths,
          toolTestRunsFiles: lang(owner)?.fileTest !== undefined,
        }),
      lint: testKinds.has('lint')
        ? testCommand
        : ((own ? (say(pkg, pickLint(pkg)) ?? ownGated().lint) : undefined) ?? borrowed(say(top, pickLint(top)) ?? gated('').lint)),
      typecheck,
      ...(typecheck !== undefined &&
        module?.typed?.test(file) === false &&
        !isManifestStandIn(file) &&
        typeChecks(own ? pkg : top, typecheck) === true && {
          typedByConfig: (words: string[], dir: string) =>
            dir === (own ? pkg : top).dir && typeChecks(own ? pkg : top, words.join(' ')) === true,
        }),
      ...(typecheck !== undefined && { typecheckParts: checkerParts(typecheck, typecheck !== whole) }),
      ...(typecheck !== undefined && lang(pkg)?.typecheckedWith && { typecheckedWith: lang(pkg)!.typecheckedWith }),
      build,
      baseline: own && lang(pkg) ? say(pkg, lang(pkg)?.baseline) : say(top, lang(top)?.baseline),
      dependencyBaseline: nearest((owner) => say(owner, owner.checks.dependencyBaseline)),
      generate: nearest((owner) => say(owner, owner.checks.generate)),
      migrate: nearest((owner) => say(owner, owner.checks.migrate)),
      makemigrations: nearest((owner) => say(owner, owner.checks.makemigrations)),
    };
  };
  /**
   * The folder whose install of an ecosystem refreshes package `dir`'s dependencies: a workspace that installs at its root
   * does, whichever package's manifest changed; a package without a command of its own (a workspace member whose lock is
   * the workspace's) takes the root's.
   */
  const installOwner = (ecosystem: Ecosystem, dir: string): DirectoryProfile => {
    if (ecosystemNamed(ecosystem)?.installsAtRoot?.(top)) return top;
    const pkg = dirs.get(dir) ?? top;
    return pkg.install[ecosystem] ? pkg : top;
  };
  const installFor = (ecosystem: Ecosystem, file: string) => {
    // the project's own install script its CI and guides run (`scripts/install`, filling the venv its `scripts/test` uses)
    const wrapper = projectWrapper(gatesFor(gatesAt(packageOf(file)), file).install);
    if (wrapper && lineKinds(wrapper, { dir: '', resolver }).has(`install:${ecosystem}`)) return wrapper;
    const owner = installOwner(ecosystem, packageOf(file));
    const command = owner.install[ecosystem];
    return command ? fromRoot(owner, top, command) : undefined;
  };
  /** Where that install runs: its owner's folder, or the root where the owner says it from there (`melos bootstrap`). */
  const installDir = (ecosystem: Ecosystem, dir: string) => {
    const owner = installOwner(ecosystem, dir);
    return owner.install[ecosystem]?.startsWith(FROM_ROOT) ? '' : owner.dir;
  };
  // each package's compiled files are read once, however many files ask
  const includes = new Map<string, (file: string) => boolean>();
  const compiledByBuild = (file: string) => {
    const dir = packageOf(file);
    let found = includes.get(dir);
    if (!found) includes.set(dir, (found = globMatcher(ECOSYSTEMS.flatMap((ecosystem) => ecosystem.compiledFiles?.(dir, project) ?? []))));
    return found(file);
  };
  /** The test classes a test file of its language's module declares, read once per file. */
  const testClasses = (file: string): string[] => {
    const module = ecosystemNamed(languageOf(file) ?? '');
    if (!module?.testClasses || !isTest(file)) return [];
    return project.memo(`test-classes\0${file}`, () => module.testClasses!(project.read(file) ?? ''));
  };
  return {
    dirs,
    gated: gatesAt,
    packageOf,
    isTest,
    checksFor,
    testClasses,
    installFor,
    installDir,
    generates,
    unlistedIn: unlisted,
    compiled: compiledByBuild,
    owned,
    ciTypechecks,
    resolver,
    files: project,
  };
}

/** Scripts and recipes of the loaded packages, found by package name, by directory, or anywhere. */
function resolverOf(root: string, dirs: Map<string, DirectoryProfile>): ScriptResolver {
  const wrappers = new Map<string, string | undefined>();
  // a workspace flag names a member: where the root's package shares its name (`-w @acme/cli`), the member's
  const byName = (pkg: string) => {
    const found = [...dirs.values()].filter((d) => d.name === pkg || d.dir === pkg.replace(/^\.\/|\/$/g, ''));
    return found.find((d) => d.dir !== '') ?? found[0];
  };
  const nearest = (dir: string) => {
    for (let parts = dir.split('/').filter(Boolean); ; parts = parts.slice(0, -1)) {
      const found = dirs.get(parts.join('/'));
      if (found && Object.keys(found.scripts).length > 0) return found;
      if (parts.length === 0) return undefined;
    }
  };
  return {
    script(name, dir, pkg) {
      const owner = pkg !== undefined ? byName(pkg) : nearest(dir);
      const own = owner ? scriptBodies(owner.scripts, name, owner.scriptHooks) : [];
      if (own.length > 0) return own;
      // a filter, `nx`, `turbo` or `-r` run may reach packages we did not load: any known body counts
      return [...dirs.values()].map((d) => ownEntry(d.scripts, name)).filter((body): body is string => body !== undefined);
    },
    packageDir: (pkg) => byName(pkg)?.dir,
    profile: (dir) => dirs.get(dir),
    profiles: () => [...dirs.values()],
    wrapper(word, dir, args) {
      // evidence asks again for each run of a turn: one read per script and arguments
      const key = [dir, word, ...args].join('\0');
      if (!wrappers.has(key))
        wrappers.set(key, wrapperBody(root, dir, word, args) ?? taskRun(word, args, (tool, name) => this.recipe(tool, name, dir)));
      return wrappers.get(key);
    },
    recipe(tool, name, dir) {
      return ownEntry(dirs.get(dir)?.recipes[tool], name) ?? ownEntry(dirs.get('')?.recipes[tool], name);
    },
    recipes(tool, dir) {
      return Object.keys(ownEntry(dirs.get(dir)?.recipes, tool) ?? ownEntry(dirs.get('')?.recipes, tool) ?? {});
    },
  };
}

interface DetectOptions {
  /** Directory for the cached profile; none: no cache. */
  cacheDir?: string;
}

/** The profile for this turn's files: the root, the packages they live in, and what CI gates on. */
export function detectProject(root: string, files: string[], options: DetectOptions = {}): ProjectProfile {
  const cached = options.cacheDir ? loadCachedProfiles(options.cacheDir, root) : undefined;
  const dirs = new Map<string, DirectoryProfile>();
  let dirty = false;
  // a package is read against its root (workspace, nx plugins): a changed root re-reads the packages too
  const usable = cached?.dirs.has('') ? cached.dirs : undefined;
  const load = (dir: string) => {
    if (dirs.has(dir)) return;
    const hit = usable?.get(dir);
    if (hit) dirs.set(dir, hit);
    else {
      dirs.set(dir, detectDirectoryProfile(root, dir, dirs.get('')));
      dirty = true;
    }
  };
  load('');
  // what the modules read after detection: bounded, and listed or computed once per turn
  const listed = new Map<string, string[]>();
  const memos = new Map<string, unknown>();
  const project: ProjectFiles = {
    read: (path) => readProjectFile(join(root, path), 256 * 1024),
    list: (dir) => listed.get(dir) ?? listed.set(dir, listDirectory(join(root, dir))).get(dir)!,
    memo: <T>(key: string, compute: () => T): T => (memos.has(key) ? (memos.get(key) as T) : (memos.set(key, compute()).get(key) as T)),
  };
  const nearest = new Map<string, string | undefined>();
  /** The package whose build compiles a file of no language from outside its folder (a test project's `docs/**\/*.md`). */
  const compiledBy = (file: string) =>
    languageOf(file) === undefined
      ? project.memo(`compiled-by\0${file}`, () =>
          MODULES.map((module) => module.compiledBy?.(file, project)).find((dir) => dir !== undefined),
        )
      : undefined;
  /** The package a file is of: the one whose build compiles it, else its nearest. */
  const packageOf = (file: string) => compiledBy(file) ?? nearestManifestDir(root, file, nearest) ?? '';
  for (const file of files) load(packageOf(file));
  const gated = new Map(cached?.gated);
  // one write for what this turn's checks read: the packages now, the gated checks a moment later
  let pending = false;
  const save = () => {
    if (pending || !options.cacheDir) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      // the other packages' cached profiles stay: a monorepo's next turn in another package is not a miss
      const kept = new Map([...(usable ?? []), ...dirs]);
      saveCachedProfiles(options.cacheDir!, root, kept, gated, cached?.stamps);
    });
  };
  if (dirty) save();
  // Workflows and guides (and the YAML reader) only when a package declares less than it needs;
  // the workflows are parsed once however many packages ask
  let steps: WorkflowStep[] | undefined;
  const gatedOf = (dir: string) => {
    let found = gated.get(dir);
    if (found === undefined) {
      gated.set(dir, (found = gatedChecks(root, dir, () => (steps ??= readWorkflowSteps(root)))));
      save();
    }
    return found;
  };
  // each list of globs is compiled once, however many files ask
  const matchers = new Map<string[], (file: string) => boolean>();
  const matcherOf = (globs: string[]) => matchers.get(globs) ?? matchers.set(globs, globMatcher(globs)).get(globs)!;
  // each directory's generator tasks are parsed once, however many files ask
  const tasks = new Map<DirectoryProfile, GeneratorTask[]>();
  const tasksOf = (owner: DirectoryProfile) => tasks.get(owner) ?? tasks.set(owner, generatorTasks(owner, project.read)).get(owner)!;
  const generates = (file: string): Generator | undefined => {
    for (const module of MODULES) {
      const found = module.generates?.(file, project, dirs.get(packageOf(file)));
      if (found) return found;
    }
    const top = dirs.get('')!;
    const pkg = dirs.get(packageOf(file)) ?? top;
    // what the project's guide says to run after changing the file's paths (`bin/fill-locales`)
    const step = routedFor(file, pkg, top, 'generate');
    if (step) return { command: step, text: 'Run what the project’s guide asks after changing it' };
    const task = generatorTaskFor(file, [...(pkg === top ? [] : tasksOf(pkg)), ...tasksOf(top)]);
    if (task) {
      const command = fromRoot(task.owner, top, task.command);
      return { command, text: 'Regenerate the code generated from it', ...(task.also && { also: fromRoot(task.owner, top, task.also) }) };
    }
    // what CI regenerates and fails on when the committed files differ
    const drift = top.regenerated?.find(
      ({ inputs, code }) => matcherOf(inputs)(file) || (code && !isTestFile(file) && matcherOf(code)(file)),
    );
    return (
      drift && { command: drift.command, text: 'Regenerate the files CI checks are up to date', ...(drift.also && { also: drift.also }) }
    );
  };
  const unlisted = (file: string) =>
    ECOSYSTEMS.map((ecosystem) => ecosystem.unlistedIn?.(file, project.read, project.list)).find((found) => found !== undefined);
  return composeProfile(root, project, dirs, gatedOf, packageOf, generates, unlisted, () => (steps ??= readWorkflowSteps(root)));
}
