// What checkpoint has installed in one scope of one agent, read from its settings files: doctor checks it,
// uninstall --purge names a project's that would stay behind.
import type { AgentName } from '../agents/protocol.js';
import { settingsFormat } from './hook-entries.js';
import { parseSettingsText } from './json-text.js';
import { eventKeys, type HookEntry, installedEntries } from './settings.js';
import { agentFiles, readText, type Scope } from './settings-files.js';
import { isOurNotify, parseToml } from './toml-edit.js';
import { installedTomlEntries, tomlEventKeys } from './toml-hooks.js';

/** Our entries, the event keys the files hold (a misspelled one included) and Codex's notify; throws on an unreadable file. */
export function installedIn(agent: AgentName, scope: Scope, root: string, env: NodeJS.ProcessEnv) {
  const files = agentFiles(agent, scope, root, env);
  const settings = parseSettingsText(readText(files.settings), files.settings, settingsFormat(agent));
  const entries: HookEntry[] = installedEntries(settings);
  const keys = eventKeys(settings);
  let notify: 'ours' | 'other' | 'none' = 'none';
  if (files.config) {
    const text = readText(files.config);
    if (text !== undefined) {
      const doc = parseToml(text, files.config);
      entries.push(...installedTomlEntries(doc));
      keys.push(...tomlEventKeys(doc));
      notify = doc.notify === undefined ? 'none' : isOurNotify(doc.notify) ? 'ours' : 'other';
    }
  }
  return { files, entries, keys, notify };
}
