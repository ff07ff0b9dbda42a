// How full the model's context is, from the last token usage the transcript records.
import { closeSync, fstatSync, readSync } from 'node:fs';
import { openRegularFile } from '../util/read-file.js';

const TAIL_BYTES = 512 * 1024;

interface ContextUsage {
  tokens: number;
  window: number;
}

function tail(path: string): string {
  // A FIFO or device planted as the transcript must not block a prompt: refused before reading.
  const fd = openRegularFile(path);
  try {
    const stat = fstatSync(fd);
    const length = Math.min(stat.size, TAIL_BYTES);
    const buffer = Buffer.alloc(length);
    readSync(fd, buffer, 0, length, stat.size - length);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The model's window when the transcript does not say it (Codex does). */
function windowOf(model: string | undefined): number {
  if (!model) return 200_000;
  if (/\[1m\]|-1m\b/i.test(model)) return 1_000_000;
  if (/gemini/i.test(model)) return 1_048_576;
  if (/gpt-5|codex/i.test(model)) return 272_000;
  return 200_000;
}

/** One transcript line's usage, for any of the three agents; undefined when the line has none. */
export function usageOfLine(record: unknown): ContextUsage | undefined {
  if (!record || typeof record !== 'object') return undefined;
  // biome-ignore lint/suspicious/noExplicitAny: three agents' line shapes; every number goes through num() before use
  const line = record as Record<string, any>;
  // Claude: assistant lines carry message.usage; the prompt is input + cache reads + cache writes.
  if (line.type === 'assistant' && line.message?.usage) {
    const u = line.message.usage;
    return {
      tokens: num(u.input_tokens) + num(u.cache_read_input_tokens) + num(u.cache_creation_input_tokens) + num(u.output_tokens),
      window: windowOf(line.message.model),
    };
  }
  // Codex: token_count events name the window themselves.
  if (line.type === 'event_msg' && line.payload?.type === 'token_count' && line.payload.info) {
    const info = line.payload.info;
    const last = info.last_token_usage ?? info.total_token_usage;
    if (!last) return undefined;
    return { tokens: num(last.input_tokens) + num(last.output_tokens), window: num(info.model_context_window) || windowOf('codex') };
  }
  // Gemini: model messages carry tokens {input, output, cached, total}.
  if (line.type === 'gemini' && line.tokens) {
    return { tokens: num(line.tokens.input) + num(line.tokens.output), window: windowOf(line.model ?? 'gemini') };
  }
  return undefined;
}

/** The last usage in the transcript's tail; undefined when none is recorded or the file is unreadable. */
export function lastContextUsage(transcriptPath: string): ContextUsage | undefined {
  let text: string;
  try {
    text = tail(transcriptPath);
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (!line.startsWith('{')) continue;
    try {
      const usage = usageOfLine(JSON.parse(line));
      if (usage && usage.tokens > 0) return usage;
    } catch {
      // a torn first line of the tail
    }
  }
  return undefined;
}
