import { joinDir } from '../util/paths.js';
import type { EvidenceTable, Kind, RecipeTool } from './ecosystems/_module.js';
import { ECOSYSTEMS, type Ecosystem } from './ecosystems/index.js';
import { normalizeWords, positionals, programName, segmentCommand } from './shell.js';

// What a command does: a test run, a lint, a type-check, an install... judged by the program that
// runs and, for a package script or a task, by the body the project declares for it (`npm run lint`
// that runs `tsc --noEmit` is a type-check). Matching is on program and subcommand, so `echo "npm test"`
// or `grep "npm test"` never counts.

export type { Kind, RecipeTool } from './ecosystems/_module.js';

/** The project's declarations a command may name: package scripts, deno tasks, make/just/task recipes. */
export interface ScriptResolver {
  /** Bodies of a script of the package named `pkg` (a name or a root-relative dir), else of the package the command ran in (`dir`), else of any known package. */
  script(name: string, dir: string, pkg?: string): string[];
  /** The recipe of a make/just/task target, or the body of a hatch env script (`env:name`), in `dir`. */
  recipe(tool: RecipeTool, name: string, dir: string): string | undefined;
  /** The directory of a package known by name (package.json, Cargo.toml, nx project) or directory. */
  packageDir?(name: string): string | undefined;
  /** Bare `cargo test` in `dir` tests that crate alone (the root of a workspace that is also a package). */
  cratesAlone?(dir: string): boolean;
  /** The commands a project's wrapper script (`scripts/test`) runs in `dir`, its arguments passed through. */
  wrapper?(word: string, dir: string, args: readonly string[]): string | undefined;
}

interface IntentContext {
  /** Root-relative directory the command ran in. */
  dir: string;
  resolver?: ScriptResolver;
  depth?: number;
  /** Simple commands left to judge: script bodies that call each other many times over stop here. */
  budget?: { left: number };
  /** Script bodies being judged up the call chain: a root `test` that is `turbo run test` is not its own body. */
  chain?: string[];
}

/** Commands judged per evaluation of one command line, scripts and recipes included. */
const BUDGET = 2000;
/** A longer line is no script a person wrote: judged by its name alone. */
const MAX_LINE = 8192;

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
  return PM_VALUE_FLAGS[program]?.[flag] ?? (PM_SETTINGS.includes(flag) ? 'setting' : undefined);
}
/** Programs of no one ecosystem, by what they do; each module declares its own (ecosystems/). */
const GENERIC: EvidenceTable = {
  programs: { test: ['busted', 'bats'], lint: ['shellcheck', 'hadolint', 'markdownlint', 'actionlint'] },
  subcommands: { sqlc: { generate: ['generate'] } },
};

/** One table of programs per kind, and one of subcommands, merged from every module's evidence. */
const PROGRAMS = new Map<string, Set<Kind>>();
const SUBCOMMANDS: Record<string, Partial<Record<Kind, string[]>>> = {};
for (const table of [GENERIC, ...ECOSYSTEMS.map((ecosystem) => ecosystem.evidence ?? {})]) {
  for (const [kind, programs] of Object.entries(table.programs ?? {}) as [Kind, string[]][])
    for (const program of programs) PROGRAMS.set(program, new Set([...(PROGRAMS.get(program) ?? []), kind]));
  for (const [program, subs] of Object.entries(table.subcommands ?? {})) {
    const merged = (SUBCOMMANDS[program] ??= {});
    for (const [kind, list] of Object.entries(subs) as [Kind, string[]][]) merged[kind] = [...(merged[kind] ?? []), ...list];
  }
}
/** Python's type-checkers: their runs are the Python type-check, apart from TypeScript's. */
export const PYTHON_TYPECHECKERS = new Set(ECOSYSTEMS.find((ecosystem) => ecosystem.name === 'python')?.evidence?.programs?.typecheck);
const PM_BUILTINS = new Set([
  'install',
  'i',
  'ci',
  'add',
  'remove',
  'rm',
  'uninstall',
  'update',
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
const MAX_DEPTH = 4;

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
}

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
    if (args.length === 0 && word.startsWith('-')) continue;
    args.push(word);
  }
  const sub = args[0];
  if (sub === undefined) return undefined;
  if (['run', 'run-script', 'rum', 'urn'].includes(sub))
    return args[1] === undefined ? undefined : { script: args[1], args: args.slice(2), pkg, via };
  if (['t', 'tst', 'test'].includes(sub) && !(program === 'bun' && sub === 'test'))
    return { script: 'test', args: args.slice(1), pkg, via };
  if (program === 'npm' || PM_BUILTINS.has(sub) || (program === 'bun' && sub === 'test')) return undefined;
  // pnpm, yarn and bun run a script named as the subcommand
  return { script: sub, args: args.slice(1), pkg, via };
}

