import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRecipes } from '../../src/checkpoint/ecosystems/make.js';
import { checksFromCommands, guideCommands, guideEntries, pathsTake, workflowSteps } from '../../src/checkpoint/gates.js';
import { generatorTasks } from '../../src/checkpoint/generator-tasks.js';
import { detectDirectoryProfile } from '../../src/checkpoint/profile.js';
import { detectProject } from '../../src/checkpoint/project.js';
import { type FileTree, tempDir, writeFiles } from './_helpers.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(files: FileTree) {
  const dir = tempDir();
  dirs.push(dir);
  writeFiles(dir, files);
  return dir;
}

const pkg = (fields: object) => JSON.stringify(fields);

describe('the checks a file needs, from the project declarations nearest to it', () => {
  it.each([
    {
      name: 'npm: scripts by what they run',
      files: { 'package.json': pkg({ scripts: { test: 'vitest run', lint: 'eslint .', typecheck: 'tsc' } }), 'package-lock.json': '{}' },
      file: 'src/a.ts',
      expected: { test: 'npm test', lint: 'npm run lint', typecheck: 'npm run typecheck', install: 'npm install', testTakesPaths: true },
    },
    {
      name: 'a type-check named test:types',
      files: { 'package.json': pkg({ scripts: { test: 'node --test', 'test:types': 'tsd' } }), 'tsconfig.json': '{}' },
      file: 'src/a.ts',
      expected: { test: 'npm test', typecheck: 'npm run test:types' },
    },
    {
      name: 'lint script that runs tsc is the type-check too',
      files: { 'package.json': pkg({ scripts: { lint: 'tsc --noEmit' } }) },
      file: 'src/a.ts',
      // its lint is a type-check: asked once, as the type-check
      expected: { test: undefined, lint: undefined, typecheck: 'npm run lint' },
    },
    {
      name: 'tsc through the package manager (bun)',
      files: { 'package.json': pkg({ scripts: { test: 'bun test' } }), 'bun.lock': '', 'tsconfig.json': '{}' },
      file: 'src/a.ts',
      expected: { test: 'bun run test', typecheck: 'bunx tsc --noEmit', install: 'bun install' },
    },
    {
      name: 'tsc through the package manager (pnpm)',
      files: { 'package.json': pkg({}), 'pnpm-lock.yaml': '', 'tsconfig.json': '{}' },
      file: 'src/a.ts',
      expected: { typecheck: 'pnpm exec tsc --noEmit' },
    },
    {
      name: 'tsc through the package manager (yarn)',
      files: { 'package.json': pkg({}), 'yarn.lock': '', 'tsconfig.json': '{}' },
      file: 'src/a.ts',
      expected: { typecheck: 'yarn tsc --noEmit' },
    },
    {
      name: 'plain tsc is not offered for a .vue file; vue-tsc in a script is',
      files: { 'package.json': pkg({ scripts: { test: 'vitest' } }), 'tsconfig.json': '{}' },
      file: 'src/App.vue',
      expected: { test: 'npm test', typecheck: undefined },
    },
    {
      name: 'vue-tsc through a script',
      files: { 'package.json': pkg({ scripts: { 'type-check': 'vue-tsc --noEmit' } }), 'tsconfig.json': '{}' },
      file: 'src/App.vue',
      expected: { typecheck: 'npm run type-check' },
    },
    {
      name: 'a tsconfig change is type-checked',
      files: { 'package.json': pkg({ scripts: { typecheck: 'tsc -b' } }), 'pnpm-lock.yaml': '', 'tsconfig.json': '{}' },
      file: 'tsconfig.json',
      expected: { typecheck: 'pnpm run typecheck' },
    },
    {
      name: 'no test suite: no test command',
      files: { 'package.json': pkg({ scripts: { test: 'echo "Error: no test specified" && exit 1' } }) },
      file: 'index.js',
      expected: { test: undefined, lint: undefined },
    },
    {
      name: 'pnpm workspace: the package own script, with the filter',
      files: {
        'package.json': pkg({ scripts: { test: 'turbo run test', lint: 'turbo run lint' } }),
        'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
        'pnpm-lock.yaml': '',
        'tsconfig.json': pkg({ include: ['scripts'], exclude: ['packages'] }),
        'packages/web/package.json': pkg({ name: '@acme/web', scripts: { test: 'vitest run', lint: 'eslint src' } }),
        'packages/web/tsconfig.json': '{}',
      },
      file: 'packages/web/src/a.ts',
      expected: {
        test: 'pnpm --filter @acme/web test',
        lint: 'pnpm --filter @acme/web lint',
        typecheck: 'pnpm --filter @acme/web exec tsc --noEmit',
        pathBase: 'packages/web',
      },
    },
    {
      name: 'a root tsconfig that excludes the packages is not offered for them',
      files: {
        'package.json': pkg({ workspaces: ['packages/*'] }),
        'package-lock.json': '{}',
        'tsconfig.json': pkg({ include: ['scripts/**/*'] }),
        'packages/lib/package.json': pkg({ name: 'lib', scripts: { test: 'jest' } }),
      },
      file: 'packages/lib/src/a.ts',
      expected: { test: 'npm test -w packages/lib', typecheck: undefined },
    },
    {
      name: 'nx project.json targets, run from the root',
      files: {
        'package.json': pkg({ private: true }),
        'package-lock.json': '{}',
        'nx.json': '{}',
        'apps/api/project.json': pkg({
          name: 'api',
          targets: {
            test: { executor: '@nx/jest:jest' },
            lint: { executor: '@nx/eslint:lint' },
            typecheck: { executor: 'nx:run-commands', options: { command: 'tsc -p apps/api --noEmit' } },
          },
        }),
      },
      file: 'apps/api/src/main.ts',
      expected: { test: 'npx nx run api:test', lint: 'npx nx run api:lint', typecheck: 'npx nx run api:typecheck' },
    },
    {
      name: 'yarn workspace',
      files: {
        'package.json': pkg({ workspaces: ['apps/*'] }),
        'yarn.lock': '',
        'apps/site/package.json': pkg({ name: 'site', scripts: { test: 'jest', typecheck: 'tsc' } }),
      },
      file: 'apps/site/pages/index.tsx',
      expected: { test: 'yarn workspace site test', typecheck: 'yarn workspace site typecheck' },
    },
    {
      name: 'nested project without a workspace: cd into it',
      files: { 'README.md': '', 'web/package.json': pkg({ scripts: { test: 'vitest' } }), 'web/pnpm-lock.yaml': '' },
      file: 'web/src/a.ts',
      expected: { test: 'cd web && pnpm test', install: 'cd web && pnpm install' },
    },
    {
      name: 'uv project with ruff and mypy',
      files: {
        'pyproject.toml':
          '[project]\nname="x"\n[dependency-groups]\ndev = ["pytest", "ruff", "mypy"]\n[tool.ruff]\n[tool.mypy]\nstrict = true\n[tool.pytest.ini_options]\n',
        'uv.lock': '',
      },
      file: 'src/x/a.py',
      expected: { test: 'uv run pytest', lint: 'uv run ruff check .', typecheck: 'uv run mypy .', install: 'uv sync' },
    },
    {
      name: 'poetry with pyright; install relocks',
      files: { 'pyproject.toml': '[tool.poetry]\nname="x"\n[tool.pyright]\n', 'poetry.lock': '', 'tests/test_a.py': '' },
      file: 'x/a.py',
      expected: { test: 'poetry run pytest', typecheck: 'poetry run pyright', install: 'poetry lock && poetry install' },
    },
    {
      name: 'tox envs for lint and typing',
      files: {
        'setup.py': '',
        'tox.ini': '[tox]\nenvlist = py312\n[testenv]\ncommands = pytest\n[testenv:lint]\n[testenv:typing]\n',
        'tests/test_a.py': '',
      },
      file: 'pkg/a.py',
      expected: { test: 'pytest', lint: 'tox -e lint', typecheck: 'tox -e typing' },
    },
    {
      name: 'Makefile targets outrank guessed tools',
      files: {
        'pyproject.toml': '[project]\nname="x"\n[tool.pytest.ini_options]\n',
        Makefile: 'test:\n\tpytest -n auto\nlint:\n\truff check .\ntypecheck:\n\tmypy src\n',
      },
      file: 'src/a.py',
      expected: { test: 'make test', lint: 'make lint', typecheck: 'make typecheck' },
    },
    {
      name: 'Django: manage.py test, makemigrations',
      files: { 'manage.py': '', 'requirements.txt': 'django\n', 'polls/models.py': '' },
      file: 'polls/views.py',
      expected: { test: 'python manage.py test', makemigrations: 'python manage.py makemigrations', migrate: 'python manage.py migrate' },
    },
    {
      name: 'Rails app',
      files: { Gemfile: 'gem "rubocop", group: :development\n', 'bin/rails': '', 'test/test_helper.rb': '', '.rubocop.yml': '' },
      file: 'app/models/user.rb',
      expected: { test: 'bin/rails test', lint: 'bundle exec rubocop', migrate: 'bin/rails db:migrate', install: 'bundle install' },
    },
    {
      name: 'Bundler gem',
      files: { 'x.gemspec': '', Gemfile: '', Rakefile: '', 'spec/x_spec.rb': '' },
      file: 'lib/x.rb',
      expected: { test: 'bundle exec rspec', install: 'bundle install' },
    },
    {
      name: 'cargo: a member of a non-virtual workspace is tested with -p',
      files: {
        'Cargo.toml': '[package]\nname = "app"\n[workspace]\nmembers = ["crates/*"]\n[workspace.lints.clippy]\nall = "warn"\n',
        'crates/core/Cargo.toml': '[package]\nname = "app-core"\n',
      },
      file: 'crates/core/src/lib.rs',
      expected: { test: 'cargo test -p app-core', install: undefined },
    },
    {
      name: 'cargo: the root crate',
      files: { 'Cargo.toml': '[package]\nname = "app"\n[lints.clippy]\n' },
      file: 'src/main.rs',
      expected: { test: 'cargo test', lint: 'cargo clippy', install: undefined },
    },
    {
      name: 'go: a nested module has its own go test',
      files: { 'go.mod': 'module x\n', '.golangci.yml': '', 'tools/go.mod': 'module x/tools\n' },
      file: 'tools/gen/main.go',
      expected: { test: 'cd tools && go test ./...', install: 'cd tools && go mod tidy', lint: 'golangci-lint run' },
    },
    {
      name: 'go root module',
      files: { 'go.mod': 'module x\n' },
      file: 'pkg/a.go',
      expected: { test: 'go test ./...', install: 'go mod tidy' },
    },
    {
      name: 'maven multi-module with the wrapper',
      files: {
        'pom.xml': '<project><artifactId>parent</artifactId><modules><module>core</module></modules></project>',
        mvnw: '',
        'core/pom.xml': '<project><artifactId>core</artifactId></project>',
      },
      file: 'core/src/main/java/a/App.java',
      expected: { test: './mvnw -pl core test' },
    },
    {
      name: 'gradle subproject',
      files: {
        'settings.gradle.kts': 'include("lib")\n',
        gradlew: '',
        'build.gradle.kts': '',
        'lib/build.gradle.kts': 'plugins { id("com.diffplug.spotless") }\n',
      },
      file: 'lib/src/main/kotlin/a/A.kt',
      expected: { test: './gradlew :lib:test', lint: './gradlew :lib:spotlessCheck' },
    },
    {
      name: 'deno tasks',
      files: { 'deno.json': pkg({ tasks: { test: 'deno test -A', check: 'deno check main.ts' } }) },
      file: 'main.ts',
      expected: { test: 'deno task test', lint: 'deno lint', typecheck: 'deno task check' },
    },
    {
      name: 'just and Taskfile recipes',
      files: {
        justfile: 'test:\n    cargo nextest run\n',
        'Taskfile.yml': 'version: "3"\ntasks:\n  lint:\n    cmds:\n      - golangci-lint run\n',
      },
      file: 'main.c',
      expected: { test: 'just test', lint: 'task lint' },
    },
    {
      name: 'C with make -C targets only',
      files: { Makefile: 'check: all\n\t./run-tests.sh\nall:\n\tcc -o x x.c\n' },
      file: 'src/x.c',
      expected: { test: 'make check', lint: undefined },
    },
    {
      name: 'proto codegen from a Makefile target',
      files: { 'go.mod': 'module x\n', Makefile: 'generate:\n\tbuf generate\n' },
      file: 'api/v1/user.proto',
      expected: { generate: 'make generate' },
    },
    {
      name: 'OpenAPI generator config',
      files: { 'package.json': pkg({}), 'pnpm-lock.yaml': '', 'openapitools.json': '{}' },
      file: 'api/openapi.yaml',
      expected: { generate: 'pnpm exec openapi-generator-cli generate' },
    },
    {
      name: 'CI gates on lint and type-check the manifests do not declare',
      files: {
        'requirements.txt': 'x\n',
        'tests/test_a.py': '',
        '.github/workflows/ci.yml':
          'on: [push, pull_request]\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: pip install -r requirements.txt\n      - run: |\n          flake8 src\n          mypy --strict src\n',
      },
      file: 'src/a.py',
      expected: { test: 'pytest', lint: 'flake8 src', typecheck: 'mypy --strict src' },
    },
    {
      name: 'AGENTS.md tells contributors what to run',
      files: {
        'go.mod': 'module x\n',
        'AGENTS.md': '# Agents\nBefore you finish, run `staticcheck ./...` and:\n\n```sh\n$ go test -race ./...\n```\n',
      },
      file: 'a.go',
      expected: { test: 'go test ./...', lint: 'staticcheck ./...' },
    },
    {
      name: 'an nx target beside a guessed runner leaves the guess undeclared: the Makefile target outranks it',
      files: {
        'package.json': pkg({ name: 'app', devDependencies: { vitest: '^2.0.0' } }),
        'project.json': pkg({ name: 'app', targets: { test: { executor: '@nx/vite:test' } } }),
        'vitest.config.ts': 'export default {};\n',
        Makefile: 'test:\n\tnpx vitest run --coverage\n',
      },
      file: 'src/a.ts',
      expected: { test: 'make test' },
    },
    {
      name: 'an nx target that is null is skipped, not a failure',
      files: {
        'package.json': pkg({ name: 'app' }),
        'project.json': pkg({
          name: 'app',
          targets: { old: null, test: { executor: 'nx:run-commands', options: { command: 'vitest run' } } },
        }),
      },
      file: 'src/a.ts',
      expected: { test: 'npx nx run app:test' },
    },
  ])('$name', ({ files, file, expected }) => {
    const root = project(files);
    const profile = detectProject(root, [file]);
    const checks = profile.checksFor(file);
    const install = checks.language ? profile.installFor(checks.language, file) : undefined;
    expect({ ...checks, install }).toMatchObject(expected);
  });
});

