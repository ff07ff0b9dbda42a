// Restore points a person drives like git's porcelain (issue 30): what a restore did not do is said, single
// paths come back exactly, a point of another branch is refused without --force, ids are taken by any unique
// start, pending points never surprise, and every error has one shape. The real bundle on real repositories.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Workspace } from '../../src/restore/workspace.js';
import { BUNDLE } from '../helpers/bundle.js';
import { agentSession } from './_agent-sessions.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

/** A person's terminal in the repository (or `cwd`): stdout, stderr and the exit code apart. */
function terminal(b: Sandbox, env: Record<string, string> = {}, cwd = b.repo) {
  return (...args: string[]) => {
    const result = spawnSync(process.execPath, [BUNDLE, ...args], { cwd, env: { ...b.env, ...env }, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
}

const idOf = (text: string) => /chk_[0-9a-z]{16}/.exec(text)![0];

describe('restore without --files says what it did not do; an argument it cannot honour is an error', () => {
  it('restore <id> leaves the files, says how many differ and how to bring them back; --dry-run or --force alone are refused', () => {
    box = makeRepo({ 'a.txt': 'one\n', 'b.txt': 'one\n' });
    const cli = terminal(box);
    const id = idOf(cli('save', '--note', 'both one').stdout);
    box.write('a.txt', 'two\n');
    box.write('new.txt', 'made later\n');
    const shown = cli('restore', id);
    expect([shown.status, shown.stderr]).toEqual([0, '']);
    expect(shown.stdout).toContain(
      `Files unchanged: 2 paths differ from this point; \`checkpoint restore ${id} --files\` brings them back (add --dry-run to list them first).`,
    );
    expect([box.read('a.txt'), box.read('new.txt')]).toEqual(['two\n', 'made later\n']);

    for (const [args, problem] of [
      [[id, '--dry-run'], '--dry-run previews what a file restore would change, and this one writes no file: add --files'],
      [[id, '--force'], '--force only lets --files restore a point of another branch or HEAD: add --files'],
      [[id, 'a.txt'], `one restore point at a time, not ${id} a.txt: put paths after \`--\``],
      [[id, '--'], '`--` names no path'],
      [['--', 'a.txt'], 'name the restore point the paths come from'],
    ] as const) {
      const refused = cli('restore', ...args);
      expect([refused.status, refused.stdout]).toEqual([2, '']);
      expect(refused.stderr).toMatch(new RegExp(`^checkpoint restore: ${problem.replace(/[.*+?^${}()|[\]\\`]/g, '\\$&')}`));
    }
    expect([box.read('a.txt'), box.read('new.txt')]).toEqual(['two\n', 'made later\n']);
    cli('restore', id, '--files');
    expect(cli('restore', id).stdout).toContain('Files unchanged: the working tree already matches this point.');
  });
});

describe('single paths come back exactly (restore <id> -- <path>, --files -- <path>, undo -- <path>)', () => {
  it('only the paths named, a folder standing for what is under it; a typo and a path outside are errors that change nothing', () => {
    box = makeRepo({ 'a.txt': 'a1\n', 'b.txt': 'b1\n', 'src/x.txt': 'x1\n', 'src/y.txt': 'y1\n' });
    const cli = terminal(box);
    const id = idOf(cli('save').stdout);
    for (const [path, text] of Object.entries({ 'a.txt': 'a2\n', 'b.txt': 'b2\n', 'src/x.txt': 'x2\n', 'src/y.txt': 'y2\n' }))
      box.write(path, text);
    box.write('src/z.txt', 'new\n');

    const dry = cli('restore', id, '--files', '--dry-run', '--', 'a.txt');
    expect(dry.stdout).toContain('Would overwrite (1):\n  a.txt\n');
    expect(dry.stdout).toContain(`\`checkpoint restore ${id} -- a.txt\` applies it.`);
    expect(box.read('a.txt')).toBe('a2\n');

    const one = cli('restore', id, '--files', '--', 'a.txt');
    expect([one.status, one.stderr]).toEqual([0, '']);
    expect(one.stdout).toMatch(/^Overwrote \(1\):\n {2}a\.txt\n/);
    expect([box.read('a.txt'), box.read('b.txt')]).toEqual(['a1\n', 'b2\n']);

    // From a subfolder, a folder: every path under it, the file created since removed; nothing outside it.
    const folder = terminal(box, {}, join(box.repo, 'src'))(...['restore', id, '--', '.']);
    expect(folder.status).toBe(0);
    expect(folder.stdout).toContain('Overwrote (2):\n  src/x.txt\n  src/y.txt\nRemoved (1):\n  src/z.txt\n');
    expect([box.read('src/x.txt'), existsSync(join(box.repo, 'src/z.txt')), box.read('b.txt')]).toEqual(['x1\n', false, 'b2\n']);

    const same = cli('restore', id, '--', 'a.txt', 'b.txt');
    expect(same.stdout).toContain(`Already as ${id} has it: a.txt.`);
    expect(box.read('b.txt')).toBe('b1\n');

    const typo = cli('restore', id, '--', 'b.txtt');
    expect([typo.status, typo.stdout]).toEqual([1, '']);
    expect(typo.stderr).toBe(
      `checkpoint restore: b.txtt is in neither ${id} nor the working tree: check the path (\`checkpoint inspect ${id}\` lists what differs)\n`,
    );
    const outside = cli('restore', id, '--', '../elsewhere.txt');
    expect([outside.status, outside.stderr]).toEqual([
      2,
      `checkpoint restore: ../elsewhere.txt is outside this workspace (${box.repo}): name paths inside it\n`,
    ]);
  });

  it("a fresh workspace's first point, its tree still to be written by a detached run, gives back a path at once", () => {
    box = makeRepo({ 'a.txt': 'a1\n' });
    const session = agentSession(box, 'claude', 'fresh', { holdDetachedRuns: true });
    session.prompt('change a');
    session.edit('a.txt', 'a by the turn\n');
    const [start] = new Workspace(box.repo, box.env).points();
    expect(start.point?.snapshot?.pending).toBe(true);
    const restored = terminal(box)('restore', start.id, '--', 'a.txt');
    session.releaseDetachedRuns();
    expect([restored.status, restored.stderr]).toEqual([0, 'session: claude fresh (the latest of this workspace)\n']);
    expect(box.read('a.txt')).toBe('a1\n');
  });

  it('undo -- <path> takes back only that path of the turn, and names a path the turn did not change', () => {
    box = makeRepo({ 'a.txt': 'a1\n', 'b.txt': 'b1\n', 'c.txt': 'c1\n' });
    const session = agentSession(box, 'claude', 'one-path');
    session.prompt('change a and b');
    session.edit('a.txt', 'a by the turn\n');
    session.edit('b.txt', 'b by the turn\n');
    session.stop();
    const undo = session.undo('--', 'a.txt', 'c.txt');
    expect(undo.status, undo.out).toBe(0);
    expect(undo.out).toMatch(/Took back a\.txt, c\.txt of the turn chk_\w+ of claude session one-path/);
    expect(undo.out).toContain('Overwrote (1):\n  a.txt\n');
    expect(undo.out).toMatch(/Not changed by the turn chk_\w+: c\.txt/);
    expect([box.read('a.txt'), box.read('b.txt')]).toEqual(['a1\n', 'b by the turn\n']);
  });
});

describe('a point of another branch or HEAD', () => {
  it('restore --files names the branch and what it would overwrite or add, and refuses without --force; paths need none', () => {
    box = makeRepo({ 'a.txt': 'main\n' });
    const cli = terminal(box);
    sh(box.repo, 'switch', '-qc', 'feature');
    box.write('a.txt', 'feature\n');
    box.write('feature.txt', 'only on feature\n');
    sh(box.repo, 'add', '-A');
    sh(box.repo, 'commit', '-qm', 'feature');
    const id = idOf(cli('save', '--name', 'on-feature').stdout);
    sh(box.repo, 'switch', '-q', 'main');
    const head = sh(box.repo, 'rev-parse', 'HEAD').trim().slice(0, 12);

    const refused = cli('restore', 'on-feature', '--files');
    expect([refused.status, refused.stdout]).toEqual([1, '']);
    expect(refused.stderr).toMatch(
      new RegExp(
        `^checkpoint restore: ${id} was taken on branch feature at [0-9a-f]{12}, and the checkout is now on branch main at ${head}: its whole tree would overwrite 1 file \\(a\\.txt\\), add 1 file \\(feature\\.txt\\) here: \`checkpoint restore ${id} --files --force\` does it anyway`,
      ),
    );
    expect(refused.stderr).toContain('Would overwrite (1):\n  a.txt\nWould bring back (1):\n  feature.txt\nNothing was changed.\n');
    expect([box.read('a.txt'), existsSync(join(box.repo, 'feature.txt'))]).toEqual(['main\n', false]);

    const dry = cli('restore', 'on-feature', '--files', '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toMatch(/^Refused without --force: /);
    expect(dry.stdout).toContain(`\`checkpoint restore ${id} --files --force\` applies it.`);

    const json = cli('restore', 'on-feature', '--files', '--json');
    expect([json.status, json.stderr]).toEqual([1, '']);
    expect(JSON.parse(json.stdout)).toEqual({
      error: expect.stringMatching(/^checkpoint restore: .* was taken on branch feature/),
      exitCode: 1,
    });

    expect(cli('restore', 'on-feature', '--', 'feature.txt').status).toBe(0);
    expect([box.read('a.txt'), box.read('feature.txt')]).toEqual(['main\n', 'only on feature\n']);
    expect(cli('restore', 'on-feature', '--files', '--force').status).toBe(0);
    expect(box.read('a.txt')).toBe('feature\n');
  });

  it('the same branch after a commit is another HEAD: refused too', () => {
    box = makeRepo({ 'a.txt': 'one\n' });
    const cli = terminal(box);
    const id = idOf(cli('save').stdout);
    box.write('a.txt', 'two\n');
    sh(box.repo, 'commit', '-qam', 'two');
    const refused = cli('restore', id, '--files');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/was taken on branch main at [0-9a-f]{12}, and the checkout is now on branch main at [0-9a-f]{12}: /);
    expect(box.read('a.txt')).toBe('two\n');
  });
});

describe('list you can scan', () => {
  it("each line shows its own turn's prompt or its note, the name, local time with the zone; an undo's backup folds into its line", () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    const session = agentSession(box, 'claude', 'scan');
    session.prompt('add the login form');
    session.edit('a.txt', 'form\n');
    session.stop();
    session.prompt('wire the api');
    session.edit('a.txt', 'api\n');
    session.stop();
    expect(session.undo().status).toBe(0);
    const cli = terminal(box, { TZ: 'Asia/Kolkata' });
    cli('save', '--name', 'Before-Refactor', '--note', 'all green');
    const lines = cli('list').stdout.trimEnd().split('\n');
    const time = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d\+05:30`;
    expect(lines[0]).toMatch(new RegExp(`^chk_\\w{16}  ${time}  \\[named\\] "Before-Refactor" all green  \\(main\\)$`));
    expect(lines[1]).toMatch(
      new RegExp(`^chk_\\w{16}  ${time}  \\[auto: undo\\] after undoing (chk_\\w{16}) \\(backup chk_\\w{16}\\)  \\(main\\)$`),
    );
    expect(lines[2]).toMatch(/\[auto: turn\] "wire the api"/);
    // the second prompt found the first turn's point holding the tree: no point of its own
    expect(lines[3]).toMatch(/\[auto: turn\] "add the login form"/);
    expect(lines[4]).toMatch(/\[auto: start\] before "add the login form"/);
    expect(lines).toHaveLength(5);
    expect(lines.join('\n')).not.toContain('[backup]');
    // The backup is still a point: in --json, and by its id.
    const rows = JSON.parse(cli('list', '--json').stdout) as { id: string; kind: string; backup?: string }[];
    const backup = rows.find((r) => r.kind === 'backup')!;
    expect(rows.find((r) => r.backup)?.backup).toBe(backup.id);

    const limited = cli('list', '--limit', '2').stdout.trimEnd().split('\n');
    expect(limited.at(-1)).toBe('Showing 2 of 5: `checkpoint list --limit 5` shows them all.');
    expect(cli('list', '--task', 'API').stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(cli('list', '--task', 'payments').stdout).toBe(
      'No restore point here has "payments" in its task, name, note or prompt (6 points in all: `checkpoint list` shows them).\n',
    );
  });
});

describe('ids like git: any unique start, names in any case', () => {
  it('a unique start of an id with or without chk_, an ambiguous one, a name in another case, a near miss', () => {
    box = makeRepo();
    const cli = terminal(box);
    const first = idOf(cli('save', '--name', 'Parser').stdout);
    box.write('src/app.js', 'export const a = 2;\n');
    const second = idOf(cli('save').stdout);
    const unique = (() => {
      for (let n = 4; n <= 16; n++) if (first.slice(4, 4 + n) !== second.slice(4, 4 + n)) return first.slice(4, 4 + n);
      throw new Error('ids equal');
    })();
    for (const ref of [unique, `chk_${unique}`, unique.toUpperCase(), 'parser', 'PARSER'])
      expect(JSON.parse(cli('inspect', ref, '--json').stdout).id).toBe(first);
    // Two ids taken a moment apart share their first characters of time (they change every 25 days).
    const common = first.slice(4, 4 + unique.length - 1);
    expect(common.length).toBeGreaterThanOrEqual(4);
    const ambiguous = cli('restore', common);
    expect([ambiguous.status, ambiguous.stderr]).toEqual([
      1,
      `checkpoint restore: "${common}" starts 2 restore point ids (${second}, ${first}): give more of the one you mean\n`,
    ]);
    expect(cli('inspect', 'parsr').stderr).toBe(
      'checkpoint inspect: no restore point "parsr" in this workspace (did you mean Parser?): `checkpoint list` shows the ids and names\n',
    );
    const taken = cli('save', '--name', 'PARSER');
    expect([taken.status, taken.stderr]).toEqual([
      1,
      `checkpoint save: a restore point here is already named "Parser" (${first}): pick another name, or \`checkpoint delete ${first}\` first\n`,
    ]);
  });
});

