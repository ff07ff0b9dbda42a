// Runs once before the suites of a project: the black-box tests need a current bundle and must not
// build one themselves (see helpers/bundle.ts), never reach an installed checkpoint (helpers/hermetic-path.ts),
// and never read the person's git config nor checkpoint config: what the workers inherit is set here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleProblem } from './helpers/bundle.js';
import { pathWithoutCheckpoint } from './helpers/hermetic-path.js';

export default function requireCurrentBundle(): () => void {
  const problem = bundleProblem();
  if (problem) throw new Error(problem);
  // Set before the workers start, which inherit it: no test finds an installed checkpoint.
  process.env.PATH = pathWithoutCheckpoint(process.env.PATH);
  // A git run in a test's own process (an in-process builder, a helper making a repository) reads no hooks path,
  // filter, pager or identity of the person's; a test that needs a git config writes its own.
  process.env.GIT_CONFIG_GLOBAL = '/dev/null';
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  // The person's checkpoint config, state and agent settings (under XDG dirs) are not the tests'. The cache of the
  // end-to-end agents stays where it is (scripts/e2e-agents.mjs).
  const own = mkdtempSync(join(tmpdir(), 'checkpoint-tests-'));
  process.env.XDG_CACHE_HOME ??= join(process.env.HOME ?? tmpdir(), '.cache');
  process.env.XDG_CONFIG_HOME = join(own, 'config');
  process.env.XDG_STATE_HOME = join(own, 'state');
  for (const name of Object.keys(process.env))
    if (name.startsWith('CHECKPOINT_') && !/^CHECKPOINT_(KEEP_TMP|STRESS_|HARDENING_)/.test(name)) delete process.env[name];
  return () => rmSync(own, { recursive: true, force: true });
}
