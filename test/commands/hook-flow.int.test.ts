// The hook as an agent drives it, through the real bundle, on a real git repository and a Claude
// transcript written the way Claude Code writes it: prompt, tool calls, stop, checkpoint, stop.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFiles } from '../checkpoint/_helpers.js';
import { claudeProject as project } from '../helpers/claude-project.js';

describe('the Claude hook flow on a real repository', () => {
  it('blocks once naming the test command, then passes once the tests ran', () => {
    const p = project();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'make a safer' });
    p.transcript.prompt('make a safer');
    p.transcript.tool('Read', { file_path: join(p.root, 'src/app.ts') });
    writeFiles(p.root, { 'src/app.ts': 'export const a = 2;\n' });
    p.transcript.tool('Edit', { file_path: join(p.root, 'src/app.ts'), old_string: '1', new_string: '2' });

    const first = p.hook({ hook_event_name: 'Stop', stop_hook_active: false });
    expect(first.decision).toBe('block');
    expect(first.reason).toMatch(/^\[Checkpoint\] - Context-aware checkpoint\n\nChanged: source code/);
    expect(first.reason).toContain('Run the tests: `npm test`');
    expect(first.reason).not.toMatch(/commit/i);
    expect(Object.keys(first)).toEqual(['decision', 'reason']);

    p.transcript.feedback(first.reason);
    p.transcript.tool('Bash', { command: 'echo "npm test"' }, 'npm test');
    // An echo of the command is not evidence: still due, and the cap allows a second block.
    expect(p.hook({ hook_event_name: 'Stop', stop_hook_active: true })?.decision).toBe('block');
    p.transcript.tool('Bash', { command: 'npm test' }, '3 passed');
    expect(p.hook({ hook_event_name: 'Stop', stop_hook_active: true })).toBeUndefined();

    const status = JSON.parse(p.cli('status', '--json').stdout);
    expect(status.turn).toMatchObject({ debriefsGiven: 2 });
    expect(status.lastStop).toMatchObject({ decision: 'allow' });
  });

  it('a turn that ends with its debrief\'s actions still open: status and eval say so, not "under the threshold"', () => {
    const p = project();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'make a safer' });
    p.transcript.prompt('make a safer');
    p.transcript.tool('Read', { file_path: join(p.root, 'src/app.ts') });
    writeFiles(p.root, { 'src/app.ts': 'export const a = 2;\n' });
    p.transcript.tool('Edit', { file_path: join(p.root, 'src/app.ts'), old_string: '1', new_string: '2' });
    const debrief = p.hook({ hook_event_name: 'Stop' });
    expect(debrief.decision).toBe('block');
    const blockedStatus = p.cli('status').stdout;
    p.transcript.feedback(debrief.reason);
    // The agent stops again at once, inside the threshold counted from the debrief, the tests never run.
    const inside = { CHECKPOINT_THRESHOLD_SECONDS: '3600' };
    expect(p.hook({ hook_event_name: 'Stop', stop_hook_active: true }, inside)).toBeUndefined();
    const why = 'this turn already had its checkpoint debrief; 1 action not done';
    expect(p.cli('status').stdout).toMatch(new RegExp(`\nLast stop +\\d+s ago: allowed: ${why}\n +- Run the tests: npm test\n`));
    const evaluated = p.cliWith(inside, 'eval');
    expect(evaluated.stdout.split('\n')[0]).toBe(`Would allow: ${why}`);
    // What the turn still owes, never worded as the debrief a stop would get: its stops pass now.
    expect(evaluated.stdout).toContain("\nNot done since this turn's debrief (its stops pass all the same now):\n\n[Checkpoint] - ");
    expect(evaluated.stdout).not.toContain('A stop judged now would get');
    expect(JSON.parse(p.cliWith(inside, 'eval', '--json').stdout)).toMatchObject({ decision: 'allow', why });
    // Counts in words: the blocked stop's reason is a person's sentence too.
    expect(blockedStatus).toMatch(/\nLast stop +\d+s ago: blocked: 1 action for source code\n/);
  });

  it('never blocks more than maxBlocksPerTurn, whatever stop_hook_active says', () => {
    const p = project();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'go' });
    p.transcript.prompt('go');
    writeFiles(p.root, { 'src/app.ts': 'export const a = 3;\n' });
    p.transcript.tool('Write', { file_path: join(p.root, 'src/app.ts'), content: '' });
    const decisions = Array.from({ length: 5 }, () => p.hook({ hook_event_name: 'Stop', stop_hook_active: false })?.decision ?? 'allow');
    expect(decisions).toEqual(['block', 'block', 'allow', 'allow', 'allow']);
    // A new real prompt re-arms; a checkpoint-prefixed one does not.
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: '[Checkpoint] - Context-aware checkpoint' });
    expect(p.hook({ hook_event_name: 'Stop' })).toBeUndefined();
  });

  it('stale dirty files from an earlier turn never trigger, a docs-only turn is silent', () => {
    const p = project();
    writeFiles(p.root, { 'src/app.ts': 'export const stale = true;\n', 'notes.md': '# more notes\n' });
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'update the notes' });
    p.transcript.prompt('update the notes');
    p.transcript.tool('Edit', { file_path: join(p.root, 'notes.md'), old_string: '#', new_string: '# more' });
    expect(p.hook({ hook_event_name: 'Stop' })).toBeUndefined();
    const evaluation = JSON.parse(p.cli('eval', '--json').stdout);
    expect(evaluation).toMatchObject({ decision: 'allow', changedFiles: ['notes.md'] });
  });

  it('a text-only turn is silent; a turn inside the threshold is silent', () => {
    const p = project();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'what is a?' });
    p.transcript.prompt('what is a?');
    expect(p.hook({ hook_event_name: 'Stop' })).toBeUndefined();

    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'change it', prompt_id: 'p-2' });
    p.transcript.prompt('change it', 'p-2');
    writeFiles(p.root, { 'src/app.ts': 'export const a = 4;\n' });
    p.transcript.tool('Write', { file_path: join(p.root, 'src/app.ts'), content: '' });
    expect(p.hook({ hook_event_name: 'Stop', prompt_id: 'p-2' }, { CHECKPOINT_THRESHOLD_SECONDS: '3600' })).toBeUndefined();
  });

  it('resume skips the threshold once; off and the kill switch silence it', () => {
    const p = project();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'go' });
    p.transcript.prompt('go');
    writeFiles(p.root, { 'src/app.ts': 'export const a = 5;\n' });
    p.transcript.tool('Write', { file_path: join(p.root, 'src/app.ts'), content: '' });
    const slow = { CHECKPOINT_THRESHOLD_SECONDS: '3600' };
    expect(p.hook({ hook_event_name: 'Stop' }, slow)).toBeUndefined();
    p.hook({ hook_event_name: 'SessionStart', source: 'resume' });
    expect(p.hook({ hook_event_name: 'Stop' }, slow)?.decision).toBe('block');
    // once: the next stop is inside the threshold again
    expect(p.hook({ hook_event_name: 'Stop' }, slow)).toBeUndefined();

    expect(p.cli('off').status).toBe(0);
    expect(p.hook({ hook_event_name: 'Stop' })).toBeUndefined();
    expect(p.cli('on').status).toBe(0);
    expect(p.hook({ hook_event_name: 'Stop' }, { CHECKPOINT_DISABLE: '1' })).toBeUndefined();
    expect(p.hook({ hook_event_name: 'Stop' })?.decision).toBe('block');
  });

  it('without a prompt hook, the turn start comes from the transcript', () => {
    const p = project();
    p.transcript.prompt('go');
    writeFiles(p.root, { 'src/app.ts': 'export const a = 6;\n' });
    p.transcript.tool('Write', { file_path: join(p.root, 'src/app.ts'), content: '' });
    expect(p.hook({ hook_event_name: 'Stop' })?.decision).toBe('block');
  });

  it('an invalid project config is ignored by the hook and named by eval and status', () => {
    const p = project();
    writeFileSync(join(p.root, '.checkpoint.json'), JSON.stringify({ thresholdSeconds: 0, categoriez: [] }));
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'go' });
    p.transcript.prompt('go');
    writeFiles(p.root, { 'src/app.ts': 'export const a = 7;\n' });
    p.transcript.tool('Write', { file_path: join(p.root, 'src/app.ts'), content: '' });
    expect(p.hook({ hook_event_name: 'Stop' })?.decision).toBe('block');
    const evaluation = p.cli('eval');
    expect(evaluation.stdout).toContain('categoriez');
    expect(p.cli('status').stderr).toContain('categoriez');
  });
});

