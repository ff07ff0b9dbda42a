// Claude Code runs a subagent in the parent's process: its shell sees the parent's session id. Its
// lines go to <transcript dir>/<session>/subagents/agent-<id>.jsonl, so a `checkpoint goal` call
// still waiting for its result there, and not in the session's own transcript, is a subagent's.
//
// A record's agent outputs: one line per subagent the session ran, its description and the paths it wrote.
// Claude Code (2.1.2 on) keeps each subagent's transcript beside the session's own:
//   <session>.jsonl -> <session>/subagents/agent-<id>.jsonl  (every line `isSidechain: true`)
//                      <session>/subagents/agent-<id>.meta.json  ({agentType, description, toolUseId})
// The session's reader skips sidechain lines, so a subagent's edits are read here, from its own file.
// Reads stay bounded: the newest MAX_AGENTS subagents, a byte budget shared by their tails, small metas.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AgentName } from '../agents/protocol.js';
import { log } from '../util/log.js';
import { readRegularFile } from '../util/read-file.js';
import { isRecord } from '../util/record.js';
import { type ClaudeEntry, claudeEntries, claudeToolCall } from './claude.js';
import { readJsonlTail } from './tail.js';
import { str } from './text.js';
import type { ToolCall } from './timeline.js';

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

async function inClaudeSubagent(transcriptPath: string, matches: (command: string) => boolean, now = Date.now()): Promise<boolean> {
  try {
    for (const file of subagentFiles(transcriptPath)) {
      if (now - file.mtimeMs > RECENT_MS) continue;
      if (await pendingCall(file.transcript, matches)) return !(await pendingCall(transcriptPath, matches).catch(() => false));
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
export function inSubagent(agent: AgentName, transcriptPath: string, matches: (command: string) => boolean): Promise<boolean> {
  return agent === 'claude' ? inClaudeSubagent(transcriptPath, matches) : Promise.resolve(false);
}

interface AgentOutput {
  description: string;
  paths: string[];
}

const MAX_AGENTS = 20;
const MAX_PATHS = 10;
const READ_BUDGET_BYTES = 4 * 1024 * 1024;
const META_BYTES = 64 * 1024;

const clip = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

interface SubagentFile {
  id: string;
  transcript: string;
  meta: string;
  mtimeMs: number;
}

/** The session's subagent transcripts, oldest first, the newest MAX_AGENTS of them. */
function subagentFiles(transcriptPath: string): SubagentFile[] {
  if (!transcriptPath.endsWith('.jsonl')) return [];
  const dir = join(transcriptPath.slice(0, -'.jsonl'.length), 'subagents');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const found: SubagentFile[] = [];
  for (const name of names) {
    const match = /^agent-([A-Za-z0-9_-]{1,128})\.jsonl$/.exec(name);
    if (!match) continue;
    try {
      const stat = statSync(join(dir, name));
      if (stat.isFile())
        found.push({ id: match[1], transcript: join(dir, name), meta: join(dir, `agent-${match[1]}.meta.json`), mtimeMs: stat.mtimeMs });
    } catch {
      // gone meanwhile
    }
  }
  return found.sort((a, b) => a.mtimeMs - b.mtimeMs).slice(-MAX_AGENTS);
}

function readMeta(file: string): { description?: string; toolUseId?: string; agentType?: string } {
  try {
    const value: unknown = JSON.parse(readRegularFile(file, { maxBytes: META_BYTES }) ?? '');
    return isRecord(value) ? { description: str(value.description), toolUseId: str(value.toolUseId), agentType: str(value.agentType) } : {};
  } catch {
    return {};
  }
}

type SubagentLine = { kind: 'prompt'; text: string } | { kind: 'write'; path: string };

/** A sidechain line to what the record needs: the task it was given, the files its edit tools wrote. */
function subagentEntries(record: unknown): SubagentLine[] {
  if (!isRecord(record) || !isRecord(record.message)) return [];
  const content = record.message.content;
  if (record.type === 'user' && typeof content === 'string') return [{ kind: 'prompt', text: content }];
  if (record.type !== 'assistant' || !Array.isArray(content)) return [];
  const out: SubagentLine[] = [];
  for (const block of content) {
    if (!isRecord(block) || block.type !== 'tool_use') continue;
    const { call } = claudeToolCall(str(block.id) ?? '', str(block.name) ?? '', isRecord(block.input) ? block.input : {});
    if (call.kind === 'edit') for (const path of call.paths) out.push({ kind: 'write', path });
  }
  return out;
}

async function writesOf(
  file: SubagentFile,
  maxBytes: number,
  rel: (path: string) => string,
): Promise<{ prompt?: string; paths: string[] }> {
  try {
    const { entries } = await readJsonlTail<SubagentLine>(file.transcript, {
      maxBytes,
      toEntries: subagentEntries,
      foundStart: () => false,
    });
    const paths = [...new Set(entries.flatMap((entry) => (entry.kind === 'write' ? [rel(entry.path)] : [])))];
    const prompt = entries.find((entry) => entry.kind === 'prompt');
    return { prompt: prompt?.kind === 'prompt' ? prompt.text : undefined, paths: paths.slice(0, MAX_PATHS) };
  } catch {
    return { paths: [] };
  }
}

/** Claude's Task/Agent tool runs a subagent; its description says what it was for. */
function isSubagentCall(call: ToolCall): boolean {
  return call.name === 'Task' || call.name === 'Agent';
}

function describe(call: ToolCall): string {
  return clip(String(call.input.description ?? call.input.subagent_type ?? call.name), 160);
}

/**
 * One line per subagent: those with a transcript of their own (description from its meta, or the Task
 * call that started it, or its prompt; the paths its edit tools wrote), then the turn's subagent calls
 * whose transcript was not found (an older Claude Code), with their description only.
 */
export async function agentOutputs(
  agent: AgentName | string | undefined,
  transcriptPath: string | undefined,
  calls: ToolCall[],
  rel: (path: string) => string,
  readBudget = READ_BUDGET_BYTES,
): Promise<AgentOutput[]> {
  const subagentCalls = calls.filter(isSubagentCall);
  const files = agent === 'claude' && transcriptPath ? subagentFiles(transcriptPath) : [];
  // At most MAX_AGENTS files: each gets at least a 20th of the budget (about 200 KiB of the default).
  const perFile = Math.floor(readBudget / Math.max(1, files.length));
  const matched = new Set<string>();
  const outputs: AgentOutput[] = [];
  for (const file of files) {
    const meta = readMeta(file.meta);
    const call = subagentCalls.find((c) =>
      meta.toolUseId ? c.id === meta.toolUseId : meta.description !== undefined && c.input.description === meta.description,
    );
    if (call) matched.add(call.id);
    const { prompt, paths } = await writesOf(file, perFile, rel);
    const description = meta.description ?? (call && describe(call)) ?? prompt ?? meta.agentType ?? `subagent ${file.id}`;
    outputs.push({ description: clip(description, 160), paths });
  }
  for (const call of subagentCalls) if (!matched.has(call.id)) outputs.push({ description: describe(call), paths: [] });
  return outputs.slice(-MAX_AGENTS);
}
