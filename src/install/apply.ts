// init / uninstall: read each agent's files, plan with the pure planners, then (unless dry-run) back up
// once and write atomically. Every agent's plan is complete before any of its files is written, and a
// file we refuse to edit stops only that agent.
import { existsSync, rmSync } from 'node:fs';
import { findProjectRoot } from '../config/load.js';
import type { AgentName } from '../transcript/timeline.js';
import { planCodex } from './codex.js';
import { type Scope, agentFiles, backupOnce, displayPath, readText, writeAtomic } from './files.js';
import { hookCommand, notifyArgv, resolveInvocation } from './invocation.js';
import { type AgentPlan, type Mode, planSettingsAgent } from './plan.js';
import { riskySavesEnabled } from './risky.js';
import { isOurCommand } from './settings.js';

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

export interface InstallReport {
  /** Human-readable lines for stdout. */
  lines: string[];
  /** One actionable sentence per agent that could not be handled. */
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
    throw new Error(`the running bundle ${invocation.bundlePath} must be named checkpoint.js for its entries to be recognised later: rename it and run init again`);
  }
  const common = { hookCommand: command, riskySaves: riskySavesEnabled(options.cwd, options.env) };
  const settings = { file: files.settings, text: readText(files.settings) };
  if (agent !== 'codex') return planSettingsAgent(agent, { ...common, settings }, options.mode);
  const config = { file: files.config as string, text: readText(files.config as string) };
  return planCodex({ ...common, hooks: settings, config, notifyArgv: notifyArgv(invocation) }, options.mode);
}

function isEmptyDocument(text: string): boolean {
  return text.trim() === '' || text.trim() === '{}';
}

export async function runInstall(options: InstallOptions): Promise<InstallReport> {
  const report: InstallReport = { lines: [], errors: [], written: [] };
  const root = options.scope === 'project' ? findProjectRoot(options.cwd) : options.cwd;
  let planned = 0;
  for (const agent of options.agents) {
    let plan: AgentPlan;
    try {
      plan = planAgent(agent, options, root);
    } catch (error) {
      report.errors.push(`${agent}: ${(error as Error).message}`);
      continue;
    }
    for (const change of plan.changes) {
      if (change.summary.length === 0) continue;
      const where = displayPath(change.file, options.env);
      report.lines.push(`${agent}: ${where}: ${change.summary.join('; ')}${change.changed ? '' : ' (unchanged)'}`);
      if (!change.changed) continue;
      planned++;
      if (options.dryRun) {
        report.lines.push(`  dry run: ${where} not written`);
        continue;
      }
      try {
        // No backup means init created this file; emptied again, it goes away instead of staying as `{}`.
        if (options.mode === 'uninstall' && isEmptyDocument(change.after) && !existsSync(`${change.file}.bak`)) {
          rmSync(change.file, { force: true });
          report.written.push(change.file);
          report.lines.push(`  deleted ${where}: it held only checkpoint's entries`);
          continue;
        }
        const backup = backupOnce(change.file);
        writeAtomic(change.file, change.after);
        report.written.push(change.file);
        if (backup) report.lines.push(`  backup: ${displayPath(backup, options.env)}`);
      } catch (error) {
        report.errors.push(`${agent}: ${(error as Error).message}`);
      }
    }
    for (const note of plan.notes) report.lines.push(`  note: ${note}`);
  }
  if (report.errors.length === 0 && planned === 0) {
    report.lines.push(options.mode === 'install' ? 'Nothing to change: checkpoint is already installed.' : 'Nothing to remove.');
  }
  return report;
}
