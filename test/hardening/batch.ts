// Runs one entry point's corpus: every input in this process (runHook / runNotify, as the commands
// call them, one after another with a per-input timeout), and a seeded sample also through the
// built bundle in its own process, as the agent runs it. Spawning thousands of processes would take
// minutes; the in-process runs reach the same code, the spawned sample proves the process view
// (exit status, stdout bytes, memory, nothing left running).
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runHook } from '../../src/commands/hook.js';
import { notifyDeps } from '../../src/commands/notify.js';
import { runNotify } from '../../src/notify/route.js';
import { BUNDLE } from '../helpers/bundle.js';
import { HOOK_PARTS } from '../helpers/hook-parts.js';
import { runBundle } from '../safety/_ground.js';
import {
  answerProblem,
  type Case,
  corpus,
  type Entry,
  type HostileGround,
  makeHostileGround,
  processesWith,
  random,
  treeChanges,
  treeOf,
} from './corpus.js';

/** Far above any input's real time (a stop waits at most ~1 s for its transcript); only a hang reaches it. */
export const INPUT_TIMEOUT_MS = 20_000;
/** A hook holds one payload (at most 8 MiB on stdin) and bounded reads: far below this. */
export const RSS_LIMIT_MIB = 300;

export interface BatchFigures {
  entry: Entry;
  seed: number;
  inputs: number;
  spawned: number;
  /** Inputs that got a non-empty answer, and how many of those blocked. */
  answered: number;
  blocked: number;
  slowestMs: number;
  slowestSpawnMs: number;
  largestRssMiB: number;
  failures: string[];
}

interface Ran {
  stdout: string;
  stderr: string;
  ms: number;
  timedOut: boolean;
}

async function inProcess(c: Case, env: NodeJS.ProcessEnv): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const writes = { out: process.stdout.write, err: process.stderr.write };
  // Anything the code prints itself (not via the returned answer) counts: stdout must stay clean,
  // and stderr is for CHECKPOINT_DEBUG only.
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), INPUT_TIMEOUT_MS)));
  try {
    const work = (async () => {
      if (c.entry === 'notify') {
        await runNotify(c.argv!, notifyDeps(env, HOOK_PARTS));
        return undefined;
      }
      // The command decodes stdin as UTF-8, as readStdin does.
      return runHook(c.entry, c.stdin!.toString('utf8'), env, HOOK_PARTS);
    })();
    const result = await Promise.race([work, timeout]);
    if (result === 'timeout') return { stdout, stderr, ms: performance.now() - started, timedOut: true };
    if (result) stdout += `${JSON.stringify(result)}\n`;
    return { stdout, stderr, ms: performance.now() - started, timedOut: false };
  } finally {
    clearTimeout(timer);
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
  }
}

/** Waits (bounded) until no process carries the batch's marker: detached restore-point runs finish on their own. */
async function settled(marker: string, ms = 30_000): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = processesWith(marker);
  while (left.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = processesWith(marker);
  }
  return left;
}

/** Modes in the state dir that are not private: dirs must be 0700, files 0600 (git's read-only objects 0400). */
export function loosePermissions(state: string): string[] {
  const loose: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(state, { recursive: true, encoding: 'utf8' });
  } catch {
    return loose;
  }
  for (const name of ['', ...names]) {
    const path = join(state, name);
    let mode: number;
    let dir: boolean;
    try {
      const stat = statSync(path);
      mode = stat.mode & 0o777;
      dir = stat.isDirectory();
    } catch {
      continue;
    }
    if (dir ? mode !== 0o700 : (mode & 0o077) !== 0) loose.push(`${path} ${mode.toString(8)}`);
  }
  return loose;
}

// CHECKPOINT_HARDENING_TRACE=1 prints each input's time (to find what is slow).
const trace = (text: string) => process.stderr.write(text);

