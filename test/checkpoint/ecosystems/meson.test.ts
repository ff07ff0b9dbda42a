import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a C library built with Meson whose tests are declared in meson.build: a build folder set up
// first when the tree has none, then `meson test`, which builds what it tests.

const library = {
  'meson.build':
    "project('demo', 'c')\nlib = library('demo', 'src/demo.c')\nt = executable('demo-test', 'tests/demo-test.c', link_with: lib)\ntest('demo', t)\n",
  'meson_options.txt': "option('docs', type: 'boolean', value: false)\n",
  'src/demo.c': 'int demo(void) { return 1; }\n',
  'tests/demo-test.c': 'int main(void) { return 0; }\n',
};

const setUp = { ...library, 'builddir/build.ninja': '# generated\n' };

describe('Meson', () => {
  ecosystemTable([
    {
      name: 'no build folder yet: set one up, then meson test',
      files: library,
      change: { 'src/demo.c': 'int demo(void) { return 2; }\n' },
      expected: ['Run the tests: meson setup build && meson test -C build'],
      ran: ['meson setup build', 'meson test -C build'],
      skips: ['meson setup build'],
    },
    {
      name: 'the build folder the tree has',
      files: setUp,
      change: { 'src/demo.c': 'int demo(void) { return 3; }\n' },
      expected: ['Run the tests: meson test -C builddir'],
      ran: ['meson test -C builddir --print-errorlogs'],
    },
    {
      name: 'a changed test program is run by meson test',
      files: setUp,
      change: { 'tests/demo-test.c': 'int main(void) { return 1 - 1; }\n' },
      expected: ['Run the changed tests: meson test -C builddir'],
      ran: ['meson test -C builddir demo'],
    },
  ]);
});
