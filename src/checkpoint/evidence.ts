import { resolve } from 'node:path';
import type { Config } from '../config/schema.js';
import type { ToolCall } from '../transcript/timeline.js';
import { joinDir } from '../util/paths.js';
import type { CategoryRule, CommandRun } from './categories.js';
import { type Ecosystem, ecosystemNamed, isTestFile, programEcosystem } from './ecosystems/index.js';
import { commandKinds, matchesPrefix, type ScriptResolver } from './intent.js';
import { filterCovers, runFilter, runScope, scopeCovers } from './run-scope.js';
import { assignments, normalizeWords, segmentCommand } from './shell.js';
import { callDirectory, resolvePath } from './turn-scope.js';
import type { Action } from './types.js';

// Evidence: the transcript shows the agent already did what a category requires. Only commands that
// succeeded count, and (when the category asks) only those run after its last edit. A command is
// judged by what it does: a script by its body, a workspace or task-runner wrapper by what it runs.

function succeeded(call: ToolCall): boolean {
  return !call.failed && (call.exitCode === undefined || call.exitCode === 0);
}

interface RunContext {
  root: string;
  cwd: string;
  resolver?: ScriptResolver;
}

/** Every simple command of every successful shell call, in order, with what it does. */
export function successfulRuns(calls: ToolCall[], context: RunContext): CommandRun[] {
  const runs: CommandRun[] = [];
  calls.forEach((call, index) => {
    const command = call.kind === 'shell' ? call.command : undefined;
    if (command === undefined || !succeeded(call)) return;
    // The shell's own directory, absolute (`cd /repo/web`, `cd ..`), and the root-relative one commands run in.
    let abs = callDirectory(call, context.cwd);
    let dir = resolvePath('.', abs, context.root) ?? '';
    for (const segment of segmentCommand(command)) {
      const [program, target] = segment.words;
      if ((program === 'cd' || program === 'pushd') && target) {
        if (target.startsWith('-')) continue;
        abs = resolve(abs, target);
        dir = resolvePath('.', abs, context.root) ?? '';
        continue;
      }
      const words = normalizeWords(segment.words);
      const commands: CommandRun['commands'] = [];
      if (words.length > 0)
        runs.push({
          index,
          words,
          kinds: commandKinds(segment.words, { dir, resolver: context.resolver, ran: commands }),
          commands,
          scope: runScope(segment.words, dir, context.resolver),
          filter: runFilter(words),
          ecosystem: programEcosystem(words[0]) ?? ranEcosystem(commands),
          dir,
        });
    }
  });
  return runs;
}

/**
 * The one ecosystem of the commands a run of a task runner ran (`nox -s tests`, whose session runs pytest, is Python's);
 * undefined where they are of none or of several.
 */
function ranEcosystem(commands: CommandRun['commands']): Ecosystem | undefined {
  const found = new Set(commands.flatMap(({ words }) => programEcosystem(normalizeWords(words)[0] ?? '') ?? []));
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * Does a run of `ran`'s tools check the code a need of `asked` is for: one of its own, or of the language whose files
 * `asked` adopts where that language's own build is a second build of them (a CMake ctest run of a Meson project's C code)?
 * Either unknown: any run.
 */
function checksCodeOf(ran: Ecosystem | undefined, asked: Ecosystem | undefined): boolean {
  const adopter = asked === undefined ? undefined : ecosystemNamed(asked);
  return ran === undefined || ran === asked || adopter === undefined || (adopter.adoptedBuildTests === true && adopter.adopts === ran);
}

interface ActionsResult {
  categories: string[];
  actions: Action[];
  /** Needs the turn's files had (met or not): none means no check applied to them. */
  needs: number;
  /** The categories that had needs and none of them is left unmet (a lint left to ride along is): what an all-clear says ran. */
  ran: string[];
  /** The categories whose files the project has no check for (code where no test command is known): no evidence can meet them. */
  unchecked: string[];
  /** The categories left unmet only by checks that ride along (a lint not run). */
  along: string[];
}

