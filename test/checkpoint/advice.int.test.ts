import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { ensureTool, TOOL_PACKAGES } from '../../scripts/e2e-agents.mjs';
import type { FileTree } from './_helpers.js';
import { json, turn } from './ecosystems/_table.js';

// The suggested command must work: run it for real, in the row's files on the real disk, where the tool is
// on this machine (the advice itself, row by row, is advice.test.ts's, in memory). pnpm is not on every
// machine: the pinned one is installed into the e2e cache (scripts/e2e-agents.mjs), once.
const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
/** The folder of each pinned tool's executable, or why it could not be installed (no registry). */
const pinned = new Map<string, { dir?: string; why?: string }>(
  Object.keys(TOOL_PACKAGES).map((tool) => {
    try {
      return [tool, { dir: dirname(ensureTool(tool, process.env, 180_000) as string) }];
    } catch (error) {
      return [tool, { why: `${tool} could not be installed: ${(error as Error).message.split('\n')[0]}` }];
    }
  }),
);
const pathWithPinned = [...pinned.values()]
  .flatMap((p) => (p.dir ? [p.dir] : []))
  .concat(process.env.PATH ?? '')
  .join(delimiter);
/** Why a row cannot run here; undefined when its tool is at hand. */
const missing = (tool: string) => (pinned.has(tool) ? pinned.get(tool)!.why : has(tool) ? undefined : `${tool} is not installed`);
const runnable: { name: string; tool: string; files: FileTree; change: FileTree }[] = [
  {
    name: 'npm library',
    tool: 'npm',
    files: {
      'package.json': json({ name: 'lib', type: 'module', scripts: { test: 'node --test', lint: 'node lint.mjs' } }),
      'package-lock.json': json({ name: 'lib', lockfileVersion: 3, packages: {} }),
      'lint.mjs': '',
      'src/a.js': 'export const a = 1;\n',
      'test/a.test.js': "import test from 'node:test';\ntest('a', () => {});\n",
    },
    change: { 'src/a.js': 'export const a = 2;\n' },
  },
  {
    name: 'npm workspace package',
    tool: 'npm',
    files: {
      'package.json': json({ name: 'root', private: true, workspaces: ['packages/*'] }),
      'package-lock.json': json({ name: 'root', lockfileVersion: 3, packages: {} }),
      'packages/lib/package.json': json({ name: 'lib', scripts: { test: 'node --test' } }),
      'packages/lib/test/a.test.js': "require('node:test')('a', () => {});\n",
      'packages/lib/src/a.js': '',
    },
    change: { 'packages/lib/src/a.js': 'module.exports = 1;\n' },
  },
  {
    name: 'npm changed test file',
    tool: 'npm',
    files: { 'package.json': json({ name: 'x', scripts: { test: 'node --test' } }), 'test/a.test.js': '' },
    change: { 'test/a.test.js': "require('node:test')('a', () => {});\n" },
  },
  {
    name: 'pnpm workspace package',
    tool: 'pnpm',
    files: {
      'package.json': json({ name: 'root', private: true }),
      'pnpm-workspace.yaml': 'packages:\n  - "packages/*"\n',
      'pnpm-lock.yaml': "lockfileVersion: '9.0'\n",
      'packages/lib/package.json': json({ name: 'lib', scripts: { test: 'node --test' } }),
      'packages/lib/test/a.test.js': "require('node:test')('a', () => {});\n",
      'packages/lib/src/a.js': '',
    },
    change: { 'packages/lib/src/a.js': 'module.exports = 1;\n' },
  },
  {
    name: 'python3 unittest through the Makefile test target',
    tool: 'python3',
    files: {
      'requirements.txt': '',
      Makefile: 'test:\n\tpython3 -m unittest discover -s tests\n',
      'tests/test_a.py': 'import unittest\nclass T(unittest.TestCase):\n    def test_a(self):\n        pass\n',
      'app.py': '',
    },
    change: { 'app.py': 'A = 1\n' },
  },
  {
    name: 'pytest project',
    tool: 'pytest',
    files: { 'requirements.txt': '', 'tests/test_a.py': 'def test_a():\n    assert True\n', 'app.py': '' },
    change: { 'app.py': 'A = 1\n' },
  },
  {
    name: 'Makefile check',
    tool: 'make',
    files: { Makefile: 'check:\n\ttrue\nlint:\n\ttrue\n', 'x.c': '' },
    change: { 'x.c': 'int x;\n' },
  },
  {
    name: 'cargo workspace member',
    tool: 'cargo',
    files: {
      'Cargo.toml': '[package]\nname = "app"\nversion = "0.1.0"\nedition = "2021"\n[workspace]\nmembers = ["crates/core"]\n',
      'src/main.rs': 'fn main() {}\n',
      'crates/core/Cargo.toml': '[package]\nname = "app-core"\nversion = "0.1.0"\nedition = "2021"\n',
      'crates/core/src/lib.rs': '',
    },
    change: { 'crates/core/src/lib.rs': 'pub fn one() -> u8 { 1 }\n' },
  },
];

describe('suggested commands run for real', () => {
  for (const row of runnable) {
    const why = missing(row.tool);
    // a visible note, not a silent pass, when the tool is missing
    it.skipIf(why !== undefined)(`${row.name}${why === undefined ? '' : ` (skipped: ${why})`}`, async () => {
      const { root, result } = await turn(row);
      const commands = result.actions.map((a) => a.command).filter((c): c is string => c !== undefined);
      expect(commands.length).toBeGreaterThan(0);
      for (const command of commands) {
        const run = spawnSync('bash', ['-c', command], {
          cwd: root,
          encoding: 'utf8',
          timeout: 120_000,
          env: { ...process.env, PATH: pathWithPinned, CARGO_TARGET_DIR: join(root, 'target'), npm_config_update_notifier: 'false' },
        });
        expect({ command, status: run.status, output: run.status === 0 ? '' : `${run.stdout}${run.stderr}` }).toEqual({
          command,
          status: 0,
          output: '',
        });
      }
    });
  }
});
