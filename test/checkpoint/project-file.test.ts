import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectJson } from '../../src/checkpoint/project-file.js';
import { tempDir } from '../helpers/temp.js';

// tsconfig, deno.jsonc and nx configs are JSONC: comments and trailing commas are the files as their
// templates write them, not broken ones.
describe('readProjectJson', () => {
  const dir = tempDir('checkpoint-json-');
  const read = (text: string, name = 'tsconfig.json') => {
    writeFileSync(join(dir, name), text);
    return readProjectJson(join(dir, name));
  };

  it.each([
    { name: 'plain JSON', text: '{"files": []}', expected: { files: [] } },
    {
      name: 'line and block comments',
      text: '{\n  // a\n  "files": [], /* b */\n  "x": "//not a comment"\n}',
      expected: { files: [], x: '//not a comment' },
    },
    { name: 'trailing commas', text: '{"include": ["src",],}', expected: { include: ['src'] } },
    { name: 'a broken file says nothing', text: '{"include": ["src"', expected: undefined },
    { name: 'not an object', text: '[1, 2]', expected: undefined },
  ])('$name', ({ text, expected }) => {
    expect(read(text)).toEqual(expected);
  });

  it('deno.jsonc with comments', () => {
    expect(read('{ /* tasks */ "tasks": { "test": "deno test" }, }', 'deno.jsonc')).toEqual({ tasks: { test: 'deno test' } });
  });
});
