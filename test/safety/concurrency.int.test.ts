// The session lock across real processes, black-box on the built bundle: a crowd of mixed hooks on
// one session loses no prompt, and runs killed with SIGKILL at random points leave neither a torn
// state file, nor a temp file after the next run, nor a lock that holds the next run up.
// The integration project runs 60 hooks (enough that, without the lock, some of their prompts are lost)
// and 24 kill rounds, as the hardening crash suite does; scripts/stress.mjs and scripts/hardening.mjs
// run 200 and 300 (CHECKPOINT_STRESS_*) and print the figures.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { type Ground, makeGround, runBundle } from './_ground.js';

const HOOKS = Number(process.env.CHECKPOINT_STRESS_HOOKS) || 60;
const KILL_ROUNDS = Number(process.env.CHECKPOINT_STRESS_KILL_ROUNDS) || 24;
const REPORT_DIR = process.env.CHECKPOINT_STRESS_REPORT_DIR;
const figures: Record<string, unknown> = {};

let bundle: string;
let ground: Ground;
beforeAll(() => {
  bundle = BUNDLE;
  ground = makeGround('checkpoint-concurrency-');
});
afterAll(() => {
  if (REPORT_DIR) writeFileSync(join(REPORT_DIR, 'concurrency.json'), JSON.stringify(figures, null, 2));
  ground?.remove();
});

function hook(session: string, event: Record<string, unknown>): Record<string, unknown> {
  return { session_id: session, transcript_path: ground.transcript, cwd: ground.repo, ...event };
}

/** Starts one hook process; resolves with its exit status. `killAfterMs` sends SIGKILL then. */
function start(payload: Record<string, unknown>, killAfterMs?: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle, 'hook', 'claude'], {
      cwd: ground.repo,
      env: ground.env,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.stdin.on('error', () => {});
    child.stdin.end(JSON.stringify(payload));
    const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve(status);
    });
  });
}

function sessionFiles(): string[] {
  return readdirSync(join(ground.state, 'sessions', 'claude')).sort();
}

describe('many hook processes on one session', () => {
  it(`${HOOKS} mixed hooks at once (prompts, tool uses, stops): every prompt counted`, async () => {
    const session = 'crowd';
    const kinds = ['prompt', 'tool', 'stop'] as const;
    const plan = Array.from({ length: HOOKS }, (_, i) => kinds[i % 3]!);
    const prompts = plan.filter((kind) => kind === 'prompt').length;
    // A first prompt, so that no stop of the crowd starts the turn from the transcript itself (a stop
    // that finds no prompt recorded does, and would count one more).
    expect(await start(hook(session, { hook_event_name: 'UserPromptSubmit', prompt: 'first', prompt_id: 'p-first' }))).toBe(0);
    const started = Date.now();
    const statuses = await Promise.all(
      plan.map((kind, i) => {
        if (kind === 'prompt')
          return start(hook(session, { hook_event_name: 'UserPromptSubmit', prompt: `prompt ${i}`, prompt_id: `p-${i}` }));
        if (kind === 'tool')
          return start(hook(session, { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } }));
        return start(hook(session, { hook_event_name: 'Stop', stop_hook_active: false }));
      }),
    );
    figures.crowd = { hooks: HOOKS, prompts, ms: Date.now() - started };
    expect(statuses).toEqual(Array(HOOKS).fill(0));
    const state = JSON.parse(readFileSync(join(ground.state, 'sessions', 'claude', `${session}.json`), 'utf8'));
    (figures.crowd as Record<string, unknown>).counted = state.turnCounter - 1;
    expect(state.turnCounter).toBe(prompts + 1);
    expect(sessionFiles().filter((name) => name.startsWith(`${session}.`))).toEqual([`${session}.json`]);
  }, 120_000);

  it(`${KILL_ROUNDS} kill -9 rounds: no torn state, no temp file after the next run, no wait over 500 ms on a dead lock`, async () => {
    const session = 'killed';
    let counted = 0;
    let leftLocks = 0;
    let leftTemps = 0;
    let longestWait = 0;
    const waits: number[] = [];
    for (let round = 0; round < KILL_ROUNDS; round++) {
      // A Stop holds the lock across its git calls; killing it anywhere in its life lands sometimes
      // before the lock, sometimes while held, sometimes between the temp write and the rename.
      const victim =
        round % 2 === 0
          ? hook(session, { hook_event_name: 'Stop', stop_hook_active: false })
          : hook(session, { hook_event_name: 'UserPromptSubmit', prompt: `killed ${round}`, prompt_id: `k-${round}` });
      await start(victim, 10 + Math.random() * 240);
      const left = sessionFiles();
      if (left.includes(`${session}.json.lock`)) leftLocks++;
      if (left.includes(`${session}.json.tmp`)) leftTemps++;
      const next = await runBundle(bundle, ['hook', 'claude'], {
        cwd: ground.repo,
        env: { ...ground.env, CHECKPOINT_DEBUG: '1' },
        input: JSON.stringify(hook(session, { hook_event_name: 'UserPromptSubmit', prompt: `after ${round}`, prompt_id: `a-${round}` })),
      });
      expect(next.status).toBe(0);
      const wait = Number(/lock acquired after (\d+) ms/.exec(next.stderr)?.[1] ?? 0);
      waits.push(wait);
      longestWait = Math.max(longestWait, wait);
      expect(wait).toBeLessThanOrEqual(500);
      // Nothing but the state file remains, and it parses.
      expect(sessionFiles().filter((name) => name.startsWith(`${session}.`))).toEqual([`${session}.json`]);
      const state = JSON.parse(readFileSync(join(ground.state, 'sessions', 'claude', `${session}.json`), 'utf8'));
      expect(state.turnCounter).toBeGreaterThan(counted);
      counted = state.turnCounter;
    }
    figures.kills = {
      rounds: KILL_ROUNDS,
      locksLeftByKilledRun: leftLocks,
      tempsLeftByKilledRun: leftTemps,
      longestWaitMs: longestWait,
      waitsOver100ms: waits.filter((w) => w > 100).length,
    };
  }, 180_000);
});
