import { normalizeWords, segmentCommand } from '../shell.js';
import type { BuildFolder, EcosystemModule } from './_module.js';
import { ansible } from './ansible.js';
import { autotools } from './autotools.js';
import { bazel } from './bazel.js';
import { ci } from './ci.js';
import { clojure } from './clojure.js';
import { cmake } from './cmake.js';
import { common } from './common.js';
import { crystal } from './crystal.js';
import { dart } from './dart.js';
import { deno } from './deno.js';
import { docker } from './docker.js';
import { dotnet } from './dotnet.js';
import { elixir } from './elixir.js';
import { erlang } from './erlang.js';
import { go } from './go.js';
import { haskell } from './haskell.js';
import { helm } from './helm.js';
import { java } from './java.js';
import { just } from './just.js';
import { make } from './make.js';
import { meson } from './meson.js';
import { monorepo } from './monorepo.js';
import { node } from './node.js';
import { nox } from './nox.js';
import { ocaml } from './ocaml.js';
import { php } from './php.js';
import { pixi } from './pixi.js';
import { preCommit } from './pre-commit.js';
import { python } from './python.js';
import { ruby } from './ruby.js';
import { rust } from './rust.js';
import { scala } from './scala.js';
import { schemas } from './schemas.js';
import { swift } from './swift.js';
import { taskfile } from './taskfile.js';
import { terraform } from './terraform.js';
import { zig } from './zig.js';

// Every module the builder knows: the ecosystems, in detection order, and the tools of no one
// ecosystem. Adding one is a module here and its table test. Rust before Python: a maturin project's
// Python side says how its Rust is tested; Clojure before Java: a Clojure project's publishing pom is no Maven build.

export const ECOSYSTEMS = [
  node,
  deno,
  rust,
  python,
  pixi,
  go,
  ruby,
  clojure,
  java,
  scala,
  php,
  dotnet,
  elixir,
  erlang,
  dart,
  swift,
  cmake,
  haskell,
  zig,
  terraform,
  helm,
  ansible,
  ocaml,
  bazel,
  crystal,
  autotools,
  meson,
] as const;

/** Tools of no one ecosystem: workspace task runners, task files, container and CI configuration, schemas, checkers of any language. A run of theirs is no ecosystem's. */
const TOOLS: readonly EcosystemModule[] = [monorepo, schemas, docker, ci, common, make, just, taskfile, preCommit, nox];

/** Every module, ecosystems first. */
export const MODULES: readonly EcosystemModule[] = [...ECOSYSTEMS, ...TOOLS];

/** Detection order: the ecosystems, the tools (task runners read the targets), then the ecosystems that read or outrank those. */
export const DETECTION: readonly EcosystemModule[] = [
  ...ECOSYSTEMS.filter((ecosystem) => !ecosystem.afterTaskFiles),
  ...TOOLS,
  ...ECOSYSTEMS.filter((ecosystem) => ecosystem.afterTaskFiles),
];

export type Ecosystem = (typeof ECOSYSTEMS)[number]['name'];
export const ECOSYSTEM_NAMES = ECOSYSTEMS.map((ecosystem) => ecosystem.name) as Ecosystem[];

const byName = new Map<string, EcosystemModule>(ECOSYSTEMS.map((ecosystem) => [ecosystem.name, ecosystem]));
export const ecosystemNamed = (name: string): EcosystemModule | undefined => byName.get(name);

const byExtension = new Map<string, Ecosystem>(ECOSYSTEMS.flatMap((ecosystem) => ecosystem.extensions.map((ext) => [ext, ecosystem.name])));

/** The ecosystem a program belongs to (`phpunit`, `composer`, `mix`), from every module's evidence; task runners belong to none. */
const PROGRAM_ECOSYSTEM = new Map<string, Ecosystem>(
  ECOSYSTEMS.flatMap((ecosystem) => {
    const table = ecosystem.evidence ?? {};
    const programs = [
      ...(table.launchers ?? []),
      ...Object.values(table.programs ?? {}).flat(),
      ...Object.keys(table.subcommands ?? {}),
      ...Object.keys(table.writers ?? {}),
    ];
    return programs.map((program) => [program, ecosystem.name] as [string, Ecosystem]);
  }),
);
export const programEcosystem = (program: string): Ecosystem | undefined => PROGRAM_ECOSYSTEM.get(program);

/** Runners that take paths, from every module: `vitest`, `pytest`, `node --test`. */
export const PATH_TAKING = new Set(MODULES.flatMap((module) => module.evidence?.pathTaking ?? []));

/** Checkers that check nothing unless given the files (`clang-tidy`, `shellcheck`), from every module. */
export const NEEDS_PATHS = new Set(MODULES.flatMap((module) => module.evidence?.needsPaths ?? []));

/** Does a declared test body run a runner that takes test file paths? (a launcher's, too: `yarn jest`) */
export function takesPaths(body: string): boolean {
  // in a chain the paths go to its last command: `tsc -p spec && vitest --run` takes them, `vitest run && yarn test:build` not
  const last = segmentCommand(body).at(-1);
  if (last === undefined) return false;
  const words = normalizeWords(last.words);
  // a runner already given a glob of test files (`mocha test/*.test.js`) runs them all beside the one handed on,
  // and one held to a coverage threshold (`--cov-fail-under=100`) fails a run of one file whatever its tests say
  if (words.some((word) => (word.includes('*') && !word.startsWith('-')) || /^--(cov-)?fail-under\b/.test(word))) return false;
  const [first = '', second] = words;
  return (
    PATH_TAKING.has(first) ||
    PATH_TAKING.has(`${first} ${second}`) ||
    (programEcosystem(first) !== undefined && PATH_TAKING.has(second ?? ''))
  );
}

