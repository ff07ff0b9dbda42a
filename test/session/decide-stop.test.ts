// decideStop on its own: state, request, config and clock in, one decision out, with a fake transcript
// reader and a fake builder that record what they were asked. No disk, no git, no clock.
import { describe, expect, it } from 'vitest';
import type { AgentName } from '../../src/agents/protocol.js';
import { GENERIC_MESSAGE } from '../../src/checkpoint/message.js';
import type { CheckpointResult } from '../../src/checkpoint/types.js';
import type { Config } from '../../src/config/schema.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { decideStop, type StopDecision, type StopDeps, type StopInput, type StopRequest } from '../../src/session/decide-stop.js';
import { emptySession, type SessionState } from '../../src/session/state.js';
import { CHECKPOINT_PREFIX, type ToolCall, type TurnTimeline } from '../../src/transcript/timeline.js';
import { GitUnavailableError } from '../../src/util/work-tree.js';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const CHECKPOINT = `${CHECKPOINT_PREFIX}Context-aware checkpoint\n\nRequired actions (complete all before replying):\n1. Run the tests: \`npm test\``;
const GOAL = 'why does CI fail';
const WARNING = `${CHECKPOINT_PREFIX}You are in an active checkpoint (goal: ${GOAL}). You MUST run checkpoint rewind "<report>" with your findings before stopping.`;

const edit: ToolCall = { id: 'c1', name: 'Edit', kind: 'edit', input: {}, paths: ['src/app.ts'], failed: false, output: '' };

function turn(patch: Partial<TurnTimeline> = {}): TurnTimeline {
  return {
    agent: 'claude',
    turnKey: 'p1',
    turnStartedAt: NOW - 5 * MINUTE,
    calls: [edit],
    priorReads: [],
    checkpointsInTurn: 0,
    lastUserIsCheckpoint: false,
    unansweredCalls: 0,
    truncated: false,
    bytesRead: 100,
    ...patch,
  };
}

const due: CheckpointResult = {
  categories: ['source code'],
  actions: [{ category: 'source code', text: 'Run the tests', command: 'npm test' }],
  observations: [],
  changedFiles: ['src/app.ts'],
  silent: false,
  why: '1 source file changed, tests not run',
  message: CHECKPOINT,
};
const silent: CheckpointResult = {
  categories: [],
  actions: [],
  observations: [],
  changedFiles: [],
  silent: true,
  why: 'docs only',
  message: '',
};

interface Row {
  name: string;
  agent?: AgentName;
  route?: 'hook' | 'notify';
  state?: Partial<SessionState>;
  request?: Partial<StopRequest>;
  config?: Partial<Config>;
  killSwitch?: boolean;
  transcriptMark?: string;
  explain?: boolean;
  /** What the transcript holds (undefined: unreadable). */
  timeline?: TurnTimeline | null;
  build?: CheckpointResult | Error;
  expected: {
    block: boolean;
    why: RegExp;
    message?: string | RegExp;
    systemMessage?: RegExp;
    turnPoint: boolean;
    /** What the decision asked of the reader and the builder. */
    reads: ('start' | 'whole')[];
    builds: number;
    /** Fields of the state to record; null: nothing recorded. */
    state?: Partial<SessionState> | null;
    buildError?: RegExp;
    /** false: the stop leaves no evaluation (checkpoints were silenced, nothing was judged). */
    evaluated?: boolean;
    /** The stop passes because the turn had its debriefs: what was built is what it still owes (eval words it so). */
    afterDebrief?: boolean;
  };
}

async function decide(row: Row): Promise<{ decision: StopDecision; reads: string[]; builds: number }> {
  const agent = row.agent ?? 'claude';
  const reads: ('start' | 'whole')[] = [];
  let builds = 0;
  const timeline = row.timeline === null ? undefined : { ...(row.timeline ?? turn()), agent };
  const deps: StopDeps = {
    readTurn: async (need) => {
      reads.push(need);
      return { timeline, waitedMs: 0 };
    },
    buildCheckpoint: async () => {
      builds++;
      if (row.build instanceof Error) throw row.build;
      return row.build ?? due;
    },
  };
  const input: StopInput = {
    state: { ...emptySession(agent, 's1', NOW - 10 * MINUTE), turnKey: 'p1', turnCounter: 1, lastPromptAt: NOW - 5 * MINUTE, ...row.state },
    request: { agent, sessionId: 's1', cwd: '/repo', transcriptPath: '/t.jsonl', route: row.route ?? 'hook', ...row.request },
    config: { ...DEFAULT_CONFIG, ...row.config },
    now: NOW,
    killSwitch: row.killSwitch ?? false,
    self: () => 'checkpoint',
    transcriptMark: row.transcriptMark ?? '100:1',
    explain: row.explain,
  };
  return { decision: await decideStop(input, deps), reads, builds };
}

