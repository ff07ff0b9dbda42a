// Claude Code, for real: `claude -p` against a scripted Anthropic API on loopback, with checkpoint's
// hooks installed by `checkpoint init --scope project`. Each scenario asserts the agent's exit, what
// reached the model, the checkpoints in Claude's own transcript and that the test command really ran.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentBin, checkpoint, git, makeSandbox, removeSandbox, run, type Sandbox, testRuns } from './_harness.js';
import {
  type AnthropicServer,
  type Conversation,
  type ModelTurn,
  readConversation,
  type Script,
  startAnthropicServer,
} from './servers/anthropic.js';

const PREFIX = '[Checkpoint] - ';
// A real failure (a program that ran and failed), not a probe: `ls` of a missing path is an answer, not a failure.
const FAILING_COMMAND = 'node /nonexistent_e2e_script.js';

interface ClaudeRun {
  code: number | null;
  stderr: string;
  /** The parsed `--output-format json` result. */
  output: { result?: string; is_error?: boolean; session_id?: string };
  transcript: Array<Record<string, any>>;
  /** How many `npm test` runs test.js recorded. */
  testRuns: number;
}

const sandboxes: Sandbox[] = [];

/** A project whose `npm test` leaves a trace outside the work tree, so a run is provable and changes no file. */
function makeClaudeSandbox(name: string): Sandbox {
  const sandbox = makeSandbox(name);
  sandboxes.push(sandbox);
  checkpoint(sandbox, 'init', '--scope', 'project', '--agent', 'claude');
  return sandbox;
}

/** Claude stores sessions under the cwd with every non-alphanumeric character turned into `-`. */
function transcriptPath(sandbox: Sandbox, sessionId: string): string {
  return join(sandbox.home, '.claude', 'projects', sandbox.project.replace(/[^A-Za-z0-9]/g, '-'), `${sessionId}.jsonl`);
}

