// Who runs a command in an agent's shell: the calls the tool-call hook records, and how a command run from that
// shell finds itself among them (its arguments, its folder, the newest).
import { describe, expect, it } from 'vitest';
import { applyEvent } from '../../src/session/apply-event.js';
import { findShellCall, withShellCall } from '../../src/session/shell-calls.js';
import { emptySession, type SessionState, type ShellCall } from '../../src/session/state.js';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const call = (command: string, patch: Partial<ShellCall> = {}): ShellCall => ({ command, cwd: '/repo', at: NOW - MINUTE, ...patch });
const session = (sessionId: string, calls: ShellCall[]): SessionState => ({
  ...emptySession('gemini', sessionId, NOW),
  cwd: '/repo',
  shellCalls: calls,
});
const SELF = { args: ['goal', 'why does CI fail'], cwd: '/repo' };

describe('the tool-call hook records shell calls', () => {
  it('a shell call is recorded with where it runs and the subagent running it; other tool uses write nothing', () => {
    const input = { agent: 'claude' as const, sessionId: 's1', cwd: '/repo' };
    const state = emptySession('claude', 's1', NOW);
    const next = applyEvent(state, { ...input, event: { kind: 'tool-use', command: 'npm test', dir: 'web', subagent: 'a1' } }, NOW);
    expect(next).toMatchObject({ activeAt: NOW, shellCalls: [{ command: 'npm test', cwd: '/repo/web', at: NOW, subagent: 'a1' }] });
    expect(applyEvent(state, { ...input, event: { kind: 'tool-use' } }, NOW)).toBeUndefined();
  });

  it('keeps the last 8 calls of the last half hour, each command cut at 4,000 characters', () => {
    let calls = [call('old', { at: NOW - 31 * MINUTE })];
    for (let i = 0; i < 10; i++) calls = withShellCall(calls, call(`c${i}`, { at: NOW }));
    expect(calls.map((c) => c.command)).toEqual(['c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9']);
    expect(withShellCall([], call('x'.repeat(5000)))[0].command).toHaveLength(4000);
  });
});

describe('findShellCall: the recorded call that is this process', () => {
  it.each([
    { name: 'by name on PATH', command: 'checkpoint goal "why does CI fail"' },
    { name: 'by the installed file', command: `node "$HOME/.local/share/checkpoint/checkpoint.js" goal 'why does CI fail'` },
    { name: 'after a cd, in a pipeline', command: 'cd /repo && checkpoint goal "why does CI fail" 2>&1 | tail -5' },
    { name: 'through env and npx', command: 'env FOO=1 npx checkpoint goal "why does CI fail"' },
  ])('$name', ({ command }) => {
    const found = findShellCall([session('g1', [call(command)])], SELF, NOW);
    expect(found?.state.sessionId).toBe('g1');
    expect(found?.call.command).toBe(command);
  });

  it('prefers the call with these very arguments, then the one run in this folder, then the newest', () => {
    const sessions = [
      session('other-args', [call('checkpoint goal "something else"', { at: NOW - 1_000 })]),
      session('other-folder', [call('checkpoint goal "why does CI fail"', { cwd: '/repo/web', at: NOW - 2_000 })]),
      session('older', [call('checkpoint goal "why does CI fail"', { at: NOW - 4_000 })]),
      session('this', [call('checkpoint goal "why does CI fail"', { at: NOW - 3_000 })]),
    ];
    expect(findShellCall(sessions, SELF, NOW)?.state.sessionId).toBe('this');
    // Arguments a shell rewrote (`"$(cat goal.txt)"`) still find the call that ran the subcommand.
    expect(findShellCall(sessions.slice(0, 1), SELF, NOW)?.state.sessionId).toBe('other-args');
  });

  it('finds nothing for another subcommand, checkpoint as an argument of another program, or a call older than half an hour', () => {
    const sessions = [
      session('g1', [
        call('checkpoint rewind "why does CI fail"'),
        call('echo checkpoint goal "why does CI fail"'),
        call('grep -r "checkpoint goal" docs'),
        call('my-checkpoint goal "why does CI fail"'),
        call('checkpoint goal "why does CI fail"', { at: NOW - 31 * MINUTE }),
      ]),
    ];
    expect(findShellCall(sessions, SELF, NOW)).toBeUndefined();
  });
});
