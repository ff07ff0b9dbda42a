import picomatch from 'picomatch';

// One way to match root-relative paths against globs (built-in categories, the user's categories,
// nx plugin include/exclude): dotfiles included, each matcher compiled on first use, since most hook
// runs (inside the threshold) never match a file.

export function globMatcher(patterns: string[]): (path: string) => boolean {
  if (patterns.length === 0) return () => false;
  let matcher: ((path: string) => boolean) | undefined;
  return (path) => (matcher ??= picomatch(patterns, { dot: true }))(path);
}

/** Is this a glob rather than a plain path? */
export const isGlob = (path: string) => /[*?[{]/.test(path);
