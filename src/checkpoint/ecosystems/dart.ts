import { folderOf, joinDir } from '../../util/paths.js';
import { ownEntry } from '../../util/record.js';
import { parseYamlSafe } from '../../util/yaml.js';
import { normalizeWords, positionals, segmentCommand, writtenPaths } from '../shell.js';
import type {
  DetectContext,
  DirectoryProfile,
  EcosystemModule,
  FileCheckCommands,
  Judge,
  Kind,
  ProjectFiles,
  ScopeTerms,
} from './_module.js';
import { FROM_ROOT, section } from './_module.js';

// Dart and Flutter: `flutter test`/`dart test`, the analyzer as the type-check (one-shot, never
// `--watch`), `pub get` after a pubspec change, and build_runner when a changed file declares a part
// that a generator writes (freezed, json_serializable, mockito...).

/** The suffixes of the files build_runner's generators write: `user.g.dart`, `user.freezed.dart`. */
const GENERATED = 'g|freezed|gr|config|mocks|chopper|reflectable';
const DART_GENERATED_FILE = new RegExp(`\\.(${GENERATED})\\.dart$`);
/** Parts a generator writes: `part 'user.g.dart';`, `part 'user.freezed.dart';`. */
const GENERATED_PART = new RegExp(`^part\\s+'[^'\\n]+\\.(${GENERATED})\\.dart';`, 'm');
const BUILD_RUNNER = 'dart run build_runner build --delete-conflicting-outputs';

function detect(context: DetectContext, profile: DirectoryProfile): void {
  if (!context.names.includes('pubspec.yaml')) return;
  const pubspec = section(parseYamlSafe(context.text('pubspec.yaml') ?? '')) ?? {};
  profile.ecosystems.push('dart');
  if (typeof pubspec.name === 'string') profile.name = pubspec.name;
  const deps = dependenciesOf(pubspec);
  const flutter = isFlutter(pubspec);
  // a project that pins its SDK with fvm (`.fvmrc` here or above) runs it through fvm
  const depth = context.dir ? context.dir.split('/').length : 0;
  const fvm = [...Array(depth + 1).keys()].some((up) =>
    ['.fvmrc', '.fvm/fvm_config.json'].some((f) => context.exists(`${'../'.repeat(up)}${f}`)),
  );
  const tool = `${fvm ? 'fvm ' : ''}${flutter ? 'flutter' : 'dart'}`;
  // a melos workspace links its packages with `melos bootstrap`, from its root
  const melosRoot = context.top?.recipes.melos !== undefined;
  profile.install.dart = melosRoot ? `${FROM_ROOT}melos bootstrap` : `${tool} pub get`;
  const melos = melosScripts(context, pubspec);
  const said = saidMelosScripts(context, melos ?? context.top?.recipes.melos);
  profile.languages.dart = {
    test: context.names.includes('test') ? `${tool} test` : undefined,
    typecheck: said.find(({ kinds }) => kinds.has('typecheck'))?.command ?? analyzer(context, tool),
    // the workspace's format check the project runs (`melos run format`), not the analyzer a second time
    lint: said.find(({ kinds }) => kinds.has('lint') && !kinds.has('typecheck'))?.command,
    takesPaths: true,
    compilesTests: true,
  };
  if ('build_runner' in deps) profile.checks.generate = BUILD_RUNNER;
  if (melos) {
    profile.recipes.melos = melos;
    profile.install.dart = 'melos bootstrap';
  }
}

/** A pubspec's dependencies, dev ones too. */
const dependenciesOf = (pubspec: Record<string, unknown>) => ({
  ...section(pubspec, 'dependencies'),
  ...section(pubspec, 'dev_dependencies'),
});

/** Does a pubspec make its package a Flutter one (it depends on the Flutter SDK, or pins its version)? Its tests need `flutter test`. */
function isFlutter(pubspec: Record<string, unknown>): boolean {
  return 'flutter' in dependenciesOf(pubspec) || section(pubspec, 'environment')?.flutter !== undefined;
}

/**
 * A Flutter package's tests run under `flutter test` alone (`dart test` has no `dart:ui` to load a widget test with): a test
 * run reaches its files only by running flutter.
 */
