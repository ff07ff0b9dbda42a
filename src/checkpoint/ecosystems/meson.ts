import { joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { segmentCommand } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, Kind, ScopeTerms } from './_module.js';

// C and C++ built with Meson: set up the build folder the repository already has (one first when
// there is none), then `meson test -C <folder>`, which builds what it tests. C files of a package that
// has Meson and no CMake are this module's.

const BUILD_DIRS = ['build', 'builddir', '_build'];

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('meson.build')) return;
  // a subfolder's meson.build belongs to the project above it: its C files are Meson's, tested as the project's, unless
  // that project builds with CMake (magic_enum's `test/` holds both builds' files)
  const depth = context.dir ? context.dir.split('/').length : 0;
  for (let up = 1; up <= depth; up++)
    if (context.exists(`${'../'.repeat(up)}meson.build`)) {
      if (!context.top?.ecosystems.includes('cmake')) profile.ecosystems.push('meson');
      return;
    }
  profile.ecosystems.push('meson');
  const existing = BUILD_DIRS.find((dir) => context.exists(`${dir}/build.ninja`));
  const dir = existing ?? 'build';
  const setup = existing ? '' : `meson setup ${[dir, ...setupOptions(context, dir)].join(' ')} && `;
  const tests = /\btest\s*\(/.test(context.text('meson.build') ?? '') || context.names.includes('tests') || context.names.includes('test');
  profile.languages.meson = tests ? { test: `${setup}meson test -C ${dir}` } : { build: `${setup}meson compile -C ${dir}` };
  const sources = testSources(context);
  if (sources === undefined || Object.keys(sources).length > 0) profile.testSources = sources ?? {};
}

/**
 * The project's own options (those its meson_options.txt declares) that the setup CI or a guide runs passes (`-Ddevel=true`,
 * where the tests build only under it): the setup of the build folder `dir` first, else the first said. Meson's built-in
 * options (`-Db_lto=false`, `--buildtype`) are that run's own way and left out, and so is one whose value CI fills in
 * (`-Dpermissive=${{ matrix.permissive }}`).
 */
function setupOptions(context: DetectContext, dir: string): string[] {
  const declared = `${context.text('meson_options.txt') ?? ''}\n${context.text('meson.options') ?? ''}`;
  const options = new Set([...declared.matchAll(/\boption\(\s*'([\w-]{1,100})'/g)].map((m) => m[1]));
  if (options.size === 0) return [];
  const setups = context
    .saidCommands()
    .flatMap((command) => segmentCommand(command).map(({ words }) => words))
    .filter(([program, sub]) => program === 'meson' && sub === 'setup');
  const chosen = setups.find((words) => words.slice(2).find((word) => !word.startsWith('-')) === dir) ?? setups[0] ?? [];
  return chosen.filter((word) => word.startsWith('-D') && !word.includes('$') && options.has(word.slice(2).split('=')[0]));
}

/** The build files read for the tests they declare: the root's and those its `subdir()` calls reach. */
const MAX_BUILD_FILES = 30;

/**
 * The tests the project's build files declare, by name, each with the file its executable is built from where the
 * call names it first (`test('add', executable('test-add', 'test/add.c'))`), root-relative; none where it says otherwise.
 * A test named by a loop over a list of names (`foreach name : ['add', 'sub']`) is one test per name. Undefined where a
 * test's name is not read so (a loop over a list built elsewhere): which test is built from which file is unknown.
 */
function testSources(context: DetectContext): Record<string, string[]> | undefined {
  const tests = new Map<string, string[]>();
  const folders = [''];
  for (let i = 0; i < folders.length && i < MAX_BUILD_FILES; i++) {
    const folder = folders[i];
    const text = context.text(joinDir(folder, 'meson.build')) ?? '';
    for (const [, sub] of text.matchAll(/\bsubdir\(\s*'([\w./-]{1,200})'\s*\)/g))
      if (!sub.includes('..')) folders.push(joinDir(folder, sub));
    const declare = (name: string, source: string | undefined) =>
      tests.set(name, [...(tests.get(name) ?? []), ...(source ? [joinDir(folder, source)] : [])]);
    for (const [, name, source] of text.matchAll(
      /\btest\(\s*'([^'\n]{1,200})'\s*,\s*(?:executable\(\s*'[^'\n]{1,200}'\s*,\s*'([^'\n]{1,200})')?/g,
    ))
      declare(name, source);
    const looped = loopedTests(text);
    if (looped === undefined) return undefined;
    for (const { name, source } of looped) declare(name, source);
  }
  return Object.fromEntries(tests);
}

/**
 * The tests a build file declares with a name that is no string (`test(name, ...)`), each from a `foreach` over a list of
 * names written out (`foreach name : ['add', 'sub']`) whose variable names it, with the file its executable is built from
 * where the call spells it of strings and that variable (`executable(name, 'tests/' + name + '.c')`); undefined where one
 * is declared otherwise.
 */
