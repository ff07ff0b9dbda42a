import { defineCommand } from 'citty';
import { parseTask, runTask, TASK_COMMAND } from '../restore/tasks.js';
import { codePath } from '../util/code-cache.js';
import { yieldTheCpu } from '../util/exec.js';
import { log } from '../util/log.js';
import { readStdin } from '../util/stdin.js';

/**
 * The detached run a hook leaves work to (restore/tasks.ts), the task as JSON on its stdin. Hidden from the
 * command list: only checkpoint starts it. Always exits 0; its output goes nowhere.
 */
export default defineCommand({
  meta: { name: TASK_COMMAND, description: 'Run the task a hook left for after its answer (JSON on stdin)', hidden: true },
  async run() {
    process.exitCode = 0;
    try {
      const task = parseTask(await readStdin());
      if (!task) return;
      codePath(`task:${task.kind}`);
      // A detached task (and the git it starts) runs at low priority: the agent it follows goes first.
      yieldTheCpu();
      await runTask(task, process.env);
    } catch (error) {
      log.debug('background task failed open', error);
    }
  },
});
