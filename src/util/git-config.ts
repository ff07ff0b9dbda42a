// A repository's config may define drivers by name: `filter.<name>.clean|smudge|process` (run by a plain
// `git status` on a changed file its attributes assign to the filter) and `diff.<name>.textconv|command`.
// Unlike core.fsmonitor there is no one switch: each driver the config defines is switched off by name.
// git reads more than `.git/config`: a linked worktree's or submodule's `.git` file names its git dir, a
// `commondir` file there names the shared one, `config.worktree` adds per-worktree settings, and
// `include`/`includeIf` pull in other files. When any of those could be in play, git itself lists what
// its configuration defines, the way it resolves it.
import { statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { gitTopOf } from './paths.js';
import { childProcesses } from './proc.js';
import { readRegularFile } from './read-file.js';

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

/** The settings `[key, value]` switching off every driver a `git config --get-regexp` listing names. */
function switchedOff(listing: string, scoped: boolean): [string, string][] {
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
  const off = (name: string, settings: [string, string][]) => settings.map(([key, value]): [string, string] => [`${name}.${key}`, value]);
  return [
    ...[...filters].flatMap((name) =>
      off(`filter.${name}`, [
        ['clean', ''],
        ['smudge', ''],
        ['process', ''],
        ['required', 'false'],
      ]),
    ),
    ...[...diffs].flatMap((name) =>
      off(`diff.${name}`, [
        ['textconv', ''],
        ['command', ''],
        ['cachetextconv', 'false'],
      ]),
    ),
  ];
}

/** How the drivers are switched off: `-c` arguments, and the environment for the settings `-c` cannot carry. */
interface DriversOff {
  args: string[];
  env: Record<string, string>;
}

const NONE: DriversOff = { args: [], env: {} };

/**
 * Settings `-c` splits at their first `=`, so a driver named `a=b` is out of its reach: those go to
 * GIT_CONFIG_COUNT/KEY/VALUE (git 2.31 and later; an older git would ignore them, and there is then no
 * safe way to run it: undefined).
 */
function carried(git: string, settings: [string, string][], cwd: string, env: NodeJS.ProcessEnv): DriversOff | undefined {
  const args = settings.filter(([key]) => !key.includes('=')).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
  const named = settings.filter(([key]) => key.includes('='));
  if (named.length === 0) return { args, env: {} };
  const { spawnSync } = childProcesses();
  const version = /(\d+)\.(\d+)/.exec(spawnSync(git, ['version'], { cwd, env, encoding: 'utf8', timeout: 5000 }).stdout ?? '');
  if (!version || Number(version[1]) * 1000 + Number(version[2]) < 2031) return undefined;
  const carriedEnv: Record<string, string> = { GIT_CONFIG_COUNT: String(named.length) };
  named.forEach(([key, value], i) => {
    carriedEnv[`GIT_CONFIG_KEY_${i}`] = key;
    carriedEnv[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return { args, env: carriedEnv };
}

const cache = new Map<string, DriversOff | undefined>();

/**
 * What switches off every driver the repository's configuration defines for `cwd`, or undefined when this
 * git cannot be kept from running one. Listing config runs no program. Cached per directory for the life
 * of the process.
 */
export function repositoryDrivers(git: string, cwd: string, env: NodeJS.ProcessEnv): DriversOff | undefined {
  if (cache.has(cwd)) return cache.get(cwd);
  let off: DriversOff | undefined = NONE;
  if (!plainRepositoryConfig(cwd)) {
    const { spawnSync } = childProcesses();
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
    off = carried(git, switchedOff(run.stdout ?? '', scoped), cwd, env);
  }
  cache.set(cwd, off);
  return off;
}