describe('a declared generator task, in the spelling of the tool that declares it', () => {
  it.each([
    {
      name: 'a package.json script',
      files: { 'package.json': pkg({ scripts: { 'gen:types': 'json2ts -i schema/api.json -o src/types.ts' } }), 'pnpm-lock.yaml': '' },
      file: 'schema/api.json',
      expected: 'pnpm run gen:types',
    },
    {
      name: 'a deno.json task',
      files: { 'deno.json': pkg({ tasks: { 'gen:types': 'deno run -A scripts/gen_types.ts schema/api.json' } }) },
      file: 'schema/api.json',
      expected: 'deno task gen:types',
    },
    {
      name: 'an nx target',
      files: {
        'package.json': pkg({ name: 'app' }),
        'package-lock.json': '{}',
        'nx.json': '{}',
        'project.json': pkg({
          name: 'app',
          targets: { 'gen-api': { executor: 'nx:run-commands', options: { command: 'openapi-ts -i contracts/api.json -o src/client' } } },
        }),
      },
      file: 'contracts/api.json',
      expected: 'npx nx run app:gen-api',
    },
  ])('$name', ({ files, file, expected }) => {
    const root = project(files);
    expect(detectProject(root, [file]).generates(file)?.command).toBe(expected);
  });

  it("a parent-relative path is the package's, not the root's", () => {
    const root = project({
      'packages/api/package.json': pkg({ name: 'api', scripts: { 'gen:types': 'json2ts -i ../../schemas/api.json -o src/types.ts' } }),
    });
    const [task] = generatorTasks(detectDirectoryProfile(root, 'packages/api'));
    // what `-o` names is the generator's output, not its input
    expect(task.paths).toEqual(['schemas/api.json']);
  });
});

