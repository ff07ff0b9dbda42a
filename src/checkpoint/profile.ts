import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as Yaml from 'js-yaml';
import { globMatcher } from '../util/glob.js';
import { listDirectory } from '../util/read-file.js';
import { parseToml } from '../util/toml.js';
import type { Ecosystem, RecipeTool } from './intent.js';
import { type Kind, kindsByName, lineKinds, type ScriptResolver } from './intent.js';
import { readProjectFile, readProjectJson } from './project-file.js';

// One directory's own declarations: what its manifests, task files and tool sections say a
// contributor runs. Commands here are as run inside the directory; project.ts says them from the root.

export interface LanguageChecks {
  test?: string;
  lint?: string;
  /** The test command accepts test file paths (vitest, jest, pytest...). */
  takesPaths?: boolean;
  /** The test command is the project's own declaration (a package script), not a guessed tool. */
  declared?: boolean;
}

export type CheckName = 'test' | 'lint' | 'typecheck' | 'pytypecheck' | 'generate' | 'migrate' | 'makemigrations';

export interface DirectoryProfile {
  /** Root-relative directory; '' is the root. */
  dir: string;
  /** package.json / Cargo.toml / pom name, for per-package commands. */
  name?: string;
  ecosystems: Ecosystem[];
  /** package.json scripts and deno.json tasks: name -> body. */
  scripts: Record<string, string>;
  /** make/just/task targets and hatch env scripts (`env:name`; the default env's also bare): name -> body. */
  recipes: Partial<Record<RecipeTool, Record<string, string>>>;
  /** Checks of the directory's task runner (make/just/task targets) and type-checkers: any language. */
  checks: Partial<Record<CheckName, string>>;
  /** Test and lint commands per language: a package script, or the ecosystem's usual tool. */
  languages: Partial<Record<Ecosystem, LanguageChecks>>;
  /** Install (dependency refresh) command per ecosystem; `{file}` is the changed manifest. */
  install: Partial<Record<Ecosystem, string>>;
  /** tsconfig.json here: `*.ts` below it need a type-check. */
  tsconfig?: { include?: string[]; exclude?: string[]; solution: boolean };
  packageManager?: string;
  /** Root of a workspace (pnpm/yarn/npm/bun workspaces, nx, turbo, Cargo [workspace], Maven modules, Gradle subprojects, go.work). */
  workspace?: { node?: boolean; cargoVirtual?: boolean; cargo?: boolean; maven?: boolean; gradle?: boolean };
  /** Targets the nx plugins of this workspace root (nx.json `plugins`) add to its projects. */
  nxInferred?: InferredTarget[];
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

const NPM_DEFAULT_TEST = /no test specified/;
/** Stands for the package manager's way to run a binary, filled in from the root. */
export const EXEC = '{exec}';
/** nx runs from the workspace root, through the package manager: `npx nx run web:test`. */
export const NX = '{nx}';
export const EXEC_PREFIX: Record<string, string> = { npm: 'npx', pnpm: 'pnpm exec', yarn: 'yarn', bun: 'bunx' };
/**
 * Names projects give their type-check, most specific first: one list for package scripts, nx targets,
 * deno tasks, make/just/task targets and hatch scripts. A name counts only when its body type-checks,
 * so `lint` or `test` are taken only when they run tsc or mypy.
 */
const TYPECHECK_SCRIPTS = [
  'typecheck',
  'type-check',
  'check-types',
  'types:check',
  'check:types',
  'typing',
  'lint:typing',
  'types',
  'tsc',
  'mypy',
  'pyright',
  'test:types',
  'type-tests',
  'lint:types',
  'lint:ts',
  'lint',
  'check',
  'build:types',
  'test',
];
const PATH_TAKING_RUNNERS = /^(vitest|jest|mocha|ava|pytest|py\.test|rspec|node --test|bun test|deno test|phpunit)\b/;

function nodePackageManager(dir: string, manifest: Record<string, unknown> | undefined, names = listDirectory(dir)): string {
  if (names.includes('pnpm-lock.yaml') || names.includes('pnpm-workspace.yaml')) return 'pnpm';
  if (names.includes('yarn.lock')) return 'yarn';
  if (names.includes('bun.lock') || names.includes('bun.lockb')) return 'bun';
  if (names.includes('package-lock.json')) return 'npm';
  const field = typeof manifest?.packageManager === 'string' ? manifest.packageManager.split('@')[0] : '';
  return ['npm', 'pnpm', 'yarn', 'bun'].includes(field) ? field : 'npm';
}

const runScript = (pm: string, script: string) =>
  script === 'test' ? (pm === 'bun' ? 'bun run test' : `${pm} test`) : `${pm} run ${script}`;

/** A resolver over one directory's declarations, for judging its own scripts while detecting. */
function localResolver(profile: DirectoryProfile): ScriptResolver {
  return {
    script: (name) => (profile.scripts[name] === undefined ? [] : [profile.scripts[name]]),
    recipe: (tool, name) => profile.recipes[tool]?.[name],
  };
}

/** Commands judged while detecting one directory: many scripts of many commands each stop here. */
let detection = { left: 20_000 };
/** What each body was judged to do while detecting one directory: the test, lint and type-check picks ask again. */
let judged = new Map<string, Set<Kind>>();

/** What a declared script or target does: by its body, else its name. */
function declaredKinds(body: string, name: string, profile: DirectoryProfile): Set<Kind> {
  // the answer holds while the directory's scripts and task files stay as they are
  const key = `${Object.keys(profile.scripts).length}:${Object.keys(profile.recipes).length}\0${body}`;
  let kinds = judged.get(key);
  if (!kinds)
    judged.set(
      key,
      (kinds = lineKinds(body, { dir: profile.dir, resolver: localResolver(profile), depth: 1, budget: detection, chain: [body] })),
    );
  return kinds.size > 0 ? kinds : kindsByName(name);
}

/** The best-named entry that does `kind`: `preferred` names first, then any whose name says it. */
function pick(entries: Record<string, string>, kind: Kind, preferred: string[], profile: DirectoryProfile): string | undefined {
  const does = (name: string) => declaredKinds(entries[name], name, profile).has(kind);
  const named = Object.keys(entries);
  return (
    preferred.find((name) => name in entries && does(name)) ??
    named.find((name) => kindsByName(name).has(kind) && does(name) && !/(watch|fix|dev|debug|update|coverage|:ui$)/.test(name))
  );
}

function detectNode(dir: string, names: string[], profile: DirectoryProfile): void {
  if (!names.includes('package.json')) return;
  const manifest = readProjectJson(join(dir, 'package.json'));
  profile.sources.push('package.json');
  if (!manifest) return;
  const pm = nodePackageManager(dir, manifest, names);
  profile.packageManager = pm;
  profile.ecosystems.push('node');
  if (typeof manifest.name === 'string') profile.name = manifest.name;
  const scripts = Object.fromEntries(
    Object.entries((manifest.scripts ?? {}) as Record<string, unknown>).filter(([, body]) => typeof body === 'string'),
  ) as Record<string, string>;
  if (scripts.test !== undefined && NPM_DEFAULT_TEST.test(scripts.test)) delete scripts.test;
  Object.assign(profile.scripts, scripts);
  const deps = { ...(manifest.dependencies as object), ...(manifest.devDependencies as object) } as Record<string, unknown>;
  const exec = EXEC_PREFIX[pm];
  profile.install.node = `${pm} install`;
  const node: LanguageChecks = (profile.languages.node = {});
  const test = pick(scripts, 'test', ['test', 'test:unit', 'tests', 'spec'], profile);
  if (test) {
    node.test = runScript(pm, test);
    node.declared = true;
    node.takesPaths = PATH_TAKING_RUNNERS.test(
      scripts[test].replace(/^([^\s=]+=\S*\s+)*/, '').replace(/^(npx|pnpm exec|yarn|bunx)\s+/, ''),
    );
  } else if ('vitest' in deps || 'jest' in deps) {
    node.test = `${exec} ${'vitest' in deps ? 'vitest run' : 'jest'}`;
    node.takesPaths = true;
  }
  const lint = pick(scripts, 'lint', ['lint', 'lint:all', 'check:lint', 'eslint'], profile);
  if (lint) node.lint = runScript(pm, lint);
  else if ('eslint' in deps && names.some((name) => /^(\.eslintrc(\.\w+)?|eslint\.config\.[cm]?[jt]s)$/.test(name)))
    node.lint = `${exec} eslint .`;
  else if ('@biomejs/biome' in deps) node.lint = `${exec} biome check .`;
  const typecheck = pick(scripts, 'typecheck', TYPECHECK_SCRIPTS, profile);
  if (typecheck) profile.checks.typecheck = runScript(pm, typecheck);
  const migrate = Object.keys(scripts).find((name) => /^(migrate|db:migrate|migrate:dev|migration:run|db:push)$/.test(name));
  if (migrate) profile.checks.migrate = runScript(pm, migrate);
  const generate = Object.keys(scripts).find((name) => /^(generate|codegen|gen|proto|generate:.*|gen:.*)$/.test(name));
  if (generate) profile.checks.generate = runScript(pm, generate);
  else if (names.some((name) => /^codegen\.(ya?ml|[cm]?[jt]s)$/.test(name))) profile.checks.generate = `${exec} graphql-codegen`;
  else if (names.some((name) => /^orval\.config\.[cm]?[jt]s$/.test(name))) profile.checks.generate = `${exec} orval`;
  else if (names.includes('openapitools.json')) profile.checks.generate = `${exec} openapi-generator-cli generate`;
  if (
    manifest.workspaces ||
    names.includes('pnpm-workspace.yaml') ||
    names.includes('nx.json') ||
    names.includes('turbo.json') ||
    names.includes('lerna.json')
  ) {
    profile.workspace = { ...profile.workspace, node: true };
  }
  if (!profile.checks.migrate) {
    if (names.includes('prisma') && existsSync(join(dir, 'prisma', 'schema.prisma'))) profile.checks.migrate = `${exec} prisma migrate dev`;
    else if (names.some((name) => /^drizzle\.config\.[cm]?[jt]s$/.test(name))) {
      profile.checks.migrate = `${exec} drizzle-kit migrate`;
      profile.checks.makemigrations = `${exec} drizzle-kit generate`;
    }
  }
}

const VITE_CONFIG = /^(vite|vitest)\.config\.[cm]?[jt]s$/.source;
/** The targets each official plugin infers: the option naming the target (its default), from which config file. */
const NX_PLUGINS: Record<string, { option: string; target: string; body: string; config: string; needs?: string }[]> = {
  '@nx/vite/plugin': [
    { option: 'testTargetName', target: 'test', body: 'vitest run', config: VITE_CONFIG },
    { option: 'typecheckTargetName', target: 'typecheck', body: 'tsc --noEmit', config: VITE_CONFIG, needs: /^tsconfig.*\.json$/.source },
  ],
  '@nx/vitest': [{ option: 'testTargetName', target: 'test', body: 'vitest run', config: VITE_CONFIG }],
  '@nx/vitest/plugin': [{ option: 'testTargetName', target: 'test', body: 'vitest run', config: VITE_CONFIG }],
  '@nx/jest/plugin': [{ option: 'targetName', target: 'test', body: 'jest', config: /^jest\.config\.[cm]?[jt]s$/.source }],
  '@nx/eslint/plugin': [
    {
      option: 'targetName',
      target: 'lint',
      body: 'eslint .',
      config: /^(eslint\.config\.[cm]?[jt]s|\.eslintrc(\.json|\.[cm]?js|\.ya?ml)?)$/.source,
    },
  ],
  '@nx/js/typescript': [{ option: 'typecheck', target: 'typecheck', body: 'tsc --noEmit', config: /^tsconfig\.json$/.source }],
};

/** nx.json `plugins`: a name, or `{ plugin, options, include, exclude }`. */
function detectNxPlugins(dir: string, names: string[], profile: DirectoryProfile): void {
  if (!names.includes('nx.json')) return;
  const config = readProjectJson(join(dir, 'nx.json'));
  profile.sources.push('nx.json');
  const plugins = Array.isArray(config?.plugins) ? config.plugins : [];
  const inferred: InferredTarget[] = [];
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined);
  for (const entry of plugins) {
    const plugin = typeof entry === 'string' ? entry : String(section(entry)?.plugin ?? '');
    const options = section(entry, 'options') ?? {};
    for (const rule of NX_PLUGINS[plugin] ?? []) {
      const option = options[rule.option];
      // `typecheck: false` turns the target off; `{ targetName }` or a plain name renames it
      if (option === false) continue;
      const target =
        typeof option === 'string'
          ? option
          : typeof section(option)?.targetName === 'string'
            ? String(section(option)!.targetName)
            : rule.target;
      inferred.push({
        target,
        body: rule.body,
        config: rule.config,
        needs: rule.needs,
        include: strings(section(entry)?.include),
        exclude: strings(section(entry)?.exclude),
      });
    }
  }
  if (inferred.length > 0) profile.nxInferred = inferred;
}

