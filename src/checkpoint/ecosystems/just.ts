import { segmentCommand } from '../shell.js';
import type { EcosystemModule } from './_module.js';
import { detectRecipes, recipeKinds, recipeLines } from './_tasks.js';

// just: a justfile's recipes are the directory's checks of any language.

/** Stands, in a recipe's body, for the words its variadic parameter takes (`test *args:` runs `pytest {{args}}`), as just's `$@` says them. */
const VARIADIC = '$@';

/** just's attributes that enable a recipe on some systems alone (`[unix]`, `[windows]`), and this system's. */
const SYSTEM_ATTRIBUTES = new Set(['linux', 'macos', 'windows', 'unix', 'openbsd', 'freebsd', 'netbsd', 'dragonfly', 'android']);
const HOST_ATTRIBUTES = process.platform === 'win32' ? ['windows'] : ['unix', process.platform === 'darwin' ? 'macos' : process.platform];

function justRecipes(text: string): Record<string, string> {
  const recipes: Record<string, string> = {};
  let current: string | undefined;
  let variadic: string | undefined;
  // the systems the attributes above the next recipe enable it on (none: every one)
  let systems: string[] = [];
  for (const line of recipeLines(text)) {
    const attributes = /^\[([^\]]*)\][ \t]*$/.exec(line);
    if (attributes) {
      systems.push(...attributes[1].split(',').flatMap((attribute) => attribute.trim().split('(')[0]));
      current = undefined;
      continue;
    }
    // a recipe's head, its parameters with their defaults (`test feature='':`), not a variable (`x := "a:b"`)
    const head = /^[A-Za-z0-9_-]+\s*:=/.test(line) ? null : /^@?([A-Za-z0-9_-]+)((?:[ \t][^:]*)?):(?!=)[ \t]*(.*)$/.exec(line);
    if (head && !/^\s/.test(line)) {
      // a recipe for other systems alone (lazygit's `[windows] test: unit-test` beside `[unix] test: unit-test e2e`) is not this one's
      const elsewhere = systems.some((name) => SYSTEM_ATTRIBUTES.has(name)) && !systems.some((name) => HOST_ATTRIBUTES.includes(name));
      systems = [];
      current = elsewhere ? undefined : head[1];
      if (current === undefined) continue;
      // its last parameter takes every word after the recipe's name when it is variadic (`*args`, `+args`)
      variadic = /[ \t][*+]\$?([A-Za-z_]\w*)/.exec(head[2])?.[1];
      // its dependencies, each given its arguments or not (`default: (test feature) lint`)
      recipes[current] = [...head[3].matchAll(/\(\s*([A-Za-z0-9_-]+)[^)]*\)|([A-Za-z0-9_-]+)/g)]
        .map((dep) => `just ${dep[1] ?? dep[2]}`)
        .join(' && ');
    } else if (/^\s+\S/.test(line) && current) {
      // an interpolation is filled in when just runs the line (`{{args}}`, `{{ if python != '' { '-p ' + python } else { '' } }}`):
      // a parameter stands for what it is given, an expression for nothing said here
      const command = line
        .trim()
        .replace(/^[@-]+/, '')
        .replace(/\{\{\s*([A-Za-z_]\w*)\s*\}\}/g, (_, name: string) => (name === variadic ? VARIADIC : `$${name}`))
        .replace(/\{\{(?:[^{}]|\{[^{}]*\})*\}\}/g, '');
      recipes[current] = [recipes[current], command].filter(Boolean).join(' && ');
    } else if (line.trim()) current = undefined;
  }
  return recipes;
}

/**
 * A run that hands a recipe words (`just test tests/a.py`): the recipe's body with them in place of its variadic
 * parameter; undefined where the recipe takes none, or none are handed on (its defaults run).
 */
function given(args: string[], recipe: (name: string) => string | undefined): string | undefined {
  const at = args.findIndex((word) => !word.startsWith('-') && !word.includes('='));
  const body = at < 0 ? undefined : recipe(args[at]);
  const handed = args.slice(at + 1);
  if (body === undefined || handed.length === 0 || !segmentCommand(body).some(({ words }) => words.includes(VARIADIC))) return undefined;
  return body.replaceAll(
    VARIADIC,
    handed.map((word) => (/^[\w./:=@%+,-]+$/.test(word) ? word : `'${word.replaceAll("'", '')}'`)).join(' '),
  );
}

export const just: EcosystemModule = {
  name: 'just',
  extensions: [],
  tasks: { tool: 'just', run: (name) => `just ${name}`, given },
  detect: detectRecipes('just', ['justfile', 'Justfile', '.justfile'], justRecipes),
  evidence: { kinds: (program, args, judge) => (program === 'just' ? recipeKinds('just', args, judge) : []) },
};
