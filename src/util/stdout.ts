import { writeSync } from 'node:fs';

/**
 * Writes `text` to a descriptor (stdout by default) synchronously, without process.stdout: creating that
 * stream loads Node's net and stream modules, a millisecond or two of every hook run. A reader that
 * closed the pipe (EPIPE) gets nothing and costs nothing; a non-blocking pipe that is full is waited on,
 * for 5 s before the first byte, and once the answer has begun, until it is whole (never half an answer:
 * the agent's own hook timeout bounds the wait).
 */
export function writeOut(text: string, fd = 1): void {
  const data = Buffer.from(text);
  let offset = 0;
  let waits = 0;
  while (offset < data.length) {
    try {
      offset += writeSync(fd, data, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || (offset === 0 && ++waits > 5000)) return;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}
