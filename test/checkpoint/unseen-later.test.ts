import { describe } from 'vitest';
import { ecosystemTable, json } from './ecosystems/_table.js';

// Later held-out rounds: popular repositories nobody here had studied, each wrong answer reduced to the
// files that decide it. Each row's answer was decided from the repository's own CI, guides and build
// files before checkpoint ran on it, and each row fails on the code before its fix.

const coverageCollector = {
  'Lib.sln':
    'Microsoft Visual Studio Solution File, Format Version 12.00\n' +
    'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Lib", "src\\Lib\\Lib.csproj", "{11111111-1111-1111-1111-111111111111}"\nEndProject\n' +
    'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Lib.Tests", "test\\Lib.Tests\\Lib.Tests.csproj", "{22222222-2222-2222-2222-222222222222}"\nEndProject\n',
  'src/Lib/Lib.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup></Project>\n',
  'src/Lib/C.cs': 'namespace Lib; public static class C { public static int F() => 1; }\n',
  'test/Lib.Tests/Lib.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net10.0</TargetFramework><OutputType>Exe</OutputType></PropertyGroup>' +
    '<ItemGroup><ProjectReference Include="..\\..\\src\\Lib\\Lib.csproj" /><PackageReference Include="xunit.v3.mtp-v2" Version="3.2.0" /></ItemGroup></Project>\n',
  '.github/workflows/build.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - run: dotnet tool install -g dotnet-coverage\n' +
    '      - run: dotnet-coverage collect --output coverage.cobertura.xml --output-format cobertura "dotnet test"\n',
};

/** devise's shape: a gem whose `bin/test` is Rails' test runner (the README's "Running tests"), CI running rake's test task. */
const railsRunnerGem = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "minitest"\ngem "rake"\n',
  'foo.gemspec':
    'Gem::Specification.new do |s|\n  s.name = "foo"\n  s.version = "0.1.0"\n  s.summary = "foo"\n  s.authors = ["x"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
  Rakefile:
    "require 'rake/testtask'\ntask default: :test\nRake::TestTask.new(:test) do |t|\n  t.libs << 'lib'\n  t.libs << 'test'\n  t.pattern = 'test/**/*_test.rb'\nend\n",
  'bin/test':
    "#!/usr/bin/env ruby\n$: << File.expand_path('../test', __dir__)\nrequire 'bundler/setup'\nrequire 'rails/test_unit/runner'\nRails::TestUnit::Runner.parse_options(ARGV)\nRails::TestUnit::Runner.run(ARGV)\n",
  'README.md':
    '# foo\n\n## Contributing\n\nTo run the test suite, run `bundle install` and `bin/test`.\n\n### Running tests\n\n* Running all tests:\n```bash\nbin/test\n```\n\n* Running tests for a specific file:\n```bash\nbin/test test/foo_test.rb\n```\n',
  '.github/workflows/test.yml':
    'name: Test\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec rake\n',
  'lib/foo.rb': 'module Foo\n  def self.count(n)\n    (n || 0) + 1\n  end\nend\n',
  'lib/bar.rb': 'module Bar\n  def self.name\n    "bar"\n  end\nend\n',
  'test/test_helper.rb': "require 'minitest/autorun'\nrequire 'foo'\nrequire 'bar'\n",
  'test/foo_test.rb':
    "require 'test_helper'\n\nclass FooTest < Minitest::Test\n  def test_count\n    assert_equal 1, Foo.count(nil)\n  end\nend\n",
  'test/bar_test.rb':
    "require 'test_helper'\n\nclass BarTest < Minitest::Test\n  def test_name\n    assert_equal 'bar', Bar.name\n  end\nend\n",
};

/** attrs's typing: tox's factor envs run mypy on the hand-written stubs, `typing-pyright` runs pyright over the typing tests that import them. */
const stubTypingEnvs = {
  'tox.ini':
    '[tox]\nenv_list =\n    3.1{3,4}-tests,\n    3.1{3,4}-mypy,\n    typing-pyright\n\n[testenv]\ndependency_groups =\n    tests: tests\n    mypy: mypy\ncommands =\n    tests: pytest {posargs}\n    mypy: mypy typing_tests src/pkg/__init__.pyi\n\n[testenv:typing-pyright]\ndependency_groups = pyright\ncommands = pyright\n',
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ntests = ["pytest"]\nmypy = ["mypy", "pytest"]\npyright = ["pyright"]\n\n[tool.pyright]\ninclude = ["typing_tests"]\n',
  'src/pkg/__init__.py': 'def f(x):\n    return x\n',
  'src/pkg/__init__.pyi': 'def f(x: int) -> int: ...\n',
  'typing_tests/baseline.py': 'from pkg import f\n\nreveal_type(f(1))\n',
  'tests/test_pkg.py': 'from pkg import f\n\n\ndef test_f():\n    assert f(1) == 1\n',
};

/** fast-glob: specs beside the sources, which mocha runs compiled (the `.spec.js` files under `out`) after `tsc` writes `src` to `out`. */
const compiledSpecs = {
  'package.json': json({
    name: 'fast-glob',
    main: 'out/index.js',
    scripts: {
      lint: 'eslint "src/**/*.ts" --cache',
      compile: 'tsc',
      test: 'mocha "out/**/*.spec.js" -s 0',
      'test:e2e': 'mocha "out/**/*.e2e.js" -s 0',
    },
    devDependencies: { eslint: '9.14.0', mocha: '^10.8.2', typescript: '^5.7.2' },
  }),
  '.npmrc': 'package-lock=false\n',
  'tsconfig.json': json({ compilerOptions: { strict: true, rootDir: 'src', outDir: 'out' } }),
  'src/utils/string.ts': "export function isEmpty(input: string): boolean {\n  return input === '';\n}\n",
  'src/utils/string.spec.ts': "import { isEmpty } from './string';\n\nit('is empty', () => isEmpty(''));\n",
  'src/utils/other.spec.ts': "it('other', () => true);\n",
};

/**
 * cmdk: a pnpm workspace whose library (`lib`, built by tsup with `dts: true`) CI builds (`pnpm build`, the root's `pnpm -F lib
 * build`) before Playwright's end-to-end specs (`test/`, the root's `playwright test`) run against a site that imports it; a
 * root tsconfig takes every app, and no script, CI step or guide runs tsc: the dts build is the type-check.
 */
const dtsBuildSpecs = {
  'package.json': json({
    name: 'root',
    private: true,
    scripts: { build: 'pnpm -F lib build', test: 'playwright test', 'test:format': 'prettier . --check' },
    devDependencies: { '@playwright/test': '1.51.0', prettier: '2.7.1', tsup: '8.0.1', typescript: '4.6.4' },
    packageManager: 'pnpm@8.8.0',
  }),
  'pnpm-workspace.yaml': "packages:\n  - 'lib'\n  - 'test'\n",
  'tsconfig.json': json({ compilerOptions: { strict: false, noEmit: true, jsx: 'react' }, include: ['**/*.ts', '**/*.tsx'] }),
  'playwright.config.ts':
    "export default { testDir: './test', webServer: { command: 'npm run dev', cwd: './test', url: 'http://localhost:3000' } }\n",
  'lib/package.json': json({
    name: 'lib',
    version: '1.0.0',
    main: './dist/index.js',
    module: './dist/index.mjs',
    types: './dist/index.d.ts',
    scripts: { build: 'tsup src' },
  }),
  'lib/tsup.config.ts': "import { defineConfig } from 'tsup'\nexport default defineConfig({ dts: true, format: ['esm', 'cjs'] })\n",
  'lib/src/index.ts': 'export function score(a: string, b: string): number {\n  return a.includes(b) ? 1 : 0\n}\n',
  'test/package.json': json({ name: 'lib-tests', scripts: { dev: 'next' }, dependencies: { lib: 'workspace:*', next: '13.5.1' } }),
  'test/basic.test.ts':
    "import { expect, test } from '@playwright/test'\ntest('renders', async ({ page }) => {\n  await page.goto('/')\n  await expect(page.locator('input')).toHaveCount(1)\n})\n",
  'test/item.test.ts': "import { test } from '@playwright/test'\ntest('item', async ({ page }) => {\n  await page.goto('/')\n})\n",
  '.github/workflows/test.yml':
    'name: test\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: pnpm/action-setup@v4\n      - run: pnpm install\n      - run: pnpm build\n      - run: pnpm test:format\n      - run: pnpm test\n',
};

/** A gem in `gem/` whose tests run through Thor (`tasks/test.thor`, CI's `bundle exec thor test:all`), as pagy's. */
const thorGem = {
  Gemfile: "source 'https://rubygems.org'\ngemspec path: './gem'\ngem 'minitest'\ngem 'rubocop'\ngem 'thor'\n",
  Rakefile: "Rake.add_rakelib 'tasks'\n",
  'tasks/test.thor':
    "require 'thor'\n\nclass Test < Thor\n  desc 'all', 'Run the test suite'\n  def all\n    exit(1) unless system(\"ruby -Igem/lib:test -e 'ARGV.each{|f| require \\\"./\\#{f}\\\"}' #{Dir['test/**/*_test.rb'].join(' ')}\")\n  end\nend\n",
  '.github/workflows/ci.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec rubocop\n      - run: bundle exec thor test:all\n',
  'gem/foo.gemspec':
    "Gem::Specification.new do |s|\n  s.name = 'foo'\n  s.version = '1.0.0'\n  s.summary = 'foo'\n  s.authors = ['x']\n  s.files = Dir['lib/**/*.rb']\nend\n",
  'gem/lib/foo.rb': 'module Foo\n  def self.double(n)\n    n * 2\n  end\nend\n',
  'test/foo_test.rb':
    "require 'minitest/autorun'\nrequire 'foo'\n\nclass FooTest < Minitest::Test\n  def test_double\n    assert_equal 4, Foo.double(2)\n  end\nend\n",
};

/** A Python package whose `_sync` code a script generates from `_async`, checked in CI through the `scripts/check` wrapper (httpcore's). */
const unasyncPool = {
  'pyproject.toml':
    '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pool"\nversion = "0.1.0"\n\n[tool.hatch.build.targets.wheel]\npackages = ["pool"]\n',
  'requirements.txt': '-e .\npytest==8.2.2\nanyio==4.4.0\nmypy==1.10.1\nruff==0.5.0\ncoverage[toml]==7.5.4\n',
  '.github/workflows/test-suite.yml':
    'name: Test Suite\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n      - run: scripts/install\n      - run: scripts/check\n      - run: scripts/test\n',
  'scripts/install': '#!/bin/sh -e\npython -m venv venv\nvenv/bin/pip install -r requirements.txt\n',
  'scripts/check':
    '#!/bin/sh -e\nexport PREFIX=""\nif [ -d \'venv\' ] ; then\n    export PREFIX="venv/bin/"\nfi\nexport SOURCE_FILES="pool tests"\nset -x\n${PREFIX}ruff format $SOURCE_FILES --diff\n${PREFIX}mypy $SOURCE_FILES\n${PREFIX}ruff check $SOURCE_FILES\n${PREFIX}python scripts/unasync.py --check\n',
  'scripts/lint':
    '#!/bin/sh -e\nexport PREFIX=""\nif [ -d \'venv\' ] ; then\n    export PREFIX="venv/bin/"\nfi\nexport SOURCE_FILES="pool tests"\nset -x\n${PREFIX}ruff check --fix $SOURCE_FILES\n${PREFIX}ruff format $SOURCE_FILES\n${PREFIX}python scripts/unasync.py\n',
  'scripts/test':
    '#!/bin/sh\nexport PREFIX=""\nif [ -d \'venv\' ] ; then\n    export PREFIX="venv/bin/"\nfi\nset -ex\nif [ -z $GITHUB_ACTIONS ]; then\n    scripts/check\nfi\n${PREFIX}coverage run -m pytest\n',
  'scripts/unasync.py':
    "#!venv/bin/python\nimport re, sys\nfrom pathlib import Path\nSUBS = [('async def', 'def'), ('await ', ''), ('Async([A-Z][A-Za-z0-9_]*)', r'\\2'), ('@pytest.mark.anyio', '')]\n\ndef unasync(text):\n    for regex, repl in SUBS:\n        text = re.sub(r'(^|\\b)' + regex + r'($|\\b)', repl, text, flags=re.M)\n    return text\n\ndef main():\n    check = '--check' in sys.argv\n    for src, dst in ((Path('pool/_async'), Path('pool/_sync')), (Path('tests/_async'), Path('tests/_sync'))):\n        for f in src.rglob('*.py'):\n            out = dst / f.relative_to(src)\n            want = unasync(f.read_text())\n            if check:\n                if out.read_text() != want:\n                    sys.exit(f'unasync mismatch: {out}')\n            else:\n                out.write_text(want)\n\nif __name__ == '__main__':\n    main()\n",
  'pool/__init__.py': 'from ._async.pool import AsyncPool\nfrom ._sync.pool import Pool\n\n__all__ = ["AsyncPool", "Pool"]\n',
  'pool/_async/__init__.py': '',
  'pool/_async/pool.py':
    'class AsyncPool:\n    async def request(self, scheme: str) -> str:\n        if scheme not in ("http", "https"):\n            raise ValueError(scheme)\n        return scheme\n',
  'pool/_sync/__init__.py': '',
  'pool/_sync/pool.py':
    'class Pool:\n    def request(self, scheme: str) -> str:\n        if scheme not in ("http", "https"):\n            raise ValueError(scheme)\n        return scheme\n',
  'tests/__init__.py': '',
  'tests/_async/__init__.py': '',
  'tests/_async/test_pool.py':
    'import pytest\n\nfrom pool import AsyncPool\n\n\n@pytest.mark.anyio\nasync def test_request():\n    assert await AsyncPool().request("http") == "http"\n',
  'tests/_sync/__init__.py': '',
  'tests/_sync/test_pool.py':
    'import pytest\n\nfrom pool import Pool\n\n\n\ndef test_request():\n    assert Pool().request("http") == "http"\n',
};

/** A CPython extension module's C source; `{message}` is the error it raises (python-websockets' speedups.c). */
const SPEEDUPS_C =
  '#include <Python.h>\n\nstatic PyObject *\nspeed(PyObject *self, PyObject *args)\n{\n    PyErr_SetString(PyExc_ValueError, "{message}");\n    return NULL;\n}\n\nstatic PyMethodDef methods[] = {\n    {"speed", speed, METH_NOARGS, NULL},\n    {NULL, NULL, 0, NULL},\n};\n\nstatic struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "pkg.speedups", NULL, -1, methods};\n\nPyMODINIT_FUNC\nPyInit_speedups(void)\n{\n    return PyModule_Create(&module);\n}\n';

/** A Gradle build whose CI regenerates committed Swift from proto fixtures and fails on a drifted tree (wire's). */
const generatedSwift = {
  'settings.gradle.kts': 'rootProject.name = "wire"\ninclude(":wire-compiler")\ninclude(":wire-tests")\n',
  'build.gradle.kts': 'apply(from = "gen-tests.gradle.kts")\n',
  gradlew: '#!/bin/sh\nexec gradle "$@"\n',
  'gen-tests.gradle.kts':
    'val wire by configurations.creating\ndependencies { wire(project("wire-compiler")) }\n\nval generateSwiftTests by tasks.creating(JavaExec::class) {\n  group = "Generate Tests"\n  classpath = wire\n  mainClass.set("com.squareup.wire.WireCompiler")\n  args = listOf(\n    "--proto_path=wire-tests/fixtures/proto/kotlin",\n    "--swift_out=wire-tests-swift/src/main/swift/",\n    "form.proto",\n  )\n}\n\nval generateTests by tasks.creating {\n  group = "Generate Tests"\n  dependsOn(generateSwiftTests)\n}\n',
  'wire-compiler/build.gradle.kts': 'plugins { kotlin("jvm") }\n',
  'wire-compiler/src/main/kotlin/com/squareup/wire/WireCompiler.kt':
    'package com.squareup.wire\n\nobject WireCompiler {\n  @JvmStatic fun main(args: Array<String>) {}\n}\n',
  'wire-tests/build.gradle.kts': 'plugins { kotlin("jvm") }\n',
  'wire-tests/fixtures/proto/kotlin/form.proto':
    'syntax = "proto2";\npackage squareup.protos.kotlin;\n\nmessage Form {\n  message MoneyElement {\n  }\n  message SpacerElement {\n  }\n  optional MoneyElement money_element = 1;\n  optional SpacerElement spacer_element = 2;\n}\n',
  'wire-tests/src/test/kotlin/FormTest.kt': 'import kotlin.test.Test\n\nclass FormTest {\n  @Test fun builds() {}\n}\n',
  'wire-tests-swift/src/main/swift/Form.swift':
    '// Code generated by Wire protocol buffer compiler, do not edit.\n// Source: squareup.protos.kotlin.Form in form.proto\nimport Foundation\n\npublic struct Form {\n    public struct MoneyElement {}\n    public struct SpacerElement {}\n}\n',
  'CONTRIBUTING.md':
    'Contributing\n============\n\nGet working code on a personal branch with tests passing before you submit a PR:\n\n```\n./gradlew clean check\n```\n',
  '.github/workflows/build.yml':
    'name: build\non: [push, pull_request]\njobs:\n  jvm:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-java@v4\n        with:\n          distribution: zulu\n          java-version: 21\n      - name: Check test files\n        run: |\n          ./gradlew generateTests --stacktrace\n          if [ ! -z "$(git status --porcelain)" ]; then git diff; echo -e "\\nTest files changed. Did you run ./gradlew generateTests?"; exit 1; fi\n      - name: Test\n        run: ./gradlew build --stacktrace\n',
};

/** Committed locale snapshots a script writes and CI checks in its `test` mode (date-fns'). */
const localeSnapshots = {
  'package.json':
    '{\n  "name": "date-fns",\n  "type": "module",\n  "packageManager": "pnpm@10.15.1",\n  "scripts": {\n    "test": "vitest run",\n    "locale-snapshots": "env TZ=utc tsx --tsconfig scripts/tsconfig.json -- ./scripts/build/localeSnapshots/index.ts"\n  },\n  "devDependencies": {\n    "tsx": "^4.0.0",\n    "vitest": "^3.0.0"\n  }\n}\n',
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  'vitest.config.ts':
    'import { defineConfig } from "vitest/config";\n\nexport default defineConfig({ test: { include: ["src/**/test.ts"] } });\n',
  '.github/workflows/code_quality.yaml':
    'name: Code quality\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: pnpm/action-setup@v4\n      - run: pnpm install\n      - name: Locale snapshots\n        run: pnpm run locale-snapshots -- test\n',
  'scripts/build/localeSnapshots/index.ts':
    'import { readFile, writeFile } from "fs/promises";\nimport { de } from "../../../src/locale/de/index.ts";\n\nconst mode = process.argv[2];\nconst snapshot = `# German (de) locale\\n\\n${de.formatDistance("lessThanXMinutes", 1)}\\n`;\nconst path = "src/locale/de/snapshot.md";\nif (mode === "test") {\n  if ((await readFile(path, "utf8")) !== snapshot) throw new Error("Please run pnpm run locale-snapshots and commit the results.");\n} else {\n  await writeFile(path, snapshot);\n}\n',
  'src/locale/de/index.ts':
    'import { formatDistance } from "./_lib/formatDistance/index.ts";\n\nexport const de = { code: "de", formatDistance };\n',
  'src/locale/de/_lib/formatDistance/index.ts':
    'const locale = {\n  lessThanXMinutes: { one: "weniger als 1 Minute", other: "weniger als {{count}} Minuten" },\n};\n\nexport const formatDistance = (token: "lessThanXMinutes", count: number): string =>\n  count === 1 ? locale[token].one : locale[token].other.replace("{{count}}", String(count));\n',
  'src/locale/de/snapshot.md': '# German (de) locale\n\nweniger als 1 Minute\n',
  'src/locale/de/test.ts':
    'import { expect, it } from "vitest";\nimport { de } from "./index.ts";\n\nit("has code", () => expect(de.code).toBe("de"));\n',
  'src/addDays/index.ts': 'export const addDays = (date: Date, amount: number): Date => new Date(date.getTime() + amount * 86400000);\n',
  'src/addDays/test.ts':
    'import { expect, it } from "vitest";\nimport { addDays } from "./index.ts";\n\nit("adds", () => expect(addDays(new Date(0), 1).getTime()).toBe(86400000));\n',
};

/** A committed `go doc` snapshot CI regenerates through the Makefile's catch-all rule, then diff-checks (urfave/cli's). */
const godocSnapshot = {
  'go.mod': 'module example.com/cli\n\ngo 1.22\n',
  Makefile: 'GO_RUN_BUILD := go run scripts/build.go\n\n.PHONY: all\nall: generate vet test diffcheck\n\n%:\n\t$(GO_RUN_BUILD) $*\n',
  'scripts/build.go':
    '//go:build ignore\n\npackage main\n\nimport (\n\t"os"\n\t"os/exec"\n)\n\nfunc run(name string, args ...string) error {\n\tc := exec.Command(name, args...)\n\tc.Stdout, c.Stderr = os.Stdout, os.Stderr\n\treturn c.Run()\n}\n\nfunc main() {\n\tvar err error\n\tswitch os.Args[1] {\n\tcase "vet":\n\t\terr = run("go", "vet", "./...")\n\tcase "test":\n\t\terr = run("go", "test", "./...")\n\tcase "generate":\n\t\tvar out []byte\n\t\tout, err = exec.Command("go", "doc", "-all", ".").Output()\n\t\tif err == nil {\n\t\t\terr = os.WriteFile("godoc-current.txt", out, 0o644)\n\t\t}\n\tcase "diffcheck":\n\t\terr = run("git", "diff", "--exit-code")\n\t}\n\tif err != nil {\n\t\tos.Exit(1)\n\t}\n}\n',
  '.github/workflows/test.yml':
    'name: Run tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: make vet\n      - run: make test\n      - run: make generate\n      - run: make diffcheck\n',
  'cli.go':
    '// Package cli builds command line apps.\npackage cli\n\nimport "fmt"\n\n// ShowVersion prints the version number.\nfunc ShowVersion(v string) {\n\tfmt.Println(v)\n}\n',
  'godoc-current.txt':
    'package cli // import "example.com/cli"\n\nPackage cli builds command line apps.\n\nFUNCTIONS\n\nfunc ShowVersion(v string)\n    ShowVersion prints the version number.\n',
  'cli_test.go': 'package cli\n\nimport "testing"\n\nfunc TestShowVersion(t *testing.T) { ShowVersion("1.0.0") }\n',
};

/** A Go module with a file per system and CI cross builds for every target (logrus's). */
const crossOs = {
  'go.mod': 'module example.com/m\n\ngo 1.23\n',
  'm.go': 'package m\n\nfunc IsTerm() bool { return check() }\n',
  'term_unix.go': '//go:build !windows\n\npackage m\n\nfunc check() bool { return false }\n',
  'term_windows.go': '//go:build windows && !appengine\n\npackage m\n\nfunc check() bool { return false }\n',
  'm_test.go': 'package m\n\nimport "testing"\n\nfunc TestIsTerm(t *testing.T) { _ = IsTerm() }\n',
  'sub/x.go': 'package sub\n\nfunc X() int { return 1 }\n',
  '.github/workflows/ci.yaml':
    'on: [push]\njobs:\n  cross:\n    steps:\n      - name: Build\n        run: |\n          for target in $(go tool dist list); do\n' +
    '            GOOS=${target%/*} GOARCH=${target#*/} go build ./...\n          done\n' +
    '  test:\n    steps:\n      - name: Test\n        run: go test -race -v ./...\n',
};

/** A pnpm workspace whose package runs vitest (zod's shape). */
const vitestWorkspace = {
  'package.json': JSON.stringify({
    private: true,
    packageManager: 'pnpm@10.12.1',
    scripts: { test: 'vitest run' },
    devDependencies: { vitest: '^4.1.5', typescript: '~5.5.4' },
  }),
  'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
  'pnpm-lock.yaml': '',
  'tsconfig.json': '{"compilerOptions":{"strict":true},"include":["**/*.ts"]}\n',
  'packages/a/package.json': '{"name":"a","scripts":{"test":"pnpm vitest run"}}\n',
  'packages/a/tsconfig.json': '{"compilerOptions":{"noEmit":true},"include":["**/*.ts"]}\n',
  'packages/a/src/x.ts': 'export const x: number = 1;\n',
  'packages/a/src/tests/x.test.ts': 'import { test } from "vitest";\ntest("x", () => {});\n',
};

/** A src-layout package whose CI tests it through tox alone (humanize's): pytest is an extra, no guide runs it. */
const toxOnly = {
  'pyproject.toml':
    '[build-system]\nbuild-backend = "hatchling.build"\nrequires = ["hatch-vcs", "hatchling"]\n[project]\nname = "pkg"\n' +
    'dynamic = ["version"]\noptional-dependencies.tests = ["pytest"]\n[tool.hatch]\nversion.source = "vcs"\n',
  'tox.ini':
    '[tox]\nenv_list = lint, mypy, py{310-314}\n[testenv]\nextras = tests\ncommands = {envpython} -m pytest {posargs}\n' +
    '[testenv:lint]\nskip_install = true\ndeps = prek\ncommands = prek run --all-files\n' +
    '[testenv:mypy]\ndeps = mypy\ncommands = mypy . {posargs}\n[pytest]\naddopts = --doctest-modules\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: uvx --python ${{ matrix.python-version }} --with tox-uv tox -e py\n' +
    '  mypy:\n    steps:\n      - run: uvx --with tox-uv tox -e mypy\n',
  '.gitignore': 'src/*/_version.py\n',
  'src/pkg/__init__.py': 'from ._version import __version__\n\n\ndef f() -> int:\n    return 1\n',
  'tests/test_f.py': 'import pkg\n\n\ndef test_f() -> None:\n    assert pkg.f() == 1\n',
};

/** A C++ library built by its own Makefile in CI’s test job, and by CMake in another job that only builds (pugixml’s). */
const makeAndCmake = {
  Makefile:
    'SOURCES=src/lib.cpp tests/main.cpp\ntest: build/test\n\t./build/test\nbuild/test: $(SOURCES)\n\t@mkdir -p build\n\t$(CXX) $(SOURCES) -o $@\n.PHONY: test\n',
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.10)\nproject(lib CXX)\noption(LIB_BUILD_TESTS "Build tests" OFF)\nadd_library(lib src/lib.cpp)\n' +
    'if (LIB_BUILD_TESTS)\n  include(CTest)\n  add_custom_target(check COMMAND ${CMAKE_CTEST_COMMAND} --output-on-failure)\n' +
    '  add_executable(lib-check tests/main.cpp)\n  target_link_libraries(lib-check PRIVATE lib)\n  add_test(NAME lib::test COMMAND lib-check)\n' +
    '  add_dependencies(check lib-check)\nendif()\n',
  '.github/workflows/build.yml':
    'on: [push]\njobs:\n  unix:\n    steps:\n      - name: make test\n        run: make test config=release -j2\n' +
    '  unix-cmake:\n    steps:\n      - name: cmake configure\n        run: |\n          mkdir cmake && cd cmake\n          cmake .. -D LIB_BUILD_TESTS=ON\n' +
    '      - name: cmake test\n        run: |\n          make -C cmake -j2\n',
  'src/lib.cpp': 'int f() { return 1; }\n',
  'tests/main.cpp': 'int f();\nint main() { return f() == 1 ? 0 : 1; }\n',
};

/** A multiplatform library with the binary-compatibility-validator plugin and its klib dump; CI runs `./gradlew build` (molecule’s). */
const validatorKlib = {
  'settings.gradle': "include ':lib'\n",
  gradlew: '#!/bin/sh\n',
  'gradle/libs.versions.toml':
    '[versions]\ncoroutine = "1.9.0"\n[libraries]\nkotlin-plugin-core = "org.jetbrains.kotlin:kotlin-gradle-plugin:2.0.21"\n' +
    'kotlinx-binaryCompatibilityValidator = "org.jetbrains.kotlinx:binary-compatibility-validator:0.16.3"\n' +
    'kotlinx-coroutines-core = { module = "org.jetbrains.kotlinx:kotlinx-coroutines-core", version.ref = "coroutine" }\n',
  'build.gradle':
    'buildscript {\n  dependencies {\n    classpath libs.kotlin.plugin.core\n    classpath libs.kotlinx.binaryCompatibilityValidator\n  }\n}\n',
  'lib/build.gradle':
    "apply plugin: 'org.jetbrains.kotlin.multiplatform'\napply plugin: 'org.jetbrains.kotlinx.binary-compatibility-validator'\n" +
    'kotlin {\n  jvm()\n  linuxX64()\n  sourceSets { commonMain { dependencies { implementation libs.kotlinx.coroutines.core } } }\n}\n' +
    'apiValidation {\n  klib.enabled = true\n}\n',
  'lib/api/lib.klib.api': '// Klib ABI Dump\n',
  'lib/api/jvm/lib.api': 'public final class x/Foo {}\n',
  'lib/src/commonMain/kotlin/x/Foo.kt': 'package x\n\nclass Foo {\n    internal fun f() = 1\n}\n',
  'lib/src/commonTest/kotlin/x/FooTest.kt': 'package x\n\nclass FooTest\n',
  '.github/workflows/build.yaml': 'on: [pull_request]\njobs:\n  build:\n    steps:\n      - run: ./gradlew build\n',
};

/** A pnpm and turbo monorepo of components with vitest among its tools but no tests, whose CI builds, lints and type-checks (heroui’s). */
const noTests = {
  'package.json': JSON.stringify({
    name: 'mono',
    private: true,
    scripts: {
      build: 'turbo build --filter=@x/react',
      lint: 'turbo lint',
      typecheck: 'turbo typecheck',
      'typecheck:react': 'turbo typecheck --filter=@x/react',
    },
    devDependencies: { turbo: '2.5.0', typescript: '5.8.3', vitest: '4.0.16' },
    packageManager: 'pnpm@10.9.0',
  }),
  'pnpm-workspace.yaml': 'packages:\n  - "packages/**"\n',
  'pnpm-lock.yaml': 'lockfileVersion: "9.0"\n',
  'packages/react/package.json': JSON.stringify({
    name: '@x/react',
    scripts: { build: 'node scripts/build.mjs --tsc', lint: 'eslint .', typecheck: 'tsc --noEmit' },
    dependencies: { '@react-aria/ssr': '3.9.10' },
  }),
  'packages/react/tsconfig.json': '{"compilerOptions":{"jsx":"react-jsx","strict":true}}\n',
  'packages/react/src/button.tsx': 'export const Button = (p: { disabled?: boolean }) => p.disabled;\n',
  '.github/workflows/qa.yaml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm build\n' +
    '  lint:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm lint\n' +
    '  types:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm typecheck\n',
};

/** A Go module whose Makefile tests each package by a target of its own, CI running them all (chi’s). */
const chiShape = {
  'go.mod': 'module example.com/chi\n\ngo 1.23\n',
  'mux.go': 'package chi\n\nfunc N() int { return 1 }\n',
  'mux_test.go': 'package chi\n\nimport "testing"\n\nfunc TestN(t *testing.T) {\n\tif N() != 1 {\n\t\tt.Fatal("n")\n\t}\n}\n',
  'middleware/m.go': 'package middleware\n\nfunc M() int { return 1 }\n',
  'middleware/m_test.go': 'package middleware\n\nimport "testing"\n\nfunc TestM(t *testing.T) {}\n',
  Makefile:
    'test:\n\tgo clean -testcache && $(MAKE) test-router && $(MAKE) test-middleware\n' +
    'test-router:\n\tgo test -race -v .\ntest-middleware:\n\tgo test -race -v ./middleware\n',
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: |\n          go get -d -t ./...\n          make test\n',
};

/** A pnpm workspace whose package’s `test` runs build, unit, types and e2e; CI runs each of the first three with `-r` (vue-router’s). */
const routerShape = {
  'package.json': JSON.stringify({
    name: 'root',
    private: true,
    scripts: { test: 'pnpm run -r test', lint: 'oxlint' },
    devDependencies: { vitest: '^4.0.0', oxlint: '^1.0.0' },
  }),
  'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
  'pnpm-lock.yaml': 'lockfileVersion: "9.0"\n',
  'packages/lib/package.json': JSON.stringify({
    name: 'lib',
    scripts: {
      build: 'tsc',
      'test:types': 'tsc --noEmit',
      'test:unit': 'vitest run',
      'test:e2e': 'playwright test',
      test: 'pnpm run build && pnpm run test:unit && pnpm run test:types && pnpm run test:e2e',
    },
    devDependencies: { vitest: '^4.0.0', typescript: '^5.0.0', '@playwright/test': '^1.0.0' },
  }),
  'packages/lib/tsconfig.json': '{"compilerOptions":{"strict":true},"include":["src","__tests__"]}\n',
  'packages/lib/src/a.ts': 'export const a = 1;\n',
  'packages/lib/__tests__/a.spec.ts': "import { it } from 'vitest';\nit('a', () => {});\n",
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm run lint\n' +
    '      - run: pnpm run -r build\n      - run: pnpm run -r test:types\n      - run: pnpm run -r test:unit\n',
};

/** A yarn library whose CI type-checks with a script of its own, over a folder of type tests (reselect's). */
const reselectShape = {
  'package.json': JSON.stringify({
    name: 'sel',
    packageManager: 'yarn@4.4.1',
    scripts: {
      build: 'tsup',
      test: 'vitest --run && vitest --run --typecheck.only',
      'type-check': 'vitest --run --typecheck.only',
      'test:typescript': 'tsc --noEmit -p typescript_test/tsconfig.json',
    },
    devDependencies: { typescript: '^5.6.0', vitest: '^2.0.0', tsup: '^8.0.0' },
  }),
  'yarn.lock': '',
  'tsconfig.json': '{"compilerOptions":{"strict":true,"noEmit":true},"include":["./src/**/*"]}\n',
  'typescript_test/tsconfig.json': '{"compilerOptions":{"strict":true,"noEmit":true},"include":["test.ts"]}\n',
  'src/eq.ts': 'export const eq = (a: unknown, b: unknown) => a === b;\n',
  '.github/workflows/build-and-test-types.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - run: yarn install\n      - run: yarn test\n' +
    '  test-types:\n    steps:\n      - run: yarn install\n      - run: yarn test:typescript\n',
};

/** A Cargo workspace whose justfile's recipes take parameters and pass them on; CI runs some of them (hickory-dns's). */
const justParams = {
  'Cargo.toml': '[workspace]\nmembers = ["a"]\n',
  'a/Cargo.toml': '[package]\nname = "a"\nversion = "0.1.0"\nedition = "2021"\n',
  'a/src/lib.rs': 'pub fn f() -> u16 {\n    512\n}\n',
  'Cargo.lock': '# This file is automatically @generated by Cargo.\nversion = 4\n\n[[package]]\nname = "a"\nversion = "0.1.0"\n',
  justfile:
    "default feature='': (test feature)\n\nall-features: (default \"--all-features\")\n\ntest feature='':\n    cargo test --all-targets {{feature}}\n\n" +
    'cross-test target package:\n    cross test --target {{target}} --package {{package}}\n\n' +
    'proto-none:\n    cargo build --package a --lib --target aarch64-unknown-none\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  platform:\n    steps:\n      - run: just all-features\n  no-std:\n    steps:\n      - run: just proto-none\n' +
    '  cross:\n    steps:\n      - run: just cross-test ${{ matrix.target }} a\n',
};

/** A Rails app with rspec whose guide runs a single spec file (human-essentials'). */
const railsMirror = {
  Gemfile: 'source "https://rubygems.org"\ngem "rails"\ngroup :test do\n  gem "rspec-rails"\nend\n',
  'Gemfile.lock': 'GEM\n  specs:\n',
  '.rspec': '--require spec_helper\n',
  'app/models/item.rb': 'class Item < ApplicationRecord\n  def other?\n    partner_key == "other"\n  end\nend\n',
  'spec/spec_helper.rb': '',
  'spec/models/item_spec.rb':
    'require "rails_helper"\nRSpec.describe Item do\n  it { expect(Item.new(partner_key: "other")).to be_other }\nend\n',
  'spec/models/user_spec.rb': 'require "rails_helper"\n',
  'CLAUDE.md':
    '# Commands\n\n```bash\nbundle exec rspec                              # Run full test suite\nbundle exec rspec spec/models/item_spec.rb     # Run a single test file\n```\n',
  '.github/workflows/rspec.yml': 'on: [push]\njobs:\n  rspec:\n    steps:\n      - run: bundle exec rspec\n',
};

/** mypy configured in setup.cfg, run only as a pre-commit hook that tox's lint env runs (arrow). */
const mypyByHook = {
  'setup.cfg': '[mypy]\nignore_missing_imports = True\n',
  'tox.ini':
    '[tox]\nenvlist = py311\n[testenv]\ndeps = pytest\ncommands = pytest\n[testenv:lint]\nskip_install = true\ndeps = pre-commit\ncommands = pre-commit run --all-files\n',
  '.pre-commit-config.yaml':
    'repos:\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v1.19.0\n    hooks:\n      - id: mypy\n',
  Makefile: 'test:\n\tpytest\n',
  'pyproject.toml': '[project]\nname = "pkg"\nversion = "1"\n',
  'requirements/requirements-tests.txt': 'pre-commit\npytest\npytest-cov\n',
  'pkg/__init__.py': '',
  'pkg/util.py': 'def f(x):\n    return x\n',
  'tests/test_util.py': 'from pkg.util import f\n\ndef test_f():\n    assert f(1) == 1\n',
};

/** A Go module whose Makefile's `test:` is short and `race:` runs every test, as CI does (echo). */
const echoShort = {
  'go.mod': 'module example.com/web/v5\n\ngo 1.25.0\n',
  'web.go': 'package web\n',
  'mw/mw.go': 'package mw\n\nfunc G() int { return 1 }\n',
  'mw/mw_test.go': 'package mw\n\nimport "testing"\n\nfunc TestG(t *testing.T) { _ = G() }\n',
  Makefile:
    'PKG := "example.com/web"\nPKG_LIST := $(shell go list ${PKG}/...)\n\n.DEFAULT_GOAL := check\ncheck: lint vet race ## Check project\n\n' +
    'lint: ## Lint the files\n\t@staticcheck ${PKG_LIST}\n\nvet: ## Vet the files\n\t@go vet ${PKG_LIST}\n\n' +
    'test: ## Run tests\n\t@go test -short ${PKG_LIST}\n\nrace: ## Run tests with data race detector\n\t@go test -race ${PKG_LIST}\n\n' +
    'benchmark: ## Run benchmarks\n\t@go test -run="-" -benchmem -bench=".*" ${PKG_LIST}\n',
  '.github/workflows/echo.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: go test -race --coverprofile=coverage.coverprofile --covermode=atomic ./...\n',
};

/** A composer package whose lock is on disk (whoops' CI runs `composer update`). */
const composerLocked = {
  'composer.json':
    '{\n  "name": "acme/lib",\n  "scripts": { "test": "phpunit --testdox tests" },\n  "require": { "php": "^8.1" },\n' +
    '  "require-dev": {\n    "phpunit/phpunit": "^9.3.3",\n    "mockery/mockery": "^1.0"\n  },\n  "autoload": { "psr-4": { "Acme\\\\": "src/" } }\n}\n',
  'composer.lock':
    '{"content-hash":"x","packages":[],"packages-dev":[{"name":"phpunit/phpunit","version":"9.6.0"},{"name":"mockery/mockery","version":"1.0.0"}]}\n',
  'src/A.php': '<?php\nnamespace Acme;\nclass A {}\n',
  'tests/ATest.php':
    '<?php\nuse PHPUnit\\Framework\\TestCase;\nclass ATest extends TestCase { public function testA(): void { $this->assertTrue(true); } }\n',
};

/** A multiplatform library whose plugin a convention script of buildSrc applies (kotlin-result). */
const kmpConvention = {
  'settings.gradle.kts': 'rootProject.name = "demo"\ninclude("lib", "app")\n',
  gradlew: '#!/bin/sh\n',
  'buildSrc/build.gradle.kts': 'plugins {\n    `kotlin-dsl`\n}\nrepositories {\n    mavenCentral()\n}\n',
  'buildSrc/src/main/kotlin/kotlin-conventions.gradle.kts':
    'plugins {\n    kotlin("multiplatform")\n}\nkotlin {\n    jvm()\n    js { nodejs() }\n}\n',
  'lib/build.gradle.kts': 'plugins {\n    id("kotlin-conventions")\n}\n',
  'lib/src/commonMain/kotlin/Foo.kt': 'package demo\n\nfun double(x: Int): Int = x * 2\n',
  'lib/src/commonTest/kotlin/FooTest.kt':
    'package demo\n\nimport kotlin.test.*\n\nclass FooTest {\n    @Test fun d() = assertEquals(4, double(2))\n}\n',
  'app/build.gradle.kts': 'plugins {\n    kotlin("jvm")\n}\ndependencies {\n    implementation(project(":lib"))\n}\n',
  'app/src/main/kotlin/Main.kt': 'fun main() = println(demo.double(2))\n',
  'gradle/libs.versions.toml': '[versions]\nkotlin = "2.2.0"\ncoroutines = "1.11.0"\n',
  '.github/workflows/ci.yaml': 'on: [push]\njobs:\n  build:\n    steps:\n      - run: ./gradlew build\n',
};

/** A gem whose minitest specs in `spec/` rake's test task runs (rack-attack). */
const minitestSpecs = {
  Gemfile: "source 'https://rubygems.org'\ngemspec\n",
  'foo.gemspec':
    "Gem::Specification.new do |s|\n  s.name = 'foo'\n  s.version = '0.1.0'\n  s.add_development_dependency 'minitest', '~> 5.11'\n" +
    "  s.add_development_dependency 'rake', '~> 13.0'\n  s.add_development_dependency 'rubocop', '1.82'\nend\n",
  Rakefile:
    "require 'rake/testtask'\nrequire 'rubocop/rake_task'\nRuboCop::RakeTask.new\nRake::TestTask.new(:test) do |t|\n  t.pattern = \"spec/**/*_spec.rb\"\nend\ntask default: [:rubocop, :test]\n",
  '.github/workflows/build.yml': 'on: [push]\njobs:\n  build:\n    steps:\n      - run: bundle exec rake\n',
  '.rubocop.yml': '',
  'lib/foo/bar.rb': 'module Foo\n  def self.x = 1\nend\n',
  'spec/spec_helper.rb': 'require "minitest/autorun"\nrequire "foo/bar"\n',
  'spec/bar_spec.rb': 'require_relative "spec_helper"\ndescribe("Foo") { it("x") { _(Foo.x).must_equal 1 } }\n',
};

/** A workspace whose `benchmarks` member depends on `a`, and whose CI script leaves it out (crossbeam). */
const cargoExcluded = {
  'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["a", "benchmarks"]\n',
  'a/Cargo.toml': '[package]\nname = "a"\nversion = "0.1.0"\nedition = "2021"\n',
  'a/src/lib.rs': 'pub fn f() -> i32 {\n    1\n}\n',
  'a/tests/smoke.rs': '#[test]\nfn t() {\n    assert_eq!(a::f(), 1);\n}\n',
  'benchmarks/Cargo.toml':
    '[package]\nname = "benchmarks"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\na = { path = "../a" }\n\n[[bin]]\nname = "bench_a"\npath = "bench_a.rs"\n',
  'benchmarks/bench_a.rs': 'fn main() {\n    println!("{}", a::f());\n}\n',
  'ci/test.sh': '#!/bin/bash\nset -euxo pipefail\ncargo test --all --all-features --exclude benchmarks\n',
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: ci/test.sh\n',
};

/** A uv project whose pytest is in a `test` group alone, tested by CI through tox-uv (django-cors-headers). */
const toxUvGroup = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\ndependencies = [ "django>=5.2" ]\n\n[dependency-groups]\ntest = [ "pytest>=9", "pytest-django" ]\n',
  'tox.ini':
    '[tox]\nenv_list = py313\n\n[testenv]\nrunner = uv-venv-lock-runner\ncommands = python -m pytest {posargs:tests}\ndependency_groups = test\n',
  'uv.lock': 'version = 1\n',
  '.github/workflows/main.yml': 'on: [push]\njobs:\n  tests:\n    steps:\n      - run: uvx --with tox-uv tox run -f py313\n',
  'src/pkg/__init__.py': '',
  'src/pkg/mod.py': 'def f():\n    return 1\n',
  'tests/test_mod.py': 'from pkg.mod import f\n\ndef test_f():\n    assert f() == 1\n',
};

/** A library whose `make test` first installs, sets up git hooks and git config, while CI runs pytest (responses). */
const responsesShape = {
  'setup.py':
    'from setuptools import setup\nsetup(name="pkg", packages=["pkg"], extras_require={"tests": ["pytest", "pytest-asyncio", "mypy"]})\n',
  Makefile:
    'develop: setup-git install-deps\n\ninstall-deps:\n\tpip install -e "file://`pwd`#egg=pkg[tests]"\n\n' +
    'setup-git:\n\tpip install "pre-commit>=2.9.2"\n\tpre-commit install\n\tgit config branch.autosetuprebase always\n\n' +
    'test: develop lint\n\tpy.test .\n\nlint:\n\tpre-commit run -a\n',
  'tox.ini':
    '[tox]\nenvlist = py312,mypy\n[testenv]\nextras = tests\ncommands =\n    pytest . --asyncio-mode=auto {posargs}\n[testenv:mypy]\ncommands =\n    python -m mypy -p pkg\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  linting:\n    steps:\n      - run: tox -e mypy\n  tests:\n    steps:\n      - run: make install-deps\n      - run: pytest . --asyncio-mode=auto\n',
  'pkg/__init__.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
  'pkg/tests/__init__.py': '',
  'pkg/tests/test_add.py': 'from pkg import add\n\ndef test_add():\n    assert add(1, 2) == 3\n',
};

/** A multiplatform library with a few tests of its own, whose suite is a sibling project of tests alone (colormath). */
const colormathShape = {
  'settings.gradle.kts': 'include("colormath")\ninclude("test")\n',
  gradlew: '#!/bin/sh\n',
  'build.gradle.kts': 'plugins {\n    kotlin("multiplatform").version("2.1.0").apply(false)\n}\n',
  'colormath/build.gradle.kts': 'plugins {\n    kotlin("multiplatform")\n}\nkotlin {\n    jvm()\n}\n',
  'test/build.gradle.kts':
    'plugins {\n    kotlin("multiplatform")\n}\nkotlin {\n    jvm()\n    sourceSets {\n        commonTest.dependencies {\n            implementation(project(":colormath"))\n            implementation(kotlin("test"))\n        }\n    }\n}\n',
  'colormath/src/commonMain/kotlin/Hsl.kt': 'package demo\n\nfun floor(l: Float): Float = maxOf(l, 0.01f)\n',
  'colormath/src/commonTest/kotlin/MatrixTest.kt':
    'package demo\n\nimport kotlin.test.Test\n\nclass MatrixTest {\n    @Test fun ok() {}\n}\n',
  'test/src/commonTest/kotlin/HslTest.kt':
    'package demo\n\nimport kotlin.test.*\n\nclass HslTest {\n    @Test fun f() = assertEquals(0.01f, floor(0f))\n}\n',
  '.github/workflows/build.yml': 'on: [push]\njobs:\n  build:\n    steps:\n      - run: ./gradlew :test:check\n',
};

/** A library whose CI runs tox envs per interpreter and whose guide (reStructuredText) runs pytest (webargs). */
const webargsShape = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n[project.optional-dependencies]\ntests = ["pytest"]\n[build-system]\nrequires = ["flit_core<4"]\nbuild-backend = "flit_core.buildapi"\n',
  'tox.ini':
    '[tox]\nenvlist=\n    lint\n    py{39,310,311,312}-marshmallow3\n\n[testenv]\nextras = tests\ncommands = pytest {posargs}\n\n' +
    '[testenv:lint]\ndeps = pre-commit~=3.5\nskip_install = true\ncommands = pre-commit run --all-files\n',
  '.github/workflows/build.yml':
    'on: [push]\njobs:\n  tests:\n    strategy:\n      matrix:\n        include:\n          - { python: "3.9", tox: py39-marshmallow3 }\n' +
    '          - { python: "3.12", tox: py312-marshmallow3 }\n    steps:\n      - run: python -m pip install tox\n      - run: python -m tox -e${{ matrix.tox }}\n',
  'CONTRIBUTING.rst':
    'Running tests\n+++++++++++++\n\nTo run all tests: ::\n\n    $ pytest\n\nTo run syntax checks: ::\n\n    $ tox -e lint\n',
  'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x\n',
  'tests/test_core.py': 'from pkg import f\n\ndef test_f():\n    assert f(1) == 1\n',
};

/** Shell scripts tested with bats through a test folder's runner CI runs (rbenv). */
const rbenvShape = {
  'test/run': '#!/usr/bin/env bash\nset -e\n\nexec bats ${CI:+--tap} "${@:-test}"\n',
  'libexec/tool-foo.sh': '#!/usr/bin/env bash\n# Usage: tool foo\nset -e\necho foo\n',
  'libexec/tool-bar': '#!/usr/bin/env bash\n# Usage: tool bar\nset -e\necho bar\n',
  VERSION: '1.0.0\n',
  'test/foo.bats': '#!/usr/bin/env bats\n\n@test "foo" {\n  run tool-foo\n  [ "$status" -eq 0 ]\n}\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - name: Install bats\n        run: git clone --depth 1 --branch v1.10.0 https://github.com/bats-core/bats-core.git bats\n' +
    '      - name: Run tests\n        run: PATH="./bats/bin:$PATH" test/run\n',
};

/** A package whose `test` runs every `test:*` script by pnpm's pattern, one of them a size budget (nanoid). */
const nanoidShape = {
  'package.json': JSON.stringify({
    name: 'x',
    type: 'module',
    scripts: { 'test:coverage': 'bnt --coverage 100', 'test:lint': 'oxlint', 'test:size': 'size-limit', test: 'pnpm run /^test:/' },
    devDependencies: { 'better-node-test': '^1.0.0', oxlint: '^1.77.0', 'size-limit': '^13.0.3' },
  }),
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  'index.js': 'export const f = () => 1;\n',
  'test/index.test.js':
    'import { test } from "node:test";\nimport assert from "node:assert";\nimport { f } from "../index.js";\ntest("f", () => assert.equal(f(), 1));\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  full:\n    steps:\n      - run: pnpm ci\n      - run: pnpm test\n  short:\n    steps:\n      - run: pnpm ci\n      - run: pnpm bnt\n',
};

/** A Gradle build with a leftover pom of coordinates at its root (picocli). */
const picocliShape = {
  'pom.xml':
    '<project><modelVersion>4.0.0</modelVersion><groupId>g</groupId><artifactId>a</artifactId><version>1</version><packaging>jar</packaging></project>\n',
  'settings.gradle': "rootProject.name = 'a'\ninclude 'sub'\n",
  'build.gradle': "apply plugin: 'java'\n",
  'sub/build.gradle': "plugins { id 'java' }\n",
  gradlew: '#!/bin/sh\n',
  'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.14-bin.zip\n',
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  b:\n    steps:\n      - run: ./gradlew build --no-daemon\n',
  'src/main/java/p/A.java': 'package p;\npublic class A { int f() { return 1; } }\n',
  'sub/src/main/java/q/B.java': 'package q;\npublic class B { int f() { return 1; } }\n',
};

/** A Makefile whose `test` runs tox’s every interpreter, tox’s envs running pytest (tqdm). */
const toxEveryEnvShape = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "0.1"\n\n[tool.pytest.ini_options]\npython_files = ["tests_*.py"]\ntestpaths = ["tests"]\n',
  Makefile: 'test:\n\ttox --skip-missing-interpreters -p all\n\npytest:\n\tpytest\n',
  'tox.ini': '[tox]\nenvlist = py3{9,10,11,12}\n\n[testenv]\ndeps = pytest\ncommands = {envpython} -m pytest -k "not perf" {posargs}\n',
  'pkg/__init__.py': 'def f():\n    return 1\n',
  'tests/tests_utils.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n',
};

/** A JavaScript package whose declarations dtslint tests inside its `test` script (axios). */
const dtslintShape = {
  'package.json': JSON.stringify({
    name: 'm',
    version: '1.0.0',
    main: 'index.js',
    types: 'index.d.ts',
    scripts: {
      test: 'npm run test:mocha && npm run test:dtslint',
      'test:mocha': 'mocha test/unit/**/*.js',
      'test:dtslint': 'dtslint --localTs node_modules/typescript/lib',
    },
    devDependencies: { dtslint: '^4.2.1', mocha: '^10.0.0', typescript: '^4.9.5' },
  }),
  'package-lock.json': '{}\n',
  'tsconfig.json': '{ "compilerOptions": { "module": "node16", "strict": true, "noEmit": true } }\n',
  'index.d.ts': 'export interface Config {\n  maxRedirects?: number;\n}\n',
  'index.js': 'module.exports = {};\n',
};

/** PHPStan installed by a composer project of its own (`tools/`), run so by CI (PHP-Parser). */
const phpToolsShape = {
  'composer.json': '{"name":"x/y","require-dev":{"phpunit/phpunit":"^9.0"},"autoload":{"psr-4":{"X\\\\":"lib/"}}}\n',
  'tools/composer.json': '{"require":{"friendsofphp/php-cs-fixer":"^3.10","phpstan/phpstan":"^2.0"}}\n',
  'phpstan.neon.dist': 'parameters:\n    level: 6\n    paths:\n        - lib\n',
  Makefile:
    'tools/vendor:\n\tcomposer install -d tools\n\nphpstan: tools/vendor\n\tphp tools/vendor/bin/phpstan\n\ntests:\n\tphp vendor/bin/phpunit\n',
  'lib/Foo.php': '<?php\nnamespace X;\nfinal class Foo { public function f(): int { return 1; } }\n',
  '.github/workflows/main.yml':
    'on: [push]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "php vendor/bin/phpunit"\n' +
    '  phpstan:\n    runs-on: ubuntu-latest\n    steps:\n      - run: cd tools && composer install\n      - run: "php tools/vendor/bin/phpstan"\n' +
    '  php-cs-fixer:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "php tools/vendor/bin/php-cs-fixer fix --dry-run"\n',
};

/** A CMake project whose root Makefile holds maintenance targets alone (nlohmann/json), CI running make on the docs' own. */
const makeMaintenanceShape = {
  Makefile: 'amalgamate:\n\tpython3 tools/amalgamate.py\n\ncheck-amalgamation:\n\t@$(MAKE) amalgamate\n',
  'tools/amalgamate.py': 'print("amalgamate")\n',
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.13)\nproject(lib CXX)\nenable_testing()\nadd_executable(test-deserialization tests/src/unit-deserialization.cpp)\n' +
    'add_test(NAME test-deserialization COMMAND test-deserialization)\n',
  'include/lib.hpp': 'inline int f() { return 1; }\n',
  'tests/src/unit-deserialization.cpp': '#include "../../include/lib.hpp"\nint main() { return f() - 1; }\n',
  'docs/mkdocs/Makefile': 'build:\n\tmkdocs build\n',
  '.github/workflows/docs.yml': 'on: [push]\njobs:\n  docs:\n    steps:\n      - run: make build -C docs/mkdocs\n',
};

/** A project nox tests in its sessions' own environments, its lint session running the hooks (nox itself). */
const noxSessionsShape = {
  'noxfile.py':
    'import nox\n\n@nox.session(python=["3.11", "3.12"])\ndef tests(session):\n    session.install("-e.", "pytest", "coverage")\n' +
    '    session.run("coverage", "run", "-m", "pytest", *session.posargs)\n\n@nox.session(python="3.12")\ndef lint(session):\n' +
    '    session.install("prek")\n    session.run("prek", "run", "--all-files")\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  build:\n    strategy:\n      matrix:\n        python-version: ["3.11", "3.12"]\n    runs-on: ubuntu-latest\n    steps:\n' +
    '      - run: pip install nox\n      - run: nox --session "tests-${{ matrix.python-version }}"\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n' +
    '      - run: pip install nox\n      - run: nox --session lint\n',
  'pyproject.toml': '[project]\nname = "pkg"\nversion = "0"\n\n[tool.mypy]\nstrict = true\n',
  '.pre-commit-config.yaml':
    'repos:\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v1.0.0\n    hooks:\n      - id: mypy\n',
  'CONTRIBUTING.md':
    'To run against a particular Python version:\n\n    nox --session tests-3.12\n\nTo just check for lint errors, run: `nox --session lint`\n',
  'pkg/__init__.py': 'def f():\n    return 1\n',
  'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n',
};

/** A multiplatform module whose source sets are `<name>/src` folders, the API validator applied by the root (kotlinx.serialization). */
const setFoldersShape = {
  gradlew: '#!/bin/sh\n',
  'settings.gradle.kts':
    'rootProject.name = "demo"\ninclude(":demo-protobuf")\nproject(":demo-protobuf").projectDir = file("./formats/protobuf")\n',
  'build.gradle.kts': 'plugins { id("org.jetbrains.kotlinx.binary-compatibility-validator") }\napiValidation { klib { enabled = true } }\n',
  'formats/protobuf/build.gradle.kts': 'plugins { kotlin("multiplatform") }\nkotlin {\n    jvm()\n    js()\n}\n',
  'formats/protobuf/api/demo-protobuf.api': 'public final class p/F {\n}\n',
  'formats/protobuf/api/demo-protobuf.klib.api': '// Klib ABI Dump\n',
  'formats/protobuf/commonMain/src/p/F.kt': 'package p\n\nclass F {\n    fun f(): Int = 1\n}\n',
  'formats/protobuf/commonTest/src/p/FTest.kt': 'package p\n\nimport kotlin.test.Test\n\nclass FTest {\n    @Test fun f() {}\n}\n',
};

/** A Symfony bundle tested through the PHPUnit bridge, PHPStan installed by its own composer project on a few paths (maker-bundle). */
const phpunitBridgeShape = {
  'composer.json': JSON.stringify({ 'require-dev': { 'symfony/phpunit-bridge': '^7.0' }, autoload: { 'psr-4': { 'App\\': 'src/' } } }),
  'phpunit.xml.dist':
    '<phpunit bootstrap="vendor/autoload.php"><php><env name="SYMFONY_PHPUNIT_VERSION" value="9.6"/></php>' +
    '<testsuites><testsuite name="all"><directory>tests</directory></testsuite></testsuites></phpunit>\n',
  'phpstan.dist.neon': 'parameters:\n    level: 6\n    paths:\n        - src/Maker\n',
  'tools/phpstan/composer.json': '{"require":{"phpstan/phpstan":"^2.0"}}\n',
  'src/Str.php': '<?php\nnamespace App;\nfinal class Str { public static function f(): string { return "a"; } }\n',
  'src/Maker/MakeFoo.php': '<?php\nnamespace App\\Maker;\nfinal class MakeFoo { public function f(): int { return 1; } }\n',
  'tests/StrTest.php': '<?php\nnamespace App\\Tests;\nuse PHPUnit\\Framework\\TestCase;\nfinal class StrTest extends TestCase {}\n',
  '.github/workflows/ci-linux.yaml':
    'on: [push]\njobs:\n  tests:\n    steps:\n      - name: Install PHPUnit\n        run: vendor/bin/simple-phpunit install\n' +
    '      - name: Run tests\n        run: vendor/bin/simple-phpunit ${{ env.PHPUNIT_FLAGS }}\n',
  '.github/workflows/ci-static-analysis.yaml':
    'on: [push]\njobs:\n  phpstan:\n    steps:\n      - run: composer install --working-dir=tools/phpstan\n' +
    '      - run: "tools/phpstan/vendor/bin/phpstan analyze --memory-limit=1G --error-format=github"\n',
};

/** Go code generated by generators the module builds first, through its Makefile (uber-go/atomic). */
const builtGeneratorShape = {
  Makefile:
    'export GOBIN ?= $(shell pwd)/bin\nGEN = $(GOBIN)/gen\n\n.PHONY: test\ntest:\n\tgo test -race ./...\n\n' +
    '$(GEN): $(wildcard ./internal/gen/*)\n\tgo build -o $@ ./internal/gen\n\n.PHONY: generate\ngenerate: $(GEN)\n\tgo generate ./...\n',
  '.gitignore': '/bin\n',
  'go.mod': 'module example.com/atom\n\ngo 1.21\n',
  'string_ext.go':
    'package atom\n\n//go:generate bin/gen -name=String -file=string.go\n\nfunc (s *String) String() string { return s.Load() }\n',
  'string.go':
    '// Code generated by gen. DO NOT EDIT.\n\npackage atom\n\ntype String struct{ v string }\n\nfunc (s *String) Load() string { return s.v }\n',
  'internal/gen/main.go': 'package main\n\nfunc main() {}\n',
  'internal/gen/wrapper.tmpl': 'package {{ .Package }}\n',
};

/** A gem whose tests CI runs through its wrapper script, by its shell (jekyll). */
const scriptTestShape = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\n',
  'foo.gemspec':
    'Gem::Specification.new do |s| s.name = "foo"; s.version = "0.1.0"; s.add_development_dependency "minitest"; s.add_development_dependency "rake"; end\n',
  Rakefile: 'require "rake/testtask"\nRake::TestTask.new(:test) { |t| t.libs << "lib" << "test"; t.pattern = "test/**/test_*.rb" }\n',
  'script/test':
    '#!/usr/bin/env bash\nset -e\nexport TZ=UTC\nif [[ $# -lt 1 ]]; then\n  bundle exec rake test\nelse\n  bundle exec ruby -I test "$@"\nfi\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  t:\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bash script/test\n',
  'lib/foo.rb': 'module Foo; def self.x = 1; end\n',
  'test/test_foo.rb': 'require "minitest/autorun"\nclass TestFoo < Minitest::Test; end\n',
};

/** A proc-macro crate without tests of its own, used by the root package that has them (thiserror). */
const procMacroShape = {
  'Cargo.toml':
    '[package]\nname = "thiserror"\nversion = "2.0.19"\nedition = "2021"\n\n[features]\ndefault = ["std"]\nstd = []\n\n' +
    '[dependencies]\nthiserror-impl = { version = "=2.0.19", path = "impl" }\n\n[workspace]\nmembers = ["impl"]\n',
  'impl/Cargo.toml': '[package]\nname = "thiserror-impl"\nversion = "2.0.19"\nedition = "2021"\n\n[lib]\nproc-macro = true\n',
  'impl/src/lib.rs': 'pub fn msg() -> &\'static str {\n    "a"\n}\n',
  'src/lib.rs': 'pub use thiserror_impl::*;\n',
  'tests/test_display.rs': '#[test]\nfn t() {}\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: cargo test --workspace\n      - run: cargo test --no-default-features\n',
};

/** A Kotlin module whose public API a dump in `api/` holds, one file of it internal (leakcanary). */
const apiDumpShape = {
  gradlew: '#!/bin/sh\n',
  'settings.gradle': "include ':jvm'\n",
  'jvm/build.gradle.kts': 'plugins { id("org.jetbrains.kotlin.jvm") }\n',
  'jvm/api/jvm.api': 'public final class shark/X {\n}\n',
  'jvm/src/main/java/shark/R.kt': 'package shark.internal\n\ninternal class R {\n  fun f(): String = "a"\n}\n',
  'jvm/src/main/java/shark/X.kt': 'package shark\n\nclass X {\n  fun f(): String = "a"\n}\n',
  '.github/workflows/main.yml': 'on: [push]\njobs:\n  checks:\n    steps:\n      - run: ./gradlew build --stacktrace\n',
};

/** A pnpm workspace whose members import each other's built `dist` (changesets'). */
const changesetsShape = {
  'package.json':
    '{\n  "name": "repo",\n  "private": true,\n  "type": "module",\n  "scripts": {\n    "build": "tsdown",\n    "test": "vitest",\n    "types:check": "tsc",\n    "lint": "eslint",\n    "check-all": "pnpm build && pnpm test run && pnpm types:check && pnpm lint"\n  },\n  "devDependencies": { "tsdown": "^0.22.14", "typescript": "^6.0.3", "vitest": "^4.1.10", "eslint": "^10.8.0" },\n  "packageManager": "pnpm@11.13.1"\n}\n',
  'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
  'pnpm-lock.yaml': 'lockfileVersion: "9.0"\n',
  'tsconfig.json':
    '{ "compilerOptions": { "strict": true, "noEmit": true, "allowImportingTsExtensions": true, "module": "nodenext" }, "include": ["./"] }\n',
  'tsdown.config.ts': 'import { defineConfig } from "tsdown/config";\nexport default defineConfig({ workspace: ["packages/*"] });\n',
  '.github/workflows/ci.yml':
    'name: CI\non: [pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm build\n      - uses: actions/upload-artifact@v4\n        with: { name: dist, path: packages/*/dist }\n  test:\n    needs: [build]\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm install --frozen-lockfile\n      - uses: actions/download-artifact@v4\n        with: { name: dist, path: packages }\n      - run: pnpm test\n  typecheck:\n    needs: [build]\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm install --frozen-lockfile\n      - uses: actions/download-artifact@v4\n        with: { name: dist, path: packages }\n      - run: pnpm types:check\n',
  'packages/a/package.json':
    '{ "name": "@x/a", "version": "1.0.0", "type": "module", "exports": { ".": "./dist/index.mjs" }, "files": ["dist"] }\n',
  'packages/b/package.json':
    '{ "name": "@x/b", "version": "1.0.0", "type": "module", "exports": { ".": "./dist/index.mjs" }, "dependencies": { "@x/a": "workspace:^" } }\n',
  'packages/a/src/index.ts':
    'export function truncate(s: string, max = 200): string {\n  return s.length > max ? s.slice(0, max) + "..." : s;\n}\n',
  'packages/b/src/index.ts': 'import { truncate } from "@x/a";\nexport const short = (s: string) => truncate(s, 10);\n',
  'packages/b/src/index.test.ts':
    'import { expect, it } from "vitest";\nimport { short } from "./index.ts";\nit("truncates", () => { expect(short("x".repeat(20))).toBe("xxxxxxxxxx..."); });\n',
};

/** A yarn 1 workspace run by turbo whose test task builds first, its packages built by TSDX into the `dist` their users read (formik's). */
const formikShape = {
  'package.json':
    '{\n  "name": "proj",\n  "private": true,\n  "packageManager": "yarn@1.22.22",\n  "workspaces": ["packages/*"],\n  "devDependencies": { "turbo": "^2.6.0", "prettier": "^2.1.2" },\n  "scripts": { "test": "turbo run test --filter=\'./packages/*\' --", "build": "turbo run build" }\n}\n',
  'yarn.lock': '# yarn lockfile v1\n\n\ndeepmerge@^2.1.1:\n  version "2.2.1"\n',
  'turbo.json':
    '{\n  "tasks": {\n    "build": { "dependsOn": ["^build"], "outputs": ["dist/**"] },\n    "test": { "dependsOn": ["^build", "build"] }\n  }\n}\n',
  'tsconfig.json':
    '{\n  "compilerOptions": { "strict": true, "jsx": "react", "moduleResolution": "node" },\n  "include": ["packages", "types"]\n}\n',
  '.github/workflows/ci.yml':
    'name: ci\non: [pull_request]\njobs:\n  unit:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with: { cache: yarn }\n      - run: |\n          yarn install --frozen-lockfile\n          yarn test --coverage\n',
  'packages/lib/package.json':
    '{\n  "name": "lib",\n  "version": "1.0.0",\n  "main": "dist/index.js",\n  "typings": "dist/index.d.ts",\n  "scripts": { "test": "tsdx test --env=jsdom", "build": "tsdx build --tsconfig tsconfig.build.json", "lint": "tsdx lint" },\n  "dependencies": { "deepmerge": "^2.1.1" },\n  "devDependencies": { "tsdx": "^0.14.1", "typescript": "^4.0.3" }\n}\n',
  'packages/lib/tsconfig.build.json': '{\n  "extends": "../../tsconfig.json",\n  "include": ["src"]\n}\n',
  'packages/lib/src/index.ts': 'export const isEmptyArray = (value?: any) =>\n  Array.isArray(value) && value.length === 0;\n',
  'packages/lib/test/index.test.ts':
    "import { isEmptyArray } from '../src';\n\ntest('isEmptyArray', () => {\n  expect(isEmptyArray([])).toBe(true);\n});\n",
  'packages/native/package.json':
    '{\n  "name": "lib-native",\n  "version": "1.0.0",\n  "scripts": { "test": "tsdx test", "build": "tsdx build", "lint": "tsdx lint" },\n  "peerDependencies": { "lib": "*" },\n  "devDependencies": { "lib": "1.0.0", "tsdx": "^0.14.1" }\n}\n',
  'packages/native/src/index.ts': "export { isEmptyArray } from 'lib';\n",
};

/** A Python package with a PyO3 extension maturin builds from its `rust/` folder (pendulum's). */
const maturinShape = {
  Makefile:
    'dev:\n\tpoetry install\n\tpoetry run maturin develop\n\nlint-rust:\n\tcd rust && cargo fmt --all -- --check\n\tcd rust && cargo clippy --tests -- -D warnings\n\ntest:\n\tpoetry run pytest -q tests\n',
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0.0"\nrequires-python = ">=3.10"\n\n[tool.poetry.group.test.dependencies]\npytest = "^7.1.2"\n\n[tool.poetry.group.build.dependencies]\nmaturin = ">=1.0,<2.0"\n\n[tool.maturin]\nmodule-name = "pkg._pkg"\npython-source = "src"\npython-packages = ["pkg"]\nfeatures = ["pyo3/extension-module"]\n\n[build-system]\nrequires = ["maturin>=1.0,<2.0"]\nbuild-backend = "maturin"\n',
  'rust/Cargo.toml':
    '[package]\nname = "_pkg"\nversion = "1.0.0"\nedition = "2021"\n\n[lib]\nname = "_pkg"\ncrate-type = ["cdylib"]\n\n[dependencies]\npyo3 = { version = "0.27", features = ["extension-module"] }\n',
  'rust/src/lib.rs':
    "use pyo3::prelude::*;\n\n#[pyfunction]\nfn is_leap(year: i32) -> bool {\n    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0\n}\n\n#[pymodule]\nfn _pkg(m: &Bound<'_, PyModule>) -> PyResult<()> {\n    m.add_function(wrap_pyfunction!(is_leap, m)?)?;\n    Ok(())\n}\n",
  '.github/workflows/tests.yml':
    'name: Tests\non: [push, pull_request]\njobs:\n  Tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pipx install poetry\n      - run: poetry install --only main --only test --only build --no-root\n      - name: Install project\n        run: poetry run maturin develop\n      - name: Test\n        run: poetry run pytest -q tests\n',
  'src/pkg/__init__.py': 'from pkg._pkg import is_leap\n\n__all__ = ["is_leap"]\n',
  'tests/test_pkg.py': 'from pkg import is_leap\n\n\ndef test_is_leap() -> None:\n    assert is_leap(2000)\n',
};

/** A gem whose CI runs an integration spec folder only under a matrix gemfile that bundles the gem it needs (grape's). */
const hashieMatrix = {
  Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'rspec'\n",
  'gemfiles/hashie.gemfile': "eval_gemfile '../Gemfile'\ngem 'hashie'\n",
  'mylib.gemspec':
    "Gem::Specification.new do |s|\n  s.name = 'mylib'\n  s.version = '0.1.0'\n  s.summary = 'x'\n  s.authors = ['x']\n  s.files = Dir['lib/**/*.rb']\nend\n",
  '.rspec': '--require spec_helper\n',
  '.github/workflows/test.yml':
    "name: test\non: [push]\njobs:\n  test:\n    strategy:\n      matrix:\n        gemfile: [Gemfile]\n        specs: ['spec --exclude-pattern=spec/integration/hashie/*_spec.rb']\n        include:\n          - gemfile: gemfiles/hashie.gemfile\n            specs: 'spec/integration/hashie'\n    runs-on: ubuntu-latest\n    env:\n      BUNDLE_GEMFILE: ${{ github.workspace }}/${{ matrix.gemfile }}\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec rspec ${{ matrix.specs }}\n",
  'lib/mylib.rb': 'module Mylib\n  def self.mash(h) = defined?(Hashie) ? Hashie::Mash.new(h) : h\nend\n',
  'spec/spec_helper.rb': "require 'bundler'\nBundler.require :default\nrequire 'mylib'\n",
  'spec/unit/mylib_spec.rb': 'describe Mylib do\n  it { expect(Mylib.mash({})).to eq({}) }\nend\n',
  'spec/integration/hashie/hashie_spec.rb':
    "describe 'Hashie', if: defined?(Hashie) do\n  it { expect(Mylib.mash(a: 1).a).to eq 1 }\nend\n",
};

/** A vitest project whose tests sit beside their function as `src/<fn>/test.ts`, its config's `include` (date-fns'). */
const colocatedTests = {
  'package.json':
    '{\n  "name": "date-fns",\n  "type": "module",\n  "packageManager": "pnpm@10.15.1",\n  "scripts": {\n    "test": "vitest run"\n  },\n  "devDependencies": {\n    "vitest": "^3.0.0"\n  }\n}\n',
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  'vitest.config.ts':
    'import { defineConfig } from "vitest/config";\n\nexport default defineConfig({ test: { include: ["src/**/test.ts"] } });\n',
  'src/addDays/index.ts':
    'export function addDays(date: Date, amount: number): Date {\n  const d = new Date(date);\n  d.setDate(d.getDate() + amount);\n  return d;\n}\n',
  'src/addDays/test.ts':
    'import { expect, it } from "vitest";\nimport { addDays } from "./index.ts";\n\nit("adds days", () => {\n  expect(addDays(new Date(2014, 8, 1), 10)).toEqual(new Date(2014, 8, 11));\n});\n',
  'src/isLeapYear/index.ts':
    'export function isLeapYear(y: number): boolean {\n  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;\n}\n',
  'src/isLeapYear/test.ts':
    'import { expect, it } from "vitest";\nimport { isLeapYear } from "./index.ts";\n\nit("2000 is leap", () => expect(isLeapYear(2000)).toBe(true));\n',
};

/** A PHP library whose composer scripts lint the tests with PHPMD (`phpmd-test`), CI's "Check tests code" step (Carbon's). */
const phpmdShape = {
  'composer.json':
    '{\n    "name": "acme/dates",\n    "require": {"php": "^8.1"},\n    "require-dev": {"phpunit/phpunit": "^10.5", "phpmd/phpmd": "^2.15", "phpstan/phpstan": "^2.1", "friendsofphp/php-cs-fixer": "^3.87"},\n    "autoload": {"psr-4": {"Acme\\\\": "src/"}},\n    "autoload-dev": {"psr-4": {"Tests\\\\": "tests/"}},\n    "scripts": {\n        "phpcs": "php-cs-fixer fix -v --diff --dry-run",\n        "phpmd": "phpmd src text /phpmd.xml",\n        "phpmd-test": "phpmd tests text /tests/phpmd-test.xml",\n        "phpstan": "phpstan analyse --configuration phpstan.neon --memory-limit 1024M",\n        "phpunit": "phpunit",\n        "style-check": ["@phpcs", "@phpstan", "@phpmd"],\n        "test": ["@phpunit", "@style-check"]\n    }\n}\n',
  'phpstan.neon': 'parameters:\n    level: 3\n    paths:\n        - src\n        - tests\n',
  'phpunit.xml.dist':
    '<?xml version="1.0" encoding="UTF-8"?>\n<phpunit bootstrap="vendor/autoload.php">\n  <testsuites><testsuite name="all"><directory>tests</directory></testsuite></testsuites>\n</phpunit>\n',
  '.github/workflows/phpmd.yml':
    'name: PHPMD\non: [pull_request, push]\njobs:\n  ubuntu:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: shivammathur/setup-php@v2\n        with:\n          php-version: 8.3\n      - run: composer update --prefer-dist --no-progress\n      - name: Check source code\n        run: composer phpmd\n      - name: Check tests code\n        run: composer phpmd-test\n',
  'tests/phpmd-test.xml': '<?xml version="1.0"?>\n<ruleset name="tests"><rule ref="rulesets/unusedcode.xml"/></ruleset>\n',
  'src/Month.php':
    '<?php\n\nnamespace Acme;\n\nfinal class Month\n{\n    public static function wrap(int $n): int\n    {\n        $m = $n % 12;\n\n        return $m < 1 ? $m + 12 : $m;\n    }\n}\n',
  'tests/MonthTest.php':
    '<?php\n\nnamespace Tests;\n\nuse Acme\\Month;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class MonthTest extends TestCase\n{\n    public function testWrap(): void\n    {\n        $this->assertSame(12, Month::wrap(0));\n    }\n}\n',
};

/** A pnpm workspace whose root vitest config and tsconfig `paths` read each member from its `src`, its members built into `dist` for publishing (signals'). */
const signalsShape = {
  'package.json':
    '{\n  "name": "mono",\n  "private": true,\n  "scripts": {\n    "build": "microbundle --raw --cwd packages/core",\n    "lint": "pnpm lint:oxlint && pnpm lint:tsc",\n    "lint:oxlint": "oxlint \'packages/**/*.ts\'",\n    "lint:tsc": "tsc -p tsconfig.json --noEmit",\n    "test": "vitest run",\n    "test:minify": "cross-env MINIFY=true vitest run"\n  },\n  "devDependencies": { "microbundle": "^0.15.1", "oxlint": "^1.3.0", "typescript": "~5.8.3", "vitest": "^4.0.17", "cross-env": "^7.0.3" }\n}\n',
  'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
  'tsconfig.json': '{ "compilerOptions": { "strict": true, "noEmit": true, "paths": { "@x/core": ["./packages/core/src/index.ts"] } } }\n',
  'vitest.config.mjs':
    'import { defineConfig } from "vitest/config";\nexport default defineConfig({ resolve: { alias: { "@x/core": new URL("./packages/core/src/index.ts", import.meta.url).pathname } }, test: { include: ["packages/**/test/**/*.test.ts"] } });\n',
  '.github/workflows/main.yml':
    'on: [push]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: pnpm/action-setup@v4\n      - run: pnpm install --frozen-lockfile\n      - name: Build\n        run: pnpm build\n      - name: Lint\n        run: pnpm lint\n      - name: Tests\n        run: pnpm test\n      - name: Test production build\n        run: pnpm test:minify\n',
  'packages/core/package.json':
    '{ "name": "@x/core", "version": "1.0.0", "main": "dist/core.js", "types": "dist/core.d.ts", "source": "src/index.ts" }\n',
  'packages/core/src/index.ts': 'export function add(a: number, b: number): number {\n\treturn a + b;\n}\n',
  'packages/core/test/add.test.ts':
    'import { add } from "@x/core";\nimport { it, expect } from "vitest";\nit("adds", () => { expect(add(1, 2)).toBe(3); });\n',
  'packages/preact/package.json':
    '{ "name": "@x/preact", "version": "1.0.0", "main": "dist/p.js", "source": "src/index.ts", "dependencies": { "@x/core": "workspace:*" } }\n',
  'packages/preact/src/index.ts': 'import { add } from "@x/core";\nexport const inc = (a: number) => add(a, 1);\n',
};

/** A React library at a pnpm workspace's root whose Playwright suite drives a member app importing its `dist` (sonner's). */
const sonnerShape = {
  'package.json':
    '{\n  "name": "toastlib",\n  "version": "1.0.0",\n  "main": "./dist/index.js",\n  "types": "./dist/index.d.ts",\n  "files": ["dist"],\n  "scripts": {\n    "build": "bunchee",\n    "type-check": "tsc --noEmit",\n    "test": "playwright test"\n  },\n  "devDependencies": {"@playwright/test": "^1.49.1", "bunchee": "6.3.3", "react": "^18.2.0", "typescript": "^4.8.4"},\n  "packageManager": "pnpm@9.15.9"\n}\n',
  'pnpm-workspace.yaml': "packages:\n  - '.'\n  - 'test'\n",
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  '.github/workflows/playwright.yml':
    'name: Playwright Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v3\n      - run: npm install pnpm@9.15.9 -g\n      - run: pnpm install --no-frozen-lockfile\n      - run: pnpm build\n      - run: npx playwright install --with-deps\n      - run: pnpm test || exit 1\n',
  'playwright.config.ts':
    "import { defineConfig } from '@playwright/test';\nexport default defineConfig({ testDir: './test', webServer: { command: 'npm run dev', url: 'http://localhost:3000', cwd: './test' } });\n",
  'tsconfig.json': '{\n  "compilerOptions": {"jsx": "react", "moduleResolution": "node"},\n  "include": ["src"]\n}\n',
  'src/index.tsx':
    "import React from 'react';\nconst VISIBLE = 3;\nexport function Toaster() {\n  return <ol data-visible={VISIBLE} />;\n}\n",
  'test/package.json':
    '{\n  "name": "test",\n  "private": true,\n  "scripts": {"dev": "next dev", "build": "next build", "lint": "next lint"},\n  "dependencies": {"next": "14.2.15", "react": "18.3.1", "toastlib": "workspace:*", "typescript": "4.9.5"}\n}\n',
  'test/tsconfig.json':
    '{\n  "compilerOptions": {"strict": true, "noEmit": true, "jsx": "preserve", "moduleResolution": "node"},\n  "include": ["**/*.ts", "**/*.tsx"]\n}\n',
  'test/src/app/page.tsx': "import { Toaster } from 'toastlib';\nexport default function Page() {\n  return <Toaster />;\n}\n",
  'test/tests/basic.spec.ts':
    "import { expect, test } from '@playwright/test';\n\ntest('renders', async ({ page }) => {\n  await page.goto('/');\n  await expect(page.locator('ol')).toHaveCount(1);\n});\n",
};

/** A Symfony component split from its monorepo: a phpunit config, no PHPUnit required (symfony/yaml's). */
const splitComponentShape = {
  'composer.json':
    '{\n    "name": "acme/yaml",\n    "type": "library",\n    "require": { "php": ">=8.2" },\n    "require-dev": { "symfony/console": "^7.0" },\n    "autoload": { "psr-4": { "Acme\\\\Yaml\\\\": "" }, "exclude-from-classmap": ["/Tests/"] }\n}\n',
  'phpunit.xml.dist':
    '<?xml version="1.0" encoding="UTF-8"?>\n<phpunit bootstrap="vendor/autoload.php">\n    <testsuites>\n        <testsuite name="Acme Yaml Test Suite">\n            <directory>./Tests/</directory>\n        </testsuite>\n    </testsuites>\n</phpunit>\n',
  'Inline.php':
    '<?php\nnamespace Acme\\Yaml;\n\nclass Inline\n{\n    public static function parse(string $value): string\n    {\n        return trim($value);\n    }\n}\n',
  'Tests/InlineTest.php':
    "<?php\nnamespace Acme\\Yaml\\Tests;\n\nuse Acme\\Yaml\\Inline;\nuse PHPUnit\\Framework\\TestCase;\n\nclass InlineTest extends TestCase\n{\n    public function testParse()\n    {\n        $this->assertSame('a', Inline::parse(' a '));\n    }\n}\n",
};

/** A Django package tested by its `runtests.py`, its pins in a `requirements/` folder tox and make install (django-filter's). */
const runtestsShape = {
  'tox.ini': '[tox]\nenvlist = py312\n\n[testenv]\ncommands = ./runtests.py {posargs}\ndeps = -r requirements/test-ci.txt\n',
  Makefile: 'deps:\n\tpip install -r ./requirements/test.txt\n\ntest:\n\t./runtests.py\n',
  'requirements/test-ci.txt': 'coverage[toml]\npytz\n',
  'requirements/test.txt': '-r test-ci.txt\ndjango\n',
  'pyproject.toml': '[project]\nname = "pkg"\nversion = "1.0"\ndependencies = ["Django>=5.2"]\n',
  'runtests.py':
    "#!/usr/bin/env python\nimport os, sys\nfrom django.core.management import execute_from_command_line\nos.environ.setdefault('DJANGO_SETTINGS_MODULE', 'tests.settings')\nexecute_from_command_line(sys.argv[:1] + ['test'] + sys.argv[1:])\n",
  'pkg/__init__.py': '',
  'pkg/utils.py': 'def f():\n    return 1\n',
  'tests/__init__.py': '',
  'tests/settings.py': "SECRET_KEY = 'x'\nINSTALLED_APPS = ['pkg', 'tests']\n",
  'tests/test_utils.py':
    'from django.test import TestCase\nfrom pkg.utils import f\n\n\nclass T(TestCase):\n    def test_f(self):\n        self.assertEqual(f(), 1)\n',
};

/** A multiplatform library whose tests live in a sibling module that depends on it (clikt's `test/`). */
const siblingTests = {
  'settings.gradle.kts': 'include("lib")\ninclude("test")\n',
  'build.gradle.kts': 'plugins { kotlin("multiplatform").version("2.1.0").apply(false) }\n',
  gradlew: '#!/bin/sh\n',
  'lib/build.gradle.kts': 'plugins { kotlin("multiplatform") }\nkotlin { jvm(); linuxX64() }\n',
  'lib/src/commonMain/kotlin/p/Parse.kt': 'package p\nfun parse(s: String): Int? = s.toIntOrNull()\n',
  'test/build.gradle.kts':
    'plugins { kotlin("multiplatform") }\nkotlin {\n    jvm(); linuxX64()\n    sourceSets {\n' +
    '        val commonMain by getting { dependencies { api(project(":lib")) } }\n' +
    '        val commonTest by getting { dependencies { implementation(kotlin("test")) } }\n    }\n}\n',
  'test/src/commonTest/kotlin/p/ParseTest.kt':
    'package p\nimport kotlin.test.*\nclass ParseTest { @Test fun t() { assertEquals(1, parse("1")) } }\n',
  '.github/workflows/build.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: ./gradlew check --stacktrace\n',
};

/** A Dart package whose CI fails on the analyzer's infos (markdown's `dart analyze --fatal-infos`). */
const fatalInfos = {
  'pubspec.yaml': 'name: pkg\nversion: 1.0.0\nenvironment:\n  sdk: ^3.2.0\ndev_dependencies:\n  test: ^1.16.0\n',
  'lib/src/f.dart': 'int f() => 1;\n',
  'test/f_test.dart': "import 'package:test/test.dart';\nvoid main() { test('f', () {}); }\n",
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  analyze:\n    steps:\n      - run: dart pub get\n      - run: dart format --output=none --set-exit-if-changed .\n' +
    '      - run: dart analyze --fatal-infos\n' +
    '  test:\n    steps:\n      - run: dart pub get\n      - run: dart test --platform vm\n',
};

/** A header-only C++ library whose tests are a binary CI builds in `test/build` and runs (argparse's). */
const testBinary = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.12)\nproject(lib LANGUAGES CXX)\nadd_library(lib INTERFACE)\n' +
    'target_include_directories(lib INTERFACE include)\nadd_subdirectory(test)\n',
  'test/CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.6)\nproject(lib_tests)\nadd_executable(TESTS main.cpp test_a.cpp)\n' +
    'include_directories("../include")\nset_target_properties(TESTS PROPERTIES OUTPUT_NAME tests)\n',
  'include/lib/lib.hpp': 'inline int f() { return 1; }\n',
  'test/main.cpp': 'int main() {}\n',
  'test/test_a.cpp': '#include <lib/lib.hpp>\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - name: Configure\n        working-directory: test\n        run: cmake -S . -B build\n' +
    '      - name: Build\n        working-directory: test\n        run: cmake --build build\n' +
    '      - name: Test\n        working-directory: test/build\n        run: ./tests\n',
};

/** A PHP library whose CI installs phpstan globally (php-jwt's `composer global require phpstan/phpstan`). */
const globalPhpstan = {
  'composer.json': '{"name": "acme/lib", "require-dev": {"phpunit/phpunit": "^9.5"}, "autoload": {"psr-4": {"Acme\\\\": "src"}}}\n',
  'phpstan.neon.dist': 'parameters:\n    level: 5\n    paths:\n    - src\n',
  'phpunit.xml.dist': '<phpunit><testsuites><testsuite name="t"><directory>./tests</directory></testsuite></testsuites></phpunit>\n',
  'src/A.php': '<?php\nnamespace Acme;\nclass A { public static $leeway = 0; }\n',
  'tests/ATest.php': '<?php\nuse PHPUnit\\Framework\\TestCase;\nclass ATest extends TestCase {}\n',
  '.github/workflows/tests.yml':
    'on: [push, pull_request]\njobs:\n  test:\n    steps:\n      - run: composer install\n      - run: vendor/bin/phpunit\n' +
    '  staticanalysis:\n    steps:\n      - run: |\n          composer install\n          composer global require phpstan/phpstan:~1.10.0\n' +
    '          ~/.composer/vendor/bin/phpstan analyse\n',
};

/** A C library whose tests an option adds in its second `if()` block, past the first (yyjson's `YYJSON_BUILD_TESTS`). */
const laterTestOption = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.14)\nproject(demo C)\noption(DEMO_BUILD_TESTS "Build all tests" OFF)\n' +
    'if(DEMO_BUILD_TESTS)\n    enable_language(CXX)\nendif()\n' +
    `# ${'settings of the library '.repeat(100)}\n` +
    'add_library(demo src/demo.c)\n' +
    'if(DEMO_BUILD_TESTS)\n    enable_testing()\n    add_executable(test_demo test/test_demo.c)\n    add_test(NAME test_demo COMMAND test_demo)\nendif()\n',
  'src/demo.c': 'int demo(void) { return 1; }\n',
  'test/test_demo.c': 'int main(void) { return 0; }\n',
};

/** A Mix project of two test files (httpoison's shape). */
const mixTwoTests = {
  'mix.exs': 'defmodule Demo.MixProject do\n  use Mix.Project\n  def project, do: [app: :demo, version: "0.1.0"]\nend\n',
  'lib/demo.ex': 'defmodule Demo do\n  def f, do: 1\nend\n',
  'test/test_helper.exs': 'ExUnit.start()\n',
  'test/demo_test.exs': 'defmodule DemoTest do\n  use ExUnit.Case\nend\n',
  'test/other_test.exs': 'defmodule OtherTest do\n  use ExUnit.Case\nend\n',
};

/** A Maven build whose parent pins its own modules through a property of the build's version (zxing's `${zxing.version}`). */
const propertyPinned = {
  'pom.xml':
    '<project><modelVersion>4.0.0</modelVersion>\n<groupId>g</groupId><artifactId>parent</artifactId><version>1.0-SNAPSHOT</version><packaging>pom</packaging>\n' +
    '<properties><lib.version>1.0-SNAPSHOT</lib.version></properties>\n' +
    '<dependencyManagement><dependencies>\n<dependency><groupId>g</groupId><artifactId>core</artifactId><version>${lib.version}</version></dependency>\n' +
    '</dependencies></dependencyManagement>\n<modules><module>core</module><module>app</module></modules>\n</project>\n',
  'core/pom.xml':
    '<project><modelVersion>4.0.0</modelVersion><parent><groupId>g</groupId><artifactId>parent</artifactId><version>1.0-SNAPSHOT</version></parent>\n' +
    '<artifactId>core</artifactId></project>\n',
  'app/pom.xml':
    '<project><modelVersion>4.0.0</modelVersion><parent><groupId>g</groupId><artifactId>parent</artifactId><version>1.0-SNAPSHOT</version></parent>\n' +
    '<artifactId>app</artifactId>\n<dependencies><dependency><groupId>g</groupId><artifactId>core</artifactId></dependency>\n' +
    '<dependency><groupId>org.jcommander</groupId><artifactId>jcommander</artifactId><version>1.85</version></dependency></dependencies></project>\n',
  'core/src/main/java/a/A.java': 'package a; public class A {}\n',
  'app/src/main/java/b/B.java': 'package b; public class B {}\n',
};

/** A nox project whose sessions a decorator of its own applies and whose CI lists them first (jsonschema's). */
const noxListed = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ntest = ["virtue"]\n\n' +
    '[tool.ruff.lint.flake8-pytest-style]\nmark-parentheses = false\n',
  'uv.lock': '',
  'noxfile.py':
    'import nox\n\ndef session(default=True, **kwargs):\n    def _session(fn):\n        return nox.session(python="3.14", **kwargs)(fn)\n    return _session\n\n' +
    '@session()\ndef tests(session):\n    session.install("--group=test", ".")\n    session.run("virtue", "pkg")\n\n' +
    '@session()\ndef typing(session):\n    session.install("mypy", ".")\n    session.run("mypy", "pkg")\n',
  'pkg/__init__.py': 'def f():\n    return 1\n',
  '.github/workflows/ci.yml':
    'on: [pull_request]\njobs:\n  list:\n    steps:\n      - id: noxenvs-matrix\n        run: |\n          echo >>$GITHUB_OUTPUT noxenvs=$(\n' +
    "            uvx nox --list-sessions --json | jq '[.[].session]'\n          )\n" +
    '  ci:\n    needs: list\n    strategy:\n      matrix:\n        noxenv: ${{ fromJson(needs.list.outputs.noxenvs) }}\n' +
    '    steps:\n      - run: uvx nox -s "${{ matrix.noxenv }}"\n',
};

/** A Makefile that hands every target to Task through a catch-all rule, beside a Windows-only target (dive's). */
const makeToTask = {
  'go.mod': 'module example.com/m\n\ngo 1.22\n',
  Makefile: 'TASK = .tool/task\n\n%:\n\t@$(TASK) $@\n\nci-test-windows-run:\n\tdive.exe --ci\n',
  'Taskfile.yaml': 'version: "3"\ntasks:\n  unit:\n    cmds:\n      - go test ./...\n',
  'pkg/a.go': 'package pkg\n\nfunc A() int { return 1 }\n',
  '.github/workflows/ci.yaml': 'on: [pull_request]\njobs:\n  unit:\n    steps:\n      - run: make unit\n',
};

/** A cargo workspace whose Makefile's `test` runs nextest, as CI runs it (gitui's). */
const nextestWorkspace = {
  'Cargo.toml':
    '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n\n[workspace]\nmembers = ["lib1"]\n\n[dependencies]\nlib1 = { path = "./lib1" }\n',
  'src/main.rs': 'fn main() { println!("{}", lib1::a()); }\n',
  'lib1/Cargo.toml': '[package]\nname = "lib1"\nversion = "0.1.0"\nedition = "2021"\n',
  'lib1/src/lib.rs': 'pub fn a() -> u8 { 1 }\n',
  Makefile: 'test:\n\tcargo nextest run --workspace\n\nclippy:\n\tcargo clippy --workspace --all-features\n',
  '.github/workflows/ci.yml':
    'on: [pull_request]\njobs:\n  build:\n    steps:\n      - uses: taiki-e/install-action@nextest\n      - run: make test\n      - run: make clippy\n',
};

/** One module of tests of two classes, for each runner that filters them by name. */
const gradleTwoTests = {
  'settings.gradle.kts': 'include("lib")\n',
  gradlew: '#!/bin/sh\n',
  'lib/build.gradle.kts': 'plugins { kotlin("jvm") }\n',
  'lib/src/main/kotlin/a/A.kt': 'package a\nfun a() = 1\n',
  'lib/src/test/kotlin/a/ATest.kt': 'package a\nclass ATest\n',
  'lib/src/test/kotlin/a/BTest.kt': 'package a\nclass BTest\n',
};
const mavenTwoTests = {
  'pom.xml': '<project><modelVersion>4.0.0</modelVersion><groupId>g</groupId><artifactId>lib</artifactId><version>1</version></project>\n',
  'src/main/java/a/A.java': 'package a; public class A {}\n',
  'src/test/java/a/ATest.java': 'package a; class ATest {}\n',
  'src/test/java/a/BTest.java': 'package a; class BTest {}\n',
};
const swiftTwoTargets = {
  'Package.swift':
    '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Numerics", targets: [\n' +
    '  .target(name: "RealModule"), .target(name: "ComplexModule"),\n' +
    '  .testTarget(name: "RealTests", dependencies: ["RealModule"]), .testTarget(name: "ComplexTests", dependencies: ["ComplexModule"]),\n])\n',
  'Sources/RealModule/Pow.swift': 'public func pow(_ x: Int) -> Int { x }\n',
  'Sources/ComplexModule/Complex.swift': 'public struct Complex {}\n',
  'Tests/RealTests/PowTests.swift': 'import XCTest\nfinal class PowTests: XCTestCase {}\n',
  'Tests/ComplexTests/ComplexTests.swift': 'import XCTest\nfinal class ComplexTests: XCTestCase {}\n',
};

/** A Zig library whose examples a build step of their own compiles (zig-clap's `zig build examples`). */
const zigExamples = {
  'build.zig':
    'const std = @import("std");\npub fn build(b: *std.Build) void {\n' +
    '    const mod = b.addModule("lib", .{ .root_source_file = b.path("lib.zig"), .target = b.graph.host });\n' +
    '    const test_step = b.step("test", "Run tests");\n' +
    '    test_step.dependOn(&b.addRunArtifact(b.addTest(.{ .root_module = mod })).step);\n' +
    '    const example_step = b.step("examples", "Build examples");\n' +
    '    const ex = b.addExecutable(.{ .name = "simple", .root_module = b.createModule(.{\n' +
    '        .root_source_file = b.path("example/simple.zig"), .target = b.graph.host,\n' +
    '        .imports = &.{.{ .name = "lib", .module = mod }} }) });\n' +
    '    example_step.dependOn(&b.addInstallArtifact(ex, .{}).step);\n}\n',
  'lib.zig': 'pub fn f() u8 { return 1; }\ntest "f" { try @import("std").testing.expect(f() == 1); }\n',
  'example/simple.zig': 'const lib = @import("lib");\npub fn main() void { _ = lib.f(); }\n',
  '.github/workflows/main.yml': 'on: [push]\njobs:\n  examples:\n    steps:\n      - run: zig build examples\n',
};

/** A .NET solution whose CI builds and tests a solution filter; a library two test projects reference (eShop's). */
const solutionFilter = {
  'global.json': '{"sdk":{"version":"10.0.100"},"test":{"runner":"Microsoft.Testing.Platform"},"msbuild-sdks":{"MSTest.Sdk":"4.0.2"}}\n',
  'App.slnx':
    '<Solution><Project Path="src/Ordering.Domain/Ordering.Domain.csproj" /><Project Path="tests/Ordering.UnitTests/Ordering.UnitTests.csproj" />' +
    '<Project Path="tests/Ordering.FunctionalTests/Ordering.FunctionalTests.csproj" /></Solution>\n',
  'App.Web.slnf':
    '{"solution":{"path":"App.slnx","projects":["src\\\\Ordering.Domain\\\\Ordering.Domain.csproj","tests\\\\Ordering.UnitTests\\\\Ordering.UnitTests.csproj"]}}\n',
  'src/Ordering.Domain/Ordering.Domain.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup></Project>\n',
  'src/Ordering.Domain/Calc.cs': 'namespace Lib;\npublic static class Calc { public static int Add(int a, int b) => a + b; }\n',
  'tests/Ordering.UnitTests/Ordering.UnitTests.csproj':
    '<Project Sdk="MSTest.Sdk"><ItemGroup><ProjectReference Include="..\\..\\src\\Ordering.Domain\\Ordering.Domain.csproj" /></ItemGroup></Project>\n',
  'tests/Ordering.FunctionalTests/Ordering.FunctionalTests.csproj':
    '<Project Sdk="MSTest.Sdk"><ItemGroup><ProjectReference Include="..\\..\\src\\Ordering.Domain\\Ordering.Domain.csproj" /></ItemGroup></Project>\n',
  '.github/workflows/pr.yml':
    'on: [pull_request]\njobs:\n  test:\n    steps:\n      - run: dotnet build App.Web.slnf\n      - run: dotnet test --solution App.Web.slnf --no-build\n',
};

/** A Java class and its JUnit test (retrofit's rows). */
const greeter = (hello: string) =>
  `package lib;\n\npublic final class Greeter {\n  public static String greet(String name) {\n    return "${hello}" + name;\n  }\n}\n`;
const greeterTest = (more: string) =>
  'package lib;\n\nimport static org.junit.Assert.assertEquals;\n\nimport org.junit.Test;\n\npublic final class GreeterTest {\n' +
  `  @Test\n  public void greet() {\n    assertEquals("Hello a", Greeter.greet("a"));${more}\n  }\n}\n`;

/**
 * retrofit's shape: `:lib` has no tests; its sibling projects test it through typesafe accessors, and `:lib:java-test`
 * disables its built-in `test` for JDK test tasks a loop registers and wires into `check`.
 */
const retrofitShape = {
  'settings.gradle':
    "rootProject.name = 'root'\ninclude ':lib'\ninclude ':lib:java-test'\ninclude ':lib:kotlin-test'\ninclude ':lib:test-helpers'\n" +
    "enableFeaturePreview('TYPESAFE_PROJECT_ACCESSORS')\n",
  gradlew: '#!/bin/sh\nexec gradle "$@"\n',
  'lib/build.gradle': "apply plugin: 'java-library'\n",
  'lib/src/main/java/lib/Greeter.java': greeter('Hello '),
  'lib/test-helpers/build.gradle': "apply plugin: 'java-library'\n\ndependencies {\n  api projects.lib\n}\n",
  'lib/test-helpers/src/main/java/lib/Helpers.java':
    'package lib;\n\npublic final class Helpers {\n  public static int one() {\n    return 1;\n  }\n}\n',
  'lib/java-test/build.gradle':
    "apply plugin: 'java-library'\n\ndependencies {\n  testImplementation projects.lib\n  testImplementation projects.lib.testHelpers\n}\n\n" +
    '(8..21).each { majorVersion ->\n  def jdkTest = tasks.register("testJdk$majorVersion", Test) {\n' +
    '    def testTask = tasks.getByName("test")\n    classpath = testTask.classpath\n    testClassesDirs = testTask.testClassesDirs\n  }\n' +
    '  tasks.named("check").configure {\n    dependsOn(jdkTest)\n  }\n}\n\n' +
    "tasks.getByName('test').enabled = false\n",
  'lib/java-test/src/test/java/lib/GreeterTest.java': greeterTest(''),
  'lib/kotlin-test/build.gradle':
    "apply plugin: 'org.jetbrains.kotlin.jvm'\n\ndependencies {\n  testImplementation projects.lib\n  testImplementation projects.lib.testHelpers\n}\n",
  'lib/kotlin-test/src/test/java/lib/KotlinTest.kt':
    'package lib\n\nimport org.junit.Test\n\nclass KotlinTest {\n  @Test fun greet() {}\n}\n',
};

/** A gem whose rake test task runs minitest files in subfolders of `test/` too (faker's `test/faker/default/…`). */
const nestedMinitest = {
  Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'rake'\ngem 'minitest'\n",
  'demo.gemspec':
    "Gem::Specification.new do |s|\n  s.name = 'demo'\n  s.version = '0.1.0'\n  s.summary = 'demo'\n  s.authors = ['x']\n  s.files = Dir['lib/**/*.rb']\nend\n",
  Rakefile:
    "require 'rake/testtask'\nRake::TestTask.new do |t|\n  t.libs << 'test'\n  t.test_files = FileList['test/**/test_*.rb']\nend\ntask default: :test\n",
  '.github/workflows/ci.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec rake test\n',
  'lib/demo.rb': "module Demo\n  def self.color = 'red'\n  def self.size = 3\nend\n",
  'test/test_size.rb':
    "require 'minitest/autorun'\nrequire_relative '../lib/demo'\nclass TestSize < Minitest::Test\n  def test_size\n    assert_equal 3, Demo.size\n  end\nend\n",
  'test/unit/test_color.rb':
    "require 'minitest/autorun'\nrequire_relative '../../lib/demo'\nclass TestColor < Minitest::Test\n  def test_color\n    assert_equal 'red', Demo.color\n  end\nend\n",
};

/** A mix project whose CI runs dialyzer (dialyxir in its deps) and whose README's `mix test.ci` lists it (oban's). */
const dialyzedMix = {
  'mix.exs':
    'defmodule Demo.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :demo, version: "0.1.0", elixir: "~> 1.14", deps: deps(), aliases: aliases()]\n  end\n\n  defp deps do\n    [\n      {:credo, "~> 1.7", only: [:test, :dev], runtime: false},\n      {:dialyxir, "~> 1.0", only: [:test, :dev], runtime: false}\n    ]\n  end\n\n  defp aliases do\n    ["test.ci": ["format --check-formatted", "credo --strict", "test --raise", "dialyzer"]]\n  end\nend\n',
  '.formatter.exs': '[inputs: ["{mix,.formatter}.exs", "{config,lib,test}/**/*.{ex,exs}"]]\n',
  'README.md':
    '# Demo\n\n## Contributing\n\nTo ensure a commit passes CI you should run `mix test.ci` locally, which executes:\n\n* Check formatting (`mix format --check-formatted`)\n* Lint with Credo (`mix credo --strict`)\n* Run all tests (`mix test --raise`)\n* Run Dialyzer (`mix dialyzer`)\n',
  '.github/workflows/ci.yml':
    "name: ci\non: [push, pull_request]\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    env:\n      MIX_ENV: test\n    steps:\n      - uses: actions/checkout@v4\n      - uses: erlef/setup-beam@v1\n        with:\n          otp-version: '27.0'\n          elixir-version: '1.17'\n      - run: mix deps.get --only test\n      - run: mix format --check-formatted\n      - run: mix credo --strict\n      - run: mix test\n      - run: mix dialyzer\n",
  'lib/demo.ex': 'defmodule Demo do\n  @spec double(integer()) :: integer()\n  def double(n), do: n * 2\nend\n',
  'test/test_helper.exs': 'ExUnit.start()\n',
  'test/demo_test.exs':
    'defmodule DemoTest do\n  use ExUnit.Case, async: true\n  test "double" do\n    assert Demo.double(2) == 4\n  end\nend\n',
};

const mesonDevelFiles = {
  'meson.build':
    "project('lib', 'cpp', default_options: ['cpp_std=c++17'])\nbuild_tests = get_option('build_tests') or get_option('devel')\nlib_dep = declare_dependency(include_directories: include_directories('include'))\nif build_tests\n\tsubdir('tests')\nendif\n",
  'meson_options.txt':
    "option('devel', type: 'boolean', value: false, description: 'development build (implies build_tests)')\noption('build_tests', type: 'boolean', value: false, description: 'Build tests (default: false)')\n",
  'tests/meson.build': "t = executable('tests', files('main.cpp', 'path.cpp'), dependencies: [lib_dep])\ntest('tests', t)\n",
  'tests/main.cpp': 'int run_path_tests();\nint main() { return run_path_tests(); }\n',
  'tests/path.cpp': '#include <lib/lib.hpp>\nint run_path_tests() { return lib::path_len("ab") == 2 ? 0 : 1; }\n',
  'include/lib/lib.hpp': '#pragma once\n#include "impl/path.hpp"\n',
  'include/lib/impl/path.hpp':
    '#pragma once\n#include <cstddef>\n#include <string_view>\nnamespace lib {\ninline std::size_t path_len(std::string_view p) noexcept { return p.size(); }\nsize_t path_count(std::string_view p) noexcept;\n}\n#include "path.inl"\n',
  'include/lib/impl/path.inl':
    '#pragma once\nnamespace lib {\ninline size_t path_count(std::string_view p) noexcept { return p.empty() ? 0 : 1; }\n}\n',
  'lib.hpp':
    '// generated by tools/generate_single_header.py from include/ - do not edit\n#pragma once\nnamespace lib { inline unsigned path_len_generated = 0; }\n',
  'tools/generate_single_header.py':
    "#!/usr/bin/env python3\n\"\"\"Amalgamate include/lib into the single header lib.hpp at the repository root.\"\"\"\nfrom pathlib import Path\nroot = Path(__file__).resolve().parents[1]\ninclude_dir = root / 'include' / 'lib'\n(root / 'lib.hpp').write_text('// generated by tools/generate_single_header.py from include/ - do not edit\\n' + (include_dir / 'impl/path.hpp').read_text() + (include_dir / 'impl/path.inl').read_text())\n",
  'tools/ci_single_header_check.py':
    "#!/usr/bin/env python3\nimport hashlib, subprocess, sys\nfrom pathlib import Path\nhpp = Path(__file__).resolve().parents[1] / 'lib.hpp'\nh1 = hashlib.sha1(hpp.read_bytes()).hexdigest()\nsubprocess.run([sys.executable, 'generate_single_header.py'], check=True)\nif h1 != hashlib.sha1(hpp.read_bytes()).hexdigest():\n    sys.exit(\"lib.hpp wasn't up-to-date! Run generate_single_header.py before your commit.\")\n",
  'CONTRIBUTING.md':
    "# Contributing\n\n- The single-header `lib.hpp` at the repository root is generated by a script, so don't change it directly; make your changes in the files in `include`.\n- You should regenerate the single-header `lib.hpp` as part of your PR (a CI check will fail if you don't): run `tools/generate_single_header.py`.\n\n## Building and running the tests\n\n```bash\nmeson setup build-debug --buildtype=debug -Ddevel=true\ncd build-debug && ninja && ninja test\n```\n",
  '.github/workflows/ci.yaml':
    'name: ci\non: [push, pull_request]\njobs:\n  linux:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pip3 install meson ninja\n      - name: Check lib.hpp\n        run: |\n          cd tools\n          python3 ci_single_header_check.py\n      - run: meson setup build --buildtype=debug -Ddevel=true\n      - run: meson compile -C build\n      - run: meson test -C build --verbose\n',
};

/** webmozart/assert's shape: psalm over its own suite (`tests/static-analysis`, which phpunit's suite excludes), phpunit over the rest. */
const psalmSuite = {
  'composer.json':
    '{\n' +
    '  "name": "x/assert",\n' +
    '  "require": {"php": "^8.2"},\n' +
    '  "autoload": {"psr-4": {"X\\\\Assert\\\\": "src/"}},\n' +
    '  "autoload-dev": {"psr-4": {"X\\\\Assert\\\\Tests\\\\": "tests/"}},\n' +
    '  "scripts": {\n' +
    '    "cs-check": "./tools/php-cs-fixer/vendor/bin/php-cs-fixer check",\n' +
    '    "static-analysis": "./tools/psalm/vendor/bin/psalm --threads=4 --root=$(pwd)",\n' +
    '    "test": "./tools/phpunit/vendor/bin/phpunit"\n' +
    '  }\n' +
    '}\n',
  'psalm.xml':
    '<?xml version="1.0"?>\n' +
    '<psalm errorLevel="1">\n' +
    '  <projectFiles>\n' +
    '    <directory name="tests/static-analysis" />\n' +
    '  </projectFiles>\n' +
    '</psalm>\n',
  'phpunit.xml.dist':
    '<phpunit>\n' +
    '  <testsuites><testsuite name="all"><directory>./tests/</directory><exclude>./tests/static-analysis</exclude></testsuite></testsuites>\n' +
    '</phpunit>\n',
  'tools/psalm/composer.json': '{"require": {"vimeo/psalm": "^6.0"}}\n',
  'tools/phpunit/composer.json': '{"require": {"phpunit/phpunit": "^11.0"}}\n',
  '.github/workflows/ci.yaml':
    'on: [pull_request]\n' +
    'jobs:\n' +
    '  static-code-analysis:\n' +
    '    runs-on: ubuntu-latest\n' +
    '    steps:\n' +
    '      - uses: actions/checkout@v4\n' +
    '      - run: composer install\n' +
    '      - run: composer --working-dir=tools/psalm install\n' +
    '      - run: composer run static-analysis\n' +
    '  tests:\n' +
    '    runs-on: ubuntu-latest\n' +
    '    steps:\n' +
    '      - uses: actions/checkout@v4\n' +
    '      - run: composer install\n' +
    '      - run: composer --working-dir=tools/phpunit install\n' +
    '      - run: composer run test\n',
  'src/Assert.php':
    '<?php\n' +
    'namespace X\\Assert;\n' +
    'class Assert\n' +
    '{\n' +
    '    /** @psalm-assert string $value */\n' +
    '    public static function string(mixed $value): string\n' +
    '    {\n' +
    '        if (!\\is_string($value)) {\n' +
    "            throw new \\InvalidArgumentException('Expected a string.');\n" +
    '        }\n' +
    '        return $value;\n' +
    '    }\n' +
    '}\n',
  'tests/AssertTest.php':
    '<?php\n' +
    'namespace X\\Assert\\Tests;\n' +
    'use PHPUnit\\Framework\\TestCase;\n' +
    'use X\\Assert\\Assert;\n' +
    'class AssertTest extends TestCase\n' +
    '{\n' +
    '    public function testString(): void\n' +
    '    {\n' +
    "        $this->assertSame('a', Assert::string('a'));\n" +
    '    }\n' +
    '}\n',
  'tests/static-analysis/assert-string.php':
    '<?php\n' +
    'namespace X\\Assert\\Tests\\StaticAnalysis;\n' +
    'use X\\Assert\\Assert;\n' +
    '/** @psalm-pure */\n' +
    'function string(mixed $value): string\n' +
    '{\n' +
    '    return Assert::string($value);\n' +
    '}\n',
};

/** shoulda-matchers' shape: specs that run only under an Appraisal gemfile, as CI and the guide run them. */
const appraisalOnlyGem = {
  '.github/workflows/ci.yml':
    'name: Test\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n      BUNDLE_GEMFILE: gemfiles/rails_8_1.gemfile\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake spec:unit\n',
  Appraisals: "appraise 'rails_8_1' do\n  gem 'rails', '~> 8.1.0'\n  gem 'rspec-rails', '>= 6.0'\nend\n",
  'CONTRIBUTING.md':
    '# Contributing\n\n## Running tests\n\nTests run under an appraisal (a Gemfile per Rails version):\n\n```bash\nbundle exec appraisal rails_8_1 rspec spec/unit/foo/matcher_spec.rb\n```\n\nTo run all of the tests:\n\n```bash\nbundle exec rake\n```\n',
  Gemfile:
    "source 'https://rubygems.org'\ngemspec\ngem 'appraisal', '2.5.0'\ngem 'rake'\ngem 'rspec', '~> 3.9'\ngem 'rubocop', require: false\n",
  Rakefile:
    "require 'bundler/setup'\nrequire 'rspec/core/rake_task'\nrequire 'appraisal'\nRSpec::Core::RakeTask.new('spec:unit') { |t| t.pattern = 'spec/unit/**/*_spec.rb' }\ntask :default do\n  if ENV['BUNDLE_GEMFILE'].to_s.include?('gemfiles/')\n    sh 'rake spec:unit'\n  else\n    exec 'appraisal install && appraisal rails_8_1 rake'\n  end\nend\n",
  'foo.gemspec':
    "Gem::Specification.new do |s|\n  s.name = 'foo'\n  s.version = '1.0.0'\n  s.summary = 'foo'\n  s.authors = ['x']\n  s.files = Dir['lib/**/*.rb']\n  s.add_dependency 'activesupport', '>= 7.2'\nend\n",
  'gemfiles/rails_8_1.gemfile':
    '# This file was generated by Appraisal\nsource "https://rubygems.org"\ngem "appraisal", "2.5.0"\ngem "rake"\ngem "rspec", "~> 3.9"\ngem "rubocop", require: false\ngem "rails", "~> 8.1.0"\ngem "rspec-rails", ">= 6.0"\ngemspec path: "../"\n',
  'lib/foo.rb': "require 'foo/matcher'\n",
  'lib/foo/matcher.rb':
    "module Foo\n  class Matcher\n    def description\n      'validate that :attr cannot be empty/falsy'\n    end\n  end\nend\n",
  'spec/unit/foo/matcher_spec.rb':
    "require 'unit_spec_helper'\n\ndescribe Foo::Matcher do\n  it 'describes itself' do\n    expect(described_class.new.description).to include('empty')\n  end\nend\n",
  'spec/unit_spec_helper.rb':
    "abort 'Use an appraisal: bundle exec appraisal rails_8_1 rspec ...' unless ENV['BUNDLE_GEMFILE'].to_s.include?('gemfiles/')\nrequire 'rspec/rails'\nrequire 'foo'\n",
};

/** cxx's shape: a root package that is also the workspace, a proc-macro member with unit tests, a top-level module its members share. */
const cxxWorkspace = {
  'Cargo.toml':
    '[package]\nname = "cxx"\nversion = "1.0.0"\nedition = "2021"\n\n[dependencies]\ncxxbridge-macro = { version = "=1.0.0", path = "macro" }\n\n' +
    '[dev-dependencies]\ncxx-test-suite = { path = "tests/ffi" }\n\n[workspace]\nmembers = ["macro", "tests/ffi"]\n',
  'src/lib.rs': 'pub use cxxbridge_macro::bridge;\n',
  'tests/test.rs': '#[test]\nfn test_it() {\n    assert_eq!(cxx_test_suite::answer(), 42);\n}\n',
  'tests/ffi/Cargo.toml':
    '[package]\nname = "cxx-test-suite"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[lib]\npath = "lib.rs"\n\n[dependencies]\ncxx = { path = "../.." }\n',
  'tests/ffi/lib.rs': 'pub fn answer() -> i32 { 42 }\n',
  'macro/Cargo.toml': '[package]\nname = "cxxbridge-macro"\nversion = "1.0.0"\nedition = "2021"\n\n[lib]\nproc-macro = true\n',
  'macro/src/lib.rs':
    'extern crate proc_macro;\n\nmod syntax;\n#[cfg(test)]\nmod tests;\n\nuse proc_macro::TokenStream;\n\n#[proc_macro_attribute]\npub fn bridge(_args: TokenStream, input: TokenStream) -> TokenStream {\n    input\n}\n',
  'macro/src/tests.rs':
    'use crate::syntax::names::ForeignName;\n\n#[test]\nfn test_parse() {\n    assert_eq!(ForeignName::parse("a").text, "a");\n}\n',
  'syntax/mod.rs': 'pub(crate) mod names;\n',
  'syntax/names.rs':
    'pub(crate) struct ForeignName {\n    pub(crate) text: String,\n}\n\nimpl ForeignName {\n    pub(crate) fn parse(text: &str) -> Self {\n        ForeignName { text: text.to_owned() }\n    }\n}\n',
  '.github/workflows/ci.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@stable\n      - run: cargo test --workspace\n' +
    '  clippy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@clippy\n      - run: cargo clippy --workspace --tests -- -Dclippy::all -Dclippy::pedantic\n',
};

/** httpie's shape: Makefile test targets that take no file, a guide that runs one test file with pytest. */
const httpieShape = {
  Makefile:
    "VENV_BIN=venv/bin\n\ninstall:\n\tpython3 -m venv venv\n\t$(VENV_BIN)/pip install --upgrade --editable '.[test]'\n\ntest:\n\t$(VENV_BIN)/python -m pytest $(COV)\n\ntest-cover: COV=--cov=pkg --cov=tests\ntest-cover: test\n",
  'CONTRIBUTING.md':
    '## Running tests locally\n\n```bash\n# Run tests on the current Python interpreter\n$ make test\n# Run tests with coverage\n$ make test-cover\n```\n\n## Running specific tests\n\n```bash\n$ python -m pytest tests/test_util.py\n$ python -m pytest tests/test_util.py::test_add\n```\n',
  'setup.py': "from setuptools import setup\nsetup(name='pkg', packages=['pkg'], extras_require={'test': ['pytest', 'pytest-cov']})\n",
  'pkg/__init__.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_util.py': 'from pkg import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
  '.github/workflows/tests.yml':
    'name: Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v4\n      - run: |\n          make install\n          make test\n',
  '.github/workflows/coverage.yml':
    'name: Coverage\non: [push]\njobs:\n  coverage:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v4\n      - run: make install\n      - run: make test-cover\n',
};

/** micronaut-cache's shape: Gradle projects renamed `micronaut-<folder>` by the Micronaut settings plugin. */
const micronautNames = {
  'settings.gradle':
    "plugins {\n    id 'io.micronaut.build.shared.settings' version '7.2.1'\n}\n\nrootProject.name = 'cache-parent'\n\ninclude 'cache-core'\n\nmicronautBuild {\n    useStandardizedProjectNames = true\n    importMicronautCatalog()\n}\n",
  'cache-core/build.gradle': "plugins {\n    id 'io.micronaut.build.internal.cache-module'\n}\n",
  gradlew: '#!/bin/sh\nexec java -jar gradle/wrapper/gradle-wrapper.jar "$@"\n',
  'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip\n',
  'cache-core/src/main/java/io/micronaut/cache/CacheInfo.java':
    'package io.micronaut.cache;\n\npublic class CacheInfo {\n    public String name() {\n        return "cache";\n    }\n}\n',
  'cache-core/src/test/groovy/io/micronaut/cache/CacheInfoSpec.groovy':
    'package io.micronaut.cache\n\nimport spock.lang.Specification\n\nclass CacheInfoSpec extends Specification {\n    void "name"() {\n        expect:\n        new CacheInfo().name() == "cache"\n    }\n}\n',
};

describe('a twenty-first fresh check: commands a collector runs, tests kept in a sibling module, a test binary CI builds and runs', () => {
  ecosystemTable([
    {
      name: '.NET: a coverage collector given the test command quoted (`dotnet-coverage collect "dotnet test"`) ran the tests',
      files: coverageCollector,
      change: { 'src/Lib/C.cs': 'namespace Lib; public static class C { public static int F() => 2; }\n' },
      expected: ['Run the tests: dotnet test test/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet-coverage collect --output coverage.cobertura.xml --output-format cobertura "dotnet test"'],
    },
    {
      name: 'Gradle: a module with no tests of its own is tested by the sibling module that depends on it and holds them',
      files: siblingTests,
      change: { 'lib/src/commonMain/kotlin/p/Parse.kt': 'package p\nfun parse(s: String): Int? = s.trim().toIntOrNull()\n' },
      expected: ['Run the tests: ./gradlew :test:allTests'],
      ran: ['./gradlew :test:allTests'],
    },
    {
      name: 'Gradle: the sibling’s tests on one target are not every target’s; the whole build’s check is',
      files: siblingTests,
      change: { 'lib/src/commonMain/kotlin/p/Parse.kt': 'package p\nfun parse(s: String): Int? = s.trim().toIntOrNull()\n' },
      expected: ['Run the tests: ./gradlew :test:allTests'],
      ran: ['./gradlew check'],
    },
    {
      name: 'Dart: the analyzer keeps the flags CI runs it with (`--fatal-infos`: an info fails CI)',
      files: fatalInfos,
      change: { 'lib/src/f.dart': 'int f() => 2;\n' },
      expected: [
        'Run the tests: dart test',
        'Lint: dart format --output=none --set-exit-if-changed .',
        'Type-check: dart analyze --fatal-infos',
      ],
      ran: ['dart test', 'dart analyze --fatal-infos'],
    },
    {
      name: 'CMake: the test binary CI builds in a folder and runs (no ctest) is the tests of a header the library ships',
      files: testBinary,
      change: { 'include/lib/lib.hpp': 'inline int f() { return 2; }\n' },
      expected: ['Build: cmake -S test -B test/build && cmake --build test/build', 'Run the tests: test/build/tests'],
      ran: ['cd test && cmake -S . -B build && cmake --build build && cd build && ./tests'],
    },
    {
      name: 'CMake: a changed test of that binary is built and run the same way; a run of it where CI builds it counts',
      files: testBinary,
      change: { 'test/test_a.cpp': '#include <lib/lib.hpp>\nstatic int g = f();\n' },
      expected: ['Build: cmake -S test -B test/build && cmake --build test/build', 'Run the changed tests: test/build/tests'],
      ran: ['cmake -S test -B test/build && cmake --build test/build && test/build/tests'],
    },
    {
      name: 'PHP: a phpstan config whose tool CI installs globally (not required by the project) asks for no vendor/bin/phpstan',
      files: globalPhpstan,
      change: { 'src/A.php': '<?php\nnamespace Acme;\nclass A { public static $leeway = 1; }\n' },
      expected: ['Run the tests: vendor/bin/phpunit'],
      ran: ['vendor/bin/phpunit'],
    },
    {
      name: 'PHP: phpstan’s `paths:` list written at its key’s indent leaves the tests out of its analysis',
      files: {
        ...globalPhpstan,
        'composer.json': '{"name": "acme/lib", "require-dev": {"phpunit/phpunit": "^9.5", "phpstan/phpstan": "^1.10"}}\n',
      },
      change: {
        'tests/ATest.php': '<?php\nuse PHPUnit\\Framework\\TestCase;\nclass ATest extends TestCase { public function testX(): void {} }\n',
      },
      expected: ['Run the changed tests: vendor/bin/phpunit tests/ATest.php'],
      ran: ['vendor/bin/phpunit tests/ATest.php'],
    },
    {
      name: 'CMake: the option that adds the tests is found in a later `if()` block than its first',
      files: laterTestOption,
      change: { 'src/demo.c': 'int demo(void) { return 2; }\n' },
      expected: ['Build: cmake -S . -B build -DDEMO_BUILD_TESTS=ON && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build -DDEMO_BUILD_TESTS=ON && cmake --build build && ctest --test-dir build'],
    },
    {
      name: 'Elixir: `mix test` given another test file ran that file, not the changed one',
      files: mixTwoTests,
      change: { 'test/demo_test.exs': 'defmodule DemoTest do\n  use ExUnit.Case\n  test "x", do: :ok\nend\n' },
      expected: ['Run the changed tests: mix test test/demo_test.exs'],
      ran: ['mix test test/demo_test.exs:3 --seed 0'],
      skips: ['mix test test/other_test.exs'],
    },
    {
      name: 'Maven: a sibling the parent pins through a property of the build’s version is built with the module (`-am`)',
      files: propertyPinned,
      change: { 'app/pom.xml': propertyPinned['app/pom.xml'].replace('1.85', '2.0') },
      expected: ['Run the tests: mvn -pl app -am test'],
      ran: ['mvn -pl app -am test'],
    },
    {
      name: 'nox: sessions a decorator of the noxfile’s own applies are its sessions; a listing of them runs none; ruff’s pytest-style rules name no runner',
      files: noxListed,
      change: { 'pkg/__init__.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: uvx nox -s tests', 'Lint: uvx ruff check .', 'Type-check: uvx nox -s typing'],
      ran: ['uvx nox -s tests', 'uvx nox -s typing'],
      skips: ['uvx nox --list-sessions --json'],
    },
    {
      name: 'nox: a changed test is run by the session CI runs, given no path it would refuse (`uvx nox -s tests`)',
      files: { ...noxListed, 'pkg/tests/test_a.py': 'def test_a():\n    pass\n' },
      change: { 'pkg/tests/test_a.py': 'def test_a():\n    assert True\n' },
      expected: ['Lint: uvx ruff check .', 'Type-check: uvx nox -s typing', 'Run the changed tests: uvx nox -s tests'],
      ran: ['uvx nox -s tests', 'uvx nox -s typing'],
    },
    {
      name: 'make: a target made by the catch-all rule (`%:` runs Task) does what the task does; a Windows-only target is no check here',
      files: makeToTask,
      change: { 'pkg/a.go': 'package pkg\n\nfunc A() int { return 2 }\n' },
      expected: ['Run the tests: make unit'],
      ran: ['make unit'],
    },
    {
      name: 'make: the catch-all rule that bootstraps Task first (`make $(TASK)`, a tool path of variables) still hands it the target; CI’s `unit` over a `test` it never runs',
      files: {
        ...makeToTask,
        Makefile:
          'TOOL_DIR = .tool\nTASK = $(TOOL_DIR)/task\n\n$(TASK) task:\n\tcurl -sSfL https://example.com/install.sh | sh\n\n' +
          '%:\n\t@make --silent $(TASK)\n\t@$(TASK) $@\n\nci-test-windows-run:\n\tdive.exe --ci\n',
        'Taskfile.yaml':
          'version: "3"\ntasks:\n  test:\n    cmds:\n      - task: unit\n      - task: cli\n  unit:\n    cmds:\n      - go test ./...\n' +
          '  cli:\n    cmds:\n      - go run ./cmd/cli-tests\n',
      },
      change: { 'pkg/a.go': 'package pkg\n\nfunc A() int { return 2 }\n' },
      expected: ['Run the tests: make unit'],
      ran: ['make unit'],
    },
    {
      name: 'Rust: a member crate of a workspace the project tests with nextest is tested with nextest, by its package',
      files: nextestWorkspace,
      change: { 'lib1/src/lib.rs': 'pub fn a() -> u8 { 2 }\n' },
      expected: ['Run the tests: cargo nextest run -p lib1', 'Lint: make clippy'],
      ran: ['cargo nextest run -p lib1'],
    },
    {
      name: 'Gradle: a run filtered to another test class (`--tests a.BTest`) did not run the changed one',
      files: gradleTwoTests,
      change: { 'lib/src/test/kotlin/a/ATest.kt': 'package a\nclass ATest { fun t() = 1 }\n' },
      expected: ['Run the changed tests: ./gradlew :lib:test --tests a.ATest'],
      ran: ["./gradlew :lib:test --tests 'a.ATest'"],
      skips: ["./gradlew :lib:test --tests 'a.BTest'"],
    },
    {
      name: 'Maven: `-Dtest=BTest` did not run the changed ATest',
      files: mavenTwoTests,
      change: { 'src/test/java/a/ATest.java': 'package a; class ATest { int t() { return 1; } }\n' },
      expected: ['Run the changed tests: mvn test -Dtest=ATest'],
      ran: ['mvn test -Dtest=ATest'],
      skips: ['mvn test -Dtest=BTest,CTest#one'],
    },
    {
      name: '.NET: `dotnet test --filter FullyQualifiedName~BTests` did not run the changed ATests',
      files: {
        ...coverageCollector,
        'test/Lib.Tests/ATests.cs': 'public class ATests {}\n',
        'test/Lib.Tests/BTests.cs': 'public class BTests {}\n',
      },
      change: { 'test/Lib.Tests/ATests.cs': 'public class ATests { public void T() {} }\n' },
      expected: ['Run the changed tests: dotnet test test/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet test --filter FullyQualifiedName~Lib.Tests.ATests'],
      skips: ['dotnet test --filter FullyQualifiedName~Lib.Tests.BTests'],
    },
    {
      name: 'CMake: `ctest -R` of another test did not run the changed one',
      files: { ...laterTestOption, 'test/test_other.c': 'int main(void) { return 0; }\n' },
      change: { 'test/test_demo.c': 'int main(void) { return 1 - 1; }\n' },
      expected: [
        'Build: cmake -S . -B build -DDEMO_BUILD_TESTS=ON && cmake --build build',
        'Run the changed tests: ctest --test-dir build',
      ],
      ran: ['cmake -S . -B build -DDEMO_BUILD_TESTS=ON && cmake --build build && ctest --test-dir build -R test_demo'],
      skips: ['ctest --test-dir build -R test_other'],
    },
    {
      name: 'Swift: `swift test --filter ComplexTests` did not run a changed test of RealTests; the target’s filter did',
      files: swiftTwoTargets,
      change: { 'Tests/RealTests/PowTests.swift': 'import XCTest\nfinal class PowTests: XCTestCase { func testPow() {} }\n' },
      expected: ['Run the changed tests: swift test --filter RealTests'],
      ran: ['swift test --filter RealTests'],
      skips: ['swift test --filter ComplexTests'],
    },
    {
      name: 'Elixir: CI’s compile that fails on warnings rides along with the lint; `mix test` settles the stop',
      files: {
        ...mixTwoTests,
        '.formatter.exs': '[inputs: ["{mix,.formatter}.exs", "{lib,test}/**/*.{ex,exs}"]]\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  format:\n    steps:\n      - run: mix format --check-formatted\n      - run: mix compile --warnings-as-errors\n' +
          '  test:\n    steps:\n      - run: mix test --trace\n',
      },
      change: { 'lib/demo.ex': 'defmodule Demo do\n  def f, do: 2\nend\n' },
      expected: ['Run the tests: mix test', 'Lint: mix format --check-formatted && mix compile --warnings-as-errors'],
      ran: ['mix test'],
    },
    {
      name: 'make: the one-command body of a test recipe, run by hand with a test file, ran that recipe’s tests (redash’s compose service)',
      files: {
        Makefile: 'tests:\n\tdocker compose run server tests\n',
        'pyproject.toml': '[project]\nname = "app"\nversion = "0.1"\n',
        'app/util.py': 'def slug(s):\n    return s.lower()\n',
        'tests/test_util.py': 'from app.util import slug\n\ndef test_slug():\n    assert slug("A") == "a"\n',
      },
      change: { 'app/util.py': 'def slug(s):\n    return s.strip().lower()\n' },
      expected: ['Run the tests: make tests'],
      ran: ['docker compose run --rm server tests tests/test_util.py'],
      skips: ['docker compose run --rm server shell'],
    },
    {
      name: 'Zig: an example the build’s own step compiles asks that step, not the tests that never build it',
      files: zigExamples,
      change: { 'example/simple.zig': 'const lib = @import("lib");\npub fn main() void { _ = lib.f() + 1; }\n' },
      expected: ['Build: zig build examples'],
      ran: ['zig build examples'],
      skips: ['zig build test'],
    },
    {
      name: '.NET: a library two test projects reference asks both; a run of CI’s solution filter tests them',
      files: solutionFilter,
      change: {
        'src/Ordering.Domain/Calc.cs':
          'namespace Lib;\npublic static class Calc { public static int Add(int a, int b) => checked(a + b); }\n',
      },
      expected: [
        'Run the tests: dotnet test --project tests/Ordering.UnitTests/Ordering.UnitTests.csproj && dotnet test --project tests/Ordering.FunctionalTests/Ordering.FunctionalTests.csproj',
      ],
      ran: ['dotnet build App.Web.slnf', 'dotnet test --solution App.Web.slnf --no-build'],
      skips: ['dotnet build App.Web.slnf'],
    },
    {
      name: 'Kotlin: the API dump Kotlin’s own ABI validation keeps (`lib.klib.api`) is checked by `checkKotlinAbi`, not a validator’s `apiCheck`',
      files: {
        'settings.gradle.kts': 'rootProject.name = "root"\ninclude("lib")\n',
        'build.gradle.kts':
          'subprojects {\n    afterEvaluate {\n        extensions.getByType<org.jetbrains.kotlin.gradle.dsl.KotlinProjectExtension>().abiValidation {\n' +
          '            referenceDumpDir.set(layout.projectDirectory.dir("api"))\n        }\n    }\n}\n',
        gradlew: '#!/bin/sh\n',
        'lib/build.gradle.kts': 'plugins { kotlin("multiplatform") }\nkotlin { jvm() }\n',
        'lib/src/commonMain/kotlin/p/A.kt': 'package p\nclass A { fun f() = 1 }\n',
        'lib/api/lib.klib.api': 'final class p/A {}\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  checks:\n    steps:\n      - run: ./gradlew checkKotlinAbi\n  test:\n    steps:\n      - run: ./gradlew allTests\n',
      },
      change: { 'lib/src/commonMain/kotlin/p/A.kt': 'package p\nclass A { fun f() = 2 }\n' },
      expected: ['Run the tests: ./gradlew :lib:allTests', 'Check the public API against its baseline: ./gradlew :lib:checkKotlinAbi'],
      ran: ['./gradlew :lib:allTests', './gradlew checkKotlinAbi'],
    },
    {
      name: 'make: a changed test of a target that only runs pytest on folders (`test: pytest pkg tests`) is run by pytest alone',
      files: {
        Makefile: 'test:\n\tpytest pkg tests\n',
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1"\n\n[tool.pytest.ini_options]\naddopts = "--doctest-modules"\n',
        'pkg/__init__.py': 'def f(x):\n    return x\n',
        'tests/test_f.py': 'from pkg import f\n\ndef test_f():\n    assert f(1) == 1\n',
      },
      change: { 'tests/test_f.py': 'from pkg import f\n\ndef test_f():\n    assert f(1) == 1\n\ndef test_f2():\n    assert f(2) == 2\n' },
      expected: ['Run the changed tests: pytest tests/test_f.py'],
      ran: ['pytest tests/test_f.py'],
    },
    {
      name: 'TypeScript: a tsconfig two `extends` away from the one that excludes the tests leaves a changed test unchecked',
      files: {
        'package.json': JSON.stringify({
          name: 'm',
          scripts: {
            'build:types': 'tsc --project tsconfig.prod.types.json',
            'lint:check': 'eslint --max-warnings 0 --ext .ts src/',
            test: 'jest --coverage --verbose',
            'test:ci': 'jest --runInBand --no-cache --coverage --verbose',
          },
          devDependencies: { jest: '^26.6.3', 'ts-jest': '^26.5.6', typescript: '^4.9.5', eslint: '^7.32.0' },
        }),
        'package-lock.json': '{}\n',
        'jest.config.js': "module.exports = { preset: 'ts-jest', testEnvironment: 'node' };\n",
        'tsconfig.json':
          '{ "compilerOptions": { "strict": true, "rootDir": "./src" }, "exclude": ["build", "node_modules", "**/*.spec.ts", "test/**"] }\n',
        'tsconfig.prod.json': '{ "extends": "./tsconfig.json", "compilerOptions": { "strict": false } }\n',
        'tsconfig.prod.types.json':
          '{ "extends": "./tsconfig.prod.json", "compilerOptions": { "declaration": true, "emitDeclarationOnly": true } }\n',
        'src/index.ts': 'export const f = (x: number) => x;\n',
        'test/f.spec.ts': "import { f } from '../src';\ntest('f', () => expect(f(1)).toBe(1));\n",
        '.github/workflows/ci.yml':
          'on: [push, pull_request]\njobs:\n  checks:\n    steps:\n      - run: npm run lint:check\n  tests:\n    steps:\n      - run: npm run test:ci\n' +
          '  build:\n    steps:\n      - run: npm run build:types\n',
      },
      change: { 'test/f.spec.ts': "import { f } from '../src';\ntest('f', () => expect(f(2)).toBe(2));\n" },
      expected: ['Lint: npm run lint:check', 'Run the changed tests: npm test -- test/f.spec.ts'],
      ran: ['npm test -- test/f.spec.ts'],
    },
    {
      name: 'Gradle: the test script CI runs lists its tasks in a bash array (`./gradlew "${test_tasks[@]}"`); its run tests what they test',
      files: {
        'settings.gradle.kts': 'rootProject.name = "root"\ninclude("core", "gif")\n',
        gradlew: '#!/bin/sh\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  unit-tests:\n    steps:\n      - run: ./test.sh --skip-checks --skip-instrumentation-tests\n',
        'test.sh':
          '#!/bin/bash\nset -eo pipefail\n\ntest_tasks=(\n    allTests\n    testDebugUnitTest\n)\n\n./gradlew "${test_tasks[@]}"\n',
        'gif/build.gradle.kts':
          'plugins { id("com.android.library"); kotlin("android") }\ndependencies { api(projects.core); implementation(libs.okio) }\n',
        'gif/src/main/java/p/G.kt': 'package p\nclass G\n',
        'gif/src/test/java/p/GTest.kt': 'package p\nclass GTest\n',
        'gradle/libs.versions.toml':
          '[versions]\nokio = "3.18.1"\n[libraries]\nokio = { module = "com.squareup.okio:okio", version.ref = "okio" }\n',
        'core/build.gradle.kts': 'plugins { kotlin("multiplatform"); id("com.android.library") }\nkotlin { jvm(); androidTarget() }\n',
        'core/src/commonMain/kotlin/p/A.kt': 'package p\nclass A\n',
      },
      change: {
        'gradle/libs.versions.toml':
          '[versions]\nokio = "3.19.0"\n[libraries]\nokio = { module = "com.squareup.okio:okio", version.ref = "okio" }\n',
      },
      expected: ['Run the tests: ./test.sh --skip-checks --skip-instrumentation-tests'],
      ran: ['./test.sh --skip-checks --skip-instrumentation-tests'],
    },
  ]);
});

/** A Composer project tested with symfony/phpunit-bridge's `simple-phpunit` (composer's own). */
const simplePhpunit = {
  'composer.json':
    '{"name":"a/b","require-dev":{"symfony/phpunit-bridge":"^7"},"autoload":{"psr-4":{"A\\\\":"src/"}},"scripts":{"test":"@php simple-phpunit"}}\n',
  'phpunit.xml.dist': '<phpunit><testsuites><testsuite name="t"><directory>./tests/</directory></testsuite></testsuites></phpunit>\n',
  'src/Url.php': '<?php\nnamespace A;\nclass Url { public static function x(): int { return 1; } }\n',
  'tests/UrlTest.php': '<?php\nuse PHPUnit\\Framework\\TestCase;\nclass UrlTest extends TestCase {}\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  tests:\n    steps:\n      - name: Run tests\n        run: vendor/bin/simple-phpunit --verbose\n',
};

/** A cargo workspace of a binary and the library it uses, tested with nextest (pueue's). */
const appAndLib = {
  'Cargo.toml': '[workspace]\nmembers = ["app", "app_lib"]\nresolver = "3"\n\n[workspace.dependencies]\nserde_json = "1.0"\n',
  'Cargo.lock': '',
  'app/Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2024"\n\n[dependencies]\napp-lib = { path = "../app_lib" }\n',
  'app/src/main.rs': 'fn main() { println!("{}", app_lib::f()); }\n',
  'app_lib/Cargo.toml': '[package]\nname = "app-lib"\nversion = "0.1.0"\nedition = "2024"\n',
  'app_lib/src/lib.rs': 'pub fn f() -> u8 { 1 }\n',
  Justfile:
    '# Bump all deps, including incompatible version upgrades\nbump:\n    cargo update\n    cargo upgrade --incompatible\n    cargo test --workspace\n\n' +
    '# Run the test suite with nextest\nnextest:\n    cargo nextest run --all-features --workspace\n    cargo test --doc\n',
  '.github/workflows/test.yml':
    'on: [pull_request]\njobs:\n  test:\n    steps:\n      - run: cargo nextest run --workspace\n      - run: cargo test --doc\n',
};

/** A Gradle build whose settings name each project's build file for its folder (ktorm's `buildFileName`). */
const buildFileName = {
  'settings.gradle.kts':
    'include("mod-a")\ninclude("mod-b")\nrootProject.children.forEach { project ->\n    project.buildFileName = "${project.name}.gradle.kts"\n}\n',
  'build.gradle.kts': 'plugins { kotlin("jvm") version "1.9.0" apply false }\n',
  gradlew: '#!/bin/sh\n',
  'mod-a/mod-a.gradle.kts': 'plugins { id("org.jetbrains.kotlin.jvm") }\n',
  'mod-a/src/main/kotlin/a/F.kt': 'package a\nfun f() = 1\n',
  'mod-a/src/test/kotlin/a/FTest.kt': 'package a\nclass FTest\n',
  'mod-b/mod-b.gradle.kts': 'plugins { id("org.jetbrains.kotlin.jvm") }\n',
  'mod-b/src/test/kotlin/b/BTest.kt': 'package b\nclass BTest\n',
};

/** A gem whose spec helper refuses to run outside an Appraisal gemfile (paper_trail's). */
const appraisalOnly = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\n',
  'x.gemspec':
    'Gem::Specification.new do |s|\n  s.name = "x"\n  s.add_development_dependency "appraisal"\n  s.add_development_dependency "rspec-rails"\nend\n',
  '.rspec': '--require spec_helper\n',
  Rakefile: 'require "rspec/core/rake_task"\nRSpec::Core::RakeTask.new(:spec)\n',
  Appraisals: 'appraise "rails-8.1" do\n  gem "rails", "~> 8.1.0"\nend\n',
  'gemfiles/rails_8.1.gemfile': 'source "https://rubygems.org"\ngem "rails", "~> 8.1.0"\ngemspec path: "../"\n',
  'spec/spec_helper.rb': 'unless ENV["BUNDLE_GEMFILE"].match?(/rails_\\d\\.\\d\\.gemfile/)\n  warn "Not using appraisal."\n  exit 1\nend\n',
  'lib/x.rb': 'module X\n  def self.f = 1\nend\n',
  'spec/x_spec.rb': 'RSpec.describe X do\n  it { expect(X.f).to eq 1 }\nend\n',
};

/** A multiplatform module whose targets a convention plugin applies (okio's `build-support`). */
const conventionTargets = {
  'settings.gradle.kts': 'rootProject.name = "lib-parent"\ninclude(":lib")\nincludeBuild("build-support")\n',
  'build.gradle.kts': 'plugins { kotlin("multiplatform") version "2.2.0" apply false }\n',
  gradlew: '#!/bin/sh\n',
  'lib/build.gradle.kts':
    'plugins {\n  kotlin("multiplatform")\n  id("build-support")\n}\nkotlin {\n  sourceSets {\n    val jvmTest by getting {\n' +
    '      dependencies { implementation(kotlin("test")) }\n    }\n  }\n}\n',
  'lib/src/jvmMain/kotlin/lib/F.kt': 'package lib\nfun f() = 1\n',
  'lib/src/jvmTest/kotlin/lib/FTest.kt': 'package lib\nclass FTest\n',
};

describe('a twenty-second fresh check: aggregates CI runs, runners by other names, tasks by their test, crates and modules that depend on the changed one', () => {
  ecosystemTable([
    {
      name: 'make: CI’s aggregate target that lints on the way (`check: test fmt-check vet lint`) is not the test run; its `test` is',
      files: {
        'go.mod': 'module example.com/m2\n\ngo 1.24\n',
        'server/topic.go': 'package server\n\nfunc Topic() int { return 1 }\n',
        'server/topic_test.go': 'package server\n\nimport "testing"\n\nfunc TestTopic(t *testing.T) {}\n',
        Makefile:
          'check: test fmt-check vet lint staticcheck\n\ntest:\n\tgo test ./...\n\nfmt-check:\n\ttest -z $(shell gofmt -l .)\n\n' +
          'vet:\n\tgo vet ./...\n\nlint:\n\tgolint -set_exit_status ./...\n\nstaticcheck:\n\tstaticcheck ./...\n',
        '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: make check\n',
      },
      change: { 'server/topic.go': 'package server\n\nfunc Topic() int { return 2 }\n' },
      expected: ['Run the tests: make test', 'Lint: make lint'],
      ran: ['make test'],
    },
    {
      name: 'PHP: symfony/phpunit-bridge’s `simple-phpunit` runs the tests; a changed test is handed to the script that runs it',
      files: simplePhpunit,
      change: {
        'tests/UrlTest.php':
          '<?php\nuse PHPUnit\\Framework\\TestCase;\nclass UrlTest extends TestCase { public function testA(): void {} }\n',
      },
      expected: ['Run the changed tests: composer test -- tests/UrlTest.php'],
      ran: ['vendor/bin/simple-phpunit tests/UrlTest.php'],
    },
    {
      name: 'PHP: CI’s `vendor/bin/simple-phpunit --verbose` ran the tests of a source change',
      files: simplePhpunit,
      change: { 'src/Url.php': '<?php\nnamespace A;\nclass Url { public static function x(): int { return 2; } }\n' },
      expected: ['Run the tests: composer test'],
      ran: ['vendor/bin/simple-phpunit --verbose'],
    },
    {
      name: 'make: a target named for Makefile standard variables is no lint (standardrb’s name is `standard` alone)',
      files: {
        Makefile: 'test:\n\t$(MAKE) -C tests test\n\nstandard_variables:\n\tCC="cc -DCC_TEST" $(MAKE) V=1 > tmpsv\n',
        'tests/Makefile': 'test:\n\t./run-tests\n',
        'lib/a.c': 'int a(void) { return 1; }\n',
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  vars:\n    steps:\n      - run: make standard_variables V=1\n',
      },
      change: { 'lib/a.c': 'int a(void) { return 2; }\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'just: a recipe that bumps the dependencies before it tests (`bump`) is never the test run of a dependency change',
      files: appAndLib,
      change: { 'Cargo.toml': appAndLib['Cargo.toml'].replace('"1.0"', '"1.0.140"') },
      expected: ['Install updated dependencies: cargo update --workspace', 'Run the tests: just nextest'],
      ran: ['cargo nextest run --workspace'],
    },
    {
      name: 'Rust: a library crate other members depend on is tested with them',
      files: { ...appAndLib, 'app/tests/app.rs': '#[test]\nfn f() {\n    assert_eq!(app_lib::f(), 1);\n}\n' },
      change: { 'app_lib/src/lib.rs': 'pub fn f() -> u8 { 2 }\n' },
      expected: ['Run the tests: cargo nextest run -p app-lib -p app && cargo test --doc -p app-lib'],
      ran: ['cargo nextest run --workspace', 'cargo test --doc'],
    },
    {
      name: 'Rust: the same through a folder of members (`crates/*`)',
      files: {
        'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n',
        'crates/core/Cargo.toml': '[package]\nname = "core-lib"\nversion = "0.1.0"\n',
        'crates/core/src/lib.rs': 'pub fn f() -> u8 { 1 }\n',
        'crates/cli/Cargo.toml': '[package]\nname = "cli"\nversion = "0.1.0"\n\n[dependencies]\ncore-lib = { path = "../core" }\n',
        'crates/cli/src/main.rs':
          'fn main() { println!("{}", core_lib::f()); }\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn f() {\n        assert_eq!(core_lib::f(), 1);\n    }\n}\n',
      },
      change: { 'crates/core/src/lib.rs': 'pub fn f() -> u8 { 2 }\n' },
      expected: ['Run the tests: cargo test -p core-lib -p cli'],
      ran: ['cargo test -p core-lib -p cli'],
    },
    {
      name: 'Python: poethepoet’s tasks are the project’s test and type-check (`poe lint` runs ruff, then mypy); their runs count',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1.0"\n\n[dependency-groups]\ntest = ["pytest", "poethepoet"]\nlinters = ["ruff", "mypy"]\n\n' +
          '[tool.poe.tasks]\ntest.cmd = "pytest -n auto"\nlint.sequence = [{ cmd = "ruff check" }, { cmd = "mypy" }]\n\n' +
          '[tool.mypy]\nfiles = ["pkg", "tests"]\n',
        'uv.lock': '',
        'pkg/__init__.py': 'def f():\n    return 1\n',
        'tests/test_pkg.py': 'from pkg import f\n\ndef test_f():\n    assert f() == 1\n',
        '.github/workflows/ci.yml':
          'on: [pull_request]\njobs:\n  t:\n    steps:\n      - run: uv sync --frozen --all-groups\n      - run: uv run --no-sync poe lint\n' +
          '      - run: uv run --no-sync poe test\n',
      },
      change: { 'pkg/__init__.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: uv run poe test', 'Lint: uv run --no-sync poe lint', 'Type-check: uv run poe lint'],
      ran: ['uv run poe test', 'uv run poe lint'],
    },
    {
      name: 'make: a changed test source with a target of its own (`test-frametest` for `tests/frametest.c`) runs that target',
      files: {
        Makefile: 'test:\n\t$(MAKE) -C tests $@\n',
        'tests/Makefile':
          'test: test-fuzzer test-frametest\n\nfuzzer: fuzzer.c\n\t$(CC) -o $@ $^\n\nframetest: frametest.c\n\t$(CC) -o $@ $^\n\n' +
          'test-fuzzer: fuzzer\n\t./fuzzer\n\ntest-frametest: frametest\n\t./frametest -v\n',
        'tests/frametest.c': 'int main(void) { return 0; }\n',
        'tests/fuzzer.c': 'int main(void) { return 0; }\n',
        'lib/a.c': 'int a(void) { return 1; }\n',
      },
      change: { 'tests/frametest.c': 'int main(void) { return 1 - 1; }\n' },
      expected: ['Run the changed tests: cd tests && make test-frametest'],
      ran: ['make -C tests test-frametest'],
    },
    {
      name: 'Gradle: a project whose build file is named for its folder (`mod-a/mod-a.gradle.kts`) is a project of its own',
      files: buildFileName,
      change: { 'mod-a/src/main/kotlin/a/F.kt': 'package a\nfun f() = 2\n' },
      expected: ['Run the tests: ./gradlew :mod-a:test'],
      ran: ['./gradlew :mod-a:test'],
      skips: ['./gradlew :mod-b:test'],
    },
    {
      name: 'Gradle: a changed test there is filtered in its project alone; a change to that build file is one of its dependencies',
      files: buildFileName,
      change: {
        'mod-a/src/test/kotlin/a/FTest.kt': 'package a\nclass FTest { fun t() = 1 }\n',
        'mod-a/mod-a.gradle.kts':
          'plugins { id("org.jetbrains.kotlin.jvm") }\ndependencies { testImplementation("com.h2database:h2:1.4.200") }\n',
      },
      expected: ['Run the tests: ./gradlew :mod-a:test', 'Run the changed tests: ./gradlew :mod-a:test --tests a.FTest'],
      ran: ['./gradlew :mod-a:test'],
    },
    {
      name: 'Maven: a module with no tests of its own, that its sibling modules depend on, is tested with them (`-amd`)',
      files: {
        'pom.xml':
          '<project><modelVersion>4.0.0</modelVersion><groupId>org.ex</groupId><artifactId>parent</artifactId><version>1.0</version>' +
          '<packaging>pom</packaging><modules><module>core</module><module>web</module></modules></project>\n',
        'core/pom.xml':
          '<project><modelVersion>4.0.0</modelVersion><parent><groupId>org.ex</groupId><artifactId>parent</artifactId><version>1.0</version></parent>' +
          '<artifactId>core</artifactId></project>\n',
        'web/pom.xml':
          '<project><modelVersion>4.0.0</modelVersion><parent><groupId>org.ex</groupId><artifactId>parent</artifactId><version>1.0</version></parent>' +
          '<artifactId>web</artifactId><dependencies><dependency><groupId>org.ex</groupId><artifactId>core</artifactId>' +
          '<version>${project.version}</version></dependency></dependencies></project>\n',
        'core/src/main/java/org/ex/core/Utils.java': 'package org.ex.core; public class Utils { public static int f() { return 1; } }\n',
        'web/src/main/java/org/ex/web/Web.java': 'package org.ex.web; public class Web { int g() { return org.ex.core.Utils.f(); } }\n',
        'web/src/test/java/org/ex/web/WebTest.java': 'package org.ex.web; class WebTest {}\n',
      },
      change: {
        'core/src/main/java/org/ex/core/Utils.java': 'package org.ex.core; public class Utils { public static int f() { return 2; } }\n',
      },
      expected: ['Run the tests: mvn -pl core -amd test'],
      ran: ['mvn -pl core -amd test'],
    },
    {
      name: 'Ruby: a spec helper that refuses the bundle’s own gemfile is run under Appraisal’s (`bundle exec appraisal rspec`)',
      files: appraisalOnly,
      change: { 'spec/x_spec.rb': 'RSpec.describe X do\n  it { expect(X.f).to eq 1 }\n  it { expect(X.f).to be_positive }\nend\n' },
      expected: ['Run the changed tests: bundle exec appraisal rspec spec/x_spec.rb'],
      ran: ['bundle exec appraisal rails-8.1 rspec spec/x_spec.rb'],
    },
    {
      name: 'Gradle: a multiplatform target’s source set (`src/jvmMain`) is tested on it where a convention plugin declares the targets',
      files: conventionTargets,
      change: { 'lib/src/jvmMain/kotlin/lib/F.kt': 'package lib\nfun f() = 2\n' },
      expected: ['Run the tests: ./gradlew :lib:jvmTest'],
      ran: ['./gradlew :lib:allTests'],
    },
  ]);
});

/** A Go module of one package and its test. */
const goOne = {
  'go.mod': 'module example.com/m\n\ngo 1.22\n',
  'a.go': 'package m\n\nfunc A() int { return 1 }\n',
  'a_test.go': 'package m\n\nimport "testing"\n\nfunc TestA(t *testing.T) {}\n',
};

describe('controls a review of these rules asked for: utilities, scripts named for tests, filters of packages and projects, a target’s environment', () => {
  ecosystemTable([
    {
      name: 'make: a utility a recipe happens to start with (`check-diff: git diff --exit-code`) runs no tests by hand',
      files: { ...goOne, Makefile: 'test:\n\tgo test ./...\n\ncheck-diff:\n\tgit diff --exit-code\n' },
      change: { 'a.go': 'package m\n\nfunc A() int { return 2 }\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
      skips: ['git diff a.go'],
    },
    {
      name: 'a script of the repository named for the tests (`scripts/setup-test`) is no test program a build made',
      files: { ...goOne, 'scripts/setup-test': '#!/usr/bin/env python3\nprint("seeding db")\n' },
      change: { 'a.go': 'package m\n\nfunc A() int { return 2 }\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test ./...'],
      skips: ['./scripts/setup-test', './bin/integration-test --help', 'bin/ci-test-runner', 'build/unit_tests --help'],
    },
    {
      name: 'Gradle: a filter on the changed test’s package (`--tests com.ex.web.*`) ran it',
      files: {
        'settings.gradle.kts': 'rootProject.name = "x"\n',
        'build.gradle.kts': 'plugins { java }\n',
        gradlew: '#!/bin/sh\n',
        'src/main/java/com/ex/web/UserController.java': 'package com.ex.web;\nclass UserController {}\n',
        'src/test/java/com/ex/web/UserControllerTest.java': 'package com.ex.web;\nclass UserControllerTest {}\n',
      },
      change: { 'src/test/java/com/ex/web/UserControllerTest.java': 'package com.ex.web;\nclass UserControllerTest { int x; }\n' },
      expected: ['Run the changed tests: ./gradlew test --tests com.ex.web.UserControllerTest'],
      ran: ["./gradlew test --tests 'com.ex.web.*'"],
    },
    {
      name: '.NET: a filter on the test project’s namespace (`FullyQualifiedName~Lib.Tests`) ran its tests',
      files: { ...coverageCollector, 'test/Lib.Tests/ParserTests.cs': 'namespace Lib.Tests; public class ParserTests {}\n' },
      change: { 'test/Lib.Tests/ParserTests.cs': 'namespace Lib.Tests; public class ParserTests { int x; }\n' },
      expected: ['Run the changed tests: dotnet test test/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet test --filter FullyQualifiedName~Lib.Tests'],
    },
    {
      name: 'CMake: `ctest -R unit` ran the `unit` test that holds tests/unit/parser_test.cpp',
      files: {
        'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.12)\nproject(p)\nenable_testing()\nadd_subdirectory(tests)\n',
        'tests/CMakeLists.txt': 'add_executable(unit unit/parser_test.cpp)\nadd_test(NAME unit COMMAND unit)\n',
        'tests/unit/parser_test.cpp': 'int main(){}\n',
        'build/CMakeCache.txt': '#\n',
      },
      change: { 'tests/unit/parser_test.cpp': 'int main(){return 0;}\n' },
      expected: ['Build: cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['cmake --build build && ctest --test-dir build -R unit'],
    },
    {
      name: 'make: a changed test of a target that sets the import path (`PYTHONPATH=src pytest tests`) is run by the target',
      files: {
        'pyproject.toml': '[project]\nname = "p"\nversion = "0"\n[tool.pytest.ini_options]\n',
        Makefile: 'test:\n\tPYTHONPATH=src pytest tests\n',
        'src/p/__init__.py': 'def f():\n    return 1\n',
        'tests/test_p.py': 'from p import f\n\ndef test_f():\n    assert f() == 1\n',
      },
      change: { 'tests/test_p.py': 'from p import f\n\ndef test_f():\n    assert f() == 1 + 0\n' },
      expected: ['Run the changed tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'Ruby: a spec helper that only points BUNDLE_GEMFILE at its own Gemfile is tested with bundle exec rspec',
      files: {
        ...appraisalOnly,
        'spec/spec_helper.rb': "ENV['BUNDLE_GEMFILE'] ||= File.expand_path('../Gemfile', __dir__)\nrequire 'bundler/setup'\n",
      },
      change: { 'lib/x.rb': 'module X\n  def self.f = 2\nend\n' },
      expected: ['Run the tests: bundle exec rspec'],
      ran: ['bundle exec rspec'],
    },
    {
      name: 'Python: poe’s own type-check task, not the aggregate that runs everything, is the type-check',
      files: {
        'pyproject.toml':
          '[project]\nname = "p"\nversion = "0"\n[dependency-groups]\ndev = ["pytest", "mypy", "ruff", "poethepoet"]\n[tool.mypy]\nfiles = ["src"]\n[tool.ruff]\n' +
          '[tool.poe.tasks]\ncheck = ["lint", "types", "test"]\nlint = "ruff check ."\ntypes = "mypy src"\ntest = "pytest"\n',
        'uv.lock': 'version = 1\n',
        'src/p/__init__.py': 'def f():\n    return 1\n',
        'tests/test_p.py': 'from p import f\n\ndef test_f():\n    assert f() == 1\n',
      },
      change: { 'src/p/__init__.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: uv run poe test', 'Lint: uv run poe lint', 'Type-check: uv run poe types'],
      ran: ['uv run poe test', 'uv run poe types'],
    },
  ]);
});

describe('a twenty-third fresh check: cross builds, aliases CI runs, tox’s own interpreter, pre-scripts, the project’s lint script, presets this host can use', () => {
  ecosystemTable([
    {
      name: 'sbt: a cross build’s `+test` runs `test` for every Scala version',
      files: {
        'project/build.properties': 'sbt.version=1.9.9\n',
        'build.sbt': 'scalaVersion := "2.13.12"\nlibraryDependencies += "org.scalameta" %% "munit" % "0.7.29" % Test\n',
        'src/main/scala/a/A.scala': 'package a\nobject A { def f = 1 }\n',
        'src/test/scala/a/ASpec.scala': 'package a\nclass ASpec extends munit.FunSuite\n',
      },
      change: { 'src/test/scala/a/ASpec.scala': 'package a\nclass ASpec extends munit.FunSuite { test("f")(assert(A.f == 1)) }\n' },
      expected: ['Run the changed tests: sbt test'],
      ran: ['sbt +test'],
    },
    {
      name: 'mix: an alias CI runs (`test_mochiweb: ["test"]`, given in `project` itself) ran the tests',
      files: {
        'mix.exs':
          'defmodule E.MixProject do\n  use Mix.Project\n  def project, do: [app: :e, version: "0.1.0", deps: [], aliases: [test_mochiweb: ["test"]]]\nend\n',
        'lib/e.ex': 'defmodule E do\n  def f, do: 1\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/e_test.exs': 'defmodule ETest do\n  use ExUnit.Case\nend\n',
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  t:\n    steps:\n      - run: MIX_ENV=test mix test_mochiweb\n',
      },
      change: { 'lib/e.ex': 'defmodule E do\n  def f, do: 2\nend\n' },
      expected: ['Run the tests: mix test'],
      ran: ['MIX_ENV=test mix test_mochiweb'],
    },
    {
      name: 'mix: an alias a function defines (`test_mochiweb: &test_with_parser/1`) runs the tests its name says',
      files: {
        'mix.exs':
          'defmodule E.MixProject do\n  use Mix.Project\n  def project, do: [app: :e, version: "0.1.0", deps: [], aliases: aliases()]\n' +
          '  defp aliases, do: [test_mochiweb: &test_with_parser/1]\n  defp test_with_parser(args), do: Mix.Tasks.Test.run(args)\nend\n',
        'lib/e.ex': 'defmodule E do\n  def f, do: 1\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/e_test.exs': 'defmodule ETest do\n  use ExUnit.Case\nend\n',
      },
      change: { 'lib/e.ex': 'defmodule E do\n  def f, do: 2\nend\n' },
      expected: ['Run the tests: mix test'],
      ran: ['MIX_ENV=test mix test_mochiweb'],
    },
    {
      name: 'tox: CI’s matrix of interpreters (`TOXENV=3.15`) is asked as the Python tox runs under, `tox -e py`',
      files: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\n',
        'tox.toml':
          'requires = [ "tox>=4.45" ]\nenv_list = [ "3.15", "3.14", "3.13", "type" ]\nskip_missing_interpreters = true\n' +
          '[env_run_base]\ncommands = [ [ "pytest", { replace = "posargs", default = [ "tests" ], extend = true } ] ]\n' +
          '[env.type]\ncommands = [ [ "python", "-m", "ty", "check", "src/pkg" ] ]\n',
        '.github/workflows/check.yaml':
          'on: [push]\njobs:\n  test:\n    strategy:\n      matrix:\n        py: ["3.15", "3.14", "3.13"]\n    steps:\n' +
          '      - run: echo "TOXENV=${{ matrix.py }}" >> "$GITHUB_ENV"\n      - run: tox run --skip-pkg-install\n' +
          '  check:\n    strategy:\n      matrix:\n        tox_env: [type]\n    steps:\n      - run: tox run --skip-pkg-install -e ${{ matrix.tox_env }}\n',
        'src/pkg/mod.py': 'def f():\n    return 1\n',
        'tests/test_mod.py': 'from pkg.mod import f\n\ndef test_f():\n    assert f() == 1\n',
      },
      change: { 'src/pkg/mod.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: tox -e py', 'Type-check: tox -e type'],
      ran: ['tox -e py', 'tox -e type'],
    },
    {
      name: 'npm: a test script that checks the formatting on the way, with a build before it (`pretest`), stays the test run',
      files: {
        'package.json': JSON.stringify({
          name: 'zx',
          type: 'module',
          scripts: {
            build: 'tsc',
            pretest: 'npm run build',
            test: 'npm run fmt:check && npm run test:unit && npm run test:types',
            'fmt:check': 'prettier --check .',
            'test:unit': 'node ./test/all.test.js',
            'test:coverage': 'c8 npm run test:unit',
            'test:types': 'tsd',
            'test:npm': 'node ./test/it/build-npm.test.js',
          },
        }),
        'package-lock.json': '{}\n',
        'src/util.ts': 'export const f = () => 1;\n',
        'test/all.test.js': "import './util.test.js';\n",
        'test/util.test.js': "import { f } from '../build/util.js';\n",
        'test/it/build-npm.test.js': '// the bundle\n',
        '.github/workflows/test.yml':
          'on: [push]\njobs:\n  checks:\n    steps:\n      - run: npm ci\n      - run: npm run build\n      - run: npm run test:npm\n' +
          '  test:\n    steps:\n      - run: npm ci\n      - run: npm run build\n      - run: npm run test:coverage\n      - run: npm run test:types\n',
      },
      change: { 'src/util.ts': 'export const f = () => 2;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'PHP: the project’s own php-cs-fixer script (with the flags its config needs) is the lint, not the bare binary',
      files: {
        'composer.json': JSON.stringify({
          name: 'a/b',
          'require-dev': { 'friendsofphp/php-cs-fixer': '^3.92', 'phpunit/phpunit': '^12.5' },
          autoload: { 'psr-4': { 'A\\': 'src' } },
          scripts: { phpcs: 'php-cs-fixer fix -vvv --diff --dry-run --allow-risky=yes --ansi', phpunit: 'phpunit --no-coverage' },
        }),
        '.php-cs-fixer.php': "<?php\nreturn (new PhpCsFixer\\Config())->setRules(['@PSR12' => true, 'psr_autoloading' => true]);\n",
        'phpunit.xml':
          '<phpunit><testsuites><testsuite name="t"><directory suffix="Test.php">src</directory></testsuite></testsuites></phpunit>\n',
        'src/Bom.php': '<?php\nnamespace A;\nclass Bom { const X = 1; }\n',
      },
      change: { 'src/Bom.php': '<?php\nnamespace A;\nclass Bom { const X = 2; }\n' },
      expected: ['Run the tests: composer phpunit', 'Lint: composer phpcs'],
      ran: ['composer phpunit'],
    },
    {
      name: 'CMake: the presets asked are the first this host can use (a preset for Windows alone, by its own or an inherited condition, is not)',
      files: {
        'CMakeLists.txt': 'cmake_minimum_required(VERSION 3.19)\nproject(lib CXX)\nenable_testing()\nadd_subdirectory(tests)\n',
        'tests/CMakeLists.txt': 'add_executable(at_tests at_tests.cpp)\nadd_test(NAME at_tests COMMAND at_tests)\n',
        'tests/at_tests.cpp': 'int main() { return 0; }\n',
        'CMakePresets.json': JSON.stringify({
          version: 3,
          configurePresets: [
            { name: 'base', hidden: true, binaryDir: '${sourceDir}/build/${presetName}' },
            { name: 'msvc-base', hidden: true, inherits: 'base', condition: { type: 'equals', lhs: '${hostSystemName}', rhs: 'Windows' } },
            { name: 'msvc-debug', inherits: 'msvc-base', cacheVariables: { CMAKE_CXX_COMPILER: 'cl' } },
            { name: 'gcc-debug', inherits: 'base', cacheVariables: { CMAKE_CXX_COMPILER: 'g++' } },
          ],
          buildPresets: [
            { name: 'msvc-debug', configurePreset: 'msvc-debug' },
            { name: 'gcc-debug', configurePreset: 'gcc-debug' },
          ],
          testPresets: [
            { name: 'msvc-debug', configurePreset: 'msvc-debug' },
            { name: 'gcc-debug', configurePreset: 'gcc-debug' },
          ],
        }),
      },
      change: { 'tests/at_tests.cpp': 'int main() { return 1 - 1; }\n' },
      expected: [
        `Build: cmake --preset ${process.platform === 'win32' ? 'msvc' : 'gcc'}-debug && cmake --build --preset ${process.platform === 'win32' ? 'msvc' : 'gcc'}-debug`,
        `Run the changed tests: ctest --preset ${process.platform === 'win32' ? 'msvc' : 'gcc'}-debug`,
      ],
      ran: [
        `cmake --build --preset ${process.platform === 'win32' ? 'msvc' : 'gcc'}-debug && ctest --preset ${process.platform === 'win32' ? 'msvc' : 'gcc'}-debug`,
      ],
    },
    {
      name: 'CI: a step that prints a tool’s version (`type cppcheck && cppcheck --version`) is no lint; nor is `make --version` a test run',
      files: {
        Makefile: 'test:\n\t$(MAKE) -C tests test\n',
        'tests/Makefile': 'test:\n\t./run-tests\n',
        'lib/a.c': 'int a(void) { return 1; }\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  info:\n    steps:\n      - name: Environment info\n        run: echo && type cppcheck && which cppcheck && cppcheck --version\n',
      },
      change: { 'lib/a.c': 'int a(void) { return 2; }\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
      skips: ['make --version'],
    },
    {
      name: 'Gradle: a changed test of a multiplatform target’s source set runs that class on that target (`:lib:jvmTest --tests lib.FTest`)',
      files: conventionTargets,
      change: { 'lib/src/jvmTest/kotlin/lib/FTest.kt': 'package lib\nclass FTest { fun t() = 1 }\n' },
      expected: ['Run the changed tests: ./gradlew :lib:jvmTest --tests lib.FTest'],
      ran: ['./gradlew :lib:jvmTest --tests lib.FTest'],
    },
    {
      name: 'pytest: a test file in a folder `norecursedirs` leaves out (a mypy-only case folder) is no pytest test; its type env is its check',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "1.0"\n[project.optional-dependencies]\ntests = ["pytest"]\n' +
          '[tool.pytest.ini_options]\nnorecursedirs = ".git .tox tests/mypy_test_cases"\n',
        'tox.ini':
          '[tox]\nenvlist = mypy-test,py313\n[testenv]\nextras = tests\ncommands = pytest {posargs}\n' +
          '[testenv:mypy-test]\ndeps = mypy\ncommands = mypy --show-error-codes tests/mypy_test_cases/\n',
        'src/pkg/__init__.py': 'def f() -> int:\n    return 1\n',
        'tests/test_f.py': 'import pkg\n\ndef test_f():\n    assert pkg.f() == 1\n',
        'tests/mypy_test_cases/test_f.py': 'import pkg\n\nx: int = pkg.f()\n',
        '.github/workflows/build.yml':
          'on: [push]\njobs:\n  mypy:\n    steps:\n      - run: python -m tox -e mypy-test\n  tests:\n    steps:\n      - run: python -m tox -e py313\n',
      },
      change: { 'tests/mypy_test_cases/test_f.py': 'import pkg\n\nx: int = pkg.f()\ny: str = pkg.f()  # type: ignore[assignment]\n' },
      expected: ['Type-check: tox -e mypy-test'],
      ran: ['tox -e mypy-test'],
    },
    {
      name: 'Go: a file built for another system alone (`//go:build windows`) is checked by a build for it; a host `go test` never compiles it',
      files: crossOs,
      change: { 'term_windows.go': '//go:build windows && !appengine\n\npackage m\n\nfunc check() bool { return true }\n' },
      expected: ['Run the tests: GOOS=windows go build .'],
      ran: ['GOOS=windows go build ./...'],
      skips: ['go test -race -v ./...', 'go build ./...'],
    },
    {
      name: 'Go: a test file by its name another system’s (`term_windows_test.go`) is vetted for it',
      files: crossOs,
      change: { 'sub/x_windows_test.go': 'package sub\n\nimport "testing"\n\nfunc TestX(t *testing.T) { t.Log(1) }\n' },
      expected: ['Run the changed tests: GOOS=windows go vet ./sub'],
      ran: ['GOOS=windows go vet ./sub'],
      skips: ['go vet ./sub', 'go test ./...'],
    },
    {
      name: 'Go: a file the host builds too (`//go:build !windows`) is tested by the host’s `go test`',
      files: crossOs,
      change: { 'term_unix.go': '//go:build !windows\n\npackage m\n\nfunc check() bool { return true }\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test -race -v ./...'],
    },
    {
      name: 'Cargo: a recipe whose body runs the feature a changed module needs (`make test`: `cargo test -p lib --all-features`) tested it',
      files: {
        'Cargo.toml': '[workspace]\nmembers = ["cli"]\nresolver = "2"\n',
        'lib/Cargo.toml': '[package]\nname = "lib"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\ndefault = []\nredactions = []\n',
        'lib/src/lib.rs': '#[cfg(feature = "redactions")]\nmod redaction;\npub fn f() -> u8 {\n    1\n}\n',
        'lib/src/redaction.rs': 'pub fn r() -> u8 {\n    1\n}\n',
        'cli/Cargo.toml': '[package]\nname = "cli"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nlib = { path = "../lib" }\n',
        'cli/src/main.rs': 'fn main() {\n    println!("{}", lib::f());\n}\n',
        Makefile:
          'all: test\n\ntest:\n\t@cargo test -p lib --all-features --locked\n\t@cargo test -p cli --locked\n\nnofeatures:\n\t@cargo test -p lib --locked\n',
        '.github/workflows/tests.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: make test\n',
      },
      change: { 'lib/src/redaction.rs': 'pub fn r() -> u8 {\n    2\n}\n' },
      expected: ['Run the tests: cargo test -p lib --features redactions'],
      ran: ['make test'],
      skips: ['make nofeatures'],
    },
    {
      name: 'Guides: a template line (`pnpm vitest run <path>`, e.g. a path) routes no file to a command that cannot run',
      files: {
        ...vitestWorkspace,
        'AGENTS.md':
          '- `pnpm vitest run` - Run all tests with Vitest.\n' +
          '- `pnpm vitest run <path>` - Run specific test file (e.g., `packages/a/src/tests/x.test.ts`)\n',
      },
      change: { 'packages/a/src/tests/x.test.ts': 'import { test } from "vitest";\ntest("x", () => {});\ntest("y", () => {});\n' },
      expected: ['Type-check: pnpm --filter a exec tsc --noEmit', 'Run the changed tests: pnpm --filter a test src/tests/x.test.ts'],
      ran: ['pnpm --filter a exec tsc --noEmit', 'pnpm --filter a test src/tests/x.test.ts'],
    },
    {
      name: 'vitest: where its type-check mode is on (`typecheck: { enabled: true }`), the test run type-checks; no tsc is guessed beside it',
      files: {
        ...vitestWorkspace,
        'vitest.config.ts':
          'import { defineConfig } from "vitest/config";\n' +
          'export default defineConfig({ test: { projects: ["packages/*"], typecheck: { enabled: true, checker: "tsc" } } });\n',
        '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: pnpm install\n      - run: pnpm test\n',
      },
      change: { 'packages/a/src/x.ts': 'export const x: number = 1;\nexport const y: number = 2;\n' },
      expected: ['Run the tests: pnpm --filter a test'],
      ran: ['pnpm test'],
    },
    {
      name: 'vitest: a package whose own config leaves the type-check mode off is type-checked by tsc (control)',
      files: {
        ...vitestWorkspace,
        'vitest.config.ts':
          'import { defineConfig } from "vitest/config";\n' +
          'export default defineConfig({ test: { projects: ["packages/*"], typecheck: { enabled: true, checker: "tsc" } } });\n',
        'packages/a/vitest.config.ts': 'import { defineProject } from "vitest/config";\nexport default defineProject({ test: {} });\n',
      },
      change: { 'packages/a/src/x.ts': 'export const x: number = 1;\nexport const y: number = 2;\n' },
      expected: ['Run the tests: pnpm --filter a test', 'Type-check: pnpm --filter a exec tsc --noEmit'],
      ran: ['pnpm --filter a test', 'pnpm --filter a exec tsc --noEmit'],
    },
    {
      name: 'tox: a project whose CI and guides run its tests through tox alone gets `tox -e py`, the changed test files after `--`',
      files: toxOnly,
      change: { 'tests/test_f.py': 'import pkg\n\n\ndef test_f() -> None:\n    assert pkg.f() == 1\n    assert pkg.f() > 0\n' },
      expected: ['Lint: tox -e lint', 'Type-check: tox -e mypy', 'Run the changed tests: tox -e py -- tests/test_f.py'],
      ran: ['uvx --with tox-uv tox -e mypy', 'uvx --with tox-uv tox -e py -- tests/test_f.py'],
    },
    {
      name: 'tox: a source file of that project gets the env’s whole run',
      files: toxOnly,
      change: { 'src/pkg/__init__.py': 'from ._version import __version__\n\n\ndef f() -> int:\n    return 2\n' },
      expected: ['Run the tests: tox -e py', 'Lint: tox -e lint', 'Type-check: tox -e mypy'],
      ran: ['tox -e py', 'tox -e mypy'],
    },
    {
      name: '.NET: a test project that also targets .NET Framework (`net462`) runs on one of its other frameworks away from Windows',
      files: {
        'Lib.slnx':
          '<Solution>\n  <Project Path="src/Lib/Lib.csproj" />\n  <Project Path="tests/Lib.Tests/Lib.Tests.csproj" />\n</Solution>\n',
        'global.json': '{"test": {"runner": "Microsoft.Testing.Platform"}}\n',
        'src/Lib/Lib.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFrameworks>net8.0;netstandard2.0</TargetFrameworks></PropertyGroup></Project>\n',
        'src/Lib/C.cs': 'namespace Lib; public static class C { public static int F() => 1; }\n',
        'tests/Lib.Tests/Lib.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFrameworks>net10.0;net8.0;net462</TargetFrameworks><OutputType>Exe</OutputType></PropertyGroup>' +
          '<ItemGroup><PackageReference Include="NUnit" Version="4.6.1" /></ItemGroup>' +
          '<ItemGroup><ProjectReference Include="..\\..\\src\\Lib\\Lib.csproj" /></ItemGroup></Project>\n',
        '.github/workflows/test.yml':
          "on: [push]\njobs:\n  test:\n    steps:\n      - run: dotnet build\n      - if: matrix.os == 'windows-latest'\n        run: dotnet test -f net462 --no-build\n" +
          '      - run: dotnet test -f net10.0 --no-build\n',
      },
      change: { 'src/Lib/C.cs': 'namespace Lib; public static class C { public static int F() => 2; }\n' },
      expected: [
        `Run the tests: dotnet test --project tests/Lib.Tests/Lib.Tests.csproj${process.platform === 'win32' ? '' : ' -f net10.0'}`,
      ],
      ran: ['dotnet test --project tests/Lib.Tests/Lib.Tests.csproj -f net8.0'],
    },
    {
      name: 'npm: a `pretest` that compiles with tsc and a `posttest` that lints make `npm test` the type-check and the lint too',
      files: {
        'package.json': JSON.stringify({
          name: 'm',
          version: '1.0.0',
          scripts: { pretest: 'npm run compile', compile: 'tsc', test: 'mocha ./test/*.mjs', posttest: 'npm run check', check: 'eslint .' },
          devDependencies: { mocha: '^11.7.6', typescript: '^5.9.3', eslint: '^9.0.0' },
        }),
        'package-lock.json': '{}',
        'tsconfig.json': '{"compilerOptions":{"outDir":"build","strict":true},"include":["lib/**/*.ts"]}\n',
        'eslint.config.js': 'export default [];\n',
        'lib/a.ts': 'export const a = (n: number) => n + 1;\n',
        'test/a.mjs': "import { a } from '../build/a.js';\nit('a', () => { if (a(1) !== 2) throw new Error(); });\n",
      },
      change: { 'lib/a.ts': 'export const a = (n: number) => n + 3;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'pnpm: a `pretest` never runs around `pnpm test`, so the type-check is asked on its own',
      files: {
        'package.json': JSON.stringify({
          name: 'm',
          version: '1.0.0',
          packageManager: 'pnpm@10.0.0',
          scripts: { pretest: 'tsc', test: 'mocha ./test/*.mjs' },
          devDependencies: { mocha: '^11.7.6', typescript: '^5.9.3' },
        }),
        'pnpm-lock.yaml': '',
        'tsconfig.json': '{"compilerOptions":{"outDir":"build","strict":true},"include":["lib/**/*.ts"]}\n',
        'lib/a.ts': 'export const a = (n: number) => n + 1;\n',
      },
      change: { 'lib/a.ts': 'export const a = (n: number) => n + 3;\n' },
      expected: ['Run the tests: pnpm test', 'Type-check: pnpm exec tsc --noEmit'],
      ran: ['pnpm test', 'pnpm exec tsc --noEmit'],
    },
    {
      name: 'make + CMake: a source the Makefile’s test target compiles and runs asks that target alone, no CMake build beside it',
      files: makeAndCmake,
      change: { 'src/lib.cpp': 'int f() { return 2 - 1; }\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'make + CMake: a CMakeLists.txt change is the CMake build’s, which CI configures with the tests on',
      files: makeAndCmake,
      change: { 'CMakeLists.txt': makeAndCmake['CMakeLists.txt'].replace('--output-on-failure', '--output-on-failure --timeout 300') },
      expected: ['Build: cmake -S . -B build -DLIB_BUILD_TESTS=ON && cmake --build build'],
      ran: ['cmake -S . -B build -DLIB_BUILD_TESTS=ON && cmake --build build --target check'],
    },
    {
      name: 'Flutter: a changed test its `flutter test` run compiles owes no analyzer run beside it; the analyzer rides along',
      files: {
        'pubspec.yaml':
          "name: pkg\nenvironment:\n  sdk: '^3.9.0'\n  flutter: '>=3.35.0'\ndependencies:\n  flutter:\n    sdk: flutter\n" +
          'dev_dependencies:\n  flutter_test:\n    sdk: flutter\n',
        '.github/workflows/ci.yaml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: flutter analyze\n      - run: flutter test\n',
        'lib/pkg.dart': 'int add(int a, int b) => a + b;\n',
        'test/add_test.dart':
          "import 'package:flutter_test/flutter_test.dart';\nimport 'package:pkg/pkg.dart';\n\nvoid main() {\n  test('add', () => expect(add(1, 2), 3));\n}\n",
      },
      change: {
        'test/add_test.dart':
          "import 'package:flutter_test/flutter_test.dart';\nimport 'package:pkg/pkg.dart';\n\nvoid main() {\n  test('add', () => expect(add(1, 2), 3));\n  test('zero', () => expect(add(0, 0), 0));\n}\n",
      },
      expected: ['Lint: flutter analyze', 'Run the changed tests: flutter test test/add_test.dart'],
      ran: ['flutter test test/add_test.dart'],
    },
    {
      name: 'Kotlin: the validator plugin’s `apiValidation { klib.enabled = true }` writes the `.klib.api` dump; its check is `apiCheck`',
      files: validatorKlib,
      change: { 'lib/src/commonMain/kotlin/x/Foo.kt': 'package x\n\nclass Foo {\n    internal fun f() = 2\n}\n' },
      expected: ['Run the tests: ./gradlew :lib:allTests', 'Check the public API against its baseline: ./gradlew :lib:apiCheck'],
      ran: ['./gradlew :lib:allTests :lib:apiCheck'],
    },
    {
      name: 'PHP: a static-analysis job another repository’s workflow runs may run phpstan: after phpunit alone, phpstan is still owed',
      files: {
        'composer.json': JSON.stringify({
          name: 'acme/lib',
          require: { php: '^8.2' },
          'require-dev': { 'phpstan/phpstan': '^1.10', 'phpunit/phpunit': '^10.5' },
          autoload: { 'psr-4': { 'Acme\\': 'src/' } },
        }),
        'phpstan.neon.dist': 'parameters:\n  paths:\n    - src\n  level: 0\n',
        'phpunit.xml.dist':
          '<?xml version="1.0"?>\n<phpunit>\n  <testsuites>\n    <testsuite name="Unit">\n      <directory suffix="Test.php">./tests/Unit</directory>\n    </testsuite>\n  </testsuites>\n</phpunit>\n',
        '.gitignore': '/vendor\ncomposer.lock\n',
        '.github/workflows/tests.yml':
          'on: [pull_request]\njobs:\n  tests:\n    steps:\n      - run: composer update --prefer-dist --no-interaction --no-progress\n      - run: vendor/bin/phpunit\n',
        '.github/workflows/static-analysis.yml':
          'on: [pull_request]\njobs:\n  tests:\n    uses: laravel/.github/.github/workflows/static-analysis.yml@main\n',
        'src/Token.php': '<?php\nnamespace Acme;\nclass Token { public function f(): int { return 1; } }\n',
        'tests/Unit/TokenTest.php': '<?php\nnamespace Acme\\Tests;\nclass TokenTest {}\n',
      },
      change: { 'src/Token.php': '<?php\nnamespace Acme;\nclass Token { public function f(): int { return 2; } }\n' },
      before: ['vendor/bin/phpunit'],
      expected: ['Type-check: vendor/bin/phpstan analyse'],
      ran: ['vendor/bin/phpstan analyse'],
    },
    {
      name: 'Go: a file a toolchain experiment builds (`//go:build goexperiment.simd`) is tested with `GOEXPERIMENT=simd`, never `-tags`',
      files: {
        'go.mod': 'module example.com/lo\n\ngo 1.18\n',
        'lo.go': 'package lo\n\nfunc F() int { return 1 }\n',
        Makefile: 'test:\n\tgo test -race ./...\n\tcd ./exp/simd && GOEXPERIMENT=simd go test -race ./\n',
        'exp/simd/go.mod':
          'module example.com/lo/exp/simd\n\ngo 1.26.0\n\nrequire example.com/lo v0.0.0\n\nreplace example.com/lo => ../../\n',
        'exp/simd/simd.go': 'package simd\n',
        'exp/simd/math.go':
          '//go:build go1.26 && goexperiment.simd && amd64\n\npackage simd\n\nfunc SumInt8(c []int8) int8 {\n\treturn 0\n}\n',
      },
      change: {
        'exp/simd/math.go':
          '//go:build go1.26 && goexperiment.simd && amd64\n\npackage simd\n\nfunc SumInt8(c []int8) int8 {\n\tif len(c) == 0 {\n\t\treturn 0\n\t}\n\treturn 1\n}\n',
      },
      expected: ['Run the tests: cd exp/simd && GOEXPERIMENT=simd go test ./...'],
      ran: ['make test'],
      skips: ['cd exp/simd && go test -tags goexperiment.simd ./...', 'cd exp/simd && go test ./...'],
    },
    {
      name: 'yarn: the root’s type-check script CI runs (`test:typescript`) is the type-check, not a guessed tsc',
      files: reselectShape,
      change: { 'src/eq.ts': 'export const eq = (a: unknown, b: unknown) => Object.is(a, b);\n' },
      expected: ['Run the tests: yarn test', 'Type-check: yarn run test:typescript'],
      ran: ['yarn test', 'yarn test:typescript'],
    },
    {
      name: 'yarn: a changed type test outside that script’s tsconfig (`typescript_test/`) owes it no run',
      files: {
        ...reselectShape,
        'type-tests/deep.test-d.ts': "import { expectTypeOf } from 'vitest';\nexpectTypeOf(1).toBeNumber();\n",
      },
      change: {
        'type-tests/deep.test-d.ts':
          "import { expectTypeOf } from 'vitest';\nexpectTypeOf(1).toBeNumber();\nexpectTypeOf('').toBeString();\n",
      },
      expected: ['Run the changed tests: yarn test type-tests/deep.test-d.ts'],
      ran: ['yarn test type-tests/deep.test-d.ts'],
    },
    {
      name: 'Kotlin: a version catalog bump of a build of multiplatform projects runs their `allTests`, not a `test` task they lack',
      files: validatorKlib,
      change: { 'gradle/libs.versions.toml': validatorKlib['gradle/libs.versions.toml'].replace('1.9.0', '1.10.1') },
      expected: ['Run the tests: ./gradlew allTests'],
      ran: ['./gradlew build'],
      skips: ['./gradlew test'],
    },
    {
      name: 'pnpm: a workspace without tests (no test script, file or folder) is type-checked, not handed to a vitest it merely depends on',
      files: noTests,
      change: { 'packages/react/src/button.tsx': 'export const Button = (p: { disabled?: boolean }) => !!p.disabled;\n' },
      expected: ['Lint: pnpm --filter @x/react lint', 'Type-check: pnpm --filter @x/react typecheck'],
      ran: ['pnpm typecheck:react'],
    },
    {
      name: 'pnpm: a dependency bump there installs and type-checks',
      files: noTests,
      change: {
        'packages/react/package.json': JSON.stringify({
          name: '@x/react',
          scripts: { build: 'node scripts/build.mjs --tsc', lint: 'eslint .', typecheck: 'tsc --noEmit' },
          dependencies: { '@react-aria/ssr': '3.9.11' },
        }),
      },
      expected: ['Install updated dependencies: pnpm install', 'Type-check: pnpm --filter @x/react typecheck'],
      ran: ['pnpm install', 'pnpm typecheck:react'],
    },
    {
      name: 'tox: a changed test is run by CI’s tox env given the file, not by a make target that runs the whole folder and takes none',
      files: {
        'tox.ini':
          '[tox]\nenvlist = py312-django52, lint\n\n[testenv]\ndeps =\n    django52: django>=5.2a,<6.0\n    pytest\n    pytest-django\n' +
          'commands = python -m pytest {posargs}\n\n[testenv:lint]\nskip_install = true\ndeps = flake8\ncommands = flake8 pkg tests\n',
        Makefile:
          '.PHONY: develop test\n\ndevelop:\n\tpip install -q -e .\n\ntest: develop\n\tDJANGO_SETTINGS_MODULE=tests.test_settings py.test tests\n',
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1"\ndependencies = ["django>=4.2"]\n\n[tool.pytest.ini_options]\nDJANGO_SETTINGS_MODULE = "tests.test_settings"\n',
        '.github/workflows/main.yml':
          'on: [push]\njobs:\n  test:\n    steps:\n      - run: python -m pip install tox\n      - run: tox -e py312-django52\n      - run: tox -e lint\n',
        'pkg/__init__.py': '',
        'tests/__init__.py': '',
        'tests/test_settings.py': 'SECRET_KEY = "x"\n',
        'tests/test_layout.py': 'def test_layout():\n    assert True\n',
      },
      change: { 'tests/test_layout.py': 'def test_layout():\n    assert True\n    assert 1\n' },
      expected: ['Lint: tox -e lint', 'Run the changed tests: tox -e py-django52 -- tests/test_layout.py'],
      ran: ['tox -e py312-django52 -- tests/test_layout.py'],
    },
    {
      name: 'make: a changed Go test of a package with a target of its own (`test-middleware: go test -race -v ./middleware`) is run by it, as its source is',
      files: chiShape,
      change: {
        'middleware/m_test.go': 'package middleware\n\nimport "testing"\n\nfunc TestM(t *testing.T) {}\n\nfunc TestO(t *testing.T) {}\n',
      },
      expected: ['Run the changed tests: make test-middleware'],
      ran: ['make test-middleware'],
    },
    {
      name: '.NET: a solution below the root with its own global.json (Microsoft.Testing.Platform) is tested from its folder, where dotnet reads it',
      files: {
        'CLAUDE.md': '**CRITICAL:** Run `dotnet` build/test commands from `./src`, not the repository root.\n',
        'src/global.json': '{"test": {"runner": "Microsoft.Testing.Platform"}}\n',
        'src/Lib.slnx': '<Solution><Project Path="Lib/Lib.csproj" /><Project Path="tests/Lib.Tests/Lib.Tests.csproj" /></Solution>\n',
        'src/Lib/Lib.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n',
        'src/Lib/Fmt.cs': 'namespace Lib; public static class Fmt { public static string F(string s) => s; }\n',
        'src/tests/Lib.Tests/Lib.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework><OutputType>Exe</OutputType></PropertyGroup>' +
          '<ItemGroup><PackageReference Include="TUnit" Version="0.25.21" /></ItemGroup>' +
          '<ItemGroup><ProjectReference Include="../../Lib/Lib.csproj" /></ItemGroup></Project>\n',
      },
      change: { 'src/Lib/Fmt.cs': 'namespace Lib; public static class Fmt { public static string F(string s) => s.Trim(); }\n' },
      expected: ['Run the tests: cd src && dotnet test --project tests/Lib.Tests/Lib.Tests.csproj'],
      ran: ['cd src && dotnet test tests/Lib.Tests/Lib.Tests.csproj -f net8.0'],
    },
    {
      name: 'Cargo: a member left out of `default-members` (tests that need a system library) is not among a library’s dependents to test',
      files: {
        'Cargo.toml':
          '[workspace]\nmembers = ["core", "util", "examples", "openssl-tests"]\ndefault-members = ["core", "util", "examples"]\nresolver = "2"\n',
        'core/Cargo.toml': '[package]\nname = "core"\nversion = "0.1.0"\nedition = "2021"\n',
        'core/src/lib.rs': 'pub fn c() {}\n',
        'util/Cargo.toml': '[package]\nname = "util"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ncore = { path = "../core" }\n',
        'util/src/lib.rs': 'pub fn keylog(v: Option<&str>) -> bool {\n    v.is_some()\n}\n',
        'examples/Cargo.toml':
          '[package]\nname = "examples"\nversion = "0.1.0"\nedition = "2021"\npublish = false\n\n[dependencies]\nutil = { path = "../util" }\n',
        'examples/src/bin/simple.rs': 'fn main() {}\n',
        'openssl-tests/Cargo.toml':
          '[package]\nname = "openssl-tests"\nversion = "0.0.1"\nedition = "2021"\npublish = false\n\n[dependencies]\nutil = { path = "../util" }\nopenssl = "0.10"\n',
        'openssl-tests/src/lib.rs': '',
      },
      change: { 'util/src/lib.rs': 'pub fn keylog(v: Option<&str>) -> bool {\n    v.is_some_and(|s| !s.is_empty())\n}\n' },
      expected: ['Run the tests: cargo test -p util'],
      ran: ['cargo test -p util'],
    },
    {
      name: 'pnpm: CI’s `pnpm run -r test:unit` (options after `run`) ran the unit script, and `-r test:types` the type-check',
      files: routerShape,
      change: { 'packages/lib/src/a.ts': 'export const a = 2;\n' },
      expected: ['Run the tests: pnpm --filter lib test:unit', 'Lint: pnpm run lint', 'Type-check: pnpm --filter lib test:types'],
      ran: ['pnpm run -r build', 'pnpm run -r test:types', 'pnpm run -r test:unit'],
    },
    {
      name: 'pnpm: a Playwright job of its own leaves a changed unit spec to the unit script CI runs, not the whole `test` with e2e',
      files: {
        ...routerShape,
        '.github/workflows/e2e.yml':
          'on: [push]\njobs:\n  e2e:\n    steps:\n      - run: pnpm install --frozen-lockfile\n' +
          '      - run: pnpm exec playwright test --project=chromium\n        working-directory: packages/lib\n',
      },
      change: { 'packages/lib/__tests__/a.spec.ts': "import { it } from 'vitest';\nit('a', () => {});\nit('b', () => {});\n" },
      expected: [
        'Lint: pnpm run lint',
        'Type-check: pnpm --filter lib test:types',
        'Run the changed tests: pnpm --filter lib test:unit __tests__/a.spec.ts',
      ],
      ran: ['pnpm --filter lib test:types', 'pnpm --filter lib test:unit __tests__/a.spec.ts'],
    },
    {
      name: 'make: CI’s clean-tree check (`verify:` fails on a dirty `git status`) runs no tests; `make test` does',
      files: {
        'go.mod': 'module example.com/ctl\n\ngo 1.26\n',
        'internal/inv/inv.go': 'package inv\n\nfunc New() []string { return []string{} }\n',
        'internal/inv/inv_test.go':
          'package inv\n\nimport "testing"\n\nfunc TestNew(t *testing.T) {\n\tif New() == nil {\n\t\tt.Fatal()\n\t}\n}\n',
        Makefile:
          'test: fmt vet\n\tgo test ./...\n\nfmt:\n\tgo fmt ./...\n\nvet:\n\tgo vet ./...\n\n' +
          'verify: fmt\n\t@if [ ! "$$(git status --porcelain --untracked-files=no)" = "" ]; then exit 1; fi\n',
        '.github/workflows/ci.yaml':
          'on: [pull_request]\njobs:\n  test:\n    steps:\n      - run: make test\n      - name: Check if working tree is dirty\n        run: make verify\n',
      },
      change: { 'internal/inv/inv.go': 'package inv\n\nfunc New() []string { return make([]string, 0) }\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
      skips: ['make verify'],
    },
    {
      name: 'bun: CI’s read-only format check (`bun fmt --check`) after the tests writes nothing: the evidence stands',
      files: {
        'package.json': JSON.stringify({
          name: 'm',
          scripts: { fmt: 'oxfmt', test: 'vitest run' },
          devDependencies: { vitest: '^4.0.0', oxfmt: '^0.1.0' },
        }),
        'bun.lock': '{}\n',
        'src/a.ts': 'export const a = 1;\n',
      },
      change: { 'src/a.ts': 'export const a = 2;\n' },
      before: ['bun run test', 'bun fmt --check'],
      expected: [],
    },
    {
      name: 'CMake beside meson: CI’s CMake steps run in a folder it names by an expression, yet CMake is the build it uses most',
      files: {
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.16)\nproject(m CXX)\noption(M_DEV "Build tests" OFF)\nif(M_DEV)\n  include(CTest)\nendif()\n' +
          'add_library(m src/a.cpp)\nif(M_DEV)\n  add_subdirectory(tests)\nendif()\n',
        'tests/CMakeLists.txt': 'add_executable(t ../src/t.cpp)\ntarget_link_libraries(t m)\nadd_test(NAME t COMMAND t)\n',
        'meson.build': "project('m', 'cpp')\nm = library('m', 'src/a.cpp')\ntest('t', executable('t', 'src/t.cpp', link_with: m))\n",
        'src/a.cpp': 'int f() { return 1; }\n',
        'src/t.cpp': 'int f();\nint main() { return f() == 1 ? 0 : 1; }\n',
        '.github/workflows/cmake.yml':
          'on: [push]\njobs:\n  build:\n    steps:\n      - name: Configure build\n        working-directory: ${{runner.workspace}}\n' +
          '        run: cmake -Bbuild -H$GITHUB_WORKSPACE -DM_DEV=ON -G Ninja\n      - working-directory: ${{runner.workspace}}/build\n        run: ninja\n' +
          '      - working-directory: ${{runner.workspace}}/build\n        run: ctest -j `nproc`\n',
        '.github/workflows/meson.yml':
          'on: [push]\njobs:\n  build:\n    steps:\n      - run: sudo apt-get install -y meson ninja-build\n      - run: meson ${{runner.workspace}}/meson-build\n' +
          '      - working-directory: ${{runner.workspace}}/meson-build\n        run: ninja\n      - working-directory: ${{runner.workspace}}/meson-build\n        run: meson test --verbose\n',
      },
      change: { 'src/a.cpp': 'int f() { return 1 + 0; }\n' },
      expected: ['Build: cmake -S . -B build -DM_DEV=ON && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -B build -S . -DM_DEV=ON', 'cmake --build build', 'ctest --test-dir build'],
      skips: ['meson setup build && meson test -C build'],
    },
    {
      name: 'make: the install target CI runs (a venv the other targets use) installs a raised dependency, not a bare `pip install -e .` nor a docs target that installs on the way',
      files: {
        'setup.py': 'from setuptools import setup\nsetup()\n',
        'setup.cfg': '[options]\ninstall_requires =\n    rich>=9.10.0\n\n[options.extras_require]\ndev =\n    pytest\n    flake8\n',
        Makefile:
          'VENV_BIN=venv/bin\n\ninstall:\n\tpython3 -m venv venv\n\t$(VENV_BIN)/pip install --upgrade --editable ".[dev]"\n\n' +
          'test:\n\t$(VENV_BIN)/python -m pytest\n\ncontent:\n\t$(VENV_BIN)/pip install --upgrade --editable .\n\t$(VENV_BIN)/python extras/gen_docs.py\n',
        '.github/workflows/tests.yml':
          'on: [pull_request]\njobs:\n  test:\n    steps:\n      - run: |\n          make install\n          make test\n',
        '.github/workflows/zcontent.yml': 'on: [pull_request]\njobs:\n  content:\n    steps:\n      - run: make content\n',
        'pkg/__init__.py': '',
        'tests/test_a.py': 'def test_a():\n    pass\n',
      },
      change: {
        'setup.cfg': '[options]\ninstall_requires =\n    rich>=10.0.0\n\n[options.extras_require]\ndev =\n    pytest\n    flake8\n',
      },
      expected: ['Install updated dependencies: make install', 'Run the tests: make test'],
      ran: ['make install', 'make test'],
    },
    {
      name: 'Go: a nested module without tests that the root takes by `replace` (an `api/` of types) is tested by the root’s tests',
      files: {
        'go.mod': 'module example.com/ctl\n\ngo 1.26\n\nrequire example.com/ctl/api v0.0.0\n\nreplace example.com/ctl/api => ./api\n',
        'api/go.mod': 'module example.com/ctl/api\n\ngo 1.26\n',
        'api/v1/types.go': 'package v1\n\ntype Spec struct {\n\tName string `json:"name"`\n}\n',
        'internal/inv/inv.go': 'package inv\n\nfunc New() []string { return []string{} }\n',
        'internal/inv/inv_test.go': 'package inv\n\nimport "testing"\n\nfunc TestNew(t *testing.T) {}\n',
      },
      change: {
        'api/v1/types.go':
          'package v1\n\ntype Spec struct {\n\tName   string            `json:"name"`\n\tLabels map[string]string `json:"labels,omitempty"`\n}\n',
      },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test ./...'],
    },
    {
      name: 'Cargo: a CI script that needs nightly’s unstable flags (`-Zpanic-abort-tests`) is no test run to ask for; the crate’s own is',
      files: {
        'Cargo.toml': '[package]\nname = "m"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\ndefault = ["std"]\nstd = []\n',
        'src/lib.rs': 'pub fn f() -> u8 {\n    1\n}\n',
        'ci/test-stable.sh':
          '#!/bin/bash\nset -ex\ncmd="${1:-test}"\ncargo hack "${cmd}" --each-feature --optional-deps\ncargo "${cmd}" --all-features\n',
        'ci/panic-abort.sh':
          '#!/bin/bash\nset -ex\nRUSTFLAGS="$RUSTFLAGS -Cpanic=abort -Zpanic-abort-tests" cargo test --all-features --test \'*\'\n',
        '.github/workflows/ci.yml':
          'on: [push]\nenv:\n  nightly: nightly-2024-09-15\njobs:\n  stable:\n    steps:\n      - run: rustup update stable\n' +
          '      - run: ci/test-stable.sh test\n  panic-abort:\n    steps:\n      - run: rustup update $nightly && rustup default $nightly\n' +
          '      - run: ci/panic-abort.sh\n',
      },
      change: { 'src/lib.rs': 'pub fn f() -> u8 {\n    2\n}\n' },
      expected: ['Run the tests: cargo test'],
      ran: ['cargo test --all-features'],
    },
    {
      name: 'Guides: a checklist’s file names (“typically: `config.py`, `model.py`”) under a folder it names are no command to run after changing it',
      files: {
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1"\n',
        Makefile: 'test:\n\tpython -m pytest tests/\n',
        'CONTRIBUTING.md':
          '# Contributing\n\n## Adding a method\n\n- [ ] Create a new tuner package under `src/pkg/tuners/` with the files your method needs (typically: `config.py`, `model.py`, and `__init__.py`).\n',
        'src/pkg/__init__.py': '',
        'src/pkg/tuners/a/config.py': 'X = 1\n',
        'tests/test_a.py': 'def test_a():\n    assert True\n',
      },
      change: { 'src/pkg/tuners/a/config.py': 'X = 2\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'make: a changed test of a target that is the runner given the tests folder through `python -m` is run by that runner alone',
      files: {
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1"\n\n[tool.pytest.ini_options]\n',
        Makefile: 'test:\n\tpython -m pytest tests/\n',
        'src/pkg/__init__.py': '',
        'tests/test_a.py': 'def test_a():\n    assert True\n',
        'tests/test_b.py': 'def test_b():\n    assert True\n',
      },
      change: { 'tests/test_a.py': 'def test_a():\n    assert 1 == 1\n' },
      expected: ['Run the changed tests: pytest tests/test_a.py'],
      ran: ['python -m pytest tests/test_a.py'],
      skips: ['pytest tests/test_b.py'],
    },
    {
      name: "just: recipes with parameters (`test feature='':`) and dependencies given arguments (`(test feature)`) are read; CI’s `just all-features` reaches the tests",
      files: justParams,
      change: { 'a/src/lib.rs': 'pub fn f() -> u16 {\n    4096\n}\n' },
      expected: ['Run the tests: cargo test -p a'],
      ran: ['just all-features'],
    },
    {
      name: 'just: a raised workspace dependency refreshes the lock and runs the test recipe, not a cross build CI runs elsewhere',
      files: justParams,
      change: {
        'Cargo.toml':
          '[workspace]\nmembers = ["a"]\n\n[workspace.dependencies]\nthiserror = { version = "2.0.20", default-features = false }\n',
      },
      expected: ['Install updated dependencies: cargo update --workspace', 'Run the tests: just test'],
      ran: ['cargo update --workspace', 'just test'],
    },
    {
      name: 'Go: a changed test behind a build tag (`//go:build functional`) is run with the tag, not by a target that lacks it; an untagged run is no evidence',
      files: {
        'go.mod': 'module example.com/sarama\n\ngo 1.24\n',
        Makefile:
          'lint:\n\tgolangci-lint run\n\tgolangci-lint run --build-tags functional\n\ntest:\n\tgo test -v -race ./...\n\n' +
          'test_functional:\n\tgo test -v -race -timeout 15m -tags=functional ./...\n',
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: make test\n',
        '.github/workflows/fvt.yml':
          'on: [push]\njobs:\n  fvt:\n    steps:\n      - name: Test (Functional)\n        run: make test_functional\n',
        'utils.go': 'package sarama\n\nfunc dup(in []int32) []int32 { return append([]int32{}, in...) }\n',
        'functional_producer_test.go':
          '//go:build functional\n\npackage sarama\n\nimport "testing"\n\nfunc TestFuncProducing(t *testing.T) {\n\t_ = dup(nil)\n}\n',
      },
      change: {
        'functional_producer_test.go':
          '//go:build functional\n\npackage sarama\n\nimport "testing"\n\nfunc TestFuncProducing(t *testing.T) {\n\tt.Parallel()\n\t_ = dup(nil)\n}\n',
      },
      expected: ['Lint: make lint', 'Run the changed tests: go test -tags functional .'],
      ran: ['make test_functional'],
      skips: ['go test .', 'make test'],
    },
    {
      name: "just: an interpolation in a recipe (`uv run {{ if python != '' { '-p ' + python } else { '' } }} pytest`) is filled in; CI’s run of it tests, so its type-check rides along",
      files: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\n\n[tool.mypy]\nstrict = true\n',
        Justfile:
          'python := ""\n\nlint:\n\tuv run ruff check src/ tests\n\n' +
          "test *args=\"tests\":\n    uv run {{ if python != '' { '-p ' + python } else { '' } }} pytest {{args}}\n\n" +
          "cov *args=\"tests\":\n    uv run {{ if python != '' { '-p ' + python } else { '' } }} coverage run -m pytest {{args}}\n",
        '.github/workflows/main.yml': 'on: [push]\njobs:\n  tests:\n    steps:\n      - run: just python=python3.12 cov\n',
        'src/pkg/__init__.py': 'def f(x):\n    return x\n',
        'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f(1) == 1\n',
      },
      change: { 'src/pkg/__init__.py': 'def f(x):\n    return x or 0\n' },
      before: ['just test'],
      expected: [],
    },
    {
      name: 'CI: a line that deletes files on the way (`rm -rf dist && yarn tsc … --outDir dist`), or asks a tool its version (`yarn tsc --version`), is no check to ask a contributor for',
      files: {
        'package.json': JSON.stringify({
          name: 'rtk-monorepo',
          private: true,
          workspaces: ['packages/*'],
          devDependencies: { typescript: '^5.9.3' },
          packageManager: 'yarn@4.4.1',
        }),
        '.yarnrc.yml': 'nodeLinker: node-modules\n',
        'yarn.lock': '',
        'packages/toolkit/package.json': JSON.stringify({
          name: '@reduxjs/toolkit',
          version: '2.0.0',
          scripts: { test: 'vitest --typecheck --run', 'type-tests': 'yarn tsc -p tsconfig.test.json --noEmit' },
          devDependencies: { vitest: '^3.0.0' },
        }),
        'packages/toolkit/tsconfig.test.json':
          '{ "compilerOptions": { "strict": true, "noEmit": true }, "include": ["src/**/*.test.ts*"] }\n',
        'packages/toolkit/tsconfig.json': '{ "extends": "./tsconfig.test.json", "include": ["."], "exclude": ["dist"] }\n',
        'packages/toolkit/src/nanoid.ts': 'export const nanoid = (size = 21) => String(size);\n',
        '.github/workflows/tests.yml':
          'on: [push]\ndefaults:\n  run:\n    working-directory: ./packages/toolkit\njobs:\n  test-dist:\n    steps:\n      - run: yarn install\n' +
          '      - run: rm -rf dist && yarn tsc -p . --moduleResolution Bundler --noEmit false --declaration --emitDeclarationOnly --outDir dist && rm -rf dist\n' +
          '  test-types:\n    steps:\n      - run: yarn install\n      - run: |\n          yarn tsc --version\n          yarn type-tests\n',
      },
      change: { 'packages/toolkit/src/nanoid.ts': 'export const nanoid = (size = 21) => String(size + 0);\n' },
      expected: ['Run the tests: yarn workspace @reduxjs/toolkit test', 'Type-check: cd packages/toolkit && yarn type-tests'],
      ran: ['yarn workspace @reduxjs/toolkit test', 'cd packages/toolkit && yarn type-tests'],
    },
    {
      name: 'Gradle: a catalog bump of a build of Android and multiplatform projects is tested from the root; CI’s `testDebugUnitTest` there counts',
      files: {
        'settings.gradle.kts': 'rootProject.name = "app"\ninclude(":app", ":i18n")\n',
        gradlew: '#!/bin/sh\n',
        'build.gradle.kts': 'plugins {\n    alias(libs.plugins.android.application) apply false\n}\n',
        'gradle/libs.versions.toml':
          '[versions]\nandroidx-paging = "3.5.1"\n[libraries]\npaging-runtime = { module = "androidx.paging:paging-runtime", version.ref = "androidx-paging" }\n' +
          '[plugins]\nandroid-application = { id = "com.android.application", version = "9.3.1" }\n' +
          'kotlin-multiplatform = { id = "org.jetbrains.kotlin.multiplatform", version = "2.2.0" }\n',
        'app/build.gradle.kts':
          'plugins {\n    alias(libs.plugins.android.application)\n}\ndependencies {\n    implementation(libs.paging.runtime)\n}\n',
        'i18n/build.gradle.kts': 'plugins {\n    alias(libs.plugins.kotlin.multiplatform)\n}\n',
        '.github/workflows/build.yml': 'on: [pull_request]\njobs:\n  build:\n    steps:\n      - run: ./gradlew testDebugUnitTest\n',
      },
      change: {
        'gradle/libs.versions.toml':
          '[versions]\nandroidx-paging = "3.5.2"\n[libraries]\npaging-runtime = { module = "androidx.paging:paging-runtime", version.ref = "androidx-paging" }\n' +
          '[plugins]\nandroid-application = { id = "com.android.application", version = "9.3.1" }\n' +
          'kotlin-multiplatform = { id = "org.jetbrains.kotlin.multiplatform", version = "2.2.0" }\n',
      },
      expected: ['Run the tests: ./gradlew test allTests'],
      ran: ['./gradlew testDebugUnitTest'],
    },
    {
      name: 'Cargo: the features CI tests with, from a value its matrix’s `include` rows set (`features: "--features full"`), before another job’s',
      files: {
        'Cargo.toml':
          '[package]\nname = "h"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\ndefault = []\nfull = ["client", "server"]\nclient = []\nserver = []\nffi = []\n' +
          '\n[[test]]\nname = "integration"\npath = "tests/integration.rs"\nrequired-features = ["full"]\n',
        'src/lib.rs': 'pub fn f() -> u8 {\n    1\n}\n',
        'tests/integration.rs': '#[test]\nfn t() {\n    assert_eq!(h::f(), 1);\n}\n',
        '.github/workflows/CI.yml':
          'on: [push]\njobs:\n  test:\n    strategy:\n      matrix:\n        rust: [stable, nightly]\n        include:\n          - rust: stable\n' +
          '            features: "--features full"\n          - rust: nightly\n            features: "--features full,nightly"\n' +
          '    steps:\n      - name: Test\n        run: cargo test ${{ matrix.features }}\n' +
          '  ffi:\n    steps:\n      - name: Run FFI unit tests\n        env:\n          RUSTFLAGS: --cfg hyper_unstable_ffi\n        run: cargo test --features client,ffi --lib\n',
      },
      change: { 'src/lib.rs': 'pub fn f() -> u8 {\n    2 - 1\n}\n' },
      expected: ['Run the tests: cargo test --features full'],
      ran: ['cargo test --features full'],
    },
    {
      name: 'Rails: a model whose own spec mirrors it is checked by that spec, where the guide runs single spec files',
      files: railsMirror,
      change: {
        'app/models/item.rb': 'class Item < ApplicationRecord\n  def other?\n    partner_key.to_s.casecmp?("other")\n  end\nend\n',
      },
      expected: ['Run the tests: bundle exec rspec spec/models/item_spec.rb'],
      ran: ['bundle exec rspec spec/models/item_spec.rb'],
      skips: ['bundle exec rspec spec/models/user_spec.rb'],
    },
    {
      name: 'Rails: without such a guide, the whole suite (control)',
      files: { ...railsMirror, 'CLAUDE.md': '# Notes\n\n- `bundle exec rspec` runs the suite\n' },
      change: {
        'app/models/item.rb': 'class Item < ApplicationRecord\n  def other?\n    partner_key.to_s.casecmp?("other")\n  end\nend\n',
      },
      expected: ['Run the tests: bundle exec rspec'],
      ran: ['bundle exec rspec'],
    },
    {
      name: 'Python: mypy its requirements files lack, run by the hooks the lint env runs, is checked by that env',
      files: mypyByHook,
      change: { 'pkg/util.py': 'def f(x):\n    return x + 0\n' },
      expected: ['Run the tests: make test', 'Type-check: tox -e lint'],
      ran: ['pytest', 'tox -e lint'],
    },
    {
      name: 'Python: a Makefile recipe that runs mypy itself is the type-check (control)',
      files: { ...mypyByHook, Makefile: 'test:\n\tpytest\n\ntypes:\n\tmypy pkg\n' },
      change: { 'pkg/util.py': 'def f(x):\n    return x + 0\n' },
      expected: ['Run the tests: make test', 'Lint: tox -e lint', 'Type-check: make types'],
      ran: ['pytest', 'make types'],
    },
    {
      name: 'Python: mypy run only by a pytest plugin (`typing_checkers`) is checked by the test run',
      files: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\n\n' +
          '[dependency-groups]\nlint = ["ruff"]\ntest = ["pytest", "pytest-typing; python_version == \'3.14\'", "mypy; python_version == \'3.14\'"]\n\n' +
          '[tool.mypy]\nstrict = true\n\n[tool.pytest]\ntyping_checkers = ["mypy"]\n',
        'uv.lock': 'version = 1\n',
        Justfile:
          'lint:\n\tuv run --group lint ruff check src/ tests\n\ntest *args="-x tests":\n\tuv run --group test pytest {{args}}\n\n' +
          'cov *args="-x tests":\n\tuv run --group test coverage run -m pytest {{args}}\n',
        'src/pkg/__init__.py': 'def f(x):\n    return x or 0\n',
        'tests/test_f.py': 'from pkg import f\n\ndef test_f():\n    assert f(1) == 1\n',
        '.github/workflows/main.yml': 'on: [push]\njobs:\n  tests:\n    steps:\n      - run: just cov\n',
      },
      change: { 'src/pkg/__init__.py': 'def f(x):\n    return 0 if x is None else x\n' },
      expected: ['Run the tests: just test', 'Lint: just lint'],
      ran: ['just test'],
    },
    {
      name: 'make: a Go test target that skips the long tests (`go test -short`) gives way to the one that runs them all, as CI does',
      files: echoShort,
      change: { 'mw/mw.go': 'package mw\n\nfunc G() int { return 2 }\n' },
      expected: ['Run the tests: make race', 'Lint: make lint'],
      ran: ['go test -race ./mw/'],
    },
    {
      name: 'make: the short target stays where CI runs it (control)',
      files: { ...echoShort, '.github/workflows/echo.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: make test\n' },
      change: { 'mw/mw.go': 'package mw\n\nfunc G() int { return 2 }\n' },
      expected: ['Run the tests: make test', 'Lint: make lint'],
      ran: ['make test'],
    },
    {
      name: 'Composer: `composer install` with a lock on disk installs what it pins; a raised constraint still needs the update',
      files: composerLocked,
      change: { 'composer.json': composerLocked['composer.json'].replace('"^1.0"', '"^1.6"') },
      before: ['composer install', 'vendor/bin/phpunit'],
      expected: ['Install updated dependencies: composer update mockery/mockery'],
    },
    {
      name: 'Composer: the update settles it (control)',
      files: composerLocked,
      change: { 'composer.json': composerLocked['composer.json'].replace('"^1.0"', '"^1.6"') },
      expected: ['Install updated dependencies: composer update mockery/mockery', 'Run the tests: composer test'],
      ran: ['composer update mockery/mockery', 'vendor/bin/phpunit'],
    },
    {
      name: 'vitest: a test script that runs `vitest run --typecheck` type-checks; no tsc is guessed beside it',
      files: {
        'package.json': JSON.stringify({
          name: 'x',
          scripts: { lint: 'eslint .', test: 'pnpm lint && vitest run --typecheck' },
          devDependencies: { eslint: '^9.39.2', typescript: '^5.9.3', vitest: '^4.0.17' },
          packageManager: 'pnpm@10.28.0',
        }),
        'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
        'tsconfig.json': '{"compilerOptions":{"target":"ESNext","module":"ESNext","moduleResolution":"Node"},"include":["src"]}\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  ci:\n    steps:\n      - run: pnpm install\n      - run: pnpm lint\n      - run: pnpm vitest --coverage\n',
        'src/index.ts': 'export function f(x: number): number {\n  return x + 1;\n}\n',
        'test/index.test.ts': 'import { expect, it } from "vitest";\nimport { f } from "../src";\nit("f", () => expect(f(1)).toBe(2));\n',
      },
      change: { 'src/index.ts': 'export function f(x: number): number {\n  return x + 2;\n}\n' },
      expected: ['Run the tests: pnpm test'],
      ran: ['pnpm vitest run'],
    },
    {
      name: 'rake: an alias CI runs (`task ci: %w[ spec ]`) runs what it depends on',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\n',
        'foo.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "foo"\n  s.add_development_dependency "rake"\n  s.add_development_dependency "rspec"\nend\n',
        Rakefile:
          'require "rspec/core/rake_task"\nRSpec::Core::RakeTask.new(:spec)\n\ndesc "Run all specs"\ntask ci: %w[ spec ]\ntask :release => [:ci] do |t|\n  puts t\nend\ntask default: :spec\n',
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: bundle exec rake ci\n',
        'lib/foo/utils.rb': 'module Foo\n  def self.blank?(v) = v.nil?\nend\n',
        'spec/utils_spec.rb': 'RSpec.describe Foo do\n  it { expect(Foo.blank?(nil)).to be true }\nend\n',
      },
      change: { 'lib/foo/utils.rb': 'module Foo\n  def self.blank?(v) = v.nil? || v == ""\nend\n' },
      expected: ['Run the tests: bundle exec rspec'],
      ran: ['bundle exec rake ci'],
    },
    {
      name: 'uv: `uv run -p 3.12 mypy …` runs mypy (`-p` is `--python`), whatever CI’s expressions around its test step',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1"\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n' +
          '[tool.hatch.envs.types.scripts]\ncheck = "mypy {args:src/pkg tests}"\n',
        '.github/workflows/ci.yml':
          "on: [push]\njobs:\n  test:\n    steps:\n      - run: uv run ${{ matrix.cov && 'coverage run -m' || '' }} pytest\n",
        'src/pkg/__init__.py': '',
        'src/pkg/mod.py': 'def f(x: int) -> int:\n    return x\n',
        'tests/test_mod.py': 'from pkg.mod import f\n\ndef test_f():\n    assert f(1) == 1\n',
      },
      change: { 'src/pkg/mod.py': 'def f(x: int) -> int:\n    return x + 2\n' },
      expected: ['Run the tests: hatch test', 'Type-check: hatch run types:check'],
      ran: ['uv run pytest', 'uv run -p 3.12 mypy src/pkg tests'],
    },
    {
      name: 'Gradle: a module a convention plugin of buildSrc makes multiplatform (its `src/commonMain`) has no `test`: `allTests`',
      files: kmpConvention,
      change: { 'lib/src/commonMain/kotlin/Foo.kt': 'package demo\n\nfun double(x: Int): Int = x + x\n' },
      expected: ['Run the tests: ./gradlew :lib:allTests'],
      ran: ['./gradlew :lib:allTests'],
    },
    {
      name: 'Gradle: a catalog bump of such a build tests every project, the multiplatform ones by `allTests`',
      files: kmpConvention,
      change: { 'gradle/libs.versions.toml': '[versions]\nkotlin = "2.2.0"\ncoroutines = "1.11.1"\n' },
      expected: ['Run the tests: ./gradlew test allTests'],
      ran: ['./gradlew build'],
    },
    {
      name: 'CI: a path-filtered workflow’s run narrowed to a named test (`phpunit --filter=X`) is part of the tests, not their gate',
      files: {
        'composer.json':
          '{\n  "name": "acme/pkg",\n  "require": {"php": "^8.2"},\n  "require-dev": {"phpunit/phpunit": "^11"},\n  "scripts": {"test": "vendor/bin/phpunit"}\n}\n',
        '.github/workflows/unit-tests.yml':
          'on:\n  push: {branches: [master]}\n  pull_request:\njobs:\n  unit-tests:\n    steps:\n      - run: composer update --prefer-dist --no-progress\n      - run: composer test\n',
        '.github/workflows/build-docs.yml':
          "on:\n  workflow_dispatch:\n  push:\n    branches: [master]\n    paths: ['resources/**', 'docs/**']\njobs:\n  deploy:\n    steps:\n" +
          '      - run: composer update --prefer-dist --no-progress\n      - name: Run docs test\n        run: php vendor/bin/phpunit --filter=testItInjectsOnDocs\n' +
          '      - run: php build/build-docs.php\n',
        'src/A.php': '<?php\nnamespace Acme\\Pkg;\nclass A {}\n',
        'tests/ATest.php':
          '<?php\nuse PHPUnit\\Framework\\TestCase;\nclass ATest extends TestCase { public function testA() { $this->assertTrue(true); } }\n',
        'resources/queries/widget.js': '(function () { const x = 1; })();\n',
      },
      change: { 'resources/queries/widget.js': '(function () { const x = 2; })();\n' },
      expected: ['Run the tests: composer test'],
      ran: ['vendor/bin/phpunit'],
    },
    {
      name: 'Go: a nested module without a test file is settled by its build (`go test` there only compiles)',
      files: {
        'go.mod': 'module example.com/lib\n\ngo 1.22\n',
        'lib.go': 'package lib\n\nfunc F() int { return 1 }\n',
        'lib_test.go': 'package lib\n\nimport "testing"\n\nfunc TestF(t *testing.T) {\n\tif F() != 1 {\n\t\tt.Fatal()\n\t}\n}\n',
        'examples/go.mod': 'module examples\n\ngo 1.22\n\nreplace example.com/lib => ../\n\nrequire example.com/lib v0.0.0\n',
        'examples/demo/main.go': 'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/lib"\n)\n\nfunc main() { fmt.Println(lib.F()) }\n',
        '.github/workflows/build.yml': 'on: [push]\njobs:\n  build:\n    steps:\n      - run: go build ./...\n      - run: go test ./...\n',
      },
      change: {
        'examples/demo/main.go':
          'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/lib"\n)\n\nfunc main() { fmt.Println(lib.F() + 1) }\n',
      },
      expected: ['Run the tests: cd examples && go test ./...'],
      ran: ['cd examples && go build ./...'],
    },
    {
      name: 'Ruby: minitest specs rake’s test task runs from `spec/` are rake’s, not rspec’s',
      files: minitestSpecs,
      change: { 'lib/foo/bar.rb': 'module Foo\n  def self.x = 2\nend\n' },
      expected: ['Run the tests: bundle exec rake test', 'Lint: bundle exec rubocop'],
      ran: ['bundle exec rake'],
    },
    {
      name: 'Ruby: a changed minitest spec is run by rake’s test task, by `TEST=`',
      files: minitestSpecs,
      change: {
        'spec/bar_spec.rb':
          'require_relative "spec_helper"\ndescribe("Foo") { it("x") { _(Foo.x).must_equal 1 }; it("y") { _(1).must_equal 1 } }\n',
      },
      expected: ['Lint: bundle exec rubocop', 'Run the changed tests: bundle exec rake test TEST=spec/bar_spec.rb'],
      ran: ['bundle exec rake test TEST=spec/bar_spec.rb'],
    },
    {
      name: 'make: where the test target runs a linter first, the target CI runs that tests (`make ci`)',
      files: {
        'go.mod': 'module example.com/m\n\ngo 1.13\n',
        'a.go': 'package m\n\nfunc A() int { return 1 }\n',
        'a_test.go': 'package m\n\nimport "testing"\n\nfunc TestA(t *testing.T) { _ = A() }\n',
        Makefile:
          'test:\n\tgolangci-lint run ./...\n\tgo test -v -cover -race -count=1 ./...\n\tgo vet .\n\n' +
          'ci: ## Runs on the tests and vetting checks (specific for CI).\n\tgo test -cover -race -count=1 ./...\n\tgo vet ./...\n',
        '.github/workflows/test.yaml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: make ci\n',
      },
      change: { 'a.go': 'package m\n\nfunc A() int { return 2 }\n' },
      expected: ['Run the tests: make ci'],
      ran: ['make ci'],
    },
    {
      name: '.NET: the frameworks of a property group for Windows alone are not this host’s: no `-f` where the others are modern',
      files: {
        'src/Lib/Lib.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFrameworks>netstandard2.0;net6.0</TargetFrameworks>\n  </PropertyGroup>\n</Project>\n',
        'src/Lib/A.cs': 'namespace Lib;\npublic static class A { public static int F() => 1; }\n',
        'src/Lib.Tests/Lib.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup Condition="\'$(OS)\' == \'Windows_NT\'">\n    <TargetFrameworks>net472;net6.0;net9.0</TargetFrameworks>\n  </PropertyGroup>\n' +
          "  <PropertyGroup Condition=\"'$(OS)' != 'Windows_NT'\">\n    <TargetFrameworks>net9.0</TargetFrameworks>\n  </PropertyGroup>\n" +
          '  <ItemGroup>\n    <PackageReference Include="xunit" Version="2.9.2" />\n    <ProjectReference Include="..\\Lib\\Lib.csproj" />\n  </ItemGroup>\n</Project>\n',
        'src/Lib.Tests/ATests.cs':
          'namespace Lib.Tests;\npublic class ATests { [Xunit.Fact] public void F() => Xunit.Assert.Equal(1, Lib.A.F()); }\n',
      },
      change: { 'src/Lib/A.cs': 'namespace Lib;\npublic static class A { public static int F() => 2; }\n' },
      expected: ['Run the tests: dotnet test src/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet test src/Lib.Tests/Lib.Tests.csproj'],
    },
    {
      name: 'Cargo: a member CI’s script leaves out (`--exclude benchmarks`) is no dependent to test',
      files: cargoExcluded,
      change: { 'a/src/lib.rs': 'pub fn f() -> i32 {\n    2\n}\n' },
      expected: ['Run the tests: cargo test -p a'],
      ran: ['cargo test -p a'],
    },
    {
      name: 'Cargo: a changed integration test is its package’s alone, whatever depends on the package',
      files: { ...cargoExcluded, 'ci/test.sh': '#!/bin/bash\nset -euxo pipefail\ncargo test --all --all-features\n' },
      change: { 'a/tests/smoke.rs': '#[test]\nfn t() {\n    assert_eq!(a::f(), 1);\n    assert!(true);\n}\n' },
      expected: ['Run the changed tests: cargo test -p a --test smoke'],
      ran: ['cargo test -p a --test smoke'],
    },
    {
      name: 'Python: the nox session CI runs for mypy is the type-check, though the config names its files',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0"\n[dependency-groups]\ntest = ["pytest>=8"]\n[tool.mypy]\nfiles = "src"\nstrict = true\n',
        'noxfile.py':
          'import nox\n\n@nox.session\ndef lint(session):\n    session.install("prek")\n    session.run("prek", "run", "--all-files", *session.posargs)\n\n' +
          '@nox.session(python="3.10")\ndef mypy(session):\n    session.install("-e.", "mypy")\n    session.run("mypy", *session.posargs)\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v2.3.0\n    hooks:\n      - id: mypy\n        files: ^src\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  checks:\n    steps:\n      - run: uv venv\n      - run: uv pip install -e . --group test\n      - run: .venv/bin/python -m pytest\n' +
          '  mypy:\n    steps:\n      - run: uv tool install nox\n      - run: nox -s mypy\n',
        'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x\n',
        'tests/test_pkg.py': 'from pkg import f\n\ndef test_f():\n    assert f(1) == 1\n',
      },
      change: { 'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x + 1\n' },
      expected: ['Run the tests: pytest', 'Lint: nox -s lint', 'Type-check: nox -s mypy'],
      ran: ['pytest', 'nox -s mypy'],
    },
    {
      name: 'CI: a local composite action’s steps are its job’s: the type-check it runs is owed after the tests',
      files: {
        'package.json': JSON.stringify({
          name: 'mono',
          private: true,
          packageManager: 'pnpm@9.6.0',
          scripts: { test: 'turbo test', typecheck: 'turbo typecheck', lint: 'turbo lint' },
        }),
        'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
        'pnpm-lock.yaml': '',
        'packages/core/package.json': JSON.stringify({
          name: '@x/core',
          scripts: { test: 'vitest run', typecheck: 'tsc -b', lint: 'eslint .' },
        }),
        'packages/core/tsconfig.json': '{"compilerOptions":{"strict":true}}\n',
        'packages/core/src/a.ts': 'export const a = (x: number) => x + 1;\n',
        '.github/actions/typescript/action.yml':
          'runs:\n  using: composite\n  steps:\n    - run: pnpm run lint\n      shell: sh\n    - run: pnpm run typecheck\n      shell: sh\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  checks:\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ./.github/actions/typescript\n' +
          '  unit:\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm run test\n',
      },
      change: { 'packages/core/src/a.ts': 'export const a = (x: number) => x + 2;\n' },
      before: ['pnpm --filter @x/core test'],
      expected: ['Lint: pnpm --filter @x/core lint', 'Type-check: pnpm --filter @x/core typecheck'],
    },
    {
      name: 'uv: pytest only in a group uv does not sync by default, where CI tests through tox alone: tox, as CI runs it',
      files: toxUvGroup,
      change: { 'src/pkg/mod.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: uvx --with tox-uv tox -e py'],
      ran: ['uvx --with tox-uv tox run -f py313'],
    },
    {
      name: 'uv: … and a changed test goes to that env’s pytest after `--`',
      files: toxUvGroup,
      change: { 'tests/test_mod.py': 'from pkg.mod import f\n\ndef test_f():\n    assert f() == 1\n    assert True\n' },
      expected: ['Run the changed tests: uvx --with tox-uv tox -e py -- tests/test_mod.py'],
      ran: ['uvx --with tox-uv tox -e py -- tests/test_mod.py'],
    },
    {
      name: 'make beside CMake: a changed test of the Makefile’s `check` (which builds it) needs no CMake build',
      files: {
        Makefile:
          'CC ?= cc\nlib.o: lib.c lib.h\n\t$(CC) -c -o lib.o lib.c\ntest/t1: test/t1.c lib.o\n\t$(CC) test/t1.c lib.o -o $@\ncheck: test/t1\n\ttest/t1\n',
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.10)\nproject(lib C)\nadd_library(lib lib.c)\noption(LIB_ENABLE_TESTING "tests" Off)\nif(LIB_ENABLE_TESTING)\n' +
          '  enable_testing()\n  add_executable(t1 test/t1.c)\n  target_link_libraries(t1 lib)\n  add_test(t1 t1)\nendif()\n',
        '.github/workflows/cmake.yml':
          'on: [push]\njobs:\n  build:\n    steps:\n      - name: Build\n        run: |\n          cmake -S . -B build -DLIB_ENABLE_TESTING=ON\n          cmake --build build\n' +
          '      - name: Run Test\n        run: ctest --test-dir build -V\n',
        '.github/workflows/make.yml': 'on: [push]\njobs:\n  build:\n    steps:\n      - name: Run Test\n        run: make check\n',
        'lib.h': 'int f(void);\n',
        'lib.c': '#include "lib.h"\nint f(void) { return 1; }\n',
        'test/t1.c': '#include "../lib.h"\nint main(void) { return f() == 1 ? 0 : 1; }\n',
      },
      change: { 'test/t1.c': '#include "../lib.h"\nint main(void) { return f() != 1; }\n' },
      expected: ['Run the changed tests: make check'],
      ran: ['make check'],
    },
    {
      name: 'Go: a hand-edited go.mod is settled by a passing test run (it fails where go.sum lacks what go.mod requires)',
      files: {
        'go.mod': 'module example.com/m\n\ngo 1.24.0\n\nrequire filippo.io/edwards25519 v1.2.0\n',
        'go.sum':
          'filippo.io/edwards25519 v1.2.0 h1:crnVqOiS4jqYleHd9vaKZ+HKtHfllngJIiOpNpoJsjo=\nfilippo.io/edwards25519 v1.2.0/go.mod h1:xzAOLCNug/yB62zG1bQ8uziwrIqIuxhctzJT18Q77mc=\n',
        'm.go': 'package m\n\nimport _ "filippo.io/edwards25519"\n',
        '.github/workflows/test.yml':
          'on: [push]\njobs:\n  test:\n    steps:\n      - name: test\n        run: |\n          go test -v -race ./...\n',
      },
      change: {
        'go.mod': 'module example.com/m\n\ngo 1.24.0\n\nrequire filippo.io/edwards25519 v1.2.1\n',
        'go.sum': 'filippo.io/edwards25519 v1.2.1 h1:x\nfilippo.io/edwards25519 v1.2.1/go.mod h1:y\n',
      },
      expected: ['Install updated dependencies: go mod tidy', 'Run the tests: go test ./...'],
      ran: ['go test -race ./...'],
    },
    {
      name: 'Cargo: a member that takes the crate only for benchmarks (a dev-dependency, no tests) is no dependent; the root package with tests is',
      files: {
        'Cargo.toml':
          '[package]\nname = "nom"\nversion = "8.0.0"\nedition = "2021"\n\n[dev-dependencies]\nnom-language = { path = "./nom-language" }\n\n' +
          '[workspace]\nmembers = [".", "benchmarks/", "nom-language"]\n',
        'nom-language/Cargo.toml':
          '[package]\nname = "nom-language"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nnom = { path = "..", version = "8.0.0" }\n',
        'benchmarks/Cargo.toml':
          '[package]\nname = "benchmarks"\nversion = "0.1.0"\nedition = "2018"\n\n[dependencies]\nnom = { path = "../" }\n\n' +
          '[dev-dependencies]\nnom-language = { path = "../nom-language" }\n',
        'src/lib.rs': 'pub fn a() -> u8 {\n    1\n}\n',
        'tests/expression_ast.rs': '#[test]\nfn t() {\n    let _ = nom_language::b();\n}\n',
        'nom-language/src/lib.rs': 'pub fn b() -> u8 {\n    1\n}\n',
        'benchmarks/src/lib.rs': '',
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: cargo test --verbose\n',
      },
      change: { 'nom-language/src/lib.rs': 'pub fn b() -> u8 {\n    2\n}\n' },
      expected: ['Run the tests: cargo test -p nom-language -p nom'],
      ran: ['cargo test -p nom-language -p nom'],
    },
    {
      name: 'make: a test target whose prerequisites set up the clone (`pre-commit install`, `git config`) is no check: CI’s pytest',
      files: responsesShape,
      change: { 'pkg/__init__.py': 'def add(a: int, b: int) -> int:\n    return b + a\n' },
      expected: ['Run the tests: pytest', 'Lint: make lint', 'Type-check: tox -e mypy'],
      ran: ['pytest . --asyncio-mode=auto', 'tox -e mypy'],
    },
    {
      name: 'make: … and a changed test goes to pytest with the file',
      files: responsesShape,
      change: { 'pkg/tests/test_add.py': 'from pkg import add\n\ndef test_add():\n    assert add(1, 2) == 3\n    assert add(0, 0) == 0\n' },
      expected: ['Lint: make lint', 'Type-check: tox -e mypy', 'Run the changed tests: pytest pkg/tests/test_add.py'],
      ran: ['pytest pkg/tests/test_add.py --asyncio-mode=auto', 'tox -e mypy'],
    },
    {
      name: 'PowerShell: a block comment (`<# .SYNOPSIS … #>`) at the top of CI’s build script runs nothing; its test run counts',
      files: {
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  build:\n    steps:\n      - name: Build and Test\n        run: ./Build.ps1\n        shell: pwsh\n',
        'Build.ps1':
          '<#\n.SYNOPSIS\n  Builds and tests.\n#>\nexec { & dotnet build --configuration Release }\nexec { & dotnet test --configuration Release --no-build }\n',
        'App/App.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n',
        'App/Lib.cs': 'namespace App { public static class Lib { public static int Two() => 2; } }\n',
        'App.Tests/App.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup><ItemGroup>' +
          '<PackageReference Include="xunit" Version="2.9.3" /><PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.13.0" />' +
          '<ProjectReference Include="..\\App\\App.csproj" /></ItemGroup></Project>\n',
        'App.Tests/LibTests.cs': 'using Xunit; public class LibTests { [Fact] public void Two() => Assert.Equal(2, App.Lib.Two()); }\n',
      },
      change: { 'App/Lib.cs': 'namespace App { public static class Lib { public static int Two() => 1 + 1; } }\n' },
      expected: ['Run the tests: dotnet test App.Tests/App.Tests.csproj'],
      ran: ['pwsh ./Build.ps1'],
    },
    {
      name: 'Go: a package a generator program of the module imports, run by a directive at its root, owes the regeneration',
      files: {
        'go.mod': 'module example.com/tool\n\ngo 1.22\n\nrequire github.com/spf13/cobra v1.8.0\n',
        'main.go':
          '//go:generate go run ./cmd/help/main.go -d docs/reference/\npackage main\n\nimport "example.com/tool/pkg/commands"\n\nfunc main() { _ = commands.Root.Execute() }\n',
        'cmd/help/main.go':
          'package main\n\nimport (\n\t"example.com/tool/pkg/commands"\n\t"github.com/spf13/cobra/doc"\n)\n\nfunc main() { _ = doc.GenMarkdownTree(commands.Root, "docs/reference") }\n',
        'pkg/commands/root.go':
          'package commands\n\nimport "github.com/spf13/cobra"\n\nvar Root = &cobra.Command{Use: "tool"}\n\nfunc init() {\n\tRoot.Flags().Bool("insecure", false, "Whether to skip TLS verification")\n}\n',
        'pkg/other/other.go': 'package other\n\nfunc F() int { return 1 }\n',
        'docs/reference/tool.md': '--insecure   Whether to skip TLS verification\n',
        '.github/workflows/verify.yaml': 'on: [push]\njobs:\n  verify:\n    steps:\n      - run: go test ./...\n',
      },
      change: {
        'pkg/commands/root.go':
          'package commands\n\nimport "github.com/spf13/cobra"\n\nvar Root = &cobra.Command{Use: "tool"}\n\nfunc init() {\n\tRoot.Flags().Bool("insecure", false, "Whether to skip TLS verification when talking to the registry")\n}\n',
      },
      expected: ['Regenerate what the go:generate directive at the module’s root writes: go generate .', 'Run the tests: go test ./...'],
      ran: ['go generate .', 'go test ./...'],
    },
    {
      name: 'Go: … a package it does not import owes none (control)',
      files: {
        'go.mod': 'module example.com/tool\n\ngo 1.22\n',
        'main.go': '//go:generate go run ./cmd/help/main.go -d docs/reference/\npackage main\n\nfunc main() {}\n',
        'cmd/help/main.go': 'package main\n\nimport "example.com/tool/pkg/commands"\n\nfunc main() { _ = commands.X }\n',
        'pkg/commands/root.go': 'package commands\n\nvar X = 1\n',
        'pkg/other/other.go': 'package other\n\nfunc F() int { return 1 }\n',
      },
      change: { 'pkg/other/other.go': 'package other\n\nfunc F() int { return 2 }\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test ./...'],
    },
    {
      name: 'CMake beside meson: a changed test in a folder holding both builds’ files is CMake’s where the project builds with CMake',
      files: {
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.14)\nproject(lib CXX)\nadd_library(lib INTERFACE)\ntarget_include_directories(lib INTERFACE include)\nenable_testing()\nadd_subdirectory(test)\n',
        'test/CMakeLists.txt':
          'add_executable(test_flags test_flags.cpp)\ntarget_link_libraries(test_flags PRIVATE lib)\nadd_test(NAME test_flags COMMAND test_flags)\n',
        'meson.build':
          "project('lib', ['cpp'])\nlib_dep = declare_dependency(include_directories: include_directories('include'))\nsubdir('test')\n",
        'test/meson.build': "test('flags test', executable('test_flags', files('test_flags.cpp'), dependencies: [lib_dep]))\n",
        'include/lib/lib.hpp': 'inline int f() { return 1; }\n',
        'test/test_flags.cpp': '#include <lib/lib.hpp>\nint main() { return f() == 1 ? 0 : 1; }\n',
      },
      change: { 'test/test_flags.cpp': '#include <lib/lib.hpp>\nint main() { return f() != 1; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build', 'cmake --build build', 'ctest --test-dir build'],
    },
    {
      name: 'ctest: a run of the test named for the changed file by its kind (`-R test-deserialization` for `unit-deserialization.cpp`) ran it',
      files: makeMaintenanceShape,
      change: { 'tests/src/unit-deserialization.cpp': '#include "../../include/lib.hpp"\nint main() { return f() - 1 + 0; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build', 'cmake --build build', 'ctest --test-dir build -R test-deserialization'],
      skips: ['ctest --test-dir build -R test-serialization'],
    },
    {
      name: 'Cargo: a proc-macro crate without tests of its own is tested by the crates that use it (the root package’s tests)',
      files: procMacroShape,
      change: { 'impl/src/lib.rs': 'pub fn msg() -> &\'static str {\n    "b"\n}\n' },
      expected: ['Run the tests: cargo test -p thiserror'],
      ran: ['cargo test --workspace'],
    },
    {
      name: 'Cargo: … where the root package’s own `cargo test` ran, which tests the proc-macro crate through its tests',
      files: procMacroShape,
      change: { 'impl/src/lib.rs': 'pub fn msg() -> &\'static str {\n    "b"\n}\n' },
      expected: ['Run the tests: cargo test -p thiserror'],
      ran: ['cargo test'],
    },
    {
      name: 'pnpm: a package’s lint script that runs a script the package lacks (`ci:lint: pnpm build && pnpm lint`) is no lint to ask',
      files: {
        'package.json': JSON.stringify({
          name: 'root',
          private: true,
          scripts: { 'lint:js': 'eslint --cache packages --ext .js,.ts,.mjs' },
          packageManager: 'pnpm@9.5.0',
        }),
        'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n",
        'pnpm-lock.yaml': '',
        '.github/workflows/validate.yml':
          'on: [push]\njobs:\n  validate:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm --recursive build\n' +
          '      - run: pnpm lint:js\n      - run: pnpm --filter "...[origin/master]" ci:coverage\n',
        'packages/replace/package.json': JSON.stringify({
          name: '@rollup/plugin-replace',
          scripts: {
            build: 'rollup -c',
            'ci:coverage': 'nyc pnpm test',
            'ci:lint': 'pnpm build && pnpm lint',
            pretest: 'pnpm build',
            test: 'vitest run',
          },
        }),
        'packages/replace/src/index.js': 'export default function replace() {\n  return { name: "replace" };\n}\n',
      },
      change: { 'packages/replace/src/index.js': 'export default function replace() {\n  return { name: "replace", version: 2 };\n}\n' },
      expected: ['Run the tests: pnpm --filter @rollup/plugin-replace test', 'Lint: pnpm run lint:js'],
      ran: ['pnpm --filter @rollup/plugin-replace test'],
    },
    {
      name: 'Gradle: a project of tests alone that depends on the module is its suite, though the module has a few tests of its own',
      files: colormathShape,
      change: { 'colormath/src/commonMain/kotlin/Hsl.kt': 'package demo\n\nfun floor(l: Float): Float = maxOf(l, 0.001f)\n' },
      expected: ['Run the tests: ./gradlew :test:allTests'],
      ran: ['./gradlew :test:allTests'],
    },
    {
      name: 'Gradle: … where the suite project’s `check` ran, which runs its tests',
      files: colormathShape,
      change: { 'colormath/src/commonMain/kotlin/Hsl.kt': 'package demo\n\nfun floor(l: Float): Float = maxOf(l, 0.001f)\n' },
      expected: ['Run the tests: ./gradlew :test:allTests'],
      ran: ['./gradlew :test:check'],
    },
    {
      name: 'Gradle: … a changed test of the module’s own is its own run (control)',
      files: colormathShape,
      change: {
        'colormath/src/commonTest/kotlin/MatrixTest.kt':
          'package demo\n\nimport kotlin.test.Test\n\nclass MatrixTest {\n    @Test fun ok() {}\n    @Test fun two() {}\n}\n',
      },
      expected: ['Run the changed tests: ./gradlew :colormath:allTests'],
      ran: ['./gradlew :colormath:allTests'],
    },
    {
      name: 'mix: a fixture the tests read (a translation a test backend loads) owes the tests',
      files: {
        'mix.exs': 'defmodule Min.MixProject do\n  use Mix.Project\n  def project, do: [app: :min, version: "0.1.0", deps: []]\nend\n',
        'lib/min.ex': 'defmodule Min do\n  def hi, do: :ok\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/min_test.exs':
          'defmodule MinTest do\n  use ExUnit.Case\n  test "po" do\n    assert File.read!("test/fixtures/it/LC_MESSAGES/default.po") =~ "Ciao mondo"\n  end\nend\n',
        'test/fixtures/it/LC_MESSAGES/default.po': 'msgid "Hello world"\nmsgstr "Ciao mondo"\n',
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: mix deps.get\n      - run: mix test\n',
      },
      change: { 'test/fixtures/it/LC_MESSAGES/default.po': 'msgid "Hello world"\nmsgstr "Ciao, mondo"\n' },
      expected: ['Run the tests: mix test'],
      ran: ['mix test'],
    },
    {
      name: 'rake: a text fixture under `test/` is the tests’ input, not docs',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngem "rake"\ngem "minitest"\n',
        Rakefile: 'require "rake/testtask"\nRake::TestTask.new\ntask default: :test\n',
        'test/test_m.rb':
          'require "minitest/autorun"\nclass TestM < Minitest::Test\n  def test_data = assert_equal "1", File.read("test/fixtures/data.txt").strip\nend\n',
        'test/fixtures/data.txt': '1\n',
      },
      change: { 'test/fixtures/data.txt': '2\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['bundle exec rake test'],
    },
    {
      name: 'Maven: where CI runs a bare `mvn` (the pom’s default goal) and the guide asks for it, that is the tests',
      files: {
        'pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>ex</groupId>\n  <artifactId>ex</artifactId>\n  <version>1.0</version>\n' +
          '  <build>\n    <defaultGoal>clean verify apache-rat:check pmd:check checkstyle:check japicmp:cmp javadoc:javadoc</defaultGoal>\n  </build>\n</project>\n',
        '.github/workflows/maven.yml':
          'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - name: Build with Maven\n        run: mvn --errors --show-version --batch-mode --no-transfer-progress\n',
        'CONTRIBUTING.md':
          '+ Run a successful build using the default Maven goal with `mvn`; that is `mvn` on the command line by itself.\n',
        'src/main/java/ex/Foo.java': 'package ex;\npublic class Foo { public static int one() { return 1; } }\n',
        'src/test/java/ex/FooTest.java': 'package ex;\nclass FooTest {}\n',
      },
      change: { 'src/main/java/ex/Foo.java': 'package ex;\npublic class Foo { public static int one() { return 2; } }\n' },
      expected: ['Run the tests: mvn'],
      ran: ['mvn --errors --show-version --batch-mode --no-transfer-progress'],
    },
    {
      name: 'npm: a build whose step is named for what it patches (`patch-d-ts`) is no type-check: the project’s `test:types`',
      files: {
        'package.json': JSON.stringify({
          name: 'm1',
          private: true,
          scripts: {
            build: 'rollup -c && pnpm run patch-d-ts',
            'patch-d-ts': 'node scripts/patch.js',
            'test:types': 'tsc --noEmit',
            'test:lint': 'eslint .',
            'test:spec': 'vitest run',
          },
          devDependencies: { typescript: '^5.0.0', vitest: '^3.0.0', rollup: '^4.0.0', eslint: '^9.0.0' },
        }),
        'tsconfig.json': '{"compilerOptions":{"strict":true,"noEmit":true},"include":["src/**/*","tests/**/*"]}\n',
        'pnpm-lock.yaml': '',
        '.github/workflows/test.yml':
          'on: [push]\njobs:\n  test:\n    steps:\n      - run: pnpm install\n      - run: pnpm run test:types\n      - run: pnpm run test:lint\n' +
          '      - run: pnpm run test:spec\n      - run: pnpm run build\n',
        'src/index.ts': 'export const a = 1;\n',
        'tests/a.test.ts': 'import { expect, test } from "vitest";\nimport { a } from "../src";\ntest("a", () => expect(a).toBe(1));\n',
      },
      change: { 'src/index.ts': 'export const a: number = 1;\n' },
      expected: ['Run the tests: pnpm run test:spec', 'Lint: pnpm run test:lint', 'Type-check: pnpm run test:types'],
      ran: ['pnpm run test:spec', 'pnpm run test:types'],
    },
    {
      name: 'Python: the guide’s `pytest` (a reStructuredText guide’s `$ pytest` block) over the first tox env of CI’s interpreter matrix',
      files: webargsShape,
      change: { 'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x + 0\n' },
      expected: ['Run the tests: pytest', 'Lint: tox -e lint'],
      ran: ['pytest'],
    },
    {
      name: 'Python: … and a changed test goes to pytest with its file',
      files: webargsShape,
      change: { 'tests/test_core.py': 'from pkg import f\n\ndef test_f():\n    assert f(1) == 1\n    assert f(0) == 0\n' },
      expected: ['Lint: tox -e lint', 'Run the changed tests: pytest tests/test_core.py'],
      ran: ['pytest tests/test_core.py'],
    },
    {
      name: 'tox: `tox -e py` runs the base env’s commands, mypy among them: that is the type-check too',
      files: {
        'tox.ini':
          '[tox]\nenvlist = py3{11,12}\n\n[testenv]\ndeps =\n    pytest\n    mypy\ncommands =\n    py.test test_pkg.py pkg -v\n    python -m mypy -p pkg\n',
        'setup.cfg': '[mypy]\nfiles=pkg\n',
        'setup.py': 'from setuptools import setup\nsetup(name="pkg", packages=["pkg"])\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  test:\n    steps:\n      - run: pip install tox tox-gh-actions\n      - run: tox\n',
        'pkg/__init__.py': 'def every(n: int = 1) -> int:\n    return n\n',
        'test_pkg.py': 'from pkg import every\n\ndef test_every():\n    assert every() == 1\n',
      },
      change: { 'pkg/__init__.py': 'def every(n: int = 1) -> int:\n    if n < 1:\n        raise ValueError("n")\n    return n\n' },
      expected: ['Run the tests: tox -e py'],
      ran: ['tox -e py'],
    },
    {
      name: 'npm: a test script of npm-run-all’s (`run-s lint test:lib`) runs the scripts it names: `pnpm test` ran `test:lib`',
      files: {
        'package.json': JSON.stringify({
          name: 'pn',
          type: 'module',
          scripts: { 'lint:code': 'biome check', lint: 'run-s lint:*', 'test:lib': 'jest', test: 'run-s lint test:lib' },
          devDependencies: { '@biomejs/biome': '2.4.6', jest: '30.4.2', 'npm-run-all': '4.1.5', 'ts-jest': '29.4.12', typescript: '5.9.3' },
        }),
        'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
        '.github/workflows/ci.yaml':
          'on: [push]\njobs:\n  lint:\n    steps:\n      - run: pnpm install\n      - run: pnpm run lint\n' +
          '  test-library:\n    steps:\n      - run: pnpm install\n      - run: pnpm run test:lib\n',
        'tsconfig.json': '{"compilerOptions":{"strict":true,"module":"nodenext"},"include":["source"]}\n',
        'jest.config.json': '{"preset":"ts-jest/presets/default-esm","testMatch":["**/test/library/**/*-test.ts"]}\n',
        'source/index.ts': 'export const add = (a: number, b: number): number => a + b;\n',
        'test/library/index-test.ts': 'import { add } from "../../source/index.js";\ntest("add", () => expect(add(1, 2)).toBe(3));\n',
      },
      change: { 'source/index.ts': 'export const add = (a: number, b: number): number => b + a;\n' },
      before: ['pnpm test'],
      expected: [],
    },
    {
      name: 'Cargo: CI’s features given quoted, over lines too (`--features="\\n alloc,\\n embedded-io-v0.7"`), are the tests’ features',
      files: {
        'Cargo.toml':
          '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\nalloc = []\n"embedded-io-v0.7" = ["dep:embedded-io"]\n\n' +
          '[dependencies]\nembedded-io = { version = "0.7", optional = true }\n',
        'src/lib.rs': 'pub fn f() -> u8 {\n    1\n}\n',
        '.github/workflows/build.yml':
          'on: [pull_request]\njobs:\n  test:\n    steps:\n      - run: >\n          cargo test --features="\n          alloc,\n          embedded-io-v0.7"\n',
      },
      change: {
        'Cargo.toml':
          '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\nalloc = []\n"embedded-io-v0.7" = ["dep:embedded-io"]\n\n' +
          '[dependencies]\nembedded-io = { version = "0.7.1", optional = true }\n',
      },
      expected: ['Run the tests: cargo test --features alloc,embedded-io-v0.7'],
      ran: ['cargo test --features alloc,embedded-io-v0.7'],
    },
    {
      name: 'bats: CI’s test folder runner (`PATH=… test/run`, which runs bats) is the tests of a shell script',
      files: rbenvShape,
      change: { 'libexec/tool-foo.sh': '#!/usr/bin/env bash\n# Usage: tool foo\nset -e\necho "foo bar"\n' },
      expected: ['Run the tests: test/run'],
      ran: ['test/run'],
    },
    {
      name: 'bats: a script without an extension is code by its `#!` line (rbenv’s `libexec/rbenv-*`)',
      files: rbenvShape,
      change: { 'libexec/tool-bar': '#!/usr/bin/env bash\n# Usage: tool bar\nset -e\necho "bar baz"\n' },
      expected: ['Run the tests: test/run'],
      ran: ['test/run'],
    },
    {
      name: 'bats: a file without an extension or a `#!` line is no code (control)',
      files: rbenvShape,
      change: { VERSION: '1.0.1\n' },
      expected: [],
    },
    {
      name: 'bats: a changed `.bats` file is a test, run by that runner',
      files: rbenvShape,
      change: { 'test/foo.bats': '#!/usr/bin/env bats\n\n@test "foo" {\n  run tool-foo\n  [ "$status" -eq 1 ]\n}\n' },
      expected: ['Run the changed tests: test/run'],
      ran: ['test/run'],
    },
    {
      name: 'make: the goal CI runs that makes the test target with other test builds (`all: test testcpp`) is the tests',
      files: {
        Makefile:
          'CC = gcc\nCFLAGS = -O0 -g -Wall -std=c89\nall: test testcpp\n\n.PHONY: test testcpp\ntest: tests.c lib.c\n\t$(CC) $(CFLAGS) -o $@ tests.c lib.c\n\t./$@\n\n' +
          'testcpp: tests.c lib.c\n\tg++ -o $@ tests.c lib.c\n\t./$@\n',
        '.github/workflows/build.yml': 'on: [push]\njobs:\n  tests:\n    steps:\n      - run: make all\n',
        'lib.c': 'int f(void) { return 1; }\n',
        'tests.c': 'int f(void);\nint main(void) { return f() - 1; }\n',
      },
      change: { 'lib.c': 'int f(void) { return 2 - 1; }\n' },
      expected: ['Run the tests: make all'],
      ran: ['make all'],
    },
    {
      name: 'npm: a release guide’s `npm version patch` runs npm’s own command, never the `version` lifecycle script as the tests',
      files: {
        'package.json': JSON.stringify({ name: 'm', scripts: { version: 'node gen-version.js && npm test', test: 'eslint . && mocha' } }),
        'CONTRIBUTING.md': '# Contributing\n\n```sh\nnpm version patch\n```\n',
        'src/a.ts': 'export const a = 1;\n',
      },
      change: { 'src/a.ts': 'export const a = 2;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'Cargo: a test file another target takes as a module (`mod replace;` of `[[test]] name = "integration"`) is run by that target',
      files: {
        'Cargo.toml':
          '[package]\nname = "x"\nversion = "0.1.0"\nedition = "2021"\nautotests = false\n\n[[test]]\npath = "tests/lib.rs"\nname = "integration"\n',
        'src/lib.rs': 'pub fn f() -> u8 {\n    1\n}\n',
        'tests/lib.rs': 'mod replace;\n',
        'tests/replace.rs': '#[test]\nfn a() {\n    assert_eq!(x::f(), 1);\n}\n',
      },
      change: {
        'tests/replace.rs': '#[test]\nfn a() {\n    assert_eq!(x::f(), 1);\n}\n\n#[test]\nfn b() {\n    assert_eq!(x::f(), 1);\n}\n',
      },
      expected: ['Run the changed tests: cargo test --test integration'],
      ran: ['cargo test --verbose --test integration'],
      skips: ['cargo test --test other'],
    },
    {
      name: 'Composer: the analyser as CI runs it, through the Makefile’s target (`make phpstan`, with the project’s flags)',
      files: {
        'composer.json': JSON.stringify({
          name: 'a/b',
          'require-dev': { 'phpstan/phpstan': '^1.10', 'phpunit/phpunit': '^10.3' },
          autoload: { 'psr-4': { 'A\\': 'src/' } },
        }),
        Makefile: 'phpunit:\n\t@vendor/bin/phpunit\n\nphpstan:\n\t@vendor/bin/phpstan analyse --memory-limit=-1\n',
        '.github/workflows/static-analysis.yml': 'on: [push]\njobs:\n  sa:\n    steps:\n      - run: "make phpstan"\n',
        '.github/workflows/phpunit.yml': 'on: [push]\njobs:\n  t:\n    steps:\n      - run: "make phpunit"\n',
        'phpstan.neon.dist': 'parameters:\n  level: max\n  paths:\n    - src\n',
        'phpunit.xml.dist': '<phpunit/>\n',
        'src/C.php': '<?php namespace A; final class C { public function f(): int { return 1; } }\n',
      },
      change: { 'src/C.php': '<?php namespace A; final class C { public function f(): int { return 2; } }\n' },
      expected: ['Run the tests: make phpunit', 'Type-check: make phpstan'],
      ran: ['make phpunit', 'make phpstan'],
    },
    {
      name: 'Gradle: projects a settings file includes over lines (`include(\\n  "example",\\n  "lib"\\n)`) are each read',
      files: {
        ...kmpConvention,
        'settings.gradle.kts': 'rootProject.name = "demo"\n\ninclude(\n    "lib",\n    "app"\n)\n',
      },
      change: { 'gradle/libs.versions.toml': '[versions]\nkotlin = "2.2.0"\ncoroutines = "1.11.1"\n' },
      expected: ['Run the tests: ./gradlew test allTests'],
      ran: ['./gradlew build'],
    },
    {
      name: 'pnpm: a test script that selects scripts by a pattern (`pnpm run /^test:/`) runs each; a size budget is no test run',
      files: nanoidShape,
      change: { 'index.js': 'export const f = () => 2;\n' },
      expected: ['Run the tests: pnpm test'],
      ran: ['pnpm test'],
    },
    {
      name: 'pnpm: … and a changed test gets the test run, never the size budget',
      files: nanoidShape,
      change: {
        'test/index.test.js':
          'import { test } from "node:test";\nimport assert from "node:assert";\nimport { f } from "../index.js";\ntest("f", () => assert.equal(f(), 1));\ntest("g", () => {});\n',
      },
      expected: ['Run the changed tests: pnpm test'],
      ran: ['pnpm test'],
    },
    {
      name: 'Gradle: a pom of coordinates alone beside a Gradle build is no Maven build: the wrapper’s tests',
      files: picocliShape,
      change: { 'src/main/java/p/A.java': 'package p;\npublic class A { int f() { return 2; } }\n' },
      expected: ['Run the tests: ./gradlew test'],
      ran: ['./gradlew build --no-daemon'],
    },
    {
      name: 'Gradle: … and a subproject is tested through the root’s wrapper, by its path',
      files: picocliShape,
      change: { 'sub/src/main/java/q/B.java': 'package q;\npublic class B { int f() { return 2; } }\n' },
      expected: ['Run the tests: ./gradlew :sub:test'],
      ran: ['./gradlew :sub:test'],
    },
    {
      name: '.NET: a second solution beside the one CI tests does not hide the test project that references the changed one',
      files: {
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  build:\n    steps:\n      - run: dotnet build ./src/X.sln\n      - run: dotnet test --verbosity normal ./src/X.sln\n',
        'src/X.sln':
          'Microsoft Visual Studio Solution File, Format Version 12.00\n' +
          'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "Lib", "Lib\\Lib.csproj", "{11111111-1111-1111-1111-111111111111}"\nEndProject\n' +
          'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "Lib.Tests", "Lib.Tests\\Lib.Tests.csproj", "{22222222-2222-2222-2222-222222222222}"\nEndProject\n',
        'src/Other.sln':
          'Microsoft Visual Studio Solution File, Format Version 12.00\n' +
          'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "Other", "Other\\Other.csproj", "{33333333-3333-3333-3333-333333333333}"\nEndProject\n',
        'src/Lib/Lib.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net7.0</TargetFramework></PropertyGroup>\n</Project>\n',
        'src/Lib/Utils/C.cs': 'namespace Lib { public static class C { public static int F() => 1; } }\n',
        'src/Lib.Tests/Lib.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net7.0</TargetFramework></PropertyGroup>\n  <ItemGroup>\n' +
          '    <PackageReference Include="MSTest.TestFramework" Version="3.0.2" />\n    <ProjectReference Include="..\\Lib\\Lib.csproj" />\n  </ItemGroup>\n</Project>\n',
        'src/Lib.Tests/CTests.cs': 'namespace Lib.Tests { public class CTests { } }\n',
      },
      change: { 'src/Lib/Utils/C.cs': 'namespace Lib { public static class C { public static int F() => 2; } }\n' },
      expected: ['Run the tests: dotnet test src/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet test src/Lib.Tests/Lib.Tests.csproj'],
    },
    {
      name: 'maven: a project of maven-invoker’s `src/it/` is no module; its test is its module’s `verify` (google/auto)',
      files: {
        'build-pom.xml':
          '<project><modelVersion>4.0.0</modelVersion><groupId>g</groupId><artifactId>build-only</artifactId><version>1</version><packaging>pom</packaging>' +
          '<modules><module>factory</module></modules></project>\n',
        'factory/pom.xml':
          '<project><modelVersion>4.0.0</modelVersion><groupId>g</groupId><artifactId>factory</artifactId><version>HEAD-SNAPSHOT</version>\n' +
          '<build><plugins><plugin><artifactId>maven-invoker-plugin</artifactId><version>3.10.1</version>\n' +
          '<configuration><pomIncludes><pomInclude>*/pom.xml</pomInclude></pomIncludes></configuration>\n' +
          '<executions><execution><id>integration-test</id><goals><goal>install</goal><goal>run</goal></goals></execution></executions>\n' +
          '</plugin></plugins></build></project>\n',
        'factory/src/main/java/a/F.java': 'package a;\npublic class F {}\n',
        'factory/src/it/functional/pom.xml':
          '<project><modelVersion>4.0.0</modelVersion><groupId>g</groupId><artifactId>functional</artifactId><version>HEAD-SNAPSHOT</version>\n' +
          '<dependencies><dependency><groupId>g</groupId><artifactId>factory</artifactId><version>@project.version@</version></dependency></dependencies></project>\n',
        'factory/src/it/functional/src/test/java/a/ITest.java': 'package a;\npublic class ITest { void t() {} }\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: mvn -B verify -f build-pom.xml\n',
      },
      change: { 'factory/src/it/functional/src/test/java/a/ITest.java': 'package a;\npublic class ITest { void t() { new F(); } }\n' },
      expected: ['Run the changed tests: cd factory && mvn verify'],
      ran: ['mvn -B verify -f factory/pom.xml'],
    },
    {
      name: '.NET: a project’s tests are its namesake’s and those of the test projects beside it that are no other project’s (SmartEnum)',
      files: {
        '.github/workflows/build.yml':
          'on: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: dotnet restore\n' +
          '      - run: dotnet build --no-restore\n      - run: dotnet test --no-restore\n',
        'src/Lib/Lib.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n',
        'src/Lib/FlagEngine.cs': 'namespace Lib;\npublic static class FlagEngine { public static int Max(int a) => a > 9 ? 9 : a; }\n',
        'src/Lib.Json/Lib.Json.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>\n' +
          '  <ItemGroup><ProjectReference Include="..\\Lib\\Lib.csproj" /></ItemGroup>\n</Project>\n',
        'src/Lib.Json/J.cs': 'namespace Lib.Json;\npublic static class J { }\n',
        ...Object.fromEntries(
          [
            ['Lib.UnitTests', ['Lib']],
            ['LibFlags.UnitTests', ['Lib']],
            ['Lib.Json.UnitTests', ['Lib', 'Lib.Json']],
          ].flatMap(([name, refs]) => [
            [
              `test/${name}/${name}.csproj`,
              '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>\n' +
                '  <ItemGroup><PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.12.0" /><PackageReference Include="xunit" Version="2.9.2" /></ItemGroup>\n' +
                `  <ItemGroup>${(refs as string[]).map((ref) => `<ProjectReference Include="..\\..\\src\\${ref}\\${ref}.csproj" />`).join('')}</ItemGroup>\n</Project>\n`,
            ],
            [`test/${name}/T.cs`, 'public class T { }\n'],
          ]),
        ),
      },
      change: {
        'src/Lib/FlagEngine.cs': 'namespace Lib;\npublic static class FlagEngine { public static int Max(int a) => a > 8 ? 8 : a; }\n',
      },
      expected: [
        'Run the tests: dotnet test test/Lib.UnitTests/Lib.UnitTests.csproj && dotnet test test/LibFlags.UnitTests/LibFlags.UnitTests.csproj',
      ],
      ran: ['dotnet test test/Lib.UnitTests/Lib.UnitTests.csproj', 'dotnet test test/LibFlags.UnitTests/LibFlags.UnitTests.csproj'],
    },
    {
      name: 'python: a changed test where the Makefile’s `test` runs tox’s every interpreter is run by pytest alone (tqdm)',
      files: toxEveryEnvShape,
      change: {
        'tests/tests_utils.py':
          'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n\n\ndef test_f_type():\n    assert isinstance(f(), int)\n',
      },
      expected: ['Run the changed tests: pytest tests/tests_utils.py'],
      ran: ['pytest tests/tests_utils.py'],
    },
    {
      name: 'python: a changed source there is still the Makefile’s `test` (tqdm)',
      files: toxEveryEnvShape,
      change: { 'pkg/__init__.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'node: declarations dtslint tests in the `test` script are type-checked by that run, no guessed tsc (axios)',
      files: {
        ...dtslintShape,
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  t:\n    steps:\n      - run: npm ci\n      - run: npm test\n',
      },
      change: { 'index.d.ts': 'export interface Config {\n  maxRedirects?: number;\n  maxRedirectsPerHost?: number;\n}\n' },
      expected: ['Type-check: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'node: without CI too, the `test` script that runs dtslint settles the declarations',
      files: dtslintShape,
      change: { 'index.d.ts': 'export interface Config {\n  maxRedirects?: number;\n  maxRedirectsPerHost?: number;\n}\n' },
      expected: ['Type-check: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'php: PHPStan configured here and installed by a composer project of its own is the type-check, as CI runs it (PHP-Parser)',
      files: phpToolsShape,
      change: { 'lib/Foo.php': '<?php\nnamespace X;\nfinal class Foo { public function f(): int { return 2; } }\n' },
      expected: [
        'Run the tests: make tests',
        'Lint: php tools/vendor/bin/php-cs-fixer fix --dry-run',
        'Type-check: php tools/vendor/bin/phpstan',
      ],
      ran: ['php vendor/bin/phpunit', 'php tools/vendor/bin/phpstan'],
    },
    {
      name: 'php: a yacc grammar the parser is generated from is code: regenerated as the guide says, then tested (PHP-Parser)',
      files: {
        ...phpToolsShape,
        'composer.json':
          '{"name":"x/y","require-dev":{"phpunit/phpunit":"^9.0","ircmaxell/php-yacc":"^0.0.7"},"autoload":{"psr-4":{"X\\\\":"lib/"}}}\n',
        'grammar/php.y': '%token T_A\n%%\nstart: T_A { $$ = 1; } ;\n',
        'grammar/rebuildParsers.php':
          '<?php\n$yacc = __DIR__ . "/../vendor/bin/phpyacc";\nexec("$yacc -o lib/Parser/Php8.php grammar/php.y");\n',
        'lib/Parser/Php8.php': '<?php\nnamespace X\\Parser;\nfinal class Php8 {}\n',
        'CONTRIBUTING.md':
          '## Adding support for new PHP syntax\n\n1. Add any new node classes that are needed.\n' +
          '2. Add support for the new syntax in `grammar/php.y`. Regenerate the parser by running\n   `php grammar/rebuildParsers.php`. Use `--debug` if there are conflicts.\n',
      },
      change: { 'grammar/php.y': '%token T_A\n%%\nstart: T_A { $$ = 2; } ;\n' },
      expected: ['Run what the project’s guide asks after changing it: php grammar/rebuildParsers.php', 'Run the tests: make tests'],
      ran: ['php grammar/rebuildParsers.php', 'make tests'],
    },
    {
      name: 'ruby: the root’s rake runs the root’s tests, not those of a gem in a folder with a Gemfile of its own (sinatra’s rack-protection)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "minitest"\n',
        'Gemfile.lock': '',
        'sinatra.gemspec': 'Gem::Specification.new { |s| s.name = "sinatra" }\n',
        Rakefile: 'require "minitest/test_task"\nMinitest::TestTask.create\ntask default: :test\n',
        'lib/sinatra.rb': 'module Sinatra; end\n',
        'test/sinatra_test.rb': 'require "minitest/autorun"\n',
        'rack-protection/Gemfile': 'source "https://rubygems.org"\ngemspec\ngem "rspec"\n',
        'rack-protection/rack-protection.gemspec': 'Gem::Specification.new { |s| s.name = "rack-protection" }\n',
        'rack-protection/Rakefile': 'task(:spec) { ruby "-S rspec" }\ntask default: :spec\n',
        'rack-protection/lib/x.rb': 'module X; def self.f = 1; end\n',
        'rack-protection/spec/x_spec.rb': 'describe X do; end\n',
        '.github/workflows/test.yml':
          'on: [push]\njobs:\n  sinatra:\n    steps:\n      - run: bundle exec rake\n' +
          '  rack-protection:\n    defaults:\n      run:\n        working-directory: rack-protection\n    steps:\n      - run: bundle exec rake\n',
      },
      change: { 'rack-protection/lib/x.rb': 'module X; def self.f = 2; end\n' },
      expected: ['Run the tests: cd rack-protection && bundle exec rspec'],
      ran: ['cd rack-protection && bundle exec rake'],
      skips: ['bundle exec rake'],
    },
    {
      name: 'go: a go:generate directive in a test file writes tests; the package’s source is no input of it (go-toml)',
      files: {
        'go.mod': 'module example.com/x\n\ngo 1.21\n',
        'a.go': 'package x\n\nfunc A() int { return 1 }\n',
        'gen_support_test.go': '//go:generate go run ./cmd/gen -o gen_out_test.go\npackage x\n',
        'cmd/gen/main.go': 'package main\n\nfunc main() {}\n',
        '.github/workflows/test.yml': 'on: [push]\njobs:\n  t:\n    steps:\n      - run: go test -race ./...\n',
      },
      change: { 'a.go': 'package x\n\nfunc A() int { return 2 }\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test -race ./...'],
    },
    {
      name: 'python: the type-checker CI runs through tox (mypy), not every checker the typing group lists (jinja)',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "1"\n\n[dependency-groups]\ntests = ["pytest"]\ntyping = ["mypy", "pyright", "pytest"]\n\n' +
          '[tool.uv]\ndefault-groups = ["tests", "typing"]\n\n[tool.mypy]\nfiles = ["src"]\nstrict = true\n\n[tool.pyright]\ninclude = ["src"]\n\n' +
          '[tool.tox.env.typing]\ndependency_groups = ["typing"]\ncommands = [["mypy"]]\n',
        'uv.lock': '',
        '.github/workflows/tests.yaml': 'on: [push]\njobs:\n  typing:\n    steps:\n      - run: uv run --locked tox run -e typing\n',
        'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x\n',
        'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f(1) == 1\n',
      },
      change: { 'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x + 1\n' },
      expected: ['Run the tests: uv run pytest', 'Type-check: uv run mypy'],
      ran: ['uv run pytest', 'uv run --locked tox run -e typing'],
    },
    {
      name: 'Gradle: a root that only reacts to Android’s plugin (`plugins.withId`) is no Android project (leakcanary)',
      files: {
        gradlew: '#!/bin/sh\n',
        'settings.gradle': "include ':android-lib'\ninclude ':jvm'\n",
        'build.gradle.kts': 'subprojects {\n  plugins.withId("com.android.library") {\n  }\n}\n',
        'android-lib/build.gradle.kts': 'plugins { id("com.android.library") }\n',
        'jvm/build.gradle.kts': 'plugins { id("org.jetbrains.kotlin.jvm") }\ndependencies { testImplementation(libs.junit) }\n',
        'gradle/libs.versions.toml': '[libraries]\njunit = { module = "junit:junit", version = "4.13.2" }\n',
        '.github/workflows/main.yml': 'on: [push]\njobs:\n  checks:\n    steps:\n      - run: ./gradlew build --stacktrace\n',
      },
      change: { 'gradle/libs.versions.toml': '[libraries]\njunit = { module = "junit:junit", version = "4.13.3" }\n' },
      expected: ['Run the tests: ./gradlew test'],
      ran: ['./gradlew build --stacktrace'],
    },
    {
      name: 'make: a `check-…` target that only runs another target (no tests) is no test run; CMake’s tests are (nlohmann/json)',
      files: makeMaintenanceShape,
      change: { 'tests/src/unit-deserialization.cpp': '#include "../../include/lib.hpp"\nint main() { return f() - 1 + 0; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build', 'cmake --build build', 'ctest --test-dir build'],
    },
    {
      name: 'make: … nor is it evidence of a test run of a changed header',
      files: makeMaintenanceShape,
      change: { 'include/lib.hpp': 'inline int f() { return 2 - 1; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build', 'cmake --build build', 'ctest --test-dir build'],
      skips: ['make check-amalgamation'],
    },
    {
      name: 'cargo: a proc-macro crate is tested by the member that dev-depends on it, not one that takes it behind a feature (serde)',
      files: {
        'Cargo.toml': '[workspace]\nmembers = ["serde", "serde_derive", "test_suite"]\nresolver = "2"\n',
        'serde/Cargo.toml':
          '[package]\nname = "serde"\nversion = "1.0.0"\nedition = "2021"\n\n[dependencies]\nserde_derive = { version = "1", optional = true, path = "../serde_derive" }\n\n' +
          '[features]\nderive = ["serde_derive"]\nunstable = []\n',
        'serde/src/lib.rs': 'pub fn s() {}\n',
        'serde_derive/Cargo.toml': '[package]\nname = "serde_derive"\nversion = "1.0.0"\nedition = "2021"\n\n[lib]\nproc-macro = true\n',
        'serde_derive/src/lib.rs': 'pub fn d() -> u8 { 1 }\n',
        'test_suite/Cargo.toml':
          '[package]\nname = "serde_test_suite"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[features]\nunstable = ["serde/unstable"]\n\n' +
          '[dependencies]\nserde = { path = "../serde" }\n\n[dev-dependencies]\nserde_derive = { path = "../serde_derive" }\n',
        'test_suite/tests/test_de.rs': '#[test]\nfn de() {}\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  test:\n    steps:\n      - run: cd test_suite && cargo test --features unstable\n',
      },
      change: { 'serde_derive/src/lib.rs': 'pub fn d() -> u8 { 2 }\n' },
      expected: ['Run the tests: cargo test -p serde_test_suite --features unstable'],
      ran: ['cd test_suite && cargo test --features unstable'],
    },
    {
      name: 'Kotlin: a file of `internal` declarations alone owes no API baseline check (leakcanary)',
      files: apiDumpShape,
      change: { 'jvm/src/main/java/shark/R.kt': 'package shark.internal\n\ninternal class R {\n  fun f(): String = "b"\n}\n' },
      expected: ['Run the tests: ./gradlew :jvm:test'],
      ran: ['./gradlew :jvm:test'],
    },
    {
      name: 'Kotlin: … a public class still does (control)',
      files: apiDumpShape,
      change: { 'jvm/src/main/java/shark/X.kt': 'package shark\n\nclass X {\n  fun f(): String = "b"\n}\n' },
      expected: ['Run the tests: ./gradlew :jvm:test', 'Check the public API against its baseline: ./gradlew :jvm:apiCheck'],
      ran: ['./gradlew :jvm:test', './gradlew :jvm:apiCheck'],
    },
    {
      name: 'php: a lint script that hands its fixer a config file the repository lacks cannot run; the fixer’s dry run rides along (laravel-ide-helper)',
      files: {
        'composer.json': JSON.stringify({
          'require-dev': { 'friendsofphp/php-cs-fixer': '^3', 'phpunit/phpunit': '^11.5' },
          scripts: {
            'check-style': ['php-cs-fixer fix --diff --dry-run', 'php-cs-fixer fix --diff --dry-run --config=.php_cs.tests.php'],
            'fix-style': ['php-cs-fixer fix', 'php-cs-fixer fix --config=.php-cs-fixer.tests.php'],
            test: 'phpunit',
          },
        }),
        '.php-cs-fixer.dist.php': '<?php\nreturn new PhpCsFixer\\Config();\n',
        '.php-cs-fixer.tests.php': '<?php\nreturn new PhpCsFixer\\Config();\n',
        'src/Alias.php': '<?php\nnamespace X;\nfinal class Alias { public function isValid(): bool { return true; } }\n',
      },
      change: { 'src/Alias.php': '<?php\nnamespace X;\nfinal class Alias { public function isValid(): bool { return (bool) 1; } }\n' },
      expected: ['Run the tests: composer test', 'Lint: vendor/bin/php-cs-fixer fix --dry-run --diff'],
      ran: ['composer test'],
    },
    {
      name: 'cargo: the xtask run without its alias (`cargo run -p xtask -- ci`) is the project’s xtask, over the workspace (once_cell)',
      files: {
        'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\n\n[workspace]\nmembers = ["xtask"]\n',
        'src/lib.rs': 'pub fn f() -> u32 {\n    1\n}\n',
        'xtask/Cargo.toml': '[package]\nname = "xtask"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n',
        'xtask/src/main.rs': 'fn main() {}\n',
        '.github/workflows/ci.yaml':
          'on: [push]\njobs:\n  ci:\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo run -p xtask -- ci\n',
      },
      change: { 'src/lib.rs': 'pub fn f() -> u32 {\n    2\n}\n' },
      expected: ['Run the tests: cargo test'],
      ran: ['cargo run -p xtask -- ci'],
      skips: ['cargo run -p xtask -- release'],
    },
    {
      name: 'ruby: rake run from its own checkout (`ruby -Ilib exe/rake`, rake’s CI) is a run of rake’s default task',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngroup :development do\n  gem "test-unit"\nend\n',
        'foo.gemspec':
          'Gem::Specification.new { |s| s.name = "foo"; s.version = "0.1"; s.summary = "x"; s.authors = ["x"]; s.files = [] }\n',
        Rakefile:
          'require "rake/testtask"\nRake::TestTask.new(:test) { |t| t.libs << "test"; t.test_files = FileList["test/**/test_*.rb"] }\ntask default: :test\n',
        'exe/rake': '#!/usr/bin/env ruby\nrequire "rake"\nRake.application.run\n',
        'lib/foo/bar.rb': 'module Foo; def self.x = 1; end\n',
        'test/test_bar.rb': 'require "test/unit"\nclass TestBar < Test::Unit::TestCase; end\n',
        '.github/workflows/test.yml':
          'name: test\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v4\n    - run: gem install test-unit\n    - run: ruby -Ilib exe/rake\n',
      },
      change: { 'lib/foo/bar.rb': 'module Foo; def self.x = 2; end\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['ruby -Ilib exe/rake'],
    },
    {
      name: 'nox: the tests are the nox session that installs them, not a bare pytest outside it; mypy run by the lint session’s hooks is checked by that session (nox)',
      files: noxSessionsShape,
      change: { 'pkg/__init__.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: nox -s tests', 'Type-check: nox -s lint'],
      ran: ['nox --session tests-3.12', 'nox --session lint'],
    },
    {
      name: 'nox: … a changed test goes to that session’s pytest after `--`',
      files: noxSessionsShape,
      change: { 'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n\n\ndef test_g():\n    assert f()\n' },
      expected: ['Type-check: nox -s lint', 'Run the changed tests: nox -s tests -- tests/test_f.py'],
      ran: ['nox --session tests-3.12 -- tests/test_f.py', 'nox --session lint'],
    },
    {
      name: 'Gradle: a test of a `<name>/src` source set is a test, no API check (kotlinx.serialization)',
      files: setFoldersShape,
      change: {
        'formats/protobuf/commonTest/src/p/FTest.kt':
          'package p\n\nimport kotlin.test.Test\n\nclass FTest {\n    @Test fun f() {}\n    @Test fun g() {}\n}\n',
      },
      expected: ['Run the changed tests: ./gradlew :demo-protobuf:allTests'],
      ran: ['./gradlew :demo-protobuf:allTests'],
    },
    {
      name: 'Gradle: … its source is checked against the API dump by the validator the root applies (`apiCheck`, not `checkKotlinAbi`)',
      files: setFoldersShape,
      change: { 'formats/protobuf/commonMain/src/p/F.kt': 'package p\n\nclass F {\n    fun f(): Int = 2\n}\n' },
      expected: [
        'Run the tests: ./gradlew :demo-protobuf:allTests',
        'Check the public API against its baseline: ./gradlew :demo-protobuf:apiCheck',
      ],
      ran: ['./gradlew :demo-protobuf:allTests :demo-protobuf:apiCheck'],
    },
    {
      name: 'php: the PHPUnit bridge’s `simple-phpunit` is the tests; a file outside PHPStan’s `paths` owes no analysis (maker-bundle)',
      files: phpunitBridgeShape,
      change: { 'src/Str.php': '<?php\nnamespace App;\nfinal class Str { public static function f(): string { return "b"; } }\n' },
      expected: ['Run the tests: vendor/bin/simple-phpunit'],
      ran: ['vendor/bin/simple-phpunit tests/StrTest.php'],
    },
    {
      name: 'php: … a file inside them is analysed as CI runs it, without CI’s output format',
      files: phpunitBridgeShape,
      change: { 'src/Maker/MakeFoo.php': '<?php\nnamespace App\\Maker;\nfinal class MakeFoo { public function f(): int { return 2; } }\n' },
      expected: ['Run the tests: vendor/bin/simple-phpunit', 'Type-check: tools/phpstan/vendor/bin/phpstan analyze --memory-limit=1G'],
      ran: ['vendor/bin/simple-phpunit', 'tools/phpstan/vendor/bin/phpstan analyze --memory-limit=1G'],
    },
    {
      name: 'nox: … also where pytest is only in a dependency group, which nothing but the session installs',
      files: {
        ...noxSessionsShape,
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0"\n\n[dependency-groups]\ntest = ["pytest"]\n',
      },
      change: { 'pkg/__init__.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: nox -s tests', 'Lint: nox -s lint'],
      ran: ['nox --session tests-3.12'],
    },
    {
      name: 'go: a directive’s regeneration through the module’s Makefile target, which builds the generator first (atomic)',
      files: builtGeneratorShape,
      change: {
        'string_ext.go':
          'package atom\n\n//go:generate bin/gen -name=String -file=string.go\n\nfunc (s *String) String() string { return s.Load() }\n\nfunc (s *String) Len() int { return len(s.Load()) }\n',
      },
      expected: ['Regenerate the code its go:generate directive writes: make generate', 'Run the tests: make test'],
      ran: ['make generate', 'make test'],
    },
    {
      name: 'mix: the alias CI runs that tests and then more (`test.all`: `test`, then each pool’s suite) is the tests (db_connection)',
      files: {
        'mix.exs':
          'defmodule Db.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :db, version: "0.1.0", deps: [],\n' +
          '     test_paths: test_paths(Mix.env()),\n     aliases: ["test.all": ["test", "test.pools"], "test.pools": &test_pools/1]]\n  end\n\n' +
          '  defp test_paths(pool) when pool in [:connection_pool, :ownership], do: ["integration_test/#{pool}"]\n  defp test_paths(_), do: ["test"]\n' +
          '  defp test_pools(args), do: for(env <- [:connection_pool, :ownership], do: System.cmd("mix", ["test" | args], env: [{"MIX_ENV", to_string(env)}]))\nend\n',
        'lib/db/ownership/manager.ex': 'defmodule Db.Ownership.Manager do\n  def mode, do: :auto\nend\n',
        'integration_test/ownership/manager_test.exs': 'defmodule Db.Ownership.ManagerTest do\n  use ExUnit.Case\nend\n',
        'test/db_test.exs': 'defmodule DbTest do\n  use ExUnit.Case\nend\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  test:\n    steps:\n      - run: mix deps.get --only test\n      - run: mix test.all\n',
      },
      change: { 'lib/db/ownership/manager.ex': 'defmodule Db.Ownership.Manager do\n  def mode, do: :manual\nend\n' },
      expected: ['Run the tests: mix test.all'],
      ran: ['mix test.all'],
    },
    {
      name: 'make: a change to the generator the generate target builds first (its template) owes that target, then the tests (atomic)',
      files: builtGeneratorShape,
      change: { 'internal/gen/wrapper.tmpl': 'package {{ .Package }}\n\nfunc (x *{{ .Name }}) Reset() {}\n' },
      expected: ['Regenerate the code generated from it: make generate', 'Run the tests: make test'],
      ran: ['make generate', 'make test'],
    },
    {
      name: 'make: … its Go source too',
      files: builtGeneratorShape,
      change: { 'internal/gen/main.go': 'package main\n\nfunc main() { _ = 1 }\n' },
      expected: ['Regenerate the code generated from it: make generate', 'Run the tests: make test'],
      ran: ['make generate', 'make test'],
    },
    {
      name: 'just: a test run is no run of the typecheck recipe asked beside it (fastmcp)',
      files: {
        justfile: 'typecheck:\n    uv run --frozen ty check\n\ntest:\n    uv run --frozen pytest tests\n',
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1.0"\n\n[dependency-groups]\ndev = ["pytest", "ty"]\n',
        'uv.lock': '',
        'src/pkg/__init__.py': '',
        'src/pkg/m.py': 'def f(x: int) -> int:\n    return x\n',
        'tests/test_m.py': 'from pkg.m import f\n\n\ndef test_f():\n    assert f(1) == 1\n',
      },
      change: { 'src/pkg/m.py': 'def f(x: int) -> int:\n    return x + 0\n' },
      expected: ['Run the tests: just test', 'Type-check: just typecheck'],
      ran: ['just test', 'just typecheck'],
    },
    {
      name: 'pnpm: a vitest run alone is no run of the `test` script’s type-check (defu)',
      files: {
        'package.json': JSON.stringify({
          name: 'm',
          packageManager: 'pnpm@10.33.0',
          scripts: { lint: 'oxlint src', test: 'pnpm lint && pnpm test:types && pnpm vitest run', 'test:types': 'tsc --noEmit' },
          devDependencies: { typescript: '^5', vitest: '^3', oxlint: '^1' },
        }),
        'pnpm-lock.yaml': '',
        'tsconfig.json': '{"compilerOptions":{"strict":true},"include":["src","test"]}\n',
        'src/a.ts': 'export const a = (x: number) => x;\n',
        'test/a.test.ts': 'import { a } from "../src/a";\nimport { expect, it } from "vitest";\nit("a", () => expect(a(1)).toBe(1));\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  ci:\n    steps:\n      - run: pnpm install\n      - run: pnpm lint\n      - run: pnpm test:types\n      - run: pnpm vitest --coverage\n',
      },
      change: { 'src/a.ts': 'export const a = (x: number) => x + 0;\n' },
      expected: ['Run the tests: pnpm test'],
      ran: ['pnpm test'],
      partly: [{ ran: ['pnpm vitest run'], left: ['Type-check: pnpm test'] }],
    },
    {
      name: 'go: gotestsum, CI’s test runner, is `go test` of what follows its `--` (sqlx)',
      files: {
        'go.mod': 'module example.com/m\n\ngo 1.21\n',
        'a.go': 'package m\n\nfunc A() int { return 1 }\n',
        'a_test.go': 'package m\n\nimport "testing"\n\nfunc TestA(t *testing.T) {}\n',
        'sub/go.mod': 'module example.com/m/sub\n\ngo 1.21\n',
        'sub/b.go': 'package sub\n\nfunc B() int { return 1 }\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  t:\n    steps:\n      - uses: actions/checkout@v4\n      - run: gotestsum --junitfile unit-tests.xml\n',
      },
      change: { 'a.go': 'package m\n\nfunc A() int { return 2 }\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['gotestsum --junitfile unit-tests.xml'],
      skips: ['gotestsum -- ./sub/...', 'cd sub && gotestsum'],
    },
    {
      name: 'python: ty, Astral’s type checker the project lists and CI runs, is the type-check (fastmcp)',
      files: {
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1.0"\n\n[dependency-groups]\ndev = ["pytest", "ty"]\n',
        'uv.lock': '',
        'src/pkg/__init__.py': '',
        'src/pkg/m.py': 'def f(x: int) -> int:\n    return x\n',
        'tests/test_m.py': 'from pkg.m import f\n\n\ndef test_f():\n    assert f(1) == 1\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  t:\n    steps:\n      - uses: astral-sh/setup-uv@v6\n      - run: uv run pytest tests\n      - run: uv run ty check\n',
      },
      change: { 'src/pkg/m.py': 'def f(x: int) -> int:\n    return x + 0\n' },
      expected: ['Run the tests: uv run pytest', 'Type-check: uv run ty check'],
      ran: ['uv run pytest tests', 'uv run ty check'],
      partly: [{ ran: ['uv run pytest tests'], left: ['Type-check: uv run ty check'] }],
    },
    {
      name: 'maven: data a build step compiles from the source tree (time zone rules) is the module’s own: its tests (joda-time)',
      files: {
        'pom.xml':
          '<project><modelVersion>4.0.0</modelVersion><groupId>g</groupId><artifactId>t</artifactId><version>1</version>\n<build><plugins><plugin>' +
          '<groupId>org.codehaus.mojo</groupId><artifactId>exec-maven-plugin</artifactId><version>3.1.1</version>\n' +
          '<executions><execution><id>compile-tzdb</id><phase>compile</phase><goals><goal>java</goal></goals></execution></executions>\n' +
          '<configuration><mainClass>org.x.tz.ZoneInfoCompiler</mainClass><arguments><argument>-src</argument>' +
          '<argument>${project.build.sourceDirectory}/org/x/tz/src</argument><argument>europe</argument></arguments></configuration>\n' +
          '</plugin></plugins></build></project>\n',
        'src/main/java/org/x/tz/ZoneInfoCompiler.java':
          'package org.x.tz; public class ZoneInfoCompiler { public static void main(String[] a) {} }\n',
        'src/main/java/org/x/tz/src/europe': 'Rule\tIceland\t1917\t1919\t-\tFeb\t19\t23:00\t1:00\t-\n',
        'src/test/java/org/x/tz/TestCompiler.java': 'package org.x.tz; public class TestCompiler {}\n',
      },
      change: { 'src/main/java/org/x/tz/src/europe': 'Rule\tIceland\t1917\t1919\t-\tFeb\t19\t23:30\t1:00\t-\n' },
      expected: ['Run the tests: mvn test'],
      ran: ['mvn test'],
    },
    {
      name: 'cargo: a file the build script reads (`fs::read_to_string("languages.json")`) is compiled: the crate’s tests (tokei)',
      files: {
        'Cargo.toml': '[package]\nname = "m"\nversion = "0.1.0"\nedition = "2021"\nbuild = "build.rs"\n',
        'build.rs':
          'use std::fs;\nfn main() {\n    let s = fs::read_to_string("languages.json").unwrap();\n    let out = std::env::var("OUT_DIR").unwrap();\n' +
          '    fs::write(format!("{out}/n.rs"), format!("pub const N: usize = {};", s.len())).unwrap();\n}\n',
        'languages.json': '{"languages": {"Rust": {"extensions": ["rs"]}}}\n',
        'src/lib.rs': 'include!(concat!(env!("OUT_DIR"), "/n.rs"));\n',
      },
      change: { 'languages.json': '{"languages": {"Rust": {"extensions": ["rs", "rs.in"]}}}\n' },
      expected: ['Run the tests: cargo test'],
      ran: ['cargo test'],
    },
    {
      name: '.NET: the frameworks of a conditioned `<TargetFrameworks>` list, .NET Framework among them, give the modern one (Newtonsoft.Json)',
      files: {
        'Src/Lib/Lib.csproj':
          '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFrameworks>net8.0;net45;net20</TargetFrameworks></PropertyGroup></Project>\n',
        'Src/Lib/C.cs': 'namespace Lib { public static class C { public static string F(bool v) { return v ? "true" : "false"; } } }\n',
        'Src/Lib.Tests/Lib.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n' +
          "    <TargetFrameworks Condition=\"'$(TestFrameworks)'==''\">net46;net20;net8.0;net10.0</TargetFrameworks>\n" +
          "    <TargetFrameworks Condition=\"'$(TestFrameworks)'!=''\">$(TestFrameworks)</TargetFrameworks>\n  </PropertyGroup>\n" +
          '  <ItemGroup><PackageReference Include="NUnit" Version="3.14.0" /><PackageReference Include="NUnit3TestAdapter" Version="4.5.0" /></ItemGroup>\n' +
          '  <ItemGroup><ProjectReference Include="../Lib/Lib.csproj" /></ItemGroup>\n</Project>\n',
        'Src/Lib.Tests/CTest.cs': 'namespace Lib.Tests { public class CTest { } }\n',
      },
      change: {
        'Src/Lib/C.cs': 'namespace Lib { public static class C { public static string F(bool v) { return v ? "True" : "False"; } } }\n',
      },
      expected: ['Run the tests: dotnet test Src/Lib.Tests/Lib.Tests.csproj -f net8.0'],
      ran: ['dotnet test Src/Lib.Tests/Lib.Tests.csproj -f net8.0'],
    },
    {
      name: 'CI: the steps of a job for this host’s system come before a Windows job’s (tokei’s `ci/test.bash cargo <target>`)',
      files: {
        'Cargo.toml': '[package]\nname = "m"\nversion = "0.1.0"\nedition = "2021"\n',
        'src/lib.rs': 'pub fn f() -> u32 { 1 }\n',
        'ci/test.bash': '#!/usr/bin/env bash\nset -e\n$1 test --target "$2"\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  windows:\n    runs-on: windows-latest\n    steps:\n      - uses: actions/checkout@v3\n' +
          '      - run: ci/test.bash cargo ${{ matrix.target }}\n        shell: bash\n    strategy:\n      matrix:\n        target: [i686-pc-windows-msvc, x86_64-pc-windows-msvc]\n' +
          '  linux:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v3\n      - run: ci/test.bash cargo ${{ matrix.target }}\n' +
          '    strategy:\n      matrix:\n        target: [x86_64-unknown-linux-gnu]\n',
      },
      change: { 'src/lib.rs': 'pub fn f() -> u32 { 2 }\n' },
      expected: ['Run the tests: ci/test.bash cargo x86_64-unknown-linux-gnu'],
      ran: ['ci/test.bash cargo x86_64-unknown-linux-gnu'],
    },
    {
      name: 'python: the typing env CI runs that runs mypy and pyright both is the type-check (itsdangerous)',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1"\nrequires-python = ">=3.10"\n\n[dependency-groups]\ndev = ["tox", "tox-uv"]\ntests = ["pytest"]\ntyping = ["mypy", "pyright"]\n\n' +
          '[tool.mypy]\nfiles = ["src"]\nstrict = true\n\n[tool.pyright]\ninclude = ["src"]\n\n[tool.tox.env_run_base]\ndependency_groups = ["tests"]\ncommands = [["pytest"]]\n\n' +
          '[tool.tox.env.typing]\ndependency_groups = ["typing"]\ncommands = [["mypy"], ["pyright"]]\n',
        'uv.lock': '',
        '.github/workflows/tests.yaml':
          'on: [push]\njobs:\n  tests:\n    steps:\n      - run: uv run --locked tox run -e py3.13\n  typing:\n    steps:\n      - run: uv run --locked tox run -e typing\n',
        'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x\n',
        'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f(1) == 1\n',
      },
      change: { 'src/pkg/__init__.py': 'def f(x: int) -> int:\n    return x + 1\n' },
      expected: ['Run the tests: uv run tox -e py', 'Type-check: uv run tox -e typing'],
      ran: ['uv run --locked tox run -e py3.13', 'uv run --locked tox run -e typing'],
    },
    {
      name: 'yarn: a guessed tsc, where neither CI nor the test script type-checks, rides along: the tests alone settle the stop (yup)',
      files: {
        'package.json': JSON.stringify({
          name: 'm',
          scripts: {
            test: 'yarn lint && yarn testonly',
            testonly: 'vitest run',
            lint: 'eslint src test',
            build: 'yarn tsc --emitDeclarationOnly -p . --outDir dts',
          },
          devDependencies: { eslint: '^8.57.1', typescript: '^4.9.5', vitest: '^3.2.4' },
          packageManager: 'yarn@4.10.0',
        }),
        'tsconfig.json': '{"include": ["src/**/*.ts"]}\n',
        'yarn.lock': '',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  t:\n    steps:\n      - run: yarn install --frozen-lockfile\n      - run: yarn test\n',
        'src/a.ts': 'export const f = (x: number) => x;\n',
      },
      change: { 'src/a.ts': 'export const f = (x: number) => x + 1;\n' },
      expected: ['Run the tests: yarn test', 'Type-check: yarn tsc --noEmit'],
      ran: ['yarn test'],
    },
    {
      name: 'ruby: the test wrapper CI runs through its shell (`bash script/test`, which sets TZ=UTC) is the tests (jekyll)',
      files: scriptTestShape,
      change: { 'lib/foo.rb': 'module Foo; def self.x = 2; end\n' },
      expected: ['Run the tests: bash script/test'],
      ran: ['bash script/test'],
    },
    {
      name: 'ruby: … a changed test goes to it as CONTRIBUTING says (`script/test test/x.rb`)',
      files: scriptTestShape,
      change: { 'test/test_foo.rb': 'require "minitest/autorun"\nclass TestFoo < Minitest::Test; def test_x; end; end\n' },
      expected: ['Run the changed tests: bash script/test test/test_foo.rb'],
      ran: ['bash script/test test/test_foo.rb'],
    },
    {
      name: "typescript: in a pnpm workspace, running another package's tests does not settle a changed test file (changesets/changesets)",
      files: {
        'package.json':
          '{\n  "name": "repo",\n  "private": true,\n  "type": "module",\n  "scripts": { "test": "vitest", "types:check": "tsc" },\n  "devDependencies": { "typescript": "^6.0.3", "vitest": "^4.1.10" },\n  "packageManager": "pnpm@11.13.1"\n}\n',
        'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
        'pnpm-lock.yaml': 'lockfileVersion: "9.0"\n',
        'tsconfig.json':
          '{ "compilerOptions": { "strict": true, "noEmit": true, "allowImportingTsExtensions": true, "module": "nodenext" }, "include": ["./"] }\n',
        'packages/a/package.json': '{ "name": "@x/a", "version": "1.0.0", "type": "module" }\n',
        'packages/b/package.json': '{ "name": "@x/b", "version": "1.0.0", "type": "module" }\n',
        'packages/a/src/index.ts': 'export const twice = (n: number) => n * 2;\n',
        'packages/b/src/index.ts': 'export const half = (n: number) => n / 2;\n',
        'packages/a/src/index.test.ts':
          'import { expect, it } from "vitest";\nimport { twice } from "./index.ts";\nit("doubles", () => { expect(twice(2)).toBe(4); });\n',
        'packages/b/src/index.test.ts':
          'import { expect, it } from "vitest";\nimport { half } from "./index.ts";\nit("halves", () => { expect(half(4)).toBe(2); });\n',
      },
      change: {
        'packages/a/src/index.test.ts':
          'import { expect, it } from "vitest";\nimport { twice } from "./index.ts";\nit("doubles", () => { expect(twice(2)).toBe(4); });\nit("doubles zero", () => { expect(twice(0)).toBe(0); });\n',
      },
      expected: ['Type-check: pnpm run types:check', 'Run the changed tests: pnpm test packages/a/src/index.test.ts'],
      ran: ['pnpm test run packages/a/src/index.test.ts', 'pnpm types:check'],
      skips: ['pnpm test run packages/b', 'pnpm vitest run packages/cli', 'pnpm test run packages/b/src/index.test.ts'],
      partly: [{ ran: ['pnpm test run packages/a'], left: ['Type-check: pnpm run types:check'] }],
    },
    {
      name: 'cmake: the README single-test runner (build/uv_run_tests_a TEST_NAME) after a rebuild settles a changed test; ctest wraps the whole suite (libuv)',
      files: {
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.10)\nproject(uv C)\ninclude(CTest)\nadd_library(uv_a STATIC src/uv-common.c)\nif(BUILD_TESTING)\n  add_executable(uv_run_tests_a test/run-tests.c test/test-error.c)\n  target_link_libraries(uv_run_tests_a uv_a)\n  add_test(NAME uv_test_a COMMAND uv_run_tests_a)\nendif()\n',
        'README.md':
          '# uv\n\n```bash\n$ cmake -B build -DBUILD_TESTING=ON\n$ cmake --build build\n$ (cd build && ctest -C Debug --output-on-failure)\n```\n\n### Running tests\n\n#### Run one test\n\nThe list of all tests is in `test/test-list.h`.\n\n```bash\n$ build/uv_run_tests_a TEST_NAME\n```\n',
        'src/uv-common.c':
          '#include <stdio.h>\nchar* uv_strerror_r(int err, char* buf, unsigned long buflen) {\n  snprintf(buf, buflen, "Unknown system error %d", err);\n  return buf;\n}\n',
        'test/test-list.h': 'TEST_DECLARE(error_message)\n',
        'test/run-tests.c':
          '#include <string.h>\nint run_test_error_message(void);\nint main(int argc, char** argv) {\n  if (argc > 1 && strcmp(argv[1], "error_message") != 0) return 1;\n  return run_test_error_message();\n}\n',
        'test/test-error.c':
          '#include <string.h>\nchar* uv_strerror_r(int err, char* buf, unsigned long buflen);\nint run_test_error_message(void) {\n  char buf[32];\n  if (strstr(uv_strerror_r(1337, buf, sizeof(buf)), "1337") == NULL) return 1;\n  return 0;\n}\n',
      },
      change: {
        'test/test-error.c':
          '#include <string.h>\nchar* uv_strerror_r(int err, char* buf, unsigned long buflen);\nint run_test_error_message(void) {\n  char buf[32];\n  if (strstr(uv_strerror_r(1337, buf, sizeof(buf)), "1337") == NULL) return 1;\n  if (strstr(uv_strerror_r(42, buf, sizeof(buf)), "42") == NULL) return 1;\n  return 0;\n}\n',
      },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['cmake -B build -DBUILD_TESTING=ON', 'cmake --build build', 'build/uv_run_tests_a error_message'],
      skips: ['build/uv_run_benchmarks_a'],
      partly: [
        { ran: ['build/uv_run_tests_a error_message'], left: ['Build: cmake -S . -B build && cmake --build build'] },
        { ran: ['ctest --test-dir build'], left: ['Build: cmake -S . -B build && cmake --build build'] },
      ],
    },
    {
      name: 'ruby: a changed test in a subfolder of test/ run directly (`ruby -Itest test/unit/x.rb`) settles it; rake test TEST=<another file> or a --name filter does not (faker)',
      files: nestedMinitest,
      change: {
        'test/unit/test_color.rb':
          "require 'minitest/autorun'\nrequire_relative '../../lib/demo'\nclass TestColor < Minitest::Test\n  def test_color\n    assert_equal 'red', Demo.color\n  end\nend\nclass TestColorString < Minitest::Test\n  def test_color_is_string\n    assert_kind_of String, Demo.color\n  end\nend\n",
      },
      expected: ['Run the changed tests: bundle exec rake test TEST=test/unit/test_color.rb'],
      ran: ['bundle exec ruby -Itest test/unit/test_color.rb'],
      skips: [
        'bundle exec rake test TEST=test/test_size.rb',
        'bundle exec rake test TEST=test/unit/test_other.rb',
        'bundle exec rake test TESTOPTS=--name=test_foo',
        'bundle exec ruby -Itest test/test_size.rb',
      ],
      partly: [
        { ran: ['ruby -Itest test/unit/test_color.rb'], left: [] },
        { ran: ['bundle exec ruby test/unit/test_color.rb'], left: [] },
        { ran: ['bundle exec ruby -Itest:. test/unit/test_color.rb'], left: [] },
        { ran: ['bundle exec rake test TEST=test/unit/test_color.rb'], left: [] },
        { ran: ['bundle exec rake test'], left: [] },
      ],
    },
    {
      name: 'elixir: a lib change owes mix dialyzer where CI runs it and the project depends on dialyxir (oban)',
      files: dialyzedMix,
      change: { 'lib/demo.ex': 'defmodule Demo do\n  @spec double(integer()) :: integer()\n  def double(n), do: n + n\nend\n' },
      expected: ['Run the tests: mix test', 'Lint: mix format --check-formatted && mix credo --strict', 'Type-check: mix dialyzer'],
      ran: ['mix test', 'mix dialyzer'],
      partly: [
        { ran: ['mix test.ci'], left: [] },
        { ran: ['mix credo --strict'], left: ['Run the tests: mix test', 'Type-check: mix dialyzer'] },
        { ran: ['mix test'], left: ['Lint: mix format --check-formatted && mix credo --strict', 'Type-check: mix dialyzer'] },
      ],
    },
    {
      name: 'elixir: … a changed test owes no dialyzer, which reads no test file (oban)',
      files: dialyzedMix,
      change: {
        'test/demo_test.exs':
          'defmodule DemoTest do\n  use ExUnit.Case, async: true\n  test "double" do\n    assert Demo.double(2) == 4\n  end\n\n  test "double zero" do\n    assert Demo.double(0) == 0\n  end\nend\n',
      },
      expected: ['Lint: mix format --check-formatted && mix credo --strict', 'Run the changed tests: mix test test/demo_test.exs'],
      ran: ['mix test test/demo_test.exs'],
    },
    {
      name: 'elixir: … where CI runs dialyzer through the mix alias it runs (`mix test.ci`) (oban)',
      files: {
        ...dialyzedMix,
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  ci:\n    steps:\n      - run: mix deps.get\n      - run: mix test.ci\n',
      },
      change: { 'lib/demo.ex': 'defmodule Demo do\n  @spec double(integer()) :: integer()\n  def double(n), do: n + n\nend\n' },
      expected: ['Run the tests: mix test', 'Lint: mix format --check-formatted && mix credo', 'Type-check: mix dialyzer'],
      ran: ['mix test.ci'],
      partly: [{ ran: ['mix test'], left: ['Lint: mix format --check-formatted && mix credo', 'Type-check: mix dialyzer'] }],
    },
    {
      name: 'gradle: tests of a module live in a sibling subproject wired with a typesafe accessor (projects.lib), so the ask is that subproject, not the test-less module (retrofit)',
      files: {
        'settings.gradle':
          "rootProject.name = 'root'\ninclude ':lib'\ninclude ':lib:java-test'\nenableFeaturePreview('TYPESAFE_PROJECT_ACCESSORS')\n",
        gradlew: '#!/bin/sh\nexec gradle "$@"\n',
        'lib/build.gradle': "apply plugin: 'java-library'\n",
        'lib/src/main/java/lib/Greeter.java': greeter('Hello '),
        'lib/java-test/build.gradle':
          "apply plugin: 'java-library'\n\ndependencies {\n  testImplementation projects.lib\n  testImplementation 'junit:junit:4.13.2'\n}\n",
        'lib/java-test/src/test/java/lib/GreeterTest.java': greeterTest(''),
      },
      change: { 'lib/src/main/java/lib/Greeter.java': greeter('Hello, ') },
      expected: ['Run the tests: ./gradlew :lib:java-test:test'],
      ran: ['./gradlew :lib:java-test:test'],
      skips: ['./gradlew :lib:test'],
    },
    {
      name: 'gradle: a module whose built-in test task is disabled (tests run by testJdkN tasks wired into check) is tested with that task, not the skipped :test (retrofit)',
      files: {
        'settings.gradle': "rootProject.name = 'root'\ninclude ':lib'\ninclude ':lib:java-test'\n",
        gradlew: '#!/bin/sh\nexec gradle "$@"\n',
        'lib/build.gradle': "apply plugin: 'java-library'\n",
        'lib/src/main/java/lib/Greeter.java': greeter('Hello '),
        'lib/java-test/build.gradle':
          "apply plugin: 'java-library'\n\ndependencies {\n  testImplementation project(':lib')\n  testImplementation 'junit:junit:4.13.2'\n}\n\n" +
          'def jdkTest = tasks.register("testJdk21", Test) {\n  javaLauncher = javaToolchains.launcherFor { languageVersion = JavaLanguageVersion.of(21) }\n' +
          '  def testTask = tasks.getByName("test")\n  classpath = testTask.classpath\n  testClassesDirs = testTask.testClassesDirs\n}\n' +
          'tasks.named("check").configure { dependsOn(jdkTest) }\n\n' +
          "// We don't need the built-in task which uses Gradle's JVM given the above variant.\ntasks.getByName('test').enabled = false\n",
        'lib/java-test/src/test/java/lib/GreeterTest.java': greeterTest(''),
      },
      change: { 'lib/java-test/src/test/java/lib/GreeterTest.java': greeterTest('\n    assertEquals("Hello ", Greeter.greet(""));') },
      expected: ['Run the changed tests: ./gradlew :lib:java-test:testJdk21 --tests lib.GreeterTest'],
      ran: ['./gradlew :lib:java-test:testJdk21 --tests lib.GreeterTest'],
      skips: ['./gradlew :lib:java-test:test --tests lib.GreeterTest'],
    },
    {
      name: 'gradle: … a change of the module its tests depend on asks that task, beside the other test project',
      files: retrofitShape,
      change: { 'lib/src/main/java/lib/Greeter.java': greeter('Hello, ') },
      expected: ['Run the tests: ./gradlew :lib:java-test:check :lib:kotlin-test:test'],
      ran: ['./gradlew :lib:java-test:check :lib:kotlin-test:check'],
      skips: ['./gradlew :lib:test', './gradlew :lib:java-test:test :lib:kotlin-test:test'],
    },
    {
      name: 'gradle: … a nested accessor (projects.lib.testHelpers) names the kebab-case project :lib:test-helpers',
      files: retrofitShape,
      change: {
        'lib/test-helpers/src/main/java/lib/Helpers.java':
          'package lib;\n\npublic final class Helpers {\n  public static int two() {\n    return 2;\n  }\n}\n',
      },
      expected: ['Run the tests: ./gradlew :lib:java-test:check :lib:kotlin-test:test'],
      ran: ['./gradlew build'],
      skips: ['./gradlew :lib:test-helpers:test'],
    },
    {
      name: 'gradle: … a changed test of the project whose JDK test tasks a loop registers asks its check, which runs them all',
      files: retrofitShape,
      change: { 'lib/java-test/src/test/java/lib/GreeterTest.java': greeterTest('\n    assertEquals("Hello ", Greeter.greet(""));') },
      expected: ['Run the changed tests: ./gradlew :lib:java-test:check'],
      ran: ['./gradlew :lib:java-test:check'],
      skips: ['./gradlew :lib:java-test:test --tests lib.GreeterTest'],
    },
    {
      name: 'gradle: … where more projects than are named test it, the build’s `check`, since its `test` skips the one that turned it off',
      files: {
        ...retrofitShape,
        'settings.gradle': `${retrofitShape['settings.gradle']}${['gson', 'moshi', 'jackson', 'wire'].map((name) => `include ':converters:${name}'\n`).join('')}`,
        ...Object.fromEntries(
          ['gson', 'moshi', 'jackson', 'wire'].flatMap((name) => [
            [`converters/${name}/build.gradle`, "apply plugin: 'java-library'\n\ndependencies {\n  api projects.lib\n}\n"],
            [`converters/${name}/src/test/java/c/ConverterTest.java`, 'package c;\n\npublic final class ConverterTest {}\n'],
          ]),
        ),
      },
      change: { 'lib/src/main/java/lib/Greeter.java': greeter('Hello, ') },
      expected: ['Run the tests: ./gradlew check'],
      ran: ['./gradlew check'],
      skips: ['./gradlew test'],
    },
  ]);
});

/** A mono_repo of Dart packages under `pkgs/`, no root pubspec, CI analyzing with `--fatal-infos .` (dart-lang/shelf's). */
const shelfShape = {
  'mono_repo.yaml': 'merge_stages:\n  - analyze_and_format\n  - unit_test\n',
  'analysis_options.yaml': 'include: package:dart_flutter_team_lints/analysis_options.yaml\n',
  '.github/workflows/dart.yml':
    'name: Dart CI\non: [push, pull_request]\njobs:\n  analyze:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dart-lang/setup-dart@v1\n      - run: dart pub upgrade\n        working-directory: pkgs/shelf\n      - run: dart analyze --fatal-infos .\n        working-directory: pkgs/shelf\n      - run: "dart format --output=none --set-exit-if-changed ."\n        working-directory: pkgs/shelf\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dart-lang/setup-dart@v1\n      - run: dart pub upgrade\n        working-directory: pkgs/shelf\n      - run: dart test --test-randomize-ordering-seed=random\n        working-directory: pkgs/shelf\n',
  'pkgs/shelf/mono_pkg.yaml':
    'sdk:\n- pubspec\nstages:\n- analyze_and_format:\n  - analyze: --fatal-infos .\n  - format:\n- unit_test:\n  - test: --test-randomize-ordering-seed=random\n',
  'pkgs/shelf/pubspec.yaml':
    'name: shelf\nversion: 1.4.3-wip\nenvironment:\n  sdk: ^3.9.0\ndependencies:\n  path: ^1.8.0\ndev_dependencies:\n  dart_flutter_team_lints: ^3.0.0\n  test: ^1.16.0\n',
  'pkgs/shelf/lib/shelf.dart': "export 'src/util.dart';\n",
  'pkgs/shelf/lib/src/util.dart':
    'Map<K, V> updateMap<K, V>(Map<K, V> original, Map<K, V> updates) {\n  final value = Map.of(original);\n  value.addAll(updates);\n  return value;\n}\n',
  'pkgs/shelf/test/util_test.dart':
    "import 'package:shelf/shelf.dart';\nimport 'package:test/test.dart';\n\nvoid main() {\n  test('updateMap', () {\n    expect(updateMap({'a': 1}, {'b': 2}), {'a': 1, 'b': 2});\n  });\n}\n",
  'pkgs/shelf/test/other_test.dart':
    "import 'package:test/test.dart';\n\nvoid main() {\n  test('other', () {\n    expect(1, 1);\n  });\n}\n",
  'pkgs/shelf_router/pubspec.yaml':
    'name: shelf_router\nversion: 1.1.5\nenvironment:\n  sdk: ^3.9.0\ndependencies:\n  shelf: ^1.4.2\ndev_dependencies:\n  test: ^1.16.0\n',
  'pkgs/shelf_router/lib/shelf_router.dart': "export 'package:shelf/shelf.dart';\n",
  'pkgs/shelf_router/test/router_test.dart':
    "import 'package:test/test.dart';\n\nvoid main() {\n  test('r', () {\n    expect(1, 1);\n  });\n}\n",
};

/** A Rails engine gem tested by rspec through `rake spec`, its guide running single spec files (doorkeeper's). */
const doorkeeperShape = {
  'doorkeeper.gemspec':
    'Gem::Specification.new do |gem|\n  gem.name = "doorkeeper"\n  gem.version = "5.8.0"\n  gem.summary = "OAuth 2 provider for Rails"\n  gem.authors = ["x"]\n  gem.files = Dir["lib/**/*", "app/**/*"]\n  gem.add_dependency "railties", ">= 5"\n  gem.add_development_dependency "rspec-rails"\n  gem.add_development_dependency "rubocop"\nend\n',
  Gemfile: 'source "https://rubygems.org"\ngemspec\n',
  Rakefile: 'require "bundler/setup"\nrequire "rspec/core/rake_task"\ntask default: :spec\nRSpec::Core::RakeTask.new(:spec)\n',
  '.rspec': '--require spec_helper\n',
  '.rubocop.yml': 'AllCops:\n  NewCops: enable\n',
  '.github/workflows/ci.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec rake spec\n',
  'AGENTS.md':
    '## Development workflow\n\n```bash\nbundle install\nbundle exec rake spec\nbundle exec rubocop\n```\n\nUseful targeted commands:\n\n```bash\nbundle exec rspec spec/path/to/file_spec.rb\n```\n',
  'lib/doorkeeper.rb': 'require "doorkeeper/oauth/scopes"\n',
  'lib/doorkeeper/oauth/scopes.rb':
    '# frozen_string_literal: true\n\nmodule Doorkeeper\n  module OAuth\n    class Scopes\n      def initialize\n        @scopes = []\n      end\n\n      def add(*scopes)\n        @scopes.push(*scopes.map(&:to_s))\n        @scopes.uniq!\n      end\n\n      def all\n        @scopes\n      end\n    end\n  end\nend\n',
  'lib/generators/doorkeeper/install_generator.rb':
    '# frozen_string_literal: true\n\nmodule Doorkeeper\n  class InstallGenerator\n  end\nend\n',
  'spec/spec_helper.rb': 'require "doorkeeper"\n',
  'spec/lib/oauth/scopes_spec.rb':
    '# frozen_string_literal: true\n\nRSpec.describe Doorkeeper::OAuth::Scopes do\n  it "adds" do\n    s = described_class.new\n    s.add :public\n    expect(s.all).to eq(["public"])\n  end\nend\n',
  'spec/generators/install_generator_spec.rb':
    '# frozen_string_literal: true\n\nRSpec.describe "install generator" do\n  it "exists" do\n    expect(true).to be(true)\n  end\nend\n',
};

describe('a twenty-fourth fresh check: a type-check step of a lint target, a Python extension in Rust, a workspace member read through its build', () => {
  ecosystemTable([
    {
      name: 'python: Poetry project whose Makefile `lint` target bundles mypy + pre-commit: type-check is `poetry run mypy`, not `make lint` (python-pendulum/pendulum)',
      files: {
        Makefile:
          'dev:\n\tpoetry install\n\tpoetry run maturin develop\n\nlint:\n\tpoetry run mypy\n\tpoetry run pre-commit run --all-files\n\ntest:\n\tpoetry run pytest -q tests\n',
        'pyproject.toml':
          '[tool.poetry]\nname = "pkg"\nversion = "1.0.0"\ndescription = ""\nauthors = []\npackages = [{ include = "pkg", from = "src" }]\n\n[tool.poetry.dependencies]\npython = ">=3.10"\n\n[tool.poetry.group.test.dependencies]\npytest = "^7.1.2"\n\n[tool.poetry.group.typing.dependencies]\nmypy = "^1.3.0"\n\n[tool.poetry.group.lint.dependencies]\npre-commit = "^3.0.0"\n\n[tool.mypy]\nstrict = true\nfiles = "src, tests"\n\n[build-system]\nrequires = ["poetry-core"]\nbuild-backend = "poetry.core.masonry.api"\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.14.11\n    hooks:\n      - id: ruff\n      - id: ruff-format\n',
        '.github/workflows/tests.yml':
          'name: Tests\non: [push, pull_request]\njobs:\n  Linting:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pip install pre-commit\n      - run: pre-commit run --all-files\n  Tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pipx install poetry\n      - run: poetry install --only main --only test --only typing\n      - name: Run type checking\n        run: poetry run mypy\n      - name: Test\n        run: poetry run pytest -q tests\n',
        'src/pkg/__init__.py': 'def weeks(days: int) -> int:\n    return days // 7\n',
        'tests/test_pkg.py': 'from pkg import weeks\n\n\ndef test_weeks() -> None:\n    assert weeks(14) == 2\n',
      },
      change: { 'src/pkg/__init__.py': 'def weeks(days: int) -> int:\n    """Whole weeks."""\n    return days // 7\n' },
      expected: ['Run the tests: make test', 'Lint: make lint', 'Type-check: poetry run mypy'],
      ran: ['make test', 'poetry run mypy'],
    },
    {
      name: 'python: Rust edit in a maturin (PyO3 cdylib) extension in the pyproject’s `rust/` folder owes a `maturin develop` rebuild + the Python tests, not `cargo test` (python-pendulum/pendulum)',
      files: maturinShape,
      change: {
        'rust/src/lib.rs':
          "use pyo3::prelude::*;\n\n// Gregorian rule.\n#[pyfunction]\nfn is_leap(year: i32) -> bool {\n    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0\n}\n\n#[pymodule]\nfn _pkg(m: &Bound<'_, PyModule>) -> PyResult<()> {\n    m.add_function(wrap_pyfunction!(is_leap, m)?)?;\n    Ok(())\n}\n",
      },
      expected: ['Build: poetry run maturin develop', 'Run the tests: make test', 'Lint: make lint-rust'],
      ran: ['poetry run maturin develop', 'make test'],
    },
    {
      name: 'typescript: pnpm workspace whose packages consume each other via dist (CI test/typecheck `needs: build`) owes `pnpm build` after a package source edit (changesets/changesets)',
      files: changesetsShape,
      change: {
        'packages/a/src/index.ts':
          'export function truncate(s: string, max = 240): string {\n  return s.length > max ? s.slice(0, max) + "..." : s;\n}\n',
      },
      expected: ['Build: pnpm run build', 'Run the tests: pnpm test', 'Lint: pnpm run lint', 'Type-check: pnpm run types:check'],
      ran: ['pnpm build', 'pnpm test run', 'pnpm types:check'],
    },
    {
      name: 'typescript: … a member whose entry points lead to its sources owes its dependents no build (control)',
      files: {
        ...changesetsShape,
        'packages/a/package.json': '{ "name": "@x/a", "version": "1.0.0", "type": "module", "exports": { ".": "./src/index.ts" } }\n',
      },
      change: {
        'packages/a/src/index.ts':
          'export function truncate(s: string, max = 240): string {\n  return s.length > max ? s.slice(0, max) + "..." : s;\n}\n',
      },
      expected: ['Run the tests: pnpm test', 'Lint: pnpm run lint', 'Type-check: pnpm run types:check'],
      ran: ['pnpm test run', 'pnpm types:check'],
    },
    {
      name: 'dart mono_repo: one blocking analyzer action in CI’s spelling `dart analyze --fatal-infos .`, not a second weaker `dart analyze` (shelf)',
      files: shelfShape,
      change: {
        'pkgs/shelf/lib/src/util.dart':
          'Map<K, V> updateMap<K, V>(Map<K, V> original, Map<K, V> updates) {\n  final value = Map<K, V>.of(original);\n  value.addAll(updates);\n  return value;\n}\n',
      },
      expected: ['Run the tests: cd pkgs/shelf && dart test', 'Type-check: cd pkgs/shelf && dart analyze --fatal-infos .'],
      ran: ['cd pkgs/shelf && dart test', 'cd pkgs/shelf && dart analyze --fatal-infos .'],
      skips: ['cd pkgs/shelf_router && dart test && dart analyze --fatal-infos .'],
    },
    {
      name: 'dart: a run of another test file of the package does not settle the changed test (shelf)',
      files: shelfShape,
      change: {
        'pkgs/shelf/test/util_test.dart':
          "import 'package:shelf/shelf.dart';\nimport 'package:test/test.dart';\n\nvoid main() {\n  test('updateMap', () {\n    expect(updateMap({'a': 1}, {'b': 2}), {'a': 1, 'b': 2});\n    expect(updateMap({'a': 1}, {'a': 2}), {'a': 2});\n  });\n}\n",
      },
      expected: [
        'Lint: cd pkgs/shelf && dart analyze --fatal-infos .',
        'Run the changed tests: cd pkgs/shelf && dart test test/util_test.dart',
      ],
      ran: ['cd pkgs/shelf && dart test test/util_test.dart', 'cd pkgs/shelf && dart analyze --fatal-infos .'],
      skips: ['cd pkgs/shelf && dart test test/other_test.dart'],
      partly: [
        { ran: ['cd pkgs/shelf && dart test', 'cd pkgs/shelf && dart analyze --fatal-infos .'], left: [] },
        { ran: ['cd pkgs/shelf && dart test test/', 'cd pkgs/shelf && dart analyze --fatal-infos .'], left: [] },
      ],
    },
    {
      name: 'dart mono_repo without a root pubspec: a root `dart pub get` cannot run and installs no package (shelf)',
      files: shelfShape,
      change: {
        'pkgs/shelf/pubspec.yaml':
          'name: shelf\nversion: 1.4.3-wip\nenvironment:\n  sdk: ^3.9.0\ndependencies:\n  path: ^1.9.0\ndev_dependencies:\n  dart_flutter_team_lints: ^3.0.0\n  test: ^1.16.0\n',
      },
      expected: ['Install updated dependencies: cd pkgs/shelf && dart pub get', 'Run the tests: cd pkgs/shelf && dart test'],
      ran: ['cd pkgs/shelf && dart pub get', 'cd pkgs/shelf && dart test'],
      partly: [
        { ran: ['cd pkgs/shelf && dart pub upgrade', 'cd pkgs/shelf && dart test --test-randomize-ordering-seed=random'], left: [] },
        { ran: ['dart pub get', 'cd pkgs/shelf && dart test'], left: ['Install updated dependencies: cd pkgs/shelf && dart pub get'] },
      ],
    },
    {
      name: 'ruby rspec engine: after a source change, a run of unrelated spec files or folders is not its tests; the suite or its mirroring spec is (doorkeeper)',
      files: doorkeeperShape,
      change: {
        'lib/doorkeeper/oauth/scopes.rb':
          '# frozen_string_literal: true\n\nmodule Doorkeeper\n  module OAuth\n    class Scopes\n      def initialize\n        @scopes = []\n      end\n\n      def add(*scopes)\n        @scopes.push(*scopes.map { |scope| scope.to_s.strip })\n        @scopes.uniq!\n      end\n\n      def all\n        @scopes\n      end\n    end\n  end\nend\n',
      },
      expected: ['Run the tests: bundle exec rspec', 'Lint: bundle exec rubocop'],
      ran: ['bundle exec rake spec', 'bundle exec rubocop'],
      skips: ['bundle exec rspec spec/generators/install_generator_spec.rb', 'bundle exec rspec spec/routing'],
      partly: [
        { ran: ['bundle exec rubocop'], left: ['Run the tests: bundle exec rspec'] },
        { ran: ['bundle exec rspec spec/generators', 'bundle exec rubocop'], left: ['Run the tests: bundle exec rspec'] },
        { ran: ['bundle exec rspec', 'bundle exec rubocop'], left: [] },
        { ran: ['bundle exec rspec spec/lib/oauth/scopes_spec.rb', 'bundle exec rubocop'], left: [] },
        { ran: ['bundle exec rspec spec/lib/oauth', 'bundle exec rubocop'], left: [] },
      ],
    },
    {
      name: 'python: a changed test file is run through the Justfile test recipe that takes args, not bare uv run pytest; another file does not settle it (python-attrs/cattrs)',
      files: {
        Justfile:
          'lint:\n\tuv run --group lint ruff check src tests\n\ntest *args="-x -n auto tests":\n    uv run --all-extras --group test pytest {{args}}\n',
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1.0"\nrequires-python = ">=3.10"\n\n[dependency-groups]\nlint = ["ruff"]\ntest = ["pytest", "pytest-xdist"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n',
        'uv.lock': '',
        'src/pkg/__init__.py': 'def f():\n    return 1\n',
        'tests/test_a.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n',
        'tests/test_b.py': 'def test_b():\n    assert True\n',
      },
      change: {
        'tests/test_a.py':
          'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n\n\ndef test_f_int():\n    assert isinstance(f(), int)\n',
      },
      expected: ['Lint: just lint', 'Run the changed tests: just test tests/test_a.py'],
      ran: ['just test tests/test_a.py'],
      skips: ['just test tests/test_b.py'],
      partly: [{ ran: ['just test', 'just lint'], left: [] }],
    },
    {
      name: 'python: a dependency bump installs with the Justfile sync recipe (uv sync --all-groups --all-extras), not a shortened uv sync (python-attrs/cattrs)',
      files: {
        Justfile:
          'sync:\n    uv sync --all-groups --all-extras\n\ntest *args="tests":\n    uv run --all-extras --group test pytest {{args}}\n',
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1.0"\nrequires-python = ">=3.10"\ndependencies = ["attrs>=25.3.0"]\n\n[project.optional-dependencies]\norjson = ["orjson>=3.11"]\n\n[dependency-groups]\ntest = ["pytest"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n',
        'uv.lock': '',
        'src/pkg/__init__.py': 'def f():\n    return 1\n',
        'tests/test_a.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n',
      },
      change: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1.0"\nrequires-python = ">=3.10"\ndependencies = ["attrs>=25.4.0"]\n\n[project.optional-dependencies]\norjson = ["orjson>=3.11"]\n\n[dependency-groups]\ntest = ["pytest"]\n\n[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n',
      },
      expected: ['Install updated dependencies: just sync', 'Run the tests: just test'],
      ran: ['just sync', 'just test'],
    },
    {
      name: 'java: a change in a module nested under an aggregator also tests its reactor dependents with -amd (jjwt)',
      files: {
        mvnw: '#!/bin/sh\nexec mvn "$@"\n',
        '.mvn/wrapper/maven-wrapper.properties':
          'distributionUrl=https://repo.maven.apache.org/maven2/org/apache/maven/apache-maven/3.9.9/apache-maven-3.9.9-bin.zip\n',
        'pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>ex</groupId>\n  <artifactId>root</artifactId>\n  <version>1.0</version>\n  <packaging>pom</packaging>\n  <modules>\n    <module>core</module>\n    <module>extensions</module>\n  </modules>\n</project>\n',
        'extensions/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>ex</groupId><artifactId>root</artifactId><version>1.0</version></parent>\n  <artifactId>extensions</artifactId>\n  <packaging>pom</packaging>\n  <modules>\n    <module>gson</module>\n  </modules>\n</project>\n',
        'extensions/gson/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>ex</groupId><artifactId>root</artifactId><version>1.0</version><relativePath>../../pom.xml</relativePath></parent>\n  <artifactId>gson</artifactId>\n</project>\n',
        'extensions/gson/src/main/java/ex/Ext.java':
          'package ex;\n\npublic class Ext {\n    public static String name() { return "ext"; }\n}\n',
        'core/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>ex</groupId><artifactId>root</artifactId><version>1.0</version></parent>\n  <artifactId>core</artifactId>\n  <dependencies>\n    <dependency><groupId>ex</groupId><artifactId>gson</artifactId><version>1.0</version><scope>test</scope></dependency>\n    <dependency><groupId>junit</groupId><artifactId>junit</artifactId><version>4.13.2</version><scope>test</scope></dependency>\n  </dependencies>\n</project>\n',
        'core/src/main/java/co/Core.java': 'package co;\n\npublic class Core {\n    public static int one() { return 1; }\n}\n',
        'core/src/test/java/co/CoreTest.java':
          'package co;\n\nimport org.junit.Test;\nimport static org.junit.Assert.assertEquals;\n\npublic class CoreTest {\n    @Test\n    public void ext() { assertEquals("ext", ex.Ext.name()); }\n}\n',
      },
      change: {
        'extensions/gson/src/main/java/ex/Ext.java':
          'package ex;\n\npublic class Ext {\n    public static String name() { return "ext".trim(); }\n}\n',
      },
      expected: ['Run the tests: ./mvnw -pl extensions/gson -amd test'],
      ran: ['./mvnw -pl extensions/gson -amd test'],
    },
    {
      name: 'node: in a yarn 1 project (yarn.lock), `npm install` installs no updated dependency: npm reads no yarn.lock (formik)',
      files: {
        'package.json':
          '{"name":"pkg","version":"1.0.0","packageManager":"yarn@1.22.22","scripts":{"test":"jest"},"dependencies":{"deepmerge":"^2.1.1"},"devDependencies":{"jest":"^29.7.0"}}\n',
        'yarn.lock': '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n',
        'src/index.js': 'module.exports = require("deepmerge");\n',
        'test/index.test.js': 'test("x", () => { expect(require("../src/index")).toBeDefined(); });\n',
      },
      change: {
        'package.json':
          '{"name":"pkg","version":"1.0.0","packageManager":"yarn@1.22.22","scripts":{"test":"jest"},"dependencies":{"deepmerge":"^2.2.1"},"devDependencies":{"jest":"^29.7.0"}}\n',
      },
      expected: ['Install updated dependencies: yarn install', 'Run the tests: yarn test'],
      ran: ['yarn install', 'yarn test'],
      skips: ['npm install'],
      partly: [
        { ran: ['npm install', 'yarn test'], left: ['Install updated dependencies: yarn install'] },
        { ran: ['yarn', 'yarn test'], left: [] },
      ],
    },
    {
      name: 'node: … in a pnpm project (pnpm-lock.yaml), `npm install` installs no updated dependency either (formik)',
      files: {
        'package.json':
          '{"name":"pkg","version":"1.0.0","scripts":{"test":"jest"},"dependencies":{"deepmerge":"^2.1.1"},"devDependencies":{"jest":"^29.7.0"}}\n',
        'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
        'src/index.js': 'module.exports = require("deepmerge");\n',
        'test/index.test.js': 'test("x", () => { expect(require("../src/index")).toBeDefined(); });\n',
      },
      change: {
        'package.json':
          '{"name":"pkg","version":"1.0.0","scripts":{"test":"jest"},"dependencies":{"deepmerge":"^2.2.1"},"devDependencies":{"jest":"^29.7.0"}}\n',
      },
      expected: ['Install updated dependencies: pnpm install', 'Run the tests: pnpm test'],
      ran: ['pnpm install', 'pnpm test'],
      skips: ['npm install', 'yarn install'],
      partly: [{ ran: ['npm install', 'pnpm test'], left: ['Install updated dependencies: pnpm install'] }],
    },
    {
      name: 'rust: a cargo run that leaves the changed integration-test target out (`--test` another, `--bins`, `--lib`) does not settle it (hyperfine)',
      files: {
        'Cargo.toml': '[package]\nname = "bench"\nversion = "0.1.0"\nedition = "2021"\n\n[dev-dependencies]\nassert_cmd = "2.0"\n',
        'src/main.rs': 'fn main() {\n    println!("bench");\n}\n',
        'tests/integration_tests.rs': '#[test]\nfn runs() {\n    assert_cmd::Command::cargo_bin("bench").unwrap().assert().success();\n}\n',
        'tests/execution_order_tests.rs': '#[test]\nfn order() {\n    assert_eq!(1 + 1, 2);\n}\n',
      },
      change: {
        'tests/integration_tests.rs':
          '#[test]\nfn runs() {\n    assert_cmd::Command::cargo_bin("bench").unwrap().assert().success();\n}\n\n#[test]\nfn runs_twice() {\n    assert_cmd::Command::cargo_bin("bench").unwrap().assert().success();\n}\n',
      },
      expected: ['Run the changed tests: cargo test --test integration_tests'],
      ran: ['cargo test --test integration_tests'],
      skips: ['cargo test --test execution_order_tests', 'cargo test --bins', 'cargo test --lib', 'cargo test --doc'],
    },
  ]);
});

/** typer: a uv project testing through a wrapper script (its env exports), beside a job that tests the unpacked sdist with pip. */
const typerShape = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "0.1.0"\nrequires-python = ">=3.10"\n\n[build-system]\nrequires = ["pdm-backend"]\nbuild-backend = "pdm.backend"\n\n[dependency-groups]\ntests = ["pytest >=9.0.0"]\n',
  'uv.lock': 'version = 1\nrequires-python = ">=3.10"\n',
  'scripts/test.sh':
    '#!/usr/bin/env bash\nset -e\nset -x\n# For tests, a large terminal width\nexport TERMINAL_WIDTH=3000\npytest --showlocals ${@}\n',
  '.github/workflows/test.yml':
    'name: Test\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uv sync --no-dev --group tests\n      - run: uv run bash scripts/test.sh\n',
  '.github/workflows/test-redistribute.yml':
    'name: Test Redistribute\non: [push, pull_request]\njobs:\n  test-redistribute:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v5\n      - run: pip install build\n      - run: python -m build --sdist\n      - run: |\n          cd dist\n          tar xvf pkg*.tar.gz\n      - run: |\n          cd dist/pkg*/\n          pip install --group tests --editable .\n      - name: Run source distribution tests\n        run: |\n          cd dist/pkg*/\n          bash scripts/test.sh\n',
  'pkg/__init__.py': 'def split(s: str) -> list[str]:\n    return s.split(",")\n',
  'tests/test_split.py': 'from pkg import split\n\n\ndef test_split():\n    assert split("a,b") == ["a", "b"]\n',
};

/** phoenix_html: a Hex package that also ships a hand-written browser script under `priv/static/`, published to npm by a bare package.json. */
const phoenixHtmlShape = {
  'mix.exs':
    'defmodule Widget.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :widget, version: "0.1.0", elixir: "~> 1.12", deps: [],\n     package: [files: ~w(lib priv mix.exs package.json README.md)]]\n  end\nend\n',
  'package.json':
    '{\n  "name": "widget",\n  "version": "0.1.0",\n  "main": "./priv/static/widget.js",\n  "files": ["priv/static/widget.js"]\n}\n',
  '.formatter.exs': '[inputs: ["{mix,.formatter}.exs", "{config,lib,test}/**/*.{ex,exs}"]]\n',
  'lib/widget.ex': 'defmodule Widget do\n  def id(name), do: "w_#{name}"\nend\n',
  'test/test_helper.exs': 'ExUnit.start()\n',
  'test/widget_test.exs': 'defmodule WidgetTest do\n  use ExUnit.Case\n  test "id" do\n    assert Widget.id(:a) == "w_a"\n  end\nend\n',
  'priv/static/widget.js':
    '"use strict";\n(function() {\n  function hidden(name, value) {\n    var input = document.createElement("input");\n    input.type = "hidden";\n    input.name = name;\n    input.value = value;\n    return input;\n  }\n  window.widgetHidden = hidden;\n})();\n',
  '.github/workflows/ci.yml':
    'name: Tests\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-22.04\n    steps:\n    - uses: actions/checkout@v4\n    - uses: erlef/setup-elixir@v1\n      with:\n        elixir-version: "1.18"\n        otp-version: "27.2"\n    - run: mix deps.get --only test\n    - run: mix format --check-formatted\n    - run: mix test\n',
};

/** A library's composer.json (guzzle's shape): phpunit, and bamarni's bin plugin for its analyzers. */
const guzzleComposer =
  '{\n  "name": "acme/http",\n  "require": {\n    "php": "^8.1",\n    "guzzlehttp/psr7": "^2.5.1"\n  },\n  "require-dev": {\n    "bamarni/composer-bin-plugin": "^1.8.2",\n    "phpunit/phpunit": "^9.6"\n  },\n  "autoload": { "psr-4": { "Acme\\\\": "src/" } }\n}\n';

/** structlog: a typing-example file pytest never collects (`tests/typing/api.py`), which a tox env type-checks. */
const typingExample = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ntests = ["pytest"]\ntyping = ["mypy"]\n\n[tool.pytest.ini_options]\ntestpaths = "tests"\n\n[tool.mypy]\nstrict = true\n',
  'src/pkg/__init__.py': 'def greet(name: str) -> str:\n    return "hi " + name\n',
  'tests/test_pkg.py': 'from pkg import greet\n\n\ndef test_greet() -> None:\n    assert greet("a") == "hi a"\n',
  'tests/typing/api.py': 'from pkg import greet\n\ns: str = greet("a")\n',
};

/** A uv project whose tox env runs its unit tests alone; its integration tests clone projects from the network (PyCQA/isort's). */
const isortShape = {
  'pyproject.toml':
    '[project]\nname = "isort"\nversion = "0"\nrequires-python = ">=3.10"\n\n[dependency-groups]\ndev = ["pytest>=8", "coverage>=7", "tox>=4", "tox-uv>=1"]\n\n[tool.pytest.ini_options]\nfilterwarnings = ["error"]\n',
  'uv.lock': 'version = 1\n',
  'tox.ini':
    '[tox]\nenv_list = py\n\n[testenv]\nrunner = uv-venv-lock-runner\ndependency_groups =\n    dev\ncommands =\n    coverage run -m pytest tests/unit/ -s\n',
  'scripts/test.sh':
    '#!/usr/bin/env bash\nset -euxo pipefail\n\nuv run coverage run --parallel -m pytest tests/unit/ -s\nuv run coverage report\n',
  'scripts/test_integration.sh': '#!/usr/bin/env bash\nset -euxo pipefail\n\nuv run pytest tests/integration/ -s\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v7\n      - run: uv sync --all-extras --frozen\n      - run: uv run --with tox-uv tox -e py\n  integration:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v7\n      - run: uv sync --all-extras --frozen\n      - run: ./scripts/test_integration.sh\n',
  'isort/__init__.py': '',
  'isort/utils.py': 'def f(x=None):\n    if not x:\n        x = {}\n    return x\n',
  'tests/__init__.py': '',
  'tests/unit/test_utils.py': 'from isort.utils import f\n\n\ndef test_f():\n    assert f() == {}\n',
  'tests/integration/test_projects_using_isort.py':
    'from subprocess import check_call\n\n\ndef test_django(tmp_path):\n    check_call(["git", "clone", "--depth", "1", "https://github.com/django/django.git", str(tmp_path)])\n',
};

/** A workspace whose CI runs nextest and, beside it, the doctests nextest never runs (tokio-rs/tracing's). */
const nextestDoctestsShape = {
  'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["app"]\n',
  'app/Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n',
  'app/src/lib.rs':
    '/// Doubles a number.\n///\n/// ```\n/// assert_eq!(app::double(2), 4);\n/// ```\npub fn double(x: u32) -> u32 {\n    x * 2\n}\n',
  'app/tests/double.rs': '#[test]\nfn doubles() {\n    assert_eq!(app::double(2), 4);\n}\n',
  '.config/nextest.toml': '[profile.ci]\nfail-fast = false\n',
  '.github/workflows/CI.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v4\n    - uses: taiki-e/install-action@nextest\n    - run: cargo nextest run --profile ci --workspace\n    - run: cargo test --doc --workspace\n',
};

/**
 * A PHP library whose composer `check` script runs every check in turn (phpdoc types, phpcs, php-cs-fixer, phpstan, then
 * phpunit) and whose tests read their data providers' rows from `tests/data/` by `require` (PHPOffice/PhpSpreadsheet's).
 */
const phpDataProvidersShape = {
  'composer.json': JSON.stringify(
    {
      name: 'phpoffice/phpspreadsheet',
      require: { php: '^8.1' },
      'require-dev': {
        'friendsofphp/php-cs-fixer': '^3.2',
        'phpstan/phpstan': '^1.1 || ^2.0',
        'phpunit/phpunit': '^10.5 || ^11.0',
        'squizlabs/php_codesniffer': '^3.7',
      },
      autoload: { 'psr-4': { 'PhpOffice\\PhpSpreadsheet\\': 'src/PhpSpreadsheet' } },
      'autoload-dev': { 'psr-4': { 'PhpOffice\\PhpSpreadsheetTests\\': 'tests/PhpSpreadsheetTests' } },
      scripts: {
        check: [
          'php bin/check-phpdoc-types.php',
          'phpcs samples/ src/ tests/ --report=checkstyle',
          'php-cs-fixer fix --ansi --dry-run --diff',
          'phpstan analyse --ansi --memory-limit=2048M',
          'phpunit --color=always',
        ],
        style: ['phpcs samples/ src/ tests/ --report=checkstyle', 'php-cs-fixer fix --ansi --dry-run --diff'],
        fix: ['phpcbf samples/ src/ tests/ --report=checkstyle', 'php-cs-fixer fix'],
      },
    },
    null,
    2,
  ),
  'composer.lock':
    '{"content-hash":"x","packages":[],"packages-dev":[{"name":"phpunit/phpunit","version":"11.5.55"},{"name":"phpstan/phpstan","version":"2.1.0"}]}\n',
  'phpstan.neon.dist': 'parameters:\n    level: 10\n    paths:\n        - src/\n        - tests/\n',
  'phpunit.xml.dist':
    '<?xml version="1.0" encoding="UTF-8"?>\n<phpunit bootstrap="./tests/bootstrap.php">\n  <testsuites>\n    <testsuite name="PhpSpreadsheet Unit Test Suite">\n      <directory>./tests/PhpSpreadsheetTests</directory>\n    </testsuite>\n  </testsuites>\n</phpunit>\n',
  'CONTRIBUTING.md': '# Contributing\n\nAll code changes must be validated by `composer check`.\n',
  'bin/check-phpdoc-types.php': '<?php\n\necho "ok\\n";\n',
  'src/PhpSpreadsheet/Calculation/TextData/Trim.php':
    "<?php\n\nnamespace PhpOffice\\PhpSpreadsheet\\Calculation\\TextData;\n\nclass Trim\n{\n    public static function nonPrintable(string $s): string\n    {\n        return (string) preg_replace('/[\\x00-\\x1f]/', '', $s);\n    }\n}\n",
  'tests/bootstrap.php': "<?php\n\nrequire_once __DIR__ . '/../vendor/autoload.php';\n",
  'tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php':
    "<?php\n\nnamespace PhpOffice\\PhpSpreadsheetTests\\Calculation\\Functions\\TextData;\n\nuse PHPUnit\\Framework\\Attributes\\DataProvider;\nuse PHPUnit\\Framework\\TestCase;\n\nclass CleanTest extends TestCase\n{\n    #[DataProvider('providerCLEAN')]\n    public function testCLEAN(mixed $expected, mixed $value): void\n    {\n        self::assertSame($expected, $value);\n    }\n\n    public static function providerCLEAN(): array\n    {\n        return require 'tests/data/Calculation/TextData/CLEAN.php';\n    }\n}\n",
  'tests/PhpSpreadsheetTests/Calculation/Functions/TextData/TrimTest.php':
    "<?php\n\nnamespace PhpOffice\\PhpSpreadsheetTests\\Calculation\\Functions\\TextData;\n\nuse PHPUnit\\Framework\\Attributes\\DataProvider;\nuse PHPUnit\\Framework\\TestCase;\n\nclass TrimTest extends TestCase\n{\n    #[DataProvider('providerTRIM')]\n    public function testTRIM(mixed $expected, mixed $value): void\n    {\n        self::assertSame($expected, $value);\n    }\n\n    public static function providerTRIM(): array\n    {\n        return require 'tests/data/Calculation/TextData/TRIM.php';\n    }\n}\n",
  'tests/data/Calculation/TextData/CLEAN.php': "<?php\n\nreturn [\n    ['HELLO', 'HELLO'],\n];\n",
  'tests/data/Calculation/TextData/TRIM.php': "<?php\n\nreturn [\n    ['HELLO', ' HELLO '],\n];\n",
};

/** A test project whose build target writes tests from the spec `.md` files it takes as `Inputs` (xoofx/markdig's). */
const specInputsShape = {
  'AGENTS.md': '# Lib\n\n## Build & Test\n\n```sh\ncd src\ndotnet build -c Release\ndotnet test -c Release\n```\n',
  'src/Lib/Lib.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>\n</Project>\n',
  'src/Lib/Md.cs': 'namespace Lib;\n\npublic static class Md\n{\n    public static string ToHtml(string s) => "<p>" + s + "</p>";\n}\n',
  'src/SpecGen/SpecGen.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><OutputType>Exe</OutputType><TargetFramework>net8.0</TargetFramework></PropertyGroup>\n</Project>\n',
  'src/SpecGen/Program.cs': '// regenerates Lib.Tests/Specs/*.generated.cs from Lib.Tests/Specs/*.md\nSystem.Console.WriteLine("gen");\n',
  'src/Lib.Tests/Lib.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <SpecExecutable>$(MSBuildProjectDirectory)\\..\\SpecGen\\bin\\$(Configuration)\\$(TargetFramework)\\SpecGen.dll</SpecExecutable>\n  </PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.12.0" />\n    <PackageReference Include="NUnit" Version="4.3.2" />\n    <PackageReference Include="NUnit3TestAdapter" Version="5.0.0" />\n  </ItemGroup>\n  <ItemGroup>\n    <ProjectReference Include="..\\Lib\\Lib.csproj" />\n    <ProjectReference Include="..\\SpecGen\\SpecGen.csproj" />\n  </ItemGroup>\n  <ItemGroup>\n    <InputSpecFiles Include="Specs\\*.md" />\n  </ItemGroup>\n  <Target Name="GeneratedSpecsFile" BeforeTargets="BeforeCompile;CoreCompile" Inputs="@(InputSpecFiles)" Outputs="@(InputSpecFiles->\'%(RelativeDir)%(Filename).generated.cs\')">\n    <Exec Command="dotnet $(SpecExecutable)" />\n  </Target>\n</Project>\n',
  'src/Lib.Tests/GlobalUsings.cs': 'global using NUnit.Framework;\n',
  'src/Lib.Tests/Specs/ParagraphSpecs.md':
    '# Paragraphs\n\n```````````````````````````````` example\naaa\n.\n<p>aaa</p>\n````````````````````````````````\n',
  'src/Lib.Tests/Specs/ParagraphSpecs.generated.cs':
    '// Generated: do not edit\nnamespace Lib.Tests.Specs;\n\npublic class ParagraphSpecs\n{\n    [Test]\n    public void Example001() => Assert.That(Lib.Md.ToHtml("aaa"), Is.EqualTo("<p>aaa</p>"));\n}\n',
};

/** A composer project whose `analyze` script runs phpstan and psalm, its `phpstan` script a config for src and one for tests (ramsey/uuid's). */
const moneyFactoryShape = {
  'composer.json':
    '{\n    "name": "acme/money",\n    "require": {"php": "^8.1"},\n    "require-dev": {"phpstan/phpstan": "^2.1", "phpunit/phpunit": "^10.5"},\n    "autoload": {"psr-4": {"Acme\\\\": "src/"}},\n    "autoload-dev": {"psr-4": {"Tests\\\\Acme\\\\": "tests/"}},\n    "scripts": {"test": ["vendor/bin/phpunit", "vendor/bin/phpstan"], "update-currencies": ["cp vendor/acme/iso-currencies/resources/current.php resources/currency.php", "php resources/generate-money-factory.php"]}\n}\n',
  'phpunit.xml.dist':
    '<?xml version="1.0"?>\n<phpunit bootstrap="./vendor/autoload.php">\n  <testsuites><testsuite name="all"><directory>tests/</directory></testsuite></testsuites>\n</phpunit>\n',
  'resources/currency.php': "<?php\n\nreturn ['EUR' => [], 'USD' => []];\n",
  'resources/generate-money-factory.php':
    "<?php\n\nrequire __DIR__.'/../vendor/autoload.php';\n\n(static function (): void {\n    $buffer = <<<'PHP'\n<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme;\n\n/**\n * This is a generated file. Do not edit it manually!\n *\nPHPDOC\n */\ntrait MoneyFactory\n{\n}\nPHP;\n\n    $methodBuffer = '';\n    foreach (require __DIR__.'/currency.php' as $code => $_) {\n        $methodBuffer .= sprintf(\" * @method static Money %s(string \\$amount)\\n\", $code);\n    }\n\n    file_put_contents(__DIR__.'/../src/MoneyFactory.php', str_replace('PHPDOC', rtrim($methodBuffer), $buffer));\n})();\n",
  'src/MoneyFactory.php':
    '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme;\n\n/**\n * This is a generated file. Do not edit it manually!\n *\n * @method static Money EUR(string $amount)\n * @method static Money USD(string $amount)\n */\ntrait MoneyFactory\n{\n}\n',
  'src/Money.php':
    '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme;\n\nfinal class Money\n{\n    use MoneyFactory;\n\n    public function __construct(public readonly string $currency) {}\n}\n',
  'tests/MoneyTest.php':
    "<?php\n\ndeclare(strict_types=1);\n\nnamespace Tests\\Acme;\n\nuse Acme\\Money;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class MoneyTest extends TestCase\n{\n    public function testCurrency(): void\n    {\n        self::assertSame('USD', (new Money('USD'))->currency);\n    }\n}\n",
};

const moneyFactoryChange = {
  'resources/generate-money-factory.php':
    "<?php\n\nrequire __DIR__.'/../vendor/autoload.php';\n\n(static function (): void {\n    $buffer = <<<'PHP'\n<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme;\n\n/**\n * This is a generated file. Do not edit it manually! Run `composer update-currencies` instead.\n *\nPHPDOC\n */\ntrait MoneyFactory\n{\n}\nPHP;\n\n    $methodBuffer = '';\n    foreach (require __DIR__.'/currency.php' as $code => $_) {\n        $methodBuffer .= sprintf(\" * @method static Money %s(string \\$amount)\\n\", $code);\n    }\n\n    file_put_contents(__DIR__.'/../src/MoneyFactory.php', str_replace('PHPDOC', rtrim($methodBuffer), $buffer));\n})();\n",
};

const uuidShape = {
  'composer.json':
    '{\n    "name": "acme/bits",\n    "require": {"php": "^8.1"},\n    "require-dev": {\n        "php-parallel-lint/php-parallel-lint": "^1.1",\n        "phpstan/phpstan": "^1.8",\n        "phpunit/phpunit": "^9",\n        "vimeo/psalm": "^4.9"\n    },\n    "autoload": {"psr-4": {"Acme\\\\Bits\\\\": "src/"}},\n    "autoload-dev": {"psr-4": {"Acme\\\\Bits\\\\Test\\\\": "tests/"}},\n    "scripts": {\n        "analyze": ["@phpstan", "@psalm"],\n        "lint": "parallel-lint src tests",\n        "phpstan": [\n            "phpstan analyse --no-progress",\n            "phpstan analyse -c phpstan-tests.neon --no-progress"\n        ],\n        "phpunit": "phpunit --colors=always",\n        "psalm": "psalm --show-info=false --config=psalm.xml",\n        "test": ["@lint", "@phpstan", "@psalm", "@phpunit"]\n    }\n}\n',
  'phpstan.neon.dist': 'parameters:\n    level: max\n    paths:\n        - ./src\n',
  'phpstan-tests.neon': 'parameters:\n    level: max\n    paths:\n        - ./tests\n',
  'psalm.xml': '<?xml version="1.0"?>\n<psalm errorLevel="1"><projectFiles><directory name="./src" /></projectFiles></psalm>\n',
  'phpunit.xml.dist':
    '<?xml version="1.0"?>\n<phpunit bootstrap="vendor/autoload.php"><testsuites><testsuite name="unit"><directory>./tests</directory></testsuite></testsuites></phpunit>\n',
  '.github/workflows/ci.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  static-analysis:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ramsey/composer-install@v2\n      - run: composer lint\n      - run: composer phpstan\n      - run: composer psalm\n  unit-tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ramsey/composer-install@v2\n      - run: ./vendor/bin/phpunit --no-coverage\n',
  'src/Bits.php':
    '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme\\Bits;\n\nfinal class Bits\n{\n    /** @psalm-pure */\n    public static function applyVariant(int $clockSeq): int\n    {\n        $clockSeq = $clockSeq & 0x3fff;\n        $clockSeq |= 0x8000;\n\n        return $clockSeq;\n    }\n}\n',
  'tests/BitsTest.php':
    '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme\\Bits\\Test;\n\nuse Acme\\Bits\\Bits;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class BitsTest extends TestCase\n{\n    public function testApplyVariant(): void\n    {\n        $this->assertSame(0x8001, Bits::applyVariant(1));\n    }\n}\n',
};

/** A single package tested by node --test, its lib/*.js type-checked under checkJs (tsconfig.js.json), its hand-written typings by tsd and tsconfig.ts.json (tj/commander.js’s). */
const commanderShape = {
  'package.json':
    '{\n  "name": "cmd",\n  "version": "1.0.0",\n  "type": "commonjs",\n  "main": "index.js",\n  "types": "typings/index.d.ts",\n  "scripts": {\n    "check": "npm run check:type && npm run check:lint",\n    "check:lint": "eslint .",\n    "check:type": "npm run check:type:js && npm run check:type:ts",\n    "check:type:ts": "tsd && tsc -p tsconfig.ts.json",\n    "check:type:js": "tsc -p tsconfig.js.json",\n    "test": "node --test && npm run check:type:ts"\n  },\n  "devDependencies": {\n    "eslint": "^9.0.0",\n    "tsd": "^0.31.0",\n    "typescript": "^5.5.0",\n    "@types/node": "^22.0.0"\n  },\n  "tsd": {\n    "directory": "typings"\n  }\n}\n',
  'package-lock.json': '{"name":"cmd","lockfileVersion":3,"packages":{}}\n',
  '.github/workflows/tests.yml':
    'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n      - uses: actions/setup-node@v4\n      - run: npm ci\n      - run: npm test\n      - run: npm run check\n',
  'tsconfig.json':
    '{\n  "compilerOptions": {"allowJs": true, "checkJs": true, "strict": true, "noEmit": true, "module": "nodenext", "types": ["node"]},\n  "include": ["*.js", "lib/**/*.js", "**/*.ts"]\n}\n',
  'tsconfig.js.json': '{\n  "extends": "./tsconfig.json",\n  "include": ["*.js", "lib/**/*.js"]\n}\n',
  'tsconfig.ts.json': '{\n  "extends": "./tsconfig.json",\n  "include": ["**/*.ts"]\n}\n',
  'eslint.config.js': 'module.exports = [];\n',
  'index.js': "const { Help } = require('./lib/help.js');\n\nexports.Help = Help;\n",
  'lib/help.js':
    'class Help {\n  /**\n   * @param {number} a\n   * @param {number} b\n   * @returns {number}\n   */\n  padWidth(a, b) {\n    return Math.max(a, b);\n  }\n}\n\nexports.Help = Help;\n',
  'typings/index.d.ts': 'export class Help {\n  padWidth(a: number, b: number): number;\n}\n',
  'typings/index.test-d.ts':
    "import { expectType } from 'tsd';\nimport { Help } from '.';\n\nexpectType<number>(new Help().padWidth(1, 2));\n",
  'tests/help.padWidth.test.js':
    "const { test } = require('node:test');\nconst assert = require('node:assert/strict');\nconst { Help } = require('../index.js');\n\ntest('padWidth is the max', () => {\n  assert.equal(new Help().padWidth(1, 2), 2);\n});\n",
  'tests/help.other.test.js':
    "const { test } = require('node:test');\nconst assert = require('node:assert/strict');\n\ntest('other', () => {\n  assert.ok(true);\n});\n",
};

/** A pnpm workspace whose tests package and tsconfig `paths` read `@trpc/server` from its src; the root's `typecheck-packages` CI runs type-checks every member (trpc's). */
const trpcShape = {
  '.github/workflows/main.yml':
    'name: main\non:\n  pull_request:\n  push:\n    branches: [main]\njobs:\n  typecheck:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v6\n      - uses: pnpm/action-setup@v5\n      - run: pnpm install\n      - run: pnpm typecheck-packages\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v6\n      - uses: pnpm/action-setup@v5\n      - run: pnpm install\n      - run: pnpm test --coverage\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v6\n      - uses: pnpm/action-setup@v5\n      - run: pnpm install\n      - run: pnpm build\n',
  'package.json':
    '{\n  "name": "root",\n  "private": true,\n  "type": "module",\n  "packageManager": "pnpm@10.33.1",\n  "scripts": {\n    "build": "turbo --filter=./packages/* build",\n    "test": "vitest",\n    "typecheck-packages": "pnpm run --parallel --filter=./packages/* typecheck",\n    "lint": "turbo lint"\n  },\n  "devDependencies": { "turbo": "^2.0.0", "typescript": "^5.9.0", "vitest": "^4.0.18" }\n}\n',
  'packages/server/package.json':
    '{\n  "name": "@trpc/server",\n  "version": "11.0.0",\n  "scripts": {\n    "build": "tsdown",\n    "lint": "eslint --cache src",\n    "typecheck": "tsc --noEmit",\n    "dev": "tsdown --watch"\n  },\n  "exports": {\n    ".": {\n      "types": "./dist/index.d.mts",\n      "default": "./dist/index.mjs"\n    }\n  },\n  "type": "module",\n  "main": "./dist/index.cjs",\n  "module": "./dist/index.mjs",\n  "types": "./dist/index.d.cts"\n}',
  'packages/server/src/index.ts': 'export function double(n: number): number {\n  return n * 2;\n}\n',
  'packages/server/tsconfig.json': '{ "extends": "../../tsconfig.json", "include": ["src"] }\n',
  'packages/tests/package.json':
    '{\n  "name": "@trpc/tests",\n  "private": true,\n  "scripts": {\n    "lint": "eslint --cache .",\n    "typecheck": "tsc --noEmit"\n  },\n  "dependencies": { "@trpc/server": "11.0.0" }\n}\n',
  'packages/tests/server/double.test.ts':
    "import { double } from '@trpc/server';\n\ntest('double', () => {\n  expect(double(2)).toBe(4);\n});\n",
  'packages/tests/tsconfig.json': '{ "extends": "../../tsconfig.json", "include": ["server"] }\n',
  'packages/tests/vitest.config.ts': "export { default } from '../../vitest.config';\n",
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
  'tsconfig.json':
    '{\n  "compilerOptions": {\n    "strict": true,\n    "paths": {\n      "@trpc/server": ["./packages/server/src"],\n      "@trpc/server/*": ["./packages/server/src/*"]\n    }\n  }\n}\n',
  'vitest.config.ts':
    "import { readdirSync, readFileSync } from 'node:fs';\nimport path, { join } from 'node:path';\nimport { fileURLToPath } from 'node:url';\nimport { defineConfig } from 'vitest/config';\n\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\nconst packagesDir = path.resolve(__dirname, 'packages');\nconst aliases: Record<string, string> = {};\nfor (const pkg of readdirSync(packagesDir).filter((it) => it !== 'tests')) {\n  const json = JSON.parse(readFileSync(join(packagesDir, pkg, 'package.json'), 'utf-8'));\n  for (const key of Object.keys(json.exports)) {\n    aliases[`@trpc/${pkg}${key.slice(1)}`] = join(packagesDir, pkg, 'src', key.slice(1));\n  }\n}\n\nexport default defineConfig({\n  resolve: { alias: aliases },\n  test: { globals: true, projects: ['./packages/*'] },\n});\n",
};

/** A package whose CI runs its tests through `../tool/coverage.sh` (`dart run test ... test/all_tests.dart`) from the package's folder (mobx.dart's). */
const dartCoverageShape = {
  '.github/workflows/build.yml':
    'name: Build\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    container:\n      image: dart:stable\n    steps:\n      - uses: actions/checkout@v3\n' +
    '      - name: Install dependencies\n        working-directory: pkg\n        run: dart pub get\n      - name: Analyze\n        working-directory: pkg\n        run: dart analyze --fatal-warnings --fatal-infos .\n' +
    '      - name: Run tests\n        working-directory: pkg\n        run: ../tool/coverage.sh\n',
  'tool/coverage.sh': '#!/bin/bash\nset -e\ndart run test --coverage=./coverage test/all_tests.dart\n',
  'pubspec.yaml': 'name: root\nenvironment:\n  sdk: ">=3.7.0 <4.0.0"\n',
  'pkg/pubspec.yaml': 'name: pkg\nversion: 1.0.0\nenvironment:\n  sdk: ">=3.7.0 <4.0.0"\ndev_dependencies:\n  test: ^1.17.0\n',
  'pkg/lib/pkg.dart': 'int add(int a, int b) => a + b;\n',
  'pkg/test/add_test.dart':
    "import 'package:pkg/pkg.dart';\nimport 'package:test/test.dart';\n\nvoid main() {\n  test('add', () => expect(add(1, 2), 3));\n}\n",
  'pkg/test/all_tests.dart': "import 'add_test.dart' as add_test;\n\nvoid main() {\n  add_test.main();\n}\n",
};

/** A melos workspace whose root pubspec holds no tests, its packages theirs (mobx.dart's). */
const melosShape = {
  'melos.yaml': 'name: mobx_workspace\npackages:\n  - mobx\n  - flutter_mobx\nscripts:\n  analyze: melos exec -- dart analyze .\n',
  'pubspec.yaml': 'name: mobx_workspace\nenvironment:\n  sdk: ">=3.7.0 <4.0.0"\ndev_dependencies:\n  melos: ^6.0.0\n',
  'mobx/pubspec.yaml': 'name: mobx\nversion: 2.0.0\nenvironment:\n  sdk: ">=3.7.0 <4.0.0"\ndev_dependencies:\n  test: ^1.17.0\n',
  'mobx/lib/src/atom.dart': 'class Atom {\n  final _observers = <Object>{};\n}\n',
  'mobx/test/atom_test.dart':
    "import 'package:mobx/src/atom.dart';\nimport 'package:test/test.dart';\n\nvoid main() {\n  test('atom', () => Atom());\n}\n",
};

/** A Swift package with two library targets, each with its test target, and a benchmark package of its own below it (apple/swift-log's). */
const swiftLogShape = {
  'Package.swift':
    '// swift-tools-version:6.1\nimport PackageDescription\nlet package = Package(name: "swift-log", targets: [\n' +
    '  .target(name: "Logging"), .target(name: "InMemoryLogging", dependencies: ["Logging"]),\n' +
    '  .testTarget(name: "LoggingTests", dependencies: ["Logging"]), .testTarget(name: "InMemoryLoggingTests", dependencies: ["InMemoryLogging"]),\n])\n',
  'Sources/Logging/Logging.swift': 'public struct Logger {}\n',
  'Sources/InMemoryLogging/InMemoryLogHandler.swift': 'public struct InMemoryLogHandler {\n  var entries: [String] = []\n}\n',
  'Tests/LoggingTests/LockTest.swift': 'import XCTest\nfinal class LockTest: XCTestCase {}\n',
  'Tests/InMemoryLoggingTests/InMemoryLogHandlerTests.swift': 'import Testing\n@Test func empty() {}\n',
  'Benchmarks/NoTraits/Package.swift':
    '// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: "NoTraits", dependencies: [\n' +
    '  .package(path: "../../"),\n  .package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.29.6"),\n' +
    '], targets: [.executableTarget(name: "NoTraits", path: "Benchmarks/NoTraitsBenchmarks")])\n',
  'Benchmarks/NoTraits/Benchmarks/NoTraitsBenchmarks/NoTraits.swift': 'import Logging\n',
};

/** A uv project whose local pre-commit hook (language `system`) regenerates a module from a Jinja template, CI running it through prek (fastapi/sqlmodel's). */
const generatorHookShape = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "0.1.0"\ndependencies = []\n\n[dependency-groups]\ndev = [{ include-group = "tests" }, "prek>=0.2.24,<1.0.0"]\ntests = ["pytest", "jinja2"]\n',
  'uv.lock': 'version = 1\n',
  'scripts/test.sh': '#!/usr/bin/env bash\nset -e\npytest tests\n',
  'scripts/generate_select.py':
    'from pathlib import Path\n\nfrom jinja2 import Template\n\ntemplate_path = Path(__file__).parent.parent / "pkg/_gen.py.jinja2"\ndestiny_path = Path(__file__).parent.parent / "pkg/_gen.py"\ndestiny_path.write_text(Template(template_path.read_text()).render(n=3))\n',
  '.pre-commit-config.yaml':
    'repos:\n  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v6.0.0\n    hooks:\n      - id: check-toml\n      - id: end-of-file-fixer\n  - repo: local\n    hooks:\n      - id: local-ruff-format\n        name: ruff format\n        entry: uv run ruff format --force-exclude --exit-non-zero-on-format\n        language: unsupported\n        types: [python]\n      - id: generate-select\n        language: unsupported\n        name: generate-select\n        entry: uv run ./scripts/generate_select.py\n        files: ^scripts/generate_select\\.py|pkg/_gen\\.py\\.jinja2$\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uv sync --no-dev --group tests\n      - run: uv run bash scripts/test.sh\n',
  '.github/workflows/pre-commit.yml':
    'on: [pull_request]\njobs:\n  pre-commit:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uv sync --locked\n      - run: uv run prek run --from-ref origin/${GITHUB_BASE_REF} --to-ref HEAD --show-diff-on-failure\n',
  'pkg/__init__.py': 'from ._gen import N\n',
  'pkg/_gen.py.jinja2': '# Generated TypeVars start\nN = {{ n }}\n',
  'pkg/_gen.py': '# Generated TypeVars start\nN = 3\n',
  'tests/test_gen.py': 'from pkg import N\n\n\ndef test_gen():\n    assert N == 3\n',
};
/** The turn both refit rows judge: a change of the library two test projects reference, each of them owed. */
const refitTurn = {
  change: {
    'src/Lib.Http/ClientFactory.cs':
      'namespace Lib.Http;\n\npublic static class ClientFactory\n{\n    public static string Name(string key) => key ?? throw new System.InvalidOperationException("no client registered");\n}\n',
  },
  expected: [
    'Run the tests: cd src && dotnet test --project tests/Lib.Http.Tests/Lib.Http.Tests.csproj && dotnet test --project tests/Lib.Tests/Lib.Tests.csproj',
  ],
  ran: [
    'cd src && dotnet test --project tests/Lib.Http.Tests/Lib.Http.Tests.csproj',
    'cd src && dotnet test --project tests/Lib.Tests/Lib.Tests.csproj',
  ],
  partly: [
    {
      ran: ['cd src && dotnet test --project tests/Lib.Http.Tests/Lib.Http.Tests.csproj'],
      left: [
        'Run the tests: cd src && dotnet test --project tests/Lib.Http.Tests/Lib.Http.Tests.csproj && dotnet test --project tests/Lib.Tests/Lib.Tests.csproj',
      ],
    },
    {
      ran: ['cd src && dotnet test --project tests/Lib.Tests/Lib.Tests.csproj'],
      left: [
        'Run the tests: cd src && dotnet test --project tests/Lib.Http.Tests/Lib.Http.Tests.csproj && dotnet test --project tests/Lib.Tests/Lib.Tests.csproj',
      ],
    },
    {
      ran: ['cd src && dotnet test --solution Lib.slnx'],
      left: [],
    },
  ],
};

/** A composer library tested with Nette Tester: `.phpt` scripts under tests/, a `tester` script CI runs (nette/utils'). */
const netteTesterShape = {
  '.github/workflows/tests.yml':
    'name: Tests\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: shivammathur/setup-php@v2\n        with:\n          php-version: 8.3\n      - run: composer install --no-progress --prefer-dist\n      - run: composer tester\n',
  'composer.json':
    '{\n\t"name": "acme/utils",\n\t"require": {"php": ">=8.2"},\n\t"require-dev": {"nette/tester": "^2.5"},\n\t"autoload": {"psr-4": {"Acme\\\\": "src"}},\n\t"scripts": {"tester": "tester tests -s"}\n}\n',
  'src/Str.php':
    '<?php\nnamespace Acme;\n\nfinal class Str\n{\n\tpublic static function upper(string $s): string\n\t{\n\t\treturn strtoupper($s);\n\t}\n}\n',
  'tests/Str.phpt':
    '<?php\nuse Acme\\Str;\nuse Tester\\Assert;\n\nrequire __DIR__ . "/bootstrap.php";\n\nAssert::same("A", Str::upper("a"));\n',
  'tests/bootstrap.php': '<?php\nrequire __DIR__ . "/../vendor/autoload.php";\nTester\\Environment::setup();\n',
};
/** Its CLAUDE.md, which says the suite and one file by Tester itself. */
const netteTesterGuide =
  '# CLAUDE.md\n\n## Essential Commands\n\n### Testing\n```bash\n# Run all tests\ncomposer run tester\n# or\nvendor/bin/tester tests -s\n\n# Run specific test file\nvendor/bin/tester tests/Str.phpt -s\n```\n';
/** nette/utils' source edit. */
const netteSourceEdit = {
  'src/Str.php':
    '<?php\nnamespace Acme;\n\nfinal class Str\n{\n\tpublic static function upper(string $s): string\n\t{\n\t\treturn mb_strtoupper($s);\n\t}\n}\n',
};

/** hynek/stamina: two nox sessions run mypy, the API's typing examples (`mypy_api`) and the package with them (`mypy_pkg`); mypy ignores `tests.*`. */
const staminaShape = {
  'pyproject.toml':
    '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\nrequires-python = ">=3.10"\n\n' +
    '[dependency-groups]\ntests = ["pytest"]\ntyping = []\ndev = [{ include-group = "tests" }, "mypy", "nox"]\n\n[tool.mypy]\nstrict = true\n\n' +
    '[[tool.mypy.overrides]]\nmodule = "tests.*"\nignore_errors = true\n\n[[tool.mypy.overrides]]\nmodule = "tests.typing.*"\nignore_errors = false\n',
  'noxfile.py':
    'import nox\n\nnox.options.sessions = ["tests", "mypy_api", "mypy_pkg"]\n\n\n@nox.session(python=["3.10", "3.11", "3.12", "3.13"])\ndef mypy_api(session):\n' +
    '    session.install(".", "mypy")\n    session.run("mypy", "tests/typing")\n\n\n@nox.session\ndef mypy_pkg(session):\n    session.install(".", "mypy")\n' +
    '    session.run("mypy", "src", "tests/typing", "noxfile.py")\n\n\n@nox.session\ndef tests(session):\n    session.install(".", "--group", "tests")\n' +
    '    session.run("pytest", *session.posargs)\n',
  '.github/workflows/ci.yml':
    'name: CI\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v5\n' +
    '      - run: uvx nox --sessions tests\n  mypy-api:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v5\n' +
    '      - run: uvx nox --sessions mypy_api\n  typing:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v5\n' +
    '      - run: uvx nox --sessions mypy_pkg\n',
  'src/pkg/__init__.py': 'def greet(name: str) -> str:\n    return f"hi {name}"\n',
  'src/pkg/py.typed': '',
  'tests/__init__.py': '',
  'tests/test_greet.py': 'from pkg import greet\n\n\ndef test_greet():\n    assert greet("a") == "hi a"\n',
  'tests/typing/api.py': 'from pkg import greet\n\ns: str = greet("a")\n',
};

/** Kermit's shape: a library build with the binary-compatibility-validator, and `samples/sample`, a standalone Gradle build of its own
 * (its settings and wrapper, not included by the root's) that consumes it from mavenLocal; CI runs the sample's `ciTest`. */
const nestedSampleBuild = {
  'settings.gradle.kts': 'rootProject.name = "demo"\ninclude(":core")\n',
  'build.gradle.kts':
    'plugins {\n    kotlin("multiplatform") version "2.2.0" apply false\n    id("org.jetbrains.kotlinx.binary-compatibility-validator") version "0.18.1"\n}\n',
  gradlew: '#!/bin/sh\nexec gradle "$@"\n',
  'core/build.gradle.kts': 'plugins { kotlin("multiplatform") }\nkotlin { jvm() }\n',
  'core/api/core.api': 'public final class demo/GreetKt {\n\tpublic static final fun greet ()Ljava/lang/String;\n}\n\n',
  'core/src/commonMain/kotlin/demo/Greet.kt': 'package demo\n\nfun greet(): String = "hi"\n',
  '.github/workflows/build.yml':
    'name: build\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./gradlew build\n      - run: ./gradlew publishToMavenLocal\n      - run: cd samples/sample && ./gradlew ciTest\n',
  'samples/sample/gradlew': '#!/bin/sh\nexec gradle "$@"\n',
  'samples/sample/settings.gradle.kts': 'rootProject.name = "sample"\ninclude(":shared")\n',
  'samples/sample/build.gradle.kts':
    'plugins {\n    kotlin("multiplatform") version "2.2.0" apply false\n}\ntasks.register("ciTest") {\n    dependsOn(":shared:build")\n}\n',
  'samples/sample/shared/build.gradle.kts':
    'plugins { kotlin("multiplatform") }\nrepositories { mavenLocal(); mavenCentral() }\nkotlin {\n    jvm()\n    sourceSets { commonMain.dependencies { implementation("demo:core:1.0") } }\n}\n',
  'samples/sample/shared/src/commonMain/kotlin/sample/Sample.kt':
    'package sample\n\nimport demo.greet\n\nclass Sample {\n    fun hello(): String = greet()\n}\n',
};

// A gem with minitest's suite (test/) and rspec's (spec/), whose Rakefile default runs both, CI through an appraisal (view_component).
const viewComponentShape = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "appraisal"\ngem "minitest"\ngem "rspec"\ngem "m"\ngem "standard"\n',
  Appraisals: 'appraise "rails-8.1" do\n  gem "rails", "~> 8.1.0"\nend\n',
  'gemfiles/rails_8.1.gemfile': 'source "https://rubygems.org"\ngem "rails", "~> 8.1.0"\ngemspec path: "../"\n',
  'vc.gemspec':
    'Gem::Specification.new { |s| s.name = "vc"; s.version = "0.1"; s.summary = "x"; s.authors = ["x"]; s.files = Dir["lib/**/*"] }\n',
  Rakefile:
    'require "rake/testtask"\nrequire "rspec/core/rake_task"\nRSpec::Core::RakeTask.new(:spec)\nRake::TestTask.new(:test) do |t|\n  t.libs << "test"\n  t.test_files = FileList["test/**/*_test.rb"]\nend\ntask :all_tests do\n  Rake::Task["test"].invoke\n  Rake::Task["spec"].invoke\nend\ntask default: [:all_tests]\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n      BUNDLE_GEMFILE: gemfiles/rails_8.1.gemfile\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec appraisal rails-8.1 rake all_tests\n',
  'CONTRIBUTING.md':
    '# Contributing\n\nMake sure the tests pass: `bundle exec rake`\n\nRun a subset of tests with `bundle exec m test/sandbox/test/YOUR_test.rb`\n',
  'lib/vc/collection.rb': 'module VC\n  class Collection\n    def each(&block)\n      [].each(&block)\n    end\n  end\nend\n',
  'test/test_helper.rb': 'require "minitest/autorun"\nrequire "vc/collection"\n',
  'test/sandbox/test/collection_test.rb':
    'require "test_helper"\nclass CollectionTest < Minitest::Test\n  def test_each\n    assert_equal [], VC::Collection.new.each.to_a\n  end\nend\n',
  'spec/spec_helper.rb': 'require "vc/collection"\n',
  'spec/collection_spec.rb': 'require "spec_helper"\nRSpec.describe VC::Collection do\n  it("is") { expect(described_class).to be }\nend\n',
};

describe('a twenty-fifth fresh check: a workspace member’s build and its type-check, runs of a test target', () => {
  ecosystemTable([
    {
      name: 'yarn+turbo+tsdx: no root tsc type-check (tsdx build type-checks); CI `yarn test` (turbo test dependsOn build) settles Build+tests (formik)',
      files: formikShape,
      change: { 'packages/lib/src/index.ts': 'export const isEmptyArray = (value?: any) =>\n  Array.isArray(value) && !value.length;\n' },
      expected: ['Build: yarn workspace lib build', 'Run the tests: yarn workspace lib test', 'Lint: yarn workspace lib lint'],
      ran: ['yarn test'],
    },
    {
      name: 'yarn+turbo+tsdx: a test-only edit owes only the changed tests, no Build and no root tsc (formik)',
      files: formikShape,
      change: {
        'packages/lib/test/index.test.ts':
          "import { isEmptyArray } from '../src';\n\ntest('isEmptyArray', () => {\n  expect(isEmptyArray([])).toBe(true);\n  expect(isEmptyArray([0])).toBe(false);\n});\n",
      },
      expected: ['Lint: yarn workspace lib lint', 'Run the changed tests: yarn workspace lib test'],
      ran: ['yarn workspace lib test'],
    },
    {
      name: 'yarn+turbo: after a dependency bump, `yarn install` + CI `yarn test` (builds first) settle everything; `npm install` does not count (formik)',
      files: formikShape,
      change: {
        'packages/lib/package.json':
          '{\n  "name": "lib",\n  "version": "1.0.0",\n  "main": "dist/index.js",\n  "typings": "dist/index.d.ts",\n  "scripts": { "test": "tsdx test --env=jsdom", "build": "tsdx build --tsconfig tsconfig.build.json", "lint": "tsdx lint" },\n  "dependencies": { "deepmerge": "^2.2.1" },\n  "devDependencies": { "tsdx": "^0.14.1", "typescript": "^4.0.3" }\n}\n',
      },
      expected: ['Install updated dependencies: yarn install', 'Build: yarn workspace lib build', 'Run the tests: yarn workspace lib test'],
      ran: ['yarn install', 'yarn test'],
    },
    {
      name: 'Python: a uv project whose main CI runs `uv run bash scripts/test.sh` is told `uv run bash scripts/test.sh`, not the bare `bash scripts/test.sh` from a pip-based sdist job (fastapi/typer)',
      files: typerShape,
      change: { 'pkg/__init__.py': 'def split(s: str) -> list[str]:\n    return s.split(",") if s else []\n' },
      expected: ['Run the tests: uv run bash scripts/test.sh'],
      ran: ['uv run bash scripts/test.sh'],
    },
    {
      name: 'Python: a changed test of a uv project is run through the wrapper as its main CI runs it, given the file (fastapi/typer)',
      files: typerShape,
      change: {
        'tests/test_split.py':
          'from pkg import split\n\n\ndef test_split():\n    assert split("a,b") == ["a", "b"]\n    assert split("a") == ["a"]\n',
      },
      expected: ['Run the changed tests: uv run bash scripts/test.sh tests/test_split.py'],
      ran: ['uv run bash scripts/test.sh tests/test_split.py'],
    },
    {
      name: 'TypeScript: `pnpm vitest --run <other file>` is a scoped run of another file and does not settle a changed test file (unjs/h3)',
      files: {
        'package.json':
          '{\n  "name": "lib",\n  "version": "1.0.0",\n  "type": "module",\n  "scripts": {\n    "build": "unbuild",\n    "test": "vitest --run"\n  },\n  "devDependencies": {\n    "unbuild": "^3.5.0",\n    "vitest": "^3.1.1"\n  },\n  "packageManager": "pnpm@10.7.0"\n}\n',
        'pnpm-lock.yaml': 'lockfileVersion: "9.0"\n',
        '.github/workflows/ci.yml':
          'name: ci\non: [push, pull_request]\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: corepack enable\n      - run: pnpm install\n      - run: pnpm build\n      - run: pnpm vitest --coverage\n',
        'src/index.ts': 'export const add = (a: number, b: number) => a + b;\n',
        'test/add.test.ts':
          'import { test, expect } from "vitest";\nimport { add } from "../src";\n\ntest("add", () => {\n  expect(add(1, 2)).toBe(3);\n});\n',
        'test/zero.test.ts':
          'import { test, expect } from "vitest";\nimport { add } from "../src";\n\ntest("add zero", () => {\n  expect(add(0, 0)).toBe(0);\n});\n',
      },
      change: {
        'test/add.test.ts':
          'import { test, expect } from "vitest";\nimport { add } from "../src";\n\ntest("add", () => {\n  expect(add(1, 2)).toBe(3);\n});\n\ntest("add negative", () => {\n  expect(add(-1, 1)).toBe(0);\n});\n',
      },
      expected: ['Run the changed tests: pnpm test test/add.test.ts'],
      ran: ['pnpm vitest --run test/add.test.ts'],
      skips: ['pnpm vitest --run test/zero.test.ts'],
    },
    {
      name: 'Elixir: a hand-written JS asset under priv/static owes no mix test or mix format (phoenixframework/phoenix_html)',
      files: phoenixHtmlShape,
      change: {
        'priv/static/widget.js':
          '"use strict";\n(function() {\n  function hidden(name, value) {\n    var input = document.createElement("input");\n    input.type = "hidden"; // never shown\n    input.name = name;\n    input.value = value;\n    return input;\n  }\n  window.widgetHidden = hidden;\n})();\n',
      },
      expected: [],
      ran: [],
    },
    {
      name: 'Elixir: beside a served JS asset, a change to the library still owes mix test and mix format (phoenixframework/phoenix_html)',
      files: phoenixHtmlShape,
      change: { 'lib/widget.ex': 'defmodule Widget do\n  def id(name), do: "widget_#{name}"\nend\n' },
      expected: ['Run the tests: mix test', 'Lint: mix format --check-formatted'],
      ran: ['mix test', 'mix format --check-formatted'],
    },
    {
      name: 'Rust: a feature the contributing guide requires for tests is kept even when Cargo.toml has a non-empty default feature list (miette)',
      files: {
        'Cargo.toml':
          '[package]\nname = "diag"\nversion = "0.1.0"\nedition = "2018"\n\n[features]\ndefault = ["derive"]\nderive = []\nfancy = []\nsyntect-highlighter = ["fancy"]\n',
        'CONTRIBUTING.md':
          '# Contributing\n\n## Project Setup\n\nThen in your terminal:\n* `cd path/to/your/clone`\n* `cargo test --features fancy`\n\n**Note:** If you don\'t include the "fancy" feature, one of the doc-tests will fail.\n',
        'src/lib.rs': '/// Name.\npub fn name() -> &\'static str {\n    "diag"\n}\n',
      },
      change: { 'src/lib.rs': '/// Name.\n#[must_use]\npub fn name() -> &\'static str {\n    "diag"\n}\n' },
      expected: ['Run the tests: cargo test --features fancy'],
      ran: ['cargo test --features fancy'],
      skips: ['cargo test'],
    },
    {
      name: 'Rust: a changed integration test gated by #![cfg(feature)] is run with that feature, else it runs zero tests (miette)',
      files: {
        'Cargo.toml': '[package]\nname = "diag"\nversion = "0.1.0"\nedition = "2018"\n\n[features]\nfancy = []\n',
        'src/lib.rs': '/// Name.\npub fn name() -> &\'static str {\n    "diag"\n}\n',
        'tests/narrated.rs':
          '#![cfg(feature = "fancy")]\n\nuse diag::name;\n\n#[test]\nfn narrated_name() {\n    assert_eq!(name(), "diag");\n}\n',
      },
      change: {
        'tests/narrated.rs':
          '#![cfg(feature = "fancy")]\n\nuse diag::name;\n\n#[test]\nfn narrated_name() {\n    assert_eq!(name(), "diag", "name mismatch");\n}\n',
      },
      expected: ['Run the changed tests: cargo test --features fancy --test narrated'],
      ran: ['cargo test --features fancy --test narrated'],
      skips: ['cargo test --test narrated'],
    },
    {
      name: 'Rust: … an all() of features gates it on each of them (miette)',
      files: {
        'Cargo.toml': '[package]\nname = "diag"\nversion = "0.1.0"\nedition = "2018"\n\n[features]\nfancy = []\nwide = []\n',
        'src/lib.rs': '/// Name.\npub fn name() -> &\'static str {\n    "diag"\n}\n',
        'tests/narrated.rs':
          '//! Narrated output.\n#![cfg(all(feature = "fancy", feature = "wide"))]\n\nuse diag::name;\n\n#[test]\nfn narrated_name() {\n    assert_eq!(name(), "diag");\n}\n',
      },
      change: {
        'tests/narrated.rs':
          '//! Narrated output.\n#![cfg(all(feature = "fancy", feature = "wide"))]\n\nuse diag::name;\n\n#[test]\nfn narrated_name() {\n    assert_eq!(name(), "diag", "name mismatch");\n}\n',
      },
      expected: ['Run the changed tests: cargo test --features fancy,wide --test narrated'],
      ran: ['cargo test --features fancy,wide --test narrated'],
      skips: ['cargo test --test narrated', 'cargo test --features fancy --test narrated'],
    },
    {
      name: 'Rust: editing a test-less proc-macro member reached through an optional (feature-enabled) dependency tests the dependent crate, not the member (miette)',
      files: {
        'Cargo.toml':
          '[package]\nname = "diag"\nversion = "0.1.0"\nedition = "2018"\n\n[dependencies]\ndiag-derive = { path = "diag-derive", optional = true }\n\n[features]\ndefault = ["derive"]\nderive = ["dep:diag-derive"]\n\n[workspace]\nmembers = ["diag-derive"]\n',
        'diag-derive/Cargo.toml': '[package]\nname = "diag-derive"\nversion = "0.1.0"\nedition = "2018"\n\n[lib]\nproc-macro = true\n',
        'diag-derive/src/lib.rs':
          'use proc_macro::TokenStream;\n\n#[proc_macro_derive(Diagnostic)]\npub fn derive_diagnostic(_input: TokenStream) -> TokenStream {\n    TokenStream::new()\n}\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo test --all --verbose\n',
        'src/lib.rs': 'pub use diag_derive::Diagnostic;\n',
        'tests/derive.rs': 'use diag::Diagnostic;\n\n#[derive(Diagnostic)]\nstruct Foo;\n\n#[test]\nfn derives() {\n    let _ = Foo;\n}\n',
      },
      change: {
        'diag-derive/src/lib.rs':
          'use proc_macro::TokenStream;\n\n#[proc_macro_derive(Diagnostic)]\npub fn derive_diagnostic(_input: TokenStream) -> TokenStream {\n    // Nothing generated yet.\n    TokenStream::new()\n}\n',
      },
      expected: ['Run the tests: cargo test -p diag'],
      ran: ['cargo test --all'],
      skips: ['cargo test -p diag-derive'],
    },
    {
      name: "C: the Build step copies the main CMake job, not the valgrind-only job's -D option (jansson)",
      files: {
        '.github/workflows/tests.yml':
          'name: tests\non: [push, pull_request]\njobs:\n  cmake:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cmake -DCMAKE_BUILD_TYPE=Release .\n      - run: cmake --build . --config Release\n      - run: ctest --output-on-failure -C Release\n  valgrind:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: sudo apt update && sudo apt install valgrind\n      - run: cmake -DJANSSON_TEST_WITH_VALGRIND=ON .\n      - run: cmake --build .\n      - run: ctest --output-on-failure\n',
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.10)\nproject(jansson C)\noption(JANSSON_TEST_WITH_VALGRIND "Enable valgrind tests." OFF)\nadd_library(jansson src/value.c)\ntarget_include_directories(jansson PUBLIC src)\nenable_testing()\nadd_executable(test_array test/suites/api/test_array.c)\ntarget_link_libraries(test_array jansson)\nif (JANSSON_TEST_WITH_VALGRIND)\n  add_test(memcheck__test_array valgrind --error-exitcode=1 $<TARGET_FILE:test_array>)\nelse()\n  add_test(test_array test_array)\nendif()\n',
        'src/jansson.h':
          '#include <stddef.h>\ntypedef struct { int type; size_t size; } json_t;\n#define json_is_array(j) ((j) && (j)->type == 1)\nsize_t json_array_size(const json_t *json);\n',
        'src/value.c':
          '#include "jansson.h"\n\nsize_t json_array_size(const json_t *json) {\n    if (!json_is_array(json))\n        return 0;\n    return json->size;\n}\n',
        'test/suites/api/test_array.c': '#include "jansson.h"\n\nint main(void) {\n    return json_array_size(NULL) != 0;\n}\n',
      },
      change: {
        'src/value.c':
          '#include "jansson.h"\n\nsize_t json_array_size(const json_t *json) {\n    if (!json || !json_is_array(json))\n        return 0;\n    return json->size;\n}\n',
      },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build && cmake --build build', 'ctest --test-dir build'],
    },
    {
      name: 'C: a new suite data case in a CMake+autotools tree gets a runnable command (no bare make check without configure) (jansson)',
      files: {
        '.github/workflows/tests.yml':
          'name: tests\non: [push, pull_request]\njobs:\n  autotools:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: autoreconf -fi\n      - run: ./configure\n      - run: make check\n  cmake:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cmake -DCMAKE_BUILD_TYPE=Release .\n      - run: cmake --build . --config Release\n      - run: ctest --output-on-failure -C Release\n',
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.10)\nproject(jansson C)\noption(JANSSON_TEST_WITH_VALGRIND "Enable valgrind tests." OFF)\nadd_library(jansson src/value.c)\ntarget_include_directories(jansson PUBLIC src)\nenable_testing()\nadd_executable(test_array test/suites/api/test_array.c)\ntarget_link_libraries(test_array jansson)\nif (JANSSON_TEST_WITH_VALGRIND)\n  add_test(memcheck__test_array valgrind --error-exitcode=1 $<TARGET_FILE:test_array>)\nelse()\n  add_test(test_array test_array)\nendif()\nfile(GLOB TESTDIRS test/suites/valid/*)\nforeach (TESTDIR ${TESTDIRS})\n  get_filename_component(TNAME ${TESTDIR} NAME)\n  add_test(valid__${TNAME} ${CMAKE_CURRENT_SOURCE_DIR}/test/suites/valid/run ${TESTDIR})\nendforeach ()\n',
        'src/jansson.h':
          '#include <stddef.h>\ntypedef struct { int type; size_t size; } json_t;\n#define json_is_array(j) ((j) && (j)->type == 1)\nsize_t json_array_size(const json_t *json);\n',
        'src/value.c':
          '#include "jansson.h"\n\nsize_t json_array_size(const json_t *json) {\n    if (!json_is_array(json))\n        return 0;\n    return json->size;\n}\n',
        'test/suites/api/test_array.c': '#include "jansson.h"\n\nint main(void) {\n    return json_array_size(NULL) != 0;\n}\n',
        'configure.ac': 'AC_INIT([jansson], [2.14])\nAM_INIT_AUTOMAKE([foreign])\nAC_PROG_CC\nAC_CONFIG_FILES([Makefile])\nAC_OUTPUT\n',
        'Makefile.am': 'SUBDIRS =\nTESTS = test/run-suites\n',
        'README.rst':
          'Jansson\n=======\n\nCompilation and Installation\n----------------------------\n\n   $ ./configure\n   $ make\n\nTo run the test suite, invoke::\n\n   $ make check\n\nIf the source has been checked out from a Git repository, the ``configure``\nscript has to be generated first::\n\n   $ autoreconf -i\n',
        'test/run-suites': '#!/bin/sh\nfor d in test/suites/valid/*; do test/suites/valid/run $d || exit 1; done\n',
        'test/suites/valid/run': '#!/bin/sh\ncmp -s "$1/input" "$1/output"\n',
        'test/suites/valid/empty-array/input': '[]\n',
        'test/suites/valid/empty-array/output': '[]\n',
      },
      change: {
        'test/suites/valid/nested-empty-arrays/input': '[[], [[]]]\n',
        'test/suites/valid/nested-empty-arrays/output': '[[], [[]]]\n',
      },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build && cmake --build build', 'ctest --test-dir build'],
    },
    {
      name: 'typescript: a library whose tests drive a workspace app importing its dist/ owes `pnpm build` before `pnpm test`, and `pnpm test` (playwright) does not settle type-check (sonner)',
      files: sonnerShape,
      change: {
        'src/index.tsx':
          "import React from 'react';\n// Default number of toasts shown at once\nconst VISIBLE = 3;\nexport function Toaster() {\n  return <ol data-visible={VISIBLE} />;\n}\n",
      },
      expected: ['Build: pnpm run build', 'Run the tests: pnpm test', 'Type-check: pnpm run type-check'],
      ran: ['pnpm build', 'pnpm test', 'pnpm run type-check'],
      partly: [{ ran: ['pnpm test'], left: ['Build: pnpm run build', 'Type-check: pnpm run type-check'] }],
    },
    {
      name: 'typescript: editing a root playwright spec under a workspace app dir owes only the playwright run, not a type-check of that app nobody runs (sonner)',
      files: sonnerShape,
      change: {
        'test/tests/basic.spec.ts':
          "import { expect, test } from '@playwright/test';\n\ntest('renders', async ({ page }) => {\n  await page.goto('/');\n  await expect(page.locator('ol')).toHaveCount(1);\n});\n\ntest('has one list', async ({ page }) => {\n  await page.goto('/');\n  await expect(page.locator('ol')).toHaveCount(1);\n});\n",
      },
      expected: ['Run the changed tests: pnpm test test/tests/basic.spec.ts'],
      ran: ['pnpm test'],
      skips: ['pnpm run type-check'],
    },
    {
      name: 'php: phpunit not in require-dev (Symfony split component) runs global phpunit, not vendor/bin/phpunit (symfony/yaml)',
      files: { ...splitComponentShape, '.gitignore': 'vendor/\ncomposer.lock\nphpunit.xml\n' },
      change: {
        'Inline.php':
          '<?php\nnamespace Acme\\Yaml;\n\nclass Inline\n{\n    public static function parse(string $value): string\n    {\n        return trim($value, " ");\n    }\n}\n',
      },
      expected: ['Run the tests: phpunit'],
      ran: ['phpunit'],
    },
    {
      name: 'php: changed test in a component without phpunit in require-dev uses global phpunit (symfony/yaml)',
      files: splitComponentShape,
      change: {
        'Tests/InlineTest.php':
          "<?php\nnamespace Acme\\Yaml\\Tests;\n\nuse Acme\\Yaml\\Inline;\nuse PHPUnit\\Framework\\TestCase;\n\nclass InlineTest extends TestCase\n{\n    public function testParse()\n    {\n        $this->assertSame('a', Inline::parse(' a '));\n        $this->assertSame('', Inline::parse(''));\n    }\n}\n",
      },
      expected: ['Run the changed tests: phpunit Tests/InlineTest.php'],
      ran: ['phpunit Tests/InlineTest.php'],
    },
    {
      name: "kotlin/java: a test in a custom JvmTestSuite source set runs with that suite's task, not :test (caffeine)",
      files: {
        'settings.gradle.kts': 'rootProject.name = "caffeine-root"\ninclude("caffeine")\n',
        'build.gradle.kts': '',
        gradlew: '#!/bin/sh\nexec gradle "$@"\n',
        'caffeine/build.gradle.kts':
          'plugins {\n  `java-library`\n}\n\ntesting {\n  suites {\n    named<JvmTestSuite>("test") {\n      useJUnitJupiter()\n    }\n    register<JvmTestSuite>("jsr166Test") {\n      useJUnit()\n      dependencies {\n        implementation(project())\n      }\n    }\n  }\n}\n',
        'caffeine/src/main/java/com/example/cache/Cache.java':
          'package com.example.cache;\n\npublic final class Cache {\n  public int size() { return 0; }\n}\n',
        'caffeine/src/test/java/com/example/cache/CacheTest.java':
          'package com.example.cache;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\nimport org.junit.jupiter.api.Test;\n\nclass CacheTest {\n  @Test\n  void empty() { assertEquals(0, new Cache().size()); }\n}\n',
        'caffeine/src/jsr166Test/java/com/example/jsr166/MapTest.java':
          'package com.example.jsr166;\n\nimport junit.framework.TestCase;\nimport com.example.cache.Cache;\n\npublic class MapTest extends TestCase {\n  public void testEmpty() {\n    assertTrue(new Cache().size() == 0);\n  }\n}\n',
        '.github/workflows/build.yml':
          'name: build\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        suite: ["caffeine:test", "caffeine:jsr166Test"]\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./gradlew ${{ matrix.suite }}\n',
      },
      change: {
        'caffeine/src/jsr166Test/java/com/example/jsr166/MapTest.java':
          'package com.example.jsr166;\n\nimport junit.framework.TestCase;\nimport com.example.cache.Cache;\n\npublic class MapTest extends TestCase {\n  public void testEmpty() {\n    assertTrue(new Cache().size() == 0);\n    assertEquals(0, new Cache().size());\n  }\n}\n',
      },
      expected: ['Run the changed tests: ./gradlew :caffeine:jsr166Test --tests com.example.jsr166.MapTest'],
      ran: ['./gradlew :caffeine:jsr166Test --tests com.example.jsr166.MapTest'],
      skips: ['./gradlew :caffeine:test'],
    },
    {
      name: "groovy/java: a test in a JvmTestSuite the Groovy DSL declares (`integrationTest(JvmTestSuite)`) runs with that suite's task (caffeine)",
      files: {
        'settings.gradle': "rootProject.name = 'root'\ninclude 'lib'\n",
        gradlew: '#!/bin/sh\nexec gradle "$@"\n',
        'lib/build.gradle':
          "plugins {\n    id 'java-library'\n}\n\ntesting {\n    suites {\n        test {\n            useJUnitJupiter()\n        }\n        integrationTest(JvmTestSuite) {\n            dependencies {\n                implementation project()\n            }\n        }\n    }\n}\n",
        'lib/src/main/java/com/example/Api.java':
          'package com.example;\n\npublic final class Api {\n  public int answer() { return 42; }\n}\n',
        'lib/src/test/java/com/example/ApiTest.java':
          'package com.example;\n\nimport org.junit.jupiter.api.Test;\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nclass ApiTest {\n  @Test\n  void answers() { assertEquals(42, new Api().answer()); }\n}\n',
        'lib/src/integrationTest/java/com/example/ApiFlowTest.java':
          'package com.example;\n\nimport org.junit.jupiter.api.Test;\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nclass ApiFlowTest {\n  @Test\n  void flows() { assertEquals(42, new Api().answer()); }\n}\n',
      },
      change: {
        'lib/src/integrationTest/java/com/example/ApiFlowTest.java':
          'package com.example;\n\nimport org.junit.jupiter.api.Test;\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nclass ApiFlowTest {\n  @Test\n  void flows() { assertEquals(42, new Api().answer()); }\n\n  @Test\n  void again() { assertEquals(42, new Api().answer()); }\n}\n',
      },
      expected: ['Run the changed tests: ./gradlew :lib:integrationTest --tests com.example.ApiFlowTest'],
      ran: ['./gradlew :lib:integrationTest --tests com.example.ApiFlowTest'],
      skips: ['./gradlew :lib:test'],
    },
    {
      name: 'python: a bumped pin in requirements/<name>.txt (fed to tox deps and `make deps`) is a dependency change, not docs (django-filter)',
      files: runtestsShape,
      change: {
        'requirements/test-ci.txt': 'coverage[toml]>=7.6\npytz\n',
      },
      expected: ['Install updated dependencies: make deps', 'Run the tests: make test'],
      ran: ['make deps', 'make test'],
      partly: [{ ran: ['python runtests.py'], left: ['Install updated dependencies: make deps'] }],
    },
    // the changed tests' run
    // stays the whole suite (`make test`), which the report accepts beside the labelled run
    {
      name: 'python: a Django runtests.py run of another test module does not settle the changed test module (django-filter)',
      files: {
        ...runtestsShape,
        'tests/test_other.py':
          'from django.test import TestCase\n\n\nclass O(TestCase):\n    def test_o(self):\n        self.assertTrue(True)\n',
      },
      change: {
        'tests/test_utils.py':
          'from django.test import TestCase\nfrom pkg.utils import f\n\n\nclass T(TestCase):\n    def test_f(self):\n        self.assertEqual(f(), 1)\n\n    def test_f_int(self):\n        self.assertIsInstance(f(), int)\n',
      },
      expected: ['Run the changed tests: make test'],
      ran: ['./runtests.py tests.test_utils'],
      skips: ['./runtests.py tests.test_other', 'python runtests.py tests.test_other'],
      partly: [
        { ran: ['./runtests.py'], left: [] },
        { ran: ['python runtests.py tests.test_utils'], left: [] },
      ],
    },
    {
      name: 'python: … as is a crate the pyproject names by `manifest-path` in another folder',
      files: {
        ...maturinShape,
        'pyproject.toml': maturinShape['pyproject.toml'].replace('[tool.maturin]\n', '[tool.maturin]\nmanifest-path = "ext/Cargo.toml"\n'),
        'ext/Cargo.toml': maturinShape['rust/Cargo.toml'],
        'ext/src/lib.rs': maturinShape['rust/src/lib.rs'],
      },
      change: { 'ext/src/lib.rs': `// Gregorian rule.\n${maturinShape['rust/src/lib.rs']}` },
      expected: ['Build: poetry run maturin develop', 'Run the tests: make test', 'Lint: make lint-rust'],
      ran: ['poetry run maturin develop', 'make test'],
    },
    {
      name: 'typescript: … the manifest a member exports for tools (`"./package.json": "./package.json"`) is no entry point (changesets/changesets)',
      files: {
        ...changesetsShape,
        'packages/a/package.json':
          '{ "name": "@x/a", "version": "1.0.0", "type": "module", "exports": { ".": "./dist/index.mjs", "./package.json": "./package.json" } }\n',
      },
      change: {
        'packages/a/src/index.ts':
          'export function truncate(s: string, max = 240): string {\n  return s.length > max ? s.slice(0, max) + "..." : s;\n}\n',
      },
      expected: ['Build: pnpm run build', 'Run the tests: pnpm test', 'Lint: pnpm run lint', 'Type-check: pnpm run types:check'],
      ran: ['pnpm build', 'pnpm test run', 'pnpm types:check'],
    },
    {
      name: 'rust: a source file’s own unit tests (`#[cfg(test)] mod tests`) are not run by its doc tests or an integration target alone (starship)',
      files: {
        'Cargo.toml': '[package]\nname = "prompt"\nversion = "0.1.0"\nedition = "2021"\n',
        'src/lib.rs': 'pub mod duration;\n',
        'src/duration.rs':
          '/// Whole seconds.\npub fn secs(ms: u64) -> u64 {\n    ms / 1000\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn one() {\n        assert_eq!(super::secs(1000), 1);\n    }\n}\n',
        'tests/cli.rs': '#[test]\nfn runs() {\n    assert_eq!(prompt::duration::secs(0), 0);\n}\n',
      },
      change: {
        'src/duration.rs':
          '/// Whole seconds.\npub fn secs(ms: u64) -> u64 {\n    ms / 1000\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn one() {\n        assert_eq!(super::secs(1500), 1);\n    }\n}\n',
      },
      expected: ['Run the tests: cargo test'],
      ran: ['cargo test'],
      skips: ['cargo test --doc', 'cargo test --test cli'],
      partly: [{ ran: ['cargo test --lib'], left: [] }],
    },
    {
      name: 'php: … a package requiring a package that requires PHPUnit (Orchestra Testbench) has `vendor/bin/phpunit` all the same (control)',
      files: {
        'composer.json':
          '{\n    "name": "acme/pkg",\n    "require": { "php": ">=8.2" },\n    "require-dev": { "orchestra/testbench": "^9.0" },\n    "autoload": { "psr-4": { "Acme\\\\Pkg\\\\": "src/" } }\n}\n',
        'phpunit.xml.dist':
          '<?xml version="1.0" encoding="UTF-8"?>\n<phpunit bootstrap="vendor/autoload.php">\n    <testsuites>\n        <testsuite name="Pkg">\n            <directory>./tests/</directory>\n        </testsuite>\n    </testsuites>\n</phpunit>\n',
        'src/Pkg.php':
          '<?php\nnamespace Acme\\Pkg;\n\nclass Pkg\n{\n    public static function one(): int\n    {\n        return 1;\n    }\n}\n',
        'tests/PkgTest.php':
          '<?php\nnamespace Acme\\Pkg\\Tests;\n\nuse Acme\\Pkg\\Pkg;\nuse Orchestra\\Testbench\\TestCase;\n\nclass PkgTest extends TestCase\n{\n    public function testOne()\n    {\n        $this->assertSame(1, Pkg::one());\n    }\n}\n',
      },
      change: {
        'src/Pkg.php':
          '<?php\nnamespace Acme\\Pkg;\n\nclass Pkg\n{\n    public static function one(): int\n    {\n        return 2 - 1;\n    }\n}\n',
      },
      expected: ['Run the tests: vendor/bin/phpunit'],
      ran: ['vendor/bin/phpunit'],
    },
    {
      name: 'PHP: a CI step "Check tests code" running the phpmd-test script is lint, not the tests; tests are composer phpunit (Carbon)',
      files: phpmdShape,
      change: {
        'src/Month.php':
          '<?php\n\nnamespace Acme;\n\nfinal class Month\n{\n    public static function wrap(int $n): int\n    {\n        $m = $n % 12;\n\n        if ($m < 1) {\n            $m += 12;\n        }\n\n        return $m;\n    }\n}\n',
      },
      expected: ['Run the tests: composer phpunit', 'Lint: composer phpcs', 'Type-check: composer phpstan'],
      ran: ['composer phpunit', 'composer phpstan'],
    },
    {
      name: 'PHP: a changed test file runs with phpunit, not with the phpmd-test lint script a CI step names "Check tests code" (Carbon)',
      files: phpmdShape,
      change: {
        'tests/MonthTest.php':
          '<?php\n\nnamespace Tests;\n\nuse Acme\\Month;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class MonthTest extends TestCase\n{\n    public function testWrap(): void\n    {\n        $this->assertSame(12, Month::wrap(0));\n        $this->assertSame(2, Month::wrap(26));\n    }\n}\n',
      },
      expected: ['Lint: composer phpcs', 'Type-check: composer phpstan', 'Run the changed tests: composer phpunit -- tests/MonthTest.php'],
      ran: ['vendor/bin/phpunit tests/MonthTest.php', 'composer phpstan'],
    },
    {
      name: "Dart: editing a `part of` file whose library has part '*.g.dart' owes build_runner regeneration (riverpod)",
      files: {
        'pubspec.yaml':
          'name: tracer\nenvironment:\n  sdk: ^3.5.0\ndependencies:\n  meta: ^1.15.0\ndev_dependencies:\n  build_runner: ^2.4.0\n  json_serializable: ^6.8.0\n  json_annotation: ^4.9.0\n  test: ^1.25.0\n',
        'lib/tracer.dart': "export 'src/framework.dart';\n",
        'lib/src/framework.dart':
          "import 'package:json_annotation/json_annotation.dart';\n\npart 'framework.g.dart';\npart 'core/frame.dart';\n",
        'lib/src/framework.g.dart':
          "// GENERATED CODE - DO NOT MODIFY BY HAND\n\npart of 'framework.dart';\n\nMap<String, dynamic> _$FrameToJson(Frame instance) => <String, dynamic>{\n      'index': instance.index,\n    };\n",
        'lib/src/core/frame.dart':
          "part of '../framework.dart';\n\n@JsonSerializable()\nclass Frame {\n  Frame(this.index);\n  final int index;\n\n  Map<String, Object?> toJson() => _$FrameToJson(this);\n}\n",
        'test/frame_test.dart':
          "import 'package:test/test.dart';\nimport 'package:tracer/tracer.dart';\n\nvoid main() {\n  test('toJson', () => expect(Frame(1).toJson(), {'index': 1}));\n}\n",
      },
      change: {
        'lib/src/core/frame.dart':
          "part of '../framework.dart';\n\n@JsonSerializable()\nclass Frame {\n  Frame(this.index);\n  final int index;\n  final bool isReplay = false;\n\n  Map<String, Object?> toJson() => _$FrameToJson(this);\n}\n",
      },
      expected: [
        'Regenerate the parts build_runner writes from it: dart run build_runner build --delete-conflicting-outputs',
        'Run the tests: dart test',
        'Type-check: dart analyze',
      ],
      ran: ['dart run build_runner build --delete-conflicting-outputs', 'dart test', 'dart analyze'],
    },
    {
      name: 'PHP: a hand-edited composer.json constraint needs composer update (composer install keeps the stale ignored lock) (Carbon)',
      files: {
        '.gitignore': '/vendor/\ncomposer.lock\n',
        'composer.json':
          '{\n    "name": "acme/dates",\n    "require": {"php": "^8.1"},\n    "require-dev": {"phpunit/phpunit": "^10.5.53"},\n    "autoload": {"psr-4": {"Acme\\\\": "src/"}},\n    "autoload-dev": {"psr-4": {"Tests\\\\": "tests/"}},\n    "scripts": {"phpunit": "phpunit", "test": ["@phpunit"]}\n}\n',
        'phpunit.xml.dist':
          '<?xml version="1.0" encoding="UTF-8"?>\n<phpunit bootstrap="vendor/autoload.php">\n  <testsuites><testsuite name="all"><directory>tests</directory></testsuite></testsuites>\n</phpunit>\n',
        'src/Month.php':
          '<?php\n\nnamespace Acme;\n\nfinal class Month\n{\n    public static function wrap(int $n): int\n    {\n        $m = $n % 12;\n\n        return $m < 1 ? $m + 12 : $m;\n    }\n}\n',
        'tests/MonthTest.php':
          '<?php\n\nnamespace Tests;\n\nuse Acme\\Month;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class MonthTest extends TestCase\n{\n    public function testWrap(): void\n    {\n        $this->assertSame(12, Month::wrap(0));\n    }\n}\n',
      },
      change: {
        'composer.json':
          '{\n    "name": "acme/dates",\n    "require": {"php": "^8.1"},\n    "require-dev": {"phpunit/phpunit": "^10.5.58"},\n    "autoload": {"psr-4": {"Acme\\\\": "src/"}},\n    "autoload-dev": {"psr-4": {"Tests\\\\": "tests/"}},\n    "scripts": {"phpunit": "phpunit", "test": ["@phpunit"]}\n}\n',
      },
      expected: ['Install updated dependencies: composer update', 'Run the tests: composer test'],
      ran: ['composer update', 'composer test'],
      partly: [{ ran: ['composer install', 'composer test'], left: ['Install updated dependencies: composer update'] }],
    },
    {
      name: 'Ruby: a spec under a CI-only Appraisal gemfile runs with that BUNDLE_GEMFILE, and plain rspec (a skipped no-op) does not settle it (grape)',
      files: hashieMatrix,
      change: {
        'spec/integration/hashie/hashie_spec.rb':
          "describe 'Hashie', if: defined?(Hashie) do\n  it { expect(Mylib.mash(a: 1).a).to eq 1 }\n  it { expect(Mylib.mash(b: 2).b).to eq 2 }\nend\n",
      },
      expected: ['Run the changed tests: BUNDLE_GEMFILE=gemfiles/hashie.gemfile bundle exec rspec spec/integration/hashie/hashie_spec.rb'],
      ran: ['BUNDLE_GEMFILE=gemfiles/hashie.gemfile bundle exec rspec spec/integration/hashie/hashie_spec.rb'],
      skips: ['bundle exec rspec spec/integration/hashie/hashie_spec.rb'],
    },
    {
      name: 'Ruby: … a spec outside the matrix gemfile’s folder runs under the bundle’s own (control)',
      files: hashieMatrix,
      change: {
        'spec/unit/mylib_spec.rb':
          'describe Mylib do\n  it { expect(Mylib.mash({})).to eq({}) }\n  it { expect(Mylib.mash(1)).to eq(1) }\nend\n',
      },
      expected: ['Run the changed tests: bundle exec rspec spec/unit/mylib_spec.rb'],
      ran: ['bundle exec rspec spec/unit/mylib_spec.rb'],
    },
    {
      name: "TypeScript: a colocated src/<fn>/test.ts edit is a test change, and running another function's test file does not settle it (date-fns/date-fns)",
      files: colocatedTests,
      change: {
        'src/addDays/test.ts':
          'import { expect, it } from "vitest";\nimport { addDays } from "./index.ts";\n\nit("adds days", () => {\n  expect(addDays(new Date(2014, 8, 1), 10)).toEqual(new Date(2014, 8, 11));\n});\n\nit("subtracts days when the amount is negative", () => {\n  expect(addDays(new Date(2014, 8, 11), -10)).toEqual(new Date(2014, 8, 1));\n});\n',
      },
      expected: ['Run the changed tests: pnpm test src/addDays/test.ts'],
      ran: ['pnpm vitest run src/addDays/test.ts'],
      skips: ['pnpm vitest run src/isLeapYear/test.ts'],
    },
    {
      name: 'TypeScript: … a `test.ts` no runner config takes is source (control)',
      files: {
        ...colocatedTests,
        'vitest.config.ts': 'import { defineConfig } from "vitest/config";\n\nexport default defineConfig({ test: {} });\n',
      },
      change: { 'src/addDays/test.ts': `${colocatedTests['src/addDays/test.ts']}\nexport const later = 1;\n` },
      expected: ['Run the tests: pnpm test'],
      ran: ['pnpm test'],
    },
    {
      name: "Elixir+JS: a changed jest test is settled by npm test, not by mix test or another stack's runner (phoenix)",
      files: {
        'mix.exs':
          'defmodule P.MixProject do\n  use Mix.Project\n  def project, do: [app: :p, version: "0.1.0", elixir: "~> 1.15", deps: []]\nend\n',
        'lib/p.ex': 'defmodule P do\n  def hi, do: :hi\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/p_test.exs': 'defmodule PTest do\n  use ExUnit.Case\n  test "hi", do: assert P.hi() == :hi\nend\n',
        'package.json':
          '{\n  "name": "p",\n  "private": true,\n  "scripts": { "test": "node --experimental-vm-modules ./node_modules/jest/bin/jest.js" },\n  "devDependencies": { "jest": "^29.7.0" }\n}\n',
        'jest.config.js': 'module.exports = { testRegex: "/assets/test/.*_test\\\\.js$", transform: {} }\n',
        'assets/js/p/utils.js': 'export const add = (a, b) => a + b\n',
        'assets/test/utils_test.js':
          'import {add} from "../js/p/utils"\n\ndescribe("add", () => {\n  it("adds", () => { expect(add(1, 2)).toEqual(3) })\n})\n',
        '.github/workflows/ci.yml':
          'on: [push, pull_request]\njobs:\n  mix_test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: mix deps.get --only test\n      - run: mix test\n  npm_test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm test\n',
      },
      change: {
        'assets/test/utils_test.js':
          'import {add} from "../js/p/utils"\n\ndescribe("add", () => {\n  it("adds", () => { expect(add(1, 2)).toEqual(3) })\n  it("adds zero", () => { expect(add(1, 0)).toEqual(1) })\n})\n',
      },
      expected: ['Run the changed tests: npm test'],
      ran: ['npm test'],
      skips: ['mix test', 'pytest'],
    },
    {
      name: 'Ruby: a changed minitest file is settled by its rake test run, not by npm test or pytest (sidekiq)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\n\ngroup :test do\n  gem "minitest", "<6"\nend\n',
        'sq.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "sq"\n  s.version = "1.0.0"\n  s.files = Dir["lib/**/*"]\n  s.add_development_dependency "standard"\nend\n',
        Rakefile:
          'require "bundler/gem_tasks"\nrequire "rake/testtask"\nrequire "standard/rake"\n\nRake::TestTask.new(:test) do |test|\n  test.warning = true\n  test.pattern = "test/**/*.rb"\nend\n\ntask default: [:standard, :test]\n',
        'lib/sq/ring_buffer.rb':
          'module Sq\n  class RingBuffer\n    def initialize(size, default = 0)\n      @buf = Array.new(size, default)\n    end\n\n    def to_a = @buf.dup\n  end\nend\n',
        'test/helper.rb': 'require "bundler/setup"\nrequire "minitest/autorun"\n',
        'test/ring_buffer_test.rb':
          'require_relative "helper"\nrequire "sq/ring_buffer"\n\ndescribe Sq::RingBuffer do\n  it "fills with zero" do\n    assert_equal [0, 0], Sq::RingBuffer.new(2).to_a\n  end\nend\n',
        '.github/workflows/ci.yml':
          'on: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - name: Run tests\n        run: bundle exec rake test\n',
      },
      change: {
        'test/ring_buffer_test.rb':
          'require_relative "helper"\nrequire "sq/ring_buffer"\n\ndescribe Sq::RingBuffer do\n  it "fills with zero" do\n    assert_equal [0, 0], Sq::RingBuffer.new(2).to_a\n  end\n\n  it "fills with nil" do\n    assert_equal [nil], Sq::RingBuffer.new(1, nil).to_a\n  end\nend\n',
      },
      expected: ['Lint: bundle exec rake standard', 'Run the changed tests: bundle exec rake test TEST=test/ring_buffer_test.rb'],
      ran: ['bundle exec rake test TEST=test/ring_buffer_test.rb'],
      skips: ['npm test', 'pytest', 'mix test'],
    },
    {
      name: 'Elixir: a change in a nested Mix project (installer/) is settled by its own mix test, not the root one (phoenix)',
      files: {
        'mix.exs':
          'defmodule P.MixProject do\n  use Mix.Project\n  def project, do: [app: :p, version: "0.1.0", elixir: "~> 1.15", deps: []]\nend\n',
        'lib/p.ex': 'defmodule P do\n  def hi, do: :hi\nend\n',
        'test/test_helper.exs': 'ExUnit.start(exclude: [:mix_phx_new])\n',
        'test/p_test.exs': 'defmodule PTest do\n  use ExUnit.Case\n  test "hi", do: assert P.hi() == :hi\nend\n',
        'installer/mix.exs':
          'defmodule PhxNew.MixProject do\n  use Mix.Project\n  def project, do: [app: :phx_new, version: "0.1.0", elixir: "~> 1.15", deps: []]\nend\n',
        'installer/lib/phx_new/generator.ex':
          'defmodule PhxNew.Generator do\n  def in_umbrella?(path), do: File.exists?(Path.join(path, "apps"))\nend\n',
        'installer/test/test_helper.exs': 'ExUnit.start()\n',
        'installer/test/generator_test.exs':
          'defmodule PhxNew.GeneratorTest do\n  use ExUnit.Case\n  test "no umbrella", do: refute PhxNew.Generator.in_umbrella?("/nonexistent")\nend\n',
        '.github/workflows/ci.yml':
          'on: [push, pull_request]\njobs:\n  mix_test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: mix deps.get --only test\n      - run: mix compile --warnings-as-errors\n      - run: mix test\n  installer_test:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: mix deps.get\n        working-directory: installer\n      - run: mix test\n        working-directory: installer\n',
      },
      change: {
        'installer/lib/phx_new/generator.ex':
          'defmodule PhxNew.Generator do\n  def in_umbrella?(path), do: File.dir?(Path.join(path, "apps"))\nend\n',
      },
      expected: ['Run the tests: cd installer && mix test', 'Lint: cd installer && mix compile --warnings-as-errors'],
      ran: ['cd installer && mix test'],
      skips: ['mix test'],
    },
    {
      name: 'rust: a change to a workspace crate also tests the members that depend on it by `dep.workspace = true`, in any dependency table (mdBook)',
      files: {
        'Cargo.toml':
          '[workspace]\nmembers = [".", "crates/*"]\n\n[workspace.dependencies]\nsummary = { path = "crates/summary", version = "0.1.0" }\n' +
          'serde = "1"\n\n[package]\nname = "book"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nsummary.workspace = true\nserde.workspace = true\n',
        'crates/summary/Cargo.toml': '[package]\nname = "summary"\nversion = "0.1.0"\nedition = "2021"\n',
        'crates/summary/src/lib.rs':
          'pub fn parse_error(line: usize, col: usize) -> String {\n    format!("failed to parse SUMMARY.md line {}, column {}", line, col)\n}\n',
        'crates/driver/Cargo.toml':
          '[package]\nname = "driver"\nversion = "0.1.0"\nedition = "2021"\n\n[target.\'cfg(unix)\'.dependencies]\nsummary = { workspace = true }\n',
        'crates/driver/src/lib.rs': 'pub fn drive() -> String {\n    summary::parse_error(3, 4)\n}\n',
        'crates/gen/Cargo.toml':
          '[package]\nname = "gen"\nversion = "0.1.0"\nedition = "2021"\n\n[build-dependencies]\nsummary.workspace = true\n',
        'crates/gen/build.rs': 'fn main() {\n    println!("{}", summary::parse_error(5, 6));\n}\n',
        'crates/gen/src/lib.rs': 'pub fn gen() {}\n',
        'src/lib.rs': 'pub fn build() -> String {\n    summary::parse_error(1, 2)\n}\n',
        'tests/build.rs': '#[test]\nfn builds() {\n    assert!(book::build().contains("line 1"));\n}\n',
        '.github/workflows/main.yml':
          'name: CI\non: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo test --workspace --locked\n',
      },
      change: {
        'crates/summary/src/lib.rs':
          'pub fn parse_error(line: usize, column: usize) -> String {\n    format!("failed to parse SUMMARY.md line {}, column {}", line, column)\n}\n',
      },
      expected: ['Run the tests: cargo test -p summary -p book -p driver -p gen'],
      ran: ['cargo test --workspace --locked'],
      skips: ['cargo test -p summary'],
      partly: [{ ran: ['cargo test -p summary -p book -p driver -p gen'], left: [] }],
    },
    {
      name: 'rust: a front-end file a sub-crate embeds is tested by the `test = false` target CI runs by name: `cargo test --test gui` settles it (mdBook)',
      files: {
        'Cargo.toml':
          '[workspace]\nmembers = [".", "crates/*"]\n\n[workspace.dependencies]\nhtml = { path = "crates/html", version = "0.1.0" }\n\n' +
          '[package]\nname = "book"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nhtml.workspace = true\n\n' +
          '[[test]]\nharness = false\ntest = false\nname = "gui"\npath = "tests/gui/runner.rs"\n',
        'src/lib.rs': "pub fn render() -> &'static [u8] {\n    html::JS\n}\n",
        'crates/html/Cargo.toml': '[package]\nname = "html"\nversion = "0.1.0"\nedition = "2021"\n',
        'crates/html/src/lib.rs': 'pub static JS: &[u8] = include_bytes!("../front-end/js/book.js");\n',
        'crates/html/front-end/js/book.js': 'function target(e) {\n    return e.composedPath()[0] || e.target;\n}\n',
        'tests/gui/runner.rs':
          'fn main() {\n    std::process::Command::new("npx").args(["browser-ui-test", "--test-folder", "tests/gui"]).status().unwrap();\n}\n',
        'package.json':
          '{\n  "dependencies": { "browser-ui-test": "0.25.0", "eslint": "^10.0.0" },\n  "scripts": { "lint": "eslint crates/html/front-end/**/*.js" }\n}\n',
        '.github/workflows/main.yml':
          'name: CI\non: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo test --workspace --locked\n' +
          '  gui:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm install\n      - run: npm run lint\n' +
          '      - run: cargo test --locked --test gui\n',
      },
      change: {
        'crates/html/front-end/js/book.js': 'function target(e) {\n    return e.composedPath()[0] ?? e.target;\n}\n',
      },
      // (asked: the workspace's run CI's first job makes, which skips the gui target; CI's gui job runs it by name and settles)
      expected: ['Run the tests: cargo test --workspace --locked', 'Lint: npm run lint'],
      ran: ['cargo test --test gui', 'npm run lint'],
      skips: ['cargo test', 'cargo test --test testsuite'],
      partly: [{ ran: ['npm run lint'], left: ['Run the tests: cargo test --workspace --locked'] }],
    },
    {
      name: 'Python: an edit to a mypy-only typing-example file (tests/typing/api.py, not collected by pytest) owes the tox factor env that runs `mypy tests/typing`, not a pytest run (structlog)',
      files: {
        ...typingExample,
        'tox.ini':
          '[tox]\nenv_list = 3.1{3,4}-{tests,mypy}, typing-mypy\n\n[testenv]\ndependency_groups =\n    tests: tests\n    mypy: typing\ncommands =\n    tests: pytest {posargs}\n    mypy: mypy tests/typing\n\n[testenv:typing-mypy]\ndependency_groups = typing\ncommands = mypy src\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uvx --with tox-uv tox run -f ${PYTHON}-tests\n      - name: Check public API with Mypy\n        run: uvx --with tox-uv tox run -e ${PYTHON}-mypy\n    env:\n      PYTHON: "3.14"\n  typing:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uvx --with tox-uv tox run -f typing\n',
      },
      change: { 'tests/typing/api.py': 'from pkg import greet\n\ns: str = greet("b")\n' },
      expected: ['Type-check: tox -e py-mypy'],
      ran: ['tox run -e 3.14-mypy'],
      skips: ['pytest', 'tox -e typing-mypy', 'mypy src', 'pytest && tox -e typing-mypy'],
    },
    {
      name: 'Python: a typing-example file under tests/typing/ is not a pytest test: owes only the tox env running `mypy tests/typing`, no test run (structlog)',
      files: {
        ...typingExample,
        'tox.ini':
          '[tox]\nenv_list = tests, mypy\n\n[testenv:tests]\ndependency_groups = tests\ncommands = pytest {posargs}\n\n[testenv:mypy]\ndependency_groups = typing\ncommands = mypy tests/typing\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uvx --with tox-uv tox run -e tests\n      - name: Check public API with Mypy\n        run: uvx --with tox-uv tox run -e mypy\n',
      },
      change: { 'tests/typing/api.py': 'from pkg import greet\n\ns: str = greet("b")\n' },
      expected: ['Type-check: tox -e mypy'],
      ran: ['tox run -e mypy'],
      skips: ['pytest'],
    },
    {
      name: 'java/maven: `-pl <module>` without -amd on a module that has no src/test must not settle its tests (javaparser)',
      files: {
        'pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>p</groupId>\n  <artifactId>parent</artifactId>\n  <version>1.0</version>\n  <packaging>pom</packaging>\n  <modules>\n    <module>core</module>\n    <module>core-testing</module>\n  </modules>\n</project>\n',
        'core/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>p</groupId><artifactId>parent</artifactId><version>1.0</version></parent>\n  <artifactId>core</artifactId>\n</project>\n',
        'core-testing/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>p</groupId><artifactId>parent</artifactId><version>1.0</version></parent>\n  <artifactId>core-testing</artifactId>\n  <dependencies>\n    <dependency><groupId>p</groupId><artifactId>core</artifactId><version>1.0</version></dependency>\n    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.10.0</version><scope>test</scope></dependency>\n  </dependencies>\n</project>\n',
        'core/src/main/java/p/Utils.java':
          'package p;\n\npublic final class Utils {\n    public static String assertNonEmpty(String s) {\n        if (s == null || s.isEmpty()) throw new AssertionError("A string was unexpectedly empty.");\n        return s;\n    }\n}\n',
        'core-testing/src/test/java/p/UtilsTest.java':
          'package p;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\nimport org.junit.jupiter.api.Test;\n\nclass UtilsTest {\n    @Test\n    void nonEmpty() { assertEquals("a", Utils.assertNonEmpty("a")); }\n}\n',
        mvnw: '#!/bin/sh\nexec mvn "$@"\n',
        '.mvn/wrapper/maven-wrapper.properties':
          'distributionUrl=https://repo.maven.apache.org/maven2/org/apache/maven/apache-maven/3.9.9/apache-maven-3.9.9-bin.zip\n',
      },
      change: {
        'core/src/main/java/p/Utils.java':
          'package p;\n\npublic final class Utils {\n    public static String assertNonEmpty(String s) {\n        if (s == null || s.isEmpty()) throw new AssertionError("A string was unexpectedly null or empty.");\n        return s;\n    }\n}\n',
      },
      expected: ['Run the tests: ./mvnw -pl core -amd test'],
      ran: ['./mvnw -pl core -amd test'],
      skips: ['./mvnw -pl core test'],
    },
    {
      name: 'PHP: a CI that runs PHPStan and Psalm on src owes both type-checks (guzzle)',
      files: {
        'composer.json': guzzleComposer,
        Makefile:
          'test:\n\tvendor/bin/phpunit\n\nstatic: static-phpstan static-psalm\n\nstatic-psalm:\n\tcomposer bin psalm update\n\tvendor/bin/psalm.phar $(PSALM_PARAMS)\n\nstatic-phpstan:\n\tcomposer bin phpstan update\n\tvendor/bin/phpstan analyze $(PHPSTAN_PARAMS)\n',
        'vendor-bin/phpstan/composer.json': '{ "require": { "phpstan/phpstan": "^1.10" } }\n',
        'vendor-bin/psalm/composer.json': '{ "require": { "psalm/phar": "^5.18" } }\n',
        'phpstan.neon.dist': 'parameters:\n    level: max\n    paths:\n        - src\n',
        'psalm.xml':
          '<?xml version="1.0"?>\n<psalm errorLevel="3">\n    <projectFiles>\n        <directory name="src" />\n    </projectFiles>\n</psalm>\n',
        'phpunit.xml.dist': '<phpunit><testsuites><testsuite name="t"><directory>tests</directory></testsuite></testsuites></phpunit>\n',
        '.github/workflows/ci.yml':
          'on: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: composer update --no-interaction --no-progress\n      - run: ./vendor/bin/phpunit\n',
        '.github/workflows/static.yml':
          'on: [push, pull_request]\njobs:\n  phpstan:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: composer update --no-interaction --no-progress\n      - run: composer bin phpstan update --no-interaction --no-progress\n      - run: vendor/bin/phpstan analyze --no-progress\n  psalm:\n    runs-on: ubuntu-22.04\n    steps:\n      - uses: actions/checkout@v4\n      - run: composer update --no-interaction --no-progress\n      - run: composer bin psalm update --no-interaction --no-progress\n      - run: vendor/bin/psalm.phar --no-progress --output-format=github\n',
        'src/Cookie.php':
          '<?php\nnamespace Acme;\n\nfinal class Cookie\n{\n    public function maxAge(?int $v): ?int\n    {\n        return null === $v ? null : $v;\n    }\n}\n',
        'tests/CookieTest.php':
          '<?php\nnamespace Acme\\Tests;\n\nuse Acme\\Cookie;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class CookieTest extends TestCase\n{\n    public function testNull(): void\n    {\n        self::assertNull((new Cookie())->maxAge(null));\n    }\n}\n',
      },
      change: {
        'src/Cookie.php':
          '<?php\nnamespace Acme;\n\nfinal class Cookie\n{\n    public function maxAge(?int $v): ?int\n    {\n        return $v === null ? null : $v;\n    }\n}\n',
      },
      expected: ['Run the tests: make test', 'Type-check: vendor/bin/phpstan analyse && vendor/bin/psalm.phar'],
      ran: ['make test', 'vendor/bin/phpstan analyze --no-progress', 'vendor/bin/psalm.phar --no-progress'],
      skips: ['vendor/bin/phpstan analyze --no-progress'],
      partly: [
        {
          ran: ['make test', 'vendor/bin/phpstan analyze --no-progress'],
          left: ['Type-check: vendor/bin/phpstan analyse && vendor/bin/psalm.phar'],
        },
        // the Makefile's `static` runs both
        { ran: ['make test', 'make static'], left: [] },
      ],
    },
    {
      name: 'Go: a go:generate input read by directives in other packages owes go generate ./..., not the edited package alone (stretchr/testify)',
      files: {
        'go.mod': 'module example.com/lib\n\ngo 1.21\n',
        '.github/workflows/main.yml':
          'on: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: ./.ci.gogenerate.sh\n      - run: go test -v -race ./...\n',
        '.ci.gogenerate.sh':
          '#!/usr/bin/env bash\ngo generate ./...\nif [ -n "$(git diff)" ]; then\n  echo "Go generate had not been run"\n  exit 1\nfi\n',
        '_codegen/main.go':
          'package main\n\nimport "flag"\n\nvar pkg = flag.String("assert-path", "example.com/lib/assert", "Path to the assert package")\n\nfunc main() { flag.Parse() }\n',
        'assert/assertions.go':
          'package assert\n\n//go:generate sh -c "cd ../_codegen && go build && cd - && ../_codegen/_codegen -output-package=assert -template=assertion_format.go.tmpl"\n\n// Len asserts that the specified object has specific length.\n// Len also fails if the object has a type that len() not accept.\nfunc Len(object []int, length int) bool { return len(object) == length }\n',
        'assert/assertion_format.go':
          '// Code generated with github.com/stretchr/testify/_codegen; DO NOT EDIT.\n\npackage assert\n\n// Lenf asserts that the specified object has specific length.\n// Lenf also fails if the object has a type that len() not accept.\nfunc Lenf(object []int, length int, msg string) bool { return Len(object, length) }\n',
        'assert/assertions_test.go':
          'package assert\n\nimport "testing"\n\nfunc TestLen(t *testing.T) {\n\tif !Len([]int{1}, 1) {\n\t\tt.Fail()\n\t}\n}\n',
        'require/requirements.go':
          'package require\n\n//go:generate sh -c "cd ../_codegen && go build && cd - && ../_codegen/_codegen -output-package=require -template=require.go.tmpl"\n',
        'require/require.go':
          '// Code generated with github.com/stretchr/testify/_codegen; DO NOT EDIT.\n\npackage require\n\nimport assert "example.com/lib/assert"\n\n// Len asserts that the specified object has specific length.\n// Len also fails if the object has a type that len() not accept.\nfunc Len(object []int, length int) {\n\tif !assert.Len(object, length) {\n\t\tpanic("len")\n\t}\n}\n',
      },
      change: {
        'assert/assertions.go':
          'package assert\n\n//go:generate sh -c "cd ../_codegen && go build && cd - && ../_codegen/_codegen -output-package=assert -template=assertion_format.go.tmpl"\n\n// Len asserts that the specified object has specific length.\n// Len also fails if the object has a type that len() does not accept.\nfunc Len(object []int, length int) bool { return len(object) == length }\n',
      },
      expected: ['Regenerate the code its go:generate directive writes: go generate ./...', 'Run the tests: go test ./...'],
      ran: ['go generate ./...', 'go test ./...'],
      skips: ['go generate ./assert/...'],
      partly: [
        { ran: ['go test -v -race ./...'], left: ['Regenerate the code its go:generate directive writes: go generate ./...'] },
        { ran: ['go generate ./assert/... ./require/...', 'go test ./...'], left: [] },
      ],
    },
    {
      name: 'Python: a C-extension edit is settled by the AGENTS.md recipe pip install -e . then pytest -q, as well as by make test (aio-libs/multidict)',
      files: {
        Makefile:
          '.install-deps: $(shell find requirements -type f)\n\tpip install -r requirements/dev.txt\n\t@touch .install-deps\n\nlint:\n\tpython -Im pre_commit run --all-files --show-diff-on-failure\n\n.develop: .install-deps $(shell find pkg -type f)\n\tpip install -e .\n\t@touch .develop\n\ntest: .develop\n\t@pytest -q\n',
        'requirements/dev.txt': 'pytest\n',
        'pyproject.toml':
          '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "pkg"\nversion = "1.0"\n',
        'setup.py': 'from setuptools import Extension, setup\n\nsetup(ext_modules=[Extension("pkg._ext", ["pkg/_ext.c"])])\n',
        'AGENTS.md':
          '# Notes for LLM contributors\n\n## Tests\n\nTo exercise both backends explicitly:\n\n```bash\n# C extension (default)\npip install -e .\npytest -q\n\n# Pure Python\nPKG_NO_EXTENSIONS=1 pip install -e . --force-reinstall --no-deps\npytest -q\n```\n',
        'pkg/__init__.py': 'try:\n    from ._ext import add\nexcept ImportError:\n    from ._py import add\n',
        'pkg/_py.py': 'def add(a, b):\n    return a + b\n',
        'pkg/_ext.c':
          '#include <Python.h>\n\nstatic PyObject *add(PyObject *self, PyObject *args) {\n    long a, b;\n    if (!PyArg_ParseTuple(args, "ll", &a, &b)) {\n        PyErr_SetString(PyExc_TypeError, "add() takes two ints");\n        return NULL;\n    }\n    return PyLong_FromLong(a + b);\n}\n\nstatic PyMethodDef methods[] = {{"add", add, METH_VARARGS, NULL}, {NULL, NULL, 0, NULL}};\nstatic struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "_ext", NULL, -1, methods};\nPyMODINIT_FUNC PyInit__ext(void) { return PyModule_Create(&mod); }\n',
        'tests/test_add.py': 'from pkg import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n',
      },
      change: {
        'pkg/_ext.c':
          '#include <Python.h>\n\nstatic PyObject *add(PyObject *self, PyObject *args) {\n    long a, b;\n    if (!PyArg_ParseTuple(args, "ll", &a, &b)) {\n        PyErr_SetString(PyExc_TypeError, "add() takes two integers");\n        return NULL;\n    }\n    return PyLong_FromLong(a + b);\n}\n\nstatic PyMethodDef methods[] = {{"add", add, METH_VARARGS, NULL}, {NULL, NULL, 0, NULL}};\nstatic struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "_ext", NULL, -1, methods};\nPyMODINIT_FUNC PyInit__ext(void) { return PyModule_Create(&mod); }\n',
      },
      expected: ['Run the tests: make test', 'Lint: make lint'],
      ran: ['pip install -e .', 'pytest -q'],
      skips: ['pytest -q', 'pip install -e .'],
      partly: [
        { ran: ['make test'], left: [] },
        { ran: ['python -m pip install -e .', 'python -m pytest -q'], left: [] },
        { ran: ['python setup.py build_ext --inplace', 'pytest -q'], left: [] },
      ],
    },
    {
      name: 'Python: the unit-test command the project prescribes, not a bare pytest that also collects network integration tests (PyCQA/isort)',
      files: isortShape,
      change: { 'isort/utils.py': 'def f(x=None):\n    if x is None:\n        x = {}\n    return x\n' },
      expected: ['Run the tests: uv run pytest tests/unit/'],
      ran: ['uv run pytest tests/unit/'],
      skips: ['uv run pytest tests/integration/'],
      partly: [
        { ran: ['./scripts/test.sh'], left: [] },
        { ran: ['uv run --with tox-uv tox -e py'], left: [] },
        { ran: ['uv run pytest tests/unit/test_utils.py'], left: [] },
      ],
    },
    {
      name: 'Python: … a changed unit test runs alone, its path in place of the suite’s (PyCQA/isort)',
      files: isortShape,
      change: {
        'tests/unit/test_utils.py': 'from isort.utils import f\n\n\ndef test_f():\n    assert f() == {}\n    assert f({1: 2}) == {1: 2}\n',
      },
      expected: ['Run the changed tests: uv run pytest tests/unit/test_utils.py'],
      ran: ['uv run pytest tests/unit/test_utils.py'],
      skips: ['uv run pytest tests/unit/test_other.py'],
    },
    {
      name: 'rust: when CI pairs cargo nextest with `cargo test --doc`, a source edit owes the doctests too; nextest alone must not settle (tokio-rs/tracing)',
      files: nextestDoctestsShape,
      change: {
        'app/src/lib.rs':
          '/// Doubles a number.\n///\n/// ```\n/// assert_eq!(app::double(2), 4);\n/// ```\npub fn double(x: u32) -> u32 {\n    x + x\n}\n',
      },
      expected: ['Run the tests: cargo nextest run -p app && cargo test --doc -p app'],
      ran: ['cargo nextest run -p app', 'cargo test --doc -p app'],
      skips: [
        'cargo nextest run -p app',
        'cargo test --doc -p app',
        'cargo nextest run --profile ci --workspace',
        'cargo test --lib -p app',
      ],
      partly: [
        { ran: ['cargo test -p app'], left: [] },
        { ran: ['cargo nextest run --profile ci --workspace', 'cargo test --doc --workspace'], left: [] },
      ],
    },
    {
      name: 'rust: … a changed integration test there owes no doctests: nextest runs its target alone (tokio-rs/tracing)',
      files: nextestDoctestsShape,
      change: { 'app/tests/double.rs': '#[test]\nfn doubles() {\n    assert_eq!(app::double(3), 6);\n}\n' },
      expected: ['Run the changed tests: cargo nextest run -p app --test double'],
      ran: ['cargo nextest run -p app --test double'],
      skips: ['cargo test --doc -p app'],
    },
    {
      name: 'rust: a changed integration test gated on #![cfg(feature = ...)] is run with those features; the unfeatured run must not settle, the CI workspace run must (tokio-rs/tracing)',
      files: {
        'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["sub", "examples"]\n',
        'sub/Cargo.toml':
          '[package]\nname = "sub"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\ndefault = ["fmt"]\nfmt = []\nenv-filter = []\n',
        'sub/src/lib.rs': 'pub fn on() -> bool { cfg!(feature = "env-filter") }\n',
        'sub/tests/gated.rs':
          '#![cfg(all(feature = "env-filter", feature = "fmt"))]\n\n#[test]\nfn filter_is_on() {\n    assert!(sub::on(), "env-filter must be on");\n}\n',
        'examples/Cargo.toml':
          '[package]\nname = "examples"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dev-dependencies]\nsub = { path = "../sub", features = ["env-filter"] }\n',
        'examples/examples/demo.rs': 'fn main() {}\n',
        '.config/nextest.toml': '[profile.ci]\nfail-fast = false\n',
        '.github/workflows/CI.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v4\n    - uses: taiki-e/install-action@nextest\n    - run: cargo nextest run --profile ci --workspace\n',
      },
      change: {
        'sub/tests/gated.rs':
          '#![cfg(all(feature = "env-filter", feature = "fmt"))]\n\n#[test]\nfn filter_is_on() {\n    assert!(sub::on(), "env-filter feature must be enabled");\n}\n',
      },
      expected: ['Run the changed tests: cargo nextest run -p sub --features env-filter --test gated'],
      ran: ['cargo nextest run -p sub --features env-filter --test gated'],
      skips: ['cargo nextest run -p sub', 'cargo test -p sub', 'cargo nextest run -p sub --features env-filter --test other'],
      partly: [
        { ran: ['cargo nextest run --profile ci --workspace'], left: [] },
        { ran: ['cargo test -p sub --features env-filter --test gated'], left: [] },
        { ran: ['cargo test -p sub --features env-filter'], left: [] },
      ],
    },
    {
      name: 'TypeScript: a pnpm workspace whose tests and tsc resolve sibling packages through src aliases owes no Build for a src edit (preactjs/signals)',
      files: signalsShape,
      change: { 'packages/core/src/index.ts': 'export function add(a: number, b: number): number {\n\treturn b + a;\n}\n' },
      expected: ['Run the tests: pnpm test', 'Type-check: pnpm run lint'],
      ran: ['pnpm test', 'pnpm run lint'],
      partly: [{ ran: ['pnpm run lint'], left: ['Run the tests: pnpm test'] }],
    },
    {
      name: 'TypeScript: … a workspace whose tsconfig reads the member through its dist types (no `paths` to src) still owes the build first (control)',
      files: {
        ...signalsShape,
        'tsconfig.json': '{ "compilerOptions": { "strict": true, "noEmit": true } }\n',
      },
      change: { 'packages/core/src/index.ts': 'export function add(a: number, b: number): number {\n\treturn b + a;\n}\n' },
      expected: ['Build: pnpm run build', 'Run the tests: pnpm test', 'Type-check: pnpm run lint'],
      ran: ['pnpm run build', 'pnpm test', 'pnpm run lint'],
    },
    {
      name: "rust+ts: a TypeScript edit in a sub-package owes only its own compile script, not the Rust workspace's tests, and `make test` does not settle it (insta)",
      files: {
        'Cargo.toml': '[workspace]\nmembers = ["snap", "cargo-snap"]\nresolver = "2"\n',
        'snap/Cargo.toml':
          '[package]\nname = "snap"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\ndefault = ["colors"]\ncolors = []\n',
        'snap/src/lib.rs':
          'pub fn term_width() -> usize {\n    #[cfg(feature = "colors")]\n    {\n        100\n    }\n    #[cfg(not(feature = "colors"))]\n    {\n        74\n    }\n}\n',
        'snap/tests/test_basic.rs': '#[test]\nfn width() {\n    assert!(snap::term_width() > 0);\n}\n',
        'cargo-snap/Cargo.toml':
          '[package]\nname = "cargo-snap"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nsnap = { path = "../snap" }\n',
        'cargo-snap/src/main.rs': 'fn main() {\n    println!("{}", snap::term_width());\n}\n',
        Makefile:
          'test:\n\t@echo "CARGO TESTS"\n\t@cargo test -p snap --locked\n\t@cargo test -p snap --all-features --locked\n\t@cargo test -p snap --no-default-features --locked\n\t@cargo test -p cargo-snap --locked\n\nlint:\n\t@rustup component add clippy 2> /dev/null\n\t@cargo clippy --all-targets --all-features -- --deny warnings\n\n.PHONY: test lint\n',
        'CONTRIBUTING.md': '# Contributing\n\n## Running the Tests\n\nTo run all tests a makefile is provided\n\n```sh\nmake test\n```\n',
        '.github/workflows/tests.yml':
          'name: Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@stable\n      - run: make test\n  clippy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@stable\n      - run: make lint\n',
        'vscode-snap/package.json':
          '{\n  "name": "vscode-snap",\n  "version": "0.1.0",\n  "main": "./out/extension.js",\n  "engines": {\n    "vscode": "^1.80.0"\n  },\n  "scripts": {\n    "vscode:prepublish": "npm run compile",\n    "compile": "tsc -p ./",\n    "watch": "tsc -watch -p ./"\n  },\n  "devDependencies": {\n    "typescript": "^5.4.0",\n    "@types/vscode": "^1.80.0"\n  }\n}\n',
        'vscode-snap/tsconfig.json':
          '{\n  "compilerOptions": { "module": "commonjs", "target": "es2020", "outDir": "out", "strict": true },\n  "include": ["src"]\n}\n',
        'vscode-snap/src/cargo.ts':
          'export function referencesSnap(metadata: any): boolean {\n  for (const pkg of metadata.packages) {\n    if (pkg.name === "snap") {\n      return true;\n    }\n  }\n  return false;\n}\n',
      },
      change: {
        'vscode-snap/src/cargo.ts':
          'export function referencesSnap(metadata: any): boolean {\n  if (!metadata?.packages) {\n    return false;\n  }\n  for (const pkg of metadata.packages) {\n    if (pkg.name === "snap") {\n      return true;\n    }\n  }\n  return false;\n}\n',
      },
      expected: ['Type-check: cd vscode-snap && npm run compile'],
      ran: ['cd vscode-snap && npm run compile'],
      skips: ['make test'],
    },
    {
      name: "Python: the type-check is the project's scoped ty run (pre-commit hook / scripts/lint.sh), not a bare whole-tree `uv run ty check` (fastapi/sqlmodel)",
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1.0"\ndependencies = []\n\n[dependency-groups]\ntests = ["pytest", "coverage", "ruff", "ty"]\n\n[tool.ty.terminal]\nerror-on-warning = true\n',
        'uv.lock': 'version = 1\n',
        'scripts/test.sh': '#!/usr/bin/env bash\nset -e\ncoverage run -m pytest tests\ncoverage report\n',
        'scripts/lint.sh': '#!/usr/bin/env bash\nset -e\nty check pkg\nty check tests/test_typing.py\nruff check pkg tests docs_src\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: local\n    hooks:\n      - id: local-ty\n        name: ty check\n        entry: uv run ty check pkg tests/test_typing.py\n        language: unsupported\n        pass_filenames: false\n',
        '.github/workflows/test.yml':
          'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uv sync --group tests\n      - run: uv run bash scripts/test.sh\n',
        'pkg/__init__.py': 'from .core import flag\n',
        'pkg/core.py': 'def flag(v):\n    if v is None:\n        return False\n    return bool(v)\n',
        'docs_src/tutorial001.py': 'from pkg import flag\n\nprint(flag(1))\n',
        'tests/test_core.py': 'from pkg import flag\n\n\ndef test_flag():\n    assert flag(None) is False\n',
        'tests/test_typing.py': 'from pkg import flag\n\n\ndef test_typing() -> None:\n    x: bool = flag(1)\n    assert x\n',
      },
      change: { 'pkg/core.py': 'def flag(v):\n    if v is None or v == "":\n        return False\n    return bool(v)\n' },
      expected: ['Run the tests: uv run bash scripts/test.sh', 'Type-check: uv run ty check pkg tests/test_typing.py'],
      ran: ['uv run bash scripts/test.sh', 'uv run ty check pkg tests/test_typing.py'],
    },
    {
      name: "Python: a test-file edit outside the project's ty scope owes only its tests, no Type-check (fastapi/sqlmodel)",
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1.0"\ndependencies = []\n\n[dependency-groups]\ntests = ["pytest", "coverage", "ruff", "ty"]\n',
        'uv.lock': 'version = 1\n',
        'scripts/test.sh': '#!/usr/bin/env bash\nset -e\ncoverage run -m pytest tests\ncoverage report\n',
        'scripts/lint.sh': '#!/usr/bin/env bash\nset -e\nty check pkg\nty check tests/test_typing.py\nruff check pkg tests\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: local\n    hooks:\n      - id: local-ty\n        name: ty check\n        entry: uv run ty check pkg tests/test_typing.py\n        language: unsupported\n        pass_filenames: false\n',
        '.github/workflows/test.yml':
          'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uv sync --group tests\n      - run: uv run bash scripts/test.sh\n',
        'pkg/__init__.py': 'from .core import flag\n',
        'pkg/core.py': 'def flag(v):\n    return bool(v)\n',
        'tests/test_core.py': 'from pkg import flag\n\n\ndef test_flag():\n    assert flag(None) is False\n',
        'tests/test_typing.py': 'from pkg import flag\n\n\ndef test_typing() -> None:\n    x: bool = flag(1)\n    assert x\n',
      },
      change: {
        'tests/test_core.py':
          'from pkg import flag\n\n\ndef test_flag():\n    assert flag(None) is False\n\n\ndef test_flag_true():\n    assert flag(1) is True\n',
      },
      expected: ['Run the changed tests: uv run bash scripts/test.sh'],
      ran: ['uv run bash scripts/test.sh'],
    },
    {
      name: 'Python: a Jinja template that a pre-commit generate hook renders into package code owes the regeneration and the tests (fastapi/sqlmodel)',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "0.1.0"\ndependencies = []\n\n[dependency-groups]\ntests = ["pytest", "jinja2"]\n',
        'uv.lock': 'version = 1\n',
        'scripts/test.sh': '#!/usr/bin/env bash\nset -e\npytest tests\n',
        'scripts/generate_select.py':
          'import os\nfrom pathlib import Path\n\nfrom jinja2 import Template\n\ntemplate_path = Path(__file__).parent.parent / "pkg/_gen.py.jinja2"\ndestiny_path = Path(__file__).parent.parent / "pkg/_gen.py"\n\nresult = Template(template_path.read_text()).render(n=3)\nif os.getenv("CHECK_JINJA"):\n    assert destiny_path.read_text() == result, "generated code is stale"\nelse:\n    destiny_path.write_text(result)\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: local\n    hooks:\n      - id: generate-select\n        name: generate-select\n        language: unsupported\n        entry: uv run ./scripts/generate_select.py\n        files: ^scripts/generate_select\\.py|pkg/_gen\\.py\\.jinja2$\n',
        '.github/workflows/test.yml':
          'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v6\n      - run: uv sync --group tests\n      - run: uv run bash scripts/test.sh\n',
        'pkg/__init__.py': 'from ._gen import N\n',
        'pkg/_gen.py.jinja2': '# Generated start\nN = {{ n }}\n',
        'pkg/_gen.py': '# Generated start\nN = 3\n',
        'tests/test_gen.py':
          'import os\nimport subprocess\nimport sys\n\n\ndef test_gen():\n    env = dict(os.environ, CHECK_JINJA="1")\n    subprocess.run([sys.executable, "scripts/generate_select.py"], env=env, check=True)\n',
      },
      change: { 'pkg/_gen.py.jinja2': '# Generated start (one per argument)\nN = {{ n }}\n' },
      expected: [
        'Regenerate the code generated from it: uv run ./scripts/generate_select.py',
        'Run the tests: uv run bash scripts/test.sh',
      ],
      ran: ['uv run ./scripts/generate_select.py', 'uv run bash scripts/test.sh'],
      partly: [
        {
          ran: ['uv run bash scripts/test.sh'],
          left: ['Regenerate the code generated from it: uv run ./scripts/generate_select.py'],
        },
        { ran: ['pre-commit run generate-select --all-files', 'uv run bash scripts/test.sh'], left: [] },
      ],
    },
    {
      name: 'C/C++: an OFF option gating only a fuzzing dir (add_subdirectory(test/fuzzing)) is not added to the configure command when the test option is already ON (fmtlib/fmt)',
      files: {
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.8)\nproject(fmt CXX)\noption(FMT_TEST "Generate the test target." ON)\noption(FMT_FUZZ "Generate the fuzz target." OFF)\nadd_library(fmt src/format.cc)\nif (FMT_TEST)\n  enable_testing()\n  add_subdirectory(test)\nendif ()\nif (FMT_FUZZ)\n  add_subdirectory(test/fuzzing)\n  target_compile_definitions(fmt PUBLIC FMT_FUZZ)\nendif ()\n',
        'test/CMakeLists.txt':
          'add_executable(format-test format-test.cc)\ntarget_link_libraries(format-test fmt)\nadd_test(NAME format-test COMMAND format-test)\n',
        'src/format.cc': 'int fmt_answer() { return 42; }\n',
        'test/format-test.cc': 'int fmt_answer();\nint main() { return fmt_answer() == 42 ? 0 : 1; }\n',
      },
      change: { 'src/format.cc': 'int fmt_answer() { return 6 * 7; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build', 'cmake --build build', 'ctest --test-dir build'],
    },
    {
      name: 'elixir: a dep bump in a test-less second mix project (bench/) owes only its own deps.get, never `mix test` there (jason)',
      files: {
        'mix.exs':
          'defmodule Jason.Mixfile do\n  use Mix.Project\n\n  def project() do\n    [app: :jason, version: "1.4.5", elixir: "~> 1.11", deps: deps()]\n  end\n\n  defp deps() do\n    [{:dialyxir, "~> 1.0", only: [:dev, :test], runtime: false}]\n  end\nend\n',
        'mix.lock':
          '%{\n  "dialyxir": {:hex, :dialyxir, "1.4.5", "ca1571ac18e0f88d4ab245f0b60fa31ff1b12cbae2b11bd25d207f865e8ae78a", [:mix], [{:erlex, ">= 0.2.7", [hex: :erlex, repo: "hexpm", optional: false]}], "hexpm", "b0fb08bb8107c750db5c0b324fa2df5ceaa0f9307690ee3c1f6ba5b9eb5d35c3"},\n}\n',
        '.github/workflows/ci.yml':
          'name: Elixir CI\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    env:\n      MIX_ENV: test\n    steps:\n      - uses: actions/checkout@v4\n      - uses: erlef/setup-beam@v1\n        with:\n          otp-version: 28\n          elixir-version: 1.19.x\n      - run: mix deps.get --only test\n      - run: mix test\n',
        'lib/jason.ex': 'defmodule Jason do\n  def encode!(term), do: inspect(term)\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/jason_test.exs':
          'defmodule JasonTest do\n  use ExUnit.Case, async: true\n\n  test "encodes" do\n    assert Jason.encode!(1) == "1"\n  end\nend\n',
        'bench/mix.exs':
          'defmodule JasonBench.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :jason_bench, version: "0.1.0", elixir: "~> 1.6", deps: deps(), aliases: aliases()]\n  end\n\n  defp aliases(), do: ["bench.encode": ["run encode.exs"]]\n\n  defp deps do\n    [\n      {:jason, "~> 1.0", path: "../", override: true},\n      {:benchee, "~> 1.0"},\n      {:poison, "~> 5.0"}\n    ]\n  end\nend\n',
        'bench/mix.lock':
          '%{\n  "benchee": {:hex, :benchee, "1.3.1", "c786e6a76321121a44229dde3988fc772bca73ea75170a73fd5f4ddf1af95ccf", [:mix], [{:deep_merge, "~> 1.0", [hex: :deep_merge, repo: "hexpm", optional: false]}, {:statistex, "~> 1.0", [hex: :statistex, repo: "hexpm", optional: false]}], "hexpm", "76224c58ea1d0391c8309a8ecbfe27d71062878f59bd41a390266bf4ac1cc56d"},\n  "poison": {:hex, :poison, "5.0.0", "d2b54589ab4157bbb82ec2050757779bfed724463a544b6e20d79855a9e43b24", [:mix], [{:decimal, "~> 2.0", [hex: :decimal, repo: "hexpm", optional: true]}], "hexpm", "11dc6117c501b80c62a7594f941d043982a1bd05a1184280c0d9166eb4d8d3fc"},\n}\n',
        'bench/encode.exs': 'Benchee.run(%{"Jason" => fn -> Jason.encode!(%{a: 1}) end, "Poison" => fn -> Poison.encode!(%{a: 1}) end})\n',
      },
      change: {
        'bench/mix.exs':
          'defmodule JasonBench.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :jason_bench, version: "0.1.0", elixir: "~> 1.6", deps: deps(), aliases: aliases()]\n  end\n\n  defp aliases(), do: ["bench.encode": ["run encode.exs"]]\n\n  defp deps do\n    [\n      {:jason, "~> 1.0", path: "../", override: true},\n      {:benchee, "~> 1.0"},\n      {:poison, "~> 6.0"}\n    ]\n  end\nend\n',
      },
      expected: ['Install updated dependencies: cd bench && mix deps.get'],
      ran: ['cd bench && mix deps.get'],
      skips: ['mix deps.get'],
    },
    {
      name: 'Node: a dep bump in the examples app beside a library, no workspace, owes its own install alone: a root install leaves it (react-scroll-motion)',
      files: {
        'package.json':
          '{\n  "name": "react-scroll-motion",\n  "version": "0.3.2",\n  "main": "dist/index.js",\n  "types": "dist/index.d.ts",\n  "files": ["dist"],\n  "scripts": {\n    "build": "rimraf ./dist && npx tsc"\n  },\n  "peerDependencies": {\n    "react": "^18.0.11",\n    "react-dom": "^18.0.11"\n  },\n  "devDependencies": {\n    "@types/react": "^18.0.11",\n    "rimraf": "^3.0.2",\n    "typescript": "^4.7.3"\n  }\n}\n',
        'yarn.lock':
          '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n\n\ntypescript@^4.7.3:\n  version "4.7.3"\n',
        'tsconfig.json':
          '{\n  "compilerOptions": { "outDir": "dist", "declaration": true, "jsx": "react", "strict": true },\n  "include": ["src"]\n}\n',
        'src/index.ts': "export { default as Animator } from './Animator';\n",
        'src/Animator.tsx':
          "import React from 'react';\n\nexport default function Animator(props: { children?: React.ReactNode }) {\n  return <div>{props.children}</div>;\n}\n",
        'examples/package.json':
          '{\n  "name": "react-scroll-animator-examples",\n  "version": "0.1.0-beta",\n  "private": false,\n  "devDependencies": {\n    "react": "^17.0.1",\n    "react-dom": "^17.0.1",\n    "react-scripts": "4.0.1"\n  },\n  "scripts": {\n    "start": "react-scripts start",\n    "build": "react-scripts build"\n  },\n  "dependencies": {}\n}\n',
        'examples/yarn.lock':
          '# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.\n# yarn lockfile v1\n\n\nreact-scripts@4.0.1:\n  version "4.0.1"\n',
        'examples/tsconfig.json':
          '{\n  "compilerOptions": { "jsx": "react-jsx", "strict": true, "noEmit": true },\n  "include": ["src"]\n}\n',
        'examples/src/App.tsx': "import React from 'react';\n\nexport default function App() {\n  return <div />;\n}\n",
      },
      change: {
        'examples/package.json':
          '{\n  "name": "react-scroll-animator-examples",\n  "version": "0.1.0-beta",\n  "private": false,\n  "devDependencies": {\n    "react": "^17.0.1",\n    "react-dom": "^17.0.1",\n    "react-scripts": "5.0.1"\n  },\n  "scripts": {\n    "start": "react-scripts start",\n    "build": "react-scripts build"\n  },\n  "dependencies": {}\n}\n',
      },
      expected: ['Install updated dependencies: cd examples && yarn install', 'Type-check: cd examples && yarn tsc --noEmit'],
      ran: ['cd examples && yarn install && yarn tsc --noEmit'],
      skips: ['yarn install'],
    },
    {
      name: "Go: a dep bump in the benchmarks module (benchmarks/, its own go.mod and go.sum) owes its own tidy: the root module's tidy or test leaves it (zap)",
      files: {
        'go.mod':
          'module go.uber.org/zap\n\ngo 1.21\n\nrequire (\n	github.com/stretchr/testify v1.8.1\n	go.uber.org/multierr v1.10.0\n)\n',
        'go.sum':
          'github.com/stretchr/testify v1.8.1 h1:w7B6lhMri9wdJUVmEZPGGhZzrYTPvgJArz7wNPgYKsk=\ngo.uber.org/multierr v1.10.0 h1:S0h4aNzvfcFsC3dRF1jLoaov7oRaKqRGC/pUEJ2yvPQ=\n',
        'logger.go':
          'package zap\n\n// Logger logs.\ntype Logger struct{ name string }\n\n// Named returns a named logger.\nfunc (l *Logger) Named(s string) *Logger { return &Logger{name: s} }\n',
        'logger_test.go':
          'package zap\n\nimport "testing"\n\nfunc TestNamed(t *testing.T) {\n	if (&Logger{}).Named("a").name != "a" {\n		t.Fatal("name")\n	}\n}\n',
        'benchmarks/go.mod':
          'module go.uber.org/zap/benchmarks\n\ngo 1.21\n\nreplace go.uber.org/zap => ../\n\nrequire (\n	github.com/sirupsen/logrus v1.9.0\n	go.uber.org/zap v1.27.0\n)\n',
        'benchmarks/go.sum': 'github.com/sirupsen/logrus v1.9.0 h1:trlNQbNUG3OdDrDil03MCb1H2o9nJ1x4/5LYw7byDE0=\n',
        'benchmarks/scenario_bench_test.go':
          'package benchmarks\n\nimport (\n	"testing"\n\n	"github.com/sirupsen/logrus"\n)\n\nfunc BenchmarkLogrus(b *testing.B) {\n	for i := 0; i < b.N; i++ {\n		logrus.Info("x")\n	}\n}\n',
      },
      change: {
        'benchmarks/go.mod':
          'module go.uber.org/zap/benchmarks\n\ngo 1.21\n\nreplace go.uber.org/zap => ../\n\nrequire (\n	github.com/sirupsen/logrus v1.9.3\n	go.uber.org/zap v1.27.0\n)\n',
      },
      expected: ['Install updated dependencies: cd benchmarks && go mod tidy', 'Run the tests: cd benchmarks && go test ./...'],
      ran: ['cd benchmarks && go mod tidy && go test ./...'],
      skips: ['go mod tidy', 'go test ./...'],
    },
    {
      name: 'php: a data-provider file under tests/data is owed its requiring test, run with phpunit (PHPOffice/PhpSpreadsheet)',
      files: phpDataProvidersShape,
      change: {
        'tests/data/Calculation/TextData/CLEAN.php':
          "<?php\n\nreturn [\n    ['HELLO', 'HELLO'],\n    'carriage return removed' => ['HELLOWORLD', \"HELLO\\rWORLD\"],\n];\n",
      },
      expected: [
        'Type-check: vendor/bin/phpstan analyse',
        'Run the changed tests: vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php',
      ],
      ran: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php', 'vendor/bin/phpstan analyse'],
      skips: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/TrimTest.php', 'vendor/bin/phpcs'],
      partly: [
        { ran: ['vendor/bin/phpunit', 'vendor/bin/phpstan analyse'], left: [] },
        { ran: ['composer check'], left: [] },
        {
          ran: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData'],
          left: ['Type-check: vendor/bin/phpstan analyse'],
        },
      ],
    },
    {
      name: 'php: a changed test of a composer script that runs phpstan, phpcs and more before phpunit is run with phpunit itself (PHPOffice/PhpSpreadsheet)',
      files: phpDataProvidersShape,
      change: {
        'tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php': phpDataProvidersShape[
          'tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php'
        ].replace('self::assertSame($expected, $value);', 'self::assertSame($expected, $value, (string) $value);'),
      },
      expected: [
        'Type-check: vendor/bin/phpstan analyse',
        'Run the changed tests: vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php',
      ],
      ran: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php', 'vendor/bin/phpstan analyse'],
      skips: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/TrimTest.php'],
      partly: [
        { ran: ['composer check'], left: [] },
        {
          ran: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php'],
          left: ['Type-check: vendor/bin/phpstan analyse'],
        },
      ],
    },
    {
      name: 'php: … a data file no test reads is still owed the whole run (control) (PHPOffice/PhpSpreadsheet)',
      files: { ...phpDataProvidersShape, 'tests/data/Calculation/TextData/UNUSED.php': '<?php\n\nreturn [];\n' },
      change: { 'tests/data/Calculation/TextData/UNUSED.php': "<?php\n\nreturn [\n    ['A', 'A'],\n];\n" },
      expected: ['Run the changed tests: composer check'],
      ran: ['composer check'],
      skips: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php'],
      partly: [{ ran: ['vendor/bin/phpunit'], left: [] }],
    },
    {
      name: 'php: … a source edit is still owed `composer check`, its phpstan and phpunit (control) (PHPOffice/PhpSpreadsheet)',
      files: phpDataProvidersShape,
      change: {
        'src/PhpSpreadsheet/Calculation/TextData/Trim.php': phpDataProvidersShape[
          'src/PhpSpreadsheet/Calculation/TextData/Trim.php'
        ].replace('[\\x00-\\x1f]', '[\\x00-\\x1f\\x7f]'),
      },
      expected: ['Run the tests: composer check'],
      ran: ['composer check'],
      skips: ['vendor/bin/phpcs'],
      partly: [
        { ran: ['vendor/bin/phpstan analyse', 'vendor/bin/phpunit'], left: [] },
        {
          ran: ['vendor/bin/phpunit tests/PhpSpreadsheetTests/Calculation/Functions/TextData/CleanTest.php'],
          left: ['Type-check: composer check'],
        },
      ],
    },
    {
      name: 'rust: a change to a workspace crate also tests the members that depend on it through another member: the root package on the driver on the summary (mdBook)',
      files: {
        'Cargo.toml':
          '[workspace]\nmembers = [".", "crates/*"]\n\n[workspace.dependencies]\nsummary = { path = "crates/summary", version = "0.1.0" }\n' +
          'driver = { path = "crates/driver", version = "0.1.0" }\n\n[package]\nname = "book"\nversion = "0.1.0"\nedition = "2021"\n\n' +
          '[dependencies]\ndriver.workspace = true\n',
        'crates/summary/Cargo.toml': '[package]\nname = "summary"\nversion = "0.1.0"\nedition = "2021"\n',
        'crates/summary/src/lib.rs':
          'pub fn parse_error(line: usize, col: usize) -> String {\n    format!("failed to parse SUMMARY.md line {}, column {}", line, col)\n}\n',
        'crates/driver/Cargo.toml':
          '[package]\nname = "driver"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nsummary.workspace = true\n',
        'crates/driver/src/lib.rs': 'pub fn drive() -> String {\n    summary::parse_error(3, 4)\n}\n',
        'src/lib.rs': 'pub fn build() -> String {\n    driver::drive()\n}\n',
        'tests/testsuite/main.rs': '#[test]\nfn builds() {\n    assert!(book::build().contains("line 3"));\n}\n',
        '.github/workflows/main.yml':
          'name: CI\non: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo test --workspace --locked\n',
      },
      change: {
        'crates/summary/src/lib.rs':
          'pub fn parse_error(line: usize, column: usize) -> String {\n    format!("failed to parse SUMMARY.md line {}, column {}", line, column)\n}\n',
      },
      expected: ['Run the tests: cargo test -p summary -p book -p driver'],
      ran: ['cargo test --workspace --locked'],
      skips: ['cargo test -p summary -p driver', 'cargo test -p summary'],
      partly: [{ ran: ['cargo test -p summary -p book -p driver'], left: [] }],
    },
    {
      name: 'rust: … past a few members that depend on it, directly or not, the workspace run tests them all (mdBook)',
      files: {
        'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n',
        'crates/core/Cargo.toml': '[package]\nname = "core"\nversion = "0.1.0"\nedition = "2021"\n',
        'crates/core/src/lib.rs': 'pub fn answer() -> u8 {\n    42\n}\n',
        'crates/markdown/Cargo.toml':
          '[package]\nname = "markdown"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ncore = { path = "../core" }\n',
        'crates/markdown/src/lib.rs': 'pub fn a() -> u8 {\n    core::answer()\n}\n',
        'crates/renderer/Cargo.toml':
          '[package]\nname = "renderer"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ncore = { path = "../core" }\n',
        'crates/renderer/src/lib.rs': 'pub fn b() -> u8 {\n    core::answer()\n}\n',
        'crates/html/Cargo.toml':
          '[package]\nname = "html"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nmarkdown = { path = "../markdown" }\nrenderer = { path = "../renderer" }\n',
        'crates/html/src/lib.rs': 'pub fn c() -> u8 {\n    markdown::a() + renderer::b()\n}\n',
        'crates/driver/Cargo.toml':
          '[package]\nname = "driver"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nhtml = { path = "../html" }\n',
        'crates/driver/src/lib.rs': 'pub fn d() -> u8 {\n    html::c()\n}\n',
        'crates/cli/Cargo.toml':
          '[package]\nname = "cli"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ndriver = { path = "../driver" }\n',
        'crates/cli/src/main.rs': 'fn main() {\n    println!("{}", driver::d());\n}\n',
      },
      change: { 'crates/core/src/lib.rs': 'pub fn answer() -> u8 {\n    6 * 7\n}\n' },
      expected: ['Run the tests: cargo test --workspace'],
      ran: ['cargo test --workspace'],
      skips: ['cargo test -p core', 'cargo test -p core -p markdown -p renderer -p html -p driver'],
    },
    {
      name: 'Rust: a crate in a subfolder with CI defaults.run.working-directory gets one `cd`, not two (zerocopy)',
      files: {
        'zerocopy/Cargo.toml': '[package]\nname = "zc"\nversion = "0.1.0"\nedition = "2021"\n',
        'zerocopy/cargo.sh':
          '#!/usr/bin/env bash\n# Pins toolchains: ./cargo.sh +<msrv|stable|nightly> <cargo args>\nset -eo pipefail\ntc="$1"; shift\ncase "$tc" in +msrv) v=1.56.0;; +stable) v=1.90.0;; +nightly) v=nightly-2025-11-01;; *) echo "toolchain required" >&2; exit 1;; esac\nexec cargo "+$v" "$@"\n',
        'zerocopy/AGENTS.md':
          '# Agents\n**NEVER** run `cargo` directly. **ALWAYS** use `./cargo.sh` for all cargo sub-commands:\n`./cargo.sh +nightly test`, `./cargo.sh +nightly clippy --tests`.\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push]\njobs:\n  build_test:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: zerocopy\n    strategy:\n      matrix:\n        toolchain: [msrv, stable, nightly]\n    steps:\n      - uses: actions/checkout@v4\n      - name: Run tests\n        env:\n          TOOLCHAIN: ${{ matrix.toolchain }}\n        run: |\n          ./cargo.sh +$TOOLCHAIN test \\\n            --verbose\n      - name: Clippy\n        env:\n          TOOLCHAIN: ${{ matrix.toolchain }}\n        run: ./cargo.sh +$TOOLCHAIN clippy --tests\n',
        'zerocopy/src/lib.rs':
          'pub fn msg() -> &\'static str { "floating point support is turned off" }\n#[cfg(test)]\nmod tests { #[test] fn t() { assert!(!super::msg().is_empty()); } }\n',
      },
      change: {
        'zerocopy/src/lib.rs':
          'pub fn msg() -> &\'static str { "float support is turned off" }\n#[cfg(test)]\nmod tests { #[test] fn t() { assert!(!super::msg().is_empty()); } }\n',
      },
      // checkpoint-r73 prints: Run the tests: `cd zerocopy && cd zerocopy && ./cargo.sh +nightly test`
      expected: ['Run the tests: cd zerocopy && ./cargo.sh +nightly test', 'Lint: cd zerocopy && ./cargo.sh +nightly clippy --tests'],
      ran: ['cd zerocopy && ./cargo.sh +nightly test'],
    },
    {
      name: 'C: a changed CLI test asks for its own tests/Makefile target, and another suite does not settle it (zstd)',
      files: {
        Makefile: '.PHONY: test shortest\ntest:\n\t$(MAKE) -C tests test\nshortest:\n\t$(MAKE) -C tests test-fuzzer\n',
        'tests/Makefile':
          '.PHONY: test test-cli-tests test-fuzzer\ntest: test-cli-tests test-fuzzer\ntest-cli-tests:\n\t./cli-tests/run.py\ntest-fuzzer: fuzzer\n\t./fuzzer -T1mn\nfuzzer: fuzzer.c\n\t$(CC) -o $@ $< ../lib/zstd.c\n',
        'tests/cli-tests/run.py':
          '#!/usr/bin/env python3\nimport subprocess, sys, glob\nok = all(subprocess.call(["sh", t]) == 0 for t in sorted(glob.glob("cli-tests/**/*.sh", recursive=True)))\nsys.exit(0 if ok else 1)\n',
        'tests/cli-tests/basic/version.sh': '#!/bin/sh\nset -e\nzstd -V\n',
        'lib/zstd.c': 'int zstd_version(void) { return 10507; }\n',
        'tests/fuzzer.c': 'int zstd_version(void);\nint main(void) { return zstd_version() == 10507 ? 0 : 1; }\n',
      },
      change: {
        'tests/cli-tests/basic/version.sh': '#!/bin/sh\nset -e\nzstd -V\nzstd --version\n',
      },
      // checkpoint-r73 prints: Run the changed tests: `cd tests && make test`; and --ran "make -C tests test-fuzzer" settles it
      // (said `cd tests && make …` as every package's make target is, lz4's `test-frametest` row too)
      expected: ['Run the changed tests: cd tests && make test-cli-tests'],
      ran: ['make -C tests test-cli-tests'],
      skips: ['make -C tests test-fuzzer'],
      partly: [{ ran: ['make test'], left: [] }],
    },
    {
      name: "rust: a change inside a cfg(not(default feature)) block owes the Makefile's feature-matrix `make test`; default-feature cargo test never compiles it (insta)",
      files: {
        'Cargo.toml': '[workspace]\nmembers = ["snap", "cargo-snap"]\nresolver = "2"\n',
        'snap/Cargo.toml':
          '[package]\nname = "snap"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\ndefault = ["colors"]\ncolors = []\n',
        'snap/src/lib.rs':
          'pub fn term_width() -> usize {\n    #[cfg(feature = "colors")]\n    {\n        100\n    }\n    #[cfg(not(feature = "colors"))]\n    {\n        74\n    }\n}\n',
        'snap/tests/test_basic.rs': '#[test]\nfn width() {\n    assert!(snap::term_width() > 0);\n}\n',
        'cargo-snap/Cargo.toml':
          '[package]\nname = "cargo-snap"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nsnap = { path = "../snap" }\n',
        'cargo-snap/src/main.rs': 'fn main() {\n    println!("{}", snap::term_width());\n}\n',
        Makefile:
          'test:\n	@cargo test -p snap --locked\n	@cargo test -p snap --all-features --locked\n	@cargo test -p snap --no-default-features --locked\n	@cargo test -p cargo-snap --locked\n\nlint:\n	@cargo clippy --all-targets --all-features -- --deny warnings\n\n.PHONY: test lint\n',
        'CONTRIBUTING.md': '# Contributing\n\n## Running the Tests\n\nTo run all tests a makefile is provided\n\n```sh\nmake test\n```\n',
        '.github/workflows/tests.yml':
          'name: Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@stable\n      - run: make test\n  clippy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: dtolnay/rust-toolchain@stable\n      - run: make lint\n',
      },
      change: {
        'snap/src/lib.rs':
          'pub fn term_width() -> usize {\n    #[cfg(feature = "colors")]\n    {\n        100\n    }\n    #[cfg(not(feature = "colors"))]\n    {\n        80\n    }\n}\n',
      },
      expected: ['Run the tests: make test', 'Lint: make lint'],
      ran: ['make test'],
      skips: ['cargo test -p snap', 'cargo test -p snap -p cargo-snap', 'cargo test -p snap --no-default-features --features colors'],
    },
    {
      name: 'rust: … without a target that runs it, `cargo test -p <crate> --no-default-features`, the crate alone (its dependents would turn the default features back on) (insta)',
      files: {
        'Cargo.toml': '[workspace]\nmembers = ["snap", "cargo-snap"]\nresolver = "2"\n',
        'snap/Cargo.toml':
          '[package]\nname = "snap"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\ndefault = ["colors"]\ncolors = []\n',
        'snap/src/lib.rs':
          'pub fn term_width() -> usize {\n    #[cfg(feature = "colors")]\n    {\n        100\n    }\n    #[cfg(not(feature = "colors"))]\n    {\n        74\n    }\n}\n',
        'snap/tests/test_basic.rs': '#[test]\nfn width() {\n    assert!(snap::term_width() > 0);\n}\n',
        'cargo-snap/Cargo.toml':
          '[package]\nname = "cargo-snap"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nsnap = { path = "../snap" }\n',
        'cargo-snap/src/main.rs': 'fn main() {\n    println!("{}", snap::term_width());\n}\n',
      },
      change: {
        'snap/src/lib.rs':
          'pub fn term_width() -> usize {\n    #[cfg(feature = "colors")]\n    {\n        100\n    }\n    #[cfg(not(feature = "colors"))]\n    {\n        80\n    }\n}\n',
      },
      expected: ['Run the tests: cargo test -p snap --no-default-features'],
      ran: ['cargo test -p snap --no-default-features'],
      skips: [
        'cargo test -p snap',
        'cargo test -p snap -p cargo-snap --no-default-features',
        'cargo test --workspace --no-default-features',
      ],
    },
    {
      name: 'Python: a source edit owes the tox env whose mypy run names `src`; the factor env running `mypy tests/typing` checks only the typing examples and does not settle it (structlog)',
      files: {
        ...typingExample,
        'tox.ini':
          '[tox]\nenv_list = 3.1{3,4}-{tests,mypy}, typing-mypy\n\n[testenv]\ndependency_groups =\n    tests: tests\n    mypy: typing\ncommands =\n    tests: pytest {posargs}\n    mypy: mypy tests/typing\n\n[testenv:typing-mypy]\ndependency_groups = typing\ncommands = mypy src\n',
      },
      change: { 'src/pkg/__init__.py': 'def greet(name: str) -> str:\n    return "hello " + name\n' },
      expected: ['Run the tests: pytest', 'Type-check: tox -e typing-mypy'],
      ran: ['pytest', 'tox run -e typing-mypy'],
      partly: [{ ran: ['pytest', 'tox run -e 3.14-mypy'], left: ['Type-check: tox -e typing-mypy'] }],
    },
    {
      name: 'gradle: an edited proto fixture whose generated Swift is committed and CI-diffed owes `./gradlew generateTests` (wire)',
      files: generatedSwift,
      change: {
        'wire-tests/fixtures/proto/kotlin/form.proto':
          'syntax = "proto2";\npackage squareup.protos.kotlin;\n\nmessage Form {\n  message MoneyElement {\n  }\n  // Blank space between elements.\n  message SpacerElement {\n  }\n  optional MoneyElement money_element = 1;\n  optional SpacerElement spacer_element = 2;\n}\n',
      },
      expected: ['Regenerate the files CI checks are up to date: ./gradlew generateTests', 'Run the tests: ./gradlew :wire-tests:test'],
      ran: ['./gradlew generateTests', './gradlew :wire-tests:test'],
    },
    {
      name: 'TypeScript: a locale source change owes regenerating the committed locale snapshots that CI checks (date-fns/date-fns)',
      files: localeSnapshots,
      change: {
        'src/locale/de/_lib/formatDistance/index.ts':
          'const locale = {\n  lessThanXMinutes: { one: "weniger als eine Minute", other: "weniger als {{count}} Minuten" },\n};\n\nexport const formatDistance = (token: "lessThanXMinutes", count: number): string =>\n  count === 1 ? locale[token].one : locale[token].other.replace("{{count}}", String(count));\n',
      },
      expected: ['Regenerate the files CI checks are up to date: pnpm run locale-snapshots', 'Run the tests: pnpm test'],
      ran: ['pnpm run locale-snapshots', 'pnpm test'],
    },
    {
      name: 'go: changing an exported doc comment owes regenerating the committed godoc snapshot via the Makefile wrapper (`make generate`, enforced by CI diffcheck) (urfave/cli)',
      files: godocSnapshot,
      change: {
        'cli.go':
          '// Package cli builds command line apps.\npackage cli\n\nimport "fmt"\n\n// ShowVersion prints the version number to stdout.\nfunc ShowVersion(v string) {\n\tfmt.Println(v)\n}\n',
      },
      expected: ['Regenerate the files CI checks are up to date: make generate', 'Run the tests: go test ./...', 'Lint: make vet'],
      ran: ['make generate', 'make test'],
    },
    {
      name: 'gradle: a test of another module feeds no generator CI diff-checks: no regeneration owed (wire)',
      files: generatedSwift,
      change: {
        'wire-tests/src/test/kotlin/FormTest.kt':
          'import kotlin.test.Test\n\nclass FormTest {\n  @Test fun builds() {}\n  @Test fun buildsAgain() {}\n}\n',
      },
      expected: ['Run the changed tests: ./gradlew :wire-tests:test --tests FormTest'],
      ran: ['./gradlew :wire-tests:test --tests FormTest'],
    },
    {
      name: 'TypeScript: a source outside the locales the snapshot script imports owes no locale snapshots (date-fns/date-fns)',
      files: localeSnapshots,
      change: {
        'src/addDays/index.ts':
          'export const addDays = (date: Date, amount: number): Date => new Date(date.getTime() + amount * 24 * 3600000);\n',
      },
      expected: ['Run the tests: pnpm test'],
      ran: ['pnpm test'],
    },
    {
      name: 'go: a changed test file feeds no `go doc` snapshot: its run alone is owed (urfave/cli)',
      files: godocSnapshot,
      change: { 'cli_test.go': 'package cli\n\nimport "testing"\n\nfunc TestShowVersion(t *testing.T) { ShowVersion("1.0.1") }\n' },
      expected: ['Lint: make vet', 'Run the changed tests: go test .'],
      ran: ['go test .'],
    },
    {
      name: 'go: a test run CI follows with `git diff --exit-code` is no generator: the tests alone are owed (urfave/cli)',
      files: {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        Makefile: 'test:\n\tgo run scripts/build.go test\n',
        'scripts/build.go':
          '//go:build ignore\n\npackage main\n\nimport (\n\t"os"\n\t"os/exec"\n)\n\nfunc main() {\n\tc := exec.Command("go", "test", "./...")\n\tc.Stdout, c.Stderr = os.Stdout, os.Stderr\n\tif c.Run() != nil {\n\t\tos.Exit(1)\n\t}\n}\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: make test\n      - run: git diff --exit-code\n',
        'm.go': 'package m\n\nfunc F() int { return 1 }\n',
        'm_test.go': 'package m\n\nimport "testing"\n\nfunc TestF(t *testing.T) { _ = F() }\n',
      },
      change: { 'm.go': 'package m\n\nfunc F() int { return 2 }\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'Ruby: source change asks for the Rakefile task CI runs (rake all_specs incl. cucumber), not bare rspec (factory_bot)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\ngem "cucumber"\ngem "standard"\n',
        'widget.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "widget"\n  s.version = "1.0.0"\n  s.summary = "w"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        Rakefile:
          'require "rspec/core/rake_task"\nrequire "cucumber/rake/task"\nrequire "standard/rake"\n\ntask default: %w[all_specs standard]\ntask all_specs: %w[spec features]\nRSpec::Core::RakeTask.new(:spec)\nCucumber::Rake::Task.new(:features)\n',
        '.github/workflows/build.yml':
          'name: Build\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake all_specs\n  standard:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake standard\n',
        'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}"\n  end\nend\n',
        'spec/widget_spec.rb':
          'require "widget"\nRSpec.describe Widget do\n  it("names") { expect(Widget.name_for(1)).to eq("widget 1") }\nend\n',
        'features/widget.feature': 'Feature: widget\n  Scenario: naming\n    When I name widget 1\n    Then I get "widget 1"\n',
      },
      change: { 'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}".strip\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rake all_specs', 'Lint: bundle exec rake standard'],
      ran: ['bundle exec rake all_specs'],
      skips: ['bundle exec rake spec:unit'],
      partly: [
        { ran: ['bundle exec rake spec', 'bundle exec rake standard'], left: ['Run the tests: bundle exec rake all_specs'] },
        { ran: ['bundle exec rspec', 'bundle exec cucumber', 'bundle exec rake standard'], left: [] },
      ],
    },
    {
      name: 'Ruby: … a changed spec is run by rspec itself, not CI’s task of specs and features (control) (factory_bot)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\ngem "cucumber"\ngem "standard"\n',
        'widget.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "widget"\n  s.version = "1.0.0"\n  s.summary = "w"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        Rakefile:
          'require "rspec/core/rake_task"\nrequire "cucumber/rake/task"\nrequire "standard/rake"\n\ntask default: %w[all_specs standard]\ntask all_specs: %w[spec features]\nRSpec::Core::RakeTask.new(:spec)\nCucumber::Rake::Task.new(:features)\n',
        '.github/workflows/build.yml':
          'name: Build\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake all_specs\n  standard:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake standard\n',
        'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}"\n  end\nend\n',
        'spec/widget_spec.rb':
          'require "widget"\nRSpec.describe Widget do\n  it("names") { expect(Widget.name_for(1)).to eq("widget 1") }\nend\n',
        'features/widget.feature': 'Feature: widget\n  Scenario: naming\n    When I name widget 1\n    Then I get "widget 1"\n',
      },
      change: {
        'spec/widget_spec.rb':
          'require "widget"\nRSpec.describe Widget do\n  it("names") { expect(Widget.name_for(2)).to eq("widget 2") }\nend\n',
      },
      expected: ['Lint: bundle exec rake standard', 'Run the changed tests: bundle exec rspec spec/widget_spec.rb'],
      skips: ['bundle exec rake spec:unit'],
      ran: ['bundle exec rspec spec/widget_spec.rb'],
    },
    {
      name: 'Ruby: an edited cucumber .feature file owes its run (factory_bot)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\ngem "cucumber"\ngem "standard"\n',
        'widget.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "widget"\n  s.version = "1.0.0"\n  s.summary = "w"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        Rakefile:
          'require "rspec/core/rake_task"\nrequire "cucumber/rake/task"\nrequire "standard/rake"\n\ntask default: %w[all_specs standard]\ntask all_specs: %w[spec features]\nRSpec::Core::RakeTask.new(:spec)\nCucumber::Rake::Task.new(:features)\n',
        '.github/workflows/build.yml':
          'name: Build\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake all_specs\n',
        'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}"\n  end\nend\n',
        'features/widget.feature': 'Feature: widget\n  Scenario: naming\n    When I name widget 1\n    Then I get "widget 1"\n',
      },
      change: {
        'features/widget.feature': 'Feature: widget\n  Scenario: naming a widget\n    When I name widget 1\n    Then I get "widget 1"\n',
      },
      expected: ['Run the changed tests: bundle exec cucumber features/widget.feature'],
      ran: ['bundle exec cucumber features/widget.feature'],
      skips: ['bundle exec rspec'],
    },
    {
      name: 'PHP: src change owes both static analysers CI gates on (composer analyze = phpstan + psalm) (ramsey/uuid)',
      files: uuidShape,
      change: {
        'src/Bits.php':
          '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme\\Bits;\n\nfinal class Bits\n{\n    /** @psalm-pure */\n    public static function applyVariant(int $clockSeq): int\n    {\n        return ($clockSeq & 0x3fff) | 0x8000;\n    }\n}\n',
      },
      expected: ['Run the tests: composer phpunit', 'Lint: composer lint', 'Type-check: composer analyze'],
      ran: ['composer phpunit', 'composer analyze'],
    },
    {
      name: "python: a requirements.txt bump is installed with the project's scripts/install, which fills the venv that scripts/test uses (encode/httpx)",
      files: {
        '.github/workflows/test.yml':
          'name: Test Suite\non:\n  push:\n    branches: ["master"]\n  pull_request:\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-python@v6\n        with:\n          python-version: "3.12"\n      - name: "Install dependencies"\n        run: "scripts/install"\n      - name: "Run tests"\n        run: "scripts/test"\n',
        'docs/contributing.md':
          '# pkg\n\n## Development\n\nInstall the project and its dependencies:\n\n```shell\n$ scripts/install\n```\n\nTo run the tests:\n\n```shell\n$ scripts/test\n```\n',
        'pkg/__init__.py': 'def f():\n    return 1\n',
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1.0"\n',
        'requirements.txt': '-e .\npytest==8.4.1\n',
        'scripts/install':
          '#!/bin/sh -e\nif [ -z "$GITHUB_ACTIONS" ]; then\n    python3 -m venv venv\n    PIP="venv/bin/pip"\nelse\n    PIP="pip"\nfi\n"$PIP" install -r requirements.txt\n',
        'scripts/test':
          '#!/bin/sh\n\nexport PREFIX=""\nif [ -d \'venv\' ] ; then\n    export PREFIX="venv/bin/"\nfi\n\nset -ex\n\n${PREFIX}coverage run -m pytest "$@"\n',
        'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n',
      },
      change: {
        'requirements.txt': '-e .\npytest==8.4.2\n',
      },
      expected: ['Install updated dependencies: scripts/install', 'Run the tests: scripts/test'],
      ran: ['scripts/install', 'scripts/test'],
      partly: [{ ran: ['pip install -r requirements.txt', 'scripts/test'], left: [] }],
    },
    {
      name: 'typescript: vitest aliases @trpc/* to src (computed in vitest.config.ts) and tsconfig paths map them to src, so a source change owes no Build (trpc/trpc)',
      files: trpcShape,
      change: {
        'packages/server/src/index.ts': 'export function double(n: number): number {\n  const result = n * 2;\n  return result;\n}\n',
      },
      expected: ['Run the tests: pnpm test', 'Lint: pnpm --filter @trpc/server lint', 'Type-check: pnpm run typecheck-packages'],
      ran: ['pnpm test', 'pnpm typecheck-packages', 'pnpm --filter @trpc/server lint'],
    },
    {
      name: 'typescript: `pnpm test -- --watch false <other file>` runs only that file (pnpm swallows the first --), so it does not settle the changed test (trpc/trpc)',
      files: {
        '.github/workflows/main.yml':
          'name: main\non:\n  pull_request:\n  push:\n    branches: [main]\njobs:\n  typecheck:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v6\n      - uses: pnpm/action-setup@v5\n      - run: pnpm install\n      - run: pnpm typecheck-packages\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v6\n      - uses: pnpm/action-setup@v5\n      - run: pnpm install\n      - run: pnpm test --coverage\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v6\n      - uses: pnpm/action-setup@v5\n      - run: pnpm install\n      - run: pnpm build\n',
        'package.json':
          '{\n  "name": "root",\n  "private": true,\n  "type": "module",\n  "packageManager": "pnpm@10.33.1",\n  "scripts": {\n    "build": "turbo --filter=./packages/* build",\n    "test": "vitest",\n    "typecheck-packages": "pnpm run --parallel --filter=./packages/* typecheck",\n    "lint": "turbo lint"\n  },\n  "devDependencies": { "turbo": "^2.0.0", "typescript": "^5.9.0", "vitest": "^4.0.18" }\n}\n',
        'packages/server/package.json':
          '{\n  "name": "@trpc/server",\n  "version": "11.0.0",\n  "scripts": {\n    "build": "tsdown",\n    "lint": "eslint --cache src",\n    "typecheck": "tsc --noEmit",\n    "dev": "tsdown --watch"\n  },\n  "exports": {\n    ".": {\n      "types": "./dist/index.d.mts",\n      "default": "./dist/index.mjs"\n    }\n  },\n  "type": "module",\n  "main": "./dist/index.cjs",\n  "module": "./dist/index.mjs",\n  "types": "./dist/index.d.cts"\n}',
        'packages/server/src/index.ts': 'export function double(n: number): number {\n  return n * 2;\n}\n',
        'packages/server/tsconfig.json': '{ "extends": "../../tsconfig.json", "include": ["src"] }\n',
        'packages/tests/package.json':
          '{\n  "name": "@trpc/tests",\n  "private": true,\n  "scripts": {\n    "lint": "eslint --cache .",\n    "typecheck": "tsc --noEmit"\n  },\n  "dependencies": { "@trpc/server": "11.0.0" }\n}\n',
        'packages/tests/server/double.test.ts':
          "import { double } from '@trpc/server';\n\ntest('double', () => {\n  expect(double(2)).toBe(4);\n});\n",
        'packages/tests/server/zero.test.ts':
          "import { double } from '@trpc/server';\n\ntest('double zero', () => {\n  expect(double(0)).toBe(0);\n});\n",
        'packages/tests/tsconfig.json': '{ "extends": "../../tsconfig.json", "include": ["server"] }\n',
        'packages/tests/vitest.config.ts': "export { default } from '../../vitest.config';\n",
        'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
        'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
        'tsconfig.json':
          '{\n  "compilerOptions": {\n    "strict": true,\n    "paths": {\n      "@trpc/server": ["./packages/server/src"],\n      "@trpc/server/*": ["./packages/server/src/*"]\n    }\n  }\n}\n',
        'vitest.config.ts':
          "import { readdirSync, readFileSync } from 'node:fs';\nimport path, { join } from 'node:path';\nimport { fileURLToPath } from 'node:url';\nimport { defineConfig } from 'vitest/config';\n\nconst __dirname = path.dirname(fileURLToPath(import.meta.url));\nconst packagesDir = path.resolve(__dirname, 'packages');\nconst aliases: Record<string, string> = {};\nfor (const pkg of readdirSync(packagesDir).filter((it) => it !== 'tests')) {\n  const json = JSON.parse(readFileSync(join(packagesDir, pkg, 'package.json'), 'utf-8'));\n  for (const key of Object.keys(json.exports)) {\n    aliases[`@trpc/${pkg}${key.slice(1)}`] = join(packagesDir, pkg, 'src', key.slice(1));\n  }\n}\n\nexport default defineConfig({\n  resolve: { alias: aliases },\n  test: { globals: true, projects: ['./packages/*'] },\n});\n",
      },
      change: {
        'packages/tests/server/double.test.ts':
          "import { double } from '@trpc/server';\n\ntest('double', () => {\n  expect(double(2)).toBe(4);\n});\n\ntest('double negative', () => {\n  expect(double(-1)).toBe(-2);\n});\n",
      },
      expected: [
        'Lint: pnpm --filter @trpc/tests lint',
        'Type-check: pnpm --filter @trpc/tests typecheck',
        'Run the changed tests: pnpm test packages/tests/server/double.test.ts',
      ],
      ran: [
        'pnpm test -- --watch false packages/tests/server/double.test.ts',
        'pnpm --filter @trpc/tests typecheck',
        'pnpm --filter @trpc/tests lint',
      ],
      skips: ['pnpm test -- --watch false packages/tests/server/zero.test.ts', 'pnpm test -- packages/tests/server/zero.test.ts'],
    },
    {
      name: 'Rust: a project whose guide says always its ./cargo.sh stand-in, which CI runs in matrix steps, is asked `./cargo.sh +nightly test`, and that run settles it (google/zerocopy)',
      files: {
        'zerocopy/Cargo.toml':
          '[workspace]\n\n[package]\nname = "zerocopy"\nversion = "0.8.56"\nedition = "2021"\n\n[dependencies]\nzerocopy-derive = { version = "=0.8.56", path = "zerocopy-derive", optional = true }\n',
        'zerocopy/cargo.sh':
          '#!/usr/bin/env bash\nset -eo pipefail\nZEROCOPY_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" >/dev/null 2>&1 && pwd)"\nREPO_DIR="$(dirname "$ZEROCOPY_DIR")"\n(\n  cd "$REPO_DIR"\n  env -u RUSTFLAGS cargo +stable build --manifest-path tools/cargo-zerocopy/Cargo.toml -p cargo-zerocopy -q\n)\ncd "$ZEROCOPY_DIR"\nexec "$REPO_DIR/tools/target/debug/cargo-zerocopy" "$@"\n',
        'zerocopy/AGENTS.md':
          '# Instructions for AI Agents\n\nWhen developing code changes, you **MUST** read [agent_docs/development.md](./agent_docs/development.md).\n\nRun `../githooks/pre-push` before submitting.\n',
        'zerocopy/agent_docs/development.md':
          '# Development\n\n> **NEVER** run `cargo` directly.\n> **ALWAYS** use `./cargo.sh` for all cargo sub-commands.\n\n`./cargo.sh +<toolchain> <command> [args]`\n',
        'zerocopy/clippy.toml': 'accept-comment-above-statement = true\n',
        'zerocopy/src/lib.rs':
          'pub fn msg() -> &\'static str { "floating point support is turned off" }\n#[cfg(test)]\nmod tests { #[test] fn t() { assert!(!super::msg().is_empty()); } }\n',
        'zerocopy/zerocopy-derive/Cargo.toml':
          '[package]\nname = "zerocopy-derive"\nversion = "0.8.56"\nedition = "2021"\n\n[lib]\nproc-macro = true\n',
        'zerocopy/zerocopy-derive/src/lib.rs': 'extern crate proc_macro;\n',
        'zerocopy/zerocopy-derive/tests/struct_known_layout.rs': '#[test]\nfn known_layout() {}\n',
        'zerocopy/zerocopy-derive/tests/struct_from_bytes.rs': '#[test]\nfn from_bytes() {}\n',
        'githooks/pre-push': '#!/usr/bin/env bash\nset -e\ncd zerocopy && ./ci/check_fmt.sh\n',
        '.github/workflows/ci.yml':
          'name: Build & Tests\non:\n  pull_request:\n  push:\n    branches: [main]\nenv:\n  RUSTFLAGS: -Dwarnings\njobs:\n  build_test:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: zerocopy\n    strategy:\n      matrix:\n        toolchain: ["msrv", "stable", "nightly"]\n        target: ["i686-unknown-linux-gnu", "x86_64-unknown-linux-gnu"]\n        features: ["--no-default-features", "", "--all-features"]\n        crate: ["zerocopy", "zerocopy-derive"]\n    steps:\n      - uses: actions/checkout@v4\n      - name: Run tests\n        env:\n          TOOLCHAIN: ${{ matrix.toolchain }}\n          CRATE: ${{ matrix.crate }}\n          TARGET: ${{ matrix.target }}\n          FEATURES: ${{ matrix.features }}\n        run: |\n          ./cargo.sh +$TOOLCHAIN test \\\n            --package $CRATE \\\n            --target $TARGET \\\n            $FEATURES \\\n            --verbose\n      - name: Clippy\n        env:\n          TOOLCHAIN: ${{ matrix.toolchain }}\n          CRATE: ${{ matrix.crate }}\n        run: ./cargo.sh +$TOOLCHAIN clippy --package $CRATE --tests --verbose\n  codegen:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: zerocopy\n    steps:\n      - uses: actions/checkout@v4\n      - name: Run tests\n        run: |\n          RUSTFLAGS="$RUSTFLAGS -Awarnings" ./cargo.sh +nightly test \\\n            --package zerocopy \\\n            --all-features \\\n            --test codegen\n  check_avr:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: zerocopy\n    steps:\n      - uses: actions/checkout@v4\n      - run: RUSTFLAGS=\'-C target-cpu=atmega328p\' ./cargo.sh +nightly check --target=avr-none -Zbuild-std=core\n',
      },
      change: {
        'zerocopy/src/lib.rs':
          'pub fn msg() -> &\'static str { "floating point formatting support is turned off" }\n#[cfg(test)]\nmod tests { #[test] fn t() { assert!(!super::msg().is_empty()); } }\n',
      },
      // checkpoint-r75 prints: Run the tests: `cd zerocopy && cargo test`, Lint: `cd zerocopy && cargo clippy`; `./cargo.sh +nightly test` does not settle it
      expected: ['Run the tests: cd zerocopy && ./cargo.sh +nightly test', 'Lint: cd zerocopy && ./cargo.sh +nightly clippy'],
      ran: ['cd zerocopy && ./cargo.sh +nightly test'],
    },
    {
      name: 'Rust: a changed derive test is asked through the ./cargo.sh stand-in, and its run of the test target settles it (google/zerocopy)',
      files: {
        'zerocopy/Cargo.toml':
          '[workspace]\n\n[package]\nname = "zerocopy"\nversion = "0.8.56"\nedition = "2021"\n\n[dependencies]\nzerocopy-derive = { version = "=0.8.56", path = "zerocopy-derive", optional = true }\n',
        'zerocopy/cargo.sh':
          '#!/usr/bin/env bash\nset -eo pipefail\nZEROCOPY_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" >/dev/null 2>&1 && pwd)"\nREPO_DIR="$(dirname "$ZEROCOPY_DIR")"\n(\n  cd "$REPO_DIR"\n  env -u RUSTFLAGS cargo +stable build --manifest-path tools/cargo-zerocopy/Cargo.toml -p cargo-zerocopy -q\n)\ncd "$ZEROCOPY_DIR"\nexec "$REPO_DIR/tools/target/debug/cargo-zerocopy" "$@"\n',
        'zerocopy/AGENTS.md':
          '# Instructions for AI Agents\n\nWhen developing code changes, you **MUST** read [agent_docs/development.md](./agent_docs/development.md).\n\nRun `../githooks/pre-push` before submitting.\n',
        'zerocopy/agent_docs/development.md':
          '# Development\n\n> **NEVER** run `cargo` directly.\n> **ALWAYS** use `./cargo.sh` for all cargo sub-commands.\n\n`./cargo.sh +<toolchain> <command> [args]`\n',
        'zerocopy/clippy.toml': 'accept-comment-above-statement = true\n',
        'zerocopy/src/lib.rs':
          'pub fn msg() -> &\'static str { "floating point support is turned off" }\n#[cfg(test)]\nmod tests { #[test] fn t() { assert!(!super::msg().is_empty()); } }\n',
        'zerocopy/zerocopy-derive/Cargo.toml':
          '[package]\nname = "zerocopy-derive"\nversion = "0.8.56"\nedition = "2021"\n\n[lib]\nproc-macro = true\n',
        'zerocopy/zerocopy-derive/src/lib.rs': 'extern crate proc_macro;\n',
        'zerocopy/zerocopy-derive/tests/struct_known_layout.rs': '#[test]\nfn known_layout() {}\n',
        'zerocopy/zerocopy-derive/tests/struct_from_bytes.rs': '#[test]\nfn from_bytes() {}\n',
        'githooks/pre-push': '#!/usr/bin/env bash\nset -e\ncd zerocopy && ./ci/check_fmt.sh\n',
        '.github/workflows/ci.yml':
          'name: Build & Tests\non:\n  pull_request:\n  push:\n    branches: [main]\nenv:\n  RUSTFLAGS: -Dwarnings\njobs:\n  build_test:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: zerocopy\n    strategy:\n      matrix:\n        toolchain: ["msrv", "stable", "nightly"]\n        target: ["i686-unknown-linux-gnu", "x86_64-unknown-linux-gnu"]\n        features: ["--no-default-features", "", "--all-features"]\n        crate: ["zerocopy", "zerocopy-derive"]\n    steps:\n      - uses: actions/checkout@v4\n      - name: Run tests\n        env:\n          TOOLCHAIN: ${{ matrix.toolchain }}\n          CRATE: ${{ matrix.crate }}\n          TARGET: ${{ matrix.target }}\n          FEATURES: ${{ matrix.features }}\n        run: |\n          ./cargo.sh +$TOOLCHAIN test \\\n            --package $CRATE \\\n            --target $TARGET \\\n            $FEATURES \\\n            --verbose\n      - name: Clippy\n        env:\n          TOOLCHAIN: ${{ matrix.toolchain }}\n          CRATE: ${{ matrix.crate }}\n        run: ./cargo.sh +$TOOLCHAIN clippy --package $CRATE --tests --verbose\n  codegen:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: zerocopy\n    steps:\n      - uses: actions/checkout@v4\n      - name: Run tests\n        run: |\n          RUSTFLAGS="$RUSTFLAGS -Awarnings" ./cargo.sh +nightly test \\\n            --package zerocopy \\\n            --all-features \\\n            --test codegen\n  check_avr:\n    runs-on: ubuntu-latest\n    defaults:\n      run:\n        working-directory: zerocopy\n    steps:\n      - uses: actions/checkout@v4\n      - run: RUSTFLAGS=\'-C target-cpu=atmega328p\' ./cargo.sh +nightly check --target=avr-none -Zbuild-std=core\n',
      },
      change: {
        'zerocopy/zerocopy-derive/tests/struct_known_layout.rs': '#[test]\nfn known_layout() {}\n\n#[test]\nfn two_fields() {}\n',
      },
      // checkpoint-r75 prints: Run the changed tests: `cd zerocopy && cargo test -p zerocopy-derive`; the ./cargo.sh run does not settle it
      expected: [
        'Lint: cd zerocopy && ./cargo.sh +nightly clippy -p zerocopy-derive',
        'Run the changed tests: cd zerocopy && ./cargo.sh +nightly test -p zerocopy-derive',
      ],
      ran: ['cd zerocopy && ./cargo.sh +nightly test -p zerocopy-derive --test struct_known_layout'],
      skips: ['cd zerocopy && ./cargo.sh +nightly test -p zerocopy'],
    },
    {
      name: 'Ruby: a source change owes CI’s rake task of the namespaced rspec tasks (patterns) and Cucumber’s, not bare rspec; rake spec:unit is a part of it (thoughtbot/factory_bot)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\ngem "cucumber"\ngem "standard"\n',
        'widget.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "widget"\n  s.version = "1.0.0"\n  s.summary = "w"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        Rakefile:
          'require "rubygems"\nrequire "bundler"\nrequire "rake"\nrequire "rspec/core/rake_task"\nrequire "cucumber/rake/task"\nrequire "standard/rake"\n\nBundler::GemHelper.install_tasks(name: "widget")\n\ndesc "Default: run all specs and standard"\ntask default: %w[all_specs standard]\n\ndesc "Run all specs and features"\ntask all_specs: %w[spec:unit spec:acceptance features]\n\nnamespace :spec do\n  desc "Run unit specs"\n  RSpec::Core::RakeTask.new("unit") do |t|\n    t.pattern = "spec/{*_spec.rb,widget/**/*_spec.rb}"\n  end\n\n  desc "Run acceptance specs"\n  RSpec::Core::RakeTask.new("acceptance") do |t|\n    t.pattern = "spec/acceptance/**/*_spec.rb"\n  end\nend\n\ndesc "Run the unit and acceptance specs"\ntask spec: ["spec:unit", "spec:acceptance"]\n\nCucumber::Rake::Task.new(:features) do |t|\n  t.fork = true\n  t.cucumber_opts = ["--format", ENV["CUCUMBER_FORMAT"] || "progress"]\nend\n',
        '.github/workflows/build.yml':
          'name: Build\non:\n  pull_request:\n  push:\n    branches: [ main ]\njobs:\n  build:\n    strategy:\n      matrix:\n        ruby: ["3.3"]\n        rails: ["7.2"]\n    runs-on: ubuntu-latest\n    env:\n      BUNDLE_GEMFILE: gemfiles/${{ matrix.rails }}.gemfile\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake all_specs\n  standard:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake standard\n',
        'CONTRIBUTING.md':
          '# Contributing\n\n## Running the test suite\n\nThe default rake task will run the full test suite and standard:\n\n```sh\nbundle exec rake\n```\n\nYou can also run a single group of tests (unit, spec, or feature)\n\n```sh\nbundle exec rake spec:unit\nbundle exec rake spec:acceptance\nbundle exec rake features\n```\n\nTo run an individual rspec test, you can provide a path and line number:\n\n```sh\nbundle exec rspec spec/path/to/spec.rb:123\n```\n',
        'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}"\n  end\nend\n',
        'spec/widget_spec.rb':
          'require "widget"\nRSpec.describe Widget do\n  it("names") { expect(Widget.name_for(1)).to eq("widget 1") }\nend\n',
        'spec/acceptance/naming_spec.rb':
          'require "widget"\nRSpec.describe "naming" do\n  it("names a widget") { expect(Widget.name_for(2)).to eq("widget 2") }\nend\n',
        'features/widget.feature': 'Feature: widget\n  Scenario: naming\n    When I name widget 1\n    Then I get "widget 1"\n',
        'features/step_definitions/widget_steps.rb':
          'When("I name widget {int}") { |n| @name = Widget.name_for(n) }\nThen("I get {string}") { |s| expect(@name).to eq(s) }\n',
      },
      change: { 'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}".strip\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rake all_specs', 'Lint: bundle exec rake standard'],
      ran: ['bundle exec rake all_specs'],
      skips: ['bundle exec rake spec:unit', 'bundle exec rake spec:acceptance'],
      partly: [
        { ran: ['bundle exec rake'], left: [] },
        { ran: ['bundle exec rake spec', 'bundle exec rake standard'], left: ['Run the tests: bundle exec rake all_specs'] },
        { ran: ['bundle exec rake spec', 'bundle exec rake features', 'bundle exec rake standard'], left: [] },
        { ran: ['bundle exec rspec', 'bundle exec cucumber', 'bundle exec rake standard'], left: [] },
      ],
    },
    {
      name: 'Ruby: … an edited Cucumber feature is settled by the rake tasks that run Cucumber’s task (rake features, rake all_specs, rake) (thoughtbot/factory_bot)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\ngem "cucumber"\ngem "standard"\n',
        'widget.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "widget"\n  s.version = "1.0.0"\n  s.summary = "w"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        Rakefile:
          'require "rubygems"\nrequire "bundler"\nrequire "rake"\nrequire "rspec/core/rake_task"\nrequire "cucumber/rake/task"\nrequire "standard/rake"\n\nBundler::GemHelper.install_tasks(name: "widget")\n\ndesc "Default: run all specs and standard"\ntask default: %w[all_specs standard]\n\ndesc "Run all specs and features"\ntask all_specs: %w[spec:unit spec:acceptance features]\n\nnamespace :spec do\n  desc "Run unit specs"\n  RSpec::Core::RakeTask.new("unit") do |t|\n    t.pattern = "spec/{*_spec.rb,widget/**/*_spec.rb}"\n  end\n\n  desc "Run acceptance specs"\n  RSpec::Core::RakeTask.new("acceptance") do |t|\n    t.pattern = "spec/acceptance/**/*_spec.rb"\n  end\nend\n\ndesc "Run the unit and acceptance specs"\ntask spec: ["spec:unit", "spec:acceptance"]\n\nCucumber::Rake::Task.new(:features) do |t|\n  t.fork = true\n  t.cucumber_opts = ["--format", ENV["CUCUMBER_FORMAT"] || "progress"]\nend\n',
        '.github/workflows/build.yml':
          'name: Build\non:\n  pull_request:\n  push:\n    branches: [ main ]\njobs:\n  build:\n    strategy:\n      matrix:\n        ruby: ["3.3"]\n        rails: ["7.2"]\n    runs-on: ubuntu-latest\n    env:\n      BUNDLE_GEMFILE: gemfiles/${{ matrix.rails }}.gemfile\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake all_specs\n  standard:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake standard\n',
        'CONTRIBUTING.md':
          '# Contributing\n\n## Running the test suite\n\nThe default rake task will run the full test suite and standard:\n\n```sh\nbundle exec rake\n```\n\nYou can also run a single group of tests (unit, spec, or feature)\n\n```sh\nbundle exec rake spec:unit\nbundle exec rake spec:acceptance\nbundle exec rake features\n```\n\nTo run an individual rspec test, you can provide a path and line number:\n\n```sh\nbundle exec rspec spec/path/to/spec.rb:123\n```\n',
        'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}"\n  end\nend\n',
        'spec/widget_spec.rb':
          'require "widget"\nRSpec.describe Widget do\n  it("names") { expect(Widget.name_for(1)).to eq("widget 1") }\nend\n',
        'spec/acceptance/naming_spec.rb':
          'require "widget"\nRSpec.describe "naming" do\n  it("names a widget") { expect(Widget.name_for(2)).to eq("widget 2") }\nend\n',
        'features/widget.feature': 'Feature: widget\n  Scenario: naming\n    When I name widget 1\n    Then I get "widget 1"\n',
        'features/step_definitions/widget_steps.rb':
          'When("I name widget {int}") { |n| @name = Widget.name_for(n) }\nThen("I get {string}") { |s| expect(@name).to eq(s) }\n',
      },
      change: {
        'features/widget.feature': 'Feature: widget\n  Scenario: naming a widget\n    When I name widget 1\n    Then I get "widget 1"\n',
      },
      expected: ['Run the changed tests: bundle exec cucumber features/widget.feature'],
      ran: ['bundle exec rake features'],
      skips: ['bundle exec rake spec', 'bundle exec rspec'],
      partly: [
        { ran: ['bundle exec rake all_specs'], left: [] },
        { ran: ['bundle exec rake'], left: [] },
        { ran: ['bundle exec cucumber features/widget.feature'], left: [] },
      ],
    },
    {
      name: 'Ruby: … a changed unit spec is run by rspec or the rake task whose pattern takes it (spec:unit), not the acceptance specs’ task (thoughtbot/factory_bot)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\ngem "cucumber"\ngem "standard"\n',
        'widget.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "widget"\n  s.version = "1.0.0"\n  s.summary = "w"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        Rakefile:
          'require "rubygems"\nrequire "bundler"\nrequire "rake"\nrequire "rspec/core/rake_task"\nrequire "cucumber/rake/task"\nrequire "standard/rake"\n\nBundler::GemHelper.install_tasks(name: "widget")\n\ndesc "Default: run all specs and standard"\ntask default: %w[all_specs standard]\n\ndesc "Run all specs and features"\ntask all_specs: %w[spec:unit spec:acceptance features]\n\nnamespace :spec do\n  desc "Run unit specs"\n  RSpec::Core::RakeTask.new("unit") do |t|\n    t.pattern = "spec/{*_spec.rb,widget/**/*_spec.rb}"\n  end\n\n  desc "Run acceptance specs"\n  RSpec::Core::RakeTask.new("acceptance") do |t|\n    t.pattern = "spec/acceptance/**/*_spec.rb"\n  end\nend\n\ndesc "Run the unit and acceptance specs"\ntask spec: ["spec:unit", "spec:acceptance"]\n\nCucumber::Rake::Task.new(:features) do |t|\n  t.fork = true\n  t.cucumber_opts = ["--format", ENV["CUCUMBER_FORMAT"] || "progress"]\nend\n',
        '.github/workflows/build.yml':
          'name: Build\non:\n  pull_request:\n  push:\n    branches: [ main ]\njobs:\n  build:\n    strategy:\n      matrix:\n        ruby: ["3.3"]\n        rails: ["7.2"]\n    runs-on: ubuntu-latest\n    env:\n      BUNDLE_GEMFILE: gemfiles/${{ matrix.rails }}.gemfile\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake all_specs\n  standard:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n      - run: bundle install\n      - run: bundle exec rake standard\n',
        'CONTRIBUTING.md':
          '# Contributing\n\n## Running the test suite\n\nThe default rake task will run the full test suite and standard:\n\n```sh\nbundle exec rake\n```\n\nYou can also run a single group of tests (unit, spec, or feature)\n\n```sh\nbundle exec rake spec:unit\nbundle exec rake spec:acceptance\nbundle exec rake features\n```\n\nTo run an individual rspec test, you can provide a path and line number:\n\n```sh\nbundle exec rspec spec/path/to/spec.rb:123\n```\n',
        'lib/widget.rb': 'module Widget\n  def self.name_for(x)\n    "widget #{x}"\n  end\nend\n',
        'spec/widget_spec.rb':
          'require "widget"\nRSpec.describe Widget do\n  it("names") { expect(Widget.name_for(1)).to eq("widget 1") }\nend\n',
        'spec/acceptance/naming_spec.rb':
          'require "widget"\nRSpec.describe "naming" do\n  it("names a widget") { expect(Widget.name_for(2)).to eq("widget 2") }\nend\n',
        'features/widget.feature': 'Feature: widget\n  Scenario: naming\n    When I name widget 1\n    Then I get "widget 1"\n',
        'features/step_definitions/widget_steps.rb':
          'When("I name widget {int}") { |n| @name = Widget.name_for(n) }\nThen("I get {string}") { |s| expect(@name).to eq(s) }\n',
      },
      change: {
        'spec/widget_spec.rb':
          'require "widget"\nRSpec.describe Widget do\n  it("names") { expect(Widget.name_for(1)).to eq("widget 1") }\n  it("names zero") { expect(Widget.name_for(0)).to eq("widget 0") }\nend\n',
      },
      expected: ['Lint: bundle exec rake standard', 'Run the changed tests: bundle exec rspec spec/widget_spec.rb'],
      ran: ['bundle exec rspec spec/widget_spec.rb'],
      skips: ['bundle exec rake spec:acceptance', 'bundle exec rake features', 'bundle exec rspec spec/acceptance/naming_spec.rb'],
      partly: [
        { ran: ['bundle exec rake spec:unit'], left: [] },
        { ran: ['bundle exec rake all_specs'], left: [] },
        { ran: ['bundle exec rspec'], left: [] },
      ],
    },
    {
      name: "elixir: a dep bump in a second mix project (bench/) owes its own deps.get, not the root's CI dialyzer, which never reads it (michalmuskala/jason)",
      files: {
        'mix.exs':
          'defmodule Jason.Mixfile do\n  use Mix.Project\n\n  def project() do\n    [app: :jason, version: "1.4.5", elixir: "~> 1.11", deps: deps(), dialyzer: [plt_add_apps: [:decimal]]]\n  end\n\n  defp deps() do\n    [\n      {:decimal, "~> 2.0", optional: true},\n      {:dialyxir, "~> 1.0", only: [:dev, :test], runtime: false}\n    ]\n  end\nend\n',
        'mix.lock':
          '%{\n  "dialyxir": {:hex, :dialyxir, "1.4.5", "ca1571ac18e0f88d4ab245f0b60fa31ff1b12cbae2b11bd25d207f865e8ae78a", [:mix], [], "hexpm", "b0fb08bb8107c750db5c0b324fa2df5ceaa0f9307690ee3c1f6ba5b9eb5d35c3"},\n}\n',
        '.github/workflows/ci.yml':
          'name: Elixir CI\non: [pull_request]\njobs:\n  mix_test:\n    runs-on: ubuntu-24.04\n    env:\n      MIX_ENV: test\n    steps:\n      - uses: actions/checkout@v2\n      - uses: erlef/setup-beam@v1\n        with:\n          otp-version: 28\n          elixir-version: 1.19.x\n      - name: Install Dependencies\n        run: |\n          mix local.hex --force\n          mix deps.get --only test\n      - run: mix compile --warnings-as-errors\n      - run: mix test\n  dialyzer:\n    runs-on: ubuntu-latest\n    env:\n      MIX_ENV: test\n    steps:\n      - uses: actions/checkout@v2\n      - uses: erlef/setup-beam@v1\n        with:\n          otp-version: 28\n          elixir-version: 1.19.x\n      - run: mix deps.get --only test\n      - run: mix dialyzer --halt-exit-status\n',
        'lib/jason.ex': 'defmodule Jason do\n  def encode!(term), do: inspect(term)\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/jason_test.exs':
          'defmodule JasonTest do\n  use ExUnit.Case, async: true\n\n  test "encodes" do\n    assert Jason.encode!(1) == "1"\n  end\nend\n',
        'bench/mix.exs':
          'defmodule JasonBench.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :jason_bench, version: "0.1.0", elixir: "~> 1.6", deps: deps(), aliases: aliases()]\n  end\n\n  defp aliases(), do: ["bench.encode": ["run encode.exs"]]\n\n  defp deps do\n    [\n      {:jason, "~> 1.0", path: "../", override: true},\n      {:benchee, "~> 1.0"},\n      {:poison, "~> 5.0"}\n    ]\n  end\nend\n',
        'bench/mix.lock':
          '%{\n  "poison": {:hex, :poison, "5.0.0", "d2b54589ab4157bbb82ec2050757779bfed724463a544b6e20d79855a9e43b24", [:mix], [], "hexpm", "11dc6117c501b80c62a7594f941d043982a1bd05a1184280c0d9166eb4d8d3fc"},\n}\n',
        'bench/encode.exs': 'Benchee.run(%{"Jason" => fn -> Jason.encode!(%{a: 1}) end, "Poison" => fn -> Poison.encode!(%{a: 1}) end})\n',
      },
      change: {
        'bench/mix.exs':
          'defmodule JasonBench.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :jason_bench, version: "0.1.0", elixir: "~> 1.6", deps: deps(), aliases: aliases()]\n  end\n\n  defp aliases(), do: ["bench.encode": ["run encode.exs"]]\n\n  defp deps do\n    [\n      {:jason, "~> 1.0", path: "../", override: true},\n      {:benchee, "~> 1.0"},\n      {:poison, "~> 6.0"}\n    ]\n  end\nend\n',
      },
      // checkpoint-r74 adds `Type-check: mix dialyzer` (the root's), which `cd bench && mix deps.get` leaves
      expected: ['Install updated dependencies: cd bench && mix deps.get', 'Lint: cd bench && mix compile --warnings-as-errors'],
      ran: ['cd bench && mix deps.get'],
      skips: ['mix deps.get'],
    },
    {
      name: "C: the root `make test` settles a changed CLI test: its recipe's `$(MAKE) -C $(TESTDIR) $@` makes tests/'s `test`, whose rules add up to one that makes `test-cli-tests` (facebook/zstd)",
      files: {
        Makefile:
          'TESTDIR = tests\n\n.PHONY: test shortest check\ntest: MOREFLAGS += -g -Werror\ntest:\n\t$(MAKE) -C $(TESTDIR) $@\n\nshortest:\n\t$(Q)$(MAKE) -C $(TESTDIR) $@\n\ncheck: shortest\n',
        'tests/Makefile':
          'PRGDIR = ../programs\n\n.PHONY: shortest check test test-zstd test-cli-tests test-fuzzer test-pool\nshortest: ZSTDRTTEST=  # remove long tests\nshortest: test-zstd\n\ncheck: shortest\n\ntest: test-zstd test-cli-tests test-fuzzer\nifeq ($(QEMU_SYS),)\ntest: test-pool\nendif\n\ntest-zstd: ZSTD = $(PRGDIR)/zstd\ntest-zstd: zstd\n\tZSTD_BIN="$(ZSTD)" ./playTests.sh --test-large-data\n\ntest-cli-tests: ZSTD = $(PRGDIR)/zstd\ntest-cli-tests: zstd\n\t./cli-tests/run.py --exec-prefix="$(QEMU_SYS)" --zstd="$(ZSTD)"\n\ntest-fuzzer: fuzzer\n\t$(QEMU_SYS) ./fuzzer -v $(FUZZERTEST)\n\ntest-pool: poolTests\n\t$(QEMU_SYS) ./poolTests\n\nzstd:\n\t$(MAKE) -C $(PRGDIR) $@\n',
        'tests/playTests.sh': '#!/bin/sh\nset -e\n"$ZSTD_BIN" -V\n',
        'tests/cli-tests/run.py':
          '#!/usr/bin/env python3\nimport subprocess, sys, glob\nok = all(subprocess.call(["sh", t]) == 0 for t in sorted(glob.glob("cli-tests/**/*.sh", recursive=True)))\nsys.exit(0 if ok else 1)\n',
        'tests/cli-tests/basic/version.sh': '#!/bin/sh\nset -e\nzstd -V\n',
        'lib/zstd.c': 'int zstd_version(void) { return 10507; }\n',
        'tests/fuzzer.c': 'int zstd_version(void);\nint main(void) { return zstd_version() == 10507 ? 0 : 1; }\n',
      },
      change: {
        'tests/cli-tests/basic/version.sh': '#!/bin/sh\nset -e\nzstd -V\nzstd --version\n',
      },
      // checkpoint-r74 leaves the action after the root `make test` and after `cd tests && make test`
      expected: ['Run the changed tests: cd tests && make test-cli-tests'],
      ran: ['make test'],
      skips: ['make -C tests test-fuzzer', 'make shortest', 'make check'],
      partly: [
        { ran: ['cd tests && make test'], left: [] },
        { ran: ['make -C tests test'], left: [] },
        { ran: ['make -C tests test-cli-tests'], left: [] },
      ],
    },
    {
      name: 'Flutter: a Flutter package’s changed widget test is run by `flutter test` alone; a `dart test` of it does not count (felangel/bloc)',
      files: {
        'packages/bloc/pubspec.yaml':
          'name: bloc\nversion: 9.2.1\nenvironment:\n  sdk: ">=2.14.0 <4.0.0"\ndependencies:\n  meta: ^1.3.0\ndev_dependencies:\n  test: ^1.18.2\n',
        'packages/bloc/lib/bloc.dart': 'class Bloc {}\n',
        'packages/bloc/test/bloc_test.dart':
          "import 'package:bloc/bloc.dart';\nimport 'package:test/test.dart';\n\nvoid main() {\n  test('bloc', () => expect(Bloc(), isNotNull));\n}\n",
        'packages/flutter_bloc/pubspec.yaml':
          'name: flutter_bloc\nversion: 9.1.1\nenvironment:\n  sdk: ">=2.14.0 <4.0.0"\ndependencies:\n  bloc: ^9.0.0\n  flutter:\n    sdk: flutter\ndev_dependencies:\n  flutter_test:\n    sdk: flutter\n',
        'packages/flutter_bloc/pubspec_overrides.yaml': 'dependency_overrides:\n  bloc:\n    path: ../bloc\n',
        'packages/flutter_bloc/lib/flutter_bloc.dart': "export 'package:bloc/bloc.dart';\n",
        'packages/flutter_bloc/test/bloc_selector_test.dart':
          "import 'package:flutter/widgets.dart';\nimport 'package:flutter_test/flutter_test.dart';\n\nvoid main() {\n  testWidgets('renders', (tester) async {\n    await tester.pumpWidget(const Text('isEven: true', textDirection: TextDirection.ltr));\n    expect(find.text('isEven: true'), findsOneWidget);\n  });\n}\n",
      },
      change: {
        'packages/flutter_bloc/test/bloc_selector_test.dart':
          "import 'package:flutter/widgets.dart';\nimport 'package:flutter_test/flutter_test.dart';\n\nvoid main() {\n  testWidgets('renders', (tester) async {\n    await tester.pumpWidget(const Text('isEven: true', textDirection: TextDirection.ltr));\n    expect(find.text('isEven: true'), findsOneWidget);\n    expect(find.text('isEven: false'), findsNothing);\n  });\n}\n",
      },
      expected: ['Run the changed tests: cd packages/flutter_bloc && flutter test test/bloc_selector_test.dart'],
      ran: ['cd packages/flutter_bloc && flutter test --no-pub test/bloc_selector_test.dart'],
      skips: ['cd packages/flutter_bloc && dart test test/bloc_selector_test.dart', 'cd packages/bloc && dart test'],
    },
    {
      name: 'Python: a plain local hook’s generator is advised as its entry, which needs no hook runner; the project’s prek run of the hook settles it too (fastapi/sqlmodel)',
      files: generatorHookShape,
      change: { 'pkg/_gen.py.jinja2': '# Generated TypeVars start (one per select() argument)\nN = {{ n }}\n' },
      expected: [
        'Regenerate the code generated from it: uv run ./scripts/generate_select.py',
        'Run the tests: uv run bash scripts/test.sh',
      ],
      ran: ['uv run prek run generate-select --all-files', 'uv run bash scripts/test.sh'],
      partly: [
        { ran: ['uv run ./scripts/generate_select.py', 'uv run bash scripts/test.sh'], left: [] },
        {
          ran: ['uv run bash scripts/test.sh'],
          left: ['Regenerate the code generated from it: uv run ./scripts/generate_select.py'],
        },
      ],
    },
    {
      name: 'PHP: `composer analyze` runs phpstan and psalm (`["@phpstan", "@psalm"]`): a run of one of them alone leaves it owed (ramsey/uuid)',
      files: uuidShape,
      change: {
        'src/Bits.php':
          '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme\\Bits;\n\nfinal class Bits\n{\n    /** @psalm-pure */\n    public static function applyVariant(int $clockSeq): int\n    {\n        return ($clockSeq & 0x3fff) | 0x8000;\n    }\n}\n',
      },
      expected: ['Run the tests: composer phpunit', 'Lint: composer lint', 'Type-check: composer analyze'],
      ran: ['composer phpunit', 'composer phpstan', 'composer psalm'],
      partly: [
        { ran: ['composer phpunit', 'composer psalm'], left: ['Lint: composer lint', 'Type-check: composer analyze'] },
        { ran: ['composer phpunit', 'composer phpstan'], left: ['Lint: composer lint', 'Type-check: composer analyze'] },
        { ran: ['composer test'], left: [] },
      ],
    },
    {
      name: "typescript: a member the others compile from its src (tsconfig paths) owes the root's type-check of every member CI runs (`pnpm typecheck-packages`), not its own alone (trpc/trpc)",
      files: trpcShape,
      change: {
        'packages/server/src/index.ts': 'export function double(n: number): number {\n  const result = n * 2;\n  return result;\n}\n',
      },
      expected: ['Run the tests: pnpm test', 'Lint: pnpm --filter @trpc/server lint', 'Type-check: pnpm run typecheck-packages'],
      ran: ['pnpm test -- --watch false', 'pnpm typecheck-packages'],
      partly: [
        {
          ran: ['pnpm test', 'pnpm --filter @trpc/server typecheck'],
          left: ['Lint: pnpm --filter @trpc/server lint', 'Type-check: pnpm run typecheck-packages'],
        },
      ],
    },
    {
      name: 'Python: a generator hook pre-commit runs in an environment of its own (language python, additional dependencies) is still advised through the hook runner (fastapi/sqlmodel)',
      files: {
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1.0"\ndependencies = []\n',
        'scripts/gen.py':
          'from pathlib import Path\n\nfrom jinja2 import Template\n\nPath("pkg/_gen.py").write_text(Template(Path("pkg/_gen.py.jinja2").read_text()).render(n=3))\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: local\n    hooks:\n      - id: generate-gen\n        name: generate-gen\n        language: python\n        additional_dependencies: [jinja2]\n        entry: python scripts/gen.py\n        files: ^pkg/_gen\\.py\\.jinja2$\n',
        'pkg/__init__.py': 'from ._gen import N\n',
        'pkg/_gen.py.jinja2': 'N = {{ n }}\n',
        'pkg/_gen.py': 'N = 3\n',
      },
      change: { 'pkg/_gen.py.jinja2': '# generated\nN = {{ n }}\n' },
      expected: ['Regenerate the code generated from it: pre-commit run generate-gen --all-files'],
      ran: ['prek run generate-gen --all-files'],
    },
    {
      name: 'rust: a just `ci` recipe whose `test` dependency runs `cargo watch` cannot finish; the crate’s cargo test is its run, as CI’s cargo test --all (casey/just)',
      files: {
        'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\n',
        'src/lib.rs': "pub fn blank(line: &str) -> bool {\n  line.chars().all(|c| matches!(c, ' ' | '\\t'))\n}\n",
        justfile:
          "watch +args='check':\n  cargo watch --clear --exec '{{ args }}'\n\ntest: (watch 'test --all')\n\nci: test\n  cargo clippy --all --all-targets -- --deny warnings\n  cargo fmt --all -- --check\n\ntest-quine:\n  cargo run -- quine\n",
        'README.md': '# demo\n\n## Contributing\n\nRun `just ci` to make sure that all tests, lints, and checks pass.\n',
        '.github/workflows/ci.yaml':
          'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v4\n    - run: cargo test --all\n',
      },
      change: {
        'src/lib.rs': "pub fn blank(line: &str) -> bool {\n  line.chars().all(|c| matches!(c, ' ' | '\\t' | '\\r'))\n}\n",
      },
      expected: ['Run the tests: cargo test'],
      ran: ['cargo test --all'],
      skips: ['cargo clippy --all --all-targets'],
    },
    {
      name: 'rust: with autotests = false, tests/<mod>.rs belongs to the [[test]] target (integration); no --test <mod> target exists and --lib does not settle (casey/just)',
      files: {
        'Cargo.toml':
          '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\nautotests = false\n\n[[test]]\nname = "integration"\npath = "tests/lib.rs"\n',
        'src/lib.rs': 'pub fn double(x: i32) -> i32 {\n  x * 2\n}\n',
        'tests/lib.rs': 'mod shebang;\n',
        'tests/shebang.rs': '#[test]\nfn doubles() {\n  assert_eq!(demo::double(2), 4);\n}\n',
        justfile:
          "watch +args='check':\n  cargo watch --clear --exec '{{ args }}'\n\ntest: (watch 'test --all')\n\nci: test\n  cargo clippy --all --all-targets -- --deny warnings\n  cargo fmt --all -- --check\n\ntest-quine:\n  cargo run -- quine\n",
      },
      change: {
        'tests/shebang.rs':
          '#[test]\nfn doubles() {\n  assert_eq!(demo::double(2), 4);\n}\n\n#[test]\nfn doubles_zero() {\n  assert_eq!(demo::double(0), 0);\n}\n',
      },
      expected: ['Run the changed tests: cargo test --test integration'],
      ran: ['cargo test --test integration shebang'],
      skips: ['cargo test --lib', 'cargo test --test shebang'],
    },
    {
      name: 'rust: with autotests = false, a tests/ file the one [[test]] target takes as a module its file declares on an attribute’s line is that target’s, not a --test of its own (casey/just)',
      files: {
        'Cargo.toml':
          '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\nautotests = false\n\n[[test]]\nname = "integration"\npath = "tests/lib.rs"\n',
        'src/lib.rs': 'pub fn double(x: i32) -> i32 {\n  x * 2\n}\n',
        'tests/lib.rs': '#[cfg(unix)] mod shebang;\n',
        'tests/shebang.rs': '#[test]\nfn doubles() {\n  assert_eq!(demo::double(2), 4);\n}\n',
      },
      change: {
        'tests/shebang.rs':
          '#[test]\nfn doubles() {\n  assert_eq!(demo::double(2), 4);\n}\n\n#[test]\nfn doubles_zero() {\n  assert_eq!(demo::double(0), 0);\n}\n',
      },
      expected: ['Run the changed tests: cargo test --test integration'],
      ran: ['cargo test --test integration'],
      skips: ['cargo test --lib', 'cargo test --test shebang'],
    },
    {
      name: 'Python: poethepoet tasks run through uv are spelled `uv run poe <task>`, not bare `poe` (tenacity)',
      files: {
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "1.0.0"\nrequires-python = ">=3.10"\n\n[dependency-groups]\ndev = ["poethepoet", "pytest", "mypy", "ruff"]\n\n[tool.poe.tasks]\ntest = "pytest"\nmypy = "mypy"\n\n[tool.poe.tasks.lint]\nsequence = [\n    { cmd = "ruff check ." },\n    { cmd = "ruff format --check ." },\n]\n\n[tool.mypy]\nstrict = true\nfiles = ["pkg", "tests"]\n',
        '.github/workflows/ci.yaml':
          'name: Continuous Integration\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    strategy:\n      matrix:\n        include:\n          - python: "3.14"\n            task: test\n          - python: "3.14"\n            task: lint\n          - python: "3.14"\n            task: mypy\n    steps:\n      - uses: actions/checkout@v4\n      - uses: astral-sh/setup-uv@v7\n      - run: uv run --python ${{ matrix.python }} poe ${{ matrix.task }}\n',
        'pkg/__init__.py': '',
        'pkg/stop.py': 'def to_seconds(x: float) -> float:\n    return float(x)\n',
        'tests/test_stop.py': 'from pkg.stop import to_seconds\n\n\ndef test_to_seconds() -> None:\n    assert to_seconds(1) == 1.0\n',
      },
      change: { 'pkg/stop.py': 'def to_seconds(x: float) -> float:\n    return max(float(x), 0.0)\n' },
      expected: ['Run the tests: uv run poe test', 'Lint: uv run poe lint', 'Type-check: uv run poe mypy'],
      ran: ['uv run poe test', 'uv run poe mypy'],
    },
    {
      name: 'Go: a Makefile test target for another package does not settle the changed package (chi)',
      files: {
        'go.mod': 'module example.com/chi\n\ngo 1.23\n',
        Makefile:
          '.PHONY: test\ntest:\n\tgo clean -testcache && $(MAKE) test-router && $(MAKE) test-middleware\n\n.PHONY: test-router\ntest-router:\n\tgo test -race -v .\n\n.PHONY: test-middleware\ntest-middleware:\n\tgo test -race -v ./middleware\n',
        '.github/workflows/ci.yml':
          'name: Test\non: [pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: make test\n',
        'chi.go': 'package chi\n\nfunc Hello() string { return "hi" }\n',
        'chi_test.go': 'package chi\n\nimport "testing"\n\nfunc TestHello(t *testing.T) {\n\tif Hello() != "hi" {\n\t\tt.Fatal()\n\t}\n}\n',
        'middleware/nocache.go': 'package middleware\n\nfunc Pragma() string { return "no-cache" }\n',
        'middleware/nocache_test.go':
          'package middleware\n\nimport "testing"\n\nfunc TestPragma(t *testing.T) {\n\tif Pragma() != "no-cache" {\n\t\tt.Fatal()\n\t}\n}\n',
      },
      change: { 'middleware/nocache.go': 'package middleware\n\nfunc Pragma() string { return "no-store" }\n' },
      expected: ['Run the tests: make test-middleware'],
      ran: ['make test-middleware'],
      // a make target counts as the runs its recipe makes: `go test .` reaches the root package alone
      skips: ['make test-router'],
    },
    {
      name: 'TypeScript: no Build when workspace dependents resolve the package to src via a vitest/tsconfig alias and turbo test does not depend on build (floating-ui)',
      files: {
        'package.json': JSON.stringify(
          {
            name: 'monorepo',
            private: true,
            packageManager: 'pnpm@9.6.0',
            scripts: { build: 'turbo build', test: 'turbo test', typecheck: 'turbo typecheck' },
            devDependencies: { turbo: '^2.9.14', vitest: '^4.1.9', typescript: '~5.6.3', rollup: '^4.59.0' },
          },
          null,
          2,
        ),
        'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
        'pnpm-lock.yaml': '',
        'turbo.json': JSON.stringify(
          {
            tasks: {
              build: { dependsOn: ['^build'], outputs: ['dist/**'] },
              typecheck: { dependsOn: ['^typecheck'] },
              test: { cache: false },
            },
          },
          null,
          2,
        ),
        '.github/workflows/ci.yml':
          'name: Tests\non: [pull_request]\njobs:\n  unit-tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pnpm install\n      - run: pnpm run build\n      - run: pnpm run test\n      - run: pnpm run typecheck\n',
        'packages/core/package.json': JSON.stringify(
          {
            name: '@acme/core',
            version: '1.0.0',
            main: './dist/index.js',
            scripts: { build: 'rollup -c', test: 'vitest run', typecheck: 'tsc -b' },
          },
          null,
          2,
        ),
        'packages/core/tsconfig.json': '{"compilerOptions": {"strict": true, "noEmit": true}, "include": ["src", "test"]}\n',
        'packages/core/src/index.ts': 'export const offset = (n: number): number => n;\n',
        'packages/core/test/index.test.ts': "import {offset} from '../src';\n\ntest('offset', () => {\n  expect(offset(1)).toBe(1);\n});\n",
        'packages/dom/package.json': JSON.stringify(
          {
            name: '@acme/dom',
            version: '1.0.0',
            main: './dist/index.js',
            scripts: { build: 'rollup -c', test: 'vitest run', typecheck: 'tsc -b' },
            dependencies: { '@acme/core': 'workspace:^' },
          },
          null,
          2,
        ),
        'packages/dom/vite.config.mts':
          "import path from 'path';\nimport {defineConfig} from 'vitest/config';\n\nexport default defineConfig({\n  resolve: {alias: {'@acme/core': path.resolve(__dirname, '../core/src')}},\n});\n",
        'packages/dom/tsconfig.json':
          '{"compilerOptions": {"strict": true, "noEmit": true, "paths": {"@acme/core": ["../core/src"]}}, "include": ["src"]}\n',
        'packages/dom/src/index.ts': "export {offset} from '@acme/core';\n",
      },
      change: { 'packages/core/src/index.ts': 'export const offset = (n: number): number => n || 0;\n' },
      expected: ['Run the tests: pnpm --filter @acme/core test', 'Type-check: pnpm --filter @acme/core typecheck'],
      ran: ['pnpm --filter @acme/core test', 'pnpm --filter @acme/core typecheck'],
    },
    {
      name: 'Ruby: a monorepo gem whose Rakefile defines only RSpec :spec (no test task) owes `bundle exec rspec` in that gem dir, never `rake test` (rspec/rspec)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngem "lib-a", :path => File.expand_path("../lib-a", __FILE__)\ngem "rspec"\ngem "rake"\n',
        Rakefile: 'require "bundler"\nBundler.setup\ntask :release_all do\n  puts "release"\nend\n',
        'lib-a/Rakefile': "require 'rspec/core/rake_task'\nRSpec::Core::RakeTask.new(:spec)\ntask :default => [:spec]\n",
        'lib-a/.rspec': '--require spec_helper\n',
        'lib-a/lib-a.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "lib-a"\n  s.version = "1.0.0"\n  s.summary = "a"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        'lib-a/lib/a.rb': 'module A\n  def self.bool?(v)\n    true == v || false == v\n  end\nend\n',
        'lib-a/spec/spec_helper.rb': 'require "a"\n',
        'lib-a/spec/a_spec.rb': 'RSpec.describe A do\n  it "accepts true" do\n    expect(A.bool?(true)).to be true\n  end\nend\n',
      },
      change: { 'lib-a/lib/a.rb': 'module A\n  def self.bool?(v)\n    v == true || v == false\n  end\nend\n' },
      expected: ['Run the tests: cd lib-a && bundle exec rspec'],
      ran: ['cd lib-a && bundle exec rspec'],
    },
    {
      name: 'Ruby: a changed spec file in a monorepo gem with no rake test task runs via rspec in that gem dir, not `rake test TEST=` (rspec/rspec)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngem "lib-a", :path => File.expand_path("../lib-a", __FILE__)\ngem "rspec"\ngem "rake"\n',
        Rakefile: 'require "bundler"\nBundler.setup\ntask :release_all do\n  puts "release"\nend\n',
        'lib-a/Rakefile': "require 'rspec/core/rake_task'\nRSpec::Core::RakeTask.new(:spec)\ntask :default => [:spec]\n",
        'lib-a/.rspec': '--require spec_helper\n',
        'lib-a/lib-a.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "lib-a"\n  s.version = "1.0.0"\n  s.summary = "a"\n  s.authors = ["a"]\n  s.files = Dir["lib/**/*.rb"]\nend\n',
        'lib-a/lib/a.rb': 'module A\n  def self.bool?(v)\n    true == v || false == v\n  end\nend\n',
        'lib-a/spec/spec_helper.rb': 'require "a"\n',
        'lib-a/spec/a_spec.rb': 'RSpec.describe A do\n  it "accepts true" do\n    expect(A.bool?(true)).to be true\n  end\nend\n',
      },
      change: {
        'lib-a/spec/a_spec.rb':
          'RSpec.describe A do\n  it "accepts true" do\n    expect(A.bool?(true)).to be true\n  end\n\n  it "rejects nil" do\n    expect(A.bool?(nil)).to be false\n  end\nend\n',
      },
      expected: ['Run the changed tests: cd lib-a && bundle exec rspec spec/a_spec.rb'],
      ran: ['cd lib-a && bundle exec rspec spec/a_spec.rb'],
    },
    {
      name: 'PHP: editing a generator script that writes a committed "generated file" owes running that generator (moneyphp/money)',
      files: moneyFactoryShape,
      change: moneyFactoryChange,
      expected: ['Regenerate the code: php resources/generate-money-factory.php', 'Run the tests: composer test'],
      ran: ['php resources/generate-money-factory.php', 'composer test'],
      partly: [{ ran: ['composer test'], left: ['Regenerate the code: php resources/generate-money-factory.php'] }],
    },
    {
      name: '.NET: a .md listed as a generator input (InputSpecFiles) in a test .csproj is test code, not docs (xoofx/markdig)',
      files: specInputsShape,
      change: {
        'src/Lib.Tests/Specs/ParagraphSpecs.md':
          '# Paragraphs\n\n```````````````````````````````` example\naaa\n.\n<p>aaa</p>\n````````````````````````````````\n\n```````````````````````````````` example\nbbb\n.\n<p>bbb</p>\n````````````````````````````````\n',
      },
      expected: ['Run the tests: dotnet test src/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet test src/Lib.Tests/Lib.Tests.csproj'],
    },
    {
      name: '.NET: beside spec .md files a test project takes as generator inputs, a readme of that project is still docs (xoofx/markdig)',
      files: specInputsShape,
      change: { 'src/Lib.Tests/README.md': '# Lib.Tests\n\nThe spec examples in `Specs/` become the generated tests.\n' },
      expected: [],
    },
    {
      name: "PHP: a test change owes phpstan where the project's `phpstan` script also runs a config over tests/ (`-c phpstan-tests.neon`); psalm checks src alone (ramsey/uuid)",
      files: uuidShape,
      change: {
        'tests/BitsTest.php':
          '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme\\Bits\\Test;\n\nuse Acme\\Bits\\Bits;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class BitsTest extends TestCase\n{\n    public function testApplyVariant(): void\n    {\n        $this->assertSame(0x8001, Bits::applyVariant(1));\n    }\n\n    public function testApplyVariantKeepsLowBits(): void\n    {\n        $this->assertSame(0x8001, Bits::applyVariant(0xc001));\n    }\n}\n',
      },
      expected: ['Lint: composer lint', 'Type-check: composer phpstan', 'Run the changed tests: composer phpunit -- tests/BitsTest.php'],
      ran: ['composer phpunit -- tests/BitsTest.php', 'composer phpstan'],
      partly: [
        { ran: ['composer phpunit -- tests/BitsTest.php'], left: ['Lint: composer lint', 'Type-check: composer phpstan'] },
        {
          ran: ['composer phpunit -- tests/BitsTest.php', 'composer psalm'],
          left: ['Lint: composer lint', 'Type-check: composer phpstan'],
        },
      ],
    },
    {
      name: "C: a source of lib/, whose own Makefile builds it without tests, is tested by the root's `make test`: its `$(MAKE) -C tests test` builds lib/ too (facebook/zstd)",
      files: {
        Makefile: 'TESTDIR = tests\n\n.PHONY: lib test\nlib:\n\t$(Q)$(MAKE) -C lib $@\n\ntest:\n\t$(MAKE) -C $(TESTDIR) $@\n',
        'lib/Makefile': '.PHONY: all lib\nall: lib\n\nlib: libzstd.a\n\nlibzstd.a: zstd.o\n\t$(AR) rcs $@ $^\n',
        'lib/zstd.c': 'int zstd_version(void) { return 10507; }\n',
        'tests/Makefile':
          'ZSTDDIR = ../lib\n\n.PHONY: test\ntest: fuzzer\n\t./fuzzer\n\nfuzzer: fuzzer.c $(ZSTDDIR)/zstd.c\n\t$(CC) -o $@ $^\n',
        'tests/fuzzer.c': 'int zstd_version(void);\nint main(void) { return zstd_version() == 10507 ? 0 : 1; }\n',
      },
      change: { 'lib/zstd.c': 'int zstd_version(void) { return 10508; }\n' },
      // the bundle of the session that made make's reach follow a target's recipe was silent here: lib/ borrowed the root's
      // `make test`, whose sub-make was taken to reach tests/ alone
      expected: ['Run the tests: make test'],
      ran: ['make test'],
      skips: ['make lib'],
    },
    {
      name: 'Rust: a workspace whose CONTRIBUTING/CI run tests through `cargo xtask test` (all features) asks for the xtask, not a default-features cargo test (ratatui/ratatui)',
      files: {
        '.cargo/config.toml': '[alias]\nxtask = "run --package xtask --"\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  clippy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo xtask clippy\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo xtask test\n',
        'CONTRIBUTING.md':
          '# Contributing\n\nCommon tasks are managed with cargo-xtask:\n\n- `cargo xtask test` - Run all tests\n- `cargo xtask clippy` - Run clippy\n',
        'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["app", "core", "xtask"]\n',
        'app/Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ncore = { path = "../core" }\n',
        'app/src/lib.rs': 'pub use core::double;\n',
        'core/Cargo.toml': '[package]\nname = "core"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\nserde = []\n',
        'core/src/lib.rs':
          'pub fn double(x: u32) -> u32 {\n    x * 2\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn doubles() {\n        assert_eq!(super::double(2), 4);\n    }\n}\n\n#[cfg(all(test, feature = "serde"))]\nmod serde_tests {\n    #[test]\n    fn serde_feature_doubles() {\n        assert_eq!(super::double(3), 6);\n    }\n}\n',
        'xtask/Cargo.toml': '[package]\nname = "xtask"\nversion = "0.1.0"\nedition = "2021"\npublish = false\n',
        'xtask/src/main.rs':
          'use std::process::Command;\n\nfn cargo(args: &[&str]) {\n    let ok = Command::new("cargo").args(args).status().unwrap().success();\n    if !ok { std::process::exit(1) }\n}\n\nfn main() {\n    match std::env::args().nth(1).as_deref() {\n        Some("test") => cargo(&["test", "--workspace", "--all-features", "--all-targets"]),\n        Some("clippy") => cargo(&["clippy", "--workspace", "--all-targets", "--all-features", "--", "-D", "warnings"]),\n        _ => eprintln!("usage: cargo xtask <test|clippy>"),\n    }\n}\n',
      },
      change: {
        'core/src/lib.rs':
          'pub fn double(x: u32) -> u32 {\n    x.saturating_mul(2)\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn doubles() {\n        assert_eq!(super::double(2), 4);\n    }\n}\n\n#[cfg(all(test, feature = "serde"))]\nmod serde_tests {\n    #[test]\n    fn serde_feature_doubles() {\n        assert_eq!(super::double(3), 6);\n    }\n}\n',
      },
      expected: ['Run the tests: cargo xtask test', 'Lint: cargo xtask clippy'],
      ran: ['cargo xtask test'],
      partly: [{ ran: ['cargo xtask clippy'], left: ['Run the tests: cargo xtask test'] }],
      skips: ['cargo test -p core'],
    },
    {
      name: "Rust: bumping a dependency of the root's virtual workspace, whose CONTRIBUTING/CI test through `cargo xtask test`, asks for the xtask run (ratatui/ratatui)",
      files: {
        '.cargo/config.toml': '[alias]\nxtask = "run --package xtask --"\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  clippy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo xtask clippy\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: cargo xtask test\n',
        'CONTRIBUTING.md':
          '# Contributing\n\nCommon tasks are managed with cargo-xtask:\n\n- `cargo xtask test` - Run all tests\n- `cargo xtask clippy` - Run clippy\n',
        'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["app", "core", "xtask"]\n\n[workspace.dependencies]\nitoa = "1.0.0"\n',
        'Cargo.lock': 'version = 3\n',
        'app/Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ncore = { path = "../core" }\n',
        'app/src/lib.rs': 'pub use core::double;\n',
        'core/Cargo.toml': '[package]\nname = "core"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\nserde = []\n',
        'core/src/lib.rs':
          'pub fn double(x: u32) -> u32 {\n    x * 2\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn doubles() {\n        assert_eq!(super::double(2), 4);\n    }\n}\n\n#[cfg(all(test, feature = "serde"))]\nmod serde_tests {\n    #[test]\n    fn serde_feature_doubles() {\n        assert_eq!(super::double(3), 6);\n    }\n}\n',
        'xtask/Cargo.toml': '[package]\nname = "xtask"\nversion = "0.1.0"\nedition = "2021"\npublish = false\n',
        'xtask/src/main.rs':
          'use std::process::Command;\n\nfn cargo(args: &[&str]) {\n    let ok = Command::new("cargo").args(args).status().unwrap().success();\n    if !ok { std::process::exit(1) }\n}\n\nfn main() {\n    match std::env::args().nth(1).as_deref() {\n        Some("test") => cargo(&["test", "--workspace", "--all-features", "--all-targets"]),\n        Some("clippy") => cargo(&["clippy", "--workspace", "--all-targets", "--all-features", "--", "-D", "warnings"]),\n        _ => eprintln!("usage: cargo xtask <test|clippy>"),\n    }\n}\n',
      },
      change: {
        'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["app", "core", "xtask"]\n\n[workspace.dependencies]\nitoa = "1.0.9"\n',
      },
      expected: ['Install updated dependencies: cargo update --workspace', 'Run the tests: cargo xtask test'],
      ran: ['cargo update --workspace', 'cargo xtask test'],
      partly: [{ ran: ['cargo update --workspace'], left: ['Run the tests: cargo xtask test'] }],
    },
    {
      name: 'Dart: the CI wrapper a package runs its tests through (`../tool/coverage.sh`: `dart run test ... test/all_tests.dart`) settles its tests, and so does `dart run test` (mobxjs/mobx.dart)',
      files: dartCoverageShape,
      change: { 'pkg/lib/pkg.dart': 'int add(int a, int b) => a + b;\n\nint sub(int a, int b) => a - b;\n' },
      expected: ['Run the tests: cd pkg && dart test', 'Type-check: cd pkg && dart analyze --fatal-warnings --fatal-infos .'],
      ran: ['cd pkg && ../tool/coverage.sh', 'cd pkg && dart analyze --fatal-warnings --fatal-infos .'],
      partly: [
        { ran: ['cd pkg && dart run test', 'cd pkg && dart analyze --fatal-warnings --fatal-infos .'], left: [] },
        { ran: ['cd pkg && dart run test test/all_tests.dart', 'cd pkg && dart analyze --fatal-warnings --fatal-infos .'], left: [] },
      ],
    },
    {
      name: 'Dart: a melos root’s `dart test`, where the root package has no tests, runs none of a member’s (mobxjs/mobx.dart)',
      files: melosShape,
      change: {
        'mobx/lib/src/atom.dart': 'class Atom {\n  final _observers = <Object>{};\n\n  int get observerCount => _observers.length;\n}\n',
      },
      expected: ['Run the tests: cd mobx && dart test', 'Type-check: cd mobx && dart analyze'],
      ran: ['cd mobx && dart test', 'cd mobx && dart analyze'],
      skips: ['dart test'],
    },
    {
      name: 'Swift: `swift test --filter` runs the tests it names: a filter naming no test of the changed target does not test it (apple/swift-log)',
      files: swiftLogShape,
      change: {
        'Sources/InMemoryLogging/InMemoryLogHandler.swift':
          'public struct InMemoryLogHandler {\n  var entries: [String] = []\n  public var isEmpty: Bool { entries.isEmpty }\n}\n',
      },
      expected: ['Run the tests: swift test'],
      ran: ['swift test --filter InMemoryLoggingTests'],
      skips: ['swift test --filter NoSuchThing', 'swift test --filter LoggingTests.LockTest', 'swift build'],
    },
    {
      name: 'Swift: a changed test’s own target filter still runs it (apple/swift-log)',
      files: swiftLogShape,
      change: {
        'Tests/InMemoryLoggingTests/InMemoryLogHandlerTests.swift': 'import Testing\n@Test func empty() {}\n@Test func more() {}\n',
      },
      expected: ['Run the changed tests: swift test --filter InMemoryLoggingTests'],
      ran: ['swift test --filter InMemoryLoggingTests'],
      skips: ['swift test --filter NoSuchThing', 'swift test --filter LoggingTests'],
    },
    {
      name: 'Swift: the root package’s `swift test` never builds a package nested below it with a Package.swift of its own (apple/swift-log)',
      files: swiftLogShape,
      change: {
        'Benchmarks/NoTraits/Package.swift':
          '// swift-tools-version:6.2\nimport PackageDescription\nlet package = Package(name: "NoTraits", dependencies: [\n' +
          '  .package(path: "../../"),\n  .package(url: "https://github.com/ordo-one/package-benchmark.git", from: "1.30.0"),\n' +
          '], targets: [.executableTarget(name: "NoTraits", path: "Benchmarks/NoTraitsBenchmarks")])\n',
      },
      expected: ['Build: cd Benchmarks/NoTraits && swift build'],
      ran: ['cd Benchmarks/NoTraits && swift build'],
      skips: ['swift test', 'swift build'],
      partly: [{ ran: ['swift build --package-path Benchmarks/NoTraits'], left: [] }],
    },
    {
      name: 'PHP: a test edit still owes phpstan when phpstan.neon covers tests/, even where the composer `test` script bundles phpstan: phpunit runs the changed test alone (moneyphp/money)',
      files: {
        'composer.json':
          '{\n    "name": "acme/money",\n    "require": {"php": "^8.1"},\n    "require-dev": {"phpstan/phpstan": "^2.1", "phpunit/phpunit": "^10.5"},\n    "autoload": {"psr-4": {"Acme\\\\": "src/"}},\n    "autoload-dev": {"psr-4": {"Tests\\\\Acme\\\\": "tests/"}},\n    "scripts": {"test": ["vendor/bin/phpunit", "vendor/bin/phpstan"]}\n}\n',
        'phpstan.neon': 'parameters:\n\tlevel: 6\n\tpaths:\n\t\t- src\n\t\t- tests\n',
        'phpunit.xml.dist':
          '<?xml version="1.0"?>\n<phpunit bootstrap="./vendor/autoload.php">\n  <testsuites><testsuite name="all"><directory>tests/</directory></testsuite></testsuites>\n</phpunit>\n',
        '.github/workflows/ci.yml':
          "name: CI\non: [push, pull_request]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: shivammathur/setup-php@v2\n        with: {php-version: '8.3'}\n      - uses: ramsey/composer-install@v3\n      - run: vendor/bin/phpunit\n  phpstan:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: shivammathur/setup-php@v2\n        with: {php-version: '8.3'}\n      - uses: ramsey/composer-install@v3\n      - run: vendor/bin/phpstan\n",
        'src/Money.php':
          '<?php\n\ndeclare(strict_types=1);\n\nnamespace Acme;\n\nfinal class Money\n{\n    public function __construct(public readonly string $currency) {}\n\n    public function isSameCurrency(Money ...$others): bool\n    {\n        foreach ($others as $other) {\n            if ($this->currency !== $other->currency) {\n                return false;\n            }\n        }\n\n        return true;\n    }\n}\n',
        'tests/MoneyTest.php':
          "<?php\n\ndeclare(strict_types=1);\n\nnamespace Tests\\Acme;\n\nuse Acme\\Money;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class MoneyTest extends TestCase\n{\n    public function testCompare(): void\n    {\n        self::assertTrue((new Money('USD'))->isSameCurrency(new Money('USD')));\n    }\n}\n",
      },
      change: {
        'tests/MoneyTest.php':
          "<?php\n\ndeclare(strict_types=1);\n\nnamespace Tests\\Acme;\n\nuse Acme\\Money;\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class MoneyTest extends TestCase\n{\n    public function testCompare(): void\n    {\n        self::assertTrue((new Money('USD'))->isSameCurrency(new Money('USD')));\n        self::assertTrue((new Money('USD'))->isSameCurrency());\n    }\n}\n",
      },
      expected: ['Type-check: vendor/bin/phpstan analyse', 'Run the changed tests: vendor/bin/phpunit tests/MoneyTest.php'],
      ran: ['vendor/bin/phpunit tests/MoneyTest.php', 'vendor/bin/phpstan'],
      skips: ['vendor/bin/phpunit tests/CurrencyTest.php'],
      partly: [
        { ran: ['vendor/bin/phpunit tests/MoneyTest.php'], left: ['Type-check: vendor/bin/phpstan analyse'] },
        { ran: ['composer test'], left: [] },
      ],
    },
    {
      name: 'PHP: the composer script whose body runs a changed generator (`update-currencies`) is a run of that generator (moneyphp/money)',
      files: moneyFactoryShape,
      change: moneyFactoryChange,
      expected: ['Regenerate the code: php resources/generate-money-factory.php', 'Run the tests: composer test'],
      ran: ['composer update-currencies', 'composer test'],
      partly: [{ ran: ['composer update-currencies'], left: ['Run the tests: composer test'] }],
    },
    {
      name: 'Python: `pre-commit run --all-files`, naming no hook, runs every hook: the generator hook’s too, which settles its Regenerate (fastapi/sqlmodel)',
      files: {
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1.0"\ndependencies = []\n',
        'scripts/gen.py':
          'from pathlib import Path\n\nfrom jinja2 import Template\n\nPath("pkg/_gen.py").write_text(Template(Path("pkg/_gen.py.jinja2").read_text()).render(n=3))\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: local\n    hooks:\n      - id: generate-gen\n        name: generate-gen\n        language: python\n        additional_dependencies: [jinja2]\n        entry: python scripts/gen.py\n        files: ^pkg/_gen\\.py\\.jinja2$\n',
        'pkg/__init__.py': 'from ._gen import N\n',
        'pkg/_gen.py.jinja2': 'N = {{ n }}\n',
        'pkg/_gen.py': 'N = 3\n',
      },
      change: { 'pkg/_gen.py.jinja2': '# generated\nN = {{ n }}\n' },
      expected: ['Regenerate the code generated from it: pre-commit run generate-gen --all-files'],
      ran: ['pre-commit run --all-files'],
      skips: ['pre-commit run check-toml --all-files'],
      partly: [{ ran: ['prek run --all-files'], left: [] }],
    },
    {
      name: 'Python: `prek run --all-files` runs every hook, a plain local generator hook too: it settles that hook’s Regenerate (fastapi/sqlmodel)',
      files: generatorHookShape,
      change: { 'pkg/_gen.py.jinja2': '# Generated TypeVars start (one per select() argument)\nN = {{ n }}\n' },
      expected: [
        'Regenerate the code generated from it: uv run ./scripts/generate_select.py',
        'Run the tests: uv run bash scripts/test.sh',
      ],
      ran: ['uv run prek run --all-files', 'uv run bash scripts/test.sh'],
      skips: ['uv run prek run local-ruff-format --all-files'],
      partly: [
        { ran: ['pre-commit run --all-files', 'uv run bash scripts/test.sh'], left: [] },
        { ran: ['uv run bash scripts/test.sh'], left: ['Regenerate the code generated from it: uv run ./scripts/generate_select.py'] },
      ],
    },
    {
      name: 'PHP: a composer script that runs Nette Tester is the tests; the Tester run the guide says settles them too (nette/utils)',
      files: { ...netteTesterShape, 'CLAUDE.md': netteTesterGuide },
      change: netteSourceEdit,
      expected: ['Run the tests: composer tester'],
      ran: ['vendor/bin/tester tests -s'],
      partly: [
        { ran: ['composer tester'], left: [] },
        { ran: ['composer run tester'], left: [] },
      ],
    },
    {
      name: 'PHP: … with no guide, the `tester` script CI runs is the tests, not "no check for source code" (nette/utils)',
      files: netteTesterShape,
      change: netteSourceEdit,
      expected: ['Run the tests: composer tester'],
      ran: ['composer tester'],
    },
    {
      name: 'PHP: an edited .phpt file is a Nette Tester test, run on its own by Tester (the script gives it all of tests/), not test data (nette/utils)',
      files: { ...netteTesterShape, 'CLAUDE.md': netteTesterGuide },
      change: {
        'tests/Str.phpt':
          '<?php\nuse Acme\\Str;\nuse Tester\\Assert;\n\nrequire __DIR__ . "/bootstrap.php";\n\nAssert::same("A", Str::upper("a"));\nAssert::same("AB", Str::upper("ab"));\n',
      },
      expected: ['Run the changed tests: vendor/bin/tester tests/Str.phpt'],
      ran: ['vendor/bin/tester tests/Str.phpt -s'],
      skips: ['vendor/bin/tester tests/Arrays.phpt -s'],
      partly: [{ ran: ['composer tester'], left: [] }],
    },
    {
      name: 'PHP: … a test named for its method (`Str.upper().phpt`) is said quoted for the shell; the guide’s escaped run settles it (nette/utils)',
      files: { ...netteTesterShape, 'CLAUDE.md': netteTesterGuide, 'tests/Str.upper().phpt': netteTesterShape['tests/Str.phpt'] },
      change: {
        'tests/Str.upper().phpt':
          '<?php\nuse Acme\\Str;\nuse Tester\\Assert;\n\nrequire __DIR__ . "/bootstrap.php";\n\nAssert::same("A", Str::upper("a"));\nAssert::same("AB", Str::upper("ab"));\n',
      },
      expected: ["Run the changed tests: vendor/bin/tester 'tests/Str.upper().phpt'"],
      ran: ['vendor/bin/tester tests/Str.upper\\(\\).phpt -s'],
      partly: [
        { ran: ['vendor/bin/tester "tests/Str.upper().phpt"'], left: [] },
        { ran: ["vendor/bin/tester 'tests/Str.upper().phpt'"], left: [] },
      ],
    },
    {
      name: 'PHP: a lint CI runs with a tool it fetched into temp/ (`composer create-project nette/coding-standard temp/coding-standard`) is not asked locally (nette/utils)',
      files: {
        ...netteTesterShape,
        '.github/workflows/coding-style.yml':
          'name: Coding Style\non: [push, pull_request]\njobs:\n  nette_cs:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: shivammathur/setup-php@v2\n        with:\n          php-version: 8.3\n      - run: composer create-project nette/coding-standard temp/coding-standard ^3 --no-progress\n      - run: php temp/coding-standard/ecs check\n',
      },
      change: netteSourceEdit,
      expected: ['Run the tests: composer tester'],
      ran: ['composer tester'],
    },
    {
      name: 'JavaScript: a JS source under checkJs (tsconfig.js.json takes lib/**/*.js, CI runs npm run check) owes the JS type-check script beside npm test (tj/commander.js)',
      files: commanderShape,
      change: {
        'lib/help.js':
          'class Help {\n  /**\n   * @param {number} a\n   * @param {number} b\n   * @returns {number}\n   */\n  padWidth(a, b) {\n    const width = Math.max(a, b);\n    return width;\n  }\n}\n\nexports.Help = Help;\n',
      },
      expected: ['Run the tests: npm test', 'Lint: npm run check:lint', 'Type-check: npm run check:type:js'],
      ran: ['npm test', 'npm run check:type:js'],
      partly: [
        { ran: ['npm test'], left: ['Lint: npm run check:lint', 'Type-check: npm run check:type:js'] },
        { ran: ['npm run check'], left: ['Run the tests: npm test'] },
        { ran: ['npm test', 'npm run check'], left: [] },
      ],
    },
    {
      name: 'JavaScript: a changed node --test file is settled by a run given it; node --test given another test file does not settle it (tj/commander.js)',
      files: commanderShape,
      change: {
        'tests/help.padWidth.test.js':
          "const { test } = require('node:test');\nconst assert = require('node:assert/strict');\nconst { Help } = require('../index.js');\n\ntest('padWidth is the max', () => {\n  assert.equal(new Help().padWidth(1, 2), 2);\n});\n\ntest('padWidth with equal values', () => {\n  assert.equal(new Help().padWidth(3, 3), 3);\n});\n",
      },
      expected: ['Lint: npm run check:lint', 'Run the changed tests: npm test'],
      ran: ['node --test tests/help.padWidth.test.js'],
      skips: ['node --test tests/help.other.test.js'],
    },
    {
      name: 'TypeScript: a hand-written .d.ts (the package’s types, tested by tsd) owes the type-check script that covers it (check:type:ts), not the runtime node --test suite; npm test, which runs it, settles too (tj/commander.js)',
      files: commanderShape,
      change: {
        'typings/index.d.ts': 'export class Help {\n  /** The width to pad terms to. */\n  padWidth(a: number, b: number): number;\n}\n',
      },
      expected: ['Lint: npm run check:lint', 'Type-check: npm run check:type:ts'],
      ran: ['npm run check:type:ts'],
      partly: [{ ran: ['npm test'], left: [] }],
    },
    {
      name: 'csharp: a change in a library project owes every test project that references it, not only its namesake test project, where the other also owns a core project the library is not reached through (reactiveui/refit)',
      files: {
        'src/Lib.Http/ClientFactory.cs':
          'namespace Lib.Http;\n\npublic static class ClientFactory\n{\n    public static string Name(string key) => key ?? throw new System.InvalidOperationException("no client");\n}\n',
        'src/Lib.Http/Lib.Http.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n',
        'src/Lib.slnx':
          '<Solution>\n  <Folder Name="/Tests/">\n    <Project Path="tests/Lib.Http.Tests/Lib.Http.Tests.csproj" />\n    <Project Path="tests/Lib.Tests/Lib.Tests.csproj" />\n  </Folder>\n  <Project Path="Lib.Http/Lib.Http.csproj" />\n  <Project Path="Lib/Lib.csproj" />\n</Solution>\n',
        'src/Lib/Core.cs': 'namespace Lib;\n\npublic static class Core\n{\n    public static int One() => 1;\n}\n',
        'src/Lib/Lib.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n',
        'src/global.json': '{\n  "test": {\n    "runner": "Microsoft.Testing.Platform"\n  }\n}\n',
        'src/tests/Lib.Http.Tests/HandlerTests.cs':
          'namespace Lib.Http.Tests;\n\npublic class HandlerTests\n{\n    [Test]\n    public async Task Handler() => await Assert.That(1).IsEqualTo(1);\n}\n',
        'src/tests/Lib.Http.Tests/Lib.Http.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <OutputType>Exe</OutputType>\n    <IsTestProject>true</IsTestProject>\n  </PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include="TUnit" Version="0.25.21" />\n  </ItemGroup>\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\Lib.Http\\Lib.Http.csproj" />\n  </ItemGroup>\n</Project>\n',
        'src/tests/Lib.Tests/ClientFactoryTests.cs':
          'using Lib.Http;\n\nnamespace Lib.Tests;\n\npublic class ClientFactoryTests\n{\n    [Test]\n    public async Task NameReturnsKey() => await Assert.That(ClientFactory.Name("a")).IsEqualTo("a");\n}\n',
        'src/tests/Lib.Tests/Lib.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <OutputType>Exe</OutputType>\n  </PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include="TUnit" Version="0.25.21" />\n  </ItemGroup>\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\Lib.Http\\Lib.Http.csproj" />\n    <ProjectReference Include="..\\..\\Lib\\Lib.csproj" />\n  </ItemGroup>\n</Project>\n',
      },
      ...refitTurn,
    },
    {
      name: 'csharp: two test projects in src/ are joined as one `cd src && A && B` (not `cd src && A && cd src && B`, whose second cd fails), and a run of A alone leaves B owed (reactiveui/refit)',
      files: {
        'src/Lib.Http/ClientFactory.cs':
          'namespace Lib.Http;\n\npublic static class ClientFactory\n{\n    public static string Name(string key) => key ?? throw new System.InvalidOperationException("no client");\n}\n',
        'src/Lib.Http/Lib.Http.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n  </PropertyGroup>\n</Project>\n',
        'src/Lib.slnx':
          '<Solution>\n  <Folder Name="/Tests/">\n    <Project Path="tests/Lib.Http.Tests/Lib.Http.Tests.csproj" />\n    <Project Path="tests/Lib.Tests/Lib.Tests.csproj" />\n  </Folder>\n  <Project Path="Lib.Http/Lib.Http.csproj" />\n</Solution>\n',
        'src/global.json': '{\n  "test": {\n    "runner": "Microsoft.Testing.Platform"\n  }\n}\n',
        'src/tests/Lib.Http.Tests/HandlerTests.cs':
          'namespace Lib.Http.Tests;\n\npublic class HandlerTests\n{\n    [Test]\n    public async Task Handler() => await Assert.That(1).IsEqualTo(1);\n}\n',
        'src/tests/Lib.Http.Tests/Lib.Http.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <OutputType>Exe</OutputType>\n  </PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include="TUnit" Version="0.25.21" />\n  </ItemGroup>\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\Lib.Http\\Lib.Http.csproj" />\n  </ItemGroup>\n</Project>\n',
        'src/tests/Lib.Tests/ClientFactoryTests.cs':
          'using Lib.Http;\n\nnamespace Lib.Tests;\n\npublic class ClientFactoryTests\n{\n    [Test]\n    public async Task NameReturnsKey() => await Assert.That(ClientFactory.Name("a")).IsEqualTo("a");\n}\n',
        'src/tests/Lib.Tests/Lib.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup>\n    <TargetFramework>net8.0</TargetFramework>\n    <OutputType>Exe</OutputType>\n  </PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include="TUnit" Version="0.25.21" />\n  </ItemGroup>\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\Lib.Http\\Lib.Http.csproj" />\n  </ItemGroup>\n</Project>\n',
      },
      ...refitTurn,
    },
    {
      name: 'python: a src change is type-checked by the nox session whose mypy paths cover src (mypy_pkg), not the first one, which checks the API examples alone (hynek/stamina)',
      files: staminaShape,
      change: { 'src/pkg/__init__.py': 'def greet(name: str) -> str:\n    return f"hi {name}!"\n' },
      expected: ['Run the tests: uvx nox -s tests', 'Type-check: uvx nox -s mypy_pkg'],
      ran: ['uvx nox -s tests', 'uvx nox -s mypy_pkg'],
      skips: ['uvx nox -s mypy_api'],
    },
    {
      name: 'python: a test file no mypy session names (mypy ignores tests.*) owes its tests and no type-check (hynek/stamina)',
      files: staminaShape,
      change: {
        'tests/test_greet.py':
          'from pkg import greet\n\n\ndef test_greet():\n    assert greet("a") == "hi a"\n\n\ndef test_greet_empty():\n    assert greet("") == "hi "\n',
      },
      expected: ['Run the changed tests: uvx nox -s tests -- tests/test_greet.py'],
      ran: ['uvx nox -s tests -- tests/test_greet.py'],
    },
    {
      name: 'Rust: a bench-only edit (a criterion bench, `autobenches = false`) is settled by any cargo run that compiles the benches (`cargo bench --no-run`, `cargo bench`, `cargo check --benches`, `cargo build --benches`), not by a plain `cargo test` (rust-lang/hashbrown)',
      files: {
        'Cargo.toml':
          '[package]\nname = "minmap"\nversion = "0.1.0"\nedition = "2021"\nautobenches = false\n\n[dev-dependencies]\ncriterion = "0.7"\n\n[features]\ndefault = []\nrayon = []\n\n[[bench]]\nname = "bench"\nharness = false\n',
        'benches/bench.rs':
          'use criterion::{criterion_group, criterion_main, Criterion};\n\nconst SIZE: usize = 100;\n\nfn bench_double(c: &mut Criterion) {\n    c.bench_function("double", |b| b.iter(|| minmap::double(SIZE)));\n}\n\ncriterion_group!(benches, bench_double);\ncriterion_main!(benches);\n',
        'src/lib.rs': 'pub fn double(x: usize) -> usize {\n    x * 2\n}\n',
      },
      change: {
        'benches/bench.rs':
          'use criterion::{criterion_group, criterion_main, Criterion};\n\nconst SIZE: usize = 128;\n\nfn bench_double(c: &mut Criterion) {\n    c.bench_function("double", |b| b.iter(|| minmap::double(SIZE)));\n}\n\ncriterion_group!(benches, bench_double);\ncriterion_main!(benches);\n',
      },
      expected: ['Run the tests: cargo test --benches'],
      ran: ['cargo bench --no-run'],
      skips: ['cargo test', 'cargo check', 'cargo bench --lib', 'cargo build --tests'],
      partly: [
        { ran: ['cargo bench'], left: [] },
        { ran: ['cargo check --benches'], left: [] },
        { ran: ['cargo build --benches'], left: [] },
        { ran: ['cargo bench --bench bench --no-run'], left: [] },
        { ran: ['cargo test --benches'], left: [] },
      ],
    },
    {
      name: 'Go: a Makefile whose targets run in a container unless the `local` target (`$(eval ENGINERUN= )`) is made first, as AGENTS.md says (`make local test`), is asked and settled as `make local test` (mikefarah/yq)',
      files: {
        'AGENTS.md':
          '## Common commands (local, no Docker)\n\n| Task | Command |\n|------|---------|\n| Lint | `make local check` |\n| Unit tests | `make local test` or `bash scripts/test.sh` |\n\n`make` without `local` runs in Docker/Podman. Without Docker, always prefix with `make local`.\n',
        Makefile:
          'ENGINE := $(shell command -v podman || command -v docker)\nENGINERUN := ${ENGINE} run --rm -v "${PWD}:/work" -w /work tool_dev\n\n## prefix before other make targets to run in your local dev environment\nlocal:\n\t@$(eval ENGINERUN= )\n\n.PHONY: check\ncheck:\n\t${ENGINERUN} bash ./scripts/check.sh\n\n.PHONY: test\ntest: check\n\t${ENGINERUN} bash ./scripts/test.sh\n',
        'go.mod': 'module example.com/tool\n\ngo 1.22\n',
        'pkg/lib/reverse.go': 'package lib\n\nfunc Reverse(s []int) []int {\n\treturn s\n}\n',
        'pkg/lib/reverse_test.go':
          'package lib\n\nimport "testing"\n\nfunc TestReverse(t *testing.T) {\n\tif len(Reverse([]int{1})) != 1 {\n\t\tt.Fatal("bad")\n\t}\n}\n',
        'scripts/check.sh': '#!/bin/bash\ngolangci-lint run\n',
        'scripts/test.sh': '#!/bin/bash\ngo test ./...\n',
      },
      change: {
        'pkg/lib/reverse.go':
          'package lib\n\nfunc Reverse(s []int) []int {\n\tout := make([]int, 0, len(s))\n\tfor i := len(s) - 1; i >= 0; i-- {\n\t\tout = append(out, s[i])\n\t}\n\treturn out\n}\n',
      },
      expected: ['Run the tests: make local test'],
      ran: ['make local test'],
      skips: ['go test ./cmd'],
    },
    {
      name: 'C++: a generator script under test/ of a CMake+CTest project (no Python package) is a file of the C++ test tree, not a Python test: it owes the build and ctest (jbeder/yaml-cpp)',
      files: {
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.15)\nproject(demo CXX)\nadd_library(demo src/demo.cpp)\ntarget_include_directories(demo PUBLIC src)\noption(DEMO_BUILD_TESTS "Build tests" ON)\nif(DEMO_BUILD_TESTS)\n  enable_testing()\n  add_subdirectory(test)\nendif()\n',
        'test/CMakeLists.txt':
          'add_executable(demo-tests main.cpp gen_emitter_test.cpp)\ntarget_link_libraries(demo-tests demo)\nadd_test(NAME demo::test COMMAND demo-tests)\n',
        'src/demo.cpp': '#include "demo.h"\nint twice(int x) { return 2 * x; }\n',
        'src/demo.h': 'int twice(int x);\n',
        'test/main.cpp': 'int run_gen();\nint main() { return run_gen(); }\n',
        'test/gen_emitter_test.cpp': '#include "demo.h"\nint run_gen() { return twice(2) == 4 ? 0 : 1; }\n',
        'test/create-emitter-tests.py':
          "import sys\n\ndef encode(line):\n    return line.replace('\\t', '\\\\t')\n\ndef create_emitter_tests(out):\n    out.write('#include \"demo.h\"\\n')\n    out.write('int run_gen() { return twice(2) == 4 ? 0 : 1; }\\n')\n\nif __name__ == '__main__':\n    create_emitter_tests(sys.stdout)\n",
      },
      change: {
        'test/create-emitter-tests.py':
          "import sys\n\ndef encode(line):\n    return line.replace('\\t', '\\\\t').replace('\\r', '\\\\r')\n\ndef create_emitter_tests(out):\n    out.write('#include \"demo.h\"\\n')\n    out.write('int run_gen() { return twice(2) == 4 ? 0 : 1; }\\n')\n\nif __name__ == '__main__':\n    create_emitter_tests(sys.stdout)\n",
      },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build && cmake --build build', 'ctest --test-dir build'],
      partly: [{ ran: ['cmake -S . -B build && cmake --build build'], left: ['Run the changed tests: ctest --test-dir build'] }],
    },
    {
      name: 'Ruby: the lint of a .rb edit is the StandardRB CI job (testdouble/standard-ruby-action: bundle exec standardrb), not the stylelint script that lints only scss (thoughtbot/administrate)',
      files: {
        'demo.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "demo"\n  s.version = "0.1.0"\n  s.summary = "demo"\n  s.authors = ["x"]\n  s.files = Dir["lib/**/*"]\nend\n',
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\ngem "standard"\n',
        'package.json':
          '{\n  "scripts": { "lint:css": "stylelint app/assets/stylesheets/demo/**/*.scss" },\n  "devDependencies": { "stylelint": "^16.2.1" }\n}\n',
        'yarn.lock': '',
        'app/assets/stylesheets/demo/_a.scss': 'a {\n  color: red;\n}\n',
        '.github/workflows/lint.yml':
          'name: Lint\non: [push, pull_request]\njobs:\n  standardrb:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: testdouble/standard-ruby-action@main\n  stylelint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n      - run: yarn install\n      - run: yarn run lint:css\n',
        '.github/workflows/main.yml':
          'name: Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec rspec\n',
        'lib/demo.rb': 'module Demo\n  def self.split(q)\n    q.to_s.split\n  end\nend\n',
        'spec/demo_spec.rb': 'require "demo"\nRSpec.describe Demo do\n  it { expect(Demo.split("a b")).to eq(%w[a b]) }\nend\n',
      },
      change: { 'lib/demo.rb': 'module Demo\n  def self.split(q)\n    q.to_s.strip.split\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rspec', 'Lint: bundle exec standardrb'],
      ran: ['bundle exec rspec'],
    },
    {
      name: 'Ruby: a CI lint line that runs stylelint alone (yarn run lint:css, scss only) is no lint of a .rb edit: none is asked where CI lints no Ruby (thoughtbot/administrate)',
      files: {
        'demo.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "demo"\n  s.version = "0.1.0"\n  s.summary = "demo"\n  s.authors = ["x"]\n  s.files = Dir["lib/**/*"]\nend\n',
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec"\n',
        'package.json':
          '{\n  "scripts": { "lint:css": "stylelint app/assets/stylesheets/demo/**/*.scss" },\n  "devDependencies": { "stylelint": "^16.2.1" }\n}\n',
        'yarn.lock': '',
        'app/assets/stylesheets/demo/_a.scss': 'a {\n  color: red;\n}\n',
        '.github/workflows/lint.yml':
          'name: Lint\non: [push, pull_request]\njobs:\n  stylelint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n      - run: yarn install\n      - run: yarn run lint:css\n',
        '.github/workflows/main.yml':
          'name: Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: bundle exec rspec\n',
        'lib/demo.rb': 'module Demo\n  def self.split(q)\n    q.to_s.split\n  end\nend\n',
        'spec/demo_spec.rb': 'require "demo"\nRSpec.describe Demo do\n  it { expect(Demo.split("a b")).to eq(%w[a b]) }\nend\n',
      },
      change: { 'lib/demo.rb': 'module Demo\n  def self.split(q)\n    q.to_s.strip.split\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rspec'],
      ran: ['bundle exec rspec'],
    },
    {
      name: 'python: [tool.uv] settings without a uv.lock, where the guide installs with uv pip, make no uv project: the guide install and pytest (python-attrs/stamina)',
      files: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\ndependencies = ["tenacity"]\n\n[dependency-groups]\ntests = ["pytest"]\ndev = [{ include-group = "tests" }]\n\n[tool.uv]\nreinstall-package = ["pkg"]\n',
        'noxfile.py':
          'import nox\n\nnox.options.default_venv_backend = "uv|virtualenv"\n\n\n@nox.session\ndef tests(session):\n    session.install(".", "--group", "tests")\n    session.run("pytest", *session.posargs)\n',
        'CONTRIBUTING.md':
          '# Contributing\n\nInstall an editable version with its dev requirements:\n\n```console\n$ uv pip install -e . --group dev\n```\n\nThen run the tests:\n\n```console\n$ python -Im pytest\n```\n',
        'src/pkg/__init__.py': 'import tenacity\n',
        'tests/test_pkg.py': 'import pkg\n\n\ndef test_import():\n    assert pkg\n',
      },
      change: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\ndependencies = ["tenacity>=9.0"]\n\n[dependency-groups]\ntests = ["pytest"]\ndev = [{ include-group = "tests" }]\n\n[tool.uv]\nreinstall-package = ["pkg"]\n',
      },
      expected: ['Install updated dependencies: uv pip install -e . --group dev', 'Run the tests: pytest'],
      ran: ['uv pip install -e . --group dev', 'python -Im pytest'],
    },
    {
      name: 'Ruby: a gem in gem/ whose tests run through a Thor task CI runs (tasks/test.thor, `bundle exec thor test:all`) gets that task as its tests, where no rake task or rspec is (ddnexus/pagy)',
      files: thorGem,
      change: {
        'gem/lib/foo.rb': 'module Foo\n  def self.double(n)\n    n + n\n  end\nend\n',
      },
      expected: ['Run the tests: bundle exec thor test:all', 'Lint: bundle exec rubocop'],
      ran: ['bundle exec thor test:all'],
      skips: ['bundle exec thor list'],
      partly: [{ ran: ['bundle exec rubocop'], left: ['Run the tests: bundle exec thor test:all'] }],
    },
    {
      name: 'Ruby: a changed minitest file of a Thor-tested gem runs by itself (`bundle exec ruby -Itest test/x_test.rb`), or by the Thor task (ddnexus/pagy)',
      files: thorGem,
      change: {
        'test/foo_test.rb':
          "require 'minitest/autorun'\nrequire 'foo'\n\nclass FooTest < Minitest::Test\n  def test_double\n    assert_equal 4, Foo.double(2)\n  end\n\n  def test_double_zero\n    assert_equal 0, Foo.double(0)\n  end\nend\n",
      },
      expected: ['Lint: bundle exec rubocop', 'Run the changed tests: bundle exec ruby -Itest test/foo_test.rb'],
      ran: ['bundle exec ruby -Itest test/foo_test.rb'],
      partly: [{ ran: ['bundle exec rubocop'], left: ['Run the changed tests: bundle exec ruby -Itest test/foo_test.rb'] }],
    },
    {
      name: 'pnpm + vitest projects: `pnpm test --project @x/b` ran only package b, so it does not settle the tests of changed package @x/a (honojs/middleware)',
      files: {
        'package.json':
          '{\n  "name": "root",\n  "private": true,\n  "type": "module",\n  "scripts": { "test": "vitest" },\n  "devDependencies": { "vitest": "^4.1.7" },\n  "packageManager": "pnpm@11.9.0"\n}\n',
        'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n",
        'vitest.config.ts':
          "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { projects: ['packages/*/vitest.config.ts'] } })\n",
        'packages/a/package.json':
          '{\n  "name": "@x/a",\n  "type": "module",\n  "scripts": { "test": "vitest" },\n  "devDependencies": { "vitest": "^4.1.7" }\n}\n',
        'packages/a/vitest.config.ts':
          "import { defineProject } from 'vitest/config'\nexport default defineProject({ test: { include: ['src/**/*.test.ts'] } })\n",
        'packages/a/src/index.ts': 'export const a = () => 1\n',
        'packages/a/src/index.test.ts': "import { expect, it } from 'vitest'\nimport { a } from '.'\nit('a', () => expect(a()).toBe(1))\n",
        'packages/b/package.json':
          '{\n  "name": "@x/b",\n  "type": "module",\n  "scripts": { "test": "vitest" },\n  "devDependencies": { "vitest": "^4.1.7" }\n}\n',
        'packages/b/vitest.config.ts':
          "import { defineProject } from 'vitest/config'\nexport default defineProject({ test: { include: ['src/**/*.test.ts'] } })\n",
        'packages/b/src/index.ts': 'export const b = () => 2\n',
        'packages/b/src/index.test.ts': "import { expect, it } from 'vitest'\nimport { b } from '.'\nit('b', () => expect(b()).toBe(2))\n",
      },
      change: { 'packages/a/src/index.ts': 'export const a = () => 0 + 1\n' },
      expected: ['Run the tests: pnpm --filter @x/a test'],
      ran: ['pnpm test --project @x/a'],
      skips: [
        'pnpm test --project @x/b',
        'pnpm vitest run --project @x/b',
        'pnpm vitest run --project=@x/b',
        'npm test -- --project @x/b',
        'npx vitest run --project @x/b',
      ],
      partly: [
        { ran: ['pnpm vitest run --project=@x/a'], left: [] },
        { ran: ['pnpm test --project @x/a --project @x/b'], left: [] },
      ],
    },
    {
      name: "go: a //go:generate line of a file every build leaves out (a generator's template, `//go:build ignore`) is no directive: an unrelated source edit owes no regeneration (prometheus/client_golang)",
      files: {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        'pkg/counter.go':
          'package pkg\n\nimport "errors"\n\nfunc Add(v float64) float64 {\n\tif v < 0 {\n\t\tpanic(errors.New("counter cannot decrease"))\n\t}\n\treturn v\n}\n',
        'pkg/counter_test.go': 'package pkg\n\nimport "testing"\n\nfunc TestAdd(t *testing.T) { if Add(1) != 1 { t.Fatal("bad") } }\n',
        'pkg/gen_metrics.go':
          '//go:build ignore\n\npackage main\n\nimport (\n\t"os"\n\t"text/template"\n)\n\nvar tmpl = template.Must(template.New("t").Parse(`// Code generated by gen_metrics.go; DO NOT EDIT.\n//go:generate go run gen_metrics.go {{.}}\n\npackage pkg\n`))\n\nfunc main() { tmpl.Execute(os.Stdout, os.Args[1]) }\n',
      },
      change: {
        'pkg/counter.go':
          'package pkg\n\nimport "errors"\n\nfunc Add(v float64) float64 {\n\tif v < 0 {\n\t\tpanic(errors.New("counter cannot decrease, use a gauge"))\n\t}\n\treturn v\n}\n',
      },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test ./...'],
    },
    {
      name: 'go: `go test ./exp/...` run from the root module reaches nothing of the nested module exp/ (its own go.mod); its own run settles (prometheus/client_golang)',
      files: {
        'go.mod': 'module example.com/m\n\ngo 1.22\n',
        Makefile: '.PHONY: test test-exp\ntest: test-exp\n\tgo test ./...\n\ntest-exp:\n\tcd exp && go test ./...\n',
        'prometheus/counter.go': 'package prometheus\n\nfunc One() int { return 1 }\n',
        'exp/go.mod': 'module example.com/m/exp\n\ngo 1.22\n',
        'exp/api/remote/remote.go': 'package remote\n\nfunc Zero() int { return 0 }\n',
        'exp/api/remote/remote_test.go':
          'package remote\n\nimport "testing"\n\nfunc TestZero(t *testing.T) { if Zero() != 0 { t.Fatal("bad") } }\n',
      },
      change: {
        'exp/api/remote/remote_test.go':
          'package remote\n\nimport "testing"\n\nfunc TestZero(t *testing.T) { if Zero() != 0 { t.Fatal("bad") } }\n\nfunc TestZeroAgain(t *testing.T) { if Zero() != 0 { t.Fatal("bad") } }\n',
      },
      expected: ['Run the changed tests: cd exp && go test ./api/remote'],
      ran: ['cd exp && go test ./api/remote/...'],
      skips: ['go test ./exp/...'],
    },
    {
      name: 'rust: a workspace whose CONTRIBUTING and CI run tests through a nox session is settled by that session, the advised test run (PyO3/pyo3)',
      files: {
        'Cargo.toml':
          '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ncore-x = { path = "core" }\n\n[workspace]\nmembers = ["core"]\n',
        'core/Cargo.toml': '[package]\nname = "core-x"\nversion = "0.1.0"\nedition = "2021"\n',
        'core/src/lib.rs': 'pub fn one() -> u32 { 1 }\n',
        'src/lib.rs': 'pub fn two() -> u32 {\n    core_x::one() + 1\n}\n',
        'noxfile.py':
          'import nox\n\n\n@nox.session(name="test-rust", venv_backend="none")\ndef test_rust(session: nox.Session):\n    session.run("cargo", "test", "--no-fail-fast", "--package=core-x", external=True)\n    session.run("cargo", "test", "--no-fail-fast", external=True)\n\n\n@nox.session(venv_backend="none")\ndef clippy(session: nox.Session):\n    session.run("cargo", "clippy", "--workspace", "--all-targets", external=True)\n',
        'Contributing.md':
          '# Contributing\n\nWe use nox to run our CI tasks; run them via nox:\n\n* `nox -s test-rust` runs the Rust tests\n* `nox -s clippy` runs clippy\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: uvx nox -s clippy\n      - run: uvx nox -s test-rust\n',
      },
      change: {
        'src/lib.rs': 'pub fn two() -> u32 {\n    1 + core_x::one()\n}\n',
      },
      expected: ['Run the tests: uvx nox -s test-rust', 'Lint: uvx nox -s clippy'],
      ran: ['nox -s test-rust'],
      partly: [{ ran: ['uvx nox -s test-rust'], left: [] }],
    },
    {
      name: 'hatch + scripts/: an edit under pool/_async owes regenerating pool/_sync with the unasync script that scripts/check verifies (`--check`) in CI (encode/httpcore)',
      files: unasyncPool,
      change: {
        'pool/_async/pool.py':
          'class AsyncPool:\n    async def request(self, scheme: str) -> str:\n        if scheme not in {"http", "https"}:\n            raise ValueError(scheme)\n        return scheme\n',
      },
      expected: ['Regenerate the files CI checks are up to date: python scripts/unasync.py', 'Run the tests: scripts/test'],
      ran: ['python scripts/unasync.py', 'scripts/test'],
    },
    {
      name: 'hatch + scripts/: an edit of a test under tests/_async owes regenerating tests/_sync with the unasync script (encode/httpcore)',
      files: unasyncPool,
      change: {
        'tests/_async/test_pool.py':
          'import pytest\n\nfrom pool import AsyncPool\n\n\n@pytest.mark.anyio\nasync def test_request():\n    assert await AsyncPool().request("http") == "http"\n\n\n@pytest.mark.anyio\nasync def test_unsupported():\n    with pytest.raises(ValueError):\n        await AsyncPool().request("ftp")\n',
      },
      expected: ['Regenerate the files CI checks are up to date: python scripts/unasync.py', 'Run the changed tests: scripts/test'],
      ran: ['scripts/lint', 'scripts/test'],
    },
    {
      name: 'hatch + scripts/: an edit of pool/__init__.py, a file the unasync generator does not read (it reads pool/_async and tests/_async), owes only the tests (encode/httpcore)',
      files: unasyncPool,
      change: {
        'pool/__init__.py': 'from ._async.pool import AsyncPool\nfrom ._sync.pool import Pool\n\n__all__ = ["Pool", "AsyncPool"]\n',
      },
      expected: ['Run the tests: scripts/test'],
      ran: ['scripts/test'],
    },
    {
      name: 'Ruby: an SCSS partial whose compiled CSS is committed and diff-checked in CI (nickcharlton/diff-check running `yarn build:css`) owes the css build (thoughtbot/administrate)',
      files: {
        'demo.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "demo"\n  s.version = "0.1.0"\n  s.summary = "demo engine"\n  s.authors = ["x"]\n  s.files = Dir["{app,lib}/**/*"]\n  s.add_dependency "rails", ">= 6.0"\nend\n',
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec-rails"\ngem "standard"\n',
        'package.json':
          '{\n  "scripts": {\n    "build:css": "sass ./app/assets/stylesheets/demo/application.scss:./app/assets/builds/demo/application.css",\n    "lint:css": "stylelint app/assets/stylesheets/demo/**/*.scss"\n  },\n  "dependencies": { "sass": "^1.63.6" },\n  "devDependencies": { "stylelint": "^16.2.1" }\n}\n',
        'yarn.lock': '',
        '.github/workflows/diff-check.yml':
          'name: diff-check\non: [push]\njobs:\n  builds:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          cache: yarn\n      - run: yarn install --frozen-lockfile\n      - uses: nickcharlton/diff-check@main\n        with:\n          command: yarn build:css\n',
        '.github/workflows/main.yml':
          'name: Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: yarn install\n      - run: yarn run build:css\n      - run: bundle exec rspec\n',
        'app/assets/stylesheets/demo/application.scss': '@import "buttons";\n',
        'app/assets/stylesheets/demo/_buttons.scss': 'button {\n  line-height: 1;\n}\n',
        'app/assets/builds/demo/application.css': 'button{line-height:1}\n',
        'lib/demo.rb': 'module Demo\n  class Engine < ::Rails::Engine\n    isolate_namespace Demo\n  end\nend\n',
        'spec/demo_spec.rb': 'require "demo"\nRSpec.describe Demo do\n  it { expect(Demo::Engine).to be }\nend\n',
      },
      change: {
        'app/assets/stylesheets/demo/_buttons.scss': 'button {\n  line-height: 1.1;\n}\n',
      },
      expected: ['Regenerate the files CI checks are up to date: yarn build:css'],
      ran: ['yarn run build:css'],
      skips: ['yarn run lint:css'],
    },
    {
      name: 'Ruby: an SCSS partial of the sass entry (`sass in.scss:out.css`) CI builds before `git diff --exit-code` owes the css build (thoughtbot/administrate)',
      files: {
        'demo.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "demo"\n  s.version = "0.1.0"\n  s.summary = "demo engine"\n  s.authors = ["x"]\n  s.files = Dir["{app,lib}/**/*"]\n  s.add_dependency "rails", ">= 6.0"\nend\n',
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rspec-rails"\ngem "standard"\n',
        'package.json':
          '{\n  "scripts": {\n    "build:css": "sass ./app/assets/stylesheets/demo/application.scss:./app/assets/builds/demo/application.css",\n    "lint:css": "stylelint app/assets/stylesheets/demo/**/*.scss"\n  },\n  "dependencies": { "sass": "^1.63.6" },\n  "devDependencies": { "stylelint": "^16.2.1" }\n}\n',
        'yarn.lock': '',
        '.github/workflows/main.yml':
          'name: Tests\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n      - run: yarn install\n      - run: yarn run build:css\n      - run: git diff --exit-code\n      - run: bundle exec rspec\n',
        'app/assets/stylesheets/demo/application.scss': '@import "buttons";\n',
        'app/assets/stylesheets/demo/_buttons.scss': 'button {\n  line-height: 1;\n}\n',
        'app/assets/builds/demo/application.css': 'button{line-height:1}\n',
        'lib/demo.rb': 'module Demo\n  class Engine < ::Rails::Engine\n    isolate_namespace Demo\n  end\nend\n',
        'spec/demo_spec.rb': 'require "demo"\nRSpec.describe Demo do\n  it { expect(Demo::Engine).to be }\nend\n',
      },
      change: {
        'app/assets/stylesheets/demo/_buttons.scss': 'button {\n  line-height: 1.1;\n}\n',
      },
      expected: ['Regenerate the files CI checks are up to date: yarn run build:css'],
      ran: ['yarn build:css'],
    },
    {
      name: 'elixir: a yecc grammar (src/*.yrl, compilers: [:yecc] ++ Mix.compilers()) is compiled source; editing it owes mix test (absinthe-graphql/absinthe)',
      files: {
        'mix.exs':
          'defmodule Calc.MixProject do\n  use Mix.Project\n\n  def project do\n    [\n      app: :calc,\n      version: "0.1.0",\n      elixir: "~> 1.17",\n      compilers: [:yecc] ++ Mix.compilers(),\n      deps: []\n    ]\n  end\nend\n',
        'src/calc_parser.yrl':
          "Nonterminals expr.\nTerminals int '+'.\nRootsymbol expr.\nLeft 100 '+'.\nexpr -> expr '+' expr : {add, '$1', '$3'}.\nexpr -> int : extract('$1').\nErlang code.\nextract({int, _Line, V}) -> V.\n",
        '.formatter.exs': '[inputs: ["{mix,.formatter}.exs", "{config,lib,test}/**/*.{ex,exs}"]]\n',
        'lib/calc.ex': 'defmodule Calc do\n  def parse(tokens), do: :calc_parser.parse(tokens)\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/calc_test.exs':
          'defmodule CalcTest do\n  use ExUnit.Case\n\n  test "parses an int" do\n    assert {:ok, 1} == Calc.parse([{:int, 1, 1}])\n  end\nend\n',
      },
      change: {
        'src/calc_parser.yrl':
          "Nonterminals expr.\nTerminals int '+'.\nRootsymbol expr.\nLeft 100 '+'.\nexpr -> expr '+' expr : {plus, '$1', '$3'}.\nexpr -> int : extract('$1').\nErlang code.\nextract({int, _Line, V}) -> V.\n",
      },
      expected: ['Run the tests: mix test'],
      ran: ['mix test'],
    },
    {
      name: 'c/meson: editing a bison grammar whose output is checked in owes the update-parser run target CI diffs, besides the tests, and no Python lint (xkbcommon/libxkbcommon)',
      files: {
        'meson.build':
          "project('calc', 'c', version: '1.0.0')\nbison = find_program('bison', required: false)\nif bison.found()\n    # Regenerate manually the checked-in parser files in the *source* tree\n    run_target('update-parser',\n        command: [bison, '--defines=@0@'.format(meson.current_source_dir() / 'src/parser.h'),\n                  '-o', meson.current_source_dir() / 'src/parser.c',\n                  meson.current_source_dir() / 'src/parser.y'])\nendif\nlib = static_library('calc', 'src/parser.c', 'src/calc.c')\ntest('calc', executable('test-calc', 'test/calc.c', link_with: lib, include_directories: 'src'))\n",
        'src/parser.y':
          '%{\nint yylex(void);\nvoid yyerror(const char *s);\n%}\n%token NUM\n%token ERROR_TOK 255 "invalid token"\n%%\nexpr: NUM | expr \'+\' NUM ;\n%%\n',
        'src/parser.c':
          '/* generated by bison from parser.y: do not edit; run `meson compile -C build update-parser` */\nint yyparse(void) { return 0; }\n',
        'src/parser.h': '/* generated by bison from parser.y */\nint yyparse(void);\n',
        'src/calc.c': '#include "parser.h"\nint calc(void) { return yyparse(); }\n',
        'test/calc.c': 'int calc(void);\nint main(void) { return calc(); }\n',
        'scripts/gen.py': 'print("hello")\n',
        'README.md':
          '# calc\n\n```\nmeson setup build\nmeson compile -C build\nmeson test -C build\n```\n\nAfter editing `src/parser.y`, regenerate the checked-in parser with `meson compile -C build update-parser`.\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: sudo apt-get install -y meson bison\n      - run: meson setup build\n      - name: Regenerate parser files\n        run: |\n          meson compile -C build update-parser\n          git diff --exit-code\n      - run: meson compile -C build\n      - run: meson test -C build --print-errorlogs\n      - run: ruff format --line-length=88 --check --diff .\n',
      },
      change: {
        'src/parser.y':
          '%{\nint yylex(void);\nvoid yyerror(const char *s);\n%}\n%token NUM\n%token ERROR_TOK 255 "invalid token (lexer)"\n%%\nexpr: NUM | expr \'+\' NUM ;\n%%\n',
      },
      expected: [
        'Regenerate the files CI checks are up to date: meson compile -C build update-parser',
        'Run the tests: meson setup build && meson test -C build',
      ],
      ran: ['meson compile -C build update-parser', 'meson test -C build'],
    },
    {
      name: 'c/meson: `meson test -C build <name>` settles a changed test only when the named test is built from it (xkbcommon/libxkbcommon)',
      files: {
        'meson.build':
          "project('calc', 'c', version: '1.0.0')\nlib = static_library('calc', 'src/calc.c')\ntest('add', executable('test-add', 'test/add.c', link_with: lib))\ntest('sub', executable('test-sub', 'test/sub.c', link_with: lib))\n",
        'src/calc.c': 'int add(int a, int b) { return a + b; }\nint sub(int a, int b) { return a - b; }\n',
        'test/add.c': '#include <assert.h>\nint add(int, int);\nint main(void) { assert(add(1, 1) == 2); return 0; }\n',
        'test/sub.c': '#include <assert.h>\nint sub(int, int);\nint main(void) { assert(sub(1, 1) == 0); return 0; }\n',
      },
      change: {
        'test/add.c':
          '#include <assert.h>\nint add(int, int);\nint main(void) { assert(add(1, 1) == 2); assert(add(2, 2) == 4); return 0; }\n',
      },
      expected: ['Run the changed tests: meson setup build && meson test -C build'],
      ran: ['meson test -C build add'],
      skips: ['meson test -C build sub'],
    },
    {
      name: 'c/meson: a source change owes the whole suite, which `meson test -C build <one of several tests>` does not run (xkbcommon/libxkbcommon)',
      files: {
        'meson.build':
          "project('calc', 'c', version: '1.0.0')\nlib = static_library('calc', 'src/calc.c')\ntest('add', executable('test-add', 'test/add.c', link_with: lib))\ntest('sub', executable('test-sub', 'test/sub.c', link_with: lib))\n",
        'src/calc.c': 'int add(int a, int b) { return a + b; }\nint sub(int a, int b) { return a - b; }\n',
        'test/add.c': '#include <assert.h>\nint add(int, int);\nint main(void) { assert(add(1, 1) == 2); return 0; }\n',
        'test/sub.c': '#include <assert.h>\nint sub(int, int);\nint main(void) { assert(sub(1, 1) == 0); return 0; }\n',
      },
      change: { 'src/calc.c': 'int add(int a, int b) { return b + a; }\nint sub(int a, int b) { return a - b; }\n' },
      expected: ['Run the tests: meson setup build && meson test -C build'],
      ran: ['meson test -C build add sub'],
      skips: ['meson test -C build add'],
    },
    {
      name: 'python: a CI install of an extra the pyproject lacks (`.[dev]`, where dev is a dependency group) is passed over for the guide install (python-attrs/stamina)',
      files: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\ndependencies = ["tenacity"]\n\n[dependency-groups]\ntests = ["pytest"]\ndev = [{ include-group = "tests" }]\n\n[tool.uv]\nreinstall-package = ["pkg"]\n',
        'noxfile.py':
          'import nox\n\nnox.options.default_venv_backend = "uv|virtualenv"\n\n\n@nox.session\ndef tests(session):\n    session.install(".", "--group", "tests")\n    session.run("pytest", *session.posargs)\n',
        'CONTRIBUTING.md':
          '# Contributing\n\nInstall an editable version with its dev requirements:\n\n```console\n$ uv pip install -e . --group dev\n```\n\nThen run the tests:\n\n```console\n$ python -Im pytest\n```\n',
        '.github/workflows/ci.yml':
          'on: [push]\njobs:\n  docs:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: uv pip install -e .[dev]\n',
        'src/pkg/__init__.py': 'import tenacity\n',
        'tests/test_pkg.py': 'import pkg\n\n\ndef test_import():\n    assert pkg\n',
      },
      change: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\ndependencies = ["tenacity>=9.0"]\n\n[dependency-groups]\ntests = ["pytest"]\ndev = [{ include-group = "tests" }]\n\n[tool.uv]\nreinstall-package = ["pkg"]\n',
      },
      expected: ['Install updated dependencies: uv pip install -e . --group dev', 'Run the tests: pytest'],
      ran: ['uv pip install -e . --group dev', 'python -Im pytest'],
    },
    {
      name: 'ruby: `rake test` (Minitest TestTask) does not settle a changed RSpec spec when Rakefile has both (audited)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\n',
        'foo.gemspec':
          'Gem::Specification.new do |gem|\n  gem.name = "foo"\n  gem.version = "0.1.0"\n  gem.files = Dir["lib/**/*"]\n  gem.add_development_dependency "rake"\n  gem.add_development_dependency "rspec"\n  gem.add_development_dependency "minitest"\nend\n',
        Rakefile:
          'require "rspec/core/rake_task"\nrequire "rake/testtask"\n\nRSpec::Core::RakeTask.new(:spec)\n\nRake::TestTask.new do |t|\n  t.libs << "test"\n  t.test_files = FileList["test/**/*_test.rb"]\nend\n\ntask default: [:spec, :test]\n',
        'lib/foo.rb': 'module Foo\n  def self.hi = "hi"\nend\n',
        'spec/foo_spec.rb': 'require "foo"\n\nRSpec.describe Foo do\n  it "says hi" do\n    expect(Foo.hi).to eq "hi"\n  end\nend\n',
        'test/generator_test.rb':
          'require "minitest/autorun"\n\nclass GeneratorTest < Minitest::Test\n  def test_ok\n    assert true\n  end\nend\n',
      },
      change: {
        'spec/foo_spec.rb':
          'require "foo"\n\nRSpec.describe Foo do\n  it "says hi" do\n    expect(Foo.hi).to eq "hi"\n  end\n\n  it "is frozen" do\n    expect(Foo.hi).to be_frozen\n  end\nend\n',
      },
      expected: ['Run the changed tests: bundle exec rspec spec/foo_spec.rb'],
      ran: ['bundle exec rspec spec/foo_spec.rb'],
      skips: ['bundle exec rake test'],
      partly: [
        { ran: ['bundle exec rake'], left: [] },
        { ran: ['bundle exec rake spec'], left: [] },
      ],
    },
    {
      name: 'elixir: a mix.exs edit (elixir requirement) in a project with no deps owes no mix deps.get (nimble_parsec)',
      files: {
        'mix.exs':
          'defmodule Foo.MixProject do\n  use Mix.Project\n\n  def project do\n    [\n      app: :foo,\n      version: "0.1.0",\n      elixir: "~> 1.12",\n      aliases: [docs: &build_docs/1]\n    ]\n  end\n\n  def application do\n    [extra_applications: [:crypto]]\n  end\n\n  defp build_docs(_) do\n    Mix.Task.run("compile")\n  end\nend\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    env:\n      MIX_ENV: test\n    steps:\n      - uses: actions/checkout@v4\n      - uses: erlef/setup-beam@v1\n        with:\n          otp-version: "27"\n          elixir-version: "1.18"\n      - run: mix deps.get\n      - run: mix format --check-formatted\n      - run: mix compile --warnings-as-errors\n      - run: mix test\n',
        'lib/foo.ex': 'defmodule Foo do\n  def hi, do: :hi\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/foo_test.exs':
          'defmodule FooTest do\n  use ExUnit.Case, async: true\n\n  test "hi" do\n    assert Foo.hi() == :hi\n  end\nend\n',
      },
      change: {
        'mix.exs':
          'defmodule Foo.MixProject do\n  use Mix.Project\n\n  def project do\n    [\n      app: :foo,\n      version: "0.1.0",\n      elixir: "~> 1.13",\n      aliases: [docs: &build_docs/1]\n    ]\n  end\n\n  def application do\n    [extra_applications: [:crypto]]\n  end\n\n  defp build_docs(_) do\n    Mix.Task.run("compile")\n  end\nend\n',
      },
      expected: ['Run the tests: mix test', 'Lint: mix compile --warnings-as-errors'],
      ran: ['mix test'],
    },
    {
      name: 'java/maven: a version bump in a separate pom-packaged parent module tests the modules that inherit it, not `-pl parent` (mapstruct)',
      files: {
        'pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>org.ex</groupId><artifactId>ex-parent</artifactId><version>1.0-SNAPSHOT</version><relativePath>parent/pom.xml</relativePath></parent>\n  <artifactId>ex-root</artifactId>\n  <packaging>pom</packaging>\n  <modules>\n    <module>parent</module>\n    <module>core</module>\n  </modules>\n</project>\n',
        'parent/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>org.ex</groupId>\n  <artifactId>ex-parent</artifactId>\n  <version>1.0-SNAPSHOT</version>\n  <packaging>pom</packaging>\n  <properties><assertj.version>3.27.7</assertj.version></properties>\n  <dependencyManagement><dependencies>\n    <dependency><groupId>org.assertj</groupId><artifactId>assertj-core</artifactId><version>${assertj.version}</version></dependency>\n  </dependencies></dependencyManagement>\n</project>\n',
        'core/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>org.ex</groupId><artifactId>ex-parent</artifactId><version>1.0-SNAPSHOT</version><relativePath>../parent/pom.xml</relativePath></parent>\n  <artifactId>ex-core</artifactId>\n  <dependencies><dependency><groupId>org.assertj</groupId><artifactId>assertj-core</artifactId><scope>test</scope></dependency></dependencies>\n</project>\n',
        mvnw: '#!/bin/sh\nexec mvn "$@"\n',
        'core/src/main/java/org/ex/Strings.java':
          'package org.ex; public class Strings { public static boolean isEmpty(String s) { return s == null || s.isEmpty(); } }\n',
        'core/src/test/java/org/ex/StringsTest.java':
          'package org.ex; import org.junit.jupiter.api.Test; class StringsTest { @Test void empty() { assert Strings.isEmpty(""); } }\n',
        '.github/workflows/main.yml':
          'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./mvnw -B install\n',
      },
      change: {
        'parent/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>org.ex</groupId>\n  <artifactId>ex-parent</artifactId>\n  <version>1.0-SNAPSHOT</version>\n  <packaging>pom</packaging>\n  <properties><assertj.version>3.27.8</assertj.version></properties>\n  <dependencyManagement><dependencies>\n    <dependency><groupId>org.assertj</groupId><artifactId>assertj-core</artifactId><version>${assertj.version}</version></dependency>\n  </dependencies></dependencyManagement>\n</project>\n',
      },
      expected: ['Run the tests: ./mvnw -pl parent -amd test'],
      ran: ['./mvnw -pl parent -amd test'],
      skips: ['./mvnw -pl parent -am test', './mvnw -pl parent test'],
    },
    {
      name: 'java/maven: a source change in a module that has its own tests also tests the modules depending on it (-amd) (mapstruct)',
      files: {
        'pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>org.ex</groupId><artifactId>ex-parent</artifactId><version>1.0-SNAPSHOT</version><relativePath>parent/pom.xml</relativePath></parent>\n  <artifactId>ex-root</artifactId>\n  <packaging>pom</packaging>\n  <modules>\n    <module>parent</module>\n    <module>core</module>\n    <module>processor</module>\n  </modules>\n</project>\n',
        'parent/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>org.ex</groupId>\n  <artifactId>ex-parent</artifactId>\n  <version>1.0-SNAPSHOT</version>\n  <packaging>pom</packaging>\n  <dependencyManagement><dependencies>\n    <dependency><groupId>${project.groupId}</groupId><artifactId>ex</artifactId><version>${project.version}</version></dependency>\n  </dependencies></dependencyManagement>\n</project>\n',
        'core/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>org.ex</groupId><artifactId>ex-parent</artifactId><version>1.0-SNAPSHOT</version><relativePath>../parent/pom.xml</relativePath></parent>\n  <artifactId>ex</artifactId>\n  <dependencies><dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.11.0</version><scope>test</scope></dependency></dependencies>\n</project>\n',
        'processor/pom.xml':
          '<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n  <parent><groupId>org.ex</groupId><artifactId>ex-parent</artifactId><version>1.0-SNAPSHOT</version><relativePath>../parent/pom.xml</relativePath></parent>\n  <artifactId>ex-processor</artifactId>\n  <dependencies>\n    <dependency><groupId>${project.groupId}</groupId><artifactId>ex</artifactId><scope>provided</scope></dependency>\n    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>5.11.0</version><scope>test</scope></dependency>\n  </dependencies>\n</project>\n',
        mvnw: '#!/bin/sh\nexec mvn "$@"\n',
        'core/src/main/java/org/ex/Mapping.java': 'package org.ex;\npublic @interface Mapping {\n    String target();\n}\n',
        'core/src/test/java/org/ex/MappingTest.java':
          'package org.ex; import org.junit.jupiter.api.Test; class MappingTest { @Test void name() { assert Mapping.class.isAnnotation(); } }\n',
        'processor/src/main/java/org/ex/ap/MappingReader.java':
          'package org.ex.ap; import org.ex.Mapping; public class MappingReader { public static String name() { return Mapping.class.getSimpleName(); } }\n',
        'processor/src/test/java/org/ex/ap/MappingReaderTest.java':
          'package org.ex.ap; import org.junit.jupiter.api.Test; class MappingReaderTest { @Test void name() { assert MappingReader.name().equals("Mapping"); } }\n',
        '.github/workflows/main.yml':
          'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./mvnw -B install\n',
      },
      change: {
        'core/src/main/java/org/ex/Mapping.java':
          'package org.ex;\npublic @interface Mapping {\n    String target();\n\n    boolean experimental() default false;\n}\n',
      },
      expected: ['Run the tests: ./mvnw -pl core -amd test'],
      ran: ['./mvnw -pl core -amd test'],
      skips: ['./mvnw -pl core -am test', './mvnw -pl core test'],
    },
    {
      name: 'python: a .pyi stub edit owes every tox env that type-checks it, the mypy env on tox’s own Python and typing-pyright, not pytest (python-attrs/attrs)',
      files: stubTypingEnvs,
      change: { 'src/pkg/__init__.pyi': 'def f(x: int | str) -> int: ...\n' },
      // (the report asked `tox -e 3.14-mypy`: an env named for one Python is asked on tox's own, as `py` is for the tests;
      // the stub is read by no test run, only by those envs)
      expected: ['Type-check: tox -e py-mypy && tox -e typing-pyright'],
      ran: ['tox -e 3.14-mypy', 'tox -e typing-pyright'],
      skips: ['pytest', 'tox -e 3.14-mypy', 'tox -e typing-pyright'],
    },
    {
      name: 'python: a .py source edit beside those stubs owes the tests alone, which no type-checker of the project reads (python-attrs/attrs)',
      files: stubTypingEnvs,
      change: { 'src/pkg/__init__.py': 'def f(x):\n    return x + 0\n' },
      expected: ['Run the tests: pytest'],
      ran: ['pytest'],
      skips: ['tox -e 3.14-mypy'],
    },
    {
      name: 'npm: mocha given the compiled changed spec (`npx mocha out/utils/string.spec.js`, tsc writing src to out) ran it, after the compile (mrmlnc/fast-glob)',
      files: compiledSpecs,
      change: {
        'src/utils/string.spec.ts': "import { isEmpty } from './string';\n\nit('is empty', () => isEmpty('') && !isEmpty(' '));\n",
      },
      expected: ['Lint: npm run lint', 'Type-check: npm run compile', 'Run the changed tests: npm test'],
      ran: ['npm run compile', 'npx mocha out/utils/string.spec.js'],
      skips: ['npx mocha out/utils/other.spec.js'],
      partly: [
        { ran: ['npm run compile', 'npx mocha out/utils/other.spec.js'], left: ['Lint: npm run lint', 'Run the changed tests: npm test'] },
      ],
    },
    {
      name: 'dart: a melos workspace whose CI and guides run its scripts owes `melos run analyze` (`dart analyze --fatal-infos`), which a plain `dart analyze` does not settle, and lints with `melos run format` (cfug/dio)',
      files: {
        'melos.yaml':
          "name: ws\npackages:\n  - 'pkg'\nscripts:\n  analyze:\n    exec: dart analyze --fatal-infos\n  format:\n    exec: dart format --set-exit-if-changed .\n  test:vm:\n    exec: dart test\n    packageFilters:\n      dirExists: test\n",
        'pubspec.yaml': "name: ws\npublish_to: 'none'\nenvironment:\n  sdk: '>=2.18.0 <4.0.0'\ndev_dependencies:\n  melos: ^6.0.0\n",
        'analysis_options.yaml': 'include: package:lints/recommended.yaml\n',
        'CONTRIBUTING.md':
          '## Development\n\nBefore submitting, run:\n\n```bash\nmelos run format\nmelos run analyze\nmelos run test:vm\n```\n',
        '.github/workflows/tests.yml':
          'name: tests\non: [push, pull_request]\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: subosito/flutter-action@v2\n      - run: dart pub get\n      - uses: bluefireteam/melos-action@v3\n      - run: melos bootstrap\n      - run: melos run format\n      - run: melos run analyze\n      - run: melos run test:vm\n',
        'pkg/pubspec.yaml': "name: pkg\nenvironment:\n  sdk: '>=2.18.0 <4.0.0'\ndev_dependencies:\n  test: ^1.24.0\n  lints: any\n",
        'pkg/lib/pkg.dart': "String greet(String s) => 'hello $s';\n",
        'pkg/test/pkg_test.dart':
          "import 'package:pkg/pkg.dart';\nimport 'package:test/test.dart';\n\nvoid main() {\n  test('greet', () => expect(greet('a'), 'hello a'));\n}\n",
      },
      change: { 'pkg/lib/pkg.dart': "String greet(String s) => 'hello, $s';\n" },
      expected: ['Run the tests: cd pkg && dart test', 'Lint: melos run format', 'Type-check: melos run analyze'],
      ran: ['cd pkg && dart test', 'melos run analyze'],
      // (the analyzer lints as it type-checks: a plain run settles the lint, so it is a `partly`, not a skip; never the
      // type-check, which CI fails on an info in)
      partly: [
        { ran: ['cd pkg && dart test', 'cd pkg && dart analyze'], left: ['Type-check: melos run analyze'] },
        { ran: ['melos run test:vm', 'cd pkg && dart analyze --fatal-infos'], left: [] },
        { ran: ['melos run format'], left: ['Run the tests: cd pkg && dart test', 'Type-check: melos run analyze'] },
      ],
    },
    {
      name: 'pnpm: a library source edit owes its build and the Playwright specs; its dts build CI runs is the type-check, no guessed tsc (pacocoursey/cmdk)',
      files: dtsBuildSpecs,
      change: {
        'lib/src/index.ts':
          'export function score(a: string, b: string): number {\n  return a.toLowerCase().includes(b.toLowerCase()) ? 1 : 0\n}\n',
      },
      // (the report asked `pnpm build`, the root's `pnpm -F lib build`: the member's own build, said from the root, is the same run)
      expected: ['Build: pnpm --filter lib build', 'Run the tests: pnpm test'],
      ran: ['pnpm build', 'pnpm test'],
      skips: ['pnpm test:format', 'pnpm exec tsc --noEmit'],
    },
    {
      name: 'pnpm: a changed Playwright spec is run by `pnpm test` given it, not given another spec (pacocoursey/cmdk)',
      files: dtsBuildSpecs,
      change: {
        'test/basic.test.ts':
          "import { expect, test } from '@playwright/test'\ntest('renders', async ({ page }) => {\n  await page.goto('/')\n  await expect(page.locator('input')).toHaveCount(1)\n})\n\ntest('has combobox role', async ({ page }) => {\n  await page.goto('/')\n  await expect(page.locator('input')).toHaveAttribute('role', 'combobox')\n})\n",
      },
      expected: ['Run the changed tests: pnpm test test/basic.test.ts'],
      ran: ['pnpm test test/basic.test.ts'],
      skips: ['pnpm test test/item.test.ts', 'pnpm exec playwright test test/item.test.ts'],
      partly: [{ ran: ['pnpm test'], left: [] }],
    },
    {
      name: 'ruby: sorbet project owes its bin/typecheck (srb tc) after a lib edit (Shopify/tapioca)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "sorbet"\ngem "minitest"\n',
        'foo.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "foo"\n  s.version = "0.1.0"\n  s.files = Dir["lib/**/*.rb"]\n  s.add_dependency "sorbet-runtime"\nend\n',
        Rakefile:
          'desc "Run tests"\ntask :test do\n  system("bin/test", *Array(ENV.fetch("TEST", []))) || exit(false)\nend\ntask(default: :test)\n',
        'bin/typecheck': '#!/usr/bin/env bash\nbundle exec srb tc "$@"\n',
        'bin/test':
          '#!/usr/bin/env ruby\n$LOAD_PATH << File.expand_path("../spec", __dir__)\nENV["DEFAULT_TEST"] = "spec/**/*_spec.rb"\nrequire "bundler/setup"\nrequire "rails/test_unit/runner"\nRails::TestUnit::Runner.parse_options(ARGV)\nRails::TestUnit::Runner.run(ARGV)\n',
        'sorbet/config': '--dir\n.\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  linters:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with: { bundler-cache: true }\n      - run: bin/typecheck\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with: { bundler-cache: true }\n      - run: bin/test\n',
        'lib/foo.rb': '# typed: strict\nmodule Foo\n  #: (String s) -> String\n  def self.greet(s) = "hello #{s}"\nend\n',
        'spec/foo_spec.rb':
          '# typed: true\nrequire "minitest/autorun"\nrequire "foo"\nclass FooSpec < Minitest::Spec\n  it("greets") { assert_equal("hello a", Foo.greet("a")) }\nend\n',
      },
      change: { 'lib/foo.rb': '# typed: strict\nmodule Foo\n  #: (String s) -> String\n  def self.greet(s) = "hello, #{s}"\nend\n' },
      expected: ['Run the tests: bin/test', 'Type-check: bin/typecheck'],
      ran: ['bin/test', 'bin/typecheck'],
    },
    {
      name: "ruby: `bin/test spec/bar_spec.rb` (Rails' test runner over Minitest specs) runs that file alone: it does not settle a changed spec/foo_spec.rb (Shopify/tapioca)",
      files: {
        Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "sorbet"\ngem "minitest"\n',
        'foo.gemspec':
          'Gem::Specification.new do |s|\n  s.name = "foo"\n  s.version = "0.1.0"\n  s.files = Dir["lib/**/*.rb"]\n  s.add_dependency "sorbet-runtime"\nend\n',
        Rakefile:
          'desc "Run tests"\ntask :test do\n  system("bin/test", *Array(ENV.fetch("TEST", []))) || exit(false)\nend\ntask(default: :test)\n',
        'dev.yml': 'name: foo\ntype: ruby\ncommands:\n  test: "bin/test"\n  typecheck: "bin/typecheck"\n',
        'bin/typecheck': '#!/usr/bin/env bash\nbundle exec srb tc "$@"\n',
        'bin/test':
          '#!/usr/bin/env ruby\n# frozen_string_literal: true\n\n$LOAD_PATH << File.expand_path("../spec", __dir__)\nENV["DEFAULT_TEST"] = "spec/**/*_spec.rb"\n\nrequire "bundler/setup"\nrequire "debug/prelude"\n\nrequire "logger" # can remove soon since we plan to stop supporting Rails 7.0: https://github.com/rails/rails/issues/54260\nrequire "active_support" # Remove this when we drop support to Rails 6.\nrequire "rails/test_unit/runner"\n\nRails::TestUnit::Runner.parse_options(ARGV)\nRails::TestUnit::Runner.run(ARGV)\n',
        'sorbet/config': '--dir\n.\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  linters:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with: { bundler-cache: true }\n      - run: bin/typecheck\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with: { bundler-cache: true }\n      - run: bin/test\n',
        'lib/foo.rb': '# typed: strict\nmodule Foo\n  #: (String s) -> String\n  def self.greet(s) = "hello #{s}"\nend\n',
        'spec/foo_spec.rb':
          '# typed: true\nrequire "minitest/autorun"\nrequire "foo"\nclass FooSpec < Minitest::Spec\n  it("greets") { assert_equal("hello a", Foo.greet("a")) }\nend\n',
        'spec/bar_spec.rb': '# typed: true\nrequire "minitest/autorun"\nclass BarSpec < Minitest::Spec\n  it("ok") { assert(true) }\nend\n',
      },
      change: {
        'spec/foo_spec.rb':
          '# typed: true\nrequire "minitest/autorun"\nrequire "foo"\nclass FooSpec < Minitest::Spec\n  it("greets") { refute_nil(Foo.greet("b"))\n  }\n  it("greets again") { assert_equal("hello a", Foo.greet("a")) }\nend\n',
      },
      expected: ['Type-check: bin/typecheck', 'Run the changed tests: bin/test spec/foo_spec.rb'],
      ran: ['bin/test spec/foo_spec.rb', 'bin/typecheck'],
      // (`bin/test` hands its arguments to Rails' test runner, which runs the files it is given alone)
      skips: ['bin/test spec/bar_spec.rb'],
    },
    {
      name: "ruby: a spec/ of Minitest::Spec files and no rspec in the bundle is rake's test task's to run, one file by TEST= (Shopify/tapioca)",
      files: {
        Gemfile: 'source "https://rubygems.org"\ngem "minitest"\n',
        Rakefile: 'task :test do\n  system("bin/test", *Array(ENV.fetch("TEST", []))) || exit(false)\nend\ntask(default: :test)\n',
        'bin/test':
          '#!/usr/bin/env ruby\n$LOAD_PATH << File.expand_path("../spec", __dir__)\nENV["DEFAULT_TEST"] = "spec/**/*_spec.rb"\nrequire "bundler/setup"\nrequire "rails/test_unit/runner"\nRails::TestUnit::Runner.parse_options(ARGV)\nRails::TestUnit::Runner.run(ARGV)\n',
        'lib/foo.rb': 'module Foo\n  def self.greet(s) = "hello #{s}"\nend\n',
        'spec/foo_spec.rb':
          'require "minitest/autorun"\nrequire "foo"\nclass FooSpec < Minitest::Spec\n  it("greets") { assert_equal("hello a", Foo.greet("a")) }\nend\n',
        'spec/bar_spec.rb': 'require "minitest/autorun"\nclass BarSpec < Minitest::Spec\n  it("ok") { assert(true) }\nend\n',
      },
      change: {
        'spec/foo_spec.rb':
          'require "minitest/autorun"\nrequire "foo"\nclass FooSpec < Minitest::Spec\n  it("greets") { refute_nil(Foo.greet("b")) }\n  it("greets again") { assert_equal("hello a", Foo.greet("a")) }\nend\n',
      },
      expected: ['Run the changed tests: bundle exec rake test TEST=spec/foo_spec.rb'],
      ran: ['bundle exec rake test TEST=spec/foo_spec.rb'],
      // (the report's checkpoint asked `bundle exec rspec`, which the bundle lacks)
      skips: ['bundle exec rake test TEST=spec/bar_spec.rb'],
    },
    {
      name: 'ruby: a docstring edit of a documented compiler owes bin/docs, whose rake task writes manual/ and fails on its drift (Shopify/tapioca)',
      files: {
        Gemfile: 'source "https://rubygems.org"\ngem "rake"\ngem "yard"\ngem "minitest"\n',
        Rakefile: 'Dir["tasks/**/*.rake"].each { |t| load t }\ntask :test do\n  system("bin/test") || exit(false)\nend\n',
        'tasks/docs.rake':
          'require "yard"\ndesc "Generate docs of all compilers"\ntask :generate_docs do\n  YARD.parse("lib/foo/compilers/**/*.rb")\n  YARD::Registry.all(:class).each do |c|\n    File.write("manual/compiler_#{c.name.to_s.downcase}.md", "## #{c.name}\\n\\n#{c.docstring}\\n")\n  end\n  sh(\'test -z "$(git status --porcelain manual)"\') { |ok, _| abort("manual out of date") unless ok }\nend\n',
        'bin/docs': '#!/usr/bin/env bash\nbundle exec rake generate_docs\n',
        'bin/test':
          '#!/usr/bin/env ruby\n$LOAD_PATH << File.expand_path("../spec", __dir__)\nENV["DEFAULT_TEST"] = "spec/**/*_spec.rb"\nrequire "bundler/setup"\nrequire "rails/test_unit/runner"\nRails::TestUnit::Runner.parse_options(ARGV)\nRails::TestUnit::Runner.run(ARGV)\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  linters:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with: { bundler-cache: true }\n      - name: Verify documentation\n        run: bin/docs\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: ruby/setup-ruby@v1\n        with: { bundler-cache: true }\n      - run: bin/test\n',
        'lib/foo/compilers/token.rb':
          'module Foo\n  module Compilers\n    # `Foo::Compilers::Password` decorates classes that use tokens.\n    class Token\n      def decorate = :token\n    end\n  end\nend\n',
        'manual/compiler_token.md': '## Token\n\n`Foo::Compilers::Password` decorates classes that use tokens.\n',
        'spec/token_spec.rb': 'require "minitest/autorun"\nclass TokenSpec < Minitest::Spec\n  it("ok") { assert(true) }\nend\n',
      },
      change: {
        'lib/foo/compilers/token.rb':
          'module Foo\n  module Compilers\n    # `Foo::Compilers::Token` decorates classes that use tokens.\n    class Token\n      def decorate = :token\n    end\n  end\nend\n',
      },
      // (the report would owe no tests for a comment-only edit; checkpoint does not tell comments from code, so the tests stay owed)
      expected: ['Regenerate the files CI checks are up to date: bin/docs', 'Run the tests: bin/test'],
      ran: ['bin/docs', 'bin/test'],
      partly: [{ ran: ['bin/test'], left: ['Regenerate the files CI checks are up to date: bin/docs'] }],
    },
    {
      name: 'Python: a hand-written shim __init__.py in a stub-rsync target is source, owing tests, not regeneration (logfire)',
      files: {
        Makefile:
          '.PHONY: test\ntest:\n\tuv run --no-sync pytest\n\n.PHONY: lint\nlint:\n\tuv run ruff check\n\n.PHONY: typecheck\ntypecheck:\n\tuv run pyright\n\n.PHONY: generate-stubs\ngenerate-stubs:\n\tuv run stubgen -p pkg --include-docstrings --no-analysis\n\trsync -a out/pkg/ pkg-api/pkg_api/\n\trm -rf out\n',
        'pyproject.toml':
          '[project]\nname = "pkg"\nversion = "1.0.0"\ndependencies = ["pkg-api"]\n\n[dependency-groups]\ndev = ["pytest", "ruff", "pyright", "mypy"]\n\n[tool.uv.sources]\npkg-api = { workspace = true }\n\n[tool.uv.workspace]\nmembers = ["pkg-api"]\n\n[tool.ruff]\nextend-exclude = ["pkg-api/pkg_api/*"]\n\n[tool.pyright]\ninclude = ["pkg", "tests"]\n',
        'uv.lock': '',
        'pkg-api/pyproject.toml': '[project]\nname = "pkg-api"\nversion = "1.0.0"\n',
        'pkg/__init__.py': 'def span(name):\n    return name\n',
        'pkg-api/pkg_api/__init__.py':
          'try:\n    from pkg import *  # noqa\nexcept ImportError:\n    def span(name):\n        return None\n',
        'pkg-api/pkg_api/__init__.pyi': 'def span(name: str) -> str: ...\n',
        'tests/test_pkg_api.py': "import pkg_api\n\ndef test_span():\n    assert pkg_api.span('x') == 'x'\n",
      },
      change: {
        'pkg-api/pkg_api/__init__.py':
          'try:\n    from pkg import *  # noqa\nexcept ImportError:\n    def span(name):\n        return name and None\n',
      },
      // (ruff's `extend-exclude` of the folder is not read yet: the lint line rides along, settled by the tests alone)
      expected: ['Run the tests: make test', 'Lint: uv run ruff check .'],
      ran: ['make test'],
    },
    {
      name: 'Go: proto change regenerates with make generate when buf and local plugins live only in the Makefile .tmp/bin (connect-go)',
      files: {
        Makefile:
          'BIN := .tmp/bin\nexport PATH := $(abspath $(BIN)):$(PATH)\nexport GOBIN := $(abspath $(BIN))\n\n.PHONY: test\ntest: build\n\tgo test ./...\n\n.PHONY: build\nbuild: generate\n\tgo build ./...\n\n.PHONY: generate\ngenerate: $(BIN)/buf $(BIN)/protoc-gen-go\n\tbuf generate\n\n.PHONY: lint\nlint: $(BIN)/buf\n\tgo vet ./...\n\tbuf lint\n\n$(BIN)/buf: Makefile\n\tgo install github.com/bufbuild/buf/cmd/buf@v1.69.0\n\n$(BIN)/protoc-gen-go: Makefile go.mod\n\tgo install google.golang.org/protobuf/cmd/protoc-gen-go\n',
        'buf.gen.yaml': 'version: v2\nplugins:\n  - local: protoc-gen-go\n    out: gen\n    opt: paths=source_relative\n',
        'buf.yaml': 'version: v2\nmodules:\n  - path: proto\n',
        'go.mod': 'module example.com/ping\n\ngo 1.22\n\nrequire google.golang.org/protobuf v1.36.0\n',
        'proto/ping/v1/ping.proto':
          'syntax = "proto3";\npackage ping.v1;\noption go_package = "example.com/ping/gen/ping/v1;pingv1";\nmessage PingRequest {\n  int64 number = 1;\n}\n',
        'gen/ping/v1/ping.pb.go':
          '// Code generated by protoc-gen-go. DO NOT EDIT.\npackage pingv1\n\ntype PingRequest struct{ Number int64 }\n',
        'ping.go':
          'package ping\n\nimport pingv1 "example.com/ping/gen/ping/v1"\n\nfunc Do(r *pingv1.PingRequest) int64 { return r.Number }\n',
        'ping_test.go':
          'package ping\n\nimport (\n\t"testing"\n\n\tpingv1 "example.com/ping/gen/ping/v1"\n)\n\nfunc TestDo(t *testing.T) {\n\tif Do(&pingv1.PingRequest{Number: 1}) != 1 {\n\t\tt.Fatal("bad")\n\t}\n}\n',
        '.github/workflows/ci.yaml':
          'name: ci\non: [push]\njobs:\n  ci:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: make test\n      - run: make lint\n',
      },
      change: {
        'proto/ping/v1/ping.proto':
          'syntax = "proto3";\npackage ping.v1;\noption go_package = "example.com/ping/gen/ping/v1;pingv1";\nmessage PingRequest {\n  int64 number = 1;\n  string note = 2;\n}\n',
      },
      expected: ['Regenerate the code from the changed schema: make generate', 'Run the tests: make test'],
      ran: ['make generate', 'make test'],
    },
    {
      name: 'rust: a clap help-text change owes the manpage regeneration CI diff-checks, besides the tests (watchexec/watchexec)',
      files: {
        'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["crates/lib", "crates/cli"]\n',
        'crates/lib/Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\nedition = "2021"\n',
        'crates/lib/src/lib.rs': 'pub fn run() {}\n',
        'crates/cli/Cargo.toml':
          '[package]\nname = "demo-cli"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nclap = { version = "4", features = ["derive"] }\ndemo = { path = "../lib" }\n',
        'crates/cli/src/main.rs':
          'use clap::Parser;\n\n#[derive(Parser)]\nstruct Args {\n    /// Clear screen before running command\n    #[arg(long)]\n    clear: bool,\n}\n\nfn main() {\n    let _ = Args::parse();\n    demo::run();\n}\n',
        'doc/demo.1': '.TH demo 1\n',
        'bin/manpage': '#!/bin/sh\ncargo run -p demo-cli -- --manual > doc/demo.1\n',
        '.github/workflows/tests.yml':
          'name: Test suite\non: [pull_request]\njobs:\n  cli-unit:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v4\n    - run: cargo test --locked -p demo-cli\n  cli-docs:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v4\n    - name: Generate manpage\n      run: cargo run --locked -p demo-cli -- --manual > doc/demo.1\n    - name: Check that manpage is up to date\n      run: git diff --exit-code -- doc/\n',
      },
      change: {
        'crates/cli/src/main.rs':
          'use clap::Parser;\n\n#[derive(Parser)]\nstruct Args {\n    /// Clear the screen before running the command\n    #[arg(long)]\n    clear: bool,\n}\n\nfn main() {\n    let _ = Args::parse();\n    demo::run();\n}\n',
      },
      expected: [
        'Regenerate the files CI checks are up to date: cargo run --locked -p demo-cli -- --manual > doc/demo.1',
        'Run the tests: cargo test -p demo-cli',
      ],
      ran: ['cargo test -p demo-cli', 'cargo run --locked -p demo-cli -- --manual > doc/demo.1'],
    },
    {
      name: 'gradle: a test in a module whose build file is <module>-build.gradle.kts runs with its :module: path, and another module’s tests do not settle it (testng-team/testng)',
      files: {
        'settings.gradle.kts':
          'rootProject.name = "demo-root"\ninclude(":core")\ninclude(":collections")\n\nfor (project in rootProject.children) {\n    project.apply {\n        buildFileName = "${project.name}-build.gradle.kts"\n    }\n}\n',
        'build.gradle.kts':
          'subprojects {\n    apply(plugin = "java-library")\n    repositories { mavenCentral() }\n    dependencies { "testImplementation"("org.testng:testng:7.10.2") }\n    tasks.withType<Test>().configureEach { useTestNG() }\n}\n',
        gradlew: '',
        'core/core-build.gradle.kts': 'dependencies { "implementation"(project(":collections")) }\n',
        'collections/collections-build.gradle.kts': '',
        'core/src/main/java/demo/Core.java': 'package demo; public class Core { public static int two() { return 2; } }\n',
        'core/src/test/java/demo/CoreTest.java':
          'package demo;\n\nimport org.testng.Assert;\nimport org.testng.annotations.Test;\n\npublic class CoreTest {\n  @Test\n  public void two() {\n    Assert.assertEquals(Core.two(), 2);\n  }\n}\n',
        'collections/src/main/java/demo/collections/Lists.java': 'package demo.collections; public class Lists { }\n',
        'collections/src/test/java/demo/collections/ListsTest.java':
          'package demo.collections;\n\nimport org.testng.annotations.Test;\n\npublic class ListsTest {\n  @Test\n  public void ok() {}\n}\n',
      },
      change: {
        'core/src/test/java/demo/CoreTest.java':
          'package demo;\n\nimport org.testng.Assert;\nimport org.testng.annotations.Test;\n\npublic class CoreTest {\n  @Test\n  public void two() {\n    Assert.assertEquals(Core.two(), 2, "two");\n  }\n}\n',
      },
      expected: ['Run the changed tests: ./gradlew :core:test --tests demo.CoreTest'],
      ran: ['./gradlew :core:test --tests demo.CoreTest'],
      skips: ['./gradlew :collections:test'],
    },
    {
      name: 'gradle: a guide line disowning `./gradlew build -x test` ("never the gate") is no lint; the guide’s formatting check is (testng-team/testng)',
      files: {
        'settings.gradle.kts': 'rootProject.name = "demo"\n',
        'build.gradle.kts':
          'plugins { `java-library` }\nrepositories { mavenCentral() }\ndependencies { testImplementation("org.testng:testng:7.10.2") }\ntasks.test { useTestNG() }\n',
        gradlew: '',
        'AGENTS.md':
          '# Working on demo\n\n## Verification\n\n**`./gradlew build -x test` does not compile test sources.** It is a smoke check, never the gate.\n\nThe gate is `./gradlew build`, the same task CI runs.\n\n```bash\n./gradlew build\n```\n',
        '.github/CONTRIBUTING.md':
          '# Contributing\n\nTo run all the test cases (build the code) run `./gradlew test`\n\nTo check if there are any code formatting/styling issues, run `./gradlew autostyleCheck`\n\nTo automatically fix any styling issues run `./gradlew autostyleApply`\n',
        'src/main/java/demo/Core.java': 'package demo; public class Core { public static int two() { return 2; } }\n',
        'src/test/java/demo/CoreTest.java':
          'package demo;\n\nimport org.testng.Assert;\nimport org.testng.annotations.Test;\n\npublic class CoreTest {\n  @Test\n  public void two() {\n    Assert.assertEquals(Core.two(), 2);\n  }\n}\n',
      },
      change: { 'src/main/java/demo/Core.java': 'package demo; public class Core { public static int two() { return 1 + 1; } }\n' },
      // (the report asked the tests as AGENTS.md's gate, `./gradlew build`, and took CONTRIBUTING's `./gradlew test` as well)
      expected: ['Run the tests: ./gradlew test', 'Lint: ./gradlew autostyleCheck'],
      ran: ['./gradlew build', './gradlew autostyleCheck'],
      // (a build without its tests runs the lint tasks `check` has, as the formatter's check is)
      partly: [{ ran: ['./gradlew build -x test'], left: ['Run the tests: ./gradlew test'] }],
    },
    {
      name: 'gradle: a main class of a module with tests of its own, which a dependent module’s code uses, owes that module’s tests too (testng-team/testng)',
      files: {
        'settings.gradle.kts':
          'rootProject.name = "demo-root"\ninclude(":core")\ninclude(":collections")\n\nfor (project in rootProject.children) {\n    project.apply {\n        buildFileName = "${project.name}-build.gradle.kts"\n    }\n}\n',
        'build.gradle.kts':
          'subprojects {\n    apply(plugin = "java-library")\n    repositories { mavenCentral() }\n    dependencies { "testImplementation"("org.testng:testng:7.10.2") }\n    tasks.withType<Test>().configureEach { useTestNG() }\n}\n',
        gradlew: '',
        'core/core-build.gradle.kts': 'dependencies { "implementation"(project(":collections")) }\n',
        'collections/collections-build.gradle.kts': '',
        'core/src/main/java/demo/Core.java':
          'package demo;\n\nimport demo.collections.Lists;\n\npublic class Core { public static int two() { return Lists.two(); } }\n',
        'core/src/test/java/demo/CoreTest.java':
          'package demo;\n\nimport org.testng.Assert;\nimport org.testng.annotations.Test;\n\npublic class CoreTest {\n  @Test\n  public void two() {\n    Assert.assertEquals(Core.two(), 2);\n  }\n}\n',
        'collections/src/main/java/demo/collections/Lists.java':
          'package demo.collections; public class Lists { public static int two() { return 2; } }\n',
        'collections/src/test/java/demo/collections/ListsTest.java':
          'package demo.collections;\n\nimport org.testng.annotations.Test;\n\npublic class ListsTest {\n  @Test\n  public void ok() {}\n}\n',
      },
      change: {
        'collections/src/main/java/demo/collections/Lists.java':
          'package demo.collections; public class Lists { public static int two() { return 1 + 1; } }\n',
      },
      expected: ['Run the tests: ./gradlew :collections:test :core:test'],
      ran: ['./gradlew :collections:test :core:test'],
      skips: ['./gradlew :collections:test'],
    },
    {
      name: "ruby: a source change is not settled by one unrelated test file through the bin/test wrapper of Rails' test runner (heartcombo/devise)",
      files: railsRunnerGem,
      change: { 'lib/foo.rb': 'module Foo\n  def self.count(n)\n    n.to_i + 1\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['bin/test'],
      // (`bin/test` hands its arguments to Rails' test runner, which runs the files it is given alone)
      skips: ['bin/test test/bar_test.rb', 'bundle exec rake test TEST=test/bar_test.rb'],
      // (the source's own test file reaches it, as a spec of its name does)
      partly: [
        { ran: ['bundle exec rake'], left: [] },
        { ran: ['bin/test test/foo_test.rb'], left: [] },
      ],
    },
    {
      name: 'make: a recipe line continued with a backslash is one command, its next line no command of its own: `make lint` runs no tests (phpstan/phpdoc-parser)',
      files: {
        Makefile:
          '.PHONY: tests lint\ntests:\n\tphp vendor/bin/phpunit\n\nlint:\n\tphp vendor/bin/parallel-lint --colors \\\n\t\tsrc tests\n',
        'composer.json':
          '{\n\t"name": "acme/foo",\n\t"require": {"php": "^7.4 || ^8.0"},\n\t"require-dev": {\n\t\t"php-parallel-lint/php-parallel-lint": "^1.2",\n\t\t"phpunit/phpunit": "^9.6"\n\t},\n\t"autoload": {"psr-4": {"Acme\\\\Foo\\\\": "src/"}},\n\t"autoload-dev": {"psr-4": {"Acme\\\\Foo\\\\": "tests/"}}\n}\n',
        'phpunit.xml':
          '<?xml version="1.0"?>\n<phpunit bootstrap="vendor/autoload.php"><testsuites><testsuite name="all"><directory>tests</directory></testsuite></testsuites></phpunit>\n',
        'src/Foo.php':
          '<?php declare(strict_types = 1);\n\nnamespace Acme\\Foo;\n\nclass Foo\n{\n\tpublic function name(): string\n\t{\n\t\treturn "foo";\n\t}\n}\n',
        'tests/FooTest.php':
          '<?php declare(strict_types = 1);\n\nnamespace Acme\\Foo;\n\nuse PHPUnit\\Framework\\TestCase;\n\nclass FooTest extends TestCase\n{\n\tpublic function testName(): void\n\t{\n\t\t$this->assertSame("foo", (new Foo())->name());\n\t}\n}\n',
      },
      change: {
        'src/Foo.php':
          '<?php declare(strict_types = 1);\n\nnamespace Acme\\Foo;\n\nclass Foo\n{\n\tpublic function name(): string\n\t{\n\t\treturn sprintf("%s", "foo");\n\t}\n}\n',
      },
      expected: ['Run the tests: make tests', 'Lint: make lint'],
      ran: ['make tests', 'make lint'],
      // (lint alone settles its own Lint line, never the tests)
      partly: [{ ran: ['make lint'], left: ['Run the tests: make tests'] }],
    },
    {
      name: 'Python: a model change of a reusable Django app with no manage.py owes makemigrations with the settings its tests run with (jazzband/django-taggit)',
      files: {
        'pyproject.toml': '[project]\nname = "django-taggit"\nversion = "1.0"\ndependencies = ["Django>=5.2"]\n',
        'tox.ini':
          '[tox]\nenvlist = py{312}-dj52\n[testenv]\ndeps =\n    dj52: Django>=5.2,<5.3\ncommands = python -m django test --settings=tests.settings {posargs}\n',
        '.github/workflows/test.yml':
          'name: Test\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pip install tox tox-gh-actions\n      - run: tox\n',
        'taggit/__init__.py': '',
        'taggit/models.py': 'from django.db import models\n\n\nclass Tag(models.Model):\n    name = models.CharField(max_length=100)\n',
        'taggit/migrations/__init__.py': '',
        'taggit/migrations/0001_initial.py':
          'from django.db import migrations, models\n\n\nclass Migration(migrations.Migration):\n    initial = True\n    operations = [\n        migrations.CreateModel(name="Tag", fields=[("name", models.CharField(max_length=100))]),\n    ]\n',
        'tests/__init__.py': '',
        'tests/settings.py':
          'SECRET_KEY = "x"\nINSTALLED_APPS = ["taggit", "tests"]\nDATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}\n',
        'tests/test_models.py': 'from django.test import TestCase\n\n\nclass TagTest(TestCase):\n    def test_ok(self):\n        pass\n',
      },
      change: {
        'taggit/models.py': 'from django.db import models\n\n\nclass Tag(models.Model):\n    name = models.CharField(max_length=150)\n',
      },
      expected: [
        'Run the tests: tox -e py-dj52',
        'Create the migration for the model change: python -m django makemigrations taggit --settings=tests.settings',
      ],
      ran: ['tox -e py-dj52', 'python -m django makemigrations taggit --settings=tests.settings'],
      partly: [
        {
          ran: ['tox -e py-dj52'],
          left: ['Create the migration for the model change: python -m django makemigrations taggit --settings=tests.settings'],
        },
      ],
    },
    {
      name: "kotlin: a change in a module that has its own tests runs that module's tests, not only the nested subprojects that depend on it (multiplatform-settings)",
      files: {
        'settings.gradle.kts': 'rootProject.name = "m"\ninclude(":lib", ":lib:sub-tests")\n',
        gradlew: '#!/bin/sh\n',
        'lib/build.gradle.kts': 'plugins { kotlin("multiplatform") }\n',
        'lib/sub-tests/build.gradle.kts':
          'plugins { kotlin("multiplatform") }\nkotlin { sourceSets { commonTest { dependencies { implementation(project(":lib")) } } } }\n',
        'lib/src/commonMain/kotlin/Lib.kt': 'fun twice(x: Int): Int = x * 2\n',
        'lib/src/jvmTest/kotlin/LibTest.kt': 'import kotlin.test.*\nclass LibTest { @Test fun t() = assertEquals(4, twice(2)) }\n',
        'lib/sub-tests/src/commonTest/kotlin/SubTest.kt':
          'import kotlin.test.*\nclass SubTest { @Test fun t() = assertEquals(2, twice(1)) }\n',
      },
      change: { 'lib/src/commonMain/kotlin/Lib.kt': 'fun twice(x: Int): Int = x + x\n' },
      expected: ['Run the tests: ./gradlew :lib:allTests'],
      ran: ['./gradlew :lib:allTests'],
    },
    {
      name: 'go: a go:generate input under a build-tagged package is regenerated by the target that generates that package, not by the build target that only generates ./generator (go-enum)',
      files: {
        'go.mod': 'module example.com/ge\n\ngo 1.24\n',
        Makefile:
          'build:\n\tgo generate ./generator\n\tgo build -o bin/go-enum .\n\ngenerate:\n\tgo generate --tags=example ./generator ./example\n\n' +
          'gen-test: build\n\tgo generate --tags=example ./generator ./example\n\ntest: gen-test generate\n\tgo test ./...\n\tgo test --tags=example ./example\n',
        'main.go': 'package main\n\nfunc main() {}\n',
        'generator/gen.go': 'package generator\n\n//go:generate echo gen\n',
        'example/color.go':
          '//go:build example\n\n//go:generate ../bin/go-enum -b example\n\npackage example\n\n// ENUM(Black, White)\ntype Color int\n',
        'example/color_enum.go': '//go:build example\n\n// Code generated by go-enum DO NOT EDIT.\npackage example\n',
        'example/color_test.go': '//go:build example\n\npackage example\n\nimport "testing"\n\nfunc TestColor(t *testing.T) {}\n',
      },
      change: {
        'example/color.go':
          '//go:build example\n\n//go:generate ../bin/go-enum -b example\n\npackage example\n\n// ENUM(Black, White, Silver)\ntype Color int\n',
      },
      expected: ['Regenerate the code its go:generate directive writes: make gen-test', 'Run the tests: go test -tags example ./...'],
      ran: ['make test'],
    },
    {
      name: 'go: … a target that generates the package without the build tag its file needs (`example: go generate ./example/...`) is passed over for the one that passes it, its packages a quoted variable (go-enum)',
      files: {
        'go.mod': 'module example.com/ge\n\ngo 1.24\n',
        Makefile:
          "GO ?= go\nPACKAGES='./generator' './example'\n\nbuild:\n\t$(GO) generate ./generator\n\t$(GO) build -o bin/go-enum .\n\n" +
          'example:\n\t$(GO) generate ./example/...\n\ngenerate:\n\t$(GO) generate --tags=example $(PACKAGES)\n\n' +
          'gen-test: build\n\t$(GO) generate --tags=example $(PACKAGES)\n\ntest: gen-test generate\n\t$(GO) test ./...\n',
        'main.go': 'package main\n\nfunc main() {}\n',
        'generator/gen.go': 'package generator\n\n//go:generate echo gen\n',
        'example/color.go':
          '//go:build example\n\n//go:generate ../bin/go-enum -b example\n\npackage example\n\n// ENUM(Black, White)\ntype Color int\n',
        'example/color_enum.go': '//go:build example\n\n// Code generated by go-enum DO NOT EDIT.\npackage example\n',
      },
      change: {
        'example/color.go':
          '//go:build example\n\n//go:generate ../bin/go-enum -b example\n\npackage example\n\n// ENUM(Black, White, Silver)\ntype Color int\n',
      },
      expected: ['Regenerate the code its go:generate directive writes: make gen-test', 'Run the tests: go test -tags example ./...'],
      ran: ['make test'],
    },
    {
      name: 'hatch: `hatch test <path>` settles a changed test only when the path covers it; a hatch test of another file or folder does not (pypa/hatch)',
      files: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "demo"\nversion = "1.0.0"\n\n[tool.hatch.envs.hatch-test]\nextra-dependencies = ["filelock"]\n',
        'src/demo/__init__.py': 'def f():\n    return 1\n',
        'tests/utils/test_fs.py': 'from demo import f\n\n\ndef test_f():\n    assert f() == 1\n',
        'tests/backend/test_build.py': 'def test_b():\n    assert True\n',
      },
      change: {
        'tests/utils/test_fs.py':
          'from demo import f\n\n\ndef test_f():\n    assert f() == 1\n\n\ndef test_f_again():\n    assert f() + f() == 2\n',
      },
      expected: ['Run the changed tests: hatch test tests/utils/test_fs.py'],
      ran: ['hatch test tests/utils/test_fs.py'],
      skips: [
        'hatch test tests/backend',
        'hatch test tests/backend/test_build.py',
        'hatch test tests/utils/test_other.py::test_x',
        'hatch test -p tests/backend',
      ],
    },
    {
      // the first stop stays the changed tests' target (`--filter LibTests`, which the report accepted); the run of the XCTestCase
      // class the changed file declares, named unlike the file, settles too, and a filter naming another class does not
      name: 'swift: swift test --filter <XCTestCase class of the changed file> settles even when the class name differs from the file name (swift-dependencies)',
      files: {
        'Package.swift':
          '// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n  name: "lib",\n  products: [.library(name: "Lib", targets: ["Lib"])],\n  targets: [\n    .target(name: "Lib"),\n    .testTarget(name: "LibTests", dependencies: ["Lib"]),\n  ]\n)\n',
        'Sources/Lib/Date.swift':
          'public struct DateGenerator {\n  public var now: Double\n  public init(now: Double) { self.now = now }\n}\n',
        'Tests/LibTests/DateTests.swift':
          'import Lib\nimport XCTest\n\nfinal class DateDependencyTests: XCTestCase {\n  func testNow() {\n    XCTAssertEqual(DateGenerator(now: 0).now, 0)\n  }\n}\n',
        'Tests/LibTests/ClockTests.swift':
          'import Lib\nimport XCTest\n\nfinal class ClockDependencyTests: XCTestCase {\n  func testNow() {\n    XCTAssertEqual(DateGenerator(now: 1).now, 1)\n  }\n}\n',
      },
      change: {
        'Tests/LibTests/DateTests.swift':
          'import Lib\nimport XCTest\n\nfinal class DateDependencyTests: XCTestCase {\n  func testNow() {\n    XCTAssertEqual(DateGenerator(now: 0).now, 0)\n  }\n\n  func testConstant() {\n    XCTAssertEqual(DateGenerator(now: 42).now, 42)\n  }\n}\n',
      },
      expected: ['Run the changed tests: swift test --filter LibTests'],
      ran: ['swift test --filter DateDependencyTests'],
      skips: ['swift test --filter ClockDependencyTests', 'swift test --filter ClockDependencyTests/testNow'],
      partly: [
        { ran: ['swift test --filter DateDependencyTests/testConstant'], left: [] },
        { ran: ['swift test --filter LibTests.DateDependencyTests'], left: [] },
      ],
    },
    {
      name: 'swift: … a Swift Testing @Suite struct the changed file declares, named unlike the file, is a class its filter runs (swift-dependencies)',
      files: {
        'Package.swift':
          '// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n  name: "lib",\n  products: [.library(name: "Lib", targets: ["Lib"])],\n  targets: [\n    .target(name: "Lib"),\n    .testTarget(name: "LibTests", dependencies: ["Lib"]),\n  ]\n)\n',
        'Sources/Lib/Date.swift':
          'public struct DateGenerator {\n  public var now: Double\n  public init(now: Double) { self.now = now }\n}\n',
        'Tests/LibTests/DateTests.swift':
          'import Lib\nimport Testing\n\n@Suite("Dates")\nstruct DateSuite {\n  @Test func now() {\n    #expect(DateGenerator(now: 0).now == 0)\n  }\n}\n',
        'Tests/LibTests/ClockTests.swift':
          'import Lib\nimport Testing\n\n@Suite struct ClockSuite {\n  @Test func now() {\n    #expect(DateGenerator(now: 1).now == 1)\n  }\n}\n',
      },
      change: {
        'Tests/LibTests/DateTests.swift':
          'import Lib\nimport Testing\n\n@Suite("Dates")\nstruct DateSuite {\n  @Test func now() {\n    #expect(DateGenerator(now: 0).now == 0)\n  }\n\n  @Test func constant() {\n    #expect(DateGenerator(now: 42).now == 42)\n  }\n}\n',
      },
      expected: ['Run the changed tests: swift test --filter LibTests'],
      ran: ['swift test --filter DateSuite'],
      skips: ['swift test --filter ClockSuite'],
    },
    {
      name: 'ruby: appraisal-only test deps: source change runs specs through bundle exec appraisal <latest> (shoulda-matchers)',
      files: appraisalOnlyGem,
      change: {
        'lib/foo/matcher.rb':
          "module Foo\n  class Matcher\n    def description\n      'validate that :attr cannot be empty or falsy'\n    end\n  end\nend\n",
      },
      expected: ['Run the tests: bundle exec appraisal rails_8_1 rspec'],
      ran: ['bundle exec appraisal rails_8_1 rspec'],
      skips: ['bundle exec rubocop'],
      partly: [
        { ran: ['bundle exec rake'], left: [] },
        { ran: ['bundle exec appraisal rails_8_1 rake spec:unit'], left: [] },
        { ran: ['bundle exec appraisal rails_8_1 rspec spec/unit/foo/matcher_spec.rb'], left: [] },
      ],
    },
    {
      name: 'ruby: appraisal-only test deps: changed spec runs through bundle exec appraisal <latest> rspec <file> (shoulda-matchers)',
      files: appraisalOnlyGem,
      change: {
        'spec/unit/foo/matcher_spec.rb':
          "require 'unit_spec_helper'\n\ndescribe Foo::Matcher do\n  it 'describes itself' do\n    expect(described_class.new.description).to include('empty')\n  end\nend\n\ndescribe Foo::Matcher, 'negated' do\n  it 'does not mention blank' do\n    expect(described_class.new.description).not_to include('blank')\n  end\nend\n",
      },
      expected: ['Run the changed tests: bundle exec appraisal rails_8_1 rspec spec/unit/foo/matcher_spec.rb'],
      ran: ['bundle exec appraisal rails_8_1 rspec spec/unit/foo/matcher_spec.rb'],
      skips: ['bundle exec rubocop', 'bundle exec appraisal rails_8_1 rspec spec/unit/foo/other_spec.rb'],
    },
    {
      name: 'ruby: … an Appraisals change is tested under the appraisals (the table’s no git: all of them), not the one CI’s specs run under (shoulda-matchers)',
      files: {
        '.github/workflows/ci.yml':
          'name: Test\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        appraisal: [rails_8_1, rails_8_0]\n    env:\n      BUNDLE_GEMFILE: gemfiles/${{ matrix.appraisal }}.gemfile\n    steps:\n      - uses: actions/checkout@v4\n      - run: bundle install\n      - run: bundle exec rake spec:unit\n',
        Appraisals: "appraise 'rails_8_0' do\n  gem 'rails', '~> 8.0.0'\nend\n\nappraise 'rails_8_1' do\n  gem 'rails', '~> 8.1.0'\nend\n",
        Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'appraisal'\ngem 'rspec'\n",
        'foo.gemspec': "Gem::Specification.new do |s|\n  s.name = 'foo'\n  s.version = '1.0.0'\nend\n",
        'gemfiles/rails_8_0.gemfile': "source 'https://rubygems.org'\ngem 'rails', '~> 8.0.0'\ngemspec path: '../'\n",
        'gemfiles/rails_8_1.gemfile': "source 'https://rubygems.org'\ngem 'rails', '~> 8.1.0'\ngemspec path: '../'\n",
        'lib/foo.rb': 'module Foo\nend\n',
        'spec/foo_spec.rb': 'describe Foo do\n  it { expect(Foo).to be_a(Module) }\nend\n',
      },
      change: {
        Appraisals: "appraise 'rails_8_0' do\n  gem 'rails', '~> 8.0.2'\nend\n\nappraise 'rails_8_1' do\n  gem 'rails', '~> 8.1.0'\nend\n",
      },
      expected: ['Install updated dependencies: bundle exec appraisal install', 'Run the tests: bundle exec appraisal rspec'],
      ran: ['bundle exec appraisal install', 'bundle exec appraisal rspec'],
    },
    {
      name: 'cpp/meson: tests gated behind a devel/build_tests option are run with the option CI passes (-Ddevel=true) (tomlplusplus)',
      files: mesonDevelFiles,
      change: {
        'tests/path.cpp':
          '#include <lib/lib.hpp>\nint run_path_tests() { return lib::path_len("ab") == 2 && lib::path_len("") == 0 ? 0 : 1; }\n',
      },
      expected: ['Run the changed tests: meson setup build -Ddevel=true && meson test -C build'],
      ran: ['meson test -C build'],
    },
    {
      name: "cpp/meson: CONTRIBUTING's `cd build-debug && ninja && ninja test` (the build folder's test target) runs the tests; ninja alone only builds (tomlplusplus)",
      files: mesonDevelFiles,
      change: {
        'tests/path.cpp':
          '#include <lib/lib.hpp>\nint run_path_tests() { return lib::path_len("ab") == 2 && lib::path_len("") == 0 ? 0 : 1; }\n',
      },
      expected: ['Run the changed tests: meson setup build -Ddevel=true && meson test -C build'],
      ran: ['cd build-debug && ninja && ninja test'],
      skips: ['cd build-debug && ninja'],
    },
    {
      name: 'rust: a `#[cfg(test)] mod tests;` file of a proc-macro member with unit tests of its own is that crate’s changed tests: cargo test -p <member> (cxx)',
      files: cxxWorkspace,
      change: {
        'macro/src/tests.rs':
          'use crate::syntax::names::ForeignName;\n\n#[test]\nfn test_parse() {\n    assert_eq!(ForeignName::parse("a").text, "a");\n}\n\n#[test]\nfn test_parse_empty() {\n    assert!(ForeignName::parse("").text.is_empty());\n}\n',
      },
      expected: [
        'Lint: cargo clippy --workspace --tests -- -Dclippy::all -Dclippy::pedantic',
        'Run the changed tests: cargo test -p cxxbridge-macro',
      ],
      ran: ['cargo test -p cxxbridge-macro'],
      skips: ['cargo test', 'cargo test -p cxx -p cxx-test-suite'],
    },
    {
      // (on disk `macro/src/syntax` is a symlink to `../../syntax`; no target of the root's crate holds `syntax/` either way)
      name: 'rust: a module of the root package’s folder that no target of its crate holds (shared by members through a symlink) owes the workspace’s run (cxx)',
      files: cxxWorkspace,
      change: {
        'syntax/names.rs':
          'pub(crate) struct ForeignName {\n    pub(crate) text: String,\n}\n\nimpl ForeignName {\n    #[allow(dead_code)]\n    pub(crate) fn is_empty(&self) -> bool {\n        self.text.is_empty()\n    }\n\n    pub(crate) fn parse(text: &str) -> Self {\n        ForeignName { text: text.to_owned() }\n    }\n}\n',
      },
      expected: ['Run the tests: cargo test --workspace', 'Lint: cargo clippy --workspace --tests -- -Dclippy::all -Dclippy::pedantic'],
      ran: ['cargo test --workspace'],
      skips: ['cargo test', 'cargo test -p cxxbridge-macro'],
    },
    {
      name: 'go: AGENTS.md prefers just and unit-test; make test drags in the e2e suite (lazygit)',
      files: {
        'go.mod': 'module example.com/lg\n\ngo 1.25\n',
        Makefile:
          '.PHONY: unit-test\nunit-test:\n\tgo test ./... -short\n\n.PHONY: test\ntest: unit-test integration-test-all\n\n.PHONY: lint\nlint:\n\t./scripts/golangci-lint-shim.sh run\n\n.PHONY: integration-test-all\nintegration-test-all:\n\tgo test pkg/integration/clients/*.go\n',
        justfile:
          'unit-test:\n    go test ./... -short\n\ntest: unit-test e2e\n\nlint:\n    ./scripts/golangci-lint-shim.sh run\n\ne2e:\n    go test -timeout 30m pkg/integration/clients/*.go\n',
        'AGENTS.md':
          '# AGENTS.md\n\n## Common commands\n\nUse the `justfile` recipes rather than rediscovering the underlying commands. Prefer `just` over `make`.\n\n- `just unit-test` — `go test ./... -short`.\n- `just e2e` — run all integration tests headlessly.\n- `just lint` — run golangci-lint.\n',
        'scripts/golangci-lint-shim.sh':
          '#!/bin/sh\nset -e\ngo run "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.12.2" "$@"\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  unit-tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: go test ./... -short\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: golangci/golangci-lint-action@v9\n        with:\n          version: v2.12.2\n',
        'pkg/utils/stack.go':
          'package utils\n\ntype Stack[T any] struct {\n\tstack []T\n}\n\nfunc (self *Stack[T]) Push(item T) {\n\tself.stack = append(self.stack, item)\n}\n',
        'pkg/utils/stack_test.go':
          'package utils\n\nimport "testing"\n\nfunc TestPush(t *testing.T) {\n\tvar s Stack[int]\n\ts.Push(1)\n}\n',
      },
      change: {
        'pkg/utils/stack.go':
          'package utils\n\ntype Stack[T any] struct {\n\tstack []T\n}\n\nfunc (self *Stack[T]) Push(item T) {\n\tself.stack = append(self.stack, item)\n}\n\nfunc (self *Stack[T]) Len() int {\n\treturn len(self.stack)\n}\n',
      },
      expected: ['Run the tests: just unit-test', 'Lint: just lint'],
      ran: ['just unit-test'],
    },
    {
      name: 'go: golangci-lint pinned through a go-run shim is linted with the shim, not a bare golangci-lint (lazygit)',
      files: {
        'go.mod': 'module example.com/lg\n\ngo 1.25\n',
        '.golangci.yml': 'version: "2"\nlinters:\n  enable:\n    - errorlint\n',
        Makefile:
          '.PHONY: unit-test\nunit-test:\n\tgo test ./... -short\n\n.PHONY: test\ntest: unit-test integration-test-all\n\n.PHONY: lint\nlint:\n\t./scripts/golangci-lint-shim.sh run\n\n.PHONY: integration-test-all\nintegration-test-all:\n\tgo test pkg/integration/clients/*.go\n',
        justfile:
          'unit-test:\n    go test ./... -short\n\ntest: unit-test e2e\n\nlint:\n    ./scripts/golangci-lint-shim.sh run\n\ne2e:\n    go test -timeout 30m pkg/integration/clients/*.go\n',
        'AGENTS.md':
          '# AGENTS.md\n\n## Common commands\n\nUse the `justfile` recipes rather than rediscovering the underlying commands. Prefer `just` over `make`.\n\n- `just unit-test` — `go test ./... -short`.\n- `just e2e` — run all integration tests headlessly.\n- `just lint` — run golangci-lint.\n',
        'scripts/golangci-lint-shim.sh':
          '#!/bin/sh\nset -e\ngo run "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.12.2" "$@"\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  unit-tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: go test ./... -short\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: golangci/golangci-lint-action@v9\n        with:\n          version: v2.12.2\n',
        'pkg/utils/stack.go':
          'package utils\n\ntype Stack[T any] struct {\n\tstack []T\n}\n\nfunc (self *Stack[T]) Push(item T) {\n\tself.stack = append(self.stack, item)\n}\n',
        'pkg/utils/stack_test.go':
          'package utils\n\nimport "testing"\n\nfunc TestPush(t *testing.T) {\n\tvar s Stack[int]\n\ts.Push(1)\n}\n',
      },
      change: {
        'pkg/utils/stack_test.go':
          'package utils\n\nimport "testing"\n\nfunc TestPush(t *testing.T) {\n\tvar s Stack[int]\n\ts.Push(1)\n}\n\nfunc TestPushTwice(t *testing.T) {\n\tvar s Stack[int]\n\ts.Push(1)\n\ts.Push(2)\n}\n',
      },
      expected: ['Lint: just lint', 'Run the changed tests: go test ./pkg/utils'],
      ran: ['go test ./pkg/utils'],
    },
    {
      name: 'go: a go.mod bump in a repo with a committed vendor/ owes go mod vendor, not go mod tidy alone (lazygit)',
      files: {
        'go.mod': 'module example.com/lg\n\ngo 1.25\n\nrequire github.com/samber/lo v1.53.0\n',
        'go.sum': 'github.com/samber/lo v1.53.0 h1:x=\ngithub.com/samber/lo v1.53.0/go.mod h1:y=\n',
        'vendor/modules.txt': '# github.com/samber/lo v1.53.0\n## explicit; go 1.18\ngithub.com/samber/lo\n',
        'vendor/github.com/samber/lo/lo.go': 'package lo\n',
        justfile:
          'unit-test:\n    go test ./... -short\n\ntest: unit-test e2e\n\ne2e:\n    go test -timeout 30m pkg/integration/clients/*.go\n\nvendor:\n    go mod tidy && go mod vendor\n',
        Makefile:
          '.PHONY: unit-test\nunit-test:\n\tgo test ./... -short\n\n.PHONY: test\ntest: unit-test integration-test-all\n\n.PHONY: integration-test-all\nintegration-test-all:\n\tgo test pkg/integration/clients/*.go\n' +
          '\n.PHONY: vendor\nvendor:\n\tgo mod tidy && go mod vendor\n',
        'AGENTS.md':
          '# AGENTS.md\n\n## Common commands\n\nUse the `justfile` recipes rather than rediscovering the underlying commands. Prefer `just` over `make`.\n\n- `just unit-test` — `go test ./... -short`.\n- `just e2e` — run all integration tests headlessly.\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push, pull_request]\njobs:\n  unit-tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: go test ./... -short\n  check-codebase:\n    runs-on: ubuntu-latest\n    env:\n      GOFLAGS: -mod=vendor\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - name: Check Vendor Directory\n        run: |\n          go mod vendor && git diff --exit-code || (echo "Unexpected change to vendor directory. Run \'go mod vendor\' locally and commit the changes" && exit 1)\n',
        'pkg/utils/stack.go': 'package utils\n\ntype Stack[T any] struct {\n\tstack []T\n}\n',
      },
      change: {
        'go.mod': 'module example.com/lg\n\ngo 1.25\n\nrequire github.com/samber/lo v1.54.0\n',
      },
      expected: ['Install updated dependencies: just vendor', 'Run the tests: just unit-test'],
      ran: ['just vendor', 'just unit-test'],
      skips: ['go mod tidy'],
      partly: [
        { ran: ['go mod tidy', 'go mod vendor'], left: ['Run the tests: just unit-test'] },
        { ran: ['just vendor'], left: ['Run the tests: just unit-test'] },
      ],
    },
    {
      name: 'just: a recipe for Windows alone (`[windows] test: unit-test`) leaves the unix one, which runs the e2e suite too: the guide-named unit-test is the test run (lazygit)',
      files: {
        'go.mod': 'module example.com/lg\n\ngo 1.25\n',
        justfile:
          'unit-test:\n    go test ./... -short\n\n# Run both unit tests and integration tests.\n[unix]\ntest: unit-test e2e\n\n' +
          '# On Windows, integration tests are not supported right now\n[windows]\ntest: unit-test\n\ne2e:\n    go test -timeout 30m pkg/integration/clients/*.go\n',
        'AGENTS.md':
          '# AGENTS.md\n\n## Common commands\n\n- `just unit-test` — `go test ./... -short`.\n- `just e2e` — run all integration tests headlessly.\n',
        'pkg/utils/stack.go': 'package utils\n\ntype Stack[T any] struct {\n\tstack []T\n}\n',
      },
      change: {
        'pkg/utils/stack.go':
          'package utils\n\ntype Stack[T any] struct {\n\tstack []T\n}\n\nfunc (self *Stack[T]) Len() int {\n\treturn len(self.stack)\n}\n',
      },
      expected: ['Run the tests: just unit-test'],
      ran: ['just unit-test'],
    },
    {
      name: 'rust: an internal edit in one workspace crate owes only that crate’s tests, not a dependent binary’s that has none (`cargo test -p re-cli` only compiles it) (regex)',
      files: {
        'Cargo.toml': '[package]\nname = "re"\nversion = "1.0.0"\nedition = "2021"\n\n[workspace]\nmembers = ["lite", "cli"]\n',
        'src/lib.rs': 'pub fn id() -> u8 { 1 }\n',
        'lite/Cargo.toml': '[package]\nname = "re-lite"\nversion = "0.1.0"\nedition = "2021"\n',
        'lite/src/lib.rs':
          'pub fn is_empty(s: &str) -> bool {\n    s.len() == 0\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn empty() {\n        assert!(super::is_empty(""));\n    }\n}\n',
        'cli/Cargo.toml':
          '[package]\nname = "re-cli"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\nre-lite = { version = "0.1.0", path = "../lite" }\n',
        'cli/src/main.rs': 'fn main() {\n    println!("{}", re_lite::is_empty(""));\n}\n',
        '.github/workflows/ci.yml':
          'name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n    - uses: actions/checkout@v5\n    - run: cargo test --verbose -p re-lite\n    - run: cargo test --verbose -p re-cli\n',
      },
      change: {
        'lite/src/lib.rs':
          'pub fn is_empty(s: &str) -> bool {\n    s.is_empty()\n}\n\n#[cfg(test)]\nmod tests {\n    #[test]\n    fn empty() {\n        assert!(super::is_empty(""));\n    }\n}\n',
      },
      expected: ['Run the tests: cargo test -p re-lite'],
      ran: ['cargo test -p re-lite'],
      skips: ['cargo test -p re-cli'],
    },
    {
      name: 'cpp: an .inl implementation file under include/ is source: it owes the single-header regeneration CI checks (its check script runs the generator) and the tests (tomlplusplus)',
      files: mesonDevelFiles,
      change: {
        'include/lib/impl/path.inl':
          '#pragma once\nnamespace lib {\ninline size_t path_count(std::string_view p) noexcept { return p.size() == 0 ? 0 : 1; }\n}\n',
      },
      expected: [
        'Regenerate the files CI checks are up to date: python3 tools/generate_single_header.py',
        'Run the tests: meson setup build -Ddevel=true && meson test -C build',
      ],
      ran: ['python3 tools/generate_single_header.py', 'meson test -C build'],
      partly: [
        { ran: ['meson test -C build'], left: ['Regenerate the files CI checks are up to date: python3 tools/generate_single_header.py'] },
      ],
    },
    {
      name: 'cpp: editing a header that a checked-in amalgamated header is generated from owes the generator CI’s check script runs (tomlplusplus)',
      files: mesonDevelFiles,
      change: {
        'include/lib/impl/path.hpp':
          '#pragma once\n#include <cstddef>\n#include <string_view>\nnamespace lib {\ninline std::size_t path_len(std::string_view p) noexcept { return p.length(); }\nsize_t path_count(std::string_view p) noexcept;\n}\n#include "path.inl"\n',
      },
      expected: [
        'Regenerate the files CI checks are up to date: python3 tools/generate_single_header.py',
        'Run the tests: meson setup build -Ddevel=true && meson test -C build',
      ],
      ran: ['python3 tools/generate_single_header.py', 'meson test -C build'],
      partly: [
        { ran: ['meson test -C build'], left: ['Regenerate the files CI checks are up to date: python3 tools/generate_single_header.py'] },
        // (CONTRIBUTING's spelling, the script run by its shebang, regenerates too)
        { ran: ['tools/generate_single_header.py', 'meson test -C build'], left: [] },
      ],
    },
    {
      name: 'cpp/meson: a project option whose value CI fills from its matrix (-Dpermissive=${{ matrix.permissive }}) is left out of the advised setup (tomlplusplus)',
      files: {
        ...mesonDevelFiles,
        'meson_options.txt':
          "option('devel', type: 'boolean', value: false, description: 'development build (implies build_tests)')\noption('build_tests', type: 'boolean', value: false, description: 'Build tests (default: false)')\noption('permissive', type: 'boolean', value: false, description: 'permissive mode')\n",
        '.github/workflows/ci.yaml':
          'name: ci\non: [push, pull_request]\njobs:\n  linux:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        type: [debug, release]\n        permissive: [true, false]\n    steps:\n      - uses: actions/checkout@v4\n      - run: pip3 install meson ninja\n      - run: meson setup build --buildtype=${{ matrix.type }} -Ddevel=true -Db_lto=false -Dpermissive=${{ matrix.permissive }}\n      - run: meson test -C build --verbose\n',
      },
      change: {
        'tests/path.cpp':
          '#include <lib/lib.hpp>\nint run_path_tests() { return lib::path_len("ab") == 2 && lib::path_len("") == 0 ? 0 : 1; }\n',
      },
      expected: ['Run the changed tests: meson setup build -Ddevel=true && meson test -C build'],
      ran: ['meson test -C build'],
    },
    {
      name: 'go: a root-package change also owes the nested tests/ module that replaces the root, and CI’s script settles it (gorm)',
      files: {
        'go.mod': 'module example.com/lib\n\ngo 1.22\n',
        'lib.go': 'package lib\n\nfunc Name(s string) string { return "t_" + s }\n',
        'lib_test.go':
          'package lib\n\nimport "testing"\n\nfunc TestName(t *testing.T) {\n\tif Name("a") != "t_a" {\n\t\tt.Fatal("bad")\n\t}\n}\n',
        'tests/go.mod': 'module example.com/lib/tests\n\ngo 1.22\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ../\n',
        'tests/name_test.go':
          'package tests\n\nimport (\n\t"testing"\n\n\t"example.com/lib"\n)\n\nfunc TestNameIntegration(t *testing.T) {\n\tif lib.Name("users") != "t_users" {\n\t\tt.Fatal("bad")\n\t}\n}\n',
        'tests/tests_all.sh': '#!/bin/bash -e\ngo test -race -count=1 ./...\ncd tests\ngo test -race -count=1 ./...\n',
        '.github/workflows/tests.yml':
          'name: tests\non: [push, pull_request]\njobs:\n  sqlite:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-go@v5\n      - run: ./tests/tests_all.sh\n',
      },
      change: { 'lib.go': 'package lib\n\nfunc Name(s string) string {\n\tp := "t_"\n\treturn p + s\n}\n' },
      expected: ['Run the tests: go test ./...', 'Run the tests: cd tests && go test ./...'],
      ran: ['go test ./...', 'cd tests && go test ./...'],
      partly: [
        { ran: ['go test ./...'], left: ['Run the tests: cd tests && go test ./...'] },
        { ran: ['cd tests && go test ./...'], left: ['Run the tests: go test ./...'] },
        { ran: ['./tests/tests_all.sh'], left: [] },
      ],
    },
    {
      name: 'dotnet: markdown pulled into a test project as <AdditionalFiles> for a source generator is test input, not docs (NSubstitute)',
      files: {
        'global.json': '{ "test": { "runner": "Microsoft.Testing.Platform" } }\n',
        'Calc.slnx':
          '<Solution>\n  <Project Path="src/Calc/Calc.csproj" />\n  <Project Path="tests/Calc.Tests/Calc.Tests.csproj" />\n  <Project Path="tests/Calc.Docs.Generator/Calc.Docs.Generator.csproj" />\n  <Project Path="tests/Calc.Docs.Tests/Calc.Docs.Tests.csproj" />\n</Solution>\n',
        '.github/workflows/test.yml':
          'name: test\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-dotnet@v4\n        with:\n          dotnet-version: 10.0.x\n      - run: dotnet build\n      - run: dotnet test --no-build\n',
        'src/Calc/Calc.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup>\n</Project>\n',
        'src/Calc/Calculator.cs': 'namespace Calc;\npublic static class Calculator { public static int Add(int a, int b) => a + b; }\n',
        'tests/Calc.Tests/Calc.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net10.0</TargetFramework><OutputType>Exe</OutputType><EnableNUnitRunner>true</EnableNUnitRunner></PropertyGroup>\n  <ItemGroup><PackageReference Include="NUnit" Version="4.6.1" /><PackageReference Include="NUnit3TestAdapter" Version="6.2.0" /></ItemGroup>\n  <ItemGroup><ProjectReference Include="..\\..\\src\\Calc\\Calc.csproj" /></ItemGroup>\n</Project>\n',
        'tests/Calc.Tests/CalculatorTests.cs':
          'using NUnit.Framework;\nnamespace Calc.Tests;\npublic class CalculatorTests { [Test] public void Adds() => Assert.That(Calculator.Add(1, 2), Is.EqualTo(3)); }\n',
        'tests/Calc.Docs.Generator/Calc.Docs.Generator.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>netstandard2.0</TargetFramework><EnforceExtendedAnalyzerRules>true</EnforceExtendedAnalyzerRules></PropertyGroup>\n  <ItemGroup><PackageReference Include="Microsoft.CodeAnalysis.CSharp" Version="5.6.0" PrivateAssets="all" /></ItemGroup>\n</Project>\n',
        'tests/Calc.Docs.Generator/DocsTestsGenerator.cs':
          'using Microsoft.CodeAnalysis;\nnamespace Calc.Docs.Generator;\n// Turns every ```csharp block of docs/**/*.md into an NUnit test.\n[Generator]\npublic sealed class DocsTestsGenerator : IIncrementalGenerator\n{\n    public void Initialize(IncrementalGeneratorInitializationContext context) =>\n        context.RegisterSourceOutput(context.AdditionalTextsProvider, static (ctx, file) =>\n            ctx.AddSource(System.IO.Path.GetFileNameWithoutExtension(file.Path) + ".g.cs",\n                "[NUnit.Framework.TestFixture] public class DocTests_" + System.IO.Path.GetFileNameWithoutExtension(file.Path) + " { }"));\n}\n',
        'tests/Calc.Docs.Tests/Calc.Docs.Tests.csproj':
          '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net10.0</TargetFramework><OutputType>Exe</OutputType><EnableNUnitRunner>true</EnableNUnitRunner></PropertyGroup>\n  <ItemGroup><PackageReference Include="NUnit" Version="4.6.1" /><PackageReference Include="NUnit3TestAdapter" Version="6.2.0" /></ItemGroup>\n  <ItemGroup><AdditionalFiles Include="..\\..\\docs\\**\\*.md" /></ItemGroup>\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\src\\Calc\\Calc.csproj" />\n    <ProjectReference Include="..\\Calc.Docs.Generator\\Calc.Docs.Generator.csproj" OutputItemType="Analyzer" ReferenceOutputAssembly="false" />\n  </ItemGroup>\n</Project>\n',
        'docs/help/adding.md': '# Adding\n\n```csharp\nAssert.That(Calculator.Add(1, 2), Is.EqualTo(3));\n```\n',
      },
      change: {
        'docs/help/adding.md':
          '# Adding\n\n```csharp\nAssert.That(Calculator.Add(1, 2), Is.EqualTo(3));\nAssert.That(Calculator.Add(0, 0), Is.EqualTo(0));\n```\n',
      },
      expected: ['Run the tests: dotnet test --project tests/Calc.Docs.Tests/Calc.Docs.Tests.csproj'],
      ran: ['dotnet test --project tests/Calc.Docs.Tests/Calc.Docs.Tests.csproj'],
    },
    {
      name: 'php: a PHPStan assertType file (phpstan paths, outside the phpunit testsuite) owes only the type-check (laravel-data)',
      files: {
        'composer.json':
          '{\n    "name": "acme/box",\n    "require": { "php": "^8.1" },\n    "require-dev": { "pestphp/pest": "^3.8", "phpstan/phpstan": "^2.0" },\n    "autoload": { "psr-4": { "Acme\\\\Box\\\\": "src/" } },\n    "scripts": {\n        "analyse": "vendor/bin/phpstan analyse",\n        "test": "./vendor/bin/pest --no-coverage"\n    }\n}\n',
        'phpstan.neon.dist': 'parameters:\n    level: 5\n    paths:\n        - src\n        - types\n',
        'phpunit.xml.dist':
          '<?xml version="1.0" encoding="UTF-8"?>\n<phpunit bootstrap="vendor/autoload.php">\n  <testsuites>\n    <testsuite name="Box"><directory>tests</directory></testsuite>\n  </testsuites>\n</phpunit>\n',
        'src/Box.php':
          '<?php\n\nnamespace Acme\\Box;\n\nclass Box\n{\n    public static function of(mixed $value): static\n    {\n        return new static();\n    }\n}\n',
        'tests/BoxTest.php':
          "<?php\n\nuse Acme\\Box\\Box;\n\nit('boxes', function () {\n    expect(Box::of(1))->toBeInstanceOf(Box::class);\n});\n",
        'types/Box.php':
          '<?php\n\nuse Acme\\Box\\Box;\n\nuse function PHPStan\\Testing\\assertType;\n\nassertType(Box::class, Box::of(1));\n',
      },
      change: {
        'types/Box.php':
          "<?php\n\nuse Acme\\Box\\Box;\n\nuse function PHPStan\\Testing\\assertType;\n\nassertType(Box::class, Box::of(1));\nassertType(Box::class, Box::of('a'));\n",
      },
      expected: ['Type-check: composer analyse'],
      ran: ['composer analyse'],
    },
    {
      name: 'python: a changed test file runs with the documented scoped pytest, not the whole coverage suite (httpie)',
      files: httpieShape,
      change: {
        'tests/test_util.py':
          'from pkg import add\n\n\ndef test_add():\n    assert add(1, 2) == 3\n\n\ndef test_add_negative():\n    assert add(-1, 1) == 0\n',
      },
      expected: ['Run the changed tests: python -m pytest tests/test_util.py'],
      ran: ['python -m pytest tests/test_util.py'],
    },
    {
      name: 'make: a CI target that only makes the test target with a variable of its own (`test-cover: test`, coverage) is no wider test run than it (httpie)',
      files: httpieShape,
      change: { 'pkg/__init__.py': 'def add(a, b):\n    return b + a\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: "gradle: a nested standalone Gradle build (samples/*/gradlew) does not inherit the root build's binary-compatibility-validator; its own ciTest runs its tests (Kermit)",
      files: nestedSampleBuild,
      change: {
        'samples/sample/shared/src/commonMain/kotlin/sample/Sample.kt':
          'package sample\n\nimport demo.greet\n\nclass Sample {\n    fun hello(): String = greet() + "!"\n}\n',
      },
      expected: ['Run the tests: cd samples/sample && ./gradlew :shared:allTests'],
      ran: ['cd samples/sample && ./gradlew ciTest'],
      skips: ['cd samples/sample && ./gradlew :app:build', './gradlew build'],
    },
    {
      name: "gradle: the root build's ktlint (a lint CI runs at the root) is no lint of a standalone Gradle build nested in the repository (Kermit)",
      files: {
        ...nestedSampleBuild,
        'build.gradle.kts':
          'plugins {\n    kotlin("multiplatform") version "2.2.0" apply false\n    id("org.jlleitschuh.gradle.ktlint") version "13.1.0" apply false\n}\nsubprojects {\n    apply(plugin = "org.jlleitschuh.gradle.ktlint")\n}\n',
        '.github/workflows/build.yml':
          'name: build\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: ./gradlew ktlintCheck build\n      - run: ./gradlew publishToMavenLocal\n      - run: cd samples/sample && ./gradlew ciTest\n',
      },
      change: {
        'samples/sample/shared/src/commonMain/kotlin/sample/Sample.kt':
          'package sample\n\nimport demo.greet\n\nclass Sample {\n    fun hello(): String = greet() + "!"\n}\n',
      },
      expected: ['Run the tests: cd samples/sample && ./gradlew :shared:allTests'],
      ran: ['cd samples/sample && ./gradlew :shared:allTests'],
      skips: ['./gradlew ktlintCheck build'],
    },
    {
      name: 'ruby: bin/rake whose default task shells out to rspec counts as running the tests (mustermann)',
      files: {
        Gemfile: "source 'https://rubygems.org'\ngem 'foo', path: 'foo'\ngem 'rake'\ngem 'rspec'\n",
        Rakefile: "desc 'Run rspec'\ntask(:rspec) { ruby '-S rspec' }\ntask default: :rspec\n",
        'bin/rake': '#!/usr/bin/env ruby\nrequire "bundler/setup"\nload Gem.bin_path("rake", "rake")\n',
        'CONTRIBUTING.md': "# Contributing\nRun `bin/rake` and make sure it's happy before submitting a pull request.\n",
        '.rspec': "--pattern '*/spec/**_spec.rb'\n--require bundler/setup\n--default-path .\n",
        'foo/foo.gemspec':
          "Gem::Specification.new do |s|\n  s.name = 'foo'\n  s.version = '0.1.0'\n  s.summary = 'foo'\n  s.authors = ['x']\n  s.files = Dir['lib/**/*.rb']\nend\n",
        'foo/lib/foo.rb': 'module Foo\n  def self.id(s)\n    s\n  end\nend\n',
        'foo/spec/foo_spec.rb': "require 'foo'\ndescribe Foo do\n  it { expect(Foo.id('a')).to eq('a') }\nend\n",
      },
      change: { 'foo/lib/foo.rb': 'module Foo\n  def self.id(s)\n    s.dup\n  end\nend\n' },
      expected: ['Run the tests: bin/rake'],
      ran: ['bin/rake'],
      skips: ['bundle exec rake doc_stats'],
    },
    {
      name: 'ruby: a rake run of the default task, or its rspec task, settles a gem of a two-gem repository; a run of the other gem’s specs does not (mustermann)',
      files: {
        Gemfile: "source 'https://rubygems.org'\npath '.' do\n  gem 'foo'\n  gem 'foo-contrib'\nend\ngem 'rake'\ngem 'rspec'\n",
        Rakefile:
          "desc 'Run rspec'\ntask(:rspec)     { ruby '-S rspec'      }\n\ndesc 'Run \"yard stats\"'\ntask(:doc_stats) { ruby '-S yard stats' }\n\n" +
          'task default: RUBY_ENGINE == "truffleruby" ? :rspec : [:rspec, :doc_stats]\n',
        'bin/rake': '#!/usr/bin/env ruby\nrequire "bundler/setup"\nload Gem.bin_path("rake", "rake")\n',
        'CONTRIBUTING.md': "# Contributing\nRun `bin/rake` and make sure it's happy before submitting a pull request.\n",
        '.rspec': "--pattern '*/spec/**_spec.rb'\n--require bundler/setup\n--default-path .\n",
        'foo/foo.gemspec': "Gem::Specification.new do |s|\n  s.name = 'foo'\n  s.version = '0.1.0'\n  s.files = Dir['lib/**/*.rb']\nend\n",
        'foo/lib/foo.rb': 'module Foo\n  def self.id(s)\n    s\n  end\nend\n',
        'foo/spec/foo_spec.rb': "require 'foo'\ndescribe Foo do\n  it { expect(Foo.id('a')).to eq('a') }\nend\n",
        'foo-contrib/foo-contrib.gemspec':
          "Gem::Specification.new do |s|\n  s.name = 'foo-contrib'\n  s.version = '0.1.0'\n  s.files = Dir['lib/**/*.rb']\nend\n",
        'foo-contrib/lib/foo/flask.rb': "require 'foo'\nmodule Foo\n  class Flask\n  end\nend\n",
        'foo-contrib/spec/flask_spec.rb':
          "require 'foo/flask'\ndescribe Foo::Flask do\n  it { expect(Foo::Flask.new).to be_a(Foo::Flask) }\nend\n",
      },
      change: { 'foo/lib/foo.rb': 'module Foo\n  def self.id(s)\n    s.dup\n  end\nend\n' },
      expected: ['Run the tests: bin/rake'],
      ran: ['bundle exec rake rspec'],
      skips: ['bundle exec rspec foo-contrib/spec', 'bundle exec rspec foo-contrib/spec/flask_spec.rb', 'bundle exec rake doc_stats'],
      partly: [
        { ran: ['./bin/rake'], left: [] },
        { ran: ['rake'], left: [] },
        { ran: ['bundle exec rake'], left: [] },
        { ran: ['bundle exec rspec'], left: [] },
        { ran: ['bundle exec rspec foo/spec'], left: [] },
      ],
    },
    {
      name: 'elixir: a C NIF source elixir_make compiles (`compilers: [:elixir_make] ++ Mix.compilers()`) owes `mix test`, which builds it through make (bcrypt_elixir)',
      files: {
        'mix.exs':
          'defmodule B.MixProject do\n  use Mix.Project\n  def project do\n' +
          '    [app: :b, version: "0.1.0", compilers: [:elixir_make] ++ Mix.compilers(), make_targets: ["all"], make_clean: ["clean"], deps: deps()]\n' +
          '  end\n  defp deps do\n    [{:elixir_make, "~> 0.6", runtime: false}]\n  end\nend\n',
        Makefile:
          'PRIV_DIR = $(MIX_APP_PATH)/priv\nall:\n\tmkdir -p "$(PRIV_DIR)"\n' +
          '\t$(CC) -fPIC -I"$(ERTS_INCLUDE_DIR)" -shared c_src/b_nif.c -o "$(PRIV_DIR)/b_nif.so"\nclean:\n\trm -f "$(PRIV_DIR)/b_nif.so"\n',
        'c_src/b_nif.c':
          '#include "erl_nif.h"\n#define B_MAXSALT 16\nstatic ErlNifFunc funcs[] = {};\nERL_NIF_INIT(Elixir.B, funcs, NULL, NULL, NULL, NULL)\n',
        'lib/b.ex': 'defmodule B do\n  @on_load :load\n  def load, do: :erlang.load_nif(Path.join(:code.priv_dir(:b), "b_nif"), 0)\nend\n',
        'test/test_helper.exs': 'ExUnit.start()\n',
        'test/b_test.exs': 'defmodule BTest do\n  use ExUnit.Case\n  test "loads", do: assert(Code.ensure_loaded?(B))\nend\n',
      },
      change: {
        'c_src/b_nif.c':
          '#include "erl_nif.h"\n#define B_MAXSALT 16\n#define B_MAXLOGROUNDS 31\nstatic ErlNifFunc funcs[] = {};\nERL_NIF_INIT(Elixir.B, funcs, NULL, NULL, NULL, NULL)\n',
      },
      expected: ['Run the tests: mix test'],
      ran: ['mix test'],
      skips: ['mix compile', 'make'],
    },
    {
      name: 'php: a composer "static-analysis" script running psalm, run by CI, is owed as Type-check after a src/ change (webmozart/assert)',
      files: psalmSuite,
      change: {
        'src/Assert.php':
          '<?php\n' +
          'namespace X\\Assert;\n' +
          'class Assert\n' +
          '{\n' +
          '    /** @psalm-assert string $value */\n' +
          '    public static function string(mixed $value): string\n' +
          '    {\n' +
          '        if (!\\is_string($value)) {\n' +
          "            throw new \\InvalidArgumentException('Expected a value of type string.');\n" +
          '        }\n' +
          '        return $value;\n' +
          '    }\n' +
          '}\n',
      },
      expected: ['Run the tests: composer test', 'Type-check: composer static-analysis'],
      ran: ['composer test', 'composer static-analysis'],
      partly: [{ ran: ['composer test'], left: ['Type-check: composer static-analysis'] }],
    },
    {
      name: 'php: a file under tests/static-analysis (psalm projectFiles, excluded from phpunit.xml) owes `composer static-analysis`, not `composer test` (webmozart/assert)',
      files: psalmSuite,
      change: {
        'tests/static-analysis/assert-string.php':
          '<?php\n' +
          'namespace X\\Assert\\Tests\\StaticAnalysis;\n' +
          'use X\\Assert\\Assert;\n' +
          '/** @psalm-pure */\n' +
          'function string(mixed $value): string\n' +
          '{\n' +
          '    return Assert::string($value);\n' +
          '}\n' +
          '/** @psalm-pure */\n' +
          'function stringWithMessage(mixed $value): string\n' +
          '{\n' +
          '    return Assert::string($value);\n' +
          '}\n',
      },
      expected: ['Type-check: composer static-analysis'],
      ran: ['composer static-analysis'],
      skips: ['composer test'],
    },
    {
      name: 'js: node --test given another test file after its own options (--env-file=) does not settle the changed test file; the changed tests are the npm test whose && chain takes no file (release-it)',
      files: {
        'package.json':
          '{\n  "name": "cli",\n  "version": "1.0.0",\n  "type": "module",\n  "bin": { "cli": "bin/cli.js" },\n  "scripts": {\n    "lint": "eslint lib test",\n    "test": "node --env-file=.env.test --test && installed-check"\n  },\n  "devDependencies": { "eslint": "10.8.0", "installed-check": "10.0.1" }\n}\n',
        '.env.test': 'TOKEN="1"\n',
        'bin/cli.js': "#!/usr/bin/env node\nimport { upper } from '../lib/util.js';\nconsole.log(upper(process.argv[2] ?? ''));\n",
        'lib/util.js': 'export const upper = s => s.toUpperCase();\nexport const lower = s => s.toLowerCase();\n',
        'test/utils.js':
          "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { upper } from '../lib/util.js';\n\ntest('upper', () => {\n  assert.equal(upper('a'), 'A');\n});\n",
        'test/lower.js':
          "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { lower } from '../lib/util.js';\n\ntest('lower', () => {\n  assert.equal(lower('A'), 'a');\n});\n",
      },
      change: {
        'test/utils.js':
          "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { upper } from '../lib/util.js';\n\ntest('upper', () => {\n  assert.equal(upper('a'), 'A');\n  assert.equal(upper(''), '');\n});\n",
      },
      expected: ['Lint: npm run lint', 'Run the changed tests: npm test'],
      ran: ['node --env-file=.env.test --test test/utils.js'],
      skips: ['node --env-file=.env.test --test test/lower.js'],
    },
    {
      name: 'java: Micronaut useStandardizedProjectNames renames Gradle projects to :micronaut-<dir>, so module tests are :micronaut-cache-core:test (micronaut-cache)',
      files: micronautNames,
      change: {
        'cache-core/src/main/java/io/micronaut/cache/CacheInfo.java':
          'package io.micronaut.cache;\n\npublic class CacheInfo {\n    public String name() {\n        return "caches";\n    }\n}\n',
      },
      expected: ['Run the tests: ./gradlew :micronaut-cache-core:test'],
      ran: ['./gradlew :micronaut-cache-core:test'],
      skips: ['./gradlew :cache-core:test'],
    },
    {
      name: 'java: a changed Spock spec in a Micronaut-standardized project is run as :micronaut-<dir>:test --tests <class> (micronaut-cache)',
      files: micronautNames,
      change: {
        'cache-core/src/test/groovy/io/micronaut/cache/CacheInfoSpec.groovy':
          'package io.micronaut.cache\n\nimport spock.lang.Specification\n\nclass CacheInfoSpec extends Specification {\n    void "name"() {\n        expect:\n        new CacheInfo().name() == "cache"\n        new CacheInfo().name() != null\n    }\n}\n',
      },
      expected: ['Run the changed tests: ./gradlew :micronaut-cache-core:test --tests io.micronaut.cache.CacheInfoSpec'],
      ran: ['./gradlew :micronaut-cache-core:test --tests io.micronaut.cache.CacheInfoSpec'],
      partly: [{ ran: ['./gradlew :micronaut-cache-core:test'], left: [] }],
    },
    {
      name: 'java: under Micronaut standardized names (Kotlin DSL `.set(true)`) a test-suite- project keeps its name, and tests the core it names as projects.micronautCacheCore (micronaut-cache)',
      files: {
        'settings.gradle.kts':
          'plugins {\n    id("io.micronaut.build.shared.settings") version "7.2.1"\n}\n\nrootProject.name = "cache-parent"\n\ninclude("cache-core")\ninclude("test-suite-java")\n\nmicronautBuild {\n    useStandardizedProjectNames.set(true)\n}\n',
        'cache-core/build.gradle.kts': 'plugins {\n    id("io.micronaut.build.internal.cache-module")\n}\n',
        'test-suite-java/build.gradle.kts':
          'plugins {\n    java\n}\n\ndependencies {\n    testImplementation(projects.micronautCacheCore)\n}\n',
        gradlew: '#!/bin/sh\nexec java -jar gradle/wrapper/gradle-wrapper.jar "$@"\n',
        'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip\n',
        'cache-core/src/main/java/io/micronaut/cache/CacheInfo.java':
          'package io.micronaut.cache;\n\npublic class CacheInfo {\n    public String name() {\n        return "cache";\n    }\n}\n',
        'test-suite-java/src/test/java/io/micronaut/cache/CacheInfoTest.java':
          'package io.micronaut.cache;\n\nimport org.junit.jupiter.api.Test;\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nclass CacheInfoTest {\n    @Test\n    void name() {\n        assertEquals("cache", new CacheInfo().name());\n    }\n}\n',
      },
      change: {
        'cache-core/src/main/java/io/micronaut/cache/CacheInfo.java':
          'package io.micronaut.cache;\n\npublic class CacheInfo {\n    public String name() {\n        return "caches";\n    }\n}\n',
      },
      expected: ['Run the tests: ./gradlew :test-suite-java:test'],
      ran: ['./gradlew :test-suite-java:test'],
      skips: ['./gradlew :micronaut-test-suite-java:test', './gradlew :micronaut-cache-core:test'],
    },
    {
      name: 'java: a Micronaut module with tests of its own keeps them when several test-suite- projects (one per language) depend on it (micronaut-cache)',
      files: {
        'settings.gradle':
          "plugins {\n    id 'io.micronaut.build.shared.settings' version '7.2.1'\n}\n\nrootProject.name = 'cache-parent'\n\ninclude 'cache-core'\ninclude 'test-suite-java'\ninclude 'test-suite-kotlin'\n\nmicronautBuild {\n    useStandardizedProjectNames = true\n}\n",
        'cache-core/build.gradle': "plugins {\n    id 'io.micronaut.build.internal.cache-module'\n}\n",
        'test-suite-java/build.gradle.kts':
          'plugins {\n    java\n}\n\ndependencies {\n    testImplementation(projects.micronautCacheCore)\n}\n',
        'test-suite-kotlin/build.gradle.kts':
          'plugins {\n    kotlin("jvm")\n}\n\ndependencies {\n    testImplementation(projects.micronautCacheCore)\n}\n',
        gradlew: '#!/bin/sh\nexec java -jar gradle/wrapper/gradle-wrapper.jar "$@"\n',
        'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10-bin.zip\n',
        'cache-core/src/main/java/io/micronaut/cache/CacheInfo.java':
          'package io.micronaut.cache;\n\npublic class CacheInfo {\n    public String name() {\n        return "cache";\n    }\n}\n',
        'cache-core/src/test/groovy/io/micronaut/cache/CacheInfoSpec.groovy':
          'package io.micronaut.cache\n\nimport spock.lang.Specification\n\nclass CacheInfoSpec extends Specification {\n    void "name"() {\n        expect:\n        new CacheInfo().name() == "cache"\n    }\n}\n',
        'test-suite-java/src/test/java/io/micronaut/cache/CacheTest.java':
          'package io.micronaut.cache;\n\nimport org.junit.jupiter.api.Test;\n\nclass CacheTest {\n    @Test\n    void starts() {}\n}\n',
        'test-suite-kotlin/src/test/kotlin/io/micronaut/cache/CacheTest.kt':
          'package io.micronaut.cache\n\nimport org.junit.jupiter.api.Test\n\nclass CacheTest {\n    @Test\n    fun starts() {}\n}\n',
      },
      change: {
        'cache-core/src/main/java/io/micronaut/cache/CacheInfo.java':
          'package io.micronaut.cache;\n\npublic class CacheInfo {\n    public String name() {\n        return "caches";\n    }\n}\n',
      },
      expected: ['Run the tests: ./gradlew :micronaut-cache-core:test'],
      ran: ['./gradlew :micronaut-cache-core:test'],
      skips: ['./gradlew :test-suite-java:test :test-suite-kotlin:test', './gradlew :cache-core:test'],
    },
    {
      name: "python: tox -f FACTOR (CI's own typing command) runs the env_list envs carrying it, settling the tox type-check env where env_list also has PY-mypy envs (svcs)",
      files: {
        'pyproject.toml':
          '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "0.1.0"\nrequires-python = ">=3.10"\n\n[dependency-groups]\ntests = ["pytest"]\nmypy = ["mypy"]\ntox = ["tox>4", "tox-uv-bare"]\ndev = [{ include-group = "tests" }, { include-group = "mypy" }, { include-group = "tox" }]\n\n[tool.mypy]\nstrict = true\n',
        'tox.ini':
          '[tox]\nenv_list =\n    3.1{2-3}-mypy,\n    3.1{2-3}-tests,\n    typing-{mypy,pyright}\n\n[testenv]\nrunner = uv-venv-lock-runner\ndependency_groups =\n    mypy: mypy\n    tests: tests\ncommands =\n    tests: pytest {posargs}\n    mypy: mypy typing_tests\n\n[testenv:typing-{pyright,mypy}]\ndependency_groups =\n    mypy: mypy\ncommands =\n    mypy: mypy src\n    pyright: pyright\n',
        '.github/workflows/ci.yml':
          'name: CI\non: [push]\njobs:\n  tests:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: >\n          uv run --only-group tox\n          tox run\n          -f 3.13-tests\n  typing:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: >\n          uv run --only-group tox\n          tox run -f typing\n',
        'uv.lock': 'version = 1\n',
        'src/pkg/__init__.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
        'tests/test_pkg.py': 'from pkg import add\n\n\ndef test_add():\n    assert 3 == add(1, 2)\n',
      },
      change: {
        'src/pkg/__init__.py': 'def add(a: int, b: int) -> int:\n    total = a + b\n    return total\n',
      },
      expected: ['Run the tests: uv run pytest', 'Type-check: uv run tox -e typing-mypy'],
      ran: ['uv run pytest', 'uv run --only-group tox tox run -f typing'],
      skips: ['tox run -f lint'],
      partly: [{ ran: ['uv run --only-group tox tox run -f 3.13-tests'], left: ['Type-check: uv run tox -e typing-mypy'] }],
    },
    {
      name: 'c: the README’s CMake/ctest route settles the tests next to the CI’s meson route; ctest --test-dir counts like make test (json-c)',
      files: {
        'CMakeLists.txt':
          'cmake_minimum_required(VERSION 3.10)\nproject(lib C)\nadd_library(lib lib.c)\nenable_testing()\nadd_executable(test_lib tests/test_lib.c)\ntarget_link_libraries(test_lib PRIVATE lib)\nadd_test(NAME test_lib COMMAND test_lib)\n',
        'meson.build':
          "project('lib', 'c')\nlib = static_library('lib', 'lib.c')\nt = executable('test_lib', 'tests/test_lib.c', link_with: lib)\ntest('test_lib', t)\n",
        '.github/workflows/meson.yml':
          'name: meson\non: [push]\njobs:\n  linux:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: python3 -m pip install meson ninja\n      - name: Compile and Test\n        run: |\n          meson setup build\n          meson compile -C build --verbose\n          meson test -C build --verbose\n',
        'README.md': '# lib\n\n## Testing\n\n```sh\nmkdir build && cd build\ncmake ..\nmake\nmake test\n```\n',
        'lib.c': 'int lib_add(int a, int b) { return a + b; }\n',
        'tests/test_lib.c': '#include <assert.h>\nint lib_add(int, int);\nint main(void) { assert(lib_add(1, 2) == 3); return 0; }\n',
      },
      change: { 'lib.c': 'int lib_add(int a, int b) { int s = a + b; return s; }\n' },
      expected: ['Run the tests: meson setup build && meson test -C build'],
      ran: ['cmake -B build && cmake --build build && ctest --test-dir build'],
      skips: ['cmake -S . -B build', 'cmake --build build', 'meson compile -C build'],
      partly: [
        { ran: ['cmake -S . -B build', 'cmake --build build', 'ctest --test-dir build --output-on-failure'], left: [] },
        { ran: ['cd build && cmake .. && make && make test'], left: [] },
        { ran: ['cmake --build build && cd build && ctest'], left: [] },
      ],
    },
    {
      name: 'c: `meson test -C build <other test>` does not settle a changed test file whose test a foreach over a literal list declares (json-c)',
      files: {
        'meson.build':
          "project('lib', 'c')\nlib = static_library('lib', 'lib.c')\nforeach name : ['test_add', 'test_sub']\n  test(name, executable(name, 'tests/' + name + '.c', link_with: lib))\nendforeach\n",
        '.github/workflows/meson.yml':
          'name: meson\non: [push]\njobs:\n  linux:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: python3 -m pip install meson ninja\n      - name: Compile and Test\n        run: |\n          meson setup build\n          meson compile -C build --verbose\n          meson test -C build --verbose\n',
        'lib.c': 'int lib_add(int a, int b) { return a + b; }\nint lib_sub(int a, int b) { return a - b; }\n',
        'tests/test_add.c': '#include <assert.h>\nint lib_add(int, int);\nint main(void) { assert(lib_add(1, 2) == 3); return 0; }\n',
        'tests/test_sub.c': '#include <assert.h>\nint lib_sub(int, int);\nint main(void) { assert(lib_sub(3, 2) == 1); return 0; }\n',
      },
      change: {
        'tests/test_add.c':
          '#include <assert.h>\nint lib_add(int, int);\nint main(void) { assert(lib_add(1, 2) == 3); assert(lib_add(0, 0) == 0); return 0; }\n',
      },
      expected: ['Run the changed tests: meson setup build && meson test -C build'],
      ran: ['meson test -C build test_add'],
      skips: ['meson test -C build test_sub'],
    },
    {
      name: 'ruby: a gem whose Rakefile default runs minitest (test/) and rspec (spec/) owes `bundle exec rake`, not rspec alone (view_component)',
      files: viewComponentShape,
      change: {
        'lib/vc/collection.rb':
          'module VC\n  class Collection\n    def each(&block)\n      return to_enum(:each) unless block\n      [].each(&block)\n    end\n  end\nend\n',
      },
      expected: ['Run the tests: bundle exec rake'],
      ran: ['bundle exec rake'],
      skips: ['bundle exec appraisal rails-8.1 rspec', 'bundle exec rspec', 'bundle exec rake spec'],
      partly: [{ ran: ['bundle exec appraisal rails-8.1 rake all_tests'], left: [] }],
    },
    {
      name: 'ruby: a changed minitest file under test/ in a gem that also has spec/ runs with minitest (`bundle exec m <file>`), never rspec (view_component)',
      files: viewComponentShape,
      change: {
        'test/sandbox/test/collection_test.rb':
          'require "test_helper"\nclass CollectionTest < Minitest::Test\n  def test_each\n    assert_equal [], VC::Collection.new.each.to_a\n    assert_nil nil\n  end\nend\n',
      },
      expected: ['Run the changed tests: bundle exec m test/sandbox/test/collection_test.rb'],
      ran: ['bundle exec m test/sandbox/test/collection_test.rb'],
      skips: [
        'bundle exec appraisal rails-8.1 rspec test/sandbox/test/collection_test.rb',
        'bundle exec m test/sandbox/test/other_test.rb',
      ],
      partly: [{ ran: ['bundle exec rake'], left: [] }],
    },
    {
      name: 'ruby: a guide’s ```command fence is a shell block: its `bundle exec m test/…` runs a changed minitest file (view_component)',
      files: {
        ...viewComponentShape,
        'CONTRIBUTING.md':
          '# Contributing\n\n### Running a subset of tests\n\nUse `m`:\n\n```command\nbundle exec m test/view_component/YOUR_COMPONENT_test.rb:line_number\n```\n',
      },
      change: {
        'test/sandbox/test/collection_test.rb':
          'require "test_helper"\nclass CollectionTest < Minitest::Test\n  def test_each\n    assert_equal [], VC::Collection.new.each.to_a\n    assert_nil nil\n  end\nend\n',
      },
      expected: ['Run the changed tests: bundle exec m test/sandbox/test/collection_test.rb'],
      ran: ['bundle exec m test/sandbox/test/collection_test.rb'],
    },
    {
      name: 'go: `make test` looping over MODULES, each in a subshell of its own, already tests the dependent docs module (uber-go/fx)',
      files: {
        Makefile:
          'MODULES = . ./tools ./docs\n\n.PHONY: test\ntest:\n\t@$(foreach dir,$(MODULES),(cd $(dir) && go test -race ./...) &&) true\n\n.PHONY: lint\nlint:\n\tgolangci-lint run\n',
        '.golangci.yml': 'version: "2"\n',
        'go.mod': 'module example.com/lib\n\ngo 1.24\n',
        'lib.go': 'package lib\n\nfunc Greet() string { return "hi" }\n',
        'lib_test.go':
          'package lib\n\nimport "testing"\n\nfunc TestGreet(t *testing.T) {\n\tif Greet() != "hi" {\n\t\tt.Fatal("bad")\n\t}\n}\n',
        'docs/go.mod': 'module example.com/lib/docs\n\ngo 1.24\n\nrequire example.com/lib v0.0.0\n\nreplace example.com/lib => ../\n',
        'docs/docs_test.go':
          'package docs\n\nimport (\n\t"testing"\n\n\t"example.com/lib"\n)\n\nfunc TestDocs(t *testing.T) { _ = lib.Greet() }\n',
        'tools/go.mod': 'module example.com/lib/tools\n\ngo 1.24\n',
      },
      change: { 'lib.go': 'package lib\n\n// Greet says hi.\nfunc Greet() string { return "hi" }\n' },
      expected: ['Run the tests: make test', 'Lint: golangci-lint run'],
      ran: ['make test'],
      skips: ['go test -race ./...', 'cd docs && go test ./...'],
      partly: [{ ran: ['go test ./...', 'cd docs && go test ./...'], left: [] }],
    },
    {
      name: 'go: a go.mod bump where a `tidy` target tidies every module owes `make tidy`, then `make test` alone (uber-go/fx)',
      files: {
        Makefile:
          'MODULES = . ./docs\n\n.PHONY: test\ntest:\n\t@$(foreach dir,$(MODULES),(cd $(dir) && go test -race ./...) &&) true\n\n.PHONY: tidy\ntidy:\n\t@$(foreach dir,$(MODULES),(cd $(dir) && go mod tidy) &&) true\n\n.PHONY: lint\nlint:\n\tgolangci-lint run\n',
        '.golangci.yml': 'version: "2"\n',
        'go.mod': 'module example.com/lib\n\ngo 1.24\n\nrequire go.uber.org/multierr v1.10.0\n',
        'lib.go': 'package lib\n\nimport "go.uber.org/multierr"\n\nfunc Join(a, b error) error { return multierr.Append(a, b) }\n',
        'docs/go.mod':
          'module example.com/lib/docs\n\ngo 1.24\n\nrequire example.com/lib v0.0.0\n\nrequire go.uber.org/multierr v1.10.0 // indirect\n\nreplace example.com/lib => ../\n',
        'docs/docs_test.go':
          'package docs\n\nimport (\n\t"testing"\n\n\t"example.com/lib"\n)\n\nfunc TestDocs(t *testing.T) { _ = lib.Join(nil, nil) }\n',
      },
      change: { 'go.mod': 'module example.com/lib\n\ngo 1.24\n\nrequire go.uber.org/multierr v1.11.0\n' },
      expected: ['Install updated dependencies: make tidy', 'Run the tests: make test'],
      ran: ['make tidy', 'make test'],
    },
    {
      name: 'php: a phpunit test outside psalm’s projectFiles and outside autoload owes its run, not the psalm type-check (webmozart/assert)',
      files: psalmSuite,
      change: {
        'tests/AssertTest.php':
          '<?php\n' +
          'namespace X\\Assert\\Tests;\n' +
          'use PHPUnit\\Framework\\TestCase;\n' +
          'use X\\Assert\\Assert;\n' +
          'class AssertTest extends TestCase\n' +
          '{\n' +
          '    public function testString(): void\n' +
          '    {\n' +
          "        $this->assertSame('a', Assert::string('a'));\n" +
          "        $this->assertSame('', Assert::string(''));\n" +
          '    }\n' +
          '}\n',
      },
      expected: ['Run the changed tests: composer test -- tests/AssertTest.php'],
      ran: ['composer test -- tests/AssertTest.php'],
    },
    {
      name: 'c: a named `meson test` where the build declares its tests from a list of lists reaches the test files its name is in: the changed one’s settles, another’s does not (json-c)',
      files: {
        'meson.build':
          "project('lib', 'c')\nlib = static_library('lib', 'lib.c')\ntest_cases = [['test_add'], ['test_sub']]\nforeach t : test_cases\n  test(t[0], executable(t[0], 'tests/' + t[0] + '.c', link_with: lib))\nendforeach\n",
        '.github/workflows/meson.yml':
          'name: meson\non: [push]\njobs:\n  linux:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: meson setup build\n      - run: meson test -C build\n',
        'lib.c': 'int lib_add(int a, int b) { return a + b; }\nint lib_sub(int a, int b) { return a - b; }\n',
        'tests/test_add.c': '#include <assert.h>\nint lib_add(int, int);\nint main(void) { assert(lib_add(1, 2) == 3); return 0; }\n',
        'tests/test_sub.c': '#include <assert.h>\nint lib_sub(int, int);\nint main(void) { assert(lib_sub(3, 2) == 1); return 0; }\n',
      },
      change: {
        'tests/test_add.c':
          '#include <assert.h>\nint lib_add(int, int);\nint main(void) { assert(lib_add(1, 2) == 3); assert(lib_add(0, 0) == 0); return 0; }\n',
      },
      expected: ['Run the changed tests: meson setup build && meson test -C build'],
      ran: ['meson test -C build test_add'],
      skips: ['meson test -C build test_sub'],
    },
    {
      name: 'python: a unittest project with tests/requirements.txt runs its changed tests with the Makefile, not pytest (python-websockets)',
      files: {
        Makefile: 'export PYTHONPATH=src\n\ntests:\n\tpython -m unittest\n\ntypes:\n\tmypy --strict src\n',
        'tox.ini': '[testenv]\ncommands =\n    python -m unittest {posargs}\ndeps =\n    trio\n',
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "1.0"\n',
        'src/pkg/__init__.py': '',
        'src/pkg/utils.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
        'tests/__init__.py': '',
        'tests/requirements.txt': 'trio\n',
        'tests/test_utils.py':
          'import unittest\n\nfrom pkg.utils import add\n\n\nclass UtilsTests(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n',
      },
      change: {
        'tests/test_utils.py':
          'import unittest\n\nfrom pkg.utils import add\n\n\nclass UtilsTests(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n\n    def test_add_zero(self):\n        self.assertEqual(add(0, 0), 0)\n',
      },
      expected: ['Run the changed tests: make tests'],
      ran: ['make tests'],
      skips: ['make types'],
    },
    {
      name: 'python: a `types: mypy --strict src` target is not owed when only tests/ changed (python-websockets)',
      files: {
        Makefile: 'export PYTHONPATH=src\n\ntests:\n\tpython -m unittest\n\ntypes:\n\tmypy --strict src\n',
        'tox.ini': '[testenv]\ncommands =\n    python -m unittest {posargs}\ndeps =\n    trio\n',
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "1.0"\n',
        'src/pkg/__init__.py': '',
        'src/pkg/utils.py': 'def add(a: int, b: int) -> int:\n    return a + b\n',
        'tests/__init__.py': '',
        'tests/test_utils.py':
          'import unittest\n\nfrom pkg.utils import add\n\n\nclass UtilsTests(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n',
      },
      change: {
        'tests/test_utils.py':
          'import unittest\n\nfrom pkg.utils import add\n\n\nclass UtilsTests(unittest.TestCase):\n    def test_add(self):\n        self.assertEqual(add(1, 2), 3)\n\n    def test_add_zero(self):\n        self.assertEqual(add(0, 0), 0)\n',
      },
      expected: ['Run the changed tests: make tests'],
      ran: ['make tests'],
    },
    {
      name: 'python: a changed C extension source (setup.py Extension) owes `make build` before `make tests` (python-websockets)',
      files: {
        Makefile:
          'export PYTHONPATH=src\n\nbuild:\n\tpython setup.py build_ext --inplace\n\ntests:\n\tpython -m unittest\n\nstyle:\n\truff format src tests\n\truff check --fix src tests\n',
        'pyproject.toml':
          '[build-system]\nrequires = ["setuptools"]\nbuild-backend = "setuptools.build_meta"\n\n[project]\nname = "pkg"\nversion = "1.0"\n',
        'setup.py':
          'import setuptools\n\nsetuptools.setup(\n    ext_modules=[\n        setuptools.Extension("pkg.speedups", sources=["src/pkg/speedups.c"], optional=True)\n    ],\n)\n',
        'src/pkg/__init__.py': '',
        'src/pkg/speedups.c': SPEEDUPS_C.replace('{message}', 'bad input'),
        'tests/__init__.py': '',
        'tests/test_speedups.py':
          'import unittest\n\n\nclass SpeedupsTests(unittest.TestCase):\n    def test_import(self):\n        import pkg  # noqa: F401\n',
      },
      change: { 'src/pkg/speedups.c': SPEEDUPS_C.replace('{message}', 'bad input given') },
      expected: ['Build: make build', 'Run the tests: make tests', 'Lint: make style'],
      ran: ['make build', 'make tests'],
      partly: [{ ran: ['make tests'], left: ['Build: make build', 'Lint: make style'] }],
    },
  ]);
});