function refine(_file: string, checks: FileCheckCommands, project: ProjectFiles) {
  const flutter = project.memo(`dart:flutter:${checks.dir}`, () =>
    isFlutter(section(parseYamlSafe(project.read(joinDir(checks.dir, 'pubspec.yaml')) ?? '')) ?? {}),
  );
  return flutter ? { ...checks, reaches: (words: string[]) => words[0] === 'flutter' } : undefined;
}

/** The analyzer as the project runs it: its flags kept (`dart analyze --fatal-infos .`: an info fails its CI), and its folder `.`. */
function analyzer(context: DetectContext, tool: string): string {
  const plain = `${tool} analyze`;
  for (const command of context.saidCommands())
    for (const { words } of segmentCommand(command)) {
      const said = normalizeWords(words);
      if (said.join(' ').startsWith(`${tool.replace(/^fvm /, '')} analyze`) && said.slice(2).every((word) => /^(--[\w-]+|\.)$/.test(word)))
        return [plain, ...said.slice(2)].join(' ');
    }
  return plain;
}

/**
 * The scripts of a melos workspace (melos.yaml, or the root pubspec's `melos:`), each as the command it runs:
 * `run: melos exec -- dart test`, or `exec: dart test` run in every package.
 */
function melosScripts(context: DetectContext, pubspec: Record<string, unknown>): Record<string, string> | undefined {
  const config = context.names.includes('melos.yaml')
    ? section(parseYamlSafe(context.text('melos.yaml') ?? ''))
    : section(pubspec, 'melos');
  const scripts = section(config, 'scripts');
  if (!scripts) return undefined;
  return Object.fromEntries(
    Object.entries(scripts).flatMap(([name, script]) => {
      const spec = typeof script === 'string' ? { run: script } : (section(script) ?? {});
      const exec = typeof spec.exec === 'string' ? spec.exec : section(spec.exec)?.run;
      const body = typeof spec.run === 'string' ? spec.run : typeof exec === 'string' ? `melos exec -- ${exec}` : undefined;
      return body ? [[name, body]] : [];
    }),
  );
}

/** The script a melos run names (`melos run analyze`, `melos analyze`); undefined: one of melos's own commands (`bootstrap`, `exec`). */
function melosScript(args: string[]): string | undefined {
  const [sub, name] = positionals(args);
  if (sub === undefined || ['bootstrap', 'bs', 'exec'].includes(sub)) return undefined;
  return sub === 'run' ? name : sub;
}

/** What a melos run does: a script by its body, `exec -- <command>` by that command in every package, `bootstrap` installs. */
function melosKinds(args: string[], judge: Judge): Iterable<Kind> {
  const sub = positionals(args)[0];
  if (sub === 'bootstrap' || sub === 'bs') return ['install:dart'];
  if (sub === 'exec') {
    const at = args.indexOf('--');
    return at < 0 ? [] : judge.line(args.slice(at + 1).join(' '));
  }
  const script = melosScript(args);
  const body = script === undefined ? undefined : judge.recipe('melos', script);
  return body === undefined ? [] : judge.withName(judge.line(body), script!);
}

/**
 * The workspace's melos scripts (`scripts`, its own or the root's) that the project's CI and guides run, in the order they
 * say them, each as its run said from the root (`melos run analyze`) and what its body does.
 */
function saidMelosScripts(context: DetectContext, scripts: Record<string, string> | undefined): { command: string; kinds: Set<Kind> }[] {
  if (!scripts) return [];
  return context.saidCommands().flatMap((command) =>
    segmentCommand(command).flatMap(({ words }) => {
      const [program, ...args] = normalizeWords(words);
      const name = program === 'melos' ? melosScript(args) : undefined;
      const body = name === undefined ? undefined : ownEntry(scripts, name);
      return body === undefined ? [] : [{ command: `${FROM_ROOT}melos run ${name}`, kinds: context.kinds(body, name!) }];
    }),
  );
}

