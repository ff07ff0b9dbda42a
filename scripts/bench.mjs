// Hook latency and memory budget (`npm run bench`). Builds a throwaway git repo and two Claude
// transcripts (about 1 MB and 200 MB) that end with the same turn (an Edit of a source file), then
// times dist/checkpoint.js against a bare `node -e 0`, as medians over RUNS runs in this process tree.
// Targets: a Stop inside the threshold costs little more than starting node; eval barely depends on
// the transcript size (tail reads); eval of a 200 MB transcript stays under 80 MiB RSS; eval in a
// 50-package monorepo with a CI workflow stays within eval's budget, and cheaper once its profile is cached;
// so does eval in a repository holding every manifest kind, where every ecosystem module detects.
// Exit code 1 when a target is missed. BENCH_RUNS sets the run count; --verbose prints the eval verdict.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const root = new URL('..', import.meta.url).pathname;
// BENCH_CLI: time another build of the same program (e.g. one bundled to a temp dir).
const cli = process.env.BENCH_CLI ?? join(root, 'dist', 'checkpoint.js');
if (!existsSync(cli)) {
  console.error(`${cli} is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'checkpoint-bench-'));
const home = join(work, 'home');
const repo = join(work, 'repo');
const stateDir = join(work, 'state');
for (const dir of [home, repo, stateDir]) mkdirSync(dir, { recursive: true });

// Never the person's own config, git config or state.
const env = {
  ...process.env,
  HOME: home,
  XDG_CONFIG_HOME: join(home, '.config'),
  XDG_STATE_HOME: join(home, '.local', 'state'),
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@t',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@t',
  CHECKPOINT_STATE_DIR: stateDir,
};
delete env.CHECKPOINT_DISABLE;
delete env.CHECKPOINT_CONFIG;
delete env.CHECKPOINT_DEBUG;
delete env.CHECKPOINT_LOG;
delete env.CHECKPOINT_THRESHOLD_SECONDS;

function run(program, args, options = {}) {
  const began = process.hrtime.bigint();
  const result = spawnSync(program, args, {
    env: options.env ?? env,
    cwd: options.cwd ?? repo,
    input: options.input ?? '',
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const ms = Number(process.hrtime.bigint() - began) / 1e6;
  if (result.error) throw result.error;
  return { ms, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function git(...args) {
  const result = run('git', args);
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
}

// --- the project: a node package with a test script; the last turn edits src/index.js
writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'bench', version: '1.0.0', scripts: { test: 'node --test' } }, null, 2));
writeFileSync(join(repo, 'package-lock.json'), JSON.stringify({ name: 'bench', lockfileVersion: 3, packages: {} }));
mkdirSync(join(repo, 'src'));
const source = join(repo, 'src', 'index.js');
writeFileSync(source, 'export const answer = 41;\n');
git('init', '-q');
git('add', '-A');
git('commit', '-q', '-m', 'init');
writeFileSync(source, 'export const answer = 42;\n');

// --- transcripts
const sessionId = randomUUID();
const cwdFields = { cwd: repo, sessionId, version: '2.1.330', gitBranch: 'master', userType: 'external', isSidechain: false };
let uuid = 0;
const nextUuid = () => `00000000-0000-4000-8000-${String(++uuid).padStart(12, '0')}`;
const iso = (ms) => new Date(ms).toISOString();

function userLine(promptId, content, at, extra = {}) {
  return JSON.stringify({
    ...cwdFields,
    promptId,
    type: 'user',
    message: { role: 'user', content },
    uuid: nextUuid(),
    timestamp: iso(at),
    ...extra,
  });
}
function assistantLine(content, at) {
  return JSON.stringify({
    ...cwdFields,
    type: 'assistant',
    message: { id: `msg_${uuid}`, type: 'message', role: 'assistant', model: 'claude-bench', content, stop_reason: 'tool_use' },
    uuid: nextUuid(),
    timestamp: iso(at),
  });
}

/** One earlier turn: a prompt, a Bash call with a few KB of output, an answer. */
function fillerTurn(at) {
  const promptId = randomUUID();
  const toolId = `toolu_${randomUUID().replace(/-/g, '')}`;
  return `${[
    userLine(promptId, 'Look at the logs again', at),
    assistantLine(
      [{ type: 'tool_use', id: toolId, name: 'Bash', input: { command: 'cat build.log', description: 'read log' } }],
      at + 1000,
    ),
    userLine(promptId, [{ type: 'tool_result', tool_use_id: toolId, content: 'log line ok\n'.repeat(350), is_error: false }], at + 2000),
    assistantLine([{ type: 'text', text: 'The build log looks clean.' }], at + 3000),
  ].join('\n')}\n`;
}

const now = Date.now();
const turnStart = now - 5 * 60 * 1000; // five minutes of work: outside the 30 s threshold for eval
const lastPromptId = randomUUID();
const readId = 'toolu_bench_read';
const editId = 'toolu_bench_edit';
const lastTurn = `${[
  userLine(lastPromptId, 'Change the answer to 42', turnStart),
  assistantLine([{ type: 'tool_use', id: readId, name: 'Read', input: { file_path: source } }], turnStart + 1000),
  userLine(lastPromptId, [{ type: 'tool_result', tool_use_id: readId, content: '1\texport const answer = 41;\n' }], turnStart + 2000),
  assistantLine(
    [{ type: 'tool_use', id: editId, name: 'Edit', input: { file_path: source, old_string: '41', new_string: '42' } }],
    turnStart + 3000,
  ),
  userLine(lastPromptId, [{ type: 'tool_result', tool_use_id: editId, content: `The file ${source} has been updated.` }], turnStart + 4000),
  assistantLine([{ type: 'text', text: 'Done: the answer is 42.' }], turnStart + 5000),
].join('\n')}\n`;

/** History repeated from one buffer up to `bytes`, then the shared last turn. */
function writeTranscript(path, bytes) {
  const block = Buffer.from(Array.from({ length: 64 }, (_, i) => fillerTurn(turnStart - 86_400_000 + i * 10_000)).join(''));
  const fd = openSync(path, 'w');
  for (let written = 0; written < bytes; written += block.length) writeSync(fd, block);
  writeSync(fd, lastTurn);
  closeSync(fd);
}
const small = join(work, 'small.jsonl');
const large = join(work, 'large.jsonl');
writeTranscript(small, 1 << 20);
writeTranscript(large, 200 << 20);

// --- a monorepo: 50 packages under pnpm workspaces with turbo and nx, and a CI workflow; the last turn
// edits one package. Its profile (the root, the package, the workflow) is detected on the first eval
// and read from the state dir's cache/profiles on the next ones.
const mono = join(work, 'mono');
mkdirSync(mono);
// lint is gated by CI only (no package declares it), so the workflow has to be read
writeFileSync(
  join(mono, 'package.json'),
  JSON.stringify({ name: 'mono', private: true, scripts: { test: 'turbo run test', typecheck: 'turbo run typecheck' } }, null, 2),
);
writeFileSync(join(mono, 'pnpm-workspace.yaml'), 'packages:\n  - "packages/*"\n');
writeFileSync(join(mono, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
writeFileSync(join(mono, 'turbo.json'), JSON.stringify({ tasks: { test: {}, lint: {}, typecheck: {} } }));
writeFileSync(join(mono, 'nx.json'), '{}');
writeFileSync(join(mono, 'tsconfig.json'), JSON.stringify({ files: [], references: [] }));
mkdirSync(join(mono, '.github', 'workflows'), { recursive: true });
const ciJobs = ['lint', 'typecheck', 'test', 'build', 'e2e']
  .map((job) => {
    const check = job === 'lint' ? 'pnpm exec eslint . --max-warnings 0' : `pnpm turbo run ${job} --filter="...[origin/main]"`;
    return `  ${job}:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: pnpm/action-setup@v4\n      - run: pnpm install --frozen-lockfile\n      - run: ${check}\n`;
  })
  .join('');
writeFileSync(
  join(mono, '.github', 'workflows', 'ci.yml'),
  `name: ci\non:\n  push:\n    branches: [main]\n  pull_request:\njobs:\n${ciJobs}`,
);
for (let i = 0; i < 50; i++) {
  const dir = join(mono, 'packages', `pkg-${i}`);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `@mono/pkg-${i}`, scripts: { test: 'vitest run', typecheck: 'tsc --noEmit' } }, null, 2),
  );
  writeFileSync(join(dir, 'tsconfig.json'), '{}');
  writeFileSync(join(dir, 'src', 'index.js'), 'export const answer = 41;\n');
}
run('git', ['init', '-q'], { cwd: mono });
run('git', ['add', '-A'], { cwd: mono });
run('git', ['commit', '-q', '-m', 'init'], { cwd: mono });
const monoSource = join(mono, 'packages', 'pkg-17', 'src', 'index.js');
writeFileSync(monoSource, 'export const answer = 42;\n');
const monoTranscript = join(work, 'mono.jsonl');
writeFileSync(monoTranscript, lastTurn.replaceAll(source, monoSource).replaceAll(repo, mono));
// its own state dir: dropping its profile cache must not make the other evals cold
const monoEnv = { ...env, CHECKPOINT_STATE_DIR: join(work, 'state-mono') };
const profileCache = join(monoEnv.CHECKPOINT_STATE_DIR, 'cache', 'profiles');
const monoArgs = [cli, 'eval', '--cwd', mono, '--transcript', monoTranscript, '--agent', 'claude', '--json'];
const monoEval = () =>
  check('eval --json (monorepo)', run(process.execPath, monoArgs, { cwd: mono, env: monoEnv }), (r) => r.status === 0 && isJson(r.stdout));
const monoCold = () => {
  rmSync(profileCache, { recursive: true, force: true });
  return monoEval();
};

// --- a polyglot repository: every manifest kind each ecosystem module reads, at the root, so the
// profile detection of a turn runs every module; measured with the profile detected (cache dropped).
const poly = join(work, 'poly');
const polyFiles = {
  'package.json': JSON.stringify({ name: 'poly', scripts: { test: 'vitest run', lint: 'eslint .', typecheck: 'tsc --noEmit' } }),
  'package-lock.json': '{}',
  'tsconfig.json': JSON.stringify({ include: ['src'] }),
  'deno.json': JSON.stringify({ tasks: { test: 'deno test' } }),
  'pyproject.toml': '[project]\nname = "poly"\n[tool.pytest.ini_options]\n[tool.mypy]\nfiles = ["py"]\n[tool.ruff]\n',
  'uv.lock': '',
  'pixi.toml': '[workspace]\nname = "poly"\n[tasks]\ntest = "pytest"\nlint = "ruff check ."\n',
  'go.mod': 'module example.com/poly\n',
  'Cargo.toml': '[package]\nname = "poly"\nversion = "0.1.0"\n[lints.clippy]\n',
  'Cargo.lock': '',
  Gemfile: "source 'https://rubygems.org'\n",
  '.rubocop.yml': '',
  'pom.xml': '<project><artifactId>poly</artifactId></project>\n',
  'build.sbt': 'lazy val poly = project\n',
  'composer.json': JSON.stringify({ scripts: { test: 'phpunit', stan: 'phpstan analyse' }, 'require-dev': { 'laravel/pint': '^1' } }),
  'composer.lock': JSON.stringify({ packages: [] }),
  'Poly.sln': 'Project("{X}") = "Poly", "src/Poly/Poly.csproj", "{1}"\n',
  'src/Poly/Poly.csproj': '<Project Sdk="Microsoft.NET.Sdk"></Project>\n',
  'mix.exs': 'defmodule Poly.MixProject do\n  defp aliases do\n    [test: ["ecto.migrate", "test"]]\n  end\nend\n',
  'pubspec.yaml': 'name: poly\ndev_dependencies:\n  build_runner: ^2.4.0\n',
  'Package.swift': '// swift-tools-version:5.9\n',
  'CMakeLists.txt': 'project(poly)\nenable_testing()\n',
  'CMakePresets.json': JSON.stringify({
    configurePresets: [{ name: 'dev', binaryDir: '${sourceDir}/build/dev' }],
    buildPresets: [{ name: 'dev' }],
  }),
  'poly.cabal': 'name: poly\ntest-suite spec\n',
  'build.zig': 'b.step("test", "")\n',
  'main.tf': 'variable "name" {}\n',
  '.pre-commit-config.yaml':
    'repos:\n  - repo: https://github.com/antonbabenko/pre-commit-terraform\n    hooks:\n      - id: terraform_validate\n',
  'dune-project': '(lang dune 3.16)\n',
  Makefile: 'test:\n\tgo test ./...\nlint:\n\tgolangci-lint run\n',
  'src/index.js': 'export const answer = 41;\n',
};
for (const [path, text] of Object.entries(polyFiles)) {
  mkdirSync(join(poly, path, '..'), { recursive: true });
  writeFileSync(join(poly, path), text);
}
run('git', ['init', '-q'], { cwd: poly });
run('git', ['add', '-A'], { cwd: poly });
run('git', ['commit', '-q', '-m', 'init'], { cwd: poly });
writeFileSync(join(poly, 'src', 'index.js'), 'export const answer = 42;\n');
const polyTranscript = join(work, 'poly.jsonl');
writeFileSync(polyTranscript, lastTurn.replaceAll(source, join(poly, 'src', 'index.js')).replaceAll(repo, poly));
const polyEnv = { ...env, CHECKPOINT_STATE_DIR: join(work, 'state-poly') };
const polyArgs = [cli, 'eval', '--cwd', poly, '--transcript', polyTranscript, '--agent', 'claude', '--json'];
const polyCold = () => {
  rmSync(join(polyEnv.CHECKPOINT_STATE_DIR, 'cache', 'profiles'), { recursive: true, force: true });
  return check(
    'eval --json (every manifest kind)',
    run(process.execPath, polyArgs, { cwd: poly, env: polyEnv }),
    (r) => r.status === 0 && isJson(r.stdout),
  );
};

// --- commands
const hookEnv = { ...env, CHECKPOINT_THRESHOLD_SECONDS: '3600' }; // every Stop here is inside the threshold
const payload = (event, extra = {}) =>
  JSON.stringify({
    session_id: sessionId,
    transcript_path: small,
    cwd: repo,
    hook_event_name: event,
    prompt_id: lastPromptId,
    permission_mode: 'bypassPermissions',
    ...extra,
  });
const prompt = run(process.execPath, [cli, 'hook', 'claude'], {
  env: hookEnv,
  input: payload('UserPromptSubmit', { prompt: 'Change the answer to 42' }),
});
if (prompt.status !== 0) fail('hook UserPromptSubmit', prompt);
const stopInput = payload('Stop', { stop_hook_active: false, last_assistant_message: 'Done: the answer is 42.' });

// A Stop past the threshold is judged in full; a fresh session each run, so no block cap cuts it short.
// Its transcript already holds the whole turn: waiting for a lagging transcript must cost nothing here.
const fullStopEnv = { ...env, CHECKPOINT_THRESHOLD_SECONDS: '0' };
const fullStopInput = () =>
  payload('Stop', { session_id: randomUUID(), stop_hook_active: false, last_assistant_message: 'Done: the answer is 42.' });

const bare = () => run(process.execPath, ['-e', '0']);
const fullStop = () =>
  check('hook Stop (judged)', run(process.execPath, [cli, 'hook', 'claude'], { env: fullStopEnv, input: fullStopInput() }), (r) =>
    r.stdout.includes('"decision":"block"'),
  );
const stop = () =>
  check('hook Stop', run(process.execPath, [cli, 'hook', 'claude'], { env: hookEnv, input: stopInput }), (r) => r.stdout.trim() === '');
const evalArgs = (transcript) => [cli, 'eval', '--cwd', repo, '--transcript', transcript, '--agent', 'claude', '--json'];
const evaluate = (transcript) =>
  check(`eval --json ${transcript}`, run(process.execPath, evalArgs(transcript)), (r) => r.status === 0 && isJson(r.stdout));
function isJson(text) {
  try {
    return typeof JSON.parse(text) === 'object';
  } catch {
    return false;
  }
}

function fail(what, result) {
  console.error(`${what} failed (exit ${result.status}):\n${result.stderr}${result.stdout}`);
  cleanup();
  process.exit(1);
}
function check(what, result, ok) {
  if (!ok(result)) fail(what, result);
  return result;
}

// Both transcripts end with the same turn: eval must say the same thing about them.
const smallVerdict = evaluate(small).stdout;
const largeVerdict = evaluate(large).stdout;
if (normalize(smallVerdict) !== normalize(largeVerdict)) {
  console.error(`warning: eval differs between the 1 MB and the 200 MB transcript:\n${smallVerdict}\n---\n${largeVerdict}`);
}
if (process.argv.includes('--verbose')) console.error(`eval of the last turn:\n${smallVerdict}`);
if (!smallVerdict.includes('src/index.js')) console.error(`warning: eval did not report the edited src/index.js:\n${smallVerdict}`);
function normalize(text) {
  return text.replace(/"(elapsed\w*|bytesRead|transcript|durationMs|ms|now|at)":\s*("[^"]*"|[\d.]+)/g, '"$1":_');
}

const monoVerdict = monoCold().stdout;
if (process.argv.includes('--verbose')) console.error(`eval of the monorepo turn:\n${monoVerdict}`);
const polyVerdict = polyCold().stdout;
if (process.argv.includes('--verbose')) console.error(`eval of the polyglot turn:\n${polyVerdict}`);
if (!polyVerdict.includes('npm test')) console.error(`warning: eval did not name the package's test command:\n${polyVerdict}`);
if (!monoVerdict.includes('pnpm --filter @mono/pkg-17 test'))
  console.error(`warning: eval did not name the package's own test command:\n${monoVerdict}`);

// Interleaved, so drift (CPU frequency, page cache) hits every series alike.
const series = { bare: [], stop: [], fullStop: [], evalSmall: [], evalLarge: [], monoCold: [], monoCached: [], polyCold: [] };
bare();
stop();
for (let i = 0; i < RUNS; i++) {
  series.bare.push(bare().ms);
  series.stop.push(stop().ms);
  series.fullStop.push(fullStop().ms);
  series.evalSmall.push(evaluate(small).ms);
  series.evalLarge.push(evaluate(large).ms);
  series.monoCold.push(monoCold().ms);
  series.monoCached.push(monoEval().ms);
  series.polyCold.push(polyCold().ms);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const m = Object.fromEntries(Object.entries(series).map(([name, values]) => [name, median(values)]));

const rssKiB = median(Array.from({ length: Math.min(RUNS, 3) }, () => peakRssKiB(evalArgs(large))));
function peakRssKiB(args) {
  if (existsSync('/usr/bin/time')) {
    const result = run('/usr/bin/time', ['-f', 'BENCH_MAXRSS=%M', process.execPath, ...args]);
    const match = /BENCH_MAXRSS=(\d+)/.exec(result.stderr);
    if (result.status === 0 && match) return Number(match[1]);
  }
  // No GNU time: the child reports its own peak RSS on exit (resourceUsage().maxRSS is in KiB).
  const preload = join(work, 'maxrss.cjs');
  writeFileSync(
    preload,
    "process.on('exit', () => { require('fs').writeSync(2, `BENCH_MAXRSS=${process.resourceUsage().maxRSS}\\n`); });\n",
  );
  const result = run(process.execPath, ['--require', preload, ...args]);
  const match = /BENCH_MAXRSS=(\d+)/.exec(result.stderr);
  if (!match) fail('eval (rss)', result);
  return Number(match[1]);
}

/** A row measuring one median against another: its value is their ratio. */
const ratio = (name, over, under, target) => ({
  name,
  value: over / under,
  target,
  detail: `${over.toFixed(1)} ms / ${under.toFixed(1)} ms`,
});
const rows = [
  ratio('Stop inside the threshold / node -e 0', m.stop, m.bare, 1.3),
  ratio('Stop judged in full, 1 MB / node -e 0', m.fullStop, m.bare, 1.6),
  ratio('eval 1 MB / node -e 0', m.evalSmall, m.bare, 1.6),
  ratio('eval 200 MB / eval 1 MB', m.evalLarge, m.evalSmall, 1.15),
  { name: 'peak RSS, eval 200 MB (MiB)', value: rssKiB / 1024, target: 80, detail: `${rssKiB} KiB` },
  ratio('eval monorepo, profile detected / node', m.monoCold, m.bare, 1.6),
  ratio('eval monorepo, profile cached / detected', m.monoCached, m.monoCold, 1.0),
  ratio('eval every manifest kind, detected / node', m.polyCold, m.bare, 1.6),
];
console.log(`checkpoint bench: medians of ${RUNS} runs (node ${process.version})`);
let missed = 0;
for (const row of rows) {
  const ok = row.value <= row.target;
  if (!ok) missed++;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} ${row.name.padEnd(40)} ${row.value.toFixed(2).padStart(7)}  (target <= ${row.target})  ${row.detail}`,
  );
}
cleanup();
if (missed > 0) process.exitCode = 1;

function cleanup() {
  rmSync(work, { recursive: true, force: true });
}
