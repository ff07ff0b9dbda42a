import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type GatedChecks, gatedChecks, readWorkflowSteps, type WorkflowStep } from './gated.js';
import { generateInputs, goGenerateCommand } from './go-generate.js';
import type { Ecosystem, ScriptResolver } from './intent.js';
import { languageOf } from './languages.js';
import { type DirectoryProfile, detectDirectoryProfile, EXEC, EXEC_PREFIX, NX } from './profile.js';
import { loadCachedProfiles, saveCachedProfiles } from './profile-cache.js';

// The project's own commands for each changed file: the package nearest the file wins over the
// root, and a root command that demonstrably skips the file is never offered.

/** What a changed file needs run, as commands from the project root. */
export interface FileChecks {
  /** Root-relative directory of the package the file belongs to ('' = root). */
  dir: string;
  test?: string;
  /** The test command takes file paths, relative to `pathBase` (the directory the command runs in). */
  testTakesPaths: boolean;
  pathBase: string;
  lint?: string;
  /** The type-check for this file's language (tsc, mypy, pyright, deno check). */
  typecheck?: string;
  install?: string;
  generate?: string;
  migrate?: string;
  makemigrations?: string;
}

export interface ProjectProfile {
  dirs: Map<string, DirectoryProfile>;
  /**
   * What CI and the contributor guides gate on for the files of package `dir`, from its own level
   * (its guides, CI steps run in it); '' for the root's. Read only when a declaration is missing.
   */
  gated: (dir: string) => GatedChecks;
  /** The package directory of a root-relative file ('' = root). */
  packageOf(file: string): string;
  checksFor(file: string): FileChecks;
  /** `go generate ./<pkg>/...` when a `//go:generate` directive of the file's package holds or reads it. */
  goGenerate(file: string): string | undefined;
  resolver: ScriptResolver;
}

const MANIFEST_NAMES = [
  'package.json',
  'deno.json',
  'deno.jsonc',
  'pyproject.toml',
  'setup.py',
  'requirements.txt',
  'go.mod',
  'Cargo.toml',
  'Gemfile',
  'pom.xml',
  'build.gradle',
  'build.gradle.kts',
  'project.json',
  'Makefile',
];

/** The nearest directory below the root, between a changed file and the root, that has a manifest. */
function nearestManifestDir(root: string, file: string, memo = new Map<string, string | undefined>()): string | undefined {
  const slash = file.lastIndexOf('/');
  if (slash < 0) return undefined;
  const dir = file.slice(0, slash);
  // one answer per directory: a turn of thousands of files stats each folder once
  if (memo.has(dir)) return memo.get(dir);
  const found = MANIFEST_NAMES.some((name) => existsSync(join(root, dir, name))) ? dir : nearestManifestDir(root, dir, memo);
  memo.set(dir, found);
  return found;
}

/** The language whose checks apply to a file; TypeScript in a Deno package is Deno's. */
function languageFor(file: string, pkg: DirectoryProfile | undefined): Ecosystem | 'other' | undefined {
  // a tsconfig change is checked by the type-check of the TypeScript it configures
  const language = /(^|\/)tsconfig[^/]*\.json$/.test(file) ? 'node' : languageOf(file);
  if (language === 'node' && pkg?.ecosystems.includes('deno') && !pkg.ecosystems.includes('node')) return 'deno';
  return language;
}

