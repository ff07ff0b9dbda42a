import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { onSessionStart } from '../../src/restore/hooks.js';
import { newPointId } from '../../src/restore/ids.js';
import type { RestorePoint, StoredPoint } from '../../src/restore/record.js';
import { planPrune } from '../../src/restore/retention.js';
import { savePoint } from '../../src/restore/save.js';
import { Workspace } from '../../src/restore/store.js';
import { makeRepo, type Sandbox } from './_helpers.js';

const DAY = 86_400_000;
const NOW = 100 * DAY;

function stored(ageDays: number, extra: Partial<RestorePoint> = {}): StoredPoint {
  const createdAt = NOW - ageDays * DAY;
  const id = newPointId(createdAt);
  return {
    id,
    point: {
      version: 1,
      id,
      createdAt,
      trigger: 'turn',
      cwd: '/p',
      root: '/p',
      todos: [],
      filesModified: [],
      artifacts: [],
      agentOutputs: [],
      decisions: [],
      openQuestions: [],
      ...extra,
    },
  };
}

describe('planPrune', () => {
  const points = [
    stored(30),
    stored(20, { name: 'release' }),
    stored(18, { trigger: 'phase' }),
    stored(16),
    stored(15),
    stored(3),
    stored(1),
  ];
  it.each([
    { name: 'keep 2, 14 days', policy: { keep: 2, maxAgeDays: 14 }, kept: [1, 2, 5, 6] },
    { name: 'keep 4, 14 days', policy: { keep: 4, maxAgeDays: 14 }, kept: [1, 2, 3, 4, 5, 6] },
    { name: 'keep 1, 0 days: the newest, named and phase', policy: { keep: 1, maxAgeDays: 0 }, kept: [1, 2, 6] },
    { name: 'keep 100', policy: { keep: 100, maxAgeDays: 0 }, kept: [0, 1, 2, 3, 4, 5, 6] },
  ])('$name', ({ policy, kept }) => {
    // kept holds indexes of `points`, oldest first
    const expected = kept.map((i) => points[i].id);
    const plan = planPrune(points, policy, NOW);
    expect(plan.keep.sort()).toEqual(expected.sort());
    expect(plan.drop.length + plan.keep.length).toBe(points.length);
  });

  it('a corrupt record is aged by its id', () => {
    const corrupt: StoredPoint = { id: newPointId(NOW - 40 * DAY), raw: '{', problem: 'x' };
    expect(planPrune([corrupt, stored(1)], { keep: 1, maxAgeDays: 14 }, NOW).drop).toEqual([corrupt.id]);
  });
});

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

describe('daily prune from SessionStart', () => {
  it('runs at most once a day', async () => {
    box = makeRepo();
    const old = (await savePoint({ cwd: box.repo, trigger: 'turn', env: box.env, now: Date.now() - 30 * DAY })).point;
    box.write('x.txt', 'x');
    await savePoint({ cwd: box.repo, trigger: 'turn', env: box.env });
    const ws = new Workspace(box.repo, box.env);
    const input = {
      agent: 'claude' as const,
      sessionId: 's',
      cwd: box.repo,
      event: { kind: 'session-start' as const, resumed: false, compacted: false },
    };
    // keep 20 by default: shrink it so the old point is due
    writeFileSync(join(box.repo, '.checkpoint.json'), JSON.stringify({ restore: { keep: 1 } }));
    await onSessionStart(input, box.env);
    expect(ws.ids()).not.toContain(old.id);
    expect(existsSync(join(ws.dir, 'last-prune'))).toBe(true);
    const again = (await savePoint({ cwd: box.repo, trigger: 'turn', env: box.env, now: Date.now() - 30 * DAY })).point;
    await onSessionStart(input, box.env);
    expect(ws.ids()).toContain(again.id);
    const yesterday = (Date.now() - 2 * DAY) / 1000;
    utimesSync(join(ws.dir, 'last-prune'), yesterday, yesterday);
    await onSessionStart(input, box.env);
    expect(ws.ids()).not.toContain(again.id);
  });
});
