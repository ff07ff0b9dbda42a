// Ids that sort by the time they were taken, as strings: a prefix (`chk_` for restore points, `rpt_` for
// investigation reports), 10 base36 chars of epoch ms, 6 base36 chars that tell ids of one ms apart.

let lastMs = 0;
let lastSuffix = 0;

export function newSortableId(prefix: string, now = Date.now()): string {
  // Two ids taken in the same millisecond by one process still sort in the order they were taken.
  if (now === lastMs) lastSuffix += 1;
  else {
    lastMs = now;
    // Math.random, seeded by each process from the OS, tells two processes' ids in one ms apart as well
    // as node:crypto would here, without its 1.5 ms load.
    lastSuffix = Math.floor(Math.random() * 36 ** 5);
  }
  const suffix = (lastSuffix % 36 ** 6).toString(36).padStart(6, '0');
  return `${prefix}${now.toString(36).padStart(10, '0')}${suffix}`;
}

const BODY = /^[0-9a-z]{16}$/;

export function isSortableId(id: string, prefix: string): boolean {
  return id.startsWith(prefix) && BODY.test(id.slice(prefix.length));
}

/** The time an id was taken (a record's createdAt when the record itself is unreadable). */
export function timeOfSortableId(id: string, prefix: string): number | undefined {
  return isSortableId(id, prefix) ? Number.parseInt(id.slice(prefix.length, prefix.length + 10), 36) : undefined;
}
