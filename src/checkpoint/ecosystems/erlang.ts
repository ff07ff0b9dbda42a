import { positionals } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, LanguageChecks } from './_module.js';

// Erlang with rebar3: EUnit modules (`*_tests.erl`) run by `rebar3 eunit`, Common Test suites
// (`*_SUITE.erl`) by `rebar3 ct`; a changed one alone (`--module=`, `--suite=`). A dependency change
// upgrades the lock; xref and the formatter ride along where the project's CI or guides run them.

const EUNIT = /_tests\.erl$/;
const SUITE = /_SUITE\.erl$/;

/** The test runs the project's tests need: EUnit's where it has EUnit modules or none of either, Common Test's where it has suites. */
function testRuns(context: DetectContext): string[] {
  const tests = context.list('test');
  const suites = tests.some((name) => SUITE.test(name));
  const eunit = tests.some((name) => EUNIT.test(name)) || !suites;
  return [eunit ? 'rebar3 eunit' : '', suites ? 'rebar3 ct' : ''].filter(Boolean);
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('rebar.config')) return;
  profile.ecosystems.push('erlang');
  // a changed rebar.config leaves the lock on the old versions until upgraded
  profile.install.erlang = names.includes('rebar.lock') ? 'rebar3 upgrade --all' : 'rebar3 get-deps';
  const erlang: LanguageChecks = (profile.languages.erlang = { test: testRuns(context).join(' && ') });
  // xref and the formatter check, as the project's CI or guide runs them
  const lint = context.saidCommands().filter((command) => /^rebar3 (xref|lint|fmt --check|format --verify)\b/.test(command));
  if (lint.length > 0) erlang.lint = [...new Set(lint)].join(' && ');
}

export const erlang: EcosystemModule = {
  name: 'erlang',
  // yecc and leex grammars, which rebar3 and mix compile into modules of the project
  extensions: ['erl', 'hrl', 'yrl', 'xrl'],
  manifests: /^(rebar\.config|rebar\.lock)$/,
  // an application's resource file is built into its `.app`
  buildFiles: /(^|\/)[^/]+\.app\.src$/,
  markers: /^rebar\.config$/,
  buildFolders: [{ folder: '_build', beside: /^rebar\.config$/ }],
  testFiles: /_(tests|SUITE)\.erl$/,
  detect,
  // one EUnit module or Common Test suite runs alone
  changedTests: (command, files) => {
    if (!/^rebar3 (eunit|ct)\b/.test(command) || files.length === 0) return undefined;
    const modules = files.filter((file) => EUNIT.test(file)).map((file) => file.slice(file.lastIndexOf('/') + 1, -'.erl'.length));
    const suites = files.filter((file) => SUITE.test(file)).map((file) => file.slice(0, -'.erl'.length));
    if (modules.length + suites.length !== files.length) return undefined;
    return [
      modules.length > 0 ? `rebar3 eunit --module=${modules.join(',')}` : '',
      suites.length > 0 ? `rebar3 ct --suite=${suites.join(',')}` : '',
    ]
      .filter(Boolean)
      .join(' && ');
  },
  evidence: {
    launchers: ['rebar3'],
    subcommands: {
      rebar3: {
        test: ['eunit', 'ct'],
        lint: ['xref', 'lint', 'fmt', 'format'],
        typecheck: ['dialyzer'],
        build: ['compile', 'eunit', 'ct'],
      },
    },
    // `rebar3 do eunit, ct`: each task of the list
    kinds: (program, args) => {
      if (program !== 'rebar3' || positionals(args)[0] !== 'do') return [];
      const tasks = args.join(' ').split(/[\s,]+/);
      return [
        ...(tasks.some((task) => task === 'eunit' || task === 'ct') ? (['test', 'build'] as const) : []),
        ...(tasks.includes('xref') ? (['lint'] as const) : []),
      ];
    },
    installs: (program, args) => program === 'rebar3' && ['get-deps', 'upgrade', 'update', 'unlock', 'lock'].includes(args[0] ?? ''),
  },
};
