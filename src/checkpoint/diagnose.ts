import type { ToolCall } from '../transcript/timeline.js';
import { MODULES } from './ecosystems/index.js';
import { runsTests } from './intent.js';

// The wording of a failure: the words of an observation about an unresolved failure, from its output and command.
// Only ever applied to calls the detection (errors.ts `isFailure`) found failed.

const MAX_COMMAND = 80;

/** A command as one short line fit for backticks. */
function shortCommand(command: string): string {
  const line = command
    .replace(/\s*\n\s*/g, ' ; ')
    .replace(/`/g, "'")
    .trim();
  return line.length > MAX_COMMAND ? `${line.slice(0, MAX_COMMAND - 3)}...` : line;
}

type Diagnosis = (output: string, command: string) => string | undefined;

const MISSING_MODULE = MODULES.flatMap((module) => module.failures?.missingModule ?? []);

const quoted = (text: string) => text.replace(/`/g, "'").slice(0, 80);

// Most specific first: a test run that failed because a module is missing is about the module.
const DIAGNOSES: Diagnosis[] = [
  (out) => {
    const m =
      /(?:^|\n)(?:[^\n]*?: )?(?:line \d+: )?([\w./+-]+): (?:command )?not found/.exec(out) ??
      /command not found: ([\w./+-]+)/.exec(out) ??
      /'([\w./+-]+)' is not recognized as an internal or external command/.exec(out);
    return m ? `command not found: \`${quoted(m[1])}\`` : undefined;
  },
  // a module its tools could not find, in each ecosystem's words
  (out) => {
    const m = MISSING_MODULE.map((pattern) => pattern.exec(out)).find((found) => found !== null);
    return m ? `module \`${quoted(m[1])}\` not found` : undefined;
  },
  // a failure in an ecosystem's own words (a type error's code, the last line of a traceback)
  (out) => MODULES.map((module) => module.failures?.describe?.(out)).find((found) => found !== undefined),
  (out) => (/\bSyntaxError\b|syntax error|ParseError|Unexpected token|expected expression/i.test(out) ? 'syntax error' : undefined),
  (out) => {
    if (!/EADDRINUSE|address already in use/i.test(out)) return undefined;
    const port = /(?:EADDRINUSE|address already in use)[^\n]*?:(\d{2,5})\b/i.exec(out) ?? /port (\d{2,5})/i.exec(out);
    return port ? `port ${port[1]} already in use` : 'address already in use';
  },
  (out) => (/permission denied|EACCES|EPERM: operation not permitted/i.test(out) ? 'permission denied' : undefined),
  (_out, command) => (runsTests(command) ? 'failing tests' : undefined),
];

/** The observation for one unresolved failure. */
export function describeFailure(call: ToolCall): string {
  if (call.kind === 'edit') {
    const file = call.paths[0] ?? call.name;
    return `an edit of \`${file}\` failed and was not redone`;
  }
  const command = call.command ?? call.name;
  const output = call.output;
  for (const diagnose of DIAGNOSES) {
    const detail = diagnose(output, command);
    if (detail) return `\`${shortCommand(command)}\` failed (${detail}) and was not re-run successfully`;
  }
  return `a command failed and was not re-run successfully: \`${shortCommand(command)}\``;
}
