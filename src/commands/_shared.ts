import { resolve } from 'node:path';

export const sessionArg = {
  type: 'string',
  valueHint: 'id',
  description: 'Session id (default: the agent session this runs in, else the latest of this workspace)',
} as const;
export const jsonArg = { type: 'boolean', description: 'Print JSON', default: false } as const;

/** One sentence with its fix on stderr; with --json the same sentence as `{"error": ...}` on stdout. */
export function fail(message: string, code = 1, json = false): void {
  if (json) process.stdout.write(`${JSON.stringify({ error: message, exitCode: code })}\n`);
  else process.stderr.write(`${message}\n`);
  process.exitCode = code;
}

/** `1 restore point`, `2 restore points`. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

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
