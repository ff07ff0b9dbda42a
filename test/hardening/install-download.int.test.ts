// install.sh as `curl -fsSL <url>/install.sh | sh` runs it (the script on stdin, no checkout beside
// it): the bundle comes from a real HTTP server on loopback and is installed only when its sha256
// equals CHECKPOINT_SHA256. And install.sh passes shellcheck (skipped, with the reason in its name,
// where shellcheck is not installed).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE, REPO_ROOT } from '../helpers/bundle.js';
import { tempDir } from '../helpers/temp.js';

const SCRIPT = readFileSync(join(REPO_ROOT, 'install.sh'));
const BUNDLE_BYTES = readFileSync(BUNDLE);
const SHA = createHash('sha256').update(BUNDLE_BYTES).digest('hex');
let server: Server;
let base: string;
const served: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    if (request.url === '/install.sh') return response.end(SCRIPT);
    if (request.url === '/checkpoint.js') return response.end(BUNDLE_BYTES);
    response.statusCode = 404;
    response.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** `curl -fsSL $base/install.sh | sh -s -- --no-init` in a fresh home; async: the server runs in this process. */
function pipedInstall(env: Record<string, string>): Promise<{ status: number | null; stderr: string; home: string }> {
  const home = tempDir('checkpoint-install-curl-');
  mkdirSync(join(home, '.claude'));
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', `curl -fsSL "${base}/install.sh" | sh -s -- --no-init`], {
      cwd: home,
      env: { HOME: home, PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, CHECKPOINT_STATE_DIR: join(home, 'state'), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stderr, home }));
  });
}

const hasCurl = spawnSync('sh', ['-c', 'command -v curl']).status === 0;
const noCurl = hasCurl ? '' : ' (SKIPPED: curl is not installed)';

describe('install.sh piped from curl, bundle from a loopback server', () => {
  it.skipIf(!hasCurl)(`the published sha256 installs the downloaded bundle${noCurl}`, async () => {
    const run = await pipedInstall({ CHECKPOINT_DIST_URL: `${base}/checkpoint.js`, CHECKPOINT_SHA256: SHA.toUpperCase() });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const installed = join(run.home, '.local', 'share', 'checkpoint', 'checkpoint.js');
    expect(createHash('sha256').update(readFileSync(installed)).digest('hex')).toBe(SHA);
    expect(spawnSync(join(run.home, '.local', 'bin', 'checkpoint'), ['--version'], { encoding: 'utf8' }).status).toBe(0);
    expect(served).toContain('/checkpoint.js');
  });

  it.skipIf(!hasCurl)(`a wrong sha256 is refused in one sentence and nothing is installed${noCurl}`, async () => {
    const run = await pipedInstall({ CHECKPOINT_DIST_URL: `${base}/checkpoint.js`, CHECKPOINT_SHA256: 'f'.repeat(64) });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^checkpoint install: the downloaded file's sha256 is [0-9a-f]{64}, not f{64}: nothing was installed; [^\n]*\n$/,
    );
    // HOME is as it was: not even the empty ~/.local/share/checkpoint and ~/.local/bin the script had made.
    expect(readdirSync(run.home)).toEqual(['.claude']);
  });

  it.skipIf(!hasCurl)(`a download that fails (404) is refused and nothing is installed${noCurl}`, async () => {
    const run = await pipedInstall({ CHECKPOINT_DIST_URL: `${base}/missing.js`, CHECKPOINT_SHA256: SHA });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('download of');
    expect(existsSync(join(run.home, '.local', 'bin', 'checkpoint'))).toBe(false);
  });
});

const hasShellcheck = spawnSync('sh', ['-c', 'command -v shellcheck']).status === 0;
describe('install.sh', () => {
  it.skipIf(!hasShellcheck)(
    `passes shellcheck${hasShellcheck ? '' : ' (SKIPPED: shellcheck is not installed; apt-get install shellcheck)'}`,
    () => {
      const run = spawnSync('shellcheck', ['--shell=sh', join(REPO_ROOT, 'install.sh')], { encoding: 'utf8' });
      expect(run.stdout + run.stderr).toBe('');
      expect(run.status).toBe(0);
    },
  );
});