describe('pending points give the same answer twice', () => {
  it('several pending points of other sessions: listed, none picked, the same list again; one pending beside the own one: named as next', () => {
    box = makeRepo({ 'a.txt': 'a\n' });
    for (const [agent, id] of [
      ['claude', 'c-1'],
      ['codex', 'x-1'],
    ] as const) {
      const session = agentSession(box, agent, id);
      session.prompt(`work of ${agent}`);
      session.edit('a.txt', `${agent}\n`);
      session.stop();
    }
    // The shell of a third session, whose own point is none of them: both listed, none picked, the same answer twice.
    const third = terminal(box, { CLAUDE_CODE_SESSION_ID: 'c-2' });
    const first = third('restore');
    const second = third('resume');
    expect(first.status).toBe(1);
    expect(first.stderr).toMatch(/^checkpoint restore: 2 restore points are pending here, none of this session, and none is picked/);
    expect(first.stderr).toMatch(
      /\n {2}chk_\w+ \(turn, codex session x-1, .*\): "work of codex"\n {2}chk_\w+ \(turn, claude session c-1, .*\): "work of claude"\n$/,
    );
    expect(second.stderr.replace('checkpoint resume', 'checkpoint restore')).toBe(first.stderr);

    // A terminal goes by the latest session (Codex's): its point, and the Claude one named as the next.
    const cli = terminal(box);
    const own = cli('restore');
    expect(own.status).toBe(0);
    expect(own.stderr).toBe('session: codex x-1 (the latest of this workspace)\n');
    expect(own.stdout).toMatch(/^This restore point was pending \(turn, from codex\); it is handed over now/);
    expect(own.stdout).toMatch(
      /\nAlso pending, and shown by the next `checkpoint restore` without an id:\n {2}chk_\w+ \(turn, claude session c-1, .*\): "work of claude"\n/,
    );
    expect(cli('restore').stdout).toMatch(/^This restore point was pending \(turn, from claude\)/);
    expect(cli('restore').stdout).toMatch(/^No restore point is pending here; this is the latest one:/);
  });
});

