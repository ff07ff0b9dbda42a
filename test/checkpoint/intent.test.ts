import { describe, expect, it } from 'vitest';
import { nodeScript, packageScript } from '../../src/checkpoint/ecosystems/node.js';
import {
  commandKinds,
  installEcosystem,
  kindsByName,
  lineKinds,
  matchesPrefix,
  runsTests,
  type ScriptResolver,
} from '../../src/checkpoint/intent.js';
import { normalizeWords, segmentCommand } from '../../src/checkpoint/shell.js';

/** Does any simple command of the line match? (how evidence reads a shell call) */
const anySegment = (command: string, test: (words: string[]) => boolean) =>
  segmentCommand(command).some((segment) => test(normalizeWords(segment.words)));

describe('test intent', () => {
  it.each([
    { name: 'npm test', input: 'npm test', expected: true },
    { name: 'npm t', input: 'npm t', expected: true },
    { name: 'npm run test', input: 'npm run test', expected: true },
    { name: 'npm run test:unit', input: 'npm run test:unit', expected: true },
    { name: 'yarn test', input: 'yarn test', expected: true },
    { name: 'pnpm test', input: 'pnpm test', expected: true },
    { name: 'pnpm -r test', input: 'pnpm -r test', expected: true },
    { name: 'pnpm --filter web test', input: 'pnpm --filter web test', expected: true },
    { name: 'npm -w pkg test', input: 'npm -w pkg test', expected: true },
    { name: 'npx vitest', input: 'npx vitest', expected: true },
    { name: 'vitest run', input: 'vitest run src', expected: true },
    { name: 'vitest with its watch flag turned off by its value', input: 'npx vitest --watch false', expected: true },
    { name: 'vitest watching is no run that ends', input: 'npx vitest --watch', expected: false },
    { name: 'jest', input: 'jest --ci', expected: true },
    { name: 'python -m pytest', input: 'python -m pytest -q', expected: true },
    { name: 'uv run pytest', input: 'uv run pytest', expected: true },
    { name: '.venv/bin/pytest', input: '.venv/bin/pytest tests/', expected: true },
    { name: 'go test', input: 'go test ./...', expected: true },
    { name: 'cargo test', input: 'cargo test --all', expected: true },
    { name: 'make test', input: 'make test', expected: true },
    { name: 'make check', input: 'make -j4 check', expected: true },
    { name: 'test:eslint is a lint, not the tests', input: 'npm run test:eslint', expected: false },
    { name: 'test:types is a type-check, not the tests', input: 'pnpm test:types', expected: false },
    { name: 'env prefix', input: 'CI=1 npm test', expected: true },
    { name: 'after cd', input: 'cd web && npm test', expected: true },
    { name: 'piped to tail', input: 'npm test 2>&1 | tail -20', expected: true },
    { name: 'node --test', input: 'node --test test/', expected: true },
    { name: 'bun test', input: 'bun test', expected: true },
    { name: 'echo of a test command', input: 'echo "npm test"', expected: false },
    { name: 'grep for a test command', input: 'grep "npm test" README.md', expected: false },
    { name: 'grep -r', input: 'grep -rn "pytest" .', expected: false },
    { name: 'npm install', input: 'npm install', expected: false },
    { name: 'npm run build', input: 'npm run build', expected: false },
    { name: 'make build', input: 'make build', expected: false },
    { name: 'go build', input: 'go build ./...', expected: false },
    { name: 'cat of a test file', input: 'cat test/a.test.ts', expected: false },
    { name: 'git commit mentioning tests', input: 'git commit -m "npm test passes"', expected: false },
  ])('$name', ({ input, expected }) => {
    expect(runsTests(input)).toBe(expected);
  });
});

