// SPEC 5, black box: `checkpoint goal` and `rewind` run as the agent's shell runs them, the hooks as the
// agent runs them, every step a separate process over the same state files (what persists is what counts).
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFailure } from '../../src/checkpoint/errors.js';
import type { ToolCall } from '../../src/transcript/timeline.js';
import { writeFiles } from '../checkpoint/_helpers.js';
import { BUNDLE } from '../helpers/bundle.js';
import { claudeProject } from '../helpers/claude-project.js';

const GOAL = 'why does the build fail on CI';
const WARNING = `[Checkpoint] - You are in an active checkpoint (goal: ${GOAL}). You MUST run checkpoint rewind "<report>" with your findings before stopping.`;
const INSIDE_THRESHOLD = { CHECKPOINT_THRESHOLD_SECONDS: '3600' };

/** A session whose prompt hook ran and whose transcript holds the prompt. */
function session(prompt = 'investigate the CI failure') {
  const p = claudeProject();
  p.hook({ hook_event_name: 'UserPromptSubmit', prompt });
  p.transcript.prompt(prompt);
  return p;
}

/** Stops until one passes (at most `max`): each block's reason, then the passing stop's output. */
function stopsUntilAllowed(p: ReturnType<typeof claudeProject>, env: Record<string, string> = INSIDE_THRESHOLD, max = 8) {
  const reasons: string[] = [];
  for (let i = 0; i < max; i++) {
    const output = p.hook({ hook_event_name: 'Stop', stop_hook_active: i > 0 }, env);
    if (output?.decision !== 'block') return { reasons, passed: output };
    reasons.push(output.reason);
    p.transcript.feedback(output.reason);
  }
  throw new Error(`still blocking after ${max} stops`);
}

describe('checkpoint goal', () => {
  it('opens an investigation and prints what to do; a second goal is refused', () => {
    const p = session();
    const first = p.cli('goal', GOAL);
    expect([first.status, first.stdout]).toEqual([
      0,
      `Checkpoint created. Goal: ${GOAL}. Investigate, then run checkpoint rewind "<report>" with a concise report.\n`,
    ]);
    const second = p.cli('goal', 'another question');
    expect([second.status, second.stdout, second.stderr]).toEqual([1, '', 'Checkpoint already active.\n']);
  });

  it("is refused inside a Claude subagent, as its tool-call hook saw it (agent_id); the session's own call opens it", () => {
    const p = session();
    const command = `checkpoint goal "${GOAL}"`;
    p.hook({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, agent_id: 'a1', agent_type: 'Explore' });
    const refused = p.cli('goal', GOAL);
    expect([refused.status, refused.stdout, refused.stderr]).toEqual([1, '', 'Checkpoint not available in subagents.\n']);
    expect(p.hook({ hook_event_name: 'Stop' }, INSIDE_THRESHOLD)).toBeUndefined();
    p.hook({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });
    expect(p.cli('goal', GOAL).status).toBe(0);
  });

  it("a subagent's refused goal never refuses the session's own goal, even when the session's call went unrecorded", () => {
    const p = session();
    const command = `checkpoint goal "${GOAL}"`;
    p.hook({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command }, agent_id: 'a1', agent_type: 'Explore' });
    expect(p.cli('goal', GOAL).stderr).toBe('Checkpoint not available in subagents.\n');
    // The session's own goal (another text; its tool-call record lost, as a busy lock loses one): not the subagent's call.
    const own = p.cli('goal', 'which test is flaky');
    expect([own.status, own.stderr]).toEqual([0, '']);
    expect(own.stdout).toMatch(/^Checkpoint created\. Goal: which test is flaky\./);
  });

  it('is refused inside a Claude subagent without the tool-call entry (its call waits in a subagent transcript)', () => {
    const p = session();
    // Claude Code keeps a session's subagents beside its transcript: <session>.jsonl, <session>/subagents/.
    const subagent = join(p.transcriptPath.replace(/\.jsonl$/, ''), 'subagents', 'agent-a1.jsonl');
    mkdirSync(dirname(subagent), { recursive: true });
    const use = { type: 'tool_use', id: 'toolu_sub', name: 'Bash', input: { command: `checkpoint goal "${GOAL}"` } };
    writeFileSync(
      subagent,
      `${JSON.stringify({ type: 'assistant', isSidechain: true, agentId: 'a1', message: { role: 'assistant', content: [use] } })}\n`,
    );
    const result = p.cli('goal', GOAL);
    expect([result.status, result.stderr]).toEqual([1, 'Checkpoint not available in subagents.\n']);
    expect(p.hook({ hook_event_name: 'Stop' }, INSIDE_THRESHOLD)).toBeUndefined();
  });

  it('names the program runnably where `checkpoint` is not on PATH (Codex resets PATH for its shell)', () => {
    const p = session();
    const result = p.cliWith({ PATH: process.env.PATH ?? '' }, 'goal', GOAL);
    expect(result.stdout).toContain(`then run node ${realpathSync(BUNDLE)} rewind "<report>"`);
    expect(p.hook({ hook_event_name: 'Stop' }, { ...INSIDE_THRESHOLD, PATH: process.env.PATH ?? '' })?.reason).toContain(
      `MUST run node ${realpathSync(BUNDLE)} rewind`,
    );
  });

  it('needs the goal text (exit 2)', () => {
    expect(session().cli('goal').status).toBe(2);
  });

  it("from Gemini's shell (no session id): the Gemini session whose tool-call hook saw the command, not the latest one", () => {
    const p = session();
    const gemini = (event: Record<string, unknown>, sessionId: string) =>
      p.hook({ ...event, session_id: sessionId }, INSIDE_THRESHOLD, 'gemini');
    gemini({ hook_event_name: 'BeforeAgent', prompt: 'look into it' }, 'gem-1');
    gemini(
      { hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command: `checkpoint goal "${GOAL}"` } },
      'gem-1',
    );
    gemini({ hook_event_name: 'BeforeAgent', prompt: 'something else' }, 'gem-2');
    const shell = { CLAUDE_CODE_SESSION_ID: '', GEMINI_CLI: '1' };
    const result = p.cliWith(shell, 'goal', GOAL);
    expect([result.status, result.stderr]).toEqual([0, 'session: gemini gem-1 (the gemini session that ran this command)\n']);
    expect(gemini({ hook_event_name: 'AfterAgent' }, 'gem-1')).toEqual({ decision: 'deny', reason: WARNING });
    expect(gemini({ hook_event_name: 'AfterAgent' }, 'gem-2')).toBeUndefined();
    // No record of the command (the tool-call entry not installed): the latest Gemini session, said as such.
    const guessed = p.cliWith(shell, 'rewind', 'nothing found');
    expect(guessed.stderr.split('\n')[0]).toBe(
      'session: gemini gem-2 (the latest gemini session of this workspace; no tool-call record says which ran this command)',
    );
  });
});

