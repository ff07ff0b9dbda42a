// init / uninstall: read every agent's files and plan with the pure planners first; only when every
// file is valid and writable is anything written (all or nothing: a broken Gemini file must not leave
// Claude half-installed). Then back up once and write atomically, through symlinks to their target.
import { accessSync, constants, existsSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AgentName } from '../agents/protocol.js';
import { findProjectRoot } from '../util/paths.js';
import { planCodex } from './codex.js';
import { absentDirs, recordCreated, removeCreatedDirs } from './created-dirs.js';
import { hookCommand, notifyArgv, resolveInvocation } from './invocation.js';
import { type AgentPlan, type FileChange, type Mode, planSettingsAgent } from './plan.js';
import { isOurCommand } from './settings.js';
import { agentFiles, backupOnce, displayPath, linkTarget, readText, type Scope, writeAtomic } from './settings-files.js';
import { toolCallSavesEnabled } from './tool-call-saves.js';

export interface InstallOptions {
  mode: Mode;
  agents: AgentName[];
  scope: Scope;
  dryRun: boolean;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The bundle the entries should run (the running dist/checkpoint.js). */
  bundlePath: string;
}

interface InstallReport {
  /** Human-readable lines for stdout. */
  lines: string[];
  /** One actionable sentence per file or agent that could not be handled. */
  errors: string[];
  written: string[];
}

function planAgent(agent: AgentName, options: InstallOptions, root: string): AgentPlan {
  const files = agentFiles(agent, options.scope, root, options.env);
  const invocation = resolveInvocation(options.bundlePath, options.scope);
  const command = hookCommand(invocation, agent);
  // Entries are recognised later (re-init, uninstall, doctor) by the name checkpoint; one we could not
  // recognise would be duplicated by every init.
  if (!isOurCommand(command)) {
    throw new Error(
      `the running bundle ${invocation.bundlePath} must be named checkpoint.js for its entries to be recognised later: rename it and run init again`,
    );
  }
  const common = { hookCommand: command, toolCallSaves: toolCallSavesEnabled(options.cwd, options.env) };
  const settings = { file: files.settings, text: readText(files.settings) };
  if (agent !== 'codex') return planSettingsAgent(agent, { ...common, settings }, options.mode);
  const config = { file: files.config as string, text: readText(files.config as string) };
  return planCodex({ ...common, hooks: settings, config, notifyArgv: notifyArgv(invocation) }, options.mode);
}

function isEmptyDocument(text: string): boolean {
  return text.trim() === '' || text.trim() === '{}';
}

/** The nearest directory that exists: where a new file's directories would be created. */
function existingAncestor(dir: string): string {
  let at = dir;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  return at;
}

