// Where the work tree starts and what changed in it, on real repositories: the nearest `.git` (a
// directory, or a worktree's `.git` file) is git's own answer, so no rev-parse runs for it; an agent's
// GIT_DIR never points checkpoint's git elsewhere. Temp dirs from tempDir go when the file ends.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedFiles, manifestChanges } from '../../src/checkpoint/changed-files.js';
import { type Exec, exec } from '../../src/util/exec.js';
import { readWorkTree, type WorkTree } from '../../src/util/work-tree.js';
import { tempDir } from '../helpers/temp.js';
import { evalTurn } from './_eval-turn.js';
import { gitRepo, writeFiles } from './_helpers.js';
import { workTreeAfter } from './ecosystems/_table.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The real exec, with every git command line it ran. */
function recording(): { run: Exec; commands: string[][] } {
  const commands: string[][] = [];
  return {
    commands,
    run: (program, args, options) => {
      commands.push([program, ...args]);
      return exec(program, args, options);
    },
  };
}

/** What the stop reads (util/work-tree.ts) and what the builder makes of it (checkpoint/changed-files.ts). */
async function workTreeChanges(cwd: string, run: Exec) {
  const tree: WorkTree = await readWorkTree(cwd, run);
  if ('outside' in tree) throw new Error(tree.outside);
  return { root: tree.root, ...changedFiles(tree.status) };
}

describe('readWorkTree and changedFiles', () => {
  it('from a subfolder: the repository root, root-relative paths, one git process', async () => {
    const repo = gitRepo({ 'src/app.js': 'a\n', 'README.md': '# r\n' });
    cleanups.push(repo.cleanup);
    writeFileSync(join(repo.root, 'src/app.js'), 'b\n');
    writeFileSync(join(repo.root, 'src/new.js'), 'n\n');
    const { run, commands } = recording();
    const changes = await workTreeChanges(join(repo.root, 'src'), run);
    expect(changes.root).toBe(repo.root);
    expect(changes.files).toEqual(['src/app.js', 'src/new.js']);
    expect(commands.map((command) => command.includes('rev-parse'))).toEqual([false]);
  });

  it("in a linked worktree (its `.git` is a file): the worktree's own root", async () => {
    const repo = gitRepo({ 'src/app.js': 'a\n' });
    const linked = join(tempDir('checkpoint-linked-'), 'wt');
    cleanups.push(repo.cleanup);
    repo.git('worktree', 'add', '-q', linked);
    writeFileSync(join(linked, 'src/app.js'), 'changed in the worktree\n');
    const changes = await workTreeChanges(join(linked, 'src'), exec);
    expect(realpathSync(changes.root)).toBe(realpathSync(linked));
    expect(changes.files).toEqual(['src/app.js']);
  });

  it("with the agent's GIT_DIR pointing elsewhere: the cwd's own repository, as every git checkpoint runs", async () => {
    const repo = gitRepo({ 'a.txt': 'a\n' });
    const other = gitRepo({ 'b.txt': 'b\n' });
    cleanups.push(repo.cleanup, other.cleanup);
    writeFileSync(join(repo.root, 'a.txt'), 'changed\n');
    const { run, commands } = recording();
    const withGitDir: Exec = (program, args, options) => run(program, args, { ...options, env: { GIT_DIR: join(other.root, '.git') } });
    const changes = await workTreeChanges(repo.root, withGitDir);
    expect(changes.files).toEqual(['a.txt']);
    expect(commands.some((command) => command.includes('rev-parse'))).toBe(false);
  });

  it("the tables' work tree written without git (ecosystems/_table.ts workTreeAfter) is the one git reads", async () => {
    const files = { 'b.txt': 'b\n', 'a/x.txt': 'x\n', 'a-b.txt': 'ab\n', 'a.b': '', 'Z.txt': 'z\n' };
    // modified, rewritten as it was, new beside and between tracked paths; '-' < '.' < '/' < 'Z' < 'a' in byte order
    const written = {
      'b.txt': 'changed\n',
      'a/x.txt': 'x\n',
      'a-b.txt': 'changed\n',
      'a.b': 'b\n',
      'a/y.txt': 'y\n',
      'A.txt': 'A\n',
      'a-a.txt': '',
      'c/d/e.txt': 'e\n',
    };
    const repo = gitRepo(files);
    cleanups.push(repo.cleanup);
    writeFiles(repo.root, written);
    // git as a user without config of their own runs it (no global excludes file)
    const isolated: Exec = (program, args, options) =>
      exec(program, args, {
        ...options,
        env: { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: join(repo.home, '.gitconfig'), HOME: repo.home },
      });
    const read = await readWorkTree(repo.root, isolated);
    if ('outside' in read) throw new Error(read.outside);
    const { head, ...status } = read.status;
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    expect({ root: read.root, status }).toEqual(workTreeAfter(repo.root, files, written));
  });

  it('outside any repository: not a repository, with the folder named (not "git unavailable")', async () => {
    const dir = tempDir('checkpoint-nogit-');
    mkdirSync(join(dir, 'sub'));
    expect(await readWorkTree(join(dir, 'sub'), exec)).toEqual({
      outside: `${join(dir, 'sub')} is not inside a git repository: checkpoint judges a turn by its git changes`,
    });
  });
});

