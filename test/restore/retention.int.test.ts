import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportStore } from '../../src/guard/reports.js';
import { onSessionStart } from '../../src/restore/hooks.js';
import type { RestorePoint, StoredPoint } from '../../src/restore/point.js';
import { newPointId } from '../../src/restore/point.js';
import { planPrune, planReports, prune } from '../../src/restore/retention.js';
import { takePoint } from '../../src/restore/save.js';
import { Stager } from '../../src/restore/stage.js';
import { Workspace } from '../../src/restore/workspace.js';
import { writeUserConfig } from '../helpers/user-config.js';
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

describe('investigation reports', () => {
  it("are kept by the restore points' retention: the newest N, the young, and always the newest", () => {
    const reports = [40, 30, 20, 3, 1].map((age, i) => ({ id: `r${i}`, closedAt: NOW - age * DAY }));
    expect(planReports(reports, { keep: 2, maxAgeDays: 14 }, NOW).sort()).toEqual(['r0', 'r1', 'r2']);
    expect(planReports(reports, { keep: 1, maxAgeDays: 0 }, NOW).sort()).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect(planReports(reports, { keep: 20, maxAgeDays: 0 }, NOW)).toEqual([]);
  });

  it("are pruned with the workspace's points, a dry run removing nothing, other workspaces untouched", async () => {
    box = makeRepo();
    const other = makeRepo();
    try {
      const env = box.env;
      const store = new ReportStore(box.repo, env);
      const elsewhere = new ReportStore(other.repo, env);
      const report = (closedAt: number) => ({
        sessionId: 's',
        agent: 'claude',
        goal: 'g',
        report: 'r',
        openedAt: closedAt - 1,
        closedAt,
        files: [],
      });
      const now = Date.now();
      const old = await store.add(report(now - 40 * DAY));
      const young = await store.add(report(now - DAY));
      const foreign = await elsewhere.add(report(now - 40 * DAY));
      await takePoint({ cwd: box.repo, trigger: 'turn', env });
      const ws = new Workspace(box.repo, env);
      const dry = await prune(ws, { keep: 1, maxAgeDays: 14 }, now, { dryRun: true });
      expect(dry.reports).toBe(1);
      expect((await store.all()).map((r) => r.id).sort()).toEqual([old.id, young.id].sort());
      const done = await prune(ws, { keep: 1, maxAgeDays: 14 }, now);
      expect(done.reports).toBe(1);
      expect((await store.all()).map((r) => r.id)).toEqual([young.id]);
      expect((await elsewhere.all()).map((r) => r.id)).toEqual([foreign.id]);
    } finally {
      other.cleanup();
    }
  });
});

describe('the trash', () => {
  it('checkpoint prune empties it; the daily prune keeps the days inside the age window and their snapshots', async () => {
    box = makeRepo();
    const env = box.env;
    const save = async () => (await takePoint({ cwd: box!.repo, trigger: 'manual', env })).point;
    const gone = await save();
    box.write('src/app.js', 'export const a = 9;\n');
    const newest = await save();
    const ws = new Workspace(box.repo, env);
    ws.trash(ws.pointFile(gone.id));
    // A day of trash far older than the window.
    const oldDay = join(ws.dir, 'trash', '2020-01-01');
    mkdirSync(oldDay, { recursive: true });
    writeFileSync(join(oldDay, 'chk_old.json'), '{}');
    const shadow = new Stager(ws);
    const daily = await prune(ws, { keep: 1, maxAgeDays: 7 }, Date.now(), { daily: true });
    expect(daily.trashEmptied).toBe(1);
    expect(existsSync(oldDay)).toBe(false);
    expect(readdirSync(join(ws.dir, 'trash'))).toHaveLength(1);
    // The trashed point's snapshot is still there to restore once its record is moved back.
    expect(shadow.exists(gone.snapshot!.tree!)).toBe(true);
    expect(ws.ids()).toEqual([newest.id]);
    const manual = await prune(ws, { keep: 1, maxAgeDays: 7 }, Date.now());
    expect(manual.trashEmptied).toBe(1);
    expect(existsSync(join(ws.dir, 'trash'))).toBe(false);
    expect(shadow.exists(gone.snapshot!.tree!)).toBe(false);
  });
});

