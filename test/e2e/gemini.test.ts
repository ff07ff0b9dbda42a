// Gemini CLI 0.61 end to end: the real CLI, checkpoint's hooks installed by `checkpoint init --scope project`,
// and a scripted model on loopback that reacts to what the hooks do.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import {
  agentBin,
  checkpoint,
  makeSandbox,
  type RunResult,
  removeSandbox,
  run,
  type Sandbox,
  testRuns,
  writeGeminiUserSettings,
} from './_harness.js';
import {
  type GeminiContent,
  type GeminiScript,
  type GeminiTurn,
  lastToolResult,
  lastUserText,
  startGeminiServer,
} from './servers/gemini.js';
import type { ModelServer } from './servers/sse.js';

const MODEL = 'gemini-2.5-pro';

interface GeminiRun {
  sandbox: Sandbox;
  server: ModelServer;
  result: RunResult;
  /** Every AfterAgent payload, one JSON per line, from a recording hook next to checkpoint's. */
  afterAgentLog: string;
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

/** A second AfterAgent hook that only records its payload, to see the `stop_hook_active` Gemini really sends. */
function logAfterAgentPayloads(sandbox: Sandbox): string {
  const log = join(sandbox.root, 'after-agent.jsonl');
  const file = join(sandbox.project, '.gemini', 'settings.json');
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  settings.hooks.AfterAgent.push({ hooks: [{ type: 'command', command: `cat >> '${log}'; echo >> '${log}'`, timeout: 30000 }] });
  writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
  return log;
}

function readJsonLines(file: string): any[] {
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line))
    : [];
}

async function runGemini(script: (project: string) => GeminiScript, thresholdSeconds: number, prompt: string): Promise<GeminiRun> {
  const sandbox = makeSandbox('gemini');
  cleanup.push(async () => removeSandbox(sandbox));
  writeGeminiUserSettings(sandbox);
  checkpoint(sandbox, 'init', '--scope', 'project', '--agent', 'gemini');
  const afterAgentLog = logAfterAgentPayloads(sandbox);
  const server = await startGeminiServer(script(sandbox.project));
  cleanup.push(() => server.close());
  const env: NodeJS.ProcessEnv = {
    ...sandbox.env,
    GEMINI_API_KEY: 'x',
    GOOGLE_GEMINI_BASE_URL: server.url,
    GEMINI_CLI_TRUST_WORKSPACE: 'true',
    CHECKPOINT_THRESHOLD_SECONDS: String(thresholdSeconds),
  };
  // Gemini strips the environment of hook processes on CI (GITHUB_SHA or SURFACE=Github): CHECKPOINT_* would vanish.
  delete env.GITHUB_SHA;
  delete env.SURFACE;
  const result = await run(agentBin('gemini'), ['-m', MODEL, '-p', prompt, '--yolo', '--output-format', 'json'], {
    cwd: sandbox.project,
    env,
    timeoutMs: 60_000,
  });
  return { sandbox, server, result, afterAgentLog };
}

/** Requests whose newest user content is a checkpoint: each is one delivery of a deny reason to the model. */
function checkpointDeliveries(server: ModelServer): string[] {
  return server.requests
    .filter((request) => request.path.endsWith(':streamGenerateContent'))
    .map((request) => lastUserText(request.body.contents as GeminiContent[]))
    .filter((text) => text.startsWith(CHECKPOINT_PREFIX));
}

/** Gemini's session file: append-only records, the same id re-appended on update (last wins), `$rewindTo` truncates. */
function sessionMessages(home: string): { type: string; content: unknown }[] {
  const tmp = join(home, '.gemini', 'tmp');
  const files = readdirSync(tmp).flatMap((project) => {
    const chats = join(tmp, project, 'chats');
    return existsSync(chats)
      ? readdirSync(chats)
          .filter((name) => /^session-.*\.jsonl$/.test(name))
          .map((name) => join(chats, name))
      : [];
  });
  expect(files).toHaveLength(1);
  const byId = new Map<string, { type: string; content: unknown }>();
  for (const record of readJsonLines(files[0] as string)) {
    if (typeof record.$rewindTo === 'string') {
      const ids = [...byId.keys()];
      for (const id of ids.slice(ids.indexOf(record.$rewindTo))) byId.delete(id);
    } else if (typeof record.id === 'string' && typeof record.type === 'string') {
      byId.set(record.id, record);
    }
  }
  return [...byId.values()];
}

function checkpointsInSession(home: string): number {
  const text = (content: unknown): string =>
    typeof content === 'string' ? content : Array.isArray(content) ? content.map((part) => part?.text ?? '').join('') : '';
  return sessionMessages(home).filter((message) => message.type === 'user' && text(message.content).startsWith(CHECKPOINT_PREFIX)).length;
}

function response(result: RunResult): string {
  expect(result.code, `gemini exited ${result.code}\nstderr:\n${result.stderr}\nstdout:\n${result.stdout}`).toBe(0);
  return JSON.parse(result.stdout).response;
}

const APP = 'src/app.js';

/** The model reads the file, edits it with `replace`, says "Done."; a checkpoint naming `npm test` makes it run that. */
function editThenObey(project: string): GeminiScript {
  return (contents) => {
    const tool = lastToolResult(contents);
    if (tool?.name === 'read_file') {
      return {
        tool: 'replace',
        args: {
          file_path: join(project, APP),
          instruction: 'Add subtract.',
          old_string: 'return a + b;\n}\n',
          new_string: 'return a + b;\n}\n\nexport function subtract(a, b) {\n  return a - b;\n}\n',
        },
      };
    }
    if (tool?.name === 'replace') return { text: 'Done.' };
    if (tool?.name === 'run_shell_command') return { text: 'Tests pass.' };
    const prompt = lastUserText(contents);
    if (prompt.startsWith(CHECKPOINT_PREFIX)) {
      return prompt.includes('`npm test`')
        ? { tool: 'run_shell_command', args: { command: 'npm test' } }
        : { text: 'The checkpoint named no test command.' };
    }
    return { tool: 'read_file', args: { file_path: join(project, APP) } };
  };
}

