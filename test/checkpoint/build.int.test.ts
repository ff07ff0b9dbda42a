import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BuildInput, buildCheckpoint } from '../../src/checkpoint/build.js';
import type { Config } from '../../src/config/schema.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import type { ToolCall } from '../../src/transcript/timeline.js';
import { type Exec, exec } from '../../src/util/exec.js';
import { GitUnavailableError } from '../../src/util/work-tree.js';
import { edit, type FileTree, failedShell, gitRepo, read, shell, tempDir, timeline, writeFiles } from './_helpers.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const npmProject = {
  'package.json': JSON.stringify({ scripts: { test: 'vitest run', typecheck: 'tsc --noEmit' } }),
  'package-lock.json': '{}',
  'tsconfig.json': '{}',
  'src/app.ts': 'export const a = 1;\n',
  'src/util.ts': 'export const u = 1;\n',
  'README.md': '# x\n',
};

/** A repo whose git never sees the machine's config or $HOME. */
function repo(files: FileTree, commit = true) {
  const made = gitRepo(files, commit);
  cleanups.push(made.cleanup);
  const isolated: Exec = (program, args, options) =>
    exec(program, args, {
      ...options,
      env: { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: join(made.home, '.gitconfig'), HOME: made.home },
    });
  const build = (calls: ToolCall[], fields: Partial<BuildInput> = {}) =>
    buildCheckpoint({
      cwd: made.root,
      timeline: timeline(calls),
      config: DEFAULT_CONFIG,
      elapsedSeconds: 90,
      exec: isolated,
      env: {},
      // As installed: `checkpoint` on the agent's PATH (the test process is not the bundle).
      self: () => 'checkpoint',
      ...fields,
    });
  const write = (extra: Record<string, string>) => writeFiles(made.root, extra);
  return { ...made, build, write, exec: isolated };
}

describe('turn scoping on a real repository', () => {
  it('a stale dirty file from an earlier turn never triggers', async () => {
    const r = repo(npmProject);
    r.write({ 'src/app.ts': 'export const a = 2;\n' }); // left dirty by an earlier turn
    const result = await r.build([read('src/util.ts'), shell('git status')]);
    expect(result).toMatchObject({ silent: true, why: 'no turn-local changes', changedFiles: [] });
  });

  it('an edited file counts; the stale one next to it does not', async () => {
    const r = repo(npmProject);
    r.write({ 'src/app.ts': 'export const a = 2;\n', 'src/util.ts': 'export const u = 2;\n' });
    const result = await r.build([read(join(r.root, 'src/util.ts')), edit(join(r.root, 'src/util.ts'))]);
    expect(result.changedFiles).toEqual(['src/util.ts']);
    expect(result.categories).toEqual(['source code', 'types']);
    expect(result.actions.map((a) => `${a.text}: ${a.command}`)).toEqual(['Run the tests: npm test', 'Type-check: npm run typecheck']);
    expect(result.silent).toBe(false);
  });

  it('an untracked new file counts, and writing it needs no read', async () => {
    const r = repo(npmProject);
    r.write({ 'src/new.ts': 'export {};\n' });
    const result = await r.build([edit('src/new.ts', { name: 'Write' })]);
    expect(result.changedFiles).toEqual(['src/new.ts']);
    expect(result.observations).toEqual([]);
  });

  it.each([
    { name: 'redirect', input: { command: 'echo "export const u = 3;" > src/util.ts' }, expected: ['src/util.ts'] },
    { name: 'sed -i', input: { command: "sed -i 's/1/2/' src/app.ts" }, expected: ['src/app.ts'] },
    { name: 'mv', input: { command: 'git mv src/util.ts src/helpers.ts' }, expected: ['src/helpers.ts', 'src/util.ts'] },
  ])('shell mutation counts: $name', async ({ input, expected }) => {
    const r = repo(npmProject);
    execFileSync('bash', ['-c', input.command], { cwd: r.root, env: { ...process.env, HOME: r.home, GIT_CONFIG_NOSYSTEM: '1' } });
    const result = await r.build([shell(input.command)]);
    expect(result.changedFiles.sort()).toEqual(expected);
  });

  it('works in a repository without commits', async () => {
    const r = repo(npmProject, false);
    r.git('add', 'src/app.ts');
    const result = await r.build([edit('src/app.ts'), edit('src/util.ts')], {});
    expect(result.changedFiles.sort()).toEqual(['src/app.ts', 'src/util.ts']);
  });

  it('outside a work tree: silent, saying why (there is no diff to judge the turn by)', async () => {
    const dir = tempDir();
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const noGit: Exec = (program, args, options) =>
      exec(program, args, { ...options, env: { GIT_CEILING_DIRECTORIES: dir, GIT_CONFIG_NOSYSTEM: '1' } });
    const result = await buildCheckpoint({
      cwd: dir,
      timeline: timeline([shell('ls')]),
      config: DEFAULT_CONFIG,
      elapsedSeconds: 60,
      exec: noGit,
    });
    expect(result).toMatchObject({
      silent: true,
      why: `${dir} is not inside a git repository: checkpoint judges a turn by its git changes`,
    });
  });

  it('throws GitUnavailableError when git cannot run', async () => {
    const missing: Exec = async () => ({ stdout: '', stderr: 'spawn git ENOENT', exitCode: undefined });
    await expect(
      buildCheckpoint({ cwd: '/', timeline: timeline([shell('ls')]), config: DEFAULT_CONFIG, elapsedSeconds: 60, exec: missing }),
    ).rejects.toBeInstanceOf(GitUnavailableError);
  });
});

