// The investigation reports of a workspace in the JSON store, in a temp state dir on the fast project's in-memory disk.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Report, ReportStore } from '../../src/guard/reports.js';
import { workspaceKey } from '../../src/util/paths.js';
import { tempDir } from '../helpers/temp.js';

let state: string;
let store: ReportStore;
const workspace = '/repos/project';
beforeEach(() => {
  state = tempDir('checkpoint-reports-');
  store = new ReportStore(workspace, { CHECKPOINT_STATE_DIR: state });
});

const closed = (closedAt: number, goal = 'why') => ({
  sessionId: 's1',
  agent: 'claude',
  goal,
  report: 'found',
  openedAt: 0,
  closedAt,
  files: [],
});

describe('ReportStore', () => {
  it('adds reports under time-sortable ids, lists them newest first, removes by id', async () => {
    const first = await store.add(closed(1000, 'first'));
    const second = await store.add(closed(2000, 'second'));
    expect(first.id).toMatch(/^rpt_[0-9a-z]{16}$/);
    expect([first.id, second.id].sort()).toEqual([first.id, second.id]);
    expect((await store.all()).map((report) => report.goal)).toEqual(['second', 'first']);
    await store.remove([first.id]);
    expect((await store.all()).map((report) => report.goal)).toEqual(['second']);
  });

  it('a delivered mark rewrites the report whole', async () => {
    const report = await store.add(closed(1000));
    await store.put({ ...report, deliveredAt: 5000 });
    expect(await store.all()).toEqual([{ ...report, deliveredAt: 5000 }]);
  });

  it('reads a report of the old id form; skips torn files, other schemas and a file naming another id', async () => {
    const dir = join(state, 'reports', workspaceKey(workspace));
    const old: Report = { ...closed(500, 'old'), id: 'lq2x8k3a0-abc123', workspace };
    await store.put(old);
    writeFileSync(join(dir, 'torn.json'), '{"id":');
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ id: 'other', goal: 1 }));
    writeFileSync(join(dir, 'renamed.json'), JSON.stringify({ ...old, id: 'not-renamed' }));
    expect(await store.all()).toEqual([old]);
    await store.remove([old.id]);
    expect(readdirSync(dir).sort()).toEqual(['other.json', 'renamed.json', 'torn.json']);
  });

  it('keeps each workspace to its own reports', async () => {
    await store.add(closed(1000));
    expect(await new ReportStore('/repos/other', { CHECKPOINT_STATE_DIR: state }).all()).toEqual([]);
  });
});
