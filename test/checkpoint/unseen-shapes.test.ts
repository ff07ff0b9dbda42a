import { describe } from 'vitest';
import { ecosystemTable, json } from './ecosystems/_table.js';

// Thirteen more popular repositories nobody here had studied, of shapes neither the fixtures nor the
// first twelve (unseen.test.ts) hold: a turbo and an nx monorepo, a Deno workspace, a .NET
// solution, a Swift package built with CMake too, a Zig project, a Django app tested through tox and
// make, a Bazel project, a Kotlin Multiplatform library, a Gleam and a Crystal project, a stack-only
// Haskell repository of two packages, and an annotation processor (KSP) tested by the modules that
// apply it. Each is reduced to the files that decide its advice; each row's answer was decided from the
// repository's own CI, guides and build files before checkpoint ran on it.

const turbo = {
  'package.json': json({
    name: 'create-t3-turbo',
    private: true,
    packageManager: 'pnpm@10.19.0',
    scripts: {
      build: 'turbo run build',
      'auth:generate': 'pnpm -F @acme/auth generate',
      'db:push': 'turbo -F @acme/db push',
      dev: 'turbo watch dev --continue',
      lint: 'turbo run lint --continue -- --cache --cache-location .cache/.eslintcache',
      typecheck: 'turbo run typecheck',
    },
    devDependencies: { turbo: '^2.5.8', typescript: 'catalog:' },
  }),
  'pnpm-workspace.yaml': 'packages:\n  - apps/*\n  - packages/*\n  - tooling/*\n',
  'pnpm-lock.yaml': '',
  'turbo.json': json({ tasks: { lint: {}, typecheck: {}, push: { cache: false, interactive: true } } }),
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  lint:\n    steps:\n      - run: pnpm lint && pnpm lint:ws\n  typecheck:\n    steps:\n      - run: pnpm typecheck\n',
  'packages/api/package.json': json({
    name: '@acme/api',
    scripts: {
      build: 'tsc',
      lint: 'eslint --flag unstable_native_nodejs_ts_config',
      typecheck: 'tsc --noEmit --emitDeclarationOnly false',
    },
    devDependencies: { eslint: 'catalog:', typescript: 'catalog:' },
  }),
  'packages/api/tsconfig.json': json({ extends: '@acme/tsconfig/compiled-package.json', include: ['src'] }),
  'packages/api/eslint.config.ts': 'export default [];\n',
  'packages/api/src/router/post.ts': 'export const postRouter = {};\n',
  'packages/auth/package.json': json({
    name: '@acme/auth',
    scripts: {
      lint: 'eslint --flag unstable_native_nodejs_ts_config',
      generate: 'dotenv -e ../../.env -- pnpx @better-auth/cli generate --config script/auth-cli.ts --output ../db/src/auth-schema.ts',
      typecheck: 'tsc --noEmit',
    },
    devDependencies: { '@better-auth/cli': 'catalog:', eslint: 'catalog:', typescript: 'catalog:' },
  }),
  'packages/auth/tsconfig.json': json({ include: ['src', 'script', '*.ts'] }),
  'packages/auth/script/auth-cli.ts': 'import { initAuth } from "../src/index";\n\nexport const auth = initAuth({ secret: "secret" });\n',
  'packages/auth/src/index.ts': 'export function initAuth(options: { secret: string }) {\n  return { plugins: [] };\n}\n',
  'packages/db/package.json': json({
    name: '@acme/db',
    scripts: {
      build: 'tsc',
      lint: 'eslint --flag unstable_native_nodejs_ts_config',
      push: 'pnpm with-env drizzle-kit push',
      studio: 'pnpm with-env drizzle-kit studio',
      typecheck: 'tsc --noEmit --emitDeclarationOnly false',
      'with-env': 'dotenv -e ../../.env --',
    },
    dependencies: { 'drizzle-orm': '^0.44.7' },
    devDependencies: { 'drizzle-kit': '^0.31.5', eslint: 'catalog:', typescript: 'catalog:' },
  }),
  'packages/db/drizzle.config.ts': 'export default { schema: "./src/schema.ts", dialect: "postgresql" };\n',
  'packages/db/tsconfig.json': json({ include: ['src', '*.ts'] }),
  'packages/db/src/schema.ts': 'export const Post = {};\n',
  'packages/db/src/auth-schema.ts': 'export const user = {};\n',
};

/** A Deno workspace whose tasks live at the root; its packages declare none. */
const denoWorkspace = {
  'deno.json': json({
    workspace: ['./packages/*', './www'],
    tasks: {
      test: 'deno test -A --parallel',
      'check:types': 'deno check --allow-import',
      ok: 'deno fmt --check && deno lint && deno task check:types && deno task test',
      www: 'deno task --cwd=www dev',
    },
  }),
  'deno.lock': '{}\n',
  'packages/fresh/deno.json': json({ name: '@fresh/core', version: '2.3.3', exports: { '.': './src/mod.ts' } }),
  'packages/fresh/src/router.ts': 'export class Router {}\n',
  'packages/fresh/src/app_test.tsx': 'Deno.test("app", () => {});\n',
  'AGENTS.md': '- Run `deno task ok` before pushing.\n- Tests: `deno task test` (all tests, parallel).\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  test:\n    steps:\n      - run: deno install\n      - run: deno fmt --check\n      - run: deno lint\n      - run: deno task check:types\n      - run: deno task test\n',
};

/** A .NET solution whose CI builds and tests `test/*.Tests` through a PowerShell script. */
const dotnetSolution = {
  'Serilog.sln': [
    'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "Serilog", "src\\Serilog\\Serilog.csproj", "{AB00}"',
    'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "TestDummies", "test\\TestDummies\\TestDummies.csproj", "{37EF}"',
    'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "Serilog.Tests", "test\\Serilog.Tests\\Serilog.Tests.csproj", "{B11B}"',
    'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "Serilog.PerformanceTests", "test\\Serilog.PerformanceTests\\Serilog.PerformanceTests.csproj", "{B4AC}"',
    'Project("{9A19103F-16F7-4668-BE54-9A1E7A4F7556}") = "Serilog.ApprovalTests", "test\\Serilog.ApprovalTests\\Serilog.ApprovalTests.csproj", "{7669}"',
    '',
  ].join('\n'),
  'Build.ps1':
    'foreach ($test in Get-ChildItem test/*.Tests) {\n    Push-Location $test\n    & dotnet test -c Release --no-build --no-restore\n    Pop-Location\n}\n',
  'src/Serilog/Serilog.csproj': '<Project Sdk="Microsoft.NET.Sdk">\n</Project>\n',
  'src/Serilog/Core/Logger.cs': 'namespace Serilog.Core;\n',
  'test/TestDummies/TestDummies.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\src\\Serilog\\Serilog.csproj" />\n  </ItemGroup>\n</Project>\n',
  'test/Serilog.Tests/Serilog.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\src\\Serilog\\Serilog.csproj" />\n    <ProjectReference Include="..\\TestDummies\\TestDummies.csproj" />\n  </ItemGroup>\n  <ItemGroup>\n    <PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.11.1" />\n    <PackageReference Include="xunit" Version="2.9.2" />\n  </ItemGroup>\n</Project>\n',
  'test/Serilog.Tests/Core/LoggerTests.cs': 'namespace Serilog.Tests.Core;\n',
  'test/Serilog.PerformanceTests/Serilog.PerformanceTests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\src\\Serilog\\Serilog.csproj" />\n    <PackageReference Include="BenchmarkDotNet" Version="0.14.0" />\n    <PackageReference Include="xunit" Version="2.9.2" />\n  </ItemGroup>\n</Project>\n',
  'test/Serilog.ApprovalTests/Serilog.ApprovalTests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <PackageReference Include="Microsoft.NET.Test.Sdk" Version="17.11.1" />\n    <PackageReference Include="xunit" Version="2.9.2" />\n    <PackageReference Include="PublicApiGenerator" Version="11.1.0" />\n  </ItemGroup>\n  <ItemGroup>\n    <ProjectReference Include="..\\..\\src\\Serilog\\Serilog.csproj" />\n  </ItemGroup>\n</Project>\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - shell: pwsh\n        run: |\n          ./Build.ps1\n',
};

/** A Swift package that CMake also builds, listing its sources by name. */
const swiftWithCmake = {
  'Package.swift':
    'let package = Package(name: "swift-argument-parser", targets: [.target(name: "ArgumentParser"), .testTarget(name: "ArgumentParserUnitTests")])\n',
  'CMakeLists.txt': 'project(swift-argument-parser LANGUAGES C Swift)\ninclude(CTest)\nadd_subdirectory(Sources)\n',
  'Sources/CMakeLists.txt': 'add_subdirectory(ArgumentParser)\n',
  'Sources/ArgumentParser/CMakeLists.txt': 'add_library(ArgumentParser\n  Parsing/CommandParser.swift\n  Parsing/Name.swift)\n',
  'Sources/ArgumentParser/Parsing/CommandParser.swift': 'struct CommandParser {}\n',
  'Sources/ArgumentParser/Parsing/Name.swift': 'enum Name {}\n',
  'Tests/ArgumentParserUnitTests/NameTests.swift': 'import XCTest\n',
  '.github/workflows/pull_request.yml':
    'on: [pull_request]\njobs:\n  cmake-build:\n    steps:\n      - run: cmake -GNinja -S . -B .cmake-build -DBUILD_EXAMPLES=1 -DBUILD_TESTING=0\n      - run: cmake --build .cmake-build\n',
};

/** A Zig project: CI checks the formatting and runs the build's check and test steps; a build step regenerates the config. */
const zigProject = {
  'build.zig': [
    'pub fn build(b: *std.Build) void {',
    '    const gen_exe = b.addExecutable(.{',
    '        .name = "zls_gen",',
    '        .root_module = b.createModule(.{ .root_source_file = b.path("src/tools/config_gen.zig") }),',
    '    });',
    '    { // zig build gen',
    '        const gen_step = b.step("gen", "Regenerate config files");',
    '        const gen_cmd = b.addRunArtifact(gen_exe);',
    '        gen_step.dependOn(&gen_cmd.step);',
    '    }',
    '    const check = b.step("check", "Check if ZLS compiles");',
    '    const test_step = b.step("test", "Run all the tests");',
    '}',
    '',
  ].join('\n'),
  'build.zig.zon': '.{ .name = .zls, .version = "0.16.0" }\n',
  'src/analysis.zig': 'const std = @import("std");\n',
  'src/Config.zig': '//! DO NOT EDIT\n//! GENERATED BY src/tools/config_gen.zig\n',
  'src/tools/config_gen.zig': 'const config_json = @embedFile("config.json");\n',
  'src/tools/config.json': '{ "options": [] }\n',
  '.github/workflows/main.yml':
    'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - run: zig fmt --check .\n      - run: zig build check test --summary all\n',
};

/** A reusable Django app tested with Django's runner through make and tox, no pytest. */
const djangoApp = {
  'pyproject.toml': '[project]\nname = "django-debug-toolbar"\n\n[tool.ruff]\nline-length = 88\n',
  'setup.py': 'from setuptools import setup\nsetup()\n',
  'requirements_dev.txt': 'Django\nruff\ntox\n',
  Makefile:
    '.PHONY: test\n\ntest:\n\tDJANGO_SETTINGS_MODULE=tests.settings \\\n\t\tpython -m django test $${TEST_ARGS:-tests}\n\ncoverage:\n\tpython -b -W always -m coverage run -m django test -v2 $${TEST_ARGS:-tests}\n',
  'tox.ini':
    '[tox]\nenvlist =\n    py{310,311,312}-dj{42,50,51}-{sqlite,postgresql}\n\n[testenv]\ncommands = python -b -W always -m coverage run -m django test -v2 {posargs:tests}\n',
  'debug_toolbar/__init__.py': '',
  'debug_toolbar/panels/sql/panel.py': 'class SQLPanel:\n    pass\n',
  'tests/__init__.py': '',
  'tests/settings.py': 'DEBUG = True\n',
  'tests/panels/test_sql.py': 'from django.test import TestCase\n',
  'docs/contributing.rst': 'Tests\n-----\n\n    $ make test\n\n    $ tox\n',
  '.github/workflows/test.yml':
    'on: [push, pull_request]\njobs:\n  sqlite:\n    steps:\n      - run: python -m pip install --upgrade tox tox-gh-actions\n      - run: tox\n',
};

/** A Bazel (Starlark) library whose CI runs `bazel test //...` from .bazelci. */
const bazelProject = {
  'MODULE.bazel': 'module(name = "bazel_skylib", version = "1.8.2")\n',
  WORKSPACE: 'workspace(name = "bazel_skylib")\n',
  '.bazelversion': '8.4.2\n',
  BUILD: 'licenses(["notice"])\n',
  'lib/BUILD': 'exports_files(["paths.bzl"])\n',
  'lib/paths.bzl': 'def _basename(p):\n    return p.rpartition("/")[-1]\n',
  'tests/BUILD': 'load(":paths_tests.bzl", "paths_test_suite")\n\npaths_test_suite()\n',
  'tests/paths_tests.bzl': 'load("//lib:paths.bzl", "paths")\n',
  '.bazelci/presubmit.yml': 'tasks:\n  ubuntu:\n    test_targets:\n      - "//..."\n',
};

/** A Kotlin Multiplatform library: a renamed project, source sets in `<target>/src`, an API dump. */
const kotlinMultiplatform = {
  'settings.gradle.kts': 'rootProject.name = "Kotlin-DateTime-library"\n\ninclude(":core")\nproject(":core").name = "kotlinx-datetime"\n',
  'build.gradle.kts': 'plugins {\n    kotlin("multiplatform") apply false\n}\n',
  gradlew: '#!/bin/sh\n',
  'core/build.gradle.kts':
    'plugins {\n    kotlin("multiplatform")\n    id("org.jetbrains.kotlinx.binary-compatibility-validator")\n}\n\nkotlin {\n    jvm {\n    }\n    js {\n        nodejs {}\n    }\n    sourceSets.all {\n        val suffixIndex = name.indexOfLast { it.isUpperCase() }\n        val targetName = name.substring(0, suffixIndex)\n        val suffix = name.substring(suffixIndex).lowercase().takeIf { it != "main" }\n        kotlin.srcDir("$targetName/${suffix ?: "src"}")\n    }\n}\n',
  'core/api/kotlinx-datetime.api': '',
  'core/common/src/LocalDate.kt': 'package kotlinx.datetime\n',
  'core/common/test/LocalDateTest.kt': 'package kotlinx.datetime.test\n',
  'core/jvm/src/Instant.kt': 'package kotlinx.datetime\n',
};

/** A Gleam library: no module of checkpoint's knows Gleam; its CI says how it is tested. */
const gleamLibrary = {
  'gleam.toml': 'name = "gleam_stdlib"\nversion = "1.0.4"\n',
  'manifest.toml': '',
  'src/gleam/list.gleam': 'pub fn length(list: List(a)) -> Int { 0 }\n',
  'test/gleam/list_test.gleam': 'pub fn length_test() { Nil }\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  test_erlang:\n    steps:\n      - run: gleam test --target erlang\n      - run: gleam format --check src test\n  test_javascript_node:\n    steps:\n      - run: gleam test --target javascript --runtime node\n',
};

/** A Crystal web framework: specs and the linter its contributing guide names. */
const crystalProject = {
  'shard.yml': 'name: kemal\nversion: 1.12.0\n\ndevelopment_dependencies:\n  ameba:\n    github: crystal-ameba/ameba\n',
  'src/kemal/route_handler.cr': 'module Kemal\nend\n',
  'spec/route_handler_spec.cr': 'require "./spec_helper"\n',
  'CONTRIBUTING.md':
    '## Running Tests\n\n```bash\ncrystal spec\n```\n\n## Quality Checks\n\n```bash\ncrystal tool format\nbin/ameba\ncrystal spec\n```\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  test:\n    steps:\n      - run: shards install\n      - run: |\n          crystal spec\n',
};

/** Two Haskell packages built with stack alone (hpack's package.yaml, no .cabal file committed). */
const stackOnly = {
  'stack.yaml': 'snapshot: lts-24.18\npackages:\n- rio\n- rio-orphans\n',
  'stack.yaml.lock': '',
  '.hlint.yaml': '- ignore: {name: Use camelCase}\n',
  'rio/package.yaml':
    'name: rio\nversion: 0.1.24.0\nlibrary:\n  source-dirs: src\ntests:\n  spec:\n    source-dirs: test\n    main: Spec.hs\n',
  'rio/src/RIO/List.hs': 'module RIO.List where\n',
  'rio/test/RIO/ListSpec.hs': 'module RIO.ListSpec where\n',
  'rio-orphans/package.yaml':
    'name: rio-orphans\nversion: 0.1.2.0\nlibrary:\n  source-dirs: src\ntests:\n  spec:\n    source-dirs: test\n    main: Spec.hs\n',
  'rio-orphans/src/RIO/Orphans.hs': 'module RIO.Orphans where\n',
  '.github/workflows/tests.yml':
    'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - run: |\n          stack --version\n          stack test --fast --no-terminal\n',
};

/** An nx workspace of libraries whose targets come from project.json executors; the root tsconfig only maps paths. */
const nxWorkspace = {
  'package.json': json({
    name: '@ngrx/platform',
    packageManager: 'pnpm@9.10.0',
    scripts: { test: 'nx run-many --target=test --all', lint: 'nx run-many --target=lint --all' },
    devDependencies: { nx: '22.0.0', typescript: '5.9.2', vitest: '3.2.0', eslint: '9.0.0' },
  }),
  'pnpm-lock.yaml': '',
  'nx.json': json({ workspaceLayout: { appsDir: 'projects', libsDir: 'modules' }, targetDefaults: { test: { cache: true } } }),
  'tsconfig.json': json({ compilerOptions: { strict: true, paths: { '@ngrx/store': ['./modules/store'] } } }),
  'eslint.config.mjs': 'export default [];\n',
  'modules/store/package.json': json({ name: '@ngrx/store', version: '21.1.1' }),
  'modules/store/project.json': json({
    name: 'store',
    targets: {
      lint: { executor: '@nx/eslint:lint', options: { lintFilePatterns: ['modules/store/*/**/*.ts'] } },
      test: { executor: '@analogjs/vitest-angular:test', dependsOn: ['build'] },
    },
  }),
  'modules/store/eslint.config.mjs': 'export default [];\n',
  'modules/store/vitest.config.mts': 'export default {};\n',
  'modules/store/tsconfig.spec.json': json({ extends: '../../tsconfig.json' }),
  'modules/store/src/store.ts': 'export class Store {}\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  lint-affected:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm exec nx affected -t lint\n  test-affected:\n    steps:\n      - run: pnpm exec nx affected -t test --skip-nx-cache --parallel=3\n',
};

/** A KSP symbol processor tested by its own module and by the modules whose builds apply it. */
const kspProcessor = {
  'settings.gradle.kts':
    'include(":moshi")\ninclude(":moshi-kotlin")\ninclude(":moshi-kotlin-codegen")\ninclude(":moshi-kotlin-tests")\ninclude(":moshi-kotlin-tests:codegen-only")\n',
  'build.gradle.kts': 'plugins {\n  alias(libs.plugins.spotless)\n}\n\nspotless {\n}\n',
  gradlew: '#!/bin/sh\n',
  'moshi/build.gradle.kts': 'plugins {\n  kotlin("jvm")\n}\n',
  'moshi/src/main/java/com/squareup/moshi/Moshi.kt': 'package com.squareup.moshi\n',
  'moshi-kotlin/build.gradle.kts': 'plugins {\n  kotlin("jvm")\n}\n',
  'moshi-kotlin-codegen/build.gradle.kts':
    'plugins {\n  kotlin("jvm")\n  id("com.google.devtools.ksp")\n}\n\ndependencies {\n  implementation(project(":moshi"))\n}\n',
  'moshi-kotlin-codegen/src/main/java/com/squareup/moshi/kotlin/codegen/api/AdapterGenerator.kt':
    'package com.squareup.moshi.kotlin.codegen.api\n',
  'moshi-kotlin-codegen/src/test/java/com/squareup/moshi/kotlin/codegen/ksp/JsonClassSymbolProcessorTest.kt': 'package x\n',
  'moshi-kotlin-tests/build.gradle.kts':
    'plugins {\n  kotlin("jvm")\n  id("com.google.devtools.ksp") apply false\n}\n\ndependencies {\n  when (testMode) {\n    KSP -> {\n      "kspTest"(project(":moshi-kotlin-codegen"))\n    }\n  }\n  testImplementation(project(":moshi"))\n}\n',
  'moshi-kotlin-tests/codegen-only/build.gradle.kts':
    'plugins {\n  kotlin("jvm")\n}\n\napply(plugin = "com.google.devtools.ksp")\n\ndependencies {\n  "kspTest"(project(":moshi-kotlin-codegen"))\n  testImplementation(project(":moshi"))\n}\n',
  'CONTRIBUTING.md': 'Please make sure your code compiles by running `./gradlew build`.\n',
  '.github/workflows/build.yml':
    'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - run: ./gradlew build check --stacktrace -PkotlinTestMode=${{ matrix.kotlin-test-mode }}\n',
};

describe('repositories of shapes no fixture holds', () => {
  ecosystemTable([
    {
      name: 'turbo: a package without tests is type-checked and linted through its own scripts',
      files: turbo,
      change: { 'packages/api/src/router/post.ts': 'export const postRouter = { all: 1 };\n' },
      expected: ['Lint: pnpm --filter @acme/api lint', 'Type-check: pnpm --filter @acme/api typecheck'],
      ran: ['pnpm typecheck'],
      skips: ['pnpm --filter @acme/db typecheck'],
    },
    {
      name: 'turbo: a Drizzle schema the project pushes asks no migration it never keeps',
      files: turbo,
      change: { 'packages/db/src/schema.ts': 'export const Post = { title: 1 };\n' },
      expected: ['Lint: pnpm --filter @acme/db lint', 'Type-check: pnpm --filter @acme/db typecheck'],
      ran: ['pnpm -F @acme/db typecheck'],
    },
    {
      name: 'turbo: the source a generator script imports regenerates what it writes',
      files: turbo,
      change: {
        'packages/auth/src/index.ts': 'export function initAuth(options: { secret: string }) {\n  return { plugins: ["expo"] };\n}\n',
      },
      expected: [
        'Regenerate the code generated from it: pnpm --filter @acme/auth generate',
        'Lint: pnpm --filter @acme/auth lint',
        'Type-check: pnpm --filter @acme/auth typecheck',
      ],
      ran: ['pnpm -F @acme/auth generate', 'pnpm typecheck'],
    },
    {
      name: 'Deno workspace: a package without tasks runs the root’s',
      files: denoWorkspace,
      change: { 'packages/fresh/src/router.ts': 'export class Router { x = 1; }\n' },
      expected: ['Run the tests: deno task test', 'Lint: deno lint', 'Type-check: deno task check:types'],
      ran: ['deno task ok'],
    },
    {
      name: 'Deno workspace: a changed test file through the root’s test task',
      files: denoWorkspace,
      change: { 'packages/fresh/src/app_test.tsx': 'Deno.test("app", () => { });\n' },
      expected: [
        'Lint: deno lint',
        'Type-check: deno task check:types',
        'Run the changed tests: deno task test packages/fresh/src/app_test.tsx',
      ],
      ran: ['deno task test packages/fresh/src/app_test.tsx', 'deno task check:types'],
    },
    {
      name: '.NET: the library’s changes are tested by the test project CI runs',
      files: dotnetSolution,
      change: { 'src/Serilog/Core/Logger.cs': 'namespace Serilog.Core;\nclass Logger {}\n' },
      expected: ['Run the tests: dotnet test test/Serilog.Tests/Serilog.Tests.csproj'],
      ran: ['cd test/Serilog.Tests && dotnet test -c Release --no-build --no-restore'],
    },
    {
      name: '.NET: a changed test of a test project',
      files: dotnetSolution,
      change: { 'test/Serilog.Tests/Core/LoggerTests.cs': 'namespace Serilog.Tests.Core;\nclass LoggerTests {}\n' },
      expected: ['Run the changed tests: dotnet test test/Serilog.Tests/Serilog.Tests.csproj'],
      ran: ['dotnet test test/Serilog.Tests'],
    },
    {
      name: 'Swift: a changed source is tested with swift test',
      files: swiftWithCmake,
      change: { 'Sources/ArgumentParser/Parsing/CommandParser.swift': 'struct CommandParser { var x = 1 }\n' },
      expected: ['Run the tests: swift test'],
      ran: ['swift test'],
      skips: ['swift build'],
    },
    {
      name: 'Swift: a new source is listed where CMake lists its folder’s sources',
      files: swiftWithCmake,
      change: { 'Sources/ArgumentParser/Parsing/InputKey.swift': 'struct InputKey {}\n' },
      expected: [
        'Run the tests: swift test',
        'List Sources/ArgumentParser/Parsing/InputKey.swift in Sources/ArgumentParser/CMakeLists.txt',
      ],
    },
    {
      name: 'Zig: the build’s test step, the formatting check CI runs riding along',
      files: zigProject,
      change: { 'src/analysis.zig': 'const std = @import("std");\nconst x = 1;\n' },
      expected: ['Run the tests: zig build test', 'Lint: zig fmt --check .'],
      ran: ['zig build check test --summary all'],
    },
    {
      name: 'Zig: the file a generator embeds regenerates through its build step',
      files: zigProject,
      change: { 'src/tools/config.json': '{ "options": [{ "name": "x" }] }\n' },
      expected: ['Regenerate the code generated from it: zig build gen', 'Run the tests: zig build test'],
      ran: ['zig build gen', 'zig build test'],
    },
    {
      name: 'Django app: Django’s runner through the project’s make target, never a pytest it lacks',
      files: djangoApp,
      change: { 'debug_toolbar/panels/sql/panel.py': 'class SQLPanel:\n    x = 1\n' },
      expected: ['Run the tests: make test', 'Lint: ruff check .'],
      ran: ['make test'],
    },
    {
      name: 'Django app: a test file run with Django’s own runner counts',
      files: djangoApp,
      change: { 'tests/panels/test_sql.py': 'from django.test import TestCase\n\nclass T(TestCase):\n    pass\n' },
      expected: ['Lint: ruff check .', 'Run the changed tests: make test'],
      ran: ['DJANGO_SETTINGS_MODULE=tests.settings python -m django test tests.panels.test_sql'],
    },
    {
      name: 'Bazel: a Starlark library is tested with bazel test',
      files: bazelProject,
      change: { 'lib/paths.bzl': 'def _basename(p):\n    return p.rpartition("/")[2]\n' },
      expected: ['Run the tests: bazel test //...'],
      ran: ['bazel test //...'],
      skips: ['bazel build //...'],
    },
    {
      name: 'Bazel: a changed test suite',
      files: bazelProject,
      change: { 'tests/paths_tests.bzl': 'load("//lib:paths.bzl", "paths")\n# more\n' },
      expected: ['Run the changed tests: bazel test //...'],
      ran: ['bazel test //tests/...'],
    },
    {
      name: 'Kotlin Multiplatform: a JVM source is tested on the JVM target of the renamed project',
      files: kotlinMultiplatform,
      change: { 'core/jvm/src/Instant.kt': 'package kotlinx.datetime\nclass Instant\n' },
      expected: [
        'Run the tests: ./gradlew :kotlinx-datetime:jvmTest',
        'Check the public API against its baseline: ./gradlew :kotlinx-datetime:apiCheck',
      ],
      ran: ['./gradlew check'],
      skips: ['./gradlew :kotlinx-datetime:jsTest'],
    },
    {
      name: 'Kotlin Multiplatform: a common source is tested on every target',
      files: kotlinMultiplatform,
      change: { 'core/common/src/LocalDate.kt': 'package kotlinx.datetime\nclass LocalDate\n' },
      expected: [
        'Run the tests: ./gradlew :kotlinx-datetime:allTests',
        'Check the public API against its baseline: ./gradlew :kotlinx-datetime:apiCheck',
      ],
      ran: ['./gradlew :kotlinx-datetime:check'],
      skips: ['./gradlew :kotlinx-datetime:jvmTest'],
    },
    {
      name: 'Gleam: no module knows it; the tests and formatting CI runs are the advice',
      files: gleamLibrary,
      change: { 'src/gleam/list.gleam': 'pub fn length(list: List(a)) -> Int { 1 }\n' },
      expected: ['Run the tests: gleam test --target erlang', 'Lint: gleam format --check src test'],
      ran: ['gleam test'],
    },
    {
      name: 'Crystal: the specs and the linter the contributing guide names',
      files: crystalProject,
      change: { 'src/kemal/route_handler.cr': 'module Kemal\n  X = 1\nend\n' },
      expected: ['Run the tests: crystal spec', 'Lint: bin/ameba'],
      ran: ['crystal spec'],
    },
    {
      name: 'stack: a package of a stack project is tested by stack, by its name, from the root',
      files: stackOnly,
      change: { 'rio/src/RIO/List.hs': 'module RIO.List where\nx = 1\n' },
      expected: ['Run the tests: stack test rio', 'Lint: hlint .'],
      ran: ['stack test --fast --no-terminal'],
      skips: ['stack test rio-orphans'],
    },
    {
      name: 'nx: a library’s targets from its executors; the paths-only root tsconfig is no type-check',
      files: nxWorkspace,
      change: { 'modules/store/src/store.ts': 'export class Store { x = 1; }\n' },
      expected: ['Run the tests: pnpm exec nx run store:test', 'Lint: pnpm exec nx run store:lint'],
      ran: ['pnpm exec nx affected -t test --skip-nx-cache --parallel=3'],
    },
    {
      name: 'KSP: a symbol processor is tested by its module and by the modules that apply it',
      files: kspProcessor,
      change: {
        'moshi-kotlin-codegen/src/main/java/com/squareup/moshi/kotlin/codegen/api/AdapterGenerator.kt':
          'package com.squareup.moshi.kotlin.codegen.api\nclass AdapterGenerator\n',
      },
      expected: [
        'Run the tests: ./gradlew :moshi-kotlin-codegen:test :moshi-kotlin-tests:test :moshi-kotlin-tests:codegen-only:test',
        'Lint: ./gradlew spotlessCheck',
      ],
      ran: ['./gradlew build check --stacktrace'],
      skips: ['./gradlew :moshi-kotlin-codegen:test', './gradlew :moshi:test'],
    },
    {
      name: "vitest: the guide's run with watching turned off by the flag's value (`pnpm test -- --watch false`) is the tests",
      files: {
        'package.json': json({ name: 'lib', scripts: { test: 'vitest' }, devDependencies: { vitest: '^3' } }),
        'pnpm-lock.yaml': '',
        'src/x.ts': 'export const x = 1;\n',
      },
      change: { 'src/x.ts': 'export const x = 2;\n' },
      expected: ['Run the tests: pnpm test'],
      ran: ['pnpm test -- --watch false'],
      skips: ['pnpm test -- --watch'],
    },
  ]);
});

