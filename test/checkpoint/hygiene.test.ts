import { describe, expect, it } from 'vitest';
import { blindEdits, spreadObservation, topLevelFolders } from '../../src/checkpoint/hygiene.js';
import { scopeToTurn } from '../../src/checkpoint/turn-scope.js';
import type { ToolCall } from '../../src/transcript/timeline.js';
import { edit, read, shell } from './_helpers.js';

const root = '/repo';
const judged = new Set(['src/a.ts', 'src/b.ts', 'src/new.ts']);

function blind(calls: ToolCall[], priorReads: string[] = [], created: string[] = []): string[] {
  const scope = scopeToTurn([...judged], calls, { root, cwd: root });
  return blindEdits({ calls, effects: scope.effects, priorReads: new Set(priorReads), created: new Set(created), judged });
}

describe('blind edits', () => {
  it.each([
    { name: 'edit without read', input: { calls: [edit('src/a.ts')] }, expected: ['src/a.ts'] },
    { name: 'read then edit', input: { calls: [read('src/a.ts'), edit('src/a.ts')] }, expected: [] },
    { name: 'read by absolute path', input: { calls: [read('/repo/src/a.ts'), edit('src/a.ts')] }, expected: [] },
    {
      name: 'read after the first edit is too late',
      input: { calls: [edit('src/a.ts'), read('src/a.ts'), edit('src/a.ts')] },
      expected: ['src/a.ts'],
    },
    { name: 'read in an earlier turn', input: { calls: [edit('src/a.ts')], priorReads: ['src/a.ts'] }, expected: [] },
    { name: 'shell cat counts as a read (Codex)', input: { calls: [shell('cat src/a.ts'), edit('src/a.ts')] }, expected: [] },
    { name: 'sed -n counts as a read', input: { calls: [shell("sed -n '1,80p' src/a.ts"), edit('src/a.ts')] }, expected: [] },
    { name: 'a new file needs no read', input: { calls: [edit('src/new.ts')], created: ['src/new.ts'] }, expected: [] },
    { name: 'once per file', input: { calls: [edit('src/a.ts'), edit('src/a.ts'), edit('src/b.ts')] }, expected: ['src/a.ts', 'src/b.ts'] },
    { name: 'files not judged (docs) are skipped', input: { calls: [edit('README.md')] }, expected: [] },
    { name: 'a failed edit is not an edit', input: { calls: [edit('src/a.ts', { failed: true })] }, expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(blind(input.calls, input.priorReads, input.created)).toEqual(expected);
  });
});

describe('spread', () => {
  it.each([
    { name: 'three folders are fine', input: ['a/x', 'b/x', 'c/x', 'root.ts'], expected: undefined },
    {
      name: 'four folders',
      input: ['src/a.ts', 'test/a.ts', 'docs/a.md', 'scripts/x.sh', 'src/b.ts'],
      expected: 'changes span 4 top-level folders (docs, scripts, src, test): consider finishing and verifying one area at a time',
    },
    { name: 'root files are no folder', input: ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e/x'], expected: undefined },
  ])('$name', ({ input, expected }) => {
    expect(spreadObservation(input)).toBe(expected);
  });

  it('lists folders sorted and unique', () => {
    expect(topLevelFolders(['b/1', 'a/1', 'b/2'])).toEqual(['a', 'b']);
  });
});
