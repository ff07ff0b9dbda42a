import type { Config } from './schema.js';

export const DEFAULT_CONFIG: Config = {
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
};
