import { normalizeWords, segmentCommand } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, FileCheckCommands, LanguageChecks, ProjectFiles } from './_module.js';

// Ansible: a role is a folder with `meta/main.yml` and `tasks/` (at the root, or each of a collection's or a
// playbook repository's `roles/<name>/`); a playbook repository with Molecule scenarios is tested as one.
// Its tasks, handlers, vars, templates, files and scenarios are its own. Molecule is the role's test, as the
// project's CI runs it (`molecule test`, or `-s <scenario>`); a change to one scenario's own files runs that
// scenario. A role without scenarios has nothing to test but what its CI runs (a playbook's
// `--syntax-check`). Lint rides along: yamllint and ansible-lint where their config or CI says so.

/** A role's or playbook repository's files, by their path in it (a collection's roles below `roles/<name>/`). */
const ROLE_FILES =
  /^(roles\/[^/]+\/)?(tasks|handlers|defaults|vars|templates|files|meta|molecule|library|module_utils|filter_plugins|playbooks|group_vars|host_vars|tests)\/.+|^[^/]*(site|playbook)[^/]*\.ya?ml$/;

/** A file of a Molecule scenario's folder: the role's folder in group 1, the scenario's name in group 2. */
const SCENARIO_FILE = /^(.*\/)?molecule\/([^/]+)\/.+$/;

/** Options of `molecule test` that name the scenario. */
const SCENARIO_OPTIONS = ['-s', '--scenario-name'];

/** The project's CI and guide commands, each as its words, one per command of a line. */
const saidWords = (context: DetectContext) =>
  context.saidCommands().flatMap((command) => segmentCommand(command).map((segment) => normalizeWords(segment.words)));

const scenarioOf = (words: string[]) => {
  const at = words.findIndex((word) => SCENARIO_OPTIONS.includes(word));
  const inline = words.find((word) => SCENARIO_OPTIONS.some((option) => word.startsWith(`${option}=`)));
  return at >= 0 ? words[at + 1] : inline?.slice(inline.indexOf('=') + 1);
};

const moleculeTest = (scenario: string | undefined) =>
  scenario && scenario !== 'default' ? `molecule test -s ${scenario}` : 'molecule test';

/** A role folder (relative to the directory, '' itself): its Molecule scenarios, those with a molecule.yml. */
const scenarios = (context: DetectContext, role: string) => {
  const at = role ? `${role}/molecule` : 'molecule';
  return context.list(at).filter((name) => context.exists(`${at}/${name}/molecule.yml`));
};

const isRole = (context: DetectContext, role: string) => context.exists(`${role}meta/main.yml`) && context.list(`${role}tasks`).length > 0;

/** The test of one role: the scenario CI runs where the role has it, else the default one; else a playbook run CI makes of it. */
function roleTest(context: DetectContext, role: string, said: string[][]): string | undefined {
  const own = scenarios(context, role);
  const cd = role ? `cd ${role} && ` : '';
  if (own.length > 0) {
    const ci = said.find((words) => words[0] === 'molecule' && words[1] === 'test' && own.includes(scenarioOf(words) ?? 'default'));
    return `${cd}${ci?.includes('--all') ? 'molecule test --all' : moleculeTest(ci ? scenarioOf(ci) : own.includes('default') ? undefined : own[0])}`;
  }
  const playbook = said.find((words) => words[0] === 'ansible-playbook' && playbookTest(words.slice(1)));
  return playbook && !role ? playbook.join(' ') : undefined;
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const roles = context.list('roles').filter((name) => isRole(context, `roles/${name}/`));
  const root = isRole(context, '') || scenarios(context, '').length > 0;
  if (!root && roles.length === 0 && !context.names.includes('galaxy.yml')) return;
  profile.ecosystems.push('ansible');
  const said = saidWords(context);
  const test = root ? roleTest(context, '', said) : undefined;
  const suites = roles.flatMap((name) => {
    const command = roleTest(context, `roles/${name}`, said);
    return command ? [{ include: [`roles/${name}/**`], test: command, runner: 'molecule' }] : [];
  });
  const runs = (program: string) => said.some((words) => words[0] === program);
  const up = context.dir ? '../'.repeat(context.dir.split('/').length) : '';
  const configured = (names: string[]) => names.some((name) => context.exists(name) || context.exists(`${up}${name}`));
  const lint = [
    ...(configured(['.yamllint', '.yamllint.yml', '.yamllint.yaml']) || runs('yamllint') ? ['yamllint .'] : []),
    ...(configured(['.ansible-lint', '.ansible-lint.yml', '.config/ansible-lint.yml']) || runs('ansible-lint') ? ['ansible-lint'] : []),
  ];
  const checks: LanguageChecks = { test, suites, lint: lint.length > 0 ? lint.join(' && ') : undefined };
  // a role without a test of its own has none to borrow from the rest of the repository
  if (!test) checks.untested = ['**'];
  profile.languages.ansible = checks;
  profile.install.ansible = 'ansible-galaxy install -r {file}';
}

