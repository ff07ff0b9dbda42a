// Codex CLI 0.169 interactive TUI end to end (SPEC 3.5): the real `codex` in a pane of a private tmux
// server, checkpoint installed only as the `notify` program. When a turn ends Codex runs notify, which
// types the checkpoint into the pane and presses Enter; the TUI submits it as the next user message.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { agentBin, BUNDLE, makeSandbox, removeSandbox, type Sandbox, testRuns } from './_harness.js';
import {
  type CodexScript,
  lastToolOutput,
  lastUserText,
  type ResponsesItem,
  rolloutFiles,
  startOpenAIServer,
  writeCodexHome,
} from './servers/openai.js';
import type { ModelServer, RecordedRequest } from './servers/sse.js';

const PROMPT = 'Add a subtract function to src/app.js';
const READ = 'cat src/app.js';
const SHELL_EDIT = `cat >> src/app.js <<'EOF'\n\nexport function subtract(a, b) {\n  return a - b;\n}\nEOF`;

// The TUI also asks the model for a task title, in a throwaway thread of its own (no rollout); its
// turns end with a notify too, which must find nothing to do.
const isTitleRequest = (input: ResponsesItem[]): boolean =>
  input.some((item) => item.role === 'user' && (item.content ?? []).some((part) => part.text?.includes('task title')));

/** The model reads the file, edits it through the shell, says "Done."; a checkpoint naming `npm test` makes it run that. */
const script: CodexScript = (input) => {
  if (isTitleRequest(input)) return { text: 'Add subtract function' };
  const tool = lastToolOutput(input);
  if (tool?.request === READ) return { tool: 'exec_command', args: { cmd: SHELL_EDIT } };
  if (tool?.request === 'npm test') return { text: 'Tests pass.' };
  if (tool) return { text: 'Done.' };
  const prompt = lastUserText(input);
  if (prompt.startsWith(CHECKPOINT_PREFIX)) {
    return prompt.includes('`npm test`')
      ? { tool: 'exec_command', args: { cmd: 'npm test' } }
      : { text: 'The checkpoint named no test command.' };
  }
  return { tool: 'exec_command', args: { cmd: READ } };
};

interface Tui {
  pane: string;
  screen(): string;
  kill(): void;
}

/**
 * A private tmux server (own socket, no user config) whose one pane runs the Codex TUI. The server is
 * started with `env`, so the pane, the TUI and the notify program the TUI spawns all inherit it; tmux
 * adds TMUX and TMUX_PANE itself, which is how notify finds the pane to type into.
 */
