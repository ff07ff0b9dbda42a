// The one question init asks the configuration: does any restore point need the tool-call entry?
import { loadConfig } from '../config/load.js';
import { savesSeeShellCalls } from '../config/schema.js';

/** Risky or interval saves in the user's config (SPEC 4.2): the tool-call entry is then needed by every agent. */
export function toolCallSavesEnabled(cwd: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return savesSeeShellCalls(loadConfig(cwd, env).config);
}
