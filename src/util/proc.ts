import type * as ChildProcess from 'node:child_process';
import { readRegularFile } from './read-file.js';

// Required on first use: a hook run that starts no program (a tool call that is no risky command, most
// SessionStarts, a stop that neither judges the turn nor ends one) never loads it. A prompt does (it stages the
// tree). A synchronous require of a module inside the same bundle, not a lazy chunk.
let childProcess: typeof ChildProcess | undefined;
/** node:child_process, loaded on the first call. */
export const childProcesses = (): typeof ChildProcess => (childProcess ??= require('node:child_process') as typeof ChildProcess);

/** /proc/<pid>/stat (Linux): the command name and the fields after it (field 3 on); undefined where there is no /proc. */
export function procStat(pid: number): { comm: string; fields: string[] } | undefined {
  const stat = readRegularFile(`/proc/${pid}/stat`, { maxBytes: 4096 });
  if (!stat) return undefined;
  // `pid (comm) state ppid pgrp ...`: comm may hold spaces and parentheses, so count from its last ')'.
  const close = stat.lastIndexOf(')');
  return { comm: stat.slice(stat.indexOf('(') + 1, close), fields: stat.slice(close + 2).split(' ') };
}
