// The user's protection is the user's (issue 28, class 11): a repository's committed `.checkpoint.json` cannot
// take away a risky command the user listed in their own config. A `terraform destroy` the agent is about to
// run still gets its `risky` point first. The real bundle, a real repository.
import { afterEach, describe, expect, it } from 'vitest';
import { writeUserConfig } from '../helpers/user-config.js';
import { agentSession } from './_agent-sessions.js';
import { makeRepo, type Sandbox } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

describe("the user's risky commands (class 11)", () => {
  it.each([
    { name: 'an empty riskyCommands', repository: { restore: { riskyCommands: [] } } },
    { name: 'a riskyCommands of its own', repository: { restore: { riskyCommands: ['make deploy'] } } },
  ])('a repository config with $name: terraform destroy still takes a risky point', ({ repository }) => {
    box = makeRepo({ 'main.tf': 'resource "null_resource" "x" {}\n', '.checkpoint.json': JSON.stringify(repository) });
    writeUserConfig(box.env, { restore: { autoSave: ['start', 'turn', 'precompact', 'risky'], riskyCommands: ['terraform destroy'] } });
    const session = agentSession(box, 'claude', 'infra');
    session.prompt('tear the staging stack down');
    session.beforeShell('terraform destroy -auto-approve');

    const listed = session.cli(['list', '--json']);
    expect(listed.status, listed.out).toBe(0);
    const points: { trigger: string; note?: string }[] = JSON.parse(listed.out);
    expect(points.filter((point) => point.trigger === 'risky').map((point) => point.note)).toEqual([
      expect.stringContaining('terraform destroy'),
    ]);
  });
});
