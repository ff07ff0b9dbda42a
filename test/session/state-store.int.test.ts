import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/session/state-store.js';
import { safeId } from '../../src/util/paths.js';
import { tempDir } from '../helpers/temp.js';

let dir: string;
let store: SessionStore;
beforeEach(() => {
  dir = tempDir('checkpoint-store-');
  store = new SessionStore({ CHECKPOINT_STATE_DIR: dir });
});

describe('safeId', () => {
  it.each([
    { id: 'abc-123_X.y', expected: 'abc-123_X.y' },
    { id: '../../etc/passwd', hashed: true },
    { id: '..', hashed: true },
    { id: '.', hashed: true },
    { id: 'a/b', hashed: true },
    { id: 'x'.repeat(129), hashed: true },
    { id: '', hashed: true },
    { id: 'ünïcode', hashed: true },
    { id: 'nul\u0000byte', hashed: true },
  ])('$id', ({ id, expected, hashed }) => {
    const safe = safeId(id);
    if (expected) expect(safe).toBe(expected);
    if (hashed) expect(safe).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('SessionStore', () => {
  it('round-trips a session with private permissions', async () => {
    await store.update('claude', 's1', (state) => ({ ...state, lastPromptAt: 5 }));
    const loaded = await store.load('claude', 's1');
    expect(loaded.fresh).toBeUndefined();
    expect(loaded.state.lastPromptAt).toBe(5);
    const file = join(dir, 'sessions', 'claude', 's1.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'sessions', 'claude')).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(dir, 'sessions', 'claude'))).toEqual(['s1.json']);
  });

  // what a file's content makes of the state: state-store-schema.test.ts (in memory)

  it('a hostile id never leaves the sessions directory', async () => {
    await store.update('claude', '../../../escape', (state) => state);
    await store.update('gemini', '/etc/passwd', (state) => state);
    expect(readdirSync(dir)).toEqual(['sessions']);
    const files = readdirSync(join(dir, 'sessions', 'claude'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.json$/);
    expect((await store.load('claude', '../../../escape')).fresh).toBeUndefined();
  });

  it('parallel read-modify-writes lose no update', async () => {
    await Promise.all(
      Array.from({ length: 25 }, () => store.update('codex', 'p', (state) => ({ ...state, turnCounter: state.turnCounter + 1 }))),
    );
    expect((await store.load('codex', 'p')).state.turnCounter).toBe(25);
    expect(readdirSync(join(dir, 'sessions', 'codex'))).toEqual(['p.json']);
  });

  it('lists sessions newest first, skipping corrupt files', async () => {
    await store.update('claude', 'old', (state) => state);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.update('gemini', 'new', (state) => state);
    writeFileSync(join(dir, 'sessions', 'claude', 'bad.json'), 'nope');
    expect((await store.all()).map((state) => state.sessionId)).toEqual(['new', 'old']);
  });
});
