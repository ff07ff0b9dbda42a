import type { Config } from '../config/schema.js';
import type { TurnTimeline } from '../transcript/timeline.js';
import { type SelfName, selfName } from '../util/bundle.js';
import { counted } from '../util/counted.js';
import { exec as defaultExec, type Exec } from '../util/exec.js';
import { globMatcher } from '../util/glob.js';
import { stateDir } from '../util/paths.js';
import { readWorkTree, type WorkTree } from '../util/work-tree.js';
import { categoryRules, classify } from './categories.js';
import { changedFiles, manifestChanges } from './changed-files.js';
import { describeFailure } from './diagnose.js';
import { unresolvedFailures } from './errors.js';
import { logCheckAction, requiredActions, successfulRuns } from './evidence.js';
import { blindEditObservation, blindEdits, spreadObservation } from './hygiene.js';
import { allClearMessage, checkpointMessage } from './message.js';
import { planObservation, slugCandidates } from './plan-alignment.js';
import { detectProject } from './project.js';
import { spelledByProject } from './stand-in.js';
import { resolvePath, scopeToTurn } from './turn-scope.js';
import type { CheckpointResult } from './types.js';

// The one function every route calls (Claude, Gemini and Codex hooks, Codex notify, `eval`).

export { GENERIC_MESSAGE } from './message.js';

export interface BuildInput {
  /** Session cwd; the project root is its git toplevel. */
  cwd: string;
  timeline: TurnTimeline;
  config: Config;
  /** Since turn start, for the log check's `{since}`. */
  elapsedSeconds: number;
  /** How the message names checkpoint's own commands (`checkpoint off`); found from the environment when not given. */
  self?: SelfName;
  /** The work tree as the stop read it (session/evaluate-stop.ts); read here when not given (eval, tests). */
  workTree?: WorkTree;
  exec?: Exec;
  env?: NodeJS.ProcessEnv;
}

/** Files listed in a result; a larger turn is summarised in `why`. */
const MAX_LISTED_FILES = 2000;

function silentResult(why: string, fields: Partial<CheckpointResult> = {}): CheckpointResult {
  return { categories: [], actions: [], observations: [], changedFiles: [], ...fields, silent: true, why, message: '' };
}

export async function buildCheckpoint(input: BuildInput): Promise<CheckpointResult> {
  const { timeline, config } = input;
  const run = input.exec ?? defaultExec;
  const env = input.env ?? process.env;
  if (timeline.calls.length === 0) return silentResult('no tool call this turn');

  const read = input.workTree ?? (await readWorkTree(input.cwd, run));
  if ('outside' in read) return silentResult(read.outside);
  const { root, status } = read;
  const tree = changedFiles(status);
  const scope = scopeToTurn(tree.files, timeline.calls, { root, cwd: input.cwd });
  const quiet = config.quietPatterns.length > 0 ? globMatcher(config.quietPatterns) : () => false;
  const considered = scope.files.filter((file) => !quiet(file));

  // the profile is cached in the state dir, keyed by the mtimes of the files it was read from
  const cacheDir = env.CHECKPOINT_STATE_DIR || env.XDG_STATE_HOME || env.HOME ? stateDir(env) : undefined;
  const project = detectProject(root, considered, { cacheDir });
  // a manifest whose tools' settings alone changed owes no install or test run: no category takes it (its test runner's:
  // the tests alone); one that raised a type-checker's package, or one its package's code imports, owes the type-check too
  const manifests = await manifestChanges(root, considered, tree.untracked, run, project.files);
  const rules = categoryRules(config, project, tree.untracked, manifests);
  const byRule = classify(
    considered.filter((file) => !manifests.settings.has(file)),
    rules,
  );
  const runs = successfulRuns(timeline.calls, { root, cwd: input.cwd, resolver: project.resolver });
  const required = requiredActions(byRule, rules, runs, scope.lastTouch, project.packageOf, project.isTest, project.testClasses);
  const { categories, needs, ran, unchecked, along } = required;
  // the tools asked for, as the project runs them (through its stand-in script, `./cargo.sh +nightly test`)
  const spelled = spelledByProject(root);
  const actions = required.actions.map((action) => (action.command ? { ...action, command: spelled(action.command) } : action));
  const docs = new Set([...byRule].filter(([index]) => rules[index].name === 'docs').flatMap(([, files]) => files));
  const work = considered.filter((file) => !docs.has(file));
  if (work.length > 0) {
    const logCheck = logCheckAction(config, input.elapsedSeconds, runs);
    if (logCheck) actions.push(logCheck);
  }

  const observations: string[] = [];
  const note = (text: string | undefined) => {
    if (text && !observations.includes(text)) observations.push(text);
  };
  for (const failure of unresolvedFailures(timeline.calls, scope.effects)) note(describeFailure(failure));
  const priorReads = new Set(
    timeline.priorReads.map((path) => resolvePath(path, input.cwd, root)).filter((p): p is string => p !== undefined),
  );
  // Where a successful edit proves the read (even one older than the window read), judging it would only add noise.
  if (!timeline.editsProveReads) {
    const blind = blindEdits({ calls: timeline.calls, effects: scope.effects, priorReads, created: tree.untracked, judged: new Set(work) });
    for (const file of blind) note(blindEditObservation(file));
  }
  note(spreadObservation(considered));
  if (config.plan && work.length > 0) {
    const branch = env.CHECKPOINT_SLUG ? undefined : status.branch;
    note(planObservation({ root, template: config.plan.file, slugs: slugCandidates(branch, env), changed: work }));
  }

  const listed = considered.slice(0, MAX_LISTED_FILES);
  const summary = considered.length > MAX_LISTED_FILES ? ` (${considered.length} files; first ${MAX_LISTED_FILES} listed)` : '';
  const fields = { categories, actions, observations, changedFiles: listed };
  if (observations.length === 0) {
    if (considered.length === 0)
      return silentResult(scope.files.length > 0 ? 'only quiet files changed this turn' : 'no turn-local changes', fields);
    if (work.length === 0) return silentResult(`docs only${summary}`, fields);
    if (actions.length === 0 && needs === 0) {
      const what = categories.length > 0 ? `the project has no check for ${categories.join(', ')}` : 'no category covers the changed files';
      return silentResult(`nothing applied: ${what}${summary}`, fields);
    }
    // a category the project has no check for found no evidence: silence says so, with what did find it (a type test's
    // type-check) and what was left to ride along
    if (actions.length === 0 && unchecked.length > 0) {
      const checked = ran.filter((name) => name !== 'lint');
      const found = checked.length > 0 ? `all clear: evidence found for ${checked.join(', ')}; ` : 'nothing applied: ';
      const left = along.length > 0 ? `; ${along.join(', ')} left to ride along` : '';
      return silentResult(`${found}the project has no check for ${unchecked.join(', ')}${left}${summary}`, fields);
    }
    if (actions.length === 0) {
      if (config.allClear === 'message') return { ...fields, silent: false, why: `all clear${summary}`, message: allClearMessage(ran) };
      const found = along.length > 0 ? `${ran.join(', ') || 'no category'}; ${along.join(', ')} left to ride along` : 'every category';
      return silentResult(`all clear: evidence found for ${found}${summary}`, fields);
    }
  }
  const why = [
    actions.length > 0 ? `${counted(actions.length, 'action')} for ${categories.join(', ') || 'the turn'}` : '',
    observations.length > 0 ? counted(observations.length, 'observation') : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return { ...fields, silent: false, why: `${why}${summary}`, message: checkpointMessage(fields, input.self ?? selfName(env)) };
}
