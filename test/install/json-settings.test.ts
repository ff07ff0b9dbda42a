import { describe, expect, it } from 'vitest';
import { SettingsFileError } from '../../src/install/json-text.js';
import { type AgentPlan, type Mode, planSettingsAgent } from '../../src/install/plan.js';
import { installedEntries, isOurCommand } from '../../src/install/settings.js';
import { CLAUDE_SETTINGS, GEMINI_SETTINGS } from './_fixtures.js';

const NEW = 'node /opt/checkpoint/checkpoint.js';
const OLD = 'node "/home/me/old checkout/dist/checkpoint.js"';

type Planner = (text: string | undefined, mode: Mode, command?: string, risky?: boolean) => AgentPlan;
const planners: Record<string, Planner> = {
  claude: (text, mode, command = `${NEW} hook claude`, risky = false) =>
    planSettingsAgent('claude', { settings: { file: 'settings.json', text }, hookCommand: command, toolCallSaves: risky }, mode),
  gemini: (text, mode, command = `${NEW} hook gemini`, risky = false) =>
    planSettingsAgent('gemini', { settings: { file: 'settings.json', text }, hookCommand: command, toolCallSaves: risky }, mode),
};

const applied = (plan: AgentPlan) => plan.changes[0].after;
const parsed = (text: string) => JSON.parse(text) as Record<string, any>;

const cases = [
  {
    name: 'claude settings with permissions, env and a Stop hook of another tool',
    agent: 'claude',
    original: CLAUDE_SETTINGS,
    expected: {
      events: ['SessionStart', 'UserPromptSubmit', 'Stop', 'PreCompact'],
      timeout: 30,
      toolCall: ['PreToolUse', 'Bash'],
      canonical: true,
    },
  },
  {
    name: 'gemini settings with security/auth and a BeforeAgent hook of another tool',
    agent: 'gemini',
    original: GEMINI_SETTINGS,
    expected: {
      events: ['SessionStart', 'BeforeAgent', 'AfterAgent', 'PreCompress'],
      timeout: 30000,
      toolCall: ['BeforeTool', 'run_shell_command'],
      canonical: false,
    },
  },
  {
    name: 'claude: no settings file yet',
    agent: 'claude',
    original: undefined,
    expected: {
      events: ['SessionStart', 'UserPromptSubmit', 'Stop', 'PreCompact'],
      timeout: 30,
      toolCall: ['PreToolUse', 'Bash'],
      canonical: true,
    },
  },
  {
    name: 'gemini: empty settings file',
    agent: 'gemini',
    original: '',
    expected: {
      events: ['SessionStart', 'BeforeAgent', 'AfterAgent', 'PreCompress'],
      timeout: 30000,
      toolCall: ['BeforeTool', 'run_shell_command'],
      canonical: true,
    },
  },
];

