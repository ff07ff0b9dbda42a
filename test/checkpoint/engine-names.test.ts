import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LAUNCHERS } from '../../src/checkpoint/ecosystems/_launchers.js';
import { MODULES } from '../../src/checkpoint/ecosystems/index.js';

// The engine (src/checkpoint/ outside ecosystems/) names no tool, manifest or ecosystem: each of those
// facts lives in its module. This reads the engine's code (comments aside) for every program, file and
// ecosystem the modules declare, so a fact written into the engine again fails here, naming the file.

declare global {
  interface ImportMeta {
    /** Vite's glob import: the files' text, read when the test is compiled (a fast test reads no disk). */
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, unknown>;
  }
}

const ENGINE = import.meta.glob('../../src/checkpoint/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

/**
 * Words that name a tool and also a thing of the engine's own: a task a project declares (Task's program
 * is `task`), a script's coverage variant (`test:coverage`, not coverage.py), the runtime's own types
 * (`NodeJS.ProcessEnv`), the next word of a command (Next.js's program is `next`), a one-letter name (the `m` gem's
 * minitest runner; a match's `m[1]`).
 */
const GENERIC = new Set(['task', 'coverage', 'nodejs', 'next', 'm']);

/** Programs and names the modules declare, lower case. */
function declaredWords(): Set<string> {
  const words = new Set<string>();
  for (const module of MODULES) {
    if (module.extensions.length > 0 || module.manifests) words.add(module.name);
    const table = module.evidence ?? {};
    for (const program of [
      ...(table.launchers ?? []),
      ...Object.values(table.programs ?? {}).flatMap((programs) => programs ?? []),
      ...Object.keys(table.subcommands ?? {}),
      ...Object.keys(table.writers ?? {}),
      ...(table.pathTaking ?? []).map((runner) => runner.split(' ')[0]),
      ...(module.tasks ? [module.tasks.tool] : []),
    ])
      words.add(program.toLowerCase());
  }
  for (const launchers of Object.values(LAUNCHERS)) for (const program of Object.keys(launchers)) words.add(program);
  for (const word of GENERIC) words.delete(word);
  return words;
}

/** The files modules claim by name: manifests, markers, build files, build configuration, migrations, schemas, typed files. */
const FILE_PATTERNS = MODULES.flatMap((module) =>
  [
    module.manifests,
    module.markers,
    module.buildFiles,
    module.buildConfig?.files,
    module.migrations?.files,
    module.schemaFiles,
    module.typed,
  ].filter((pattern): pattern is RegExp => pattern !== undefined),
);

/** The words of a source file's code, comments aside: its identifiers, strings, templates and RegExps, but not the paths it imports. */
function codeWords(text: string): string[] {
  const file = ts.createSourceFile('engine.ts', text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier) return;
    }
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) found.push(node.text);
    else if (ts.isStringLiteralLike(node) || ts.isRegularExpressionLiteral(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Each token of the code and its words (`goGenerateCommand`: go, generate, command; `'pre-commit'`). */
function tokens(text: string): { token: string; parts: string[] }[] {
  return codeWords(text)
    .flatMap((word) => word.match(/[A-Za-z0-9_.@/+-]+/g) ?? [])
    .map((token) => ({
      token,
      parts: GENERIC.has(token.toLowerCase())
        ? []
        : [token, ...token.split(/[^A-Za-z0-9-]+|(?<=[a-z])(?=[A-Z])/)].map((part) => part.toLowerCase()).filter(Boolean),
    }));
}

function namesIn(text: string, words: Set<string>): string[] {
  const found = new Set<string>();
  for (const { token, parts } of tokens(text)) {
    for (const part of parts) if (words.has(part)) found.add(part);
    const base = token.replace(/^.*\//, '');
    if (/\.\w+$/.test(base) && FILE_PATTERNS.some((pattern) => pattern.test(base) || pattern.test(token))) found.add(token);
  }
  return [...found].sort();
}

describe('the engine names no tool, manifest or ecosystem', () => {
  const words = declaredWords();

  it('reads the modules’ declarations (the check can fail)', () => {
    expect(words.has('pnpm')).toBe(true);
    expect(namesIn("if (program === 'pnpm' && names.includes('Cargo.toml')) goGenerate();", words)).toEqual([
      'Cargo.toml',
      'cargo',
      'go',
      'pnpm',
    ]);
    expect(namesIn('// a comment may say `pnpm --filter web test`\nconst x = 1;', words)).toEqual([]);
  });

  it.each(Object.entries(ENGINE).map(([path, text]) => ({ file: path.replace(/^.*\/src\//, 'src/'), text })))('$file', ({ text }) => {
    expect(namesIn(text, words)).toEqual([]);
  });
});
