import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a cabal package with a test-suite stanza and a stack project without one.

const cabal = {
  'geo.cabal':
    'cabal-version: 3.0\nname: geo\nversion: 0.1.0\nlibrary\n  exposed-modules: Geo\ntest-suite spec\n  type: exitcode-stdio-1.0\n  main-is: Spec.hs\n',
  'cabal.project': 'packages: .\n',
  'src/Geo.hs': '',
  'test/Spec.hs': '',
};

const stack = {
  'stack.yaml': 'resolver: lts-22.0\n',
  'package.yaml': 'name: tool\ndependencies:\n  - base\nexecutables:\n  tool:\n    main: Main.hs\n',
  'app/Main.hs': '',
};

describe('Haskell', () => {
  ecosystemTable([
    {
      name: 'cabal with a test suite: cabal test',
      files: cabal,
      change: { 'src/Geo.hs': 'module Geo where\n' },
      expected: ['Run the tests: cabal test'],
      ran: ['cabal test all'],
      skips: ['cabal build'],
    },
    {
      name: 'a .cabal change: the test run resolves it',
      files: cabal,
      change: { 'geo.cabal': `${cabal['geo.cabal']}  build-depends: base, containers\n` },
      expected: ['Run the tests: cabal test'],
      ran: ['cabal test'],
    },
    {
      name: 'stack without tests: stack build',
      files: stack,
      change: { 'app/Main.hs': 'main = pure ()\n' },
      expected: ['Build: stack build'],
      ran: ['stack build --fast'],
    },
  ]);
});
