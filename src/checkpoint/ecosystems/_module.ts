// What one module declares: the contract between the engine (profile.ts, project.ts, intent.ts,
// categories.ts...), which reads these declarations and names no tool, manifest or ecosystem, and the
// modules, which fill them. A module is an ecosystem (a language's manifests, tools and files) or a tool
// of no one ecosystem (a task runner, Docker, CI workflows). This file imports nothing, so both sides
// import it and no file circle forms; modules import, besides it and each other, only files that import
// no module (shell.ts, project-file.ts, util/).

/** An ecosystem's name, as its module gives it (`ecosystems/index.ts` has the union of those known). */
export type EcosystemName = string;
/** A tool whose named entries the project declares, keying the profile's recipes: make targets, just recipes, hatch env scripts, pixi tasks, composer scripts, mix aliases, pre-commit hooks. */
export type RecipeTool = string;
/**
 * What a command does. `baseline`: a CI baseline compared or rewritten (an API dump, a dependency
 * guard); `makemigrations`: a migration written from the models; `config`: build configuration
 * validated (an image built, a workflow linted).
 */
export type Kind =
  | 'test'
  | 'lint'
  | 'typecheck'
  | 'build'
  | 'migrate'
  | 'makemigrations'
  | 'generate'
  | 'baseline'
  | 'config'
  | `install:${EcosystemName}`;

export interface LanguageChecks {
  test?: string;
  lint?: string;
  /** The language's own type-check or analyzer (phpstan, `dart analyze`); TypeScript's and Python's are in `checks`. */
  typecheck?: string;
  /** A build the change needs that no test run does (CMake), or the only check there is (a library without tests). */
  build?: string;
  /** The build writes what other packages read (a workspace member's `dist`): it comes before the tests, not in their place. */
  buildFeedsUsers?: boolean;
  /** A baseline CI compares the source with (a Kotlin API dump). */
  baseline?: string;
  /** The test command accepts test file paths (vitest, jest, pytest...). */
  takesPaths?: boolean;
  /**
   * The runner that runs changed test files alone, taking their paths, where the test command runs other checks beside it
   * (`composer check`'s phpunit) or takes none (a `make test`, where the guides run one file with `python -m pytest tests/test_a.py`).
   */
  fileTest?: string;
  /** Packages whose test runs test this one's code, root-relative (the crates that use a proc-macro crate without tests). */
  testedIn?: string[];
  /** Packages whose tests are owed with this one's, root-relative (the crates of its workspace that depend on it): a test run reaches each too. */
  testedWith?: string[];
  /** The files each part of a type-check made of several scripts checks (composer `analyze`'s `composer phpstan`, `composer psalm`): patterns named for their analyzer. */
  analyzedBy?: Record<string, string[]>;
  /** Packages whose type-check is owed with this one's, root-relative (the members that compile its source): a type-check run reaches each too. */
  typecheckedWith?: string[];
  /**
   * Test targets run only when named (cargo's `[[test]]` with `test = false`, as CI or the guides run it: `cargo test --test gui`),
   * each with the folders beyond its package it tests, root-relative: what the workspace crates its package uses embed (their `front-end/`).
   */
  namedTests?: Record<string, string[]>;
  /** The test command is the project's own declaration (a package script), not a guessed tool. */
  declared?: boolean;
  /** Test files the test command's runner never runs, by its config (jest's `testPathIgnorePatterns`, outside its `roots`): RegExp sources over the package-relative path with a leading `/`. */
  skips?: string[];
  /** Test modules its runner collects by names of the project's own (pytest's `python_files = tests_*.py`, vitest's `include` of `src/**\/test.ts`): RegExp sources over the base name. Such a file is a test file. */
  modules?: string[];
  /** The test run type-checks the files too (vitest's `typecheck.enabled`): no type-checker is guessed beside it. */
  typechecks?: boolean;
  /** The build the project's CI or guides run type-checks the sources as it writes their declarations (tsup's `dts: true`), and nothing runs tsc: no type-checker is guessed beside it (the root's, for the whole workspace). */
  buildTypechecks?: boolean;
  /** The test run compiles each test file it runs, type errors and all (Dart's): a changed test owes no type-check beside its run. */
  compilesTests?: boolean;
  /** Test runs whose own configuration takes some of the package's files (Playwright's `testDir`): globs relative to the package, and the program a run must reach to test them. */
  suites?: { include: string[]; test: string; runner: string; takesPaths?: boolean }[];
  /** Files of the package no test run reads (Storybook's stories): globs relative to the package; their change asks no tests. */
  untested?: string[];
  /** Files only the package's build reads (a bundler's config, a script the build runs): globs relative to the package; their change asks that build, no tests. */
  built?: { include: string[]; build: string };
  /** The checks are another ecosystem's: a maturin crate is built and tested through Python. */
  via?: EcosystemName;
  /** Its files are compiled into the package `via` tests (a Python package's C extension): a test run reads a change only beside a rebuild (that ecosystem's `evidence.rebuilds`). */
  rebuilt?: boolean;
}