describe('the guard at a stop', () => {
  it('holds a text-only stop inside the threshold, 3 times a turn, then lets it pass and tells the person', () => {
    const p = session();
    p.cli('goal', GOAL);
    const { reasons, passed } = stopsUntilAllowed(p);
    expect(reasons).toEqual([WARNING, WARNING, WARNING]);
    expect(passed).toEqual({ systemMessage: expect.stringContaining(`the investigation "${GOAL}" is still open`) });
    // A checkpoint-prefixed prompt (a replayed reason) does not re-arm; a real prompt does.
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: WARNING });
    expect(p.hook({ hook_event_name: 'Stop' }, INSIDE_THRESHOLD)?.decision).toBeUndefined();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'keep going', prompt_id: 'p-2' });
    expect(stopsUntilAllowed(p).reasons).toHaveLength(3);
  });

  it('shares one block with the turn checkpoint: its content in at most maxBlocksPerTurn blocks, 3 blocks in all', () => {
    const p = session();
    p.cli('goal', GOAL);
    writeFiles(p.root, { 'src/app.ts': 'export const a = 2;\n' });
    p.transcript.tool('Edit', { file_path: join(p.root, 'src/app.ts'), old_string: '1', new_string: '2' });
    const { reasons, passed } = stopsUntilAllowed(p, { CHECKPOINT_THRESHOLD_SECONDS: '0' });
    expect(reasons).toHaveLength(3);
    expect(reasons.every((reason) => reason.startsWith(WARNING))).toBe(true);
    expect(reasons.map((reason) => reason.includes('Run the tests: `npm test`'))).toEqual([true, true, false]);
    expect(passed?.systemMessage).toContain('still open');
  });

  it('lets the stop pass once the report is filed; a second rewind is refused', () => {
    const p = session();
    p.cli('goal', GOAL);
    p.transcript.tool('Read', { file_path: join(p.root, 'src/app.ts') });
    // a file whose name starts with two dots is inside the workspace (listed relative), one above it is not
    p.transcript.tool('Read', { file_path: join(p.root, '..env') });
    p.transcript.tool('Read', { file_path: join(dirname(p.root), 'notes.md') });
    expect(p.hook({ hook_event_name: 'Stop' }, INSIDE_THRESHOLD)?.reason).toBe(WARNING);
    const rewind = p.cli('rewind', 'The CI image lacks git; the build shells out to it.');
    expect(rewind.status).toBe(0);
    expect(rewind.stdout).toMatch(
      new RegExp(
        `^Checkpoint closed. Goal: ${GOAL}\nReport: The CI image lacks git; the build shells out to it.\nSaved as restore point (chk_\\w+) \\(\`checkpoint restore \\1\` brings it back\\).\n$`,
      ),
    );
    const pointId = /chk_\w+/.exec(rewind.stdout)?.[0] ?? '';
    const [point] = JSON.parse(p.cli('list', '--json').stdout);
    expect(point).toMatchObject({ id: pointId, name: `investigation: ${GOAL}` });
    expect(p.cli('resume', pointId).stdout).toContain('Report: The CI image lacks git; the build shells out to it.');
    expect(p.hook({ hook_event_name: 'Stop', stop_hook_active: true }, INSIDE_THRESHOLD)).toBeUndefined();
    const stale = p.cli('rewind', 'an old report');
    expect([stale.status, stale.stderr]).toEqual([
      1,
      'checkpoint rewind: no open goal in this session: open one with checkpoint goal "<goal>" first\n',
    ]);
    const status = JSON.parse(p.cli('status', '--json').stdout);
    expect(status.guard.reports[0]).toMatchObject({
      goal: GOAL,
      report: 'The CI image lacks git; the build shells out to it.',
      files: ['src/app.ts', '..env', join(dirname(p.root), 'notes.md')],
    });
  });

  it('goal --cancel closes it without a report, recorded as such', () => {
    const p = session();
    p.cli('goal', GOAL);
    expect(p.cli('goal', '--cancel').stdout).toBe(`Goal closed without a report: ${GOAL}\n`);
    expect(p.hook({ hook_event_name: 'Stop' }, INSIDE_THRESHOLD)).toBeUndefined();
    const [cancelled] = JSON.parse(p.cli('status', '--json').stdout).guard.reports;
    expect(cancelled.goal).toBe(GOAL);
    expect(cancelled).not.toHaveProperty('report');
    expect(p.cli('goal', '--cancel').status).toBe(1);
  });

  it('is silenced by off and by the kill switch', () => {
    const p = session();
    p.cli('goal', GOAL);
    expect(p.hook({ hook_event_name: 'Stop' }, { ...INSIDE_THRESHOLD, CHECKPOINT_DISABLE: '1' })).toBeUndefined();
    p.cli('off');
    expect(p.hook({ hook_event_name: 'Stop' }, INSIDE_THRESHOLD)).toBeUndefined();
    p.cli('on');
    expect(p.hook({ hook_event_name: 'Stop' }, INSIDE_THRESHOLD)?.reason).toBe(WARNING);
  });

  it('status shows the open goal with its age', () => {
    const p = session();
    p.cli('goal', GOAL);
    expect(p.cli('status').stdout).toMatch(new RegExp(`Goal +open for \\d+s: ${GOAL}`));
  });
});

