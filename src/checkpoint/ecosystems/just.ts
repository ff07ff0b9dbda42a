import type { EcosystemModule } from './_module.js';
import { detectRecipes, recipeKinds, recipeLines } from './_tasks.js';

// just: a justfile's recipes are the directory's checks of any language.

function justRecipes(text: string): Record<string, string> {
  const recipes: Record<string, string> = {};
  let current: string | undefined;
  for (const line of recipeLines(text)) {
    const head = /^@?([A-Za-z0-9_-]+)(?:[ \t][^:=]*)?:(?!=)[ \t]*(.*)$/.exec(line);
    if (head && !/^\s/.test(line)) {
      current = head[1];
      recipes[current] = head[2].trim()
        ? head[2]
            .trim()
            .split(/\s+/)
            .filter((d) => /^[A-Za-z0-9_-]+$/.test(d))
            .map((dep) => `just ${dep}`)
            .join(' && ')
        : '';
    } else if (/^\s+\S/.test(line) && current) {
      recipes[current] = [recipes[current], line.trim().replace(/^[@-]+/, '')].filter(Boolean).join(' && ');
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
