// Restore points with the real agents: a save in one agent reaches the next session of another agent at
// SessionStart (seen in what the model server receives), /compact takes a point, and a shell edit is undone.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentBin, BUNDLE, checkpoint, git, makeSandbox, removeSandbox, run, type Sandbox, writeGeminiUserSettings } from './_harness.js';
import { type Script, startAnthropicServer } from './servers/anthropic.js';
import { type GeminiScript, lastToolResult, startGeminiServer } from './servers/gemini.js';
import { startOpenAIServer, writeCodexHome } from './servers/openai.js';
import type { ModelServer } from './servers/sse.js';

let cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

function sandboxFor(name: string): Sandbox {
  const sandbox = makeSandbox(name);
  cleanup.push(() => removeSandbox(sandbox));
  checkpoint(sandbox, 'init', '--scope', 'project', '--agent', 'claude,gemini');
  writeGeminiUserSettings(sandbox);
  return sandbox;
}

async function server<T extends ModelServer>(start: Promise<T>): Promise<T> {
  const started = await start;
  cleanup.push(() => started.close());
  return started;
}

async function claude(sandbox: Sandbox, url: string, args: string[]) {
  const env = {
    ...sandbox.env,
    ANTHROPIC_BASE_URL: url,
    ANTHROPIC_API_KEY: 'x',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    IS_SANDBOX: '1',
    CHECKPOINT_THRESHOLD_SECONDS: '3600',
  };
  const result = await run(agentBin('claude'), [...args, '--dangerously-skip-permissions', '--output-format', 'json'], {
    cwd: sandbox.project,
    env,
    timeoutMs: 90_000,
  });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { result?: string; session_id?: string };
}

async function gemini(sandbox: Sandbox, url: string, prompt: string) {
  const env: NodeJS.ProcessEnv = {
    ...sandbox.env,
    GEMINI_API_KEY: 'x',
    GOOGLE_GEMINI_BASE_URL: url,
    GEMINI_CLI_TRUST_WORKSPACE: 'true',
    CHECKPOINT_THRESHOLD_SECONDS: '3600',
  };
  delete env.GITHUB_SHA;
  delete env.SURFACE;
  const result = await run(agentBin('gemini'), ['-m', 'gemini-2.5-pro', '-p', prompt, '--yolo', '--output-format', 'json'], {
    cwd: sandbox.project,
    env,
    timeoutMs: 90_000,
  });
  expect(result.code, `${result.stderr}\n${result.stdout}`).toBe(0);
  return JSON.parse(result.stdout) as { response?: string };
}

