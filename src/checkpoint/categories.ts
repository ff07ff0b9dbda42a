import { PROFILES } from '../agents/index.js';
import type { Category, Config } from '../config/schema.js';
import { globMatcher } from '../util/glob.js';
import { joinDir } from '../util/paths.js';
import type { ManifestChanges } from './changed-files.js';
import type { TestFilter } from './ecosystems/_module.js';
import {
  type Ecosystem,
  ecosystemNamed,
  isTestModule,
  languageOf,
  MODULES,
  manifestEcosystem,
  programEcosystem,
} from './ecosystems/index.js';
import { installEcosystem, type Kind, matchesPrefix, runsTypeChecker } from './intent.js';
import { type FileChecks, manifestStandIn, type ProjectProfile } from './project.js';
import { checkedPaths } from './run-scope.js';
import { normalizeWords, programName, programsOf, segmentCommand, shellWord } from './shell.js';
import type { Action } from './types.js';

// Categories map this turn's files to the checks they need. A file belongs to the first category that
// matches; an additive category (lint, types) adds itself without claiming the file. A check the
// project does not have is never asked for: no test suite, no "run the tests".

/** One simple command the agent ran successfully, with what it does. */
export interface CommandRun {
  /** Index of the call in the turn's timeline. */
  index: number;
  /** Normalized words (wrappers stripped). */
  words: string[];
  /**
   * Every simple command it ran: itself first, then its wrappers', scripts' and recipes' bodies, each with the variables it set
   * (`GOOS=windows`) and the root-relative folder it ran in.
   */
  commands: { words: string[]; env: string[]; dir: string }[];
  kinds: Set<Kind>;
  /** Root-relative directories or files the run was limited to; undefined: the whole project. */
  scope?: string[];
  /** The ecosystem of the program that ran (`npm test` is Node's); undefined for a task runner (`make test`). */
  ecosystem?: Ecosystem;
  /** Root-relative directory it ran in. */
  dir?: string;
  /** The test classes or targets a filter narrowed it to; undefined: none. */
  filter?: TestFilter;
}

/** Does this run count as doing the action? */
type EvidenceTest = (run: CommandRun) => boolean;

/** An action and the evidence that makes it unnecessary (every test must be met; none: always shown). */
export interface Need {
  action: Action;
  evidence: EvidenceTest[];
  /** Files the action is for: a narrower run counts only when it reaches them. */
  files?: string[];
  /** Packages whose runs test those files too (a proc-macro crate's users): a run that reaches each of them counts. */
  testedIn?: string[];
  /** Packages whose tests are owed with those files' (the members that depend on theirs): each must be reached by a run too. */
  testedWith?: string[];
  /** The ecosystem of those files: another ecosystem's run is no evidence (a Laravel app's `npm test` runs its jest tests, not phpunit). */
  ecosystem?: Ecosystem;
  /** The need rides along whatever its category says (a type-check of a language CI tests and never type-checks). */
  ridesAlong?: boolean;
}

export interface CategoryRule {
  name: string;
  matches: (file: string) => boolean;
  additive?: boolean;
  /** What the category's files need; undefined: the category only classifies (docs). `turn` is every file of the turn. */
  needs?: (files: string[], turn: string[]) => Need[];
  evidenceAfterLastEdit: boolean;
  /** The needs are left out when this category is also present (the full test run covers changed tests). */
  coveredBy?: string;
  /** Lint and format ride along: listed when the turn owes another action, never a block on their own. */
  ridesAlong?: boolean;
}

const does =
  (kind: Kind): EvidenceTest =>
  (run) =>
    run.kinds.has(kind);
const prefixes =
  (commands: string[]): EvidenceTest =>
  (run) =>
    commands.some((command) => matchesPrefix(run.words, command));

