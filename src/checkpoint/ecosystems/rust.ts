import { joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { parseToml } from '../../util/toml.js';
import { writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, FileCheckCommands, Judge, Kind, ProjectFiles } from './_module.js';
import { FROM_ROOT, optionValues, section, strings } from './_module.js';

// Rust: `cargo test` (with `-p` in a workspace, from-root.ts), clippy where configured. A Cargo.toml
// change is settled by the tests, which resolve it; but a lockfile in the repository must follow the
// manifest (a version bump leaves Cargo.lock stale, and CI builds `--locked`).

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('Cargo.toml')) return;
  profile.ecosystems.push('rust');
  const manifest = context.toml('Cargo.toml') ?? {};
  const pkg = section(manifest, 'package');
  if (typeof pkg?.name === 'string') profile.name = pkg.name;
  if (section(manifest, 'workspace')) profile.workspace = { ...profile.workspace, cargo: true, cargoVirtual: pkg === undefined };
  if (names.includes('Cargo.lock')) profile.install.rust = 'cargo update --workspace';
  const owner = workspaceAbove(context);
  const clippy =
    names.includes('clippy.toml') ||
    names.includes('.clippy.toml') ||
    section(manifest, 'lints', 'clippy') !== undefined ||
    section(manifest, 'workspace', 'lints', 'clippy') !== undefined ||
    owner?.clippy === true;
  // A crate with a toolchain file of its own runs on that toolchain only from its folder; a crate of a
  // workspace nested below the root (an `examples/` workspace) is run from that workspace's folder.
  const pinned = context.dir !== '' && names.some((name) => /^rust-toolchain(\.toml)?$/.test(name));
  const nested = owner !== undefined && owner.dir !== '' && typeof pkg?.name === 'string';
  const say = (sub: string) =>
    pinned
      ? `${FROM_ROOT}cd ${context.dir} && cargo ${sub}`
      : nested
        ? `${FROM_ROOT}cd ${owner.dir} && cargo ${sub} -p ${pkg!.name}`
        : `cargo ${sub}`;
  // the project's test runner: nextest where its CI, guides or the root's task runner run it (`cargo nextest run`)
  const nextest = [
    ...context.saidCommands(),
    ...Object.values(context.top?.recipes ?? {}).flatMap((recipes) => Object.values(recipes ?? {})),
  ].some((command) => /\bcargo nextest run\b/.test(command));
  // a library other members of the root's workspace depend on, directly or not, is tested with them (`-p app-lib -p app`)
  const users = owner?.dir === '' && !pinned && typeof pkg?.name === 'string' ? dependents(context) : [];
  const testSub = nextest ? 'nextest run' : 'test';
  // a proc-macro crate without tests of its own (thiserror's `impl/`) is tested by the crates that use it; one whose
  // library declares unit tests (cxx's `macro/`: `#[cfg(test)] mod tests;`) runs its own too
  const untested = section(manifest, 'lib')?.['proc-macro'] === true && !names.includes('tests') && !hasUnitTests(context, manifest);
  // the dependents whose tests are owed with its own: those that run tests (a binary alone, `cargo test -p cli`, only compiles)
  const owed = users.filter((user) => user.runsTests);
  const tested = untested && users.length > 0 ? users.map((user) => user.name) : [pkg?.name as string, ...owed.map((user) => user.name)];
  // (past a few, the workspace's run: `cargo test --workspace`)
  const joint = users.length > MAX_DEPENDENTS || tested.length > 1 || (untested && users.length > 0);
  const packages = users.length > MAX_DEPENDENTS ? '--workspace' : tested.map((name) => `-p ${name}`).join(' ');
  const test = joint ? `${FROM_ROOT}cargo ${testSub} ${packages}` : say(testSub);
  // (the one crate that tests a proc-macro crate, with the features CI tests it with)
  const features = untested && users.length === 1 ? users[0].features : section(manifest, 'features');
  const flags = ciFeatures(context, features);
  // nextest runs no doctests: where CI or the guides run them beside it (`cargo test --doc`), the crate's test run is both,
  // the doctests of its own library (not its users', which may have none: `cargo test --doc -p app` fails on a binary)
  const doctests = nextest && !untested && context.saidCommands().some((command) => /\bcargo test\b[^\n&;|]*\s--doc\b/.test(command));
  const own = nested || joint ? ` -p ${pkg!.name}` : '';
  const extension = pythonExtension(context, manifest);
  if (extension) {
    profile.languages.rust = { ...extension, ...(clippy ? { lint: say('clippy') } : {}) };
    return;
  }
  aliasRuns(context, manifest, profile);
  profile.languages.rust = {
    test: `${test}${flags}${doctests ? ` && ${DOCTESTS}${own}${flags}` : ''}`,
    ...(untested && users.length > 0 && { testedIn: users.map((user) => user.dir) }),
    ...(!untested && owed.length > 0 && { testedWith: owed.map((user) => user.dir) }),
    ...namedTests(context, manifest),
    ...(clippy ? { lint: say('clippy') } : {}),
  };
}

/**
 * A crate maturin builds into the Python package of its folder or the root's (PyO3's `cdylib`, named by the pyproject's
 * `[tool.maturin] manifest-path`, beside it, or in its `rust/` folder): it is built into the environment (`maturin develop`, as CI or the
 * guides run it) and tested by the Python package's tests, not by `cargo test`, which cannot link it.
 */
