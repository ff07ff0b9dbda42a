import { defineConfig } from 'vitest/config';

// Both projects run the built bundle in black-box tests; the global setup refuses a stale one
// (`npm test` builds it first) rather than letting tests rebuild it under each other.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts', 'test/e2e/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
