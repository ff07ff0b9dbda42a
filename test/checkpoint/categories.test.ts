import { describe, expect, it } from 'vitest';
import { categoryRules, changedTestsCommand, classify, defaultRules } from '../../src/checkpoint/categories.js';
import type { ProjectCommands } from '../../src/checkpoint/project.js';
import { DEFAULT_CONFIG } from '../../src/config/defaults.js';

const tsProject: ProjectCommands = {
  ecosystems: { node: { install: 'npm install', test: 'npm test' }, python: { install: 'uv sync', test: 'uv run pytest' } },
  typecheck: 'npm run typecheck',
  typescript: true,
  packageManager: 'npm',
};

function categoriesOf(files: string[], project: ProjectCommands = tsProject): Record<string, string[]> {
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
    { name: 'ts source', input: 'src/app.ts', expected: ['source code', 'types'] },
    { name: 'python source', input: 'pkg/mod.py', expected: ['source code'] },
    { name: 'go source', input: 'cmd/main.go', expected: ['source code'] },
    { name: 'tsx component', input: 'web/src/App.tsx', expected: ['source code', 'types'] },
    { name: 'ts test file', input: 'src/app.test.ts', expected: ['types', 'tests'] },
    { name: 'test folder', input: 'test/unit/x.js', expected: ['tests'] },
    { name: 'python test', input: 'tests/test_api.py', expected: ['tests'] },
    { name: 'go test', input: 'pkg/x_test.go', expected: ['tests'] },
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
    { name: 'unknown data file', input: 'data/sample.csv', expected: [] },
    { name: 'image', input: 'assets/logo.png', expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(Object.keys(categoriesOf([input]))).toEqual(expected);
  });

  it('has no types category without TypeScript', () => {
    expect(Object.keys(categoriesOf(['src/app.ts'], { ecosystems: {}, typescript: false }))).toEqual(['source code']);
  });

  it('keeps category order whatever the file order', () => {
    expect(Object.keys(categoriesOf(['README.md', 'src/a.ts', 'package.json']))).toEqual(['dependencies', 'source code', 'types', 'docs']);
  });
});

describe('configured categories', () => {
  const config = {
    ...DEFAULT_CONFIG,
    categories: [{ name: 'sql', include: ['db/**/*.sql'], exclude: ['db/seed/**'], action: 'Run the SQL checks', evidence: ['make sql-check'] }],
  };
  it.each([
    { name: 'claims its files before the defaults', input: 'db/schema/a.sql', expected: ['sql'] },
    { name: 'exclude falls through to the defaults', input: 'db/seed/readme.md', expected: ['docs'] },
    { name: 'star never crosses a slash', input: 'db/a.sql', expected: ['sql'] },
  ])('$name', ({ input, expected }) => {
    const rules = categoryRules(config, tsProject);
    expect([...classify([input], rules).keys()].map((i) => rules[i].name)).toEqual(expected);
  });

  it('replaces the defaults when asked', () => {
    const rules = categoryRules({ ...config, replaceDefaultCategories: true }, tsProject);
    expect(rules.map((r) => r.name)).toEqual(['sql']);
    expect(classify(['src/a.ts'], rules).size).toBe(0);
  });

  it('glob * stays within one folder', () => {
    const rules = categoryRules({ ...DEFAULT_CONFIG, categories: [{ name: 'top', include: ['*.sql'] }], replaceDefaultCategories: true }, tsProject);
    expect(classify(['a.sql'], rules).size).toBe(1);
    expect(classify(['db/a.sql'], rules).size).toBe(0);
  });
});

describe('changedTestsCommand', () => {
  it.each([
    { name: 'npm passes files after --', input: { project: tsProject, files: ['src/a.test.ts'] }, expected: 'npm test -- src/a.test.ts' },
    { name: 'pytest takes files', input: { project: tsProject, files: ['tests/test_a.py'] }, expected: 'uv run pytest tests/test_a.py' },
    {
      name: 'pnpm takes files directly',
      input: { project: { ...tsProject, ecosystems: { node: { install: 'pnpm install', test: 'pnpm test' } } }, files: ['a.test.js'] },
      expected: 'pnpm test a.test.js',
    },
    { name: 'go tests by package', input: { project: { ecosystems: { go: { install: 'go mod download', test: 'go test ./...' } }, typescript: false }, files: ['pkg/a_test.go'] }, expected: 'go test ./pkg' },
    { name: 'mixed languages: no single command', input: { project: tsProject, files: ['a.test.ts', 'tests/test_a.py'] }, expected: undefined },
    { name: 'unknown project', input: { project: { ecosystems: {}, typescript: false }, files: ['a.test.ts'] }, expected: undefined },
  ])('$name', ({ input, expected }) => {
    expect(changedTestsCommand(input.project, input.files)).toBe(expected);
  });
});
