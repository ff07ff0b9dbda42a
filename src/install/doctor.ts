// `checkpoint doctor`: is everything checkpoint needs in place? Each check says what it found and, when
// something is wrong, the one thing to do about it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PROFILES } from '../agents/index.js';
import { AGENTS, type AgentName, eventName } from '../agents/protocol.js';
import { describeProblem, loadConfig } from '../config/load.js';
import { checkpointOnPath } from '../util/bundle.js';
import { closest } from '../util/closest.js';
import type { Exec } from '../util/exec.js';
import { findProjectRoot, stateDir, userConfigFile } from '../util/paths.js';
import { agentFound } from './found.js';
import { desiredEntries } from './hook-entries.js';
import { installedIn } from './installed.js';
import { bundleOfCommand } from './invocation.js';
import { entrySlot } from './settings.js';
import { agentFiles, displayPath, type Scope } from './settings-files.js';

export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface Check {
  name: string;
  status: CheckStatus;
  detail: string;
}

interface DoctorOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  bundlePath: string;
  exec: Exec;
  nodeVersion?: string;
}

function nodeCheck(version: string): Check {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  return major >= 20
    ? { name: 'node', status: 'ok', detail: `v${version.replace(/^v/, '')}` }
    : { name: 'node', status: 'fail', detail: `v${version} is too old: install Node.js 20 or newer` };
}

async function toolCheck(exec: Exec, program: string, required: boolean, why: string): Promise<Check> {
  const result = await exec(program, program === 'tmux' ? ['-V'] : ['--version']);
  if (result.exitCode === 0) return { name: program, status: 'ok', detail: result.stdout.trim().split('\n')[0] };
  return { name: program, status: required ? 'fail' : 'warn', detail: `not found: ${why}` };
}

/** The agent is told to run `checkpoint off`; that only works by name when PATH finds this bundle. */
function pathCheck(env: NodeJS.ProcessEnv, bundlePath: string): Check {
  const found = checkpointOnPath(env.PATH);
  const binDir = env.CHECKPOINT_BIN_DIR || join(env.HOME || homedir(), '.local', 'bin');
  const line = `export PATH="${binDir.replace(env.HOME || homedir(), '$HOME')}:$PATH"`;
  if (found === bundlePath) return { name: 'PATH', status: 'ok', detail: `\`checkpoint\` runs ${displayPath(bundlePath, env)}` };
  if (found)
    return {
      name: 'PATH',
      status: 'warn',
      detail: `\`checkpoint\` on PATH runs ${found}, not ${bundlePath}: run \`sh install.sh\` from the checkout you use, or remove the other one`,
    };
  return {
    name: 'PATH',
    status: 'warn',
    detail: `\`checkpoint\` is not on PATH (hooks still run by absolute path): add this line to ~/.profile or your shell's rc file, then open a new terminal: ${line}`,
  };
}

