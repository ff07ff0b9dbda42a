import type { DirectoryProfile } from '../profile.js';
import type { DetectContext, EcosystemModule } from './_module.js';
import { section } from './_module.js';

// Rust: `cargo test` (with `-p` in a workspace, from-root.ts), clippy where configured. A Cargo.toml
// change is settled by the tests, which resolve it; but a lockfile in the repository must follow the
// manifest (a version bump leaves Cargo.lock stale, and CI builds `--locked`).

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('Cargo.toml')) return;
  profile.ecosystems.push('rust');
  const manifest = context.toml('Cargo.toml') ?? {};
  const pkg = section(manifest, 'package');
  if (typeof pkg?.name === 'string') profile.name = pkg.name;
  if (section(manifest, 'workspace')) profile.workspace = { ...profile.workspace, cargo: true, cargoVirtual: pkg === undefined };
  if (names.includes('Cargo.lock')) profile.install.rust = 'cargo update --workspace';
  profile.languages.rust = { test: 'cargo test' };
  if (
    names.includes('clippy.toml') ||
    names.includes('.clippy.toml') ||
    section(manifest, 'lints', 'clippy') ||
    section(manifest, 'workspace', 'lints', 'clippy')
  )
    profile.languages.rust.lint = 'cargo clippy';
}

const RESOLVES = ['build', 'fetch', 'add', 'remove', 'update', 'check', 'test', 'generate-lockfile', 'clippy', 'run', 'nextest'];

export const rust: EcosystemModule = {
  name: 'rust',
  extensions: ['rs'],
  manifests: /^(Cargo\.toml|Cargo\.lock)$/,
  markers: /^Cargo\.toml$/,
  buildFolders: [{ folder: 'target', beside: /^Cargo\.(toml|lock)$/ }],
  detect,
  // the lock is refreshed only when the manifest changed and the lock did not
  installFor: (command, changed) => (changed.includes('Cargo.toml') && !changed.includes('Cargo.lock') ? command : undefined),
  evidence: {
    launchers: ['cargo'],
    subcommands: { cargo: { test: ['test', 'nextest'], lint: ['clippy'], typecheck: ['check'], build: ['build', 'test', 'check'] } },
    installs: (program, args, words) =>
      program === 'cargo' && RESOLVES.includes(args[0] ?? '') && !words.includes('--locked') && !words.includes('--frozen'),
    writers: { rustfmt: (a) => !a.includes('--check') },
  },
};
