import { readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectProject } from '../../src/checkpoint/project.js';
import { loadCachedProfiles } from '../../src/checkpoint/profile-cache.js';
import { tempDir, writeFiles } from './_helpers.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

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

/** Moves a file's mtime so the change is seen even within one clock tick. */
const touch = (path: string, seconds: number) => utimesSync(path, new Date(Date.now() + seconds * 1000), new Date(Date.now() + seconds * 1000));

describe('profile cache in the state dir', () => {
  it('keeps the detected profile per root, and serves it while the sources are unchanged', () => {
    const { root, state } = setup();
    const first = detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state });
    expect(first.checksFor('packages/a/src/x.ts')).toMatchObject({ test: 'npm test -w packages/a', lint: 'npx eslint .' });
    // the package declares its tests but no lint: the workflow was read, and cached with the rest
    expect(readdirSync(join(state, 'cache', 'profiles'))).toHaveLength(1);
    const cached = loadCachedProfiles(state, root);
    expect([...cached!.dirs.keys()].sort()).toEqual(['', 'packages/a']);
    // per package: its own guides and CI steps (none here), then the root's
    expect(Object.fromEntries(cached!.gated)).toEqual({ 'packages/a': {}, '': { lint: 'npx eslint .' } });
    expect(detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts').test).toBe('npm test -w packages/a');
  });

  it('a changed manifest or workflow invalidates only what came from it', () => {
    const { root, state } = setup();
    detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts');
    const manifest = join(root, 'packages/a/package.json');
    writeFileSync(manifest, JSON.stringify({ name: 'a', scripts: { test: 'jest', lint: 'eslint src' } }));
    touch(manifest, 5);
    const cached = loadCachedProfiles(state, root)!;
    expect([...cached.dirs.keys()]).toEqual(['']);
    expect(detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts').lint).toBe('npm run lint -w packages/a');
    const workflow = join(root, '.github/workflows/ci.yml');
    writeFileSync(workflow, 'on: [push]\njobs:\n  l:\n    steps:\n      - run: npx tsc --noEmit\n');
    touch(workflow, 10);
    expect(loadCachedProfiles(state, root)!.gated.size).toBe(0);
    expect(detectProject(root, ['src/x.ts'], { cacheDir: state }).gated('')).toEqual({ typecheck: 'npx tsc --noEmit' });
  });

  it('a new package guide invalidates that package\'s gated checks only', () => {
    const { root, state } = setup();
    detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts');
    writeFileSync(join(root, 'packages/a/AGENTS.md'), 'Lint with `npx eslint src --max-warnings 0`.\n');
    touch(join(root, 'packages/a'), 5);
    expect([...loadCachedProfiles(state, root)!.gated.keys()]).toEqual(['']);
    expect(detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts').lint).toBe('cd packages/a && npx eslint src --max-warnings 0');
  });

  it('workflows are not read while the packages declare every check', () => {
    const { root, state } = setup();
    writeFileSync(join(root, 'packages/a/package.json'), JSON.stringify({ name: 'a', scripts: { test: 'vitest run', lint: 'eslint .', typecheck: 'tsc' } }));
    detectProject(root, ['packages/a/src/x.ts'], { cacheDir: state }).checksFor('packages/a/src/x.ts');
    expect(loadCachedProfiles(state, root)!.gated.size).toBe(0);
  });

  it('a damaged cache file is ignored', () => {
    const { root, state } = setup();
    detectProject(root, [], { cacheDir: state });
    const [name] = readdirSync(join(state, 'cache', 'profiles'));
    writeFileSync(join(state, 'cache', 'profiles', name), '{"version": 1, "root": 3}');
    expect(loadCachedProfiles(state, root)).toBeUndefined();
    expect(detectProject(root, ['packages/a/x.js'], { cacheDir: state }).checksFor('packages/a/x.js').test).toBe('npm test -w packages/a');
  });
});
