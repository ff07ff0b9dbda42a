import { defineCommand } from 'citty';
import { DRY_RUN_NOTE, runInstall } from '../install/apply.js';
import { installArgs, parseAgents, parseScope, UsageError } from '../install/cli-args.js';
import { foundAgents } from '../install/found.js';
import type { Mode } from '../install/plan.js';
import { leftovers, projectStillWired, purge } from '../install/purge.js';
import { displayPath } from '../install/settings-files.js';
import { runningBundle } from '../util/bundle.js';
import { findProjectRoot } from '../util/paths.js';

/** init and uninstall differ only in mode; this is their shared body. */
export async function runInstallCommand(
  mode: Mode,
  args: { agent?: string; scope?: string; 'dry-run'?: boolean; purge?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const name = mode === 'install' ? 'init' : 'uninstall';
  let agents: ReturnType<typeof parseAgents>;
  let scope: ReturnType<typeof parseScope>;
  try {
    agents = parseAgents(args.agent);
    scope = parseScope(args.scope);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`checkpoint ${name}: ${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  const cwd = process.cwd();
  const out: string[] = [];
  if (mode === 'install' && !args.agent) {
    const { found, missing } = foundAgents(env, scope, findProjectRoot(cwd));
    agents = found;
    if (missing.length > 0) {
      const example = missing[0];
      out.push(
        found.length === 0
          ? `No agent found on this machine (no claude, gemini or codex on PATH, no ~/.claude, ~/.gemini or ~/.codex): nothing to wire. Install one and run \`checkpoint init\` again, or name one with --agent ${example}.`
          : `Skipped ${missing.join(', ')}: not found on this machine (not on PATH, no settings directory); \`checkpoint init --agent ${example}\` wires it anyway.`,
      );
    }
  }
  // Said before anything goes: a purge leaves this repository's committed entries, which then do nothing.
  if (mode === 'uninstall' && args.purge && scope === 'user') {
    const wired = projectStillWired(env, cwd);
    if (wired.length > 0)
      out.push(
        `This repository's ${wired.map((file) => displayPath(file, env)).join(', ')} still run${wired.length === 1 ? 's' : ''} checkpoint (project scope, shared through git): this purge leaves ${wired.length === 1 ? 'it' : 'them'}, and once checkpoint is gone ${wired.length === 1 ? 'it does' : 'they do'} nothing; \`checkpoint uninstall --scope project\` removes those entries.`,
      );
  }
  const report =
    agents.length === 0
      ? { lines: [], errors: [], written: [] }
      : await runInstall({ mode, agents, scope, dryRun: Boolean(args['dry-run']), cwd, env, bundlePath: runningBundle() });
  out.push(...report.lines);
  if (mode === 'uninstall' && report.errors.length === 0) {
    if (args.purge) {
      const dryRun = Boolean(args['dry-run']);
      const purged = purge(env, cwd, dryRun);
      // The dry run's closing note closes what purge would remove too.
      if (dryRun && out.at(-1) === DRY_RUN_NOTE) out.pop();
      out.push(...purged.lines, ...(dryRun ? [DRY_RUN_NOTE] : []));
      report.errors.push(...purged.errors);
    } else if (!args['dry-run']) {
      const { items } = leftovers(env, cwd);
      if (items.length > 0) {
        out.push(
          `Kept ${items.map(([what, path]) => `${what} (${displayPath(path, env)})`).join(', ')}: \`checkpoint uninstall --purge\` removes them too.`,
        );
      }
    }
  }
  if (out.length > 0) process.stdout.write(`${out.join('\n')}\n`);
  for (const error of report.errors) process.stderr.write(`checkpoint ${name}: ${error}\n`);
  if (report.errors.length > 0) process.exitCode = 1;
}

export default defineCommand({
  meta: {
    name: 'init',
    description:
      "Add checkpoint's hook entries to the agents' settings: yours in HOME, or this repository's with --scope project (idempotent; backs up each file once)",
  },
  args: installArgs,
  run: ({ args }) => runInstallCommand('install', args),
});
