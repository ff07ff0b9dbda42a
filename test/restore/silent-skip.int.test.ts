// No silent skip (issue 28, class 7): every path a turn changed is accounted for. Undo brings it back exactly or
// names it with its reason (skip-worktree, assume-unchanged, submodule, over the size cap), never reports the
// turn undone while leaving it; a tracked file whose name is not UTF-8 comes back under the same bytes. The real
// bundle, real git.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeUserConfig } from '../helpers/user-config.js';
import { agentSession, bytesOf, earlierTurn, namedWith, remove } from './_agent-sessions.js';
import { commitAll, repoPerTest, type Sandbox, sh } from './_helpers.js';

const repo = repoPerTest();

describe('no silent skip: each path the turn changed is brought back or named with its reason (class 7)', () => {
  const CAP = 4096;
  const big = (text: string) => `${text.repeat(Math.ceil((2 * CAP) / text.length))}\n`;
  /**
   * One kind of path a later turn changes: `before` is its content at the prompt, `change` what the agent does
   * to it, `reasons` the words that may name it instead of bringing it back.
   */
  interface HostilePath {
    name: string;
    path: string;
    before: string;
    change: 'edit' | 'delete';
    /** What an edit writes (default: a short line). */
    after?: string;
    reasons: string[];
    setUp(box: Sandbox): void;
  }
  const KINDS: HostilePath[] = [
    {
      name: 'a file marked --skip-worktree, holding the user local settings, edited',
      path: 'config/local.json',
      before: '{"db":"the user local database"}\n',
      change: 'edit',
      reasons: ['skip-worktree'],
      setUp: (box) => {
        box.write('config/local.json', '{"db":"committed"}\n');
        commitAll(box);
        sh(box.repo, 'update-index', '--skip-worktree', 'config/local.json');
        box.write('config/local.json', '{"db":"the user local database"}\n');
      },
    },
    {
      name: 'a file marked --assume-unchanged, edited',
      path: 'assumed.txt',
      before: 'assumed, edited by the user\n',
      change: 'edit',
      reasons: ['assume-unchanged'],
      setUp: (box) => {
        box.write('assumed.txt', 'assumed, committed\n');
        commitAll(box);
        sh(box.repo, 'update-index', '--assume-unchanged', 'assumed.txt');
        box.write('assumed.txt', 'assumed, edited by the user\n');
      },
    },
    {
      name: 'a file inside a submodule, edited',
      path: 'vendor/lib/inner.txt',
      before: 'inside the submodule\n',
      change: 'edit',
      reasons: ['submodule'],
      setUp: (box) => {
        const lib = join(box.base, 'lib-origin');
        mkdirSync(lib);
        writeFileSync(join(lib, 'inner.txt'), 'inside the submodule\n');
        sh(lib, 'init', '-q', '-b', 'main');
        sh(lib, 'add', '-A');
        sh(lib, 'commit', '-qm', 'lib');
        sh(box.repo, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', lib, 'vendor/lib');
        sh(box.repo, 'commit', '-qm', 'submodule');
      },
    },
    {
      name: 'a tracked file over restore.maxFileBytes, with an uncommitted edit of the user, deleted',
      path: 'data/big-tracked.bin',
      before: big('tracked, big, edited by the user '),
      change: 'delete',
      reasons: ['over the size cap'],
      setUp: (box) => {
        box.write('data/big-tracked.bin', big('tracked and big, committed '));
        commitAll(box);
        box.write('data/big-tracked.bin', big('tracked, big, edited by the user '));
      },
    },
    {
      name: 'an untracked file over restore.maxFileBytes, deleted',
      path: 'logs/big-untracked.log',
      before: big('untracked and big '),
      change: 'delete',
      reasons: ['over the size cap'],
      setUp: (box) => box.write('logs/big-untracked.log', big('untracked and big ')),
    },
    {
      name: 'an untracked file the agent makes grow past restore.maxFileBytes',
      path: 'logs/grown.log',
      before: 'small for now\n',
      change: 'edit',
      after: big('rewritten by the agent '),
      reasons: ['over the size cap'],
      setUp: (box) => box.write('logs/grown.log', 'small for now\n'),
    },
    {
      name: 'a tracked file over restore.maxFileBytes before and after the turn, rewritten larger',
      path: 'data/big-both.bin',
      before: big('tracked and big, committed '),
      change: 'edit',
      after: big('tracked and big, rewritten larger by the agent '),
      reasons: ['over the size cap'],
      setUp: (box) => {
        box.write('data/big-both.bin', big('tracked and big, committed '));
        commitAll(box);
      },
    },
  ];

  it.each(KINDS)('$name', ({ path, before, change, after, reasons, setUp }) => {
    const box = repo({ 'control.txt': 'control, committed\n' });
    writeUserConfig(box.env, { restore: { maxFileBytes: CAP } });
    setUp(box);
    const session = agentSession(box, 'claude', 'hostile');
    earlierTurn(session);
    session.prompt('change them');
    if (change === 'delete') session.shell(`rm ${path}`, () => remove(box, path));
    // Past the cap only where that is the case: else the path's own kind is tried.
    else session.edit(path, after ?? 'rewritten by the agent\n');
    session.edit('control.txt', 'control, by the second turn\n');
    session.stop();

    const undo = session.undo();
    // The turn was undone (a plain file of it came back)...
    expect(box.read('control.txt'), undo.out).toBe('control, by the first turn\n');
    // ...and this path came back exactly, or the output names it with its reason.
    const back = bytesOf(box, path)?.toString() === before;
    expect(back || namedWith(undo.out, path, reasons), `${path}: neither brought back nor named\n${undo.out}`).toBe(true);
  });

  it('a tracked file whose name is Latin-1 bytes comes back under the same byte name with its bytes', () => {
    const box = repo({ 'control.txt': 'control, committed\n' });
    const name = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e, 0x74, 0x78, 0x74]); // "café.txt" in Latin-1
    const full = Buffer.concat([Buffer.from(`${box.repo}/`), name]);
    writeFileSync(full, 'latin-1, committed\n');
    commitAll(box);
    const session = agentSession(box, 'claude', 'latin1');
    earlierTurn(session);
    session.prompt('edit them');
    session.shell("sed -i 's/committed/edited/' caf*.txt", () => writeFileSync(full, 'latin-1, edited by the agent\n'));
    session.edit('control.txt', 'control, by the second turn\n');
    session.stop();

    const undo = session.undo();
    expect(box.read('control.txt')).toBe('control, by the first turn\n');
    expect(bytesOf(box, name)?.toString(), undo.out).toBe('latin-1, committed\n');
    // No second file under a mangled (UTF-8 or replacement-character) name.
    const names = readdirSync(box.repo, { encoding: 'buffer' }).map((entry) => entry.toString('latin1'));
    expect(names.sort(), undo.out).toEqual(['.git', 'caf\u00e9.txt', 'control.txt']);
  });
});
