import type * as JsoncParser from 'jsonc-parser';

// JSONC (comments, trailing commas) is read by the installer and by project detection, never by most hook
// runs: the parser is required on first use, a synchronous require inside the one bundle.
let jsonc: typeof JsoncParser | undefined;

export function jsoncParser(): typeof JsoncParser {
  return (jsonc ??= require('jsonc-parser') as typeof JsoncParser);
}