/** The targets the workspace's nx plugins infer for project `dir` from its config files: target -> body. */
function inferredTargets(dir: string, names: string[], plugins: InferredTarget[]): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const plugin of plugins) {
    const config = names.find((name) => new RegExp(plugin.config).test(name));
    if (!config || (plugin.needs && !names.some((name) => new RegExp(plugin.needs!).test(name)))) continue;
    const path = `${dir}/${config}`;
    if (plugin.include && !globMatcher(plugin.include)(path)) continue;
    if (plugin.exclude && globMatcher(plugin.exclude)(path)) continue;
    targets[plugin.target] ??= plugin.body;
  }
  return targets;
}

const NX_EXECUTORS: Record<string, string> = {
  jest: 'jest',
  vitest: 'vitest',
  test: 'vitest',
  lint: 'eslint .',
  eslint: 'eslint .',
  tsc: 'tsc',
  'type-check': 'tsc --noEmit',
};

/**
 * An nx project: the targets of its `project.json` and those the workspace's plugins infer from its
 * config files, run as `nx run <project>:<target>` from the workspace root.
 */
function detectNxProject(dir: string, names: string[], profile: DirectoryProfile, inferred: Record<string, string>): void {
  const hasProject = names.includes('project.json');
  if (!hasProject && Object.keys(inferred).length === 0) return;
  const project = hasProject ? readProjectJson(join(dir, 'project.json')) : {};
  if (hasProject) profile.sources.push('project.json');
  if (!project) return;
  const name = typeof project.name === 'string' ? project.name : (profile.name ?? dir.split('/').pop());
  const targets = section(project, 'targets') ?? {};
  const bodies: Record<string, string> = { ...inferred };
  for (const [target, spec] of Object.entries(targets)) {
    const options = section(spec, 'options') ?? {};
    const executor = String((spec as { executor?: unknown }).executor ?? '');
    const commands =
      typeof options.command === 'string' ? [options.command] : Array.isArray(options.commands) ? options.commands.map(String) : [];
    // a target that only configures an inferred one keeps the inferred body
    const body = commands.length > 0 ? commands.join(' && ') : (NX_EXECUTORS[executor.split(':')[1] ?? ''] ?? '');
    if (body || bodies[target] === undefined) bodies[target] = body;
  }
  for (const [target, body] of Object.entries(bodies)) profile.scripts[target] ??= body;
  const node: LanguageChecks = (profile.languages.node ??= {});
  const run = (target: string | undefined) => (target ? `${NX} run ${name}:${target}` : undefined);
  node.test ??= run(pick(bodies, 'test', ['test'], profile));
  node.declared ||= node.test !== undefined;
  node.lint ??= run(pick(bodies, 'lint', ['lint'], profile));
  profile.checks.typecheck ??= run(pick(bodies, 'typecheck', TYPECHECK_SCRIPTS, profile));
}

