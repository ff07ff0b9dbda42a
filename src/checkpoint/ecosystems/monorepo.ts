import { globMatcher } from '../../util/glob.js';
import { ownEntry } from '../../util/record.js';
import { positionals } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, InferredTarget, Kind, LanguageChecks } from './_module.js';
import { section, strings } from './_module.js';
import { TYPECHECK_SCRIPTS } from './_tasks.js';

// The task runners of Node workspaces: nx, turbo and lerna run a target of one package or of many.
// nx's targets are a project's `project.json` and those the workspace's plugins infer from its config
// files, run as `nx run <project>:<target>` from the workspace root (node.ts reads them). A run of one
// of them is no ecosystem's: a target may run any language's tools.

/** nx runs from the workspace root, through the package manager: `npx nx run web:test`. */
export const NX = '{nx}';

const VITE_CONFIG = /^(vite|vitest)\.config\.[cm]?[jt]s$/.source;
/** The targets each official plugin infers: the option naming the target (its default), from which config file. */
const NX_PLUGINS: Record<string, { option: string; target: string; body: string; config: string; needs?: string }[]> = {
  '@nx/vite/plugin': [
    { option: 'testTargetName', target: 'test', body: 'vitest run', config: VITE_CONFIG },
    { option: 'typecheckTargetName', target: 'typecheck', body: 'tsc --noEmit', config: VITE_CONFIG, needs: /^tsconfig.*\.json$/.source },
  ],
  '@nx/vitest': [{ option: 'testTargetName', target: 'test', body: 'vitest run', config: VITE_CONFIG }],
  '@nx/vitest/plugin': [{ option: 'testTargetName', target: 'test', body: 'vitest run', config: VITE_CONFIG }],
  '@nx/jest/plugin': [{ option: 'targetName', target: 'test', body: 'jest', config: /^jest\.config\.[cm]?[jt]s$/.source }],
  '@nx/eslint/plugin': [
    {
      option: 'targetName',
      target: 'lint',
      body: 'eslint .',
      config: /^(eslint\.config\.[cm]?[jt]s|\.eslintrc(\.json|\.[cm]?js|\.ya?ml)?)$/.source,
    },
  ],
  '@nx/js/typescript': [{ option: 'typecheck', target: 'typecheck', body: 'tsc --noEmit', config: /^tsconfig\.json$/.source }],
};

/** nx.json `plugins`: a name, or `{ plugin, options, include, exclude }`. */
export function detectNxPlugins(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('nx.json')) return;
  const config = context.json('nx.json');
  if (!profile.sources.includes('nx.json')) profile.sources.push('nx.json');
  const plugins = Array.isArray(config?.plugins) ? config.plugins : [];
  const inferred: InferredTarget[] = [];
  for (const entry of plugins) {
    const plugin = typeof entry === 'string' ? entry : String(section(entry)?.plugin ?? '');
    const options = section(entry, 'options') ?? {};
    for (const rule of ownEntry(NX_PLUGINS, plugin) ?? []) {
      const option = options[rule.option];
      // `typecheck: false` turns the target off; `{ targetName }` or a plain name renames it
      if (option === false) continue;
      const target =
        typeof option === 'string'
          ? option
          : typeof section(option)?.targetName === 'string'
            ? String(section(option)!.targetName)
            : rule.target;
      inferred.push({
        target,
        body: rule.body,
        config: rule.config,
        needs: rule.needs,
        include: strings(section(entry)?.include),
        exclude: strings(section(entry)?.exclude),
      });
    }
  }
  if (inferred.length > 0) profile.nxInferred = inferred;
}

/** The targets the workspace's nx plugins infer for project `dir` from its config files: target -> body. */
export function inferredTargets(dir: string, names: string[], plugins: InferredTarget[]): Record<string, string> {
  const targets: Record<string, string> = {};
  for (const plugin of plugins) {
    const config = names.find((name) => new RegExp(plugin.config).test(name));
    if (!config || (plugin.needs && !names.some((name) => new RegExp(plugin.needs!).test(name)))) continue;
    const path = `${dir}/${config}`;
    if (plugin.include && !globMatcher(plugin.include)(path)) continue;
    if (plugin.exclude && globMatcher(plugin.exclude)(path)) continue;
    targets[plugin.target] ??= plugin.body;
  }
  return targets;
}

const NX_EXECUTORS: Record<string, string> = {
  jest: 'jest',
  vitest: 'vitest',
  test: 'vitest',
  lint: 'eslint .',
  eslint: 'eslint .',
  tsc: 'tsc',
  'type-check': 'tsc --noEmit',
};

