import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';

// Bazel: a workspace (MODULE.bazel or WORKSPACE) is tested with `bazel test //...`, which builds what it
// tests and fetches what MODULE.bazel declares. Starlark (`.bzl`, BUILD files) is its code; a test target
// depends on code anywhere in the workspace, so any `bazel test` run is the whole workspace's evidence.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.some((name) => /^(MODULE\.bazel|WORKSPACE(\.bazel)?)$/.test(name))) return;
  profile.ecosystems.push('bazel');
  profile.languages.bazel = { test: 'bazel test //...' };
}

export const bazel: EcosystemModule = {
  name: 'bazel',
  extensions: ['bzl', 'bazel'],
  buildFiles: /(^|\/)(BUILD|WORKSPACE|WORKSPACE\.bzlmod)$/,
  manifests: /^(MODULE\.bazel|MODULE\.bazel\.lock|WORKSPACE|WORKSPACE\.bazel|WORKSPACE\.bzlmod)$/,
  markers: /^(MODULE\.bazel|WORKSPACE(\.bazel)?)$/,
  buildFolders: [{ folder: 'bazel-*', beside: /^(MODULE\.bazel|WORKSPACE(\.bazel)?)$/ }],
  detect,
  // the test run fetches what MODULE.bazel declares
  installFor: () => undefined,
  evidence: {
    launchers: ['bazel', 'bazelisk'],
    subcommands: {
      bazel: { test: ['test', 'coverage'], build: ['build', 'test', 'coverage'] },
      bazelisk: { test: ['test', 'coverage'], build: ['build', 'test', 'coverage'] },
    },
    scope: (program) => (program === 'bazel' || program === 'bazelisk' ? { reach: undefined } : undefined),
  },
};
