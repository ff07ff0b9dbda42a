import { describe, expect, it } from 'vitest';
import { innerCommand, logicalLines, normalizedCommand, normalizeWords, segmentCommand } from '../../src/checkpoint/shell.js';

describe('segmentCommand', () => {
  it.each([
    {
      name: 'and-chain',
      input: 'cd web && npm test',
      expected: [
        ['cd', 'web'],
        ['npm', 'test'],
      ],
    },
    { name: 'or, semicolon, pipe', input: 'a || b; c | d', expected: [['a'], ['b'], ['c'], ['d']] },
    {
      name: 'newlines split',
      input: 'npm ci\nnpm test',
      expected: [
        ['npm', 'ci'],
        ['npm', 'test'],
      ],
    },
    { name: 'quoted operators stay words', input: 'echo "a && b; c"', expected: [['echo', 'a && b; c']] },
    { name: 'quoted newline stays in the word', input: "git commit -m 'a\nb'", expected: [['git', 'commit', '-m', 'a\nb']] },
    { name: 'comment ends the line', input: 'npm test # later: npm run build', expected: [['npm', 'test']] },
    {
      name: 'fd duplication is not a word',
      input: 'npm test 2>&1 | tail -5',
      expected: [
        ['npm', 'test'],
        ['tail', '-5'],
      ],
    },
    { name: 'heredoc body dropped', input: "cat > a.txt <<'EOF'\nnpm test\nEOF\nls", expected: [['cat'], ['ls']] },
    { name: 'subshell', input: '(cd a && make) && echo ok', expected: [['cd', 'a'], ['make'], ['echo', 'ok']] },
    { name: 'command substitution', input: 'echo $(npm test)', expected: [['echo'], ['npm', 'test']] },
    {
      name: 'background',
      input: 'npm run dev & sleep 1',
      expected: [
        ['npm', 'run', 'dev'],
        ['sleep', '1'],
      ],
    },
  ])('$name', ({ input, expected }) => {
    expect(segmentCommand(input).map((s) => s.words)).toEqual(expected);
  });

  it.each([
    { name: 'redirect', input: 'echo hi > out.txt', expected: ['out.txt'] },
    { name: 'append', input: 'echo hi >> log/a.log', expected: ['log/a.log'] },
    { name: 'both streams', input: 'make &> build.log', expected: ['build.log'] },
    { name: 'stderr to file', input: 'make 2> err.txt', expected: ['err.txt'] },
    { name: 'fd duplication names no file', input: 'make 2>&1', expected: [] },
    { name: 'input redirect is not a target', input: 'sort < in.txt', expected: [] },
  ])('redirects: $name', ({ input, expected }) => {
    expect(segmentCommand(input).flatMap((s) => s.redirects)).toEqual(expected);
  });

  it('keeps variables as text', () => {
    expect(segmentCommand('rm -rf $OUT/x')[0].words).toEqual(['rm', '-rf', '$OUT/x']);
  });

  it('backslash-newline continues a line', () => {
    expect(logicalLines('npm \\\n  test')).toEqual(['npm   test']);
  });
});

describe('normalizeWords', () => {
  it.each([
    { name: 'env prefix', input: ['CI=1', 'FOO=bar', 'npm', 'test'], expected: ['npm', 'test'] },
    { name: 'sudo', input: ['sudo', '-E', 'npm', 'ci'], expected: ['npm', 'ci'] },
    { name: 'env program', input: ['env', 'CI=1', 'pytest'], expected: ['pytest'] },
    { name: 'npx', input: ['npx', '--yes', 'vitest', 'run'], expected: ['vitest', 'run'] },
    { name: 'pnpm exec', input: ['pnpm', 'exec', 'jest'], expected: ['jest'] },
    { name: 'uv run', input: ['uv', 'run', 'pytest', '-q'], expected: ['pytest', '-q'] },
    { name: 'uv run --with', input: ['uv', 'run', '--with', 'rich', 'pytest'], expected: ['pytest'] },
    { name: 'poetry run', input: ['poetry', 'run', 'pytest'], expected: ['pytest'] },
    { name: 'python -m', input: ['python3', '-m', 'pytest', 'tests'], expected: ['pytest', 'tests'] },
    { name: 'venv path', input: ['.venv/bin/pytest'], expected: ['pytest'] },
    { name: 'node_modules bin', input: ['./node_modules/.bin/vitest', 'run'], expected: ['vitest', 'run'] },
    { name: 'timeout with duration', input: ['timeout', '60', 'cargo', 'test'], expected: ['cargo', 'test'] },
    { name: 'nested wrappers', input: ['CI=1', 'npx', 'cross-env', 'NODE_ENV=test', 'jest'], expected: ['jest'] },
    { name: 'plain program untouched', input: ['git', 'status'], expected: ['git', 'status'] },
    { name: 'only assignments', input: ['A=1'], expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(normalizeWords(input)).toEqual(expected);
  });
});

describe('normalizedCommand', () => {
  it.each([
    { name: 'env prefix and spacing ignored', input: ['CI=1 npm  test', 'npm test'], expected: true },
    { name: 'different args differ', input: ['npm test -- a', 'npm test'], expected: false },
    { name: 'npx wrapper ignored', input: ['npx vitest run', 'vitest run'], expected: true },
  ])('$name', ({ input, expected }) => {
    expect(normalizedCommand(input[0]) === normalizedCommand(input[1])).toBe(expected);
  });
});

describe('innerCommand', () => {
  it.each([
    { words: ['bash', '-c', 'cargo test'], expected: 'cargo test' },
    { words: ['sh', '-ec', 'make check'], expected: 'make check' },
    { words: ['nix-shell', '--pure', '--run', 'cargo nextest run'], expected: 'cargo nextest run' },
    { words: ['nix', 'develop', '.#ci', '-c', 'cargo', 'test', '-p', 'core'], expected: 'cargo test -p core' },
    { words: ['bash', 'scripts/test.sh'], expected: undefined },
    { words: ['nix-shell', '-p', 'ripgrep'], expected: undefined },
    { words: ['cargo', 'test', '-c'], expected: undefined },
  ])('$words', ({ words, expected }) => {
    expect(innerCommand(words)).toBe(expected);
  });
});
