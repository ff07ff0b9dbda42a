import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { GIT_IDENTITY } from '../helpers/git-env.js';
import { removeTempDir, tempDir } from '../helpers/temp.js';
import { chart, chartTestingWorkflow, ctConfig, deployment, suite } from './ecosystems/_helm-charts.js';

// A turn that edited a Helm chart's template, judged by the built bundle's `eval` in a real git repository
// from a Claude transcript: the chart's own test run as the project's chart-testing config says it, and
// silence once the turn ran it.

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) removeTempDir(root);
});

const chartTesting = {
  '.github/workflows/ci.yaml': chartTestingWorkflow,
  '.github/linters/ct.yaml': ctConfig,
  'charts/app/Chart.yaml': chart('app'),
  'charts/app/values.yaml': 'replicas: 1\n',
  'charts/app/templates/deployment.yaml': deployment,
  'charts/app/unittests/deployment_test.yaml': suite,
};

const singleChart = {
  'Chart.yaml': chart('app'),
  'values.yaml': 'replicas: 1\n',
  'templates/deployment.yaml': deployment,
  'tests/deployment_test.yaml': suite,
};

/** A repository holding `files` in one commit, `edited` then edited by a turn that ran `commands` (each exiting 0). */
function judge(files: Record<string, string>, edited: string, commands: string[]) {
  const root = tempDir('checkpoint-helm-');
  roots.push(root);
  const repo = join(root, 'repo');
  const env = {
    PATH: process.env.PATH,
    HOME: join(root, 'home'),
    XDG_CONFIG_HOME: join(root, 'home', '.config'),
    CHECKPOINT_STATE_DIR: join(root, 'state'),
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    LANG: 'C.UTF-8',
    ...GIT_IDENTITY,
  };
  const write = (tree: Record<string, string>) => {
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
  };
  write(files);
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'init'],
  ])
    expect(spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' }).status).toBe(0);
  write({ [edited]: files[edited].replace('replicas: {{', 'replicas: {{ default 1') });

  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
  const call = (id: string, seconds: number, name: string, input: object) => [
    { type: 'assistant', timestamp: at(seconds), message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } },
    {
      type: 'user',
      timestamp: at(seconds - 1),
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] },
    },
  ];
  const path = join(repo, edited);
  const lines = [
    { type: 'user', promptId: 'p-1', timestamp: at(120), message: { role: 'user', content: 'default the replicas' } },
    ...call('t1', 110, 'Read', { file_path: path }),
    ...call('t2', 100, 'Edit', { file_path: path, old_string: 'replicas: {{', new_string: 'replicas: {{ default 1' }),
    ...commands.flatMap((command, i) => call(`b${i}`, 90 - 2 * i, 'Bash', { command })),
  ];
  const transcript = join(root, 'session.jsonl');
  writeFileSync(transcript, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  const run = spawnSync(process.execPath, [BUNDLE, 'eval', '--cwd', repo, '--transcript', transcript, '--agent', 'claude'], {
    cwd: repo,
    env,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('a Helm chart through the built bundle', () => {
  const unittest = "helm unittest --strict --file 'unittests/**/*.yaml' charts/app";

  it("a template of a chart ct tests: the helm unittest run ct's config adds, ct lint riding along; silent once it passed", () => {
    const out = judge(chartTesting, 'charts/app/templates/deployment.yaml', []);
    expect(out).toContain('Would block');
    expect(out).toContain(`Run the tests: \`${unittest}\``);
    expect(out).toContain('`ct lint --config .github/linters/ct.yaml --charts charts/app`');
    expect(judge(chartTesting, 'charts/app/templates/deployment.yaml', [unittest])).toContain('Would allow');
  });

  it('a single chart at the root: helm unittest .; silent once it passed', () => {
    expect(judge(singleChart, 'templates/deployment.yaml', [])).toContain('Run the tests: `helm unittest .`');
    expect(judge(singleChart, 'templates/deployment.yaml', ['helm unittest .'])).toContain('Would allow');
  });
});