function detectTsconfig(dir: string, names: string[], profile: DirectoryProfile): void {
  if (!names.includes('tsconfig.json')) return;
  profile.sources.push('tsconfig.json');
  const config = readProjectJson(join(dir, 'tsconfig.json')) ?? {};
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined);
  const files = strings(config.files);
  profile.tsconfig = {
    include: strings(config.include),
    exclude: strings(config.exclude),
    // `"files": []` with references: plain `tsc` checks nothing, `tsc -b` builds the references
    solution: Array.isArray(config.references) && files !== undefined && files.length === 0,
  };
  // `{exec}`: the workspace's package manager decides (`npx`, `pnpm exec`, `yarn`, `bunx`), see project.ts
  if (!profile.checks.typecheck) profile.checks.typecheck = profile.tsconfig.solution ? `${EXEC} tsc -b` : `${EXEC} tsc --noEmit`;
}

function toml(dir: string, name: string, profile: DirectoryProfile): Record<string, unknown> | undefined {
  const text = readProjectFile(join(dir, name));
  if (text === undefined) return undefined;
  profile.sources.push(name);
  try {
    return parseToml(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const section = (value: unknown, ...path: string[]): Record<string, unknown> | undefined => {
  let current = value;
  for (const key of path) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
};

/** The keys of one section of an ini text (one pass over the lines). */
function iniKeys(text: string, name: string): Set<string> {
  const keys = new Set<string>();
  let inside = false;
  for (const line of text.split('\n')) {
    const header = /^\[([^\]\n]+)\]/.exec(line);
    if (header) inside = header[1].trim() === name;
    else if (inside) {
      const key = /^([\w.-]+)\s*[=:]/.exec(line);
      if (key) keys.add(key[1]);
    }
  }
  return keys;
}

function iniSections(text: string): Set<string> {
  return new Set([...text.matchAll(/^\[([^\]\n]+)\]/gm)].map((m) => m[1].trim()));
}

function detectPython(dir: string, names: string[], profile: DirectoryProfile): void {
  const requirements = names.find((name) => name === 'requirements.txt') ?? names.find((name) => /^requirements.*\.txt$/.test(name));
  const hasPyproject = names.includes('pyproject.toml');
  if (!hasPyproject && !requirements && !names.includes('setup.py') && !names.includes('manage.py')) return;
  profile.ecosystems.push('python');
  const pyproject = hasPyproject ? (toml(dir, 'pyproject.toml', profile) ?? {}) : {};
  const tool = section(pyproject, 'tool') ?? {};
  let runner = '';
  if (names.includes('uv.lock') || 'uv' in tool) {
    runner = 'uv run ';
    profile.install.python = 'uv sync';
  } else if (names.includes('poetry.lock') || 'poetry' in tool) {
    runner = 'poetry run ';
    // install refuses a lock file older than pyproject.toml: relock first when the manifest changed
    profile.install.python = 'poetry lock && poetry install';
  } else if (names.includes('pdm.lock') || 'pdm' in tool) {
    runner = 'pdm run ';
    profile.install.python = 'pdm install';
  } else if (section(tool, 'hatch', 'envs') || names.includes('hatch.toml')) {
    // no install step: `hatch run` creates the env and syncs its dependencies before it runs anything
    runner = 'hatch run ';
  } else if (requirements) profile.install.python = 'pip install -r {file}';
  else profile.install.python = 'pip install -e .';

  const setupCfg = names.includes('setup.cfg') ? (readProjectFile(join(dir, 'setup.cfg')) ?? '') : '';
  const toxIni = names.includes('tox.ini') ? (readProjectFile(join(dir, 'tox.ini')) ?? '') : '';
  if (setupCfg) profile.sources.push('setup.cfg');
  if (toxIni) profile.sources.push('tox.ini');
  const cfg = iniSections(`${setupCfg}\n${toxIni}`);
  const toxEnvs = [...iniSections(toxIni)].filter((s) => s.startsWith('testenv:')).map((s) => s.slice('testenv:'.length));
  const noxSessions = names.includes('noxfile.py')
    ? [...(readProjectFile(join(dir, 'noxfile.py')) ?? '').matchAll(/@nox\.session[^\n]*\n\s*def\s+(\w+)/g)].map((m) => m[1])
    : [];
  if (noxSessions.length > 0) profile.sources.push('noxfile.py');

  const pytest =
    'pytest' in tool ||
    names.includes('pytest.ini') ||
    names.includes('conftest.py') ||
    cfg.has('tool:pytest') ||
    cfg.has('pytest') ||
    /\bpytest\b/.test(JSON.stringify(pyproject));
  const django = names.includes('manage.py');
  const testsDir = names.includes('tests') || names.includes('test') || names.some((name) => /^test_.*\.py$|_test\.py$/.test(name));
  const python: LanguageChecks = (profile.languages.python = {});
  const testSession = noxSessions.find((s) => kindsByName(s).has('test'));
  if (pytest || (testsDir && !django)) python.test = `${runner}pytest`;
  else if (django) python.test = `${runner}python manage.py test`;
  else if (toxIni) python.test = 'tox';
  else if (testSession) python.test = `nox -s ${testSession}`;
  python.takesPaths = python.test !== undefined && !/^(tox|nox)\b/.test(python.test);

  const lintEnv = toxEnvs.find((env) => kindsByName(env).has('lint'));
  const typeEnv = toxEnvs.find((env) => kindsByName(env).has('typecheck'));
  const lintSession = noxSessions.find((s) => kindsByName(s).has('lint'));
  const typeSession = noxSessions.find((s) => kindsByName(s).has('typecheck'));
  if (lintEnv) python.lint = `tox -e ${lintEnv}`;
  else if (lintSession) python.lint = `nox -s ${lintSession}`;
  else if ('ruff' in tool || names.includes('ruff.toml') || names.includes('.ruff.toml')) python.lint = `${runner}ruff check .`;
  else if (names.includes('.flake8') || cfg.has('flake8')) python.lint = `${runner}flake8`;
  const mypy = section(tool, 'mypy');
  const mypyIni = ['mypy.ini', '.mypy.ini'].find((name) => names.includes(name));
  if (mypyIni) profile.sources.push(mypyIni);
  if (mypy || mypyIni || cfg.has('mypy')) {
    // bare `mypy` fails with no target unless the config names its `files`
    const ini = `${mypyIni ? (readProjectFile(join(dir, mypyIni)) ?? '') : ''}\n${setupCfg}`;
    const files = mypy?.files !== undefined || iniKeys(ini, 'mypy').has('files');
    profile.checks.pytypecheck = files ? `${runner}mypy` : `${runner}mypy .`;
  } else if ('pyright' in tool || names.includes('pyrightconfig.json')) profile.checks.pytypecheck = `${runner}pyright`;
  else if ('basedpyright' in tool) profile.checks.pytypecheck = `${runner}basedpyright`;
  else if (typeEnv) profile.checks.pytypecheck = `tox -e ${typeEnv}`;
  else if (typeSession) profile.checks.pytypecheck = `nox -s ${typeSession}`;

  detectHatch(dir, names, tool, profile);

  if (names.includes('alembic.ini')) {
    profile.checks.migrate ??= `${runner}alembic upgrade head`;
    profile.checks.makemigrations ??= `${runner}alembic revision --autogenerate`;
  }
  if (django) {
    profile.checks.migrate = `${runner}python manage.py migrate`;
    profile.checks.makemigrations = `${runner}python manage.py makemigrations`;
  }
}

/** `{args}`, `{args:tests}`: hatch fills in the command line's arguments, else the default after the colon. */
const hatchArgs = (command: string) =>
  command.replace(/\{args(?::\s*([^}]*))?\}/g, (_, fallback: string | undefined) => fallback?.trim() ?? '').trim();

