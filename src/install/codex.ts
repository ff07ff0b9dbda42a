// Codex: native hooks in hooks.json (same shape as Claude), or inline in config.toml when the user
// already keeps hooks there (one place to look is easier to maintain than two); plus the `notify`
// program in config.toml, which is how the tmux route (SPEC 3.5) hears about turn ends.
import { desiredEntries } from './hook-entries.js';
import { type AgentPlan, describeHookEdit, type FileChange, type JsonTarget, type Mode, planJsonFile } from './plan.js';
import { parseToml, removeNotify, setNotify } from './toml-edit.js';
import { editTomlHooks, hasTomlHooks } from './toml-hooks.js';

interface CodexInput {
  hooks: JsonTarget;
  config: JsonTarget;
  hookCommand: string;
  notifyArgv: string[];
  toolCallSaves: boolean;
}

export const CODEX_TRUST_NOTE =
  'Codex asks you to trust new hooks once: open `/hooks` in Codex and trust the checkpoint entries (scripts: `codex exec --dangerously-bypass-hook-trust`).';

function notifySummary(status: string, argv: string[]): string {
  switch (status) {
    case 'added':
      return `set notify = ${JSON.stringify(argv)}`;
    case 'replaced':
      return `updated notify to ${JSON.stringify(argv)}`;
    case 'current':
      return 'notify already set';
    case 'removed':
      return 'removed notify';
    default:
      return '';
  }
}

export function planCodex(input: CodexInput, mode: Mode): AgentPlan {
  const desired = desiredEntries('codex', input.hookCommand, input.toolCallSaves);
  const configText = input.config.text ?? '';
  const configFile = input.config.file;
  const inToml = mode === 'install' && hasTomlHooks(parseToml(configText, configFile));
  const notes: string[] = [];

  // Our entries live in exactly one of the two files: the other one loses any it still has.
  const hooksJson = planJsonFile(input.hooks, inToml || mode === 'uninstall' ? 'uninstall' : 'install', desired);
  if (inToml && !hooksJson.changed) hooksJson.summary = [];
  const tomlHooks = editTomlHooks(configText, configFile, inToml ? { install: desired } : 'uninstall');

  const configSummary: string[] = [];
  if (inToml || tomlHooks.changed) {
    configSummary.push(...describeHookEdit(inToml ? 'install' : 'uninstall', tomlHooks.changed, tomlHooks.added, tomlHooks.removed));
  }
  const notify = mode === 'install' ? setNotify(tomlHooks.text, input.notifyArgv, configFile) : removeNotify(tomlHooks.text, configFile);
  if (notify.status === 'taken' && mode === 'install') {
    notes.push(
      `Codex notify is already set to ${JSON.stringify(notify.other)} in ${configFile}: checkpoint's tmux route is not installed (the hooks still work).`,
    );
  }
  const notifyText = notifySummary(notify.status, input.notifyArgv);
  if (notifyText) configSummary.push(notifyText);

  const config: FileChange = {
    file: configFile,
    before: input.config.text,
    after: notify.text,
    changed: notify.text !== configText,
    summary: configSummary,
  };
  const hooksChanged = (hooksJson.changed && !inToml && mode === 'install') || (inToml && tomlHooks.changed);
  if (hooksChanged) notes.push(CODEX_TRUST_NOTE);
  return { agent: 'codex', changes: [hooksJson, config], notes };
}
