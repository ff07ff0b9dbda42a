import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// OCaml with dune: `dune test` where the project has tests (a `test` or `tests` folder), else
// `dune build`; `dune build @fmt` checks the formatting where an .ocamlformat asks for it (it writes
// nothing: `dune fmt` is what promotes). An opam file change owes the dependencies it declares.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('dune-project')) return;
  profile.ecosystems.push('ocaml');
  const tests = names.includes('test') || names.includes('tests');
  profile.languages.ocaml = tests ? { test: 'dune test' } : { build: 'dune build' };
  if (names.includes('.ocamlformat')) profile.languages.ocaml.lint = 'dune build @fmt';
  if (names.some((name) => name.endsWith('.opam'))) profile.install.ocaml = 'opam install . --deps-only --with-test';
}

export const ocaml: EcosystemModule = {
  name: 'ocaml',
  extensions: ['ml', 'mli'],
  manifests: /^(.+\.opam|dune-project)$/,
  markers: /^dune-project$/,
  buildFolders: [{ folder: '_build', beside: /^dune-project$/ }, { folder: '_opam' }],
  detect,
  // dune-project names the dependencies only when it generates the opam files: the opam file is what opam reads
  installFor: (command, changed) => (changed.some((name) => name.endsWith('.opam')) ? command : undefined),
  evidence: {
    launchers: ['dune', 'opam'],
    subcommands: { dune: { test: ['test', 'runtest'], build: ['build', 'test', 'runtest'] } },
    // `dune build @runtest` runs the tests, `dune build @fmt` checks the formatting
    kinds: (program, args) =>
      program !== 'dune' || args[0] !== 'build'
        ? []
        : args.includes('@fmt')
          ? ['lint']
          : args.some((a) => /^@@?runtest$/.test(a))
            ? ['test']
            : [],
    installs: (program, args, words) => program === 'opam' && args[0] === 'install' && words.includes('--deps-only'),
    writers: {
      ocamlformat: (a) => (a.includes('-i') || a.includes('--inplace') ? writtenPaths(a) : undefined),
      dune: (a) => (a[0] === 'fmt' || a[0] === 'promote' ? writtenPaths(a, 1) : undefined),
    },
  },
};
