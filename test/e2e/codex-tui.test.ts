// Codex CLI 0.169 interactive TUI end to end (SPEC 3.5): the real `codex` in a pane of a private tmux
// server, checkpoint installed only as the `notify` program. When a turn ends, Codex runs notify, which
// types the checkpoint into the pane; the TUI submits it as the next user message.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { agentBin, BUNDLE, makeSandbox, testRuns, type Sandbox } from './_harness.js';
import { type CodexScript, inputs, lastToolOutput, lastUserText, startOpenAIServer } from './servers/openai.js';
import type { ModelServer } from './servers/sse.js';

const PROMPT = 'Add a subtract function to src/app.js';
const READ = 'cat src/app.js';
const SHELL_EDIT = `cat >> src/app.js <<'EOF'\n\nexport function subtract(a, b) {\n  return a - b;\n}\nEOF`;

/** The model reads the file, edits it through the shell, says "Done."; a checkpoint naming `npm test` makes it run that. */
const script: CodexScript = (input) => {
  const tool = lastToolOutput(input);
  if (tool?.request === READ) return { tool: 'exec_command', args: { cmd: SHELL_EDIT } };
  if (tool?.request === 'npm test') return { text: 'Tests pass.' };
  if (tool) return { text: 'Done.' };
  const prompt = lastUserText(input);
  if (prompt.startsWith(CHECKPOINT_PREFIX)) {
    return prompt.includes('`npm test`') ? { tool: 'exec_command', args: { cmd: 'npm test' } } : { text: 'The checkpoint named no test command.' };
  }
  return { tool: 'exec_command', args: { cmd: READ } };
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `ready()` holds; on timeout fails with what the pane shows, the only view into a TUI. */
async function waitFor(what: string, ready: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n--- pane ---\n${tui.screen()}\n--- checkpoint log ---\n${notifyLog()}`);
    await sleep(100);
  }
}

interface Tui {
  socket: string;
  pane: string;
  tmux(...args: string[]): string;
  screen(): string;
  kill(): void;
}

/**
 * A private tmux server (own socket, no user config) whose one pane runs the Codex TUI. The server
 * starts with `env`, so the pane, the TUI and the notify program it spawns all inherit it; tmux adds
 * TMUX and TMUX_PANE itself, which is how notify finds the pane.
 */
function startTui(sandbox: Sandbox, env: NodeJS.ProcessEnv, argv: string[]): Tui {
  const socket = join(sandbox.root, 'tmux.sock');
  const conf = join(sandbox.root, 'tmux.conf');
  // remain-on-exit keeps the pane (and its last screen) if Codex exits, so a failure can be read.
  writeFileSync(conf, 'set -g remain-on-exit on\nset -g default-terminal "tmux-256color"\nset -g history-limit 5000\n');
  const serverEnv = { ...env };
  delete serverEnv.TMUX;
  delete serverEnv.TMUX_PANE;
  const tmux = (...args: string[]): string => {
    const result = spawnSync('tmux', ['-S', socket, ...args], { encoding: 'utf8', env: serverEnv, timeout: 5000 });
    if (result.status !== 0) throw new Error(`tmux ${args[0]} failed: ${result.stderr || result.error}`);
    return result.stdout;
  };
  // Several arguments after the session options are run directly, without a shell.
  tmux('-f', conf, 'new-session', '-d', '-s', 'codex', '-x', '160', '-y', '50', '-c', sandbox.project, ...argv);
  const pane = tmux('display-message', '-p', '-t', 'codex', '#{pane_id}').trim();
  return {
    socket,
    pane,
    tmux,
    screen: () => {
      try {
        return tmux('capture-pane', '-p', '-t', pane);
      } catch (error) {
        return String(error);
      }
    },
    kill: () => spawnSync('tmux', ['-S', socket, 'kill-server'], { env: serverEnv, timeout: 5000 }),
  };
}

/** Loopback model, no update check, no telemetry, no plugin sync, the project trusted (no trust screen). */
function writeCodexConfig(sandbox: Sandbox, home: string, baseUrl: string): void {
  mkdirSync(home, { recursive: true });
  writeFileSync(
    join(home, 'config.toml'),
    `model = "gpt-test"
model_provider = "local"
approval_policy = "never"
sandbox_mode = "danger-full-access"
check_for_update_on_startup = false

[model_providers.local]
name = "local"
base_url = "${baseUrl}/v1"
wire_api = "responses"
env_key = "LOCAL_KEY"

[analytics]
enabled = false

[feedback]
enabled = false

[features]
plugins = false
remote_plugin = false
apps = false

[projects.${JSON.stringify(realpathSync(sandbox.project))}]
trust_level = "trusted"
`,
  );
}

let sandbox: Sandbox;
let server: ModelServer;
let tui: Tui;
let codexHome: string;

function notifyLog(): string {
  const file = join(sandbox.root, 'checkpoint.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

beforeAll(async () => {
  sandbox = makeSandbox('codex-tui');
  server = await startOpenAIServer(script);
  codexHome = join(sandbox.home, '.codex');
  const env: NodeJS.ProcessEnv = {
    ...sandbox.env,
    CODEX_HOME: codexHome,
    LOCAL_KEY: 'x',
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    CHECKPOINT_LOG: join(sandbox.root, 'checkpoint.log'),
  };
  writeCodexConfig(sandbox, codexHome, server.url);
  const init = execFileSync(process.execPath, [BUNDLE, 'init', '--agent', 'codex', '--scope', 'user'], { cwd: sandbox.project, env, encoding: 'utf8' });
  console.error(init);
  console.error(readFileSync(join(codexHome, 'config.toml'), 'utf8'));
  console.error(existsSync(join(codexHome, 'hooks.json')));
  tui = startTui(sandbox, env, [agentBin('codex'), '--no-daemon', '--dangerously-bypass-approvals-and-sandbox', PROMPT]);
});

afterAll(async () => {
  tui?.kill();
  await server?.close();
  if (sandbox) rmSync(sandbox.root, { recursive: true, force: true });
});

describe('codex TUI in tmux, notify route', () => {
  it('types one checkpoint into the pane', async () => {
    await waitFor('anything', () => false, 15_000);
  });
});