describe('typecheck intent', () => {
  it.each([
    { name: 'tsc --noEmit', input: 'npx tsc --noEmit', expected: true },
    { name: 'tsc -p', input: 'tsc -p tsconfig.json', expected: true },
    { name: 'npm run typecheck', input: 'npm run typecheck', expected: true },
    { name: 'pnpm type-check', input: 'pnpm type-check', expected: true },
    { name: 'yarn tsc', input: 'yarn tsc', expected: true },
    { name: 'vue-tsc', input: 'vue-tsc --noEmit', expected: true },
    { name: 'npm test is not a typecheck', input: 'npm test', expected: false },
    { name: 'echo tsc', input: "echo 'tsc --noEmit'", expected: false },
  ])('$name', ({ input, expected }) => {
    expect(anySegment(input, (words) => commandKinds(words).has('typecheck'))).toBe(expected);
  });
});

describe('install intent', () => {
  it.each([
    { name: 'npm install', input: 'npm install', expected: 'node' },
    { name: 'npm i pkg', input: 'npm i lodash', expected: 'node' },
    { name: 'npm ci', input: 'npm ci', expected: 'node' },
    { name: 'pnpm install', input: 'pnpm install', expected: 'node' },
    { name: 'pnpm add', input: 'pnpm add -D vitest', expected: 'node' },
    { name: 'yarn alone', input: 'yarn', expected: 'node' },
    { name: 'uv sync', input: 'uv sync', expected: 'python' },
    { name: 'uv pip install', input: 'uv pip install -r requirements.txt', expected: 'python' },
    { name: 'pip install -r', input: 'pip install -r requirements.txt', expected: 'python' },
    { name: 'python -m pip install', input: 'python -m pip install -e .', expected: 'python' },
    { name: 'poetry install', input: 'poetry install', expected: 'python' },
    // `go mod download` leaves go.sum as it is: it does not settle a go.mod change
    { name: 'go mod download', input: 'go mod download', expected: undefined },
    { name: 'go mod tidy', input: 'go mod tidy', expected: 'go' },
    { name: 'cargo build', input: 'cargo build', expected: 'rust' },
    { name: 'cargo fetch', input: 'cargo fetch', expected: 'rust' },
    { name: 'bundle install', input: 'bundle install', expected: 'ruby' },
    { name: 'npm test', input: 'npm test', expected: undefined },
    { name: 'yarn test', input: 'yarn test', expected: undefined },
    { name: 'go mod graph', input: 'go mod graph', expected: undefined },
    { name: 'echo npm install', input: 'echo npm install', expected: undefined },
  ])('$name', ({ input, expected }) => {
    const found = segmentCommand(input)
      .map((s) => installEcosystem(normalizeWords(s.words)))
      .find(Boolean);
    expect(found).toBe(expected);
  });
});

describe('other intents', () => {
  it.each([
    { name: 'prisma migrate', input: 'npx prisma migrate dev', kind: 'migrate', expected: true },
    { name: 'prisma db push', input: 'npx prisma db push', kind: 'migrate', expected: true },
    { name: 'alembic upgrade', input: 'uv run alembic upgrade head', kind: 'migrate', expected: true },
    { name: 'django migrate', input: 'python manage.py migrate', kind: 'migrate', expected: true },
    { name: 'rails db:migrate', input: 'bin/rails db:migrate', kind: 'migrate', expected: true },
    { name: 'goose up', input: 'goose -dir db up', kind: 'migrate', expected: true },
    { name: 'prisma generate is not a migration', input: 'npx prisma generate', kind: 'migrate', expected: false },
    { name: 'django makemigrations writes one', input: './manage.py makemigrations', kind: 'makemigrations', expected: true },
    { name: 'alembic revision writes one', input: 'alembic revision --autogenerate -m x', kind: 'makemigrations', expected: true },
    { name: 'drizzle-kit generate writes one', input: 'npx drizzle-kit generate', kind: 'makemigrations', expected: true },
    { name: 'django migrate writes none', input: 'python manage.py migrate', kind: 'makemigrations', expected: false },
    { name: 'docker build', input: 'docker build -t x .', kind: 'config', expected: true },
    { name: 'docker compose config', input: 'docker compose config', kind: 'config', expected: true },
    { name: 'actionlint', input: 'actionlint', kind: 'config', expected: true },
    { name: 'docker ps', input: 'docker ps', kind: 'config', expected: false },
  ])('$name', ({ input, kind, expected }) => {
    expect(anySegment(input, (words) => commandKinds(words).has(kind as 'migrate'))).toBe(expected);
  });
});

