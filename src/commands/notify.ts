import { defineCommand } from 'citty';
import { runNotify } from '../notify/route.js';
import { evaluateStop } from '../session/stop.js';
import { readTimeline } from '../transcript/index.js';
import { log } from '../util/log.js';
import { runnableOutcome } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'notify',
    description: "Codex `notify` program: evaluate the finished turn and type a due checkpoint into Codex's tmux pane; always exits 0",
  },
  // Shown by --help only: the payload is read from the raw arguments (Codex may put others before it).
  args: {
    json: { type: 'positional', required: false, description: 'the JSON payload Codex passes as the last argument' },
  },
  async run({ rawArgs }) {
    // Codex starts notify fire-and-forget with its standard streams closed: a write error on them
    // must not kill the process halfway through typing.
    process.stdout.on('error', () => {});
    process.stderr.on('error', () => {});
    try {
      const evaluate = async (request: Parameters<typeof evaluateStop>[0]) => runnableOutcome(await evaluateStop(request));
      const result = await runNotify(rawArgs, { env: process.env, readTimeline, evaluateStop: evaluate });
      log.debug(`notify: ${result.decision}: ${result.why}`);
    } catch (error) {
      log.debug(`notify failed: ${String(error)}`);
    }
    // SPEC 1: notify always exits 0, whatever happened.
    process.exitCode = 0;
  },
});