describe('guides and CI steps where they apply in a monorepo', () => {
  const workspace = {
    'package.json': pkg({ private: true }),
    'pnpm-workspace.yaml': 'packages:\n  - "services/*"\n  - "apps/*"\n',
    'pnpm-lock.yaml': '',
    'services/api/package.json': pkg({ name: 'api', scripts: { test: 'vitest run' } }),
    'services/web/package.json': pkg({ name: 'web', scripts: { test: 'vitest run' } }),
    'apps/admin/package.json': pkg({ name: 'admin', scripts: { test: 'vitest run' } }),
  };
  // a job per package, as monorepos write them: `defaults.run.working-directory` or the step's own
  const ci = [
    'on:\n  pull_request:\njobs:',
    '  api:\n    defaults:\n      run:\n        working-directory: services/api\n    steps:\n      - run: pnpm install\n      - run: npx eslint . --max-warnings 0\n      - run: npx tsc -p tsconfig.build.json --noEmit',
    '  root:\n    steps:\n      - run: npx biome lint .\n      - run: npx oxlint src\n        working-directory: ./services/web/\n',
  ].join('\n');
  it.each([
    {
      name: "a step run in the package is its check; the root-level step is the others'",
      files: { ...workspace, '.github/workflows/ci.yml': ci },
      file: 'services/api/src/a.ts',
      expected: {
        test: 'pnpm --filter api test',
        lint: 'cd services/api && npx eslint . --max-warnings 0',
        typecheck: 'cd services/api && npx tsc -p tsconfig.build.json --noEmit',
      },
    },
    {
      name: 'a step-level working-directory names its package',
      files: { ...workspace, '.github/workflows/ci.yml': ci },
      file: 'services/web/src/a.ts',
      expected: { lint: 'cd services/web && npx oxlint src' },
    },
    {
      name: 'a package without steps of its own gets the root-level ones',
      files: { ...workspace, '.github/workflows/ci.yml': ci },
      file: 'apps/admin/src/a.ts',
      expected: { lint: 'npx biome lint .' },
    },
    {
      name: 'the package AGENTS.md wins over the root one, and over the root script',
      files: {
        ...workspace,
        'package.json': pkg({ private: true, scripts: { lint: 'eslint .' } }),
        'AGENTS.md': 'Before you commit run `pnpm lint` and `pnpm -r test`.\n',
        'services/api/AGENTS.md': '## Checks\n\n```bash\n$ pnpm run lint:strict\n```\n',
      },
      file: 'services/api/src/a.ts',
      expected: { test: 'pnpm --filter api test', lint: 'cd services/api && pnpm run lint:strict' },
    },
    {
      name: 'a guide in a folder between the package and the root applies to the packages below it',
      files: {
        ...workspace,
        'apps/CLAUDE.md': 'Type-check with `pnpm exec tsc -b`.\n',
        'CONTRIBUTING.md': 'Type-check with `npx tsc --noEmit`.\n',
      },
      file: 'apps/admin/src/a.ts',
      expected: { typecheck: 'cd apps && pnpm exec tsc -b' },
    },
    {
      name: 'the root files keep the root guide',
      files: {
        ...workspace,
        'apps/CLAUDE.md': 'Type-check with `pnpm exec tsc -b`.\n',
        'CONTRIBUTING.md': 'Type-check with `npx tsc --noEmit`.\n',
      },
      file: 'scripts/a.ts',
      expected: { typecheck: 'npx tsc --noEmit' },
    },
    {
      name: 'a package GEMINI.md names its own test runner when the manifest has none',
      files: {
        ...workspace,
        'services/api/package.json': pkg({ name: 'api' }),
        'services/api/GEMINI.md': 'Run the tests with `node --test test/`.\n',
      },
      file: 'services/api/src/a.js',
      expected: { test: 'cd services/api && node --test test/' },
    },
  ])('$name', ({ files, file, expected }) => {
    const root = project(files);
    expect(detectProject(root, [file]).checksFor(file)).toMatchObject(expected);
  });
});

