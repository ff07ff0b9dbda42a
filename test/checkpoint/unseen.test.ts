import { describe } from 'vitest';
import { ecosystemTable, json } from './ecosystems/_table.js';

// Twelve popular open-source repositories no fixture was written after, each reduced to the files that
// decide its advice: manifests, CI steps, guides, wrapper scripts. Each row's answer was decided from
// the repository's own CI and contributor guides before checkpoint was run on it: the command a
// contributor of that project would run, and silence once the turn ran what the project's CI runs.

const clippy = '[workspace.lints.clippy]\ntype_complexity = "allow"\n';

/** A Rust workspace with a crate pinned to its own toolchain and an `examples/` workspace of its own. */
const nestedWorkspaces = {
  'Cargo.toml': `[workspace]\nmembers = ["web", "web-*"]\nresolver = "2"\n\n${clippy}`,
  'Cargo.lock': '',
  'web/Cargo.toml':
    '[package]\nname = "web"\nversion = "0.1.0"\n\n[features]\ndefault = ["json"]\njson = []\nws = []\n\n[lints]\nworkspace = true\n',
  'web/src/lib.rs': '#![doc = include_str!("../README.md")]\npub mod extract;\n',
  'web/README.md': '# web\n',
  'web-macros/README.md': '# macros\n',
  'web/src/extract/mod.rs':
    '#[cfg(feature = "json")]\npub mod json;\n#[cfg(feature = "ws")]\n#[cfg_attr(docsrs, doc(cfg(feature = "ws")))]\npub mod ws;\n',
  'web/src/extract/json.rs': '',
  'web/src/extract/ws.rs': '',
  'web-macros/Cargo.toml': '[package]\nname = "web-macros"\nversion = "0.1.0"\n',
  'web-macros/rust-toolchain': 'nightly-2026-05-04\n',
  'web-macros/src/lib.rs': '',
  'examples/Cargo.toml': `[workspace]\nmembers = ["*"]\nexclude = ["target"]\n\n${clippy}`,
  'examples/Cargo.lock': '',
  'examples/hello-world/Cargo.toml': '[package]\nname = "example-hello-world"\nversion = "0.1.0"\n',
  'examples/hello-world/src/main.rs': '',
  '.github/workflows/ci.yml': [
    'on: [push, pull_request]',
    'jobs:',
    '  test:',
    '    strategy:',
    '      matrix:',
    '        workspace: [".", examples]',
    '    steps:',
    '      - run: cargo test --locked --workspace --all-features --manifest-path ${{ matrix.workspace }}/Cargo.toml',
    '  nightly:',
    '    steps:',
    '      - working-directory: web-macros',
    '        run: cargo test',
    '',
  ].join('\n'),
};

/** A Rails application whose guide names bin/rails and bin/rubocop. */
const rails = {
  Gemfile: 'source "https://rubygems.org"\ngem "rails", "~> 7.2"\ngem "rubocop-rails-omakase", require: false\n',
  'Gemfile.lock': '',
  'bin/rails': '#!/usr/bin/env ruby\nrequire_relative "../config/boot"\n',
  'bin/rubocop': '#!/usr/bin/env ruby\nload Gem.bin_path("rubocop", "rubocop")\n',
  'config/application.rb': 'require "rails/all"\n',
  '.rubocop.yml': 'inherit_gem: { rubocop-rails-omakase: rubocop.yml }\n',
  'app/models/account.rb': 'class Account < ApplicationRecord\nend\n',
  'test/models/account_test.rb': 'require "test_helper"\n',
  'CLAUDE.md':
    '- `bin/rails test` - Run all tests\n- `bin/rails test test/models/account_test.rb` - Run specific test file\n- `bin/rubocop` - Run Ruby linter\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: bin/rails db:test:prepare\n      - run: bin/rails test\n',
};