/** One action per need lacking evidence, deduplicated by command (else text), in category order. */
export function requiredActions(
  byRule: Map<number, string[]>,
  rules: CategoryRule[],
  runs: CommandRun[],
  lastTouch: Map<string, number>,
  packageOf: (file: string) => string = () => '',
  isTest: (file: string) => boolean = isTestFile,
  testClasses: (file: string) => string[] = () => [],
): ActionsResult {
  const categories: string[] = [];
  const actions: Action[] = [];
  const present = new Set([...byRule.keys()].map((index) => rules[index].name));
  const turn = [...new Set([...byRule.values()].flat())];
  // each command asked once: where it was asked, and whether only a check that rides along asked it
  const seen = new Map<string, { at: number; ridesAlong: boolean }>();
  const unmet = new Set<string>();
  const unchecked = new Set<string>();
  // (a category two rules make is checked once either asks a check: only one none of whose files has one is unchecked)
  const checked = new Set<string>();
  let count = 0;
  let owed = false;
  // the categories a check left to ride along was not run for
  const leftAlong = new Set<string>();
  for (const [index, files] of byRule) {
    const rule = rules[index];
    const covered = rule.coveredBy !== undefined && present.has(rule.coveredBy);
    const needs = !rule.needs || covered ? [] : rule.needs(files, turn);
    // a check-only category (lint, types) the project has no command for is not worth naming
    if (!categories.includes(rule.name) && (!rule.additive || needs.length > 0)) categories.push(rule.name);
    // a category that asks checks and got none (code with no test command) has no evidence to find
    if (needs.length > 0) checked.add(rule.name);
    else if (rule.needs && !rule.additive && !covered) unchecked.add(rule.name);
    const from = rule.evidenceAfterLastEdit ? Math.max(...files.map((file) => lastTouch.get(file) ?? -1)) : -1;
    for (const need of needs) {
      count++;
      // (a run of the packages whose tests test the files reaches them too)
      const testers = need.testedIn?.map((dir) => joinDir(dir, '_'));
      const covers = (run: CommandRun, files: string[]) => scopeCovers(run.scope, files, packageOf, isTest);
      const reaches = (run: CommandRun) =>
        (need.files === undefined ||
          ((covers(run, need.files) || (testers !== undefined && covers(run, testers))) &&
            filterCovers(run.filter, need.files, isTest, testClasses))) &&
        checksCodeOf(run.ecosystem, need.ecosystem);
      // (and the packages whose tests are owed with them, each by a run of its own or the same one)
      const alongside = (need.testedWith ?? []).map((dir) => [joinDir(dir, '_')]);
      const done =
        (need.evidence.length > 0 &&
          need.evidence.every((test) => runs.some((run) => run.index >= from && test(run) && reaches(run))) &&
          alongside.every((files) => runs.some((run) => run.index >= from && run.kinds.has('test') && covers(run, files)))) ||
        ranAsAsked(need.action.command, runs, from);
      if (done) continue;
      unmet.add(rule.name);
      const key = need.action.command ?? `\0${need.action.text}`;
      // one command is asked once; a check owed under a lint's command (both `pre-commit run -a`) is still owed
      const along = need.ridesAlong ?? rule.ridesAlong === true;
      if (!along) owed = true;
      else leftAlong.add(rule.name);
      const asked = seen.get(key);
      // a command a lint asked first and a check owes too (`flutter analyze`) is asked as that check
      if (asked?.ridesAlong && !along) {
        actions[asked.at] = need.action;
        asked.ridesAlong = false;
      }
      if (asked) continue;
      seen.set(key, { at: actions.length, ridesAlong: along });
      actions.push(need.action);
    }
  }
  // lint and format ride along: never a block on their own
  const none = categories.filter((name) => unchecked.has(name) && !checked.has(name));
  return {
    categories,
    actions: owed ? actions : [],
    needs: count,
    ran: categories.filter((name) => !unmet.has(name) && !none.includes(name)),
    unchecked: none,
    along: categories.filter((name) => leftAlong.has(name)),
  };
}

/**
 * Did the turn run the very command the action asks for, each of its commands as written, where it says, since `from`?
 * What checkpoint itself advised always settles its action, however far the project's rules say it reaches.
 */
function ranAsAsked(command: string | undefined, runs: CommandRun[], from: number): boolean {
  if (command === undefined) return false;
  let dir = '';
  const asked: { dir: string; words: string; env: string[] }[] = [];
  for (const segment of segmentCommand(command)) {
    if (segment.words[0] === 'cd') dir = joinDir(dir, segment.words[1] ?? '');
    else asked.push({ dir, words: normalizeWords(segment.words).join(' '), env: assignments(segment.words) });
  }
  // the variables it sets are part of it (`GOOS=windows go build` is no host build)
  return (
    asked.length > 0 &&
    asked.every(({ dir, words, env }) =>
      runs.some(
        (run) =>
          run.index >= from &&
          run.dir === dir &&
          run.kinds.size > 0 &&
          run.words.join(' ') === words &&
          env.every((set) => run.commands[0]?.env.includes(set)),
      ),
    )
  );
}

/** `{since}` = max(2, ceil(elapsed minutes)) + `m`: the window since the turn started. */
function sinceWindow(elapsedSeconds: number): string {
  return `${Math.max(2, Math.ceil(elapsedSeconds / 60))}m`;
}

/** The configured log check, unless its evidence (or the command itself, up to `{since}`) was run. */
export function logCheckAction(config: Config, elapsedSeconds: number, runs: CommandRun[]): Action | undefined {
  const logCheck = config.logCheck;
  if (!logCheck) return undefined;
  const evidence = logCheck.evidence && logCheck.evidence.length > 0 ? logCheck.evidence : [logCheck.command.split('{since}')[0].trim()];
  const done = evidence.filter(Boolean).some((prefix) => runs.some((run) => matchesPrefix(run.words, prefix)));
  if (done) return undefined;
  return {
    category: 'logs',
    text: 'Check the logs for errors since the change',
    command: logCheck.command.replaceAll('{since}', sinceWindow(elapsedSeconds)),
  };
}
