// Undo on the ground real developers have (issue 28, classes 5, 8 and 10): a file's mode comes back with it
// (a 0600 key stays 0600, whatever the other files' modes or the umask); a file checkpoint cannot read does not
// cost the user every snapshot; checkpoint's own store, reached inside the project through a symlinked HOME,
// is never snapshotted nor overwritten. The real bundle, real git.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { tempDir } from '../helpers/temp.js';
import { agentSession, bytesOf, earlierTurn, modeOf, namedWith, remove, writeWithMode } from './_agent-sessions.js';
import { commitAll, programOnPath, repoPerTest } from './_helpers.js';

const repo = repoPerTest();

describe('modes come back as they were (class 5)', () => {
  // After the other files in path order: a record that keeps only its first modes would drop it.
  const KEY = 'tls/server.key';
  const DOTENV = '.env.local';
  it.each([
    {
      name: 'the first turn of a fresh workspace whose files are 0664, checkpoint run under umask 002',
      umask: '002',
      count: 20,
      mode: 0o664,
      earlier: false,
    },
    { name: 'a later turn, in a repository of more than 200 files of mode 0640', umask: undefined, count: 210, mode: 0o640, earlier: true },
  ])('a tracked and an untracked 0600 file the agent deletes come back 0600: $name', ({ umask, count, mode, earlier }) => {
    const box = repo({ 'control.txt': 'control, committed\n' });
    for (let i = 0; i < count; i++) writeWithMode(box, `src/mod${i}.js`, `export const m = ${i};\n`, mode);
    writeWithMode(box, KEY, '-----BEGIN PRIVATE KEY-----\ntracked\n', 0o600);
    commitAll(box);
    writeWithMode(box, DOTENV, 'TOKEN=untracked-secret\n', 0o600);

    const session = agentSession(box, 'claude', 'deletes-keys', { umask });
    if (earlier) earlierTurn(session);
    session.prompt('clean up the secrets');
    session.shell(`rm ${KEY} ${DOTENV}`, () => {
      remove(box, KEY);
      remove(box, DOTENV);
    });
    session.stop();

    const undo = session.undo();
    expect(undo.status, undo.out).toBe(0);
    expect([bytesOf(box, KEY)?.toString(), bytesOf(box, DOTENV)?.toString()]).toEqual([
      '-----BEGIN PRIVATE KEY-----\ntracked\n',
      'TOKEN=untracked-secret\n',
    ]);
    expect([modeOf(box, KEY), modeOf(box, DOTENV)].map((bits) => bits.toString(8))).toEqual(['600', '600']);
  });

  it('a tracked and an untracked 0600 file the agent loosens to 0644 are 0600 again after undo', () => {
    const box = repo({ 'control.txt': 'control, committed\n' });
    writeWithMode(box, KEY, '-----BEGIN PRIVATE KEY-----\ntracked\n', 0o600);
    commitAll(box);
    writeWithMode(box, DOTENV, 'TOKEN=untracked-secret\n', 0o600);

    const session = agentSession(box, 'claude', 'loosens-keys');
    earlierTurn(session);
    session.prompt('make the keys readable for the container');
    session.shell(`chmod 644 ${KEY} ${DOTENV}`, () => {
      chmodSync(join(box.repo, KEY), 0o644);
      chmodSync(join(box.repo, DOTENV), 0o644);
    });
    session.stop();

    const undo = session.undo();
    expect(undo.status, undo.out).toBe(0);
    expect([modeOf(box, KEY), modeOf(box, DOTENV)].map((bits) => bits.toString(8))).toEqual(['600', '600']);
    expect(box.read(KEY)).toBe('-----BEGIN PRIVATE KEY-----\ntracked\n');
  });
});

