/** `7d`, `12h`, `30m` in ms; undefined when it is not a duration. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)([dhm])$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * { d: 86_400_000, h: 3_600_000, m: 60_000 }[match[2] as 'd' | 'h' | 'm'];
}
