import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Haskell with stack or cabal: `stack test`/`cabal test` when a test suite is declared, else the build;
// the build resolves a changed .cabal, package.yaml or stack.yaml.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  const cabal = names.find((name) => name.endsWith('.cabal'));
  const stack = names.includes('stack.yaml');
  if (!cabal && !stack && !names.includes('cabal.project') && !names.includes('package.yaml')) return;
  profile.ecosystems.push('haskell');
  // stack.yaml beside a .cabal file: the tool the project's CI and guides run (`cabal test` in both)
  const tool = stack && !(context.says('cabal', 'anywhere') && !context.says('stack', 'anywhere')) ? 'stack' : 'cabal';
  const declarations = `${cabal ? (context.text(cabal) ?? '') : ''}\n${names.includes('package.yaml') ? (context.text('package.yaml') ?? '') : ''}`;
  const tests = /^test-suite\s|^tests:/m.test(declarations) || names.includes('test');
  profile.languages.haskell = tests ? { test: `${tool} test` } : { build: `${tool} build` };
  if (names.includes('.hlint.yaml')) profile.languages.haskell.lint = 'hlint .';
}

export const haskell: EcosystemModule = {
  name: 'haskell',
  extensions: ['hs', 'lhs'],
  manifests: /^(.+\.cabal|cabal\.project(\.freeze|\.local)?|stack\.yaml(\.lock)?|package\.yaml)$/,
  markers: /\.cabal$|^(stack\.yaml|cabal\.project|package\.yaml)$/,
  buildFolders: [{ folder: 'dist-newstyle' }, { folder: '.stack-work' }],
  testFiles: /(^|\/)test\/.*Spec\.hs$|Spec\.hs$/,
  detect,
  evidence: {
    launchers: ['cabal', 'stack'],
    programs: { lint: ['hlint'] },
    subcommands: { cabal: { test: ['test'], build: ['build', 'test'] }, stack: { test: ['test'], build: ['build', 'test'] } },
    installs: (program, args) =>
      (program === 'cabal' || program === 'stack') && ['build', 'test', 'update', 'install'].includes(args[0] ?? ''),
    writers: {
      ormolu: (a) => (a.includes('--mode') && a.includes('inplace') ? writtenPaths(a) : undefined),
      fourmolu: (a) => (a.includes('-i') ? writtenPaths(a) : undefined),
    },
  },
};