// Five more repositories of a fresh check nobody here had studied (a tox + uv library, a Go program with
// Ruby integration tests, a Rust workspace whose root is a package, a gem linted by standard), each cut
// down to the files that decide the advice, the answers decided from their CI, Makefiles and guides.

/** attrs: tox envs written with factors, tox in a uv dependency group, mypy run by a tox env on the stubs alone. */
const toxUv = {
  'pyproject.toml':
    '[project]\nname = "attrs"\n\n[dependency-groups]\ntests = ["pytest"]\nmypy = ["mypy"]\ntox = ["tox>4", "tox-uv-bare"]\n\n[tool.pytest]\ntestpaths = ["tests"]\n\n[tool.ruff]\nline-length = 79\n\n[tool.mypy]\npretty = true\n',
  'uv.lock': '',
  'tox.ini':
    '[tox]\nenv_list =\n    lint-{ruff,pre-commit},\n    3.1{0-4}-tests,\n    3.1{0-4}-mypy,\n\n[testenv]\ncommands =\n    tests: pytest {posargs:-n auto}\n    mypy: mypy typing_tests\n    mypy: mypy src/attr/__init__.pyi\n\n[testenv:lint-{ruff,pre-commit}]\ncommands =\n    ruff: ruff check --fix --exit-non-zero-on-fix .\n    pre-commit: prek run --all-files\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  tests:\n    steps:\n      - run: >\n          uv run --only-group tox\n          tox run\n          -e $PYTHON-mypy\n  lint:\n    steps:\n      - run: uv run --only-group tox tox run -f lint\n',
  'src/attr/_make.py': 'def attrib():\n    pass\n',
  'src/attr/__init__.pyi': 'def attrib() -> None: ...\n',
  'tests/test_make.py': 'def test_attrib():\n    pass\n',
};

/** fzf: Go unit tests through `make test`, Ruby integration tests through `make itest`. */
const goWithRubyTests = {
  'go.mod': 'module github.com/junegunn/fzf\n\ngo 1.23\n',
  Gemfile: "source 'https://rubygems.org'\ngem 'minitest'\ngem 'rubocop'\n",
  'Gemfile.lock': '',
  '.rubocop.yml': 'AllCops:\n  NewCops: enable\n',
  Makefile:
    'GO ?= go\n\ntest: $(SOURCES)\n\tSHELL=/bin/sh GOOS= $(GO) test -v -tags "$(TAGS)" github.com/junegunn/fzf/src\n\nitest:\n\truby test/runner.rb\n\nlint: $(SOURCES) test/*.rb\n\tbundle exec rubocop -a --require rubocop-minitest\n',
  '.github/workflows/linux.yml':
    'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - run: make lint\n      - run: make test\n      - run: make install && ./install --all && tmux new-session -d && ruby test/runner.rb --verbose\n',
  'main.go': 'package main\n\nfunc main() {}\n',
  'src/core.go': 'package fzf\n',
  'test/runner.rb': "Dir[File.join(__dir__, 'test_*.rb')].each { |f| require f }\n",
  'test/test_core.rb': "require_relative 'lib/common'\n\nclass TestCore < TestInteractive\nend\n",
};

/** ripgrep: a root package that is a workspace too, formatting gated by CI. */
const packageWorkspace = {
  'Cargo.toml': '[package]\nname = "ripgrep"\nversion = "15.0.0"\n\n[workspace]\nmembers = ["crates/searcher", "crates/cli"]\n',
  'Cargo.lock': '',
  'rustfmt.toml': 'max_width = 79\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  test:\n    steps:\n      - run: ${{ env.CARGO }} test --verbose --workspace ${{ env.TARGET_FLAGS }}\n  rustfmt:\n    steps:\n      - run: cargo fmt --all --check\n',
  'src/main.rs': 'fn main() {}\n',
  'crates/searcher/Cargo.toml': '[package]\nname = "grep-searcher"\nversion = "0.1.0"\n',
  'crates/searcher/src/lib.rs': 'pub fn search() {}\n',
  'crates/cli/Cargo.toml': '[package]\nname = "grep-cli"\nversion = "0.1.0"\n',
  'crates/cli/src/lib.rs': 'pub fn hostname() {}\n',
};

/** factory_bot: specs and standard, both in the Rakefile's default task. */
const standardGem = {
  'factory_bot.gemspec':
    'Gem::Specification.new do |s|\n  s.name = "factory_bot"\n  s.add_development_dependency("rspec")\n  s.add_development_dependency("standard")\nend\n',
  Gemfile: 'source "https://rubygems.org"\ngemspec\n',
  'Gemfile.lock': '',
  '.standard.yml': 'ruby_version: 3.1\n',
  Rakefile:
    'require "rspec/core/rake_task"\nrequire "standard/rake"\n\ndesc "Default: run all specs and standard"\ntask default: %w[all_specs standard]\n\ntask all_specs: %w[spec:unit spec:acceptance]\n',
  '.github/workflows/build.yml':
    'on: [push, pull_request]\njobs:\n  build:\n    steps:\n      - run: bundle install\n      - run: bundle exec rake all_specs\n  standard:\n    steps:\n      - run: bundle exec rake standard\n',
  'lib/factory_bot/sequence.rb': 'module FactoryBot\n  class Sequence\n  end\nend\n',
  'spec/factory_bot/sequence_spec.rb': 'describe FactoryBot::Sequence do\nend\n',
};

describe('a fresh check: tox factors, a task runner per language, a package that is a workspace, standard', () => {
  ecosystemTable([
    {
      name: 'tox + uv: the factor env is expanded and run through uv; mypy is left to the env that runs it on the stubs',
      files: toxUv,
      change: { 'src/attr/_make.py': 'def attrib():\n    return 1\n' },
      expected: ['Run the tests: uv run pytest', 'Lint: uv run tox -e lint-ruff'],
      ran: ['uv run pytest tests/test_make.py -n auto'],
    },
    {
      name: 'tox + uv: a changed stub is type-checked by the env that runs mypy on it, which no test run reads; a bare `uv run tox` runs every env',
      files: toxUv,
      change: { 'src/attr/__init__.pyi': 'def attrib() -> int: ...\n' },
      expected: ['Lint: uv run tox -e lint-ruff', 'Type-check: uv run tox -e py-mypy'],
      ran: ['uv run tox'],
    },
    {
      name: 'Go + Ruby: a Ruby integration test is run by the target that runs its folder, not the Go tests',
      files: goWithRubyTests,
      change: { 'test/test_core.rb': "require_relative 'lib/common'\n\nclass TestCore < TestInteractive\n  def test_x; end\nend\n" },
      expected: ['Lint: make lint', 'Run the changed tests: make itest'],
      ran: ['ruby test/runner.rb --name test_x'],
      skips: ['make test'],
    },
    {
      name: 'Go + Ruby: a Go source keeps the Go tests',
      files: goWithRubyTests,
      change: { 'src/core.go': 'package fzf\n\nvar x = 1\n' },
      expected: ['Run the tests: make test', 'Lint: make lint'],
      ran: ['make test'],
    },
    {
      name: 'Rust: a member crate of a root package, tested through its manifest; CI’s format check rides along',
      files: packageWorkspace,
      change: { 'crates/cli/src/lib.rs': 'pub fn hostname() -> u8 { 1 }\n' },
      expected: ['Run the tests: cargo test -p grep-cli', 'Lint: cargo fmt --all --check'],
      ran: ['cargo test --manifest-path crates/cli/Cargo.toml --lib'],
      skips: ['cargo test', 'cargo test --manifest-path crates/searcher/Cargo.toml'],
    },
    {
      name: 'Ruby: the spec of the changed file, standard as the lint; a bare `rake` runs both',
      files: standardGem,
      change: { 'lib/factory_bot/sequence.rb': 'module FactoryBot\n  class Sequence\n    X = 1\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rspec', 'Lint: bundle exec rake standard'],
      ran: ['bundle exec rake'],
      skips: ['bundle exec rake standard:fix'],
    },
    {
      name: 'Ruby: the CI task of all specs counts as the tests',
      files: standardGem,
      change: { 'lib/factory_bot/sequence.rb': 'module FactoryBot\n  class Sequence\n    X = 2\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rspec', 'Lint: bundle exec rake standard'],
      ran: ['bundle exec rake all_specs', 'bundle exec rake standard'],
    },
  ]);
});

// Twelve more repositories, checked by helpers who decided each turn's answer from the repository before
// running checkpoint: the shapes it got wrong, each cut down to the files that decide it.

/** urllib3: nox sessions CI runs, mypy only in a dependency group of its own, a lint session that runs mypy too. */
const noxUv = {
  'pyproject.toml':
    '[project]\nname = "pkg"\n\n[dependency-groups]\ntest = ["pytest"]\ndev = [{include-group = "test"}]\nmypy = [{include-group = "test"}, "mypy", "nox"]\n\n[tool.pytest.ini_options]\ntestpaths = ["test"]\n\n[tool.mypy]\nmypy_path = "src"\n',
  'uv.lock': '',
  'noxfile.py':
    'import nox\n\n\n@nox.session(python=["3.12", "3.13"])\ndef test(session):\n    session.run_install("uv", "sync", "--frozen", "--group", "dev")\n    session.run("pytest", *(session.posargs or ("test/",)))\n\n\n@nox.session()\ndef lint(session):\n    session.install("pre-commit")\n    session.run("pre-commit", "run", "--all-files")\n    mypy(session)\n\n\n@nox.session(python="3.12")\ndef mypy(session):\n    session.run_install("uv", "sync", "--frozen", "--only-group", "mypy")\n    session.run("mypy", "-p", "pkg", "-p", "test")\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  lint:\n    steps:\n      - run: uvx nox -s lint\n  test:\n    steps:\n      - run: uvx nox -s test-3.13\n',
  'src/pkg/__init__.py': '',
  'src/pkg/retry.py': 'def f():\n    return 1\n',
  'test/test_retry.py': 'def test_f():\n    pass\n',
};

/** zoxide: a just recipe that runs cargo inside `nix-shell --run '...'`. */
const nixShellJust = {
  'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\n\n[dependencies]\nfastrand = "2.0.0"\n',
  'Cargo.lock': 'version = 4\n',
  'src/main.rs': 'fn main() {}\n',
  justfile: "test *args:\n    nix-shell --pure --run 'cargo nextest run --workspace {{args}}'\n",
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  ci:\n    steps:\n      - run: just test\n',
};

/** faraday: the Rakefile's default task is the RSpec task, and CI runs a bare `bundle exec rake`. */
const rakeSpec = {
  Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'rake'\ngem 'rspec'\n",
  'demo.gemspec': 'Gem::Specification.new { |s| s.name = "demo" }\n',
  Rakefile: "require 'rspec/core/rake_task'\nRSpec::Core::RakeTask.new(:spec)\ntask default: :spec\n",
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  ci:\n    steps:\n      - run: bundle exec rake\n',
  'lib/demo.rb': 'module Demo\nend\n',
  'spec/demo_spec.rb': 'describe Demo do\nend\n',
};

/** req: a mix alias of the test namespace defined by a function. */
const mixFunctionAlias = {
  'mix.exs':
    'defmodule Demo.MixProject do\n  use Mix.Project\n\n  def project do\n    [app: :demo, version: "0.1.0", deps: [], aliases: aliases()]\n  end\n\n  defp aliases do\n    ["test.adapters": &test_adapters/1]\n  end\n\n  defp test_adapters(args) do\n    for adapter <- ~w(finch mint) do\n      {_, 0} = System.cmd("mix", ["test" | args], env: [{"ADAPTER", adapter}])\n    end\n  end\nend\n',
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: mix deps.get\n      - run: mix test.adapters\n',
  'lib/demo.ex': 'defmodule Demo do\nend\n',
  'test/demo_test.exs': 'defmodule DemoTest do\n  use ExUnit.Case\nend\n',
};

/** fmt: a CMake project whose test is a program the build makes. */
const cmakeTests = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.14)\nproject(demo CXX)\nadd_library(demo src/demo.cc)\nenable_testing()\nadd_executable(demo-test test/demo-test.cc)\ntarget_link_libraries(demo-test demo)\nadd_test(NAME demo-test COMMAND demo-test)\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - run: cmake -B build\n      - run: cmake --build build\n      - run: ctest --test-dir build\n',
  'src/demo.cc': 'int demo() { return 1; }\n',
  'test/demo-test.cc': 'int main() { return 0; }\n',
};

/** zap: a Makefile lint target CI runs, beside a configured golangci-lint. */
const goMakeLint = {
  'go.mod': 'module go.uber.org/demo\n\ngo 1.22\n',
  '.golangci.yml': 'linters:\n  enable: [revive]\n',
  Makefile: '.PHONY: lint test\nlint:\n\tgolangci-lint run ./...\n\t./checklicense.sh\n\ntest:\n\tgo test -race ./...\n',
  '.github/workflows/go.yml':
    'on: [push]\njobs:\n  lint:\n    steps:\n      - run: make lint\n  test:\n    steps:\n      - run: make test\n',
  'demo.go': 'package demo\n',
};

/** vue core: `test` runs e2e and browser projects too; CI runs the unit script. */
const unitScript = {
  'package.json': json({
    private: true,
    packageManager: 'pnpm@10.0.0',
    scripts: {
      check: 'tsc --incremental --noEmit',
      lint: 'eslint --cache .',
      test: 'vitest',
      'test-unit': 'vitest --project unit*',
      'test-e2e': 'node scripts/build.js vue -f global -d && vitest --project e2e --project e2e-browser',
    },
    devDependencies: { vitest: '^4.0.0', typescript: '^5.9.0', eslint: '^9.0.0' },
  }),
  'pnpm-workspace.yaml': "packages: ['packages/*']\n",
  'pnpm-lock.yaml': '',
  'tsconfig.json': json({ include: ['packages/*/src'] }),
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  unit-test:\n    steps:\n      - run: pnpm install\n      - run: pnpm run test-unit\n  e2e-test:\n    steps:\n      - run: pnpm run test-e2e\n  lint:\n    steps:\n      - run: pnpm run lint\n      - run: pnpm run check\n',
  'packages/shared/package.json': json({ name: '@vue/shared' }),
  'packages/shared/src/escapeHtml.ts': 'export const escapeHtml = (s: string) => s;\n',
};

/** monolog: phpstan analyses `src/` only; a php-cs-fixer config without the tool required. */
const phpstanPaths = {
  'composer.json': json({
    name: 'acme/log',
    require: { php: '>=8.1' },
    'require-dev': { 'phpstan/phpstan': '^2', 'phpunit/phpunit': '^11.0.7' },
    scripts: { test: '@php vendor/bin/phpunit', phpstan: '@php vendor/bin/phpstan analyse' },
  }),
  'phpstan.neon.dist': 'parameters:\n    level: 8\n    paths:\n        - src/\n#        - tests/\n',
  '.php-cs-fixer.php': '<?php\nreturn new PhpCsFixer\\Config();\n',
  'phpunit.xml.dist': '<phpunit/>\n',
  'src/Formatter/LineFormatter.php': '<?php\nclass LineFormatter {}\n',
  'tests/Formatter/LineFormatterTest.php': '<?php\nclass LineFormatterTest {}\n',
};

