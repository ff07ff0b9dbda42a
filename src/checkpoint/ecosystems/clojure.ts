import { type Edn, ednIn, ednStrings, isEdnMap, parseEdn } from '../../util/edn.js';
import { joinDir } from '../../util/paths.js';
import { positionals, writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, Judge, Kind, LanguageChecks, ScopeTerms } from './_module.js';

// Clojure with the Clojure CLI (deps.edn), Leiningen (project.clj), babashka (bb.edn) or shadow-cljs. The
// tests are the project's own run first: the one its CI or guide runs, a `bin/kaocha` script; else
// `lein test`, a bb.edn `test` task, or the deps.edn `:test` alias by how it runs (`-M` with `:main-opts`,
// `-X` with `:exec-fn`); a shadow-cljs build's are its npm package's test script. A changed test namespace
// runs alone where the runner is known to take it (kaocha's `--focus`, `lein test <ns>`, the Cognitect
// runner's `-n`). clj-kondo and cljfmt ride along where the project configures or runs them. A deps.edn
// change downloads on the next run; Leiningen's is `lein deps`.

/** Clojure test runs as a project's CI or guide writes them (an env prefix kept). */
const TEST_RUN =
  /^([A-Za-z_]\w*=\S*\s+)*((\.\/)?bin\/kaocha|kaocha|lein\s+(test|kaocha|midje|eftest)|bb\s+test|(clojure|clj)\s+.*(-[MXA][\w:.-]*:test\w*|-m\s+(kaocha\.runner|cognitect\.test-runner)))\b/;
/** clj-kondo and cljfmt's check, run by the project's CI or guide. */
const LINT_RUN =
  /^(clj-kondo\s|cljfmt\s+check\b|lein\s+(cljfmt\s+check|eastwood|kibit)\b|(clojure|clj)\s+\S*.*(clj-kondo|cljfmt)\S*\s.*check)/;
const TEST_MAINS = /^(kaocha\.runner|eftest\.runner|[\w.-]*test-runner)$/;

/** A babashka task's body as the command it runs: `(shell "clojure -M:test")`, `(clojure "-M:test")`, `{:task ...}`. */
function taskCommand(form: Edn | undefined): string | undefined {
  if (form !== undefined && isEdnMap(form)) return taskCommand(form[':task']);
  if (!Array.isArray(form)) return undefined;
  const [head, ...rest] = form;
  const words = ednStrings(rest);
  if (head === 'shell' || head === 'process/shell') return words.join(' ') || undefined;
  if (head === 'clojure') return `clojure ${words.join(' ')}`.trim();
  if (head === 'run') return typeof rest[0] === 'string' ? `bb ${rest[0].replace(/^'/, '')}` : undefined;
  if (head === 'do') {
    const commands = rest.map(taskCommand).filter((command): command is string => command !== undefined);
    return commands.length > 0 ? commands.join(' && ') : undefined;
  }
  return undefined;
}

/** The tasks of a bb.edn, each as the command its body runs (a body that runs none: `bb <name>` alone). */
function bbTasks(bb: Edn | undefined): Record<string, string> {
  const tasks = ednIn(bb, ':tasks');
  if (!tasks || !isEdnMap(tasks)) return {};
  const found: Record<string, string> = {};
  for (const [name, body] of Object.entries(tasks)) if (!name.startsWith(':')) found[name] = taskCommand(body) ?? '';
  return found;
}

/** A Leiningen alias as the lein commands it runs: `["do" ["test-clj"] ["test-cljs"]]` is `lein test-clj && lein test-cljs`. */
function aliasCommand(form: Edn): string | undefined {
  if (typeof form === 'string') return `lein ${form}`;
  if (!Array.isArray(form)) return undefined;
  if (form[0] === 'do' && form.slice(1).some(Array.isArray))
    return form
      .slice(1)
      .map((step) => (Array.isArray(step) ? aliasCommand(step) : undefined))
      .filter(Boolean)
      .join(' && ');
  const words = ednStrings(form);
  return words.length > 0 ? `lein ${words.join(' ')}` : undefined;
}

