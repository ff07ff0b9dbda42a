import picomatch from 'picomatch';
import type { Action } from './types.js';
import type { Category, Config } from '../config/schema.js';
import { installEcosystem, isBuildConfigCheck, isMigrateCommand, isTestCommand, isTypecheckCommand, matchesPrefix, type Ecosystem } from './intent.js';
import { CODE_EXTENSIONS, extensionOf, isTestFile, languageOf, manifestEcosystem } from './languages.js';
import type { ProjectCommands } from './project.js';

// Categories map this turn's files to what they require. A file belongs to the first category that
// matches; an additive category (types) adds itself without claiming the file.

/** Does this normalized simple command count as doing the action? */
export type EvidenceTest = (words: string[]) => boolean;

export interface CategoryRule {
  name: string;
  matches: (file: string) => boolean;
  additive?: boolean;
  /** The action for the category's files; undefined: the category only classifies (docs). */
  action?: (files: string[]) => Action;
  /** Each requirement needs its own evidence; none at all means no command can stand for it (always shown). */
  requirements: (files: string[]) => EvidenceTest[];
  evidenceAfterLastEdit: boolean;
  /** The action is left out when this category is also present (the full test run covers changed tests). */
  coveredBy?: string;
}

const glob = (patterns: string[]) => picomatch(patterns, { dot: true });
// Compiled on first use: most hook runs (inside the threshold) never classify a file.
const lazyGlob = (patterns: string[]) => {
  let matcher: ((file: string) => boolean) | undefined;
  return (file: string) => (matcher ??= glob(patterns))(file);
};
const prefixes = (commands: (string | undefined)[]): EvidenceTest[] =>
  commands.filter((c): c is string => Boolean(c)).map((command) => (words: string[]) => matchesPrefix(words, command));
const anyOf = (tests: EvidenceTest[]): EvidenceTest => (words) => tests.some((test) => test(words));

const AGENT_SETUP = lazyGlob(['**/CLAUDE.md', '**/CLAUDE.local.md', '**/AGENTS.md', '**/GEMINI.md', '.claude/**', '.gemini/**', '.codex/**', '.mcp.json']);
const MIGRATIONS = lazyGlob(['**/migrations/**', '**/prisma/schema.prisma', '**/alembic/**', '**/db/migrate/**']);
const BUILD_CONFIG = lazyGlob(['**/Dockerfile*', '**/*.Dockerfile', '**/docker-compose*.{yml,yaml}', '**/compose*.{yml,yaml}', '.github/workflows/**', '.gitlab-ci.yml', '**/Containerfile']);
const DOCS = lazyGlob(['**/*.md', '**/*.mdx', 'docs/**', '**/*.txt', '**/*.rst', '**/*.adoc']);
const TYPES = lazyGlob(['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts', '**/tsconfig*.json']);
const CODE = new Set(CODE_EXTENSIONS);

const isCode = (file: string) => CODE.has(extensionOf(file));
const isSource = (file: string) => isCode(file) && !isTestFile(file) && !MIGRATIONS(file) && !AGENT_SETUP(file);

export const INSTALL_TEXT = 'Install updated dependencies';

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** The test command for files of one language: its ecosystem's, else the Makefile's, else the only one known. */
export function testCommandFor(project: ProjectCommands, file: string): string | undefined {
  const language = languageOf(file);
  const own = language && language !== 'other' ? project.ecosystems[language]?.test : undefined;
  if (own) return own;
  if (project.make) return project.make;
  const known = unique(Object.values(project.ecosystems).map((e) => e?.test).filter(Boolean));
  return language === 'other' && known.length === 1 ? known[0] : undefined;
}

function runTests(project: ProjectCommands, files: string[]): Action {
  const commands = unique(files.map((file) => testCommandFor(project, file)));
  if (commands.includes(undefined) || commands.length === 0) return { category: 'source code', text: 'Run the tests that cover the change' };
  return { category: 'source code', text: 'Run the tests', command: (commands as string[]).join(' && ') };
}

/** `npm test -- a.test.ts`, `uv run pytest tests/test_a.py`, `go test ./pkg/...`. */
export function changedTestsCommand(project: ProjectCommands, files: string[]): string | undefined {
  const commands = unique(files.map((file) => testCommandFor(project, file)));
  if (commands.length !== 1 || commands[0] === undefined) return undefined;
  const command = commands[0];
  if (/\bgo test\b/.test(command)) return `go test ${unique(files.map((f) => `./${f.split('/').slice(0, -1).join('/')}`.replace(/\/$/, ''))).join(' ')}`;
  if (/\bcargo test\b|\bmake\b/.test(command) || command.startsWith('cd ') || files.length > 6) return command;
  const separator = /^npm (test|run)/.test(command) ? ' -- ' : ' ';
  return `${command}${separator}${files.join(' ')}`;
}

