// One turn, three agents: the same work written as a Claude transcript, a Gemini session and a Codex
// rollout must read into the same timeline facts and build the same checkpoint (one builder).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AgentName } from '../../src/agents/protocol.js';
import { buildCheckpoint } from '../../src/checkpoint/build.js';
import type { CheckpointResult } from '../../src/checkpoint/types.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { readTimeline } from '../../src/transcript/index.js';
import type { TurnTimeline } from '../../src/transcript/timeline.js';
import { writeTranscript } from '../transcript/_helpers.js';
import { gitRepo, writeFiles } from './_helpers.js';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const TS_ERROR = "src/app.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.";

/** The turn: read app.ts, edit it, `npm run build` fails with a type error, `echo "npm test"`. */
interface Step {
  tool: 'read' | 'edit' | 'shell';
  path?: string;
  command?: string;
  output: string;
  exitCode?: number;
}

function steps(root: string): Step[] {
  return [
    { tool: 'read', path: join(root, 'src/app.ts'), output: 'export const a = 1;' },
    { tool: 'edit', path: join(root, 'src/app.ts'), output: 'updated' },
    { tool: 'shell', command: 'npm run build', output: TS_ERROR, exitCode: 2 },
    { tool: 'shell', command: 'echo "npm test"', output: 'npm test', exitCode: 0 },
  ];
}

function claudeTranscript(turn: Step[]): unknown[] {
  const lines: unknown[] = [{ type: 'user', promptId: 'p1', timestamp: at(0), message: { role: 'user', content: 'make a a string' } }];
  turn.forEach((step, index) => {
    const id = `toolu_${index}`;
    const [name, input] =
      step.tool === 'read'
        ? ['Read', { file_path: step.path }]
        : step.tool === 'edit'
          ? ['Edit', { file_path: step.path, old_string: '1', new_string: "'1'" }]
          : ['Bash', { command: step.command }];
    const failed = (step.exitCode ?? 0) !== 0;
    lines.push({
      type: 'assistant',
      promptId: 'p1',
      timestamp: at(index + 1),
      message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] },
    });
    lines.push({
      type: 'user',
      promptId: 'p1',
      timestamp: at(index + 1),
      message: {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: id,
            content: failed ? `Exit code ${step.exitCode}\n${step.output}` : step.output,
            is_error: failed,
          },
        ],
      },
    });
  });
  return lines;
}

function geminiSession(turn: Step[]): unknown[] {
  const records: unknown[] = [{ sessionId: 'g1', projectHash: 'h', startTime: at(0), lastUpdated: at(0), kind: 'main' }];
  records.push({ id: 'u1', timestamp: at(0), type: 'user', content: [{ text: 'make a a string' }] });
  turn.forEach((step, index) => {
    const id = `call_${index}`;
    const [name, args] =
      step.tool === 'read'
        ? ['read_file', { file_path: step.path }]
        : step.tool === 'edit'
          ? ['replace', { file_path: step.path, old_string: '1', new_string: "'1'" }]
          : ['run_shell_command', { command: step.command }];
    const output =
      step.tool === 'shell'
        ? `Output: ${step.output}\n${step.exitCode ? `Exit Code: ${step.exitCode}\n` : ''}Process Group PGID: 1`
        : step.output;
    const response = { functionResponse: { id, name, response: { output } } };
    // Gemini appends the message, then re-appends it with its tool calls (fold by id, last wins).
    records.push({ id: `m${index}`, timestamp: at(index + 1), type: 'gemini', content: '' });
    records.push({
      id: `m${index}`,
      timestamp: at(index + 1),
      type: 'gemini',
      content: '',
      toolCalls: [{ id, name, args, status: 'success', result: [response] }],
    });
    records.push({ id: `r${index}`, timestamp: at(index + 1), type: 'user', content: [response] });
  });
  return records;
}

