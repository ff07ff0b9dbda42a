import { joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { isWatcher, programName, segmentCommand } from '../shell.js';
import type { DetectContext, DirectoryProfile, Judge, Kind, RecipeTool } from './_module.js';
import { BUF_GENERATE } from './schemas.js';

// What the task runners (make, just, Task) share: their targets become the directory's checks of any
// language, and a run of one (`make -C web test`) does what its recipe does.

/** Names projects give their type-check, most specific first (package scripts, targets, tasks alike). */
export const TYPECHECK_SCRIPTS = [
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
/**
 * The type-check a target gives: its run, or where it lints as well (`lint: poetry run mypy && pre-commit run -a`) the one
 * step of it that only type-checks, so that lint does not block under the type-check's name.
 */
function typecheckOf(
  context: DetectContext,
  recipes: Record<string, string>,
  target: string | undefined,
  command: (target: string | undefined) => string | undefined,
): string | undefined {
  if (target === undefined || !context.kinds(recipes[target], target).has('lint')) return command(target);
  const steps = segmentCommand(recipes[target]).map(({ words }) => words.join(' '));
  const typing = steps.filter((step) => !step.includes('$') && [...context.kinds(step, '')].join() === 'typecheck');
  return typing.length === 1 ? typing[0] : command(target);
}

const GENERATE_TARGETS = ['generate', 'gen', 'proto', 'protos', 'codegen', 'generate-proto'];

/**
 * The target whose recipe runs the schema generator buf's config names (`generate: $(BIN)/buf` then `buf generate`, where
 * the Makefile installs buf and its plugins): how the project runs it.
 */
function targetRunning(recipes: Record<string, string>, generate: string | undefined): string | undefined {
  if (generate !== BUF_GENERATE) return undefined;
  const [program, ...args] = generate.split(' ');
  const runs = (words: readonly string[]) => programName(words[0] ?? '') === program && args.every((arg, i) => words[i + 1] === arg);
  return Object.entries(recipes).find(([, body]) => segmentCommand(body).some(({ words }) => runs(words)))?.[0];
}

/**
 * A task runner's detection: the first of its files the directory holds, read into its recipes by `parse`, whose
 * targets are the directory's checks: the project's own target outranks a tool guessed from a config file, but
 * not a package script. `setters`: the targets that set variables for those run after them (make's `local:` of
 * `$(eval ENGINERUN= )`).
 */
export function detectRecipes(
  tool: RecipeTool,
  files: string[],
  parse: (text: string) => Record<string, string>,
  setters?: (recipes: Record<string, string>) => string[],
) {
  return (context: DetectContext, profile: DirectoryProfile): void => {
    const file = files.find((name) => context.names.includes(name));
    if (!file) return;
    const recipes = parse(context.text(file) ?? '');
    profile.recipes[tool] = recipes;
    // a Makefile whose catch-all rule hands every target to this tool (`%:` runs `.tool/task $@`) is how the project runs them
    const forwarder = Object.entries(profile.recipes).find(
      ([other, made]) => other !== tool && segmentCommand(made?.['%'] ?? '').some(({ words }) => programName(words[0] ?? '') === tool),
    )?.[0];
    const setting = setters?.(recipes) ?? [];
    const command = (target: string | undefined) =>
      target ? (runAfterSetters(context, tool, target, setting) ?? `${forwarder ?? tool} ${target}`) : undefined;
    // a Swift package's `swift test` runs anywhere: a target that needs Xcode's `xcodebuild` (macOS alone) is not its test run
    const xcodeOnly = context.names.includes('Package.swift');
    // make's catch-all rule (`%`) is no target of its own
    const runnable = Object.fromEntries(
      Object.entries(recipes).filter(
        ([name, body]) => name !== '%' && !unrunnable(tool, recipes, body, xcodeOnly) && !endless(tool, recipes, body),
      ),
    );
    // a test recipe that never finishes leaves the tests to the language's own run, not to a recipe that only shares
    // its name (just's `test-quine`, which runs the program)
    const watched = endless(tool, recipes, ownEntry(recipes, 'test') ?? '');
    const picked = watched ? undefined : fullRun(context, runnable, context.pick(runnable, 'test', ['test', 'tests', 'check', 'unit']));
    if (!watched)
      profile.checks.test = saidOver(
        context,
        profile,
        tool,
        profile.checks.test,
        command(ciGoal(context, tool, runnable, picked) ?? picked ?? testsByBody(context, tool, runnable, recipes)),
      );
    const lint = command(
      context.pick(recipes, 'lint', ['lint', 'check-lint', 'vet', 'style', 'format-check', 'check-format', 'fmt-check']),
    );
    profile.checks.lint = saidOver(context, profile, tool, profile.checks.lint, lint);
    // a lint target CI or the guides run is the project's lint, over a language's linter
    if (lint && profile.checks.lint === lint && saidRun(context, lint)) profile.said = [...(profile.said ?? []), lint];
    const typing = typecheckOf(context, recipes, context.pick(recipes, 'typecheck', TYPECHECK_SCRIPTS), command);
    // a Python project's `typecheck` target runs its type-checker (mypy, pyright), not TypeScript's
    if (typing && profile.ecosystems.includes('python')) profile.checks.pytypecheck = typing;
    else if (typing) profile.checks.typecheck ??= typing;
    profile.checks.generate =
      command(targetRunning(runnable, profile.checks.generate)) ??
      profile.checks.generate ??
      command(GENERATE_TARGETS.find((name) => name in recipes));
    // a target CI or the guides run that installs an ecosystem's dependencies (`make install`: the venv `make test` uses)
    // is how the project installs them, and so is one that runs the ecosystem's install with options of its own
    // (`sync: uv sync --all-groups --all-extras`, where `uv sync --all-groups` would remove the extras)
    for (const [name, body] of Object.entries(runnable)) {
      // (one named for it: `content`, which installs to regenerate the docs, is no install)
      if (!INSTALL_TARGET.test(name)) continue;
      const run = command(name)!;
      const said = saidRun(context, run);
      const kinds = context.kinds(body, name);
      // (a build or a test run that resolves the lock on the way, `cargo build`, is no install target)
      if (![...kinds].every((kind) => kind.startsWith('install:'))) continue;
      for (const kind of kinds) {
        const install = profile.install[kind.slice('install:'.length)];
        // (another runner's target found before stands for its body: `make vendor`'s `go mod tidy && go mod vendor`)
        const other = install === undefined ? undefined : anotherRunners(profile, tool, install);
        if (install !== undefined && (said || extendsInstall(body, other ?? install) || installsEach(context, body, install)))
          profile.install[kind.slice('install:'.length)] = saidOver(context, profile, tool, other === undefined ? undefined : install, run);
      }
    }
  };
}

/** Do CI or the guides run this (`just lint`, or with words after it)? */
const saidRun = (context: DetectContext, run: string) => context.saidCommands().some((said) => said === run || said.startsWith(`${run} `));

/** The body of another runner's target a run names (`make vendor`, read before `just`'s recipes); undefined: no such target. */
function anotherRunners(profile: DirectoryProfile, tool: RecipeTool, run: string): string | undefined {
  const [runner, target, ...rest] = run.split(' ');
  return runner === tool || target === undefined || rest.length > 0 ? undefined : ownEntry(ownEntry(profile.recipes, runner) ?? {}, target);
}

/** Do CI or the guides run any of this runner's targets, in the directory they read (`just unit-test`; `make -C git install` not)? */
function runsTargets(context: DetectContext, profile: DirectoryProfile, tool: RecipeTool): boolean {
  const recipes = ownEntry(profile.recipes, tool) ?? {};
  return context.saidCommands().some((said) =>
    segmentCommand(said).some(({ words }) => {
      if (words[0] !== tool) return false;
      const { dir, targets } = runTargets(words.slice(1));
      return dir === undefined && targets.some((target) => ownEntry(recipes, target) !== undefined);
    }),
  );
}

/**
 * A check or install of this runner's target over the one found before: another runner's target that CI and the guides do
 * not run gives way to this one where they run it, or run this runner's targets and never that one's (lazygit's guide runs
 * `just unit-test` and `just lint`, never make, beside a Makefile of the same targets that is read first).
 */
function saidOver(context: DetectContext, profile: DirectoryProfile, tool: RecipeTool, found: string | undefined, run: string | undefined) {
  if (found === undefined || run === undefined) return found ?? run;
  const runner = found.split(' ')[0];
  if (runner === tool || ownEntry(profile.recipes, runner) === undefined || saidRun(context, found)) return found;
  return saidRun(context, run) || (runsTargets(context, profile, tool) && !runsTargets(context, profile, runner)) ? run : found;
}

/**
 * The run of a target CI or the guides make after targets that set its variables, as they spell it (yq's `make local
 * test`, whose `local:` empties the `ENGINERUN` that runs every recipe in a container): the target alone runs otherwise.
 */
function runAfterSetters(context: DetectContext, tool: RecipeTool, target: string, setters: string[]): string | undefined {
  if (setters.length === 0) return undefined;
  return context.saidCommands().find((said) => {
    const words = said.trim().split(/\s+/);
    return words.length > 2 && words[0] === tool && words.at(-1) === target && words.slice(1, -1).every((word) => setters.includes(word));
  });
}

/** Does a target only test and build (no install, no release on the way)? */
const testsAndBuilds = (context: DetectContext, recipes: Record<string, string>, name: string) =>
  [...context.kinds(recipes[name], name)].every((kind) => kind === 'test' || kind === 'build');

/** A Go test run that skips the long tests (`go test -short`), or runs benchmarks or a chosen few (`-bench`, `-run`). */
const PARTIAL_GO_TEST = /\bgo test\b[^\n;&|]*\s-(short|bench|run)\b/;

/**
 * A test target that skips the long tests (echo's `test:` of `go test -short`) gives way to the one target that runs the
 * same tests in full (its `race:` of `go test -race`), where CI's own run of them is not short.
 */
function fullRun(context: DetectContext, recipes: Record<string, string>, picked: string | undefined): string | undefined {
  if (picked === undefined || !/\bgo test\b[^\n;&|]*\s-short\b/.test(recipes[picked])) return picked;
  if (!context.saidCommands().some((said) => /\bgo test\b/.test(said) && !PARTIAL_GO_TEST.test(said))) return picked;
  const full = Object.keys(recipes).filter(
    (name) => /\bgo test\b/.test(recipes[name]) && !PARTIAL_GO_TEST.test(recipes[name]) && testsAndBuilds(context, recipes, name),
  );
  return full.length === 1 ? full[0] : picked;
}

/**
 * The target CI runs that makes the test target with others of the tests (parson's CI runs `make all`, whose
 * prerequisites are `test testcpp test_hash_collisions`): CI's own goal, not the one part of it. One that makes the test
 * target alone (httpie's `test-cover: test`, its variables set for it: the same run with coverage) runs no more tests.
 */
function ciGoal(context: DetectContext, tool: RecipeTool, recipes: Record<string, string>, picked: string | undefined) {
  if (picked === undefined) return undefined;
  return Object.keys(recipes).find(
    (name) =>
      name !== picked &&
      calledTargets(tool, recipes[name]).includes(picked) &&
      segmentCommand(recipes[name]).length > 1 &&
      testsAndBuilds(context, recipes, name) &&
      context.saidCommands().some((said) => said === `${tool} ${name}`),
  );
}

/** Targets named for installing what the project needs (`install`, `deps`, `venv`, `setup`, `sync`, `vendor`, `tidy`). */
const INSTALL_TARGET = /^(install|deps|dependencies|venv|setup|bootstrap|init|dev|sync|vendor|tidy)([:_-]\w*)?$/;

/**
 * Does a recipe run the ecosystem's one-command install in each of several folders and do nothing else (fx's `tidy:`, `cd`
 * into each module for `go mod tidy`): the project's install of all its modules, which one folder's install leaves behind?
 */
function installsEach(context: DetectContext, body: string, install: string): boolean {
  const folders = new Set<string>();
  let dir = '';
  for (const { words } of segmentCommand(body)) {
    if (words[0] === 'cd' && words[1] !== undefined) dir = joinDir(dir, words[1]);
    else if (extendsInstall(words.join(' '), install)) folders.add(dir);
    else if (context.kinds(words.join(' '), '').size > 0) return false;
  }
  return folders.size > 1;
}

/**
 * Are a recipe's commands the ecosystem's install's, step for step, each with more options (`uv sync --all-groups --all-extras`
 * for `uv sync --all-groups`; a vendored Go module's `go mod tidy && go mod vendor`), or of a manifest of its own where the
 * install names the changed one (`pip install -r ./requirements/test.txt` for `pip install -r {file}`)?
 */
function extendsInstall(body: string, install: string): boolean {
  const steps = segmentCommand(body);
  const installSteps = install.split(' && ').map((step) => step.split(' '));
  return (
    steps.length === installSteps.length &&
    installSteps.every((words, at) => {
      const given = steps[at].words;
      return (
        words.slice(0, 2).every((word, i) => given[i] === word) &&
        words.every((word, i) => given.includes(word) || (word === '{file}' && given[i - 1] === words[i - 1]))
      );
    })
  );
}

/** Targets named for shipping or setting up, whatever they run on the way (`release: test build push`). */
const NOT_A_CHECK = /release|publish|deploy|push|install|dist|docker|image|^all$|clean|setup|bootstrap|run|serve|start|bump|upgrade|update/;

/**
 * The one target whose recipe does nothing but test (and build), where none is named for the tests: http.zig's
 * `t:` runs `zig build test` in both of its modes (beside `tn:` and `tb:`, one mode each).
 */
function testsByBody(
  context: DetectContext,
  tool: RecipeTool,
  recipes: Record<string, string>,
  all: Record<string, string>,
): string | undefined {
  const steps = new Set(Object.values(all).flatMap((body) => calledTargets(tool, body)));
  const found = Object.keys(recipes).filter((name) => {
    // one named for the tests was judged by its name already; one another target runs is a step of that one
    if (NOT_A_CHECK.test(name) || context.byName(name).size > 0 || steps.has(name)) return false;
    const kinds = context.kinds(recipes[name], name);
    // fetching what the build needs on the way is no other step (`zig build` fetches, as `cargo test` does)
    return kinds.has('test') && [...kinds].every((kind) => kind === 'test' || kind === 'build' || kind.startsWith('install:'));
  });
  // several (`t`, `tn`, `tb`): the runner's default, its first target, when it is one of them
  return found.length === 1 || (found.length > 1 && found[0] === Object.keys(all)[0]) ? found[0] : undefined;
}

/**
 * A recipe that is no test an agent can make: setuptools no longer has `setup.py test` (removed in 72);
 * an agent's shell, which has no terminal, cannot run a container that asks for one (`docker run -it`); and a
 * target that runs the tests in a container (`docker run … swift test`, through a target it calls too) or
 * starts the project's containers first (`docker compose up -d`, `$(MAKE) docker.start`) needs a container
 * engine and its services, where the language's own runner tests the code; `xcodeOnly`: so does one that runs `xcodebuild`.
 * Nor one that sets up the contributor's clone on the way (`git config branch.autosetuprebase always`, `pre-commit install`).
 */
function unrunnable(tool: RecipeTool, recipes: Record<string, string>, body: string, xcodeOnly: boolean, depth = 0): boolean {
  if (/\bsetup\.py\s+test\b|\b(docker|podman)\s+run\b|\bdocker\s+exec\b[^&|;]*\s-(it|ti|t)\b/.test(body)) return true;
  if (/\bgit\s+config\s+(?!-l\b|--list\b|--get)|\b(pre-commit|prek)\s+install\b/.test(body)) return true;
  if (xcodeOnly && /\bxcodebuild\b/.test(body)) return true;
  if (/\b(docker[ -]compose|podman[ -]compose)\s+(\S+\s+)*?up\b|\b(docker|podman)\s+start\b/.test(body)) return true;
  if (depth >= 2) return false;
  return calledTargets(tool, body).some(
    (name) => recipes[name] !== undefined && unrunnable(tool, recipes, recipes[name], xcodeOnly, depth + 1),
  );
}

/**
 * Does a recipe never finish: a watcher, its own or one of a target it runs (just's `test: (watch 'ltest --all')`, whose
 * `watch` runs `cargo watch`)? No check an agent can wait for.
 */
function endless(tool: RecipeTool, recipes: Record<string, string>, body: string, depth = 0): boolean {
  if (isWatcher(body)) return true;
  return (
    depth < 2 &&
    calledTargets(tool, body).some((name) => ownEntry(recipes, name) !== undefined && endless(tool, recipes, recipes[name], depth + 1))
  );
}

/** The targets a recipe runs through its runner (`make docker.start && make test.ci`: `$(MAKE)` is read as make). */
const calledTargets = (tool: RecipeTool, body: string) =>
  [...body.matchAll(new RegExp(`(?:^|&& )${tool} ([\\w.-]+)`, 'g'))].map((m) => m[1]);

/** Longer lines are no recipe a person wrote; skipping them keeps the patterns of the readers linear. */
const MAX_LINE = 2000;
export const recipeLines = (text: string) => text.split('\n').filter((line) => line.length <= MAX_LINE);

/** The runners' options naming the folder they run in, and their other options that take a value. */
const FOLDER_FLAGS = ['-C', '--directory', '-d', '--dir'];
const VALUE_FLAGS = ['-f', '--file', '--justfile', '-j', '--jobs', '-o', '-W'];

/** The targets a run names (`make -C web lint test`), and the folder (relative) it runs them in. */
export function runTargets(args: string[]): { dir?: string; targets: string[] } {
  let dir: string | undefined;
  const targets: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    if (FOLDER_FLAGS.includes(word)) dir = joinDir(dir ?? '', args[++i] ?? '');
    else if (VALUE_FLAGS.includes(word)) i++;
    else if (!word.startsWith('-') && !word.includes('=')) targets.push(word);
  }
  return { dir, targets };
}

/** What a run of targets does: each recipe's body, by its name when the body says nothing. */
export function recipeKinds(tool: RecipeTool, args: string[], judge: Judge): Set<Kind> {
  const { dir, targets } = runTargets(args);
  const kinds = new Set<Kind>();
  for (const target of targets) {
    // a target no rule names is made by make's catch-all rule, if the Makefile has one
    const recipe =
      judge.recipe(tool, target, dir) ??
      (tool === 'make' ? judge.recipe(tool, '%', dir)?.replace(/\$(@|\(@\)|\{@\})/g, target) : undefined);
    for (const kind of judge.withName(recipe === undefined ? new Set() : judge.line(recipe, dir), target, recipe)) kinds.add(kind);
  }
  return kinds;
}
