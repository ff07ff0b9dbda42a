import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { CODEX_TRUST_NOTE, planCodex } from '../../src/install/codex.js';
import type { AgentPlan, Mode } from '../../src/install/plan.js';
import { installedEntries } from '../../src/install/settings.js';
import { removeNotify, setNotify, TomlEditError } from '../../src/install/toml-edit.js';
import { installedTomlEntries } from '../../src/install/toml-hooks.js';
import { CODEX_CONFIG, CODEX_CONFIG_WITH_NOTIFY, CODEX_CONFIG_WITH_TOML_HOOKS, CODEX_HOOKS_JSON } from './_fixtures.js';

const BUNDLE = ['node', '/opt/checkpoint/checkpoint.js'];
const OLD_BUNDLE = ['node', '/home/me/old/dist/checkpoint.js'];
const EVENTS = ['PreCompact', 'SessionStart', 'Stop', 'UserPromptSubmit'];

interface Files {
  hooks?: string;
  config?: string;
}

function plan(files: Files, mode: Mode, bundle = BUNDLE, risky = false): AgentPlan {
  return planCodex(
    {
      hooks: { file: 'hooks.json', text: files.hooks },
      config: { file: 'config.toml', text: files.config },
      hookCommand: `${bundle.join(' ')} hook codex`,
      notifyArgv: [...bundle, 'notify'],
      toolCallSaves: risky,
    },
    mode,
  );
}

const result = (p: AgentPlan): Files => ({ hooks: p.changes[0].after, config: p.changes[1].after });
const hooksOf = (files: Files) => (files.hooks ? installedEntries(JSON.parse(files.hooks)) : []);
const tomlHooksOf = (files: Files) => installedTomlEntries(parse(files.config ?? '') as Record<string, unknown>);
const events = (entries: { event: string }[]) => entries.map((e) => e.event).sort();
const comments = (text: string) => text.split('\n').filter((line) => line.includes('#'));

const cases = [
  {
    name: 'config.toml with comments and model providers, no hooks.json',
    input: { config: CODEX_CONFIG },
    expected: { route: 'json', notify: [...BUNDLE, 'notify'], taken: false, hooksRestoredTo: '' },
  },
  {
    name: 'config.toml with another notify program, and a hooks.json of another tool',
    input: { config: CODEX_CONFIG_WITH_NOTIFY, hooks: CODEX_HOOKS_JSON },
    expected: { route: 'json', notify: ['python3', '/home/me/.codex/notify.py'], taken: true, hooksRestoredTo: CODEX_HOOKS_JSON },
  },
  {
    name: 'hooks kept in config.toml under [hooks]',
    input: { config: CODEX_CONFIG_WITH_TOML_HOOKS },
    expected: { route: 'toml', notify: [...BUNDLE, 'notify'], taken: false, hooksRestoredTo: '' },
  },
  {
    name: 'no Codex files at all',
    input: {},
    expected: { route: 'json', notify: [...BUNDLE, 'notify'], taken: false, hooksRestoredTo: '' },
  },
];

