// The one id generator (restore points `chk_`, investigation reports `rpt_`): ids sort by the time taken.
import { describe, expect, it } from 'vitest';
import { isSortableId, newSortableId, timeOfSortableId } from '../../src/util/sortable-id.js';

describe('newSortableId', () => {
  it('ids of one prefix sort in the order taken, within one millisecond too, whatever other prefix is taken between', () => {
    const taken = [1000, 1000, 1000, 1001, 2_000_000_000_000, 36 ** 10 - 1].map((now) => {
      newSortableId('rpt_', now);
      return newSortableId('chk_', now);
    });
    expect([...taken].sort()).toEqual(taken);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.map((id) => timeOfSortableId(id, 'chk_'))).toEqual([1000, 1000, 1000, 1001, 2_000_000_000_000, 36 ** 10 - 1]);
  });
});

describe('isSortableId', () => {
  const id = newSortableId('chk_', 1_700_000_000_000);
  it.each([
    { name: 'an id of the prefix', input: id, expected: true },
    { name: 'an id of another prefix', input: id.replace('chk_', 'rpt_'), expected: false },
    { name: 'one char short', input: id.slice(0, -1), expected: false },
    { name: 'upper case', input: id.toUpperCase().replace('CHK_', 'chk_'), expected: false },
    { name: 'a path', input: 'chk_../../../etc/pa', expected: false },
    { name: 'an id of the old report form', input: 'lq2x8k3a0-abc123', expected: false },
  ])('$name: $expected', ({ input, expected }) => {
    expect(isSortableId(input, 'chk_')).toBe(expected);
    expect(timeOfSortableId(input, 'chk_') === undefined).toBe(!expected);
  });
});
