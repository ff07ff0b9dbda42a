import { appendFileSync } from 'node:fs';
import type * as Consola from 'consola/basic';

// Stdout is the hook protocol: every log line goes to stderr (or CHECKPOINT_LOG), and only when asked.
const debug = process.env.CHECKPOINT_DEBUG === '1' || process.env.CHECKPOINT_DEBUG === 'true';
const logFile = process.env.CHECKPOINT_LOG;

/** Whether debug lines go anywhere: callers skip the work of making one (a clock read, a format) when not. */
export const logging = Boolean(debug || logFile);

// Required and created on the first line logged: consola makes a default logger when loaded, which opens
// process.stdout and process.stderr as streams, costing every hook run (nearly all of which log nothing)
// a millisecond or two of Node's stream modules.
let consola: Consola.ConsolaInstance | undefined;

function create(): Consola.ConsolaInstance {
  const { createConsola } = require('consola/basic') as typeof Consola;
  // A hook's or notify's stderr may be closed by its agent: a failed log line must not end the run.
  process.stderr.on('error', () => {});
  return createConsola({
    level: 4,
    stdout: process.stderr,
    stderr: process.stderr,
    // An explicit `reporters: undefined` would replace consola's default reporter, so only set it for a file.
    ...(logFile && {
      reporters: [
        {
          log: (entry) => {
            try {
              const text = entry.args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ');
              appendFileSync(logFile, `${new Date().toISOString()} ${entry.type} ${text}\n`);
            } catch {
              // a log that cannot be written must not break a hook
            }
          },
        },
      ],
    }),
  });
}

export const log = {
  debug(message: unknown, ...rest: unknown[]): void {
    if (logging) (consola ??= create()).debug(message, ...rest);
  },
};
