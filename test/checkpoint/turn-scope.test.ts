import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callEffects, resolvePath, scopeToTurn } from '../../src/checkpoint/turn-scope.js';
import { codexToolCall } from '../../src/transcript/codex.js';
import { applyPatchPaths } from '../../src/transcript/patch.js';
import { edit, shell } from './_helpers.js';

const root = '/repo';
const changed = [
  'src/a.ts',
  'src/b.ts',
  'src/sub/c.ts',
  'web/src/d.ts',
  'out.txt',
  'logs/run.log',
  'package.json',
  'package-lock.json',
  'py/mod.py',
  'README.md',
  'stale.ts',
  'main.go',
  'lib.rs',
  'moved.ts',
  'old.ts',
];

function touched(command: string, cwd = root): string[] {
  return scopeToTurn(changed, [shell(command)], { root, cwd, readPatch: () => undefined }).files;
}

describe('shell mutations scope the turn', () => {
  it.each([
    { name: 'redirect', input: 'echo x > out.txt', expected: ['out.txt'] },
    { name: 'append into folder', input: 'date >> logs/run.log', expected: ['logs/run.log'] },
    { name: 'sed -i', input: "sed -i 's/a/b/' src/a.ts", expected: ['src/a.ts'] },
    { name: 'sed -i with glob', input: "sed -i.bak -e 's/a/b/' src/*.ts", expected: ['src/a.ts', 'src/b.ts'] },
    { name: 'sed without -i only reads', input: "sed -n '1,5p' src/a.ts", expected: [] },
    { name: 'mv both sides', input: 'mv old.ts moved.ts', expected: ['moved.ts', 'old.ts'] },
    { name: 'cp target only', input: 'cp src/a.ts moved.ts', expected: ['moved.ts'] },
    { name: 'rm directory touches files under it', input: 'rm -rf src/sub', expected: ['src/sub/c.ts'] },
    { name: 'touch', input: 'touch stale.ts', expected: ['stale.ts'] },
    { name: 'tee', input: 'echo x | tee out.txt', expected: ['out.txt'] },
    { name: 'git restore', input: 'git restore src/b.ts', expected: ['src/b.ts'] },
    { name: 'git checkout -- .', input: 'git checkout -- .', expected: changed },
    { name: 'cd prefix makes paths relative to it', input: "cd web && sed -i 's/x/y/' src/d.ts", expected: ['web/src/d.ts'] },
    {
      name: 'prettier --write without paths: its languages',
      input: 'npx prettier --write',
      expected: [
        'src/a.ts',
        'src/b.ts',
        'src/sub/c.ts',
        'web/src/d.ts',
        'package.json',
        'package-lock.json',
        'README.md',
        'stale.ts',
        'moved.ts',
        'old.ts',
      ],
    },
    { name: 'prettier --check writes nothing', input: 'npx prettier --check .', expected: [] },
    { name: 'eslint --fix on a folder', input: 'eslint --fix web', expected: ['web/src/d.ts'] },
    { name: 'black writes python', input: 'black .', expected: ['py/mod.py'] },
    { name: 'ruff format', input: 'uv run ruff format', expected: ['py/mod.py'] },
    { name: 'gofmt -w', input: 'gofmt -w .', expected: ['main.go'] },
    { name: 'cargo fmt', input: 'cargo fmt', expected: ['lib.rs'] },
    { name: 'npm install rewrites manifests', input: 'npm install lodash', expected: ['package.json', 'package-lock.json'] },
    { name: 'echo mentions a path but writes nothing', input: 'echo src/a.ts', expected: [] },
    { name: 'cat reads only', input: 'cat src/a.ts', expected: [] },
    { name: 'redirect to /dev/null', input: 'npm test > /dev/null', expected: [] },
    { name: 'npm test touches nothing', input: 'npm test', expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(touched(input).sort()).toEqual([...expected].sort());
  });

  it('resolves relative paths from a subdirectory cwd', () => {
    expect(touched('touch c.ts', join(root, 'src/sub'))).toEqual(['src/sub/c.ts']);
  });

  it('uses the call workdir (Codex exec_command, as its reader normalises it)', () => {
    const { call } = codexToolCall({ kind: 'call', id: 'w1', name: 'exec_command', args: { cmd: 'touch d.ts', workdir: 'web/src' } });
    expect(scopeToTurn(changed, [call], { root, cwd: root }).files).toEqual(['web/src/d.ts']);
  });

  it('reads patch files named by git apply', () => {
    const patch = 'diff --git a/src/b.ts b/src/b.ts\n--- a/src/b.ts\n+++ b/src/b.ts\n@@ -1 +1 @@\n-a\n+b\n';
    const scope = scopeToTurn(changed, [shell('git apply fix.patch')], {
      root,
      cwd: root,
      readPatch: (p) => (p === join(root, 'fix.patch') ? patch : undefined),
    });
    expect(scope.files).toEqual(['src/b.ts']);
  });
});

describe('edit calls', () => {
  it.each([
    { name: 'absolute path', input: '/repo/src/a.ts', expected: ['src/a.ts'] },
    { name: 'relative path', input: 'src/b.ts', expected: ['src/b.ts'] },
    { name: 'outside the root', input: '/elsewhere/src/a.ts', expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(scopeToTurn(changed, [edit(input)], { root, cwd: root }).files).toEqual(expected);
  });

  it('a failed edit touches nothing but still names its target', () => {
    const effects = callEffects(edit('src/a.ts', { failed: true }), { root, cwd: root });
    expect(effects.touches).toEqual([]);
    expect(effects.targets).toEqual(['src/a.ts']);
  });

  it('apply_patch headers name the files', () => {
    const body = '*** Begin Patch\n*** Update File: src/a.ts\n@@\n-x\n+y\n*** Add File: src/new.ts\n+z\n*** End Patch';
    expect(applyPatchPaths(body)).toEqual(['src/a.ts', 'src/new.ts']);
    const { call } = codexToolCall({ kind: 'call', id: 'p1', name: 'apply_patch', args: { input: body } });
    expect(scopeToTurn(changed, [call], { root, cwd: root }).files).toEqual(['src/a.ts']);
  });

  it('records the last call that touched each file', () => {
    const scope = scopeToTurn(changed, [edit('src/a.ts'), shell('npm test'), edit('src/a.ts'), edit('src/b.ts')], { root, cwd: root });
    expect(Object.fromEntries(scope.lastTouch)).toEqual({ 'src/a.ts': 2, 'src/b.ts': 3 });
  });
});

describe('resolvePath', () => {
  it.each([
    { name: 'relative', input: ['a/b.ts', '/repo'], expected: 'a/b.ts' },
    { name: 'dot-dot inside', input: ['../x.ts', '/repo/src'], expected: 'x.ts' },
    { name: 'root itself', input: ['.', '/repo'], expected: '' },
    { name: 'escapes', input: ['../../etc/passwd', '/repo/src'], expected: undefined },
    { name: 'variable', input: ['$HOME/x', '/repo'], expected: undefined },
    { name: 'home', input: ['~/x', '/repo'], expected: undefined },
  ])('$name', ({ input, expected }) => {
    expect(resolvePath(input[0], input[1], root)).toBe(expected);
  });
});
