import { describe, expect, it } from 'vitest';
import { buildCheckpoint } from '../../src/checkpoint/build.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { edit, type FileTree, read, shell, timeline, writeFiles } from './_helpers.js';
import { json, repo, turn, workTreeAfter } from './ecosystems/_table.js';

// The advice on minimal reproductions of real repository layouts, one row per ecosystem and layout:
// the exact actions a turn gets, and silence once the agent ran those checks (in the project's own
// spellings, often different from ours).

interface Row {
  name: string;
  files: FileTree;
  /** Files the turn writes (edit calls). */
  change: FileTree;
  /** Shell calls the turn ran before stopping (besides the edits). */
  before?: string[];
  /** The actions, as `text: command`. */
  expected: string[];
  /** Commands in the project's own spelling that do every check: the stop is then silent. */
  ran: string[];
  /** Runs that skip the changed files (another package, the outer module): they leave the actions. */
  skips?: string[];
}

const rows: Row[] = [
  {
    name: 'npm library: lint script, no type-check',
    files: {
      'package.json': json({ name: 'lib', scripts: { test: 'node --test', lint: 'eslint .' } }),
      'package-lock.json': '{}',
      'src/a.js': 'export const a = 1;\n',
    },
    change: { 'src/a.js': 'export const a = 2;\n' },
    expected: ['Run the tests: npm test', 'Lint: npm run lint'],
    ran: ['npm t', 'npx eslint src'],
  },
  {
    name: 'npm: `npm run lint` runs tsc, so it is the type-check too',
    files: {
      'package.json': json({ scripts: { test: 'vitest run', lint: 'tsc --noEmit && eslint .' } }),
      'package-lock.json': '{}',
      'tsconfig.json': '{}',
      'src/a.ts': '',
    },
    change: { 'src/a.ts': 'export const a: number = 1;\n' },
    expected: ['Run the tests: npm test', 'Type-check: npm run lint'],
    ran: ['npm test -- --run', 'npm run lint'],
  },
  {
    name: 'yarn test that type-checks; test:eslint is not the tests',
    files: {
      'package.json': json({ scripts: { test: 'tsc && jest', 'test:eslint': 'eslint .' } }),
      'yarn.lock': '',
      'tsconfig.json': '{}',
      'src/a.ts': '',
    },
    change: { 'src/a.ts': 'export const a = 2;\n' },
    before: ['yarn test:eslint'],
    expected: ['Run the tests: yarn test'],
    ran: ['yarn test'],
  },
  {
    name: 'pnpm + turbo monorepo: the package own scripts with --filter',
    files: {
      'package.json': json({
        private: true,
        scripts: { test: 'turbo run test', lint: 'turbo run lint', typecheck: 'turbo run typecheck' },
      }),
      'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
      'pnpm-lock.yaml': '',
      'turbo.json': json({ tasks: { test: {}, lint: {}, typecheck: {} } }),
      'packages/web/package.json': json({
        name: '@acme/web',
        scripts: { test: 'vitest run', lint: 'eslint src', typecheck: 'tsc --noEmit' },
      }),
      'packages/web/tsconfig.json': '{}',
      'packages/web/src/a.ts': '',
    },
    change: { 'packages/web/src/a.ts': 'export const a = 1;\n' },
    expected: [
      'Run the tests: pnpm --filter @acme/web test',
      'Lint: pnpm --filter @acme/web lint',
      'Type-check: pnpm --filter @acme/web typecheck',
    ],
    ran: ['pnpm turbo run test lint typecheck --filter=@acme/web'],
    skips: ['pnpm --filter @acme/api test', 'pnpm --filter @acme/api lint', 'pnpm --filter @acme/api typecheck'],
  },
  {
    name: 'yarn workspaces: `yarn workspace <pkg> <script>` is evidence',
    files: {
      'package.json': json({ private: true, workspaces: ['apps/*'] }),
      'yarn.lock': '',
      'apps/site/package.json': json({ name: 'site', scripts: { test: 'jest', 'check:types': 'tsc -p .' } }),
      'apps/site/tsconfig.json': '{}',
      'apps/site/src/a.tsx': '',
    },
    change: { 'apps/site/src/a.tsx': 'export const A = 1;\n' },
    expected: ['Run the tests: yarn workspace site test', 'Type-check: yarn workspace site check:types'],
    ran: ['yarn workspace site test', 'yarn workspace site check:types'],
    skips: ['yarn workspace docs test', 'yarn workspace docs check:types'],
  },
  {
    name: 'nx workspace: `nx affected -t` is evidence',
    files: {
      'package.json': json({ private: true, workspaces: ['libs/*'] }),
      'package-lock.json': '{}',
      'nx.json': '{}',
      'libs/ui/package.json': json({ name: 'ui', scripts: { test: 'jest', lint: 'eslint .' } }),
      'libs/ui/src/a.js': '',
    },
    change: { 'libs/ui/src/a.js': 'export const a = 1;\n' },
    expected: ['Run the tests: npm test -w libs/ui', 'Lint: npm run lint -w libs/ui'],
    ran: ['npx nx affected -t lint test'],
    skips: ['npx nx run api:test', 'npx nx lint api'],
  },
  {
    name: 'a package manifest change in a workspace: install at the root, then the package tests',
    files: {
      'package.json': json({ private: true, workspaces: ['packages/*'] }),
      'yarn.lock': '',
      'packages/api/package.json': json({ name: 'api', scripts: { test: 'vitest run' } }),
    },
    change: { 'packages/api/package.json': json({ name: 'api', scripts: { test: 'vitest run' }, dependencies: { zod: '^3' } }) },
    expected: ['Install updated dependencies: yarn install', 'Run the tests: yarn workspace api test'],
    ran: ['yarn', 'yarn workspace api test'],
    skips: ['yarn workspace web test'],
  },
  {
    name: 'a changed test file in a package: its own command, paths from the package',
    files: {
      'package.json': json({ private: true, workspaces: ['packages/*'] }),
      'pnpm-lock.yaml': '',
      'pnpm-workspace.yaml': 'packages: ["packages/*"]\n',
      'packages/core/package.json': json({ name: 'core', scripts: { test: 'vitest run' } }),
      'packages/core/test/a.test.js': '',
    },
    change: { 'packages/core/test/a.test.js': 'test("x", () => {});\n' },
    expected: ['Run the changed tests: pnpm --filter core test test/a.test.js'],
    ran: ['pnpm --filter core test'],
  },
  {
    name: 'uv project: ruff and mypy from pyproject',
    files: {
      'pyproject.toml':
        '[project]\nname = "x"\n[dependency-groups]\ndev = ["pytest", "ruff", "mypy"]\n[tool.ruff]\nline-length = 100\n[tool.mypy]\nstrict = true\n[tool.pytest.ini_options]\n',
      'uv.lock': '',
      'src/x/a.py': '',
    },
    change: { 'src/x/a.py': 'A = 1\n' },
    expected: ['Run the tests: uv run pytest', 'Lint: uv run ruff check .', 'Type-check: uv run mypy .'],
    ran: ['uv run pytest -q', 'uv run ruff check src', 'uv run mypy src'],
  },
  {
    name: 'tox project: `tox -e` envs',
    files: {
      'setup.py': '',
      'tox.ini':
        '[tox]\nenvlist = py312\n[testenv]\ncommands = pytest\n[testenv:lint]\ncommands = flake8\n[testenv:typing]\ncommands = mypy src\n',
      'tests/test_a.py': '',
      'src/a.py': '',
    },
    change: { 'src/a.py': 'A = 1\n' },
    expected: ['Run the tests: pytest', 'Lint: tox -e lint', 'Type-check: tox -e typing'],
    ran: ['tox -e py312,lint,typing'],
  },
  {
    name: 'poetry: a pyproject change relocks, installs and runs the tests',
    files: { 'pyproject.toml': '[tool.poetry]\nname = "x"\n', 'poetry.lock': '', 'tests/test_a.py': '' },
    change: { 'pyproject.toml': '[tool.poetry]\nname = "x"\n[tool.poetry.dependencies]\nrequests = "*"\n' },
    expected: ['Install updated dependencies: poetry lock && poetry install', 'Run the tests: poetry run pytest'],
    ran: ['poetry lock', 'poetry install', 'poetry run pytest'],
  },
  {
    name: 'uv: a dependency change; `uv run` syncs before it tests',
    files: { 'pyproject.toml': '[project]\nname = "x"\n[tool.pytest.ini_options]\n', 'uv.lock': '', 'src/a.py': '' },
    change: { 'pyproject.toml': '[project]\nname = "x"\ndependencies = ["httpx"]\n[tool.pytest.ini_options]\n' },
    expected: ['Install updated dependencies: uv sync', 'Run the tests: uv run pytest'],
    ran: ['uv run pytest -q'],
  },
  {
    name: 'cargo: a manifest change needs only the tests, which resolve it',
    files: { 'Cargo.toml': '[package]\nname = "x"\n', 'src/lib.rs': '' },
    change: { 'Cargo.toml': '[package]\nname = "x"\n[dependencies]\nserde = "1"\n' },
    before: ['cargo fetch'],
    expected: ['Run the tests: cargo test'],
    ran: ['cargo test --all-features'],
  },
  {
    name: 'Bundler: a Gemfile change installs, then the tests',
    files: { Gemfile: "source 'https://rubygems.org'\n", 'Gemfile.lock': '', 'spec/a_spec.rb': '', Rakefile: '' },
    change: { Gemfile: "source 'https://rubygems.org'\ngem 'rake'\n" },
    expected: ['Install updated dependencies: bundle install', 'Run the tests: bundle exec rspec'],
    ran: ['bundle install', 'bundle exec rspec'],
  },
  {
    name: 'Prisma: a schema change',
    files: { 'package.json': json({ scripts: { test: 'vitest run' } }), 'pnpm-lock.yaml': '', 'prisma/schema.prisma': '' },
    change: { 'prisma/schema.prisma': 'model User { id Int @id }\n' },
    expected: ['Apply and verify the migration: pnpm exec prisma migrate dev'],
    ran: ['pnpm exec prisma migrate dev --name add-user'],
  },
  {
    name: 'Alembic: a new revision',
    files: { 'pyproject.toml': '[project]\nname = "x"\n', 'uv.lock': '', 'alembic.ini': '', 'alembic/env.py': '' },
    change: { 'alembic/versions/abc_add.py': 'revision = "abc"\n' },
    expected: ['Apply and verify the migration: uv run alembic upgrade head'],
    ran: ['uv run alembic upgrade head'],
  },
  {
    name: 'Alembic: a model change without a revision',
    files: {
      'pyproject.toml': '[project]\nname = "x"\n[tool.pytest.ini_options]\n',
      'uv.lock': '',
      'alembic.ini': '',
      'app/models.py': '',
    },
    change: { 'app/models.py': 'class User: ...\n' },
    expected: ['Run the tests: uv run pytest', 'Create the migration for the model change: uv run alembic revision --autogenerate'],
    ran: ['uv run alembic revision --autogenerate -m "add user"', 'uv run pytest'],
  },
  {
    name: 'Drizzle: a schema change without a generated migration',
    files: {
      'package.json': json({ scripts: { test: 'vitest run' } }),
      'package-lock.json': '{}',
      'drizzle.config.ts': '',
      'src/db/schema.ts': '',
    },
    change: { 'src/db/schema.ts': 'export const users = 1;\n' },
    expected: ['Run the tests: npm test', 'Create the migration for the model change: npx drizzle-kit generate'],
    ran: ['npx drizzle-kit generate', 'npm test'],
  },
  {
    name: 'GraphQL schema with graphql-codegen declared',
    files: {
      'package.json': json({ scripts: { test: 'jest' } }),
      'yarn.lock': '',
      'codegen.ts': '',
      'schema.graphql': 'type Query { a: Int }\n',
    },
    change: { 'schema.graphql': 'type Query { a: Int, b: Int }\n' },
    // a schema change is regenerated, then tested (issue 23: the tests of the code it feeds were never asked)
    expected: ['Regenerate the code from the changed schema: yarn graphql-codegen', 'Run the tests: yarn test'],
    ran: ['yarn graphql-codegen --config codegen.ts', 'yarn test'],
  },
  {
    name: "GraphQL codegen declared at a workspace's root, the schema in a package: the root's command, said from the root",
    files: {
      'package.json': json({ workspaces: ['packages/*'], scripts: { test: 'jest' } }),
      'package-lock.json': '{}',
      'codegen.ts': '',
      'packages/api/package.json': json({ name: 'api' }),
      'packages/api/schema.graphql': 'type Query { a: Int }\n',
    },
    change: { 'packages/api/schema.graphql': 'type Query { a: Int, b: Int }\n' },
    expected: ['Regenerate the code from the changed schema: npx graphql-codegen', 'Run the tests: npm test'],
    ran: ['npx graphql-codegen', 'npm test'],
  },
  {
    name: 'Django: a model change without a migration',
    files: { 'manage.py': '', 'requirements.txt': 'django\n', 'polls/models.py': '', 'polls/migrations/0001_initial.py': '' },
    change: { 'polls/models.py': 'from django.db import models\n' },
    expected: ['Run the tests: python manage.py test', 'Create the migration for the model change: python manage.py makemigrations'],
    ran: ['python manage.py makemigrations polls', 'python manage.py test polls'],
  },
  {
    name: 'Rails: a new migration',
    files: { Gemfile: '', 'Gemfile.lock': '', 'bin/rails': '', 'test/test_helper.rb': '', 'db/migrate/.keep': '' },
    change: { 'db/migrate/20240101000000_add_name.rb': 'class AddName < ActiveRecord::Migration[7.1]; end\n' },
    expected: ['Apply and verify the migration: bin/rails db:migrate'],
    ran: ['bin/rails db:migrate'],
  },
  {
    name: 'Rails: a model change, tests by file',
    files: {
      Gemfile: 'gem "rubocop", group: :development\n',
      'bin/rails': '',
      '.rubocop.yml': '',
      'test/test_helper.rb': '',
      'app/models/user.rb': '',
    },
    change: { 'app/models/user.rb': 'class User; end\n' },
    expected: ['Run the tests: bin/rails test', 'Lint: bundle exec rubocop'],
    ran: ['bin/rails test test/models/user_test.rb', 'bundle exec rubocop app'],
  },
  {
    name: 'Bundler gem with rspec',
    files: { 'x.gemspec': '', Gemfile: '', Rakefile: '', 'spec/x_spec.rb': '', 'lib/x.rb': '' },
    change: { 'lib/x.rb': 'module X; end\n' },
    expected: ['Run the tests: bundle exec rspec'],
    ran: ['bundle exec rspec'],
  },
  {
    name: 'cargo workspace: the member crate with -p',
    files: {
      'Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n[workspace]\nmembers = ["crates/core"]\n',
      'src/main.rs': 'fn main() {}\n',
      'crates/core/Cargo.toml': '[package]\nname = "app-core"\nversion = "0.1.0"\nedition = "2021"\n',
      'crates/core/src/lib.rs': '',
    },
    change: { 'crates/core/src/lib.rs': 'pub fn one() -> u8 { 1 }\n' },
    expected: ['Run the tests: cargo test -p app-core'],
    ran: ['cargo test -p app-core'],
    skips: ['cargo test -p app', 'cargo test'],
  },
  {
    name: 'cargo virtual workspace: bare cargo test at the root tests every member',
    files: {
      'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\n',
      'crates/core/Cargo.toml': '[package]\nname = "core"\n',
      'crates/core/src/lib.rs': '',
    },
    change: { 'crates/core/src/lib.rs': 'pub fn one() -> u8 { 1 }\n' },
    expected: ['Run the tests: cargo test -p core'],
    ran: ['cargo test'],
    skips: ['cargo test -p other'],
  },
  {
    name: 'go: a nested module gets its own go test',
    files: {
      'go.mod': 'module example.com/x\n',
      'main.go': 'package main\n',
      'tools/go.mod': 'module example.com/x/tools\n',
      'tools/gen/main.go': 'package main\n',
    },
    change: { 'tools/gen/main.go': 'package main\n\nfunc main() {}\n' },
    expected: ['Run the tests: cd tools && go test ./...'],
    ran: ['cd tools && go test ./...'],
    skips: ['go test ./...'],
  },
  {
    name: 'go: a go.mod change needs tidy, then the tests',
    files: { 'go.mod': 'module example.com/x\n', 'main.go': 'package main\n' },
    change: { 'go.mod': 'module example.com/x\n\ngo 1.22\n' },
    before: ['go mod download'],
    expected: ['Install updated dependencies: go mod tidy', 'Run the tests: go test ./...'],
    ran: ['go mod tidy', 'go test ./...'],
  },
  {
    name: 'go + protobuf: regenerate from a Makefile target; what it writes is the turn',
    files: {
      'go.mod': 'module example.com/x\n',
      Makefile: 'generate:\n\tbuf generate\n',
      'api/v1/user.proto': 'syntax = "proto3";\n',
      'api/v1/user.pb.go': 'package v1\n',
    },
    change: { 'api/v1/user.proto': 'syntax = "proto3";\nmessage User {}\n' },
    expected: ['Regenerate the code from the changed schema: make generate', 'Run the tests: go test ./...'],
    ran: ['make generate', 'go test ./...'],
  },
  {
    name: 'maven multi-module with the wrapper',
    files: {
      'pom.xml': '<project><artifactId>parent</artifactId><modules><module>core</module></modules></project>\n',
      mvnw: '',
      'core/pom.xml': '<project><parent><artifactId>parent</artifactId></parent><artifactId>core</artifactId></project>\n',
      'core/src/main/java/a/App.java': '',
    },
    change: { 'core/src/main/java/a/App.java': 'class App {}\n' },
    expected: ['Run the tests: ./mvnw -pl core test'],
    ran: ['./mvnw -pl core -am test'],
    skips: ['./mvnw -pl api test'],
  },
  {
    name: 'maven: a pom change is a dependency change; the tests resolve it',
    files: { 'pom.xml': '<project><artifactId>x</artifactId></project>\n', 'src/main/java/a/App.java': '' },
    change: { 'pom.xml': '<project><artifactId>x</artifactId><dependencies/></project>\n' },
    expected: ['Run the tests: mvn test'],
    ran: ['mvn -q verify'],
  },
  {
    name: 'gradle subproject',
    files: {
      'settings.gradle.kts': 'include("lib")\n',
      gradlew: '',
      'build.gradle.kts': '',
      'lib/build.gradle.kts': '',
      'lib/src/main/kotlin/A.kt': '',
    },
    change: { 'lib/src/main/kotlin/A.kt': 'class A\n' },
    expected: ['Run the tests: ./gradlew :lib:test'],
    ran: ['./gradlew :lib:test'],
    skips: ['./gradlew :app:test'],
  },
  {
    name: 'deno with tasks',
    files: { 'deno.json': json({ tasks: { test: 'deno test -A', check: 'deno check main.ts' } }), 'main.ts': '' },
    change: { 'main.ts': 'export const a = 1;\n' },
    expected: ['Run the tests: deno task test', 'Lint: deno lint', 'Type-check: deno task check'],
    ran: ['deno task test', 'deno lint', 'deno check main.ts'],
  },
  {
    name: 'Makefile-driven C: make -C is evidence',
    files: { Makefile: 'all:\n\tcc -o x x.c\ncheck: all\n\t./x\nlint:\n\tclang-tidy x.c\n', 'x.c': 'int main(void){return 0;}\n' },
    change: { 'x.c': 'int main(void){return 1;}\n' },
    expected: ['Run the tests: make check', 'Lint: make lint'],
    ran: ['make -C . check lint'],
  },
  {
    name: 'CI gates the lint the manifests do not declare',
    files: {
      'requirements.txt': 'x\n',
      'tests/test_a.py': '',
      'app.py': '',
      '.github/workflows/ci.yml':
        'name: ci\non:\n  pull_request:\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install -r requirements.txt\n      - run: flake8 .\n',
    },
    change: { 'app.py': 'A = 1\n' },
    expected: ['Run the tests: pytest', 'Lint: flake8 .'],
    ran: ['python -m pytest', 'python -m flake8 app.py'],
  },
  {
    // hatch's own layout (pypa/hatch, httpx-style): default-env tests, a lint env whose `all` runs the others
    name: 'hatch env scripts: resolved to their bodies, run as `hatch run <env>:<script>`',
    files: {
      'pyproject.toml': [
        '[project]\nname = "pkg"\n',
        '[tool.hatch.envs.default.scripts]\ntest = "pytest {args:tests}"\ncov = ["- coverage erase", "coverage run -m pytest {args:tests}"]\n',
        '[tool.hatch.envs.lint.scripts]\ntyping = "mypy --install-types --non-interactive {args:src/pkg tests}"\nstyle = ["ruff check {args:.}", "black --check --diff {args:.}"]\nall = ["style", "typing"]\n',
      ].join('\n'),
      'src/pkg/__init__.py': '',
      'tests/test_a.py': '',
    },
    change: { 'src/pkg/__init__.py': 'A = 1\n' },
    expected: ['Run the tests: hatch run test', 'Lint: hatch run lint:style', 'Type-check: hatch run lint:typing'],
    ran: ['hatch run cov', 'hatch run lint:all'],
  },
  {
    name: 'hatch.toml envs; `hatch test` and `hatch fmt --check` are the built-in test and lint',
    files: {
      'pyproject.toml': '[project]\nname = "pkg"\n[tool.ruff]\nline-length = 100\n',
      'hatch.toml':
        '[envs.types]\ndependencies = ["mypy"]\n[envs.types.scripts]\ncheck = "mypy --install-types --non-interactive {args:src tests}"\n',
      'src/pkg/a.py': '',
      'tests/test_a.py': '',
    },
    change: { 'src/pkg/a.py': 'A = 1\n' },
    expected: ['Run the tests: hatch test', 'Lint: hatch fmt --check', 'Type-check: hatch run types:check'],
    ran: ['hatch test', 'hatch fmt --check', 'hatch run types:check'],
  },
  {
    // nx 18+ workspaces (nrwl/nx examples): no targets in the project, the plugins infer them from config files
    name: 'nx inferred targets: vite and eslint plugins, a project with no scripts',
    files: {
      'package.json': json({ name: 'acme', private: true, workspaces: ['packages/*'] }),
      'package-lock.json': '{}',
      'nx.json': json({
        plugins: [
          { plugin: '@nx/vite/plugin', options: { buildTargetName: 'build', testTargetName: 'test', typecheckTargetName: 'typecheck' } },
          { plugin: '@nx/eslint/plugin', options: { targetName: 'lint' } },
          { plugin: '@nx/playwright/plugin', options: { targetName: 'e2e' } },
        ],
      }),
      'packages/ui/package.json': json({ name: '@acme/ui' }),
      'packages/ui/vite.config.ts': 'export default {};\n',
      'packages/ui/eslint.config.mjs': 'export default [];\n',
      'packages/ui/tsconfig.json': '{}',
      'packages/ui/src/button.ts': '',
      'packages/other/package.json': json({ name: '@acme/other' }),
    },
    change: { 'packages/ui/src/button.ts': 'export const b = 1;\n' },
    expected: ['Run the tests: npx nx run @acme/ui:test', 'Lint: npx nx run @acme/ui:lint', 'Type-check: npx nx run @acme/ui:typecheck'],
    ran: ['npx nx test @acme/ui', 'npx nx run-many -t lint,typecheck'],
    skips: ['npx nx run @acme/other:test', 'npx nx lint @acme/other', 'npx nx typecheck @acme/other'],
  },
  {
    name: 'nx inferred targets: jest, a renamed typecheck, and a plugin that excludes the project',
    files: {
      'package.json': json({ name: 'acme', private: true }),
      'pnpm-workspace.yaml': 'packages:\n  - "apps/*"\n',
      'pnpm-lock.yaml': '',
      'nx.json': json({
        plugins: [
          '@nx/jest/plugin',
          { plugin: '@nx/js/typescript', options: { typecheck: { targetName: 'tsc' } } },
          { plugin: '@nx/eslint/plugin', exclude: ['apps/api/**'] },
        ],
      }),
      'apps/api/project.json': json({ name: 'api', targets: { test: { options: { passWithNoTests: true } } } }),
      'apps/api/jest.config.ts': 'export default {};\n',
      'apps/api/.eslintrc.json': '{}',
      'apps/api/tsconfig.json': '{}',
      'apps/api/src/main.ts': '',
    },
    change: { 'apps/api/src/main.ts': 'export const a = 1;\n' },
    expected: ['Run the tests: pnpm exec nx run api:test', 'Type-check: pnpm exec nx run api:tsc'],
    ran: ['pnpm nx affected -t test tsc'],
  },
  {
    // golang/mock style: the directive beside the interface it mocks
    name: 'go:generate: a change to the file holding the directive regenerates its package',
    files: {
      'go.mod': 'module example.com/x\n',
      'store/store.go':
        'package store\n\n//go:generate mockgen -source=store.go -destination=mocks/store_mock.go -package=mocks\n\ntype Store interface{}\n',
      'store/mocks/store_mock.go': 'package mocks\n',
    },
    change: {
      'store/store.go':
        'package store\n\n//go:generate mockgen -source=store.go -destination=mocks/store_mock.go -package=mocks\n\ntype Store interface{ Get() }\n',
    },
    expected: ['Regenerate the code its go:generate directive writes: go generate ./store/...', 'Run the tests: go test ./...'],
    ran: ['go generate ./...', 'go test ./...'],
    skips: ['go generate ./other/...'],
  },
  {
    name: 'go:generate: a file a directive reads (an OpenAPI spec) asks for it; its output does not',
    files: {
      'go.mod': 'module example.com/x\n',
      'internal/api/gen.go':
        'package api\n\n//go:generate go run github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen -config cfg.yaml openapi.yaml\n',
      'internal/api/cfg.yaml': 'package: api\noutput: api.gen.go\n',
      'internal/api/openapi.yaml': 'openapi: 3.0.0\n',
      'internal/api/api.gen.go': 'package api\n',
    },
    change: { 'internal/api/openapi.yaml': 'openapi: 3.0.3\n', 'internal/api/api.gen.go': 'package api\n\n// edited\n' },
    expected: ['Regenerate the code its go:generate directive writes: go generate ./internal/api/...', 'Run the tests: go test ./...'],
    ran: ['go generate ./internal/api/...', 'go test ./...'],
  },
  {
    name: 'go:generate in a nested module: from that module',
    files: {
      'go.mod': 'module example.com/x\n',
      'tools/go.mod': 'module example.com/x/tools\n',
      'tools/kind/kind.go': 'package kind\n\n//go:generate stringer -type=Kind\n\ntype Kind int\n',
    },
    change: { 'tools/kind/kind.go': 'package kind\n\n//go:generate stringer -type=Kind\n\ntype Kind int\n\nconst (\n\tA Kind = iota\n)\n' },
    expected: [
      'Regenerate the code its go:generate directive writes: cd tools && go generate ./kind/...',
      'Run the tests: cd tools && go test ./...',
    ],
    ran: ['cd tools && go generate ./...', 'cd tools && go test ./...'],
    skips: ['go generate ./...'],
  },
  {
    // a Go package is one folder: `go test ./store` and `go test .` leave out the folders below them
    name: 'go: `go test .` and `go test ./store` reach their folder alone; `./store/...` reaches below',
    files: {
      'go.mod': 'module example.com/x\n',
      'main.go': 'package main\n',
      'store/store.go': 'package store\n',
      'store/sql/sql.go': 'package sql\n',
    },
    change: { 'store/sql/sql.go': 'package sql\n\nfunc Open() {}\n' },
    expected: ['Run the tests: go test ./...'],
    ran: ['go test ./store/...'],
    skips: ['go test .', 'go test ./store', 'cd store && go test .'],
  },
  {
    name: 'npm workspaces: --loglevel takes a value; -C and --prefix name the folder the script runs in',
    files: {
      'package.json': json({ name: 'root', private: true, workspaces: ['packages/*'] }),
      'package-lock.json': '{}',
      'packages/web/package.json': json({ name: 'web', scripts: { test: 'node --test', lint: 'eslint .' } }),
      'packages/web/src/a.js': '',
      'packages/api/package.json': json({ name: 'api', scripts: { test: 'node --test', lint: 'eslint .' } }),
    },
    change: { 'packages/web/src/a.js': 'module.exports = 1;\n' },
    expected: ['Run the tests: npm test -w packages/web', 'Lint: npm run lint -w packages/web'],
    ran: ['npm --loglevel warn -C packages/web test', 'npm --prefix=packages/web run lint -- --reporter dot'],
    skips: ['npm -C packages/api test', 'npm --loglevel warn --prefix packages/api run lint'],
  },
  {
    name: 'pnpm workspace: --workspace-concurrency, --reporter and --loglevel take values, not the script or the package',
    files: {
      'package.json': json({ name: 'root', private: true }),
      'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
      'pnpm-lock.yaml': '',
      'packages/web/package.json': json({ name: '@acme/web', scripts: { test: 'vitest run', lint: 'eslint src' } }),
      'packages/web/src/a.js': '',
      'packages/api/package.json': json({ name: '@acme/api', scripts: { test: 'vitest run', lint: 'eslint src' } }),
    },
    change: { 'packages/web/src/a.js': 'export const a = 1;\n' },
    expected: ['Run the tests: pnpm --filter @acme/web test', 'Lint: pnpm --filter @acme/web lint'],
    ran: ['pnpm --workspace-concurrency 1 --reporter append-only --filter @acme/web test', 'pnpm --loglevel warn -C packages/web lint'],
    skips: ['pnpm --reporter silent --filter @acme/api test', 'pnpm --loglevel warn --dir packages/api lint'],
  },
  {
    // tsconfig is JSONC: comments and trailing commas are how `tsc --init` and Vite templates write it
    name: 'TypeScript: a solution tsconfig with comments and trailing commas is built with tsc -b',
    files: {
      'package.json': json({ name: 'app', scripts: { test: 'vitest run' } }),
      'package-lock.json': '{}',
      'tsconfig.json':
        '{\n  // the projects are built by reference\n  "files": [],\n  "references": [\n    { "path": "./tsconfig.app.json" }, /* node */\n    { "path": "./tsconfig.node.json" },\n  ],\n}\n',
      'tsconfig.app.json': '{ "include": ["src"] }\n',
      'src/a.ts': '',
    },
    change: { 'src/a.ts': 'export const a = 1;\n' },
    expected: ['Run the tests: npm test', 'Type-check: npx tsc -b'],
    ran: ['npx vitest run', 'npx tsc -b'],
  },
  {
    name: 'pnpm workspace: a commented root tsconfig that excludes the packages is no type-check of theirs',
    files: {
      'package.json': json({ name: 'root', private: true }),
      'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
      'pnpm-lock.yaml': '',
      'tsconfig.json': '{\n  "include": ["scripts"], // tooling only\n  "exclude": [\n    "packages",\n  ],\n}\n',
      'packages/web/package.json': json({ name: 'web', scripts: { test: 'vitest run' } }),
      'packages/web/src/a.ts': '',
    },
    change: { 'packages/web/src/a.ts': 'export const a = 1;\n' },
    // the root's tsc checks scripts/ alone and the package has no tsconfig of its own: no type-check to ask for
    expected: ['Run the tests: pnpm --filter web test'],
    ran: ['pnpm --filter web test'],
  },
  // Issue 15's classes on layouts the rows above leave out: each spelling an agent uses counts.
  {
    name: 'class 1: type-check scripts named test:types and lint:ts are the type-check, not the tests',
    files: {
      'package.json': json({
        name: 'lib',
        scripts: { test: 'vitest run', 'test:types': 'tsc -p tsconfig.test.json', 'lint:ts': 'tsc --noEmit' },
      }),
      'package-lock.json': '{}',
      'tsconfig.json': '{}',
      'src/a.ts': '',
    },
    change: { 'src/a.ts': 'export const a = 1;\n' },
    before: ['npm run test:types'],
    expected: ['Run the tests: npm test'],
    ran: ['npx vitest run', 'npm run lint:ts'],
  },
  {
    name: 'class 1: a justfile and a Taskfile are judged by their recipes (`just check`, `task lint`)',
    files: {
      'go.mod': 'module example.com/x\n',
      justfile: 'test:\n    go test ./...\n\ncheck: test\n',
      'Taskfile.yml': 'version: "3"\ntasks:\n  lint:\n    cmds:\n      - golangci-lint run\n',
      'store/store.go': 'package store\n',
    },
    change: { 'store/store.go': 'package store\n\nfunc Open() {}\n' },
    expected: ['Run the tests: just test', 'Lint: task lint'],
    ran: ['just test', 'task lint'],
  },
  {
    name: 'class 1: `ruby -Itest <file>` and `nox -s` are test runs',
    files: {
      Gemfile: "source 'https://rubygems.org'\n",
      'Gemfile.lock': '',
      Rakefile: 'require "rake/testtask"\nRake::TestTask.new\n',
      'lib/gem.rb': '',
      'test/gem_test.rb': '',
    },
    change: { 'lib/gem.rb': 'module Gem; end\n' },
    expected: ['Run the tests: bundle exec rake test'],
    ran: ['ruby -Itest test/gem_test.rb'],
  },
  {
    name: 'class 1 and 3: nox sessions for tests and lint; pyright configured is the type-check',
    files: {
      'noxfile.py': 'import nox\n\n@nox.session\ndef tests(session):\n    pass\n\n@nox.session\ndef lint(session):\n    pass\n',
      'pyproject.toml': '[project]\nname = "x"\n',
      'pyrightconfig.json': '{}',
      'src/x/a.py': '',
    },
    change: { 'src/x/a.py': 'A = 1\n' },
    expected: ['Run the tests: nox -s tests', 'Lint: nox -s lint', 'Type-check: pyright'],
    ran: ['nox -s tests lint', 'npx pyright src'],
  },
  {
    name: 'class 3: golangci-lint where the project configures it; `go run ...golangci-lint@v1 run` is that lint',
    files: { 'go.mod': 'module example.com/x\n', '.golangci.yml': 'linters:\n  enable: [errcheck]\n', 'store/store.go': 'package store\n' },
    change: { 'store/store.go': 'package store\n\nfunc Open() {}\n' },
    expected: ['Run the tests: go test ./...', 'Lint: golangci-lint run'],
    ran: ['go test ./...', 'go run github.com/golangci/golangci-lint/cmd/golangci-lint@v1.59.0 run ./...'],
  },
  {
    // mypy with no target fails unless its config names the files: this mypy.ini does not
    name: 'class 3: mypy.ini configures the type-check of a pip project',
    files: { 'requirements.txt': 'requests\n', 'mypy.ini': '[mypy]\nstrict = True\n', 'app/a.py': '', 'tests/test_a.py': '' },
    change: { 'app/a.py': 'A = 1\n' },
    expected: ['Run the tests: pytest', 'Type-check: mypy .'],
    ran: ['python -m pytest -q', 'python -m mypy app'],
  },
  {
    name: 'class 3: a mypy.ini that names its files: bare mypy',
    files: { 'requirements.txt': 'requests\n', 'mypy.ini': '[mypy]\nfiles = app\n', 'app/a.py': '', 'tests/test_a.py': '' },
    change: { 'app/a.py': 'A = 1\n' },
    expected: ['Run the tests: pytest', 'Type-check: mypy'],
    ran: ['pytest', 'mypy'],
  },
  {
    name: 'class 5: a build.gradle.kts change is a dependency change, not source',
    files: { 'settings.gradle.kts': 'rootProject.name = "x"\n', gradlew: '', 'build.gradle.kts': '', 'src/main/kotlin/A.kt': '' },
    change: { 'build.gradle.kts': 'dependencies { implementation("com.squareup.okio:okio:3.9.0") }\n' },
    expected: ['Run the tests: ./gradlew test'],
    ran: ['./gradlew build'],
  },
  {
    name: 'class 5: deno without tasks: `deno test` and `deno lint`',
    files: { 'deno.jsonc': '{\n  // no tasks\n  "imports": {},\n}\n', 'main.ts': '', 'main_test.ts': '' },
    change: { 'main.ts': 'export const a = 1;\n' },
    // `deno test` type-checks what it runs: no separate type-check without a task for one
    expected: ['Run the tests: deno test', 'Lint: deno lint'],
    ran: ['deno test -A', 'deno lint'],
  },
  {
    name: 'class 8: tsc through the package manager the lockfile names (bun, yarn)',
    files: { 'package.json': json({ name: 'x', scripts: { test: 'bun test' } }), 'bun.lock': '', 'tsconfig.json': '{}', 'src/a.ts': '' },
    change: { 'src/a.ts': 'export const a = 1;\n' },
    expected: ['Run the tests: bun run test', 'Type-check: bunx tsc --noEmit'],
    ran: ['bun test', 'bunx tsc --noEmit'],
  },
  {
    name: 'class 8: yarn tsc, and a test:* lint script is not the tests',
    files: {
      'package.json': json({ name: 'x', scripts: { test: 'jest', 'test:eslint': 'eslint .' } }),
      'yarn.lock': '',
      'tsconfig.json': '{}',
      'src/a.ts': '',
    },
    change: { 'src/a.ts': 'export const a = 1;\n' },
    before: ['yarn test:eslint'],
    expected: ['Run the tests: yarn test', 'Type-check: yarn tsc --noEmit'],
    ran: ['yarn jest', 'yarn tsc --noEmit'],
  },
];

