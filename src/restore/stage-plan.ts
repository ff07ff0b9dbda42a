// What one staging does to the shadow index (restore/README.md): pure. From what git's stat cache says changed
// since the last staging and what lstat says of each of those paths, which paths are hashed from the work tree,
// which entries go, and what the snapshot leaves out while it is there, with why.
import { NOT_CAPTURED, type NotCaptured, unusualPermissions } from './capture.js';

/** What lstat (and a read check) says of a path. */
export interface PathFacts {
  kind: 'file' | 'link' | 'dir' | 'other';
  size: number;
  /** st_mode. */
  mode: number;
  /** A file this process may open (a link is read as its target name, always). */
  readable: boolean;
}

export interface StageFacts {
  /** `ls-files -m -d -o --exclude-standard` against the shadow index: what differs from the last staging. */
  listing: { changed: string[]; removed: string[]; others: string[] };
  /**
   * Paths decided again whatever git says: what the previous staging left out (over the cap, unreadable), and
   * files the user's repository tracks that the shadow index lacks (tracked yet ignored, added since).
   */
  reconsider: string[];
  /** Captured paths whose permission bits are read again: git's stat cache sees only the executable bit. */
  permissions: string[];
  /** The user's index entry of a path the repository tracks (undefined outside git, or for an untracked path). */
  tracked(path: string): { blob: string } | undefined;
  stat(path: string): PathFacts | undefined;
  inStateDir(path: string): boolean;
  /** A dependency or build folder's untracked file (capture.ts excludedFolders). */
  excluded(path: string): boolean;
  /** A folder that is a submodule of the user's repository. */
  gitlink(path: string): boolean;
  /** The previous staging's permission bits by path. */
  modes: Record<string, number>;
  maxFileBytes: number;
  /** Entries the shadow index holds under a folder (a folder that became another repository). */
  entriesUnder(folder: string): string[];
  /** The folder above a path that holds another repository (its own `.git`), if any. */
  repositoryOf(path: string): string | undefined;
  /** Entries the user's ignore rules now take, which the repository does not track (a `.env` added to .gitignore). */
  ignored: string[];
}

export interface StagePlan {
  /** Hashed from the work tree into the shadow index (an entry whose file is gone is dropped by git). */
  hand: string[];
  /** Entries dropped from the shadow index, before anything is handed. */
  drop: string[];
  /** Paths there that the snapshot does not hold, and why. */
  notCaptured: NotCaptured[];
  /** Permission bits of captured files a restore would not give by itself, every one of them. */
  modes: Record<string, number>;
  /** Folders holding another repository (a submodule, a nested repository): their files are not captured. */
  repositories: string[];
  /** Why each listed path went where it went (what `CHECKPOINT_DEBUG` and the tests read). */
  why: Record<string, string>;
}

/** What a snapshot does with one path: hash it, or leave it out (and why; `reason`: said to the user). */
type Verdict =
  | { hand: true; found: PathFacts }
  | { hand?: false; why: string; reason?: string; extra?: Partial<NotCaptured>; repository?: string };

/** The rules of a snapshot (restore/capture.ts), path by path. */
function verdict(facts: StageFacts, path: string): Verdict {
  if (facts.inStateDir(path)) return { why: "checkpoint's own state dir" };
  const repository = facts.repositoryOf(path);
  if (repository) return { why: 'inside another repository', repository };
  const found = facts.stat(path);
  if (!found) return { why: 'gone' };
  if (found.kind === 'dir') return { why: 'a folder now' };
  if (facts.excluded(path) && !facts.tracked(path)) return { why: 'untracked, in a dependency or build folder' };
  if (found.kind === 'other') return { why: 'not a file', reason: NOT_CAPTURED.special };
  if (found.kind === 'file' && found.size > facts.maxFileBytes) {
    const tracked = facts.tracked(path);
    return { why: 'over the size cap', reason: NOT_CAPTURED.overCap, extra: { bytes: found.size, ...(tracked && { blob: tracked.blob }) } };
  }
  if (found.kind === 'file' && !found.readable) return { why: 'unreadable', reason: NOT_CAPTURED.unreadable };
  return { hand: true, found };
}

/** One staging's plan. */
export function planStage(facts: StageFacts): StagePlan {
  const plan: StagePlan = { hand: [], drop: [], notCaptured: [], modes: { ...facts.modes }, repositories: [], why: {} };
  const seen = new Set<string>();
  /** Leaves a path out: its entry goes, and a path that was there is said. */
  const leave = (path: string, inShadow: boolean, why: string, said?: NotCaptured) => {
    if (inShadow) plan.drop.push(path);
    delete plan.modes[path];
    plan.why[path] = why;
    if (said) plan.notCaptured.push(said);
  };
  /** A folder holding another repository: said once, and whatever the shadow index held there goes. */
  const repository = (folder: string) => {
    if (seen.has(`${folder}/`)) return;
    seen.add(`${folder}/`);
    plan.repositories.push(folder);
    plan.notCaptured.push({ path: folder, reason: facts.gitlink(folder) ? NOT_CAPTURED.submodule : NOT_CAPTURED.nested });
    plan.why[folder] = 'another repository';
    for (const path of facts.entriesUnder(folder)) decide(path, true);
  };
  const decide = (path: string, inShadow: boolean) => {
    if (seen.has(path)) return;
    seen.add(path);
    const found = verdict(facts, path);
    if (found.hand) {
      plan.hand.push(path);
      plan.why[path] = inShadow ? 'changed' : 'new';
      setPermissions(plan, path, found.found);
      return;
    }
    leave(path, inShadow, found.why, found.reason ? { path, reason: found.reason, ...found.extra } : undefined);
    if (found.repository) repository(found.repository);
  };
  // What the user's ignore rules took since (and the repository does not track) goes, first: a snapshot never holds it.
  for (const path of facts.ignored) {
    seen.add(path);
    leave(path, true, 'ignored now');
  }
  for (const path of [...facts.listing.changed, ...facts.listing.removed]) decide(path, true);
  for (const path of facts.listing.others) {
    // git shows a folder holding another repository as that folder, and looks no further.
    if (!path.endsWith('/')) decide(path, false);
    else if (!facts.inStateDir(path.slice(0, -1))) repository(path.slice(0, -1));
  }
  for (const path of facts.reconsider) decide(path, false);
  for (const path of facts.permissions) {
    if (seen.has(path)) continue;
    seen.add(path);
    const found = facts.stat(path);
    if (found) setPermissions(plan, path, found);
    else delete plan.modes[path];
  }
  return plan;
}

function setPermissions(plan: StagePlan, path: string, found: PathFacts): void {
  const unusual = found.kind === 'file' ? unusualPermissions(found.mode) : undefined;
  if (unusual === undefined) delete plan.modes[path];
  else plan.modes[path] = unusual;
}