/** An Android app whose product flavours come from a convention plugin; CI runs the demo variant. */
const conventionFlavours = {
  'settings.gradle.kts': 'include(":app")\ninclude(":feature:foryou:impl")\n',
  'build.gradle.kts': 'plugins {\n  alias(libs.plugins.android.application) apply false\n}\n',
  gradlew: '#!/bin/sh\n',
  'feature/foryou/impl/build.gradle.kts':
    'plugins {\n  alias(libs.plugins.nowinandroid.android.feature.impl)\n}\nandroid {\n  namespace = "com.example.foryou"\n}\n',
  'feature/foryou/impl/src/main/kotlin/ForYouViewModel.kt': '',
  '.github/workflows/Build.yaml': 'on: [push, pull_request]\njobs:\n  test:\n    steps:\n      - run: ./gradlew testDemoDebug :lint:test\n',
  'AGENTS.md': '- Run local tests: `./gradlew {variant}Test`\n',
};

/** A cabal package with a stack.yaml that CI and the README leave aside for `cabal test`. */
const cabalOverStack = {
  'ShellCheck.cabal':
    'name: ShellCheck\nversion: 0.10.0\nlibrary\n  exposed-modules: ShellCheck.Analytics\ntest-suite test-shellcheck\n  type: exitcode-stdio-1.0\n',
  'stack.yaml': 'resolver: lts-18.15\npackages:\n- .\n',
  'src/ShellCheck/Analytics.hs': '',
  '.github/workflows/build.yml': 'on: [push]\njobs:\n  build:\n    steps:\n      - run: |\n          cabal update\n          cabal test\n',
};

/** C with a deprecated Makefile beside the CMake build that CI runs. */
const cmakeOverMakefile = {
  'CMakeLists.txt': 'project(cJSON C)\nenable_testing()\nadd_subdirectory(tests)\n',
  Makefile: 'all: shared static tests\ntests: cJSON_test\ntest: tests\n\t./cJSON_test\n',
  'cJSON.c': '',
  'cJSON.h': '',
  '.github/workflows/CI.yml':
    'on: [push, pull_request]\njobs:\n  linux:\n    steps:\n      - run: |\n          mkdir build\n          cd build\n          cmake ..\n          cmake --build .\n          make\n          make test\n',
};

/** A Go CLI with a convenience `make test` and golangci-lint. */
const goCli = {
  'go.mod': 'module github.com/example/gh\n\ngo 1.24\n',
  'go.sum': '',
  Makefile: '.PHONY: test\ntest:\n\tgo test ./...\n',
  '.golangci.yml': 'linters:\n  enable: [gofmt]\n',
  'pkg/cmd/pr/create/create.go': 'package create\n',
  '.github/CONTRIBUTING.md': 'Run tests with: `go test ./...`\n',
};

/** An Elixir umbrella whose CI tests each app from its folder. */
const umbrella = {
  'mix.exs': 'defmodule Ls.MixProject do\n  def project, do: [apps_path: "apps", aliases: [test: "cmd mix test"]]\nend\n',
  'mix.lock': '%{}\n',
  '.formatter.exs': '[inputs: ["mix.exs"], subdirectories: ["apps/*"]]\n',
  'apps/language_server/mix.exs':
    'defmodule Server.MixProject do\n  def project, do: [app: :language_server, aliases: [test: "test --no-start"]]\nend\n',
  'apps/language_server/.formatter.exs': '[inputs: ["{lib,test}/**/*.{ex,exs}"]]\n',
  'apps/language_server/lib/language_server/build.ex': '',
  'apps/language_server/test/diagnostics_test.exs': '',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: |\n          cd apps/language_server\n          mix test\n',
};

