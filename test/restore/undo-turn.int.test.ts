// Undo reverts a turn, not the tree (issue 28, classes 1-4): every real prompt holds the work tree as
// it is at the prompt, the user's uncommitted and untracked changes included, before its hook answers; `undo`
// puts back, path by path, what the session's latest turn changed, and keeps (and names) what changed since.
// The real bundle driven as the agents drive it, on real git repositories.
import { createHash } from 'node:crypto';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeUserConfig } from '../helpers/user-config.js';
import { type AgentSession, agentSession, namedWith } from './_agent-sessions.js';
import { repoPerTest, sh } from './_helpers.js';

const repo = repoPerTest();
const AGENTS = ['claude', 'codex', 'gemini'] as const;

describe('the first prompt holds the user uncommitted work (class 1)', () => {
  it.each(AGENTS)(
    '%s: the agent rewrites the user edit and untracked file right after the prompt; undo gives back the user versions',
    (agent) => {
      const box = repo({ 'src/config.js': 'export const port = 3000;\n', 'README.md': '# app\n' });
      box.write('src/config.js', 'export const port = 8080; // the user, not committed\n');
      box.write('notes/todo.txt', 'the user notes, untracked\n');
      const session = agentSession(box, agent, `${agent}-fresh`, { holdDetachedRuns: true });
      session.prompt('move the port to the env');
      // No wait: the agent's first tool call follows the prompt hook's answer at once (and checkpoint's detached
      // runs, held back as a busy machine holds them, have not started yet).
      session.edit('src/config.js', 'export const port = Number(process.env.PORT);\n');
      session.edit('notes/todo.txt', 'rewritten by the agent\n');
      session.stop();

      const undo = session.undo();
      expect(undo.status, undo.out).toBe(0);
      expect(box.read('src/config.js')).toBe('export const port = 8080; // the user, not committed\n');
      expect(box.read('notes/todo.txt')).toBe('the user notes, untracked\n');
    },
  );
});

describe("a same-size edit git itself still sees (racily clean: written in the second of the user's index)", () => {
  it.each(AGENTS)('%s: the agent rewrites it; undo gives back the user edit, not the committed bytes', (agent) => {
    const box = repo({ 'same.txt': 'AAAA\n' });
    // The user's git wrote its index in the second it saw `BBBB` land, over a same-size file whose blob is still
    // `AAAA`: only the timestamps tell git to look again. Made by hand here, as the race makes it.
    const past = new Date(Math.floor(Date.now() / 1000 - 60) * 1000);
    box.write('same.txt', 'BBBB\n');
    utimesSync(join(box.repo, 'same.txt'), past, past);
    sh(box.repo, 'add', 'same.txt');
    const index = join(box.repo, '.git', 'index');
    writeFileSync(
      index,
      withBlob(readFileSync(index), sh(box.repo, 'rev-parse', 'HEAD:same.txt').trim(), sh(box.repo, 'rev-parse', ':same.txt').trim()),
    );
    utimesSync(index, past, past);
    expect(sh(box.repo, 'diff-files', '--name-only')).toBe('same.txt\n');

    const session = agentSession(box, agent, `${agent}-racy`);
    session.prompt('reword it');
    session.edit('same.txt', 'CCCC\n');
    session.stop();

    const undo = session.undo();
    expect(undo.status, undo.out).toBe(0);
    expect(box.read('same.txt')).toBe('BBBB\n');
  });
});

/** The index with one entry's blob id swapped, its checksum made anew (its stat data kept). */
function withBlob(index: Buffer, blob: string, replacing: string): Buffer {
  const body = Buffer.from(index.subarray(0, index.length - 20));
  const at = body.indexOf(Buffer.from(replacing, 'hex'));
  Buffer.from(blob, 'hex').copy(body, at);
  return Buffer.concat([body, createHash('sha1').update(body).digest()]);
}

describe('a later prompt holds the hand edit made before it (class 2)', () => {
  it.each([
    { name: 'the next session', nextSession: true },
    { name: 'the next turn of the same session', nextSession: false },
  ])('$name: its agent edits the file the user edited by hand; undo gives back the hand edit', ({ nextSession }) => {
    const box = repo({ 'x.txt': 'committed\n' });
    const first = agentSession(box, 'claude', 'session-1', { holdDetachedRuns: true });
    first.prompt('first change');
    first.edit('x.txt', 'by session 1\n');
    first.stop();

    box.write('x.txt', 'by hand, between the sessions\n');
    const second = nextSession ? agentSession(box, 'claude', 'session-2', { holdDetachedRuns: true }) : first;
    second.prompt('second change');
    second.edit('x.txt', 'by the second turn\n');
    second.stop();

    const undo = second.undo();
    expect(undo.status, undo.out).toBe(0);
    expect(box.read('x.txt')).toBe('by hand, between the sessions\n');
  });
});

