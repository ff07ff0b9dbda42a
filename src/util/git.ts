// The one way checkpoint runs git, on the user's repository and on its own shadow repository alike: the
// user's git (an absolute path found on the PATH minus the repository's folders, util/programs.ts), never a
// shell, and never a program that git's configuration names. A repository arrives with a clone, an archive
// or a shared folder, and its config (`.git/config`, `config.worktree`, the common dir of a linked worktree,
// whatever they include) may name filters, diff drivers, an fsmonitor, hooks, a pager, an ssh command or a
// credential helper. Each is switched off on the command line, where git gives it the last word.
import type * as Crypto from 'node:crypto';
import { delimiter } from 'node:path';
import { decodeBytes, encodeBytes } from './byte-path.js';
import { repositoryDrivers } from './git-config.js';
import { log, logging } from './log.js';
import { childProcesses } from './proc.js';
import { resolveProgram, trustedPathEntries, untrustedRoots } from './programs.js';

export interface GitOptions {
  /** The repository's root: PATH directories inside it are never searched (a repository may ship a `git`). */
  root: string;
  cwd?: string;
  /** Run against checkpoint's shadow repository: isolated from every config file, hook and signing. */
  shadow?: { gitDir: string; workTree?: string };
  /** The user's repository read through another index file (a copy checkpoint holds). */
  indexFile?: string;
  input?: string | Uint8Array;
  timeoutMs?: number;
  /** Environment to start from (default process.env); git's own location variables are always dropped. */
  env?: NodeJS.ProcessEnv;
}

interface GitResult {
  ok: boolean;
  stdout: string;
  stderr: string;
  /** undefined when git could not start or was killed (timeout). */
  status: number | undefined;
}

/** Variables a calling git (a hook, an agent inside a rebase) may leave that would point git elsewhere. */
const INHERITED_GIT_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_NAMESPACE',
  'GIT_COMMON_DIR',
  'GIT_PREFIX',
  'GIT_CONFIG',
  'GIT_CONFIG_PARAMETERS',
  'GIT_CONFIG_COUNT',
  'GIT_EXTERNAL_DIFF',
  'GIT_DIFF_OPTS',
  'GIT_PAGER',
  'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR',
  'GIT_ASKPASS',
  'GIT_SSH',
  'GIT_SSH_COMMAND',
  'GIT_PROXY_COMMAND',
  'GIT_EXEC_PATH',
];

/**
 * Settings that name a program, each switched off (whatever level of config set it): the fsmonitor and
 * hooks git runs on a status or an index write, the pager, the askpass, ssh and credential programs (and every protocol, so that no lazy fetch of a partial clone reaches them).
 * No git command checkpoint runs needs any of them.
 */
const NO_PROGRAMS = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'core.pager=cat',
  'core.askPass=',
  'core.sshCommand=',
  'credential.helper=',
  'protocol.allow=never',
  'submodule.recurse=false',
  'status.submoduleSummary=false',
  'gc.auto=0',
  'maintenance.auto=false',
  'core.quotepath=false',
].flatMap((setting) => ['-c', setting]);

/** The shadow repository is checkpoint's own: no user config at all, and what it stores is what the files hold. */
const SHADOW_SETTINGS = [
  'commit.gpgsign=false',
  'core.autocrlf=false',
  'core.safecrlf=false',
  'core.logAllRefUpdates=false',
  'core.bigFileThreshold=16m',
].flatMap((setting) => ['-c', setting]);

