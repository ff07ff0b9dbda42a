// Restore-point speed and size (`node scripts/bench-restore.mjs`, also run by `npm run bench`).
// A throwaway repository of 5,000 source-like files: `checkpoint save` (snapshot included, warm shadow
// index) must take at most 3x a plain `git status` there; after 100 turns that each change a few files
// and save, the shadow repository must stay under 2x the project's own packed objects.
// Exit code 1 when a target is missed. BENCH_RUNS sets the timing run count; BENCH_TURNS the turn count.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TURNS = Number(process.env.BENCH_TURNS ?? 100);
const FILES = 5000;
const root = new URL('..', import.meta.url).pathname;
const cli = process.env.BENCH_CLI ?? join(root, 'dist', 'checkpoint.js');

const work = mkdtempSync(join(tmpdir(), 'checkpoint-bench-restore-'));
const repo = join(work, 'repo');
const stateDir = join(work, 'state');
mkdirSync(repo, { recursive: true });
const env = {
  ...process.env,
  HOME: join(work, 'home'),
  XDG_CONFIG_HOME: join(work, 'home', '.config'),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
  CHECKPOINT_STATE_DIR: stateDir,
};
const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' });

/** A source file that looks like code: a few hundred bytes to a few KB, varied content. */
function source(i, revision = 0) {
  const lines = [`// module ${i} revision ${revision}`];
  for (let j = 0; j < 10 + (i % 60); j++) lines.push(`export function f${i}_${j}(x) { return x * ${j} + ${i} - ${revision}; }`);
  return `${lines.join('\n')}\n`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(program, args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(program, args, { cwd: repo, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function du(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

let failed = false;
try {
  for (let i = 0; i < FILES; i++) {
    const dir = join(repo, 'src', `pkg${i % 50}`, `mod${i % 7}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `file${i}.js`), source(i));
  }
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'initial');
  git('gc', '-q');
  // A few uncommitted changes, as during work.
  for (let i = 0; i < 5; i++) writeFileSync(join(repo, 'src', `pkg${i}`, `mod${i}`, `file${i}.js`), source(i, 1));
  git('status', '--porcelain');

  time(process.execPath, [cli, 'save', '--note', 'first (cold shadow index)']);
  const status = median(Array.from({ length: RUNS }, () => time('git', ['status'])));
  const save = median(Array.from({ length: RUNS }, () => time(process.execPath, [cli, 'save'])));
  const node = median(Array.from({ length: RUNS }, () => time(process.execPath, ['-e', '0'])));
  // The save itself, without node's start: the command logs its own duration at debug level.
  const inside = median(
    Array.from({ length: RUNS }, () => {
      const result = spawnSync(process.execPath, [cli, 'save'], { cwd: repo, env: { ...env, CHECKPOINT_DEBUG: '1' }, encoding: 'utf8' });
      return Number(/save took ([\d.]+) ms/.exec(result.stderr)?.[1] ?? Number.NaN);
    }),
  );
  const saveRatio = inside / status;
  console.log(`git status ${status.toFixed(0)} ms; checkpoint save ${save.toFixed(0)} ms as a command (node start alone ${node.toFixed(0)} ms), ${inside.toFixed(0)} ms inside: ${saveRatio.toFixed(1)}x (target <= 3x)`);
  if (!(saveRatio <= 3)) failed = true;

  for (let turn = 0; turn < TURNS; turn++) {
    for (let k = 0; k < 3; k++) {
      const i = (turn * 37 + k * 11) % FILES;
      writeFileSync(join(repo, 'src', `pkg${i % 50}`, `mod${i % 7}`, `file${i}.js`), source(i, turn + 2));
    }
    execFileSync(process.execPath, [cli, 'save'], { cwd: repo, env, stdio: 'ignore' });
  }
  const packs = join(repo, '.git', 'objects', 'pack');
  const project = du(packs);
  const workspaces = readdirSync(join(stateDir, 'restore'));
  const shadow = du(join(stateDir, 'restore', workspaces[0], 'shadow'));
  const sizeRatio = shadow / project;
  console.log(`after ${TURNS} turns: shadow repository ${(shadow / 1024).toFixed(0)} KiB, project packed objects ${(project / 1024).toFixed(0)} KiB: ${sizeRatio.toFixed(2)}x (target < 2x)`);
  if (sizeRatio >= 2) failed = true;
} finally {
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
