// Black box: the real `sh install.sh` installing the real bundle, with HOME, CHECKPOINT_HOME and
// CHECKPOINT_BIN_DIR in temp dirs.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE, REPO_ROOT } from '../helpers/bundle.js';
import { tempDir } from '../helpers/temp.js';
import { CLAUDE_SETTINGS } from './_fixtures.js';

const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
let work: string;
let checkout: string;
let bundle: string;

beforeAll(() => {
  work = tempDir('checkpoint-install-sh-');
  // A checkout as install.sh sees it: the script with the built dist/checkpoint.js beside it (a copy,
  // so nothing here can touch the repository's own).
  checkout = join(work, 'checkout');
  mkdirSync(join(checkout, 'dist'), { recursive: true });
  copyFileSync(join(REPO_ROOT, 'install.sh'), join(checkout, 'install.sh'));
  bundle = join(checkout, 'dist', 'checkpoint.js');
  copyFileSync(BUNDLE, bundle);
});

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(work, 'home-'));
  mkdirSync(join(home, '.claude'), { recursive: true });
  writeFileSync(join(home, '.claude', 'settings.json'), CLAUDE_SETTINGS);
});

const nodeDir = dirname(process.execPath);

function install(args: string[], extraEnv: Record<string, string> = {}, script = join(checkout, 'install.sh')) {
  const env: Record<string, string> = {
    HOME: home,
    PATH: `${nodeDir}:/usr/bin:/bin`,
    CHECKPOINT_HOME: join(home, 'share'),
    CHECKPOINT_BIN_DIR: join(home, 'bin'),
    CHECKPOINT_STATE_DIR: join(home, 'state'),
    XDG_CONFIG_HOME: join(home, '.config'),
    GIT_CONFIG_NOSYSTEM: '1',
    ...extraEnv,
  };
  const result = spawnSync('sh', [script, ...args], { cwd: home, env, encoding: 'utf8' });
  return { ...result, env };
}