/** The points' triggers, newest first, once `ready` holds (automatic points are taken by a detached process after the hook answered). */
async function triggersOnce(sandbox: Sandbox, ready: (triggers: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const triggers = JSON.parse(cli(sandbox, 'list', '--json')).map((row: { trigger: string }) => row.trigger);
    if (ready(triggers) || Date.now() > deadline) return triggers;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function cli(sandbox: Sandbox, ...args: string[]): string {
  return execFileSync(process.execPath, [BUNDLE, ...args], { cwd: sandbox.project, env: sandbox.env, encoding: 'utf8' });
}

const mentions = (srv: ModelServer, text: string) => srv.requests.some((request) => JSON.stringify(request.body ?? '').includes(text));

/** Claude: run one shell command, then answer. */
const claudeShell =
  (command: string): Script =>
  (conversation) =>
    conversation.lastToolResults.length === 0 ? { tools: [{ name: 'Bash', input: { command, description: 'run' } }] } : { text: 'Done.' };

/** Gemini: run one shell command, then answer. */
const geminiShell =
  (command: string): GeminiScript =>
  (contents) =>
    lastToolResult(contents) ? { text: 'Done.' } : { tool: 'run_shell_command', args: { command } };

describe('restore points across real agents', () => {
  it('a Claude save is handed to a new Gemini session at SessionStart', async () => {
    const sandbox = sandboxFor('restore-cg');
    const anthropic = await server(
      startAnthropicServer(
        claudeShell('checkpoint save --note "parser half done, lexer next" --decision "Hand-written lexer" --because "no deps"'),
      ),
    );
    await claude(sandbox, anthropic.url, ['-p', 'Save where we are']);
    expect(cli(sandbox, 'list')).toMatch(/\[manual\] /);
    const google = await server(startGeminiServer(() => ({ text: 'Resuming.' })));
    await gemini(sandbox, google.url, 'Go on with the work');
    expect(mentions(google, 'parser half done, lexer next')).toBe(true);
    expect(mentions(google, 'Hand-written lexer, because no deps')).toBe(true);
    expect(mentions(google, 'checkpoint restore chk_')).toBe(true);
  });

  it('a Gemini save is handed to a new Claude session at SessionStart', async () => {
    const sandbox = sandboxFor('restore-gc');
    const google = await server(startGeminiServer(geminiShell('checkpoint save --note "schema migrated, seed data next"')));
    await gemini(sandbox, google.url, 'Save where we are');
    const anthropic = await server(startAnthropicServer(() => ({ text: 'Resuming.' })));
    await claude(sandbox, anthropic.url, ['-p', 'Go on with the work']);
    expect(mentions(anthropic, 'schema migrated, seed data next')).toBe(true);
  });

  it('a Claude save is handed to a new Codex session at SessionStart', async () => {
    const sandbox = sandboxFor('restore-cx');
    checkpoint(sandbox, 'init', '--scope', 'project', '--agent', 'codex');
    const anthropic = await server(startAnthropicServer(claudeShell('checkpoint save --note "routes split, auth next"')));
    await claude(sandbox, anthropic.url, ['-p', 'Save where we are']);
    const openai = await server(startOpenAIServer(() => ({ text: 'Resuming.' })));
    const codexHome = writeCodexHome(join(sandbox.home, '.codex'), { model: 'gpt-test', baseUrl: openai.url, project: sandbox.project });
    const env = { ...sandbox.env, CODEX_HOME: codexHome, LOCAL_KEY: 'x', CHECKPOINT_THRESHOLD_SECONDS: '3600' };
    const args = [
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--dangerously-bypass-approvals-and-sandbox',
      '--dangerously-bypass-hook-trust',
      'Go on with the work',
    ];
    const result = await run(agentBin('codex'), args, { cwd: sandbox.project, env, timeoutMs: 90_000 });
    expect(result.code, result.stderr).toBe(0);
    expect(mentions(openai, 'routes split, auth next')).toBe(true);
  });

  it('/compact in Claude takes a precompact point', async () => {
    const sandbox = sandboxFor('restore-compact');
    const anthropic = await server(startAnthropicServer(() => ({ text: 'Hello.' })));
    const first = await claude(sandbox, anthropic.url, ['-p', 'Say hello']);
    await claude(sandbox, anthropic.url, ['-p', '/compact', '--resume', first.session_id ?? '']);
    expect(await triggersOnce(sandbox, (triggers) => triggers.includes('precompact'))).toContain('precompact');
  });

  it('30,000 files: the first prompt of a real Claude session records the start point, and undo brings back the file the turn edited', async () => {
    const sandbox = sandboxFor('restore-large');
    // A generated tree of 30,000 small source files, committed: one `git fast-import` stream makes the commit (its
    // blobs in a pack, as a clone has them), then `git reset --hard` writes the files and the index. The same commit
    // and work tree as writing each file and `git add -A`, in a fifth of the CPU time (5 s against 25 s); the loose
    // objects `git add` left also had `undo` spend 20 s of a busy machine copying them into the snapshot store.
    const stream: string[] = [];
    const files: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      const content = `export const v${i} = ${i};\n`.repeat(20);
      stream.push(`blob\nmark :${i + 1}\ndata ${Buffer.byteLength(content)}\n${content}\n`);
      files.push(`M 100644 :${i + 1} lib/p${i % 100}/m${i % 13}/f${i}.js\n`);
    }
    const message = 'thirty thousand files';
    stream.push(
      `commit refs/heads/main\ncommitter e2e <e2e@example.invalid> now\ndata ${message.length}\n${message}\nfrom refs/heads/main^0\n`,
    );
    execFileSync('git', ['fast-import', '--quiet', '--date-format=now'], {
      cwd: sandbox.project,
      env: sandbox.env,
      input: [...stream, ...files, '\n'].join(''),
    });
    git(sandbox.project, sandbox.env, 'reset', '-q', '--hard');
    expect(
      git(sandbox.project, sandbox.env, 'ls-files')
        .split('\n')
        .filter((path) => path.startsWith('lib/')),
    ).toHaveLength(30_000);
    // Each hook run timed from outside, as the agent waits for it: a wrapper around the installed program that
    // logs the event, its wall time and the CPU time of the hook and the programs it waited for (bash's `time`).
    const timings = join(sandbox.root, 'hook-times.log');
    const wrapper = join(sandbox.binDir, 'checkpoint');
    rmSync(wrapper);
    writeFileSync(
      wrapper,
      [
        '#!/bin/bash',
        'input=$(cat)',
        `event=$(printf '%s' "$input" | grep -o '"hook_event_name":"[A-Za-z]*"')`,
        'TIMEFORMAT="$event %3R %3U %3S"',
        'exec 5>&2',
        `{ time printf '%s' "$input" | "${process.execPath}" "${BUNDLE}" "$@" 2>&5 ; } 2>> "${timings}"`,
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    const app = join(sandbox.project, 'src', 'app.js');
    const before = readFileSync(app, 'utf8');
    const anthropic = await server(
      startAnthropicServer((conversation) =>
        /Break add/.test(conversation.lastUserText) && conversation.lastToolResults.length === 0
          ? { tools: [{ name: 'Bash', input: { command: `sed -i 's/a + b/a - b/' src/app.js`, description: 'edit' } }] }
          : { text: 'Done.' },
      ),
    );
    const first = await claude(sandbox, anthropic.url, ['-p', 'Break add()']);
    expect(readFileSync(app, 'utf8')).toContain('a - b');
    await claude(sandbox, anthropic.url, ['-p', 'Say hello', '--resume', first.session_id ?? '']);
    const prompts = readFileSync(timings, 'utf8')
      .split('\n')
      .filter((line) => line.includes('UserPromptSubmit'))
      .map((line) => {
        const [wall, user, system] = line.split(' ').slice(1).map(Number);
        return { wall: wall * 1000, cpu: (user + system) * 1000 };
      });
    expect(prompts).toHaveLength(2);
    const [firstPrompt, plainPrompt] = prompts;
    console.log(
      `30,000 files: first prompt ${firstPrompt.wall.toFixed(0)} ms (CPU ${firstPrompt.cpu.toFixed(0)} ms), plain prompt ${plainPrompt.wall.toFixed(0)} ms (CPU ${plainPrompt.cpu.toFixed(0)} ms)`,
    );
    // Printed, not asserted: one sample of each, wall or CPU, measures the machine's load as much as the hook
    // (1.4x to 2.7x CPU in loaded runs here). What a first point costs is held where it can be measured: the files it
    // opens, counted under strace whatever the load (test/restore/cost.int.test.ts), and the 1.3x wall-time target
    // in medians of interleaved runs (scripts/bench-store.mjs).
    expect(await triggersOnce(sandbox, (triggers) => triggers.includes('start') && triggers.includes('turn'))).toEqual(
      expect.arrayContaining(['start', 'turn']),
    );
    expect(cli(sandbox, 'undo')).toContain('src/app.js');
    expect(readFileSync(app, 'utf8')).toBe(before);
  });

  it('a turn in which the model rewrites a file with sed -i is undone by checkpoint undo', async () => {
    const sandbox = sandboxFor('restore-undo');
    const app = join(sandbox.project, 'src', 'app.js');
    const before = readFileSync(app, 'utf8');
    const anthropic = await server(startAnthropicServer(claudeShell(`sed -i 's/a + b/a - b/' src/app.js`)));
    await claude(sandbox, anthropic.url, ['-p', 'Break add()']);
    expect(readFileSync(app, 'utf8')).toContain('a - b');
    expect(await triggersOnce(sandbox, (triggers) => triggers.length >= 2)).toEqual(['turn', 'start']);
    expect(cli(sandbox, 'undo')).toContain('src/app.js');
    expect(readFileSync(app, 'utf8')).toBe(before);
  });
});
