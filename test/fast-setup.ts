// The fast project (README, Development): pure tests. Each file runs with node:fs in memory (memfs,
// holding a copy of test/fixtures at its real path, and the temp dir) and no way to start a process,
// so a fast test can neither touch the disk nor run git, tmux, the bundle or any other program. A test
// that needs one of those is an integration test: its file is named `<name>.int.test.ts`.
import { afterAll, vi } from 'vitest';

vi.mock('node:child_process', noProcesses);
vi.mock('child_process', noProcesses);
vi.mock('node:worker_threads', noProcesses);
vi.mock('worker_threads', noProcesses);

async function noProcesses(importOriginal: () => Promise<Record<string, unknown>>) {
  const real = await importOriginal();
  const refused = Object.fromEntries(
    Object.entries(real).map(([name, value]) => [
      name,
      typeof value !== 'function'
        ? value
        : () => {
            throw new Error(`fast tests start no process or thread (${name}): name the test file <name>.int.test.ts`);
          },
    ]),
  );
  return { ...refused, default: refused };
}

vi.mock('node:fs', inMemory);
vi.mock('fs', inMemory);
vi.mock('node:fs/promises', async () => (await import('memfs')).fs.promises);
vi.mock('fs/promises', async () => (await import('memfs')).fs.promises);

/**
 * The fixtures, read from the real disk once per worker (the mock's factory runs once: modules are shared), as the
 * in-memory disk starts each test file with.
 */
const seed = globalThis as { checkpointFixtures?: Record<string, string> };

async function inMemory(importOriginal: () => Promise<typeof import('node:fs')>) {
  const disk = await importOriginal();
  const { join } = await import('node:path');
  const { fs } = await import('memfs');
  const fixtures = join(__dirname, 'fixtures');
  const files: Record<string, string> = {};
  for (const name of disk.readdirSync(fixtures, { recursive: true, encoding: 'utf8' })) {
    const path = join(fixtures, name);
    if (disk.statSync(path).isFile()) files[path] = disk.readFileSync(path, 'utf8');
  }
  seed.checkpointFixtures = files;
  await freshDisk();
  return { ...fs, default: fs };
}

/** The in-memory disk as a test file starts with it: the fixtures and the temp dir, nothing a file before it wrote. */
async function freshDisk(): Promise<void> {
  const { tmpdir } = await import('node:os');
  const { vol } = await import('memfs');
  vol.reset();
  vol.fromJSON(seed.checkpointFixtures ?? {});
  vol.mkdirSync(tmpdir(), { recursive: true });
}

// Test files share a worker and its modules (vitest.config.mts: no isolation, for speed): each leaves a fresh disk
// to the next (what it made while its tests were collected stays for its own tests).
afterAll(freshDisk);