function pythonExtension(context: DetectContext, manifest: Record<string, unknown>): { build: string; test?: string } | undefined {
  const types = strings(section(manifest, 'lib')?.['crate-type']) ?? [];
  if (!types.includes('cdylib') || section(manifest, 'dependencies')?.pyo3 === undefined) return undefined;
  const up = '../'.repeat(context.dir ? context.dir.split('/').length : 0);
  const pyproject = context.toml('pyproject.toml') ?? context.toml(`${up}pyproject.toml`);
  const path = section(pyproject, 'tool', 'maturin')?.['manifest-path'];
  const beside = context.toml('pyproject.toml') !== undefined;
  // (without a path, maturin looks beside the pyproject, then in its `rust/` folder)
  const named =
    typeof path === 'string' ? joinDir('', path.replace(/^\.\//, '')) === joinDir(context.dir, 'Cargo.toml') : context.dir === 'rust';
  if (section(pyproject, 'build-system')?.['build-backend'] !== 'maturin' || !(beside || named)) return undefined;
  const said = context
    .saidCommands()
    .flatMap((command) => command.split(/\s*(?:&&|;|\n)\s*/))
    .find((step) => /^(\w+ run )?maturin develop\b/.test(step));
  const python = beside ? undefined : (context.top?.checks.test ?? context.top?.languages.python?.test);
  return { build: `${FROM_ROOT}${said ?? 'maturin develop'}`, ...(python && { test: `${FROM_ROOT}${python}` }) };
}

/**
 * The features the project's CI or guides test with (`cargo test --workspace --all-features`, `--features full`),
 * as flags of the crate's own test run ('' for none): those it declares and does not enable by default (its tests may
 * need them: miette's guide says a doc-test fails without `--features fancy`); every feature only where it enables
 * none by default (where it does, its tests build without the others).
 */
function ciFeatures(context: DetectContext, features: Record<string, unknown> | undefined): string {
  const byDefault = enabled(features, strings(features?.default) ?? []);
  const declared = Object.keys(features ?? {}).filter((name) => name !== 'default' && !byDefault.has(name));
  if (declared.length === 0) return '';
  for (const said of context.saidCommands()) {
    // a quoted list, over lines too (heapless' `--features="\n  alloc,\n  defmt"`), is one word of features
    const command = said.replace(
      /(--features[= ])(["'])([^"']*)\2/g,
      (_, flag: string, _quote, list: string) => flag + list.replace(/\s+/g, ''),
    );
    const words = command.split(/\s+/);
    const at = words.findIndex(
      (word, i) => word === 'cargo' && (words[i + 1] === 'test' || (words[i + 1] === 'nextest' && words[i + 2] === 'run')),
    );
    if (at < 0) continue;
    const args = words.slice(at);
    if (args.includes('--all-features')) return byDefault.size === 0 ? ' --all-features' : '';
    const own = featuresGiven(args).filter((name) => declared.includes(name));
    if (own.length > 0) return ` --features ${own.join(',')}`;
  }
  return '';
}

/**
 * The project's test and lint runs through one of its cargo aliases (`[alias] xtask = "run --package xtask --"` of the
 * root's `.cargo/config.toml`, run as `cargo xtask test`), as its CI or guides run them: the directory's checks, as a
 * make target's are, where the crate's own run may test less than they do. That is a crate with features off by default
 * (the flags the alias runs with, `--all-features`, are not to be seen) or a virtual workspace's root, whose run is the
 * whole workspace's anyway. The crate's own run still runs a changed test target alone.
 */
function aliasRuns(context: DetectContext, manifest: Record<string, unknown>, profile: DirectoryProfile): void {
  const features = section(manifest, 'features');
  const byDefault = enabled(features, strings(features?.default) ?? []);
  const offByDefault = Object.keys(features ?? {}).some((name) => name !== 'default' && !byDefault.has(name));
  const virtualRoot = context.dir === '' && section(manifest, 'package') === undefined;
  if (!offByDefault && !virtualRoot) return;
  const up = context.dir ? '../'.repeat(context.dir.split('/').length) : '';
  const aliases = section(context.toml(`${up}.cargo/config.toml`) ?? context.toml(`${up}.cargo/config`), 'alias');
  // (one plain run of an alias, `cargo xtask format --check`: no other command joined to it)
  const runs = context
    .saidCommands()
    .filter((command) => /^cargo(\s+[\w.=-]+)+$/.test(command) && ownEntry(aliases, command.split(/\s+/)[1]) !== undefined);
  const only = (command: string, kind: Kind) => {
    const kinds = [...context.kinds(command, '')];
    return kinds.includes(kind) && kinds.every((each) => each === kind || each === 'build');
  };
  // of several (`cargo xtask test-libs`, `cargo xtask test`), the one named for it
  const pick = (kind: Kind, names: string[]) => {
    const fit = runs.filter((command) => only(command, kind));
    return fit.find((command) => names.includes(command.split(/\s+/).at(-1) ?? '')) ?? fit[0];
  };
  const test = pick('test', ['test', 'tests']);
  const lint = pick('lint', ['clippy', 'lint']);
  if (test) profile.checks.test ??= `${FROM_ROOT}${test}`;
  if (lint && profile.checks.lint === undefined) {
    profile.checks.lint = `${FROM_ROOT}${lint}`;
    profile.said = [...(profile.said ?? []), profile.checks.lint];
  }
}

/** Does a crate's library root (`src/lib.rs`, or its `[lib] path`) declare unit tests (`#[cfg(test)] mod tests;`, a `#[test]`)? */
function hasUnitTests(context: DetectContext, manifest: Record<string, unknown>): boolean {
  const path = section(manifest, 'lib')?.path;
  return declaresUnitTests(context, typeof path === 'string' ? path.replace(/^\.\//, '') : 'src/lib.rs');
}

/** Does this source file (relative to the directory `context` reads) declare unit tests? */
const declaresUnitTests = (context: DetectContext, file: string) => UNIT_TESTS.test(context.text(file)?.slice(0, 256 * 1024) ?? '');

/**
 * Does `cargo test` run tests of a member of its own (`folder`, relative to the directory `context` reads, '' or ending in `/`):
 * a `tests/` folder or declared test targets, a library (its doctests, and unit tests any of its modules may hold), or unit
 * tests a binary's root declares? A binary without them (regex's `regex-cli`) is only compiled.
 */
function runsTests(context: DetectContext, folder: string, manifest: Record<string, unknown> | undefined): boolean {
  if (context.exists(`${folder}tests`) || manifest?.test !== undefined) return true;
  if (section(manifest, 'lib') || context.exists(`${folder}src/lib.rs`)) return true;
  const declared = Array.isArray(manifest?.bin)
    ? manifest.bin.map((bin) => section(bin)?.path).filter((path) => typeof path === 'string')
    : [];
  const roots = [...declared, 'src/main.rs', ...context.list(`${folder}src/bin`).map((name) => `src/bin/${name}`)];
  return roots.slice(0, 20).some((root) => declaresUnitTests(context, `${folder}${root.replace(/^\.\//, '')}`));
}

/** Code that compiles only under `cargo test`, the crate's unit tests. */
const UNIT_TESTS = /#\[(test|cfg\(test\))\]/;

/** A member of the workspace that depends on a crate: its package name, folder and features, and whether `cargo test` runs tests of its own. */
type Dependent = { name: string; dir: string; features: Record<string, unknown> | undefined; runsTests: boolean };

/** Past this many members that depend on a crate, the workspace's run tests them all (`cargo test --workspace`). */
const MAX_DEPENDENTS = 4;

/**
 * The root workspace's members that depend on this crate, directly or through other members (`book` on `driver` on
 * `summary`): by its path (`app-lib = { path = "../app_lib" }`, or `app-lib.workspace = true` where the workspace's entry
 * has it), in any dependency table; none where the members are not listed by their folders. Where the workspace names
 * `default-members`, those alone: the others are opt-in (rustls's `openssl-tests`, which needs a system OpenSSL and a CI
 * job of its own).
 */
function dependents(context: DetectContext): Dependent[] {
  const up = '../'.repeat(context.dir.split('/').length);
  const rootManifest = context.toml(`${up}Cargo.toml`);
  const workspace = section(rootManifest, 'workspace');
  // (a root that is a package is a member, listed or not: one whose `tests/` run what it takes)
  const root = section(rootManifest, 'package') && context.exists(`${up}tests`) ? ['.'] : [];
  const listed = strings(workspace?.['default-members']) ?? [...root, ...(strings(workspace?.members) ?? [])];
  const members = memberFolders(listed, context, up);
  const excluded = ciExcluded(context, up);
  const inherited = section(workspace, 'dependencies');
  const graph: (Dependent & { links: string[]; tests: string[] })[] = [];
  // (`.` and `benchmarks/` are the root's folder and `benchmarks`)
  for (const member of new Set(members.slice(0, 50).map((each) => each.replace(/\/+$/, '').replace(/^\.$/, '')))) {
    if (!/^[\w./-]*$/.test(member) || member === context.dir) continue;
    const manifest = context.toml(`${up}${member ? `${member}/` : ''}Cargo.toml`);
    const name = section(manifest, 'package')?.name;
    if (typeof name !== 'string' || excluded.has(name)) continue;
    // a dev-dependency is used by tests: a member without a `tests/` folder of them (a benchmarks crate) runs none of it
    const tests = context.exists(`${up}${member ? `${member}/` : ''}tests`);
    graph.push({
      name,
      dir: member,
      features: section(manifest, 'features'),
      runsTests: runsTests(context, `${up}${member ? `${member}/` : ''}`, manifest),
      links: membersUsed(manifest, member, inherited, ['dependencies', 'build-dependencies']),
      tests: tests ? membersUsed(manifest, member, inherited, ['dev-dependencies']) : [],
    });
  }
  // the members that build this crate in: those that depend on it, then those that depend on them, and so on; and the
  // members whose tests take one of those (a dev-dependency is no part of what a member's own users build)
  const linked = new Set([context.dir]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const member of graph)
      if (!linked.has(member.dir) && member.links.some((dir) => linked.has(dir))) {
        linked.add(member.dir);
        grew = true;
      }
  }
  return graph
    .filter((member) => linked.has(member.dir) || member.tests.some((dir) => linked.has(dir)))
    .map(({ name, dir, features, runsTests }) => ({ name, dir, features, runsTests }));
}

/** The folders a workspace's member list names (relative to its root, `up` from the directory read), a folder of members (`crates/*`) as each folder in it. */
function memberFolders(listed: string[], context: DetectContext, up: string): string[] {
  return listed.flatMap((member) =>
    member.endsWith('/*') ? context.list(`${up}${member.slice(0, -2)}`).map((name) => `${member.slice(0, -2)}/${name}`) : [member],
  );
}

/**
 * The files a `cargo run` of the root's crate or of a member its `-p` names reads by its definition (CI's `cargo run -p
 * demo-cli -- --manual > doc/demo.1`, a CLI writing its manpage): the sources of that crate; undefined: no such run.
 */
function taskInputs(command: string, context: DetectContext): string[] | undefined {
  const words = cargoOwn(command.split(/\s+/));
  if (context.dir !== '' || words[0] !== 'cargo' || words[1] !== 'run') return undefined;
  const [name, ...more] = packagesNamed(words);
  const manifest = context.toml('Cargo.toml');
  if (name === undefined) return section(manifest, 'package') ? ['src'] : undefined;
  const members = memberFolders(strings(section(manifest, 'workspace')?.members) ?? [], context, '');
  const crate = members.find(
    (member) => /^[\w./-]+$/.test(member) && section(context.toml(`${member}/Cargo.toml`), 'package')?.name === name,
  );
  return crate === undefined || more.length > 0 ? undefined : [joinDir(crate.replace(/\/+$/, ''), 'src')];
}

/**
 * The root-relative folders of the path dependencies of these kinds (`dependencies`) a member's default build uses, in its
 * own tables and each target's: an optional one only where a default feature enables it (miette's
 * `derive = ["dep:miette-derive"]`, not serde's `derive`).
 */
function membersUsed(
  manifest: Record<string, unknown> | undefined,
  member: string,
  inherited: Record<string, unknown> | undefined,
  kinds: string[],
): string[] {
  const features = section(manifest, 'features');
  const byDefault = enabled(features, strings(features?.default) ?? []);
  return kinds.flatMap((kind) =>
    dependencyTables(manifest, kind).flatMap((deps) =>
      Object.entries(deps).flatMap(([key, dep]) =>
        section(dep)?.optional !== true || byDefault.has(`dep:${key}`) || byDefault.has(key)
          ? (dependencyDir(key, dep, member, inherited) ?? [])
          : [],
      ),
    ),
  );
}

/** A crate's folders that hold no Rust code of its own targets: the others (`front-end/`, `templates/`) hold what its code embeds. */
const CRATE_FOLDERS = new Set(['src', 'tests', 'benches', 'examples', 'target']);

/**
 * The test targets a package declares to run only when named (`[[test]] name = "gui"`, `test = false`) that the project's
 * CI or guides run so (`cargo test --test gui`), each with the folders of the workspace crates it uses that hold what
 * they embed (mdBook's `crates/mdbook-html/front-end/`, which its gui target tests in a browser): no other run tests them.
 */
function namedTests(context: DetectContext, manifest: Record<string, unknown>): { namedTests?: Record<string, string[]> } {
  const declared = Array.isArray(manifest.test) ? manifest.test.map((target) => section(target)) : [];
  const said = context.saidCommands().map((command) => command.split(/\s+/));
  const names = declared.flatMap((target) =>
    target?.test === false &&
    typeof target.name === 'string' &&
    said.some(
      (words) =>
        words.includes('cargo') && words.includes('test') && optionValues(cargoOwn(words), ['--test']).includes(target.name as string),
    )
      ? [target.name]
      : [],
  );
  if (names.length === 0) return {};
  const up = context.dir ? '../'.repeat(context.dir.split('/').length) : '';
  const inherited = section(manifest, 'workspace', 'dependencies') ?? section(context.toml(`${up}Cargo.toml`), 'workspace', 'dependencies');
  const crates = dependencyTables(manifest, 'dependencies').flatMap((deps) =>
    Object.entries(deps).flatMap(([key, dep]) => dependencyDir(key, dep, context.dir, inherited) ?? []),
  );
  const folders = crates.slice(0, 20).flatMap((crate) =>
    context
      .list(`${up}${crate}`)
      .filter((name) => !CRATE_FOLDERS.has(name) && !name.startsWith('.') && context.list(`${up}${crate}/${name}`).length > 0)
      .map((name) => `${crate}/${name}`),
  );
  return { namedTests: Object.fromEntries(names.map((name) => [name, folders])) };
}

/** A manifest's dependency tables of one kind (`dependencies`): its own and each target's (`[target.'cfg(unix)'.dependencies]`). */
function dependencyTables(manifest: Record<string, unknown> | undefined, kind: string): Record<string, unknown>[] {
  const targets = Object.values(section(manifest, 'target') ?? {}).map((target) => section(target, kind));
  return [section(manifest, kind), ...targets].filter((deps): deps is Record<string, unknown> => deps !== undefined);
}

/**
 * The root-relative folder of a member's path dependency: its own `path` (`summary = { path = "../summary" }`), or
 * the workspace's entry it inherits (`summary.workspace = true`, where `[workspace.dependencies]` gives the path);
 * undefined for a registry or git one.
 */
function dependencyDir(key: string, dep: unknown, member: string, inherited: Record<string, unknown> | undefined): string | undefined {
  const own = section(dep)?.path;
  if (typeof own === 'string') return joinDir(member, own);
  const shared = section(dep)?.workspace === true ? section(ownEntry(inherited, key))?.path : undefined;
  return typeof shared === 'string' ? joinDir('', shared) : undefined;
}

/**
 * The packages CI's cargo runs leave out (`cargo test --all --exclude benchmarks`), in its steps or the scripts they run
 * (crossbeam's `ci/test.sh`): no dependent to test.
 */
function ciExcluded(context: DetectContext, up: string): Set<string> {
  const said = context.saidCommands();
  const scripts = said.flatMap((command) => {
    const first = command.split(/\s+/)[0] ?? '';
    return /^(\.\/)?[\w.-]+\/[\w./-]+$/.test(first) ? [context.text(`${up}${first.replace(/^\.\//, '')}`) ?? ''] : [];
  });
  const excluded = new Set<string>();
  for (const text of [...said, ...scripts.slice(0, 8)])
    for (const [, name] of text.matchAll(/\bcargo\b[^\n]*?\s--exclude[=\s]+([\w-]+)/g)) excluded.add(name);
  return excluded;
}

/** The nearest workspace above a crate's folder (its Cargo.toml has `[workspace]`): its folder, and whether it configures clippy. */
function workspaceAbove(context: DetectContext): { dir: string; clippy: boolean } | undefined {
  const parts = context.dir ? context.dir.split('/') : [];
  for (let up = 1; up <= parts.length; up++) {
    const manifest = context.toml(`${'../'.repeat(up)}Cargo.toml`);
    if (manifest && section(manifest, 'workspace'))
      return {
        dir: parts.slice(0, parts.length - up).join('/'),
        clippy:
          section(manifest, 'workspace', 'lints', 'clippy') !== undefined ||
          ['clippy.toml', '.clippy.toml'].some((name) => context.exists(`${'../'.repeat(up)}${name}`)),
      };
  }
  return undefined;
}

/** The file that declares a module file's `mod`: its folder's mod.rs, lib.rs or main.rs, or the parent folder's `<folder>.rs`. */
function declaringFiles(file: string): string[] {
  const slash = file.lastIndexOf('/');
  if (slash < 0) return [];
  const folder = file.slice(0, slash);
  const base = file.slice(slash + 1);
  if (base === 'mod.rs') {
    const up = folder.slice(0, folder.lastIndexOf('/'));
    return [`${up}/mod.rs`, `${up}/lib.rs`, `${up}/main.rs`, `${up}.rs`];
  }
  if (['lib.rs', 'main.rs'].includes(base)) return [];
  return [`${folder}/mod.rs`, `${folder}/lib.rs`, `${folder}/main.rs`, `${folder}.rs`];
}

/**
 * The cargo features a file is compiled with only: those its own head requires (`#![cfg(feature = "fancy")]`, an
 * integration test that runs no test without it), or the one that gates its module (`#[cfg(feature = "ws")] pub mod ws;`).
 * Its tests and clippy run with `--features ws` (unless a default one enables it), and a run counts when it enables
 * them (or `--all-features`).
 */
function featuresOf(file: string, read: (path: string) => string | undefined): string[] | undefined {
  if (!file.endsWith('.rs')) return undefined;
  const own = ownGate(read(file) ?? '');
  if (own !== undefined) return own;
  const slash = file.lastIndexOf('/');
  const name = file.endsWith('/mod.rs') ? file.slice(file.lastIndexOf('/', slash - 1) + 1, slash) : file.slice(slash + 1, -3);
  if (!/^\w+$/.test(name)) return undefined;
  const declaration = new RegExp(
    `#\\[cfg\\(feature\\s*=\\s*"([\\w-]+)"\\)\\]\\s*(?:#\\[[^\\]\\n]*\\]\\s*)*(?:pub(?:\\([^)\\n]*\\))?\\s+)?mod\\s+${name}\\s*[;{]`,
  );
  for (const parent of declaringFiles(file)) {
    const text = read(parent);
    if (text !== undefined) {
      const name = declaration.exec(text)?.[1];
      return name === undefined ? undefined : [name];
    }
  }
  return undefined;
}

/** A feature alone in a `cfg` (`feature = "fancy"`). */
const FEATURE_TERM = /^feature\s*=\s*"([\w-]+)"$/;

/**
 * The features a file's own `#![cfg(...)]` among the inner attributes at its head requires: one (`feature = "fancy"`),
 * or each of an `all(...)` of features alone; undefined for any other condition.
 */
function ownGate(text: string): string[] | undefined {
  for (const line of text.split('\n', 40).map((each) => each.trim())) {
    if (line === '' || line.startsWith('//')) continue;
    const condition = /^#!\[cfg\((.*)\)\]$/.exec(line)?.[1];
    if (condition === undefined) {
      if (line.startsWith('#![')) continue;
      return undefined;
    }
    const terms = (/^all\((.*)\)$/.exec(condition)?.[1] ?? condition).split(',').map((term) => term.trim());
    const names = terms.map((term) => FEATURE_TERM.exec(term)?.[1]);
    return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
  }
  return undefined;
}

/**
 * The test target a file of `tests/` is compiled into, where it is not the one its name makes: a target declared with
 * another name (`[[test]] path = "tests/lib.rs"`, `name = "integration"`), or the declared target whose file takes it
 * as a module (regex's `tests/lib.rs` holds `mod replace;`); where the manifest turns off the targets its files make
 * (`autotests = false`), a file no declared target takes by path or module is a module of the one target declared
 * (just's `integration`), never a target of its own.
 */
function testTarget(file: string, checks: FileCheckCommands, read: (path: string) => string | undefined): string | undefined {
  const base = checks.dir ? `${checks.dir}/` : '';
  const relative = file.slice(base.length);
  const stem = TEST_TARGET.exec(relative)?.[1];
  if (!stem) return undefined;
  const manifest = read(`${base}Cargo.toml`) ?? '';
  const targets = declaredTests(manifest).filter((target) => target.path && target.name);
  const declared = targets.find((target) => target.path === relative);
  const holder = targets.find((target) => new RegExp(`^\\s*(pub\\s+)?mod\\s+${stem}\\s*;`, 'm').test(read(`${base}${target.path}`) ?? ''));
  const sole = /^autotests\s*=\s*false\b/m.test(manifest) && targets.length === 1 ? targets[0] : undefined;
  const name = declared?.name ?? holder?.name ?? sole?.name;
  return name !== undefined && name !== stem ? name : undefined;
}

/** The feature a test target requires (`[[test]] name = "cookie"`, `required-features = ["cookies"]`) for its file `tests/cookie.rs`. */
function requiredFeature(file: string, manifest: string): string | undefined {
  const target = TEST_TARGET.exec(file)?.[1];
  if (!target) return undefined;
  for (const { own, path, name } of declaredTests(manifest))
    if (path === file || (path === undefined && name === target)) return /^required-features\s*=\s*\[\s*"([\w-]+)"/m.exec(own)?.[1];
  return undefined;
}

/** The `[[test]]` targets a manifest declares: each one's own lines, its path and its name. */
const declaredTests = (manifest: string) =>
  manifest
    .split(/^\[\[test\]\]\s*$/m)
    .slice(1)
    .map((block) => {
      const own = block.split(/^\[/m)[0];
      return { own, path: /^path\s*=\s*"([^"]+)"/m.exec(own)?.[1], name: /^name\s*=\s*"([^"]+)"/m.exec(own)?.[1] };
    });

/** The features a cargo run's words turn on by name (`--features a,b`, `-F a`, `--features=a`). */
const featuresGiven = (words: string[]) =>
  words
    .flatMap((word, i) =>
      word.startsWith('--features=') ? [word.slice(11)] : ['--features', '-F'].includes(words[i - 1] ?? '') ? [word] : [],
    )
    .flatMap((list) => list.split(/[ ,]/));

/** The packages a cargo run's words name (`-p diag`, `--package diag`, `--package=diag`). */
const packagesNamed = (words: string[]) => optionValues(words, ['-p', '--package']);

/** A cargo run's own words: those before a `--` (what follows is the test binary's or clippy's). */
const cargoOwn = (words: string[]) => (words.includes('--') ? words.slice(0, words.indexOf('--')) : words);

/** Options that pick the targets a cargo run builds, the integration tests left out unless named (`--tests`, `--test x`). */
const OTHER_TARGETS = /^--(lib|bins?|examples?|benches|bench|doc)$/;

/** Does a cargo run (its words) run an integration test target: named by `--test`, or not left out by picking others (`--lib`)? */
const runsTarget = (target: string) => (words: string[]) => {
  const own = cargoOwn(words);
  const named = optionValues(own, ['--test']);
  if (named.length > 0) return named.includes(target);
  return !own.some((word) => OTHER_TARGETS.test(word)) || own.includes('--tests') || own.includes('--all-targets');
};

/** Does a cargo run (its words) compile the bench targets: named (`--benches`, `--bench x`, `--all-targets`), or a bench run's own (`cargo bench`) that picks no others? */
const compilesBenches = (words: string[]) => {
  const own = cargoOwn(words);
  if (own.some((word) => /^--(benches|bench|all-targets)$|^--bench=/.test(word))) return true;
  return own[1] === 'bench' && !own.some((word) => /^--(lib|bins?|examples?|tests?|doc)$|^--(bin|example|test)=/.test(word));
};

/** Cargo's runs that compile a crate's targets, each settling a bench it compiles: `bench` runs it, the others build or check it. */
const BENCH_COMPILERS = ['test', 'nextest', 'bench', 'check', 'build', 'clippy'];

/** Does a cargo run run the unit tests of a crate's lib or bins: not one of its doc tests or integration test targets alone? */
const runsUnitTests = (words: string[]) => {
  const own = cargoOwn(words);
  const units = own.some((word) => /^--(lib|bins?|tests|all-targets)$/.test(word));
  return units || !own.some((word) => word === '--doc' || word === '--test' || word.startsWith('--test='));
};

/** A cargo run of several packages narrowed to its first (`cargo test -p snap -p cargo-snap` is `cargo test -p snap`). */
const crateAlone = (command: string) => command.replace(/^(cargo (?:test|nextest run|clippy) -p \S+)(?: -p \S+)+/, '$1');

/** Cargo's own options go before a `--` (what follows is the test binary's or clippy's). */
const withOption = (command: string, option: string) => command.replace(/( -- .*)?$/, (rest) => ` ${option}${rest}`);

/**
 * A file's own narrowing of its crate's checks: an integration test that only a run of its target (`--test x`, not
 * `--lib`) runs, a module a feature gates (`--features ws`), a bench that only `--benches` (or `--all-targets`) compiles
 * and any cargo run that compiles it settles (`cargo bench --no-run`, `cargo check --benches`), a proc-macro crate's code
 * that only its users' runs test (`-p diag`, not `-p diag-derive`), a source file's own unit tests that no run of doc
 * tests or of an integration test target alone runs (`--doc`, `--test x`), and a library source file's doctests beside
 * nextest's run, where the crate's test run joins them (any other file's is nextest's alone).
 */
function refine(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  const relative = checks.dir ? file.slice(checks.dir.length + 1) : file;
  // a crate's test run that joins nextest's and the doctests': the doctests are its library's source files' alone
  const joined = checks.test?.includes(` && ${DOCTESTS}`) === true;
  const documented = joined && /^src\//.test(relative) && !/^src\/(main\.rs|bin\/)/.test(relative) && hasLibrary(checks.dir, project);
  const run = joined && !documented ? checks.test!.slice(0, checks.test!.indexOf(` && ${DOCTESTS}`)) : checks.test;
  // an integration test's run is one of its target: a declared one by its name (changedTests names a plain one)
  const declared = testTarget(file, checks, project.read);
  const target = checks.test && CARGO_TEST.test(checks.test) ? (declared ?? TEST_TARGET.exec(relative)?.[1]) : undefined;
  const feature = featureGate(file, checks, project);
  const bench = /(^|\/)benches\//.test(relative);
  // a crate the runs of others test (a proc-macro crate without tests): a run that names packages names one of those
  const named = checks.testedIn && checks.test ? packagesNamed(checks.test.split(/\s+/)) : [];
  const testers = named.length > 0 ? named : undefined;
  const features = testers ? undefined : featuresAsked(checks, project.read);
  const units = !target && !bench && /^src\//.test(relative) && UNIT_TESTS.test(project.read(file) ?? '');
  const shared = sharedModule(file, checks, project);
  if (!target && !feature && !bench && !testers && !features && !units && !joined && !shared) return undefined;
  const cargo = (command: string) => /\bcargo (test|nextest run|clippy)\b/.test(command);
  // (each cargo run of a command that joins them)
  const narrowed = (command: string | undefined, benches: boolean) =>
    command
      ?.split(' && ')
      .map((part) => {
        if (!cargo(part)) return part;
        const gated = feature?.owes(part)
          ? withOption(feature.option === NO_DEFAULT_FEATURES ? crateAlone(part) : part, feature.option)
          : part;
        return benches ? withOption(gated, '--benches') : gated;
      })
      .join(' && ');
  const test = narrowed(shared && run ? run.replace(CARGO_TEST, '$& --workspace') : run, bench);
  const reaches = (words: string[]) =>
    (!shared || words.includes('--workspace') || words.includes('--all')) &&
    (!target || runsTarget(target)(words)) &&
    (!feature || feature.reaches(words)) &&
    (!bench || compilesBenches(words)) &&
    (!features || features(words)) &&
    (!units || runsUnitTests(words)) &&
    (!testers || packagesNamed(words).length === 0 || packagesNamed(words).some((name) => testers.includes(name)));
  return {
    dir: checks.dir,
    test: declared && test ? `${test} --test ${declared}` : test,
    lint: narrowed(checks.lint, false),
    reaches,
    // (a build without the default features is one a project's own feature matrix runs: `make test`)
    ...(feature?.option === NO_DEFAULT_FEATURES && { targeted: true }),
    // a bench is settled by any cargo run that compiles it, as the tests' run given the benches does (`cargo bench --no-run`, `cargo check --benches`)
    ...(bench && { settles: (words: string[]) => words[0] === 'cargo' && BENCH_COMPILERS.includes(words[1] ?? '') && reaches(words) }),
    ...(documented && { parts: [runsCrateTests(runsUnitTests), runsCrateTests(runsDoctests, true)] }),
  };
}

/**
 * Is a file of the root's folder one that no target of the root's crate holds, in a workspace whose root is a package (cxx's
 * `syntax/`, which members compile through a symlinked folder, `macro/src/syntax`, or `#[path = "../../syntax/mod.rs"]`)? Only
 * the members that take it compile it, and the root's own run (`cargo test`) tests none of them: the workspace's run does.
 * The root crate's folders are cargo's own (`src`, `tests`, `benches`, `examples`) and those of its declared targets' paths.
 */
function sharedModule(file: string, checks: FileCheckCommands, project: ProjectFiles): boolean {
  const folder = file.includes('/') ? file.slice(0, file.indexOf('/')) : undefined;
  const run = checks.test ?? '';
  if (
    checks.dir !== '' ||
    folder === undefined ||
    CRATE_FOLDERS.has(folder) ||
    !CARGO_TEST.test(run) ||
    packagesNamed(run.split(/\s+/)).length > 0
  )
    return false;
  const manifest = tomlOf(project.read('Cargo.toml'));
  if (!section(manifest, 'workspace') || !section(manifest, 'package')) return false;
  const targets = ['lib', 'bin', 'test', 'bench', 'example'].flatMap((kind) => {
    const declared = manifest?.[kind];
    return (Array.isArray(declared) ? declared : [declared]).map((target) => section(target)?.path);
  });
  const paths = [...targets, section(manifest, 'package')?.build].filter((path): path is string => typeof path === 'string');
  return !paths.some((path) => path.replace(/^\.\//, '').split('/')[0] === folder);
}

/** Does a crate at `dir` have a library, whose doc comments rustdoc tests (`src/lib.rs`)? */
const hasLibrary = (dir: string, project: ProjectFiles) => project.read(`${dir ? `${dir}/` : ''}src/lib.rs`) !== undefined;

/** A cargo run of tests (nextest's, unless `cargoOnly`) that runs what `runs` says of its words. */
const runsCrateTests =
  (runs: (words: string[]) => boolean, cargoOnly = false) =>
  (words: string[]) =>
    words[0] === 'cargo' && (words[1] === 'test' || (!cargoOnly && words[1] === 'nextest')) && runs(words);

/** Does a `cargo test` run run the doctests: asked for by `--doc`, or not left out by picking other targets (`--lib`, `--all-targets`)? */
const runsDoctests = (words: string[]) => {
  const own = cargoOwn(words);
  return own.includes('--doc') || !own.some((word) => /^--(lib|bins?|examples?|benches|bench|tests?|all-targets)$|^--test=/.test(word));
};

/**
 * The features a crate's test run is given by name (the guide's `cargo test --features fancy`): a run reaches the crate's
 * files only when it enables them too (or every feature), else what needs them (miette's doc-test) never ran.
 */
function featuresAsked(checks: FileCheckCommands, read: (path: string) => string | undefined) {
  const asked = checks.test && /\bcargo (test|nextest run)\b/.test(checks.test) ? featuresGiven(checks.test.split(/\s+/)) : [];
  if (asked.length === 0) return undefined;
  const table = featureTable(read(`${checks.dir ? `${checks.dir}/` : ''}Cargo.toml`) ?? '');
  return (words: string[]) => {
    const on = enabled(table, featuresGiven(words));
    return words.includes('--all-features') || asked.every((name) => on.has(name));
  };
}

/**
 * The features that gate a file (its module's `#[cfg(feature = "ws")] pub mod ws;`, its own `#![cfg(feature = "fancy")]`),
 * unless the default ones enable them: which commands lack them, and which runs enable them (`--features full` where
 * `full` enables them, `--all-features`).
 */
function featureGate(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  const { read } = project;
  const manifest = read(`${checks.dir ? `${checks.dir}/` : ''}Cargo.toml`) ?? '';
  const required = requiredFeature(checks.dir ? file.slice(checks.dir.length + 1) : file, manifest);
  const names = featuresOf(file, read) ?? (required === undefined ? undefined : [required]);
  const table = featureTable(manifest);
  const byDefault = ownEntry(table, 'default') ?? [];
  if (names === undefined) return defaultOffGate(read(file) ?? '', table, byDefault);
  const enables = (list: string[]) => names.every((name) => enabled(table, list).has(name));
  if (enables(byDefault)) return undefined;
  // a run given every feature, or one that enables these (`--features full`) beside the default ones, reaches the file; so
  // does a run of the whole workspace where its members turn them on
  const unified = checks.dir ? unifiedFeatures(checks.dir, project) : [];
  const reaches = (words: string[]) => {
    const given = [...featuresGiven(words), ...(words.includes(NO_DEFAULT_FEATURES) ? [] : byDefault)];
    const workspace = words.includes('--workspace') || words.includes('--all');
    return words.includes('--all-features') || enables(workspace ? [...given, ...unified] : given);
  };
  // (a run names those the default ones leave off: `--features env-filter` where `fmt` is on by default)
  const own = enabled(table, byDefault);
  const option = `--features ${names.filter((name) => !own.has(name)).join(',')}`;
  return { option, owes: (command: string) => !reaches(command.split(/\s+/)), reaches };
}

/**
 * Code of a file that a default feature leaves out (insta's `#[cfg(not(feature = "colors"))]` where `colors` is on by
 * default): only a run without the default features compiles it (`--no-default-features`), one that turns none of them
 * back on (by name, by another feature that enables it, or `--all-features`).
 */
function defaultOffGate(text: string, table: Record<string, string[]>, byDefault: string[]) {
  const own = enabled(table, byDefault);
  const off = [...text.slice(0, 256 * 1024).matchAll(/#\[cfg\(not\(feature\s*=\s*"([\w-]+)"\)\)\]/g)]
    .map((m) => m[1])
    .filter((name) => own.has(name));
  if (off.length === 0) return undefined;
  // (one crate alone: with its dependents in the run, cargo unifies their default features into its build)
  const reaches = (words: string[]) =>
    words.includes(NO_DEFAULT_FEATURES) &&
    packagesNamed(words).length <= 1 &&
    !words.includes('--workspace') &&
    !words.includes('--all') &&
    !words.includes('--all-features') &&
    !off.some((name) => enabled(table, featuresGiven(words)).has(name));
  return { option: NO_DEFAULT_FEATURES, owes: (command: string) => !reaches(command.split(/\s+/)), reaches };
}

/**
 * The features the root workspace's members turn on in a crate they depend on by its path (tracing's `examples`:
 * `tracing-subscriber = { path = "../tracing-subscriber", features = ["env-filter"] }`): cargo builds the crate with them
 * in a run of the whole workspace, which unifies the features of one build.
 */
function unifiedFeatures(dir: string, project: ProjectFiles): string[] {
  return project.memo(`rust-unified-features:${dir}`, () => {
    const members = strings(section(tomlOf(project.read('Cargo.toml')), 'workspace')?.members) ?? [];
    const folders = members.flatMap((member) =>
      member.endsWith('/*') ? project.list(member.slice(0, -2)).map((name) => `${member.slice(0, -2)}/${name}`) : [member],
    );
    return folders.slice(0, 50).flatMap((member) => {
      const manifest = tomlOf(project.read(`${member}/Cargo.toml`));
      return ['dependencies', 'dev-dependencies'].flatMap((kind) =>
        Object.values(section(manifest, kind) ?? {}).flatMap((dep) => {
          const path = section(dep)?.path;
          return typeof path === 'string' && joinDir(member, path) === dir ? (strings(section(dep)?.features) ?? []) : [];
        }),
      );
    });
  });
}

/** A manifest's text parsed; undefined where it is missing or does not parse. */
function tomlOf(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    return parseToml(text);
  } catch {
    return undefined;
  }
}

/** A crate's `[features]` read from its manifest's text: what each feature enables (`full = ["codec", "net"]`). */
function featureTable(manifest: string): Record<string, string[]> {
  const table = /^\[features\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(manifest)?.[1] ?? '';
  return Object.fromEntries(
    [...table.matchAll(/^([\w-]+)\s*=\s*\[([^\]]*)\]/gm)].map((m) => [m[1], [...m[2].matchAll(/"([\w:-]+)"/g)].map((q) => q[1])]),
  );
}

/**
 * The features a list turns on, with those each enables in turn (`full = ["codec", "net"]`), from a crate's `[features]`;
 * an optional dependency one turns on is among them as it is written (`dep:diag-derive`).
 */
function enabled(features: Record<string, unknown> | undefined, list: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (!name || found.has(name)) return;
    found.add(name);
    for (const next of strings(ownEntry(features, name)) ?? []) visit(next);
  };
  for (const name of list) visit(name);
  return found;
}

/**
 * Files a crate's build compiles beside its code: docs its rustdoc compiles as doctests (`#![doc = include_str!("../README.md")]`
 * in its lib.rs or main.rs), and what its build script reads, from the crate's folder (tokei's `languages.json`:
 * `fs::read_to_string("languages.json")`, `cargo:rerun-if-changed=…`).
 */
function compiledFiles(dir: string, { read }: ProjectFiles): string[] {
  const at = (path: string) => (dir ? `${dir}/${path}` : path);
  if (read(at('Cargo.toml')) === undefined) return [];
  const docs = ['src/lib.rs', 'src/main.rs'].flatMap((entry) =>
    [...(read(at(entry)) ?? '').matchAll(/#!?\[doc\s*=\s*include_str!\(\s*"([^"\n]+)"\s*\)\s*\]/g)].map((m) => joinDir(at('src'), m[1])),
  );
  const build = (read(at('build.rs')) ?? '').slice(0, 64 * 1024);
  const inputs = [
    ...build.matchAll(/(?:read_to_string|read|File::open|include_str!|include_bytes!)\(\s*"([\w./-]+)"\s*\)|rerun-if-changed=([\w./-]+)/g),
  ]
    .map((m) => m[1] ?? m[2])
    .filter((path) => !path.startsWith('/') && !path.includes('..') && path !== 'build.rs');
  return [...docs, ...inputs.map((path) => at(path))];
}

/** The arguments of the project's xtask: `cargo xtask ci`, or without the alias, `cargo run -p xtask -- ci`; undefined: no xtask run. */
function xtaskArgs(args: string[]): string[] | undefined {
  if (args[0] === 'xtask') return args.slice(1);
  const split = args.indexOf('--');
  const own = args.slice(1, split < 0 ? undefined : split);
  const named = own.findIndex(
    (word, i) => (word === 'xtask' && ['-p', '--package', '--bin'].includes(own[i - 1] ?? '')) || /^--(package|bin)=xtask$/.test(word),
  );
  return args[0] === 'run' && named >= 0 ? (split < 0 ? [] : args.slice(split + 1)) : undefined;
}

/** What a project's xtask does by its verb (`cargo xtask test`, `cargo xtask clippy`); its test run builds the workspace. */
function xtaskKinds(verb: string | undefined, judge: Judge): Kind[] {
  if (verb === 'test') return ['test', 'build'];
  if (verb === 'build') return ['build'];
  if (['clippy', 'lint', 'format', 'fmt'].includes(verb ?? '')) return ['lint'];
  // by its name otherwise, as a script's: `cargo xtask test-libs`, `cargo xtask ci`
  return verb ? [...judge.byName(verb)] : [];
}

const RESOLVES = ['build', 'fetch', 'add', 'remove', 'update', 'check', 'test', 'generate-lockfile', 'clippy', 'run', 'nextest'];

/** The option of a cargo run that builds a crate without its default features. */
const NO_DEFAULT_FEATURES = '--no-default-features';

/** The run of a crate's doctests, which nextest never runs. */
const DOCTESTS = 'cargo test --doc';

/** A run of a crate's tests, by cargo or nextest (`cargo nextest run`, which takes cargo's target options: `--test x`). */
const CARGO_TEST = /^cargo (test|nextest run)\b/;

/** A crate's unit-test module, which its library compiles only under `cargo test` (`#[cfg(test)] mod tests;`: `src/tests.rs`). */
const UNIT_TEST_MODULE = /(^|\/)src\/(.+\/)?tests\.rs$/;

/** An integration test target: a file right under the crate's own `tests/` (`tests/merge_join.rs` is `--test merge_join`), crate-relative; a `src/tests/` module is none. */
const TEST_TARGET = /^tests\/([\w-]+)\.rs$/;

export const rust: EcosystemModule = {
  name: 'rust',
  compiledFiles,
  refine,
  // nightly's unstable flags (`RUSTFLAGS="-Zpanic-abort-tests"`, `cargo +nightly`): CI's job switches toolchain first
  unstable: /(^|[\s"'=])-Z[a-z]|(^|\s)cargo \+nightly\b/,
  // a member of the root's workspace is named with -p, in each cargo run of a command that joins them (nextest's, then the doctests)
  fromRoot: (command, pkg, root) =>
    pkg.dir !== '' && root.workspace?.cargo && pkg.name && /^cargo (test|clippy|nextest run)\b/.test(command)
      ? command.replace(/(^|&& )cargo (test --doc|test|clippy|nextest run)/g, `$1cargo $2 -p ${pkg.name}`)
      : undefined,
  extensions: ['rs'],
  manifests: /^(Cargo\.toml|Cargo\.lock)$/,
  markers: /^Cargo\.toml$/,
  buildFolders: [{ folder: 'target', beside: /^Cargo\.(toml|lock)$/ }],
  detect,
  taskInputs,
  testFiles: UNIT_TEST_MODULE,
  // one integration test target alone; unit-test modules by their crate's run alone (no dependent compiles them)
  changedTests: (command, files) => {
    if (CARGO_TEST.test(command) && files.length > 0 && files.every((file) => UNIT_TEST_MODULE.test(file))) return crateAlone(command);
    const targets = files.map((file) => TEST_TARGET.exec(file)?.[1]);
    if (
      !CARGO_TEST.test(command) ||
      command.includes(' -- ') ||
      command.includes(' --test ') ||
      targets.length === 0 ||
      targets.some((name) => name === undefined)
    )
      return undefined;
    // a test target is its own package's alone: no dependent runs it (`cargo test -p a -p app` is `-p a --test smoke`)
    return `${command.replace(/^(cargo (?:test|nextest run) -p \S+)(?: -p \S+)+/, '$1')} ${targets.map((name) => `--test ${name}`).join(' ')}`;
  },
  failures: { missingModule: [/unresolved import `([^`]+)`/] },
  // the lock is refreshed only when the manifest changed and the lock did not
  installFor: (command, changed) => (changed.includes('Cargo.toml') && !changed.includes('Cargo.lock') ? command : undefined),
  evidence: {
    scope: (program, args, dir, terms) => {
      if (program !== 'cargo') return undefined;
      // the project's own xtask runs what it runs over the whole workspace (`cargo xtask test`)
      if (xtaskArgs(args)) return { reach: undefined };
      const crate = terms.flagValue(['-p', '--package']);
      if (crate !== undefined) return { reach: terms.byName(crate) };
      // the workspace of that manifest, or of this folder: a nested `examples/` workspace is its own
      const manifest = terms.flagValue(['--manifest-path']);
      const at = manifest === undefined ? dir : joinDir(dir, manifest.replace(/(^|\/)Cargo\.toml$/, ''));
      if (args.includes('--workspace') || args.includes('--all')) return { reach: at === '' ? undefined : [at] };
      // a target run only by name tests the folders of what its package's crates embed too (`--test gui`: their `front-end/`)
      const project = terms.profile(at);
      const named = ownEntry(project?.languages.rust?.namedTests, terms.flagValue(['--test']) ?? '') ?? [];
      if (named.length > 0) return { reach: [terms.packageOnly(at), ...named.map((folder) => terms.folderTree(folder))] };
      // a virtual workspace's run tests its members; else bare `cargo test` tests the crate of its folder alone (in a
      // workspace whose root is also a package, the root crate; never a crate nested below it that is no member, a
      // `fuzz/` crate), and a manifest named its crate (a member's, not the crates nested below it)
      if (project?.workspace?.cargoVirtual) return { reach: manifest === undefined ? terms.here : [at] };
      return { reach: manifest !== undefined || project?.ecosystems.includes('rust') ? [terms.packageOnly(at)] : terms.here };
    },
    // rustup installs the toolchain cargo runs on (`rustup component add clippy` before a lint recipe's `cargo clippy`)
    launchers: ['cargo', 'rustup'],
    subcommands: { cargo: { test: ['test', 'nextest'], lint: ['clippy'], typecheck: ['check'], build: ['build', 'test', 'check'] } },
    names: { lint: 'clippy' },
    // the database migrations of sqlx and diesel; a format check (`cargo fmt --check`), which CI gates on; the project's xtask by its verb
    kinds: (program, args, judge) => {
      if ((program === 'sqlx' || program === 'diesel') && args.length > 0 && /migrat|up|push|db/.test(args.join(' '))) return ['migrate'];
      if (program !== 'cargo') return [];
      // rustup's toolchain override runs cargo's own subcommand on that toolchain (`cargo +nightly test`)
      if (args[0]?.startsWith('+')) return judge.command(['cargo', ...args.slice(1)]);
      if (args[0] === 'fmt' && args.includes('--check')) return ['lint'];
      const xtask = xtaskArgs(args);
      return xtask ? xtaskKinds(xtask[0], judge) : [];
    },
    // a successful `--locked` run proves the lock already follows the manifest (cargo fails when it would change it)
    installs: (program, args) => program === 'cargo' && RESOLVES.includes(args[0] ?? ''),
    writers: {
      rustfmt: (a) => (a.includes('--check') ? undefined : writtenPaths(a)),
      cargo: (a) => ((a[0] === 'fmt' && !a.includes('--check')) || (a[0] === 'clippy' && a.includes('--fix')) ? ['.'] : undefined),
    },
  },
};
