// Installs the real agent CLIs, at pinned versions, into a cache the end-to-end tests manage; the
// tools a unit test runs for real (pnpm) are installed into the same cache the same way.
// Usage: node scripts/e2e-agents.mjs [claude] [gemini] [codex] [pnpm]   (prints {"claude": "<bin>", ...})
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const AGENT_PACKAGES = {
  claude: { pkg: '@anthropic-ai/claude-code', version: '2.1.330', bin: 'claude' },
  gemini: { pkg: '@google/gemini-cli', version: '0.61.0', bin: 'gemini' },
  codex: { pkg: '@openai/codex', version: '0.169.0', bin: 'codex' },
};

/** Tools the advice tests run for real when a suggested command names them (test/checkpoint/advice.int.test.ts). */
export const TOOL_PACKAGES = {
  pnpm: { pkg: 'pnpm', version: '12.21.0', bin: 'pnpm' },
};

export function agentCacheDir(env = process.env) {
  if (env.CHECKPOINT_E2E_CACHE) return env.CHECKPOINT_E2E_CACHE;
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'checkpoint-e2e', 'agents');
}

/** Returns the agent's executable, installing it first when the cache lacks that exact version. */
export function ensureAgent(name, env = process.env) {
  const spec = AGENT_PACKAGES[name];
  if (!spec) throw new Error(`unknown agent ${name}: use claude, gemini or codex`);
  return ensurePackage(name, spec, env);
}

/** Returns the tool's executable, installing it first when the cache lacks that exact version. */
export function ensureTool(name, env = process.env, timeout = 600_000) {
  const spec = TOOL_PACKAGES[name];
  if (!spec) throw new Error(`unknown tool ${name}: use ${Object.keys(TOOL_PACKAGES).join(', ')}`);
  return ensurePackage(name, spec, env, timeout);
}

function ensurePackage(name, spec, env, timeout = 600_000) {
  const dir = join(agentCacheDir(env), `${name}-${spec.version}`);
  const bin = join(dir, 'node_modules', '.bin', spec.bin);
  if (existsSync(join(dir, '.complete')) && existsSync(bin)) return bin;
  const staging = `${dir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), '{"private":true}\n');
  process.stderr.write(`installing ${spec.pkg}@${spec.version} into the e2e cache...\n`);
  try {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `${spec.pkg}@${spec.version}`], {
      cwd: staging,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
      timeout,
    });
  } catch (error) {
    // no half-installed copy left behind: the next run tries again from nothing
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(join(staging, '.complete'), `${spec.pkg}@${spec.version}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  return bin;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(AGENT_PACKAGES);
  const bins = Object.fromEntries(names.map((name) => [name, name in TOOL_PACKAGES ? ensureTool(name) : ensureAgent(name)]));
  console.log(JSON.stringify(bins, null, 2));
}
