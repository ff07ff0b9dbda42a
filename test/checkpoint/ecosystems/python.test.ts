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
