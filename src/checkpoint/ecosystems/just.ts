import type { DetectContext, DirectoryProfile, EcosystemModule } from './_module.js';
import { adoptRecipes, recipeKinds, recipeLines } from './_tasks.js';

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

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const file = ['justfile', 'Justfile', '.justfile'].find((name) => context.names.includes(name));
  if (!file) return;
  profile.recipes.just = justRecipes(context.text(file) ?? '');
  adoptRecipes(context, profile, 'just');
}

export const just: EcosystemModule = {
  name: 'just',
  extensions: [],
  tasks: { tool: 'just', run: (name) => `just ${name}` },
  detect,
  evidence: { kinds: (program, args, judge) => (program === 'just' ? recipeKinds('just', args, judge) : []) },
};