describe('a manifest whose tools’ settings alone changed', () => {
  const pyproject = (ruff: string, deps: string) =>
    `[project]\nname = "pkg"\ndependencies = [${deps}]\n\n[tool.ruff]\nignore = [${ruff}]\n\n[tool.mypy]\nstrict = true\n`;
  const pkg = (prettier: object, deps: object) =>
    JSON.stringify({ name: 'web', prettier, dependencies: deps, scripts: { test: 'vitest' } });

  const none = { settings: new Set(), tests: new Set(), types: new Set(), parts: new Map() };

  it('is told apart from a dependency change by the last commit’s text, one git read per changed manifest', async () => {
    const repo = gitRepo({
      'pyproject.toml': pyproject('"E501", "UP035"', '"httpx"'),
      'web/package.json': pkg({ semi: true }, { react: '^18' }),
      'uv.lock': '',
    });
    cleanups.push(repo.cleanup);
    writeFiles(repo.root, { 'pyproject.toml': pyproject('"E501"', '"httpx"'), 'web/package.json': pkg({ semi: false }, { react: '^18' }) });
    const { run, commands } = recording();
    const changed = await workTreeChanges(repo.root, run);
    const before = commands.length;
    expect(await manifestChanges(changed.root, changed.files, changed.untracked, run)).toEqual({
      ...none,
      settings: new Set(['pyproject.toml', 'web/package.json']),
    });
    expect(commands.length - before).toBe(2);
    // a dependency, a [tool] table that is not a linter's, a lockfile: dependency changes
    writeFiles(repo.root, {
      'pyproject.toml': pyproject('"E501"', '"httpx", "rich"'),
      'web/package.json': pkg({ semi: false }, { react: '^19' }),
      'uv.lock': 'version = 1\n',
    });
    expect(await manifestChanges(changed.root, ['pyproject.toml', 'web/package.json', 'uv.lock'], new Set(), exec)).toEqual(none);
    writeFiles(repo.root, { 'pyproject.toml': pyproject('"E501", "UP035"', '"httpx"').replace('strict = true', 'strict = false') });
    expect(await manifestChanges(changed.root, ['pyproject.toml'], new Set(), exec)).toEqual(none);
    // pytest's settings alone: the tests
    writeFiles(repo.root, {
      'pyproject.toml': `${pyproject('"E501", "UP035"', '"httpx"')}\n[tool.pytest.ini_options]\nfilterwarnings = ["error"]\n`,
    });
    expect(await manifestChanges(changed.root, ['pyproject.toml'], new Set(), exec)).toEqual({
      ...none,
      tests: new Set(['pyproject.toml']),
    });
    // a raised type-checker or declarations package, a line the type-check reads: the type-check too
    writeFiles(repo.root, {
      'pyproject.toml': pyproject('"E501", "UP035"', '"httpx", "types-requests"'),
      'web/package.json': JSON.stringify(JSON.parse(pkg({ semi: true }, { react: '^18', '@types/react': '^18' })), null, 2),
    });
    expect(await manifestChanges(changed.root, ['pyproject.toml', 'web/package.json'], new Set(), exec)).toEqual({
      ...none,
      types: new Set(['pyproject.toml', 'web/package.json']),
    });
    // new to the repository: a dependency change
    writeFiles(repo.root, { 'api/package.json': pkg({}, {}) });
    expect(await manifestChanges(changed.root, ['api/package.json'], new Set(['api/package.json']), exec)).toEqual(none);
  });

  it('pytest’s settings alone owe the tests, no install; silent once they ran (flask-sqlalchemy)', () => {
    const files = {
      'pyproject.toml':
        '[project]\nname = "pkg"\nversion = "1.0"\ndependencies = ["flask>=2.2.5"]\n\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\nfilterwarnings = [\n    "error",\n]\n',
      'tox.ini': '[tox]\nenvlist = py3\n[testenv]\ndeps = pytest\ncommands = pytest -v {posargs}\n',
      'src/pkg/__init__.py': 'def f():\n    return 1\n',
      'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n',
    };
    const turn = ['pyproject.toml', '    "error",\n', '    "error",\n    "ignore::DeprecationWarning:sqlalchemy",\n'] as const;
    const first = evalTurn(files, ...turn, []);
    expect(first).toContain('Run the tests: `pytest`');
    expect(first).not.toContain('Install');
    expect(evalTurn(files, ...turn, ['pytest'])).toContain('Would allow');
  });

  it('a raised type-checker owes its type-check beside the install and the tests; a raised library does not', () => {
    const files = {
      'package.json': `${JSON.stringify(
        {
          name: 'web',
          scripts: { test: 'vitest run', typecheck: 'tsc --noEmit' },
          dependencies: { zod: '^3.22.0' },
          devDependencies: { typescript: '^5.4.0', vitest: '^2.0.0' },
        },
        null,
        2,
      )}\n`,
      'package-lock.json': '{"lockfileVersion": 3, "packages": {"": {}}}\n',
      'tsconfig.json': '{"include": ["src"]}\n',
      'src/a.ts': 'export const a = 1;\n',
    };
    const checker = ['package.json', '"typescript": "^5.4.0"', '"typescript": "^5.6.0"'] as const;
    const first = evalTurn(files, ...checker, []);
    expect(first).toContain('Install updated dependencies: `npm install`');
    expect(first).toContain('Run the tests: `npm test`');
    expect(first).toContain('Type-check: `npm run typecheck`');
    expect(evalTurn(files, ...checker, ['npm install', 'npm test'])).toContain('1. Type-check: `npm run typecheck`');
    expect(evalTurn(files, ...checker, ['npm install', 'npm test', 'npm run typecheck'])).toContain('Would allow');
    const library = evalTurn(files, 'package.json', '"zod": "^3.22.0"', '"zod": "^3.23.0"', []);
    expect(library).toContain('Run the tests: `npm test`');
    expect(library).not.toContain('Type-check');
  });

  it('a raised library its package’s code imports owes the type-check too; a tool only its scripts run does not (honojs/middleware)', () => {
    const files = {
      'package.json':
        '{\n  "name": "root",\n  "private": true,\n  "type": "module",\n  "scripts": {\n    "test": "vitest",\n    "typecheck": "tsc --build"\n  },\n  "devDependencies": {\n    "typescript": "^5.9.0",\n    "vitest": "^4.1.7"\n  },\n  "packageManager": "pnpm@11.9.0"\n}\n',
      'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n",
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      'tsconfig.json': '{"files": [], "references": [{"path": "./packages/a"}]}\n',
      'packages/a/package.json':
        '{\n  "name": "@x/a",\n  "type": "module",\n  "scripts": {\n    "test": "vitest",\n    "typecheck": "tsc -b tsconfig.json"\n  },\n  "peerDependencies": {\n    "zod": "^3.25.0 || ^4.0.0"\n  },\n  "devDependencies": {\n    "typescript": "^5.9.0",\n    "vitest": "^4.1.7",\n    "zod": "^4.2.1"\n  }\n}\n',
      'packages/a/tsconfig.json':
        '{"compilerOptions": {"strict": true, "composite": true, "module": "nodenext", "types": ["vitest/globals"]}, "include": ["src"]}\n',
      'packages/a/src/index.ts':
        "import { z } from 'zod'\nexport const schema = z.object({ name: z.string() })\nexport type Name = z.infer<typeof schema>\n",
      'packages/a/src/index.test.ts':
        "import { expect, it } from 'vitest'\nimport { schema } from './index.js'\nit('parses', () => expect(schema.parse({ name: 'a' })).toEqual({ name: 'a' }))\n",
    };
    const library = ['packages/a/package.json', '"zod": "^4.2.1"', '"zod": "^4.3.5"'] as const;
    const first = evalTurn(files, ...library, []);
    expect(first).toContain('1. Install updated dependencies: `pnpm install`');
    expect(first).toContain('Run the tests: `pnpm --filter @x/a test`');
    expect(first).toContain('Type-check: `pnpm --filter @x/a typecheck`');
    expect(evalTurn(files, ...library, ['pnpm install', 'pnpm --filter @x/a test'])).toContain(
      '1. Type-check: `pnpm --filter @x/a typecheck`',
    );
    expect(evalTurn(files, ...library, ['pnpm install', 'pnpm --filter @x/a test', 'pnpm --filter @x/a typecheck'])).toContain(
      'Would allow',
    );
    const tool = evalTurn(
      files,
      'packages/a/package.json',
      '"typescript": "^5.9.0",',
      '"typescript": "^5.9.0",\n    "eslint": "^9.0.0",',
      [],
    );
    expect(tool).toContain('Run the tests: `pnpm --filter @x/a test`');
    expect(tool).not.toContain('Type-check');
    // a library whose types its `@types/` entry gives types nothing by its own version (TanStack/store's use-sync-external-store)
    const typedApart = {
      ...files,
      'packages/a/package.json': files['packages/a/package.json'].replace(
        '"zod": "^4.2.1"',
        '"zod": "^4.2.1",\n    "use-sync-external-store": "^1.6.0",\n    "@types/use-sync-external-store": "^1.5.0"',
      ),
      'packages/a/src/store.ts':
        "import { useSyncExternalStore } from 'use-sync-external-store/shim'\nexport const use = useSyncExternalStore\n",
    };
    const runtime = evalTurn(
      typedApart,
      'packages/a/package.json',
      '"use-sync-external-store": "^1.6.0"',
      '"use-sync-external-store": "^1.6.1"',
      [],
    );
    expect(runtime).toContain('Run the tests: `pnpm --filter @x/a test`');
    expect(runtime).not.toContain('Type-check');
  });

  it('… a raised PHPStan too, by the composer script CI runs (Intervention/image)', () => {
    const files = {
      'composer.json': `${JSON.stringify(
        {
          name: 'a/b',
          require: { php: '^8.1' },
          'require-dev': { 'phpstan/phpstan': '^1.10', 'phpunit/phpunit': '^10.5' },
          scripts: { test: 'phpunit', analyse: 'phpstan analyse' },
        },
        null,
        4,
      )}\n`,
      'phpstan.neon': 'parameters:\n  level: 8\n  paths: [src]\n',
      'src/A.php': '<?php\nclass A {}\n',
      'tests/ATest.php': '<?php\nclass ATest {}\n',
    };
    const first = evalTurn(files, 'composer.json', '"phpstan/phpstan": "^1.10"', '"phpstan/phpstan": "^2.0"', []);
    expect(first).toContain('Type-check: `composer analyse`');
    expect(first).toContain('Run the tests: `composer test`');
  });
});

