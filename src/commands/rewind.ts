import { defineCommand } from 'citty';
import { fileReport } from '../guard/goal.js';
import { takePoint } from '../restore/save.js';
import { NO_SESSION, pickNeedsSaying, resolveSession, sessionLine } from '../session/resolve.js';
import { selfName } from '../util/bundle.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'rewind',
    description:
      'Close the open goal with its report; the report outlives the context (status, compaction, the next session). Acts on --session, else the session of the agent shell it runs in, else the latest session of this workspace (and says which)',
  },
  args: {
    report: { type: 'positional', required: false, description: 'A concise report of the findings' },
    session: sessionArg,
  },
  async run({ args }) {
    const report = (args.report ?? '').trim();
    if (!report) return fail('checkpoint rewind: no report given: give the findings, checkpoint rewind "<report>"', 2);
    const cwd = cwdOf(undefined);
    const pick = await resolveSession({ session: args.session, cwd });
    if ('problem' in pick) return fail(`checkpoint rewind: ${pick.problem}`);
    const { session } = pick;
    if (!session) return fail(`checkpoint rewind: ${NO_SESSION}`);
    if (pickNeedsSaying(session)) process.stderr.write(`${sessionLine(session)}\n`);
    const { agent, sessionId } = session;
    const now = Date.now();
    const filed = await fileReport(session, report, cwd, now);
    if (!filed) return fail('checkpoint rewind: no open goal in this session: open one with checkpoint goal "<goal>" first');
    const { goal, state } = filed;
    process.stdout.write(`Checkpoint closed. Goal: ${goal.text}\nReport: ${report}\n`);
    // A named restore point keeps the findings with the tree they were made on (prune keeps named points).
    // No pending marker: the next session is given the report once already (guard/session-start.ts).
    const saved = await takePoint({
      cwd: state.cwd ?? cwd,
      trigger: 'manual',
      agent,
      sessionId,
      name: `investigation: ${goal.text}`.slice(0, 120),
      note: `Report: ${report}`,
      env: process.env,
    }).catch(() => undefined);
    if (saved)
      process.stdout.write(
        `Saved as restore point ${saved.point.id} (\`${selfName(process.env)()} restore ${saved.point.id}\` brings it back).\n`,
      );
  },
});