// The built-in categories' globs of no module, with the RegExps they compile to: compiling globs is a
// measurable share of a hook run and these never change (the user's globs go through globMatcher). A
// test checks each RegExp against picomatch on the globs. What belongs to a tool or an ecosystem
// (migrations, schemas, build configuration, typed files) is its module's.
export const BUILT_IN_GLOBS = {
  agentSetup: agentSetupGlobs(),
  migrations: { globs: ['**/migrations/**'], pattern: /(^|\/)migrations\// },
  docs: {
    globs: ['**/*.md', '**/*.mdx', 'docs/**', '**/*.txt', '**/*.rst', '**/*.adoc'],
    pattern: /(^|\/)[^/]+\.(md|mdx|txt|rst|adoc)$|^docs\//,
  },
};
/** What the agents read at a session's start (agents/): their guides anywhere, their project folders, their start files. */
function agentSetupGlobs(): { globs: string[]; pattern: RegExp } {
  const profiles = Object.values(PROFILES);
  const guides = profiles.flatMap((profile) => profile.guideFiles);
  const dirs = profiles.map((profile) => profile.projectDir);
  const starts = profiles.flatMap((profile) => profile.startFiles ?? []);
  const literal = (name: string) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return {
    globs: [...guides.map((name) => `**/${name}`), ...dirs.map((dir) => `${dir}/**`), ...starts],
    pattern: new RegExp(
      `(^|\\/)(${guides.map(literal).join('|')})$|^(${dirs.map(literal).join('|')})\\/|^(${starts.map(literal).join('|')})$`,
    ),
  };
}

/** One RegExp of a slot every module may fill (`migrations.files`, `schemaFiles`), with the built-in one. */
const union = (patterns: (RegExp | undefined)[]) => {
  const sources = patterns.flatMap((pattern) => (pattern ? [`(?:${pattern.source})`] : []));
  return sources.length > 0 ? new RegExp(sources.join('|')) : /(?!)/;
};
const AGENT_SETUP = (file: string) => BUILT_IN_GLOBS.agentSetup.pattern.test(file);
const DOCS = (file: string) => BUILT_IN_GLOBS.docs.pattern.test(file);
const MIGRATION_FILES = union([BUILT_IN_GLOBS.migrations.pattern, ...MODULES.map((module) => module.migrations?.files)]);
const MIGRATIONS = (file: string) => MIGRATION_FILES.test(file);
/** A migration file written in the turn (numbered, versioned, generated SQL), by the modules that write them. */
const NEW_MIGRATION = union(MODULES.map((module) => module.migrations?.written));
const SCHEMA_FILES = union(MODULES.map((module) => module.schemaFiles));
const SCHEMAS = (file: string) => SCHEMA_FILES.test(file);
const BUILD_CONFIG = union(MODULES.map((module) => module.buildConfig?.files));
/** The module whose type-checker reads this file, code or not (`*.ts`, `tsconfig.json`). */
const typedBy = (file: string) => MODULES.find((module) => module.typed?.test(file));
/** The model files whose change needs a migration written, by the module of the tool that writes it (`makemigrations`, `drizzle-kit generate`). */
function isModel(file: string, command: string): boolean {
  const writer = segmentCommand(command)
    .map((segment) => normalizeWords(segment.words)[0])
    .find((program) => program !== undefined && program !== 'cd');
  const ecosystem = writer === undefined ? undefined : programEcosystem(writer);
  return (ecosystem && ecosystemNamed(ecosystem)?.migrations?.models?.test(file)) === true;
}
const isCode = (file: string) => languageOf(file) !== undefined;
/** Code whose ecosystem's analyzer reads every file of it (phpstan, dart analyze), where no module names the files its type-checker reads. */
const analyzed = (file: string) => {
  const language = languageOf(file);
  return language !== undefined && language !== 'other' && ecosystemNamed(language)?.typed === undefined;
};

const INSTALL_TEXT = 'Install updated dependencies';

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Files grouped by the command a check gives for them (one group per package and language). */
function byCommand(files: string[], command: (file: string) => string | undefined): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const found = command(file);
    if (found) groups.set(found, [...(groups.get(found) ?? []), file]);
  }
  return groups;
}

type CheckKey = 'build' | 'test' | 'baseline' | 'generate' | 'lint' | 'typecheck' | 'dependencyBaseline';

/**
 * A test run of files another runner's config takes reaches that runner: its program, a recipe's body that runs it
 * (`make -C tests test-cli-tests` runs `./cli-tests/run.py`), or the command advised.
 */
const reachesRunner =
  (runner: string, command: string): EvidenceTest =>
  (run) =>
    run.words.includes(runner) ||
    run.commands.some((ran) => programName(ran.words[0] ?? '') === runner) ||
    matchesPrefix(run.words, command.replace(/^cd \S+ && /, ''));

