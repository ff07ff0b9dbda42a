// Which session a command acts on, black box: hooks as the agents run them, commands as a person's terminal and
// the agents' shells run them, every step its own process over the same state files.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeProject } from '../helpers/claude-project.js';
import { writeUserConfig } from '../helpers/user-config.js';

/** A workspace where a Claude session, then a Codex session, ran a prompt: Codex ran last. */
function twoSessions() {
  const p = claudeProject();
  p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'add the form' });
  p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'fix the api', session_id: '019a0000-0001', turn_id: 't1' }, {}, 'codex');
  /** A command from a plain terminal: no agent's variables. */
  const terminal = (...args: string[]) => p.cliWith({ CLAUDE_CODE_SESSION_ID: '' }, ...args);
  return { p, terminal };
}

describe('from a plain terminal', () => {
  it('status, off and on act on the latest session and say which and why; reading or toggling never reorders', () => {
    const { terminal } = twoSessions();
    expect(terminal('status').stdout).toMatch(/^Session {5}codex 019a0000-0001 \(the latest of this workspace\) in /);
    expect(terminal('off', '--session', 'sess').stdout).toMatch(
      /^Debriefs off for claude session sess-1 \(the only one --session starts\): /,
    );
    expect(terminal('status', '--session', 'sess-1').stdout).toMatch(/^Session {5}claude sess-1 \(given with --session\)/);
    expect(terminal('status', '--session', 'sess-2').stderr).toBe(
      'checkpoint status: no session "sess-2" is recorded in any agent (did you mean sess-1?): `checkpoint sessions --all` lists them, with the ids --session takes\n',
    );
    // Neither made the Claude session the latest: the next command still goes by Codex's.
    const off = terminal('off');
    expect(off.stdout).toBe(
      'Debriefs off for codex session 019a0000-0001 (the latest of this workspace): its stops pass with no debrief and no goal hold; restore points are still taken. `checkpoint on` turns them back on.\n',
    );
    expect(terminal('on').stdout).toBe('Debriefs on for codex session 019a0000-0001 (the latest of this workspace).\n');
    const sessions = terminal('sessions').stdout;
    expect(sessions).toMatch(/^codex +019a0000-0001 .*\(the latest\)\nclaude +sess-1 .*debriefs off/);
    expect(sessions).toContain(
      '\nFrom a terminal, status, eval, off, on, goal, rewind, undo and restore act on the latest; --session <id> (or a unique start of it) picks another.\n',
    );
  });

  it('eval and undo say on stderr which session they took; every id they print is one --session takes back', () => {
    const { terminal } = twoSessions();
    const evaluated = terminal('eval');
    expect(evaluated.stderr).toBe('session: codex 019a0000-0001 (the latest of this workspace)\n');
    const undo = terminal('undo', '--dry-run');
    expect(undo.stderr.split('\n')[0]).toBe('session: codex 019a0000-0001 (the latest of this workspace)');
    const id = /session: codex (\S+)/.exec(undo.stderr)?.[1] ?? '';
    expect(terminal('status', '--session', id).status).toBe(0);
    // With --json the answer says it, as data, and stderr stays empty (an error too).
    const why = 'the latest of this workspace';
    const evalJson = terminal('eval', '--json');
    expect([evalJson.stderr, JSON.parse(evalJson.stdout)]).toEqual(['', expect.objectContaining({ sessionId: id, sessionWhy: why })]);
    const undoJson = terminal('undo', '--dry-run', '--json');
    expect([undoJson.stderr, JSON.parse(undoJson.stdout)]).toEqual(['', { error: expect.stringContaining(id), exitCode: 1 }]);
    // The latest session changed nothing: the answer says how to name the session meant.
    expect(JSON.parse(undoJson.stdout).error).toMatch(/; `checkpoint sessions` lists the other sessions, and --session <id> takes one$/);
    const restoreJson = terminal('restore', '--json');
    expect([restoreJson.stderr, JSON.parse(restoreJson.stdout).session]).toEqual(['', { agent: 'codex', sessionId: id, why }]);
  });

  it("a save is recorded as the command line, not as whatever agent ran last; an agent's shell records its own session", () => {
    const { p, terminal } = twoSessions();
    const saved = terminal('save', '--note', 'by hand');
    expect([saved.status, saved.stderr]).toEqual([0, '']);
    const id = /chk_\w+/.exec(saved.stdout)?.[0] ?? '';
    const record = JSON.parse(terminal('inspect', id, '--json').stdout).point;
    expect(record).not.toHaveProperty('agent');
    expect(record).not.toHaveProperty('sessionId');
    const fromClaude = /chk_\w+/.exec(p.cli('save', '--note', 'by the agent').stdout)?.[0] ?? '';
    expect(JSON.parse(terminal('inspect', fromClaude, '--json').stdout).point).toMatchObject({ agent: 'claude', sessionId: 'sess-1' });
  });

  it('a --session nobody recorded, or the start of two ids, is an error with its fix, never ignored', () => {
    const { p, terminal } = twoSessions();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'more', session_id: '019a0000-0002', turn_id: 't1' }, {}, 'codex');
    for (const command of ['status', 'off', 'eval', 'save', 'undo', 'restore', 'goal']) {
      const args = command === 'goal' ? ['goal', 'x'] : [command];
      const unknown = terminal(...args, '--session', 'nope-nope');
      expect([unknown.status, unknown.stderr.split('\n').at(-2)]).toEqual([
        1,
        `checkpoint ${command}: no session "nope-nope" is recorded in any agent: \`checkpoint sessions --all\` lists them, with the ids --session takes`,
      ]);
    }
    const ambiguous = terminal('status', '--session', '019a0000');
    expect([ambiguous.status, ambiguous.stderr]).toEqual([
      1,
      'checkpoint status: --session 019a0000 starts 2 session ids (019a0000-0001, 019a0000-0002): give more of the one you mean\n',
    ]);
  });
});