describe('a second fresh check: nox, shells that run a command line, rake and mix defaults, CMake tests, CI-run targets', () => {
  ecosystemTable([
    {
      name: 'nox: mypy through the session the project declares, not a `mypy .` its default group cannot run; `nox -rs` names it',
      files: noxUv,
      change: { 'src/pkg/retry.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: uv run pytest', 'Lint: uvx nox -s lint', 'Type-check: uvx nox -s mypy'],
      ran: ['nox -rs test-3.13 -- test/test_retry.py', 'nox -rs mypy'],
    },
    {
      name: 'nox: the lint session that calls the mypy session type-checks',
      files: noxUv,
      change: { 'src/pkg/retry.py': 'def f():\n    return 3\n' },
      expected: ['Run the tests: uv run pytest', 'Lint: uvx nox -s lint', 'Type-check: uvx nox -s mypy'],
      ran: ['uvx nox -s test-3.13', 'uvx nox -s lint'],
    },
    {
      name: 'just + nix-shell: the recipe’s cargo inside `--run` resolves the lock and tests',
      files: nixShellJust,
      change: { 'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\n\n[dependencies]\nfastrand = "2.3.0"\n' },
      expected: ['Install updated dependencies: cargo update --workspace', 'Run the tests: just test'],
      ran: ['just test'],
    },
    {
      name: 'rake: a bare `bundle exec rake` runs its default task, the specs',
      files: rakeSpec,
      change: { 'lib/demo.rb': 'module Demo\n  X = 1\nend\n' },
      expected: ['Run the tests: bundle exec rspec'],
      ran: ['bundle exec rake'],
    },
    {
      name: 'mix: an alias of the test namespace a function defines runs the tests',
      files: mixFunctionAlias,
      change: { 'lib/demo.ex': 'defmodule Demo do\n  def x, do: 1\nend\n' },
      expected: ['Run the tests: mix test'],
      ran: ['mix test.adapters --slowest 5'],
    },
    {
      name: 'CMake: a changed test program is built before ctest runs it',
      files: cmakeTests,
      change: { 'test/demo-test.cc': 'int main() { return 1 - 1; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['cmake -B build', 'cmake --build build', 'ctest --test-dir build'],
    },
    {
      name: 'Go: the Makefile lint target CI runs, over the linter alone',
      files: goMakeLint,
      change: { 'demo.go': 'package demo\n\nvar X = 1\n' },
      expected: ['Run the tests: make test', 'Lint: make lint'],
      ran: ['make test'],
    },
    {
      name: 'pnpm: the unit-test script CI runs, not a `test` that also runs e2e and browser projects',
      files: unitScript,
      change: { 'packages/shared/src/escapeHtml.ts': 'export const escapeHtml = (s: string) => s.trim();\n' },
      expected: ['Run the tests: pnpm run test-unit', 'Lint: pnpm run lint', 'Type-check: pnpm run check'],
      ran: ['pnpm run test-unit shared', 'pnpm run check'],
    },
    {
      name: 'PHP: a test outside phpstan’s paths asks only its test run; no fixer the project does not require',
      files: phpstanPaths,
      change: { 'tests/Formatter/LineFormatterTest.php': '<?php\nclass LineFormatterTest { const X = 1; }\n' },
      expected: ['Run the changed tests: composer test -- tests/Formatter/LineFormatterTest.php'],
      ran: ['composer test -- tests/Formatter/LineFormatterTest.php'],
    },
    {
      name: 'PHP: a source in phpstan’s paths is analysed',
      files: phpstanPaths,
      change: { 'src/Formatter/LineFormatter.php': '<?php\nclass LineFormatter { const X = 1; }\n' },
      expected: ['Run the tests: composer test', 'Type-check: composer phpstan'],
      ran: ['composer test', 'composer phpstan'],
    },
  ]);
});

// A third fresh check, after the fixes above, on twelve more repositories: the shapes it still got wrong.

/** tokio: a workspace crate that enables no feature by default, tested in CI with the features a workflow variable holds. */
const featuresFromCi = {
  'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["core", "util"]\n',
  'Cargo.lock': '',
  'util/Cargo.toml': '[package]\nname = "util"\nversion = "0.1.0"\n\n[features]\ndefault = []\nfull = ["codec"]\ncodec = []\n',
  'util/src/lib.rs': '#[cfg(feature = "codec")]\npub mod codec;\n',
  'util/src/codec.rs': 'pub fn decode() {}\n',
  'core/Cargo.toml': '[package]\nname = "core"\nversion = "0.1.0"\n',
  'core/src/lib.rs': '',
  'clippy.toml': 'msrv = "1.70"\n',
  '.github/workflows/ci.yml':
    'on: [push]\nenv:\n  STABLE_FEATURES: "full,test-util"\njobs:\n  test:\n    steps:\n      - run: cargo nextest run --workspace --features $STABLE_FEATURES\n  clippy:\n    steps:\n      - run: cargo clippy --workspace --tests --no-deps --features $UNSET_FEATURES\n',
};

/** healthchecks: a mypy.ini that names no files, and CI's own strict run on the app folder. */
const mypyFromCi = {
  'requirements.txt': 'django\nmypy\n',
  'manage.py': '#!/usr/bin/env python\n',
  'mypy.ini': '[mypy]\nstrict = True\n',
  '.github/workflows/mypy.yml': 'on: [push]\njobs:\n  main:\n    steps:\n      - run: mypy --strict --show-traceback hc\n',
  'hc/__init__.py': '',
  'hc/views.py': 'x = 1\n',
  'scripts/seed.py': 'y = 1\n',
};

/** excalidraw: a package script that emits declarations with tsc, and the root's type-check CI runs. */
const emittingTypes = {
  'package.json': json({
    private: true,
    workspaces: ['packages/*'],
    scripts: { test: 'yarn test:app', 'test:app': 'vitest', 'test:typecheck': 'tsc' },
  }),
  'tsconfig.json': json({ compilerOptions: { strict: true, noEmit: true }, include: ['packages'] }),
  'yarn.lock': '',
  'packages/math/package.json': json({ name: '@excalidraw/math', scripts: { 'gen:types': 'rimraf types && tsc' } }),
  'packages/math/tsconfig.json': json({ compilerOptions: { outDir: './dist/types' }, include: ['src/**/*'] }),
  'packages/math/src/vector.ts': 'export const f = (x: number) => x;\n',
  '.github/workflows/lint.yml': 'on: [push]\njobs:\n  lint:\n    steps:\n      - run: yarn test:typecheck\n',
};

/** Next-js-Boilerplate: a Drizzle schema file and the project's script that writes the migration. */
const drizzleScript = {
  'package.json': json({
    scripts: {
      test: 'vitest run',
      'check:types': 'tsc --noEmit --pretty',
      'db:generate': 'drizzle-kit generate',
      'db:migrate': 'drizzle-kit migrate',
    },
    dependencies: { 'drizzle-orm': '^0.45.2' },
    devDependencies: { 'drizzle-kit': '^0.31.10', vitest: '^4.0.0', typescript: '^5.9.0' },
  }),
  'package-lock.json': '{}\n',
  'tsconfig.json': json({ compilerOptions: { strict: true }, include: ['src'] }),
  'drizzle.config.ts': "export default { out: './migrations', schema: './src/models/Schema.ts', dialect: 'postgresql' };\n",
  'src/models/Schema.ts': "export const counter = { id: 'serial' };\n",
};

/** rich: a tox lint env, and the Makefile's format check CI and the guide run. */
const formatCheckTarget = {
  'pyproject.toml': '[tool.poetry]\nname = "pkg"\n\n[tool.poetry.dev-dependencies]\npytest = "^7.0.0"\nblack = "^22.6"\nmypy = "^1.11"\n',
  'poetry.lock': '',
  Makefile: 'test:\n\tpytest tests/ -vv\nformat-check:\n\tblack --check .\ntypecheck:\n\tmypy -p pkg --no-incremental\n',
  'tox.ini':
    '[tox]\nenvlist = lint, py312\n[testenv]\ncommands =\n    pytest tests/\n[testenv:lint]\ncommands =\n    make format-check\n    make typecheck\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  ci:\n    steps:\n      - run: poetry install\n      - run: make format-check\n      - run: make typecheck\n      - run: pytest tests -v\n',
  'pkg/__init__.py': 'def f() -> int:\n    return 1\n',
  'tests/test_f.py': 'def test_f():\n    pass\n',
};

/** go-task: a Taskfile generator whose `sources:` names the interface its mocks are written from. */
const taskSources = {
  'go.mod': 'module example.com/m\n\ngo 1.24\n',
  'Taskfile.yml':
    "version: '3'\ntasks:\n  generate:mocks:\n    sources:\n      - 'internal/fp/*.go'\n    generates:\n      - 'internal/fp/*_mock.go'\n    cmds:\n      - go run github.com/vektra/mockery/v3@v3.2.2\n  test:\n    cmds:\n      - go test ./...\n",
  'internal/fp/checker.go': 'package fp\n\ntype Checker interface { Kind() string }\n',
};

/** Alamofire: a Swift package CI tests with xcodebuild, its action last. */
const swiftPackage = {
  'Package.swift': 'let package = Package(name: "Lib", targets: [.target(name: "Lib"), .testTarget(name: "LibTests")])\n',
  'Source/RetryPolicy.swift': 'struct RetryPolicy {}\n',
  'Tests/RetryPolicyTests.swift': 'import XCTest\n',
};

/** laravel-permission: a constraint raised past the version the lock holds. */
const composerLocked = {
  'composer.json': json({ require: { php: '^8.2', 'laravel/framework': '^11.0' }, 'require-dev': { 'phpunit/phpunit': '^11.0' } }),
  'composer.lock': json({
    packages: [{ name: 'laravel/framework', version: 'v11.9.2' }],
    'packages-dev': [{ name: 'phpunit/phpunit', version: '11.2.0' }],
  }),
  'src/Permission.php': '<?php\nclass Permission {}\n',
};

describe('a third fresh check: CI variables and features, CI’s own type-check, emitting scripts, migrations, generator inputs', () => {
  ecosystemTable([
    {
      name: 'Rust: a crate with no default features is tested with those CI enables; a CI variable left unset here is never said',
      files: featuresFromCi,
      change: { 'util/src/codec.rs': 'pub fn decode() -> u8 { 1 }\n' },
      expected: ['Run the tests: cargo nextest run -p util --features full', 'Lint: cargo clippy -p util --features codec'],
      ran: ['cargo nextest run -p util --features full'],
      skips: ['cargo nextest run -p util', 'cargo test -p core --features full'],
    },
    {
      name: 'Python: the type-check CI runs with its flags, of the folder it names; a file outside it is not its',
      files: mypyFromCi,
      change: { 'hc/views.py': 'x = 2\n', 'scripts/seed.py': 'y = 2\n' },
      expected: ['Run the tests: python manage.py test', 'Type-check: mypy --strict --show-traceback hc'],
      ran: ['python manage.py test', 'mypy --strict --show-traceback hc'],
    },
    {
      name: 'yarn: a script that emits declarations is no type-check; the root’s that CI runs is',
      files: emittingTypes,
      change: { 'packages/math/src/vector.ts': 'export const f = (x: number) => x + 1;\n' },
      expected: ['Run the tests: yarn test', 'Type-check: yarn run test:typecheck'],
      ran: ['yarn test', 'yarn test:typecheck'],
    },
    {
      name: 'Drizzle: a schema change is written into a migration by the project’s script',
      files: drizzleScript,
      change: { 'src/models/Schema.ts': "export const counter = { id: 'serial', step: 'integer' };\n" },
      expected: [
        'Run the tests: npm test',
        'Type-check: npm run check:types',
        'Create the migration for the model change: npm run db:generate',
      ],
      ran: ['npm test', 'npm run check:types', 'npm run db:generate'],
    },
    {
      name: 'Python: the format-check target CI runs is the lint, not a tox env',
      files: formatCheckTarget,
      change: { 'pkg/__init__.py': 'def f() -> int:\n    return 2\n' },
      expected: ['Run the tests: make test', 'Lint: make format-check', 'Type-check: make typecheck'],
      ran: ['make test', 'make typecheck'],
    },
    {
      name: 'Taskfile: a change to a file a generator task declares as its source regenerates',
      files: taskSources,
      change: { 'internal/fp/checker.go': 'package fp\n\ntype Checker interface {\n\tKind() string\n\tName() string\n}\n' },
      expected: ['Regenerate the code generated from it: task generate:mocks', 'Run the tests: task test'],
      ran: ['task generate:mocks', 'task test'],
    },
    {
      name: 'Swift: xcodebuild with its test action last runs the tests',
      files: swiftPackage,
      change: { 'Source/RetryPolicy.swift': 'struct RetryPolicy { let x = 1 }\n' },
      expected: ['Run the tests: swift test'],
      ran: ['xcodebuild -scheme Lib -destination platform=macOS test'],
      skips: ['xcodebuild -scheme Lib -destination platform=macOS clean'],
    },
    {
      name: 'Composer: a constraint raised past the locked version updates that package',
      files: composerLocked,
      change: {
        'composer.json': json({ require: { php: '^8.2', 'laravel/framework': '^12.0' }, 'require-dev': { 'phpunit/phpunit': '^11.0' } }),
      },
      expected: ['Install updated dependencies: composer update laravel/framework', 'Run the tests: vendor/bin/phpunit'],
      ran: ['composer update laravel/framework', 'vendor/bin/phpunit'],
    },
  ]);
});

// A fourth fresh check, on twelve more repositories: the shapes the third round's fixes still got wrong.

/** starlette: a wrapper whose coverage run has a shell variable before `-m pytest`. */
const coverageVariable = {
  'pyproject.toml': '[project]\nname = "pkg"\n\n[tool.pytest.ini_options]\naddopts = "-rXs"\n',
  'scripts/test': '#!/bin/sh -e\nbranch_option=$(python -c "print(\\"--branch\\")")\ncoverage run $branch_option -m pytest "$@"\n',
  '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: "scripts/test"\n',
  'pkg/__init__.py': '',
  'pkg/mod.py': 'def add(a, b):\n    return a + b\n',
  'tests/test_mod.py': 'from pkg.mod import add\n',
};

/** elysia: eslint 9 beside a legacy `.eslintrc.json` only (eslint 9 reads no such file), no lint script. */
const legacyEslint = {
  'package.json': json({
    name: 'm',
    scripts: { test: 'bun test && bun run test:types', 'test:types': 'tsc --project tsconfig.test.json' },
    devDependencies: { eslint: '^9.24.0', typescript: '^5.5.3' },
  }),
  '.eslintrc.json': '{ "extends": ["eslint:recommended"] }\n',
  'bun.lock': '{}\n',
  'tsconfig.json': json({ compilerOptions: { strict: true, noEmit: true } }),
  'src/index.ts': 'export const add = (a: number, b: number) => a + b;\n',
};

/** dub: the root's test runs each package's own through turbo; the changed package has none. */
const turboFansOut = {
  'package.json': json({ private: true, packageManager: 'pnpm@9.0.0', scripts: { test: 'turbo run test', lint: 'turbo run lint' } }),
  'pnpm-workspace.yaml': 'packages:\n  - apps/*\n  - packages/*\n',
  'pnpm-lock.yaml': '',
  'turbo.json': json({ tasks: { test: {}, lint: {} } }),
  'apps/web/package.json': json({ name: 'web', scripts: { test: 'vitest run --dir tests/e2e' }, devDependencies: { vitest: '^3' } }),
  'packages/utils/package.json': json({ name: '@dub/utils', scripts: { build: 'tsup', 'check-types': 'tsc --noEmit' } }),
  'packages/utils/tsconfig.json': json({ include: ['src'] }),
  'packages/utils/src/capitalize.ts': 'export const capitalize = (s: string) => s;\n',
};

/** rack: rubocop kept in an optional Gemfile group, which a plain `bundle install` leaves out. */
const optionalRubocop = {
  Gemfile:
    "source 'https://rubygems.org'\ngemspec\n\ngroup :doc, optional: true do\n  gem 'rdoc'\nend\n\ngroup :rubocop, optional: true do\n  gem 'rubocop'\nend\n",
  'rack.gemspec': 'Gem::Specification.new { |s| s.name = "rack" }\n',
  '.rubocop.yml': 'AllCops:\n  TargetRubyVersion: 2.4\n',
  Rakefile: 'require "rake/testtask"\nRake::TestTask.new\ntask default: :test\n',
  'lib/rack/etag.rb': 'module Rack\n  class ETag\n  end\nend\n',
};

/** Humanizer: two test projects reference the library; its namesake tests it, by `--project` under the testing platform. */
const dotnetNamesake = {
  'global.json': json({ sdk: { version: '10.0.100' }, test: { runner: 'Microsoft.Testing.Platform' } }),
  'Humanizer.slnx':
    '<Solution>\n  <Project Path="src/Humanizer/Humanizer.csproj" />\n  <Project Path="src/Humanizer.SourceGenerators/Humanizer.SourceGenerators.csproj" />\n  <Project Path="tests/Humanizer.SourceGenerators.Tests/Humanizer.SourceGenerators.Tests.csproj" />\n  <Project Path="tests/Humanizer.Tests/Humanizer.Tests.csproj" />\n</Solution>\n',
  'src/Humanizer/Humanizer.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <AdditionalFiles Include="Locales\\*.yml" />\n    <ProjectReference Include="..\\Humanizer.SourceGenerators\\Humanizer.SourceGenerators.csproj" OutputItemType="Analyzer" />\n  </ItemGroup>\n</Project>\n',
  'src/Humanizer/Truncation/FixedLengthTruncator.cs': 'class FixedLengthTruncator {}\n',
  'src/Humanizer/Locales/de.yml': "locale: 'de'\nnow: 'jetzt'\n",
  'src/Humanizer.SourceGenerators/Humanizer.SourceGenerators.csproj': '<Project Sdk="Microsoft.NET.Sdk" />\n',
  'tests/Humanizer.SourceGenerators.Tests/Humanizer.SourceGenerators.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <PackageReference Include="xunit.v3.mtp-v2" />\n    <ProjectReference Include="..\\..\\src\\Humanizer\\Humanizer.csproj" />\n    <ProjectReference Include="..\\..\\src\\Humanizer.SourceGenerators\\Humanizer.SourceGenerators.csproj" />\n  </ItemGroup>\n</Project>\n',
  'tests/Humanizer.Tests/Humanizer.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <PackageReference Include="xunit.v3.mtp-v2" />\n    <ProjectReference Include="..\\..\\src\\Humanizer\\Humanizer.csproj" />\n  </ItemGroup>\n</Project>\n',
};

/** serde_json and zellij: a feature-gated module whose clippy line passes its own arguments after `--`; a workspace CI tests with its xtask. */
const clippyArgs = {
  'Cargo.toml': '[package]\nname = "serde_json"\nversion = "1.0.0"\n\n[features]\ndefault = ["std"]\nstd = []\nraw_value = []\n',
  'Cargo.lock': '',
  'src/lib.rs': '#[cfg(feature = "raw_value")]\nmod raw;\n',
  'src/raw.rs': 'pub struct RawValue;\n',
};
const xtaskWorkspace = {
  'Cargo.toml': '[package]\nname = "zellij"\nversion = "0.1.0"\n\n[workspace]\nmembers = ["zellij-server", "xtask"]\n',
  'Cargo.lock': '',
  '.cargo/config.toml': '[alias]\nxtask = "run -q --package xtask --"\n',
  'src/main.rs': 'fn main() {}\n',
  'zellij-server/Cargo.toml': '[package]\nname = "zellij-server"\nversion = "0.1.0"\n',
  'zellij-server/src/lib.rs': 'pub mod logging_pipe;\n',
  'zellij-server/src/logging_pipe.rs': 'pub struct LoggingPipe;\n',
  'xtask/Cargo.toml': '[package]\nname = "xtask"\nversion = "0.1.0"\n',
  'xtask/src/main.rs': 'fn main() {}\n',
  '.github/workflows/rust.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: cargo xtask test\n',
};

/** kotlinpoet: the binary-compatibility validator applied from the root; the project keeps its dump in `api/`. */
const apiDump = {
  'settings.gradle.kts': 'include(":kotlinpoet")\n',
  'build.gradle.kts':
    'plugins {\n  alias(libs.plugins.kotlinBinaryCompatibilityValidator)\n}\napiValidation { ignoredProjects += listOf("interop") }\n',
  gradlew: '#!/bin/sh\n',
  'kotlinpoet/build.gradle.kts': 'plugins {\n  kotlin("multiplatform")\n  id("com.diffplug.spotless")\n}\nkotlin { jvm() }\n',
  'kotlinpoet/api/kotlinpoet.api': 'public final class com/squareup/kotlinpoet/NameAllocator {\n}\n',
  'kotlinpoet/src/commonMain/kotlin/com/squareup/kotlinpoet/NameAllocator.kt': 'public class NameAllocator\n',
  '.github/workflows/build.yml': 'on: [push]\njobs:\n  build:\n    steps:\n      - run: ./gradlew build\n',
};

describe('a fourth fresh check: shell variables in wrappers, linters that cannot run, fanned-out tests, .NET test projects, cargo arguments', () => {
  ecosystemTable([
    {
      name: 'Python: the wrapper CI runs counts, though its coverage run has a variable before `-m pytest`',
      files: coverageVariable,
      change: { 'pkg/mod.py': 'def add(a, b):\n    return int(a) + int(b)\n' },
      expected: ['Run the tests: scripts/test'],
      ran: ['scripts/test tests/test_mod.py'],
    },
    {
      name: 'bun: no eslint asked where eslint 9 finds no flat config',
      files: legacyEslint,
      change: { 'src/index.ts': 'export const add = (a: number, b: number) => a + b + 0;\n' },
      expected: ['Run the tests: bun run test'],
      ran: ['bun run test'],
    },
    {
      name: 'turbo: a package without tests of its own borrows none from a root that runs each package’s',
      files: turboFansOut,
      change: { 'packages/utils/src/capitalize.ts': 'export const capitalize = (s: string) => s.toUpperCase();\n' },
      expected: ['Lint: pnpm run lint', 'Type-check: pnpm --filter @dub/utils check-types'],
      ran: ['pnpm --filter @dub/utils check-types'],
    },
    {
      name: 'Ruby: no rubocop where the Gemfile keeps it in an optional group',
      files: optionalRubocop,
      change: { 'lib/rack/etag.rb': 'module Rack\n  class ETag\n    X = 1\n  end\nend\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['bundle exec rake'],
    },
    {
      name: '.NET: the library’s namesake test project, by --project under the testing platform',
      files: dotnetNamesake,
      change: { 'src/Humanizer/Truncation/FixedLengthTruncator.cs': 'class FixedLengthTruncator { int x; }\n' },
      expected: ['Run the tests: dotnet test --project tests/Humanizer.Tests/Humanizer.Tests.csproj'],
      ran: ['dotnet test --project tests/Humanizer.Tests/Humanizer.Tests.csproj --framework net10.0'],
      skips: ['dotnet test --project tests/Humanizer.SourceGenerators.Tests/Humanizer.SourceGenerators.Tests.csproj'],
    },
    {
      name: '.NET: a file the project hands its source generator (AdditionalFiles) is its source',
      files: dotnetNamesake,
      change: { 'src/Humanizer/Locales/de.yml': "locale: 'de'\nnow: 'gerade eben'\n" },
      expected: ['Run the tests: dotnet test --project tests/Humanizer.Tests/Humanizer.Tests.csproj'],
      ran: ['dotnet test --project tests/Humanizer.Tests/Humanizer.Tests.csproj'],
    },
    {
      name: 'Rust: the gating feature goes before clippy’s own `--` arguments',
      files: {
        ...clippyArgs,
        '.github/workflows/ci.yml': 'on: [push]\njobs:\n  clippy:\n    steps:\n      - run: cargo clippy --tests -- -Dclippy::all\n',
      },
      change: { 'src/raw.rs': 'pub struct RawValue(u8);\n' },
      expected: ['Run the tests: cargo test --features raw_value', 'Lint: cargo clippy --tests --features raw_value -- -Dclippy::all'],
      ran: ['cargo test --features raw_value'],
    },
    {
      name: 'Gradle: a project whose API dump the validator keeps checks it, though the root applies the validator',
      files: apiDump,
      change: {
        'kotlinpoet/src/commonMain/kotlin/com/squareup/kotlinpoet/NameAllocator.kt':
          'public class NameAllocator {\n  public fun names(): Set<String> = emptySet()\n}\n',
      },
      expected: [
        'Run the tests: ./gradlew :kotlinpoet:allTests',
        'Check the public API against its baseline: ./gradlew :kotlinpoet:apiCheck',
        'Lint: ./gradlew :kotlinpoet:spotlessCheck',
      ],
      ran: ['./gradlew build'],
      skips: ['./gradlew :interop:apiCheck'],
    },
    {
      name: 'Rust: the xtask CI tests the workspace with counts for a member crate',
      files: xtaskWorkspace,
      change: { 'zellij-server/src/logging_pipe.rs': 'pub struct LoggingPipe(u8);\n' },
      expected: ['Run the tests: cargo test -p zellij-server'],
      ran: ['cargo xtask test'],
      skips: ['cargo test'],
    },
  ]);
});

// A fifth fresh check, on twelve more repositories: what the fourth round's fixes still got wrong.

/** clap: a workspace member that holds benches only. */
const benchesOnly = {
  'Cargo.toml': '[workspace]\nmembers = ["clap_lex", "clap_bench"]\n',
  'Cargo.lock': '',
  'clap_lex/Cargo.toml': '[package]\nname = "clap_lex"\nversion = "0.7.0"\n',
  'clap_lex/src/lib.rs': '',
  'clap_bench/Cargo.toml': '[package]\nname = "clap_bench"\nversion = "0.0.0"\n\n[[bench]]\nname = "simple"\nharness = false\n',
  'clap_bench/benches/simple.rs': 'fn main() {}\n',
};

/** mockito: a root build script that lists the Android plugin `apply false` for its projects. */
const androidApplyFalse = {
  'settings.gradle.kts': 'include("mockito-core")\n',
  'build.gradle.kts': 'plugins {\n  id("com.android.application") version "8.5.0" apply false\n  java\n}\n',
  gradlew: '#!/bin/sh\n',
  'gradle/libs.versions.toml': '[versions]\njunit = "5.10.0"\n',
  'mockito-core/build.gradle.kts': 'plugins { java }\n',
  'mockito-core/src/main/java/org/mockito/Mockito.java': 'class Mockito {}\n',
};

/** dio: a melos workspace whose scripts CI and the guides run. */
const melosWorkspace = {
  'pubspec.yaml': 'name: ws\nenvironment:\n  sdk: ">=3.0.0 <4.0.0"\ndev_dependencies:\n  melos: ^6.0.0\n',
  'melos.yaml':
    'name: ws\npackages:\n  - pkg\nscripts:\n  analyze:\n    exec: dart analyze --fatal-infos\n  test:vm:\n    exec: dart test\n',
  'pkg/pubspec.yaml': 'name: pkg\nenvironment:\n  sdk: ">=3.0.0 <4.0.0"\n',
  'pkg/lib/pkg.dart': 'int x = 1;\n',
  'pkg/test/pkg_test.dart': "import 'package:test/test.dart';\n",
};

/** pydantic-settings: uv with dependency groups, none of them `dev`. */
const uvNoDev = {
  'pyproject.toml':
    '[project]\nname = "pkg"\n\n[dependency-groups]\nlinting = ["ruff"]\ntesting = ["pytest", "coverage"]\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
  'uv.lock': '',
  'pkg/__init__.py': '',
  'tests/test_pkg.py': '',
};

/** celery: a make target that runs `setup.py test`, which setuptools no longer has; CI runs tox. */
const setupPyTest = {
  'setup.py': 'from setuptools import setup\nsetup(name="celery")\n',
  'requirements.txt': 'kombu\n',
  'tox.ini': '[tox]\nenvlist = 3.12-unit\n[testenv]\ncommands = pytest t/unit {posargs}\n',
  Makefile: 'test:\n\t$(PYTHON) setup.py test\n',
  'celery/utils/text.py': 'def x():\n    return 1\n',
  't/unit/utils/test_text.py': 'def test_x():\n    pass\n',
};

/** gemini-cli: the root package and its CLI workspace share one name. */
const sharedName = {
  'package.json': json({
    name: '@google/gemini-cli',
    private: true,
    workspaces: ['packages/*'],
    scripts: { test: 'npm run test --workspaces --if-present' },
  }),
  'package-lock.json': '{}\n',
  'packages/cli/package.json': json({ name: '@google/gemini-cli', scripts: { test: 'vitest run' }, devDependencies: { vitest: '^3' } }),
  'packages/cli/src/settings.ts': 'export const x = 1;\n',
  'packages/core/package.json': json({
    name: '@google/gemini-cli-core',
    scripts: { test: 'vitest run' },
    devDependencies: { vitest: '^3' },
  }),
  'packages/core/src/core.ts': 'export const y = 1;\n',
};

/** go-github: golangci-lint loading module plugins, linted by the project's own script. */
const golangciPlugins = {
  'go.mod': 'module github.com/google/go-github\n\ngo 1.23\n',
  '.golangci.yml': 'linters-settings:\n  custom:\n    sliceofpointers:\n      type: "module"\n',
  'script/lint.sh': '#!/bin/sh\nset -e\ngolangci-lint custom && ./custom-gcl run ./...\n',
  '.github/workflows/linter.yml': 'on: [push]\njobs:\n  lint:\n    steps:\n      - run: script/lint.sh\n',
  'github/timestamp.go': 'package github\n',
};

/** lcobucci/jwt: composer.json changed beside a tracked lock that still satisfies it. */
const lockedSatisfied = {
  'composer.json': json({ require: { php: '^8.2', 'lcobucci/clock': '^3.0' }, 'require-dev': { 'phpunit/phpunit': '^11.0' } }),
  'composer.lock': json({
    packages: [{ name: 'lcobucci/clock', version: '3.3.1' }],
    'packages-dev': [{ name: 'phpunit/phpunit', version: '11.2.0' }],
  }),
  'src/Token.php': '<?php\nclass Token {}\n',
};

describe('a fifth fresh check: benches, plugins applied elsewhere, melos, dependency groups, stale recipes, shared names, locks', () => {
  ecosystemTable([
    {
      name: 'Rust: a bench is compiled only by a run of the benches',
      files: benchesOnly,
      change: { 'clap_bench/benches/simple.rs': 'fn main() { let _ = 1; }\n' },
      expected: ['Run the tests: cargo test -p clap_bench --benches'],
      ran: ['cargo test --workspace --benches'],
      skips: ['cargo test -p clap_bench'],
    },
    {
      name: 'Gradle: a plugin the root lists `apply false` is not its own: plain test after a catalog bump',
      files: androidApplyFalse,
      change: { 'gradle/libs.versions.toml': '[versions]\njunit = "5.11.0"\n' },
      expected: ['Run the tests: ./gradlew test'],
      ran: ['./gradlew test'],
    },
    {
      name: 'melos: its scripts and bootstrap are the workspace’s tests, analysis and install',
      files: melosWorkspace,
      change: { 'pkg/lib/pkg.dart': 'int x = 2;\n' },
      expected: ['Run the tests: cd pkg && dart test', 'Type-check: cd pkg && dart analyze'],
      ran: ['melos run analyze', 'melos run test:vm'],
    },
    {
      name: 'melos: a package’s dependency change is bootstrapped from the workspace root',
      files: melosWorkspace,
      change: { 'pkg/pubspec.yaml': 'name: pkg\nenvironment:\n  sdk: ">=3.0.0 <4.0.0"\ndependencies:\n  http: ^1.2.0\n' },
      expected: ['Install updated dependencies: melos bootstrap', 'Run the tests: cd pkg && dart test'],
      ran: ['melos bootstrap', 'melos run test:vm'],
    },
    {
      name: 'uv: with no `dev` group, the install keeps every group',
      files: uvNoDev,
      change: {
        'pyproject.toml':
          '[project]\nname = "pkg"\n\n[dependency-groups]\nlinting = ["ruff"]\ntesting = ["pytest>=8", "coverage"]\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      },
      expected: ['Install updated dependencies: uv sync --all-groups', 'Run the tests: uv run pytest'],
      ran: ['uv sync --all-groups', 'uv run pytest'],
    },
    {
      name: 'Python: a make target that runs `setup.py test` is no test run; the tests themselves are',
      files: setupPyTest,
      change: { 't/unit/utils/test_text.py': 'def test_x():\n    assert True\n' },
      expected: ['Run the changed tests: tox'],
      ran: ['pytest t/unit/utils/test_text.py'],
    },
    {
      name: 'npm: a workspace named like the root package is that member, by name',
      files: sharedName,
      change: { 'packages/cli/src/settings.ts': 'export const x = 2;\n' },
      expected: ['Run the tests: npm test -w packages/cli'],
      ran: ['npm run test -w @google/gemini-cli'],
      skips: ['npm run test -w @google/gemini-cli-core'],
    },
    {
      name: 'Go: golangci-lint with module plugins is the project’s lint script',
      files: golangciPlugins,
      change: { 'github/timestamp.go': 'package github\n\nvar X = 1\n' },
      expected: ['Run the tests: go test ./...', 'Lint: script/lint.sh'],
      ran: ['go test ./...'],
    },
    {
      name: 'Composer: a changed composer.json beside its lock writes the lock’s hash',
      files: lockedSatisfied,
      change: {
        'composer.json': json({ require: { php: '^8.2', 'lcobucci/clock': '^3.1' }, 'require-dev': { 'phpunit/phpunit': '^11.0' } }),
      },
      expected: ['Install updated dependencies: composer update --lock', 'Run the tests: vendor/bin/phpunit'],
      ran: ['composer update --lock', 'vendor/bin/phpunit'],
    },
  ]);
});

// A sixth fresh check, on twelve more repositories: what the fifth round's fixes still got wrong.

/** httparty: a .rubocop.yml, but no rubocop in the bundle. */
const rubocopUnbundled = {
  Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'rspec'\n",
  'httparty.gemspec': 'Gem::Specification.new { |s| s.name = "httparty" }\n',
  '.rubocop.yml': 'AllCops:\n  NewCops: enable\n',
  'lib/httparty/cookie_hash.rb': 'class CookieHash\nend\n',
  'spec/httparty/cookie_hash_spec.rb': 'describe CookieHash do\nend\n',
};

/** phpdotenv: a make target that runs its tests in an interactive container; CI runs phpunit itself. */
const dockerMake = {
  'composer.json': json({ require: { php: '^7.2.5 || ^8.0' }, 'require-dev': { 'phpunit/phpunit': '^8.5', 'phpstan/phpstan': '^1.10' } }),
  'phpunit.xml.dist': '<phpunit/>\n',
  Makefile:
    'test:\n\t@docker run -it -w /data -v ${PWD}:/data:delegated --entrypoint vendor/bin/phpunit --rm registry.gitlab.com/grahamcampbell/php:8.3-base\n',
  '.github/workflows/tests.yml': 'on: [push]\njobs:\n  tests:\n    steps:\n      - run: vendor/bin/phpunit\n',
  'src/Parser/Lexer.php': '<?php\nclass Lexer {}\n',
};

/** jsoup: integration tests the failsafe plugin runs. */
const failsafe = {
  'pom.xml':
    '<project>\n  <artifactId>jsoup</artifactId>\n  <build><plugins><plugin>\n    <artifactId>maven-failsafe-plugin</artifactId>\n  </plugin></plugins></build>\n</project>\n',
  'src/main/java/org/jsoup/internal/StringUtil.java': 'class StringUtil {}\n',
  'src/test/java/org/jsoup/integration/SessionIT.java': 'class SessionIT {}\n',
};

/** turbine: Kotlin Multiplatform applied through a version catalog alias. */
const kmpAlias = {
  'settings.gradle': "rootProject.name = 'turbine'\n",
  'build.gradle': 'plugins {\n  alias(libs.plugins.kotlin)\n}\nkotlin {\n  jvm()\n  js { nodejs() }\n}\n',
  gradlew: '#!/bin/sh\n',
  'src/commonMain/kotlin/app/cash/turbine/channel.kt': 'package app.cash.turbine\n',
  'src/commonTest/kotlin/app/cash/turbine/FlowTest.kt': 'package app.cash.turbine\n',
};

/** FluentValidation: the test project reaches the library through another project. */
const dotnetTransitive = {
  'FluentValidation.sln':
    'Project("{X}") = "FluentValidation", "src\\FluentValidation\\FluentValidation.csproj", "{A}"\nProject("{X}") = "FluentValidation.DependencyInjectionExtensions", "src\\FluentValidation.DependencyInjectionExtensions\\FluentValidation.DependencyInjectionExtensions.csproj", "{B}"\nProject("{X}") = "FluentValidation.Tests", "src\\FluentValidation.Tests\\FluentValidation.Tests.csproj", "{C}"\n',
  'src/FluentValidation/FluentValidation.csproj': '<Project Sdk="Microsoft.NET.Sdk" />\n',
  'src/FluentValidation/Validators/EmailValidator.cs': 'class EmailValidator {}\n',
  'src/FluentValidation.DependencyInjectionExtensions/FluentValidation.DependencyInjectionExtensions.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <ProjectReference Include="..\\FluentValidation\\FluentValidation.csproj" />\n  </ItemGroup>\n</Project>\n',
  'src/FluentValidation.Tests/FluentValidation.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <PackageReference Include="xunit" />\n    <ProjectReference Include="..\\FluentValidation.DependencyInjectionExtensions\\FluentValidation.DependencyInjectionExtensions.csproj" />\n  </ItemGroup>\n</Project>\n',
};

/** reqwest: a test target that requires a feature. */
const requiredFeatures = {
  'Cargo.toml':
    '[package]\nname = "reqwest"\nversion = "0.12.0"\n\n[features]\ndefault = ["default-tls"]\ndefault-tls = []\ncookies = []\n\n[[test]]\nname = "cookie"\npath = "tests/cookie.rs"\nrequired-features = ["cookies"]\n',
  'Cargo.lock': '',
  'src/lib.rs': '',
  'tests/cookie.rs': '#[test]\nfn cookie() {}\n',
};

describe('a sixth fresh check: linters outside the bundle, interactive containers, integration tests, KMP by alias, transitive references, required features', () => {
  ecosystemTable([
    {
      name: 'Ruby: a Cucumber step is the features’ run, not rspec’s',
      files: {
        ...rubocopUnbundled,
        Rakefile: "require 'cucumber/rake/task'\nCucumber::Rake::Task.new(:features)\n",
        'features/steps/response_steps.rb': 'Then /the response is (\\d+)/ do |code|\nend\n',
        'features/basic.feature': 'Feature: basic\n',
      },
      change: { 'features/steps/response_steps.rb': 'Then /the response is (\\d+)/ do |code|\n  code\nend\n' },
      expected: ['Run the tests: bundle exec cucumber'],
      ran: ['bundle exec cucumber features/basic.feature'],
      skips: ['bundle exec rspec'],
    },
    {
      name: 'Ruby: no rubocop where the bundle has none',
      files: rubocopUnbundled,
      change: { 'lib/httparty/cookie_hash.rb': 'class CookieHash\n  X = 1\nend\n' },
      expected: ['Run the tests: bundle exec rspec'],
      ran: ['bundle exec rspec'],
    },
    {
      name: 'PHP: a make target that runs an interactive container is no test run an agent can make',
      files: dockerMake,
      change: { 'src/Parser/Lexer.php': '<?php\nclass Lexer { const X = 1; }\n' },
      expected: ['Run the tests: vendor/bin/phpunit', 'Type-check: vendor/bin/phpstan analyse'],
      ran: ['vendor/bin/phpunit', 'vendor/bin/phpstan analyse'],
    },
    {
      name: 'Maven: an integration test is run by verify, never by test',
      files: failsafe,
      change: { 'src/test/java/org/jsoup/integration/SessionIT.java': 'class SessionIT { int x; }\n' },
      expected: ['Run the changed tests: mvn verify'],
      ran: ['mvn verify'],
      skips: ['mvn test'],
    },
    {
      name: 'Gradle: Kotlin Multiplatform by its targets, the plugin applied through an alias',
      files: kmpAlias,
      change: { 'src/commonMain/kotlin/app/cash/turbine/channel.kt': 'package app.cash.turbine\nval x = 1\n' },
      expected: ['Run the tests: ./gradlew allTests'],
      ran: ['./gradlew build'],
      skips: ['./gradlew test'],
    },
    {
      name: 'Gradle: a common test of a multiplatform project is a changed test',
      files: kmpAlias,
      change: { 'src/commonTest/kotlin/app/cash/turbine/FlowTest.kt': 'package app.cash.turbine\nval y = 1\n' },
      expected: ['Run the changed tests: ./gradlew allTests'],
      ran: ['./gradlew allTests'],
    },
    {
      name: '.NET: a test project that reaches the library through another project tests it',
      files: dotnetTransitive,
      change: { 'src/FluentValidation/Validators/EmailValidator.cs': 'class EmailValidator { int x; }\n' },
      expected: ['Run the tests: dotnet test src/FluentValidation.Tests/FluentValidation.Tests.csproj'],
      ran: ['dotnet test src/FluentValidation.Tests/FluentValidation.Tests.csproj'],
      skips: ['dotnet build src/FluentValidation/FluentValidation.csproj'],
    },
    {
      name: 'Python: a test-data file is no test module: the suite that reads it, not pytest on the file',
      files: {
        'pyproject.toml': '[project]\nname = "black"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
        'tests/test_format.py': 'def test_cases():\n    pass\n',
        'tests/data/cases/comments.py': '# a case\n',
      },
      change: { 'tests/data/cases/t_prefix.py': 't = 1\n' },
      expected: ['Run the changed tests: pytest'],
      ran: ['pytest'],
    },
    {
      name: 'Storybook: a story asks its type-check, not a unit suite that never imports it',
      files: {
        'package.json': json({
          name: 'ui',
          scripts: { test: 'vitest run', lint: 'eslint .' },
          devDependencies: { vitest: '^3', storybook: '^9', typescript: '^5', eslint: '^9' },
        }),
        'package-lock.json': '{}\n',
        'eslint.config.js': 'export default [];\n',
        'tsconfig.json': json({ include: ['src'] }),
        'src/Button.tsx': 'export const Button = () => null;\n',
        'src/Button.stories.tsx': "import { Button } from './Button';\nexport default { component: Button };\n",
      },
      change: { 'src/Button.stories.tsx': "import { Button } from './Button';\nexport default { component: Button, title: 'B' };\n" },
      expected: ['Lint: npm run lint', 'Type-check: npx tsc --noEmit'],
      ran: ['npx tsc --noEmit'],
    },
    {
      name: 'Rust: a test target that requires a feature runs with it',
      files: requiredFeatures,
      change: { 'tests/cookie.rs': '#[test]\nfn cookie() { assert!(true) }\n' },
      expected: ['Run the changed tests: cargo test --features cookies --test cookie'],
      ran: ['cargo test --features cookies --test cookie'],
      skips: ['cargo test'],
    },
  ]);
});

// A seventh fresh check, on twelve more repositories: what the sixth round's fixes still got wrong.

/** fastapi: a strict mypy config naming no files, the package beside its tests, and CI's test script run through bash. */
const fastapiShape = {
  'pyproject.toml':
    '[project]\nname = "fastapi"\n\n[tool.mypy]\nstrict = true\n\n[tool.pytest.ini_options]\naddopts = ["--strict-config"]\n',
  'uv.lock': '',
  'scripts/test.sh': '#!/usr/bin/env bash\nset -e\nset -x\ncoverage run -m pytest tests ${@}\n',
  '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: uv run --no-sync bash scripts/test.sh\n',
  'fastapi/__init__.py': '',
  'fastapi/routing.py': 'x = 1\n',
  'tests/test_routing.py': 'def test_x():\n    pass\n',
};

/** TanStack query: an nx target whose name holds a colon (`test:eslint`), run by project. */
const nxColonTarget = {
  'package.json': json({ name: 'root', private: true, packageManager: 'pnpm@10.0.0', devDependencies: { nx: '^21' } }),
  'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
  'pnpm-lock.yaml': '',
  'nx.json': json({}),
  'packages/query-core/package.json': json({
    name: '@tanstack/query-core',
    scripts: { 'test:eslint': 'eslint ./src', 'test:lib': 'vitest', 'test:types': 'tsc --noEmit' },
  }),
  'packages/query-core/src/query.ts': 'export const q = 1;\n',
};

/** commons-lang: a pom whose default goal runs the build, and its README's bare `mvn`. */
const mavenDefault = {
  'pom.xml':
    '<project>\n  <artifactId>commons-lang3</artifactId>\n  <build>\n    <defaultGoal>clean verify checkstyle:check</defaultGoal>\n  </build>\n</project>\n',
  'src/main/java/org/apache/commons/lang3/StringUtils.java': 'class StringUtils {}\n',
};

/** spdlog: tests behind an option that is off by default. */
const cmakeOption = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.14)\nproject(spdlog CXX)\noption(SPDLOG_BUILD_TESTS "Build tests" OFF)\nadd_library(spdlog src/spdlog.cpp)\nif(SPDLOG_BUILD_TESTS)\n  enable_testing()\n  add_subdirectory(tests)\nendif()\n',
  'src/spdlog.cpp': 'int x = 1;\n',
  'tests/CMakeLists.txt': 'add_executable(spdlog-utests test_circular_q.cpp)\nadd_test(NAME spdlog-utests COMMAND spdlog-utests)\n',
  'tests/test_circular_q.cpp': 'int main() { return 0; }\n',
};

describe('a seventh fresh check: the project’s package for mypy, scripts run through bash, nx targets with colons, Maven’s default goal, CMake test options', () => {
  ecosystemTable([
    {
      name: 'Python: mypy of the project’s package, not `mypy .`; CI’s test script run through bash counts',
      files: fastapiShape,
      change: { 'fastapi/routing.py': 'x = 2\n' },
      expected: ['Run the tests: uv run --no-sync bash scripts/test.sh', 'Type-check: uv run mypy fastapi'],
      ran: ['uv run --no-sync bash scripts/test.sh', 'uv run mypy fastapi'],
    },
    {
      name: 'Python: a test outside the package asks no type-check',
      files: fastapiShape,
      change: { 'tests/test_routing.py': 'def test_x():\n    assert True\n' },
      expected: ['Run the changed tests: uv run --no-sync bash scripts/test.sh tests/test_routing.py'],
      ran: ['bash scripts/test.sh tests/test_routing.py'],
    },
    {
      name: 'nx: `run project:test:eslint` is that target (a lint), not the tests',
      files: nxColonTarget,
      change: { 'packages/query-core/src/query.ts': 'export const q = 2;\n' },
      expected: [
        'Run the tests: pnpm --filter @tanstack/query-core test:lib',
        'Lint: pnpm --filter @tanstack/query-core test:eslint',
        'Type-check: pnpm --filter @tanstack/query-core test:types',
      ],
      ran: ['pnpm nx run @tanstack/query-core:test:lib', 'pnpm nx run @tanstack/query-core:test:types'],
    },
    {
      name: 'nx: after the lint target alone the tests and types are still owed',
      files: nxColonTarget,
      change: { 'packages/query-core/src/query.ts': 'export const q = 3;\n' },
      before: ['pnpm nx run @tanstack/query-core:test:eslint'],
      expected: ['Run the tests: pnpm --filter @tanstack/query-core test:lib', 'Type-check: pnpm --filter @tanstack/query-core test:types'],
    },
    {
      name: 'yarn: a changed test is not handed to a test script that chains other commands after its runner',
      files: {
        'package.json': json({
          name: 'immer',
          scripts: { test: 'vitest run && yarn test:build', 'test:build': 'tsup' },
          devDependencies: { vitest: '^3' },
        }),
        'yarn.lock': '',
        '__tests__/base.test.ts': "import { test } from 'vitest';\n",
      },
      change: { '__tests__/base.test.ts': "import { test } from 'vitest';\ntest('x', () => {});\n" },
      expected: ['Run the changed tests: yarn test'],
      ran: ['yarn vitest run __tests__/base.test.ts'],
    },
    {
      name: 'just: a test recipe that watches is no check; CI’s cargo test is',
      files: {
        'Cargo.toml': '[package]\nname = "just"\nversion = "1.0.0"\n',
        'Cargo.lock': '',
        justfile: 'test:\n  cargo watch --clear --exec ltest\n',
        '.github/workflows/ci.yaml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: cargo test --all\n',
        'src/lib.rs': '',
      },
      change: { 'src/lib.rs': 'pub fn x() {}\n' },
      expected: ['Run the tests: cargo test'],
      ran: ['cargo test --all'],
    },
    {
      name: 'prek: the pre-commit drop-in runs the mypy hook',
      files: {
        'pyproject.toml': '[project]\nname = "pandera"\n\n[tool.mypy]\nstrict = true\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: local\n    hooks:\n      - id: mypy\n        entry: mypy pandera tests\n        language: python\n',
        'pandera/__init__.py': '',
        'pandera/api.py': 'x = 1\n',
      },
      change: { 'pandera/api.py': 'x = 2\n' },
      expected: ['Run the tests: pytest', 'Type-check: mypy pandera'],
      ran: ['pytest', 'prek run mypy --all-files'],
    },
    {
      name: 'npm: a test script that lints then runs the tests under a coverage wrapper (`xo && c8 ava`) is the tests',
      files: {
        'package.json': json({
          name: 'chalk',
          type: 'module',
          scripts: { test: 'xo && c8 ava && tsd' },
          devDependencies: { ava: '^3', xo: '^0.54', c8: '^7', tsd: '^0.19' },
        }),
        '.github/workflows/main.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: npm install\n      - run: npm test\n',
        'source/index.js': 'export const a = 1;\n',
        'source/index.d.ts': 'export const a: number;\n',
        'test/a.js': "import test from 'ava';\n",
      },
      change: { 'source/index.js': 'export const a = 2;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'Python: a wrapper whose coverage run takes options before `-m pytest` takes the changed test',
      files: {
        'pyproject.toml': '[build-system]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "uvicorn"\n',
        'requirements.txt': 'pytest\ncoverage\n',
        'scripts/test':
          '#!/bin/sh\nexport PREFIX=""\nif [ -d \'venv\' ]; then\n    export PREFIX="venv/bin/"\nfi\nset -ex\nif [ -z $GITHUB_ACTIONS ]; then\n    scripts/check\nfi\n${PREFIX}coverage run --debug config -m pytest "$@"\n',
        'scripts/check': '#!/bin/sh -e\n${PREFIX}ruff check uvicorn tests\n',
        '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: "scripts/check"\n      - run: "scripts/test"\n',
        'uvicorn/__init__.py': '',
        'uvicorn/config.py': 'x = 1\n',
        'tests/test_config.py': 'def test_x():\n    pass\n',
      },
      change: { 'uvicorn/config.py': 'x = 2\n' },
      expected: ['Run the tests: scripts/test'],
      ran: ['scripts/test tests/test_config.py'],
    },
    {
      name: 'uv: linters the environment lacks run through the project’s pre-commit hooks',
      files: {
        'pyproject.toml':
          '[project]\nname = "pluggy"\n\n[dependency-groups]\ndev = ["pre-commit", "tox"]\ntesting = ["pytest", "coverage"]\n\n[tool.ruff]\nline-length = 88\n\n[tool.mypy]\nmypy_path = "src"\n\n[tool.pytest.ini_options]\ntestpaths = ["testing"]\n',
        'uv.lock': '',
        '.pre-commit-config.yaml':
          'repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    hooks:\n      - id: ruff-format\n      - id: ruff-check\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    hooks:\n      - id: mypy\n',
        'src/pluggy/__init__.py': '',
        'src/pluggy/_hooks.py': 'x = 1\n',
      },
      change: { 'src/pluggy/_hooks.py': 'x = 2\n' },
      expected: [
        'Run the tests: uv run pytest',
        'Lint: uv run pre-commit run ruff-check --all-files',
        'Type-check: uv run pre-commit run mypy --all-files',
      ],
      ran: ['uv run pytest', 'uv run pre-commit run -a'],
    },
    {
      name: 'Composer: of a test script made of others, the one that tests, scoped to the changed test',
      files: {
        'composer.json': json({
          name: 'ramsey/uuid',
          'require-dev': { 'phpunit/phpunit': '^10', 'phpstan/phpstan': '^1' },
          scripts: {
            lint: 'parallel-lint src tests',
            phpstan: 'phpstan analyse --no-progress',
            phpunit: 'phpunit --colors=always',
            test: ['@lint', '@phpstan', '@phpunit'],
          },
        }),
        'phpunit.xml.dist': '<phpunit/>\n',
        'phpstan.neon.dist': 'parameters:\n    paths:\n        - src\n',
        'src/Uuid.php': '<?php\nclass Uuid {}\n',
        'tests/UuidTest.php': '<?php\nclass UuidTest {}\n',
      },
      change: { 'tests/UuidTest.php': '<?php\nclass UuidTest { const X = 1; }\n' },
      expected: ['Lint: composer lint', 'Run the changed tests: composer phpunit -- tests/UuidTest.php'],
      ran: ['composer phpunit -- tests/UuidTest.php'],
    },
    {
      name: 'Maven: a bare `mvn` runs the pom’s default goal, the tests among it',
      files: mavenDefault,
      change: { 'src/main/java/org/apache/commons/lang3/StringUtils.java': 'class StringUtils { int x; }\n' },
      expected: ['Run the tests: mvn test'],
      ran: ['mvn --errors --batch-mode'],
    },
    {
      name: 'CMake: tests behind an option are configured with it on',
      files: cmakeOption,
      change: { 'src/spdlog.cpp': 'int x = 2;\n' },
      expected: ['Build: cmake -S . -B build -DSPDLOG_BUILD_TESTS=ON && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build -DSPDLOG_BUILD_TESTS=ON', 'cmake --build build', 'ctest --test-dir build'],
    },
  ]);
});

const piniaShape = {
  'package.json': json({
    name: 'pinia-root',
    private: true,
    packageManager: 'pnpm@9.0.0',
    scripts: {
      'test:types': 'tsc --build ./tsconfig.json',
      'test:vitest': 'vitest --coverage',
      lint: 'prettier -c --parser typescript "packages/*/{src,__tests__}/**/*.[jt]s?(x)"',
      test: 'pnpm run -r dev:prepare && pnpm run test:types && pnpm run test:vitest run && pnpm run -r test && pnpm run build && pnpm run build:dts && pnpm test:dts',
    },
    devDependencies: { vitest: '^3', typescript: '^5', prettier: '^3' },
  }),
  'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n",
  'pnpm-lock.yaml': '',
  'vite.config.ts': "export default { test: { include: ['packages/**/*.spec.ts'] } };\n",
  'tsconfig.json': json({ include: ['packages/*/src/**/*.ts', 'packages/*/__tests__/**/*.ts'] }),
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm run lint\n      - run: pnpm run test:types\n      - run: pnpm run -r dev:prepare\n      - run: pnpm run test:vitest\n      - run: pnpm run build\n      - run: pnpm run build:dts\n      - run: pnpm run test:dts\n',
  'packages/pinia/package.json': json({
    name: 'pinia',
    scripts: {
      build: 'tsup',
      'build:dts': 'api-extractor run',
      test: 'pnpm run build && pnpm run build:dts && pnpm test:dts',
      'test:dts': 'tsc -p ./test-dts/tsconfig.json',
    },
  }),
  'packages/pinia/src/store.ts': 'export const a = 1;\n',
  'packages/pinia/__tests__/getters.spec.ts': "import { it } from 'vitest';\n",
};

const textualShape = {
  'pyproject.toml':
    '[tool.poetry]\nname = "pkg"\nversion = "1.0.0"\n\n[tool.ruff]\ntarget-version = "py39"\n\n[tool.poetry.dependencies]\npython = "^3.9"\n\n[tool.poetry.group.dev.dependencies]\nblack = "24.4.2"\nmypy = "^1.0.0"\npytest = "^8.3.1"\n\n[build-system]\nrequires = ["poetry-core>=1.2.0"]\nbuild-backend = "poetry.core.masonry.api"\n',
  'poetry.lock': '',
  'uv.lock': 'version = 1\nrevision = 3\nrequires-python = ">=3.11"\n',
  'mypy.ini': '[mypy]\n',
  'src/pkg/py.typed': '',
  'src/pkg/__init__.py': '',
  Makefile:
    'run := poetry run\n\ntest:\n\t$(run) pytest tests/ -n 16 --dist=loadgroup $(ARGS)\n\ntypecheck:\n\t$(run) mypy src/pkg\n\nformat-check:\n\t$(run) black --check src\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: pipx install poetry==1.7.1\n      - run: poetry install --no-interaction\n      - run: poetry run pytest tests -v\n',
  '.github/workflows/black.yml':
    'on: [push]\njobs:\n  black:\n    steps:\n      - run: python -m pip install black==24.1.1\n      - run: black --check src\n',
  'src/pkg/mod.py': 'def f(v):\n    return v\n',
  'tests/test_mod.py': 'def test_f():\n    pass\n',
};
const blackShape = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n\n[build-system]\nrequires = ["hatchling>=1.27.0"]\nbuild-backend = "hatchling.build"\n\n[dependency-groups]\ndev = ["pre-commit", "tox"]\ntests = ["pytest>=7"]\n\n[tool.mypy]\nmypy_path = "src"\nstrict = true\n',
  'tox.ini': '[tox]\nenvlist = py\n\n[testenv]\ndependency_groups = tests\ncommands =\n    pip install -e .\n    pytest tests {posargs}\n',
  '.pre-commit-config.yaml':
    'exclude: ^(profiling/|tests/data/)\nrepos:\n  - repo: https://github.com/pycqa/flake8\n    rev: 7.3.0\n    hooks: [{id: flake8}]\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    rev: v2.3.0\n    hooks: [{id: mypy}]\n',
  '.flake8': '[flake8]\nmax-line-length = 80\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: python -m pip install --group tox\n      - run: tox -e py\n',
  '.github/workflows/lint.yml': 'on: [push]\njobs:\n  lint:\n    steps:\n      - uses: pre-commit/action@v3.0.1\n',
  'src/pkg/__init__.py': '',
  'src/pkg/strings.py': 'x = 1\n',
  'tests/test_strings.py': 'def test_x():\n    pass\n',
  'tests/test_format.py': 'def test_simple_format():\n    pass\n',
  'tests/data/cases/prefix.py': 'x = 1\n',
};

const railsPluginShape = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\n',
  'foo.gemspec': 'Gem::Specification.new do |s|\n  s.name = "foo"\nend\n',
  Rakefile:
    "require 'rake/testtask'\ntask default: :test\nRake::TestTask.new(:test) do |t|\n  t.libs << 'test'\n  t.pattern = 'test/**/*_test.rb'\nend\n",
  'bin/test': "#!/usr/bin/env ruby\nrequire 'bundler/setup'\nrequire 'rails/test_unit/runner'\nRails::TestUnit::Runner.run(ARGV)\n",
  'README.md': 'To run the test suite, run `bundle install` and `bin/test`.\n',
  '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: bundle exec rake\n',
  'lib/foo.rb': 'module Foo; end\n',
  'test/foo_test.rb': 'require "test_helper"\n',
};

