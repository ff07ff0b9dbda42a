import { describe, expect, it } from 'vitest';
import { toolOutput } from '../../src/transcript/text.js';

// The readers keep a shell result's own output: the lines each agent's harness wraps around it go.
describe('toolOutput drops the harness lines', () => {
  it.each([
    { name: 'Claude exit line', input: 'Exit code 1', expected: '' },
    { name: 'Claude exit line before the output', input: 'Exit code 1\ncat: x: No such file', expected: 'cat: x: No such file' },
    {
      name: 'Codex headers',
      input: 'Chunk ID: x\nWall time: 0.1 seconds\nProcess exited with code 1\nOriginal token count: 0\nOutput:\n',
      expected: '',
    },
    { name: 'Codex headers around output', input: 'Process exited with code 2\nOutput:\nboom\n', expected: 'boom' },
    {
      name: 'Gemini wrapper, empty output',
      input: '<untrusted_context>\nOutput: (empty)\nExit Code: 1\nProcess Group PGID: 7\n</untrusted_context>',
      expected: '',
    },
    {
      name: 'Gemini output line',
      input: 'Command: make\nDirectory: web\nOutput: x\nError: (none)\nExit Code: 2\nSignal: (none)\nBackground PIDs: (none)',
      expected: 'x',
    },
    { name: 'plain output stays', input: 'src/a.ts:1: error\n\nmore', expected: 'src/a.ts:1: error\nmore' },
  ])('$name', ({ input, expected }) => {
    expect(toolOutput(input)).toBe(expected);
  });
});
