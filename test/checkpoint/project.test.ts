import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { detectDirectory, detectProject } from '../../src/checkpoint/project.js';
import { tempDir, writeFiles, type FileTree } from './_helpers.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function project(files: FileTree) {
  const dir = tempDir();
  dirs.push(dir);
  writeFiles(dir, files);
  return dir;
}

const pkg = (fields: object) => JSON.stringify(fields);

describe('detectDirectory', () => {
  it.each([
    {
      name: 'npm from package-lock',
      input: { 'package.json': pkg({ scripts: { test: 'vitest run', typecheck: 'tsc' } }), 'package-lock.json': '{}' },
      expected: { node: { install: 'npm install', test: 'npm test' }, typecheck: 'npm run typecheck', typescript: true },
    },
    {
      name: 'pnpm from lockfile, tsc from tsconfig',
      input: { 'package.json': pkg({ scripts: { test: 'jest' } }), 'pnpm-lock.yaml': '', 'tsconfig.json': '{}' },
      expected: { node: { install: 'pnpm install', test: 'pnpm test' }, typecheck: 'npx tsc --noEmit', typescript: true },
    },
    {
      name: 'yarn from lockfile',
      input: { 'package.json': pkg({ scripts: { test: 'jest' } }), 'yarn.lock': '' },
      expected: { node: { install: 'yarn install', test: 'yarn test' }, typecheck: undefined, typescript: false },
    },
    {
      name: 'packageManager field without lockfile',
      input: { 'package.json': pkg({ packageManager: 'pnpm@9.1.0', scripts: { test: 'x' } }) },
      expected: { node: { install: 'pnpm install', test: 'pnpm test' }, typecheck: undefined, typescript: false },
    },
    {
      name: "npm's default test script is no test",
      input: { 'package.json': pkg({ scripts: { test: 'echo "Error: no test specified" && exit 1' } }) },
      expected: { node: { install: 'npm install', test: undefined }, typecheck: undefined, typescript: false },
    },
    {
      name: 'vitest dependency without script',
      input: { 'package.json': pkg({ devDependencies: { vitest: '^4' } }) },
      expected: { node: { install: 'npm install', test: 'npx vitest run' }, typecheck: undefined, typescript: false },
    },
  ])('node: $name', ({ input, expected }) => {
    const found = detectDirectory(project(input));
    expect({ node: found.ecosystems.node, typecheck: found.typecheck, typescript: found.typescript }).toEqual(expected);
  });

  it.each([
    { name: 'uv', input: { 'pyproject.toml': '[project]\nname="x"\n[tool.pytest.ini_options]\n', 'uv.lock': '' }, expected: { install: 'uv sync', test: 'uv run pytest' } },
    { name: 'poetry', input: { 'pyproject.toml': '[tool.poetry]\n', 'poetry.lock': '', 'tests/test_a.py': '' }, expected: { install: 'poetry install', test: 'poetry run pytest' } },
    { name: 'pip with tests folder', input: { 'requirements.txt': 'requests\n', 'tests/test_a.py': '' }, expected: { install: 'pip install -r requirements.txt', test: 'pytest' } },
    { name: 'pip without any test sign', input: { 'requirements.txt': 'requests\n', 'app.py': '' }, expected: { install: 'pip install -r requirements.txt', test: undefined } },
  ])('python: $name', ({ input, expected }) => {
    expect(detectDirectory(project(input)).ecosystems.python).toEqual(expected);
  });

  it.each([
    { name: 'go', input: { 'go.mod': 'module x\n' }, expected: { go: { install: 'go mod download', test: 'go test ./...' } } },
    { name: 'rust', input: { 'Cargo.toml': '[package]\n' }, expected: { rust: { install: 'cargo build', test: 'cargo test' } } },
    { name: 'nothing known', input: { 'main.c': '' }, expected: {} },
  ])('other ecosystems: $name', ({ input, expected }) => {
    expect(detectDirectory(project(input)).ecosystems).toEqual(expected);
  });

  it.each([
    { name: 'test target', input: { Makefile: 'build:\n\tcc x.c\ntest: build\n\t./run\n' }, expected: 'make test' },
    { name: 'check target', input: { Makefile: 'check:\n\t./run\n' }, expected: 'make check' },
    { name: 'variable assignment is not a target', input: { Makefile: 'test := 1\nall:\n\tx\n' }, expected: undefined },
  ])('Makefile: $name', ({ input, expected }) => {
    expect(detectDirectory(project(input)).make).toBe(expected);
  });
});

describe('detectProject', () => {
  it('takes commands from the one sub-project the files live in', () => {
    const root = project({ 'web/package.json': pkg({ scripts: { test: 'vitest' } }), 'web/pnpm-lock.yaml': '', 'README.md': '' });
    expect(detectProject(root, ['web/src/a.ts']).ecosystems.node).toEqual({ install: 'cd web && pnpm install', test: 'cd web && pnpm test' });
  });

  it('keeps the root commands when several sub-projects changed', () => {
    const root = project({ 'a/go.mod': 'module a\n', 'b/go.mod': 'module b\n' });
    expect(detectProject(root, ['a/x.go', 'b/y.go']).ecosystems.go).toBeUndefined();
  });
});
