// Concurrency and crash safety of every file checkpoint keeps (issue 14), black-box on the built
// bundle: session state, restore-point records, markers, the shadow snapshot store, goals and reports.
// - A crowd of hooks and `checkpoint save` runs on one session at once: every file parses, no prompt
//   and no save is lost, a crowd of stops of one turn respects the block cap, no lock or temp is left.
// - kill -9 at seeded random points of a stop, a prompt, a save (its snapshot) and goal/rewind: every
//   file is the old or the new version (it parses), the shadow repository passes `git fsck`, and the
//   next run works and applies its event.
// CI: CHECKPOINT_HARDENING_CROWD (default 40) and CHECKPOINT_HARDENING_KILLS (default 24);
// scripts/hardening.mjs runs 200 and 300.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import { BUNDLE } from '../helpers/bundle.js';
import { waitForBackgroundRuns } from '../helpers/temp.js';
import { writeUserConfig } from '../helpers/user-config.js';
import { type Ground, makeGround } from '../safety/_ground.js';
import { random } from './corpus.js';

const CROWD = Number(process.env.CHECKPOINT_HARDENING_CROWD ?? process.env.CHECKPOINT_STRESS_HOOKS) || 40;
const KILLS = Number(process.env.CHECKPOINT_HARDENING_KILLS ?? process.env.CHECKPOINT_STRESS_KILL_ROUNDS) || 24;
const SEED = Number(process.env.CHECKPOINT_HARDENING_SEED) || 20261123;
/** Far past the agents' own hook timeouts: a run still going then is a hang. */
const HANG_MS = 90_000;
const REPORT_DIR = process.env.CHECKPOINT_STRESS_REPORT_DIR;
const figures: Record<string, unknown> = {};

let ground: Ground;
beforeAll(() => {
  ground = makeGround('checkpoint-crash-');
  // Risky commands take their restore point inline in the tool hook: the crowd then saves from hooks too.
  writeUserConfig(ground.env, { restore: { autoSave: ['start', 'turn', 'risky'] } });
});
afterAll(() => {
  if (REPORT_DIR) writeFileSync(join(REPORT_DIR, 'crash.json'), JSON.stringify(figures, null, 2));
  ground?.remove();
});

interface Done {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  ms: number;
}

/** One run of the bundle (a hook with its payload, or a command); SIGKILL after `killAfterMs`. */
function start(args: string[], options: { payload?: Record<string, unknown>; killAfterMs?: number; session?: string } = {}): Promise<Done> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [BUNDLE, ...args], {
      cwd: ground.repo,
      env: { ...ground.env, CLAUDE_CODE_SESSION_ID: options.session ?? '' },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stdin.on('error', () => {});
    child.stdin.end(options.payload ? JSON.stringify(options.payload) : '');
    const kill = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? HANG_MS);
    child.on('close', (status, signal) => {
      clearTimeout(kill);
      resolve({ status, signal, stdout, ms: Date.now() - started });
    });
  });
}

const hook = (session: string, event: Record<string, unknown>) => ({
  session_id: session,
  transcript_path: ground.transcript,
  cwd: ground.repo,
  ...event,
});
const prompt = (session: string, id: string) =>
  hook(session, { hook_event_name: 'UserPromptSubmit', prompt: `prompt ${id}`, prompt_id: id });
const stop = (session: string) => hook(session, { hook_event_name: 'Stop', stop_hook_active: false });
const tool = (session: string, command: string) =>
  hook(session, { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command } });

function files(dir = ground.state): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name));
  } catch {
    return [];
  }
}

const isShadow = (path: string) => /\/shadow(\/|$)/.test(path);

/** Files of the state dir that do not parse: a torn write. Temp files of killed runs are named `*.tmp` and skipped by readers. */
function tornFiles(): string[] {
  return files()
    .filter((path) => path.endsWith('.json') && !isShadow(path))
    .filter((path) => {
      try {
        JSON.parse(readFileSync(path, 'utf8'));
        return false;
      } catch (error) {
        return (error as NodeJS.ErrnoException).code !== 'EISDIR' && (error as NodeJS.ErrnoException).code !== 'ENOENT';
      }
    });
}

