// How each ecosystem's launchers run another program: `uv run pytest` runs pytest, `npx vitest` vitest.
// A table with no imports, unlike the modules: the shell reader (shell.ts) strips launchers for every
// hook that records a shell call, and loading every module there would cost each of those hooks.

/** A launcher: the subcommands after which the command it runs starts (`uv run`; [] when it follows the launcher's options at once: `npx vitest`), and its options that take a value. */
export interface Launcher {
  runs: readonly string[];
  values?: readonly string[];
}

/** Options of the launchers below that take a value (`npx -p pkg`, `uv run --with x`). */
const UV_VALUES = [
  '--with',
  '--with-editable',
  '--with-requirements',
  '--python',
  '-p',
  '--project',
  '--directory',
  '--package',
  '--group',
  '--only-group',
  '--extra',
  '--from',
  '--env-file',
];

/** Per ecosystem, its launchers by program name (a versioned name, `python3.12`, is its program's). */
export const LAUNCHERS: Record<string, Record<string, Launcher>> = {
  node: {
    npx: { runs: [], values: ['-p', '--package'] },
    pnpx: { runs: [] },
    bunx: { runs: [] },
    'cross-env': { runs: [] },
    dotenv: { runs: [] },
    // coverage wrappers: `c8 ava`, `nyc mocha` run the tests, measured
    c8: { runs: [], values: ['--reporter', '-r', '--include', '--exclude', '--src', '--temp-directory', '--reports-dir', '-o'] },
    nyc: { runs: [], values: ['--reporter', '-r', '--include', '-n', '--exclude', '-x', '--temp-dir', '--report-dir'] },
    pnpm: { runs: ['exec', 'dlx'], values: ['-C', '--dir', '--filter', '-F'] },
    yarn: { runs: ['exec', 'dlx'] },
    npm: { runs: ['exec'], values: ['-p', '--package', '-w', '--workspace'] },
    bun: { runs: ['x'] },
  },
  python: {
    python: { runs: ['-m'], values: ['-X', '-W'] },
    python3: { runs: ['-m'], values: ['-X', '-W'] },
    uv: { runs: ['run', 'tool run'], values: UV_VALUES },
    uvx: { runs: [], values: UV_VALUES },
    pipx: { runs: ['run'] },
    poetry: { runs: ['run'], values: ['-C', '--directory'] },
    pipenv: { runs: ['run'] },
    pdm: { runs: ['run'], values: ['-p', '--project'] },
    rye: { runs: ['run'] },
    // `coverage run -m pytest`, `coverage run --debug config -m pytest`: the tests, measured
    coverage: {
      runs: ['run'],
      values: ['--debug', '--rcfile', '--source', '--include', '--omit', '--context', '--concurrency', '--data-file'],
    },
  },
  // `ruby -S rspec` runs the rspec on the PATH (a Rakefile's `ruby '-S rspec'`)
  ruby: { bundle: { runs: ['exec'] }, ruby: { runs: ['-S'], values: ['-I', '-r'] } },
  php: {
    composer: { runs: ['exec'] },
    // `php artisan test`, `php vendor/bin/phpunit`: the script is the program
    php: { runs: [], values: ['-d', '-c', '-n'] },
  },
  // `fvm flutter test` runs the Flutter SDK the project pins
  dart: { dart: { runs: ['run'] }, fvm: { runs: [] } },
  pixi: { pixi: { runs: ['exec'] } },
  // `dotnet-coverage collect "dotnet test"`: the tests, measured
  dotnet: {
    'dotnet-coverage': {
      runs: ['collect'],
      values: [
        '-o',
        '--output',
        '-f',
        '--output-format',
        '-s',
        '--settings',
        '-id',
        '--session-id',
        '-l',
        '--log-file',
        '-ll',
        '--log-level',
      ],
    },
  },
  // Xcode's `xcrun swift test` runs the toolchain's swift
  swift: { xcrun: { runs: [], values: ['--sdk', '--toolchain'] } },
};