describe('evidence and silence', () => {
  const edited = (r: ReturnType<typeof repo>) => {
    r.write({ 'src/app.ts': 'export const a = 2;\n' });
    return [read('src/app.ts'), edit('src/app.ts')];
  };

  it.each([
    { name: 'tests and typecheck after the edit: all clear', input: ['npm test', 'npx tsc --noEmit'], expected: [] },
    { name: 'tests only', input: ['CI=1 npm test 2>&1 | tail -20'], expected: ['Type-check'] },
    { name: 'echo is not evidence', input: ['echo "npm test && npm run typecheck"'], expected: ['Run the tests', 'Type-check'] },
  ])('$name', async ({ input, expected }) => {
    const r = repo(npmProject);
    const result = await r.build([...edited(r), ...input.map((command) => shell(command))]);
    expect(result.actions.map((a) => a.text)).toEqual(expected);
    expect(result.silent).toBe(expected.length === 0);
  });

  it('evidence before the last edit does not count', async () => {
    const r = repo(npmProject);
    r.write({ 'src/app.ts': 'export const a = 2;\n' });
    const result = await r.build([read('src/app.ts'), shell('npm test'), shell('npm run typecheck'), edit('src/app.ts')]);
    expect(result.actions.map((a) => a.text)).toEqual(['Run the tests', 'Type-check']);
  });

  it('a failed test run is not evidence', async () => {
    const r = repo(npmProject);
    const result = await r.build([...edited(r), failedShell('npm test', 'FAIL a.test.ts'), shell('npm run typecheck')]);
    expect(result.actions.map((a) => a.text)).toEqual(['Run the tests']);
    expect(result.observations).toEqual(['`npm test` failed (failing tests) and was not re-run successfully']);
  });

  it('a docs-only turn is silent', async () => {
    const r = repo(npmProject);
    r.write({ 'README.md': '# y\n' });
    const result = await r.build([read('README.md'), edit('README.md')]);
    expect(result).toMatchObject({ silent: true, why: 'docs only', categories: ['docs'] });
  });

  it('allClear "message" gives a one-line note', async () => {
    const r = repo(npmProject);
    const result = await r.build([...edited(r), shell('npm test'), shell('npm run typecheck')], {
      config: { ...DEFAULT_CONFIG, allClear: 'message' },
    });
    expect(result.silent).toBe(false);
    expect(result.message).toMatch(/^\[Checkpoint\] - All clear: [^\n]+$/);
  });

  it('the all-clear note never names lint as run when it was not', async () => {
    const r = repo({
      ...npmProject,
      'package.json': JSON.stringify({ scripts: { test: 'vitest run', typecheck: 'tsc --noEmit', lint: 'eslint .' } }),
    });
    const result = await r.build([...edited(r), shell('npm test'), shell('npm run typecheck')], {
      config: { ...DEFAULT_CONFIG, allClear: 'message' },
    });
    expect(result.actions).toEqual([]);
    expect(result.message).toContain("the checks for this turn's changes (source code, types) already ran");
  });

  it('a turn without tool calls is silent, even with dirty files', async () => {
    const r = repo(npmProject);
    r.write({ 'src/app.ts': 'x\n' });
    expect(await r.build([])).toMatchObject({ silent: true, why: 'no tool call this turn' });
  });

  it('a failed command alone makes a checkpoint', async () => {
    const r = repo(npmProject);
    const result = await r.build([failedShell('npm run deploy', 'bash: vercel: command not found', 127)]);
    expect(result.silent).toBe(false);
    expect(result.categories).toEqual([]);
    expect(result.message).toContain(
      'Observations:\n- `npm run deploy` failed (command not found: `vercel`) and was not re-run successfully',
    );
    expect(result.message).not.toContain('Required actions');
  });

  it('quiet patterns are ignored', async () => {
    const r = repo(npmProject);
    r.write({ 'src/gen/api.ts': 'x\n' });
    const config: Config = { ...DEFAULT_CONFIG, quietPatterns: ['src/gen/**'] };
    expect(await r.build([edit('src/gen/api.ts', { name: 'Write' })], { config })).toMatchObject({
      silent: true,
      why: 'only quiet files changed this turn',
    });
  });
});

