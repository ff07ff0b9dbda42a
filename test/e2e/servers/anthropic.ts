// Scripted Anthropic Messages API for Claude Code: the script looks at the conversation it receives
// and picks the next model turn, so a hook block (or its absence) changes what the "model" does.
import { type ModelServer, type RecordedRequest, type Reply, sse, startServer } from './sse.js';

export interface ToolUse {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

export interface ToolResult {
  /** The tool call this result answers (undefined when the id is unknown). */
  call: ToolUse | undefined;
  text: string;
  isError: boolean;
}

/** What the scripted model sees of one request. */
export interface Conversation {
  /** Text blocks of the last `user` message (prompt, hook feedback), joined by newlines. */
  lastUserText: string;
  /** Tool results carried by the last `user` message. */
  lastToolResults: ToolResult[];
  /** Every tool call the assistant made so far in this conversation, oldest first. */
  toolCalls: ToolUse[];
  body: any;
}

/** One scripted model turn: plain text, or tool calls (optionally after some text). */
export type ModelTurn = { text: string } | { tools: Array<{ name: string; input: Record<string, unknown> }>; text?: string };

export type Script = (conversation: Conversation) => ModelTurn;

type Block = {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: any;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
};

function blocksOf(content: unknown): Block[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return Array.isArray(content) ? (content as Block[]) : [];
}

function resultText(content: unknown): string {
  return blocksOf(content)
    .map((block) => block.text ?? '')
    .join('\n');
}

/** Reads a Messages request into the few facts a scenario script decides on. */
export function readConversation(body: any): Conversation {
  const messages: Array<{ role: string; content: unknown }> = Array.isArray(body?.messages) ? body.messages : [];
  const toolCalls: ToolUse[] = messages
    .filter((message) => message.role === 'assistant')
    .flatMap((message) => blocksOf(message.content))
    .filter((block) => block.type === 'tool_use')
    .map((block) => ({ id: block.id ?? '', name: block.name ?? '', input: block.input ?? {} }));
  // Claude Code inserts `role: "system"` messages mid-conversation; the user's side is the last `user` one.
  const lastUser = [...messages].reverse().find((message) => message.role === 'user');
  const blocks = blocksOf(lastUser?.content);
  return {
    lastUserText: blocks
      .filter((block) => block.type === 'text')
      .map((block) => block.text ?? '')
      .join('\n'),
    lastToolResults: blocks
      .filter((block) => block.type === 'tool_result')
      .map((block) => ({
        call: toolCalls.find((call) => call.id === block.tool_use_id),
        text: resultText(block.content),
        isError: block.is_error === true,
      })),
    toolCalls,
    body,
  };
}

/** The SSE events of one streamed assistant message, in the order the real API sends them. */
export function streamTurn(turn: ModelTurn, messageId: string, model: string, toolIdPrefix = messageId): string[] {
  const blocks: Array<{ start: object; delta: object }> = [];
  if (turn.text) blocks.push({ start: { type: 'text', text: '' }, delta: { type: 'text_delta', text: turn.text } });
  const tools = 'tools' in turn ? turn.tools : [];
  for (const [n, tool] of tools.entries()) {
    blocks.push({
      start: { type: 'tool_use', id: `toolu_${toolIdPrefix}_${n}`, name: tool.name, input: {} },
      delta: { type: 'input_json_delta', partial_json: JSON.stringify(tool.input) },
    });
  }
  const usage = { input_tokens: 100, output_tokens: 10 };
  return [
    sse('message_start', {
      type: 'message_start',
      message: { id: messageId, type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage },
    }),
    ...blocks.flatMap((block, index) => [
      sse('content_block_start', { type: 'content_block_start', index, content_block: block.start }),
      sse('content_block_delta', { type: 'content_block_delta', index, delta: block.delta }),
      sse('content_block_stop', { type: 'content_block_stop', index }),
    ]),
    sse('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: tools.length ? 'tool_use' : 'end_turn', stop_sequence: null },
      usage: { output_tokens: 10 },
    }),
    sse('message_stop', { type: 'message_stop' }),
  ];
}

export interface AnthropicServer extends ModelServer {
  /** The streamed conversation requests (the ones the script answered). */
  conversations(): RecordedRequest[];
}

/**
 * Starts the scripted API. Streaming `POST /v1/messages` goes to the script; a non-streaming call
 * (auxiliary: titles, summaries) gets a short text; token counting gets a fixed count.
 */
export async function startAnthropicServer(script: Script): Promise<AnthropicServer> {
  let served = 0;
  const server = await startServer((path, body): Reply => {
    const model = typeof body?.model === 'string' ? body.model : 'claude-test';
    if (path === '/v1/messages/count_tokens') return { json: { input_tokens: 100 } };
    if (path !== '/v1/messages') return { status: 404, json: { type: 'error', error: { type: 'not_found_error', message: path } } };
    served += 1;
    const id = `msg_e2e_${served}`;
    if (body?.stream !== true) {
      return {
        json: {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [{ type: 'text', text: 'Scripted reply' }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 10 },
        },
      };
    }
    return streamTurn(script(readConversation(body)), id, model, String(served));
  });
  return {
    ...server,
    conversations: () => server.requests.filter((request) => request.path === '/v1/messages' && request.body?.stream === true),
  };
}