function loopedTests(text: string): { name: string; source?: string }[] | undefined {
  const found: { name: string; source?: string }[] = [];
  let read = 0;
  for (const [, variable, list, body] of text.matchAll(/\bforeach\s+(\w+)\s*:\s*\[([^\]]{0,4000})\]([\s\S]{0,4000}?)\bendforeach\b/g)) {
    const items = list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (!items.every((item) => /^'[^'\n]{1,200}'$/.test(item))) continue;
    for (const [, name, built] of body.matchAll(/\btest\(\s*(\w+)\s*,\s*(?:executable\(\s*[^,()\n]{1,200},\s*([^,()\n]{1,200}))?/g)) {
      if (name !== variable) continue;
      read++;
      for (const item of items) found.push({ name: item.slice(1, -1), source: built && spelled(built, variable, item.slice(1, -1)) });
    }
  }
  const unnamed = [...text.matchAll(/\btest\(\s*\w/g)].length;
  return unnamed === read ? found : undefined;
}

/** A file name spelled of strings and a loop's variable (`'tests/' + name + '.c'`) for one of its values; undefined: spelled otherwise. */
function spelled(expression: string, variable: string, value: string): string | undefined {
  const parts = expression.split('+').map((part) => part.trim());
  if (!parts.every((part) => part === variable || /^'[^'\n]*'$/.test(part))) return undefined;
  return parts.map((part) => (part === variable ? value : part.slice(1, -1))).join('');
}

/**
 * How far a run reaches: a build folder's build and tests are the whole project's, except a `meson test` naming some of
 * its tests (`meson test -C build add`), which reaches the files those are built from alone; where the build files
 * declare tests in a way not read (`testSources` empty), the test files whose path holds a name it gives.
 */
function scope(program: string, args: string[], _dir: string, terms: ScopeTerms): { reach: string[] | undefined } | undefined {
  if (program === 'ninja') return { reach: undefined };
  if (program !== 'meson') return undefined;
  const [sub, ...tests] = named(args);
  const declared = terms.profile('')?.testSources;
  const names = Object.keys(declared ?? {});
  if (sub !== 'test' || tests.length === 0 || !declared || (names.length > 0 && names.every((name) => tests.includes(name))))
    return { reach: undefined };
  // (declared in a way not read: the test files whose path holds a name, json-c's `test_json_pointer` for its `.c`)
  if (names.length === 0) return { reach: tests.map((name) => terms.matching('', name)) };
  return { reach: tests.flatMap((name) => ownEntry(declared, name) ?? []).map((file) => terms.file(file)) };
}

/** Options of `meson compile` and `meson test` that take a value (`-C build`, `--suite unit`). */
const VALUED = new Set([
  '-C',
  '-j',
  '--jobs',
  '-l',
  '--load-average',
  '--suite',
  '--no-suite',
  '--setup',
  '--wrapper',
  '--repeat',
  '--num-processes',
  '-t',
  '--timeout-multiplier',
  '--test-args',
  '--logbase',
  '--max-lines',
]);

/** The targets or tests a `meson compile` or `meson test` run names (`src/xkbcomp/update-parser`), options and their values aside. */
function named(args: string[]): string[] {
  return args.filter((word, i) => !word.startsWith('-') && !VALUED.has(args[i - 1] ?? ''));
}

/** The text of the call that declares target `name` by its first argument (`run_target('update-parser', command: [...])`). */
function targetCall(text: string, name: string): string | undefined {
  const start = [...text.matchAll(/\b(run_target|custom_target)\(\s*'([^'\n]+)'/g)].find((m) => m[2] === name)?.index;
  if (start === undefined) return undefined;
  let depth = 0;
  for (let at = text.indexOf('(', start); at < text.length; at++) {
    if (text[at] === '(') depth++;
    else if (text[at] === ')' && --depth === 0) return text.slice(start, at + 1);
  }
  return undefined;
}

/**
 * The files a target the root's CI compiles by name reads (`meson compile -C build src/xkbcomp/update-parser`): those its
 * call names, where the meson.build of its folder declares it so, else every file that meson.build names (a folder's
 * build file kept for the one generator, as libxkbcommon's `src/xkbcomp/meson.build`); undefined: not such a target.
 */
function taskInputs(command: string, context: DetectContext): string[] | undefined {
  const [program, sub, ...args] = command.split(/\s+/);
  const [target, ...more] = named(args);
  if (context.dir !== '' || program !== 'meson' || sub !== 'compile' || !target || more.length > 0) return undefined;
  const folder = target.includes('/') ? target.slice(0, target.lastIndexOf('/')) : '';
  const name = target.slice(target.lastIndexOf('/') + 1);
  const text = context.text(joinDir(folder, 'meson.build'));
  if (!text?.includes(`'${name}'`)) return undefined;
  const literals = [...(targetCall(text, name) ?? text).matchAll(/'([^'\n]{1,200})'/g)].map((m) => joinDir(folder, m[1]));
  return [...new Set(literals.filter((path) => path.includes('.') && !path.includes('..') && context.exists(path)))];
}

/** What a `meson compile` does: the project's build; one naming targets runs those alone (a run target regenerating a parser), no build of the project. */
function compileKinds(program: string, args: string[]): Kind[] {
  return program === 'meson' && args[0] === 'compile' && named(args.slice(1)).length === 0 ? ['build'] : [];
}

export const meson: EcosystemModule = {
  name: 'meson',
  extensions: [],
  adopts: 'cmake',
  adoptedBuildTests: true,
  markers: /^meson\.build$/,
  buildFiles: /(^|\/)(meson\.build|meson_options\.txt|meson\.options)$/,
  detect,
  taskInputs,
  evidence: {
    scope,
    launchers: ['meson'],
    // (the build folder's `test` target, `cd build && ninja test`, runs what `meson test` runs)
    subcommands: { meson: { test: ['test'], build: ['test'] }, ninja: { test: ['test'] } },
    kinds: compileKinds,
  },
};
