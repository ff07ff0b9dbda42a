import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCheckpoint } from '../../src/checkpoint/build.js';
import { DEFAULT_CONFIG } from '../../src/config/schema.js';
import type { ToolCall } from '../../src/transcript/timeline.js';
import { edit, failedShell, gitRepo, read, shell, timeline, writeFiles } from './_helpers.js';

// A long turn of many commands: each command line is parsed a bounded number of times, however many
// failures come before it (the failure check used to re-read every later command for each failure).
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/checkpoint/shell.js', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const counted: Record<string, unknown> = {};
  // the parsers of a whole command line; word helpers are cheap and left uncounted
  for (const [name, value] of Object.entries(real))
    counted[name] =
      typeof value === 'function' && ['segmentCommand', 'normalizedCommand'].includes(name)
        ? (...args: unknown[]) => {
            parses.count++;
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value;
  return counted;
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('failures of a long turn', () => {
  it('are judged in one pass: command parses grow with the calls, not with failures times calls', async () => {
    const r = gitRepo({ 'package.json': '{"scripts":{"test":"node --test"}}\n', 'src/a.js': '' });
    cleanups.push(r.cleanup);
    writeFiles(r.root, { 'src/a.js': 'module.exports = 1;\n' });
    const rounds = 400;
    const calls: ToolCall[] = [read('src/a.js'), edit('src/a.js')];
    // every step fails once, then a different command passes: no failure is resolved by what follows
    for (let i = 0; i < rounds; i++) calls.push(failedShell(`node build-${i}.js`, `Error: step ${i} failed`), shell(`echo done-${i}`));
    parses.count = 0;
    const result = await buildCheckpoint({ cwd: r.root, timeline: timeline(calls), config: DEFAULT_CONFIG, elapsedSeconds: 90, env: {} });
    expect(result.actions.length).toBeGreaterThan(0);
    // about 4,400 for these 802 calls; re-reading the later commands for each failure took over 160,000
    expect(parses.count).toBeLessThan(calls.length * 10);
  });
});
