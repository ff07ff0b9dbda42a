import picomatch from 'picomatch';

// One way to match root-relative paths against globs (built-in categories, the user's categories,
// the plan's entries, nx plugin include/exclude): dotfiles included, compiled on first use, since most
// hook runs (inside the threshold) never match a file. Compiled to plain RegExps: picomatch's own
// matcher re-normalizes the path on every call, which a turn of many files pays per glob.

export function globMatcher(patterns: string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  let compiled: RegExp[] | undefined;
  return (path) => (compiled ??= patterns.map((pattern) => picomatch.makeRe(pattern, { dot: true }))).some((re) => re.test(path));
}

/** Is this a glob rather than a plain path? */
export const isGlob = (path: string) => /[*?[{]/.test(path);
