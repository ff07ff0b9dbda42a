import { describe } from 'vitest';
import { ecosystemTable, json } from './_table.js';

// The misses judged on real Node repositories: lint asked alone, a package's type-check run through
// turbo or a filter asked again, a Nuxt app given bare tsc, a file outside tsconfig's include given a
// type-check, a `check` aggregate not counted.

const turborepo = {
  'package.json': json({ private: true, scripts: { test: 'turbo run test', lint: 'turbo run lint', typecheck: 'turbo run typecheck' } }),
  'pnpm-workspace.yaml': 'packages:\n  - "apps/*"\n  - "packages/*"\n',
  'pnpm-lock.yaml': '',
  'turbo.json': json({ tasks: { test: {}, lint: {}, typecheck: {} } }),
  'apps/web/package.json': json({ name: 'web', scripts: { test: 'vitest run', lint: 'eslint .', typecheck: 'tsc --noEmit' } }),
  'apps/web/tsconfig.json': json({ include: ['src'] }),
  'apps/web/src/page.ts': '',
  'apps/web/vite.config.ts': '',
};

const nuxt = {
  'package.json': json({
    name: 'shop',
    private: true,
    scripts: { dev: 'nuxt dev', build: 'nuxt build', test: 'vitest run' },
    devDependencies: { nuxt: '^3.12.0', vitest: '^2.0.0' },
  }),
  'package-lock.json': '{}',
  'tsconfig.json': json({ extends: './.nuxt/tsconfig.json' }),
  'composables/useCart.ts': '',
  'components/Cart.vue': '',
};

/** A jest package whose config runs the tests under `src` and leaves fixtures out (as jest's own repository does). */
const jestConfigured = {
  'package.json': json({ name: 'lib', scripts: { test: 'jest' }, devDependencies: { jest: '^29' } }),
  'package-lock.json': '{}',
  'jest.config.js': [
    'module.exports = {',
    "  roots: ['<rootDir>/src'],",
    '  testPathIgnorePatterns: [',
    "    '/node_modules/',",
    "    '/__fixtures__/', // fixture projects' own tests, run by the tests that load them",
    '  ],',
    '};',
    '',
  ].join('\n'),
  'src/parse.js': '',
  'src/parse.test.js': '',
  'src/__fixtures__/broken/broken.test.js': '',
  'scripts/release.test.js': '',
};

const vite = {
  'package.json': json({
    name: 'ui',
    scripts: { test: 'vitest run', check: 'eslint . && tsc --noEmit' },
    devDependencies: { vue: '^3.4.0', 'vue-tsc': '^2.0.0' },
  }),
  'package-lock.json': '{}',
  'tsconfig.json': json({ include: ['src/**/*.ts', 'src/**/*.vue'] }),
  'src/App.vue': '',
  'src/store.ts': '',
};