describe.each(cases)('$name', ({ input, expected }) => {
  it('init adds our hooks in the right file and notify only when free', () => {
    const installed = plan(input, 'install');
    const files = result(installed);
    const config = parse(files.config ?? '') as Record<string, unknown>;
    expect(config.notify).toEqual(expected.notify);
    if (expected.route === 'json') {
      expect(events(hooksOf(files))).toEqual(EVENTS);
      expect(tomlHooksOf(files)).toEqual([]);
    } else {
      expect(events(tomlHooksOf(files))).toEqual(EVENTS);
      expect(installed.changes[0].changed).toBe(false);
    }
    // Every comment line of the user's config.toml survives.
    for (const line of comments(input.config ?? '')) expect(files.config).toContain(line);
    // Every other key is as it was.
    const { notify: _n, hooks: _h, ...rest } = config;
    const { notify: _on, hooks: _oh, ...originalRest } = parse(input.config ?? '') as Record<string, unknown>;
    expect(rest).toEqual(originalRest);
    expect(installed.notes.filter((n) => n.includes('notify is already set')).length).toBe(expected.taken ? 1 : 0);
    expect(installed.notes).toContain(CODEX_TRUST_NOTE);
  });

  it('a second init changes nothing, byte for byte, and does not repeat the trust note', () => {
    const once = result(plan(input, 'install'));
    const again = plan(once, 'install');
    expect(again.changes.map((c) => c.changed)).toEqual([false, false]);
    expect(result(again)).toEqual(once);
    expect(again.notes).not.toContain(CODEX_TRUST_NOTE);
  });

  it('uninstall gives back the original files', () => {
    const removed = result(plan(result(plan(input, 'install')), 'uninstall'));
    expect(removed.config).toBe(input.config ?? '');
    if (expected.hooksRestoredTo) expect(removed.hooks).toBe(expected.hooksRestoredTo);
    else expect(hooksOf(removed)).toEqual([]);
  });

  it('a reinstall from a moved bundle replaces hooks and notify, never duplicates', () => {
    const old = result(plan(input, 'install', OLD_BUNDLE));
    const moved = result(plan(old, 'install'));
    const fresh = result(plan(input, 'install'));
    expect(moved.config).toBe(fresh.config);
    expect(hooksOf(moved)).toEqual(hooksOf(fresh));
    expect(tomlHooksOf(moved)).toEqual(tomlHooksOf(fresh));
  });

  it('risky-command saves add PreToolUse matcher Bash', () => {
    const files = result(plan(input, 'install', BUNDLE, true));
    const entries = expected.route === 'json' ? hooksOf(files) : tomlHooksOf(files);
    expect(entries.filter((e) => e.matcher).map((e) => [e.event, e.matcher])).toEqual([['PreToolUse', 'Bash']]);
  });
});

describe('the notify line', () => {
  it.each([
    {
      name: 'goes after the last top-level key, above the comment that introduces the first table',
      input: 'model = "o3"\n\n# Providers\n[model_providers.x]\nname = "x"\n',
      expected: 'model = "o3"\nnotify = ["checkpoint", "notify"]\n\n# Providers\n[model_providers.x]\nname = "x"\n',
    },
    {
      name: 'goes above the first table, separated by a blank line, when there is no top-level key',
      input: '# my config\n[tui]\nnotifications = true\n',
      expected: '# my config\nnotify = ["checkpoint", "notify"]\n\n[tui]\nnotifications = true\n',
    },
    {
      name: 'is appended when there is no table',
      input: 'model = "o3" # fast\n',
      expected: 'model = "o3" # fast\nnotify = ["checkpoint", "notify"]\n',
    },
  ])('$name', ({ input, expected }) => {
    const set = setNotify(input, ['checkpoint', 'notify'], 'config.toml');
    expect(set.text).toBe(expected);
    expect(removeNotify(set.text, 'config.toml').text).toBe(input);
  });

  it('is left alone when another program holds it, on install and on uninstall', () => {
    expect(setNotify(CODEX_CONFIG_WITH_NOTIFY, ['checkpoint', 'notify'], 'c.toml')).toMatchObject({
      status: 'taken',
      text: CODEX_CONFIG_WITH_NOTIFY,
    });
    expect(removeNotify(CODEX_CONFIG_WITH_NOTIFY, 'c.toml')).toMatchObject({ status: 'taken', text: CODEX_CONFIG_WITH_NOTIFY });
  });

  it('refuses a config.toml that is not valid TOML, naming the file', () => {
    expect(() => plan({ config: 'model = \n[[x' }, 'install')).toThrowError(TomlEditError);
    expect(() => plan({ config: 'model = \n[[x' }, 'install')).toThrowError(/config\.toml is not valid TOML .*fix it or move it away/);
  });
});