describe('inspect', () => {
  it('text files by lines, binary ones by bytes, --json as data; a deleted point says undelete; a damaged snapshot names another', () => {
    box = makeRepo({ 'a.txt': 'one\ntwo\n', 'logo.bin': 'x' });
    const cli = terminal(box);
    const id = idOf(cli('save', '--name', 'first').stdout);
    box.write('a.txt', 'one\n2\n3\n');
    box.write('logo.bin', Buffer.from([0, 1, 2, 3]));
    const text = cli('inspect', 'first').stdout;
    expect(text).toContain('What differs in the working tree now:\n  a.txt    | 3 ++-\n  logo.bin | Bin 1 -> 4 bytes\n');
    expect(text).toContain('2 files differ, 2 lines more and 1 line fewer in the working tree');
    expect(JSON.parse(cli('inspect', 'first', '--json').stdout).differences).toEqual([
      { path: 'a.txt', status: 'modified', binary: false, insertions: 2, deletions: 1 },
      { path: 'logo.bin', status: 'modified', binary: true, bytes: { point: 1, now: 4 } },
    ]);

    const second = idOf(cli('save').stdout);
    const ws = new Workspace(box.repo, box.env);
    const record = JSON.parse(readFileSync(ws.pointFile(second), 'utf8'));
    writeFileSync(ws.pointFile(second), JSON.stringify({ ...record, snapshot: { ...record.snapshot, tree: 'f'.repeat(40) } }));
    expect(cli('inspect', second).stdout).toContain(
      `its snapshot is missing from the snapshot store (pruned or damaged): ${id} is the nearest point that can be restored instead, \`checkpoint restore ${id} --files\``,
    );
    const damaged = cli('restore', second, '--files');
    expect([damaged.status, damaged.stderr]).toEqual([
      1,
      `checkpoint restore: the snapshot of ${second} is missing from the snapshot store (pruned or damaged); ${id} is the nearest point that can be restored instead: \`checkpoint restore ${id} --files\`; nothing was changed\n`,
    ]);

    cli('delete', 'first');
    const trashed = cli('inspect', 'first');
    expect([trashed.status, trashed.stderr]).toEqual([
      1,
      `checkpoint inspect: restore point ${id} "first" is in the trash (deleted ${readdirSync(join(ws.dir, 'trash'))[0]}): \`checkpoint undelete ${id}\` brings it back\n`,
    ]);
  });
});