function codexRollout(turn: Step[]): unknown[] {
  const turnId = 't1';
  const lines: unknown[] = [
    { timestamp: at(0), type: 'turn_context', payload: { turn_id: turnId, cwd: '/x' } },
    {
      timestamp: at(0),
      type: 'response_item',
      payload: {
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: 'make a a string' }],
        internal_chat_message_metadata_passthrough: { turn_id: turnId, content_item_metadata: [{ provenance: { type: 'user' } }] },
      },
    },
  ];
  turn.forEach((step, index) => {
    const callId = `call_${index}`;
    // Codex has no read or edit tool with exec_command alone: it reads with cat and edits with apply_patch.
    if (step.tool === 'edit') {
      const patch = `*** Begin Patch\n*** Update File: ${step.path}\n@@\n-export const a = 1;\n+export const a = '1';\n*** End Patch`;
      lines.push({
        timestamp: at(index + 1),
        type: 'response_item',
        payload: { type: 'custom_tool_call', name: 'apply_patch', call_id: callId, input: patch },
      });
      lines.push({
        timestamp: at(index + 1),
        type: 'response_item',
        payload: { type: 'custom_tool_call_output', call_id: callId, output: 'Success. Updated the following files:\nM src/app.ts' },
      });
      return;
    }
    const cmd = step.tool === 'read' ? `cat ${step.path}` : step.command;
    lines.push({
      timestamp: at(index + 1),
      type: 'response_item',
      payload: { type: 'function_call', name: 'exec_command', arguments: JSON.stringify({ cmd }), call_id: callId },
    });
    lines.push({
      timestamp: at(index + 1),
      type: 'response_item',
      payload: {
        type: 'function_call_output',
        call_id: callId,
        output: `Chunk ID: x\nWall time: 0.1 seconds\nProcess exited with code ${step.exitCode ?? 0}\nOutput:\n${step.output}\n`,
      },
    });
  });
  return lines;
}

const WRITERS: Record<AgentName, (turn: Step[]) => unknown[]> = { claude: claudeTranscript, gemini: geminiSession, codex: codexRollout };

describe('parity: one turn, three agents, one checkpoint', () => {
  const repo = gitRepo({
    'package.json': JSON.stringify({ name: 'demo', scripts: { test: 'vitest run', typecheck: 'tsc --noEmit', build: 'tsc' } }),
    'package-lock.json': '{}',
    'tsconfig.json': '{}',
    'src/app.ts': 'export const a = 1;\n',
    'src/stale.ts': 'export const b = 1;\n',
  });
  // The turn's edit, and a stale change from an earlier turn that no agent's turn touched.
  writeFiles(repo.root, { 'src/app.ts': "export const a = '1';\n", 'src/stale.ts': 'export const b = 2;\n' });

  const results = Object.fromEntries(
    (['claude', 'gemini', 'codex'] as const).map((agent) => [
      agent,
      (async () => {
        const path = writeTranscript(
          WRITERS[agent](steps(repo.root)),
          agent === 'codex' ? 'rollout-2026-11-22T10-00-00-t.jsonl' : `${agent}.jsonl`,
        );
        const timeline = await readTimeline(agent, path);
        const result = await buildCheckpoint({ cwd: repo.root, timeline, config: DEFAULT_CONFIG, elapsedSeconds: 300, env: {} });
        return { timeline, result };
      })(),
    ]),
  ) as Record<AgentName, Promise<{ timeline: TurnTimeline; result: CheckpointResult }>>;

  it.each(['claude', 'gemini', 'codex'] as const)(
    '%s reads the turn: a failed build with exit code 2 and a successful echo',
    async (agent) => {
      const { timeline } = await results[agent];
      const shells = timeline.calls.filter((call) => call.kind === 'shell' && call.command !== `cat ${join(repo.root, 'src/app.ts')}`);
      expect(shells.map((call) => [call.command, call.failed, call.exitCode])).toEqual([
        ['npm run build', true, 2],
        ['echo "npm test"', false, 0],
      ]);
      expect(
        timeline.calls.filter((call) => call.kind === 'edit').flatMap((call) => call.paths.map((p) => p.replace(`${repo.root}/`, ''))),
      ).toEqual(['src/app.ts']);
      expect(timeline.turnStartedAt).toBe(T0);
    },
  );

  it.each(['claude', 'gemini', 'codex'] as const)('%s builds the same checkpoint', async (agent) => {
    const { result } = await results[agent];
    expect(result.silent).toBe(false);
    expect(result.changedFiles).toEqual(['src/app.ts']);
    expect(result.categories).toEqual(['source code', 'types']);
    expect(result.actions.map((action) => `${action.text}: ${action.command}`)).toEqual([
      'Run the tests: npm test',
      'Type-check: npm run typecheck',
    ]);
    expect(result.observations).toEqual(['`npm run build` failed (TS2322 type error) and was not re-run successfully']);
    const claude = await results.claude;
    expect(result.message).toBe(claude.result.message);
  });
});
