import { joinDir } from '../util/paths.js';
import { ownEntry } from '../util/record.js';
import { BUILT_PROGRAMS, type DirectoryProfile, type Judge, type Kind, type RecipeTool, TEST_PROGRAM } from './ecosystems/_module.js';
import { ECOSYSTEMS, type Ecosystem, MODULES, programEcosystem } from './ecosystems/index.js';
import {
  assignments,
  innerCommand,
  isWatcher,
  normalizeWords,
  positionals,
  programName,
  segmentCommand,
  shellScript,
  WATCH_FLAGS,
} from './shell.js';

// What a command does: a test run, a lint, a type-check, an install... judged by the program that
// runs, as the modules' evidence tables say, and, for a package script or a declared task, by the body
// the project declares for it (a `lint` script that runs the type-checker is a type-check). Matching is
// on program and subcommand, so an `echo` or a `grep` of a test command never counts.

export type { Kind, RecipeTool } from './ecosystems/_module.js';

/** The project's declarations a command may name: package scripts, deno tasks, make/just/task recipes. */
export interface ScriptResolver {
  /** Bodies of a script of the package named `pkg` (a name or a root-relative dir), else of the package the command ran in (`dir`), else of any known package. */
  script(name: string, dir: string, pkg?: string): string[];
  /** The recipe of a make/just/task target, or the body of a hatch env script (`env:name`), in `dir`. */
  recipe(tool: RecipeTool, name: string, dir: string): string | undefined;
  /** The names of the entries of a tool's recipes in `dir`, else at the root (tox's envs). */
  recipes?(tool: RecipeTool, dir: string): string[];
  /** The directory of a package known by name (its manifest's, or an nx project's) or directory. */
  packageDir?(name: string): string | undefined;
  /** The profile of a loaded package folder. */
  profile?(dir: string): DirectoryProfile | undefined;
  /** The profiles of the loaded packages. */
  profiles?(): DirectoryProfile[];
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
  /** Collects every simple command judged, wrappers' bodies included, with the variables each set and the folder it ran in. */
  ran?: { words: string[]; env: string[]; dir: string }[];
}

/** Commands judged per evaluation of one command line, scripts and recipes included. */
const BUDGET = 2000;
/** A longer line is no script a person wrote: judged by its name alone. */
const MAX_LINE = 8192;

/** One table of programs per kind, and one of subcommands, merged from every module's evidence. */
const PROGRAMS = new Map<string, Set<Kind>>();
const SUBCOMMANDS: Record<string, Partial<Record<Kind, string[]>>> = {};
for (const table of MODULES.map((module) => module.evidence ?? {})) {
  for (const [kind, programs] of Object.entries(table.programs ?? {}) as [Kind, string[]][])
    for (const program of programs) PROGRAMS.set(program, new Set([...(PROGRAMS.get(program) ?? []), kind]));
  for (const [program, subs] of Object.entries(table.subcommands ?? {})) {
    const merged = (SUBCOMMANDS[program] ??= {});
    for (const [kind, list] of Object.entries(subs) as [Kind, string[]][]) merged[kind] = [...(merged[kind] ?? []), ...list];
  }
}
const MAX_DEPTH = 4;

/** Words of a script's, target's or env's name that say what it does: these, and those every module adds (`clippy`, `mypy`). */
const NAME_WORDS: Record<'test' | 'lint' | 'typecheck' | 'generate', string[]> = {
  typecheck: ['types?', 'typecheck', 'type-?check', 'typing', 'typings', 'check-?types'],
  lint: ['lint', 'linters?', 'style'],
  test: ['test', 'tests', 'spec', 'specs', 'unit', 'check', 'ci', 'verify'],
  generate: ['gen', 'generate', 'codegen'],
};
for (const module of MODULES)
  for (const [kind, words] of Object.entries(module.evidence?.names ?? {}) as [keyof typeof NAME_WORDS, string][])
    NAME_WORDS[kind].push(words);
/** A name part anywhere (`lint:eslint`, `check-types`) says a lint or a type-check; only a leading one the tests or a generator. */
const anywhere = (words: string[]) => new RegExp(`(^|[:_-])(${words.join('|')})($|[:_-])`);
const leading = (words: string[]) => new RegExp(`^(${words.join('|')})($|[:_-])`);
const BY_NAME = {
  typecheck: anywhere(NAME_WORDS.typecheck),
  lint: anywhere(NAME_WORDS.lint),
  test: leading(NAME_WORDS.test),
  generate: leading(NAME_WORDS.generate),
};

