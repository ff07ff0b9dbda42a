// Stat data as proof that a file did not change: what a pass handed to update-index, when, and whether the
// file system's clock lets that stat data speak for the file's content.
import { stat } from './tree-files.js';

/** Paths handed to update-index with their stat data, and when that was taken. */
export interface Handed {
  handed: Record<string, string>;
  handedAt: number;
}

/**
 * A file changed after its stat was taken can keep that stat when the change lands in the same tick of
 * the file system's clock (git's "racy clean" case): a stat counts only if its times are older than the
 * moment it was taken by more than a tick. Two seconds covers the coarsest clocks (FAT, HFS+), whose times
 * are whole seconds; a time with a fraction of a second comes from a fine clock (ext4, xfs, btrfs, APFS,
 * NTFS, exFAT: at most a scheduler tick, 10 ms, or exFAT's 10 ms), for which 50 ms is ample.
 */
const RACY_MS = 2000;
const RACY_FINE_MS = 50;

/** Whether stat times this old, taken at `takenAt`, cannot hide a later change. */
function settled(mtime: number, ctime: number, takenAt: number): boolean {
  const margin = mtime % 1000 !== 0 && ctime % 1000 !== 0 ? RACY_FINE_MS : RACY_MS;
  return Math.max(mtime, ctime) < takenAt - margin;
}

/**
 * Whether a file with these stat times was last written before `at`: on a fine clock, any time before it
 * (the agent cannot write before its prompt); on a whole-second clock, a time in an earlier second.
 */
export function settledBefore(mtime: number, ctime: number, at: number): boolean {
  const fine = mtime % 1000 !== 0 || ctime % 1000 !== 0;
  return Math.max(mtime, ctime) < (fine ? at : Math.floor(at / 1000) * 1000);
}

/** What a pass hands to update-index: each path's stat data (mtime and ctime first), or `remove`. */
export function handedOver(root: string, update: Set<string>, remove: Set<string>): Record<string, string> {
  const handed: Record<string, string> = {};
  for (const path of remove) handed[path] = 'remove';
  for (const path of update) {
    const found = stat(root, path);
    handed[path] = found ? `${found.mtimeMs}:${found.ctimeMs}:${found.size}:${found.ino}:${found.mode}` : 'missing';
  }
  return handed;
}

/** The same paths with the same stat data, each settled when that stat data was taken. */
export function sameHanded(previous: Record<string, string>, now: Record<string, string>, takenAt: number): boolean {
  const paths = Object.keys(now);
  if (paths.length !== Object.keys(previous).length) return false;
  return paths.every((path) => {
    if (previous[path] !== now[path]) return false;
    const [mtime, ctime] = now[path].split(':').map(Number);
    return now[path] === 'remove' || (Number.isFinite(mtime) && settled(mtime, ctime, takenAt));
  });
}
