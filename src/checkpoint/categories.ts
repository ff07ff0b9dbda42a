import { PROFILES } from '../agents/index.js';
import type { Category, Config } from '../config/schema.js';
import { globMatcher } from '../util/glob.js';
import { type Ecosystem, ecosystemNamed, isTestFile, languageOf, manifestEcosystem } from './ecosystems/index.js';
import { installEcosystem, isBuildConfigCheck, type Kind, matchesPrefix } from './intent.js';
import type { FileChecks, ProjectProfile } from './project.js';
import { normalizeWords, segmentCommand } from './shell.js';
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
  kinds: Set<Kind>;
  /** Root-relative directories or files the run was limited to; undefined: the whole project. */
  scope?: string[];
  /** The ecosystem of the program that ran (`npm test` is Node's); undefined for a task runner (`make test`). */
  ecosystem?: Ecosystem;
}

/** Does this run count as doing the action? */
type EvidenceTest = (run: CommandRun) => boolean;

/** An action and the evidence that makes it unnecessary (every test must be met; none: always shown). */
export interface Need {
  action: Action;
  evidence: EvidenceTest[];
  /** Files the action is for: a narrower run counts only when it reaches them. */
  files?: string[];
  /** The ecosystem of those files: another ecosystem's run is no evidence (a Laravel app's `npm test` runs its jest tests, not phpunit). */
  ecosystem?: Ecosystem;
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

// The built-in categories' globs, with the RegExps they compile to: compiling globs is a measurable
// share of a hook run and these never change (the user's globs go through globMatcher). A test checks
// each RegExp against picomatch on the globs.
export const BUILT_IN_GLOBS = {
  agentSetup: agentSetupGlobs(),
  migrations: {
    globs: ['**/migrations/**', '**/prisma/schema.prisma', '**/alembic/**', '**/db/migrate/**', '**/drizzle/**/*.sql'],
    pattern: /(^|\/)(migrations|alembic|db\/migrate)\/|(^|\/)prisma\/schema\.prisma$|(^|\/)drizzle\/([^/]+\/)*[^/]+\.sql$/,
  },
  models: { globs: ['**/models.py', '**/models/*.py'], pattern: /(^|\/)models(\.py|\/[^/]+\.py)$/ },
  drizzleSchema: {
    globs: ['**/schema.ts', '**/db/schema/**/*.ts', '**/schema/*.ts'],
    pattern: /(^|\/)schema\.ts$|(^|\/)db\/schema\/([^/]+\/)*[^/]+\.ts$|(^|\/)schema\/[^/]+\.ts$/,
  },
  schemas: {
    globs: [
      '**/*.proto',
      '**/openapi*.{yaml,yml,json}',
      '**/swagger*.{yaml,yml,json}',
      '**/*.graphql',
      '**/*.graphqls',
      '**/sqlc/**/*.sql',
      '**/queries/*.sql',
    ],
    pattern:
      /(^|\/)[^/]+\.(proto|graphqls?)$|(^|\/)(openapi|swagger)[^/]*\.(ya?ml|json)$|(^|\/)sqlc\/([^/]+\/)*[^/]+\.sql$|(^|\/)queries\/[^/]+\.sql$/,
  },
  buildConfig: {
    globs: [
      '**/Dockerfile*',
      '**/*.Dockerfile',
      '**/docker-compose*.{yml,yaml}',
      '**/compose*.{yml,yaml}',
      '.github/workflows/**',
      '.gitlab-ci.yml',
      '**/Containerfile',
    ],
    pattern:
      /(^|\/)(Dockerfile[^/]*|[^/]+\.Dockerfile|(docker-)?compose[^/]*\.ya?ml|Containerfile)$|^\.github\/workflows\/|^\.gitlab-ci\.yml$/,
  },
  docs: {
    globs: ['**/*.md', '**/*.mdx', 'docs/**', '**/*.txt', '**/*.rst', '**/*.adoc'],
    pattern: /(^|\/)[^/]+\.(md|mdx|txt|rst|adoc)$|^docs\//,
  },
  typed: {
    globs: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/*.vue', '**/*.svelte', '**/tsconfig*.json', '**/*.py', '**/*.pyi'],
    pattern: /(^|\/)[^/]+\.([mc]?ts|tsx|vue|svelte|pyi?)$|(^|\/)tsconfig[^/]*\.json$/,
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

const matcher = (name: keyof typeof BUILT_IN_GLOBS) => (file: string) => BUILT_IN_GLOBS[name].pattern.test(file);
const AGENT_SETUP = matcher('agentSetup');
const MIGRATIONS = matcher('migrations');
const MODELS = matcher('models');
const DRIZZLE_SCHEMA = matcher('drizzleSchema');
const SCHEMAS = matcher('schemas');
const BUILD_CONFIG = matcher('buildConfig');
const DOCS = matcher('docs');
const TYPED = matcher('typed');
/** A migration file written in the turn (Django's numbered ones, Alembic's versions, Drizzle's SQL). */
const NEW_MIGRATION = /(^|\/)((migrations\/\d{4}_[^/]+|(alembic|migrations)\/versions\/[^/]+)\.py|drizzle\/[^/]+\.sql)$/;
/** The model files whose change needs a migration written, by the tool that writes it. */
const isModel = (file: string, command: string) => (command.includes('drizzle-kit') ? DRIZZLE_SCHEMA(file) : MODELS(file));
const isCode = (file: string) => languageOf(file) !== undefined;
/** Code whose ecosystem's analyzer reads every file of it (phpstan, dart analyze); TypeScript and Python go by TYPED. */
const analyzed = (file: string) => !['node', 'python', 'other', undefined].includes(languageOf(file));
const isSource = (file: string) => isCode(file) && !isTestFile(file) && !MIGRATIONS(file) && !AGENT_SETUP(file);

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

/** A test run of files another runner's config takes reaches that runner: its program, or the command advised. */
const reachesRunner =
  (runner: string, command: string): EvidenceTest =>
  (run) =>
    run.words.includes(runner) || matchesPrefix(run.words, command.replace(/^cd \S+ && /, ''));

/** The runner evidence of a file's test run, when another runner's config takes the file. */
const withRunner = (checks: FileChecks): EvidenceTest[] => [
  ...(checks.testRunner && checks.test ? [reachesRunner(checks.testRunner, checks.test)] : []),
  ...(checks.testReaches ? [(run: CommandRun) => checks.testReaches!(run.words)] : []),
];

/** One need per distinct command of a check (one per package), for the files that have one. */
function checkNeeds(files: string[], checks: (file: string) => FileChecks, key: CheckKey, text: string, category: string): Need[] {
  const kind: Kind = key === 'dependencyBaseline' ? 'baseline' : key;
  return [...byCommand(files, (file) => checks(file)[key])].map(([found, group]) => {
    const language = checks(group[0]).language;
    return {
      action: { category, text, command: found },
      evidence: key === 'test' ? [does(kind), ...withRunner(checks(group[0]))] : [does(kind)],
      files: group,
      // one ecosystem's files: another ecosystem's run is no evidence
      ecosystem: group.every((file) => checks(file).language === language) ? language : undefined,
    };
  });
}

/** What code owes: a build where no test run builds (CMake) or no test exists, then the tests. */
const buildAndTest = (files: string[], checks: (file: string) => FileChecks) => [
  ...checkNeeds(files, checks, 'build', 'Build', 'source code'),
  ...checkNeeds(files, checks, 'test', 'Run the tests', 'source code'),
];

const pathFrom = (base: string, file: string) => (base && file.startsWith(`${base}/`) ? file.slice(base.length + 1) : file);

/** `npm test -- a.test.ts`, `uv run pytest tests/test_a.py`, `go test ./pkg`; the plain command when it takes no paths. */
export function changedTestsCommand(checks: FileChecks, files: string[]): string | undefined {
  const command = checks.test;
  if (!command) return undefined;
  const relative = unique(files.map((file) => pathFrom(checks.pathBase, file)));
  if (/\bgo test\b.*\.\/\.\.\.$/.test(command)) {
    const packages = unique(relative.map((f) => `./${f.split('/').slice(0, -1).join('/')}`.replace(/\/$/, '')));
    return command.replace(/\.\/\.\.\.$/, packages.join(' '));
  }
  if (!checks.testTakesPaths || relative.length > 6) return command;
  const separator = /(^|&& )npm (test|run)\b/.test(command) ? ' -- ' : ' ';
  return `${command}${separator}${relative.join(' ')}`;
}

/** The checks of a manifest's package, for the language of its ecosystem. */
function manifestChecks(profile: ProjectProfile, file: string, ecosystem: Ecosystem): FileChecks {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const module = ecosystemNamed(ecosystem)!;
  return profile.checksFor(`${dir}__manifest__.${module.extensions[0] ?? module.checkedAs}`);
}

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** The ecosystems whose installs a command runs: `pixi install`, advised for a pyproject.toml, is pixi's. */
const installsOf = (command: string) => segmentCommand(command).flatMap((segment) => installEcosystem(normalizeWords(segment.words)) ?? []);

function dependencyNeeds(profile: ProjectProfile, files: string[]): Need[] {
  const needs: Need[] = [];
  const changed = files.map(baseName);
  const installs: string[] = [];
  // per ecosystem, the installs that settle it: its own, or that of the command advised for it
  const evidence = new Map<Ecosystem, Set<Ecosystem>>();
  for (const file of files) {
    const ecosystem = manifestEcosystem(file)!;
    const found = profile.installFor(ecosystem, file);
    const module = ecosystemNamed(ecosystem)!;
    const command = found && module.installFor ? module.installFor(found, changed) : found;
    if (command === undefined) continue;
    if (!installs.includes(command)) installs.push(command);
    evidence.set(ecosystem, new Set([...(evidence.get(ecosystem) ?? [ecosystem]), ...installsOf(command)]));
  }
  if (installs.length > 0)
    needs.push({
      action: { category: 'dependencies', text: INSTALL_TEXT, command: installs.join(' && ') },
      evidence: [...evidence.values()].map((accepted) => (run: CommandRun) => [...accepted].some((e) => run.kinds.has(`install:${e}`))),
    });
  // new dependencies can break what used to pass: the package's build and tests run after the install
  const checks = (file: string) => manifestChecks(profile, file, manifestEcosystem(file)!);
  needs.push(...buildAndTest(files, checks));
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

function buildConfigCommand(files: string[]): string | undefined {
  const commands = unique(
    files.map((file) => {
      if (/(^|\/)(Dockerfile|Containerfile)[^/]*$|\.Dockerfile$/.test(file))
        return file.includes('/') || file !== 'Dockerfile' ? `docker build -f ${file} .` : 'docker build .';
      if (/(^|\/)(docker-)?compose[^/]*\.ya?ml$/.test(file)) return 'docker compose config';
      if (file.startsWith('.github/workflows/')) return 'actionlint';
      return undefined;
    }),
  ).filter((c): c is string => c !== undefined);
  return commands.length > 0 ? commands.join(' && ') : undefined;
}

export function defaultRules(profile: ProjectProfile, created: Set<string> = new Set()): CategoryRule[] {
  const checks = (file: string) => profile.checksFor(file);
  return [
    {
      name: 'dependencies',
      matches: (file) => manifestEcosystem(file) !== undefined,
      needs: (files) => dependencyNeeds(profile, files),
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
      needs: (files) =>
        [...byCommand(files, (file) => profile.generates(file)?.command)].map(([command, group]) => ({
          action: { category: 'generated code', text: profile.generates(group[0])!.text, command },
          evidence: [(run: CommandRun) => run.kinds.has('generate') || matchesPrefix(run.words, command.replace(/^cd \S+ && /, ''))],
          files: group,
        })),
      evidenceAfterLastEdit: true,
    },
    {
      name: 'source code',
      // a doc its package's build compiles (rustdoc's `include_str!`) is source: its doctests run
      matches: (file) => isSource(file) || (DOCS(file) && profile.compiled(file)),
      needs: (files) => sourceNeeds(profile, files, created),
      evidenceAfterLastEdit: true,
    },
    {
      name: 'lint',
      matches: (file) => isCode(file) && !AGENT_SETUP(file) && !MIGRATIONS(file),
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
      // TypeScript and Python by their own files; other languages when their ecosystem has an analyzer
      name: 'types',
      matches: (file) => (TYPED(file) || (analyzed(file) && checks(file).typecheck !== undefined)) && !MIGRATIONS(file),
      additive: true,
      // a test run that type-checks as it tests (a wrapper running both) is asked for already
      needs: (files) =>
        checkNeeds(
          files.filter((file) => checks(file).typecheck !== checks(file).test),
          checks,
          'typecheck',
          'Type-check',
          'types',
        ),
      evidenceAfterLastEdit: true,
    },
    {
      name: 'tests',
      matches: (file) => isCode(file) && isTestFile(file) && !AGENT_SETUP(file),
      needs: (files) => {
        const groups = new Map<string, string[]>();
        for (const file of files) {
          const key = checks(file).test ?? '';
          if (key) groups.set(key, [...(groups.get(key) ?? []), file]);
        }
        return [...groups.values()].map((group) => ({
          action: { category: 'tests', text: 'Run the changed tests', command: changedTestsCommand(checks(group[0]), group) },
          evidence: [does('test'), ...withRunner(checks(group[0]))],
          files: group,
        }));
      },
      evidenceAfterLastEdit: true,
      coveredBy: 'source code',
    },
    {
      name: 'migrations',
      matches: MIGRATIONS,
      needs: (files) => {
        // never a vague "apply it": a project without a migrate command gets "nothing applied"
        const commands = unique(files.map((file) => profile.checksFor(file).migrate).filter((c): c is string => c !== undefined));
        if (commands.length === 0) return [];
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
      // a model change without a migration of its own: Django, Alembic and Drizzle need one written
      name: 'migrations',
      matches: (file) => {
        const command = checks(file).makemigrations;
        return command !== undefined && isModel(file, command);
      },
      additive: true,
      needs: (files, turn) => {
        if (turn.some((file) => NEW_MIGRATION.test(file))) return [];
        const command = checks(files[0]).makemigrations!;
        const writes = (run: CommandRun) =>
          run.words.includes('makemigrations') ||
          (run.words[0] === 'alembic' && run.words[1] === 'revision') ||
          (run.words[0] === 'drizzle-kit' && run.words[1] === 'generate');
        return [{ action: { category: 'migrations', text: 'Create the migration for the model change', command }, evidence: [writes] }];
      },
      evidenceAfterLastEdit: true,
    },
    {
      name: 'build config',
      matches: BUILD_CONFIG,
      needs: (files) => {
        const command = buildConfigCommand(files);
        return [
          {
            action: { category: 'build config', text: 'Validate the changed build config', ...(command ? { command } : {}) },
            evidence: [(run) => isBuildConfigCheck(run.words)],
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
export function categoryRules(config: Config, profile: ProjectProfile, created?: Set<string>): CategoryRule[] {
  const configured = config.categories.map(configuredRule);
  if (config.replaceDefaultCategories) return configured;
  const replaced = new Set(configured.map((rule) => rule.name));
  return [...configured, ...defaultRules(profile, created).filter((rule) => !replaced.has(rule.name))];
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
