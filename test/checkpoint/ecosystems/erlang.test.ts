import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After an Erlang library built with rebar3, whose CI runs xref, eunit and dialyzer and whose Makefile
// wraps rebar3 found on the PATH (hackney's shape), and an application tested by Common Test suites.

const library = {
  'rebar.config': '{erl_opts, [debug_info]}.\n{deps, [{certifi, "~> 2.12"}]}.\n',
  'rebar.lock': '[].\n',
  Makefile: 'REBAR ?= $(shell which rebar3 2>/dev/null)\n\ncompile:\n\t@${REBAR} compile\n\ntest: compile\n\t@${REBAR} eunit\n',
  '.github/workflows/erlang.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: rebar3 xref\n      - run: rebar3 eunit\n      - run: rebar3 dialyzer\n',
  'src/foo.app.src': '{application, foo, [{vsn, "1.0.0"}]}.\n',
  'src/foo_cookie.erl': '-module(foo_cookie).\n',
  'test/foo_cookie_tests.erl': '-module(foo_cookie_tests).\n',
};

const suites = {
  'rebar.config': '{deps, []}.\n',
  'src/app.erl': '-module(app).\n',
  'test/app_SUITE.erl': '-module(app_SUITE).\n',
};

describe('Erlang with rebar3', () => {
  ecosystemTable([
    {
      name: 'a source change: the Makefile’s test target, which runs rebar3 eunit; xref as CI runs it rides along',
      files: library,
      change: { 'src/foo_cookie.erl': '-module(foo_cookie).\n-export([f/0]).\nf() -> ok.\n' },
      expected: ['Run the tests: make test', 'Lint: rebar3 xref'],
      ran: ['rebar3 eunit', 'rebar3 xref'],
      skips: ['rebar3 compile', 'rebar3 dialyzer'],
    },
    {
      name: 'a changed EUnit module runs alone',
      files: { ...library, Makefile: undefined },
      change: { 'test/foo_cookie_tests.erl': '-module(foo_cookie_tests).\n-include_lib("eunit/include/eunit.hrl").\n' },
      expected: ['Lint: rebar3 xref', 'Run the changed tests: rebar3 eunit --module=foo_cookie_tests'],
      ran: ['rebar3 eunit --module=foo_cookie_tests', 'rebar3 xref'],
    },
    {
      name: 'a dependency raised in rebar.config upgrades the lock, then the tests',
      files: library,
      change: { 'rebar.config': '{erl_opts, [debug_info]}.\n{deps, [{certifi, "~> 2.13"}]}.\n' },
      expected: ['Install updated dependencies: rebar3 upgrade --all', 'Run the tests: make test'],
      ran: ['rebar3 upgrade --all', 'make test'],
    },
    {
      name: 'Common Test suites: rebar3 ct, a changed suite alone',
      files: suites,
      change: { 'test/app_SUITE.erl': '-module(app_SUITE).\n-export([all/0]).\n' },
      expected: ['Run the changed tests: rebar3 ct --suite=test/app_SUITE'],
      ran: ['rebar3 ct --suite=test/app_SUITE'],
      skips: ['rebar3 compile'],
    },
    {
      name: 'a source change of a suite-tested application: rebar3 ct',
      files: suites,
      change: { 'src/app.erl': '-module(app).\n-export([f/0]).\nf() -> ok.\n' },
      expected: ['Run the tests: rebar3 ct'],
      ran: ['rebar3 do compile, ct'],
      skips: ['rebar3 compile'],
    },
  ]);
});