/** What settles a file's test: the run its own code says settles it, else a test run that reaches its runner and what its code needs. */
const testEvidence = (checks: FileChecks): EvidenceTest[] =>
  checks.testSettles
    ? [(run) => run.commands.some((command) => checks.testSettles!(command.words, command.env))]
    : [
        does('test'),
        ...(checks.testRunner && checks.test ? [reachesRunner(checks.testRunner, checks.test)] : []),
        // a recipe or script reaches the file when a command of its body does (`make test`: `cargo test --all-features`)
        ...(checks.testReaches
          ? [(run: CommandRun) => run.commands.some((command) => checks.testReaches!(command.words, command.env))]
          : []),
        // each run the test is made of (a rebuild of what the file is compiled into, `pip install -e .`, as `make test` does
        // before its tests), met by a run of its own or one that does both
        ...(checks.testParts ?? []).map((part) => (run: CommandRun) => run.commands.some((command) => part(command.words, command.env))),
      ];

/** A type-check of several checkers is done when each of them has run, itself or in a script's or recipe's body (`make static`). */
const typecheckEvidence = (checks: FileChecks): EvidenceTest[] => [
  does('typecheck'),
  ...(checks.typecheckParts ?? []).map((part) => (run: CommandRun) => run.commands.some((command) => part(command.words))),
  // a file only its type-check's config makes typed is checked by a checker that reads that config
  ...(checks.typedByConfig
    ? [
        (run: CommandRun) =>
          run.commands.some((command) => runsTypeChecker(command.words) && checks.typedByConfig!(command.words, command.dir)),
      ]
    : []),
];

/**
 * A type-check run that reaches these files: those below the paths its type-checkers were given, in its own words or a body
 * it runs (a tox env's `mypy src`); every file, where its checkers were given none.
 */
const typechecksFiles =
  (files: string[]): EvidenceTest =>
  (run) => {
    if (!run.kinds.has('typecheck')) return false;
    const given = run.commands
      .filter((command) => runsTypeChecker(command.words))
      .map((command) => checkedPaths(command.words, command.dir));
    if (given.length === 0 || given.includes(undefined)) return true;
    const paths = given.flatMap((named) => named ?? []);
    return files.every((file) => paths.some((path) => path === '' || file === path || file.startsWith(`${path}/`)));
  };

/**
 * The ecosystem whose runs can check these files with `command`: the command's program's (files checked by another
 * ecosystem's command, a JavaScript widget by `composer test`, are that ecosystem's), else the files' one language.
 */
function checkedBy(command: string, group: string[], checks: (file: string) => FileChecks): Ecosystem | undefined {
  const [program] = programsOf(command);
  const runner = program === undefined ? undefined : programEcosystem(program);
  const language = checks(group[0]).language;
  return runner ?? (group.every((file) => checks(file).language === language) ? language : undefined);
}

/** One need per distinct command of a check (one per package), for the files that have one. */
function checkNeeds(files: string[], checks: (file: string) => FileChecks, key: CheckKey, text: string, category: string): Need[] {
  const kind: Kind = key === 'dependencyBaseline' ? 'baseline' : key;
  return [...byCommand(files, (file) => checks(file)[key])].map(([found, group]) => ({
    action: { category, text, command: found },
    evidence: key === 'test' ? testEvidence(checks(group[0])) : key === 'typecheck' ? typecheckEvidence(checks(group[0])) : [does(kind)],
    // (a type-check reaches the members that compile the files' source too: a run of it in their package alone does not)
    files: key === 'typecheck' ? [...group, ...(checks(group[0]).typecheckedWith ?? []).map((dir) => joinDir(dir, '_'))] : group,
    ...(key === 'test' && checks(group[0]).testedIn && { testedIn: checks(group[0]).testedIn }),
    ...(key === 'test' && checks(group[0]).testedWith && { testedWith: checks(group[0]).testedWith }),
    // one ecosystem's files: another ecosystem's run is no evidence
    ecosystem: checkedBy(found, group, checks),
  }));
}

