// init / uninstall against real files in a temp HOME (the user's real home is never touched).
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type InstallOptions, runInstall } from '../../src/install/apply.js';
import { CLAUDE_SETTINGS, CODEX_CONFIG, GEMINI_SETTINGS } from './_fixtures.js';

let home: string;
let project: string;
let env: NodeJS.ProcessEnv;
const BUNDLE = '/opt/checkpoint/checkpoint.js';

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function options(overrides: Partial<InstallOptions> = {}): InstallOptions {
  return {
    mode: 'install',
    agents: ['claude', 'gemini', 'codex'],
    scope: 'user',
    dryRun: false,
    cwd: project,
    env,
    bundlePath: BUNDLE,
    ...overrides,
  };
}

function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isSymbolicLink()) files[full.slice(dir.length + 1)] = `-> ${readlinkSync(full)}`;
      else if (entry.isDirectory()) walk(full);
      else files[full.slice(dir.length + 1)] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return files;
}

beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'checkpoint-home-'));
  project = join(home, 'work', 'app');
  mkdirSync(join(project, 'src'), { recursive: true });
  // PATH without a `checkpoint`, so entries name the bundle by path; no CODEX_HOME or CLAUDE_CONFIG_DIR from the machine.
  env = {
    HOME: home,
    PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
    GIT_CONFIG_NOSYSTEM: '1',
    CHECKPOINT_STATE_DIR: join(home, 'state'),
    XDG_CONFIG_HOME: join(home, '.config'),
  };
  write(join(home, '.claude', 'settings.json'), CLAUDE_SETTINGS);
  write(join(home, '.gemini', 'settings.json'), GEMINI_SETTINGS);
  write(join(home, '.codex', 'config.toml'), CODEX_CONFIG);
});

afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('init and uninstall on disk', () => {
  it('installs for all agents, backs up each existing file once, and a second init writes nothing', async () => {
    const first = await runInstall(options());
    expect(first.errors).toEqual([]);
    expect(first.written.map((f) => f.slice(home.length + 1)).sort()).toEqual([
      '.claude/settings.json',
      '.codex/config.toml',
      '.codex/hooks.json',
      '.gemini/settings.json',
    ]);
    expect(readFileSync(join(home, '.claude', 'settings.json.bak'), 'utf8')).toBe(CLAUDE_SETTINGS);
    expect(readFileSync(join(home, '.codex', 'config.toml.bak'), 'utf8')).toBe(CODEX_CONFIG);
    expect(existsSync(join(home, '.codex', 'hooks.json.bak'))).toBe(false); // there was nothing to back up
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toContain(`"command": "node ${BUNDLE} hook claude"`);

    const afterFirst = snapshot(home);
    const second = await runInstall(options());
    expect(second.written).toEqual([]);
    expect(second.lines).toContain('Nothing to change: checkpoint is already installed.');
    expect(snapshot(home)).toEqual(afterFirst);

    // A later change (moved bundle) keeps the first backup, the one with the user's original content.
    await runInstall(options({ bundlePath: '/elsewhere/checkpoint.js' }));
    expect(readFileSync(join(home, '.claude', 'settings.json.bak'), 'utf8')).toBe(CLAUDE_SETTINGS);

    const removed = await runInstall(options({ mode: 'uninstall' }));
    expect(removed.errors).toEqual([]);
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe(CLAUDE_SETTINGS);
    expect(JSON.parse(readFileSync(join(home, '.gemini', 'settings.json'), 'utf8'))).toEqual(JSON.parse(GEMINI_SETTINGS));
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toBe(CODEX_CONFIG);
    expect(existsSync(join(home, '.claude', 'settings.json.bak'))).toBe(true);
  });

  it('--dry-run prints the plan and writes nothing', async () => {
    const before = snapshot(home);
    const report = await runInstall(options({ dryRun: true }));
    expect(report.written).toEqual([]);
    const text = report.lines.join('\n');
    expect(text).toMatch(/claude: ~\/\.claude\/settings\.json: would add hooks SessionStart, UserPromptSubmit, Stop, PreCompact/);
    // It shows the change itself, not only its name.
    expect(text).toContain(`    + `);
    expect(text).toContain(`"command": "node ${BUNDLE} hook claude"`);
    expect(text).toMatch(/Dry run: nothing was written\.$/);
    expect(snapshot(home)).toEqual(before);
  });

  it('an invalid settings file stops everything before any file is written (all or nothing)', async () => {
    const broken = '{\n  "model": "opus",\n}\n';
    write(join(home, '.codex', 'hooks.json'), broken);
    const before = snapshot(home);
    const report = await runInstall(options());
    expect(report.errors).toHaveLength(2);
    expect(report.errors[0]).toMatch(/^codex: .*\.codex\/hooks\.json is not valid JSON .*fix it or move it away/);
    expect(report.errors[1]).toBe('no settings file was changed: fix the above, then run this again');
    expect(snapshot(home)).toEqual(before);
  });

  it('a symlinked settings file (dotfiles) is edited at its target and stays a link', async () => {
    const dotfiles = join(home, 'dotfiles', 'claude.json');
    write(dotfiles, CLAUDE_SETTINGS);
    rmSync(join(home, '.claude', 'settings.json'));
    symlinkSync(dotfiles, join(home, '.claude', 'settings.json'));
    await runInstall(options({ agents: ['claude'] }));
    expect(lstatSync(join(home, '.claude', 'settings.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(dotfiles, 'utf8')).toContain('hook claude');
    await runInstall(options({ agents: ['claude'], mode: 'uninstall' }));
    expect(lstatSync(join(home, '.claude', 'settings.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(dotfiles, 'utf8')).toBe(CLAUDE_SETTINGS);
  });

  it('an unwritable place (a file where a directory must be) stops everything, one line per file', async () => {
    rmSync(join(home, '.gemini'), { recursive: true });
    writeFileSync(join(home, '.gemini'), 'not a directory');
    const before = snapshot(home);
    const report = await runInstall(options());
    expect(report.errors).toEqual([
      'gemini: cannot write ~/.gemini/settings.json (~/.gemini is a file, not a directory): move it away, then run this again',
      'no settings file was changed: fix the above, then run this again',
    ]);
    expect(snapshot(home)).toEqual(before);
  });

  // Permissions do not bind root: this row runs where tests run as a normal user (CI, laptops).
  it.skipIf(process.getuid?.() === 0)('read-only files: one line per file, nothing half-written', async () => {
    chmodSync(join(home, '.gemini'), 0o500);
    chmodSync(join(home, '.codex'), 0o500);
    try {
      const before = snapshot(home);
      const report = await runInstall(options());
      expect(report.errors.slice(0, -1).map((e) => e.replace(/ \(.*/, ''))).toEqual([
        'gemini: cannot write ~/.gemini/settings.json',
        'codex: cannot write ~/.codex/hooks.json',
        'codex: cannot write ~/.codex/config.toml',
      ]);
      expect(report.errors.join('\n')).toContain('permission denied');
      expect(snapshot(home)).toEqual(before);
    } finally {
      chmodSync(join(home, '.gemini'), 0o700);
      chmodSync(join(home, '.codex'), 0o700);
    }
  });

  it('--scope project writes into the git toplevel, even from a subdirectory', async () => {
    execFileSync('git', ['init', '-q', project], { env });
    const report = await runInstall(options({ scope: 'project', agents: ['claude', 'codex'], cwd: join(project, 'src') }));
    expect(report.errors).toEqual([]);
    expect(report.written.map((f) => f.slice(project.length + 1)).sort()).toEqual([
      '.claude/settings.json',
      '.codex/config.toml',
      '.codex/hooks.json',
    ]);
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe(CLAUDE_SETTINGS);
  });

  it("Claude and Gemini get the shell tool-call entry always (it tells whose session runs a command), Codex only for risky saves; a person's tuned timeout stays", async () => {
    await runInstall(options());
    const file = join(home, '.claude', 'settings.json');
    const tuned = readFileSync(file, 'utf8').replace(/("command": "node [^"]+ hook claude",\s*"timeout": )30/, '$1120');
    expect(tuned).toContain('"timeout": 120');
    writeFileSync(file, tuned);
    expect(JSON.parse(readFileSync(join(home, '.codex', 'hooks.json'), 'utf8')).hooks.PreToolUse).toBeUndefined();
    write(join(home, '.config', 'checkpoint', 'config.json'), JSON.stringify({ restore: { autoSave: ['precompact', 'risky'] } }));
    const again = await runInstall(options());
    expect(again.lines).toContain('claude: ~/.claude/settings.json: hooks already installed (unchanged)');
    expect(again.lines).toContain(
      'codex: ~/.codex/hooks.json: added hooks PreToolUse(Bash) (checkpoint sees shell calls through it: which session or subagent runs a command, and the risky and interval saves of restore.autoSave)',
    );
    expect(readFileSync(file, 'utf8')).toBe(tuned);
    const claude = JSON.parse(readFileSync(file, 'utf8'));
    const gemini = JSON.parse(readFileSync(join(home, '.gemini', 'settings.json'), 'utf8'));
    expect(claude.hooks.PreToolUse).toEqual([
      { matcher: 'Bash', hooks: [{ type: 'command', command: `node ${BUNDLE} hook claude`, timeout: 30 }] },
    ]);
    expect(gemini.hooks.BeforeTool).toEqual([
      { matcher: 'run_shell_command', hooks: [{ type: 'command', command: `node ${BUNDLE} hook gemini`, timeout: 30000 }] },
    ]);
  });

  it('uninstall deletes the files init created (no backup) instead of leaving them empty', async () => {
    rmSync(join(home, '.gemini'), { recursive: true });
    await runInstall(options({ agents: ['gemini', 'codex'] }));
    expect(existsSync(join(home, '.gemini', 'settings.json'))).toBe(true);
    const removed = await runInstall(options({ mode: 'uninstall', agents: ['gemini', 'codex'] }));
    expect(removed.errors).toEqual([]);
    expect(existsSync(join(home, '.gemini', 'settings.json'))).toBe(false);
    expect(existsSync(join(home, '.codex', 'hooks.json'))).toBe(false);
    // config.toml existed before (it has a backup): it stays, back to the original text.
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toBe(CODEX_CONFIG);
  });

  it('refuses a bundle whose name would make its entries unrecognisable', async () => {
    const before = snapshot(home);
    const report = await runInstall(options({ bundlePath: '/opt/tools/cp.js' }));
    expect(report.errors).toHaveLength(4);
    expect(report.errors[0]).toMatch(/must be named checkpoint\.js .*rename it/);
    expect(snapshot(home)).toEqual(before);
  });
});
