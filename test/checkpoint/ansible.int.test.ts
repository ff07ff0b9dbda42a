import { describe, expect, it } from 'vitest';
import { evalTurn } from './_eval-turn.js';

// A turn that edited an Ansible role, judged by the built bundle's `eval` in a real git repository from a
// Claude transcript: the role's Molecule run as its CI runs it, silence once it passed and not after a
// converge alone; and a collection's galaxy.yml whose version alone changed owes no install (its change is
// read against the last commit, which takes git).

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

describe('an Ansible role through the built bundle', () => {
  const edit = ['tasks/main.yml', 'state: present', 'state: present\n  register: installed'] as const;

  it('a task of a role CI tests with Molecule: molecule test, yamllint riding along; silent once it passed, not after a converge', () => {
    const out = evalTurn(role, ...edit, []);
    expect(out).toContain('Would block');
    expect(out).toContain('Run the tests: `molecule test`');
    expect(out).toContain('`yamllint .`');
    expect(evalTurn(role, ...edit, ['molecule converge'])).toContain('Would block');
    expect(evalTurn(role, ...edit, ['molecule test'])).toContain('Would allow');
  });

  it("a collection's galaxy.yml: a version alone owes no install, a changed dependency does", () => {
    expect(evalTurn(collection, 'galaxy.yml', '1.0.0', '1.1.0', [])).not.toContain('ansible-galaxy');
    expect(evalTurn(collection, 'galaxy.yml', '>=8.0.0', '>=9.0.0', [])).toContain('`ansible-galaxy collection install .`');
  });
});
