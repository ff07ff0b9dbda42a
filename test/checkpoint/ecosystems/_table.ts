import { afterEach, expect, it } from 'vitest';
import { buildCheckpoint } from '../../../src/checkpoint/build.js';
import { DEFAULT_CONFIG } from '../../../src/config/schema.js';
import type { ToolCall } from '../../../src/transcript/timeline.js';
import type { WorkTree } from '../../../src/util/work-tree.js';
import { removeTempDir, tempDir } from '../../helpers/temp.js';
import { edit, type FileTree, read, shell, timeline, writeFiles } from '../_helpers.js';

// One table per ecosystem, each row a small layout written after a real repository of that ecosystem:
// the exact actions a turn that changed `change` gets, and silence once it ran `ran` (the project's
// own spellings). A file of `change` that `files` lacks is new (untracked) in the turn.
//
// No git: the builder takes the work tree as the stop read it (util/work-tree.ts), so a row's is written
// here as `git status` reports it for a repository whose one commit holds `files` (workTreeAfter), and its
// files are put on the disk (the in-memory one in the fast project) for the project's declarations to be
// read. That git reports exactly this is shown by test/checkpoint/changed-files.int.test.ts.

export interface EcosystemRow {
  name: string;
  files: FileTree;
  change: FileTree;
  /** Shell calls the turn ran besides its edits. */
  before?: string[];
  /** The actions, as `text: command`; [] for a silent turn. */
  expected: string[];
  /** Commands that do every check: the stop is then silent. */
  ran?: string[];
  /** Runs that leave the actions as they are (the wrong package, a watcher, lint alone). */
  skips?: string[];
  /** Runs that do some checks, and the actions they leave (`vitest run` leaves the type-check of `pnpm test`). */
  partly?: { ran: string[]; left: string[] }[];
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) removeTempDir(root);
});

/** `files` as a repository's last commit holds them, written under a fresh root. */
export function repo(files: FileTree): { root: string; files: FileTree; state: string } {
  const root = tempDir('checkpoint-repo-');
  const state = tempDir('checkpoint-state-');
  roots.push(root, state);
  writeFiles(root, files);
  return { root, files, state };
}

/**
 * What `git status` says (util/work-tree.ts) of a repository on branch main whose one commit holds `files`
 * once `written` is written over them: a path the commit lacks is untracked, one whose content differs is
 * modified, an equal one unchanged; changes before untracked files, each in git's (byte) order. HEAD's id,
 * which the checkpoint never reads, is left out. Ignore rules are not modelled: a row that writes a new file
 * beside a .gitignore is refused (whether git sees it takes git: an integration test), and a row's `files`
 * must hold no file its .gitignore names (git would not have committed it).
 */
export function workTreeAfter(root: string, files: FileTree, written: FileTree): WorkTree {
  const paths = Object.keys(written).filter((path) => written[path] !== undefined);
  const untracked = paths.filter((path) => files[path] === undefined).sort();
  if (untracked.length > 0 && [...Object.keys(files), ...paths].some((path) => /(^|\/)\.gitignore$/.test(path)))
    throw new Error(`${untracked.join(', ')}: whether git ignores a new file takes git; make this row an integration test`);
  const changed = paths.filter((path) => files[path] !== undefined && files[path] !== written[path]).sort();
  return {
    root,
    status: {
      branch: 'main',
      changed: changed.map((path) => ({ path, inIndex: true, inWorkTree: true, submodule: false })),
      untracked,
    },
  };
}

/**
 * A turn that read and edited `change`, ran `before`, then `extra` (`{root}` stands for the repository's
 * absolute path, as agents often write it: `cd /home/me/repo/web && ...`), judged at its stop. The turns
 * of one row may share its repository: judging a stop reads the repository and writes nothing there.
 */
export async function turn(row: Pick<EcosystemRow, 'files' | 'change' | 'before'>, extra: string[] = [], made = repo(row.files)) {
  const { root } = made;
  writeFiles(root, row.change);
  const calls: ToolCall[] = [
    ...Object.keys(row.change).flatMap((path) => [read(path), edit(path)]),
    ...[...(row.before ?? []), ...extra].map((command) => shell(command.replaceAll('{root}', root))),
  ];
  const result = await buildCheckpoint({
    cwd: root,
    timeline: timeline(calls),
    config: DEFAULT_CONFIG,
    elapsedSeconds: 90,
    workTree: workTreeAfter(root, made.files, row.change),
    // the project's profiles are cached there by the first turn (once its tick ends) and read by the next ones
    env: { CHECKPOINT_STATE_DIR: made.state },
  });
  await new Promise((resolve) => setImmediate(resolve));
  return { root, result, lines: result.actions.map((a) => (a.command ? `${a.text}: ${a.command}` : a.text)) };
}

/** The rows as tests: the actions, silence after `ran`, the same actions after `skips`, those `left` after `partly`. */
export function ecosystemTable(rows: EcosystemRow[]): void {
  it.each(rows)('$name', async (row) => {
    const made = repo(row.files);
    const { lines, result } = await turn(row, [], made);
    if (process.env.TABLE_DEBUG) console.log('ROW', row.name, JSON.stringify(lines));
    expect(lines).toEqual(row.expected);
    if (row.expected.length === 0) expect(result.silent).toBe(true);
    expect((await turn(row, [], made)).lines, 'the same stop, judged from the cached profiles').toEqual(row.expected);
    // the commands the stop advises, run as it says them, settle it: advice its own run cannot settle blocks forever
    // (after runs of `before`, an install it advises can owe them again: their row says what settles it)
    const advised = result.actions.map((action) => action.command);
    if (!row.before && advised.length > 0 && advised.every((command) => command !== undefined))
      expect((await turn(row, advised as string[], made)).lines, `the advised ${advised.join('; ')}`).toEqual([]);
    if (row.ran) {
      const done = await turn(row, row.ran, made);
      if (process.env.TABLE_DEBUG) console.log('RAN', row.name, JSON.stringify(done.lines));
      expect(done.lines).toEqual([]);
      expect(done.result.silent).toBe(true);
    }
    if (row.skips)
      for (const skip of row.skips) {
        const skipped = (await turn(row, [skip], made)).lines;
        if (process.env.TABLE_DEBUG) console.log('SKIP', row.name, skip, JSON.stringify(skipped));
        expect(skipped, skip).toEqual(row.expected);
      }
    for (const { ran, left } of row.partly ?? []) expect((await turn(row, ran, made)).lines, ran.join('; ')).toEqual(left);
  });
}

export const json = (value: object) => JSON.stringify(value, null, 2);