describe('packageScript', () => {
  it.each([
    { name: 'npm run', input: ['npm', 'run', 'lint'], expected: 'lint' },
    { name: 'npm t', input: ['npm', 't'], expected: 'test' },
    { name: 'pnpm direct script', input: ['pnpm', 'lint'], expected: 'lint' },
    { name: 'npm direct name is a builtin, not a script', input: ['npm', 'lint'], expected: undefined },
    { name: 'pnpm builtin', input: ['pnpm', 'install'], expected: undefined },
    { name: 'not a package manager', input: ['make', 'test'], expected: undefined },
    { name: 'a setting before the script', input: ['pnpm', '--workspace-concurrency', '1', '-r', 'test'], expected: 'test' },
    { name: 'a yarn setting before the script', input: ['yarn', '--mutex', 'network', 'lint'], expected: 'lint' },
    { name: 'npm -C names a folder', input: ['npm', '-C', 'web', 'run', 'lint'], expected: 'lint' },
  ])('$name', ({ input, expected }) => {
    expect(packageScript(input)).toBe(expected);
  });

  it.each([
    { input: 'pnpm --loglevel warn --filter web test', pkg: 'web', via: 'package' },
    { input: 'pnpm --reporter=silent test', pkg: undefined, via: undefined },
    { input: 'pnpm -C packages/web lint', pkg: 'packages/web', via: 'folder' },
    { input: 'npm --prefix=web test', pkg: 'web', via: 'folder' },
    { input: 'npm test -w web -- --reporter dot', pkg: 'web', via: 'package' },
    { input: 'npm test -- --loglevel x -w y', pkg: undefined, via: undefined },
    { input: 'pnpm -w lint', pkg: undefined, via: undefined },
    { input: 'yarn workspace web test', pkg: 'web', via: 'package' },
  ])('$input: a value is a package only after an option that names one', ({ input, pkg, via }) => {
    const found = nodeScript(input.split(' '));
    expect({ pkg: found?.pkg, via: found?.via }).toEqual({ pkg, via });
  });
});

describe('matchesPrefix (configured evidence)', () => {
  it.each([
    { name: 'exact', input: ['make check', 'make check'], expected: true },
    { name: 'longer command', input: ['pnpm test -- --run', 'pnpm test'], expected: true },
    { name: 'options in between', input: ['pnpm -r test', 'pnpm test'], expected: true },
    { name: 'wrappers normalized on both sides', input: ['pytest -q', 'uv run pytest'], expected: true },
    { name: 'different subcommand', input: ['pnpm build', 'pnpm test'], expected: false },
    { name: 'echo never matches', input: ['echo make check', 'make check'], expected: false },
  ])('$name', ({ input, expected }) => {
    const words = normalizeWords(segmentCommand(input[0])[0].words);
    expect(matchesPrefix(words, input[1])).toBe(expected);
  });
});

