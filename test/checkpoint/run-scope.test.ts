import { describe, expect, it } from 'vitest';
import type { ScriptResolver } from '../../src/checkpoint/intent.js';
import { runScope, scopeCovers } from '../../src/checkpoint/run-scope.js';
import { segmentCommand } from '../../src/checkpoint/shell.js';

const packages: Record<string, string> = { web: 'packages/web', '@acme/api': 'packages/api', 'app-core': 'crates/core', app: '' };
const resolver: ScriptResolver = {
  script: () => [],
  recipe: () => undefined,
  packageDir: (name) => packages[name] ?? Object.values(packages).find((dir) => dir === name),
};
/** The package of a file: the deepest known package directory it sits in (a nested Go module `tools`, Maven modules). */
const packageOf = (file: string) =>
  [...Object.values(packages), 'tools', 'core', 'api']
    .filter((dir) => dir && file.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length)[0] ?? '';

const reaches = (command: string, file: string, dir = '') =>
  scopeCovers(runScope(segmentCommand(command)[0].words, dir, resolver), [file], packageOf);

describe('a narrower run is evidence only for the files it reaches', () => {
  it.each([
    { name: 'plain root run', input: ['npm test', 'packages/web/src/a.ts'], expected: true },
    { name: 'pnpm --filter the package', input: ['pnpm --filter web test', 'packages/web/src/a.ts'], expected: true },
    { name: 'pnpm --filter another package', input: ['pnpm --filter @acme/api test', 'packages/web/src/a.ts'], expected: false },
    { name: 'pnpm --filter a name we never saw', input: ['pnpm --filter docs test', 'packages/web/src/a.ts'], expected: false },
    {
      name: 'pnpm --filter a glob reaches anything',
      input: ['pnpm --filter "./packages/**" test', 'packages/web/src/a.ts'],
      expected: true,
    },
    { name: 'pnpm -r', input: ['pnpm -r test', 'packages/web/src/a.ts'], expected: true },
    { name: 'npm -w by directory', input: ['npm test -w packages/web', 'packages/web/src/a.ts'], expected: true },
    { name: 'yarn workspace other', input: ['yarn workspace @acme/api test', 'packages/web/src/a.ts'], expected: false },
    { name: 'nx run other:test', input: ['nx run @acme/api:test', 'packages/web/src/a.ts'], expected: false },
    { name: 'nx affected', input: ['nx affected -t test', 'packages/web/src/a.ts'], expected: true },
    { name: 'turbo --filter', input: ['turbo run test --filter=web', 'packages/web/src/a.ts'], expected: true },
    { name: 'cargo -p the root crate skips a member', input: ['cargo test -p app', 'crates/core/src/lib.rs'], expected: false },
    { name: 'cargo -p the member', input: ['cargo test -p app-core', 'crates/core/src/lib.rs'], expected: true },
    { name: 'root go test ./... skips a nested module', input: ['go test ./...', 'tools/gen/main.go'], expected: false },
    { name: 'go test ./... covers its own module', input: ['go test ./...', 'pkg/a/a.go'], expected: true },
    { name: 'go test one package', input: ['go test ./pkg/a', 'pkg/a/a.go'], expected: true },
    { name: 'go test one package reads its testdata', input: ['go test ./pkg/a', 'pkg/a/testdata/in.json'], expected: true },
    { name: 'go test one package skips the packages below it', input: ['go test ./pkg', 'pkg/a/a.go'], expected: false },
    { name: 'go test . is the root package alone', input: ['go test .', 'pkg/a/a.go'], expected: false },
    { name: 'go test . covers the root package', input: ['go test .', 'main.go'], expected: true },
    { name: 'go test ./pkg/... reaches below', input: ['go test ./pkg/...', 'pkg/a/a.go'], expected: true },
    { name: 'go test ./pkg/... skips a sibling', input: ['go test ./pkg/...', 'cmd/x/main.go'], expected: false },
    { name: 'mvn -pl other', input: ['mvn -pl api test', 'core/src/A.java'], expected: false },
    { name: 'gradle :core:test', input: ['./gradlew :core:test', 'core/src/A.kt'], expected: true },
    { name: 'pytest one file reaches its package', input: ['pytest tests/test_a.py', 'src/a.py'], expected: true },
    { name: 'pytest of a folder runs its tests', input: ['pytest tests/a', 'tests/a/test_y.py'], expected: true },
    { name: 'pytest of a folder runs no other folder’s tests', input: ['pytest tests/a', 'tests/b/test_x.py'], expected: false },
    { name: 'pytest of one test runs no other', input: ['pytest tests/test_a.py::test_x', 'tests/test_b.py'], expected: false },
    { name: 'vitest of one file runs no other test file', input: ['npx vitest run src/a.test.ts', 'src/b.test.ts'], expected: false },
    { name: 'make -C other dir', input: ['make -C tools test', 'pkg/a/a.go'], expected: false },
  ])('$name', ({ input, expected }) => {
    expect(reaches(input[0], input[1])).toBe(expected);
  });

  it('a run inside a package reaches that package only', () => {
    expect(reaches('npm test', 'packages/web/src/a.ts', 'packages/web')).toBe(true);
    expect(reaches('npm test', 'packages/api/src/a.ts', 'packages/web')).toBe(false);
  });
});
