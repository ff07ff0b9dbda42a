import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { ToolCall } from '../transcript/timeline.js';
import { entryCovers } from '../util/glob.js';
import { readRegularFile, SMALL_FILE_BYTES } from '../util/read-file.js';
import { segmentEffects } from './mutations.js';
import { segmentCommand } from './shell.js';

// Turn-local scoping: of the files git reports as changed, only those this turn's tool calls touched
// count. A file left dirty by an earlier turn must never trigger an action again.

export interface ResolvedTouch {
  /** Root-relative paths, directories or globs; '' is the root itself. */
  paths: string[];
  accepts?: (file: string) => boolean;
}

export interface CallEffects {
  touches: ResolvedTouch[];
  /** Root-relative files the call showed to the agent. */
  reads: string[];
  /** Root-relative files an edit call aimed at, even when it failed. */
  targets: string[];
}

interface TurnScope {
  /** Changed files (root-relative) that this turn touched, in git's order. */
  files: string[];
  /** File -> index of the last call that touched it. */
  lastTouch: Map<string, number>;
  effects: CallEffects[];
}

interface ScopeContext {
  root: string;
  /** The session cwd: relative paths of tool calls start there. */
  cwd: string;
  /** Reads a patch file's text (seam for tests); default: the file system. */
  readPatch?: (absolutePath: string) => string | undefined;
}

/** A path word as root-relative posix path; undefined when it is outside the root or not a path. */
export function resolvePath(word: string, base: string, root: string): string | undefined {
  if (!word || word.startsWith('~') || word.includes('$') || word.includes('://')) return undefined;
  const absolute = isAbsolute(word) ? word : resolve(base, word);
  let rel = relative(root, absolute);
  if (rel.startsWith('..') || isAbsolute(rel)) {
    // the session cwd may reach the repository through a symlink (macOS /tmp -> /private/tmp)
    const real = realExisting(absolute);
    if (real === undefined) return undefined;
    rel = relative(realExisting(root) ?? root, real);
    if (rel.startsWith('..') || isAbsolute(rel)) return undefined;
  }
  return rel.split(sep).join('/');
}

function realExisting(path: string): string | undefined {
  let current = path;
  const tail: string[] = [];
  while (!existsSync(current)) {
    const parent = dirname(current);
    if (parent === current) return undefined;
    tail.unshift(current.slice(parent.length + 1));
    current = parent;
  }
  try {
    return resolve(realpathSync(current), ...tail);
  } catch {
    return undefined;
  }
}

/** The directory a call ran in (the reader normalised each agent's own field), else the session cwd. */
export function callDirectory(call: ToolCall, cwd: string): string {
  return call.cwd ? resolve(cwd, call.cwd) : cwd;
}

const DIFF_HEADER = /^(?:\+\+\+|---) (?:[ab]\/)?(.+?)\s*$/gm;

export function callEffects(call: ToolCall, context: ScopeContext): CallEffects {
  const base = callDirectory(call, context.cwd);
  const resolveAll = (words: string[], from: string) =>
    words.map((word) => resolvePath(word, from, context.root)).filter((p): p is string => p !== undefined);
  if (call.kind === 'edit') {
    // Readers fill `paths` (from apply_patch headers too).
    const targets = [...new Set(resolveAll(call.paths, base))];
    // a failed edit changed nothing
    return { touches: call.failed ? [] : [{ paths: targets }], reads: [], targets };
  }
  if (call.kind === 'read') return { touches: [], reads: resolveAll(call.paths, base), targets: [] };
  const { command } = call;
  if (call.kind !== 'shell' || command === undefined) return { touches: [], reads: [], targets: [] };
  const effects: CallEffects = { touches: [], reads: [], targets: [] };
  let dir = base;
  for (const segment of segmentCommand(command)) {
    const [program, target] = segment.words;
    if ((program === 'cd' || program === 'pushd') && target && !target.startsWith('-')) {
      dir = resolve(dir, target);
      continue;
    }
    const found = segmentEffects(segment);
    for (const touch of found.touches) effects.touches.push({ paths: resolveAll(touch.paths, dir), accepts: touch.accepts });
    effects.reads.push(...resolveAll(found.reads, dir));
    for (const patch of found.patches) {
      const text = (context.readPatch ?? readPatchFile)(resolve(dir, patch));
      if (!text) continue;
      const named = [...text.matchAll(DIFF_HEADER)].map((m) => m[1]).filter((p) => p !== '/dev/null');
      effects.touches.push({ paths: [...resolveAll(named, dir), ...resolveAll(named, context.root)] });
    }
  }
  return effects;
}

function readPatchFile(path: string): string | undefined {
  return readRegularFile(path, { maxBytes: SMALL_FILE_BYTES, truncate: true });
}

function touchIncludes(touch: ResolvedTouch, file: string): boolean {
  if (touch.accepts && !touch.accepts(file)) return false;
  return touch.paths.some((path) => entryCovers(path, file));
}

export function scopeToTurn(changed: string[], calls: ToolCall[], context: ScopeContext): TurnScope {
  const effects = calls.map((call) => callEffects(call, context));
  const lastTouch = new Map<string, number>();
  effects.forEach((effect, index) => {
    for (const touch of effect.touches) {
      if (touch.paths.length === 0) continue;
      for (const file of changed) if (touchIncludes(touch, file)) lastTouch.set(file, index);
    }
  });
  return { files: changed.filter((file) => lastTouch.has(file)), lastTouch, effects };
}
