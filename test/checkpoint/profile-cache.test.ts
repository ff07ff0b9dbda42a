import { readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCachedProfiles } from '../../src/checkpoint/profile-cache.js';
import { detectProject } from '../../src/checkpoint/project.js';
import { tempDir, writeFiles } from './_helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup() {
  const root = tempDir();
  const state = tempDir('checkpoint-state-');
  dirs.push(root, state);
  writeFiles(root, {
    'package.json': JSON.stringify({ private: true, workspaces: ['packages/*'], scripts: { test: 'turbo run test' } }),
    'package-lock.json': '{}',
    'packages/a/package.json': JSON.stringify({ name: 'a', scripts: { test: 'vitest run' } }),
    '.github/workflows/ci.yml': 'on: [push]\njobs:\n  l:\n    steps:\n      - run: npx eslint .\n',
  });
  return { root, state };
}

/** The cache is written once per tick (after the turn's checks were read): let it be written. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Moves a file's mtime so the change is seen even within one clock tick. */
const touch = (path: string, seconds: number) =>
  utimesSync(path, new Date(Date.now() + seconds * 1000), new Date(Date.now() + seconds * 1000));

describe('profile cache in the state dir', () => {
  it('keeps every part of a profile: what a build reads, the routes of its guides', async () => {
    const root = tempDir();
    const state = tempDir('checkpoint-state-');
    dirs.push(root, state);
    writeFiles(root, {
      'package.json': JSON.stringify({ name: 'lib', scripts: { build: 'rollup --config', test: 'vitest run' } }),
      'package-lock.json': '{}',
      'rollup.config.mjs': 'export default {};\n',
      'src/a.ts': 'export const a = 1;\n',
      'AGENTS.md': '| Change | Files | Check |\n| --- | --- | --- |\n| Core | `src/` | `npx vitest run src` |\n',
    });
    const detected = detectProject(root, ['src/a.ts', 'rollup.config.mjs'], { cacheDir: state });
    expect(detected.dirs.get('')?.languages.node?.built).toEqual({ include: ['rollup.config.*'], build: 'npm run build' });
    expect(detected.dirs.get('')?.routes?.test).toEqual([{ command: 'npx vitest run src', paths: ['src', 'src/**'] }]);
    await settled();
    expect(loadCachedProfiles(state, root)?.dirs.get('')).toEqual(detected.dirs.get(''));
  });

  it('a guide written after the profile was cached is read: its routes apply', async () => {
    const root = tempDir();
    const state = tempDir('checkpoint-state-');
    dirs.push(root, state);
    writeFiles(root, {
      'package.json': JSON.stringify({ name: 'lib', scripts: { test: 'vitest run' } }),
      'src/a.ts': 'export const a = 1;\n',
    });
    expect(detectProject(root, ['src/a.ts'], { cacheDir: state }).checksFor('src/a.ts').test).toBe('npm test');
    await settled();
    writeFiles(root, { 'AGENTS.md': '- `src/` is checked by `npx vitest run src`\n' });
    touch(root, 5);
    expect(detectProject(root, ['src/a.ts'], { cacheDir: state }).checksFor('src/a.ts').test).toBe('npx vitest run src');
    await settled();
    writeFiles(root, { 'AGENTS.md': '- `src/` is checked by `npx vitest run src --changed`\n' });
    touch(join(root, 'AGENTS.md'), 10);
    expect(detectProject(root, ['src/a.ts'], { cacheDir: state }).checksFor('src/a.ts').test).toBe('npx vitest run src --changed');
  });

  it('keeps a Maven module’s need of its siblings (-am)', async () => {
    const root = tempDir();
    const state = tempDir('checkpoint-state-');
    dirs.push(root, state);
    writeFiles(root, {
      'pom.xml': '<project><artifactId>root</artifactId><modules><module>core</module><module>app</module></modules></project>\n',
      'core/pom.xml': '<project><artifactId>core</artifactId></project>\n',
      'app/pom.xml':
        '<project><artifactId>app</artifactId><dependencies><dependency><artifactId>core</artifactId><version>${project.version}</version></dependency></dependencies></project>\n',
      'app/src/main/java/A.java': 'class A {}\n',
    });
    const detected = detectProject(root, ['app/src/main/java/A.java'], { cacheDir: state });
    expect(detected.checksFor('app/src/main/java/A.java').test).toBe('mvn -pl app -am test');
    await settled();
    expect(detectProject(root, ['app/src/main/java/A.java'], { cacheDir: state }).checksFor('app/src/main/java/A.java').test).toBe(
      'mvn -pl app -am test',
    );
  });

  it('keeps the detected profile per root, and serves it while the sources are unchanged', async () => {
    const { root, state } = setup();
    await settled();
    const first = detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state });
    expect(first.checksFor('packages/a/src/x.ts')).toMatchObject({ test: 'npm test -w packages/a', lint: 'npx eslint .' });
    // the package declares its tests but no lint: the workflow was read, and cached with the rest
    await settled();
    expect(readdirSync(join(state, 'cache', 'profiles'))).toHaveLength(1);
    await settled();
    const cached = loadCachedProfiles(state, root);
    expect([...cached!.dirs.keys()].sort()).toEqual(['', 'packages/a']);
    // per package: its own guides and CI steps (none here), then the root's
    expect(Object.fromEntries(cached!.gated)).toEqual({ 'packages/a': {}, '': { lint: [{ command: 'npx eslint .' }] } });
    await settled();
    expect(detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts').test).toBe(
      'npm test -w packages/a',
    );
  });

  it('a profile that asked which tool CI runs is detected again when a workflow changes', async () => {
    const root = tempDir();
    const state = tempDir('checkpoint-state-');
    dirs.push(root, state);
    const workflow = (command: string) => `on: [push]\njobs:\n  t:\n    steps:\n      - run: ${command}\n`;
    writeFiles(root, {
      'geo.cabal': 'name: geo\ntest-suite spec\n  type: exitcode-stdio-1.0\n',
      'stack.yaml': 'resolver: lts-22.0\n',
      '.github/workflows/ci.yml': workflow('stack test'),
    });
    await settled();
    expect(detectProject(root, ['src/Geo.hs'], { cacheDir: state }).checksFor('src/Geo.hs').test).toBe('stack test');
    await settled();
    writeFiles(root, { '.github/workflows/ci.yml': workflow('cabal test') });
    touch(join(root, '.github/workflows/ci.yml'), 5);
    expect(detectProject(root, ['src/Geo.hs'], { cacheDir: state }).checksFor('src/Geo.hs').test).toBe('cabal test');
  });

  it("a second package's evaluation keeps the first package's cached profile", async () => {
    const { root, state } = setup();
    writeFiles(root, { 'packages/b/package.json': JSON.stringify({ name: 'b', scripts: { test: 'jest', lint: 'eslint .' } }) });
    await settled();
    detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts');
    await settled();
    detectProject(root, ['packages/b/src/y.ts'], { cacheDir: state }).checksFor('packages/b/src/y.ts');
    await settled();
    const cached = loadCachedProfiles(state, root)!;
    expect([...cached.dirs.keys()].sort()).toEqual(['', 'packages/a', 'packages/b']);
    expect([...cached.gated.keys()].sort()).toEqual(['', 'packages/a', 'packages/b']);
  });

  it('a changed manifest or workflow invalidates only what came from it', async () => {
    const { root, state } = setup();
    await settled();
    detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts');
    await settled();
    const manifest = join(root, 'packages/a/package.json');
    writeFileSync(manifest, JSON.stringify({ name: 'a', scripts: { test: 'jest', lint: 'eslint src' } }));
    touch(manifest, 5);
    await settled();
    const cached = loadCachedProfiles(state, root)!;
    expect([...cached.dirs.keys()]).toEqual(['']);
    await settled();
    expect(detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts').lint).toBe(
      'npm run lint -w packages/a',
    );
    await settled();
    const workflow = join(root, '.github/workflows/ci.yml');
    writeFileSync(workflow, 'on: [push]\njobs:\n  l:\n    steps:\n      - run: npx tsc --noEmit\n');
    touch(workflow, 10);
    await settled();
    expect(loadCachedProfiles(state, root)!.gated.size).toBe(0);
    await settled();
    expect(detectProject(root, ['src/x.ts'], { cacheDir: state }).gated('')).toEqual({ typecheck: [{ command: 'npx tsc --noEmit' }] });
  });

  it('a changed tox.toml invalidates the profile its envs came from', async () => {
    const root = tempDir();
    const state = tempDir('checkpoint-state-');
    dirs.push(root, state);
    const toxToml = (env: string) =>
      `env_list = ["3.14"]\n[env_run_base]\ncommands = [["pytest"]]\n[env.${env}]\ncommands = [["ty", "check", "."]]\n`;
    writeFiles(root, {
      'pyproject.toml': '[project]\nname = "pkg"\n',
      'tox.toml': toxToml('type'),
      'CONTRIBUTING.md': 'This project uses tox for everything: `tox -e type`.\n',
    });
    await settled();
    expect(detectProject(root, ['pkg/a.py'], { cacheDir: state }).checksFor('pkg/a.py').typecheck).toBe('tox -e type');
    await settled();
    writeFiles(root, { 'tox.toml': toxToml('types') });
    touch(join(root, 'tox.toml'), 5);
    await settled();
    expect(detectProject(root, ['pkg/a.py'], { cacheDir: state }).checksFor('pkg/a.py').typecheck).toBe('tox -e types');
  });

  it("a new package guide invalidates that package's gated checks only", async () => {
    const { root, state } = setup();
    await settled();
    detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts');
    await settled();
    writeFileSync(join(root, 'packages/a/AGENTS.md'), 'Lint with `npx eslint src --max-warnings 0`.\n');
    touch(join(root, 'packages/a'), 5);
    await settled();
    expect([...loadCachedProfiles(state, root)!.gated.keys()]).toEqual(['']);
    await settled();
    expect(detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts').lint).toBe(
      'cd packages/a && npx eslint src --max-warnings 0',
    );
  });

  it('workflows are not read while the packages declare every check', async () => {
    const { root, state } = setup();
    writeFileSync(
      join(root, 'packages/a/package.json'),
      JSON.stringify({ name: 'a', scripts: { test: 'vitest run', lint: 'eslint .', typecheck: 'tsc' } }),
    );
    await settled();
    detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts');
    await settled();
    await settled();
    expect(loadCachedProfiles(state, root)!.gated.size).toBe(0);
  });

  it('no TypeScript or Python file changed: guides and workflows are not read for a type-check', async () => {
    const root = tempDir();
    const state = tempDir('checkpoint-state-');
    dirs.push(root, state);
    writeFiles(root, {
      'go.mod': 'module example.com/x\n',
      Makefile: 'test:\n\tgo test ./...\nlint:\n\tgolangci-lint run\n',
      'AGENTS.md': 'Type-check with `npx tsc --noEmit`.\n',
      '.github/workflows/ci.yml': 'on: [push]\njobs:\n  l:\n    steps:\n      - run: npx tsc --noEmit\n',
      'store/store.go': 'package store\n',
    });
    await settled();
    const checks = detectProject(root, ['store/store.go'], { cacheDir: state }).checksFor('store/store.go');
    expect(checks).toMatchObject({ test: 'make test', lint: 'make lint', typecheck: undefined });
    await settled();
    expect(loadCachedProfiles(state, root)!.gated.size).toBe(0);
  });

  it("a project's cached profile is detected again when a test project of its solution above it changes", async () => {
    const root = tempDir();
    const state = tempDir('checkpoint-state-');
    dirs.push(root, state);
    const tests = (reference: string) =>
      `<Project Sdk="Microsoft.NET.Sdk"><ItemGroup><PackageReference Include="xunit" /></ItemGroup>${reference}</Project>\n`;
    writeFiles(root, {
      'src/App.slnx': '<Solution><Project Path="App/App.csproj" /><Project Path="App.Tests/App.Tests.csproj" /></Solution>\n',
      'src/App/App.csproj': '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
      'src/App.Tests/App.Tests.csproj': tests(''),
    });
    await settled();
    expect(detectProject(root, ['src/App/Widget.cs'], { cacheDir: state }).checksFor('src/App/Widget.cs').build).toBe(
      'dotnet build src/App/App.csproj',
    );
    await settled();
    const project = join(root, 'src/App.Tests/App.Tests.csproj');
    writeFileSync(project, tests('<ItemGroup><ProjectReference Include="..\\App\\App.csproj" /></ItemGroup>'));
    touch(project, 5);
    await settled();
    expect(detectProject(root, ['src/App/Widget.cs'], { cacheDir: state }).checksFor('src/App/Widget.cs').test).toBe(
      'dotnet test src/App.Tests/App.Tests.csproj',
    );
  });

  it('a damaged cache file is ignored', async () => {
    const { root, state } = setup();
    await settled();
    detectProject(root, [], { cacheDir: state });
    await settled();
    const [name] = readdirSync(join(state, 'cache', 'profiles'));
    writeFileSync(join(state, 'cache', 'profiles', name), '{"version": 1, "root": 3}');
    await settled();
    expect(loadCachedProfiles(state, root)).toBeUndefined();
    await settled();
    expect(detectProject(root, ['packages/a/x.js'], { cacheDir: state }).checksFor('packages/a/x.js').test).toBe('npm test -w packages/a');
  });
});
