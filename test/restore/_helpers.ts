import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { GIT_IDENTITY } from '../helpers/git-env.js';
import { removeTempDir, tempDir } from '../helpers/temp.js';

/**
 * Only what git and node need: nothing the shell or agent running the tests set (a GIT_DIR from a git
 * hook, CHECKPOINT_DISABLE or _CONFIG, an agent's session id, the user's HOME) reaches a test.
 */
function cleanEnv(home: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: home, ...GIT_IDENTITY, GIT_CONFIG_GLOBAL: '/dev/null' };
}

export const GIT_ENV = cleanEnv(tmpdir());

export function sh(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface Sandbox {
  base: string;
  repo: string;
  env: NodeJS.ProcessEnv;
  write(path: string, text: string | Uint8Array): void;
  read(path: string): string;
  cleanup(): void;
}

/** A temp dir with a committed git repository and its own state dir. */
export function makeRepo(
  files: Record<string, string> = { 'README.md': '# demo\n', 'src/app.js': 'export const a = 1;\n' },
  withGit = true,
): Sandbox {
  const base = tempDir('checkpoint-restore-');
  const repo = join(base, 'repo');
  mkdirSync(repo);
  const write = (path: string, text: string | Uint8Array) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  for (const [path, text] of Object.entries(files)) {
    write(path, text);
    backdate(repo, path);
  }
  if (withGit) {
    sh(repo, 'init', '-q', '-b', 'main');
    sh(repo, 'add', '-A');
    sh(repo, 'commit', '-qm', 'initial');
  }
  return {
    base,
    repo,
    env: {
      ...cleanEnv(join(base, 'home')),
      CHECKPOINT_STATE_DIR: join(base, 'state'),
      XDG_CONFIG_HOME: join(base, 'config'),
      CHECKPOINT_SLUG: '',
    },
    write,
    read: (path) => readFileSync(join(repo, path), 'utf8'),
    // A hook's detached run (a point, the daily prune) may still write into the state dir: waited for.
    cleanup: () => removeTempDir(base),
  };
}

/**
 * The file as written a while before git sees it, as in a repository cloned or committed earlier: not racily
 * clean, which would have the first snapshot hash it again (restore/seed.ts) rather than name the user's blob.
 */
export function backdate(repo: string, path: string): void {
  const earlier = new Date(Date.now() - 10_000);
  utimesSync(join(repo, path), earlier, earlier);
}

/** The path of a program on PATH, or undefined: for tests that need a tool the machine may lack. */
export function programOnPath(name: string): string | undefined {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path));
}

/** Commits everything in the work tree. */
export function commitAll(b: Sandbox): void {
  sh(b.repo, 'add', '-A');
  sh(b.repo, 'commit', '-qm', 'more');
}

/** Every file under a directory with its mode and content hash: byte-identical means equal maps. */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      const path = rel ? `${rel}/${name}` : name;
      const stat = lstatSync(join(dir, path));
      if (stat.isDirectory()) walk(path);
      else if (stat.isSymbolicLink()) out[path] = `link:${readlinkSync(join(dir, path))}`;
      else
        out[path] = `${stat.mode.toString(8)}:${createHash('sha256')
          .update(readFileSync(join(dir, path)))
          .digest('hex')}`;
    }
  };
  walk('');
  return out;
}

/** The working tree (without .git), as path -> content. */
export function treeOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      if (name === '.git') continue;
      const path = rel ? `${rel}/${name}` : name;
      if (lstatSync(join(dir, path)).isDirectory()) walk(path);
      else out[path] = readFileSync(join(dir, path), 'utf8');
    }
  };
  walk('');
  return out;
}

/** A maker of sandbox repositories for one test file's tests: each test's are removed after it. */
export function repoPerTest(): (files?: Record<string, string>) => Sandbox {
  const boxes: Sandbox[] = [];
  afterEach(() => {
    for (const box of boxes.splice(0)) box.cleanup();
  });
  return (files) => {
    const box = makeRepo(files);
    boxes.push(box);
    return box;
  };
}
