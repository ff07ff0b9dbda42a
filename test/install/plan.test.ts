// What init says it did to a settings file: one phrase per kind of change, never a count that is not one.
import { describe, expect, it } from 'vitest';
import { describeHookEdit } from '../../src/install/plan.js';
import type { HookEntry } from '../../src/install/settings.js';

const entry = (event: string, command = 'checkpoint hook claude', matcher?: string): HookEntry => ({
  event,
  matcher,
  command,
  timeout: 10,
});
const STOP = entry('Stop');
const PROMPT = entry('UserPromptSubmit');

describe('describeHookEdit', () => {
  it('names added, removed and updated slots', () => {
    expect(
      describeHookEdit('install', true, [STOP, PROMPT, entry('PreToolUse', 'checkpoint hook claude', 'Bash')], [STOP, PROMPT]),
    ).toEqual([
      'added hooks PreToolUse(Bash) (checkpoint sees shell calls through it: which session or subagent runs a command, and the risky and interval saves of restore.autoSave)',
    ]);
    expect(describeHookEdit('install', true, [entry('Stop', 'node /new/checkpoint.js hook claude')], [STOP])).toEqual([
      'updated hooks Stop to run `node /new/checkpoint.js hook claude`',
    ]);
  });

  it('names a timeout it sets where the entry had none, and the entry under a misspelled event it moves', () => {
    expect(describeHookEdit('install', true, [STOP], [{ ...STOP, timeout: Number.NaN }])).toEqual([
      'set the timeout of Stop, which had none, to 10',
    ]);
    expect(describeHookEdit('install', true, [STOP], [{ ...STOP, timeout: Number.NaN, badTimeout: '60' }])).toEqual([
      'set the timeout of Stop, which was "60", not a number, to 10',
    ]);
    expect(describeHookEdit('install', true, [STOP], [entry('stop')])).toEqual(['added hooks Stop', 'removed hooks stop']);
  });

  it('counts the duplicates that went', () => {
    expect(describeHookEdit('install', true, [STOP], [STOP, STOP, STOP])).toEqual(['removed 2 duplicate hook entries']);
    expect(describeHookEdit('install', true, [STOP], [STOP, STOP])).toEqual(['removed 1 duplicate hook entry']);
  });

  it('says the entries were rewritten when only their layout changed, not "removed 0 duplicate hook entries"', () => {
    expect(describeHookEdit('install', true, [STOP, PROMPT], [STOP, PROMPT])).toEqual(['rewrote hook entries in place']);
  });

  it('says nothing changed when nothing did', () => {
    expect(describeHookEdit('install', false, [STOP], [STOP])).toEqual(['hooks already installed']);
    expect(describeHookEdit('uninstall', false, [], [])).toEqual(['no checkpoint hooks to remove']);
  });
});
