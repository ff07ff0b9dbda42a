// Text <-> settings object for the agents' JSON settings files, keeping the file's own formatting
// (indent, final newline) so a change shows up as a small diff.
import { type HookEdit, type HookEntry, type Settings, applyOurs, removeOurs, shapeProblem } from './settings.js';

/** A settings file we refuse to edit; the message names the file and the fix. */
export class SettingsFileError extends Error {}

export function parseSettingsText(text: string | undefined, file: string): Settings {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // Gemini tolerates comments in settings.json, but a JSON rewrite would drop them: never guess.
    throw new SettingsFileError(
      `${file} is not valid JSON (${(error as Error).message}); fix it (comments are not supported) or move it away, then run this again`,
    );
  }
  const problem = shapeProblem(parsed);
  if (problem) throw new SettingsFileError(`${file} cannot be edited safely: ${problem}; fix it or move it away, then run this again`);
  return parsed as Settings;
}

export function detectIndent(text: string | undefined): string | number {
  const match = text?.match(/^\{\s*?\n([ \t]+)\S/);
  return match ? match[1] : 2;
}

export function formatSettings(settings: Settings, original: string | undefined): string {
  const body = JSON.stringify(settings, null, detectIndent(original));
  const newline = original === undefined || original === '' || original.endsWith('\n') ? '\n' : '';
  return body + newline;
}

export interface TextEdit extends Omit<HookEdit, 'settings'> {
  /** The new file text; identical to the input when nothing changed. */
  text: string;
}

export function editSettingsText(
  text: string | undefined,
  file: string,
  mode: { install: HookEntry[] } | 'uninstall',
): TextEdit {
  const settings = parseSettingsText(text, file);
  const edit = mode === 'uninstall' ? removeOurs(settings) : applyOurs(settings, mode.install);
  const { settings: next, ...rest } = edit;
  return { ...rest, text: edit.changed ? formatSettings(next, text) : (text ?? '') };
}