/** The `:aliases` of a project.clj (`(defproject name "version" :aliases {...})`), each as the commands it runs. */
function leinAliases(project: Edn | undefined): Record<string, string> {
  const index = Array.isArray(project) ? project.indexOf(':aliases') : -1;
  const aliases = index >= 0 && Array.isArray(project) ? project[index + 1] : undefined;
  if (!aliases || !isEdnMap(aliases)) return {};
  const found: Record<string, string> = {};
  for (const [name, body] of Object.entries(aliases)) {
    const command = aliasCommand(body);
    if (command) found[name] = command;
  }
  return found;
}

/** How the deps.edn `:test` alias runs: by its `:main-opts` (`-M`) or its `:exec-fn` (`-X`); a `:runner` alias beside one that only adds paths. */
function aliasTest(deps: Edn | undefined): string | undefined {
  const test = ednIn(deps, ':aliases', ':test');
  if (!test) return undefined;
  if (ednIn(test, ':main-opts')) return 'clojure -M:test';
  if (ednIn(test, ':exec-fn')) return 'clojure -X:test';
  const runner = ednIn(deps, ':aliases', ':runner');
  if (ednIn(runner, ':main-opts')) return 'clojure -M:test:runner';
  if (ednIn(runner, ':exec-fn')) return 'clojure -X:test:runner';
  return undefined;
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  const lein = names.includes('project.clj');
  const deps = names.includes('deps.edn');
  const bb = names.includes('bb.edn');
  // a shadow-cljs build of an npm package: its ClojureScript is tested by the package's test script
  const shadow = names.includes('shadow-cljs.edn') ? profile.languages.node : undefined;
  if (!lein && !deps && !bb && !shadow) return;
  profile.ecosystems.push('clojure');
  const said = context.saidCommands();
  const tasks = bb ? bbTasks(parseEdn(context.text('bb.edn') ?? '')) : {};
  if (bb) profile.recipes.bb = tasks;
  if (lein) profile.recipes.lein = leinAliases(parseEdn(context.text('project.clj') ?? ''));
  const ownRun = said.find((command) => TEST_RUN.test(command));
  const kaocha = context.exists('bin/kaocha') ? 'bin/kaocha' : undefined;
  const test =
    ownRun ??
    kaocha ??
    (lein ? 'lein test' : undefined) ??
    ('test' in tasks ? 'bb test' : undefined) ??
    (deps ? aliasTest(parseEdn(context.text('deps.edn') ?? '')) : undefined);
  const clojure: LanguageChecks = (profile.languages.clojure = test
    ? { test, declared: ownRun !== undefined }
    : shadow?.test
      ? { test: shadow.test, declared: shadow.declared }
      : {});
  if (lein) profile.install.clojure = 'lein deps';
  const lints = lint(context, said, lein);
  if (lints) clojure.lint = lints;
}

/** clj-kondo where the project configures it (`.clj-kondo/`) or runs it, cljfmt's check where configured or run. */
function lint(context: DetectContext, said: string[], lein: boolean): string | undefined {
  const run = [...new Set(said.filter((command) => LINT_RUN.test(command)))];
  if (run.length > 0) return run.join(' && ');
  const { names } = context;
  const paths = ['src', 'test'].filter((folder) => names.includes(folder));
  const kondo = names.includes('.clj-kondo') && paths.length > 0 ? `clj-kondo --lint ${paths.join(' ')}` : '';
  const configured = names.includes('.cljfmt.edn') || names.includes('cljfmt.edn');
  const cljfmt = lein && /lein-cljfmt/.test(context.text('project.clj') ?? '') ? 'lein cljfmt check' : configured ? 'cljfmt check' : '';
  return [kondo, cljfmt].filter(Boolean).join(' && ') || undefined;
}

