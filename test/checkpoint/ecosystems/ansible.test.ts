import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After geerlingguy/ansible-role-docker (a role whose CI runs `yamllint .` and `molecule test`), the same role
// with a second scenario and a CI that runs another, an older role tested by a playbook syntax check, a role
// with no test at all, and a collection whose roles keep their own scenarios.

const ci = [
  'name: CI',
  "'on': pull_request",
  'jobs:',
  '  lint:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4',
  '      - run: pip3 install yamllint',
  '      - run: yamllint .',
  '  molecule:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4',
  '      - run: pip3 install ansible molecule molecule-plugins[docker] docker',
  '      - run: molecule test',
  '',
].join('\n');

const workflow = (...runs: string[]) =>
  ['on: [push]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', ...runs.map((run) => `      - run: ${run}`), ''].join(
    '\n',
  );

const task = '---\n- name: Install Docker packages.\n  package:\n    name: docker\n    state: present\n';
const role = {
  '.github/workflows/ci.yml': ci,
  'meta/main.yml': '---\ngalaxy_info:\n  role_name: docker\n',
  'tasks/main.yml': task,
  'defaults/main.yml': '---\ndocker_edition: ce\n',
  'molecule/default/molecule.yml': '---\ndriver:\n  name: docker\nplatforms:\n  - name: instance\n',
  'molecule/default/converge.yml': '---\n- hosts: all\n  roles:\n    - role: geerlingguy.docker\n',
  'molecule/default/verify.yml': '---\n- hosts: all\n  tasks: []\n',
};

const twoScenarios = {
  ...role,
  'molecule/centos/molecule.yml': '---\ndriver:\n  name: docker\nplatforms:\n  - name: centos\n',
  'molecule/centos/converge.yml': '---\n- hosts: all\n  roles:\n    - role: geerlingguy.docker\n',
};

const plainRole = {
  '.yamllint': 'extends: default\n',
  'meta/main.yml': '---\ngalaxy_info:\n  role_name: ntp\n',
  'tasks/main.yml': task,
  'templates/ntp.conf.j2': 'server {{ ntp_server }}\n',
  'tests/inventory': 'localhost\n',
  'tests/test.yml': '---\n- hosts: localhost\n  roles:\n    - ntp\n',
};

const collection = {
  'galaxy.yml': 'namespace: acme\nname: web\nversion: 1.0.0\n',
  '.ansible-lint': 'profile: production\n',
  'roles/nginx/meta/main.yml': '---\ngalaxy_info:\n  role_name: nginx\n',
  'roles/nginx/tasks/main.yml': task,
  'roles/nginx/molecule/default/molecule.yml': '---\ndriver:\n  name: docker\n',
  'roles/nginx/molecule/default/converge.yml': '---\n- hosts: all\n  roles:\n    - acme.web.nginx\n',
  'roles/php/meta/main.yml': '---\ngalaxy_info:\n  role_name: php\n',
  'roles/php/tasks/main.yml': task,
};

