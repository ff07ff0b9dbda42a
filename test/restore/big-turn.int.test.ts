// Big files stream (issue 28, class 9): a turn that rewrote 600 MB of tracked files, 75 files of 8 MiB (each
// under the 10 MiB size cap), is undone completely. It failed with `spawnSync git ENOBUFS` and brought nothing
// back. This test is big on purpose, since the failure only shows past a buffer's size: the files are a
// repeated pattern behind a header of their own, so git compresses and hashes them quickly, and it has a
// timeout of its own.
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/restore/workspace.js';
import { agentSession } from './_agent-sessions.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

const FILES = 75;
const FILE_BYTES = 8 * 1024 * 1024;

/** File `i` of the data set in its `version`: a header naming both, then a pattern that differs by version. */
function content(i: number, version: string): Buffer {
  const data = Buffer.alloc(FILE_BYTES, `${version} row of generated data for the fixture set\n`);
  data.write(`file ${i}, ${version}\n`);
  return data;
}
const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('a turn that rewrote 600 MB of tracked files (class 9)', () => {
  it('undo brings every file back', () => {
    box = makeRepo({ 'README.md': '# data\n' });
    const sandbox = box;
    const path = (i: number) => join(sandbox.repo, 'fixtures', `set-${String(i).padStart(2, '0')}.bin`);
    box.write('fixtures/.keep', '');
    for (let i = 0; i < FILES; i++) writeFileSync(path(i), content(i, 'v1'));
    sh(box.repo, 'add', '-A');
    sh(box.repo, 'commit', '-qm', 'fixtures');

    const session = agentSession(box, 'claude', 'regenerates');
    session.prompt('regenerate the fixtures');
    session.shell('node scripts/regenerate-fixtures.js', () => {
      for (let i = 0; i < FILES; i++) writeFileSync(path(i), content(i, 'v2'));
    });
    session.stop();

    const undo = session.undo();
    expect(undo.status, undo.out).toBe(0);
    const wrong = Array.from({ length: FILES }, (_, i) => i).filter((i) => digest(readFileSync(path(i))) !== digest(content(i, 'v1')));
    expect(wrong).toEqual([]);
  }, 900_000);
});

describe("a big tree's first prompt", () => {
  it('what it leaves for the next staging does not grow with the tree, and its turn is undone', () => {
    box = makeRepo({ 'README.md': '# many\n' });
    for (let i = 0; i < 2_600; i++) box.write(`pkg${i % 60}/module-${i}/file-${i}.txt`, `file ${i}\n`);
    sh(box.repo, 'add', '-A');
    sh(box.repo, 'commit', '-qm', 'many files');

    const session = agentSession(box, 'claude', 'big-first', { holdDetachedRuns: true });
    session.prompt('change the first file');
    // the prompt's point waits for its tree (written by a detached run): the memory says so without listing the
    // files whose permission bits are still to read (at 200,000 files that list passed the memory's bound)
    const memory = statSync(join(new Workspace(box.repo, box.env).dir, 'stage.json')).size;
    expect(memory).toBeLessThan(12 * 1024);
    session.edit('pkg0/module-0/file-0.txt', 'agent edit\n');
    session.stop();

    const undo = session.undo();
    expect(undo.status, undo.out).toBe(0);
    expect(box.read('pkg0/module-0/file-0.txt')).toBe('file 0\n');
  }, 120_000);
});
