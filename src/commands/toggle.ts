import { defineCommand } from 'citty';
import { resolveSession, NO_SESSION } from '../session/resolve.js';
import { SessionStore } from '../session/store.js';
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
      if (!session) return fail(NO_SESSION);
      await new SessionStore().update(session.agent, session.sessionId, (state) => ({ ...state, off }));
      process.stdout.write(`Checkpoints ${off ? 'off' : 'on'} for ${session.agent} session ${session.sessionId}.\n`);
    },
  });
}

export const off = toggle(true);
export const on = toggle(false);