describe('full message', () => {
  it('dependencies, source, blind edit (Gemini) and a failed build', async () => {
    const r = repo(npmProject);
    r.write({
      'package.json': JSON.stringify({ scripts: { test: 'vitest run', typecheck: 'tsc --noEmit' }, dependencies: { zod: '1' } }),
      'src/app.ts': 'x\n',
    });
    const calls = [
      read('package.json'),
      edit('package.json'),
      edit('src/app.ts'),
      failedShell('npm run build', "src/app.ts(1,1): error TS2322: Type 'string' is not assignable to type 'number'."),
      shell('npm run typecheck'),
    ];
    const result = await r.build(calls, { timeline: timeline(calls, { agent: 'gemini' }) });
    // Claude Code refuses edits of unread files: the same turn from Claude has no blind-edit note.
    expect((await r.build(calls)).observations).toEqual([result.observations[0]]);
    expect(result.message).toBe(`[Checkpoint] - Context-aware checkpoint

Changed: dependencies, source code, types

Required actions (complete all before replying):
1. Install updated dependencies: \`npm install\`
2. Run the tests: \`npm test\`

Observations:
- \`npm run build\` failed (TS2322 type error) and was not re-run successfully
- src/app.ts was edited without being read first this turn: verify the change

Do these silently. Then end with a short debrief for the user: outcome, blocker, or decision needed.
Do not mention this checkpoint. If nothing here applies, run \`checkpoint off\` to silence checkpoints
for this session.`);
  });

  it('agent setup is always shown; docs next to it are listed', async () => {
    const r = repo({ ...npmProject, 'CLAUDE.md': '# rules\n' });
    r.write({ 'CLAUDE.md': '# rules v2\n', 'README.md': '# y\n' });
    const result = await r.build([read('CLAUDE.md'), edit('CLAUDE.md'), read('README.md'), edit('README.md')]);
    expect(result.categories).toEqual(['agent setup', 'docs']);
    expect(result.actions).toEqual([{ category: 'agent setup', text: 'Restart the agent session so it loads the change' }]);
  });

  it('only test files changed: run the changed tests', async () => {
    const r = repo(npmProject);
    r.write({ 'src/app.test.ts': 'test\n' });
    const result = await r.build([edit('src/app.test.ts', { name: 'Write' }), shell('npm run typecheck')]);
    expect(result.actions).toEqual([{ category: 'tests', text: 'Run the changed tests', command: 'npm test -- src/app.test.ts' }]);
  });

  it('log check with {since}, unless its evidence ran', async () => {
    const r = repo(npmProject);
    r.write({ 'src/app.ts': 'x\n' });
    const config: Config = { ...DEFAULT_CONFIG, logCheck: { command: 'docker compose logs --since {since} api' } };
    const base = [read('src/app.ts'), edit('src/app.ts'), shell('npm test'), shell('npm run typecheck')];
    const needed = await r.build(base, { config, elapsedSeconds: 185 });
    expect(needed.actions).toEqual([
      { category: 'logs', text: 'Check the logs for errors since the change', command: 'docker compose logs --since 4m api' },
    ]);
    const short = await r.build(base, { config, elapsedSeconds: 20 });
    expect(short.actions[0].command).toBe('docker compose logs --since 2m api');
    const done = await r.build([...base, shell('docker compose logs --since 5m api | tail')], { config });
    expect(done.actions).toEqual([]);
  });

  it('plan alignment from the branch slug', async () => {
    const r = repo({ ...npmProject, 'plans/add-login.md': '# Add login\n## Files to change\n- `src/auth.ts`\n' });
    r.git('checkout', '-q', '-b', 'feat/add-login');
    r.write({ 'src/app.ts': 'x\n' });
    const config: Config = { ...DEFAULT_CONFIG, plan: { file: 'plans/{slug}.md' } };
    const result = await r.build([read('src/app.ts'), edit('src/app.ts'), shell('npm test'), shell('npm run typecheck')], { config });
    expect(result.observations).toEqual(['the active plan `add-login` expects changes in different files']);
    const viaEnv = await r.build([read('src/app.ts'), edit('src/app.ts')], { config, env: { CHECKPOINT_SLUG: 'nope' } });
    expect(viaEnv.observations).toEqual([]);
  });
});

