/** A JSON object (not null, not an array): what every parsed payload, transcript line and settings file is checked for. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
