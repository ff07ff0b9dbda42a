import { describe, expect, it } from 'vitest';
import { parseStatus } from '../../src/util/git-status.js';

const OID = 'a'.repeat(40);
const Z = '0'.repeat(40);
const rows = [
  {
    name: 'branch and head',
    input: [`# branch.oid ${OID}`, '# branch.head main'],
    expected: { head: OID, branch: 'main', changed: [], untracked: [] },
  },
  {
    name: 'no commit yet, detached',
    input: ['# branch.oid (initial)', '# branch.head (detached)'],
    expected: { changed: [], untracked: [] },
  },
  {
    name: 'unstaged edit with a space in the path',
    input: [`1 .M N... 100644 100644 100644 ${OID} ${OID} src/a b.js`],
    expected: { changed: [{ path: 'src/a b.js', inIndex: true, inWorkTree: true, submodule: false }], untracked: [] },
  },
  {
    name: 'deleted in the work tree',
    input: [`1 .D N... 100644 100644 000000 ${OID} ${OID} gone.js`],
    expected: { changed: [{ path: 'gone.js', inIndex: true, inWorkTree: false, submodule: false }], untracked: [] },
  },
  {
    name: 'staged for deletion, still on disk and untracked',
    input: [`1 D. N... 100644 000000 000000 ${OID} ${Z} cached.js`, '? cached.js'],
    expected: { changed: [{ path: 'cached.js', inIndex: false, inWorkTree: false, submodule: false }], untracked: ['cached.js'] },
  },
  {
    name: 'a submodule and a nested repository',
    input: [`1 .M SC.. 160000 160000 160000 ${OID} ${OID} vendor/lib`, '? nested/'],
    expected: { changed: [{ path: 'vendor/lib', inIndex: true, inWorkTree: true, submodule: true }], untracked: ['nested/'] },
  },
  {
    name: 'unmerged',
    input: [`u UU N... 100644 100644 100644 100644 ${OID} ${OID} ${OID} both.js`],
    expected: { changed: [{ path: 'both.js', inIndex: true, inWorkTree: true, submodule: false }], untracked: [] },
  },
  {
    name: 'a rename names its origin as removed',
    input: [`2 R. N... 100644 100644 100644 ${OID} ${OID} R100 new.js`, 'old.js'],
    expected: {
      changed: [
        { path: 'new.js', inIndex: true, inWorkTree: true, submodule: false },
        { path: 'old.js', inIndex: false, inWorkTree: false, submodule: false },
      ],
      untracked: [],
    },
  },
];

describe('parseStatus', () => {
  it.each(rows)('$name', ({ input, expected }) => {
    expect(parseStatus(`${input.join('\0')}\0`)).toEqual(expected);
  });
});