export type CheckName = 'test' | 'lint' | 'typecheck' | 'pytypecheck' | 'generate' | 'migrate' | 'makemigrations' | 'dependencyBaseline';

/**
 * `generate`: what a guide says to run after changing the paths its line names (`bin/fill-locales`), never a gate of every file.
 * `install`: the project's own install script CI and the guides run (`scripts/install`).
 */
export type GateKey = 'test' | 'lint' | 'typecheck' | 'pytypecheck' | 'generate' | 'install';

/** A command the project gates on, and the files it is for: GitHub's ordered `paths`, a `!` pattern leaving files out; none, every file. */
export interface Gate {
  command: string;
  paths?: string[];
}

/** Each check's candidates in the order found: the first that runs on every file, and those for some paths. */
export type Gates = Partial<Record<GateKey, Gate[]>>;

export interface DirectoryProfile {
  /** Root-relative directory; '' is the root. */
  dir: string;
  /** package.json / Cargo.toml / pom name, for per-package commands. */
  name?: string;
  ecosystems: EcosystemName[];
  /** package.json scripts, deno.json tasks and nx targets: name -> body. */
  scripts: Record<string, string>;
  /** How each of `scripts` runs, in the spelling of the tool that declares it (`npm run gen`, `deno task gen`, `{nx} run web:gen`). */
  scriptCommands: Record<string, string>;
  /** A run of script `x` runs `prex` before it and `postx` after it (npm's, bun's and yarn 1's; never pnpm's or later yarn's). */
  scriptHooks?: boolean;
  /** make/just/task targets, hatch env scripts (`env:name`), pixi tasks, composer scripts, mix aliases: name -> body. */
  recipes: Partial<Record<RecipeTool, Record<string, string>>>;
  /** The folder of the build it is a project of, where that is not the root's (a standalone Gradle build nested in the repository, `samples/sample`, its own settings): a run of another build never reaches it. */
  nestedBuild?: string;
  /** Its build needs other modules of the same build built first (a Maven module on `${project.version}` of a sibling): a run from the root builds them too. */
  needsSiblings?: boolean;
  /** Other modules of the same build depend on it or inherit it (a Maven module its siblings list, a parent pom they name): a run of it tests them too (`-amd`). */
  neededBy?: boolean;
  /** The directory's task-runner checks the project's CI or guides run as they are (`make format-check`): they outrank a language's own tool. */
  said?: string[];
  /**
   * The files each test its build declares is built from, by the test's name, root-relative (Meson's `test('add',
   * executable('test-add', 'test/add.c'))`); empty where its build declares tests in a way not read (which is unknown).
   */
  testSources?: Record<string, string[]>;
  /** Programs its build makes that its declared tests run (CMake's `add_test(NAME t COMMAND uv_run_tests)`), by name: run by their path, they run those tests. */
  testPrograms?: string[];
  /** The files a recipe declares it reads (a Taskfile task's `sources:`), as globs relative to the directory. */
  recipeInputs?: Partial<Record<RecipeTool, Record<string, string[]>>>;
  /** The files a recipe runs on, a pattern over root-relative paths (a pre-commit hook's `files:`): others never start it. */
  recipeFiles?: Partial<Record<RecipeTool, Record<string, string>>>;
  /**
   * Recipes whose body runs as written, without the tool that declares them (a local pre-commit hook of language `system`,
   * its `entry`): a generator among them is advised as its body, which needs no hook runner, the tool's run settling it too.
   */
  plainRecipes?: Partial<Record<RecipeTool, string[]>>;
  /** Checks of the directory's task runner (make/just/task targets, pixi tasks) and type-checkers: any language. */
  checks: Partial<Record<CheckName, string>>;
  /** Checks per language: a package script, or the ecosystem's usual tool. */
  languages: Partial<Record<EcosystemName, LanguageChecks>>;
  /** Install (dependency refresh) command per ecosystem; `{file}` is the changed manifest. */
  install: Partial<Record<EcosystemName, string>>;
  /**
   * tsconfig.json here: `*.ts` below it need a type-check. `named`: the files the configs its scripts' tsc is
   * given (`tsc -p tsconfig.source.json`) take, by config. `checkJs`: the config type-checks the JavaScript it takes.
   */
  tsconfig?: {
    include?: string[];
    exclude?: string[];
    files?: string[];
    checkJs?: boolean;
    solution: boolean;
    named?: Record<string, { include?: string[]; exclude?: string[]; files?: string[]; checkJs?: boolean }>;
    /** Where tsc writes what it compiles (`outDir`) from where (`rootDir`), relative to the directory. */
    emits?: { rootDir: string; outDir: string };
  };
  /** The files the directory's type-checker config names (mypy `files`, pyright `include`, phpstan `paths`), relative to the directory; `!pattern`: left out (phpstan `excludePaths`). */
  typecheckFiles?: string[];
  /** What the directory's guides say to run for the paths a line names (`| Store | `store/` | `go test -v ./store/...` |`), said from the root. */
  routes?: Gates;
  /** Test commands (said from the root) per project directory, for ecosystems whose tests are projects of their own (.NET). */
  projectTests?: Record<string, string>;
  packageManager?: string;
  /** Root of a workspace, by the module that says so (its package manager's workspaces, Cargo's `[workspace]`, Maven modules, Gradle subprojects). */
  workspace?: {
    node?: boolean;
    cargoVirtual?: boolean;
    cargo?: boolean;
    maven?: boolean;
    gradle?: boolean;
    /** A Mix umbrella (`apps_path:`): a run at its root runs each app's. */
    mix?: boolean;
    /** Its Gradle settings compute the projects' names (`include(":http4k-$module")`): a project they do not spell is run from its folder (`-p`). */
    gradleComputed?: boolean;
    /** Its test run runs each package's own tests (`turbo run test`), or one member's: a package without one has none to borrow. */
    fansOut?: boolean;
  };
  /** Targets the nx plugins of this workspace root (nx.json `plugins`) add to its projects. */
  nxInferred?: InferredTarget[];
  /**
   * Commands CI runs before failing on a tree that differs from the commit (the root's alone), said from the root, each
   * with the files its definition reads as root-relative globs (`code`: the sources of its language it reads, tests
   * aside, where it names nothing narrower): a change to one of them owes the regeneration.
   */
  regenerated?: { command: string; also?: string; inputs: string[]; code?: string[] }[];
  /** Files whose mtimes key the cached profile. */
  sources: string[];
}