/** A playbook run that tests: a syntax check, or a playbook of the role's `tests/` folder. */
const playbookTest = (args: string[]) =>
  args.includes('--syntax-check') || args.some((word) => !word.startsWith('-') && /^(\.\/)?tests?\/[^/]+\.ya?ml$/.test(word));

/** The `dependencies:` block of a galaxy.yml. */
const dependencies = (text: string) => /^dependencies:[^\n]*\n(?:[ \t-][^\n]*\n?|\n)*/m.exec(text)?.[0] ?? '';

/**
 * A scenario's own files are tested by that scenario's run; a run of another scenario does not reach them.
 * A folder of `molecule/` that is no scenario (shared `resources/`) is every scenario's: the role's run.
 */
function refine(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  const [, role = '', scenario] = SCENARIO_FILE.exec(file) ?? [];
  if (!scenario || !checks.test || !/\bmolecule test\b/.test(checks.test)) return undefined;
  if (project.read(`${role}molecule/${scenario}/molecule.yml`) === undefined) return undefined;
  const cd = /^cd \S+ && /.exec(checks.test)?.[0] ?? '';
  return {
    ...checks,
    test: `${cd}${moleculeTest(scenario)}`,
    reaches: (words: string[]) => words.includes('--all') || (scenarioOf(words) ?? 'default') === scenario,
  };
}

export const ansible: EcosystemModule = {
  name: 'ansible',
  extensions: [],
  // a changed requirements file owes the install, and the role's tests after it (the manifest's checks are a `.yml` file's)
  checkedAs: 'yml',
  manifests: /^(requirements\.ya?ml|galaxy\.yml)$/,
  markers: /^galaxy\.yml$/,
  packageFiles: ROLE_FILES,
  detect,
  refine,
  // galaxy.yml is a collection's metadata: only a change of its `dependencies:` owes an install
  dependencyChange: (file, before, after) => !file.endsWith('galaxy.yml') || dependencies(before) !== dependencies(after),
  // a requirements file is installed as it is; a collection's galaxy.yml dependencies, with the collection itself
  installFor: (command, _changed, files) => {
    const requirements = files.find((file) => /(^|\/)requirements\.ya?ml$/.test(file));
    const base = /^cd (\S+) && /.exec(command)?.[1];
    const relative = requirements && base && requirements.startsWith(`${base}/`) ? requirements.slice(base.length + 1) : requirements;
    return relative ? command.replace('{file}', relative) : command.replace(/install -r \{file\}$/, 'collection install .');
  },
  evidence: {
    launchers: ['molecule', 'ansible-playbook', 'ansible-galaxy'],
    programs: { lint: ['ansible-lint', 'yamllint'] },
    // `molecule converge` or `verify` alone applies or checks a kept instance, not the scenario's whole run
    subcommands: { molecule: { test: ['test'] } },
    kinds: (program, args) => (program === 'ansible-playbook' && playbookTest(args) ? ['test'] : []),
    installs: (program, args) => program === 'ansible-galaxy' && args.includes('install'),
    // Molecule runs the scenarios of the folder it runs in: at a collection's root, which is no role, none
    scope: (program, _args, dir, terms) =>
      program === 'molecule' ? { reach: terms.profile(dir)?.languages.ansible?.untested ? [] : terms.here } : undefined,
  },
};
