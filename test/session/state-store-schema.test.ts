import { join } from 'node:path';
import { vol } from 'memfs';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/session/state-store.js';

// What the store makes of a state file's content is logic: the fast project's in-memory file system
// serves it. The permissions, the lock and the hostile ids are shown on a real disk (state-store.int.test.ts).

const dir = '/state';
const file = join(dir, 'sessions', 'claude', 's1.json');

beforeEach(() => vol.reset());

describe('SessionStore schema handling', () => {
  it.each([
    { name: 'missing', content: undefined, fresh: 'missing' },
    { name: 'empty', content: '', fresh: 'missing' },
    { name: 'not JSON', content: '{"schema":1,', fresh: 'corrupt' },
    { name: 'binary', content: '\u0000\u0001\u00ff', fresh: 'corrupt' },
    { name: 'older schema', content: JSON.stringify({ schema: 0, agent: 'claude', sessionId: 's1' }), fresh: 'corrupt' },
    { name: 'wrong types', content: JSON.stringify({ schema: 1, agent: 'claude', sessionId: 's1', turnCounter: 'x' }), fresh: 'corrupt' },
    { name: 'another agent', content: JSON.stringify({ schema: 1, agent: 'codex', sessionId: 's1' }), fresh: 'corrupt' },
    { name: 'an array', content: '[]', fresh: 'corrupt' },
    { name: 'over the bound (4 MB), never read', content: `{"schema":1,"pad":"${'x'.repeat(4 * 1024 * 1024)}"}`, fresh: 'missing' },
  ])('a $name file starts from an empty state', async ({ content, fresh }) => {
    if (content !== undefined) vol.fromJSON({ [file]: content });
    const store = new SessionStore({ CHECKPOINT_STATE_DIR: dir });
    const loaded = await store.load('claude', 's1');
    expect(loaded.fresh).toBe(fresh);
    expect(loaded.state).toMatchObject({ agent: 'claude', sessionId: 's1', checkpointsThisTurn: 0, off: false });
    const updated = await store.update('claude', 's1', (state) => ({ ...state, off: true }));
    expect(updated.off).toBe(true);
    expect(JSON.parse(String(vol.readFileSync(file, 'utf8')))).toMatchObject({ schema: 2, agent: 'claude', sessionId: 's1', off: true });
  });

  it('a file of schema 1 reads as schema 2: a silenced session stays silenced, its count of checkpoints carried over', async () => {
    const first = {
      schema: 1,
      agent: 'claude',
      sessionId: 's1',
      turnCounter: 2,
      blocksThisTurn: 1,
      off: true,
      resumePending: false,
      updatedAt: 9,
    };
    vol.fromJSON({ [file]: JSON.stringify(first) });
    const loaded = await new SessionStore({ CHECKPOINT_STATE_DIR: dir }).load('claude', 's1');
    expect(loaded.fresh).toBeUndefined();
    expect(loaded.state).toMatchObject({ schema: 2, off: true, turnCounter: 2, checkpointsThisTurn: 1 });
    expect(loaded.state).not.toHaveProperty('blocksThisTurn');
  });

  it('a valid file is read as written', async () => {
    const store = new SessionStore({ CHECKPOINT_STATE_DIR: dir });
    await store.update('claude', 's1', (state) => ({ ...state, lastPromptAt: 5, turnCounter: 3 }));
    const loaded = await store.load('claude', 's1');
    expect(loaded.fresh).toBeUndefined();
    expect(loaded.state).toMatchObject({ lastPromptAt: 5, turnCounter: 3 });
  });
});
