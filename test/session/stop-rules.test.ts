import { describe, expect, it } from 'vitest';
import { PROFILES } from '../../src/agents/index.js';
import { toEvent } from '../../src/agents/protocol.js';
import type { Config } from '../../src/config/schema.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { applyEvent } from '../../src/session/apply-event.js';
import { emptySession, type SessionState } from '../../src/session/state.js';
import { gateStop, isNews, settleStop, startTurn } from '../../src/session/stop-rules.js';
import { isPromptText } from '../../src/transcript/text.js';

const NOW = 1_800_000_000_000;
const base = (patch: Partial<SessionState> = {}): SessionState => ({ ...emptySession('claude', 's1', NOW), ...patch });
const config = (patch: Partial<Config> = {}): Config => ({ ...DEFAULT_CONFIG, ...patch });

describe('gateStop (SPEC 3.2 steps 1-4)', () => {
  it.each([
    { name: 'kill switch', state: base({ lastPromptAt: NOW - 60_000 }), killSwitch: true, expected: 'allow', why: /CHECKPOINT_DISABLE/ },
    { name: 'session off', state: base({ lastPromptAt: NOW - 60_000, off: true }), expected: 'allow', why: /off/ },
    {
      name: 'agent disabled',
      state: base({ lastPromptAt: NOW - 60_000 }),
      cfg: config({ agents: { claude: false, gemini: true, codex: true } }),
      expected: 'allow',
      why: /disabled for claude/,
    },
    {
      name: 'cap reached',
      state: base({ lastPromptAt: NOW - 60_000, checkpointsThisTurn: 2 }),
      expected: 'allow',
      why: /already had 2 checkpoint debriefs \(at most 2 a turn\)/,
    },
    {
      name: 'cap of 1 on notify',
      state: base({ lastPromptAt: NOW - 60_000, checkpointsThisTurn: 1 }),
      maxBlocks: 1,
      expected: 'allow',
      why: /already had its checkpoint debrief \(at most 1 a turn\)/,
    },
    {
      name: 'configured cap 0 never blocks',
      state: base({ lastPromptAt: NOW - 60_000 }),
      cfg: config({ maxBlocksPerTurn: 0 }),
      expected: 'allow',
      why: /capped at 0 a turn/,
    },
    { name: 'no turn start', state: base(), expected: 'allow', why: /no turn start/ },
    { name: 'inside threshold', state: base({ lastPromptAt: NOW - 10_000 }), expected: 'allow', why: /10s, under the 30s/ },
    { name: 'past threshold', state: base({ lastPromptAt: NOW - 31_000 }), expected: 'evaluate' },
    {
      name: 'threshold counts from the last checkpoint',
      state: base({ lastPromptAt: NOW - 300_000, lastCheckpointAt: NOW - 5_000, checkpointsThisTurn: 1 }),
      expected: 'allow',
      why: /5s/,
    },
    { name: 'resume skips the threshold', state: base({ lastPromptAt: NOW - 1_000, resumePending: true }), expected: 'evaluate' },
    { name: 'threshold 0', state: base({ lastPromptAt: NOW }), cfg: config({ thresholdSeconds: 0 }), expected: 'evaluate' },
  ])('$name', ({ state, cfg, killSwitch, maxBlocks, expected, why }) => {
    const gate = gateStop({ now: NOW, state, config: cfg ?? config(), agent: 'claude', killSwitch: killSwitch ?? false, maxBlocks });
    expect(gate.kind).toBe(expected);
    if (gate.kind === 'allow' && why) expect(gate.why).toMatch(why);
  });

  it('reports elapsed seconds from the later of prompt and checkpoint', () => {
    const gate = gateStop({
      now: NOW,
      state: base({ lastPromptAt: NOW - 120_000, lastCheckpointAt: NOW - 45_000 }),
      config: config(),
      agent: 'claude',
      killSwitch: false,
    });
    expect(gate).toEqual({ kind: 'evaluate', turnStart: NOW - 45_000, elapsedSeconds: 45 });
  });
});