export function detectNxProject(context: DetectContext, profile: DirectoryProfile, inferred: Record<string, string>): void {
  const { dir, names } = context;
  const hasProject = names.includes('project.json');
  if (!hasProject && Object.keys(inferred).length === 0) return;
  const project = hasProject ? context.json('project.json') : {};
  if (hasProject && !profile.sources.includes('project.json')) profile.sources.push('project.json');
  if (!project) return;
  const name = typeof project.name === 'string' ? project.name : (profile.name ?? dir.split('/').pop());
  const targets = section(project, 'targets') ?? {};
  const bodies: Record<string, string> = { ...inferred };
  for (const [target, spec] of Object.entries(targets)) {
    const options = section(spec, 'options') ?? {};
    const executor = String(section(spec)?.executor ?? '');
    const commands =
      typeof options.command === 'string' ? [options.command] : Array.isArray(options.commands) ? options.commands.map(String) : [];
    // a target that only configures an inferred one keeps the inferred body
    const body = commands.length > 0 ? commands.join(' && ') : (ownEntry(NX_EXECUTORS, executor.split(':')[1] ?? '') ?? '');
    if (body || bodies[target] === undefined) bodies[target] = body;
  }
  const run = (target: string) => `${NX} run ${name}:${target}`;
  // a package script of the same name stays the script
  for (const [target, body] of Object.entries(bodies))
    if (profile.scripts[target] === undefined) {
      profile.scripts[target] = body;
      profile.scriptCommands[target] = run(target);
    }
  const pick = (kind: Kind, preferred: string[]) => {
    const target = context.pick(bodies, kind, preferred);
    return target === undefined ? undefined : run(target);
  };
  const node: LanguageChecks = (profile.languages.node ??= {});
  // the target is the project's declaration; a runner guessed from the dependencies stays a guess
  const test = node.test === undefined ? pick('test', ['test']) : undefined;
  if (test) Object.assign(node, { test, declared: true });
  node.lint ??= pick('lint', ['lint']);
  profile.checks.typecheck ??= pick('typecheck', TYPECHECK_SCRIPTS);
}

const NX_VERBS = new Set([
  'affected',
  'run-many',
  'graph',
  'show',
  'reset',
  'daemon',
  'sync',
  'g',
  'generate',
  'migrate',
  'add',
  'release',
  'format:check',
  'format:write',
  'format',
]);

/**
 * turbo.json's tasks and the tasks each runs first (`"test": { "dependsOn": ["^build", "build"] }`): a run of the task
 * does what they do too (`turbo run test` builds). Kept as recipes of the tool `turbo`, their bodies the task names.
 */
export function detectTurboTasks(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('turbo.json')) return;
  const config = context.json('turbo.json');
  const tasks = section(config, 'tasks') ?? section(config, 'pipeline') ?? {};
  const recipes: Record<string, string> = {};
  for (const [name, task] of Object.entries(tasks)) {
    // (`^build` is the dependencies' build; `web#build` one package's, left out)
    const first = (strings(section(task)?.dependsOn) ?? []).map((dep) => dep.replace(/^\^/, '')).filter((dep) => /^[\w:-]+$/.test(dep));
    if (first.length > 0 && /^[\w:-]+$/.test(name)) recipes[name] = [...new Set(first)].join(' ');
  }
  if (Object.keys(recipes).length > 0) profile.recipes.turbo = recipes;
}

/** `nx run web:test`, `nx affected -t lint test`, `nx test web`, `turbo run test --filter=web`, `lerna run test`. */
function taskTargets(program: string, args: string[]): string[] {
  const targets: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    const inline = /^--targets?=(.+)$/.exec(word);
    if (inline) targets.push(...inline[1].split(','));
    else if (word === '-t' || word === '--target' || word === '--targets') {
      while (args[i + 1] && !args[i + 1].startsWith('-')) targets.push(...args[++i].split(','));
    }
  }
  const free = positionals(
    args.filter((w, i) => !/^--?(filter|projects?|p|exclude|base|head|configuration|c)$/.test(args[i - 1] ?? '') || w.startsWith('-')),
  );
  if (program === 'nx') {
    const [verb, ...more] = free;
    // `nx run web:test:eslint`: the target is all after the project (a script `test:eslint`, or `test` with a configuration)
    if (verb === 'run' && more[0]) targets.push(more[0].includes(':') ? more[0].slice(more[0].indexOf(':') + 1) : more[0]);
    else if (verb && !NX_VERBS.has(verb)) targets.push(verb);
    else if (verb === 'format:check') targets.push('lint');
  } else if (program === 'turbo') {
    const tasks = free[0] === 'run' ? free.slice(1) : free;
    targets.push(...tasks);
  } else if (free[0] === 'run' && free[1]) targets.push(free[1]);
  return targets;
}

export const monorepo: EcosystemModule = {
  name: 'monorepo',
  extensions: [],
  evidence: {
    // each target does what the packages' scripts of that name do
    // (and turbo's the tasks it runs first do: `turbo run test` builds where test depends on build)
    kinds: (program, args, judge) =>
      ['nx', 'turbo', 'lerna'].includes(program)
        ? taskTargets(program, args).flatMap((target) => [
            ...judge.script(target, { binary: false }),
            ...(program === 'turbo' ? (judge.recipe('turbo', target)?.split(' ') ?? []) : []).flatMap((first) => [
              ...judge.script(first, { binary: false }),
            ]),
          ])
        : [],
    // a run of one project (`nx test web`, `turbo run test --filter=web`) reaches that package; `affected` and `run-many` any
    scope: (program, args, _dir, terms) => {
      if (program === 'nx') {
        const [verb, target] = positionals(args);
        if (verb === 'run' && target?.includes(':')) return { reach: terms.byName(target.split(':')[0]) };
        if (verb && !['affected', 'run-many'].includes(verb) && target) return { reach: terms.byName(target) };
        return { reach: undefined };
      }
      if (program !== 'turbo') return undefined;
      const filter = terms.flagValue(['--filter', '-F']);
      return { reach: filter === undefined ? undefined : terms.byName(filter) };
    },
  },
};