describe("in Gemini's shell, which names no session", () => {
  it('save and undo go by the Gemini session whose tool-call hook saw the command, even when another ran later', () => {
    const { p, terminal } = twoSessions();
    const gemini = (event: Record<string, unknown>, sessionId: string) => p.hook({ ...event, session_id: sessionId }, {}, 'gemini');
    const ran = (sessionId: string, command: string) =>
      gemini({ hook_event_name: 'BeforeTool', tool_name: 'run_shell_command', tool_input: { command } }, sessionId);
    const shell = (...args: string[]) => p.cliWith({ CLAUDE_CODE_SESSION_ID: '', GEMINI_CLI: '1' }, ...args);
    gemini({ hook_event_name: 'BeforeAgent', prompt: 'tune the build' }, 'gem-1');
    ran('gem-1', 'checkpoint save --note "build tuned"');
    const saved = shell('save', '--note', 'build tuned');
    expect(saved.stderr).toBe('session: gemini gem-1 (the gemini session that ran this command)\n');
    const id = /chk_\w+/.exec(saved.stdout)?.[0] ?? '';
    expect(JSON.parse(terminal('inspect', id, '--json').stdout).point).toMatchObject({ agent: 'gemini', sessionId: 'gem-1' });

    gemini({ hook_event_name: 'BeforeAgent', prompt: 'something else' }, 'gem-2');
    writeFileSync(join(p.root, 'src/app.ts'), 'export const a = 99;\n');
    ran('gem-1', 'checkpoint undo');
    const undo = shell('undo');
    expect(undo.status).toBe(0);
    expect(undo.stderr).toBe('session: gemini gem-1 (the gemini session that ran this command)\n');
    // gem-1's turn in progress is the one taken back: its base is what its prompt captured, and the edit made
    // while other sessions worked too (its own calls named none) is named, not taken.
    expect(undo.stdout).toContain('Took back the turn in progress of gemini session gem-1');
    expect(undo.stdout).toContain('src/app.ts: changed while');
  });
});

describe("in an agent's shell whose session nobody recorded here", () => {
  it("undo takes back nothing of another agent's session: its own is unknown, and it says so", () => {
    const { p } = twoSessions();
    // Codex's turn in progress changed a file: from a terminal, undo would take it back.
    writeFileSync(join(p.root, 'src/app.ts'), 'export const a = 42;\n');
    const undo = p.cliWith({ CLAUDE_CODE_SESSION_ID: '', GEMINI_CLI: '1' }, 'undo');
    expect([undo.status, undo.stdout, undo.stderr]).toEqual([
      1,
      '',
      "checkpoint undo: no gemini session is recorded in this workspace, so this gemini shell's own turn is unknown (undo here never takes back another session's): `checkpoint sessions` lists the sessions, and --session <id> takes one\n",
    ]);
    expect(readFileSync(join(p.root, 'src/app.ts'), 'utf8')).toBe('export const a = 42;\n');
  });
});

describe('the tool-call hook', () => {
  it('records a shell call without holding up a risky point: a session lock held elsewhere costs the record, never the point', () => {
    const p = claudeProject();
    p.hook({ hook_event_name: 'UserPromptSubmit', prompt: 'clean up' });
    writeUserConfig({ HOME: p.home }, { restore: { autoSave: ['risky'] } });
    // Another live process holds the session's lock (this test's own: alive, and not the hook).
    const lock = join(p.home, 'state', 'sessions', 'claude', 'sess-1.json.lock');
    writeFileSync(lock, JSON.stringify({ pid: process.pid, nonce: 'held', at: Date.now() }));
    const started = Date.now();
    p.hook({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git reset --hard' } });
    expect(Date.now() - started).toBeLessThan(15_000);
    rmSync(lock);
    const points = JSON.parse(p.cliWith({ CLAUDE_CODE_SESSION_ID: '' }, 'list', '--json').stdout);
    expect(points.map((point: { trigger: string }) => point.trigger)).toContain('risky');
    // The session's own state file (status --json shows no internal state): the record was given up.
    const state = JSON.parse(readFileSync(join(p.home, 'state', 'sessions', 'claude', 'sess-1.json'), 'utf8'));
    expect(state.sessionId).toBe('sess-1');
    expect(state.shellCalls).toBeUndefined();
  });
});
