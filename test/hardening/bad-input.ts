// The bad-input suite (issue 14): a seeded corpus per entry point (hook claude|gemini|codex, notify),
// each input run in-process and a sample through the built bundle. Every input: exit 0, stdout empty
// or one JSON object the agent accepts, nothing on stderr, nothing written outside the state dir,
// a private state dir, bounded time and memory, no process left behind.
// CI runs CHECKPOINT_HARDENING_INPUTS (default 150) per entry point; `npm run hardening` runs 2,500.
// One test file per entry point (bad-input-<entry>.int.test.ts), so that the four run side by side.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/temp.js';
import { runBatch } from './batch.js';
import type { Entry } from './corpus.js';

const COUNT = Number(process.env.CHECKPOINT_HARDENING_INPUTS) || 150;
const SAMPLE = Number(process.env.CHECKPOINT_HARDENING_SAMPLE) || 6;
const SEED = Number(process.env.CHECKPOINT_HARDENING_SEED) || 20261123;
const REPORT_DIR = process.env.CHECKPOINT_STRESS_REPORT_DIR;

export function badInputSuite(entry: Entry): void {
  describe('bad input, seeded corpus', () => {
    it(
      `${entry}: ${COUNT} inputs (seed ${SEED}), ${SAMPLE} of them through the bundle`,
      async () => {
        const result = await runBatch(entry, { count: COUNT, sample: SAMPLE, seed: SEED, root: tempDir(`checkpoint-hardening-${entry}-`) });
        if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `bad-input-${entry}.json`), JSON.stringify(result, null, 2));
        expect(result.failures).toEqual([]);
        expect(result.inputs).toBe(COUNT);
        expect(result.spawned).toBeGreaterThan(0);
        // The control: the captured payloads reach the real work (a stop of the captured turn blocks).
        // Gemini's captured AfterAgent payloads come from a run whose turn the session file does not hold.
        if (entry === 'claude' || entry === 'codex') expect(result.blocked).toBeGreaterThan(0);
      },
      COUNT * 2_000 + 120_000,
    );
  });
}
