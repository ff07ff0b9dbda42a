import { defineCommand } from 'citty';
import { describeProblem, loadConfig } from '../config/load.js';
import { findProjectRoot } from '../config/load.js';
import { restoreStatusLines } from '../restore/resume.js';
import { Workspace } from '../restore/store.js';
import { NO_SESSION, resolveSession } from '../session/resolve.js';
import { ago, cwdOf, fail, jsonArg, sessionArg } from './_shared.js';

export default defineCommand({
  meta: { name: 'status', description: 'Show the current session: timer, checkpoints this turn, last evaluation, config problems' },
  args: { session: sessionArg, json: jsonArg },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    const session = await resolveSession({ session: args.session, cwd });
    const { config, files, problems } = loadConfig(session?.state.cwd ?? cwd);
    if (args.json) {
      process.stdout.write(`${JSON.stringify({ session: session ?? null, config: { files, problems, thresholdSeconds: config.thresholdSeconds, maxBlocksPerTurn: config.maxBlocksPerTurn } }, null, 2)}\n`);
      if (!session) process.exitCode = 1;
      return;
    }
    for (const problem of problems) process.stderr.write(`config: ${describeProblem(problem)}\n`);
    if (!session) return fail(NO_SESSION);
    const { state } = session;
    const now = Date.now();
    const lines = [
      `Session     ${session.agent} ${session.sessionId}${state.cwd ? ` in ${state.cwd}` : ''}`,
      `Checkpoints ${process.env.CHECKPOINT_DISABLE === '1' ? 'disabled (CHECKPOINT_DISABLE=1)' : state.off ? 'off (checkpoint on re-enables them)' : 'on'}`,
    ];
    if (session.fresh === 'corrupt') lines.push('State       the stored state was unreadable: starting from an empty state');
    if (session.fresh === 'missing') lines.push('State       nothing recorded yet for this session');
    lines.push(`Turn        prompt ${ago(state.lastPromptAt, now)}, ${state.blocksThisTurn} of ${config.maxBlocksPerTurn} checkpoints given, threshold ${config.thresholdSeconds}s`);
    if (state.resumePending) lines.push('Resume      the next stop skips the threshold once');
    const evaluation = state.lastEvaluation;
    if (evaluation) {
      lines.push(`Last stop   ${ago(evaluation.at, now)}: ${evaluation.decision}, ${evaluation.why}`);
      for (const action of evaluation.actions) lines.push(`            - ${action}`);
      for (const observation of evaluation.observations) lines.push(`            - ${observation}`);
    }
    lines.push(...restoreStatusLines(new Workspace(findProjectRoot(state.cwd ?? cwd))));
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