async function runClaude(
  sandbox: Sandbox,
  server: AnthropicServer,
  prompt: string,
  thresholdSeconds: number,
  extraArgs: string[] = [],
): Promise<ClaudeRun> {
  const env = {
    ...sandbox.env,
    ANTHROPIC_BASE_URL: server.url,
    ANTHROPIC_API_KEY: 'x',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    IS_SANDBOX: '1',
    CHECKPOINT_THRESHOLD_SECONDS: String(thresholdSeconds),
  };
  const args = ['-p', prompt, '--dangerously-skip-permissions', '--output-format', 'json', ...extraArgs];
  const result = await run(agentBin('claude'), args, { cwd: sandbox.project, env, timeoutMs: 60_000 });
  let output: ClaudeRun['output'] = {};
  try {
    output = JSON.parse(result.stdout);
  } catch {
    throw new Error(`claude printed no JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
  const path = transcriptPath(sandbox, output.session_id ?? '');
  // No transcript where PROTOCOLS says it is would make every "no checkpoint" assertion vacuous.
  if (!existsSync(path)) throw new Error(`no Claude transcript at ${path} (exit ${result.code}):\n${result.stderr}`);
  const transcript = readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return { code: result.code, stderr: result.stderr, output, transcript, testRuns: testRuns(sandbox) };
}

/** Claude writes a blocked stop's reason as an `isMeta` user line `Stop hook feedback:\n<reason>`. */
function checkpointFeedback(transcript: ClaudeRun['transcript']): string[] {
  return transcript
    .filter((line) => line.type === 'user' && line.isMeta === true && typeof line.message?.content === 'string')
    .map((line) => line.message.content as string)
    .filter((content) => content.startsWith('Stop hook feedback:') && content.includes(PREFIX));
}

/** Checkpoint texts the model received (`Stop hook feedback:\n<reason>`): requests whose newest user text is one. */
function checkpointsReceived(server: AnthropicServer): string[] {
  return server
    .conversations()
    .map((request) => readConversation(request.body).lastUserText)
    .filter((text) => text.includes(PREFIX));
}

function anyRequestMentions(server: AnthropicServer, text: string): boolean {
  return server.requests.some((request) => JSON.stringify(request.body ?? '').includes(text));
}

/**
 * Every Stop hook run of checkpoint, as Claude recorded it (`system` / `stop_hook_summary`, also written
 * when the hook printed nothing): `true` when it answered (a block), `false` when it let the stop pass.
 * It proves a silent stop really went through checkpoint rather than past a missing hook.
 */
function checkpointStops(transcript: ClaudeRun['transcript']): boolean[] {
  return transcript
    .filter((line) => line.type === 'system' && line.subtype === 'stop_hook_summary')
    .filter((line) => (line.hookInfos ?? []).some((hook: { command?: string }) => hook.command?.includes('hook claude')))
    .map((line) => line.hasOutput === true);
}

// Model turns the scenario scripts are made of.
const read = (project: string): ModelTurn => ({ tools: [{ name: 'Read', input: { file_path: join(project, 'src', 'app.js') } }] });
const edit = (project: string): ModelTurn => ({
  tools: [
    {
      name: 'Edit',
      input: { file_path: join(project, 'src', 'app.js'), old_string: 'return a + b;', new_string: 'return a + b; // checked' },
    },
  ],
});
const bash = (command: string): ModelTurn => ({ tools: [{ name: 'Bash', input: { command, description: 'Run a command' } }] });

const lastCall = (conversation: Conversation) => conversation.lastToolResults.at(-1)?.call;

/** Read, edit, answer; on a checkpoint that names `npm test`, run it, then answer. */
function editThenObeyCheckpoint(project: string, failingCommand?: string): Script {
  return (conversation) => {
    if (conversation.lastUserText.includes(PREFIX)) {
      return conversation.lastUserText.includes('`npm test`') ? bash('npm test') : { text: 'Done, nothing else to do.' };
    }
    const call = lastCall(conversation);
    if (!call) return read(project);
    if (call.name === 'Read') return edit(project);
    if (call.name === 'Edit') return failingCommand ? bash(failingCommand) : { text: 'Done.' };
    if (call.input.command === 'npm test') return { text: 'Tests pass.' };
    return { text: 'Done.' };
  };
}

describe('Claude Code end-to-end', () => {
  let server: AnthropicServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    // CHECKPOINT_KEEP_TMP=1 keeps the sandboxes (home, transcript, state) for a look instead.
    for (const sandbox of sandboxes.splice(0)) removeSandbox(sandbox);
  });

  it('blocks once naming `npm test`, the model runs it, and the next stop passes', async () => {
    const sandbox = makeClaudeSandbox('claude-a');
    server = await startAnthropicServer(editThenObeyCheckpoint(sandbox.project));
    const claude = await runClaude(sandbox, server, 'Please make add() safer', 0);

    expect(claude.code, claude.stderr).toBe(0);
    expect(claude.output.is_error).toBe(false);
    expect(claude.output.result).toBe('Tests pass.');
    const received = checkpointsReceived(server);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^Stop hook feedback:\n\[Checkpoint\] - Context-aware checkpoint\n/);
    expect(received[0]).toContain('Changed: source code');
    expect(received[0]).toContain('1. Run the tests: `npm test`');
    // Claude's transcript holds the very text the model got, once.
    expect(checkpointFeedback(claude.transcript)).toEqual(received);
    expect(checkpointStops(claude.transcript)).toEqual([true, false]);
    expect(claude.testRuns).toBe(1);
    expect(readFileSync(join(sandbox.project, 'src', 'app.js'), 'utf8')).toContain('// checked');
  });

  it('gives a text-only answer no checkpoint, even with a zero threshold', async () => {
    const sandbox = makeClaudeSandbox('claude-b');
    server = await startAnthropicServer(() => ({ text: 'Hello, nothing to change.' }));
    const claude = await runClaude(sandbox, server, 'Say hello', 0);

    expect(claude.code, claude.stderr).toBe(0);
    expect(claude.output.result).toBe('Hello, nothing to change.');
    // Claude Code -p makes no auxiliary call (title, token count) here: one streamed request, the answer.
    expect(server.requests.map((request) => [request.url, request.body?.stream])).toEqual([['/v1/messages?beta=true', true]]);
    expect(anyRequestMentions(server, PREFIX)).toBe(false);
    expect(checkpointFeedback(claude.transcript)).toHaveLength(0);
    expect(checkpointStops(claude.transcript)).toEqual([false]);
  });

  it('gives a turn inside the threshold no checkpoint although it edited a file', async () => {
    const sandbox = makeClaudeSandbox('claude-c');
    server = await startAnthropicServer(editThenObeyCheckpoint(sandbox.project));
    const claude = await runClaude(sandbox, server, 'Please make add() safer', 3600);

    expect(claude.code, claude.stderr).toBe(0);
    expect(claude.output.result).toBe('Done.');
    expect(git(sandbox.project, sandbox.env, 'diff', '--name-only')).toContain('src/app.js');
    expect(anyRequestMentions(server, PREFIX)).toBe(false);
    expect(checkpointFeedback(claude.transcript)).toHaveLength(0);
    expect(claude.testRuns).toBe(0);
    expect(checkpointStops(claude.transcript)).toEqual([false]);
  });

  it('names a failed command that was never re-run, as well as `npm test`', async () => {
    const sandbox = makeClaudeSandbox('claude-d');
    server = await startAnthropicServer(editThenObeyCheckpoint(sandbox.project, FAILING_COMMAND));
    const claude = await runClaude(sandbox, server, 'Please make add() safer and look around', 0);

    expect(claude.code, claude.stderr).toBe(0);
    expect(claude.output.is_error).toBe(false);
    const failed = claude.transcript
      .flatMap((line) => (line.type === 'user' && Array.isArray(line.message?.content) ? line.message.content : []))
      .filter((block: any) => block.type === 'tool_result' && block.is_error === true);
    expect(failed).toHaveLength(1);
    // The model obeys the checkpoint (runs `npm test`) but never re-runs the failure. It was told about
    // that failure once; telling it again would be nagging, so the next stop passes.
    const received = checkpointsReceived(server);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Required actions');
    expect(received[0]).toContain('`npm test`');
    expect(received[0]).toContain('Observations:');
    expect(received[0]).toContain(`\`${FAILING_COMMAND}\``);
    expect(checkpointFeedback(claude.transcript)).toEqual(received);
    expect(checkpointStops(claude.transcript)).toEqual([true, false]);
    expect(claude.testRuns).toBe(1);
    expect(claude.output.result).toBe('Tests pass.');
  });

  it('holds an open investigation until the model files its report, which comes back after /compact', async () => {
    const sandbox = makeClaudeSandbox('claude-guard');
    const report = 'add() is correct: it returns a + b.';
    const guardText = 'You MUST run checkpoint rewind';
    server = await startAnthropicServer((conversation) => {
      if (conversation.lastUserText.trim().endsWith('continue')) return { text: 'Resumed.' };
      // Claude's compaction agent asks for a summary of the conversation.
      if (/summar/i.test(conversation.lastUserText) && !conversation.lastUserText.includes(PREFIX))
        return { text: 'Summary: an investigation of add().' };
      if (conversation.lastUserText.includes(guardText)) return bash(`checkpoint rewind "${report}"`);
      const call = lastCall(conversation);
      if (!call) return bash('checkpoint goal "is add() wrong?"');
      if (call.name === 'Bash' && String(call.input.command).includes('checkpoint goal')) return read(sandbox.project);
      if (call.name === 'Read') return { text: 'I looked at it.' };
      return { text: 'Report filed.' };
    });
    const claude = await runClaude(sandbox, server, 'Find out whether add() is wrong', 3600);

    expect(claude.code, claude.stderr).toBe(0);
    expect(claude.output.result).toBe('Report filed.');
    const guardMessages = server
      .conversations()
      .map((request) => readConversation(request.body).lastUserText)
      .filter((text) => text.includes(guardText));
    expect(guardMessages).toHaveLength(1);
    expect(guardMessages[0]).toContain('(goal: is add() wrong?)');
    expect(checkpointStops(claude.transcript)).toEqual([true, false]);
    const status = JSON.parse(checkpoint(sandbox, 'status', '--json', '--session', claude.output.session_id ?? ''));
    expect(status.guard).toMatchObject({ goal: null, reports: [{ goal: 'is add() wrong?', report, files: ['src/app.js'] }] });

    // /compact wipes the findings from the context; SessionStart(compact) brings them back for the next request.
    const compact = await runClaude(sandbox, server, '/compact', 3600, ['--resume', claude.output.session_id ?? '']);
    expect(compact.code, compact.stderr).toBe(0);
    const before = server.requests.length;
    const resumed = await runClaude(sandbox, server, 'continue', 3600, ['--resume', claude.output.session_id ?? '']);
    expect(resumed.output.result).toBe('Resumed.');
    const next = server.requests.slice(before).find((request) => request.body?.messages);
    // The findings as SessionStart(compact) gave them, not a leftover of the compacted conversation.
    const body = JSON.stringify(next?.body);
    expect(body).toContain(
      JSON.stringify(`Findings of an earlier investigation in this workspace (goal: is add() wrong?):\n${report}`).slice(1, -1),
    );
    expect(body).not.toContain('checkpoint rewind');
  });
});
