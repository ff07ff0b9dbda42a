// The user's own config file (`$XDG_CONFIG_HOME/checkpoint/config.json`, else `$HOME/.config/...`): where
// retention, caps and auto-saving are set (a repository's `.checkpoint.json` cannot set them, SPEC 3.6).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { userConfigFile } from '../../src/util/paths.js';

export function writeUserConfig(env: NodeJS.ProcessEnv, config: Record<string, unknown>): string {
  const file = userConfigFile(env);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(config));
  return file;
}
