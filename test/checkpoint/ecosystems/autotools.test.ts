import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a C program built with autotools whose tree is not configured yet (configure, Makefile and
// config.status are generated, never committed), with its tests in Makefile.am; and the same tree
// once configured.

const project = {
  'configure.ac': 'AC_INIT([demo], [1.0])\nAM_INIT_AUTOMAKE([foreign])\nAC_PROG_CC\nAC_CONFIG_FILES([Makefile])\nAC_OUTPUT\n',
  'Makefile.am': 'bin_PROGRAMS = demo\ndemo_SOURCES = src/main.c\nTESTS = tests/mantest\n',
  'src/main.c': 'int main(void) { return 0; }\n',
  'tests/mantest': '#!/bin/sh\nexit 0\n',
  '.github/workflows/ci.yml':
    'on: [push]\njobs:\n  build:\n    steps:\n      - run: |\n          autoreconf -i\n          ./configure\n          make -j4\n      - run: make check VERBOSE=yes\n',
};

const configured = { ...project, Makefile: 'check:\n\t./tests/mantest\n', 'config.status': '#!/bin/sh\n' };

describe('autotools', () => {
  ecosystemTable([
    {
      name: 'a tree never configured: configure and build first, then make check',
      files: project,
      change: { 'src/main.c': 'int main(void) { return 1 - 1; }\n' },
      expected: ['Build: autoreconf -fi && ./configure && make', 'Run the tests: make check'],
      ran: ['autoreconf -i && ./configure', 'make check'],
      skips: ['./configure'],
    },
    {
      name: 'a configured tree: make check, which builds what it tests',
      files: configured,
      change: { 'src/main.c': 'int main(void) { return 2 - 2; }\n' },
      expected: ['Run the tests: make check'],
      ran: ['make check VERBOSE=yes'],
      skips: ['make -C src'],
    },
    {
      name: 'Makefile.am is the build’s own code',
      files: configured,
      change: { 'Makefile.am': 'bin_PROGRAMS = demo\ndemo_SOURCES = src/main.c src/util.c\nTESTS = tests/mantest\n' },
      expected: ['Run the tests: make check'],
      ran: ['make check'],
    },
  ]);
});
