import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toolCallSavesEnabled } from '../../src/install/risky.js';
import { tempDir } from '../helpers/temp.js';

describe('toolCallSavesEnabled', () => {
  it.each([
    { name: 'the defaults', autoSave: undefined, expected: false },
    { name: 'risky', autoSave: ['turn', 'risky'], expected: true },
    { name: 'interval: its clock ticks on shell calls too', autoSave: ['start', 'interval'], expected: true },
    { name: 'neither', autoSave: ['start', 'turn', 'phase', 'precompact'], expected: false },
  ])('$name', ({ autoSave, expected }) => {
    const project = tempDir('checkpoint-risky-');
    if (autoSave) writeFileSync(join(project, '.checkpoint.json'), JSON.stringify({ restore: { autoSave } }));
    const env = { PATH: process.env.PATH, HOME: join(project, 'home'), XDG_CONFIG_HOME: join(project, 'home', '.config') };
    expect(toolCallSavesEnabled(project, env)).toBe(expected);
  });
});
