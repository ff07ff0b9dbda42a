// Shell commands worth a restore point first (SPEC 4.2). They are never blocked: the point is the safety net.
const DEFAULT_RISKY: RegExp[] = [
  /\bgit\s+reset\s+(?:\S+\s+)*--hard\b/,
  /\bgit\s+checkout\s+(?:\S+\s+)*--\s+\./,
  /\bgit\s+checkout\s+\.(?:\s|$)/,
  /\bgit\s+restore\s+(?:\S+\s+)*\.(?:\s|$)/,
  /\bgit\s+clean\s+(?:\S+\s+)*-\w*f/,
  /\bgit\s+push\s+(?:\S+\s+)*(?:--force\b|-f\b|--force-with-lease\b)/,
  /\bgit\s+stash\s+(?:drop|clear)\b/,
  /\bgit\s+branch\s+(?:\S+\s+)*-D\b/,
  /\brm\s+(?:\S+\s+)*-\w*[rR]\w*f|\brm\s+(?:\S+\s+)*-\w*f\w*[rR]/,
  /\bdrop\s+(?:table|database|schema)\b/i,
  /\btruncate\s+table\b/i,
];

/** The risky pattern a shell command matches (built-ins, then the configured substrings), or undefined. */
export function riskyMatch(command: string, configured: string[] = []): string | undefined {
  const line = command.replace(/\s+/g, ' ');
  const builtIn = DEFAULT_RISKY.find((pattern) => pattern.test(line));
  if (builtIn) return builtIn.source;
  return configured.find((text) => text && line.toLowerCase().includes(text.toLowerCase()));
}