describe('declarations', () => {
  it('make recipes, prerequisites and $(MAKE)', () => {
    expect(makeRecipes('check: lint test\nlint:\n\t@$(MAKE) vet\ntest: build ; go test ./...\nX := 1\n.PHONY: test\n')).toEqual({
      check: 'make lint && make test',
      lint: 'make vet',
      test: 'make build && go test ./...',
    });
  });

  it('make rules of one target add up: every rule’s prerequisites, the last one’s commands, $@ its name; a target’s variable is no prerequisite', () => {
    expect(
      makeRecipes(
        'test: FLAGS += -g\ntest: unit cli\ntest: pool\ncli: FLAGS = x\ncli:\n\t./run.py\ncli:\n\t./cli/run.py $@\nall:\n\t$(MAKE) -C tests $@\n',
      ),
    ).toEqual({ test: 'make unit && make cli && make pool', cli: './cli/run.py cli', all: 'make -C tests all' });
  });

  it('workflow steps of push/PR workflows, with their working directory', () => {
    const text =
      'on:\n  pull_request:\ndefaults:\n  run:\n    working-directory: ./apps\njobs:\n  a:\n    defaults:\n      run:\n        working-directory: ./web/\n    steps:\n      - run: npm test\n      - run: npm run lint\n        working-directory: .\n      - run: npm test\n        working-directory: ${{ matrix.dir }}\n  b:\n    steps:\n      - run: npm run build\n';
    expect(workflowSteps(text)).toEqual([
      { dir: 'web', command: 'cd web && npm test' },
      { dir: '', command: 'npm run lint' },
      { dir: '', command: 'npm test', outside: true },
      { dir: 'apps', command: 'cd apps && npm run build' },
    ]);
    expect(workflowSteps('on:\n  schedule: []\njobs:\n  a:\n    steps:\n      - run: npm test\n')).toEqual([]);
  });

  it('the paths a workflow runs on: the pull request’s filter, paths-ignore as exclusions, none when a trigger has none', () => {
    const steps = (on: string) => workflowSteps(`on:\n${on}\njobs:\n  a:\n    steps:\n      - run: npm test\n`);
    expect(steps("  push:\n    paths: ['a/**']\n  pull_request:\n    paths: ['b/**']")).toEqual([
      { dir: '', command: 'npm test', paths: ['b/**'] },
    ]);
    expect(steps("  pull_request:\n    paths-ignore: ['docs/**']")).toEqual([{ dir: '', command: 'npm test', paths: ['**', '!docs/**'] }]);
    expect(steps("  push:\n    paths: ['a/**']\n  pull_request:")).toEqual([{ dir: '', command: 'npm test' }]);
  });

  it.each([
    { paths: ['**.js'], file: 'lib/deep/a.js', takes: true },
    { paths: ['*.js'], file: 'lib/a.js', takes: false },
    { paths: ['src/**', '!src/**/*.md'], file: 'src/x/README.md', takes: false },
    { paths: ['src/**', '!src/**/*.md', 'src/keep.md'], file: 'src/keep.md', takes: true },
    { paths: ['**', '!docs/**'], file: 'docs/a.ts', takes: false },
    { paths: ['**', '!docs/**'], file: 'src/a.ts', takes: true },
  ])('a workflow’s paths $paths take $file: $takes', ({ paths, file, takes }) => {
    expect(pathsTake(paths, file)).toBe(takes);
  });

  it('guide commands: shell fences (a comment after a command dropped) and code spans', () => {
    expect(guideCommands('Run `npm test`.\n```bash\n$ npm run lint # fast\n```\n```js\nnpm run js\n```\n')).toEqual([
      'npm test',
      'npm run lint',
    ]);
  });

  it('guide entries: a list item or table row ties its commands to the paths it names; prose and paths out of the repository do not', () => {
    expect(
      guideEntries(
        '| Store | `store/`, `LATEST.sql` | `go test -v ./store/...` |\n- add keys to `config/locales/en.yml`, then run `bin/fill-locales`\nRun `make docs` after editing `docs/`.\n- `../x/` then `make y`\n' +
          '3. Add the syntax to `grammar/php.y`. Regenerate the parser by running\n   `php grammar/rebuildParsers.php`.\n   Then `make z`.\n',
      ),
    ).toEqual([
      { command: 'store/', named: ['LATEST.sql'] },
      { command: 'LATEST.sql', named: ['store/'] },
      { command: 'go test -v ./store/...', named: ['store/', 'LATEST.sql'] },
      { command: 'config/locales/en.yml', named: ['bin/fill-locales'] },
      { command: 'bin/fill-locales', named: ['config/locales/en.yml'] },
      { command: 'make docs' },
      { command: 'docs/' },
      { command: '../x/' },
      { command: 'make y' },
      // an item's wrapped lines are the item's
      { command: 'grammar/php.y' },
      { command: 'php grammar/rebuildParsers.php', named: ['grammar/php.y'] },
      { command: 'make z', named: ['grammar/php.y'] },
    ]);
  });

  it('hostile text stays linear: long lines and unclosed fences', () => {
    const began = performance.now();
    expect(makeRecipes(`${' '.repeat(200_000)}x\n${'a '.repeat(100_000)}\ntest:\n\tgo test ./...\n`)).toEqual({ test: 'go test ./...' });
    expect(makeRecipes(`a${' '.repeat(1990)}b\n`.repeat(500))).toEqual({});
    expect(guideCommands('```\n'.repeat(1).concat('`'.repeat(3).concat('x').repeat(60_000)))).toEqual([]);
    expect(performance.now() - began).toBeLessThan(2000);
  });

  it('commands with CI expressions or installs are not taken as checks', () => {
    expect(checksFromCommands(['npm ci && npm test', 'npm run ${{ matrix.task }}', 'npm test'])).toEqual({ test: 'npm test' });
  });

  it.each([
    { name: "a CI workspace path outside the repository (issue 23's CMake miss)", input: 'ctest --test-dir ../build', expected: {} },
    { name: 'an absolute path of the CI machine', input: 'ctest --test-dir /__w/build', expected: {} },
    { name: 'a watcher sent to the background', input: 'flutter analyze --watch &', expected: {} },
    { name: 'a watcher in the foreground', input: 'npx vitest --watch', expected: {} },
    { name: 'a folder of the repository', input: 'ctest --test-dir build', expected: { test: 'ctest --test-dir build' } },
    {
      name: 'up from a package, still inside',
      input: 'cd packages/web && npx vitest run ../common',
      expected: { test: 'cd packages/web && npx vitest run ../common' },
    },
    { name: 'an option value outside', input: 'cd web && npx jest --rootDir=../../elsewhere', expected: {} },
  ])('guides and CI: $name', ({ input, expected }) => {
    expect(checksFromCommands([input])).toEqual(expected);
  });

  it('hostile manifests stay linear: odd script bodies, unclosed ini sections, blank jsonc', () => {
    const root = project({
      'package.json': pkg({ scripts: { test: 'a='.repeat(150_000) } }),
      'tox.ini': '[x\n'.repeat(100_000),
      'setup.py': '',
      'deno.jsonc': `${'\n'.repeat(300_000)}{}`,
    });
    const began = performance.now();
    const profile = detectDirectoryProfile(root, '');
    expect(profile.ecosystems).toEqual(['node', 'deno', 'python']);
    expect(performance.now() - began).toBeLessThan(2000);
  });

  // A FIFO under a manifest name: project-fifo.int.test.ts (a FIFO needs the real disk).
});