/** Locks and temp files outside the shadow repository (git's own are checked by fsck). */
const leftovers = () => files().filter((path) => !isShadow(path) && /(\.lock|\.tmp|\.takeover|\/lock)$/.test(path));

function shadowDirs(): string[] {
  return files(join(ground.state, 'restore')).filter((path) => path.endsWith('/shadow'));
}

function fsck(): string[] {
  return shadowDirs().flatMap((dir) => {
    const run = spawnSync('git', ['--git-dir', dir, 'fsck', '--no-dangling', '--no-progress'], {
      env: { PATH: process.env.PATH, GIT_CONFIG_NOSYSTEM: '1', HOME: ground.home },
      encoding: 'utf8',
    });
    return run.status === 0 ? [] : [`${dir}: ${run.stdout}${run.stderr}`.trim()];
  });
}

/** Waits (bounded) for the detached restore-point runs the hooks started. */
async function quiet(): Promise<void> {
  waitForBackgroundRuns(ground.state, 60_000);
}

const pointIds = () =>
  files(join(ground.state, 'restore'))
    .filter((path) => /\/points\/[^/]+\.json$/.test(path))
    .map((path) => path.replace(/^.*\/points\/|\.json$/g, ''));
const sessionState = (session: string) => JSON.parse(readFileSync(join(ground.state, 'sessions', 'claude', `${session}.json`), 'utf8'));

describe('concurrency on one session, restore saves included', () => {
  it(`${CROWD} runs at once (prompts, tool uses, risky commands, stops, checkpoint save): nothing lost, nothing torn, nothing left`, async () => {
    const session = 'crowd-saves';
    expect((await start(['hook', 'claude'], { payload: prompt(session, 'first') })).status).toBe(0);
    const kinds = ['prompt', 'tool', 'risky', 'stop', 'save'] as const;
    const plan = Array.from({ length: CROWD }, (_, i) => kinds[i % kinds.length]!);
    const started = Date.now();
    const runs = await Promise.all(
      plan.map((kind, i) => {
        if (kind === 'prompt') return start(['hook', 'claude'], { payload: prompt(session, `p-${i}`) });
        if (kind === 'tool') return start(['hook', 'claude'], { payload: tool(session, 'ls') });
        if (kind === 'risky') return start(['hook', 'claude'], { payload: tool(session, 'git reset --hard') });
        if (kind === 'stop') return start(['hook', 'claude'], { payload: stop(session) });
        return start(['save', '--note', `save ${i}`], { session });
      }),
    );
    await quiet();
    const saves = runs.filter((_, i) => plan[i] === 'save');
    const savedIds = saves.map((run) => /Saved restore point (\S+)/.exec(run.stdout)?.[1]);
    figures.crowd = {
      runs: CROWD,
      ms: Date.now() - started,
      slowestMs: Math.max(...runs.map((run) => run.ms)),
      saves: saves.length,
      riskyCommands: plan.filter((kind) => kind === 'risky').length,
      points: pointIds().length,
    };
    expect(runs.map((run) => run.status)).toEqual(Array(CROWD).fill(0));
    expect(savedIds.every(Boolean)).toBe(true);
    expect(pointIds()).toEqual(expect.arrayContaining(savedIds as string[]));
    // Every save and every risky command's point: none lost to the others writing at the same time.
    const risky = plan.filter((kind) => kind === 'risky').length;
    expect(pointIds().length).toBeGreaterThanOrEqual(saves.length + risky);
    expect(sessionState(session).turnCounter).toBe(plan.filter((kind) => kind === 'prompt').length + 1);
    expect(tornFiles()).toEqual([]);
    expect(leftovers()).toEqual([]);
    expect(fsck()).toEqual([]);
  }, 300_000);

  it(`${Math.max(10, Math.round(CROWD / 4))} stops of one turn at once: at most maxBlocksPerTurn blocks`, async () => {
    const session = 'crowd-stops';
    expect((await start(['hook', 'claude'], { payload: prompt(session, 'p-1') })).status).toBe(0);
    const count = Math.max(10, Math.round(CROWD / 4));
    const runs = await Promise.all(Array.from({ length: count }, () => start(['hook', 'claude'], { payload: stop(session) })));
    expect(runs.map((run) => run.status)).toEqual(Array(count).fill(0));
    const blocks = runs.filter((run) => run.stdout.includes('"decision":"block"')).length;
    figures.stopCrowd = { stops: count, blocks };
    expect(blocks).toBeGreaterThanOrEqual(1);
    expect(blocks).toBeLessThanOrEqual(DEFAULT_CONFIG.maxBlocksPerTurn);
    await quiet();
    expect(leftovers()).toEqual([]);
  }, 300_000);
});

