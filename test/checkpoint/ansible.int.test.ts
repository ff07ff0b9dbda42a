import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { GIT_IDENTITY } from '../helpers/git-env.js';
import { removeTempDir, tempDir } from '../helpers/temp.js';

// A turn that edited an Ansible role, judged by the built bundle's `eval` in a real git repository from a
// Claude transcript: the role's Molecule run as its CI runs it, silence once it passed and not after a
// converge alone; and a collection's galaxy.yml whose version alone changed owes no install (its change is
// read against the last commit, which takes git).

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) removeTempDir(root);
});

const role = {
  '.github/workflows/ci.yml': [
    "'on': pull_request",
    'jobs:',
    '  lint:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: yamllint .',
    '  molecule:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: molecule test',
    '',
  ].join('\n'),
  'meta/main.yml': '---\ngalaxy_info:\n  role_name: docker\n',
  'tasks/main.yml': '---\n- name: Install Docker packages.\n  package:\n    name: docker\n    state: present\n',
  'molecule/default/molecule.yml': '---\ndriver:\n  name: docker\n',
};

const collection = {
  'galaxy.yml': 'namespace: acme\nname: web\nversion: 1.0.0\ndependencies:\n  community.general: ">=8.0.0"\n',
  'roles/nginx/meta/main.yml': '---\ngalaxy_info:\n  role_name: nginx\n',
  'roles/nginx/tasks/main.yml': '---\n- name: Install nginx.\n  package:\n    name: nginx\n',
  'roles/nginx/molecule/default/molecule.yml': '---\ndriver:\n  name: docker\n',
};

/** A repository holding `files` in one commit, `edited` then changed from `from` to `to` by a turn that ran `commands` (each exiting 0). */
function judge(files: Record<string, string>, edited: string, from: string, to: string, commands: string[]) {
  const root = tempDir('checkpoint-ansible-');
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
    { type: 'user', promptId: 'p-1', timestamp: at(120), message: { role: 'user', content: 'change the role' } },
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

describe('an Ansible role through the built bundle', () => {
  const edit = ['tasks/main.yml', 'state: present', 'state: present\n  register: installed'] as const;

  it('a task of a role CI tests with Molecule: molecule test, yamllint riding along; silent once it passed, not after a converge', () => {
    const out = judge(role, ...edit, []);
    expect(out).toContain('Would block');
    expect(out).toContain('Run the tests: `molecule test`');
    expect(out).toContain('`yamllint .`');
    expect(judge(role, ...edit, ['molecule converge'])).toContain('Would block');
    expect(judge(role, ...edit, ['molecule test'])).toContain('Would allow');
  });

  it("a collection's galaxy.yml: a version alone owes no install, a changed dependency does", () => {
    expect(judge(collection, 'galaxy.yml', '1.0.0', '1.1.0', [])).not.toContain('ansible-galaxy');
    expect(judge(collection, 'galaxy.yml', '>=8.0.0', '>=9.0.0', [])).toContain('`ansible-galaxy collection install .`');
  });
});