function buildConfigCommand(files: string[]): string | undefined {
  const commands = unique(
    files.map((file) => {
      if (/(^|\/)(Dockerfile|Containerfile)[^/]*$|\.Dockerfile$/.test(file)) return file.includes('/') || file !== 'Dockerfile' ? `docker build -f ${file} .` : 'docker build .';
      if (/(^|\/)(docker-)?compose[^/]*\.ya?ml$/.test(file)) return 'docker compose config';
      if (file.startsWith('.github/workflows/')) return 'actionlint';
      return undefined;
    }),
  ).filter((c): c is string => c !== undefined);
  return commands.length > 0 ? commands.join(' && ') : undefined;
}

export function defaultRules(project: ProjectCommands): CategoryRule[] {
  const testEvidence = anyOf([isTestCommand, ...prefixes([...Object.values(project.ecosystems).map((e) => e?.test), project.make])]);
  const rules: CategoryRule[] = [
    {
      name: 'dependencies',
      matches: (file) => manifestEcosystem(file) !== undefined,
      action: (files) => {
        const installs = unique(files.map((file) => project.ecosystems[manifestEcosystem(file)!]?.install));
        const known = installs.filter((c): c is string => c !== undefined);
        return { category: 'dependencies', text: INSTALL_TEXT, ...(known.length > 0 ? { command: known.join(' && ') } : {}) };
      },
      requirements: (files) =>
        unique(files.map((file) => manifestEcosystem(file)!)).map((ecosystem: Ecosystem) =>
          anyOf([(words) => installEcosystem(words) === ecosystem, ...prefixes([project.ecosystems[ecosystem]?.install])]),
        ),
      evidenceAfterLastEdit: false,
    },
    {
      name: 'source code',
      matches: isSource,
      action: (files) => runTests(project, files),
      requirements: () => [testEvidence],
      evidenceAfterLastEdit: true,
    },
  ];
  if (project.typescript) {
    rules.push({
      name: 'types',
      matches: TYPES,
      additive: true,
      action: () => ({ category: 'types', text: 'Type-check', command: project.typecheck ?? 'npx tsc --noEmit' }),
      requirements: () => [anyOf([isTypecheckCommand, ...prefixes([project.typecheck])])],
      evidenceAfterLastEdit: true,
    });
  }
  rules.push(
    {
      name: 'tests',
      matches: (file) => isCode(file) && isTestFile(file) && !AGENT_SETUP(file),
      action: (files) => {
        const command = changedTestsCommand(project, files);
        return command ? { category: 'tests', text: 'Run the changed tests', command } : { category: 'tests', text: `Run the changed tests (${files.slice(0, 6).join(', ')})` };
      },
      requirements: () => [testEvidence],
      evidenceAfterLastEdit: true,
      coveredBy: 'source code',
    },
    {
      name: 'migrations',
      matches: MIGRATIONS,
      action: () => ({ category: 'migrations', text: 'Apply and verify the migration', ...(project.migrate ? { command: project.migrate } : {}) }),
      requirements: () => [anyOf([isMigrateCommand, ...prefixes([project.migrate])])],
      evidenceAfterLastEdit: true,
    },
    {
      name: 'build config',
      matches: BUILD_CONFIG,
      action: (files) => {
        const command = buildConfigCommand(files);
        return { category: 'build config', text: 'Validate the changed build config', ...(command ? { command } : {}) };
      },
      requirements: () => [isBuildConfigCheck],
      evidenceAfterLastEdit: true,
    },
    {
      name: 'agent setup',
      matches: AGENT_SETUP,
      action: () => ({ category: 'agent setup', text: 'Restart the agent session so it loads the change' }),
      requirements: () => [],
      evidenceAfterLastEdit: false,
    },
    { name: 'docs', matches: DOCS, requirements: () => [], evidenceAfterLastEdit: false },
  );
  return rules;
}

/** A category from the user's config: globs, a constant action, evidence as command prefixes. */
export function configuredRule(category: Category): CategoryRule {
  const include = glob(category.include);
  const exclude = category.exclude && category.exclude.length > 0 ? glob(category.exclude) : () => false;
  const action = category.action;
  return {
    name: category.name,
    matches: (file) => include(file) && !exclude(file),
    action: action ? () => ({ category: category.name, text: action }) : undefined,
    requirements: () => (category.evidence && category.evidence.length > 0 ? [anyOf(prefixes(category.evidence))] : []),
    evidenceAfterLastEdit: category.evidenceAfterLastEdit ?? false,
  };
}

export function categoryRules(config: Config, project: ProjectCommands): CategoryRule[] {
  const configured = config.categories.map(configuredRule);
  return config.replaceDefaultCategories ? configured : [...configured, ...defaultRules(project)];
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
