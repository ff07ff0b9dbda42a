import type { AgentName } from '../agents/protocol.js';
import { readJsonlTail } from './tail.js';
import type { ReadOptions, TodoItem, ToolCall, TurnTimeline } from './timeline.js';

// The readers differ in how they parse; once a transcript is a list of these events (file order,
// tool results already paired into their calls), cutting out the turn is the same for all three.

export type TurnEvent =
  /** A real prompt typed by a person: a turn starts here. */
  | { kind: 'prompt'; text: string; at?: number; key?: string }
  /** One of our checkpoint messages reached the agent as a user-role message. */
  | { kind: 'checkpoint'; at?: number; key?: string }
  /** Any other user-role message (a stop reason of another hook, a notification...). */
  | { kind: 'user'; key?: string }
  /** Text the agent answered with (not thinking, not tool calls). */
  | { kind: 'reply'; text: string }
  | { kind: 'call'; call: ToolCall; todos?: TodoItem[]; key?: string };

interface TurnBounds {
  /** Index of the turn's prompt event; -1 when the window holds no turn start. */
  start: number;
  /** Exclusive end of the turn (the next prompt, or the end of the window). */
  end: number;
}

/** The last real prompt, or with `turnKey` the prompt carrying that key (falls back to the last prompt). */
export function findTurn(events: TurnEvent[], turnKey?: string): TurnBounds {
  let start = -1;
  if (turnKey !== undefined) start = events.findIndex((e) => e.kind === 'prompt' && e.key === turnKey);
  if (start < 0) {
    for (let i = events.length - 1; i >= 0; i--) {
      if (events[i].kind === 'prompt') {
        start = i;
        break;
      }
    }
  }
  let end = events.length;
  if (start >= 0) {
    for (let i = start + 1; i < events.length; i++) {
      const event = events[i];
      if (event.kind === 'prompt' && !(turnKey !== undefined && event.key === turnKey)) {
        end = i;
        break;
      }
    }
  }
  return { start, end };
}

interface WindowFacts {
  truncated: boolean;
  bytesRead: number;
}

export function assembleTimeline(agent: AgentName, events: TurnEvent[], bounds: TurnBounds, facts: WindowFacts): TurnTimeline {
  const { start, end } = bounds;
  const first = Math.max(start, 0);
  const startEvent = start >= 0 ? events[start] : undefined;
  const prompt = startEvent?.kind === 'prompt' ? startEvent : undefined;
  const calls: ToolCall[] = [];
  const priorReads: string[] = [];
  let checkpointsInTurn = 0;
  let todos: TodoItem[] | undefined;
  let lastUserIsCheckpoint = false;
  let lastReply: string | undefined;
  let turnKey = prompt?.key;

  events.forEach((event, index) => {
    const inTurn = index >= first && index < end;
    // Only a reply after everything else in the turn (calls, checkpoints) is the turn's final text.
    if (inTurn && event.kind !== 'reply') lastReply = undefined;
    if (event.kind === 'reply') {
      if (inTurn) lastReply = event.text;
    } else if (event.kind === 'call') {
      if (event.todos) todos = event.todos;
      if (inTurn) calls.push(event.call);
      else if (index < first && (event.call.kind === 'read' || event.call.kind === 'edit')) priorReads.push(...event.call.paths);
      if (inTurn && turnKey === undefined) turnKey = event.key;
    } else if (event.kind === 'checkpoint') {
      if (inTurn) checkpointsInTurn += 1;
      lastUserIsCheckpoint = true;
    } else {
      lastUserIsCheckpoint = false;
    }
  });

  return {
    agent,
    turnKey,
    turnStartedAt: prompt?.at,
    prompt: prompt?.text,
    calls,
    priorReads: [...new Set(priorReads)],
    checkpointsInTurn,
    lastUserIsCheckpoint,
    lastReply,
    unansweredCalls: calls.filter((call) => call.answered === false).length,
    todos,
    truncated: facts.truncated,
    bytesRead: facts.bytesRead,
  };
}

interface JsonlReader<T> {
  /** One JSONL line to the compact entries the reader keeps. */
  toEntries: (record: unknown) => T[];
  /** The entries read so far hold the wanted turn's start. */
  foundStart: (entries: T[], turnKey?: string) => boolean;
  toEvents: (entries: T[]) => TurnEvent[];
  /** History to read past the turn start for `priorReads` (default: the tail reader's). */
  priorBytes?: number;
}

/** Every JSONL reader is the same three steps: tail-read to the turn start, events, cut the turn. */
export async function readJsonlTurn<T>(
  agent: AgentName,
  path: string,
  options: ReadOptions,
  reader: JsonlReader<T>,
): Promise<TurnTimeline> {
  const { turnKey } = options;
  const tail = await readJsonlTail(path, {
    maxBytes: options.maxBytes,
    priorBytes: reader.priorBytes,
    toEntries: reader.toEntries,
    foundStart: (entries) => reader.foundStart(entries, turnKey),
  });
  const events = reader.toEvents(tail.entries);
  return assembleTimeline(agent, events, findTurn(events, turnKey), tail);
}
