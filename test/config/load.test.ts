import { join } from 'node:path';
import { vol } from 'memfs';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeProblem, loadConfig } from '../../src/config/load.js';

// Config loading is logic over a few small files: the fast project's in-memory file system, no temp dirs.

beforeEach(() => vol.reset());

const root = '/checkpoint-config';

function workspace(userConfig?: unknown, projectConfig?: unknown) {
  const home = join(root, 'home');
  const project = join(root, 'project');
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  vol.mkdirSync(join(project, '.git'), { recursive: true });
  vol.mkdirSync(join(project, 'src'), { recursive: true });
  vol.mkdirSync(join(home, '.config', 'checkpoint'), { recursive: true });
  if (userConfig !== undefined) vol.writeFileSync(join(home, '.config', 'checkpoint', 'config.json'), text(userConfig));
  if (projectConfig !== undefined) vol.writeFileSync(join(project, '.checkpoint.json'), text(projectConfig));
  return { cwd: join(project, 'src'), env: { HOME: home } as NodeJS.ProcessEnv, project, home };
}

describe('loadConfig', () => {
  it('defaults when no file exists: every key present (the schema holds the defaults)', () => {
    const { cwd, env } = workspace();
    const loaded = loadConfig(cwd, env);
    expect(loaded.config).toEqual({
      thresholdSeconds: 30,
      maxBlocksPerTurn: 2,
      agents: { claude: true, gemini: true, codex: true },
      categories: [],
      replaceDefaultCategories: false,
      quietPatterns: [],
      allClear: 'silent',
      transcript: { maxBytes: 8 * 1024 * 1024, settleMs: 1000 },
      restore: {
        keep: 20,
        maxAgeDays: 14,
        autoSave: ['start', 'turn', 'precompact'],
        riskyCommands: [],
        contextWarnPercent: 80,
        maxFileBytes: 10 * 1024 * 1024,
        maxStoreBytes: 2 * 1024 * 1024 * 1024,
      },
    });
    expect(loaded.problems).toEqual([]);
    expect(loaded.files).toEqual([]);
  });

  it('a layer sets only the keys it names: the defaults it leaves out never undo the layer below', () => {
    const { cwd, env } = workspace(
      { thresholdSeconds: 60, restore: { keep: 5 }, transcript: { settleMs: 0 } },
      { allClear: 'message', restore: { riskyCommands: ['make deploy'] } },
    );
    const { config } = loadConfig(cwd, env);
    expect(config).toMatchObject({ thresholdSeconds: 60, maxBlocksPerTurn: 2, allClear: 'message' });
    expect(config.restore).toMatchObject({ keep: 5, maxAgeDays: 14, riskyCommands: ['make deploy'] });
    expect(config.transcript).toEqual({ maxBytes: 8 * 1024 * 1024, settleMs: 0 });
  });

  it('project file wins over user file, which wins over defaults; nested keys merge', () => {
    const { cwd, env } = workspace({ thresholdSeconds: 60, agents: { gemini: false } }, { thresholdSeconds: 90, agents: { codex: false } });
    const { config, files } = loadConfig(cwd, env);
    expect(config.thresholdSeconds).toBe(90);
    expect(config.agents).toEqual({ claude: true, gemini: false, codex: false });
    expect(files).toHaveLength(2);
  });

  it.each([
    {
      name: 'unknown key',
      file: { thresholdSecond: 5 },
      key: 'thresholdSecond',
      words: 'is not a known key (did you mean `thresholdSeconds`?)',
    },
    { name: 'wrong type', file: { maxBlocksPerTurn: 'two' }, key: 'maxBlocksPerTurn', words: 'must be a number, not "two"' },
    { name: 'negative threshold', file: { thresholdSeconds: -1 }, key: 'thresholdSeconds', words: 'must be at least 0, not -1' },
    {
      name: 'bad nested category key',
      file: { categories: [{ name: 'x', include: ['a'], actoin: 'y' }] },
      key: 'categories.0.actoin',
      words: 'is not a known key (did you mean `action`?)',
    },
    { name: 'bad allClear', file: { allClear: 'loud' }, key: 'allClear', words: 'must be one of "silent", "message", not "loud"' },
    { name: 'not JSON', file: '{ "thresholdSeconds": ', key: '', words: expect.stringMatching(/^is not valid JSON \(/) },
  ])('an invalid project file ($name) is ignored and names the bad key in plain words', ({ file, key, words }) => {
    const { cwd, env, project } = workspace({ thresholdSeconds: 45 }, file);
    const { config, problems } = loadConfig(cwd, env);
    expect(config.thresholdSeconds).toBe(45);
    expect(problems).toEqual([{ file: join(project, '.checkpoint.json'), key, message: words }]);
  });

  it('every problem of a file is listed, not only the first', () => {
    const { cwd, env, project } = workspace(undefined, { thresholdSecond: 5, allClear: 'loud', agents: { claud: true } });
    const described = loadConfig(cwd, env).problems.map(describeProblem);
    const file = join(project, '.checkpoint.json');
    expect([...described].sort()).toEqual(
      [
        `${file}: \`thresholdSecond\` is not a known key (did you mean \`thresholdSeconds\`?): fix or remove it (the file is ignored until then).`,
        `${file}: \`agents.claud\` is not a known key (did you mean \`claude\`?): fix or remove it (the file is ignored until then).`,
        `${file}: \`allClear\` must be one of "silent", "message", not "loud": fix or remove it (the file is ignored until then).`,
      ].sort(),
    );
  });

  it('two unknown keys side by side are both named, each with its did-you-mean (a mistyped prefix too)', () => {
    const { cwd, env, project } = workspace(undefined, { treshold: 5, maxBlock: 1, restore: { kep: 3, autosave: [] } });
    const file = join(project, '.checkpoint.json');
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(loadConfig(cwd, env).problems.sort(byKey)).toEqual(
      [
        { file, key: 'treshold', message: 'is not a known key (did you mean `thresholdSeconds`?)' },
        { file, key: 'maxBlock', message: 'is not a known key (did you mean `maxBlocksPerTurn`?)' },
        { file, key: 'restore.kep', message: 'is not a known key (did you mean `keep`?)' },
        { file, key: 'restore.autosave', message: 'is not a known key (did you mean `autoSave`?)' },
      ].sort(byKey),
    );
  });

  it('CHECKPOINT_CONFIG replaces the project file; CHECKPOINT_THRESHOLD_SECONDS overrides', () => {
    const { cwd, env, home } = workspace(undefined, { thresholdSeconds: 90 });
    const override = join(home, 'other.json');
    vol.writeFileSync(override, JSON.stringify({ maxBlocksPerTurn: 1 }));
    const { config } = loadConfig(cwd, { ...env, CHECKPOINT_CONFIG: override, CHECKPOINT_THRESHOLD_SECONDS: '0' });
    expect(config.maxBlocksPerTurn).toBe(1);
    expect(config.thresholdSeconds).toBe(0);
  });
});
