import { describe, expect, it } from 'vitest';
import { allClearMessage, checkpointMessage, GENERIC_MESSAGE } from '../../src/checkpoint/message.js';

const CLOSING = `Do these silently. Then end with a short debrief for the user: outcome, blocker, or decision needed.
Do not mention this checkpoint. If nothing here applies, run \`checkpoint off\` to silence checkpoints
for this session.`;

describe('checkpointMessage', () => {
  it.each([
    {
      name: 'the SPEC example',
      input: {
        categories: ['dependencies', 'source code'],
        actions: [
          { category: 'dependencies', text: 'Install updated dependencies', command: 'npm install' },
          { category: 'source code', text: 'Run the tests', command: 'npm test' },
        ],
        observations: [
          '`npm run build` failed (TS2322 type error) and was not re-run successfully',
          'src/app.ts was edited without being read first this turn: verify the change',
        ],
      },
      expected: `[Checkpoint] - Context-aware checkpoint

Changed: dependencies, source code

Required actions (complete all before replying):
1. Install updated dependencies: \`npm install\`
2. Run the tests: \`npm test\`

Observations:
- \`npm run build\` failed (TS2322 type error) and was not re-run successfully
- src/app.ts was edited without being read first this turn: verify the change

${CLOSING}`,
    },
    {
      name: 'actions only, one without a command',
      input: {
        categories: ['agent setup'],
        actions: [{ category: 'agent setup', text: 'Restart the agent session so it loads the change' }],
        observations: [],
      },
      expected: `[Checkpoint] - Context-aware checkpoint

Changed: agent setup

Required actions (complete all before replying):
1. Restart the agent session so it loads the change

${CLOSING}`,
    },
    {
      name: 'lint is a check the turn owes, not a kind of change: listed in the actions, not in "Changed:"',
      input: {
        categories: ['source code', 'lint'],
        actions: [
          { category: 'source code', text: 'Run the tests', command: 'npm test' },
          { category: 'lint', text: 'Lint', command: 'npm run lint' },
        ],
        observations: [],
      },
      expected: `[Checkpoint] - Context-aware checkpoint

Changed: source code

Required actions (complete all before replying):
1. Run the tests: \`npm test\`
2. Lint: \`npm run lint\`

${CLOSING}`,
    },
    {
      name: 'observations only, nothing changed',
      input: { categories: [], actions: [], observations: ['a command failed and was not re-run successfully: `make deploy`'] },
      expected: `[Checkpoint] - Context-aware checkpoint

Observations:
- a command failed and was not re-run successfully: \`make deploy\`

${CLOSING}`,
    },
  ])('$name', ({ input, expected }) => {
    expect(checkpointMessage(input, () => 'checkpoint')).toBe(expected);
  });
});

describe('the closing line names checkpoint as the agent can run it', () => {
  it('by name when PATH finds it, else the installed file', () => {
    const input = {
      categories: ['source code'],
      actions: [{ category: 'source code', text: 'Run the tests', command: 'npm test' }],
      observations: [],
    };
    expect(checkpointMessage(input, () => 'checkpoint')).toContain('run `checkpoint off` to silence');
    expect(checkpointMessage(input, () => 'node /home/u/.local/share/checkpoint/checkpoint.js')).toContain(
      'run `node /home/u/.local/share/checkpoint/checkpoint.js off` to silence',
    );
  });
});

describe('fixed texts', () => {
  it('generic message is the SPEC text', () => {
    expect(GENERIC_MESSAGE).toBe(
      '[Checkpoint] - Validate your work if needed: run the checks that cover what you changed, then give a short debrief. Do not mention this checkpoint.',
    );
  });

  it('all-clear note is one line with the prefix', () => {
    const text = allClearMessage(['source code', 'types']);
    expect(text.startsWith('[Checkpoint] - All clear: ')).toBe(true);
    expect(text).not.toContain('\n');
    expect(text).toContain('source code, types');
  });
});
