import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildCheckpoint } from '../../../src/checkpoint/build.js';
import { DEFAULT_CONFIG } from '../../../src/config/schema.js';
import type { ToolCall } from '../../../src/transcript/timeline.js';
import { type Exec, exec } from '../../../src/util/exec.js';
import { edit, type FileTree, gitRepo, read, shell, timeline, writeFiles } from '../_helpers.js';

// One table per ecosystem, each row a small layout written after a real repository of that ecosystem:
// the exact actions a turn that changed `change` gets, and silence once it ran `ran` (the project's
// own spellings). A file of `change` that `files` lacks is new (untracked) in the turn.

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
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A git repository with `files` committed, and an exec that never reads the machine's git config. */
export function repo(files: FileTree) {
  const made = gitRepo(files);
  cleanups.push(made.cleanup);
  const isolated: Exec = (program, args, options) =>
    exec(program, args, {
      ...options,
      env: { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: join(made.home, '.gitconfig'), HOME: made.home },
    });
  return { ...made, exec: isolated };
}

/**
 * A turn that read and edited `change`, ran `before`, then `extra` (`{root}` stands for the repository's
 * absolute path, as agents often write it: `cd /home/me/repo/web && ...`), judged at its stop. The turns
 * of one row may share its repository: judging a stop reads the repository and writes nothing there.
 */
export async function turn(row: Pick<EcosystemRow, 'files' | 'change' | 'before'>, extra: string[] = [], made = repo(row.files)) {
  const { root, exec: isolated } = made;
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
    exec: isolated,
    env: {},
  });
  return { root, result, lines: result.actions.map((a) => (a.command ? `${a.text}: ${a.command}` : a.text)) };
}

/** The rows as tests: the actions, silence after `ran`, the same actions after `skips`. */
export function ecosystemTable(rows: EcosystemRow[]): void {
  it.each(rows)('$name', async (row) => {
    const made = repo(row.files);
    const { lines, result } = await turn(row, [], made);
    if (process.env.TABLE_DEBUG) console.log('ROW', row.name, JSON.stringify(lines));
    expect(lines).toEqual(row.expected);
    if (row.expected.length === 0) expect(result.silent).toBe(true);
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
  });
}

export const json = (value: object) => JSON.stringify(value, null, 2);
