import { folderOf, joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { normalizeWords, positionals, segmentCommand, writtenPaths } from '../shell.js';
import { patternsCover } from './_globs.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, LanguageChecks, ProjectFiles, ScopeTerms } from './_module.js';
import { FROM_ROOT, section, strings } from './_module.js';
import { TYPECHECK_SCRIPTS } from './_tasks.js';
import { detectNxPlugins, detectNxProject, detectTurboTasks, inferredTargets, NX } from './monorepo.js';

// Node: package.json scripts first (judged by what they run), then the tools the package depends on;
// tsconfig for the type-check (and the files its `include` takes); nx projects and the targets its
// plugins infer (monorepo.ts); the package managers' workspace filters; Prisma and Drizzle migrations.

const NPM_DEFAULT_TEST = /no test specified/;
/** A test of a web package, by its folder or its name (`__tests__/a.ts`, `type-tests/x.test-d.ts`). */
const NODE_TEST_FILE = /(^|\/)(__tests__|tests?|spec|type-?tests?)\/|\.(test|spec)(-d)?\.[cm]?[jt]sx?$/;
/** Stands for the package manager's way to run a binary, filled in from the root. */
const EXEC = '{exec}';
const EXEC_PREFIX: Record<string, string> = { npm: 'npx', pnpm: 'pnpm exec', yarn: 'yarn', bun: 'bunx' };

function packageManager(names: string[], manifest: Record<string, unknown>): string {
  if (names.includes('pnpm-lock.yaml') || names.includes('pnpm-workspace.yaml')) return 'pnpm';
  if (names.includes('yarn.lock')) return 'yarn';
  if (names.includes('bun.lock') || names.includes('bun.lockb')) return 'bun';
  if (names.includes('package-lock.json')) return 'npm';
  const field = typeof manifest.packageManager === 'string' ? manifest.packageManager.split('@')[0] : '';
  return ['npm', 'pnpm', 'yarn', 'bun'].includes(field) ? field : 'npm';
}

const runScript = (pm: string, script: string) =>
  script === 'test' ? (pm === 'bun' ? 'bun run test' : `${pm} test`) : `${pm} run ${script}`;

/** A package's script or binary said from the root: the workspace's filter, the package manager's exec, nx. */
function fromRoot(command: string, pkg: DirectoryProfile, root: DirectoryProfile): string | undefined {
  const pm = root.packageManager ?? pkg.packageManager ?? 'npm';
  if (command.startsWith(`${NX} `)) return `${EXEC_PREFIX[pm]} nx ${command.slice(NX.length + 1)}`;
  if (command.startsWith(`${EXEC} `)) {
    const rest = command.slice(EXEC.length + 1);
    if (pkg.dir === '') return `${EXEC_PREFIX[pm]} ${rest}`;
    if (pm === 'pnpm' && root.workspace?.node && pkg.name) return `pnpm --filter ${pkg.name} exec ${rest}`;
    return `cd ${pkg.dir} && ${EXEC_PREFIX[pm]} ${rest}`;
  }
  const script = /^(npm|pnpm|yarn|bun) (?:run )?(\S+)(.*)$/.exec(command);
  if (!script || pkg.dir === '' || !root.workspace?.node || !pkg.name) return undefined;
  const [, , name, rest] = script;
  if (pm === 'pnpm') return `pnpm --filter ${pkg.name} ${name}${rest}`;
  if (pm === 'yarn') return `yarn workspace ${pkg.name} ${name}${rest}`;
  if (pm === 'bun') return `bun run --filter ${pkg.name} ${name}${rest}`;
  return `npm ${name === 'test' ? 'test' : `run ${name}`} -w ${pkg.dir}${rest}`;
}

/** Configuration files of the linters and formatters, at a package's top. */
const TOOL_CONFIGS = ['{eslint,prettier,stylelint,commitlint,lint-staged}.config.*', '.{eslintrc,prettierrc,stylelintrc}.*'];

/** Does a command run this package script (`pnpm run test-unit`, `npm run test:unit -- x`, `yarn test-unit`, pnpm's `run "/^test:/"`)? */
const runsScript = (command: string, name: string) =>
  command.split(/\s+/).some((word, i, words) => {
    // the word before it, the package manager's options (`pnpm run -r test:unit`) aside
    let before = i - 1;
    while (before >= 0 && /^--?[a-z]+$/.test(words[before])) before--;
    return (
      /^(npm|pnpm|yarn|bun|run|nr)$/.test(words[before] ?? '') && (word === name || namedByPattern(word.replace(/^["']|["']$/g, ''), name))
    );
  });

/** Does a script name written as a pattern (`/^test:/`) take this one? */
function namedByPattern(word: string, name: string): boolean {
  const pattern = /^\/(.+)\/$/.exec(word)?.[1];
  try {
    return pattern !== undefined && new RegExp(pattern).test(name);
  } catch {
    return false;
  }
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  detectPackage(context, profile);
  detectNxPlugins(context, profile);
  detectTurboTasks(context, profile);
  // a project of an nx workspace has the targets the root's plugins infer from its config files
  const { dir, names, top } = context;
  detectNxProject(context, profile, dir && top?.nxInferred ? inferredTargets(dir, names, top.nxInferred) : {});
  detectTsconfig(context, profile);
}

/**
 * Does a package without a test script show tests for the runner it depends on: the runner's config, a tests folder, or
 * its CI or guides running it? A runner given no test file fails (`vitest run`: "No test files found").
 */
const showsTests = (context: DetectContext) =>
  context.names.some((name) => /^((vitest|jest)\.config\.[cm]?[jt]s(on)?|tests?|__tests__|spec)$/.test(name)) ||
  context.says('vitest', 'anywhere') ||
  context.says('jest', 'anywhere');

/** Where a package's entry points lead (`main`, `module`, `types`, every path of `exports`). */
function entryPaths(manifest: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') paths.push(value.replace(/^\.\//, ''));
    else if (value && typeof value === 'object') for (const each of Object.values(value)) walk(each);
  };
  for (const field of ['main', 'module', 'types', 'exports']) walk(manifest[field]);
  return paths;
}

/**
 * The build a member of a workspace owes its dependents: where its entry points all lead into its build output
 * (`exports: ./dist/index.mjs`) and another member depends on it, that member's tests and type-check read what was
 * last built, not the changed source. A member below the root is depended on by a sibling folder, and owes its own
 * build script, else the root's; a root that lists itself among its members (pnpm's `packages: ['.', 'test']`) is
 * depended on by one of the others, and owes its own build. None where the workspace's test config and tsconfig read
 * the member's source by its name (`readFromSource`).
 */
function dependedOnBuilt(
  context: DetectContext,
  manifest: Record<string, unknown>,
  scripts: Record<string, string>,
  pm: string,
): string | undefined {
  const { dir, top } = context;
  const entries = entryPaths(manifest);
  const name = manifest.name;
  if (typeof name !== 'string' || entries.length === 0) return undefined;
  // (the manifest itself, exported for tools, `"./package.json": "./package.json"`, is no entry point)
  if (!entries.every((entry) => /^(dist|build)\//.test(entry) || entry === 'package.json')) return undefined;
  if (readFromSource(context, name)) return undefined;
  const own = 'build' in scripts ? runScript(pm, 'build') : undefined;
  if (!dir) {
    const members = workspaceMembers(context, manifest);
    return own && members.includes('.') && memberFolders(context, members).some((folder) => dependsOn(context, folder, name))
      ? own
      : undefined;
  }
  if (!top?.workspace?.node) return undefined;
  const root = top.scriptCommands.build === undefined ? undefined : `${FROM_ROOT}${top.scriptCommands.build}`;
  if (!own && !root) return undefined;
  // (a sibling whose own test config and tsconfig read the member's source needs no build of it)
  const folder = dir.slice(dir.lastIndexOf('/') + 1);
  const unbuilt = (sibling: string) => !siblingReadsSource(context, `../${sibling.slice(sibling.lastIndexOf('/') + 1)}`, folder, name);
  return dependentSiblings(context, name).some(unbuilt) ? (own ?? root) : undefined;
}

/** Does the package in `folder` (relative to the directory `context` reads) depend on the package named `name`? */
const dependsOn = (context: DetectContext, folder: string, name: string) =>
  ['dependencies', 'devDependencies', 'peerDependencies'].some(
    (field) => ownEntry(section(context.json(`${folder}/package.json`), field) ?? {}, name) !== undefined,
  );

/** The workspace members beside a member below the root that depend on it (named `name`), root-relative. */
function dependentSiblings(context: DetectContext, name: string): string[] {
  const parent = folderOf(context.dir);
  const folder = context.dir.slice(context.dir.lastIndexOf('/') + 1);
  return context
    .list('..')
    .filter((sibling) => sibling !== folder)
    .slice(0, MAX_SIBLINGS)
    .filter((sibling) => dependsOn(context, `../${sibling}`, name))
    .map((sibling) => joinDir(parent, sibling));
}

/**
 * A member its dependents compile from its source (the workspace's tsconfig `paths` and test config read it by name,
 * trpc's `@trpc/server`): a change of it is type-checked where they compile it, by the root's own type-check of the
 * members (trpc's `typecheck-packages`, which CI runs), reaching them; undefined: the member's own type-check will do.
 */
function compiledFromSource(
  context: DetectContext,
  manifest: Record<string, unknown>,
): { typecheck: string; dependents: string[] } | undefined {
  const { dir, top } = context;
  const root = top?.checks.typecheck;
  if (!dir || !top?.workspace?.node || root === undefined || root.startsWith(EXEC) || typeof manifest.name !== 'string') return undefined;
  if (!readFromSource(context, manifest.name)) return undefined;
  const dependents = dependentSiblings(context, manifest.name);
  return dependents.length > 0 ? { typecheck: `${FROM_ROOT}${root}`, dependents } : undefined;
}

/** tsup's config (`tsup.config.ts`) writing declarations, which type-checks the sources they are written from (`dts: true`, `dts: { … }`). */
const TSUP_CONFIG = /^tsup\.config\.[cm]?[jt]s$/;
const WRITES_DECLARATIONS = /\bdts\s*:\s*(true\b|\{)/;

/**
 * Does a build the project's CI or guides run type-check the sources as it writes their declarations (tsup's `dts: true` or
 * `--dts`), through the root's scripts and a member's (cmdk's `pnpm build`, `pnpm -F cmdk build`, `tsup src`), where no
 * script, CI step or guide runs tsc? Then that build is the project's type-check: a tsconfig (a root's that takes every
 * app) asks no guessed tsc beside it. Read at the workspace's root.
 */
function buildTypechecks(context: DetectContext, manifest: Record<string, unknown>, scripts: Record<string, string>): boolean {
  if (context.says('tsc', 'anywhere') || Object.values(scripts).some((body) => /\btsc\b/.test(body))) return false;
  const members = memberFolders(context, workspaceMembers(context, manifest));
  const memberNamed = (name: string) => members.find((folder) => context.json(`${folder}/package.json`)?.name === name);
  const declares = (folder: string) => {
    const names = folder ? context.list(folder) : context.names;
    const config = names.find((name) => TSUP_CONFIG.test(name));
    return config !== undefined && WRITES_DECLARATIONS.test(context.text(joinDir(folder, config)) ?? '');
  };
  // a line run in `folder` ('' the root): a tsup build that declares, or a script that runs one, a few deep
  const typechecks = (line: string, folder: string, depth: number): boolean =>
    depth < 4 &&
    segmentCommand(line).some(({ words }) => {
      const [program, ...args] = normalizeWords(words);
      if (program === 'tsup') return args.includes('--dts') || declares(folder);
      const run = nodeScript([program ?? '', ...args]);
      if (!run || run.exec || run.via === 'folder') return false;
      const at = run.pkg === undefined ? folder : memberNamed(run.pkg);
      if (at === undefined) return false;
      const body = ownEntry(at ? (section(context.json(`${at}/package.json`), 'scripts') ?? {}) : scripts, run.script);
      return typeof body === 'string' && typechecks(body, at, depth + 1);
    });
  return context.saidCommands().some((command) => typechecks(command, '', 0));
}

/** The config files vitest reads at a workspace's root: its own, else vite's. */
const TEST_CONFIG = /^(vitest|vite)\.config\.[cm]?[jt]s$/;

/**
 * Do the workspace's readers import a member by its name from its source, not its build: the root's test config
 * aliases the name to a file of the member's source (signals' `"@preact/signals-core": "./packages/core/src/index.ts"`),
 * and so do the `paths` of the root's tsconfig, where it has one; or those `paths` do and the test config computes its
 * aliases into the members' `src`? Then its users' tests and type-check read the changed source, and no build comes before them.
 */
function readFromSource(context: DetectContext, name: string): boolean {
  const up = context.dir ? '../'.repeat(context.dir.split('/').length) : '';
  const member = context.dir ? `${context.dir}/` : '';
  // a path from the root into the member, outside its build output
  const source = (path: string) => {
    const relative = path.replace(/^\.\//, '');
    return relative.startsWith(member) && !/^(dist|build)\//.test(relative.slice(member.length));
  };
  const config = (up ? context.list(up) : context.names).filter((file) => TEST_CONFIG.test(file)).sort()[0];
  const text = config === undefined ? undefined : context.text(`${up}${config}`);
  if (text === undefined) return false;
  const tsconfig = context.json(`${up}tsconfig.json`);
  const pathsIntoSource = (strings(ownEntry(section(tsconfig ?? {}, 'compilerOptions', 'paths') ?? {}, name)) ?? []).some(source);
  if (aliasedTargets(text, name).some(source)) return tsconfig === undefined || pathsIntoSource;
  // aliases the config computes from the members' folders (trpc's `join(packagesDir, pkg, 'src', …)`), where the paths say the same
  return pathsIntoSource && computesSourceAliases(text);
}

/**
 * Does a sibling member read this member (folder `folder`) by its name from its source: its own test config aliases the name
 * into the member's folder outside its build output (floating-ui's `'@floating-ui/core': path.resolve(__dirname, '../core/src')`),
 * and so do the `paths` of its tsconfig, where it has one? Then its tests and type-check read the changed source, not a build.
 */
function siblingReadsSource(context: DetectContext, sibling: string, folder: string, name: string): boolean {
  const source = (path: string) => {
    const relative = path.replace(/^\.\//, '');
    return relative.startsWith(`../${folder}/`) && !/^(dist|build)(\/|$)/.test(relative.slice(folder.length + 4));
  };
  const config = context
    .list(sibling)
    .filter((file) => TEST_CONFIG.test(file))
    .sort()[0];
  const text = config === undefined ? undefined : context.text(`${sibling}/${config}`);
  if (text === undefined || !aliasedTargets(text, name).some(source)) return false;
  const tsconfig = context.json(`${sibling}/tsconfig.json`);
  return tsconfig === undefined || (strings(ownEntry(section(tsconfig, 'compilerOptions', 'paths') ?? {}, name)) ?? []).some(source);
}

/** Does a test config build its aliases into each member's `src` at run time (`resolve: { alias }`, a `join`/`resolve` given `'src'`)? */
const computesSourceAliases = (text: string) => /\balias\b/.test(text) && /\b(?:join|resolve)\([^()]*['"`]src['"`]/.test(text);

/**
 * The paths a bundler config's aliases give a module name: the first string after each quoted mention of it
 * (`"@x/core": path.join(dirname, "./packages/core/src/index.ts")`, `{ find: '@x/core', replacement: 'packages/core/src' }`).
 */
function aliasedTargets(text: string, name: string): string[] {
  const targets: string[] = [];
  for (const quote of ['"', "'"]) {
    const written = `${quote}${name}${quote}`;
    for (let at = text.indexOf(written); at >= 0; at = text.indexOf(written, at + 1)) {
      const target = /^[^'"`]{0,80}?(['"`])([^'"`\n]{1,200})\1/.exec(text.slice(at + written.length, at + written.length + 300))?.[2];
      if (target !== undefined) targets.push(target);
    }
  }
  return targets;
}

/** The member patterns a workspace root lists (pnpm-workspace.yaml's `packages`, package.json's `workspaces`), `./` dropped. */
function workspaceMembers(context: DetectContext, manifest: Record<string, unknown>): string[] {
  const declared = manifest.workspaces;
  const listed = Array.isArray(declared) ? declared : (section(manifest, 'workspaces')?.packages ?? []);
  // pnpm's list: the items below `packages:`, up to the next key
  const lines = (context.names.includes('pnpm-workspace.yaml') ? (context.text('pnpm-workspace.yaml') ?? '') : '').split('\n');
  const start = lines.findIndex((line) => /^packages:\s*$/.test(line));
  const items: string[] = [];
  for (const line of start < 0 ? [] : lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const item = /^\s*-\s*['"]?([^'"#\s]+)['"]?\s*(#.*)?$/.exec(line)?.[1];
    if (item) items.push(item);
  }
  return [...(strings(listed) ?? []), ...items].map((pattern) => pattern.replace(/^\.\/(?=.)/, '').replace(/\/$/, '') || '.');
}

/** The folders of the other members a root's patterns name: a folder itself, or each folder in one (`packages/*`). */
function memberFolders(context: DetectContext, patterns: string[]): string[] {
  return patterns
    .filter((pattern) => pattern !== '.' && !pattern.startsWith('!') && !pattern.includes('**'))
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return pattern.includes('*') ? [] : [pattern];
      const parent = pattern.slice(0, -2);
      return parent.includes('*') ? [] : context.list(parent).map((folder) => `${parent}/${folder}`);
    })
    .slice(0, MAX_SIBLINGS);
}

/** Past this many sibling packages, dependents are not looked for (a registry of generated packages). */
const MAX_SIBLINGS = 60;

function detectPackage(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('package.json')) return;
  const manifest = context.json('package.json');
  if (!profile.sources.includes('package.json')) profile.sources.push('package.json');
  if (!manifest) return;
  const pm = packageManager(names, manifest);
  profile.packageManager = pm;
  // npm, bun and yarn 1 run `pretest` and `posttest` around `test`; pnpm and yarn 2 or later never do
  const berry = pm === 'yarn' && (names.includes('.yarnrc.yml') || /^yarn@([2-9]|\d{2})/.test(String(manifest.packageManager ?? '')));
  if (pm !== 'pnpm' && !berry) profile.scriptHooks = true;
  profile.ecosystems.push('node');
  if (typeof manifest.name === 'string') profile.name = manifest.name;
  const scripts = Object.fromEntries(
    Object.entries((manifest.scripts ?? {}) as Record<string, unknown>).filter(([, body]) => typeof body === 'string'),
  ) as Record<string, string>;
  if (scripts.test !== undefined && NPM_DEFAULT_TEST.test(scripts.test)) delete scripts.test;
  // pnpm's selector of scripts by a pattern (nanoid's `test: pnpm run /^test:/`) runs each script it matches (a plain
  // one only: the repository's pattern is never compiled)
  for (const [name, body] of Object.entries(scripts)) {
    const [, anchored, text] = /^pnpm (?:run )?\/(\^?)([\w:.-]{1,60})\/$/.exec(body.trim()) ?? [];
    if (text === undefined) continue;
    const selected = Object.keys(scripts).filter((other) => other !== name && (anchored ? other.startsWith(text) : other.includes(text)));
    if (selected.length > 0) scripts[name] = selected.map((other) => `pnpm run ${other}`).join(' && ');
  }
  Object.assign(profile.scripts, scripts);
  for (const name of Object.keys(scripts)) profile.scriptCommands[name] = runScript(pm, name);
  const deps = { ...(manifest.dependencies as object), ...(manifest.devDependencies as object) } as Record<string, unknown>;
  const exec = EXEC_PREFIX[pm];
  profile.install.node = `${pm} install`;
  const node: LanguageChecks = (profile.languages.node = {});
  const picked = context.pick(scripts, 'test', ['test', 'test:unit', 'tests', 'spec']);
  // the unit-test script the project's CI or guides run, where `test` also runs suites that need a build or a
  // browser; or the part of `test` that tests, which CI runs on its own (`test: build && … && test:vitest run`)
  const said = (name: string) => name in scripts && name !== picked && context.saidCommands().some((command) => runsScript(command, name));
  const unit =
    ['test:unit', 'test-unit', 'unit'].find(said) ??
    // (where CI or the guides run `test` itself, "run all tests (node + edge)", it is the test run)
    (picked === undefined || context.saidCommands().some((command) => runsScript(command, picked))
      ? undefined
      : Object.keys(scripts).find(
          // CI and the guides are read only for a `test` that runs another script
          (name) =>
            runsScript(scripts[picked], name) &&
            !/e2e|integration|browser/.test(name) &&
            said(name) &&
            [...context.kinds(scripts[name], '')].join() === 'test',
        ));
  const test = unit ?? picked;
  if (test) {
    node.test = runScript(pm, test);
    node.declared = true;
    node.takesPaths = context.takesPaths(scripts[test]);
  } else if (('vitest' in deps || 'jest' in deps) && showsTests(context)) {
    node.test = `${exec} ${'vitest' in deps ? 'vitest run' : 'jest'}`;
    node.takesPaths = true;
  }
  const build = dependedOnBuilt(context, manifest, scripts, pm);
  if (build) Object.assign(node, { build, buildFeedsUsers: true });
  if (!context.dir && buildTypechecks(context, manifest, scripts)) node.buildTypechecks = true;
  const e2e = playwrightSuite(context, scripts, pm);
  if (e2e) node.suites = [e2e];
  // Storybook's stories: its own test runner's where the package has one, else no unit suite's (none imports a story)
  if (Object.keys(deps).some((dep) => dep === 'storybook' || dep.startsWith('@storybook/'))) {
    const stories = ['**/*.stories.@(js|jsx|mjs|ts|tsx|mdx)'];
    const runner = Object.keys(scripts).find((name) => /\btest-storybook\b|\bvitest\b.*--project[= ]storybook/.test(scripts[name]));
    if (runner) node.suites = [...(node.suites ?? []), { include: stories, test: runScript(pm, runner), runner: 'test-storybook' }];
    else node.untested = stories;
  }
  // the linters' and formatters' own configuration (`eslint.config.js`) is read by them, never by a test
  node.untested = [...(node.untested ?? []), ...TOOL_CONFIGS];
  // the bundlers whose config the tests read too: vite's where vitest has none of its own, Next's through `next/jest`
  const testReads = new Set<string>();
  if (test !== undefined && /\bvitest\b/.test(scripts[test]) && !names.some((n) => /^vitest\.config\./.test(n))) testReads.add('vite');
  const jestConfig = names.find((n) => /^jest\.config\.[cm]?[jt]s$/.test(n));
  if (jestConfig && /next\/jest/.test(context.text(jestConfig) ?? '')) testReads.add('next');
  const built = buildInputs(scripts, pm, testReads);
  if (built) node.built = built;
  // vitest's type-check mode (`typecheck: { enabled: true }`, zod's; `vitest run --typecheck` in the test script, ufo's):
  // its test run type-checks what the tests import; a config that merges another's (the root's) has its say
  const vitestConfig = names.find((n) => /^vitest\.config\.[cm]?[jt]s$/.test(n));
  const vitestText = vitestConfig ? (context.text(vitestConfig) ?? '') : undefined;
  const typechecks =
    (vitestText !== undefined && /\btypecheck\s*:\s*\{[^}]*\benabled\s*:\s*true\b/.test(vitestText)) ||
    (test !== undefined && /\bvitest\b[^&|;]*\s--typecheck(\s|$)/.test(scripts[test]));
  if (typechecks || (vitestText !== undefined && !/\bmergeConfig\b/.test(vitestText))) node.typechecks = typechecks;
  // hand-written declarations (`typings/index.d.ts`) no run of the code reads, only a type-check (a test run that type-checks too)
  if (!typechecks) node.untested.push('**/*.d.ts');
  // test modules named `test.ts` its runner's config takes (date-fns' vitest `include: ["src/**/test.ts"]`)
  if (collectsPlainTests(vitestText !== undefined ? arrayOf(vitestText, 'include') : undefined)) node.modules = [PLAIN_TEST_MODULE.source];
  // the test files jest's config leaves out are never its to run
  const jest = test ? /\bjest\b/.test(scripts[test]) : 'jest' in deps && !('vitest' in deps);
  const skips = jest ? jestSkips(context, manifest) : [];
  if (skips.length > 0) node.skips = skips;
  const lint = context.pick(selfContained(scripts), 'lint', ['lint', 'lint:all', 'check:lint', 'eslint']);
  if (lint) node.lint = runScript(pm, lint);
  else if ('eslint' in deps && eslintRuns(names, String(deps.eslint))) node.lint = `${exec} eslint .`;
  else if ('@biomejs/biome' in deps) node.lint = `${exec} biome check .`;
  // the root's type-check script CI or the guides run (reselect's `test:typescript`), else the best-named one
  const typechecking = (name: string) => {
    const kinds = context.kinds(scripts[name], name);
    return kinds.has('typecheck') && !kinds.has('test');
  };
  const saidTypecheck = context.dir
    ? undefined
    : Object.keys(scripts).find(
        (name) => name !== test && typechecking(name) && context.saidCommands().some((command) => runsScript(command, name)),
      );
  const typecheck = saidTypecheck ?? context.pick(scripts, 'typecheck', TYPECHECK_SCRIPTS);
  if (typecheck) profile.checks.typecheck = runScript(pm, typecheck);
  // a framework that generates its own tsconfig (Nuxt) or reads .vue/.svelte files is checked by its own
  // checker, or not at all: plain tsc cannot resolve what it never generated
  else if ('nuxt' in deps) profile.checks.typecheck = `${EXEC} nuxi typecheck`;
  else if ('vue-tsc' in deps) profile.checks.typecheck = `${EXEC} vue-tsc --noEmit`;
  else if ('svelte-check' in deps) profile.checks.typecheck = `${EXEC} svelte-check`;
  else if ('vue' in deps || 'svelte' in deps || '@sveltejs/kit' in deps) profile.checks.typecheck = '';
  const fromSource = compiledFromSource(context, manifest);
  if (fromSource) {
    profile.checks.typecheck = fromSource.typecheck;
    node.typecheckedWith = fromSource.dependents;
  }
  const migrate = Object.keys(scripts).find((name) => /^(migrate|db:migrate|migrate:dev|migration:run|db:push)$/.test(name));
  if (migrate) profile.checks.migrate = runScript(pm, migrate);
  const generate = Object.keys(scripts).find((name) => /^(generate|codegen|gen|proto|generate:.*|gen:.*)$/.test(name));
  if (generate) profile.checks.generate = runScript(pm, generate);
  else if (names.some((name) => /^codegen\.(ya?ml|[cm]?[jt]s)$/.test(name))) profile.checks.generate = `${EXEC} graphql-codegen`;
  else if (names.some((name) => /^orval\.config\.[cm]?[jt]s$/.test(name))) profile.checks.generate = `${EXEC} orval`;
  else if (names.includes('openapitools.json')) profile.checks.generate = `${EXEC} openapi-generator-cli generate`;
  if (
    manifest.workspaces ||
    names.includes('pnpm-workspace.yaml') ||
    names.includes('nx.json') ||
    names.includes('turbo.json') ||
    names.includes('lerna.json')
  ) {
    profile.workspace = { ...profile.workspace, node: true };
    // a test script that runs each package's own (`turbo run test`, `pnpm -r test`), or one member's (`yarn
    // workspace a test`), tests no package without one
    const body = test ? scripts[test] : '';
    if (
      /\bturbo (run )?test\b|\bnx run-many\b.*\btest\b|\blerna run test\b|\bpnpm (-r|--recursive)\b.*\btest\b|\bworkspaces foreach\b.*\btest\b/.test(
        body,
      ) ||
      /^(yarn workspace \S+|pnpm (--filter|-F)[ =]\S+|npm (-w|--workspace)[ =]\S+) (run )?test$/.test(body.trim())
    )
      profile.workspace.fansOut = true;
  }
  // a project whose scripts push the schema (`drizzle-kit push`) and never generate keeps no migrations
  const drizzle = names.some((name) => /^drizzle\.config\.[cm]?[jt]s$/.test(name)) && !pushesSchema(Object.values(scripts));
  if (!profile.checks.migrate) {
    if (names.includes('prisma') && context.exists('prisma/schema.prisma')) profile.checks.migrate = `${EXEC} prisma migrate dev`;
    else if (drizzle) profile.checks.migrate = `${EXEC} drizzle-kit migrate`;
  }
  if (drizzle) {
    // the project's own script that writes the migration (`db:generate`), else drizzle-kit itself
    const writes = Object.keys(scripts).find((name) => /\bdrizzle-kit generate\b/.test(scripts[name]));
    profile.checks.makemigrations ??= writes ? runScript(pm, writes) : `${EXEC} drizzle-kit generate`;
  }
}

/** The bundlers a build runs (`rollup --config`, `vite build`), each with the config it reads at the package's top. */
const BUNDLER_CONFIGS: Record<string, { config: string; sub?: string }> = {
  rollup: { config: 'rollup.config.*' },
  rolldown: { config: 'rolldown.config.*' },
  tsup: { config: 'tsup.config.*' },
  tsdown: { config: 'tsdown.config.*' },
  webpack: { config: 'webpack.config.*' },
  unbuild: { config: 'build.config.*' },
  vite: { config: 'vite.config.*', sub: 'build' },
  next: { config: 'next.config.*', sub: 'build' },
};

/**
 * What only the `build` script reads: the configs of the bundlers it runs (directly or through the scripts it runs) and
 * the build scripts it runs by path (`node scripts/build.mjs`); not those of `testReads`, whose config the tests read too.
 */
function buildInputs(scripts: Record<string, string>, pm: string, testReads: Set<string>): LanguageChecks['built'] {
  if (scripts.build === undefined) return undefined;
  const bodies = [
    scripts.build,
    ...Object.keys(scripts)
      .filter((name) => name !== 'build' && runsScript(scripts.build, name))
      .map((name) => scripts[name]),
  ];
  const include = new Set<string>();
  for (const segment of bodies.flatMap((body) => segmentCommand(body))) {
    const [program, sub] = normalizeWords(segment.words);
    const bundler = program === undefined ? undefined : ownEntry(BUNDLER_CONFIGS, program);
    if (bundler && (!bundler.sub || sub === bundler.sub) && !testReads.has(program)) include.add(bundler.config);
    else if (program && /^(\.\/)?[\w./-]+\.[cm]?[jt]s$/.test(program) && !program.includes('..')) include.add(program.replace(/^\.\//, ''));
  }
  return include.size > 0 ? { include: [...include], build: runScript(pm, 'build') } : undefined;
}

/** The string literals of the array a config file gives `key` (`testPathIgnorePatterns: ['/e2e/', '\\.snap$']`), as their values. */
function arrayOf(text: string, key: string): string[] | undefined {
  const start = new RegExp(`\\b${key}['"]?\\s*:\\s*\\[`).exec(text);
  if (!start) return undefined;
  const values: string[] = [];
  for (let i = start.index + start[0].length, depth = 0; i < text.length && i < start.index + 8192; i++) {
    const char = text[i];
    // a comment's quotes open no string
    if (char === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i);
    else if (char === '[') depth++;
    else if (char === ']' && depth-- === 0) return values;
    else if (char === "'" || char === '"' || char === '`') {
      let value = '';
      for (i++; i < text.length && text[i] !== char; i++) value += text[i] === '\\' ? text[++i] : text[i];
      values.push(value);
    }
  }
  return undefined;
}

/** A test module named for what it is alone (`test.ts`, `tests.js`): no runner takes it by default but where its config names it. */
const PLAIN_TEST_MODULE = /^tests?\.[cm]?[jt]sx?$/;

/** Does a runner's list of test globs (vitest's `include`) take modules named `test.ts` (`src/**\/test.ts`)? */
const collectsPlainTests = (globs: string[] | undefined) =>
  globs?.some((glob) => PLAIN_TEST_MODULE.test(glob.slice(glob.lastIndexOf('/') + 1))) === true;

/**
 * What jest's config (package.json `jest`, jest.config.*) leaves out, as RegExp sources over the package's
 * paths with a leading `/`: its `testPathIgnorePatterns`, and everything outside its `roots`.
 */
function jestSkips(context: DetectContext, manifest: Record<string, unknown>): string[] {
  const file = context.names.find((name) => /^jest\.config\.([cm]?[jt]s|json)$/.test(name));
  const inline = manifest.jest && typeof manifest.jest === 'object' ? (manifest.jest as Record<string, unknown>) : undefined;
  const text = file ? (context.text(file) ?? '') : '';
  const ignored = strings(inline?.testPathIgnorePatterns) ?? arrayOf(text, 'testPathIgnorePatterns') ?? [];
  const roots = (strings(inline?.roots) ?? arrayOf(text, 'roots') ?? [])
    .map((root) => root.replace(/^<rootDir>\/?/, '').replace(/^\.?\/|\/$/g, ''))
    .filter((root) => root !== '' && /^[\w./-]+$/.test(root));
  const quote = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...ignored.map((pattern) => pattern.replace(/^<rootDir>/, '^')),
    ...(roots.length > 0 ? [`^/(?!(${roots.map(quote).join('|')})/)`] : []),
  ];
}

const pushesSchema = (bodies: string[]) =>
  bodies.some((body) => /\bdrizzle-kit push\b/.test(body)) && !bodies.some((body) => /\bdrizzle-kit (generate|migrate)\b/.test(body));

/**
 * The files Playwright's config takes (`testDir`, `testMatch`) and the run that tests them: the script
 * that runs `playwright test` without installing browsers first, else the binary. Those specs are never
 * the unit runner's (vitest would find no test in them).
 */
function playwrightSuite(context: DetectContext, scripts: Record<string, string>, pm: string) {
  const config = context.names.find((name) => /^playwright\.config\.[cm]?[jt]s$/.test(name));
  if (!config) return undefined;
  const text = context.text(config) ?? '';
  const testDir = /\btestDir\s*:\s*['"`]\.?\/?([\w./-]*?)\/?['"`]/.exec(text)?.[1];
  const testMatch = /\btestMatch\s*:\s*['"`]([^'"`]+)['"`]/.exec(text)?.[1];
  const under = testDir ? `${testDir}/` : '';
  const include = testMatch ? [`${under}${testMatch.replace(/^\.\//, '')}`] : [`${under}**/*.@(spec|test).?(c|m)[jt]s?(x)`];
  const script = Object.keys(scripts).find(
    (name) => /\bplaywright test\b/.test(scripts[name]) && !/playwright install/.test(scripts[name]),
  );
  return { include, test: script ? runScript(pm, script) : `${EXEC} playwright test`, runner: 'playwright', takesPaths: true };
}

/** tsc's `rootDir` and `outDir` (`src` to `out`), where its config names both as folders of the package. */
function emitsOf(options: Record<string, unknown> | undefined): { emits: { rootDir: string; outDir: string } } | undefined {
  const [rootDir, outDir] = [options?.rootDir, options?.outDir].map((dir) =>
    typeof dir === 'string' && /^(\.\/)?[\w.-]+(\/[\w.-]+)*\/?$/.test(dir) && !dir.includes('..')
      ? dir.replace(/^\.\/|\/$/g, '')
      : undefined,
  );
  return rootDir && outDir && rootDir !== '.' ? { emits: { rootDir, outDir } } : undefined;
}

/**
 * A test runner given the compiled files of the package's tsc (`mocha out/utils/string.spec.js`, where tsc writes `src` to
 * `out`): the sources they were compiled from (`src/utils/string.spec.ts`), which it ran; undefined: it was given none.
 */
function compiledRun(program: string, args: string[], dir: string, terms: ScopeTerms): string[] | undefined {
  const emits = program === 'mocha' ? terms.profile(dir)?.tsconfig?.emits : undefined;
  if (!emits) return undefined;
  const given = positionals(args).filter((word) => /\.[cm]?js$/.test(word));
  const compiled = given.filter((path) => path.replace(/^\.\//, '').startsWith(`${emits.outDir}/`));
  if (compiled.length === 0 || compiled.length < given.length) return undefined;
  return compiled.map((path) =>
    terms.given(
      joinDir(dir, `${emits.rootDir}/${path.replace(/^\.\//, '').slice(emits.outDir.length + 1)}`.replace(/\.([cm]?)js$/, '.$1ts')),
    ),
  );
}

function detectTsconfig(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('tsconfig.json')) return;
  const config = context.json('tsconfig.json') ?? {};
  if (!profile.sources.includes('tsconfig.json')) profile.sources.push('tsconfig.json');
  const files = strings(config.files);
  const scope = (given: Record<string, unknown>) => ({
    include: strings(given.include),
    exclude: strings(given.exclude),
    files: strings(given.files),
    ...(section(given, 'compilerOptions')?.checkJs === true && { checkJs: true }),
  });
  // the configs the scripts' tsc is given here (`tsc --project tsconfig.source.json`), with the chain of `extends` of this
  // folder's they inherit from (`tsconfig.prod.types.json` -> `tsconfig.prod.json` -> `tsconfig.json`), a few deep
  const inherited = (name: string, depth = 0): Record<string, unknown> => {
    const own = context.json(name) ?? {};
    const parent = typeof own.extends === 'string' && /^\.\/[\w.-]+\.json$/.test(own.extends) ? own.extends.slice(2) : undefined;
    if (!parent || parent === name || depth >= 4) return own;
    const base = inherited(parent, depth + 1);
    return { ...base, ...own, compilerOptions: { ...section(base, 'compilerOptions'), ...section(own, 'compilerOptions') } };
  };
  const named: Record<string, ReturnType<typeof scope>> = {};
  for (const body of Object.values(profile.scripts)) {
    const given = /\btsc\b/.test(body) ? tscProject(body) : undefined;
    if (!given || given === 'tsconfig.json') continue;
    if (context.names.includes(given)) named[given] = scope(inherited(given));
    // one in a folder of the package (`tsc -p typescript_test/tsconfig.json`) takes what its own lists name there
    else if (/^[\w.-]+(\/[\w.-]+)+\.json$/.test(given) && !given.includes('..') && context.exists(given)) {
      const folder = given.slice(0, given.lastIndexOf('/'));
      const own = scope(context.json(given) ?? {});
      const under = (paths: string[] | undefined) => paths?.map((path) => joinDir(folder, path.replace(/^\.\//, '')));
      named[given] = { include: under(own.include), exclude: under(own.exclude), files: under(own.files) };
    }
  }
  profile.tsconfig = {
    ...scope(config),
    // `"files": []` with references: plain `tsc` checks nothing, `tsc -b` builds the references
    solution: Array.isArray(config.references) && files !== undefined && files.length === 0,
    ...(Object.keys(named).length > 0 && { named }),
    ...emitsOf(section(config, 'compilerOptions')),
  };
  // `{exec}`: the workspace's package manager decides (`npx`, `pnpm exec`, `yarn`, `bunx`), see project.ts;
  // an nx workspace's root tsconfig maps paths for its projects, which type-check through their own targets
  // a workspace package the root's declared type-check already takes (its tsconfig includes the package) is the root's
  const root = context.top;
  const rootChecks =
    root?.checks.typecheck !== undefined &&
    !root.checks.typecheck.startsWith(EXEC) &&
    (root.tsconfig?.include === undefined || patternsCover(root.tsconfig.include, context.dir));
  // no tsc guessed where the test run type-checks (the package's vitest, or the root's it runs under), nor where the build
  // CI runs does (the root's)
  const testsTypecheck = profile.languages.node?.typechecks ?? root?.languages.node?.typechecks;
  const buildChecks = (root ?? profile).languages.node?.buildTypechecks === true;
  if (profile.checks.typecheck === undefined && !context.names.includes('nx.json') && !rootChecks && !testsTypecheck && !buildChecks)
    profile.checks.typecheck = tscScript(profile) ?? (profile.tsconfig.solution ? `${EXEC} tsc -b` : `${EXEC} tsc --noEmit`);
  // '' above: a Vue or Svelte package without its checker gets no guessed tsc
  if (profile.checks.typecheck === '') delete profile.checks.typecheck;
}

/**
 * The scripts that run no script the package lacks: rollup's plugins' `ci:lint: pnpm build && pnpm lint`, in packages
 * without a `lint`, stops at a missing script.
 */
function selfContained(scripts: Record<string, string>): Record<string, string> {
  const calls = (body: string) =>
    [...body.matchAll(/(?:^|&&|;|\|\|)\s*(?:npm run|pnpm(?: run)?|yarn(?: run)?|bun run)\s+([\w:.-]+)/g)].map((m) => m[1]);
  const missing = (name: string) => !name.startsWith('-') && !(name in scripts) && !PM_BUILTINS.has(name);
  return Object.fromEntries(Object.entries(scripts).filter(([, body]) => !calls(body).some(missing)));
}

const NODE_PMS = new Set(['npm', 'pnpm', 'yarn', 'bun']);
/**
 * Options of package managers that take a value, and what the value is: the package a run is
 * filtered to (`pnpm --filter web test`, `npm test -w packages/web`), the folder it runs in
 * (`pnpm -C packages/web test`, `npm --prefix web test`), or a setting (`--loglevel warn`) that is
 * neither the script nor a package. The one list, for what a command does and how far it reaches.
 */
type PmValue = 'package' | 'folder' | 'setting';
const PM_VALUE_FLAGS: Record<string, Record<string, PmValue>> = {
  npm: { '-w': 'package', '--workspace': 'package', '-C': 'folder', '--prefix': 'folder' },
  // pnpm's `-w` is the workspace root, a bare flag
  pnpm: { '--filter': 'package', '-F': 'package', '--filter-prod': 'package', '-C': 'folder', '--dir': 'folder' },
  yarn: { '--cwd': 'folder' },
  bun: { '--filter': 'package', '-F': 'package', '--cwd': 'folder' },
};
const PM_SETTINGS = [
  '--loglevel',
  '--reporter',
  '--registry',
  '--userconfig',
  '--cache',
  '--workspace-concurrency',
  '--test-pattern',
  '--changed-files-ignore-pattern',
  '--use-node-version',
  '--mutex',
  '--modules-folder',
  '--network-timeout',
];

/** What the value of a package manager's option is, when the option takes one. */
function pmValue(program: string, flag: string): PmValue | undefined {
  return ownEntry(ownEntry(PM_VALUE_FLAGS, program), flag) ?? (PM_SETTINGS.includes(flag) ? 'setting' : undefined);
}
const PM_BUILTINS = new Set([
  'install',
  'i',
  'ci',
  'add',
  'remove',
  'rm',
  'uninstall',
  'update',
  'up',
  'upgrade',
  'exec',
  'dlx',
  'x',
  'init',
  'create',
  'publish',
  'link',
  'outdated',
  'list',
  'ls',
  'why',
  'audit',
  'config',
  'info',
  'view',
  'pack',
]);

/** For npm/pnpm/yarn/bun: the script a command runs (`npm t` -> `test`, `pnpm -r test:unit` -> `test:unit`). */
export function packageScript(words: string[]): string | undefined {
  return nodeScript(words)?.script;
}

interface NodeScript {
  script: string;
  args: string[];
  /** The package named by a workspace or filter flag (`package`), or the folder the script runs in (`folder`), as written. */
  pkg?: string;
  via?: 'package' | 'folder';
  /** A package's binary run in it (`pnpm --filter web exec vitest run`), not a script. */
  exec?: boolean;
}

const RUN_VERBS = ['run', 'run-script', 'rum', 'urn'];

export function nodeScript(words: string[]): NodeScript | undefined {
  const program = words[0];
  if (!NODE_PMS.has(program ?? '')) return undefined;
  let rest = words.slice(1);
  let pkg: string | undefined;
  let via: NodeScript['via'];
  const name = (value: string | undefined, kind: PmValue | undefined) => {
    if (value !== undefined && (kind === 'package' || kind === 'folder') && pkg === undefined) [pkg, via] = [value, kind];
  };
  // `yarn workspace web test`: the package, then the command run in it
  if (program === 'yarn' && rest[0] === 'workspace' && rest.length >= 3) {
    name(rest[1], 'package');
    rest = rest.slice(2);
  }
  // `yarn workspaces foreach -A run test` / `yarn workspaces run test`
  if (program === 'yarn' && rest[0] === 'workspaces') rest = rest.slice(rest.indexOf('run'));
  const args: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    // what follows `--` goes to the script, options and all
    if (word === '--') {
      args.push(...rest.slice(i));
      break;
    }
    const kind = pmValue(program, word);
    if (kind) {
      name(rest[i + 1], kind);
      i++;
      continue;
    }
    const inline = /^(--?[\w-]+)=(.*)$/.exec(word);
    if (inline && pmValue(program, inline[1])) {
      name(inline[2], pmValue(program, inline[1]));
      continue;
    }
    // the package manager's own options, before its subcommand or between `run` and the script (`pnpm run -r test:unit`)
    if (word.startsWith('-') && (args.length === 0 || (args.length === 1 && RUN_VERBS.includes(args[0])))) continue;
    args.push(word);
  }
  const sub = args[0];
  if (sub === undefined) return undefined;
  if (RUN_VERBS.includes(sub)) return args[1] === undefined ? undefined : { script: args[1], args: args.slice(2), pkg, via };
  if (['t', 'tst', 'test'].includes(sub) && !(program === 'bun' && sub === 'test'))
    return { script: 'test', args: args.slice(1), pkg, via };
  // a workspace member's binary run in it: `pnpm --filter web exec vitest run x.test.ts`, `npm exec -w web -- vitest`
  if (sub === 'exec' && pkg !== undefined) {
    const [binary, ...rest] = args.slice(args[1] === '--' ? 2 : 1);
    return binary === undefined ? undefined : { script: binary, args: rest, pkg, via, exec: true };
  }
  if (program === 'npm' || PM_BUILTINS.has(sub) || (program === 'bun' && sub === 'test')) return undefined;
  // pnpm, yarn and bun run a script named as the subcommand
  return { script: sub, args: args.slice(1), pkg, via };
}

/**
 * Node's own options that take the next word as their value (`--import tsx`, `-r ./setup.js`, `--test-reporter spec`):
 * that word names no test file.
 */
const NODE_VALUE_OPTIONS = [
  '--env-file',
  '--env-file-if-exists',
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
  '--disable-warning',
  '--input-type',
  '--title',
  '--watch-path',
  '--test-reporter',
  '--test-reporter-destination',
  '--test-name-pattern',
  '--test-skip-pattern',
  '--test-concurrency',
  '--test-timeout',
  '--test-shard',
  '--test-isolation',
  '--test-global-setup',
  '--test-coverage-include',
  '--test-coverage-exclude',
  '--test-coverage-branches',
  '--test-coverage-functions',
  '--test-coverage-lines',
];

/**
 * The files and globs node's test runner was given (`node --env-file=.env.test --test test/a.js`), which it runs alone,
 * relative to where it ran: none, its default patterns. undefined: not a run of the test runner (`node script.js --test`
 * hands `--test` to the script).
 */
function nodeTestFiles(program: string, args: string[]): string[] | undefined {
  if (program !== 'node') return undefined;
  const files: string[] = [];
  let testing = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    if (word === '--test') testing = true;
    else if (NODE_VALUE_OPTIONS.includes(word)) i++;
    else if (word !== '--' && !word.startsWith('-')) {
      if (!testing) return undefined;
      files.push(word.replace(/^\.\//, ''));
    }
  }
  return testing ? files : undefined;
}

/**
 * How far a run of node's test runner reaches, run in `dir`: the files and folders it was given, a glob by the folder before
 * its first wildcard (`test/**\/*.test.js` is `test/`); given none, or a glob of the whole folder (`**\/*.test.js`), its folder.
 */
function nodeTestReach(files: string[], dir: string, terms: ScopeTerms): string[] | undefined {
  const folders = files.map((file) => {
    const parts = file.split('/');
    const wild = parts.findIndex((part) => /[*?[{]/.test(part));
    return wild < 0 ? file : parts.slice(0, wild).join('/');
  });
  if (folders.length === 0 || folders.includes('') || folders.includes('.')) return terms.here;
  return folders.map((folder) => terms.given(joinDir(dir, folder)));
}

/** Runners whose positional words filter the test files they run by a substring of their path (`vitest run parse`, `playwright test item`). */
const PATH_FILTERING = new Set(['vitest', 'jest', 'playwright']);
/** Their subcommands that run the tests (`vitest run`), and those that run none or other ones (`vitest related src/a.ts`, `vitest bench`). */
const TEST_SUBCOMMANDS = ['run', 'watch', 'dev'];
const OTHER_SUBCOMMANDS = ['related', 'bench', 'list', 'init', 'typecheck'];
/** Playwright runs tests only under its subcommand `test` (`playwright test item`), a script's body saying it before the words a run hands it. */
const PLAYWRIGHT_TEST = 'test';
/** Their options that take no value (`vitest --run test/a.test.ts`): the word after one is a filter. */
const FLAGS = [
  '--run',
  '--watch',
  '--watchAll',
  '--coverage',
  '--ci',
  '--passWithNoTests',
  '--runInBand',
  '-i',
  '--silent',
  '--verbose',
  '-u',
  '--updateSnapshot',
  '--detectOpenHandles',
  '--headed',
  '--debug',
  '--ui',
  '--update-snapshots',
];
/**
 * Is this word an option of vitest or jest that may take the next word as its value (`--project`, not `--run`)? The `--`
 * a package manager's script is handed its words after (`pnpm test -- a.test.ts`) takes none: a path after it filters.
 */
const takesValue = (word: string | undefined) => word !== undefined && word !== '--' && /^-[\w-]+$/.test(word) && !FLAGS.includes(word);

/** The option by which each runner runs some of its projects alone (vitest's `test.projects`, jest's `projects`), and whether it takes several names. */
const PROJECT_OPTIONS: Record<string, { option: string; several?: boolean }> = {
  vitest: { option: '--project' },
  jest: { option: '--selectProjects', several: true },
};

/** A vitest, jest or Playwright run given filters or projects: the folder it ran in, the filters, and how far its projects reach (undefined: all). */
interface FilteredRun {
  dir: string;
  filters: string[];
  projects?: { reach: string[] | undefined; elsewhere: boolean };
}

/**
 * A vitest, jest or Playwright run given filters (`vitest run packages/a`, `pnpm test run parse` where `test` is `vitest`,
 * `pnpm --filter web exec jest src/a`, `pnpm test test/item.test.ts` where `test` is `playwright test`) or projects
 * (`pnpm test --project @x/web`): the folder it ran in, the filters and the projects. undefined: neither, or not such a
 * run. A word after an option without its value (`--coverage.enabled true`) may be that value: no filter is read from it,
 * unless the option is one of the runners' flags (`--run`).
 */
function filteredRun(program: string, args: string[], dir: string, terms: ScopeTerms): FilteredRun | undefined {
  const script = nodeScript([program, ...args]);
  const folder =
    script === undefined || script.via === undefined ? dir : script.via === 'folder' ? joinDir(dir, script.pkg!) : terms.named(script.pkg!);
  if (folder === undefined || (script && ['-r', '--recursive', '--workspaces', '-ws'].some((flag) => args.includes(flag))))
    return undefined;
  // a script's arguments go to the last command of its body; a name no script has is the package's binary (`pnpm vitest`)
  const body = script && !script.exec ? ownEntry(terms.profile(folder)?.scripts, script.script) : undefined;
  const last = body === undefined ? undefined : segmentCommand(body).at(-1);
  const runner = script === undefined ? program : last ? normalizeWords(last.words)[0] : script.script;
  if (!PATH_FILTERING.has(runner ?? '')) return undefined;
  const given = script ? script.args : args;
  const projects = selectedProjects(runner!, given);
  const words = given.filter((word, i) => word !== '--' && !word.startsWith('-') && !takesValue(given[i - 1]) && !projects.includes(word));
  // (Playwright's subcommand is said by the script's body, or first among its own words)
  const [first, ...rest] = runner === 'playwright' && last ? [normalizeWords(last.words)[1], ...words] : words;
  if (runner === 'playwright' ? first !== PLAYWRIGHT_TEST : OTHER_SUBCOMMANDS.includes(first ?? '')) return undefined;
  const subcommand = runner === 'playwright' || TEST_SUBCOMMANDS.includes(first ?? '');
  const filters = (first === undefined ? [] : subcommand ? rest : [first, ...rest]).map((word) =>
    word.replace(/^\.\//, '').replace(/(:\d+)+$/, ''),
  );
  const selected = projects.length > 0 ? projectsReach(projects, folder, terms) : undefined;
  return filters.length > 0 || selected?.reach ? { dir: folder, filters, projects: selected } : undefined;
}

/** The projects a run selects by its runner's option (`--project a --project b`, `--project=a`, `--selectProjects a b`). */
function selectedProjects(runner: string, given: string[]): string[] {
  const select = ownEntry(PROJECT_OPTIONS, runner);
  if (select === undefined) return [];
  return given.flatMap((word, i) => {
    if (word.startsWith(`${select.option}=`)) return [word.slice(select.option.length + 1)];
    if (word !== select.option) return [];
    const after = given.slice(i + 1);
    const end = after.findIndex((each) => each.startsWith('-'));
    return after.slice(0, select.several ? (end < 0 ? undefined : end) : 1);
  });
}

/**
 * How far a run's selected projects reach, run in `dir`: a project is named by its config (`test.name`, `displayName`), by
 * default by its package's name, so a loaded package's name is that package; another name, at a workspace root, whose
 * projects are its packages, is another package's (`elsewhere`: all are); inside a package, one of its own projects
 * (`--project unit`), the package. `reach` undefined: a name that may be any project (`--project 'unit*'`), every one.
 */
function projectsReach(projects: string[], dir: string, terms: ScopeTerms): { reach: string[] | undefined; elsewhere: boolean } {
  const workspace = terms.profile(dir)?.workspace?.node === true;
  const reaches = projects.map((name) => {
    const found = terms.named(name);
    if (found !== undefined) return [terms.packageOnly(found)];
    return workspace ? terms.byName(name) : dir === '' ? undefined : [dir];
  });
  const elsewhere = workspace && projects.every((name) => terms.named(name) === undefined);
  return { reach: reaches.some((reach) => reach === undefined) ? undefined : (reaches.flat() as string[]), elsewhere };
}

/**
 * How far a filtered run reaches: its filters, within the projects it selected; where those are all other packages', none of
 * the turn's files, whatever the filters match (a filter narrows a project, never reaches past it).
 */
function filteredReach({ dir, filters, projects }: FilteredRun, terms: ScopeTerms): string[] | undefined {
  if (projects?.reach && (filters.length === 0 || projects.elsewhere)) return projects.reach;
  return filters.map((filter) => terms.matching(dir, filter));
}

/**
 * The script that runs tsc alone over the folder's tsconfig.json (a VS Code extension's `compile: tsc -p ./`), as the
 * project spells its run: it type-checks what a guessed `tsc --noEmit` would, and writes the output it is configured to.
 */
function tscScript(profile: DirectoryProfile): string | undefined {
  // (not a step of another script's run, `pretest: tsc`)
  const name = Object.keys(profile.scripts).find(
    (each) => !/^(pre|post)./.test(each) && /^tsc(\s+(-p|--project)\s+(\.\/?|(\.\/)?tsconfig\.json))?$/.test(profile.scripts[each].trim()),
  );
  return name === undefined ? undefined : profile.scriptCommands[name];
}

/** Does the tsconfig of `owner` (or the one its tsc is given) take the file in? (`file` root-relative) */
function tsconfigCovers(owner: DirectoryProfile, file: string, named?: string): boolean {
  const config = named ? owner.tsconfig?.named?.[named] : owner.tsconfig;
  if (!config || ('solution' in config && config.solution)) return true;
  const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
  if (owner.dir && !file.startsWith(`${owner.dir}/`)) return false;
  if (config.exclude && patternsCover(config.exclude, relative)) return false;
  if (config.include) return patternsCover(config.include, relative);
  // `files` alone: the folders of the files it names
  if (config.files && config.files.length > 0)
    return patternsCover(
      config.files.map((f) => f.replace(/[^/]*$/, '')),
      relative,
    );
  return true;
}

/** The config a tsc run is given (`tsc -p ./tsconfig.source.json`), as named in its folder. */
const tscProject = (body: string) => /\s(?:-p|--project)[\s=]+(?:\.\/)?(\S+)/.exec(body)?.[1];

/**
 * The tsconfig a type-check reads as it is (plain tsc): '' for the owner's tsconfig.json, else the config its
 * `-p` names when read; undefined for a build, a task runner's run or another tool.
 */
function readsTsconfig(owner: DirectoryProfile, command: string): string | undefined {
  const script = /^(?:npm|pnpm|yarn|bun)(?: --filter \S+| workspace \S+)? (?:run )?(\S+)/.exec(command);
  const body = script ? (owner.scripts[script[1]] ?? '') : command;
  if (!/\btsc\b/.test(body) || /\s(-b|--build)\b/.test(body) || /\b(turbo|nx|lerna)\b/.test(body)) return undefined;
  const given = tscProject(body);
  return given === undefined || given === 'tsconfig.json' ? '' : owner.tsconfig?.named?.[given] ? given : undefined;
}

/**
 * The tsc runs a type-check reaches through the package scripts it runs (`check:type` runs `check:type:js`, which runs
 * `tsc -p tsconfig.js.json`, and `check:type:ts`): each as the project spells its run, with the config it reads ('' for
 * tsconfig.json); none where it runs no plain tsc.
 */
function tscRuns(owner: DirectoryProfile, command: string, depth = 0): { command: string; config: string }[] {
  const config = readsTsconfig(owner, command);
  if (config !== undefined) return [{ command, config }];
  const script = /^(?:npm|pnpm|yarn|bun) (?:run )?(\S+)$/.exec(command)?.[1];
  const body = script === undefined ? undefined : ownEntry(owner.scripts, script);
  if (body === undefined || depth >= 3) return [];
  return segmentCommand(body).flatMap((segment) => {
    const run = nodeScript(normalizeWords(segment.words));
    const said =
      run && run.pkg === undefined && !run.exec && run.args.length === 0 ? ownEntry(owner.scriptCommands, run.script) : undefined;
    return said === undefined ? [] : tscRuns(owner, said, depth + 1);
  });
}

/** JavaScript, which tsc type-checks only under `checkJs`. */
const JS_FILE = /\.[cm]?jsx?$/;

/** Does the tsconfig a tsc run reads ('' for tsconfig.json) type-check the file? */
function configChecks(owner: DirectoryProfile, file: string, config: string): boolean {
  const checkJs = config ? owner.tsconfig?.named?.[config]?.checkJs : owner.tsconfig?.checkJs;
  if (JS_FILE.test(file) && !checkJs) return false;
  // a config of a folder of type tests (`typescript_test/tsconfig.json`) reads the sources they import, not other tests
  if (config.includes('/') && !NODE_TEST_FILE.test(file)) return true;
  return tsconfigCovers(owner, file, config || undefined);
}

/** Does this type-check take the file? Plain tsc never reads .vue or .svelte files, and checks only what a tsconfig it reads includes. */
function typeChecks(owner: DirectoryProfile, file: string, command?: string): boolean | undefined {
  if (command && /\.(vue|svelte)$/.test(file) && /\b(npx|exec|bunx|yarn) tsc\b/.test(command)) return false;
  // a tsconfig is read by the run it configures, whatever files it includes
  if (/(^|\/)tsconfig[^/]*\.json$/.test(file)) return true;
  const runs = command === undefined ? [{ command: '', config: '' }] : tscRuns(owner, command);
  if (!owner.tsconfig || runs.length === 0) return undefined;
  return runs.some(({ config }) => configChecks(owner, file, config));
}

/** The part of a type-check that runs tsc over several configs (`check:type`: `check:type:js` and `check:type:ts`) whose config takes the file. */
function typecheckPart(owner: DirectoryProfile, file: string, command: string): string {
  const runs = tscRuns(owner, command);
  return (runs.length > 1 ? runs.find(({ config }) => configChecks(owner, file, config))?.command : undefined) ?? command;
}

/** What the prettier-style formatters of the web write besides code: styles, data, docs, templates. */
const WEB_FILES = ['css', 'scss', 'less', 'json', 'jsonc', 'md', 'mdx', 'yaml', 'yml', 'html', 'graphql', 'hbs'];
/** A package script that formats (`npm run format`, `pnpm lint --fix`) writes the package's files. */
const formatScript = (program: string) => (args: string[]) => {
  const script = packageScript([program, ...args]);
  // a format script given a check flag (`bun fmt --check`, CI's) only reads
  const checks = args.some((arg) => /^(--check|-c|--list-different|-l|--dry-run)$/.test(arg));
  const formats =
    script !== undefined &&
    !checks &&
    (/^(format|fmt|prettier|lint:fix|fix|format:write)$/.test(script) || (/^lint/.test(script) && args.includes('--fix')));
  return formats ? ['.'] : undefined;
};

const NODE_INSTALLS: Record<string, string[]> = {
  npm: ['install', 'i', 'ci', 'add', 'install-clean', 'update', 'uninstall', 'remove', 'rm'],
  pnpm: ['install', 'i', 'add', 'update', 'up', 'remove', 'rm'],
  bun: ['install', 'i', 'add', 'update', 'up', 'remove', 'rm'],
  yarn: ['install', 'add', 'upgrade', 'up', 'remove'],
};

/** A script's relative imports (`import { x } from '../src/index'`, `require('./config')`): the files, extension left to the resolver. */
function imports(file: string, text: string): string[] {
  const dir = folderOf(file);
  const specifiers = text.slice(0, 64 * 1024).matchAll(/(?:\bfrom|\bimport|\brequire\s*\()\s*\(?\s*['"](\.{1,2}\/[^'"\n]{1,200})['"]/g);
  return [...specifiers].map((m) => joinDir(dir, m[1].replace(/\.[cm]?[jt]sx?$/, '')));
}

/** eslint with a config it reads: a flat `eslint.config.*`, or an `.eslintrc` before eslint 9 (which reads no other). */
function eslintRuns(names: string[], version: string): boolean {
  if (names.some((name) => /^eslint\.config\.[cm]?[jt]s$/.test(name))) return true;
  const major = Number(/\d+/.exec(version)?.[0] ?? 0);
  return names.some((name) => /^\.eslintrc(\.\w+)?$/.test(name)) && major < 9;
}

/** package.json fields that change no dependency, build or test run: formatters' and hooks' settings, what the registry shows. */
const SETTINGS_ONLY = [
  'prettier',
  'eslintConfig',
  'stylelint',
  'lint-staged',
  'husky',
  'commitlint',
  'simple-git-hooks',
  'nano-staged',
  'keywords',
  'description',
  'author',
  'license',
  'repository',
  'bugs',
  'homepage',
  'funding',
  'contributors',
  'publishConfig',
  'version',
];

/** A package.json without those fields, to compare; undefined when it does not parse. */
function withoutSettings(text: string): string | undefined {
  try {
    const manifest = { ...(JSON.parse(text) as Record<string, unknown>) };
    for (const field of SETTINGS_ONLY) delete manifest[field];
    return JSON.stringify(manifest);
  } catch {
    return undefined;
  }
}

/** TypeScript itself, a framework's checker, or a package of declarations: the type-check reads them wherever they are listed. */
const CHECKER_ENTRY = /"(typescript|@types\/[^"]+|vue-tsc|svelte-check|@typescript\/native-preview)"\s*:\s*"[^"]*"/g;
/** The package.json fields that list the packages a package uses. */
const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
/** The files of a package its type-check reads for what they import. */
const TYPED_CODE = /\.([mc]?ts|tsx|vue|svelte)$/;
/** At most this many of them are read for their imports; past it, the rest are not looked at. */
const MAX_IMPORTING_FILES = 400;

/**
 * The entries of a package.json the type-check reads, each as written (`"zod": "^4.2.1"`): the checkers and declarations
 * (`CHECKER_ENTRY`), and the packages the package's typed code imports, whose declarations it compiles against. A package
 * only its tools use (eslint, prettier) is none: its bump owes no type-check.
 */
function typedEntries(file: string, text: string, project: ProjectFiles | undefined): string[] {
  const checkers = [...text.matchAll(CHECKER_ENTRY)].map((m) => m[0]);
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return checkers;
  }
  const imported = project ? importedPackages(folderOf(file), project) : new Set<string>();
  const declared = new Set(DEPENDENCY_FIELDS.flatMap((field) => Object.keys(section(manifest, field) ?? {})));
  // a package whose types come from its `@types/` entry (`use-sync-external-store`) types nothing by its own version
  const typedApart = (name: string) => declared.has(`@types/${name.replace(/^@([^/]+)\//, '$1__')}`);
  const used = DEPENDENCY_FIELDS.flatMap((field) =>
    Object.entries(section(manifest, field) ?? {})
      .filter(([name]) => imported.has(name) && !typedApart(name))
      .map(([name, version]) => `${field}: "${name}": ${JSON.stringify(version)}`),
  );
  return [...checkers, ...used];
}

/** The packages a file's code imports by name, `@scope/name` or `name` (`zod/v4` is `zod`); relative imports aside. */
function packageSpecifiers(text: string): string[] {
  const specifiers = text.slice(0, 64 * 1024).matchAll(/(?:\bfrom|\bimport|\brequire\s*\()\s*\(?\s*['"]([^'"./\n][^'"\n]{0,200})['"]/g);
  return [...specifiers].map(([, specifier]) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/'),
  );
}

/**
 * The packages the typed code of the package in `dir` imports by name (`import { z } from 'zod'`, `@hono/node-server/x`
 * is `@hono/node-server`): its folders read down to those of other packages (a package.json of their own), once per turn.
 */
function importedPackages(dir: string, project: ProjectFiles): Set<string> {
  return project.memo(`node:imported:${dir}`, () => {
    const found = new Set<string>();
    const folders = [dir];
    let read = 0;
    while (folders.length > 0 && read < MAX_IMPORTING_FILES) {
      const folder = folders.shift()!;
      for (const name of project.list(folder)) {
        const path = joinDir(folder, name);
        if (TYPED_CODE.test(name)) {
          if (read++ < MAX_IMPORTING_FILES) for (const specifier of packageSpecifiers(project.read(path) ?? '')) found.add(specifier);
        } else if (!name.startsWith('.') && name !== 'node_modules' && !name.includes('.') && !project.list(path).includes('package.json'))
          folders.push(path);
      }
    }
    return found;
  });
}

export const node: EcosystemModule = {
  name: 'node',
  // a package.json whose formatters' settings or registry fields alone changed owes no install (a lockfile always does)
  dependencyChange: (file, before, after) =>
    !file.endsWith('package.json') || withoutSettings(before) === undefined || withoutSettings(before) !== withoutSettings(after),
  checkerPackages: (file, text, project) => (file.endsWith('package.json') ? typedEntries(file, text, project) : []),
  fromRoot,
  imports,
  typed: /(^|\/)[^/]+\.([mc]?ts|tsx|vue|svelte)$|(^|\/)tsconfig[^/]*\.json$/,
  // vitest's and tsd's type tests (`chunk.test-d.ts`)
  testFiles: /\.(test|spec)-d\.[mc]?tsx?$/,
  typeCheck: 'typecheck',
  typeChecks,
  typecheckPart,
  installsAtRoot: (root) => root.workspace?.node === true,
  // each package manager reads its own lockfile alone: npm's install in a yarn or pnpm project leaves theirs owed
  foreignInstall: (advised, words) =>
    ownEntry(NODE_INSTALLS, words[0]) !== undefined &&
    !advised.some((command) => segmentCommand(command).some((segment) => normalizeWords(segment.words)[0] === words[0])),
  migrations: {
    files: /(^|\/)prisma\/schema\.prisma$|(^|\/)drizzle\/([^/]+\/)*[^/]+\.sql$/,
    // Drizzle's schema: its change is written into a migration by `drizzle-kit generate`
    models: /(^|\/)[sS]chema\.ts$|(^|\/)db\/schema\/([^/]+\/)*[^/]+\.ts$|(^|\/)schema\/[^/]+\.ts$/,
    written: /(^|\/)drizzle\/[^/]+\.sql$/,
  },
  generatedFiles: /(_pb\.(js|ts|d\.ts)|_grpc_pb\.(js|d\.ts))$/,
  failures: {
    missingModule: [/Cannot find (?:module|package) '([^']+)'/, /Can't resolve '([^']+)'/, /Failed to resolve import "([^"]+)"/],
    describe(output) {
      const codes = [...new Set([...output.matchAll(/error (TS\d+)/g)].map((m) => m[1]))];
      if (codes.length === 0) return undefined;
      const shown = codes.slice(0, 3).join(', ');
      return codes.length === 1 ? `${shown} type error` : `${shown} type errors`;
    },
  },
  // `npm test -- a.test.ts`: npm hands what follows `--` to the script
  changedTests: (command, files, paths) =>
    paths && /(^|&& )npm (test|run)\b/.test(command) ? `${command} -- ${files.join(' ')}` : undefined,
  extensions: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts', 'vue', 'svelte', 'astro'],
  manifests: /^(package\.json|package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|yarn\.lock|bun\.lockb?)$/,
  markers: /^(package\.json|project\.json)$/,
  buildFolders: [
    { folder: 'node_modules' },
    { folder: '.next' },
    { folder: '.nuxt' },
    { folder: '.output', beside: /^nuxt\.config\.[cm]?[jt]s$/ },
    { folder: '.svelte-kit' },
    { folder: '.turbo' },
    { folder: '.parcel-cache' },
    // the test runner's report, written beside the package; a `src/coverage/` module is source
    { folder: 'coverage', beside: /^(package\.json|(vitest|jest|vite)\.config\.[cm]?[jt]s|\.nycrc(\.json|\.ya?ml)?|\.c8rc(\.json)?)$/ },
    { folder: 'dist', beside: /^package\.json$/ },
  ],
  detect,
  evidence: {
    launchers: ['npm', 'pnpm', 'yarn', 'bun', 'node', 'npx', 'bunx'],
    programs: {
      test: ['vitest', 'jest', 'mocha', 'ava', 'tap', 'karma', 'jasmine', 'uvu', 'playwright', 'cypress'],
      build: ['rollup', 'rolldown', 'tsup', 'tsdown', 'webpack', 'unbuild', 'esbuild'],
      lint: ['eslint', 'oxlint', 'stylelint', 'standard', 'xo', 'tslint'],
      // tsd, dtslint and tstyche test a package's type definitions against its type tests
      typecheck: ['tsc', 'vue-tsc', 'tsgo', 'svelte-check', 'tsd', 'dtslint', 'tstyche'],
      generate: ['graphql-codegen', 'orval', 'openapi-typescript', 'openapi-ts'],
    },
    subcommands: {
      biome: { lint: ['lint', 'check', 'ci'] },
      nuxi: { typecheck: ['typecheck'] },
      nuxt: { typecheck: ['typecheck'] },
      // NestJS compiles with tsc: its build type-checks
      nest: { typecheck: ['build'], build: ['build'] },
      // TSDX builds with rollup's TypeScript plugin, which type-checks, tests with jest, lints with eslint
      tsdx: { typecheck: ['build'], build: ['build'], test: ['test'], lint: ['lint'] },
      vite: { build: ['build'] },
      next: { build: ['build'] },
      bun: { test: ['test'] },
      prisma: { migrate: ['migrate'] },
      'drizzle-kit': { migrate: ['push', 'migrate', 'generate'], makemigrations: ['generate'] },
    },
    // `ts` after a check's word (`lint:ts`, `check-ts`), never a step's (`patch-d-ts`, which rewrites declarations)
    names: { typecheck: 'tsc|(?<=(?:lint|check|test|verify)[:_-])ts', lint: 'eslint|stylelint|biome' },
    kinds: (program, args, judge) => {
      if (program === 'node') return args.includes('--test') ? ['test'] : [];
      // prettier's check (`prettier -c .`) is a format check CI gates on, as a lint
      if (program === 'prettier') return args.some((word) => /^(-c|--check|-l|--list-different)$/.test(word)) ? ['lint'] : [];
      if (program === 'prisma') return args[0] === 'db' && args[1] === 'push' ? ['migrate'] : [];
      if (/^(knex|sequelize|typeorm|mikro-orm)$/.test(program))
        return args.length > 0 && /migrat|up|push|db/.test(args.join(' ')) ? ['migrate'] : [];
      // npm-run-all's runners run the package's scripts they name (`run-s lint test:lib`); a pattern (`lint:*`) by its name
      if (/^(run-s|run-p|npm-run-all2?)$/.test(program))
        return positionals(args).flatMap((name) =>
          name.includes('*') ? [...judge.withName(new Set(), name.replace(/[:*]+$/, ''))] : [...judge.script(name, { args: [] })],
        );
      const run = nodeScript([program, ...args]);
      if (run?.exec) return judge.command([run.script, ...run.args]);
      // a folder the script runs in is said from where the command ran
      return run ? judge.script(run.script, { args: run.args, pkg: run.via === 'folder' ? joinDir(judge.dir, run.pkg!) : run.pkg }) : [];
    },
    scope: (program, args, dir, terms) => {
      const compiled = compiledRun(program, args, dir, terms);
      if (compiled) return { reach: compiled };
      const filtered = filteredRun(program, args, dir, terms);
      if (filtered) return { reach: filteredReach(filtered, terms) };
      const tested = nodeTestFiles(program, args);
      if (tested) return { reach: nodeTestReach(tested, dir, terms) };
      const run = nodeScript([program, ...args]);
      if (!run) return undefined;
      // npm's `-w` takes a name or a folder; pnpm's and bun's `--filter` a name or a pattern
      if (run.via === 'folder' || (run.via === 'package' && program === 'npm')) {
        const folder = run.via === 'folder' ? joinDir(dir, run.pkg!) : run.pkg!;
        return { reach: terms.byName(folder) ?? [joinDir(dir, run.pkg!)] };
      }
      if (run.via === 'package') return { reach: terms.byName(run.pkg) };
      if (['-r', '--recursive', '--workspaces', '-ws'].some((flag) => args.includes(flag))) return { reach: undefined };
      return { reach: terms.here };
    },
    pathTaking: ['vitest', 'jest', 'mocha', 'ava', 'node --test', 'bun test', 'eslint', 'tsc'],
    writers: {
      eslint: (a) => (a.includes('--fix') ? writtenPaths(a) : undefined),
      prettier: (a) => (a.includes('--write') || a.includes('-w') ? writtenPaths(a) : undefined),
      biome: (a) => (a.some((w) => ['--write', '--apply', '--fix', '--apply-unsafe'].includes(w)) ? writtenPaths(a, 1) : undefined),
      npm: formatScript('npm'),
      pnpm: formatScript('pnpm'),
      yarn: formatScript('yarn'),
      bun: formatScript('bun'),
    },
    formats: { prettier: WEB_FILES, biome: WEB_FILES, npm: WEB_FILES, pnpm: WEB_FILES, yarn: WEB_FILES, bun: WEB_FILES },
    installs: (program, args) =>
      program === 'yarn'
        ? args[0] === undefined || NODE_INSTALLS.yarn.includes(args[0])
        : ownEntry(NODE_INSTALLS, program)?.includes(args[0] ?? '') === true,
  },
};
