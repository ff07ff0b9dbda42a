// Help text. citty colours its usage whenever NO_COLOR is unset, even into a pipe or a file; colour
// belongs on a terminal only, and NO_COLOR / FORCE_COLOR (https://no-color.org, force-color.org) win.
import { stripVTControlCharacters } from 'node:util';
import { type CommandDef, renderUsage } from 'citty';

export function colorEnabled(env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return isTTY && env.TERM !== 'dumb';
}

// biome-ignore lint: citty's CommandDef is generic over each command's own args
type AnyCommand = CommandDef<any>;

export async function usageText(cmd: AnyCommand, parent?: AnyCommand): Promise<string> {
  let text = await renderUsage(cmd, parent);
  // citty writes [OPTIONS] for a positional too; a command without flags has none to offer.
  const args = Object.values((cmd.args ?? {}) as Record<string, { type?: string }>);
  if (!args.some((arg) => arg.type !== 'positional')) text = text.replace(' [OPTIONS]', '');
  if (!colorEnabled(process.env, Boolean(process.stdout.isTTY))) text = stripVTControlCharacters(text);
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

export async function showUsage(cmd: AnyCommand, parent?: AnyCommand): Promise<void> {
  process.stdout.write(`${await usageText(cmd, parent)}\n\n`);
}
