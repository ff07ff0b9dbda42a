// Text <-> settings for the agents' JSON settings files. Edits are textual (jsonc-parser locates nodes):
// only our entries' bytes change, so tabs, inline arrays, one-liners and comments stay as the user
// wrote them, and uninstall gives back the file exactly as it was before install.
import type { Node as JsonNode, ParseError } from 'jsonc-parser';
import { jsoncParser } from '../util/jsonc.js';
import { isRecord } from '../util/record.js';
import { sameValue } from '../util/same-value.js';
import {
  applyOurs,
  groupFor,
  type HookEdit,
  type HookEntry,
  isOurCommand,
  removeOurs,
  type Settings,
  shapeProblem,
  stripOurs,
} from './settings.js';

/** A settings file we refuse to edit; the message names the file and the fix. */
export class SettingsFileError extends Error {}

export interface ParseOptions {
  /** Gemini reads settings.json with comments (and trailing commas); Claude and Codex want plain JSON. */
  comments?: boolean;
}

const PARSE_ERRORS: Record<string, string> = {
  InvalidCommentToken: 'a comment, which this agent does not accept',
  PropertyNameExpected: 'a trailing comma or a key without quotes',
  ValueExpected: 'a missing value or a trailing comma',
  CommaExpected: 'a missing comma',
  ColonExpected: 'a missing colon',
  CloseBraceExpected: 'a missing }',
  CloseBracketExpected: 'a missing ]',
  EndOfFileExpected: 'text after the end of the JSON',
  UnexpectedEndOfString: 'an unterminated string',
};

function parseText(text: string, file: string, options: ParseOptions): unknown {
  const errors: ParseError[] = [];
  const value = jsoncParser().parse(text, errors, { allowTrailingComma: options.comments, disallowComments: !options.comments });
  if (errors.length > 0) {
    const first = errors[0];
    const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
    const code = jsoncParser().printParseErrorCode(first.error);
    // The parser still expected something at the very end: the text stops before its JSON does (a
    // cut-off write), whatever the first error looked like there.
    const end = text.trimEnd().length;
    const what = errors.some((error) => error.offset >= end)
      ? `it ends on line ${lineAt(end)} before its JSON does: cut short?`
      : `${PARSE_ERRORS[code] ?? code} on line ${lineAt(first.offset)}`;
    throw new SettingsFileError(`${file} is not valid JSON (${what}); fix it or move it away, then run this again`);
  }
  return value;
}

export function parseSettingsText(text: string | undefined, file: string, options: ParseOptions = {}): Settings {
  if (text === undefined || text.trim() === '') return {};
  const parsed = parseText(text, file, options);
  const problem = shapeProblem(parsed);
  if (problem) throw new SettingsFileError(`${file} cannot be edited safely: ${problem}; fix it or move it away, then run this again`);
  return parsed as Settings;
}

function detectIndent(text: string | undefined): string | number {
  const match = text?.match(/^\{\s*?\n([ \t]+)\S/);
  return match ? match[1] : 2;
}

function formatSettings(settings: Settings, original: string | undefined): string {
  const body = JSON.stringify(settings, null, detectIndent(original));
  const newline = original === undefined || original === '' || original.endsWith('\n') ? '\n' : '';
  return body + newline;
}

type Path = (string | number)[];

/** The paths to delete so exactly our handlers go, deepest and last first so earlier paths stay valid. */
function removalPaths(settings: Settings): Path[] {
  const hooks = isRecord(settings.hooks) ? settings.hooks : {};
  const paths: Path[] = [];
  let eventsLeft = Object.keys(hooks).length;
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    const eventPaths: Path[] = [];
    let groupsLeft = groups.length;
    groups.forEach((group, g) => {
      const handlers = isRecord(group) && Array.isArray(group.hooks) ? group.hooks : [];
      const ours = handlers.flatMap((h, i) => (isRecord(h) && isOurCommand(h.command) ? [i] : []));
      if (ours.length === 0) return;
      if (ours.length === handlers.length) {
        eventPaths.push(['hooks', event, g]);
        groupsLeft--;
      } else {
        for (const i of ours) eventPaths.push(['hooks', event, g, 'hooks', i]);
      }
    });
    if (eventPaths.length === 0) continue;
    if (groupsLeft === 0) {
      paths.push(['hooks', event]);
      eventsLeft--;
    } else {
      paths.push(...eventPaths);
    }
  }
  if (eventsLeft === 0 && paths.length > 0) return [['hooks']];
  return paths.reverse();
}

function tree(text: string): JsonNode {
  const root = jsoncParser().parseTree(text, [], { allowTrailingComma: true });
  if (!root) throw new SettingsFileError('settings text vanished while editing');
  return root;
}

const end = (node: JsonNode) => node.offset + node.length;

/**
 * A comment on the same line right after a node (`} // mine`), with the comma before it if any: it
 * belongs to that node, so an entry appended after the node goes below it, never between the two.
 */
const SAME_LINE_COMMENT = /^[ \t]*,?[ \t]*(?:\/\/[^\r\n]*|\/\*(?:(?!\*\/)[^\r\n])*\*\/)/;