/** What a script, target, tox env or task does, judged by its name alone (its body is unknown). */
export function kindsByName(name: string): Set<Kind> {
  const n = name.toLowerCase();
  const kinds = new Set<Kind>();
  if (
    /(^|[:_-])(types?|typecheck|type-?check|typing|typings|tsc|check-?types|mypy|pyright|ts)($|[:_-])/.test(n) ||
    /^type-?tests?$/.test(n)
  )
    kinds.add('typecheck');
  if (/(^|[:_-])(lint|linters?|eslint|stylelint|biome|ruff|flake8|pylint|clippy|rubocop|vet|style)($|[:_-])/.test(n)) kinds.add('lint');
  if (kinds.size > 0) return kinds;
  if (/^(test|tests|spec|specs|unit|check|ci|verify|pytest|py\d+|py3\d*)($|[:_-])/.test(n) || PROGRAMS.get(n)?.has('test'))
    kinds.add('test');
  else if (/^(gen|generate|codegen|proto|protos|protobuf)($|[:_-])/.test(n)) kinds.add('generate');
  else if (/(^|[:_-])(migrate|migrations?)($|[:_-])|^db:/.test(n)) kinds.add('migrate');
  else if (/^(build|compile|develop|all)($|[:_-])/.test(n)) kinds.add('build');
  return kinds;
}

/** Flags that keep a command running as a watcher (`vitest --watch`, `gradle --continuous`). */
const WATCH_FLAGS = new Set(['--watch', '--watchAll', '--continuous']);

/** A command line that never finishes on its own: a watcher, or one sent to the background. */
export function isWatcher(line: string): boolean {
  return /(^|[^&])&\s*$/.test(line.trim()) || segmentCommand(line).some((segment) => segment.words.some((word) => WATCH_FLAGS.has(word)));
}

/** A body that only builds or installs says less than its name: `check: all ./run-tests.sh` is still the tests. */
export function withName(kinds: Set<Kind>, name: string): Set<Kind> {
  if ([...kinds].some((kind) => kind !== 'build' && !kind.startsWith('install:'))) return kinds;
  return new Set([...kinds, ...kindsByName(name)]);
}

