import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

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
  const setup = existing ? '' : `meson setup ${dir} && `;
  const tests = /\btest\s*\(/.test(context.text('meson.build') ?? '') || context.names.includes('tests') || context.names.includes('test');
  profile.languages.meson = tests ? { test: `${setup}meson test -C ${dir}` } : { build: `${setup}meson compile -C ${dir}` };
}

export const meson: EcosystemModule = {
  name: 'meson',
  extensions: [],
  adopts: 'cmake',
  markers: /^meson\.build$/,
  buildFiles: /(^|\/)(meson\.build|meson_options\.txt|meson\.options)$/,
  detect,
  evidence: {
    // a build folder's build and tests are the whole project's
    scope: (program) => (program === 'meson' || program === 'ninja' ? { reach: undefined } : undefined),
    launchers: ['meson'],
    subcommands: { meson: { test: ['test'], build: ['compile', 'test'] } },
  },
};
