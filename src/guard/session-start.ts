// What an investigation leaves for the next context: after a compaction the session is reminded of
// its open goal and given its findings back; a new session of the workspace gets the latest report once.
import type { SessionState } from '../session/state.js';
import { selfName } from '../util/bundle.js';
import { findProjectRoot } from '../util/paths.js';
import { goalReminder } from './goal.js';
import { type Report, ReportStore, reportContext } from './reports.js';

interface SessionStartInput {
  state: SessionState;
  cwd: string;
  compacted: boolean;
  now: number;
  env: NodeJS.ProcessEnv;
}

/** Context to inject at a SessionStart, or undefined; marks a report given to a new session as delivered. */
export async function guardContext({ state, cwd, compacted, now, env }: SessionStartInput): Promise<string | undefined> {
  const store = new ReportStore(findProjectRoot(cwd), env);
  const reports = await store.all();
  const parts: string[] = [];
  if (compacted && state.goal) parts.push(goalReminder(state.goal.text, selfName(env)));
  let report: Report | undefined;
  if (compacted) {
    // The compaction wiped this session's own findings from its context: they come back first.
    report = reports.find((r) => r.sessionId === state.sessionId && r.report) ?? reports.find((r) => !r.deliveredAt && r.report);
  } else {
    report = reports.find((r) => !r.deliveredAt && r.report && r.sessionId !== state.sessionId);
    if (report) await store.put({ ...report, deliveredAt: now });
  }
  if (report) parts.push(reportContext(report));
  return parts.length ? parts.join('\n\n') : undefined;
}
