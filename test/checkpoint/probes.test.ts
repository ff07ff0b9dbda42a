import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/checkpoint/diagnose.js';
import { isFailure, unresolvedFailures } from '../../src/checkpoint/errors.js';
import { isProbeCommand } from '../../src/checkpoint/probes.js';
import { scopeToTurn } from '../../src/checkpoint/turn-scope.js';
import { failedShell } from './_helpers.js';

// A probe's non-zero exit is its answer. Each row is a command exiting non-zero as it does when the
// thing asked about is absent or different; `failure` says whether the turn should hear about it.
const rows = [
  { command: 'command -v bun', exitCode: 1, output: '', failure: false },
  { command: 'command -v bun >/dev/null 2>&1', exitCode: 1, output: '', failure: false },
  { command: 'which pnpm', exitCode: 1, output: 'pnpm not found', failure: false },
  { command: 'type deno', exitCode: 1, output: 'bash: type: deno: not found', failure: false },
  { command: 'test -f .env', exitCode: 1, output: '', failure: false },
  { command: '[ -d dist ]', exitCode: 1, output: '', failure: false },
  { command: '[[ -n "$CI" ]]', exitCode: 1, output: '', failure: false },
  { command: 'ls docs', exitCode: 2, output: "ls: cannot access 'docs': No such file or directory", failure: false },
  { command: 'ls -la docs 2>/dev/null', exitCode: 2, output: '', failure: false },
  { command: 'cat .nvmrc', exitCode: 1, output: 'cat: .nvmrc: No such file or directory', failure: false },
  { command: 'cd web && cat package.json', exitCode: 1, output: 'cd: web: No such file or directory', failure: false },
  { command: 'git diff --exit-code', exitCode: 1, output: 'diff --git a/x b/x', failure: false },
  { command: 'git diff --quiet HEAD -- src', exitCode: 1, output: '', failure: false },
  { command: 'git rev-parse --verify origin/main', exitCode: 128, output: 'fatal: Needed a single revision', failure: false },
  { command: 'git ls-files --error-unmatch x.ts', exitCode: 1, output: "error: pathspec 'x.ts' did not match", failure: false },
  { command: 'diff a.txt b.txt', exitCode: 1, output: '1c1\n< a\n---\n> b', failure: false },
  { command: 'cmp -s a.bin b.bin', exitCode: 1, output: '', failure: false },
  { command: 'bun --version', exitCode: 127, output: 'bash: bun: command not found', failure: false },
  { command: 'go version', exitCode: 127, output: 'bash: go: command not found', failure: false },
  { command: 'test -f .env || echo "no .env"', exitCode: 1, output: '', failure: false },
  { command: 'printenv DATABASE_URL', exitCode: 1, output: '', failure: false },
  // Real work stays a failure, even next to a probe.
  { command: 'npm run build', exitCode: 2, output: 'error TS2322', failure: true },
  { command: 'npm test', exitCode: 1, output: 'FAIL src/a.test.ts', failure: true },
  { command: 'npm install', exitCode: 1, output: 'npm ERR! code E404', failure: true },
  { command: 'test -f .env && npm run build', exitCode: 1, output: 'build failed', failure: true },
  { command: 'cat > .env <<EOF\nA=1\nEOF', exitCode: 1, output: 'permission denied', failure: true },
  { command: 'find . -name "*.tmp" -delete', exitCode: 1, output: 'find: cannot delete', failure: true },
  { command: 'git diff > patch.diff', exitCode: 1, output: 'permission denied', failure: true },
  { command: 'git commit -m x', exitCode: 1, output: 'nothing to commit', failure: true },
  { command: 'node --version && npm run lint', exitCode: 1, output: 'lint errors', failure: true },
];

describe('probe commands are not failures', () => {
  it.each(rows)('$command (exit $exitCode) -> failure: $failure', ({ command, exitCode, output, failure }) => {
    const call = failedShell(command, output, exitCode);
    expect(isProbeCommand(command)).toBe(!failure);
    expect(isFailure(call)).toBe(failure);
    // And end to end through the observation layer, in a turn with no edits at all.
    const scope = scopeToTurn([], [call], { root: '/repo', cwd: '/repo' });
    expect(unresolvedFailures([call], scope.effects).map(describeFailure)).toHaveLength(failure ? 1 : 0);
  });
});
