// Hook payloads are small JSON objects written at once by the agent, which then closes the pipe. A
// stdin that stays open (a wrapper holding it, a FIFO, a terminal multiplexer) or never stops
// sending must not hold the agent up: the read ends at the first complete JSON object, after a
// short silence, at a hard deadline, or past a size cap, whichever comes first.
import { isRecord } from './record.js';

const MAX_STDIN_BYTES = 8 * 1024 * 1024;

interface StdinLimits {
  /** Give up when nothing arrives for this long (also before the first byte). */
  idleMs?: number;
  /** Give up after this long whatever arrives. */
  deadlineMs?: number;
  maxBytes?: number;
}

export function readStdin(stream: NodeJS.ReadStream = process.stdin, limits: StdinLimits = {}): Promise<string> {
  if (stream.isTTY) return Promise.resolve('');
  const { idleMs = 400, deadlineMs = 3000, maxBytes = MAX_STDIN_BYTES } = limits;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const text = () => Buffer.concat(chunks, size).toString('utf8');
    const finish = (result: string) => {
      if (done) return;
      done = true;
      clearTimeout(idle);
      clearTimeout(deadline);
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
      stream.on('error', () => {});
      // pause() is not enough: a paused pipe still keeps the process alive until its writer closes.
      stream.destroy();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return finish('');
      chunks.push(chunk);
      idle.refresh();
      // Most payloads arrive in one chunk; a complete object needs no EOF. Parsing only when the
      // data ends like an object keeps a large payload from being parsed once per chunk.
      if (/}\s*$/.test(chunk.toString('latin1', Math.max(0, chunk.length - 8)))) {
        const whole = text();
        if (parseObject(whole)) finish(whole);
      }
    };
    const onEnd = () => finish(text());
    const onError = () => finish('');
    // Timers run before I/O in each turn of the event loop: after a stall longer than idleMs (a
    // loaded machine), the silence would be judged before the bytes already waiting are read. The
    // check phase comes after I/O: give up only if nothing arrived meanwhile.
    const idle = setTimeout(() => {
      const before = size;
      setImmediate(() => size === before && finish(text()));
    }, idleMs);
    const deadline = setTimeout(() => finish(text()), deadlineMs);
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
  });
}

/** A JSON object, or undefined for anything else (empty, not JSON, an array, a string...). */
export function parseObject(text: string): Record<string, unknown> | undefined {
  if (!text.trim()) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
