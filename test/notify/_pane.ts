// A private tmux server whose one pane runs a raw-mode reader recording every byte it receives:
// what the Codex TUI would be handed, observable from a test. The reader runs as `codex` (node under
// that name) in the pane's foreground, and can start a program as its child the way Codex starts
// notify: notify only types into a pane whose foreground is the Codex that ran it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PASTE_START = '\x1b[200~';
export const PASTE_END = '\x1b[201~';
export const ENTER = '\r';

// Raw mode, so Enter arrives as CR and LF as LF, untranslated; bracketed paste enabled as the
// Codex TUI does; every chunk appended to a file as it arrives.
const READER = `
const fs = require('fs');
const { spawn } = require('child_process');
const [out, ready, requests] = process.argv.slice(2);
process.stdout.write('\\x1b[?2004h');
process.stdin.setRawMode(true);
process.stdin.on('data', (chunk) => fs.appendFileSync(out, chunk));
// A request file names a program to run as a child; its outcome goes to <request>.result.
setInterval(() => {
  for (const name of fs.readdirSync(requests)) {
    if (!name.endsWith('.json')) continue;
    const file = requests + '/' + name;
    const request = JSON.parse(fs.readFileSync(file, 'utf8'));
    fs.renameSync(file, file + '.taken');
    const child = spawn(request.argv[0], request.argv.slice(1), { cwd: request.cwd, env: request.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => {
      // Written whole, then renamed: the test polls for the name and must never read half of it.
      fs.writeFileSync(file + '.result.tmp', JSON.stringify({ status, stdout, stderr }));
      fs.renameSync(file + '.result.tmp', file + '.result');
    });
  }
}, 20);
fs.writeFileSync(ready, 'ready');
`;

export interface TestPane {
  /** Temp folder of this server; tests may put their own files in it. */
  dir: string;
  /** The pane id, what TMUX_PANE says inside it. */
  pane: string;
  /** The pid of the fake Codex in the pane's foreground. */
  pid: number;
  /** The TMUX value a process inside that server sees; the tmux client finds the socket from it. */
  tmuxEnv: string;
  /** Runs a program as a child of the fake Codex (TMUX and TMUX_PANE are the pane's unless `env` sets them). */
  runAsCodex(
    argv: string[],
    options: { env: NodeJS.ProcessEnv; cwd: string },
  ): Promise<{ status: number | null; stdout: string; stderr: string }>;
  /** Forget what the pane received so far. */
  clear(): void;
  /** What the pane received, once nothing new has arrived for `quietMs`. */
  /** What the pane received, once it has been quiet for `quietMs` and (within 10 s) `complete` holds. */
  input(quietMs?: number, complete?: (received: string) => boolean): Promise<string>;
  kill(): void;
}

export async function startPane(): Promise<TestPane> {
  const version = spawnSync('tmux', ['-V'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    throw new Error('tmux is not installed: the notify delivery tests need a real tmux (e.g. apt-get install tmux)');
  }
  const dir = mkdtempSync(join(tmpdir(), 'checkpoint-tmux-'));
  const socket = join(dir, 'tmux.sock');
  const received = join(dir, 'received');
  const ready = join(dir, 'ready');
  const requests = join(dir, 'requests');
  writeFileSync(received, '');
  writeFileSync(join(dir, 'reader.js'), READER);
  mkdirSync(requests);
  // Named codex by the kernel and by tmux (pane_current_command), as the real binary is.
  const codex = join(dir, 'codex');
  symlinkSync(process.execPath, codex);
  const tmux = (...args: string[]): string => {
    const run = spawnSync('tmux', ['-S', socket, ...args], { encoding: 'utf8', timeout: 5000 });
    if (run.status !== 0) throw new Error(`tmux ${args.join(' ')} failed: ${run.stderr || run.error}`);
    return run.stdout;
  };
  const kill = () => {
    spawnSync('tmux', ['-S', socket, 'kill-server']);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    // Several words: run directly, no shell between the pane and the reader.
    tmux(
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-s',
      'checkpoint-test',
      '-x',
      '200',
      '-y',
      '50',
      codex,
      join(dir, 'reader.js'),
      received,
      ready,
      requests,
    );
    const [pane, pid, readerPid] = tmux('display-message', '-p', '-t', 'checkpoint-test', '#{pane_id} #{pid} #{pane_pid}')
      .trim()
      .split(' ');
    const deadline = Date.now() + 5000;
    while (!existsSync(ready)) {
      if (Date.now() > deadline) throw new Error('the pane reader did not start');
      await sleep(50);
    }
    let requestCount = 0;
    return {
      dir,
      pane: pane!,
      pid: Number(readerPid),
      tmuxEnv: `${socket},${pid},0`,
      runAsCodex: async (argv, options) => {
        const file = join(requests, `${++requestCount}.json`);
        const env = { TMUX: `${socket},${pid},0`, TMUX_PANE: pane, ...options.env };
        writeFileSync(`${file}.tmp`, JSON.stringify({ argv, cwd: options.cwd, env }));
        renameSync(`${file}.tmp`, file);
        const deadline = Date.now() + 20_000;
        while (!existsSync(`${file}.result`)) {
          if (Date.now() > deadline) throw new Error(`the fake codex did not run ${argv.join(' ')}`);
          await sleep(20);
        }
        return JSON.parse(readFileSync(`${file}.result`, 'utf8'));
      },
      clear: () => writeFileSync(received, ''),
      input: async (quietMs = 400, complete = () => true) => {
        // On a loaded machine the pane's reader can fall behind the keys already sent: wait (bounded)
        // for what the caller knows must come, then for quiet, so nothing later is missed either.
        const deadline = Date.now() + 10_000;
        let last = readFileSync(received, 'utf8');
        let stableSince = Date.now();
        for (;;) {
          await sleep(50);
          const now = readFileSync(received, 'utf8');
          if (now !== last) {
            last = now;
            stableSince = Date.now();
          } else if (Date.now() - stableSince >= quietMs && (complete(now) || Date.now() > deadline)) {
            return now;
          }
        }
      },
      kill,
    };
  } catch (error) {
    kill();
    throw error;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