describe('eval shows why the builder failed', () => {
  it('names the failure next to the generic checkpoint a stop would get (git not found on PATH)', () => {
    const p = project();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'go' });
    p.transcript.prompt('go');
    writeFiles(p.root, { 'src/app.ts': 'export const a = 8;\n' });
    p.transcript.tool('Write', { file_path: join(p.root, 'src/app.ts'), content: '' });
    const noGit = { PATH: join(p.root, 'no-programs-here'), CHECKPOINT_THRESHOLD_SECONDS: '0' };
    const report = JSON.parse(p.cliWith(noGit, 'eval', '--json').stdout);
    expect(report).toMatchObject({
      decision: 'block',
      why: 'git unavailable: generic checkpoint',
      buildError: expect.stringMatching(/^git could not run/),
    });
    const text = p.cliWith(noGit, 'eval').stdout;
    expect(text).toMatch(/^Would block: git unavailable: generic checkpoint\nNote: building the debrief failed: git could not run/);
  });
});

describe('Gemini and Codex through the same hook', () => {
  it('Gemini: a replayed deny (prefixed BeforeAgent) keeps the turn; the cap holds with stop_hook_active false', () => {
    const p = project();
    mkdirSync(join(p.home, 'g'), { recursive: true });
    const session = join(p.home, 'g', 'session.jsonl');
    const ts = new Date().toISOString();
    writeFileSync(
      session,
      `${[
        { sessionId: 'g1', projectHash: 'h', startTime: ts, kind: 'main' },
        { id: 'u1', timestamp: ts, type: 'user', content: [{ text: 'edit it' }] },
        {
          id: 'm1',
          timestamp: ts,
          type: 'gemini',
          content: '',
          toolCalls: [
            { id: 'c1', name: 'write_file', args: { file_path: join(p.root, 'src/app.ts'), content: 'x' }, status: 'success', result: [] },
          ],
        },
      ]
        .map((record) => JSON.stringify(record))
        .join('\n')}\n`,
    );
    writeFiles(p.root, { 'src/app.ts': 'x' });
    const gemini = (event: Record<string, unknown>) => p.hook({ transcript_path: session, prompt_id: undefined, ...event }, {}, 'gemini');
    gemini({ hook_event_name: 'BeforeAgent', prompt: 'edit it' });
    const first = gemini({ hook_event_name: 'AfterAgent', stop_hook_active: false });
    expect(first).toMatchObject({ decision: 'deny' });
    gemini({ hook_event_name: 'BeforeAgent', prompt: first.reason });
    expect(gemini({ hook_event_name: 'AfterAgent', stop_hook_active: false })).toMatchObject({ decision: 'deny' });
    gemini({ hook_event_name: 'BeforeAgent', prompt: first.reason });
    expect(gemini({ hook_event_name: 'AfterAgent', stop_hook_active: false })).toBeUndefined();
  });
});
