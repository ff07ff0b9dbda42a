import { statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { writeFileAtomic } from '../util/atomic-write.js';
import { folderOf } from '../util/paths.js';
import { listDirectory } from '../util/read-file.js';
import type { LanguageChecks } from './ecosystems/_module.js';
import { ECOSYSTEM_NAMES } from './ecosystems/index.js';
import { type Gates, guideFiles } from './gates.js';
import type { DirectoryProfile } from './profile.js';
import { readProjectFile } from './project-file.js';

// The detected profile per project root, kept in the state dir and keyed by the mtimes of the files it
// came from (and of their directories, so a new tsconfig.json or Makefile is seen): a second
// checkpoint in the same project reads one small JSON file instead of every manifest and workflow.

const VERSION = 153;
// Built on first use: a hook run inside the threshold never reads the cache.
let cacheSchema: ReturnType<typeof buildSchema> | undefined;
function buildSchema() {
  const Commands = v.record(v.string(), v.string());
  const Stamps = v.record(v.string(), v.number());
  const GatesSchema = v.record(
    v.picklist(['test', 'lint', 'typecheck', 'pytypecheck', 'generate', 'install']),
    v.array(v.object({ command: v.string(), paths: v.optional(v.array(v.string())) })),
  );
  const ProfileSchema = v.object({
    dir: v.string(),
    name: v.optional(v.string()),
    ecosystems: v.array(v.picklist(ECOSYSTEM_NAMES)),
    scripts: Commands,
    scriptCommands: Commands,
    scriptHooks: v.optional(v.boolean()),
    recipes: v.record(v.string(), Commands),
    said: v.optional(v.array(v.string())),
    testPrograms: v.optional(v.array(v.string())),
    testSources: v.optional(v.record(v.string(), v.array(v.string()))),
    nestedBuild: v.optional(v.string()),
    needsSiblings: v.optional(v.boolean()),
    neededBy: v.optional(v.boolean()),
    recipeInputs: v.optional(v.record(v.string(), v.record(v.string(), v.array(v.string())))),
    recipeFiles: v.optional(v.record(v.string(), v.record(v.string(), v.string()))),
    plainRecipes: v.optional(v.record(v.string(), v.array(v.string()))),
    checks: v.record(
      v.picklist(['test', 'lint', 'typecheck', 'pytypecheck', 'generate', 'migrate', 'makemigrations', 'dependencyBaseline']),
      v.string(),
    ),
    languages: v.record(
      v.string(),
      v.object({
        test: v.optional(v.string()),
        lint: v.optional(v.string()),
        typecheck: v.optional(v.string()),
        build: v.optional(v.string()),
        buildFeedsUsers: v.optional(v.boolean()),
        baseline: v.optional(v.string()),
        takesPaths: v.optional(v.boolean()),
        fileTest: v.optional(v.string()),
        testedIn: v.optional(v.array(v.string())),
        declared: v.optional(v.boolean()),
        skips: v.optional(v.array(v.string())),
        modules: v.optional(v.array(v.string())),
        typechecks: v.optional(v.boolean()),
        buildTypechecks: v.optional(v.boolean()),
        compilesTests: v.optional(v.boolean()),
        suites: v.optional(
          v.array(v.object({ include: v.array(v.string()), test: v.string(), runner: v.string(), takesPaths: v.optional(v.boolean()) })),
        ),
        via: v.optional(v.picklist(ECOSYSTEM_NAMES)),
        rebuilt: v.optional(v.boolean()),
        untested: v.optional(v.array(v.string())),
        testedWith: v.optional(v.array(v.string())),
        typecheckedWith: v.optional(v.array(v.string())),
        analyzedBy: v.optional(v.record(v.string(), v.array(v.string()))),
        namedTests: v.optional(v.record(v.string(), v.array(v.string()))),
        built: v.optional(v.object({ include: v.array(v.string()), build: v.string() })),
      }),
    ),
    install: Commands,
    tsconfig: v.optional(
      v.object({
        include: v.optional(v.array(v.string())),
        exclude: v.optional(v.array(v.string())),
        files: v.optional(v.array(v.string())),
        checkJs: v.optional(v.boolean()),
        solution: v.boolean(),
        emits: v.optional(v.object({ rootDir: v.string(), outDir: v.string() })),
        named: v.optional(
          v.record(
            v.string(),
            v.object({
              include: v.optional(v.array(v.string())),
              exclude: v.optional(v.array(v.string())),
              files: v.optional(v.array(v.string())),
              checkJs: v.optional(v.boolean()),
            }),
          ),
        ),
      }),
    ),
    typecheckFiles: v.optional(v.array(v.string())),
    routes: v.optional(GatesSchema),
    projectTests: v.optional(Commands),
    packageManager: v.optional(v.string()),
    workspace: v.optional(v.record(v.string(), v.boolean())),
    nxInferred: v.optional(
      v.array(
        v.object({
          target: v.string(),
          body: v.string(),
          config: v.string(),
          needs: v.optional(v.string()),
          include: v.optional(v.array(v.string())),
          exclude: v.optional(v.array(v.string())),
        }),
      ),
    ),
    regenerated: v.optional(
      v.array(
        v.object({
          command: v.string(),
          also: v.optional(v.string()),
          inputs: v.array(v.string()),
          code: v.optional(v.array(v.string())),
        }),
      ),
    ),
    sources: v.array(v.string()),
  });
  const CacheSchema = v.object({
    version: v.literal(VERSION),
    root: v.string(),
    dirs: v.record(v.string(), v.object({ stamps: Stamps, profile: ProfileSchema })),
    // per package dir ('' = the root): what its guides and CI steps gate on
    gated: v.record(v.string(), v.object({ stamps: Stamps, checks: GatesSchema })),
  });
  return CacheSchema;
}

// Every field of a profile and of its language checks has its schema entry: one left out is dropped on reading,
// and the next stop in the project would be judged without it.
type Stored = v.InferOutput<ReturnType<typeof buildSchema>>['dirs'][string]['profile'];
type Unstored<T, S> = Exclude<keyof T, keyof S>;
const everyFieldStored: [Unstored<DirectoryProfile, Stored>, Unstored<LanguageChecks, Stored['languages'][string]>] extends [never, never]
  ? true
  : never = true;
void everyFieldStored;

interface CachedProfiles {
  dirs: Map<string, DirectoryProfile>;
  gated: Map<string, Gates>;
  /** The stamps each entry was stored with, by the entry itself: an entry saved again keeps them unread. */
  stamps: Map<object, Record<string, number>>;
}

/** FNV-1a of the root path: a stable file name without loading node:crypto on the hook path. */
function cacheFile(cacheDir: string, root: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < root.length; i++) hash = Math.imul(hash ^ root.charCodeAt(i), 0x01000193) >>> 0;
  return join(cacheDir, 'cache', 'profiles', `${hash.toString(16).padStart(8, '0')}.json`);
}

