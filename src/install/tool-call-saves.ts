// The one question init asks the configuration: does any route need to see shell calls before they run?
import { loadConfig } from '../config/load.js';

/**
 * Risky-command saves (SPEC 4.2) see a shell call before it runs; interval saves count work time on
 * prompts and shell calls, so without this entry a long turn of shell work would never reach its
 * 10 minutes. Those two are the only reasons for a tool-call hook entry.
 */
export function toolCallSavesEnabled(cwd: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const { autoSave } = loadConfig(cwd, env).config.restore;
  return autoSave.includes('risky') || autoSave.includes('interval');
}
