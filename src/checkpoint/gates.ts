import { join } from 'node:path';
import { agentGuideFiles } from '../agents/index.js';
import { globMatcher } from '../util/glob.js';
import { folderOf, joinDir } from '../util/paths.js';
import { listDirectory } from '../util/read-file.js';
import { parseYamlSafe } from '../util/yaml.js';
import { type Gate, type GateKey, type Gates, plainEnv } from './ecosystems/_module.js';
import { isBuildFolderName, MODULES, NEEDS_PATHS, programEcosystem } from './ecosystems/index.js';
import { commandKinds, type Kind, lineKinds, type ScriptResolver } from './intent.js';
import { isDriftCheck, isProbeCommand } from './probes.js';
import { readProjectFile } from './project-file.js';
import { isWatcher, logicalLines, normalizeWords, positionals, programName, programsOf, segmentCommand } from './shell.js';
import { isWrapperPath, wrapperBody } from './wrappers.js';

// Checks the project gates on without declaring them in a manifest: what its CI runs on every change
// and what its contributor guides (AGENTS.md, CLAUDE.md, CONTRIBUTING.md...) tell people to run.
// They only fill what the manifests and task files leave open.

export type { Gate, GateKey, Gates } from './ecosystems/_module.js';
export type GatedChecks = Partial<Record<GateKey, string>>;

const MAX_WORKFLOWS = 20;
/** Guides at the root; a package (or a folder between it and the root) has its own at its top. */
const PACKAGE_GUIDES = [...agentGuideFiles(), 'CONTRIBUTING.md', 'CONTRIBUTING.rst'];
const ROOT_GUIDES = [...PACKAGE_GUIDES, '.github/CONTRIBUTING.md', '.github/CONTRIBUTING.rst', 'docs/CONTRIBUTING.md'];

/** A CI step's command as said from the root (`cd web && npm test`), the directory it runs in and the files its workflow runs on. */
export interface WorkflowStep {
  dir: string;
  command: string;
  paths?: string[];
  /** A job another repository's workflow runs (`uses: owner/repo/.github/workflows/x.yml@v1`): what it runs is unknown. */
  elsewhere?: true;
  /** A step run in a folder CI names by an expression (`${{ runner.workspace }}`): no gate to ask for, but what the project runs. */
  outside?: true;
  /** A later step of its job fails when the tree differs (`git diff --exit-code`): this one writes files the project commits. */
  regenerates?: true;
}

/** The files a workflow runs on, as GitHub's ordered `paths` (`paths-ignore` as `!` patterns); undefined: every file. */
function workflowPaths(on: unknown): string[] | undefined {
  if (!on || typeof on !== 'object' || Array.isArray(on)) return undefined;
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((path) => typeof path === 'string') : undefined);
  const filters = ['pull_request', 'push']
    .filter((name) => name in on)
    .map((name) => {
      const { paths, 'paths-ignore': ignored } = ((on as Record<string, unknown>)[name] ?? {}) as Record<string, unknown>;
      return list(paths) ?? (list(ignored) && ['**', ...list(ignored)!.map((path) => `!${path}`)]);
    });
  // a trigger without a filter runs the workflow on every change; of two filters, a contributor's change meets the pull request's
  return filters.length === 0 || filters.includes(undefined) ? undefined : filters[0];
}

const pathMatchers = new Map<string, (file: string) => boolean>();

/** Does a workflow's `paths` take a root-relative file? The last pattern that matches decides; GitHub's `**.js` is any `.js`. */
export function pathsTake(paths: string[] | undefined, file: string): boolean {
  if (!paths) return true;
  let taken = false;
  for (const entry of paths) {
    const pattern = entry.replace(/^!/, '').replace(/(^|\/)\*\*(?=[^/])/g, '$1**/*');
    let matcher = pathMatchers.get(pattern);
    if (!matcher) pathMatchers.set(pattern, (matcher = globMatcher([pattern])));
    if (matcher(file)) taken = !entry.startsWith('!');
  }
  return taken;
}

/**
 * Steps of workflows that run on pushes or pull requests, with the directory each runs in; `action` reads a local action's
 * file (`uses: ./.github/actions/typescript`), whose composite steps are the step's.
 */
