import { folderOf, joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { positionals, shellWord, writtenPaths } from '../shell.js';
import { patternsCover, typecheckFilesCover } from './_globs.js';
import type {
  DetectContext,
  DirectoryProfile,
  EcosystemModule,
  FileCheckCommands,
  Judge,
  LanguageChecks,
  ProjectFiles,
} from './_module.js';
import { section } from './_module.js';
import { makeRecipes } from './make.js';

// PHP with Composer: the project's composer scripts first (`composer test`, `composer phpstan`), then
// the tools it requires: Laravel's `php artisan test`, pest or phpunit; phpstan or psalm as its
// analysis; pint or php-cs-fixer (dry runs) as its lint. Laravel migrations run with artisan. A
// composer.json change that requires a package the lock lacks is `composer update <that package>`; with no
// lock, `composer update`.

/** A script entry: `@other` runs the script `other`, `@php x` and `@composer x` run those; a PHP callback runs nothing we can judge. */
function scriptBody(value: unknown): string {
  const items = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
  return items
    .map((item) =>
      item.startsWith('@php ') ? `php ${item.slice(5)}` : item.startsWith('@composer ') ? `composer ${item.slice(10)}` : item,
    )
    .map((item) => (/^@[\w:.-]+/.test(item) ? `composer ${item.slice(1)}` : item))
    .filter((item) => !/^[\w\\]+::\w+$/.test(item))
    .join(' && ');
}

const COMPOSER_BUILTINS = new Set([
  'install',
  'i',
  'update',
  'u',
  'upgrade',
  'require',
  'remove',
  'dump-autoload',
  'dumpautoload',
  'validate',
  'show',
  'outdated',
  'config',
  'create-project',
  'global',
  'init',
  'audit',
  'bump',
  'exec',
  'status',
  'search',
  'depends',
  'why',
  'reinstall',
  'self-update',
  'clear-cache',
  'list',
  'help',
]);

/** `composer test`, `composer run-script test`: a script of composer.json (not one of composer's own commands) does what its body does, else what its name says. */
function composerScript(program: string, args: string[], judge: Judge) {
  if (program !== 'composer') return [];
  const words = positionals(args);
  const name =
    (words[0] === 'run-script' || words[0] === 'run') && words[1]
      ? words[1]
      : words[0] && !COMPOSER_BUILTINS.has(words[0])
        ? words[0]
        : undefined;
  if (name === undefined) return [];
  const body = judge.recipe('composer', name);
  return judge.withName(body === undefined ? new Set() : judge.line(body), name);
}

const binary = (name: string) => `vendor/bin/${name}`;

/** Packages that require PHPUnit themselves: a project requiring one of them has `vendor/bin/phpunit` all the same. */
const PHPUNIT_BRINGERS = ['orchestra/testbench', 'orchestra/testbench-core', 'yoast/phpunit-polyfills', 'brianium/paratest'];

/** Does a composer.lock pin a package (among its packages or dev packages)? */
const lockHolds = (lock: Record<string, unknown> | undefined, name: string) =>
  [lock?.packages, lock?.['packages-dev']].some(
    (list) => Array.isArray(list) && list.some((entry) => (entry as { name?: unknown })?.name === name),
  );

const ANALYZERS = ['phpstan', 'psalm'];
/** PHPStan's config by the names it reads on its own. */
const PHPSTAN_CONFIG = /^phpstan\.(neon(\.dist)?|dist\.neon)$/;
/**
 * The analyzer a command runs by its binary (`vendor/bin/phpstan analyse`, `php tools/vendor/bin/psalm`, psalm/phar's
 * `vendor/bin/psalm.phar`), not a package name.
 */
const analyzerOf = (command: string) =>
  command
    .split(/\s+/)
    .map((word) => word.replace(/\.phar$/, ''))
    .flatMap((word) => ANALYZERS.find((tool) => word === tool || word.endsWith(`bin/${tool}`)) ?? [])[0];

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('composer.json')) return;
  const manifest = context.json('composer.json') ?? {};
  profile.ecosystems.push('php');
  const missing = names.includes('composer.lock') ? unlocked(manifest, context.json('composer.lock')) : [];
  // with a lock, a changed composer.json leaves its content-hash stale (`composer validate` fails, install warns):
  // `update --lock` writes it, `update <package>` what the lock lacks. Without one (a lock the project ignores, not
  // written yet), a changed constraint is resolved by `update`, whole: composer refuses a partial update with no lock,
  // and an `install` where the contributor's ignored lock sits would install its stale pins
  const locked = names.includes('composer.lock');
  profile.install.php = missing.length > 0 ? `composer update ${missing.join(' ')}` : locked ? 'composer update --lock' : 'composer update';
  const scripts = Object.fromEntries(Object.entries(section(manifest, 'scripts') ?? {}).map(([name, value]) => [name, scriptBody(value)]));
  profile.recipes.composer = scripts;
  const requires = { ...section(manifest, 'require'), ...section(manifest, 'require-dev') };
  const has = (pkg: string) => pkg in requires;
  const laravel = names.includes('artisan');
  const php: LanguageChecks = (profile.languages.php = {});
  // a script that hands its tool a config file the repository lacks cannot run (`--config=.php_cs.tests.php`)
  const runnable = Object.fromEntries(
    Object.entries(scripts).filter(([, body]) =>
      [...body.matchAll(/(?:^|\s)--config[= ]([\w./-]+)/g)].every((m) => m[1].startsWith('/') || context.exists(m[1])),
    ),
  );
  const script = (kind: 'test' | 'lint' | 'typecheck', preferred: string[]) => {
    const name = context.pick(runnable, kind, preferred);
    return name ? `composer ${name}` : undefined;
  };
  const picked = script('test', ['test', 'tests', 'test:unit', 'phpunit', 'pest']);
  // a script made of others (`"test": ["@lint", "@phpstan", "@phpunit"]`): the one of them that tests, the others are asked for by their kind
  const members = picked
    ? scripts[picked.slice('composer '.length)].split(' && ').map((part) => /^composer ([\w:.-]+)$/.exec(part)?.[1])
    : [];
  const member =
    members.length > 1 && members.every((name) => name !== undefined && name in scripts)
      ? members.find((name) => context.kinds(scripts[name!], name!).has('test'))
      : undefined;
  const test = member ? `composer ${member}` : picked;
  if (test) Object.assign(php, { test, declared: true, ...scriptPaths(scripts[test.slice('composer '.length)] ?? '', context) });
  else if (laravel) Object.assign(php, { test: 'php artisan test', takesPaths: true });
  else if (has('pestphp/pest')) Object.assign(php, { test: binary('pest'), takesPaths: true });
  // Symfony's bridge installs PHPUnit on its own, behind its `simple-phpunit` (no `vendor/bin/phpunit`)
  else if (has('symfony/phpunit-bridge') && !has('phpunit/phpunit'))
    Object.assign(php, { test: binary('simple-phpunit'), takesPaths: true });
  else if (has('phpunit/phpunit') || PHPUNIT_BRINGERS.some(has) || lockHolds(context.json('composer.lock'), 'phpunit/phpunit'))
    Object.assign(php, { test: binary('phpunit'), takesPaths: true });
  // a phpunit config alone: a PHPUnit installed elsewhere runs it (a Symfony component split from its monorepo,
  // whose `require-dev` lacks phpunit: no `vendor/bin/phpunit` ever exists there)
  else if (names.some((name) => /^phpunit\.xml(\.dist)?$/.test(name))) Object.assign(php, { test: 'phpunit', takesPaths: true });
  // a tool's binary is in vendor/bin only when the project requires it (or installs it with the bin plugin, `vendor-bin/`):
  // a config file alone names a tool installed elsewhere (CI's `composer global require`), or none
  const binPlugin = has('bamarni/composer-bin-plugin');
  const analyzers = installedAnalyzers(context, has, binPlugin);
  php.typecheck =
    analysisScript(runnable, analyzers.map(analyzerOf)) ??
    script('typecheck', [
      'phpstan',
      'analyse',
      'analyze',
      'stan',
      'psalm',
      'check-static',
      'static',
      'static-analysis',
      'test:types',
      'types',
    ]) ??
    (analyzers.join(' && ') || undefined);
  // a checker configured here that a composer project of its own installs (PHP-Parser's `tools/composer.json`): as CI
  // or the guides run it (`php tools/vendor/bin/phpstan`)
  // (not one CI installs globally: `~/.composer/vendor/bin/phpstan` is no binary of this project)
  const configured = ANALYZERS.find((tool) => names.some((name) => name.startsWith(`${tool}.`) && /\.(neon|xml)(\.dist)?$/.test(name)));
  const installedBy = (command: string) => {
    const folder = /(?:^|\s)([\w.-]+(?:\/[\w.-]+)*\/)vendor\/bin\/\w+(?:\s|$)/.exec(command)?.[1];
    const manifest = folder === undefined ? undefined : context.json(`${folder}composer.json`);
    const required = { ...section(manifest ?? {}, 'require'), ...section(manifest ?? {}, 'require-dev') };
    return Object.keys(required).some((pkg) => pkg.endsWith(`/${configured}`));
  };
  // (without the output format CI's annotations read: `--error-format=github`)
  php.typecheck ??= configured
    ? context
        .saidCommands()
        .find((command) => analyzerOf(command) === configured && installedBy(command))
        ?.replace(/\s--(error-)?format[= ](github|checkstyle|junit)\b/, '')
    : undefined;
  // the checker as the project's CI runs it, through its Makefile's target (FastRoute's `make phpstan` of
  // `vendor/bin/phpstan analyse --memory-limit=-1`)
  if (php.typecheck && !php.typecheck.startsWith('composer ') && context.names.includes('Makefile')) {
    const recipes = makeRecipes(context.text('Makefile') ?? '');
    php.typecheck = php.typecheck
      .split(' && ')
      .map((run) => {
        const program = analyzerOf(run);
        const target = Object.keys(recipes).find(
          (name) => new RegExp(`\\b${program}\\b`).test(recipes[name]) && context.saidCommands().includes(`make ${name}`),
        );
        return target ? `make ${target}` : run;
      })
      .join(' && ');
  }
  php.lint =
    script('lint', ['lint', 'cs', 'cs:check', 'cs-check', 'check-cs', 'phpcs', 'check-style', 'format:check', 'test:lint', 'pint']) ??
    (has('laravel/pint')
      ? `${binary('pint')} --test`
      : has('friendsofphp/php-cs-fixer') || has('php-cs-fixer/shim')
        ? `${binary('php-cs-fixer')} fix --dry-run --diff`
        : has('squizlabs/php_codesniffer')
          ? binary('phpcs')
          : undefined);
  // the paths phpstan analyses (`paths:` of its config): a file outside them is not its to check
  const neon = names.find((name) => PHPSTAN_CONFIG.test(name));
  const config = neon ? (context.text(neon) ?? '') : '';
  const paths = neonList(config, 'paths');
  // what it leaves out (`excludePaths`) it never checks either
  if (paths.length > 0) profile.typecheckFiles = [...paths, ...neonList(config, 'excludePaths').map((path) => `!${path}`)];
  // psalm alone: its `<projectFiles>` and the autoloaded code their types come from (webmozart/assert's
  // `tests/static-analysis` checks `src/`'s assertions; its phpunit tests are neither)
  else if (neon === undefined && analyzerOf(php.typecheck ?? '') !== 'phpstan') {
    const psalm = names.find((name) => /^psalm\.xml(\.dist)?$/.test(name));
    const [listed, ignored] = psalmFiles(psalm ? (context.text(psalm) ?? '') : '');
    if (listed.length > 0) profile.typecheckFiles = [...listed, ...autoloaded(manifest), ...ignored.map((path) => `!${path}`)];
  }
  const analyzed = analyzedFiles(context, scripts, php.typecheck);
  if (analyzed) {
    php.analyzedBy = analyzed;
    // (phpstan's configs the type-check hands it, `-c phpstan-tests.neon`, check their paths too)
    const phpstan = Object.values(analyzed).flatMap((patterns) => patterns.filter((pattern) => pattern.startsWith('phpstan:')));
    profile.typecheckFiles = [...(profile.typecheckFiles ?? []), ...phpstan.map((pattern) => pattern.slice('phpstan:'.length))];
  }
  if (laravel) profile.checks.migrate = 'php artisan migrate';
}

