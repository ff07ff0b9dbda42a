import { joinDir } from '../../util/paths.js';
import { parseYamlSafe } from '../../util/yaml.js';
import { type EcosystemModule, plainEnv } from './_module.js';

// CI configuration: a changed GitHub Actions workflow is checked with actionlint; GitLab's file is
// build configuration too, with no one-shot check of its own to name. CircleCI's and GitLab's jobs are
// read as the engine reads GitHub's workflows: the scripts they run are the project's gates.

type Script = { dir: string; script: string; env: Record<string, string> };

/**
 * CircleCI's jobs (`.circleci/config.yml`): each `run` step's command, in its `working_directory` when that is
 * the repository's (a job's own is the checkout's, wherever the container keeps it).
 */
function circleScripts(text: string): Script[] {
  const jobs = (parseYamlSafe(text) as { jobs?: unknown } | undefined)?.jobs;
  if (!jobs || typeof jobs !== 'object') return [];
  return Object.values(jobs).flatMap((job) => {
    const steps = (job as { steps?: unknown } | undefined)?.steps;
    const env = plainEnv((job as { environment?: unknown } | undefined)?.environment);
    return (Array.isArray(steps) ? steps : []).flatMap((step) => {
      const run = (step as { run?: unknown } | undefined)?.run;
      const { command, working_directory: given } = (typeof run === 'string' ? { command: run } : (run ?? {})) as Record<string, unknown>;
      if (typeof command !== 'string') return [];
      return [{ dir: typeof given === 'string' && !/^[~/$]/.test(given) ? joinDir('', given) : '', script: command, env }];
    });
  });
}

/** The keys of a `.gitlab-ci.yml` that are no job. */
const GITLAB_KEYWORDS = new Set([
  'stages',
  'variables',
  'default',
  'include',
  'workflow',
  'image',
  'services',
  'cache',
  'before_script',
  'after_script',
]);

/** GitLab's jobs (`.gitlab-ci.yml`): each job's `script`; hidden jobs (`.template`) only lend theirs. */
function gitlabScripts(text: string): Script[] {
  const config = parseYamlSafe(text) as Record<string, unknown> | undefined;
  if (!config || typeof config !== 'object') return [];
  const env = plainEnv(config.variables);
  return Object.entries(config).flatMap(([name, job]) => {
    if (GITLAB_KEYWORDS.has(name) || name.startsWith('.') || !job || typeof job !== 'object') return [];
    const script = (job as { script?: unknown }).script;
    const lines = typeof script === 'string' ? [script] : Array.isArray(script) ? script.filter((line) => typeof line === 'string') : [];
    return lines.length > 0
      ? [{ dir: '', script: lines.join('\n'), env: { ...env, ...plainEnv((job as { variables?: unknown }).variables) } }]
      : [];
  });
}

export const ci: EcosystemModule = {
  name: 'ci',
  extensions: [],
  buildConfig: {
    files: /^\.github\/workflows\/|^\.gitlab-ci\.yml$|^\.circleci\/config\.yml$/,
    validate: (file) => (file.startsWith('.github/workflows/') ? 'actionlint' : undefined),
  },
  ciScripts: { '.circleci/config.yml': circleScripts, '.gitlab-ci.yml': gitlabScripts },
  driftActions: { 'nickcharlton/diff-check': 'command' },
  evidence: { programs: { lint: ['actionlint'], config: ['actionlint', 'act', 'check-jsonschema'] } },
};
