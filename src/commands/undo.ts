import { defineCommand } from 'citty';
import { undoChange } from '../restore/undo.js';
import { copyPending, filesJson, filesReport, rootRelative, sessionContext, workspaceOf } from './_restore.js';
import { cwdOf, fail, jsonArg, sessionArg } from './_shared.js';

export default defineCommand({
  meta: {
    name: 'undo',
    description:
      "Take back this session's latest turn, path by path: what it changed gets back what it held at the turn's prompt (run twice: redo)",
  },
  args: {
    paths: {
      type: 'positional',
      required: false,
      variadic: true,
      description: 'Only these paths of the turn (after `--`, like git restore)',
    },
    'dry-run': { type: 'boolean', description: 'List what would change, change nothing', default: false },
    session: sessionArg,
    json: jsonArg,
  },
  async run({ args }) {
    const cwd = cwdOf(undefined);
    try {
      const context = await sessionContext(cwd, args.session, false);
      if (context.problem) return fail(`checkpoint undo: ${context.problem}`, 1, args.json);
      const root = workspaceOf(cwd).root;
      const only = args._.length > 0 ? args._.map((path) => rootRelative(root, cwd, path)) : undefined;
      const outcome = await undoChange({ cwd, dryRun: args['dry-run'], agent: context.agent, sessionId: context.sessionId, only });
      const whose = context.sessionId ? ` of ${context.agent} session ${context.sessionId}` : '';
      if (!outcome) return fail(`Nothing to undo: no turn${whose} changed files that a restore point holds.`, 1, args.json);
      const { undone, base, session } = outcome;
      const sessionName = session.agent ? `${session.agent} session ${session.sessionId}` : 'the command line';
      if (args.json)
        return void process.stdout.write(
          `${JSON.stringify({ undone: undone?.id ?? null, base: base.id, agent: session.agent, sessionId: session.sessionId, dryRun: args['dry-run'], ...filesJson(outcome) }, null, 2)}\n`,
        );
      const what = !undone
        ? 'the turn in progress'
        : undone.trigger === 'undo'
          ? `the undo ${undone.id}`
          : undone.trigger === 'restore'
            ? `the restore ${undone.id}`
            : `the turn ${undone.id}`;
      const lines = [
        `${args['dry-run'] ? 'Undo would take back' : 'Took back'} ${what} of ${sessionName}: the paths it changed go back to ${base.id}.`,
      ];
      if (outcome.moved)
        lines.push(
          `The checkout moved since (${outcome.moved.from ?? 'no branch'} -> ${outcome.moved.to ?? 'no branch'}): paths it changed are left as they are.`,
        );
      lines.push(filesReport(outcome, base, args['dry-run'], 'undo'));
      process.stdout.write(`${lines.join('\n')}\n`);
      // A dry run writes nothing, the snapshot store included.
      if (!args['dry-run']) await copyPending(cwd);
    } catch (error) {
      fail(`Could not undo: ${(error as Error).message}`, 1, args.json);
    }
  },
});
