import { describe, expect, it } from 'vitest';
import { isDefaultExclude, SNAPSHOT_DEFAULT_EXCLUDES } from '../../../src/checkpoint/ecosystems/index.js';

// The snapshot's default excludes for untracked files come from every ecosystem's build and dependency
// folders; a name that is also a common source folder (`bin`, `build`, `vendor`) only beside its marker.

describe('the snapshot default excludes', () => {
  it.each([
    { name: 'node_modules anywhere', input: { folder: 'node_modules', siblings: [] }, expected: true },
    { name: '.venv anywhere', input: { folder: '.venv', siblings: [] }, expected: true },
    { name: 'target beside Cargo.toml', input: { folder: 'target', siblings: ['Cargo.toml'] }, expected: true },
    { name: 'target beside pom.xml', input: { folder: 'target', siblings: ['pom.xml'] }, expected: true },
    { name: 'target with no build file beside it', input: { folder: 'target', siblings: ['README.md'] }, expected: false },
    { name: 'bin and obj beside a .csproj', input: { folder: 'obj', siblings: ['Api.csproj'] }, expected: true },
    { name: 'bin of scripts in a Rails app', input: { folder: 'bin', siblings: ['Gemfile'] }, expected: false },
    { name: 'vendor beside composer.json', input: { folder: 'vendor', siblings: ['composer.json'] }, expected: true },
    { name: 'vendor of a Go module (its own code, maybe)', input: { folder: 'vendor', siblings: ['go.mod'] }, expected: false },
    { name: '_build and deps beside mix.exs', input: { folder: 'deps', siblings: ['mix.exs'] }, expected: true },
    { name: '.dart_tool', input: { folder: '.dart_tool', siblings: [] }, expected: true },
    { name: 'build beside CMakeLists.txt', input: { folder: 'build', siblings: ['CMakeLists.txt'] }, expected: true },
    { name: 'build of a Gradle module', input: { folder: 'build', siblings: ['build.gradle.kts'] }, expected: true },
    { name: 'build folder of sources elsewhere', input: { folder: 'build', siblings: ['index.ts'] }, expected: false },
    { name: 'cmake-build-debug by its prefix', input: { folder: 'cmake-build-debug', siblings: [] }, expected: true },
    { name: 'an egg-info by its suffix', input: { folder: 'geo.egg-info', siblings: [] }, expected: true },
    { name: '.build of SwiftPM', input: { folder: '.build', siblings: ['Package.swift'] }, expected: true },
    { name: 'dist-newstyle of cabal', input: { folder: 'dist-newstyle', siblings: [] }, expected: true },
    { name: 'zig-out', input: { folder: 'zig-out', siblings: [] }, expected: true },
    { name: '.pixi', input: { folder: '.pixi', siblings: [] }, expected: true },
    { name: 'coverage beside package.json', input: { folder: 'coverage', siblings: ['package.json'] }, expected: true },
    { name: 'coverage of SimpleCov beside the Gemfile', input: { folder: 'coverage', siblings: ['Gemfile'] }, expected: true },
    { name: 'a source folder named coverage', input: { folder: 'coverage', siblings: ['index.ts', 'report.ts'] }, expected: false },
    { name: 'bazel-bin beside MODULE.bazel', input: { folder: 'bazel-bin', siblings: ['MODULE.bazel'] }, expected: true },
    { name: 'lib of shards beside shard.yml', input: { folder: 'lib', siblings: ['shard.yml'] }, expected: true },
    { name: 'a lib folder of sources', input: { folder: 'lib', siblings: ['package.json', 'mix.exs'] }, expected: false },
    { name: 'src is never one', input: { folder: 'src', siblings: ['package.json', 'Cargo.toml'] }, expected: false },
  ])('$name', ({ input, expected }) => {
    expect(isDefaultExclude(input.folder, () => input.siblings)).toBe(expected);
  });

  it('names these folders, each entry once: .git and every module folder', () => {
    // Written out: a folder dropped from (or added to) a module changes what every snapshot leaves out.
    expect([...new Set(SNAPSHOT_DEFAULT_EXCLUDES.map((entry) => entry.folder))].sort()).toEqual([
      '*.egg-info',
      '.bloop',
      '.bsp',
      '.build',
      '.bundle',
      '.cpcache',
      '.dart_tool',
      '.elixir_ls',
      '.flutter-plugins-dependencies',
      '.git',
      '.gradle',
      '.kotlin',
      '.metals',
      '.mypy_cache',
      '.next',
      '.nox',
      '.nuxt',
      '.output',
      '.parcel-cache',
      '.phpunit.cache',
      '.pixi',
      '.pytest_cache',
      '.ruff_cache',
      '.shadow-cljs',
      '.stack-work',
      '.svelte-kit',
      '.swiftpm',
      '.terraform',
      '.tox',
      '.turbo',
      '.venv',
      '.zig-cache',
      '__pycache__',
      '_build',
      '_opam',
      'bazel-*',
      'bin',
      'build',
      'cmake-build-*',
      'coverage',
      'deps',
      'dist',
      'dist-newstyle',
      'lib',
      'node_modules',
      'obj',
      'out',
      'target',
      'vcpkg_installed',
      'vendor',
      'venv',
      'zig-cache',
      'zig-out',
    ]);
    const listed = SNAPSHOT_DEFAULT_EXCLUDES.map((entry) => `${entry.folder} ${entry.beside ?? ''}`);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
