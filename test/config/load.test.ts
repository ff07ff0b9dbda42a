import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { tempDir } from '../helpers/temp.js';

function workspace(userConfig?: unknown, projectConfig?: unknown) {
  const root = tempDir('checkpoint-config-');
  const home = join(root, 'home');
  const project = join(root, 'project');
  mkdirSync(join(project, '.git'), { recursive: true });
  mkdirSync(join(project, 'src'), { recursive: true });
  mkdirSync(join(home, '.config', 'checkpoint'), { recursive: true });
  const write = (file: string, value: unknown) => writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  if (userConfig !== undefined) write(join(home, '.config', 'checkpoint', 'config.json'), userConfig);
  if (projectConfig !== undefined) write(join(project, '.checkpoint.json'), projectConfig);
  return { cwd: join(project, 'src'), env: { HOME: home } as NodeJS.ProcessEnv, project, home };
}

describe('loadConfig', () => {
  it('defaults when no file exists', () => {
    const { cwd, env } = workspace();
    const loaded = loadConfig(cwd, env);
    expect(loaded.config.thresholdSeconds).toBe(30);
    expect(loaded.config.maxBlocksPerTurn).toBe(2);
    expect(loaded.problems).toEqual([]);
    expect(loaded.files).toEqual([]);
  });

  it('project file wins over user file, which wins over defaults; nested keys merge', () => {
    const { cwd, env } = workspace({ thresholdSeconds: 60, agents: { gemini: false } }, { thresholdSeconds: 90, agents: { codex: false } });
    const { config, files } = loadConfig(cwd, env);
    expect(config.thresholdSeconds).toBe(90);
    expect(config.agents).toEqual({ claude: true, gemini: false, codex: false });
    expect(files).toHaveLength(2);
  });

  it.each([
    { name: 'unknown key', file: { thresholdSecs: 5 }, key: 'thresholdSecs' },
    { name: 'wrong type', file: { maxBlocksPerTurn: 'two' }, key: 'maxBlocksPerTurn' },
    { name: 'negative threshold', file: { thresholdSeconds: -1 }, key: 'thresholdSeconds' },
    { name: 'bad nested category key', file: { categories: [{ name: 'x', include: ['a'], actoin: 'y' }] }, key: 'categories.0.actoin' },
    { name: 'bad allClear', file: { allClear: 'loud' }, key: 'allClear' },
    { name: 'not JSON', file: '{ "thresholdSeconds": ', key: '' },
  ])('an invalid project file ($name) is ignored and names the bad key', ({ file, key }) => {
    const { cwd, env, project } = workspace({ thresholdSeconds: 45 }, file);
    const { config, problems } = loadConfig(cwd, env);
    expect(config.thresholdSeconds).toBe(45);
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe(join(project, '.checkpoint.json'));
    expect(problems[0].key).toBe(key);
    expect(problems[0].message.length).toBeGreaterThan(3);
  });

  it('CHECKPOINT_CONFIG replaces the project file; CHECKPOINT_THRESHOLD_SECONDS overrides', () => {
    const { cwd, env, home } = workspace(undefined, { thresholdSeconds: 90 });
    const override = join(home, 'other.json');
    writeFileSync(override, JSON.stringify({ maxBlocksPerTurn: 1 }));
    const { config } = loadConfig(cwd, { ...env, CHECKPOINT_CONFIG: override, CHECKPOINT_THRESHOLD_SECONDS: '0' });
    expect(config.maxBlocksPerTurn).toBe(1);
    expect(config.thresholdSeconds).toBe(0);
  });
});
