import type { ToolCall } from '../transcript/timeline.js';
import { runsTests } from './intent.js';
import { isProbeCommand } from './probes.js';
import { normalizedCommand, normalizeWords, programName, segmentCommand } from './shell.js';
import type { CallEffects } from './turn-scope.js';

// Failed calls the agent left behind. Detection is structural (the tool result says it failed, never a
// guess from output text); the wording (diagnose.ts) only words the observation from the failed call's output.

const NO_MATCH_IS_SUCCESS = new Set(['grep', 'egrep', 'fgrep', 'rg', 'ag', 'ack']);

/** `grep`/`rg` exit 1 with no output means "no match", not a failure. */
function isEmptySearch(command: string, call: ToolCall): boolean {
  const segments = segmentCommand(command);
  const last = normalizeWords(segments[segments.length - 1]?.words ?? []);
  const search = NO_MATCH_IS_SUCCESS.has(last[0] ?? '') || (last[0] === 'git' && last[1] === 'grep');
  // the readers read exit codes and drop the harness lines, so an empty output is no output at all
  return search && call.exitCode === 1 && call.output.trim() === '';
}

/** Detection: the call failed. Reads and other tools are left out: a missing file looked up is not the agent's work failing. */
export function isFailure(call: ToolCall): boolean {
  if (call.kind !== 'shell' && call.kind !== 'edit') return false;
  const failed = call.failed || (call.exitCode !== undefined && call.exitCode !== 0);
  if (!failed) return false;
  const command = call.command;
  if (call.kind !== 'shell' || command === undefined) return true;
  return !isEmptySearch(command, call) && !isProbeCommand(command) && !isOwnCommand(command);
}

/** checkpoint's own commands refusing (`goal` while one is open, `rewind` with none) answer the agent; they are not its work failing. */
function isOwnCommand(command: string): boolean {
  const segments = segmentCommand(command);
  const [program = '', script = ''] = normalizeWords(segments[segments.length - 1]?.words ?? []);
  // `checkpoint goal`, or its bundle run by the runtime that runs it (`<runtime> /path/checkpoint.js goal`)
  return /^checkpoint(\.js)?$/.test(programName(program)) || programName(script) === 'checkpoint.js';
}

/** A failure names a file when its root-relative path, or a trailing part of at least two segments, appears. */
function namesFile(text: string, file: string): boolean {
  const parts = file.split('/');
  const last = Math.max(1, parts.length - 2);
  for (let start = 0; start <= last && start < parts.length; start++) {
    if (text.includes(parts.slice(start).join('/'))) return true;
  }
  return false;
}

/** Unresolved failures: no later successful re-run of the same command, no later edit of a file it named. */
export function unresolvedFailures(calls: ToolCall[], effects: CallEffects[]): ToolCall[] {
  // One pass from the last call back, each command parsed once: what the calls after this one ran
  // and touched is carried along, so a long turn of many commands stays linear.
  const laterCommands = new Set<string>();
  const laterTouched = new Set<string>();
  let laterTestPassed = false;
  const unresolved: ToolCall[] = [];
  for (let index = calls.length - 1; index >= 0; index--) {
    const call = calls[index];
    const command = call.kind === 'shell' ? call.command : undefined;
    const key = command !== undefined ? normalizedCommand(command) : undefined;
    const isTest = command !== undefined && runsTests(command);
    const failed = isFailure(call);
    if (failed) {
      const text = `${command ?? ''}\n${call.output}\n${call.paths.join('\n')}`;
      const named =
        call.kind === 'edit' ? (path: string) => effects[index]?.targets.includes(path) : (path: string) => namesFile(text, path);
      // the same command again speaks for this one, whether it passed or failed again
      const resolved =
        (key !== undefined && laterCommands.has(key)) ||
        (isTest && laterTestPassed) ||
        [...laterTouched].some((path) => path !== '' && named(path));
      if (!resolved) unresolved.push(call);
    }
    if (key !== undefined) laterCommands.add(key);
    if (isTest && !failed) laterTestPassed = true;
    for (const touch of effects[index]?.touches ?? []) if (!touch.accepts) for (const path of touch.paths) laterTouched.add(path);
  }
  return unresolved.reverse();
}