describe('the report outlives its context', () => {
  it('comes back after a compaction with the goal reminder, and once to the next session of the workspace', () => {
    const p = session();
    p.cli('goal', GOAL);
    const compacted = p.hook({ hook_event_name: 'SessionStart', source: 'compact' });
    expect(compacted.hookSpecificOutput.additionalContext).toContain(`An investigation is open in this session (goal: ${GOAL})`);
    p.cli('rewind', 'The CI image lacks git.');
    const again = p.hook({ hook_event_name: 'SessionStart', source: 'compact' });
    expect(again).toEqual({
      hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: expect.stringContaining('The CI image lacks git.') },
    });
    expect(again.hookSpecificOutput.additionalContext).not.toContain('An investigation is open');

    const next = p.hook({ hook_event_name: 'SessionStart', source: 'startup', session_id: 'sess-2' });
    expect(next.hookSpecificOutput.additionalContext).toContain(`(goal: ${GOAL}):\nThe CI image lacks git.`);
    expect(p.hook({ hook_event_name: 'SessionStart', source: 'startup', session_id: 'sess-3' })).toBeUndefined();
  });
});

describe("checkpoint's own refusals are answers, not failed commands", () => {
  const failed = (command: string): ToolCall => ({
    id: 'c',
    name: 'Bash',
    kind: 'shell',
    input: { command },
    paths: [],
    command,
    failed: true,
    exitCode: 1,
    output: 'Exit code 1\nCheckpoint already active.',
  });
  it.each([
    { command: 'checkpoint goal "why"', expected: false },
    { command: 'checkpoint rewind "found it"', expected: false },
    { command: '~/.local/bin/checkpoint goal x', expected: false },
    { command: 'node /opt/checkpoint/checkpoint.js rewind r', expected: false },
    { command: 'npm test', expected: true },
    { command: 'checkpoint-lint src', expected: true },
  ])('$command failing is a failure: $expected', ({ command, expected }) => {
    expect(isFailure(failed(command))).toBe(expected);
  });
});
