import { joinDir } from '../../util/paths.js';
import { segmentCommand } from '../shell.js';
import type { EcosystemModule, ScopeTerms } from './_module.js';
import { detectRecipes, recipeKinds, recipeLines, runTargets } from './_tasks.js';

// make: a Makefile's targets with their recipes are the directory's checks of any language, and a
// folder with a Makefile is a package of its own. `make` alone builds the default target.

/**
 * Variables set to plain words (`GO ?= go`, `PYTHON := python3`, go-enum's quoted paths `PACKAGES='./generator' './example'`), or to the program a lookup finds
 * (`REBAR ?= $(shell which rebar3)`): what `$(GO)` in a recipe runs.
 */
function plainVariables(lines: string[]): Map<string, string> {
  const variables = new Map<string, string>();
  for (const line of lines) {
    const set =
      /^([A-Za-z_]\w*)[ \t]*[?:]?=[ \t]*((?:[\w./@+-]|\$\(\w+\))+(?:[ \t]+[\w./@+=-]+)*|'[\w./-]+'(?:[ \t]+'[\w./-]+')*)[ \t]*$/.exec(
        line,
      ) ?? /^([A-Za-z_]\w*)[ \t]*[?:]?=[ \t]*\$\(shell (?:which|command -v) ([\w.+-]+)[^)]*\)[ \t]*$/.exec(line);
    // a value made of variables set before (`TASK = $(TOOL_DIR)/task`) is theirs filled in; one of unknown ones is none
    const value = set?.[2].replace(/\$\((\w+)\)/g, (whole, name: string) => variables.get(name) ?? whole);
    if (set && value && value.length <= 100 && !value.includes('$(') && !variables.has(set[1])) variables.set(set[1], value);
  }
  return variables;
}

/**
 * A recipe line with make's `$(foreach var,list,text)` written out: `text` once per word of a plain list, `$(var)` in it that
 * word (fx's `$(foreach dir,. ./docs,(cd $(dir) && go test ./...) &&) true` runs the tests in each module). A list that
 * still names a variable, or a call whose parentheses do not close, is left as written.
 */
function expandForeach(command: string): string {
  const start = command.indexOf('$(foreach ');
  if (start < 0) return command;
  let depth = 0;
  let end = start + 1;
  for (; end < command.length; end++) {
    if (command[end] === '(') depth++;
    else if (command[end] === ')' && --depth === 0) break;
  }
  const [variable, list, ...text] = command.slice(start + '$(foreach '.length, end).split(',');
  if (end >= command.length || !/^\w+$/.test(variable) || list === undefined || list.includes('$') || text.length === 0) return command;
  const body = text.join(',');
  const written = list
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => body.replaceAll(`$(${variable})`, word).replaceAll(`\${${variable}}`, word))
    .join(' ');
  return `${command.slice(0, start)}${written}${expandForeach(command.slice(end + 1))}`;
}

/**
 * A Makefile's logical lines: a line ending in a backslash goes on on the next (`php vendor/bin/parallel-lint --colors \`,
 * then `src tests`), one line as make and the shell read it, the break and the next line's indent one space.
 */
const makefileLines = (text: string) => recipeLines(text.replace(/\\\r?\n[ \t]*/g, ' '));

/** A rule line that sets a variable for its targets (`test: MOREFLAGS += -g`, `shortest: ZSTDRTTEST=`): no prerequisites. */
const TARGET_VARIABLE = /^[ \t]*(?:(?:export|override|private)[ \t]+)*[A-Za-z_][\w.-]*[ \t]*(?:[+?!]|::?)?=/;

/**
 * Each target's recipe as one command line: its prerequisites made first (`make dep`), then its commands. Rules of
 * one target add up as make's do: every rule's prerequisites (`test: test-pool` under an `ifeq` adds to `test: test-zstd
 * test-cli-tests`), the last rule's commands; `$@` in a command is the target's name (`$(MAKE) -C tests $@`).
 */
