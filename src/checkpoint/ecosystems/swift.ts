import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';
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

export const swift: EcosystemModule = {
  name: 'swift',
  extensions: ['swift'],
  manifests: /^(Package\.swift|Package\.resolved)$/,
  markers: /^Package\.swift$/,
  buildFolders: [{ folder: '.build', beside: /^Package\.swift$/ }, { folder: '.swiftpm' }],
  testFiles: /(^|\/)Tests\/|Tests?\.swift$/,
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
      if (program !== 'swift' || args[0] !== 'test') return undefined;
      const [filter] = optionValues(args, ['--filter']);
      return filter === undefined ? undefined : { names: filter.split(/[./]/).filter((part) => /^[A-Z]\w*$/.test(part)) };
    },
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
