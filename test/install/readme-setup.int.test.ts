// The README's set-up, as a new user runs it: a clean clone, a fresh HOME, the set-up lines taken from
// the README itself (not copied here), then `checkpoint --version`, `doctor` and `uninstall --purge`,
// after which HOME must be exactly what it was. The README's test command is not run here (that would
// run this suite inside itself): `npm ci` must succeed and the `test` script and the tools it calls
// must be there.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { homeSnapshot } from '../helpers/home-snapshot.js';

const repo = resolve(__dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'checkpoint-readme-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The commands of the first sh block under "## Set-up", comments and blank lines dropped. */
function setupLines(readme: string): string[] {
  const section = readme.slice(readme.indexOf('## Set-up'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+#.*$/, '')
        .replace(/^#.*$/, '')
        .trim(),
    )
    .filter(Boolean);
}

describe('the README set-up on a fresh clone and a fresh HOME', () => {
  it('sets up, runs, diagnoses itself and leaves HOME as it found it after uninstall --purge', () => {
    const lines = setupLines(readFileSync(join(repo, 'README.md'), 'utf8'));
    expect(lines[0]).toMatch(/^sh install\.sh/);
    expect(lines.some((line) => line.split('&&').some((part) => part.trim() === 'npm test'))).toBe(true);

    const clone = join(work, 'clone');
    execFileSync('git', ['clone', '-q', repo, clone], { stdio: 'ignore' });
    // The committed bundle is rebuilt from src/ before every merge (CI's check-dist); test this tree's.
    copyFileSync(BUNDLE, join(clone, 'dist', 'checkpoint.js'));

    const home = join(work, 'home');
    mkdirSync(join(home, '.claude'), { recursive: true });
    // A user's own, hand-formatted settings: Claude Code is "found" and must get them back byte for byte.
    writeFileSync(join(home, '.claude', 'settings.json'), '{\n\t"model": "opus",\n\t"permissions": { "allow": ["Bash(npm test)"] }\n}\n');
    const before = homeSnapshot(home);

    const env = {
      HOME: home,
      PATH: `${dirname(process.execPath)}:/usr/bin:/bin`,
      // npm's cache and logs go outside HOME, so HOME shows only what checkpoint did.
      npm_config_cache: join(work, 'npm-cache'),
      npm_config_update_notifier: 'false',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      GIT_CONFIG_NOSYSTEM: '1',
    };
    for (const line of lines) {
      for (const command of line.split('&&').map((part) => part.trim())) {
        if (command === 'npm test') {
          const pkg = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8'));
          expect(pkg.scripts.test).toMatch(/vitest run/);
          for (const tool of ['vitest', 'ncc', 'tsc'])
            expect(lstatSync(join(clone, 'node_modules', '.bin', tool)).isSymbolicLink()).toBe(true);
          continue;
        }
        const run = spawnSync('sh', ['-c', command], { cwd: clone, env, encoding: 'utf8' });
        expect({
          command,
          status: run.status,
          stderr: run.stderr
            .split('\n')
            .filter((l) => !/^npm warn/.test(l))
            .join('\n')
            .trim(),
        }).toEqual({ command, status: 0, stderr: '' });
        if (command === 'sh install.sh') expect(run.stdout).toContain('claude: ~/.claude/settings.json: added hooks');
      }
    }

    // As the install output and doctor advise: ~/.local/bin on PATH.
    const user = { ...env, PATH: `${home}/.local/bin:${env.PATH}` };
    const checkpoint = (...args: string[]) => spawnSync('checkpoint', args, { cwd: home, env: user, encoding: 'utf8' });
    const version = checkpoint('--version');
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')).version);
    const doctor = checkpoint('doctor');
    expect(doctor.stdout).toContain('[ok]   claude (user)');
    expect(doctor.stdout).toContain('[ok]   PATH');
    expect(doctor.status).toBe(0);
    const purge = checkpoint('uninstall', '--purge');
    expect(purge.stderr).toBe('');
    expect(purge.status).toBe(0);
    expect(purge.stdout).toContain('removed the program: ~/.local/share/checkpoint/checkpoint.js');
    expect(homeSnapshot(home)).toEqual(before);
  }, 300_000);
});
