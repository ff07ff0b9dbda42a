// Scripted Gemini API (generativelanguage v1beta) for Gemini CLI: the test's script reads the conversation
// the CLI sends and picks the next model turn, so a hook's deny (or its absence) changes what happens.
import { type ModelServer, sse, startServer } from './sse.js';

export interface GeminiPart {
  text?: string;
  functionCall?: { name: string; args: Record<string, unknown> };
  functionResponse?: { name: string; response: { output?: string; error?: string } };
}
export interface GeminiContent {
  role: 'user' | 'model';
  parts: GeminiPart[];
}

/** One model turn: plain text (ends the agent's turn) or one tool call. */
export type GeminiTurn = { text: string } | { tool: string; args: Record<string, unknown> };
export type GeminiScript = (contents: GeminiContent[]) => GeminiTurn;

/** The text the user side sent last (a prompt, or a hook's deny reason replayed as a prompt); '' for tool results. */
export function lastUserText(contents: GeminiContent[]): string {
  const last = contents.at(-1);
  if (last?.role !== 'user' || last.parts.some((part) => part.functionResponse)) return '';
  return last.parts.map((part) => part.text ?? '').join('');
}

/** The tool whose result the CLI just sent back, if the last content is a tool result. */
export function lastToolResult(contents: GeminiContent[]): { name: string; output: string } | undefined {
  const response = contents.at(-1)?.parts.find((part) => part.functionResponse)?.functionResponse;
  if (!response) return undefined;
  return { name: response.name, output: response.response.output ?? response.response.error ?? '' };
}

function chunk(turn: GeminiTurn): unknown {
  const part = 'text' in turn ? { text: turn.text } : { functionCall: { name: turn.tool, args: turn.args } };
  return {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
  };
}

/**
 * Gemini CLI 0.61 only calls `POST /v1beta/models/<model>:streamGenerateContent?alt=sse` in these runs;
 * countTokens is answered in case a longer conversation triggers it, anything else is a loud 404.
 */
export function startGeminiServer(script: GeminiScript): Promise<ModelServer> {
  return startServer((path, body) => {
    if (path.endsWith(':streamGenerateContent')) return [sse(undefined, chunk(script(body.contents)))];
    if (path.endsWith(':countTokens')) return { json: { totalTokens: 10 } };
    return { status: 404, json: { error: { code: 404, message: `scripted Gemini server has no route for ${path}` } } };
  });
}
