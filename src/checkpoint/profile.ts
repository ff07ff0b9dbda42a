import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryPattern } from '../util/pattern.js';
import { listDirectory } from '../util/read-file.js';
import { ownEntry } from '../util/record.js';
import { parseToml } from '../util/toml.js';
import type { DetectContext, DirectoryProfile } from './ecosystems/_module.js';
import { DETECTION, MODULES, takesPaths } from './ecosystems/index.js';
import {
  guideFiles,
  guideRoutes,
  guidesAt,
  OTHER_CI,
  type ProgramsRun,
  programsRun,
  readWorkflowSteps,
  type WorkflowStep,
} from './gates.js';
import { checkedGenerators, regeneration } from './generator-tasks.js';
import { type Kind, kindsByName, lineKinds, type ScriptResolver, withName } from './intent.js';
import { isDriftCheck } from './probes.js';
import { readProjectFile, readProjectJson } from './project-file.js';
import { isWatcher, segmentCommand } from './shell.js';
import { wrapperBody } from './wrappers.js';

export type { DirectoryProfile } from './ecosystems/_module.js';

// One directory's own declarations: what its manifests, task files and tool sections say a
// contributor runs. Commands here are as run inside the directory; project.ts says them from the root.
// The engine: each module (ecosystems/) reads its own files; this file only runs them, in order.

/** Commands judged while detecting one directory: many scripts of many commands each stop here. */
const DETECTION_BUDGET = 20_000;

/**
 * The bodies a run of script `name` runs: its own (with its `pre` and `post` scripts where the tool runs them), or, for a
 * name written as a pattern (pnpm's `run "/^test:/"`), every script it matches.
 */
export function scriptBodies(scripts: Record<string, string>, name: string, hooks = false): string[] {
  const body = ownEntry(scripts, name);
  if (body !== undefined)
    return hooks ? [ownEntry(scripts, `pre${name}`), body, ownEntry(scripts, `post${name}`)].filter((each) => each !== undefined) : [body];
  const pattern = /^\/(.+)\/$/.exec(name)?.[1];
  const matches = pattern === undefined ? undefined : repositoryPattern(pattern);
  if (matches === undefined) return [];
  return Object.keys(scripts)
    .filter((script) => matches.test(script))
    .map((script) => scripts[script]);
}

/** A resolver over one directory's declarations, for judging its own scripts while detecting. */
function localResolver(root: string, profile: DirectoryProfile): ScriptResolver {
  return {
    script: (name) => scriptBodies(profile.scripts, name, profile.scriptHooks),
    recipe: (tool, name) => ownEntry(profile.recipes[tool], name),
    recipes: (tool) => Object.keys(ownEntry(profile.recipes, tool) ?? {}),
    wrapper: (word, dir, args) => wrapperBody(root, dir, word, args),
  };
}

/** The CI steps of the project, read once per directory's detection: the workflows and guides key its cached profile then. */
const stepsRead = new WeakMap<DirectoryProfile, WorkflowStep[]>();
function ciSteps(root: string, profile: DirectoryProfile): WorkflowStep[] {
  const found = stepsRead.get(profile);
  if (found) return found;
  const { dir } = profile;
  const up = dir ? '../'.repeat(dir.split('/').length) : '';
  const workflows = listDirectory(join(root, '.github', 'workflows')).map((name) => `.github/workflows/${name}`);
  const source = (path: string) => {
    if (!profile.sources.includes(`${up}${path}`)) profile.sources.push(`${up}${path}`);
  };
  for (const path of new Set([...guideFiles(dir), ...guideFiles(''), '.github/workflows', ...workflows, ...Object.keys(OTHER_CI)]))
    source(path);
  const steps = readWorkflowSteps(root, source);
  stepsRead.set(profile, steps);
  return steps;
}

/**
 * What the root's CI regenerates before failing on a tree that differs from the commit, with the files each generator's
 * definition reads, as its tool's module or its declared body says.
 */