/** A target an nx plugin adds to every project that has a matching config file (patterns as RegExp sources). */
export interface InferredTarget {
  target: string;
  /** What the target runs, for judging evidence (`nx test web` runs vitest). */
  body: string;
  config: string;
  /** A second file the project must also have (the vite plugin's typecheck needs a tsconfig). */
  needs?: string;
  /** The plugin entry's include/exclude globs, over the config file's root-relative path. */
  include?: string[];
  exclude?: string[];
}

/** A build or dependency folder, never part of a snapshot of untracked files. */
export interface BuildFolder {
  /** Folder name, or a name glob with one `*` (`cmake-build-*`). */
  folder: string;
  /** Only beside a file of these names (a `bin` folder is .NET's only next to a project file). */
  beside?: RegExp;
}

/**
 * How the engine judges the parts of a command a module's program runs: another command, a declared
 * task's body, a script of a package. Each call goes one level deeper (a chain of scripts stops).
 */
export interface Judge {
  /** Root-relative folder the command runs in. */
  dir: string;
  /** What a command (its words as written) does; `dir` relative to the command's folder. */
  command(words: readonly string[], dir?: string): Set<Kind>;
  /** What a line of commands (a declared body) does. */
  line(body: string, dir?: string): Set<Kind>;
  /** What an entry does by its name alone (`lint:style`, a tox env `py311`). */
  byName(name: string): Set<Kind>;
  /** What a body does, and what its name says when the body only builds or installs (`check: all ./run-tests.sh`). */
  withName(kinds: Set<Kind>, name: string, body?: string): Set<Kind>;
  /** The body of a task the project declares with `tool` (a make target, a hatch script, a pre-commit hook) in `dir` (relative), else at the root. */
  recipe(tool: RecipeTool, name: string, dir?: string): string | undefined;
  /** The names of the tasks the project declares with `tool` in `dir` (relative), else at the root: tox's envs. */
  recipes(tool: RecipeTool, dir?: string): string[];
  /**
   * What a script a package declares does (package.json scripts, deno tasks, nx targets): its bodies', else
   * the binary of that name when `binary` (`yarn tsc`), else its name's. `pkg` names the package (a name or a
   * root-relative folder); none: the package the command ran in.
   */
  script(name: string, options?: { args?: string[]; pkg?: string; binary?: boolean }): Set<Kind>;
}

