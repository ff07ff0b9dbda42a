import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKPOINT_PREFIX } from '../../src/transcript/timeline.js';
import { tempDir as makeTempDir } from '../helpers/temp.js';

// Captured agent files (see test/fixtures/README.md).
export const FIXTURES = path.resolve(__dirname, '../fixtures');

/** The reason the capture's test hook used; our hook's reasons start with the prefix instead. */
export const FIXTURE_REASON = 'checkpoint: verification failed; please run the second command';
export const OUR_REASON = `${CHECKPOINT_PREFIX}Context-aware checkpoint\\n\\nRequired actions: run the tests`;

export function fixture(relative: string): string {
  return path.join(FIXTURES, relative);
}

export function fixtureText(relative: string): string {
  return readFileSync(fixture(relative), 'utf8');
}

/** Payloads a hook received during the capture (`stdin` of each line), in order. */
export function hookPayloads(relative: string): Record<string, unknown>[] {
  return fixtureText(relative)
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line).stdin as Record<string, unknown>);
}

export function tempDir(): string {
  return makeTempDir('checkpoint-transcript-');
}

let counter = 0;
/** Writes text (or JSONL records) to a fresh temp file and returns its path. */
export function writeTranscript(content: string | unknown[], name = `t${counter++}.jsonl`): string {
  const file = path.join(tempDir(), name);
  const text = typeof content === 'string' ? content : `${content.map((r) => JSON.stringify(r)).join('\n')}\n`;
  writeFileSync(file, text);
  return file;
}
