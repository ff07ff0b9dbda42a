import { globMatcher } from '../util/glob.js';
import type { DirectoryProfile } from './profile.js';

// A type-checker checks the files its configuration names (tsconfig `include`/`exclude`/`files`, mypy
// `files`, pyright `include`): a change outside them asks no type-check.

/** Does a list of tsconfig or type-checker patterns (relative to their folder) take this file in? */
export function patternsCover(patterns: string[], file: string, compiled: Map<string, (file: string) => boolean>): boolean {
  return patterns.some((pattern) => {
    const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
    if (clean === '' || clean === '.') return true;
    if (!/[*?{[]/.test(clean)) return file === clean || file.startsWith(`${clean}/`);
    let matcher = compiled.get(clean);
    if (!matcher) compiled.set(clean, (matcher = globMatcher([clean, `${clean}/**`])));
    return matcher(file);
  });
}

/** Does the tsconfig of `owner` take the file in? (`file` root-relative) */
export function tsconfigCovers(owner: DirectoryProfile, file: string, compiled: Map<string, (file: string) => boolean>): boolean {
  const config = owner.tsconfig;
  if (!config || config.solution) return true;
  const relative = owner.dir ? file.slice(owner.dir.length + 1) : file;
  if (owner.dir && !file.startsWith(`${owner.dir}/`)) return false;
  if (config.exclude && patternsCover(config.exclude, relative, compiled)) return false;
  if (config.include) return patternsCover(config.include, relative, compiled);
  // `files` alone: the folders of the files it names
  if (config.files && config.files.length > 0)
    return patternsCover(
      config.files.map((f) => f.replace(/[^/]*$/, '')),
      relative,
      compiled,
    );
  return true;
}

/** A type-check that reads the owner's tsconfig.json as it is (plain tsc), not another config or a task runner's run. */
export function readsTsconfig(owner: DirectoryProfile, command: string): boolean {
  const script = /^(?:npm|pnpm|yarn|bun)(?: --filter \S+| workspace \S+)? (?:run )?(\S+)/.exec(command);
  const body = script ? (owner.scripts[script[1]] ?? '') : command;
  return /\btsc\b/.test(body) && !/\s(-p|--project|-b|--build)\b/.test(body) && !/\b(turbo|nx|lerna)\b/.test(body);
}