/**
 * Hatch env scripts, `[tool.hatch.envs.<env>.scripts]` (or `[envs.<env>.scripts]` in hatch.toml): a
 * string or a list of commands, where a list item naming another script of the env runs it.
 * They are the project's declared checks, run as `hatch run <env>:<script>` (`hatch run <script>` in
 * the default env).
 */
function detectHatch(dir: string, names: string[], tool: Record<string, unknown>, profile: DirectoryProfile): void {
  const fromFile = names.includes('hatch.toml') ? toml(dir, 'hatch.toml', profile) : undefined;
  const envs = { ...section(tool, 'hatch', 'envs'), ...section(fromFile, 'envs') };
  const recipes: Record<string, string> = {};
  for (const [env, spec] of Object.entries(envs)) {
    const scripts = section(spec, 'scripts') ?? {};
    const key = (name: string) => (env === 'default' ? name : `${env}:${name}`);
    for (const [name, value] of Object.entries(scripts)) {
      const items = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
      // a leading `- ` lets the command fail without stopping the script
      const body = items
        .map((item) => item.replace(/^-\s+/, ''))
        .map((item) => (item in scripts ? `hatch run ${key(item)}` : hatchArgs(item)));
      recipes[key(name)] = body.join(' && ');
      if (env === 'default') recipes[`default:${name}`] = recipes[name];
    }
  }
  if (Object.keys(recipes).length === 0) return;
  profile.recipes.hatch = recipes;
  const entries = Object.fromEntries(Object.entries(recipes).filter(([name]) => !name.startsWith('default:')));
  const run = (name: string | undefined) => (name ? `hatch run ${name}` : undefined);
  const python = (profile.languages.python ??= {});
  const test = pick(entries, 'test', ['test', 'tests', 'test:test', 'tests:run', 'test:run'], profile);
  if (test) Object.assign(python, { test: run(test), declared: true, takesPaths: PATH_TAKING_RUNNERS.test(entries[test]) });
  python.lint = run(pick(entries, 'lint', ['lint', 'lint:style', 'style', 'lint:check', 'check'], profile)) ?? python.lint;
  profile.checks.pytypecheck = run(pick(entries, 'typecheck', TYPECHECK_SCRIPTS, profile)) ?? profile.checks.pytypecheck;
}

