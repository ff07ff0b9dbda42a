// The bounded regular-file reader on real files, FIFOs and devices.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegularFile, readRegularFile } from '../../src/util/read-file.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'checkpoint-read-file-'));
  writeFileSync(join(dir, 'small.json'), '{"a":1}');
  writeFileSync(join(dir, 'ten.txt'), '0123456789');
  mkdirSync(join(dir, 'folder'));
  spawnSync('mkfifo', [join(dir, 'pipe')]);
  symlinkSync(join(dir, 'pipe'), join(dir, 'pipe-link'));
  symlinkSync('/dev/zero', join(dir, 'zero-link'));
  symlinkSync(join(dir, 'small.json'), join(dir, 'good-link'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readRegularFile', () => {
  const rows = [
    { name: 'a small file', input: { path: 'small.json' }, expected: '{"a":1}' },
    { name: 'a link to a regular file', input: { path: 'good-link' }, expected: '{"a":1}' },
    { name: 'a file exactly at the cap', input: { path: 'ten.txt', maxBytes: 10 }, expected: '0123456789' },
    { name: 'a file over the cap is refused', input: { path: 'ten.txt', maxBytes: 9 }, expected: undefined },
    { name: 'a file over the cap, truncated', input: { path: 'ten.txt', maxBytes: 4, truncate: true }, expected: '0123' },
    { name: 'a missing file', input: { path: 'missing' }, expected: undefined },
    { name: 'a directory', input: { path: 'folder' }, expected: undefined },
    { name: 'a FIFO', input: { path: 'pipe' }, expected: undefined },
    { name: 'a link to a FIFO', input: { path: 'pipe-link' }, expected: undefined },
    { name: 'a link to /dev/zero', input: { path: 'zero-link' }, expected: undefined },
  ];
  it.each(rows)('$name', ({ input, expected }) => {
    const started = Date.now();
    expect(readRegularFile(join(dir, input.path), { maxBytes: input.maxBytes, truncate: input.truncate })).toBe(expected);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('a /proc file (regular, size 0, content anyway) is read to its end', () => {
    expect(readRegularFile(`/proc/${process.pid}/stat`)).toMatch(new RegExp(`^${process.pid} \\(`));
  });

  it.each(['/dev/zero', '/dev/null', '/dev/tty'])('%s is not opened as a file', (device) => {
    expect(() => openRegularFile(device)).toThrow();
  });
});
