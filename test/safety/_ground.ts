// Hostile ground for black-box safety tests: a real git repository with a change, a Claude
// transcript of the turn that made it, a private state dir, and a canary folder outside the
// repository where a program that must never run leaves a trace. The bundle runs as agents run it.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GIT_IDENTITY } from '../helpers/git-env.js';
import { removeTempDir, tempDir } from '../helpers/temp.js';

export interface Ground {
  root: string;
  repo: string;
  home: string;
  state: string;
  canaries: string;
  transcript: string;
  env: NodeJS.ProcessEnv;
  /** Writes files (relative to the repository). */
  write(files: Record<string, string>): void;
  /** An executable at `path` (relative to the repository) that records its run in the canary folder. */
  plantProgram(path: string): void;
  canaryNames(): string[];
  remove(): void;
}

/** A repository whose last turn (in the transcript) edited src/app.js without running the tests. */
export function makeGround(prefix = 'checkpoint-safety-'): Ground {
  const root = tempDir(prefix);
  const repo = join(root, 'repo');
  const home = join(root, 'home');
  const state = join(root, 'state');
  const canaries = join(root, 'canaries');
  for (const dir of [repo, home, state, canaries, join(repo, 'src')]) mkdirSync(dir, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    CHECKPOINT_STATE_DIR: state,
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    LANG: 'C.UTF-8',
    ...GIT_IDENTITY,
  };
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
  };
  write({
    'package.json': JSON.stringify({ name: 'demo', scripts: { test: 'node --test' } }),
    'package-lock.json': '{}',
    'src/app.js': 'export const a = 1;\n',
  });
  const git = (...args: string[]) => {
    const run = spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  };
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'init');
  write({ 'src/app.js': 'export const a = 2;\n' });

  const transcript = join(root, 'session.jsonl');
  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
  const lines = [
    { type: 'user', promptId: 'p-1', timestamp: at(60), message: { role: 'user', content: 'change a' } },
    {
      type: 'assistant',
      timestamp: at(50),
      message: {
        role: 'assistant',
        content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: join(repo, 'src/app.js') } }],
      },
    },
    { type: 'user', timestamp: at(49), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] } },
    {
      type: 'assistant',
      timestamp: at(40),
      message: {
        role: 'assistant',
        content: [
          { type: 'tool_use', id: 't2', name: 'Edit', input: { file_path: join(repo, 'src/app.js'), old_string: '1', new_string: '2' } },
        ],
      },
    },
    { type: 'user', timestamp: at(39), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't2', content: 'ok' }] } },
  ];
  writeFileSync(transcript, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);

  return {
    root,
    repo,
    home,
    state,
    canaries,
    transcript,
    env,
    write,
    plantProgram: (path) => {
      const file = join(repo, path);
      mkdirSync(dirname(file), { recursive: true });
      const name = path.replace(/[^\w.-]+/g, '_');
      writeFileSync(file, `#!/bin/sh\necho "$0 $*" > '${join(canaries, name)}'\nexit 0\n`);
      chmodSync(file, 0o755);
    },
    canaryNames: () => (existsSync(canaries) ? readdirSync(canaries).sort() : []),
    remove: () => removeTempDir(root),
  };
}

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
  ms: number;
  /** Peak resident memory of the checkpoint process, in MiB. */
  rssMiB: number;
  /** CPU time of the checkpoint process itself (not the programs it ran), in ms: a busy machine does not stretch it. */
  cpuMs: number;
}

// Runs the bundle in its own process and reports that process's peak RSS and CPU time at exit, so
// memory and work are measured on the real run. A launcher script rather than `node --require`: node
// resolves a preload through the cwd's package.json, and a FIFO there would hang node itself before
// checkpoint starts.
const RSS_LAUNCHER = `
const [bundle, rssFile, ...args] = process.argv.slice(2);
process.on('exit', () => {
  const usage = process.resourceUsage();
  try { require('fs').writeFileSync(rssFile, usage.maxRSS + ' ' + (usage.userCPUTime + usage.systemCPUTime)); } catch {}
});
process.argv = [process.argv[0], bundle, ...args];
require(bundle);
`;

/**
 * Runs the bundle; resolves when it exits (or is killed at the safety timeout). `holdStdin` keeps
 * stdin open after writing `input`, as a wrapper that never closes it would.
 */
export function runBundle(
  bundle: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string | Buffer; holdStdin?: boolean; timeoutMs?: number },
): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-rss-'));
  const launcher = join(dir, 'launch.cjs');
  const rssFile = join(dir, 'rss');
  writeFileSync(launcher, RSS_LAUNCHER);
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [launcher, bundle, rssFile, ...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.on('error', () => {});
    if (options.input !== undefined) child.stdin.write(options.input);
    if (!options.holdStdin) child.stdin.end();
    const killer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 15_000);
    child.on('close', (status) => {
      const ms = Date.now() - started;
      clearTimeout(killer);
      child.stdin.destroy();
      let rssKiB = Number.NaN;
      let cpuUs = Number.NaN;
      try {
        [rssKiB, cpuUs] = String(require('node:fs').readFileSync(rssFile, 'utf8')).split(' ').map(Number) as [number, number];
      } catch {
        // killed before exit: no report
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, stdout, stderr, ms, rssMiB: rssKiB / 1024, cpuMs: cpuUs / 1000 });
    });
  });
}