/** Scripts and recipes of a small monorepo: the root, `packages/web` (named `web`) and a Makefile. */
const declarations: Record<string, { name?: string; scripts: Record<string, string> }> = {
  '': {
    scripts: {
      lint: 'tsc --noEmit && eslint .',
      test: 'npm run typecheck && vitest run',
      typecheck: 'tsc -b',
      'test:eslint': 'eslint --max-warnings 0 .',
      check: 'npm run lint',
      'type-tests': 'tsd',
      ci: 'npm run check',
    },
  },
  'packages/web': { name: 'web', scripts: { test: 'jest', lint: 'eslint src', 'lint:ts': 'tsc -p .' } },
};
const recipes: Record<string, Record<string, string>> = {
  make: {
    test: 'go test ./...',
    lint: 'golangci-lint run',
    check: 'make lint && make test',
    generate: 'buf generate',
    proto: 'protoc -I proto --go_out=. proto/*.proto',
  },
  just: { verify: 'cargo clippy -- -D warnings && cargo test' },
  task: { 'ci:all': 'pytest -q' },
};
const resolver: ScriptResolver = {
  script(name, dir, pkg) {
    const owner =
      pkg !== undefined
        ? Object.entries(declarations).find(([d, p]) => p.name === pkg || d === pkg)?.[1]
        : (declarations[dir] ?? declarations['']);
    if (owner?.scripts[name] !== undefined) return [owner.scripts[name]];
    return Object.values(declarations)
      .map((p) => p.scripts[name])
      .filter((b): b is string => b !== undefined);
  },
  recipe: (tool, name) => recipes[tool]?.[name],
};

