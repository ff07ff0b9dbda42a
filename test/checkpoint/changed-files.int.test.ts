// Where the work tree starts and what changed in it, on real repositories: the nearest `.git` (a
// directory, or a worktree's `.git` file) is git's own answer, so no rev-parse runs for it; an
// environment that points git elsewhere still asks git. Temp dirs from tempDir go when the file ends.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NotARepositoryError, workTreeChanges } from '../../src/checkpoint/changed-files.js';
import { type Exec, exec } from '../../src/util/exec.js';
import { tempDir } from '../helpers/temp.js';
import { gitRepo } from './_helpers.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The real exec, with every git command line it ran. */
function recording(): { run: Exec; commands: string[][] } {
  const commands: string[][] = [];
  return {
    commands,
    run: (program, args, options) => {
      commands.push([program, ...args]);
      return exec(program, args, options);
    },
  };
}

describe('workTreeChanges', () => {
  it('from a subfolder: the repository root, root-relative paths, one git process', async () => {
    const repo = gitRepo({ 'src/app.js': 'a\n', 'README.md': '# r\n' });
    cleanups.push(repo.cleanup);
    writeFileSync(join(repo.root, 'src/app.js'), 'b\n');
    writeFileSync(join(repo.root, 'src/new.js'), 'n\n');
    const { run, commands } = recording();
    const changes = await workTreeChanges(join(repo.root, 'src'), run, {});
    expect(changes.root).toBe(repo.root);
    expect(changes.files).toEqual(['src/app.js', 'src/new.js']);
    expect(commands.map((command) => command.includes('rev-parse'))).toEqual([false]);
  });

  it("in a linked worktree (its `.git` is a file): the worktree's own root", async () => {
    const repo = gitRepo({ 'src/app.js': 'a\n' });
    const linked = join(tempDir('checkpoint-linked-'), 'wt');
    cleanups.push(repo.cleanup);
    repo.git('worktree', 'add', '-q', linked);
    writeFileSync(join(linked, 'src/app.js'), 'changed in the worktree\n');
    const changes = await workTreeChanges(join(linked, 'src'), exec, {});
    expect(realpathSync(changes.root)).toBe(realpathSync(linked));
    expect(changes.files).toEqual(['src/app.js']);
  });

  it('with GIT_DIR set, git says where the work tree is', async () => {
    const repo = gitRepo({ 'a.txt': 'a\n' });
    cleanups.push(repo.cleanup);
    const { run, commands } = recording();
    await workTreeChanges(repo.root, run, { GIT_DIR: join(repo.root, '.git') });
    expect(commands.some((command) => command.includes('rev-parse'))).toBe(true);
  });

  it('outside any repository: not a repository, with the folder named (not "git unavailable")', async () => {
    const dir = tempDir('checkpoint-nogit-');
    mkdirSync(join(dir, 'sub'));
    const error = await workTreeChanges(join(dir, 'sub'), exec, {}).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NotARepositoryError);
    expect((error as Error).message).toBe(
      `${join(dir, 'sub')} is not inside a git repository: checkpoint judges a turn by its git changes`,
    );
  });
});
