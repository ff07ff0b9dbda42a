// The user's index read by hand at a first snapshot (restore/index-file.ts): its extensions, and which entries are
// files over the size cap, in every index version git writes, split or whole, names not UTF-8 included.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readIndexFile } from '../../src/restore/index-file.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

const CAP = 1000;

describe('readIndexFile', () => {
  it('finds the files over the cap and the extensions, in every index version, split or whole', () => {
    const files: Record<string, string> = {};
    // Names sharing long prefixes (version 4 strips them), sizes on both sides of the cap.
    for (let i = 0; i < 120; i++) files[`dir${i % 7}/sub${i % 3}/file-${i}.txt`] = 'x'.repeat(i % 5 === 0 ? CAP + i : i);
    box = makeRepo(files);
    const repo = box.repo;
    // A name that is not UTF-8, over the cap.
    writeFileSync(Buffer.from(join(repo, 'caf\xe9-big.bin'), 'latin1'), 'y'.repeat(CAP + 1));
    sh(repo, 'add', '-A');
    const expected = [
      ...Object.entries(files)
        .filter(([, text]) => text.length > CAP)
        .map(([path]) => path),
      'caf\udce9-big.bin',
    ].sort();
    const read = () => readIndexFile(readFileSync(join(repo, '.git', 'index')), 20);
    const facts = () => {
      const index = read();
      return { extensions: index.extensions, large: index.entries.filter((entry) => entry.size > CAP).map((entry) => entry.path) };
    };
    for (const version of ['2', '3', '4']) {
      sh(repo, 'update-index', '--no-split-index', '--index-version', version);
      // intent-to-add sets an entry's extended flags (version 3 and up)
      writeFileSync(join(repo, `intent-${version}.txt`), 'i\n');
      sh(repo, 'add', '-N', `intent-${version}.txt`);
      expect(facts().large.sort()).toEqual(expected);
      // Every entry as git lists it: mode, blob and path, and the flags of the intent-to-add file.
      const listed = sh(repo, 'ls-files', '-z', '-s')
        .split('\0')
        .filter(Boolean)
        .map((record) => record.replace(/ 0\t/, '\t'));
      expect(read().entries.map((entry) => `${entry.mode} ${entry.blob}\t${entry.path}`)).toEqual(
        listed.map((record) => record.replace(/caf\ufffd/, 'caf\udce9')),
      );
      expect(facts().extensions).not.toContain('link');
      sh(repo, 'update-index', '--split-index');
      expect(facts().extensions).toContain('link');
    }
  });

  it('refuses what is not an index', () => {
    expect(() => readIndexFile(Buffer.from('nope, not an index at all'), 20)).toThrow();
    const header = Buffer.alloc(12);
    header.write('DIRC', 0, 'latin1');
    header.writeUInt32BE(2, 4);
    header.writeUInt32BE(3, 8);
    // three entries promised, none there
    expect(() => readIndexFile(Buffer.concat([header, Buffer.alloc(20)]), 20)).toThrow();
  });
});