describe('advice per ecosystem and layout', () => {
  it.each(rows)('$name', async (row) => {
    const made = repo(row.files);
    const { lines } = await turn(row, [], made);
    expect(lines).toEqual(row.expected);
    const done = await turn(row, row.ran, made);
    expect(done.lines).toEqual([]);
    expect(done.result.silent).toBe(true);
    if (row.skips) expect((await turn(row, row.skips, made)).lines).toEqual(row.expected);
  });

  it('checks run after `cd` to the package by its absolute path are evidence (and `cd -` is no folder)', async () => {
    const row = rows.find((r) => r.name.startsWith('yarn workspaces'))!;
    const ran = ['cd - && cd {root}/apps/site && yarn test', 'cd {root}/apps && cd site && yarn check:types'];
    expect((await turn(row, ran)).lines).toEqual([]);
  });

  it('a project with no test suite is told nothing about tests, and eval says nothing applied', async () => {
    const { result } = await turn({ files: { 'package.json': json({ name: 'x' }), 'index.js': '' }, change: { 'index.js': 'x\n' } });
    expect(result.actions).toEqual([]);
    expect(result).toMatchObject({ silent: true, why: 'nothing applied: the project has no check for source code' });
  });

  it('a type test settled by its type-check is an all clear for types, and says no test runs it', async () => {
    const files = {
      'composer.json': json({ require: { php: '^8.2' }, 'require-dev': { 'phpstan/phpstan': '^2.0', 'phpunit/phpunit': '^11.0' } }),
      'phpstan.neon.dist': 'parameters:\n    paths:\n        - src\n        - types\n',
      'phpunit.xml.dist':
        '<phpunit>\n  <testsuites><testsuite name="all"><directory>tests</directory></testsuite></testsuites>\n</phpunit>\n',
      'src/Box.php': '<?php\nclass Box {}\n',
      'types/Box.php': '<?php\nuse function PHPStan\\Testing\\assertType;\nassertType(Box::class, new Box());\n',
    };
    const change = {
      'types/Box.php':
        '<?php\nuse function PHPStan\\Testing\\assertType;\nassertType(Box::class, new Box());\nassertType(Box::class, new Box());\n',
    };
    const { result } = await turn({ files, change }, ['vendor/bin/phpstan analyse']);
    expect(result).toMatchObject({ silent: true, why: 'all clear: evidence found for types; the project has no check for source code' });
  });

  it('code with no test command and a lint left unrun is no all clear: eval says the project has no check for it', async () => {
    const files = {
      Gemfile: "source 'https://rubygems.org'\ngem 'rubocop'\n",
      '.github/workflows/ci.yml': 'on: [push]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n    steps:\n      - run: bundle exec rubocop\n',
      'lib/foo.rb': 'X = 1\n',
    };
    const { result } = await turn({ files, change: { 'lib/foo.rb': 'X = 2\n' } });
    expect(result.actions).toEqual([]);
    expect(result).toMatchObject({
      silent: true,
      why: 'nothing applied: the project has no check for source code; lint left to ride along',
    });
    const linted = await turn({ files, change: { 'lib/foo.rb': 'X = 2\n' } }, ['bundle exec rubocop']);
    expect(linted.result).toMatchObject({ silent: true, why: 'nothing applied: the project has no check for source code' });
  });

  it('files a generator writes are the turn own, and need the tests', async () => {
    const files = {
      'go.mod': 'module example.com/x\n',
      Makefile: 'generate:\n\tbuf generate\n',
      'api/v1/user.proto': '',
      'api/v1/user.pb.go': 'package v1\n',
      'stale.pb.go': '',
    };
    const { root } = repo(files);
    const generated = { 'api/v1/user.proto': 'message User {}\n', 'api/v1/user.pb.go': 'package v1\n// regenerated\n' };
    writeFiles(root, generated);
    const calls = [read('api/v1/user.proto'), edit('api/v1/user.proto'), shell('make generate')];
    const result = await buildCheckpoint({
      cwd: root,
      timeline: timeline(calls),
      config: DEFAULT_CONFIG,
      elapsedSeconds: 90,
      workTree: workTreeAfter(root, files, generated),
      env: {},
    });
    expect(result.changedFiles).toEqual(['api/v1/user.pb.go', 'api/v1/user.proto']);
    expect(result.actions.map((a) => a.command)).toEqual(['go test ./...']);
  });

  it('a change no category covers says so instead of "all clear"', async () => {
    const { result } = await turn({ files: { 'data/a.csv': 'a\n' }, change: { 'data/a.csv': 'b\n' } });
    expect(result).toMatchObject({ silent: true, why: 'nothing applied: no category covers the changed files' });
  });
});