describe('daily prune from SessionStart', () => {
  it('also runs for a workspace that has only investigation reports', async () => {
    box = makeRepo();
    const store = new ReportStore(box.repo, box.env);
    const closedAt = Date.now() - 40 * DAY;
    await store.add({ sessionId: 's', agent: 'claude', goal: 'g', report: 'old', openedAt: closedAt, closedAt, files: [] });
    const young = await store.add({
      sessionId: 's',
      agent: 'claude',
      goal: 'g',
      report: 'new',
      openedAt: Date.now(),
      closedAt: Date.now(),
      files: [],
    });
    writeUserConfig(box.env, { restore: { keep: 1 } });
    await onSessionStart(
      { agent: 'claude', sessionId: 's', cwd: box.repo, event: { kind: 'session-start', resumed: false, compacted: false } },
      box.env,
      'inline',
    );
    expect((await store.all()).map((r) => r.id)).toEqual([young.id]);
  });

  it('runs at most once a day', async () => {
    box = makeRepo();
    const old = (await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env, now: Date.now() - 30 * DAY })).point;
    box.write('x.txt', 'x');
    await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env });
    const ws = new Workspace(box.repo, box.env);
    const input = {
      agent: 'claude' as const,
      sessionId: 's',
      cwd: box.repo,
      event: { kind: 'session-start' as const, resumed: false, compacted: false },
    };
    // keep 20 by default: shrink it so the old point is due
    writeUserConfig(box.env, { restore: { keep: 1 } });
    await onSessionStart(input, box.env, 'inline');
    expect(ws.ids()).not.toContain(old.id);
    expect(existsSync(join(ws.dir, 'last-prune'))).toBe(true);
    const again = (await takePoint({ cwd: box.repo, trigger: 'turn', env: box.env, now: Date.now() - 30 * DAY })).point;
    await onSessionStart(input, box.env, 'inline');
    expect(ws.ids()).toContain(again.id);
    const yesterday = (Date.now() - 2 * DAY) / 1000;
    utimesSync(join(ws.dir, 'last-prune'), yesterday, yesterday);
    await onSessionStart(input, box.env, 'inline');
    expect(ws.ids()).not.toContain(again.id);
  });
});

describe('the stores of workspaces that are gone', () => {
  it('the daily prune never removes one; checkpoint prune removes only one whose folder is gone from a folder that is there', async () => {
    box = makeRepo();
    const env = box.env;
    const project = (path: string) => {
      const root = join(box!.base, path);
      mkdirSync(root, { recursive: true });
      writeFileSync(join(root, 'notes.txt'), 'work\n');
      return root;
    };
    // A removed clone; a project on a disk that is not mounted (its parent is missing too); one whose path
    // cannot be read (here a file where its parent folder was: ENOTDIR, as EACCES is, is not ENOENT).
    const [removed, unmounted, unreadable] = [project('clone'), project('disk/project'), project('share/project')];
    for (const root of [removed, unmounted, unreadable]) await takePoint({ cwd: root, trigger: 'manual', env });
    await takePoint({ cwd: box.repo, trigger: 'manual', env });
    rmSync(removed, { recursive: true });
    rmSync(join(box.base, 'disk'), { recursive: true });
    rmSync(join(box.base, 'share'), { recursive: true });
    writeFileSync(join(box.base, 'share'), 'not a folder\n');
    const stores = () => [removed, unmounted, unreadable].filter((root) => existsSync(new Workspace(root, env).dir));
    const ws = new Workspace(box.repo, env);
    const daily = await prune(ws, { keep: 20, maxAgeDays: 14 }, Date.now(), { daily: true });
    expect(daily.reclaimed).toEqual([]);
    expect(stores()).toEqual([removed, unmounted, unreadable]);
    const dry = await prune(ws, { keep: 20, maxAgeDays: 14 }, Date.now(), { dryRun: true });
    expect(dry.reclaimed).toEqual([removed]);
    expect(stores()).toEqual([removed, unmounted, unreadable]);
    const manual = await prune(ws, { keep: 20, maxAgeDays: 14 }, Date.now());
    expect(manual.reclaimed).toEqual([removed]);
    expect(stores()).toEqual([unmounted, unreadable]);
  });

  it('their points still count toward the store cap', async () => {
    box = makeRepo();
    const env = box.env;
    const root = join(box.base, 'disk', 'project');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'big.txt'), 'x'.repeat(100_000));
    const old = (await takePoint({ cwd: root, trigger: 'turn', env, now: Date.now() - 2 * DAY })).point;
    writeFileSync(join(root, 'big.txt'), 'y'.repeat(100_000));
    await takePoint({ cwd: root, trigger: 'turn', env, now: Date.now() - DAY });
    await takePoint({ cwd: box.repo, trigger: 'manual', env });
    rmSync(join(box.base, 'disk'), { recursive: true });
    const result = await prune(new Workspace(box.repo, env), { keep: 20, maxAgeDays: 14, maxStoreBytes: 1 }, Date.now(), { daily: true });
    expect(result.overCap).toEqual([old.id]);
    expect(new Workspace(root, env).ids()).toHaveLength(1);
  });
});
