import { joinDir } from '../../util/paths.js';
import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, ScopeTerms } from './_module.js';
import { optionValues } from './_module.js';

// Swift Package Manager: `swift test` when the package has tests, else `swift build`. A package that
// also builds with CMake and lists its sources there needs a new file listed (cmake.ts asks for that).

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('Package.swift')) return;
  profile.ecosystems.push('swift');
  const manifest = context.text('Package.swift') ?? '';
  const tests = context.names.includes('Tests') || /\.testTarget\s*\(/.test(manifest);
  profile.languages.swift = tests ? { test: 'swift test' } : { build: 'swift build' };
  if (context.names.includes('.swiftlint.yml')) profile.languages.swift.lint = 'swiftlint lint --strict';
}

/** The test targets and classes a `swift test --filter` names (`RealTests`, `RealTests.PowTests/testPow`); undefined: no filter, or not a test run. */
function filterNames(program: string, args: string[]): string[] | undefined {
  if (program !== 'swift' || args[0] !== 'test') return undefined;
  const [filter] = optionValues(args, ['--filter']);
  return filter?.split(/[./]/).filter((part) => /^[A-Z]\w*$/.test(part));
}

/** A type declaration and what it inherits first (`final class DateDependencyTests: XCTestCase`, `struct ParserTests`). */
const TYPE_DECLARATION = /\b(?:class|struct|actor|enum)\s+([A-Z]\w*)(?:\s*:\s*(\w+))?/g;

/**
 * The test classes a Swift test file declares, which `swift test --filter` names: XCTestCase subclasses (any superclass
 * named `…TestCase`), Swift Testing suites marked `@Suite` on their line or the one before, and types named `…Tests`.
 */
function testClasses(text: string): string[] {
  return [...text.matchAll(TYPE_DECLARATION)].flatMap((match) => {
    const [, name, parent = ''] = match;
    const lineBefore = text.lastIndexOf('\n', text.lastIndexOf('\n', match.index) - 1);
    const attributes = text.slice(lineBefore + 1, match.index);
    return /Tests?$/.test(name) || parent.endsWith('TestCase') || attributes.includes('@Suite') ? [name] : [];
  });
}

/** Is folder `dir` inside folder `at` (root-relative; '' is the root), or `at` itself? */
const within = (dir: string, at: string) => at === '' || dir === at || dir.startsWith(`${at}/`);

/**
 * The packages a SwiftPM package's build reaches: its own, and those of other ecosystems inside it (a source folder CMake
 * also builds, with a CMakeLists.txt of its own), but none inside a package nested below it with a Package.swift of its own
 * (a benchmark package), among the loaded packages (those of the turn's files).
 */
function builtPackages(at: string, terms: ScopeTerms): string[] {
  const below = terms.packages().filter((pkg) => pkg.dir !== at && within(pkg.dir, at));
  const nested = below.filter((pkg) => pkg.ecosystems.includes('swift')).map((pkg) => pkg.dir);
  const own = below.filter((pkg) => !nested.some((dir) => within(pkg.dir, dir)));
  return [at, ...own.map((pkg) => pkg.dir)].map((dir) => terms.packageOnly(dir));
}

/**
 * How far a SwiftPM run reaches: the package it ran in (or `--package-path` names), not a package nested below it. A
 * `--filter` narrows it to the tests below `Tests/` (the filter picks among them) and the code of the targets it names, a
 * test target's being its name less `Tests` (`InMemoryLoggingTests`: `Sources/InMemoryLogging/`). undefined: a folder
 * that is no package of ours.
 */
function scope(program: string, args: string[], dir: string, terms: ScopeTerms): { reach: string[] | undefined } | undefined {
  if (program !== 'swift') return undefined;
  const at = joinDir(dir, terms.flagValue(['--package-path']) ?? '.');
  if (!terms.profile(at)?.ecosystems.includes('swift')) return undefined;
  const names = filterNames(program, args);
  if (!names?.length) return { reach: builtPackages(at, terms) };
  const sources = names.map((name) => terms.folderTree(joinDir(at, `Sources/${name.replace(/Tests$/, '')}`)));
  return { reach: [terms.folderTree(joinDir(at, 'Tests')), ...sources] };
}

export const swift: EcosystemModule = {
  name: 'swift',
  extensions: ['swift'],
  manifests: /^(Package\.swift|Package\.resolved)$/,
  markers: /^Package\.swift$/,
  buildFolders: [{ folder: '.build', beside: /^Package\.swift$/ }, { folder: '.swiftpm' }],
  testFiles: /(^|\/)Tests\/|Tests?\.swift$/,
  testClasses,
  detect,
  // the changed tests' one test target alone (`Tests/HeapTests/HeapTests.swift`: `--filter HeapTests`)
  changedTests: (command, files) => {
    const targets = new Set(files.map((file) => /(?:^|\/)Tests\/([\w-]+)\//.exec(file)?.[1]));
    const [target] = targets;
    return command === 'swift test' && targets.size === 1 && target !== undefined ? `${command} --filter ${target}` : undefined;
  },
  evidence: {
    // `swift test --filter RealTests` (a target), `--filter RealTests.PowTests/testPow` (a class of it)
    testFilter: (program, args) => {
      const names = filterNames(program, args);
      return names === undefined ? undefined : { names };
    },
    scope,
    launchers: ['swift', 'xcodebuild'],
    programs: { lint: ['swiftlint'] },
    // xcodebuild's actions come after its options (`xcodebuild -scheme Lib -destination ... test`)
    kinds: (program, args) =>
      program !== 'xcodebuild'
        ? []
        : args.some((word) => word === 'test' || word === 'test-without-building')
          ? ['test', 'build']
          : args.includes('build')
            ? ['build']
            : [],
    subcommands: { swift: { test: ['test'], build: ['build', 'test'] } },
    installs: (program, args) =>
      program === 'swift' &&
      (args[0] === 'package' ? ['resolve', 'update'].includes(args[1] ?? '') : ['build', 'test'].includes(args[0] ?? '')),
    writers: {
      'swift-format': (a) => (a.includes('-i') || a.includes('--in-place') ? writtenPaths(a) : undefined),
      swiftformat: (a) => (a.includes('--lint') ? undefined : writtenPaths(a)),
    },
  },
};
