// How a person names a restore point (restore/refs.ts), as git takes a commit: the id, any unique start of it
// with or without `chk_`, or the name in any case; what is said when a reference names none or several.
import { describe, expect, it } from 'vitest';
import type { RestorePoint, StoredPoint } from '../../src/restore/point.js';
import { matchPoint } from '../../src/restore/refs.js';

const point = (id: string, name?: string): StoredPoint => ({ id, point: { id, ...(name && { name }) } as RestorePoint });
const POINTS = [
  point('chk_00mx05dkiv0runlg', 'Parser'),
  point('chk_00mx05dk6q062a1d'),
  point('chk_00mx0659lw0736kg', 'lexer'),
  point('chk_00mx9zzzzz000000', '00mx05'),
];

describe('matchPoint', () => {
  it.each([
    { name: 'the whole id', ref: 'chk_00mx05dk6q062a1d', found: 'chk_00mx05dk6q062a1d' },
    { name: 'the whole id in capitals', ref: 'CHK_00MX05DK6Q062A1D', found: 'chk_00mx05dk6q062a1d' },
    { name: 'a unique start with chk_', ref: 'chk_00mx0659', found: 'chk_00mx0659lw0736kg' },
    { name: 'a unique start without chk_', ref: '00mx05dki', found: 'chk_00mx05dkiv0runlg' },
    { name: 'a name in its own case', ref: 'Parser', found: 'chk_00mx05dkiv0runlg' },
    { name: 'a name in another case', ref: 'PARSER', found: 'chk_00mx05dkiv0runlg' },
    { name: 'a name wins over the start of an id', ref: '00mx05', found: 'chk_00mx9zzzzz000000' },
    { name: 'a start of fewer than four characters is no start', ref: '00m', found: undefined },
    { name: 'chk_ alone is no start', ref: 'chk_', found: undefined },
    { name: 'a start that no id has', ref: '00my', found: undefined },
    { name: 'a word that is no id nor name', ref: 'parse-r', found: undefined },
  ])('$name', ({ ref, found }) => {
    const match = matchPoint(POINTS, ref);
    expect(match && 'found' in match ? match.found.id : undefined).toBe(found);
    if (found === undefined) expect(match).toBeUndefined();
  });

  it('a start that several ids share names them, and picks none', () => {
    expect(matchPoint(POINTS, '00mx05dk')).toEqual({
      problem: '"00mx05dk" starts 2 restore point ids (chk_00mx05dkiv0runlg, chk_00mx05dk6q062a1d): give more of the one you mean',
    });
  });
});