/** PHPStan's type assertions (`use function PHPStan\\Testing\\assertType;`), which its analysis checks and no test run executes. */
const TYPE_ASSERTIONS = /\bPHPStan\\Testing\\assert(Type|NativeType|SuperType|VariableCertainty)\b/;

/**
 * The directories the test suites of package `dir`'s phpunit config run (`<directory>tests</directory>`) and those they
 * leave out (`<exclude>tests/static-analysis</exclude>`), package-relative; none: no config.
 */
function phpunitSuites(dir: string, project: ProjectFiles): { run: string[]; excluded: string[] } {
  const config =
    ['phpunit.xml', 'phpunit.xml.dist', 'phpunit.dist.xml'].map((name) => project.read(joinDir(dir, name))).find(Boolean) ?? '';
  const entries = [...config.matchAll(/<(directory|exclude)\b[^>]{0,200}>\s*([^<]{1,300}?)\s*<\/(?:directory|exclude)>/g)].filter(
    (m) => config.lastIndexOf('<testsuite', m.index) > config.lastIndexOf('</testsuite>', m.index),
  );
  const of = (tag: string) => entries.filter((m) => m[1] === tag).map((m) => joinDir('', m[2]));
  return { run: of('directory'), excluded: of('exclude') };
}

/** The folders of these that hold a package-relative path (or are that file). */
const holding = (folders: string[], path: string) =>
  folders.filter((folder) => folder === '' || path === folder || path.startsWith(`${folder}/`));

