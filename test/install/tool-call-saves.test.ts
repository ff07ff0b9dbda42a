import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolCallSavesEnabled } from '../../src/install/tool-call-saves.js';
import { tempDir } from '../helpers/temp.js';
import { writeUserConfig } from '../helpers/user-config.js';

describe('toolCallSavesEnabled', () => {
  it.each([
    { name: 'the defaults', autoSave: undefined, expected: false },
    { name: 'risky', autoSave: ['turn', 'risky'], expected: true },
    { name: 'interval: its clock ticks on shell calls too', autoSave: ['start', 'interval'], expected: true },
    { name: 'neither', autoSave: ['start', 'turn', 'phase', 'precompact'], expected: false },
    { name: "risky in the repository's file only (not the user's to decide there)", autoSave: ['risky'], repo: true, expected: false },
  ])('$name', ({ autoSave, repo, expected }) => {
    const project = tempDir('checkpoint-risky-');
    const env = { PATH: process.env.PATH, HOME: join(project, 'home'), XDG_CONFIG_HOME: join(project, 'home', '.config') };
    if (autoSave && repo) writeFileSync(join(project, '.checkpoint.json'), JSON.stringify({ restore: { autoSave } }));
    else if (autoSave) writeUserConfig(env, { restore: { autoSave } });
    expect(toolCallSavesEnabled(project, env)).toBe(expected);
  });
});
