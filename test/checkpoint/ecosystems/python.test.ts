import { describe } from 'vitest';
import { ecosystemTable, json } from './_table.js';

// The misses judged on real Python repositories: mypy asked for a file outside its configured `files`,
// and a backend model whose frontend client the project regenerates through its task runner (as the
// full-stack FastAPI template does).

const typed = {
  'pyproject.toml':
    '[project]\nname = "survey"\n[tool.mypy]\nfiles = ["src"]\nstrict = true\n[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
  'uv.lock': '',
  'src/survey/stats.py': '',
  'scripts/release.py': '',
  'tests/test_stats.py': '',
};

const fullStack = {
  justfile: [
    'test:',
    '    cd backend && uv run pytest',
    '',
    'generate-client:',
    '    cd backend && uv run python -m app.openapi > ../frontend/openapi.json',
    '    cd frontend && npm run generate-client',
    '',
  ].join('\n'),
  'backend/pyproject.toml': '[project]\nname = "app"\n[tool.pytest.ini_options]\n',
  'backend/uv.lock': '',
  'backend/app/models.py': '',
  'backend/tests/test_models.py': '',
  'frontend/package.json': json({ name: 'frontend', scripts: { 'generate-client': 'openapi-ts', test: 'vitest run' } }),
  'frontend/package-lock.json': '{}',
  'frontend/src/client/types.gen.ts': '',
};

describe('Python: the classes of misses on real repositories', () => {
  ecosystemTable([
    {
      name: "a file in mypy's configured files: tests and bare mypy",
      files: typed,
      change: { 'src/survey/stats.py': 'def mean(xs: list[float]) -> float:\n    return sum(xs) / len(xs)\n' },
      expected: ['Run the tests: uv run pytest', 'Type-check: uv run mypy'],
      ran: ['uv run pytest', 'uv run mypy'],
    },
    {
      name: "a file outside mypy's configured files: no type-check",
      files: typed,
      change: { 'scripts/release.py': 'print("release")\n' },
      expected: ['Run the tests: uv run pytest'],
      ran: ['uv run pytest -q'],
    },
    {
      name: 'a backend model feeding the generated frontend client: the regenerate task, and the backend tests',
      files: fullStack,
      change: { 'backend/app/models.py': 'class Item:\n    name: str\n' },
      expected: ['Regenerate the code generated from it: just generate-client', 'Run the tests: cd backend && uv run pytest'],
      ran: ['just generate-client', 'cd backend && uv run pytest'],
      skips: ['cd frontend && npm test'],
    },
  ]);
});

// tox 4 reads its config from tox.toml and from `[tool.tox]` in pyproject.toml too (native TOML, or the ini text
// of `legacy_tox_ini`), as platformdirs does: a project that runs everything through tox, whose tests live in a
// dependency group only tox's `dependency_groups` installs, and whose envs are named by Python version.
const toxProject = {
  'pyproject.toml':
    '[build-system]\nbuild-backend = "hatchling.build"\nrequires = ["hatchling"]\n\n[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ntest = ["pytest>=9"]\ntype = ["ty>=0.0.19", { include-group = "test" }]\n',
  '.github/workflows/check.yaml': [
    'on: [push]',
    'jobs:',
    '  test:',
    '    strategy: {matrix: {py: ["3.14"]}}',
    '    steps:',
    '      - run: uv tool install tox --with tox-uv',
    '      - run: tox run -e ${{ matrix.py }}',
    '  check:',
    '    strategy: {matrix: {tox_env: [type]}}',
    '    steps:',
    '      - run: uv tool install tox --with tox-uv',
    '      - run: tox run -e ${{ matrix.tox_env }}',
    '',
  ].join('\n'),
  'CONTRIBUTING.md':
    '# Contributing\n\nThis project uses tox for all development tasks.\n\nRun tests for a specific Python version with `tox r -e 3.14`.\n',
  'src/pkg/__init__.py': 'def f():\n    return 1\n',
  'tests/test_f.py': 'from pkg import f\n\n\ndef test_f():\n    assert f() == 1\n',
};

const toxToml =
  'env_list = ["3.14", "type"]\n\n[env_run_base]\ndependency_groups = ["test"]\ncommands = [["pytest", { replace = "posargs", default = ["tests"], extend = true }]]\n\n[env.type]\ndependency_groups = ["type"]\ncommands = [["ty", "check", "."]]\n';
const toxIni =
  '[tox]\nenv_list = 3.14, type\n\n[testenv]\ndependency_groups = test\ncommands = pytest {posargs:tests}\n\n[testenv:type]\ndependency_groups = type\ncommands = ty check .\n';
const toolTox =
  '\n[tool.tox]\nenv_list = ["py3.13", "type"]\n\n[tool.tox.env_run_base]\ndependency_groups = ["test"]\ncommands = [["pytest", "tests"]]\n\n[tool.tox.env.type]\ndependency_groups = ["type"]\ncommands = [["ty", "check", "."]]\n';
const legacyTox = `\n[tool.tox]\nlegacy_tox_ini = """\n${toxIni.replace('3.14', 'py314')}"""\n`;