/**
 * A file of type tests the phpunit test suites leave out, which the analysis is the only check of: PHPStan type
 * assertions outside the suites' folders (laravel-data's `types/Data.php`, in phpstan's `paths`), or a file of a folder the
 * suites exclude that psalm's `<projectFiles>` lists itself (webmozart/assert's `tests/static-analysis`; a fixtures folder
 * the suites exclude under a listed `tests` is read by the tests).
 */
function typeTest(file: string, checks: FileCheckCommands, project: ProjectFiles): FileCheckCommands | undefined {
  if (checks.test === undefined) return undefined;
  const relative = checks.dir ? file.slice(checks.dir.length + 1) : file;
  const suites = project.memo(`php:suites:${checks.dir}`, () => phpunitSuites(checks.dir, project));
  if (suites.run.length === 0) return undefined;
  const typeTests =
    holding(suites.run, relative).length === 0
      ? TYPE_ASSERTIONS.test(project.read(file) ?? '')
      : psalmOwns(checks.dir, relative, holding(suites.excluded, relative), project);
  return typeTests ? { ...checks, test: undefined } : undefined;
}

/**
 * Does package `dir`'s psalm config list this package-relative file in its `<projectFiles>` (and not ignore it) by one of
 * the folders the test suites exclude, or a folder or file inside one: a suite of psalm's own.
 */