describe('commandKinds: a command is judged by what it runs (issue class 1)', () => {
  // the checks a command does: what it builds, installs or compares against a baseline is asked elsewhere
  const kindsOf = (command: string, dir = '') =>
    [...lineKinds(command, { dir, resolver })].filter((k) => !k.startsWith('install:') && k !== 'build' && k !== 'baseline').sort();
  it.each([
    // scripts by their bodies
    { name: 'npm run lint that runs tsc', input: 'npm run lint', expected: ['lint', 'typecheck'] },
    { name: 'npm test that type-checks first', input: 'npm test', expected: ['test', 'typecheck'] },
    { name: 'a chain of scripts (ci -> check -> lint)', input: 'npm run ci', expected: ['lint', 'typecheck'] },
    { name: 'test:eslint runs eslint, not the tests', input: 'npm run test:eslint', expected: ['lint'] },
    { name: 'type-tests by name when the body is unknown to us', input: 'yarn type-tests', expected: ['typecheck'] },
    // unknown scripts by their names
    { name: 'test:types by name', input: 'npm run test:types', expected: ['typecheck'] },
    { name: 'check:types by name', input: 'pnpm run check:types', expected: ['typecheck'] },
    { name: 'typecheck by name', input: 'bun run typecheck', expected: ['typecheck'] },
    // monorepo wrappers
    { name: 'yarn workspace <pkg> <script>', input: 'yarn workspace web test', expected: ['test'] },
    { name: 'yarn workspace <pkg> lint:ts', input: 'yarn workspace web lint:ts', expected: ['typecheck'] },
    { name: 'pnpm --filter <pkg> <script>', input: 'pnpm --filter web lint', expected: ['lint'] },
    { name: 'pnpm --filter=<pkg> run <script>', input: 'pnpm --filter=web run test', expected: ['test'] },
    { name: 'pnpm -r test', input: 'pnpm -r test', expected: ['test', 'typecheck'] },
    { name: 'npm -w <dir> test', input: 'npm -w packages/web test', expected: ['test'] },
    { name: 'the package the command ran in', input: 'cd packages/web && npm test', expected: ['test'] },
    { name: 'nx run <project>:<target>', input: 'npx nx run web:lint', expected: ['lint', 'typecheck'] },
    { name: 'nx affected -t', input: 'nx affected -t test --base=main', expected: ['test', 'typecheck'] },
    { name: 'nx run-many --targets=lint,test', input: 'nx run-many --targets=lint,test', expected: ['lint', 'test', 'typecheck'] },
    { name: 'nx <target> <project>', input: 'pnpm nx test web', expected: ['test', 'typecheck'] },
    { name: 'turbo run <task> --filter', input: 'turbo run test --filter=web', expected: ['test', 'typecheck'] },
    // other ecosystems' spellings
    { name: './mvnw test', input: './mvnw test', expected: ['test'] },
    { name: 'mvn -pl <module> test (the module is not the goal)', input: 'mvn -pl core -am test', expected: ['test'] },
    { name: 'mvn package -DskipTests runs no test', input: 'mvn package -DskipTests', expected: [] },
    { name: './gradlew :module:test', input: './gradlew :core:test', expected: ['test'] },
    { name: 'gradle build -x test', input: 'gradle build -x test', expected: ['lint'] },
    { name: 'deno task test', input: 'deno task test', expected: ['test', 'typecheck'] },
    { name: 'deno test', input: 'deno test -A', expected: ['test'] },
    { name: 'python manage.py test', input: 'python manage.py test polls', expected: ['test'] },
    { name: 'bin/rails test <file>', input: 'bin/rails test test/models/user_test.rb', expected: ['test'] },
    { name: 'ruby -Itest <file>', input: 'ruby -Itest test/models/user_test.rb', expected: ['test'] },
    { name: 'task <name> (Taskfile recipe)', input: 'task ci:all', expected: ['test'] },
    { name: 'just <recipe>', input: 'just verify', expected: ['lint', 'test'] },
    { name: 'make -C dir test', input: 'make -C services/api test', expected: ['test'] },
    { name: 'make check (prerequisites)', input: 'make check', expected: ['lint', 'test'] },
    { name: 'uv run pytest', input: 'uv run pytest -x', expected: ['test'] },
    { name: 'poetry run pytest', input: 'poetry run pytest', expected: ['test'] },
    { name: 'tox -e <env>', input: 'tox -e py312', expected: ['test'] },
    { name: 'tox -e lint', input: 'tox -e lint', expected: ['lint'] },
    { name: 'tox -e typing', input: 'tox -e typing', expected: ['typecheck'] },
    { name: 'nox -s <session>', input: 'nox -s tests-3.12', expected: ['test'] },
    { name: 'nox -s mypy', input: 'nox -s mypy', expected: ['typecheck'] },
    { name: 'hatch run test', input: 'hatch run test', expected: ['test'] },
    { name: 'hatch run types:check', input: 'hatch run types:check', expected: ['typecheck'] },
    { name: 'hatch run pytest', input: 'hatch run pytest tests', expected: ['test'] },
    // runners and wrappers
    { name: 'bundle exec rspec', input: 'bundle exec rspec spec/models', expected: ['test'] },
    { name: 'go run golangci-lint', input: 'go run github.com/golangci/golangci-lint/cmd/golangci-lint@v1.59.0 run', expected: ['lint'] },
    { name: 'env VAR=x timeout', input: 'env CI=1 timeout 300 npm test', expected: ['test', 'typecheck'] },
    { name: 'bunx tsc', input: 'bunx tsc --noEmit', expected: ['typecheck'] },
    { name: 'yarn tsc (a binary, no script)', input: 'yarn tsc', expected: ['typecheck'] },
    { name: 'pnpm exec eslint', input: 'pnpm exec eslint .', expected: ['lint'] },
    // lint and type-check tools
    { name: 'ruff check', input: 'uv run ruff check .', expected: ['lint'] },
    { name: 'ruff format is not a lint', input: 'ruff format .', expected: [] },
    { name: 'mypy', input: 'python -m mypy src', expected: ['typecheck'] },
    { name: 'pyright', input: 'npx pyright', expected: ['typecheck'] },
    { name: 'cargo clippy', input: 'cargo clippy --all-targets', expected: ['lint'] },
    { name: 'golangci-lint', input: 'golangci-lint run ./...', expected: ['lint'] },
    { name: 'rubocop', input: 'bundle exec rubocop', expected: ['lint'] },
    { name: 'go vet', input: 'go vet ./...', expected: ['lint'] },
    // generators
    { name: 'buf generate', input: 'buf generate', expected: ['generate'] },
    { name: 'make proto', input: 'make proto', expected: ['generate'] },
    { name: 'make generate', input: 'make generate', expected: ['generate'] },
    { name: 'protoc', input: 'protoc --go_out=. api.proto', expected: ['generate'] },
    // not checks
    { name: 'echo of a script', input: 'echo "npm run lint"', expected: [] },
    { name: 'npm run build', input: 'npm run build', expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(kindsOf(input)).toEqual(expected);
  });

  it.each([
    { name: 'cmake --build builds', input: 'cmake --build build -j4', expected: ['build'] },
    { name: 'cmake configure alone builds nothing', input: 'cmake -S . -B build', expected: [] },
    { name: 'ctest runs the tests, builds nothing', input: 'ctest --test-dir build', expected: ['test'] },
    { name: 'make -C <build dir> builds its default target', input: 'make -C build', expected: ['build'] },
    { name: 'swift test builds and tests', input: 'swift test', expected: ['build', 'test'] },
    { name: 'dotnet test builds and tests', input: 'dotnet test tests/Lib.Tests/Lib.Tests.csproj', expected: ['build', 'test'] },
    { name: 'zig build test runs the test step, which builds no executable or example', input: 'zig build test', expected: ['test'] },
    { name: 'flutter analyze is the analyzer', input: 'flutter analyze', expected: ['lint', 'typecheck'] },
    { name: 'php artisan test', input: 'php artisan test --filter UserTest', expected: ['test'] },
    { name: 'php vendor/bin/phpstan', input: 'php vendor/bin/phpstan analyse', expected: ['typecheck'] },
    { name: 'dart run build_runner build', input: 'dart run build_runner build --delete-conflicting-outputs', expected: ['generate'] },
    { name: 'maturin develop builds the extension', input: 'uv run maturin develop', expected: ['build'] },
    { name: 'an Android variant test task', input: './gradlew :app:testDebugUnitTest', expected: ['build', 'test'] },
    { name: 'the API check compares the baseline', input: './gradlew :lib:apiCheck', expected: ['baseline'] },
    { name: 'mix format --check-formatted', input: 'mix format --check-formatted', expected: ['lint'] },
  ])('$name', ({ input, expected }) => {
    expect([...lineKinds(input, { dir: '', resolver })].filter((k) => !k.startsWith('install:')).sort()).toEqual(expected);
  });

  it('scripts that call each other many times over are judged within a budget', () => {
    const fanOut = Array.from({ length: 40 }, (_, i) => `npm run s${(i + 1) % 40}`).join(' && ');
    const scripts = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`s${i}`, `${fanOut} && eslint .`]));
    const wide: ScriptResolver = { script: (name) => (scripts[name] ? [scripts[name]] : []), recipe: () => undefined };
    const began = performance.now();
    expect([...lineKinds('npm run s0', { dir: '', resolver: wide })]).toContain('lint');
    expect(performance.now() - began).toBeLessThan(2000);
  });

  it('the package a command ran in decides which body counts', () => {
    expect(kindsOf('npm run lint', 'packages/web')).toEqual(['lint']);
    expect(kindsOf('npm run lint', '')).toEqual(['lint', 'typecheck']);
  });

  it.each([
    { name: 'test', expected: ['test'] },
    { name: 'test:unit', expected: ['test'] },
    { name: 'test:eslint', expected: ['lint'] },
    { name: 'test:types', expected: ['typecheck'] },
    { name: 'type-tests', expected: ['typecheck'] },
    { name: 'lint:ts', expected: ['lint', 'typecheck'] },
    { name: 'check:types', expected: ['typecheck'] },
    { name: 'check', expected: ['test'] },
    { name: 'check-all', expected: ['test'] },
    { name: 'verify:unit', expected: ['test'] },
    { name: 'check-amalgamation', expected: [] },
    { name: 'verify-docs', expected: [] },
    { name: 'build', expected: ['build'] },
    { name: 'build:types', expected: ['typecheck'] },
  ])('kindsByName($name)', ({ name, expected }) => {
    expect([...kindsByName(name)].sort()).toEqual(expected);
  });
});
