import { globMatcher } from '../../util/glob.js';

// The patterns a type-checker's configuration names its files by (tsconfig `include`, mypy `files`,
// pyright `include`): a plain path takes itself and what is below it, a glob what it matches.

/** Compiled once per pattern: a project's configs repeat the same few. */
const compiled = new Map<string, (file: string) => boolean>();

/**
 * Does the directory's type-checker config (mypy `files`, phpstan `paths`) take this root-relative file, and
 * leave it in (a `!pattern`, phpstan's `excludePaths`)? undefined: it names none.
 */
export function typecheckFilesCover(owner: { dir: string; typecheckFiles?: string[] }, file: string): boolean | undefined {
  if (!owner.typecheckFiles) return undefined;
  const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
  const left = owner.typecheckFiles.filter((pattern) => pattern.startsWith('!')).map((pattern) => pattern.slice(1));
  return (
    patternsCover(
      owner.typecheckFiles.filter((pattern) => !pattern.startsWith('!')),
      relative,
    ) && !patternsCover(left, relative)
  );
}

/** Does a list of patterns (relative to their folder) take this file (relative to that folder) in? */
export function patternsCover(patterns: string[], file: string): boolean {
  return patterns.some((pattern) => {
    const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
    if (clean === '' || clean === '.') return true;
    if (!/[*?{[]/.test(clean)) return file === clean || file.startsWith(`${clean}/`);
    let matcher = compiled.get(clean);
    if (!matcher) compiled.set(clean, (matcher = globMatcher([clean, `${clean}/**`])));
    return matcher(file);
  });
}
