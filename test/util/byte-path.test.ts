// File names are bytes (util/byte-path.ts): a name that is not UTF-8 keeps its bytes through a string.
import { describe, expect, it } from 'vitest';
import { decodeBytes, encodeBytes, fsPath } from '../../src/util/byte-path.js';

describe('names as bytes', () => {
  it.each([
    { name: 'plain ASCII', bytes: Buffer.from('src/app.ts') },
    { name: 'UTF-8 with accents and emoji', bytes: Buffer.from('docs/café 🎉.md') },
    { name: 'a name that holds U+FFFD itself', bytes: Buffer.from('odd\ufffdname') },
    { name: 'Latin-1 (é as one byte)', bytes: Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x74, 0x78, 0x74]) },
    { name: 'a lone continuation byte and a cut sequence', bytes: Buffer.from([0x61, 0x80, 0x62, 0xe2, 0x82]) },
    { name: 'an overlong slash and a surrogate encoded in UTF-8', bytes: Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]) },
    { name: 'NUL-separated names, as git prints them', bytes: Buffer.from([0x61, 0x00, 0xff, 0x00, 0x62]) },
  ])('$name round-trips', ({ bytes }) => {
    const text = decodeBytes(bytes);
    expect(encodeBytes(text).equals(bytes)).toBe(true);
  });

  it('valid UTF-8 reads as itself; each stray byte as one escaped character', () => {
    expect(decodeBytes(Buffer.from('café'))).toBe('café');
    expect(decodeBytes(Buffer.from([0x63, 0xe9]))).toBe('c\udce9');
  });

  it('reaches the file system as a string when it can, as its bytes when it must', () => {
    expect(fsPath('/repo', 'src/a.ts')).toBe('/repo/src/a.ts');
    expect(fsPath('/repo', '')).toBe('/repo');
    const latin1 = fsPath('/repo', 'caf\udce9.txt');
    expect(Buffer.isBuffer(latin1) && latin1.equals(Buffer.from([...Buffer.from('/repo/caf'), 0xe9, ...Buffer.from('.txt')]))).toBe(true);
  });
});
