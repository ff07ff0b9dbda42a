import { describe, expect, it } from 'vitest';
import { hasTerminalPane, type NotifyDecision, type NotifyDeps, runNotify } from '../../src/notify/route.js';
import type { DeliveryResult, PaneDelivery } from '../../src/notify/tmux.js';
import type { StopOutcome, StopRequest } from '../../src/session/evaluate-stop.js';
import { CHECKPOINT_PREFIX, type TurnTimeline } from '../../src/transcript/timeline.js';

const MESSAGE = `${CHECKPOINT_PREFIX}Context-aware checkpoint\n\nRequired actions (complete all before replying):\n1. Run the tests: \`npm test\``;
const ROLLOUT = '/codex/sessions/2026/11/22/rollout-2026-11-22T01-51-26-thread-1.jsonl';

const payload = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'agent-turn-complete',
    'thread-id': 'thread-1',
    'turn-id': 'turn-1',
    cwd: '/repo',
    client: 'codex-tui',
    'input-messages': ['add the feature'],
    'last-assistant-message': 'done',
    ...over,
  });

const timeline = (lastUserIsCheckpoint: boolean): TurnTimeline => ({
  agent: 'codex',
  calls: [],
  priorReads: [],
  unansweredCalls: 0,
  checkpointsInTurn: 0,
  lastUserIsCheckpoint,
  truncated: false,
  bytesRead: 0,
});

interface Scenario {
  argv?: string[];
  env?: NodeJS.ProcessEnv;
  rollout?: string;
  lastUserIsCheckpoint?: boolean | Error;
  outcome?: StopOutcome | Error;
  delivery?: DeliveryResult;
}

function harness(scenario: Scenario) {
  const seen = { requests: [] as StopRequest[], deliveries: [] as PaneDelivery[], reads: [] as unknown[][] };
  const deps: NotifyDeps = {
    env: scenario.env ?? { TMUX_PANE: '%4', TMUX: '/tmp/sock,9,0' },
    now: 1_000_000,
    findRollout: async (threadId) => (threadId === 'thread-1' ? scenario.rollout : undefined),
    readTimeline: async (...args) => {
      seen.reads.push(args);
      if (scenario.lastUserIsCheckpoint instanceof Error) throw scenario.lastUserIsCheckpoint;
      return timeline(scenario.lastUserIsCheckpoint ?? false);
    },
    evaluateStop: async (request) => {
      seen.requests.push(request);
      if (scenario.outcome instanceof Error) throw scenario.outcome;
      return scenario.outcome ?? { block: true, message: MESSAGE, why: 'due' };
    },
    deliver: async (delivery) => {
      seen.deliveries.push(delivery);
      return scenario.delivery ?? { delivered: true, why: 'typed' };
    },
  };
  return { deps, seen };
}

