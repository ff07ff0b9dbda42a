import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { takePoint } from '../../src/restore/save.js';
import { readTimeline } from '../../src/transcript/index.js';
import { makeRepo, type Sandbox } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

const jsonl = (lines: unknown[]) => `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
const use = (id: string, name: string, input: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'assistant',
  ...extra,
  message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] },
});
const result = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  type: 'user',
  promptId: 'p1',
  ...extra,
  message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: text }] },
});

describe('agent outputs', () => {
  it('one line per subagent: its description and the paths it wrote, read from its own transcript', async () => {
    box = makeRepo();
    const repo = box.repo;
    const transcript = join(box.base, 'session-1.jsonl');
    writeFileSync(
      transcript,
      jsonl([
        { type: 'user', promptId: 'p1', message: { role: 'user', content: 'build the parser and the docs' } },
        use('toolu_A', 'Task', { description: 'Write the parser', prompt: 'write it', subagent_type: 'general-purpose' }),
        result('toolu_A', 'done\nagentId: a1'),
        use('toolu_B', 'Agent', { description: 'Draft the docs', prompt: 'draft' }),
        result('toolu_B', 'done'),
        use('toolu_C', 'Task', { description: 'Review the lexer', prompt: 'review' }),
        result('toolu_C', 'looks fine'),
      ]),
    );
    const subagents = join(box.base, 'session-1', 'subagents');
    mkdirSync(subagents, { recursive: true });
    const side = { isSidechain: true, agentId: 'a1' };
    writeFileSync(
      join(subagents, 'agent-a1.jsonl'),
      jsonl([
        { type: 'user', ...side, message: { role: 'user', content: 'write it' } },
        use('t1', 'Write', { file_path: join(repo, 'src/parser.ts'), content: 'x' }, side),
        result('t1', 'ok', side),
        use('t2', 'Read', { file_path: join(repo, 'README.md') }, side),
        use('t3', 'Edit', { file_path: join(repo, 'src/lexer.ts'), old_string: 'a', new_string: 'b' }, side),
        use('t4', 'Write', { file_path: join(repo, 'src/parser.ts'), content: 'y' }, side),
      ]),
    );
    writeFileSync(
      join(subagents, 'agent-a1.meta.json'),
      JSON.stringify({ agentType: 'general-purpose', description: 'Write the parser', toolUseId: 'toolu_A', spawnDepth: 1 }),
    );
    // no meta file: the Task call of the same description is not guessed, the subagent's own prompt says what it did
    writeFileSync(
      join(subagents, 'agent-b2.jsonl'),
      jsonl([
        { type: 'user', isSidechain: true, message: { role: 'user', content: 'draft the docs in docs/' } },
        use('t5', 'Write', { file_path: join(repo, 'docs/guide.md'), content: 'g' }, { isSidechain: true }),
      ]),
    );
    // run order: a1 first
    const now = Date.now() / 1000;
    utimesSync(join(subagents, 'agent-a1.jsonl'), now - 20, now - 20);
    utimesSync(join(subagents, 'agent-b2.jsonl'), now - 10, now - 10);
    const timeline = await readTimeline('claude', transcript);
    const { point } = await takePoint({
      cwd: repo,
      trigger: 'manual',
      agent: 'claude',
      sessionId: 'session-1',
      timeline,
      transcriptPath: transcript,
      env: box.env,
    });
    expect(point.agentOutputs).toEqual([
      { description: 'Write the parser', paths: ['src/parser.ts', 'src/lexer.ts'] },
      { description: 'draft the docs in docs/', paths: ['docs/guide.md'] },
      { description: 'Draft the docs', paths: [] },
      { description: 'Review the lexer', paths: [] },
    ]);
  });

  it('a session without subagents has none, and a missing subagents dir costs nothing', async () => {
    box = makeRepo();
    const transcript = join(box.base, 'session-2.jsonl');
    writeFileSync(transcript, jsonl([{ type: 'user', promptId: 'p1', message: { role: 'user', content: 'hello' } }]));
    const timeline = await readTimeline('claude', transcript);
    const { point } = await takePoint({
      cwd: box.repo,
      trigger: 'manual',
      agent: 'claude',
      sessionId: 'session-2',
      timeline,
      transcriptPath: transcript,
      env: box.env,
    });
    expect(point.agentOutputs).toEqual([]);
  });
});