describe('Node: the classes of misses on real repositories', () => {
  ecosystemTable([
    {
      name: 'lint rides along: a turn that ran the tests and the type-check stops silently',
      files: turborepo,
      change: { 'apps/web/src/page.ts': 'export const page = 1;\n' },
      before: ['pnpm --filter web test', 'pnpm --filter web typecheck'],
      expected: [],
    },
    {
      name: "the package's type-check through turbo with --filter is not asked again",
      files: turborepo,
      change: { 'apps/web/src/page.ts': 'export const page = 1;\n' },
      expected: ['Run the tests: pnpm --filter web test', 'Lint: pnpm --filter web lint', 'Type-check: pnpm --filter web typecheck'],
      ran: ['pnpm turbo run test typecheck --filter=web'],
      skips: ['pnpm turbo run test typecheck --filter=docs'],
    },
    {
      name: 'nx run-many for the project is the type-check too',
      files: turborepo,
      change: { 'apps/web/src/page.ts': 'export const page = 1;\n' },
      expected: ['Run the tests: pnpm --filter web test', 'Lint: pnpm --filter web lint', 'Type-check: pnpm --filter web typecheck'],
      ran: ['pnpm -F web test', 'npx nx run-many -t typecheck -p web'],
    },
    {
      name: "a file outside the package tsconfig's include asks no type-check",
      files: turborepo,
      change: { 'apps/web/vite.config.ts': 'export default {};\n' },
      expected: ['Run the tests: pnpm --filter web test', 'Lint: pnpm --filter web lint'],
      ran: ['pnpm --filter web test'],
    },
    {
      name: 'Nuxt: its own checker, never bare tsc that cannot resolve .nuxt/tsconfig.json',
      files: nuxt,
      change: { 'composables/useCart.ts': 'export const useCart = () => 1;\n' },
      expected: ['Run the tests: npm test', 'Type-check: npx nuxi typecheck'],
      ran: ['npm test', 'npx nuxi typecheck'],
    },
    {
      name: 'Vue below the root without its checker: no guessed tsc for its TypeScript either',
      files: {
        'README.md': '# shop\n',
        'frontend/package.json': json({
          name: 'shop-ui',
          scripts: { test: 'vitest run' },
          devDependencies: { vue: '^3.4.0', vitest: '^2.0.0' },
        }),
        'frontend/package-lock.json': '{}',
        'frontend/tsconfig.json': json({ include: ['src/**/*.ts', 'src/**/*.vue'] }),
        'frontend/src/App.vue': '',
        'frontend/src/store.ts': '',
      },
      change: { 'frontend/src/store.ts': 'export const store = 1;\n' },
      expected: ['Run the tests: cd frontend && npm test'],
      ran: ['cd frontend && npm test'],
    },
    {
      name: 'Vue: a `check` aggregate that lints and type-checks is the type-check',
      files: vite,
      change: { 'src/store.ts': 'export const store = 1;\n' },
      // `check` is the type-check by its body; it lints as it does, so no lint is asked besides
      expected: ['Run the tests: npm test', 'Type-check: npm run check'],
      ran: ['npm test', 'npm run check'],
    },
    {
      name: 'jest: a test file under its roots is run by it',
      files: jestConfigured,
      change: { 'src/parse.test.js': 'test("x", () => {});\n' },
      expected: ['Run the changed tests: npm test -- src/parse.test.js'],
      ran: ['npx jest src/parse.test.js'],
    },
    {
      name: 'jest: a test file its testPathIgnorePatterns leave out is never given to it',
      files: jestConfigured,
      change: { 'src/__fixtures__/broken/broken.test.js': 'test("broken", () => {});\n' },
      expected: [],
    },
    {
      // `(a+)+$` tried on `/aaa….test.js` backtracks 2^40 times: compiled, the stop would hang until the agent kills it
      name: 'jest: an ignore pattern that could backtrack without bound is not compiled; the test file is run',
      files: {
        'package.json': json({
          name: 'app',
          scripts: { test: 'jest' },
          jest: { testPathIgnorePatterns: ['^/(a+)+$'] },
          devDependencies: { jest: '^29' },
        }),
        'package-lock.json': '{}',
      },
      change: { [`${'a'.repeat(40)}.test.js`]: 'test("x", () => {});\n' },
      expected: [`Run the changed tests: npm test -- ${'a'.repeat(40)}.test.js`],
      ran: [`npx jest ${'a'.repeat(40)}.test.js`],
    },
    {
      name: 'jest: a test file outside its roots is never given to it',
      files: jestConfigured,
      change: { 'scripts/release.test.js': 'test("release", () => {});\n' },
      expected: [],
    },
    {
      name: 'a test script that watches is never asked for: the runner, one-shot',
      files: {
        'package.json': json({ name: 'app', scripts: { test: 'jest --watch', 'test:ci': 'jest --ci' }, devDependencies: { jest: '^29' } }),
        'package-lock.json': '{}',
        'src/a.js': '',
      },
      change: { 'src/a.js': 'module.exports = 1;\n' },
      expected: ['Run the tests: npm run test:ci'],
      ran: ['npx jest'],
      skips: ['npm test'],
    },
  ]);
});
