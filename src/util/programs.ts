import { accessSync, constants, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, isAbsolute, join, sep } from 'node:path';
import { findProjectRoot, realPathOr } from './paths.js';

// A hook runs inside whatever repository the agent was started in, and a hostile repository can ship
// `node_modules/.bin/git`, `bin/tmux` or a PATH entry like `.`: cloning it and starting an agent there
// must not run its programs. checkpoint only ever runs the user's own programs (git, tmux), found on
// the PATH the agent gave the hook minus every directory a repository can put a file in.

function inside(path: string, root: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : `${root}${sep}`);
}

/**
 * The directories no program may come from: the repository of each given directory. A home
 * directory that is itself a repository (dotfiles) is not one a hostile clone can be, and taking it
 * would drop `~/.local/bin`: there the directory alone is untrusted.
 */
export function untrustedRoots(dirs: readonly string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const home = realPathOr(env.HOME || homedir());
  const roots = new Set<string>();
  for (const dir of dirs) {
    if (!dir || !isAbsolute(dir)) continue;
    const realDir = realPathOr(dir);
    const repo = realPathOr(findProjectRoot(realDir));
    const root = inside(home, repo) ? realDir : repo;
    if (!inside(home, root)) roots.add(root);
  }
  return [...roots];
}

function fromRepository(path: string, roots: readonly string[]): boolean {
  return path.split(/[\\/]/).includes('node_modules') || roots.some((root) => inside(path, root));
}

/** PATH without relative entries (they name the cwd), `node_modules` folders, or anything inside the roots. */
export function trustedPathEntries(path: string | undefined, roots: readonly string[]): string[] {
  const entries: string[] = [];
  for (const entry of (path ?? '').split(delimiter)) {
    if (!entry || !isAbsolute(entry)) continue;
    if (fromRepository(entry, roots) || fromRepository(realPathOr(entry), roots)) continue;
    if (!entries.includes(entry)) entries.push(entry);
  }
  return entries;
}

const resolved = new Map<string, string | undefined>();

/**
 * The absolute path of `name` on the trusted PATH, or undefined. A candidate that is a link into
 * the repository is skipped too. Cached per process: a hook resolves git once.
 */
export function resolveProgram(name: string, path: string | undefined, roots: readonly string[]): string | undefined {
  if (!name || name.includes('/') || name.includes('\\')) return undefined;
  const key = `${name}\0${path}\0${roots.join('\0')}`;
  if (resolved.has(key)) return resolved.get(key);
  let found: string | undefined;
  const extensions = process.platform === 'win32' ? ['.exe', '.cmd'] : [''];
  search: for (const dir of trustedPathEntries(path, roots)) {
    for (const extension of extensions) {
      const candidate = join(dir, name + extension);
      try {
        if (!statSync(candidate).isFile()) continue;
        accessSync(candidate, constants.X_OK);
      } catch {
        continue;
      }
      if (fromRepository(realPathOr(candidate), roots)) continue;
      found = candidate;
      break search;
    }
  }
  resolved.set(key, found);
  return found;
}