const buildPs1Shape = {
  'Foo.sln':
    'Project("{FAE04EC0}") = "Foo", "src\\Foo\\Foo.csproj", "{1}"\nEndProject\nProject("{FAE04EC0}") = "Foo.Tests", "test\\Foo.Tests\\Foo.Tests.csproj", "{2}"\nEndProject\n',
  'src/Foo/Foo.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n',
  'src/Foo/F.cs': 'class F {}\n',
  'test/Foo.Tests/Foo.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="xunit" Version="2.9.0" /><ProjectReference Include="../../src/Foo/Foo.csproj" /></ItemGroup></Project>\n',
  'Build.ps1':
    '$ErrorActionPreference = "Stop"\nfunction Exec([scriptblock]$cmd) { & $cmd }\nexec { & dotnet build -c Release }\nexec { & dotnet test -c Release --no-build -l trx --verbosity=normal }\nWrite-Host "done"\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - name: Build and Test\n        run: ./Build.ps1\n        shell: pwsh\n',
};

describe('an eighth fresh check: type-checks of built declarations, the part of `test` CI runs alone, tools only pre-commit installs, a stray uv.lock, Rails’ bin/test, PowerShell build scripts', () => {
  ecosystemTable([
    {
      name: 'pnpm: the root type-check CI runs, not a package script that builds and checks the built declarations; the part of `test` CI runs alone',
      files: piniaShape,
      change: { 'packages/pinia/src/store.ts': 'export const a = 2;\n' },
      expected: ['Run the tests: pnpm run test:vitest', 'Lint: pnpm run lint', 'Type-check: pnpm run test:types'],
      ran: ['pnpm vitest run packages/pinia', 'pnpm run test:types', 'pnpm run lint'],
    },
    {
      name: 'pnpm: a changed spec runs under the unit script CI runs, scoped to it',
      files: piniaShape,
      change: { 'packages/pinia/__tests__/getters.spec.ts': "import { it } from 'vitest';\nit('x', () => {});\n" },
      expected: [
        'Lint: pnpm run lint',
        'Type-check: pnpm run test:types',
        'Run the changed tests: pnpm run test:vitest packages/pinia/__tests__/getters.spec.ts',
      ],
      ran: ['pnpm vitest run packages/pinia/__tests__/getters.spec.ts', 'pnpm run test:types'],
    },
    {
      name: 'Python: linters and mypy only pre-commit installs run through their hooks (flow-style hook lists too)',
      files: blackShape,
      change: { 'src/pkg/strings.py': 'x = 2\n' },
      expected: ['Run the tests: tox -e py', 'Lint: pre-commit run flake8 --all-files', 'Type-check: pre-commit run mypy --all-files'],
      ran: ['tox -e py', 'pre-commit run -a'],
    },
    {
      name: 'poetry: a stray uv.lock is not the runner where CI runs poetry; mypy of the poetry package leaves tests out',
      files: textualShape,
      change: { 'tests/test_mod.py': 'def test_f():\n    assert 1\n' },
      expected: ['Lint: poetry run ruff check .', 'Run the changed tests: make test'],
      ran: ['poetry run pytest tests/test_mod.py'],
    },
    {
      name: 'Ruby: the `bin/test` Rails generates for a plugin runs the tests',
      files: railsPluginShape,
      change: { 'lib/foo.rb': 'module Foo; X = 1; end\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['bin/test'],
    },
    {
      name: 'Ruby: `bin/test` on the changed test runs it',
      files: railsPluginShape,
      change: { 'test/foo_test.rb': 'require "test_helper"\nclass FooTest; end\n' },
      expected: ['Run the changed tests: bundle exec rake test TEST=test/foo_test.rb'],
      ran: ['bin/test test/foo_test.rb'],
    },
    {
      name: '.NET: the PowerShell build script CI runs tests, through pwsh or by its path',
      files: buildPs1Shape,
      change: { 'src/Foo/F.cs': 'class F { int x; }\n' },
      expected: ['Run the tests: dotnet test test/Foo.Tests/Foo.Tests.csproj'],
      ran: ['pwsh ./Build.ps1'],
    },
    {
      name: '.NET: the build script run by its path',
      files: buildPs1Shape,
      change: { 'src/Foo/F.cs': 'class F { int y; }\n' },
      expected: ['Run the tests: dotnet test test/Foo.Tests/Foo.Tests.csproj'],
      ran: ['./Build.ps1'],
    },
  ]);
});

const returnsShape = {
  'pyproject.toml': '[tool.poetry]\nname = "pkg"\nversion = "0.1.0"\n\n[tool.poetry.group.dev.dependencies]\npytest = "^8"\nmypy = "^1"\n',
  'poetry.lock': '',
  'setup.cfg': "[tool:pytest]\nnorecursedirs = docs\naddopts = --doctest-modules --doctest-glob='*.rst'\n\n[mypy]\nstrict = true\n",
  'docs/Makefile': 'SPHINXBUILD = sphinx-build\nhelp:\n\t@$(SPHINXBUILD) -M help . _build\n%: Makefile\n\t@$(SPHINXBUILD) -M $@ . _build\n',
  'docs/pages/mod.rst': 'x\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: poetry run pytest pkg docs/pages tests\n      - run: poetry run mypy pkg\n',
  'pkg/__init__.py': '',
  'pkg/mod.py': 'x = 1\n',
  'tests/test_mod.py': 'def test_x():\n    pass\n',
};

const mockkShape = {
  'build.gradle.kts': 'plugins {\n    buildsrc.convention.base\n}\n',
  'settings.gradle.kts': 'rootProject.name = "lib"\n',
  gradlew: '#!/bin/sh\n',
  '.github/workflows/gradle.yml':
    'on: [push]\njobs:\n  tests:\n    steps:\n      - name: Run tests with Gradle\n        run: ./gradlew check --stacktrace\n',
  'buildSrc/build.gradle.kts':
    'plugins { `kotlin-dsl` }\ndependencies { implementation("com.diffplug.spotless:spotless-plugin-gradle:8.1.0") }\n',
  'buildSrc/src/main/kotlin/buildsrc/convention/base.gradle.kts':
    'package buildsrc.convention\nplugins { id("com.diffplug.spotless") }\nspotless { kotlin { ktlint() } }\n',
  'src/main/kotlin/Lib.kt': 'fun f() = 1\n',
  'src/test/kotlin/LibTest.kt': 'class LibTest\n',
};

const liquidShape = {
  Gemfile: "source 'https://rubygems.org'\ngem 'rake'\ngem 'minitest'\n",
  Rakefile:
    "require 'rake/testtask'\nRake::TestTask.new(:test) { |t| t.libs << 'lib' << 'test'; t.test_files = FileList['test/**/*_test.rb'] }\ntask(default: :test)\n",
  'lib/foo.rb': 'module Foo; end\n',
  'test/foo_test.rb': 'require "minitest/autorun"\n',
  'spec/adapter.rb': 'require "foo"\n',
};

const yamlCppShape = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.14)\nproject(foo)\ninclude(CTest)\ninclude(CMakeDependentOption)\ncmake_dependent_option(FOO_BUILD_TESTS "Enable foo tests" OFF "BUILD_TESTING;CMAKE_SOURCE_DIR STREQUAL PROJECT_SOURCE_DIR" OFF)\nadd_library(foo src/foo.cpp)\nif (FOO_BUILD_TESTS)\n  add_subdirectory(test)\nendif()\n',
  'src/foo.cpp': 'int x = 1;\n',
  'test/CMakeLists.txt': 'add_executable(foo-tests foo_test.cpp)\nadd_test(NAME foo-tests COMMAND foo-tests)\n',
  'test/foo_test.cpp': 'int main() { return 0; }\n',
};

const honoShape = {
  'package.json': json({
    name: 'hono',
    packageManager: 'bun@1.2.20',
    scripts: { test: 'tsc -p tsconfig.spec.json && vitest --run', lint: 'eslint src' },
    devDependencies: { vitest: '^3', typescript: '^5', eslint: '^9' },
  }),
  'bun.lock': '',
  'tsconfig.spec.json': '{}\n',
  'src/add.ts': 'export const add = 1;\n',
  'src/add.test.ts': "import { it } from 'vitest';\n",
};

const goRedisShape = {
  'go.mod': 'module example.com/r\n\ngo 1.24\n',
  Makefile:
    'GO_MOD_DIRS := $(shell find . -type f -name go.mod -exec dirname {} \\; | sort)\n\ndocker.start:\n\tdocker compose up -d\n\ntest:\n\t$(MAKE) docker.start\n\t$(MAKE) test.ci\n\ntest.ci:\n\tset -e; for dir in $(GO_MOD_DIRS); do (cd "$${dir}" && go test ./...); done\n',
  'extra/x/go.mod': 'module example.com/r/extra/x\n\ngo 1.24\n',
  'extra/x/x.go': 'package x\n',
  'internal/pool/conn.go': 'package pool\n',
  'internal/pool/conn_test.go': 'package pool\n',
};

const nvmShape = {
  'nvm.sh': 'nvm() { :; }\n',
  Dockerfile: 'FROM ubuntu\n',
  'package.json': json({
    name: 'nvm',
    scripts: { test: 'make test', 'test/fast': 'make TEST_SUITE=fast test', dockerfile_lint: 'dockerfile_lint' },
    devDependencies: { dockerfile_lint: '^0.3' },
  }),
  Makefile: 'test: test-bash\ntest-bash:\n\tfor suite in fast slow; do urchin -f -s bash test/$$suite || exit; done\n',
  'test/fast/a': '#!/bin/sh\n',
  '.github/workflows/shellcheck.yml': 'on: [push]\njobs:\n  lint:\n    steps:\n      - run: shellcheck -s bash nvm.sh\n',
};

