import { defineCommand } from 'citty';
import { agentOfTranscript } from '../agents/index.js';
import { describeProblem, loadConfig } from '../config/load.js';
import { emptySession } from '../session/schema.js';
import { resolveSession } from '../session/resolve.js';
import { judgeStop } from '../session/stop.js';
import { AGENTS, type AgentName } from '../transcript/timeline.js';
import { cwdOf, fail, jsonArg, sessionArg } from './_shared.js';

export default defineCommand({
  meta: { name: 'eval', description: 'Dry run: what a stop would get now, and why (never writes state)' },
  args: {
    cwd: { type: 'string', description: 'Project directory (default: the session cwd, else the current directory)' },
    transcript: { type: 'string', description: 'Transcript to judge (default: the session transcript)' },
    agent: { type: 'string', description: 'claude, gemini or codex (default: from the session or the transcript path)' },
    session: sessionArg,
    json: jsonArg,
  },
  async run({ args }) {
    if (args.agent && !AGENTS.includes(args.agent as AgentName)) return fail(`Unknown agent "${args.agent}": use claude, gemini or codex.`, 2);
    const session = args.transcript && !args.session ? undefined : await resolveSession({ session: args.session, cwd: cwdOf(args.cwd) });
    const transcriptPath = args.transcript ?? session?.state.transcriptPath;
    if (!transcriptPath) return fail('No transcript to judge: pass --transcript <path> or --session <id>.', 2);
    const agent = (args.agent as AgentName | undefined) ?? session?.agent ?? agentOfTranscript(transcriptPath) ?? 'claude';
    const cwd = cwdOf(args.cwd ?? session?.state.cwd);
    const { config, files, problems } = loadConfig(cwd);
    const now = Date.now();
    const state = session?.state ?? emptySession(agent, 'eval', now);
    const verdict = await judgeStop({ agent, sessionId: state.sessionId, cwd, transcriptPath, turnKey: state.turnKey, route: 'hook' }, state, config, now, true);
    const { outcome, result, timeline, settle } = verdict;
    const report = {
      agent,
      sessionId: session?.sessionId ?? null,
      cwd,
      transcript: transcriptPath,
      decision: outcome.block ? 'block' : 'allow',
      why: outcome.why,
      message: outcome.message ?? null,
      categories: result?.categories ?? [],
      actions: result?.actions ?? [],
      observations: result?.observations ?? [],
      changedFiles: result?.changedFiles ?? [],
      turn: timeline
        ? {
            key: timeline.turnKey ?? null,
            startedAt: timeline.turnStartedAt ?? null,
            toolCalls: timeline.calls.length,
            truncated: timeline.truncated,
            bytesRead: timeline.bytesRead,
            waitedMs: settle?.waitedMs ?? 0,
            incomplete: settle?.incomplete ?? null,
          }
        : null,
      config: { files, problems },
    };
    if (args.json) {
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      return;
    }
    const lines = [`${report.decision === 'block' ? 'Would block' : 'Would allow'}: ${outcome.why}`];
    if (timeline?.truncated) {
      lines.push(`Note: this turn is longer than the read cap (${config.transcript.maxBytes} bytes); it was judged on the last ${timeline.bytesRead} bytes.`);
    }
    if (settle?.incomplete) lines.push(`Note: the transcript did not hold the whole turn after ${settle.waitedMs} ms (${settle.incomplete}); judged on what it held.`);
    for (const problem of problems) lines.push(`Config ignored: ${describeProblem(problem)}`);
    if (outcome.message) lines.push('', outcome.message);
    else if (result && !result.silent) lines.push('', 'Once past that, a stop would get:', '', result.message);
    else if (result) lines.push(`Checkpoint content: none (${result.why})`);
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
