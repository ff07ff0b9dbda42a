import { existsSync, statSync } from 'node:fs';
import { defineCommand } from 'citty';
import { agentOfTranscript } from '../agents/index.js';
import { AGENTS, type AgentName } from '../agents/protocol.js';
import { buildCheckpoint } from '../checkpoint/build.js';
import { describeProblem, loadConfig } from '../config/load.js';
import { evaluateStop } from '../session/evaluate-stop.js';
import { NO_SESSION, pickNeedsSaying, reasonText, resolveSession, sessionLine } from '../session/resolve.js';
import { emptySession } from '../session/state.js';
import { closest } from '../util/closest.js';
import { cwdOf, fail, jsonArg, sessionArg } from './_shared.js';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function inputProblem(cwd: string | undefined, transcript: string | undefined): string | undefined {
  if (cwd !== undefined && !existsSync(cwdOf(cwd)))
    return `checkpoint eval: directory ${cwdOf(cwd)} does not exist: pass --cwd <an existing project directory>`;
  if (transcript !== undefined && !isFile(transcript)) {
    return `checkpoint eval: transcript ${transcript} not found: pass the path of an existing transcript file (\`checkpoint sessions\` lists the sessions with one)`;
  }
  return undefined;
}

export default defineCommand({
  meta: {
    name: 'eval',
    description:
      'Dry run: what a stop would get now, and why (writes nothing). Judges the transcript of --session, else of the session of the agent shell it runs in, else of the latest session of this workspace (and says which)',
  },
  args: {
    cwd: { type: 'string', valueHint: 'dir', description: 'Project directory (default: the session cwd, else the current directory)' },
    transcript: {
      type: 'string',
      valueHint: 'path',
      description: "Transcript to judge (default: the transcript of this workspace's latest session)",
    },
    agent: {
      type: 'string',
      valueHint: 'claude|gemini|codex',
      description: 'The agent that wrote the transcript (default: from the session or the transcript path)',
    },
    session: sessionArg,
    json: jsonArg,
    'exit-code': { type: 'boolean', description: 'Exit 1 when a stop would be blocked (like `git diff --exit-code`)', default: false },
  },
  async run({ args }) {
    const json = args.json;
    if (args.agent && !AGENTS.includes(args.agent as AgentName)) {
      const hint = closest(args.agent, AGENTS);
      return fail(
        `checkpoint eval: unknown agent "${args.agent}"${hint ? ` (did you mean ${hint}?)` : ''}: use --agent claude, gemini or codex`,
        2,
        json,
      );
    }
    // Bad input is an error with its fix, never a verdict: a missing file would judge as "nothing to do".
    const problem = inputProblem(args.cwd, args.transcript);
    if (problem) return fail(problem, 1, json);
    const pick = args.transcript && !args.session ? {} : await resolveSession({ session: args.session, cwd: cwdOf(args.cwd) });
    if ('problem' in pick) return fail(`checkpoint eval: ${pick.problem}`, 1, json);
    const { session } = pick;
    // Which session and why: on stderr, or in the report with --json (stderr stays empty then).
    const sessionWhy = session && pickNeedsSaying(session) ? reasonText(session) : undefined;
    if (session && sessionWhy && !json) process.stderr.write(`${sessionLine(session)}\n`);
    const transcriptPath = args.transcript ?? session?.state.transcriptPath;
    if (!transcriptPath)
      return fail(
        session
          ? `checkpoint eval: session ${session.sessionId} has no transcript recorded yet: pass --transcript <path>`
          : `checkpoint eval: ${NO_SESSION}`,
        1,
        json,
      );
    if (!args.transcript && !isFile(transcriptPath))
      return fail(
        `checkpoint eval: the transcript of session ${session?.sessionId} is gone (${transcriptPath}): pass --transcript <path>`,
        1,
        json,
      );
    const agent = (args.agent as AgentName | undefined) ?? session?.agent ?? agentOfTranscript(transcriptPath) ?? 'claude';
    const cwd = cwdOf(args.cwd ?? session?.state.cwd);
    if (!existsSync(cwd))
      return fail(`checkpoint eval: the session's directory ${cwd} no longer exists: pass --cwd <project directory>`, 1, json);
    const { config, files, problems } = loadConfig(cwd);
    const now = Date.now();
    const state = session?.state ?? emptySession(agent, 'eval', now);
    const request = { agent, sessionId: state.sessionId, cwd, transcriptPath, turnKey: state.turnKey, route: 'hook' as const, now };
    const decision = await evaluateStop(request, { build: buildCheckpoint, explain: { state, config } });
    const { result, timeline, settle, buildError } = decision;
    const report = {
      agent,
      sessionId: session?.sessionId ?? null,
      sessionWhy: sessionWhy ?? null,
      cwd,
      transcript: transcriptPath,
      decision: decision.block ? 'block' : 'allow',
      why: decision.why,
      message: decision.message ?? null,
      // The builder failed: a stop would get the generic message; this says why.
      buildError: buildError ?? null,
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
    if (args['exit-code'] && decision.block) process.exitCode = 1;
    if (args.json) {
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      return;
    }
    const lines = [`${report.decision === 'block' ? 'Would block' : 'Would allow'}: ${decision.why}`];
    if (buildError) lines.push(`Note: building the debrief failed: ${buildError}`);
    if (timeline?.truncated) {
      lines.push(
        `Note: this turn is longer than the read cap (${config.transcript.maxBytes} bytes); it was judged on the last ${timeline.bytesRead} bytes.`,
      );
    }
    if (settle?.incomplete)
      lines.push(
        `Note: the transcript did not hold the whole turn after ${settle.waitedMs} ms (${settle.incomplete}); judged on what it held.`,
      );
    for (const problem of problems) lines.push(`Config ignored: ${describeProblem(problem)}`);
    if (decision.message) lines.push('', decision.message);
    else if (result && !result.silent && decision.afterDebrief)
      lines.push('', "Not done since this turn's debrief (its stops pass all the same now):", '', result.message);
    else if (result && !result.silent) lines.push('', 'A stop judged now would get this debrief:', '', result.message);
    else if (result) lines.push(`Debrief: none (${result.why})`);
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