function stateDirCheck(env: NodeJS.ProcessEnv): Check {
  const dir = stateDir(env);
  const probe = join(dir, `.doctor-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(probe, '');
    rmSync(probe);
    return { name: 'state dir', status: 'ok', detail: `${displayPath(dir, env)} is writable` };
  } catch (error) {
    return {
      name: 'state dir',
      status: 'fail',
      detail: `${dir} is not writable (${(error as Error).message}): fix its permissions or set CHECKPOINT_STATE_DIR`,
    };
  }
}

const NOT_HERE = 'not on this machine';

interface AgentScopeCheck {
  check?: Check;
  /** The settings file holding checkpoint's entries, when this scope has any. */
  wired?: string;
  /** The agent runs checkpoint at its stops from this scope (its stop entry is in place). */
  runs?: boolean;
  /** This scope lacks something `checkpoint init` adds (the user scope's gaps share one fix line). */
  gap?: boolean;
}

/** Why the tool-call entry matters to this agent, when it is missing and no save needs it. */
function toolCallWhy(agent: AgentName, toolSaves: string[]): string {
  if (toolSaves.length > 0)
    return `restore.autoSave includes ${toolSaves.join(' and ')}, and those saves see shell calls only through this entry`;
  return agent === 'gemini'
    ? "without it, a command run from Gemini's shell (goal, undo) goes by the latest Gemini session, not by its own"
    : 'without it, a goal opened by a subagent is not refused';
}

/**
 * One agent's entries in one scope. `toolSaves`: the saves of restore.autoSave that see shell calls
 * (risky, interval), which only the tool-call entry shows them. A missing lifecycle entry, an entry of another
 * checkpoint or one under a misspelled event fails; a missing tool-call entry fails when saves need it, else warns.
 */
function agentCheck(agent: AgentName, scope: Scope, root: string, toolSaves: string[], options: DoctorOptions): AgentScopeCheck {
  const name = `${agent} (${scope})`;
  // From the home directory, the project's files are the user's: checked once, as the user's.
  if (
    scope === 'project' &&
    agentFiles(agent, 'project', root, options.env).settings === agentFiles(agent, 'user', root, options.env).settings
  )
    return {};
  // The user scope's gaps share one fix line (runDoctor); a project's is said on its own line.
  const fix = scope === 'project' ? `: run \`checkpoint init --agent ${agent} --scope project\`` : '';
  let found: ReturnType<typeof installedIn>;
  try {
    found = installedIn(agent, scope, root, options.env);
  } catch (error) {
    return { check: { name, status: 'fail', detail: (error as Error).message } };
  }
  const where = displayPath(found.files.settings, options.env);
  const profile = PROFILES[agent];
  const typos = found.keys.flatMap((key) => {
    if (profile.knownEvents.includes(key)) return [];
    const meant = closest(key, profile.knownEvents);
    return meant ? [{ key, meant, ours: found.entries.some((entry) => entry.event === key) }] : [];
  });
  const typoText = ({ key, meant, ours }: (typeof typos)[number]) =>
    `\`hooks.${key}\` is no ${agent} event (did you mean \`${meant}\`?)${ours ? ": checkpoint's entry there never runs" : ': its hooks never run'}`;
  if (found.entries.length === 0) {
    if (scope === 'project') return {};
    if (!agentFound(agent, options.env, 'user', root))
      return { check: { name, status: 'ok', detail: `${NOT_HERE} (no \`${agent}\` on PATH, no settings directory)` } };
    return { gap: true, check: { name, status: 'warn', detail: `no checkpoint hooks in ${where}` } };
  }
  const desired = desiredEntries(agent, '', toolSaves.length > 0);
  const missing = desired.filter((entry) => !found.entries.some((e) => entrySlot(e) === entrySlot(entry)));
  const missingTool = missing.filter((entry) => entry.matcher !== undefined);
  const missingLifecycle = missing.filter((entry) => entry.matcher === undefined);
  const stale = found.entries.filter(
    (e) => bundleOfCommand(e.command, options.env.PATH, options.env.HOME || homedir()) !== options.bundlePath,
  );
  const failures: string[] = [];
  const warnings: string[] = typos.filter((typo) => !typo.ours).map(typoText);
  failures.push(...typos.filter((typo) => typo.ours).map(typoText));
  if (missingLifecycle.length > 0) failures.push(`missing ${missingLifecycle.map(entrySlot).join(', ')}`);
  if (missingTool.length > 0)
    (toolSaves.length > 0 ? failures : warnings).push(
      `missing ${missingTool.map(entrySlot).join(', ')} (${toolCallWhy(agent, toolSaves)})`,
    );
  if (stale.length > 0)
    failures.push(`${stale.length === 1 ? '1 entry runs' : `${stale.length} entries run`} another checkpoint (${stale[0].command})`);
  const notify =
    agent === 'codex'
      ? found.notify === 'ours'
        ? '; notify set'
        : found.notify === 'other'
          ? '; notify held by another program (no tmux route)'
          : '; notify not set'
      : '';
  const wired = found.files.settings;
  const stop = eventName(profile, 'stop');
  const runs = found.entries.some((entry) => entry.event === stop);
  const problems = [...failures, ...warnings];
  if (problems.length === 0)
    return { wired, runs, check: { name, status: 'ok', detail: `${where}: ${found.entries.map(entrySlot).join(', ')}${notify}` } };
  const status: CheckStatus = failures.length > 0 ? 'fail' : 'warn';
  return { wired, runs, gap: true, check: { name, status, detail: `${where}: ${problems.join('; ')}${fix}` } };
}

/** Entries in the user's and this project's settings of one agent: the agent runs both, so every event twice. */
function doubleWiring(agent: AgentName, user: string | undefined, project: string | undefined, env: NodeJS.ProcessEnv): Check | undefined {
  if (!user || !project || user === project) return undefined;
  return {
    name: `${agent} (both scopes)`,
    status: 'warn',
    detail: `checkpoint's entries are in ${displayPath(user, env)} and in ${displayPath(project, env)}: ${agent} runs both, so every event runs twice (a stop is judged twice, the session-start context shows twice); keep one: \`checkpoint uninstall --agent ${agent} --scope project\` (this repository's) or \`--scope user\` (yours)`,
  };
}

function configChecks(cwd: string, env: NodeJS.ProcessEnv): Check[] {
  const loaded = loadConfig(cwd, env);
  // Retention, caps and auto-saving come from the user's own config only (SPEC 3.6).
  const untrusted = loaded.untrusted.map(
    ({ file, keys }): Check => ({
      name: 'config',
      status: 'warn',
      detail: `${displayPath(file, env)} sets ${keys.map((key) => `\`${key}\``).join(', ')}: ignored, a repository's file cannot change what protects your work; set it in ${displayPath(userConfigFile(env), env)} if you want it`,
    }),
  );
  if (loaded.problems.length === 0) {
    const files = loaded.files.map((f) => displayPath(f, env)).join(', ');
    return [{ name: 'config', status: 'ok', detail: files ? `valid: ${files}` : 'defaults (no config file)' }, ...untrusted];
  }
  return [...loaded.problems.map((problem): Check => ({ name: 'config', status: 'fail', detail: describeProblem(problem) })), ...untrusted];
}

