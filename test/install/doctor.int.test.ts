import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runInstall } from '../../src/install/apply.js';
import { type Check, doctorOk, formatChecks, runDoctor } from '../../src/install/doctor.js';
import type { Exec } from '../../src/util/exec.js';

let home: string;
let env: NodeJS.ProcessEnv;
const BUNDLE = '/opt/checkpoint/checkpoint.js';

/** git and tmux as the machine would answer, without running them. */
const fakeExec =
  (available: string[]): Exec =>
  async (program) =>
    available.includes(program)
      ? { stdout: `${program} version 9.9\n`, stderr: '', exitCode: 0 }
      : { stdout: '', stderr: 'ENOENT', exitCode: undefined };

const status = (checks: Check[], name: string) => checks.filter((c) => c.name === name).map((c) => c.status);

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'checkpoint-doctor-'));
  env = { HOME: home, PATH: '/usr/bin:/bin', CHECKPOINT_STATE_DIR: join(home, 'state'), XDG_CONFIG_HOME: join(home, '.config') };
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

async function install(agents: ('claude' | 'gemini' | 'codex')[], bundlePath = BUNDLE) {
  const report = await runInstall({ mode: 'install', agents, scope: 'user', dryRun: false, cwd: home, env, bundlePath });
  expect(report.errors).toEqual([]);
}