function psalmOwns(dir: string, relative: string, excluded: string[], project: ProjectFiles): boolean {
  if (excluded.length === 0) return false;
  const [listed, ignored] = project.memo(`php:psalm:${dir}`, () =>
    psalmFiles(['psalm.xml', 'psalm.xml.dist'].map((name) => project.read(joinDir(dir, name))).find(Boolean) ?? ''),
  );
  return holding(listed, relative).some((entry) => holding(excluded, entry).length > 0) && holding(ignored, relative).length === 0;
}

/**
 * How a test script takes test files: composer hands a script's arguments to each of its commands, so a script of one
 * runner takes them, and one that runs other checks before it (`check`: phpcs, phpstan, then phpunit) does not, nor one
 * whose runner it already gives a folder (`tester tests -s`: handed a file too, it runs the whole folder beside it): a
 * changed test file is run with that runner itself (`vendor/bin/phpunit`), which composer finds in `vendor/bin`.
 */
function scriptPaths(body: string, context: DetectContext): Pick<LanguageChecks, 'takesPaths' | 'fileTest'> {
  const commands = body.split(' && ');
  const runner = commands.find((command) => context.kinds(command, '').has('test') && context.takesPaths(command));
  const words = runner?.split(/\s+/) ?? [];
  const at = words.findIndex((word) => word !== 'php' && !word.includes('='));
  const givesFolder = positionals(words.slice(at + 1)).some((word) => context.list(word).length > 0);
  if (commands.length === 1 && !givesFolder) return { takesPaths: context.takesPaths(body) };
  const program = words[at];
  return { takesPaths: false, ...(program && { fileTest: program.includes('/') ? program : binary(program) }) };
}

/**
 * Where more than one analyzer is owed (each one CI runs, guzzle's and ramsey/uuid's PHPStan and Psalm), the composer
 * script that runs every one of them and nothing else (ramsey/uuid's `"analyze": ["@phpstan", "@psalm"]`), its scripts'
 * bodies read one level down.
 */
function analysisScript(scripts: Record<string, string>, owed: (string | undefined)[]): string | undefined {
  if (owed.length < 2) return undefined;
  const runs = (body: string) =>
    body.split(' && ').flatMap((part) => {
      const named = /^composer ([\w:.-]+)$/.exec(part)?.[1];
      const body = named === undefined ? undefined : ownEntry(scripts, named);
      return body !== undefined ? body.split(' && ') : [part];
    });
  const name = Object.keys(scripts).find((each) => {
    const tools = runs(scripts[each]).map(analyzerOf);
    return tools.every((tool) => tool !== undefined) && owed.every((tool) => tool !== undefined && tools.includes(tool));
  });
  return name === undefined ? undefined : `composer ${name}`;
}