const rows: {
  name: string;
  input: Scenario;
  expected: { decision: NotifyDecision; evaluated: boolean; deliverCalled: boolean; why?: RegExp };
}[] = [
  {
    name: 'due checkpoint in a TUI pane',
    input: { rollout: ROLLOUT },
    expected: { decision: 'delivered', evaluated: true, deliverCalled: true },
  },
  {
    name: 'kill switch',
    input: { rollout: ROLLOUT, env: { CHECKPOINT_DISABLE: '1', TMUX_PANE: '%4' } },
    expected: { decision: 'ignored', evaluated: false, deliverCalled: false, why: /CHECKPOINT_DISABLE/ },
  },
  { name: 'junk argument', input: { argv: ['nope'] }, expected: { decision: 'ignored', evaluated: false, deliverCalled: false } },
  { name: 'no argument', input: { argv: [] }, expected: { decision: 'ignored', evaluated: false, deliverCalled: false } },
  {
    name: 'the turn answered a typed checkpoint (input-messages)',
    input: { argv: [payload({ 'input-messages': ['fix it', `${MESSAGE}`] })], rollout: ROLLOUT },
    expected: { decision: 'dedup', evaluated: false, deliverCalled: false },
  },
  {
    name: 'the last user message of the rollout is a checkpoint',
    input: { rollout: ROLLOUT, lastUserIsCheckpoint: true },
    expected: { decision: 'dedup', evaluated: false, deliverCalled: false },
  },
  {
    name: 'stop evaluation allows',
    input: { rollout: ROLLOUT, outcome: { block: false, why: 'under threshold' } },
    expected: { decision: 'allowed', evaluated: true, deliverCalled: false, why: /under threshold/ },
  },
  {
    name: 'block without a message is not typed',
    input: { rollout: ROLLOUT, outcome: { block: true, message: '', why: 'odd' } },
    expected: { decision: 'allowed', evaluated: true, deliverCalled: false },
  },
  {
    name: 'not in tmux: evaluated (recorded), nothing typed',
    input: { rollout: ROLLOUT, env: {} },
    expected: { decision: 'undelivered', evaluated: true, deliverCalled: false, why: /TMUX_PANE/ },
  },
  {
    name: 'codex exec in a tmux shell: never typed into the shell',
    input: { argv: [payload({ client: 'codex_exec' })], rollout: ROLLOUT },
    expected: { decision: 'undelivered', evaluated: true, deliverCalled: false, why: /codex_exec/ },
  },
  {
    name: 'no client field: trust TMUX_PANE',
    input: { argv: [payload({ client: undefined })], rollout: ROLLOUT },
    expected: { decision: 'delivered', evaluated: true, deliverCalled: true },
  },
  {
    name: 'tmux fails',
    input: { rollout: ROLLOUT, delivery: { delivered: false, why: 'tmux pane %4 not reachable' } },
    expected: { decision: 'undelivered', evaluated: true, deliverCalled: true, why: /not reachable/ },
  },
  {
    name: 'no rollout found: the stop evaluation still decides',
    input: { rollout: undefined },
    expected: { decision: 'delivered', evaluated: true, deliverCalled: true },
  },
  {
    name: 'unreadable rollout: the stop evaluation still decides',
    input: { rollout: ROLLOUT, lastUserIsCheckpoint: new Error('EACCES') },
    expected: { decision: 'delivered', evaluated: true, deliverCalled: true },
  },
  {
    name: 'an evaluation that throws is contained',
    input: { rollout: ROLLOUT, outcome: new Error('boom') },
    expected: { decision: 'ignored', evaluated: true, deliverCalled: false, why: /boom/ },
  },
];

describe('runNotify', () => {
  it.each(rows)('$name', async ({ input, expected }) => {
    const { deps, seen } = harness(input);
    const result = await runNotify(input.argv ?? ['extra-arg', payload()], deps);
    expect(result.decision).toBe(expected.decision);
    if (expected.why) expect(result.why).toMatch(expected.why);
    expect(seen.requests.length).toBe(expected.evaluated ? 1 : 0);
    expect(seen.deliveries.length).toBe(expected.deliverCalled ? 1 : 0);
  });

  it('evaluates as codex, thread = session, turn-id = turn key, on the notify route', async () => {
    const { deps, seen } = harness({ rollout: ROLLOUT });
    await runNotify([payload()], deps);
    expect(seen.reads).toEqual([['codex', ROLLOUT, { turnKey: 'turn-1' }]]);
    expect(seen.requests).toEqual([
      {
        agent: 'codex',
        sessionId: 'thread-1',
        cwd: '/repo',
        transcriptPath: ROLLOUT,
        turnKey: 'turn-1',
        // The turn's final text: the evaluation waits for the rollout to hold it (it may lag notify).
        finalReply: 'done',
        route: 'notify',
        // The rollout as the route read it: the evaluation judges this read, not a second one.
        timeline: timeline(false),
        now: 1_000_000,
        env: deps.env,
      },
    ]);
  });

  it('types exactly the message into TMUX_PANE on the TMUX server', async () => {
    const { deps, seen } = harness({ rollout: ROLLOUT });
    const result = await runNotify([payload()], deps);
    expect(result.message).toBe(MESSAGE);
    expect(seen.deliveries).toEqual([{ pane: '%4', text: MESSAGE, env: { TMUX: '/tmp/sock,9,0' } }]);
  });
});

describe('hasTerminalPane', () => {
  it.each([
    { name: 'TUI', input: 'codex-tui', expected: true },
    { name: 'unknown client', input: undefined, expected: true },
    { name: 'exec', input: 'codex_exec', expected: false },
    { name: 'IDE app server', input: 'codex_vscode', expected: false },
  ])('$name', ({ input, expected }) => {
    expect(hasTerminalPane(input)).toBe(expected);
  });
});
