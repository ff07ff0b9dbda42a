import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/checkpoint/diagnose.js';
import { isFailure, unresolvedFailures } from '../../src/checkpoint/errors.js';
import { scopeToTurn } from '../../src/checkpoint/turn-scope.js';
import type { ToolCall } from '../../src/transcript/timeline.js';
import { edit, failedShell, read, shell } from './_helpers.js';

const root = '/repo';

function observe(calls: ToolCall[], changed: string[] = ['src/app.ts', 'src/util.ts']): string[] {
  const scope = scopeToTurn(changed, calls, { root, cwd: root });
  return unresolvedFailures(calls, scope.effects).map(describeFailure);
}

describe('detection: what counts as a failure', () => {
  it.each([
    { name: 'Claude is_error', input: failedShell('make build', 'make: *** [build] Error 2', 2), expected: true },
    {
      name: 'a non-zero exit code without the failed flag (as the Gemini reader gives it)',
      input: shell('make', { exitCode: 2, output: 'x' }),
      expected: true,
    },
    { name: 'success', input: shell('npm test', { output: 'Error: this is only log text' }), expected: false },
    // the readers drop the harness lines (test/transcript/text.test.ts), so no match is an empty output
    { name: 'grep with no match', input: shell('grep -rn foo src', { failed: true, exitCode: 1, output: '' }), expected: false },
    { name: 'rg with no match', input: shell('rg foo', { failed: true, exitCode: 1, output: '' }), expected: false },
    { name: 'git grep with no match', input: shell('git grep foo', { exitCode: 1, output: '' }), expected: false },
    {
      name: 'grep exit 1 after a pipe with output',
      input: shell('cat x | grep foo', { failed: true, exitCode: 1, output: 'cat: x: No such file' }),
      expected: true,
    },
    { name: 'grep exit 2 (bad pattern)', input: shell('grep -E "(" f', { failed: true, exitCode: 2, output: '' }), expected: true },
    { name: 'failed read is not the work failing', input: { ...read('nope.ts'), failed: true }, expected: false },
    { name: 'failed edit', input: edit('src/app.ts', { failed: true, output: 'String to replace not found' }), expected: true },
  ])('$name', ({ input, expected }) => {
    expect(isFailure(input)).toBe(expected);
  });
});

describe('resolution', () => {
  it.each([
    { name: 'unresolved failure is reported', input: [failedShell('npm run build', 'boom')], expected: 1 },
    { name: 're-run succeeded', input: [failedShell('npm run build', 'boom'), shell('npm run build')], expected: 0 },
    {
      name: 're-run with env prefix is the same command',
      input: [failedShell('npm run build', 'boom'), shell('CI=1 npm run build')],
      expected: 0,
    },
    {
      name: 're-run failed again: still unresolved, reported once',
      input: [failedShell('npm run build', 'boom'), failedShell('npm run build', 'boom')],
      expected: 1,
    },
    { name: 'a different command does not resolve it', input: [failedShell('npm run build', 'boom'), shell('npm run lint')], expected: 1 },
    {
      name: 'edit of a named file resolves it',
      input: [failedShell('npx tsc --noEmit', "src/app.ts(3,5): error TS2322: Type 'string'"), edit('src/app.ts')],
      expected: 0,
    },
    {
      name: 'edit of another file does not',
      input: [failedShell('npx tsc --noEmit', "src/app.ts(3,5): error TS2322: Type 'string'"), edit('src/util.ts')],
      expected: 1,
    },
    {
      name: 'edit before the failure does not',
      input: [edit('src/app.ts'), failedShell('npx tsc --noEmit', 'src/app.ts(3,5): error TS2322')],
      expected: 1,
    },
    {
      name: 'a later passing test run resolves a failed test run',
      input: [failedShell('npm test', 'FAIL src/a.test.ts'), shell('npx vitest run')],
      expected: 0,
    },
    { name: 'failed edit retried', input: [edit('src/app.ts', { failed: true }), edit('/repo/src/app.ts')], expected: 0 },
    { name: 'failed edit not retried', input: [edit('src/app.ts', { failed: true })], expected: 1 },
    {
      name: 'parallel calls: failure and an unrelated success',
      input: [failedShell('npm run lint', 'src/app.ts\n  1:1 error no-unused-vars'), shell('git status')],
      expected: 1,
    },
  ])('$name', ({ input, expected }) => {
    expect(observe(input)).toHaveLength(expected);
  });

  it('reports the latest of repeated failures', () => {
    const calls = [failedShell('npm test', 'first'), failedShell('npm test', "Error: Cannot find module 'zod'")];
    expect(observe(calls)).toEqual(['`npm test` failed (module `zod` not found) and was not re-run successfully']);
  });
});

