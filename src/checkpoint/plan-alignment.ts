import { join } from 'node:path';
import { entryCovers } from '../util/glob.js';
import { readRegularFile } from '../util/read-file.js';

// Plan alignment: when the active plan lists the files it expects to change and this turn changed
// none of them, the agent may be working on something else than the plan says.

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug candidates: CHECKPOINT_SLUG as given, else the branch slugified whole, then its last part (`feat/add-login` -> `add-login`). */
export function slugCandidates(branch: string | undefined, env: NodeJS.ProcessEnv): string[] {
  if (env.CHECKPOINT_SLUG) return [env.CHECKPOINT_SLUG];
  if (!branch) return [];
  const whole = slugify(branch);
  const last = slugify(branch.split('/').pop() ?? '');
  return [...new Set([whole, last].filter(Boolean))];
}

const FILES_HEADING = /^(#{1,6})\s+.*files to change/i;
const HEADING = /^(#{1,6})\s/;
const PATH_LIKE = /^(?:\.\/)?[\w.@-]+(?:\/[\w.@*-]+)*\/?$/;

function looksLikePath(token: string): boolean {
  if (!PATH_LIKE.test(token) || /^\d+(\.\d+)*$/.test(token)) return false;
  return token.includes('/') || /\.[A-Za-z0-9]{1,8}$/.test(token);
}

/** Files listed under a "Files to change" heading (list items or table rows): backticked or path-like tokens. */
export function planFiles(markdown: string): string[] {
  const lines = markdown.split('\n');
  const files: string[] = [];
  let level = 0;
  for (const line of lines) {
    const heading = HEADING.exec(line);
    if (heading) {
      level = FILES_HEADING.test(line) ? heading[1].length : level > 0 && heading[1].length > level ? level : 0;
      continue;
    }
    if (level === 0) continue;
    const ticked = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());
    const bare = line
      .replace(/`[^`]*`/g, ' ')
      .split(/[\s|,;()]+/)
      .map((token) => token.replace(/^[*_-]+|[*_:]+$/g, ''));
    for (const token of [...ticked.filter(looksLikePath), ...bare.filter(looksLikePath)]) {
      const path = token.replace(/^\.\//, '');
      if (!files.includes(path)) files.push(path);
    }
  }
  return files;
}

/** A changed file overlaps the plan when it is listed, under a listed folder, or matches a listed glob. */
export function overlapsPlan(changed: string[], planned: string[]): boolean {
  return changed.some((file) => planned.some((entry) => entryCovers(entry, file)));
}

interface PlanInput {
  root: string;
  /** `plan.file` from config, e.g. `plans/{slug}.md`. */
  template: string;
  slugs: string[];
  /** This turn's changed files that are not docs. */
  changed: string[];
  read?: (path: string) => string | undefined;
}

export function planObservation(input: PlanInput): string | undefined {
  if (input.changed.length === 0) return undefined;
  const read = input.read ?? readRegularFile;
  for (const slug of input.slugs) {
    const relative = input.template.replaceAll('{slug}', slug);
    const text = read(join(input.root, relative));
    if (text === undefined) continue;
    const planned = planFiles(text);
    if (planned.length === 0) return undefined;
    // writing the plan itself is not straying from it
    const work = input.changed.filter((file) => file !== relative.replace(/^\.\//, ''));
    if (work.length === 0 || overlapsPlan(work, planned)) return undefined;
    return `the active plan \`${slug}\` expects changes in different files`;
  }
  return undefined;
}
