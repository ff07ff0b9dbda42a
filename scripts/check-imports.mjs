// Imports flow one way between the folders of src/ (STYLE rule 11): a folder imports only from its own
// layer or the layers below it, and never in a circle. Run by `npm run lint`; prints the offending imports
// and exits 1. The layers, top to bottom (src/README.md explains each folder):
const LAYERS = [
  ['.'], // cli.ts: routes to the commands
  ['commands'],
  ['notify', 'install'],
  ['restore', 'guard'],
  ['session'],
  ['checkpoint'],
  ['transcript', 'config'],
  ['agents'],
  ['util'],
];

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// The folder to check: src/ of this checkout, or the one given (the script's own test builds one).
const src = process.argv[2] ?? new URL('../src', import.meta.url).pathname;
const rank = new Map(LAYERS.flatMap((folders, i) => folders.map((folder) => [folder, i])));
const folderOf = (path) => (path.includes('/') ? path.split('/')[0] : '.');

/** folder -> folder -> the imports that make the edge, as `file -> specifier`. */
const edges = new Map();
/** file -> the files it imports (type-only imports too: a circle of types is still a circle). */
const fileEdges = new Map();
const problems = [];
for (const file of readdirSync(src, { recursive: true }).filter((name) => name.endsWith('.ts'))) {
  const from = folderOf(file);
  if (!rank.has(from)) problems.push(`src/${file}: folder ${from} is in no layer of scripts/check-imports.mjs`);
  const text = readFileSync(join(src, file), 'utf8');
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from '(\.[^']+)'|require\('(\.[^']+)'\)|import\('(\.[^']+)'\)/g)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const target = relative(src, join(src, dirname(file), specifier));
    // Outside src/ (package.json): no folder of its own.
    if (target.startsWith('..')) continue;
    const targetFile = target.replace(/\.js$/, '.ts');
    if (!fileEdges.has(file)) fileEdges.set(file, new Set());
    fileEdges.get(file).add(targetFile);
    const to = folderOf(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, []);
    targets.get(to).push(`src/${file} -> ${specifier}`);
    if ((rank.get(to) ?? -1) < (rank.get(from) ?? Number.POSITIVE_INFINITY))
      problems.push(`src/${file} imports ${specifier}: ${from} may not import from ${to}, a layer above it`);
  }
}

// Within a layer, imports may go one way only: a circle through folders is a cycle however it is layered.
const visiting = new Set();
const done = new Set();
function visit(folder, path) {
  if (visiting.has(folder)) {
    const cycle = [...path.slice(path.indexOf(folder)), folder];
    const example = cycle.slice(0, -1).map((at, i) => edges.get(at).get(cycle[i + 1])[0]);
    problems.push(`folder cycle ${cycle.join(' -> ')}: ${example.join('; ')}`);
    return;
  }
  if (done.has(folder)) return;
  visiting.add(folder);
  for (const to of edges.get(folder)?.keys() ?? []) visit(to, [...path, folder]);
  visiting.delete(folder);
  done.add(folder);
}
for (const folder of edges.keys()) visit(folder, []);

// No file imports itself back through others, within a folder too: a contract both sides need lives
// in a file that imports neither (checkpoint/ecosystems/_module.ts).
const fileState = new Map();
function visitFile(file, path) {
  if (fileState.get(file) === 'visiting') {
    problems.push(`file cycle ${[...path.slice(path.indexOf(file)), file].map((f) => `src/${f}`).join(' -> ')}`);
    return;
  }
  if (fileState.get(file) === 'done') return;
  fileState.set(file, 'visiting');
  for (const to of fileEdges.get(file) ?? []) visitFile(to, [...path, file]);
  fileState.set(file, 'done');
}
for (const file of [...fileEdges.keys()].sort()) visitFile(file, []);

if (problems.length > 0) {
  console.error(`Imports that do not flow one way (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`imports flow one way through ${LAYERS.flat().length} folders and ${fileEdges.size} files`);
