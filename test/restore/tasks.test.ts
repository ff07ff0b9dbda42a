// The task a detached run takes from its stdin (restore/tasks.ts parseTask): a task of a kind it runs, or nothing.
// What schedule writes there is the detached run's, shown on the bundle (restore/flow.int.test.ts).
import { describe, expect, it } from 'vitest';
import { parseTask } from '../../src/restore/tasks.js';

const session = { agent: 'claude', sessionId: 's1', cwd: '/p' };

describe('the task of a detached run', () => {
  it.each([
    { name: 'a turn end, at the moment of its stop', task: { kind: 'turn-end', session, at: 5 }, ok: true },
    { name: 'a turn end with a transcript', task: { kind: 'turn-end', session: { ...session, transcriptPath: '/t' }, at: 5 }, ok: true },
    { name: 'the upkeep after a risky point', task: { kind: 'upkeep', session }, ok: true },
    { name: 'a daily prune', task: { kind: 'prune', session }, ok: true },
    { name: 'a kind no task has (a prompt captures its start point itself)', task: { kind: 'start', session }, ok: false },
    { name: 'an unknown kind', task: { kind: 'wipe', session }, ok: false },
    { name: 'an unknown agent', task: { kind: 'interval', session: { ...session, agent: 'cursor' } }, ok: false },
    { name: 'a cwd that is no string', task: { kind: 'interval', session: { ...session, cwd: 5 } }, ok: false },
    { name: 'an empty session id', task: { kind: 'interval', session: { ...session, sessionId: '' } }, ok: false },
    { name: 'a time that is no number', task: { kind: 'turn-end', session, at: 'soon' }, ok: false },
    { name: 'no session', task: { kind: 'prune' }, ok: false },
    { name: 'null', task: null, ok: false },
  ])('$name', ({ task, ok }) => {
    expect(parseTask(JSON.stringify(task))).toEqual(ok ? task : undefined);
  });

  it('a session with more in it (an event, a prompt text) is read as the session alone', () => {
    const parsed = parseTask(JSON.stringify({ kind: 'interval', session: { ...session, event: { kind: 'prompt', prompt: 'secret' } } }));
    expect(parsed).toEqual({ kind: 'interval', session });
  });

  it('no JSON, or none at all: no task', () => {
    expect(parseTask('{"kind":')).toBeUndefined();
    expect(parseTask('')).toBeUndefined();
  });
});
