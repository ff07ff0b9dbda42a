import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countIndex, indexEntries } from '../../src/restore/index-file.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

/** The total the snapshot reads for the repository's index (its shared index read by header). */
function counted(repo: string): number {
  const gitDir = join(repo, '.git');
  return indexEntries(gitDir, readFileSync(join(gitDir, 'index')), 20);
}

const listed = (repo: string) => sh(repo, 'ls-files', '-z').split('\0').filter(Boolean).length;

describe('countIndex', () => {
  it('counts what git lists, split or whole, in every index version, step after step', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`dir${i % 7}/sub${i % 3}/file-${i}.txt`] = `${i}\n`;
    box = makeRepo(files);
    const repo = box.repo;
    let next = 0;
    const step = (config: string[]) => {
      // adds, removals and rewrites, with the index written by update-index and write-tree as a snapshot does
      for (let k = 0; k < 5; k++) writeFileSync(join(repo, `added-${next++}.txt`), 'x\n');
      sh(repo, ...config, 'add', '-A');
      const some = sh(repo, 'ls-files', '-z')
        .split('\0')
        .filter(Boolean)
        .slice(next % 50, (next % 50) + 3);
      for (const path of some) rmSync(join(repo, path));
      sh(repo, ...config, 'update-index', '--remove', ...some);
      writeFileSync(join(repo, 'dir1/sub1/file-1.txt'), `${next}\n`);
      sh(repo, ...config, 'update-index', 'dir1/sub1/file-1.txt');
      sh(repo, ...config, 'write-tree');
      expect(counted(repo)).toBe(listed(repo));
    };
    for (const version of ['2', '3', '4']) {
      sh(repo, 'update-index', '--no-split-index', '--index-version', version);
      step(['-c', 'core.splitIndex=false']);
      // intent-to-add sets an entry's extended flags (version 3 and up)
      writeFileSync(join(repo, `intent-${version}.txt`), 'i\n');
      sh(repo, 'add', '-N', `intent-${version}.txt`);
      expect(counted(repo)).toBe(listed(repo));
      sh(repo, 'update-index', '--split-index');
      expect(countIndex(readFileSync(join(repo, '.git', 'index')), 20).link).toBeDefined();
      for (let round = 0; round < 4; round++) step(['-c', 'core.splitIndex=true']);
      // a low threshold rewrites the shared index: the count carries over
      step(['-c', 'core.splitIndex=true', '-c', 'splitIndex.maxPercentChange=1']);
    }
  });

  it('refuses what is not an index', () => {
    expect(() => countIndex(Buffer.from('nope, not an index at all'), 20)).toThrow();
    const header = Buffer.alloc(12);
    header.write('DIRC', 0, 'latin1');
    header.writeUInt32BE(2, 4);
    header.writeUInt32BE(3, 8);
    // three entries promised, none there
    expect(() => countIndex(Buffer.concat([header, Buffer.alloc(20)]), 20)).toThrow();
  });
});