export function workflowSteps(text: string, action?: (path: string) => string | undefined): WorkflowStep[] {
  const workflow = parseYamlSafe(text) as Record<string, unknown> | undefined;
  if (!workflow || typeof workflow !== 'object') return [];
  // YAML 1.1 readers turn a bare `on:` key into `true`
  const on = workflow.on ?? workflow.true;
  const triggers = typeof on === 'string' ? [on] : Array.isArray(on) ? on : on && typeof on === 'object' ? Object.keys(on) : [];
  if (!triggers.some((t) => t === 'push' || t === 'pull_request' || t === 'merge_group')) return [];
  const runDir = (value: unknown) =>
    (value as { defaults?: { run?: { 'working-directory'?: unknown } } } | undefined)?.defaults?.run?.['working-directory'];
  const workflowDir = runDir(workflow);
  const paths = workflowPaths(on);
  const steps: WorkflowStep[] = [];
  // the jobs of this host's system first: a command of a Windows job (tokei's `ci/test.bash cargo i686-pc-windows-msvc`)
  // is the last a Linux contributor can run
  const jobs = Object.values((workflow.jobs ?? {}) as Record<string, unknown>);
  for (const job of [...jobs.filter((each) => !otherSystem(each)), ...jobs.filter(otherSystem)]) {
    const jobSteps = (job as { steps?: unknown })?.steps;
    const uses = (job as { uses?: unknown })?.uses;
    if (typeof uses === 'string' && !uses.startsWith('./')) steps.push({ dir: '', command: '', elsewhere: true });
    if (!Array.isArray(jobSteps)) continue;
    // the step's own `working-directory`, else the job's `defaults.run`, else the workflow's
    const jobDir = runDir(job) ?? workflowDir;
    const matrix = (job as { strategy?: { matrix?: unknown } })?.strategy?.matrix;
    const first = steps.length;
    for (const step of (jobSteps as (RawStep | undefined)[]).flatMap((each) => compositeSteps(each, action))) {
      // an action that runs the project's own checks stands for the command it runs (`pre-commit/action`)
      const known = typeof step?.uses === 'string' ? CI_ACTIONS.get(step.uses.split('@')[0]) : undefined;
      if (known) steps.push({ dir: '', command: known, ...(paths && { paths }) });
      // the variables CI sets (`env:` of the workflow, the job, the step), as a contributor's shell lacks them
      const env = { ...plainEnv(workflow.env), ...plainEnv((job as { env?: unknown }).env), ...plainEnv(step?.env) };
      // an action that runs a command and fails on the tree it leaves (`nickcharlton/diff-check`): the command regenerates
      const regenerating = driftCommand(step);
      if (regenerating)
        steps.push(
          ...scriptSteps(regenerating, '', env, matrix).map((each) => ({ ...each, regenerates: true as const, ...(paths && { paths }) })),
        );
      if (typeof step?.run !== 'string') continue;
      const given = step['working-directory'] ?? jobDir;
      // a CI expression (`${{ matrix.dir }}`) names no directory we can know: its programs are the project's all the same
      const outside = typeof given === 'string' && given.includes('${{');
      const dir = typeof given === 'string' && !outside ? joinDir('', given) : '';
      steps.push(
        ...scriptSteps(step.run, dir, env, matrix).map((each) => ({ ...each, ...(paths && { paths }), ...(outside && { outside }) })),
      );
    }
    markRegenerators(steps.slice(first));
  }
  return steps;
}

/** Marks the command a job runs just before it checks the tree for drift (`./gradlew generateTests`, then `git status --porcelain`). */
function markRegenerators(job: WorkflowStep[]): void {
  job.forEach((step, i) => {
    const before = i > 0 ? job[i - 1] : undefined;
    if (before && isDriftCheck(step.command) && !isDriftCheck(before.command) && !isProbeCommand(before.command)) before.regenerates = true;
  });
}

const HOST_RUNNER = { linux: 'ubuntu', darwin: 'macos', win32: 'windows' }[process.platform as string] ?? '';
/** Does a job run only on another system than this host's (`runs-on: windows-latest` here on Linux)? */
function otherSystem(job: unknown): boolean {
  const runsOn = (job as { 'runs-on'?: unknown } | undefined)?.['runs-on'];
  const labels = (Array.isArray(runsOn) ? runsOn : [runsOn]).filter((label): label is string => typeof label === 'string');
  const systems = labels.map((label) => /^(ubuntu|macos|windows)\b/.exec(label)?.[1]).filter(Boolean);
  return systems.length > 0 && !systems.includes(HOST_RUNNER);
}

/** A step that uses a local composite action (`./.github/actions/typescript`) as the action's steps; any other as itself. */
function compositeSteps(step: RawStep | undefined, action?: (path: string) => string | undefined): (RawStep | undefined)[] {
  const uses = step?.uses;
  if (!action || typeof uses !== 'string' || !/^\.\/[\w./-]+$/.test(uses) || uses.includes('..')) return [step];
  const folder = uses.slice(2).replace(/\/$/, '');
  const text = action(`${folder}/action.yml`) ?? action(`${folder}/action.yaml`);
  const runs = (parseYamlSafe(text ?? '') as { runs?: { using?: unknown; steps?: unknown } } | undefined)?.runs;
  return runs?.using === 'composite' && Array.isArray(runs.steps) ? runs.steps : [step];
}

