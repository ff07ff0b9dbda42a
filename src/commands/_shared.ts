import { resolve } from 'node:path';
import type { BuildInput } from '../checkpoint/build.js';
import type { CheckpointResult } from '../checkpoint/types.js';
import { readTimeline } from '../transcript/index.js';
import { codePath } from '../util/code-cache.js';
import { writeError } from './_error.js';

/**
 * The parts of the hook path only some events use (a judged stop rarely), loaded on first use. cli.ts passes lazy
 * requires (the bundle evaluates a module when it is first required); tests pass the modules they imported
 * (vitest cannot require TypeScript). The code cache (scripts/build.mjs) learns each path a run reports
 * (util/code-cache.ts), so a part loaded late is compiled code all the same.
 */
export interface HookParts {
  /** Restore points: every event but a stop, a stop that ends a turn (its turn point), and the detached runs. */
  restore: () => typeof import('../restore/hooks.js');
  /** The checkpoint builder: only a stop judged in full (past the threshold, with work to judge). */
  checkpoint: () => typeof import('../checkpoint/build.js');
  /** The investigation guard's SessionStart context. */
  guard: () => typeof import('../guard/session-start.js');
}

type Builder = (input: BuildInput) => Promise<CheckpointResult>;

export const sessionArg = {
  type: 'string',
  valueHint: 'id',
  description:
    'Session id, or a unique start of one (default: the session of the agent shell this runs in, else the latest session of this workspace; `checkpoint sessions` lists them)',
} as const;
export const jsonArg = { type: 'boolean', description: 'Print JSON', default: false } as const;

/** One sentence with its fix on stderr; with --json the same sentence as `{"error": ...}` on stdout (_error.ts). */
export function fail(message: string, code = 1, json = false): void {
  writeError(message, code, json);
}

/**
 * The errors of one command: `checkpoint <command>: <problem>: <fix>` (exit 1, or 2 for bad usage), as JSON
 * when the command was asked for JSON.
 */
export function failure(command: string, json = false): (problem: string, code?: number) => void {
  return (problem, code = 1) => writeError(`checkpoint ${command}: ${problem}`, code, json);
}

export { counted } from '../util/counted.js';

export function cwdOf(dir: string | undefined): string {
  return resolve(dir ?? process.cwd());
}

export function ago(ms: number | undefined, now = Date.now()): string {
  if (ms === undefined) return 'never';
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  if (seconds < 60) return `${seconds}s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ${seconds % 60}s ago`;
  return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m ago`;
}

/**
 * What a route's stop evaluation runs, as the entry gives it: the builder (a lazy part) and the transcript
 * reader, each reporting its code path to the bundle's code cache (util/code-cache.ts) when it runs.
 */
export function stopEffects(parts: Pick<HookParts, 'checkpoint'>): { build: Builder; read: typeof readTimeline } {
  return {
    build: (input) => {
      codePath('build');
      return parts.checkpoint().buildCheckpoint(input);
    },
    read: (...args) => {
      codePath('transcript');
      return readTimeline(...args);
    },
  };
}
