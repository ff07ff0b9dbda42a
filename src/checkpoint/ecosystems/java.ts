import { joinDir } from '../../util/paths.js';
import { positionals } from '../shell.js';
import type {
  DetectContext,
  DirectoryProfile,
  EcosystemModule,
  FileCheckCommands,
  Kind,
  LanguageChecks,
  ProjectFiles,
  ScopeTerms,
} from './_module.js';
import { className, FROM_ROOT, optionValues } from './_module.js';

// Java and Kotlin with Maven or Gradle, wrappers first. Maven: checkstyle bound to an early phase runs
// in `mvn test`, so it is no check of its own. Gradle: an Android module's unit tests are a variant
// task (`testDebugUnitTest`, with the first product flavour), version catalogs are dependency files,
// and the baselines CI compares (dependency-guard, the binary-compatibility validator's API dump) are
// asked for when the project applies them.

/** Phases a plugin execution may be bound to and still run inside `mvn test`. */
const BEFORE_TEST =
  /<phase>\s*(validate|initialize|generate-sources|process-sources|generate-resources|process-resources|compile|process-classes|generate-test-sources|process-test-sources|test-compile|test)\s*<\/phase>/;

function pluginBlock(pom: string, artifact: string): string | undefined {
  const start = pom.indexOf(`<artifactId>${artifact}</artifactId>`);
  if (start < 0) return undefined;
  const end = pom.indexOf('</plugin>', start);
  return pom.slice(start, end < 0 ? undefined : end);
}

/**
 * Is a property of a parent pom the build's own version (`<zxing.version>3.5.5-SNAPSHOT</zxing.version>` beside
 * `<version>3.5.5-SNAPSHOT</version>`), or a snapshot, as a module of the same build is?
 */
function buildVersion(parent: string, property: string): boolean {
  const start = parent.indexOf('<properties>');
  const end = parent.indexOf('</properties>', start);
  if (start < 0 || end < 0) return false;
  const properties = parent.slice(start, end);
  const value = new RegExp(`<${property.replaceAll('.', '\\.')}>([^<]{1,100})</`).exec(properties)?.[1].trim();
  if (!value) return false;
  const head = parent.slice(0, parent.search(/<(dependencies|dependencyManagement|properties|build|modules)>/));
  const parentEnd = head.indexOf('</parent>');
  const own = /<version>([^<]{1,100})<\/version>/.exec(parentEnd < 0 ? head : head.slice(parentEnd))?.[1].trim();
  return value === own || value.endsWith('-SNAPSHOT');
}

/**
 * Does the module depend on an artifact its parent pom's `<dependencyManagement>` pins to the build's own version
 * (`${project.version}`, or a property of that value), a module of the same build?
 */
function managedSibling(context: DetectContext, own: string, self: string | undefined, parentBlock: string): boolean {
  // the parent's pom: where `<relativePath>` says (`../parent/pom.xml`), else the folder above's
  const given = /<relativePath>([^<]{1,200})<\/relativePath>/.exec(parentBlock)?.[1].trim();
  const path = given ? (given.endsWith('.xml') ? given : `${given.replace(/\/$/, '')}/pom.xml`) : '../pom.xml';
  // inside the repository only: never more folders up than the module is deep
  const depth = context.dir ? context.dir.split('/').length : 0;
  const inside = !path.startsWith('/') && (path.match(/(^|\/)\.\.(?=\/)/g)?.length ?? 0) <= depth;
  const parent = inside && context.exists(path) ? (context.text(path) ?? '') : '';
  const start = parent.indexOf('<dependencyManagement>');
  if (start < 0) return false;
  const end = parent.indexOf('</dependencyManagement>', start);
  return parent
    .slice(start, end < 0 ? undefined : end)
    .split('<dependency>')
    .slice(1, 200)
    .filter((entry) => {
      const version = /<version>\$\{([\w.-]{1,100})\}<\/version>/.exec(entry)?.[1];
      return version !== undefined && (version === 'project.version' || buildVersion(parent, version));
    })
    .map((entry) => /<artifactId>([^<]{1,200})<\/artifactId>/.exec(entry)?.[1])
    .some((artifact) => artifact !== undefined && artifact !== self && own.includes(`<artifactId>${artifact}</artifactId>`));
}

/** The `<dependencies>` of a pom name this artifact. */
const dependsOn = (pom: string, artifact: string) => {
  const start = pom.indexOf('<dependencies>');
  return start >= 0 && pom.slice(start).includes(`<artifactId>${artifact}</artifactId>`);
};

/** A pom's `<parent>` block and the rest, its own (indexOf: no regex backtracking on a hostile pom). */
function splitParent(pom: string): { parent?: string; own: string } {
  const start = pom.indexOf('<parent>');
  const end = start < 0 ? -1 : pom.indexOf('</parent>', start);
  return end < 0 ? { own: pom } : { parent: pom.slice(start, end), own: pom.slice(0, start) + pom.slice(end) };
}

/** A module's own artifactId, not its parent's. */
const ownArtifact = (own: string) => /<artifactId>([^<]{1,200})<\/artifactId>/.exec(own)?.[1];

/** The `<parent>` of a pom names this artifact: the module inherits it. */
const inherits = (pom: string, artifact: string) => splitParent(pom).parent?.includes(`<artifactId>${artifact}</artifactId>`) ?? false;

/**
 * The other modules of the build beside module `dir` (root-relative), by folder: those of each enclosing aggregator's
 * `<modules>`, up to the root. A module nested under one (`extensions/gson`, listed by `extensions/pom.xml`) has the
 * modules beside that aggregator (`impl`) as much as its own siblings. `read` reads a root-relative file.
 */
function siblingModules(dir: string, read: (path: string) => string | undefined): string[] {
  if (dir === '') return [];
  const folders = dir.split('/');
  const found: string[] = [];
  for (let up = 1; up <= Math.min(folders.length, 5); up++) {
    const aggregator = folders.slice(0, folders.length - up).join('/');
    // the folder the walk came up through, as this aggregator names it: itself, or the aggregator holding it
    const through = folders[folders.length - up];
    const modules = [...(read(joinDir(aggregator, 'pom.xml')) ?? '').matchAll(/<module>([\w.-]{1,200})<\/module>/g)].map((m) => m[1]);
    found.push(
      ...modules
        .filter((module) => module !== through && module !== '..' && module !== '.')
        .slice(0, 50)
        .map((module) => joinDir(aggregator, module)),
    );
  }
  return found;
}

/** A detected directory's reader of root-relative files. */
const rootReader = (context: DetectContext) => {
  const up = context.dir ? '../'.repeat(context.dir.split('/').length) : '';
  return (path: string) => context.text(`${up}${path}`);
};

/** Does another module of the build depend on this artifact? */
function siblingsUse(context: DetectContext, artifact: string): boolean {
  const read = rootReader(context);
  return siblingModules(context.dir, read).some((module) => dependsOn(read(`${module}/pom.xml`) ?? '', artifact));
}

/**
 * Does another module of the build name this pom-packaged module as its `<parent>`: one beside it (mapstruct's separate
 * `parent/`), or one of its own `<modules>`? Their builds inherit what it declares, so their tests test a change of it.
 */
function inheritedBy(context: DetectContext, pom: string, artifact: string): boolean {
  if (!/<packaging>\s*pom\s*<\/packaging>/.test(pom)) return false;
  const read = rootReader(context);
  const own = [...pom.matchAll(/<module>([\w.-]{1,200})<\/module>/g)].slice(0, 50).map((m) => joinDir(context.dir, m[1]));
  return [...siblingModules(context.dir, read), ...own].some((module) => inherits(read(`${module}/pom.xml`) ?? '', artifact));
}

