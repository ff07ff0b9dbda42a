import { defineCommand } from 'citty';
import { undoChange, withinPaths } from '../restore/undo.js';
import { copyPending, filesJson, filesReport, pathsOf, plannedPaths, sessionContext, shellWord, workspaceOf } from './_restore.js';
import { cwdOf, failure, jsonArg, sessionArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'undo',
    description:
      "Take back this session's latest turn, path by path: what it changed gets back what it held at the turn's prompt (run twice: redo). Acts on --session, else the session of the agent shell it runs in, else the latest session of this workspace (and says which)",
  },
  args: {
    paths: {
      type: 'positional',
      required: false,
      variadic: true,
      description:
        'Only these paths of the turn (a folder: every path under it), after `--` like git restore: checkpoint undo -- <path>...',
    },
    'dry-run': { type: 'boolean', description: 'List what would change, change nothing', default: false },
    session: sessionArg,
    json: jsonArg,
  },
  async run({ args, rawArgs }) {
    const fail = failure('undo', args.json);
    const cwd = cwdOf(undefined);
    const dryRun = args['dry-run'];
    if (rawArgs.at(-1) === '--') return fail('`--` names no path: put the paths after it, `checkpoint undo -- <path>...`', 2);
    try {
      const given = pathsOf(workspaceOf(cwd).root, cwd, args._);
      if ('problem' in given) return fail(given.problem, 2);
      const context = await sessionContext(cwd, args.session, { recording: false, json: args.json });
      if (context.problem) return fail(context.problem);
      // From an agent's shell undo takes back that agent's own turn, never another session's.
      if (context.ownUnknown)
        return fail(
          `no ${context.ownUnknown} session is recorded in this workspace, so this ${context.ownUnknown} shell's own turn is unknown (undo here never takes back another session's): \`checkpoint sessions\` lists the sessions, and --session <id> takes one`,
        );
      const only = given.paths.length > 0 ? given.paths : undefined;
      const outcome = await undoChange({ cwd, dryRun, agent: context.agent, sessionId: context.sessionId, only });
      const whose = context.sessionId ? ` of ${context.agent} session ${context.sessionId}` : '';
      // A session undo picked by itself (the latest of the workspace) may not be the one meant: say how to name another.
      const another = context.sessionWhy ? '; `checkpoint sessions` lists the other sessions, and --session <id> takes one' : '';
      if (!outcome)
        return fail(
          `nothing to undo: no turn${whose} changed files that a restore point holds: \`checkpoint list\` shows the points, and \`checkpoint restore <id> -- <path>\` brings a path back from any of them${another}`,
        );
      const { undone, base, session } = outcome;
      // Paths asked for that the change did not touch: said, never passed over in silence.
      const untouched = given.paths.filter((path) => !plannedPaths(outcome.plan).some(withinPaths([path])));
      if (args.json)
        return void process.stdout.write(
          `${JSON.stringify({ undone: undone?.id ?? null, base: base.id, agent: session.agent ?? null, sessionId: session.sessionId ?? null, ...(context.sessionWhy && { sessionWhy: context.sessionWhy }), dryRun, ...filesJson(outcome), ...(untouched.length > 0 && { untouched }) }, null, 2)}\n`,
        );
      const sessionName = session.agent ? `${session.agent} session ${session.sessionId}` : 'the command line';
      const what = !undone
        ? 'the turn in progress'
        : undone.trigger === 'undo'
          ? `the undo ${undone.id}`
          : undone.trigger === 'restore'
            ? `the restore ${undone.id}`
            : `the turn ${undone.id}`;
      const part = only ? `${only.join(', ')} of ` : '';
      const lines = [
        `${dryRun ? 'Undo would take back' : 'Took back'} ${part}${what} of ${sessionName}: the paths it changed go back to ${base.id}.`,
      ];
      if (outcome.moved)
        lines.push(
          `The checkout moved since (${outcome.moved.from ?? 'no branch'} -> ${outcome.moved.to ?? 'no branch'}): paths it changed are left as they are.`,
        );
      const apply = [
        'checkpoint undo',
        ...(args.session ? [`--session ${shellWord(args.session)}`] : []),
        ...(only ? ['--', ...args._.map(shellWord)] : []),
      ].join(' ');
      lines.push(filesReport(outcome, dryRun, apply, 'undo'));
      if (untouched.length > 0)
        lines.push(
          `Not changed by ${what}: ${untouched.join(', ')} (\`checkpoint restore <id> -- <path>\` brings a path back from any point).`,
        );
      process.stdout.write(`${lines.join('\n')}\n`);
      // A dry run writes nothing, the snapshot store included.
      if (!dryRun) await copyPending(cwd);
    } catch (error) {
      fail(`could not undo: ${(error as Error).message}`);
    }
  },
});