/** A test file's namespace by its path below the test folder: `test/app/core_test.clj` is `app.core-test`. */
function namespaceOf(file: string): string | undefined {
  const path = /^(?:[^/]+\/)*?tests?\/(?:(?:clj|cljc|cljs|clojure)\/)?(.+_test)\.clj[cs]?$/.exec(file)?.[1];
  return path?.replaceAll('/', '.').replaceAll('_', '-');
}

/** The options a Clojure CLI run gives: its aliases (`-M:test:runner`), its main namespace (`-m kaocha.runner`), whether it only prepares (`-P`). */
function cliRun(args: string[]): { aliases: string[]; main?: string; prepares: boolean; rest: string[] } {
  const aliases: string[] = [];
  let main: string | undefined;
  let prepares = false;
  let i = 0;
  for (; i < args.length; i++) {
    const alias = /^-[MXTA](:.*)?$/.exec(args[i]);
    if (alias) aliases.push(...(alias[1] ?? '').split(':').filter(Boolean));
    else if (args[i] === '-P') prepares = true;
    else if (args[i] === '-m' || args[i] === '--main') {
      main = args[++i];
      i++;
      break;
    } else if (args[i] === '-Sdeps' || args[i] === '-Sthreads') i++;
    else if (!args[i].startsWith('-')) break;
  }
  return { aliases, main, prepares, rest: args.slice(i) };
}

/** What a Clojure CLI run does: a test alias or runner runs the tests, a clj-kondo or cljfmt check lints. */
function cliKinds(args: string[], judge: Judge): Kind[] {
  const { aliases, main, prepares, rest } = cliRun(args);
  if (prepares) return [];
  const tests =
    (main !== undefined && TEST_MAINS.test(main)) || aliases.some((alias) => alias === 'kaocha' || judge.byName(alias).has('test'));
  const checks = rest.includes('check') || rest.includes('--lint');
  const lints =
    (main !== undefined && /^(clj-kondo\.main|cljfmt\.main)$/.test(main) && checks) ||
    aliases.some((alias) => /^(clj-kondo|kondo|lint|eastwood)$/.test(alias)) ||
    (aliases.includes('cljfmt') && checks);
  return [...(tests ? (['test', 'build'] as const) : []), ...(lints ? (['lint'] as const) : [])];
}

const LEIN = {
  test: ['test', 'kaocha', 'midje', 'eftest', 'test2junit', 'doo'],
  lint: ['eastwood', 'kibit'],
  build: ['compile', 'check', 'jar', 'uberjar', 'test'],
};

/** What a Leiningen run does: its task, through `with-profile` and `do` lists (`lein do clean, test`), a project alias by what it runs. */
function leinKinds(args: string[], judge: Judge): Kind[] {
  const words = args[0] === 'with-profile' || args[0] === 'with-profiles' ? args.slice(2) : args;
  const tasks =
    words[0] === 'do'
      ? words
          .slice(1)
          .join(' ')
          .split(/\s*,\s*/)
          .map((task) => task.split(/\s+/))
      : [words];
  const kinds = new Set<Kind>();
  for (const [task = '', next] of tasks) {
    for (const kind of ['test', 'lint', 'build'] as const) if (LEIN[kind].includes(task)) kinds.add(kind);
    if (task === 'cljfmt' && next === 'check') kinds.add('lint');
    const alias = judge.recipe('lein', task);
    if (alias !== undefined) for (const kind of judge.line(alias)) kinds.add(kind);
  }
  return [...kinds];
}

