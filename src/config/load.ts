import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { userConfigFile } from '../util/paths.js';
import { readRegularFile } from '../util/read-file.js';
import { DEFAULT_CONFIG } from './defaults.js';
import { type Config, type ConfigFile, ConfigFileSchema, type ConfigProblem } from './schema.js';

export interface LoadedConfig {
  config: Config;
  /** Files that were read and applied. */
  files: string[];
  /** Files that were invalid and ignored, with the bad key. */
  problems: ConfigProblem[];
}

/** The project root without spawning git: the nearest directory holding `.git` (dir or file), else cwd. */
export function findProjectRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}

export function configFiles(cwd: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const project = env.CHECKPOINT_CONFIG || join(findProjectRoot(cwd), '.checkpoint.json');
  return [userConfigFile(env), project];
}

export function parseConfigFile(file: string, text: string): { value?: ConfigFile; problem?: ConfigProblem } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problem: { file, key: '', message: `not valid JSON (${(error as Error).message})` } };
  }
  const result = v.safeParse(ConfigFileSchema, json);
  if (result.success) return { value: result.output };
  const issue = result.issues[0];
  return { problem: { file, key: v.getDotPath(issue) ?? '', message: issue.message } };
}

function merge(base: Config, layer: ConfigFile): Config {
  const { $schema: _ignored, agents, transcript, restore, ...rest } = layer;
  return {
    ...base,
    ...rest,
    agents: { ...base.agents, ...agents },
    transcript: { ...base.transcript, ...transcript },
    restore: { ...base.restore, ...restore },
  };
}

/** Defaults < user file < project file; an invalid file is skipped and reported, never thrown. */
export function loadConfig(cwd: string, env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  let config = DEFAULT_CONFIG;
  const files: string[] = [];
  const problems: ConfigProblem[] = [];
  for (const file of configFiles(cwd, env)) {
    // A config that is a FIFO, a device or oversized counts as absent (readRegularFile logs why).
    const text = readRegularFile(file);
    if (text === undefined) continue;
    const { value, problem } = parseConfigFile(file, text);
    if (problem) problems.push(problem);
    if (value) {
      config = merge(config, value);
      files.push(file);
    }
  }
  const threshold = Number(env.CHECKPOINT_THRESHOLD_SECONDS);
  if (env.CHECKPOINT_THRESHOLD_SECONDS !== undefined && env.CHECKPOINT_THRESHOLD_SECONDS !== '' && Number.isFinite(threshold) && threshold >= 0) {
    config = { ...config, thresholdSeconds: threshold };
  }
  return { config, files, problems };
}

export function describeProblem(problem: ConfigProblem): string {
  const where = problem.key ? ` at \`${problem.key}\`` : '';
  return `${problem.file}${where}: ${problem.message}; fix it or remove the key (the file is ignored until then).`;
}
