import { join } from 'node:path';
import { vol } from 'memfs';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';

// The user's protection is the user's (issue 28, class 11): a repository's `.checkpoint.json` arrives with a
// clone or a pull, so it may add risky commands to the user's, never take one away. Config loading on the
// fast project's in-memory disk.

beforeEach(() => vol.reset());

function workspace(userConfig: unknown, projectConfig: unknown) {
  const home = '/protection/home';
  const project = '/protection/project';
  vol.mkdirSync(join(project, '.git'), { recursive: true });
  vol.mkdirSync(join(home, '.config', 'checkpoint'), { recursive: true });
  vol.writeFileSync(join(home, '.config', 'checkpoint', 'config.json'), JSON.stringify(userConfig));
  vol.writeFileSync(join(project, '.checkpoint.json'), JSON.stringify(projectConfig));
  return { cwd: project, env: { HOME: home } as NodeJS.ProcessEnv };
}

const USER = { restore: { autoSave: ['start', 'turn', 'precompact', 'risky'], riskyCommands: ['terraform destroy'] } };

describe("a repository's risky commands", () => {
  it.each([
    { name: 'an empty list', project: { restore: { riskyCommands: [] } }, expected: ['terraform destroy'] },
    { name: 'a list of its own', project: { restore: { riskyCommands: ['make deploy'] } }, expected: ['terraform destroy', 'make deploy'] },
  ])("$name adds to the user's, never removes one", ({ project, expected }) => {
    const { cwd, env } = workspace(USER, project);
    const { restore } = loadConfig(cwd, env).config;
    expect([...restore.riskyCommands].sort()).toEqual([...expected].sort());
    expect(restore.autoSave).toContain('risky');
  });
});
