import { joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { positionals, writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, LanguageChecks, ScopeTerms } from './_module.js';

// Elixir with mix: `mix test` (an alias that creates and migrates the test database counts as the
// migration too), `mix deps.get` after mix.exs or mix.lock changes, Ecto migrations through the
// project's alias, `mix format --check-formatted` and credo riding along as the lint, dialyzer where CI runs it,
// and a NIF's C sources elixir_make compiles tested by `mix test`.

/** The aliases of mix.exs, each as shell commands: `test: ["ecto.create --quiet", "ecto.migrate", "test"]`. */
function mixAliases(text: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  // `defp aliases do [...]`, or the list given in `project` itself (`aliases: [test_ci: ["test"]]`)
  const start = Math.max(text.search(/defp?\s+aliases\b/), text.search(/\baliases:\s*\[/));
  // the entries start inside the list (never `aliases:` nor `do:` itself)
  const open = start < 0 ? -1 : text.indexOf('[', start);
  if (open < 0) return aliases;
  const block = text.slice(open + 1, open + 20_000);
  for (const entry of block.matchAll(/(?:^|[\s[,])"?([a-z][\w.]*)"?:\s*(\[[^\]]{0,2000}\]|"[^"\n]{0,500}"|&[\w.]+\/\d)/g)) {
    const tasks = [...entry[2].matchAll(/"([^"\n]{1,500})"/g)].map((m) => m[1]);
    // a function (`test_mochiweb: &test_with_parser/1`) says what it runs by its name alone
    aliases[entry[1]] = tasks.map((task) => (task.startsWith('cmd ') ? task.slice(4) : `mix ${task}`)).join(' && ');
  }
  return aliases;
}

/**
 * Does the project have dependencies to fetch: a lock, or a `deps:` in its project that is no empty list? A project without
 * (nimble_parsec's mix.exs, no `deps` at all) has nothing for `mix deps.get` to get.
 */
const hasDeps = (text: string, names: string[]) => names.includes('mix.lock') || /\bdeps:\s*(?!\[\s*\])\S/.test(text);

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('mix.exs')) return;
  const text = context.text('mix.exs') ?? '';
  profile.ecosystems.push('elixir');
  if (hasDeps(text, names)) profile.install.elixir = 'mix deps.get';
  if (/\bapps_path:/.test(text)) profile.workspace = { ...profile.workspace, mix: true };
  const aliases = mixAliases(text);
  profile.recipes.mix = aliases;
  // a project with none of its test folders has nothing `mix test` can run (jason's `bench/`: mix wants a test_helper.exs
  // there); an umbrella's run runs its apps'
  const paths = testPaths(text);
  const tested = !paths || profile.workspace?.mix || paths.some((path) => context.exists(path));
  const elixir: LanguageChecks = (profile.languages.elixir = tested ? { test: 'mix test', takesPaths: true } : { untested: ['**'] });
  // the alias CI or the guides run that tests first and more after (db_connection's `test.all`: `test`, then each pool's)
  const said = context.saidCommands();
  const wider = Object.keys(aliases).find(
    (name) =>
      name !== 'test' &&
      aliases[name].startsWith('mix test &&') &&
      said.some((command) => command.split(/\s+/).join(' ') === `mix ${name}`),
  );
  if (wider && tested) Object.assign(elixir, { test: `mix ${wider}`, takesPaths: false });
  const lintAlias = ['lint', 'check.lint', 'format.check', 'quality'].find((name) => name in aliases);
  const credo = /:credo\b/.test(text);
  const format = names.includes('.formatter.exs');
  // credo as CI runs it: `--strict` fails on the low-priority issues a plain run leaves out
  const credoRun = said.some((command) => STRICT_CREDO.test(command)) ? 'mix credo --strict' : 'mix credo';
  if (lintAlias) elixir.lint = `mix ${lintAlias}`;
  else if (format || credo)
    elixir.lint = [format ? 'mix format --check-formatted' : '', credo ? credoRun : ''].filter(Boolean).join(' && ');
  if (/:dialyxir\b/.test(text) && said.some((command) => runsDialyzer(command, aliases))) elixir.typecheck = 'mix dialyzer';
  if (/:ecto_sql\b|:ecto\b/.test(text)) profile.checks.migrate = 'mix ecto.migrate';
  // a compile that fails on warnings, where CI runs one (`mix compile --warnings-as-errors`): `mix test` shows them and
  // passes, so it rides along with the lint (whether it should block is each project's call)
  if (context.saidCommands().some((command) => STRICT_COMPILE.test(command)))
    elixir.lint = [elixir.lint, 'mix compile --warnings-as-errors'].filter(Boolean).join(' && ');
  const suites = outsideSuites(text, aliases);
  if (suites.length > 0) elixir.suites = suites;
  // a NIF's C sources elixir_make builds through make as mix compiles, which `mix test` does first: its tests test them
  if (buildsWithMake(text) && elixir.test) profile.languages.cmake ??= { test: elixir.test, via: 'elixir' };
}

/** Does mix compile the project through elixir_make (`compilers: [:elixir_make] ++ Mix.compilers()`), which runs its Makefile? */
const buildsWithMake = (text: string) => /\bcompilers:\s*\[[^\]]{0,500}:elixir_make\b/.test(text);

/**
 * ExUnit cases in a folder `mix test` never runs (not in `test_paths`, `["test"]` by default) are the
 * suite of the alias that tests that folder (`"test.integration": "cmd mix test integration_test"`).
 */
function outsideSuites(text: string, aliases: Record<string, string>) {
  const paths = testPaths(text) ?? ['test'];
  return Object.entries(aliases).flatMap(([name, body]) => {
    const folder = /\bmix test\s+([\w.-]+)\/?(?:\s|$)/.exec(body)?.[1];
    if (name === 'test' || !folder || folder.endsWith('.exs') || paths.includes(folder)) return [];
    return [{ include: [`${folder}/**`], test: `mix ${name}`, runner: name }];
  });
}

/** The folders `mix test` runs: mix.exs's `test_paths` (`["test"]` by default); undefined: computed (`test_paths(Mix.env())`). */
function testPaths(text: string): string[] | undefined {
  if (/\btest_paths:\s*[^\s[]/.test(text)) return undefined;
  const listed = /\btest_paths:\s*\[([^\]]{0,500})\]/.exec(text)?.[1];
  return listed ? [...listed.matchAll(/"([^"\n]+)"/g)].map((m) => m[1].replace(/\/$/, '')) : ['test'];
}

const STRICT_COMPILE = /(^|&& )mix compile\b[^&|;]*--warnings-as-errors/;
const STRICT_CREDO = /(^|&& )mix credo\b[^&|;]*--strict\b/;
const DIALYZER = /(^|[\s;&|])mix dialyzer(?=\s|$)/;

/** Does a command CI or a guide runs run dialyzer: `mix dialyzer`, or an alias whose tasks do (oban's `mix test.ci`)? */
function runsDialyzer(command: string, aliases: Record<string, string>): boolean {
  const [program, task, ...rest] = command.trim().split(/\s+/);
  const alias = program === 'mix' && rest.length === 0 && task !== undefined ? ownEntry(aliases, task) : undefined;
  return DIALYZER.test(command) || (alias !== undefined && DIALYZER.test(alias));
}

/**
 * How far a mix run reaches: `mix test test/a_test.exs:12` the test files (or folders) it names, and no other; a task
 * without paths the Mix project of the folder it runs in, not one nested below it with a mix.exs of its own (phoenix's
 * `installer/`), except an umbrella's, whose run runs each app's.
 */
function scope(program: string, args: string[], dir: string, terms: ScopeTerms): { reach: string[] | undefined } | undefined {
  if (program !== 'mix') return undefined;
  const [sub, ...rest] = positionals(args);
  // an option's value (`--seed 0`, `--only slow`) is no path
  const paths = rest.filter((word) => /\.exs(:\d+)*$|\//.test(word));
  if (sub === 'test' && paths.length > 0) return { reach: paths.map((path) => terms.given(joinDir(dir, path.replace(/(:\d+)+$/, '')))) };
  const project = terms.profile(dir);
  if (paths.length > 0 || !project?.ecosystems.includes('elixir') || project.workspace?.mix) return undefined;
  return { reach: [terms.packageOnly(dir)] };
}

export const elixir: EcosystemModule = {
  name: 'elixir',
  tasks: { tool: 'mix', run: (name) => `mix ${name}` },
  extensions: ['ex', 'exs', 'heex', 'eex', 'leex'],
  // mix compiles a project's Erlang too (`src/*.erl`, yecc and leex grammars): `mix test` tests it
  adopts: 'erlang',
  // the formatter and credo read Elixir alone, never the Erlang mix adopts (a strict compile does compile it)
  refine: (file, checks) =>
    /\.(erl|hrl|yrl|xrl)$/.test(file) && checks.lint && !checks.lint.includes('mix compile')
      ? { dir: checks.dir, test: checks.test, lint: undefined }
      : undefined,
  manifests: /^(mix\.exs|mix\.lock)$/,
  markers: /^mix\.exs$/,
  buildFolders: [{ folder: '_build', beside: /^mix\.exs$/ }, { folder: 'deps', beside: /^mix\.exs$/ }, { folder: '.elixir_ls' }],
  testFiles: /_test\.exs$/,
  // the assets Plug.Static serves (scripts, styles, images): mix compiles, tests and formats none of them; the rest
  // of `priv/` (migrations, templates, seeds) the app reads as it runs
  servedFiles: /^priv\/static\//,
  // dialyzer reads the project's compiled modules, never its scripts (tests, config, mix.exs)
  typeChecks: (_owner, file) => (file.endsWith('.exs') ? false : undefined),
  detect,
  evidence: {
    launchers: ['mix'],
    // `mix test` runs the `test` alias when mix.exs has one: what its tasks do; an alias of the test
    // namespace that a function defines (`"test.adapters": &test_adapters/1`) runs the tests
    kinds: (program, args, judge) => {
      const alias = program === 'mix' ? positionals(args)[0] : undefined;
      const body = alias === undefined ? undefined : judge.recipe('mix', alias);
      // ex_check's `mix check` runs the compiler, the formatter, the tests and credo (dialyzer where it is set up)
      if (body === undefined && alias === 'check') return ['test', 'lint', 'build'];
      // an alias of the test namespace, or one a function defines by its name (`test_mochiweb`), runs the tests
      if (alias?.startsWith('test.') && !body) return ['test'];
      if (body === undefined) return [];
      return judge.withName(judge.line(body), alias!);
    },
    scope,
    subcommands: {
      mix: {
        // excoveralls runs the tests with coverage (`mix coveralls.github`, as CI runs it)
        test: ['test', 'coveralls', 'coveralls.github', 'coveralls.html', 'coveralls.json', 'coveralls.lcov', 'coveralls.detail'],
        lint: ['credo', 'format'],
        typecheck: ['dialyzer'],
        build: ['compile', 'test'],
        migrate: ['ecto.migrate', 'ecto.setup', 'ecto.reset'],
      },
    },
    installs: (program, args) => program === 'mix' && ['deps.get', 'deps.update', 'deps.unlock', 'setup'].includes(args[0] ?? ''),
    writers: { mix: (a) => (a[0] === 'format' && !a.includes('--check-formatted') ? writtenPaths(a, 1) : undefined) },
  },
};