export async function runDoctor(options: DoctorOptions): Promise<Check[]> {
  const root = findProjectRoot(options.cwd);
  const checks: Check[] = [nodeCheck(options.nodeVersion ?? process.versions.node)];
  checks.push({ name: 'bundle', status: 'ok', detail: options.bundlePath }, pathCheck(options.env, options.bundlePath));
  const toolSaves = loadConfig(options.cwd, options.env).config.restore.autoSave.filter((kind) => kind === 'risky' || kind === 'interval');
  const gaps: { agent: AgentName; status: CheckStatus }[] = [];
  let runs = false;
  for (const agent of AGENTS) {
    const user = agentCheck(agent, 'user', root, toolSaves, options);
    const project = agentCheck(agent, 'project', root, toolSaves, options);
    const double = doubleWiring(agent, user.wired, project.wired, options.env);
    for (const check of [user.check, project.check, double]) if (check) checks.push(check);
    runs ||= Boolean(user.runs || project.runs);
    if (user.gap && user.check) gaps.push({ agent, status: user.check.status });
  }
  // One line fixes every gap of the user scope: init adds what is missing and keeps the rest as it is.
  const init = `checkpoint init${gaps.length > 0 ? ` --agent ${gaps.map((gap) => gap.agent).join(',')}` : ''}`;
  if (!runs) checks.push({ name: 'agents', status: 'fail', detail: `no agent runs checkpoint at its stops yet: run \`${init}\`` });
  else if (gaps.length > 0)
    checks.push({
      name: 'fix',
      status: gaps.some((gap) => gap.status === 'fail') ? 'fail' : 'warn',
      detail: `run \`${init}\`: it adds what the user settings above lack, and keeps your other entries and your tuning of checkpoint's`,
    });
  checks.push(stateDirCheck(options.env));
  checks.push(await toolCheck(options.exec, 'git', true, 'install git (changed files and restore snapshots need it)'));
  checks.push(await toolCheck(options.exec, 'tmux', false, 'only the Codex notify route needs it'));
  checks.push(...configChecks(options.cwd, options.env));
  return checks;
}

export function doctorOk(checks: Check[]): boolean {
  return checks.every((check) => check.status !== 'fail');
}

export function formatChecks(checks: Check[]): string {
  const mark: Record<CheckStatus, string> = { ok: '[ok]  ', warn: '[warn]', fail: '[FAIL]' };
  return checks.map((c) => `${mark[c.status]} ${c.name}: ${c.detail}`).join('\n');
}
