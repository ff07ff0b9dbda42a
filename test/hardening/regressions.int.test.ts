// Bugs the hardening corpus found, each pinned by the smallest input that showed it, run as agents run
// the bundle.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { GIT_IDENTITY } from '../helpers/git-env.js';
import { tempDir, waitForBackgroundRuns } from '../helpers/temp.js';
import { makeGround } from '../safety/_ground.js';

function hook(agent: string, payload: Record<string, unknown>, root: string, umask = '022') {
  const run = spawnSync('sh', ['-c', `umask ${umask}; exec "$0" "$@"`, process.execPath, BUNDLE, 'hook', agent], {
    input: JSON.stringify(payload),
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: join(root, 'home'),
      XDG_STATE_HOME: join(root, 'state'),
      GIT_CONFIG_NOSYSTEM: '1',
      CHECKPOINT_THRESHOLD_SECONDS: '0',
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return run;
}

describe('found by the corpus', () => {
  it('a prompt whose cwd is a regular file exits 0 in silence (git could not start there: it threw, unhandled, exit 1)', () => {
    const root = tempDir('checkpoint-regression-');
    const file = join(root, 'not-a-dir');
    writeFileSync(file, 'x\n');
    const run = hook('claude', { hook_event_name: 'UserPromptSubmit', session_id: 's1', cwd: file, prompt: 'go' }, root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
  });

  it('with umask 000, every file a prompt and a stop write in a repository is private (the profile cache, the prune stamp, the snapshot state and the shadow repository were 0644/0666/0777)', () => {
    const root = tempDir('checkpoint-regression-');
    const repo = join(root, 'repo');
    mkdirSync(join(root, 'home'));
    mkdirSync(repo);
    const git = (...args: string[]) =>
      spawnSync('git', args, {
        cwd: repo,
        env: {
          PATH: process.env.PATH,
          HOME: join(root, 'home'),
          ...GIT_IDENTITY,
        },
      });
    writeFileSync(join(repo, 'package.json'), '{"name":"x","scripts":{"test":"node --test"}}');
    writeFileSync(join(repo, 'app.js'), '1\n');
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'init');
    writeFileSync(join(repo, 'app.js'), '2\n');
    const transcript = join(root, 't.jsonl');
    const at = new Date(Date.now() - 60_000).toISOString();
    writeFileSync(
      transcript,
      `${[
        { type: 'user', promptId: 'p1', timestamp: at, message: { role: 'user', content: 'edit' } },
        {
          type: 'assistant',
          promptId: 'p1',
          timestamp: at,
          message: {
            role: 'assistant',
            content: [{ type: 'tool_use', id: 't1', name: 'Write', input: { file_path: join(repo, 'app.js'), content: '2' } }],
          },
        },
        {
          type: 'user',
          promptId: 'p1',
          timestamp: at,
          message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'ok' }] },
        },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n')}\n`,
    );
    const base = { session_id: 's1', cwd: repo, transcript_path: transcript, prompt_id: 'p1' };
    expect(hook('claude', { ...base, hook_event_name: 'UserPromptSubmit', prompt: 'edit' }, root, '000').status).toBe(0);
    const stop = hook('claude', { ...base, hook_event_name: 'Stop', stop_hook_active: false }, root, '000');
    expect(stop.status).toBe(0);
    expect(stop.stdout).toContain('"decision":"block"');
    const state = join(root, 'state', 'checkpoint');
    // The prompt's hook records the start point; detached runs write its tree and the turn's point: their files too.
    waitForBackgroundRuns(state);
    const loose: string[] = [];
    for (const name of ['', ...readdirSync(state, { recursive: true, encoding: 'utf8' })]) {
      const stat = statSync(join(state, name));
      const mode = stat.mode & 0o777;
      // Files 0600; git makes the shadow repository's objects read-only (0400).
      if (stat.isDirectory() ? mode !== 0o700 : (mode & 0o077) !== 0) loose.push(`${name || '.'} ${mode.toString(8)}`);
    }
    expect(loose).toEqual([]);
    // The corpus's files really are there: the check above looked at them.
    expect(readdirSync(state, { recursive: true, encoding: 'utf8' }).some((name) => name.endsWith('stage.json'))).toBe(true);
  });
});

describe('found by the kill rounds', () => {
  it('a workspace lock left empty by a run killed between creating and writing it does not hold saves up (it did for 2 minutes)', () => {
    const ground = makeGround('checkpoint-regression-lock-');
    try {
      const save = () =>
        spawnSync(process.execPath, [BUNDLE, 'save', '--note', 'x'], {
          cwd: ground.repo,
          env: ground.env,
          encoding: 'utf8',
          timeout: 60_000,
        });
      expect(save().status).toBe(0);
      const restore = join(ground.state, 'restore');
      const lock = join(restore, readdirSync(restore)[0]!, 'lock');
      writeFileSync(lock, '');
      const past = new Date(Date.now() - 5_000);
      utimesSync(lock, past, past);
      const started = Date.now();
      const second = save();
      expect(second.stderr).toBe('');
      expect(second.status).toBe(0);
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      ground.remove();
    }
  }, 90_000);
});
