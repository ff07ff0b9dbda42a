import { defineCommand } from 'citty';
import { NO_SESSION, reasonText, resolveSession } from '../session/resolve.js';
import { SessionStore } from '../session/state-store.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

function toggle(off: boolean) {
  const name = off ? 'off' : 'on';
  return defineCommand({
    meta: {
      name,
      description: off
        ? 'Silence the debriefs and the goal hold of one session until `checkpoint on` (restore points are still taken). Acts on --session, else the session of the agent shell it runs in, else the latest session of this workspace (and says which)'
        : 'Turn the debriefs and the goal hold of a session back on. Acts on --session, else the session of the agent shell it runs in, else the latest session of this workspace (and says which)',
    },
    args: { session: sessionArg },
    async run({ args }) {
      const pick = await resolveSession({ session: args.session, cwd: cwdOf(undefined) });
      if ('problem' in pick) return fail(`checkpoint ${name}: ${pick.problem}`);
      const { session } = pick;
      if (!session) return fail(`checkpoint ${name}: ${NO_SESSION}`);
      const store = new SessionStore();
      try {
        await store.update(session.agent, session.sessionId, (state) => ({ ...state, off }));
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
        return fail(
          `checkpoint ${name}: could not save the session in ${store.dir} (${reason}): make it writable, or set CHECKPOINT_STATE_DIR to a writable directory`,
        );
      }
      const which = `${session.agent} session ${session.sessionId} (${reasonText(session)})`;
      process.stdout.write(
        off
          ? `Debriefs off for ${which}: its stops pass with no debrief and no goal hold; restore points are still taken. \`checkpoint on\` turns them back on.\n`
          : `Debriefs on for ${which}.\n`,
      );
    },
  });
}

export const off = toggle(true);
export const on = toggle(false);
