import { describe, expect, it } from 'vitest';
import { evalTurn } from './_eval-turn.js';
import { chart, chartTestingWorkflow, ctConfig, deployment, suite } from './ecosystems/_helm-charts.js';

// A turn that edited a Helm chart's template, judged by the built bundle's `eval` in a real git repository
// from a Claude transcript: the chart's own test run as the project's chart-testing config says it, and
// silence once the turn ran it.

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

/** The turn's edit of a template: a default for its replicas. */
const replicas = ['replicas: {{', 'replicas: {{ default 1'] as const;

describe('a Helm chart through the built bundle', () => {
  const unittest = "helm unittest --strict --file 'unittests/**/*.yaml' charts/app";

  it("a template of a chart ct tests: the helm unittest run ct's config adds, ct lint riding along; silent once it passed", () => {
    const out = evalTurn(chartTesting, 'charts/app/templates/deployment.yaml', ...replicas, []);
    expect(out).toContain('Would block');
    expect(out).toContain(`Run the tests: \`${unittest}\``);
    expect(out).toContain('`ct lint --config .github/linters/ct.yaml --charts charts/app`');
    expect(evalTurn(chartTesting, 'charts/app/templates/deployment.yaml', ...replicas, [unittest])).toContain('Would allow');
  });

  it('a single chart at the root: helm unittest .; silent once it passed', () => {
    expect(evalTurn(singleChart, 'templates/deployment.yaml', ...replicas, [])).toContain('Run the tests: `helm unittest .`');
    expect(evalTurn(singleChart, 'templates/deployment.yaml', ...replicas, ['helm unittest .'])).toContain('Would allow');
  });
});
