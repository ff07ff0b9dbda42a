import type { EcosystemModule } from './_module.js';

// CI configuration: a changed GitHub Actions workflow is checked with actionlint; GitLab's file is
// build configuration too, with no one-shot check of its own to name.

export const ci: EcosystemModule = {
  name: 'ci',
  extensions: [],
  buildConfig: {
    files: /^\.github\/workflows\/|^\.gitlab-ci\.yml$/,
    validate: (file) => (file.startsWith('.github/workflows/') ? 'actionlint' : undefined),
  },
  evidence: { programs: { lint: ['actionlint'], config: ['actionlint', 'act', 'check-jsonschema'] } },
};
