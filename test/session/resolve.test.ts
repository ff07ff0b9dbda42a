// Which session a command acts on, and why (session/resolve.ts), over sessions stored on the in-memory disk.
import { vol } from 'memfs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AgentName } from '../../src/agents/protocol.js';
import { listSessions, resolveSession, sessionLine } from '../../src/session/resolve.js';
import { emptySession, type SessionState } from '../../src/session/state.js';
import { SessionStore } from '../../src/session/state-store.js';

const NOW = 1_800_000_000_000;
const env = { CHECKPOINT_STATE_DIR: '/state' };
const cwd = '/repo';

async function store(agent: AgentName, sessionId: string, patch: Partial<SessionState>): Promise<void> {
  await new SessionStore(env).update(agent, sessionId, () => ({ ...emptySession(agent, sessionId, NOW), cwd, ...patch }));
}

beforeEach(async () => {
  vol.reset();
  vol.fromJSON({ '/repo/.git/HEAD': 'ref: refs/heads/main\n', '/elsewhere/.git/HEAD': 'ref: refs/heads/main\n' });
  await store('claude', '3f2a0000-aaaa', { activeAt: NOW - 3_000 });
  await store('codex', '019a0000-0001', { activeAt: NOW - 2_000 });
  await store('gemini', 'g-older', { activeAt: NOW - 5_000 });
  await store('claude', 'far-away', { activeAt: NOW, cwd: '/elsewhere' });
});

const pick = async (options: Partial<Parameters<typeof resolveSession>[0]> = {}) =>
  resolveSession({ cwd, env, now: NOW, args: ['status'], ...options });

describe('resolveSession', () => {
  it('from a plain terminal: the session of this workspace whose agent ran a hook last, and says so', async () => {
    const picked = await pick();
    expect(picked).toMatchObject({ session: { agent: 'codex', sessionId: '019a0000-0001', why: 'latest' } });
    if ('session' in picked && picked.session)
      expect(sessionLine(picked.session)).toBe('session: codex 019a0000-0001 (the latest of this workspace)');
  });

  it('reading or toggling a session never makes it the latest: only its agent does', async () => {
    await new SessionStore(env).update('claude', '3f2a0000-aaaa', (state) => ({ ...state, off: true }));
    expect((await listSessions({ cwd, env })).map((s) => s.sessionId)).toEqual(['019a0000-0001', '3f2a0000-aaaa', 'g-older']);
  });

  it('a terminal save records no session: it is the command line', async () => {
    expect(await pick({ terminal: 'none' })).toEqual({});
  });

  it.each([
    { name: 'a whole id', session: '3f2a0000-aaaa', expected: { session: { sessionId: '3f2a0000-aaaa', why: 'flag' } } },
    { name: 'a unique start of one', session: '3f2a', expected: { session: { sessionId: '3f2a0000-aaaa', why: 'prefix' } } },
    { name: 'another workspace', session: 'far-away', expected: { session: { sessionId: 'far-away', why: 'flag' } } },
    {
      name: 'the start of two ids',
      session: '019a0000-000',
      extra: () => store('codex', '019a0000-0002', {}),
      expected: { problem: '--session 019a0000-000 starts 2 session ids (019a0000-0001, 019a0000-0002): give more of the one you mean' },
    },
    {
      name: 'too short a start',
      session: '3f2',
      expected: { problem: expect.stringMatching(/^no session "3f2" is recorded in any agent: /) },
    },
    { name: 'nobody', session: 'nope-nope', expected: { problem: expect.stringMatching(/^no session "nope-nope"/) } },
  ])('--session: $name', async ({ session, extra, expected }) => {
    await extra?.();
    expect(await pick({ session })).toMatchObject(expected);
  });

  it("in an agent's shell that names its session: that session, with the call its tool-call hook saw (a subagent's says so)", async () => {
    await store('claude', 'own', {
      activeAt: NOW - 9_000,
      shellCalls: [{ command: 'checkpoint goal "x"', cwd, at: NOW - 1_000, subagent: 'agent-7' }],
    });
    const picked = await pick({ env: { ...env, CLAUDE_CODE_SESSION_ID: 'own' }, args: ['goal', 'x'] });
    expect(picked).toMatchObject({ session: { sessionId: 'own', why: 'shell', shellCall: { subagent: 'agent-7' } } });
    // Another goal of the same session is not that subagent's call: the session's own goal is never refused for it.
    const other = await pick({ env: { ...env, CLAUDE_CODE_SESSION_ID: 'own' }, args: ['goal', 'why does CI fail'] });
    expect(other).toMatchObject({ session: { sessionId: 'own', why: 'shell' } });
    if ('session' in other) expect(other.session?.shellCall).toBeUndefined();
  });

  it("in Gemini's shell where no Gemini session is recorded: none, and says its own is unknown (never another agent's)", async () => {
    const picked = await pick({ cwd: '/elsewhere', env: { ...env, GEMINI_CLI: '1' }, args: ['undo'] });
    expect(picked).toEqual({ ownUnknown: 'gemini' });
  });

  it("in Gemini's shell (no session id): the Gemini session whose tool-call hook saw this command, not the latest one", async () => {
    await store('gemini', 'g-latest', { activeAt: NOW - 1_000 });
    await store('gemini', 'g-ran-it', { activeAt: NOW - 4_000, shellCalls: [{ command: 'checkpoint undo', cwd, at: NOW - 4_000 }] });
    const gemini = { ...env, GEMINI_CLI: '1' };
    expect(await pick({ env: gemini, args: ['undo'] })).toMatchObject({ session: { sessionId: 'g-ran-it', why: 'shell-call' } });
    // No record of it (the entry not installed): the latest Gemini session, and the line says why.
    const guessed = await pick({ env: gemini, args: ['rewind', 'found it'] });
    expect(guessed).toMatchObject({ session: { sessionId: 'g-latest', why: 'agent-latest' } });
    if ('session' in guessed && guessed.session)
      expect(sessionLine(guessed.session)).toBe(
        'session: gemini g-latest (the latest gemini session of this workspace; no tool-call record says which ran this command)',
      );
  });
});
