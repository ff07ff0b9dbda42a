// Security (issue 14): a repository that arrives with a hostile .git/config and .git/hooks, and
// config values written as shell commands. Hooks, `save`, `eval` and `notify` run as agents and
// people run them; none may start any of the repository's programs or evaluate a config value.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { waitForBackgroundRuns } from '../helpers/temp.js';
import { type Ground, makeGround, runBundle } from '../safety/_ground.js';

let ground: Ground;
const HOOKS = [
  'pre-commit',
  'post-commit',
  'post-checkout',
  'post-index-change',
  'reference-transaction',
  'pre-auto-gc',
  'post-rewrite',
  'fsmonitor-watchman',
];

beforeAll(() => {
  ground = makeGround('checkpoint-security-');
  const git = (...args: string[]) => spawnSync('git', args, { cwd: ground.repo, env: ground.env, encoding: 'utf8' });
  for (const name of HOOKS) ground.plantProgram(`.git/hooks/${name}`);
  for (const name of HOOKS) ground.plantProgram(`evil-hooks/${name}`);
  for (const name of ['fsmonitor', 'pager', 'editor', 'ssh', 'external-diff', 'clean', 'smudge', 'textconv', 'askpass', 'process'])
    ground.plantProgram(`.git/evil-${name}`);
  const evil = (name: string) => join(ground.repo, '.git', `evil-${name}`);
  const settings: [string, string][] = [
    ['core.fsmonitor', evil('fsmonitor')],
    ['core.pager', evil('pager')],
    ['core.editor', evil('editor')],
    ['core.sshCommand', evil('ssh')],
    ['core.askPass', evil('askpass')],
    ['core.hooksPath', join(ground.repo, 'evil-hooks')],
    ['diff.external', evil('external-diff')],
    ['filter.evil.clean', evil('clean')],
    ['filter.evil.smudge', evil('smudge')],
    ['filter.evil.process', evil('process')],
    ['diff.evil.textconv', evil('textconv')],
    ['pager.status', evil('pager')],
    ['alias.status', `!${evil('pager')}`],
  ];
  for (const [key, value] of settings) git('config', key, value);
  // Every file goes through the filter and the diff driver.
  ground.write({ '.gitattributes': '* filter=evil diff=evil\n' });
  // checkpoint's own config, with shell in every string it has.
  const shell = (name: string) => `$(touch ${join(ground.canaries, `config-${name}`)})`;
  ground.write({
    '.checkpoint.json': JSON.stringify({
      plan: { file: `plans/${shell('plan')}.md` },
      restore: { riskyCommands: [shell('risky'), `\`touch ${join(ground.canaries, 'config-backtick')}\``] },
    }),
  });
  // Risky points on (the user's to decide), so the risky-command list is really read (the tool use below takes one).
  mkdirSync(join(ground.home, '.config', 'checkpoint'), { recursive: true });
  writeFileSync(
    join(ground.home, '.config', 'checkpoint', 'config.json'),
    JSON.stringify({ plan: { file: shell('user-plan') }, restore: { autoSave: ['start', 'turn', 'precompact', 'risky'] } }),
  );
});
afterAll(() => ground?.remove());

const payload = (event: Record<string, unknown>) =>
  JSON.stringify({ session_id: 's-sec', transcript_path: ground.transcript, cwd: ground.repo, prompt_id: 'p-1', ...event });

describe('a hostile repository and shell in config values', () => {
  it('the trap works: plain git in that repository runs the planted programs', () => {
    const control = makeGround('checkpoint-security-control-');
    try {
      control.plantProgram('.git/evil-clean');
      spawnSync('git', ['config', 'filter.evil.clean', join(control.repo, '.git', 'evil-clean')], { cwd: control.repo, env: control.env });
      control.write({ '.gitattributes': '* filter=evil\n', 'src/app.js': 'export const a = 3;\n' });
      spawnSync('git', ['status'], { cwd: control.repo, env: control.env });
      expect(control.canaryNames()).toEqual(['.git_evil-clean']);
    } finally {
      control.remove();
    }
  });

  it('prompt, risky tool use, stop, save, list, eval: no program of the repository runs, no config value is evaluated', async () => {
    const run = (args: string[], input?: string, env: NodeJS.ProcessEnv = {}) =>
      runBundle(BUNDLE, args, { cwd: ground.repo, env: { ...ground.env, ...env }, input, timeoutMs: 60_000 });
    const results = [
      await run(['hook', 'claude'], payload({ hook_event_name: 'UserPromptSubmit', prompt: 'change a' })),
      await run(
        ['hook', 'claude'],
        payload({ hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'git reset --hard' } }),
      ),
      await run(['hook', 'claude'], payload({ hook_event_name: 'Stop', stop_hook_active: false })),
      await run(['save', '--note', 'security'], undefined, { CLAUDE_CODE_SESSION_ID: 's-sec' }),
      await run(['list']),
      await run(['eval', '--cwd', ground.repo, '--transcript', ground.transcript, '--agent', 'claude']),
    ];
    expect(results.map((result) => result.status)).toEqual([0, 0, 0, 0, 0, 0]);
    // The stop really evaluated the change (through git) and the save really snapshotted.
    expect(results[2]!.stdout).toContain('"decision":"block"');
    expect(results[3]!.stdout).toMatch(/Saved restore point/);
    expect(results[4]!.stdout).toContain('[auto: risky]');
    // Detached restore-point runs finish on their own: wait for them before looking.
    waitForBackgroundRuns(ground.state, 60_000);
    expect(ground.canaryNames()).toEqual([]);
    expect(existsSync(join(ground.repo, '$(touch'))).toBe(false);
  }, 120_000);

  it('a filter driver brought in by an include of the repository config does not run either', async () => {
    const other = makeGround('checkpoint-security-include-');
    try {
      other.plantProgram('.git/evil-included');
      writeFileSync(
        join(other.repo, '.git', 'more.config'),
        `[filter "sneaky"]\n\tclean = ${join(other.repo, '.git', 'evil-included')}\n\tprocess = ${join(other.repo, '.git', 'evil-included')}\n`,
      );
      spawnSync('git', ['config', 'include.path', 'more.config'], { cwd: other.repo, env: other.env });
      other.write({ '.gitattributes': '* filter=sneaky\n' });
      const stop = await runBundle(BUNDLE, ['hook', 'claude'], {
        cwd: other.repo,
        env: other.env,
        input: JSON.stringify({
          session_id: 's-inc',
          transcript_path: other.transcript,
          cwd: other.repo,
          prompt_id: 'p-1',
          hook_event_name: 'Stop',
          stop_hook_active: false,
        }),
        timeoutMs: 60_000,
      });
      expect(stop.status).toBe(0);
      expect(stop.stdout).toContain('"decision":"block"');
      const save = await runBundle(BUNDLE, ['save'], { cwd: other.repo, env: other.env, timeoutMs: 60_000 });
      expect(save.status).toBe(0);
      waitForBackgroundRuns(other.state, 60_000);
      expect(other.canaryNames()).toEqual([]);
      // The trap works: plain git runs it.
      spawnSync('git', ['status'], { cwd: other.repo, env: other.env });
      expect(other.canaryNames()).toEqual(['.git_evil-included']);
    } finally {
      other.remove();
    }
  }, 120_000);
});
