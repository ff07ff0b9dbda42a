// A repository's config may define drivers by name: `filter.<name>.clean|smudge|process` (run by a plain
// `git status` on a changed file its attributes assign to the filter) and `diff.<name>.textconv|command`.
// Unlike core.fsmonitor there is no one switch: each driver the config defines is switched off by name.
// git reads more than `.git/config`: a linked worktree's or submodule's `.git` file names its git dir, a
// `commondir` file there names the shared one, `config.worktree` adds per-worktree settings, and
// `include`/`includeIf` pull in other files. When any of those could be in play, git itself lists what
// its configuration defines, the way it resolves it.
import type * as ChildProcess from 'node:child_process';
import { statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { gitTopOf } from './paths.js';
import { readRegularFile } from './read-file.js';

const cache = new Map<string, string[]>();

/** Config text that cannot define a driver or bring in another file. */
const PLAIN = (text: string) => !/filter|diff|include/i.test(text);

/**
 * The repository's git dir and common dir as git finds them from `root`'s `.git` (a directory, or a
 * `gitdir: <path>` file), or undefined when they cannot be read without git.
 */
export function gitDirsOf(root: string): { gitDir: string; commonDir: string } | undefined {
  const dotGit = join(root, '.git');
  let gitDir = dotGit;
  try {
    if (!statSync(dotGit).isDirectory()) {
      const pointer = /^gitdir: (.+)$/m.exec(readRegularFile(dotGit) ?? '')?.[1]?.trim();
      if (!pointer) return undefined;
      gitDir = isAbsolute(pointer) ? pointer : resolve(root, pointer);
    }
  } catch {
    return undefined;
  }
  const common = readRegularFile(join(gitDir, 'commondir'))?.trim();
  return { gitDir, commonDir: common ? resolve(gitDir, common) : gitDir };
}

/** Whether the repository's own config files are plain: no git process is needed to know they define no driver. */
function plainRepositoryConfig(cwd: string): boolean {
  const top = gitTopOf(cwd);
  if (!top) return true;
  const dirs = gitDirsOf(top);
  if (!dirs) return false;
  const config = readRegularFile(join(dirs.commonDir, 'config'));
  if (config === undefined || !PLAIN(config)) return false;
  const worktree = readRegularFile(join(dirs.gitDir, 'config.worktree'));
  return worktree === undefined || PLAIN(worktree);
}

/** `-c` arguments switching off every driver a `git config --get-regexp` listing names. */
function switchedOff(listing: string, scoped: boolean): string[] {
  const filters = new Set<string>();
  const diffs = new Set<string>();
  const entries = listing.split('\0');
  for (let i = 0; i < entries.length; i++) {
    // With --show-scope each entry is preceded by its scope: only the repository's own count (the user's
    // global and system config name the user's own programs, such as git-lfs).
    let entry = entries[i];
    if (scoped) {
      const scope = entry;
      entry = entries[++i] ?? '';
      if (scope !== 'local' && scope !== 'worktree') continue;
    }
    const key = entry.split('\n', 1)[0];
    const match = /^(filter|diff)\.(.+)\.[^.]+$/i.exec(key);
    if (match) (match[1].toLowerCase() === 'filter' ? filters : diffs).add(match[2]);
  }
  const off = (name: string, keys: string[]) => keys.flatMap((key) => ['-c', `${name}.${key}`]);
  return [
    ...[...filters].flatMap((name) => off(`filter.${name}`, ['clean=', 'smudge=', 'process=', 'required=false'])),
    ...[...diffs].flatMap((name) => off(`diff.${name}`, ['textconv=', 'command=', 'cachetextconv=false'])),
  ];
}

/**
 * `-c` arguments that switch off every driver the repository's configuration defines for `cwd` (none: []).
 * Listing config runs no program. Cached per directory for the life of the process.
 */
export function repositoryDrivers(git: string, cwd: string, env: NodeJS.ProcessEnv): string[] {
  const known = cache.get(cwd);
  if (known) return known;
  let args: string[] = [];
  if (!plainRepositoryConfig(cwd)) {
    const { spawnSync } = require('node:child_process') as typeof ChildProcess;
    const list = (scoped: boolean) =>
      spawnSync(
        git,
        ['-c', 'core.fsmonitor=false', 'config', '-z', ...(scoped ? ['--show-scope'] : []), '--get-regexp', '^(filter|diff)\\.'],
        { cwd, env, encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'pipe'] },
      );
    let run = list(true);
    // git before 2.26 has no --show-scope: every driver of every level is switched off then.
    const scoped = !/show-scope/.test(run.stderr ?? '');
    if (!scoped) run = list(false);
    args = switchedOff(run.stdout ?? '', scoped);
  }
  cache.set(cwd, args);
  return args;
}
