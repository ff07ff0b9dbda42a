// Which PATH entries and programs a hook may use: never one a repository provides.
import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveProgram, trustedPathEntries, untrustedRoots } from '../../src/util/programs.js';

let root: string;
let repo: string;
let userBin: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'checkpoint-programs-')));
  repo = join(root, 'repo');
  userBin = join(root, 'user-bin');
  for (const dir of [join(repo, '.git'), join(repo, 'sub', 'deep'), join(repo, 'bin'), userBin]) mkdirSync(dir, { recursive: true });
  for (const file of [join(repo, 'bin', 'tool'), join(userBin, 'tool')]) {
    writeFileSync(file, '#!/bin/sh\n');
    chmodSync(file, 0o755);
  }
  // A link on a trusted PATH entry that points into the repository.
  mkdirSync(join(root, 'linked-bin'));
  symlinkSync(join(repo, 'bin', 'tool'), join(root, 'linked-bin', 'tool'));
  symlinkSync(join(repo, 'bin'), join(root, 'bin-alias'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('untrustedRoots', () => {
  it('a directory inside a repository: the whole repository', () => {
    expect(untrustedRoots([join(repo, 'sub', 'deep')], { HOME: join(root, 'home') })).toEqual([repo]);
  });
  it('the home directory (even a dotfiles repository) is never untrusted', () => {
    expect(untrustedRoots([root], { HOME: join(root, 'repo', 'sub') })).toEqual([]);
  });
});

describe('trustedPathEntries and resolveProgram', () => {
  const rows = [
    {
      name: 'relative entries and empty ones name the cwd',
      path: () => ['.', '', 'bin', 'node_modules/.bin'],
      expected: () => [] as string[],
    },
    { name: 'node_modules anywhere', path: () => [join(root, 'x', 'node_modules', '.bin')], expected: () => [] },
    { name: 'a folder of the repository', path: () => [join(repo, 'bin')], expected: () => [] },
    { name: 'a link to a folder of the repository', path: () => [join(root, 'bin-alias')], expected: () => [] },
    { name: 'the user folder, kept in order, once', path: () => [userBin, join(repo, 'bin'), userBin], expected: () => [userBin] },
  ];
  it.each(rows)('$name', ({ path, expected }) => {
    expect(trustedPathEntries(path().join(':'), [repo])).toEqual(expected());
  });

  it('finds the user program behind the planted ones', () => {
    expect(resolveProgram('tool', ['.', join(repo, 'bin'), join(root, 'linked-bin'), userBin].join(':'), [repo])).toBe(
      join(userBin, 'tool'),
    );
  });
  it('none outside the repository: not found', () => {
    expect(resolveProgram('tool', [join(repo, 'bin'), join(root, 'linked-bin')].join(':'), [repo])).toBeUndefined();
  });
  it('a name with a slash is never looked up', () => {
    expect(resolveProgram('./tool', userBin, [repo])).toBeUndefined();
  });
});
