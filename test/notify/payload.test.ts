import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type NotifyPayload, parseNotifyArgs } from '../../src/notify/payload.js';

// Captured from Codex 0.169 (test/fixtures/README.md).
const captured = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'codex', 'notify-argv.jsonl'), 'utf8').trim()) as {
  argv: string[];
};

const base = {
  type: 'agent-turn-complete',
  'thread-id': 'thread-1',
  'turn-id': 'turn-1',
  cwd: '/work/project',
  client: 'codex-tui',
  'input-messages': ['do it'],
  'last-assistant-message': 'done',
};
const json = (over: Record<string, unknown>) => JSON.stringify({ ...base, ...over });
const without = (key: string) => {
  const copy: Record<string, unknown> = { ...base };
  delete copy[key];
  return JSON.stringify(copy);
};

const expectedBase: NotifyPayload = {
  threadId: 'thread-1',
  turnId: 'turn-1',
  cwd: '/work/project',
  client: 'codex-tui',
  inputMessages: ['do it'],
  lastAssistantMessage: 'done',
};

const rows: { name: string; input: string[]; expected: NotifyPayload | undefined }[] = [
  {
    name: 'captured Codex argv (extra arg before the payload)',
    input: captured.argv,
    expected: {
      threadId: '01a200f3-7b8c-7bd1-9f28-4e26ea921df6',
      turnId: '01a200f3-7bb2-76c3-92e7-533429831ef2',
      cwd: '/home/dev/proj-codex',
      client: 'codex_exec',
      inputMessages: ['Please run the check'],
      lastAssistantMessage: 'All done (after 2 tool call(s)).',
    },
  },
  { name: 'payload as the only argument', input: [json({})], expected: expectedBase },
  { name: 'only the last argument counts', input: [json({}), 'not json'], expected: undefined },
  { name: 'no arguments', input: [], expected: undefined },
  { name: 'empty argument', input: [''], expected: undefined },
  { name: 'junk', input: ['{"type":'], expected: undefined },
  { name: 'JSON but not an object', input: ['[1,2]'], expected: undefined },
  { name: 'another event type', input: [json({ type: 'approval-requested' })], expected: undefined },
  { name: 'missing type', input: [without('type')], expected: undefined },
  { name: 'missing thread-id', input: [without('thread-id')], expected: undefined },
  { name: 'empty thread-id', input: [json({ 'thread-id': '' })], expected: undefined },
  { name: 'missing cwd', input: [without('cwd')], expected: undefined },
  { name: 'missing turn-id is tolerated', input: [without('turn-id')], expected: { ...expectedBase, turnId: undefined } },
  { name: 'null turn-id is tolerated', input: [json({ 'turn-id': null })], expected: { ...expectedBase, turnId: undefined } },
  { name: 'missing client', input: [without('client')], expected: { ...expectedBase, client: undefined } },
  { name: 'missing input-messages', input: [without('input-messages')], expected: { ...expectedBase, inputMessages: [] } },
  {
    name: 'non-string input messages are dropped',
    input: [json({ 'input-messages': ['a', 3, null, 'b'] })],
    expected: { ...expectedBase, inputMessages: ['a', 'b'] },
  },
  {
    name: 'null last-assistant-message',
    input: [json({ 'last-assistant-message': null })],
    expected: { ...expectedBase, lastAssistantMessage: undefined },
  },
  { name: 'unknown keys are ignored', input: [json({ 'new-key': { x: 1 } })], expected: expectedBase },
  { name: 'thread-id of the wrong type', input: [json({ 'thread-id': 42 })], expected: undefined },
];

describe('parseNotifyArgs', () => {
  it.each(rows)('$name', ({ input, expected }) => {
    expect(parseNotifyArgs(input)).toEqual(expected);
  });
});
