// History is per workspace (issue 28, class 6): the store cap (`restore.maxStoreBytes`, from the user's own
// config) never drops a workspace's points for another workspace's size. One workspace whose newest point
// alone is over the cap: its save says so; neither `checkpoint prune` nor the daily prune (a session start)
// takes the other workspace's points. The real bundle, two real repositories sharing one state dir.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUNDLE } from '../helpers/bundle.js';
import { waitForBackgroundRuns } from '../helpers/temp.js';
import { writeUserConfig } from '../helpers/user-config.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let box: Sandbox | undefined;
afterEach(() => {
  box?.cleanup();
  box = undefined;
});

const CAP = 1_000_000;

describe('the store cap is per workspace (class 6)', () => {
  it("a point alone over restore.maxStoreBytes is reported at save; neither the daily prune nor `checkpoint prune` drops another workspace's points for it", () => {
    box = makeRepo({ 'src/app.js': 'export const a = 1;\n' });
    const sandbox = box;
    const env = { ...box.env, CHECKPOINT_THRESHOLD_SECONDS: '3600' };
    writeUserConfig(env, { restore: { maxStoreBytes: CAP, autoSave: ['start', 'turn', 'precompact', 'risky'] } });
    const small = box.repo;
    // The big workspace: another repository, the same user, the same state dir.
    const big = join(box.base, 'big');
    mkdirSync(big);
    writeFileSync(join(big, 'README.md'), '# big\n');
    sh(big, 'init', '-q', '-b', 'main');
    sh(big, 'add', '-A');
    sh(big, 'commit', '-qm', 'initial');
    const cli = (cwd: string, args: string[]) => {
      waitForBackgroundRuns(sandbox.base);
      const run = spawnSync(process.execPath, [BUNDLE, ...args], { cwd, env, encoding: 'utf8' });
      return { status: run.status, out: `${run.stdout}${run.stderr}` };
    };
    const hook = (cwd: string, event: Record<string, unknown>) => {
      const payload = {
        session_id: `s-${cwd === big ? 'big' : 'small'}`,
        transcript_path: join(sandbox.base, 'none.jsonl'),
        cwd,
        ...event,
      };
      const run = spawnSync(process.execPath, [BUNDLE, 'hook', 'claude'], { input: JSON.stringify(payload), env, encoding: 'utf8' });
      expect(run.status).toBe(0);
    };
    const ids = (cwd: string): string[] => JSON.parse(cli(cwd, ['list', '--json']).out).map((row: { id: string }) => row.id);

    // The small workspace: four automatic points (risky: taken by the hook itself), a few KB in all.
    for (let i = 0; i < 4; i++) {
      box.write('src/app.js', `export const a = ${i + 2};\n`);
      hook(small, { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'rm -rf build' }, tool_use_id: `t${i}` });
    }
    const smallPoints = ids(small);
    expect(smallPoints).toHaveLength(4);

    // Random bytes do not compress: this one point is three times the cap.
    writeFileSync(join(big, 'model.bin'), randomBytes(3 * CAP));
    // The save may keep or refuse its snapshot; either way it says why.
    const saved = cli(big, ['save']);

    // The daily prune, started by a session start in the big workspace; then `checkpoint prune`, in either.
    hook(big, { hook_event_name: 'SessionStart', source: 'startup' });
    waitForBackgroundRuns(box.base);
    expect(ids(small)).toEqual(smallPoints);
    for (const cwd of [big, small]) {
      const pruned = cli(cwd, ['prune']);
      expect(pruned.status, pruned.out).toBe(0);
      expect(ids(small)).toEqual(smallPoints);
    }
    // The save said its point alone is past the cap.
    expect(saved.out).toContain('maxStoreBytes');
  });
});
