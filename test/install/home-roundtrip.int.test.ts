// `uninstall --purge` brings HOME back exactly as it was before checkpoint, through the real bundle in a
// temp HOME: after a second init (the README's advice after changing restore.autoSave), with an empty
// agent folder the user already had, and with a symlinked settings file whose target is not there yet.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { homeSnapshot } from '../helpers/home-snapshot.js';
import { tempDir } from '../helpers/temp.js';

function checkpointIn(home: string, cwd = home) {
  const env = { HOME: home, PATH: `${dirname(process.execPath)}:/usr/bin:/bin`, GIT_CONFIG_NOSYSTEM: '1' };
  return (...args: string[]) => {
    const run = spawnSync(process.execPath, [BUNDLE, ...args], { cwd, env, encoding: 'utf8' });
    expect({ args, stderr: run.stderr, status: run.status }).toEqual({ args, stderr: '', status: 0 });
    return run.stdout;
  };
}

describe('uninstall --purge leaves HOME as it was', () => {
  it('after a second init for risky saves, with the empty ~/.claude the user had: no `{}`, no backup, the folder stays', () => {
    const home = tempDir('checkpoint-home-');
    mkdirSync(join(home, '.claude'));
    const before = homeSnapshot(home);
    const checkpoint = checkpointIn(home);
    checkpoint('init', '--agent', 'claude');
    const config = join(home, '.config', 'checkpoint', 'config.json');
    mkdirSync(dirname(config), { recursive: true });
    writeFileSync(config, '{ "restore": { "autoSave": ["start", "turn", "precompact", "risky"] } }\n');
    expect(checkpoint('init', '--agent', 'claude')).not.toContain('backup');
    expect(Object.keys(homeSnapshot(join(home, '.claude')))).toEqual(['settings.json']);

    const purge = checkpoint('uninstall', '--purge');
    expect(purge).toContain("deleted ~/.claude/settings.json: it held only checkpoint's entries");
    expect(purge).toContain('kept your config: ~/.config/checkpoint/config.json');
    const { '.config': _c, '.config/checkpoint': _cc, '.config/checkpoint/config.json': kept, ...rest } = homeSnapshot(home);
    expect(kept).toBeDefined();
    expect(rest).toEqual(before);
  });

  it('a dangling settings link (the dotfiles target not created yet) stays a link, its target is created and removed again', () => {
    const home = tempDir('checkpoint-home-');
    mkdirSync(join(home, '.claude'));
    mkdirSync(join(home, 'dotfiles'));
    symlinkSync('../dotfiles/claude/settings.json', join(home, '.claude', 'settings.json'));
    const before = homeSnapshot(home);
    const checkpoint = checkpointIn(home);
    checkpoint('init', '--agent', 'claude');
    expect(readlinkSync(join(home, '.claude', 'settings.json'))).toBe('../dotfiles/claude/settings.json');
    expect(JSON.parse(readFileSync(join(home, 'dotfiles', 'claude', 'settings.json'), 'utf8')).hooks.Stop).toHaveLength(1);

    checkpoint('uninstall', '--purge');
    expect(homeSnapshot(home)).toEqual(before);
  });

  it('--dry-run lists what purge would remove and removes nothing; a purge after a plain uninstall says there are no entries left', () => {
    const home = tempDir('checkpoint-home-');
    mkdirSync(join(home, '.claude'));
    writeFileSync(join(home, '.claude', 'settings.json'), '{\n  "model": "opus"\n}\n');
    const checkpoint = checkpointIn(home);
    checkpoint('init', '--agent', 'claude');
    // Any run may write the bundle's compile cache into the state dir (by design); nothing else may change.
    const withoutCache = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).filter(([path]) => !path.startsWith('.local/state/checkpoint/cache')));
    const installed = withoutCache(homeSnapshot(home));
    const dry = checkpoint('uninstall', '--purge', '--dry-run');
    expect(dry).toContain('claude: ~/.claude/settings.json: would remove hooks');
    expect(dry).toContain('would remove the state dir: ~/.local/state/checkpoint');
    expect(dry).toContain('would remove a backup: ~/.claude/settings.json.bak');
    expect(dry.trimEnd().endsWith('Dry run: nothing was written.')).toBe(true);
    expect(withoutCache(homeSnapshot(home))).toEqual(installed);

    // Entries already gone: purge says so, then lists what it removes (never "Nothing to remove." above ten removals).
    checkpoint('uninstall');
    const purge = checkpoint('uninstall', '--purge').trimEnd().split('\n');
    expect(purge.slice(0, 2)).toEqual([
      'claude: ~/.claude/settings.json: no checkpoint hooks to remove (unchanged)',
      'No checkpoint hook entries to remove.',
    ]);
    expect(purge).toContain('removed the state dir: ~/.local/state/checkpoint');
    expect(purge.join('\n')).not.toContain('Nothing to remove');
    expect(readFileSync(join(home, '.claude', 'settings.json'), 'utf8')).toBe('{\n  "model": "opus"\n}\n');
  });

  it('inside a repository whose project settings still run checkpoint: says so first, and counts the restore points it deletes', () => {
    const home = tempDir('checkpoint-home-');
    mkdirSync(join(home, '.claude'));
    const repo = join(home, 'work', 'app');
    mkdirSync(repo, { recursive: true });
    spawnSync('git', ['init', '-q', repo]);
    const inRepo = checkpointIn(home, repo);
    inRepo('init', '--agent', 'claude');
    inRepo('init', '--agent', 'claude', '--scope', 'project');
    inRepo('save', '--note', 'one');
    inRepo('save', '--note', 'two');
    const other = join(home, 'work', 'lib');
    mkdirSync(other);
    checkpointIn(home, other)('save', '--note', 'another workspace');
    const purge = inRepo('uninstall', '--purge').trimEnd().split('\n');
    expect(purge[0]).toBe(
      `This repository's ~/work/app/.claude/settings.json still runs checkpoint (project scope, shared through git): this purge leaves it, and once checkpoint is gone it does nothing; \`checkpoint uninstall --scope project\` removes those entries.`,
    );
    expect(purge).toContain('removed the state dir, with 3 restore points in 2 workspaces: ~/.local/state/checkpoint');
  });
});
