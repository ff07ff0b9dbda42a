import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// C and C++ built with autotools (configure.ac, Makefile.am): a tree that was never configured is
// configured and built first (`autoreconf -fi && ./configure && make`; `./configure` alone when the
// script is committed), then `make check`, which builds what it tests. C files of a package that has
// autotools and no CMake are this module's.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('configure.ac') && !names.includes('configure.in')) return;
  profile.ecosystems.push('autotools');
  // `./configure` writes the Makefile and config.status: a configured tree
  const configured = names.includes('Makefile') && names.includes('config.status');
  const configure = names.includes('configure') ? './configure' : 'autoreconf -fi && ./configure';
  const makefile = names.includes('Makefile.am') ? (context.text('Makefile.am') ?? '') : '';
  const tests = /^\s*(TESTS|check_PROGRAMS|check_SCRIPTS)\s*\+?=/m.test(makefile) || names.includes('tests') || names.includes('test');
  profile.languages.autotools = {
    ...(configured ? {} : { build: `${configure} && make` }),
    ...(tests ? { test: 'make check' } : configured ? { build: 'make' } : {}),
  };
}

export const autotools: EcosystemModule = {
  name: 'autotools',
  extensions: [],
  adopts: 'cmake',
  markers: /^configure\.(ac|in)$/,
  buildFiles: /(^|\/)(configure\.(ac|in)|Makefile\.am)$/,
  detect,
  evidence: {
    // `make check` builds what it tests
    kinds: (program, args) => (program === 'make' && args.some((word) => word === 'check' || word === 'distcheck') ? ['build'] : []),
  },
};