function detectRust(dir: string, names: string[], profile: DirectoryProfile): void {
  if (!names.includes('Cargo.toml')) return;
  profile.ecosystems.push('rust');
  const manifest = toml(dir, 'Cargo.toml', profile) ?? {};
  const pkg = section(manifest, 'package');
  if (typeof pkg?.name === 'string') profile.name = pkg.name;
  if (section(manifest, 'workspace')) profile.workspace = { ...profile.workspace, cargo: true, cargoVirtual: pkg === undefined };
  // no install step: `cargo test` resolves the changed manifest and updates Cargo.lock itself
  profile.languages.rust = { test: 'cargo test' };
  if (
    names.includes('clippy.toml') ||
    names.includes('.clippy.toml') ||
    section(manifest, 'lints', 'clippy') ||
    section(manifest, 'workspace', 'lints', 'clippy')
  )
    profile.languages.rust.lint = 'cargo clippy';
}

function detectGo(_dir: string, names: string[], profile: DirectoryProfile): void {
  if (!names.includes('go.mod')) return;
  profile.ecosystems.push('go');
  profile.install.go = 'go mod tidy';
  profile.languages.go = { test: 'go test ./...' };
  if (names.some((name) => /^\.golangci\.(ya?ml|toml|json)$/.test(name))) profile.languages.go.lint = 'golangci-lint run';
  if (names.includes('buf.gen.yaml')) profile.checks.generate = 'buf generate';
}

