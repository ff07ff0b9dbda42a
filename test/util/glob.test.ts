import { describe, expect, it } from 'vitest';
import { globMatcher } from '../../src/util/glob.js';

describe('a glob a repository wrote', () => {
  it.each([
    ['src/**/*.ts', 'src/a/b.ts'],
    ['**/*.test.*', 'x/y.test.js'],
    ['docs/*-*-*.md', 'docs/a-b-c.md'],
    ['*.{js,ts}', 'a.ts'],
    ['.github/workflows/*.yml', '.github/workflows/ci.yml'],
  ])('%s matches %s', (glob, file) => {
    expect(globMatcher([glob])(file)).toBe(true);
  });

  it('one with more stars in a name than real globs use matches nothing, at once', () => {
    const name = `${'a'.repeat(40)}c`;
    const started = performance.now();
    expect(globMatcher([`${'a*'.repeat(12)}b`, `${'a*'.repeat(12)}c`])(name)).toBe(false);
    // compiled, the first would backtrack for minutes on this name
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
