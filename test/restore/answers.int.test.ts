// The restore commands as a person asks them, through the real bundle in a real repository: the same
// question gets the same answer twice, names stand for ids, deleted points can be listed and brought
// back, and every answer says which point it is about.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { makeRepo, type Sandbox } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

function cliIn(b: Sandbox) {
  const env = {
    PATH: process.env.PATH,
    HOME: join(b.base, 'home'),
    CHECKPOINT_STATE_DIR: b.env.CHECKPOINT_STATE_DIR!,
    GIT_CONFIG_NOSYSTEM: '1',
  };
  return (...args: string[]) => spawnSync(process.execPath, [BUNDLE, ...args], { cwd: b.repo, env, encoding: 'utf8' });
}

const idOf = (text: string) => /chk_[0-9a-z]{16}/.exec(text)![0];

describe('restore and resume without an id', () => {
  it('resume then restore: the pending point first (handed over), then the latest one, each saying which', () => {
    box = makeRepo();
    const cli = cliIn(box);
    const id = idOf(cli('save', '--note', 'parser done').stdout);
    const first = cli('resume');
    expect([first.status, first.stderr]).toEqual([0, '']);
    expect(first.stdout).toMatch(/^This restore point was pending \(manual, from the command line\); it is handed over now/);
    expect(first.stdout).toContain(`Restore point ${id}`);
    const second = cli('restore');
    expect([second.status, second.stderr]).toEqual([0, '']);
    expect(second.stdout).toMatch(/^No restore point is pending here; this is the latest one:\n/);
    expect(second.stdout).toContain(`Restore point ${id}`);
    expect(second.stdout).toContain('Note: parser done');
    // Files are written only from a point someone named.
    const files = cli('restore', '--files');
    expect(files.status).toBe(1);
    expect(files.stderr).toBe(
      `checkpoint restore: no restore point is pending here, and files come back only from a point you name: \`checkpoint restore <id> --files\` (the latest is ${id}; \`checkpoint list\` shows the others)\n`,
    );
  });

  it('the closing line names only what the point holds', () => {
    box = makeRepo();
    const cli = cliIn(box);
    cli('save', '--name', 'bare');
    expect(cli('restore', 'bare').stdout.trimEnd().split('\n').at(-1)).toBe(
      'Resume from here: the point holds no files, todos or decisions to go on from.',
    );
    box.write('src/app.js', 'export const a = 2;\n');
    cli('save', '--name', 'decided', '--decision', 'Hand-written lexer', '--because', 'no deps');
    expect(cli('restore', 'decided').stdout.trimEnd().split('\n').at(-1)).toBe(
      'Resume from here: re-read the files listed and keep the decisions above.',
    );
  });
});

describe('names stand for ids, and are unique in a workspace', () => {
  it('--name v1 twice is refused; inspect, restore and delete take the name', () => {
    box = makeRepo();
    const cli = cliIn(box);
    const id = idOf(cli('save', '--name', 'v1').stdout);
    const again = cli('save', '--name', 'v1');
    expect([again.status, again.stdout]).toEqual([1, '']);
    expect(again.stderr).toBe(
      `checkpoint save: a restore point here is already named "v1" (${id}): pick another name, or \`checkpoint delete ${id}\` first\n`,
    );
    expect(JSON.parse(cli('inspect', 'v1', '--json').stdout).id).toBe(id);
    expect(cli('restore', 'v1').stdout).toContain(`Restore point ${id} "v1"`);
    expect(cli('list').stdout).toMatch(new RegExp(`^${id}  \\S+ \\S+  \\[named\\] "v1" `));
    expect(cli('delete', 'v1').stdout).toContain(`Moved 1 restore point to the trash: ${id}.`);
    expect(cli('inspect', 'v1').stderr).toMatch(
      new RegExp(
        `^checkpoint inspect: restore point ${id} "v1" is in the trash \\(deleted [0-9-]+\\): \`checkpoint undelete ${id}\` brings it back\n$`,
      ),
    );
  });
});

describe('the trash: listed, brought back, and delete says what it would do', () => {
  it('delete --dry-run moves nothing; list --trash shows what delete moved; undelete brings it back by id or name', () => {
    box = makeRepo();
    const cli = cliIn(box);
    const kept = idOf(cli('save', '--note', 'one').stdout);
    box.write('src/app.js', 'export const a = 2;\n');
    const named = idOf(cli('save', '--name', 'lexer').stdout);
    box.write('src/app.js', 'export const a = 3;\n');
    const plain = idOf(cli('save').stdout);

    const dry = cli('delete', 'lexer', plain, '--dry-run');
    expect(dry.stdout).toBe(`Would move 2 restore points to the trash: ${named}, ${plain}; nothing was moved.\n`);
    expect(JSON.parse(cli('list', '--json').stdout)).toHaveLength(3);

    expect(cli('delete', 'lexer', plain).status).toBe(0);
    expect(JSON.parse(cli('list', '--json').stdout).map((row: { id: string }) => row.id)).toEqual([kept]);
    const trash = cli('list', '--trash');
    expect(
      trash.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line.slice(0, 20)),
    ).toEqual([plain, named]);
    expect(trash.stdout).toMatch(/\[named\] "lexer" .*\(deleted \d{4}-\d\d-\d\d\)/);

    const back = cli('undelete', 'lexer', plain);
    expect([back.status, back.stderr]).toEqual([0, '']);
    expect(back.stdout).toBe(`Brought back ${named}, ${plain} from the trash: \`checkpoint restore <id>\` loads one.\n`);
    expect(JSON.parse(cli('list', '--json').stdout).map((row: { id: string }) => row.id)).toEqual([plain, named, kept]);
    expect(cli('list', '--trash').stdout).toBe('The trash is empty: nothing deleted since the last prune.\n');
    // The snapshot came back with the record.
    expect(cli('restore', '--files', 'lexer').status).toBe(0);
    expect(box.read('src/app.js')).toBe('export const a = 2;\n');
    expect(cli('undelete', 'lexer').stderr).toContain("checkpoint undelete: no deleted restore point lexer in this workspace's trash");
  });

  it('a bad id is the same error with or without --older-than', () => {
    box = makeRepo();
    const cli = cliIn(box);
    cli('save');
    const expected = 'checkpoint delete: no restore point "chk_nope" in this workspace: `checkpoint list` shows the ids and names\n';
    for (const args of [
      ['delete', 'chk_nope'],
      ['delete', 'chk_nope', '--older-than', '7d'],
    ]) {
      const result = cli(...args);
      expect([result.status, result.stdout, result.stderr]).toEqual([1, '', expected]);
    }
    expect(JSON.parse(cli('list', '--json').stdout)).toHaveLength(1);
  });
});

describe('wording', () => {
  it('list tags say a kind once; prune --dry-run speaks of what it would do', () => {
    box = makeRepo();
    const cli = cliIn(box);
    const id = idOf(cli('save').stdout);
    expect(cli('list').stdout).toMatch(new RegExp(`^${id}  \\S+ \\S+  \\[manual\\] `));
    cli('delete', id);
    expect(cli('prune', '--dry-run').stdout).toBe(
      'Would remove 0 restore points, 0 investigation reports and the trash of 1 day; nothing was removed.\n',
    );
    expect(cli('prune').stdout).toBe('Removed 0 restore points, 0 investigation reports and the trash of 1 day.\n');
  });
});
