// A tiny scripted model server on loopback, shared by the per-API servers (anthropic, gemini, openai).
// It records every request so a test can assert what the agent actually sent to its model.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/messages`. */
  path: string;
  /** Path with the query string, e.g. `/v1/messages?beta=true`. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body, or the raw text when it is not JSON (undefined when empty). */
  body: any;
}

/**
 * What a handler answers:
 * - `string[]` or `AsyncIterable<string>`: a `text/event-stream`, each string written as is (use `sse()`);
 * - `{ json, status? }`: one JSON response (non-streaming calls, errors, token counting).
 */
export type Reply = string[] | AsyncIterable<string> | { status?: number; json: unknown };

export type Handler = (path: string, body: any, request: RecordedRequest) => Reply | Promise<Reply>;

export interface ModelServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** One server-sent event; `event` is omitted for APIs that send bare `data:` lines (Gemini). */
export function sse(event: string | undefined, data: unknown): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  return `${event ? `event: ${event}\n` : ''}data: ${payload}\n\n`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function respond(res: ServerResponse, reply: Reply): Promise<void> {
  if (!Array.isArray(reply) && 'json' in reply) {
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.json));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  for await (const chunk of reply) res.write(chunk);
  res.end();
}

/** Starts the server on 127.0.0.1, port chosen by the OS. A handler that throws answers 500 with the message. */
export function startServer(handler: Handler): Promise<ModelServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    try {
      const url = req.url ?? '/';
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.split('?')[0] ?? url,
        url,
        headers: req.headers,
        body: parseBody(await readBody(req)),
      };
      requests.push(request);
      await respond(res, await handler(request.path, request.body, request));
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'scripted_server_error', message: String(error) } }));
    }
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      done({
        url: `http://127.0.0.1:${port}`,
        port,
        requests,
        close: () =>
          new Promise<void>((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}
