import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { autoPick, type PendingMarker, pendingOffer, resumeContext } from '../../src/restore/resume.js';
import { takePoint } from '../../src/restore/save.js';
import { Workspace } from '../../src/restore/workspace.js';
import { makeRepo, type Sandbox } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

const m = (id: string, sessionId: string, trigger: string, createdAt: number, agent = 'claude'): PendingMarker => ({
  id,
  sessionId,
  trigger,
  createdAt,
  agent,
  file: `${agent}-${sessionId}`,
});
const MIN = 60_000;

describe('pendingOffer', () => {
  it.each([
    {
      name: 'own session first',
      markers: [m('b', 'other', 'manual', 2 * MIN), m('a', 'me', 'turn', MIN)],
      own: 'a',
      others: ['b'],
      pick: 'a',
    },
    { name: 'exactly one foreign is offered', markers: [m('b', 'other', 'turn', MIN)], own: undefined, others: ['b'], pick: 'b' },
    {
      name: 'several foreign are never auto-picked',
      markers: [m('c', 'x', 'turn', 3 * MIN), m('b', 'y', 'manual', MIN)],
      own: undefined,
      others: ['c', 'b'],
      pick: undefined,
    },
    {
      name: 'unsorted markers come out newest first',
      markers: [m('b', 'y', 'manual', 2 * MIN), m('c', 'x', 'turn', 10 * MIN)],
      own: undefined,
      others: ['c', 'b'],
      pick: undefined,
    },
    {
      name: 'same id in another agent is not own',
      markers: [m('a', 'me', 'turn', MIN, 'gemini')],
      own: undefined,
      others: ['a'],
      pick: 'a',
    },
  ])('$name', ({ markers, own, others, pick }) => {
    const offer = pendingOffer(markers, 'claude', 'me');
    expect(offer.own?.id).toBe(own);
    expect(offer.others.map((x) => x.id)).toEqual(others);
    expect(autoPick(offer)?.id).toBe(pick);
  });
});

describe('resumeContext', () => {
  it('hands a new session of another agent the state, saying it comes from another session', async () => {
    box = makeRepo();
    const { point } = await takePoint({
      cwd: box.repo,
      trigger: 'manual',
      agent: 'claude',
      sessionId: 'c1',
      env: box.env,
      marker: true,
      note: 'half way',
      decisions: [{ decision: 'Use Postgres', because: 'JSON columns' }],
      questions: ['Which port?'],
      timeline: {
        agent: 'claude',
        prompt: 'add login',
        calls: [],
        priorReads: ['docs/plan.md'],
        checkpointsInTurn: 0,
        lastUserIsCheckpoint: false,
        unansweredCalls: 0,
        truncated: false,
        bytesRead: 0,
        todos: [
          { content: 'write form', status: 'completed' },
          { content: 'wire api', status: 'in_progress' },
        ],
      },
    });
    const text = resumeContext(new Workspace(box.repo, box.env), 'gemini', 'g1', () => 'checkpoint')!;
    expect(text).toContain('[Checkpoint] - ');
    expect(text).toContain('another session (claude session c1)');
    expect(text).toContain('Task: add login');
    expect(text).toContain('Step: wire api (1/2 todos done)');
    expect(text).toContain('- [in_progress] wire api');
    expect(text).not.toContain('write form');
    expect(text).toContain('Use Postgres, because JSON columns');
    expect(text).toContain('Which port?');
    expect(text).toContain('docs/plan.md');
    expect(text).toContain(`checkpoint restore ${point.id}`);
    expect(resumeContext(new Workspace(box.repo, box.env), 'claude', 'c1', () => 'checkpoint')).not.toContain('another session');
  });

  it('an automatic point right after a voluntary save of the same session keeps the voluntary marker', async () => {
    box = makeRepo();
    const manual = (
      await takePoint({ cwd: box.repo, trigger: 'manual', agent: 'claude', sessionId: 's', env: box.env, marker: true, now: 1_000_000 })
    ).point;
    box.write('x.txt', 'x');
    await takePoint({ cwd: box.repo, trigger: 'turn', agent: 'claude', sessionId: 's', env: box.env, marker: true, now: 1_000_000 + MIN });
    const ws = new Workspace(box.repo, box.env);
    expect(ws.markers().map((x) => x.id)).toEqual([manual.id]);
    box.write('y.txt', 'y');
    const later = (
      await takePoint({
        cwd: box.repo,
        trigger: 'turn',
        agent: 'claude',
        sessionId: 's',
        env: box.env,
        marker: true,
        now: 1_000_000 + 3 * MIN,
      })
    ).point;
    expect(ws.markers().map((x) => x.id)).toEqual([later.id]);
  });

  it('lists several foreign markers newest first and picks none', async () => {
    box = makeRepo();
    const a = (
      await takePoint({ cwd: box.repo, trigger: 'turn', agent: 'claude', sessionId: 'a', env: box.env, marker: true, now: 1_000_000 })
    ).point;
    const b = (
      await takePoint({
        cwd: box.repo,
        trigger: 'turn',
        agent: 'codex',
        sessionId: 'b',
        env: box.env,
        marker: true,
        now: 1_000_000 + 10 * MIN,
      })
    ).point;
    const text = resumeContext(new Workspace(box.repo, box.env), 'gemini', 'g', () => 'checkpoint')!;
    expect(text).toContain('none is picked for you');
    expect(text.indexOf(b.id)).toBeLessThan(text.indexOf(a.id));
    expect(text).not.toContain('Task:');
  });

  it('a corrupt record behind the marker offers its parent', async () => {
    box = makeRepo();
    const first = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, agent: 'claude', sessionId: 'x' })).point;
    const second = (await takePoint({ cwd: box.repo, trigger: 'manual', env: box.env, agent: 'claude', sessionId: 'x', marker: true }))
      .point;
    const ws = new Workspace(box.repo, box.env);
    writeFileSync(ws.pointFile(second.id), '{"version":1,"id":');
    const text = resumeContext(ws, 'claude', 'x', () => 'checkpoint')!;
    expect(text).toContain(`${second.id} is unreadable; its parent ${first.id}`);
  });
});