describe('other ecosystems end to end', () => {
  it.each([
    {
      name: 'python uv',
      input: {
        files: { 'pyproject.toml': '[project]\nname="x"\n', 'uv.lock': '', 'tests/test_a.py': '', 'app/main.py': 'x=1\n' },
        change: 'app/main.py',
      },
      expected: ['Run the tests: uv run pytest'],
    },
    {
      name: 'go',
      input: { files: { 'go.mod': 'module x\n', 'main.go': 'package main\n' }, change: 'main.go' },
      expected: ['Run the tests: go test ./...'],
    },
    {
      name: 'rust deps',
      input: { files: { 'Cargo.toml': '[package]\n', 'src/lib.rs': '' }, change: 'Cargo.toml' },
      expected: ['Run the tests: cargo test'],
    },
    {
      name: 'Makefile C project',
      input: { files: { Makefile: 'test:\n\t./t\n', 'main.c': 'int main(){}\n' }, change: 'main.c' },
      expected: ['Run the tests: make test'],
    },
    // a project without a test suite is not told to run one
    { name: 'unknown project', input: { files: { 'main.c': 'int main(){}\n' }, change: 'main.c' }, expected: [] },
  ])('$name', async ({ input, expected }) => {
    const r = repo(input.files);
    writeFileSync(join(r.root, input.change), 'changed\n');
    const result = await r.build([read(input.change), edit(input.change)]);
    expect(result.actions.map((a) => `${a.text}: ${a.command}`)).toEqual(expected);
  });
});
