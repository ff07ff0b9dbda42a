import { describe } from 'vitest';
import { chart, chartTestingWorkflow, ctConfig, deployment, suite } from './_helm-charts.js';
import { ecosystemTable } from './_table.js';

// After a repository of charts whose CI runs chart-testing (`ct lint`, its config adding a helm-unittest run
// per chart), a single-chart repository with helm-unittest's default suites and no ct config, and a chart
// without suites.

const UNITTEST = "helm unittest --strict --file 'unittests/**/*.yaml' charts/app";
const CT_LINT = 'ct lint --config .github/linters/ct.yaml --charts charts/app';

const charts = {
  '.github/workflows/ci.yaml': chartTestingWorkflow,
  '.github/linters/ct.yaml': ctConfig,
  'charts/app/Chart.yaml': chart('app'),
  'charts/app/values.yaml': 'replicas: 1\n',
  'charts/app/templates/deployment.yaml': deployment,
  'charts/app/unittests/deployment_test.yaml': suite,
  'charts/other/Chart.yaml': chart('other'),
  'charts/other/values.yaml': 'replicas: 1\n',
  'charts/other/templates/deployment.yaml': deployment,
  'charts/other/unittests/deployment_test.yaml': suite,
};

const single = {
  'Chart.yaml': chart('app'),
  'values.yaml': 'replicas: 1\n',
  'templates/deployment.yaml': deployment,
  'templates/_helpers.tpl': '{{- define "app.name" -}}{{ .Chart.Name }}{{- end }}\n',
  'tests/deployment_test.yaml': suite,
  // a target its guide names that the repository does not have
  'AGENTS.md': '# Agents\n\nRun `make test-charts` before committing.\n',
};

const withLock = {
  'charts/app/Chart.yaml': `${chart('app')}dependencies:\n  - name: redis\n    version: 18.0.0\n    repository: https://charts.bitnami.com/bitnami\n`,
  'charts/app/Chart.lock': 'dependencies:\n- name: redis\n  version: 18.0.0\n',
  'charts/app/values.yaml': 'replicas: 1\n',
  'charts/app/templates/deployment.yaml': deployment,
  'charts/app/tests/deployment_test.yaml': suite,
};

describe('Helm', () => {
  ecosystemTable([
    {
      name: "a template of a chart ct tests: the helm unittest run ct's config adds, for that chart; ct lint rides along",
      files: charts,
      change: { 'charts/app/templates/deployment.yaml': deployment.replace('replicas: {{', 'replicas: {{ default 1') },
      expected: [`Run the tests: ${UNITTEST}`, `Lint: ${CT_LINT}`],
      ran: [UNITTEST],
      skips: ['helm unittest charts/other', 'helm template charts/app', 'ct install --charts charts/app'],
    },
    {
      name: 'values of a chart ct tests: ct lint of that chart runs its helm unittest',
      files: charts,
      change: { 'charts/app/values.yaml': 'replicas: 2\n' },
      expected: [`Run the tests: ${UNITTEST}`, `Lint: ${CT_LINT}`],
      ran: [CT_LINT],
      skips: ['ct lint --config .github/linters/ct.yaml --charts charts/other'],
    },
    {
      name: "a chart's helm-unittest suite: the same run, and ct lint of the changed charts counts",
      files: charts,
      change: { 'charts/app/unittests/deployment_test.yaml': suite.replace('value: 1', 'value: 2') },
      expected: [`Lint: ${CT_LINT}`, `Run the changed tests: ${UNITTEST}`],
      ran: ['ct lint --config .github/linters/ct.yaml'],
    },
    {
      name: 'a single chart at the root: helm unittest of it, never a target its guide names that does not exist',
      files: single,
      change: { 'templates/_helpers.tpl': '{{- define "app.name" -}}{{ .Chart.Name | trunc 63 }}{{- end }}\n' },
      expected: ['Run the tests: helm unittest .', 'Lint: helm lint .'],
      ran: ['helm unittest --strict .'],
      skips: ['helm unittest charts', 'helm template .'],
    },
    {
      name: 'a single chart whose Makefile runs its suites: that target',
      files: { ...single, Makefile: 'unittest:\n\thelm unittest --strict .\n' },
      change: { 'values.yaml': 'replicas: 2\n' },
      expected: ['Run the tests: make unittest', 'Lint: helm lint .'],
      ran: ['make unittest'],
      skips: ['helm template .'],
    },
    {
      name: 'a chart without suites: nothing to test, lint rides along with the code of the turn',
      files: {
        'go.mod': 'module example.com/app\n\ngo 1.22\n',
        'main.go': 'package main\n',
        'deploy/chart/Chart.yaml': chart('app'),
        'deploy/chart/templates/deployment.yaml': deployment,
      },
      change: {
        'main.go': 'package main\n\nfunc main() {}\n',
        'deploy/chart/templates/deployment.yaml': deployment.replace('Deployment', 'StatefulSet'),
      },
      expected: ['Run the tests: go test ./...', 'Lint: helm lint deploy/chart'],
      ran: ['go test ./...'],
    },
    {
      name: 'a chart without suites alone: lint only, the turn stays silent',
      // (silent without this module too: what it guards is that the root's tests are not borrowed)
      files: {
        Makefile: 'test:\n\tgo test ./...\n',
        'deploy/chart/Chart.yaml': chart('app'),
        'deploy/chart/templates/deployment.yaml': deployment,
        'main.go': 'package main\n',
      },
      change: { 'deploy/chart/templates/deployment.yaml': deployment.replace('Deployment', 'StatefulSet') },
      expected: [],
    },
    {
      name: "a dependency of a locked chart: it is locked again, then the chart's tests",
      files: withLock,
      change: { 'charts/app/Chart.yaml': withLock['charts/app/Chart.yaml'].replace('18.0.0', '19.0.0') },
      expected: ['Install updated dependencies: helm dependency update charts/app', 'Run the tests: helm unittest charts/app'],
      ran: ['helm dependency update charts/app', 'helm unittest charts/app'],
      skips: ['helm unittest charts/other', 'helm plugin install https://github.com/helm-unittest/helm-unittest.git'],
    },
  ]);
});
