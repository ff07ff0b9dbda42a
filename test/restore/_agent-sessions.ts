// Agent sessions as the agents drive checkpoint: hook payloads on stdin of the real bundle, the session's
// transcript written the way its agent writes it (Claude transcript, Codex rollout, Gemini session file), the
// agent's edits made for real on the work tree, and commands run in the agent's shell. Issue 28's tests.
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { waitForBackgroundRuns } from '../helpers/temp.js';
import type { Sandbox } from './_helpers.js';

type Agent = 'claude' | 'codex' | 'gemini';

/** How each agent names its events and tools, and how its shell tells checkpoint its session. */
const PROFILE = {
  claude: { prompt: 'UserPromptSubmit', stop: 'Stop', toolUse: 'PreToolUse', shellTool: 'Bash', shellEnv: 'CLAUDE_CODE_SESSION_ID' },
  codex: { prompt: 'UserPromptSubmit', stop: 'Stop', toolUse: 'PreToolUse', shellTool: 'Bash', shellEnv: 'CODEX_THREAD_ID' },
  // Gemini exports no session id to its shell: `--session` names it.
  gemini: { prompt: 'BeforeAgent', stop: 'AfterAgent', toolUse: 'BeforeTool', shellTool: 'run_shell_command', shellEnv: undefined },
} as const;

interface Run {
  status: number | null;
  /** stdout and stderr together: a path may be named on either. */
  out: string;
}

interface SessionOptions {
  /** Environment of the hooks and commands on top of the sandbox's; undefined removes a variable. */
  env?: Record<string, string | undefined>;
  /** Run every checkpoint process (and so its detached runs) under this umask, as a user's shell would. */
  umask?: string;
  /**
   * Hold checkpoint's detached runs back, as a busy machine does (they run at low priority): a preload keeps
   * each one waiting until `releaseDetachedRuns`, or the stop, opens its gate; each prompt closes it again.
   */
  holdDetachedRuns?: boolean;
}

export type AgentSession = ReturnType<typeof agentSession>;

/**
 * One session of `agent` in the sandbox's repository. Hooks never wait for checkpoint's detached runs, except
 * `stop`, which waits for the runs that record the turn (the contract: the stop records the state the
 * turn left, maybe by a detached run). Nothing waits after a prompt: the agent edits right after it returns.
 */
