import { defineCommand } from 'citty';
import { shellSession } from '../agents/index.js';
import { type Goal, goalOpenedText } from '../guard/goal.js';
import { ReportStore } from '../guard/reports.js';
import { NO_SESSION, resolveSession } from '../session/resolve.js';
import { SessionStore } from '../session/state-store.js';
import { inSubagent } from '../transcript/subagents.js';
import { findProjectRoot } from '../util/paths.js';
import { cwdOf, fail, runnable, sessionArg } from './_shared.js';

// Run by the agent through its shell: stdout is what the agent reads back, so it says what to do next.
export default defineCommand({
  meta: {
    name: 'goal',
    description: 'Open an investigation: the agent cannot end its turn until it files a report with `checkpoint rewind "<report>"`',
  },
  args: {
    goal: { type: 'positional', required: false, description: 'What the investigation must find out' },
    cancel: { type: 'boolean', description: 'Close the open investigation without a report', default: false },
    session: sessionArg,
  },
  async run({ args }) {
    const text = (args.goal ?? '').trim();
    if (!args.cancel && !text) return fail('Say what to investigate: checkpoint goal "<goal>".', 2);
    const cwd = cwdOf(undefined);
    const session = await resolveSession({ session: args.session, cwd });
    if (!session) return fail(NO_SESSION);
    const { agent, sessionId } = session;
    if (!args.cancel && session.state.transcriptPath) {
      const isGoalCommand = (command: string) => /\bcheckpoint(\.js)?["']?\s+goal\b/.test(command);
      if (await inSubagent(agent, session.state.transcriptPath, isGoalCommand)) return fail('Checkpoint not available in subagents.');
    }
    const now = Date.now();
    let refusal: string | undefined;
    let cancelled: Goal | undefined;
    await new SessionStore().update(agent, sessionId, (state) => {
      if (args.cancel && state.goal) {
        cancelled = state.goal;
        return { ...state, goal: undefined };
      }
      if (!args.cancel && !state.goal) return { ...state, cwd: state.cwd ?? cwd, goal: { text, openedAt: now } };
      refusal = args.cancel ? 'No open investigation in this session.' : 'Checkpoint already active.';
      return undefined;
    });
    if (refusal) return fail(refusal);
    if (cancelled) {
      const root = findProjectRoot(session.state.cwd ?? cwd);
      await new ReportStore(root).add({ sessionId, agent, goal: cancelled.text, openedAt: cancelled.openedAt, closedAt: now, files: [] });
      process.stdout.write(`Investigation closed without a report (goal: ${cancelled.text}).\n`);
      return;
    }
    if (!args.session && !shellSession(process.env)) {
      process.stderr.write(`checkpoint: using the latest ${agent} session of this workspace (${sessionId}).\n`);
    }
    process.stdout.write(`${runnable(goalOpenedText(text))}\n`);
  },
});
