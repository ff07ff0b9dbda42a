import { joinDir } from '../../util/paths.js';
import { normalizeWords, segmentCommand } from '../shell.js';
import { type DetectContext, type DirectoryProfile, type EcosystemModule, FROM_ROOT, type ScopeTerms } from './_module.js';

// Helm: a chart is a folder holding Chart.yaml; its templates, values and helm-unittest suites are its own.
// A chart with suites is tested with `helm unittest <chart>`, as the project's chart-testing config runs it
// (ct.yaml's `additional-commands`, `{{ .Path }}` the chart) where it has one. Lint rides along: `ct lint`
// where CI runs it, else `helm lint`. A chart without suites has nothing to test: lint alone.

/** The chart's files by their path in it: templates (NOTES.txt too), values and their schema, ct's values, suites. */
const CHART_FILES =
  /^(templates\/.+|values[^/]*\.ya?ml|values\.schema\.json|ci\/[^/]+\.ya?ml|(unit)?tests\/.+\.ya?ml|crds\/.+\.ya?ml|[^/]+\.tpl)$/;

/** helm-unittest suites: `tests/*_test.yaml` (its default), or a folder of their own the project names (`unittests/`). */
const SUITES = /(^|\/)unittests\/.+\.ya?ml$|_test\.ya?ml$/;

/** Where chart-testing reads its config when CI names none (its working folder), then the folders projects keep it in. */
const CT_CONFIGS = ['ct.yaml', 'ct.yml', '.github/ct.yaml', '.github/linters/ct.yaml'];

/** `helm unittest` options that take a value. */
const UNITTEST_VALUES = new Set(['-f', '--file', '-v', '--values', '-o', '--output-file', '-t', '--output-type', '--chart-tests-path']);

const optionValue = (words: string[], option: string) => {
  for (let i = 0; i < words.length; i++) {
    if (words[i] === option) return words[i + 1];
    if (words[i].startsWith(`${option}=`)) return words[i].slice(option.length + 1);
  }
  return undefined;
};

/**
 * The project's chart-testing, read from a chart or the root: the config its CI's `ct lint` names (else the one
 * ct finds), and the `helm unittest` runs its `additional-commands` add; undefined where CI runs no ct and no
 * config adds a test run.
 */