export function agentSession(box: Sandbox, agent: Agent, sessionId: string, options: SessionOptions = {}) {
  const profile = PROFILE[agent];
  const gate = join(box.base, `detached-runs-gate-${sessionId}`);
  const held = options.holdDetachedRuns ? { NODE_OPTIONS: `--require ${holdingPreload(gate)}` } : {};
  const releaseDetachedRuns = () => writeFileSync(gate, '');
  // Far past the threshold: a stop of a slow run on a busy machine is never judged, so it always ends its turn.
  const env = { ...box.env, CHECKPOINT_THRESHOLD_SECONDS: '3600', ...held, ...options.env } as NodeJS.ProcessEnv;
  const transcript = join(box.base, `${agent}-${sessionId}.jsonl`);
  let turn = 0;
  let calls = 0;
  const turnId = () => `${sessionId}-turn-${turn}`;
  const at = () => new Date().toISOString();
  const line = (record: unknown) => appendFileSync(transcript, `${JSON.stringify(record)}\n`);

  if (agent === 'codex') line({ timestamp: at(), type: 'session_meta', payload: { id: sessionId, session_id: sessionId, cwd: box.repo } });
  else if (agent === 'gemini') line({ sessionId, projectHash: 'h', startTime: at(), kind: 'main' });
  else writeFileSync(transcript, '');

  const bundle = (args: string[], input: string | undefined, extra: Record<string, string | undefined> = {}): Run => {
    const program = options.umask ? '/bin/sh' : process.execPath;
    const argv = options.umask ? ['-c', `umask ${options.umask} && exec "$0" "$@"`, process.execPath, BUNDLE, ...args] : [BUNDLE, ...args];
    const result = spawnSync(program, argv, { cwd: box.repo, env: { ...env, ...extra }, input, encoding: 'utf8' });
    return { status: result.status, out: `${result.stdout}${result.stderr}` };
  };

  const hook = (event: Record<string, unknown>) => {
    const turnKey = agent === 'claude' ? { prompt_id: turnId() } : agent === 'codex' ? { turn_id: turnId() } : {};
    const payload = { session_id: sessionId, transcript_path: transcript, cwd: box.repo, ...turnKey, ...event };
    const run = bundle(['hook', agent], JSON.stringify(payload));
    expect(run.status, run.out).toBe(0);
  };

  /** The agent's tool call as its transcript records it: an edit of `path` (absolute for Claude and Gemini), or a shell command. */
  const recordCall = (call: { edit: string } | { shell: string }) => {
    const id = `call-${sessionId}-${++calls}`;
    if (agent === 'claude') {
      const [name, input] =
        'edit' in call ? ['Write', { file_path: join(box.repo, call.edit), content: '…' }] : ['Bash', { command: call.shell }];
      line({
        type: 'assistant',
        promptId: turnId(),
        timestamp: at(),
        message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] },
      });
      line({
        type: 'user',
        promptId: turnId(),
        timestamp: at(),
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok', is_error: false }] },
      });
    } else if (agent === 'codex') {
      const inTurn = { internal_chat_message_metadata_passthrough: { turn_id: turnId() } };
      const payload =
        'edit' in call
          ? {
              type: 'custom_tool_call',
              name: 'apply_patch',
              call_id: id,
              input: `*** Begin Patch\n*** Update File: ${call.edit}\n*** End Patch\n`,
              ...inTurn,
            }
          : { type: 'function_call', name: 'exec_command', call_id: id, arguments: JSON.stringify({ cmd: call.shell }), ...inTurn };
      line({ timestamp: at(), type: 'response_item', payload });
      const output = {
        type: 'edit' in call ? 'custom_tool_call_output' : 'function_call_output',
        call_id: id,
        output: 'Process exited with code 0\n',
      };
      line({ timestamp: at(), type: 'response_item', payload: output });
    } else {
      const [name, args] =
        'edit' in call
          ? ['write_file', { file_path: join(box.repo, call.edit), content: '…' }]
          : ['run_shell_command', { command: call.shell }];
      line({ id: `m-${id}`, timestamp: at(), type: 'gemini', content: '', toolCalls: [{ id, name, args, status: 'success', result: [] }] });
    }
  };

  /** A checkpoint command as this agent's shell runs it, once the detached runs are done. */
  const cli = (args: string[]): Run => {
    waitForBackgroundRuns(box.base);
    return bundle(args, undefined, profile.shellEnv ? { [profile.shellEnv]: sessionId } : {});
  };

  return {
    /** A real prompt: the prompt hook, and the prompt in the transcript. */
    prompt(text = 'please make the change') {
      turn++;
      if (options.holdDetachedRuns) rmSync(gate, { force: true });
      if (agent === 'claude') line({ type: 'user', promptId: turnId(), timestamp: at(), message: { role: 'user', content: text } });
      else if (agent === 'codex') {
        line({ timestamp: at(), type: 'turn_context', payload: { turn_id: turnId(), cwd: box.repo } });
        line({
          timestamp: at(),
          type: 'response_item',
          payload: {
            type: 'message',
            role: 'user',
            content: [{ type: 'input_text', text }],
            internal_chat_message_metadata_passthrough: { turn_id: turnId(), content_item_metadata: [{ provenance: { type: 'user' } }] },
          },
        });
      } else line({ id: `u-${sessionId}-${turn}`, timestamp: at(), type: 'user', content: [{ text }] });
      hook({ hook_event_name: profile.prompt, prompt: text });
    },
    /** The agent writes `path` (relative to the repository) with its edit tool. */
    edit(path: string, content: string) {
      mkdirSync(dirname(join(box.repo, path)), { recursive: true });
      writeFileSync(join(box.repo, path), content);
      recordCall({ edit: path });
    },
    /** The agent runs a shell command: `effect` does to the work tree what the command does. */
    shell(command: string, effect: () => void) {
      effect();
      recordCall({ shell: command });
    },
    /** The tool-call hook before a shell command (the command itself is `shell`). */
    beforeShell(command: string) {
      const toolInput = agent === 'gemini' ? { command } : { command, description: 'run it' };
      hook({
        hook_event_name: profile.toolUse,
        tool_name: profile.shellTool,
        tool_input: toolInput,
        tool_use_id: `tu-${sessionId}-${++calls}`,
      });
    },
    /** The turn ends: the stop hook, then the detached runs that record the turn. */
    stop() {
      if (agent === 'claude')
        line({
          type: 'assistant',
          promptId: turnId(),
          timestamp: at(),
          message: { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] },
        });
      else if (agent === 'codex') {
        line({
          timestamp: at(),
          type: 'response_item',
          payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Done.' }] },
        });
        line({ timestamp: at(), type: 'event_msg', payload: { type: 'task_complete', turn_id: turnId(), last_agent_message: 'Done.' } });
      } else line({ id: `r-${sessionId}-${turn}`, timestamp: at(), type: 'gemini', content: 'Done.' });
      hook({ hook_event_name: profile.stop, stop_hook_active: false, last_assistant_message: 'Done.', prompt_response: 'Done.' });
      releaseDetachedRuns();
      waitForBackgroundRuns(box.base);
    },
    releaseDetachedRuns,
    cli,
    /** `checkpoint undo` of this session's latest turn, in its agent's shell (Gemini's names the session). */
    undo: (...args: string[]) => cli(['undo', ...args, ...(profile.shellEnv ? [] : ['--session', sessionId])]),
  };
}