/** The namespaces a test run names: kaocha's `--focus`, `lein test <ns>` (`:only ns/var`), the Cognitect runner's `-n` and `:nses`. */
function namedNamespaces(program: string, args: string[]): string[] | undefined {
  const values = (flags: string[]) =>
    args.flatMap((arg, i) =>
      flags.includes(args[i - 1] ?? '') ? [arg] : flags.flatMap((flag) => (arg.startsWith(`${flag}=`) ? [arg.slice(flag.length + 1)] : [])),
    );
  let names: string[] = [];
  if (program === 'lein') names = args[0] === 'test' ? positionals(args.slice(1)).filter((arg) => !arg.startsWith(':')) : [];
  else if (program === 'kaocha' || program === 'clojure' || program === 'clj') {
    names = [...values(['--focus', '-n', '--namespace'])];
    const nses = args.indexOf(':nses');
    if (nses >= 0)
      names.push(
        ...(args[nses + 1] ?? '')
          .replace(/[[\]'"]/g, ' ')
          .split(/[\s,]+/)
          .filter(Boolean),
      );
  }
  // a kaocha suite (`--focus unit`) is no namespace: the run is the suite's
  const namespaces = names.map((name) => name.replace(/\/.*$/, ''));
  return namespaces.length > 0 && namespaces.every((name) => name.includes('.')) ? namespaces : undefined;
}

/** A run naming namespaces reaches their test files (below `test/`), and the code of its package. */
function scope(program: string, args: string[], dir: string, terms: ScopeTerms) {
  const namespaces = namedNamespaces(program, args);
  if (!namespaces) return undefined;
  const paths = namespaces.map((ns) => `test/${ns.replaceAll('.', '/').replaceAll('-', '_')}`);
  return { reach: paths.flatMap((path) => ['clj', 'cljc', 'cljs'].map((ext) => terms.given(joinDir(dir, `${path}.${ext}`)))) };
}

export const clojure: EcosystemModule = {
  name: 'clojure',
  extensions: ['clj', 'cljc', 'cljs'],
  // kaocha's test configuration is read by every run
  buildFiles: /(^|\/)tests\.edn$/,
  manifests: /^(deps\.edn|project\.clj|bb\.edn|shadow-cljs\.edn)$/,
  markers: /^(deps\.edn|project\.clj|bb\.edn|shadow-cljs\.edn)$/,
  buildFolders: [{ folder: 'target', beside: /^(project\.clj|deps\.edn)$/ }, { folder: '.cpcache' }, { folder: '.shadow-cljs' }],
  testFiles: /_test\.clj[cs]?$/,
  // the Java sources of a Clojure project whose pom only publishes it are built and tested by its own run
  adopts: 'java',
  tasks: { tool: 'bb', run: (name) => `bb ${name}` },
  detect,
  installFor: (command, changed) => (changed.includes('project.clj') ? command : undefined),
  changedTests: (command, files) => {
    const namespaces = files.map(namespaceOf);
    if (namespaces.length === 0 || namespaces.some((ns) => ns === undefined)) return undefined;
    const words = command.split(/\s+/);
    if (words.some((word) => /(^|\/)kaocha$/.test(word)) || /-m kaocha\.runner\b/.test(command))
      return `${command} ${namespaces.map((ns) => `--focus ${ns}`).join(' ')}`;
    if (command === 'lein test') return `lein test ${namespaces.join(' ')}`;
    if (/-m cognitect\.test-runner\b/.test(command)) return `${command} ${namespaces.map((ns) => `-n ${ns}`).join(' ')}`;
    return undefined;
  },
  evidence: {
    scope,
    launchers: ['clojure', 'clj', 'lein', 'bb'],
    programs: { test: ['kaocha'], lint: ['clj-kondo'] },
    kinds: (program, args, judge) => {
      if (program === 'clojure' || program === 'clj') return cliKinds(args, judge);
      if (program === 'lein') return leinKinds(args, judge);
      if (program === 'cljfmt') return args[0] === 'check' ? ['lint'] : [];
      if (program !== 'bb') return [];
      // `bb test`: what the task runs, else what its name says
      const task = positionals(args)[0];
      const body = task === undefined ? undefined : judge.recipe('bb', task);
      return task === undefined ? [] : body ? judge.line(body) : judge.byName(task);
    },
    installs: (program, args) =>
      ((program === 'clojure' || program === 'clj') && args.includes('-P')) || (program === 'lein' && args[0] === 'deps'),
    writers: {
      cljfmt: (a) => (a[0] === 'fix' ? writtenPaths(a, 1) : undefined),
    },
  },
};
