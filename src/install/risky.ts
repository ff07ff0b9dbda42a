// The one question init asks the configuration: does any route need to see shell calls before they run?
import { loadConfig } from '../config/load.js';

/** Risky-command saves (SPEC 4.2) are the only reason for a tool-call hook entry. */
export function riskySavesEnabled(cwd: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return loadConfig(cwd, env).config.restore.autoSave.includes('risky');
}