describe('named points, and save', () => {
  it('delete --older-than sweeps a named point only when it is named; save --name prints the name', () => {
    box = makeRepo();
    const cli = terminal(box);
    const saved = cli('save', '--name', 'v1');
    expect(saved.stdout).toMatch(
      /^Saved restore point chk_\w{16} "v1" \(2 files in the snapshot\)\. .*`checkpoint restore v1` loads it\.\n$/,
    );
    const named = idOf(saved.stdout);
    box.write('src/app.js', 'export const a = 2;\n');
    const plain = idOf(cli('save').stdout);
    box.write('src/app.js', 'export const a = 3;\n');
    cli('save');
    const ws = new Workspace(box.repo, box.env);
    for (const id of [named, plain]) {
      const record = JSON.parse(readFileSync(ws.pointFile(id), 'utf8'));
      writeFileSync(ws.pointFile(id), JSON.stringify({ ...record, createdAt: record.createdAt - 10 * 86_400_000 }));
    }
    const swept = cli('delete', '--older-than', '7d');
    expect(swept.stdout).toBe(
      `Moved 1 restore point to the trash: ${plain}. \`checkpoint undelete <id>\` brings one back until \`checkpoint prune\` empties the trash.\nKept 1 named point older than that (${named} "v1"): a named point goes only when you name it, \`checkpoint delete <name>\`.\n`,
    );
    expect(JSON.parse(cli('delete', '--older-than', '7d', 'v1', '--json').stdout)).toEqual({
      dryRun: false,
      trashed: [named],
      keptNamed: [],
    });
  });

  it('a folder that holds HOME leaves HOME out, and a large record is never a warning to the user', () => {
    box = makeRepo({}, false);
    // The folder holding the project, HOME and the state dir; files over a small cap with long names make a big record.
    const home = join(box.base, 'home');
    mkdirSync(join(home, '.cache'), { recursive: true });
    writeFileSync(join(home, '.cache', 'secret.txt'), 'not a project file\n');
    writeFileSync(join(home, '.gitconfig'), '');
    mkdirSync(join(box.base, 'config', 'checkpoint'), { recursive: true });
    writeFileSync(join(box.base, 'config', 'checkpoint', 'config.json'), JSON.stringify({ restore: { maxFileBytes: 10 } }));
    for (let i = 0; i < 60; i++) box.write(`data/a-file-with-a-rather-long-name-to-fill-the-record-${i}.txt`, 'over ten bytes\n');
    const cli = terminal(box, {}, box.base);
    const saved = cli('save');
    expect(saved.stderr).toBe('');
    expect(saved.stdout).toContain(
      `Left out: your home folder ${home} (its untracked files; a snapshot never takes HOME: save from a project folder).`,
    );
    const json = JSON.parse(cli('save', '--json').stdout);
    expect(json.homeLeftOut).toBe('home');
    const differences = JSON.parse(cli('inspect', json.point.id, '--json').stdout);
    expect(differences.differ).toBe(0);
    expect(json.point.snapshot.notCaptured.some((entry: { path: string }) => entry.path.startsWith('home/'))).toBe(false);
    // The point does not hold HOME's file: gone from the disk, no restore knows it.
    rmSync(join(home, '.cache', 'secret.txt'));
    const gone = cli('restore', json.point.id, '--', 'home/.cache/secret.txt');
    expect([gone.status, gone.stderr]).toEqual([
      1,
      `checkpoint restore: home/.cache/secret.txt is in neither ${json.point.id} nor the working tree: check the path (\`checkpoint inspect ${json.point.id}\` lists what differs)\n`,
    ]);
  });
});

