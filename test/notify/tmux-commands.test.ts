import { describe, expect, it } from 'vitest';
import { deliveryCommands, MAX_TEXT_BYTES, probeCommand, typeIntoPane } from '../../src/notify/tmux.js';
import type { Exec, ExecResult } from '../../src/util/exec.js';

const ok = (stdout = ''): ExecResult => ({ stdout, stderr: '', exitCode: 0 });
const fail = (stderr: string): ExecResult => ({ stdout: '', stderr, exitCode: 1 });

describe('deliveryCommands', () => {
  const rows = [
    { name: 'one line', input: 'run the tests' },
    { name: 'multi-line', input: '[Checkpoint] - Context-aware checkpoint\n\nRequired actions:\n1. `npm test`\n' },
    { name: 'text starting with a dash', input: '-t %0 Enter; rm -rf /' },
    { name: 'shell metacharacters stay one argument', input: 'a "b" \'c\' $(d) `e` ; f | g > h\\n' },
  ];
  it.each(rows)('$name', ({ input }) => {
    expect(deliveryCommands('%7', input, 'buf')).toEqual([
      ['display-message', '-p', '-t', '%7', '#{pane_in_mode} #{pane_dead} #{pane_tty} #{pane_current_command}'],
      ['set-buffer', '-b', 'buf', '--', input],
      ['paste-buffer', '-p', '-r', '-d', '-b', 'buf', '-t', '%7'],
      ['send-keys', '-t', '%7', 'Enter'],
    ]);
  });
});

type Step = string[] | 'sleep';

type Answer = ExecResult | Error;
const CODEX_PANE = ok('0 0 /dev/pts/3 codex\n');