describe('an Appraisals change', () => {
  // audited's shape: RSpec specs and Minitest generator tests (`task default: [:spec, :test]`), CI's matrix running
  // `bundle exec rake` under one appraisal's gemfile, the appraisals' Rubies disjoint (rails52's 2.5, rails80's 3.3)
  const audited = {
    Gemfile: 'source "https://rubygems.org"\n\ngemspec\n',
    'foo.gemspec':
      'Gem::Specification.new do |gem|\n  gem.name = "foo"\n  gem.version = "0.1.0"\n  gem.files = Dir["lib/**/*"]\n  gem.add_dependency "activerecord", ">= 5.2"\n  gem.add_development_dependency "appraisal"\n  gem.add_development_dependency "rails", ">= 5.2"\n  gem.add_development_dependency "rspec-rails"\nend\n',
    Rakefile:
      'require "bundler/gem_tasks"\nrequire "rspec/core/rake_task"\nrequire "rake/testtask"\nrequire "appraisal"\n\nRSpec::Core::RakeTask.new(:spec)\n\nRake::TestTask.new do |t|\n  t.libs << "test"\n  t.test_files = FileList["test/**/*_test.rb"]\nend\n\ntask default: [:spec, :test]\n',
    Appraisals: 'appraise "rails52" do\n  gem "rails", "~> 5.2.8"\nend\n\nappraise "rails80" do\n  gem "rails", "~> 8.0.0"\nend\n',
    'gemfiles/rails52.gemfile':
      '# This file was generated by Appraisal\n\nsource "https://rubygems.org"\n\ngem "rails", "~> 5.2.8"\n\ngemspec path: "../"\n',
    'gemfiles/rails80.gemfile':
      '# This file was generated by Appraisal\n\nsource "https://rubygems.org"\n\ngem "rails", "~> 8.0.0"\n\ngemspec path: "../"\n',
    '.github/workflows/ci.yml':
      'name: CI\non: [push, pull_request]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        ruby: ["2.5", "3.3"]\n        appraisal: [rails52, rails80]\n        exclude:\n          - appraisal: rails52\n            ruby: "3.3"\n          - appraisal: rails80\n            ruby: "2.5"\n    steps:\n      - uses: actions/checkout@v4\n      - name: Copy Gemfile\n        run: sed \'s/\\.\\././\' gemfiles/${{ matrix.appraisal }}.gemfile > Gemfile\n      - uses: ruby/setup-ruby@v1\n        with:\n          ruby-version: ${{ matrix.ruby }}\n          bundler-cache: true\n      - run: bundle exec rake\n',
    'lib/foo.rb': 'module Foo\n  def self.hi = "hi"\nend\n',
    'spec/foo_spec.rb': 'require "foo"\n\nRSpec.describe Foo do\n  it "says hi" do\n    expect(Foo.hi).to eq "hi"\n  end\nend\n',
    'test/install_generator_test.rb':
      'require "minitest/autorun"\nrequire "rails/generators/test_case"\n\nclass InstallGeneratorTest < Rails::Generators::TestCase\n  def test_ok\n    assert true\n  end\nend\n',
  };

  it('owes the install and the default rake task under the one appraisal it changed, not `appraisal rspec` under all (collectiveidea/audited)', () => {
    const turn = ['Appraisals', '"~> 8.0.0"', '"~> 8.0.2"'] as const;
    const first = evalTurn(audited, ...turn, []);
    expect(first).toContain('Install updated dependencies: `bundle exec appraisal install`');
    expect(first).toContain('Run the tests: `bundle exec appraisal rails80 rake`');
    expect(first).not.toContain('appraisal rspec');
    expect(evalTurn(audited, ...turn, ['bundle exec appraisal install'])).toContain('Would block');
    expect(evalTurn(audited, ...turn, ['bundle exec appraisal install', 'bundle exec appraisal rails80 rake'])).toContain('Would allow');
  });
});
