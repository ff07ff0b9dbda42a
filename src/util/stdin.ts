// Hook payloads are small JSON objects; a runaway or binary stdin must never hold the agent up.
const MAX_BYTES = 16 * 1024 * 1024;

export function readStdin(stream: NodeJS.ReadStream = process.stdin, timeoutMs = 5000): Promise<string> {
  if (stream.isTTY) return Promise.resolve('');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (text: string) => {
      clearTimeout(timer);
      stream.removeAllListeners();
      stream.pause();
      resolve(text);
    };
    const timer = setTimeout(() => finish(Buffer.concat(chunks).toString('utf8')), timeoutMs);
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BYTES) finish('');
      else chunks.push(chunk);
    });
    stream.on('end', () => finish(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', () => finish(''));
  });
}

/** A JSON object, or undefined for anything else (empty, not JSON, an array, a string...). */
export function parseObject(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