function detectRuby(dir: string, names: string[], profile: DirectoryProfile): void {
  if (!names.includes('Gemfile') && !names.some((name) => name.endsWith('.gemspec'))) return;
  profile.ecosystems.push('ruby');
  profile.install.ruby = 'bundle install';
  const rails = existsSync(join(dir, 'bin', 'rails'));
  const ruby: LanguageChecks = (profile.languages.ruby = {});
  if (names.includes('spec')) ruby.test = 'bundle exec rspec';
  else if (rails) ruby.test = 'bin/rails test';
  else if (names.includes('Rakefile')) ruby.test = 'bundle exec rake test';
  ruby.takesPaths = ruby.test !== undefined && ruby.test !== 'bundle exec rake test';
  if (names.includes('.rubocop.yml')) ruby.lint = 'bundle exec rubocop';
  if (rails || names.includes('db')) {
    if (rails) profile.checks.migrate = 'bin/rails db:migrate';
    else if (names.includes('Rakefile')) profile.checks.migrate = 'bundle exec rake db:migrate';
  }
}

function detectJava(dir: string, names: string[], profile: DirectoryProfile): void {
  if (names.includes('pom.xml')) {
    profile.ecosystems.push('java');
    const pom = readProjectFile(join(dir, 'pom.xml')) ?? '';
    profile.sources.push('pom.xml');
    // the module's own artifactId, not its parent's (indexOf: no regex backtracking on a hostile pom)
    const parentStart = pom.indexOf('<parent>');
    const parentEnd = parentStart < 0 ? -1 : pom.indexOf('</parent>', parentStart);
    const own = parentEnd < 0 ? pom : pom.slice(0, parentStart) + pom.slice(parentEnd);
    const name = /<artifactId>([^<]{1,200})<\/artifactId>/.exec(own);
    if (name) profile.name = name[1];
    if (/<modules>/.test(pom)) profile.workspace = { ...profile.workspace, maven: true };
    const mvn = names.includes('mvnw') ? './mvnw' : 'mvn';
    profile.languages.java = { test: `${mvn} test` };
    if (/spotless-maven-plugin/.test(pom)) profile.languages.java.lint = `${mvn} spotless:check`;
    else if (/maven-checkstyle-plugin/.test(pom)) profile.languages.java.lint = `${mvn} checkstyle:check`;
    return;
  }
  const build = names.find((name) => /^build\.gradle(\.kts)?$/.test(name));
  const settings = names.find((name) => /^settings\.gradle(\.kts)?$/.test(name));
  if (!build && !settings) return;
  profile.ecosystems.push('java');
  const gradle = names.includes('gradlew') ? './gradlew' : 'gradle';
  const java: LanguageChecks = (profile.languages.java = { test: `${gradle} test` });
  if (settings && /\binclude\b/.test(readProjectFile(join(dir, settings)) ?? ''))
    profile.workspace = { ...profile.workspace, gradle: true };
  if (settings) profile.sources.push(settings);
  const script = build ? (readProjectFile(join(dir, build)) ?? '') : '';
  if (build) profile.sources.push(build);
  if (/spotless/.test(script)) java.lint = `${gradle} spotlessCheck`;
  else if (/ktlint/.test(script)) java.lint = `${gradle} ktlintCheck`;
  else if (/checkstyle/.test(script)) java.lint = `${gradle} checkstyleMain`;
}