/** What one simple command does; `words` as written (wrappers are stripped here). */
export function commandKinds(rawWords: readonly string[], context: IntentContext = { dir: '' }): Set<Kind> {
  const kinds = new Set<Kind>();
  const budget = (context.budget ??= { left: BUDGET });
  if (--budget.left < 0) return kinds;
  const words = normalizeWords(rawWords);
  const [program, ...args] = words;
  // a watcher never finishes: it checks nothing the turn can stop on
  if (program === undefined || args.some((arg) => WATCH_FLAGS.has(arg))) return kinds;
  const depth = context.depth ?? 0;
  const add = (more: Iterable<Kind>) => {
    for (const kind of more) kinds.add(kind);
  };
  const install = installEcosystem(words);
  if (install) kinds.add(`install:${install}`);
  // `uv run` locks and syncs the environment before it runs anything
  const launcher = rawWords.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  if (
    programName(rawWords[launcher] ?? '') === 'uv' &&
    rawWords[launcher + 1] === 'run' &&
    !rawWords.includes('--no-sync') &&
    !rawWords.includes('--frozen')
  )
    kinds.add('install:python');
  // so does `hatch run`, into the env it runs in
  if (programName(rawWords[launcher] ?? '') === 'hatch' && rawWords[launcher + 1] === 'run') kinds.add('install:python');
  if (isMigrateCommand(words)) kinds.add('migrate');
  // sbt takes its commands quoted: `sbt "testOnly geo.*"`
  const sub = positionals(args)[0]?.split(' ')[0];

  add(PROGRAMS.get(program) ?? []);
  for (const [kind, subs] of Object.entries(SUBCOMMANDS[program] ?? {}) as [Kind, string[]][])
    if (subs.includes(sub ?? '')) kinds.add(kind);
  if (program === 'node' && args.includes('--test')) kinds.add('test');
  if (program === 'bun' && sub === 'test') kinds.add('test');
  // a program whose arguments say more than a subcommand (`mvn -pl core test`, `cmake --build build`)
  for (const ecosystem of ECOSYSTEMS) add(ecosystem.evidence?.kinds?.(program, args) ?? []);
  if (program === 'go' && sub === 'run' && args[1] && depth < MAX_DEPTH) {
    // `go run github.com/golangci/golangci-lint/cmd/golangci-lint@v1 run`
    add(commandKinds([programName(args[1].replace(/@.*$/, '')), ...args.slice(2)], { ...context, depth: depth + 1 }));
  }
  if ((program === 'rails' || program === 'rake') && /^(test|spec)(:|$)/.test(sub ?? '')) kinds.add('test');
  if (
    program === 'ruby' &&
    args.some((w) => w.startsWith('-I')) &&
    positionals(args).some((w) => /(_test|_spec)\.rb$|(^|\/)(test|spec)\//.test(w))
  )
    kinds.add('test');
  if (/^python(\d+(\.\d+)?)?$/.test(program) && /(^|\/)manage\.py$/.test(args[0] ?? '') && args[1] === 'test') kinds.add('test');
  if (program === 'manage.py' && sub === 'test') kinds.add('test');
  if (depth >= MAX_DEPTH) return kinds;
  const deeper: IntentContext = { ...context, depth: depth + 1 };
  // the project's own wrapper (`scripts/test`, `./script/check.sh`) does what its body does
  const wrapped = context.resolver?.wrapper?.(rawWords[launcher] ?? '', context.dir, rawWords.slice(launcher + 1));
  if (wrapped !== undefined) add(lineKinds(wrapped, deeper));

  const node = nodeScript(words);
  // a folder the script runs in is said from where the command ran
  if (node) add(scriptKinds(node.script, node.args, node.via === 'folder' ? joinDir(context.dir, node.pkg!) : node.pkg, deeper));
  if (program === 'deno' && sub === 'task' && positionals(args)[1]) add(scriptKinds(positionals(args)[1], [], undefined, deeper, false));
  if (program === 'nx' || program === 'turbo' || program === 'lerna')
    for (const target of taskTargets(program, args)) add(scriptKinds(target, [], undefined, deeper, false));
  if (program === 'make' || program === 'just' || program === 'task') add(recipeKinds(program, args, deeper));
  // `pre-commit run [hook]` runs the hooks the project configured, each judged by what it stands for
  if (program === 'pre-commit' && sub === 'run') {
    const hooks = context.resolver?.recipe('pre-commit', positionals(args)[1] ?? '', context.dir);
    // hooks we cannot read (no config here) are a lint by their usual kind
    if (hooks === undefined) kinds.add('lint');
    else add(lineKinds(hooks, deeper));
  }
  // a task the project declares (`pixi run test`, `composer test`, a mix alias) does what its body does
  const task = ECOSYSTEMS.map((ecosystem) => ecosystem.evidence?.declaredTask?.(program, args)).find((found) => found !== undefined);
  if (task) add(taskKinds(task.tool, task.name, task.rest, deeper));
  if (program === 'tox' || program === 'nox') {
    const envs = program === 'tox' ? envNames(args, ['-e']) : envNames(args, ['-s', '--session', '-e'], true);
    if (envs.length === 0) kinds.add('test');
    for (const env of envs) add(kindsByName(env).size > 0 ? kindsByName(env) : ['test']);
  }
  if (program === 'hatch' && sub === 'run' && positionals(args)[1]) {
    const target = positionals(args)[1];
    // a script of the env (`hatch run lint:style`) runs its body; else the env runs a program
    const body = context.resolver?.recipe('hatch', target.replace(/^default:/, ''), context.dir);
    const fromBody = body === undefined ? new Set<Kind>() : lineKinds(body, deeper);
    // `hatch run types:check`: the environment's name says as much as the script's
    const asProgram = fromBody.size > 0 ? fromBody : commandKinds([target.replace(/^[^:]+:/, ''), ...positionals(args).slice(2)], deeper);
    add(withName(asProgram, target));
  }
  return kinds;
}

/** A declared task does what its body does; pixi runs a command when no task has the name; a composer script unknown here is judged by its name. */
function taskKinds(tool: RecipeTool, name: string, rest: string[], context: IntentContext): Set<Kind> {
  const body = context.resolver?.recipe(tool, name, context.dir);
  const fromBody = body === undefined ? new Set<Kind>() : lineKinds(body, context);
  if (fromBody.size > 0 || tool === 'mix') return tool === 'mix' ? fromBody : withName(fromBody, name);
  const asProgram = tool === 'pixi' ? commandKinds([name, ...rest], context) : new Set<Kind>();
  return withName(asProgram, name);
}

/** A script's body decides what it does; an unknown body or one we cannot read falls back to its name. */
function scriptKinds(name: string, args: string[], pkg: string | undefined, context: IntentContext, mayBeBinary = true): Set<Kind> {
  const bodies = context.resolver?.script(name, context.dir, pkg) ?? [];
  const kinds = new Set<Kind>();
  const chain = context.chain ?? [];
  for (const body of bodies) {
    if (chain.includes(body)) continue;
    for (const kind of lineKinds(body, { ...context, chain: [...chain, body] })) kinds.add(kind);
  }
  if (kinds.size > 0) return withName(kinds, name);
  // a script that only watches checks nothing, whatever its name says
  if (bodies.length > 0 && bodies.every(isWatcher)) return kinds;
  // `yarn tsc`, `pnpm vitest`: without a script of that name the package manager runs the binary
  if (bodies.length === 0 && mayBeBinary) {
    const binary = commandKinds([name, ...args], context);
    if (binary.size > 0) return binary;
  }
  return kindsByName(name);
}

/** Every simple command of a command line (a script body, a recipe line). */
export function lineKinds(line: string, context: IntentContext): Set<Kind> {
  const kinds = new Set<Kind>();
  if (line.length > MAX_LINE) return kinds;
  context = { ...context, budget: context.budget ?? { left: BUDGET } };
  let dir = context.dir;
  for (const segment of segmentCommand(line)) {
    if (segment.words[0] === 'cd' && segment.words[1]) {
      dir = joinDir(dir, segment.words[1]);
      continue;
    }
    for (const kind of commandKinds(segment.words, { ...context, dir })) kinds.add(kind);
  }
  return kinds;
}

function recipeKinds(tool: 'make' | 'just' | 'task', args: string[], context: IntentContext): Set<Kind> {
  let dir = context.dir;
  const targets: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    if (word === '-C' || word === '--directory' || word === '-d' || word === '--dir') {
      dir = joinDir(dir, args[++i] ?? '');
    } else if (['-f', '--file', '--justfile', '-j', '--jobs', '-o', '-W'].includes(word)) i++;
    else if (!word.startsWith('-') && !word.includes('=')) targets.push(word);
  }
  const kinds = new Set<Kind>();
  // `make` alone (`make -C build`) builds the default target
  if (tool === 'make' && targets.length === 0) kinds.add('build');
  for (const target of targets) {
    const recipe = context.resolver?.recipe(tool, target, dir);
    const fromRecipe = recipe === undefined ? new Set<Kind>() : lineKinds(recipe, { ...context, dir });
    for (const kind of withName(fromRecipe, target)) kinds.add(kind);
  }
  return kinds;
}

