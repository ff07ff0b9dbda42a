// Who runs a command in an agent's shell. Gemini's shell carries no session id, and a Claude subagent's shell
// carries its session's: so the tool-call hook records each shell command with its session (and subagent),
// and a command run from that shell finds itself among the records by its own command line, folder and time.
import { basename, resolve } from 'node:path';
import { normalizeWords, segmentCommand } from '../checkpoint/shell.js';
import type { SessionState, ShellCall } from './state.js';

/** Calls kept per session: parallel shell calls of one turn, not a history. */
const KEEP = 8;
/** A call older than this is not the one running now (a person may take a while to approve it). */
const RECENT_MS = 30 * 60_000;
const MAX_COMMAND_CHARS = 4000;

/** The session's recent shell calls with this one added (pure: the hook writes it under the session's lock). */
export function withShellCall(calls: readonly ShellCall[] | undefined, call: ShellCall): ShellCall[] {
  const recent = (calls ?? []).filter((old) => call.at - old.at < RECENT_MS);
  return [...recent, { ...call, command: call.command.slice(0, MAX_COMMAND_CHARS) }].slice(-KEEP);
}

/** This process as the shell started it: checkpoint's arguments (`goal`, `<text>`) and its folder. */
export interface ShellSelf {
  args: readonly string[];
  cwd: string;
}

/** checkpoint's own arguments when a simple command runs it (`checkpoint goal x`, `node /path/checkpoint.js goal x`). */
function checkpointArgs(words: readonly string[]): readonly string[] | undefined {
  let program = normalizeWords(words);
  if (program[0] === 'node') program = program.slice(1 + program.slice(1).findIndex((word) => !word.startsWith('-')));
  return program.length > 0 && /^checkpoint(\.js)?$/.test(basename(program[0])) ? program.slice(1) : undefined;
}

/**
 * How well a recorded call explains this process: 0 it does not run this subcommand; 2 it does; 4 with these
 * very arguments; one more when it ran in this folder (the arguments weigh more than the folder).
 */
function matchScore(call: ShellCall, self: ShellSelf): number {
  let best = 0;
  for (const { words } of segmentCommand(call.command)) {
    const args = checkpointArgs(words);
    if (!args || args[0] !== self.args[0]) continue;
    const same = args.length === self.args.length && args.every((word, i) => word === self.args[i]);
    best = Math.max(best, same ? 2 : 1);
  }
  return best === 0 ? 0 : best * 2 + (resolve(call.cwd) === resolve(self.cwd) ? 1 : 0);
}

const SAME_ARGS = 4;

/**
 * The recorded call that is this process, among the sessions' recent calls: the best fit, then the newest.
 * Undefined when no call of the last half hour runs this checkpoint subcommand (`sameArgs`: with these very
 * arguments).
 */
export function findShellCall(
  sessions: readonly SessionState[],
  self: ShellSelf,
  now: number,
  { sameArgs = false } = {},
): { state: SessionState; call: ShellCall } | undefined {
  let found: { state: SessionState; call: ShellCall; score: number } | undefined;
  for (const state of sessions) {
    for (const call of state.shellCalls ?? []) {
      if (now - call.at > RECENT_MS) continue;
      const score = matchScore(call, self);
      if (score >= (sameArgs ? SAME_ARGS : 1) && (!found || score > found.score || (score === found.score && call.at > found.call.at)))
        found = { state, call, score };
    }
  }
  return found && { state: found.state, call: found.call };
}
