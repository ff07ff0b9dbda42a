// Shared set-up for the end-to-end suite: an isolated home, a real git project, the bundle on PATH.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without types
import { ensureAgent } from '../../scripts/e2e-agents.mjs';
import { BUNDLE } from '../helpers/bundle.js';
import { removeTempDir, tempDir } from '../helpers/temp.js';

export { BUNDLE };

export type AgentCli = 'claude' | 'gemini' | 'codex';

export function agentBin(name: AgentCli): string {
  return ensureAgent(name) as string;
}

export interface Sandbox {
  root: string;
  home: string;
  project: string;
  stateDir: string;
  binDir: string;
  /** The environment every agent run gets: isolated home, checkpoint on PATH, nothing leaves loopback. */
  env: NodeJS.ProcessEnv;
}

const GIT_ENV = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'e2e',
  GIT_AUTHOR_EMAIL: 'e2e@example.invalid',
  GIT_COMMITTER_NAME: 'e2e',
  GIT_COMMITTER_EMAIL: 'e2e@example.invalid',
};

/**
 * A temp home and a committed npm project whose `npm test` passes quickly. The test file removes it when
 * it ends (helpers/temp.ts); removeSandbox does it sooner.
 */
export function makeSandbox(name: string): Sandbox {
  const root = tempDir(`checkpoint-e2e-${name}-`);
  const home = join(root, 'home');
  const project = join(root, 'project');
  const stateDir = join(root, 'state');
  const binDir = join(root, 'bin');
  // The agents' own temp files (Claude's sockets and per-project dirs) go with the sandbox.
  const tmp = join(root, 'tmp');
  for (const dir of [home, project, stateDir, binDir, tmp, join(project, 'src')]) mkdirSync(dir, { recursive: true });
  symlinkSync(BUNDLE, join(binDir, 'checkpoint'));
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'demo', version: '1.0.0', private: true, scripts: { test: 'node test.js' } }, null, 2)}\n`,
  );
  writeFileSync(join(project, 'package-lock.json'), `${JSON.stringify({ name: 'demo', lockfileVersion: 3, packages: {} }, null, 2)}\n`);
  writeFileSync(join(project, 'src', 'app.js'), 'export function add(a, b) {\n  return a + b;\n}\n');
  // `npm test` leaves a trace outside the work tree, so a run is provable and changes no project file.
  writeFileSync(
    join(project, 'test.js'),
    `require('node:fs').appendFileSync(${JSON.stringify(join(root, 'test-runs.log'))}, 'ran\\n');\nconsole.log('1 passed, 0 failed');\n`,
  );
  const env: NodeJS.ProcessEnv = {
    PATH: `${binDir}:${process.env.PATH}`,
    HOME: home,
    USER: process.env.USER ?? 'root',
    LANG: 'C.UTF-8',
    TERM: 'dumb',
    TMPDIR: tmp,
    CHECKPOINT_STATE_DIR: stateDir,
    // Set by whoever runs the suite to see how long hooks waited for transcripts (a file outside the sandbox).
    ...(process.env.CHECKPOINT_LOG && { CHECKPOINT_LOG: process.env.CHECKPOINT_LOG }),
    NPM_CONFIG_UPDATE_NOTIFIER: 'false',
    NO_UPDATE_NOTIFIER: '1',
    ...GIT_ENV,
  };
  git(project, env, 'init', '-q', '-b', 'main');
  git(project, env, 'add', '-A');
  git(project, env, 'commit', '-qm', 'initial');
  return { root, home, project, stateDir, binDir, env };
}

export function removeSandbox(sandbox: Sandbox): void {
  removeTempDir(sandbox.root);
}

/** How many times the project's `npm test` ran. */
export function testRuns(sandbox: Sandbox): number {
  const log = join(sandbox.root, 'test-runs.log');
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
}

export function git(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: { ...env, ...GIT_ENV }, encoding: 'utf8' });
}

/** Runs the bundle the way a user would (used for `checkpoint init --scope project`). */
export function checkpoint(sandbox: Sandbox, ...args: string[]): string {
  return execFileSync(process.execPath, [BUNDLE, ...args], { cwd: sandbox.project, env: sandbox.env, encoding: 'utf8' });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a program with no stdin, collecting output, killed after timeoutMs. */
export function run(
  program: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunResult> {
  return new Promise((done) => {
    const child = spawn(program, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 180_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    });
  });
}

/** User settings of the isolated home: API-key auth against the local server, nothing phoning home. */
export function writeGeminiUserSettings(sandbox: Sandbox): void {
  mkdirSync(join(sandbox.home, '.gemini'), { recursive: true });
  const settings = {
    security: { auth: { selectedType: 'gemini-api-key' } },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
  };
  writeFileSync(join(sandbox.home, '.gemini', 'settings.json'), `${JSON.stringify(settings, null, 2)}\n`);
}