function regenerations(root: string, profile: DirectoryProfile, context: DetectContext): NonNullable<DirectoryProfile['regenerated']> {
  const taskInputs = (command: string) =>
    MODULES.map((module) => module.taskInputs?.(command, context)).find((inputs) => inputs !== undefined);
  // a run that checks or installs before the tree is diffed (`make lint`, then `git diff --exit-code`) is no generator; a
  // build writes what the project commits of it (`sass in.scss:out.css`), and so does a run whose output goes to a file the
  // project commits, whatever else it does (a CLI printing its manpage, `demo --manual > doc/demo.1`, built first)
  const checks = (command: string) => {
    if (segmentCommand(command).some(({ redirects }) => redirects.some((target) => context.exists(target)))) return false;
    const kinds = lineKinds(command, { dir: '', resolver: localResolver(root, profile) });
    return !kinds.has('generate') && [...kinds].some((kind) => (isCheck(kind) && kind !== 'build') || kind.startsWith('install:'));
  };
  const files = { read: context.text, isFolder: (path: string) => context.list(path).length > 0 };
  // a task that fails on a tree it leaves differing from the commit itself (a rake task ending in `git status --porcelain manual`)
  const selfChecked = (command: string) =>
    MODULES.some((module) => module.taskCommands?.(command, context)?.some((line) => isDriftCheck(line)) === true);
  // a CI step whose task checks the tree itself (tapioca's `bin/docs`, whose `rake generate_dsl_documentation` fails on a
  // `manual/` that differs) regenerates: said as the step, its task's run regenerating too
  const selfRegeneration = (step: { command: string }, inner: { command: string }[]) => {
    const task = [step, ...inner].find((each) => selfChecked(each.command));
    const found = task && regeneration(profile, { command: task.command, regenerates: true }, files, taskInputs);
    return found ? [{ ...found, command: step.command, ...(task.command !== step.command && { also: task.command }) }] : [];
  };
  const steps = ciSteps(root, profile).filter((step) => !step.outside);
  const found = [
    ...steps
      .filter((step) => step.dir === '')
      .flatMap((step) => {
        const inner = wrapped(root, step.command, profile);
        return [
          ...[step, ...inner].flatMap((each) => regeneration(profile, each, files, taskInputs) ?? []),
          ...selfRegeneration(step, inner),
        ];
      }),
    // the generator a check script CI runs runs beside it, whatever folder the step runs in
    ...steps.flatMap((step) =>
      checkedGenerators(step.command, files.read).flatMap((each) => {
        const found = regeneration(profile, each, files, taskInputs);
        return found ? [{ ...found, ...(each.also && { also: each.also }) }] : [];
      }),
    ),
  ].filter(({ command }) => !checks(command));
  return [...new Map(found.map((each) => [each.command, each])).values()];
}

/**
 * The commands of the project's wrapper script a CI step runs alone (`scripts/check`), each a step of its own: a generator
 * run in its check mode there is CI's. The script is a source of the profile.
 */
