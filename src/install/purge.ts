// `uninstall --purge`: after the hook entries, everything else install and the hooks left on disk:
// the program, its link, the state dir and the settings backups. The user's config stays (it is
// theirs), and is named so they know.
import { existsSync, lstatSync, readlinkSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { AGENTS } from '../agents/protocol.js';
import { findProjectRoot, stateDir, userConfigFile } from '../util/paths.js';
import { removeEmptyDirs, targetOf } from './apply.js';
import { agentFiles, displayPath } from './files.js';

/** Where install.sh puts the program and its link (same defaults and variables as install.sh). */
function installPaths(env: NodeJS.ProcessEnv): { program: string; link: string } {
  const home = env.HOME || homedir();
  const installDir = env.CHECKPOINT_HOME || join(home, '.local', 'share', 'checkpoint');
  const binDir = env.CHECKPOINT_BIN_DIR || join(home, '.local', 'bin');
  return { program: join(installDir, 'checkpoint.js'), link: join(binDir, 'checkpoint') };
}

function isOurLink(link: string, program: string): boolean {
  try {
    return lstatSync(link).isSymbolicLink() && resolve(dirname(link), readlinkSync(link)) === program;
  } catch {
    return false;
  }
}

interface Leftovers {
  /** [what, path] pairs that exist now. */
  items: [string, string][];
  config?: string;
}

export function leftovers(env: NodeJS.ProcessEnv, cwd: string): Leftovers {
  const items: [string, string][] = [];
  const { program, link } = installPaths(env);
  if (existsSync(program)) items.push(['the program', program]);
  if (isOurLink(link, program)) items.push(['its link', link]);
  const state = stateDir(env);
  if (existsSync(state)) items.push(['the state dir', state]);
  const root = findProjectRoot(cwd);
  for (const agent of AGENTS) {
    for (const scope of ['user', 'project'] as const) {
      const files = agentFiles(agent, scope, root, env);
      for (const file of [files.settings, files.config]) {
        if (file && existsSync(`${targetOf(file)}.bak`)) items.push(['a backup', `${targetOf(file)}.bak`]);
      }
    }
  }
  const config = userConfigFile(env);
  // Project scope run from home names the same files as user scope: each path once.
  const unique = items.filter(([, path], i) => items.findIndex(([, other]) => other === path) === i);
  return { items: unique, config: existsSync(config) ? config : undefined };
}

/** Removes the leftovers, one line each; empty directories they leave go too. */
export function purge(env: NodeJS.ProcessEnv, cwd: string): { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  const { items, config } = leftovers(env, cwd);
  for (const [what, path] of items) {
    try {
      rmSync(path, { recursive: true, force: true });
      lines.push(`removed ${what}: ${displayPath(path, env)}`);
      for (const dir of removeEmptyDirs(dirname(path), env)) lines.push(`removed the empty ${displayPath(dir, env)}`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      errors.push(`cannot remove ${displayPath(path, env)} (${code}): remove it by hand`);
    }
  }
  // The running bundle saves its compile cache into the state dir at exit; that must not bring it back.
  const state = stateDir(env);
  process.once('exit', () => {
    rmSync(state, { recursive: true, force: true });
    removeEmptyDirs(dirname(state), env);
  });
  if (config) lines.push(`kept your config: ${displayPath(config, env)} (remove it by hand if you want it gone)`);
  if (items.length === 0) lines.push('Nothing else to remove.');
  return { lines, errors };
}
