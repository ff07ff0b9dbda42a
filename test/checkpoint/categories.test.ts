import { rmSync } from 'node:fs';
import picomatch from 'picomatch';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILT_IN_GLOBS, categoryRules, changedTestsCommand, classify, defaultRules } from '../../src/checkpoint/categories.js';
import { detectProject, type FileChecks, type ProjectProfile } from '../../src/checkpoint/project.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { type FileTree, tempDir, writeFiles } from './_helpers.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function profileOf(files: FileTree, changed: string[] = []): ProjectProfile {
  const dir = tempDir();
  dirs.push(dir);
  writeFiles(dir, files);
  return detectProject(dir, changed);
}

const tsProject = profileOf({
  'package.json': JSON.stringify({ scripts: { test: 'vitest run', typecheck: 'tsc --noEmit' } }),
  'package-lock.json': '{}',
  'tsconfig.json': '{}',
  'pyproject.toml': '[project]\nname = "x"\n[tool.pytest.ini_options]\n',
  'uv.lock': '',
});

function categoriesOf(files: string[], project: ProjectProfile = tsProject): Record<string, string[]> {
  const rules = defaultRules(project);
  return Object.fromEntries([...classify(files, rules)].map(([index, list]) => [rules[index].name, list]));
}

describe('classification', () => {
  it.each([
    { name: 'package.json', input: 'package.json', expected: ['dependencies'] },
    { name: 'nested lockfile', input: 'web/pnpm-lock.yaml', expected: ['dependencies'] },
    { name: 'requirements-dev', input: 'requirements-dev.txt', expected: ['dependencies'] },
    { name: 'go.sum', input: 'svc/go.sum', expected: ['dependencies'] },
    { name: 'Cargo.lock', input: 'Cargo.lock', expected: ['dependencies'] },
    { name: 'Gemfile', input: 'Gemfile', expected: ['dependencies'] },
    { name: 'bun.lockb', input: 'bun.lockb', expected: ['dependencies'] },
    { name: 'pom.xml', input: 'core/pom.xml', expected: ['dependencies'] },
    { name: 'build.gradle.kts is a manifest, not source', input: 'app/build.gradle.kts', expected: ['dependencies'] },
    { name: 'deno.json', input: 'deno.json', expected: ['dependencies'] },
    { name: 'ts source', input: 'src/app.ts', expected: ['source code', 'lint', 'types'] },
    { name: 'python source', input: 'pkg/mod.py', expected: ['source code', 'lint', 'types'] },
    { name: 'go source', input: 'cmd/main.go', expected: ['source code', 'lint'] },
    { name: 'java source', input: 'src/main/java/a/App.java', expected: ['source code', 'lint'] },
    { name: 'tsx component', input: 'web/src/App.tsx', expected: ['source code', 'lint', 'types'] },
    { name: 'ts test file', input: 'src/app.test.ts', expected: ['lint', 'types', 'tests'] },
    { name: 'test folder', input: 'test/unit/x.js', expected: ['lint', 'tests'] },
    { name: 'python test', input: 'tests/test_api.py', expected: ['lint', 'types', 'tests'] },
    { name: 'go test', input: 'pkg/x_test.go', expected: ['lint', 'tests'] },
    { name: 'tsconfig', input: 'tsconfig.json', expected: ['types'] },
    { name: 'django migration (py) is a migration', input: 'app/migrations/0002_x.py', expected: ['migrations'] },
    { name: 'prisma schema', input: 'prisma/schema.prisma', expected: ['migrations'] },
    { name: 'alembic version', input: 'alembic/versions/abc.py', expected: ['migrations'] },
    { name: 'Dockerfile', input: 'Dockerfile', expected: ['build config'] },
    { name: 'Dockerfile.dev nested', input: 'api/Dockerfile.dev', expected: ['build config'] },
    { name: 'compose', input: 'docker-compose.yml', expected: ['build config'] },
    { name: 'workflow', input: '.github/workflows/ci.yml', expected: ['build config'] },
    { name: 'CLAUDE.md before docs', input: 'CLAUDE.md', expected: ['agent setup'] },
    { name: 'nested AGENTS.md', input: 'pkg/AGENTS.md', expected: ['agent setup'] },
    { name: '.claude settings', input: '.claude/settings.json', expected: ['agent setup'] },
    { name: '.claude hook script', input: '.claude/hooks/check.sh', expected: ['agent setup'] },
    { name: 'README', input: 'README.md', expected: ['docs'] },
    { name: 'docs folder', input: 'docs/guide/setup.html', expected: ['docs'] },
    { name: 'notes.txt', input: 'notes.txt', expected: ['docs'] },
    { name: 'a fixture the tests read', input: 'test/fixtures/data.txt', expected: ['test data'] },
    { name: 'a translation a test backend loads', input: 'test/fixtures/it/LC_MESSAGES/default.po', expected: ['test data'] },
    { name: 'a guide beside the tests', input: 'tests/README.md', expected: ['docs'] },
    { name: 'unknown data file', input: 'data/sample.csv', expected: [] },
    { name: 'image', input: 'assets/logo.png', expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(Object.keys(categoriesOf([input]))).toEqual(expected);
  });

  it('a .proto file is generated code only where the project declares a generator', () => {
    expect(Object.keys(categoriesOf(['api/v1/user.proto']))).toEqual([]);
    const withBuf = profileOf({ 'go.mod': 'module x\n', 'buf.gen.yaml': 'version: v2\n' });
    expect(Object.keys(categoriesOf(['api/v1/user.proto'], withBuf))).toEqual(['generated code']);
  });

  it('keeps category order whatever the file order', () => {
    expect(Object.keys(categoriesOf(['README.md', 'src/a.ts', 'package.json']))).toEqual([
      'dependencies',
      'source code',
      'lint',
      'types',
      'docs',
    ]);
  });
});

describe('configured categories', () => {
  const config = {
    ...DEFAULT_CONFIG,
    categories: [
      { name: 'sql', include: ['db/**/*.sql'], exclude: ['db/seed/**'], action: 'Run the SQL checks', evidence: ['make sql-check'] },
    ],
  };
  it.each([
    { name: 'claims its files before the defaults', input: 'db/schema/a.sql', expected: ['sql'] },
    { name: 'exclude falls through to the defaults', input: 'db/seed/readme.md', expected: ['docs'] },
    { name: 'star never crosses a slash', input: 'db/a.sql', expected: ['sql'] },
  ])('$name', ({ input, expected }) => {
    const rules = categoryRules(config, tsProject);
    expect([...classify([input], rules).keys()].map((i) => rules[i].name)).toEqual(expected);
  });

  it('a category named like a built-in one replaces it: an empty lint silences lint', () => {
    const rules = categoryRules({ ...DEFAULT_CONFIG, categories: [{ name: 'lint', include: [] }] }, tsProject);
    expect(rules.filter((r) => r.name === 'lint')).toHaveLength(1);
    expect([...classify(['src/a.ts'], rules).keys()].map((i) => rules[i].name)).toEqual(['source code', 'types']);
  });

  it('replaces the defaults when asked', () => {
    const rules = categoryRules({ ...config, replaceDefaultCategories: true }, tsProject);
    expect(rules.map((r) => r.name)).toEqual(['sql']);
    expect(classify(['src/a.ts'], rules).size).toBe(0);
  });

  it('glob * stays within one folder', () => {
    const rules = categoryRules(
      { ...DEFAULT_CONFIG, categories: [{ name: 'top', include: ['*.sql'] }], replaceDefaultCategories: true },
      tsProject,
    );
    expect(classify(['a.sql'], rules).size).toBe(1);
    expect(classify(['db/a.sql'], rules).size).toBe(0);
  });
});

describe('changedTestsCommand', () => {
  const checks = (fields: Partial<FileChecks>): FileChecks => ({ dir: '', testTakesPaths: true, pathBase: '', ...fields });
  it.each([
    {
      name: 'npm passes files after --',
      input: { checks: checks({ test: 'npm test' }), files: ['src/a.test.ts'] },
      expected: 'npm test -- src/a.test.ts',
    },
    {
      name: 'pytest takes files',
      input: { checks: checks({ test: 'uv run pytest' }), files: ['tests/test_a.py'] },
      expected: 'uv run pytest tests/test_a.py',
    },
    {
      name: 'pnpm takes files directly',
      input: { checks: checks({ test: 'pnpm test' }), files: ['a.test.js'] },
      expected: 'pnpm test a.test.js',
    },
    {
      name: 'paths relative to the package',
      input: { checks: checks({ test: 'pnpm --filter web test', pathBase: 'packages/web' }), files: ['packages/web/src/a.test.ts'] },
      expected: 'pnpm --filter web test src/a.test.ts',
    },
    {
      name: 'a script that takes no paths runs as it is',
      input: { checks: checks({ test: 'npm test', testTakesPaths: false }), files: ['test/a.test.js'] },
      expected: 'npm test',
    },
    {
      name: 'go tests by package',
      input: { checks: checks({ test: 'go test ./...' }), files: ['pkg/a_test.go'] },
      expected: 'go test ./pkg',
    },
    {
      name: 'go tests in a nested module',
      input: { checks: checks({ test: 'cd tools && go test ./...', pathBase: 'tools' }), files: ['tools/gen/a_test.go'] },
      expected: 'cd tools && go test ./gen',
    },
    { name: 'no test command', input: { checks: checks({}), files: ['a.test.ts'] }, expected: undefined },
  ])('$name', ({ input, expected }) => {
    expect(changedTestsCommand(input.checks, input.files)).toBe(expected);
  });
});

describe('built-in globs', () => {
  // paths of many layouts, including the edges (root files, dotfiles, deep nesting, near misses)
  const paths = [
    'CLAUDE.md',
    'a/CLAUDE.md',
    'a/CLAUDE.local.md',
    'AGENTS.md',
    'x/y/GEMINI.md',
    'NOTCLAUDE.md',
    '.claude/settings.json',
    'a/.claude/x',
    '.codex/config.toml',
    '.mcp.json',
    'a/.mcp.json',
    'migrations/0001_init.py',
    'app/migrations/0002_x.py',
    'app/migrations/versions/a.py',
    'prisma/schema.prisma',
    'a/prisma/schema.prisma',
    'alembic/env.py',
    'db/migrate/1_x.rb',
    'a/db/migrate/x.rb',
    'drizzle/0000_x.sql',
    'drizzle/meta/0000.sql',
    'a/drizzle/x.sql',
    'drizzle.sql',
    'mymigrations/x.py',
    'models.py',
    'app/models.py',
    'app/models/user.py',
    'app/models/sub/user.py',
    'app/mymodels.py',
    'schema.ts',
    'src/db/schema.ts',
    'src/db/schema/users.ts',
    'src/db/schema/a/b.ts',
    'src/schema/x.ts',
    'src/schema/a/x.ts',
    'src/schemas.ts',
    'api/v1/user.proto',
    'user.proto',
    'openapi.yaml',
    'api/openapi.v3.json',
    'swagger.yml',
    'a/schema.graphql',
    'b.graphqls',
    'sqlc/q.sql',
    'db/sqlc/a/q.sql',
    'db/queries/q.sql',
    'db/queries/a/q.sql',
    'x.protobuf',
    'Dockerfile',
    'api/Dockerfile.dev',
    'a/web.Dockerfile',
    'docker-compose.yml',
    'a/compose.prod.yaml',
    'compose.json',
    '.github/workflows/ci.yml',
    '.github/dependabot.yml',
    '.gitlab-ci.yml',
    'a/.gitlab-ci.yml',
    'Containerfile',
    'README.md',
    'docs/index.html',
    'a/docs/x.html',
    'a/b.mdx',
    'notes.txt',
    'x.rst',
    'y.adoc',
    'mdfile',
    'src/a.ts',
    'a.tsx',
    'a.mts',
    'a.cts',
    'a.d.ts',
    'App.vue',
    'x.svelte',
    'tsconfig.json',
    'a/tsconfig.build.json',
    'x.py',
    'x.pyi',
    'a.tsbuildinfo',
    'a.js',
  ];
  it.each(Object.entries(BUILT_IN_GLOBS))('%s: the RegExp matches what picomatch matches', (_, { globs, pattern }) => {
    const glob = picomatch(globs, { dot: true });
    const disagree = paths.filter((path) => pattern.test(path) !== glob(path));
    expect(disagree).toEqual([]);
    // the corpus reaches both sides of every matcher
    expect(paths.some((path) => glob(path))).toBe(true);
  });
});