function startTui(root: string, cwd: string, env: NodeJS.ProcessEnv, argv: string[]): Tui {
  const socket = join(root, 'tmux.sock');
  const conf = join(root, 'tmux.conf');
  // remain-on-exit keeps the pane and its last screen if Codex exits early, so a failure can be read.
  writeFileSync(conf, 'set -g remain-on-exit on\nset -g default-terminal "tmux-256color"\n');
  const serverEnv = { ...env };
  delete serverEnv.TMUX;
  delete serverEnv.TMUX_PANE;
  const tmux = (...args: string[]): string => {
    const result = spawnSync('tmux', ['-S', socket, ...args], { encoding: 'utf8', env: serverEnv, timeout: 5000 });
    if (result.status !== 0) throw new Error(`tmux ${args.join(' ')} failed: ${result.stderr || result.error}`);
    return result.stdout;
  };
  // Several words after the options are run directly, without a shell.
  tmux('-f', conf, 'new-session', '-d', '-s', 'codex', '-x', '160', '-y', '50', '-c', cwd, ...argv);
  const pane = tmux('display-message', '-p', '-t', 'codex', '#{pane_id}').trim();
  return {
    pane,
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

let sandbox: Sandbox;
let server: ModelServer;
let tui: Tui | undefined;
let codexHome: string;
let logFile: string;

function notifyLog(): string {
  return existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `ready()` holds; on timeout fails with the screen and checkpoint's log, the only view into a TUI. */
async function waitFor(what: string, ready: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}\n--- pane ---\n${tui?.screen()}\n--- checkpoint log ---\n${notifyLog()}`);
    }
    await sleep(100);
  }
}

/** Codex tags each model request with its thread and turn (header `x-codex-turn-metadata`). */
function turnMetadata(request: RecordedRequest): { thread_id?: string; turn_id?: string; thread_source?: string } {
  const header = request.headers['x-codex-turn-metadata'];
  return typeof header === 'string' ? JSON.parse(header) : {};
}

/** The model requests of the session thread: the one the person types into, not the title thread. */
function sessionRequests(): RecordedRequest[] {
  return server.requests.filter((request) => request.path === '/v1/responses' && turnMetadata(request).thread_source === 'user');
}

function userTexts(input: ResponsesItem[]): string[] {
  return input
    .filter((item) => item.type === 'message' && item.role === 'user')
    .map((item) => (item.content ?? []).map((part) => part.text ?? '').join(''));
}

beforeAll(async () => {
  sandbox = makeSandbox('codex-tui');
  server = await startOpenAIServer(script);
  codexHome = join(sandbox.home, '.codex');
  logFile = join(sandbox.root, 'checkpoint.log');
  // Everything notify needs must be in the TUI's environment: Codex starts notify with its own.
  const env: NodeJS.ProcessEnv = {
    ...sandbox.env,
    CODEX_HOME: codexHome,
    LOCAL_KEY: 'x',
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    CHECKPOINT_LOG: logFile,
  };
  writeCodexHome(codexHome, { model: 'gpt-test', baseUrl: server.url, project: sandbox.project });
  execFileSync(process.execPath, [BUNDLE, 'init', '--agent', 'codex', '--scope', 'user'], { cwd: sandbox.project, env, encoding: 'utf8' });
  // init installs the native hooks too. Here they must not run, so notify is the only route under test;
  // left in place, the TUI would also open its "Hooks need review" screen before anything else.
  rmSync(join(codexHome, 'hooks.json'));
  // --no-daemon: the agent runs inside the TUI process rather than in a shared background server, so
  // the notify it starts is a child of this pane (TMUX_PANE, CHECKPOINT_*) and nothing outlives the tmux server.
  tui = startTui(sandbox.root, sandbox.project, env, [
    agentBin('codex'),
    '--no-daemon',
    '--dangerously-bypass-approvals-and-sandbox',
    PROMPT,
  ]);
}, 60_000);

afterAll(async () => {
  tui?.kill();
  await server?.close();
  if (sandbox) removeSandbox(sandbox);
});

describe('codex TUI in tmux, notify route only', () => {
  it('a finished turn gets one checkpoint typed into the pane; the model runs npm test; the answering turn gets none', async () => {
    // Whatever init names the bundle by (`checkpoint` on PATH, or `node <bundle>`), it runs `notify`.
    const notify = parseToml(readFileSync(join(codexHome, 'config.toml'), 'utf8')).notify as string[];
    expect(notify.at(-1)).toBe('notify');
    expect(notify.some((word) => word === 'checkpoint' || word === realpathSync(BUNDLE))).toBe(true);
    expect(existsSync(join(codexHome, 'hooks.json'))).toBe(false);

    // Turn 1 edits and ends; notify types the checkpoint; turn 2 runs npm test and ends.
    const answeredAfterTests = () => sessionRequests().some((request) => lastToolOutput(request.body.input)?.request === 'npm test');
    // Bounds far above an unloaded run (about 5 s for both turns) so a busy machine only makes it slower.
    await waitFor('the model to see the result of npm test', answeredAfterTests, 90_000);
    // The second notify (for the turn that answered the checkpoint) must decide and type nothing.
    await waitFor('the notify of the turn that answered the checkpoint', () => /notify: dedup: /.test(notifyLog()), 30_000);
    // Longer than a delivery takes (tmux calls + the pause before Enter): anything typed would have arrived.
    const settled = server.requests.length;
    await sleep(2500);
    expect(server.requests.length, 'no model request after the last notify').toBe(settled);

    const requests = sessionRequests();
    const deliveries = requests.map((request) => lastUserText(request.body.input)).filter((text) => text.startsWith(CHECKPOINT_PREFIX));
    expect(deliveries).toHaveLength(1);
    const delivered = deliveries[0] as string;
    expect(delivered).toContain('Changed: source code');
    expect(delivered).toContain('`npm test`');

    // The whole multi-line text arrived as one user message, equal to what notify evaluated.
    const [rollout, ...others] = rolloutFiles(join(codexHome, 'sessions'));
    expect(others).toHaveLength(0);
    const threadId = /-([0-9a-f-]{36})\.jsonl$/.exec(rollout as string)?.[1] as string;
    const state = JSON.parse(readFileSync(join(sandbox.stateDir, 'sessions', 'codex', `${threadId}.json`), 'utf8'));
    expect(state.lastEvaluation).toMatchObject({ decision: 'block', route: 'notify' });
    expect(delivered).toBe(state.lastEvaluation.message);
    expect(delivered.split('\n').length).toBeGreaterThan(5);
    const lastInput = requests.at(-1)?.body.input as ResponsesItem[];
    expect(userTexts(lastInput).filter((text) => !text.startsWith('<environment_context>'))).toEqual([PROMPT, delivered]);

    // Typed into the pane and submitted by the TUI: a new turn of the same thread, not a hook continuation.
    const turnOf = (text: string) => turnMetadata(requests.find((request) => lastUserText(request.body.input) === text) as RecordedRequest);
    expect(turnOf(delivered).thread_id).toBe(threadId);
    expect(turnOf(PROMPT).thread_id).toBe(threadId);
    expect(turnOf(delivered).turn_id).not.toBe(turnOf(PROMPT).turn_id);

    expect(testRuns(sandbox)).toBe(1);
    expect(readFileSync(join(sandbox.project, 'src', 'app.js'), 'utf8')).toContain('export function subtract(a, b)');
    const rolloutCheckpoints = readFileSync(rollout as string, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line))
      .filter((line) => line.type === 'response_item' && line.payload?.type === 'message' && line.payload.role === 'user')
      .filter((line) =>
        (line.payload.content ?? [])
          .map((part: { text?: string }) => part.text ?? '')
          .join('')
          .startsWith(CHECKPOINT_PREFIX),
      );
    expect(rolloutCheckpoints).toHaveLength(1);
    expect(notifyLog().match(/notify: delivered: /g)).toHaveLength(1);
  });
});