/** Same edit, but the model answers every checkpoint with text and never runs anything. */
function editThenIgnore(project: string): GeminiScript {
  const obey = editThenObey(project);
  return (contents): GeminiTurn => (lastUserText(contents).startsWith(CHECKPOINT_PREFIX) ? { text: 'Nothing to do.' } : obey(contents));
}

describe('gemini', () => {
  it('blocks once naming npm test, the model runs it, and the second AfterAgent (stop_hook_active false again) passes', async () => {
    const { sandbox, server, result, afterAgentLog } = await runGemini(editThenObey, 0, 'Add a subtract function to src/app.js');
    expect(response(result)).toContain('Tests pass.');
    const deliveries = checkpointDeliveries(server);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toContain('Changed: source code');
    expect(deliveries[0]).toContain('`npm test`');
    expect(testRuns(sandbox)).toBe(1);
    expect(readFileSync(join(sandbox.project, APP), 'utf8')).toContain('subtract');
    expect(checkpointsInSession(sandbox.home)).toBe(1);
    // The protocol quirk this case exists for: the stop after the denied one does not say it follows a block.
    expect(readJsonLines(afterAgentLog).map((payload) => payload.stop_hook_active)).toEqual([false, false]);
  });

  it('a model that ignores the checkpoint is denied at most twice (the cap), then the turn ends', async () => {
    const { sandbox, server, result, afterAgentLog } = await runGemini(editThenIgnore, 0, 'Add a subtract function to src/app.js');
    expect(response(result)).toContain('Nothing to do.');
    expect(checkpointDeliveries(server)).toHaveLength(2);
    expect(testRuns(sandbox)).toBe(0);
    expect(checkpointsInSession(sandbox.home)).toBe(2);
    // Observed: after a denied turn answered with text only, Gemini does say `stop_hook_active: true`; only a
    // denied turn that made a tool call resets it to false (the case above). The cap ends the turn either way.
    expect(readJsonLines(afterAgentLog).map((payload) => payload.stop_hook_active)).toEqual([false, true, true]);
  });

  it('a turn that ends inside the threshold gets no checkpoint', async () => {
    const { sandbox, server, result, afterAgentLog } = await runGemini(editThenObey, 3600, 'Add a subtract function to src/app.js');
    expect(response(result)).toBe('Done.');
    expect(readFileSync(join(sandbox.project, APP), 'utf8')).toContain('subtract');
    expect(checkpointDeliveries(server)).toHaveLength(0);
    expect(checkpointsInSession(sandbox.home)).toBe(0);
    expect(readJsonLines(afterAgentLog)).toHaveLength(1);
  });

  it('a text-only turn gets no checkpoint', async () => {
    const { sandbox, server, result, afterAgentLog } = await runGemini(
      () => () => ({ text: 'It adds two numbers.' }),
      0,
      'What does src/app.js do?',
    );
    expect(response(result)).toBe('It adds two numbers.');
    expect(server.requests).toHaveLength(1);
    expect(checkpointsInSession(sandbox.home)).toBe(0);
    expect(readJsonLines(afterAgentLog)).toHaveLength(1);
  });

  it('holds an open investigation (goal from the shell) until the model files its report with rewind', async () => {
    const report = 'add() is correct: it returns a + b.';
    const guardText = 'You MUST run checkpoint rewind';
    let goalOutput = '';
    const investigate =
      (project: string): GeminiScript =>
      (contents) => {
        if (lastUserText(contents).includes(guardText))
          return { tool: 'run_shell_command', args: { command: `checkpoint rewind "${report}"` } };
        const tool = lastToolResult(contents);
        if (!tool) return { tool: 'run_shell_command', args: { command: 'checkpoint goal "is add() wrong?"' } };
        if (tool.output.includes('Checkpoint created')) {
          goalOutput = tool.output;
          return { tool: 'read_file', args: { file_path: join(project, APP) } };
        }
        if (tool.output.includes('Checkpoint closed')) return { text: 'Report filed.' };
        return { text: 'I looked at it.' };
      };
    const { sandbox, server, result } = await runGemini(investigate, 3600, 'Find out whether add() is wrong');
    expect(response(result)).toContain('Report filed.');
    const guardMessages = server.requests
      .filter((request) => request.path.endsWith(':streamGenerateContent'))
      .map((request) => lastUserText(request.body.contents as GeminiContent[]))
      .filter((text) => text.includes(guardText));
    expect(guardMessages).toEqual([
      `${CHECKPOINT_PREFIX}You are in an active checkpoint (goal: is add() wrong?). ${guardText} "<report>" with your findings before stopping.`,
    ]);
    const status = JSON.parse(checkpoint(sandbox, 'status', '--json'));
    expect(status.guard).toMatchObject({ goal: null, reports: [{ goal: 'is add() wrong?', report, agent: 'gemini' }] });
    // Gemini's shell names no session: the goal found its own through the BeforeTool record of its command.
    expect(goalOutput).toContain(`session: gemini ${status.session.sessionId} (the gemini session that ran this command)`);
  });
});
