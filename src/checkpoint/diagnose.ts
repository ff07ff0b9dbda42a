import type { ToolCall } from '../transcript/timeline.js';
import { runsTests } from './intent.js';

// Layer 2: the words of an observation about an unresolved failure, from its output and command.
// Only ever applied to calls that layer 1 found failed.

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
  (out) => {
    const m =
      /Cannot find (?:module|package) '([^']+)'/.exec(out) ??
      /Can't resolve '([^']+)'/.exec(out) ??
      /ModuleNotFoundError: No module named '([^']+)'/.exec(out) ??
      /ImportError: cannot import name '([^']+)'/.exec(out) ??
      /Failed to resolve import "([^"]+)"/.exec(out) ??
      /no required module provides package ([^\s;:]+)/.exec(out) ??
      /cannot find package "([^"]+)"/.exec(out) ??
      /unresolved import `([^`]+)`/.exec(out);
    return m ? `module \`${quoted(m[1])}\` not found` : undefined;
  },
  (out) => {
    const codes = [...new Set([...out.matchAll(/error (TS\d+)/g)].map((m) => m[1]))];
    if (codes.length === 0) return undefined;
    const shown = codes.slice(0, 3).join(', ');
    return codes.length === 1 ? `${shown} type error` : `${shown} type errors`;
  },
  (out) => (/\bSyntaxError\b|syntax error|ParseError|Unexpected token|expected expression/i.test(out) ? 'syntax error' : undefined),
  (out) => {
    if (!/EADDRINUSE|address already in use/i.test(out)) return undefined;
    const port = /(?:EADDRINUSE|address already in use)[^\n]*?:(\d{2,5})\b/i.exec(out) ?? /port (\d{2,5})/i.exec(out);
    return port ? `port ${port[1]} already in use` : 'address already in use';
  },
  (out) => (/permission denied|EACCES|EPERM: operation not permitted/i.test(out) ? 'permission denied' : undefined),
  (out) => {
    if (!/Traceback \(most recent call last\)/.test(out)) return undefined;
    const lines = out.split('\n').map((line) => line.trim());
    const last = [...lines].reverse().find((line) => /^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt|Warning)\b/.test(line));
    return last ? quoted(last) : 'Python traceback';
  },
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
