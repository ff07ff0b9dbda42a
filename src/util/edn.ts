// A small EDN reader for the declarations a project writes in it (deps.edn, bb.edn): maps, vectors,
// lists and sets, strings, and every other atom (keyword, symbol, number) as its text. Tagged values are
// their value, `#_` drops the next form, metadata is skipped, a `#"regex"` or `#(...)` is a string or a
// list. Bounded: a form nested deeper than the limit, or text that does not read, is undefined.

export type Edn = string | Edn[] | EdnMap;
/** A map by its keys' text (`:test`, `"x"`, `my/lib`); a key that is not an atom or a string is dropped. */
export type EdnMap = { [key: string]: Edn };

const MAX_DEPTH = 64;
const DELIMITERS = /[\s,()[\]{}";]/;

export function parseEdn(text: string): Edn | undefined {
  let at = 0;
  const skip = () => {
    while (at < text.length) {
      const char = text[at];
      if (/[\s,]/.test(char)) at++;
      else if (char === ';') {
        const end = text.indexOf('\n', at);
        at = end < 0 ? text.length : end + 1;
      } else return;
    }
  };
  const string = (): string => {
    let out = '';
    for (at++; at < text.length && text[at] !== '"'; at++) out += text[at] === '\\' ? text[++at] : text[at];
    if (at >= text.length) throw new Error('unterminated string');
    at++;
    return out;
  };
  const sequence = (close: string, depth: number): Edn[] => {
    const items: Edn[] = [];
    for (;;) {
      skip();
      if (at >= text.length) throw new Error('unterminated form');
      if (text[at] === close) {
        at++;
        return items;
      }
      const item = form(depth + 1);
      if (item !== undefined) items.push(item);
    }
  };
  // a form, or undefined for one `#_` discards
  const form = (depth: number): Edn | undefined => {
    if (depth > MAX_DEPTH) throw new Error('too deep');
    skip();
    const char = text[at];
    if (char === undefined) throw new Error('end of text');
    if (char === '"') return string();
    if (char === '(' || char === '[') {
      at++;
      return sequence(char === '(' ? ')' : ']', depth);
    }
    if (char === '{') {
      at++;
      const items = sequence('}', depth);
      const map: EdnMap = {};
      for (let i = 0; i + 1 < items.length; i += 2) if (typeof items[i] === 'string') map[items[i] as string] = items[i + 1];
      return map;
    }
    if (char === '^') {
      at++;
      form(depth + 1);
      return form(depth);
    }
    if (char === '#') {
      const next = text[at + 1];
      if (next === '_') {
        at += 2;
        form(depth + 1);
        return undefined;
      }
      if (next === '{') {
        at += 2;
        return sequence('}', depth);
      }
      if (next === '"' || next === '(') {
        at++;
        return form(depth);
      }
      // a tagged value (`#inst "..."`): the tag, then its value
      atom();
      return form(depth);
    }
    if (char === ')' || char === ']' || char === '}') throw new Error('unbalanced');
    return atom();
  };
  const atom = (): string => {
    const start = at;
    // a character literal (`\space`, `\(`) takes the next character whatever it is
    if (text[at] === '\\') at += 2;
    while (at < text.length && !DELIMITERS.test(text[at])) at++;
    return text.slice(start, at);
  };
  try {
    return form(0);
  } catch {
    return undefined;
  }
}

/** The value at a path of map keys, when every step is a map. */
export function ednIn(value: Edn | undefined, ...keys: string[]): Edn | undefined {
  let current = value;
  for (const key of keys) current = current !== undefined && isEdnMap(current) ? current[key] : undefined;
  return current;
}

export const isEdnMap = (value: Edn | undefined): value is EdnMap =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value);

/** The strings of a vector or list. */
export const ednStrings = (value: Edn | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