export function makeRecipes(text: string): Record<string, string> {
  const rules = new Map<string, { prerequisites: string[]; commands: string[] }>();
  const ruleOf = (name: string) => rules.get(name) ?? rules.set(name, { prerequisites: [], commands: [] }).get(name)!;
  let current: string[] = [];
  // (the commands of the rule being read replace those an earlier rule of its targets gave)
  let fresh = false;
  const lines = makefileLines(text);
  const variables = plainVariables(lines);
  const expand = (command: string) =>
    command.replace(/\$\((\w+)\)|\$\{(\w+)\}/g, (whole, paren?: string, brace?: string) => variables.get(paren ?? brace ?? '') ?? whole);
  const addCommand = (command: string) => {
    for (const name of current) {
      const rule = ruleOf(name);
      if (fresh) rule.commands = [];
      // make's catch-all rule (`%`) keeps its `$@`, the target it is asked to make
      rule.commands.push(name === '%' ? command : command.replace(/\$(@|\(@\)|\{@\})/g, name));
    }
    fresh = false;
  };
  for (const line of lines) {
    // names separated by single runs of spaces: no two ways to match a line, so no backtracking
    // a comment may end the line (`test: build test-go ## Run all tests`, as self-documenting Makefiles write it)
    const target = /^([A-Za-z0-9_.\-/]+(?:[ \t]+[A-Za-z0-9_.\-/]+)*)[ \t]*:(?![=:])[ \t]*([^;#]*)(?:;([^#]*))?(?:#.*)?$/.exec(line);
    // a catch-all rule (`%:` then `@$(TASK) $@`) makes any target no other rule makes: kept as `%`, its `$@` the target
    if (/^%[ \t]*::?(?!=)/.test(line)) {
      current = ['%'];
      ruleOf('%').commands = [];
      fresh = false;
      continue;
    }
    if (target && !line.startsWith('\t') && !/^\s*(export|override|define|ifeq|ifneq|include)\b/.test(line)) {
      current = target[1].split(/\s+/).filter((name) => name && !name.startsWith('.'));
      if (TARGET_VARIABLE.test(target[2])) {
        current = [];
        continue;
      }
      // a target with only prerequisites runs them: `check: lint test`
      for (const name of current) {
        const rule = ruleOf(name);
        for (const dep of target[2].trim().split(/\s+/)) if (dep && !rule.prerequisites.includes(dep)) rule.prerequisites.push(dep);
      }
      fresh = true;
      if (target[3]?.trim()) addCommand(target[3].trim());
      continue;
    }
    if (line.startsWith('\t') && current.length > 0) {
      const command = line
        .slice(1)
        .replace(/^[@+-]+/, '')
        .replace(/\$\(MAKE\)|\$\{MAKE\}/g, 'make')
        .trim();
      if (command) addCommand(expandForeach(expand(command)));
    } else if (line.trim() && !line.startsWith('#')) current = [];
  }
  const recipes: Record<string, string> = {};
  for (const [name, { prerequisites, commands }] of rules)
    recipes[name] = [...(name === '%' ? [] : prerequisites.map((dep) => `make ${dep}`)), ...commands].join(' && ');
  return recipes;
}

/**
 * The files each target is made from, through the rules of its prerequisites, as globs of the Makefile's folder: a
 * generate target that builds its generator first (atomic's `generate: $(GEN)`, `$(GEN): $(wildcard ./internal/gen/*)`)
 * is owed by a change of the generator. Rules are matched by their written name; a few levels deep.
 */
function prerequisiteFiles(text: string): Record<string, string[]> {
  const rules = new Map<string, string>();
  for (const line of makefileLines(text)) {
    const colon = line.indexOf(':');
    if (line.startsWith('\t') || colon <= 0 || /[=:]/.test(line[colon + 1] ?? '') || line.slice(0, colon).includes('=')) continue;
    for (const target of line.slice(0, colon).trim().split(/\s+/)) rules.set(target, line.slice(colon + 1).split(/[;#]/)[0]);
  }
  // (each target's once: a chain of rules is walked in time linear in the Makefile)
  const found = new Map<string, string[]>();
  const filesOf = (target: string, depth: number): string[] => {
    const prerequisites = rules.get(target);
    if (prerequisites === undefined || depth > 4) return [];
    if (found.has(target)) return found.get(target)!;
    found.set(target, []);
    const globs = [...prerequisites.matchAll(/\$\(wildcard\s+([^)]*)\)/g)].flatMap((m) => m[1].trim().split(/\s+/));
    const words = prerequisites
      .replace(/\$\(wildcard\s+[^)]*\)/g, ' ')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    const files = words.filter((word) => !rules.has(word) && !word.includes('$') && /\/|\.\w+$/.test(word));
    const all = [...globs, ...files, ...words.filter((word) => rules.has(word)).flatMap((word) => filesOf(word, depth + 1))];
    found.set(target, [...new Set(all)].slice(0, 20));
    return found.get(target)!;
  };
  const inputs: Record<string, string[]> = {};
  for (const target of rules.keys()) {
    const files = filesOf(target, 0)
      .map((path) => path.replace(/^\.\//, ''))
      .filter((path) => !path.startsWith('/') && !path.includes('..'));
    if (/^\w[\w.-]*$/.test(target) && files.length > 0) inputs[target] = files;
  }
  return inputs;
}

/** A recipe that makes a C or C++ source, object or library file first (its prerequisites, as `makeRecipes` writes them). */
const MADE_FROM_CODE = /(^|&& )make [\w./-]+\.(c|cc|cpp|cxx|o|a|so)( &&|$)/;

const MAKEFILES = ['GNUmakefile', 'Makefile', 'makefile'];

/** The word that runs make again from a recipe (`$(MAKE)`, `${MAKE}`, `make`). */
const SUB_MAKE = /^(\$[({]\w+[)}])*(\$\(MAKE\)|\$\{MAKE\}|make)$/;

/**
 * How far a run of targets reaches: as far as the commands their recipes run (chi's `test-router: go test -race -v .`
 * tests the root package alone); the folder it ran in where a target's recipe is unknown, or none is named.
 */
function recipeReach(args: string[], terms: ScopeTerms): string[] | undefined {
  const { targets } = runTargets(args);
  const recipes = targets.map((target) => terms.recipe('make', target));
  if (targets.length === 0 || recipes.some((recipe) => recipe === undefined)) return terms.here;
  // (a make its recipe runs again, `$(MAKE) -C tests test`, builds what that Makefile names, sources of any folder: zstd's
  // tests build lib/)
  const reaches = recipes.flatMap((recipe) =>
    segmentCommand(recipe!).map((segment) => (SUB_MAKE.test(segment.words[0] ?? '') ? undefined : terms.command([...segment.words]))),
  );
  return reaches.some((reach) => reach === undefined) ? undefined : [...new Set(reaches.flat() as string[])];
}

/** Targets whose recipe sets variables for the targets made after them in one run (`local:` of `@$(eval ENGINERUN= )`). */
const variableSetters = (recipes: Record<string, string>) => Object.keys(recipes).filter((name) => /(^|&& )\$\(eval\s/.test(recipes[name]));

export const make: EcosystemModule = {
  name: 'make',
  extensions: [],
  markers: /^Makefile$/,
  tasks: { tool: 'make', run: (name) => `make ${name}` },
  detect: (context, profile) => {
    detectRecipes('make', MAKEFILES, makeRecipes, variableSetters)(context, profile);
    const file = MAKEFILES.find((name) => context.names.includes(name));
    const inputs = file ? prerequisiteFiles(context.text(file) ?? '') : {};
    if (Object.keys(inputs).length > 0) profile.recipeInputs = { ...profile.recipeInputs, make: inputs };
  },
  evidence: {
    kinds: (program, args, judge) => {
      if (program !== 'make') return [];
      const { dir, targets } = runTargets(args);
      // `make` alone (`make -C build`) builds the default target
      if (targets.length === 0) return ['build'];
      const kinds = recipeKinds('make', args, judge);
      // a target made from source or object files (`xmltest: xmltest.cpp libtiny.a`) compiles them by make's own rules
      if (targets.some((target) => MADE_FROM_CODE.test(judge.recipe('make', target, dir) ?? ''))) kinds.add('build');
      return kinds;
    },
    scope: (program, args, dir, terms) => {
      if (program !== 'make') return undefined;
      const folder = terms.flagValue(['-C', '--directory']);
      // a build folder's build (`make -C build`, `cd build && make test`, CMake's) is the whole project's
      if (folder === undefined) return { reach: dir && terms.buildFolder(dir) ? undefined : recipeReach(args, terms) };
      return { reach: terms.buildFolder(folder.replace(/^\.\//, '')) ? undefined : [joinDir(dir, folder)] };
    },
  },
};
