// A private tmux server whose one pane runs a raw-mode reader recording every byte it receives:
// what the Codex TUI would be handed, observable from a test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PASTE_START = '\x1b[200~';
export const PASTE_END = '\x1b[201~';
export const ENTER = '\r';

// Raw mode, so Enter arrives as CR and LF as LF, untranslated; bracketed paste enabled as the
// Codex TUI does; every chunk appended to a file as it arrives.
const READER = `
const fs = require('fs');
const [out, ready] = process.argv.slice(2);
process.stdout.write('\\x1b[?2004h');
process.stdin.setRawMode(true);
process.stdin.on('data', (chunk) => fs.appendFileSync(out, chunk));
fs.writeFileSync(ready, 'ready');
`;

export interface TestPane {
  /** Temp folder of this server; tests may put their own files in it. */
  dir: string;
  /** The pane id, what TMUX_PANE says inside it. */
  pane: string;
  /** The TMUX value a process inside that server sees; the tmux client finds the socket from it. */
  tmuxEnv: string;
  /** Forget what the pane received so far. */
  clear(): void;
  /** What the pane received, once nothing new has arrived for `quietMs`. */
  input(quietMs?: number): Promise<string>;
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
  writeFileSync(received, '');
  writeFileSync(join(dir, 'reader.js'), READER);
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
    const command = [process.execPath, join(dir, 'reader.js'), received, ready].map((a) => JSON.stringify(a)).join(' ');
    tmux('-f', '/dev/null', 'new-session', '-d', '-s', 'checkpoint-test', '-x', '200', '-y', '50', command);
    const [pane, pid] = tmux('display-message', '-p', '-t', 'checkpoint-test', '#{pane_id} #{pid}').trim().split(' ');
    const deadline = Date.now() + 5000;
    while (!existsSync(ready)) {
      if (Date.now() > deadline) throw new Error('the pane reader did not start');
      await sleep(50);
    }
    return {
      dir,
      pane: pane!,
      tmuxEnv: `${socket},${pid},0`,
      clear: () => writeFileSync(received, ''),
      input: async (quietMs = 400) => {
        let last = readFileSync(received, 'utf8');
        let stableSince = Date.now();
        for (;;) {
          await sleep(50);
          const now = readFileSync(received, 'utf8');
          if (now !== last) {
            last = now;
            stableSince = Date.now();
          } else if (Date.now() - stableSince >= quietMs) {
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
