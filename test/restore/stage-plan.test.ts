// The plan of one staging (restore/stage-plan.ts), over an in-memory tree: what is hashed, what goes, what is
// left out and why. The executor is tested against real git in snapshot.int.test.ts.
import { describe, expect, it } from 'vitest';
import { type PathFacts, planStage, type StageFacts } from '../../src/restore/stage-plan.js';

const file = (size = 10, mode = 0o100644, readable = true): PathFacts => ({ kind: 'file', size, mode, readable });
const DIR: PathFacts = { kind: 'dir', size: 0, mode: 0o40755, readable: true };

/** Facts over a tree of `paths`, everything else as given. */
function facts(tree: Record<string, PathFacts>, rest: Partial<StageFacts> = {}): StageFacts {
  return {
    listing: { changed: [], removed: [], others: [] },
    reconsider: [],
    permissions: [],
    tracked: () => undefined,
    stat: (path) => tree[path],
    inStateDir: (path) => path.startsWith('.state/'),
    excluded: (path) => path.startsWith('node_modules/'),
    gitlink: (path) => path === 'vendor/sub',
    modes: {},
    maxFileBytes: 100,
    entriesUnder: () => [],
    repositoryOf: () => undefined,
    ignored: [],
    ...rest,
  };
}

describe('planStage', () => {
  it.each<{ name: string; tree: Record<string, PathFacts>; listing: StageFacts['listing']; expected: unknown }>([
    {
      name: 'a changed file is hashed, a gone one dropped, a new one added',
      tree: { 'a.js': file(), 'new.js': file() },
      listing: { changed: ['a.js'], removed: ['gone.js'], others: ['new.js'] },
      expected: { hand: ['a.js', 'new.js'], drop: ['gone.js'], notCaptured: [] },
    },
    {
      name: 'a file past the cap is left out and said, with its size',
      tree: { 'big.bin': file(500) },
      listing: { changed: ['big.bin'], removed: [], others: [] },
      expected: { hand: [], drop: ['big.bin'], notCaptured: [{ path: 'big.bin', reason: 'over the size cap', bytes: 500 }] },
    },
    {
      name: 'an unreadable file and a FIFO are left out and said; a file that became a folder goes quietly',
      tree: { 'secret.key': file(10, 0o100600, false), pipe: { kind: 'other', size: 0, mode: 0o10644, readable: true }, conf: DIR },
      listing: { changed: ['conf'], removed: [], others: ['secret.key', 'pipe'] },
      expected: {
        hand: [],
        drop: ['conf'],
        notCaptured: [
          { path: 'secret.key', reason: 'unreadable' },
          { path: 'pipe', reason: 'not a regular file or link' },
        ],
      },
    },
    {
      name: "untracked files in a dependency folder and checkpoint's own state are left out, unsaid",
      tree: { 'node_modules/x/i.js': file(), '.state/points/p.json': file() },
      listing: { changed: ['.state/points/p.json'], removed: [], others: ['node_modules/x/i.js'] },
      expected: { hand: [], drop: ['.state/points/p.json'], notCaptured: [] },
    },
    {
      name: 'a submodule and a nested repository are said once, as folders',
      tree: {},
      listing: { changed: [], removed: [], others: ['vendor/sub/', 'tools/own/'] },
      expected: {
        hand: [],
        drop: [],
        notCaptured: [
          { path: 'vendor/sub', reason: 'a submodule' },
          { path: 'tools/own', reason: 'a nested repository' },
        ],
      },
    },
  ])('$name', ({ tree, listing, expected }) => {
    const plan = planStage(facts(tree, { listing }));
    expect({ hand: plan.hand, drop: plan.drop, notCaptured: plan.notCaptured }).toEqual(expected);
  });

  it('a tracked file in a dependency folder is captured; past the cap it is recorded with its blob', () => {
    const tree = { 'node_modules/pkg/index.js': file(), 'node_modules/pkg/big.bin': file(500) };
    const plan = planStage(
      facts(tree, {
        listing: { changed: [], removed: [], others: ['node_modules/pkg/index.js', 'node_modules/pkg/big.bin'] },
        tracked: () => ({ blob: 'b'.repeat(40) }),
      }),
    );
    expect(plan.hand).toEqual(['node_modules/pkg/index.js']);
    expect(plan.notCaptured).toEqual([{ path: 'node_modules/pkg/big.bin', reason: 'over the size cap', bytes: 500, blob: 'b'.repeat(40) }]);
  });

  it("a folder that became a repository: the shadow's files there go, the folder is said", () => {
    const plan = planStage(
      facts(
        { 'lib/x.js': file(), 'lib/y.js': file() },
        {
          listing: { changed: ['lib/x.js'], removed: [], others: [] },
          repositoryOf: (path) => (path.startsWith('lib/') ? 'lib' : undefined),
          entriesUnder: (folder) => (folder === 'lib' ? ['lib/x.js', 'lib/y.js'] : []),
        },
      ),
    );
    expect(plan.drop.sort()).toEqual(['lib/x.js', 'lib/y.js']);
    expect(plan.notCaptured).toEqual([{ path: 'lib', reason: 'a nested repository' }]);
  });

  it('what the ignore rules took now goes before anything else, even when it changed', () => {
    const plan = planStage(facts({ '.env': file() }, { listing: { changed: ['.env'], removed: [], others: [] }, ignored: ['.env'] }));
    expect(plan.hand).toEqual([]);
    expect(plan.drop).toEqual(['.env']);
    expect(plan.why['.env']).toBe('ignored now');
  });

  it('what was left out is decided again: a file back under the cap is hashed', () => {
    const plan = planStage(facts({ 'big.bin': file(50) }, { reconsider: ['big.bin', 'gone.bin'] }));
    expect(plan.hand).toEqual(['big.bin']);
    expect(plan.drop).toEqual([]);
  });

  it('permission bits: recorded for an unusual file handed, read again for the known ones, forgotten for a gone one', () => {
    const umask = process.umask();
    const own = 0o666 & ~umask;
    const plan = planStage(
      facts(
        { 'key.pem': file(10, 0o100600), 'loosened.pem': file(10, 0o100000 | own), 'plain.js': file(10, 0o100000 | own) },
        {
          listing: { changed: ['key.pem'], removed: [], others: [] },
          permissions: ['loosened.pem', 'gone.pem', 'plain.js'],
          modes: { 'loosened.pem': 0o600, 'gone.pem': 0o600 },
        },
      ),
    );
    expect(plan.modes).toEqual(own === 0o600 ? {} : { 'key.pem': 0o600 });
  });
});
