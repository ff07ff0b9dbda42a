// A path shown to a person or handed to an agent: a file name may hold a newline, a backtick or any
// control character, and must never add a line or end a code span of what it is shown in.

/** A path as it can be shown on one line: as it is when plain, else quoted with JSON escapes. */
export function quotePath(path: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029`"]/.test(path) ? JSON.stringify(path) : path;
}

/** Text from a transcript or a record as one line: any run of white space (newlines too) becomes one space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