/** A Python library whose contributing guide and CI run `scripts/test`, which runs `scripts/check` (mypy, ruff) first. */
const scriptsTest = {
  'pyproject.toml': '[project]\nname = "httpx"\n\n[tool.mypy]\nstrict = true\n\n[tool.pytest.ini_options]\naddopts = "-rxXs"\n',
  'requirements.txt': 'pytest\nmypy\nruff\ncoverage\n',
  'scripts/test':
    '#!/bin/sh\n\nexport PREFIX=""\nif [ -d \'venv\' ] ; then\n    export PREFIX="venv/bin/"\nfi\n\nset -ex\n\nif [ -z $GITHUB_ACTIONS ]; then\n    scripts/check\nfi\n\n${PREFIX}coverage run -m pytest "$@"\n',
  'scripts/check':
    '#!/bin/sh -e\n\nexport SOURCE_FILES="httpx tests"\nset -x\n\n${PREFIX}ruff format $SOURCE_FILES --diff\n${PREFIX}mypy $SOURCE_FILES\n${PREFIX}ruff check $SOURCE_FILES\n',
  'httpx/_client.py': '',
  'tests/test_multipart.py': '',
  '.github/workflows/test-suite.yml':
    'on: [push, pull_request]\njobs:\n  tests:\n    steps:\n      - run: "scripts/install"\n      - run: "scripts/check"\n      - run: "scripts/test"\n',
};

/** A pnpm monorepo whose package keeps Playwright specs beside its vitest suites. */
const playwright = {
  'package.json': json({ name: 'root', private: true, scripts: { lint: 'eslint .', typecheck: 'astro check' } }),
  'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
  'pnpm-lock.yaml': '',
  'tsconfig.json': json({ include: ['**/*'], exclude: ['**/dist/**'] }),
  'packages/starlight/package.json': json({
    name: '@astrojs/starlight',
    scripts: { test: 'vitest', 'test:e2e': 'playwright install --with-deps chromium && playwright test', 'test:e2e:ci': 'playwright test' },
  }),
  'packages/starlight/playwright.config.ts': "export default defineConfig({ testMatch: '__e2e__/*.test.ts', timeout: 40000 });\n",
  'packages/starlight/vitest.config.ts': "export default defineConfig({ test: { projects: ['__tests__/*/vitest.config.ts'] } });\n",
  'packages/starlight/utils/slugs.ts': '',
  'packages/starlight/__e2e__/basics.test.ts': '',
};

/** A Flutter app in a pub workspace that pins its SDK with fvm. */
const fvm = {
  '.fvmrc': '{ "flutter": "3.41.9" }\n',
  'pubspec.yaml': 'name: _workspace\nenvironment:\n  sdk: ^3.11.0\nworkspace:\n  - app\n',
  'pubspec.lock': '',
  'app/pubspec.yaml': 'name: localsend_app\nresolution: workspace\ndependencies:\n  flutter:\n    sdk: flutter\n',
  'app/lib/util/ip_helper.dart': '',
  'app/test/unit/ip_helper_test.dart': '',
};

/** A PHP library: phpunit through make or vendor/bin, phpstan in its own CI job. */
const phpLibrary = {
  'composer.json': json({ name: 'guzzlehttp/guzzle', 'require-dev': { 'phpunit/phpunit': '^9.6', 'bamarni/composer-bin-plugin': '^1.8' } }),
  'phpunit.xml.dist': '<phpunit/>\n',
  'phpstan.neon.dist': 'parameters:\n  level: max\n',
  Makefile: 'test: start-server\n\tvendor/bin/phpunit\n\t$(MAKE) stop-server\n',
  'src/Client.php': '<?php\n',
  'tests/ClientTest.php': '<?php\n',
};

