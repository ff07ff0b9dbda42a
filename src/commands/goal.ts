import { defineCommand } from 'citty';
import { cancelGoal, goalOpenedText, openGoal } from '../guard/goal.js';
import { NO_SESSION, pickNeedsSaying, type ResolvedSession, resolveSession, sessionLine } from '../session/resolve.js';
import { inSubagent } from '../transcript/subagents.js';
import { selfName } from '../util/bundle.js';
import { cwdOf, fail, sessionArg } from './_shared.js';

// Run by the agent through its shell: stdout is what the agent reads back, so it says what to do next. The
// goal's own texts are SPEC 5's, word for word (the agent is told them); what a person reads uses "goal".
export default defineCommand({
  meta: {
    name: 'goal',
    description:
      'Open a goal (an investigation): the agent cannot end its turn until it files a report with `checkpoint rewind "<report>"`. Acts on --session, else the session of the agent shell it runs in (never from a subagent), else the latest session of this workspace (and says which)',
  },
  args: {
    goal: { type: 'positional', required: false, description: 'What the investigation must find out' },
    cancel: { type: 'boolean', description: 'Close the open goal without a report', default: false },
    session: sessionArg,
  },
  async run({ args }) {
    const text = (args.goal ?? '').trim();
    if (!args.cancel && !text) return fail('checkpoint goal: no goal given: say what to investigate, checkpoint goal "<goal>"', 2);
    const cwd = cwdOf(undefined);
    const pick = await resolveSession({ session: args.session, cwd });
    if ('problem' in pick) return fail(`checkpoint goal: ${pick.problem}`);
    const { session } = pick;
    if (!session) return fail(`checkpoint goal: ${NO_SESSION}`);
    if (!args.cancel && (await fromSubagent(session))) return fail('Checkpoint not available in subagents.');
    if (pickNeedsSaying(session)) process.stderr.write(`${sessionLine(session)}\n`);
    const now = Date.now();
    if (args.cancel) {
      const cancelled = await cancelGoal(session, cwd, now);
      if (!cancelled) return fail('checkpoint goal: no open goal in this session: nothing to cancel');
      process.stdout.write(`Goal closed without a report: ${cancelled.text}\n`);
      return;
    }
    const refusal = await openGoal(session, text, cwd, now);
    if (refusal) return fail(refusal);
    process.stdout.write(`${goalOpenedText(text, selfName(process.env))}\n`);
  },
});

/**
 * SPEC 5: a goal is the session's, never a subagent's. Claude Code's tool-call hook names the subagent that runs
 * a shell command (agent_id); without that record (the entry not installed), a goal call still waiting in a
 * subagent's own transcript, and not in the session's, says it.
 */
async function fromSubagent(session: ResolvedSession): Promise<boolean> {
  if (session.shellCall) return session.shellCall.subagent !== undefined;
  if (!session.state.transcriptPath) return false;
  const isGoalCommand = (command: string) => /\bcheckpoint(\.js)?["']?\s+goal\b/.test(command);
  return inSubagent(session.agent, session.state.transcriptPath, isGoalCommand);
}
