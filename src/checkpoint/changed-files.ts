import { join } from 'node:path';
import type { Exec } from '../util/exec.js';
import type { RepoStatus } from '../util/git-status.js';
import type { ProjectFiles } from './ecosystems/_module.js';
import { ecosystemNamed, manifestEcosystem } from './ecosystems/index.js';
import { readProjectFile } from './project-file.js';

// What git says is changed in the work tree (util/work-tree.ts read it). The caller scopes it to the turn. A
// manifest whose change only touched its tools' settings is told apart by the last commit's text of it.

interface WorkTreeChanges {
  /** Root-relative paths: tracked changes (staged or not, deletions and both sides of renames) then untracked files. */
  files: string[];
  /** The untracked subset: files this repository has never seen, i.e. created since the last commit. */
  untracked: Set<string>;
}

/** Beyond this, a turn is summarised rather than listed: no hook should classify a vendored tree. */
const MAX_CHANGED_FILES = 20_000;

export function changedFiles(status: RepoStatus): WorkTreeChanges {
  const untracked = new Set(status.untracked);
  const all = [...new Set([...status.changed.map((entry) => entry.path), ...untracked])];
  return { files: all.slice(0, MAX_CHANGED_FILES), untracked };
}

/**
 * What changed manifests' texts say beyond a dependency change: those whose test runner's settings alone changed, those that
 * raised a type-checker's package, and the parts of each that its checks run under that the change touched (`changedParts`).
 */
export interface ManifestChanges {
  tests: Set<string>;
  types: Set<string>;
  parts?: Map<string, string[]>;
}

/**
 * The changed manifests whose change, by their module, touches nothing they depend on (a pyproject.toml whose
 * `[tool.ruff]` alone changed), those of them whose test runner's settings changed (`tests`), and those whose changed
 * lines name a package the type-checker is or reads (`types`), and the parts its checks run under that it touched
 * (`parts`): compared with the last commit's, each read bounded; a new one, or one either side of which cannot be read,
 * is a dependency change. `project`: the files a module reads for what its package's code imports.
 */
export async function manifestChanges(
  root: string,
  files: string[],
  untracked: Set<string>,
  run: Exec,
  project?: ProjectFiles,
): Promise<ManifestChanges & { settings: Set<string> }> {
  const found = { settings: new Set<string>(), tests: new Set<string>(), types: new Set<string>(), parts: new Map<string, string[]>() };
  for (const file of files) {
    const ecosystem = manifestEcosystem(file);
    const module = ecosystem ? ecosystemNamed(ecosystem) : undefined;
    if (!(module?.dependencyChange || module?.checkerPackages || module?.changedParts) || untracked.has(file)) continue;
    const after = readProjectFile(join(root, file), MAX_MANIFEST_BYTES);
    const before = after === undefined ? undefined : await run('git', ['-C', root, 'cat-file', 'blob', `HEAD:${file}`], { cwd: root });
    if (before?.exitCode !== 0 || before.stdout.length > MAX_MANIFEST_BYTES) continue;
    const parts = module.changedParts?.(file, before.stdout, after!);
    if (parts) found.parts.set(file, parts);
    const change = module.dependencyChange?.(file, before.stdout, after!) ?? true;
    if (change !== true) found[change === 'tests' ? 'tests' : 'settings'].add(file);
    else if (
      module.checkerPackages &&
      !sameEntries(module.checkerPackages(file, before.stdout, project), module.checkerPackages(file, after!, project))
    )
      found.types.add(file);
  }
  return found;
}

/** Do two lists hold the same entries, as many times each? */
const sameEntries = (was: string[], is: string[]) => JSON.stringify([...was].sort()) === JSON.stringify([...is].sort());

/** A manifest past this is no hand-written one: judged a dependency change unread. */
const MAX_MANIFEST_BYTES = 512 * 1024;
