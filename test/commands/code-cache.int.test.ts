// The bundle's V8 code cache (scripts/build.mjs): written by the first run, written again by a run that
// takes a code path it does not cover yet, left alone otherwise; a broken cache file is only a slower run.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { waitForBackgroundRuns } from '../helpers/temp.js';
import { writeUserConfig } from '../helpers/user-config.js';
import { type Ground, makeGround } from '../safety/_ground.js';

let ground: Ground;
beforeAll(() => {
  ground = makeGround('checkpoint-code-cache-');
});
afterAll(() => ground.remove());

const cacheDir = () => join(ground.state, 'cache');
const cacheFile = () => {
  const files = readdirSync(cacheDir()).filter((name) => name.startsWith('bundle-') && name.endsWith('.v8'));
  expect(files).toHaveLength(1);
  return join(cacheDir(), files[0]);
};
const paths = () => {
  const text = readFileSync(cacheFile(), 'latin1');
  return text.slice(0, text.indexOf('\n')).split(' ');
};

function run(args: string[], input = '', env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [BUNDLE, ...args], {
    cwd: ground.repo,
    env: { ...ground.env, ...env },
    input,
    encoding: 'utf8',
  });
  expect(result.status).toBe(0);
  return result;
}

const prompt = (session: string) =>
  JSON.stringify({ hook_event_name: 'UserPromptSubmit', session_id: session, cwd: ground.repo, prompt: 'go' });

describe('the code cache', () => {
  it('CHECKPOINT_DISABLE=1 writes none', () => {
    run(['--version'], '', { CHECKPOINT_DISABLE: '1' });
    expect(() => readdirSync(cacheDir())).toThrow();
  });

  it('the first run writes it, naming its path', () => {
    expect(run(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(paths()).toEqual(['checkpoint-code-cache-1', '--version']);
  });

  it('a run on a covered path leaves it alone', () => {
    const before = statSync(cacheFile());
    run(['--version']);
    const after = statSync(cacheFile());
    expect([after.ino, after.mtimeMs, after.size]).toEqual([before.ino, before.mtimeMs, before.size]);
  });

  it('a new path (a hook event, a detached point, a judged stop) writes it again with that path and more compiled code', () => {
    const before = statSync(cacheFile()).size;
    // A prompt without a start point first: a detached run that read the cache before this run wrote it
    // would write it over, without this run's path, at its own exit (the last writer wins).
    const config = writeUserConfig(ground.env, { restore: { autoSave: ['precompact'] } });
    run(['hook', 'claude'], prompt('s-cache'));
    expect(paths()).toEqual(['checkpoint-code-cache-1', '--version', 'hook', 'hook:prompt']);
    const afterPrompt = statSync(cacheFile()).size;
    expect(afterPrompt).toBeGreaterThan(before);
    // With restore points on, a prompt captures the tree itself; the first one of a workspace leaves its tree to a
    // detached run, which reports its own path too.
    rmSync(config);
    run(['hook', 'claude'], prompt('s-cache-start'));
    waitForBackgroundRuns(ground.state);
    expect(paths()).toEqual(expect.arrayContaining(['--version', 'hook', 'hook:prompt', 'task:upkeep']));
    const afterStart = statSync(cacheFile()).size;
    expect(afterStart).toBeGreaterThan(afterPrompt);
    const stop = { hook_event_name: 'Stop', session_id: 's-cache', cwd: ground.repo, transcript_path: ground.transcript };
    expect(run(['hook', 'claude'], JSON.stringify(stop)).stdout).toContain('"decision":"block"');
    expect(paths()).toEqual(expect.arrayContaining(['hook:stop', 'transcript', 'build']));
    expect(statSync(cacheFile()).size).toBeGreaterThan(afterStart);
  });

  it('a broken cache file: the run works and writes a good one', () => {
    writeFileSync(cacheFile(), 'checkpoint-code-cache-1 --version\nnot v8 data at all');
    expect(run(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(paths()).toEqual(['checkpoint-code-cache-1', '--version']);
    writeFileSync(cacheFile(), 'garbage without a header');
    expect(run(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(paths()).toEqual(['checkpoint-code-cache-1', '--version']);
  });
});
