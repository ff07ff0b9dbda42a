// Usage: node test/install/_build-bundle.mjs <entry.ts> <out.js> — one-file ncc bundle with a node shebang,
// built the same way scripts/build.mjs builds dist/checkpoint.js.
import { chmodSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ncc from '@vercel/ncc';

const [entry, out] = process.argv.slice(2).map((p) => resolve(p));
const { code } = await ncc(entry, { minify: false, target: 'es2022', quiet: true, sourceMap: false, cache: false, transpileOnly: true });
writeFileSync(out, `#!/usr/bin/env node\n${code.replace(/^#!.*\n/, '')}`);
chmodSync(out, 0o755);
