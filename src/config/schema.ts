import * as v from 'valibot';
import { AGENTS, type AgentName } from '../agents/protocol.js';

const Globs = v.array(v.string());

export const CategorySchema = v.strictObject({
  name: v.pipe(v.string(), v.minLength(1)),
  include: Globs,
  exclude: v.optional(Globs),
  /** Action text shown to the agent; a category without one only classifies (like docs). */
  action: v.optional(v.string()),
  /** Command prefixes that count as having done the action (`npm test`, `pytest`), matched on intent. */
  evidence: v.optional(v.array(v.string())),
  /** Evidence only counts when run after the last edit of a file in this category. */
  evidenceAfterLastEdit: v.optional(v.boolean()),
});

// Each key with its default (`v.optional(schema, default)`): the one place the defaults are written down.
// A file is validated against ConfigSchema and merged as written (config/load.ts), over DEFAULT_CONFIG.
/** One switch per agent (agents/protocol.ts names them), each on by default. */
const AgentsSchema = v.strictObject(
  Object.fromEntries(AGENTS.map((agent) => [agent, v.optional(v.boolean(), true)])) as Record<
    AgentName,
    v.OptionalSchema<v.BooleanSchema<undefined>, true>
  >,
);

const TranscriptSchema = v.strictObject({
  /** How many bytes a reader may read back from the end of a transcript. */
  maxBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(4096)), 8 * 1024 * 1024),
  /** How long a stop may wait for the transcript to hold the whole turn (it lags the Stop event). */
  settleMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)), 1000),
});

const RestoreSchema = v.strictObject({
  keep: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 20),
  maxAgeDays: v.optional(v.pipe(v.number(), v.minValue(0)), 14),
  /** `phase` rides on `turn`: a turn that completes a todo is saved as a phase. */
  autoSave: v.optional(v.array(v.picklist(['start', 'turn', 'phase', 'precompact', 'risky', 'interval'])), ['start', 'turn', 'precompact']),
  riskyCommands: v.optional(v.array(v.string()), []),
  contextWarnPercent: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(100)), 80),
  /** A file over this many bytes is recorded by path (and hash), not stored. */
  maxFileBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 10 * 1024 * 1024),
  /** The whole restore store's cap: past it, the oldest automatic points go. */
  maxStoreBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 2 * 1024 * 1024 * 1024),
});

export const ConfigSchema = v.strictObject({
  $schema: v.optional(v.string()),
  thresholdSeconds: v.optional(v.pipe(v.number(), v.minValue(0)), 30),
  maxBlocksPerTurn: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 2),
  agents: v.optional(AgentsSchema, {}),
  /** User categories (prepended to or replacing the built-in ones, which the builder derives from the project). */
  categories: v.optional(v.array(CategorySchema), []),
  replaceDefaultCategories: v.optional(v.boolean(), false),
  /** Globs of changed files that never need an action (generated files, snapshots). */
  quietPatterns: v.optional(Globs, []),
  logCheck: v.optional(
    v.strictObject({
      /** Command template; `{since}` becomes e.g. `5m`. */
      command: v.string(),
      evidence: v.optional(v.array(v.string())),
    }),
  ),
  plan: v.optional(v.strictObject({ file: v.string() })),
  allClear: v.optional(v.picklist(['silent', 'message']), 'silent'),
  transcript: v.optional(TranscriptSchema, {}),
  restore: v.optional(RestoreSchema, {}),
});

/** One config file as written: every key optional, no default filled in (a layer sets only what it names). */
export type ConfigFile = v.InferInput<typeof ConfigSchema>;
export type Category = v.InferOutput<typeof CategorySchema>;

/** The merged configuration every decision reads: every key present (`logCheck` and `plan` only when set). */
export type Config = Omit<v.InferOutput<typeof ConfigSchema>, '$schema'>;

export const DEFAULT_CONFIG: Config = v.parse(ConfigSchema, {});

/**
 * What protects the user's work: read from the user's own config only. A repository's `.checkpoint.json`
 * arrives with a clone or a pull; it may shape the advice, never shorten retention, shrink the caps or
 * switch restore points off (SPEC 3.6).
 */
export const USER_ONLY_RESTORE_KEYS = ['keep', 'maxAgeDays', 'autoSave', 'maxFileBytes', 'maxStoreBytes'] as const;

/**
 * Whether a restore point hangs on shell calls: risky-command saves see a call before it runs; interval
 * saves count work time on prompts and shell calls, so a long turn of shell work reaches its 10 minutes.
 */
export function savesSeeShellCalls(config: Config): boolean {
  const { autoSave } = config.restore;
  return autoSave.includes('risky') || autoSave.includes('interval');
}

/** A config file that failed validation: hooks ignore it, status/eval/doctor show it. */
export interface ConfigProblem {
  file: string;
  /** Dotted path of the bad key, e.g. `categories.0.include`; empty for a parse error. */
  key: string;
  message: string;
}