describe('checkpoint doctor', () => {
  it.each([
    {
      name: 'all fine with claude installed, tmux missing is only a warning',
      setup: () => install(['claude']),
      tools: ['git'],
      node: '20.11.0',
      expected: { ok: true, claude: ['ok'], tmux: ['warn'], git: ['ok'], node: ['ok'], config: ['ok'] },
    },
    {
      name: 'nothing installed fails and says to run init',
      // Claude is on this machine (its settings directory exists) but not wired.
      setup: async () => mkdirSync(join(home, '.claude'), { recursive: true }),
      tools: ['git', 'tmux'],
      node: '22.1.0',
      expected: { ok: false, claude: ['warn'], tmux: ['ok'], git: ['ok'], node: ['ok'], config: ['ok'] },
    },
    {
      name: 'entries of another bundle fail',
      setup: () => install(['claude'], '/old/checkout/dist/checkpoint.js'),
      tools: ['git', 'tmux'],
      node: '20.0.0',
      expected: { ok: false, claude: ['fail'], tmux: ['ok'], git: ['ok'], node: ['ok'], config: ['ok'] },
    },
    {
      name: 'node 18, no git and an invalid config fail',
      setup: async () => {
        await install(['claude']);
        const file = join(home, '.config', 'checkpoint', 'config.json');
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify({ thresholdSeconds: 'soon' }));
      },
      tools: [],
      node: '18.19.0',
      expected: { ok: false, claude: ['ok'], tmux: ['warn'], git: ['fail'], node: ['fail'], config: ['fail'] },
    },
    {
      name: 'a settings file that is not JSON fails with the file named',
      setup: async () => {
        mkdirSync(join(home, '.claude'));
        writeFileSync(join(home, '.claude', 'settings.json'), '{oops');
        await install(['gemini']);
      },
      tools: ['git', 'tmux'],
      node: '20.0.0',
      expected: { ok: false, claude: ['fail'], tmux: ['ok'], git: ['ok'], node: ['ok'], config: ['ok'] },
    },
  ])('$name', async ({ setup, tools, node, expected }) => {
    await setup();
    const checks = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(tools), nodeVersion: node });
    expect(doctorOk(checks)).toBe(expected.ok);
    expect(status(checks, 'claude (user)')).toEqual(expected.claude);
    expect(status(checks, 'tmux')).toEqual(expected.tmux);
    expect(status(checks, 'git')).toEqual(expected.git);
    expect(status(checks, 'node')).toEqual(expected.node);
    expect(status(checks, 'config')).toEqual(expected.config);
    expect(status(checks, 'state dir')).toEqual(['ok']);
    // Every failure carries what to do about it.
    for (const check of checks.filter((c) => c.status === 'fail')) expect(check.detail).toMatch(/run|install|fix/);
  });

  it('shows the config file, the dotted key and why', async () => {
    await install(['codex']);
    const file = join(home, '.config', 'checkpoint', 'config.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ restore: { autoSave: ['nightly'] } }));
    const checks = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(['git']) });
    const text = formatChecks(checks);
    expect(text).toContain(
      `[FAIL] config: ${file}: \`restore.autoSave.0\` must be one of "start", "turn", "phase", "precompact", "risky", "interval", not "nightly": fix or remove it`,
    );
    expect(text).toMatch(/\[ok\] {3}codex \(user\): ~\/\.codex\/hooks\.json: .*; notify set/);
  });

  it('entries in both the user and the project settings of one agent: a warning, since every event runs twice', async () => {
    await install(['claude']);
    const project = join(home, 'work', 'app');
    mkdirSync(project, { recursive: true });
    execFileSync('git', ['init', '-q', project], { env });
    const report = await runInstall({
      mode: 'install',
      agents: ['claude'],
      scope: 'project',
      dryRun: false,
      cwd: project,
      env,
      bundlePath: BUNDLE,
    });
    expect(report.errors).toEqual([]);
    const checks = await runDoctor({ cwd: project, env, bundlePath: BUNDLE, exec: fakeExec(['git', 'tmux']) });
    const double = checks.find((c) => c.name === 'claude (both scopes)');
    expect(double?.status).toBe('warn');
    expect(double?.detail).toContain('every event runs twice');
    expect(double?.detail).toContain('`checkpoint uninstall --agent claude --scope project`');
    // From home, the project scope is the user scope: one file, nothing doubled.
    const fromHome = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(['git', 'tmux']) });
    expect(fromHome.map((c) => c.name)).not.toContain('claude (both scopes)');
  });

  it.each(['risky', 'interval'])(
    'restore.autoSave with %s but no tool-call entry fails; init says it adds that entry and why',
    async (kind) => {
      // Codex gets the tool-call entry only for those saves (its shell names its session; it runs no subagent there).
      await install(['claude', 'codex']);
      const file = join(home, '.config', 'checkpoint', 'config.json');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ restore: { autoSave: ['turn', kind] } }));
      const checks = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(['git', 'tmux']) });
      expect(status(checks, 'claude (user)')).toEqual(['ok']);
      const codex = checks.find((c) => c.name === 'codex (user)');
      expect(codex?.status).toBe('fail');
      expect(codex?.detail).toContain(
        `missing PreToolUse(Bash) (restore.autoSave includes ${kind}, and those saves see shell calls only through this entry)`,
      );
      expect(checks.find((c) => c.name === 'fix')).toEqual({
        name: 'fix',
        status: 'fail',
        detail:
          "run `checkpoint init --agent codex`: it adds what the user settings above lack, and keeps your other entries and your tuning of checkpoint's",
      });

      const init = await runInstall({
        mode: 'install',
        agents: ['codex'],
        scope: 'user',
        dryRun: false,
        cwd: home,
        env,
        bundlePath: BUNDLE,
      });
      expect(init.lines[0]).toBe(
        'codex: ~/.codex/hooks.json: added hooks PreToolUse(Bash) (checkpoint sees shell calls through it: which session or subagent runs a command, and the risky and interval saves of restore.autoSave)',
      );
      const after = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(['git', 'tmux']) });
      expect(status(after, 'codex (user)')).toEqual(['ok']);
      expect(after.map((c) => c.name)).not.toContain('fix');
    },
  );

  it('an install from before the tool-call entry: a warning with why, never "no agent runs checkpoint"; one fix line for every agent', async () => {
    await install(['claude', 'gemini']);
    for (const [dir, event] of [
      ['.claude', 'PreToolUse'],
      ['.gemini', 'BeforeTool'],
    ]) {
      const file = join(home, dir, 'settings.json');
      const settings = JSON.parse(readFileSync(file, 'utf8'));
      delete settings.hooks[event];
      writeFileSync(file, JSON.stringify(settings, null, 2));
    }
    const checks = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(['git', 'tmux']) });
    const text = formatChecks(checks);
    expect(text).toContain(
      '[warn] claude (user): ~/.claude/settings.json: missing PreToolUse(Bash) (without it, a goal opened by a subagent is not refused)',
    );
    expect(text).toContain(
      "[warn] gemini (user): ~/.gemini/settings.json: missing BeforeTool(run_shell_command) (without it, a command run from Gemini's shell (goal, undo) goes by the latest Gemini session, not by its own)",
    );
    expect(text).not.toContain('no agent runs checkpoint');
    expect(text.match(/checkpoint init/g)).toHaveLength(1);
    expect(text).toContain('[warn] fix: run `checkpoint init --agent claude,gemini`');
    expect(doctorOk(checks)).toBe(true);
  });

  it("names a misspelled event key with the event meant: checkpoint's entry there fails, a person's own warns", async () => {
    await install(['claude']);
    const file = join(home, '.claude', 'settings.json');
    const settings = JSON.parse(readFileSync(file, 'utf8'));
    settings.hooks.stop = settings.hooks.Stop;
    delete settings.hooks.Stop;
    settings.hooks.PreToolUs = [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'my-guard' }] }];
    writeFileSync(file, JSON.stringify(settings, null, 2));
    const checks = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(['git', 'tmux']) });
    const claude = checks.find((c) => c.name === 'claude (user)');
    expect(claude?.status).toBe('fail');
    expect(claude?.detail).toContain("`hooks.stop` is no claude event (did you mean `Stop`?): checkpoint's entry there never runs");
    expect(claude?.detail).toContain('`hooks.PreToolUs` is no claude event (did you mean `PreToolUse`?): its hooks never run');
    expect(checks.find((c) => c.name === 'agents')).toMatchObject({
      status: 'fail',
      detail: expect.stringContaining('checkpoint init --agent claude'),
    });
    // init moves checkpoint's entry to the event it belongs to, and says so.
    const init = await runInstall({
      mode: 'install',
      agents: ['claude'],
      scope: 'user',
      dryRun: false,
      cwd: home,
      env,
      bundlePath: BUNDLE,
    });
    expect(init.lines[0]).toBe('claude: ~/.claude/settings.json: added hooks Stop; removed hooks stop');
    const after = await runDoctor({ cwd: home, env, bundlePath: BUNDLE, exec: fakeExec(['git', 'tmux']) });
    expect(after.find((c) => c.name === 'claude (user)')?.detail).not.toContain('hooks.stop');
  });
});
