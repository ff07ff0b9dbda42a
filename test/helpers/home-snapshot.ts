import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Every path under dir with its content, `<dir>` or link target: what "HOME is back as it was" compares. */
export function homeSnapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const key = path.slice(dir.length + 1);
    if (lstatSync(path).isSymbolicLink()) out[key] = `-> ${readlinkSync(path)}`;
    else if (entry.isDirectory()) out[key] = '<dir>';
    else out[key] = readFileSync(path, 'utf8');
  }
  return out;
}
