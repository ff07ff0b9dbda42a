// A risky command right after the first prompt (issue 28, class 13): the points of a session are ordered by the
// moment they describe, never by when a detached run finished, and the first prompt holds the user's work
// before its hook answers. So `git reset --hard && git clean -fd` run at once loses nothing `undo` cannot
// bring back. The real bundle driven as Claude Code drives it, on real git repositories.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeUserConfig } from '../helpers/user-config.js';
import { agentSession } from './_agent-sessions.js';
import { makeRepo, type Sandbox, sh } from './_helpers.js';

let boxes: Sandbox[] = [];
afterEach(() => {
  for (const box of boxes) box.cleanup();
  boxes = [];
});

describe('a risky command right after the first prompt (class 13)', () => {
  // It was a race (about 1 run in 6): the start point's detached run, at low priority on a busy machine, still
  // saving when the risky point was taken. Here checkpoint's detached runs are held back and released at a
  // different moment in each run: at once (the natural race), once the risky point's hook has answered, or once
  // the command has run, so that every order happens, on a quiet machine too.
  const RELEASED = ['at once', 'after the risky point', 'after the command'] as const;

  it('git reset --hard && git clean -fd at once: undo brings back the uncommitted edit and the untracked file, run after run', () => {
    const lost: string[] = [];
    for (let run = 0; run < 6; run++) {
      const released = RELEASED[run % RELEASED.length];
      const box = makeRepo({ 'src/app.js': 'committed\n' });
      boxes.push(box);
      writeUserConfig(box.env, { restore: { autoSave: ['start', 'turn', 'precompact', 'risky'] } });
      box.write('src/app.js', 'the user edit\n');
      box.write('notes.txt', 'the user untracked notes\n');
      const session = agentSession(box, 'claude', `risky-${run}`, { holdDetachedRuns: true });
      session.prompt('start over');
      if (released === 'at once') session.releaseDetachedRuns();
      const command = 'git reset --hard && git clean -fd';
      session.beforeShell(command);
      if (released === 'after the risky point') session.releaseDetachedRuns();
      session.shell(command, () => {
        sh(box.repo, 'reset', '-q', '--hard');
        sh(box.repo, 'clean', '-qfd');
      });
      session.stop();

      const undo = session.undo();
      const app = box.read('src/app.js');
      const notes = existsSync(join(box.repo, 'notes.txt')) ? box.read('notes.txt') : 'missing';
      if (undo.status !== 0 || app !== 'the user edit\n' || notes !== 'the user untracked notes\n')
        lost.push(
          `run ${run} (released ${released}): exit ${undo.status}, src/app.js ${JSON.stringify(app)}, notes.txt ${notes}\n${undo.out}`,
        );
      box.cleanup();
      boxes = boxes.filter((b) => b !== box);
    }
    expect(lost).toEqual([]);
  }, 180_000);
});
