import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { type Exec, exec as realExec } from '../util/exec.js';
import { procStat } from '../util/proc.js';
import { readRegularFile } from '../util/read-file.js';

// Typing into a pane is only safe while Codex is what reads it. When Codex has exited, was suspended
// (Ctrl-Z) or the pane was reused, the pane's foreground program is a shell, and a pasted checkpoint
// would run line by line as commands (measured: the transcript's failed command and `npm test` ran).
// The client name in the payload cannot tell; the processes can: the Codex that started this notify
// must be in the foreground process group of that very pane's terminal.

interface ProcessInfo {
  pid: number;
  ppid: number;
  /** Process group, and the foreground process group of its controlling terminal. */
  pgrp: number;
  tpgid: number;
  /** Names it goes by: the kernel's command name and argv[0]'s base name. */
  names: string[];
  /** Whether its controlling terminal is this device (`/dev/pts/3`). */
  onTerminal(tty: string): boolean;
}

const CODEX = /^codex/i;

/** From /proc (Linux); undefined where there is no /proc or the process is gone. */
function procInfo(pid: number): ProcessInfo | undefined {
  const stat = procStat(pid);
  if (!stat) return undefined;
  // After comm: state ppid pgrp session tty_nr tpgid ...
  const { comm } = stat;
  const [, ppid, pgrp, , ttyNr, tpgid] = stat.fields.map(Number);
  const argv0 = (readRegularFile(`/proc/${pid}/cmdline`, { maxBytes: 4096, truncate: true }) ?? '').split('\0')[0] ?? '';
  return {
    pid,
    ppid: ppid!,
    pgrp: pgrp!,
    tpgid: tpgid!,
    names: [comm, basename(argv0)].filter(Boolean),
    onTerminal: (tty) => {
      try {
        // tty_nr uses the kernel's device encoding, which matches st_rdev for every pty device.
        return statSync(tty).rdev === ttyNr;
      } catch {
        return false;
      }
    },
  };
}

/** From `ps` (macOS, BSD): one table of every process, read once. */
async function psTable(exec: Exec): Promise<Map<number, ProcessInfo>> {
  const table = new Map<number, ProcessInfo>();
  const result = await exec('ps', ['-A', '-o', 'pid=,ppid=,pgid=,tpgid=,tty=,comm='], { timeoutMs: 1000 });
  if (result.exitCode !== 0) return table;
  for (const line of result.stdout.split('\n')) {
    const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(-?\d+)\s+(\S+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const [, pid, ppid, pgrp, tpgid, tty, comm] = match;
    table.set(Number(pid), {
      pid: Number(pid),
      ppid: Number(ppid),
      pgrp: Number(pgrp),
      tpgid: Number(tpgid),
      names: [basename(comm!.trim())],
      onTerminal: (device) => device.replace(/^\/dev\//, '') === tty || basename(device) === tty,
    });
  }
  return table;
}

interface ForegroundOptions {
  /** Where the search for Codex starts: the process that ran notify. */
  startPid?: number;
  exec?: Exec;
}

/**
 * Whether the Codex that started this process (its nearest ancestor named codex, a few levels up at
 * most: a wrapper script may sit between) is in the foreground of the terminal `tty`.
 */
export async function codexOwnsTerminal(tty: string, options: ForegroundOptions = {}): Promise<boolean> {
  let lookup: (pid: number) => ProcessInfo | undefined = procInfo;
  if (!procInfo(process.pid)) {
    const table = await psTable(options.exec ?? realExec);
    lookup = (pid) => table.get(pid);
  }
  let pid = options.startPid ?? process.ppid;
  for (let depth = 0; depth < 6 && pid > 1; depth++) {
    const info = lookup(pid);
    if (!info) return false;
    if (info.names.some((name) => CODEX.test(name))) return info.tpgid > 0 && info.pgrp === info.tpgid && info.onTerminal(tty);
    pid = info.ppid;
  }
  return false;
}

/** What tmux says runs in the pane: Codex itself, or node running the npm wrapper that started it. */
export function looksLikeCodex(paneCommand: string): boolean {
  return CODEX.test(paneCommand) || paneCommand === 'node';
}
