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
}

function aliasesOf(def: FlagDef): string[] {
  return Array.isArray(def.alias) ? def.alias : def.alias ? [def.alias] : [];
}

/** Why this command line is bad usage, in one sentence; undefined when it is fine. */
export function usageProblem(rawArgs: string[], argsDef: ArgsDef = {}): string | undefined {
  const flags = new Map<string, [string, FlagDef]>();
  let positionals = 0;
  for (const [name, def] of Object.entries(argsDef) as [string, FlagDef][]) {
    if (def.type === 'positional') {
      positionals++;
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
    if (value === undefined || value === '' || (inline === undefined && value.startsWith('-'))) {
      return `--${name} needs a value: --${name} <${def.valueHint ?? name}>`;
    }
    if (inline === undefined) i++;
  }
  return undefined;
}
