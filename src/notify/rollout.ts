import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { codexHome } from '../agents/codex.js';

export interface FindRolloutOptions {
  env?: NodeJS.ProcessEnv;
  /** Epoch ms used to pick "today"; injectable for tests. */
  now?: number;
  /** Date folders checked directly before any directory listing of the tree. */
  recentDays?: number;
  /** The most day folders the fallback walk may list. */
  maxDayFolders?: number;
}

// Thread ids are UUIDs; anything else could not have named a rollout file, and must not reach a path.
const THREAD_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The rollout of a Codex thread: `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<thread>.jsonl`.
 * A notify arrives right after a turn, so the file is almost always in today's folder; but a resumed
 * thread keeps appending to the file of the day it started, hence the bounded walk, newest first.
 */
export async function findRollout(threadId: string, options: FindRolloutOptions = {}): Promise<string | undefined> {
  if (!THREAD_ID.test(threadId)) return undefined;
  const sessions = join(codexHome(options.env), 'sessions');
  const checked = new Set<string>();

  for (const day of recentDayFolders(options.now ?? Date.now(), options.recentDays ?? 7)) {
    checked.add(day);
    const found = findInFolder(join(sessions, day), threadId);
    if (found) return found;
  }

  let budget = options.maxDayFolders ?? 400;
  for (const year of numericEntries(sessions)) {
    for (const month of numericEntries(join(sessions, year))) {
      for (const day of numericEntries(join(sessions, year, month))) {
        const relative = join(year, month, day);
        if (checked.has(relative)) continue;
        if (budget-- <= 0) return undefined;
        const found = findInFolder(join(sessions, relative), threadId);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/**
 * `YYYY/MM/DD` of the last few days, in local time and in UTC (Codex names folders by local time). `zoneOffset`:
 * the local zone's offset in minutes at a moment (a test passes one: a worker thread cannot change its zone).
 */
export function recentDayFolders(now: number, days: number, zoneOffset = (ms: number) => -new Date(ms).getTimezoneOffset()): string[] {
  const folders: string[] = [];
  for (let back = 0; back < days; back++) {
    const ms = now - back * 86_400_000;
    const date = new Date(ms);
    // the local fields are the UTC fields of the moment shifted by the zone's offset
    const shifted = new Date(ms + zoneOffset(ms) * 60_000);
    const local = [shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate()];
    const utc = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
    for (const [y, m, d] of [local, utc]) {
      const folder = join(String(y), pad(m!), pad(d!));
      if (!folders.includes(folder)) folders.push(folder);
    }
  }
  return folders;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

// `rollout-2026-11-22T01-51-26-<thread>.jsonl`: matching the whole name, not a suffix, so that
// thread `b` never picks up the rollout of thread `a-b`.
const ROLLOUT_NAME = /^rollout-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-(.+)\.jsonl$/;

function findInFolder(folder: string, threadId: string): string | undefined {
  const names = listNames(folder);
  const matches = names.filter((name) => ROLLOUT_NAME.exec(name)?.[1] === threadId).sort();
  const newest = matches.at(-1);
  return newest ? join(folder, newest) : undefined;
}

/** Date-like folder names, newest first. */
function numericEntries(folder: string): string[] {
  const names = listNames(folder, true);
  return names.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
}

function listNames(folder: string, directoriesOnly = false): string[] {
  try {
    const entries = readdirSync(folder, { withFileTypes: true });
    return entries.filter((e) => (directoriesOnly ? e.isDirectory() : e.isFile() || e.isSymbolicLink())).map((e) => e.name);
  } catch {
    return [];
  }
}
