import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// After a pixi project whose AGENTS.md says everything goes through `pixi run` (tasks in features, a
// task that depends on another), and a mixed Python/Rust package built by maturin.

const pixiToml = `[workspace]
name = "survey"
channels = ["conda-forge"]
platforms = ["linux-64", "osx-arm64"]

[dependencies]
python = "3.12.*"

[feature.test.dependencies]
pytest = "*"

[feature.test.tasks]
test = "pytest -q tests"

[feature.lint.dependencies]
ruff = "*"
mypy = "*"

[feature.lint.tasks]
lint = "ruff check ."
typecheck = "mypy src"

[environments]
test = ["test"]
lint = ["lint"]
`;

const project = {
  'pixi.toml': pixiToml,
  'pixi.lock': 'version: 6\n',
  'pyproject.toml': '[project]\nname = "survey"\n[tool.mypy]\nstrict = true\n[tool.ruff]\nline-length = 100\n',
  'AGENTS.md': 'Run everything through pixi: `pixi run test`, `pixi run lint`, `pixi run typecheck`.\n',
  'src/survey/stats.py': '',
  'tests/test_stats.py': '',
};

const maturin = {
  'pyproject.toml':
    '[build-system]\nrequires = ["maturin>=1.5"]\nbuild-backend = "maturin"\n[project]\nname = "fastgeo"\n[tool.maturin]\npython-source = "python"\n',
  'Cargo.toml': '[package]\nname = "fastgeo"\nversion = "0.1.0"\nedition = "2021"\n[lib]\ncrate-type = ["cdylib"]\n',
  'Cargo.lock': '',
  'pixi.toml': `[workspace]\nname = "fastgeo"\nchannels = ["conda-forge"]\nplatforms = ["linux-64"]\n[tasks]\ndevelop = "maturin develop"\ntest = { cmd = "pytest", depends-on = ["develop"] }\n`,
  'src/lib.rs': '',
  'python/fastgeo/__init__.py': '',
  'tests/test_area.py': '',
};

describe('pixi', () => {
  ecosystemTable([
    {
      name: 'a Python change: every check through pixi run, lint riding along',
      files: project,
      change: { 'src/survey/stats.py': 'def mean(xs):\n    return sum(xs) / len(xs)\n' },
      expected: ['Run the tests: pixi run test', 'Lint: pixi run lint', 'Type-check: pixi run typecheck'],
      ran: ['pixi run test', 'pixi run typecheck'],
    },
    {
      name: 'lint alone leaves the tests and the type-check owed',
      files: project,
      change: { 'src/survey/stats.py': 'def mean(xs):\n    return sum(xs) / len(xs)\n' },
      before: ['pixi run lint'],
      expected: ['Run the tests: pixi run test', 'Type-check: pixi run typecheck'],
    },
    {
      name: 'the same checks said through pixi run by program count',
      files: project,
      change: { 'src/survey/stats.py': 'def mean(xs):\n    return sum(xs) / len(xs)\n' },
      expected: ['Run the tests: pixi run test', 'Lint: pixi run lint', 'Type-check: pixi run typecheck'],
      ran: ['pixi run -e test pytest -q tests', 'pixi run -e lint mypy src'],
    },
    {
      name: 'pixi.toml changed: pixi lock, then the tests',
      files: project,
      change: { 'pixi.toml': pixiToml.replace('pytest = "*"', 'pytest = "*"\nhypothesis = "*"') },
      expected: ['Install updated dependencies: pixi lock', 'Run the tests: pixi run test'],
      ran: ['pixi run test'],
    },
    {
      name: 'pyproject.toml changed: the pixi install it was told to run is the install',
      files: project,
      change: { 'pyproject.toml': project['pyproject.toml'].replace('name = "survey"\n', 'name = "survey"\ndependencies = ["numpy"]\n') },
      expected: ['Install updated dependencies: pixi install', 'Run the tests: pixi run test'],
      ran: ['pixi install', 'pixi run test'],
    },
    {
      name: 'only pixi.lock changed: install from it',
      files: project,
      change: { 'pixi.lock': 'version: 6\n# updated\n' },
      expected: ['Install updated dependencies: pixi install', 'Run the tests: pixi run test'],
      ran: ['pixi install', 'pixi run test'],
    },
    {
      name: 'maturin: a Rust change rebuilds the extension, then the Python tests',
      files: maturin,
      change: { 'src/lib.rs': 'pub fn area() -> f64 { 0.0 }\n' },
      expected: ['Build: pixi run develop', 'Run the tests: pixi run test'],
      ran: ['pixi run test'],
      skips: ['cargo test'],
    },
  ]);
});
