import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookCommand, resolveInvocation } from '../../src/install/invocation.js';
import { tempDir } from '../helpers/temp.js';

describe('the command written into settings', () => {
  const root = tempDir('checkpoint-invocation-');
  const bundle = join(root, 'share', 'checkpoint.js');
  const bin = join(root, 'bin');
  mkdirSync(join(root, 'share'));
  mkdirSync(bin);
  writeFileSync(bundle, '');
  symlinkSync(bundle, join(bin, 'checkpoint'));

  it.each([
    { name: 'user scope, bin on PATH: absolute (the agent may not have that PATH)', scope: 'user' as const, path: bin, expected: `node ${bundle} hook claude` },
    { name: 'project scope, bin on PATH: plain, portable for the team', scope: 'project' as const, path: bin, expected: 'checkpoint hook claude' },
    { name: 'project scope, not on PATH: absolute', scope: 'project' as const, path: '/usr/bin', expected: `node ${bundle} hook claude` },
  ])('$name', ({ scope, path, expected }) => {
    expect(hookCommand(resolveInvocation(bundle, path, scope), 'claude')).toBe(expected);
  });
});
