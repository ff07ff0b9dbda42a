// What undoing a change does, path by path (restore/undo-plan.ts), over sides given in memory: each path the
// change made gets back its base, unless that would lose another session's work, what no snapshot holds, or a
// change made since. The writer and real git are tested in undo-turn.int.test.ts and kept.int.test.ts.
import { describe, expect, it } from 'vitest';
import { type Overlap, planUndo, type Side, UNDO_KEPT, type UndoFacts } from '../../src/restore/undo-plan.js';

const blob = (text: string) => ({ mode: '100644', blob: text.padEnd(40, '0') });

/** Facts from three maps of path -> side (missing: no file there). */
function facts(
  sides: { base: Record<string, Side>; end: Record<string, Side>; now: Record<string, Side> },
  rest: Partial<UndoFacts> = {},
): UndoFacts {
  const paths = [...new Set([...Object.keys(sides.base), ...Object.keys(sides.end)])];
  return {
    paths,
    base: (path) => sides.base[path] ?? {},
    end: (path) => sides.end[path] ?? {},
    now: (path) => sides.now[path] ?? {},
    repositories: [],
    others: [],
    endId: 'chk_end',
    ...rest,
  };
}

describe('planUndo', () => {
  it('an edit, a file made and a file deleted go back; what changed since the turn ended is kept and named', () => {
    const plan = planUndo(
      facts({
        base: { 'a.txt': { entry: blob('a1') }, 'gone.txt': { entry: blob('g') }, 'later.txt': { entry: blob('l1') } },
        end: { 'a.txt': { entry: blob('a2') }, 'new.txt': { entry: blob('n') }, 'later.txt': { entry: blob('l2') } },
        now: { 'a.txt': { entry: blob('a2') }, 'new.txt': { entry: blob('n') }, 'later.txt': { entry: blob('l3') } },
      }),
    );
    expect(plan.restore).toEqual([
      { path: 'a.txt', from: blob('a2'), to: blob('a1'), permissions: undefined },
      { path: 'gone.txt', from: undefined, to: blob('g'), permissions: undefined },
      { path: 'new.txt', from: blob('n'), to: undefined, permissions: undefined },
    ]);
    expect(plan.kept).toEqual([{ path: 'later.txt', reason: UNDO_KEPT.since('chk_end') }]);
  });

  it('permission bits alone: a loosened key goes back to 0600', () => {
    const plan = planUndo(
      facts({
        base: { 'key.pem': { entry: blob('k'), permissions: 0o600 } },
        end: { 'key.pem': { entry: blob('k') } },
        now: { 'key.pem': { entry: blob('k') } },
      }),
    );
    expect(plan.restore).toEqual([{ path: 'key.pem', from: blob('k'), to: blob('k'), permissions: 0o600 }]);
  });

  it('a path no snapshot held at either end is named with its reason, never guessed', () => {
    const plan = planUndo(
      facts({
        base: { 'data.bin': { notCaptured: 'over the size cap' } },
        end: { 'data.bin': { entry: blob('small') } },
        now: { 'data.bin': { entry: blob('small') } },
      }),
    );
    expect(plan.restore).toEqual([]);
    expect(plan.kept).toEqual([{ path: 'data.bin', reason: UNDO_KEPT.notHeld('over the size cap', 'at the prompt') }]);
  });

  it("a file the turn's calls wrote that no snapshot ever holds (ignored, over the cap at one size) is named; one it did not write is not", () => {
    const sides = {
      base: { 'a.txt': { entry: blob('a1') }, 'big.bin': { notCaptured: 'over the size cap' } },
      end: { 'a.txt': { entry: blob('a2') }, 'big.bin': { notCaptured: 'over the size cap' } },
      now: {},
    };
    const plan = planUndo({
      ...facts(sides, { own: new Set(['a.txt', '.env', 'big.bin', 'build']), unheld: new Map([['.env', 'ignored by git']]) }),
      paths: ['a.txt'],
      now: (path) => (path === 'a.txt' ? { entry: blob('a2') } : {}),
    });
    expect(plan.restore.map((change) => change.path)).toEqual(['a.txt']);
    expect(plan.kept).toEqual([
      { path: '.env', reason: UNDO_KEPT.neverHeld('ignored by git') },
      { path: 'big.bin', reason: UNDO_KEPT.neverHeld('over the size cap') },
    ]);
  });

  describe('another session working at the same time', () => {
    const sides = {
      base: { 'mine.txt': { entry: blob('m1') }, 'theirs.txt': { entry: blob('t1') }, 'both.txt': { entry: blob('b1') } },
      end: {
        'mine.txt': { entry: blob('m2') },
        'theirs.txt': { entry: blob('t2') },
        'both.txt': { entry: blob('b2') },
        'gen.txt': { entry: blob('g') },
      },
      now: {
        'mine.txt': { entry: blob('m2') },
        'theirs.txt': { entry: blob('t2') },
        'both.txt': { entry: blob('b2') },
        'gen.txt': { entry: blob('g') },
      },
    };
    const codex: Overlap = { who: 'codex session x', named: new Set(['theirs.txt', 'both.txt']) };

    it('only what this session named goes back; what the other named, or both, or nobody, is kept and named', () => {
      const plan = planUndo(facts(sides, { own: new Set(['mine.txt', 'both.txt']), others: [codex] }));
      expect(plan.restore.map((change) => change.path)).toEqual(['mine.txt']);
      expect(plan.kept).toEqual([
        { path: 'both.txt', reason: UNDO_KEPT.both('codex session x') },
        { path: 'gen.txt', reason: UNDO_KEPT.unknown('codex session x') },
        { path: 'theirs.txt', reason: UNDO_KEPT.theirs('codex session x') },
      ]);
    });

    it('alone, every path the turn changed is its own, named by its calls or not (a generator, an install)', () => {
      const plan = planUndo(facts(sides, { own: new Set(['mine.txt']) }));
      expect(plan.restore.map((change) => change.path).sort()).toEqual(['both.txt', 'gen.txt', 'mine.txt', 'theirs.txt']);
    });
  });

  it("a submodule's files: each path the calls named in it, else the folder, is named; only the asked paths", () => {
    const repositories = [
      { path: 'vendor/lib', base: 'f1', end: 'f2', kind: 'a submodule', named: ['vendor/lib/inner.txt'] },
      { path: 'tools/own', base: 'f1', end: 'f3', kind: 'a nested repository', named: [] },
      { path: 'still', base: 'f1', end: 'f1', kind: 'a submodule', named: [] },
    ];
    const plan = planUndo(facts({ base: {}, end: {}, now: {} }, { repositories }));
    expect(plan.kept).toEqual([
      { path: 'tools/own', reason: UNDO_KEPT.inside('a nested repository') },
      { path: 'vendor/lib/inner.txt', reason: UNDO_KEPT.insideNamed('a submodule', 'vendor/lib') },
    ]);
    expect(planUndo(facts({ base: {}, end: {}, now: {} }, { repositories, only: new Set(['vendor/lib/inner.txt']) })).kept).toHaveLength(1);
  });
});
