// The one way restore code runs git: an absolute path resolved outside the project, never a shell.
import type * as ChildProcess from 'node:child_process';
import { delimiter } from 'node:path';
import { filterGuard } from '../util/git-filters.js';
import { log, logging } from '../util/log.js';
import { resolveProgram, trustedPathEntries, untrustedRoots } from '../util/programs.js';

interface GitOptions {
  /** The project root: PATH directories inside it are never searched (a repository may ship a `git`). */
  root: string;
  cwd?: string;
  /** Run against the shadow repository: isolated from the user's config, hooks and signing. */
  shadow?: { gitDir: string; workTree?: string; indexFile?: string };
  input?: string;
  timeoutMs?: number;
}

interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

/** `git` from the PATH the hook was given, minus the repository's directories (util/programs.ts). */
export function gitBinary(root: string, path = process.env.PATH ?? ''): string | undefined {
  return resolveProgram('git', path, untrustedRoots([root]));
}

// Required on first use, not at start-up: most hook runs start no process (see util/exec.ts).
let childProcess: typeof ChildProcess | undefined;
const processes = () => (childProcess ??= require('node:child_process') as typeof ChildProcess);

// Variables a calling git (a hook, an agent inside a rebase) may leave that would point us elsewhere.
export const INHERITED_GIT_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_NAMESPACE',
  'GIT_COMMON_DIR',
  'GIT_PREFIX',
];

// A snapshot runs git several times for one root: its program and PATH are looked up once.
const resolved = new Map<string, { program?: string; path: string }>();

function programFor(root: string): { program?: string; path: string } {
  const key = `${root}\0${process.env.PATH ?? ''}`;
  let found = resolved.get(key);
  if (!found) {
    const roots = untrustedRoots([root]);
    found = { program: resolveProgram('git', process.env.PATH, roots), path: trustedPathEntries(process.env.PATH, roots).join(delimiter) };
    resolved.set(key, found);
  }
  return found;
}

/**
 * The program, the arguments before the command and the environment of one kind of call (the user's
 * repository, or the shadow with its work tree and index): built once per process, not per spawn (a
 * snapshot runs git three to five times with the same ones).
 */
const invocations = new Map<string, { program?: string; prefix: string[]; env: NodeJS.ProcessEnv }>();

function invocation(args: string[], options: GitOptions): { program?: string; argv: string[]; env: NodeJS.ProcessEnv } {
  const { shadow } = options;
  const key = [
    options.root,
    options.cwd ?? '',
    process.env.PATH ?? '',
    shadow?.gitDir ?? '',
    shadow?.workTree ?? '',
    shadow?.indexFile ?? '',
  ].join('\0');
  let found = invocations.get(key);
  if (!found) {
    found = setUp(options);
    invocations.set(key, found);
  }
  return { program: found.program, argv: [...found.prefix, ...args], env: found.env };
}

function setUp(options: GitOptions): { program?: string; prefix: string[]; env: NodeJS.ProcessEnv } {
  const { program, path } = programFor(options.root);
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: path, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' };
  for (const name of INHERITED_GIT_VARIABLES) delete env[name];
  // A repository's own config may name programs (fsmonitor, hooks): never start them.
  const prefix = ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'core.quotepath=false'];
  // The user's repository (not the shadow, whose config is ours): its filter drivers are its programs.
  if (!options.shadow && program) prefix.push(...filterGuard(program, options.cwd ?? options.root, env));
  if (options.shadow) {
    Object.assign(env, {
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 'checkpoint',
      GIT_AUTHOR_EMAIL: 'checkpoint@localhost',
      GIT_COMMITTER_NAME: 'checkpoint',
      GIT_COMMITTER_EMAIL: 'checkpoint@localhost',
    });
    if (options.shadow.indexFile) env.GIT_INDEX_FILE = options.shadow.indexFile;
    prefix.push(
      '-c',
      'commit.gpgsign=false',
      '-c',
      'core.autocrlf=false',
      '-c',
      'core.safecrlf=false',
      '-c',
      'gc.auto=0',
      '-c',
      'core.logAllRefUpdates=false',
    );
    // The persistent index is split: git then rewrites only the entries changed since its shared
    // index (a few KB) at each update-index and write-tree, not all of them (index-file.ts counts it).
    // A throwaway index is written once and read once: whole.
    if (options.shadow.workTree) prefix.push('-c', `core.splitIndex=${options.shadow.indexFile ? 'false' : 'true'}`);
    prefix.push(`--git-dir=${options.shadow.gitDir}`);
    if (options.shadow.workTree) prefix.push(`--work-tree=${options.shadow.workTree}`);
  }
  return { program, prefix, env };
}

/** The git command of an argument list: the first word that is no option (`-c name=value` skipped). */
function commandOf(args: string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-c') i++;
    else if (!args[i].startsWith('-')) return args[i];
  }
  return '';
}

/** Logs how long a git call took, when logging: process.hrtime, since the first performance.now() loads perf_hooks. */
function timer(args: string[]): () => void {
  if (!logging) return () => {};
  const started = process.hrtime.bigint();
  return () => log.debug(`git ${commandOf(args)}: ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)} ms`);
}

export function git(args: string[], options: GitOptions): GitResult {
  const { program, argv, env } = invocation(args, options);
  if (!program) return { ok: false, stdout: '', stderr: 'git not found on PATH' };
  const done = timer(args);
  const result = processes().spawnSync(program, argv, {
    cwd: options.cwd ?? options.root,
    env,
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: options.timeoutMs ?? 60_000,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  done();
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? String(result.error ?? '') };
}

/** git() without waiting for it: the caller works on while git runs (its output is read once it is back). */
export function gitAsync(args: string[], options: GitOptions): Promise<GitResult> {
  const { program, argv, env } = invocation(args, options);
  if (!program) return Promise.resolve({ ok: false, stdout: '', stderr: 'git not found on PATH' });
  const done = timer(args);
  return new Promise((resolve) => {
    const child = processes().spawn(program, argv, {
      cwd: options.cwd ?? options.root,
      env,
      timeout: options.timeoutMs ?? 60_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => resolve({ ok: false, stdout: '', stderr: String(error) }));
    child.on('close', (code) => {
      done();
      resolve({ ok: code === 0, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

/** Like git(), but throws with git's own message when it fails. */
export function gitOrThrow(args: string[], options: GitOptions): string {
  const result = git(args, options);
  if (!result.ok) throw new Error(`git ${args[0]} failed: ${result.stderr.trim().split('\n')[0] || 'no output'}`);
  return result.stdout;
}
