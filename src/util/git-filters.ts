// A repository's own .git/config may define filter drivers (`filter.<name>.clean|smudge|process`)
// and its .gitattributes (or .git/info/attributes) assign them to every file: then a plain `git
// status` or `git ls-files` starts the repository's program to hash a changed file. Unlike
// core.fsmonitor there is no one switch: each driver the config names is switched off by name.
import type * as ChildProcess from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from './paths.js';
import { readRegularFile } from './read-file.js';

const cache = new Map<string, string[]>();

/**
 * `-c` arguments that switch off every filter driver git's config defines for `cwd` (none: []).
 * Reading config runs no program. Cached per directory for the life of the process.
 */
export function filterGuard(git: string, cwd: string, env: NodeJS.ProcessEnv): string[] {
  const known = cache.get(cwd);
  if (known) return known;
  let args: string[] = [];
  if (plainConfig(cwd)) {
    cache.set(cwd, args);
    return args;
  }
  try {
    const { spawnSync } = require('node:child_process') as typeof ChildProcess;
    const run = spawnSync(git, ['-c', 'core.fsmonitor=false', 'config', '-z', '--get-regexp', '^filter\\.'], {
      cwd,
      env,
      encoding: 'utf8',
      timeout: 5000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const names = new Set<string>();
    for (const entry of (run.stdout ?? '').split('\0')) {
      const key = entry.split('\n', 1)[0]!;
      const name = key.slice('filter.'.length, key.lastIndexOf('.'));
      if (key.startsWith('filter.') && name) names.add(name);
    }
    args = [...names].flatMap((name) =>
      ['clean', 'smudge', 'process'].flatMap((what) => ['-c', `filter.${name}.${what}=`]).concat('-c', `filter.${name}.required=false`),
    );
  } catch {
    // no config to read: no filter either
  }
  cache.set(cwd, args);
  return args;
}

/**
 * The common case without a git process on the hook path: a repository whose own config file
 * (.git a directory) mentions neither a filter nor an include (which could bring one in). The global
 * and system config are the user's own.
 */
function plainConfig(cwd: string): boolean {
  const gitDir = join(findProjectRoot(cwd), '.git');
  try {
    if (!statSync(gitDir).isDirectory()) return false;
  } catch {
    return false;
  }
  const text = readRegularFile(join(gitDir, 'config'));
  return text !== undefined && !/filter|include/i.test(text);
}
