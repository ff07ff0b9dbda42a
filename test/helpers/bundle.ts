import { execFileSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
export const BUNDLE = join(ROOT, 'dist', 'checkpoint.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Black-box tests run the real bundle: rebuild it when src/ is newer (CI builds it first anyway). */
export function ensureBundle(): string {
  if (!existsSync(BUNDLE) || statSync(BUNDLE).mtimeMs < newestSource(join(ROOT, 'src'))) {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  }
  return BUNDLE;
}
