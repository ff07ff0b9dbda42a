import { describe, expect, it } from 'vitest';
import { overlapsPlan, planFiles, planObservation, slugCandidates } from '../../src/checkpoint/plan-alignment.js';

const plan = `# Add login

## Goal
Users log in. See \`docs/old.md\` for history.

## Files to change
| file | why |
|---|---|
| \`src/auth/login.ts\` | new |
| src/routes.ts | wire |

- \`test/auth/\` (new tests)
- update package.json

## Risks
- \`src/other.ts\` must not change
`;

describe('planFiles', () => {
  it('takes backticked and path-like tokens under the heading only', () => {
    expect(planFiles(plan)).toEqual(['src/auth/login.ts', 'src/routes.ts', 'test/auth/', 'package.json']);
  });

  it.each([
    { name: 'no heading', input: '# Plan\n- `src/a.ts`\n', expected: [] },
    {
      name: 'subheading stays in the section',
      input: '## Files to change\n### Backend\n- `api/a.go`\n## Next\n- `x.ts`',
      expected: ['api/a.go'],
    },
    { name: 'words and versions are not paths', input: '## Files to change\n- update the thing to 1.2.3 soon', expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(planFiles(input)).toEqual(expected);
  });
});

describe('overlapsPlan', () => {
  it.each([
    { name: 'listed file', input: { changed: ['src/routes.ts'], planned: ['src/routes.ts'] }, expected: true },
    { name: 'under a listed folder', input: { changed: ['test/auth/a.test.ts'], planned: ['test/auth/'] }, expected: true },
    { name: 'glob', input: { changed: ['src/auth/x.ts'], planned: ['src/auth/*.ts'] }, expected: true },
    { name: 'unrelated', input: { changed: ['src/billing.ts'], planned: ['src/routes.ts', 'test/auth/'] }, expected: false },
    { name: 'prefix is not a folder', input: { changed: ['src/routes.tsx'], planned: ['src/routes.ts'] }, expected: false },
  ])('$name', ({ input, expected }) => {
    expect(overlapsPlan(input.changed, input.planned)).toBe(expected);
  });
});

describe('planObservation', () => {
  const files: Record<string, string> = { '/repo/plans/add-login.md': plan };
  const read = (path: string) => files[path];
  it.each([
    {
      name: 'off-plan turn',
      input: { changed: ['src/billing.ts'], slugs: ['add-login'] },
      expected: 'the active plan `add-login` expects changes in different files',
    },
    { name: 'on-plan turn', input: { changed: ['src/billing.ts', 'src/routes.ts'], slugs: ['add-login'] }, expected: undefined },
    { name: 'no plan file for the slug', input: { changed: ['src/billing.ts'], slugs: ['other'] }, expected: undefined },
    {
      name: 'second slug candidate found',
      input: { changed: ['src/billing.ts'], slugs: ['feat-add-login', 'add-login'] },
      expected: 'the active plan `add-login` expects changes in different files',
    },
    { name: 'writing the plan itself', input: { changed: ['plans/add-login.md'], slugs: ['add-login'] }, expected: undefined },
  ])('$name', ({ input, expected }) => {
    expect(planObservation({ root: '/repo', template: 'plans/{slug}.md', read, ...input })).toBe(expected);
  });
});

describe('slugCandidates', () => {
  it.each([
    { name: 'env wins', input: { branch: 'main', env: { CHECKPOINT_SLUG: 'my-plan' } }, expected: ['my-plan'] },
    { name: 'branch with prefix', input: { branch: 'feat/Add_Login', env: {} }, expected: ['feat-add-login', 'add-login'] },
    { name: 'plain branch', input: { branch: 'fix-bug', env: {} }, expected: ['fix-bug'] },
    { name: 'detached', input: { branch: undefined, env: {} }, expected: [] },
  ])('$name', ({ input, expected }) => {
    expect(slugCandidates(input.branch, input.env)).toEqual(expected);
  });
});
