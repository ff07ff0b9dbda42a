// Restore point ids sort by time as strings: `chk_` + 10 base36 chars of epoch ms + 6 random.
import type * as Crypto from 'node:crypto';

const ID = /^chk_[0-9a-z]{10}[0-9a-z]{6}$/;
let lastMs = 0;
let lastSuffix = 0;

export function newPointId(now = Date.now()): string {
  // Two ids taken in the same millisecond by one process still sort in the order they were taken.
  if (now === lastMs) lastSuffix += 1;
  else {
    lastMs = now;
    lastSuffix = (require('node:crypto') as typeof Crypto).randomBytes(4).readUInt32BE(0) % 36 ** 5;
  }
  const suffix = (lastSuffix % 36 ** 6).toString(36).padStart(6, '0');
  return `chk_${now.toString(36).padStart(10, '0')}${suffix}`;
}

export function isPointId(id: string): boolean {
  return ID.test(id);
}

/** The time an id was taken (its createdAt when the record itself is unreadable). */
export function timeOfId(id: string): number | undefined {
  return isPointId(id) ? Number.parseInt(id.slice(4, 14), 36) : undefined;
}
