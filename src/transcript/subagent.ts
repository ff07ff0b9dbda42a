// Claude Code runs a subagent in the parent's process: its shell sees the parent's session id. Its
// lines go to <transcript dir>/<session>/subagents/agent-<id>.jsonl, so a `checkpoint goal` call
// still waiting for its result there, and not in the session's own transcript, is a subagent's.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AgentName } from '../agents/protocol.js';
import { claudeEntries, type ClaudeEntry } from './claude.js';
import { readJsonlTail } from './tail.js';
import { str } from './text.js';
import { isRecord } from '../util/record.js';
import { log } from '../util/log.js';

const TAIL_BYTES = 256 * 1024;
/** A subagent transcript older than this is not the one running the command now. */
const RECENT_MS = 10 * 60 * 1000;

async function pendingCall(path: string, matches: (command: string) => boolean): Promise<boolean> {
  // Subagent lines are sidechain lines, which the session reader drops: read them as the subagent's own.
  const toEntries = (record: unknown) => claudeEntries(isRecord(record) ? { ...record, isSidechain: false } : record);
  const tail = await readJsonlTail<ClaudeEntry>(path, { maxBytes: TAIL_BYTES, priorBytes: 0, toEntries, foundStart: () => false });
  const answered = new Set(tail.entries.flatMap((entry) => (entry.kind === 'result' ? [entry.id] : [])));
  return tail.entries.some((entry) => entry.kind === 'use' && matches(str(entry.input.command) ?? '') && !answered.has(entry.id));
}

async function inClaudeSubagent(transcriptPath: string, sessionId: string, matches: (command: string) => boolean, now = Date.now()): Promise<boolean> {
  const dir = join(dirname(transcriptPath), sessionId, 'subagents');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /^agent-.*\.jsonl$/.test(name));
  } catch {
    return false;
  }
  try {
    for (const name of names) {
      const path = join(dir, name);
      if (now - statSync(path).mtimeMs > RECENT_MS) continue;
      if (await pendingCall(path, matches)) return !(await pendingCall(transcriptPath, matches).catch(() => false));
    }
  } catch (error) {
    log.debug('subagent check failed', error);
  }
  return false;
}

/**
 * A command matching `matches` runs in a subagent of the session, not in the session itself. Only
 * Claude Code runs subagents that share the session's shell environment (and so its session id).
 */
export function inSubagent(agent: AgentName, transcriptPath: string, sessionId: string, matches: (command: string) => boolean): Promise<boolean> {
  return agent === 'claude' ? inClaudeSubagent(transcriptPath, sessionId, matches) : Promise.resolve(false);
}
