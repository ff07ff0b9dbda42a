import type { EcosystemModule } from './_module.js';
import { detectRecipes, recipeKinds, recipeLines } from './_tasks.js';

// just: a justfile's recipes are the directory's checks of any language.

function justRecipes(text: string): Record<string, string> {
  const recipes: Record<string, string> = {};
  let current: string | undefined;
  for (const line of recipeLines(text)) {
    // a recipe's head, its parameters with their defaults (`test feature='':`), not a variable (`x := "a:b"`)
    const head = /^[A-Za-z0-9_-]+\s*:=/.test(line) ? null : /^@?([A-Za-z0-9_-]+)(?:[ \t][^:]*)?:(?!=)[ \t]*(.*)$/.exec(line);
    if (head && !/^\s/.test(line)) {
      current = head[1];
      // its dependencies, each given its arguments or not (`default: (test feature) lint`)
      recipes[current] = [...head[2].matchAll(/\(\s*([A-Za-z0-9_-]+)[^)]*\)|([A-Za-z0-9_-]+)/g)]
        .map((dep) => `just ${dep[1] ?? dep[2]}`)
        .join(' && ');
    } else if (/^\s+\S/.test(line) && current) {
      // an interpolation is filled in when just runs the line (`{{args}}`, `{{ if python != '' { '-p ' + python } else { '' } }}`):
      // a parameter stands for what it is given, an expression for nothing said here
      const command = line
        .trim()
        .replace(/^[@-]+/, '')
        .replace(/\{\{\s*([A-Za-z_]\w*)\s*\}\}/g, '$$$1')
        .replace(/\{\{(?:[^{}]|\{[^{}]*\})*\}\}/g, '');
      recipes[current] = [recipes[current], command].filter(Boolean).join(' && ');
    } else if (line.trim()) current = undefined;
  }
  return recipes;
}

export const just: EcosystemModule = {
  name: 'just',
  extensions: [],
  tasks: { tool: 'just', run: (name) => `just ${name}` },
  detect: detectRecipes('just', ['justfile', 'Justfile', '.justfile'], justRecipes),
  evidence: { kinds: (program, args, judge) => (program === 'just' ? recipeKinds('just', args, judge) : []) },
};
