// The one place a regular expression a repository wrote is compiled (jest's `testPathIgnorePatterns`, a
// pre-commit hook's `files:`, pnpm's `run "/^test:/"`). JavaScript's engine backtracks: a committed
// `(a+)+$` tried on a long path would hold the hook until the agent kills it. A pattern that can backtrack
// without bound (a repeated group that itself repeats or branches, a back-reference) or that is long is
// refused, and its caller treats it as one it cannot read.

const MAX_SOURCE = 300;

/** The pattern compiled, or undefined when it is invalid, long, or could backtrack without bound. */
export function repositoryPattern(source: string): RegExp | undefined {
  if (source.length > MAX_SOURCE || !linear(source)) return undefined;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** No back-reference, and no group repeated by `*`, `+` or `{` whose body repeats or branches. */
function linear(source: string): boolean {
  // for each open group: does its body repeat or branch?
  const open: boolean[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      if (/[1-9k]/.test(source[i + 1] ?? '')) return false;
      i++;
    } else if (char === '[') {
      // a class is one atom: skip to its unescaped `]` (a leading `]` is literal)
      i++;
      if (source[i] === '^') i++;
      if (source[i] === ']') i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
    } else if (char === '(') {
      open.push(false);
      if (source[i + 1] === '?') i += source[i + 2] === '<' && /[=!]/.test(source[i + 3] ?? '') ? 3 : 2;
    } else if (char === ')') {
      const repeats = open.pop() ?? false;
      const quantifier = source[i + 1];
      if (repeats && (quantifier === '*' || quantifier === '+' || quantifier === '{')) return false;
      if (open.length > 0 && (repeats || quantifier === '*' || quantifier === '+' || quantifier === '{' || quantifier === '?'))
        open[open.length - 1] = true;
    } else if ('*+?{|'.includes(char) && open.length > 0) {
      open[open.length - 1] = true;
    }
  }
  return true;
}
