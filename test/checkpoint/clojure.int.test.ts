import { spawnSync } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { gitRepo } from './_helpers.js';

// A Clojure library on deps.edn whose CI runs its own `bin/kaocha` and whose committed pom.xml only
// publishes it (malli's shape), judged by the built bundle's `eval` on a real repository: the advice is the
// project's run, never Maven's, and the run the turn made silences it.

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const files = {
  'deps.edn': '{:paths ["src"] :aliases {:test {:extra-paths ["test"] :extra-deps {lambdaisland/kaocha {:mvn/version "1.91.1392"}}}}}\n',
  'bin/kaocha': '#!/usr/bin/env bash\nclojure -M:test -m kaocha.runner "$@"\n',
  'pom.xml':
    '<project>\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>app</groupId>\n  <artifactId>app</artifactId>\n  <version>0.1.0</version>\n  <build><sourceDirectory>src</sourceDirectory></build>\n</project>\n',
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: bin/kaocha\n',
  'src/app/core.clj': '(ns app.core)\n(defn f [x] (inc x))\n',
  'test/app/core_test.clj':
    '(ns app.core-test\n  (:require [clojure.test :refer [deftest is]] [app.core :as c]))\n(deftest f-test (is (= 2 (c/f 1))))\n',
};

/** A Claude transcript of one turn that read and edited `file`, then ran `commands` (exit 0). */
function transcript(root: string, home: string, file: string, commands: string[]): string {
  let id = 0;
  const lines: object[] = [{ type: 'user', message: { role: 'user', content: 'change it' } }];
  const tool = (name: string, input: object, result: string) => {
    const toolId = `toolu_${++id}`;
    lines.push({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'tool_use', id: toolId, name, input }] } });
    lines.push({
      type: 'user',
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolId, content: result, is_error: false }] },
    });
  };
  tool('Read', { file_path: join(root, file) }, 'ok');
  tool('Edit', { file_path: join(root, file), old_string: 'x', new_string: 'y' }, 'ok');
  for (const command of commands) tool('Bash', { command }, 'Ran 1 tests containing 1 assertions.\n0 failures, 0 errors.');
  const path = join(home, `t${commands.length}.jsonl`);
  const at = new Date().toISOString();
  writeFileSync(path, `${lines.map((line) => JSON.stringify({ promptId: 'p-1', timestamp: at, cwd: root, ...line })).join('\n')}\n`);
  return path;
}

function evaluate(file: string, change: string, commands: string[]): string {
  const repo = gitRepo(files, false);
  cleanups.push(repo.cleanup);
  chmodSync(join(repo.root, 'bin/kaocha'), 0o755);
  repo.git('add', '-A');
  repo.git('commit', '-q', '-m', 'init');
  writeFileSync(join(repo.root, file), change);
  const run = spawnSync(
    process.execPath,
    [BUNDLE, 'eval', '--cwd', repo.root, '--transcript', transcript(repo.root, repo.home, file, commands), '--agent', 'claude'],
    {
      env: { PATH: process.env.PATH, HOME: repo.home, GIT_CONFIG_NOSYSTEM: '1', CHECKPOINT_STATE_DIR: join(repo.home, 'state') },
      encoding: 'utf8',
    },
  );
  expect(run.status).toBe(0);
  return run.stdout;
}

it('a source change: the tests are the project’s bin/kaocha, not mvn test; its run silences the stop', () => {
  const change = `${files['src/app/core.clj']}(defn g [x] (dec x))\n`;
  const asked = evaluate('src/app/core.clj', change, []);
  expect(asked).toContain('1. Run the tests: `bin/kaocha`');
  expect(asked).not.toContain('mvn');
  expect(evaluate('src/app/core.clj', change, ['bin/kaocha'])).toContain('Debrief: none');
});

it('a changed test namespace: kaocha focused on it, and that run silences the stop', () => {
  const change = `${files['test/app/core_test.clj']}(deftest g-test (is true))\n`;
  expect(evaluate('test/app/core_test.clj', change, [])).toContain('Run the changed tests: `bin/kaocha --focus app.core-test`');
  expect(evaluate('test/app/core_test.clj', change, ['bin/kaocha --focus app.core-test'])).toContain('Debrief: none');
});
