import { defineCommand } from 'citty';
import { lastActive, listSessions } from '../session/resolve.js';
import { ago, cwdOf, failure, jsonArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'sessions',
    description:
      'List the recorded sessions of this workspace (every workspace with --all), the one whose agent ran last first: the one commands from a terminal act on',
  },
  args: {
    all: { type: 'boolean', description: 'Sessions of every workspace', default: false },
    limit: { type: 'string', description: 'Show at most N sessions (default 20)', valueHint: 'N' },
    json: jsonArg,
  },
  async run({ args }) {
    const limit = args.limit === undefined ? 20 : Number(args.limit);
    if (!Number.isInteger(limit) || limit < 1)
      return failure('sessions', args.json)(`--limit ${args.limit} is not a whole number above 0: give one, like --limit 20`, 2);
    const sessions = (await listSessions({ cwd: cwdOf(undefined), all: args.all })).slice(0, limit);
    if (args.json) {
      const rows = sessions.map((s) => ({
        agent: s.agent,
        sessionId: s.sessionId,
        cwd: s.cwd ?? null,
        activeAt: lastActive(s),
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
    const lines = sessions.map((s, i) => {
      const last = s.lastEvaluation ? `, last stop ${s.lastEvaluation.decision === 'block' ? 'blocked' : 'allowed'}` : '';
      const latest = i === 0 && !args.all ? '  (the latest)' : '';
      return `${s.agent.padEnd(6)} ${s.sessionId}  active ${ago(lastActive(s), now)}${s.off ? ', debriefs off' : ''}${last}${args.all && s.cwd ? `  ${s.cwd}` : ''}${latest}`;
    });
    lines.push(
      '',
      args.all
        ? 'Use one with --session <id> (or a unique start of it): checkpoint status, eval, off, on, goal, rewind, undo, restore.'
        : 'From a terminal, status, eval, off, on, goal, rewind, undo and restore act on the latest; --session <id> (or a unique start of it) picks another.',
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  },
});
