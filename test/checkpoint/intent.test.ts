import { describe, expect, it } from 'vitest';
import { installEcosystem, isBuildConfigCheck, isMigrateCommand, isTestCommand, isTypecheckCommand, matchesPrefix, packageScript } from '../../src/checkpoint/intent.js';
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
    { name: 'jest', input: 'jest --ci', expected: true },
    { name: 'python -m pytest', input: 'python -m pytest -q', expected: true },
    { name: 'uv run pytest', input: 'uv run pytest', expected: true },
    { name: '.venv/bin/pytest', input: '.venv/bin/pytest tests/', expected: true },
    { name: 'go test', input: 'go test ./...', expected: true },
    { name: 'cargo test', input: 'cargo test --all', expected: true },
    { name: 'make test', input: 'make test', expected: true },
    { name: 'make check', input: 'make -j4 check', expected: true },
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
    expect(anySegment(input, isTestCommand)).toBe(expected);
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
    expect(anySegment(input, isTypecheckCommand)).toBe(expected);
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
    { name: 'go mod download', input: 'go mod download', expected: 'go' },
    { name: 'go mod tidy', input: 'go mod tidy', expected: 'go' },
    { name: 'cargo build', input: 'cargo build', expected: 'rust' },
    { name: 'cargo fetch', input: 'cargo fetch', expected: 'rust' },
    { name: 'bundle install', input: 'bundle install', expected: 'ruby' },
    { name: 'npm test', input: 'npm test', expected: undefined },
    { name: 'yarn test', input: 'yarn test', expected: undefined },
    { name: 'go mod graph', input: 'go mod graph', expected: undefined },
    { name: 'echo npm install', input: 'echo npm install', expected: undefined },
  ])('$name', ({ input, expected }) => {
    const found = segmentCommand(input).map((s) => installEcosystem(normalizeWords(s.words))).find(Boolean);
    expect(found).toBe(expected);
  });
});

describe('other intents', () => {
  it.each([
    { name: 'prisma migrate', input: 'npx prisma migrate dev', test: isMigrateCommand, expected: true },
    { name: 'alembic upgrade', input: 'uv run alembic upgrade head', test: isMigrateCommand, expected: true },
    { name: 'django migrate', input: 'python manage.py migrate', test: isMigrateCommand, expected: true },
    { name: 'npm run db:migrate', input: 'npm run db:migrate', test: isMigrateCommand, expected: true },
    { name: 'prisma generate is not a migration', input: 'npx prisma generate', test: isMigrateCommand, expected: false },
    { name: 'docker build', input: 'docker build -t x .', test: isBuildConfigCheck, expected: true },
    { name: 'docker compose config', input: 'docker compose config', test: isBuildConfigCheck, expected: true },
    { name: 'actionlint', input: 'actionlint', test: isBuildConfigCheck, expected: true },
    { name: 'docker ps', input: 'docker ps', test: isBuildConfigCheck, expected: false },
  ])('$name', ({ input, test, expected }) => {
    expect(anySegment(input, test)).toBe(expected);
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
  ])('$name', ({ input, expected }) => {
    expect(packageScript(input)).toBe(expected);
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
