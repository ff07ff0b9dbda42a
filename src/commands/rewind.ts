import { relative, resolve } from 'node:path';
import { defineCommand } from 'citty';
import { loadConfig } from '../config/load.js';
import { ReportStore } from '../guard/reports.js';
import { savePoint } from '../restore/save.js';
import { NO_SESSION, resolveSession } from '../session/resolve.js';
import type { SessionState } from '../session/schema.js';
import { SessionStore } from '../session/state-store.js';
import { readTimeline } from '../transcript/index.js';
import { findProjectRoot } from '../util/paths.js';
import { cwdOf, fail, runnable, sessionArg } from './_shared.js';

/** Paths the session read or edited since the goal opened (the current turn's calls; as relative paths inside the workspace). */
async function filesTouched(state: SessionState, since: number, root: string): Promise<string[]> {
  if (!state.transcriptPath) return [];
  try {
    const { config } = loadConfig(root);
    const timeline = await readTimeline(state.agent, state.transcriptPath, { maxBytes: config.transcript.maxBytes });
    const paths = timeline.calls.filter((call) => (call.time ?? since) >= since).flatMap((call) => call.paths);
    return [
      ...new Set(
        paths
          .map((path) => relative(root, resolve(state.cwd ?? root, path)))
          .map((path) => (path.startsWith('..') ? resolve(root, path) : path)),
      ),
    ];
  } catch {
    return [];
  }
}

export default defineCommand({
  meta: {
    name: 'rewind',
    description: 'Close the open investigation with its report; the report outlives the context (status, compaction, the next session)',
  },
  args: {
    report: { type: 'positional', required: false, description: 'A concise report of the findings' },
    session: sessionArg,
  },
  async run({ args }) {
    const report = (args.report ?? '').trim();
    if (!report) return fail('Give the findings: checkpoint rewind "<report>".', 2);
    const cwd = cwdOf(undefined);
    const session = await resolveSession({ session: args.session, cwd });
    if (!session) return fail(NO_SESSION);
    const { agent, sessionId } = session;
    const now = Date.now();
    let goal: SessionState['goal'];
    let closed: SessionState | undefined;
    await new SessionStore().update(agent, sessionId, (state) => {
      goal = state.goal;
      if (!goal) return undefined;
      closed = { ...state, goal: undefined };
      return closed;
    });
    // Refused rather than filed against nothing: a stale report from an earlier cycle must not land.
    if (!goal || !closed) return fail('No open investigation in this session: open one with checkpoint goal "<goal>" first.');
    const root = findProjectRoot(closed.cwd ?? cwd);
    const files = await filesTouched(closed, goal.openedAt, root);
    await new ReportStore(root).add({ sessionId, agent, goal: goal.text, report, openedAt: goal.openedAt, closedAt: now, files });
    process.stdout.write(`Checkpoint closed. Goal: ${goal.text}\nReport: ${report}\n`);
    // A named restore point keeps the findings with the tree they were made on (prune keeps named points).
    // No pending marker: the next session is given the report once already (guard/session-start.ts).
    const saved = await savePoint({
      cwd: closed.cwd ?? cwd,
      trigger: 'manual',
      agent,
      sessionId,
      name: `investigation: ${goal.text}`.slice(0, 120),
      note: `Report: ${report}`,
      env: process.env,
    }).catch(() => undefined);
    if (saved)
      process.stdout.write(
        runnable(`Saved as restore point ${saved.point.id} (\`checkpoint resume ${saved.point.id}\` brings it back).\n`),
      );
  },
});
