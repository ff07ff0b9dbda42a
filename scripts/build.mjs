// Bundles src/cli.ts into the single committed file dist/checkpoint.js (shebang, executable).
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ncc from '@vercel/ncc';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? join(root, 'dist', 'checkpoint.js');

const { code, assets } = await ncc(join(root, 'src', 'cli.ts'), {
  minify: true,
  target: 'es2022',
  quiet: true,
  sourceMap: false,
  cache: false,
});
if (assets && Object.keys(assets).length > 0) {
  throw new Error(`the bundle must be one file, but ncc emitted assets: ${Object.keys(assets).join(', ')}`);
}
const body = code.replace(/^#!.*\n/, '');
const dir = mkdtempSync(join(tmpdir(), 'checkpoint-build-'));
const tmp = join(dir, 'checkpoint.js');
writeFileSync(tmp, `#!/usr/bin/env node\n${body}`);
chmodSync(tmp, 0o755);
writeFileSync(out, readFileSync(tmp));
chmodSync(out, 0o755);
rmSync(dir, { recursive: true, force: true });