describe.each(cases)('$name', ({ agent, original, expected }) => {
  const plan = planners[agent];

  // Claude and Gemini always get the tool-call entry: it tells whose session (or subagent) runs a shell command.
  const all = [...expected.events, expected.toolCall[0]];

  it('init adds exactly our entries and keeps every other key and hook', () => {
    const installed = plan(original, 'install');
    expect(installed.changes[0].changed).toBe(true);
    const result = parsed(applied(installed));
    const entries = installedEntries(result);
    expect(entries.map((e) => e.event).sort()).toEqual([...all].sort());
    expect(entries.every((e) => e.command === `${NEW} hook ${agent}` && e.timeout === expected.timeout)).toBe(true);
    // Removing our groups gives back the original document.
    const originalDoc = original ? parsed(original) : {};
    for (const event of all) {
      const groups = result.hooks[event] as unknown[];
      expect(groups[groups.length - 1]).toEqual({
        ...(event === expected.toolCall[0] && { matcher: expected.toolCall[1] }),
        hooks: [{ type: 'command', command: `${NEW} hook ${agent}`, timeout: expected.timeout }],
      });
      const rest = groups.slice(0, -1);
      if (rest.length > 0) expect(rest).toEqual(originalDoc.hooks[event]);
      else expect(originalDoc.hooks?.[event]).toBeUndefined();
    }
    const { hooks: _h, ...others } = result;
    const { hooks: _o, ...originalOthers } = originalDoc;
    expect(others).toEqual(originalOthers);
    expect(Object.keys(result)).toEqual(Object.keys(originalDoc).concat(originalDoc.hooks ? [] : ['hooks']));
  });

  it('a second init is a byte-identical no-op', () => {
    const once = applied(plan(original, 'install'));
    const twice = plan(once, 'install');
    expect(twice.changes[0].changed).toBe(false);
    expect(applied(twice)).toBe(once);
    expect(twice.changes[0].summary).toEqual(['hooks already installed']);
  });

  it('uninstall restores the original (byte-identical for 2-space JSON)', () => {
    const removed = plan(applied(plan(original, 'install')), 'uninstall');
    expect(removed.changes[0].changed).toBe(true);
    if (original) {
      expect(parsed(applied(removed))).toEqual(parsed(original));
      // Byte equality is only possible where the original already was JSON.stringify's 2-space layout.
      expect(`${JSON.stringify(parsed(original), null, 2)}\n` === original).toBe(expected.canonical);
      if (expected.canonical) expect(applied(removed)).toBe(original);
    } else {
      expect(parsed(applied(removed))).toEqual({});
    }
    expect(plan(applied(removed), 'uninstall').changes[0].changed).toBe(false);
  });

  it('a reinstall from a moved bundle replaces our entries instead of duplicating them', () => {
    const fromOldCheckout = applied(plan(original, 'install', `${OLD} hook ${agent}`));
    const moved = plan(fromOldCheckout, 'install');
    expect(moved.changes[0].summary).toEqual([
      `updated hooks ${[...expected.events, `${expected.toolCall.join('(')})`].join(', ')} to run \`${NEW} hook ${agent}\``,
    ]);
    const entries = installedEntries(parsed(applied(moved)));
    expect(entries).toHaveLength(5);
    expect(entries.every((e) => e.command === `${NEW} hook ${agent}`)).toBe(true);
    expect(applied(moved)).toBe(applied(plan(original, 'install')));
  });

  it('the tool-call entry is for the shell tool only, and stays when risky and interval saves are off', () => {
    const withSaves = applied(plan(original, 'install', undefined, true));
    const entries = installedEntries(parsed(withSaves));
    expect(entries).toHaveLength(5);
    expect(entries.filter((e) => e.matcher !== undefined).map((e) => [e.event, e.matcher])).toEqual([expected.toolCall]);
    expect(plan(withSaves, 'install').changes[0].changed).toBe(false);
  });

  it("keeps a person's tuning of checkpoint's entries (a timeout, a field of their own) through every init", () => {
    const stop = expected.events[2];
    /** Installed by `command`, then the person gives the stop entry more time and a status message. */
    const tunedBy = (command: string) => {
      const doc = parsed(applied(plan(original, 'install', command)));
      const handler = doc.hooks[stop].at(-1).hooks[0];
      doc.hooks[stop].at(-1).hooks[0] = { ...handler, timeout: 120, statusMessage: 'checking' };
      return `${JSON.stringify(doc, null, 2)}\n`;
    };
    expect(plan(tunedBy(`${NEW} hook ${agent}`), 'install').changes[0]).toMatchObject({
      changed: false,
      summary: ['hooks already installed'],
    });
    // A moved bundle: the command is checkpoint's to update, and it says so; the tuning stays.
    const moved = plan(tunedBy(`${OLD} hook ${agent}`), 'install');
    expect(moved.changes[0].summary).toEqual([expect.stringMatching(/^updated hooks .* to run /)]);
    const entry = installedEntries(parsed(applied(moved))).find((e) => e.event === stop);
    expect(entry).toMatchObject({ command: `${NEW} hook ${agent}`, timeout: 120, extra: { statusMessage: 'checking' } });
  });
});

