import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { GIT_IDENTITY } from '../helpers/git-env.js';
import { removeTempDir, tempDir } from '../helpers/temp.js';

// A turn judged by the built bundle's `eval` in a real git repository, from a Claude transcript: the
// repository holds `files` in one commit, then the turn read and edited one of them and ran its commands.

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) removeTempDir(root);
});

/** What `eval` prints for a turn that changed `edited` from `from` to `to`, then ran `commands` (each exiting 0). */
export function evalTurn(files: Record<string, string>, edited: string, from: string, to: string, commands: string[]): string {
  const root = tempDir('checkpoint-turn-');
  roots.push(root);
  const repo = join(root, 'repo');
  const env = {
    PATH: process.env.PATH,
    HOME: join(root, 'home'),
    XDG_CONFIG_HOME: join(root, 'home', '.config'),
    CHECKPOINT_STATE_DIR: join(root, 'state'),
    CHECKPOINT_THRESHOLD_SECONDS: '0',
    LANG: 'C.UTF-8',
    ...GIT_IDENTITY,
  };
  const write = (tree: Record<string, string>) => {
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
  };
  write(files);
  for (const args of [
    ['init', '-q', '-b', 'main'],
    ['add', '-A'],
    ['commit', '-qm', 'init'],
  ])
    expect(spawnSync('git', args, { cwd: repo, env, encoding: 'utf8' }).status).toBe(0);
  write({ [edited]: files[edited].replace(from, to) });

  const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
  const call = (id: string, seconds: number, name: string, input: object) => [
    { type: 'assistant', timestamp: at(seconds), message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } },
    {
      type: 'user',
      timestamp: at(seconds - 1),
      message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] },
    },
  ];
  const path = join(repo, edited);
  const lines = [
    { type: 'user', promptId: 'p-1', timestamp: at(120), message: { role: 'user', content: 'change it' } },
    ...call('t1', 110, 'Read', { file_path: path }),
    ...call('t2', 100, 'Edit', { file_path: path, old_string: from, new_string: to }),
    ...commands.flatMap((command, i) => call(`b${i}`, 90 - 2 * i, 'Bash', { command })),
  ];
  const transcript = join(root, 'session.jsonl');
  writeFileSync(transcript, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  const run = spawnSync(process.execPath, [BUNDLE, 'eval', '--cwd', repo, '--transcript', transcript, '--agent', 'claude'], {
    cwd: repo,
    env,
    encoding: 'utf8',
  });
  expect(run.status).toBe(0);
  return run.stdout;
}
