import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOfCommand, hookCommand, notifyArgv, resolveInvocation } from '../../src/install/invocation.js';
import { selfCommand } from '../../src/util/bundle.js';
import { tempDir } from '../helpers/temp.js';

describe('the command written into settings', () => {
  const root = tempDir('checkpoint-invocation-');
  const bundle = join(root, 'share', 'checkpoint.js');
  const bin = join(root, 'bin');
  mkdirSync(join(root, 'share'));
  mkdirSync(bin);
  // A stand-in bundle that says how it was run.
  writeFileSync(bundle, '#!/bin/sh\necho ran "$@"\n');
  chmodSync(bundle, 0o755);
  symlinkSync(bundle, join(bin, 'checkpoint'));
  mkdirSync(join(root, 'home', '.local', 'bin'), { recursive: true });
  symlinkSync(bundle, join(root, 'home', '.local', 'bin', 'checkpoint'));

  const portable = 'PATH="$PATH:$HOME/.local/bin"; command -v checkpoint >/dev/null && checkpoint hook claude || true';

  it.each([
    {
      name: 'user scope: absolute (the agent may not have ~/.local/bin on PATH)',
      scope: 'user' as const,
      expected: `node ${bundle} hook claude`,
    },
    { name: 'project scope: portable shell, never a path of this machine', scope: 'project' as const, expected: portable },
  ])('$name', ({ scope, expected }) => {
    expect(hookCommand(resolveInvocation(bundle, scope), 'claude')).toBe(expected);
  });

  // The portable entry runs through the agent's shell: a real sh with a payload on stdin.
  const runEntry = (home: string, path: string) =>
    spawnSync('sh', ['-c', portable.replace('hook claude', '--version')], { env: { HOME: home, PATH: path }, encoding: 'utf8' });
  it.each([
    { name: 'checkpoint on PATH', home: '/nonexistent', path: `${bin}:${process.env.PATH}`, found: true },
    { name: 'only in ~/.local/bin, which is not on PATH', home: join(root, 'home'), path: process.env.PATH ?? '', found: true },
    { name: 'not installed: nothing, silently, exit 0', home: '/nonexistent', path: process.env.PATH ?? '', found: false },
  ])('portable entry, $name', ({ home, path, found }) => {
    const result = runEntry(home, path);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(found ? 'ran --version\n' : '');
  });

  it('the project notify argv passes the payload through', () => {
    const argv = notifyArgv(resolveInvocation(bundle, 'project'));
    const result = spawnSync(argv[0], [...argv.slice(1), '{"type":"agent-turn-complete"}'], {
      env: { HOME: '/nonexistent', PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    });
    expect(result.stdout).toBe('ran notify {"type":"agent-turn-complete"}\n');
  });

  it('doctor tells which bundle a recorded entry runs', () => {
    expect(bundleOfCommand(`node ${bundle} hook claude`, '')).toBe(bundle);
    expect(bundleOfCommand('checkpoint hook claude', bin)).toBe(bundle);
    expect(bundleOfCommand(portable, '/usr/bin', root.replace(/$/, '/nohome'))).toBeUndefined();
    expect(bundleOfCommand(portable, bin, '/nonexistent')).toBe(bundle);
  });

  it.each([
    { name: 'on PATH: by name', path: bin, expected: 'checkpoint' },
    { name: 'not on PATH: by absolute path, so `checkpoint off` in a message works', path: '/usr/bin', expected: `node ${bundle} ` },
  ])('the command a message tells the agent to run, $name', ({ path, expected }) => {
    expect(`${selfCommand({ PATH: path }, bundle)} `.startsWith(expected)).toBe(true);
  });
});
