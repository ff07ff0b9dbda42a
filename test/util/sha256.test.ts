import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/util/sha256.js';

describe('sha256Hex', () => {
  it('is node:crypto sha256 for every length across the block boundaries, unicode paths included', () => {
    const samples = ['', 'abc', '/home/user/projects/checkpoint', '/tmp/é/日本語/🙂 dir'];
    for (let length = 0; length <= 200; length++) samples.push('x'.repeat(length), `/p/${'ab/'.repeat(length)}`.slice(0, length + 3));
    for (let i = 0; i < 200; i++)
      samples.push(Array.from({ length: i * 3 }, (_, k) => String.fromCodePoint(32 + ((k * 7919 + i) % 3000))).join(''));
    for (const text of samples) expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
  });
});