describe('settleStop and turns', () => {
  it('a block counts and moves the timer; resume is consumed either way', () => {
    const blocked = settleStop(base({ resumePending: true, checkpointsThisTurn: 0 }), NOW, 'msg');
    expect(blocked).toMatchObject({ checkpointsThisTurn: 1, lastCheckpointAt: NOW, resumePending: false });
    const allowed = settleStop(base({ resumePending: true }), NOW, undefined);
    expect(allowed).toMatchObject({ checkpointsThisTurn: 0, resumePending: false });
    expect(allowed.lastCheckpointAt).toBeUndefined();
  });

  it('the cap holds whatever the agent reports: two blocks, then allow', () => {
    let state = startTurn(base(), NOW - 60_000, 'p1');
    const decisions: string[] = [];
    for (let stop = 0; stop < 5; stop++) {
      const now = NOW + stop * 60_000;
      const gate = gateStop({ now, state, config: config(), agent: 'gemini', killSwitch: false });
      decisions.push(gate.kind);
      if (gate.kind === 'evaluate') state = settleStop(state, now, 'still work to do');
    }
    expect(decisions).toEqual(['evaluate', 'evaluate', 'allow', 'allow', 'allow']);
  });

  it('a new turn resets blocks and the checkpoint timer', () => {
    const next = startTurn(base({ checkpointsThisTurn: 2, lastCheckpointAt: NOW - 1, turnCounter: 4 }), NOW, undefined);
    expect(next).toMatchObject({ checkpointsThisTurn: 0, lastCheckpointAt: undefined, lastPromptAt: NOW, turnKey: 'n5', turnCounter: 5 });
  });
});

describe('prompt events', () => {
  it.each([
    { prompt: 'Fix the login bug', expected: true },
    { prompt: '[Checkpoint] - Context-aware checkpoint\n\n...', expected: false },
    { prompt: '  [Checkpoint] - Validate your work', expected: false },
    { prompt: '<system-reminder>\nsomething</system-reminder>', expected: false },
    { prompt: '<task-notification>done</task-notification>', expected: false },
    { prompt: 'Please check [Checkpoint] - style text later', expected: true },
  ])('isPromptText($prompt) = $expected', ({ prompt, expected }) => {
    expect(isPromptText(prompt)).toBe(expected);
  });

  it('a checkpoint-prefixed prompt changes nothing (Gemini replays a denied stop this way)', () => {
    const state = base({ lastPromptAt: NOW - 60_000, checkpointsThisTurn: 1, turnKey: 'n1' });
    const event = { kind: 'prompt' as const, prompt: '[Checkpoint] - Context-aware checkpoint' };
    expect(applyEvent(state, { agent: 'gemini', sessionId: 's1', cwd: '/p', event }, NOW)).toBeUndefined();
  });

  it('a real prompt starts a turn keyed by the prompt id', () => {
    const state = base({ checkpointsThisTurn: 2 });
    const next = applyEvent(
      state,
      { agent: 'claude', sessionId: 's1', cwd: '/p', event: { kind: 'prompt', prompt: 'go', turnKey: 'abc' } },
      NOW,
    );
    expect(next).toMatchObject({ turnKey: 'abc', checkpointsThisTurn: 0, lastPromptAt: NOW, cwd: '/p' });
  });

  it.each([
    { source: 'resume', pending: true },
    { source: 'compact', pending: true },
    { source: 'startup', pending: false },
  ])('a Claude SessionStart of source $source: resumePending $pending', ({ source, pending }) => {
    const event = toEvent(PROFILES.claude, { hook_event_name: 'SessionStart', session_id: 's1', cwd: '/p', source });
    expect(applyEvent(base(), { agent: 'claude', sessionId: 's1', cwd: '/p', event }, NOW)?.resumePending).toBe(pending);
  });
});

describe('isNews: a second checkpoint needs something the agent has not been told', () => {
  const result = (actions: string[], observations: string[]) => ({
    categories: [],
    actions: actions.map((text) => ({ category: 'source code', text })),
    observations,
    changedFiles: [],
    silent: false,
    why: '',
    message: 'm',
  });
  it.each([
    { name: 'first checkpoint', delivered: undefined, actions: [], observations: ['`ls x` failed'], expected: true },
    {
      name: 'actions still not done',
      delivered: ['`ls x` failed'],
      actions: ['Run the tests'],
      observations: ['`ls x` failed'],
      expected: true,
    },
    { name: 'the same failure again', delivered: ['`ls x` failed'], actions: [], observations: ['`ls x` failed'], expected: false },
    {
      name: 'a new failure',
      delivered: ['`ls x` failed'],
      actions: [],
      observations: ['`ls x` failed', '`npm test` failed'],
      expected: true,
    },
  ])('$name', ({ delivered, actions, observations, expected }) => {
    expect(isNews(result(actions, observations), base({ deliveredObservations: delivered }))).toBe(expected);
  });

  it('a block remembers what it delivered; a new turn forgets it', () => {
    const blocked = settleStop(base(), NOW, 'msg', ['a', 'b']);
    expect(settleStop(blocked, NOW, 'msg', ['b', 'c']).deliveredObservations).toEqual(['a', 'b', 'c']);
    expect(startTurn(blocked, NOW, 'p2').deliveredObservations).toBeUndefined();
  });
});