/** `nx run web:test`, `nx affected -t lint test`, `nx test web`, `turbo run test --filter=web`, `lerna run test`. */
function taskTargets(program: string, args: string[]): string[] {
  const targets: string[] = [];
  const rest = [...args];
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    const inline = /^--targets?=(.+)$/.exec(word);
    if (inline) targets.push(...inline[1].split(','));
    else if (word === '-t' || word === '--target' || word === '--targets') {
      while (rest[i + 1] && !rest[i + 1].startsWith('-')) targets.push(...rest[++i].split(','));
    }
  }
  const free = positionals(
    args.filter((w, i) => !/^--?(filter|projects?|p|exclude|base|head|configuration|c)$/.test(args[i - 1] ?? '') || w.startsWith('-')),
  );
  if (program === 'nx') {
    const [verb, ...more] = free;
    if (verb === 'run' && more[0]) targets.push(more[0].split(':')[1] ?? more[0]);
    else if (
      verb &&
      ![
        'affected',
        'run-many',
        'graph',
        'show',
        'reset',
        'daemon',
        'sync',
        'g',
        'generate',
        'migrate',
        'add',
        'release',
        'format:check',
        'format:write',
        'format',
      ].includes(verb)
    )
      targets.push(verb);
    else if (verb === 'format:check') targets.push('lint');
  } else if (program === 'turbo') {
    const tasks = free[0] === 'run' ? free.slice(1) : free;
    targets.push(...tasks);
  } else if (free[0] === 'run' && free[1]) targets.push(free[1]);
  return targets;
}

