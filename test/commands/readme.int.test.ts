// The README is what a person reads before the help: its claims are checked against the program itself.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { BUNDLE, REPO_ROOT } from '../helpers/bundle.js';

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

describe('the README', () => {
  it('says in its first lines how often a stop is blocked: once, again only while work remains, at most the default cap', () => {
    const intro = readme.slice(0, readme.indexOf('## Set-up'));
    expect(intro).toContain('blocks that stop **once**');
    expect(intro).toContain('again only while new work remains');
    expect(intro.replace(/\s+/g, ' ')).toContain(
      `at most \`maxBlocksPerTurn\` times a turn (${DEFAULT_CONFIG.maxBlocksPerTurn} by default)`,
    );
  });

  it('lists every command of `checkpoint --help` in its commands table', () => {
    const help = spawnSync(process.execPath, [BUNDLE, '--help'], { encoding: 'utf8' }).stdout;
    const names = help.split('\n').flatMap((row) => /^\s+([a-z]+)\s{2,}/.exec(row)?.[1] ?? []);
    expect(names.length).toBeGreaterThan(20);
    const table = readme.slice(readme.indexOf('| command | what it does |'));
    for (const name of names)
      expect({ name, listed: new RegExp(`(checkpoint |\`)${name}\\b`).test(table) }).toEqual({ name, listed: true });
  });
});
