import { folderOf, joinDir } from '../util/paths.js';
import type { ScopeTerms, TestFilter } from './ecosystems/_module.js';
import { extensionOf, isBuildFolderName, isTestFile, languageOf, MODULES, PATH_TAKING } from './ecosystems/index.js';
import type { ScriptResolver } from './intent.js';
import { normalizeWords, positionals, segmentCommand } from './shell.js';

// How far a check reached: a filtered or per-package run (a workspace filter, a package flag, a
// nested module's folder, test files named) is evidence only for the packages it covers. Each module
// says how far a run of its programs reaches, in the terms below; a runner that takes paths reaches those.

/** Marks a scope entry naming a package none of the turn's files is in. */
const OTHER_PACKAGE = '\0';
/** Marks a scope entry that is one package alone, not the packages nested below it (a Go module). */
const PACKAGE_ONLY = '\u0001';
/** Marks a scope entry that is that folder's files alone, not its subfolders (`go test ./store`, `go test .`). */
const FOLDER_ONLY = '\u0002';
/** Marks a scope entry that is that folder and the folders below it, not the rest of its package (`go test ./store/...`). */
const FOLDER_TREE = '\u0003';
/** Marks a path a runner was given (`pytest tests/a`): the tests below it, and the code of its package. */
const TEST_PATHS = '\u0004';
/** Marks a filter a runner matched test file paths against, from the folder it ran in (`vitest run parse`): `<folder>` the marker `<filter>`. */
const TEST_FILTER = '\u0005';
/** Marks a scope entry that is one file alone, no other of its package (the source a named test is built from). */
const FILE_ONLY = '\u0006';