function detectDeno(dir: string, names: string[], profile: DirectoryProfile): void {
  const file = names.find((name) => name === 'deno.json' || name === 'deno.jsonc');
  if (!file) return;
  profile.ecosystems.push('deno');
  profile.sources.push(file);
  const config = readProjectJson(join(dir, file)) ?? {};
  const tasks = Object.fromEntries(
    Object.entries(section(config, 'tasks') ?? {}).map(([name, task]) => [
      name,
      typeof task === 'string' ? task : String((task as { command?: unknown })?.command ?? ''),
    ]),
  );
  Object.assign(profile.scripts, tasks);
  profile.install.deno = 'deno install';
  const test = pick(tasks, 'test', ['test'], profile);
  const lint = pick(tasks, 'lint', ['lint', 'check'], profile);
  profile.languages.deno = {
    test: test ? `deno task ${test}` : 'deno test',
    takesPaths: !test,
    declared: test !== undefined,
    lint: lint ? `deno task ${lint}` : 'deno lint',
  };
  const check = pick(tasks, 'typecheck', TYPECHECK_SCRIPTS, profile);
  if (check) profile.checks.typecheck ??= `deno task ${check}`;
}

/** Makefile / justfile / Taskfile targets with their recipes. */
function detectTaskFiles(dir: string, names: string[], profile: DirectoryProfile): void {
  const makefile = ['GNUmakefile', 'Makefile', 'makefile'].find((name) => names.includes(name));
  if (makefile) {
    profile.sources.push(makefile);
    profile.recipes.make = makeRecipes(readProjectFile(join(dir, makefile)) ?? '');
  }
  const justfile = ['justfile', 'Justfile', '.justfile'].find((name) => names.includes(name));
  if (justfile) {
    profile.sources.push(justfile);
    profile.recipes.just = justRecipes(readProjectFile(join(dir, justfile)) ?? '');
  }
  const taskfile = ['Taskfile.yml', 'Taskfile.yaml', 'taskfile.yml'].find((name) => names.includes(name));
  if (taskfile) {
    profile.sources.push(taskfile);
    profile.recipes.task = taskRecipes(readProjectFile(join(dir, taskfile)) ?? '');
  }
  for (const tool of ['make', 'just', 'task'] as const) {
    const recipes = profile.recipes[tool];
    if (!recipes) continue;
    const command = (target: string | undefined) => (target ? `${tool} ${target}` : undefined);
    // the project's own target outranks a tool guessed from a config file, but not a package script
    profile.checks.test ??= command(pick(recipes, 'test', ['test', 'tests', 'check', 'unit'], profile));
    profile.checks.lint ??= command(pick(recipes, 'lint', ['lint', 'check-lint', 'vet', 'style'], profile));
    const typing = command(pick(recipes, 'typecheck', TYPECHECK_SCRIPTS, profile));
    if (typing && profile.ecosystems.includes('python')) profile.checks.pytypecheck = typing;
    else if (typing) profile.checks.typecheck ??= typing;
    profile.checks.generate ??= command(
      ['generate', 'gen', 'proto', 'protos', 'codegen', 'generate-proto'].find((name) => name in recipes),
    );
  }
}

/** Longer lines are no recipe a person wrote; skipping them keeps the patterns below linear. */
const MAX_LINE = 2000;
const lines = (text: string) => text.split('\n').filter((line) => line.length <= MAX_LINE);

