import { describe, expect, it } from 'vitest';
import { commandKinds, kindsByName, lineKinds } from '../../src/checkpoint/intent.js';
import { runScope } from '../../src/checkpoint/run-scope.js';
import { normalizeWords } from '../../src/checkpoint/shell.js';
import { ecosystemTable } from './ecosystems/_table.js';

// A repository's words (a guide's code spans, a script's name) are looked up in tables keyed by program and
// tool names: a word every object has a property of (`constructor`, `__proto__`) finds nothing there.

const WORDS = Object.getOwnPropertyNames(Object.prototype);

describe('words every object has a property of', () => {
  it.each(WORDS)('%s is no program, tool or script of any table', (word) => {
    for (const line of [
      word,
      `${word} ${word}`,
      `${word} install`,
      `${word} test ./...`,
      `npm run ${word}`,
      `make ${word}`,
      `cargo ${word}`,
    ])
      expect(() => lineKinds(line, { dir: '' })).not.toThrow();
    expect(() => commandKinds([word, word, word])).not.toThrow();
    expect(() => runScope([word, '-p', word], '')).not.toThrow();
    expect(() => normalizeWords([word, 'run', word])).not.toThrow();
    expect([...kindsByName(word)]).toEqual([]);
  });
});

describe('a guide and scripts naming them', () => {
  const spans = WORDS.map((word) => `- \`${word}\` then \`npm run ${word}\`, \`make ${word}\`, \`${word} run ${word}\``).join('\n');
  ecosystemTable([
    {
      name: 'the advice of every ecosystem stands, no table answers for them',
      files: {
        'AGENTS.md': `# Guide\n\nClass order:\n\n6. \`constructor\`\n${spans}\n`,
        'CONTRIBUTING.md': `${spans}\n`,
        'composer.json': '{"name":"a/b","require-dev":{"phpunit/phpunit":"^12.0"},"autoload":{"psr-4":{"A\\\\":"src"}}}\n',
        'src/A.php': '<?php class A {}\n',
        'package.json': JSON.stringify({
          name: 'w',
          scripts: { test: 'vitest run', constructor: 'echo hi' },
          devDependencies: { vitest: '^3' },
        }),
        'web/a.ts': 'export const a = 1;\n',
        Makefile: 'toString:\n\techo x\n\nconstructor: toString\n',
        'nx.json': JSON.stringify({ plugins: ['constructor', { plugin: '__proto__' }] }),
        'web/project.json': JSON.stringify({
          name: 'web',
          targets: { test: { executor: 'x:toString' }, constructor: { executor: 'nx:run-commands' } },
        }),
        'tox.ini': '[tox]\nenvlist = constructor\n[testenv]\ncommands = pytest {posargs}\n[testenv:__proto__]\ncommands = mypy\n',
      },
      change: { 'src/A.php': '<?php class A { public int $x = 1; }\n' },
      expected: ['Run the tests: vendor/bin/phpunit'],
      ran: ['vendor/bin/phpunit'],
    },
  ]);
});

describe('patterns and globs that would backtrack without bound', () => {
  // Compiled, each of these would hold the stop for minutes on the changed file's 41-letter name.
  const name = `${'a'.repeat(40)}c.js`;
  ecosystemTable([
    {
      name: "a CI path filter and a pre-commit hook's files: pattern are read as ones that match nothing; the advice stands",
      files: {
        'package.json': JSON.stringify({ name: 'w', scripts: { test: 'jest' }, devDependencies: { jest: '^29' } }),
        'package-lock.json': '{}',
        '.github/workflows/ci.yml': `on:\n  push:\n    paths: ['${'a*'.repeat(12)}b', '**/*.js']\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n`,
        '.pre-commit-config.yaml': `repos:\n  - repo: local\n    hooks:\n      - id: gen\n        name: gen\n        entry: node gen.js\n        language: system\n        files: '^(a+)+b$'\n`,
        [name]: 'module.exports = 1;\n',
      },
      change: { [name]: 'module.exports = 2;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
    },
  ]);
});
