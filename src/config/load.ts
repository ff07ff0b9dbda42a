import { join } from 'node:path';
import * as v from 'valibot';
import { closest } from '../util/closest.js';
import { findProjectRoot, userConfigFile } from '../util/paths.js';
import { readRegularFile } from '../util/read-file.js';
import { isRecord } from '../util/record.js';
import { type Config, type ConfigFile, type ConfigProblem, ConfigSchema, DEFAULT_CONFIG, USER_ONLY_RESTORE_KEYS } from './schema.js';

interface LoadedConfig {
  config: Config;
  /** Files that were read and applied. */
  files: string[];
  /** Files that were invalid and ignored, with the bad key. */
  problems: ConfigProblem[];
  /** Keys a repository's file set that only the user's own config may set: ignored (doctor says so). */
  untrusted: { file: string; keys: string[] }[];
}

/** The config files in the order they apply, each saying whether it is the user's own. */
function configFiles(cwd: string, env: NodeJS.ProcessEnv = process.env): { file: string; own: boolean }[] {
  // CHECKPOINT_CONFIG is set by the user, in the user's environment: their own file.
  const project = env.CHECKPOINT_CONFIG
    ? { file: env.CHECKPOINT_CONFIG, own: true }
    : { file: join(findProjectRoot(cwd), '.checkpoint.json'), own: false };
  return [{ file: userConfigFile(env), own: true }, project];
}

/** A repository's layer without the keys only the user's config may set, and which of them it had. */
function withoutUserOnlyKeys(layer: ConfigFile): { layer: ConfigFile; keys: string[] } {
  if (!layer.restore) return { layer, keys: [] };
  const restore: Record<string, unknown> = { ...layer.restore };
  const keys = USER_ONLY_RESTORE_KEYS.filter((key) => key in restore);
  for (const key of keys) delete restore[key];
  return { layer: { ...layer, restore: restore as ConfigFile['restore'] }, keys: keys.map((key) => `restore.${key}`) };
}

type Issue = v.InferIssue<typeof ConfigSchema>;

/** The keys a strict object at this dotted path accepts, for "did you mean". */
function knownKeys(parent: string): string[] {
  let schema: unknown = ConfigSchema;
  for (const part of parent ? parent.split('.') : []) {
    let inner = schema as { type?: string; wrapped?: unknown; item?: unknown; entries?: Record<string, unknown> };
    while (inner?.type === 'optional') inner = inner.wrapped as typeof inner;
    schema = /^\d+$/.test(part) ? inner?.item : inner?.entries?.[part];
  }
  let inner = schema as { type?: string; wrapped?: unknown; entries?: Record<string, unknown> };
  while (inner?.type === 'optional') inner = inner.wrapped as typeof inner;
  return Object.keys(inner?.entries ?? {});
}

/** A validation issue in plain words (valibot says `Expected never but received "x"` for an unknown key). */
function plainWords(issue: Issue, key: string): string {
  const received = issue.received;
  switch (issue.type) {
    case 'strict_object': {
      if (issue.expected !== 'never') return `must be an object, not ${received}`;
      const dot = key.lastIndexOf('.');
      const name = key.slice(dot + 1);
      const hint = closest(name, knownKeys(dot === -1 ? '' : key.slice(0, dot)));
      return `is not a known key${hint ? ` (did you mean \`${hint}\`?)` : ''}`;
    }
    case 'min_value':
      return `must be at least ${String(issue.requirement)}, not ${received}`;
    case 'integer':
      return `must be a whole number, not ${received}`;
    case 'picklist':
      return `must be one of ${(issue.expected ?? '').replace(/^\((.*)\)$/, '$1').replaceAll(' | ', ', ')}, not ${received}`;
    case 'min_length':
      return `must not be empty${received ? `, not ${received}` : ''}`;
    case 'array':
      return `must be an array, not ${received}`;
    default:
      return `must be a ${issue.type}, not ${received}`;
  }
}

/** Every problem of one file, so one edit fixes them all. */
function parseConfigFile(file: string, text: string): { value?: ConfigFile; problems: ConfigProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [{ file, key: '', message: `is not valid JSON (${(error as Error).message})` }] };
  }
  const result = v.safeParse(ConfigSchema, json);
  // The file as written, not the parsed output: that has every default filled in, and a layer must set
  // only the keys it names.
  if (result.success) return { value: json as ConfigFile, problems: [] };
  return {
    problems: result.issues.flatMap((issue) =>
      issueKeys(issue, v.getDotPath(issue) ?? '').map((key) => ({ file, key, message: plainWords(issue, key) })),
    ),
  };
}

/** The keys an issue is about: valibot names only the first unknown key of an object, the user needs them all. */
function issueKeys(issue: Issue, key: string): string[] {
  const holder = issue.path?.at(-1)?.input;
  if (issue.type !== 'strict_object' || issue.expected !== 'never' || !isRecord(holder)) return [key];
  const parent = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '';
  const known = knownKeys(parent);
  return Object.keys(holder)
    .filter((name) => !known.includes(name))
    .map((name) => (parent ? `${parent}.${name}` : name));
}

/**
 * A layer over the config so far. A repository's layer (not `own`) may add risky commands, never take away the
 * user's: its list joins theirs.
 */
function merge(base: Config, layer: ConfigFile, own: boolean): Config {
  const { $schema: _ignored, agents, transcript, restore, ...rest } = layer;
  const risky = restore?.riskyCommands;
  return {
    ...base,
    ...rest,
    agents: { ...base.agents, ...agents },
    transcript: { ...base.transcript, ...transcript },
    restore: {
      ...base.restore,
      ...restore,
      ...(risky && !own && { riskyCommands: [...new Set([...base.restore.riskyCommands, ...risky])] }),
    },
  };
}

/** Defaults < user file < project file; an invalid file is skipped and reported, never thrown. */
export function loadConfig(cwd: string, env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  let config = DEFAULT_CONFIG;
  const files: string[] = [];
  const problems: ConfigProblem[] = [];
  const untrusted: LoadedConfig['untrusted'] = [];
  for (const { file, own } of configFiles(cwd, env)) {
    // A config that is a FIFO, a device or oversized counts as absent (readRegularFile logs why).
    const text = readRegularFile(file);
    if (text === undefined) continue;
    const parsed = parseConfigFile(file, text);
    problems.push(...parsed.problems);
    if (parsed.value) {
      const { layer, keys } = own ? { layer: parsed.value, keys: [] } : withoutUserOnlyKeys(parsed.value);
      if (keys.length > 0) untrusted.push({ file, keys });
      config = merge(config, layer, own);
      files.push(file);
    }
  }
  const threshold = Number(env.CHECKPOINT_THRESHOLD_SECONDS);
  if (
    env.CHECKPOINT_THRESHOLD_SECONDS !== undefined &&
    env.CHECKPOINT_THRESHOLD_SECONDS !== '' &&
    Number.isFinite(threshold) &&
    threshold >= 0
  ) {
    config = { ...config, thresholdSeconds: threshold };
  }
  return { config, files, problems, untrusted };
}

export function describeProblem(problem: ConfigProblem): string {
  if (!problem.key) return `${problem.file} ${problem.message}: fix it (the file is ignored until then).`;
  return `${problem.file}: \`${problem.key}\` ${problem.message}: fix or remove it (the file is ignored until then).`;
}