function wrapped(root: string, command: string, profile: DirectoryProfile): { command: string }[] {
  const segments = segmentCommand(command);
  if (segments.length !== 1) return [];
  const [script, ...args] = segments[0].words;
  const body = script === undefined ? undefined : wrapperBody(root, '', script, args);
  if (body === undefined) return [];
  const source = script.replace(/^\.\//, '');
  if (!profile.sources.includes(source)) profile.sources.push(source);
  return segmentCommand(body).map((segment) => ({ command: segment.words.join(' ') }));
}

/** The one context every module's detection of one directory reads through: its budget and memo are its own. */
function detectContext(root: string, dir: string, profile: DirectoryProfile, top?: DirectoryProfile): DetectContext {
  const path = join(root, dir);
  const names = listDirectory(path);
  const budget = { left: DETECTION_BUDGET };
  /** What each body was judged to do: the test, lint and type-check picks ask again. */
  const judged = new Map<string, Set<Kind>>();
  /** What CI and the guides run, read only when a module asks which of two tools the project uses; they key the cached profile then. */
  let ran: ProgramsRun | undefined;
  const projectRuns = () => (ran ??= programsRun(root, dir, ciSteps(root, profile)));
  const kinds = (body: string, name: string): Set<Kind> => {
    // the answer holds while the directory's scripts and task files stay as they are
    const key = `${Object.keys(profile.scripts).length}:${Object.keys(profile.recipes).length}\0${body}`;
    let found = judged.get(key);
    if (!found)
      judged.set(key, (found = lineKinds(body, { dir, resolver: localResolver(root, profile), depth: 1, budget, chain: [body] })));
    return withName(found, name, body);
  };
  const buildsFirst = (body: string) => {
    const [first] = segmentCommand(body);
    return first !== undefined && kinds(first.words.join(' '), '').has('build');
  };
  const text = (name: string) => {
    const found = readProjectFile(join(path, name));
    if (found !== undefined && !profile.sources.includes(name)) profile.sources.push(name);
    return found;
  };
  return {
    path,
    dir,
    names,
    top,
    text,
    json(name) {
      const found = readProjectJson(join(path, name));
      if (found !== undefined && !profile.sources.includes(name)) profile.sources.push(name);
      return found;
    },
    toml(name) {
      const found = text(name);
      if (found === undefined) return undefined;
      try {
        return parseToml(found);
      } catch {
        return undefined;
      }
    },
    says(program, where) {
      return projectRuns()[where].has(program);
    },
    saidCommands() {
      return projectRuns().commands;
    },
    exists: (relative) => existsSync(join(path, relative)),
    list: (relative) => listDirectory(join(path, relative)),
    kinds,
    byName: kindsByName,
    takesPaths,
    pick(entries, kind, preferred) {
      // a script that watches never finishes: it is no check to ask for; a type-check after a build checks
      // what was built (`build && tsc -p test-dts`), not the sources
      const does = (name: string) =>
        !isWatcher(entries[name]) && kinds(entries[name], name).has(kind) && !(kind === 'typecheck' && buildsFirst(entries[name]));
      // nor one that writes what it is named for (`gen:types` emits declarations with tsc), nor one named for
      // files that are not code (`dockerfile_lint`, `lint:md`), nor a step of releasing (`version`, `prepublishOnly`), nor a
      // size budget (`test:size`)
      const other =
        /(watch|fix|dev|debug|trace|update|coverage|:ui$)|^(gen|generate|emit)[:_-]|(^|[:_-])(docker\w*|markdown|md|css|scss|styles?|ya?ml|json|docs?|commits?|spell\w*|prose)([:_-]|$)|^(pre|post)?(version|publish|pack|prepare)$|^prepublishOnly$|(^|[:_-])size([:_-]|$)/;
      const fit = Object.keys(entries).filter(
        (name) => kindsByName(name).has(kind) && does(name) && !other.test(name) && !OTHER_SYSTEM.test(name),
      );
      const saidOf = (names: string[]) =>
        names.find((name) => projectRuns().commands.some((command) => command.split(/\s+/).includes(name)));
      const named = preferred.find((name) => name in entries && does(name));
      const linting = (name: string) => kinds(entries[name], name).has('lint');
      // a test run that lints on the way (`test: test-style test-unit`) gives way to the one that only tests, where CI or the
      // guides run that one: lint never blocks a stop of its own
      // (one with a step of its own before it, `pretest: npm run build`, is the one that runs the tests on what they import)
      const lints = named !== undefined && kind === 'test' && linting(named) && !(`pre${named}` in entries);
      // (else the one CI runs that tests, whatever its name: secure's `ci:` of `go test` and `go vet`, beside a `test:` that
      // runs a linter CI installs in a workflow of its own first)
      const checking = (name: string) =>
        name !== named && does(name) && !other.test(name) && !OTHER_SYSTEM.test(name) && [...kinds(entries[name], name)].every(isCheck);
      const pure = lints
        ? (saidOf(fit.filter((name) => name !== named && !linting(name))) ?? saidOf(Object.keys(entries).filter(checking)))
        : undefined;
      // of the names that say it, the one CI or the guides run (dive's CI runs `make unit`, not its `test` that needs Docker),
      // unless it lints on the way (ntfy's `check: test fmt-check vet lint`)
      const said =
        kind === 'test' && !lints ? saidOf(preferred.filter((name) => name in entries && does(name) && !linting(name))) : undefined;
      // a test run that makes a slow suite on the way (lazygit's `test: unit-test e2e`) gives way to the one of the others CI or
      // the guides run (`just unit-test`): an end-to-end suite is no check of one change
      const dragsSlow =
        named !== undefined &&
        kind === 'test' &&
        segmentCommand(entries[named]).some(({ words }) =>
          words.some((word) => SLOW_SUITE.test(word) && ownEntry(entries, word) !== undefined),
        );
      const plain = dragsSlow ? saidOf(fit.filter((name) => name !== named && !SLOW_SUITE.test(name) && !linting(name))) : undefined;
      if (named) return pure ?? plain ?? said ?? named;
      // of several (`test-linux`, `test-macos`, `test-swift`), the one the project's CI or guides run
      return (fit.length > 1 ? saidOf(fit) : undefined) ?? fit[0];
    },
  };
}

/** A test task named for a slow suite (`e2e`, `integration-test-all`, `test:acceptance`): no check of one change. */
const SLOW_SUITE = /(^|[:_-])(e2e|integration|acceptance)([:_-]|$)/;

/** A kind of check a run gives (a target that also installs, generates or ships is no check target). */
const isCheck = (kind: Kind) => kind === 'test' || kind === 'lint' || kind === 'typecheck' || kind === 'build';

/** A task named for an operating system other than this one (`ci-test-windows-run` on Linux): no check to ask for here. */
const OTHER_SYSTEM = new RegExp(
  `(^|[:_-])(${[
    process.platform !== 'win32' && 'windows|win(32|64)?',
    process.platform !== 'darwin' && 'macos|darwin|osx',
    process.platform !== 'linux' && 'linux',
  ]
    .filter(Boolean)
    .join('|')})([:_-]|$)`,
);

/** Every declaration of one directory. */
export function detectDirectoryProfile(root: string, dir: string, top?: DirectoryProfile): DirectoryProfile {
  const profile: DirectoryProfile = {
    dir,
    ecosystems: [],
    scripts: {},
    scriptCommands: {},
    recipes: {},
    checks: {},
    languages: {},
    install: {},
    sources: [],
  };
  const context = detectContext(root, dir, profile, top);
  // a pixi task outranks a make target: the modules that declare tasks of their own detect after the task runners
  for (const module of DETECTION) module.detect?.(context, profile);
  // the root's files CI regenerates and checks for drift
  const regenerated = dir === '' ? regenerations(root, profile, context) : [];
  if (regenerated.length > 0) profile.regenerated = regenerated;
  // what its guides say to run for the paths their lines name: an edit of one is seen by its stamp, a guide written
  // later by its folder's (the directory's own is always stamped)
  const routes = guideRoutes(root, dir);
  if (Object.keys(routes).length > 0) profile.routes = routes;
  for (const guide of guidesAt(dir)) {
    const own = dir ? guide.slice(dir.length + 1) : guide;
    const folder = own.includes('/') ? own.slice(0, own.lastIndexOf('/')) : undefined;
    for (const source of [context.exists(own) ? own : undefined, folder])
      if (source !== undefined && !profile.sources.includes(source)) profile.sources.push(source);
  }
  return profile;
}
