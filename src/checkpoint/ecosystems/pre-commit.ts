import { parseYamlSafe } from '../../util/yaml.js';
import { positionals } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';
import { section } from './_module.js';

// pre-commit: the hooks a project runs on every commit (and in CI, `pre-commit run -a`). Each hook
// stands for the command it runs, so a `pre-commit run` is judged by its hooks.

/** A hook by its id, as configured; `local`: the config defines it (`repo: local`), no hook repository. */
type Hook = { id: string; hook: Record<string, unknown>; local: boolean };

/** The hooks of a pre-commit config, each by its id (an id no shell word could be is left out). */
function hooksOf(text: string): Hook[] {
  const found: Hook[] = [];
  const repos = section(parseYamlSafe(text))?.repos;
  for (const repo of Array.isArray(repos) ? repos : []) {
    const list = section(repo)?.hooks;
    const local = section(repo)?.repo === 'local';
    for (const hook of Array.isArray(list) ? list : []) {
      const id = section(hook)?.id;
      if (typeof id === 'string' && /^[\w.-]+$/.test(id)) found.push({ id, hook: section(hook)!, local });
    }
  }
  return found;
}

/**
 * pre-commit hooks by id, each as the command it stands for: a local hook's `entry`, else its id's
 * words (`terraform_validate` is `terraform validate`, `ruff-format` is `ruff format`). `''` holds
 * every hook, for a `pre-commit run` that names none.
 */
export const preCommitHooks = (text: string): Record<string, string> => hookCommands(hooksOf(text));

function hookCommands(found: Hook[]): Record<string, string> {
  const hooks: Record<string, string> = {};
  for (const { id, hook } of found) hooks[id] = typeof hook.entry === 'string' ? hook.entry : id.replace(/[_-]+/g, ' ');
  hooks[''] = Object.values(hooks).join(' && ');
  return hooks;
}

/** Languages whose hooks pre-commit runs as their `entry` says, in no environment of its own (`unsupported` is `system`'s new name). */
const PLAIN_LANGUAGES = ['system', 'unsupported', 'script', 'unsupported_script'];

/** Does a hook's `entry` alone run it, without pre-commit: a local hook of a plain language that adds no `args`? */
const runsAsWritten = ({ hook, local }: Hook) =>
  local && typeof hook.entry === 'string' && PLAIN_LANGUAGES.includes(String(hook.language)) && hook.args === undefined;

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('.pre-commit-config.yaml')) return;
  const hooks = hooksOf(context.text('.pre-commit-config.yaml') ?? '');
  profile.recipes['pre-commit'] = hookCommands(hooks);
  // a hook's `files:` pattern: pre-commit starts it only for files it matches
  const files = Object.fromEntries(hooks.flatMap(({ id, hook }) => (typeof hook.files === 'string' ? [[id, hook.files]] : [])));
  if (Object.keys(files).length > 0) profile.recipeFiles = { ...profile.recipeFiles, 'pre-commit': files };
  const plain = hooks.filter(runsAsWritten).map(({ id }) => id);
  if (plain.length > 0) profile.plainRecipes = { ...profile.plainRecipes, 'pre-commit': plain };
}

export const preCommit: EcosystemModule = {
  name: 'pre-commit',
  extensions: [],
  tasks: { tool: 'pre-commit', run: (name) => `pre-commit run ${name} --all-files` },
  actions: { 'pre-commit/action': 'pre-commit run --all-files', 'j178/prek-action': 'prek run --all-files' },
  detect,
  evidence: {
    // `pre-commit run [hook]` runs the hooks the project configured, each judged by what it stands for
    kinds: (program, args, judge) => {
      const [sub, hook] = positionals(args);
      // prek is a drop-in pre-commit: the same config, the same `run`
      if ((program !== 'pre-commit' && program !== 'prek') || sub !== 'run') return [];
      const hooks = judge.recipe('pre-commit', hook ?? '');
      // hooks we cannot read (no config here) are a lint by their usual kind; a named hook whose entry says nothing, by its id
      if (hooks === undefined) return ['lint'];
      return hook === undefined ? judge.line(hooks) : judge.withName(judge.line(hooks), hook, hooks);
    },
  },
};
