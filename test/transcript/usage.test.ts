// The context a transcript line says the model used, and of how large a window, for each agent.
import { describe, expect, it } from 'vitest';
import { usageOfLine } from '../../src/transcript/usage.js';

describe('usageOfLine', () => {
  it.each([
    {
      name: 'claude',
      line: {
        type: 'assistant',
        message: {
          model: 'claude-sonnet-4-5',
          usage: { input_tokens: 10, cache_read_input_tokens: 150_000, cache_creation_input_tokens: 5000, output_tokens: 100 },
        },
      },
      expected: { tokens: 155_110, window: 200_000 },
    },
    {
      name: 'codex',
      line: {
        type: 'event_msg',
        payload: {
          type: 'token_count',
          info: { last_token_usage: { input_tokens: 200_000, output_tokens: 10 }, model_context_window: 258_400 },
        },
      },
      expected: { tokens: 200_010, window: 258_400 },
    },
    {
      name: 'gemini',
      line: { type: 'gemini', model: 'gemini-3.1-pro-preview', tokens: { input: 100, output: 10, total: 110 } },
      expected: { tokens: 110, window: 1_048_576 },
    },
    { name: 'a user line', line: { type: 'user', message: { content: 'hi' } }, expected: undefined },
  ])('$name', ({ line, expected }) => {
    expect(usageOfLine(line)).toEqual(expected);
  });
});
