import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a dune project with a test folder, an opam file and an .ocamlformat, and a dune library without tests.

const project = {
  'dune-project': '(lang dune 3.16)\n(name geo)\n',
  'geo.opam': 'opam-version: "2.0"\ndepends: ["dune" "alcotest" {with-test}]\n',
  '.ocamlformat': 'profile = default\n',
  'src/dune': '(library (name geo))\n',
  'src/geo.ml': 'let x = 1\n',
  'test/dune': '(test (name test_geo) (libraries geo alcotest))\n',
  'test/test_geo.ml': '',
};

const library = {
  'dune-project': '(lang dune 3.16)\n',
  'lib/dune': '(library (name kit))\n',
  'lib/kit.ml': '',
};

describe('OCaml', () => {
  ecosystemTable([
    {
      name: 'dune test, formatting riding along',
      files: project,
      change: { 'src/geo.ml': 'let x = 2\n' },
      expected: ['Run the tests: dune test', 'Lint: dune build @fmt'],
      ran: ['dune build @runtest'],
      skips: ['dune build'],
    },
    {
      name: 'an opam file change: its dependencies, then the tests',
      files: project,
      change: { 'geo.opam': 'opam-version: "2.0"\ndepends: ["dune" "alcotest" {with-test} "fmt"]\n' },
      expected: ['Install updated dependencies: opam install . --deps-only --with-test', 'Run the tests: dune test'],
      ran: ['opam install . --deps-only --with-test', 'dune test'],
    },
    {
      name: 'a library without tests: dune build',
      files: library,
      change: { 'lib/kit.ml': 'let y = 1\n' },
      expected: ['Build: dune build'],
      ran: ['dune build'],
    },
  ]);
});