describe('two sessions in one workspace: undo reverts its own session only (class 3)', () => {
  const PAIRS = [
    { name: 'a Claude and a Codex session', a: 'claude', b: 'codex' },
    { name: 'two Gemini sessions', a: 'gemini', b: 'gemini' },
  ] as const;
  const sessions = ({ a, b }: (typeof PAIRS)[number]) => {
    const box = repo({ 'a.txt': 'a committed\n', 'b.txt': 'b committed\n' });
    return { box, A: agentSession(box, a, `${a}-A`), B: agentSession(box, b, `${b}-B`) };
  };
  const turn = (session: AgentSession, path: string, content: string) => {
    session.prompt(`edit ${path}`);
    session.edit(path, content);
    session.stop();
  };

  it.each(PAIRS)(
    '$name, one turn after the other: undo of A reverts a.txt and keeps b.txt; undo again redoes; undo of B reverts b.txt',
    (pair) => {
      const { box, A, B } = sessions(pair);
      turn(A, 'a.txt', 'a by A\n');
      turn(B, 'b.txt', 'b by B\n');

      const undo = A.undo();
      expect(undo.status, undo.out).toBe(0);
      expect([box.read('a.txt'), box.read('b.txt')]).toEqual(['a committed\n', 'b by B\n']);
      const redo = A.undo();
      expect(redo.status, redo.out).toBe(0);
      expect([box.read('a.txt'), box.read('b.txt')]).toEqual(['a by A\n', 'b by B\n']);
      // And B's undo, in its own shell, takes back b.txt alone.
      const undoB = B.undo();
      expect(undoB.status, undoB.out).toBe(0);
      expect([box.read('a.txt'), box.read('b.txt')]).toEqual(['a by A\n', 'b committed\n']);
    },
  );

  it.each(PAIRS)(
    '$name, turns interleaved: undo of A reverts a.txt only; b.txt keeps the work of B; undo of B then reverts b.txt',
    (pair) => {
      const { box, A, B } = sessions(pair);
      A.prompt('edit a.txt');
      B.prompt('edit b.txt');
      A.edit('a.txt', 'a by A\n');
      B.edit('b.txt', 'b by B\n');
      A.stop();
      // B stops on the tree A's turn point already holds: its own turn still needs a point of its own
      B.stop();

      const undo = A.undo();
      expect(undo.status, undo.out).toBe(0);
      expect([box.read('a.txt'), box.read('b.txt')]).toEqual(['a committed\n', 'b by B\n']);
      const undoB = B.undo();
      expect(undoB.status, undoB.out).toBe(0);
      expect([box.read('a.txt'), box.read('b.txt')]).toEqual(['a committed\n', 'b committed\n']);
    },
  );

  it.each(PAIRS)('$name: B edited a.txt after the turn of A; undo of A keeps the content of B and names a.txt', (pair) => {
    const { box, A, B } = sessions(pair);
    turn(A, 'a.txt', 'a by A\n');
    turn(B, 'a.txt', 'a by B, after A\n');

    const undo = A.undo();
    expect(box.read('a.txt')).toBe('a by B, after A\n');
    expect(box.read('b.txt')).toBe('b committed\n');
    expect(namedWith(undo.out, 'a.txt', ['changed since']), undo.out).toBe(true);
  });
});

describe('after a branch switch (class 4)', () => {
  it("undo writes none of the turn's content over the other branch's checkout: it names each path and the branch", () => {
    const box = repo({ 'f1.txt': 'main 1\n', 'f2.txt': 'main 2\n' });
    sh(box.repo, 'checkout', '-q', '-b', 'feature/login');
    box.write('f1.txt', 'feature 1\n');
    box.write('f2.txt', 'feature 2\n');
    sh(box.repo, 'commit', '-qam', 'feature');
    sh(box.repo, 'checkout', '-q', 'main');

    const session = agentSession(box, 'claude', 'on-main');
    session.prompt('edit both files');
    session.edit('f1.txt', 'turn 1\n');
    session.edit('f2.txt', 'turn 2\n');
    session.stop();
    // The user puts the turn's work aside and checks out the other branch.
    sh(box.repo, 'stash', '-q');
    sh(box.repo, 'checkout', '-q', 'feature/login');

    const undo = session.undo();
    expect([box.read('f1.txt'), box.read('f2.txt')]).toEqual(['feature 1\n', 'feature 2\n']);
    for (const path of ['f1.txt', 'f2.txt']) expect(namedWith(undo.out, path, ['changed since']), undo.out).toBe(true);
    expect(undo.out).toMatch(/\bmain\b|feature\/login/);
  });
});

describe('files the turn wrote that no restore point holds', () => {
  it.each(AGENTS)('%s: an ignored .env and log, an over-cap file rewritten at its size: undo names each, with why', (agent) => {
    const big = (fill: string) => fill.repeat(2_000);
    const box = repo({ '.gitignore': '.env\n*.log\n', 'app.js': 'v1\n', 'big.bin': big('a') });
    box.write('.env', 'SECRET=user\n');
    writeUserConfig(box.env, { restore: { maxFileBytes: 1_000 } });
    const session = agentSession(box, agent, `${agent}-unheld`);
    session.prompt('rework it');
    session.edit('app.js', 'v2\n');
    session.edit('.env', 'SECRET=agent\n');
    session.edit('debug.log', 'agent\n');
    session.edit('big.bin', big('b'));
    session.stop();

    const undo = session.undo('--json');
    expect(undo.status, undo.out).toBe(0);
    const kept: { path: string; reason: string }[] = JSON.parse(undo.out).kept;
    expect(kept.map((path) => `${path.path}: ${path.reason.split(':')[0]}`)).toEqual([
      '.env: ignored by git',
      'big.bin: over the size cap',
      'debug.log: ignored by git',
    ]);
    expect(box.read('app.js')).toBe('v1\n');
    expect(box.read('.env')).toBe('SECRET=agent\n');
  });
});
