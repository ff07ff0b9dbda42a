// How the agents' settings call checkpoint.
//
// Agents start hooks with their own environment (a desktop app or IDE often has a PATH without
// ~/.local/bin), so user-scope entries name the running bundle by absolute path: `node <bundle>`.
// `node` stays a bare name on purpose: version managers (nvm, fnm, volta) move the absolute node path on
// every upgrade, and the bundle's own shebang would need `node` on PATH anyway. Running it through
// `node` also works when the file lost its executable bit.
// Project-scope settings are committed and shared, where one person's absolute home path would be
// wrong for everyone else: there the entry is portable shell that also looks in ~/.local/bin (where
// install.sh links it) and does nothing, silently, on a machine without checkpoint.
import { delimiter, join } from 'node:path';
import { parse, quote } from 'shell-quote';
import { checkpointOnPath } from '../util/bundle.js';
import { realPathOr } from '../util/paths.js';

interface Invocation {
  /** The program and leading arguments that run checkpoint (`["checkpoint"]` or `["node", "/abs/checkpoint.js"]`). */
  argv: string[];
  bundlePath: string;
  /** Project scope: shell that finds checkpoint on PATH or in ~/.local/bin, and does nothing without it. */
  portable?: boolean;
}

export function resolveInvocation(bundlePath: string, scope: 'user' | 'project'): Invocation {
  const bundle = realPathOr(bundlePath);
  if (scope === 'project') return { argv: ['checkpoint'], bundlePath: bundle, portable: true };
  return { argv: ['node', bundle], bundlePath: bundle };
}

/** Where install.sh links checkpoint by default: the fallback a portable entry searches after PATH. */
const PORTABLE_PATH = 'PATH="$PATH:$HOME/.local/bin"';

function portable(words: string): string {
  return `${PORTABLE_PATH}; command -v checkpoint >/dev/null && checkpoint ${words} || true`;
}

/** The shell command line an agent runs for one hook (agents run hook commands through a shell). */
export function hookCommand(invocation: Invocation, agent: string): string {
  if (invocation.portable) return portable(`hook ${agent}`);
  return quote([...invocation.argv, 'hook', agent]);
}

/** Codex starts `notify` directly (no shell): an argument array; the payload is appended as `$@`. */
export function notifyArgv(invocation: Invocation): string[] {
  if (invocation.portable) return ['sh', '-c', portable('notify "$@"'), 'checkpoint-notify'];
  return [...invocation.argv, 'notify'];
}

/** PATH as a portable entry searches it. */
function portablePath(pathEnv: string | undefined, home: string): string {
  return [pathEnv ?? '', join(home, '.local', 'bin')].filter(Boolean).join(delimiter);
}

/** The bundle a recorded hook command runs, when it can be told (`node <path> hook ...`, `checkpoint hook ...`, portable entries). */
export function bundleOfCommand(command: string, pathEnv: string | undefined, home = ''): string | undefined {
  const words = parse(command).filter((w): w is string => typeof w === 'string');
  const at = words.findIndex((word, i) => i > 0 && (word === 'hook' || word === 'notify') && /checkpoint(\.js)?$/.test(words[i - 1]));
  const script = at > 0 ? words[at - 1] : words[0] === 'node' ? words[1] : words[0];
  if (script === 'checkpoint') return checkpointOnPath(command.includes(PORTABLE_PATH) ? portablePath(pathEnv, home) : pathEnv);
  return script ? realPathOr(script) : undefined;
}
