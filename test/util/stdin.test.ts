// The hook's stdin reader against real streams: it ends at a complete object, a silence, a deadline or the cap.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readStdin } from '../../src/util/stdin.js';

const stream = () => new PassThrough() as unknown as NodeJS.ReadStream & PassThrough;
const limits = { idleMs: 150, deadlineMs: 600, maxBytes: 1000 };

describe('readStdin', () => {
  it('a complete object while the writer keeps the pipe open: at once', async () => {
    const input = stream();
    const started = Date.now();
    const read = readStdin(input, limits);
    input.write('{"hook_event_name":"Stop"}\n');
    expect(await read).toBe('{"hook_event_name":"Stop"}\n');
    expect(Date.now() - started).toBeLessThan(100);
    expect(input.destroyed).toBe(true);
  });

  it('an object in pieces: waits for the rest', async () => {
    const input = stream();
    const read = readStdin(input, limits);
    input.write('{"a":{"b":1}');
    setTimeout(() => input.end(',"c":2}'), 50);
    expect(await read).toBe('{"a":{"b":1},"c":2}');
  });

  it('nothing written, pipe open: gives up after the silence', async () => {
    const started = Date.now();
    expect(await readStdin(stream(), limits)).toBe('');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('a writer that never stops: gives up at the deadline', async () => {
    const input = stream();
    const timer = setInterval(() => input.write('x'), 20);
    const started = Date.now();
    const text = await readStdin(input, { ...limits, maxBytes: 1e6 });
    clearInterval(timer);
    expect(text).toMatch(/^x+$/);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('over the cap: nothing', async () => {
    const input = stream();
    const read = readStdin(input, limits);
    input.write(`{"a":"${'x'.repeat(2000)}"}`);
    expect(await read).toBe('');
  });
});
