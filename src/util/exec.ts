import type * as Tinyexec from 'tinyexec';

// tinyexec brings child_process, streams and readline with it, and most hook runs (a stop inside the
// threshold, a prompt) never start a program: it is required on first use. This is a synchronous
// require of a module inside the same bundle, not a lazy chunk.
let tinyexec: typeof Tinyexec | undefined;
const x: typeof Tinyexec.x = (...args) => (tinyexec ??= require('tinyexec') as typeof Tinyexec).x(...args);

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

export const exec: Exec = async (program, args, options = {}) => {
  try {
    const result = await x(program, args, {
      timeout: options.timeoutMs ?? 5000,
      throwOnError: false,
      nodeOptions: {
        cwd: options.cwd,
        env: options.env ? { ...process.env, ...options.env } : process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    });
    return { stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode ?? undefined };
  } catch (error) {
    return { stdout: '', stderr: String(error), exitCode: undefined };
  }
};
