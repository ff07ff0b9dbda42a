// The hook events' handlers (commands/_events.ts): each composes the session's record, the restore side and the
// guard, and a part that fails costs only its own share of the answer. The parts are fakes here; the real ones run
// through the bundle in hook-flow.int.test.ts and the restore tests.
import { vol } from 'memfs';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROFILES } from '../../src/agents/index.js';
import type { HookInput } from '../../src/agents/protocol.js';
import { type HookParts, handleEvent } from '../../src/commands/_events.js';
import { SessionStore } from '../../src/session/state-store.js';

const env = { CHECKPOINT_STATE_DIR: '/state' };
const start: HookInput = {
  agent: 'claude',
  sessionId: 's1',
  cwd: '/repo',
  event: { kind: 'session-start', resumed: true, compacted: false },
};
const prompt: HookInput = { ...start, event: { kind: 'prompt', prompt: 'add the login form' } };

const broken = () => {
  throw new Error('part failed');
};

/** Fake parts: each answers its text, or throws when named in `failing`. */
function parts(failing: string[] = []): HookParts {
  const restore = {
    onSessionStart: async () => (failing.includes('restore') ? broken() : 'resume context'),
    onPrompt: async () => (failing.includes('restore') ? broken() : 'context advisory'),
  };
  const guard = { guardContext: async () => (failing.includes('guard') ? broken() : 'guard findings') };
  return {
    restore: () => restore as unknown as ReturnType<HookParts['restore']>,
    guard: () => guard as unknown as ReturnType<HookParts['guard']>,
    checkpoint: broken,
  };
}

const contextOf = (answer: Record<string, unknown> | undefined) =>
  (answer?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext;

beforeEach(() => vol.reset());

describe('SessionStart', () => {
  it('answers the resume context and the guard findings together, and notes the resumed session', async () => {
    const answer = await handleEvent(start, PROFILES.claude, env, parts(), 'inline');
    expect(contextOf(answer)).toBe('resume context\n\nguard findings');
    expect((await new SessionStore(env).load('claude', 's1')).state.resumePending).toBe(true);
  });

  it.each([
    { failing: ['restore'], expected: 'guard findings' },
    { failing: ['guard'], expected: 'resume context' },
  ])('a failing $failing part costs only its own share', async ({ failing, expected }) => {
    expect(contextOf(await handleEvent(start, PROFILES.claude, env, parts(failing), 'inline'))).toBe(expected);
  });

  it('a session whose state cannot be written still gets its resume context, without the guard (no state to read)', async () => {
    vol.fromJSON({ '/state': 'a file where the state dir goes' });
    expect(contextOf(await handleEvent(start, PROFILES.claude, env, parts(), 'inline'))).toBe('resume context');
  });

  it('a session turned off gets no guard findings', async () => {
    await new SessionStore(env).update('claude', 's1', (state) => ({ ...state, off: true }));
    expect(contextOf(await handleEvent(start, PROFILES.claude, env, parts(), 'inline'))).toBe('resume context');
  });
});

describe('a prompt', () => {
  it('starts the turn in the session and answers the advisory', async () => {
    const answer = await handleEvent(prompt, PROFILES.claude, env, parts(), 'inline');
    expect(contextOf(answer)).toBe('context advisory');
    expect((await new SessionStore(env).load('claude', 's1')).state).toMatchObject({ turnCounter: 1, turnKey: 'n1' });
  });

  it('whose turn start cannot be recorded still reaches the restore side (the turn base is worth more)', async () => {
    vol.fromJSON({ '/state': 'a file where the state dir goes' });
    expect(contextOf(await handleEvent(prompt, PROFILES.claude, env, parts(), 'inline'))).toBe('context advisory');
  });

  it('a failing restore side is the hook boundary’s to catch: the handler throws', async () => {
    await expect(handleEvent(prompt, PROFILES.claude, env, parts(['restore']), 'inline')).rejects.toThrow('part failed');
  });
});

it('an ignored event runs no part', async () => {
  const ignored: HookInput = { ...start, event: { kind: 'ignored', why: 'not ours' } };
  const none = { restore: broken, guard: broken, checkpoint: broken } as unknown as HookParts;
  expect(await handleEvent(ignored, PROFILES.claude, env, none, 'inline')).toBeUndefined();
});
