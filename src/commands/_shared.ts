import { resolve } from 'node:path';
import { selfCommand } from '../install/invocation.js';
import type { StopOutcome } from '../session/stop.js';
import { runningBundle } from '../util/bundle.js';

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

/** checkpoint's own commands inside a text for the agent or the person: `checkpoint off`, `checkpoint rewind "..."`. */
const OWN_COMMAND = /(?<![\w/.-])checkpoint (?=(?:off|on|goal|rewind|save|resume|restore|undo)\b)/g;

/**
 * Texts tell the agent to run `checkpoint off` or `checkpoint rewind`; where ~/.local/bin is not on the
 * agent's PATH that would be "command not found", so they name the program the way this very run was started.
 */
export function runnable(text: string, env: NodeJS.ProcessEnv = process.env): string {
  let self: string | undefined;
  return text.replace(OWN_COMMAND, () => `${(self ??= selfCommand(env, runningBundle()))} `);
}

export function runnableOutcome<T extends StopOutcome>(outcome: T, env: NodeJS.ProcessEnv = process.env): T {
  const { message, systemMessage } = outcome;
  return { ...outcome, message: message && runnable(message, env), systemMessage: systemMessage && runnable(systemMessage, env) };
}