/** -1 for a missing file: most stamped guides do not exist, and a stat that throws costs more than one that answers. */
function mtime(path: string): number {
  try {
    return statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  } catch {
    return -1;
  }
}

function stampsOf(root: string, paths: string[]): Record<string, number> {
  return Object.fromEntries(paths.map((path) => [path, mtime(join(root, path))]));
}

const fresh = (root: string, stamps: Record<string, number>) =>
  Object.entries(stamps).every(([path, stamp]) => mtime(join(root, path)) === stamp);

export function loadCachedProfiles(cacheDir: string, root: string): CachedProfiles | undefined {
  const text = readProjectFile(cacheFile(cacheDir, root), 4 << 20);
  if (text === undefined) return undefined;
  let parsed: v.InferOutput<ReturnType<typeof buildSchema>>;
  try {
    const result = v.safeParse((cacheSchema ??= buildSchema()), JSON.parse(text));
    if (!result.success || result.output.root !== root) return undefined;
    parsed = result.output;
  } catch {
    return undefined;
  }
  const dirs = new Map<string, DirectoryProfile>();
  const gated = new Map<string, Gates>();
  const stamps = new Map<object, Record<string, number>>();
  for (const [dir, entry] of Object.entries(parsed.dirs))
    if (fresh(root, entry.stamps)) {
      dirs.set(dir, entry.profile as DirectoryProfile);
      stamps.set(entry.profile, entry.stamps);
    }
  for (const [dir, entry] of Object.entries(parsed.gated))
    if (fresh(root, entry.stamps)) {
      gated.set(dir, entry.checks);
      stamps.set(entry.checks, entry.stamps);
    }
  return { dirs, gated, stamps };
}

/** The guides (and their folders, so a new guide is seen) and the workflows a package's gated checks come from. */
function gatedSources(dir: string, workflows: string[]): string[] {
  const guides = guideFiles(dir);
  const folders = guides.map((file) => folderOf(file));
  return [...new Set([...guides, ...folders, '.github/workflows', ...workflows])];
}

/**
 * Best effort: an unwritable state dir only means no cache. `dirs` and `gated` are every entry to keep,
 * those of other packages read from the cache included; an entry loaded from it keeps its stamps.
 */
export function saveCachedProfiles(
  cacheDir: string,
  root: string,
  dirs: Map<string, DirectoryProfile>,
  gated: Map<string, Gates>,
  known: Map<object, Record<string, number>> = new Map(),
): void {
  try {
    const entries = Object.fromEntries(
      [...dirs].map(([dir, profile]) => {
        const base = dir ? `${dir}/` : '';
        const stamps = known.get(profile) ?? stampsOf(root, [dir, ...profile.sources.map((source) => `${base}${source}`)]);
        return [dir, { stamps, profile }];
      }),
    );
    let workflows: string[] | undefined;
    const listWorkflows = () =>
      (workflows ??= listDirectory(join(root, '.github', 'workflows')).map((name) => `.github/workflows/${name}`));
    const gatedEntries = Object.fromEntries(
      [...gated].map(([dir, checks]) => [dir, { stamps: known.get(checks) ?? stampsOf(root, gatedSources(dir, listWorkflows())), checks }]),
    );
    const cache = { version: VERSION, root, dirs: entries, gated: gatedEntries };
    const file = cacheFile(cacheDir, root);
    writeFileAtomic(file, JSON.stringify(cache), { mode: 0o600, dirMode: 0o700 });
  } catch {
    // no cache this time
  }
}
