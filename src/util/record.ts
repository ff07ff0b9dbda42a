/** A JSON object (not null, not an array): what every parsed payload, transcript line and settings file is checked for. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The table's own entry for `key`; undefined for a key it lacks. Tables keyed by what a repository writes (a script's
 * name, a word of a guide) must not answer for the properties every object has: `constructor` is a word like any other.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}
