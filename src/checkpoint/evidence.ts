import type { Config } from '../config/schema.js';
import type { ToolCall } from '../transcript/timeline.js';
import type { CategoryRule, EvidenceTest } from './categories.js';
import { matchesPrefix } from './intent.js';
import { normalizeWords, segmentCommand } from './shell.js';
import type { Action } from './types.js';

// Evidence: the transcript shows the agent already did what a category requires. Only commands that
// succeeded count, and (when the category asks) only those run after its last edit.

export interface CommandRun {
  /** Index of the call in the turn's timeline. */
  index: number;
  /** Normalized words of one simple command. */
  words: string[];
}

export function succeeded(call: ToolCall): boolean {
  return !call.failed && (call.exitCode === undefined || call.exitCode === 0);
}

/** Every simple command of every successful shell call, in order. */
export function successfulRuns(calls: ToolCall[]): CommandRun[] {
  const runs: CommandRun[] = [];
  calls.forEach((call, index) => {
    const command = call.kind === 'shell' ? call.command : undefined;
    if (command === undefined || !succeeded(call)) return;
    for (const segment of segmentCommand(command)) {
      const words = normalizeWords(segment.words);
      if (words.length > 0) runs.push({ index, words });
    }
  });
  return runs;
}

/** A requirement is met by a run at or after `from` (a shell call that edits then tests counts). */
export function hasEvidence(test: EvidenceTest, runs: CommandRun[], from: number): boolean {
  return runs.some((run) => run.index >= from && test(run.words));
}

export interface ActionsResult {
  categories: string[];
  actions: Action[];
}

/** One action per category lacking evidence, deduplicated by text, in category order. */
export function requiredActions(
  byRule: Map<number, string[]>,
  rules: CategoryRule[],
  runs: CommandRun[],
  lastTouch: Map<string, number>,
): ActionsResult {
  const categories: string[] = [];
  const actions: Action[] = [];
  const present = new Set([...byRule.keys()].map((index) => rules[index].name));
  const seen = new Set<string>();
  for (const [index, files] of byRule) {
    const rule = rules[index];
    if (!categories.includes(rule.name)) categories.push(rule.name);
    if (!rule.action || (rule.coveredBy && present.has(rule.coveredBy))) continue;
    const from = rule.evidenceAfterLastEdit ? Math.max(...files.map((file) => lastTouch.get(file) ?? -1)) : -1;
    const requirements = rule.requirements(files);
    const done = requirements.length > 0 && requirements.every((test) => hasEvidence(test, runs, from));
    if (done) continue;
    const action = rule.action(files);
    const key = `${action.text}\0${action.command ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    actions.push(action);
  }
  return { categories, actions };
}

/** `{since}` = max(2, ceil(elapsed minutes)) + `m`: the window since the turn started. */
export function sinceWindow(elapsedSeconds: number): string {
  return `${Math.max(2, Math.ceil(elapsedSeconds / 60))}m`;
}

/** The configured log check, unless its evidence (or the command itself, up to `{since}`) was run. */
export function logCheckAction(config: Config, elapsedSeconds: number, runs: CommandRun[]): Action | undefined {
  const logCheck = config.logCheck;
  if (!logCheck) return undefined;
  const evidence = logCheck.evidence && logCheck.evidence.length > 0 ? logCheck.evidence : [logCheck.command.split('{since}')[0].trim()];
  const done = evidence.filter(Boolean).some((prefix) => runs.some((run) => matchesPrefix(run.words, prefix)));
  if (done) return undefined;
  return { category: 'logs', text: 'Check the logs for errors since the change', command: logCheck.command.replaceAll('{since}', sinceWindow(elapsedSeconds)) };
}
