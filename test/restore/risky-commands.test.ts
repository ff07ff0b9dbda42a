// Which shell commands are risky (they take a restore point first when asked for). The command of each
// agent's shell call: ../agents/protocol.test.ts.
import { describe, expect, it } from 'vitest';
import { riskyMatch } from '../../src/restore/risky-commands.js';

describe('riskyMatch', () => {
  it.each([
    { command: 'git reset --hard HEAD~1', risky: true },
    { command: 'git checkout -- .', risky: true },
    { command: 'git clean -fdx', risky: true },
    { command: 'git push --force origin main', risky: true },
    { command: 'rm -rf build', risky: true },
    { command: 'rm -fr src', risky: true },
    { command: 'psql -c "DROP TABLE users"', risky: true },
    { command: 'git reset HEAD file.txt', risky: false },
    { command: 'git push origin main', risky: false },
    { command: 'rm file.txt', risky: false },
    { command: 'npm test', risky: false },
    { command: 'terraform destroy', risky: false },
    { command: 'terraform destroy', configured: ['terraform destroy'], risky: true },
  ])('$command', ({ command, configured, risky }) => {
    expect(Boolean(riskyMatch(command, configured))).toBe(risky);
  });
});
