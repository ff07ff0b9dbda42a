// Strict arguments. citty ignores unknown flags and extra words, so `uninstall --dryrun` used to
// uninstall for real: every command line is checked against the command's own argument list first,
// and anything it does not know is bad usage (exit 2) with the closest valid flag.
import type { ArgsDef } from 'citty';
import { closest } from '../util/closest.js';

export { closest };

interface FlagDef {
  type?: string;
  alias?: string | string[];
  valueHint?: string;
  description?: string;
  required?: boolean;
  default?: unknown;
  /** A positional that takes every remaining word (`delete <id>...`); citty keeps them in `args._`. */
  variadic?: boolean;
}

function aliasesOf(def: FlagDef): string[] {
  return Array.isArray(def.alias) ? def.alias : def.alias ? [def.alias] : [];
}

/** Why this command line is bad usage, in one sentence; undefined when it is fine. */
export function usageProblem(rawArgs: string[], argsDef: ArgsDef = {}): string | undefined {
  const flags = new Map<string, [string, FlagDef]>();
  let positionals = 0;
  // citty's rule: a positional is required unless it says otherwise or has a default.
  const required: [string, FlagDef][] = [];
  for (const [name, def] of Object.entries(argsDef) as [string, FlagDef][]) {
    if (def.type === 'positional') {
      positionals = def.variadic ? Infinity : positionals + 1;
      if (def.required !== false && def.default === undefined) required.push([name, def]);
      continue;
    }
    flags.set(`--${name}`, [name, def]);
    if (def.type === 'boolean') flags.set(`--no-${name}`, [name, def]);
    for (const alias of aliasesOf(def)) flags.set(alias.length === 1 ? `-${alias}` : `--${alias}`, [name, def]);
  }
  const known = [...flags.keys()].filter((flag) => !flag.startsWith('--no-'));
  let seenPositionals = 0;
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i];
    if (arg === '--') {
      seenPositionals += rawArgs.length - i - 1;
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      seenPositionals++;
      if (seenPositionals > positionals) {
        return positionals === 0 ? `unexpected argument "${arg}": this command takes none` : `unexpected argument "${arg}"`;
      }
      continue;
    }
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const found = flags.get(flag);
    if (!found) {
      const hint = closest(flag, known);
      return `unknown option ${flag}${hint ? ` (did you mean ${hint}?)` : ''}`;
    }
    const [name, def] = found;
    if (def.type === 'boolean') {
      if (inline !== undefined && inline !== 'true' && inline !== 'false') return `--${name} takes no value`;
      continue;
    }
    const value = inline ?? rawArgs[i + 1];
    // `--limit -3` has a value (a wrong one, for the command to refuse); `--agent --dry-run` has none.
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('-') && !/^-\d/.test(value))) {
      return `--${name} needs a value: --${name} <${def.valueHint ?? name}>`;
    }
    if (inline === undefined) i++;
  }
  const missing = required[seenPositionals];
  if (missing) return `missing <${missing[0]}>${missing[1].description ? `: ${missing[1].description}` : ''}`;
  return undefined;
}

/** The values of the given flags in command-line order (`--decision a --because b`); citty keeps only a flag's last. */
export function flagValues(rawArgs: string[], names: string[]): [string, string][] {
  const values: [string, string][] = [];
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i];
    for (const name of names) {
      if (arg === `--${name}` && i + 1 < rawArgs.length) values.push([name, rawArgs[++i]]);
      else if (arg.startsWith(`--${name}=`)) values.push([name, arg.slice(name.length + 3)]);
    }
  }
  return values;
}

/** Every value of a flag given several times (`--question a --question b`). */
export function repeated(rawArgs: string[], name: string): string[] {
  return flagValues(rawArgs, [name]).map(([, value]) => value);
}