const forms = {
  'tox.toml': { ...toxProject, 'tox.toml': toxToml },
  'tox.ini': { ...toxProject, 'tox.ini': toxIni },
  '[tool.tox] in pyproject.toml': {
    ...toxProject,
    'pyproject.toml': `${toxProject['pyproject.toml']}${toolTox}`,
    'CONTRIBUTING.md': 'This project uses tox for all development tasks: `tox -e py3.13`.\n',
  },
  'legacy_tox_ini in pyproject.toml': {
    ...toxProject,
    'pyproject.toml': `${toxProject['pyproject.toml']}${legacyTox}`,
    'CONTRIBUTING.md': 'This project uses tox for all development tasks: `tox -e py314`.\n',
  },
};
const testEnv: Record<keyof typeof forms, string> = {
  'tox.toml': '3.14',
  'tox.ini': '3.14',
  '[tool.tox] in pyproject.toml': 'py3.13',
  'legacy_tox_ini in pyproject.toml': 'py314',
};

/** A uv project: `uv sync` installs the `dev` group, pytest with it, so pytest runs in the project's env beside tox. */
const uvTox = {
  'pyproject.toml':
    '[project]\nname = "pkg"\nversion = "1.0"\n\n[dependency-groups]\ndev = ["pytest>=9", "tox"]\n\n[tool.tox]\nenv_list = ["3.14"]\n\n[tool.tox.env_run_base]\ncommands = [["pytest", "tests"]]\n',
  'uv.lock': '',
  'CONTRIBUTING.md': 'Run `uv run tox` before you push.\n',
  'src/pkg/__init__.py': 'def f():\n    return 1\n',
  'tests/test_f.py': 'def test_f():\n    pass\n',
};

/** tox.ini as before: pytest in the project's own test requirements, a py env, a flake8 env; CI runs tox, nothing says pytest. */
const requirementsTox = {
  'setup.py': 'from setuptools import setup\nsetup(name="pkg")\n',
  'requirements-test.txt': 'pytest\ntox\n',
  'tox.ini':
    '[tox]\nenvlist = py312, flake8\n\n[testenv]\ndeps = -rrequirements-test.txt\ncommands = pytest {posargs}\n\n[testenv:flake8]\ndeps = flake8\ncommands = flake8 pkg\n',
  '.github/workflows/ci.yml': 'on: [push]\njobs:\n  test:\n    steps:\n      - run: pip install tox\n      - run: tox\n',
  'pkg/__init__.py': '',
  'pkg/core.py': 'x = 1\n',
  'tests/test_core.py': 'def test_x():\n    pass\n',
};

describe("Python: tox's envs from every config form tox 4 reads", () => {
  ecosystemTable(
    Object.entries(forms).flatMap(([form, files]) => {
      const env = testEnv[form as keyof typeof forms];
      return [
        {
          name: `${form}: a changed module gets the env of the Python tox runs under (\`py\`, not CI's first version) and the type env; CI's env counts`,
          files,
          change: { 'src/pkg/__init__.py': 'def f():\n    return 2\n' },
          expected: ['Run the tests: tox -e py', 'Type-check: tox -e type'],
          ran: [`tox run -e ${env}`, 'tox r -e type'],
        },
        {
          name: `${form}: a changed test gets the test env, given the file where its pytest takes the paths tox is given (\`{posargs:tests}\`)`,
          files,
          change: { 'tests/test_f.py': 'def test_f():\n    assert True\n' },
          expected: [
            'Type-check: tox -e type',
            `Run the changed tests: tox -e py${form.includes('tox_ini') || form === 'tox.ini' ? ' -- tests/test_f.py' : ''}`,
          ],
          ran: ['tox -e py,type'],
        },
      ];
    }),
  );
  ecosystemTable([
    {
      name: 'uv with pytest in its dev group: pytest runs in the synced env, not through tox',
      files: uvTox,
      change: { 'src/pkg/__init__.py': 'def f():\n    return 2\n' },
      expected: ['Run the tests: uv run pytest'],
      ran: ['uv run pytest'],
    },
    {
      name: 'tox.ini with pytest in the test requirements, where CI runs tox and nothing says pytest: the py env, and the lint env',
      files: requirementsTox,
      change: { 'pkg/core.py': 'x = 2\n' },
      expected: ['Run the tests: tox -e py', 'Lint: tox -e flake8'],
      ran: ['tox -e py', 'tox -e flake8'],
    },
    {
      name: 'tox.ini with pytest in the test requirements, where the guide runs pytest: pytest',
      files: { ...requirementsTox, 'CONTRIBUTING.md': 'Run the tests with `pytest`.\n' },
      change: { 'pkg/core.py': 'x = 2\n' },
      expected: ['Run the tests: pytest', 'Lint: tox -e flake8'],
      ran: ['pytest', 'tox -e flake8'],
    },
    {
      name: 'nox: a session that runs pytest alone is a Python run: it settles no JavaScript test owed beside it',
      files: {
        'pyproject.toml': '[project]\nname = "pkg"\nversion = "1.0"\n\n[tool.pytest.ini_options]\n',
        'noxfile.py':
          'import nox\n\n\n@nox.session\ndef tests(session):\n    session.install(".")\n    session.run("pytest", *session.posargs)\n',
        'pkg/__init__.py': 'X = 1\n',
        'tests/test_pkg.py': 'import pkg\n\n\ndef test_x():\n    assert pkg.X\n',
        'package.json': '{\n  "scripts": { "test": "vitest run" },\n  "devDependencies": { "vitest": "^2" }\n}\n',
        'web/a.js': 'export const a = 1;\n',
        'web/a.test.js': 'import { a } from "./a.js";\ntest("a", () => expect(a).toBe(1));\n',
      },
      change: { 'web/a.js': 'export const a = 2 - 1;\n' },
      expected: ['Run the tests: npm test'],
      ran: ['npm test'],
      skips: ['nox -s tests'],
    },
  ]);
});