export function makeRecipes(text: string): Record<string, string> {
  const recipes: Record<string, string> = {};
  let current: string[] = [];
  for (const line of lines(text)) {
    // names separated by single runs of spaces: no two ways to match a line, so no backtracking
    const target = /^([A-Za-z0-9_.\-/]+(?:[ \t]+[A-Za-z0-9_.\-/]+)*)[ \t]*:(?![=:])[ \t]*([^;#]*)(?:;(.*))?$/.exec(line);
    if (target && !line.startsWith('\t') && !/^\s*(export|override|define|ifeq|ifneq|include)\b/.test(line)) {
      current = target[1].split(/\s+/).filter((name) => name && !name.startsWith('.'));
      // a target with only prerequisites runs them: `check: lint test`
      for (const name of current)
        recipes[name] = target[2].trim()
          ? target[2]
              .trim()
              .split(/\s+/)
              .map((dep) => `make ${dep}`)
              .join(' && ')
          : '';
      if (target[3]) for (const name of current) recipes[name] = [recipes[name], target[3].trim()].filter(Boolean).join(' && ');
      continue;
    }
    if (line.startsWith('\t') && current.length > 0) {
      const command = line
        .slice(1)
        .replace(/^[@+-]+/, '')
        .replace(/\$\(MAKE\)|\$\{MAKE\}/g, 'make')
        .trim();
      for (const name of current) recipes[name] = [recipes[name], command].filter(Boolean).join(' && ');
    } else if (line.trim() && !line.startsWith('#')) current = [];
  }
  return recipes;
}

function justRecipes(text: string): Record<string, string> {
  const recipes: Record<string, string> = {};
  let current: string | undefined;
  for (const line of lines(text)) {
    const head = /^@?([A-Za-z0-9_-]+)(?:[ \t][^:=]*)?:(?!=)[ \t]*(.*)$/.exec(line);
    if (head && !/^\s/.test(line)) {
      current = head[1];
      recipes[current] = head[2].trim()
        ? head[2]
            .trim()
            .split(/\s+/)
            .filter((d) => /^[A-Za-z0-9_-]+$/.test(d))
            .map((dep) => `just ${dep}`)
            .join(' && ')
        : '';
    } else if (/^\s+\S/.test(line) && current) {
      recipes[current] = [recipes[current], line.trim().replace(/^[@-]+/, '')].filter(Boolean).join(' && ');
    } else if (line.trim()) current = undefined;
  }
  return recipes;
}

function taskRecipes(text: string): Record<string, string> {
  // Taskfiles are YAML: `tasks: { name: { cmds: [...] } }`; the shared YAML reader parses them
  const tasks = section(parseYamlSafe(text), 'tasks') ?? {};
  const recipes: Record<string, string> = {};
  for (const [name, task] of Object.entries(tasks)) {
    const cmds = Array.isArray(task) ? task : (task as { cmds?: unknown })?.cmds;
    if (!Array.isArray(cmds)) continue;
    recipes[name] = cmds
      .map((cmd) =>
        typeof cmd === 'string' ? cmd : typeof cmd?.cmd === 'string' ? cmd.cmd : typeof cmd?.task === 'string' ? `task ${cmd.task}` : '',
      )
      .filter(Boolean)
      .join(' && ');
  }
  return recipes;
}

let yaml: typeof Yaml | undefined;
/** YAML via js-yaml, required on first use (only task files and CI workflows need it). */
export function parseYamlSafe(text: string): unknown {
  try {
    yaml ??= require('js-yaml') as typeof Yaml;
    return yaml.load(text, { schema: yaml.CORE_SCHEMA });
  } catch {
    return undefined;
  }
}

/** Every declaration of one directory. */
export function detectDirectoryProfile(root: string, dir: string, top?: DirectoryProfile): DirectoryProfile {
  const path = join(root, dir);
  const names = listDirectory(path);
  detection = { left: 20_000 };
  judged = new Map();
  const profile: DirectoryProfile = { dir, ecosystems: [], scripts: {}, recipes: {}, checks: {}, languages: {}, install: {}, sources: [] };
  detectNode(path, names, profile);
  detectNxPlugins(path, names, profile);
  // a project of an nx workspace has the targets the root's plugins infer from its config files
  detectNxProject(path, names, profile, dir && top?.nxInferred ? inferredTargets(dir, names, top.nxInferred) : {});
  detectTsconfig(path, names, profile);
  detectDeno(path, names, profile);
  detectPython(path, names, profile);
  detectGo(path, names, profile);
  detectRust(path, names, profile);
  detectRuby(path, names, profile);
  detectJava(path, names, profile);
  detectTaskFiles(path, names, profile);
  if (names.includes('buf.gen.yaml')) profile.checks.generate ??= 'buf generate';
  if (names.includes('go.work')) profile.workspace = { ...profile.workspace };
  return profile;
}