/** A check of something the name says and no test word does (`check-amalgamation`, `verify-docs`): no test run by its name. */
const CHECKS_OF_OTHER = new RegExp(`^(check|verify)[:_-](?!(${NAME_WORDS.test.join('|')}|all|full|fast|quick|local)($|[:_-]))`);

/** What a script, target, tox env or task does, judged by its name alone (its body is unknown). */
export function kindsByName(name: string): Set<Kind> {
  const n = name.toLowerCase();
  const kinds = new Set<Kind>();
  if (BY_NAME.typecheck.test(n) || /^type-?tests?$/.test(n)) kinds.add('typecheck');
  if (BY_NAME.lint.test(n)) kinds.add('lint');
  if (kinds.size > 0) return kinds;
  if ((BY_NAME.test.test(n) && !CHECKS_OF_OTHER.test(n)) || PROGRAMS.get(n)?.has('test')) kinds.add('test');
  else if (BY_NAME.generate.test(n)) kinds.add('generate');
  else if (/(^|[:_-])(migrate|migrations?)($|[:_-])|^db:/.test(n)) kinds.add('migrate');
  else if (/^(build|compile|develop|all)($|[:_-])/.test(n)) kinds.add('build');
  return kinds;
}

/**
 * Programs that answer questions or move files, whatever their words: never a check, though a word of
 * theirs says `test` (`echo test`, `grep -r test`).
 */
export const UTILITIES = new Set([
  ...['echo', 'printf', 'cat', 'grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack', 'ls', 'find', 'fd', 'sed', 'awk', 'head', 'tail'],
  ...['less', 'more', 'wc', 'sort', 'uniq', 'cut', 'tr', 'xargs', 'tee', 'git', 'cd', 'pushd', 'popd', 'export', 'set'],
  ...['source', '.', 'test', '[', '[[', 'true', 'false', 'sleep', 'which', 'type', 'cp', 'mv', 'rm', 'mkdir', 'touch'],
  ...['chmod', 'ln', 'curl', 'wget', 'ssh', 'open', 'code', 'vim', 'nano', 'jq', 'yq', 'diff', 'patch', 'tar', 'zip'],
  ...['unzip', 'kill', 'ps', 'gh', 'tmux', 'read', 'eval', 'exit', 'man', 'help', 'history', 'alias', 'apt-get', 'brew'],
]);

/** The programs that run a project's tasks (a target's prerequisites run through them). */
const TASK_RUNNERS = new Set(MODULES.flatMap((module) => module.tasks?.tool ?? []));

/** The options that ask a tool about itself (`--version`, `--help`): a run of them checks nothing. */
const QUESTIONS = /^(--version|--help|-h|-V)$/;

/** Utilities that look at the tree (`git status`, `[ -z ... ]`, `diff`). */
const INSPECTORS = new Set(['git', 'test', '[', '[[', 'diff']);

/** Words of the shell's own grammar, where a segment of a recipe's `if` line starts. */
const SHELL_WORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'for', 'do', 'done', 'while', 'case', 'esac', '!']);

/**
 * Does a body only look at the tree (`if [ -n "$(git status --porcelain)" ]; then exit 1; fi`, a target's prerequisites
 * aside)? It checks no code, whatever its name says (`verify:`, CI's clean-tree step).
 */
function inspectsOnly(body: string): boolean {
  // each segment's program, past the shell's words (`if [ ...`, `then exit 1`)
  const programs = segmentCommand(body).flatMap((segment) => normalizeWords(segment.words).find((word) => !SHELL_WORDS.has(word)) ?? []);
  return (
    programs.some((program) => INSPECTORS.has(program)) && programs.every((program) => UTILITIES.has(program) || TASK_RUNNERS.has(program))
  );
}

/**
 * What a program no module knows does, by the verbs tools share: `test` and `spec` run the tests, `lint`
 * lints, a `format --check` checks the formatting (`gleam test`, `nimble test`, `gleam format --check src`).
 */
function verbKinds(program: string, args: string[]): Kind[] {
  if (UTILITIES.has(program) || PROGRAMS.has(program) || ownEntry(SUBCOMMANDS, program) !== undefined || programEcosystem(program))
    return [];
  const verb = positionals(args)[0];
  if (verb === 'test' || verb === 'tests' || verb === 'spec') return ['test'];
  if (verb === 'lint') return ['lint'];
  if ((verb === 'format' || verb === 'fmt') && args.some((arg) => /^--(check|check-formatted|verify)$/.test(arg))) return ['lint'];
  return [];
}

/**
 * A body that only builds or installs says less than its name: `check: all ./run-tests.sh` is still the tests. One that
 * only looks at the tree checks nothing its name says (`verify:` of a `git status` check).
 */
