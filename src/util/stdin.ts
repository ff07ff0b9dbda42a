// Hook payloads are small JSON objects written at once by the agent, which then closes the pipe. A
// stdin that stays open (a wrapper holding it, a FIFO, a terminal multiplexer) or never stops
// sending must not hold the agent up: the read ends at the first complete JSON object, after a
// short silence, at a hard deadline, or past a size cap, whichever comes first.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { isRecord } from './record.js';

const MAX_STDIN_BYTES = 8 * 1024 * 1024;

interface StdinLimits {
  /** Give up when nothing arrives for this long (also before the first byte). */
  idleMs?: number;
  /** Give up after this long whatever arrives. */
  deadlineMs?: number;
  maxBytes?: number;
}

interface Handlers {
  data(chunk: Buffer): void;
  end(): void;
  error(): void;
}

/** Where the bytes come from: started once, stopped once the reader has what it needs. */
interface Source {
  start(on: Handlers): void;
  stop(): void;
}

/** A stream (process.stdin, or a test's): destroyed at the end, since a paused pipe still keeps the process alive. */
function streamSource(stream: NodeJS.ReadStream): Source {
  let on: Handlers | undefined;
  return {
    start(handlers) {
      on = handlers;
      stream.on('data', on.data).on('end', on.end).on('error', on.error);
    },
    stop() {
      if (on) stream.off('data', on.data).off('end', on.end).off('error', on.error);
      stream.on('error', () => {});
      stream.destroy();
    },
  };
}

/** A descriptor read without waiting: polled every few ms until it ends. Closed at the end when ours. */
function fdSource(fd: number, owned: boolean): Source {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const buffer = Buffer.allocUnsafe(64 * 1024);
  return {
    start(on) {
      const poll = () => {
        while (!stopped) {
          let bytes: number;
          try {
            bytes = readSync(fd, buffer, 0, buffer.length, null);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code === 'EAGAIN') timer = setTimeout(poll, 2);
            else on.error();
            return;
          }
          if (bytes === 0) return on.end();
          on.data(Buffer.from(buffer.subarray(0, bytes)));
        }
      };
      poll();
    },
    stop() {
      clearTimeout(timer);
      if (owned && !stopped) closeSync(fd);
      stopped = true;
    },
  };
}

/**
 * The hook's stdin, read without process.stdin where that is safe: creating that stream loads Node's net
 * and stream modules, about 2 ms of a hook run. A pipe (a shell pipeline, an agent that spawns with pipes) is opened again through
 * /proc without O_NONBLOCK's side effects on the agent's end, and polled: a writer that holds it open can
 * never hold the hook (a blocking read could not be abandoned: Node's exit waits for it). A file is read
 * as is. A socket (what Node-based agents give) has no such way in: the stream. A terminal: no payload.
 */
function stdinSource(): Source | undefined {
  let stat: ReturnType<typeof fstatSync>;
  try {
    stat = fstatSync(0);
  } catch {
    return undefined;
  }
  if (stat.isFile()) return fdSource(0, false);
  if (stat.isFIFO()) {
    try {
      return fdSource(openSync('/proc/self/fd/0', constants.O_RDONLY | constants.O_NONBLOCK), true);
    } catch {
      // no /proc (macOS): the stream below
    }
  }
  return process.stdin.isTTY ? undefined : streamSource(process.stdin);
}

export function readStdin(stream?: NodeJS.ReadStream, limits: StdinLimits = {}): Promise<string> {
  const source = stream ? (stream.isTTY ? undefined : streamSource(stream)) : stdinSource();
  if (!source) return Promise.resolve('');
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
      source.stop();
      resolve(result);
    };
    // Timers run before I/O in each turn of the event loop: after a stall longer than idleMs (a
    // loaded machine), the silence would be judged before the bytes already waiting are read. The
    // check phase comes after I/O: give up only if nothing arrived meanwhile.
    const idle = setTimeout(() => {
      const before = size;
      setImmediate(() => size === before && finish(text()));
    }, idleMs);
    const deadline = setTimeout(() => finish(text()), deadlineMs);
    source.start({
      data(chunk) {
        if (done) return;
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
      },
      end: () => finish(text()),
      error: () => finish(''),
    });
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
