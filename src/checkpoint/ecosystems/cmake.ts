import { folderOf, joinDir } from '../../util/paths.js';
import { programName, segmentCommand, writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';
import { BUILT_PROGRAMS, optionValues, section, TEST_PROGRAM } from './_module.js';

// C and C++ with CMake: build in the build folder the repository already has (configure one first
// when there is none), then `ctest --test-dir <that folder>`; presets when CMakePresets.json names
// them. Never a CI workspace path: every folder named is inside the repository. A CMakeLists.txt of a
// subfolder belongs to the project above it.

const BUILD_DIRS = ['build', 'out/build', 'cmake-build-debug', 'cmake-build-release', '_build'];

interface Presets {
  configure?: string;
  build?: string;
  test?: string;
  binaryDir?: string;
}

/** CMake's name for the host system, as a preset's condition compares it (`${hostSystemName}`). */
const HOST_SYSTEM = process.platform === 'win32' ? 'Windows' : process.platform === 'darwin' ? 'Darwin' : 'Linux';

/** Does a preset's condition hold on this host? Only what can be known here (`${hostSystemName}`) is judged; the rest holds. */
function holds(condition: unknown): boolean {
  const spec = section(condition);
  if (!spec) return true;
  const value = (text: unknown) => (typeof text === 'string' ? text.replaceAll('${hostSystemName}', HOST_SYSTEM) : undefined);
  const [lhs, rhs] = [value(spec.lhs), value(spec.rhs)];
  const list = Array.isArray(spec.list) ? spec.list.map(value) : [];
  const known = (text: string | undefined) => text !== undefined && !text.includes('$');
  switch (spec.type) {
    case 'equals':
    case 'notEquals':
      return !known(lhs) || !known(rhs) || (lhs === rhs) === (spec.type === 'equals');
    case 'inList':
    case 'notInList':
      return !known(value(spec.string)) || list.includes(value(spec.string)) === (spec.type === 'inList');
    case 'not':
      // the negation of what cannot be known here holds too
      return !isHostBound(spec.condition) || !holds(spec.condition);
    case 'allOf':
      return (Array.isArray(spec.conditions) ? spec.conditions : []).every(holds);
    case 'anyOf':
      return (Array.isArray(spec.conditions) ? spec.conditions : []).some(holds);
    default:
      return spec.type !== 'const' || spec.value !== false;
  }
}

/** Does a condition compare the host at all (so that its negation can be judged)? */
const isHostBound = (condition: unknown) => JSON.stringify(condition ?? '').includes('${hostSystemName}');

/** The first visible preset of each kind this host can use (its condition, or an inherited one, holds), and the configure preset's binary folder. */
function presets(context: DetectContext): Presets | undefined {
  const file = ['CMakeUserPresets.json', 'CMakePresets.json'].find((name) => context.names.includes(name));
  const json = file ? context.json(file) : undefined;
  if (!json) return undefined;
  const all = (key: string) =>
    (Array.isArray(json[key]) ? (json[key] as unknown[]) : [])
      .map((entry) => section(entry))
      .filter((entry): entry is Record<string, unknown> => entry !== undefined);
  const configures = new Map(all('configurePresets').map((entry) => [String(entry.name), entry]));
  // a preset's condition, else the first one it inherits (a hidden `msvc-base` that only Windows can use)
  const usable = (entry: Record<string, unknown>, depth = 0): boolean => {
    if ('condition' in entry) return holds(entry.condition);
    const parents = typeof entry.inherits === 'string' ? [entry.inherits] : Array.isArray(entry.inherits) ? entry.inherits : [];
    return depth > 8 || parents.every((parent) => !configures.has(String(parent)) || usable(configures.get(String(parent))!, depth + 1));
  };
  const configure = all('configurePresets').find((entry) => entry.hidden !== true && typeof entry.name === 'string' && usable(entry));
  if (!configure) return undefined;
  const name = String(configure.name);
  // the build and test presets of that configure preset
  const first = (key: string) =>
    all(key).find(
      (entry) =>
        entry.hidden !== true && typeof entry.name === 'string' && (entry.configurePreset === undefined || entry.configurePreset === name),
    );
  const binaryDir =
    typeof configure.binaryDir === 'string'
      ? configure.binaryDir.replace(/\$\{sourceDir\}\//g, '').replace(/\$\{presetName\}/g, name)
      : undefined;
  return {
    configure: name,
    build: first('buildPresets')?.name as string | undefined,
    test: first('testPresets')?.name as string | undefined,
    binaryDir,
  };
}

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('CMakeLists.txt')) return;
  // a subfolder's CMakeLists.txt belongs to the project above it
  const depth = context.dir ? context.dir.split('/').length : 0;
  for (let up = 1; up <= depth; up++) if (context.exists(`${'../'.repeat(up)}CMakeLists.txt`)) return;
  // Meson beside it, where the project's CI builds with Meson and never CMake: Meson is the project's build (meson.ts)
  if (context.names.includes('meson.build') && context.says('meson', 'anywhere') && !context.says('cmake', 'anywhere')) return;
  profile.ecosystems.push('cmake');
  const lists = context.text('CMakeLists.txt') ?? '';
  const tests = /\b(enable_testing|add_test|include\s*\(\s*CTest|gtest_discover_tests|catch_discover_tests)\b/.test(lists);
  const programs = testPrograms(lists);
  if (programs.length > 0) profile.testPrograms = programs;
  const preset = presets(context);
  if (preset?.build) {
    const configured = preset.binaryDir !== undefined && context.exists(`${preset.binaryDir}/CMakeCache.txt`);
    const build = `${configured ? '' : `cmake --preset ${preset.configure} && `}cmake --build --preset ${preset.build}`;
    profile.languages.cmake = { build, test: tests && preset.test ? `ctest --preset ${preset.test}` : undefined };
    return;
  }
  // no ctest: the test program CI builds in a folder of the project and runs (`cd test/build && ./tests`)
  const program = tests ? undefined : testProgram(context);
  if (program) {
    const configure = context.exists(`${program.folder}/CMakeCache.txt`) ? '' : `cmake -S ${program.source} -B ${program.folder} && `;
    profile.languages.cmake = { build: `${configure}cmake --build ${program.folder}`, test: program.run };
    return;
  }
  const existing = BUILD_DIRS.find((dir) => context.exists(`${dir}/CMakeCache.txt`));
  const dir = existing ?? 'build';
  // tests an option switches on (`option(FOO_BUILD_TESTS ... OFF)`, `if(FOO_BUILD_TESTS)`): configured with it ON,
  // else ctest finds no test and passes
  const option = testOption(lists);
  const configure = option ? `cmake -S . -B ${dir} -D${option}=ON && ` : existing ? '' : `cmake -S . -B ${dir} && `;
  profile.languages.cmake = {
    build: `${configure}cmake --build ${dir}`,
    test: tests ? `ctest --test-dir ${dir}` : undefined,
    // a Makefile beside it that CI never runs here, while CI configures with CMake: CMake is the project's build
    declared: tests && makefileBeside(context) && context.says('cmake', 'anywhere') && !context.says('make', 'here'),
  };
}

/** What adds test targets: `add_test`, or a tests folder (not a fuzzing or bench one below it: `test/fuzzing`). */
const ADDS_TEST_TARGETS = /\b(add_subdirectory\s*\(\s*tests?\b(?!\/[\w-]*(?:fuzz|bench))|add_test)/;

/** Does this text add the tests: test targets, or turning ctest on (`enable_testing`, `include(CTest)`)? */
const addsTests = (text: string) => ADDS_TEST_TARGETS.test(text) || /\b(enable_testing|include\s*\(\s*CTest)\b/.test(text);

/**
 * An option, off by default, under whose `if()` the tests are added (`enable_testing`, `include(CTest)`,
 * `add_subdirectory(tests)`): a plain `option()` or a `cmake_dependent_option()` (on only where its conditions hold).
 * One named for tests first; else one whose block alone adds them (Catch2's `CATCH_DEVELOPMENT_BUILD`). An option
 * whose `else()` adds them too only changes how they run (jansson's `JANSSON_TEST_WITH_VALGRIND`): no switch of them.
 * Tests a default configure already adds (fmt's `FMT_TEST`, on) need no switch.
 */
function testOption(lists: string): string | undefined {
  if (testsByDefault(lists)) return undefined;
  const options = optionsOf(lists, 'OFF').filter((name) => !elseBranches(lists, name).some(addsTests));
  return (
    options.find((name) => /TEST/i.test(name) && blockAdds(lists, name, true)) ?? options.find((name) => blockAdds(lists, name, false))
  );
}

/** Does a default configure add the tests: test targets outside any `if()`, or under an option on by default? */
function testsByDefault(lists: string): boolean {
  return ADDS_TEST_TARGETS.test(outsideIfs(lists)) || optionsOf(lists, 'ON').some((name) => blockAdds(lists, name, false));
}

/** The options declared with this default (`option(FOO_BUILD_TESTS "..." OFF)`), by name. */
const optionsOf = (lists: string, value: 'ON' | 'OFF') =>
  [...lists.matchAll(/^\s*(?:cmake_dependent_)?option\s*\(\s*(\w+)\s+"[^"\n]*"\s+(ON|OFF)\b/gim)]
    .filter((m) => m[2].toUpperCase() === value)
    .map((m) => m[1]);

/**
 * Does an `if(name)` block add the tests? Any of them (the first may only enable a language); `whole`: read on past its
 * `endif()` (an option named for tests), else its block alone.
 */
function blockAdds(lists: string, name: string, whole: boolean): boolean {
  return [...lists.matchAll(/^\s*if\s*\(\s*(\w+)\s*\)/gm)].some(({ 1: condition, index }) => {
    if (condition !== name) return false;
    const after = lists.slice(index, index + 2000);
    const end = after.search(/^\s*endif\b/m);
    return addsTests(whole || end < 0 ? after : after.slice(0, end));
  });
}

/** The text outside every `if()` … `endif()` block: what any configure runs. */
function outsideIfs(lists: string): string {
  let depth = 0;
  let from = 0;
  let outside = '';
  for (const { 1: keyword, index } of lists.matchAll(/^\s*(if|endif)\s*\(/gim)) {
    const opens = keyword.toLowerCase() === 'if';
    if (opens && depth === 0) outside += lists.slice(from, index);
    depth = Math.max(0, depth + (opens ? 1 : -1));
    if (!opens && depth === 0) from = index;
  }
  return depth === 0 ? outside + lists.slice(from) : outside;
}

/** The `else()` branches of the `if(name)` blocks, each up to its own `endif()` (blocks nested in it skipped). */
function elseBranches(lists: string, name: string): string[] {
  const keywords = [...lists.matchAll(/^\s*(if|elseif|else|endif)\s*\(\s*(\w*)/gim)];
  return keywords.flatMap(([, keyword, condition], at) => {
    if (keyword.toLowerCase() !== 'if' || condition !== name) return [];
    let depth = 0;
    let otherwise: number | undefined;
    for (const { 1: word, index } of keywords.slice(at)) {
      const next = word.toLowerCase();
      if (next === 'if') depth++;
      else if (next === 'endif') depth--;
      else if (depth === 1) otherwise ??= index;
      if (depth === 0) return otherwise === undefined ? [] : [lists.slice(otherwise, index)];
    }
    return [];
  });
}

/**
 * A test program the project's CI or guide runs by its path in a build folder of this project (`cd test/build &&
 * ./tests`): the folder's source (a folder with its CMakeLists.txt), the folder, and the run, relative to the project.
 */
function testProgram(context: DetectContext): { source: string; folder: string; run: string } | undefined {
  const base = context.dir ? `${context.dir}/` : '';
  for (const command of context.saidCommands()) {
    let at = '';
    for (const { words } of segmentCommand(command)) {
      const [program = '', target] = words;
      if (program === 'cd' && target) at = joinDir(at, target);
      if (!program.includes('/') || !TEST_PROGRAM.test(programName(program))) continue;
      const path = joinDir(at, program);
      if (!path.startsWith(base)) continue;
      const parts = path.slice(base.length).split('/');
      const built = parts.findIndex((part) => BUILT_PROGRAMS.test(part));
      const source = parts.slice(0, built).join('/') || '.';
      if (built >= 0 && context.exists(`${source}/CMakeLists.txt`))
        return { source, folder: parts.slice(0, built + 1).join('/'), run: parts.join('/') };
    }
  }
  return undefined;
}

/**
 * The programs the build makes (`add_executable`) that its tests run (`add_test(NAME uv_test COMMAND uv_run_tests)`,
 * `add_test(unit unit_tests)`, `COMMAND $<TARGET_FILE:unit_tests>`), by name.
 */
function testPrograms(lists: string): string[] {
  const made = new Set([...lists.matchAll(/\badd_executable\s*\(\s*([\w.+-]+)/gi)].map((match) => match[1]));
  const run = [...lists.matchAll(/\badd_test\s*\(([^)]*)\)/gi)].map(([, inside]) => {
    const words = inside.trim().split(/\s+/);
    const command = words.indexOf('COMMAND');
    const program = command >= 0 ? words[command + 1] : words[0] === 'NAME' ? undefined : words[1];
    return program?.replace(/^\$<TARGET_FILE:([\w.+-]+)>$/, '$1');
  });
  return [...new Set(run)].filter((program): program is string => program !== undefined && made.has(program));
}

const makefileBeside = (context: DetectContext) => ['GNUmakefile', 'Makefile', 'makefile'].some((name) => context.names.includes(name));

export const cmake: EcosystemModule = {
  name: 'cmake',
  // (`.ipp`, `.inl`, `.tpp`, `.tcc`: the implementation files a C++ header includes)
  extensions: ['c', 'h', 'cc', 'cpp', 'cxx', 'hpp', 'hh', 'hxx', 'ipp', 'inl', 'tpp', 'tcc', 'cu', 'm', 'mm'],
  manifests: /^(vcpkg\.json|conanfile\.(txt|py))$/,
  markers: /^CMakeLists\.txt$/,
  buildFiles: /(^|\/)(CMakeLists\.txt|CMakePresets\.json|[^/]+\.cmake)$/,
  buildFolders: [
    { folder: 'build', beside: /^CMakeLists\.txt$/ },
    { folder: 'cmake-build-*' },
    { folder: 'out', beside: /^CMakePresets\.json$/ },
    { folder: 'vcpkg_installed' },
  ],
  detect,
  unlistedIn,
  // a build file is CMake's alone: a test run of another build (a Makefile's `make test`) never reads it, so its build is its check
  refine: (file, checks) =>
    /(^|\/)(CMakeLists\.txt|[^/]+\.cmake)$/.test(file) && checks.test && !/\b(cmake|ctest)\b/.test(checks.test)
      ? { dir: checks.dir, test: undefined, lint: checks.lint, reaches: () => true }
      : undefined,
  evidence: {
    // a build folder's build and tests are the whole project's (`cd build && ctest`)
    // and so are a test program's run in it (`cd test/build && ./tests`), or of one the project's tests run (`./uv_run_tests_a`)
    scope: (program, _args, dir, terms) =>
      ['ctest', 'cmake', 'ninja'].includes(program) ||
      ((TEST_PROGRAM.test(program) || terms.profile('')?.testPrograms?.includes(program)) &&
        dir.split('/').some((part) => BUILT_PROGRAMS.test(part)))
        ? { reach: undefined }
        : undefined,
    // `ctest -R 'json_reader|json_writer'`: the tests whose names it matches, named as their files are
    testFilter: (program, args) => {
      const [pattern] = program === 'ctest' ? optionValues(args, ['-R', '--tests-regex']) : [];
      // a pattern of groups or classes (`json_(reader|writer)`) names no test we can read: no filter
      if (pattern === undefined || /[()[\]{}]/.test(pattern)) return undefined;
      return {
        names: pattern
          .split('|')
          .map((part) => part.replace(/[\^$\\.*+?]/g, ''))
          .filter(Boolean),
      };
    },
    launchers: ['cmake', 'ctest'],
    programs: { test: ['ctest'], lint: ['clang-tidy', 'cppcheck'], build: ['ninja'] },
    needsPaths: ['clang-tidy', 'cppcheck', 'clang-format'],
    // `cmake --build build` builds; `cmake -S . -B build` only configures
    // a workflow preset configures, builds and tests (`cmake --workflow default`)
    kinds: (program, args) =>
      program !== 'cmake' ? [] : args.includes('--workflow') ? ['build', 'test'] : args.includes('--build') ? ['build'] : [],
    writers: { 'clang-format': (a) => (a.includes('-i') ? writtenPaths(a) : undefined) },
  },
};

/**
 * The CMakeLists.txt a new source file must be listed in: the nearest one above it that lists its
 * folder's sources by name (it names a sibling of the same language) but not this file.
 */
function unlistedIn(file: string, read: (path: string) => string | undefined, siblings: (dir: string) => string[]): string | undefined {
  const slash = file.lastIndexOf('/');
  const folder = slash < 0 ? '' : file.slice(0, slash);
  const name = file.slice(slash + 1);
  const extension = name.slice(name.lastIndexOf('.'));
  const others = siblings(folder).filter((sibling) => sibling !== name && sibling.endsWith(extension));
  if (others.length === 0) return undefined;
  for (let level = folder; ; level = folderOf(level)) {
    const lists = `${level ? `${level}/` : ''}CMakeLists.txt`;
    const text = read(lists);
    if (text !== undefined) return others.some((other) => text.includes(other)) && !text.includes(name) ? lists : undefined;
    if (level === '') return undefined;
  }
}
