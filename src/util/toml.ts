import type * as SmolToml from 'smol-toml';

// Most hook runs never read TOML (only project detection, a module's `DetectContext.toml`, and the Codex
// installer do): the parser is required on first use, a synchronous require inside the one bundle (see util/proc.ts).
let toml: typeof SmolToml | undefined;

export function parseToml(text: string): Record<string, unknown> {
  return (toml ??= require('smol-toml') as typeof SmolToml).parse(text) as Record<string, unknown>;
}