describe('Ansible', () => {
  ecosystemTable([
    {
      name: 'AR: a task of a role CI tests with molecule',
      files: role,
      change: { 'tasks/main.yml': task.replace('state: present', 'state: present\n  register: installed') },
      expected: ['Run the tests: molecule test', 'Lint: yamllint .'],
      ran: ['molecule test'],
      skips: ['molecule converge', 'molecule converge && molecule verify'],
    },
    {
      name: "AR: the default scenario's verify.yml: its run",
      files: role,
      change: { 'molecule/default/verify.yml': '---\n- hosts: all\n  tasks:\n    - command: docker --version\n' },
      expected: ['Run the tests: molecule test', 'Lint: yamllint .'],
      ran: ['molecule test -s default'],
      skips: ['molecule verify'],
    },
    {
      name: "a second scenario's own file: that scenario's run, not the default one",
      files: twoScenarios,
      change: { 'molecule/centos/converge.yml': '---\n- hosts: all\n  become: true\n  roles:\n    - role: geerlingguy.docker\n' },
      expected: ['Run the tests: molecule test -s centos', 'Lint: yamllint .'],
      ran: ['molecule test --scenario-name centos'],
      skips: ['molecule test', 'molecule converge -s centos'],
    },
    {
      name: "a file shared by the scenarios (molecule/resources): the role's run, never a scenario that is none",
      files: { ...twoScenarios, 'molecule/resources/prepare.yml': '---\n- hosts: all\n  tasks: []\n' },
      change: { 'molecule/resources/prepare.yml': '---\n- hosts: all\n  gather_facts: false\n  tasks: []\n' },
      expected: ['Run the tests: molecule test', 'Lint: yamllint .'],
      ran: ['molecule test'],
    },
    {
      name: 'a role whose CI tests another scenario: that scenario, and any scenario run reaches the role',
      files: { ...twoScenarios, '.github/workflows/ci.yml': workflow('molecule test -s centos', 'ansible-lint') },
      change: { 'handlers/main.yml': '---\n- name: restart docker\n  service:\n    name: docker\n    state: restarted\n' },
      expected: ['Run the tests: molecule test -s centos', 'Lint: ansible-lint'],
      ran: ['molecule test'],
      skips: ['molecule converge -s centos'],
    },
    {
      name: 'a role without scenarios: lint only, the turn stays silent',
      // (silent without this module too: what it guards is that no test is borrowed or invented for it)
      files: plainRole,
      change: { 'templates/ntp.conf.j2': 'server {{ ntp_server }} iburst\n' },
      expected: [],
    },
    {
      name: 'a role without scenarios whose CI syntax-checks its test playbook: that run',
      files: { ...plainRole, '.github/workflows/ci.yml': workflow('ansible-playbook tests/test.yml -i tests/inventory --syntax-check') },
      change: { 'tasks/main.yml': task.replace('docker', 'ntp') },
      expected: ['Run the tests: ansible-playbook tests/test.yml -i tests/inventory --syntax-check', 'Lint: yamllint .'],
      ran: ['ansible-playbook tests/test.yml -i tests/inventory --syntax-check'],
      skips: ['ansible-playbook --version'],
    },
    {
      name: "a collection's role with a scenario: Molecule in that role's folder; ansible-lint by its config",
      files: collection,
      change: { 'roles/nginx/tasks/main.yml': task.replace('docker', 'nginx') },
      expected: ['Run the tests: cd roles/nginx && molecule test', 'Lint: ansible-lint'],
      ran: ['cd roles/nginx && molecule test'],
      skips: ['molecule test', 'cd roles/nginx && molecule converge'],
    },
    {
      name: "a collection's role without a scenario: lint only",
      // (silent without this module too: what it guards is that its sibling role's Molecule run is not borrowed)
      files: collection,
      change: { 'roles/php/tasks/main.yml': task.replace('docker', 'php') },
      expected: [],
    },
    {
      name: 'requirements.yml: ansible-galaxy installs them, then the role is tested',
      files: { ...role, 'requirements.yml': '---\ncollections:\n  - name: community.docker\n' },
      change: { 'requirements.yml': '---\ncollections:\n  - name: community.docker\n  - name: ansible.posix\n' },
      expected: ['Install updated dependencies: ansible-galaxy install -r requirements.yml', 'Run the tests: molecule test'],
      ran: ['ansible-galaxy install -r requirements.yml', 'molecule test'],
      skips: ['ansible-galaxy list'],
    },
    {
      name: "a collection's galaxy.yml dependencies: the collection installed with them",
      files: collection,
      change: { 'galaxy.yml': `${collection['galaxy.yml']}dependencies:\n  community.general: '>=8.0.0'\n` },
      expected: ['Install updated dependencies: ansible-galaxy collection install .'],
      ran: ['ansible-galaxy collection install .'],
    },
    {
      name: 'a docs-only turn of the role stays silent',
      // (silent without this module too: what it guards is that the role's files claim no more than they should)
      files: { ...role, 'README.md': '# Docker role\n' },
      change: { 'README.md': '# Docker role\n\nInstalls Docker.\n' },
      expected: [],
    },
  ]);
});
