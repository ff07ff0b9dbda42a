import { realpathSync } from 'node:fs';

/** The file the agents should run: this very bundle, resolved through the `checkpoint` link if run by it. */
export function runningBundle(): string {
  const script = process.argv[1] ?? '';
  try {
    return realpathSync(script);
  } catch {
    return script;
  }
}