interface Invocation {
  program?: string;
  prefix: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * The program, the arguments before the command and the environment of one kind of call: built once per
 * process, environment and kind, not per spawn (a snapshot runs git several times with the same ones).
 */
const invocations = new WeakMap<NodeJS.ProcessEnv, Map<string, Invocation>>();

function invocation(options: GitOptions): Invocation {
  const base = options.env ?? process.env;
  const { shadow } = options;
  const key = [
    options.root,
    options.cwd ?? '',
    base.PATH ?? '',
    shadow?.gitDir ?? '',
    shadow?.workTree ?? '',
    options.indexFile ?? '',
  ].join('\0');
  let kinds = invocations.get(base);
  if (!kinds) invocations.set(base, (kinds = new Map()));
  let found = kinds.get(key);
  if (!found) kinds.set(key, (found = setUp(options, base)));
  return found;
}

function setUp(options: GitOptions, base: NodeJS.ProcessEnv): Invocation {
  const roots = untrustedRoots([options.root, options.cwd ?? ''], base);
  const program = resolveProgram('git', base.PATH, roots);
  const env: NodeJS.ProcessEnv = {
    ...base,
    PATH: trustedPathEntries(base.PATH, roots).join(delimiter),
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    PAGER: 'cat',
    GIT_NO_LAZY_FETCH: '1',
    GIT_OPTIONAL_LOCKS: '0',
    LC_ALL: 'C',
  };
  for (const name of INHERITED_GIT_VARIABLES) delete env[name];
  const prefix = [...NO_PROGRAMS];
  if (options.shadow) {
    Object.assign(env, {
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_AUTHOR_NAME: 'checkpoint',
      GIT_AUTHOR_EMAIL: 'checkpoint@localhost',
      GIT_COMMITTER_NAME: 'checkpoint',
      GIT_COMMITTER_EMAIL: 'checkpoint@localhost',
    });
    prefix.push(...SHADOW_SETTINGS);
    prefix.push(`--git-dir=${options.shadow.gitDir}`);
    // The index is split: git then rewrites only the entries changed since its shared index (a few KB) at
    // each update-index and write-tree, not all of them.
    if (options.shadow.workTree) prefix.push('-c', 'core.splitIndex=true', `--work-tree=${options.shadow.workTree}`);
  } else {
    if (options.indexFile) env.GIT_INDEX_FILE = options.indexFile;
    // The user's repository: the drivers its own config defines (filters, diff drivers) are its programs.
    const off = program ? repositoryDrivers(program, options.cwd ?? options.root, env) : undefined;
    if (!off) return { prefix, env };
    prefix.push(...off.args);
    Object.assign(env, off.env);
  }
  return { program, prefix, env };
}

/** The git command of an argument list: the first word that is no option (`-c name=value` skipped). */
function commandOf(args: string[]): string {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-c' || args[i] === '-C') i++;
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

const NOT_FOUND: GitResult = { ok: false, stdout: '', stderr: 'git not found on PATH (outside the repository)', status: undefined };

function spawnOptions(options: GitOptions, env: NodeJS.ProcessEnv) {
  return { cwd: options.cwd ?? options.root, env, timeout: options.timeoutMs ?? 60_000, maxBuffer: 512 * 1024 * 1024 };
}

/**
 * Runs git and waits for it. Its output is text with file names in it: a name that is not UTF-8 keeps its
 * bytes, escaped (util/byte-path.ts), and a string input goes back to git as those bytes.
 */
export function git(args: string[], options: GitOptions): GitResult {
  const { stdout, ...rest } = gitBytes(args, options);
  return { ...rest, stdout: decodeBytes(stdout) };
}

/** git() with stdout as bytes (file contents). */
export function gitBytes(args: string[], options: GitOptions): Omit<GitResult, 'stdout'> & { stdout: Buffer } {
  const { program, prefix, env } = invocation(options);
  if (!program) return { ...NOT_FOUND, stdout: Buffer.alloc(0) };
  const done = timer(args);
  const result = childProcesses().spawnSync(program, [...prefix, ...args], {
    ...spawnOptions(options, env),
    input: typeof options.input === 'string' ? encodeBytes(options.input) : options.input,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  done();
  const status = result.error || result.status === null ? undefined : result.status;
  return {
    ok: status === 0,
    status,
    stdout: result.stdout ?? Buffer.alloc(0),
    stderr: result.stderr?.toString('utf8') || (result.error ? String(result.error) : ''),
  };
}

/** git() with its stdout going straight into an open file (a blob of any size, never held in memory). */
export function gitInto(args: string[], options: GitOptions, fd: number): Omit<GitResult, 'stdout'> {
  const { program, prefix, env } = invocation(options);
  if (!program) return { ...NOT_FOUND };
  const done = timer(args);
  const result = childProcesses().spawnSync(program, [...prefix, ...args], {
    ...spawnOptions(options, env),
    stdio: ['ignore', fd, 'pipe'],
  });
  done();
  const status = result.error || result.status === null ? undefined : result.status;
  return { ok: status === 0, status, stderr: result.stderr?.toString('utf8') || (result.error ? String(result.error) : '') };
}

/** git() without waiting for it: the caller works on while git runs (its output is read once it is back). */
export function gitAsync(args: string[], options: GitOptions): Promise<GitResult> {
  const { program, prefix, env } = invocation(options);
  if (!program) return Promise.resolve(NOT_FOUND);
  const done = timer(args);
  return new Promise((resolve) => {
    // Its own timer, not spawn's `timeout`: node clears that one only on an exit, and a git that never started
    // (its folder gone) has none, so the timer would keep this process alive for a minute.
    const { timeout, ...options_ } = spawnOptions(options, env);
    const child = childProcesses().spawn(program, [...prefix, ...args], {
      ...options_,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    if (options.input !== undefined) {
      // A git that exits before reading all of it closes the pipe: no error of ours.
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(typeof options.input === 'string' ? encodeBytes(options.input) : options.input);
    }
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      // A git that never started leaves its pipes open, and node alive, unless they are closed.
      for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.destroy();
      resolve({ ok: false, stdout: '', stderr: String(error), status: undefined });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      done();
      resolve({
        ok: code === 0,
        status: code ?? undefined,
        stdout: decodeBytes(Buffer.concat(out)),
        stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

/** git()'s failure as one line: git's own first line of complaint. */
export function gitFailure(args: string[], result: Pick<GitResult, 'stderr'>): Error {
  return new Error(`git ${commandOf(args)} failed: ${result.stderr.trim().split('\n')[0] || 'no output'}`);
}

/** Like git(), but throws with git's own message when it fails. */
export function gitOrThrow(args: string[], options: GitOptions): string {
  const result = git(args, options);
  if (!result.ok) throw gitFailure(args, result);
  return result.stdout;
}

/** The id git gives these bytes as a blob (SHA-1 of `blob <size>\0` and the bytes), without a git process. */
export function gitBlobId(bytes: Buffer): string {
  return (require('node:crypto') as typeof Crypto).createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}
