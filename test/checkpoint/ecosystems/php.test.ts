import { describe } from 'vitest';
import { ecosystemTable, json } from './_table.js';

// After a Laravel 11 application (composer scripts, artisan, pint, larastan, a Vite frontend with its
// own jest tests) and a framework-free library (phpunit, psalm, php-cs-fixer).

const laravel = {
  'composer.json': json({
    name: 'acme/shop',
    require: { php: '^8.2', 'laravel/framework': '^11.0' },
    'require-dev': { 'larastan/larastan': '^2.9', 'laravel/pint': '^1.13', 'phpunit/phpunit': '^11.0' },
    scripts: {
      'post-autoload-dump': ['Illuminate\\Foundation\\ComposerScripts::postAutoloadDump', '@php artisan package:discover --ansi'],
      test: ['@php artisan config:clear --ansi', '@php artisan test'],
      dev: ['npx concurrently "php artisan serve" "npm run dev"'],
    },
  }),
  'composer.lock': json({
    packages: [{ name: 'laravel/framework' }],
    'packages-dev': [{ name: 'larastan/larastan' }, { name: 'laravel/pint' }, { name: 'phpunit/phpunit' }],
  }),
  'package.json': json({ private: true, type: 'module', scripts: { dev: 'vite', build: 'vite build', test: 'jest' } }),
  'package-lock.json': '{}',
  artisan: '#!/usr/bin/env php\n',
  'phpstan.neon': 'includes:\n  - vendor/larastan/larastan/extension.neon\nparameters:\n  paths: [app]\n',
  'phpunit.xml': '<phpunit/>\n',
  'app/Models/User.php': '<?php\n',
  'database/migrations/0001_01_01_000000_create_users_table.php': '<?php\n',
  'resources/js/app.js': '',
  'tests/Feature/UserTest.php': '<?php\n',
};

const library = {
  'composer.json': json({
    name: 'acme/parser',
    require: { php: '^8.1' },
    'require-dev': { 'phpunit/phpunit': '^10.5', 'vimeo/psalm': '^5.0', 'friendsofphp/php-cs-fixer': '^3.0' },
  }),
  'psalm.xml': '<psalm/>\n',
  '.php-cs-fixer.dist.php': '<?php\n',
  'phpunit.xml.dist': '<phpunit/>\n',
  'src/Parser.php': '<?php\n',
  'tests/ParserTest.php': '<?php\n',
};

describe('PHP with Composer', () => {
  ecosystemTable([
    {
      name: 'Laravel: a model change gets the composer test script and larastan; pint rides along',
      files: laravel,
      change: { 'app/Models/User.php': '<?php\nclass User {}\n' },
      expected: ['Run the tests: composer test', 'Lint: vendor/bin/pint --test', 'Type-check: vendor/bin/phpstan analyse'],
      ran: ['composer test', 'vendor/bin/phpstan analyse --memory-limit=1G'],
      skips: ['npm test', 'php artisan serve'],
    },
    {
      name: 'Laravel: `php artisan test` and `./vendor/bin/phpstan` in the project spelling are evidence',
      files: laravel,
      change: { 'app/Models/User.php': '<?php\nclass User {}\n' },
      expected: ['Run the tests: composer test', 'Lint: vendor/bin/pint --test', 'Type-check: vendor/bin/phpstan analyse'],
      ran: ['php artisan test', 'php ./vendor/bin/phpstan analyse'],
    },
    {
      name: 'Laravel: a new migration is applied with artisan',
      files: laravel,
      change: { 'database/migrations/2025_01_01_000000_create_posts_table.php': '<?php\nreturn new class {};\n' },
      expected: ['Apply and verify the migration: php artisan migrate'],
      ran: ['php artisan migrate'],
    },
    {
      name: 'Laravel with a Vite frontend: a JavaScript change gets the JavaScript tests',
      files: laravel,
      change: { 'resources/js/app.js': 'export const a = 1;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
      skips: ['composer test'],
    },
    {
      name: 'composer.json requires a package the lock lacks: update that package, then the tests',
      files: laravel,
      change: {
        'composer.json': laravel['composer.json'].replace(
          '"laravel/framework": "^11.0"',
          '"laravel/framework": "^11.0",\n    "guzzlehttp/guzzle": "^7.8"',
        ),
      },
      expected: ['Install updated dependencies: composer update guzzlehttp/guzzle', 'Run the tests: composer test'],
      ran: ['composer update guzzlehttp/guzzle', 'composer test'],
    },
    {
      name: 'library: phpunit and psalm from require-dev; php-cs-fixer rides along',
      files: library,
      change: { 'src/Parser.php': '<?php\nfinal class Parser {}\n' },
      expected: ['Run the tests: vendor/bin/phpunit', 'Lint: vendor/bin/php-cs-fixer fix --dry-run --diff', 'Type-check: vendor/bin/psalm'],
      ran: ['vendor/bin/phpunit', 'vendor/bin/psalm --no-cache'],
    },
    {
      name: 'library: a changed test runs that test',
      files: library,
      change: { 'tests/ParserTest.php': '<?php\nfinal class ParserTest {}\n' },
      expected: [
        'Lint: vendor/bin/php-cs-fixer fix --dry-run --diff',
        'Type-check: vendor/bin/psalm',
        'Run the changed tests: vendor/bin/phpunit tests/ParserTest.php',
      ],
      ran: ['vendor/bin/phpunit tests/ParserTest.php', 'vendor/bin/psalm'],
    },
    {
      name: 'library: a turn that ran the tests and psalm stops silently though php-cs-fixer did not run',
      files: library,
      change: { 'src/Parser.php': '<?php\nfinal class Parser {}\n' },
      before: ['vendor/bin/phpunit', 'vendor/bin/psalm'],
      expected: [],
    },
    {
      name: 'a fixture folder the phpunit suite excludes, under the `tests` psalm lists, is read by the tests: they stay owed',
      files: {
        'composer.json': json({
          require: { php: '^8.2' },
          'require-dev': { 'phpunit/phpunit': '^11.0', 'vimeo/psalm': '^6.0' },
          scripts: { test: 'phpunit', 'static-analysis': 'psalm' },
        }),
        'psalm.xml':
          '<psalm>\n  <projectFiles>\n    <directory name="src" />\n    <directory name="tests" />\n  </projectFiles>\n</psalm>\n',
        'phpunit.xml.dist':
          '<phpunit>\n  <testsuites><testsuite name="all"><directory>tests</directory><exclude>tests/Fixtures</exclude></testsuite></testsuites>\n</phpunit>\n',
        'src/Parser.php': '<?php\nfinal class Parser {}\n',
        'tests/ParserTest.php':
          "<?php\nfinal class ParserTest { public function testParse(): void { require __DIR__.'/Fixtures/input.php'; } }\n",
        'tests/Fixtures/input.php': "<?php\nreturn ['a'];\n",
      },
      change: { 'tests/Fixtures/input.php': "<?php\nreturn ['a', 'b'];\n" },
      expected: ['Type-check: composer static-analysis', 'Run the changed tests: composer test'],
      ran: ['composer test', 'composer static-analysis'],
    },
  ]);
});