function detectMaven(context: DetectContext, profile: DirectoryProfile): void {
  const pom = context.text('pom.xml') ?? '';
  if (!profile.sources.includes('pom.xml')) profile.sources.push('pom.xml');
  const { parent, own } = splitParent(pom);
  const name = ownArtifact(own);
  if (name) profile.name = name;
  if (/<modules>/.test(pom)) profile.workspace = { ...profile.workspace, maven: true };
  // a dependency on a module of the same build (`${project.version}`, or a version its parent manages so): a run of this
  // module alone needs it built too
  // (not a parent pom other modules inherit: it builds nothing, its `${project.version}` entries manage their versions)
  const inherited = name !== undefined && inheritedBy(context, pom, name);
  if (
    !inherited &&
    (/<version>\$\{project(\.parent)?\.version\}<\/version>/.test(pom) ||
      (parent !== undefined && managedSibling(context, own, name, parent)))
  )
    profile.needsSiblings = true;
  // the modules inheriting a parent pom test it, and those depending on one with no tests of its own (a module with tests
  // runs them alone, unless their code names the changed class: `dependentsNaming`)
  if (inherited || (name && parent !== undefined && !context.exists('src/test') && siblingsUse(context, name))) profile.neededBy = true;
  const mvn = context.names.includes('mvnw') ? './mvnw' : 'mvn';
  // what a bare `mvn` runs: the pom's <defaultGoal>
  const defaultGoal = /<defaultGoal>([^<]{1,200})<\/defaultGoal>/.exec(pom)?.[1].trim();
  if (defaultGoal) profile.recipes.maven = { default: defaultGoal };
  // where CI or the guides run a bare `mvn` (commons' "run `mvn` by itself") and its goal runs the tests, that is the run
  const bare = context.saidCommands().some((said) => /^(\.\/)?mvnw?(\s+-[-\w]+)*\s*$/.test(said.trim()));
  const testsByDefault =
    defaultGoal !== undefined && /\b(test|verify|install|package)\b/.test(defaultGoal) && !/skipTests/.test(defaultGoal);
  const java: LanguageChecks = (profile.languages.java = { test: bare && testsByDefault ? mvn : `${mvn} test` });
  // integration tests the failsafe plugin runs (`*IT.java`): `mvn verify`, never `mvn test`
  if (pom.includes('<artifactId>maven-failsafe-plugin</artifactId>'))
    java.suites = [{ include: ['**/*IT.java', '**/IT*.java', '**/*ITCase.java'], test: `${mvn} verify`, runner: 'verify' }];
  for (const [artifact, goal] of [
    ['spotless-maven-plugin', 'spotless:check'],
    ['maven-checkstyle-plugin', 'checkstyle:check'],
  ]) {
    const block = pluginBlock(pom, artifact);
    if (block === undefined) continue;
    // bound to a phase `mvn test` runs: the tests already lint
    if (!BEFORE_TEST.test(block)) java.lint = `${mvn} ${goal}`;
    break;
  }
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Micronaut's shared settings plugin, with its standardized project names turned on (`useStandardizedProjectNames = true`, `.set(true)`). */
const standardizesNames = (settings: string) =>
  /\bio\.micronaut\.build\.shared\.settings\b/.test(settings) &&
  /\buseStandardizedProjectNames\s*(?:=\s*true\b|\.set\(\s*true\s*\))/.test(settings);

/**
 * A project path under Micronaut's standardized names: each project is named `micronaut-<name>`, but one so named
 * already, a `test-suite-` one, and those under `:examples:`.
 */
function standardizedPath(path: string): string {
  if (path.startsWith(':examples:')) return path;
  return path
    .split(':')
    .map((name) => (name === '' || /^(micronaut|test-suite)-/.test(name) ? name : `micronaut-${name}`))
    .join(':');
}

/**
 * The projects a Gradle settings file includes, by folder (root-relative to the settings' folder): their
 * project paths, renames (`project(":core").name = "kotlinx-datetime"`, Micronaut's standardized names) and
 * moved folders applied.
 */
function gradleProjects(settings: string): Map<string, string> {
  const projects = new Map<string, string>();
  const standardized = standardizesNames(settings);
  const renamed = new Map(
    [...settings.matchAll(/project\(\s*["'](:[^"'\n]+)["']\s*\)\.name\s*=\s*["']([^"'\n]+)["']/g)].map((m) => [m[1], m[2]]),
  );
  const moved = new Map(
    [...settings.matchAll(/project\(\s*["'](:[^"'\n]+)["']\s*\)\.projectDir\s*=\s*(?:file|File|new File)\(\s*["']([^"'\n]+)["']/g)].map(
      (m) => [m[1], m[2]],
    ),
  );
  // each `include` statement, a call over lines too (`include(\n    "example",\n    "kotlin-result"\n)`)
  for (const { index } of settings.matchAll(/^[ \t]*include\b/gm)) {
    const rest = settings.slice(index, index + 2000);
    const statement = /^\s*include\s*\(/.test(rest) && rest.includes(')') ? rest.slice(0, rest.indexOf(')') + 1) : rest.split('\n')[0];
    for (const [, path] of statement.matchAll(/["'](:?[\w./-]+(?::[\w./-]+)*)["']/g)) {
      const full = path.startsWith(':') ? path : `:${path}`;
      const dir = (moved.get(full) ?? full.slice(1).replaceAll(':', '/')).replace(/^\.\//, '');
      const name = renamed.get(full);
      const named = name ? `${full.slice(0, full.lastIndexOf(':') + 1)}${name}` : full;
      projects.set(dir, standardized ? standardizedPath(named) : named);
    }
  }
  return projects;
}

/** The nearest settings file at or above a folder: its text, and the folder's path below the settings' folder. */
function settingsAbove(context: DetectContext): { text: string; below: string } | undefined {
  const parts = context.dir ? context.dir.split('/') : [];
  for (let up = 0; up <= parts.length; up++)
    for (const file of ['settings.gradle.kts', 'settings.gradle']) {
      const text = context.exists(`${'../'.repeat(up)}${file}`) ? context.text(`${'../'.repeat(up)}${file}`) : undefined;
      if (text !== undefined) return { text, below: parts.slice(parts.length - up).join('/') };
    }
  return undefined;
}

/** Kotlin Multiplatform targets a build script declares (`jvm { }`, `js()`, `iosArm64()`), whose tests are `<target>Test`. */
const KMP_TARGET = /^\s*(jvm|js|wasmJs|wasmWasi|androidTarget|ios\w+|macos\w+|linux\w+|mingw\w+|tvos\w+|watchos\w+)\s*[({]/gm;
/** A Kotlin Multiplatform target's name, as its source sets are named (`jvmMain`, `linuxX64Test`). */
const TARGET_NAME = /^(jvm|js|wasmJs|wasmWasi|ios[A-Z]\w*|macos[A-Z]\w*|linux[A-Z]\w*|mingw[A-Z]\w*|tvos[A-Z]\w*|watchos[A-Z]\w*)$/;
/** The plugin by its id, or a script that declares targets and common source sets (the plugin applied through a version catalog alias). */
const isMultiplatform = (script: string) =>
  /kotlin\(\s*"multiplatform"\s*\)|kotlin\.multiplatform|kotlinMultiplatform|kotlin-multiplatform|\bcommon(Main|Test)\b/.test(script) ||
  (/\bkotlin\s*\{/.test(script) && new RegExp(KMP_TARGET.source, 'm').test(script));

/**
 * Is the project in folder `dir` (`''`: this one) multiplatform: by its script, or by its common source sets, where a
 * convention plugin of the build's own applies the plugin (kotlin-result's `id("kotlin-conventions")`)?
 */
const multiplatformAt = (context: DetectContext, dir: string, script: string) =>
  isMultiplatform(script) || ['src/commonMain', 'src/commonTest'].some((set) => context.exists(dir ? `${dir}/${set}` : set));

/** The test tasks of a build's projects, run from its root: `allTests` where every project read is multiplatform, both where some are. */
function projectsTestTask(context: DetectContext, settings: string): string {
  const projects = [...gradleProjects(settings).keys()].slice(0, 40).flatMap((dir) => {
    const path = ['build.gradle.kts', 'build.gradle'].map((name) => `${dir}/${name}`).find((found) => context.exists(found));
    return path ? [multiplatformAt(context, dir, context.text(path) ?? '')] : [];
  });
  const multiplatform = projects.filter(Boolean).length;
  return multiplatform === 0 ? 'test' : multiplatform === projects.length ? 'allTests' : 'test allTests';
}

/** A script that turns its built-in `test` task off (`tasks.getByName('test').enabled = false`, `tasks.named("test") { enabled = false }`, `test { enabled = false }`). */
const TEST_DISABLED =
  /\b(?:getByName|named)(?:<Test>)?\(\s*["']test["'][^)\n]{0,40}\)[\s.]*(?:configure\s*)?(?:\{[^}]{0,300}?)?\b(?:is)?[eE]nabled\s*=\s*false|(?:^|\btasks\.)[ \t]*test\s*\{[^}]{0,300}?\b(?:is)?[eE]nabled\s*=\s*false/m;
/** The Test tasks a script registers (`tasks.register("testJdk21", Test)`, `tasks.register<Test>("x")`, `task x(type: Test)`), by their names as written. */
const TEST_REGISTERED =
  /\btasks\.(?:register|create)(?:<Test>\(\s*["']([^"'\n]{1,100})["']|\(\s*["']([^"'\n]{1,100})["']\s*,\s*Test\b)|\btask\s+(\w+)\s*\(\s*type\s*:\s*Test\b/g;

/**
 * The task that runs a JVM project's tests: `test`, unless its script turns that off for Test tasks of its own, which
 * it wires into `check` (retrofit's `testJdk8` … `testJdk21`, one per JDK): the one of the highest version; `check`,
 * which runs them all, where a loop names them (`"testJdk$majorVersion"`) or they are not versions of one task.
 */
function jvmTestTask(script: string): string {
  if (!TEST_DISABLED.test(script)) return 'test';
  const names = [...script.matchAll(TEST_REGISTERED)].map((m) => m[1] ?? m[2] ?? m[3]);
  const unversioned = new Set(names.map((name) => name.replace(/\d+$/, '')));
  if (names.length === 0 || unversioned.size > 1 || names.some((name) => name.includes('$'))) return 'check';
  const version = (name: string) => Number(/\d+$/.exec(name)?.[0] ?? -1);
  return names.reduce((highest, name) => (version(name) > version(highest) ? name : highest));
}

function detectGradle(context: DetectContext, profile: DirectoryProfile, build: string | undefined, settings: string | undefined): void {
  const gradle = context.names.includes('gradlew') || context.top?.languages.java?.test?.startsWith('./gradlew') ? './gradlew' : 'gradle';
  const settingsText = settings ? (context.text(settings) ?? '') : '';
  if (/\binclude\b/.test(settingsText)) profile.workspace = { ...profile.workspace, gradle: true };
  if (/\binclude\s*\(?\s*["'][^"'\n]*\$/.test(settingsText)) profile.workspace = { ...profile.workspace, gradleComputed: true };
  const script = build ? (context.text(build) ?? '') : '';
  // an Android module has no plain `test` worth running: its unit tests are per variant
  // a plugin declared `apply false` (a root that lists its projects' plugins) is not this project's, nor one a script
  // only reacts to (`plugins.withId("com.android.library") { … }`, a root configuring its subprojects)
  const android =
    /\bandroid\s*\{/.test(script) ||
    script
      .split('\n')
      .some(
        (line) =>
          /com\.android\.(application|library)/.test(line) &&
          !/\bapply\s*\(?\s*false\b|\b(withId|withPlugin|hasPlugin|findPlugin)\s*\(/.test(line),
      );
  const flavour = /productFlavors\s*\{\s*(?:create\(\s*"(\w+)"|register\(\s*"(\w+)"|(\w+)\s*\{)/.exec(script);
  // flavours a convention plugin or a shared script declares show only in the variant CI runs (`./gradlew
  // testDemoDebug`); where CI also runs the unflavoured `testDebugUnitTest`, a module that shows none has none
  const ciVariant = () => {
    const said = context.saidCommands();
    if (!/apply\s+from:?\s*\(?\s*["'][^"'\n]*flavou?r/i.test(script) && said.some((command) => /\btestDebugUnitTest\b/.test(command)))
      return undefined;
    return said.map((command) => /\btest([A-Z]\w*?)Debug(UnitTest)?\b/.exec(command)?.[1]).find(Boolean);
  };
  const variant = flavour ? capitalized(flavour[1] ?? flavour[2] ?? flavour[3]) : android ? (ciVariant() ?? '') : '';
  // a multiplatform module has no `test`: `allTests` runs every target's (a file's own target narrows it, refine); the root
  // of a build of such modules runs theirs (`test` alone would find no task in them)
  const own = multiplatformAt(context, '', script) ? 'allTests' : android ? `test${variant}DebugUnitTest` : jvmTestTask(script);
  const task = own === 'test' && !context.dir ? projectsTestTask(context, settingsText) : own;
  // buildSrc builds the build's own logic, which every project applies: no project of its own, the build's tests
  if (/(^|\/)buildSrc$/.test(context.dir)) {
    const wrapper = context.exists('../gradlew') ? './gradlew' : 'gradle';
    const root = context.dir.slice(0, -'buildSrc'.length).replace(/\/$/, '');
    profile.languages.java = { test: `${FROM_ROOT}${root ? `cd ${root} && ` : ''}${wrapper} test` };
    return;
  }
  // the project path settings give this folder (a renamed project is run by its new name)
  const above = settingsAbove(context);
  const path = above?.below ? gradleProjects(above.text).get(above.below) : undefined;
  if (path) profile.name = path;
  // a build whose settings and wrapper sit in a folder of the repository (`projects/`) runs its projects' tasks
  // there, by their paths: `cd projects && ./gradlew :core:lib:test`
  const buildDir = above?.below ? context.dir.slice(0, -above.below.length).replace(/\/$/, '') : undefined;
  // (a build of its own nested in the repository, its settings in a folder: the root's runs never reach its projects)
  const nested = above ? context.dir.slice(0, context.dir.length - above.below.length).replace(/\/$/, '') : '';
  if (nested) profile.nestedBuild = nested;
  const inBuild =
    buildDir && context.exists(`${'../'.repeat(above!.below.split('/').length)}gradlew`)
      ? (tasks: string) =>
          `${FROM_ROOT}cd ${buildDir} && ./gradlew ${tasks
            .split(' ')
            .map((name) => `${path ?? `:${above!.below.replaceAll('/', ':')}`}:${name}`)
            .join(' ')}`
      : undefined;
  const run = (tasks: string) => inBuild?.(tasks) ?? `${gradle} ${tasks}`;
  const java: LanguageChecks = (profile.languages.java = { test: run(task) });
  if (/spotless/.test(script)) java.lint = run('spotlessCheck');
  else if (/ktlint/.test(script)) java.lint = run('ktlintCheck');
  else if (/detekt/.test(script)) java.lint = run('detekt');
  else if (/checkstyle/.test(script)) java.lint = run('checkstyleMain checkstyleTest');
  // the validator applied here, or from the root to every project: its dump in the project's `api/` folder says so
  const dumped = context.names.includes('api') && context.list('api').some((name) => name.endsWith('.api'));
  // Kotlin's own ABI validation (`abiValidation { }`, CI's `checkKotlinAbi`, else its `.klib.api` dumps where the validator
  // plugin, whose `apiValidation { klib.enabled = true }` writes them too, is not applied) has its own task
  // (applied here, or by the root to every project: kotlinx.serialization's root `apiValidation { }`; the root of this
  // project's own build, whose settings hold it: a standalone build nested in the repository, `samples/sample`, applies none
  // of the repository root's plugins)
  const up = '../'.repeat((above ? above.below : context.dir).split('/').filter(Boolean).length);
  const rootScript = up ? (context.text(`${up}build.gradle.kts`) ?? context.text(`${up}build.gradle`) ?? '') : '';
  const validator = /binary-compatibility-validator|kotlinx\.binary-compatibility|apiValidation/i.test(`${script}\n${rootScript}`);
  const kotlinAbi =
    /\babiValidation\s*\{/.test(script) ||
    context.saidCommands().some((command) => /\bcheckKotlinAbi\b/.test(command)) ||
    (!validator && context.names.includes('api') && context.list('api').some((name) => name.endsWith('.klib.api')));
  if (kotlinAbi) java.baseline = run('checkKotlinAbi');
  else if (dumped || validator) java.baseline = run('apiCheck');
  if (/dependency-guard|dependencyGuard\s*\{/.test(script)) profile.checks.dependencyBaseline = run('dependencyGuard');
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  // a pom that builds nothing (no build, dependencies or modules: picocli's leftover coordinates) beside a Gradle build
  // is no Maven build
  const gradle = names.some((name) => /^(build|settings)\.gradle(\.kts)?$/.test(name));
  const coordinatesOnly = () => !/<(build|dependencies|modules|parent)>/.test(context.text('pom.xml') ?? '');
  if (names.includes('pom.xml') && !(gradle && coordinatesOnly())) {
    // a pom beside a Clojure project's own build publishes it: Maven builds it only with Java sources or where the project runs it
    if (
      profile.ecosystems.includes('clojure') &&
      !context.exists('src/main/java') &&
      !context.says('mvn', 'anywhere') &&
      !context.says('mvnw', 'anywhere')
    )
      return;
    profile.ecosystems.push('java');
    detectMaven(context, profile);
    return;
  }
  const own = context.dir.slice(context.dir.lastIndexOf('/') + 1);
  const build = names.find((name) => /^build\.gradle(\.kts)?$/.test(name) || (own !== '' && folderBuildFiles(own).includes(name)));
  const settings = names.find((name) => /^settings\.gradle(\.kts)?$/.test(name));
  if (!build && !settings) return;
  profile.ecosystems.push('java');
  detectGradle(context, profile, build, settings);
}

const MAVEN_VALUE_FLAGS = new Set([
  '-pl',
  '--projects',
  '-P',
  '--activate-profiles',
  '-f',
  '--file',
  '-T',
  '--threads',
  '-rf',
  '--resume-from',
  '-s',
  '--settings',
  '-gs',
  '-t',
  '-b',
  '-l',
]);

/** The goals a Maven run names, its options and their values aside. */
function mavenGoals(args: string[]): string[] {
  const goals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (MAVEN_VALUE_FLAGS.has(args[i])) i++;
    else if (!args[i].startsWith('-')) goals.push(args[i]);
  }
  return goals;
}
const goalsGiven = (args: string[]) => mavenGoals(args).length > 0;

/** Maven goals: the lifecycle phases that test, lint and build; `-DskipTests` runs no test. */
function mavenKinds(args: string[]): Set<Kind> {
  const goals = mavenGoals(args);
  const skipTests = args.some((w) => /^-D(skipTests|maven\.test\.skip)(=true)?$/.test(w));
  const kinds = new Set<Kind>();
  for (const goal of goals) {
    if (!skipTests && ['test', 'verify', 'install', 'package', 'integration-test', 'deploy'].includes(goal)) kinds.add('test');
    if (/^(checkstyle|spotless|pmd|spotbugs|errorprone):/.test(goal) || goal === 'verify') kinds.add('lint');
    if (['compile', 'test-compile', 'test', 'package', 'verify', 'install'].includes(goal)) kinds.add('build');
  }
  return kinds;
}

/** Gradle tasks, `:module:task` or plain; `-x test` excludes the tests. */
function gradleKinds(args: string[]): Set<Kind> {
  const excluded = new Set<string>();
  const tasks: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-x' || args[i] === '--exclude-task') excluded.add((args[++i] ?? '').split(':').pop()!);
    else if (['-p', '--project-dir', '-c', '--settings-file', '-b', '--build-file', '-D', '-P'].includes(args[i])) i++;
    else if (!args[i].startsWith('-')) tasks.push(args[i].split(':').pop()!);
  }
  const kinds = new Set<Kind>();
  for (const task of tasks) {
    if (['test', 'check', 'build'].includes(task) && !excluded.has('test')) kinds.add('test');
    if (
      task === 'check' ||
      task === 'build' ||
      /^(spotlessCheck|autostyleCheck|checkstyle\w*|ktlintCheck|detekt|lint\w*|pmd\w*|spotbugs\w*)$/.test(task)
    )
      kinds.add('lint');
    if (TEST_TASK.test(task) && !['check', 'build'].includes(task)) kinds.add('test');
    if (/^(build|assemble\w*|compile\w*|classes|test\w*)$/.test(task)) kinds.add('build');
    // the baselines CI compares: the binary-compatibility validator's API dump, dependency-guard's lists
    if (/^(apiCheck|apiDump|checkKotlinAbi|updateKotlinAbi|dependencyGuard|dependencyGuardBaseline|check|build)$/.test(task))
      kinds.add('baseline');
  }
  return kinds;
}

/**
 * How far a Gradle run at the repository's root reaches: the whole project, but the projects of a standalone build nested in
 * it (`samples/sample`, its own settings), which only a run in that build's folder reaches. Undefined: the whole project.
 */
function rootBuildReach(terms: ScopeTerms): string[] | undefined {
  const packages = terms.packages();
  if (!packages.some((pkg) => pkg.nestedBuild !== undefined)) return undefined;
  return packages.filter((pkg) => pkg.nestedBuild === undefined).map((pkg) => terms.packageOnly(pkg.dir));
}

/** A module's Maven or Gradle command said from the root: `./mvnw -pl core test`, `./gradlew :lib:test`. */
function fromRoot(command: string, pkg: DirectoryProfile, root: DirectoryProfile): string | undefined {
  if (pkg.dir === '') return undefined;
  const wrapper = (name: string) => root.languages.java?.test?.startsWith(`./${name}`) ?? false;
  const maven = /^(\.\/mvnw|mvn) (.*)$/.exec(command);
  if (maven && root.workspace?.maven)
    return `${wrapper('mvnw') ? './mvnw' : 'mvn'} -pl ${pkg.dir}${pkg.needsSiblings ? ' -am' : ''}${pkg.neededBy ? ' -amd' : ''} ${maven[2]}`;
  const gradle = /^(\.\/gradlew|gradle) (\w+)(.*)$/.exec(command);
  if (!gradle || !root.workspace?.gradle) return undefined;
  const run = wrapper('gradlew') ? './gradlew' : gradle[1];
  // a project whose name the settings compute is run from its folder
  if (!pkg.name?.startsWith(':') && root.workspace.gradleComputed) return `${run} -p ${pkg.dir} ${gradle[2]}${gradle[3]}`;
  return `${run} ${pkg.name?.startsWith(':') ? pkg.name : `:${pkg.dir.replaceAll('/', ':')}`}:${gradle[2]}${gradle[3]}`;
}

/** Source sets that are no product flavour. */
const PLAIN_SETS = new Set(['main', 'test', 'androidTest', 'testFixtures', 'debug', 'release', 'commonMain', 'jvmMain']);

/** A refinement of a file's checks: its test command, and what a run's words must say to reach the file. */
type Refined = FileCheckCommands & { reaches: (words: string[]) => boolean };

/**
 * A file of an Android flavour's source set (`src/paid/kotlin/...`, `src/testPaid/...`) is compiled only into
 * that flavour: its module's unit tests are that flavour's (`testPaidDebugUnitTest`), and a run counts
 * when it reaches that variant (or every variant: `test`, `check`, `build`).
 */
function flavourOf(file: string, checks: FileCheckCommands): Refined | undefined {
  const set = /(?:^|\/)src\/([A-Za-z]\w*)\/(?:java|kotlin|res)\//.exec(file)?.[1];
  if (!set || PLAIN_SETS.has(set) || !checks.test) return undefined;
  const flavour = capitalized(set.replace(/^(test|androidTest)(?=[A-Z])/, '').replace(/(Debug|Release)$/, ''));
  const variant = /\btest([A-Z]\w*?)?DebugUnitTest\b/.exec(checks.test);
  if (!variant || !flavour || PLAIN_SETS.has(flavour.toLowerCase())) return undefined;
  const reaches = (words: string[]) =>
    words.some((word) => {
      const task = word.split(':').pop() ?? '';
      return ['test', 'check', 'build'].includes(task) || task.startsWith(`test${flavour}`);
    });
  return { dir: checks.dir, test: checks.test.replace(variant[0], `test${flavour}DebugUnitTest`), lint: checks.lint, reaches };
}

const scriptOf = (dir: string, project: ProjectFiles) =>
  ['build.gradle.kts', 'build.gradle', ...(dir ? folderBuildFiles(dir.slice(dir.lastIndexOf('/') + 1)) : [])]
    .map((name) => project.read(`${dir ? `${dir}/` : ''}${name}`))
    .find((text) => text !== undefined) ?? '';

/**
 * A project's build file named for its folder (`ktorm-core/ktorm-core.gradle.kts`, testng's `testng-core/testng-core-build.gradle.kts`),
 * where the settings set `buildFileName` so.
 */
const folderBuildFiles = (folder: string) => [
  `${folder}.gradle.kts`,
  `${folder}.gradle`,
  `${folder}-build.gradle.kts`,
  `${folder}-build.gradle`,
];

/**
 * A file of a multiplatform module's target source set (`src/jvmMain/kotlin`, or `jvm/src` where the build
 * maps each source set to `$targetName/src`) is tested on that target (`jvmTest`); common code on every
 * target (`allTests`). A run counts when it runs that target's tests, every target's, `check` or `build`.
 */
function targetOf(file: string, checks: FileCheckCommands, project: ProjectFiles): Refined | undefined {
  // (the root of a build of some such modules runs `test allTests`: no one module's targets)
  if (!checks.test || !/[ :]allTests$/.test(checks.test) || / test allTests$/.test(checks.test)) return undefined;
  const script = project.memo(`gradle:script\0${checks.dir}`, () => scriptOf(checks.dir, project));
  const relative = checks.dir ? file.slice(checks.dir.length + 1) : file;
  const target =
    /^src\/([a-z]\w*?)(?:Main|Test)\//.exec(relative)?.[1] ??
    (/srcDir\(\s*"\$targetName\//.test(script) ? /^([a-z]\w*)\/(?:src|test)\//.exec(relative)?.[1] : undefined);
  // the targets the script declares; none declared, a convention plugin applies them (okio's `build-support`): the
  // source set's own name says its target
  const targets = new Set([...script.matchAll(KMP_TARGET)].map((m) => m[1]));
  const declared = target !== undefined && (targets.has(target) || (targets.size === 0 && TARGET_NAME.test(target)));
  const own = declared && target !== 'androidTarget' ? `${target}Test` : 'allTests';
  const reaches = (words: string[]) => words.some((word) => [own, 'allTests', 'check', 'build'].includes(word.split(':').pop() ?? ''));
  return { dir: checks.dir, test: checks.test.replace(/allTests$/, own), lint: checks.lint, reaches };
}

/** A module's unit-test source sets: `src/test`, a multiplatform target's `src/jvmTest` (`androidTest` needs a device). */
const hasTests = (dir: string, project: ProjectFiles) =>
  project
    .list(`${dir ? `${dir}/` : ''}src`)
    .some((name) => name === 'test' || (/^[a-z]\w*Test$/.test(name) && !/^android(Instrumented)?Test$/.test(name)));

/** The projects whose build scripts name another (the paths `names` reads in a script), by the named project's path: `<user>:<its test task>`. */
function namers(
  project: ProjectFiles,
  projects: Map<string, string>,
  key: string,
  names: (script: string) => string[],
  tested: boolean,
): Map<string, string[]> {
  return project.memo(`gradle:${key}`, () => {
    const found = new Map<string, string[]>();
    for (const [dir, user] of [...projects].slice(0, 300)) {
      if (tested && !hasTests(dir, project)) continue;
      const script = scriptOf(dir, project);
      const common = project.list(`${dir ? `${dir}/` : ''}src`).some((name) => name === 'commonMain' || name === 'commonTest');
      const task = isMultiplatform(script) || common ? 'allTests' : jvmTestTask(script);
      for (const named of names(script)) found.set(named, [...new Set([...(found.get(named) ?? []), `${user}:${task}`])]);
    }
    return found;
  });
}

/** A project an annotation processor (KSP, kapt) runs from: `ksp(project(":codegen"))`, `"kspTest"(project(...))`. */
const PROCESSOR = /\b(?:ksp|kapt|annotationProcessor)\w*"?\s*\(\s*project\(\s*["'](:[^"'\n]+)["']/g;

/** A project path's typesafe accessor, after `projects.`: each name in lower camel case (`:lib:test-helpers` is `lib.testHelpers`). */
const accessorOf = (path: string) =>
  path
    .slice(1)
    .split(':')
    .map((name) => name.replace(/[-_]+([a-zA-Z0-9])/g, (_, next: string) => next.toUpperCase()))
    .join('.');

/**
 * The projects a build script names, by path: `project(":lib")`, or the typesafe accessor of a project the settings
 * include (`projects.lib.testHelpers`, the longest one a chain starts with: not `.path` after it).
 */
function projectDependencies(projects: Map<string, string>): (script: string) => string[] {
  const byAccessor = new Map([...projects.values()].map((path) => [accessorOf(path), path]));
  return (script) => [
    ...[...script.matchAll(/\bproject\(\s*["'](:[^"'\n]+)["']/g)].map((m) => m[1]),
    ...[...script.matchAll(/\bprojects((?:\.\w+){1,10})/g)].flatMap(([, chain]) => {
      const names = chain.slice(1).split('.');
      return names.map((_, cut) => byAccessor.get(names.slice(0, names.length - cut).join('.'))).find(Boolean) ?? [];
    }),
  ];
}

/** At most this many other projects' tests are named; past it, the build's own test task runs them all. */
const MAX_TESTERS = 4;

/** A test source set's file (`src/test/`, `src/commonTest/`, `src/jvmTest/`). */
const TEST_SOURCE = /(^|\/)src\/(test|[a-z]\w*Test)\//;

/** Is the project of a task (`:test:allTests`) one of tests alone: no main source set (`src/main`, `src/commonMain`)? */
function testsOnly(task: string, projects: Map<string, string>, project: ProjectFiles): boolean {
  const user = task.slice(0, task.lastIndexOf(':'));
  const dir = [...projects].find(([, named]) => named === user)?.[0];
  return dir !== undefined && !project.list(`${dir ? `${dir}/` : ''}src`).some((name) => name === 'main' || /^[a-z]\w*Main$/.test(name));
}

/** Is the project of a task (`:lib:sub-tests:allTests`) nested in the project at `path` (`:lib`)? */
const nestedIn = (task: string, path: string) => task.startsWith(`${path}:`) && task.lastIndexOf(':') > path.length;

/**
 * Other modules' tests test a module too: an annotation processor's (KSP, kapt) run in the modules that apply it
 * (`ksp(project(":codegen"))`, `"kspTest"(project(...))`), and a module with no tests of its own is tested by the
 * modules that depend on it and hold tests (a library whose tests live in a sibling `test/` project). One Gradle
 * run of every such module's tests; a run counts when it names each of them, or runs the whole build's.
 */
function testedElsewhere(file: string, checks: FileCheckCommands, project: ProjectFiles): Refined | undefined {
  const single = checks.test ? /^(\.\/gradlew|gradle) (:[\w:.-]+:)?(\w+)$/.exec(checks.test) : undefined;
  if (!single) return undefined;
  const projects = project.memo('gradle:projects', () =>
    gradleProjects(project.read('settings.gradle.kts') ?? project.read('settings.gradle') ?? ''),
  );
  const path = projects.get(checks.dir);
  if (!path) return undefined;
  const processors = namers(project, projects, 'processors', (script) => [...script.matchAll(PROCESSOR)].map((m) => m[1]), false);
  const untested = !hasTests(checks.dir, project);
  const dependents = () => namers(project, projects, 'dependents', projectDependencies(projects), true).get(path);
  // a project of tests alone (colormath's `:test`, no main source set) that depends on the module is its suite, where
  // the module's own code changed: its few tests of its own stand aside. Not one nested in the module's own folder
  // (multiplatform-settings' `:multiplatform-settings:keychain-tests`): a harness for one platform, beside its tests. Nor
  // several (micronaut-cache's `test-suite-caffeine-{groovy,java,kotlin,native}`): one suite per language or platform,
  // beside the module's own tests, which stay its tests
  const testsAlone =
    untested || TEST_SOURCE.test(file)
      ? undefined
      : dependents()?.filter((task) => testsOnly(task, projects, project) && !nestedIn(task, path));
  const suites = testsAlone?.length === 1 ? testsAlone : undefined;
  const users =
    processors.get(path) ?? (untested ? dependents() : suites?.length ? suites : naming(file, checks.dir, dependents(), projects, project));
  if (!users || users.length === 0) return undefined;
  const tasks = [...new Set([...(untested || suites?.length ? [] : [`${path}:${single[3]}`]), ...users])];
  // the build's run of them all: `check` where one runs its tests by tasks of its own (`jvmTestTask`), its `test` skipped
  const ownTasks = users.some((task) => !/:(test|allTests)$/.test(task));
  const whole = ownTasks ? ['check', 'build'] : ['test', 'check', 'build', single[3]];
  // a project's `check` or `build` runs its tests (`:test:check` for `:test:allTests`)
  const ran = (words: string[], task: string) =>
    words.includes(task) || ['check', 'build'].some((name) => words.includes(`${task.slice(0, task.lastIndexOf(':'))}:${name}`));
  const reaches = (words: string[]) => tasks.every((task) => ran(words, task)) || words.some((word) => whole.includes(word));
  const test = tasks.length > MAX_TESTERS ? `${single[1]} ${ownTasks ? 'check' : single[3]}` : `${single[1]} ${tasks.join(' ')}`;
  // (a run of those projects' own, `:test:check`, tests the file too)
  const dirs = new Map([...projects].map(([dir, at]) => [at, dir]));
  const testedIn = users.flatMap((task) => dirs.get(task.slice(0, task.lastIndexOf(':'))) ?? []);
  return { dir: checks.dir, test, lint: checks.lint, reaches, ...(testedIn.length === users.length && { testedIn }) };
}

/**
 * The test tasks of the dependents whose code names a module's changed main class (testng's `testng-core`, which uses
 * `testng-collections`' `Lists`), as Maven's `dependentsNaming`: their tests are owed beside the module's own.
 */
function naming(
  file: string,
  dir: string,
  dependents: string[] | undefined,
  projects: Map<string, string>,
  project: ProjectFiles,
): string[] | undefined {
  const main = dir ? MAIN_CLASS.exec(file.slice(dir.length + 1)) : undefined;
  if (!main || !dependents) return undefined;
  const name = main[1].replaceAll('/', '.');
  const dirs = new Map([...projects].map(([folder, at]) => [at, folder]));
  const budget = { left: MAX_READ };
  return dependents.filter((task) => {
    const user = dirs.get(task.slice(0, task.lastIndexOf(':')));
    return user !== undefined && moduleNames(user, name, project, budget);
  });
}

/**
 * A project whose script turns its built-in `test` off runs its tests by Test tasks of its own (`jvmTestTask`): a run of
 * that `test` is skipped and tests nothing; one of those tasks (`testJdk17`), `check` or `build` reaches the file.
 */
function testDisabled(checks: FileCheckCommands, project: ProjectFiles): Refined | undefined {
  if (!checks.test || !/\bgradlew?\b/.test(checks.test)) return undefined;
  if (!TEST_DISABLED.test(project.memo(`gradle:script\0${checks.dir}`, () => scriptOf(checks.dir, project)))) return undefined;
  const reaches = (words: string[]) =>
    words.some((word) => {
      const task = word.split(':').pop() ?? '';
      return task !== 'test' && TEST_TASK.test(task);
    });
  return { dir: checks.dir, test: checks.test, lint: checks.lint, reaches };
}

/**
 * The JVM test suites a build script registers, by name: Kotlin's `register<JvmTestSuite>("jsr166Test")` or
 * `register("x", JvmTestSuite::class)`, Groovy's `integrationTest(JvmTestSuite)` or `register('x', JvmTestSuite)`.
 */
const TEST_SUITE =
  /\b(?:register|create)(?:<JvmTestSuite>\(\s*["'](\w{1,100})["']|\(\s*["'](\w{1,100})["']\s*,\s*JvmTestSuite\b)|^[ \t]*(\w{1,100})\s*\(\s*JvmTestSuite\s*\)/gm;

/**
 * A file of a test suite of the project's own (`src/jsr166Test/java/...`, its source set named for the suite) is run
 * by that suite's task alone (`./gradlew :caffeine:jsr166Test`): the built-in `test` never runs it.
 */
function suiteOf(file: string, checks: FileCheckCommands, project: ProjectFiles): Refined | undefined {
  const test = checks.test ? /^(.*[ :])(test)$/.exec(checks.test) : undefined;
  const relative = checks.dir ? file.slice(checks.dir.length + 1) : file;
  const set = /^src\/(\w+)\//.exec(relative)?.[1];
  if (!test || !set || set === 'test') return undefined;
  const script = project.memo(`gradle:script\0${checks.dir}`, () => scriptOf(checks.dir, project));
  const suites = [...script.matchAll(TEST_SUITE)].map((m) => m[1] ?? m[2] ?? m[3]);
  if (!suites.includes(set)) return undefined;
  const reaches = (words: string[]) => words.some((word) => word.split(':').pop() === set);
  return { dir: checks.dir, test: `${test[1]}${set}`, lint: checks.lint, reaches };
}

/**
 * What a file's own place says of its tests: a flavour's source set, a test suite's; other modules' tests (a processor's users, the
 * dependents of a module with none), before a built-in `test` turned off and its multiplatform target's.
 */
function refine(file: string, checks: FileCheckCommands, project: ProjectFiles): Refined | undefined {
  const refined =
    invokedBy(file, checks) ??
    dependentsNaming(file, checks, project) ??
    flavourOf(file, checks) ??
    suiteOf(file, checks, project) ??
    testedElsewhere(file, checks, project) ??
    testDisabled(checks, project) ??
    targetOf(file, checks, project);
  return refined && throughRegistered(refined, checks, project);
}

/** A Gradle run said from the root: the folder of its build (`cd samples/sample && `; none, the root's) and its tasks. */
const GRADLE_RUN = /^(?:cd (\S+) && )?(?:\.\/gradlew|gradle) (.+)$/;

/**
 * The tasks a build script registers that run tasks of its projects (Kermit's sample's `tasks.register("ciTest") {
 * dependsOn(":app:build", ":shared:build") }`, Groovy's `task ciTest { dependsOn ':shared:build' }`): those, by its name.
 */
function registeredTasks(script: string): Map<string, string[]> {
  const tasks = new Map<string, string[]>();
  for (const [, registered, declared] of script.matchAll(
    /\btasks\.(?:register|create)(?:<\w+>)?\(\s*["'](\w{1,100})["']|^[ \t]*task\s+(\w{1,100})\b/gm,
  )) {
    const name = registered ?? declared;
    const block = taskBlock(script, name) ?? '';
    const dependencies = [...block.matchAll(/\bdependsOn\b\s*\(?([^)\n]{1,300})/g)].flatMap(([, list]) =>
      [...list.matchAll(/["'](:[\w:.-]{1,200})["']/g)].map((m) => m[1]),
    );
    if (dependencies.length > 0) tasks.set(name, dependencies);
  }
  return tasks;
}

/**
 * A task the root script of the file's build registers to run tasks of its projects (`ciTest`, on `:shared:build`) reaches
 * what those of them in the projects the file's tests are owed in reach: its run counts as theirs.
 */
function throughRegistered(refined: Refined, checks: FileCheckCommands, project: ProjectFiles): Refined {
  const build = GRADLE_RUN.exec(checks.test ?? '');
  const owed = GRADLE_RUN.exec(refined.test ?? '');
  if (!build || !owed) return refined;
  const folder = build[1] ?? '';
  const registered = project.memo(`gradle:registered\0${folder}`, () => registeredTasks(scriptOf(folder, project)));
  if (registered.size === 0) return refined;
  const projectOf = (task: string) => task.slice(0, task.lastIndexOf(':'));
  const projects = owed[2].split(' ').map(projectOf);
  const run = (words: string[]) => words.flatMap((word) => registered.get(word) ?? []).filter((task) => projects.includes(projectOf(task)));
  return { ...refined, reaches: (words) => refined.reaches(words) || refined.reaches(run(words)) };
}

/**
 * Does a Kotlin or Java file declare public API? Not where every top-level declaration is `internal` or `private`
 * (Kotlin), or no top-level type is `public` (Java). Only the file's first 64 KiB is read.
 */
function declaresApi(file: string, text: string): boolean {
  const declarations = [...text.slice(0, 64 * 1024).matchAll(TOP_LEVEL)].map((m) => m[1] ?? '');
  if (declarations.length === 0) return true;
  return file.endsWith('.java')
    ? declarations.some((modifiers) => /\bpublic\b/.test(modifiers))
    : declarations.some((modifiers) => !/\b(internal|private)\b/.test(modifiers));
}
/** A declaration at the start of a line, its modifiers before it (a member is indented). */
const TOP_LEVEL =
  /^((?:(?:public|internal|private|protected|open|abstract|sealed|data|inline|value|enum|annotation|final|static|expect|actual|const|suspend|operator|infix|tailrec|external)\s+)*)(?:class|interface|object|fun|val|var|typealias|enum|record)\b/gm;

/** The projects maven-invoker-plugin builds at `integration-test`, one per folder of a module's `src/it/`. */
const INVOKER_PROJECTS = /(^|\/)src\/it\//;

/** A file of such a project is tested by its module's `verify`, never `test` (or a run that goes past it: `install`). */
function invokedBy(file: string, checks: FileCheckCommands): Refined | undefined {
  const test = checks.test;
  if (!INVOKER_PROJECTS.test(file) || !test || !/^(cd \S+ && )?(\.\/)?mvnw?\b.* test$/.test(test)) return undefined;
  return {
    ...checks,
    test: `${test.slice(0, -'test'.length)}verify`,
    reaches: (words) => words.some((word) => /^(verify|install|deploy)$/.test(word)),
  };
}

/** A main source file of a module, its class by its package path (`src/main/java/org/ex/Mapping.java` is `org.ex.Mapping`). */
const MAIN_CLASS = /^src\/main\/(?:java|kotlin)\/(.+)\.(?:java|kt)$/;
/** At most this many source files of the dependents are read for a name of the changed class. */
const MAX_READ = 1000;

/** Does a source's text name the class (`org.ex.Mapping`: its import, a static import, a qualified use) or import its package whole? */
function namesClass(text: string, name: string): boolean {
  const identifier = /[\w$]/;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1))
    if (!identifier.test(text[at - 1] ?? '') && text[at - 1] !== '.' && !identifier.test(text[at + name.length] ?? '')) return true;
  return text.includes(`import ${name.slice(0, name.lastIndexOf('.'))}.*`);
}

/** Does a module's code, main then tests, name the class? A bounded walk of its `src/`, `budget` the files left to read. */
function moduleNames(dir: string, name: string, project: ProjectFiles, budget: { left: number }): boolean {
  const folders = [joinDir(dir, 'src/main'), joinDir(dir, 'src/test')];
  while (folders.length > 0 && budget.left > 0) {
    const folder = folders.shift()!;
    for (const entry of project.list(folder)) {
      const path = joinDir(folder, entry);
      if (!/\.(java|kt|groovy)$/.test(entry)) {
        if (!entry.includes('.') && entry !== 'resources') folders.push(path);
      } else if (budget.left-- > 0 && namesClass(project.read(path) ?? '', name)) return true;
    }
  }
  return false;
}

/**
 * A module with tests of its own runs them alone (`./mvnw -pl core test`), unless the modules of the build that depend on
 * it and hold tests name the changed class in their code (mapstruct's `processor`, which generates its gems from
 * `core`'s annotations): then their tests are owed too, `-amd`. A run counts when it builds the dependents or the whole
 * reactor (no `-pl`).
 */
function dependentsNaming(file: string, checks: FileCheckCommands, project: ProjectFiles): Refined | undefined {
  // (a module with none of its own has them already: `-amd`)
  const test = checks.test && !checks.test.includes(' -amd ') ? /^((?:\.\/)?mvnw? -pl \S+(?: -am)?)( .+)$/.exec(checks.test) : undefined;
  const main = checks.dir ? MAIN_CLASS.exec(file.slice(checks.dir.length + 1)) : undefined;
  if (!test || !main) return undefined;
  const artifact = ownArtifact(splitParent(project.read(joinDir(checks.dir, 'pom.xml')) ?? '').own);
  if (!artifact) return undefined;
  const name = main[1].replaceAll('/', '.');
  const budget = { left: MAX_READ };
  const named = siblingModules(checks.dir, project.read)
    .filter(
      (module) =>
        project.list(joinDir(module, 'src')).includes('test') && dependsOn(project.read(joinDir(module, 'pom.xml')) ?? '', artifact),
    )
    .some((module) => moduleNames(module, name, project, budget));
  if (!named) return undefined;
  const reaches = (words: string[]) =>
    words.includes('-amd') || words.includes('--also-make-dependents') || !words.some((word) => word === '-pl' || word === '--projects');
  return { dir: checks.dir, test: `${test[1]} -amd${test[2]}`, lint: checks.lint, reaches };
}

/** Gradle tasks that run a module's tests: `test`, `check`, `build`, a variant's `testDebugUnitTest` (or its abbreviation `testDemoDebug`). */
const TEST_TASK = /^(test|check|build|allTests|test(?!(Fixtures)?Classes$)[A-Z]\w*|\w*Test)$/;

/**
 * A unit test class's file, by its package path (`src/test/java/p/FooTest.java` is `p.FooTest`; not a failsafe `*IT`), in its
 * source set: `src/test`, a multiplatform target's (`src/jvmTest`; not a device's `androidTest`), or one kept as `<name>/src`.
 */
const TEST_CLASS =
  /(?:^|\/)(?:src\/(?:test|(?!android)[a-z]\w*Test)\/(?:java|kotlin|groovy)|(?!android)[a-z]\w*Test\/src)\/(.+?(?<!IT))\.(?:java|kt|groovy)$/;

/** The text of a task's definition block in a build script (`val generateTests by tasks.creating {`, `tasks.register("gen") {`), brace to brace. */
function taskBlock(text: string, task: string): string | undefined {
  const starts = [
    `val ${task} by tasks.`,
    `tasks.register("${task}"`,
    `tasks.register('${task}'`,
    `tasks.create("${task}"`,
    `tasks.create('${task}'`,
    `task ${task}`,
  ]
    .map((start) => text.indexOf(start))
    .filter((at) => at >= 0);
  if (starts.length === 0) return undefined;
  const open = text.indexOf('{', Math.min(...starts));
  if (open < 0) return undefined;
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return text.slice(open, at + 1);
  }
  return undefined;
}

/**
 * The folders and files a Gradle task of the root's build scripts (the build file and the scripts it applies) names in
 * its arguments (`"--proto_path=wire-tests/fixtures/proto/kotlin"`), outputs aside, through the tasks it depends on;
 * undefined: no task of these scripts.
 */
function taskInputs(command: string, context: DetectContext): string[] | undefined {
  const [program, ...args] = command.split(/\s+/);
  const task = args.find((arg) => !arg.startsWith('-'));
  if (context.dir !== '' || !/^(\.\/)?gradlew?$/.test(program) || !task || !/^\w+$/.test(task)) return undefined;
  const build = context.text('build.gradle.kts') ?? context.text('build.gradle') ?? '';
  const applied = [...build.matchAll(/apply\s*\(?\s*from\s*[=:]\s*["']([\w./-]+\.gradle(?:\.kts)?)["']/g)].map((m) => m[1]);
  const scripts = [build, ...applied.filter((path) => !path.includes('..')).map((path) => context.text(path) ?? '')];
  const paths: string[] = [];
  let found = false;
  const visit = (name: string, depth: number) => {
    const block = depth < 4 ? scripts.map((text) => taskBlock(text, name)).find((each) => each !== undefined) : undefined;
    if (!block) return;
    found = true;
    for (const [, literal] of block.matchAll(/"([^"\n$]{1,200})"/g)) {
      const [flag, value] = literal.startsWith('-') && literal.includes('=') ? literal.split('=', 2) : ['', literal];
      // what it writes (`--swift_out=`, `--out=`) is its output, not its input
      if (/out/.test(flag) || !value.includes('/') || value.includes('..') || value.startsWith('/')) continue;
      paths.push(joinDir('', value.replace(/\/$/, '')));
    }
    for (const [, names] of block.matchAll(/dependsOn\s*\(([^)]{1,300})\)/g))
      for (const dependency of names.split(',').map((each) => each.trim().replace(/^"|"$/g, '')))
        if (/^\w+$/.test(dependency)) visit(dependency, depth + 1);
  };
  visit(task, 0);
  return found ? [...new Set(paths)] : undefined;
}

export const java: EcosystemModule = {
  name: 'java',
  refine,
  declaresApi,
  fromRoot,
  extensions: ['java', 'kt', 'groovy'],
  // what a module's build packages beside its classes (Spring's application.properties, its templates and
  // messages), which its tests load; buildSrc's convention scripts, which every project's build applies; data kept in
  // the source tree, which a build step compiles (joda-time's time zone rules, `src/main/java/org/joda/time/tz/src/europe`)
  packageFiles:
    /^src\/main\/resources\/.+\.(properties|ya?ml|xml|html|sql|json|conf)$|^src\/main\/(kotlin|groovy)\/.+\.gradle(\.kts)?$|^src\/main\/java\/(?!.*\.(md|html|txt)$).+$/,
  manifests: /^(pom\.xml|[\w.-]+\.gradle(\.kts)?|libs\.versions\.toml|gradle\.lockfile|dependencies\.lock)$/,
  markers: /^(pom\.xml|build\.gradle(\.kts)?)$/,
  folderMarkers: folderBuildFiles,
  inputProjects: INVOKER_PROJECTS,
  buildFolders: [
    { folder: 'target', beside: /^pom\.xml$/ },
    { folder: 'build', beside: /^(build|settings)\.gradle(\.kts)?$/ },
    { folder: '.gradle' },
    { folder: '.kotlin' },
  ],
  // a Kotlin Multiplatform target's tests too (`src/commonTest/`, `src/jvmTest/`)
  // (or a build that maps each source set to `<name>/src`: kotlinx.serialization's `commonTest/src/`)
  testFiles: /(^|\/)src\/(test|androidTest|testFixtures|\w+Test)\/|(^|\/)[a-z]\w*Test\/src\//,
  detect,
  taskInputs,
  // one test class alone: Gradle's `--tests p.FooTest`, surefire's `-Dtest=FooTest`
  changedTests: (command, files) => {
    const classes = files.map((file) => TEST_CLASS.exec(file)?.[1].replaceAll('/', '.'));
    if (classes.length === 0 || classes.some((name) => name === undefined)) return undefined;
    // (a Test task of the project's own too: `testJdk21`)
    if (/^(\.\/)?gradlew?\b.*\b(\w*[tT]est|test[A-Z]\w*)$/.test(command))
      return `${command} ${classes.map((name) => `--tests ${name}`).join(' ')}`;
    // a bare `mvn` (the pom's default goal) runs them by `test`
    if (/^(\.\/)?mvnw?$/.test(command))
      return `${command} test -Dtest=${classes.map((name) => name!.slice(name!.lastIndexOf('.') + 1)).join(',')}`;
    // the modules `-am` builds first have none of these tests: surefire must not fail on them
    if (/^(\.\/)?mvnw?\b.* test$/.test(command))
      return `${command} -Dtest=${classes.map((name) => name!.slice(name!.lastIndexOf('.') + 1)).join(',')}${command.includes(' -am ') ? ' -Dsurefire.failIfNoSpecifiedTests=false' : ''}`;
    return undefined;
  },
  evidence: {
    // `./gradlew test --tests '*.FooTest'`, `mvn test -Dtest=FooTest,BarTest#baz`
    testFilter: (program, args) => {
      const values =
        program === 'gradle' || program === 'gradlew'
          ? optionValues(args, ['--tests'])
          : program === 'mvn' || program === 'mvnw'
            ? optionValues(args, ['-Dtest']).flatMap((value) => value.split(','))
            : undefined;
      return values && values.length > 0 ? { names: values.flatMap((value) => className(value) ?? []) } : undefined;
    },
    scope: (program, args, dir, terms) => {
      if (program === 'mvn' || program === 'mvnw') {
        const modules = terms.flagValue(['-pl', '--projects']);
        if (!modules) return { reach: terms.here };
        // a module with no tests of its own, that its dependents' tests test, runs none without them (`-amd`)
        const dependents = args.includes('-amd') || args.includes('--also-make-dependents');
        const reached = modules.split(',').map((m) => joinDir(dir, m.replace(/^:/, '')));
        return { reach: dependents ? reached : reached.filter((module) => !terms.profile(module)?.neededBy) };
      }
      if (program !== 'gradle' && program !== 'gradlew') return undefined;
      // `:a:b:test`: the project of that path, by its name when settings renamed it, else its folder, unless the
      // settings renamed that folder's project (Micronaut's `:micronaut-cache-core`): no project has that path
      const projects = positionals(args)
        .filter((task) => task.startsWith(':') && task.lastIndexOf(':') > 0)
        .map((task) => task.slice(0, task.lastIndexOf(':')));
      const folder = (path: string): string[] => {
        const named = terms.named(path);
        if (named !== undefined) return [terms.packageOnly(named)];
        const at = joinDir(dir, path.slice(1).replaceAll(':', '/'));
        return terms.profile(at)?.name?.startsWith(':') ? [] : [at];
      };
      // `-p core/format/jackson test`: the build of that folder's project
      const projectDir = terms.flagValue(['-p', '--project-dir']);
      if (projectDir !== undefined && projects.length === 0) return { reach: [joinDir(dir, projectDir.replace(/^\.\//, ''))] };
      if (projects.length > 0) return { reach: projects.flatMap(folder) };
      return { reach: terms.here ?? rootBuildReach(terms) };
    },
    launchers: ['mvn', 'mvnw', 'gradle', 'gradlew'],
    // a bare `mvn` runs the pom's default goal
    kinds: (program, args, judge) =>
      program === 'mvn' || program === 'mvnw'
        ? mavenKinds(goalsGiven(args) ? args : [...args, ...(judge.recipe('maven', 'default')?.split(/\s+/) ?? [])])
        : program === 'gradle' || program === 'gradlew'
          ? gradleKinds(args)
          : [],
    programs: { lint: ['ktlint', 'detekt'] },
    installs: (program, _args, words) => {
      if (program === 'mvn' || program === 'mvnw')
        return words.some((w) => /^(dependency:|install$|verify$|test$|compile$|package$)/.test(w));
      if (program === 'gradle' || program === 'gradlew')
        return words.some(
          (w) =>
            TEST_TASK.test(w.split(':').pop() ?? '') ||
            /(^|:)(dependencies|assemble\w*|compile\w+)$/.test(w) ||
            w === '--refresh-dependencies',
        );
      return false;
    },
  },
};