const rows: Row[] = [
  // thresholds
  {
    name: 'past the threshold: judged, blocked with the checkpoint',
    expected: {
      block: true,
      why: /tests not run/,
      message: CHECKPOINT,
      turnPoint: false,
      reads: ['whole'],
      builds: 1,
      state: { checkpointsThisTurn: 1, lastCheckpointAt: NOW, stopsBlockedThisTurn: 1 },
    },
  },
  {
    name: 'inside the threshold: allowed without reading or building',
    state: { lastPromptAt: NOW - 10_000 },
    expected: {
      block: false,
      why: /worked 10s, under the 30s threshold/,
      turnPoint: true,
      reads: [],
      builds: 0,
      state: { checkpointsThisTurn: 0, lastEvaluation: expect.objectContaining({ decision: 'allow' }) },
    },
  },
  {
    name: 'threshold counts from the last checkpoint; the stop it lets pass after the debrief says what is still not done',
    state: { checkpointsThisTurn: 1, lastCheckpointAt: NOW - 5_000 },
    expected: {
      block: false,
      why: /^this turn already had its checkpoint debrief; 1 action not done$/,
      turnPoint: true,
      reads: ['whole'],
      builds: 1,
      afterDebrief: true,
      state: {
        lastEvaluation: expect.objectContaining({
          decision: 'allow',
          why: 'this turn already had its checkpoint debrief; 1 action not done',
          actions: ['Run the tests: npm test'],
        }),
      },
    },
  },
  {
    name: 'after the debrief, with every action done: allowed, and says so',
    state: { checkpointsThisTurn: 1, lastCheckpointAt: NOW - 5_000 },
    build: silent,
    expected: {
      block: false,
      why: /^this turn already had its checkpoint debrief; no required action left$/,
      turnPoint: true,
      reads: ['whole'],
      builds: 1,
      afterDebrief: true,
    },
  },
  {
    name: 'after the debrief, the transcript unreadable: the threshold is the reason',
    state: { checkpointsThisTurn: 1, lastCheckpointAt: NOW - 5_000 },
    timeline: null,
    expected: {
      block: false,
      why: /worked 5s since its checkpoint debrief, under the 30s threshold/,
      turnPoint: true,
      reads: ['whole'],
      builds: 0,
      afterDebrief: true,
    },
  },
  {
    name: 'threshold 0: every stop judged',
    state: { lastPromptAt: NOW },
    config: { thresholdSeconds: 0 },
    expected: { block: true, why: /tests not run/, turnPoint: false, reads: ['whole'], builds: 1 },
  },
  {
    name: 'nothing to say (silent result): allowed, resume consumed',
    state: { resumePending: true },
    build: silent,
    expected: {
      block: false,
      why: /docs only/,
      turnPoint: true,
      reads: ['whole'],
      builds: 1,
      state: { resumePending: false, checkpointsThisTurn: 0 },
    },
  },
  {
    name: 'a turn without tool calls: no checkpoint and no restore point',
    timeline: turn({ calls: [] }),
    expected: { block: false, why: /no tool call this turn/, turnPoint: false, reads: ['whole'], builds: 0 },
  },
  {
    name: 'transcript unreadable: allowed, restore point still asked for',
    timeline: null,
    expected: { block: false, why: /transcript unavailable/, turnPoint: true, reads: ['whole'], builds: 0 },
  },
  // cap
  {
    name: 'cap reached (maxBlocksPerTurn 2)',
    state: { checkpointsThisTurn: 2 },
    expected: {
      block: false,
      why: /^this turn already had 2 checkpoint debriefs; 1 action not done$/,
      turnPoint: true,
      reads: ['whole'],
      builds: 1,
      afterDebrief: true,
    },
  },
  {
    name: 'configured cap 1',
    state: { checkpointsThisTurn: 1 },
    config: { maxBlocksPerTurn: 1 },
    expected: {
      block: false,
      why: /already had its checkpoint debrief; 1 action not done/,
      turnPoint: true,
      reads: ['whole'],
      builds: 1,
      afterDebrief: true,
    },
  },
  {
    name: 'notify route: cap 1 whatever the config says',
    route: 'notify',
    agent: 'codex',
    state: { checkpointsThisTurn: 1 },
    expected: {
      block: false,
      why: /already had its checkpoint debrief; 1 action not done/,
      turnPoint: true,
      reads: ['whole'],
      builds: 1,
      afterDebrief: true,
    },
  },
  {
    name: 'a repeated failure is no news for a second block',
    state: { checkpointsThisTurn: 1, lastCheckpointAt: NOW - MINUTE, deliveredObservations: ['`npm test` failed'] },
    build: { ...due, actions: [], observations: ['`npm test` failed'] },
    expected: { block: false, why: /already given/, turnPoint: true, reads: ['whole'], builds: 1 },
  },
  // off switches: checkpoints silenced; the kill switch silences everything
  {
    name: 'kill switch: allowed, nothing recorded, no restore point',
    killSwitch: true,
    expected: { block: false, why: /CHECKPOINT_DISABLE/, turnPoint: false, reads: [], builds: 0, state: null },
  },
  {
    name: 'session off: allowed unjudged; restore points go on',
    state: { off: true },
    expected: { block: false, why: /off for this session/, turnPoint: true, reads: [], builds: 0, evaluated: false },
  },
  {
    name: 'agent disabled in the config',
    agent: 'gemini',
    config: { agents: { claude: true, gemini: false, codex: true } },
    expected: { block: false, why: /disabled for gemini/, turnPoint: true, reads: [], builds: 0 },
  },
  {
    name: 'session off with a goal open: no guard, no notice',
    state: { off: true, goal: { text: GOAL, openedAt: NOW - MINUTE } },
    expected: { block: false, why: /off/, turnPoint: true, reads: [], builds: 0 },
  },
  // the turn's start from the transcript
  {
    name: 'no prompt recorded: the turn starts where the transcript says',
    state: { lastPromptAt: undefined, turnKey: undefined, turnCounter: 0 },
    timeline: turn({ turnKey: 'p9', turnStartedAt: NOW - 10_000 }),
    expected: {
      block: false,
      why: /worked 10s/,
      turnPoint: true,
      reads: ['start'],
      builds: 0,
      state: { turnKey: 'p9', lastPromptAt: NOW - 10_000, turnCounter: 1 },
    },
  },
  {
    name: 'a turn key the state has not seen starts a turn (blocks reset)',
    agent: 'codex',
    state: { checkpointsThisTurn: 2, turnKey: 'turn-1' },
    request: { turnKey: 'turn-2' },
    timeline: turn({ turnKey: 'turn-2', turnStartedAt: NOW - 2 * MINUTE }),
    expected: {
      block: true,
      why: /tests not run/,
      turnPoint: false,
      reads: ['start', 'whole'],
      builds: 1,
      state: { turnKey: 'turn-2', checkpointsThisTurn: 1, lastPromptAt: NOW - 2 * MINUTE },
    },
  },
  {
    name: 'a replayed checkpoint (prefix prompt) is not a new turn: the cap still holds',
    agent: 'gemini',
    state: { lastPromptAt: undefined, turnKey: 'g-prompt-1', checkpointsThisTurn: 2, lastCheckpointAt: NOW - MINUTE },
    // The reader skips our prefixed user message: the turn is still the real prompt's.
    timeline: turn({ turnKey: 'g-prompt-1', turnStartedAt: NOW - 5 * MINUTE, checkpointsInTurn: 2 }),
    expected: {
      block: false,
      why: /already had 2 checkpoint debriefs/,
      turnPoint: true,
      reads: ['start', 'whole'],
      builds: 1,
      afterDebrief: true,
      state: { turnKey: 'g-prompt-1', checkpointsThisTurn: 2 },
    },
  },
  // resume
  {
    name: 'resumed session: judged inside the threshold once',
    state: { lastPromptAt: NOW - 1_000, resumePending: true },
    expected: { block: true, why: /tests not run/, turnPoint: false, reads: ['whole'], builds: 1, state: { resumePending: false } },
  },
  // builder failures
  {
    name: 'builder fails: the generic message once',
    build: new Error('boom'),
    expected: {
      block: true,
      why: /checkpoint failed \(boom\): generic checkpoint/,
      message: GENERIC_MESSAGE,
      turnPoint: false,
      reads: ['whole'],
      builds: 1,
      buildError: /boom/,
    },
  },
  {
    name: 'builder fails again in the same turn: allowed',
    state: { checkpointsThisTurn: 1, lastCheckpointAt: NOW - MINUTE },
    build: new Error('boom'),
    expected: { block: false, why: /generic checkpoint/, turnPoint: true, reads: ['whole'], builds: 1, buildError: /boom/ },
  },
  {
    name: 'git unavailable: the generic message',
    build: new GitUnavailableError('git could not run: spawn git ENOENT'),
    expected: {
      block: true,
      why: /^git unavailable: generic checkpoint$/,
      message: GENERIC_MESSAGE,
      turnPoint: false,
      reads: ['whole'],
      builds: 1,
      buildError: /git could not run/,
    },
  },
  // the investigation guard
  {
    name: 'guard and checkpoint in one block: warning first',
    state: { goal: { text: GOAL, openedAt: NOW - MINUTE } },
    expected: {
      block: true,
      why: new RegExp(`^an investigation is open \\(goal: ${GOAL}\\); .*tests not run`),
      message: `${WARNING}\n\n${CHECKPOINT}`,
      turnPoint: false,
      reads: ['whole'],
      builds: 1,
      state: { checkpointsThisTurn: 1, guardBlocksThisTurn: 1, stopsBlockedThisTurn: 1 },
    },
  },
  {
    name: 'guard alone inside the threshold: no read, no build',
    state: { lastPromptAt: NOW - 5_000, goal: { text: GOAL, openedAt: NOW - MINUTE }, guardBlocksThisTurn: 2, stopsBlockedThisTurn: 2 },
    expected: {
      block: true,
      why: /an investigation is open/,
      message: WARNING,
      turnPoint: false,
      reads: [],
      builds: 0,
      state: { checkpointsThisTurn: 0, guardBlocksThisTurn: 3, stopsBlockedThisTurn: 3 },
    },
  },
  {
    name: 'guard cap 3: the stop passes and the person is told',
    state: { lastPromptAt: NOW - 5_000, goal: { text: GOAL, openedAt: NOW - MINUTE }, guardBlocksThisTurn: 3, stopsBlockedThisTurn: 3 },
    expected: {
      block: false,
      why: /under the 30s threshold/,
      systemMessage: new RegExp(`the investigation "${GOAL}" is still open`),
      turnPoint: true,
      reads: [],
      builds: 0,
    },
  },
  {
    name: 'three blocks of any kind spend the guard',
    state: {
      goal: { text: GOAL, openedAt: NOW - MINUTE },
      checkpointsThisTurn: 2,
      guardBlocksThisTurn: 1,
      stopsBlockedThisTurn: 3,
      lastCheckpointAt: NOW - MINUTE,
    },
    expected: {
      block: false,
      why: /already had 2 checkpoint debriefs/,
      systemMessage: /still open/,
      turnPoint: true,
      reads: ['whole'],
      builds: 1,
      afterDebrief: true,
    },
  },
  // the turn restore point
  {
    name: 'the same turn ends again with nothing new: no second restore point',
    state: { lastPromptAt: NOW - 5_000, turnPointMark: 'p1@100:1' },
    expected: { block: false, why: /under the/, turnPoint: false, reads: [], builds: 0 },
  },
  {
    name: 'the same turn ends again after more work: a restore point',
    state: { lastPromptAt: NOW - 5_000, turnPointMark: 'p1@100:1' },
    transcriptMark: '900:2',
    expected: { block: false, why: /under the/, turnPoint: true, reads: [], builds: 0, state: { turnPointMark: 'p1@900:2' } },
  },
  {
    name: 'autoSave without turn and phase: no restore point',
    state: { lastPromptAt: NOW - 5_000 },
    config: { restore: { ...DEFAULT_CONFIG.restore, autoSave: ['start'] } },
    expected: { block: false, why: /under the/, turnPoint: false, reads: [], builds: 0 },
  },
  {
    name: 'autoSave phase alone still asks for the turn end',
    state: { lastPromptAt: NOW - 5_000 },
    config: { restore: { ...DEFAULT_CONFIG.restore, autoSave: ['phase'] } },
    expected: { block: false, why: /under the/, turnPoint: true, reads: [], builds: 0, state: { turnPointMark: 'p1@100:1' } },
  },
  // eval
  {
    name: 'explain: builds inside the threshold to show what a stop would get',
    explain: true,
    state: { lastPromptAt: NOW - 5_000 },
    expected: { block: false, why: /under the/, turnPoint: true, reads: ['whole'], builds: 1 },
  },
  {
    name: 'explain with a failing builder: the error is in the decision',
    explain: true,
    state: { lastPromptAt: NOW - 5_000 },
    build: new Error('git exploded'),
    expected: { block: false, why: /under the/, turnPoint: true, reads: ['whole'], builds: 1, buildError: /git exploded/ },
  },
];