describe('a ninth fresh check: path words beside paths, lint of runs that test, rspec by its files, rake’s TEST=, dependent CMake options, chains ending in the runner, make targets that start containers, lint scripts named for other files', () => {
  ecosystemTable([
    {
      name: 'Python: CI’s pytest run of a package, a docs folder of its own build and the tests counts for the package',
      files: returnsShape,
      change: { 'pkg/mod.py': 'x = 2\n' },
      expected: ['Run the tests: poetry run pytest', 'Type-check: poetry run mypy pkg'],
      ran: ['poetry run pytest pkg docs/pages tests', 'poetry run mypy pkg'],
    },
    {
      name: 'Gradle: CI’s `check`, which tests, is no lint to ride along',
      files: mockkShape,
      change: { 'src/main/kotlin/Lib.kt': 'fun f() = 2\n' },
      expected: ['Run the tests: ./gradlew test'],
      ran: ['./gradlew check --stacktrace'],
    },
    {
      name: 'Ruby: a `spec/` folder of scripts beside rake’s minitest tests is no rspec suite',
      files: liquidShape,
      change: { 'lib/foo.rb': 'module Foo; X = 1; end\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['bundle exec rake'],
    },
    {
      name: 'Ruby: a changed minitest file runs alone through rake’s TEST=, or with ruby',
      files: liquidShape,
      change: { 'test/foo_test.rb': 'require "minitest/autorun"\nclass FooTest; end\n' },
      expected: ['Run the changed tests: bundle exec rake test TEST=test/foo_test.rb'],
      ran: ['bundle exec ruby -Ilib -Itest test/foo_test.rb'],
    },
    {
      name: 'CMake: tests behind a cmake_dependent_option are configured with it on',
      files: yamlCppShape,
      change: { 'src/foo.cpp': 'int x = 2;\n' },
      expected: ['Build: cmake -S . -B build -DFOO_BUILD_TESTS=ON && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['cmake -S . -B build -D FOO_BUILD_TESTS=ON', 'cmake --build build', 'ctest --test-dir build --output-on-failure'],
    },
    {
      name: 'bun: a test script that type-checks, then runs vitest, hands the changed test to vitest',
      files: honoShape,
      change: { 'src/add.test.ts': "import { it } from 'vitest';\nit('x', () => {});\n" },
      expected: ['Lint: bun run lint', 'Run the changed tests: bun run test src/add.test.ts'],
      ran: ['bunx vitest --run src/add.test.ts'],
    },
    {
      name: 'Go: a make test that starts the project’s containers first gives way to go test of the module',
      files: goRedisShape,
      change: { 'internal/pool/conn.go': 'package pool\n\nvar X = 1\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test -race ./internal/pool/...'],
      skips: ['make docker.start'],
    },
    {
      name: 'shell: a lint script named for Dockerfiles is no lint of a shell script; CI’s shellcheck is',
      files: nvmShape,
      change: { 'nvm.sh': 'nvm() { echo; }\n' },
      expected: ['Run the tests: make test', 'Lint: shellcheck -s bash nvm.sh'],
      ran: ['npm test', 'shellcheck -s bash nvm.sh'],
    },
  ]);
});

// A tenth fresh check, on twenty-four more repositories (poetry, jest, nested Go modules, cargo workspaces, Gradle,
// shell; rake and minitest, Symfony, CMake, rebar3, Dart, bun; hatch, turbo, a Go CLI, a featured crate, Groovy
// Gradle, Vue; Rails, Django, .NET, Android, sbt, Lua): the shapes the ninth round's fixes still got wrong.
const returnsTwoMypy = {
  'pyproject.toml': '[tool.poetry]\nname = "pkg"\nversion = "0.1.0"\n\n[tool.poetry.group.dev.dependencies]\npytest = "^8"\nmypy = "^1"\n',
  'poetry.lock': '',
  'setup.cfg': '[mypy]\nstrict = true\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: poetry run mypy --enable-error-code=unused-awaitable pkg\n      - run: poetry run mypy docs tests\n      - run: poetry run pytest pkg tests\n',
  'docs/conf.py': '',
  'pkg/__init__.py': '',
  'pkg/mod.py': 'x = 1\n',
  'tests/test_mod.py': 'def test_x():\n    pass\n',
};

const structlogShape = {
  'pyproject.toml':
    '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ntests = ["pytest"]\n',
  'tox.ini': '[tox]\nenv_list = 3.14-tests\n\n[testenv]\ndependency_groups = tests\ncommands = pytest {posargs}\n',
  'src/pkg/__init__.py': 'def pad(s, n):\n    return s\n',
  'tests/test_pad.py': 'def test_pad():\n    pass\n',
};
const turboVitestShape = {
  'package.json': JSON.stringify({
    name: 'root',
    private: true,
    packageManager: 'pnpm@10.33.4',
    scripts: { test: 'turbo run test' },
    devDependencies: { turbo: '^2.9.0', vitest: '^3.2.6' },
  }),
  'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
  'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
  'turbo.json': '{"tasks":{"test":{}}}\n',
  'packages/a/package.json': JSON.stringify({
    name: 'a',
    type: 'module',
    scripts: { test: 'vitest run' },
    devDependencies: { vitest: '^3.2.6' },
  }),
  'packages/a/src/rtl.ts': 'export const rtl = 1;\n',
  'packages/a/src/rtl.test.ts': "import { it } from 'vitest';\n",
};
const direnvShape = {
  'go.mod': 'module example.com/x\n\ngo 1.24\n',
  '.github/workflows/go.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n    - run: go build -v .\n    - run: go test -v ./...\n    - run: make test-stdlib test-bash\n',
  'main.go': 'package main\n\nfunc main() {}\n',
  GNUmakefile:
    'test: build test-stdlib test-go ## Run all tests\n\t@echo SUCCESS!\n\nbuild:\n\tgo build -o x\n\ntest-stdlib: build\n\t./test/stdlib.bash\n\ntest-go:\n\tgo test -v ./...\n',
  'internal/cmd/env.go': 'package cmd\n',
  'internal/cmd/env_test.go': 'package cmd\n',
};

const rxShape = {
  'build.gradle':
    "plugins {\n    id 'java-library'\n    id 'checkstyle'\n}\nrepositories { mavenCentral() }\ndependencies { testImplementation 'junit:junit:4.13.2' }\n",
  'settings.gradle': "rootProject.name = 'lib'\n",
  gradlew: '#!/bin/sh\nexec gradle "$@"\n',
  '.github/workflows/gradle_pr.yml': 'on: pull_request\njobs:\n  build:\n    steps:\n    - run: ./gradlew build --stacktrace\n',
  'src/main/java/p/Foo.java': 'package p;\npublic class Foo {}\n',
  'src/test/java/p/FooTest.java': 'package p;\npublic class FooTest {}\n',
};
const itertoolsShape = {
  'Cargo.toml':
    '[package]\nname = "it"\nversion = "0.1.0"\nedition = "2018"\n\n[lib]\ntest = false\n\n[features]\ndefault = ["use_std"]\nuse_std = ["use_alloc"]\nuse_alloc = []\n',
  'src/lib.rs': 'pub fn one() -> u32 { 1 }\n',
  'tests/merge_join.rs': '#[test]\nfn empty() {}\n',
};

const dapperShape = {
  'Build.csproj':
    '<Project Sdk="Microsoft.Build.Traversal/2.0.24">\n  <ItemGroup>\n    <ProjectReference Include="src/**/*.csproj" />\n    <ProjectReference Include="tests/**/*.csproj" />\n  </ItemGroup>\n</Project>\n',
  'src/Lib/A.cs': 'namespace Lib; public static class A { }\n',
  'src/Lib/Lib.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup>\n  <ItemGroup><PackageReference Include="Microsoft.Bcl.AsyncInterfaces" /></ItemGroup>\n</Project>\n',
  '.github/workflows/main.yml':
    'on: [pull_request]\njobs:\n  build:\n    steps:\n    - run: dotnet build Build.csproj -c Release /p:CI=true\n    - run: dotnet test tests/Lib.Tests/Lib.Tests.csproj -c Release -p:CI=true\n',
  'Directory.Packages.props':
    '<Project>\n  <ItemGroup>\n    <PackageVersion Include="Microsoft.Bcl.AsyncInterfaces" Version="10.0.8" />\n  </ItemGroup>\n</Project>\n',
  'tests/Lib.Tests/Lib.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net10.0</TargetFramework></PropertyGroup>\n  <ItemGroup><ProjectReference Include="../../src/Lib/Lib.csproj" /></ItemGroup>\n</Project>\n',
  'Lib.slnx': '<Solution>\n  <Project Path="src/Lib/Lib.csproj" />\n  <Project Path="tests/Lib.Tests/Lib.Tests.csproj" />\n</Solution>\n',
};
const circeShape = {
  'build.sbt':
    'ThisBuild / scalaVersion := "2.13.16"\nlazy val root = tlCrossRootProject.aggregate(core, tests)\nlazy val core = crossProject(JVMPlatform, JSPlatform).in(file("modules/core"))\nlazy val tests = crossProject(JVMPlatform, JSPlatform).in(file("modules/tests")).dependsOn(core)\n',
  '.github/workflows/ci.yml':
    "on: [pull_request]\njobs:\n  build:\n    strategy:\n      matrix:\n        project: [rootJS, rootJVM]\n    steps:\n      - run: sbt 'project ${{ matrix.project }}' test\n",
  'project/plugins.sbt': 'addSbtPlugin("org.typelevel" % "sbt-typelevel" % "0.8.0")\n',
  'modules/core/shared/src/main/scala/x/A.scala': 'package x\nobject A { def one: Int = 1 }\n',
  'modules/tests/shared/src/test/scala/x/ASuite.scala': 'package x\nclass ASuite\n',
};
const drfShape = {
  'tox.ini': '[tox]\nenvlist = py313\n[testenv]\ncommands = pytest {posargs}\ndependency_groups = test\n',
  'runtests.py':
    '#! /usr/bin/env python3\nimport sys\nimport pytest\nif __name__ == "__main__":\n    sys.exit(pytest.main(["tests"] + sys.argv[1:]))\n',
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "0.1"\n[dependency-groups]\ntest = ["pytest"]\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
  'pkg/__init__.py': '',
  'pkg/a.py': 'def one():\n    return 1\n',
  'tests/test_a.py': 'def test_one():\n    pass\n',
  'CONTRIBUTING.md': '# Contributing\n\n    # Run the tests\n    ./runtests.py\n',
};

describe('a tenth fresh check: mypy runs by the files they name, python’s own flags, pnpm exec, commented make targets, single test classes and targets, advised commands as evidence, sbt projects, runtests.py', () => {
  ecosystemTable([
    {
      name: 'Python: of CI’s two mypy runs, the one naming the package type-checks its source',
      files: returnsTwoMypy,
      change: { 'pkg/mod.py': 'x = 2\n' },
      expected: ['Run the tests: poetry run pytest', 'Type-check: poetry run mypy --enable-error-code=unused-awaitable pkg'],
      ran: ['poetry run pytest pkg tests', 'poetry run mypy --enable-error-code=unused-awaitable pkg'],
    },
    {
      name: 'Python: of CI’s two mypy runs, the one naming the tests type-checks a changed test',
      files: returnsTwoMypy,
      change: { 'tests/test_mod.py': 'def test_x():\n    assert 1\n' },
      expected: ['Type-check: poetry run mypy docs tests', 'Run the changed tests: poetry run pytest tests/test_mod.py'],
      ran: ['poetry run mypy docs tests', 'poetry run pytest tests/test_mod.py'],
    },
    {
      name: 'Python: the package’s mypy run is no type-check of a changed test',
      files: returnsTwoMypy,
      change: { 'tests/test_mod.py': 'def test_x():\n    assert 2\n' },
      before: ['poetry run mypy --enable-error-code=unused-awaitable pkg', 'poetry run pytest tests/test_mod.py'],
      expected: ['Type-check: poetry run mypy docs tests'],
    },
    {
      name: 'Python: `python -Im pytest`, as a guide writes it, runs pytest',
      files: structlogShape,
      change: { 'src/pkg/__init__.py': 'def pad(s, n):\n    return s + " "\n' },
      expected: ['Run the tests: pytest'],
      ran: ['python -Im pytest tests/test_pad.py'],
    },
    {
      name: 'pnpm: a member’s vitest run through `--filter exec` runs its tests',
      files: turboVitestShape,
      change: { 'packages/a/src/rtl.test.ts': "import { it } from 'vitest';\nit('x', () => {});\n" },
      expected: ['Run the changed tests: pnpm --filter a test src/rtl.test.ts'],
      ran: ['pnpm --filter=a exec vitest run src/rtl.test.ts'],
    },
    {
      name: 'make: a target whose line ends in a comment is still the project’s test target',
      files: direnvShape,
      change: { 'internal/cmd/env.go': 'package cmd\n\nvar X = 1\n' },
      expected: ['Run the tests: make test'],
      ran: ['go test ./internal/cmd/...'],
    },
    {
      name: 'Gradle: a changed test class runs alone with `--tests`; checkstyle of the tests too',
      files: rxShape,
      change: { 'src/test/java/p/FooTest.java': 'package p;\npublic class FooTest { int x; }\n' },
      expected: ['Lint: ./gradlew checkstyleMain checkstyleTest', 'Run the changed tests: ./gradlew test --tests p.FooTest'],
      ran: ['./gradlew test --tests p.FooTest'],
    },
    {
      name: 'Rust: a changed integration test runs alone with `--test`',
      files: itertoolsShape,
      change: { 'tests/merge_join.rs': '#[test]\nfn empty() { assert!(true) }\n' },
      expected: ['Run the changed tests: cargo test --test merge_join'],
      ran: ['cargo test --test merge_join'],
    },
    {
      name: '.NET: the very commands checkpoint advised settle their actions; `dotnet test` restores but rewrites no manifest; restore names the solution beside a project',
      files: dapperShape,
      change: { 'Directory.Packages.props': dapperShape['Directory.Packages.props'].replace('10.0.8', '10.0.9') },
      expected: [
        'Install updated dependencies: dotnet restore Lib.slnx',
        'Build: dotnet build Build.csproj',
        'Run the tests: dotnet test tests/Lib.Tests/Lib.Tests.csproj -c Release -p:CI=true',
      ],
      ran: ['dotnet build Build.csproj -c Release /p:CI=true', 'dotnet test tests/Lib.Tests/Lib.Tests.csproj -c Release -p:CI=true'],
    },
    {
      name: '.NET: the build after the test run leaves both done',
      files: dapperShape,
      change: { 'Directory.Packages.props': dapperShape['Directory.Packages.props'].replace('10.0.8', '10.0.9') },
      expected: [],
      before: ['dotnet test tests/Lib.Tests/Lib.Tests.csproj -c Release -p:CI=true', 'dotnet build Build.csproj'],
    },
    {
      name: 'sbt: a run of `test` in a project CI names (`project rootJVM`) runs the tests',
      files: circeShape,
      change: { 'modules/core/shared/src/main/scala/x/A.scala': 'package x\nobject A { def one: Int = 2 - 1 }\n' },
      expected: ['Run the tests: sbt test'],
      ran: ["sbt 'project rootJVM' test"],
    },
    {
      name: 'Python: a root `runtests.py` that hands its arguments to pytest.main is a pytest run',
      files: drfShape,
      change: { 'pkg/a.py': 'def one():\n    return 2 - 1\n' },
      expected: ['Run the tests: pytest'],
      ran: ['./runtests.py'],
    },
    {
      name: 'Python: `python runtests.py` is that script’s run',
      files: drfShape,
      change: { 'pkg/a.py': 'def one():\n    return 3 - 2\n' },
      expected: ['Run the tests: pytest'],
      ran: ['python runtests.py'],
    },
  ]);
});

// An eleventh fresh check, on twelve more repositories (litestar, ws, viper, eza, BookStack, octokit.rb; jotai,
// epic-stack, anndata, logback, swift-collections, jsmn): the shapes the tenth round's fixes still got wrong.
const litestarShape = {
  Makefile:
    '.PHONY: mypy\nmypy:\n\t@uv run dmypy run\n\n.PHONY: type-check\ntype-check: mypy\n\n.PHONY: test\ntest:\n\t@uv run pytest tests\n\n.PHONY: test-examples\ntest-examples:\n\t@uv run pytest docs/examples\n',
  '.github/workflows/ci.yml':
    'on: [pull_request]\njobs:\n  mypy:\n    steps:\n      - run: uv run mypy\n  test:\n    steps:\n      - run: uv run pytest docs/examples tests\n',
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "0.1.0"\ndependencies = []\n\n[dependency-groups]\ndev = ["pytest", "mypy", "ruff"]\n\n[tool.mypy]\npackages = ["pkg", "tests", "docs.examples"]\n\n[tool.pytest.ini_options]\ntestpaths = ["tests", "docs/examples/testing"]\n',
  'uv.lock': 'version = 1\n',
  'pkg/__init__.py': 'def page(n):\n    return n\n',
  'tests/__init__.py': '',
  'tests/test_page.py': 'from pkg import page\n\n\ndef test_page() -> None:\n    assert page(1) == 1\n',
  'docs/__init__.py': '',
  'docs/examples/pagination/__init__.py': '',
  'docs/examples/pagination/offset.py': 'from pkg import page\n\nTOTAL = page(50)\n',
  'tests/examples/test_pagination/test_offset.py': 'from docs.examples.pagination.offset import TOTAL\n',
};
const swiftShape = {
  'Package.swift': 'let package = Package(name: "C", targets: [.target(name: "HeapModule"), .testTarget(name: "HeapTests")])\n',
  'Sources/HeapModule/Heap.swift': 'struct Heap {}\n',
  'Tests/HeapTests/HeapTests.swift': 'import XCTest\n',
};
const bookstackShape = {
  'composer.json': json({
    name: 'bookstack/app',
    'require-dev': { 'phpunit/phpunit': '^11' },
    scripts: {
      test: 'phpunit',
      'refresh-test-database': [
        '@php artisan migrate:refresh --database=mysql_testing',
        '@php artisan db:seed --class=DummyContentSeeder --database=mysql_testing',
      ],
    },
  }),
  'composer.lock': '{}\n',
  artisan: '#!/usr/bin/env php\n',
  'phpunit.xml': '<phpunit/>\n',
  'database/migrations/2024_01_01_000000_create_pages.php': '<?php\n',
};

const jotaiShape = {
  'package.json': json({
    name: 'jotai',
    packageManager: 'pnpm@10.18.3',
    scripts: {
      test: 'pnpm run "/^test:.*/"',
      'test:format': 'prettier -c .',
      'test:types': 'tsc --noEmit',
      'test:lint': 'eslint .',
      'test:spec': 'vitest run',
    },
    devDependencies: { vitest: '^3.0.0', typescript: '^5.0.0', eslint: '^9.0.0' },
  }),
  'pnpm-lock.yaml': 'lockfileVersion: 9.0\n',
  'eslint.config.js': 'export default [];\n',
  'tsconfig.json': '{"compilerOptions":{"strict":true,"noEmit":true},"include":["src","tests"]}\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: pnpm install\n      - run: pnpm test:format\n      - run: pnpm test:types\n      - run: pnpm test:lint\n      - run: pnpm test:spec\n',
  'src/add.ts': 'export const add = 1;\n',
  'tests/add.test.ts': "import { it } from 'vitest';\n",
};

const anndataShape = {
  '.pre-commit-config.yaml':
    'repos:\n  - repo: https://github.com/astral-sh/ruff-pre-commit\n    rev: v0.14.0\n    hooks:\n      - id: ruff-check\n',
  'src/pkg/__init__.py': 'def f(x):\n    return x + 3\n',
  'tests/test_f.py': 'from pkg import f\n',
  'pyproject.toml':
    '[build-system]\nrequires = ["hatchling"]\nbuild-backend = "hatchling.build"\n\n[project]\nname = "pkg"\nversion = "0.1.0"\n\n[dependency-groups]\ndev = ["mypy"]\ntest = ["pytest"]\n\n[tool.pytest]\ntestpaths = ["tests"]\n\n[tool.ruff]\nline-length = 100\n',
  'hatch.toml': '[envs.default]\ndependency-groups = [ "dev" ]\n\n[envs.hatch-test]\ndependency-groups = [ "test" ]\n',
};

/** ws: mocha given a glob of every test file, under nyc. */
const wsShape = {
  'package.json': json({
    name: 'ws',
    scripts: { test: 'nyc --reporter=text mocha --throw-deprecation test/*.test.js' },
    devDependencies: { mocha: '^8.4.0', nyc: '^15.0.0' },
  }),
  'lib/subprotocol.js': 'module.exports = {};\n',
  'test/subprotocol.test.js': "describe('x', () => {});\n",
};

const logbackShape = {
  'pom.xml':
    '<project><groupId>ch.qos.logback</groupId><artifactId>logback-parent</artifactId><version>1.5.0-SNAPSHOT</version><packaging>pom</packaging><modules><module>logback-core</module><module>logback-classic</module></modules></project>\n',
  'logback-core/pom.xml':
    '<project><parent><artifactId>logback-parent</artifactId></parent><artifactId>logback-core</artifactId></project>\n',
  'logback-core/src/main/java/ch/qos/logback/core/FileSize.java': 'class FileSize {}\n',
  'logback-core/src/test/java/ch/qos/logback/core/FileSizeTest.java': 'class FileSizeTest {}\n',
  'logback-classic/pom.xml':
    '<project><parent><artifactId>logback-parent</artifactId></parent><artifactId>logback-classic</artifactId><dependencies><dependency><groupId>ch.qos.logback</groupId><artifactId>logback-core</artifactId><version>${project.version}</version></dependency></dependencies></project>\n',
  'logback-classic/src/main/java/ch/qos/logback/classic/Level.java': 'class Level {}\n',
  'logback-classic/src/test/java/ch/qos/logback/classic/LevelTest.java': 'class LevelTest {}\n',
};

describe('an eleventh fresh check: mypy packages, folder targets of collecting runners, swift filters, test-database scripts, pattern scripts, hatch test, Maven -am, runners given a glob', () => {
  ecosystemTable([
    {
      name: 'Python: mypy’s `packages` that name the tests type-check a changed test',
      files: litestarShape,
      change: { 'tests/test_page.py': 'from pkg import page\n\n\ndef test_page() -> None:\n    assert page(2) == 2\n' },
      expected: ['Type-check: make type-check', 'Run the changed tests: uv run pytest tests/test_page.py'],
      ran: ['uv run pytest tests/test_page.py', 'uv run mypy'],
    },
    {
      name: 'Python: a docs example module is no test file of the target that runs pytest on its folder',
      files: litestarShape,
      change: { 'docs/examples/pagination/offset.py': 'from pkg import page\n\nTOTAL = page(51)\n' },
      expected: ['Run the tests: make test', 'Type-check: make type-check'],
      ran: ['uv run pytest tests/examples/test_pagination', 'uv run mypy'],
    },
    {
      name: 'SwiftPM: a changed test runs its test target alone with `--filter`',
      files: swiftShape,
      change: { 'Tests/HeapTests/HeapTests.swift': 'import XCTest\nfinal class HeapTests: XCTestCase {}\n' },
      expected: ['Run the changed tests: swift test --filter HeapTests'],
      ran: ['swift test --filter HeapTests'],
    },
    {
      name: 'Laravel: a composer script that refreshes the test database applies the migration',
      files: bookstackShape,
      change: { 'database/migrations/2025_06_01_000000_add_index.php': '<?php\nreturn new class {};\n' },
      expected: ['Apply and verify the migration: php artisan migrate'],
      ran: ['composer refresh-test-database', 'composer test'],
    },
    {
      name: 'pnpm: a `test` script that runs its parts by a pattern gives way to the parts CI runs',
      files: jotaiShape,
      change: { 'src/add.ts': 'export const add = 2;\n' },
      expected: ['Run the tests: pnpm run test:spec', 'Lint: pnpm run test:lint', 'Type-check: pnpm run test:types'],
      ran: ['pnpm test'],
    },
    {
      name: 'pnpm: a changed test runs under the spec part, scoped to it',
      files: jotaiShape,
      change: { 'tests/add.test.ts': "import { it } from 'vitest';\nit('x', () => {});\n" },
      expected: [
        'Lint: pnpm run test:lint',
        'Type-check: pnpm run test:types',
        'Run the changed tests: pnpm run test:spec tests/add.test.ts',
      ],
      ran: ['pnpm vitest run tests/add.test.ts', 'pnpm test:types'],
    },
    {
      name: 'hatch: `hatch test`, which brings its own pytest; ruff the default environment lacks through its hook',
      files: anndataShape,
      change: { 'src/pkg/__init__.py': 'def f(x):\n    return x + 2\n' },
      expected: ['Run the tests: hatch test', 'Lint: pre-commit run ruff-check --all-files'],
      ran: ['hatch test'],
    },
    {
      name: 'hatch: a changed test is handed to `hatch test`',
      files: anndataShape,
      change: { 'tests/test_f.py': 'from pkg import f\nX = 1\n' },
      expected: ['Lint: pre-commit run ruff-check --all-files', 'Run the changed tests: hatch test tests/test_f.py'],
      ran: ['hatch test tests/test_f.py'],
    },
    {
      name: 'Maven: a module on a sibling’s `${project.version}` is built with it (`-am`), a single test class alone',
      files: logbackShape,
      change: { 'logback-classic/src/test/java/ch/qos/logback/classic/LevelTest.java': 'class LevelTest { int x; }\n' },
      expected: ['Run the changed tests: mvn -pl logback-classic -am test -Dtest=LevelTest -Dsurefire.failIfNoSpecifiedTests=false'],
      ran: ['mvn -pl logback-classic -am test -Dtest=LevelTest -Dsurefire.failIfNoSpecifiedTests=false'],
    },
    {
      name: 'Maven: a module on no sibling runs alone',
      files: logbackShape,
      change: { 'logback-core/src/main/java/ch/qos/logback/core/FileSize.java': 'class FileSize { int x; }\n' },
      expected: ['Run the tests: mvn -pl logback-core test'],
      ran: ['mvn -pl logback-core test'],
    },
    {
      name: 'npm: a test script whose runner has a glob of every test file is not handed the changed one (it would run them all)',
      files: wsShape,
      change: { 'test/subprotocol.test.js': "describe('x', () => { it('y', () => {}); });\n" },
      expected: ['Run the changed tests: npm test'],
      ran: ['npx mocha test/subprotocol.test.js'],
    },
  ]);
});

// A twelfth fresh check, on twelve more repositories (python-sdk, nestjs-boilerplate, goreleaser, nushell,
// kotlinconf-app, teslamate; superforms, react-native-builder-bob, flake8, turbo-rails, CLI11, dart_style).
const bobShape = {
  'package.json': json({
    private: true,
    workspaces: ['packages/*'],
    packageManager: 'yarn@4.11.0',
    scripts: { lint: 'eslint "**/*.{js,ts,tsx}"', typecheck: 'tsc --build', test: 'yarn workspace a test' },
    devDependencies: { eslint: '^9', typescript: '^5' },
  }),
  'eslint.config.js': 'export default [];\n',
  'packages/a/package.json': json({ name: 'a', scripts: { prepare: 'tsc', test: 'vitest' }, devDependencies: { vitest: '^3' } }),
  'packages/b/package.json': json({ name: 'b', scripts: { prepare: 'tsc' } }),
  'packages/a/src/index.ts': 'export const x = 1;\n',
  'packages/b/src/index.ts': 'export const y = 1;\n',
  'tsconfig.json': '{"files":[],"references":[{"path":"packages/a"},{"path":"packages/b"}]}\n',
  'yarn.lock': '',
};
const turboRailsShape = {
  Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'rails'\n",
  'eng.gemspec': 'Gem::Specification.new { |s| s.name = "eng" }\n',
  Rakefile:
    'require "bundler/setup"\nrequire "rake/testtask"\nRake::TestTask.new do |test|\n  test.libs << "test"\n  test.test_files = FileList["test/**/*_test.rb"]\nend\ntask :test_prereq do\n  `yarn build`\nend\ntask default: [:test_prereq, :test]\n',
  'bin/test': '#!/usr/bin/env ruby\n$: << File.expand_path("../test", __dir__)\nrequire "bundler/setup"\nrequire "rails/plugin/test"\n',
  'bin/rails': "#!/usr/bin/env ruby\nrequire 'rails/engine/commands'\n",
  'README.md': 'Run the tests with `./bin/test`.\n',
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  tests:\n    steps:\n      - run: bundle exec rake TESTOPT=-vdc\n',
  'app/helpers/turbo/helper.rb': 'module Turbo; end\n',
  'test/streams/helper_test.rb': 'require "test_helper"\n',
};
const cli11Shape = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.25)\nproject(lib CXX)\nadd_library(lib INTERFACE)\nenable_testing()\nadd_subdirectory(tests)\n',
  'tests/CMakeLists.txt': 'add_executable(AppTest AppTest.cpp)\nadd_test(NAME AppTest COMMAND AppTest)\n',
  'CMakePresets.json': json({
    version: 6,
    configurePresets: [{ name: 'default', binaryDir: 'build', generator: 'Ninja' }],
    buildPresets: [{ name: 'default', configurePreset: 'default' }],
    testPresets: [{ name: 'default', configurePreset: 'default' }],
    workflowPresets: [
      {
        name: 'default',
        steps: [
          { type: 'configure', name: 'default' },
          { type: 'build', name: 'default' },
          { type: 'test', name: 'default' },
        ],
      },
    ],
  }),
  '.github/workflows/tests.yml': 'on: [push]\njobs:\n  preset:\n    steps:\n      - run: cmake --workflow default\n',
  'AGENTS.md': '# Agent Guide\n\n## Presets\n\n- `tidy` — Inherits `default`, adds `clang-tidy` with warnings-as-errors.\n',
  'include/lib/lib.hpp': 'int x = 1;\n',
  'tests/AppTest.cpp': 'int main() { return 0; }\n',
};

const flake8Shape = {
  'tox.ini':
    '[tox]\nenvlist = py,flake8\n\n[testenv]\ndeps =\n    pytest\ncommands =\n    pytest {posargs}\n\n[testenv:flake8]\nskip_install = true\ndeps = flake8\ncommands =\n    flake8 src/ tests/\n',
  'setup.cfg':
    '[metadata]\nname = pkg\n[options]\npackages = find:\npackage_dir =\n    =src\ninstall_requires =\n    pycodestyle>=2.14.0,<2.15.0\n[options.packages.find]\nwhere = src\n[mypy]\ndisallow_untyped_defs = true\n',
  'setup.py': 'from setuptools import setup; setup()\n',
  'dev-requirements.txt': 'tox\n',
  '.github/workflows/main.yml':
    'on: [push]\njobs:\n  main:\n    strategy:\n      matrix:\n        toxenv: [py, flake8]\n    steps:\n    - run: python -mpip install --upgrade setuptools pip tox virtualenv\n    - run: tox -e ${{ matrix.toxenv }}\n',
  'src/pkg/__init__.py': 'x = 1\n',
  'tests/test_pkg.py': 'def test_x():\n    pass\n',
};

const blackShape2 = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ndev = ["pre-commit", "tox"]\ntests = ["pytest>=7"]\n\n[tool.mypy]\nstrict = true\n',
  'tox.ini': '[tox]\nenvlist = py\n\n[testenv]\ndependency_groups = tests\ncommands =\n    pytest tests {posargs}\n',
  '.pre-commit-config.yaml': 'repos:\n  - repo: https://github.com/pre-commit/mirrors-mypy\n    hooks: [{id: mypy}]\n',
  '.github/workflows/test.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: tox -e py\n',
  '.github/workflows/lint.yml': 'on: [push]\njobs:\n  lint:\n    steps:\n      - uses: pre-commit/action@v3.0.1\n',
  'src/pkg/__init__.py': '',
  'src/pkg/strings.py': 'x = 1\n',
  'tests/test_strings.py': 'def test_x():\n    pass\n',
};
const flake8MypyShape = {
  ...flake8Shape,
  'tox.ini': `${flake8Shape['tox.ini']}\n[testenv:mypy]\ndeps = mypy\ncommands =\n    mypy src\n`,
  '.github/workflows/main.yml': flake8Shape['.github/workflows/main.yml'].replace('[py, flake8]', '[py, flake8, mypy]'),
};

describe('a twelfth fresh check: members that borrow no test, engines’ bin/test, workflow presets, rake variables, tox as CI runs it, type-checks CI never runs, CI matrices and actions', () => {
  ecosystemTable([
    {
      name: 'yarn: a member without tests borrows none from a root `test` that runs another member’s',
      files: bobShape,
      change: { 'packages/b/src/index.ts': 'export const y = 2;\n' },
      expected: ['Lint: yarn run lint', 'Type-check: yarn run typecheck'],
      ran: ['yarn typecheck'],
    },
    {
      name: 'Rails engine: the newer `bin/test` (`rails/plugin/test`) runs the tests',
      files: turboRailsShape,
      change: { 'app/helpers/turbo/helper.rb': 'module Turbo; X = 1; end\n' },
      expected: ['Run the tests: bin/rails test'],
      ran: ['bin/test test/streams/helper_test.rb'],
    },
    {
      name: 'CMake: a workflow preset configures, builds and tests; a checker a guide names alone is no lint',
      files: cli11Shape,
      change: { 'include/lib/lib.hpp': 'int x = 2;\n' },
      expected: ['Build: cmake --preset default && cmake --build --preset default', 'Run the tests: ctest --preset default'],
      ran: ['cmake --workflow default'],
    },
    {
      name: 'Ruby: rake given a variable (`TESTOPT=-vdc`) runs its default task',
      files: turboRailsShape,
      change: { 'app/helpers/turbo/helper.rb': 'module Turbo; X = 2; end\n' },
      expected: ['Run the tests: bin/rails test'],
      ran: ['bundle exec rake TESTOPT=-vdc'],
    },
    {
      name: 'tox: the env CI runs where only tox is installed; a type-check CI never runs rides along',
      files: flake8Shape,
      change: { 'src/pkg/__init__.py': 'x = 2\n' },
      expected: ['Run the tests: tox -e py', 'Lint: tox -e flake8', 'Type-check: mypy .'],
      ran: ['tox -e py'],
    },
    {
      name: 'tox: a dependency change is built into the env by tox itself',
      files: flake8Shape,
      change: { 'setup.cfg': flake8Shape['setup.cfg'].replace('<2.15.0', '<2.16.0') },
      expected: ['Run the tests: tox -e py'],
      ran: ['tox -e py'],
    },
    {
      name: 'tox: a type-check env CI runs through its matrix is owed after the tests',
      files: flake8MypyShape,
      change: { 'src/pkg/__init__.py': 'x = 3\n' },
      before: ['tox -e py'],
      expected: ['Lint: tox -e flake8', 'Type-check: tox -e mypy'],
    },
    {
      name: 'pre-commit: CI’s pre-commit action runs the hooks, mypy among them',
      files: blackShape2,
      change: { 'src/pkg/strings.py': 'x = 3\n' },
      before: ['tox -e py'],
      expected: ['Lint: pre-commit run --all-files', 'Type-check: pre-commit run mypy --all-files'],
    },
  ]);
});

// A thirteenth fresh check, on twelve more repositories (packaging, tremor, go-clean-template, tower, AntennaPod,
// browsershot; kitsune, npm/cli, stern, casa, jellyfin, fourmolu).
const goCleanShape = {
  'go.mod': 'module example.com/m\n\ngo 1.24\n',
  Makefile:
    'mock: ### run mockgen\n\tmockgen -source ./internal/repo/contracts.go -package usecase_test > ./internal/usecase/mocks_repo_test.go\n.PHONY: mock\n\ntest: ### run test\n\tgo test -v -race ./internal/...\n.PHONY: test\n',
  '.github/workflows/ci.yml': 'on: pull_request\njobs:\n  unit-tests:\n    steps:\n      - run: make test\n',
  'internal/usecase/mocks_repo_test.go': 'package usecase_test\n',
  'internal/usecase/usecase.go': 'package usecase\n\nfunc F() int { return 1 }\n',
  'internal/repo/contracts.go':
    'package repo\n\n//go:generate mockgen -source=contracts.go -destination=../usecase/mocks_repo_test.go -package=usecase_test\n\ntype (\n\tRepo interface {\n\t\tGet(id string) (string, error)\n\t}\n)\n',
};
const antennaShape = {
  'build.gradle':
    "plugins {\n    id 'com.android.application' version '8.7.0' apply false\n    id 'com.android.library' version '8.7.0' apply false\n}\n",
  'settings.gradle': "include ':app', ':lib'\n",
  gradlew: '#!/bin/sh\n',
  '.github/workflows/ci.yml':
    'on: pull_request\njobs:\n  test:\n    steps:\n      - run: ./gradlew testPlayDebugUnitTest testDebugUnitTest\n',
  'app/build.gradle': 'plugins { id \'com.android.application\' }\napply from: "../playFlavor.gradle"\nandroid { namespace "x.app" }\n',
  'app/src/main/java/x/app/Main.java': 'class Main {}\n',
  'lib/build.gradle': 'plugins { id \'com.android.library\' }\nandroid { namespace "x.lib" }\n',
  'lib/src/main/java/x/P.java': 'package x;\npublic class P {}\n',
  'lib/src/test/java/x/PTest.java': 'package x;\npublic class PTest {}\n',
};
const kitsuneShape = {
  Makefile: 'test:\n\tdocker compose run web ./bin/run-unit-tests.sh\n\nlint:\n\tdocker compose run web pre-commit run --all-files\n',
  'bin/run-unit-tests.sh': '#!/bin/bash\n./manage.py test "$@"\n',
  'docker-compose.yml': 'services:\n  web:\n    build: .\n',
  Dockerfile: 'FROM python:3.12\n',
  'manage.py': '#!/usr/bin/env python\n',
  'pyproject.toml': '[project]\nname = "kitsune"\ndependencies = ["django"]\n',
  'app/__init__.py': '',
  'app/views.py': 'x = 1\n',
  'app/tests/__init__.py': '',
  'app/tests/test_views.py': 'x = 1\n',
};

describe('a thirteenth fresh check: mock generators, Android modules without flavours, commands run in compose services', () => {
  ecosystemTable([
    {
      name: 'Go: a make target that runs mockgen regenerates what the directive writes',
      files: goCleanShape,
      change: {
        'internal/repo/contracts.go': goCleanShape['internal/repo/contracts.go'].replace('\t}\n)', '\t\tDelete(id string) error\n\t}\n)'),
      },
      expected: ['Regenerate the code its go:generate directive writes: go generate ./internal/repo/...', 'Run the tests: make test'],
      ran: ['make mock', 'make test'],
    },
    {
      name: 'Android: a module that shows no flavours runs the unflavoured variant CI also runs',
      files: antennaShape,
      change: { 'lib/src/main/java/x/P.java': 'package x;\npublic class P { int x; }\n' },
      expected: ['Run the tests: ./gradlew :lib:testDebugUnitTest'],
      ran: ['./gradlew :lib:testDebugUnitTest'],
    },
    {
      name: 'Android: a module that applies a shared flavour script runs CI’s variant',
      files: antennaShape,
      change: { 'app/src/main/java/x/app/Main.java': 'class Main { int x; }\n' },
      expected: ['Run the tests: ./gradlew :app:testPlayDebugUnitTest'],
      ran: ['./gradlew :app:testPlayDebugUnitTest'],
    },
    {
      name: 'compose: a test run in a service (`docker compose run --rm web ./manage.py test`) runs the tests',
      files: kitsuneShape,
      change: { 'app/views.py': 'x = 2\n' },
      expected: ['Run the tests: make test', 'Lint: make lint'],
      ran: ['docker compose run --rm web ./manage.py test app --keepdb -v 2'],
    },
  ]);
});