/** A fake tmux: answers per subcommand (a list: one per call), records every call and the pause in one ordered log. */
function fakeTmux(answers: Record<string, Answer | Answer[]> = {}) {
  const log: Step[] = [];
  const options: unknown[] = [];
  const calls: Record<string, number> = {};
  const exec: Exec = async (program, args, opts) => {
    expect(program).toBe('tmux');
    log.push(args);
    options.push(opts);
    const given = answers[args[0]!];
    const nth = (calls[args[0]!] = (calls[args[0]!] ?? 0) + 1) - 1;
    const answer =
      (Array.isArray(given) ? given[Math.min(nth, given.length - 1)] : given) ?? (args[0] === 'display-message' ? CODEX_PANE : ok());
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const sleep = async (ms: number) => {
    expect(ms).toBe(250);
    log.push('sleep');
  };
  return { exec, sleep, log, options };
}

const TEXT = '[Checkpoint] - line one\n\n-line two';
const full: Step[] = [...deliveryCommands('%3', TEXT, 'b1').slice(0, 3), 'sleep', probeCommand('%3'), ['send-keys', '-t', '%3', 'Enter']];

describe('typeIntoPane', () => {
  const rows: {
    name: string;
    input: { pane?: string; text?: string; answers?: Record<string, Answer | Answer[]>; codexOwns?: boolean };
    expected: { delivered: boolean; why: RegExp; calls: Step[] };
  }[] = [
    { name: 'delivers text, pauses, then Enter', input: {}, expected: { delivered: true, why: /typed into tmux pane %3/, calls: full } },
    {
      name: 'no tmux server or pane',
      input: { answers: { 'display-message': fail("can't find pane: %3") } },
      expected: { delivered: false, why: /not reachable: can't find pane/, calls: full.slice(0, 1) },
    },
    {
      name: 'pane in copy mode',
      input: { answers: { 'display-message': ok('1 0 /dev/pts/3 codex\n') } },
      expected: { delivered: false, why: /copy mode/, calls: full.slice(0, 1) },
    },
    {
      name: 'a shell in the foreground (Codex exited): nothing typed',
      input: { answers: { 'display-message': ok('0 0 /dev/pts/3 bash\n') } },
      expected: { delivered: false, why: /runs "bash" in the foreground, not Codex/, calls: full.slice(0, 1) },
    },
    {
      name: 'a dead pane',
      input: { answers: { 'display-message': ok('0 1 /dev/pts/3 \n') } },
      expected: { delivered: false, why: /no live program/, calls: full.slice(0, 1) },
    },
    {
      name: 'a codex in the pane, but not the one that ran notify (or not in the foreground)',
      input: { codexOwns: false },
      expected: { delivered: false, why: /does not have the Codex that ran notify in the foreground/, calls: full.slice(0, 1) },
    },
    {
      name: 'Codex exits during the pause: pasted, but no Enter',
      input: { answers: { 'display-message': [CODEX_PANE, ok('0 0 /dev/pts/3 sh\n')] } },
      expected: { delivered: false, why: /no Enter: .*runs "sh"/, calls: full.slice(0, 5) },
    },
    {
      name: 'set-buffer fails',
      input: { answers: { 'set-buffer': fail('command too long') } },
      expected: { delivered: false, why: /set-buffer failed: command too long/, calls: full.slice(0, 2) },
    },
    {
      name: 'paste fails: the buffer is removed, no Enter',
      input: { answers: { 'paste-buffer': fail('no pane') } },
      expected: { delivered: false, why: /paste-buffer failed/, calls: [...full.slice(0, 3), ['delete-buffer', '-b', 'b1']] },
    },
    {
      name: 'Enter fails',
      input: { answers: { 'send-keys': fail('lost server') } },
      expected: { delivered: false, why: /Enter failed: lost server/, calls: full },
    },
    {
      name: 'timeout (exit code undefined)',
      input: { answers: { 'display-message': { stdout: '', stderr: '', exitCode: undefined } } },
      expected: { delivered: false, why: /not reachable/, calls: full.slice(0, 1) },
    },
    {
      name: 'exec throws',
      input: { answers: { 'set-buffer': new Error('spawn failed') } },
      expected: { delivered: false, why: /spawn failed/, calls: full.slice(0, 2) },
    },
    { name: 'empty pane id', input: { pane: '' }, expected: { delivered: false, why: /not a tmux pane id/, calls: [] } },
    { name: 'pane id that is an option', input: { pane: '-t' }, expected: { delivered: false, why: /not a tmux pane id/, calls: [] } },
    {
      name: 'session target instead of a pane id',
      input: { pane: 'main:0' },
      expected: { delivered: false, why: /not a tmux pane id/, calls: [] },
    },
    { name: 'empty text', input: { text: '' }, expected: { delivered: false, why: /nothing to type/, calls: [] } },
    {
      name: 'text over the tmux message size',
      input: { text: 'é'.repeat(MAX_TEXT_BYTES / 2 + 1) },
      expected: { delivered: false, why: /too long/, calls: [] },
    },
  ];

  it.each(rows)('$name', async ({ input, expected }) => {
    const tmux = fakeTmux(input.answers);
    const result = await typeIntoPane({
      pane: input.pane ?? '%3',
      text: input.text ?? TEXT,
      exec: tmux.exec,
      sleep: tmux.sleep,
      pauseMs: 250,
      bufferName: 'b1',
      timeoutMs: 900,
      codexOwns: async (tty) => {
        expect(tty).toBe('/dev/pts/3');
        return input.codexOwns ?? true;
      },
      env: { TMUX: '/tmp/sock,1,0' },
    });
    expect(result.delivered).toBe(expected.delivered);
    expect(result.why).toMatch(expected.why);
    expect(tmux.log).toEqual(expected.calls);
    for (const options of tmux.options) expect(options).toEqual({ timeoutMs: 900, env: { TMUX: '/tmp/sock,1,0' } });
  });

  it('uses a short default timeout and a unique buffer name', async () => {
    const tmux = fakeTmux();
    const result = await typeIntoPane({ pane: '%3', text: 'x', exec: tmux.exec, sleep: async () => {}, codexOwns: async () => true });
    expect(result.delivered).toBe(true);
    const set = tmux.log.find((step) => step !== 'sleep' && step[0] === 'set-buffer') as string[];
    expect(set[2]).toMatch(new RegExp(`^checkpoint-${process.pid}-\\d+$`));
    for (const options of tmux.options) expect((options as { timeoutMs: number }).timeoutMs).toBeLessThanOrEqual(2000);
  });
});