/** The test runs of the packages that use the files' packages (`dependents`), one need per command, reached in their package. */
function dependentNeeds(files: string[], checks: (file: string) => FileChecks): Need[] {
  const runs = new Map<string, { dir: string; file: string }>();
  for (const file of files) for (const { dir, test } of checks(file).dependents ?? []) if (!runs.has(test)) runs.set(test, { dir, file });
  return [...runs].map(([command, { dir, file }]) => ({
    action: { category: 'source code', text: 'Run the tests', command },
    evidence: [does('test')],
    files: [joinDir(dir, '_')],
    ecosystem: checks(file).language,
  }));
}

/** What code owes: a build where no test run builds (CMake's ctest) or no test exists, then the tests, its dependents' too. */
const buildAndTest = (files: string[], checks: (file: string) => FileChecks) => [
  ...checkNeeds(
    files.filter((file) => !checks(file).test || !checks(file).testBuilds),
    checks,
    'build',
    'Build',
    'source code',
  ),
  ...checkNeeds(files, checks, 'test', 'Run the tests', 'source code'),
  ...dependentNeeds(files, checks),
];

const pathFrom = (base: string, file: string) => (base && file.startsWith(`${base}/`) ? file.slice(base.length + 1) : file);

/** The run of the changed test files: each module's own spelling (`go test ./pkg`), else the files after the command when it takes paths. */
export function changedTestsCommand(checks: FileChecks, files: string[]): string | undefined {
  return changedTestsRun(checks, files)?.command;
}

/** The run of the changed test files, and whether the language's runner runs them alone (`tool`), not the test command. */
function changedTestsRun(checks: FileChecks, files: string[]): { command: string; tool: boolean } | undefined {
  const command = checks.test;
  if (!command) return undefined;
  const relative = unique(files.map((file) => pathFrom(checks.pathBase, file)));
  // a fixture or helper named to the runner runs nothing: its package's whole run is the changed tests' then
  const few = relative.length <= 6 && files.every((file) => isTestModule(file) || checks.testModule?.(file));
  const narrowed = (run: string, paths: boolean) =>
    MODULES.map((module) => module.changedTests?.(run, relative, paths)).find((said) => said !== undefined);
  const said = narrowed(command, checks.testTakesPaths && few);
  if (said !== undefined) return { command: said, tool: false };
  if (checks.testTakesPaths && few) return { command: `${command} ${relative.map(shellWord).join(' ')}`, tool: false };
  // a task runner's target that cannot run one file gives way to the language's runner that can (`swift test --filter`,
  // `tox -e py -- tests/test_a.py`), or to the one the project runs test files with (`python -m pytest tests/test_a.py`)
  const toolPaths = (checks.toolTestTakesPaths ?? false) && few;
  const tool =
    checks.toolTest &&
    (narrowed(checks.toolTest, toolPaths) ??
      (checks.toolTestRunsFiles && toolPaths ? `${checks.toolTest} ${relative.map(shellWord).join(' ')}` : undefined));
  return tool ? { command: tool, tool: true } : { command, tool: false };
}

/** The checks of a manifest's package, for the language of its ecosystem. */
function manifestChecks(profile: ProjectProfile, file: string, ecosystem: Ecosystem): FileChecks {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const module = ecosystemNamed(ecosystem)!;
  return profile.checksFor(manifestStandIn(dir, module.extensions[0] ?? module.checkedAs));
}

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** The ecosystems whose installs a command runs: `pixi install`, advised for a pyproject.toml, is pixi's. */
const installsOf = (command: string) => segmentCommand(command).flatMap((segment) => installEcosystem(normalizeWords(segment.words)) ?? []);

/**
 * The project of `ecosystem` whose manifest an install run in folder `place` reads: the nearest at or above it; null where
 * none is (a root beside packages of their own), undefined where the nearest package is not loaded and we cannot tell.
 */
