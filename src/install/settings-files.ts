// The thin I/O layer under the pure planners: where each agent keeps its settings, reading them, and
// writing them back the way an installer that edits other programs' files must (back up once, atomic).
import { copyFileSync, existsSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PROFILES } from '../agents/index.js';
import type { AgentName } from '../agents/protocol.js';
import { writeFileAtomic } from '../util/atomic-write.js';

export type Scope = 'user' | 'project';

interface AgentFiles {
  /** The JSON file holding the hook entries (settings.json, or Codex hooks.json). */
  settings: string;
  /** Codex only: config.toml (notify, and hooks when the user keeps them there). */
  config?: string;
}

export function agentFiles(agent: AgentName, scope: Scope, root: string, env: NodeJS.ProcessEnv): AgentFiles {
  const profile = PROFILES[agent];
  const dir = scope === 'project' ? join(root, profile.projectDir) : profile.userDir(env);
  return { settings: join(dir, profile.settingsFile), ...(profile.configFile && { config: join(dir, profile.configFile) }) };
}

export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // ENOTDIR: a file sits where its directory should be; the write check names it.
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw new Error(
      `cannot read ${file} (${code === 'EACCES' ? 'permission denied' : (code ?? (error as Error).message)}); make it readable, then run this again`,
    );
  }
}

/** Copies the file to `<file>.bak` unless a backup already exists: the first backup is the one that matters. */
export function backupOnce(file: string): string | undefined {
  const backup = `${file}.bak`;
  if (!existsSync(file) || existsSync(backup)) return undefined;
  copyFileSync(file, backup);
  return backup;
}

/**
 * Where a settings file really is: a symlink (dotfiles) is followed to its target, also when that target
 * does not exist yet (dotfile managers link first), so the link stays a link and the file is created there.
 */
export function linkTarget(file: string): string {
  let at = file;
  // A bound, not a count that matters: a link loop stops here and fails at the write with ELOOP.
  for (let hops = 0; hops < 40; hops++) {
    try {
      at = resolve(dirname(at), readlinkSync(at));
    } catch {
      return at; // not a link (EINVAL), or nothing there (ENOENT)
    }
  }
  return at;
}

/** Written atomically (util/atomic-write.ts) at the link's target, keeping the file's mode; a failure says what to fix. */
export function writeAtomic(link: string, text: string): void {
  const file = linkTarget(link);
  const dir = dirname(file);
  try {
    writeFileAtomic(file, text, { mode: existsSync(file) ? statSync(file).mode & 0o777 : undefined });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      `cannot write ${file} (${code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (code ?? (error as Error).message)}); make ${dir} writable`,
    );
  }
}

/** `~/...` for display, so output stays short and says which file in the user's terms. */
export function displayPath(file: string, env: NodeJS.ProcessEnv): string {
  const home = env.HOME || homedir();
  return home && file.startsWith(`${home}/`) ? `~/${file.slice(home.length + 1)}` : file;
}