// A fourteenth fresh check, on twelve more repositories (requests, ofetch, testify, tealdeer, disruptor, dotenv;
// luxon, shadcn-admin, commonmark, broadway, swift-algorithms, leveldb).
const dotenvShape = {
  Gemfile: 'source "https://rubygems.org"\ngemspec name: "dotenv"\n',
  'dotenv.gemspec':
    'Gem::Specification.new do |s|\n  s.name = "dotenv"\n  s.add_development_dependency "rspec"\n  s.add_development_dependency "standard"\nend\n',
  Rakefile:
    'require "rspec/core/rake_task"\nrequire "rake/testtask"\nrequire "standard/rake"\nRSpec::Core::RakeTask.new(:spec)\nRake::TestTask.new do |t|\n  t.test_files = Dir["test/**/*_test.rb"]\nend\ntask default: [:spec, :test, :standard]\n',
  'lib/dotenv.rb': 'module Dotenv; end\n',
  'spec/dotenv_spec.rb': 'describe Dotenv do; end\n',
  'test/autorestore_test.rb': 'require "minitest/autorun"\nclass AutorestoreTest < Minitest::Test; end\n',
  '.github/workflows/ci.yml': 'on: [push, pull_request]\njobs:\n  ci:\n    steps:\n      - run: bundle exec rake\n',
};
const eslintConfigShape = {
  'package.json': json({
    name: 'app',
    type: 'module',
    scripts: { lint: 'eslint .', test: 'vitest run' },
    devDependencies: { eslint: '^9', vitest: '^3' },
  }),
  'package-lock.json': '{}\n',
  'eslint.config.js': 'export default [];\n',
  'src/a.js': 'export const a = 1;\n',
};
const broadwayShape = {
  'mix.exs':
    'defmodule Broadway.MixProject do\n  use Mix.Project\n  def project do\n    [app: :broadway, test_coverage: [tool: ExCoveralls], deps: [{:excoveralls, "~> 0.18", only: :test}]]\n  end\nend\n',
  'lib/broadway.ex': 'defmodule Broadway do\nend\n',
  'test/broadway_test.exs': 'defmodule BroadwayTest do\nend\n',
};

describe('a fourteenth fresh check: minitest beside rspec, linter configs, coverage runners', () => {
  ecosystemTable([
    {
      name: 'Ruby: a minitest file beside rspec’s specs is rake’s test task’s, one file by TEST=',
      files: dotenvShape,
      change: {
        'test/autorestore_test.rb': 'require "minitest/autorun"\nclass AutorestoreTest < Minitest::Test; def test_two; end; end\n',
      },
      expected: ['Lint: bundle exec rake standard', 'Run the changed tests: bundle exec rake test TEST=test/autorestore_test.rb'],
      ran: ['bundle exec rake test'],
    },
    {
      name: 'Ruby: a spec beside those minitest files is still rspec’s',
      files: dotenvShape,
      change: { 'spec/dotenv_spec.rb': 'describe Dotenv do; it {}; end\n' },
      expected: ['Lint: bundle exec rake standard', 'Run the changed tests: bundle exec rspec spec/dotenv_spec.rb'],
      ran: ['bundle exec rspec spec/dotenv_spec.rb'],
    },
    {
      name: 'npm: the linter’s own flat config is no source the tests read',
      files: eslintConfigShape,
      change: { 'eslint.config.js': 'export default [{ rules: {} }];\n' },
      expected: [],
    },
    {
      name: 'Elixir: excoveralls’ `mix coveralls.github`, as CI runs it, runs the tests',
      files: broadwayShape,
      change: { 'lib/broadway.ex': 'defmodule Broadway do\n  def x, do: 1\nend\n' },
      expected: ['Run the tests: mix test'],
      ran: ['mix coveralls.github'],
    },
  ]);
});

const goTestdata = {
  'go.mod': 'module example.com/m\n\ngo 1.22\n',
  'lintpass/lintpass.go': 'package lintpass\n\nfunc Run() int { return 1 }\n',
  'lintpass/lintpass_test.go': 'package lintpass\n\nimport "testing"\n\nfunc TestRun(t *testing.T) {}\n',
  'lintpass/testdata/src/a/a.go': 'package a\n\nfunc F() {}\n',
};
const rustToolchain = {
  'Cargo.toml': '[package]\nname = "x"\nversion = "0.1.0"\nedition = "2021"\n',
  'src/lib.rs': 'pub fn f() -> u32 { 1 }\n',
  'tests/t.rs': '#[test]\nfn t() { assert_eq!(x::f(), 1); }\n',
};
const phpExcluded = {
  'composer.json': json({
    name: 'acme/lib',
    scripts: { phpstan: 'vendor/bin/phpstan analyse -l 6 src' },
    'require-dev': { 'phpunit/phpunit': '^10.0', 'phpstan/phpstan': '^1.10' },
  }),
  'phpstan.neon': 'parameters:\n    level: 6\n    paths:\n        - src\n    excludePaths:\n        analyse:\n            - src/InMemory\n',
  'phpunit.xml.dist':
    '<phpunit><testsuites><testsuite name="all"><directory suffix="Test.php">src/</directory></testsuite></testsuites></phpunit>\n',
  'src/Store.php': '<?php\nclass Store { public function has(string $k): bool { return false; } }\n',
  'src/InMemory/Store.php': '<?php\nnamespace Acme\\InMemory;\nclass Store { public function has(string $k): bool { return false; } }\n',
  'src/InMemory/StoreTest.php': '<?php\nclass StoreTest {}\n',
};
const rubyMatrix = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "railties", "~> 8.1.0"\n',
  'Gemfile.lock': '',
  'gemfiles/Gemfile-rails-7-2': 'source "https://rubygems.org"\ngemspec path: ".."\ngem "railties", "~> 7.2.0"\n',
  'x.gemspec': 'Gem::Specification.new do |s| s.name = "x"; s.version = "0.1"; s.files = [] end\n',
  Rakefile:
    "require 'rake/testtask'\ntask default: :test\nRake::TestTask.new(:test) { |t| t.libs << 'lib' << 'test'; t.pattern = 'test/**/*_test.rb' }\n",
  'lib/x.rb': 'module X; end\n',
  'test/x_test.rb': 'class XTest; end\n',
};

const phpstanConfigShape = {
  'composer.json': json({
    'require-dev': { 'larastan/larastan': '^3.3', 'pestphp/pest': '^4.0' },
    scripts: { test: 'vendor/bin/pest', analyse: 'vendor/bin/phpstan analyse --ansi --memory-limit=4G' },
  }),
  'phpstan.neon.dist': 'parameters:\n    paths:\n        - src/\n    level: 6\n',
  '.github/workflows/phpstan.yml':
    "on:\n  push:\n    paths: ['**.php', 'phpstan.neon.dist']\njobs:\n  s:\n    steps:\n      - run: composer install --no-interaction\n      - run: ./vendor/bin/phpstan --error-format=github\n",
  '.github/workflows/run-tests.yml':
    'on: push\njobs:\n  t:\n    steps:\n      - run: composer install --no-interaction\n      - run: vendor/bin/pest\n',
  'src/A.php': '<?php\nnamespace Acme;\nclass A { public function f(): int { return 1; } }\n',
};
describe('a fifteenth fresh check: testdata folders, toolchain overrides, phpstan exclusions, matrix gemfiles', () => {
  ecosystemTable([
    {
      name: 'Go: a file of a testdata folder is tested by the package holding the folder (the go tool skips testdata)',
      files: goTestdata,
      change: { 'lintpass/testdata/src/a/a.go': 'package a\n\nfunc F() int { return 2 }\n' },
      expected: ['Run the changed tests: go test ./lintpass'],
      ran: ['go test ./lintpass'],
    },
    {
      name: 'Rust: `cargo +nightly test` (rustup’s toolchain override, as CI’s matrix runs it) runs the tests',
      files: rustToolchain,
      change: { 'src/lib.rs': 'pub fn f() -> u32 { 2 - 1 }\n' },
      expected: ['Run the tests: cargo test'],
      ran: ['cargo +nightly test'],
    },
    {
      name: 'PHP: a file phpstan’s excludePaths leaves out is not its to check',
      files: phpExcluded,
      change: {
        'src/InMemory/Store.php':
          '<?php\nnamespace Acme\\InMemory;\nclass Store { public function has(string $k): bool { return $k === "x"; } }\n',
      },
      expected: ['Run the tests: vendor/bin/phpunit'],
      ran: ['vendor/bin/phpunit src/InMemory/StoreTest.php'],
    },
    {
      name: 'PHP: a file beside them that phpstan does check still gets it',
      files: phpExcluded,
      change: { 'src/Store.php': '<?php\nclass Store { public function has(string $k): bool { return $k === "x"; } }\n' },
      expected: ['Run the tests: vendor/bin/phpunit', 'Type-check: composer phpstan'],
      ran: ['vendor/bin/phpunit', 'vendor/bin/phpstan analyse'],
    },
    {
      name: 'PHP: phpstan’s own config (a raised level) is checked by a phpstan run, as CI’s path filter says',
      files: phpstanConfigShape,
      change: { 'phpstan.neon.dist': 'parameters:\n    paths:\n        - src/\n    level: 7\n' },
      expected: ['Type-check: composer analyse'],
      ran: ['vendor/bin/phpstan analyse'],
    },
    {
      name: 'Ruby: a gemfile of CI’s matrix is a manifest, installed and tested under BUNDLE_GEMFILE',
      files: rubyMatrix,
      change: { 'gemfiles/Gemfile-rails-7-2': 'source "https://rubygems.org"\ngemspec path: ".."\ngem "railties", "~> 7.2.2"\n' },
      expected: [
        'Install updated dependencies: BUNDLE_GEMFILE=gemfiles/Gemfile-rails-7-2 bundle install',
        'Run the tests: BUNDLE_GEMFILE=gemfiles/Gemfile-rails-7-2 bundle exec rake test',
      ],
      ran: ['BUNDLE_GEMFILE=gemfiles/Gemfile-rails-7-2 bundle install', 'BUNDLE_GEMFILE=gemfiles/Gemfile-rails-7-2 bundle exec rake'],
    },
  ]);
});

const djangoRunnerShape = {
  Makefile: 'test:\n\t./runtests.py\n',
  'runtests.py':
    '#!/usr/bin/env python\nimport os\nimport sys\n\nfrom django.core.management import execute_from_command_line\n\n\ndef runtests():\n    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")\n    argv = sys.argv[:1] + ["test"] + sys.argv[1:]\n    execute_from_command_line(argv)\n\n\nif __name__ == "__main__":\n    runtests()\n',
  'tox.ini':
    '[tox]\nenvlist = py313, lint\n\n[testenv]\ncommands = ./runtests.py {posargs}\n\n[testenv:lint]\ncommands = flake8 pkg tests\ndeps = flake8\n',
  'pyproject.toml': '[project]\nname = "pkg"\ndependencies = ["Django>=5.2"]\n',
  'pkg/__init__.py': '',
  'pkg/utils.py': 'def f():\n    return 1\n',
  'tests/__init__.py': '',
  'tests/test_utils.py': 'from django.test import TestCase\n\nclass T(TestCase):\n    def test_f(self):\n        pass\n',
};

const circleShape = {
  'package.json': json({
    name: 'rs',
    scripts: {
      lint: 'eslint . --ext .js,.jsx,.ts,.tsx',
      'type-check': 'tsc --build tsconfig.json',
      test: 'npm run test:jest && npm run test:cypress',
      'test:jest': 'jest --coverage',
      'test:cypress': 'cypress run --browser chrome',
      e2e: "concurrently --kill-others --success=first 'yarn start:test' 'yarn test:cypress'",
    },
    devDependencies: { jest: '^29', cypress: '^13', typescript: '^5', eslint: '^8' },
  }),
  'yarn.lock': '',
  'tsconfig.json': json({ compilerOptions: { strict: true }, include: ['src'] }),
  '.circleci/config.yml':
    'version: 2.1\njobs:\n  unit_test:\n    docker:\n      - image: cimg/node:18.0\n    working_directory: ~/repo\n    steps:\n      - checkout\n      - run: yarn install --silent\n      - run:\n          name: Lint\n          command: yarn lint\n      - run: yarn type-check\n      - run: yarn test:jest\nworkflows:\n  build:\n    jobs:\n      - unit_test\n',
  'src/filters.ts': 'export const f = 1;\n',
  'src/__tests__/filters.test.ts': "import { f } from '../filters';\ntest('f', () => expect(f).toBe(1));\n",
};

const xtaskShape = {
  '.cargo/config.toml': '[alias]\nxtask = "run --package xtask --"\n',
  'Cargo.toml': '[workspace]\nresolver = "2"\nmembers = ["core", "widgets", "xtask"]\n',
  'core/Cargo.toml': '[package]\nname = "core"\nversion = "0.1.0"\nedition = "2021"\n',
  'core/src/lib.rs': 'pub fn c() -> u32 { 1 }\n',
  'widgets/Cargo.toml': '[package]\nname = "widgets"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ncore = { path = "../core" }\n',
  'widgets/src/lib.rs': 'pub fn w() -> u32 { core::c() }\n',
  'xtask/Cargo.toml': '[package]\nname = "xtask"\nversion = "0.1.0"\nedition = "2021"\npublish = false\n',
  'xtask/src/main.rs': 'fn main() {}\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  clippy:\n    steps:\n      - run: cargo xtask clippy\n  test-libs:\n    steps:\n      - run: cargo xtask test-libs\n',
  'CONTRIBUTING.md': '- `cargo xtask ci` - Run all CI checks\n- `cargo xtask test` - Run all tests\n',
};

const gradleBelowShape = {
  '.github/workflows/build.yml':
    'on: [push, pull_request]\njobs:\n  b:\n    steps:\n      - run: cd projects && ./test.sh\n      - run: cd projects && ./gradlew apiCheck\n',
  'projects/test.sh': '#!/bin/sh\n./gradlew clean test jvmTest --parallel\n',
  'projects/gradlew': '#!/bin/sh\n',
  'projects/settings.gradle.kts': 'include(":core:koin-core")\n',
  'projects/build.gradle.kts':
    'plugins {\n    id("org.jetbrains.kotlin.multiplatform") apply false\n    id("org.jetbrains.kotlinx.binary-compatibility-validator")\n}\n',
  'projects/core/koin-core/build.gradle.kts':
    'plugins { id("org.jetbrains.kotlin.multiplatform") }\nkotlin { jvm(); wasmJs { nodejs() } }\n',
  'projects/core/koin-core/api/koin-core.api': 'public final class Q {}\n',
  'projects/core/koin-core/src/commonMain/kotlin/Q.kt': 'class Q { fun f() = 1 }\n',
  'projects/core/koin-core/src/commonTest/kotlin/QTest.kt': 'class QTest\n',
};

const gitlabShape = {
  'package.json': json({
    name: 'app',
    scripts: { test: 'npm run test:unit && npm run test:e2e', 'test:unit': 'vitest run', 'test:e2e': 'playwright test' },
    devDependencies: { vitest: '^3', '@playwright/test': '^1' },
  }),
  'package-lock.json': '{}\n',
  '.gitlab-ci.yml':
    'stages: [test]\nvariables:\n  CI: "true"\n.node:\n  image: node:22\nunit:\n  stage: test\n  script:\n    - npm ci\n    - npm run test:unit\n',
  'src/a.js': 'export const a = 1;\n',
};

const swiftAllShape = {
  'Package.swift':
    '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Lib", targets: [.target(name: "Lib"), .testTarget(name: "LibTests", dependencies: ["Lib"])])\n',
  'Sources/Lib/Lib.swift': 'public func f(_ x: Int) -> Int { x + 1 }\n',
  'Tests/LibTests/LibTests.swift':
    'import XCTest\n@testable import Lib\nfinal class LibTests: XCTestCase { func testF() { XCTAssertEqual(f(1), 2) } }\n',
  Makefile:
    'test-all: test-linux test-swift test-platforms\n\ntest-linux:\n\tdocker run --rm -v "$(PWD):$(PWD)" -w "$(PWD)" swift:6.2 bash -c "make test-swift"\n\ntest-swift:\n\tswift test --parallel\n\ntest-platforms:\n\txcodebuild test -scheme Lib -destination platform="macOS"\n',
  '.github/workflows/ci.yml':
    'on: [push, pull_request]\njobs:\n  macos:\n    runs-on: macos-26\n    steps:\n      - run: make test-platforms\n  linux:\n    runs-on: ubuntu-latest\n    steps:\n      - run: swift test\n',
};

describe('a sixteenth fresh check: Django runner scripts, CircleCI jobs, xtask verbs by name, a Gradle build in a folder', () => {
  ecosystemTable([
    {
      name: 'Python: a runner script that runs Django’s test command is the make target’s tests, run by hand',
      files: djangoRunnerShape,
      change: { 'pkg/utils.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: make test', 'Lint: tox -e lint'],
      ran: ['./runtests.py'],
    },
    {
      name: 'Python: that script run through python, as the dev guide says',
      files: djangoRunnerShape,
      change: { 'pkg/utils.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: make test', 'Lint: tox -e lint'],
      ran: ['python runtests.py'],
    },
    {
      name: 'Python: a changed test module, run by its label through the script',
      files: djangoRunnerShape,
      change: { 'tests/test_utils.py': djangoRunnerShape['tests/test_utils.py'].replace('pass', 'assert True') },
      expected: ['Lint: tox -e lint', 'Run the changed tests: make test'],
      ran: ['./runtests.py tests.test_utils'],
    },
    {
      name: 'CircleCI: the unit-test job’s `yarn test:jest` beats a `test` script that chains a browser suite',
      files: circleShape,
      change: { 'src/filters.ts': 'export const f = 2;\n' },
      expected: ['Run the tests: yarn run test:jest', 'Lint: yarn run lint', 'Type-check: yarn run type-check'],
      ran: ['yarn test:jest', 'yarn type-check'],
    },
    {
      name: 'CircleCI: a changed test file runs alone through that script',
      files: circleShape,
      change: { 'src/__tests__/filters.test.ts': "import { f } from '../filters';\ntest('f', () => expect(f).toBe(2));\n" },
      expected: [
        'Lint: yarn run lint',
        'Type-check: yarn run type-check',
        'Run the changed tests: yarn run test:jest src/__tests__/filters.test.ts',
      ],
      ran: ['yarn test:jest src/__tests__/filters.test.ts', 'yarn type-check'],
    },
    {
      name: 'GitLab CI: the unit job’s `npm run test:unit` beats a `test` script that chains a browser suite',
      files: gitlabShape,
      change: { 'src/a.js': 'export const a = 2;\n' },
      expected: ['Run the tests: npm run test:unit'],
      ran: ['npm run test:unit'],
    },
    {
      name: 'make: an aggregate target that tests in a container (and on macOS only) gives way to the target that runs swift test',
      files: swiftAllShape,
      change: { 'Sources/Lib/Lib.swift': 'public func f(_ x: Int) -> Int { x + 2 }\n' },
      expected: ['Run the tests: make test-swift'],
      ran: ['swift test'],
    },
    {
      name: 'Rust: CI’s `cargo xtask test-libs` runs the tests (an xtask verb by its name)',
      files: xtaskShape,
      change: { 'widgets/src/lib.rs': 'pub fn w() -> u32 { core::c() + 1 }\n' },
      expected: ['Run the tests: cargo test -p widgets', 'Lint: cargo xtask clippy'],
      ran: ['cargo xtask test-libs'],
    },
    {
      name: 'Rust: the guide’s `cargo xtask ci` (all CI checks) too',
      files: xtaskShape,
      change: { 'widgets/src/lib.rs': 'pub fn w() -> u32 { core::c() + 1 }\n' },
      expected: ['Run the tests: cargo test -p widgets', 'Lint: cargo xtask clippy'],
      ran: ['cargo xtask ci'],
    },
    {
      name: 'Gradle: a build whose settings and wrapper sit in a folder runs a project’s tasks there, by path',
      files: gradleBelowShape,
      change: { 'projects/core/koin-core/src/commonMain/kotlin/Q.kt': 'class Q { fun f() = 2 }\n' },
      expected: [
        'Run the tests: cd projects && ./gradlew :core:koin-core:allTests',
        'Check the public API against its baseline: cd projects && ./gradlew :core:koin-core:apiCheck',
      ],
      ran: ['cd projects && ./gradlew :core:koin-core:allTests apiCheck'],
    },
  ]);
});

const twigShape = {
  'composer.json': json({
    require: { 'symfony/framework-bundle': '^7', 'symfony/twig-bundle': '^7', 'twig/string-extra': '^3' },
    'require-dev': { 'phpunit/phpunit': '^11', 'symfony/browser-kit': '^7' },
  }),
  'phpunit.dist.xml': '<phpunit><testsuites><testsuite name="all"><directory>tests</directory></testsuite></testsuites></phpunit>\n',
  '.github/workflows/tests.yaml':
    'on: [push, pull_request]\njobs:\n  t:\n    steps:\n      - run: composer install\n      - run: vendor/bin/phpunit\n',
  '.github/workflows/lint.yaml':
    'on: [push, pull_request]\njobs:\n  l:\n    steps:\n      - run: composer install\n      - run: ./bin/console lint:twig templates --env=prod\n',
  'src/Controller/BlogController.php': '<?php\nnamespace App\\Controller;\nclass BlogController {}\n',
  'tests/Controller/BlogControllerTest.php': '<?php\nnamespace App\\Tests\\Controller;\nclass BlogControllerTest {}\n',
  'templates/blog/_post.html.twig': '<p>{{ post.summary }}</p>\n',
};
const railsViewShape = {
  Gemfile: 'source "https://rubygems.org"\ngem "rails"\ngem "rspec-rails", group: :test\n',
  'Gemfile.lock': '',
  'bin/rails': '#!/usr/bin/env ruby\n',
  'app/models/domain.rb': 'class Domain; end\n',
  'app/views/domains/index.html.haml': '%p= @domains.size\n',
  'spec/models/domain_spec.rb': 'describe Domain do; end\n',
  'spec/spec_helper.rb': '',
  '.rspec': '--require spec_helper\n',
};

const buildTagShape = {
  'go.mod': 'module example.com/lib\n\ngo 1.23\n',
  'enc_json.go': '// +build !binary_log\n\npackage lib\n\nfunc enc() string { return "json" }\n',
  'enc_cbor.go': '// +build binary_log\n\npackage lib\n\nfunc enc() string { return "cbor" }\n',
  'enc_test.go': 'package lib\n\nimport "testing"\n\nfunc TestEnc(t *testing.T) { _ = enc() }\n',
  '.github/workflows/test.yml':
    'on: [push, pull_request]\njobs:\n  t:\n    steps:\n      - run: go test -race ./...\n      - run: go test -tags binary_log -race ./...\n',
};
const tsconfigProjectShape = {
  'package.json': json({
    name: 'lib',
    scripts: { check: 'tsc --project tsconfig.source.json', test: 'vitest' },
    devDependencies: { typescript: '^5', vitest: '^3' },
  }),
  'package-lock.json': '{}\n',
  'tsconfig.json': json({ include: ['src'], compilerOptions: { strict: true, noEmit: true } }),
  'tsconfig.source.json': json({ extends: './tsconfig.json', include: ['src/**/*.ts'], exclude: ['**/*.test.ts', '**/*.test-d.ts'] }),
  'src/add.ts': 'export const add = (a: number, b: number) => a + b;\n',
  'src/add.test.ts': "import { add } from './add';\ntest('add', () => expect(add(1, 2)).toBe(3));\n",
  'src/add.test-d.ts': "import { add } from './add';\nexpectTypeOf(add).returns.toBeNumber();\n",
};
const hookFilesShape = {
  'pyproject.toml': '[project]\nname = "pkg"\nversion = "0.1.0"\n\n[dependency-groups]\ntests = ["pytest"]\n',
  'uv.lock': '',
  'pkg/__init__.py': '',
  'pkg/main.py': 'x = 1\n',
  'scripts/docs.py': 'import pkg\n',
  'docs/index.md': '# pkg\n',
  'tests/test_main.py': 'def test_x():\n    pass\n',
  '.pre-commit-config.yaml':
    'repos:\n  - repo: local\n    hooks:\n      - id: generate-readme\n        name: generate README.md from docs/index.md\n        language: unsupported\n        entry: uv run ./scripts/docs.py generate-readme\n        files: ^docs/index\\.md|scripts/docs\\.py$\n        pass_filenames: false\n',
};
describe('a seventeenth fresh check: server-side templates, build tags, the tsconfig a check script names, type tests', () => {
  ecosystemTable([
    {
      name: 'pre-commit: a generator hook whose script imports the package starts only for the files its `files:` names',
      files: hookFilesShape,
      change: { 'pkg/main.py': 'x = 2\n' },
      expected: ['Run the tests: uv run pytest'],
      ran: ['uv run pytest'],
    },
    {
      name: 'pre-commit: a file it names does start it',
      files: hookFilesShape,
      change: { 'scripts/docs.py': 'import pkg\nprint(1)\n' },
      expected: ['Regenerate the code generated from it: uv run ./scripts/docs.py generate-readme', 'Run the tests: uv run pytest'],
      ran: ['pre-commit run generate-readme --all-files', 'uv run pytest'],
    },
    {
      name: 'Go: a file only a build tag compiles is tested with that tag, and a run without it does not count',
      files: buildTagShape,
      change: { 'enc_cbor.go': '// +build binary_log\n\npackage lib\n\nfunc enc() string { return "cbor2" }\n' },
      expected: ['Run the tests: go test -tags binary_log ./...'],
      ran: ['go test -tags binary_log -race ./...'],
      skips: ['go test -race ./...'],
    },
    {
      name: 'Go: the //go:build form, run with -tags=',
      files: { ...buildTagShape, 'enc_cbor.go': '//go:build binary_log\n\npackage lib\n\nfunc enc() string { return "cbor" }\n' },
      change: { 'enc_cbor.go': '//go:build binary_log\n\npackage lib\n\nfunc enc() string { return "cbor2" }\n' },
      expected: ['Run the tests: go test -tags binary_log ./...'],
      ran: ['go test -tags=binary_log ./...'],
    },
    {
      name: 'Go: a file a negated tag builds is in the plain run',
      files: buildTagShape,
      change: { 'enc_json.go': '// +build !binary_log\n\npackage lib\n\nfunc enc() string { return "json2" }\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test -race ./...'],
    },
    {
      name: 'TypeScript: a test file the check script’s own tsconfig excludes is not type-checked',
      files: tsconfigProjectShape,
      change: { 'src/add.test.ts': `${tsconfigProjectShape['src/add.test.ts']}test('x', () => {});\n` },
      expected: ['Run the changed tests: npm test -- src/add.test.ts'],
      ran: ['npx vitest run src/add.test.ts'],
    },
    {
      name: 'TypeScript: a source file it includes is',
      files: tsconfigProjectShape,
      change: { 'src/add.ts': 'export const add = (a: number, b: number): number => a + b;\n' },
      expected: ['Run the tests: npm test', 'Type-check: npm run check'],
      ran: ['npm test', 'npm run check'],
    },
    {
      name: 'TypeScript: a vitest type test (`.test-d.ts`) is a test',
      files: tsconfigProjectShape,
      change: {
        'src/add.test-d.ts': `${tsconfigProjectShape['src/add.test-d.ts']}expectTypeOf(add).parameters.toEqualTypeOf<[number, number]>();\n`,
      },
      expected: ['Run the changed tests: npm test -- src/add.test-d.ts'],
      ran: ['npx vitest run src/add.test-d.ts'],
    },
    {
      name: 'PHP: a Twig template the functional tests render gets the tests',
      files: twigShape,
      change: { 'templates/blog/_post.html.twig': "<p>{{ post.summary|u.truncate(120, '…') }}</p>\n" },
      expected: ['Run the tests: vendor/bin/phpunit'],
      ran: ['vendor/bin/phpunit'],
    },
    {
      name: 'Rails: a Haml view gets the tests',
      files: railsViewShape,
      change: { 'app/views/domains/index.html.haml': '%p= @domains.count\n' },
      expected: ['Run the tests: bundle exec rspec'],
      ran: ['bundle exec rspec'],
    },
  ]);
});

const swiftFilterShape = {
  'Package.swift':
    '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "lib", products: [.library(name: "Lib", targets: ["Lib"])], targets: [.target(name: "Lib"), .testTarget(name: "LibTests", dependencies: ["Lib"])])\n',
  'Sources/Lib/Lib.swift': 'public func one() -> Int { 1 }\n',
  'Tests/LibTests/OneTests.swift':
    'import XCTest\n@testable import Lib\nfinal class OneTests: XCTestCase { func testOne() { XCTAssertEqual(one(), 1) } }\n',
  Makefile: 'test-swift:\n\tswift test\n\tswift test -c release\n',
  '.github/workflows/ci.yml': 'on: [push, pull_request]\njobs:\n  t:\n    steps:\n      - run: swift test --parallel\n',
};
const zigTargetShape = {
  'build.zig':
    'const std = @import("std");\npub fn build(b: *std.Build) void {\n    const test_step = b.step("test", "Run tests");\n    _ = test_step;\n}\n',
  'build.zig.zon': '.{ .name = .m, .version = "0.0.0", .paths = .{""} }\n',
  'src/root.zig': 'pub fn one() u8 { return 1; }\n',
  Makefile:
    "F=\n.PHONY: t\nt:\n\tTEST_FILTER='${F}' zig build test -Dforce_blocking=false\n\tTEST_FILTER='${F}' zig build test -Dforce_blocking=true\n",
};
const denoInnerTaskShape = {
  'deno.json': json({
    tasks: { test: 'deno task test:deno', 'test:deno': 'deno test --allow-read --parallel', check: 'deno check --doc .' },
  }),
  'lib/deno.json': json({ name: '@x/lib', version: '1.0.0', exports: './mod.ts' }),
  'lib/mod.ts': 'export function one(): number { return 1; }\n',
  'lib/test/one_test.ts': 'import { one } from "../mod.ts";\nDeno.test("one", () => { if (one() !== 1) throw new Error(); });\n',
};
const exCheckShape = {
  'mix.exs':
    'defmodule Lib.MixProject do\n  use Mix.Project\n  def project, do: [app: :lib, version: "0.1.0", elixir: "~> 1.15", deps: deps()]\n  defp deps do\n    [{:ex_check, "~> 0.12", only: [:dev, :test]},\n     {:credo, ">= 0.0.0", only: [:dev, :test], runtime: false}]\n  end\nend\n',
  '.check.exs': '[tools: [{:dialyzer, false}]]\n',
  'lib/lib.ex': 'defmodule Lib do def one, do: 1 end\n',
  'test/test_helper.exs': 'ExUnit.start()\n',
  'test/lib_test.exs': 'defmodule LibTest do use ExUnit.Case; test "one", do: assert(Lib.one() == 1) end\n',
};
const coverageGateShape = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "0"\n\n[tool.hatch.envs.default]\ndependencies = ["pytest", "pytest-cov"]\n\n[tool.hatch.envs.default.scripts]\ntest = "pytest --cov=pkg/ --cov-report=term-missing --cov-fail-under=100"\n',
  'pkg/__init__.py': '',
  'pkg/a.py': 'A = 1\n',
  'tests/test_a.py': 'def test_a():\n    pass\n',
  'README.md': 'hatch run test\n',
};
const appraisalShape = {
  Rakefile:
    'require "bundler/setup"\nrequire "bundler/gem_tasks"\nrequire "rake/testtask"\n\nif !ENV["APPRAISAL_INITIALIZED"] && !ENV["CI"]\n  require "appraisal/task"\n  Appraisal::Task.new\n  task default: :appraisal\nelse\n  Rake::TestTask.new do |test|\n    test.libs << "test"\n    test.test_files = FileList["test/*_test.rb"]\n  end\n  task default: :test\nend\n',
  Appraisals: 'appraise "rails-8-0" do\n  gem "rails", "~> 8.0.0"\nend\n',
  Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "rake"\ngem "appraisal"\n',
  'jbuilder.gemspec': 'Gem::Specification.new do |s| s.name = "jbuilder" end\n',
  'bin/test': '#!/usr/bin/env bash\nset -e\nbundle install\nappraisal install\nappraisal rake test\n',
  'lib/jbuilder/key_formatter.rb': 'class KeyFormatter; end\n',
  'test/test_helper.rb': 'require "bundler/setup"\n',
  'test/jbuilder_test.rb': 'require "test_helper"\nclass JbuilderTest; end\n',
};
const excludedTestShape = {
  'package.json': json({ name: 'root', private: true, workspaces: ['packages/*'] }),
  'package-lock.json': '{}\n',
  'AGENTS.md':
    'All commands run from `packages/lib/`:\n\n```bash\nnpm run test:runtime # runtime tests\nnpm run test:types   # type-level tests\nnpm run check        # typecheck source files\n```\n',
  'packages/lib/package.json': json({
    name: 'lib',
    scripts: {
      check: 'tsc --project tsconfig.source.json',
      'test:runtime': 'vitest --project runtime',
      'test:types': 'vitest --project types',
      test: 'vitest',
    },
    devDependencies: { typescript: '^5', vitest: '^3' },
  }),
  'packages/lib/tsconfig.json': json({ include: ['src'], compilerOptions: { strict: true, noEmit: true } }),
  'packages/lib/tsconfig.source.json': json({
    extends: './tsconfig.json',
    include: ['src/**/*.ts'],
    exclude: ['**/*.test.ts', '**/*.test-d.ts'],
  }),
  'packages/lib/src/add.ts': 'export const add = (a: number, b: number) => a + b;\n',
  'packages/lib/src/add.test.ts': "import { add } from './add';\ntest('add', () => expect(add(1, 2)).toBe(3));\n",
};