/** Root-relative directories or files a run was limited to; undefined: the whole project. */
export function runScope(rawWords: readonly string[], dir: string, resolver?: ScriptResolver, depth = 0): string[] | undefined {
  const launcher = rawWords.findIndex((word) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(word));
  const passed = rawWords.slice(launcher + 1);
  const wrapped = depth < 4 ? resolver?.wrapper?.(rawWords[launcher] ?? '', dir, passed) : undefined;
  if (wrapped !== undefined) return wrapperScope(wrapped, passed, dir, resolver, depth);
  const words = normalizeWords(rawWords);
  const [program, ...args] = words;
  const here = dir === '' ? undefined : [dir];
  if (program === undefined) return here;
  const byName = (name: string | undefined) => {
    if (name === undefined) return here;
    const found = resolver?.packageDir?.(name.replace(/^\.\/|\/$/g, ''));
    if (found !== undefined) return [`${PACKAGE_ONLY}${found}`];
    // every package of the turn's files is known by name: a plain name we do not know is another
    // package; a glob or `...` filter may reach any, so it is as wide as the whole project
    return /^[@\w./-]+$/.test(name) && !name.includes('...') ? [`${OTHER_PACKAGE}${name}`] : undefined;
  };
  const flagValue = (flags: string[]) => {
    for (let i = 0; i < args.length; i++) {
      if (flags.includes(args[i])) return args[i + 1];
      const inline = flags.map((flag) => (args[i].startsWith(`${flag}=`) ? args[i].slice(flag.length + 1) : undefined)).find(Boolean);
      if (inline) return inline;
    }
    return undefined;
  };
  const terms: ScopeTerms = {
    here,
    byName,
    packageOnly: (at) => `${PACKAGE_ONLY}${at}`,
    folderOnly: (at) => `${FOLDER_ONLY}${at}`,
    folderTree: (at) => `${FOLDER_TREE}${at}`,
    given: (at) => `${TEST_PATHS}${at}`,
    file: (at) => `${FILE_ONLY}${at}`,
    matching: (at, filter) => `${TEST_FILTER}${at}${TEST_FILTER}${filter}`,
    flagValue,
    named: (name) => resolver?.packageDir?.(name),
    profile: (at) => resolver?.profile?.(at),
    packages: () => resolver?.profiles?.() ?? [],
    buildFolder: (path) => isBuildFolderName(path.split('/')[0]),
    command: (words) => (depth < 4 ? runScope(words, dir, resolver, depth + 1) : here),
    recipe: (tool, name) => resolver?.recipe(tool, name, dir),
  };
  for (const module of MODULES) {
    const found = module.evidence?.scope?.(program, args, dir, terms);
    if (found) return found.reach;
  }
  const paths = positionals(args).filter((word) => /\//.test(word) || /\.\w+$/.test(word));
  // the runner is a program (`pytest`), or a program and its first word (`node --test`, `deno test`)
  if (!PATH_TAKING.has(program) && !PATH_TAKING.has(`${program} ${args[0]}`)) return here;
  // a runner given paths, or run inside a folder, collects the tests below them only
  if (paths.length > 0 && !paths.includes('.')) return paths.map((p) => `${TEST_PATHS}${joinDir(dir, p.replace(/::.*$/, ''))}`);
  return here?.map((at) => `${TEST_PATHS}${at}`);
}

/**
 * The root-relative paths a checker's run (`mypy src tests/typing`, run in `dir`) was given, which it checks alone; undefined:
 * it was given none and checks every file. A config it was given (`tsc -p tsconfig.build.json`) names no files it checks.
 */
export function checkedPaths(words: readonly string[], dir: string): string[] | undefined {
  const scope = runScope(words, dir);
  const paths = scope?.every((path) => path.startsWith(TEST_PATHS)) ? scope.map((path) => path.slice(TEST_PATHS.length)) : undefined;
  return paths?.every((path) => extensionOf(path) === '' || languageOf(path) !== undefined) ? paths : undefined;
}

/**
 * A wrapper reaches what the commands it hands its arguments reach (`scripts/test tests/x.py`), those that hold the last
 * of them (a task runner's run names its recipe first: `just test tests/x.py`); without arguments, its folder.
 */
function wrapperScope(body: string, passed: readonly string[], dir: string, resolver: ScriptResolver | undefined, depth: number) {
  if (passed.length === 0) return dir === '' ? undefined : [dir];
  const last = passed[passed.length - 1];
  const scopes = segmentCommand(body)
    .filter((segment) => segment.words.includes(last))
    .map((segment) => runScope(segment.words, dir, resolver, depth + 1));
  if (scopes.length === 0 || scopes.some((scope) => scope === undefined)) return dir === '' ? undefined : [dir];
  return scopes.flat() as string[];
}

/** Does a run limited to `scope` reach every one of `files`? A path reaches the files of its package, but for its other tests (`isTest`). */
export function scopeCovers(
  scope: string[] | undefined,
  files: string[],
  packageOf: (file: string) => string,
  isTest: (file: string) => boolean = isTestFile,
): boolean {
  if (scope === undefined) return true;
  return files.every((file) =>
    scope.some((path) => {
      // a package none of the turn's files is in, so none loaded: known by its folder alone (`cargo test -p cli`, cli/)
      if (path.startsWith(OTHER_PACKAGE)) return packageOf(file) === path.slice(OTHER_PACKAGE.length);
      if (path.startsWith(FILE_ONLY)) return file === path.slice(FILE_ONLY.length);
      if (path.startsWith(PACKAGE_ONLY)) return packageOf(file) === path.slice(PACKAGE_ONLY.length);
      if (path.startsWith(FOLDER_ONLY)) return packageFolderOf(file) === path.slice(FOLDER_ONLY.length);
      if (path.startsWith(FOLDER_TREE)) return path === FOLDER_TREE || file.startsWith(`${path.slice(FOLDER_TREE.length)}/`);
      if (path.startsWith(TEST_FILTER)) return filterMatches(path.slice(TEST_FILTER.length).split(TEST_FILTER), file, packageOf, isTest);
      if (path.startsWith(TEST_PATHS)) {
        const at = path.slice(TEST_PATHS.length);
        const below = file === at || file.startsWith(`${at}/`);
        return below || (!isTest(file) && packageOf(file) === packageOf(`${at}/_`));
      }
      return path === '' || file === path || file.startsWith(`${path}/`) || packageOf(file) === packageOf(`${path}/_`);
    }),
  );
}

/**
 * Does a run in `at` filtered by `filter` reach the file? A test file whose path from there holds the filter (as vitest
 * and jest match); code, where its package's folder holds it (every test of the package matches), or the filter read
 * as a path is in its package (as a path a runner is given).
 */
function filterMatches(
  [at, filter]: string[],
  file: string,
  packageOf: (file: string) => string,
  isTest: (file: string) => boolean,
): boolean {
  const from = (path: string) => (at === '' ? path : path.startsWith(`${at}/`) ? path.slice(at.length + 1) : undefined);
  if (isTest(file)) return from(file)?.includes(filter) === true;
  const pkg = packageOf(file);
  return from(pkg)?.includes(filter) === true || pkg === packageOf(`${joinDir(at, filter)}/_`);
}

/** The package a folder-scoped run reaches a file in: its folder; a `testdata` folder's files are its parent's. */
const packageFolderOf = (file: string) => {
  const folder = folderOf(file);
  const testdata = /(^|\/)testdata(\/|$)/.exec(folder);
  return testdata ? folder.slice(0, testdata.index) : folder;
};

/** The test classes or targets a run's filter narrows it to (`--tests '*.FooTest'`); undefined: none. */
export function runFilter(words: readonly string[]): TestFilter | undefined {
  const [program = '', ...args] = words;
  for (const module of MODULES) {
    const found = module.evidence?.testFilter?.(program, args);
    if (found) return found.names.length > 0 ? found : undefined;
  }
  return undefined;
}

/** A test's name without the words that say it is one (`test-deserialization_cpp11` and `unit-deserialization` are `deserialization`). */
const stem = (name: string) => name.replace(/^(tests?|unit)[-_]/, '').replace(/([-_](tests?|cpp\d+))+$/, '');

/**
 * Does a filtered run reach the changed test files? A file's name holds a class the filter names, or its code declares one
 * (`testClasses`), or a folder of its path is a package, target or project it names (`com.ex.web.*`, `--filter RealTests`);
 * code files are the run's package's either way.
 */
export function filterCovers(
  filter: TestFilter | undefined,
  files: string[],
  isTest: (file: string) => boolean = isTestFile,
  testClasses: (file: string) => string[] = () => [],
): boolean {
  if (!filter) return true;
  const names = filter.names.map((name) => name.toLowerCase());
  return files.every((file) => {
    if (!isTest(file)) return true;
    const parts = file.toLowerCase().split('/');
    const base = parts[parts.length - 1].replace(/\.[^.]*$/, '');
    const declared = testClasses(file).map((name) => name.toLowerCase());
    return names.some(
      (name) =>
        base.includes(name) ||
        name.includes(base) ||
        stem(name) === stem(base) ||
        declared.includes(name) ||
        parts.slice(0, -1).includes(name),
    );
  });
}
