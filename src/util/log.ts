import { appendFileSync } from 'node:fs';
import { createConsola } from 'consola/basic';

// Stdout is the hook protocol: every log line goes to stderr (or CHECKPOINT_LOG), and only when asked.
const debug = process.env.CHECKPOINT_DEBUG === '1' || process.env.CHECKPOINT_DEBUG === 'true';
const logFile = process.env.CHECKPOINT_LOG;

export const log = createConsola({
  level: debug || logFile ? 4 : 1,
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
