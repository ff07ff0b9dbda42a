import type { ToolCall } from '../transcript/timeline.js';
import { quotePath } from '../util/quote.js';
import type { CallEffects } from './turn-scope.js';

// Edit hygiene: edits made without looking at the file first, and turns that wander across the tree.

interface BlindEditInput {
  calls: ToolCall[];
  effects: CallEffects[];
  /** Root-relative files read (or written) before this turn. */
  priorReads: Set<string>;
  /** Files that did not exist before (untracked now): writing a new file needs no read. */
  created: Set<string>;
  /** Only these files are judged (this turn's changed files that are not docs or quiet). */
  judged: Set<string>;
}

/** Files edited this turn before any read of them, in order of their first edit; each once. */
export function blindEdits(input: BlindEditInput): string[] {
  const read = new Set(input.priorReads);
  const edited = new Set<string>();
  const blind: string[] = [];
  input.calls.forEach((call, index) => {
    const effect = input.effects[index];
    if (!effect) return;
    for (const file of effect.reads) read.add(file);
    if (call.kind !== 'edit' || call.failed) return;
    for (const file of effect.targets) {
      if (edited.has(file)) continue;
      edited.add(file);
      if (!read.has(file) && !input.created.has(file) && input.judged.has(file)) blind.push(file);
    }
  });
  return blind;
}

export function blindEditObservation(file: string): string {
  return `${quotePath(file)} was edited without being read first this turn: verify the change`;
}

/** Top-level folders of the changed files (files at the root belong to none). */
export function topLevelFolders(files: string[]): string[] {
  return [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]))].sort();
}

export function spreadObservation(files: string[]): string | undefined {
  const folders = topLevelFolders(files);
  if (folders.length <= 3) return undefined;
  return `changes span ${folders.length} top-level folders (${folders.join(', ')}): consider finishing and verifying one area at a time`;
}
