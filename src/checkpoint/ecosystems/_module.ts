import type { Kind, RecipeTool } from '../intent.js';
import type { DirectoryProfile } from '../profile.js';

// What one ecosystem module declares. The engine (profile.ts, project.ts, intent.ts, categories.ts)
// knows no ecosystem by name: it reads these declarations. Modules import types from the engine and,
// besides each other, values only from files that import no ecosystem module (shell.ts, task-files.ts,
// project-file.ts, util/), so the engine can build its tables from them without an import cycle.

/** A build or dependency folder, never part of a snapshot of untracked files. */
export interface BuildFolder {
  /** Folder name, or a name glob with one `*` (`cmake-build-*`). */
  folder: string;
  /** Only beside a file of these names (a `bin` folder is .NET's only next to a project file). */
  beside?: RegExp;
}

/** A run of a task the project declares; its body is looked up in the profile's recipes of `tool`. */
export interface DeclaredTask {
  tool: RecipeTool;
  name: string;
  /** The arguments after the task's name. */
  rest: string[];
}

/** How the ecosystem's commands look in a transcript. */
export interface EvidenceTable {
  /** Programs that do a kind whatever their arguments (`phpunit` tests). */
  programs?: Partial<Record<Kind, string[]>>;
  /** Programs whose first positional word says the kind (`mix test`, `swift build`). */
  subcommands?: Record<string, Partial<Record<Kind, string[]>>>;
  /** What a program whose arguments say more than a subcommand does (`mvn -pl core test`, `cmake --build build`). */
  kinds?: (program: string, args: string[]) => Iterable<Kind>;
  /** Test runners and checkers that take file paths (`pytest`, `node --test`): a run naming paths reaches those files only. */
  pathTaking?: string[];
  /** Does this command install or rewrite the ecosystem's dependencies? `args` are the positional words. */
  installs?: (program: string, args: string[], words: string[]) => boolean;
  /** A command that runs a task the project declares (`composer test`, `pixi run lint`, a mix alias): its name. */
  declaredTask?: (program: string, args: string[]) => DeclaredTask | undefined;
  /** Launchers and package managers of the ecosystem: a test they run is this ecosystem's (`npm`, `composer`). */
  launchers?: string[];
  /** Formatters and fixers that write files of the ecosystem: do these arguments write? */
  writers?: Record<string, (args: string[]) => boolean>;
}

/** What a directory's detection may read and ask: every read bounded, every judgement budgeted. */
export interface DetectContext {
  /** Absolute path of the directory. */
  path: string;
  /** Root-relative directory ('' is the root). */
  dir: string;
  names: string[];
  /** The root's profile when this is a package below it. */
  top?: DirectoryProfile;
  /** A file's text (bounded); recorded as a source of the profile. */
  text(name: string): string | undefined;
  json(name: string): Record<string, unknown> | undefined;
  toml(name: string): Record<string, unknown> | undefined;
  /** Does a path (relative to the directory) exist? */
  exists(relative: string): boolean;
  list(relative: string): string[];
  /** The best-named entry that does `kind`: `preferred` names first, then any whose name says it. */
  pick(entries: Record<string, string>, kind: Kind, preferred: string[]): string | undefined;
  /** What a declared body does (by its name when the body says nothing). */
  kinds(body: string, name: string): Set<Kind>;
  /** What an entry does by its name alone (a tox env, a nox session). */
  byName(name: string): Set<Kind>;
  /** Does a declared test body run a runner that takes test file paths? */
  takesPaths(body: string): boolean;
}

export interface EcosystemModule {
  name: string;
  /** Code file extensions of its languages. */
  extensions: readonly string[];
  /** Dependency manifests and lockfiles, by base name. */
  manifests?: RegExp;
  /** Base names that make a directory a project of this ecosystem (its nearest package). */
  markers?: RegExp;
  /** Build and dependency folders. */
  buildFolders?: readonly BuildFolder[];
  /** The extension whose checks a manifest change owes, for a module that claims none (Deno's TypeScript, pixi's Python). */
  checkedAs?: string;
  /** Files of its language that are tests by name. */
  testFiles?: RegExp;
  /** Its declarations outrank the directory's make/just/task targets (pixi tasks), so they are read after them. */
  afterTaskFiles?: boolean;
  /** Reads one directory's declarations into its profile. */
  detect?(context: DetectContext, profile: DirectoryProfile): void;
  /** The install command for this turn's changed manifests (base names), from the detected one; undefined: none is owed. */
  installFor?(command: string, changed: string[]): string | undefined;
  evidence?: EvidenceTable;
}

/** A nested value of a parsed manifest, when it is an object. */
export const section = (value: unknown, ...path: string[]): Record<string, unknown> | undefined => {
  let current = value;
  for (const key of path) current = current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  return current && typeof current === 'object' ? (current as Record<string, unknown>) : undefined;
};

export const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** Stands for "already said from the project root": the engine does not prefix `cd <package> &&`. */
export const FROM_ROOT = '{root} ';