describe('kill -9 at random points', () => {
  it(`${KILLS} rounds over stops, prompts, saves and goal/rewind: old or new, never torn; the next run applies its event`, async () => {
    const session = 'killed';
    const r = random(SEED);
    const victims = ['stop', 'prompt', 'save', 'save', 'goal'] as const;
    const tally: Record<string, number> = {};
    const killed: Record<string, number> = {};
    let counted = 0;
    let saves = 0;
    for (let round = 0; round < KILLS; round++) {
      const victim = victims[round % victims.length]!;
      // Early, middle and late: a stop holds its lock and writes late; a save writes its snapshot late.
      // Spread over a run's own length (a hook takes about 70-150 ms, a save up to twice that), so most
      // kills land mid-run, some just before the end while the state or the snapshot is written.
      const delay = r.pick([5, 15, 30, 45, 60, 80, 100, 130, 170]) * (0.5 + r.next());
      let run: Awaited<ReturnType<typeof start>>;
      if (victim === 'stop') run = await start(['hook', 'claude'], { payload: stop(session), killAfterMs: delay });
      else if (victim === 'prompt') run = await start(['hook', 'claude'], { payload: prompt(session, `k-${round}`), killAfterMs: delay });
      else if (victim === 'save') run = await start(['save', '--note', `killed ${round}`], { session, killAfterMs: delay });
      else {
        run = await start(['goal', `question ${round}`], { session, killAfterMs: delay });
        if (run.status === 0) run = await start(['rewind', `report ${round}`], { session, killAfterMs: r.pick([5, 30, 100, 300]) });
      }
      tally[victim] = (tally[victim] ?? 0) + 1;
      // A kill that found the process already done proves nothing: count the ones that landed.
      if (run.signal === 'SIGKILL') killed[victim] = (killed[victim] ?? 0) + 1;
      await quiet();
      const torn = tornFiles();
      expect(torn, `round ${round} (${victim} killed after ${Math.round(delay)} ms)`).toEqual([]);
      // The next run works and applies its event.
      const next = await start(['hook', 'claude'], { payload: prompt(session, `a-${round}`) });
      expect(next.status).toBe(0);
      const state = sessionState(session);
      expect(state.turnCounter).toBeGreaterThan(counted);
      counted = state.turnCounter;
      if (round % 6 === 5 || round === KILLS - 1) {
        const save = await start(['save', '--note', `after ${round}`], { session });
        expect(save.status, `save after round ${round}`).toBe(0);
        saves++;
        await quiet();
        expect(fsck()).toEqual([]);
      }
    }
    // Leftovers of killed runs are cleaned or ignored: the readers above never tripped on them.
    const left = leftovers();
    // How many kills landed mid-run depends on the machine's speed (a quick run may end before its
    // delay): reported in the figures; that some did is the least the rounds must show.
    const landed = Object.values(killed).reduce((sum, n) => sum + n, 0);
    expect(landed).toBeGreaterThan(0);
    figures.kills = {
      rounds: KILLS,
      landed,
      killedMidRun: killed,
      victims: tally,
      savesAfter: saves,
      points: pointIds().length,
      leftoversIgnored: left.length,
      torn: 0,
    };
    expect(leftovers().filter((path) => path.endsWith('.json.lock'))).toEqual([]);
  }, 900_000);
});