/** A file's test and lint commands as said from the root, and the package they belong to. */
export interface FileCheckCommands {
  dir: string;
  test?: string;
  lint?: string;
  /** Packages whose test runs test the file too (a Gradle project of tests alone that depends on its module), root-relative. */
  testedIn?: string[];
  /** The test files that read this file of a test folder (a data provider they `require`), root-relative: its changed tests are theirs. */
  testedBy?: string[];
  /**
   * Packages whose code uses the file's package through the project's own copy of it (a nested Go module that `replace`s
   * the module by `../` and imports the package), root-relative, each with its test run said from the root: owed beside the
   * file's own, each a run of its own.
   */
  dependents?: { dir: string; test: string }[];
}

/** The names a filtered test run runs: test classes (a file's name holds one), or packages, targets and projects (a folder's name is one). */
export interface TestFilter {
  names: string[];
}

/** Every value of an option (`--tests A --tests B`, `--filter=X`, `-Dtest=A,B`), in order. */
export function optionValues(args: readonly string[], options: readonly string[]): string[] {
  const values: string[] = [];
  args.forEach((arg, i) => {
    if (options.includes(arg) && args[i + 1] !== undefined) values.push(args[i + 1]);
    const inline = options.find((option) => arg.startsWith(`${option}=`));
    if (inline) values.push(arg.slice(inline.length + 1));
  });
  return values;
}

/**
 * What a JVM-style test name names (`com.x.FooTest.method`, `*FooTest`, `Foo#bar`): its last segment that starts
 * upper-case, the class; else its last segment, a package (`com.x.web.*`).
 */