describe('install.sh', () => {
  it('copies the bundle, links it, and runs init for the agents', () => {
    // Agents count as installed when their settings directory exists.
    mkdirSync(join(home, '.gemini'));
    mkdirSync(join(home, '.codex'));
    const run = install([]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const installed = join(home, 'share', 'checkpoint.js');
    const link = join(home, 'bin', 'checkpoint');
    expect(readFileSync(installed, 'utf8')).toBe(readFileSync(bundle, 'utf8'));
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(installed);
    expect(execFileSync(link, ['--version'], { env: run.env, encoding: 'utf8' }).trim()).toBe(VERSION);
    expect(run.stdout).toContain(`Installed checkpoint ${VERSION} to ${installed}`);
    expect(run.stdout).toContain(`${join(home, 'bin')} is not on your PATH`);
    // The entries name the installed copy, never the checkout it came from.
    const command = `node ${realpathSync(installed)} hook`;
    const claude = JSON.parse(readFileSync(join(home, '.claude', 'settings.json'), 'utf8'));
    expect(claude.permissions).toEqual(JSON.parse(CLAUDE_SETTINGS).permissions);
    expect(claude.hooks.Stop.at(-1).hooks[0].command).toBe(`${command} claude`);
    expect(JSON.parse(readFileSync(join(home, '.gemini', 'settings.json'), 'utf8')).hooks.AfterAgent[0].hooks[0]).toEqual({
      type: 'command',
      command: `${command} gemini`,
      timeout: 30000,
    });
    expect(JSON.parse(readFileSync(join(home, '.codex', 'hooks.json'), 'utf8')).hooks.Stop[0].hooks[0].command).toBe(`${command} codex`);
    expect(readFileSync(join(home, '.codex', 'config.toml'), 'utf8')).toBe(`notify = ["node", "${realpathSync(installed)}", "notify"]\n`);
    expect(run.stdout).toContain('/hooks');

    // The installed command diagnoses itself, then removes exactly what it added.
    const link_ = (args: string[]) => spawnSync(link, args, { cwd: home, env: run.env, encoding: 'utf8' });
    const doctor = link_(['doctor', '--json']);
    expect(doctor.status).toBe(0);
    expect(
      JSON.parse(doctor.stdout)
        .checks.filter((c: { name: string }) => c.name.endsWith('(user)'))
        .map((c: { status: string }) => c.status),
    ).toEqual(['ok', 'ok', 'ok']);
    const uninstall = link_(['uninstall']);
    expect(uninstall.status).toBe(0);
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe(CLAUDE_SETTINGS);
    expect(existsSync(join(home, '.gemini', 'settings.json'))).toBe(false);
    expect(link_(['doctor']).status).toBe(1);
  });

  it('user settings name the installed bundle by absolute path even with the bin dir on PATH (agents may lack it); a rerun changes nothing', () => {
    const path = `${join(home, 'bin')}:${nodeDir}:/usr/bin:/bin`;
    const first = install(['--agent', 'claude'], { PATH: path });
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('is on your PATH.');
    const settings = readFileSync(join(home, '.claude', 'settings.json'), 'utf8');
    expect(JSON.parse(settings).hooks.SessionStart[0].hooks[0].command).toMatch(/^node \/\S+\/checkpoint\.js hook claude$/);
    expect(existsSync(join(home, '.gemini'))).toBe(false);
    const second = install(['--agent', 'claude'], { PATH: path });
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('Nothing to change: checkpoint is already installed.');
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe(settings);
  });

  it('--no-init installs the file and link but leaves the agents alone', () => {
    const run = install(['--no-init']);
    expect(run.status).toBe(0);
    expect(existsSync(join(home, 'bin', 'checkpoint'))).toBe(true);
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe(CLAUDE_SETTINGS);
    expect(run.stdout).toContain('Skipped');
  });

  it('passes init options through and fails (exit 2) on bad usage', () => {
    const run = install(['--agent', 'cursor']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown agent cursor');
  });

  describe('outside a checkout (piped from curl)', () => {
    const piped = () => {
      const lone = join(home, 'lone');
      mkdirSync(lone, { recursive: true });
      copyFileSync(join(checkout, 'install.sh'), join(lone, 'install.sh'));
      return join(lone, 'install.sh');
    };
    const sha = () => createHash('sha256').update(readFileSync(bundle)).digest('hex');

    it.each([
      {
        name: 'right checksum installs',
        env: () => ({ CHECKPOINT_DIST_URL: `file://${bundle}`, CHECKPOINT_SHA256: sha() }),
        expected: { status: 0, stderr: '' },
      },
      {
        name: 'wrong checksum installs nothing',
        env: () => ({ CHECKPOINT_DIST_URL: `file://${bundle}`, CHECKPOINT_SHA256: '0'.repeat(64) }),
        expected: { status: 1, stderr: "the downloaded file's sha256 is" },
      },
      {
        name: 'no checksum refuses to download',
        env: () => ({ CHECKPOINT_DIST_URL: `file://${bundle}` }),
        expected: { status: 1, stderr: 'CHECKPOINT_SHA256 is not set' },
      },
      {
        name: 'no URL says what to set',
        env: () => ({}),
        expected: { status: 1, stderr: 'set CHECKPOINT_DIST_URL and CHECKPOINT_SHA256' },
      },
    ])('$name', ({ env, expected }) => {
      const run = install(['--no-init'], env(), piped());
      expect(run.status).toBe(expected.status);
      if (expected.stderr) expect(run.stderr).toContain(expected.stderr);
      else expect(run.stderr).toBe('');
      expect(existsSync(join(home, 'share', 'checkpoint.js'))).toBe(expected.status === 0);
      // A refused install takes away the directories it had created for the program and its link.
      expect([existsSync(join(home, 'share')), existsSync(join(home, 'bin'))]).toEqual(Array(2).fill(expected.status === 0));
    });
  });

  it('a cut-short settings file: init refuses and says so, install.sh says what it did install and ends with its last line', () => {
    writeFileSync(join(home, '.claude', 'settings.json'), CLAUDE_SETTINGS.slice(0, 200));
    const run = install(['--agent', 'claude']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/settings\.json is not valid JSON \(it ends on line 9 before its JSON does: cut short\?\)/);
    expect(run.stderr).not.toContain('nothing was installed');
    expect(run.stderr).toContain('The program and its link are installed, but no agent runs checkpoint yet');
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
      `To remove everything later: ${join(home, 'bin', 'checkpoint')} uninstall --purge`,
    );
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe(CLAUDE_SETTINGS.slice(0, 200));
  });

  it('refuses without a node >= 20 on PATH, with a clear error', () => {
    const fakeBin = join(home, 'fake-node');
    mkdirSync(fakeBin);
    writeFileSync(join(fakeBin, 'node'), '#!/bin/sh\ncase "$1" in -p) echo 18 ;; *) echo v18.20.0 ;; esac\n', { mode: 0o755 });
    const old = install([], { PATH: `${fakeBin}:/usr/bin:/bin` });
    expect(old.status).toBe(1);
    expect(old.stderr).toContain('node v18.20.0 is too old: install Node.js 20 or newer');
    const none = install([], { PATH: '/nonexistent' }, join(checkout, 'install.sh'));
    expect(none.status).not.toBe(0);
  });
});