describe('repositories nobody tuned the advice for', () => {
  ecosystemTable([
    {
      name: 'Rust: a crate of a nested examples workspace runs from that workspace',
      files: nestedWorkspaces,
      change: { 'examples/hello-world/src/main.rs': 'fn main() {}\n' },
      expected: [
        'Run the tests: cd examples && cargo test -p example-hello-world',
        'Lint: cd examples && cargo clippy -p example-hello-world',
      ],
      ran: ['cargo test --locked --workspace --all-features --all-targets --manifest-path examples/Cargo.toml'],
      skips: ['cargo test -p web'],
    },
    {
      name: 'Rust: a crate pinned to its own toolchain runs from its folder',
      files: nestedWorkspaces,
      change: { 'web-macros/src/lib.rs': '// changed\n' },
      expected: ['Run the tests: cd web-macros && cargo test', 'Lint: cd web-macros && cargo clippy'],
      ran: ['cd web-macros && cargo test'],
    },
    {
      name: 'Rust: a member of the root workspace, scoped by -p',
      files: nestedWorkspaces,
      change: { 'web/src/lib.rs': '// changed\n' },
      expected: ['Run the tests: cargo test -p web', 'Lint: cargo clippy -p web'],
      ran: ['cargo test --locked --workspace --all-features --all-targets'],
      skips: ['cd examples && cargo test --workspace'],
    },
    {
      name: 'Rust: a module a cargo feature gates runs with that feature',
      files: nestedWorkspaces,
      change: { 'web/src/extract/ws.rs': '// changed\n' },
      expected: ['Run the tests: cargo test -p web --features ws', 'Lint: cargo clippy -p web --features ws'],
      ran: ['cargo test --locked --workspace --all-features --all-targets'],
      skips: ['cargo test -p web', 'cargo test -p web --features json'],
    },
    {
      name: 'Rust: a module of a default feature keeps the plain run',
      files: nestedWorkspaces,
      change: { 'web/src/extract/json.rs': '// changed\n' },
      expected: ['Run the tests: cargo test -p web', 'Lint: cargo clippy -p web'],
      ran: ['cargo test -p web'],
    },
    {
      name: 'Rust: a README rustdoc compiles as doctests is the crate’s source',
      files: nestedWorkspaces,
      change: { 'web/README.md': '# web\n\n```\nassert!(true);\n```\n' },
      expected: ['Run the tests: cargo test -p web'],
      ran: ['cargo test -p web --doc'],
      skips: ['cargo test -p web-macros'],
    },
    {
      name: 'Rust: a README no crate includes stays docs',
      files: nestedWorkspaces,
      change: { 'web-macros/README.md': '# macros, documented\n' },
      expected: [],
    },
    {
      name: 'Rails: bin/rails test, its single test file',
      files: rails,
      change: { 'test/models/account_test.rb': 'require "test_helper"\n# more\n' },
      expected: ['Lint: bundle exec rubocop', 'Run the changed tests: bin/rails test test/models/account_test.rb'],
      ran: ['bin/rails test test/models/account_test.rb'],
    },
    {
      name: 'Android: the flavour a convention plugin declares, from the variant CI runs',
      files: conventionFlavours,
      change: { 'feature/foryou/impl/src/main/kotlin/ForYouViewModel.kt': 'class ForYouViewModel\n' },
      expected: ['Run the tests: ./gradlew :feature:foryou:impl:testDemoDebugUnitTest'],
      ran: ['./gradlew testDemoDebug'],
      skips: ['./gradlew :app:testDemoDebugUnitTest'],
    },
    {
      name: 'Haskell: cabal, as CI runs it, though a stack.yaml sits beside the .cabal file',
      files: cabalOverStack,
      change: { 'src/ShellCheck/Analytics.hs': 'module ShellCheck.Analytics where\n' },
      expected: ['Run the tests: cabal test'],
      ran: ['cabal test'],
      skips: ['cabal build'],
    },
    {
      name: 'C: the CMake build CI runs, not the deprecated Makefile',
      files: cmakeOverMakefile,
      change: { 'cJSON.c': 'int x;\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['mkdir build && cd build && cmake .. && make && make test'],
    },
    {
      name: 'Go: the project target; a run of the package tree counts',
      files: goCli,
      change: { 'pkg/cmd/pr/create/create.go': 'package create\n\nfunc x() {}\n' },
      expected: ['Run the tests: make test', 'Lint: golangci-lint run'],
      ran: ['go test ./pkg/cmd/pr/...'],
      skips: ['go test ./pkg/cmd/issue/...'],
    },
    {
      name: 'Elixir umbrella: the app tested from its folder, as CI does',
      files: umbrella,
      change: { 'apps/language_server/lib/language_server/build.ex': 'defmodule Build do\nend\n' },
      expected: ['Run the tests: cd apps/language_server && mix test', 'Lint: cd apps/language_server && mix format --check-formatted'],
      ran: ['cd apps/language_server && mix test'],
    },
    {
      name: 'Elixir umbrella: a changed test file of an app',
      files: umbrella,
      change: { 'apps/language_server/test/diagnostics_test.exs': 'defmodule DiagnosticsTest do\nend\n' },
      expected: [
        'Lint: cd apps/language_server && mix format --check-formatted',
        'Run the changed tests: cd apps/language_server && mix test test/diagnostics_test.exs',
      ],
      ran: ['cd apps/language_server && mix test test/diagnostics_test.exs'],
    },
    {
      name: 'Python: scripts/test, which CI and the guide run, checks and tests',
      files: scriptsTest,
      change: { 'httpx/_client.py': 'x = 1\n' },
      expected: ['Run the tests: scripts/test'],
      ran: ['scripts/test'],
      skips: ['scripts/check'],
    },
    {
      name: 'Python: scripts/test takes the changed test file',
      files: scriptsTest,
      change: { 'tests/test_multipart.py': 'def test_x(): pass\n' },
      expected: ['Run the changed tests: scripts/test tests/test_multipart.py'],
      ran: ['scripts/test tests/test_multipart.py'],
    },
    {
      name: 'Python: what scripts/test runs, run by hand, counts',
      files: scriptsTest,
      change: { 'httpx/_client.py': 'x = 2\n' },
      expected: ['Run the tests: scripts/test'],
      ran: ['scripts/check', 'venv/bin/pytest'],
    },
    {
      name: 'pnpm: a Playwright spec is Playwright’s, not vitest’s',
      files: playwright,
      change: { 'packages/starlight/__e2e__/basics.test.ts': 'test("x", () => {});\n' },
      expected: [
        'Lint: pnpm run lint',
        'Type-check: pnpm run typecheck',
        'Run the changed tests: pnpm --filter @astrojs/starlight test:e2e:ci __e2e__/basics.test.ts',
      ],
      ran: ['pnpm --filter @astrojs/starlight test:e2e:ci __e2e__/basics.test.ts', 'pnpm typecheck'],
      skips: ['pnpm --filter @astrojs/starlight test'],
    },
    {
      name: 'pnpm: the package source keeps its vitest run',
      files: playwright,
      change: { 'packages/starlight/utils/slugs.ts': 'export const slug = 1;\n' },
      expected: ['Run the tests: pnpm --filter @astrojs/starlight test', 'Lint: pnpm run lint', 'Type-check: pnpm run typecheck'],
      ran: ['pnpm -r test', 'pnpm typecheck'],
    },
    {
      name: 'Flutter: the SDK fvm pins',
      files: fvm,
      change: { 'app/lib/util/ip_helper.dart': 'int x = 1;\n' },
      expected: ['Run the tests: cd app && fvm flutter test', 'Type-check: cd app && fvm flutter analyze'],
      ran: ['cd app && fvm flutter analyze && fvm flutter test'],
    },
    {
      name: 'PHP library: phpunit through its make target, phpstan as CI runs it',
      files: phpLibrary,
      change: { 'src/Client.php': '<?php\nclass Client {}\n' },
      expected: ['Run the tests: make test', 'Type-check: vendor/bin/phpstan analyse'],
      ran: ['./vendor/bin/phpunit', 'vendor/bin/phpstan analyze --no-progress'],
    },
  ]);
});