describe('settings files that must not be touched', () => {
  it.each([
    {
      name: 'invalid JSON',
      text: '{ "model": "opus", }',
      expected: /settings\.json is not valid JSON \(a trailing comma or a key without quotes on line 1\); fix it or move it away/,
    },
    {
      name: 'a file cut short (never "a trailing comma")',
      text: '{\n  "model": "opus",\n  "env": {\n',
      expected: /settings\.json is not valid JSON \(it ends on line 3 before its JSON does: cut short\?\); fix it or move it away/,
    },
    { name: 'comments (JSONC)', text: '{\n  // mine\n  "model": "opus"\n}\n', expected: /not valid JSON/ },
    { name: 'top level is an array', text: '[]', expected: /top level is not a JSON object/ },
    { name: 'hooks is not an object', text: '{"hooks": []}', expected: /`hooks` is not an object/ },
    { name: 'an event is not an array', text: '{"hooks": {"Stop": {"hooks": []}}}', expected: /`hooks\.Stop` is not an array/ },
  ])('$name: throws an actionable error naming the file', ({ text, expected }) => {
    for (const mode of ['install', 'uninstall'] as const) {
      expect(() => planners.claude(text, mode)).toThrowError(SettingsFileError);
      expect(() => planners.claude(text, mode)).toThrowError(expected);
    }
  });
});

describe('uninstall keeps what is not ours', () => {
  it('a group that mixes a user hook with ours keeps the user hook', () => {
    const mixed = JSON.stringify(
      {
        hooks: {
          Stop: [
            {
              hooks: [
                { type: 'command', command: 'say done' },
                { type: 'command', command: 'checkpoint hook claude', timeout: 30 },
              ],
            },
          ],
        },
      },
      null,
      2,
    );
    const result = parsed(applied(planners.claude(mixed, 'uninstall')));
    expect(result).toEqual({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'say done' }] }] } });
  });

  it("a file of only checkpoint's entries, written back without a final newline, keeps its layout when init rewrites them", () => {
    for (const indent of ['  ', '\t']) {
      // Installed from an old checkout, then saved again by a program that ends the file without a newline.
      const text = JSON.stringify(parsed(applied(planners.claude(undefined, 'install', `${OLD} hook claude`))), null, indent);
      const out = applied(planners.claude(text, 'install'));
      expect(installedEntries(parsed(out)).every((e) => e.command === `${NEW} hook claude`)).toBe(true);
      expect(out).toBe(JSON.stringify(parsed(out), null, indent));
    }
  });

  it('keeps 4-space indentation and a missing final newline', () => {
    const text = '{\n    "model": "opus"\n}';
    const out = applied(planners.claude(text, 'install'));
    expect(out.startsWith('{\n    "model": "opus",\n    "hooks": {\n        "SessionStart"')).toBe(true);
    expect(out.endsWith('}')).toBe(true);
    expect(applied(planners.claude(out, 'uninstall'))).toBe(text);
  });
});

describe('isOurCommand', () => {
  it.each([
    { input: 'checkpoint hook claude', expected: true },
    { input: 'checkpoint hook', expected: true },
    { input: 'node /home/u/.local/share/checkpoint/checkpoint.js hook gemini', expected: true },
    { input: `node "/x y/dist/checkpoint.js" hook codex`, expected: true },
    { input: `node '/x y/dist/checkpoint.js' hook codex`, expected: true },
    { input: '/usr/local/bin/checkpoint notify', expected: true },
    { input: '~/bin/checkpoint-tools/other hook', expected: false },
    { input: 'mycheckpoint hook claude', expected: false },
    { input: 'checkpoint save', expected: false },
    { input: 'echo checkpoint hooked', expected: false },
    { input: 'afplay Glass.aiff', expected: false },
  ])('$input -> $expected', ({ input, expected }) => {
    expect(isOurCommand(input)).toBe(expected);
  });
});

describe('a timeout that is no number', () => {
  it('init sets a number there and says what it replaced', () => {
    const doc = parsed(applied(planners.claude(undefined, 'install')));
    doc.hooks.Stop[0].hooks[0].timeout = '60';
    const fixed = planners.claude(`${JSON.stringify(doc, null, 2)}\n`, 'install');
    expect(fixed.changes[0].summary).toEqual(['set the timeout of Stop, which was "60", not a number, to 30']);
    expect(parsed(applied(fixed)).hooks.Stop[0].hooks[0].timeout).toBe(30);
  });
});
