import { TYPECHECK_SCRIPTS } from '../task-files.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, LanguageChecks } from './_module.js';
import { strings } from './_module.js';
import { detectNxPlugins, detectNxProject, inferredTargets, NX } from './_nx.js';

// Node: package.json scripts first (judged by what they run), then the tools the package depends on;
// tsconfig for the type-check; nx projects and the targets its plugins infer (_nx.ts).

const NPM_DEFAULT_TEST = /no test specified/;
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

function detect(context: DetectContext, profile: DirectoryProfile): void {
  detectPackage(context, profile);
  detectNxPlugins(context, profile);
  // a project of an nx workspace has the targets the root's plugins infer from its config files
  const { dir, names, top } = context;
  detectNxProject(context, profile, dir && top?.nxInferred ? inferredTargets(dir, names, top.nxInferred) : {});
  detectTsconfig(context, profile);
}

function detectPackage(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('package.json')) return;
  const manifest = context.json('package.json');
  if (!profile.sources.includes('package.json')) profile.sources.push('package.json');
  if (!manifest) return;
  const pm = packageManager(names, manifest);
  profile.packageManager = pm;
  profile.ecosystems.push('node');
  if (typeof manifest.name === 'string') profile.name = manifest.name;
  const scripts = Object.fromEntries(
    Object.entries((manifest.scripts ?? {}) as Record<string, unknown>).filter(([, body]) => typeof body === 'string'),
  ) as Record<string, string>;
  if (scripts.test !== undefined && NPM_DEFAULT_TEST.test(scripts.test)) delete scripts.test;
  Object.assign(profile.scripts, scripts);
  for (const name of Object.keys(scripts)) profile.scriptCommands[name] = runScript(pm, name);
  const deps = { ...(manifest.dependencies as object), ...(manifest.devDependencies as object) } as Record<string, unknown>;
  const exec = EXEC_PREFIX[pm];
  profile.install.node = `${pm} install`;
  const node: LanguageChecks = (profile.languages.node = {});
  const test = context.pick(scripts, 'test', ['test', 'test:unit', 'tests', 'spec']);
  if (test) {
    node.test = runScript(pm, test);
    node.declared = true;
    node.takesPaths = context.takesPaths(scripts[test]);
  } else if ('vitest' in deps || 'jest' in deps) {
    node.test = `${exec} ${'vitest' in deps ? 'vitest run' : 'jest'}`;
    node.takesPaths = true;
  }
  const e2e = playwrightSuite(context, scripts, pm);
  if (e2e) node.suites = [e2e];
  const lint = context.pick(scripts, 'lint', ['lint', 'lint:all', 'check:lint', 'eslint']);
  if (lint) node.lint = runScript(pm, lint);
  else if ('eslint' in deps && names.some((name) => /^(\.eslintrc(\.\w+)?|eslint\.config\.[cm]?[jt]s)$/.test(name)))
    node.lint = `${exec} eslint .`;
  else if ('@biomejs/biome' in deps) node.lint = `${exec} biome check .`;
  const typecheck = context.pick(scripts, 'typecheck', TYPECHECK_SCRIPTS);
  if (typecheck) profile.checks.typecheck = runScript(pm, typecheck);
  // a framework that generates its own tsconfig (Nuxt) or reads .vue/.svelte files is checked by its own
  // checker, or not at all: plain tsc cannot resolve what it never generated
  else if ('nuxt' in deps) profile.checks.typecheck = `${EXEC} nuxi typecheck`;
  else if ('vue-tsc' in deps) profile.checks.typecheck = `${EXEC} vue-tsc --noEmit`;
  else if ('svelte-check' in deps) profile.checks.typecheck = `${EXEC} svelte-check`;
  else if ('vue' in deps || 'svelte' in deps || '@sveltejs/kit' in deps) profile.checks.typecheck = '';
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
  }
  if (!profile.checks.migrate) {
    if (names.includes('prisma') && context.exists('prisma/schema.prisma')) profile.checks.migrate = `${EXEC} prisma migrate dev`;
    else if (names.some((name) => /^drizzle\.config\.[cm]?[jt]s$/.test(name))) {
      profile.checks.migrate = `${EXEC} drizzle-kit migrate`;
      profile.checks.makemigrations = `${EXEC} drizzle-kit generate`;
    }
  }
}

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

function detectTsconfig(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('tsconfig.json')) return;
  const config = context.json('tsconfig.json') ?? {};
  if (!profile.sources.includes('tsconfig.json')) profile.sources.push('tsconfig.json');
  const files = strings(config.files);
  profile.tsconfig = {
    include: strings(config.include),
    exclude: strings(config.exclude),
    files,
    // `"files": []` with references: plain `tsc` checks nothing, `tsc -b` builds the references
    solution: Array.isArray(config.references) && files !== undefined && files.length === 0,
  };
  // `{exec}`: the workspace's package manager decides (`npx`, `pnpm exec`, `yarn`, `bunx`), see project.ts
  if (profile.checks.typecheck === undefined)
    profile.checks.typecheck = profile.tsconfig.solution ? `${EXEC} tsc -b` : `${EXEC} tsc --noEmit`;
  // '' above: a Vue or Svelte package without its checker gets no guessed tsc
  if (profile.checks.typecheck === '') delete profile.checks.typecheck;
}

const NODE_INSTALLS: Record<string, string[]> = {
  npm: ['install', 'i', 'ci', 'add', 'install-clean', 'update', 'uninstall', 'remove', 'rm'],
  pnpm: ['install', 'i', 'add', 'update', 'up', 'remove', 'rm'],
  bun: ['install', 'i', 'add', 'update', 'up', 'remove', 'rm'],
  yarn: ['install', 'add', 'upgrade', 'up', 'remove'],
};

export const node: EcosystemModule = {
  name: 'node',
  fromRoot,
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
      lint: ['eslint', 'oxlint', 'stylelint', 'standard', 'xo', 'tslint'],
      typecheck: ['tsc', 'vue-tsc', 'tsgo', 'svelte-check'],
      generate: ['graphql-codegen', 'orval', 'openapi-typescript', 'openapi-ts'],
    },
    subcommands: { biome: { lint: ['lint', 'check', 'ci'] }, nuxi: { typecheck: ['typecheck'] }, nuxt: { typecheck: ['typecheck'] } },
    pathTaking: ['vitest', 'jest', 'mocha', 'ava', 'node --test', 'bun test', 'eslint', 'tsc'],
    writers: { eslint: (a) => a.includes('--fix') },
    installs: (program, args) =>
      program === 'yarn'
        ? args[0] === undefined || NODE_INSTALLS.yarn.includes(args[0])
        : NODE_INSTALLS[program]?.includes(args[0] ?? '') === true,
  },
};