describe('one error shape, and --json on every restore command', () => {
  it('`checkpoint <cmd>: <problem>: <fix>` on stderr, the same sentence as {error, exitCode} with --json', () => {
    box = makeRepo();
    const cli = terminal(box);
    cli('save', '--name', 'v1');
    for (const args of [
      ['restore', 'nope'],
      ['inspect', 'nope'],
      ['delete', 'nope'],
      ['undelete', 'nope'],
      ['undo'],
      ['save', '--name', 'v1'],
      ['list', '--limit', '0'],
      ['restore', 'v1', '--dry-run'],
    ]) {
      const text = cli(...args);
      expect(text.stdout).toBe('');
      expect(text.stderr).toMatch(new RegExp(`^checkpoint ${args[0]}: [^\\n]+: [^\\n]+\\n$`));
      if (args[0] === 'undelete') continue;
      const json = cli(...args, '--json');
      expect([json.stderr, json.status]).toEqual(['', text.status]);
      expect(JSON.parse(json.stdout)).toEqual({ error: text.stderr.trimEnd(), exitCode: text.status });
    }
    const usage = cli('list', '--limt', '3', '--json');
    expect(JSON.parse(usage.stdout)).toEqual({
      error: 'checkpoint list: unknown option --limt (did you mean --limit?): run `checkpoint list --help`',
      exitCode: 2,
    });
  });

  it('save, restore, undo, delete and prune answer --json as data', () => {
    box = makeRepo();
    const cli = terminal(box);
    const saved = JSON.parse(cli('save', '--note', 'here', '--json').stdout);
    expect(saved.point).toMatchObject({ note: 'here', trigger: 'manual' });
    box.write('src/app.js', 'export const a = 2;\n');
    const restored = JSON.parse(cli('restore', saved.point.id, '--files', '--json').stdout);
    expect(restored).toMatchObject({
      point: { id: saved.point.id },
      handedOver: true,
      files: { dryRun: false, overwrote: ['src/app.js'] },
    });
    const undone = JSON.parse(cli('undo', '--json').stdout);
    expect(undone).toMatchObject({ dryRun: false, overwrote: ['src/app.js'] });
    const shown = JSON.parse(cli('restore', saved.point.id, '--json').stdout);
    expect(shown.files).toEqual({ unchanged: true, differ: 1 });
    expect(JSON.parse(cli('delete', saved.point.id, '--dry-run', '--json').stdout)).toEqual({
      dryRun: true,
      trashed: [saved.point.id],
      keptNamed: [],
    });
    expect(JSON.parse(cli('prune', '--dry-run', '--json').stdout)).toMatchObject({ dryRun: true, removed: [] });
  });
});
