// A workspace's first snapshot starts from the user's own index: every clean file then keeps the blob and
// stat data the user's git gave it, so only what differs is hashed, and the blobs are copied from the user's
// repository afterwards (restore/maintenance.ts), not read from the work tree.
import { chmodSync, copyFileSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { gitDirsOf } from '../util/git-config.js';
import { readRegularFile } from '../util/read-file.js';
import { countIndex } from './index-file.js';
import { SHA256_OBJECTS, type ShadowRepo } from './shadow.js';
import { userIndexEntries } from './tree-files.js';
import { atomicWrite } from './workspace.js';

/**
 * A shadow index to start from: the user's index (the copy `userIndex`, or the live one), when git can
 * read it here as it is (not split, not sparse, SHA-1 objects). Every clean file then keeps the blob and
 * stat data the user's git gave it, so the full pass that follows hashes only what differs, and the
 * files the user's attributes convert (eol, filters, ident), which the shadow stores raw.
 */
export function seed(shadow: ShadowRepo, userIndex?: string): boolean {
  // A linked worktree has its own index in its git dir; git reads config and info/ from the common dir.
  const dirs = gitDirsOf(shadow.root);
  if (!dirs || SHA256_OBJECTS.test(readRegularFile(join(dirs.commonDir, 'config')) ?? '')) return false;
  const source = userIndex ?? join(dirs.gitDir, 'index');
  try {
    const extensions = countIndex(readFileSync(source), 20).extensions;
    if (extensions.includes('link') || extensions.includes('sdir')) return false;
    const temp = join(shadow.workspace.shadowDir, `index.seed-${process.pid}`);
    copyFileSync(source, temp);
    chmodSync(temp, 0o600);
    renameSync(temp, join(shadow.workspace.shadowDir, 'index'));
  } catch {
    return false;
  }
  const converted = convertedPaths(shadow, dirs.commonDir, userIndex);
  shadow.dropEntries(converted);
  return true;
}

/**
 * Tracked paths whose blob in the user's index is not the bytes in the work tree: the user's attributes
 * or core.autocrlf convert them. Asked of git only where attributes or autocrlf can be in play.
 */
function convertedPaths(shadow: ShadowRepo, commonDir: string, userIndex?: string): string[] {
  const entries = userIndexEntries(shadow.root, shadow.workspace.env, userIndex);
  const config = shadow.user(['config', '-z', '--get-regexp', '^core\\.(autocrlf|attributesfile)$']).stdout;
  const autocrlf = /core\.autocrlf\n(true|input)\0/i.test(config);
  const attributes =
    /core\.attributesfile\n/i.test(config) ||
    entries.some((entry) => entry.path === '.gitattributes' || entry.path.endsWith('/.gitattributes')) ||
    Boolean(readRegularFile(join(commonDir, 'info', 'attributes'))?.trim());
  if (!autocrlf && !attributes) return [];
  const paths = entries.filter((entry) => entry.mode !== '160000' && entry.mode !== '120000').map((entry) => entry.path);
  const names = ['text', 'crlf', 'eol', 'filter', 'ident', 'working-tree-encoding'];
  const out = shadow.user(['check-attr', '-z', '--stdin', ...names], { input: `${paths.join('\0')}\0` }).stdout.split('\0');
  const converted = new Set<string>();
  for (let i = 0; i + 2 < out.length; i += 3) {
    const [path, name, value] = [out[i], out[i + 1], out[i + 2]];
    const set = value !== 'unspecified' && value !== 'unset';
    if (set || (autocrlf && name === 'text' && value === 'unspecified')) converted.add(path);
  }
  return [...converted];
}

/**
 * After a seed (under the workspace's lock): the blobs the shadow index names that the shadow repository
 * does not have yet, added to those earlier points still wait for. A seed after the shadow index was
 * dropped names other blobs than the first one did: the list must not forget those, or a point would name
 * blobs never copied and the store could not be repacked.
 */
export function notePending(shadow: ShadowRepo): void {
  const blobs = shadow.stagedEntries().map((entry) => entry.blob);
  const pending = shadow.missing([...shadow.pending(), ...blobs]);
  if (pending.length > 0) atomicWrite(shadow.pendingFile, `${pending.join('\n')}\n`);
}