export function withName(kinds: Set<Kind>, name: string, body?: string): Set<Kind> {
  if ([...kinds].some((kind) => kind !== 'build' && !kind.startsWith('install:'))) return kinds;
  if (kinds.size === 0 && body !== undefined && inspectsOnly(body)) return kinds;
  return new Set([...kinds, ...kindsByName(name)]);
}

/** What a program does by itself and its subcommand (`mypy`, `cargo check`), whatever task or script it may run. */
function programKinds(program: string, args: string[]): Kind[] {
  // sbt takes its commands quoted: `sbt "testOnly geo.*"`
  const sub = positionals(args)[0]?.split(' ')[0] ?? '';
  const bySub = Object.entries(ownEntry(SUBCOMMANDS, program) ?? {}) as [Kind, string[]][];
  return [...(PROGRAMS.get(program) ?? []), ...bySub.filter(([, subs]) => subs.includes(sub)).map(([kind]) => kind)];
}

/** Is this command (normalized words) a type-checker's own run (`mypy src`, `cargo check`), not a task whose body runs one? */
export function runsTypeChecker([program = '', ...args]: readonly string[]): boolean {
  return programKinds(program, args).includes('typecheck');
}

/** Each checker's options that make it fail on more than its default run does, from every module's evidence. */
const STRICT = new Map(MODULES.flatMap((module) => Object.entries(module.evidence?.strict ?? {})));

/** The options of a checker's run (normalized words) that make it fail on more than its default run does (`--fatal-infos`). */
export function strictOptions([program = '', ...args]: readonly string[]): string[] {
  const strict = STRICT.get(program) ?? [];
  return args.filter((arg) => strict.includes(arg));
}

/** What one simple command does; `words` as written (wrappers are stripped here). */
export function commandKinds(rawWords: readonly string[], context: IntentContext = { dir: '' }): Set<Kind> {
  const kinds = new Set<Kind>();
  const budget = (context.budget ??= { left: BUDGET });
  if (--budget.left < 0) return kinds;
  const words = normalizeWords(rawWords);
  context.ran?.push({ words, env: assignments(rawWords), dir: context.dir });
  const [program, ...args] = words;
  // a watcher never finishes: it checks nothing the turn can stop on; a question to a tool (`cppcheck --version`,
  // `pytest --help`) checks nothing either
  if (program === undefined || args.some((arg) => WATCH_FLAGS.has(arg))) return kinds;
  if (args.length === 1 && QUESTIONS.test(args[0])) return kinds;
  const add = (more: Iterable<Kind>) => {
    for (const kind of more) kinds.add(kind);
  };
  const install = installEcosystem(words);
  if (install) kinds.add(`install:${install}`);
  // what a launcher does before the command it runs (`uv run` syncs the environment first)
  const launcher = rawWords.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  const launcherName = programName(rawWords[launcher] ?? '');
  for (const module of MODULES) add(module.evidence?.launched?.(launcherName, rawWords.slice(launcher + 1)) ?? []);
  add(programKinds(program, args));
  // what the arguments say (`mvn -pl core test`), or the task, script or command the program runs (`make test`, `npm run lint`)
  const judge = judgeOf(context);
  for (const module of MODULES) add(module.evidence?.kinds?.(program, args, judge) ?? []);
  // a shell or environment wrapper does what the command line it is given does (`nix-shell --run 'cargo test'`)
  const inner = innerCommand(words);
  if (inner !== undefined) add(judge.line(inner));
  // the project's own wrapper (`scripts/test`, `./script/check.sh`, `bash scripts/test.sh`) does what its body does
  const [script, ...scriptArgs] = shellScript(words) ?? rawWords.slice(launcher);
  const wrapped = context.resolver?.wrapper?.(script ?? '', context.dir, scriptArgs);
  if (wrapped !== undefined) add(judge.line(wrapped));
  // nothing above knew it: the body of a recipe of the project's, run by hand, does what the recipe's name says;
  // a test program a build made, run by its path (`./tests`, `build/unit_tests`); or the verbs tools share
  if (kinds.size === 0 && wrapped === undefined) {
    const recipe = recipeRunByHand(words, context);
    add(
      recipe !== undefined
        ? kindsByName(recipe)
        : builtTestProgram(rawWords.slice(launcher), context)
          ? ['test']
          : verbKinds(program, args),
    );
  }
  return kinds;
}

/**
 * A test program a build made, run by its path from a build folder (`cd test/build && ./tests`, `build/unit_tests`,
 * or one the project's declared tests run: `build/uv_run_tests_a`), asked to run (not `--help`); a script of the
 * repository named like one is no test run.
 */
