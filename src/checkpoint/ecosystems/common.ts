import type { EcosystemModule } from './_module.js';

// Checkers of no one ecosystem: shell scripts' (shellcheck, bats), Lua's busted, Markdown's linter, and
// the database migration tools any language's project may use.

export const common: EcosystemModule = {
  name: 'common',
  extensions: [],
  evidence: {
    programs: { test: ['busted', 'bats'], lint: ['shellcheck', 'markdownlint'] },
    needsPaths: ['shellcheck', 'markdownlint', 'bats'],
    kinds: (program, args) =>
      /^(dbmate|goose|migrate|flyway|atlas|supabase)$/.test(program) && args.length > 0 && /migrat|up|push|db/.test(args.join(' '))
        ? ['migrate']
        : [],
  },
};
