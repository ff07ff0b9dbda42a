// The hook's stdin reader on a stream (a PassThrough in memory; fd 0 itself, pipe, socket and file, in
// commands/hook-stdin.int.test.ts): it ends at a complete object, a silence, a deadline or the cap.
// Fake timers: the silence and the deadline are the reader's own timers, so each is shown to the millisecond.
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStdin } from '../../src/util/stdin.js';

const stream = () => new PassThrough() as unknown as NodeJS.ReadStream & PassThrough;
const limits = { idleMs: 150, deadlineMs: 600, maxBytes: 1000 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The read, and whether it has ended yet (a promise cannot be asked). */
function reading(input: NodeJS.ReadStream, options = limits) {
  const state: { text?: string } = {};
  const read = readStdin(input, options).then((text) => (state.text = text));
  return { read, ended: () => state.text !== undefined };
}

describe('readStdin', () => {
  it('a complete object while the writer keeps the pipe open: at once, before any timer', async () => {
    const input = stream();
    const read = readStdin(input, limits);
    input.write('{"hook_event_name":"Stop"}\n');
    expect(await read).toBe('{"hook_event_name":"Stop"}\n');
    expect(vi.getTimerCount()).toBe(0);
    expect(input.destroyed).toBe(true);
  });

  it('an object in pieces: waits for the rest', async () => {
    const input = stream();
    const run = reading(input);
    input.write('{"a":{"b":1}');
    await vi.advanceTimersByTimeAsync(100);
    expect(run.ended()).toBe(false);
    input.end(',"c":2}');
    expect(await run.read).toBe('{"a":{"b":1},"c":2}');
  });

  it('nothing written, pipe open: gives up after the silence', async () => {
    const run = reading(stream());
    await vi.advanceTimersByTimeAsync(149);
    expect(run.ended()).toBe(false);
    // The silence is judged in the turn after its timer (stdin.ts): one more millisecond.
    await vi.advanceTimersByTimeAsync(2);
    expect(run.ended()).toBe(true);
    expect(await run.read).toBe('');
  });

  it('a writer that never stops: gives up at the deadline', async () => {
    const input = stream();
    const timer = setInterval(() => input.write('x'), 20);
    const run = reading(input, { ...limits, maxBytes: 1e6 });
    await vi.advanceTimersByTimeAsync(599);
    expect(run.ended()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    clearInterval(timer);
    expect(run.ended()).toBe(true);
    expect(await run.read).toMatch(/^x+$/);
  });

  it('over the cap: nothing', async () => {
    const input = stream();
    const read = readStdin(input, limits);
    input.write(`{"a":"${'x'.repeat(2000)}"}`);
    expect(await read).toBe('');
  });
});
