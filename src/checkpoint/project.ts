import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile } from '../util/read-file.js';
import type { Ecosystem } from './intent.js';

// The project's own commands, detected from its files: the action says `pnpm test`, not "run the tests".

export interface EcosystemCommands {
  install: string;
  test?: string;
}

export interface ProjectCommands {
  ecosystems: Partial<Record<Ecosystem, EcosystemCommands>>;
  /** `make test` / `make check` when the Makefile has the target. */
  make?: string;
  typecheck?: string;
  /** tsconfig.json or a typecheck script: `*.ts` changes need a type-check. */
  typescript: boolean;
  migrate?: string;
  /** Node package manager, for test commands with files. */
  packageManager?: string;
}

const NPM_DEFAULT_TEST = /no test specified/;
const TYPECHECK_SCRIPTS = ['typecheck', 'type-check', 'check-types', 'types:check', 'tsc'];
const MANIFEST_NAMES = ['package.json', 'pyproject.toml', 'requirements.txt', 'go.mod', 'Cargo.toml', 'Gemfile', 'Makefile'];

function readJson(path: string): Record<string, unknown> | undefined {
  try {
    const text = readRegularFile(path);
    if (text === undefined) return undefined;
    const value = JSON.parse(text);
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

function readText(path: string): string {
  return readRegularFile(path) ?? '';
}

export function nodePackageManager(dir: string, manifest: Record<string, unknown> | undefined): string {
  if (existsSync(join(dir, 'pnpm-lock.yaml'))) return 'pnpm';
  if (existsSync(join(dir, 'yarn.lock'))) return 'yarn';
  if (existsSync(join(dir, 'bun.lock')) || existsSync(join(dir, 'bun.lockb'))) return 'bun';
  if (existsSync(join(dir, 'package-lock.json'))) return 'npm';
  const field = typeof manifest?.packageManager === 'string' ? manifest.packageManager.split('@')[0] : '';
  return ['npm', 'pnpm', 'yarn', 'bun'].includes(field) ? field : 'npm';
}

function detectNode(dir: string, project: ProjectCommands): void {
  const manifest = readJson(join(dir, 'package.json'));
  if (!manifest) return;
  const pm = nodePackageManager(dir, manifest);
  const scripts = (manifest.scripts ?? {}) as Record<string, unknown>;
  const deps = { ...(manifest.dependencies as object), ...(manifest.devDependencies as object) } as Record<string, unknown>;
  const run = (script: string) => (pm === 'npm' ? `npm run ${script}` : `${pm} run ${script}`);
  let test: string | undefined;
  if (typeof scripts.test === 'string' && !NPM_DEFAULT_TEST.test(scripts.test)) test = pm === 'bun' ? 'bun run test' : `${pm} test`;
  else if ('vitest' in deps) test = 'npx vitest run';
  else if ('jest' in deps) test = 'npx jest';
  project.ecosystems.node = { install: `${pm} install`, test };
  project.packageManager = pm;
  const typecheckScript = TYPECHECK_SCRIPTS.find((name) => typeof scripts[name] === 'string');
  if (typecheckScript) project.typecheck = run(typecheckScript);
  else if (existsSync(join(dir, 'tsconfig.json'))) project.typecheck = 'npx tsc --noEmit';
  project.typescript = project.typecheck !== undefined;
  const migrateScript = Object.keys(scripts).find((name) => /^(migrate|db:migrate|migrate:dev|migration:run)$/.test(name));
  if (migrateScript) project.migrate = run(migrateScript);
}

function hasPytest(dir: string): boolean {
  if (['pytest.ini', 'conftest.py', 'tests', 'test'].some((name) => existsSync(join(dir, name)))) return true;
  if (/\[tool\.pytest|pytest/.test(readText(join(dir, 'pyproject.toml')))) return true;
  if (/\[tool:pytest\]/.test(readText(join(dir, 'setup.cfg'))) || /\[pytest\]/.test(readText(join(dir, 'tox.ini')))) return true;
  return list(dir).some((name) => /^test_.*\.py$|_test\.py$/.test(name));
}

function list(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function detectPython(dir: string, project: ProjectCommands): void {
  const names = list(dir);
  const requirements = names.find((name) => name === 'requirements.txt') ?? names.find((name) => /^requirements.*\.txt$/.test(name));
  const pyproject = names.includes('pyproject.toml');
  if (!pyproject && !requirements && !names.includes('setup.py')) return;
  let install: string;
  let runner = '';
  if (names.includes('uv.lock')) [install, runner] = ['uv sync', 'uv run '];
  else if (names.includes('poetry.lock')) [install, runner] = ['poetry install', 'poetry run '];
  else if (requirements) install = `pip install -r ${requirements}`;
  else install = 'pip install -e .';
  project.ecosystems.python = { install, test: hasPytest(dir) ? `${runner}pytest` : undefined };
  if (names.includes('alembic.ini')) project.migrate ??= `${runner}alembic upgrade head`;
  if (names.includes('manage.py')) project.migrate ??= `${runner || ''}python manage.py migrate`;
}

function detectMake(dir: string, project: ProjectCommands): void {
  const makefile = readText(join(dir, 'Makefile')) || readText(join(dir, 'makefile')) || readText(join(dir, 'GNUmakefile'));
  if (!makefile) return;
  const targets = new Set([...makefile.matchAll(/^([A-Za-z0-9_.-]+)\s*:(?!=)/gm)].map((m) => m[1]));
  if (targets.has('test')) project.make = 'make test';
  else if (targets.has('check')) project.make = 'make check';
}

/** The commands of one directory's manifests. */
export function detectDirectory(dir: string): ProjectCommands {
  const project: ProjectCommands = { ecosystems: {}, typescript: false };
  detectNode(dir, project);
  detectPython(dir, project);
  if (existsSync(join(dir, 'go.mod'))) project.ecosystems.go = { install: 'go mod download', test: 'go test ./...' };
  if (existsSync(join(dir, 'Cargo.toml'))) project.ecosystems.rust = { install: 'cargo build', test: 'cargo test' };
  if (existsSync(join(dir, 'Gemfile'))) {
    const test = existsSync(join(dir, 'spec')) ? 'bundle exec rspec' : existsSync(join(dir, 'Rakefile')) ? 'bundle exec rake test' : undefined;
    project.ecosystems.ruby = { install: 'bundle install', test };
  }
  if (existsSync(join(dir, 'prisma', 'schema.prisma'))) project.migrate ??= 'npx prisma migrate dev';
  detectMake(dir, project);
  return project;
}

/** The nearest directory below the root, between a changed file and the root, that has a manifest. */
export function nearestManifestDir(root: string, file: string): string | undefined {
  const parts = file.split('/').slice(0, -1);
  for (let depth = parts.length; depth > 0; depth--) {
    const dir = parts.slice(0, depth).join('/');
    if (MANIFEST_NAMES.some((name) => existsSync(join(root, dir, name)))) return dir;
  }
  return undefined;
}

/**
 * The root's commands; what the root lacks is taken from the one sub-project the changed files live
 * in (a simple monorepo: `cd web && npm test`). Several sub-projects: the root's commands alone.
 */
export function detectProject(root: string, files: string[]): ProjectCommands {
  const project = detectDirectory(root);
  const dirs = new Set(files.map((file) => nearestManifestDir(root, file)).filter((dir): dir is string => dir !== undefined));
  if (dirs.size !== 1) return project;
  const [dir] = dirs;
  const sub = detectDirectory(join(root, dir));
  const inDir = (command: string | undefined) => (command ? `cd ${dir} && ${command}` : undefined);
  for (const [ecosystem, commands] of Object.entries(sub.ecosystems) as [Ecosystem, EcosystemCommands][]) {
    const mine = project.ecosystems[ecosystem];
    if (!mine) project.ecosystems[ecosystem] = { install: inDir(commands.install)!, test: inDir(commands.test) };
    else if (!mine.test && commands.test) mine.test = inDir(commands.test);
  }
  if (!project.typecheck && sub.typecheck) project.typecheck = inDir(sub.typecheck);
  project.typescript ||= sub.typescript;
  project.make ??= inDir(sub.make);
  project.migrate ??= inDir(sub.migrate);
  project.packageManager ??= sub.packageManager;
  return project;
}