/** A command of package `pkg`, said from the root: the workspace's own filter when it has one. */
function fromRoot(pkg: DirectoryProfile, root: DirectoryProfile, command: string): string {
  const pm = root.packageManager ?? pkg.packageManager ?? 'npm';
  if (command.startsWith(`${NX} `)) return `${EXEC_PREFIX[pm]} nx ${command.slice(NX.length + 1)}`;
  if (command.startsWith(`${EXEC} `)) {
    const rest = command.slice(EXEC.length + 1);
    if (pkg.dir === '') return `${EXEC_PREFIX[pm]} ${rest}`;
    if (pm === 'pnpm' && root.workspace?.node && pkg.name) return `pnpm --filter ${pkg.name} exec ${rest}`;
    return `cd ${pkg.dir} && ${EXEC_PREFIX[pm]} ${rest}`;
  }
  if (pkg.dir === '') return command;
  const script = /^(npm|pnpm|yarn|bun) (?:run )?(\S+)(.*)$/.exec(command);
  if (script && root.workspace?.node && pkg.name) {
    const [, , name, rest] = script;
    if (pm === 'pnpm') return `pnpm --filter ${pkg.name} ${name}${rest}`;
    if (pm === 'yarn') return `yarn workspace ${pkg.name} ${name}${rest}`;
    if (pm === 'bun') return `bun run --filter ${pkg.name} ${name}${rest}`;
    return `npm ${name === 'test' ? 'test' : `run ${name}`} -w ${pkg.dir}${rest}`;
  }
  if (root.workspace?.cargo && pkg.name && /^cargo (test|clippy)\b/.test(command))
    return command.replace(/^cargo (test|clippy)/, `cargo $1 -p ${pkg.name}`);
  const maven = /^(\.\/mvnw|mvn) (.*)$/.exec(command);
  if (maven && root.workspace?.maven) return `${existsMvnw(root) ? './mvnw' : 'mvn'} -pl ${pkg.dir} ${maven[2]}`;
  const gradle = /^(\.\/gradlew|gradle) (\w+)(.*)$/.exec(command);
  if (gradle && root.workspace?.gradle)
    return `${root.languages.java?.test?.startsWith('./gradlew') ? './gradlew' : gradle[1]} :${pkg.dir.replaceAll('/', ':')}:${gradle[2]}${gradle[3]}`;
  return `cd ${pkg.dir} && ${command}`;
}

function existsMvnw(root: DirectoryProfile): boolean {
  return root.languages.java?.test?.startsWith('./mvnw') ?? false;
}