export async function runBatch(
  entry: Entry,
  options: { count: number; sample: number; seed: number; root: string },
): Promise<BatchFigures> {
  const ground: HostileGround = makeHostileGround(options.root);
  const nonce = randomUUID();
  const marker = `CHECKPOINT_HARDENING_BATCH=${nonce}`;
  const env: NodeJS.ProcessEnv = { ...ground.env, CHECKPOINT_HARDENING_BATCH: nonce };
  const figures: BatchFigures = {
    entry,
    seed: options.seed,
    inputs: 0,
    spawned: 0,
    answered: 0,
    blocked: 0,
    slowestMs: 0,
    slowestSpawnMs: 0,
    largestRssMiB: 0,
    failures: [],
  };
  const fail = (c: Case, problem: string) => {
    if (figures.failures.length < 25)
      figures.failures.push(`${entry} #${c.index} (seed ${options.seed}; ${c.label.slice(0, 120)}): ${problem}`);
  };
  // The sample: the first (captured) input, then seeded picks spread over the rest.
  const pick = random(options.seed ^ 0x5eed);
  const sampled = new Set([0]);
  while (sampled.size < Math.min(options.sample, options.count)) sampled.add(pick.int(options.count));
  const before = treeOf(options.root, [ground.state]);
  const savedEnv = process.env;
  // The whole process runs in the batch's world: os.tmpdir() and os.homedir() read these too. And
  // with umask 000, so that only checkpoint's own modes keep its files private (the spawned sample
  // inherits it).
  process.env = { ...env };
  const savedUmask = process.umask(0);
  try {
    for (const c of corpus(entry, options.count, options.seed, ground)) {
      figures.inputs++;
      const ran = await inProcess(c, env);
      figures.slowestMs = Math.max(figures.slowestMs, Math.round(ran.ms));
      if (ran.timedOut) fail(c, `no answer within ${INPUT_TIMEOUT_MS} ms`);
      const problem = answerProblem(entry, c.stdin, ran.stdout);
      if (problem) fail(c, problem);
      if (ran.stderr) fail(c, `wrote to stderr without CHECKPOINT_DEBUG: ${ran.stderr.slice(0, 200)}`);
      if (ran.stdout) figures.answered++;
      if (/"decision":"(block|deny)"/.test(ran.stdout)) figures.blocked++;
      if (savedEnv.CHECKPOINT_HARDENING_TRACE) trace(`${Math.round(ran.ms)} ms #${c.index} ${c.label.slice(0, 100)}\n`);
      if (!sampled.has(c.index)) continue;
      // The kernel refuses an argument over 128 KiB (E2BIG): Codex could not pass such a payload either.
      if (entry === 'notify' && c.argv!.some((arg) => Buffer.byteLength(arg) > 100_000)) continue;
      figures.spawned++;
      const args = entry === 'notify' ? ['notify', ...c.argv!] : ['hook', entry];
      const run = await runBundle(BUNDLE, args, { cwd: ground.repo, env, input: c.stdin, timeoutMs: INPUT_TIMEOUT_MS });
      figures.slowestSpawnMs = Math.max(figures.slowestSpawnMs, run.ms);
      if (Number.isFinite(run.rssMiB)) figures.largestRssMiB = Math.max(figures.largestRssMiB, Math.round(run.rssMiB));
      if (run.status !== 0) fail(c, `bundle exited ${run.status} (killed at ${INPUT_TIMEOUT_MS} ms if null)`);
      if (!(run.rssMiB < RSS_LIMIT_MIB)) fail(c, `bundle peak memory ${run.rssMiB} MiB`);
      const spawnedProblem = answerProblem(entry, c.stdin, run.stdout);
      if (spawnedProblem) fail(c, `bundle: ${spawnedProblem}`);
      if (run.stderr) fail(c, `bundle wrote to stderr without CHECKPOINT_DEBUG: ${run.stderr.slice(0, 200)}`);
    }
  } finally {
    process.env = savedEnv;
    process.umask(savedUmask);
  }
  const left = await settled(marker);
  if (left.length) figures.failures.push(`${entry}: ${left.length} process(es) still running 30 s after the batch: ${left.join(', ')}`);
  for (const change of treeChanges(before, treeOf(options.root, [ground.state]))) {
    if (figures.failures.length < 50) figures.failures.push(`${entry}: written outside the state dir: ${change}`);
  }
  for (const loose of loosePermissions(ground.state).slice(0, 10)) figures.failures.push(`${entry}: not private: ${loose}`);
  return figures;
}
