import { globMatcher } from '../../util/glob.js';
import { joinDir } from '../../util/paths.js';
import { isRecord, ownEntry } from '../../util/record.js';
import { parseYamlSafe } from '../../util/yaml.js';
import { positionals, writtenPaths } from '../shell.js';
import {
  type DetectContext,
  type DirectoryProfile,
  type EcosystemModule,
  type FileCheckCommands,
  type Judge,
  type Kind,
  type LanguageChecks,
  optionValues,
  type ProjectFiles,
  strings,
  type TestFilter,
} from './_module.js';

// Ruby: rspec, Rails' runner or rake's test task; rubocop or standard where configured; Rails migrations.

/** A line that defines a rake task (`task :spec`, `task("spec:unit")`, `task default: :spec`), its name in one of the groups. */
const TASK_LINE = /^\s*task\s*\(?\s*(?::(\w+)|["']([\w:-]+)["']|(\w+):)/;

/** A spec path as a runner is given it, its `./`, `:line` and trailing `/` dropped (`./spec/a_spec.rb:12` → `spec/a_spec.rb`). */
const specPath = (word: string) => word.replace(/^\.\//, '').replace(/:\d+$/, '').replace(/\/$/, '');
/** Does a plain `bundle install` install this gem: named in the Gemfile outside its optional groups, or in a gemspec? */
function inBundle(context: DetectContext, gem: string): boolean {
  const gemfile = context.text('Gemfile') ?? '';
  const specs = context.names.filter((name) => name.endsWith('.gemspec')).map((name) => context.text(name) ?? '');
  // its plugins bring it (`rubocop-rails-omakase`)
  const named = new RegExp(`["']${gem}(-[\\w-]+)?["']`);
  return (named.test(gemfile) && !onlyOptional(gemfile, gem)) || specs.some((spec) => named.test(spec));
}

/** Is this gem named only inside `group ..., optional: true do ... end` blocks of the Gemfile? */
function onlyOptional(gemfile: string, gem: string): boolean {
  const named = new RegExp(`^\\s*gem\\s+["']${gem}(-[\\w-]+)?["']`, 'm');
  const optional = [...gemfile.matchAll(/^(\s*)group\b[^\n]*optional:\s*true[^\n]*\bdo\b[^\n]*\n([\s\S]*?)^\1end\b/gm)].map((m) => m[2]);
  const rest = optional.reduce((text, block) => text.replace(block, ''), gemfile);
  return optional.some((block) => named.test(block)) && !named.test(rest);
}

/**
 * The tasks a Rakefile's aliases run (`task default: %w[spec standard]`, `task :default => [:test]`, `task ci: %w[ spec ]`),
 * each as `rake <task>` lines, by the alias's name.
 */
function rakeAliases(rakefile: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const [, symbol, rocket, quoted, line] of rakefile.matchAll(
    /^\s*task\s*(?:\(\s*)?(?:(\w+):|:(\w+)\s*=>|["'](\w+)["']\s*=>)\s*([^\n]+)/gm,
  )) {
    const name = symbol ?? rocket ?? quoted;
    // (a block after the dependencies, `do |t|`, and a dependency on itself are no task it runs)
    const deps = line.replace(/\s(do|\{)(\s.*)?$/, '');
    const words = /%[wi]\[([^\]]*)\]/.exec(deps)?.[1].split(/\s+/) ?? [...deps.matchAll(/:?["']?([\w:-]+)["']?/g)].map((m) => m[1]);
    const tasks = words.filter((word) => /^[\w:-]+$/.test(word) && word !== name);
    if (tasks.length > 0) aliases[name] = tasks.map((task) => `rake ${task}`).join(' && ');
  }
  return aliases;
}

/** rspec's and Cucumber's rake task classes, each as the run it makes and the name its task takes when given none. */
const TOOL_TASKS = [
  { task: /\bRSpec::Core::RakeTask\.new\b/, run: 'rspec', fallback: 'spec' },
  { task: /\bCucumber::Rake::Task\.new\b/, run: 'cucumber', fallback: 'cucumber' },
];

/** The name a task class's `new` gives its task (`.new(:spec)`, `.new("unit") do |t|`), or undefined when it names none. */
const TASK_NAME = /\.new\b(?:\(\s*|\s+)(?::(\w+)|["'](\w+)["'])/;

/** The width of a line's indentation. */
const indentOf = (line: string) => line.length - line.trimStart().length;

/** The lines of the block a line opens (`namespace :spec do`, `RSpec::Core::RakeTask.new(:unit) do |t|`): those indented deeper, up to its `end`. */
function blockOf(lines: string[], at: number): { from: number; to: number } {
  const to = lines.findIndex((line, i) => i > at && line.trim() !== '' && indentOf(line) <= indentOf(lines[at]));
  return { from: at + 1, to: to < 0 ? lines.length : to };
}

/**
 * The tasks a Rakefile's rspec and Cucumber task classes define, each as the run it makes, by its full name: its
 * namespaces' and its own (factory_bot's `namespace :spec do RSpec::Core::RakeTask.new("unit") { t.pattern = … }` is
 * `spec:unit`, `rspec --pattern '…'`; `Cucumber::Rake::Task.new(:features)` is `features`, `cucumber`).
 */
function toolTasks(rakefile: string): Record<string, string> {
  const lines = rakefile.split('\n');
  const within = namespacesAt(lines);
  const tasks: Record<string, string> = {};
  lines.forEach((line, at) => {
    const tool = TOOL_TASKS.find(({ task }) => task.test(line));
    if (!tool || /^\s*#/.test(line)) return;
    const given = TASK_NAME.exec(line.slice(tool.task.exec(line)!.index));
    // (set in its block, or in braces on its own line: `.new(:unit) { |t| t.pattern = "…" }`)
    const pattern = lines
      .slice(at, blockOf(lines, at).to)
      .map((inner) => /\.pattern\s*=\s*["']([^"'\n]+)["']/.exec(inner)?.[1])
      .find((found) => found !== undefined);
    tasks[[...within(at), given?.[1] ?? given?.[2] ?? tool.fallback].join(':')] = pattern ? `${tool.run} --pattern '${pattern}'` : tool.run;
  });
  return tasks;
}

/** The namespaces a Rakefile's line is within (`namespace :spec do`), outermost first. */
function namespacesAt(lines: string[]): (at: number) => string[] {
  const namespaces = lines.flatMap((line, at) => {
    const name = /^\s*namespace\s*\(?\s*(?::(\w+)|["'](\w+)["'])[^\n]*\bdo\b/.exec(line);
    return name ? [{ name: name[1] ?? name[2], ...blockOf(lines, at) }] : [];
  });
  return (at) => namespaces.filter(({ from, to }) => from <= at && at < to).map(({ name }) => name);
}

/** A shell command a rake task runs (`sh 'rspec'`, `system("bin/test")`, rake's `ruby '-S rspec'`): the call, and its literal command. */
const SHELL_CALL = /\b(sh|system|ruby)\s*\(?\s*(?:"([^"\n]*)"|'([^'\n]*)')/g;

/** The commands a task's code runs that can be read (no `#{…}` in them): `ruby '-S rspec'` is `ruby -S rspec`. */
function shellCalls(code: string): string[] {
  return [...code.matchAll(SHELL_CALL)]
    .map(([, call, double, single]) => (call === 'ruby' ? `ruby ${double ?? single}` : (double ?? single)))
    .filter((command) => !command.includes('#{'));
}

/** The tasks a task's code invokes (view_component's `Rake::Task["test"].invoke`), each as its run (`rake test`). */
const invokedTasks = (code: string): string[] =>
  [...code.matchAll(/\bRake::Task\[\s*(?::(\w+)|["']([\w:-]+)["'])\s*\]\.(?:invoke|execute)\b/g)].map((m) => `rake ${m[1] ?? m[2]}`);

/**
 * The tasks a Rakefile defines with a block that runs commands (mustermann's `task(:rspec) { ruby '-S rspec' }`, `task :spec do
 * sh "bundle exec rspec" end`) or invokes other tasks (`Rake::Task["spec"].invoke`), each as those runs, by its full name.
 */
function commandTasks(rakefile: string): Record<string, string> {
  const lines = rakefile.split('\n');
  const within = namespacesAt(lines);
  const tasks: Record<string, string> = {};
  lines.forEach((line, at) => {
    const name = TASK_LINE.exec(line);
    if (!name) return;
    // (its block in braces on its line, or `do` … `end` below it)
    const braces = /\{(.*)\}\s*$/.exec(line);
    const code = braces ? braces[1] : /\bdo\b/.test(line) ? lines.slice(at + 1, blockOf(lines, at).to).join('\n') : '';
    const commands = [...shellCalls(code), ...invokedTasks(code)];
    if (commands.length > 0) tasks[[...within(at), name[1] ?? name[2] ?? name[3]].join(':')] = commands.join(' && ');
  });
  return tasks;
}

/** The Rakefile's tasks, each as what it runs: its aliases' tasks (`rake spec:unit && rake features`), then its block's commands, then its tool's run. */
function rakeTasks(rakefile: string): Record<string, string> {
  const tasks = rakeAliases(rakefile);
  for (const [name, run] of [...Object.entries(commandTasks(rakefile)), ...Object.entries(toolTasks(rakefile))]) {
    const before = ownEntry(tasks, name);
    tasks[name] = before ? `${before} && ${run}` : run;
  }
  return tasks;
}

/** The tool tasks a rake task runs, itself or through the tasks it names (`all_specs`: `spec:unit`, `spec:acceptance`, `features`), with each one's run. */
function toolTasksOf(task: string, tasks: Record<string, string>, seen: string[] = []): { name: string; run: string }[] {
  const body = ownEntry(tasks, task);
  if (body === undefined || seen.includes(task)) return [];
  return body
    .split(' && ')
    .flatMap((step) =>
      step.startsWith('rake ') ? toolTasksOf(step.slice('rake '.length), tasks, [...seen, task]) : [{ name: task, run: step }],
    );
}

/** The tasks a rake task runs: itself, and those it names, at any depth (`default`: `all_tests`, `test`, `spec`). */
function tasksReached(task: string, tasks: Record<string, string>, seen: string[] = []): string[] {
  if (seen.includes(task)) return [];
  const named = (ownEntry(tasks, task) ?? '').split(' && ').filter((step) => step.startsWith('rake '));
  return [task, ...named.flatMap((step) => tasksReached(step.slice('rake '.length), tasks, [...seen, task]))];
}

/** The tasks a Rakefile's `Rake::TestTask`s define (`Rake::TestTask.new(:engine_test)`; `test` where it names none): minitest's runs. */
const minitestTasks = (rakefile: string): string[] =>
  rakefile
    .split('\n')
    .filter((line) => /\bRake::TestTask\.new\b/.test(line) && !/^\s*#/.test(line))
    .map((line) => {
      const given = TASK_NAME.exec(line.slice(line.indexOf('Rake::TestTask')));
      return given?.[1] ?? given?.[2] ?? 'test';
    });

/**
 * Does the Rakefile's default task run rake's minitest task of `test/` and an rspec task both (view_component's `task default:
 * [:all_tests]`, whose block invokes `test` and `spec`; audited's `[:spec, :test]`): `bundle exec rake` is the whole test run.
 */
function defaultRunsBoth(rakefile: string, tasks: Record<string, string>): boolean {
  const reached = tasksReached('default', tasks);
  const rspecTask = Object.entries(toolTasks(rakefile)).some(([name, run]) => run.startsWith('rspec') && reached.includes(name));
  return rspecTask && minitestTasks(rakefile).some((name) => reached.includes(name));
}

/** Does a rake task run both rspec's tasks and Cucumber's (factory_bot's `all_specs`): the project's whole test run? */
function runsSpecsAndFeatures(task: string, tasks: Record<string, string>): boolean {
  const programs = toolTasksOf(task, tasks).map(({ run }) => run.split(' ')[0]);
  return programs.includes('rspec') && programs.includes('cucumber');
}

/**
 * The rake task CI runs that runs both rspec's and Cucumber's tasks (factory_bot's `bundle exec rake all_specs`, with
 * `task all_specs: %w[spec:unit spec:acceptance features]`): the project's whole test run, of which each task is a part.
 */
function suiteTask(context: DetectContext, tasks: Record<string, string>): string | undefined {
  return context
    .saidCommands()
    .map((command) => /^(?:bundle exec )?rake ([\w:-]+)$/.exec(command.trim())?.[1])
    .find((task) => task !== undefined && runsSpecsAndFeatures(task, tasks));
}

/** The files a project's Thor tasks live in: a `Thorfile`, `*.thor` beside it, and those of its `tasks/` and `lib/tasks/`. */
function thorFiles(context: DetectContext): string[] {
  const own = context.names.filter((name) => name === 'Thorfile' || name.endsWith('.thor'));
  const below = ['tasks', 'lib/tasks'].flatMap((folder) =>
    context
      .list(folder)
      .filter((name) => name.endsWith('.thor'))
      .map((name) => `${folder}/${name}`),
  );
  return [...own, ...below];
}

/** Thor's namespace of a class (`Test`, `E2e`, `ApiTest` are `test`, `e2e`, `api_test`). */
const thorName = (name: string) => name.replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * The commands a Thor task's body runs where they can be read: each `system` of a literal command (no `#{…}` in it), and
 * each task it `invoke`s, as that task's run (`thor test:api:current`, a name without `:` in the task's own namespace).
 */
function thorBody(lines: string[], namespace: string[]): string[] {
  return lines.flatMap((line) => {
    const system = /\bsystem\(?\s*(?:'([^'\n]+)'|"([^"\n]+)")\s*\)?/.exec(line);
    const command = system?.[1] ?? system?.[2];
    if (command !== undefined) return command.includes('#{') ? [] : [command];
    const task = /^\s*invoke\s*\(?\s*(?::(\w+)|["']([\w:-]+)["'])/.exec(line);
    const name = task?.[1] ?? task?.[2];
    return name === undefined ? [] : [`thor ${name.includes(':') ? name : [...namespace, name].join(':')}`];
  });
}

/**
 * The Thor tasks of a file (`class Test < Thor` … `class Api < Test` … `desc 'all', '…'` `def all`), by their full
 * name (`test:api:all`), each as the commands its body runs that can be read (`thor test:api:current && thor
 * test:api:next`); a task whose body says none of them is judged by its name.
 */
function thorTasks(text: string): Record<string, string> {
  const lines = text.split('\n');
  const classes = lines.flatMap((line, at) => {
    const name = /^\s*class\s+(\w+)\s*</.exec(line)?.[1];
    return name ? [{ name: thorName(name), ...blockOf(lines, at) }] : [];
  });
  const tasks: Record<string, string> = {};
  lines.forEach((line, at) => {
    const task = /^\s*def\s+(\w+)/.exec(line)?.[1];
    // (a task is a method its `desc` names, the line before it)
    if (
      !task ||
      !/^\s*desc\s+["']/.test(
        lines
          .slice(0, at)
          .filter((before) => before.trim() !== '')
          .pop() ?? '',
      )
    )
      return;
    const namespace = classes.filter(({ from, to }) => from <= at && at < to).map(({ name }) => name);
    const { from, to } = blockOf(lines, at);
    const body = thorBody(lines.slice(from, to), namespace);
    if (body.length > 0) tasks[[...namespace, task].join(':')] = body.join(' && ');
  });
  return tasks;
}

/**
 * The Thor task the project's CI or guides run that runs its tests (pagy's `bundle exec thor test:api:all`), where no
 * rake or rspec run is the tests: by what its body runs, else by its name.
 */
function thorTest(context: DetectContext, tasks: Record<string, string>): string | undefined {
  return context
    .saidCommands()
    .map((command) => command.trim())
    .find((command) => {
      const task = /^(?:bundle exec )?thor ([\w:-]+)$/.exec(command)?.[1];
      return task !== undefined && context.kinds(ownEntry(tasks, task) ?? '', task).has('test');
    });
}

/**
 * Is the gem tested through Appraisal: its Rakefile defines the tests only where Appraisal (or CI) set the bundle
 * (`if !ENV["APPRAISAL_INITIALIZED"] && !ENV["CI"]` … `Appraisal::Task.new`), so a plain `rake test` finds no task?
 */
const appraised = (context: DetectContext) =>
  context.names.includes('Appraisals') && /APPRAISAL_INITIALIZED/.test(context.text('Rakefile') ?? '');

/** An Appraisal run (`appraisal [name] rake test`): the command after the appraisal it may name; none: it installs. */
function appraisalCommand(args: string[]): string[] | undefined {
  const rest = args[0] === 'install' || args[0] === 'update' || args.length === 0 ? undefined : args;
  return rest && rest.length > 1 && /^[\w.-]+$/.test(rest[0]) && !PROGRAMS_AFTER.has(rest[0]) ? rest.slice(1) : rest;
}
/** An Appraisals file's appraisals, each by name with its block's lines (`appraise "rails80" do` … `end`), and the lines outside every block. */
function appraisalBlocks(text: string): { blocks: Map<string, string>; outside: string } {
  const lines = text.split('\n');
  const blocks = new Map<string, string>();
  const inside = new Set<number>();
  lines.forEach((line, at) => {
    const name = /^\s*appraise\s*\(?\s*["']([^"'\n]+)["']/.exec(line)?.[1];
    if (name === undefined) return;
    const { to } = blockOf(lines, at);
    blocks.set(name, lines.slice(at, to + 1).join('\n'));
    for (let i = at; i <= to; i++) inside.add(i);
  });
  const outside = lines.filter((line, at) => !inside.has(at) && line.trim() !== '');
  return { blocks, outside: outside.join('\n') };
}

/** The gemfile Appraisal writes for an appraisal (`rails-8.1` is `gemfiles/rails_8.1.gemfile`). */
const appraisalGemfile = (name: string) => `gemfiles/${name.replace(/[^\w.]/g, '_')}.gemfile`;

/**
 * The gemfiles CI's jobs set as the bundle (`BUNDLE_GEMFILE: gemfiles/${{ matrix.appraisal }}.gemfile`, once for each
 * value of its matrix entry), root-relative.
 */
function ciGemfiles(context: DetectContext): string[] {
  const found: string[] = [];
  for (const name of context.list('.github/workflows').filter((entry) => /\.ya?ml$/.test(entry))) {
    const workflow = parseYamlSafe(context.text(`.github/workflows/${name}`) ?? '');
    if (!isRecord(workflow) || !isRecord(workflow.jobs)) continue;
    for (const job of Object.values(workflow.jobs)) {
      if (!isRecord(job)) continue;
      const env = { ...(isRecord(workflow.env) ? workflow.env : {}), ...(isRecord(job.env) ? job.env : {}) };
      const gemfile = ownEntry(env, 'BUNDLE_GEMFILE');
      if (typeof gemfile !== 'string') continue;
      const entry = /\$\{\{\s*matrix\.([\w-]+)\s*\}\}/.exec(gemfile);
      const matrix = isRecord(job.strategy) && isRecord(job.strategy.matrix) ? job.strategy.matrix : {};
      const rows = Array.isArray(matrix.include) ? matrix.include.filter(isRecord) : [];
      const values = entry ? [...(strings(ownEntry(matrix, entry[1])) ?? []), ...rows.map((row) => ownEntry(row, entry[1]))] : [''];
      // (the workspace it may start from, `${{ github.workspace }}/`, is the root)
      for (const value of values.filter((given) => typeof given === 'string'))
        found.push((entry ? gemfile.replace(entry[0], value) : gemfile).replace(/^(\$\{\{[^}]*\}\}|\.)\//, ''));
    }
  }
  return found;
}

/**
 * The appraisal a gem's specs run under, where CI's test jobs run them under Appraisal's gemfiles alone (shoulda-matchers'
 * `BUNDLE_GEMFILE: gemfiles/${{ matrix.appraisal }}.gemfile`, its root Gemfile without the Rails its specs need): of
 * those, the one the guide runs (`bundle exec appraisal rails_8_1 rspec …`), else the newest, the Appraisals file's last.
 * undefined: CI sets no bundle, or one that is no appraisal's (the root `Gemfile`), which runs them as well.
 */
function testedAppraisal(context: DetectContext): string | undefined {
  const gemfiles = ciGemfiles(context);
  const appraisals = [...appraisalBlocks(context.text('Appraisals') ?? '').blocks.keys()];
  const run = appraisals.filter((name) => gemfiles.includes(appraisalGemfile(name)));
  if (run.length === 0 || !gemfiles.every((gemfile) => run.some((name) => appraisalGemfile(name) === gemfile))) return undefined;
  const guided = context
    .saidCommands()
    .map((command) => /\bappraisal ([\w.-]+) /.exec(command)?.[1])
    .find((name) => name !== undefined && run.includes(name));
  return guided ?? run.at(-1);
}

/**
 * The appraisals an Appraisals change touched: those whose block is new or differs from the last commit's (audited's
 * rails80 `~> 8.0.0` to `~> 8.0.2`). undefined: a line outside every block changed, or none of them did (one removed).
 */
function changedAppraisals(before: string, after: string): string[] | undefined {
  const was = appraisalBlocks(before);
  const is = appraisalBlocks(after);
  if (was.outside !== is.outside) return undefined;
  const changed = [...is.blocks].filter(([name, block]) => was.blocks.get(name) !== block).map(([name]) => name);
  return changed.length > 0 ? changed : undefined;
}

/**
 * The tests of an Appraisals change: the Rakefile's default task where it runs the tests (what CI's matrix runs under one
 * appraisal's gemfile, `bundle exec rake`; audited's `[:spec, :test]` runs the generator tests rspec leaves out), else the
 * test command, run under each appraisal the change touched (their Rubies may be disjoint: rails52's and rails80's), or
 * under every one where it touched them all.
 */
function underAppraisals(command: string, owner: DirectoryProfile, parts: string[] | undefined): string {
  if (!command.startsWith('bundle exec ')) return command;
  const defaultTask = ownEntry(owner.recipes.rake ?? {}, 'default');
  const run = defaultTask !== undefined && /\brake (test|spec)\b/.test(defaultTask) ? 'rake' : command.slice('bundle exec '.length);
  return (parts ?? ['']).map((name) => ['bundle exec appraisal', name, run].filter(Boolean).join(' ')).join(' && ');
}

/** The run one appraisal's run makes (`bundle exec appraisal rails_8_1 rspec` is `bundle exec rspec`), or the command as it is. */
const withoutAppraisal = (command: string) => command.replace(/^bundle exec appraisal [\w.-]+ (?=rspec$|rake\b)/, 'bundle exec ');

/** What follows `appraisal` when it names no appraisal. */
const PROGRAMS_AFTER = new Set(['rake', 'rspec', 'ruby', 'bundle', 'rails', 'bin/test', 'bin/rails', 'minitest', 'm']);

/** A gemfile of CI's matrix (`gemfiles/rails_7_2.gemfile`, `gemfiles/Gemfile-rails-7-2`), not the bundle's own. */
const MATRIX_GEMFILE = /(^|\/)(Gemfile[-_.](?!lock$)[^/]+|[^/]+\.gemfile(\.lock)?)$/;

/** Test files by name: minitest's `test/test_*.rb` too (not its `test_helper.rb`), and Cucumber's features (`features/x.feature`). */
const TEST_FILE = /_(test|spec)\.rb$|(^|\/)test\/(.+\/)?test_(?!helper\.rb$)[^/]+\.rb$|(^|\/)features\/(.+\/)?[^/]+\.feature$/;

/** Are the specs Minitest's (`class FooSpec < Minitest::Spec`, `require "minitest/autorun"`): its helper's or its first spec's word? */
function minitestSpecs(context: DetectContext): boolean {
  const specs = context.list('spec');
  const first = specs.includes('spec_helper.rb') ? 'spec_helper.rb' : specs.find((name) => name.endsWith('_spec.rb'));
  return first !== undefined && /\bMinitest::Spec\b|^\s*require\s+["']minitest\//m.test(context.text(`spec/${first}`) ?? '');
}

/**
 * Is the `spec/` folder rspec's: the bundle, an `.rspec` or its files say so (a `spec/` of adapter scripts beside rake's
 * tests is not, nor minitest's specs rake's test task runs, rack-attack's `t.pattern = "spec/**\/*_spec.rb"`, nor Minitest::Spec files
 * a bundle without rspec runs)?
 */
function rspec(context: DetectContext, rakefile: string): boolean {
  if (context.names.includes('.rspec') || inBundle(context, 'rspec')) return true;
  if (minitestSpecs(context)) return false;
  if (!context.names.includes('Rakefile')) return true;
  if (/Rake::TestTask\.new[^\n]*\bdo\b[\s\S]*?\bpattern\s*=\s*["']spec\//.test(rakefile)) return false;
  return context.list('spec').some((name) => name === 'spec_helper.rb' || name.endsWith('_spec.rb'));
}

/**
 * May the Rakefile define rake's `test` task: it says `test` (`Rake::TestTask`, `task test: %w[...]`), or it loads tasks
 * from other files (`rakelib/`, `import`, `load`) or a framework's (`Rails.application.load_tasks`, `Hoe.spec`)? A Rakefile of
 * other tasks only (rspec's monorepo root, `release_all`; a gem's `RSpec::Core::RakeTask.new(:spec)`) has none to run.
 */
const mayDefineTest = (context: DetectContext, rakefile: string) =>
  /\btest/i.test(rakefile) || context.names.includes('rakelib') || /^\s*(import|load|Hoe\.spec)\b|\bload_tasks\b/m.test(rakefile);

/** Sorbet's type-check, where it runs `srb tc` alone or through a script: `srb` with no subcommand is `srb tc`. */
const SORBET_RUN = /\bsrb(\s+tc\b|\s*("\$@")?\s*$)/m;

/**
 * Sorbet's type-check of a folder with its config (`sorbet/config`) and a bundle that has it: the script CI and the guides
 * run whose body runs `srb tc` (tapioca's `bin/typecheck`), else `bundle exec srb tc`.
 */
function sorbet(context: DetectContext): string | undefined {
  if (!context.exists('sorbet/config') || !inBundle(context, 'sorbet')) return undefined;
  const script = context
    .saidCommands()
    .find((said) => /^(\.\/)?[\w-]+\/[\w.-]+$/.test(said) && SORBET_RUN.test(context.text(said.replace(/^\.\//, '')) ?? ''));
  return script ?? 'bundle exec srb tc';
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('Gemfile') && !names.some((name) => name.endsWith('.gemspec'))) return;
  profile.ecosystems.push('ruby');
  profile.install.ruby = 'bundle install';
  const rails = context.exists('bin/rails');
  const ruby: LanguageChecks = (profile.languages.ruby = {});
  // a spec helper that refuses the bundle's own gemfile (paper_trail's `unless ENV["BUNDLE_GEMFILE"].match?(/rails_…/)`) runs
  // under Appraisal's
  const helper = names.includes('Appraisals') ? (context.text('spec/spec_helper.rb') ?? '') : '';
  const appraisalOnly =
    /^[^\n#]*\b(unless|if)\b[^\n]*BUNDLE_GEMFILE[^\n]*(match\?|=~)/m.test(helper) && /^\s*(exit|abort|raise)\b/m.test(helper);
  const rakefile = names.includes('Rakefile') ? (context.text('Rakefile') ?? '') : '';
  // specs CI runs under one appraisal's gemfile alone run under it (`bundle exec appraisal rails_8_1 rspec`)
  const appraisal = names.includes('Appraisals') && context.dir === '' ? testedAppraisal(context) : undefined;
  if (names.includes('spec') && rspec(context, rakefile))
    ruby.test = appraisal
      ? `bundle exec appraisal ${appraisal} rspec`
      : appraisalOnly
        ? 'bundle exec appraisal rspec'
        : 'bundle exec rspec';
  else if (rails) ruby.test = 'bin/rails test';
  else if (appraised(context)) ruby.test = 'bundle exec appraisal rake test';
  else if (names.includes('Rakefile') && mayDefineTest(context, rakefile)) ruby.test = 'bundle exec rake test';
  const tasks = rakeTasks(rakefile);
  const thor = thorFiles(context);
  const thorRecipes = Object.assign({}, ...thor.map((name) => thorTasks(context.text(name) ?? ''))) as Record<string, string>;
  // the Thor task CI runs is the tests where no rake or rspec run is (pagy's `tasks/*.thor`)
  if (!ruby.test && thor.length > 0) ruby.test = thorTest(context, thorRecipes);
  // CI's task that runs the specs and the features both is the test run
  const suite = suiteTask(context, tasks);
  // (its specs stay rspec's to run, a changed one by its path)
  if (suite) {
    ruby.test = `bundle exec rake ${suite}`;
    ruby.suites = [{ include: ['spec/**'], test: 'bundle exec rspec', runner: 'rspec', takesPaths: true }];
  }
  const standard = names.includes('.standard.yml') || /^\s*require\s+["']standard\/rake["']/m.test(rakefile);
  if (standard) ruby.lint = /standard\/rake/.test(rakefile) ? 'bundle exec rake standard' : 'bundle exec standardrb';
  // rubocop kept in an optional Gemfile group is not in a plain `bundle install`: no lint to ask for
  else if (names.includes('.rubocop.yml') && inBundle(context, 'rubocop')) ruby.lint = 'bundle exec rubocop';
  const typecheck = sorbet(context);
  if (typecheck) ruby.typecheck = typecheck;
  // Cucumber's features and step definitions are its run's, not rspec's
  if (names.includes('features') && (/Cucumber::Rake::Task/.test(rakefile) || inBundle(context, 'cucumber')))
    ruby.suites = [
      ...(ruby.suites ?? []),
      { include: ['features/**'], test: 'bundle exec cucumber', runner: 'cucumber', takesPaths: true },
    ];
  // beside rspec's specs, the minitest files rake's test task runs are its (one by `m`'s path where the guide runs them so,
  // view_component's `bundle exec m test/…`), and the specs rspec's alone: `rake test` runs no spec (audited's `Rake::TestTask`
  // of `test/**/*_test.rb` beside `RSpec::Core::RakeTask`); a default task that runs both is the whole test run
  if (ruby.test?.endsWith(' rspec') && names.includes('test') && /Rake::TestTask/.test(rakefile)) {
    const m = context.saidCommands().some((said) => /^bundle exec m test\//.test(said.trim()));
    ruby.suites = [
      ...(ruby.suites ?? []),
      // (rake's test task, which reaches them too, is the runner a run must reach)
      m
        ? { include: ['test/**'], test: 'bundle exec m', runner: 'rake', takesPaths: true }
        : { include: ['test/**'], test: 'bundle exec rake test', runner: 'rake' },
      { include: ['spec/**'], test: ruby.test, runner: 'rspec', takesPaths: true },
    ];
    if (defaultRunsBoth(rakefile, tasks)) ruby.test = 'bundle exec rake';
  }
  // rake's test task takes one file by `TEST=` (changedTests), never a list of paths
  ruby.takesPaths = ruby.test !== undefined && !/ rake( |$)/.test(ruby.test);
  if (Object.keys(tasks).length > 0) profile.recipes.rake = tasks;
  if (Object.keys(thorRecipes).length > 0) profile.recipes.thor = thorRecipes;
  if (rails) profile.checks.migrate = 'bin/rails db:migrate';
  else if (names.includes('db') && names.includes('Rakefile')) profile.checks.migrate = 'bundle exec rake db:migrate';
}

/**
 * `rails test:models`, `rake spec`, `rake all_specs`, `rake standard`, `rails db:migrate`, a bare `rake` (its
 * default task), and a test file or test runner run with `ruby` (`ruby -Itest test/x_test.rb`, `ruby test/runner.rb`).
 */
function kinds(program: string, args: string[], judge: Judge): Iterable<Kind> {
  // Appraisal runs its command under each appraisal's gemfile (or the one it names)
  if (program === 'appraisal') {
    const command = appraisalCommand(args);
    return command ? judge.command(command) : [];
  }
  // a tool's own executable run from its checkout (rake's CI: `ruby -Ilib exe/rake`) is that tool
  if (program === 'ruby') {
    const at = scriptAt(args);
    const tool = /^(?:\.\/)?(?:exe|bin)\/(rake|rspec|rails)$/.exec(args[at] ?? '')?.[1];
    if (tool) return judge.command([tool, ...args.slice(at + 1)]);
  }
  // rake's `TESTOPT=-v` and `TEST=x` set variables; they name no task
  const tasks = positionals(args).filter((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word));
  // a Thor task does what its body runs, where that can be read, else what its name says (`thor test:all`)
  if (program === 'thor') {
    const body = tasks[0] === undefined ? undefined : judge.recipe('thor', tasks[0]);
    const ran = body === undefined ? new Set<Kind>() : judge.line(body);
    return ran.size > 0 || tasks[0] === undefined ? ran : judge.byName(tasks[0]);
  }
  if (program === 'rake' && tasks.length === 0) {
    const body = judge.recipe('rake', 'default');
    return body ? judge.line(body) : ['test'];
  }
  if (program === 'rails' || program === 'rake')
    return tasks.flatMap((task): Kind[] =>
      program === 'rake' && judge.recipe('rake', task)
        ? [...judge.line(judge.recipe('rake', task)!)]
        : /^(test|spec|features|cucumber)(:|$)|(^|[:_])(tests|specs)$/.test(task)
          ? ['test']
          : /^(standard|rubocop)(:|$)/.test(task) && !task.endsWith(':fix')
            ? ['lint']
            : task.startsWith('db:')
              ? ['migrate']
              : [],
    );
  return program === 'ruby' && RUN_BY_RUBY.test(args[scriptAt(args)] ?? '') ? ['test'] : [];
}

/** A file `ruby` runs as tests: a test file, or a runner in `test/` or `spec/` (`test/runner.rb`), at any depth. */
const RUN_BY_RUBY = /(_test|_spec)\.rb$|(^|\/)(test|spec)\/(.+\/)?[^/]+\.rb$/;

/** Where the script of a `ruby` run is among its words: the first that is no option nor the value of one (`-I test`). */
const scriptAt = (args: string[]) => args.findIndex((word, i) => !word.startsWith('-') && !/^-[Irx]$/.test(args[i - 1] ?? ''));

/**
 * The test files one run reaches: the test file `ruby` runs (not a runner that requires others, `test/runner.rb`), or
 * those rake's test task is given by `TEST=` (a file, or a glob: the folder before its first wildcard); undefined: not
 * such a run.
 */
function testFilesRun(program: string, args: string[]): string | undefined {
  if (program === 'ruby') {
    const script = args[scriptAt(args)];
    return script !== undefined && TEST_FILE.test(script) ? script : undefined;
  }
  const given = program === 'rake' ? args.find((word) => word.startsWith('TEST='))?.slice('TEST='.length) : undefined;
  const wildcard = given?.search(/[*?[{]/) ?? -1;
  return wildcard < 0 ? given : given!.slice(0, Math.max(0, given!.lastIndexOf('/', wildcard)));
}

/** The test files and folders Rails' test runner is given (`rails test spec/a_spec.rb test/models:12`), which it runs alone. */
function railsTestPaths(program: string, args: string[]): string[] {
  if (program !== 'rails' || args[0] !== 'test') return [];
  return positionals(args.slice(1))
    .filter((word) => /^(\.\/)?(spec|test)(\/|$)/.test(word))
    .map(specPath);
}

/** The tests a rake test run is narrowed to by name (`TESTOPTS=--name=test_x`, `TESTOPTS="-n test_x -v"`): the runner's `--name`/`-n` values. */
function nameFilter(program: string, args: string[]): TestFilter | undefined {
  if (program !== 'rake') return undefined;
  const options = args.flatMap((word) => /^TEST_?OPTS?=(.*)$/s.exec(word)?.[1].split(/\s+/) ?? []);
  const names = optionValues(options, ['--name', '-n']);
  return names.length > 0 ? { names } : undefined;
}

/** Guides that show a single spec or test file run (`bundle exec rspec spec/models/item_spec.rb  # Run a single test file`). */
const SINGLE_FILE_RUN =
  /\b(rspec|rails test|bin\/rails test|ruby -Itest)\s+(spec|test)\/[\w./-]*(_spec|_test)\.rb\b|\b(rspec|rails test)\s+\{?<?(path|file)/;
const GUIDES = ['CLAUDE.md', 'AGENTS.md', 'CONTRIBUTING.md', '.github/CONTRIBUTING.md'];

/** The programs a run of a package's specs or tests is (its test task through rake or rails, a file run by `ruby`). */
const TEST_RUNS = /^((bin\/)?(rspec|rake|rails)|ruby|appraisal|minitest|m)$/;

/** Does a folder hold a file of this name, within a few levels and a bounded number of folders? */
function holds(list: (folder: string) => string[], root: string, name: string): boolean {
  const depth = (folder: string) => folder.split('/').length;
  const folders = [root];
  for (let seen = 0; folders.length > 0 && seen < 200; seen++) {
    const folder = folders.shift()!;
    for (const entry of list(folder)) {
      if (entry === name) return true;
      if (!entry.includes('.') && depth(folder) < depth(root) + 5) folders.push(`${folder}/${entry}`);
    }
  }
  return false;
}

/**
 * A source file's own spec (`app/models/item.rb`, `spec/models/item_spec.rb`; `lib/x/y.rb`, `spec/x/y_spec.rb`, or one of
 * its name elsewhere in `spec/`, doorkeeper's `lib/doorkeeper/oauth/scopes.rb` and `spec/lib/oauth/scopes_spec.rb`): a
 * run naming spec files or folders reaches the source only when one of them is, or holds, a spec of its name; the
 * whole suite always does. So for a minitest `test/` run through rake's test task or Rails' runner (`bin/test test/x_test.rb`,
 * `rake test TEST=test/x_test.rb`). Where the project's guide runs single spec files, the mirroring spec is its check, not the
 * whole suite (a big Rails suite with browser specs CI spreads over many nodes).
 */
function ownSpec(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  if (!file.endsWith('.rb') || !checks.test || !/\b(rspec|rails test|rake test)$/.test(checks.test)) return undefined;
  const base = checks.dir ? `${checks.dir}/` : '';
  const source = /^(app|lib)\/(.+)\.rb$/.exec(file.slice(base.length));
  if (!source) return undefined;
  const [folder, suffix] = checks.test.endsWith('rspec') ? ['spec', '_spec.rb'] : ['test', '_test.rb'];
  const mirror = `${folder}/${source[2]}${suffix}`;
  const own = `${source[2].slice(source[2].lastIndexOf('/') + 1)}${suffix}`;
  // (a command of the same turn that runs no tests, `rubocop`, reaches nothing: the run of the specs must)
  const reaches = (words: string[]) => {
    if (!TEST_RUNS.test(words[0] ?? '')) return false;
    // rake's and rails' task (`rake spec`, `rails test`) names no path
    // (rake's test task is given its file by `TEST=`)
    const paths = words
      .slice(/^(bin\/)?(rake|rails)$/.test(words[0]) ? 2 : 1)
      .map((word) => word.replace(/^TEST=/, ''))
      .filter((word) => /^(\.\/)?(spec|test)(\/|$)/.test(word))
      .map(specPath);
    return (
      paths.length === 0 ||
      paths.some((path) =>
        path.endsWith('.rb')
          ? path === mirror || path.endsWith(`/${own}`)
          : mirror.startsWith(`${path}/`) ||
            project.memo(`ruby:holds\0${base}${path}\0${own}`, () => holds(project.list, `${base}${path}`, own)),
      )
    );
  };
  // (rake's test task takes no path: its run of one file is `changedTests`')
  const guided =
    !checks.test.endsWith('rake test') &&
    project.read(`${base}${mirror}`) !== undefined &&
    project.memo(`ruby:single\0${base}`, () =>
      GUIDES.some((guide) => SINGLE_FILE_RUN.test(project.read(`${base}${guide}`) ?? project.read(guide) ?? '')),
    );
  return { ...checks, ...(guided && { test: `${checks.test} ${mirror}` }), reaches };
}

/**
 * A source file of a gem kept in a folder of its package's (mustermann's `mustermann/lib/`, beside `mustermann-contrib/`,
 * both run by the root's `.rspec` and Rakefile): a run naming spec files or folders reaches it unless they are all another
 * gem folder's (`rspec mustermann-contrib/spec` runs the other gem's specs); the whole suite always does.
 */
function gemSpec(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  if (!checks.test) return undefined;
  const base = checks.dir ? `${checks.dir}/` : '';
  const gem = /^(.+?)\/lib\/.+\.rb$/.exec(file.slice(base.length))?.[1];
  const isGem = (folder: string) => project.list(`${base}${folder}`).some((name) => name.endsWith('.gemspec'));
  if (gem === undefined || !isGem(gem)) return undefined;
  const reaches = (words: string[]) => {
    if (!TEST_RUNS.test(words[0] ?? '')) return false;
    // (rake's and rails' task names no path; rake's test task is given its file by `TEST=`)
    const paths = positionals(words.slice(/^(bin\/)?(rake|rails)$/.test(words[0]) ? 2 : 1))
      .map((word) => specPath(word.replace(/^TEST=/, '')))
      .filter((word) => /(^|\/)(spec|test)(\/|$)/.test(word));
    // (the folder whose specs a path names: the package's own `spec/`, or a gem's `<gem>/spec`)
    const otherGem = (path: string) => {
      const owner = /^(.+?)\/(spec|test)(\/|$)/.exec(path)?.[1];
      return owner !== undefined && owner !== gem && isGem(owner);
    };
    return paths.length === 0 || paths.some((path) => !otherGem(path));
  };
  return { ...checks, reaches };
}

/** A spec folder or file CI runs under a matrix gemfile of its own, and the gemfiles it runs it under. */
interface MatrixSpecs {
  path: string;
  gemfiles: string[];
}

/**
 * The spec folders CI's matrix runs under a gemfile of their own (grape's `include` row `gemfile: gemfiles/hashie.gemfile`,
 * `specs: spec/integration/hashie`, in a job whose `BUNDLE_GEMFILE` is `${{ matrix.gemfile }}`): below the suite's own
 * folder, root-relative. Their specs test gems the bundle's own gemfile lacks.
 */
function matrixSpecs(project: ProjectFiles): MatrixSpecs[] {
  const found: MatrixSpecs[] = [];
  for (const name of project.list('.github/workflows').filter((entry) => /\.ya?ml$/.test(entry))) {
    const workflow = parseYamlSafe(project.read(`.github/workflows/${name}`) ?? '');
    if (!isRecord(workflow) || !isRecord(workflow.jobs)) continue;
    for (const job of Object.values(workflow.jobs)) {
      if (!isRecord(job)) continue;
      const env = { ...(isRecord(workflow.env) ? workflow.env : {}), ...(isRecord(job.env) ? job.env : {}) };
      // the matrix entry the job's bundle is (`BUNDLE_GEMFILE: ${{ github.workspace }}/${{ matrix.gemfile }}`)
      const key = /\$\{\{\s*matrix\.([\w-]+)\s*\}\}/.exec(String(ownEntry(env, 'BUNDLE_GEMFILE') ?? ''))?.[1];
      const matrix = isRecord(job.strategy) ? job.strategy.matrix : undefined;
      const rows = key !== undefined && isRecord(matrix) && Array.isArray(matrix.include) ? matrix.include.filter(isRecord) : [];
      for (const row of rows) {
        const gemfile = ownEntry(row, key!);
        if (typeof gemfile !== 'string' || !MATRIX_GEMFILE.test(gemfile)) continue;
        const paths = Object.values(row)
          .flatMap((value) => (typeof value === 'string' ? value.split(/\s+/) : []))
          .map((word) => word.replace(/^\.\//, '').replace(/\/$/, ''))
          .filter((word) => /^(spec|test)\/[\w./-]+$/.test(word));
        for (const path of paths) {
          const known = found.find((entry) => entry.path === path);
          if (known) known.gemfiles.push(gemfile);
          else found.push({ path, gemfiles: [gemfile] });
        }
      }
    }
  }
  return found;
}

/**
 * A spec CI runs only under a matrix gemfile (grape's `spec/integration/hashie`, whose examples a plain bundle skips):
 * its run sets that gemfile (`BUNDLE_GEMFILE=gemfiles/hashie.gemfile bundle exec rspec …`), and only a run that sets one
 * of the gemfiles CI pairs with its folder reaches it.
 */
function matrixSpec(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  if (checks.dir !== '' || !checks.test || !TEST_FILE.test(file)) return undefined;
  const specs = project.memo('ruby:matrix-specs', () => matrixSpecs(project));
  const gemfiles = specs.find((entry) => file === entry.path || file.startsWith(`${entry.path}/`))?.gemfiles;
  if (!gemfiles) return undefined;
  const reaches = (_words: string[], env: string[]) =>
    env.some((variable) => {
      const value = variable.startsWith('BUNDLE_GEMFILE=') ? variable.slice('BUNDLE_GEMFILE='.length).replace(/^\.\//, '') : '';
      return gemfiles.some((gemfile) => value === gemfile || value.endsWith(`/${gemfile}`));
    });
  return { ...checks, test: `BUNDLE_GEMFILE=${gemfiles[0]} ${checks.test}`, reaches };
}

/**
 * The runs the test is made of where it is a rake task that runs several tool tasks: CI's of the specs and the features
 * (`rake all_specs`), or the default that runs minitest's and rspec's (`bundle exec rake`, view_component's `all_tests`).
 * Each tool task it runs (`rake spec:unit`, `rake features`, `rake test`) is met by a rake run that runs it (`rake spec`,
 * under an appraisal too), or by its tool's run of the whole suite (`rspec`, `cucumber`, `m`); a task of a part of one's
 * files (`rake spec:unit`) meets none of the others, nor rspec alone minitest's.
 */
function suiteParts(checks: FileCheckCommands, project: ProjectFiles) {
  const given = checks.test ? /^bundle exec rake(?: ([\w:-]+))?$/.exec(checks.test) : null;
  if (!given) return undefined;
  const rakefile = project.read(joinDir(checks.dir, 'Rakefile')) ?? '';
  const tasks = rakeTasks(rakefile);
  const task = given[1] ?? 'default';
  const reached = tasksReached(task, tasks);
  const minitest = minitestTasks(rakefile)
    .filter((name) => reached.includes(name))
    .map((name) => ({ name, run: 'm' }));
  const parts = [...toolTasksOf(task, tasks), ...minitest].map(({ name, run }) => (ran: string[]) => {
    const words = ran[0] === 'appraisal' ? (appraisalCommand(ran.slice(1)) ?? []) : ran;
    const named = positionals(words.slice(1)).filter((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word));
    return words[0] === 'rake'
      ? (named.length > 0 ? named : ['default']).some((ranTask) => tasksReached(ranTask, tasks).includes(name))
      : words[0] === run.split(' ')[0] && named.length === 0;
  });
  return parts.length > 1 ? { ...checks, parts } : undefined;
}

/**
 * A changed spec where the Rakefile's rspec tasks run patterns of the specs (factory_bot's `spec:unit`, of
 * `spec/{*_spec.rb,factory_bot/**\/*_spec.rb}`, and `spec:acceptance`): an rspec run reaches it unless the pattern it
 * runs leaves it out, so the task of another pattern (`rake spec:acceptance`) does not.
 */
function patternedSpec(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  if (!file.endsWith('_spec.rb')) return undefined;
  const runs = Object.values(toolTasks(project.read(joinDir(checks.dir, 'Rakefile')) ?? ''));
  if (!runs.some((run) => run.startsWith('rspec --pattern '))) return undefined;
  const own = checks.dir ? file.slice(checks.dir.length + 1) : file;
  const reaches = (words: string[]) => {
    const patterns = words[0] === 'rspec' ? optionValues(words, ['--pattern', '-P']) : [];
    return words[0] === 'rspec' && (patterns.length === 0 || globMatcher(patterns)(own));
  };
  return { ...checks, reaches };
}

/** The folders rake task files are kept in besides the Rakefile: rake's own `rakelib/`, and those Rakefiles load (`tasks/`, Rails' `lib/tasks/`). */
const TASK_FOLDERS = ['rakelib', 'tasks', 'lib/tasks'];
/** A rake task's definition (`task :docs`, `task "docs" do`, `task docs: :yard`), its name in one of the groups. */
const TASK_DEFINITION = new RegExp(TASK_LINE.source, 'gm');

/** The text of the file that defines the rake task a run names (`bundle exec rake generate_docs`): the Rakefile or a `.rake` file of its task folders. */
function rakeTaskFile(command: string, context: DetectContext): string | undefined {
  const name = /^(bundle exec )?rake ([\w:-]+)$/.exec(command)?.[2];
  if (!name) return undefined;
  const files = [
    'Rakefile',
    ...TASK_FOLDERS.flatMap((folder) =>
      context
        .list(folder)
        .filter((file) => file.endsWith('.rake'))
        .map((file) => `${folder}/${file}`),
    ),
  ];
  return files
    .map((file) => context.text(file) ?? '')
    .find((text) => [...text.matchAll(TASK_DEFINITION)].some((m) => (m[1] ?? m[2] ?? m[3]) === name));
}

/** A quoted glob or Ruby file path a task file reads from (`YARD.parse("lib/foo/compilers/**\/*.rb")`, `task.files = ["lib/x/**\/*.rb"]`). */
const READ_PATH = /["']([\w-]+(?:\/[\w.*{},-]+)+)["']/g;

/** The files a rake task reads by the globs and Ruby files its task file names; undefined: no such task, or it names none. */
function taskInputs(command: string, context: DetectContext): string[] | undefined {
  const text = rakeTaskFile(command, context);
  const paths = [...(text ?? '').matchAll(READ_PATH)].map((m) => m[1]).filter((path) => path.includes('*') || path.endsWith('.rb'));
  return paths.length > 0 ? [...new Set(paths)] : undefined;
}

export const ruby: EcosystemModule = {
  name: 'ruby',
  actions: { 'testdouble/standard-ruby-action': 'bundle exec standardrb' },
  // a spec CI runs under a matrix gemfile, else a source file's own spec, else its gem folder's specs, else a spec the Rakefile's patterns run, else
  // the parts of CI's task of specs and features; a feature is Gherkin, which no Ruby linter reads
  refine: (file, checks, project) =>
    file.endsWith('.feature')
      ? { ...checks, lint: undefined }
      : (matrixSpec(file, checks, project) ??
        ownSpec(file, checks, project) ??
        gemSpec(file, checks, project) ??
        patternedSpec(file, checks, project) ??
        suiteParts(checks, project)),
  migrations: { files: /(^|\/)db\/migrate\// },
  extensions: ['rb', 'rake'],
  // templates (ERB, Haml, Slim: a Rails app's or engine's views, a gem's `web/views`, a generator's) and a Rails app's
  // locales: the code that renders them, and its tests, read them; Cucumber's features, its tests
  packageFiles: /\.(erb|haml|slim)$|(^|\/)config\/locales\/.+\.(ya?ml|rb)$|(^|\/)features\/(.+\/)?[^/]+\.feature$/,
  manifests: new RegExp(`^(Gemfile|Gemfile\\.lock|.*\\.gemspec|Appraisals)$|${MATRIX_GEMFILE.source}`),
  // Sorbet or Steep, in a Gemfile or a gemspec
  checkerPackages: (file, text) =>
    file.endsWith('.lock')
      ? []
      : [...text.matchAll(/\b(gem|add_(development_)?dependency)\s*\(?\s*["'](sorbet(-static|-runtime)?|steep|rbs)["'].*/g)].map(
          (m) => m[0],
        ),
  // a matrix gemfile's change is tested under it; the Appraisals file's under the appraisals it touched
  changedParts: (file, before, after) => (/(^|\/)Appraisals$/.test(file) ? changedAppraisals(before, after) : undefined),
  underManifest: (command, file, owner, parts) =>
    MATRIX_GEMFILE.test(file)
      ? `BUNDLE_GEMFILE=${file.replace(/\.lock$/, '')} ${command}`
      : /(^|\/)Appraisals$/.test(file) && !withoutAppraisal(command).includes('appraisal')
        ? underAppraisals(withoutAppraisal(command), owner, parts)
        : command,
  // a gemfile of CI's matrix installs by BUNDLE_GEMFILE
  installFor: (command, changed, files) => {
    const own = changed.some((name) => /^(Gemfile|Gemfile\.lock)$|\.gemspec$/.test(name));
    // Appraisal writes each appraisal's gemfile from `Appraisals`, and installs them
    if (changed.includes('Appraisals')) return own ? `${command} && bundle exec appraisal install` : 'bundle exec appraisal install';
    const other = files.find((file) => MATRIX_GEMFILE.test(file));
    return other && !own ? `BUNDLE_GEMFILE=${other.replace(/\.lock$/, '')} ${command}` : command;
  },
  // a bundle of its own, or a gem with tasks of its own (rspec's monorepo: each gem's Rakefile runs its specs); a gem
  // folder without either (kaminari's `core/`) is run by the root's tasks
  markers: /^(Gemfile|Rakefile)$/,
  // the stylesheets and images a Rails app's asset pipeline serves, and the builds it serves of them: no spec reads them
  servedFiles: /^app\/assets\/(stylesheets|images|builds)\//,
  // SimpleCov writes its report beside the Gemfile
  buildFolders: [{ folder: '.bundle' }, { folder: 'coverage', beside: /^Gemfile$/ }],
  // minitest's `test/test_*.rb` too
  testFiles: TEST_FILE,
  detect,
  taskInputs,
  // the shell commands of the file that defines a rake task (its check that the files it wrote are committed)
  taskCommands: (command, context) => {
    const text = rakeTaskFile(command, context);
    return text === undefined ? undefined : shellCalls(text);
  },
  // rake's test task runs one file by `TEST=`; of a Thor task's tests (minitest's, in `test/`), ruby runs the file itself
  changedTests: (command, files) =>
    files.length !== 1 || !TEST_FILE.test(files[0])
      ? undefined
      : /^bundle exec (appraisal )?rake test$/.test(command)
        ? `${command} TEST=${files[0]}`
        : /^bundle exec thor /.test(command) && files[0].startsWith('test/')
          ? `bundle exec ruby -Itest ${files[0]}`
          : undefined,
  // the `bin/test` Rails generates for an engine or plugin (either spelling) runs Rails' test runner on its arguments
  script: (text, args) =>
    /^\s*require\s+["']rails\/(test_unit\/runner|plugin\/test)["']/m.test(text) ? `rails test ${args}`.trim() : undefined,
  evidence: {
    // rake, rails and a bare rspec run the bundle of the folder they run in: a gem in a folder with a Gemfile of its own
    // is another (sinatra's rack-protection); rspec given paths runs those
    // a test file run by `ruby` or given to rake's test task by `TEST=` reaches that file's tests alone
    scope: (program, args, dir, terms) => {
      // Appraisal's run reaches what the command it runs under an appraisal reaches (`appraisal rails_8_1 rspec spec/a_spec.rb`)
      const underAppraisal = program === 'appraisal' ? appraisalCommand(args) : undefined;
      if (underAppraisal) return { reach: terms.command(underAppraisal) };
      const files = testFilesRun(program, args);
      if (files) return { reach: [terms.given(joinDir(dir, files))] };
      const given = railsTestPaths(program, args);
      if (given.length > 0) return { reach: given.map((path) => terms.given(joinDir(dir, path))) };
      return program === 'rake' || program === 'rails' || (program === 'rspec' && positionals(args).length === 0)
        ? { reach: [terms.packageOnly(dir)] }
        : undefined;
    },
    testFilter: nameFilter,
    launchers: ['bundle', 'ruby', 'bin/rails'],
    programs: {
      test: ['rspec', 'minitest', 'testrb', 'cucumber', 'm'],
      lint: ['rubocop', 'standardrb'],
      typecheck: ['sorbet', 'srb', 'steep'],
    },
    subcommands: { rake: { test: ['test', 'spec'] }, rails: { test: ['test', 'spec'] } },
    kinds,
    // standardrb's task (`standard`, `standard:fix`), not a name that starts with the word (`standard_variables`)
    names: { lint: 'rubocop|standard(?=$|:)' },
    pathTaking: ['rspec', 'rubocop', 'rails test', 'm'],
    installs: (program, args) =>
      (program === 'bundle' && (args[0] === undefined || ['install', 'add', 'update', 'lock'].includes(args[0]))) ||
      (program === 'appraisal' && (args[0] === undefined || args[0] === 'install' || args[0] === 'update')),
    writers: { rubocop: (a) => (a.includes('-a') || a.includes('-A') || a.includes('--autocorrect') ? writtenPaths(a) : undefined) },
  },
};
