// Telling a whole turn from one the agent has not finished writing, and waiting for it only then.
import { describe, expect, it, vi } from 'vitest';
import type { AgentName } from '../../src/agents/protocol.js';
import { readTimeline } from '../../src/transcript/index.js';
import { settleTurn, unsettledReason } from '../../src/transcript/settle.js';
import { emptyTimeline, type TurnTimeline } from '../../src/transcript/timeline.js';
import { fixtureText, hookPayloads, writeTranscript } from './_helpers.js';

const timeline = (fields: Partial<TurnTimeline>): TurnTimeline => emptyTimeline('claude', fields);

describe('unsettledReason', () => {
  it.each([
    { name: 'the final reply is there', seen: { lastReply: 'All done.' }, reply: 'All done.', expected: undefined },
    { name: 'whitespace differs only', seen: { lastReply: 'All\n done. ' }, reply: 'All done.', expected: undefined },
    { name: 'Gemini joins the replies of a retried turn', seen: { lastReply: 'Second.' }, reply: 'First.\nSecond.', expected: undefined },
    { name: 'no final reply in the payload: only calls count', seen: {}, reply: undefined, expected: undefined },
    {
      name: 'the reply is not written yet',
      seen: { lastReply: 'Earlier text.' },
      reply: 'All done.',
      expected: 'the final reply is not in the transcript yet',
    },
    { name: 'no reply after the last call yet', seen: {}, reply: 'All done.', expected: 'the final reply is not in the transcript yet' },
    {
      name: 'a call without its result',
      seen: { lastReply: 'All done.', unansweredCalls: 1 },
      reply: 'All done.',
      expected: '1 tool call without a result',
    },
  ])('$name', ({ seen, reply, expected }) => {
    expect(unsettledReason(timeline(seen), reply)).toBe(expected);
  });
});

describe('settleTurn', () => {
  it('costs nothing when the first read is whole: no second read, no sleep', async () => {
    const read = vi.fn();
    const sleep = vi.fn();
    const settled = await settleTurn(timeline({ lastReply: 'ok' }), read, 'ok', { boundMs: 1000, sleep, clock: () => 0 });
    expect(settled).toEqual({ timeline: timeline({ lastReply: 'ok' }), waitedMs: 0 });
    expect(read).not.toHaveBeenCalled();
    expect(sleep).not.toHaveBeenCalled();
  });

  it('re-reads in 50 ms steps until the turn is whole', async () => {
    let now = 0;
    const reads = [timeline({}), timeline({}), timeline({ lastReply: 'ok' })];
    const settled = await settleTurn(timeline({}), async () => reads.shift(), 'ok', {
      boundMs: 1000,
      sleep: async (ms) => void (now += ms),
      clock: () => now,
    });
    expect(settled).toMatchObject({ timeline: { lastReply: 'ok' }, waitedMs: 150 });
    expect(settled.incomplete).toBeUndefined();
  });

  it('gives up at the bound and says why', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const settled = await settleTurn(timeline({ unansweredCalls: 1 }), async () => timeline({ unansweredCalls: 1 }), undefined, {
      boundMs: 120,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
      clock: () => now,
    });
    expect(sleeps).toEqual([50, 50, 20]);
    expect(settled).toMatchObject({ waitedMs: 120, incomplete: '1 tool call without a result' });
  });

  it('does not wait for a transcript that cannot be read', async () => {
    const read = vi.fn();
    expect(await settleTurn(undefined, read, 'ok', { boundMs: 1000 })).toEqual({ timeline: undefined, waitedMs: 0 });
    expect(read).not.toHaveBeenCalled();
  });
});

// The captured runs: cut each transcript just before the line with the first stop's final reply, as
// a lagging writer would leave it, and the reader must tell; with that line the turn is whole.
describe.each([
  {
    agent: 'claude',
    transcript: 'claude/transcript-stop-block.jsonl',
    payloads: 'claude/hook-payloads.jsonl',
    event: 'Stop',
    field: 'last_assistant_message',
  },
  {
    agent: 'gemini',
    transcript: 'gemini/session-afteragent-block.jsonl',
    payloads: 'gemini/hook-payloads.jsonl',
    event: 'AfterAgent',
    field: 'prompt_response',
  },
  {
    agent: 'codex',
    transcript: 'codex/rollout-stop-block.jsonl',
    payloads: 'codex/hook-payloads.jsonl',
    event: 'Stop',
    field: 'last_assistant_message',
  },
])('$agent captured transcript', ({ agent, transcript, payloads, event, field }) => {
  const stop = hookPayloads(payloads).find((payload) => payload.hook_event_name === event)!;
  const finalReply = stop[field] as string;
  const lines = fixtureText(transcript).split('\n').filter(Boolean);
  const replyLine = lines.findIndex((line) => line.includes(JSON.stringify(finalReply).slice(1, -1)));
  const read = (count: number) =>
    readTimeline(agent as AgentName, writeTranscript(`${lines.slice(0, count).join('\n')}\n`, transcript.split('/')[1]), {
      turnKey: agent === 'gemini' ? undefined : ((stop.prompt_id ?? stop.turn_id) as string),
    });

  it("holds the first stop's final reply after its tool calls", () => {
    expect(replyLine).toBeGreaterThan(0);
  });

  it('is incomplete without the reply line, whole with it', async () => {
    expect(unsettledReason(await read(replyLine), finalReply)).toBe('the final reply is not in the transcript yet');
    expect(unsettledReason(await read(replyLine + 1), finalReply)).toBeUndefined();
  });

  it('is incomplete while the first tool call has no result', async () => {
    const callLine = lines.findIndex((line) => /"tool_use"|"toolCalls"|"function_call"/.test(line) && !/function_call_output/.test(line));
    const cut = await read(callLine + 1);
    // Gemini writes a call together with its result, so only Claude and Codex show a pending call.
    if (agent === 'gemini') expect(cut.unansweredCalls).toBe(0);
    else expect(cut.unansweredCalls).toBe(1);
  });
});
