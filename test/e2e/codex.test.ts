// Codex CLI 0.169 end to end: the real `codex exec`, checkpoint's native hooks installed by
// `checkpoint init --scope project`, and a scripted Responses API on loopback that reacts to them.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { agentBin, BUNDLE, checkpoint, makeSandbox, type RunResult, removeSandbox, run, type Sandbox, testRuns } from './_harness.js';
import {
  type CodexScript,
  inputs,
  lastToolOutput,
  lastUserText,
  rolloutFiles,
  startOpenAIServer,
  writeCodexHome,
} from './servers/openai.js';
import type { ModelServer } from './servers/sse.js';

/** Unknown to Codex: it offers `exec_command` alone. */
const SHELL_ONLY_MODEL = 'gpt-test';
/** Known to Codex: it also offers `apply_patch` as a custom (freeform) tool. */
const PATCH_MODEL = 'gpt-5.5';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

function readJsonLines(file: string): any[] {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line))
    : [];
}

// Each hook also needs the person's one-time trust, which `--dangerously-bypass-hook-trust` waives.
interface CodexRun {
  sandbox: Sandbox;
  server: ModelServer;
  result: RunResult;
  codexHome: string;
}

/** Another tool's Stop hook in the user's config.toml: init then keeps checkpoint's hooks there too. */
const TOML_HOOK_OF_ANOTHER_TOOL = `
[[hooks.Stop]]
[[hooks.Stop.hooks]]
type = "command"
command = "true"
`;

interface RunOptions {
  /** Runs once the sandbox exists, before Codex starts. */
  beforeRun?: (sandbox: Sandbox) => void;
  model: string;
  thresholdSeconds: number;
  prompt: string;
  /** project: <project>/.codex/hooks.json; user-toml: [hooks] in $CODEX_HOME/config.toml, where the user keeps theirs. */
  install?: 'project' | 'user-toml';
}

async function runCodex(script: CodexScript, options: RunOptions): Promise<CodexRun> {
  const sandbox = makeSandbox('codex');
  cleanup.push(async () => removeSandbox(sandbox));
  options.beforeRun?.(sandbox);
  const server = await startOpenAIServer(script);
  cleanup.push(() => server.close());
  const codexHome = writeCodexHome(join(sandbox.home, '.codex'), { model: options.model, baseUrl: server.url, project: sandbox.project });
  const env = { ...sandbox.env, CODEX_HOME: codexHome, LOCAL_KEY: 'x', CHECKPOINT_THRESHOLD_SECONDS: String(options.thresholdSeconds) };
  if (options.install === 'user-toml') {
    appendFileSync(join(codexHome, 'config.toml'), TOML_HOOK_OF_ANOTHER_TOOL);
    execFileSync(process.execPath, [BUNDLE, 'init', '--agent', 'codex', '--scope', 'user'], { cwd: sandbox.project, env });
    expect(existsSync(join(codexHome, 'hooks.json'))).toBe(false);
  } else {
    checkpoint(sandbox, 'init', '--scope', 'project', '--agent', 'codex');
  }
  const args = [
    'exec',
    '--json',
    '--skip-git-repo-check',
    '--dangerously-bypass-approvals-and-sandbox',
    '--dangerously-bypass-hook-trust',
    options.prompt,
  ];
  const result = await run(agentBin('codex'), args, { cwd: sandbox.project, env, timeoutMs: 60_000 });
  return { sandbox, server, result, codexHome };
}

/** `codex exec --json` events: the agent's last message, after asserting the run completed its turn. */
function finalMessage(result: RunResult): string {
  expect(result.code, `codex exited ${result.code}\nstderr:\n${result.stderr}\nstdout:\n${result.stdout}`).toBe(0);
  const events = result.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  expect(events.filter((event) => event.type === 'turn.completed')).toHaveLength(1);
  const messages = events.filter((event) => event.type === 'item.completed' && event.item.type === 'agent_message');
  return messages.at(-1)?.item.text ?? '';
}

/** A Stop hook's block reaches the model as a user message `<hook_prompt hook_run_id="...">reason</hook_prompt>`. */
function isCheckpointPrompt(text: string): boolean {
  return text.startsWith('<hook_prompt') && text.includes(`>${CHECKPOINT_PREFIX}`);
}

function checkpointDeliveries(server: ModelServer): string[] {
  return inputs(server.requests).map(lastUserText).filter(isCheckpointPrompt);
}

/** User messages in the rollout ($CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl) that carry a checkpoint. */
function checkpointsInRollout(codexHome: string): number {
  const files = rolloutFiles(join(codexHome, 'sessions'));
  expect(files).toHaveLength(1);
  return readJsonLines(files[0] as string)
    .filter((line) => line.type === 'response_item' && line.payload?.type === 'message' && line.payload.role === 'user')
    .filter((line) => isCheckpointPrompt((line.payload.content ?? []).map((part: { text?: string }) => part.text ?? '').join(''))).length;
}

const READ = 'cat src/app.js';
const SUBTRACT = '\nexport function subtract(a, b) {\n  return a - b;\n}\n';
const SHELL_EDIT = `cat >> src/app.js <<'EOF'\n${SUBTRACT}EOF`;
const PATCH_EDIT = `*** Begin Patch\n*** Update File: src/app.js\n@@\n export function add(a, b) {\n   return a + b;\n }\n+${SUBTRACT.split('\n').slice(0, -1).join('\n+')}\n*** End Patch\n`;

