import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Zig: `zig build test` when build.zig declares a test step, else `zig build`; the build fetches what
// build.zig.zon names.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('build.zig')) return;
  profile.ecosystems.push('zig');
  const tests = /\.step\(\s*"test"/.test(context.text('build.zig') ?? '');
  profile.languages.zig = tests ? { test: 'zig build test' } : { build: 'zig build' };
}

export const zig: EcosystemModule = {
  name: 'zig',
  extensions: ['zig'],
  manifests: /^build\.zig\.zon$/,
  markers: /^build\.zig$/,
  buildFolders: [{ folder: 'zig-out' }, { folder: '.zig-cache' }, { folder: 'zig-cache' }],
  detect,
  evidence: {
    launchers: ['zig'],
    subcommands: { zig: { test: ['test'], build: ['build'] } },
    // `zig build test` runs the build's test step
    kinds: (program, args) => (program === 'zig' && args[0] === 'build' && args.includes('test') ? ['test'] : []),
    installs: (program, args) => program === 'zig' && (args[0] === 'build' || args[0] === 'fetch'),
    writers: { zig: (a) => (a[0] === 'fmt' && !a.includes('--check') ? writtenPaths(a, 1) : undefined) },
  },
};