/** build_runner for a changed Dart file that declares a generated part (bounded read of the file). */
function dartGenerates(file: string, project: ProjectFiles, profile: DirectoryProfile | undefined): string | undefined {
  if (!file.endsWith('.dart') || DART_GENERATED_FILE.test(file)) return undefined;
  if (profile?.checks.generate !== BUILD_RUNNER) return undefined;
  const text = project.read(file);
  // a part (`part of '../framework.dart';`) is generated from with its library: the parts that library declares
  const library = text === undefined ? undefined : /^part\s+of\s+'([^'\n]+\.dart)';/m.exec(text)?.[1];
  const declares = library ? project.read(joinDir(folderOf(file), library)) : text;
  // build_runner runs in the package that depends on it (a workspace member), not at the workspace's root
  return declares !== undefined && GENERATED_PART.test(declares)
    ? `${profile.dir ? `cd ${profile.dir} && ` : ''}${BUILD_RUNNER}`
    : undefined;
}

/**
 * How far a run reaches: a melos script or exec every package of the workspace; `dart test` or `flutter test` given test
 * files or folders (`dart test test/util_test.dart`, `dart test test/`) those alone; else the package it ran in, not the
 * packages nested below it (a melos root's run tests the root package's `test/` alone). `dart run test` leaves `test`,
 * package:test's runner, as the program: the same run as `dart test`. undefined: the folder it ran in.
 */
function testScope(program: string, args: string[], dir: string, terms: ScopeTerms): { reach: string[] | undefined } | undefined {
  if (program === 'melos') return { reach: undefined };
  const [sub, ...rest] = program === 'test' ? ['test', ...positionals(args)] : positionals(args);
  if (!['dart', 'flutter', 'test'].includes(program) || sub !== 'test') return undefined;
  // an option's value (`-p chrome`, `-n name`) is no path; a file may carry a line (`x_test.dart?line=4`)
  const paths = rest.filter((word) => /\.dart(\?.*)?$|\//.test(word));
  if (paths.length > 0) return { reach: paths.map((path) => terms.given(joinDir(dir, path.replace(/\?.*$/, '').replace(/\/$/, '')))) };
  return terms.profile(dir)?.ecosystems.includes('dart') ? { reach: [terms.packageOnly(dir)] } : undefined;
}

export const dart: EcosystemModule = {
  name: 'dart',
  generates: (file, project, pkg) => {
    const command = dartGenerates(file, project, pkg);
    return command ? { command, text: 'Regenerate the parts build_runner writes from it' } : undefined;
  },
  extensions: ['dart'],
  manifests: /^(pubspec\.yaml|pubspec\.lock|pubspec_overrides\.yaml)$/,
  markers: /^pubspec\.yaml$/,
  buildFolders: [{ folder: '.dart_tool' }, { folder: 'build', beside: /^pubspec\.yaml$/ }, { folder: '.flutter-plugins-dependencies' }],
  testFiles: /_test\.dart$/,
  generatedFiles: DART_GENERATED_FILE,
  detect,
  refine,
  evidence: {
    launchers: ['flutter', 'dart', 'melos'],
    // `dart run test` runs package:test's runner, as `dart test` does (its program's name, the shell's `test`, says nothing alone)
    launched: (program, args) => (program === 'dart' && args[0] === 'run' && args[1] === 'test' ? ['test'] : []),
    kinds: (program, args, judge) => (program === 'melos' ? melosKinds(args, judge) : []),
    scope: testScope,
    // an info fails the analyzer only given `--fatal-infos` (warnings and errors fail it by default)
    strict: { dart: ['--fatal-infos'] },
    subcommands: {
      flutter: { test: ['test'], typecheck: ['analyze'], lint: ['analyze'], build: ['build', 'test'] },
      dart: { test: ['test'], typecheck: ['analyze'], lint: ['analyze', 'format'] },
      build_runner: { generate: ['build'] },
    },
    installs: (program, args) =>
      (program === 'flutter' || program === 'dart') &&
      args[0] === 'pub' &&
      ['get', 'upgrade', 'add', 'remove', 'downgrade'].includes(args[1] ?? ''),
    writers: {
      dart: (a) =>
        (a[0] === 'format' && !a.includes('--set-exit-if-changed') && !a.includes('-o')) || (a[0] === 'fix' && a.includes('--apply'))
          ? writtenPaths(a, 1)
          : undefined,
    },
  },
};
