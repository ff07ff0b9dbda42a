import { positionals, writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, Kind, LanguageChecks } from './_module.js';

// Ruby: rspec, Rails' runner or rake's test task; rubocop where configured; Rails migrations.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('Gemfile') && !names.some((name) => name.endsWith('.gemspec'))) return;
  profile.ecosystems.push('ruby');
  profile.install.ruby = 'bundle install';
  const rails = context.exists('bin/rails');
  const ruby: LanguageChecks = (profile.languages.ruby = {});
  if (names.includes('spec')) ruby.test = 'bundle exec rspec';
  else if (rails) ruby.test = 'bin/rails test';
  else if (names.includes('Rakefile')) ruby.test = 'bundle exec rake test';
  ruby.takesPaths = ruby.test !== undefined && ruby.test !== 'bundle exec rake test';
  if (names.includes('.rubocop.yml')) ruby.lint = 'bundle exec rubocop';
  if (rails) profile.checks.migrate = 'bin/rails db:migrate';
  else if (names.includes('db') && names.includes('Rakefile')) profile.checks.migrate = 'bundle exec rake db:migrate';
}

/** `rails test:models`, `rake spec`, `rails db:migrate`, and a test file run with `ruby -Itest`. */
function kinds(program: string, args: string[]): Kind[] {
  const sub = positionals(args)[0] ?? '';
  if (program === 'rails' || program === 'rake') return /^(test|spec)(:|$)/.test(sub) ? ['test'] : sub.startsWith('db:') ? ['migrate'] : [];
  const testFile = positionals(args).some((w) => /(_test|_spec)\.rb$|(^|\/)(test|spec)\//.test(w));
  return program === 'ruby' && args.some((w) => w.startsWith('-I')) && testFile ? ['test'] : [];
}

export const ruby: EcosystemModule = {
  name: 'ruby',
  migrations: { files: /(^|\/)db\/migrate\// },
  extensions: ['rb', 'rake'],
  manifests: /^(Gemfile|Gemfile\.lock|.*\.gemspec)$/,
  markers: /^Gemfile$/,
  // SimpleCov writes its report beside the Gemfile
  buildFolders: [{ folder: '.bundle' }, { folder: 'coverage', beside: /^Gemfile$/ }],
  testFiles: /_(test|spec)\.rb$/,
  detect,
  evidence: {
    launchers: ['bundle', 'ruby', 'bin/rails'],
    programs: { test: ['rspec', 'minitest', 'testrb'], lint: ['rubocop', 'standardrb'], typecheck: ['sorbet', 'srb', 'steep'] },
    subcommands: { rake: { test: ['test', 'spec'] }, rails: { test: ['test', 'spec'] } },
    kinds,
    names: { lint: 'rubocop' },
    pathTaking: ['rspec', 'rubocop'],
    installs: (program, args) => program === 'bundle' && (args[0] === undefined || ['install', 'add', 'update', 'lock'].includes(args[0])),
    writers: { rubocop: (a) => (a.includes('-a') || a.includes('-A') || a.includes('--autocorrect') ? writtenPaths(a) : undefined) },
  },
};