/** The model reads the file, edits it (shell or apply_patch), says "Done."; a checkpoint naming `npm test` makes it run that. */
function editThenObey(edit: 'shell' | 'patch'): CodexScript {
  return (input) => {
    const tool = lastToolOutput(input);
    if (tool?.request === READ) return edit === 'shell' ? { tool: 'exec_command', args: { cmd: SHELL_EDIT } } : { patch: PATCH_EDIT };
    if (tool?.request === 'npm test') return { text: 'Tests pass.' };
    if (tool) return { text: 'Done.' };
    const prompt = lastUserText(input);
    if (isCheckpointPrompt(prompt)) {
      return prompt.includes('`npm test`')
        ? { tool: 'exec_command', args: { cmd: 'npm test' } }
        : { text: 'The checkpoint named no test command.' };
    }
    return { tool: 'exec_command', args: { cmd: READ } };
  };
}

const EDIT_PROMPT = 'Add a subtract function to src/app.js';

describe('codex', () => {
  it.each([
    { name: 'exec_command edit (unknown model: shell only)', model: SHELL_ONLY_MODEL, edit: 'shell' as const, editTool: 'exec_command' },
    { name: 'apply_patch edit (known model)', model: PATCH_MODEL, edit: 'patch' as const, editTool: 'apply_patch' },
    {
      name: 'hooks kept in config.toml [hooks]',
      model: SHELL_ONLY_MODEL,
      edit: 'shell' as const,
      editTool: 'exec_command',
      install: 'user-toml' as const,
    },
  ])('blocks once naming npm test, the model runs it, the next stop passes: $name', async ({ model, edit, editTool, install }) => {
    const { sandbox, server, result, codexHome } = await runCodex(editThenObey(edit), {
      model,
      thresholdSeconds: 0,
      prompt: EDIT_PROMPT,
      install,
    });
    expect(finalMessage(result)).toBe('Tests pass.');
    const editCall = inputs(server.requests)
      .flat()
      .find((item) => item.name === editTool && (item.input ?? item.arguments ?? '').includes('subtract'));
    expect(editCall, `the model's edit went through ${editTool}`).toBeDefined();
    expect(readFileSync(join(sandbox.project, 'src', 'app.js'), 'utf8')).toContain('export function subtract(a, b)');
    const deliveries = checkpointDeliveries(server);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toContain('Changed: source code');
    expect(deliveries[0]).toContain('`npm test`');
    expect(testRuns(sandbox)).toBe(1);
    expect(checkpointsInRollout(codexHome)).toBe(1);
  });

  it('a model that ignores the checkpoint is blocked at most twice (Codex has no cap of its own), then the turn ends', async () => {
    const obey = editThenObey('shell');
    const ignore: CodexScript = (input) => (isCheckpointPrompt(lastUserText(input)) ? { text: 'Nothing to do.' } : obey(input));
    const { sandbox, server, result, codexHome } = await runCodex(ignore, {
      model: SHELL_ONLY_MODEL,
      thresholdSeconds: 0,
      prompt: EDIT_PROMPT,
    });
    expect(finalMessage(result)).toBe('Nothing to do.');
    expect(checkpointDeliveries(server)).toHaveLength(2);
    expect(testRuns(sandbox)).toBe(0);
    expect(checkpointsInRollout(codexHome)).toBe(2);
  });

  it('a turn that ends inside the threshold gets no checkpoint', async () => {
    const { sandbox, server, result, codexHome } = await runCodex(editThenObey('shell'), {
      model: SHELL_ONLY_MODEL,
      thresholdSeconds: 3600,
      prompt: EDIT_PROMPT,
    });
    expect(finalMessage(result)).toBe('Done.');
    expect(readFileSync(join(sandbox.project, 'src', 'app.js'), 'utf8')).toContain('subtract');
    expect(checkpointDeliveries(server)).toHaveLength(0);
    expect(checkpointsInRollout(codexHome)).toBe(0);
  });

  it('a text-only turn gets no checkpoint', async () => {
    const { server, result, codexHome } = await runCodex(() => ({ text: 'It adds two numbers.' }), {
      model: SHELL_ONLY_MODEL,
      thresholdSeconds: 0,
      prompt: 'What does src/app.js do?',
    });
    expect(finalMessage(result)).toBe('It adds two numbers.');
    expect(inputs(server.requests)).toHaveLength(1);
    expect(checkpointsInRollout(codexHome)).toBe(0);
  });

  it('an open investigation holds the stop 3 times at most, then the turn ends (the fourth stop answers with a notice for the person)', async () => {
    const guardText = 'You MUST run';
    // Codex resets PATH for its shell, so the model names the program the way the guard's texts do.
    let goalCommand = '';
    const script: CodexScript = (input) => {
      if (isCheckpointPrompt(lastUserText(input))) return { text: 'Still looking.' };
      if (lastToolOutput(input)) return { text: 'Still looking.' };
      return { tool: 'exec_command', args: { cmd: goalCommand } };
    };
    const beforeRun = (sandbox: Sandbox) => {
      goalCommand = `${sandbox.binDir}/checkpoint goal "is add() wrong?"`;
    };
    const { server, result, codexHome } = await runCodex(script, {
      model: SHELL_ONLY_MODEL,
      thresholdSeconds: 3600,
      prompt: 'Find out whether add() is wrong',
      beforeRun,
    });
    expect(finalMessage(result)).toBe('Still looking.');
    const guards = checkpointDeliveries(server);
    expect(guards).toHaveLength(3);
    expect(guards.every((text) => text.includes(guardText) && text.includes('(goal: is add() wrong?)'))).toBe(true);
    expect(checkpointsInRollout(codexHome)).toBe(3);
  });
});
