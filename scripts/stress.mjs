#!/usr/bin/env node
// The safety figures at full size (issue 13): the hostile-file and planted-program suites, 200 mixed
// hooks at once on one session and 300 kill -9 rounds, against the built bundle. The integration suite runs
// the same tests with 60 kill rounds; this runs them as measured and prints the figures.
//   node scripts/stress.mjs [--hooks 200] [--rounds 300]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { hooks: { type: 'string', default: '200' }, rounds: { type: 'string', default: '300' } } });
const dir = mkdtempSync(join(tmpdir(), 'checkpoint-stress-'));
try {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // One file at a time (the integration project runs four): each crowd has the machine to itself, as measured.
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', '--no-file-parallelism', 'test/safety/'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      CHECKPOINT_STRESS_HOOKS: values.hooks,
      CHECKPOINT_STRESS_KILL_ROUNDS: values.rounds,
      CHECKPOINT_STRESS_REPORT_DIR: dir,
    },
  });
  for (const name of readdirSync(dir)) console.log(`\n${name}:\n${readFileSync(join(dir, name), 'utf8')}`);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
