// The folder- and file-cycle check of `npm run lint` (scripts/check-imports.mjs) on small source trees of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/bundle.js';
import { tempDir } from '../helpers/temp.js';

function check(files: Record<string, string>) {
  const src = tempDir('checkpoint-imports-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'check-imports.mjs'), src], { encoding: 'utf8' });
}

describe('the import check', () => {
  it.each<{ name: string; files: Record<string, string>; problem?: RegExp }>([
    {
      name: 'downward imports pass',
      files: { 'session/a.ts': "import { b } from '../util/b.js';\n", 'util/b.ts': '' },
      problem: undefined,
    },
    {
      name: 'an import of a layer above fails',
      files: { 'session/a.ts': "import { g } from '../guard/g.js';\n", 'guard/g.ts': '' },
      problem: /session may not import from guard/,
    },
    {
      name: 'a cycle within one layer fails',
      files: { 'restore/a.ts': "import { g } from '../guard/g.js';\n", 'guard/g.ts': "import { a } from '../restore/a.js';\n" },
      problem: /folder cycle (restore -> guard -> restore|guard -> restore -> guard)/,
    },
    {
      name: 'a file circle within one folder fails, type imports included',
      files: {
        'checkpoint/profile.ts': "import { ECOSYSTEMS } from './ecosystems/index.js';\n",
        'checkpoint/ecosystems/index.ts': "import { rust } from './rust.js';\n",
        'checkpoint/ecosystems/rust.ts': "import type { DirectoryProfile } from '../profile.js';\n",
      },
      problem: /file cycle src\/checkpoint\/ecosystems\/index\.ts -> src\/checkpoint\/ecosystems\/rust\.ts -> src\/checkpoint\/profile\.ts/,
    },
    {
      name: 'a contract both sides import, importing neither, passes',
      files: {
        'checkpoint/profile.ts':
          "import { ECOSYSTEMS } from './ecosystems/index.js';\nimport type { DirectoryProfile } from './ecosystems/_module.js';\n",
        'checkpoint/ecosystems/index.ts': "import { rust } from './rust.js';\n",
        'checkpoint/ecosystems/rust.ts': "import type { DirectoryProfile } from './_module.js';\n",
        'checkpoint/ecosystems/_module.ts': 'export interface DirectoryProfile {}\n',
      },
      problem: undefined,
    },
    {
      name: 'a lazy require counts too',
      files: { 'util/a.ts': "const x = () => require('../session/s.js');\n", 'session/s.ts': '' },
      problem: /util may not import from session/,
    },
  ])('$name', ({ files, problem }) => {
    const run = check(files);
    if (problem) {
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(problem);
    } else expect([run.status, run.stderr]).toEqual([0, '']);
  });

  it('this checkout passes', () => {
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'check-imports.mjs')], { encoding: 'utf8' });
    expect([run.status, run.stderr]).toEqual([0, '']);
  });
});
