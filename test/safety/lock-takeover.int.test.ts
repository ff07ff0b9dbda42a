// The session lock across two real processes when the holder is slow, not dead: it keeps the lock past
// the stale bound, so the other writer takes it over and writes. The slow one must then write nothing:
// a write from its old read would drop the update made meanwhile (a lost update). The stale bound is
// 60 s in the product (longer than any hook runs); here it is 300 ms so that the test can outlive it.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';

const STALE_MS = 300;
let dir: string;
let writer: string;

beforeAll(async () => {
  dir = tempDir('checkpoint-lock-takeover-');
  // The writer is TypeScript importing the real store: bundled with the project's own bundler.
  const ncc = createRequire(import.meta.url)('@vercel/ncc') as (
    entry: string,
    options: Record<string, unknown>,
  ) => Promise<{ code: string }>;
  const { code } = await ncc(join(__dirname, 'lock-writer.ts'), { target: 'es2022', quiet: true, cache: false, transpileOnly: true });
  writer = join(dir, 'writer.js');
  writeFileSync(writer, code);
}, 120_000);

interface Writer {
  locked: Promise<void>;
  done: Promise<string>;
}

function startWriter(stateDir: string, name: string, holdMs: number): Writer {
  const child = spawn(process.execPath, [writer, stateDir, name, String(holdMs), String(STALE_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let onLocked: () => void = () => {};
  const locked = new Promise<void>((resolve) => (onLocked = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('locked\n')) onLocked();
  });
  const done = new Promise<string>((resolve) => child.on('close', () => resolve(out.replace('locked\n', '').trim())));
  return { locked, done };
}

describe('a slow lock holder outlived by the stale bound', () => {
  it('the other process takes the lock over and writes; the slow one writes nothing; no update is lost', async () => {
    const stateDir = join(dir, 'state');
    // `slow` holds the lock ten stale bounds long; `fast` starts once it holds it.
    const slow = startWriter(stateDir, 'slow', STALE_MS * 10);
    await slow.locked;
    const started = Date.now();
    const fast = startWriter(stateDir, 'fast', 0);
    expect(await fast.done).toBe('written');
    // It waited for the stale bound, not for the slow writer to finish.
    expect(Date.now() - started).toBeLessThan(STALE_MS * 10);
    expect(await slow.done).toMatch(/^refused: lock of .* lost: nothing written$/);
    const state = JSON.parse(readFileSync(join(stateDir, 'sessions', 'claude', 'shared.json'), 'utf8'));
    expect([state.turnKey, state.turnCounter]).toEqual(['fast', 1]);

    // The next writer finds the lock free and the fast writer's update in place.
    const next = startWriter(stateDir, 'next', 0);
    expect(await next.done).toBe('written');
    const after = JSON.parse(readFileSync(join(stateDir, 'sessions', 'claude', 'shared.json'), 'utf8'));
    expect([after.turnKey, after.turnCounter]).toEqual(['fast+next', 2]);
  }, 60_000);
});