const circleAnchorsShape = {
  ...circleShape,
  '.circleci/config.yml':
    'version: 2\ndocker_defaults: &docker_defaults\n  docker:\n    - image: cypress/browsers:latest\n  working_directory: ~/project/repo\ninstall_steps: &install_steps\n  steps:\n    - checkout\n    - run: yarn install --silent\njobs:\n  build:\n    <<: *docker_defaults\n    <<: *install_steps\n  unit_test:\n    <<: *docker_defaults\n    steps:\n      - run:\n          name: Running unit tests\n          command: |\n            yarn lint\n            yarn type-check\n            yarn test:jest\n',
};

describe('an eighteenth fresh check: targets named by their bodies, test files run alone by the language’s runner, tasks calling tasks, ex_check, coverage gates, Appraisal', () => {
  ecosystemTable([
    {
      name: 'CircleCI: a config that merges two anchors into one job (a key given twice) is still read',
      files: circleAnchorsShape,
      change: { 'src/filters.ts': 'export const f = 2;\n' },
      expected: ['Run the tests: yarn run test:jest', 'Lint: yarn run lint', 'Type-check: yarn run type-check'],
      ran: ['yarn test:jest', 'yarn type-check'],
    },
    {
      name: 'Swift: a changed test runs alone through swift test, where the make target runs the whole suite twice',
      files: swiftFilterShape,
      change: {
        'Tests/LibTests/OneTests.swift': swiftFilterShape['Tests/LibTests/OneTests.swift'].replace('} }', '}\n  func testTwo() {} }'),
      },
      expected: ['Run the changed tests: swift test --filter LibTests'],
      ran: ['swift test --filter LibTests'],
    },
    {
      name: 'make: the one target whose recipe only runs the tests is the test run, whatever its name (`t:`)',
      files: zigTargetShape,
      change: { 'src/root.zig': 'pub fn one() u8 { return 2 - 1; }\n' },
      expected: ['Run the tests: make t'],
      ran: ['make t'],
    },
    {
      name: 'Deno: a test task that runs another task hands the changed file on',
      files: denoInnerTaskShape,
      change: { 'lib/test/one_test.ts': `${denoInnerTaskShape['lib/test/one_test.ts']}Deno.test("two", () => {});\n` },
      expected: ['Lint: deno lint', 'Type-check: deno task check', 'Run the changed tests: deno task test lib/test/one_test.ts'],
      ran: ['deno task test lib/test/one_test.ts', 'deno task check'],
    },
    {
      name: 'Elixir: ex_check’s `mix check` runs the tests and the linters',
      files: exCheckShape,
      change: { 'lib/lib.ex': 'defmodule Lib do def one, do: 2 - 1 end\n' },
      expected: ['Run the tests: mix test', 'Lint: mix credo'],
      ran: ['mix check'],
    },
    {
      name: 'Python: a test script held to a coverage threshold runs whole (one file would fail the gate)',
      files: coverageGateShape,
      change: { 'tests/test_a.py': 'def test_a():\n    assert True\n' },
      expected: ['Run the changed tests: hatch run test'],
      ran: ['hatch run pytest tests/test_a.py'],
    },
    {
      name: 'Ruby: a gem whose Rakefile defines its tests only under Appraisal runs them through appraisal',
      files: appraisalShape,
      change: { 'lib/jbuilder/key_formatter.rb': 'class KeyFormatter; def x; end; end\n' },
      expected: ['Run the tests: bundle exec appraisal rake test'],
      ran: ['bundle exec appraisal rake test'],
    },
    {
      name: 'Ruby: its bin/test (appraisal install, appraisal rake test) runs them',
      files: appraisalShape,
      change: { 'lib/jbuilder/key_formatter.rb': 'class KeyFormatter; def x; end; end\n' },
      expected: ['Run the tests: bundle exec appraisal rake test'],
      ran: ['bin/test'],
    },
    {
      name: 'Ruby: one appraisal, one test file',
      files: appraisalShape,
      change: { 'test/jbuilder_test.rb': 'require "test_helper"\nclass JbuilderTest; def t; end; end\n' },
      expected: ['Run the changed tests: bundle exec appraisal rake test TEST=test/jbuilder_test.rb'],
      ran: ['bundle exec appraisal rails-8-0 rake test TEST=test/jbuilder_test.rb'],
    },
    {
      name: 'TypeScript: a package whose type-check excludes its tests leaves them to no guide of the root',
      files: excludedTestShape,
      change: { 'packages/lib/src/add.test.ts': `${excludedTestShape['packages/lib/src/add.test.ts']}test('x', () => {});\n` },
      expected: ['Run the changed tests: npm test -w packages/lib -- src/add.test.ts'],
      ran: ['npm test -w packages/lib -- src/add.test.ts'],
    },
  ]);
});

const springResourcesShape = {
  'pom.xml':
    '<project><parent><groupId>org.springframework.boot</groupId><artifactId>spring-boot-starter-parent</artifactId></parent><artifactId>petclinic</artifactId></project>\n',
  mvnw: '#!/bin/sh\n',
  '.github/workflows/ci.yml': 'on: [push, pull_request]\njobs:\n  b:\n    steps:\n      - run: ./mvnw -B verify\n',
  'src/main/java/app/App.java': 'package app;\npublic class App {}\n',
  'src/main/resources/application.properties': 'server.port=8080\n',
  'src/main/resources/templates/owners.html': '<p>owners</p>\n',
  'src/test/java/app/AppTests.java': 'package app;\nclass AppTests {}\n',
};
const buildSrcShape = {
  'settings.gradle.kts': 'include(":lib-core")\n',
  gradlew: '#!/bin/sh\n',
  'buildSrc/build.gradle.kts': 'plugins { `kotlin-dsl` }\n',
  'buildSrc/src/main/kotlin/kotlin-conventions.gradle.kts': 'plugins { kotlin("jvm") }\nkotlin { jvmToolchain(11) }\n',
  'lib-core/build.gradle.kts': 'plugins { id("kotlin-conventions") }\n',
  'lib-core/src/main/kotlin/A.kt': 'class A\n',
  '.github/workflows/ci.yml': 'on: [push, pull_request]\njobs:\n  b:\n    steps:\n      - run: ./gradlew check\n',
};
const appraisalsFileShape = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\ngem "appraisal"\n',
  'Gemfile.lock': '',
  Appraisals: 'appraise "openssl" do\n  gem "openssl", "~> 2.1"\nend\n',
  'jwt.gemspec': 'Gem::Specification.new do |s| s.name = "jwt" end\n',
  '.rspec': '--require spec_helper\n',
  'spec/spec_helper.rb': '',
  'spec/jwt_spec.rb': 'describe 1 do; end\n',
  'lib/jwt.rb': 'module JWT; end\n',
};

const tsconfigChangeShape = {
  'package.json': json({
    name: 'nt',
    scripts: { test: 'vitest run', typecheck: 'tsc --noEmit', build: 'rollup --config' },
    devDependencies: { typescript: '^5', vitest: '^3', rollup: '^4' },
  }),
  'package-lock.json': '{}\n',
  'tsconfig.json': json({ include: ['src/**/*.ts'], compilerOptions: { target: 'es2015', strict: true } }),
  'src/index.ts': 'export const a = 1;\n',
  '.github/workflows/ci.yml': 'on: [push, pull_request]\njobs:\n  t:\n    steps:\n      - run: npm run typecheck\n      - run: npm test\n',
};

const zigDefaultTargetShape = {
  'build.zig':
    'const std = @import("std");\npub fn build(b: *std.Build) void {\n    const test_step = b.step("test", "Run tests");\n    _ = test_step;\n}\n',
  'build.zig.zon': '.{ .name = .m, .version = "0.0.0", .paths = .{""} }\n',
  'src/root.zig': 'pub fn one() u8 { return 1; }\n',
  Makefile:
    "F=\nzig ?= zig\n.PHONY: t\nt:\n\tTEST_FILTER='${F}' '${zig}' build test -Dtsan=true -Dforce_blocking=false\n\tTEST_FILTER='${F}' '${zig}' build test -Dforce_blocking=true\n\n.PHONY: tn\ntn:\n\tTEST_FILTER='${F}' '${zig}' build test -Dforce_blocking=false\n\n.PHONY: tb\ntb:\n\tTEST_FILTER='${F}' '${zig}' build test -Dforce_blocking=true\n\n.PHONY: s\ns:\n\tzig build example_1\n",
};

describe('a nineteenth fresh check: the default test target, a tsconfig change, what a Java build packages, buildSrc, the Appraisals file', () => {
  ecosystemTable([
    {
      name: 'TypeScript: a tsconfig change (its target) is checked by the type-check it configures, whatever it includes',
      files: tsconfigChangeShape,
      change: { 'tsconfig.json': json({ include: ['src/**/*.ts'], compilerOptions: { target: 'es2017', strict: true } }) },
      expected: ['Type-check: npm run typecheck'],
      ran: ['npm run typecheck'],
    },
    {
      name: 'make: of several targets that only test (`t`, `tn`, `tb`), the default one (the first), its tool named by a variable',
      files: zigDefaultTargetShape,
      change: { 'src/root.zig': 'pub fn one() u8 { return 2 - 1; }\n' },
      expected: ['Run the tests: make t'],
      ran: ['make t'],
    },
    {
      name: 'Spring Boot: application.properties, packaged beside the classes, gets the module’s tests',
      files: springResourcesShape,
      change: { 'src/main/resources/application.properties': 'server.port=9090\n' },
      expected: ['Run the tests: ./mvnw test'],
      ran: ['./mvnw test'],
    },
    {
      name: 'Spring Boot: a Thymeleaf template too, and CI’s verify runs them',
      files: springResourcesShape,
      change: { 'src/main/resources/templates/owners.html': '<p>all owners</p>\n' },
      expected: ['Run the tests: ./mvnw test'],
      ran: ['./mvnw -B verify'],
    },
    {
      name: 'Gradle: a convention script of buildSrc, which every project applies, gets the build’s tests',
      files: buildSrcShape,
      change: { 'buildSrc/src/main/kotlin/kotlin-conventions.gradle.kts': 'plugins { kotlin("jvm") }\nkotlin { jvmToolchain(17) }\n' },
      expected: ['Run the tests: ./gradlew test'],
      ran: ['./gradlew check'],
    },
    {
      name: 'Gradle: buildSrc’s own build file is no project with tests of its own',
      files: buildSrcShape,
      change: { 'buildSrc/build.gradle.kts': 'plugins { `kotlin-dsl` }\nrepositories { mavenCentral() }\n' },
      expected: ['Run the tests: ./gradlew test'],
      ran: ['./gradlew test'],
    },
    {
      name: 'Ruby: the Appraisals file is installed by appraisal, which writes each appraisal’s gemfile, and tested under them',
      files: appraisalsFileShape,
      change: { Appraisals: 'appraise "openssl" do\n  gem "openssl", "~> 3.0"\nend\n' },
      expected: ['Install updated dependencies: bundle exec appraisal install', 'Run the tests: bundle exec appraisal rspec'],
      ran: ['bundle exec appraisal install', 'bundle exec appraisal rspec'],
    },
  ]);
});

const pathsIgnoreShape = {
  'package.json': json({
    name: 'app',
    private: true,
    scripts: { test: 'vitest', typecheck: 'vue-tsc --noEmit' },
    devDependencies: { vitest: '^3', 'vue-tsc': '^2', typescript: '^5' },
  }),
  'pnpm-lock.yaml': '',
  'composer.json': json({ scripts: { lint: 'phpcs', test: 'phpunit' } }),
  '.github/workflows/lint-backend.yml':
    "on:\n  pull_request:\n    paths-ignore: ['resources/assets/**']\njobs:\n  l:\n    steps:\n      - run: composer install\n      - run: composer lint\n",
  '.github/workflows/lint-frontend.yml':
    'on: pull_request\njobs:\n  l:\n    steps:\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm exec eslint resources/assets\n',
  'app/Song.php': '<?php\nclass Song {}\n',
  'resources/assets/js/format.ts': 'export const f = (n: number) => `${n}`;\n',
};
const pathsShape = {
  'package.json': json({ name: 'site', private: true, scripts: { test: 'vitest' }, devDependencies: { vitest: '^3' } }),
  'package-lock.json': '{}\n',
  '.github/workflows/ci.yml': 'on: [push, pull_request]\njobs:\n  t:\n    steps:\n      - run: npm ci\n      - run: npm test\n',
  '.github/workflows/scripts.yml':
    "on:\n  pull_request:\n    paths: ['scripts/**', '!scripts/**/*.md']\njobs:\n  t:\n    steps:\n      - run: python -m pytest scripts\n",
  'src/a.ts': 'export const a = 1;\n',
  'scripts/release.py': 'def version():\n    return "1"\n',
  'scripts/test_release.py': 'from release import version\n\ndef test_version():\n    assert version()\n',
};
const engineViewsShape = {
  Gemfile: "source 'https://rubygems.org'\ngemspec\ngem 'rails'\n",
  'Gemfile.lock': '',
  'kaminari.gemspec': 'Gem::Specification.new { |s| s.name = "kaminari"; s.add_dependency "kaminari-core" }\n',
  'core/kaminari-core.gemspec': 'Gem::Specification.new { |s| s.name = "kaminari-core"; s.files = Dir["app/**/*", "lib/**/*"] }\n',
  'core/lib/engine.rb': 'class Engine < ::Rails::Engine; end\n',
  'core/app/views/kaminari/_gap.html.erb': '<span class="gap">…</span>\n',
  'core/test/requests/navigation_test.rb': 'class NavigationTest; end\n',
  Rakefile: "require 'rake/testtask'\nRake::TestTask.new do |t|\n  t.libs << 'test'\n  t.pattern = '{test,core/test}/**/*_test.rb'\nend\n",
  '.github/workflows/main.yml': 'on: push\njobs:\n  t:\n    steps:\n      - run: bundle exec rake test\n',
};
const cabalShape = {
  'cabal.project': 'packages: .\ntests: true\n',
  'demo.cabal':
    'cabal-version: 2.2\nname: demo\nversion: 0.1\nlibrary\n  exposed-modules: Demo\n  hs-source-dirs: src\ntest-suite demo-tests\n  type: exitcode-stdio-1.0\n  main-is: Tests.hs\n  hs-source-dirs: tests\n',
  'src/Demo.hs': 'module Demo where\nf :: Int\nf = 1\n',
  'tests/Tests.hs': 'main :: IO ()\nmain = pure ()\n',
};
const pubWorkspaceShape = {
  'pubspec.yaml': 'name: workspace\npublish_to: none\nenvironment:\n  sdk: ^3.6.0\nworkspace:\n  - packages/gen\n',
  'packages/gen/pubspec.yaml':
    'name: gen\nenvironment:\n  sdk: ^3.6.0\nresolution: workspace\ndependencies:\n  json_annotation: ^4.9.0\ndev_dependencies:\n  build_runner: ^2.4.0\n  json_serializable: ^6.9.0\n  test: ^1.25.0\n',
  'packages/gen/lib/a.dart':
    "import 'package:json_annotation/json_annotation.dart';\npart 'a.g.dart';\n@JsonSerializable()\nclass A {\n  A(this.x);\n  final int x;\n}\n",
  'packages/gen/lib/a.g.dart': "part of 'a.dart';\n",
  'packages/gen/test/a_test.dart': "import 'package:test/test.dart';\nvoid main() { test('a', () {}); }\n",
};
const deepcopyShape = {
  'go.mod': 'module example.com/k\n\ngo 1.22\n',
  Makefile: '# all tests\ntest:\n\tgo test ./...\n# update generated code\ngenerate:\n\thack/update-generated.sh\n',
  'hack/update-generated.sh': '#!/bin/sh\ndeepcopy-gen --output-file zz_generated.deepcopy.go ./pkg/apis/config/v1\n',
  'pkg/apis/config/v1/types.go': '// +k8s:deepcopy-gen=package\npackage v1\n\ntype Networking struct {\n\tAPIServerPort int32\n}\n',
  'pkg/apis/config/v1/zz_generated.deepcopy.go':
    '//go:build !ignore_autogenerated\n\n// Code generated by deepcopy-gen. DO NOT EDIT.\n\npackage v1\n\nfunc (in *Networking) DeepCopyInto(out *Networking) { *out = *in }\n',
  'pkg/cluster/create.go': 'package cluster\n\nfunc Create() error { return nil }\n',
};
const kubebuilderShape = {
  'go.mod': 'module example.com/op\n\ngo 1.22\n',
  Makefile:
    'test: manifests generate fmt vet\n\tgo test ./... -coverprofile cover.out\ngenerate: controller-gen\n\t$(CONTROLLER_GEN) object:headerFile="hack/boilerplate.go.txt" paths="./..."\nmanifests: controller-gen\n\t$(CONTROLLER_GEN) rbac:roleName=manager-role crd paths="./..." output:crd:artifacts:config=config/crd/bases\nfmt:\n\tgo fmt ./...\nvet:\n\tgo vet ./...\ncontroller-gen:\n\tGOBIN=$(LOCALBIN) go install sigs.k8s.io/controller-tools/cmd/controller-gen@latest\n',
  'api/v1/groupversion_info.go': '// +kubebuilder:object:generate=true\n// +groupName=cache.example.com\npackage v1\n',
  'api/v1/memcached_types.go': 'package v1\n\ntype MemcachedSpec struct {\n\tSize int32 `json:"size"`\n}\n',
  'api/v1/zz_generated.deepcopy.go': '// Code generated by controller-gen. DO NOT EDIT.\n\npackage v1\n',
};
const rollupShape = {
  'package.json': json({
    name: 'neverthrow',
    scripts: {
      build: 'npm run clean && rollup --config && mv tmp/*.js dist',
      clean: 'rm -rf ./dist ./tmp',
      test: 'vitest run',
      lint: 'eslint ./src --ext .ts',
      typecheck: 'tsc --noEmit',
    },
    devDependencies: { rollup: '^4', vitest: '^3', typescript: '^5', eslint: '^9' },
  }),
  'package-lock.json': '{}\n',
  'tsconfig.json': json({ include: ['src/**/*.ts'] }),
  'rollup.config.mjs': 'export default [{ input: "src/index.ts", output: { file: "tmp/index.cjs.js", format: "cjs" } }];\n',
  'src/index.ts': 'export const ok = 1;\n',
  'tests/index.test.ts': 'test("ok", () => {});\n',
};
const nextShape = {
  'package.json': json({
    name: 'site',
    private: true,
    scripts: { dev: 'next dev', build: 'next build', test: 'vitest run', lint: 'next lint' },
    dependencies: { next: '^15', react: '^19' },
    devDependencies: { vitest: '^3', typescript: '^5' },
  }),
  'pnpm-lock.yaml': '',
  'next.config.mjs': 'export default { reactStrictMode: true };\n',
  'scripts/build-feed.mjs': 'console.log("feed");\n',
  'app/page.tsx': 'export default function Page() { return null; }\n',
  'app/page.test.tsx': 'test("page", () => {});\n',
};
const swiftTargetsShape = {
  'Package.swift':
    '// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "Lib", targets: [.target(name: "Lib"), .testTarget(name: "LibTests", dependencies: ["Lib"])])\n',
  Makefile:
    'test-linux:\n\tdocker run --rm -v "$(PWD):$(PWD)" -w "$(PWD)" swift:5.7-focal bash -c \'swift test\'\n\ntest-macos:\n\txcodebuild test -scheme Lib -destination platform="macOS"\n\ntest-swift:\n\tswift test\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  macos:\n    runs-on: macos-15\n    steps:\n      - run: make test-swift\n  ubuntu:\n    container: swift:6.1\n    steps:\n      - run: swift test\n',
  'Sources/Lib/A.swift': 'public func a() -> Int { 1 }\n',
  'Tests/LibTests/ATests.swift': 'import XCTest\nfinal class ATests: XCTestCase { func testA() {} }\n',
};
const bufFolderShape = {
  'go.mod': 'module example.com/memos\n\ngo 1.22\n',
  'main.go': 'package main\n\nfunc main() {}\n',
  'proto/buf.yaml': 'version: v2\nmodules:\n  - path: .\n',
  'proto/buf.gen.yaml': 'version: v2\nplugins:\n  - remote: buf.build/protocolbuffers/go\n    out: gen\n',
  'proto/api/v1/svc.proto': 'syntax = "proto3";\npackage api.v1;\nmessage Memo {\n  string name = 1;\n}\n',
};
const managedSiblingShape = {
  'pom.xml':
    '<project>\n  <groupId>org.ex</groupId>\n  <artifactId>root</artifactId>\n  <version>1.0-SNAPSHOT</version>\n  <packaging>pom</packaging>\n  <modules>\n    <module>core</module>\n    <module>processor</module>\n  </modules>\n  <dependencyManagement>\n    <dependencies>\n      <dependency><groupId>${project.groupId}</groupId><artifactId>core</artifactId><version>${project.version}</version></dependency>\n    </dependencies>\n  </dependencyManagement>\n</project>\n',
  mvnw: '#!/bin/sh\n',
  'core/pom.xml':
    '<project>\n  <parent><groupId>org.ex</groupId><artifactId>root</artifactId><version>1.0-SNAPSHOT</version></parent>\n  <artifactId>core</artifactId>\n</project>\n',
  'core/src/main/java/a/A.java': 'package a;\npublic class A {}\n',
  'core/src/test/java/a/ATest.java': 'package a;\nclass ATest {}\n',
  'processor/pom.xml':
    '<project>\n  <parent><groupId>org.ex</groupId><artifactId>root</artifactId><version>1.0-SNAPSHOT</version></parent>\n  <artifactId>processor</artifactId>\n  <dependencies>\n    <dependency><groupId>org.ex</groupId><artifactId>core</artifactId></dependency>\n  </dependencies>\n</project>\n',
  'processor/src/main/java/b/B.java': 'package b;\npublic class B {}\n',
};
const routingGuideShape = {
  'go.mod': 'module example.com/memos\n\ngo 1.22\n',
  'internal/util/util.go': 'package util\n\nfunc Trim(s string) string { return s }\n',
  'internal/util/util_test.go': 'package util\n\nimport "testing"\n\nfunc TestTrim(t *testing.T) {}\n',
  'store/store.go': 'package store\n\ntype Store struct{}\n',
  'store/test/store_test.go': 'package test\n\nimport "testing"\n\nfunc TestStore(t *testing.T) {}\n',
  'server/server.go': 'package server\n',
  'cmd/memos/main.go': 'package main\n\nfunc main() {}\n',
  'AGENTS.md':
    '## Change routing\n\n| Change | Update | Verify |\n| --- | --- | --- |\n| Go service or router behavior | Service code under `server/`, tests near package | `go test -v -race ./server/...` |\n| Store or migration behavior | `store/`, all three DB driver migrations, `LATEST.sql` | `go test -v ./store/...` |\n| Internal package logic | Relevant `internal/` package tests | `go test -v -race ./internal/...` |\n| Public unauthenticated route | `server/router/api/v1/acl_config.go` | Targeted server test or manual route check |\n\nBuild with `go build ./...`.\n',
};
const localesShape = {
  Gemfile: 'source "https://rubygems.org"\ngem "rails", "~> 8.1.0"\n',
  'Gemfile.lock': '',
  'bin/rails': '#!/usr/bin/env ruby\nrequire_relative "../config/boot"\nrequire "rails/commands"\n',
  'bin/fill-locales': '#!/usr/bin/env ruby\nrequire "yaml"\n# copy missing keys from en.yml into the other locales\n',
  'config/locales/en.yml': 'en:\n  copied: Copied\n',
  'config/locales/de.yml': 'de:\n  copied: Kopiert\n',
  'app/models/user.rb': 'class User; end\n',
  'test/integration/i18n_test.rb': 'class I18nTest; end\n',
  '.github/workflows/test.yml': 'on: push\njobs:\n  t:\n    steps:\n      - run: bin/rails test\n',
  'AGENTS.md':
    '## Conventions\n- User-facing strings: add keys to `config/locales/en.yml`, then run `bin/fill-locales` to propagate to other locales.\n',
};
const siblingStepShape = {
  'package.json': json({
    private: true,
    name: 'repo',
    scripts: { test: 'turbo test --filter=!@example/*', 'type-check': 'tsc --build' },
    devDependencies: { turbo: '2.9.14', typescript: '5.8.3', vitest: '4.1.6' },
  }),
  'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
  'pnpm-lock.yaml': '',
  'turbo.json': json({ tasks: { build: {}, test: { dependsOn: ['^build', 'build'] } } }),
  'packages/x/package.json': json({
    name: '@scope/x',
    scripts: {
      test: 'pnpm test:node && pnpm test:edge',
      'test:edge': 'vitest --config vitest.edge.config.js --run',
      'test:node': 'vitest --config vitest.node.config.js --run',
      build: 'tsup',
    },
  }),
  'packages/x/src/two.ts': 'export const two = () => 2;\n',
  'packages/x/src/two.test.ts': "import { two } from './two';\ntest('two', () => expect(two()).toBe(2));\n",
  '.github/workflows/ci.yml':
    'on: push\njobs:\n  t:\n    steps:\n      - working-directory: packages/ai\n        run: |\n          pnpm test:edge\n',
};
const benchesWorkspaceShape = {
  'Cargo.toml': '[package]\nname = "rand"\nversion = "0.1.0"\nedition = "2021"\n\n[features]\nstd = []\nsimd_support = []\n',
  'src/lib.rs': 'pub fn two() -> u32 { 2 }\n',
  'benches/Cargo.toml':
    '[package]\nname = "benches"\nversion = "0.1.0"\nedition = "2021"\npublish = false\n\n[features]\nsimd_support = ["rand/simd_support"]\n\n[workspace]\n\n[dev-dependencies]\nrand = { path = ".." }\n\n[[bench]]\nname = "bool"\nharness = false\n',
  'benches/benches/bool.rs': 'fn main() { let _ = rand::two(); }\n',
  '.github/workflows/benches.yml':
    'on: pull_request\ndefaults:\n  run:\n    working-directory: ./benches\njobs:\n  b:\n    steps:\n      - run: cargo test --benches\n',
  '.github/workflows/test.yml':
    'on:\n  pull_request:\n    paths-ignore: ["benches/**"]\njobs:\n  t:\n    steps:\n      - run: cargo test --all-features\n',
};
const repoRootShape = {
  'Directory.Build.props': '<Project><PropertyGroup><RepoRoot>$(MSBuildThisFileDirectory)</RepoRoot></PropertyGroup></Project>\n',
  'src/Lib/Lib.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n',
  'src/Lib/Foo.cs': 'namespace Lib; public static class Foo { public static int Two() => 2; }\n',
  'test/Lib.Tests/Lib.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup>\n  <ItemGroup>\n    <PackageReference Include="xunit" Version="2.9.0" />\n    <ProjectReference Include="$(RepoRoot)src\\Lib\\Lib.csproj" />\n  </ItemGroup>\n</Project>\n',
  'test/Lib.Tests/FooTests.cs': 'public class FooTests { [Xunit.Fact] public void Two() { } }\n',
  '.github/workflows/ci.yml': 'on: push\njobs:\n  t:\n    steps:\n      - run: dotnet test test/Lib.Tests -c Debug\n',
};
const makeBesideCmakeShape = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.15)\nproject(tiny VERSION 1.0.0)\ninclude(CTest)\nadd_library(tiny tiny.cpp)\nif (BUILD_TESTING)\n    add_executable(xmltest xmltest.cpp)\n    target_link_libraries(xmltest PRIVATE tiny)\n    add_test(NAME xmltest COMMAND xmltest)\nendif ()\n',
  Makefile:
    'all: xmltest\n\nxmltest: xmltest.cpp libtiny.a\n\nlibtiny.a: tiny.o\n\t$(AR) cr $@ $^\n\ntest: xmltest\n\t./xmltest\n\ncheck: xmltest\n\t./xmltest\n',
  'tiny.cpp': 'int tiny() { return 1; }\n',
  'xmltest.cpp': 'int tiny();\nint main() { return tiny() - 1; }\n',
  '.github/workflows/test.yml':
    'on: [push]\njobs:\n  test:\n    steps:\n      - run: cmake -G Ninja -S . -B build-static-dbg -DCMAKE_BUILD_TYPE=Debug\n      - run: cmake --build build-static-dbg\n      - run: ctest --output-on-failure\n        working-directory: build-static-dbg\n',
};
const templatesLintShape = {
  'composer.json': json({
    name: 'acme/bundle',
    'require-dev': { 'phpstan/phpstan': '^1.12', 'phpunit/phpunit': '^11.5' },
    autoload: { 'psr-4': { 'Acme\\': 'src' } },
    scripts: { test: 'vendor/bin/phpunit' },
  }),
  'phpstan.neon': 'parameters:\n    level: 5\n    paths:\n        - src\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  twig:\n    steps:\n      - run: composer require --dev --no-update vincentlanglet/twig-cs-fixer ^3.4\n      - run: composer update --no-interaction\n      - run: vendor/bin/twig-cs-fixer lint templates\n  tests:\n    steps:\n      - run: composer update --no-progress\n      - run: vendor/bin/phpunit\n',
  'src/Foo.php': '<?php\nnamespace Acme;\nclass Foo { public function a(): int { return 1; } }\n',
  'tests/FooTest.php': '<?php\nclass FooTest {}\n',
  'templates/a.html.twig': '<p>{{ a }}</p>\n',
};
const computedGradleShape = {
  'settings.gradle.kts':
    'rootProject.name = "http4k"\nrootDir.walkTopDown()\n    .filter { it.isDirectory && File(it, "build.gradle.kts").exists() }\n    .filterNot { it == rootDir }\n    .forEach {\n        val module = it.relativeTo(rootDir).path.removePrefix("core/").replace(\'/\', \'-\')\n        include(":http4k-$module")\n        project(":http4k-$module").projectDir = File(it.absoluteFile.path)\n    }\n',
  gradlew: '#!/bin/sh\n',
  'core/format/jackson/build.gradle.kts': 'plugins { kotlin("jvm") }\n',
  'core/format/jackson/src/main/kotlin/A.kt': 'package a\nfun a() = 1\n',
};
const untestedAppShape = {
  'pubspec.yaml':
    'name: app\nenvironment:\n  sdk: ^3.5.0\ndependencies:\n  flutter:\n    sdk: flutter\n  http: ^1.6.0\ndev_dependencies:\n  flutter_test:\n    sdk: flutter\n',
  'pubspec.lock': '',
  'analysis_options.yaml': 'include: package:flutter_lints/flutter.yaml\n',
  'lib/main.dart': 'void main() {}\n',
};
const mypyPyrightShape = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ntests = ["pytest"]\ntyping = ["mypy", "pyright"]\n\n[tool.uv]\ndefault-groups = ["tests", "typing"]\n\n[tool.mypy]\nfiles = ["src"]\n\n[tool.pyright]\ninclude = ["src"]\n',
  'uv.lock': '',
  'src/pkg/__init__.py': 'def f():\n    return 1\n',
  'tests/test_f.py': 'from pkg import f\n\ndef test_f():\n    assert f() == 1\n',
};
const typingEnvShape = {
  ...mypyPyrightShape,
  'pyproject.toml': `${mypyPyrightShape['pyproject.toml'].replace('tests = ["pytest"]', 'dev = ["tox", "tox-uv"]\ntests = ["pytest"]').replace('"tests", "typing"', '"dev", "tests", "typing"')}\n[tool.tox.env.typing]\ndependency_groups = ["typing"]\ncommands = [["mypy"], ["pyright"]]\n`,
};
const coverageTargetShape = {
  Makefile:
    'RUN_TEST_COMMAND=PYTHONPATH=".:tests:$${PYTHONPATH}" python -W error -m django test core --settings=settings\n\ntest: ## run tests\n\t$(RUN_TEST_COMMAND)\n\ncoverage: ## coverage\n\tcoverage run tests/manage.py test core\n\tcoverage combine\n\tcoverage report\n',
  'pyproject.toml': '[project]\nname = "pkg"\nversion = "0"\ndependencies = ["Django"]\n',
  'pkg/__init__.py': 'x = 1\n',
  'tests/manage.py': '',
  'tests/core/__init__.py': '',
  'tests/core/tests/__init__.py': '',
  'tests/core/tests/test_fields.py': 'from django.test import TestCase\n\nclass T(TestCase):\n    def test_a(self):\n        pass\n',
};
const gemViewsShape = {
  Gemfile: 'source "https://rubygems.org"\ngemspec\ngroup :test do\n  gem "minitest"\nend\n',
  'Gemfile.lock': '',
  'sk.gemspec': 'Gem::Specification.new { |s| s.name = "sk"; s.files = Dir["lib/**/*", "web/**/*"] }\n',
  Rakefile: 'require "rake/testtask"\nRake::TestTask.new(:test) do |test|\n  test.pattern = "test/**/*.rb"\nend\n',
  'lib/sk/web.rb': 'require "erb"\nmodule Sk; end\n',
  'web/views/busy.html.erb': '<h1><%= "Status" %></h1>\n',
  'test/web_test.rb': 'require "minitest/autorun"\nclass WebTest < Minitest::Test; end\n',
  '.github/workflows/ci.yml': 'on: push\njobs:\n  t:\n    steps:\n      - run: bundle exec rake test\n',
};
const mesonBesideCmakeShape = {
  'CMakeLists.txt':
    'cmake_minimum_required(VERSION 3.16)\nproject(foo C)\nadd_library(foo foo.c)\nenable_testing()\nadd_subdirectory(tests)\n',
  'meson.build': "project('foo', 'c')\nlibfoo = library('foo', 'foo.c')\nsubdir('tests')\n",
  'tests/meson.build': "t = executable('test_foo', 'test_foo.c', link_with: libfoo, include_directories: '..')\ntest('test_foo', t)\n",
  'tests/CMakeLists.txt':
    'add_executable(test_foo test_foo.c)\ntarget_link_libraries(test_foo foo)\nadd_test(NAME test_foo COMMAND test_foo)\n',
  'foo.c': 'int foo(void) { return 1; }\n',
  'tests/test_foo.c': 'int foo(void);\nint main(void) { return foo() - 1; }\n',
  '.github/workflows/meson.yml':
    'on: [push, pull_request]\njobs:\n  linux:\n    steps:\n      - run: python3 -m pip install meson ninja\n      - run: |\n          meson setup build\n          meson compile -C build\n          meson test -C build\n',
};
const packageMigrationShape = {
  'composer.json': json({
    name: 'acme/foo-log',
    require: { php: '^8.4', 'illuminate/database': '^12.0' },
    'require-dev': { 'orchestra/testbench': '^10.0', 'pestphp/pest': '^4.0' },
    autoload: { 'psr-4': { 'Acme\\FooLog\\': 'src' } },
    scripts: { test: 'vendor/bin/pest' },
  }),
  'database/migrations/2024_01_01_000000_create_foo_log_table.php':
    "<?php\nreturn new class { public function up() { Schema::create('foo_log', fn ($t) => $t->id()); } };\n",
  'src/FooLog.php': '<?php\nnamespace Acme\\FooLog;\nclass FooLog {}\n',
  'tests/FooLogTest.php': "<?php\nit('logs', fn () => expect(true)->toBeTrue());\n",
};
const lintingTestTargetShape = {
  'go.mod': 'module example.com/helm\n\ngo 1.22\n',
  Makefile:
    '.PHONY: test test-unit test-style\ntest: test-style test-unit\n\ntest-unit:\n\tgo test ./...\n\ntest-style:\n\tgolangci-lint run ./...\n',
  'pkg/a/a.go': 'package a\n\nfunc A() int { return 1 }\n',
  '.github/workflows/build.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - run: make test-unit\n  lint:\n    steps:\n      - uses: golangci/golangci-lint-action@v6\n',
};
const bundleConfigShape = {
  'composer.json': json({
    name: 'acme/demo-bundle',
    type: 'symfony-bundle',
    require: { 'symfony/dependency-injection': '^7.2' },
    'require-dev': { 'phpunit/phpunit': '^11.0' },
    autoload: { 'psr-4': { 'Acme\\DemoBundle\\': 'src/' } },
    scripts: { phpunit: 'phpunit' },
  }),
  'phpunit.xml.dist': '<phpunit><testsuites><testsuite name="all"><directory>tests</directory></testsuite></testsuites></phpunit>\n',
  'src/DependencyInjection/AcmeDemoExtension.php':
    "<?php\nclass AcmeDemoExtension { public function load() { $loader->load('services.xml'); } }\n",
  'config/services.xml': '<container><services><service id="acme.demo" class="Acme\\Demo" /></services></container>\n',
  'tests/ExtensionTest.php': '<?php\nclass ExtensionTest {}\n',
};
const testPropsShape = {
  'App.slnx': '<Solution>\n  <Project Path="src/Lib/Lib.csproj" />\n  <Project Path="test/Lib.Tests/Lib.Tests.csproj" />\n</Solution>\n',
  'src/Lib/Lib.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><TargetFramework>net8.0</TargetFramework></PropertyGroup></Project>\n',
  'src/Lib/Foo.cs': 'namespace Lib; public static class Foo { public static int Two() => 2; }\n',
  'test/Directory.Build.props':
    '<Project>\n  <ItemGroup>\n    <PackageReference Include="Microsoft.NET.Test.Sdk" />\n    <PackageReference Include="xunit" />\n  </ItemGroup>\n</Project>\n',
  'test/Lib.Tests/Lib.Tests.csproj':
    '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <ProjectReference Include="$(RepoRoot)\\src\\Lib\\Lib.csproj" />\n  </ItemGroup>\n</Project>\n',
  'test/Lib.Tests/FooTests.cs': 'public class FooTests { }\n',
};
const namesakeShape = {
  'App.slnx':
    '<Solution>\n  <Project Path="src/App.Lib/App.Lib.csproj" />\n  <Project Path="test/App.Tests.Integrated/App.Tests.Integrated.csproj" />\n  <Project Path="test/App.Tests.Lib/App.Tests.Lib.csproj" />\n</Solution>\n',
  'src/App.Lib/App.Lib.csproj': testPropsShape['src/Lib/Lib.csproj'],
  'src/App.Lib/Foo.cs': testPropsShape['src/Lib/Foo.cs'],
  'test/Directory.Build.props': testPropsShape['test/Directory.Build.props'],
  'test/App.Tests.Integrated/App.Tests.Integrated.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><ProjectReference Include="..\\..\\src\\App.Lib\\App.Lib.csproj" /></ItemGroup></Project>\n',
  'test/App.Tests.Lib/App.Tests.Lib.csproj':
    '<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><ProjectReference Include="..\\..\\src\\App.Lib\\App.Lib.csproj" /></ItemGroup></Project>\n',
};

