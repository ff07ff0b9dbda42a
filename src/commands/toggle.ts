import { defineCommand } from 'citty';
import { NO_SESSION, resolveSession, unknownSession } from '../session/resolve.js';
import { SessionStore } from '../session/state-store.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

function toggle(off: boolean) {
  return defineCommand({
    meta: {
      name: off ? 'off' : 'on',
      description: off ? 'Silence checkpoints for one session (persists until `checkpoint on`)' : 'Re-enable checkpoints for a session',
    },
    args: { session: sessionArg },
    async run({ args }) {
      const session = await resolveSession({ session: args.session, cwd: cwdOf(undefined) });
      if (!session) return fail(args.session ? unknownSession(args.session) : NO_SESSION);
      const store = new SessionStore();
      try {
        await store.update(session.agent, session.sessionId, (state) => ({ ...state, off }));
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        return fail(
          `Could not save the session in ${store.dir} (${reason}): make it writable, or set CHECKPOINT_STATE_DIR to a writable directory.`,
        );
      }
      process.stdout.write(`Checkpoints ${off ? 'off' : 'on'} for ${session.agent} session ${session.sessionId}.\n`);
    },
  });
}

export const off = toggle(true);
export const on = toggle(false);
