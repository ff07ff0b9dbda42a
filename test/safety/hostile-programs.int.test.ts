// A repository's own programs never run inside checkpoint: a clone that ships node_modules/.bin/git,
// a bin/ folder the user's PATH names, a `.` PATH entry, or a .git/config fsmonitor program. The
// bundle runs the Stop hook, `eval` and `notify` exactly as agents run them; each must reach the
// user's real git (the checkpoint names the changed source) or tmux, and leave no canary.
import { spawnSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { writeRollout } from '../notify/_rollout.js';
import { type Ground, makeGround, runBundle } from './_ground.js';

let bundle: string;
let ground: Ground;
let env: NodeJS.ProcessEnv;

const PLANTED = ['node_modules/.bin/git', 'node_modules/.bin/tmux', 'bin/git', 'bin/tmux', 'git', 'tmux', 'src/node_modules/.bin/git'];

beforeAll(() => {
  bundle = BUNDLE;
  ground = makeGround('checkpoint-hostile-programs-');
  for (const path of PLANTED) ground.plantProgram(path);
  // git runs core.fsmonitor's program on every status; a repository that arrives with its .git folder brings its own.
  ground.plantProgram('.git/fsmonitor-hook');
  spawnSync('git', ['config', 'core.fsmonitor', join(ground.repo, '.git/fsmonitor-hook')], { cwd: ground.repo, env: ground.env });
  // The user's PATH names folders of the repository, relatively and absolutely, before the real ones.
  env = {
    ...ground.env,
    PATH: [join(ground.repo, 'bin'), 'node_modules/.bin', '.', '', join(ground.repo, 'src/node_modules/.bin'), process.env.PATH].join(':'),
    CODEX_HOME: join(ground.home, '.codex'),
    CHECKPOINT_DEBUG: '1',
  };
  chmodSync(ground.repo, 0o755);
});
afterAll(() => ground?.remove());

describe('programs planted in the repository never run', () => {
  it('the trap works: a plain git run from the repository with that PATH runs the planted one', () => {
    const control = makeGround('checkpoint-hostile-control-');
    try {
      control.plantProgram('bin/git');
      spawnSync('git', ['status'], {
        cwd: control.repo,
        env: { ...control.env, PATH: `${join(control.repo, 'bin')}:${process.env.PATH}` },
      });
      expect(control.canaryNames()).toEqual(['bin_git']);
    } finally {
      control.remove();
    }
  });

  it('Stop hook: the real git finds the change, no planted program runs', async () => {
    const payload = {
      hook_event_name: 'Stop',
      session_id: 's-stop',
      transcript_path: ground.transcript,
      cwd: ground.repo,
      prompt_id: 'p-1',
      stop_hook_active: false,
    };
    const run = await runBundle(bundle, ['hook', 'claude'], { cwd: ground.repo, env, input: JSON.stringify(payload) });
    expect(run.status).toBe(0);
    const output = JSON.parse(run.stdout);
    expect(output.decision).toBe('block');
    expect(output.reason).toContain('Changed: source code');
    expect(ground.canaryNames()).toEqual([]);
  });

  it('eval: same', async () => {
    const run = await runBundle(bundle, ['eval', '--cwd', ground.repo, '--transcript', ground.transcript, '--agent', 'claude', '--json'], {
      cwd: ground.repo,
      env,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('source code');
    expect(ground.canaryNames()).toEqual([]);
  });

  it('notify: the real tmux is asked (and finds no server), the planted ones never run', async () => {
    writeRollout({ codexHome: join(ground.home, '.codex'), repo: ground.repo, threadId: 'thread-1', turnId: 'turn-1' });
    const payload = {
      type: 'agent-turn-complete',
      'thread-id': 'thread-1',
      'turn-id': 'turn-1',
      cwd: ground.repo,
      client: 'codex-tui',
      'input-messages': ['change a'],
    };
    const run = await runBundle(bundle, ['notify', JSON.stringify(payload)], {
      cwd: ground.repo,
      env: { ...env, TMUX_PANE: '%0', TMUX: `${join(ground.root, 'no-server.sock')},1,0` },
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    // The evaluation blocked and delivery reached tmux, which found no server there.
    expect(run.stderr).toMatch(/notify: undelivered: tmux pane %0 not reachable/);
    expect(ground.canaryNames()).toEqual([]);
  });
});
