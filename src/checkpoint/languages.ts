import type { Ecosystem } from './intent.js';

// File names -> language and dependency ecosystem: shared by categories, mutations and project detection.

/** Code file extensions per ecosystem; `other` languages still count as source code. */
export const LANGUAGE_EXTENSIONS: Record<Ecosystem | 'other', string[]> = {
  node: ['js', 'jsx', 'mjs', 'cjs', 'ts', 'tsx', 'mts', 'cts', 'vue', 'svelte', 'astro'],
  python: ['py', 'pyi'],
  go: ['go'],
  rust: ['rs'],
  ruby: ['rb', 'rake'],
  java: ['java', 'kt', 'scala', 'groovy'],
  // Deno's TypeScript is told from Node's by the package it lives in (project.ts)
  deno: [],
  other: [
    'swift',
    'c',
    'h',
    'cc',
    'cpp',
    'cxx',
    'hpp',
    'cs',
    'fs',
    'php',
    'ex',
    'exs',
    'erl',
    'dart',
    'lua',
    'zig',
    'm',
    'mm',
    'sh',
    'bash',
    'zsh',
    'pl',
    'r',
    'jl',
    'clj',
    'elm',
    'hs',
    'ml',
  ],
};

export const CODE_EXTENSIONS = Object.values(LANGUAGE_EXTENSIONS).flat();

export function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function languageOf(file: string): Ecosystem | 'other' | undefined {
  const ext = extensionOf(file);
  for (const [language, extensions] of Object.entries(LANGUAGE_EXTENSIONS)) {
    if (extensions.includes(ext)) return language as Ecosystem | 'other';
  }
  return undefined;
}

/** Dependency manifests and lockfiles per ecosystem, by base name. */
const MANIFESTS: Record<Ecosystem, RegExp> = {
  node: /^(package\.json|package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|yarn\.lock|bun\.lockb?)$/,
  python: /^(pyproject\.toml|uv\.lock|poetry\.lock|Pipfile|Pipfile\.lock|pdm\.lock|requirements.*\.txt|setup\.py|setup\.cfg)$/,
  go: /^(go\.mod|go\.sum|go\.work)$/,
  rust: /^(Cargo\.toml|Cargo\.lock)$/,
  ruby: /^(Gemfile|Gemfile\.lock|.*\.gemspec)$/,
  java: /^(pom\.xml|build\.gradle(\.kts)?|settings\.gradle(\.kts)?|libs\.versions\.toml|gradle\.lockfile)$/,
  deno: /^(deno\.jsonc?|deno\.lock)$/,
};

export function manifestEcosystem(file: string): Ecosystem | undefined {
  const base = file.slice(file.lastIndexOf('/') + 1);
  for (const [ecosystem, pattern] of Object.entries(MANIFESTS)) {
    if (pattern.test(base)) return ecosystem as Ecosystem;
  }
  return undefined;
}

/** Test files by name or folder, in any language. */
export function isTestFile(file: string): boolean {
  return (
    /(^|\/)(tests?|__tests__|__mocks__|spec|specs|e2e|testing|testdata|fixtures)\//.test(file) ||
    /\.(test|spec|e2e)\.[^/]+$/.test(file) ||
    /(^|\/)test_[^/]+\.py$/.test(file) ||
    /_test\.(py|go|rb|exs)$/.test(file) ||
    /_spec\.rb$/.test(file) ||
    /(^|\/)conftest\.py$/.test(file)
  );
}
