import { delimiter } from 'node:path';
import type * as Tinyexec from 'tinyexec';
import { filterGuard } from './git-filters.js';
import { resolveProgram, trustedPathEntries, untrustedRoots } from './programs.js';

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

// `core.fsmonitor` names a program git runs on every `status`; a repository that arrives with its
// own .git/config (an archive, a shared folder) would have it run inside the hook.
const GIT_GUARD = ['-c', 'core.fsmonitor=false'];

/**
 * Runs one of the user's programs by bare name (`git`, `tmux`): resolved to an absolute path on the
 * PATH the hook was given minus the repository's directories (util/programs.ts), and started with
 * that same PATH. tinyexec's `nodePath` would put every `node_modules/.bin` from the cwd upwards
 * first on PATH: off.
 */
export const exec: Exec = async (program, args, options = {}) => {
  const env = { ...process.env, ...options.env };
  const roots = untrustedRoots([process.cwd(), options.cwd ?? ''], env);
  const path = trustedPathEntries(env.PATH, roots).join(delimiter);
  const file = resolveProgram(program, env.PATH, roots);
  if (!file) return { stdout: '', stderr: `${program}: not found on PATH outside the repository`, exitCode: undefined };
  try {
    const guard = program === 'git' ? [...GIT_GUARD, ...filterGuard(file, options.cwd ?? process.cwd(), { ...env, PATH: path })] : [];
    const result = await x(file, [...guard, ...args], {
      timeout: options.timeoutMs ?? 5000,
      throwOnError: false,
      nodePath: false,
      nodeOptions: {
        cwd: options.cwd,
        env: { ...env, PATH: path },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    });
    return { stdout: result.stdout, stderr: result.stderr, exitCode: result.exitCode ?? undefined };
  } catch (error) {
    return { stdout: '', stderr: String(error), exitCode: undefined };
  }
};
