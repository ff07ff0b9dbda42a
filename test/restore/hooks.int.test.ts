import { appendFileSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROFILES } from '../../src/agents/index.js';
import { AGENTS, type HookInput } from '../../src/agents/protocol.js';
import { runHook } from '../../src/commands/hook.js';
import { onPreCompact, onPrompt, onSessionStart, onToolUse, RISKY_LOCK_WAIT_MS } from '../../src/restore/hooks.js';
import { runTask } from '../../src/restore/tasks.js';
import { markTurnEnd } from '../../src/restore/turns.js';
import { Workspace } from '../../src/restore/workspace.js';
import { lastContextUsage } from '../../src/transcript/usage.js';
import { withLock } from '../../src/util/lock.js';
import { HOOK_PARTS } from '../helpers/hook-parts.js';
import { writeUserConfig } from '../helpers/user-config.js';
import { makeRepo, type Sandbox } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

// riskyMatch: risky-commands.test.ts; usageOfLine: ../transcript/usage.test.ts (fast, no repository).

function input(b: Sandbox, event: HookInput['event'], transcriptPath?: string): HookInput {
  return { agent: 'claude', sessionId: 's1', cwd: b.repo, transcriptPath, event };
}

describe('hook entries', () => {
  it('the context advisory: one line at a crossing of contextWarnPercent, once, re-armed below it', async () => {
    box = makeRepo();
    const transcript = join(box.base, 't.jsonl');
    const usage = (tokens: number) =>
      appendFileSync(
        transcript,
        `${JSON.stringify({ type: 'assistant', message: { model: 'claude-x', usage: { input_tokens: tokens, output_tokens: 0 } } })}\n`,
      );
    writeFileSync(transcript, '');
    const prompt = () => onPrompt(input(box!, { kind: 'prompt', prompt: 'go on' }, transcript), box!.env, 'inline');
    usage(100_000);
    expect(await prompt()).toBeUndefined();
    usage(170_000);
    expect(await prompt()).toMatch(/^\[Checkpoint\] - The context is 85% full\. Before going on, run `[^`]* save --note/);
    expect(await prompt()).toBeUndefined();
    usage(20_000);
    expect(await prompt()).toBeUndefined();
    usage(190_000);
    expect(await prompt()).toContain('95% full');
    expect(lastContextUsage(transcript)).toEqual({ tokens: 190_000, window: 200_000 });
    expect(await onPrompt(input(box, { kind: 'prompt', prompt: 'next' }, transcript), box.env, 'inline')).toBeUndefined();
  });

  it('a start point only at the first real prompt of a session; harness text is no prompt', async () => {
    box = makeRepo();
    await onPrompt(input(box, { kind: 'prompt', prompt: '<system-reminder>x' }), box.env, 'inline');
    expect(new Workspace(box.repo, box.env).ids()).toEqual([]);
    await onPrompt(input(box, { kind: 'prompt', prompt: 'build the thing' }), box.env, 'inline');
    await onPrompt(input(box, { kind: 'prompt', prompt: 'and more' }), box.env, 'inline');
    const points = new Workspace(box.repo, box.env).points();
    expect(points.map((p) => [p.point?.trigger, p.point?.intent])).toEqual([['start', 'build the thing']]);
  });

  it('risky and interval points only when asked for, and never a block', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    const tool = (command: string) => onToolUse(input(box!, { kind: 'tool-use', command }), box!.env, 'inline');
    const due = Date.now() - 11 * 60_000;
    // Not asked for: neither a risky command nor an interval clock long due takes a point.
    ws.writeMemo('claude', 's1', { lastIntervalAt: due });
    expect(await tool('git reset --hard')).toBeUndefined();
    expect(await tool('ls')).toBeUndefined();
    expect(ws.ids()).toEqual([]);
    writeUserConfig(box.env, { restore: { autoSave: ['risky', 'interval'] } });
    ws.writeMemo('claude', 's1', {});
    const risky = await tool('git reset --hard');
    expect(risky?.trigger).toBe('risky');
    expect(risky?.note).toBe('before: git reset --hard');
    expect(await tool('ls')).toBeUndefined(); // the first tool call only starts the interval clock
    expect(ws.ids()).toHaveLength(1);
    ws.writeMemo('claude', 's1', { lastIntervalAt: due });
    expect((await tool('ls'))?.trigger).toBe('interval');
    expect(ws.ids()).toHaveLength(2);
    // Never a block: the hook takes the risky point and answers nothing.
    const payload = {
      hook_event_name: 'PreToolUse',
      session_id: 's1',
      cwd: box.repo,
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf src' },
    };
    expect(await runHook('claude', JSON.stringify(payload), box.env, HOOK_PARTS)).toBeUndefined();
    expect(ws.points().map((p) => p.point?.trigger)).toEqual(['risky', 'interval', 'risky']);
  });

  it('a risky point waits a moment for a busy workspace, then lets the command go without it', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    writeUserConfig(box.env, { restore: { autoSave: ['risky'] } });
    let waited = Number.POSITIVE_INFINITY;
    let point: unknown;
    // A detached first snapshot holds the workspace's lock for minutes; the agents give a hook 30 s. The
    // wait is shortened here (the default's bound against the agents' timeouts is checked below).
    await ws.locked(async () => {
      const started = Date.now();
      point = await onToolUse(input(box!, { kind: 'tool-use', command: 'git reset --hard' }), box!.env, 'inline', 300);
      waited = Date.now() - started;
    });
    expect(point).toBeUndefined();
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(5000);
    // half of the shortest hook timeout an agent gives is left to the save itself
    const shortest = Math.min(...AGENTS.map((agent) => PROFILES[agent].hookTimeout * (agent === 'gemini' ? 1 : 1000)));
    expect(RISKY_LOCK_WAIT_MS).toBeLessThanOrEqual(shortest / 2);
    expect(ws.ids()).toEqual([]);
    // the control: with the lock free, the point is taken
    expect(await onToolUse(input(box, { kind: 'tool-use', command: 'git reset --hard' }), box.env, 'inline')).toMatchObject({
      trigger: 'risky',
    });
  });

  it('the interval clock is read and moved under the memo lock: a hook racing one that just took the point takes none', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    writeUserConfig(box.env, { restore: { autoSave: ['interval'] } });
    const due = Date.now() - 11 * 60_000;
    ws.writeMemo('claude', 's1', { lastIntervalAt: due });
    const tool = () => onToolUse(input(box!, { kind: 'tool-use', command: 'ls' }), box!.env, 'inline');
    // Another hook of the session holds the memo: it finds the clock due and moves it. This one waits
    // for it, then finds the clock moved.
    const file = ws.memoFile('claude', 's1');
    let racing: Promise<unknown> | undefined;
    await withLock(`${file}.lock`, async () => {
      racing = tool();
      await new Promise((resolve) => setTimeout(resolve, 150));
      ws.writeMemo('claude', 's1', { lastIntervalAt: Date.now() });
    });
    await racing;
    expect(ws.ids()).toEqual([]);
    // the control: with the clock due and nobody racing, the point is taken
    ws.writeMemo('claude', 's1', { lastIntervalAt: due });
    await tool();
    expect(ws.points().map((p) => p.point?.trigger)).toEqual(['interval']);
    expect(ws.readMemo('claude', 's1').lastIntervalAt).toBeGreaterThan(due);
  });

  it('of two first prompts of a session at once, one takes the start point: the memo is read under its lock', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    const prompt = (sessionId: string) => onPrompt({ ...input(box!, { kind: 'prompt', prompt: 'first' }), sessionId }, box!.env, 'inline');
    // Another prompt hook of the session holds the memo and records itself as the session's first.
    // This one waits for it, then finds the session started: no start point, its tree as any later prompt's.
    ws.writeMemo('claude', 's1', {});
    const file = ws.memoFile('claude', 's1');
    let racing: Promise<unknown> | undefined;
    await withLock(`${file}.lock`, async () => {
      racing = prompt('s1');
      await new Promise((resolve) => setTimeout(resolve, 150));
      ws.writeMemo('claude', 's1', { startedAt: Date.now(), firstPrompt: 'first' });
    });
    await racing;
    expect(ws.points().map((p) => p.point?.trigger)).toEqual(['prompt']);
    // the control: the first prompt of a session nobody races takes the start point
    await prompt('s2');
    expect(ws.points().map((p) => p.point?.trigger)).toEqual(['start', 'prompt']);
  });

  it('a turn point only when the tree changed; phase when the turn completed a todo', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    const transcript = join(box.base, 't.jsonl');
    const todos = (statuses: string[]) =>
      appendFileSync(
        transcript,
        `${JSON.stringify({ type: 'user', message: { role: 'user', content: 'go' } })}\n${JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: `t${statuses.join()}`, name: 'TodoWrite', input: { todos: statuses.map((status, i) => ({ content: `step ${i}`, status, activeForm: `step ${i}` })) } }] } })}\n`,
      );
    writeFileSync(transcript, '');
    // A stop's end of turn, then the task of its detached run (restore/tasks.ts).
    const turnEnd = async () => {
      const stop = input(box!, { kind: 'stop' }, transcript);
      const at = Date.now();
      await markTurnEnd(stop, box!.env, at);
      return runTask({ kind: 'turn-end', session: stop, at }, box!.env);
    };
    todos(['in_progress', 'pending']);
    expect(await turnEnd()).toMatchObject({ trigger: 'turn', progress: { done: 0, total: 2 } });
    expect(await turnEnd()).toBeUndefined();
    box.write('src/app.js', 'turn two\n');
    todos(['completed', 'in_progress']);
    expect(await turnEnd()).toMatchObject({ trigger: 'phase', progress: { done: 1, total: 2 }, filesModified: ['src/app.js'] });
    box.write('src/app.js', 'turn three\n');
    expect(await turnEnd()).toMatchObject({ trigger: 'turn' });
    expect(ws.ids()).toHaveLength(3);
  });

  it('a burst of PreCompress events of one session takes one point', async () => {
    box = makeRepo();
    const ws = new Workspace(box.repo, box.env);
    await onPreCompact(input(box, { kind: 'pre-compact' }), box.env, 'inline');
    await onPreCompact(input(box, { kind: 'pre-compact' }), box.env, 'inline');
    expect(ws.ids()).toHaveLength(1);
    await onPreCompact({ ...input(box, { kind: 'pre-compact' }), sessionId: 'other' }, box.env, 'inline');
    expect(ws.ids()).toHaveLength(2);
  });

  it('SessionStart keeps its resume context when the daily prune fails', async () => {
    box = makeRepo();
    await onPreCompact(input(box, { kind: 'pre-compact' }), box.env, 'inline');
    const ws = new Workspace(box.repo, box.env);
    // The prune is due (its stamp is two days old) and fails: a folder stands where it writes the stamp.
    const stamp = join(ws.dir, 'last-prune');
    mkdirSync(stamp);
    const twoDaysAgo = (Date.now() - 2 * 86_400_000) / 1000;
    utimesSync(stamp, twoDaysAgo, twoDaysAgo);
    const text = await onSessionStart(input(box, { kind: 'session-start', resumed: false, compacted: false }), box.env, 'inline');
    expect(text).toContain('precompact');
  });

  it('SessionStart answers in the shape every agent reads, or not at all', async () => {
    box = makeRepo();
    expect(
      await onSessionStart(input(box, { kind: 'session-start', resumed: false, compacted: false }), box.env, 'inline'),
    ).toBeUndefined();
    await onPreCompact(input(box, { kind: 'pre-compact' }), box.env, 'inline');
    // The hook command words the answer: Gemini's SessionStart of a resumed session.
    const payload = { session_id: 's1', cwd: box.repo, hook_event_name: 'SessionStart', source: 'resume' };
    const out = (await runHook('gemini', JSON.stringify(payload), box.env, HOOK_PARTS)) as { hookSpecificOutput: Record<string, string> };
    expect(Object.keys(out)).toEqual(['hookSpecificOutput']);
    expect(out.hookSpecificOutput.hookEventName).toBe('SessionStart');
    expect(out.hookSpecificOutput.additionalContext).toContain('precompact');
  });
});
