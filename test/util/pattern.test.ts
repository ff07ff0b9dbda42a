import { describe, expect, it } from 'vitest';
import { repositoryPattern } from '../../src/util/pattern.js';

describe('a regular expression a repository wrote', () => {
  it.each([
    '/e2e/',
    '\\.snap$',
    '^(src|tests)/.*\\.py$',
    '^/__fixtures__/',
    '^(?!.*\\.d\\.ts$).*\\.ts$',
    '^test:',
    '(\\.pyi?)?$',
    '[(+*]+x',
    '^docs/(?:api|guide)/[^/]+\\.md$',
  ])('%s is compiled', (source) => {
    expect(repositoryPattern(source)).toBeInstanceOf(RegExp);
  });

  it.each(['(a+)+$', '^(\\w+\\s?)*$', '(a|aa)*b', '((ab)*c)+', '(?:x*y?){2,}', '(a)\\1', '(?<x>a)\\k<x>', '(', 'a'.repeat(301)])(
    '%s is refused',
    (source) => {
      expect(repositoryPattern(source)).toBeUndefined();
    },
  );
});
