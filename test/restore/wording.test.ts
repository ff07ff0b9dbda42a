// What a person reads of a restore point (restore/resume.ts, restore/undo.ts): its time with the zone, what it is
// about in a few words of its own, and which paths `-- <path>...` stands for.
import { describe, expect, it } from 'vitest';
import type { RestorePoint } from '../../src/restore/point.js';
import { localTime, pointSummary } from '../../src/restore/resume.js';
import { withinPaths } from '../../src/restore/undo.js';

describe('localTime', () => {
  it.each([
    { zone: 'UTC', offset: 0, expected: '2026-11-28 08:27+00:00' },
    { zone: 'Asia/Kolkata', offset: 330, expected: '2026-11-28 13:57+05:30' },
    { zone: 'America/St_Johns', offset: -210, expected: '2026-11-28 04:57-03:30' },
    { zone: 'Pacific/Kiritimati', offset: 840, expected: '2026-11-28 22:27+14:00' },
  ])('$zone', ({ offset, expected }) => {
    expect(localTime(Date.UTC(2026, 10, 28, 8, 27, 38), offset)).toBe(expected);
  });
});

const at = (trigger: RestorePoint['trigger'], fields: Partial<RestorePoint>) => ({ trigger, ...fields }) as RestorePoint;

describe('pointSummary', () => {
  it.each([
    { name: 'a note first', point: at('manual', { note: 'parser done', intent: 'write the parser' }), expected: 'parser done' },
    {
      name: "a turn: its own turn's prompt",
      point: at('turn', { intent: 'wire the api', task: 'add the login form' }),
      expected: '"wire the api"',
    },
    { name: 'a prompt point: before its prompt', point: at('prompt', { intent: 'wire the api' }), expected: 'before "wire the api"' },
    {
      name: 'a start point: before its prompt',
      point: at('start', { intent: 'add the login form' }),
      expected: 'before "add the login form"',
    },
    { name: "never the session's first prompt (the task)", point: at('precompact', { task: 'add the login form' }), expected: '' },
    { name: 'one line, clipped', point: at('turn', { intent: `fix\n${'x'.repeat(100)}` }), expected: `"fix ${'x'.repeat(75)}…"` },
  ])('$name', ({ point, expected }) => {
    expect(pointSummary(point)).toBe(expected);
  });
});

describe('withinPaths', () => {
  it.each([
    { only: ['a.txt'], path: 'a.txt', within: true },
    { only: ['a.txt'], path: 'a.txt.bak', within: false },
    { only: ['src'], path: 'src/x/y.ts', within: true },
    { only: ['src/'], path: 'src/x.ts', within: true },
    { only: ['src'], path: 'srcs/x.ts', within: false },
    { only: ['.'], path: 'anything/at/all', within: true },
    { only: ['docs', 'a.txt'], path: 'a.txt', within: true },
  ])('$only takes $path: $within', ({ only, path, within }) => {
    expect(withinPaths(only)(path)).toBe(within);
  });
});
