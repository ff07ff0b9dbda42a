// What undoing a change does, path by path (restore/README.md): pure. A change is a turn (from the point its
// prompt captured to the point recorded as of its stop) or an undo; each path it changed gets back what it held
// before, unless that would lose something: another session's work, what no snapshot holds, a change made since.
import type { TreeEntry } from './shadow.js';
import type { KeptPath, PathChange } from './write-back.js';

/** A path in one snapshot: its entry (absent: no file there), its recorded permission bits, why it is not held. */
export interface Side {
  entry?: TreeEntry;
  permissions?: number;
  notCaptured?: string;
  /** What the snapshot recorded of it when left out (its reason, size, blob): two differ, the path changed. */
  leftAs?: string;
}

/** Another session working while the change was made, and the paths its own calls named (undefined: not known). */
export interface Overlap {
  who: string;
  named?: Set<string>;
}

export interface UndoFacts {
  /** Every path whose base and end differ (content, mode, permission bits, or what was captured). */
  paths: string[];
  base(path: string): Side;
  end(path: string): Side;
  now(path: string): Side;
  /**
   * Folders holding another repository: each side's fingerprint of its files, what it is, and the paths in it the
   * change's own calls named.
   */
  repositories: { path: string; base?: string; end?: string; kind: string; named: string[] }[];
  /** The paths the change's own calls named; undefined: not known, every path is the change's own. */
  own?: Set<string>;
  /**
   * Paths the change's own calls named that are there now and that no snapshot ever holds, with why (ignored by
   * git, in a dependency or build folder).
   */
  unheld?: Map<string, string>;
  others: Overlap[];
  /** The point that holds the change's end (named where a path changed since). */
  endId: string;
  /** Only these paths (`undo -- <path>`); undefined: all. */
  only?: Set<string>;
}

interface UndoPlan {
  /** Each path brought back to its base: `from` is what it holds now (the end's), `to` what it gets. */
  restore: PathChange[];
  kept: KeptPath[];
}

export const UNDO_KEPT = {
  since: (endId: string) => `changed since the turn ended (${endId} holds the turn's version)`,
  notHeld: (reason: string, when: string) => `${reason}: its content ${when} is not in the restore points`,
  neverHeld: (reason: string) => `${reason}: the turn wrote it, and restore points do not hold it`,
  inside: (kind: string) => `${kind}: the turn changed files inside it, which restore points do not hold`,
  insideNamed: (kind: string, folder: string) => `inside ${kind} (${folder}), whose files restore points do not hold: not brought back`,
  theirs: (who: string) => `changed by ${who}, working at the same time, not by this session`,
  both: (who: string) => `also changed by ${who} during this turn: undo would take back its work too`,
  unknown: (who: string) => `changed while ${who} was working too, and this session's calls did not name it: not known whose`,
} as const;

function sameSide(a: Side, b: Side): boolean {
  return (
    a.entry?.blob === b.entry?.blob &&
    a.entry?.mode === b.entry?.mode &&
    a.permissions === b.permissions &&
    a.notCaptured === b.notCaptured &&
    a.leftAs === b.leftAs
  );
}

/** The other sessions that named a path, by name. */
function namers(others: Overlap[], path: string): string[] {
  return others.filter((other) => other.named?.has(path)).map((other) => other.who);
}

export function planUndo(facts: UndoFacts): UndoPlan {
  const plan: UndoPlan = { restore: [], kept: [] };
  const keep = (path: string, reason: string) => plan.kept.push({ path, reason });
  const working = facts.others.map((other) => other.who).join(', ');
  for (const path of facts.paths) {
    if (facts.only && !facts.only.has(path)) continue;
    const base = facts.base(path);
    const end = facts.end(path);
    if (sameSide(base, end)) continue;
    if (base.notCaptured || end.notCaptured) {
      keep(path, UNDO_KEPT.notHeld(base.notCaptured ?? end.notCaptured!, base.notCaptured ? 'at the prompt' : 'after the turn'));
      continue;
    }
    if (facts.others.length > 0) {
      const theirs = namers(facts.others, path);
      const mine = facts.own === undefined || facts.own.has(path);
      if (mine && theirs.length > 0) {
        keep(path, UNDO_KEPT.both(theirs.join(', ')));
        continue;
      }
      if (!mine) {
        keep(path, theirs.length > 0 ? UNDO_KEPT.theirs(theirs.join(', ')) : UNDO_KEPT.unknown(working));
        continue;
      }
    }
    const now = facts.now(path);
    if (!sameSide(end, now)) {
      keep(path, UNDO_KEPT.since(facts.endId));
      continue;
    }
    plan.restore.push({ path, from: end.entry, to: base.entry, permissions: base.permissions });
  }
  // A path the change's calls wrote that no snapshot holds, where nothing else names it: ignored, or over the size
  // cap at both ends with one size.
  const weighed = new Set(facts.paths);
  for (const path of facts.own ?? []) {
    if (weighed.has(path) || (facts.only && !facts.only.has(path))) continue;
    const reason = facts.base(path).notCaptured ?? facts.end(path).notCaptured ?? facts.unheld?.get(path);
    if (reason) keep(path, UNDO_KEPT.neverHeld(reason));
  }
  for (const repository of facts.repositories) {
    if (repository.base === repository.end && repository.named.length === 0) continue;
    const named = repository.named.filter((path) => !facts.only || facts.only.has(path));
    for (const path of named) keep(path, UNDO_KEPT.insideNamed(repository.kind, repository.path));
    if (named.length === 0 && (!facts.only || facts.only.has(repository.path))) keep(repository.path, UNDO_KEPT.inside(repository.kind));
  }
  plan.kept.sort((a, b) => (a.path < b.path ? -1 : 1));
  return plan;
}
