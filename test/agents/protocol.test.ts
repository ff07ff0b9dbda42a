// Every captured hook payload of the three agents maps to the event checkpoint expects.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { detectAgent, PROFILES } from '../../src/agents/index.js';
import type { AgentName } from '../../src/agents/protocol.js';
import { BasePayload, blockOutput, toEvent } from '../../src/agents/protocol.js';

const FIXTURES = resolve(__dirname, '../fixtures');

function payloads(file: string): { event: string; stdin: Record<string, unknown>; env: Record<string, string> }[] {
  return readFileSync(resolve(FIXTURES, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .map((entry) => ({ event: entry.stdin.hook_event_name, stdin: entry.stdin, env: entry.env ?? {} }));
}

const EXPECTED: Record<AgentName, Record<string, string>> = {
  claude: {
    SessionStart: 'session-start',
    UserPromptSubmit: 'prompt',
    PreToolUse: 'tool-use',
    Stop: 'stop',
    PreCompact: 'pre-compact',
    SubagentStop: 'ignored',
    PostToolUse: 'ignored',
    PostToolUseFailure: 'ignored',
    PostToolBatch: 'ignored',
    PostCompact: 'ignored',
    SessionEnd: 'ignored',
  },
  gemini: {
    SessionStart: 'session-start',
    BeforeAgent: 'prompt',
    AfterAgent: 'stop',
    PreCompress: 'pre-compact',
    BeforeTool: 'tool-use',
    AfterTool: 'ignored',
    BeforeModel: 'ignored',
    AfterModel: 'ignored',
    BeforeToolSelection: 'ignored',
    SessionEnd: 'ignored',
  },
  codex: {
    SessionStart: 'session-start',
    UserPromptSubmit: 'prompt',
    PreToolUse: 'tool-use',
    PostToolUse: 'ignored',
    Stop: 'stop',
    SessionEnd: 'ignored',
  },
};

const rows = (['claude', 'gemini', 'codex'] as const).flatMap((agent) =>
  [`${agent}/hook-payloads.jsonl`, ...(agent === 'claude' ? ['claude/hook-payloads-compaction.jsonl'] : [])].flatMap((file) =>
    payloads(file).map((payload, index) => ({ name: `${file}#${index} ${payload.event}`, agent, ...payload })),
  ),
);

describe('captured payloads', () => {
  it.each(rows)('$name', ({ agent, event, stdin, env }) => {
    const parsed = v.parse(BasePayload, stdin);
    const hookEvent = toEvent(PROFILES[agent], parsed);
    expect(hookEvent.kind).toBe(EXPECTED[agent][event]);
    if (hookEvent.kind === 'stop' || hookEvent.kind === 'prompt') {
      const expectedKey = agent === 'claude' ? stdin.prompt_id : agent === 'codex' ? stdin.turn_id : undefined;
      expect(hookEvent.turnKey).toBe(expectedKey);
    }
    if (hookEvent.kind === 'session-start') expect(hookEvent.resumed).toBe(stdin.source === 'resume' || stdin.source === 'compact');
    // A tool use carries its shell command (what the risky-command check reads), and nothing else of the payload.
    if (hookEvent.kind === 'tool-use') {
      const input = stdin.tool_input as { command?: unknown; cmd?: unknown } | undefined;
      const command = input?.command ?? input?.cmd;
      expect(hookEvent.command).toBe(Array.isArray(command) ? command.join(' ') : command);
    }
    // The agent is told apart without the argument, from the environment the agent gives its hooks.
    expect(detectAgent(stdin, env)).toBe(agent);
  });

  it.each([
    { name: 'Claude and Codex Bash', tool_input: { command: 'git reset --hard' }, command: 'git reset --hard' },
    {
      name: 'an older Codex shell, as an argument list',
      tool_input: { command: ['bash', '-lc', 'rm -rf x'] },
      command: 'bash -lc rm -rf x',
    },
    { name: 'Codex exec_command', tool_input: { cmd: 'ls' }, command: 'ls' },
    { name: 'an edit tool', tool_input: { file_path: 'x' }, command: undefined },
  ])('a tool use carries its shell command: $name', ({ tool_input, command }) => {
    const payload = v.parse(BasePayload, { session_id: 's', cwd: '/p', hook_event_name: 'PreToolUse', tool_input });
    expect(toEvent(PROFILES.claude, payload)).toEqual({ kind: 'tool-use', command });
  });

  it.each([
    { name: "Gemini's dir_path", agent: 'gemini' as const, fields: { tool_input: { command: 'ls', dir_path: 'web' } }, dir: 'web' },
    { name: "Codex's workdir", agent: 'codex' as const, fields: { tool_input: { cmd: 'ls', workdir: '/p/api' } }, dir: '/p/api' },
    {
      name: "a Claude subagent's call",
      agent: 'claude' as const,
      fields: { tool_input: { command: 'ls' }, agent_id: 'a1', agent_type: 'Explore' },
      subagent: 'a1',
    },
  ])('a tool use carries where it runs and who runs it: $name', ({ agent, fields, dir, subagent }) => {
    const event = PROFILES[agent].shellTool === 'Bash' ? 'PreToolUse' : 'BeforeTool';
    const payload = v.parse(BasePayload, { session_id: 's', cwd: '/p', hook_event_name: event, ...fields });
    expect(toEvent(PROFILES[agent], payload)).toStrictEqual({ kind: 'tool-use', command: 'ls', dir, subagent });
  });

  it('a Stop from inside a subagent is not the turn end', () => {
    const stop = v.parse(BasePayload, { session_id: 's', cwd: '/p', hook_event_name: 'Stop', agent_id: 'a1' });
    expect(toEvent(PROFILES.claude, stop).kind).toBe('ignored');
  });

  it.each([
    { agent: 'claude' as const, expected: { decision: 'block', reason: 'm' } },
    { agent: 'gemini' as const, expected: { decision: 'deny', reason: 'm' } },
    { agent: 'codex' as const, expected: { decision: 'block', reason: 'm' } },
  ])('$agent blocks with exactly $expected', ({ agent, expected }) => {
    expect(blockOutput(PROFILES[agent], 'm')).toStrictEqual(expected);
  });
});
