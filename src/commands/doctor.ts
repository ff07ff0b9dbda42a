import { defineCommand } from 'citty';
import { doctorOk, formatChecks, runDoctor } from '../install/doctor.js';
import { runningBundle } from '../util/bundle.js';
import { exec } from '../util/exec.js';

export default defineCommand({
  meta: {
    name: 'doctor',
    description:
      "Check the installation on this machine and for this workspace: node, each agent's hook entries, state dir, git, tmux, config",
  },
  args: {
    json: { type: 'boolean', description: 'Print the checks as JSON ({ok, checks:[{name, status, detail}]})', default: false },
  },
  run: async ({ args }) => {
    const checks = await runDoctor({ cwd: process.cwd(), env: process.env, bundlePath: runningBundle(), exec });
    const ok = doctorOk(checks);
    if (args.json) process.stdout.write(`${JSON.stringify({ ok, checks }, null, 2)}\n`);
    else process.stdout.write(`${formatChecks(checks)}\n`);
    if (!ok) {
      if (!args.json) process.stderr.write('checkpoint doctor: some checks failed: run the fix each [FAIL] line (or the fix line) names\n');
      process.exitCode = 1;
    }
  },
});