/** tox's `-e a,b`; nox's `-s a b` takes every word up to the next option (`many`). */
function envNames(args: string[], flags: string[], many = false): string[] {
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (flags.includes(args[i]) && args[i + 1]) {
      names.push(...args[++i].split(','));
      while (many && args[i + 1] !== undefined && !args[i + 1].startsWith('-')) names.push(...args[++i].split(','));
    }
    const inline = /^(?:-e|--session|-s)=?(.+)$/.exec(args[i]);
    if (inline && !flags.includes(args[i]) && /^(-e|-s)/.test(args[i])) names.push(...inline[1].replace(/^=/, '').split(','));
  }
  return names;
}

/** Does a shell command line run tests? (the one check for it: failures read as failing tests, evidence) */
export function runsTests(command: string): boolean {
  return segmentCommand(command).some((segment) => commandKinds(segment.words).has('test'));
}

/** The ecosystem whose dependencies this command installs or rewrites, if any. */
export function installEcosystem(words: string[]): Ecosystem | undefined {
  const [program, ...rest] = words;
  if (program === undefined) return undefined;
  const args = positionals(rest);
  return ECOSYSTEMS.find((ecosystem) => ecosystem.evidence?.installs?.(program, args, words))?.name;
}

export function isMigrateCommand(words: string[]): boolean {
  const text = words.join(' ');
  if (/^prisma (migrate|db push)/.test(text)) return true;
  if (/^alembic (upgrade|downgrade|check|revision)/.test(text)) return true;
  if (/(^|\s)manage\.py (migrate|makemigrations)/.test(text)) return true;
  if (/^(rails|rake) db:/.test(text)) return true;
  if (
    /^(knex|sequelize|typeorm|mikro-orm|dbmate|goose|migrate|flyway|sqlx|diesel|atlas|supabase) /.test(text) &&
    /migrat|up|push|db/.test(text)
  )
    return true;
  return /^drizzle-kit (push|migrate|generate)/.test(text);
}

export function isBuildConfigCheck(words: string[]): boolean {
  const text = words.join(' ');
  if (/^(docker|podman) (build|buildx build|compose (config|build|up|create))/.test(text)) return true;
  if (/^docker-compose (config|build|up)/.test(text)) return true;
  return ['actionlint', 'hadolint', 'act', 'check-jsonschema'].includes(words[0] ?? '');
}

/**
 * A configured evidence prefix (`pnpm test`, `make check`) matches when its normalized words lead the
 * command's words in order; options the prefix does not name may sit in between (`pnpm -r test`).
 */
export function matchesPrefix(words: string[], prefix: string): boolean {
  for (const segment of segmentCommand(prefix)) {
    const wanted = normalizeWords(segment.words);
    if (wanted.length === 0) continue;
    let i = 0;
    let ok = true;
    for (const token of wanted) {
      while (i < words.length && words[i] !== token && words[i].startsWith('-') && !token.startsWith('-')) i++;
      if (words[i] !== token) {
        ok = false;
        break;
      }
      i++;
    }
    if (ok) return true;
  }
  return false;
}
