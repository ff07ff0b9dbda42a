// `uninstall --purge`: after the hook entries, everything else install and the hooks left on disk:
// the program, its link, the state dir and the settings backups, then the directories checkpoint
// created that this leaves empty (created-dirs.ts). The user's config stays (it is theirs), and is
// named so they know.
import { existsSync, lstatSync, readlinkSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { AGENTS } from '../agents/protocol.js';
import { Workspace } from '../restore/workspace.js';
import { counted } from '../util/counted.js';
import { findProjectRoot, stateDir, userConfigFile } from '../util/paths.js';
import { createdDirs, removeCreatedDirs } from './created-dirs.js';
import { installedIn } from './installed.js';
import { agentFiles, displayPath, linkTarget } from './settings-files.js';

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

/** What the state dir holds that a person may want to know before it goes: `, with 12 restore points in 3 workspaces`. */
function stateHolds(env: NodeJS.ProcessEnv): string {
  const workspaces = Workspace.all(env);
  if (workspaces.length === 0) return '';
  const points = workspaces.reduce((sum, workspace) => sum + workspace.ids().length, 0);
  return `, with ${counted(points, 'restore point')} in ${counted(workspaces.length, 'workspace')}`;
}

/**
 * This repository's settings files that still run checkpoint when a user-scope uninstall leaves them: committed
 * and shared, they stay, and do nothing once checkpoint is gone (project entries run it only where installed).
 */
export function projectStillWired(env: NodeJS.ProcessEnv, cwd: string): string[] {
  const root = findProjectRoot(cwd);
  return AGENTS.flatMap((agent) => {
    const project = agentFiles(agent, 'project', root, env);
    if (project.settings === agentFiles(agent, 'user', root, env).settings) return [];
    try {
      return installedIn(agent, 'project', root, env).entries.length > 0 ? [project.settings] : [];
    } catch {
      return [];
    }
  });
}

export function leftovers(env: NodeJS.ProcessEnv, cwd: string): Leftovers {
  const items: [string, string][] = [];
  const { program, link } = installPaths(env);
  if (existsSync(program)) items.push(['the program', program]);
  if (isOurLink(link, program)) items.push(['its link', link]);
  const state = stateDir(env);
  if (existsSync(state)) items.push([`the state dir${stateHolds(env)}`, state]);
  const root = findProjectRoot(cwd);
  for (const agent of AGENTS) {
    for (const scope of ['user', 'project'] as const) {
      const files = agentFiles(agent, scope, root, env);
      for (const file of [files.settings, files.config]) {
        if (file && existsSync(`${linkTarget(file)}.bak`)) items.push(['a backup', `${linkTarget(file)}.bak`]);
      }
    }
  }
  const config = userConfigFile(env);
  // Project scope run from home names the same files as user scope: each path once.
  const unique = items.filter(([, path], i) => items.findIndex(([, other]) => other === path) === i);
  return { items: unique, config: existsSync(config) ? config : undefined };
}

/** Removes the leftovers, one line each (with dryRun, says what it would remove); the directories checkpoint created that they leave empty go too. */
export function purge(env: NodeJS.ProcessEnv, cwd: string, dryRun = false): { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  const { items, config } = leftovers(env, cwd);
  // Read before the state dir, which holds the record, goes.
  const created = createdDirs(env);
  for (const [what, path] of items) {
    if (dryRun) {
      lines.push(`would remove ${what}: ${displayPath(path, env)}`);
      continue;
    }
    try {
      rmSync(path, { recursive: true, force: true });
      lines.push(`removed ${what}: ${displayPath(path, env)}`);
      for (const dir of removeCreatedDirs(dirname(path), env, created))
        lines.push(`removed ${displayPath(dir, env)}, which checkpoint had created`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      errors.push(`cannot remove ${displayPath(path, env)} (${code}): remove it by hand`);
    }
  }
  if (config)
    lines.push(`${dryRun ? 'would keep' : 'kept'} your config: ${displayPath(config, env)} (remove it by hand if you want it gone)`);
  if (items.length === 0) lines.push('Nothing else to remove.');
  if (dryRun) return { lines, errors };
  // The running bundle saves its compile cache into the state dir at exit; that must not bring it back.
  const state = stateDir(env);
  process.once('exit', () => {
    rmSync(state, { recursive: true, force: true });
    removeCreatedDirs(dirname(state), env, created);
  });
  return { lines, errors };
}
