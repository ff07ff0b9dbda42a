import { defineCommand } from 'citty';
import { describeProblem, loadConfig } from '../config/load.js';
import { ReportStore } from '../guard/reports.js';
import { restoreStatusLines } from '../restore/resume.js';
import { Workspace } from '../restore/workspace.js';
import { NO_SESSION, reasonText, resolveSession } from '../session/resolve.js';
import { findProjectRoot } from '../util/paths.js';
import { ago, cwdOf, fail, jsonArg, sessionArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'status',
    description:
      'Show one session: its debriefs this turn, the last stop and why, its goal and reports, restore points. Acts on --session, else the session of the agent shell it runs in, else the latest session of this workspace (and says which)',
  },
  args: { session: sessionArg, json: jsonArg },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    const pick = await resolveSession({ session: args.session, cwd });
    if ('problem' in pick) return fail(`checkpoint status: ${pick.problem}`, 1, args.json);
    const { session } = pick;
    const { config, files, problems } = loadConfig(session?.state.cwd ?? cwd);
    const reports = (await new ReportStore(findProjectRoot(session?.state.cwd ?? cwd)).all()).slice(0, 3);
    const guard = { goal: session?.state.goal ?? null, reports };
    if (args.json) {
      if (!session) return fail(`checkpoint status: ${NO_SESSION}`, 1, true);
      const { state } = session;
      const workspace = new Workspace(findProjectRoot(state.cwd ?? cwd));
      const latest = workspace.latest();
      const evaluation = state.lastEvaluation;
      // The shape the README documents ("status --json"): what the text says, as data; never the stored state.
      const status = {
        session: {
          agent: session.agent,
          sessionId: session.sessionId,
          why: reasonText(session),
          cwd: state.cwd ?? null,
          /** `missing`: nothing recorded yet; `corrupt`: the stored state was unreadable (an empty one is shown). */
          state: session.fresh ?? 'ok',
        },
        debriefs: process.env.CHECKPOINT_DISABLE === '1' ? 'disabled' : state.off ? 'off' : 'on',
        turn: {
          promptAt: state.lastPromptAt ?? null,
          debriefsGiven: state.checkpointsThisTurn,
          resumePending: state.resumePending,
        },
        lastStop: evaluation
          ? {
              at: evaluation.at,
              decision: evaluation.decision,
              why: evaluation.why,
              actions: evaluation.actions,
              observations: evaluation.observations,
            }
          : null,
        guard,
        restorePoints: {
          latest: latest ? { id: latest.id, trigger: latest.trigger, name: latest.name ?? null, createdAt: latest.createdAt } : null,
          pending: workspace.markers().map((marker) => ({
            id: marker.id,
            trigger: marker.trigger,
            agent: marker.agent ?? null,
            sessionId: marker.sessionId ?? null,
            createdAt: marker.createdAt,
          })),
        },
        config: { files, problems, thresholdSeconds: config.thresholdSeconds, maxBlocksPerTurn: config.maxBlocksPerTurn },
      };
      process.stdout.write(`${JSON.stringify(status, null, 2)}\n`);
      return;
    }
    for (const problem of problems) process.stderr.write(`config: ${describeProblem(problem)}\n`);
    if (!session) return fail(`checkpoint status: ${NO_SESSION}`);
    const { state } = session;
    const now = Date.now();
    const lines = [
      `Session     ${session.agent} ${session.sessionId} (${reasonText(session)})${state.cwd ? ` in ${state.cwd}` : ''}`,
      `Debriefs    ${process.env.CHECKPOINT_DISABLE === '1' ? 'disabled (CHECKPOINT_DISABLE=1)' : state.off ? 'off (`checkpoint on` turns them back on)' : 'on'}`,
    ];
    if (session.fresh === 'corrupt') lines.push('State       the stored state was unreadable: starting from an empty state');
    if (session.fresh === 'missing') lines.push('State       nothing recorded yet for this session');
    lines.push(
      `Turn        prompt ${ago(state.lastPromptAt, now)}, ${state.checkpointsThisTurn} of ${config.maxBlocksPerTurn} debriefs given, threshold ${config.thresholdSeconds}s`,
    );
    if (state.resumePending) lines.push('Resume      the next stop skips the threshold once');
    if (state.goal) lines.push(`Goal        open for ${ago(state.goal.openedAt, now).replace(' ago', '')}: ${state.goal.text}`);
    for (const report of reports) {
      lines.push(`Report      ${ago(report.closedAt, now)}, goal ${report.goal}: ${report.report ?? '(closed without a report)'}`);
    }
    const evaluation = state.lastEvaluation;
    if (evaluation) {
      lines.push(`Last stop   ${ago(evaluation.at, now)}: ${evaluation.decision === 'block' ? 'blocked' : 'allowed'}: ${evaluation.why}`);
      for (const action of evaluation.actions) lines.push(`            - ${action}`);
      for (const observation of evaluation.observations) lines.push(`            - ${observation}`);
    }
    lines.push(...restoreStatusLines(new Workspace(findProjectRoot(state.cwd ?? cwd))));
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
