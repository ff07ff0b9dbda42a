#!/usr/bin/env node
// The hardening figures at full size (issue 14), against the built bundle: the bad-input corpus
// (2,500 inputs per entry point: hook claude, gemini, codex and notify; 60 of each through the
// bundle), 200 concurrent hooks with restore saves on one session, 300 kill -9 rounds, and the
// loop and security tables. CI runs the same tests at a small size. Prints the figures.
//   node scripts/hardening.mjs [--inputs 2500] [--sample 60] [--hooks 200] [--rounds 300] [--seed N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    inputs: { type: 'string', default: '2500' },
    sample: { type: 'string', default: '60' },
    hooks: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '300' },
    seed: { type: 'string', default: '20261123' },
  },
});
const dir = mkdtempSync(join(tmpdir(), 'checkpoint-hardening-'));
try {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const started = Date.now();
  // One file at a time (the integration project runs four): each crowd has the machine to itself, as measured.
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'integration', '--no-file-parallelism', 'test/hardening/', 'test/safety/concurrency.int.test.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        CHECKPOINT_HARDENING_INPUTS: values.inputs,
        CHECKPOINT_HARDENING_SAMPLE: values.sample,
        CHECKPOINT_HARDENING_SEED: values.seed,
        CHECKPOINT_STRESS_HOOKS: values.hooks,
        CHECKPOINT_STRESS_KILL_ROUNDS: values.rounds,
        CHECKPOINT_STRESS_REPORT_DIR: dir,
      },
    },
  );
  for (const name of readdirSync(dir).sort()) console.log(`\n${name}:\n${readFileSync(join(dir, name), 'utf8')}`);
  console.log(`\n${run.status === 0 ? 'all passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
