// Loop safety (issue 14): whatever the agent says about its own loop (`stop_hook_active` always
// false, always true, missing; Gemini repeats `false` after a block), one turn gets at most
// maxBlocksPerTurn turn-checkpoint blocks and at most 3 guard blocks, and a failure inside
// checkpoint yields the generic message at most once. Every stop is a separate process of the bundle.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGE } from '../../src/checkpoint/build.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { claudeProject } from '../helpers/claude-project.js';

const GUARD = '[Checkpoint] - You are in an active checkpoint';
const STOPS = 6;
const FLAGS = [
  { name: 'always false', flag: () => false },
  { name: 'always true', flag: () => true },
  { name: 'missing', flag: () => undefined },
  { name: 'true after the first', flag: (i: number) => i > 0 },
] as const;

/** One Claude turn that edited source without checking it: six stops in a row, the blocks they got. */
function turnOfStops(options: { flag: (i: number) => boolean | undefined; goal?: boolean; env?: Record<string, string> }) {
  const p = claudeProject();
  p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'change a' });
  p.transcript.prompt('change a');
  writeFileSync(join(p.root, 'src/app.ts'), 'export const a = 2;\n');
  p.transcript.tool('Edit', { file_path: join(p.root, 'src/app.ts'), old_string: '1', new_string: '2' });
  if (options.goal) expect(p.cli('goal', 'why does it fail').status).toBe(0);
  const blocks: string[] = [];
  for (let i = 0; i < STOPS; i++) {
    const active = options.flag(i);
    const output = p.hook({ hook_event_name: 'Stop', ...(active === undefined ? {} : { stop_hook_active: active }) }, options.env ?? {});
    if (output?.decision === 'block') {
      blocks.push(output.reason as string);
      p.transcript.feedback(output.reason as string);
    }
  }
  return {
    blocks,
    guard: blocks.filter((reason) => reason.startsWith(GUARD)),
    turn: blocks.filter((reason) => !reason.startsWith(GUARD) || reason.includes('\n\n')),
  };
}

describe('loop safety: one turn, six stops', () => {
  it.each(FLAGS)('stop_hook_active $name: at most maxBlocksPerTurn checkpoint blocks, and at least one', ({ flag }) => {
    const { blocks, turn } = turnOfStops({ flag });
    expect(turn.length).toBeGreaterThanOrEqual(1);
    expect(turn.length).toBeLessThanOrEqual(DEFAULT_CONFIG.maxBlocksPerTurn);
    expect(blocks.length).toBeLessThanOrEqual(DEFAULT_CONFIG.maxBlocksPerTurn);
  });

  it.each(FLAGS)('stop_hook_active $name, an investigation open: at most 3 blocks of any kind, the guard among them', ({ flag }) => {
    const { blocks, guard } = turnOfStops({ flag, goal: true });
    expect(guard.length).toBeGreaterThanOrEqual(1);
    expect(guard.length).toBeLessThanOrEqual(3);
    expect(blocks.length).toBeLessThanOrEqual(3);
  });

  it.each(FLAGS)('stop_hook_active $name, git missing from PATH: the generic message at most once', ({ flag }) => {
    const { blocks } = turnOfStops({ flag, env: { PATH: '/nonexistent-bin' } });
    expect(blocks).toEqual([GENERIC_MESSAGE]);
  });

  it("Gemini's repeated `false` with an investigation open: at most 3 denials, then the stop passes", () => {
    const p = claudeProject();
    p.hook({ hook_event_name: 'BeforeAgent', prompt: 'investigate' }, {}, 'gemini');
    expect(p.cliWith({ CLAUDE_CODE_SESSION_ID: '', GEMINI_SESSION_ID: 'sess-1' }, 'goal', 'why does it fail').status).toBe(0);
    const answers = Array.from({ length: STOPS }, () => p.hook({ hook_event_name: 'AfterAgent', stop_hook_active: false }, {}, 'gemini'));
    const denials = answers.filter((answer) => answer?.decision === 'deny');
    expect(denials.length).toBeGreaterThanOrEqual(1);
    expect(denials.length).toBeLessThanOrEqual(3);
    expect(denials.every((answer) => String(answer?.reason).startsWith(GUARD))).toBe(true);
    expect(answers.at(-1)?.decision).toBeUndefined();
  });
});
