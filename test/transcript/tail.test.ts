import { closeSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonlTail, readWholeJson } from '../../src/transcript/tail.js';
import { tempDir, writeTranscript } from './_helpers.js';

type Row = { n?: number; start?: boolean };
const rows = (record: unknown): Row[] => (typeof record === 'object' && record !== null ? [record as Row] : []);
const startAt = (entries: Row[]) => entries.some((e) => e.start === true);
const numbers = (entries: Row[]) => entries.map((e) => e.n);

describe('readJsonlTail', () => {
  const cases: {
    name: string;
    content: string;
    chunkBytes?: number;
    maxBytes?: number;
    expected: { n: (number | undefined)[]; truncated: boolean };
  }[] = [
    {
      name: 'reads every line in file order when the file is small',
      content: '{"n":1}\n{"n":2,"start":true}\n{"n":3}\n',
      expected: { n: [1, 2, 3], truncated: false },
    },
    {
      name: 'skips a last line cut mid-write',
      content: '{"n":1,"start":true}\n{"n":2}\n{"n":3,"text":"half wri',
      expected: { n: [1, 2], truncated: false },
    },
    {
      name: 'skips corrupt lines and blank lines',
      content: '{"n":1,"start":true}\nnot json\n\n{"n":2}\n[1,\n{"n":3}\n',
      expected: { n: [1, 2, 3], truncated: false },
    },
    {
      name: 'keeps a file without trailing newline whose last line is complete',
      content: '{"n":1,"start":true}\n{"n":2}',
      expected: { n: [1, 2], truncated: false },
    },
    {
      name: 'assembles lines that span several small chunks',
      content: `{"n":1,"start":true,"pad":"${'x'.repeat(100)}"}\n{"n":2,"pad":"${'y'.repeat(50)}"}\n`,
      chunkBytes: 7,
      expected: { n: [1, 2], truncated: false },
    },
    {
      name: 'drops the partial first line of the window and reports truncation at the cap',
      content: `{"n":1,"start":true}\n{"n":2,"pad":"${'x'.repeat(40)}"}\n{"n":3}\n{"n":4}\n`,
      maxBytes: 30,
      expected: { n: [3, 4], truncated: true },
    },
    {
      name: 'stops once the start is found plus the prior window, not at file start',
      content: `${'{"n":0}\n'.repeat(200)}{"n":1,"start":true}\n{"n":2}\n`,
      chunkBytes: 16,
      expected: { n: [1, 2], truncated: false },
    },
  ];

  it.each(cases)('$name', async ({ content, chunkBytes, maxBytes, expected }) => {
    const file = writeTranscript(content);
    const result = await readJsonlTail(file, { toEntries: rows, foundStart: startAt, chunkBytes, maxBytes, priorBytes: 0 });
    expect(numbers(result.entries)).toEqual(expected.n);
    expect(result.truncated).toBe(expected.truncated);
    expect(result.bytesRead).toBeLessThanOrEqual(maxBytes ?? Infinity);
  });

  it('a short last turn at the end of a long file: found in the first 16 KiB, later chunks twice as large', async () => {
    const history = `{"n":0,"pad":"${'x'.repeat(1000)}"}\n`.repeat(2000);
    const file = writeTranscript(`${history}{"n":1,"start":true}\n{"n":2}\n`);
    const short = await readJsonlTail(file, { toEntries: rows, foundStart: startAt, priorBytes: 0 });
    expect(numbers(short.entries).slice(-2)).toEqual([1, 2]);
    expect(short.bytesRead).toBe(16 * 1024);
    // A start 100 KB from the end: 16 + 32 + 64 KiB read, not the 256 KiB of one whole chunk.
    const long = writeTranscript(`${history}{"n":1,"start":true}\n${'{"n":2}\n'.repeat(12_800)}`);
    const read = await readJsonlTail(long, { toEntries: rows, foundStart: startAt, priorBytes: 0 });
    expect(numbers(read.entries).filter((n) => n !== 0)).toHaveLength(12_801);
    expect(read.bytesRead).toBe((16 + 32 + 64) * 1024);
  });

  it('keeps reading the prior window past the start for earlier history', async () => {
    const file = writeTranscript(`${'{"n":0}\n'.repeat(100)}{"n":1,"start":true}\n{"n":2}\n`);
    const result = await readJsonlTail(file, { toEntries: rows, foundStart: startAt, chunkBytes: 16, priorBytes: 64 });
    const before = numbers(result.entries).filter((n) => n === 0).length;
    expect(before).toBeGreaterThanOrEqual(6); // 64 bytes of 8-byte lines, minus a partial one
    expect(before).toBeLessThan(100);
    expect(result.reachedFileStart).toBe(false);
  });

  it('throws on a missing file', async () => {
    await expect(readJsonlTail(path.join(tempDir(), 'missing.jsonl'), { toEntries: rows, foundStart: startAt })).rejects.toThrow();
  });

  it('reads a 200 MB transcript within the cap, quickly', async () => {
    const file = path.join(tempDir(), 'big.jsonl');
    const fd = openSync(file, 'w');
    const line = `${JSON.stringify({ n: 0, pad: 'z'.repeat(1000) })}\n`;
    const block = Buffer.from(line.repeat(1024)); // ~1 MB
    writeSync(fd, Buffer.from('{"n":-1,"start":true}\n'));
    // the 190 MB a bounded tail never reaches are a hole (no disk work, so a busy machine times the read, not
    // the setup); the last 10 MB, past the cap, are real lines
    let at = 190 * 1024 * 1024;
    ftruncateSync(fd, at);
    while (at < 200 * 1024 * 1024) at += writeSync(fd, block, 0, block.length, at);
    writeSync(fd, Buffer.from('{"n":7}\n'), 0, 8, at);
    closeSync(fd);

    const cap = 8 * 1024 * 1024;
    const began = performance.now();
    const result = await readJsonlTail(file, { toEntries: rows, foundStart: startAt, maxBytes: cap });
    const elapsed = performance.now() - began;
    expect(result.truncated).toBe(true);
    expect(result.bytesRead).toBeLessThanOrEqual(cap);
    expect(result.bytesRead).toBeGreaterThan(cap - 256 * 1024);
    expect(result.entries.at(-1)?.n).toBe(7);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('readWholeJson', () => {
  it('reads a small JSON file and refuses one over the cap', async () => {
    const file = writeTranscript('{"messages":[1,2]}', 'session.json');
    expect(await readWholeJson(file, 1024)).toEqual({ value: { messages: [1, 2] }, bytesRead: 18 });
    expect(await readWholeJson(file, 10)).toBeUndefined();
  });

  it('gives no value for a file that is not JSON', async () => {
    const file = writeTranscript('{"messages":[', 'corrupt.json');
    expect(await readWholeJson(file, 1024)).toEqual({ value: undefined, bytesRead: 13 });
  });
});
