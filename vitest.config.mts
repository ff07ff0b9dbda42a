import { defineConfig } from 'vitest/config';

// Three projects (README, Development). fast: pure tests, `*.test.ts` outside test/e2e/, with the disk
// in memory and no processes (test/fast-setup.ts refuses them). integration: `*.int.test.ts`, the built
// bundle, real git, tmux and the real disk; test/global-setup.ts refuses a stale bundle (`npm test`
// builds it first) rather than letting tests rebuild it under each other. e2e: the real agent CLIs.
// Run together (`vitest run`), they run one after another in that order (groupOrder).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.int.test.ts', 'test/e2e/**'],
          setupFiles: ['test/fast-setup.ts'],
          // Pure tests in threads that keep their modules from one file to the next (each file starts on a fresh
          // in-memory disk, test/fast-setup.ts): 8 s on a busy 2-core machine, against 30 s with a process per file.
          pool: 'threads',
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/**/*.int.test.ts'],
          exclude: ['test/e2e/**'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          // A test's cleanup waits for the detached runs its hooks started (test/helpers/temp.ts, up to 30 s) before
          // it removes their folder.
          hookTimeout: 60_000,
          // Most of a file's time is spent in the programs it starts (the bundle, git, tmux, npm) or waiting
          // on them: four files at once on 2 cores, measured against 2 and 3 (slower) and 6 (no faster).
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/global-setup.ts', 'test/e2e/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 600_000,
          // Each file drives its own agents against its own model servers (port 0) and its own tmux server: two
          // files at once on 2 cores.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