export function className(name: string): string | undefined {
  const segments = name.replace(/#.*$/, '').replace(/[*?]/g, '').split('.').filter(Boolean);
  return [...segments].reverse().find((segment) => /^[A-Z]/.test(segment)) ?? segments[segments.length - 1];
}

/** What a module says a run reached with (run-scope.ts fills these in): folders, packages, or the whole project. */
export interface ScopeTerms {
  /** The folder the command ran in (undefined at the root: the whole project). */
  here: string[] | undefined;
  /** A package named in the command (`-p core`): that package alone; an unknown plain name is another package. */
  byName(name: string | undefined): string[] | undefined;
  /** One package's files, not those of the packages nested below it (a Go module's `./...`). */
  packageOnly(dir: string): string;
  /** One folder's files, not its subfolders (`go test ./store`). */
  folderOnly(dir: string): string;
  /** A folder and the folders below it (`go test ./store/...`). */
  folderTree(dir: string): string;
  /** A path a runner was given (`pytest tests/a`): the tests below it, and the code of its package. */
  given(path: string): string;
  /** One file alone, no other of its package (the source of a test a run names: `meson test -C build add`). */
  file(path: string): string;
  /** A filter a runner run in `dir` matches test files' paths against (`vitest run parse`): the tests whose path from there holds it. */
  matching(dir: string, filter: string): string;
  /** The value of the first of these options (`--package core`, `-p=core`). */
  flagValue(flags: string[]): string | undefined;
  /** The folder of a loaded package its tool knows by this name (a Gradle project path, a crate's name). */
  named(name: string): string | undefined;
  /** The profile of a loaded package folder. */
  profile(dir: string): DirectoryProfile | undefined;
  /** The profiles of the loaded packages: the root's and those of the turn's files. */
  packages(): DirectoryProfile[];
  /** Is this root-relative folder a build folder, whose run is the whole project's (`make -C build`)? */
  buildFolder(path: string): boolean;
  /** How far another command, run in the same folder, reaches (`python runtests.py x` is the wrapper's run, `./runtests.py x`). */
  command(words: string[]): string[] | undefined;
  /** The body of a task the project declares with `tool` in the folder the command ran in (a make target's recipe). */
  recipe(tool: RecipeTool, name: string): string | undefined;
}

/** How the ecosystem's commands look in a transcript. */
export interface EvidenceTable {
  /** How far one of its runs reached (`cargo test -p core`, `./gradlew :lib:test`); undefined: not its program. */
  scope?: (program: string, args: string[], dir: string, terms: ScopeTerms) => { reach: string[] | undefined } | undefined;
  /**
   * The test classes, packages or targets a run is narrowed to by a filter (`--tests '*.FooTest'`, `-Dtest=Foo`,
   * `--filter FooTests`): a changed test file none of them names was not run. undefined: no filter, or not its program.
   */
  testFilter?: (program: string, args: string[]) => TestFilter | undefined;
  /** Programs that do a kind whatever their arguments (`phpunit` tests). */
  programs?: Partial<Record<Kind, string[]>>;
  /** Programs whose first positional word says the kind (`mix test`, `swift build`). */
  subcommands?: Record<string, Partial<Record<Kind, string[]>>>;
  /**
   * What a program whose arguments say more than a subcommand does (`mvn -pl core test`), or whose run is
   * a declared task, a package's script or another command (`make test`, `npm run lint`, `go run x@v1`),
   * judged through `judge`. `args` are the words after the program, wrappers stripped.
   */
  kinds?: (program: string, args: string[], judge: Judge) => Iterable<Kind>;
  /**
   * What a launcher's run does beyond what the program it runs says by its name (`uv run` syncs the environment first;
   * `dart run test` runs package:test's runner, named as the shell's `test` is): its words as written.
   */
  launched?: (program: string, args: readonly string[]) => Iterable<Kind>;
  /** Words a task's name says what it does by, as RegExp sources (`clippy` is a lint, a tox env `py311` the tests, `proto` a generator). */
  names?: Partial<Record<'test' | 'lint' | 'typecheck' | 'generate', string>>;
  /**
   * Options that make a checker fail on more than its default run does (`dart analyze --fatal-infos`, which fails on an
   * info too), by program: a type-check that gives them is done only by a run that gives them as well.
   */
  strict?: Record<string, string[]>;
  /** Checkers that check nothing unless given the files (`clang-tidy`): named alone, they are no command to run. */
  needsPaths?: string[];
  /** Does this command rebuild the package's compiled extensions where its tests import them (`pip install -e .`)? `args` are the words after the program. */
  rebuilds?: (program: string, args: string[]) => boolean;
  /** Test runners and checkers that take file paths (`pytest`, `node --test`): a run naming paths reaches those files only. */
  pathTaking?: string[];
  /** Does this command install or rewrite the ecosystem's dependencies? `args` are the positional words. */
  installs?: (program: string, args: string[], words: string[]) => boolean;
  /** Launchers and package managers of the ecosystem: a test they run is this ecosystem's (`npm`, `composer`). */
  launchers?: string[];
  /** Formatters and fixers: the paths a run with these arguments writes (`.`: its folder), undefined when it writes nothing. */
  writers?: Record<string, (args: string[]) => string[] | undefined>;
  /** The extensions a writer formats when they are not only its ecosystem's (prettier formats CSS, JSON, Markdown). */
  formats?: Record<string, readonly string[]>;
}

/** The files of the project a module may read after detection: root-relative, bounded. */
export interface ProjectFiles {
  read(path: string): string | undefined;
  list(dir: string): string[];
  /** A value computed once per judged turn (a folder's generator directives, asked for by each of its files). */
  memo<T>(key: string, compute: () => T): T;
}

/** What a directory's detection may read and ask: every read bounded, every judgement budgeted. */
export interface DetectContext {
  /** Absolute path of the directory. */
  path: string;
  /** Root-relative directory ('' is the root). */
  dir: string;
  names: string[];
  /** The root's profile when this is a package below it. */
  top?: DirectoryProfile;
  /** A file's text (bounded); recorded as a source of the profile. */
  text(name: string): string | undefined;
  json(name: string): Record<string, unknown> | undefined;
  toml(name: string): Record<string, unknown> | undefined;
  /** Does a path (relative to the directory) exist? */
  exists(relative: string): boolean;
  list(relative: string): string[];
  /** The best-named entry that does `kind`: `preferred` names first, then any whose name says it. */
  pick(entries: Record<string, string>, kind: Kind, preferred: string[]): string | undefined;
  /** What a declared body does (by its name when the body says nothing). */
  kinds(body: string, name: string): Set<Kind>;
  /** What an entry does by its name alone (a tox env, a nox session). */
  byName(name: string): Set<Kind>;
  /** Does a declared test body run a runner that takes test file paths? */
  takesPaths(body: string): boolean;
  /** Does the project's CI or contributor guide run `program` in this directory (`here`) or anywhere? Where an ecosystem has two tools, the one the project uses. */
  says(program: string, where: 'here' | 'anywhere'): boolean;
  /** The commands the project's CI and contributor guides run, as written. */
  saidCommands(): string[];
}

export interface EcosystemModule {
  name: string;
  /** Code file extensions of its languages. */
  extensions: readonly string[];
  /** Build files written in its language, code whatever their extension says (`CMakeLists.txt`). */
  buildFiles?: RegExp;
  /** Dependency manifests and lockfiles, by base name. */
  manifests?: RegExp;
  /** Dependency manifests its folder makes one whatever their base name (`requirements/test-ci.txt`): a RegExp over the root-relative path. */
  manifestPaths?: RegExp;
  /** Base names that make a directory a project of this ecosystem (its nearest package). */
  markers?: RegExp;
  /** Files that make a folder a package by its name (a Gradle project's `<folder>.gradle.kts`, where settings set `buildFileName`; a requirements.txt outside a test folder). */
  folderMarkers?: (folder: string) => string[];
  /** Folders below a package whose projects its build runs as test inputs (Maven invoker's `src/it/<name>/pom.xml`): no packages of their own. */
  inputProjects?: RegExp;
  /** Build and dependency folders. */
  buildFolders?: readonly BuildFolder[];
  /** The extension whose checks a manifest change owes, for a module that claims none (Deno's TypeScript, pixi's Python). */
  checkedAs?: string;
  /** Files its generators write (`user.g.dart`): a change to one is the generator's, not the turn's. */
  generatedFiles?: RegExp;
  /**
   * Files no extension makes code that are its own inside a package it detected (a Helm chart's templates
   * and values): a RegExp over the package-relative path.
   */
  packageFiles?: RegExp;
  /**
   * Files inside a package it detected that the package serves as they are (Phoenix's `priv/static/` scripts): no
   * test run or check of the project's CI or guides reads them. A RegExp over the package-relative path.
   */
  servedFiles?: RegExp;
  /** Files of its language that are tests by name. */
  testFiles?: RegExp;
  /** Its declarations outrank the task runners' (pixi tasks over make targets), or read theirs: it detects after the tool modules. */
  afterTaskFiles?: boolean;
  /** Files its type-checker reads, code or not (`*.ts`, `tsconfig.json`): a change asks for the type-check; none: its analyzer reads every file of its language. */
  typed?: RegExp;
  /** The directory check that type-checks its files (`typecheck`, `pytypecheck`), where the type-checker is the directory's rather than the language's own. */
  typeCheck?: 'typecheck' | 'pytypecheck';
  /** Does type-check `command` of folder `owner` take this root-relative file (tsconfig `include`, mypy `files`)? No command: does its own config? undefined: it says nothing. */
  typeChecks?(owner: DirectoryProfile, file: string, command?: string): boolean | undefined;
  /** The part of type-check `command` of folder `owner` that checks this root-relative file, where the command joins runs of different files (`mypy pkg && mypy tests`). */
  typecheckPart?(owner: DirectoryProfile, file: string, command: string): string;
  /** In a package of this ecosystem and not of `adopts`, files of that language are this one's (TypeScript in a Deno package). */
  adopts?: EcosystemName;
  /** The adopted language's own build is a second build of the same code: its test runs (CMake's ctest beside Meson) test the files this one adopts too. */
  adoptedBuildTests?: boolean;
  /** A workspace of this root installs at the root, whichever package's manifest changed (npm, pnpm, yarn workspaces). */
  installsAtRoot?(root: DirectoryProfile): boolean;
  /** Its migrations: the files that are migrations or the schema they come from, the models whose change needs one written, the files writing one adds. */
  migrations?: { files?: RegExp; models?: RegExp; written?: RegExp };
  /** Schemas its generators read (`*.proto`): a change regenerates, where the project declares a generator. */
  schemaFiles?: RegExp;
  /** Build configuration it reads (a Dockerfile, a CI workflow), and the command that validates a changed one. */
  buildConfig?: { files: RegExp; validate(file: string): string | undefined };
  /** How its tools say a failure: a module they could not find (its name in group 1), or the failure in their words (a TS2322 type error). */
  failures?: { missingModule?: RegExp[]; describe?(output: string): string | undefined };
  /**
   * Config files of CI systems besides GitHub's workflows, each read into the scripts its jobs run: `dir` where
   * a script starts (root-relative), `env` the plain variables the job sets.
   */
  ciScripts?: Record<string, (text: string) => { dir: string; script: string; env: Record<string, string> }[]>;
  /** CI actions (`uses:`) that run the project's own checks, each as the command it stands for (`pre-commit/action`). */
  actions?: Record<string, string>;
  /** CI actions (`uses:`) that run a command given in their `with:` and fail when it leaves the tree differing from the commit (`nickcharlton/diff-check`), each as that input's name. */
  driftActions?: Record<string, string>;
  /** What a command needs a toolchain for that CI installs in its job and a contributor's default lacks (Rust's `-Z` flags): no gate to ask for. */
  unstable?: RegExp;
  /** A wrapper script written in its language (no shell shebang), as the command line it amounts to (Rails' `bin/test` is `rails test`), its arguments `args`. */
  script?(text: string, args: string): string | undefined;
  /**
   * The test classes a test file's code declares, whatever its name says (`final class DateDependencyTests: XCTestCase` in
   * `DateTests.swift`): a run's filter that names one runs the file.
   */
  testClasses?(text: string): string[];
  /** The run of these test files (relative to where `command` runs) when `command` is this module's: `go test ./a ./b`, `npm test -- a.test.ts`. */
  changedTests?(command: string, files: string[], takesPaths: boolean): string | undefined;
  /**
   * The task runner whose entries it declares in the profile's recipes, how one runs (`pixi run gen`), and what a run
   * that hands a recipe words runs (`just test tests/a.py`: the recipe's body, the words in place of its parameter), by
   * the recipes of the folder it ran in; undefined: no recipe takes them.
   */
  tasks?: {
    tool: RecipeTool;
    run: (name: string) => string;
    given?: (args: string[], recipe: (name: string) => string | undefined) => string | undefined;
  };
  /** Reads one directory's declarations into its profile. */
  detect?(context: DetectContext, profile: DirectoryProfile): void;
  /**
   * The files a run of one of its build's own tasks reads by the task's definition (a Gradle task's `--proto_path=`
   * folder, through the tasks it depends on), relative to the directory `context` reads; undefined: not its task.
   */
  taskInputs?(command: string, context: DetectContext): string[] | undefined;
  /**
   * The shell commands a run of one of its build's own tasks runs by the task's definition (a rake task's `sh('test -z
   * "$(git status --porcelain manual)"')`), relative to the directory `context` reads; undefined: not its task.
   */
  taskCommands?(command: string, context: DetectContext): string[] | undefined;
  /**
   * A package's command said from the project root the way the workspace says it (`pnpm --filter web
   * test`, `cargo test -p core`, `./mvnw -pl core test`, `./gradlew :lib:test`); undefined: not one of
   * this ecosystem's commands, and the engine says `cd <package> && <command>`.
   */
  fromRoot?(command: string, pkg: DirectoryProfile, root: DirectoryProfile): string | undefined;
  /** Does a source file's text declare public API, which an API baseline compares? false: every declaration is internal or private. */
  declaresApi?(file: string, text: string): boolean;
  /**
   * A file's own narrowing of its package's checks, from what the file's code says (a Rust module a cargo
   * feature gates: `--features ws`), and what a run must say to reach it, or what run alone settles its test (a cross
   * build, `GOOS=windows go build`, of a file only another system builds: its words and the variables it set), and the runs
   * its test is made of where no one run of the project's does it all (nextest's, which runs no doctests, and `cargo test
   * --doc`): each met by a run of its own or one that does both (`cargo test`), or the test files that read it (a data
   * provider, `testedBy`), whose runs reach it; undefined: as they are.
   */
  refine?(
    file: string,
    checks: FileCheckCommands,
    project: ProjectFiles,
  ):
    | (FileCheckCommands & {
        reaches?: (words: string[], env: string[]) => boolean;
        settles?: (words: string[], env: string[]) => boolean;
        parts?: ((words: string[], env: string[]) => boolean)[];
        /** The root's test target whose recipe runs a command that reaches the file (`make test`'s feature matrix) outranks the narrowed run. */
        targeted?: boolean;
      })
    | undefined;
  /** Files outside its languages that package `dir`'s build compiles (a README rustdoc includes with `include_str!`, a .NET project's `AdditionalFiles`), root-relative globs. */
  compiledFiles?(dir: string, project: ProjectFiles): string[];
  /**
   * The package whose build compiles this file of no language from outside its own folder (a test project's
   * `<AdditionalFiles Include="..\\..\\docs\\**\\*.md" />`, which its source generator writes tests from): the file is that package's.
   */
  compiledBy?(file: string, project: ProjectFiles): string | undefined;
  /** The project files a source file of its language imports or embeds, root-relative (an extension the language resolves may be left off). */
  imports?(file: string, text: string): string[];
  /**
   * The generator a file feeds by what it says (a Dart part build_runner writes, a `//go:generate` directive): the command and
   * why, and the files of other packages whose generators read it too (`readBy`), which a regeneration must reach.
   */
  generates?(
    file: string,
    project: ProjectFiles,
    pkg: DirectoryProfile | undefined,
  ): { command: string; text: string; readBy?: string[] } | undefined;
  /** The build file a new source file must be listed in, when it lists its folder's sources by name (CMake). */
  unlistedIn?(file: string, read: (path: string) => string | undefined, siblings: (dir: string) => string[]): string | undefined;
  /**
   * Does this change of a manifest (its text before and after) touch what the project depends on? false: only
   * its tools' settings changed (`[tool.ruff]`, `"prettier"`), which owe no install and no test run; 'tests': only
   * its test runner's (`[tool.pytest.ini_options]`), which owe the tests alone.
   */
  dependencyChange?(file: string, before: string, after: string): boolean | 'tests';
  /**
   * A manifest's entries of packages the type-checker is or reads, with their constraints (`"typescript": "^5.6"`, `types-requests>=2`,
   * `"phpstan/phpstan": "^2"`, a library its package's code imports, read through `project`): a change of them owes the type-check too.
   */
  checkerPackages?(file: string, text: string, project?: ProjectFiles): string[];
  /**
   * The parts of a manifest its checks can run under one by one, that this change (its text before and after) touched: an
   * Appraisals file's appraisals whose blocks differ. undefined: the change reaches them all (a line outside every block).
   */
  changedParts?(file: string, before: string, after: string): string[] | undefined;
  /**
   * A check's command run against this changed manifest, where it is not the one the tools read by default (a matrix gemfile):
   * in `owner`, the manifest's package, and under `parts` alone, the ones the change touched (`changedParts`) where known.
   */
  underManifest?(command: string, file: string, owner: DirectoryProfile, parts?: string[]): string;
  /** The install command for this turn's changed manifests (base names; `files`: their paths), from the detected one; undefined: none is owed. */
  installFor?(command: string, changed: string[], files: string[]): string | undefined;
  /** Does this run, which installs nothing by its name, settle a changed manifest all the same (Go's `go test`, which fails where go.sum lacks what go.mod requires)? */
  installChecked?(words: string[]): boolean;
  /**
   * Is this install another package manager's than the advised ones (`npm install` where `yarn install` is advised:
   * npm reads no yarn.lock)? It settles none of them.
   */
  foreignInstall?(advised: string[], words: string[]): boolean;
  /**
   * Does this install, run for package `dir` (root-relative), leave the copy of its dependencies the project commits as it was
   * (`go mod tidy` beside a committed `vendor/`, which `go mod vendor` writes)? It settles no changed manifest of that package.
   */
  installLeaves?(words: string[], dir: string, project: ProjectFiles): boolean;
  /** Does this install only install what the lock holds, with a warning where the manifest moved on (`composer install`)? It settles no install that must rewrite the lock. */
  installsLocked?(words: string[]): boolean;
  evidence?: EvidenceTable;
}

/** A nested value of a parsed manifest, when it is an object. */
export const section = (value: unknown, ...path: string[]): Record<string, unknown> | undefined => {
  let current = value;
  for (const key of path) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
};

export const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** The name of a test program a build makes, run by its path (`./tests`, `build/unit_tests`, `json-test`). */
export const TEST_PROGRAM = /^([\w-]+[_-])?(unit[_-]?)?tests?([_-](all|suite|runner|main))?(\.exe)?$/i;
/** A folder a build writes its programs to (`build`, `test/build`, `cmake-build-debug`, `target/debug`), not one of scripts (`bin`). */
export const BUILT_PROGRAMS = /^(build|_build|builddir|out|target|cmake-build-[\w-]+|zig-out)$/;

/** Stands for "already said from the project root": the engine does not prefix `cd <package> &&`. */
export const FROM_ROOT = '{root} ';

/** The plain values of a map of CI variables (a workflow's `env:`, a job's `variables:`), no CI expression in them. */
export function plainEnv(env: unknown): Record<string, string> {
  if (!env || typeof env !== 'object') return {};
  return Object.fromEntries(
    Object.entries(env).flatMap(([name, given]) =>
      (typeof given === 'string' || typeof given === 'number') && !String(given).includes('${{') ? [[name, String(given)]] : [],
    ),
  );
}