/** Does the root tsconfig take this file in? (a root config that excludes the packages checks none of them) */
function rootTsconfigCovers(root: DirectoryProfile, file: string): boolean {
  const config = root.tsconfig;
  if (!config) return true;
  if (config.solution) return true;
  const head = (pattern: string) => pattern.replace(/^\.\//, '').split('/')[0];
  const first = file.split('/')[0];
  if (config.exclude?.some((pattern) => head(pattern) === first && !/[*?]/.test(head(pattern)))) return false;
  if (config.include && !config.include.some((pattern) => /^[*?]/.test(head(pattern)) || head(pattern) === first)) return false;
  return true;
}

function composeProfile(
  dirs: Map<string, DirectoryProfile>,
  gated: (dir: string) => GatedChecks,
  packageOf: (file: string) => string,
  goGenerate: (file: string) => string | undefined = () => undefined,
): ProjectProfile {
  const top = dirs.get('')!;
  const memo = new Map<string, FileChecks>();
  const checksFor = (file: string): FileChecks => {
    // the answer depends on the package, the language, the top folder (root tsconfig) and .vue/.svelte
    const key = [packageOf(file), languageFor(file, undefined), file.split('/')[0], /\.(vue|svelte)$/.test(file)].join('\0');
    let found = memo.get(key);
    if (!found) memo.set(key, (found = checksForFile(file)));
    return found;
  };
  const checksForFile = (file: string): FileChecks => {
    const dir = packageOf(file);
    const pkg = dirs.get(dir) ?? top;
    const language = languageFor(file, pkg);
    const say = (owner: DirectoryProfile, command: string | undefined) => (command ? fromRoot(owner, top, command) : undefined);
    const lang = (owner: DirectoryProfile) => (language && language !== 'other' ? owner.languages[language] : undefined);
    const only = (owner: DirectoryProfile, key: 'test' | 'lint') => {
      const known = [
        ...new Set(
          Object.values(owner.languages)
            .map((l) => l?.[key])
            .filter(Boolean),
        ),
      ];
      return language === 'other' && known.length === 1 ? known[0] : undefined;
    };
    // In a package: its declared script, its task-runner target, its ecosystem's tool; then the root's.
    const pickTest = (owner: DirectoryProfile) => {
      const own = lang(owner);
      if (own?.declared && own.test) return { command: own.test, paths: own.takesPaths ?? false };
      if (owner.checks.test) return { command: owner.checks.test, paths: false };
      if (own?.test) return { command: own.test, paths: own.takesPaths ?? false };
      const single = only(owner, 'test');
      return single ? { command: single, paths: false } : undefined;
    };
    const pickLint = (owner: DirectoryProfile) => lang(owner)?.lint ?? owner.checks.lint ?? only(owner, 'lint');
    const typecheckOf = (owner: DirectoryProfile) =>
      language === 'python' ? owner.checks.pytypecheck : language === 'node' || language === 'deno' ? owner.checks.typecheck : undefined;

    // nearest wins: the package's declarations, then what its own guides and CI steps run, then the root's
    const own = pkg !== top;
    const ownGated = () => (own ? gated(pkg.dir) : {});
    const ownTest = own ? pickTest(pkg) : undefined;
    const ownGatedTest = ownTest ? undefined : ownGated().test;
    const rootTest = () => {
      const topTest = pickTest(top);
      if (topTest) return { command: say(top, topTest.command)!, paths: topTest.paths };
      const gatedTest = gated('').test;
      return gatedTest ? { command: gatedTest, paths: false } : undefined;
    };
    const test = ownTest
      ? { command: say(pkg, ownTest.command), paths: ownTest.paths }
      : ownGatedTest
        ? { command: ownGatedTest, paths: false }
        : rootTest();
    // a filter command (`pnpm --filter web test`) runs in the package: paths are the package's
    const base = ownTest ? pkg.dir : '';

    // guides and workflows are read for a type-check only when the file is TypeScript or Python
    const gatedTypecheck = (checks: () => GatedChecks) =>
      language === 'python' ? checks().pytypecheck : language === 'node' ? checks().typecheck : undefined;
    let typecheck = own ? (say(pkg, typecheckOf(pkg)) ?? gatedTypecheck(ownGated)) : undefined;
    if (!typecheck) {
      const rootCheck = say(top, typecheckOf(top)) ?? gatedTypecheck(() => gated(''));
      const tscOnly = rootCheck !== undefined && /\btsc\b/.test(rootCheck) && !/\b(run|task)\b/.test(rootCheck);
      if (rootCheck && !(tscOnly && !rootTsconfigCovers(top, file))) typecheck = rootCheck;
      // a package with its own tsconfig but no script: its tsc, in the package
      else if (own && pkg.tsconfig) typecheck = say(pkg, `${EXEC} tsc --noEmit`);
    }
    // plain tsc never reads .vue or .svelte files: only a declared script (vue-tsc, svelte-check) checks them
    if (typecheck && /\.(vue|svelte)$/.test(file) && /\b(npx|exec|bunx|yarn) tsc\b/.test(typecheck)) typecheck = undefined;
    const ecosystem = (language && language !== 'other' ? language : undefined) as Ecosystem | undefined;
    return {
      dir: pkg.dir,
      test: test?.command,
      testTakesPaths: test?.paths ?? false,
      pathBase: base,
      lint: (own ? (say(pkg, pickLint(pkg)) ?? ownGated().lint) : undefined) ?? say(top, pickLint(top)) ?? gated('').lint,
      typecheck,
      // a workspace installs at its root, whichever package's manifest changed
      install: ecosystem === 'node' && top.workspace?.node ? top.install.node : ecosystem ? say(pkg, pkg.install[ecosystem]) : undefined,
      generate: say(pkg, pkg.checks.generate) ?? say(top, top.checks.generate),
      migrate: say(pkg, pkg.checks.migrate) ?? say(top, top.checks.migrate),
      makemigrations: say(pkg, pkg.checks.makemigrations) ?? say(top, top.checks.makemigrations),
    };
  };
  return { dirs, gated, packageOf, checksFor, goGenerate, resolver: resolverOf(dirs) };
}

/** Scripts and recipes of the loaded packages, found by package name, by directory, or anywhere. */
function resolverOf(dirs: Map<string, DirectoryProfile>): ScriptResolver {
  const byName = (pkg: string) => [...dirs.values()].find((d) => d.name === pkg || d.dir === pkg.replace(/^\.\/|\/$/g, ''));
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
      if (owner?.scripts[name] !== undefined) return [owner.scripts[name]];
      // a filter, `nx`, `turbo` or `-r` run may reach packages we did not load: any known body counts
      return [...dirs.values()].map((d) => d.scripts[name]).filter((body): body is string => body !== undefined);
    },
    packageDir: (pkg) => byName(pkg)?.dir,
    cratesAlone: (dir) => Boolean(dirs.get(dir)?.workspace?.cargo && !dirs.get(dir)?.workspace?.cargoVirtual),
    recipe(tool, name, dir) {
      return dirs.get(dir)?.recipes[tool]?.[name] ?? dirs.get('')?.recipes[tool]?.[name];
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
  const nearest = new Map<string, string | undefined>();
  const packageOf = (file: string) => nearestManifestDir(root, file, nearest) ?? '';
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
  // directives are read only for the folders of changed Go files (or of files beside Go code)
  const inputs = new Map<string, Set<string>>();
  const inputsOf = (dir: string) => inputs.get(dir) ?? inputs.set(dir, generateInputs(root, dir)).get(dir)!;
  return composeProfile(dirs, gatedOf, packageOf, (file) => goGenerateCommand(root, file, inputsOf));
}
