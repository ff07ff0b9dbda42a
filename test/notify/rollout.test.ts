import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codexHome } from '../../src/agents/codex.js';
import { findRollout, recentDayFolders } from '../../src/notify/rollout.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 86_400_000;
const dayFolder = (daysAgo: number) => recentDayFolders(NOW - daysAgo * DAY, 1)[0]!;

let home: string;
const rollout = (daysAgo: number, time: string, thread: string) =>
  join(home, 'sessions', dayFolder(daysAgo), `rollout-${time}-${thread}.jsonl`);

// The tree a few weeks of Codex use leaves behind.
const files = () => [
  rollout(0, '2026-11-22T10-00-00', 'today-a'),
  rollout(0, '2026-11-22T11-00-00', 'today-b'),
  rollout(2, '2026-11-20T09-00-00', 'recent'),
  rollout(40, '2026-10-13T09-00-00', 'old'),
  rollout(400, '2025-10-18T09-00-00', 'very-old'),
  rollout(3, '2026-11-19T09-00-00', 'resumed'),
  rollout(30, '2026-10-23T09-00-00', 'resumed'),
];

beforeAll(() => {
  home = mkdtempSync(join(tmpdir(), 'checkpoint-codex-home-'));
  for (const file of files()) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '{}\n');
  }
  // Noise the walk must skip: a non-date folder, a stray file at month level, a non-rollout file.
  mkdirSync(join(home, 'sessions', 'tmp'), { recursive: true });
  writeFileSync(join(home, 'sessions', dayFolder(0), '..', 'notes.txt'), 'x');
  writeFileSync(join(home, 'sessions', dayFolder(0), 'today-a.jsonl'), 'x');
});
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe('findRollout', () => {
  const rows: { name: string; input: { thread: string; maxDayFolders?: number }; expected: () => string | undefined }[] = [
    { name: "today's folder", input: { thread: 'today-a' }, expected: () => rollout(0, '2026-11-22T10-00-00', 'today-a') },
    { name: 'several threads in one folder', input: { thread: 'today-b' }, expected: () => rollout(0, '2026-11-22T11-00-00', 'today-b') },
    { name: 'a few days ago', input: { thread: 'recent' }, expected: () => rollout(2, '2026-11-20T09-00-00', 'recent') },
    { name: 'older than the recent window (walk)', input: { thread: 'old' }, expected: () => rollout(40, '2026-10-13T09-00-00', 'old') },
    { name: 'last year (walk)', input: { thread: 'very-old' }, expected: () => rollout(400, '2025-10-18T09-00-00', 'very-old') },
    { name: 'newest folder wins', input: { thread: 'resumed' }, expected: () => rollout(3, '2026-11-19T09-00-00', 'resumed') },
    { name: 'unknown thread', input: { thread: 'missing' }, expected: () => undefined },
    { name: 'a suffix of another thread id is not a match', input: { thread: 'a' }, expected: () => undefined },
    { name: 'walk budget bounds the search', input: { thread: 'very-old', maxDayFolders: 2 }, expected: () => undefined },
    { name: 'path-like thread id', input: { thread: '../today-a' }, expected: () => undefined },
    { name: 'empty thread id', input: { thread: '' }, expected: () => undefined },
  ];
  it.each(rows)('$name', async ({ input, expected }) => {
    const found = await findRollout(input.thread, {
      env: { CODEX_HOME: home },
      now: NOW,
      maxDayFolders: input.maxDayFolders,
    });
    expect(found).toBe(expected());
  });

  it('finds nothing when CODEX_HOME has no sessions folder', async () => {
    expect(await findRollout('today-a', { env: { CODEX_HOME: join(home, 'nope') }, now: NOW })).toBeUndefined();
  });
});

describe('codexHome', () => {
  it.each([
    { name: 'CODEX_HOME wins', input: { CODEX_HOME: '/x/codex', HOME: '/h' }, expected: '/x/codex' },
    { name: 'default under HOME', input: { HOME: '/h' }, expected: join('/h', '.codex') },
  ])('$name', ({ input, expected }) => {
    expect(codexHome(input)).toBe(expected);
  });
});

describe('recentDayFolders', () => {
  it('lists today first, one folder per day at least, zero padded', () => {
    const folders = recentDayFolders(NOW, 3);
    expect(folders[0]).toBe(join('2026', '11', '22'));
    expect(folders).toContain(join('2026', '11', '21'));
    expect(folders).toContain(join('2026', '11', '20'));
    expect(new Set(folders).size).toBe(folders.length);
  });

  it('covers both the local and the UTC date near midnight, west and east of UTC', () => {
    const newYork = () => -300;
    const berlin = () => 60;
    // 00:30 UTC on January 1st is still December 31st in New York (local first)
    expect(recentDayFolders(Date.UTC(2026, 0, 1, 0, 30), 1, newYork)).toEqual([join('2025', '12', '31'), join('2026', '01', '01')]);
    // 23:30 UTC on December 31st is already January 1st in Berlin
    expect(recentDayFolders(Date.UTC(2025, 11, 31, 23, 30), 1, berlin)).toEqual([join('2026', '01', '01'), join('2025', '12', '31')]);
    // at noon both zones name one day, once
    expect(recentDayFolders(Date.UTC(2026, 0, 1, 12, 0), 1, newYork)).toEqual([join('2026', '01', '01')]);
  });
});
