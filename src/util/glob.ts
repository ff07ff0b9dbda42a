import picomatch from 'picomatch';

// The one place globs are matched. Dot files count (a changed `.github/workflows/ci.yml` is a file
// like any other); patterns are root-relative posix paths.

const GLOB_CHARS = /[*?[\]{}]/;

/** One matcher for a list of globs. */
export function globMatcher(patterns: string[]): (file: string) => boolean {
  return picomatch(patterns, { dot: true });
}

/** An entry names the file: the file itself, a folder above it ('' is the root), or a glob matching it. */
export function entryCovers(entry: string, file: string): boolean {
  const dir = entry.replace(/\/$/, '');
  if (entry === '' || file === dir || file.startsWith(`${dir}/`)) return true;
  return GLOB_CHARS.test(entry) && picomatch.isMatch(file, entry, { dot: true });
}
