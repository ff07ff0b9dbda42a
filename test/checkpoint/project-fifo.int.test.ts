// Declarations on the real disk: a FIFO under a manifest name (the in-memory disk of the fast project has none).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectDirectoryProfile } from '../../src/checkpoint/profile.js';
import { tempDir, writeFiles } from './_helpers.js';

describe('declarations', () => {
  it('a FIFO under a manifest name is skipped without blocking', () => {
    const root = tempDir();
    writeFiles(root, { 'go.mod': 'module x\n' });
    execFileSync('mkfifo', [join(root, 'package.json')]);
    const profile = detectDirectoryProfile(root, '');
    expect(profile.ecosystems).toEqual(['go']);
    expect(profile.languages.go?.test).toBe('go test ./...');
  });
});