function builtTestProgram(words: readonly string[], context: IntentContext): boolean {
  const [path = '', ...args] = words;
  const at = joinDir(context.dir, path.replace(/^\.\//, ''));
  const name = programName(path);
  const declared = [context.dir, ''].some((dir) => context.resolver?.profile?.(dir)?.testPrograms?.includes(name));
  return (
    path.includes('/') &&
    (TEST_PROGRAM.test(name) || declared) &&
    at
      .split('/')
      .slice(0, -1)
      .some((part) => BUILT_PROGRAMS.test(part)) &&
    !args.some((arg) => QUESTIONS.test(arg))
  );
}

/** The one-command bodies of a directory's recipes, parsed once per profile. */
const recipeRuns = new WeakMap<DirectoryProfile, { name: string; words: string[] }[]>();

/**
 * The name of the project's recipe (a make target, a just recipe) whose one-command body this run is, its arguments
 * aside (redash's `tests: docker compose run server tests`, run as `docker compose run --rm server tests tests/a.py`).
 * A recipe of a utility (`check-diff: git diff --exit-code`) is no check run by hand.
 */
function recipeRunByHand(words: readonly string[], context: IntentContext): string | undefined {
  const resolver = context.resolver;
  if (!resolver?.profile || words.length < 2 || UTILITIES.has(words[0])) return undefined;
  const ran = words.filter((word) => !word.startsWith('-'));
  for (const dir of new Set([context.dir, ''])) {
    const profile = resolver.profile(dir);
    if (!profile) continue;
    let runs = recipeRuns.get(profile);
    if (!runs) {
      runs = Object.values(profile.recipes).flatMap((recipes) =>
        Object.entries(recipes ?? {}).flatMap(([name, body]) => {
          const segments = segmentCommand(body);
          return segments.length === 1 ? [{ name, words: normalizeWords(segments[0].words).filter((word) => !word.startsWith('-')) }] : [];
        }),
      );
      recipeRuns.set(profile, runs);
    }
    const found = runs.find((run) => run.words.length >= 2 && run.words.every((word, i) => ran[i] === word));
    if (found) return found.name;
  }
  return undefined;
}

/** The engine's judgement one level deeper, for a module whose program runs other commands, tasks or scripts. */
function judgeOf(context: IntentContext): Judge {
  const depth = context.depth ?? 0;
  const deeper = (dir?: string): IntentContext | undefined =>
    depth >= MAX_DEPTH ? undefined : { ...context, depth: depth + 1, dir: dir === undefined ? context.dir : joinDir(context.dir, dir) };
  const none = new Set<Kind>();
  return {
    dir: context.dir,
    command: (words, dir) => {
      const at = deeper(dir);
      return at ? commandKinds(words, at) : new Set(none);
    },
    line: (body, dir) => {
      const at = deeper(dir);
      return at ? lineKinds(body, at) : new Set(none);
    },
    byName: kindsByName,
    withName,
    recipe: (tool, name, dir) => context.resolver?.recipe(tool, name, dir === undefined ? context.dir : joinDir(context.dir, dir)),
    recipes: (tool, dir) => context.resolver?.recipes?.(tool, dir === undefined ? context.dir : joinDir(context.dir, dir)) ?? [],
    script: (name, options = {}) => {
      const at = deeper();
      return at ? scriptKinds(name, options.args ?? [], options.pkg, at, options.binary ?? true) : new Set(none);
    },
  };
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
    // a question to the binary (`yarn tsc --version`) checks nothing, whatever its name says
    if (args.length === 1 && QUESTIONS.test(args[0])) return binary;
  }
  return kindsByName(name);
}

/** Every simple command of a command line (a script body, a recipe line). */
export function lineKinds(line: string, context: IntentContext): Set<Kind> {
  const kinds = new Set<Kind>();
  if (line.length > MAX_LINE) return kinds;
  context = { ...context, budget: context.budget ?? { left: BUDGET } };
  // (a `cd` inside a subshell holds for the rest of that subshell alone: `(cd a && x) && (cd b && y)`)
  const dirs = new Map<number | undefined, string>();
  for (const segment of segmentCommand(line)) {
    const dir = dirs.get(segment.subshell) ?? dirs.get(undefined) ?? context.dir;
    if (segment.words[0] === 'cd' && segment.words[1]) {
      dirs.set(segment.subshell, joinDir(dir, segment.words[1]));
      continue;
    }
    for (const kind of commandKinds(segment.words, { ...context, dir })) kinds.add(kind);
  }
  return kinds;
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
