import { resolve } from 'node:path';
import { writeError } from './_error.js';

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
