import { describe, expect, it } from 'vitest';
import { ednIn, parseEdn } from '../../src/util/edn.js';

describe('parseEdn', () => {
  it('reads a deps.edn: maps by their keys’ text, vectors, strings, comments and commas skipped', () => {
    const deps = parseEdn(
      ';; the project\n{:paths ["src" "resources"], :deps {org.clojure/clojure {:mvn/version "1.12.0"}}\n :aliases {:test {:main-opts ["-m" "kaocha.runner"]}}}\n',
    );
    expect(ednIn(deps, ':paths')).toEqual(['src', 'resources']);
    expect(ednIn(deps, ':deps', 'org.clojure/clojure', ':mvn/version')).toBe('1.12.0');
    expect(ednIn(deps, ':aliases', ':test', ':main-opts')).toEqual(['-m', 'kaocha.runner']);
  });

  it('drops a #_ form, reads a tagged value as its value, a set as a vector, skips metadata', () => {
    expect(parseEdn('{:a #_ :gone :b :t #inst "2024-01-01" :c #{1 2} :d ^:private [x]}')).toEqual({
      ':a': ':b',
      ':t': '2024-01-01',
      ':c': ['1', '2'],
      ':d': ['x'],
    });
  });

  it('reads escapes in strings and character literals', () => {
    expect(parseEdn('["a\\"b" \\( \\space]')).toEqual(['a"b', '\\(', '\\space']);
  });

  it('text that does not read, or nests past its bound, is undefined', () => {
    expect(parseEdn('{:a [1 2}')).toBeUndefined();
    expect(parseEdn('{:a "open')).toBeUndefined();
    expect(parseEdn('['.repeat(100) + ']'.repeat(100))).toBeUndefined();
  });
});
