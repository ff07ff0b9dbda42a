// Black-box tests run the built bundle, dist/checkpoint.js, and never build it themselves: a test that
// rebuilt it would rewrite a file other test files are running at that moment. `npm test` builds it
// once before any suite; test/global-setup.ts refuses to start on a missing or stale one.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '../..');
export const BUNDLE = join(REPO_ROOT, 'dist', 'checkpoint.js');

/** What the bundle is built from: a change to any of these makes it stale. */
const SOURCES = [join(REPO_ROOT, 'src'), join(REPO_ROOT, 'scripts', 'build.mjs')];

function newestFile(path: string): { path: string; mtimeMs: number } {
  const stat = statSync(path);
  if (!stat.isDirectory()) return { path, mtimeMs: stat.mtimeMs };
  let newest = { path, mtimeMs: 0 };
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const mtimeMs = statSync(file).mtimeMs;
    if (mtimeMs > newest.mtimeMs) newest = { path: file, mtimeMs };
  }
  return newest;
}

/** Why the bundle cannot be tested as it is (one sentence with the fix), or undefined when it is current. */
export function bundleProblem(): string | undefined {
  const name = relative(REPO_ROOT, BUNDLE);
  if (!existsSync(BUNDLE)) return `${name} is missing: run \`npm run build\` (\`npm test\` builds it first).`;
  const built = statSync(BUNDLE).mtimeMs;
  const newer = SOURCES.map(newestFile).find((source) => source.mtimeMs > built);
  if (newer) return `${name} is older than ${relative(REPO_ROOT, newer.path)}: run \`npm run build\` (\`npm test\` builds it first).`;
  return undefined;
}
