import { defineCommand } from 'citty';
import { shellSession } from '../agents/index.js';
import { cancelGoal, goalOpenedText, openGoal } from '../guard/goal.js';
import { NO_SESSION, resolveSession } from '../session/resolve.js';
import { inSubagent } from '../transcript/subagents.js';
import { selfName } from '../util/bundle.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

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
    if (args.cancel) {
      const cancelled = await cancelGoal(session, cwd, now);
      if (!cancelled) return fail('No open investigation in this session.');
      process.stdout.write(`Investigation closed without a report (goal: ${cancelled.text}).\n`);
      return;
    }
    const refusal = await openGoal(session, text, cwd, now);
    if (refusal) return fail(refusal);
    if (!args.session && !shellSession(process.env)) {
      process.stderr.write(`checkpoint: using the latest ${agent} session of this workspace (${sessionId}).\n`);
    }
    process.stdout.write(`${goalOpenedText(text, selfName(process.env))}\n`);
  },
});
