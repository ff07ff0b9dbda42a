// Install then uninstall gives back the user's file byte for byte, whatever its formatting.
import { describe, expect, it } from 'vitest';
import { desiredEntries } from '../../src/install/hook-entries.js';
import { editSettingsText, parseSettingsText } from '../../src/install/json-text.js';
import { installedEntries } from '../../src/install/settings.js';

const command = 'node /opt/checkpoint/checkpoint.js hook';
const userStop = { type: 'command', command: 'say done' };

const rows = [
  {
    name: 'two-space indent',
    agent: 'claude' as const,
    text: `{\n  "model": "opus",\n  "hooks": {\n    "Stop": [\n      {\n        "hooks": [\n          ${JSON.stringify(userStop)}\n        ]\n      }\n    ]\n  }\n}\n`,
  },
  { name: 'tabs', agent: 'claude' as const, text: '{\n\t"model": "opus",\n\t"permissions": {\n\t\t"allow": ["Bash(npm test)"]\n\t}\n}\n' },
  { name: 'one-liner without final newline', agent: 'claude' as const, text: '{"model":"opus","env":{"A":"1"}}' },
  {
    name: "inline arrays of the user's own hooks",
    agent: 'claude' as const,
    // An empty array of an event checkpoint does not use stays (one it fills, then empties again, goes: same meaning).
    text: `{\n  "hooks": { "Stop": [{ "hooks": [${JSON.stringify(userStop)}] }], "PostToolUse": [] }\n}\n`,
  },
  { name: 'CRLF line ends', agent: 'claude' as const, text: '{\r\n  "model": "opus"\r\n}\r\n' },
  { name: 'empty object', agent: 'claude' as const, text: '{}\n' },
  {
    name: 'Gemini with comments and a trailing comma',
    agent: 'gemini' as const,
    text: '// my settings\n{\n  /* theme */ "theme": "Dracula",\n  "security": { "auth": { "selectedType": "oauth-personal" } }, // login\n}\n',
  },
  {
    name: 'Gemini hooks section with comments',
    agent: 'gemini' as const,
    text: '{\n  "hooks": {\n    // keep mine\n    "AfterAgent": [{ "hooks": [{ "type": "command", "command": "notify-send done" }] }]\n  }\n}\n',
  },
];

describe('settings round trips', () => {
  it.each(rows)('$name: install adds exactly our entries, uninstall restores every byte', ({ agent, text }) => {
    const desired = desiredEntries(agent, `${command} ${agent}`, false);
    const options = { comments: agent === 'gemini' };
    const installed = editSettingsText(text, 'settings.json', { install: desired }, options);
    expect(installed.changed).toBe(true);
    const after = parseSettingsText(installed.text, 'settings.json', options);
    expect(
      installedEntries(after)
        .map((e) => e.event)
        .sort(),
    ).toEqual(desired.map((e) => e.event).sort());
    // Every comment and user key survives the install.
    for (const comment of text.match(/\/\/[^\n]*|\/\*.*?\*\//g) ?? []) expect(installed.text).toContain(comment);
    // A second install changes nothing.
    expect(editSettingsText(installed.text, 'settings.json', { install: desired }, options).changed).toBe(false);
    const removed = editSettingsText(installed.text, 'settings.json', 'uninstall', options);
    expect(removed.text).toBe(text);
  });

  it.each([
    {
      name: 'Claude settings with a comment are refused with the line',
      agent: 'claude' as const,
      text: '{\n  // no\n  "model": "x"\n}\n',
      error: /settings\.json is not valid JSON \(a comment, which this agent does not accept on line 2\)/,
    },
    { name: 'broken JSON', agent: 'gemini' as const, text: '{"model": ', error: /not valid JSON/ },
  ])('$name', ({ agent, text, error }) => {
    expect(() =>
      editSettingsText(
        text,
        'settings.json',
        { install: desiredEntries(agent, `${command} ${agent}`, false) },
        { comments: agent === 'gemini' },
      ),
    ).toThrow(error);
  });
});

describe("a comment after the user's own entry stays on the user's line while installed", () => {
  const options = { comments: true };
  const desired = desiredEntries('gemini', `${command} gemini`, false);
  it.each([
    {
      name: 'after the last hook group of an event',
      text: '{\n  "hooks": {\n    "BeforeAgent": [\n      {\n        "hooks": [{ "type": "command", "command": "mine.sh" }]\n      } // mine\n    ]\n  }\n}\n',
      line: '      }, // mine',
    },
    {
      name: 'after the last key, with a trailing comma',
      text: '{\n  "security": { "auth": { "selectedType": "oauth-personal" } }, // login\n}\n',
      line: '  "security": { "auth": { "selectedType": "oauth-personal" } }, // login',
    },
    { name: 'a block comment after the last key', text: '{\n  "theme": "x" /* mine */\n}\n', line: '  "theme": "x", /* mine */' },
    { name: 'one line', text: '{"theme": "x" /* mine */}', line: '{"theme": "x", /* mine */"hooks": {' },
  ])('$name', ({ text, line }) => {
    const installed = editSettingsText(text, 'settings.json', { install: desired }, options).text;
    expect(installed).toContain(line);
    expect(editSettingsText(installed, 'settings.json', 'uninstall', options).text).toBe(text);
  });
});
