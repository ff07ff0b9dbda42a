import type * as Os from 'node:os';
import { delimiter } from 'node:path';
import { git } from './git.js';
import { findProjectRoot } from './paths.js';
import { childProcesses } from './proc.js';
import { resolveProgram, trustedPathEntries, untrustedRoots } from './programs.js';

export interface ExecResult {
  stdout: string;
  stderr: string;
  /** undefined when the program could not start or was killed (timeout). */
  exitCode: number | undefined;
}

export interface ExecOptions {
  cwd?: string;
  timeoutMs?: number;
  env?: Record<string, string>;
}

/** The one seam for running programs: always an argument array, never a shell. */
export type Exec = (program: string, args: string[], options?: ExecOptions) => Promise<ExecResult>;

/**
 * Runs one of the user's programs by bare name (`git`, `tmux`, `ps`): resolved to an absolute path on the
 * PATH the hook was given minus the repository's directories (util/programs.ts), and started with that
 * same PATH. git goes through the one git runner (util/git.ts), which also switches off every program its
 * configuration names. spawnSync, not an asynchronous spawn (tinyexec before): a hook has nothing to do
 * while its program runs, and the pipes of an asynchronous child load Node's net, stream and readline
 * modules, measured at 3 ms a run, on the agent's critical path.
 */
export const exec: Exec = async (program, args, options = {}) => {
  const env = { ...process.env, ...options.env };
  if (program === 'git') {
    const cwd = options.cwd ?? process.cwd();
    const result = git(args, { root: findProjectRoot(cwd), cwd, env, timeoutMs: options.timeoutMs ?? 5000 });
    return { stdout: result.stdout, stderr: result.stderr, exitCode: result.status };
  }
  const roots = untrustedRoots([process.cwd(), options.cwd ?? ''], env);
  const path = trustedPathEntries(env.PATH, roots).join(delimiter);
  const file = resolveProgram(program, env.PATH, roots);
  if (!file) return { stdout: '', stderr: `${program}: not found on PATH outside the repository`, exitCode: undefined };
  try {
    const result = childProcesses().spawnSync(file, args, {
      cwd: options.cwd,
      env: { ...env, PATH: path },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: options.timeoutMs ?? 5000,
      maxBuffer: 256 * 1024 * 1024,
    });
    // Killed at the timeout, or could not start: no exit code.
    const exitCode = result.error || result.status === null ? undefined : result.status;
    return { stdout: result.stdout ?? '', stderr: result.stderr || (result.error ? String(result.error) : ''), exitCode };
  } catch (error) {
    return { stdout: '', stderr: String(error), exitCode: undefined };
  }
};

/**
 * Starts a program detached from this process (its own process group, no output) with `input` on its stdin, and
 * returns at once: the program goes on after this one exits. Node itself (`process.execPath`) with the given
 * arguments. The input (a few KB) fits the pipe's buffer: it is there before this process exits.
 */
export function startDetached(args: string[], env: NodeJS.ProcessEnv, input: string, onError: (error: unknown) => void): void {
  try {
    const child = childProcesses().spawn(process.execPath, args, { detached: true, stdio: ['pipe', 'ignore', 'ignore'], env });
    child.on('error', onError);
    child.stdin.on('error', onError);
    child.stdin.end(input);
    child.unref();
  } catch (error) {
    onError(error);
  }
}

/** This process (and the programs it starts) at low priority: whoever it works for goes first for the CPU. */
export function yieldTheCpu(): void {
  try {
    (require('node:os') as typeof Os).setPriority(10);
  } catch {
    // not allowed here: run as is
  }
}
