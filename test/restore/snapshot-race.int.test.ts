// A staging reads git's listing first and hashes the files after: an edit landing in between must not leave the
// shadow holding content that later snapshots stop looking at. Here the edit lands right after the listing,
// deterministically, through a wrapped listing; the rest is real git.
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShadowRepo } from '../../src/restore/shadow.js';
import { Stager } from '../../src/restore/stage.js';
import { Workspace } from '../../src/restore/workspace.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
  vi.restoreAllMocks();
});

/** The next listing is followed, before anything is hashed, by `edit`. */
function afterNextListing(edit: () => void): void {
  const real = ShadowRepo.prototype.listing;
  vi.spyOn(ShadowRepo.prototype, 'listing').mockImplementationOnce(function (this: ShadowRepo) {
    const listing = real.call(this);
    edit();
    return listing;
  });
}

describe('a staging racing an edit', () => {
  it.each([
    { name: 'a file git did not list, edited then reverted', first: 'app' },
    { name: 'a file git listed, edited again before it was hashed, then reverted', first: 'both' },
  ])('$name: the next snapshot holds the revert', async ({ first }) => {
    box = makeRepo();
    const shadow = new Stager(new Workspace(box.repo, box.env));
    const fresh = async (n: number) =>
      (await new Stager(new Workspace(box!.repo, { ...box!.env, CHECKPOINT_STATE_DIR: join(box!.base, `fresh-${n}`) })).stage()).tree;
    await shadow.stage();
    if (first === 'both') box.write('src/app.js', 'edited before the listing\n');
    afterNextListing(() => box!.write('src/app.js', 'edited in the race, longer\n'));
    await shadow.stage();
    // The agent (or the person) puts the file back as HEAD has it.
    sh(box.repo, 'checkout', '--', 'src/app.js');
    expect((await shadow.stage()).tree).toBe(await fresh(1));
  });
});