/** A workflow step as YAML gives it. */
type RawStep = { uses?: unknown; run?: unknown; 'working-directory'?: unknown; env?: unknown; with?: unknown };

/** The command a step's action runs from its `with:` before failing on a tree that differs from the commit; undefined: none. */
function driftCommand(step: RawStep | undefined): string | undefined {
  const input = typeof step?.uses === 'string' ? DRIFT_ACTIONS.get(step.uses.split('@')[0]) : undefined;
  const given = input && step?.with && typeof step.with === 'object' ? (step.with as Record<string, unknown>)[input] : undefined;
  return typeof given === 'string' ? given : undefined;
}

/**
 * A step's script as steps, one per command line: a `cd build` line moves the lines after it, CI's variables are filled in.
 * A `cd` to a folder no one can name before CI runs (`cd dist/pkg-*`, an unpacked sdist) puts the lines after it outside.
 */
function scriptSteps(script: string, start: string, env: Record<string, string>, matrix?: unknown): WorkflowStep[] {
  const steps: WorkflowStep[] = [];
  let dir = start;
  let outside = false;
  for (const line of logicalLines(script)) {
    // `mkdir build`, `cd build`, `cmake ..`, `make test`
    const cd = /^\s*cd\s+([\w./-]+)\s*$/.exec(line);
    // (a PATH CI extends for a tool it installed, `PATH="./bats/bin:$PATH" test/run`: a contributor's own PATH has it)
    const command = line
      .trim()
      .replace(/^PATH=("[^"]*"|'[^']*'|\S*)\s+(?=\S)/, '')
      .replace(/\$\{?([A-Za-z_]\w*)\}?/g, (whole, name: string) => env[name] ?? whole);
    // a comment runs nothing (`# Ensure that files were already up-to-date` between a generator and the drift check)
    if (command.startsWith('#')) continue;
    if (cd) dir = joinDir(dir, cd[1]);
    else if (/^\s*cd\s+\S*[*?[]\S*\s*$/.test(line)) outside = true;
    else
      for (const each of withMatrix(command, matrix))
        steps.push({ dir, command: `${dir ? `cd ${dir} && ` : ''}${each}`, ...(outside && { outside: true as const }) });
  }
  return steps;
}

/** Programs whose first word is a subcommand (`cargo clippy`, `go vet`), from every module. */
const SUBCOMMAND_TOOLS = new Set(MODULES.flatMap((module) => Object.keys(module.evidence?.subcommands ?? {})));

/** The actions CI steps use that run the project's own checks, each as the command it stands for, from every module. */
const CI_ACTIONS = new Map(MODULES.flatMap((module) => Object.entries(module.actions ?? {})));
/** The actions that run a command from their `with:` and fail on drift, each as the input naming it, from every module. */
const DRIFT_ACTIONS = new Map(MODULES.flatMap((module) => Object.entries(module.driftActions ?? {})));
/** What needs a toolchain a contributor's default lacks, by every module. */
const UNSTABLE = MODULES.flatMap((module) => module.unstable ?? []);

/** A step's command once per value of the one simple matrix entry it names (`tox -e ${{ matrix.toxenv }}`, or a value its `include` rows set), up to ten. */
function withMatrix(command: string, matrix: unknown): string[] {
  const named = /\$\{\{\s*matrix\.([\w-]+)\s*\}\}/.exec(command);
  const axes = matrix && typeof matrix === 'object' ? (matrix as Record<string, unknown>) : {};
  // a value only the matrix's `include` rows set (hyper's `features: "--features full"`), in their order
  const included = Array.isArray(axes.include)
    ? [...new Set(axes.include.flatMap((row) => (named && typeof row?.[named[1]] === 'string' ? [row[named[1]] as string] : [])))]
    : [];
  const values = named ? (axes[named[1]] ?? (included.length > 0 ? included : undefined)) : undefined;
  if (!named || !Array.isArray(values) || !values.every((value) => typeof value === 'string' || typeof value === 'number'))
    return [command];
  return values.slice(0, 10).map((value) => command.replaceAll(named[0], String(value)));
}

/** Shell lines a guide shows: fenced shell blocks and inline code spans, without a `$ ` prompt. */
export function guideCommands(markdown: string): string[] {
  return guideEntries(markdown).map((entry) => entry.command);
}

/**
 * A guide's command, and the paths the rest of its line names when the line is a list item or a table row
 * (`| Store | `store/` | `go test -v ./store/...` |`, "add keys to `config/locales/en.yml`, then run `bin/fill-locales`").
 */
export interface GuideEntry {
  command: string;
  named?: string[];
}

/** The commands of a guide (`guideCommands`), each with the paths its line names. */
export function guideEntries(markdown: string): GuideEntry[] {
  const entries: GuideEntry[] = [];
  const unprompt = (line: string) => line.trim().replace(/^\$\s+/, '');
  const ITEM = /^\s*([-*+]|\d+\.|\|)\s/;
  // an item or a row ties its commands to the paths it names; a sentence of prose does not
  const spansOf = (text: string, item: boolean) => {
    const spans = [...text.matchAll(/`([^`]+)`/g)].map((span) => unprompt(span[1]));
    for (const span of spans) {
      // a path of the repository: relative, never out of it
      const named = item
        ? spans.filter(
            (other) =>
              other !== span &&
              /^[\w.][\w./-]*$/.test(other) &&
              /\/|\.\w+$/.test(other) &&
              !other.includes('..') &&
              // a document the line points to is no file the command checks
              !/\.(md|mdx|rst|txt|adoc)$/i.test(other),
          )
        : [];
      entries.push(named.length > 0 ? { command: span, named } : { command: span });
    }
  };
  // an item's lines wrapped below it (`   \`php grammar/rebuildParsers.php\``) are the item's
  let item: string | undefined;
  // one pass over the lines: a guide is the repository's text, so no pattern that could backtrack
  let fence: { shell: boolean; body: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*```\s*([\w-]*)/.exec(line);
    if (item !== undefined && !marker && /^\s+[^\s$]/.test(line) && !ITEM.test(line)) {
      item += ` ${line.trim()}`;
      continue;
    }
    if (item !== undefined) spansOf(item, true);
    item = undefined;
    if (marker && fence) {
      if (fence.shell)
        entries.push(
          ...logicalLines(fence.body.join('\n'))
            .map(unprompt)
            .filter((l) => l && !l.startsWith('#'))
            // a comment after the command says what it does (`npm run test:types   # type-level tests`)
            .map((l) => ({ command: l.replace(/\s+#\s.*$/, '') })),
        );
      fence = undefined;
    } else if (marker) fence = { shell: !marker[1] || /^(sh|bash|shell|console|zsh|shell-session|command)$/.test(marker[1]), body: [] };
    else if (fence) fence.body.push(line);
    // an indented line after a prompt (reStructuredText's `::` blocks, Markdown's indented ones): `    $ pytest`
    else if (/^\s+\$\s+\S/.test(line)) entries.push({ command: unprompt(line).replace(/\s+#\s.*$/, '') });
    else if (ITEM.test(line)) item = line;
    else spansOf(line, false);
  }
  if (item !== undefined) spansOf(item, true);
  return entries;
}

/**
 * A command a contributor can run in the repository as it is: one-shot (no watcher, nothing sent to
 * the background with `&`) and naming no folder outside it (CI's `ctest --test-dir ../build`).
 */
function runsHere(command: string): boolean {
  if (isWatcher(command)) return false;
  let depth = 0;
  for (const segment of segmentCommand(command)) {
    const [program, target] = segment.words;
    const words = program === 'cd' && target ? [target] : segment.words.slice(1);
    for (const word of words) {
      const path = word.includes('=') ? word.slice(word.indexOf('=') + 1) : word;
      if (!path.startsWith('..') && !path.startsWith('/')) continue;
      const inside = path.startsWith('/') ? -1 : depth - (path.match(/(^|\/)\.\.(?=\/|$)/g)?.length ?? 0);
      if (inside < 0) return false;
    }
    if (program === 'cd' && target)
      depth = joinDir('', `${'x/'.repeat(depth)}${target}`)
        .split('/')
        .filter(Boolean).length;
  }
  return true;
}

/** The directory check each type-checker program is (`pytypecheck` for Python's), by the module that declares it. */
const TYPECHECK_KEYS = new Map(
  MODULES.flatMap((module) =>
    module.typeCheck ? (module.evidence?.programs?.typecheck ?? []).map((program) => [program, module.typeCheck!]) : [],
  ),
);

/** The first command of each kind: plain ones only (no CI expressions, no installs mixed in). */
export function checksFromCommands(commands: string[], resolver?: ScriptResolver): GatedChecks {
  return gatesFor(
    gatesFrom(
      commands.map((command) => ({ command })),
      resolver,
    ),
  );
}

/** A candidate for some paths only: a workflow's `paths` (not only a `paths-ignore`), a guide line's. */
const narrow = (gate: Gate) => gate.paths !== undefined && gate.paths[0] !== '**';

/**
 * Each check's command for one file (any file: the first found): the first candidate for some paths only that takes
 * the file (`narrowOnly`: only those), else the first that runs on it; of the lints, only those `lints` says read it.
 */
export function gatesFor(gates: Gates, file?: string, narrowOnly = false, lints?: (command: string) => boolean): GatedChecks {
  const checks: GatedChecks = {};
  for (const [key, candidates] of Object.entries(gates) as [GateKey, Gate[]][]) {
    const runs = candidates.filter(
      (gate) => (file === undefined || pathsTake(gate.paths, file)) && (key !== 'lint' || lints?.(gate.command) !== false),
    );
    const found = runs.find(narrow) ?? (narrowOnly ? undefined : runs[0]);
    if (found) checks[key] = found.command;
  }
  return checks;
}

/** After a check's first candidate that runs on every file, only those of workflows that run on some paths count; a few. */
function addGate(gates: Gates, key: GateKey, gate: Gate): void {
  const candidates = (gates[key] ??= []);
  if (candidates.length < 8 && (gate.paths || candidates.every((other) => other.paths))) candidates.push(gate);
}

/** Options that narrow a test run to the tests they name (`--filter X`, `-k expr`, `--tests X`, `-run X`, `-Dtest=X`), not leave some out. */
const NAMED_TESTS = /\s(--filter|--tests|-k|-run|-Dtest|--gtest_filter)[=\s]+["']?(?!not\b)[\w.:*-]+["']?(\s|$)/;

/** An option that runs one test target alone (`--test codegen`), not the tests of the files its package builds. */
const TEST_TARGET = /\s--test[=\s]+[\w-]+(\s|$)/;

/** Each kind's candidates: plain commands only (no CI expressions, no installs mixed in). `exists` tells the repository's paths. */
function gatesFrom(gates: Gate[], resolver?: ScriptResolver, exists?: (path: string) => boolean): Gates {
  const found: Gates = {};
  // the words of the lines before: folders they may have made
  const earlier = new Set<string>();
  for (const gate of gates) {
    const { command } = gate;
    const fetched = exists !== undefined && fetchedTool(command, earlier, exists);
    for (const segment of segmentCommand(command ?? '')) for (const word of segment.words) earlier.add(word.replace(/^\.\/|\/$/g, ''));
    // a variable left unset here (`--features $CI_FEATURES`) makes no command a contributor can run as said
    if (!command || command.includes('${{') || /\$\{?[A-Za-z_]/.test(command) || command.length > 200 || !runsHere(command)) continue;
    // nor one whose tool an earlier line of CI's put in a folder of its own, no build's (`php temp/coding-standard/ecs check`
    // after `composer create-project nette/coding-standard temp/coding-standard`)
    if (fetched) continue;
    // nor one run in a build folder an earlier line of CI's set up (`meson test -C build` after `meson setup build`)
    if (exists && unbuilt(command, exists)) continue;
    // nor one that deletes files on the way (`rm -rf dist && tsc … --outDir dist`, CI's check of a build artifact): a
    // contributor's tree is no CI runner's to clear
    if (programsOf(command).has('rm')) continue;
    // a wrapper's commands are its body's (`scripts/check` runs mypy)
    const body = (words: readonly string[]) => resolver?.wrapper?.(words[0] ?? '', '', words.slice(1)) ?? words.join(' ');
    // nor one that needs the toolchain its job installs (a script that runs `cargo test` with `-Zpanic-abort-tests`)
    if (segmentCommand(command).some((segment) => UNSTABLE.some((pattern) => pattern.test(body(segment.words))))) continue;
    const kinds = lineKinds(command, { dir: '', resolver });
    // `npm ci && npm test` is a setup line; `uv run pytest`, `hatch run test` or `uv run bash scripts/test.sh` syncs as it tests
    const setup = segmentCommand(command).some((segment) => {
      const does = [...commandKinds(segment.words, { dir: '', resolver })];
      return does.length > 0 && does.every((kind) => kind.startsWith('install:'));
    });
    // what a guide says to run after changing some paths: a generator, or a script of the project's own (`bin/fill-locales`,
    // `php grammar/rebuildParsers.php`)
    if (gate.paths && kinds.size === 0 && ownScript(segmentCommand(command)[0]?.words ?? [], exists)) addGate(found, 'generate', gate);
    // a setup line that runs the project's own script is its install (`scripts/install`)
    if (setup && ownWrapper(command, resolver)) addGate(found, 'install', gate);
    if (setup || kinds.has('generate') || kinds.has('migrate')) continue;
    // a wrapper's type-checker is said by its body
    const checker = segmentCommand(command)
      .flatMap((segment) => segmentCommand(body(segment.words)))
      .map((inner) => TYPECHECK_KEYS.get(normalizeWords(inner.words)[0] ?? ''))
      .find((key) => key !== undefined && key !== 'typecheck');
    const take = (kind: Kind, key: GateKey) => {
      if (kinds.has(kind)) addGate(found, key, gate);
    };
    // a run of some paths' workflow narrowed to the tests it names (`phpunit --filter=testItInjectsOnDocs`) is a part of
    // the tests, not the tests of those paths (one that leaves some out, `--filter "Category!=Slow"`, is the tests)
    // (a run of one test target, `cargo test --test codegen`, is a part of the tests whatever files its workflow runs on)
    if (!(narrow(gate) && NAMED_TESTS.test(command)) && !TEST_TARGET.test(command)) take('test', 'test');
    // a run that tests as it lints (`gradle check`, `mvn verify`) is the tests', not the lint to ride along, and one that
    // builds as it lints, its tests left out, is a build (a guide's smoke check); a checker that needs files, named alone
    // (a guide's "adds `clang-tidy`"), is no run of it
    const bare = segmentCommand(command).some((segment) => segment.words.length === 1 && NEEDS_PATHS.has(programName(segment.words[0])));
    // a linter given folders of the repository (`twig-cs-fixer lint templates`) lints those alone
    const linted = gate.paths ? undefined : exists && namedFolders(command, exists);
    if (!kinds.has('test') && !kinds.has('build') && !bare && kinds.has('lint'))
      addGate(found, 'lint', linted ? { ...gate, paths: linted } : gate);
    take('typecheck', checker ?? 'typecheck');
  }
  return found;
}

/** Is the command one run of a wrapper script of the project (`scripts/install`, not `pip install -r requirements.txt`)? */
function ownWrapper(command: string, resolver: ScriptResolver | undefined): boolean {
  const segments = segmentCommand(command);
  const [script = '', ...args] = segments[0]?.words ?? [];
  return segments.length === 1 && isWrapperPath(script) && resolver?.wrapper?.(script, '', args) !== undefined;
}

/** Folders from a package up to the root, nearest first ('' alone for the root). */
function levels(dir: string): string[] {
  const found: string[] = [];
  for (let level = dir; level; level = folderOf(level)) found.push(level);
  return dir ? found : [''];
}

/** The guide files of one level, root-relative. */
export const guidesAt = (level: string) => (level ? PACKAGE_GUIDES.map((name) => `${level}/${name}`) : ROOT_GUIDES);

/** The guide files one package's gated checks come from, root-relative. */
export function guideFiles(dir: string): string[] {
  return levels(dir).flatMap(guidesAt);
}

/** The files of the other CI systems a project may run instead (CircleCI's, GitLab's), each with its module's reader. */
export const OTHER_CI = Object.fromEntries(MODULES.flatMap((module) => Object.entries(module.ciScripts ?? {})));

/** Every push/PR step of the root's `.github/workflows` (GitHub reads no other), then those of the other CI systems. */
export function readWorkflowSteps(root: string, read?: (path: string) => void): WorkflowStep[] {
  const dir = join(root, '.github', 'workflows');
  // (the local actions a step uses are read as its steps; `read` hears of each, to key what is cached on them)
  const action = (path: string) => {
    read?.(path);
    return readProjectFile(join(root, path));
  };
  return [
    ...listDirectory(dir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .slice(0, MAX_WORKFLOWS)
      .flatMap((name) => workflowSteps(readProjectFile(join(dir, name)) ?? '', action)),
    ...Object.entries(OTHER_CI).flatMap(([file, read]) =>
      read(readProjectFile(join(root, file)) ?? '').flatMap((job) => scriptSteps(job.script, job.dir, job.env)),
    ),
  ];
}

/**
 * What the guides and CI gate on for the files of package `dir`, from its own level only: its guides
 * and those of the folders between it and the root, nearest first, and the CI steps whose
 * `working-directory` is the package (or inside it). For the root (''): the root's guides and the
 * steps that run at the root. Within a level a guide's command outranks CI's; a step whose workflow runs on
 * some paths only is a candidate for those.
 */
export function gatedChecks(root: string, dir = '', steps: () => WorkflowStep[] = () => readWorkflowSteps(root)): Gates {
  const found: Gates = {};
  const resolver = wrappersOf(root);
  const fill = (more: Gates) => {
    for (const [key, gates] of Object.entries(more) as [GateKey, Gate[]][]) for (const gate of gates) addGate(found, key, gate);
  };
  const exists = existence(root);
  for (const level of levels(dir)) {
    fill(gatesFrom(guideGates(root, level, exists), resolver, exists));
    const inLevel = (step: WorkflowStep) => step.dir === level || (level !== '' && level === dir && step.dir.startsWith(`${dir}/`));
    fill(
      gatesFrom(
        steps()
          .filter((step) => !step.outside && inLevel(step))
          .map(({ command, paths }) => ({ command, ...(paths && { paths }) })),
        resolver,
        exists,
      ),
    );
  }
  return found;
}

/**
 * What the guides of one directory (`level`) say to run for the paths a line names, said from the root: the routes a file
 * under them takes first. The guide files it reads are `guideFiles`' of that level.
 */
export function guideRoutes(root: string, level: string): Gates {
  const exists = existence(root);
  return gatesFrom(
    guideGates(root, level, exists).filter((gate) => gate.paths),
    wrappersOf(root),
    exists,
  );
}

/** Judges commands by the project's wrapper scripts alone: CI and the guides name no package's scripts. */
const wrappersOf = (root: string): ScriptResolver => ({
  script: () => [],
  recipe: () => undefined,
  wrapper: (word, at, args) => wrapperBody(root, at, word, args),
});

/** Does a root-relative path exist? A folder listed once tells: most guides do not exist, and a failed open costs more. */
function existence(root: string): (path: string) => boolean {
  const listed = new Map<string, string[]>();
  const exists = (path: string): boolean => {
    const folder = folderOf(path);
    let names = listed.get(folder);
    // a folder is listed only when its parent shows it (no failed read of a missing `docs/`)
    if (!names) listed.set(folder, (names = folder === '' || exists(folder) ? listDirectory(join(root, folder)) : []));
    return names.includes(path.slice(folder ? folder.length + 1 : 0));
  };
  return exists;
}

/** A word a reader fills in: `<path>`, `<test-file>`, `<ClassName>`. */
const PLACEHOLDER = /<[A-Za-z][\w .:/-]*>/;

/** One level's guide commands, run in that level, each with the paths its line names that the repository has (a folder: what is below it). */
function guideGates(root: string, level: string, exists: (path: string) => boolean): Gate[] {
  return guidesAt(level)
    .filter(exists)
    .flatMap((file) =>
      guideEntries(readProjectFile(join(root, file), 256 * 1024) ?? '').flatMap(({ command, named }) => {
        // a template (`pnpm vitest run <path>`) cannot run as written; the paths its line names are examples; nor can a
        // file's bare name (a checklist's "typically: `config.py`, `model.py`"), which no shell finds on its PATH
        if (PLACEHOLDER.test(command) || /^[\w.-]+\.(py|sh|rb|js|ts|pl|ps1)$/.test(segmentCommand(command)[0]?.words[0] ?? '')) return [];
        // a script its folder lacks cannot run (a folder an install or a build writes, `vendor/bin/`, may not be there yet)
        const own = ownProgram(command);
        const script = own && joinDir(level, own);
        const missing = script !== undefined && !exists(script);
        if (missing && exists(script.slice(0, script.lastIndexOf('/')))) return [];
        // a line routes its files only to a command that can run here: not to a script the repository lacks yet
        const paths = missing ? undefined : named?.map((path) => joinDir(level, path)).filter((path) => path && exists(path));
        return [
          {
            command: level ? `cd ${level} && ${command}` : command,
            ...(paths && paths.length > 0 && { paths: paths.flatMap((path) => [path, `${path}/**`]) }),
          },
        ];
      }),
    );
}

/** The repository's folders and files a command names (`cd web && eslint src`: `web/src`), as paths; none when it names none or the whole. */
function namedFolders(command: string, exists: (path: string) => boolean): string[] | undefined {
  let dir = '';
  const named: string[] = [];
  for (const segment of segmentCommand(command)) {
    const [program, ...words] = segment.words;
    // a tool's subcommand may share a folder's name (`cargo xtask clippy`): its first word is no path
    const subcommand = SUBCOMMAND_TOOLS.has(normalizeWords(segment.words)[0] ?? '');
    if (program === 'cd') dir = joinDir(dir, words[0] ?? '');
    else
      for (const [at, word] of positionals(words).entries())
        if ((at > 0 || !subcommand || word.includes('/')) && !word.includes('=') && /^[\w./-]+$/.test(word) && !word.includes('..')) {
          const path = joinDir(dir, word);
          if (path === dir && /^\.\/?$/.test(word)) return undefined;
          if (path && exists(path)) named.push(path);
        }
  }
  return named.length > 0 ? named.flatMap((path) => [path, `${path}/**`]) : undefined;
}

/**
 * Is the program a command runs, or the script its interpreter is given (`php temp/coding-standard/ecs`), in a folder the
 * repository lacks that an earlier line names (`earlier`: its words), no build or dependency folder: a tool CI fetched there?
 */
function fetchedTool(command: string, earlier: Set<string>, exists: (path: string) => boolean): boolean {
  const [program = '', script = ''] = segmentCommand(command)[0]?.words ?? [];
  return [program, script].some((path) => {
    const parts = path.replace(/^\.\//, '').split('/');
    const folders = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
    return !isBuildFolderName(parts[0]) && folders.some((folder) => earlier.has(folder) && !exists(folder));
  });
}

/** Does a command run in a build folder (`-C build`, `--test-dir build`, `cd build`) the repository does not have yet? */
function unbuilt(command: string, exists: (path: string) => boolean): boolean {
  return segmentCommand(command).some(({ words }) =>
    words.some((word, i) => {
      const folder =
        (words[i - 1] === '-C' || words[i - 1] === '--test-dir' || (i === 1 && words[0] === 'cd')) && word.replace(/^\.\//, '');
      return folder !== false && folder.split('/').some(isBuildFolderName) && !exists(folder);
    }),
  );
}

/** Do these words run a script of the project: a wrapper, or a file of its folders a language's interpreter is given? */
function ownScript([program = '', script = '']: readonly string[], exists?: (path: string) => boolean): boolean {
  if (isWrapperPath(program)) return true;
  return (
    programEcosystem(program) !== undefined &&
    /^[\w.-]+\/[\w./-]+\.\w+$/.test(script) &&
    !script.includes('..') &&
    exists?.(script) === true
  );
}

/** The program of a command when it is a file of the project (`bin/fill-locales`, `./scripts/gen.sh`), relative to where it runs. */
function ownProgram(command: string): string | undefined {
  const program = segmentCommand(command)[0]?.words[0] ?? '';
  return /^(\.\/)?[\w.-]+\/[\w./-]+$/.test(program) && !program.includes('..') ? program.replace(/^\.\//, '') : undefined;
}

/**
 * Does a command run in folder `at`, of a workflow on `paths`, speak for directory `dir`? Not one run in another
 * package (`working-directory: packages/ai`), nor one whose workflow leaves the directory's files out (`paths-ignore:
 * benches/**`; a pattern by extension, `**.rs`, may take them).
 */
function concerns(dir: string, at: string, paths: string[] | undefined): boolean {
  const related = at === '' || dir === '' || at === dir || at.startsWith(`${dir}/`) || dir.startsWith(`${at}/`);
  const reached =
    !paths || !dir || pathsTake(paths, `${dir}/-`) || paths.some((path) => path !== '**' && !path.startsWith('!') && !path.includes('/'));
  return related && reached;
}

/** The programs the project's CI and guides run: in directory `dir` itself, and anywhere (a `cd build` included). */
export interface ProgramsRun {
  here: Set<string>;
  anywhere: Set<string>;
  /** Every command, as written (a Gradle variant's task name, a tool's flags), with a `cd` to the folder below the directory it runs in. */
  commands: string[];
}

/** What the project runs, for choosing between two tools an ecosystem could use (stack or cabal, CMake or its Makefile). */
export function programsRun(root: string, dir: string, steps: WorkflowStep[]): ProgramsRun {
  const run: ProgramsRun = { here: new Set(), anywhere: new Set(), commands: [] };
  const add = (command: string, at: string, paths?: string[]) => {
    // a command run in a folder below the directory (`working-directory: test/build`) keeps the way there
    const below = at !== dir && (dir === '' || at.startsWith(`${dir}/`)) ? at.slice(dir ? dir.length + 1 : 0) : '';
    if (concerns(dir, at, paths)) run.commands.push(below ? `cd ${below} && ${command}` : command);
    let where = at;
    for (const segment of segmentCommand(command)) {
      if (segment.words[0] === 'cd' && segment.words[1]) where = joinDir(where, segment.words[1]);
      const program = normalizeWords(segment.words)[0];
      if (!program || program === 'cd') continue;
      run.anywhere.add(program);
      if (where === dir) run.here.add(program);
    }
  };
  for (const step of steps) add(step.command.replace(/^cd \S+ && /, ''), step.dir, step.paths);
  for (const level of [...new Set([...levels(dir), ''])])
    for (const file of guidesAt(level))
      for (const command of guideCommands(readProjectFile(join(root, file), 256 * 1024) ?? '')) add(command, level);
  return run;
}
