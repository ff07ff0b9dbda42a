import { describe } from 'vitest';
import { ecosystemTable } from './_table.js';

// The misses judged on real Rust repositories: a version bump in Cargo.toml left Cargo.lock stale, and
// CI builds with `--locked`; a test module under `src/tests/` taken for an integration test target.

const workspace = {
  'Cargo.toml': '[workspace]\nmembers = ["crates/*"]\nresolver = "2"\n',
  'Cargo.lock': 'version = 3\n',
  'crates/core/Cargo.toml': '[package]\nname = "geo-core"\nversion = "0.3.0"\nedition = "2021"\n',
  'crates/core/src/lib.rs': '',
};

describe('Rust: a changed test runs by its own target', () => {
  ecosystemTable([
    {
      name: 'a changed integration test of a member runs alone',
      files: { ...workspace, 'crates/core/tests/api.rs': '' },
      change: { 'crates/core/tests/api.rs': '#[test]\nfn api() {}\n' },
      expected: ['Run the changed tests: cargo test -p geo-core --test api'],
      ran: ['cargo test -p geo-core --test api'],
    },
    {
      name: 'a test module under src/tests is no integration test target: the crate’s tests',
      files: { ...workspace, 'crates/core/src/tests/parse.rs': '' },
      change: { 'crates/core/src/tests/parse.rs': '#[test]\nfn parse() {}\n' },
      expected: ['Run the changed tests: cargo test -p geo-core'],
      ran: ['cargo test -p geo-core'],
    },
  ]);
});

describe('Rust: the lockfile follows the manifest', () => {
  ecosystemTable([
    {
      name: 'a member version bump: refresh the workspace lock, then the crate tests',
      files: workspace,
      change: { 'crates/core/Cargo.toml': '[package]\nname = "geo-core"\nversion = "0.4.0"\nedition = "2021"\n' },
      expected: ['Install updated dependencies: cargo update --workspace', 'Run the tests: cargo test -p geo-core'],
      ran: ['cargo test -p geo-core'],
    },
    {
      // cargo fails a `--locked` run that would change the lock: one that passed proves the lock follows the manifest
      name: 'a passing `--locked` run proves the lock current',
      files: workspace,
      change: { 'crates/core/Cargo.toml': '[package]\nname = "geo-core"\nversion = "0.4.0"\nedition = "2021"\n' },
      before: ['cargo test -p geo-core --locked'],
      expected: [],
    },
    {
      name: 'the lock changed with the manifest in the turn: the tests alone',
      files: workspace,
      change: {
        'crates/core/Cargo.toml': '[package]\nname = "geo-core"\nversion = "0.4.0"\nedition = "2021"\n',
        'Cargo.lock': 'version = 3\n# geo-core 0.4.0\n',
      },
      expected: ['Run the tests: cargo test', 'Run the tests: cargo test -p geo-core'],
      ran: ['cargo test --workspace'],
    },
    {
      name: 'a crate nested below the root crate and no member of its workspace (a `fuzz/` crate) is tested from its folder',
      files: {
        'Cargo.toml': '[package]\nname = "geo"\nversion = "0.1.0"\nedition = "2021"\n',
        'src/lib.rs': 'pub fn area() -> f64 {\n    0.0\n}\n',
        'fuzz/Cargo.toml': '[package]\nname = "geo-fuzz"\nversion = "0.0.0"\nedition = "2021"\n\n[workspace]\nmembers = ["."]\n',
        'fuzz/src/lib.rs': 'pub fn target() {}\n',
      },
      change: { 'fuzz/src/lib.rs': 'pub fn target() {\n    let _ = 1;\n}\n' },
      expected: ['Run the tests: cd fuzz && cargo test'],
      ran: ['cd fuzz && cargo test'],
      skips: ['cargo test'],
    },
  ]);
});