// Every agent on both routes it can come from (notify is Codex's), with the decision's own cap on notify.
const routes: { agent: AgentName; route: 'hook' | 'notify' }[] = [
  { agent: 'claude', route: 'hook' },
  { agent: 'gemini', route: 'hook' },
  { agent: 'codex', route: 'hook' },
  { agent: 'codex', route: 'notify' },
  { agent: 'claude', route: 'notify' },
  { agent: 'gemini', route: 'notify' },
];

describe('decideStop', () => {
  it.each(rows)('$name', async (row) => {
    const { decision, reads, builds } = await decide(row);
    const { expected } = row;
    expect(decision.block).toBe(expected.block);
    expect(decision.why).toMatch(expected.why);
    if (expected.message instanceof RegExp) expect(decision.message).toMatch(expected.message);
    else expect(decision.message).toEqual(expected.message ?? (expected.block ? expect.any(String) : undefined));
    if (expected.systemMessage) expect(decision.systemMessage).toMatch(expected.systemMessage);
    else expect(decision.systemMessage).toBeUndefined();
    expect(decision.turnPoint).toBe(expected.turnPoint);
    expect(decision.afterDebrief ?? false).toBe(expected.afterDebrief ?? false);
    expect(reads).toEqual(expected.reads);
    expect(builds).toBe(expected.builds);
    if (expected.buildError) expect(decision.buildError).toMatch(expected.buildError);
    else expect(decision.buildError).toBeUndefined();
    if (expected.state === null) expect(decision.state).toBeUndefined();
    else if (expected.state) expect(decision.state).toMatchObject(expected.state);
    if (expected.evaluated === false) expect(decision.state?.lastEvaluation).toBeUndefined();
    // A block is recorded with its message; every judged stop leaves its evaluation for `status`.
    if (decision.block) expect(decision.state?.lastEvaluation).toMatchObject({ decision: 'block', message: decision.message, at: NOW });
  });

  it.each(routes)('$agent on the $route route: blocks past the threshold, then at most the route cap', async ({ agent, route }) => {
    const cap = route === 'notify' ? 1 : DEFAULT_CONFIG.maxBlocksPerTurn;
    let state: Partial<SessionState> = {};
    const blocks: boolean[] = [];
    for (let stop = 0; stop < 4; stop++) {
      // Each stop comes a minute after the last checkpoint, past the threshold again.
      const { decision } = await decide({
        name: '',
        agent,
        route,
        state: { ...state, lastCheckpointAt: state.lastCheckpointAt && NOW - MINUTE },
        expected: {} as Row['expected'],
      });
      blocks.push(decision.block);
      expect(decision.state?.lastEvaluation?.route).toBe(route);
      state = decision.state ?? {};
    }
    expect(blocks).toEqual([...Array(cap).fill(true), ...Array(4 - cap).fill(false)]);
    expect(state.checkpointsThisTurn).toBe(cap);
  });
});