describe('wording: targeted text', () => {
  it.each([
    {
      name: 'type error names the code',
      input: failedShell('npm run build', "src/app.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'."),
      expected: '`npm run build` failed (TS2322 type error) and was not re-run successfully',
    },
    {
      name: 'several type errors',
      input: failedShell('npx tsc --noEmit', 'a.ts(1,1): error TS2322: x\nb.ts(2,2): error TS2345: y\nc.ts(1,1): error TS2322: z'),
      expected: '`npx tsc --noEmit` failed (TS2322, TS2345 type errors) and was not re-run successfully',
    },
    {
      name: 'test failures',
      input: failedShell('npm test', ' FAIL  src/a.test.ts > adds\nAssertionError: expected 2 to be 3\n Tests  1 failed | 4 passed'),
      expected: '`npm test` failed (failing tests) and was not re-run successfully',
    },
    {
      name: 'pytest failures',
      input: failedShell('uv run pytest', '=== 2 failed, 10 passed in 0.3s ==='),
      expected: '`uv run pytest` failed (failing tests) and was not re-run successfully',
    },
    {
      name: 'syntax error',
      input: failedShell('node app.js', 'SyntaxError: Unexpected token }'),
      expected: '`node app.js` failed (syntax error) and was not re-run successfully',
    },
    {
      name: 'node module not found',
      input: failedShell('node app.js', "Error: Cannot find module 'express'\nRequire stack:"),
      expected: '`node app.js` failed (module `express` not found) and was not re-run successfully',
    },
    {
      name: 'python module not found',
      input: failedShell('python app.py', "ModuleNotFoundError: No module named 'requests'"),
      expected: '`python app.py` failed (module `requests` not found) and was not re-run successfully',
    },
    {
      name: 'python traceback: last exception line',
      input: failedShell(
        'python app.py',
        'Traceback (most recent call last):\n  File "app.py", line 3, in <module>\n    main()\nValueError: bad port',
      ),
      expected: '`python app.py` failed (ValueError: bad port) and was not re-run successfully',
    },
    {
      name: 'permission denied',
      input: failedShell('./deploy.sh', 'bash: ./deploy.sh: Permission denied', 126),
      expected: '`./deploy.sh` failed (permission denied) and was not re-run successfully',
    },
    {
      name: 'command not found (bash)',
      input: failedShell('foo --version', 'bash: foo: command not found', 127),
      expected: '`foo --version` failed (command not found: `foo`) and was not re-run successfully',
    },
    {
      name: 'command not found (sh)',
      input: failedShell('tsc', 'sh: 1: tsc: not found', 127),
      expected: '`tsc` failed (command not found: `tsc`) and was not re-run successfully',
    },
    {
      name: 'address in use names the port',
      input: failedShell('npm run dev', 'Error: listen EADDRINUSE: address already in use :::3000'),
      expected: '`npm run dev` failed (port 3000 already in use) and was not re-run successfully',
    },
    {
      name: 'generic',
      input: failedShell('make deploy', 'make: *** [deploy] Error 1', 2),
      expected: 'a command failed and was not re-run successfully: `make deploy`',
    },
    {
      name: 'long multi-line command is shortened to one line',
      input: failedShell(`./x.sh --a\n${'y'.repeat(100)}`, 'oops'),
      expected: `a command failed and was not re-run successfully: \`./x.sh --a ; ${'y'.repeat(64)}...\``,
    },
    { name: 'failed edit', input: edit('src/app.ts', { failed: true }), expected: 'an edit of `src/app.ts` failed and was not redone' },
  ])('$name', ({ input, expected }) => {
    expect(describeFailure(input)).toBe(expected);
  });

  it('a successful command whose output looks like an error is never observed', () => {
    expect(observe([shell('npm test', { output: 'error TS2322\nTraceback (most recent call last):\nEADDRINUSE :3000' })])).toEqual([]);
  });
});
