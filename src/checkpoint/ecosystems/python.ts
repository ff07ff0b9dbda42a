import { folderOf, joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { parseToml } from '../../util/toml.js';
import { positionals, writtenPaths } from '../shell.js';
import { patternsCover, typecheckFilesCover } from './_globs.js';
import type {
  DetectContext,
  DirectoryProfile,
  EcosystemModule,
  FileCheckCommands,
  Judge,
  Kind,
  LanguageChecks,
  ScopeTerms,
} from './_module.js';
import { section, strings } from './_module.js';
import { TYPECHECK_SCRIPTS } from './_tasks.js';
import { noxRecipes } from './nox.js';
import { preCommitHooks } from './pre-commit.js';
import {
  envNames,
  factorFilters,
  filteredEnvs,
  iniKeys,
  iniList,
  iniSections,
  mypyPaths,
  onOwnPython,
  PYTHON_ENV,
  poeTasks,
  pytestPaths,
  toxConfig,
} from './python-envs.js';

// Python: the runner the project's lock names (uv, poetry, pdm, hatch, pixi), pytest or Django's runner,
// tox envs and nox sessions, ruff/flake8, mypy/pyright (with the files their config names), Alembic
// and Django migrations, hatch env scripts, and a maturin extension rebuilt before the Python tests.

/** The ids of the project's pre-commit hooks. */
const hooksOf = (context: DetectContext) =>
  Object.keys(context.names.includes('.pre-commit-config.yaml') ? preCommitHooks(context.text('.pre-commit-config.yaml') ?? '') : {});

/**
 * How the project runs one of its tools: through its runner where the project's environment has it (a
 * dependency, a dependency group); else through the pre-commit hook that runs it; else uv's own `uvx` for a
 * linter, hatch's `hatch fmt` for ruff; else as the runner would.
 */
function toolRunner(hooks: string[], inEnv: (name: string) => boolean, runner: string, listsTools: boolean) {
  return (name: string, command: string): string => {
    // only a runner that runs in the project's own environment can lack the tool, or a bare run where the
    // project lists its dev tools (dependency groups, requirements files)
    if (!(/^(uv|poetry|pdm|hatch) run $/.test(runner) || (runner === '' && listsTools)) || inEnv(name)) return `${runner}${command}`;
    const hook = [name, `${name}-check`].find((id) => hooks.includes(id));
    if (hook) return `${inEnv('pre-commit') ? runner : ''}pre-commit run ${hook} --all-files`;
    // hatch lints with ruff in its own environment
    if (runner === 'hatch run ' && name === 'ruff') return 'hatch fmt --check';
    return runner === 'uv run ' && name !== 'mypy' ? `uvx ${command}` : `${runner}${command}`;
  };
}

/**
 * Does the project's environment install this tool: a dependency, a dependency group's (`groups`: where a runner
 * installs them), a runner's dev dependency?
 */
function declaredTools(pyproject: Record<string, unknown>, groups = true): (name: string) => boolean {
  const tool = section(pyproject, 'tool') ?? {};
  const declared = JSON.stringify([
    section(pyproject, 'project'),
    groups ? section(pyproject, 'dependency-groups') : undefined,
    tool.poetry,
    tool.pdm,
    tool.uv,
    tool.hatch,
  ]);
  return (name) => new RegExp(`["'\\s]${name}\\b`).test(declared);
}

/** Options of pytest and mypy that take the next word as their value (`-k expr`, `--python-version 3.12`). */
const VALUE_OPTIONS: Record<string, RegExp> = {
  pytest:
    /^(-[kmpcoW]|--(maxfail|deselect|ignore|ignore-glob|rootdir|basetemp|confcutdir|durations|junit-xml|log-level|cov-report|tb|override-ini))$/,
  mypy: /^(-[pm]|--(python-version|config-file|cache-dir|exclude|platform|python-executable|always-true|always-false|junit-xml))$/,
};

/** Options of Django's `test` command that take the next word as their value (`--settings tests.settings`, `-k name`). */
const DJANGO_TEST_OPTIONS =
  /^(-[vtpk]|--(settings|pythonpath|testrunner|top-level-directory|pattern|tag|exclude-tag|verbosity|durations))$/;

/**
 * The file or folder a label of Django's test runner names, from where it ran: a path as it is (`tests/`), a dotted
 * module (`tests.test_utils`, its class and method left off: `tests.test_utils.T.test_f`) as its package folder and its
 * module file.
 */
function djangoLabelPaths(label: string): string[] {
  if (label.includes('/') || label === '.') return [label.replace(/^\.\/|\/$/g, '') || '.'];
  const segments = label.split('.');
  const upper = segments.findIndex((segment) => /^[A-Z]/.test(segment));
  const module = segments.slice(0, upper < 0 ? undefined : upper).join('/');
  return module ? [module, `${module}.py`] : [];
}

/** Flags of `hatch test`'s own (`--parallel`, `-c`), which pytest never sees. */
const HATCH_TEST_FLAGS = /^(-[rpcas]|--(randomize|parallel|cover|cover-quiet|cover-xml|all|show))$/;
/** Options of `hatch test`'s own that take the next word as their value (`--python 3.12`, `-i py=3.12`). */
const HATCH_TEST_VALUES = /^(-py|-i|-x|--(python|include|exclude|retries|retry-delay|cover-xml-output))$/;

/**
 * The words `hatch test` hands pytest: those after `--`, and before it every word but hatch's own options and their
 * values (`hatch test -py 3.12 --parallel tests/a.py -k x` hands `tests/a.py -k x`).
 */
function hatchTestArgs(program: string, args: string[]): string[] | undefined {
  if (program !== 'hatch' || args[0] !== 'test') return undefined;
  const words = args.slice(1);
  const end = words.indexOf('--');
  const before = end < 0 ? words : words.slice(0, end);
  const passed = before.filter(
    (word, i) => !HATCH_TEST_FLAGS.test(word) && !HATCH_TEST_VALUES.test(word) && !HATCH_TEST_VALUES.test(before[i - 1] ?? ''),
  );
  return end < 0 ? passed : [...passed, ...words.slice(end + 1)];
}

/**
 * How far a run reached: pytest's or mypy's (every word a path, the values of their options aside), `hatch test`'s as
 * the pytest run it hands its arguments, Django's `test` command's given labels, a project script's run by `python` as
 * its wrapper's.
 */
function scope(program: string, args: string[], dir: string, terms: ScopeTerms): { reach: string[] | undefined } | undefined {
  const script = scriptRun(program, args);
  if (script) return { reach: terms.command(script) };
  const hatch = hatchTestArgs(program, args);
  if (hatch) return scope('pytest', hatch, dir, terms);
  const manage = manageArgs(program, args);
  const django = manage && positionals(manage)[0] === 'test';
  const values = django ? DJANGO_TEST_OPTIONS : ownEntry(VALUE_OPTIONS, program);
  if (!values) return undefined;
  const words = django ? manage.slice(manage.indexOf('test') + 1) : args;
  const paths = words.filter((word, i) => !word.startsWith('-') && !values.test(words[i - 1] ?? ''));
  const given = django ? paths.flatMap(djangoLabelPaths) : paths.map((path) => path.replace(/::.*$/, ''));
  return given.length === 0 ? undefined : { reach: given.map((path) => terms.given(joinDir(dir, path))) };
}

/** The import package of the project by its name (`fastapi/`, `src/my_pkg/`), where it has one. */
function ownPackage(context: DetectContext, pyproject: Record<string, unknown>): string | undefined {
  const name = section(pyproject, 'project')?.name ?? section(pyproject, 'tool', 'poetry')?.name;
  if (typeof name !== 'string') return undefined;
  const module = name.toLowerCase().replace(/[-.]/g, '_');
  return [module, `src/${module}`].find((dir) => context.exists(`${dir}/__init__.py`));
}

/**
 * The project's own mypy runs naming what they check (CI's `mypy --strict hc`; `mypy pkg` and `mypy docs tests`),
 * through the project's runner, joined, and the paths they name.
 */
function saidMypy(context: DetectContext, runner: string): { command: string; paths: string[] } | undefined {
  const runs = new Map<string, string[]>();
  for (const said of context.saidCommands()) {
    const found = saidMypyRun(context, runner, said);
    if (found && runs.size < 4) runs.set(found.command, found.paths);
  }
  if (runs.size === 0) return undefined;
  return { command: [...runs.keys()].join(' && '), paths: [...new Set([...runs.values()].flat())] };
}

/** One said mypy run with the paths it checks. */
function saidMypyRun(context: DetectContext, runner: string, said: string): { command: string; paths: string[] } | undefined {
  const command = said.replace(/^cd \S+ && /, '').trim();
  const words = command.split(/\s+/);
  const at = words.indexOf('mypy');
  if (at < 0 || !/^((uv|poetry|pdm|hatch|pixi) run( --\S+)*|python3? -m)?$/.test(words.slice(0, at).join(' '))) return undefined;
  const paths = mypyPaths(command).filter((word) => context.exists(word.replace(/\/$/, '')));
  if (paths.length === 0) return undefined;
  return { command: at === 0 ? `${runner}${command}` : command, paths: paths.map((path) => path.replace(/^\.\/|\/$/g, '')) };
}

/**
 * The pytest run the project's guides or CI give one test file (httpie's "Running specific tests": `python -m pytest
 * tests/test_uploads.py::TestUpload`), as they spell the runner (`python -m pytest`, `uv run pytest`): how a changed test
 * file is run alone. A bare `pytest` is said through the project's runner.
 */
function scopedPytest(context: DetectContext, runner: string): string | undefined {
  for (const said of context.saidCommands()) {
    const words = said.trim().split(/\s+/);
    const at = words.indexOf('pytest');
    if (at < 0 || !/^((uv|poetry|pdm|hatch|pixi) run( --\S+)*|python3? -m)?$/.test(words.slice(0, at).join(' '))) continue;
    // (its one path a test module, its test's id aside; flags beside it, none that takes a value)
    const given = words.slice(at + 1).filter((word) => !word.startsWith('-'));
    if (given.length !== 1 || !TEST_FILE.test(given[0].replace(/::.*$/, ''))) continue;
    return at === 0 ? `${runner}pytest` : words.slice(0, at + 1).join(' ');
  }
  return undefined;
}

/**
 * The project's own ty run naming what it checks (a pre-commit hook's `uv run ty check pkg tests/test_typing.py`, a CI step's
 * or a guide's), through the project's runner, and the paths it names: ty checks those alone. A run given a word that is
 * no path of the project (an option's value) is none.
 */
function scopedTy(context: DetectContext, runner: string): { command: string; paths: string[] } | undefined {
  const hooks = context.names.includes('.pre-commit-config.yaml') ? preCommitHooks(context.text('.pre-commit-config.yaml') ?? '') : {};
  const runs = [...Object.entries(hooks).flatMap(([id, entry]) => (id === '' ? [] : [entry])), ...context.saidCommands()];
  for (const run of runs) {
    const words = run.trim().split(/\s+/);
    const at = words.indexOf('ty');
    if (at < 0 || words[at + 1] !== 'check' || !/^((uv|poetry|pdm|hatch|pixi) run( --\S+)*)?$/.test(words.slice(0, at).join(' '))) continue;
    const paths = words.slice(at + 2).filter((word) => !word.startsWith('-'));
    if (paths.length === 0 || !paths.every((path) => !path.includes('..') && context.exists(path.replace(/\/$/, '')))) continue;
    return { command: at === 0 ? `${runner}${run.trim()}` : run.trim(), paths: paths.map((path) => path.replace(/^\.\/|\/$/g, '')) };
  }
  return undefined;
}

/**
 * Of mypy runs joined (`mypy pkg && mypy docs tests`, tox envs `tox -e typing-mypy && tox -e 3.14-mypy`), those whose paths
 * take the file; all where none names paths.
 */
function typecheckPart(owner: DirectoryProfile, file: string, command: string): string {
  const runs = command.split(' && ');
  // a stub is read by every run over code that imports it
  if (runs.length < 2 || file.endsWith('.pyi')) return command;
  const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
  const taking = runs.filter((run) => {
    const paths = runPaths(owner, run);
    return paths.length > 0 && patternsCover(paths, relative);
  });
  return taking.length > 0 ? taking.join(' && ') : command;
}

/** The paths a run's mypy names: its own, or those of the tox env, nox session or make target it runs (`types: mypy --strict src`). */
function runPaths(owner: DirectoryProfile, run: string): string[] {
  const [, tool, name] = /(?:^|\s)(tox -e|nox -s|make) (\S+)$/.exec(run) ?? [];
  const recipes = owner.recipes[tool === 'tox -e' ? 'tox' : tool === 'nox -s' ? 'nox' : 'make'];
  return mypyPaths((name !== undefined && ownEntry(recipes, name)) || run);
}

/**
 * Does type-check `command` take the file: its mypy config's `files`, else the paths its mypy runs name (python-websockets'
 * `make types`, `mypy --strict src`, leaves `tests/` out)? undefined: neither names any.
 */
function typeChecks(owner: DirectoryProfile, file: string, command?: string): boolean | undefined {
  const configured = typecheckFilesCover(owner, file);
  if (configured !== undefined || command === undefined || file.endsWith('.pyi')) return configured;
  const runs = command.split(' && ').map((run) => runPaths(owner, run));
  if (runs.some((paths) => paths.length === 0)) return undefined;
  const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
  return runs.some((paths) => patternsCover(paths, relative));
}

/**
 * mypy configured, where the project runs it only inside its tests: pytest's plugin (`typing_checkers = ["mypy"]`,
 * `--mypy`), and nothing else it runs calls mypy (no CI step or guide, tox env, nox session, poe task or task file's
 * recipe). The test run checks the types.
 */
function mypyWithinTests(context: DetectContext, bodies: string[], pytestOptions: string): boolean {
  if (!/--mypy\b|typing_checkers[^\n]*mypy/.test(pytestOptions) || context.says('mypy', 'anywhere')) return false;
  const taskFiles = ['Makefile', 'justfile', 'Justfile', '.justfile', 'Taskfile.yml'].filter((name) => context.names.includes(name));
  return ![...bodies, ...taskFiles.map((name) => context.text(name) ?? '')].some((body) => /\bmypy\b/.test(body));
}

/** The project's requirements files, at its root and in a `requirements/` folder (`requirements/tests.txt`), a few. */
const requirementFiles = (context: DetectContext): string[] =>
  [
    ...context.names.filter((name) => /requirements.*\.(txt|in)$/.test(name)),
    ...(context.names.includes('requirements') ? context.list('requirements').filter((name) => /\.(txt|in)$/.test(name)) : []).map(
      (name) => `requirements/${name}`,
    ),
  ].slice(0, 8);

/** Does a requirements file of the project list this tool? */
const inRequirements = (context: DetectContext, files: string[], name: string) =>
  files.some((file) => new RegExp(`^\\s*${name}\\b`, 'm').test(context.text(file) ?? ''));

/** Does setup.py's or setup.cfg's `extras_require` list this tool (`extras_require={"tests": ["pytest"]}`)? */
const setupExtras = (context: DetectContext, name: string) =>
  ['setup.py', 'setup.cfg'].some(
    (file) => context.names.includes(file) && new RegExp(`extras_require[\\s\\S]*["'\\s]${name}\\b`).test(context.text(file) ?? ''),
  );

/** Does `uv sync` (and so `uv run`) install this tool: a dependency of the project's, or of the groups uv syncs by default (`dev`)? */
function uvSyncs(pyproject: Record<string, unknown>, name: string): boolean {
  const groups = section(pyproject, 'dependency-groups') ?? {};
  const uv = section(pyproject, 'tool', 'uv');
  const defaults = uv?.['default-groups'] === 'all' ? Object.keys(groups) : (strings(uv?.['default-groups']) ?? ['dev']);
  const synced = JSON.stringify([
    section(pyproject, 'project')?.dependencies,
    uv?.['dev-dependencies'],
    ...defaults.map((group) => groups[group]),
  ]);
  return new RegExp(`["'\\s]${name}\\b`).test(synced);
}

/** A pytest run of the test suite's paths (`uv run pytest tests/unit/`): the run without them, and its paths. */
const SUITE_RUN = /^(.*\bpytest)((?: [\w.][\w./-]*)+)$/;

/** Python's test files by name. */
const TEST_FILE = /(^|\/)(test_[^/]+|[^/]+_test|conftest)\.py$/;

/** A path as a run gives it, without `./`, a trailing slash or a test's id (`tests/unit/` is `tests/unit`). */
const barePath = (path: string) => path.replace(/^\.\//, '').replace(/::.*$/, '').replace(/\/+$/, '');

/**
 * A source file's tests are those below the suite's paths, where its test command names them (isort's `pytest tests/unit/`):
 * a pytest run given only other paths (`pytest tests/integration/`) never ran them; one given none collects them all.
 */
function refine(file: string, checks: FileCheckCommands) {
  const suite = checks.test ? SUITE_RUN.exec(checks.test)?.[2].trim().split(' ').map(barePath) : undefined;
  // (`pytest .` narrows nothing)
  if (!suite || suite.includes('.') || TEST_FILE.test(file)) return undefined;
  const reaches = (words: string[]) => {
    const at = words.findIndex((word) => /(^|\/)(pytest|py\.test)$/.test(word));
    const given = at < 0 ? [] : positionals(words.slice(at + 1)).map(barePath);
    return given.length === 0 || given.some((path) => suite.some((dir) => path === dir || path.startsWith(`${dir}/`)));
  };
  return { dir: checks.dir, test: checks.test, lint: checks.lint, reaches };
}

/** A poetry lock beside uv's, where CI and the guides run poetry and never uv: a stray uv.lock is not the project's. */
const poetrySaid = (context: DetectContext) =>
  context.names.includes('poetry.lock') && context.says('poetry', 'anywhere') && !context.says('uv', 'anywhere');

/** How uv installs the project's environment: `uv sync` installs the `dev` group alone (or `default-groups`); without either it drops the groups the tests need. */
function uvSync(pyproject: Record<string, unknown>): string {
  const groups = section(pyproject, 'dependency-groups');
  const defaults = groups === undefined || 'dev' in groups || section(pyproject, 'tool', 'uv')?.['default-groups'] !== undefined;
  return defaults ? 'uv sync' : 'uv sync --all-groups';
}

/** Do the project's CI and guides run its tools through `uv run` (`uv run poe test`), whatever lock it keeps, if any? */
const runsThroughUv = (context: DetectContext) => context.saidCommands().some((command) => /(^|[\s&;|(])uv run\b/.test(command));

/**
 * Is this a uv project: its lock, or uv's settings where the project does not install with `uv pip` alone (stamina keeps
 * `[tool.uv]` for nox's venvs, commits no lock, and its guide installs with `uv pip install -e . --group dev`)?
 */
function uvProject(context: DetectContext, tool: Record<string, unknown>): boolean {
  if (context.names.includes('uv.lock')) return true;
  if (!('uv' in tool)) return false;
  const said = context.saidCommands();
  return (
    !said.some((command) => /(^|[\s&;|(])uv pip install\b/.test(command)) ||
    said.some((command) => /(^|[\s&;|(])uv (sync|run)\b/.test(command))
  );
}

/**
 * The install of the project itself its CI or guides run, with the extras or groups its tests need (`uv pip install -e .
 * --group dev`), where the pyproject declares each it names (stamina's CI installs a `.[dev]` extra it does not have).
 */
function selfInstall(context: DetectContext, pyproject: Record<string, unknown>): string | undefined {
  const extras = section(pyproject, 'project', 'optional-dependencies') ?? {};
  const groups = section(pyproject, 'dependency-groups') ?? {};
  const declared = (command: string) => {
    const named = /\.\[([\w,.-]+)\]/.exec(command)?.[1].split(',') ?? [];
    const grouped = [...command.matchAll(/--group[= ]([\w.-]+)/g)].map((match) => match[1]);
    return named.every((extra) => extra in extras) && grouped.every((group) => group in groups);
  };
  return context
    .saidCommands()
    .find(
      (command) =>
        /^(python3? -m |uv )?pip3? install( [^&|;]*)? ["']?\.(\[[\w,.-]+\])?["']?( [^&|;]*)?$/.test(command) && declared(command),
    );
}

/** pixi runs the project's tools in its environment: the manifest or lock says so. */
const usesPixi = (names: string[], tool: Record<string, unknown>) =>
  names.includes('pixi.toml') || names.includes('pixi.lock') || 'pixi' in tool;

/** A glob of pytest's (`*.egg`, `tests/mypy_cases`) as a RegExp source over one or more path segments. */
const globSource = (glob: string) =>
  glob
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replaceAll('*', '[^/]*')
    .replaceAll('?', '[^/]');

/** A setting of pytest's config as a list of words: `[tool.pytest.ini_options]`'s, else pytest.ini's, tox.ini's or setup.cfg's. */
function pytestList(options: Record<string, unknown> | undefined, ini: string): (key: string) => string[] {
  const iniSection = ['pytest', 'tool:pytest'].find((name) => iniSections(ini).has(name));
  return (key) => {
    const value = options?.[key];
    const items = strings(value) ?? (typeof value === 'string' ? [value] : iniSection ? iniList(ini, iniSection, [key]) : []);
    return items.flatMap((item) => item.split(/\s+/)).filter(Boolean);
  };
}

/**
 * The test files pytest never collects, by its config (`[tool.pytest.ini_options]`, pytest.ini, tox.ini's `[pytest]`,
 * setup.cfg's `[tool:pytest]`): the folders `norecursedirs` names (a name matches any folder of it, a path its
 * end) and those `--ignore` leaves out: RegExp sources over the path with a leading `/`.
 */
function pytestSkips(options: Record<string, unknown> | undefined, ini: string): string[] {
  const list = pytestList(options, ini);
  const dirs = list('norecursedirs').map((dir) => dir.replace(/^\.\//, '').replace(/\/$/, ''));
  const addopts = list('addopts');
  const ignored = addopts.flatMap((word, i) =>
    word.startsWith('--ignore=') ? [word.slice('--ignore='.length)] : word === '--ignore' && addopts[i + 1] ? [addopts[i + 1]] : [],
  );
  return [
    ...dirs.filter(Boolean).map((dir) => `/${globSource(dir)}/`),
    ...ignored.map((path) => `^/${globSource(path.replace(/^\.\//, '').replace(/\/$/, ''))}(/|$)`),
  ];
}

/**
 * The paths the project's tox env of its tests hands pytest inside its test folder (isort's `pytest tests/unit/`), where
 * pytest's config names no `testpaths`: a bare pytest collects every test below the folder, integration tests CI runs in a
 * job of their own too. Only the project's own folders and files; none where the env names none or the test folder whole
 * (`pytest tests`, all a bare run collects).
 */
function suitePaths(context: DetectContext, tox: Record<string, string>, config: (key: string) => string[]): string[] {
  if (config('testpaths').length > 0) return [];
  const env = Object.keys(tox).find((name) => name && (PYTHON_ENV.test(name) || context.byName(name).has('test')));
  const narrowing = (path: string) => /^[\w.][\w./-]*$/.test(path) && barePath(path).includes('/') && context.exists(path);
  return env === undefined ? [] : pytestPaths(tox[env]).filter(narrowing);
}

/** Does a command CI or a guide runs run the env or session `run` runs (`uv run --locked tox run -e typing` for `tox -e typing`)? */
function runsEnvOf(said: string, run: string): boolean {
  const [tool, flag, env] = run.split(' ').slice(-3) as [string, string, string];
  const words = said.split(/\s+/);
  const at = words.indexOf(tool);
  return at >= 0 && envNames(words.slice(at + 1), [flag], tool !== 'tox').includes(env);
}

/**
 * The tox envs or nox sessions (`recipes`, run as `<run> <name>`) that run mypy on paths they name (or, `checks`, those
 * whose run type-checks), one per distinct run (the one CI runs, else the first): structlog's tox `typing-mypy` (`mypy src`)
 * and `3.14-mypy` (`mypy tests/typing`) of `3.1{3,4}-{tests,mypy}`; stamina's nox `mypy_api` (`mypy tests/typing`) and
 * `mypy_pkg` (`mypy src tests/typing noxfile.py`).
 */
function mypyRecipes(
  context: DetectContext,
  recipes: Record<string, string>,
  run: 'tox -e' | 'nox -s',
  checks = (name: string) => mypyPaths(recipes[name]).length > 0,
): string[] {
  const byRun = new Map<string, string>();
  for (const name of Object.keys(recipes)) {
    if (name === '' || !checks(name)) continue;
    const said = context.saidCommands().some((command) => runsEnvOf(command, `${run} ${name}`));
    if (!byRun.has(recipes[name]) || said) byRun.set(recipes[name], name);
  }
  return [...byRun.values()];
}

/**
 * Folders of typing examples (structlog's `tests/typing/`): a folder below the tests that a mypy run of the project names
 * (a tox env's, a CI step's) and that holds no test module pytest collects (`modules`: its `python_files`, else
 * `test_*.py` and `*_test.py`). No test run reads their files; the type-check does.
 */
function typingExamples(context: DetectContext, runs: string[], modules: string[], testDirs: string[]): string[] {
  const collected = (name: string) => patternsCover(modules.length > 0 ? modules : ['test_*.py', '*_test.py'], name);
  const holdsTests = (dir: string, depth: number): boolean =>
    context
      .list(dir)
      .some(
        (name) =>
          collected(name) || (depth < 3 && !name.endsWith('.py') && !name.startsWith('.') && holdsTests(`${dir}/${name}`, depth + 1)),
      );
  const named = new Set(runs.flatMap((run) => mypyPaths(run)).map((path) => path.replace(/^\.\/|\/$/g, '')));
  return [...named].filter(
    (path) => testDirs.some((dir) => path.startsWith(`${dir.replace(/\/$/, '')}/`)) && context.exists(path) && !holdsTests(path, 0),
  );
}

/**
 * A requirements.txt makes its folder a package, but in a test folder (`tests/requirements.txt`, python-websockets')
 * it lists the test run's dependencies of the project above, whose tests those are.
 */
function requirementsMarker(folder: string): string[] {
  return /^tests?$/.test(folder) ? [] : ['requirements.txt'];
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  const requirements = names.find((name) => name === 'requirements.txt') ?? names.find((name) => /^requirements.*\.txt$/.test(name));
  const hasPyproject = names.includes('pyproject.toml');
  if (!hasPyproject && !requirements && !names.includes('setup.py') && !names.includes('manage.py')) return;
  profile.ecosystems.push('python');
  const pyproject = hasPyproject ? (context.toml('pyproject.toml') ?? {}) : {};
  const tool = section(pyproject, 'tool') ?? {};
  let runner = '';
  if (usesPixi(names, tool)) {
    runner = 'pixi run ';
    profile.install.python = 'pixi install';
  } else if (uvProject(context, tool) && !poetrySaid(context)) {
    runner = 'uv run ';
    profile.install.python = uvSync(pyproject);
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
  } else if (hasPyproject && runsThroughUv(context)) {
    // no lock names a runner, and the project runs its tools through uv, which syncs its environment first (tenacity's
    // `uv run poe test`, where poe is a dev group's alone)
    runner = 'uv run ';
    profile.install.python = uvSync(pyproject);
  } else if (requirements || names.includes('requirements')) profile.install.python = 'pip install -r {file}';
  else profile.install.python = (hasPyproject && selfInstall(context, pyproject)) || 'pip install -e .';

  const setupCfg = names.includes('setup.cfg') ? (context.text('setup.cfg') ?? '') : '';
  // tox.ini holds other tools' sections too (`[flake8]`, `[pytest]`)
  const toxIni = names.includes('tox.ini') ? (context.text('tox.ini') ?? '') : '';
  const cfg = iniSections(`${setupCfg}\n${toxIni}`);
  const toxFound = toxConfig(context, pyproject);
  const tox = toxFound ?? {};
  const envNamesOf = Object.keys(tox).filter(Boolean);
  if (toxFound) profile.recipes.tox = toxFound;
  // tox kept in the project's own dependencies runs through the project's runner (`uv run tox`)
  const inEnv = declaredTools(pyproject);
  // (or, where its envs need tox-uv's runner, uv's tool runner with the plugin, as CI runs it: `uvx --with tox-uv tox`)
  const toxText = `${toxIni}\n${JSON.stringify(section(tool, 'tox') ?? {})}\n${names.includes('tox.toml') ? (context.text('tox.toml') ?? '') : ''}`;
  const uvxTox = /\brunner["']?\s*[=:]\s*["']?uv-venv/.test(toxText)
    ? context.saidCommands().flatMap((command) => /(?:^|[\s&;|(])(uvx(?: --with[= ][\w.=<>-]+)* tox)\b/.exec(command)?.[1] ?? [])[0]
    : undefined;
  const toxCommand = uvxTox ?? `${runner && inEnv('tox') ? runner : ''}tox`;
  const nox = noxRecipes(context, profile) ?? {};
  // nox as the project runs it: uv's tool runner where its CI or guide says so (`uvx nox -s tests`)
  const noxCommand = context.saidCommands().some((command) => /(^|[\s&;|(])uvx nox\b/.test(command)) ? 'uvx nox' : 'nox';
  const noxSessionNames = Object.keys(nox);

  // poethepoet's tasks, run through the project's runner (`uv run poe test`)
  const poe = poeTasks(section(tool, 'poe'));
  if (Object.keys(poe).length > 0) profile.recipes.poe = poe;
  const poeTest = context.pick(poe, 'test', ['test', 'tests', 'pytest']);

  const pytestExtra = setupExtras(context, 'pytest');
  const pytest =
    pytestExtra ||
    'pytest' in tool ||
    names.includes('pytest.ini') ||
    names.includes('conftest.py') ||
    cfg.has('tool:pytest') ||
    cfg.has('pytest') ||
    // a linter's settings name pytest's style rules (`[tool.ruff.lint.flake8-pytest-style]`), not a runner the project uses
    /\bpytest\b/.test(JSON.stringify({ ...pyproject, tool: { ...tool, ruff: undefined, flake8: undefined, pylint: undefined } }));
  const django = names.includes('manage.py');
  const testsDir = names.includes('tests') || names.includes('test') || names.some((name) => /^test_.*\.py$|_test\.py$/.test(name));
  const pytestIni = names.includes('pytest.ini') ? (context.text('pytest.ini') ?? '') : '';
  const pytestConfig = [section(tool, 'pytest', 'ini_options'), `${pytestIni}\n${toxIni}\n${setupCfg}`] as const;
  const python: LanguageChecks = (profile.languages.python = {});
  const byName = (list: string[], kind: 'test' | 'lint' | 'typecheck') => list.find((name) => context.byName(name).has(kind));
  const testSession = byName(noxSessionNames, 'test');
  // hatch's own `hatch test` runs pytest in its test environment, which the default one may lack
  // the tox env CI runs, where the contributor's environment has no pytest outside tox's (dev requirements of tox
  // alone; a dependency group, which with no runner, or a group uv does not sync by default, only tox's `dependency_groups`
  // installs); an env named by a
  // Python version alone (`py`, `3.14`, `py313`) runs the base's commands, the tests
  // (or where the project's CI and guides run its tests through tox alone, never pytest itself)
  const requirementsOf = requirementFiles(context);
  const toxTest =
    toxFound &&
    (!runner || (runner === 'uv run ' && !uvSyncs(pyproject, 'pytest'))) &&
    context.says('tox', 'anywhere') &&
    (!(declaredTools(pyproject, false)('pytest') || inRequirements(context, requirementsOf, 'pytest') || pytestExtra) ||
      !context.says('pytest', 'anywhere'))
      ? envNamesOf.find((env) => PYTHON_ENV.test(env) || context.byName(env).has('test'))
      : undefined;
  // tox builds the package with its dependencies into that env: no install of the contributor's own to ask
  if (toxTest) {
    // an env named for one Python (`3.15`, `py313`) is asked as `py`, the Python tox itself runs under
    python.test = `${toxCommand} -e ${onOwnPython(toxTest)}`;
    delete profile.install.python;
  } else if (poeTest)
    Object.assign(python, { test: `${runner}poe ${poeTest}`, declared: true, takesPaths: context.takesPaths(poe[poeTest]) });
  // the nox session CI or the guides run, where no runner syncs the project's environment and it lists no pytest of its own
  // (a dependency group alone, which nothing installs but the session), or its guides never run pytest
  else if (
    testSession &&
    !runner &&
    context.says('nox', 'anywhere') &&
    (!(declaredTools(pyproject, false)('pytest') || inRequirements(context, requirementsOf, 'pytest') || pytestExtra) ||
      !context.says('pytest', 'anywhere'))
  )
    python.test = `${noxCommand} -s ${testSession}`;
  else if (pytest || (testsDir && !django)) {
    python.test =
      runner === 'hatch run ' ? 'hatch test' : [`${runner}pytest`, ...suitePaths(context, tox, pytestList(...pytestConfig))].join(' ');
    // (the guides' run of one test file, where a task runner's target that takes none is the test run: `make test`)
    const fileTest = scopedPytest(context, runner);
    if (fileTest) python.fileTest = fileTest;
  } else if (django) python.test = `${runner}python manage.py test`;
  else if (toxFound) python.test = toxCommand;
  else if (testSession) python.test = `${noxCommand} -s ${testSession}`;
  // tox hands what follows `--` to its env's pytest where that takes them for its paths (`pytest {posargs:tests}`, not
  // `pytest tests {posargs}`): `tox -e py -- tests/test_a.py`
  if (!poeTest)
    python.takesPaths =
      python.test !== undefined &&
      (!/^(uvx |uv run )?(tox|nox)\b/.test(python.test) ||
        (toxTest !== undefined && /\bpytest(\s+-\S+)*\s+\{posargs\b/.test(tox[toxTest])) ||
        (python.test.endsWith(` -s ${testSession}`) && /\bpytest(\s+-\S+)*\s+\{posargs\b/.test(nox[testSession!] ?? '')));
  const skips = python.test ? pytestSkips(...pytestConfig) : [];
  if (skips.length > 0) python.skips = skips;
  // the names pytest collects test modules by, where the project sets its own (`python_files = tests_*.py`)
  const modules = python.test ? pytestList(...pytestConfig)('python_files').filter((glob) => glob.endsWith('.py')) : [];
  if (modules.length > 0) python.modules = modules.map((glob) => `^${globSource(glob)}$`);
  const testDirs = pytestList(...pytestConfig)('testpaths');
  const examples = python.test
    ? typingExamples(
        context,
        [...Object.values(tox), ...context.saidCommands()],
        modules,
        testDirs.length > 0 ? testDirs : ['tests', 'test'],
      )
    : [];
  if (examples.length > 0) python.untested = examples.map((dir) => `${dir}/**`);

  // a project that lists its dev tools (dependency groups, requirements files) may lack one it runs only by its hook
  const hooks = hooksOf(context);
  const via = toolRunner(
    hooks,
    (name) => inEnv(name) || inRequirements(context, requirementsOf, name),
    runner,
    section(pyproject, 'dependency-groups') !== undefined || requirementsOf.length > 0,
  );
  const lintEnv = byName(envNamesOf, 'lint');
  const typeEnv = byName(envNamesOf, 'typecheck');
  const lintSession = byName(noxSessionNames, 'lint');
  const typeSession = byName(noxSessionNames, 'typecheck');
  if (lintEnv) python.lint = `${toxCommand} -e ${lintEnv}`;
  else if (lintSession) python.lint = `${noxCommand} -s ${lintSession}`;
  else if ('ruff' in tool || names.includes('ruff.toml') || names.includes('.ruff.toml')) python.lint = via('ruff', 'ruff check .');
  else if (names.includes('.flake8') || cfg.has('flake8')) python.lint = via('flake8', 'flake8');
  const mypy = section(tool, 'mypy');
  const mypyIni = ['mypy.ini', '.mypy.ini'].find((name) => names.includes(name));
  const pyright = section(tool, 'pyright') ?? (names.includes('pyrightconfig.json') ? context.json('pyrightconfig.json') : undefined);
  const pytestOptions = [
    JSON.stringify(section(tool, 'pytest') ?? {}),
    ...['pytest', 'tool:pytest'].map((name) => iniKeys(`${pytestIni}\n${toxIni}\n${setupCfg}`, name).get('addopts') ?? ''),
  ].join('\n');
  const mypyWithin = mypyWithinTests(context, [...Object.values(tox), ...Object.values(nox), ...Object.values(poe)], pytestOptions);
  // mypy the project's environment lacks, run only as a hook of the pre-commit run its lint session or env makes (nox's
  // `lint`: `prek run --all-files`), is checked by that run, as CI runs it
  const lintRun = lintSession ? `${noxCommand} -s ${lintSession}` : lintEnv ? `${toxCommand} -e ${lintEnv}` : undefined;
  const mypyInLint =
    lintRun !== undefined &&
    !typeSession &&
    !typeEnv &&
    /\b(pre-commit|prek) run\b/.test((lintSession ? nox[lintSession] : tox[lintEnv!]) ?? '') &&
    !inEnv('mypy') &&
    !inRequirements(context, requirementsOf, 'mypy') &&
    hooks.includes('mypy');
  const mypyConfigured = mypy || mypyIni || cfg.has('mypy');
  if (mypyConfigured && mypyInLint) profile.checks.pytypecheck = lintRun;
  else if (mypyConfigured && !mypyWithin) {
    // bare `mypy` fails with no target unless the config names its `files`
    const ini = iniKeys(`${mypyIni ? (context.text(mypyIni) ?? '') : ''}\n${setupCfg}`, 'mypy');
    // its `packages` (`["pkg", "tests", "docs.examples"]`) are folders it checks too
    const packages = (strings(mypy?.packages) ?? ini.get('packages')?.split(','))?.map((name) => name.trim().replaceAll('.', '/'));
    const files =
      strings(mypy?.files) ?? (typeof mypy?.files === 'string' ? mypy.files.split(',') : ini.get('files')?.split(',')) ?? packages;
    // a config naming no files, where tox envs run mypy on the paths they name: those envs are the type-check, of those paths;
    // so are nox sessions, where more than one does (stamina's `mypy_api` and `mypy_pkg`): each file is its covering one's
    const mypyEnvs = files ? [] : mypyRecipes(context, tox, 'tox -e');
    const mypySessions = files ? [] : mypyRecipes(context, nox, 'nox -s');
    // the type-check env or session CI runs (hist's `nox -s mypy`), which installs mypy itself, whatever the config names
    const saidRun = [typeEnv && `${toxCommand} -e ${typeEnv}`, typeSession && `${noxCommand} -s ${typeSession}`].find(
      (run) => run && context.saidCommands().some((said) => runsEnvOf(said, run)),
    );
    // (mypy the project installs itself, on the files its config names, is run so: `uv run mypy`)
    if (mypySessions.length > 1) {
      profile.checks.pytypecheck = mypySessions.map((session) => `${noxCommand} -s ${session}`).join(' && ');
      profile.typecheckFiles = mypySessions.flatMap((session) => mypyPaths(nox[session]));
    } else if (saidRun && !(files && inEnv('mypy'))) profile.checks.pytypecheck = saidRun;
    else if (mypyEnvs.length > 0) {
      profile.checks.pytypecheck = mypyEnvs.map((env) => `${toxCommand} -e ${onOwnPython(env)}`).join(' && ');
      profile.typecheckFiles = mypyEnvs.flatMap((env) => mypyPaths(tox[env]));
    } else if (!files && (typeEnv || typeSession))
      // no files named: the env or session the project declares says what mypy checks, not a guessed `mypy .`
      profile.checks.pytypecheck = typeEnv ? `${toxCommand} -e ${typeEnv}` : `${noxCommand} -s ${typeSession}`;
    else {
      // else the run its CI or guides make, with its flags (`mypy --strict hc`), of the paths it names; else the
      // project's own package (`mypy fastapi`), not `mypy .` over its tests and scripts
      const said = files ? undefined : saidMypy(context, runner);
      const pkg = files || said ? undefined : ownPackage(context, pyproject);
      profile.checks.pytypecheck = said?.command ?? via('mypy', files ? 'mypy' : `mypy ${pkg ?? '.'}`);
      if (said || pkg) profile.typecheckFiles = said?.paths ?? [pkg!];
    }
    if (files) profile.typecheckFiles = files.map((file) => file.trim()).filter(Boolean);
    // pyright configured beside mypy: the env or session that runs both, else both; where CI runs an env or session
    // of mypy alone, that is the type-check (jinja's `tox run -e typing`)
    const saidBody = saidRun && (saidRun.endsWith(` -e ${typeEnv}`) ? tox[typeEnv!] : nox[typeSession!]);
    if (pyright && !(saidRun && !/\bpyright\b/.test(saidBody ?? '')) && !/\bpyright\b/.test(profile.checks.pytypecheck)) {
      const both = (body: string | undefined) => /\bmypy\b/.test(body ?? '') && /\bpyright\b/.test(body ?? '');
      if (typeEnv && both(tox[typeEnv])) profile.checks.pytypecheck = `${toxCommand} -e ${typeEnv}`;
      else if (typeSession && both(nox[typeSession])) profile.checks.pytypecheck = `${noxCommand} -s ${typeSession}`;
      else profile.checks.pytypecheck = `${profile.checks.pytypecheck} && ${via('pyright', 'pyright')}`;
    }
  } else if (pyright || 'basedpyright' in tool) {
    profile.checks.pytypecheck = `${runner}${pyright ? 'pyright' : 'basedpyright'}`;
    const include = strings(pyright?.include);
    if (include && include.length > 0) profile.typecheckFiles = include;
  } else if (typeEnv) profile.checks.pytypecheck = `${toxCommand} -e ${typeEnv}`;
  else if (typeSession) profile.checks.pytypecheck = `${noxCommand} -s ${typeSession}`;
  else if ('ty' in tool || inEnv('ty')) {
    // the run the project makes of the paths it names (sqlmodel's hook: `uv run ty check sqlmodel tests/test_select_typing.py`), not the whole tree
    const scoped = scopedTy(context, runner);
    profile.checks.pytypecheck = scoped?.command ?? via('ty', 'ty check');
    if (scoped) profile.typecheckFiles = scoped.paths;
  }
  // tox envs that type-check the project's stubs by name (attrs's `3.1x-mypy`: `mypy src/attr/__init__.pyi`): a stub is read
  // by every checker its envs run over code importing it (`typing-pyright` over `typing_tests`), so each of them is the type-check
  // (those naming stubs first), and by no test run but theirs (attrs's `pytest -k test_mypy`, `pytest tests/test_pyright.py`)
  const namesStubs = (env: string) => mypyPaths(tox[env]).some((path) => path.endsWith('.pyi'));
  const checkerEnvs = mypyRecipes(context, tox, 'tox -e', (name) => context.kinds(tox[name], name).has('typecheck'));
  if (checkerEnvs.some(namesStubs)) {
    const envs = [...checkerEnvs.filter(namesStubs), ...checkerEnvs.filter((env) => !namesStubs(env))];
    profile.checks.pytypecheck = envs.map((env) => `${toxCommand} -e ${onOwnPython(env)}`).join(' && ');
    const named = envs.flatMap((env) => mypyPaths(tox[env]));
    if (profile.typecheckFiles) profile.typecheckFiles = [...new Set([...profile.typecheckFiles, ...named])];
    python.untested = [...(python.untested ?? []), '**/*.pyi'];
  }

  // the poe tasks the project lints and type-checks through (commitizen's `lint`: ruff, then mypy): the task named for the
  // type-check, else one that type-checks and runs no tests (an aggregate `check` of lint, types and tests is none); the
  // lint task, where it is another
  const typing = Object.keys(poe).filter((name) => context.kinds(poe[name], name).has('typecheck'));
  const poeTypes =
    typing.find((name) => /^(typecheck|type-check|types|typing|mypy|pyright)$/.test(name)) ??
    typing.find((name) => !context.kinds(poe[name], name).has('test'));
  const poeLint = context.pick(poe, 'lint', ['lint', 'check', 'style']);
  if (poeTypes) profile.checks.pytypecheck = `${runner}poe ${poeTypes}`;
  if (poeLint && poeLint !== poeTypes) python.lint = `${runner}poe ${poeLint}`;

  detectHatch(context, tool, profile);

  if (names.includes('alembic.ini')) {
    profile.checks.migrate ??= `${runner}alembic upgrade head`;
    profile.checks.makemigrations ??= `${runner}alembic revision --autogenerate`;
  }
  if (django) {
    profile.checks.migrate = `${runner}python manage.py migrate`;
    profile.checks.makemigrations = `${runner}python manage.py makemigrations`;
  } else {
    // a reusable app with no manage.py: its migrations are written as its tests run, with their settings
    const settings = djangoTestSettings([...Object.values(tox), ...context.saidCommands()]);
    const app = names.find((name) => context.exists(`${name}/migrations/__init__.py`) && context.exists(`${name}/models.py`));
    if (settings && app) profile.checks.makemigrations = `${runner}python -m django makemigrations ${app} --settings=${settings}`;
  }
  // a Rust extension built by maturin: a Rust change is tested by rebuilding it and running the Python tests
  const backend = String(section(pyproject, 'build-system')?.['build-backend'] ?? '');
  if ((backend.startsWith('maturin') || 'maturin' in tool) && python.test) {
    const develop = runner === 'uv run ' || runner === 'pixi run ' ? `${runner}maturin develop` : 'maturin develop';
    profile.languages.rust = { build: develop, test: python.test, takesPaths: python.takesPaths, via: 'python' };
  }
  // a C extension setuptools compiles: a C change is tested by the Python tests, once the extension is rebuilt
  if (buildsExtensions(context, tool) && python.test)
    profile.languages.cmake ??= { test: python.test, takesPaths: python.takesPaths, via: 'python', rebuilt: true };
}

/** Does setuptools compile extension modules of this package (setup.py's `ext_modules`, pyproject's `[tool.setuptools] ext-modules`)? */
function buildsExtensions(context: DetectContext, tool: Record<string, unknown>): boolean {
  if (section(tool, 'setuptools')?.['ext-modules'] !== undefined) return true;
  return context.names.includes('setup.py') && /\bext_modules\s*=/.test(context.text('setup.py') ?? '');
}

/**
 * Does this command rebuild the package's extensions where its tests import them: an install of the package itself
 * (`pip install -e .`, `uv pip install .[dev]`), or setuptools' own (`python setup.py build_ext --inplace`, `develop`)?
 */
function rebuildsExtensions(program: string, args: string[]): boolean {
  const pip = program === 'uv' && args[0] === 'pip' ? args.slice(1) : ['pip', 'pip3'].includes(program) ? args : undefined;
  if (pip) return pip[0] === 'install' && pip.some((word) => /^\.(\[[\w,-]+\])?$/.test(word));
  const at = [program, ...args].findIndex((word) => word === 'setup.py' || word.endsWith('/setup.py'));
  const [command, ...rest] = at < 0 ? [] : [program, ...args].slice(at + 1);
  return command === 'develop' || command === 'install' || (command === 'build_ext' && rest.some((word) => /^(-i|--inplace)$/.test(word)));
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
function detectHatch(context: DetectContext, tool: Record<string, unknown>, profile: DirectoryProfile): void {
  const fromFile = context.names.includes('hatch.toml') ? context.toml('hatch.toml') : undefined;
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
  const test = context.pick(entries, 'test', ['test', 'tests', 'test:test', 'tests:run', 'test:run']);
  if (test) Object.assign(python, { test: run(test), declared: true, takesPaths: context.takesPaths(entries[test]) });
  python.lint = run(context.pick(entries, 'lint', ['lint', 'lint:style', 'style', 'lint:check', 'check'])) ?? python.lint;
  profile.checks.pytypecheck = run(context.pick(entries, 'typecheck', TYPECHECK_SCRIPTS)) ?? profile.checks.pytypecheck;
}

/**
 * The settings module a Django test run without manage.py names (`python -m django test --settings=tests.settings`, as
 * a reusable app's tox env or CI runs it).
 */
function djangoTestSettings(commands: string[]): string | undefined {
  for (const command of commands) {
    const words = command.split(/\s+/);
    const at = words.findIndex((word, i) => (word === 'django' || word === 'django-admin') && words[i + 1] === 'test');
    if (at < 0) continue;
    const flag = words.slice(at + 2).findIndex((word) => word === '--settings' || word.startsWith('--settings='));
    if (flag < 0) continue;
    const word = words[at + 2 + flag];
    const settings = word === '--settings' ? words[at + 3 + flag] : word.slice('--settings='.length);
    if (settings && /^[\w.]+$/.test(settings)) return settings;
  }
  return undefined;
}

/** Django's commands (`python manage.py test`, `./manage.py makemigrations`, `python -m django test`, `django-admin test`): the words after it. */
function manageArgs(program: string, args: string[]): string[] | undefined {
  if (program === 'manage.py' || program === 'django' || program === 'django-admin') return args;
  return /^python[\d.]*$/.test(program) && /(^|\/)manage\.py$/.test(args[0] ?? '') ? args.slice(1) : undefined;
}

/** `python runtests.py`: the project's script, as its wrapper runs (`./runtests.py`). */
function scriptRun(program: string, args: string[]): string[] | undefined {
  return /^python[\d.]*$/.test(program) && /^[\w.-]+\.py$/.test(args[0] ?? '') && args[0] !== 'manage.py' && args[0] !== 'setup.py'
    ? [`./${args[0]}`, ...args.slice(1)]
    : undefined;
}

/** What a run of Python's runners does: Django's, tox envs by name, a hatch env's script by its body. */
function kinds(program: string, args: string[], judge: Judge): Iterable<Kind> {
  // a formatter's check (`black --check .`, `ruff format --check`) is a lint CI gates on
  if (
    ['black', 'isort', 'ruff'].includes(program) &&
    (program !== 'ruff' || args[0] === 'format') &&
    args.some((word) => /^--(check|check-only|diff)$/.test(word))
  )
    return ['lint'];
  const script = scriptRun(program, args);
  if (script) return judge.command(script);
  const manage = manageArgs(program, args);
  if (manage) {
    const [sub] = positionals(manage);
    if (sub === 'test') return ['test'];
    return sub === 'makemigrations' ? ['migrate', 'makemigrations'] : sub === 'migrate' ? ['migrate'] : [];
  }
  // a poe task runs its commands (`poe lint`: ruff, then mypy)
  if (program === 'poe') {
    const [task] = positionals(args);
    const body = task === undefined ? undefined : judge.recipe('poe', task);
    return task === undefined ? [] : judge.withName(body === undefined ? new Set() : judge.line(body), task);
  }
  if (program === 'tox') {
    // a listing runs nothing (`tox -l`)
    if (args.some((arg) => /^(-l|--list(-envs)?|-a|--listenvs(-all)?)$/.test(arg))) return [];
    // tox's `-f typing` runs the envs that carry the factor (`typing-mypy`, `typing-pyright`); a factor none carries
    // says what its envs do (`-f lint`)
    const filtered = factorFilters(args).flatMap((filter) => {
      const reached = filteredEnvs(judge.recipes(program), filter);
      return reached.length > 0 ? reached : [filter];
    });
    const envs = [...envNames(args, ['-e']), ...new Set(filtered)];
    const does = (env: string) => {
      const declared = judge.recipe(program, env);
      const kinds = judge.withName(declared ? judge.line(declared) : new Set(), env);
      return kinds.size > 0 ? [...kinds] : ['test' as const];
    };
    // a bare `tox` runs its env_list
    const base = judge.recipe(program, '');
    if (envs.length === 0) return new Set(['test' as const, ...(base ? judge.line(base) : [])]);
    return envs.flatMap(does);
  }
  const [sub, target] = positionals(args);
  if (program === 'hatch' && sub === 'run' && target) {
    // a script of the env (`hatch run lint:style`) runs its body; else the env runs a program
    const body = judge.recipe('hatch', target.replace(/^default:/, ''));
    const fromBody = body === undefined ? new Set<Kind>() : judge.line(body);
    // `hatch run types:check`: the environment's name says as much as the script's
    const asProgram = fromBody.size > 0 ? fromBody : judge.command([target.replace(/^[^:]+:/, ''), ...positionals(args).slice(2)]);
    return judge.withName(asProgram, target);
  }
  return [];
}

/** A script's imports as paths: `from .models import x` beside it, `from app.models import x` from the project root (extension left off). */
function imports(file: string, text: string): string[] {
  const dir = folderOf(file);
  return [...text.slice(0, 64 * 1024).matchAll(/^(?:from\s+(\.*[\w.]*)\s+import|import\s+([\w.]+))/gm)].flatMap((m) => {
    const name = m[1] ?? m[2];
    const dots = /^\.*/.exec(name)![0].length;
    const path = name.slice(dots).replaceAll('.', '/');
    if (dots === 0) return path ? [path] : [];
    return [joinDir(dir, `${'../'.repeat(dots - 1)}${path}`)];
  });
}

/** Tools whose `[tool.<name>]` settings in pyproject.toml change no dependency, build or test run: linters, formatters, release notes. */
const SETTINGS_ONLY = [
  'ruff',
  'black',
  'isort',
  'flake8',
  'pylint',
  'codespell',
  'coverage',
  'towncrier',
  'commitizen',
  'bumpversion',
  'pydocstyle',
  'docformatter',
  'yapf',
  'autopep8',
  'interrogate',
];

/** A pyproject.toml without those tools' settings, and without pytest's too, to compare; undefined when it does not parse. */
function withoutSettings(text: string): { settings: string; tests: string } | undefined {
  try {
    const manifest = parseToml(text);
    const tool = { ...section(manifest, 'tool') };
    for (const name of SETTINGS_ONLY) delete tool[name];
    const settings = JSON.stringify({ ...manifest, tool });
    delete tool.pytest;
    return { settings, tests: JSON.stringify({ ...manifest, tool }) };
  } catch {
    return undefined;
  }
}

const CHECKER_REQUIREMENT =
  /(?<![\w.-])(mypy|pyright|basedpyright|types-[\w.-]+|[\w.-]+-stubs)(?![\w.-])(\[[^\]]*\])?(\s*(==|>=|<=|~=|!=|<|>)\s*[\w.*+!-]+(\s*,\s*(==|>=|<=|~=|!=|<|>)\s*[\w.*+!-]+)*|\s*=\s*("[^"]*"|\{[^}]*\}))?/gi;

/** Does a pyproject.toml change touch its dependencies (true), only its tools' settings (false), or pytest's too ('tests')? */
function dependencyChange(file: string, before: string, after: string): boolean | 'tests' {
  if (!file.endsWith('pyproject.toml')) return true;
  const [was, is] = [withoutSettings(before), withoutSettings(after)];
  if (was === undefined || is === undefined) return true;
  return was.settings === is.settings ? false : was.tests === is.tests ? 'tests' : true;
}

export const python: EcosystemModule = {
  name: 'python',
  // only pyproject.toml holds tools' settings beside the dependencies; an unreadable side counts as a dependency change
  dependencyChange,
  // a checker or a stubs package, as a requirement (`"mypy>=1.10",`, `mypy==1.10`) or a Poetry key (`mypy = "^1.10"`)
  checkerPackages: (file, text) => (file.endsWith('.lock') ? [] : [...text.matchAll(CHECKER_REQUIREMENT)].map((m) => m[0].trim())),
  imports,
  tasks: { tool: 'hatch', run: (name) => `hatch run ${name}` },
  typed: /(^|\/)[^/]+\.pyi?$/,
  typeCheck: 'pytypecheck',
  // a file outside the files mypy's or pyright's config names is not theirs to check
  typeChecks,
  typecheckPart,
  migrations: {
    files: /(^|\/)alembic\//,
    // Django's models, whose change is written into a migration by `makemigrations` (Alembic's `revision --autogenerate`)
    models: /(^|\/)models(\.py|\/[^/]+\.py)$/,
    written: /(^|\/)(migrations\/\d{4}_[^/]+|(alembic|migrations)\/versions\/[^/]+)\.py$/,
  },
  generatedFiles: /_pb2(_grpc)?\.pyi?$/,
  failures: {
    missingModule: [/ModuleNotFoundError: No module named '([^']+)'/, /ImportError: cannot import name '([^']+)'/],
    describe(output) {
      if (!/Traceback \(most recent call last\)/.test(output)) return undefined;
      const lines = output.split('\n').map((line) => line.trim());
      const last = [...lines].reverse().find((line) => /^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt|Warning)\b/.test(line));
      return last ? last.replace(/`/g, "'").slice(0, 80) : 'Python traceback';
    },
  },
  extensions: ['py', 'pyi'],
  // Django's and Jinja's templates, which its views render and its tests render with them
  packageFiles: /(^|\/)templates\/.+\.(html|txt|jinja2?|j2)$/,
  manifests: /^(pyproject\.toml|uv\.lock|poetry\.lock|Pipfile|Pipfile\.lock|pdm\.lock|requirements.*\.txt|setup\.py|setup\.cfg)$/,
  // a `requirements/` folder's files, whatever their names (`requirements/test-ci.txt`, `requirements/docs/base.txt`)
  manifestPaths: /(^|\/)requirements\/(.+\/)?[^/]+\.txt$/,
  markers: /^(pyproject\.toml|setup\.py)$/,
  folderMarkers: requirementsMarker,
  buildFolders: [
    { folder: '.venv' },
    { folder: 'venv', beside: /^(pyproject\.toml|setup\.py|requirements.*\.txt)$/ },
    { folder: '__pycache__' },
    { folder: '.tox' },
    { folder: '.nox' },
    { folder: '.mypy_cache' },
    { folder: '.pytest_cache' },
    { folder: '.ruff_cache' },
    { folder: '*.egg-info' },
  ],
  testFiles: TEST_FILE,
  detect,
  refine,
  // tox's env and nox's session take the test files after `--`; a pytest run of the suite's paths runs them in their place
  changedTests: (command, files, paths) => {
    if (!paths) return undefined;
    if (/(^|\s)(tox -e|nox -s) [\w.-]+$/.test(command)) return `${command} -- ${files.join(' ')}`;
    const suite = SUITE_RUN.exec(command);
    return suite ? `${suite[1]} ${files.join(' ')}` : undefined;
  },
  installFor(command, changed, files) {
    let found = command;
    if (found.includes('{file}')) {
      // a requirements file beside the manifests, or one of the `requirements/` folder, from that folder on
      const requirements =
        changed.find((base) => /^requirements.*\.txt$/.test(base)) ??
        files.map((file) => /(?:^|\/)(requirements\/.+\.txt)$/.exec(file)?.[1]).find(Boolean);
      found = requirements ? found.replace('{file}', requirements) : found.replace(/pip install -r \{file\}/, 'pip install -e .');
    }
    // only the lock changed: the lock is current, install from it
    if (found.includes('poetry lock && ') && !changed.includes('pyproject.toml')) found = found.replace('poetry lock && ', '');
    return found;
  },
  // a script that hands its arguments to pytest (`./runtests.py`, Django REST framework's) is a pytest run
  // a script that runs pytest (`pytest.main(...)`), or Django's `test` command (`execute_from_command_line([..., "test"])`)
  script: (text, args) =>
    /^\s*(?:sys\.exit\()?pytest\.main\(/m.test(text)
      ? `pytest ${args}`.trim()
      : /\bexecute_from_command_line\(/.test(text) && /["']test["']/.test(text)
        ? `django-admin test ${args}`.trim()
        : undefined,
  evidence: {
    scope,
    launchers: ['python', 'python3', 'manage.py', 'django', 'django-admin', 'tox', 'hatch', 'uv', 'poetry', 'pdm', 'pip', 'poe'],
    programs: {
      test: ['pytest', 'py.test', 'unittest', 'nose2', 'trial', 'ward'],
      lint: ['flake8', 'pylint', 'pyflakes', 'pycodestyle'],
      typecheck: ['mypy', 'pyright', 'basedpyright', 'pyre', 'pytype', 'dmypy'],
      build: ['maturin'],
    },
    subcommands: {
      ruff: { lint: ['check'] },
      // Astral's type checker, and Meta's
      ty: { typecheck: ['check'] },
      pyrefly: { typecheck: ['check'] },
      hatch: { test: ['test'], lint: ['fmt'] },
      maturin: { build: ['develop', 'build'] },
      alembic: { migrate: ['upgrade', 'downgrade', 'check', 'revision'], makemigrations: ['revision'] },
    },
    names: { typecheck: 'mypy|pyright', lint: 'ruff|flake8|pylint', test: 'pytest|py\\d+|py3\\d*' },
    kinds,
    // `uv run` locks and syncs the environment before it runs anything; `hatch run` syncs the env it runs in
    launched: (program, args) =>
      (program === 'uv' && args[0] === 'run' && !args.includes('--no-sync') && !args.includes('--frozen')) ||
      (program === 'hatch' && args[0] === 'run')
        ? ['install:python']
        : [],
    pathTaking: ['pytest', 'py.test', 'mypy', 'pyright', 'ruff', 'flake8', 'pylint'],
    rebuilds: rebuildsExtensions,
    installs: (program, args) => {
      const [sub, second] = args;
      if (program === 'uv')
        return ['sync', 'add', 'remove', 'lock'].includes(sub ?? '') || (sub === 'pip' && ['install', 'sync'].includes(second ?? ''));
      if (['pip', 'pip3', 'pipenv'].includes(program)) return ['install', 'uninstall', 'sync'].includes(sub ?? '');
      if (program === 'poetry' || program === 'pdm') return ['install', 'add', 'remove', 'sync', 'lock', 'update'].includes(sub ?? '');
      // tox builds the package into its env with the dependencies it declares now
      return program === 'tox';
    },
    writers: {
      black: (a) => (!a.includes('--check') && !a.includes('--diff') ? writtenPaths(a) : undefined),
      isort: (a) => (!a.includes('--check') && !a.includes('--check-only') && !a.includes('--diff') ? writtenPaths(a) : undefined),
      autopep8: (a) => (a.includes('-i') || a.includes('--in-place') ? writtenPaths(a) : undefined),
      ruff: (a) =>
        (a[0] === 'format' && !a.includes('--check') && !a.includes('--diff')) || a.includes('--fix') ? writtenPaths(a, 1) : undefined,
    },
  },
};