describe('a file checkpoint cannot read (class 8)', () => {
  // The tests run as root, who reads everything: checkpoint runs as an unprivileged user (nobody) on a
  // repository that user owns, holding one untracked file of root's, mode 0600. Not root: a 0000 file of one's own.
  const asRoot = process.getuid?.() === 0;
  const setpriv = programOnPath('setpriv');

  it('one unreadable untracked file does not make the snapshot fail: save succeeds, names it unreadable, and the point restores the rest', (ctx) => {
    if (asRoot && !setpriv)
      return ctx.skip('setpriv is missing: no way to run checkpoint as an unprivileged user while the tests run as root');
    const box = repo({ 'src/app.js': 'export const a = 1;\n', 'README.md': '# app\n' });
    box.write('private/other-user.key', 'not yours\n');
    const run = (args: string[]) => {
      const [program, argv] = asRoot
        ? [setpriv!, ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, BUNDLE, ...args]]
        : [process.execPath, [BUNDLE, ...args]];
      const result = spawnSync(program, argv, { cwd: box.repo, env: box.env, encoding: 'utf8' });
      return { status: result.status, out: `${result.stdout}${result.stderr}` };
    };
    if (asRoot) {
      chmodSync(box.base, 0o755);
      for (const dir of ['home', 'state', 'config']) mkdirSync(join(box.base, dir), { recursive: true });
      spawnSync('chown', ['-R', '65534:65534', box.repo, join(box.base, 'home'), join(box.base, 'state'), join(box.base, 'config')]);
      chownSync(join(box.repo, 'private/other-user.key'), 0, 0);
      chmodSync(join(box.repo, 'private/other-user.key'), 0o600);
    } else chmodSync(join(box.repo, 'private/other-user.key'), 0o000);

    const saved = run(['save']);
    expect(saved.status, saved.out).toBe(0);
    expect(namedWith(saved.out, 'private/other-user.key', ['unreadable']), saved.out).toBe(true);
    const id = /chk_\w+/.exec(saved.out)![0];
    writeFileSync(join(box.repo, 'src/app.js'), 'export const a = 2;\n');
    const restored = run(['restore', '--files', id]);
    expect(restored.status, restored.out).toBe(0);
    expect(box.read('src/app.js')).toBe('export const a = 1;\n');
  });
});

describe("checkpoint's own store inside the project, through a symlinked HOME (class 10)", () => {
  it('no snapshot holds it and undo never overwrites or removes any of it', () => {
    const box = repo({ 'src/app.js': 'export const a = 1;\n', 'README.md': '# app\n' });
    // HOME is a link to a folder inside the repository, not ignored; the state dir is the default one under it.
    const realHome = join(box.repo, 'dev-home');
    mkdirSync(realHome);
    const home = join(tempDir('checkpoint-home-link-'), 'home');
    symlinkSync(realHome, home);
    const store = join(realHome, '.local', 'state', 'checkpoint');
    const session = agentSession(box, 'claude', 'home-in-repo', {
      env: { HOME: home, CHECKPOINT_STATE_DIR: undefined, XDG_STATE_HOME: undefined },
    });
    // Files of the store's folder that change while the turn runs: a snapshot holding them would bring them back.
    mkdirSync(store, { recursive: true });
    writeFileSync(join(store, 'marker.txt'), 'as it was at the prompt\n');
    session.prompt('bump a');
    session.edit('src/app.js', 'export const a = 2;\n');
    writeFileSync(join(store, 'marker.txt'), 'written during the turn\n');
    writeFileSync(join(store, 'new-during-turn.txt'), 'new\n');
    session.stop();

    const listed = () => JSON.parse(session.cli(['list', '--json']).out).map((point: { id: string }) => point.id);
    const points = listed();
    const dry = session.undo('--dry-run');
    const undo = session.undo();
    expect(box.read('src/app.js'), undo.out).toBe('export const a = 1;\n');
    for (const out of [dry.out, undo.out]) expect(out).not.toContain('dev-home/');
    // The store's files as the turn left them, and every restore point still there.
    expect(readFileSync(join(store, 'marker.txt'), 'utf8')).toBe('written during the turn\n');
    expect(existsSync(join(store, 'new-during-turn.txt'))).toBe(true);
    expect(listed()).toEqual(expect.arrayContaining(points));
  });
});
