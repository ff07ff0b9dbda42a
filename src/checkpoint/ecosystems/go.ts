import { folderOf, joinDir } from '../../util/paths.js';
import { innerCommand, positionals, programName, segmentCommand, writtenPaths } from '../shell.js';
import type { DetectContext, DirectoryProfile, EcosystemModule, FileCheckCommands, ProjectFiles, ScopeTerms } from './_module.js';
import { FROM_ROOT, optionValues } from './_module.js';
import { makeRecipes } from './make.js';

// Go: `go test ./...` of the module (a nested go.mod is a module of its own), `go mod tidy` after a
// go.mod change, golangci-lint where configured; `go generate` for a file a `//go:generate` directive
// of its package holds or reads.

function detect(context: DetectContext, profile: DirectoryProfile): void {
  const { names } = context;
  if (!names.includes('go.mod')) return;
  profile.ecosystems.push('go');
  // a module that commits its dependencies' sources (CI's `go mod vendor && git diff --exit-code`) copies them again
  profile.install.go = context.exists(VENDOR_LIST) ? 'go mod tidy && go mod vendor' : 'go mod tidy';
  profile.languages.go = { test: consumedOnly(context) ? `${FROM_ROOT}go test ./...` : 'go test ./...' };
  // a config that loads module plugins needs a custom binary built first (`golangci-lint custom`): the project's own lint step says how
  const golangci = names.find((name) => /^\.golangci\.(ya?ml|toml|json)$/.test(name));
  if (golangci && !/\btype:\s*["']?module\b/.test(context.text(golangci) ?? '')) profile.languages.go.lint = 'golangci-lint run';
}

/** The list of the modules a module's committed `vendor/` copy holds, which `go mod vendor` writes. */
const VENDOR_LIST = 'vendor/modules.txt';

/** Is this `go mod tidy` (or `go get`): an install that leaves a committed `vendor/` copy as it was? */
const resolvesOnly = (words: string[]) => words[0] === 'go' && ((words[1] === 'mod' && words[2] === 'tidy') || words[1] === 'get');

/**
 * A module below the root that has no tests of its own and that the root's module takes by a `replace` to its folder
 * (a controller's `api/` types): the root's tests are the ones that run its code.
 */
function consumedOnly(context: DetectContext): boolean {
  if (!context.dir) return false;
  const up = '../'.repeat(context.dir.split('/').length);
  const path = /^module\s+(\S+)/m.exec(context.text('go.mod') ?? '')?.[1];
  const root = context.text(`${up}go.mod`) ?? '';
  if (
    !path ||
    !new RegExp(`^\\s*(replace\\s+)?${path.replace(/[.+*?^$()[\]{}|\\]/g, '\\$&')}\\s+=>\\s+\\.\\/${context.dir}\\s*$`, 'm').test(root)
  )
    return false;
  return !hasTestFile((folder) => context.list(folder || '.'), '');
}

/** A bounded look for a Go test file in a folder, a few folders deep. */
function hasTestFile(list: (folder: string) => string[], root: string): boolean {
  const depth = (folder: string) => (folder ? folder.split('/').length : 0);
  const folders = [root];
  for (let seen = 0; folders.length > 0 && seen < 200; seen++) {
    const folder = folders.shift()!;
    for (const name of list(folder)) {
      if (name.endsWith('_test.go')) return true;
      if (!name.includes('.') && depth(folder) < depth(root) + 4) folders.push(folder ? `${folder}/${name}` : name);
    }
  }
  return false;
}

/** A package of thousands of files is generated code itself; its first files are enough. */
const MAX_GO_FILES = 200;
const MAX_DIRECTIVE = 2000;
/** Flags naming what a generator writes: a change there is the generator's output, not its input. */
const OUTPUT_FLAG = /^(o|out|output|destination|outfile|out-file|output-file|target)$/;

/** Stands, in a package's inputs, for every hand-written Go file of the package. */
const WHOLE_PACKAGE = '\0package';
/** Generators that parse the whole package they run in: stringer and its kind, a local program (`go run gen.go`). */
const PACKAGE_READERS = /^(stringer|enumer|go-enum)$/;
const readsPackage = (words: string[]) =>
  PACKAGE_READERS.test(words[0] ?? '') ||
  (words[0] === 'go' &&
    words[1] === 'run' &&
    /^(\.\/)?[\w.-]+\.go$|^\.\/[\w./-]+$/.test(words[2] ?? '') &&
    !(words[2] ?? '').includes('..'));

/** Stands, in a package's inputs, for a package its generator program imports (by its import path). */
const IMPORTED = '\0imports:';

/** The import paths a Go program's folder imports, from its first files. */
function programImports(folder: string, project: ProjectFiles): string[] {
  const paths = new Set<string>();
  for (const name of project
    .list(folder)
    .filter((entry) => entry.endsWith('.go') && !entry.endsWith('_test.go'))
    .slice(0, 20)) {
    const text = project.read(joinDir(folder, name)) ?? '';
    const block = /^import\s*\(([^)]{0,4000})\)/m.exec(text)?.[1] ?? '';
    for (const [, path] of `${block}\n${text.match(/^import\s+(?:\w+\s+)?"[^"]+"/gm)?.join('\n') ?? ''}`.matchAll(/"([^"\s]+)"/g))
      paths.add(path);
  }
  return [...paths];
}

/** A `//go:generate` directive of a package: the file holding it, its words, and its commands (a shell's `-c` line split into its own). */
interface Directive {
  file: string;
  words: string[];
  commands: string[][];
}

/**
 * Is a file left out of every build by its constraint (`//go:build ignore`, a generator program's own)? `go generate`
 * never reads it, so a directive-like line of it (a template's, in a raw string) is none.
 */
const ignoredFile = (text: string) => /^\/\/(go:build| \+build) ignore[ \t\r]*$/m.test(text.slice(0, 4096).split(/^package /m)[0]);

/** The `//go:generate` directives of package `dir`, from its first files (those `go generate` reads). */
function directives(dir: string, project: ProjectFiles): Directive[] {
  const found: Directive[] = [];
  const goFiles = project
    .list(dir)
    .filter((name) => name.endsWith('.go'))
    .sort()
    .slice(0, MAX_GO_FILES);
  for (const name of goFiles) {
    const text = project.read(joinDir(dir, name));
    if (!text?.includes('//go:generate') || ignoredFile(text)) continue;
    for (const line of text.split('\n')) {
      // the directive starts its line, as the go tool requires; a longer line is no directive a person wrote
      if (!line.startsWith('//go:generate ') || line.length > MAX_DIRECTIVE) continue;
      const segments = segmentCommand(line.slice('//go:generate '.length));
      const commands = segments.flatMap((segment) => {
        const inner = innerCommand(segment.words);
        return inner === undefined ? [[...segment.words]] : segmentCommand(inner).map((part) => [...part.words]);
      });
      found.push({ file: joinDir(dir, name), words: segments.flatMap((segment) => segment.words), commands });
    }
  }
  return found;
}

/** Root-relative files that the `//go:generate` directives of package `dir` read, with the files holding them. */
function generateInputs(dir: string, project: ProjectFiles): Set<string> {
  const inputs = new Set<string>();
  for (const { file, words } of project.memo(`go:directives\0${dir}`, () => directives(dir, project))) {
    inputs.add(file);
    // (one in a test file writes tests from inputs of its own: go-toml's test generator reads a downloaded suite)
    if (readsPackage(words) && !file.endsWith('_test.go')) inputs.add(joinDir(dir, WHOLE_PACKAGE));
    // a program of the module's own in another folder (`go run ./cmd/help/main.go`) reads what it imports
    if (words[0] === 'go' && words[1] === 'run' && /^\.\/[\w./-]+\//.test(words[2] ?? '') && !words[2].includes('..'))
      for (const path of programImports(joinDir(dir, words[2].replace(/\/[\w.-]+\.go$/, '')), project)) inputs.add(`${IMPORTED}${path}`);
    for (let i = 0; i < words.length; i++) {
      const flag = /^--?([\w-]+)(?:=(.*))?$/.exec(words[i]);
      if (flag && OUTPUT_FLAG.test(flag[1])) {
        if (flag[2] === undefined) i++;
        continue;
      }
      const value = flag ? (flag[2] ?? '') : words[i];
      // a file by its extension (`-source=store.go`, `api.yaml`, `gen.go`), not a package path or a variable
      for (const part of value.split(',')) if (/\.\w+$/.test(part) && !/[$*]/.test(part)) inputs.add(joinDir(dir, part));
    }
  }
  return inputs;
}

/** Go files generators write by name: `kind_string.go`, `zz_generated.deepcopy.go`, protoc's `api.pb.go`. */
const GENERATED_GO = /(_string|_gen|\.gen|_enum|\.pb|_grpc\.pb|\.connect|\.pb\.gw)\.go$|(^|\/)zz_generated[^/]*\.go$/;
/** A file that says it is generated (`// Code generated ... DO NOT EDIT.`, as Go's convention asks, before the package clause). */
const generatedHeader = (text: string | undefined) =>
  /^\/\/ Code generated .* DO NOT EDIT\.$/m.test((text ?? '').slice(0, 4096).split(/^package /m)[0]);

/** The Go module directory of a root-relative folder: the nearest with a go.mod. */
function moduleOf(dir: string, project: ProjectFiles): string | undefined {
  for (let level = dir; ; level = folderOf(level)) {
    if (project.list(level).includes('go.mod')) return level;
    if (level === '') return undefined;
  }
}

/** A module of thousands of packages: the first ones its `./...` takes are enough. */
const MAX_PACKAGES = 200;

/** The folders of the module's own programs a directive of package `dir` runs by their path (`../_codegen/_codegen`, `go run ../gen`). */
function programFolders(dir: string, directive: Directive): string[] {
  return directive.commands.flatMap((words) => {
    const run = words[0] === 'go' && words[1] === 'run';
    const path = run ? words[2] : words[0];
    if (!path || !/^\.\.?\//.test(path)) return [];
    // a program file or a binary built in its folder: that folder; a folder `go run` builds: itself
    return [run && !path.endsWith('.go') ? joinDir(dir, path) : folderOf(joinDir(dir, path))];
  });
}

/** Does the source of the program in `folder` name the package `importPath` (an import, a flag's default `"example.com/lib/assert"`)? */
function namesPackage(folder: string, importPath: string, project: ProjectFiles): boolean {
  return project
    .list(folder)
    .filter((name) => name.endsWith('.go') && !name.endsWith('_test.go'))
    .slice(0, 20)
    .some((name) => (project.read(joinDir(folder, name)) ?? '').includes(`"${importPath}"`));
}

/** The folders below `folder` that the go tool's `./...` walks into: none named `_x` or `.x`, no `testdata` or `vendor`. */
function childFolders(folder: string, project: ProjectFiles): string[] {
  return project
    .list(folder)
    .filter((name) => !/^[._]/.test(name) && !name.includes('.') && name !== 'testdata' && name !== 'vendor')
    .map((name) => joinDir(folder, name));
}

/** Is a folder a Go module's own (a go.mod in it)? */
const isModule = (folder: string, project: ProjectFiles) => project.list(folder).includes('go.mod');

/** The packages of a module that its `./...` takes, a bounded walk: no folder named `_x` or `.x`, no `testdata`, `vendor` or nested module. */
function modulePackages(module: string, project: ProjectFiles): string[] {
  const found: string[] = [];
  const folders = [module];
  while (folders.length > 0 && found.length < MAX_PACKAGES) {
    const folder = folders.shift()!;
    found.push(folder);
    for (const child of childFolders(folder, project)) if (!isModule(child, project)) folders.push(child);
  }
  return found;
}

/** The modules nested right below a module's packages (a folder of it with a go.mod of its own). */
const nestedModules = (module: string, project: ProjectFiles) =>
  modulePackages(module, project).flatMap((folder) => childFolders(folder, project).filter((child) => isModule(child, project)));

/** Does go.mod text (of module folder `dir`) `replace` module `path` by the local folder `target` (`example.com/lib => ../`)? */
function replacesBy(goMod: string, dir: string, path: string, target: string): boolean {
  return goMod.split('\n').some((line) => {
    const found = /^\s*(?:replace\s+)?(\S+)(?:\s+\S+)?\s+=>\s+(\.\.?(?:\/\S*)?)\s*$/.exec(line);
    return found !== null && found[1] === path && joinDir(dir, found[2]) === target;
  });
}

/** At most this many Go files of a module are read for an import of a package. */
const MAX_IMPORTING_FILES = 200;

/** Does a module's code (its first files, tests too) import package `importPath` in its import declarations? */
function importsPackage(module: string, importPath: string, project: ProjectFiles): boolean {
  return modulePackages(module, project)
    .flatMap((folder) =>
      project
        .list(folder)
        .filter((name) => name.endsWith('.go'))
        .map((name) => joinDir(folder, name)),
    )
    .slice(0, MAX_IMPORTING_FILES)
    .some((file) => (project.read(file) ?? '').split(/^(func|type|var|const)\b/m)[0].includes(`"${importPath}"`));
}

/** The import path of package `dir` of the module in folder `module` whose path is `modulePath`. */
const importPathOf = (dir: string, module: string, modulePath: string) =>
  dir === module ? modulePath : `${modulePath}/${dir.slice(module ? module.length + 1 : 0)}`;

/** The module path a Go module's go.mod declares (`module example.com/lib`). */
const modulePathOf = (module: string, project: ProjectFiles) => /^module\s+(\S+)/m.exec(project.read(joinDir(module, 'go.mod')) ?? '')?.[1];
/**
 * The modules nested in a source file's module that take that module by a local `replace` (`replace example.com/lib => ../`),
 * hold tests and import the file's package (gorm's `tests/`, where its root package's behaviour is tested), each with its
 * test run: a change of the package owes their tests beside its own.
 */
function dependentModules(file: string, project: ProjectFiles): { dir: string; test: string }[] {
  const dir = folderOf(file);
  const module = moduleOf(dir, project);
  const path = module === undefined ? undefined : modulePathOf(module, project);
  if (module === undefined || !path) return [];
  const importPath = importPathOf(dir, module, path);
  const replacing = project.memo(`go:replacing\0${module}`, () =>
    nestedModules(module, project).filter(
      (nested) =>
        replacesBy(project.read(joinDir(nested, 'go.mod')) ?? '', nested, path, module) &&
        project.memo(`go:tested\0${nested}`, () => hasTestFile((folder) => project.list(folder), nested)),
    ),
  );
  return replacing
    .filter((nested) => project.memo(`go:imports\0${nested}\0${importPath}`, () => importsPackage(nested, importPath, project)))
    .map((nested) => ({ dir: nested, test: `cd ${nested} && go test ./...` }));
}

/**
 * The files holding directives of the module's other packages that run a generator program of its own which package
 * `dir`'s directives run too and whose source names `dir`'s package (testify's `_codegen`, rendering `require` from
 * `assert`): they read the package as well.
 */
function sharedGenerator(dir: string, module: string, project: ProjectFiles): string[] {
  const directivesOf = (folder: string) => project.memo(`go:directives\0${folder}`, () => directives(folder, project));
  const modulePath = modulePathOf(module, project);
  const own = [...new Set(directivesOf(dir).flatMap((directive) => programFolders(dir, directive)))];
  if (!modulePath || own.length === 0) return [];
  const importPath = importPathOf(dir, module, modulePath);
  const readers = own.filter((folder) => namesPackage(folder, importPath, project));
  if (readers.length === 0) return [];
  return modulePackages(module, project)
    .filter((other) => other !== dir)
    .flatMap((other) =>
      directivesOf(other)
        .filter((directive) => programFolders(other, directive).some((folder) => readers.includes(folder)))
        .map((directive) => directive.file),
    );
}

/** Kubernetes' generators take their markers from a package's API types (`// +k8s:deepcopy-gen=package`, `// +kubebuilder:object:root=true`). */
const API_MARKER = /^\/\/\s*\+(k8s:|kubebuilder:|genclient\b|groupName=)/m;
/** Where a package's markers for all its types sit, beside the types themselves. */
const PACKAGE_MARKERS = ['doc.go', 'groupversion_info.go'];

/**
 * The module's own generate target (`make generate`) for a hand-written file of an API package whose Go
 * Kubernetes' generators wrote (`zz_generated.deepcopy.go`): its types are what they read.
 */
function apiTypesGenerate(file: string, dir: string, project: ProjectFiles, pkg: DirectoryProfile | undefined, handWritten: () => boolean) {
  const target = pkg?.checks.generate;
  const names = project.list(dir);
  if (!target || !names.some((name) => /^zz_generated[^/]*\.go$/.test(name)) || !handWritten()) return undefined;
  const marked = (path: string) => API_MARKER.test((project.read(path) ?? '').slice(0, 64 * 1024));
  if (!marked(file) && !PACKAGE_MARKERS.some((name) => names.includes(name) && marked(joinDir(dir, name)))) return undefined;
  return {
    command: `${pkg.dir ? `cd ${pkg.dir} && ` : ''}${target}`,
    text: 'Regenerate the code Kubernetes’ generators write from its API types',
  };
}

/**
 * `go generate ./<pkg>/...` (from the module, said from the root) when a directive of the file's package reads the
 * file; else the module's generate target for an API types file.
 */
/**
 * A package that a generator program of the module's own imports, where a directive at the module's root runs it (ko's
 * `//go:generate go run ./cmd/help/main.go -d docs/reference/` writes the CLI's reference from its command tree).
 */
function importedByGenerator(dir: string, module: string, project: ProjectFiles, handWritten: () => boolean) {
  if (dir === module || !handWritten()) return undefined;
  const path = modulePathOf(module, project);
  if (!path) return undefined;
  const rootInputs = project.memo(`go:generate\0${module}`, () => generateInputs(module, project));
  if (!rootInputs.has(`${IMPORTED}${path}/${dir.slice(module ? module.length + 1 : 0)}`)) return undefined;
  return {
    command: `${module ? `cd ${module} && ` : ''}go generate .`,
    text: 'Regenerate what the go:generate directive at the module’s root writes',
  };
}

/** The tags a `go generate` command passes (`--tags=example`, `-tags a,b`). */
function generateTags(words: string[]): string[] {
  return (optionValues(words, ['-tags', '--tags'])[0] ?? '')
    .replace(/['"]/g, '')
    .split(/[,\s]+/)
    .filter(Boolean);
}

/**
 * Does a recipe run `go generate` over package `pkgPath` (module-relative), with the build tags its file needs: named
 * (`./example`, quoted or not), or under a `/...` it names?
 */
function generatesPackage(recipe: string, pkgPath: string, tags: string[]): boolean {
  return recipe.split(' && ').some((command) => {
    if (!command.startsWith('go generate')) return false;
    const words = command.split(/\s+/).slice(2);
    const packages = words.filter((word) => !word.startsWith('-')).map((word) => word.replace(/^['"]|['"]$/g, ''));
    const own = `./${pkgPath}`.replace(/\/$/, '');
    const passed = generateTags(words);
    return (
      tags.every((tag) => passed.includes(tag)) &&
      ((packages.length === 0 && pkgPath === '') ||
        packages.some((word) => word === own || (word.endsWith('/...') && `${own}/`.startsWith(word.slice(0, -3)))))
    );
  });
}

/**
 * The Makefile target that regenerates package `pkgPath` (its file built with `tags`): one whose `go generate` covers
 * it, the one that makes a target first (go-enum's `gen-test: build`, which builds the generator its directive runs)
 * before one that does not; none covering it, the first target that runs `go generate` at all.
 */
function makeGenerateTarget(recipes: Record<string, string>, pkgPath: string, tags: string[]): string | undefined {
  const generating = Object.keys(recipes).filter((name) => /^[\w.-]+$/.test(name) && /(^|&& )go generate\b/.test(recipes[name]));
  const covering = generating.filter((name) => generatesPackage(recipes[name], pkgPath, tags));
  return covering.find((name) => recipes[name].startsWith('make ')) ?? covering[0] ?? generating[0];
}

function generates(file: string, project: ProjectFiles, pkg?: DirectoryProfile) {
  const dir = folderOf(file);
  // The module first: outside Go (most files of most turns) no folder is read for directives.
  const module = moduleOf(dir, project);
  if (module === undefined) return undefined;
  const read = project.memo(`go:generate\0${dir}`, () => generateInputs(dir, project));
  const handWritten = () =>
    file.endsWith('.go') && !file.endsWith('_test.go') && !GENERATED_GO.test(file) && !generatedHeader(project.read(file));
  // a generator that parses its package reads every hand-written file of it, never the code it wrote
  const whole = read.has(joinDir(dir, WHOLE_PACKAGE)) && handWritten();
  if (!read.has(file) && !whole)
    return importedByGenerator(dir, module, project, handWritten) ?? apiTypesGenerate(file, dir, project, pkg, handWritten);
  const pkgPath = module ? dir.slice(module.length).replace(/^\//, '') : dir;
  // the module's own target that runs it, which builds the generators it needs first (atomic's `generate: $(GEN)`)
  const target = project.memo(`go:make-generate\0${file}`, () =>
    makeGenerateTarget(makeRecipes(project.read(joinDir(module, 'Makefile')) ?? ''), pkgPath, buildTags(project.read(file) ?? '')),
  );
  // a generator other packages' directives run on this package too regenerates them all
  const shared = project.memo(`go:shared\0${dir}`, () => sharedGenerator(dir, module, project));
  const run = target ? `make ${target}` : `go generate ${pkgPath && shared.length === 0 ? `./${pkgPath}/...` : './...'}`;
  return {
    command: `${module ? `cd ${module} && ` : ''}${run}`,
    text: 'Regenerate the code its go:generate directive writes',
    ...(shared.length > 0 && { readBy: shared }),
  };
}

/**
 * The tags a file's build constraint needs (`//go:build binary_log`, `// +build binary_log`): its names, when the
 * constraint needs every one of them (an or, a negation: none is asked for).
 */
function buildTags(text: string): string[] {
  const head = text.slice(0, 4096).split('\n');
  const modern = head.find((line) => line.startsWith('//go:build '))?.slice('//go:build '.length);
  // the old form: words are alternatives, commas join what each needs
  const old = head
    .find((line) => line.startsWith('// +build '))
    ?.slice('// +build '.length)
    .trim();
  const needed = modern !== undefined ? (/\|\||!/.test(modern) ? [] : modern.split('&&')) : old && !/\s|!/.test(old) ? old.split(',') : [];
  // an operating system or architecture is the machine's, not a tag a run gives
  return needed.map((tag) => tag.replace(/[()]/g, '').trim()).filter((tag) => /^[\w.]+$/.test(tag) && !GO_PLATFORM.test(tag));
}
const GO_PLATFORM =
  /^(linux|darwin|windows|freebsd|netbsd|openbsd|dragonfly|solaris|illumos|aix|android|ios|plan9|js|wasip1|unix|amd64|arm64|386|arm|wasm|riscv64|ppc64le?|s390x|mips\w*|loong64|cgo|gc|gccgo|go1\.\d+|ignore)$/;

/** The operating systems Go builds for; those of them its `unix` constraint takes; the host's and its architecture, in Go's names. */
const GO_OSES = [
  'linux',
  'darwin',
  'windows',
  'freebsd',
  'netbsd',
  'openbsd',
  'dragonfly',
  'solaris',
  'illumos',
  'aix',
  'android',
  'ios',
  'plan9',
  'js',
  'wasip1',
];
const UNIX = new Set(['linux', 'darwin', 'freebsd', 'netbsd', 'openbsd', 'dragonfly', 'solaris', 'illumos', 'aix', 'android', 'ios']);
const HOST_OS = ({ win32: 'windows', sunos: 'solaris' } as Record<string, string>)[process.platform] ?? process.platform;
const HOST_ARCH = ({ x64: 'amd64', ia32: '386' } as Record<string, string>)[process.arch] ?? process.arch;

/** Does a `//go:build` expression hold for a build for `os` on the host's architecture, no custom tag given? */
function holds(expression: string, os: string): boolean {
  const tokens = expression.match(/\(|\)|!|&&|\|\||[\w.]+/g) ?? [];
  let at = 0;
  const implied: Record<string, string> = { android: 'linux', ios: 'darwin', illumos: 'solaris' };
  const value = (name: string) =>
    name === os || implied[os] === name || (name === 'unix' && UNIX.has(os)) || name === HOST_ARCH || /^(gc|cgo|go1\.\d+)$/.test(name);
  const unary = (): boolean => {
    const token = tokens[at++] ?? '';
    if (token === '!') return !unary();
    if (token !== '(') return value(token);
    const inner = or();
    at++;
    return inner;
  };
  const and = () => {
    let result = unary();
    while (tokens[at] === '&&' && at++) result = unary() && result;
    return result;
  };
  const or = () => {
    let result = and();
    while (tokens[at] === '||' && at++) result = and() || result;
    return result;
  };
  return or();
}

/**
 * The operating system a file alone is built for, when it is not the host's: by its name (`term_windows.go`,
 * `x_darwin_arm64_test.go`) or its `//go:build` constraint (`windows && !appengine`). The host's `go test` never compiles it.
 */
function foreignOs(file: string, text: string): string | undefined {
  const parts = file
    .slice(file.lastIndexOf('/') + 1, -'.go'.length)
    .replace(/_test$/, '')
    .split('_')
    .slice(1);
  const named = [parts[parts.length - 1], parts[parts.length - 2]].find((part) => part !== undefined && GO_OSES.includes(part));
  const expression = text
    .slice(0, 4096)
    .split('\n')
    .find((line) => line.startsWith('//go:build '))
    ?.slice('//go:build '.length);
  const os = named ?? (expression && !holds(expression, HOST_OS) ? GO_OSES.find((other) => holds(expression, other)) : undefined);
  return os === HOST_OS ? undefined : os;
}

/** A run that compiles the code: a build, vet or test run. */
const compiles = (words: string[]) => words[0] === 'go' && ['build', 'vet', 'test'].includes(words[1] ?? '');

/**
 * A file built for another system is checked by a build for it (`GOOS=windows go build ./term`; `go vet` compiles a
 * test file), and settled by any build, vet or test run for that system.
 */
function crossBuild(file: string, os: string, checks: FileCheckCommands, project: ProjectFiles) {
  const dir = folderOf(file);
  const module = moduleOf(dir, project) ?? '';
  const pkg = `./${dir.slice(module.length).replace(/^\//, '')}`.replace(/\/$/, '');
  // a system Go builds for one architecture alone names it
  const arch = ({ js: ' GOARCH=wasm', wasip1: ' GOARCH=wasm', ios: ' GOARCH=arm64' } as Record<string, string>)[os] ?? '';
  const test = `${module ? `cd ${module} && ` : ''}GOOS=${os}${arch} go ${file.endsWith('_test.go') ? 'vet' : 'build'} ${pkg}`;
  const settles = (words: string[], env: string[]) => env.includes(`GOOS=${os}`) && compiles(words);
  return { dir: checks.dir, test, lint: checks.lint, reaches: () => true, settles };
}

/**
 * A file of a nested module without a test file (lipgloss' `examples/`): `go test` there only compiles, so a build or vet
 * of the module settles it as well.
 */
function untestedModule(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  const module = moduleOf(folderOf(file), project);
  if (module === undefined || !checks.test) return undefined;
  if (project.memo(`go:tested\0${module}`, () => hasTestFile((folder) => project.list(folder), module))) return undefined;
  return { dir: checks.dir, test: checks.test, lint: checks.lint, reaches: () => true, settles: compiles };
}

/** A source file's checks, refined or not, with the test runs of the modules that depend on its package where there are any. */
function withDependents(file: string, checks: FileCheckCommands, project: ProjectFiles, refined: ReturnType<typeof untestedModule>) {
  const dependents = file.endsWith('_test.go') ? [] : dependentModules(file, project);
  if (dependents.length === 0) return refined;
  return { ...(refined ?? { dir: checks.dir, test: checks.test, lint: checks.lint }), dependents };
}

/**
 * A file only a build tag compiles is tested with that tag (`go test -tags binary_log ./...`), and reached by runs given it;
 * one only another system builds, by a build for it.
 */
function refine(file: string, checks: FileCheckCommands, project: ProjectFiles) {
  if (!file.endsWith('.go')) return undefined;
  const text = project.read(file) ?? '';
  const os = foreignOs(file, text);
  if (os) return crossBuild(file, os, checks, project);
  const needed = buildTags(text);
  if (needed.length === 0) return withDependents(file, checks, project, untestedModule(file, checks, project));
  // a toolchain experiment's tag (`goexperiment.simd`) is set by `GOEXPERIMENT=simd`, never by `-tags`
  const experiments = needed.filter((tag) => tag.startsWith('goexperiment.')).map((tag) => tag.slice('goexperiment.'.length));
  const tags = needed.filter((tag) => !tag.startsWith('goexperiment.'));
  const given = `${experiments.length > 0 ? `GOEXPERIMENT=${experiments.join(',')} ` : ''}go $1${tags.length > 0 ? ` -tags ${tags.join(',')}` : ''}`;
  // a target that runs no go test of its own (`make test`, without the tag) gives way to the module's, given it
  const module = moduleOf(folderOf(file), project) ?? '';
  const tagged = (command: string | undefined) =>
    command && /\bgo (test|vet)\b/.test(command)
      ? command.replace(/\bgo (test|vet)\b/, given)
      : `${module ? `cd ${module} && ` : ''}go test ./...`.replace(/\bgo (test)\b/, given);
  const reaches = (words: string[], env: string[]) => {
    const at = words.findIndex((word) => word === '-tags' || word === '--tags' || /^--?tags=/.test(word));
    const given = at < 0 ? '' : words[at].includes('=') ? words[at].slice(words[at].indexOf('=') + 1) : (words[at + 1] ?? '');
    const set = env.find((variable) => variable.startsWith('GOEXPERIMENT='))?.slice('GOEXPERIMENT='.length) ?? '';
    return tags.every((tag) => given.split(/[,\s]/).includes(tag)) && experiments.every((name) => set.split(',').includes(name));
  };
  return { dir: checks.dir, test: tagged(checks.test), lint: checks.lint, reaches };
}

/**
 * Is root-relative `folder` inside a Go module nested below the one a run in `dir` belongs to (a loaded package with a
 * go.mod of its own)? The go tool there runs in the outer module, whose patterns never cross into it.
 */
function inNestedModule(folder: string, dir: string, terms: ScopeTerms): boolean {
  const within = (path: string, module: string) => module === '' || path === module || path.startsWith(`${module}/`);
  const modules = terms
    .packages()
    .filter((pkg) => pkg.ecosystems.includes('go'))
    .map((pkg) => pkg.dir);
  const own = modules.filter((module) => within(dir, module)).sort((a, b) => b.length - a.length)[0] ?? '';
  return modules.some((module) => module.length > own.length && within(module, own) && within(folder, module));
}

/** The go command's arguments a run amounts to: gotestsum's (CI's test runner) are `go test` with what follows its `--` (`./...` when none). */
function goArgs(program: string, args: string[]): string[] {
  if (program !== 'gotestsum') return args;
  const split = args.indexOf('--');
  return ['test', ...(split < 0 ? ['./...'] : args.slice(split + 1))];
}

export const go: EcosystemModule = {
  name: 'go',
  extensions: ['go'],
  manifests: /^(go\.mod|go\.sum|go\.work)$/,
  markers: /^go\.mod$/,
  // a build, vet or test run fails where go.sum lacks what go.mod requires (`-mod=readonly`): one that passed has them
  installChecked: compiles,
  // a committed `vendor/` stays stale after `go mod tidy` alone, and CI fails on it (a build passing with it proves it fresh)
  installLeaves: (words, dir, project) => resolvesOnly(words) && project.read(joinDir(dir, VENDOR_LIST)) !== undefined,
  testFiles: /_test\.go$/,
  generatedFiles: GENERATED_GO,
  detect,
  generates,
  refine,
  // `go test ./a ./b`: the packages holding the changed tests; a `testdata` folder's files are its package's
  // (the go tool ignores the folder itself)
  changedTests: (command, files) => {
    if (!/\bgo test\b.*\.\/\.\.\.$/.test(command)) return undefined;
    const owner = (parts: string[]) => (parts.includes('testdata') ? parts.slice(0, parts.indexOf('testdata')) : parts.slice(0, -1));
    const packages = [...new Set(files.map((f) => `./${owner(f.split('/')).join('/')}`.replace(/\/$/, '')))];
    return command.replace(/\.\/\.\.\.$/, packages.join(' '));
  },
  failures: { missingModule: [/no required module provides package ([^\s;:]+)/, /cannot find package "([^"]+)"/] },
  evidence: {
    scope: (program, args, dir, terms) => {
      if (program !== 'go' && program !== 'gotestsum') return undefined;
      const packages = positionals(goArgs(program, args).slice(1)).filter((p) => p.startsWith('.'));
      // `./...` stops at a nested go.mod: the module's own packages only
      if (packages.length === 0 || packages.includes('./...')) return { reach: [terms.packageOnly(dir)] };
      // a Go package is one folder: `./store` (or `.`) tests that folder alone, `./store/...` the folders below it too;
      // a pattern into a nested module (`./exp/...` beside `exp/go.mod`) matches no package of the module it runs in
      return {
        reach: packages.flatMap((p) => {
          const folder = joinDir(dir, p.endsWith('/...') ? p.slice(0, -4) : p);
          if (inNestedModule(folder, dir, terms)) return [];
          return [p.endsWith('/...') ? terms.folderTree(folder) : terms.folderOnly(folder)];
        }),
      };
    },
    launchers: ['go'],
    programs: { lint: ['golangci-lint', 'staticcheck', 'revive'], generate: ['oapi-codegen', 'gqlgen', 'mockgen', 'mockery', 'stringer'] },
    subcommands: { go: { test: ['test'], lint: ['vet'], generate: ['generate'], build: ['build', 'test'] } },
    names: { lint: 'vet' },
    // `go run github.com/golangci/golangci-lint/cmd/golangci-lint@v1 run` runs golangci-lint
    kinds: (program, args, judge) =>
      program === 'gotestsum'
        ? judge.command(['go', ...goArgs(program, args)])
        : program === 'go' && positionals(args)[0] === 'run' && args[1]
          ? judge.command([programName(args[1].replace(/@.*$/, '')), ...args.slice(2)])
          : [],
    pathTaking: ['golangci-lint'],
    // `go mod download` leaves go.sum as it is: only tidy (or get) settles a go.mod change, and `go mod vendor` (which fails
    // where go.sum lacks what go.mod requires) a vendored module's
    installs: (program, args) => resolvesOnly([program, ...args]) || (program === 'go' && args[0] === 'mod' && args[1] === 'vendor'),
    writers: {
      gofmt: (a) => (a.includes('-w') ? writtenPaths(a) : undefined),
      goimports: (a) => (a.includes('-w') ? writtenPaths(a) : undefined),
      go: (a) => (a[0] === 'fmt' ? ['.'] : undefined),
    },
  },
};
