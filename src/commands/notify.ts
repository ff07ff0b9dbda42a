import { defineCommand } from 'citty';
import { type NotifyDeps, runNotify } from '../notify/route.js';
import { evaluateStop } from '../session/evaluate-stop.js';
import { readTimeline } from '../transcript/index.js';
import { log } from '../util/log.js';
import { endTurn, type HookParts, stopEffects } from './_events.js';

/**
 * The real dependencies of the notify route: the stop evaluation the hooks use, and their end of a turn. The
 * builder and the restore code are the hook's lazily loaded parts: a notify inside the threshold loads neither.
 */
export function notifyDeps(env: NodeJS.ProcessEnv, parts: Pick<HookParts, 'checkpoint' | 'restore'>): NotifyDeps {
  return {
    env,
    readTimeline,
    evaluateStop: (request) => evaluateStop(request, stopEffects(parts)),
    endTurn: ({ agent, sessionId, cwd, transcriptPath }) => endTurn({ agent, sessionId, cwd, transcriptPath }, env, parts, 'detached'),
  };
}

export const notifyCommand = (parts: Pick<HookParts, 'checkpoint' | 'restore'>) =>
  defineCommand({
    meta: {
      name: 'notify',
      description: "Codex `notify` program: evaluate the finished turn and type a due debrief into Codex's tmux pane; always exits 0",
    },
    // Shown by --help only: the payload is read from the raw arguments (Codex may put others before it).
    args: {
      json: { type: 'positional', required: false, description: 'the JSON payload Codex passes as the last argument' },
    },
    async run({ rawArgs }) {
      // runNotify is the fail-open boundary: it never throws.
      const result = await runNotify(rawArgs, notifyDeps(process.env, parts));
      log.debug(`notify: ${result.decision}: ${result.why}`);
      // SPEC 1: notify always exits 0, whatever happened.
      process.exitCode = 0;
    },
  });
