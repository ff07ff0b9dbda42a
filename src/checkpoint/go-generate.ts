import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { joinDir } from '../util/paths.js';
import { listDirectory } from '../util/read-file.js';
import { readProjectFile } from './project-file.js';
import { segmentCommand } from './shell.js';

// `//go:generate` directives of a changed Go package: a change to the file that holds one, or to a
// file one reads (mockgen's -source, a schema, a template), asks for `go generate` of that package.

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

/** Root-relative files that the directives of package `dir` read, with the files holding them. */
export function generateInputs(root: string, dir: string): Set<string> {
  const inputs = new Set<string>();
  const goFiles = listDirectory(join(root, dir))
    .filter((name) => name.endsWith('.go'))
    .sort()
    .slice(0, MAX_GO_FILES);
  for (const name of goFiles) {
    const text = readProjectFile(join(root, dir, name));
    if (!text?.includes('//go:generate')) continue;
    for (const line of text.split('\n')) {
      // the directive starts its line, as the go tool requires; a longer line is no directive a person wrote
      if (!line.startsWith('//go:generate ') || line.length > MAX_DIRECTIVE) continue;
      inputs.add(joinDir(dir, name));
      const words = segmentCommand(line.slice('//go:generate '.length)).flatMap((segment) => segment.words);
      if (readsPackage(words)) inputs.add(joinDir(dir, WHOLE_PACKAGE));
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
  }
  return inputs;
}

/** Go files generators write by name (`kind_string.go`, `zz_generated.deepcopy.go`) and tests, which no generator reads. */
const GENERATED_GO = /(_string|_gen|\.gen|_enum|_test)\.go$|(^|\/)zz_generated[^/]*\.go$/;
/** A file that says it is generated (`// Code generated ... DO NOT EDIT.`, as Go's convention asks, before the package clause). */
function generatedHeader(root: string, file: string): boolean {
  return /^\/\/ Code generated .* DO NOT EDIT\.$/m.test((readProjectFile(join(root, file), 4096) ?? '').split(/^package /m)[0]);
}

/** The Go module directory of a root-relative folder: the nearest with a go.mod. */
function moduleOf(root: string, dir: string): string | undefined {
  for (let level = dir; ; level = level.includes('/') ? level.slice(0, level.lastIndexOf('/')) : '') {
    if (existsSync(join(root, level, 'go.mod'))) return level;
    if (level === '') return undefined;
  }
}

/** `go generate ./<pkg>/...` (from the module, said from the root) when a directive of the file's package reads it. */
export function goGenerateCommand(root: string, file: string, inputs: (dir: string) => Set<string>): string | undefined {
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  // The module first: outside Go (most files of most turns) no folder is read for directives.
  const module = moduleOf(root, dir);
  if (module === undefined) return undefined;
  const read = inputs(dir);
  // a generator that parses its package reads every hand-written file of it, never the code it wrote
  const whole = read.has(joinDir(dir, WHOLE_PACKAGE)) && file.endsWith('.go') && !GENERATED_GO.test(file) && !generatedHeader(root, file);
  if (!read.has(file) && !whole) return undefined;
  const pkg = module ? dir.slice(module.length).replace(/^\//, '') : dir;
  return `${module ? `cd ${module} && ` : ''}go generate ${pkg ? `./${pkg}/...` : './...'}`;
}
