// How the agents' settings call checkpoint.
//
// Agents start hooks with their own environment (a desktop app or IDE often has a PATH without
// ~/.local/bin), so by default the entry names the running bundle by absolute path: `node <bundle>`.
// `node` stays a bare name on purpose: version managers (nvm, fnm, volta) move the absolute node path on
// every upgrade, and the bundle's own shebang would need `node` on PATH anyway. Running it through
// `node` also works when the file lost its executable bit.
// Project-scope settings are committed and shared, where one person's absolute home path would be
// wrong for everyone else: there, when `checkpoint` on PATH resolves (realpath) to this very bundle,
// the entry is the plain `checkpoint`. User-scope settings always name the bundle by absolute path.
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { parse, quote } from 'shell-quote';

export interface Invocation {
  /** The program and leading arguments that run checkpoint (`["checkpoint"]` or `["node", "/abs/checkpoint.js"]`). */
  argv: string[];
  bundlePath: string;
}

function realpathOrSelf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** The `checkpoint` that PATH finds first, resolved through links, or undefined. */
export function checkpointOnPath(pathEnv: string | undefined): string | undefined {
  for (const dir of (pathEnv ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, 'checkpoint');
    if (existsSync(candidate)) return realpathOrSelf(candidate);
  }
  return undefined;
}

export function resolveInvocation(bundlePath: string, pathEnv: string | undefined, scope: 'user' | 'project'): Invocation {
  const bundle = realpathOrSelf(bundlePath);
  if (scope === 'project' && checkpointOnPath(pathEnv) === bundle) return { argv: ['checkpoint'], bundlePath: bundle };
  return { argv: ['node', bundle], bundlePath: bundle };
}

/** The shell command line an agent runs for one hook (agents run hook commands through a shell). */
export function hookCommand(invocation: Invocation, agent: string): string {
  return quote([...invocation.argv, 'hook', agent]);
}

/** Codex starts `notify` directly (no shell): an argument array. */
export function notifyArgv(invocation: Invocation): string[] {
  return [...invocation.argv, 'notify'];
}

/** The bundle a recorded hook command runs, when it can be told (`node <path> hook ...` or `checkpoint hook ...`). */
export function bundleOfCommand(command: string, pathEnv: string | undefined): string | undefined {
  const words = parse(command).filter((w): w is string => typeof w === 'string');
  if (words[0] === 'checkpoint') return checkpointOnPath(pathEnv);
  const script = words[0] === 'node' ? words[1] : words[0];
  return script ? realpathOrSelf(script) : undefined;
}