// Removal is the exact inverse of appendNode: a later child goes with the separator before it (comma,
// whitespace), a first child with what follows it, an only child with the container's inside. The
// previous child's same-line comment stays with it, and so does the comma the user had there.
function removeNode(text: string, path: Path): string {
  const value = jsoncParser().findNodeAtLocation(tree(text), path);
  if (!value) return text;
  const node = value.parent?.type === 'property' ? value.parent : value;
  const container = node.parent as JsonNode;
  const siblings = container.children ?? [];
  const i = siblings.indexOf(node);
  if (i > 0) {
    const prevEnd = end(siblings[i - 1]);
    const comment = SAME_LINE_COMMENT.exec(text.slice(prevEnd, node.offset))?.[0];
    if (comment === undefined) return text.slice(0, prevEnd) + text.slice(end(node));
    const commaAfter = /^[ \t]*,/.exec(text.slice(end(node)))?.[0];
    // Followed by a comma (a next child, or a trailing comma): the comma before the comment separates again.
    if (commaAfter) return text.slice(0, prevEnd) + comment + text.slice(end(node) + commaAfter.length);
    return text.slice(0, prevEnd) + comment.replace(',', '') + text.slice(end(node));
  }
  if (siblings.length > 1) return text.slice(0, node.offset) + text.slice(siblings[1].offset);
  return text.slice(0, container.offset + 1) + text.slice(end(container) - 1);
}

function indentUnit(text: string): string | undefined {
  return /\n([ \t]+)\S/.exec(text)?.[1].replace(/^(\t|[ ]+).*$/, '$1');
}

/**
 * How the file was laid out before our entries went out: removing them can leave `{}` (a file that held only
 * checkpoint's), and what is appended then follows the file as it was, not that bare `{}`.
 */
interface Layout {
  pretty: boolean;
  unit: string;
}

function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
}

/** Appends a property (key) or element as the container's last child, in the file's own layout. */
function appendNode(text: string, path: Path, key: string | undefined, value: unknown, layout: Layout): string {
  const root = tree(text);
  const container = path.length === 0 ? root : jsoncParser().findNodeAtLocation(root, path);
  if (!container) throw new SettingsFileError('settings changed while editing');
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const unit = indentUnit(text) ?? layout.unit;
  const render = (base: string, pretty: boolean) => {
    const json = pretty ? JSON.stringify(value, null, unit).replaceAll('\n', eol + base) : JSON.stringify(value);
    return key === undefined ? json : `${JSON.stringify(key)}: ${json}`;
  };
  const children = container.children ?? [];
  if (children.length === 0) {
    const pretty = text.includes('\n') || layout.pretty;
    const outer = lineIndent(text, container.offset);
    const inside = pretty ? `${eol}${outer}${unit}${render(outer + unit, true)}${eol}${outer}` : render('', false);
    return text.slice(0, container.offset + 1) + inside + text.slice(end(container) - 1);
  }
  const last = children[children.length - 1];
  const before = children.length > 1 ? end(children[children.length - 2]) : container.offset + 1;
  const separator = /\s*$/.exec(text.slice(before, last.offset).replace(/^[^\n]*?,/, ''))?.[0] ?? '';
  const pretty = separator.includes('\n');
  const base = pretty ? separator.slice(separator.lastIndexOf('\n') + 1) : '';
  const head = text.slice(0, end(last));
  const comment = SAME_LINE_COMMENT.exec(text.slice(end(last)))?.[0];
  if (comment === undefined) return `${head},${separator}${render(base, pretty)}${text.slice(end(last))}`;
  const tail = text.slice(end(last) + comment.length);
  // The user's trailing comma stays where it was and the new last child gets one too, as their style has it.
  if (comment.includes(',')) return `${head}${comment}${separator}${render(base, pretty)},${tail}`;
  return `${head},${comment}${separator}${render(base, pretty)}${tail}`;
}

/** Our entries out, then (install) the desired ones appended, as edits of the text itself. */
function editText(text: string, settings: Settings, desired: HookEntry[] | undefined, file: string): string {
  const layout: Layout = { pretty: text.includes('\n'), unit: indentUnit(text) ?? '  ' };
  let next = text;
  for (const path of removalPaths(settings)) next = removeNode(next, path);
  for (const entry of desired ?? []) {
    const current = parseSettingsText(next, file, { comments: true });
    const hooks = isRecord(current.hooks) ? current.hooks : undefined;
    if (!hooks) next = appendNode(next, [], 'hooks', { [entry.event]: [groupFor(entry)] }, layout);
    else if (!Array.isArray(hooks[entry.event])) next = appendNode(next, ['hooks'], entry.event, [groupFor(entry)], layout);
    else next = appendNode(next, ['hooks', entry.event], undefined, groupFor(entry), layout);
  }
  return next;
}

interface TextEdit extends Omit<HookEdit, 'settings'> {
  /** The new file text; identical to the input when nothing changed. */
  text: string;
}

export function editSettingsText(
  text: string | undefined,
  file: string,
  mode: { install: HookEntry[] } | 'uninstall',
  options: ParseOptions = {},
): TextEdit {
  const settings = parseSettingsText(text, file, options);
  const result = mode === 'uninstall' ? removeOurs(settings) : applyOurs(settings, mode.install);
  const { settings: next, ...rest } = result;
  if (!result.changed) return { ...rest, text: text ?? '' };
  if (text === undefined || text.trim() === '') return { ...rest, text: formatSettings(next, text) };
  const edited = editText(text, settings, mode === 'uninstall' ? undefined : result.added, file);
  // The textual edit must mean exactly what the planner decided; anything else is a bug, never written.
  const reparsed = parseSettingsText(edited, file, { comments: true });
  const expected = mode === 'uninstall' ? next : { ...stripOurs(settings).settings, hooks: next.hooks };
  if (!sameValue(reparsed, expected) && !sameValue(reparsed, next)) {
    throw new SettingsFileError(
      `could not edit ${file} without touching other keys; add checkpoint's entries by hand (see checkpoint init --dry-run)`,
    );
  }
  return { ...rest, text: edited };
}
