// The task a detached run takes from its environment: what spawnDetached wrote, or nothing.
import { describe, expect, it, vi } from 'vitest';
import { BACKGROUND_ENV, backgroundTask } from '../../src/restore/background.js';
import { yieldTheCpu } from '../../src/util/exec.js';

vi.mock('../../src/util/exec.js', () => ({ startDetached: vi.fn(), yieldTheCpu: vi.fn() }));

const input = { agent: 'claude', sessionId: 's1', cwd: '/p', event: { kind: 'prompt', prompt: 'go' } };

describe('the task of a detached run', () => {
  it.each([
    { name: 'a turn end, at the moment of its stop, as spawnDetached writes it', task: { kind: 'turn-end', input, at: 5 }, ok: true },
    { name: 'a kind no version takes any more (a prompt takes the start point itself)', task: { kind: 'start', input, at: 5 }, ok: false },
    {
      name: 'the upkeep after a risky point',
      task: { kind: 'upkeep', input: { ...input, event: { kind: 'tool-use', command: 'rm -rf x' } } },
      ok: true,
    },
    {
      name: 'a turn end with a transcript',
      task: { kind: 'turn-end', input: { ...input, transcriptPath: '/t', event: { kind: 'stop' } } },
      ok: true,
    },
    { name: 'an unknown kind', task: { kind: 'wipe', input }, ok: false },
    { name: 'an unknown agent', task: { kind: 'interval', input: { ...input, agent: 'cursor' } }, ok: false },
    { name: 'a cwd that is no string', task: { kind: 'interval', input: { ...input, cwd: 5 } }, ok: false },
    { name: 'an empty session id', task: { kind: 'interval', input: { ...input, sessionId: '' } }, ok: false },
    { name: 'an event without its fields', task: { kind: 'interval', input: { ...input, event: { kind: 'prompt' } } }, ok: false },
    { name: 'a time that is no number', task: { kind: 'start', input, at: 'soon' }, ok: false },
    { name: 'no input', task: { kind: 'prune' }, ok: false },
    { name: 'null', task: null, ok: false },
  ])('$name', ({ task, ok }) => {
    vi.mocked(yieldTheCpu).mockClear();
    expect(backgroundTask({ [BACKGROUND_ENV]: JSON.stringify(task) })).toEqual(ok ? task : undefined);
    // Only a run that takes a task lowers its priority.
    expect(vi.mocked(yieldTheCpu).mock.calls.length).toBe(ok ? 1 : 0);
  });

  it('no variable, or no JSON in it: no task', () => {
    expect(backgroundTask({})).toBeUndefined();
    expect(backgroundTask({ [BACKGROUND_ENV]: '{"kind":' })).toBeUndefined();
  });
});