/** Why this file cannot be written, in the user's terms, or undefined. */
function unwritable(file: string, env: NodeJS.ProcessEnv): string | undefined {
  const target = existsSync(file) ? file : existingAncestor(dirname(file));
  if (target !== file && !statSync(target).isDirectory()) {
    return `cannot write ${displayPath(file, env)} (${displayPath(target, env)} is a file, not a directory): move it away, then run this again`;
  }
  try {
    accessSync(target, constants.W_OK);
    if (existsSync(file)) accessSync(dirname(file), constants.W_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return `cannot write ${displayPath(file, env)} (${code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? 'permission denied' : code}): make ${displayPath(dirname(target === file ? file : `${target}/x`), env)} writable, or use --scope project`;
  }
}

/**
 * Files that hold nothing but checkpoint's entries: init wrote them whole, so there is nothing of the
 * user's to back up, and a `.bak` of one would make uninstall leave a `{}` the user never had.
 */
function onlyOurs(options: InstallOptions, root: string): Set<string> {
  const ours = new Set<string>();
  for (const agent of options.agents) {
    try {
      for (const change of planAgent(agent, { ...options, mode: 'uninstall' }, root).changes) {
        if (change.before !== undefined && change.changed && isEmptyDocument(change.after)) ours.add(linkTarget(change.file));
      }
    } catch {
      // an agent whose files cannot be planned was already reported by the install plan
    }
  }
  return ours;
}

/** A small line diff for --dry-run: the changed middle of the file, `-` before and `+` after. */
function preview(before: string | undefined, after: string): string[] {
  const a = (before ?? '').split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const lines = [...a.slice(head, a.length - tail).map((l) => `    - ${l}`), ...b.slice(head, b.length - tail).map((l) => `    + ${l}`)];
  return lines.length > 40 ? [...lines.slice(0, 40), `    ... ${lines.length - 40} more lines`] : lines;
}

const FUTURE: Record<string, string> = {
  added: 'would add',
  removed: 'would remove',
  replaced: 'would replace',
  set: 'would set',
  updated: 'would update',
};

/** --dry-run speaks of what would happen, not of what did. */
function future(phrase: string): string {
  return phrase.replace(/^(added|removed|replaced|set|updated)\b/, (verb) => FUTURE[verb]);
}

export const DRY_RUN_NOTE = 'Dry run: nothing was written.';

export async function runInstall(options: InstallOptions): Promise<InstallReport> {
  const report: InstallReport = { lines: [], errors: [], written: [] };
  const { env } = options;
  const root = options.scope === 'project' ? findProjectRoot(options.cwd) : options.cwd;
  const plans: AgentPlan[] = [];
  for (const agent of options.agents) {
    try {
      plans.push(planAgent(agent, options, root));
    } catch (error) {
      report.errors.push(`${agent}: ${(error as Error).message}`);
    }
  }
  const changes: [AgentName, FileChange][] = plans.flatMap((plan) =>
    plan.changes.filter((c) => c.changed).map((c): [AgentName, FileChange] => [plan.agent, { ...c, file: linkTarget(c.file) }]),
  );
  if (!options.dryRun) {
    for (const [agent, change] of changes) {
      const problem = unwritable(change.file, env);
      if (problem) report.errors.push(`${agent}: ${problem}`);
    }
  }
  if (report.errors.length > 0) {
    report.errors.push(`no settings file was changed: fix the above, then run this again`);
    return report;
  }
  const ourFiles = options.mode === 'install' && !options.dryRun ? onlyOurs(options, root) : new Set<string>();
  for (const plan of plans) {
    for (const change of plan.changes) {
      // Uninstall has nothing to say about a file that is not there.
      if (change.summary.length === 0 || (change.before === undefined && !change.changed)) continue;
      const where = displayPath(change.file, env);
      const summary = change.summary.join('; ');
      report.lines.push(
        `${plan.agent}: ${where}: ${options.dryRun && change.changed ? change.summary.map(future).join('; ') : summary}${change.changed ? '' : ' (unchanged)'}`,
      );
      if (!change.changed) continue;
      if (options.dryRun) {
        report.lines.push(...preview(change.before, change.after));
        continue;
      }
      const file = linkTarget(change.file);
      try {
        // No backup means init created this file; emptied again, it goes away instead of staying as `{}`.
        if (options.mode === 'uninstall' && isEmptyDocument(change.after) && !existsSync(`${file}.bak`)) {
          rmSync(file, { force: true });
          report.written.push(file);
          report.lines.push(`  deleted ${where}: it held only checkpoint's entries`);
          for (const dir of removeCreatedDirs(dirname(file), env))
            report.lines.push(`  deleted ${displayPath(dir, env)}, which init had created`);
          continue;
        }
        const backup = ourFiles.has(file) ? undefined : backupOnce(file);
        recordCreated(absentDirs(dirname(file)), env);
        writeAtomic(file, change.after);
        report.written.push(file);
        if (backup) report.lines.push(`  backup: ${displayPath(backup, env)}`);
      } catch (error) {
        report.errors.push(`${plan.agent}: ${(error as Error).message}`);
      }
    }
    for (const note of plan.notes) report.lines.push(`  note: ${note}`);
  }
  if (report.errors.length === 0 && changes.length === 0) {
    report.lines.push(
      options.mode === 'install' ? 'Nothing to change: checkpoint is already installed.' : 'No checkpoint hook entries to remove.',
    );
  }
  if (options.dryRun && changes.length > 0) report.lines.push(DRY_RUN_NOTE);
  return report;
}