function chartTesting(context: DetectContext): { config?: string; unittest: string[] } | undefined {
  const up = context.dir ? '../'.repeat(context.dir.split('/').length) : '';
  const lint = context
    .saidCommands()
    .flatMap((command) => segmentCommand(command).map((segment) => normalizeWords(segment.words)))
    .find((words) => words[0] === 'ct' && (words[1] === 'lint' || words[1] === 'lint-and-install'));
  const named = lint && optionValue(lint, '--config');
  const config = named ?? CT_CONFIGS.find((path) => context.exists(`${up}${path}`));
  const text = config ? (context.text(`${up}${config}`) ?? '') : '';
  // `additional-commands:` as a block list of one-line entries
  const block = /^additional-commands:[ \t]*\n((?:[ \t]*-[^\n]*\n?)+)/m.exec(text)?.[1] ?? '';
  const unittest = [...block.matchAll(/^[ \t]*-[ \t]*(["']?)(helm unittest\b.*?)\1[ \t]*$/gm)].map((m) => m[2]);
  return lint || unittest.length > 0 ? { config: lint ? named : undefined, unittest } : undefined;
}

/** Does the chart hold helm-unittest suites? */
function hasSuites(context: DetectContext): boolean {
  return (
    context.list('tests').some((name) => SUITES.test(name)) ||
    context.list('unittests').some((name) => /\.ya?ml$/.test(name) || !name.includes('.'))
  );
}

/** The chart's test run: each `helm unittest` ct runs, for this chart; else helm-unittest's own, told where the suites are. */
function testRun(context: DetectContext, unittest: string[], chart: string): string {
  if (unittest.length > 0) return unittest.map((command) => command.replace(/\{\{-?\s*\.Path\s*-?\}\}/g, chart)).join(' && ');
  const own = context.list('tests').some((name) => SUITES.test(name));
  return own ? `helm unittest ${chart}` : `helm unittest --file 'unittests/**/*.yaml' ${chart}`;
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const chartRoot = context.names.includes('Chart.yaml');
  // at the root of a repository of charts, the test runs `ct lint` adds: a run of it is judged by them
  const charts = context.dir === '' && (chartRoot || context.names.includes('charts') || CT_CONFIGS.some((path) => context.exists(path)));
  const ct = chartRoot || charts ? chartTesting(context) : undefined;
  if (charts && ct?.unittest.length) profile.recipes.ct = { lint: ct.unittest.join('\n') };
  if (!chartRoot) return;
  profile.ecosystems.push('helm');
  const chart = context.dir || '.';
  const lint = ct ? `ct lint ${ct.config ? `--config ${ct.config} ` : ''}--charts ${chart}` : `helm lint ${chart}`;
  profile.languages.helm = hasSuites(context)
    ? { test: `${FROM_ROOT}${testRun(context, ct?.unittest ?? [], chart)}`, lint: `${FROM_ROOT}${lint}` }
    : { lint: `${FROM_ROOT}${lint}`, untested: ['**'] };
  // a lock pins the dependencies Chart.yaml declares: a changed entry is fetched and locked again
  if (context.names.includes('Chart.lock')) profile.install.helm = `${FROM_ROOT}helm dependency update ${chart}`;
}

/** The `dependencies:` block of a Chart.yaml (a Chart.lock is all dependencies). */
const dependencies = (text: string) => /^dependencies:[^\n]*\n(?:[ \t-][^\n]*\n?|\n)*/m.exec(text)?.[0] ?? '';

/** How far a run reached: the charts `helm unittest` was given (or a folder above them), those `ct lint --charts` names. */
function scope(program: string, args: string[], dir: string, terms: ScopeTerms) {
  if (program === 'helm' && args[0] === 'unittest') {
    const paths = unittestPaths(args.slice(1));
    return { reach: paths.length > 0 ? paths.map((path) => terms.folderTree(joinDir(dir, path))) : terms.here };
  }
  if (program === 'ct' && args[0]?.startsWith('lint')) {
    const charts = terms.flagValue(['--charts']);
    // `--all`, or none: every chart, or the charts changed against the target branch
    return { reach: charts ? charts.split(',').map((path) => terms.folderTree(joinDir(dir, path))) : undefined };
  }
  return undefined;
}

/** The charts (or folders of them) a `helm unittest` run was given: its words that are neither options nor their values. */
function unittestPaths(args: string[]): string[] {
  const paths: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (UNITTEST_VALUES.has(args[i])) i++;
    else if (!args[i].startsWith('-')) paths.push(args[i]);
  }
  return paths;
}

export const helm: EcosystemModule = {
  name: 'helm',
  extensions: [],
  // a change to Chart.yaml's dependencies owes the chart's tests, as any manifest's
  checkedAs: 'tpl',
  manifests: /^Chart\.(yaml|lock)$/,
  markers: /^Chart\.yaml$/,
  packageFiles: CHART_FILES,
  testFiles: SUITES,
  detect,
  dependencyChange: (file, before, after) => !file.endsWith('Chart.yaml') || dependencies(before) !== dependencies(after),
  evidence: {
    launchers: ['helm', 'ct'],
    subcommands: { helm: { test: ['unittest'], lint: ['lint'] } },
    // ct lints, and runs the `additional-commands` its config adds (helm unittest) for each chart;
    // `ct install` installs into a cluster and runs the chart's in-cluster tests, not its suites
    kinds: (program, args, judge) =>
      program === 'ct' && (args[0] === 'lint' || args[0] === 'lint-and-install')
        ? ['lint', ...judge.line(judge.recipe('ct', 'lint') ?? '')]
        : [],
    installs: (program, args) =>
      program === 'helm' && /^dep(endency|endencies|s)?$/.test(args[0] ?? '') && /^(up|update|build)$/.test(args[1] ?? ''),
    scope,
  },
};
