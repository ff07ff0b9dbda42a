// git reads more config than `.git/config`: `config.worktree` (extensions.worktreeConfig), the common dir a
// linked worktree's `commondir` names, files an `include` brings in, and each submodule's own config (a
// status that looks into submodules runs git there). A filter driver defined in any of them, assigned to
// every file by `.gitattributes`, runs on a plain `git status` of a changed file. None may run inside
// checkpoint: a session's first prompt (its start point), a judged Stop, `save`, `eval`, `undo`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { waitForBackgroundRuns } from '../helpers/temp.js';
import { type Ground, makeGround } from './_ground.js';

let ground: Ground | undefined;
afterEach(() => {
  ground?.remove();
  ground = undefined;
  planted = [];
});

/** The canaries the current test planted: the control requires every one of them to fire. */
let planted: string[] = [];

/** A program that leaves `name` in the canary folder and passes its input through, as a clean filter does. */
function evilFilter(g: Ground, name: string): string {
  planted.push(name);
  const file = join(g.root, `${name}.sh`);
  writeFileSync(file, `#!/bin/sh\ntouch '${join(g.canaries, name)}'\ncat\n`, { mode: 0o755 });
  return file;
}

function git(g: Ground, cwd: string, ...args: string[]): string {
  const run = spawnSync('git', args, { cwd, env: g.env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

/** Each place git finds a filter driver: the repository checkpoint is run in, after it is set up. */
const LOCATIONS: { name: string; arrange: (g: Ground) => string }[] = [
  {
    name: 'config.worktree',
    arrange: (g) => {
      git(g, g.repo, 'config', 'extensions.worktreeConfig', 'true');
      writeFileSync(join(g.repo, '.git', 'config.worktree'), `[filter "evil"]\n\tclean = ${evilFilter(g, 'worktree-config')}\n`);
      g.write({ '.gitattributes': '* filter=evil\n' });
      return g.repo;
    },
  },
  {
    name: "a linked worktree's common dir",
    arrange: (g) => {
      g.write({ '.gitattributes': '* filter=evil\n' });
      git(g, g.repo, 'add', '-A');
      git(g, g.repo, 'commit', '-qm', 'attributes');
      const linked = join(g.root, 'linked');
      git(g, g.repo, 'worktree', 'add', '-q', linked);
      git(g, g.repo, 'config', 'filter.evil.clean', evilFilter(g, 'common-dir'));
      writeFileSync(join(linked, 'src', 'app.js'), 'export const a = 3;\n');
      return linked;
    },
  },
  {
    name: 'the common dir `.git/commondir` names',
    arrange: (g) => {
      // The repository's objects, refs and config moved to a folder beside it, as git allows.
      const common = join(g.root, 'common');
      mkdirSync(common);
      for (const part of ['objects', 'refs', 'config']) renameSync(join(g.repo, '.git', part), join(common, part));
      writeFileSync(join(g.repo, '.git', 'commondir'), '../../common\n');
      git(g, g.repo, 'config', 'filter.evil.clean', evilFilter(g, 'commondir'));
      // A plain `.git/config` left beside it, which git does not read once there is a common dir.
      writeFileSync(join(g.repo, '.git', 'config'), '[core]\n\trepositoryformatversion = 0\n');
      g.write({ '.gitattributes': '* filter=evil\n' });
      return g.repo;
    },
  },
  {
    name: 'an included file',
    arrange: (g) => {
      writeFileSync(join(g.repo, '.git', 'more.config'), `[filter "evil"]\n\tprocess = ${evilFilter(g, 'included')}\n`);
      git(g, g.repo, 'config', 'include.path', 'more.config');
      g.write({ '.gitattributes': '* filter=evil\n' });
      return g.repo;
    },
  },
  {
    // `-c filter.a=b.clean=` would set `filter.a` to `b.clean=`: git splits `-c` at the first `=`.
    name: 'a driver whose name holds `=`',
    arrange: (g) => {
      git(g, g.repo, 'config', 'filter.a=b.clean', evilFilter(g, 'equals-name'));
      git(g, g.repo, 'config', 'diff.c=d.textconv', evilFilter(g, 'equals-diff'));
      g.write({ '.gitattributes': '* filter=a=b diff=c=d\n' });
      return g.repo;
    },
  },
  {
    name: "a submodule's own config",
    arrange: (g) => {
      const origin = join(g.root, 'lib-origin');
      spawnSync('git', ['init', '-q', '-b', 'main', origin], { env: g.env });
      writeFileSync(join(origin, 'lib.js'), 'lib\n');
      writeFileSync(join(origin, '.gitattributes'), '* filter=evil\n');
      git(g, origin, 'add', '-A');
      git(g, origin, 'commit', '-qm', 'lib');
      git(g, g.repo, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', origin, 'lib');
      git(g, g.repo, 'commit', '-qm', 'submodule');
      git(g, join(g.repo, 'lib'), 'config', 'filter.evil.clean', evilFilter(g, 'submodule'));
      // A change inside the submodule that git would hash through the filter.
      writeFileSync(join(g.repo, 'lib', 'lib.js'), 'lib changed\n');
      g.write({ 'src/app.js': 'export const a = 3;\n' });
      return g.repo;
    },
  },
];

function run(g: Ground, cwd: string, args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BUNDLE, ...args], { cwd, env: g.env, input, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result;
}

/** The ground's transcript with its turn's paths under `cwd` (a linked worktree is another folder). */
function transcriptFor(g: Ground, cwd: string): string {
  const file = join(g.root, 'session-here.jsonl');
  writeFileSync(file, readFileSync(g.transcript, 'utf8').replaceAll(g.repo, cwd));
  return file;
}

describe("filter drivers wherever git's config defines them never run", () => {
  it.each(LOCATIONS)('the trap works: a plain git status and diff run every driver of $name', ({ arrange }) => {
    ground = makeGround('checkpoint-git-config-control-');
    const cwd = arrange(ground);
    git(ground, cwd, 'status', '--porcelain');
    git(ground, cwd, 'diff');
    expect(ground.canaryNames().sort()).toEqual([...planted].sort());
  });

  it.each(LOCATIONS)('$name: first prompt, judged Stop, save, eval, undo', ({ arrange }) => {
    ground = makeGround('checkpoint-git-config-');
    const g = ground;
    const cwd = arrange(g);
    const transcript = transcriptFor(g, cwd);
    const payload = (event: Record<string, unknown>) =>
      JSON.stringify({ session_id: 's-config', transcript_path: transcript, cwd, prompt_id: 'p-1', ...event });
    run(g, cwd, ['hook', 'claude'], payload({ hook_event_name: 'UserPromptSubmit', prompt: 'change a' }));
    waitForBackgroundRuns(g.state);
    const stop = run(g, cwd, ['hook', 'claude'], payload({ hook_event_name: 'Stop', stop_hook_active: false }));
    expect(stop.stdout).toContain('"decision":"block"');
    expect(run(g, cwd, ['save', '--note', 'n']).stdout).toMatch(/Saved restore point/);
    expect(run(g, cwd, ['eval', '--json', '--transcript', transcript, '--agent', 'claude']).stdout).toContain('source code');
    // An edit after the session's points: undo stages the tree as it is (its backup) and plans the way back.
    writeFileSync(join(cwd, 'src', 'app.js'), 'export const a = 4;\n');
    expect(run(g, cwd, ['undo', '--dry-run']).stdout).toContain('src/app.js');
    waitForBackgroundRuns(g.state);
    expect(g.canaryNames()).toEqual([]);
  });
});
