import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listDirectory } from '../util/read-file.js';
import { parseToml } from '../util/toml.js';
import type { DetectContext } from './ecosystems/_module.js';
import { ECOSYSTEMS, type Ecosystem, takesPaths } from './ecosystems/index.js';
import type { RecipeTool } from './intent.js';
import { isWatcher, type Kind, kindsByName, lineKinds, type ScriptResolver, withName } from './intent.js';
import { readProjectFile, readProjectJson } from './project-file.js';
import { detectTaskFiles } from './task-files.js';

// One directory's own declarations: what its manifests, task files and tool sections say a
// contributor runs. Commands here are as run inside the directory; project.ts says them from the root.
// The engine: each ecosystem module (ecosystems/) reads its own files; this file only runs them.

export interface LanguageChecks {
  test?: string;
  lint?: string;
  /** The language's own type-check or analyzer (phpstan, `dart analyze`); TypeScript's and Python's are in `checks`. */
  typecheck?: string;
  /** A build the change needs that no test run does (CMake), or the only check there is (a library without tests). */
  build?: string;
  /** A baseline CI compares the source with (a Kotlin API dump). */
  baseline?: string;
  /** The test command accepts test file paths (vitest, jest, pytest...). */
  takesPaths?: boolean;
  /** The test command is the project's own declaration (a package script), not a guessed tool. */
  declared?: boolean;
  /** The checks are another ecosystem's: a maturin crate is built and tested through Python. */
  via?: Ecosystem;
}

export type CheckName = 'test' | 'lint' | 'typecheck' | 'pytypecheck' | 'generate' | 'migrate' | 'makemigrations' | 'dependencyBaseline';

export interface DirectoryProfile {
  /** Root-relative directory; '' is the root. */
  dir: string;
  /** package.json / Cargo.toml / pom name, for per-package commands. */
  name?: string;
  ecosystems: Ecosystem[];
  /** package.json scripts, deno.json tasks and nx targets: name -> body. */
  scripts: Record<string, string>;
  /** How each of `scripts` runs, in the spelling of the tool that declares it (`npm run gen`, `deno task gen`, `{nx} run web:gen`). */
  scriptCommands: Record<string, string>;
  /** make/just/task targets, hatch env scripts (`env:name`), pixi tasks, composer scripts, mix aliases: name -> body. */
  recipes: Partial<Record<RecipeTool, Record<string, string>>>;
  /** Checks of the directory's task runner (make/just/task targets, pixi tasks) and type-checkers: any language. */
  checks: Partial<Record<CheckName, string>>;
  /** Checks per language: a package script, or the ecosystem's usual tool. */
  languages: Partial<Record<Ecosystem, LanguageChecks>>;
  /** Install (dependency refresh) command per ecosystem; `{file}` is the changed manifest. */
  install: Partial<Record<Ecosystem, string>>;
  /** tsconfig.json here: `*.ts` below it need a type-check. */
  tsconfig?: { include?: string[]; exclude?: string[]; files?: string[]; solution: boolean };
  /** The files a Python type-checker's config names (mypy `files`, pyright `include`), relative to the directory. */
  typecheckFiles?: string[];
  /** Test commands (said from the root) per project directory, for ecosystems whose tests are projects of their own (.NET). */
  projectTests?: Record<string, string>;
  packageManager?: string;
  /** Root of a workspace (pnpm/yarn/npm/bun workspaces, nx, turbo, Cargo [workspace], Maven modules, Gradle subprojects, go.work). */
  workspace?: { node?: boolean; cargoVirtual?: boolean; cargo?: boolean; maven?: boolean; gradle?: boolean };
  /** Targets the nx plugins of this workspace root (nx.json `plugins`) add to its projects. */
  nxInferred?: InferredTarget[];
  /** Files whose mtimes key the cached profile. */
  sources: string[];
}

/** A target an nx plugin adds to every project that has a matching config file (patterns as RegExp sources). */
export interface InferredTarget {
  target: string;
  /** What the target runs, for judging evidence (`nx test web` runs vitest). */
  body: string;
  config: string;
  /** A second file the project must also have (the vite plugin's typecheck needs a tsconfig). */
  needs?: string;
  /** The plugin entry's include/exclude globs, over the config file's root-relative path. */
  include?: string[];
  exclude?: string[];
}

/** Commands judged while detecting one directory: many scripts of many commands each stop here. */
const DETECTION_BUDGET = 20_000;

/** A resolver over one directory's declarations, for judging its own scripts while detecting. */
function localResolver(profile: DirectoryProfile): ScriptResolver {
  return {
    script: (name) => (profile.scripts[name] === undefined ? [] : [profile.scripts[name]]),
    recipe: (tool, name) => profile.recipes[tool]?.[name],
  };
}

/** The one context every module's detection of one directory reads through: its budget and memo are its own. */
function detectContext(root: string, dir: string, profile: DirectoryProfile, top?: DirectoryProfile): DetectContext {
  const path = join(root, dir);
  const names = listDirectory(path);
  const budget = { left: DETECTION_BUDGET };
  /** What each body was judged to do: the test, lint and type-check picks ask again. */
  const judged = new Map<string, Set<Kind>>();
  const kinds = (body: string, name: string): Set<Kind> => {
    // the answer holds while the directory's scripts and task files stay as they are
    const key = `${Object.keys(profile.scripts).length}:${Object.keys(profile.recipes).length}\0${body}`;
    let found = judged.get(key);
    if (!found) judged.set(key, (found = lineKinds(body, { dir, resolver: localResolver(profile), depth: 1, budget, chain: [body] })));
    return withName(found, name);
  };
  const text = (name: string) => {
    const found = readProjectFile(join(path, name));
    if (found !== undefined && !profile.sources.includes(name)) profile.sources.push(name);
    return found;
  };
  return {
    path,
    dir,
    names,
    top,
    text,
    json(name) {
      const found = readProjectJson(join(path, name));
      if (found !== undefined && !profile.sources.includes(name)) profile.sources.push(name);
      return found;
    },
    toml(name) {
      const found = text(name);
      if (found === undefined) return undefined;
      try {
        return parseToml(found);
      } catch {
        return undefined;
      }
    },
    exists: (relative) => existsSync(join(path, relative)),
    list: (relative) => listDirectory(join(path, relative)),
    kinds,
    byName: kindsByName,
    takesPaths,
    pick(entries, kind, preferred) {
      // a script that watches never finishes: it is no check to ask for
      const does = (name: string) => !isWatcher(entries[name]) && kinds(entries[name], name).has(kind);
      return (
        preferred.find((name) => name in entries && does(name)) ??
        Object.keys(entries).find(
          (name) => kindsByName(name).has(kind) && does(name) && !/(watch|fix|dev|debug|trace|update|coverage|:ui$)/.test(name),
        )
      );
    },
  };
}

/** Every declaration of one directory. */
export function detectDirectoryProfile(root: string, dir: string, top?: DirectoryProfile): DirectoryProfile {
  const profile: DirectoryProfile = {
    dir,
    ecosystems: [],
    scripts: {},
    scriptCommands: {},
    recipes: {},
    checks: {},
    languages: {},
    install: {},
    sources: [],
  };
  const context = detectContext(root, dir, profile, top);
  // a pixi task outranks a make target: the modules that declare tasks of their own read after the task files
  for (const ecosystem of ECOSYSTEMS) if (!ecosystem.afterTaskFiles) ecosystem.detect?.(context, profile);
  detectTaskFiles(context, profile);
  for (const ecosystem of ECOSYSTEMS) if (ecosystem.afterTaskFiles) ecosystem.detect?.(context, profile);
  return profile;
}
