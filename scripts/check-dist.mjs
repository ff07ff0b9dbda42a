// CI: the committed bundle must equal a fresh build of src/.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'checkpoint-check-'));
const fresh = join(dir, 'checkpoint.js');
execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), fresh], { stdio: 'inherit' });
const same = readFileSync(fresh).equals(readFileSync(join(root, 'dist', 'checkpoint.js')));
rmSync(dir, { recursive: true, force: true });
if (!same) {
  console.error('dist/checkpoint.js differs from a fresh build of src/: run `npm run build` and commit the result.');
  process.exit(1);
}
console.log('dist/checkpoint.js matches a fresh build.');
