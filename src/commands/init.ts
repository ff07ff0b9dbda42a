import { defineCommand } from 'citty';
import { runInstall } from '../install/apply.js';
import { UsageError, installArgs, parseAgents, parseScope, runningBundle } from '../install/cli-args.js';
import type { Mode } from '../install/plan.js';

/** init and uninstall differ only in mode; this is their shared body. */
export async function runInstallCommand(mode: Mode, args: { agent?: string; scope?: string; 'dry-run'?: boolean }): Promise<void> {
  let agents;
  let scope;
  try {
    agents = parseAgents(args.agent);
    scope = parseScope(args.scope);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`checkpoint ${mode === 'install' ? 'init' : 'uninstall'}: ${error.message}\n`);
    process.exitCode = 2;
    return;
  }
  const report = await runInstall({
    mode,
    agents,
    scope,
    dryRun: Boolean(args['dry-run']),
    cwd: process.cwd(),
    env: process.env,
    bundlePath: runningBundle(),
  });
  if (report.lines.length > 0) process.stdout.write(`${report.lines.join('\n')}\n`);
  for (const error of report.errors) process.stderr.write(`checkpoint: ${error}\n`);
  if (report.errors.length > 0) process.exitCode = 1;
}

export default defineCommand({
  meta: {
    name: 'init',
    description: "Add checkpoint's hook entries to the agents' settings (idempotent; backs up each file once)",
  },
  args: installArgs,
  run: ({ args }) => runInstallCommand('install', args),
});
