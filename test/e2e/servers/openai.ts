// Scripted OpenAI Responses API for Codex (`wire_api = "responses"`): the test's script reads the input
// items Codex sends and picks the next model turn, so a Stop hook's block (or its absence) changes the run.
import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ModelServer, type RecordedRequest, sse, startServer } from './sse.js';

export interface ResponsesItem {
  type: string;
  role?: string;
  content?: { type: string; text?: string }[];
  name?: string;
  call_id?: string;
  /** function_call: JSON text of the arguments; custom_tool_call: the raw input (an apply_patch body). */
  arguments?: string;
  input?: string;
  output?: unknown;
}

/** One model turn: text (ends the turn), a function call (`exec_command`), or an `apply_patch` custom tool call. */
export type CodexTurn = { text: string } | { tool: string; args: Record<string, unknown> } | { patch: string };
export type CodexScript = (input: ResponsesItem[]) => CodexTurn;

/** Text of the last input item when it is a user message (a prompt, or a `<hook_prompt>` from a Stop hook). */
export function lastUserText(input: ResponsesItem[]): string {
  const last = input.at(-1);
  if (last?.type !== 'message' || last.role !== 'user') return '';
  return (last.content ?? []).map((part) => part.text ?? '').join('');
}

export interface ToolOutput {
  name: string;
  /** What the call asked for: `exec_command`'s `cmd`, or the apply_patch body. */
  request: string;
  output: string;
}

/** The call whose output Codex just sent back, if the last input item is a tool output. */
export function lastToolOutput(input: ResponsesItem[]): ToolOutput | undefined {
  const last = input.at(-1);
  if (last?.type !== 'function_call_output' && last?.type !== 'custom_tool_call_output') return undefined;
  const call = input.find((item) => item.call_id === last.call_id && item.type !== last.type);
  const request = call?.type === 'function_call' ? String(JSON.parse(call.arguments ?? '{}').cmd ?? call.arguments) : (call?.input ?? '');
  return { name: call?.name ?? '', request, output: typeof last.output === 'string' ? last.output : JSON.stringify(last.output) };
}

/** The input items of each model request, in order. */
export function inputs(requests: RecordedRequest[]): ResponsesItem[][] {
  return requests.filter((request) => request.path === '/v1/responses').map((request) => request.body.input);
}

function outputItem(turn: CodexTurn, n: number): Record<string, unknown> {
  if ('text' in turn) {
    return {
      type: 'message',
      id: `msg_${n}`,
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: turn.text, annotations: [] }],
    };
  }
  if ('patch' in turn)
    return { type: 'custom_tool_call', id: `ctc_${n}`, call_id: `call_${n}`, name: 'apply_patch', input: turn.patch, status: 'completed' };
  return {
    type: 'function_call',
    id: `fc_${n}`,
    call_id: `call_${n}`,
    name: turn.tool,
    arguments: JSON.stringify(turn.args),
    status: 'completed',
  };
}

function stream(turn: CodexTurn, n: number): string[] {
  const id = `resp_${n}`;
  const item = outputItem(turn, n);
  const usage = {
    input_tokens: 10,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: 5,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 15,
  };
  return [
    sse('response.created', { type: 'response.created', response: { id, status: 'in_progress' } }),
    sse('response.output_item.added', { type: 'response.output_item.added', output_index: 0, item }),
    sse('response.output_item.done', { type: 'response.output_item.done', output_index: 0, item }),
    sse('response.completed', { type: 'response.completed', response: { id, status: 'completed', output: [item], usage } }),
  ];
}

/** Codex 0.169 calls only `POST /v1/responses` (streaming) here; anything else is a loud 404. */
export function startOpenAIServer(script: CodexScript): Promise<ModelServer> {
  let responses = 0;
  return startServer((path, body) => {
    if (path === '/v1/responses') return stream(script(body.input), ++responses);
    return { status: 404, json: { error: { message: `scripted OpenAI server has no route for ${path}` } } };
  });
}

/**
 * A CODEX_HOME whose config.toml points Codex at this server and keeps it on loopback (no update check,
 * analytics, feedback, or plugin marketplace sync), with the project trusted: project hooks
 * (<project>/.codex/hooks.json) load only for a trusted project, and the TUI shows no first-run screen.
 */
export function writeCodexHome(codexHome: string, options: { model: string; baseUrl: string; project: string }): string {
  mkdirSync(codexHome, { recursive: true });
  const config = `model = "${options.model}"
model_provider = "local"
approval_policy = "never"
sandbox_mode = "danger-full-access"
check_for_update_on_startup = false

[model_providers.local]
name = "local"
base_url = "${options.baseUrl}/v1"
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

[projects.${JSON.stringify(realpathSync(options.project))}]
trust_level = "trusted"
`;
  writeFileSync(join(codexHome, 'config.toml'), config);
  return codexHome;
}

/** Rollout files under a directory ($CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl). */
export function rolloutFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return rolloutFiles(path);
    return /^rollout-.*\.jsonl$/.test(entry.name) ? [path] : [];
  });
}