/**
 * The files each part of a type-check made of composer scripts checks (ramsey/uuid's `analyze` of `@phpstan`, over
 * phpstan.neon.dist's `src` and `-c phpstan-tests.neon`'s `tests`, and `@psalm`, over psalm.xml's `<projectFiles>`), each
 * pattern named for its analyzer (`phpstan:tests`, `psalm:!src/Legacy`); undefined: one script, or a part that runs another tool.
 */
function analyzedFiles(
  context: DetectContext,
  scripts: Record<string, string>,
  typecheck: string | undefined,
): Record<string, string[]> | undefined {
  const body = typecheck?.startsWith('composer ') ? ownEntry(scripts, typecheck.slice('composer '.length)) : undefined;
  const parts = body?.split(' && ').map((part) => /^composer ([\w:.-]+)$/.exec(part)?.[1]) ?? [];
  if (parts.length < 2 || parts.some((part) => part === undefined || ownEntry(scripts, part) === undefined)) return undefined;
  const analyzed: Record<string, string[]> = {};
  for (const part of parts as string[]) {
    const checked = ownEntry(scripts, part)!
      .split(' && ')
      .map((run) => analyzerFiles(context, run));
    if (checked.some((files) => files === undefined)) return undefined;
    analyzed[`composer ${part}`] = checked.flat() as string[];
  }
  return analyzed;
}

/** The files one analyzer run checks by the config it reads (`-c`, `--config=`, else its default), named for it; undefined: no analyzer's run, or none said. */
function analyzerFiles(context: DetectContext, run: string): string[] | undefined {
  const tool = analyzerOf(run);
  const given = /(?:^|\s)(?:-c|--config(?:uration)?)[= ]([\w./-]+)/.exec(run)?.[1];
  const config =
    given ?? context.names.find((name) => (tool === 'phpstan' ? PHPSTAN_CONFIG.test(name) : /^psalm\.xml(\.dist)?$/.test(name)));
  const text = config === undefined ? undefined : context.text(config);
  if (tool === undefined || text === undefined) return undefined;
  const [paths, excluded] = tool === 'phpstan' ? [neonList(text, 'paths'), neonList(text, 'excludePaths')] : psalmFiles(text);
  return paths.length > 0 ? [...paths, ...excluded.map((path) => `!${path}`)].map((pattern) => `${tool}:${pattern}`) : undefined;
}