/**
 * A first turn of the session, editing control.txt, which leaves the workspace its points: the turn a test looks
 * at is a later one, so what it shows is not the first prompt's (class 1).
 */
export function earlierTurn(session: AgentSession): void {
  session.prompt('a first change');
  session.edit('control.txt', 'control, by the first turn\n');
  session.stop();
}

/** A preload that keeps a detached run of checkpoint waiting (10 s at most) until the gate file exists. */
function holdingPreload(gate: string): string {
  const preload = `${gate}.cjs`;
  writeFileSync(
    preload,
    `if (process.argv.includes('background')) {
  const until = Date.now() + 10000;
  while (!require('node:fs').existsSync(${JSON.stringify(gate)}) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
}
`,
  );
  return preload;
}

/** A checkpoint command run by the user in the repository, outside any agent. */
export function userCli(box: Sandbox, args: string[]): Run {
  waitForBackgroundRuns(box.base);
  const result = spawnSync(process.execPath, [BUNDLE, ...args], { cwd: box.repo, env: box.env, encoding: 'utf8' });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Some line of the output names `path` together with one of the reasons. */
export function namedWith(out: string, path: string, reasons: string[]): boolean {
  return out.split('\n').some((text) => text.includes(path) && reasons.some((reason) => text.includes(reason)));
}

/** The bytes of a file of the repository, or null when there is none. */
export function bytesOf(box: Sandbox, path: string | Buffer): Buffer | null {
  const full = typeof path === 'string' ? join(box.repo, path) : Buffer.concat([Buffer.from(`${box.repo}/`), path]);
  try {
    return readFileSync(full);
  } catch {
    return null;
  }
}

export function modeOf(box: Sandbox, path: string): number {
  return statSync(join(box.repo, path)).mode & 0o777;
}

/** Writes a file of the repository with exactly this mode (whatever the umask). */
export function writeWithMode(box: Sandbox, path: string, content: string, mode: number): void {
  box.write(path, content);
  chmodSync(join(box.repo, path), mode);
}

export function remove(box: Sandbox, path: string): void {
  rmSync(join(box.repo, path), { force: true });
}