/** Code in languages no module checks: still source code, checked by what the project's CI runs. */
const OTHER_EXTENSIONS = new Set([
  ...['lua', 'sh', 'bash', 'zsh', 'fish', 'ps1', 'pl', 'pm', 'r', 'jl', 'elm', 'gleam', 'nim', 'bats'],
  ...['v', 'd', 'hx', 'purs', 'rkt', 'scm', 'lisp', 'el', 'fnl', 'janet', 'odin', 'vala', 'adb', 'ads', 'f90', 'f95', 'tcl'],
  ...['coffee', 'res', 'resi', 'sol', 'move', 'cairo', 'lean', 'idr', 'agda', 'sml', 'gd'],
  // grammars a parser generator compiles into the project's code
  ...['y', 'yy', 'jison', 'peggy', 'pegjs', 'g4', 'lalrpop'],
]);

export function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The ecosystem whose checks a code file needs; `other` for code no module checks; undefined for anything else. */
export function languageOf(file: string): Ecosystem | 'other' | undefined {
  for (const ecosystem of ECOSYSTEMS) if (ecosystem.buildFiles?.test(file)) return ecosystem.name;
  const ext = extensionOf(file);
  return byExtension.get(ext) ?? (OTHER_EXTENSIONS.has(ext) ? 'other' : undefined);
}

/** The language of a script without an extension by its `#!` line (`#!/usr/bin/env bash`: code no module checks). */
export function interpreterLanguage(firstLine: string): Ecosystem | 'other' | undefined {
  const words = /^#!\s*(\S+)(.*)$/.exec(firstLine)?.slice(1).join(' ').split(/\s+/) ?? [];
  const program = words[0]?.endsWith('/env') ? words.slice(1).find((word) => !word.startsWith('-')) : words[0];
  const name = program?.slice(program.lastIndexOf('/') + 1).replace(/(?<=\D)[\d.]+$/, '');
  if (!name) return undefined;
  return programEcosystem(name) ?? (OTHER_EXTENSIONS.has(name) || /^((da|k|c|tc)?sh|perl|Rscript|julia)$/.test(name) ? 'other' : undefined);
}

/** The ecosystem whose dependencies a file declares or locks, by its base name or the folder it is in. */
export function manifestEcosystem(file: string): Ecosystem | undefined {
  const base = file.slice(file.lastIndexOf('/') + 1);
  return ECOSYSTEMS.find((ecosystem) => ecosystem.manifests?.test(base) || ecosystem.manifestPaths?.test(file))?.name;
}

const MARKERS = new RegExp(MODULES.flatMap((module) => (module.markers ? [`(?:${module.markers.source})`] : [])).join('|'));
/** Does a file name make its directory a package (the nearest one holds a file's checks)? `folder`: the directory's own name. */
export const isProjectMarker = (name: string, folder = ''): boolean =>
  MARKERS.test(name) || MODULES.some((module) => module.folderMarkers?.(folder).includes(name));

const INPUT_PROJECTS = MODULES.flatMap((module) => (module.inputProjects ? [module.inputProjects] : []));
/** Is a folder one whose project another package's build runs as a test input (no package of its own)? */
export const isInputProject = (dir: string): boolean => INPUT_PROJECTS.some((pattern) => pattern.test(`${dir}/`));

const TEST_FILES = MODULES.flatMap((module) => (module.testFiles ? [module.testFiles] : []));
/** A test module its runner runs by its path (`x.test.ts`, `test_x.py`), not a fixture, data or helper of a test folder. */
export const isTestModule = (file: string): boolean =>
  /\.(test|spec|e2e)\.[^/]+$/.test(file) || TEST_FILES.some((pattern) => pattern.test(file));

/** Test files by name or folder, in any language. */
export function isTestFile(file: string): boolean {
  return /(^|\/)(tests?|__tests__|__mocks__|spec|specs|e2e|testing|testdata|fixtures)\//.test(file) || isTestModule(file);
}

/**
 * The snapshot's default excludes for untracked files: every ecosystem's build and dependency folders.
 * A folder with `beside` is one only next to a file of those names (a `bin` beside a .csproj is .NET's
 * output; elsewhere `bin/` holds scripts a person wrote).
 */
export const SNAPSHOT_DEFAULT_EXCLUDES: readonly BuildFolder[] = [
  { folder: '.git' },
  ...new Map(
    ECOSYSTEMS.flatMap((ecosystem) => ecosystem.buildFolders ?? []).map((entry) => [`${entry.folder}\0${entry.beside?.source}`, entry]),
  ).values(),
];

/** Is `name` the name of a build or dependency folder of some module, wherever it sits (`build`, `cmake-build-debug`)? */
export function isBuildFolderName(name: string): boolean {
  return SNAPSHOT_DEFAULT_EXCLUDES.some((entry) => entry.folder !== '.git' && folderNamed(entry, name));
}

function folderNamed(entry: BuildFolder, name: string): boolean {
  const [head, tail] = entry.folder.split('*');
  return tail === undefined ? name === head : name.length > head.length + tail.length && name.startsWith(head) && name.endsWith(tail);
}

/** Is folder `name`, whose parent holds `siblings`, a default exclude of the snapshot? */
export function isDefaultExclude(name: string, siblings: () => string[]): boolean {
  return SNAPSHOT_DEFAULT_EXCLUDES.some(
    (entry) => folderNamed(entry, name) && (entry.beside === undefined || siblings().some((sibling) => entry.beside!.test(sibling))),
  );
}
