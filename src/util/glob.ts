import type Picomatch from 'picomatch';

// The one place globs are matched (built-in categories, the user's categories, the plan's entries, nx
// plugin include/exclude, quiet patterns). Dot files count (a changed `.github/workflows/ci.yml` is a
// file like any other); patterns are root-relative posix paths. Compiled on first use, since most hook
// runs (inside the threshold) never match a file, and to plain RegExps: picomatch's own matcher
// re-normalizes the path on every call, which a turn of many files pays per glob. picomatch itself is
// required on that first use (a synchronous require inside the one bundle), like js-yaml.
let picomatch: typeof Picomatch | undefined;

const GLOB_CHARS = /[*?[\]{}]/;

/** One matcher for a list of globs. */
export function globMatcher(patterns: string[]): (file: string) => boolean {
  if (patterns.length === 0) return () => false;
  let compiled: RegExp[] | undefined;
  return (file) => (compiled ??= patterns.map(globRegExp)).some((re) => re.test(file));
}

// Globs come from files a repository commits (CI path filters, task inputs, its .checkpoint.json). Each `*`
// within one name is a lazy loop over it: `a*a*a*a*a*a*a*a*a*a*a*b` tried on a 31-letter name backtracks
// for seconds. A glob with more stars in one name than real globs use, or a long one, matches nothing.
const MAX_STARS_IN_A_NAME = 4;
const MAX_GLOB = 500;
const NOTHING = /$^/;

function globRegExp(pattern: string): RegExp {
  if (pattern.length > MAX_GLOB || pattern.split('/').some((name) => (name.match(/\*+/g)?.length ?? 0) > MAX_STARS_IN_A_NAME))
    return NOTHING;
  picomatch ??= require('picomatch') as typeof Picomatch;
  return picomatch.makeRe(pattern, { dot: true });
}

// Each entry's matcher, compiled once per run: a stop checks every touched path against every changed file.
const entryMatchers = new Map<string, (file: string) => boolean>();

/** An entry names the file: the file itself, a folder above it ('' is the root), or a glob matching it. */
export function entryCovers(entry: string, file: string): boolean {
  const dir = entry.replace(/\/$/, '');
  if (entry === '' || file === dir || file.startsWith(`${dir}/`)) return true;
  if (!GLOB_CHARS.test(entry)) return false;
  let matcher = entryMatchers.get(entry);
  if (!matcher) entryMatchers.set(entry, (matcher = globMatcher([entry])));
  return matcher(file);
}
