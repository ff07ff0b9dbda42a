import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Crystal with shards: `crystal spec`, ameba as the linter where the project depends on it (shards
// builds it into `bin/ameba`), `shards install` after shard.yml changes.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('shard.yml')) return;
  profile.ecosystems.push('crystal');
  profile.install.crystal = 'shards install';
  const shard = context.text('shard.yml') ?? '';
  profile.languages.crystal = context.names.includes('spec') ? { test: 'crystal spec', takesPaths: true } : { build: 'shards build' };
  if (/^\s+ameba:/m.test(shard)) profile.languages.crystal.lint = 'bin/ameba';
}

export const crystal: EcosystemModule = {
  name: 'crystal',
  extensions: ['cr'],
  manifests: /^(shard\.yml|shard\.lock)$/,
  markers: /^shard\.yml$/,
  buildFolders: [{ folder: 'lib', beside: /^shard\.yml$/ }],
  testFiles: /_spec\.cr$/,
  detect,
  evidence: {
    launchers: ['crystal', 'shards'],
    programs: { lint: ['ameba'] },
    subcommands: { crystal: { test: ['spec'], build: ['build', 'spec'] }, shards: { build: ['build'] } },
    pathTaking: ['crystal spec', 'ameba'],
    installs: (program, args) => program === 'shards' && ['install', 'update'].includes(args[0] ?? ''),
    // `crystal tool format` writes; `--check` only checks
    writers: { crystal: (a) => (a[0] === 'tool' && a[1] === 'format' && !a.includes('--check') ? writtenPaths(a, 2) : undefined) },
  },
};