describe('a twentieth fresh check: the paths a workflow runs on, an engine’s views, cabal’s older spellings, a pub workspace’s generator, API types, bundler configs, the target CI runs', () => {
  ecosystemTable([
    {
      name: 'CI: a workflow whose paths-ignore leaves the file out is no gate of it; the one that runs on it is',
      files: pathsIgnoreShape,
      change: { 'resources/assets/js/format.ts': 'export const f = (n: number) => `${n}s`;\n' },
      expected: ['Run the tests: pnpm test', 'Lint: pnpm exec eslint resources/assets', 'Type-check: pnpm run typecheck'],
      ran: ['pnpm test', 'pnpm run typecheck'],
    },
    {
      name: 'CI: a workflow that runs on some paths only is the gate of those, before one that runs on all',
      files: pathsShape,
      change: { 'scripts/release.py': 'def version():\n    return "2"\n' },
      expected: ['Run the tests: python -m pytest scripts'],
      ran: ['python -m pytest scripts'],
    },
    {
      name: 'Rails: the views of an engine kept in a folder of the gem are tested as the app’s are',
      files: engineViewsShape,
      change: { 'core/app/views/kaminari/_gap.html.erb': '<span class="gap">...</span>\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['bundle exec rake test'],
    },
    {
      name: 'Haskell: CI’s `cabal v2-test all` runs the tests',
      files: cabalShape,
      change: { 'src/Demo.hs': 'module Demo where\nf :: Int\nf = 2\n' },
      expected: ['Run the tests: cabal test'],
      ran: ['cabal v2-test all --test-show-details=direct'],
    },
    {
      name: 'Haskell: the guide’s `cabal new-test` runs them too',
      files: cabalShape,
      change: { 'src/Demo.hs': 'module Demo where\nf :: Int\nf = 2\n' },
      expected: ['Run the tests: cabal test'],
      ran: ['cabal new-test'],
    },
    {
      name: 'Dart: build_runner runs in the workspace member that depends on it, not at the workspace’s root',
      files: pubWorkspaceShape,
      change: {
        'packages/gen/lib/a.dart': pubWorkspaceShape['packages/gen/lib/a.dart'].replace('final int x;', 'final int x;\n  final int y = 0;'),
      },
      expected: [
        'Regenerate the parts build_runner writes from it: cd packages/gen && dart run build_runner build --delete-conflicting-outputs',
        'Run the tests: cd packages/gen && dart test',
        'Type-check: cd packages/gen && dart analyze',
      ],
      ran: ['cd packages/gen && dart run build_runner build -d', 'cd packages/gen && dart test', 'cd packages/gen && dart analyze'],
    },
    {
      name: 'Go: an API type that deepcopy-gen reads (its package holds zz_generated.deepcopy.go) asks for the generate target',
      files: deepcopyShape,
      change: {
        'pkg/apis/config/v1/types.go':
          '// +k8s:deepcopy-gen=package\npackage v1\n\ntype Networking struct {\n\tAPIServerPort int32\n\tDNSOptions []string\n}\n',
      },
      expected: ['Regenerate the code Kubernetes’ generators write from its API types: make generate', 'Run the tests: make test'],
      ran: ['make generate', 'make test'],
    },
    {
      name: 'Go: other code of that project asks for no generator',
      files: deepcopyShape,
      change: { 'pkg/cluster/create.go': 'package cluster\n\nfunc Create() error { return Nil() }\n\nfunc Nil() error { return nil }\n' },
      expected: ['Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'Go: a kubebuilder API type (the package’s markers in groupversion_info.go); `make test` regenerates first',
      files: kubebuilderShape,
      change: {
        'api/v1/memcached_types.go':
          'package v1\n\ntype MemcachedSpec struct {\n\tSize int32 `json:"size"`\n\tPort int32 `json:"port"`\n}\n',
      },
      expected: ['Regenerate the code Kubernetes’ generators write from its API types: make generate', 'Run the tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'Node: a bundler’s config (rollup.config.mjs, which only the build script’s rollup reads) asks for the build',
      files: rollupShape,
      change: { 'rollup.config.mjs': rollupShape['rollup.config.mjs'].replace('format: "cjs"', 'format: "cjs", exports: "named"') },
      expected: ['Build: npm run build', 'Lint: npm run lint'],
      ran: ['npm run build'],
    },
    {
      name: 'Node: Next.js’s config asks for `next build`, which counts by its program too',
      files: nextShape,
      change: { 'next.config.mjs': 'export default { reactStrictMode: true, poweredByHeader: false };\n' },
      expected: ['Build: pnpm run build', 'Lint: pnpm run lint'],
      ran: ['pnpm exec next build'],
    },
    {
      name: 'Node: Next’s config that the tests read too (`next/jest`) asks for the tests',
      files: {
        ...nextShape,
        'package.json': nextShape['package.json'].replace('"test": "vitest run"', '"test": "jest"'),
        'jest.config.js': "const nextJest = require('next/jest');\nmodule.exports = nextJest({ dir: './' })({});\n",
      },
      change: { 'next.config.mjs': 'export default { reactStrictMode: true, poweredByHeader: false };\n' },
      expected: ['Run the tests: pnpm test', 'Lint: pnpm run lint'],
      ran: ['pnpm test'],
    },
    {
      name: 'Node: the app’s own code still gets its tests',
      files: nextShape,
      change: { 'app/page.tsx': 'export default function Page() { return "x"; }\n' },
      expected: ['Run the tests: pnpm test', 'Lint: pnpm run lint'],
      ran: ['pnpm test'],
    },
    {
      name: 'make: of several test targets (`test-linux`, `test-macos`, `test-swift`), the one CI runs',
      files: swiftTargetsShape,
      change: { 'Sources/Lib/A.swift': 'public func a() -> Int { 2 }\n' },
      expected: ['Run the tests: make test-swift'],
      ran: ['swift test'],
    },
    {
      name: 'Protobuf: buf’s generate config in the schemas’ folder (`proto/buf.gen.yaml`) runs there',
      files: bufFolderShape,
      change: { 'proto/api/v1/svc.proto': bufFolderShape['proto/api/v1/svc.proto'].replace('= 1;', '= 1;\n  bool pinned = 2;') },
      expected: ['Regenerate the code from the changed schema: cd proto && buf generate', 'Run the tests: go test ./...'],
      ran: ['cd proto && buf generate', 'go test ./...'],
    },
    {
      name: 'Maven: a module on a sibling whose version the parent manages as the build’s own is run with -am',
      files: managedSiblingShape,
      change: { 'processor/src/main/java/b/B.java': 'package b;\npublic class B { int x; }\n' },
      expected: ['Run the tests: ./mvnw -pl processor -am test'],
      ran: ['./mvnw -pl processor -am test'],
    },
    {
      name: 'Maven: the managing parent pom where the module’s <relativePath> says (`../parent/pom.xml`)',
      files: {
        ...managedSiblingShape,
        'pom.xml': managedSiblingShape['pom.xml'].replace(/<dependencyManagement>[\s\S]*<\/dependencyManagement>\n/, ''),
        'parent/pom.xml': managedSiblingShape['pom.xml'].replace('<artifactId>root</artifactId>', '<artifactId>parent</artifactId>'),
        'processor/pom.xml': managedSiblingShape['processor/pom.xml'].replace(
          '<version>1.0-SNAPSHOT</version></parent>',
          '<version>1.0-SNAPSHOT</version><relativePath>../parent/pom.xml</relativePath></parent>',
        ),
      },
      change: { 'processor/src/main/java/b/B.java': 'package b;\npublic class B { int x; }\n' },
      expected: ['Run the tests: ./mvnw -pl processor -am test'],
      ran: ['./mvnw -pl processor -am test'],
    },
    {
      name: 'Maven: the sibling itself is run alone',
      files: managedSiblingShape,
      change: { 'core/src/main/java/a/A.java': 'package a;\npublic class A { int x; }\n' },
      expected: ['Run the tests: ./mvnw -pl core test'],
      ran: ['./mvnw -pl core test'],
    },
    {
      name: 'Guides: an AGENTS.md routing row (`internal/` → `go test -v -race ./internal/...`) is the test of the files it names',
      files: routingGuideShape,
      change: {
        'internal/util/util.go': 'package util\n\nimport "strings"\n\nfunc Trim(s string) string { return strings.TrimSpace(s) }\n',
      },
      expected: ['Run the tests: go test -v -race ./internal/...'],
      ran: ['go test -v -race ./internal/...'],
    },
    {
      name: 'Guides: each row’s files take its own command (`server/` → `go test -v -race ./server/...`)',
      files: routingGuideShape,
      change: { 'server/server.go': 'package server\n\nconst Port = 8080\n' },
      expected: ['Run the tests: go test -v -race ./server/...'],
      ran: ['go test ./...'],
    },
    {
      name: 'Guides: a file no row names keeps its language’s test',
      files: routingGuideShape,
      change: { 'cmd/memos/main.go': 'package main\n\nfunc main() { println() }\n' },
      expected: ['Run the tests: go test ./...'],
      ran: ['go test ./...'],
    },
    {
      name: 'Guides: “add keys to `config/locales/en.yml`, then run `bin/fill-locales`” asks for that script, and the app’s tests read the locale',
      files: localesShape,
      change: { 'config/locales/en.yml': 'en:\n  copied: Copied\n  copy_failed: Copy failed\n' },
      expected: ['Run what the project’s guide asks after changing it: bin/fill-locales', 'Run the tests: bin/rails test'],
      ran: ['bin/fill-locales', 'bin/rails test test/integration/i18n_test.rb'],
    },
    {
      name: 'Guides: a script the guide names that the repository lacks is never asked for',
      files: Object.fromEntries(Object.entries(localesShape).filter(([path]) => path !== 'bin/fill-locales')),
      change: { 'config/locales/en.yml': 'en:\n  copied: Copied\n  copy_failed: Copy failed\n' },
      expected: ['Run the tests: bin/rails test'],
      ran: ['bin/rails test'],
    },
    {
      name: 'CI: a step run in another package (`working-directory: packages/ai`, `pnpm test:edge`) picks no script of this one',
      files: siblingStepShape,
      change: { 'packages/x/src/two.ts': 'export const two = () => 1 + 1;\n' },
      expected: ['Run the tests: pnpm --filter @scope/x test', 'Type-check: pnpm run type-check'],
      ran: ['pnpm --filter @scope/x test', 'pnpm run type-check'],
    },
    {
      name: 'Node: where the guide runs `pnpm test` itself (“all tests, node + edge”), one of its parts is not the test run',
      files: {
        ...siblingStepShape,
        'AGENTS.md':
          'Run these from within a package directory:\n\n| Command | Description |\n| --- | --- |\n| `pnpm test` | Run all tests (node + edge) |\n| `pnpm test:node` | Run Node.js tests only |\n| `pnpm test:edge` | Run Edge runtime tests only |\n',
      },
      change: { 'packages/x/src/two.ts': 'export const two = () => 1 + 1;\n' },
      expected: ['Run the tests: pnpm --filter @scope/x test', 'Type-check: pnpm run type-check'],
      ran: ['pnpm --filter @scope/x test', 'pnpm run type-check'],
    },
    {
      name: 'CI: a workflow whose paths-ignore leaves a nested workspace out lends it no flags (`--all-features`)',
      files: benchesWorkspaceShape,
      change: { 'benches/benches/bool.rs': 'fn main() { let _ = rand::two() + 0; }\n' },
      expected: ['Run the tests: cd benches && cargo test --benches'],
      ran: ['cd benches && cargo test --benches'],
    },
    {
      name: 'make: `make test`, whose target is made from the C++ sources by make’s own rules, builds them as it tests',
      files: makeBesideCmakeShape,
      change: { 'tiny.cpp': 'int tiny() { return 2 - 1; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the tests: ctest --test-dir build'],
      ran: ['make test'],
    },
    {
      name: 'CI: a linter CI gives a folder of the repository (`twig-cs-fixer lint templates`) is no lint of code elsewhere',
      files: templatesLintShape,
      change: { 'src/Foo.php': '<?php\nnamespace Acme;\nclass Foo { public function a(): int { return 2; } }\n' },
      expected: ['Run the tests: composer test', 'Type-check: vendor/bin/phpstan analyse'],
      ran: ['composer test', 'vendor/bin/phpstan analyse'],
    },
    {
      name: 'Gradle: a project whose name the settings compute (`include(":http4k-$module")`) is run from its folder',
      files: computedGradleShape,
      change: { 'core/format/jackson/src/main/kotlin/A.kt': 'package a\nfun a() = 2\n' },
      expected: ['Run the tests: ./gradlew -p core/format/jackson test'],
      ran: ['./gradlew -p core/format/jackson test'],
    },
    {
      name: 'Flutter: a dependency bump of an app with no tests is checked by its analyzer after the install',
      files: untestedAppShape,
      change: { 'pubspec.yaml': untestedAppShape['pubspec.yaml'].replace('^1.6.0', '^1.7.0') },
      expected: ['Install updated dependencies: flutter pub get', 'Type-check: flutter analyze'],
      ran: ['flutter pub get', 'flutter analyze'],
    },
    {
      name: 'Python: pyright configured beside mypy is run too, and mypy alone does not settle it',
      files: mypyPyrightShape,
      change: { 'src/pkg/__init__.py': 'def f():\n    return 2 - 1\n' },
      expected: ['Run the tests: uv run pytest', 'Type-check: uv run mypy && uv run pyright'],
      ran: ['uv run pytest', 'uv run mypy', 'uv run pyright'],
      skips: ['uv run mypy'],
    },
    {
      name: 'Python: the tox env that runs both (Flask’s `typing`) is the type-check',
      files: typingEnvShape,
      change: { 'src/pkg/__init__.py': 'def f():\n    return 2 - 1\n' },
      expected: ['Run the tests: uv run pytest', 'Type-check: uv run tox -e typing'],
      ran: ['uv run pytest', 'uv run tox run -e typing'],
    },
    {
      name: 'make: a coverage target that names the tests’ folder is not the changed test’s run; the test target is',
      files: coverageTargetShape,
      change: {
        'tests/core/tests/test_fields.py': coverageTargetShape['tests/core/tests/test_fields.py'].replace('pass', 'self.assertTrue(True)'),
      },
      expected: ['Run the changed tests: make test'],
      ran: ['make test'],
    },
    {
      name: 'Ruby: a gem’s ERB view (`web/views`) is read by its code and tests',
      files: gemViewsShape,
      change: { 'web/views/busy.html.erb': '<h1 class="t"><%= "Status" %></h1>\n' },
      expected: ['Run the tests: bundle exec rake test'],
      ran: ['bundle exec rake test'],
    },
    {
      name: 'C: Meson beside CMake, where CI builds with Meson alone, is the project’s build',
      files: mesonBesideCmakeShape,
      change: { 'foo.c': 'int foo(void) { return 2 - 1; }\n' },
      expected: ['Run the tests: meson setup build && meson test -C build'],
      ran: ['meson setup build', 'meson compile -C build', 'meson test -C build'],
    },
    {
      name: 'C: a changed test of Meson’s tests folder (its own meson.build) is set up and run as the project’s, not as CI’s later line',
      files: {
        ...mesonBesideCmakeShape,
        '.github/workflows/meson.yml': mesonBesideCmakeShape['.github/workflows/meson.yml'].replace(
          'meson test -C build',
          'meson test -C build --verbose',
        ),
      },
      change: { 'tests/test_foo.c': 'int foo(void);\nint main(void) { return foo() != 1; }\n' },
      expected: ['Run the changed tests: meson setup build && meson test -C build'],
      ran: ['meson setup build', 'meson test -C build --verbose'],
    },
    {
      name: 'CMake: the README’s `mkdir build && cd build && cmake .. && make && make test` runs a changed test',
      files: Object.fromEntries(Object.entries(mesonBesideCmakeShape).filter(([path]) => !/meson/.test(path))),
      change: { 'tests/test_foo.c': 'int foo(void);\nint main(void) { return foo() != 1; }\n' },
      expected: ['Build: cmake -S . -B build && cmake --build build', 'Run the changed tests: ctest --test-dir build'],
      ran: ['mkdir build && cd build && cmake .. && make && make test'],
    },
    {
      name: 'Laravel package: a migration where nothing applies migrations (no artisan) is tested by the package’s tests',
      files: packageMigrationShape,
      change: {
        'database/migrations/2024_01_01_000000_create_foo_log_table.php':
          "<?php\nreturn new class { public function up() { Schema::create('foo_log', fn ($t) => $t->id() && $t->string('x')); } };\n",
      },
      expected: ['Run the tests: composer test'],
      ran: ['composer test'],
    },
    {
      name: 'make: a `test` target that lints on the way gives way to the target CI runs that only tests',
      files: lintingTestTargetShape,
      change: { 'pkg/a/a.go': 'package a\n\nfunc A() int { return 2 - 1 }\n' },
      expected: ['Run the tests: make test-unit'],
      ran: ['make test-unit'],
    },
    {
      name: 'Symfony: a bundle’s service configuration (config/services.xml, which its extension loads) is tested',
      files: bundleConfigShape,
      change: {
        'config/services.xml': '<container><services><service id="acme.demo" class="Acme\\Demo" public="true" /></services></container>\n',
      },
      expected: ['Run the tests: composer phpunit'],
      ran: ['composer phpunit'],
    },
    {
      name: '.NET: a test project whose test framework comes from the Directory.Build.props above it (RestSharp’s test/)',
      files: testPropsShape,
      change: { 'src/Lib/Foo.cs': 'namespace Lib; public static class Foo { public static int Two() => 1 + 1; }\n' },
      expected: ['Run the tests: dotnet test test/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet test test/Lib.Tests -c Debug'],
    },
    {
      name: '.NET: of two test projects that reference a project, its namesake with `Tests` inside the name tests it',
      files: namesakeShape,
      change: { 'src/App.Lib/Foo.cs': 'namespace Lib; public static class Foo { public static int Two() => 1 + 1; }\n' },
      expected: ['Run the tests: dotnet test test/App.Tests.Lib/App.Tests.Lib.csproj'],
      ran: ['dotnet test test/App.Tests.Lib'],
    },
    {
      name: 'Guides: a layout list naming files (`src/lib.ts` … `src/cli.ts`) routes no file to a “command”',
      files: {
        'package.json': json({ scripts: { test: 'vitest run' } }),
        'src/lib.ts': 'export const a = 1;\n',
        'src/cli.ts': 'export const b = 1;\n',
        'CLAUDE.md': '- `src/lib.ts` is the library, used by `src/cli.ts`\n',
      },
      change: { 'src/cli.ts': 'export const b = 2;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'Guides: a regenerate step through a script the package lacks (`npm run gen`) is not asked',
      files: {
        'package.json': json({ scripts: { test: 'vitest run' } }),
        'src/a.ts': 'export const a = 1;\n',
        'AGENTS.md': '- Never edit `src/a.ts` by hand; run `npm run gen`\n',
      },
      change: { 'src/a.ts': 'export const a = 2;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
    },
    {
      name: 'Guides: a route to a build folder not set up yet (`meson test -C build`) keeps the module’s setup',
      files: {
        'meson.build': "project('p', 'c')\ntest('t', executable('t', 'tests/t.c'))\n",
        'tests/t.c': 'int main(void) { return 0; }\n',
        'CONTRIBUTING.md': '- `meson test -C build` runs `tests/t.c`\n',
      },
      change: { 'tests/t.c': 'int main(void) { return 1 - 1; }\n' },
      expected: ['Run the changed tests: meson setup build && meson test -C build'],
      ran: ['meson setup build && meson test -C build'],
    },
    {
      name: 'CI: a linter given two folders (`flake8 mypkg tests`) lints both; only a subcommand tool’s first word is no path',
      files: {
        'pyproject.toml': '[project]\nname = "p"\n',
        'mypkg/__init__.py': 'x = 1\n',
        'tests/test_a.py': 'def test_a():\n    pass\n',
        '.github/workflows/ci.yml':
          'on: [push, pull_request]\njobs:\n  t:\n    steps:\n      - run: flake8 mypkg tests\n      - run: pytest\n',
      },
      change: { 'mypkg/__init__.py': 'x = 2\n' },
      expected: ['Run the tests: pytest', 'Lint: flake8 mypkg tests'],
      ran: ['pytest'],
    },
    {
      name: 'Swift: CI’s `xcrun swift test` (Xcode’s launcher) runs the tests',
      files: swiftAllShape,
      change: { 'Sources/Lib/Lib.swift': 'public func f(_ x: Int) -> Int { x + 2 }\n' },
      expected: ['Run the tests: make test-swift'],
      ran: ['xcrun swift build --build-tests', 'xcrun swift test'],
    },
    {
      name: '.NET: a ProjectReference led by a property of the build (`$(RepoRoot)src\\Lib\\Lib.csproj`) is found; CI’s run of it counts',
      files: repoRootShape,
      change: { 'src/Lib/Foo.cs': 'namespace Lib; public static class Foo { public static int Two() => 1 + 1; }\n' },
      expected: ['Run the tests: dotnet test test/Lib.Tests/Lib.Tests.csproj'],
      ran: ['dotnet test test/Lib.Tests -c Debug'],
    },
  ]);
});
