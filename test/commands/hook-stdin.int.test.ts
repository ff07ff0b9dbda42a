// Every kind of stdin an agent can hand a hook, through the real bundle: Claude Code and Gemini CLI (node)
// give a socket, Codex and a shell pipeline a pipe, a wrapper a file or /dev/null. The hook reads fd 0
// without Node's stream (util/stdin.ts); each kind must be read whole, and a writer that holds the pipe
// open must not hold the hook: it answers and exits at once.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { type Ground, makeGround } from '../safety/_ground.js';

let ground: Ground;

beforeAll(() => {
  ground = makeGround('checkpoint-stdin-');
});
afterAll(() => ground.remove());

const prompt = (sessionId: string) =>
  JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: sessionId, cwd: ground.repo, prompt: 'go' });

/** Runs `script` in sh with the bundle as $BUNDLE; returns what the hook printed and how long sh took. */
function shell(script: string, env: NodeJS.ProcessEnv = {}) {
  const started = Date.now();
  const run = spawnSync('sh', ['-c', script], {
    cwd: ground.repo,
    env: { ...ground.env, BUNDLE, NODE: process.execPath, ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
  return { ...run, ms: Date.now() - started };
}

/** How long the writer of a held pipe keeps it open; the hook must be done well before. */
const HOLD_S = 10;
/** The hook on the right of a pipeline, timing itself (the pipeline as a whole waits for the writer). */
const TIMED_HOOK =
  '{ start=$(date +%s%N); "$NODE" "$BUNDLE" hook claude; code=$?; echo "hook-exit $code hook-ms $(( ($(date +%s%N) - start) / 1000000 ))" >&2; }';
const hookMs = (stderr: string) => Number(/hook-ms (\d+)/.exec(stderr)?.[1] ?? Number.NaN);

/**
 * Runs a pipeline whose writer holds the pipe open for HOLD_S, until the timed hook in it reports its
 * exit; then ends the writer (the whole process group) rather than waiting it out. What the hook
 * printed is complete by then: its own process had exited before the report.
 */
function heldPipeline(script: string, env: NodeJS.ProcessEnv = {}): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', script], {
      cwd: ground.repo,
      env: { ...ground.env, BUNDLE, NODE: process.execPath, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    const end = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const bound = setTimeout(end, (HOLD_S + 5) * 1000);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (/hook-ms \d+/.test(stderr)) end();
    });
    child.on('close', () => {
      clearTimeout(bound);
      resolve({ stdout, stderr });
    });
  });
}

const turns = (sessionId: string) =>
  JSON.parse(readFileSync(join(ground.state, 'sessions', 'claude', `${sessionId}.json`), 'utf8')).turnCounter as number;

describe('the hook reads its payload from any stdin', () => {
  it('a pipe the writer closes (a shell pipeline, Codex)', () => {
    const run = shell('printf %s "$PAYLOAD" | "$NODE" "$BUNDLE" hook claude', { PAYLOAD: prompt('s-pipe') });
    expect(run.status).toBe(0);
    expect(turns('s-pipe')).toBe(1);
  });

  it('a pipe held open after a complete payload: applied, and the hook exits without waiting for the writer', async () => {
    const run = await heldPipeline(`{ printf %s "$PAYLOAD"; sleep ${HOLD_S}; } | ${TIMED_HOOK}`, { PAYLOAD: prompt('s-held-pipe') });
    expect(run.stderr).toContain('hook-exit 0');
    expect(hookMs(run.stderr)).toBeLessThan(HOLD_S * 1000 - 1000);
    expect(turns('s-held-pipe')).toBe(1);
  });

  it('a pipe held open with nothing written: gives up after the silence, answers nothing', async () => {
    const run = await heldPipeline(`{ sleep ${HOLD_S}; } | ${TIMED_HOOK}`);
    expect(run.stderr).toContain('hook-exit 0');
    expect(run.stdout).toBe('');
    expect(hookMs(run.stderr)).toBeLessThan(HOLD_S * 1000 - 1000);
  });

  it('a payload that reaches a pipe in two pieces, the writer still open: waits for the rest, applies it', async () => {
    const payload = prompt('s-pieces');
    const run = await heldPipeline(`{ printf %s "$HEAD"; sleep 0.3; printf %s "$TAIL"; sleep ${HOLD_S}; } | ${TIMED_HOOK}`, {
      HEAD: payload.slice(0, 30),
      TAIL: payload.slice(30),
    });
    expect(run.stderr).toContain('hook-exit 0');
    expect(hookMs(run.stderr)).toBeLessThan(HOLD_S * 1000 - 1000);
    expect(turns('s-pieces')).toBe(1);
  });

  it('with CHECKPOINT_DISABLE set, stdin is not even read: what follows the hook on the same pipe gets the payload', () => {
    const run = shell('printf %s "$PAYLOAD" | { "$NODE" "$BUNDLE" hook claude; cat; }', {
      PAYLOAD: prompt('s-disabled'),
      CHECKPOINT_DISABLE: '1',
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(prompt('s-disabled'));
  });

  it('a regular file', () => {
    const file = join(ground.root, 'payload.json');
    writeFileSync(file, prompt('s-file'));
    const run = shell('"$NODE" "$BUNDLE" hook claude < "$FILE"', { FILE: file });
    expect(run.status).toBe(0);
    expect(turns('s-file')).toBe(1);
  });

  it('/dev/null and a closed stdin: nothing to answer, exit 0 at once', () => {
    for (const redirect of ['< /dev/null', '<&-']) {
      const run = shell(`"$NODE" "$BUNDLE" hook claude ${redirect}`);
      expect(run.status).toBe(0);
      expect(run.stdout).toBe('');
      expect(run.ms).toBeLessThan(3000);
    }
  });

  it('a Stop answered through a closed stdout: exit 0 (the agent stopped listening)', () => {
    const stop = JSON.stringify({
      hook_event_name: 'Stop',
      session_id: 's-closed-out',
      cwd: ground.repo,
      transcript_path: ground.transcript,
    });
    const run = shell('printf %s "$PAYLOAD" | "$NODE" "$BUNDLE" hook claude >&-; echo "hook-exit $?" >&2', { PAYLOAD: stop });
    expect(run.stderr).toContain('hook-exit 0');
  });
});
