// Bundles src/cli.ts into the single committed file dist/checkpoint.js (shebang, executable).
import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ncc from '@vercel/ncc';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? join(root, 'dist', 'checkpoint.js');

const { code, assets } = await ncc(join(root, 'src', 'cli.ts'), {
  minify: true,
  target: 'es2022',
  quiet: true,
  sourceMap: false,
  cache: false,
  // Type errors are tsc's job (npm run typecheck); the bundle only needs the code.
  transpileOnly: true,
});
if (assets && Object.keys(assets).length > 0) {
  throw new Error(`the bundle must be one file, but ncc emitted assets: ${Object.keys(assets).join(', ')}`);
}
// Written beside the target and renamed, so a concurrent reader never runs a half-written bundle.
mkdirSync(dirname(out), { recursive: true });
const temp = `${out}.${process.pid}.tmp`;
writeFileSync(temp, `#!/usr/bin/env node\n${code.replace(/^#!.*\n/, '')}`);
chmodSync(temp, 0o755);
renameSync(temp, out);