function installedProject(profile: ProjectProfile, place: string, ecosystem: Ecosystem): string | null | undefined {
  const nearest = profile.packageOf(joinDir(place, '_'));
  if (!profile.dirs.has(nearest)) return undefined;
  const above = [...profile.dirs.keys()].filter(
    (dir) => (dir === '' || nearest === dir || nearest.startsWith(`${dir}/`)) && profile.dirs.get(dir)!.ecosystems.includes(ecosystem),
  );
  return above.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * Does this install of `ecosystem` install the dependencies of one of `folders`, those whose install was advised: the
 * project it reads, in the folder it ran in or one a path it names leads to (`pip install -r docs/requirements.txt`; `go
 * test ./...` stays in its module), installs them where its install is theirs (a workspace member's, its root's where the
 * workspace installs there).
 */
function installsIn(profile: ProjectProfile, run: CommandRun, ecosystem: Ecosystem, folders: Set<string>): boolean {
  const { dir } = run;
  if (dir === undefined) return true;
  const paths = run.words.slice(1).filter((word) => word.includes('/'));
  return [dir, ...paths.map((path) => joinDir(dir, path))].some((place) => {
    const project = installedProject(profile, place, ecosystem);
    return project === undefined || (project !== null && folders.has(profile.installDir(ecosystem, project)));
  });
}

function dependencyNeeds(profile: ProjectProfile, files: string[], parts: Map<string, string[]> | undefined): Need[] {
  const needs: Need[] = [];
  const changed = files.map(baseName);
  const installs: string[] = [];
  // per ecosystem, the installs that settle it: its own, or that of the command advised for it
  const evidence = new Map<Ecosystem, Set<Ecosystem>>();
  // per ecosystem, the install commands advised for it: another package manager's install settles none of them
  const advised = new Map<Ecosystem, string[]>();
  // an install advised to rewrite the lock is not settled by one that installs what the lock holds
  const locked = new Set<(words: string[]) => boolean>();
  // the folders the installs were advised in: an install elsewhere (a separate project's at the root) installs none of them
  const folders = new Set<string>();
  for (const file of files) {
    const ecosystem = manifestEcosystem(file)!;
    const found = profile.installFor(ecosystem, file);
    const module = ecosystemNamed(ecosystem)!;
    const command = found && module.installFor ? module.installFor(found, changed, files) : found;
    if (command === undefined) continue;
    if (!installs.includes(command)) installs.push(command);
    folders.add(profile.installDir(ecosystem, profile.packageOf(file)));
    evidence.set(ecosystem, new Set([...(evidence.get(ecosystem) ?? [ecosystem]), ...installsOf(command)]));
    advised.set(ecosystem, [...(advised.get(ecosystem) ?? []), command]);
    const lockedOnly = module.installsLocked;
    if (lockedOnly && !segmentCommand(command).some((segment) => lockedOnly(normalizeWords(segment.words)))) locked.add(lockedOnly);
  }
  if (installs.length > 0)
    needs.push({
      action: { category: 'dependencies', text: INSTALL_TEXT, command: installs.join(' && ') },
      evidence: [...evidence].map(
        ([ecosystem, accepted]) =>
          (run: CommandRun) =>
            [...accepted].some(
              (e) =>
                (run.kinds.has(`install:${e}`) || ecosystemNamed(e)?.installChecked?.(run.words)) && installsIn(profile, run, e, folders),
            ) &&
            ![...locked].some((lockedOnly) => lockedOnly(run.words)) &&
            ![...folders].some((folder) => ecosystemNamed(ecosystem)?.installLeaves?.(run.words, folder, profile.files) === true) &&
            ecosystemNamed(ecosystem)?.foreignInstall?.(advised.get(ecosystem) ?? [], run.words) !== true,
      ),
    });
  // new dependencies can break what used to pass: the package's build and tests run after the install, under the
  // changed manifest where the module says how (a CI matrix's gemfile: `BUNDLE_GEMFILE=… bundle exec rake test`), and
  // under the parts of it the change touched where known (one appraisal's)
  const checks = (file: string) => {
    const found = manifestChecks(profile, file, manifestEcosystem(file)!);
    const under = ecosystemNamed(manifestEcosystem(file)!)?.underManifest;
    const owner = profile.dirs.get(profile.packageOf(file)) ?? profile.dirs.get('');
    return found.test && under && owner ? { ...found, test: under(found.test, file, owner, parts?.get(file)) } : found;
  };
  needs.push(...buildAndTest(files, checks));
  // a package with no tests to run is checked against the new dependencies by its analyzer (`flutter analyze`)
  const untested = files.filter((file) => checks(file).test === undefined && checks(file).build === undefined);
  needs.push(...checkNeeds(untested, checks, 'typecheck', 'Type-check', 'dependencies'));
  needs.push(...checkNeeds(files, checks, 'dependencyBaseline', 'Check the dependency baseline CI compares', 'dependencies'));
  return needs;
}

/** The build and tests of source code, its API baseline, and a new file listed where its folder's sources are. */
function sourceNeeds(profile: ProjectProfile, files: string[], created: Set<string>): Need[] {
  const checks = (file: string) => profile.checksFor(file);
  const needs = [
    ...buildAndTest(files, checks),
    ...checkNeeds(files, checks, 'baseline', 'Check the public API against its baseline', 'source code'),
  ];
  for (const file of files) {
    const lists = created.has(file) ? profile.unlistedIn(file) : undefined;
    if (lists && !files.includes(lists))
      needs.push({ action: { category: 'build config', text: `List ${file} in ${lists}` }, evidence: [] });
  }
  return needs;
}

/** The commands that validate changed build configuration, each file's by the module that reads it. */
function buildConfigCommand(files: string[]): string | undefined {
  const commands = unique(
    files.flatMap((file) => MODULES.find((module) => module.buildConfig?.files.test(file))?.buildConfig?.validate(file) ?? []),
  );
  return commands.length > 0 ? commands.join(' && ') : undefined;
}

export function defaultRules(
  profile: ProjectProfile,
  created: Set<string> = new Set(),
  manifests: ManifestChanges = { tests: new Set(), types: new Set() },
): CategoryRule[] {
  const checks = (file: string) => profile.checksFor(file);
  // code by its name, or by its package's ecosystem (a Helm chart's templates)
  const code = (file: string) => isCode(file) || profile.owned(file);
  const isSource = (file: string) => code(file) && !profile.isTest(file) && !MIGRATIONS(file) && !AGENT_SETUP(file);
  const ofManifest = (file: string) => manifestChecks(profile, file, manifestEcosystem(file)!);
  // the changed tests of a file the tests read (a data provider) are those test files
  const testsOf = (files: string[]) => unique(files.flatMap((file) => checks(file).testedBy ?? [file]));
  return [
    {
      // a manifest whose test runner's settings alone changed (`[tool.pytest.ini_options]`): its package's tests
      name: 'tests',
      matches: (file) => manifests.tests.has(file),
      needs: (files) => checkNeeds(files, ofManifest, 'test', 'Run the tests', 'tests'),
      evidenceAfterLastEdit: true,
    },
    {
      name: 'dependencies',
      matches: (file) => manifestEcosystem(file) !== undefined,
      needs: (files) => dependencyNeeds(profile, files, manifests.parts),
      evidenceAfterLastEdit: true,
    },
    {
      // a raised type-checker or type package (`typescript`, `@types/node`, `phpstan/phpstan`): its package's type-check
      name: 'types',
      matches: (file) => manifests.types.has(file),
      additive: true,
      needs: (files) => checkNeeds(files, ofManifest, 'typecheck', 'Type-check', 'types'),
      evidenceAfterLastEdit: true,
    },
    {
      // a schema with a generator: regenerate, then the tests of the code it feeds
      name: 'generated code',
      matches: (file) => SCHEMAS(file) && checks(file).generate !== undefined,
      needs: (files) => [
        ...checkNeeds(files, checks, 'generate', 'Regenerate the code from the changed schema', 'generated code'),
        ...buildAndTest(files, checks),
      ],
      evidenceAfterLastEdit: true,
    },
    {
      // a file a generator reads by what it says (`//go:generate`, a Dart part) or by the path its task names
      name: 'generated code',
      matches: (file) => !(SCHEMAS(file) && checks(file).generate !== undefined) && profile.generates(file) !== undefined,
      additive: true,
      // (then the tests of the code it writes, for an input no other category takes: a generator's template)
      needs: (files) => [
        ...[...byCommand(files, (file) => profile.generates(file)?.command)].map(([command, group]) => ({
          action: { category: 'generated code', text: profile.generates(group[0])!.text, command },
          // (the run itself, or a command of the script or recipe it runs: composer's `update-currencies` runs the generator)
          evidence: [
            (run: CommandRun) =>
              run.kinds.has('generate') ||
              [command, profile.generates(group[0])!.also]
                .filter((said) => said !== undefined)
                .some((said) => run.commands.some((ran) => matchesPrefix(ran.words, said.replace(/^cd \S+ && /, '')))),
          ],
          files: [...new Set([...group, ...group.flatMap((file) => profile.generates(file)?.readBy ?? [])])],
        })),
        ...buildAndTest(
          files.filter((file) => !code(file) && !profile.isTest(file)),
          checks,
        ),
      ],
      evidenceAfterLastEdit: true,
    },
    {
      name: 'source code',
      // a file its package's build compiles is source: a doc rustdoc includes (its doctests run), a .NET project's AdditionalFiles
      matches: (file) => isSource(file) || profile.compiled(file),
      needs: (files) => sourceNeeds(profile, files, created),
      evidenceAfterLastEdit: true,
    },
    {
      name: 'lint',
      matches: (file) => code(file) && !AGENT_SETUP(file) && !MIGRATIONS(file),
      additive: true,
      // a test run that lints as it tests is asked for already
      needs: (files) =>
        checkNeeds(
          files.filter((file) => checks(file).lint !== checks(file).test),
          checks,
          'lint',
          'Lint',
          'lint',
        ),
      evidenceAfterLastEdit: true,
      ridesAlong: true,
    },
    {
      // the files a type-checker reads (TypeScript's, Python's); other languages when their ecosystem has an analyzer
      name: 'types',
      matches: (file) =>
        (typedBy(file) !== undefined ||
          checks(file).typedByConfig !== undefined ||
          (analyzed(file) && checks(file).typecheck !== undefined)) &&
        !MIGRATIONS(file),
      additive: true,
      // a test run that type-checks as it tests (a wrapper running both) is asked once, and of a source a run that only
      // tests (`vitest run`) is no type-check; a changed test's own run is enough where it is that test run, not the
      // language's runner run alone (`vendor/bin/phpunit tests/ATest.php` of `composer test`)
      // a type-check the project's CI never runs (the tests of the files' language it does) is no gate of the project's: it
      // rides along
      needs: (files) =>
        checkNeeds(
          files.filter(
            (file) => !profile.isTest(file) || !checks(file).testTypechecks || changedTestsRun(checks(file), testsOf([file]))?.tool,
          ),
          checks,
          'typecheck',
          'Type-check',
          'types',
        ).map((need) => ({
          ...need,
          evidence: [...need.evidence, typechecksFiles(need.files!)],
          ridesAlong: profile.ciTypechecks(checks(need.files![0]).language) === false,
        })),
      evidenceAfterLastEdit: true,
    },
    {
      name: 'tests',
      matches: (file) => code(file) && profile.isTest(file) && !AGENT_SETUP(file),
      needs: (files) => {
        const groups = new Map<string, string[]>();
        for (const file of files) {
          const key = checks(file).test ?? '';
          if (key) groups.set(key, [...(groups.get(key) ?? []), file]);
        }
        // a test its runner never builds (ctest runs what the last build left) is built first; one whose run builds it with
        // another tool (a Makefile's `make check` beside CMake) is not
        const built = [...groups.values()].flat().filter((file) => !checks(file).testBuilds);
        return [
          ...checkNeeds(built, checks, 'build', 'Build', 'tests'),
          ...[...groups].map(([command, group]) => {
            const tests = testsOf(group);
            return {
              action: { category: 'tests', text: 'Run the changed tests', command: changedTestsCommand(checks(group[0]), tests) },
              evidence: testEvidence(checks(group[0])),
              files: tests,
              // another ecosystem's runner runs none of them (`mix test` no jest test), as of source code
              ecosystem: checkedBy(command, group, checks),
            };
          }),
        ];
      },
      evidenceAfterLastEdit: true,
      coveredBy: 'source code',
    },
    {
      // what the tests read (a fixture, `testdata/`, a translation a test backend loads): the package's tests, built first
      // where their run builds nothing (ctest runs what the last build left), as a changed test is; a guide beside them
      // (`tests/README.md`) is docs
      name: 'test data',
      matches: (file) =>
        !code(file) && profile.isTest(file) && !/\.(md|mdx|rst|adoc)$/i.test(file) && !AGENT_SETUP(file) && !BUILD_CONFIG.test(file),
      needs: (files) => [
        ...checkNeeds(
          files.filter((file) => checks(file).test !== undefined && !checks(file).testBuilds),
          checks,
          'build',
          'Build',
          'test data',
        ),
        ...checkNeeds(files, checks, 'test', 'Run the tests', 'test data'),
      ],
      evidenceAfterLastEdit: true,
      coveredBy: 'source code',
    },
    {
      name: 'migrations',
      matches: MIGRATIONS,
      needs: (files) => {
        // never a vague "apply it": a project without a migrate command (a package whose tests run its migrations)
        // gets its tests, else "nothing applied"
        const commands = unique(files.map((file) => profile.checksFor(file).migrate).filter((c): c is string => c !== undefined));
        if (commands.length === 0) return checkNeeds(files, checks, 'test', 'Run the tests', 'migrations');
        return [
          {
            action: { category: 'migrations', text: 'Apply and verify the migration', command: commands.join(' && ') },
            evidence: [does('migrate')],
          },
        ];
      },
      evidenceAfterLastEdit: true,
    },
    {
      // a model change without a migration of its own, where the project writes them from its models
      name: 'migrations',
      matches: (file) => {
        const command = checks(file).makemigrations;
        return command !== undefined && isModel(file, command);
      },
      additive: true,
      needs: (files, turn) => {
        if (turn.some((file) => NEW_MIGRATION.test(file))) return [];
        const command = checks(files[0]).makemigrations!;
        return [
          {
            action: { category: 'migrations', text: 'Create the migration for the model change', command },
            evidence: [does('makemigrations')],
          },
        ];
      },
      evidenceAfterLastEdit: true,
    },
    {
      name: 'build config',
      matches: (file) => BUILD_CONFIG.test(file),
      needs: (files) => {
        const command = buildConfigCommand(files);
        return [
          {
            action: { category: 'build config', text: 'Validate the changed build config', ...(command ? { command } : {}) },
            evidence: [does('config')],
          },
        ];
      },
      evidenceAfterLastEdit: true,
    },
    {
      name: 'agent setup',
      matches: AGENT_SETUP,
      needs: () => [{ action: { category: 'agent setup', text: 'Restart the agent session so it loads the change' }, evidence: [] }],
      evidenceAfterLastEdit: false,
    },
    { name: 'docs', matches: DOCS, evidenceAfterLastEdit: false },
  ];
}

/** A category from the user's config: globs, a constant action, evidence as command prefixes. */
function configuredRule(category: Category): CategoryRule {
  const include = globMatcher(category.include);
  const exclude = globMatcher(category.exclude ?? []);
  const action = category.action;
  const evidence = category.evidence && category.evidence.length > 0 ? [prefixes(category.evidence)] : [];
  return {
    name: category.name,
    matches: (file) => include(file) && !exclude(file),
    needs: action ? () => [{ action: { category: category.name, text: action }, evidence }] : undefined,
    evidenceAfterLastEdit: category.evidenceAfterLastEdit ?? false,
  };
}

/**
 * The user's categories first; a user category named like a built-in one replaces it (so
 * `{ "name": "lint", "include": [] }` silences lint), and `replaceDefaultCategories` drops them all.
 */
export function categoryRules(config: Config, profile: ProjectProfile, created?: Set<string>, manifests?: ManifestChanges): CategoryRule[] {
  const configured = config.categories.map(configuredRule);
  if (config.replaceDefaultCategories) return configured;
  const replaced = new Set(configured.map((rule) => rule.name));
  return [...configured, ...defaultRules(profile, created, manifests).filter((rule) => !replaced.has(rule.name))];
}

/** Files per rule (by rule index), each file claimed by its first non-additive match. */
export function classify(files: string[], rules: CategoryRule[]): Map<number, string[]> {
  const byRule = new Map<number, string[]>();
  for (const file of files) {
    let claimed = false;
    rules.forEach((rule, index) => {
      if ((claimed && !rule.additive) || !rule.matches(file)) return;
      byRule.set(index, [...(byRule.get(index) ?? []), file]);
      if (!rule.additive) claimed = true;
    });
  }
  return new Map([...byRule.entries()].sort(([a], [b]) => a - b));
}
