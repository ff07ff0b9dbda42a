// The files of a chart-testing repository the Helm table and its check through the bundle share: a chart, its
// deployment template and helm-unittest suite, a CI workflow running `ct lint`, and ct's config adding the suites.

export const chart = (name: string) => `apiVersion: v2\nname: ${name}\nversion: 1.0.0\n`;
export const deployment = [
  'apiVersion: apps/v1',
  'kind: Deployment',
  'metadata:',
  '  name: {{ .Release.Name }}',
  'spec:',
  '  replicas: {{ .Values.replicas }}',
  '',
].join('\n');
export const suite = [
  'suite: deployment',
  'templates:',
  '  - deployment.yaml',
  'tests:',
  '  - it: sets the replicas',
  '    asserts:',
  '      - equal:',
  '          path: spec.replicas',
  '          value: 1',
  '',
].join('\n');

export const chartTestingWorkflow = [
  'name: CI',
  'on: pull_request',
  'jobs:',
  '  chart-testing:',
  '    runs-on: ubuntu-24.04',
  '    steps:',
  '      - uses: actions/checkout@v4',
  '      - uses: azure/setup-helm@v4',
  '      - uses: helm/chart-testing-action@v2.8.0',
  '      - run: helm plugin install https://github.com/helm-unittest/helm-unittest.git --version 1.1.2 --verify=false',
  '      - name: Run chart-testing (lint)',
  '        run: ct lint --config .github/linters/ct.yaml',
  '',
].join('\n');

export const ctConfig = [
  'additional-commands:',
  "  - helm unittest --strict --file 'unittests/**/*.yaml' {{ .Path }}",
  'chart-dirs:',
  '  - charts',
  'target-branch: main',
  '',
].join('\n');
