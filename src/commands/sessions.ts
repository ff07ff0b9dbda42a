import { defineCommand } from 'citty';
import { listSessions } from '../session/resolve.js';
import { ago, cwdOf, jsonArg } from './_shared.js';

export default defineCommand({
  meta: { name: 'sessions', description: 'List the recorded sessions of this workspace (every workspace with --all), newest first' },
  args: {
    all: { type: 'boolean', description: 'Sessions of every workspace', default: false },
    limit: { type: 'string', description: 'Show at most N sessions (default 20)', valueHint: 'N' },
    json: jsonArg,
  },
  async run({ args }) {
    const limit = args.limit === undefined ? 20 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1) {
      process.stderr.write(`checkpoint sessions: --limit needs a whole number above 0, not "${args.limit}".\n`);
      process.exitCode = 2;
      return;
    }
    const sessions = (await listSessions({ cwd: cwdOf(undefined), all: args.all })).slice(0, limit);
    if (args.json) {
      const rows = sessions.map((s) => ({
        agent: s.agent,
        sessionId: s.sessionId,
        cwd: s.cwd ?? null,
        updatedAt: s.updatedAt,
        off: s.off,
        lastDecision: s.lastEvaluation?.decision ?? null,
      }));
      process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      return;
    }
    if (sessions.length === 0) {
      process.stdout.write(
        args.all
          ? 'No sessions recorded yet: they appear once an agent with checkpoint hooks runs.\n'
          : 'No sessions recorded for this workspace: `checkpoint sessions --all` lists every workspace.\n',
      );
      return;
    }
    const now = Date.now();
    const lines = sessions.map((s) => {
      const last = s.lastEvaluation ? `, last stop: ${s.lastEvaluation.decision}` : '';
      return `${s.agent.padEnd(6)} ${s.sessionId}  ${ago(s.updatedAt, now)}${s.off ? ', off' : ''}${last}${args.all && s.cwd ? `  ${s.cwd}` : ''}`;
    });
    lines.push('', 'Use one with --session <id>: checkpoint status, eval, off, on.');
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