/** The folders composer's `autoload` maps the project's own classes from (psr-4, psr-0, classmap), `./` and a trailing `/` dropped. */
function autoloaded(manifest: Record<string, unknown>): string[] {
  const autoload = section(manifest, 'autoload') ?? {};
  const mapped = ['psr-4', 'psr-0'].flatMap((kind) => Object.values(section(autoload, kind) ?? {}).flat());
  const listed = Array.isArray(autoload.classmap) ? autoload.classmap : [];
  return [...mapped, ...listed]
    .filter((path): path is string => typeof path === 'string')
    .map((path) => path.replace(/^\.?\//, '').replace(/\/$/, ''))
    .filter((path) => path !== '');
}

/** The folders and files a psalm config's `<projectFiles>` lists, and those its `<ignoreFiles>` inside it leaves out, `./` dropped. */
function psalmFiles(text: string): [string[], string[]] {
  const ignored = /<ignoreFiles\b[\s\S]*?<\/ignoreFiles>/.exec(text)?.[0] ?? '';
  const project = (/<projectFiles\b[\s\S]*?<\/projectFiles>/.exec(text)?.[0] ?? '').replace(ignored, '');
  const listed = (block: string) =>
    [...block.matchAll(/<(?:directory|file)\s+name="([^"]+)"/g)].map((m) => m[1].replace(/^\.?\//, '').replace(/\/$/, ''));
  return [listed(project), listed(ignored)];
}

/**
 * The runs of the analyzers the project installs (a tool's binary is in vendor/bin only when the project requires it, or
 * the bin plugin installs it from `vendor-bin/<tool>/composer.json`): the first, and each other one the project's CI or
 * guides run too (guzzle's PHPStan and Psalm jobs), which is owed beside it.
 */
function installedAnalyzers(context: DetectContext, has: (pkg: string) => boolean, binPlugin: boolean): string[] {
  const configured = (config: RegExp) => binPlugin && context.names.some((name) => config.test(name));
  const binRequires = (tool: string, pkg: string) =>
    binPlugin && pkg in (section(context.json(`vendor-bin/${tool}/composer.json`) ?? {}, 'require') ?? {});
  const runs: Record<string, string | undefined> = {
    phpstan: has('phpstan/phpstan') || has('larastan/larastan') || configured(PHPSTAN_CONFIG) ? `${binary('phpstan')} analyse` : undefined,
    // psalm/phar's binary is the phar
    psalm:
      has('psalm/phar') || binRequires('psalm', 'psalm/phar')
        ? binary('psalm.phar')
        : has('vimeo/psalm') || configured(/^psalm\.xml(\.dist)?$/)
          ? binary('psalm')
          : undefined,
  };
  const said = (tool: string) => context.saidCommands().some((command) => analyzerOf(command) === tool);
  return ANALYZERS.filter((tool) => runs[tool] !== undefined)
    .filter((tool, i) => i === 0 || said(tool))
    .map((tool) => runs[tool]!);
}

/**
 * The items of a list of a phpstan config (NEON, YAML-like) under `key`, its nested lists too (`excludePaths:`
 * `analyse:` `- src/x`): `- src/`, commented ones left out, an optional one's `(?)` dropped.
 */
function neonList(text: string, key: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => new RegExp(`^[ \\t]+${key}:[ \\t]*(#.*)?$`).test(line));
  if (at < 0) return [];
  const indent = (line: string) => /^[ \t]*/.exec(line)![0].length;
  const items: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (/^[ \t]*(#.*)?$/.test(line)) continue;
    // a list may sit at its key's own indent, as YAML allows (`paths:` then `- src` under it)
    if (indent(line) < indent(lines[at]) || (indent(line) === indent(lines[at]) && !/^[ \t]*-/.test(line))) break;
    const item = /^[ \t]*-[ \t]*['"]?([^'"#\n]+?)['"]?[ \t]*$/.exec(line.replace(/[ \t]*\(\?\)[ \t]*$/, ''));
    if (item) items.push(item[1].replace(/^\.?\//, '').replace(/\/$/, ''));
  }
  return items;
}

/** Packages composer.json requires that composer.lock does not hold, or holds at a version the constraint no longer admits: they need `composer update <name>`. */
function unlocked(manifest: Record<string, unknown>, lock: Record<string, unknown> | undefined): string[] {
  if (!lock) return [];
  const locked = new Map(
    [...(Array.isArray(lock.packages) ? lock.packages : []), ...(Array.isArray(lock['packages-dev']) ? lock['packages-dev'] : [])].map(
      (entry) => [String((entry as { name?: unknown })?.name ?? ''), String((entry as { version?: unknown })?.version ?? '')],
    ),
  );
  const wanted = { ...section(manifest, 'require'), ...section(manifest, 'require-dev') };
  // platform requirements (php, ext-*, lib-*) are never in the lock
  return Object.entries(wanted)
    .filter(([name, constraint]) => name.includes('/') && (!locked.has(name) || !admits(String(constraint), locked.get(name)!)))
    .map(([name]) => name);
}

const versionParts = (version: string) =>
  (/^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version) ?? []).slice(1, 4).map((part) => Number(part ?? 0));
const compare = (a: number[], b: number[]) => a.reduce((found, part, i) => found || part - (b[i] ?? 0), 0);

/** Does a composer constraint admit a version (`^2.1`, `~1.4`, `>=3 <5`, `1.2.*`, `^1 || ^2`)? Anything it cannot read admits. */
function admits(constraint: string, version: string): boolean {
  if (!/^v?\d/.test(version)) return true;
  const at = versionParts(version);
  return constraint.split(/\s*\|\|?\s*/).some((alternative) =>
    alternative
      .split(/\s*,\s*|\s+/)
      .filter(Boolean)
      .every((part) => {
        const match = /^(\^|~|>=|<=|>|<|=)?v?(\d+(?:\.\d+){0,2})(\.\*)?$/.exec(part);
        if (!match) return true;
        const [, op = '', given, wildcard] = match;
        const floor = versionParts(given);
        const depth = given.split('.').length;
        const ceiling = (level: number) => [...floor.slice(0, level), floor[level] + 1, 0, 0].slice(0, 3);
        if (op === '^') return compare(at, floor) >= 0 && compare(at, ceiling(floor[0] > 0 || depth === 1 ? 0 : 1)) < 0;
        if (op === '~') return compare(at, floor) >= 0 && compare(at, ceiling(Math.max(0, depth - 2))) < 0;
        if (op === '>=') return compare(at, floor) >= 0;
        if (op === '>') return compare(at, floor) > 0;
        if (op === '<=') return compare(at, floor) <= 0;
        if (op === '<') return compare(at, floor) < 0;
        if (wildcard || depth < 3) return compare(at, floor) >= 0 && compare(at, ceiling(depth - 1)) < 0;
        return compare(at, floor) === 0;
      }),
  );
}

/** A PHPUnit test class's file, or a Nette Tester test script (`tests/Utils/Arrays.first().phpt`). */
const TEST_FILE = /Test\.php$|\.phpt$/;
/** The most folders of a test folder the walk for a data file's tests lists, and the most test files it reads. */
const MAX_TEST_FOLDERS = 200;
const MAX_TEST_READS = 60;

/** The test files below a package's test folder (root-relative), a bounded walk. */
function testFilesBelow(folder: string, project: ProjectFiles): string[] {
  const found: string[] = [];
  const folders = [folder];
  for (let seen = 0; folders.length > 0 && seen < MAX_TEST_FOLDERS; seen++) {
    const at = folders.shift()!;
    for (const entry of project.list(at)) {
      if (TEST_FILE.test(entry)) found.push(`${at}/${entry}`);
      else if (!entry.includes('.')) folders.push(`${at}/${entry}`);
    }
  }
  return found;
}

/**
 * A PHP file of the test folder that is no test class, a data provider its tests `require` (PhpSpreadsheet's
 * `tests/data/Calculation/TextData/CLEAN.php`, read by `CleanTest.php`): its changed tests are the test files that read
 * it, looked for beside the tests named for it (`CleanTest.php`), by its folder and name (`TextData/CLEAN.php`).
 */
function dataProvider(file: string, checks: FileCheckCommands, project: ProjectFiles): FileCheckCommands | undefined {
  const base = checks.dir ? `${checks.dir}/` : '';
  const parts = file.slice(base.length).split('/');
  const name = parts[parts.length - 1];
  if (!checks.test || !/^tests?$/.test(parts[0]) || parts.length < 2 || !name.endsWith('.php') || TEST_FILE.test(name)) return undefined;
  const stem = name.slice(0, -'.php'.length).toLowerCase();
  const tail = parts.slice(-2).join('/');
  const tests = project.memo(`php:tests\0${base}${parts[0]}`, () => testFilesBelow(`${base}${parts[0]}`, project));
  const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));
  const named = tests.filter((test) =>
    test
      .slice(test.lastIndexOf('/') + 1)
      .toLowerCase()
      .startsWith(stem),
  );
  const folders = new Set(named.map(folderOf));
  const readers = tests
    .filter((test) => folders.has(folderOf(test)))
    .slice(0, MAX_TEST_READS)
    .filter((test) => [`/${tail}`, `'${tail}`, `"${tail}`].some((said) => (project.read(test) ?? '').includes(said)));
  return readers.length > 0 ? { ...checks, testedBy: readers } : undefined;
}

/** A file whose head says it is generated (moneyphp's `This is a generated file. Do not edit it manually!`, `@generated`). */
const saysGenerated = (text: string | undefined) =>
  /\b(this is a generated file|@generated|do not edit)\b/i.test((text ?? '').slice(0, 2048));

/**
 * The generator a PHP script is (moneyphp's `resources/generate-money-factory.php`): it writes, by `file_put_contents` to a
 * path beside it (`__DIR__.'/../src/MoneyFactory.php'`), a committed file that says it is generated; a change to the script
 * leaves that file stale until the script runs.
 */
function generates(file: string, project: ProjectFiles) {
  if (!file.endsWith('.php') || TEST_FILE.test(file)) return undefined;
  const text = project.read(file) ?? '';
  for (const [, target] of text.matchAll(/\bfile_put_contents\(\s*__DIR__\s*\.\s*['"]([\w./-]{1,200})['"]/g)) {
    const written = joinDir(folderOf(file), target);
    if (written !== file && saysGenerated(project.read(written))) return { command: `php ${file}`, text: 'Regenerate the code' };
  }
  return undefined;
}

const ANALYZER_CONFIG = /(^|\/)(phpstan[^/]*\.neon(\.dist)?|psalm\.xml(\.dist)?)$/;

export const php: EcosystemModule = {
  name: 'php',
  // `composer test -- tests/XTest.php`: composer hands what follows `--` to the script; the runner a script that runs
  // other checks too names (`fileTest`) takes the paths itself
  changedTests: (command, files, paths) =>
    !paths
      ? undefined
      : /^composer [\w:.-]+$/.test(command)
        ? `${command} -- ${files.map(shellWord).join(' ')}`
        : /^vendor\/bin\/[\w-]+$/.test(command)
          ? `${command} ${files.map(shellWord).join(' ')}`
          : undefined,
  // only the lock changed (a pull, a merge): install what it holds
  installFor: (command, changed) => (changed.includes('composer.json') ? command : 'composer install'),
  // with a lock on disk, `composer install` installs what it pins and only warns that composer.json moved on
  installsLocked: (words) => words[0] === 'composer' && ['install', 'i'].includes(words[1] ?? ''),
  tasks: { tool: 'composer', run: (name) => `composer ${name}` },
  // (`.phpt`: Nette Tester's test scripts, PHP code)
  extensions: ['php', 'phpt'],
  // Twig templates the application renders (Blade's are `.php`), and the service and route configuration a Symfony app
  // or bundle loads (`config/services.xml`, `src/Resources/config/routing.yaml`): its tests render and load them
  packageFiles: /^(templates\/.+\.twig|(src\/Resources\/)?config\/.+\.(xml|ya?ml))$/,
  manifests: /^(composer\.json|composer\.lock)$/,
  // the analyzer, its extensions, or a framework's (Larastan)
  checkerPackages: (file, text) =>
    file.endsWith('composer.json')
      ? [...text.matchAll(/"(phpstan\/[\w.-]+|vimeo\/psalm|psalm\/[\w.-]+|(nunomaduro|larastan)\/larastan)"\s*:\s*"[^"]*"/g)].map(
          (m) => m[0],
        )
      : [],
  markers: /^composer\.json$/,
  buildFolders: [{ folder: 'vendor', beside: /^composer\.json$/ }, { folder: '.phpunit.cache' }],
  testFiles: TEST_FILE,
  detect,
  // (a type test lies outside the test suites, a data provider inside them)
  refine: (file, checks, project) => typeTest(file, checks, project) ?? dataProvider(file, checks, project),
  generates,
  // its analyzer's own config (a raised level, a baseline) is checked by a run, whatever files it names
  typed: new RegExp(`(^|\\/)[^/]+\\.php$|${ANALYZER_CONFIG.source}`),
  typeChecks: (owner, file) => (ANALYZER_CONFIG.test(file) ? true : typecheckFilesCover(owner, file)),
  // the scripts of a composer type-check made of several (`analyze`: `@phpstan`, `@psalm`) that check the file: all of
  // them are the type-check itself; a test file only phpstan's tests config takes is `composer phpstan`'s
  typecheckPart: (owner, file, command) => {
    const analyzed = owner.languages.php?.analyzedBy ?? {};
    const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
    const checks = (patterns: string[]) => {
      const named = patterns.map((pattern) => pattern.slice(pattern.indexOf(':') + 1));
      const left = named.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
      return (
        patternsCover(
          named.filter((pattern) => !pattern.startsWith('!')),
          relative,
        ) && !patternsCover(left, relative)
      );
    };
    const parts = Object.keys(analyzed);
    const checking = parts.filter((part) => checks(analyzed[part]));
    const own = owner.languages.php?.typecheck;
    return own !== undefined && command.endsWith(own) && checking.length > 0 && checking.length < parts.length
      ? `${command.slice(0, command.length - own.length)}${checking.join(' && ')}`
      : command;
  },
  evidence: {
    launchers: ['composer', 'php', 'artisan', 'pint', 'php-cs-fixer'],
    // a formatter's dry run checks the style (`php-cs-fixer fix --dry-run`, `pint --test`); a composer script does what it runs
    kinds: (program, args, judge) =>
      (program === 'php-cs-fixer' && args.includes('--dry-run')) || (program === 'pint' && args.includes('--test'))
        ? ['lint']
        : composerScript(program, args, judge),
    // symfony/phpunit-bridge's `simple-phpunit` installs and runs phpunit; Nette Tester's `tester` runs the `.phpt` scripts
    // below the paths it is given; PHPMD and ECS lint (a `phpmd-test` script lints the tests)
    programs: {
      test: ['phpunit', 'simple-phpunit', 'pest', 'paratest', 'tester'],
      typecheck: ['phpstan', 'psalm', 'psalm.phar', 'phan'],
      lint: ['phpcs', 'phpmd', 'ecs'],
    },
    subcommands: { artisan: { test: ['test'], migrate: ['migrate', 'migrate:refresh', 'migrate:fresh'] }, pint: {}, 'php-cs-fixer': {} },
    pathTaking: ['phpunit', 'simple-phpunit', 'pest', 'tester', 'phpstan'],
    installs: (program, args) =>
      program === 'composer' && ['install', 'update', 'require', 'remove', 'upgrade', 'i', 'u'].includes(args[0] ?? ''),
    writers: {
      pint: (a) => (a.includes('--test') ? undefined : writtenPaths(a)),
      'php-cs-fixer': (a) => (a[0] === 'fix' && !a.includes('--dry-run') ? writtenPaths(a, 1) : undefined),
    },
  },
};
