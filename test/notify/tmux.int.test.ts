// typeIntoPane against a real tmux pane (test/notify/_pane.ts): the delivery proven on its own.
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codexOwnsTerminal } from '../../src/notify/foreground.js';
import { typeIntoPane } from '../../src/notify/tmux.js';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { ENTER, PASTE_END, PASTE_START, startPane, type TestPane } from './_pane.js';

let pane: TestPane;
beforeAll(async () => {
  pane = await startPane();
});
afterAll(() => pane?.kill());
beforeEach(() => pane.clear());

describe('typeIntoPane against a real tmux pane', () => {
  const rows = [
    {
      name: 'a multi-line checkpoint',
      input: `${CHECKPOINT_PREFIX}Context-aware checkpoint\n\nRequired actions (complete all before replying):\n1. Run the tests: \`npm test\`\n\nDo these silently.`,
    },
    { name: 'text starting with a dash', input: '-t %0 Enter\n--help' },
    { name: 'shell and tmux metacharacters', input: `a "b" 'c' $(rm -rf x) \`d\` ; e | f \\n #{pane_id} ~ * é ✓\ttab` },
  ];
  it.each(rows)('$name arrives whole, once, as one paste, then Enter', async ({ input }) => {
    const started = Date.now();
    // As if the fake Codex in the pane had started this process.
    const codexOwns = (tty: string) => codexOwnsTerminal(tty, { startPid: pane.pid });
    const result = await typeIntoPane({ pane: pane.pane, text: input, pauseMs: 500, env: { TMUX: pane.tmuxEnv }, codexOwns });
    expect(result).toEqual({ delivered: true, why: `typed into tmux pane ${pane.pane}` });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await pane.input(400, (received) => received.endsWith(ENTER))).toBe(`${PASTE_START}${input}${PASTE_END}${ENTER}`);
  });

  it('a process that Codex did not start (the default check from this test process): nothing typed', async () => {
    const result = await typeIntoPane({ pane: pane.pane, text: 'echo typed', pauseMs: 100, env: { TMUX: pane.tmuxEnv } });
    expect(result).toEqual({ delivered: false, why: `tmux pane ${pane.pane} does not have the Codex that ran notify in the foreground` });
    expect(await pane.input()).toBe('');
  });

  it.each([
    { name: 'a pane that does not exist', input: { pane: () => '%9999', tmux: () => pane.tmuxEnv } },
    { name: 'a tmux server that is gone', input: { pane: () => pane.pane, tmux: () => `${join(pane.dir, 'nope.sock')},1,0` } },
  ])('$name: nothing typed, not delivered, fast', async ({ input }) => {
    const started = Date.now();
    const result = await typeIntoPane({ pane: input.pane(), text: 'x', pauseMs: 500, env: { TMUX: input.tmux() } });
    expect(result.delivered).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await pane.input()).toBe('');
  });
});
